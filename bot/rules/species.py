"""Animals as residents name them: which list or class of the two chapters each falls under.

Data only (no citations): ``bot.rules.keeping`` quotes the list entries; ``route()`` and the
rules use ``species_kind``.

Source: Town of Cedarburg Code § 95-13 (the numbered list, items (8)-(28), and the protected
animals); Village of Westfield Code ch. 195 (livestock and exotic animals; birds and reptiles)
and § 195-14A (chicken).
"""
from __future__ import annotations

import re

# The numbered list of § 95-13 (printed labels survive for (8)-(28); the list's own
# subsection letter does not, so it is cited as § 95-13). (keywords, list entry, min length in inches)
WILD_LIST = [
    (("venomous", "poisonous", "rattlesnake", "cobra", "viper", "rear-fang snake", "rear-fang"), "All poisonous animals and reptiles, including rear-fang snakes.", None),
    (("chimp", "chimpanzee", "gibbon", "gorilla", "orangutan", "siamang", "ape"), "Apes: chimpanzees (Pan); gibbons (Hylobates); gorillas (Gorilla); orangutans (Pongo); ans siamangs (Symphalangus).", None),
    (("baboon", "mandrill"), "Baboons (Papoi, Mandrillus).", None),
    (("bear",), "Bears (Ursidae).", None),
    (("bison", "buffalo"), "Bison (Bison).", None),
    (("cheetah",), "Cheetahs (Acinonyx jubatus).", None),
    (("caiman", "alligator", "crocodile", "crocodilian", "gator"), "Crocodilians (Crocodilia), 30 inches in length or more.", 30),
    (("python", "boa", "constrictor", "anaconda"), "Constrictor snakes, six feet in length or more.", 72),
    (("coyote",), "Coyotes (Canis latrans).", None),
    (("deer", "fawn", "elk", "antelope", "moose"), "Deer (Cervidae); includes all members of the deer family; for example, whitetailed deer, elk, antelope and moose.", None),
    (("elephant",), "Elephants (Elephas and Loxodonta).", None),
    (("game cock", "gamecock", "fighting bird", "fighting rooster"), "Game cocks and other fighting birds.", None),
    (("hippo", "hippopotamus", "hippopotami"), "Hippopotami (Hippopotamidae).", None),
    (("hyena",), "Hyenas (Hyaenidae).", None),
    (("jaguar",), "Jaguars (Panthera onca).", None),
    (("snow leopard",), "Snow leopards (Panthera uncia).", None),
    (("leopard",), "Leopards (Panthera pardus).", None),
    (("lion",), "Lions (Panthera leo).", None),
    (("lynx",), "Lynxes (Lynx).", None),
    (("monkey", "macaque"), "Monkeys, old world (Cercopithecidae).", None),
    (("ostrich",), "Ostriches (Struthio).", None),
    (("piranha",), "Piranha fish (Characidae).", None),
    (("puma", "cougar", "mountain lion", "panther"), "Pumas (Fells concolor), also known as cougars, mountain lions and panthers.", None),
    (("rhino", "rhinoceros"), "Rhinoceroses (Rhinocero tidae).", None),
    (("shark",), "Sharks (class Chondrichthyes).", None),
    (("tiger",), "Tigers (Panthera tigris).", None),
    (("wolf", "wolves"), "Wolves (Cams lupus).", None),
]
# Protected animals (possession for sale, buying): keyword -> quoted words.
PROTECTED = [
    (("caiman", "alligator", "crocodile", "crocodilian", "gator"), "alligator, caiman or crocodile of the order of crocodilia"),
    (("red wolf",), "red wolf (Canis niger)"),
    (("wolf", "wolves"), "gray or timber wolf (Canis lupus)"),
    (("polar bear",), "polar bear (Thalarctos maritimus)"),
    (("lion", "tiger", "leopard", "cheetah", "jaguar", "lynx", "cougar", "puma", "bobcat", "wild cat"), "all wild cats of the family felidae"),
    (("sea otter",), "sea otter (Enhydra lutris)"),
    (("vicuna",), "vicuna (Vicugna vicugna)"),
    (("pacific ridley", "pacific ridley turtle"), "Pacific ridley turtle (Lepidochelys olivacea)"),
    (("atlantic green turtle", "green sea turtle", "atlantic green sea turtle"), "Atlantic green turtle (Chelonia mydas)"),
    (("mexican ridley", "mexican ridley turtle", "ridley turtle", "ridley sea turtle"), "Mexican ridley turtle (Lepidochelys kempi)"),
]
# New world monkeys: not the list's "Monkeys, old world (Cercopithecidae)".
NEW_WORLD_MONKEY = re.compile(r"\b(?:capuchin|marmoset|tamarin|squirrel monkey|spider monkey|howler|titi|uakari|new world)", re.I)
REPTILE = re.compile(r"\b(?:caiman|alligator|crocod\w*|gator|snake|python|boa|lizard|iguana|gecko|turtle|tortoise|reptile|dragon|chameleon|skink)(?:s|es)?\b", re.I)
BIRD = re.compile(r"\b(?:parrot|canary|canaries|bird|parakeet|cockatiel|cockatoo|budgie|macaw|finch|finches|lovebird|conure|budgerigar)s?\b", re.I)
FOWL = re.compile(r"\b(?:duck|duckling|geese|goose|turkey|guinea ?(?:fowl|hen)|quail|pheasant|pigeon|dove|peacock|peafowl|peahen)s?\b", re.I)
FARM = re.compile(r"\b(?:goat|sheep|lamb|(?<!guinea )pig|hog|swine|cow|cattle|calf|calves|steer|horse|pony|ponies|donkey|mule|mink|alpaca|llama)s?\b", re.I)


# Animals that prey on backyard hens: named in a chicken question, they are the threat, not
# the animal kept ("a fox got into my coop").
PREDATOR = re.compile(r"\b(?:fox|foxes|raccoons?|coyotes?|hawks?|owls?|eagles?|weasels?|minks?|skunks?|opossums?|possums?|bobcats?|wolf|wolves)\b", re.I)


def a_or_plural(species: str) -> str:
    """'a wallaby', 'an emu', but 'sugar gliders' (as the resident said it)."""
    if species.endswith("s") and not species.endswith(("ss", "is", "us")):  # "a praying mantis", "sugar gliders"
        return species
    return f"{'an' if species[:1].lower() in 'aeiou' else 'a'} {species}"


def species_kind(species: str) -> str:
    """Which provision an animal named by a resident falls under, first match wins:
    'fighting' (game cocks and other fighting birds, on the § 95-13 list), 'listed' (the rest
    of § 95-13's named list, and its protected animals), 'fowl' (fowl other than chickens),
    'farm' (farm animals), 'bird', 'reptile', or 'exotic' (anything else named).

    Source: Town of Cedarburg Code § 95-13 (list; item (28) farm animals and fowl);
    Village of Westfield Code ch. 195 (livestock and exotic animals), § 195-14A.
    """
    s = species.lower()
    if re.search(r"game ?cock|fighting", s):
        return "fighting"
    if NEW_WORLD_MONKEY.search(s):
        return "exotic"  # the list names "Monkeys, old world" only
    if any(names(s, keys) for keys, _, _ in WILD_LIST) or any(names(s, keys) for keys, _ in PROTECTED):
        return "listed"
    for kind, pattern in (("fowl", FOWL), ("farm", FARM), ("bird", BIRD), ("reptile", REPTILE)):
        if pattern.search(s):
            return kind
    return "exotic"


def names(species: str, keys) -> bool:
    """True if the animal ``species`` names is one of ``keys`` (a list entry's names). As ``matches``,
    except that when the last word names a bird, reptile or farm animal ("leopard gecko", trial 46
    i24; "leopard tortoise"), the words before it only describe it: the key must end the phrase
    ("rear-fang snake", "green sea turtle")."""
    s = species.lower().strip()
    if any(k in ("venomous", "poisonous") and re.search(r"\b" + k + r"\b", s) for k in keys):
        return True  # "venomous snake": the adjective is what the list entry names ("All poisonous animals and reptiles")
    head = s.split()[-1] if s.split() else s
    if head != s and any(p.search(head) for p in (FOWL, FARM, BIRD, REPTILE)):
        return any(re.search(r"\b" + re.escape(k) + r"(?:s|es|ess|esses)?$", s) for k in keys)
    return matches(s, keys)


def matches(species: str, keys) -> bool:
    """True if ``species`` names one of ``keys`` as a whole word, plural or not ('bear' is not 'bearded')."""
    return any(re.search(r"\b" + re.escape(k) + r"(?:s|es|ess|esses)?\b", species) for k in keys)
