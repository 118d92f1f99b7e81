"""Pure parsers: a resident's words in, fact values out. No Rasa imports.

Each returns ``None`` when the text does not say (never a guess), or ``DONT_KNOW``
when the resident says they do not know.
"""
from __future__ import annotations

import re
import unicodedata
from datetime import date
from typing import Any, Dict, Optional, Tuple

from bot.facts import DONT_KNOW, OTHER_PREFIX

_DONT_KNOW = re.compile(r"\b(i\s*(do\s*n[o']?t|dont|don't)\s*know|not sure|no idea|dunno|unsure|can'?t remember|idk)\b", re.I)

_MUNICIPALITY = [
    # Longest, most specific names first; "city of cedarburg" must never map to the Town.
    # A possessive without its apostrophe counts: "the Village of Westfields ban on selling eggs"; so does "Cedarburg -
    # the town, not the city" (trial 93 r11).
    (re.compile(r"\bcity\s+of\s+cedarburg(?:'?s)?\b|\bcedarburg[\s\-–—(,:?]{0,4}(?:the\s+)?city\b", re.I), "city_of_cedarburg"),
    (re.compile(r"\btown\s+of\s+westfield(?:'?s)?\b|\bwestfield[\s\-–—(,:?]{0,4}(?:the\s+)?town(ship)?\b", re.I), "town_of_westfield"),
    (re.compile(r"\btown\s+(of\s+)?cedarburg(?:'?s)?\b|\bcedarburg[\s\-–—(,:?]{0,4}(?:the\s+)?town(ship)?\b", re.I), "town_of_cedarburg"),
    (re.compile(r"\bvillage\s+(of\s+)?westfield(?:'?s)?\b|\bwestfield[\s\-–—(,:?]{0,4}(?:the\s+)?village\b", re.I), "village_of_westfield"),
    (re.compile(r"^\s*(the\s+)?town\s*$|^\s*1\s*$", re.I), "town_of_cedarburg"),
    (re.compile(r"^\s*(the\s+)?city\s*$", re.I), "city_of_cedarburg"),  # the only city among the places asked about
    (re.compile(r"^\s*(the\s+)?village\s*$|^\s*2\s*$", re.I), "village_of_westfield"),
]

_WORD_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "half a": 0.5,
}
_NUM = r"\b(\d+(?:\.\d+)?|" + "|".join(sorted(map(re.escape, _WORD_NUMBERS), key=len, reverse=True)) + r")"
_AGE = re.compile(_NUM + r"[\s-]*(week|wk|month|mo|year|yr|yo|y/o)s?\b( and a half)?(?:[\s-]*old)?", re.I)
_MONTHS_PER = {"week": 12 / 52, "wk": 12 / 52, "month": 1, "mo": 1, "year": 12, "yr": 12, "yo": 12, "y/o": 12}

_DOG_BREEDS = (r"terriers?|labs?|labradors?|retrievers?|goldens?|shepherds?|huskies|husky|beagles?|poodles?|collies?|"
               r"spaniels?|setters?|pointers?|chihuahuas?|pit ?bulls?|pitties|rottweilers?|rotties|boxers?|dachshunds?|"
               r"corgis?|doodles?|hounds?|mutts?|schnauzers?|yorkies?|shih ?tzus?|pugs?|mastiffs?|great danes?|dobermans?|"
               r"malamutes?|samoyeds?|border collies?|aussies?|heelers?|weimaraners?|vizslas?|greyhounds?|whippets?|canines?")
_ANIMALS = [
    (re.compile(r"\b(dogs?|pupp(y|ies)|pups?|" + _DOG_BREEDS + r")\b", re.I), "dog"),
    (re.compile(r"\b(cats?|kittens?|kitty|tabby|tabbies|siamese|maine coons?|persians?)\b", re.I), "cat"),
    (re.compile(r"\broosters?\b", re.I), "rooster"),
    (re.compile(r"\b(chickens?|hens?|chicks?)\b", re.I), "chicken"),
    (re.compile(r"\bferrets?\b", re.I), "ferret"),
    (re.compile(r"\bhorses?\b", re.I), "horse"),
    (re.compile(r"\bbees?\b", re.I), "bees"),
]


def _number(token: str) -> float:
    token = token.lower()
    return float(_WORD_NUMBERS[token]) if token in _WORD_NUMBERS else float(token)


def says_dont_know(text: str) -> bool:
    return bool(_DONT_KNOW.search(text or ""))


_TYPOS = [
    (re.compile(r"\btwn\b|\btown?ship\b|\btn\b(?=\.?\s+of\s+cedar)", re.I), "town"),
    (re.compile(r"\bvill?i?age?\b|\bvilage\b|\bvillage\b|\bvlg\b|\bvill?\.(?=\s)|\bvil\b", re.I), "village"),
    (re.compile(r"\bcedar\s*b[ue]rg\b", re.I), "cedarburg"),
    (re.compile(r"\bwest\s*f[ie]{1,2}ld\b", re.I), "westfield"),
]


# Any other place named in full ("the Town of Grafton"): not ours, whatever else it says.
_OTHER_PLACE = re.compile(r"\b(town|village|city)\s+of\s+([a-z][a-z.'-]+(?:\s+(?!and\b|or\b|is\b|in\b|but\b)[a-z][a-z.'-]+)?)", re.I)
_NEIGHBOUR = re.compile(r"\b(moved (?:here )?from|moving from|came from|used to live in|next to|near|nearby|close to|bordering|borders|outside( of)?|not in|not the|neither|just over from|across from|by)\s+(the\s+)?$", re.I)
_NAME_PREFIXES = {"west", "east", "north", "south", "new", "port", "fond", "grand", "green", "lake", "little", "mount", "saint", "st.", "sun", "black", "river"}
_NOT_PLACE_NAMES = {"cedarburg", "westfield", "the", "a", "my", "our", "your", "this", "that", "residence", "origin"}


# Westfield and Cedarburg in another state ("westfield, indiana"): not ours.
_OTHER_STATES = ("alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|"
                 "illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|"
                 "mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|"
                 "north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|"
                 "south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wyoming|nj|ny|pa|mass")
_OUT_OF_STATE = re.compile(r"\b(cedarburg|westfield)\s*,?\s+(?:in\s+)?(" + _OTHER_STATES + r")\b", re.I)


# Nearby municipalities residents name without "Town/Village/City of" ("thiensville village - ..."):
# the name and the kind of municipality it is (Ozaukee, Washington and Marquette counties).
_NEARBY = {"thiensville": "Village", "grafton": "Village", "saukville": "Village", "fredonia": "Village",
           "belgium": "Village", "newburg": "Village", "jackson": "Village", "germantown": "Village",
           "richfield": "Village", "slinger": "Village", "menomonee falls": "Village", "brown deer": "Village",
           "endeavor": "Village", "oxford": "Village", "neshkoro": "Village", "mequon": "City",
           "port washington": "City", "west bend": "City", "hartford": "City", "glendale": "City", "montello": "City",
           "milwaukee": "City", "portage": "City"}
_NEARBY_NAMES = "|".join(sorted(_NEARBY, key=len, reverse=True))
# "thiensville village", or a bare name where the resident says they live ("im in mequon", "we live in
# grafton"); not "the fish store in milwaukee", and "Jackson" alone may be a dog's name
_NEARBY_RE = re.compile(r"\b(" + _NEARBY_NAMES + r")\s+(village|town|city)\b"
                        r"|\b(?:(?:i|we) live in|(?:i'?m|we'?re|im|were) (?:in|from)|(?:live|living|located|resident) (?:in|of))\s+(" + _NEARBY_NAMES + r")\b", re.I)


def _other_place(text: str) -> Optional[str]:
    found = _other_place_at(text)
    return found[0] if found else None


def _other_place_at(text: str) -> Optional[Tuple[str, int]]:
    """(the other place's name, where it starts in ``text``), or None."""
    m = _OUT_OF_STATE.search(text)
    if m:
        state = m.group(2)
        return f"{m.group(1).capitalize()}, {state.upper() if len(state) == 2 else state.title()}", m.start()
    for m in _OTHER_PLACE.finditer(text):
        words = [w.rstrip(".") for w in m.group(2).split()]
        if words[0].lower() in _NOT_PLACE_NAMES:
            continue
        if len(words) > 1 and not (words[1][0].isupper() or words[0].lower() in _NAME_PREFIXES):
            words = words[:1]  # "city of milwaukee dogs": one word unless it reads as a two-word name
        return f"{m.group(1).title()} of {' '.join(w.capitalize() for w in words)}", m.start()
    m = _NEARBY_RE.search(text)
    if m:  # "thiensville village", "im in mequon"
        name = (m.group(1) or m.group(3)).lower()
        kind = (m.group(2) or _NEARBY[name]).title()
        return f"{kind} of {' '.join(w.capitalize() for w in name.split())}", m.start(1 if m.group(1) else 3)
    return None


def parse_municipality(text: str) -> Optional[str]:
    """'I live in the Town of Cedarburg' -> 'town_of_cedarburg'; 'City of Cedarburg' ->
    'city_of_cedarburg' (not covered); 'Town of Grafton' -> 'other:Town of Grafton' (not
    covered); common typos ("twn of cedarburg", "vilage of westfield") are read; a bare
    'Cedarburg' or 'Westfield' -> None (ambiguous)."""
    text = text or ""
    for pattern, word in _TYPOS:
        text = pattern.sub(word, text)
    found = [(m.start(), value) for pattern, value in _MUNICIPALITY for m in pattern.finditer(text)]
    other = _other_place_at(text)
    if other:
        found.append((other[1], OTHER_PREFIX + other[0]))
    # "I live in the City of Mequon, right next to the Town of Cedarburg": a place named only as
    # a neighbour is not where the resident is.
    lived = [(at, value) for at, value in found if not _NEIGHBOUR.search(text[max(0, at - 30):at])]
    if not found and re.search(r"\bwestfield\b", text, re.I) and re.search(r"\bvillage\b", text, re.I) \
            and not re.search(r"\btown of westfield\b", text, re.I):
        # "can the village take away my chicken permit? ... -- westfield" (trial 139 r39): the Village, not the Town of Westfield
        return "village_of_westfield"
    if not found:  # "not sure" is an answer only when no place is named ("I'm not sure which one wins" is not)
        return DONT_KNOW if says_dont_know(text) else None
    # At one position a covered name beats the generic "other place" reading of the same words.
    return min(lived or found, key=lambda f: (f[0], f[1].startswith(OTHER_PREFIX)))[1]


_BARE_PLACE = re.compile(r"\b(cedarburg|westfield)\b", re.I)


_PLACE_WORDS = frozenset("the of in im i'm i am we are we're live it's its it is this is for yes yeah yep ok okay sorry "
                         "town village westfield cedarburg wi wisconsin".split())


def only_municipality(text: str) -> Optional[str]:
    """'Village of Westfield' -> 'village_of_westfield': the municipality, when the message says nothing but
    which one ("im in the town of cedarburg", "yes, village of westfield"); None when it says more or names none."""
    municipality = parse_municipality(text)
    words = re.findall(r"[a-z][a-z']*", (text or "").lower().replace("’", "'"))
    if municipality in (None, DONT_KNOW) or not words or any(w not in _PLACE_WORDS for w in words):
        return None
    return municipality


def bare_place(text: str) -> Optional[str]:
    """'im in westfield' -> 'westfield', 'cedarburg' -> 'cedarburg': a place named without
    "Town", "Village" or "City", which could be either of two municipalities. None when the
    text names a municipality in full (or names neither place)."""
    text = text or ""
    for pattern, word in _TYPOS:
        text = pattern.sub(word, text)
    if any(pattern.search(text) for pattern, _ in _MUNICIPALITY) or _other_place(text):
        return None
    m = _BARE_PLACE.search(text)
    return m.group(1).lower() if m else None


# "backyard hens in the town?": the municipality named only as "the town" or "the village" ("our village") after "in",
# "within" or "for", not "the town of ...", "the town board" or "the town hall"; "in my town" is said of any place.
_BARE_MUNICIPALITY_PHRASE = re.compile(
    r"\b(?:in|within|inside|for)\s+(?:the\s+(town|village)|(?:our|my|this)\s+(village))\b(?!\s*(?:of|board|hall|clerk|office|offices|ordinance|code|'s|s\b))",
    re.I)


def bare_municipality_phrase(text: str) -> Optional[Tuple[str, str]]:
    """'can i have some backyard hens in the town?' -> ('town_of_cedarburg', 'town'); 'in the village' ->
    ('village_of_westfield', 'village'): the reading the NLU's synonyms give "the town" and "the village" when it tags
    them, for a question whose municipality entity the NLU missed (trial 251 r23). None when the text names a
    municipality in full, another place, a bare Cedarburg or Westfield, or a city."""
    text = text or ""
    m = _BARE_MUNICIPALITY_PHRASE.search(text)
    if m is None or parse_municipality(text) is not None or bare_place(text) or re.search(r"\bcity\b", text, re.I):
        return None
    word = (m.group(1) or m.group(2)).lower()
    return ("town_of_cedarburg" if word == "town" else "village_of_westfield"), word


# "I live in town", "drive into town", "out of town": an idiom, not the Town of Cedarburg (trial 177 r36).
_IDIOM_BEFORE_TOWN = re.compile(r"\b(?:in|into|around|out of|across|to|from|uptown|downtown)\s+$", re.I)


def colloquial_town(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` (character offsets of a municipality entity) is the word "town"
    in an idiom such as "I live in town" or "out of town", which names no municipality; False for
    "the town", "the Town of Cedarburg" or any other span."""
    text = text or ""
    return text[start:end].strip().lower() == "town" and bool(_IDIOM_BEFORE_TOWN.search(text[:start]))


# What a care or conduct question is about, so the answer leads with the provision asked
# about (the first match wins; see FACTS["concern"]).
_CONCERNS = [
    # A public cemetery named decides the provision (§ 95-8), whatever else is asked ("leave
    # her in the car at the grave").
    ("cemetery", re.compile(r"\bcemeter(?:y|ies)\b|\bburial (?:ground|grounds|plot|plots|site)\b|\bgrave ?yards?\b|\bgrave ?sites?\b|\b(?:his|her|their|my|our|a|the|mom'?s|dad'?s|\w+'s) graves?\b(?! (?:danger|concern|risk|threat|mistake|injur\w*|condition))", re.I)),
    ("seized_neglected", re.compile(
        # not a private person who took it "because he looked neglected" (trial 197 r19): that is § 95-20's taking
        r"^(?!(?=.*\b(?:lady|woman|man|guy|neighbou?r|someone|somebody|stranger|person)\b[^.?!]{0,40}\b(?:took|has taken|kept)\b)"
        r"(?!.*\b(?:officer|deputy|police|sheriff|animal control|humane|warden|constable|cops?)\b))(?:.*?)"
        r"(?:\b(took|taken|take|takes|taking|seized?|seizes|removed?|removes|confiscat\w*|picked up)\b[^.?!]*\b(neglect\w*|starv\w*|abus\w*|cruel\w*|malnourished"
        r"|left (?:out|outside) in (?:the )?(?:bad |cold |freezing |hot )?(?:weather|cold|heat|rain|snow)"
        r"|(?:not|n't|weren'?t|wasn'?t) (?:being |been )?(?:properly )?cared for|improper care|lack of care"
        r"|(?:nobody|no one|no-one) (?:was )?(?:feeding|caring for|watering|looking after)|(?:weren'?t|wasn'?t|not) (?:being )?fed"
        r"|(?:weren'?t|wasn'?t|not|isn'?t) getting enough (?:water|food)|under-?watered|under-?fed|dehydrated"  # trial 52 k16
        r"|(?:had|has|have|having|with|left with) no (?:water|food)"  # "saying it had no water" (trial 56 d16)
        r"|(?:too|so|very|really|way too) (?:thin|skinny|bony)|underweight|emaciated|skin and bones"  # "saying it was too thin" (trial 178 r16)
        # "a deputy took my horse because the sitter didnt show up" (trial 216 r16)
        r"|(?:sitter|caretaker|neighbou?r|friend|feeder)\b[^.?!]{0,20}\b(?:didn'?t|didnt|did not|never|wasn'?t|failed to) (?:show|come|feed|water|check))\b"
        r"|\b(neglect\w*|starv\w*|abus\w*)\b[^.?!]*\b(took|taken|seized?|removed?|confiscat\w*)\b)", re.I | re.S)),
    ("officer_killed", re.compile(
        r"\b(?:officer|constable|deputy|police|cop|animal control|warden)\b[^.?!]*\b(?:put (?:him|her|it|them) down|euthani[sz]\w*|"
        r"killed|shot|destroyed|put (?:him|her|it) to sleep)\b", re.I)),
    ("taking_animal", re.compile(
        # not an officer taking it: "Can animal control come take my neighbors dog just because I call in" (trial 72 r06)
        r"^(?!.*\b(?:animal control|the (?:police|sheriff|constable|officer|humane officer|warden|town|village)|an officer|a deputy)\b[^.?!]{0,20}\b(?:come |just )?(?:take|took|taking|seize\w*|impound\w*)\b)(?:.*?)"
        r"(?:\b(?:drive|drove|driving|take|took|taking|bring|brought|drop|dropped|dump|dumped|give|gave|relocate)\b[^.?!]*"
        r"\b(?:neighbou?rs?'?s?|someone'?s|somebody'?s|another person'?s|other people'?s)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten)s?\b"
        r"|\b(?:neighbou?rs?'?s?|someone'?s|somebody'?s)\s+(?:\w+\s+)?(?:dog|cat)s?\b[^?!]{0,150}\b(?:drive|take|bring|drop|dump|give)\s+"
        r"(?:it|him|her|them)\b(?!\s+out\s+for\b|\s+(?:for\s+)?(?:a\s+)?walks?\b)"  # "take it out for walks" (trial 138 r05)
        r"[^.?!]*\b(?:to|away|out|with (?:us|me)|along)\b"
        # "My old roommate left her cat with me ... Can I just take the cat with me without her ok?" (trial 184 r19)
        r"|\b(?:take|took|taking|bring|brought|drive|drove|move)\s+(?:the|her|his|their|this|that)\s+(?:cat|dog|kitty|kitten|puppy)\b[^.?!]*\bwithout (?:her|his|their|the owner'?s?) (?:ok|okay|permission|consent|say-?so|approval)\b"
        r"|\b(?:take|took|taking|bring|brought|drive|drove)\s+(?:it|him|her|them)\b[^.?!]*\bwithout (?:even |so much as )?(?:asking|telling|checking with|the owner|(?:the |their |her |his )?(?:owner'?s? )?(?:permission|consent|ok|okay))"
        r"|\b(?:neighbou?r|someone|somebody|he|she|they)\b[^.?!]{0,30}\b(?:took|taken|takes|kept|keeps|drove off with)\s+(?:my|our)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten)\b[^.?!]*\bwithout (?:even |so much as )?(?:asking|telling|my|our|permission|consent)"
        # "a lady down the street took my dog to her house and wont give him back" (trial 197 r19)
        r"|\b(?:took|taken|takes|kept|keeps|has)\s+(?:my|our)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten)\b[^.?!]*\b(?:won'?t|wont|will not|refuses? to|doesn'?t want to) (?:give|return|hand)\b"
        # "my cat wandered over to the lady down the street and now she took him in and says she's keeping him" (trial 209 r19)
        r"|\b(?:my|our)\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten)\b[^?!]{0,200}\b(?:says?|said|claims?|claimed|told (?:me|us))\s+"
        r"(?:she|he|they)(?:'s|'re|\s+is|\s+are|\s+will|'ll|\s+was|\s+were)?\s+(?:going to |gonna )?(?:keeping|keep)\s+(?:him|her|it|them)\b"
        r"(?!\s+(?:inside|in|on|tied|chained|leashed|locked|away|off|out|until|till|overnight|for (?:a|the) (?:night|day|weekend))))", re.I | re.S)),  # "without even asking me" (trial 177 r19)
    ("poison", re.compile(r"\bpoison|\brat bait\b|\brodenticide|\bantifreeze\b|\bthc\b|\bmarijuana\b|\bcannabis\b|\bedibles?\b|\bgumm(?:y|ies)\b"
                          r"|\bcontrolled substance|\b(?:gave|give|fed|feed\w*) (?:my |our |the |him |her )?(?:\w+ )?(?:drugs?|pills?|meth|cocaine|weed)\b", re.I)),
    ("vehicle_chasing", re.compile(
        r"\bchas(?:e|es|ed|ing)\b[^.?!]*\b(?:cars?|vehicles?|trucks?|traffic|automobiles?|bikes?|bicycles?|motorcycles?)\b"
        r"|\b(?:runs?|running|goes|going) after (?:cars?|vehicles?|trucks?|automobiles?)\b", re.I)),
    ("attacked_animal", re.compile(
        r"\b(?:neighbou?r'?s?|a stray|another|a loose|an off-leash|loose) (?:\w+ ){0,2}?(?:dog|shepherd|lab|pit ?bull|husky|hound|retriever|rottweiler|terrier)\b[^?]*\b(?:bit|attacked|mauled|went after) (?:her|him|it|our|my)\b"
        # not a person: "a neighbor's dog bit my 9-year-old son on the hand" (trial 37 e08)
        r"(?!\s+(?:\w+[- ]?(?:year|yr)s?[- ]old|(?:little |young |teenage )?(?:son|daughter|kid|child|children|boy|girl|husband|wife|mom|dad|mother|father|grand\w+|nephew|niece|friend|neighbou?r|hand|leg|arm|face|finger|ankle|calf))\b)|"
        r"\bbit (?:their|his|her|the neighbou?r'?s|a neighbou?r'?s|another|our neighbou?r'?s|a|the) (?:\w+ ){0,2}?"
        r"(?:dog|puppy|pup|terrier|lab|retriever|shepherd|poodle|beagle|husky|collie|spaniel|chihuahua|cat|kitten|goat|sheep|lamb|"
        r"horse|pony|rabbit|hen|chicken|duck)s?\b"
        r"|\b(?:kill\w*|attack\w*|maul\w*|wound\w*|worr(?:y|ies|ied|ying)|bit|bites|chewed up)\b[^.?!]*\b(?:hens?|chickens?|"
        r"sheep|goats?|livestock|cats?|kittens?|rabbits?|bunn(?:y|ies)|squirrels?|chipmunks?|ducks?|geese|calf|calves|lambs?|pets|(?<!to )pet(?! (?:him|her|it|them))|cows?|horses?|pigs?|(?:other |another |neighbou?r'?s )dogs?)\b", re.I)),
    ("vehicle_lead", re.compile(
        r"^(?!.*\bfood trucks?\b)(?:.*?)(?:\bfrom (?:a |my |the |his |her |their |our )?(?:moving )?(?:car|truck|pickup(?: truck)?|vehicle|trailer|atv|golf cart)\b"
        r"|\b(?:off|behind) (?:the back of )?(?:a |my |the |his |her |their |our )?(?:4|four)[- ]?wheeler\b|\bpony\w* (?:my|a|the|our) horse\b"
        r"|\b(?:driv\w*|car|(?<!food )truck|pickup)\b[^.?!]*\b(?:leash|window)\b"
        r"|\b(?:leash|lead|leading|rope|window)\b[^.?!]*\b(?:of|from) (?:a |my |the |his |her |their |our )?(?:car|truck|pickup|vehicle)\b"  # trial 48 n17
        # "run on a leash next to my car while i drive slowly down our street" (trial 68 r17)
        r"|\bleash\w*\b[^.?!]*\b(?:next to|beside|alongside|behind) (?:a |my |the |his |her |their |our )?(?:car|truck|pickup|vehicle)\b"
        # "lead my horse down the road by a rope while I drive my pickup real slow next to it" (trial 130 r17)
        r"|\b(?:lead|leading|walk|walking)\b[^.?!]*\b(?:rope|leash|lead)\b[^.?!]*\b(?:while|as) (?:i|we|he|she) drives?\b"
        r"|\b(?:lead|leading)\b[^.?!]*\bwhile (?:i|we|he|she) drives?\b)", re.I | re.S)),
    ("shooting_confined", re.compile(
        r"\bshoot\w*\b[^.?!]*\b(?:pens?|penned|pen-raised|cages?|caged|enclosure|enclosed|fenced|tied|staked|confined)\b"
        r"|\b(?:pen-raised|caged|penned|staked)\b[^.?!]*\bshoot\w*", re.I)),
    ("training_collar", re.compile(r"\b(?:shock|e-?|electronic|prong|pinch|bark|choke) ?collars?\b", re.I)),
    # "shot" as a verb only ("he shot a coyote"); "the next shot", "rabies shot is current" are vaccinations.
    ("harming", re.compile(r"\b(?:shoot|shooting)\b|(?<!rabies )(?<!vaccine )(?<!booster )(?<!distemper )(?<!parvo )(?<!flu )\bshot (?:at|a|an|the|it|him|her|them|one|my|our|his|their|two|three)\b(?! (?:rabies|vaccin\w*|booster|vet)\b)|\b(?:throw\w*|threw)\b[^.?!]*\b(?:rocks?|stones?|things)\b"
                           r"|\b(?:kick\w*|beat\w*|beating)\b[^.?!]*\b(?:dog|cat|horse|animal|geese|goose|ducks?|birds?)\b"
                           # "whose dog is really skinny and I've seen him hit it more than once" (trial 201 r28); not a car
                           r"|^(?!.*\b(?:car|cars|truck|vehicle|driv\w*|road|highway|mower|tractor|ball|golf)\b).*(?<!n't )(?<!nt )(?<!not )(?<!never )(?<!not even )\b(?:hit|hits|hitting|smack\w*|punch\w*|whip\w*|slap\w*)"
                           r" (?:it|him|her|them|the (?:dog|cat|horse)|his (?:dog|cat|horse)|her (?:dog|cat|horse))\b", re.I | re.S)),
    ("devices", re.compile(r"\b(?:tack|bristle) burs?\b|\bpoling\b|\belectri\w* (?:prod|poling|device|pole)", re.I)),
    ("parts_sale", re.compile(
        r"\b(?:sell|selling|sold|sale|buy|buying|bought|purchas\w*)\b[^.?!]*\b(?:rug|skins?|hides?|pelts?|furs?|ivory|parts?|tortoise ?shell|shells?|wool|scarf|scarves|coats?|shawls?|sweaters?|garments?|"
        r"products?|taxiderm\w*|stuffed|mounts?|mounted|feathers?|plumage|claws?|teeth|tusks?|heads?)\b"
        r"|\b(?:rug|skins?|hides?|pelts?|furs?|ivory|taxiderm\w*|stuffed|mounted|plumage|claws?|tusks?|tortoise ?shell|wool|scarf|scarves)\b[^?!]*\b(?:sell|selling|sale|buy|buying|purchas\w*)\b",
        re.I)),
    # "moles are wrecking my lawn: any rules about spear-type mole traps?" asks about the traps (§ 95-19)
    ("trap", re.compile(r"\b(?:snares?|leg ?holds?|conibears?|live[- ]?traps?|traps?|trapping)\b", re.I)),
    ("property_damage", re.compile(
        r"\b(?:pee\w*|urinat\w*|dig\w*|dug|trampl\w*|flatten\w*|crush\w*|squash\w*|poops? on|destroy\w*|scratch\w* up|chew\w*|devour\w*|eat\w*|munch\w*"
        r"|tear\w* up|tore up|torn up|rip\w* up|wreck\w*|ruin\w*)\b[^.?!]*\b(?:shrubs?|bushes|"  # "tearing up part of his lawn" (trial 106 r10)
        r"arborvita\w*|hedges?|lawn|grass|gardens?|flowers?|flower ?beds?|plants?|trees?|landscaping|hostas?|tulips?|vegetables|veggies|crops|"
        r"(?:bean|soybean|corn|hay|wheat|planted) ?fields?|rows)\b", re.I)),
    # "is feeding my dog once a day legal? the vet said it's fine": the food rule, not medical care
    ("food_water", re.compile(r"\b(?:feed|feeding|fed)\b[^.?!]*\b(?:once|twice|a day|per day|times a day|every other day)\b", re.I)),
    # "the vet can keep my dog until we pay?", "doesn't hurt anything": not a question of medical care
    ("medical", re.compile(r"\b(?:take|took|taking|bring|brought|get|got|needs?|needed|go|went|never|won'?t|refus\w*)\b[^.?!]{0,30}\b(?:to |see |a |the )?(?:vets?|veterinarian)\b(?! (?:bills?|keep\w*|hold\w*))"
                           r"|\bvet (?:care|visits?|treatment|attention)\b|\bsick\b|(?<!\bno )(?<!\bno real )(?<!\bno serious )(?<!\bwithout )(?<!\bwithout any )\binjur\w*\b(?!\s+to\s+(?:\w+\s+)?property)|\b(?:is|was|looks?|seems?|got|gets|very|really|so|been|fell|falls) ill\b|\bmedical|\bmedicine|\b(?:is|was|got|gets|been|badly|seriously) hurt\b|\blimping\b"
                           r"|\bcontagious|\binfectious|\binfect(?:ed|ion)\b|\bdisease[ds]?\b|\bsores\b|\bmange\b|\bmangy\b|\bringworm\b|\bparvo\b|\bdistemper\b"
                           r"|\bcough\w*|\bfleas\b|\bmites\b|\blice\b", re.I)),
    ("sanitation", re.compile(
        r"\b(?:clean\w*|dirty|filth\w*|stinks?|stinky|stinking|smell\w*|odou?rs?|rats?|mice|rodents?|vermin|flies|"
        r"sanitary|unsanitary|manure|maggots?)\b", re.I)),
    ("space", re.compile(r"\b(?:cage|crate|kennel|pen|hutch|enclosure|stall)s?\b[^.?!]*\b(?:small|tiny|cramped|room to|space|turn around)\b"
                         r"|\b(?:small|tiny|cramped)\s+(?:cage|crate|pen|hutch|enclosure|stall)\b|\bturn around\b", re.I)),
    ("vehicle_heat", re.compile(r"\b(?:hot|cold|locked|leave|left|leaving|shut)\b[^.?!]*\b(?:car|truck|pickup|suv|vehicle|van|minivan|jeep)\b[^.?!]*\b(?:hot|heat|cold|sun|summer|windows?|while|run(?:ning)? in(?:to)?)\b"
                                r"|\b(?:hot|locked|shut) (?:in )?(?:a |the |his |her )?(?:car|truck|pickup|suv|vehicle|van)\b|\b(?:car|truck|pickup|suv|vehicle|van)\b[^.?!]*\bwindows? (?:up|closed|rolled up)\b", re.I)),
    # "the water bowl freezes", "they just eat snow so I don't haul water": water is the point (§ 95-15), not shelter
    ("food_water", re.compile(r"\beat(?:s|ing)? (?:the )?snow\b|\b(?:snow|ice)\b[^.?!]*\b(?:instead of|for) (?:their )?water\b"
                              r"|\b(?:haul|carry|bring|give)\w* (?:them |him |her )?water\b", re.I)),
    ("food_water", re.compile(r"\b(?:bowls?|dish|dishes|trough)\b (?:goes|go|went|is|was|are|were|runs?|ran) (?:always |often |usually |never )?(?:dry|empty)\b"
                              r"|\bempty (?:water |food )?(?:bowls?|dish|dishes|trough)\b|\b(?:bowls?|dish|trough)\b[^.?!]{0,15}\bknocked over\b"
                              r"|\b(?:water|food) (?:bowls?|dish|bucket|trough)\b[^.?!]{0,30}\b(?:empty|dry|tipped over|knocked over)\b"  # trial 53 a14
                              r"|\b(?:water|bowls?|dish|trough)\b[^.?!]*\bfr(?:eez\w*|oze|ozen)\b|\bfr(?:eez\w*|oze|ozen)\b[^.?!]*\bwater\b"
                              # "I never ever see a water bowl out there" (trial 283 r14)
                              r"|\b(?:never|don'?t|do not|didn'?t|can'?t|cannot|no)\b(?: \w+){0,3} (?:see |seen |any |a )?(?:water|food) "
                              r"(?:bowls?|dish|bucket|trough)\b", re.I)),
    ("shelter", re.compile(
        r"\b(?:(?<!the )(?<!animal )(?<!humane )(?<!at a )(?<!to a )(?<!in a )(?<!from a )shelter|thermometer|temperature|dog ?house|cold|winter|freez\w*|snow|snowy|snowing|snowstorms?|heat|hot|sun|sunlight|shade|weather|rain|chained|tied|no windows|ventilat\w*)\b(?! season| removal| plow\w*|mobil\w*)"
        r"|\b(?:[89]\d|1[01]\d) (?:out|outside|degrees)\b", re.I)),
    # not "where food is served" (trial 180 r29: a guide dog at a cafe)
    # "doesnt have an automatic waterer. is filling the bucket once a day enough" (trial 242 r14)
    ("food_water", re.compile(r"\b(?:food(?! (?:is|gets|are) (?:served|sold|prepared|handled|made))|water|waterers?|feeds?|feeding|fed|starv\w*|hungry|thirsty|skinny|underfed|underfeed\w*|malnourished"
                              r"|skin and bones?|ribs? (?:are |is )?(?:showing|sticking out))\b", re.I)),
    # Noise from an animal that is not a barking dog or crying cat (the Village's noise
    # section covers any animal: a parrot, peacocks).
    # "animals that make a racket at all hours, even at 3am" (trial 233 r27)
    ("noise", re.compile(r"\b(?:scream\w*|screech\w*|squawk\w*|shriek\w*|squeal\w*|yowl\w*|noisy|noise|loud|loudly|yap\w*|yipp\w*|bark\w*|howl\w*"
                         r"|racket|ruckus|commotion|din|clamou?r|keeps? (?:me|us|the (?:whole )?neighbou?rhood) (?:up|awake)"
                         r"|honk\w*|quack\w*|bray\w*|bleat\w*|gobbl\w*|cackl\w*)\b", re.I)),  # "geese that honk loudly half the night" (trial 59 p27)
    # Used only to suggest a topic when the NLU is unsure (bot.rules.CONCERN_HINTS):
    ("vehicle_hit", re.compile(r"\bback(?:ed|ing)? (?:over|into)\b|\b(?:mower|tractor|atv|golf cart)\b[^.?!]*\b(?:ran over|run over|hit|struck)\b|\b(?:ran over|run over|hit)\b[^.?!]*\b(?:mower|tractor|atv)\b|\b(?:got clipped|clipped|(?:hit|struck|ran over|run over|ran into|run into|collided|crashed into)\b[^.?!]*\b(?:road|street|highway|car|truck|vehicle|driv\w*))\b"
                               r"|\bbehind the wheel\b[^.?!]*\b(?:dog|cat|collie|deer|animal)\b|\b(?:hit|struck|ran over|run over|ran into|run into|collided|crashed into)\b[^.?!]*\b(?:road|street|highway|car|truck|vehicle|driv\w*)\b"
                               r"|\b(?:car|truck|driver)\b[^.?!]*\b(?:hit|struck|ran over)\b", re.I)),
    ("feces", re.compile(r"\b(?:poop\w*|crap(?!py|pier|piest)\w*|shit\w*|feces|droppings|dog waste|pick up after|bag it|bagged|scoop\w*|diarrh\w*|runny stool|steps? in it)\b", re.I)),
    ("food_event", re.compile(r"\bfood (?:truck|event|festival|market|stand|booth)s?\b|\bbrat fry\b|\bfish fry\b|\bbake sale\b"
                              r"|\bfarmers'? market\b|\brestaurant\b|\bgrocery\b|\bcaf[eé]\b|\bbakery\b|\bsupper club\b|\bfood trucks?\b|\bpotluck\b|\bfellowship hall\b"
                              r"|\b(?:a|an|my|our|the) (?:\w+ )?(?:bar|pub|tavern|brewery|taproom|diner|pizzeria|deli|coffee ?(?:shop|house)|espresso bar)\b", re.I)),
    # "animal control picked up our cat ... the 7 day window" guessed as a chicken question (trial 15 q09)
    ("impounded", re.compile(r"\b(?:animal control|the pound|dog ?catcher|humane officer|warden)\b[^.?!]*\b(?:picked up|took|seized|caught|grabbed|has (?:him|her|it|them))\b"
                             r"|\b(?:picked up|took|seized|caught)\b[^.?!]*\bby (?:animal control|the pound|the warden)\b|\bimpound\w*"
                             # "if my dog gets picked up while im away ... how many days before they can get rid of him??" (trial 292 r06)
                             r"|\b(?:my|our) (?:dogs?|cats?|pup|puppy|kitten|pets?) (?:gets?|got|was|were|is|are) (?:picked up|caught|taken to the (?:pound|shelter))\b", re.I)),
    # "we bow hunt deer on our own land": § 95-18's "shoot or kill", not a dog-tag question about hunting dogs
    ("harming", re.compile(r"^(?!.*\b(?:dogs?|pup\w*|labs?|retrievers?|setters?|pointers?|spaniels?|hounds?|beagles?|bird dogs?)\b).*?"
                           r"(?:\bbow ?hunt\w*|\b(?:deer|turkey|pheasant|waterfowl|small game) hunt\w*|\bhunt\w* (?:for )?(?:deer|turkeys?|pheasants?|ducks?|geese|squirrels?|coyotes?)\b)", re.I | re.S)),
]


_PERSON = (r"(?:jogger|runner|walker|kid|child|boy|girl|man|woman|guy|lady|neighbou?r|mail ?(?:man|carrier|lady)|delivery (?:guy|man|driver)"
           r"|person|teen\w*|son|daughter|biker|cyclist|visitor|friend)")
# Two persons bitten (§ 95-6 counts "two or more persons" within twelve months)
_TWO_BITES = re.compile(r"\b(?:bit|bitten|nipped|attacked)\s+(?:two|2|both|a couple of)\s+(?:\w+\s+)?(?:people|persons|kids|children|neighbou?rs|joggers|runners|walkers|men|women|guys|boys|girls)\b"
                        r"|\b(?:bit|nipped)\s+(?:a|an|the|my|our|his|her)\s+" + _PERSON + r"\b[^.?!]{0,50}?\band\s+(?:then\s+|also\s+)?(?:a|an|the|my|our|his|her)\s+"
                        r"(?:\w+\s+)?" + _PERSON + r"\b", re.I)

# The point asked that a rule's general answer would not lead with (FACTS["point"]; first
# match wins; bot.rules.points says what the text says on each, per rule and municipality).
_POINTS = [
    # trial 18 (session 6)
    ("bagged_anyway", re.compile(r"\b(?:bags|bagged|picks? (?:it )?up|cleans? up)\b[^?]*\b(?:lawn|yard|property|garden)\b"
                                 r"|\b(?:lawn|yard|property|garden)\b[^?]*\b(?:always )?(?:bags|bagged|picks? (?:it )?up|cleans? up)\b", re.I)),
    ("trash_can", re.compile(r"\b(?:bagged|bag)\b[^?]*\b(?:garbage|trash) (?:can|bin|cart)s?\b|\b(?:garbage|trash) (?:can|bin|cart)s?\b[^?]*\bbag", re.I)),
    ("passenger", re.compile(r"\bpassenger\b|\briding along\b|\b(?:he|she|my (?:friend|coworker|husband|wife|buddy)) (?:was driving|clipped|hit|ran over)\b", re.I)),
    ("impound_yard", re.compile(r"\bimpound\w*\b[^?]*\b(?:my |our |the )?(?:yard|property|lawn)\b|\bonly if\b[^?]*\bstreet\b", re.I)),
    ("booster_after_exposure", re.compile(r"^(?=.*\b(?:rabid|exposed|exposure)\b)(?=.*\b(?:booster|revaccinat\w*|another (?:rabies )?shot)\b)", re.I | re.S)),
    ("pay_later", re.compile(r"\bpay (?:after|later)\b|\btil(?:l)? payday\b|\bpayment plan\b|\bcan'?t (?:afford|pay)\b[^?]*\b(?:fee|release)\b|\bmore than i have\b", re.I)),
    ("must_feed", re.compile(r"\b(?:required|have|need) to feed (?:them|him|her|it)\b|\blive off (?:what|mice)\b|\bfeed(?:ing)? them makes\b", re.I)),
    ("vet_euthanasia", re.compile(r"\b(?:vet|veterinarian)\b[^?]*\b(?:euthani[sz]\w*|put (?:him|her|it) (?:to sleep|down))\b|\b(?:euthani[sz]\w*)\b[^?]*\b(?:vet|veterinarian)\b", re.I)),
    ("not_sold", re.compile(r"\bnothing (?:is )?(?:being )?sold\b|\bnot sold\b|\bmembers-?only\b|\bpotluck\b", re.I)),
    # "the zoning rules for my property seem to say something different than the animal rules ... which one do I go by?"
    # (trial 221 r31)
    ("zoning_vs_animal", re.compile(r"\bzoning\b[^?]*\b(?:different|differently|conflict\w*|contradict\w*|disagree\w*|something else)\b"
                                    r"[^?]*\b(?:animal|ordinance|chapter|code|rules?)\b"
                                    r"|\bzoning\b[^?]*\bwhich (?:one|rule|rules|code|law|of them|applies|wins)\b", re.I)),
    ("zoning_conflict", re.compile(r"\bzoning (?:wins|controls|overrides|trumps)\b|\bzoning chapter\b|\bzoning (?:code|rules?) (?:lets|allows)\b", re.I)),
    ("reapply", re.compile(r"\bwaiting period\b|\breapply\b|\bhow (?:long|soon)\b[^?]*\b(?:again|another|new) permit\b|\bissue me another\b", re.I)),
    ("senior_discount", re.compile(r"\bseniors?\b[^?]*\b(?:rate|discount|cheaper|reduced)\b|\bfixed income\b|\bsenior (?:rate|discount)\b", re.I)),
    ("inherited", re.compile(r"\b(?:passed away|died|inherit\w*|late (?:father|mother|dad|mom|husband|wife))\b[^?]*\b(?:licen[sc]e|tag)\b|\bcarry over\b|\bcarries over\b", re.I)),
    # trial 17 (session 6)
    ("injured_in_custody", re.compile(r"\b(?:hurt|injur\w*|torn|stitches|wound\w*|bitten|scrap)\b[^?]*\b(?:pound|impound\w*)\b"
                                      r"|\b(?:pound|impound\w*)\b[^?]*\b(?:hurt|injur\w*|torn|stitches|wound\w*|scrap)\b", re.I)),
    ("show_fair", re.compile(r"^(?!.*\bsell\w*\b).*?(?:\bcounty fair\b|\b4-?h\b|\bpremium money\b|\bribbons?\b|\bpoultry (?:show|barn)\b|\bshow (?:two |a few |some )?(?:of )?(?:our |my )?(?:licensed )?(?:hens|chickens|birds)\b)", re.I | re.S)),
    ("owner_unreachable", re.compile(r"\bno cell service\b|\bcouldn'?t (?:be )?reach\w*|\bnever (?:okayed|approved|authorized|agreed)\b|\bdidn'?t (?:okay|authorize|approve)\b"
                                     r"|\bwithout (?:our|my) (?:ok|okay|consent|permission|approval)\b", re.I)),
    ("temperature", re.compile(r"\bthermometer\b|\bwhat temperature\b|\bhow (?:cold|hot)\b|\bwhat number\b[^?]*\b(?:degrees|cold|hot)\b|\b(?:minimum|maximum) temperature\b", re.I)),
    ("what_vehicle", re.compile(r"\b(?:mower|lawn ?mower|riding mower|tractor|atv|golf cart|bike|bicycle|snowmobile|skid steer)\b[^?]*\bvehicle\b"
                                r"|\bvehicle\b[^?]*\b(?:mower|tractor|atv|golf cart)\b", re.I)),
    ("trespasser", re.compile(r"\btrespass\w*|\bthief\b|\bburglar\w*|\bintruder\b|\bbreak(?:ing)? in\b|\bhopped (?:our|the) (?:back )?fence\b|\bswipe\b", re.I)),
    ("walk_on_lead", re.compile(r"\bon (?:leads?|a lead|leashes|a leash|halters?)\b[^?]*\b(?:goats?|horses?|pony|ponies|sheep|pigs?|cows?|llamas?|alpacas?)\b"
                                r"|\b(?:goats?|horses?|pony|ponies|sheep|pigs?|cows?)\b[^?]*\bon (?:leads?|a lead|halters?)\b|\bwalk\w* (?:the |our |my |two )?(?:goats?|horses?|pony|sheep|pigs?)\b", re.I)),
    ("near_food_outdoors", re.compile(r"^(?=.*\b(?:food|restaurant|caf[eé]|supper club|diner|eat\w*|brewery|taproom|bar|grill)\b).*?"
                                      r"(?:\bsidewalk\b|\bin line\b|\bdeck (?:seating)?\b|\bpatio\b|\boutdoor (?:seating|tables?|dining)\b|\bbeer garden\b|\btruck window\b)", re.I | re.S)),
    # "two died suddenly overnight with no sign of a predator" (trial 54 b36) is not a predator's kill
    ("hen_death_report", re.compile(r"^(?!.*\b(?:no|not|without|wasn'?t|nothing)\b(?:\s+\w+){0,3}\s+(?:predators?|hawks?|raccoons?|fox(?:es)?|coyotes?)\b)"
                                    r"(?=.*\b(?:hawk|raccoon|fox|coyote|predator|owl|mink|weasel|opossum|possum|dog)s?\b).*?"
                                    r"(?:\b(?:killed|died|dead|death)\b[^?]*\breport\w*|\breport\w*\b[^?]*\b(?:killed|died|dead|death)\b)", re.I | re.S)),
    ("few_hens", re.compile(r"^(?!.*\broosters?\b).*?(?:\bjust (?:one|two|1|2)\b|\bonly (?:want )?(?:one|two|1|2) (?:hens|chickens)\b|\bnot a whole flock\b|\bfor just (?:one|two|a couple)\b)", re.I | re.S)),
    ("microchip", re.compile(r"\bmicro-?chip\w*|\bchipped\b", re.I)),
    ("tag_cost", re.compile(r"\b(?:charge|pay|cost|fee)\w*\b[^?]*\b(?:new|replacement|another) (?:rabies )?tag\b|\btag\b[^?]*\b(?:included|free|for free)\b", re.I)),
    ("late_return", re.compile(r"\b(?:when we get back|when we return|come home|get home)\b[^?]*\b(?:may|june|spring|summer)\b"
                               r"|\b(?:january|jan) through (?:april|may)\b", re.I)),
    ("kennel_loophole", re.compile(r"\bkennel (?:permit|license|licence)\b[^?]*\b(?:loophole|get around|around the|more dogs|another (?:dog|rescue))\b"
                                   r"|\bloophole\b[^?]*\bkennel\b", re.I)),
    ("kennel_barking", re.compile(r"\b(?:kennel|boarding)\b[^?]*\b(?:licen[sc]e|permit|licensed business)\b[^?]*\bbark\w*|\bbark\w*\b[^?]*\b(?:licensed (?:kennel|business)|kennel licen[sc]e)\b", re.I)),
    ("feral_poison", re.compile(r"\b(?:poison\w*|antifreeze|rat bait)\b[^?]*\b(?:feral|strays?|aren'?t (?:anybody|anyone|someone)'?s pets?|not (?:anybody|anyone)'?s pets?)\b"
                                r"|\b(?:feral|strays?)\b[^?]*\b(?:poison\w*|antifreeze|rat bait)\b", re.I)),
    ("hive_move", re.compile(r"\bmov\w*\b[^?]*\bhives?\b|\bhives?\b[^?]*\bmov\w*|\brelocat\w* (?:the |my |our )?hives?\b", re.I)),
    ("building_permit", re.compile(r"\bbuilding permit\b|\bbldg permit\b|\bzoning permit\b|\bpermit for the (?:structure|coop|shed|building)\b", re.I)),
    ("pay_online", re.compile(r"\b(?:pay|renew|apply|register|buy|get|do)\w*\b[^?]*\b(?:online|website|web ?site|by mail)\b|\bmail it in\b"
                              r"|\b(?:online|website|web ?site)\b[^?]*\b(?:pay|renew|apply)\w*", re.I)),
    ("registration", re.compile(r"\b(?:dog )?registration\b|\bregister (?:my|our|the) dog\b", re.I)),
    # trial 16 (session 6)
    ("is_abandoning", re.compile(r"\b(?:is|would) (?:that|this|it) (?:be )?(?:considered )?abandon\w*|\bcount(?:s)? as abandon\w*", re.I)),
    ("foreign_certificate", re.compile(r"\bpet passport\b|\beu passport\b|\b(?:relocating|moving|coming|moved) (?:here )?from (?:germany|canada|mexico|abroad|overseas|england|the uk|europe)\b"
                                       r"|\b(?:foreign|overseas|german|european|canadian) (?:vet|veterinarian|certificate|record|vaccination)\b", re.I)),
    ("certificate_update", re.compile(r"\b(?:intact|unneutered|not neutered|unspayed|not spayed)\b[^?]*\b(?:fixed|neutered|spayed)\b"
                                      r"|\b(?:redo|redone|update\w*|correct\w*|changed?) (?:the |his |her )?(?:rabies )?(?:paperwork|certificate)\b", re.I)),
    ("free_license_late", re.compile(r"\bfree licen[sc]e\b[^?]*\blate\b|\blate\b[^?]*\bfree licen[sc]e\b|\bguide dogs?'?s?\b[^?]*\blate fee\b|\blate fee\b[^?]*\bguide dogs?\b"
                                     r"|\blate fee\b[^?]*\bcosts? nothing\b", re.I)),
    ("kennel_house_dog", re.compile(r"\blives in the house\b|\bhouse dog\b|\bin the house with us\b|\bnever goes (?:out )?to the kennel\b", re.I)),
    ("license_year_end", re.compile(r"\bgood through\b|\bbuy(?:ing)? another\b|\bgood (?:for|until) (?:all of )?next year\b|\bexpire\w* (?:on )?dec", re.I)),
    ("quarantine_muzzle", re.compile(r"\bquarantine\b[^?]*\bmuzzl\w*|\bmuzzl\w*\b[^?]*\bquarantine\b", re.I)),
    ("tied_unattended", re.compile(r"\b(?:clip|tie|tied|hitch)\w*\b[^?]*\b(?:bench|post|pole|rail|rack|door|fence)\b[^?]*\b(?:leave|left)\b"
                                   r"|\bleave (?:him|her|it) (?:there|tied|outside)\b", re.I)),
    ("sold_buyer", re.compile(r"\bwas sold\b|\bsold (?:him|her|it|them)\b|\b(?:the )?(?:people|family|person) who bought\b|\bget (?:him|her|it) back from\b", re.I)),
    ("someone_else_reported", re.compile(r"\b(?:clinic|hospital|urgent care|doctor|er|vet)\b[^?]*\breport\w*\b[^?]*\b(?:themselves|for me|already|for us)\b"
                                         r"|\bdon'?t have to (?:call|report|notify)\b", re.I)),
    ("moved_not_removed", re.compile(r"\b(?:kick|flick|push|toss|throw)\w* it\b[^?]*\b(?:into|in|off|down|to)\b(?![^?]*\b(?:garbage|trash|bin|can|dumpster)\b)", re.I)),
    ("tenant_damage", re.compile(r"\b(?:my|the|our) tenants?'?s?\b|\brental (?:house|property)\b|\bthe lease\b", re.I)),
    ("who_files", re.compile(r"\b(?:doesn'?t|does not|don'?t) (?:even )?live (?:around here|nearby|near|here|in the neighbou?rhood)\b|\blives? (?:\w+ )?miles? away\b"
                             r"|\bnot (?:a|our|even a) neighbou?r\b", re.I)),
    ("prize", re.compile(r"^(?!.*\b(?:dyed|colou?red|painted)\b).*?(?:\bas (?:a )?prizes?\b|\bwin (?:a|an) (?:live )?\w+\b|\bprizes?\b[^?]*\b(?:goldfish|fish|animals?|chicks?|bunn(?:y|ies)|rabbits?)\b)", re.I | re.S)),
    ("town_agent", re.compile(r"^(?!.*\b(?:town|township|county|village) (?:\w+ )?hired\b)(?!.*\bhired by the (?:town|county)\b).*?(?:\b(?:hired|my company|my business|contractor|removal business|resident'?s behalf|homeowner'?s behalf)\b[^?]*\btrap\w*"
                              r"|\btrap\w*\b[^?]*\b(?:hired|contractor|resident'?s behalf|homeowner'?s behalf)\b)", re.I | re.S)),
    ("rescue", re.compile(r"\bbreak (?:the|a|his|her) (?:car )?window\b|\brescu(?:e|ing) (?:it|him|her|them|the (?:dog|cat|animal))\b|\b(?:take|grab) the (?:dog|cat)\b[^?]*\b(?:car|vet)\b", re.I)),
    ("own_pet", re.compile(r"\bmy own (?:dog|cat|pet|puppy)\b|\bour own (?:dog|cat|pet)\b|\bown (?:property|driveway|yard)\b", re.I)),
    ("service_dog_limit", re.compile(r"\b(?:guide|service|seeing[- ]eye|assistance) dogs?\b[^?]*\b(?:cap|limit|count|exempt|over)\b"
                                     r"|\b(?:cap|limit)\b[^?]*\b(?:guide|service) dogs?\b", re.I)),
    # "And when does the license year start and end?" (trial 52 k02's follow-up)
    ("license_year", re.compile(r"\b(?:when|what dates?) (?:does|do|is) (?:the )?(?:dog )?licen[sc]e year\b|\blicen[sc]e year (?:start|begin|end|run)\w*\b"
                                r"|\bwhen (?:does|do) (?:the|a|my|dog) licen[sc]es? (?:start|begin|run from)\b", re.I)),
    ("license_term", re.compile(r"\bhow long (?:is|'?s|does|do)\b[^?]*\b(?:licen[sc]e|permit)\b|\b(?:licen[sc]e|permit)\b[^?]*\b(?:valid|good|last)\b[^?]*\b(?:season|forever|how long)\b", re.I)),
    ("other_lot", re.compile(r"\b(?:second|separate|another|other|empty|vacant) (?:residential )?lot\b|\ba block away\b|\bacross the street\b[^?]*\blot\b", re.I)),
    ("own_eggs", re.compile(r"\bdisturb\w*\b[^?]*\beggs?\b|\beggs?\b[^?]*\bdisturb\w*", re.I)),
    ("kids_help", re.compile(r"\b(?:day ?care|child ?care|preschool)\b[^?]*\b(?:kids?|children)\b[^?]*\b(?:help|feed|care)\w*|\bnature activity\b", re.I)),
    ("water_freeze", re.compile(r"\bwater\w*\b[^?]*\bfr(?:eez\w*|oze|ozen)\b|\bfr(?:eez\w*|oze|ozen)\b[^?]*\bwater\w*", re.I)),
    ("outside_owner", re.compile(r"\b(?:doesn'?t|don'?t|do not|does not) apply to (?:him|her|them)\b|\b(?:farm|farmer|owner)\b[^?]*\b(?:isn'?t|is not|not) in the village\b", re.I)),
    ("feeding_wild", re.compile(r"\b(?:feed\w*|dumps? out (?:\w+ )?corn)\b[^?]*\bwild\b|\bwild\b[^?]*\bfeed\w*|\bnot (?:his|her|their) pets\b", re.I)),
    ("upstairs", re.compile(r"\bupstairs\b|\bapartment (?:above|over)\b|\blive above\b|\bliving quarters\b|\bsame building\b", re.I)),
    # "we have 3 cats and 1 just had kittens: do the kittens count toward the limit?" (trial 44 l30)
    # not "do bunnies count toward the cat limit?" (rabbits, trial 284 r30); "do the baby bunnies count" is
    ("young_count", re.compile(r"\b(?:do|does|would|will) (?:the |her |their |our |my )?(?:\w+ )?(?:kittens?|kits?|(?:baby|new|newborn) bunn(?:y|ies)|babies|baby|young(?: ones)?|litter)"
                               r"\b[^.?!]{0,20}\bcount\b|\b(?:kittens?|kits|babies|litter) (?:count|counted|counting) (?:toward|towards|against|in|as)\b"
                               # "our newest kitten is only 3 months, does she count?" (bench t256-r30)
                               r"|\b(?:kitten|kit|baby bunny)\b[^?]{0,60}\b(?:does|do|would) (?:she|he|it|they) count\b", re.I)),
    ("group_home", re.compile(r"\bgroup home\b|\bassisted living\b|\bnursing home\b|\bboarding house\b|\bdorm(?:itory)?\b|\bsenior (?:home|living)\b", re.I)),
    ("removed_return", re.compile(r"\b(?:judge|court)\b[^?]*\border\w*\b[^?]*\bremov\w*|\bremoved from the village\b[^?]*\b(?:back|visit|bring)\b|\bbanned for good\b", re.I)),
    ("rolling_year", re.compile(r"\bclean slate\b|\bnew (?:year|yr)\b|\bcalendar year\b|\breset\w*\b|\bstart(?:s)? over\b|\bjan(?:uary)? 1(?:st)?\b", re.I)),
    ("repair", re.compile(r"\b(?:repair\w*|fix\w*|replac\w*|putting back|put back|rebuild\w* the same)\b[^?]*\b(?:same|coop|roof|run)\b", re.I)),
    ("nuisance_animals", re.compile(r"\b(?:my|our) (?:\w+ )?dog\b[^?]*\b(?:hens|chickens)\b[^?]*\b(?:bother\w*|upset\w*|pacing|whin\w*|stress\w*|beside himself|protect)\b"
                                    r"|\bprotect animals\b|\banimals bothered\b", re.I)),
    # trial 15 (session 6)
    # "theres a robins nest with eggs in it on top of my porch light. can i just knock it down?" (trial 255 r17)
    # not hens' "nest boxes" (bench t16-r29: collecting one's own hens' eggs is the own_eggs point)
    ("disturb_nest", re.compile(r"\bnests?\b(?! ?box)[^?]*\b(?:knock\w*|remov\w*|destroy\w*|move|moving|take (?:it |them )?down|get rid|tear\w*|"
                                r"relocat\w*|disturb\w*|spray\w*|clear\w*|hose\w*)\b"
                                r"|\b(?:knock\w*|remov\w*|destroy\w*|move|moving|take down|get rid of|tear\w* down|relocat\w*|disturb\w*)\b"
                                r"[^?]*\b(?:birds?'? )?nests?\b(?! ?box)", re.I)),
    ("hunting", re.compile(r"\bbow ?hunt\w*|\b(?:deer|turkey|pheasant|duck|goose|waterfowl|small game) (?:hunt\w*|season)\b"
                           r"|\bhunt\w* (?:for )?(?:deer|turkeys?|pheasants?|ducks?|geese|squirrels?|coyotes?)\b|\bhunting licen[sc]es?\b", re.I)),
    # "rabbits are eating my whole garden. Am I allowed to just shoot them on my own property?" (trial 123 r17)
    ("shoot_pest", re.compile(r"^(?=.*\b(?:garden|yard|property|land|crops?|eating|digging|pests?|varmints?|nuisance)\b)"
                              r".*\b(?:can|may|allowed to|ok to|okay to|legal to|illegal to|against the (?:law|rules) to|could) (?:i |we )?(?:just )?(?:shoot|kill)\b", re.I | re.S)),
    ("wild_prey", re.compile(r"\b(?:killed|caught|catches|kills|got|grabbed|chased|ate)\b[^.?!]*\bwild (?:baby )?(?:bunn(?:y|ies)|rabbits?|birds?|animals?|ducks?|squirrels?)\b"
                             r"|\b(?:killed|caught|catches|kills|got|grabbed)\b[^.?!]*\b(?:squirrels?|chipmunks?|mice|mouse|moles?|voles?)\b", re.I)),
    # "cats ... digging up my flower beds ... is there anything in the rules about that or is it just dogs" (trial 214 r10)
    ("cats_too", re.compile(r"\b(?:or|is it|is that|only|just) (?:just |only )?(?:for )?dogs\b(?!\s+(?:and|or|&)\b)"
                            r"|\b(?:apply|applies|count|counts|cover|covers) (?:to |for )?cats\b|\bcats (?:too|also|as well)\?", re.I)),
    # "our dog has kennel cough, its contagious. can i still take him to the dog park and around town?" (trial 229 r25)
    # not "is there any rule about taking him out in public?" (bench t91-r25), which "No, ..." would answer wrongly
    ("take_out_public", re.compile(r"^(?!.*\b(?:rules?|laws?|regulations?|anything) (?:about|against|on|for|regarding)\b|.*\bany rules?\b).*?\b(?<!about )(?<!regarding )(?<!on )(?<!for )(?:take|taking|bring|bringing|walk|walking)\b[^.?!]{0,25}\b(?:(?:dog )?parks?|around (?:town|the village|the neighbou?rhood)"
                                   r"|in public|out in public|public places?|the (?:store|fair|beach|groomers?|daycare))\b", re.I | re.S)),
    # "bit a jogger last fall and a kid this month" (trial 236 r05), "has bitten 2 kids on our street since spring" (trial
    # 230 r05): two persons bitten, the twelve months not settled by the words
    ("two_bites", _TWO_BITES),
    # "can my 15 year old son walk him if hes muzzled and on a leash?" (trial 244 r05): the muzzle is given
    ("muzzled_too", re.compile(r"^(?!.*\b(?:without|no|not|isn'?t|never|doesn'?t wear)\b(?:\s+\w+){0,2}\s+(?:a )?muzzle)"
                               r".*?(?:\b(?:is|he'?s|she'?s|hes|shes|it'?s|if|while|when|always|both)\s+(?:\w+\s+)?muzzled\b"
                               r"|\b(?:with|wearing|in|has) (?:a |his |her |the )?muzzle(?: on)?\b)", re.I | re.S)),
    # "one of them just had 6 puppies. Are we over the limit now?" (trial 226 r21), not "how long ... before we're over"
    ("over_now", re.compile(r"\b(?:are|am|is|r) (?:we|i|she|he|they|u) (?:now |already |currently )?(?:over|above|past) (?:the|our|my|a|any) limit\b"
                            r"|\bover the limit (?:now|already|right now)\b", re.I)),
    # "We never gave permission" (trial 51 j10) is the opposite
    # nor "I never said that was ok" (trial 296 r10)
    ("owner_permission", re.compile(r"^(?!.*\b(?:never|not|didn'?t|did not|no|without)\b(?:\s+\w+){0,2}\s+permission\b)"
                                    r"(?!.*\b(?:i|we) (?:never|didn'?t|did not|haven'?t|have not|never ever) (?:said|say|told|gave|give|agreed|ok'?d|okayed|allowed)\b)(?:.*?)"
                                    r"\b(?:landowner|farmer|owner|neighbou?r)\b[^?]*\b(?:(?:said|says|told (?:me|us))\b[^.?!]*\b(?:fine|ok|okay|can|allowed|welcome|don'?t have to)"
                                    r"|permission|doesn'?t mind|couldn'?t care less|(?:is )?fine with|ok with|okay with)\b", re.I)),
    ("buyer", re.compile(r"\b(?:we|i|us|me)\b[^.?!]*\b(?:in trouble|fined|breaking)\b[^.?!]*\bbuy\w*|\bfor buying\b|\bthe buyers?\b", re.I)),
    ("exceed_permit", re.compile(r"\b(?:permit|approval|variance|exception|waiver|special permission)\b[^?]*\b(?:go over|more than|over (?:the )?(?:limit|three|3)|exceed\w*|a fourth|4th|extra)\b"
                                 r"|\b(?:go over|exceed\w*)\b[^?]*\b(?:permit|approval|variance)\b", re.I)),
    ("acquitted", re.compile(r"\brules? in my favou?r\b|\b(?:found )?not guilty\b|\bacquitt\w*|\bwin (?:in court|the case|my case)\b"
                             r"|\bbeat the (?:ticket|citation)\b|\bdismiss\w*|\bcontest\w*", re.I)),
    ("other_violation", re.compile(r"\b(?:noise|barking|nuisance|other|separate) (?:ticket|citation|violation|complaint)s?\b[^?]*\b(?:count|strike)\w*"
                                   r"|\bcounts? (?:toward|towards|against)\b[^?]*\b(?:three|3|strikes?)\b", re.I)),
    ("hand_lead", re.compile(r"\bby hand\b|\bunload\w*|\bpark\w* (?:the )?(?:rig|trailer)\b", re.I)),
    ("trapping_age", re.compile(r"\bage (?:limit|rule|requirement|minimum)s?\b|\bhow old\b"
                                r"|\b(?:kids?|son|daughter|child|children|boy|girl|teen\w*|\d+[- ]year[- ]old)\b[^?]*\btrap\w*"
                                r"|\btrap\w*\b[^?]*\b(?:kids?|son|daughter|children)\b", re.I)),
    # not for a buyer, to whom the grandfathering does not pass at all (the rule says so; trial 34 b21)
    ("licensed_count", re.compile(r"^(?!.*\b(?:buy|buying|bought|purchas\w*|closing on|new owners?|sellers?)\b).*?"
                                  r"(?:\blicen[sc]\w*\b[^?]*(?:\b1988|'88|\b88)\b|(?:\b1988|'88)\b[^?]*\blicen[sc]\w*)", re.I | re.S)),
    ("revoked_sold", re.compile(r"\brevok\w*\b[^?]*\b(?:buy\w*|bought|clos\w*|new owners?|purchas\w*|sell\w*|seller|stay with the (?:house|property))\b"
                                r"|\b(?:buy\w*|bought|seller|purchas\w*)\b[^?]*\brevok\w*", re.I)),
    ("convert_structure", re.compile(r"\bconvert\w*|\brepurpos\w*|\bbuilt for the purpose\b", re.I)),
    ("other_vet_tag", re.compile(r"\b(?:new|different|other|another) (?:vet|veterinarian|clinic)\b[^?]*\b(?:replacement|new|duplicate) tag\b"
                                 r"|\b(?:replacement|duplicate|new) tag\b[^?]*\b(?:new|different|other|another) (?:vet|veterinarian|clinic)\b"
                                 r"|\b(?:vet|clinic) that (?:vaccinated|gave)\b", re.I)),
    ("kennel_pups", re.compile(r"\b(?:pups|puppies|litter|babies)\b[^?]*\bkennel tags?\b|\bkennel tags?\b[^?]*\b(?:pups|puppies|litter|babies)\b", re.I)),
    # not "kennel tag" (a kennel's own tags: "can the kennel tag go on a different dog?", trial 144 r02)
    ("daycare_collar", re.compile(r"^(?!.*\bkennel tags?\b).*?\b(?:day ?care|boarding)\b[^?]*\b(?:collars?|tags?|wear)\b", re.I | re.S)),
    ("vicious_ends", re.compile(r"\bfor life\b|\bforever\b|\bexpir\w*|\bever (?:end|go away|come off|be lifted)\b"
                                r"|\b(?:lift|remove|clear)\w* (?:the )?(?:vicious )?(?:label|designation|status|finding)\b|\bclean (?:record|years?)\b", re.I)),
    ("notice_date", re.compile(r"\bmail\w*\b(?! ?(?:carrier|man|men|lady|woman|person|truck|box))[^?]*\b(?:got|received|reach\w*|arriv\w*)\b|\bfrom when (?:they|it was) (?:mailed|sent)\b|\bpostmark\w*", re.I)),
    ("filed_elsewhere", re.compile(r"\b(?:sheriff|deputy|police|cops?)\b[^?]*\b(?:statement|written|complain\w*)\b"
                                   r"|\b(?:statement|complain\w*)\b[^?]*\b(?:sheriff|deputy)\b", re.I)),
    ("shelter_size", re.compile(r"\btoo (?:small|little)\b|\bdoesn'?t fit\b|\bcan only get (?:his|her|its) head\b"
                                r"|\b(?:little|tiny|small) (?:one|dog ?house)\b", re.I)),
    ("other_agency", re.compile(r"\bhumane society\b|\binstead of (?:the )?(?:constable|town|police)\b", re.I)),
    ("one_time", re.compile(r"(?<!\bevery )\b(?:one|1|single) (?:night|time|day|evening|incident)\b|\bjust once\b|\bkeep(?:s)? happening\b", re.I)),
    ("home_kitchen", re.compile(r"\b(?:my|our) (?:own )?(?:home|house|kitchen)\b[^?]*\b(?:bake|baking|cook\w*|sell|market|cottage)\b"
                                r"|\b(?:bake|baking|cottage food)\b[^?]*\b(?:my|our) (?:own )?(?:home|house|kitchen)\b", re.I)),
    ("more_hens", re.compile(r"\b(?:\d+|two|three|four|a few|some|a couple) more\b(?! (?:days?|weeks?|months?|years?|times?|dogs?|cats?|feet|ft)\b)"
                             r"|\badd(?:ing)? (?:\d+|two|three|four|more|a few|some) (?:more )?(?:hens|chickens|birds|pullets)\b", re.I)),
    # "I don't have any state license" (trial 33 a12) is not a permit held
    ("other_permits", re.compile(r"^(?!.*\bgame farm\b)(?!.*\b(?:no|not|never|without|don'?t have|do not have|doesn'?t have)(?:\s+\w+){0,2}?\s+(?:state|federal|dnr)\b).*?"
                                 r"(?:\b(?:state|federal|dnr|falconry|rehab\w*|wildlife) (?:and federal |and state )?(?:permits?|licen[sc]es?)\b"
                                 r"|\bpermits? from the (?:state|dnr|feds?)\b)", re.I | re.S)),
    ("procedure", re.compile(r"\bdock\w*|\bband\w* (?:the )?(?:\w+'?s? )?tails?\b|\btail (?:docking|banding)\b|\bcrop\w* (?:the |their |his |her )?ears?\b"
                             r"|\bear cropping\b|\bdeclaw\w*|\bcastrat\w*|\bdebeak\w*|\bdehorn\w*|\blive (?:mice|rats|prey|feeders?|crickets|rodents)\b", re.I)),
    ("farm_stand", re.compile(r"\bfarm ?stand\b|\broadside stand\b|\bstand at the end of (?:our|my|the) driveway\b|\bproduce stand\b", re.I)),
    ("family_definition", re.compile(r"\bper family\b[^?]*\b(?:one person|single|alone|just me|myself)\b|\b(?:one person|single|alone|just me|myself)\b[^?]*\bper family\b"
                                    r"|\bwhat (?:counts as|is) a family\b|\bdefin\w* (?:of )?(?:a )?family\b|\bfamily\b[^?]*\bmean\b", re.I)),
    ("confined_no_tag", re.compile(r"\b(?:snag\w*|strangl\w*)\b|\b(?:indoor kennel|inside the kennel|kennel building|fenced runs?|chain-?link runs?)\b[^?]*\b(?:tags?|collars?)\b", re.I)),
    ("food_amount", re.compile(r"\b(?:minimum|how much|amount of) (?:amount of )?food\b|\bon a (?:strict )?diet\b|\bsaying we'?re starving\b"
                               r"|\bvegan\b|\bvegetarian\b|\braw diet\b|\bwhat (?:you|i|we|people) (?:have to|must|need to) feed\b", re.I)),
    ("fault", re.compile(r"\badmit\w* (?:fault|liability)\b|\bmy fault\b|\bat fault\b|\bhave to pay (?:the|their|for the) (?:vet|bill)", re.I)),
    # the lots next to each other, not "we're both on residential lots" (two owners; trial 59 p22)
    ("adjacent_lots", re.compile(r"\b(?:each|both|two|adjacent|adjoining|vacant|next)\s+(?:of (?:my|our) )?(?:\w+ )?(?:lots?|parcels?)\b[^?]*\bhives?\b"
                                 r"|\bhives?\b[^?]*\b(?:each|both|two|adjacent|adjoining) (?:lots?|parcels?)\b", re.I)),
    ("spectator", re.compile(r"\bspectators?\b|\b(?:watch|tag along|take photos|photograph)\w*\b[^?]*\b(?:hunts?|shoot\w*)\b"
                             r"|\b(?:hunts?|shoot\w*)\b[^?]*\b(?:just watch|to watch|tag along|take photos|photograph\w*)\b", re.I)),
    # not "the raccoons getting into my barn + yard: what rules for traps" (trial 33 a18)
    # a space that may or may not be "within the confines of buildings"; a garage, basement, attic or barn is a building
    # (indoor_trap; trial 282 r18's grader: "hedges on whether a garage is a building")
    ("inside_building", re.compile(r"\b(?:in|inside|within|under|on) (?:the |my |our |a |his |her )?(?:screened[- ]in )?(?:porch|shed|crawl ?space)\b[^?]*\btraps?\b"
                                   r"|\btraps?\b[^?]*\b(?:in|inside|within|under|on) (?:the |my |our |a )?(?:porch|shed)\b", re.I)),
    ("co_owner", re.compile(r"\bco-?own\w*|\bboth (?:of )?our names\b|\bjointly\b|\badopted (?:\w+ ){0,3}together\b|\btogether\b[^?]*\badopted\b", re.I)),
    ("expiry_decided", re.compile(r"\bwho (?:actually |really )?(?:decides|sets|determines)\b[^?]*\b(?:how long|expir\w*|good for|valid)"
                                  r"|\bhow long (?:is|'?s) (?:the|a|my|her|his) (?:rabies )?(?:shot|vaccine|vaccination) good\b", re.I)),
    ("co_signed", re.compile(r"\bco-?sign\w*|\bboth (?:of )?(?:our )?signatures\b|\b(?:one|single|same) letter\b|\bsigned by (?:two|both)\b", re.I)),
    ("vet_hold", re.compile(r"\b(?:vets?|veterinarian|clinic)\b[^?!]*\b(?:won'?t (?:release|give)|not (?:release|give)|keep(?:ing)? (?:him|her|my|our)|hold(?:ing)?)\b[^?!]*\b(?:pay|paid|bill)", re.I)),
    ("maybe_stray", re.compile(r"\b(?:stray|no collar|without a collar|collarless|nobody'?s pet|not a pet|wild (?:dog|cat))\b"
                               r"|\bfound (?:a|an|one|this) (?:little |baby |tiny |young )?(?:kitten|cat)\b", re.I)),  # trial 229 r30
    ("wild_swarm", re.compile(r"\b(?:wild|feral)\b[^.?!]*\b(?:swarm|bees|honeybees|hive)\b|\bswarm\b[^.?!]*\b(?:moved in|wall|shed|tree|attic)\b", re.I)),
    ("domesticated", re.compile(r"\bdomesticat\w*|\bcaptive[- ]bred\b|\bsuper tame\b|\bhand[- ]raised\b|\braised in a house\b", re.I)),
    ("in_training", re.compile(r"\bin training\b|\bpuppy raiser\b|\bguide dog school\b|\btrainee\b|\bfuture guide dogs?\b|\braises? (?:future )?guide dogs?\b"
                               r"|\bguide dog pupp(?:y|ies)\b|\bformal guide work\b", re.I)),
    ("who_liable", re.compile(r"\bwho (?:gets|would get|will get|'?d get) (?:in trouble|fined|ticketed|cited)\b|\bwho(?:'s| is) (?:responsible|liable|on the hook)\b"
                              r"|\b(?:her|him|them) or (?:us|me)\b", re.I)),
    ("keep_rabid_bitten", re.compile(r"\b(?:illegal|unlawful|against the (?:law|rules?)|not allowed)\b[^.?!]*\b(?:keep|own|have)\b[^.?!]*\b(?:bit|bitten|exposed)"
                                     r"|\b(?:bit|bitten)\b[^.?!]*\brabi(?:d|es)\b[^?!]*\b(?:illegal|unlawful|against the law|lose (?:him|her))\b", re.I)),
    ("fine_too", re.compile(r"\b(?:impound\w*|pound|animal control)\b[^?!]*\b(?:fine|ticket|penalt\w*)\b[^?!]*\b(?:on top|too|as well|also|in addition|whole punishment)\b"
                            r"|\bwhole punishment\b", re.I)),
    # "is 14 days of keeping him confined the most it can be or can they make it longer?" (trial 64 r08)
    # "how close people can live to where the animals are kept" at a licensed pet shop (trial 68 r12): § 95-13's 100 feet
    ("exempt_distance", re.compile(r"\bhow (?:close|near|far)\b[^?]*\b(?:live|lives|living|reside\w*|houses?|homes?|neighbou?rs?|apartments?)\b", re.I)),
    ("confine_period", re.compile(r"\b(?:14|fourteen)[- ]days?\b[^?]*\b(?:the most|max(?:imum)?|longer|extend\w*|only|at most|upper limit)\b"
                                  r"|\b(?:longer|more) than (?:14|fourteen) days\b|\b(?:make|keep) (?:it|him|her|them|the (?:confinement|quarantine)) longer\b", re.I)),
    ("confined_meaning", re.compile(r"\bconfined\b[^.?!]*\bmean\b|\bdoes (?:confined|confinement) mean\b|\bwhat counts as confined\b", re.I)),
    ("head_shot", re.compile(r"\bhead ?shot\b|\b(?:shoot|shot|kill\w*|put (?:it|him|her) down)\b[^.?!]*\b(?:the|its|his|her) head\b"
                             r"|\bwhy (?:does|do) (?:the|its) head matter\b", re.I)),
    ("empty_coop", re.compile(r"\b(?:no|without|empty of) (?:any )?(?:chickens|hens)\b[^?!]*\bcoop\b|\bcoop\b[^?!]*\b(?:no|without) (?:any )?(?:chickens|hens)\b"
                              r"|\b(?:empty|unused|old|leftover|abandoned) (?:chicken )?coop\b[^?!]*\b(?:licen[cs]e|permit)\b", re.I)),
    ("show_dog", re.compile(r"\b(?:show ring|dog shows?|ring ?time|in the ring|competition|competing|compete|agility trials?|field trials?|conformation)\b", re.I)),
    ("no_coop", re.compile(r"\b(?:instead of|without|no|skip|skipping) (?:building |having |getting )?(?:a |any |the )?coop\b"
                           r"|\b(?:hens?|chickens?)\b[^.?!]*\b(?:inside|indoors|in the house|in (?:my|our|the) (?:house|home|basement|apartment|kitchen|living room))\b"
                           r"|\b(?:inside|indoors|in the house|in (?:my|our) (?:house|home|basement|apartment))\b[^.?!]*\b(?:hens?|chickens?)\b", re.I)),
    ("fee_waiver", re.compile(r"\bwaiv\w*|\bexcus\w*|\bforgiv\w*|\bhardship\b|\blate fee\b[^.?!]*\b(?:exception|break|let (?:it|me) (?:go|slide))\b", re.I)),
    ("vet_cooperation", re.compile(r"\b(?:vets?|veterinarians?)\b[^.?!]*\b(?:refus\w*|declin\w*|rather not|won'?t|doesn'?t want|not (?:get|getting) involved)"
                                   r"|^(?=.*\b(?:vets?|veterinarians?)\b).*?\b(?:isn'?t|is) (?:she|he|the vet) (?:required|obligated)\b", re.I | re.S)),
    ("carcass", re.compile(r"\b(?:his|her|its|the) (?:body|remains|carcass)\b|\bbury (?:him|her|it)\b|\bburial\b|\bcremat\w*", re.I)),
    ("officer_kill", re.compile(r"\b(?:town|officer|constable|deputy|animal control|warden)\b[^.?!]*\b(?:make us put (?:the|our|them|him|her|it)\w* (?:\w+ )?down|put (?:him|her|it) down|(?:have|had|get) (?:him|her|it) put down|euthani[sz]\w*|kill|destroy)\b", re.I)),
    # "tie the goats out along the street so they can graze it" (trial 22 y26): the Village's grazing clause
    ("street_grazing", re.compile(r"^(?!.*\b(?:own|my|our) (?:front |back |side )?yard\b)(?:.*?\b(?:tie|ties|tied|tying|picket\w*|stak\w*|tether\w*)\b[^?]*\b(?:graze|grazing|(?:eat|munch|chew|nibble)\w* (?:on )?the grass|mow\w*"
                                  # "tie my goat out on the grass strip along the street so she can eat it down?" (trial 212 r26)
                                  r"|(?:eat|munch|chew|nibble)\w* (?:it|the grass|the weeds|the lawn) down|keep (?:it|the grass|the weeds) (?:down|short|trimmed))\b"
                                  r"|.*?\b(?:graze|grazing)\b[^?]*\b(?:street|road|terrace|curb|ditch)\b)", re.I | re.S)),
    ("tie_up", re.compile(r"\b(?:tie|ties|tied|tying|hitch\w*)\b[^.?!]*\b(?:lamp ?post|post|pole|street|main st|sidewalk|rail|meter)\b", re.I)),
    ("left_alone", re.compile(r"\b(?:leav\w*|left)\b[^.?!]*\b(?:alone|home|at home|by (?:him|her|it)self|by themselves)\b[^.?!]*\b(?:days?|nights?|weekend|week)\b"
                              r"|\b(?:ok|okay|fine|alright)\b[^.?!]*\bby themselves\b|\bout of town\b[^?]*\b(?:fri|sat|sun|weekend|days?)\b[^?]*\b(?:kitties|cats?|dogs?|pets?)\b"
                              r"|\b(?:\d+|two|three|four|five|a few|several)[- ](?:days?|nights?)\b[^.?!]*\b(?:alone|nobody|no one)\b"
                              r"|\bgoing away\b[^.?!]*\bleav\w*", re.I)),
    ("other_property", re.compile(r"\b(?:chew\w*|destroy\w*|ripp?\w*|tore|torn|shredd?\w*|scratch\w*|wreck\w*)\b[^.?!]*"
                                  r"\b(?:cushions?|hoses?|furniture|patio|cars?|tires?|shoes?|toys?|packages?|screens?|siding|deck|mail)\b", re.I)),
    # "The garage meets setbacks. Is a rooftop coop allowed?" (trial 30 h35) states the setback, it does not ask it
    ("setback", re.compile(r"^(?!.*\b(?:meets?|meeting|within|satisf\w*|compl\w* with)\s+(?:the\s+|all\s+)?(?:\w+\s+)?setbacks?\b).*?\bsetbacks?\b|\bhow (?:far|close)\b[^?]*\b(?:property|lot) lines?\b|\b(?:property|lot) lines?\b[^?]*\bhow (?:far|close)\b", re.I | re.S)),
    ("tag_contents", re.compile(r"\b(?:what|which)\b[^?.!]*\b(?:info\w*|details?|written|printed|engraved|say|show)\b[^?.!]*\btags?\b"
                                r"|\btags?\b[^?.!]*\b(?:supposed to (?:say|show|have|list)|information|engraved|printed)\b"
                                r"|\b(?:what|which)\b[^?.!]*\b(?:on|in) (?:the|a|my|his|her) (?:rabies )?tags?\b", re.I)),
    ("kennel_tag_count", re.compile(r"\bhow many tags\b|\bnumber of tags\b", re.I)),
    # "do we need to get him a dog license here?" asked beside rabies facts (trial 20 w02): the licence, § 95-3
    ("needs_license", re.compile(r"^(?!.*\b(?:chickens?|hens?|bees?|hives?|kennel|each|separate\w*|both|per dog|lost|fell off|missing|replace\w*"
                                 # "by when do I need to license him so I dont get hit with a late fee?" (trial 224 r03): a deadline
                                 r"|whole new|licensed (?:in|elsewhere|there)|already licensed|by when|when (?:do|does|will|would|should)|how soon|deadline)\b).*?(?:\b(?:do|does|will|would) (?:i|we|he|she|they|it|my dog|our dog) (?:\w+ )?(?:need|have to (?:get|buy|have))\b[^.?!]{0,30}\blicen[cs]e\b(?! tag)"
                                 r"|\b(?:is|are) (?:a )?(?:dog )?licen[cs]es? (?:required|needed|mandatory)\b|\bneeds? (?:to be )?licen[cs]ed\b)", re.I | re.S)),
    ("where_apply", re.compile(r"\bwhere (?:do|can|should|would) (?:i|we|you) (?:apply|get|go|sign up|register|buy|pick up)\b|\bwhere to (?:apply|get|go)\b"
                               r"|\bwho (?:actually )?(?:issues|hands out|gives out|sells|handles|gives|do (?:i|we) (?:apply|go) to)\b"
                               # "Do I need a license for my dog ..., and who do I get it from?" (trial 101 r02)
                               r"|\bwho (?:do|can|should|would) (?:i|we) (?:get|buy) (?:it|one|them|a license|the license|a licence|the licence) from\b"
                               r"|\bfrom whom\b", re.I)),
    ("how_apply", re.compile(r"\bhow (?:do|can|would|should) (?:i|we) (?:apply|get (?:a|the) (?:license|licence|permit))\b|\bapplication (?:process|steps)\b"
                             r"|\bwhat (?:do|would|should) (?:i|we) (?:need to|have to) do\b(?=[^?]*\b(?:bees?|beekeep\w*|(?:bee)?hives?)\b)"
                             # "thinking about putting a couple beehives in my backyard ... what do i need to do?" (trial 167 r22)
                             r"|\b(?:bees?|beekeep\w*|(?:bee)?hives?)\b[^?]*\bwhat (?:do|would|should) (?:i|we) (?:need to|have to) do\b", re.I)),
    ("neuter_rate", re.compile(r"\b(?:spay\w*|neuter\w*|fixed|altered)\b[^.?!]*\b(?:rate|fee|cost|cheaper|less|lower|discount|price)\b"
                               r"|\b(?:rate|fee|cost|cheaper|less|lower|discount|price)\b[^.?!]*\b(?:spay\w*|neuter\w*|fixed|altered)\b", re.I)),
    ("refund", re.compile(r"\brefund\w*|\bmoney back\b|\bprorat\w*|\bpart of (?:it|that|the fee|the money) back\b", re.I)),
    # "Do I have to get a license for my dog? how often?" (trial 93 r02): answered without the dog's age
    # "my pup got her first rabies shot last fall ... is that good for 3 years or does she need another one soon?" (trial 184 r01)
    ("first_shot", re.compile(r"^(?=.*\b(?:first|initial|1st) (?:rabies )?(?:shot|vaccin\w*|jab)\b)(?=.*\b(?:(?:3|three)[- ]years?|how long (?:is|does|will|until)|good for|another (?:one|shot)|next (?:one|shot)|booster)\b)", re.I | re.S)),
    # "how many times does the vet actually have to see him during the quarantine?" (trial 184 r04)
    ("exam_count", re.compile(r"\bhow (?:many times|often|frequently)\b[^?]*\b(?:vet|veterinarian|examin\w*|checked|check(?:ed)? (?:on|out)|looked at)\b"
                              r"|\bhow many (?:vet )?(?:visits|exams|examinations|checks|check-?ups)\b", re.I)),
    # "What are the rules on food and water for dogs I keep in an outdoor pen? how often do I have to give them water"
    # (trial 259 r14): both of § 95-15's rules, not the water alone
    ("food_and_water", re.compile(r"^(?=.*\b(?:food|feed|feeding)\b)(?=.*\bwater\b)(?=.*\b(?:rules?|requirements?|required|law)\b)", re.I | re.S)),
    ("how_often", re.compile(r"\bhow often\b|\bhow frequently\b", re.I)),
    # "We have 3 dogs and want to adopt a 4th ... is there a limit?" (trial 263 r21)
    ("is_there_limit", re.compile(r"(?<!\bwhy )\bis there (?:a|any) (?:limit|max\w*|cap)\b", re.I)),  # not "why is there a limit"
    # "we got a 3 year old lab from my sister in May. How long do i have to license him" (trial 182 r03): the 30 days from
    # acquiring lead, not April 1 (not a puppy: a dog under five months is licensed at five months, "license_age")
    # "does water have to be available to my goats 24/7 or is filling the trough once a day enough?" (trial 182 r14)
    ("water_once_a_day", re.compile(r"^(?=.*\bwater\w*\b)(?:.*?)(?:\b(?:24/7|24 ?hours|all the time|at all times|round the clock|constantly"
                                    r"|the whole day|all day(?: long)?)"  # "available the whole day ... or is filling the bowl once in the morning ok?" (trial 194 r14)
                                    r"[^?]*\b(?:once a day|daily|each day|every day|twice a day|once in the (?:morning|evening))\b"
                                    r"|\b(?:once|twice) a day\b[^?]*\b(?:enough|ok|okay|fine)\b"
                                    # "bring them buckets of water once a day instead of having water out all the time?" (trial 214 r14)
                                    r"|\b(?:once|twice) a day\b[^?]*\b(?:instead of|rather than)\b[^?]*\b(?:all the time|at all times|24/7|constantly|all day)\b"
                                    # "no automatic waterer, just a trough. How often do I legally have to fill it?" (trial 198 r14)
                                    r"|\bhow often\b[^?]*\b(?:fill|refill|top (?:it |them )?off|change|give)\w*)", re.I | re.S)),
    ("license_after_acquiring", re.compile(
        # not "the deadline to buy the dog license" (bench t85-r03)
        r"^(?!.*\b(?:pupp(?:y|ies)|pups?|\d+ ?(?:weeks?|wks?)(?! ago)|(?:[1-4]|one|two|three|four) ?(?:months?|mos?)(?! ago))\b)"
        r"(?=.*\b(?:got|adopt|adopts|adopting|adopted|buy|buying|bought|acquire|acquiring|acquired|took in|brought home|inherited|rescued)\b(?!\s+(?:a |an |the |my |our |his |her )?(?:dog |dogs )?licen[cs]))"
        r"(?=.*\b(?:how long (?:do|does|will) (?:i|we|you|they) have|deadline|by when|how (?:long|soon))\b).*\blicen[cs]", re.I | re.S)),
    ("how_long_license", re.compile(r"\bhow long (?:do|does|will) (?:i|we|you|they) have\b[^?]*\blicen[cs]\w*|\blicen[cs]\w*[^?.!]*\bhow long (?:do|does) (?:i|we|you) have\b"
                                    r"|\bhow (?:long|soon)\b[^?]*\b(?:get|getting) (?:it|him|her|them|the dog) licen[cs]ed\b"
                                    # "whats the deadline to get my dog licensed ... before they charge a late fee?" (trial 94 r03)
                                    r"|\b(?:deadline|due date|last day|by when|when is it due)\b[^?]*\blicen[cs]\w*"
                                    r"|\blicen[cs]\w*\b.*\bwhen (?:is|are) (?:it|they|that|the license) (?:\w+ )?due\b", re.I | re.S)),
    # "forgot to renew my dog's license till May, is there a late fee?" (trial 19 v03): the fee, not the renewal
    # "I adopted a 1 yr old dog from a rescue 2 weeks ago. how long before i get charged a late fee?" (trial 126 r03)
    ("late_fee_when", re.compile(r"^(?=.*\b(?:adopt\w*|got|get|bought|buy|acquir\w*|rescued|brought (?:him|her|it) home)\b)"
                                 r"(?=.*\b(?:how long|how many days|how much time|when)\b[^.?!]*\blate (?:fee|charge)\b"
                                 r"|.*\blate (?:fee|charge)\b[^.?!]*\b(?:kick in|start|apply|applies)\b)", re.I | re.S)),
    ("late_fee", re.compile(r"^(?!.*\b(?:moved|moving|relocated) (?:here|in|to)\b).*?(?:\blate (?:fee|charge|penalty)s?\b"
                            r"|\b(?:i'?m|im|we'?re|i am|we are|being|was|were) late (?:getting|with|on|for|to get|renewing|paying)\b[^.?!]*\blicen[cs]\w*"  # trial 95 r03
                            r"|\blicen[cs]\w*\b[^.?!]*\b(?:before|after|by|past) april(?: 1(?:st)?)?\b"  # "dont get my dogs license before april 1" (trial 103 r03)
                            r"|\blicen[cs]\w* late\b|\blate (?:dog )?licen[cs]\w*"  # "if I get my dogs license late" (trial 111 r03)
                            r"|\b(?:charged?|pay|owe) (?:me |us )?(?:anything |something |any )?extra\b|\bextra (?:fee|charge)s?\b|\b(?:penalty|fine) for (?:being |paying |renewing )?late\b"
                            # "what happens if i dont get my dogs license renewed until may" (trial 67 r03)
                            r"|\b(?:renew\w*|licens\w*)\b[^.?!]*\b(?:until|till?) (?:may|june|july|august|september|october|november|december|summer|the summer|fall|later)\b"
                            # "what happens if i dont get my dogs license renewed on time ... is there a penalty" (trial 165 r03)
                            r"|\b(?:renew\w*|licens\w*)\b[^.?!]*\b(?:on time|in time)\b"
                            # "I totally forgot to renew my dogs license and its already May. Am I in trouble" (trial 217 r03)
                            r"|\b(?:forgot|forget|forgotten|missed|never got around) (?:to )?(?:renew|get|buy|pay)\w*\b[^.?!]*\blicen[cs]\w*[^?]*"
                            r"\b(?:already|now|it'?s|its) (?:may|june|july|august|september|october|november|december|summer|fall)\b"
                            r"|\b(?:forgot|forget|forgotten|missed) (?:to )?(?:renew|get|buy|pay)\w*\b[^.?!]*\blicen[cs]\w*[^?]*\b(?:in trouble|a problem|penalt\w*|fined?)\b"
                            # "forgot to renew my dogs tag this year, is there a penalty if I get it in May instead?" (trial 297 r03)
                            r"|\b(?:renew\w*|licen[cs]\w*|tags?)\b[^?]*\b(?:penalt\w*|fined?|in trouble|late fee|extra)\b[^.?!]*\b(?:in|until|till?|after) "
                            r"(?:may|june|july|august|september|october|november|december)\b)", re.I | re.S)),
    ("renewal", re.compile(r"^(?!.*\binstead of\b).*?(?:\bstill (?:good|valid)\b|\bfor life\b|\bpay again\b|\bevery (?:single )?(?:year|yr)\b|\beach (?:year|yr)\b|\brenew\w*)", re.I | re.S)),
    # "how old does it have to be before I need one" (trial 153 r02): the age the rule sets, not the dog's age to ask
    ("license_age", re.compile(r"\bhow old (?:does|do|must|should|has|have) (?:it|he|she|the dog|a dog|my dog|the puppy|a puppy|the pup|a pup|they|dogs) "
                               r"(?:have to |need to |got to |gotta )?(?:be|get)\b|\b(?:at )?what age\b", re.I)),
    ("grandfathered", re.compile(r"\bgrandfather\w*|\bbefore the (?:rule|law|ordinance)\b|\bhad (?:them|hens|chickens) (?:since|before|for years)\b", re.I)),
    ("inspection", re.compile(r"\binspect\w*", re.I)),
    ("other_assistance_dog", re.compile(r"\b(?:seizure|autism|psychiatric|emotional support|therapy|diabetic|diabetes|mobility|ptsd)\b[^.?!]*\bdogs?\b"
                                        r"|\b(?:service|assistance) dogs?\b[^.?!]*\b(?:seizure|autism|psychiatric|ptsd|diabet\w*)\b", re.I)),
    ("pound_location", re.compile(r"\bwhere (?:is|'s) (?:the )?(?:town'?s? )?(?:pound|animal shelter|shelter)\b|\bwhich (?:shelter|pound)\b"
                                  r"|\bwhere (?:do|would|will) (?:they|animal control) (?:take|bring|keep)\b", re.I)),
    ("retail_minimum", re.compile(r"\b(?:less|fewer) than (?:6|six)\b|\bminimum of (?:6|six)\b|\bat least (?:6|six)\b|\b(?:6|six) minimum\b"
                                  r"|\b(?:it|they|you) (?:has|have|had|needs?|needed) to be (?:6|six)\b"  # "they said it has to be 6" (trial 162 r13)
                                  # "Is there a minimum number we have to sell to one customer?" (trial 158 r13)
                                  r"|\b(?:a |any )?minimum (?:number|amount|quantity|count|order)\b|\bhow (?:many|few)\b[^.?!]*\b(?:at a time|per (?:customer|person|sale|buyer)|to (?:one|each|a) (?:customer|person|buyer))\b", re.I)),
    ("phone_complaints", re.compile(r"\b(?:phoned|called|calling|phone calls?|rang)\b[^.?!]*\b(?:town|hall|police|sheriff|constable|clerk|office)\b"
                                    r"|\b(?:town|hall|police|clerk)\b[^.?!]*\b(?:phoned|called)\b", re.I)),
    ("each_dog", re.compile(r"^(?!.*\bkennel).*?(?:\b(?:each|both|per)\b[^.?!]*\b(?:dogs?|labs?|pups?|puppies)\b[^.?!]*\blicen[cs]\w*|\bhousehold licen[cs]\w*"
                            r"|\blicen[cs]\w*\b[^.?!]*\b(?:each|every|per) (?:dog|one)\b|\bone licen[cs]e (?:for|cover\w*) (?:both|all|two)\b)", re.I | re.S)),
    ("not_solid", re.compile(r"\bdiarrh\w*|\brunny (?:stool|poop)|\bliquid (?:stool|poop)", re.I)),
    ("business", re.compile(r"\b(?<!do (?:his|her|its) )(?<!doing (?:his|her|its) )(?:business|rent(?:al|ing)? (?:out )?(?:hens|chickens)|rent(?:ing)? (?:them|hens|chickens) out|for hire|commercial(?:ly)?|side hustle|charge (?:people|customers|a fee))\b", re.I)),
    ("time_of_day", re.compile(r"\bquiet hours\b|\bwhat time\b|\b(?:during|in) the day\b|\bdaytime\b|\bday ?time\b|\bnight shift\b"
                               r"|\bsleep (?:during|in) the day\b|\bafter \d+ ?(?:pm|p\.m\.)|\bbefore \d+ ?(?:am|a\.m\.)|\bonly at night\b"
                               # "the animal noise rule only covers nighttime" (trial 232 r27)
                               # "noise rules only count at night" (trial 294 r27)
                               r"|\b(?:only|just) (?:covers?|apply|applies|counts?|matters?|works?)? ?(?:at |during |in |to )?(?:the )?(?:night ?time|nights?|evenings?|after dark)\b"
                               # "neighbor says since its not at night it's fine" (trial 234 r27)
                               r"|\b(?:not|never|isn'?t|aren'?t) (?:at |during the |in the )?(?:night ?time|ni(?:ght|te)s?)\b", re.I)),
    ("anonymous", re.compile(r"\banonym\w*|\bconfidential\w*|\bwithout (?:them|him|her|my neighbou?rs?) knowing\b"
                             r"|\bfind out (?:it was|who)\b|\bknow (?:it was me|who complained)\b", re.I)),
    ("why_rule", re.compile(r"\bwhy (?:is there|does the town|do they|is the|are there|limit)\b|\bwhat'?s the (?:reason|point)\b|\breason for (?:the|this)\b", re.I)),
    ("moved_in", re.compile(r"(?=.*\blate\b)(?=.*\b(?:moved|moving|relocated) (?:here|in|to)\b)", re.I | re.S)),
    ("court_order", re.compile(r"\b(?:court|judge)\b[^.?!]*\b(?:make|order|force|take|rehome|remove|get rid)\w*", re.I)),
    ("walker", re.compile(r"\b(?:dog ?walkers?|pet ?sitters?|sitters?|nanny|babysitter|hired|hire)\b"
                          r"|\b(?:a friend|my friend|our friend|someone else|somebody else)\b[^.?!]*\bwalk", re.I)),
    ("unlicensed_release", re.compile(r"\b(?:not|isn'?t|never|wasn'?t|hasn'?t been) (?:\w+ )?licen[cs]ed\b|\bno (?:dog )?licen[cs]e\b|\bunlicen[cs]ed\b|\bwithout a licen[cs]e\b|\b(?:never|didn'?t|did not) (?:get|got|buy|bought|have|had) (?:him|her|it|them) (?:a )?(?:dog )?licen[cs]e", re.I)),
    # before impound_fee: "is that 1 violation or 7? and can they make me pay the shelter and vet bills too" (trial 76
    # r32); the each-day answer names the expenses too
    ("each_day", re.compile(r"\b(?:each|every) (?:additional |extra )?day\b[^?]*\b(?:violation|offen[cs]e|ticket|citation|count)(?:s|ed|ing)?\b"  # not "county" (trial 53 a19)
                            r"|\bcount as (?:another|a new|a second|a separate|more) (?:violation|offen[cs]e|ticket)\b|\bper day\b"
                            r"|\b(?:just|only) (?:one|a single) (?:violation|offen[cs]e|ticket|citation)\b"
                            r"|\b(?:one|1) (?:violation|offen[cs]e|ticket|citation|fine|penalty|charge) or (?:like |maybe |about |even )?(?:\d+|two|three|five|seven|ten|fourteen|thirty"
                            r"|a bunch|a lot|several|many|multiple|more)\b"  # trial 76 r32; "one violation or a bunch of them?" (trial 108 r32)
                            r"|\bor one (?:for |per )?(?:each|every) day\b"  # "is that one ticket or one for every day?" (trial 84 r32)
                            # "is that one ticket or does it count every day?" (trial 268 r32)
                            r"|\b(?:one|1|a single) (?:violation|offen[cs]e|ticket|citation|fine)\b[^?]{0,30}\bcount\w* (?:for )?(?:each|every) day\b"
                            r"|\b(?:penalt\w*|fines?|forfeitures?)\b[^.?!]*\b(?:every|each|per) day\b|\b(?:keeps?|keep on) (?:adding|piling|racking|stacking) up\b"  # trial 47 m32
                            r"|\beach of (?:those|these|the) days\b[^?]*\b(?:violation|offen[cs]e)"  # trial 49 g32
                            r"|\bone (?:violation|offen[cs]e|ticket|citation) or (?:more|several|many|multiple|separate)\b", re.I)),  # trial 51 j32
    # "if we get cited, could they make us get rid of him?" (trial 19 v32): the Village's removal order
    # before impound_fee: "can the court make me get rid of my dog? and am I on the hook for shelter and vet bills?"
    # leads with the removal asked first (trial 272 r32). Only about a dog: "if I don't get rid of it" about a goat is
    # not the dog's removal (trial 55 c32)
    ("dog_removal", re.compile(r"^(?=.*\b(?:dogs?|pupp(?:y|ies)|pups?)\b).*?(?:\b(?:get rid of|give up|rehome|re-home|take away) (?:him|her|it|the dog|our dog|my dog)\b"
                               r"|\b(?:remove|removed|banish\w*|kick\w* out) (?:him|her|the dog|our dog|my dog)\b)", re.I | re.S)),
    ("impound_fee", re.compile(r"\b(?:cost|costs|fees?|charges?|pay\w*|how much|cover)\b[^.?!]*\b(?:pound|impound\w*|shelter|get (?:him|her|it|them|my \w+) (?:back|out))\b"
                               r"|\b(?:on the hook|liable|responsible)\b[^.?!]*\b(?:shelter|vet|veterinary|boarding|impound\w*)\b[^.?!]*\b(?:bills?|costs?|expenses|fees|charges)\b"
                               r"|\bwho (?:pays|has to pay|covers|is paying)\b[^.?!]*\b(?:boarding|vet|veterinar\w*|shelter)\b"  # trial 178 r32
                               r"|\b(?:pound|impound\w*)\b[^.?!]*\b(?:cost|costs|fees?|charges?|how much)\b"
                               r"|^(?=.*\b(?:shelter|vet|veterinar\w*)\b)(?=.*\bpay\w* (?:those|these|the|for the|for those) (?:costs|bills|expenses)\b)", re.I | re.S)),
    ("parkway", re.compile(r"\b(?:parkway|terrace|boulevard|tree ?lawn|grass strip|strip (?:of grass )?between|right[- ]of[- ]way|curb ?strip|hell ?strip)\b", re.I)),
    ("structure", re.compile(r"\b(?:broken|sharp|rusty|rotten|rotting|falling apart|collaps\w*|holes? in|loose|needs? repair|disrepair)\b[^.?!]*"
                             r"\b(?:kennel|pen|cage|crate|fence|fencing|enclosure|dog ?house|hutch|coop|barn|stall|panels?|wire|boards?)\b"
                             r"|\b(?:kennel|pen|cage|crate|fence|fencing|enclosure|dog ?house|hutch|coop|barn|stall)\b[^.?!]*"
                             r"\b(?:broken|sharp|rusty|rotten|rotting|falling apart|collaps\w*|holes? in|needs? repair|disrepair)\b", re.I)),
    ("lien", re.compile(r"\blien\b|(?=.*\b(?:foster\w*|officer|removed|seized|humane)\b)(?:.*\b(?:pays?|paid|reimburs\w*)\b[^.?!]*\b(?:me back|back|for (?:the |its |his |her )?(?:food|vet|care)))", re.I | re.S)),
    ("trap_permit", re.compile(r"\b(?:permit|license|licence)\b[^.?!]*\btrap|\btrap\w*\b[^.?!]*\b(?:permit|license|licence)\b", re.I)),
    ("bicycle", re.compile(r"\b(?:bike|bicycle|scooter|skateboard|e-?bike|moped|(?<!amish )(?<!horse )buggy(?! horse))\b", re.I)),
    ("school_hive", re.compile(r"\b(?:school|classroom|university|college|science class)\b", re.I)),
    ("meat_birds", re.compile(r"\bmeat (?:birds|chickens|chicks)\b|\bbroilers?\b|\bcornish\b|\bfor (?:the )?meat\b", re.I)),
    # not "my chicken run right up against the back of my attached garage" (§ 95-24's 25 feet; trial 278 r23)
    ("run_connected", re.compile(r"\brun\b[^.?!]*\b(?:attached(?! garage)|connected|connect|separate|apart from|away from|other side)\b"
                                 r"|\b(?:attach|connect)\w*\b[^.?!]*\brun\b", re.I)),
    ("definition", re.compile(r"\b(?:count as|counts as|counted as|considered|define[sd]?|definition)\b|\b(?:treat|count)(?:s|ed)? (?:it|him|them|this|that|(?:a |an |the |my )?\w+) as (?:a |an )?\w+\b|\bwhat (?:is|are|does)\b[^.?!]*\bmean\b", re.I)),
    ("didnt_know", re.compile(r"\b(?:didn'?t|did not|never) know\b|\bhad no idea\b|\b(?:wasn'?t|was not|not) aware\b|\bunaware\b", re.I)),
    ("temporary_keeping", re.compile(r"\b(?:stay|staying|watch|watching|babysit\w*|hold|board|host\w*|look after|take care of)\b[^.?!]*\b(?:hens|chickens)\b[^.?!]*\b(?:weeks?|days|vacation|trip)\b"
                                     r"|\b(?:hens|chickens)\b[^.?!]*\b(?:stay|staying)\b[^.?!]*\b(?:my|our) (?:place|house|yard)\b", re.I)),
    ("temporary_stay", re.compile(r"^(?!.*\b(?:kittens?|puppy|puppies|\d+[- ]week[- ]old)\b).*?(?:\btemporar\w*|\bfor the summer\b|\bjust visiting\b|\bover the holidays\b"
                                  r"|\bfor (?:a|one|two|three|a few|a couple of) (?:weeks|months)\b)", re.I | re.S)),
    ("temporary_injury", re.compile(r"\b(?:broke|snapped|sprained|hurt|injured|fractured) my (?:wrist|arm|leg|ankle|back|hip|hand|knee|shoulder)\b"
                                    r"|\b(?:in a cast|cast for|on crutches|after (?:my )?surgery|i'?m (?:recovering|healing))\b", re.I)),
    # "neighbor's dog barks all night, what can I do?" (trial 19 v11): the remedy the section gives, first
    ("what_can_i_do", re.compile(r"\bwhat (?:can|should|could|do) (?:i|we) (?:even |actually )?do\b|\bwhat are (?:my|our) options\b"
                                 r"|\bhow (?:do|can) (?:i|we) (?:complain|report it|file)\b|\bany recourse\b"
                                 # "animals that make a racket at all hours ... anything I can do?" (trial 233 r27)
                                 r"|\b(?:is there )?anything (?:i|we) can (?:even |actually )?do\b", re.I)),
    # trial 21 and 22 (session 7): points of a section that its general answer does not lead with
    ("other_driver", re.compile(r"^(?=.*\b(?:car|cars|driver|vehicle|truck|suv|van|drove|driving|hit)\b).*?(?:\b(?:the|a|that|some) (?:driver|car|truck|person|guy|lady|woman|man)\b[^?]*\b(?:kept going|kept driving|drove off|didn'?t stop|took off|sped off|never stopped|just left|left the scene)\b"
                                r"|\b(?:somebody|someone)\b[^?]*\b(?:kept going|kept driving|drove off|didn'?t stop|took off|sped off|never stopped|just left)\b"
                                r"|\bhit[- ]and[- ]run\b|\b(?:were|was|aren'?t|isn'?t|weren'?t|wasn'?t) (?:they|he|she|the driver) (?:supposed|required) to\b)", re.I | re.S)),
    ("half_after_july", re.compile(r"\b(?:turned|turns|turning|became|becomes|reached|hit) (?:5|five) (?:months?|mos?)(?: old)?(?: of age)? (?:in|on|at the end of|in late|in early|in mid-?|around|by) ?(?:aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*)\b", re.I)),
    ("quarantine_notice", re.compile(r"\brabies quarantine\b|\bquarantine (?:notice|order|area|district|zone)\b|\b(?:district|area|town) (?:is |was )?(?:under (?:a )?)?quarantin\w*", re.I)),
    ("what_makes_violation", re.compile(r"\bwhat does it take\b|\bwhat (?:counts|qualifies) as a violation\b|\b(?:treat|consider|count) (?:that|it|this) as a violation\b"
                                        r"|\bhow many complaints\b|\bwhen (?:is|does) (?:it|that|barking) (?:become |count as )?a violation\b"
                                        r"|\bwhen (?:is|does|do) (?:a |the |my |our )?(?:barking |noisy |yappy )?(?:dog|cat|dogs|cats|barking)\b[^.?!]{0,25}\b(?:count as|become|considered) (?:a )?violation\b"  # trial 50 h11
                                        r"|\bwhat (?:has|needs) to happen\b|\b(?:officially|legally|actually) (?:count|counts|be|become|qualify) (?:as )?a violation\b"
                                        r"|\b(?:it|that|this|barking|the barking) (?:to )?(?:count|counts|qualif(?:y|ies)) as a violation\b"
                                        r"|\bhow (?:do|can) (?:i|we) (?:get|make) (?:the )?town (?:to )?(?:do something|act|step in|do anything)\b", re.I)),
    # Not farm animals in a pasture: § 95-16's '"caged" does not include farm fencing used to confine farm animals'
    ("shade", re.compile(r"^(?!.*\b(?:horses?|ponies|cows?|cattle|steers?|goats?|sheep|pigs?|hogs?|livestock|paddock|pasture)\b).*?"
                         r"(?:\bshade\b|\bheat exhaustion\b|\bheat ?stroke\b|\b(?:for|from|against|out of) the (?:sun|sunlight|summer sun)\b)", re.I | re.S)),
    ("keep_neighbors_pet", re.compile(r"\b(?:neighbou?r'?s?|someone'?s|somebody'?s|another person'?s|their|her|his) (?:\w+ )?(?:cat|dog|kitty|kitten|puppy)\b[^?]*"
                                      r"\b(?:keep (?:her|him|it)(?! (?:on|in|inside|tied|leashed|enclosed|confined|contained|fenced|under|at home|home)\b)"
                                      r"|adopt (?:her|him|it)|take (?:her|him|it) in)\b", re.I)),
    ("neighbor_notice", re.compile(r"\b(?:tell|notify|let)\b[^.?!]{0,25}\bneighbou?rs?\b|\bneighbou?rs?\b[^.?!]{0,25}\b(?:know|notified|notice|sign off|permission)\b"
                                   r"|\b(?:do|need)\b[^.?!]{0,25}\b(?:with|from|for) (?:my|the|our) neighbou?rs?\b"
                                   r"|\bwho (?:do|must|should|would) (?:i|we) (?:have to |need to )?(?:notify|tell|inform)\b"
                                   # "which neighbors do I have to tell and how far ahead?" (trial 216 r22)
                                   r"|\bneighbou?rs?\b[^.?!]{0,30}\b(?:tell|notify|inform|warn)\b"
                                   r"|\b(?:shouldn'?t|should|weren'?t|wasn'?t|were|was) (?:we|i|the neighbou?rs) (?:have )?(?:been )?(?:told|notified|informed|warned|asked)\b", re.I)),  # trial 47 m22
    # "Our dog has something contagious ... We're moving next week, can we just bring him with us?" (trial 98 r25)
    ("move_diseased", re.compile(r"^(?=.*\b(?:contagious|infectious|infected|diseased|disease)\b)"
                                 r"(?!.*\b(?:dog park|park|public|store|show|fair|event|class|daycare|groomer)\b).*?\b(?:move|moving|moved|bring|take|taking|drive|driving|haul|send|"
                                 r"transport\w*|ship\w*|relocat\w*|remov\w*)\b[^.?!]*\b(?:him|her|it|them|the dog|the cat|the animal|with us|"
                                 r"new (?:house|home|place)|premises|another|elsewhere)\b", re.I | re.S)),
    ("who_handles", re.compile(r"^(?!.*\b(?:raccoons?|skunks?|fox(?:es)?|deer|coyotes?|bats?|wild\w*|opossums?|possums?)\b).*?(?:\bwho(?:'s| is) in charge\b|\bwho (?:deals|handles|takes care of|is responsible for)\b|\bwho (?:do|should|can) (?:i|we) (?:call|contact|report (?:it|this|that) to)\b)", re.I | re.S)),
    # trials 23 and 24 (session 7)
    ("person_beating", re.compile(r"\b(?:man|woman|guy|lady|neighbou?r|he|she|someone|somebody|kid|boy|girl|owner)\b[^.?!]{0,60}\b(?:hitting|hits|hit|beating|beats|beat"
                                  r"|kicking|kicks|kicked|punch\w*|whipp\w*|smack\w*)\b (?:his|her|their|the|a) (?:\w+ )?(?:dog|cat|horse|animal|pet|puppy)\b"
                                  # "barely feeds his dog and I've seen him hit it" (trial 107 r28)
                                  r"|\b(?:his|her|their) (?:\w+ )?(?:dog|cat|horse|animal|pet|puppy)\b[^.?!]{0,60}\b(?:seen|saw|watched|heard) (?:him|her|them) "
                                  r"(?:hit|hitting|beat|beating|kick|kicking|punch\w*|whip\w*|smack\w*)\b", re.I)),
    # "just moved to the town of cedarburg with my 2 yr old lab. how long do i have to get him a rabies shot?" (trial 79
    # r01): read by the rabies rule itself (bot.rules.licensing), for a dog of five months or more; a certificate or
    # papers mentioned is the brought_in_certified fact instead
    # a certificate named is another point ("a certificate from our old vet in Illinois"), unless it has run out (trial 124 r01)
    # paperwork "lost" is no certificate to show: "moved ... with my 2 yr old lab ... we lost his old paperwork" (trial 283 r01)
    ("brought_in", re.compile(r"^(?!(?!.*\b(?:expired|ran out|run out|runs out|out of date|lapsed|no longer current|lost|missing"
                              r"|misplaced|can'?t find|cannot find|couldn'?t find)\b)"
                              r".*\b(?:certificate|papers?|paperwork|proof|records?|tags?)\b)"
                              # "just got a 7 month old puppy from a breeder up north" (trial 187 r01): the text's "obtains the dog"
                              r"(?=.*\b(?:moved|moving|move|brought|bringing|relocat\w*|new to|adopted|rescued"
                              # not "just got a puppy" with no age: a puppy is vaccinated at five months (trial 189 r01)
                              r"|(?:got|bought|obtained|purchased|picked up) (?:a|an|our|my|this|the) (?:[\w-]+ ){0,4}?(?:dog|rescue|lab|retriever|shepherd|terrier|beagle|poodle|doodle|husky|mutt)\b"
                              r"(?! (?:a|his|her|its|their|the) (?:rabies )?(?:shots?|vaccin\w*|booster))"
                              r"|(?:got|bought|obtained|purchased|picked up) (?:a|an|our|my|this|the) (?:\d+|\w+)[- ](?:months?|mos?|years?|yrs?)[- ]old (?:\w+ )?(?:pup|puppy))\b)"
                              r"(?=.*\b(?:rabies|shots?|vaccin\w*)\b).*?\b(?:how long|how much time|how soon|deadline|by when"
                              r"|when (?:do|does|must|should|will) (?:i|we|he|she|it|they|the dog) (?:need|have|get|be))\b",
                              re.I | re.S)),
    ("how_long_redeem", re.compile(r"\bhow (?:long|many days) (?:do|does|will) (?:i|we|you|they|he|she|the owner|an owner|owners) have\b|"
                                   # "how long will they hold him before i can get him back" (trial 160 r06)
                                   r"\bhow (?:long|many days) (?:will|do|does|can|would) (?:they|the pound|the shelter|animal control|the officer) (?:hold|keep)\b|\bdeadline\b|\bbefore (?:they'?re|it'?s|he'?s|she'?s) gone\b|\bhow much time\b"
                                   r"|\bwhat happens if (?:i|we) (?:don'?t|do not|can'?t|cannot|never) pay\b"  # trial 108 r16
                                   # "how long does he get to take them back before theyre treated like strays?" (trial 218 r16)
                                   r"|\bhow (?:long|many days|much time) (?:do|does|will|would) (?:i|we|you|they|he|she|the owner) (?:get|have) to "
                                   r"(?:take|get|claim|pick|redeem|reclaim)\b"
                                   # "How long before the dog can be treated as a stray and adopted out?" (trial 272 r16)
                                   r"|\bhow (?:long|many days|much time) (?:before|until|till) [^.?!]{0,40}\b(?:treated (?:as|like) (?:a )?strays?"
                                   r"|adopted out|re-?homed|sold|get rid of|dispose of|put (?:him|her|it|them) down|euthani[sz]\w*)\b", re.I)),
    # rodent bait on the resident's own premises (trial 26 s17), not a neighbour's poison that reached a pet
    ("own_premises_poison", re.compile(r"^(?=.*\b(?:my|our) (?:own )?(?:garage|house|home|barn|basement|shed|property|yard|premises|land|farm)\b)"
                                       r"(?!.*\bneighbou?r'?s? (?:put|puts|left|set|laid|spread)\b)"
                                       r".*?(?:\b(?:rat|mouse|mice|rodent|pest|gopher|mole)s?\b[^?]*\b(?:bait|poison\w*)\b|\b(?:bait|poison\w*)\b[^?]*\b(?:rats?|mice|mouse|rodents?|pests?)\b)", re.I | re.S)),
    ("loose_in_public", re.compile(r"\b(?:wander\w*|loose|running around|roam\w*|got out|get out|gets out|out)\b[^.?!]*\b(?:street|road|sidewalk|highway|public|neighbou?rhood|block)\b", re.I)),
    ("on_leash", re.compile(r"\bon (?:a |his |her |the )?(?:harness (?:and|or|with) (?:a )?)?leash\b[^?]*\b(?:count|considered|running at large|at large|loose)\b|\bleashed (?:\w+ )?(?:is|at large|count)"
                            r"|\b(?:count|considered)\b[^?]*\bat large\b[^?]*\bleash", re.I)),
    # How many of an animal a household may keep: routes a misread limit question (trial 19 v21,
    # "how many dogs am I allowed? ... zoned R-1" came back as a chicken question); no lead of its own.
    # trials 27 and 28 (session 8)
    # not "It doesnt even poop there, just digs" (trial 94 r10)
    # not when the animal digs or tears things up: "digging up my flower beds ... or only if it poops in my yard" (trial
    # 240 r10) is the damage rule, which names both
    ("fouling", re.compile(r"^(?!.*\b(?:doesn'?t|does not|don'?t|do not|never|not|isn'?t|aren'?t)\b(?:\s+\w+){0,2}\s+(?:poop\w*|crap\w*|defecat\w*|pee\w*))"
                           r"(?!.*(?<!doesnt )(?<!doesn't )(?<!not )(?<!never )(?<!dont )(?<!don't )(?<!didnt )(?<!didn't )"
                           r"\b(?:dig|digs|digging|dug|tears? up|tearing up|tore up|trampl\w*|uproot\w*|ripp\w+ up|rips? up)\b)"
                           r"(?=.*\b(?:poop\w*|crap(?!py|pier|piest)\w*|shit\w*|feces|droppings|dog waste|defecat\w*|dung|turds?)\b)"
                           r"(?=.*\b(?:lawn|yard|grass|garden|flower ?beds?|property|driveway)\b)", re.I | re.S)),
    # trial 72 r06; "because my neighbor called ... nobody from the town even saw it" (trial 104 r06)
    # "can an officer really just take him because she complains??" (trial 258 r06)
    # "impound my dog because my neighbor claims it barks all the time? Nobody from the town has ever heard it" (trial 276 r06)
    ("impound_grounds", re.compile(r"\b(?:just )?because (?:i|we|she|he|they|someone|somebody|(?:a|the|my|our|a single|one) neighbou?rs?) "
                                   r"(?:call\w*|phone\w*|complain\w*|report\w*|claim\w*|alleg\w*)\b|"
                                   r"\b(?:nobody|no one|no-one)\b[^.?!]{0,40}\b(?:saw|seen|witnessed|heard)\b|"
                                   r"\bon (?:her|his|their|my|a|the|one) (?:neighbou?r'?s )?(?:word|say-?so|complaint)\b|\bjust because (?:a|the|my|our|one) neighbou?r\b"
                                   r"|\b(?:based|just) on (?:a|the|one) (?:neighbou?r'?s? )?(?:complaint|call|word)\b|\bwithout (?:any )?(?:proof|evidence|seeing it)\b"
                                   r"|\b(?:never|didn'?t|did not) (?:saw|see) (?:it|anything|that)\b|\b(?:nobody|no one|no-one) signed\b"
                                   r"|\bjust by (?:calling|complaining|phoning|reporting|saying so)\b"  # trial 44 l06
                                   # "can they just come take him because he says so?" (trial 266 r06)
                                   r"|\bbecause (?:he|she|they|someone|somebody|a neighbou?r|my neighbou?r) (?:says?|said) so\b"
                                   r"|\bwhat (?:does|do) (?:the |an |a )?(?:officer|deputy|constable|warden|police|animal control)s?\b[^.?!]*\b(?:need|have to have)\b[^.?!]*\bimpound"
                                   r"|\b(?:needs?|required?|has to have|must have)\b[^.?!]*\bbefore (?:he |she |they |an officer |the officer )?(?:can )?(?:impound|seiz|tak)\w*"
                                   r"|\b(?:officer|deputy|constable|warden|police|animal control)\b[^.?!]*\b(?:never|not|hasn'?t|didn'?t|did not)\b(?: \w+){0,2}? (?:seen|saw|see|witness\w*|heard)\b"
                                   # "will an officer just come take it? dont they have to see it themselves?" (trial 250 r06)
                                   # "or does an officer have to actually see it running around" (trial 278 r06)
                                   r"|\b(?:have|need|got) to (?:actually |personally |really |first )?(?:see|witness|hear) (?:it|that|this|the (?:dog|cat|animal|violation))"
                                   r"(?: \w+)?(?: themselves| himself| herself| first| in person)?\b", re.I)),
    ("husbandry", re.compile(r"^(?=.*\b(?:cattle|cows?|steers?|heifers?|calves|horses?|ponies|sheep|goats?|pigs?|hogs?|swine|livestock|farm animals)\b)"
                             # "need a barn? we raise them the same way everybody around here does" (trial 230 r15)
                             r"(?=.*\b(?:more than (?:that|this|what)|more stringent|stricter|husbandry|the (?:same )?way (?:everyone|everybody|every farmer|farmers|other farmers|most farmers)|"
                             r"(?:need|needs|have to have|require|requires|required to have) (?:a |an |to have a |to build a |to get a )?(?:real |proper |heated |indoor )?barn\b|"
                             # "with a windbreak and a run-in, like every farmer around here" (trial 170 r15)
                             r"like (?:every|most|all|other|any) (?:other )?farmers?|windbreaks?|run-?ins?\b|"
                             # "beef cattle on my farm ... do i have to build them some kind of barn like you would need for a dog?" (trial 64 r15)
                             r"(?:build|put up|construct)\w*\b[^.?!]*\b(?:barn|shed|shelter|building)s?\b|"
                             # "Do the animal shelter rules mean I need some fancy barn like for pets?" (trial 80 r15)
                             r"(?:fancy|heated|insulated|special|big|nice) (?:barn|shed|shelter|building|stable)s?\b|"
                             r"(?:barn|shed|shelter|building|stable)s?\b[^.?!]*\blike (?:for |a |the |you would for )?(?:house ?)?(?:pets?|dogs?)\b|"
                             # "Do the animal shelter rules mean I need barns that meet pet standards for my beef cattle" (trial 154 r15)
                             r"(?:barn|shed|shelter|building|stable)s?\b[^.?!]*\b(?:pet|dog|house ?pet)s?'? (?:standards?|rules?|requirements?)\b|"
                             # "hold my beef cattle to the same shelter standards as somebody's pet dog?" (trial 66 r15)
                             r"same (?:kind of |type of )?(?:shelter |housing )?(?:standards?|rules?|requirements?) as\b|"  # trial 112 r15: "housing"
                             # "Do my horses out in the pasture need the same kind of shelter as a dog would?" (trial 184 r15)
                             r"same (?:kind of |type of |sort of )?(?:shelter|housing|barn|shed)s? as (?:a |the |my |your )?(?:dogs?|pets?|cats?)\b|"
                             # "my horses live out in the pasture with no barn" (trial 68 r15)
                             r"\bno (?:barn|shed|stable|run-?in)\b|"
                             # "do the animal shelter rules apply the same way to my beef cattle?" (trial 120 r15)
                             r"\bapply (?:the same(?: way)?|equally|in the same way)\b|(?:shelter|care) (?:rules?|requirements?|standards?)\b[^.?!]{0,40}\bapply\b|"
                             r"(?:normal|standard|regular|usual|ordinary|typical|accepted) (?:farm|farming|agricultural)|like every (?:other )?farm|"
                             r"require more|make me do more|fancier|than (?:other|most|the other|my neighbou?ring) (?:farmers|farms)|"
                             r"(?:higher|stricter|tougher|better) standard|than (?:what )?(?:other )?farmers"
                             r"|(?:than|beyond) (?:what'?s |what is |what'?s considered |is )?(?:normal|usual|typical|standard|customary|common|accepted)"  # trial 46 i15
                             r"|(?:better|nicer|bigger|more) (?:housing|shelter|barns?|sheds?|buildings?) than"
                             r"|require\w* (?:me|us|farmers|them) to (?:build|put up|provide) (?:a |an )?(?:barn|shelter|shed|building)s?"
                             r"|(?:have|need) to (?:build|put up) (?:a |an )?(?:barn|shed|building)s?)\b)", re.I | re.S)),  # trial 50 h15
    ("indoor_trap", re.compile(r"\b(?:mouse|mice|rat|snap|glue)\s*traps?\b|\btraps?\b[^?]*\b(?:in|inside) (?:my|the|our) (?:own )?(?:kitchen|house|home|basement|garage|attic|barn|pantry|cellar|building|shed)\b"
                                # "setting a live trap for a mouse inside my own house" (trial 108 r18)
                                r"|\btraps?\b[^?]*\bfor (?:a |the )?(?:mouse|mice|rats?)\b"
                                # "A squirrel got into our basement. Can I just set a trap down there" (trial 220 r18)
                                r"|\b(?:in|into|inside) (?:my|the|our) (?:own )?(?:kitchen|house|home|basement|garage|attic|pantry|cellar|walls?)\b"
                                r"[^?]*\b(?:set|put|use|place)\w* (?:a |some )?(?:live )?traps?\b"
                                # "theres a raccoon living in my attic and i want to trap it myself" (bench t104-r18)
                                r"|\b(?:in|inside|within) (?:the |my |our |a |his |her )?(?:pole )?(?:garage|barn|basement|attic)\b[^?]*\btrap"
                                r"|\btraps?\b[^?]*\b(?:in|inside|within) (?:the |my |our |a )?(?:pole )?(?:garage|barn|basement|attic)\b", re.I)),
    # "how close to my house can the coop go? ... can the run fence be 8 feet tall?" (trial 190 r23): both points
    ("coop_house_fence", re.compile(r"^(?=.*\b(?:how (?:far|close)|distance)\b[^?]*\b(?:house|home|residence|garage)\b)"
                                    r"(?=.*\bfenc\w*\b[^?]*\b(?:\d+|six|seven|eight|ten) ?(?:feet|foot|ft)\b|.*\bhow (?:tall|high)\b[^?]*\bfenc)", re.I | re.S)),
    ("coop_house", re.compile(r"\bhow (?:far|close)\b[^?]*\b(?:from|to) (?:my|the|our) (?:own )?(?:house|home|residence|garage)\b"  # "my own house" (trial 134 r23)
                              r"|\b(?:coop|run)\b[^?]*\b(?:far|close|distance)\b[^?]*\b(?:house|home|residence)\b", re.I)),
    # "At what point is it officially a vicious dog?" (trial 66 r05): § 95-6's test, not the bite duties of § 95-9
    # "does that one bite make it a vicious dog" (trial 276 r05)
    ("vicious_test", re.compile(r"\b(?:does|would|will|is) (?:that|this|it|(?:(?:that|this|a|just|the) )?(?:one |single |1 )?(?:bite|nip)) (?:count as|make (?:him|her|it|the dog)(?: count)?(?: as)?|qualify as) (?:a |an )?vicious\b"  # trial 82 r05
                                r"|\b(?:when|at what point|what (?:actually |exactly |really )?makes|what counts as|what does it (?:actually |really |exactly )?take|what(?:'?s| is) it take|how many bites|how many times)\b[^?.!]*\b(?:is|be|as|consider(?:ed|s)?|counts?|call|calls|called|declared?|declares|deems?|deemed|label|labels|classif\w*|become|becomes|make|makes)\b"
                                r"(?: \w+){0,3}? (?:a |an )?[\"'\u201c\u2018]?vicious\b|\bvicious (?:dog )?(?:mean|means|defined|definition)\b|\bdefin\w* (?:of )?(?:a )?vicious\b"
                                r"|\bwhat (?:actually |exactly |really )?makes (?:a |an |the |my |our |his |her )?(?:\w+ ){0,2}(?:count as |considered )?[\"']?vicious\b", re.I)),
    ("declared_vicious", re.compile(r"\b(?:declared|label+ed|deemed|designated|ruled|found|classified|considered)\b(?: \w+){0,3}? (?:as )?(?:a )?vicious\b"
                                    r"|\bvicious (?:dog )?(?:designation|label|status|finding|order)\b|\b(?:is|was|been) (?:declared )?vicious\b", re.I)),
    ("others_abandoned", re.compile(r"\b(?:tenants?|neighbou?rs?|they|previous owners?|former owners?|someone|somebody|the family|people)\b[^.?!]{0,90}"
                                    r"\b(?:left|abandoned|dumped|leaving)\b[^.?!]{0,40}\b(?:cats?|dogs?|animals?|pets?|kittens?|pupp(?:y|ies)|rabbits?|it|him|her|them|behind)\b", re.I)),
    # "a dog with a collar has been hanging around my yard; I don't know whose it is: can I just drive it to my brother's
    # farm in another county?" (trial 31 j19): § 95-20
    ("take_stray_away", re.compile(r"^(?=.*\b(?:whose|stray|not (?:mine|ours)|don'?t know (?:who|whom)|no idea who|hanging around|showed up|wander\w* (?:in|up|into|over)"
                                   r"|from (?:down|up) the (?:road|street)"  # "a dog from down the road keeps wandering into my yard" (trial 124 r19)
                                   r"|next door|neighbou?r'?s (?:dog|cat|pup|puppy|kitten|\w+)"  # "my neighbor's beagle" (trial 53 a19)
                                   # "found a dog running loose with no tags and drove it over to my sisters place" (266 r19)
                                   r"|found (?:a|this|the|some) (?:\w+ )?(?:dog|cat|pup|puppy|kitten))\b)"
                                   r"(?=.*\b(?:drive|drove|take|took|bring|brought|carry|carried|drop|move|give|gave|rehome)\w* (?:it|him|her|the (?:dog|cat|pup|kitten))\b[^.?!]{0,60}"
                                   r"\b(?:farm|county|town|shelter|home|away|out of|over to|to (?:my|a|the|his|her|him|them|their|our))\b)", re.I | re.S)),
    # "And can the police take the dog to have it checked?" after a bite answer (trial 55 c08): § 95-9's surrender on demand
    ("surrender_exam", re.compile(r"\b(?:police|officer|deputy|constable|warden|animal control|humane officer|they|the town)\b[^.?!]*"
                                  r"\b(?:take|taking|took|demand|make (?:me|us) (?:hand|give))\w*\b[^.?!]*\b(?:checked|check(?:ed)? out|examin\w*|looked at|observ\w*|tested)\b", re.I)),
    # "A humane society agent took my cat from my porch without asking me: isn't that catnapping?" (trial 58 f19): the
    # officers' exception of § 95-20 is the point, and it goes before "taken_from_me" below
    ("official_taker", re.compile(r"^(?=.*\b(?:without (?:(?:my|our|the owner'?s) )?(?:asking|consent|permission|telling)|dog-?napping|cat-?napping|steal\w*|stole|theft"
                                  r"|never (?:agreed|consented|gave (?:permission|consent)))).*?"
                                  r"\b(?:humane (?:society )?(?:agent|officer|worker|guy|lady|person|investigator)s?|humane society|police(?: officer)?"
                                  r"|officers?|deputy|deputies|sheriff|animal control(?: officer)?|warden|constable)\b[^.?!]{0,80}"
                                  r"\b(?:took|taken|take|takes|seized|grabbed|removed|picked up)\b[^.?!]{0,40}\b(?:my|our)\b", re.I | re.S)),
    # "My ex came to my house ... and took my dog out of the yard ... I never agreed to it" (trial 55 c19): § 95-20
    # "my ex took my cat with her when she moved out, never asked me" (trial 265 r19)
    ("taken_from_me", re.compile(r"^(?=.*\b(?:never (?:agreed|gave|said|consented|ok'?d|asked)|without (?:my )?(?:consent|permission|asking|telling)"
                                 # "the kid next door took my cat home and his family wont give her back" (trial 123 r19)
                                 r"|won'?t (?:give|bring) (?:her|him|it|them) back|(?:won'?t|will not|refus\w* to) (?:return|give back)"
                                 r"|didn'?t (?:agree|consent|say (?:yes|ok))|did not (?:agree|consent)|not (?:agree|consent)\w*)\b)"
                                 # "My neighbor picked up my cat ... and won't give it back" (trial 303 r19)
                                 r"(?=.*\b(?:took|taken|stole|stolen|grabbed|drove off with|keeps|kept|is keeping|picked up|caught|trapped|lured)\b[^.?!]{0,40}"
                                 r"\b(?:my|our) (?:\w+ )?(?:dog|cat|pup|puppy|kitten)\b)", re.I | re.S)),
    # "neighbor has a dog thats like 2 yrs old and its never been licensed is that even legal" (trial 33 a02)
    # "Isnt that against the rules?" asks the other way round from "is it legal?": a "Yes" answers it (trial 261 r15)
    ("is_it_against", re.compile(r"\b(?:is|isn'?t) (?:that|it|this) (?:even |actually |really )?(?:illegal|against (?:the |any )?(?:law|rules?|ordinance))\b", re.I)),
    ("is_it_legal", re.compile(r"\b(?:is|isn'?t) (?:that|it|this) (?:even |actually |really )?(?:legal|illegal|allowed|against (?:the )?(?:law|rules?|ordinance))\b", re.I)),
    ("lives_near_quarters", re.compile(r"\b(?:live|lives|living|reside\w*|bedroom|apartment|house|home)\b[^.?!]{0,80}\b(?:[1-9]\d?|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s*(?:feet|ft)\b(?!\s*(?:long|in length|tall))"  # "my bedroom is maybe 80 feet from their animal room" (trial 144 r12)
                                       r"|\b(?:apartment|flat|home|bedroom)\b[^.?!]{0,20}\b(?:upstairs|above|over|next to|behind)\b[^.?!]{0,20}\b(?:reptile|animal|shop|store|quarters)"
                                       r"|\b(?:living|live|lives|reside\w*) (?:close|near|next) to (?:where|the (?:animals|reptiles|quarters))\b"
                                       r"|\b(?:live|lives|living)\b[^.?!]{0,30}\b(?:above|over|upstairs from|behind|next to|in the back of) (?:the|my|our) (?:shop|store|quarters|clinic|classroom|(?:reptile|animal|snake) room)\b"
                                       # "my tenant lives in the apartment right upstairs" of the shop (trial 208 r12)
                                       r"|^(?=.*\b(?:shop|store|clinic|classroom)\b).*\b(?:live|lives|living)\b[^.?!]{0,40}\b(?:right |directly )?(?:upstairs|above)\b"
                                       # "theres an apartment right upstairs where his tenant lives" (trial 302 r12)
                                       r"|^(?=.*\b(?:shop|store|clinic|classroom)\b).*\b(?:apartment|flat|unit)\b[^.?!]{0,20}\b(?:upstairs|above)\b[^.?!]{0,30}\b(?:lives?|living|resides?)\b", re.I | re.S)),
    # "my neighbor's dog bit my 9 year old son: what is the dog owner required to do now?" (trial 39 p08)
    ("owner_duties", re.compile(r"\bwhat (?:is|are|does|do|must|should) (?:the (?:dog'?s? )?owners?|he|she|they|the neighbou?rs?)\b[^?]*\b(?:required|supposed|obligated|have|need)\b[^?]*\bdo\b", re.I)),
    # "my dog is tied out ...: what am I required to provide for him when the weather turns bad?" (trial 39 p15)
    ("weather_care", re.compile(r"\b(?:provide|give|shelter|need|required)\b[^?]*\b(?:weather|cold|freez\w*|snow\w*|rain\w*|heat|hot|storm\w*)\b"
                                r"|\b(?:weather|cold|freez\w*|snow\w*|rain\w*|heat|storm\w*)\b[^?]*\b(?:provide|shelter)\b", re.I)),
    # "isn't the owner supposed to keep it contained?" (trial 39 p05): the running-at-large rule, not a vicious dog's
    ("keep_contained", re.compile(r"\b(?:supposed|required|obligated|have|need)(?:s)? to (?:keep|contain)\b[^?]*?\b(?:contained|enclosed|fenced|tied|leashed|in|inside|on (?:his|her|their|the) (?:property|land|lot|yard))\b"
                                  r"|\bkeep (?:it|him|her|them|the dog) (?:contained|enclosed|fenced in|tied|on (?:his|her|their) (?:property|land|lot))\b", re.I)),
    # "how many chickens can i have? and can i have a rooster too?" (trial 95 r23): the count and the rooster
    ("how_many_hens", re.compile(r"\bhow many (?:\w+ )?(?:chickens|hens|chooks|birds)\b|\b(?:number of|limit (?:on|of)) (?:chickens|hens)\b"
                                 r"|\b(?:chicken|hen) limit\b"
                                 # "thinking about getting some backyard hens. how many can i have" (trial 179 r23)
                                 r"|^(?=.*\b(?:hens|chickens)\b)(?!.*\b(?:dogs?|cats?|hives?|bees|rabbits?|goats?|ducks?)\b).*\bhow many (?:can|could|may|am|are|do) (?:i|we)\b", re.I | re.S)),
    # "A customer came in with a guide dog. Do I have to let the dog in?" (trial 112 r29): required, not allowed
    # the business's own animal kept on the premises: "what about my own shop cat hanging around the counter?" (trial 300 r29)
    ("shop_animal", re.compile(r"\b(?:shop|store|bakery|caf[eé]|coffee ?shop|restaurant|diner|bar|deli|market) (?:cat|dog|kitty|pet)s?\b"
                               r"|\b(?:my|our) own (?:\w+ )?(?:cat|dog|kitty|pet)s?\b[^?]*\b(?:counter|kitchen|shop|store|premises|bakery|caf[eé]|restaurant)\b", re.I)),
    ("must_admit", re.compile(r"\b(?:do|would) (?:i|we) (?:have|need) to (?:let|allow|admit|serve)\b|\bmust (?:i|we) (?:let|allow|admit)\b"
                              r"|\b(?:required|obligated|forced) to (?:let|allow|admit)\b", re.I)),
    # "A customer asked if she can bring her seeing-eye dog inside. Do I have to say no because we serve food?" (trial 118 r29)
    ("must_refuse", re.compile(r"\b(?:do|would|should) (?:i|we) (?:have|need) to (?:say no|refuse|turn (?:\w+ ){0,2}away|keep (?:\w+ ){0,3}out"
                               r"|kick (?:\w+ ){0,2}out|ban|deny|not (?:let|allow))\b|\bmust (?:i|we) (?:refuse|say no|turn (?:\w+ ){0,2}away)\b"
                               r"|\b(?:required|obligated) to (?:refuse|say no|turn (?:\w+ ){0,2}away)\b", re.I)),
    # "we live in a regular subdivision" (trials 99, 101, 111 and 113, r22 and r23): bees and hens are also subject to
    # private restrictions, covenants, homeowners' association and subdivision rules (§§ 95-23, 95-24)
    ("in_subdivision", re.compile(r"^(?!.*\bnot (?:in |part of )?an? subdivision\b).*\bsubdivision\b", re.I | re.S)),
    ("how_many_dogs", re.compile(r"\bhow many (?:\w+ )?(?:dogs|pups|puppies|doggies)\b|\b(?:number of|limit (?:on|of)) dogs\b|\bdog limit\b", re.I)),
    ("how_many_cats", re.compile(r"\bhow many (?:\w+ )?(?:cats|kitties|rabbits|bunnies)\b|\b(?:number of|limit (?:on|of)) (?:cats|rabbits)\b"
                                 r"|\b(?:\d|three)[- ]cat limit\b|\bcat limit\b", re.I)),
]


# "he's licensed and hasn't bitten anyone" (trial 25 r06): no bite
_NOT_BITTEN = re.compile(r"\b(?:hasn'?t|has not|never|didn'?t|did not|doesn'?t|does not|won'?t|not)\s+(?:ever\s+|once\s+)?(?:bit|bitten|bite|nipped)\b", re.I)


def parse_point(text: str) -> Optional[str]:
    """'how many tags do they give me?' -> 'kennel_tag_count'; None when no listed point is
    asked. Values: FACTS["point"].choices (bot.rules.points.POINT_LEADS says which rules use them)."""
    found = parse_points(text)
    return found[0] if found else None


def _animal_lengths(text: str) -> list:
    """The lengths (inches) a message gives for a wild animal it names; [] when it names none.
    A distance is not a length: "about 20 feet from the reptile room" (trial 34 b12)."""
    if not _WILD_WORDS.search(text):
        return []
    return [_number(m.group(1)) * (12 if m.group(2).lower() in ("foot", "feet", "ft") else 1) for m in _LENGTH.finditer(text)
            if not re.match(r"\s*(?:away|from|of (?:the|my|our|a)|to the|apart)\b", text[m.end():], re.I)]


# § 95-13's two length thresholds (inches) and the words that name their animals.
_LENGTH_THRESHOLDS = ((72, re.compile(r"\b(?:snakes?|pythons?|boas?|anacondas?|constrictors?)\b", re.I)),
                      (30, re.compile(r"\b(?:alligators?|gators?|crocodiles?|crocs?|caimans?|crocodilians?)\b", re.I)))


def smaller_one_under(text: str) -> Optional[str]:
    """"smaller_one_under" when a message gives two lengths of a constrictor (or crocodilian) on either side of
    § 95-13's threshold ("a ball python only gets like 4-5 ft but ... his burmese python which is already 9 feet",
    trial 256 r12), so the answer about the longer one also says the shorter one is under it; else None."""
    lengths = _animal_lengths(text)
    if len(set(lengths)) < 2:
        return None
    for inches, words in _LENGTH_THRESHOLDS:
        if words.search(text) and min(lengths) < inches <= max(lengths):
            return "smaller_one_under"
    return None


def parse_points(text: str) -> list:
    """Every listed point the text matches, in ``_POINTS`` order: "our daughter is home from
    college with her cat: is 4 over the limit?" matches ``school_hive`` too, which only a bees
    answer uses, so the rule that answers takes the first point it has an entry for."""
    return [value for value, pattern in _POINTS if pattern.search(text or "")]


# Which point of a chicken ordinance is asked about (FACTS["chicken_question"]; first match wins).
_CHICKEN_QUESTIONS = [
    # Food made with the eggs (banana bread, cookies): the egg-sale bans name eggs, chicks, by-products.
    ("egg_products", re.compile(r"\b(?:made with|baked|bak(?:e|ing)|cookies?|bread|cakes?|muffins?|pies?|quiche|pasta|noodles|custard)\b[^.?!]*\beggs?\b"
                                r"|\beggs?\b[^.?!]*\b(?:made into|to make|baked|bak(?:e|ing)|cookies?|bread|cakes?|muffins?)\b", re.I)),
    ("slaughter", re.compile(r"\bslaughter\w*|\bbutcher\w*|\bprocess(ing)? (my|our|the) (own )?(chickens|hens|birds)", re.I)),
    ("attached_garage", re.compile(r"\battached garage\b", re.I)),
    ("mobile_coop", re.compile(r"\bmobile\b|\bportable\b|\bchicken tractor\b|\bmovable\b|\bon wheels\b", re.I)),
    # "When is the notice considered served?" after a revocation answer (trial 52 k37)
    ("served", re.compile(r"\b(?:deemed|considered|counted as|count as|officially) served\b|\bwhen (?:is|was) (?:the |a |my )?notice\b[^.?!]*\bserved\b"
                          r"|\bwhen (?:they|it was|it is|it'?s) (?:mail|mailed|sent|send)\b|\bclock starts?\b"  # "when does the clock start ... when they mail it?" (trial 62 s37)
                          r"|\bservice of (?:the )?notice\b[^.?!]*\bwhen\b", re.I)),
    # "a hearing", not "love hearing them in the morning" (a rooster, trial 283 r35)
    ("appeal", re.compile(r"\bappeal\w*|\b(?:a|the|for a|request\w* a|get a|have a|any) hearing\b|\bcontest\w* (the|a|my) revocation"
                          r"|\b(?:fight|challenge|dispute|contest|object to)\w* (?:this|it|that|the (?:revocation|decision|letter))\b", re.I)),
    ("moving_coop", re.compile(r"\b(?:permit|license|licence)\b[^.?!]*\bmove\w* with (?:me|us)\b|\bbuying a (?:new )?(?:house|home)\b[^?]*\b(?:hens|chickens|coop)\b"
                               r"|\b(mov\w*|relocat\w*|enlarg\w*|modif\w*|expand\w*|rebuild\w*)\b[^.?!]*\b(coop|run)\b"
                               r"|\b(coop|run)\b[^.?!]*\b(mov\w*|relocat\w*|enlarg\w*|modif\w*|expand\w*|bigger)\b", re.I)),
    ("lapsed", re.compile(r"\b(stop|stops|stopping|stopped|quit|ceased|paused)\b[^.?!]*\b(keeping|chickens|hens)\b|\bstart (again|back up)\b|\bold permit\b|\brestart\w*"
                          # "took about a year and a half off. do i need a new permit to start up again?" (trial 222 r34)
                          r"|\bstart(?:ing)? (?:up |over )?again\b|\b(?:years?|months?|yrs?|mos?|a while|some time)\s+off\b"
                          r"|\bpermit\b[^.?!]*\bstill (?:good|valid|active|count)\b", re.I)),  # "if I stop keeping chickens for a year, is the permit still good?" (trial 46 i34)
    ("revocation", re.compile(r"\bwhat happens if (?:i|we|they|he|she) (?:get|gets|have|has) (?:another|one more|a third)\b|"
                              # "what happens if I get a few violations on my chicken permit? can they take it away?" (trial 165 r40)
                              r"\b(?:a few|several|multiple|too many|a couple(?: of)?|some|two|three|3) (?:violations|tickets|citations|strikes)\b|\bhow many (violations|strikes|tickets)\b|\b(pull|revoke|take away|lose)\w* (my |your |the |a |his |her |their |our )?(chicken |hen )?(?:permit|licen[cs]e)\b"
                              r"|\b(?:permit|license|licence) (?:\w+ ){0,2}(?:pulled|revoked|taken away)\b"
                              # "what happens to my chicken permit if I get written up a few times" (trial 185 r40)
                              r"|\b(?:written up|wrote (?:me|us) up|cited|ticketed|fined)\b[^.?!]*\b(?:a few|several|multiple|a couple(?: of)?|too many|\d+|two|three|more) times\b"
                              r"|\b(?:take|pull)\w* (?:my|your|the|a|his|her|their|our) (?:chicken |hen )?permit away\b", re.I)),  # trial 45 o37
    ("on_building", re.compile(r"\bon (?:top of )?(?:the |my |our )?(?:(?:detached|attached|unattached|old|flat|small|storage|garden|tool) )?(?:garage|shed|house|building|roof)\b|\broof ?top\b|\bon top of (?:it|that)\b|\bflat roof\b", re.I)),
    ("coop_location", re.compile(r"\b(front|side) ?yard\b|\bside of (the|my|our) (house|home)\b|\bnext to (the|my|our) house\b|"
                                 # not "a roof/netting on top of my chicken run" (the run's cover, trial 286 r36)
                                 r"\bbeside (the|my|our) house\b|\bon top of\b(?! (?:my|the|our|a|their) (?:chicken |hen )?run\b)|\broof ?top\b|\bin (my|the|our) (garage|shed)\b|"
                                 # "build the chicken coop into part of my garden shed" (trial 248 r37)
                                 r"\b(?:into|inside|part of) (?:part of )?(?:my|the|our) (?:\w+ )?(?:shed|garage)\b|"
                                 r"\bwhere can (i|we) put\b|\bwhere\b[^.?!]*\b(?:put|place|locate|build|site)\b[^.?!]*\bcoop\b", re.I)),
    ("renewal", re.compile(r"\brenew\w*|\b(every|each) (year|yr)\b|\bredo\b|\bannual\w*|\bexpir\w*|\bhow long (is|does)\b"
                           r"|\byearly\b|\ba (?:one[- ]time|once) thing\b", re.I)),  # "is it a yearly thing?" (trial 217 r33)
    ("illness", re.compile(r"\b(died|dead|dying|death|sick|illness|disease\w*|bird flu|avian)\b", re.I)),
    # "my hens keep flying right over the run fence" (trial 238 r38)
    # "how tall can the fence on my chicken run be" (trial 262 r23): the height, not the netting
    ("run_height", re.compile(r"\bhow (?:tall|high)\b[^.?!]*\b(?:fence|fencing|run)\b|\b(?:fence|fencing|run)\b[^.?!]*\bhow (?:tall|high)\b"
                              # "is there a rule on fence height" (trial 298 r37)
                              r"|\b(?:fence|fencing|run) height\b|\bheight (?:of|for|on) (?:the |a |my )?(?:fence|fencing|run)\b", re.I)),
    # "do i have to clip my chickens wings? someone told me its required" (trial 296 r36): one of three ways, not required
    ("wing_clip", re.compile(r"\b(?:have to|need to|must|required|requirement|mandatory|supposed to)\b[^.?!]*\b(?:clip\w*|wings?)\b"
                             r"|\b(?:clip\w*|wings?)\b[^.?!]*\b(?:required|mandatory|a must|a requirement)\b", re.I)),
    ("run_cover", re.compile(r"\broof\b|\bcover(ed)?\b|\bnet(ting)?\b|\bfl(?:y|ying|ies|ew) (?:right |straight |clean |up and |up )?(?:out|over|away)\b"
                             r"|\bwings?\b|\bclip\w*|\bhow (tall|high)\b", re.I)),
    ("enforcement", re.compile(r"\bwho (?:actually |really )?(enforces|enforce|handles|do (i|we) (even |actually )?(call|report to|contact|complain to|tell))\b|\bwho checks\b"
                               r"|\bwhich (?:village |town )?(?:department|office|agency) (?:actually |really )?(?:enforces|handles|is in charge)\b"  # trial 61 r39
                               r"|\bwho (?:do|should|can|would) (?:i|we) (?:even |actually )?(?:call|report|contact|complain|tell)\b|\bwhere (?:do|can|should) (?:i|we) (?:report|complain)\b", re.I)),
    ("crowing_hen", re.compile(r"\bhens?\b[^?!]*\bcrow\w*|\bcrow\w*\b[^?!]*\bhens?\b", re.I)),
    ("sell_hens", re.compile(r"\bsell\w*\s+(?:my |our |the |two |three |a few |some |old |\d+ )*(?:hens|chickens|birds|roosters)\b(?!\s+eggs)"
                             r"|^(?!.*\b(?:eggs?|chicks?|babies|hatched)\b.*\bsell\w*\s+(?:them|one)\b).*?\bsell\w*\s+(?:them|one)\b"
                             r"|\bsell\w*\b[^.?!]*\b(?:manure|compost|by-?products?|feathers|meat)\b", re.I | re.S)),
    ("coop_build", re.compile(r"\binsulat\w*|\buninsulated\b|\bheat(?:ed|er|ing)?\b[^.?!]*\bcoop\b|\bcoop\b[^.?!]*\b(?:roof|doors?|walls?|heat\w*)\b", re.I)),
    ("handling", re.compile(r"\b(hold|holding|handle|handling|touch\w*|pet|cuddl\w*|kiss\w*)\b[^.?!]*\b(chickens?|hens?|chicks?|birds)\b|\bsalmonella\b|\bwash (our|their|my) hands\b", re.I)),
    ("new_owner", re.compile(r"\b(?:go|goes|transfer\w*|pass\w*|carr(?:y|ies)) (?:over )?(?:with|to) the (?:house|property|home|sale|buyers?|new owners?)\b|\b(sellers?|previous owners?|prior owners?|former owners?)\b[^?!]*\b(permit|coop)\b|\b(bought|closed on|moved into|purchased) (a|the|this) (house|home|property)\b(?=[^?]*\b(?:already|existing|came with|comes with|has an?|had an?|their|the old|left (?:a|the|their))\b[^?]*\b(?:coop|permit|licen[cs]e|chickens|hens)\b)", re.I)),
    ("chicks_count", re.compile(r"\b(chicks|babies|baby chickens|hatched)\b[^?!]*\bcount\b|\bcount\b[^?!]*\b(chicks|babies|baby chickens)\b", re.I)),
    ("neighbor_notice", re.compile(r"\bnotif\w*\b[^.?!]*\bneighbou?rs?\b|\bneighbou?rs?\b[^.?!]*\b(sign off|sign-off|permission|consent|approv\w*|notice)\b"
                                   r"|\btell (the|my|our) neighbou?rs\b", re.I)),
    ("covenants", re.compile(r"\bcovenants?\b|\bhoa\b|\bhomeowners'? ?(association|assn)\b|\bdeed restrict\w*|\bsubdivision (rules|restrictions)\b", re.I)),
    ("multi_family", re.compile(r"\bduplex\b|\bapartments?\b|\bcondo\w*|\bmulti-?family\b|\btwo permits\b|\bboth (units|families|households)\b"
                                # "me and my roommate both want our own flock of hens at the house, can we each get a permit?" (trial 128 r36)
                                r"|\broommates?\b|\bhousemates?\b|\b(?:each|both) (?:get|have|apply for) (?:a|our own|their own|separate) permits?\b"
                                r"|\bseparate permits\b"
                                # "i live in a 4 unit building zoned R-3 ... can each of us tenants get our own chicken permit?" (trial 208 r36)
                                r"|\b(?:\d+|two|three|four|five|six|eight)[- ]unit\b|\beach of us\b[^.?!]*\bpermits?\b"
                                # "could my brother who lives on the same lot get a second one" (trial 152 r36)
                                r"|\b(?:a )?(?:second|another|2nd) (?:one|permit)\b[^.?!]*\bsame (?:lot|parcel|property)\b"
                                r"|\bsame (?:lot|parcel|property)\b[^.?!]*\b(?:a )?(?:second|another|2nd) (?:one|permit)\b", re.I)),
    # "Do I need a permit to keep backyard chickens?" (trial 35 c45): last, so any narrower point wins
    # not "do we need a new permit each spring?" (the lapse rule: trial 14 p40)
    ("needs_permit", re.compile(r"^(?!.*\b(?:new|another|second|separate|again|each|every|renew\w*|still|anymore)\b)(?:.*?)"
                                r"(?:\b(?:do|does|will|would) (?:i|we|you|one|they|he|she) (?:need|have to (?:get|have)|require)\b[^?]*\b(?:permit|license|licence)\b"
                                r"|\bis (?:a |there a )?(?:permit|license|licence) (?:required|needed)\b)", re.I | re.S)),
]


def parse_chicken_question(text: str, about_chickens: bool = False) -> Optional[str]:
    """'do I have to renew my chicken permit every year' -> 'renewal'; None if no specific point.
    The message must name chickens, unless ``about_chickens`` (a follow-up in a conversation about
    them: "Can I butcher them in my backyard?", trial 47 m35)."""
    if not about_chickens and not re.search(r"\b(chickens?|hens?|coops?|chicks?|roosters?|poultry|flock|meat birds|broilers?)\b", text or "", re.I):
        return None
    for value, pattern in _CHICKEN_QUESTIONS:
        if pattern.search(text):
            if value == "appeal" and re.search(r"\bhow many (?:violations|strikes|tickets)\b|\bhow (?:can|could|do|would|might) (?:i|we|you|someone) lose\b"
                                               # "Why can they do that and can I fight it?" (trial 147 r40)
                                               r"|\bwhy (?:can|could|would|are|is|did|do|does)\b|\bon what (?:grounds|basis)\b|\bwhat (?:are the )?grounds\b"
                                               # "what can get my chicken permit revoked ...? and can i fight it" (trial 161 r40)
                                               r"|\bwhat (?:can |could |would |will |might )?(?:gets?|causes?|makes?) (?:my |a |the |your )?(?:chicken |hen )?(?:permit|license)\b"
                                               # "what would make them take away my chicken permit? and can i fight it" (trial 179 r40)
                                               r"|\bwhat (?:can |could |would |will |might )?(?:gets?|causes?|makes?) (?:them|the village|the board|someone|you) (?:to )?(?:take away|revoke|pull|yank)\b"
                                               # "how can a chicken permit get taken away in the village of westfield? and can i
                                               # fight it" (trial 211 r39)
                                               r"|\bhow (?:can|could|do|does|would|might|will)\b[^.?!]*\b(?:taken away|take (?:it |my permit )?away|revoked?|pulled|yanked)\b"
                                               # "my chicken permit is being revoked. How does that happen and can I fight it?" (trial 301 r39)
                                               r"|\bhow (?:does|did|do|would|could|can|will) (?:that|this|it|revocation) (?:happen|work)\b"
                                               # "What could get it taken away, and can I fight it?" (trial 289 r39)
                                               r"|\bwhat (?:can |could |would |will |might )?(?:gets?|causes?|makes?) (?:it|my permit|the permit|them) (?:taken away|revoked|pulled|yanked)\b"
                                               # "what happens if i get a few violations on my chicken permit ..., can they take
                                               # it away? can i fight it" (trial 263 r40)
                                               r"|\bwhat happens if\b[^.?!]*\b(?:violations|tickets|citations|strikes)\b", text, re.I):
                # "How many violations before the Village ... takes away my chicken permit? and can I fight it" (trial 71
                # r39), "how can I lose my chicken permit, and can I fight it?" (trial 131 r39), "Why can they do that and can
                # I fight it?" (trial 147 r40): the revocation answer gives
                # the grounds and the hearing both
                return "revocation"
            # Two points one answer covers: "on the flat roof of my detached garage? Or else in the side yard?" (the
            # location answer says both, trial 76 r37); "renew my chicken permit every year? also ... making the coop
            # bigger" (the renewal answer says a modified coop needs a new permit, trial 76 r35)
            if value == "on_building" and re.search(r"\b(?:front|side) ?yard\b|\bside of (?:the|my|our) (?:house|home)\b"
                                                    r"|\b(?:next to|beside) (?:the|my|our) house\b", text, re.I):
                return "coop_location"
            if value == "moving_coop" and re.search(r"\b(?:every|each) (?:year|yr)\b|\bannual\w*|\byearly\b", text, re.I):
                return "renewal"
            return value
    return None


def all_concerns(text: str) -> list:
    """Every point-asked value the text matches, in FACTS["concern"] order (for the fallback's
    hints: "hit my dog on the road ... the vet bill" is a vehicle accident, not medical care)."""
    return [value for value, pattern in _CONCERNS if pattern.search(text or "")]


def parse_concern(text: str) -> Optional[str]:
    """'can I put rat poison in my garage' -> 'poison'; 'dog tied outside in winter' ->
    'shelter'; None when no provision-specific word is used. Values: FACTS["concern"].choices."""
    text = text or ""
    if _ADOPTED_FROM_SHELTER.search(text):
        # "we just adopted an 8 month old lab from a shelter up north ... shelter didnt give us any paperwork" (trial 160
        # r01): the shelter the dog came from, not the shelter an animal must have
        text = re.sub(r"\bshelters?\b", "", text, flags=re.I)
    for value, pattern in _CONCERNS:
        if pattern.search(text):
            return value
    return None


_ADOPTED_FROM_SHELTER = re.compile(r"\b(?:adopt\w*|got|rescued|took in|bought)\b[^.?!]{0,60}\b(?:from|at|through|out of) (?:a|the|an?) "
                                   r"(?:\w+ )?(?:animal )?(?:shelter|humane society|rescue)\b", re.I)


# A negation up to three words before a phrase: "no kennel license", "we don't have a game farm license".
# A tag that is no longer there: "lost his tag", "the tag fell off", "chewed off his rabies tag and it's gone" (trial 44 l01).
_TAG_GONE = r"(?:lost|missing|fell off|came off|chewed(?: off| up)?|gone|broke|broken|torn off|ripped off|destroyed)"
_NEGATION = r"(?:\b(?:no|without|not|never|dont|doesnt|didnt|havent|hasnt)|n't)\b"
_NEGATED = _NEGATION + r"(?:\s+\w+){0,3}\s+"
# up to four words between: "I dont have any kind of game farm license" (trial 230 r12)
_NEGATED_WIDE = _NEGATION + r"(?:\s+\w+){0,4}\s+"


def _age_months(m: "re.Match[str]") -> float:
    """The months of an ``_AGE`` match: "a year and a half old" -> 18.0."""
    return round((_number(m.group(1)) + (0.5 if m.group(3) else 0)) * _MONTHS_PER[m.group(2).lower()], 1)


def parse_age_months(text: str) -> Optional[float]:
    """'10 weeks' -> 2.3, '3 years old' -> 36.0, 'four months' -> 4.0 (months, 1 decimal)."""
    if says_dont_know(text):
        return DONT_KNOW  # type: ignore[return-value]
    m = _AGE.search(text or "")
    if not m:
        return None
    return _age_months(m)


def parse_bare_years(text: str) -> Optional[float]:
    """An age said without a unit, which for a grown animal means years: 'shes 3' -> 3.0,
    "he's about 4" -> 4.0, '3' -> 3.0. None unless the message is just that (1 to 30)."""
    m = re.fullmatch(r"\s*(?:(?:she|he|it)(?:'?s| is)\s+)?(?:about|around|almost|nearly|maybe)?\s*(\d{1,2}(?:\.5)?)\s*[.!]?\s*",
                     text or "", re.I)
    if not m or not 1 <= float(m.group(1)) <= 30:
        return None
    return float(m.group(1))


def parse_animal(text: str) -> Optional[str]:
    if says_dont_know(text):
        return DONT_KNOW
    for pattern, value in _ANIMALS:
        if pattern.search(text or ""):
            return value
    return None


# "my neighbors dog", "our landlords cat" (SMS-style, no apostrophe): someone else's animal, not the resident's
_OTHERS_OWNER = r"(?:neighbou?rs?|friends?|landlords?|landlady|coworkers?|co-workers?|boss|bosses|tenants?|renters?)"


def own_animal_named(text: str) -> Optional[str]:
    """The kind of animal the resident calls theirs: "My cat ... got into a fight with a raccoon"
    -> 'cat'; None if no "my/our <animal>" is said ("my neighbors dog" is not theirs)."""
    for m in re.finditer(r"\b(?:my|our)\s+(?!" + _OTHERS_OWNER + r"\s)((?:[\w/-]+\s+){0,2}[\w/-]+)", text or "", re.I):
        words = m.group(1).split()
        for n in range(1, len(words) + 1):  # "our indoor-outdoor cat" (trial 46 i04): up to three words
            kind = parse_animal(" ".join(words[:n]))
            if kind and kind != DONT_KNOW:
                return kind
    return None


_YES = re.compile(r"^\s*(yes|yeah|yep|y|yup|correct|it is|she is|he is|sure)\b", re.I)
_NO = re.compile(r"^\s*(no|nope|n|not)\b", re.I)


def parse_yes_no(text: str) -> Optional[Any]:
    if says_dont_know(text):
        return DONT_KNOW
    if _YES.search(text or ""):
        return True
    if _NO.search(text or ""):
        return False
    return None


def extract_facts(text: str) -> Dict[str, Any]:
    """Facts stated in passing in a free-text message (only what is clearly said).

    E.g. 'My unvaccinated cat bit a child' -> {'own_animal': True, 'vaccinated': False}.
    Keys: municipality (spelled out, typos read), concern (see parse_concern),
    dog_age_months (months), own_animal, vaccinated, service_dog, kennel (bool),
    activity ('hunting'), exposed_to_rabid_animal, district_rabies_quarantine (bool), and the
    keeping facts (counts, zoning, lengths, dates MM-DD...).
    """
    text = text or ""
    facts: Dict[str, Any] = {}
    # A duration ("deployed for four months", "in 3 weeks") is not the animal's age.
    m = next((a for a in _AGE.finditer(text)
              if not re.search(r"\b(for|in|over|past|last|next|every|within|about|after|away|gone)\s+(the\s+)?$", text[max(0, a.start() - 12):a.start()], re.I)
              or a.group(0).lower().endswith("old")), None)
    # In passing, "a year" is an age only as "a year old" ("in a year" is not); "18 months ago"
    # and "my 14 year old (child) walks him" are not the animal's age.
    if m and re.match(r"\s*(ago|before|later|late|early|overdue|behind|past due|from now|away|left)\b|(?:\s+(?:son|daughter|kid|child|boy|girl|teen\w*))?\s+(?:still |also |even |just )?(?:walks?|to walk|can walk|walking|takes|was|drove|drives|driving)\b"
                      r"|\s+(?:is\s+)?(?:allowed|able|old enough) to\b"
                      r"|\s+(?:son|daughter|kid|child|boy|girl|teen\w*|grandson|granddaughter|nephew|niece|neighbou?r|sister|brother)\b"
                      r"|\s+(?:got|was|has been|had been|just got) (?:bit|bitten|nipped|attacked|scratched)\b",
                      text[m.end():], re.I):
        m = None
    young = re.search(r"^\s*(?:baby\s+|little\s+|young\s+)?(chicks?|ducklings?|bunn(?:y|ies)|rabbits?|fowl|goslings?|keets?|poults?)\b", text[m.end():], re.I) if m else None
    if m and young:  # "10 week old ducklings": the age of the young animals sold (§ 95-14), not a dog's
        facts["sale_age_months"] = _age_months(m)
    elif m and (m.group(1).lower() not in ("a", "an", "half a") or m.group(0).lower().endswith("old") or m.group(3)):
        facts["dog_age_months"] = _age_months(m)
    elif not m and re.search(r"\b(dog|pup|puppy)\b", text, re.I):
        bare = re.search(r"\b(?:she|he)(?:'?s| is) (?:almost |nearly |about |around |over |just |maybe )?(\d{1,2})\b"  # "shes almost 2" (trial 45 o02)
                         r"(?![\s-]*(?:lbs?|pounds|kg|feet|ft|inch|in\b|%|percent|hens?|dogs?|cats?|months?|weeks?|mos?\b|days?))", text, re.I)
        if bare and 1 <= int(bare.group(1)) <= 25:
            facts["dog_age_months"] = float(int(bare.group(1)) * 12)  # "shes 2": a dog's age said in years
    # "my outside dogs", "We have a few beef cows on our farm" (trial 100 r14, r15): the resident's own animals
    if re.search(r"\b(my|our)\s+(?!" + _OTHERS_OWNER + r"\s)(\w+\s+)?(dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|ferrets?|pets?|horses?|cows?|cattle|goats?"
                 r"|sheep|pigs?|hens?|chickens?|rabbits?)\b"
                 # "I keep a few beef cows out on pasture" (trial 282 r15)
                 r"|\b(?:we|i) (?:have|keep|raise|own) (?:a few |some |a couple (?:of )?|\d+ |two |three |four |five )?(?:\w+ )?"
                 r"(?:cows|cattle|horses|goats|sheep|pigs|hens|chickens|dogs|cats)\b", text, re.I) or own_animal_named(text) in ("dog", "cat"):
        facts["own_animal"] = True  # "we keep our husky tied out in the yard" (trial 290 r15): a breed named as theirs
    if re.search(r"\b(?:pupp(?:y|ies)|pups?|kittens?)\b", text, re.I):
        facts["young_named"] = True  # "do I need a license for my puppy?": the age decides, so it is asked
    if re.search(r"\b(unvaccinated|not vaccinated|(?:isn|wasn|aren|weren)'?t vaccinated|no rabies (shot|vaccine)|never (?:been )?vaccinated|never had (?:a |any |their |his |her )?(?:rabies )?shots?)\b"
                 # "our barn cat never got her rabies shot" (trial 66 r04)
                 r"|\b(?:never|not|didn'?t|did not|hasn'?t|has not|haven'?t) (?:ever )?(?:got|gotten|get|had|received|been given) (?:a |any |her |his |its |their )?(?:rabies )?(?:shots?|vaccin\w*)\b"
                 # "She was NOT up to date on her shots" (trial 100 r04); "overdue", "expired", "lapsed"
                 r"|\b(?:not|isn'?t|wasn'?t|aren'?t|weren'?t|never) (?:\w+ )?(?:up to date|up-to-date|current)\b"
                 r"|\b(?:rabies |her |his |its |their )?(?:shots?|vaccin\w*|rabies) (?:is |are |was |were )?(?:overdue|expired|lapsed|out of date)\b"
                 r"|\b(?:overdue|behind) (?:on|for) (?:his |her |its |their )?(?:rabies|shots|vaccin\w*)", text, re.I):
        facts["vaccinated"] = False
    elif re.search(r"\b(vaccinated|immunized|has (its|her|his) rabies shot)\b"
                   # "She's had her shots and wears her tag" (trial 181 r04)
                   r"|\b(?:she|he|it|they)(?:'?s| has| have|'ve) (?:had|gotten|got) (?:all )?(?:her|his|its|their) (?:rabies )?(?:shots?|vaccin\w*)\b|\b(up to date|up-to-date|current) on (his |her |its |their )?(rabies|shots|vaccin\w*)\b"
                   r"|\b(we have|has|with) (the|a|his|her|its) (rabies )?(vaccination )?certificate\b", text, re.I):
        facts["vaccinated"] = True
    if re.search(r"\b(?:not|isn'?t|isnt|aren'?t|never was|no) (?:an? |my )?(?:trained |certified |real |actual )?(?:service|guide|seeing[- ]eye) dog\b", text, re.I):
        facts["service_dog"] = False  # "she's not a service dog" (trial 173 r29)
    elif re.search(r"\b(service dog|guide dog|seeing[- ]eye|lead (a )?(blind|deaf)|hearing dog)\b", text, re.I) and not re.search(
            r"\b(seizure|autism|psychiatric|emotional support|therapy|diabetic|diabetes|mobility|ptsd)\b", text, re.I):
        facts["service_dog"] = True  # § 95-3A(7): dogs trained to lead blind or deaf persons (other service dogs: point)
    if re.search(r"\bkennel\b", text, re.I):
        facts["kennel"] = True
        if re.search(r"\boff[- ]?leash|\boutside\b|\btak(?:e|ing) (?:them|him|her|my \w+|the \w+) (?:out|along)\b|\bloose\b|\bstray\w*|"
                     r"\bleave the kennel\b|\bout of the kennel\b|\boff the property\b", text, re.I):
            facts["kennel_outside"] = True
    if re.search(r"\bhunting\b", text, re.I):
        facts["activity"] = "hunting"
    elif re.search(r"\bfenced\b", text, re.I):
        facts["activity"] = "fenced"
    elif re.search(r"\b(indoors|inside the house|in the house)\b", text, re.I):
        facts["activity"] = "confined_indoors"
    elif re.search(r"\b(competition|dog show)\b", text, re.I):
        facts["activity"] = "competition"
    elif re.search(r"\b(training|trials?|breeding|obedience|agility)\b", text, re.I):
        facts["activity"] = "training"
    if re.search(r"\bgrandfather\w*|\b(since|before|from) (the )?(19[4-8]\d|(the )?(19)?[4-8]0'?s|eighties|seventies)\b|\b1988\b"
                 # "since way before the 3 dog limit came in (1980s)" (trial 178 r21)
                 r"|\bbefore (?:the|any) (?:\w+ ){0,3}(?:limit|rule|ordinance)s? (?:came in|came out|started|existed|was (?:passed|adopted|made))\b", text, re.I):
        facts["grandfathered_1988"] = True
    if re.search(r"\b(previous|prior|former|last) owners?\b|\b(we|i) (just )?(bought|purchased|moved into|rent) (the|this|a|our) (house|home|property|place|farm)\b"
                 r"|\b(?:we'?re|we are|i'?m|i am) (?:buying|purchasing|closing on) (?:a|the|this) (?:house|home|property|place|farm)\b|\bthe sellers?\b"
                 r"|\b(?:we'?re|we are|i'?m|i am) selling (?:the|our|my|this) (?:house|home|property|place|farm)\b[^?]*\b(?:the |our )?(?:buyers?|new owners?)\b", text, re.I):
        facts["new_owner"] = True
        if re.search(r"\bfor (?:decades|ages|many years|years and years|\d+ years)\b|\b(?:it )?was allowed (?:for|to) (?:them|the sellers?|the previous owners?)\b", text, re.I):
            # "The sellers have had 5 dogs there for decades. Can we bring our 4 dogs since it was allowed for them?" (trial 126 r21)
            facts["grandfathered_1988"] = True
    tag = re.search(r"\b(no|without|didn'?t have|doesn'?t have|wasn'?t wearing|not wearing|" + _TAG_GONE + r")\b[^.?!]{0,30}\btags?\b"
                    r"|\btags?\b[^.?!]{0,20}\b" + _TAG_GONE + r"\b", text, re.I)
    if tag and re.search(r"\brabies\b", text, re.I) and not re.search(
            r"\bnot (the|my|his|her) rabies\b|\blicen[cs]e (tag|one)\b|\btown (license |licence )?tag\b", text, re.I):
        facts["tag_lost"] = True
    elif tag:
        facts["no_tag"] = True
        if re.search(r"\b" + _TAG_GONE + r"\b", tag.group(0), re.I):
            facts["license_tag_lost"] = True
    if re.search(r"\b(moved|moving|brought|bringing|relocat\w*|new to)\b", text, re.I) and re.search(
            r"\b(current|valid|up[- ]to[- ]date|still good)\b[^.?!]*\b(certificate|rabies|shots?|vaccin\w*)\b"
            r"|\b(certificate|shots?|vaccin\w*)\b[^.?!]*\b(still current|still valid|still good|current|valid|up[- ]to[- ]date)\b"
            # "she already got her rabies shot back in illinois, do i have to get her vaccinated again" (trial 266 r01)
            r"|\balready (?:got|had|has|gotten) (?:her|his|its|their) (?:rabies )?(?:shots?|vaccin\w*)\b"
            # "he already got his rabies shot back in illinois and we have the certificate" (trial 64 r01)
            r"|\b(?:have|got|has|with) (?:the|a|his|her|its|their|our) (?:rabies )?(?:certificate|vaccination certificate|rabies papers)\b"
            # "already had her rabies shot there (i have the paper)" (trial 76 r01)
            r"|\b(?:i|we) (?:still )?(?:have|got|kept) (?:the|a|his|her|its|their|our|my) (?:rabies |vaccination |vet |shot )?(?:paper|papers|paperwork|proof)\b", text, re.I):
        facts["brought_in_certified"] = True
    elif re.search(r"\b(moved|moving|brought|bringing|just got|adopted|rescued)\b", text, re.I) and re.search(
            # "cant find his rabies paperwork" (trial 66 r01)
            r"\b(?:can'?t|cannot|couldn'?t|could not|unable to) find (?:his |her |its |the |our |my |their )?(?:rabies |vaccination |vet |shot )?(?:papers|records|certificate|paperwork|proof)\b|\blost (?:his |her |its |the |our |my |their )?(?:rabies |vaccination |vet )?(?:papers|records|certificate|paperwork)\b"
            r"|\bno (rabies |vaccination |vaccine |vet |shot |medical )?(papers|records|certificate|paperwork|proof)\b|\bnot sure (if|whether) (she|he|it)('s| is| was) (vaccinated|had)"
            # "her old vet records are kinda lost" (trial 263 r01)
            r"|\b(?:papers|records|certificate|paperwork|proof)\b (?:are|is|got|were|was|went) (?:\w+ )?(?:lost|missing|gone)\b"
            # "shelter didnt give us any paperwork" (trial 160 r01)
            r"|\b(?:didn'?t|did not|never|doesn'?t|does not|don'?t) (?:give|gave|get|got|send|sent|have|has|come with) (?:us |me )?(?:any )?"
            r"(?:rabies |vaccination |vet |shot |medical )?(?:papers|records|certificate|paperwork|proof)\b", text, re.I):
        facts["brought_in_certified"] = False
    if re.search(r"\brabid\b|\bexposed to rabies\b|\b(positive for|had|has|have|having|with) rabies\b", text, re.I):
        facts["exposed_to_rabid_animal"] = True
    if re.search(r"\b(district|area|town)\b.*\b(under|in) (a )?rabies quarantine\b", text, re.I):
        facts["district_rabies_quarantine"] = True
    if re.search(r"\b(wears?|with) (its|her|his|the) (rabies )?tag\b", text, re.I):
        facts["tag_attached"] = True
    elif re.search(r"\bno collar\b|\bwithout (?:a |any )?collar\b|\bcollarless\b|\b(?:doesn'?t|does not|never) (?:wear|have) (?:a |any )?collar\b", text, re.I):
        facts["tag_attached"] = False  # "lets his cat roam all over the place, no collar on it" (trial 57 e04): no tag on a collar
    municipality = parse_municipality(text)
    if municipality not in (None, DONT_KNOW):  # typos the NLU entity misses: "twn of cedarburg"
        facts["municipality"] = municipality
    concern = parse_concern(text)
    if concern == "officer_killed" and re.search(r"\bvicious\b", text, re.I):
        concern = None  # "can the police put a vicious dog down?": the vicious-dog rule, not an injured animal's
    if concern:
        facts["concern"] = concern
    chicken_question = parse_chicken_question(text)
    if chicken_question:
        facts["chicken_question"] = chicken_question
    points = parse_points(text)
    if ("how_long_license" in points and "license_after_acquiring" not in points
            and isinstance(facts.get("dog_age_months"), (int, float)) and facts["dog_age_months"] >= 5
            and re.search(r"\b(?:got|adopted|bought|acquired|rescued|brought (?:\w+ )?home)\b", text, re.I)):
        # "bought a 7 month old puppy from a breeder last week. how long do i have to get it licensed" (trial 282 r03): a
        # puppy past five months, just acquired, has § 95-4's 30 days first (the point's own pattern leaves out puppies)
        points.insert(0, "license_after_acquiring")
    if points:  # one value, or the list of them when the text matches several (first first)
        facts["point"] = points[0] if len(points) == 1 else points
    facts.update(_keeping_facts(text))
    smaller = smaller_one_under(text)
    if smaller and "length_expected" not in facts:  # "5 ft now but she'll hit 7": one animal growing, not two
        point = facts.get("point")
        facts["point"] = (list(point) if isinstance(point, list) else [point] if point else []) + [smaller]
    if facts.get("tag_question") == "wear" and "activity" not in facts and re.search(r"\binside\b|\bindoors\b|\bin the house\b", text, re.I):
        facts["activity"] = "confined_indoors"  # "keep his collar on inside at night?"
    if facts.get("chicken_question") == "crowing_hen" and re.search(r"\b(?:capons?|cockerels?)\b", text, re.I):
        facts.pop("chicken_question")  # "is a capon counted as a rooster? it cant crow so can I keep one with my hens" (trial 66 r35)
    elif facts.get("chicken_question") == "crowing_hen":
        facts.pop("rooster", None)  # "does that make her a rooster?" is about a hen
    return facts


# "b4 i apply" is "before", not the B-4 district (trial 58 f22)
_ZONING = re.compile(r"\b([REACB]-?\d|RD)\b(?!\s+(?:i|we|you|they|he|she|it|the|my|our|applying|apply|getting|get|going|doing|buying)\b)", re.I)
_COUNT_NUM = r"\b(\d+|" + "|".join(w for w in _WORD_NUMBERS if w not in ("a", "an", "half a", "a couple of")) + r")"
_COUNT_OF = re.compile(_COUNT_NUM + r"\+?\s+(?:(?:adult|more|formal|written|grown|backyard|pet|other|house|indoor|outdoor|barn|inside|outside|shop|store|office|farm),?\s+)*(dogs?|hens?|chickens?|cats?|rabbits?|bunnies|hives?|families|complaints?)\b(?![- ](?:limit|rule|max))", re.I)
# a number written as a word is not a length before "in": "keep one in the town" (bench t167-r12)
_LENGTH = re.compile(r"\b(\d+(?:\.\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\s-]*in\b))"
                     r"[\s-]*(inch|in\b|\"|foot|feet|ft)", re.I)
_WILD_WORDS = re.compile(
    r"\b(leopard gecko|leopard tortoise|leopard frog|game ?cock|fighting (?:bird|rooster|cock)|rear[- ]fang(?:ed)? snake|red wolf|(?:pacific |mexican )?ridley(?: sea)? turtle|atlantic green (?:sea )?turtle|green sea turtle|wolf|wolves|caiman|alligator|crocodile|gator|python|boa|constrictor|anaconda|snake|bear|lion|tiger|leopard(?! cat)|"
    r"bearded dragon|chameleon|gecko|axolotl|salamander|newt|poison dart frog|dart frog|praying mantis|mantis|mantises|skink|hawk|owl|eagle|falcon|tarantula|scorpion|sugar glider|hedgehog|capybara|fennec|cheetah|jaguar|lynx|bobcat|ocelot|serval|caracal|sea otter|river otter|otter|polar bear|snow leopard|bengal(?: cat)?|savannah cat|ferret|capuchin(?: monkey)?|marmoset|tamarin|squirrel monkey|spider monkey|macaques?|vicu[nñ]a|cougar|puma|mountain lion|panther|coyote|monkey|chimp\w*|gorilla|baboon|ape|bison|deer|elk|"
    r"moose|ostrich|piranha|shark|hyena|elephant|hippo\w*|rhino\w*|raccoon|fox|skunk|iguana|lizard|parrot|canary|"
    r"turtle|tortoise|fawn|cockatiel|cockatoo|parakeet|budgie|macaw|finch|lovebird|conure|peacock|peafowl|kangaroo|wallab(?:y|ie)|camel|zebra|llama|alpaca|emu)(?:e?s)?\b",
    re.I,
)

# Farm animals and fowl other than chickens (Town § 95-13 list item (28); not chickens under § 195-14A).
_FARM_WORDS = re.compile(
    r"\b(ducks?|ducklings?|geese|goose|turkeys?|guinea ?(?:fowl|hens?)|quails?|pheasants?|pigeons?|doves?|"
    r"ganders?|drakes?|goats?|sheep|lambs?|(?<!guinea )pigs?|hogs?|swine|piglets?|cows?|cattle|calf|calves|steers?|horses?|ponies|pony|donkeys?|mules?|minks?)\b",
    re.I,
)

_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8}
_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MONTH_DAY = re.compile(r"\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b", re.I)


def _mmdd(month: str, day: str) -> str:
    return f"{_MONTHS.index(month[:3].lower()) + 1:02d}-{int(day):02d}"


_CATS_NAMED = re.compile(r"\b(?:cats?|kitt(?:y|ies)|rabbits?|bunn(?:y|ies))\b", re.I)
# "we have 4 right now", "I've got three already": a count said without its noun, in a message about cats or rabbits
_BARE_COUNT_HELD = re.compile(
    r"\b(?:we|i)(?:'ve| have|'ve got| have got| got| own| currently have| already have| now have)\s+"
    r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b"
    r"(?=\s*(?:right now|now|currently|already|at the moment|of them|in total|total|at home|at our house|\(|[.,;?!]|$))", re.I)


def _keeping_facts(text: str) -> Dict[str, Any]:
    """Counts, zoning, lengths, durations and species named in a message (see extract_facts)."""
    facts: Dict[str, Any] = {}
    m = _ZONING.search(text)
    if m:
        code = m.group(1).upper()
        facts["zoning"] = code if "-" in code or code == "RD" else f"{code[0]}-{code[1:]}"
    elif re.search(r"\bestate district\b", text, re.I):
        facts["zoning"] = "E-1"
    elif re.search(r"\bresidential\b", text, re.I):
        facts["zoning"] = "residential"
    elif re.search(r"\bagricultural(ly)?\b|\bfarm ?land\b", text, re.I):
        facts["zoning"] = "agricultural"
    elif re.search(r"\bcommercial\b|\bzoned (?:for )?business\b|\bbusiness(?:-| )zon\w*", text, re.I):
        facts["zoning"] = "commercial"
    first_dogs = adult_cats = None
    for m in _COUNT_OF.finditer(text):
        if re.search(r"\b(?:allows?|allowed|permits|limit (?:of|is)|no more than|maximum of)\s*$", text[:m.start()], re.I):
            continue  # the rule's number, not the resident's: "the village only allows 3 cats" (bench t7-e41)
        n, what = _number(m.group(1)), m.group(2).lower()
        if what.startswith("dog"):
            facts["dog_count"] = n
            first_dogs = n if first_dogs is None else first_dogs
        elif what.startswith(("hen", "chicken")):
            facts["hen_count"] = n
        elif what.startswith("famil"):
            facts["families_on_lot"] = n
        elif what.startswith("hive"):
            facts["hives"] = n
        elif what.startswith("complaint"):
            facts["formal_written_complaints"] = n
        elif what.startswith(("cat", "rabbit", "bunn")) or "adult" in m.group(0).lower():
            facts["count_over_five_months"] = n
            if "adult" in m.group(0).lower() and adult_cats is None:
                adult_cats = n
    if ("count_over_five_months" not in facts and _CATS_NAMED.search(text)
            and not re.search(r"\bkitten|\blitter\b|\bbab(?:y|ies)\b", text, re.I)):
        # "How many cats am I allowed ...? We have 4 right now (all adults)" (trial 279 r30): the count without the noun;
        # not "we have 3 now and someone is giving away kittens" (bench t217-r30), whose kittens the general answer covers
        m = _BARE_COUNT_HELD.search(text)
        if m:
            facts["count_over_five_months"] = _number(m.group(1))
    if (re.search(r"\b(?:our|my|the) (?:\w+ )?cat (?:just |recently )?(?:had|gave birth to|delivered)\b", text, re.I)
            and re.search(_COUNT_NUM + r"\s+other (?:adult |grown )?cats\b", text, re.I) and "count_over_five_months" in facts):
        # "our cat just had 5 kittens and we already have 2 other cats" (trial 150 r30): the mother is a third
        facts["count_over_five_months"] += 1
    if adult_cats is not None and re.search(r"\b(?:kittens?|kits|babies|litter|newborns?)\b", text, re.I):
        # "two adult cats ... one just had four kittens, so we have six cats right now" (trial 60 q30): the adults count
        facts["count_over_five_months"] = adult_cats
    if "formal_written_complaints" not in facts and re.search(
            r"\b(?:filed|made|submitted|sent|lodged|wrote|put in)\b (?:a|one) (?=(?:formal|written))(?:formal,? )?(?:written )?complaint\b", text, re.I):
        facts["formal_written_complaints"] = 1.0  # "one neighbor filed a written complaint ... nobody else has" (trial 48 n11)
        if re.search(r"\b(?:wants?|going|plans?|about|would like|will)\b[^.?!]{0,20}\bfile\b[^.?!]{0,40}\bcomplaint\b[^.?!]{0,15}\b(?:too|also|as well)\b"
                     r"|\b(?:another|a second) (?:formal,? )?(?:written )?complaint\b", text, re.I):
            facts["formal_written_complaints"] = 2.0  # "... wants to file a written complaint too: would that be enough?" (trial 58 f11)
            ago = re.search(_COUNT_NUM + r" (weeks?|days?) ago\b", text, re.I)
            if ago and "days_between" not in facts:  # the first one "two weeks ago", the second now
                facts["days_between"] = _number(ago.group(1)) * (7 if ago.group(2).lower().startswith("week") else 1)
    if "families_on_lot" not in facts and re.search(
            r"\b(?:with|and) (?:another|a second|one other|the other) (?:family|household)\b|\b(?:share|sharing|split)\b[^.?!]*\b(?:duplex|lot|property|house)\b[^.?!]*\b(?:another|other) (?:family|household)\b",
            text, re.I):
        facts["families_on_lot"] = 2.0  # "we share a duplex on a residential R-2 lot with another family" (trial 30 h21)
    if "families_on_lot" not in facts and re.search(r"\b(?:family|families|households?)\b", text, re.I) and re.search(
            r"\b(?:my|our|his|her|their|[a-z]+'?s)\s+(?:\w+'?s?\s+)?(?:family|household) and (?:my|our|his|her|their) (?:family|household)\b"
            r"|\bboth (?:families|households)\b|\btwo (?:families|households)\b"
            # "me and my sisters family share one residential lot ... (duplex) ... since we are separate families" (254 r21)
            r"|\b(?:me|i|we) and my \w+?'?s? (?:family|household)\b|\bseparate (?:families|households)\b", text, re.I) and re.search(
            r"\b(?:same|one) (?:residential )?(?:lot|property|parcel|house)\b|\bduplex\b|\bboth live\b|\bshare\b", text, re.I):
        facts["families_on_lot"] = 2.0  # "my sisters family and my family both live on the same residential lot" (trial 94 r21)
    # "renting the upstairs of a duplex ... downstairs family has 2 dogs. can we bring our 2 dogs" (trial 184 r21)
    other = re.search(r"\b(?:upstairs|downstairs|other|next-door|front|back) (?:family|household|unit|tenants?|neighbou?rs?)\b(?: (?:has|have|owns?|keeps?|got))? "
                      + _COUNT_NUM + r"\s+dogs?\b"
                      # "my sister and her family are moving into the other half of our duplex ... we have 2 dogs and they
                      # have 2 dogs" (trial 214 r21)
                      r"|\b(?:and|but|while) (?:they|she|he) (?:have|has|own|owns|got|keep|keeps) " + _COUNT_NUM + r"\s+dogs?\b"
                      # "We have 2 dogs and the family upstairs wants to get 2 of their own" (trial 304 r21)
                      r"|\b(?:(?:upstairs|downstairs|other|next-door|front|back) (?:family|household|unit|tenants?|neighbou?rs?)"
                      r"|(?:family|household|tenants?|neighbou?rs?) (?:upstairs|downstairs|next door))\b[^.?!]{0,30}"
                      r"\b(?:get|adopt|bring|have) " + _COUNT_NUM + r"\s+(?:dogs?|of their own)\b",
                      text, re.I)
    ours = re.search(r"\b(?:our|my) " + _COUNT_NUM + r"\s+dogs?\b|\b(?:we|i) (?:have|own|got|keep) " + _COUNT_NUM + r"\s+dogs?\b", text, re.I)
    if other and ours and re.search(r"\bduplex\b|\b(?:upstairs|downstairs)\b|\bsame (?:lot|property|parcel|house)\b", text, re.I):
        facts.setdefault("families_on_lot", 2.0)
        facts["dog_count"] = _number(next(g for g in other.groups() if g)) + _number(ours.group(1) or ours.group(2))
    m = re.search(r"\b(?:we|they|both families|both households) (?:each|both) (?:have|own|keep|got) " + _COUNT_NUM + r"\s+dogs?\b"
                  r"|(?<!can )(?<!could )(?<!may )\beach (?:family|household|of us) (?:has|owns|keeps) " + _COUNT_NUM + r"\s+dogs?\b", text, re.I)
    if m and facts.get("families_on_lot"):
        # "We each have 2 dogs": the lot's total is what § 95-22 limits
        facts["dog_count"] = _number(m.group(1) or m.group(2)) * facts["families_on_lot"]
    # "How many cats am I allowed ...? I have 4 right now, all adults." (trial 99 r30), "We're up to 4 lol" (trial 103 r30):
    # a bare count after a count question
    asked = [p for p in parse_points(text) if p in ("how_many_cats", "how_many_dogs")]
    m = re.search(r"\b(?:(?:i|we|we'?ve|i'?ve) (?:have|got|own|currently have|already have|already got)|(?:we'?re|were|i'?m|im|we are|i am) (?:up to|at)) " + _COUNT_NUM
                  + r"(?=\s*(?:right now|now|currently|already|at the moment|at home|total|in total)?\s*(?:[,.;!?)]|$|and\b|all\b|lol\b))",
                  text, re.I)
    wanted_young = re.search(r"\b(?:wants?|wanting|get|getting|adopt\w*|bring\w* home|take in|found|keep\w*) (?:a|one|another|this|the) (?:new |little |baby |stray )?kitten\b",
                             text, re.I)  # "we have 3 and my daughter wants a kitten" (trial 159 r30)
    if m and asked and (wanted_young or not re.search(r"\bkittens?|pupp(?:y|ies)|\blitter\b|\bbab(?:y|ies)\b", text, re.I)):
        key = "count_over_five_months" if asked[0] == "how_many_cats" else "dog_count"
        if key not in facts:
            facts[key] = _number(m.group(1))
    if wanted_young and asked and asked[0] == "how_many_cats" and "count_over_five_months" in facts \
            and "count_under_five_months" not in facts and not wanted_young.group(0).lower().startswith("found"):
        # a kitten wanted or brought home is a young one; one "found" is a stray of unknown age (trial 229 r30); also with the
        # grown cats counted above ("I have 3 grown cats already and want to adopt a kitten", trial 247 r30)
        facts["count_under_five_months"] = 1.0
    # "we have 3 dogs and want a 4th" / "...want one more": the count asked about is the new total.
    more = re.search(r"\b(?:adopt|get|add|take in|bring home|buy)\w* " + _COUNT_NUM + r" more\b(?!\s+(?:weeks?|days?|months?|years?|hens?|chickens?|cats?))", text, re.I)
    for key in ("dog_count", "hen_count", "count_over_five_months"):
        if key in facts:
            ordinals = [float(o.group(1)) if o.group(1) else float(_ORDINALS[o.group(2).lower()]) for o in re.finditer(
                r"\b(?:a|an)\s+(\d+)(?:st|nd|rd|th)\b|\b(?:a|an)\s+(" + "|".join(_ORDINALS) + r")\b", text, re.I)]
            if ordinals:  # "we have 2 and want a third and maybe a fourth" (trials 155 and 163, r21): the most asked about
                facts[key] = max(ordinals)
                facts["count_wanted"] = True
            elif not (more and key == "dog_count") and re.search(r"\b(?:another|an extra|add (?:a|one))\b(?=\s+(?:\w+\s+)?(?:dogs?|hens?|chickens?|pups?|pupp(?:y|ies)|birds?|one|rescue|cats?|kittens?|kitty|rabbits?|bunn(?:y|ies))\b|\s*[?.!,]|\s*$)|\bone more\b", text, re.I):
                if not (key == "count_over_five_months" and facts.get("count_under_five_months") == 1.0
                        and re.search(r"\b(?:another|an extra|one more) (?:\w+ )?(?:kitten|kitty|bunny)\b", text, re.I)):
                    # "another kitten" is the young one counted above, not a fifth grown cat
                    facts[key] += 1  # "already have 3 grown cats ... wants to adopt another adult cat" (trial 63 r30): four
                facts["count_wanted"] = True
            break
    if "count_over_five_months" in facts and not facts.get("count_wanted") and re.search(
            r"\b(?:adopt|get|getting|bring|take|taking)\w*(?: home| in)? (?:a|an|one) (?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
            r"[- ](?:years?|yrs?)[- ]old|(?:adult|grown|older))\b", text, re.I):
        # "we already have 3 and want to adopt a 2 year old from the shelter" (trial 259 r30): a grown cat wanted is one more
        facts["count_over_five_months"] += 1
        facts["count_wanted"] = True
    m = more  # "adopt one more" is added once: not also as "one more" above (trial 107 r21 got 5 for 3 + 1)
    if m and "dog_count" in facts:
        # "we have two dogs and want to adopt two more" (trial 20 w21): the dogs had plus those added, even when the total
        # is also said ("... two more from a rescue. Is four dogs OK?", trial 35 c21)
        facts["dog_count"] = (first_dogs if first_dogs is not None else facts["dog_count"]) + _number(m.group(1))
        facts["count_wanted"] = True
    m = re.search(r"\b(?:besides|in addition to|on top of|plus) (?:our|my|the) " + _COUNT_NUM + r" (?:\w+ )?dogs\b[^.?!]*\b(?:my|our|a|the) (?:\w+ )?dog\b", text, re.I)
    if m and facts.get("dog_count") == _number(m.group(1)):
        facts["dog_count"] += 1  # "besides our three pet dogs, my guide dog Juno lives with us": four
    # "my daughter is moving back home with her two cats and we already have two" (trial 47 m45): four in the household
    # "My mom is moving into our in-law suite with her 2 dogs. We already have 2 dogs." (trial 188 r21)
    m = re.search(r"\b(?:mov\w*|com\w*) (?:back )?(?:home |in |back in |in ?to (?:our|my|the) (?:[\w-]+ ){0,3})?with (?:her|his|their) " + _COUNT_NUM + r" (?:\w+ )?(cats|dogs)\b"
                  r"[^?!]{0,80}?\b(?:we|i) (?:already |also )?(?:have|own|got|keep) " + _COUNT_NUM + r"\b", text, re.I)
    if m:
        key = "count_over_five_months" if m.group(2).lower() == "cats" else "dog_count"
        facts[key] = _number(m.group(1)) + _number(m.group(3))
    # the other order: "we have 3 dogs. my mom is moving in with us ... and bringing her 2 dogs" (trial 200 r21)
    m = re.search(r"\b(?:we|i) (?:already |also )?(?:have|own|got|keep) " + _COUNT_NUM + r" (?:\w+ )?(cats|dogs)\b[^?!]{0,120}?"
                  r"\b(?:mov\w*|com\w*|bring\w*)\b[^.?!]{0,60}?\b(?:with )?(?:her|his|their) " + _COUNT_NUM + r" (?:\w+ )?(?:cats|dogs)\b", text, re.I)
    if m:
        key = "count_over_five_months" if m.group(2).lower() == "cats" else "dog_count"
        facts[key] = _number(m.group(1)) + _number(m.group(3))
    if "count_over_five_months" in facts and re.search(r"\b(?:a|the) (?:\w+ )?pair\b|\badopt\w* (?:them )?both\b|\b(?:two|2) more (?:adult )?cats\b", text, re.I):
        facts["count_over_five_months"] += 2  # "we have two cats; can we adopt a bonded pair?"
    if "dog_count" not in facts:
        # "I want a 4th dog": the count asked about is four
        # "How many dogs can we have? ... thinking about getting a 4th." (trial 77 r21)
        ordinal = r"\b(?:a|an|my|our)\s+(?:(\d+)(?:st|nd|rd|th)|(" + "|".join(_ORDINALS) + r"))"
        m = re.search(ordinal + r"\s+(?:dog|pup|puppy)\b", text, re.I) or (
            re.search(r"\bdogs?\b", text, re.I) and not re.search(r"\b(?:cats?|kittens?|hens?|chickens?|rabbits?|hives?)\b", text, re.I)
            and re.search(ordinal + r"(?=\s*(?:[.?!,]|$|one\b))", text, re.I))
        if m:
            facts["dog_count"] = float(m.group(1)) if m.group(1) else float(_ORDINALS[m.group(2).lower()])
            facts["count_wanted"] = True
    m = re.search(_NUM + r"\s+(?:adjoining|adjacent|neighboring)\s+(?:\S+\s+)?lots\b", text, re.I) or (
        re.search(r"(?:each|both) of (?:my|our) (\d+|two|three|four) (?:lots|parcels)\b", text, re.I))
    if m:
        facts["adjoining_lots_same_owner"] = _number(m.group(1))
    elif re.search(r"\b(own|bought|have|my|our)\b[^.?!]*\bvacant (lot|parcel)\b|\bvacant (lot|parcel)\b[^.?!]*\b(we|i) (also )?own\b"
                   r"|\b(own|bought)\b[^.?!]*\b(lot|parcel) next (to|door to) (mine|my (house|home|lot|place))\b|\b(own|bought)\b[^.?!]*\b(adjoining|adjacent|next ?door) (lot|parcel)\b"
                   r"|\b(own|bought|have)\b[^.?!]*\b(?:2|two|both) (?:lots|parcels)\b[^.?!]*\b(next to each other|side by side|adjoining|adjacent|that touch|beside each other)\b", text, re.I):  # trial 52 k44
        facts["adjoining_lots_same_owner"] = 2.0
    if "adjoining_lots_same_owner" in facts:
        for key in ("hen_count", "dog_count"):
            if key in facts and re.search(r"\bon each\b|\bper lot\b|\beach lot\b|\beach of\b", text, re.I):
                facts[key] = facts[key] * facts["adjoining_lots_same_owner"]
    m = re.search(_NUM + r"\s+(days?|weeks?)\s+apart", text, re.I)
    if m:
        facts["days_between"] = _number(m.group(1)) * (7 if m.group(2).lower().startswith("week") else 1)
    dates = _MONTH_DAY.findall(text)
    if len(dates) >= 2 and re.search(r"complaint", text, re.I):
        first, last = (date(2001, _MONTHS.index(m[:3].lower()) + 1, int(d)) for m, d in (dates[0], dates[-1]))
        facts["days_between"] = abs((last - first).days)
        facts["formal_written_complaints"] = max(facts.get("formal_written_complaints", 0), len(dates))
    lengths = _animal_lengths(text)
    if lengths:  # "5 ft now but she'll hit 7 or 8 ft": the list is about the length it reaches
        facts["length_in"] = max(lengths)
        now = [_number(m.group(1)) * (12 if m.group(2).lower() in ("foot", "feet", "ft") else 1) for m in re.finditer(
            r"\b(?:is|she'?s|he'?s|it'?s|its|shes|hes|that'?s|thats|are|measures?|measured)\s+(?:now\s+|already\s+|about\s+|around\s+|over\s+|only\s+)*"
            r"(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(ft|feet|foot|in|inch|inches)\b", text, re.I)]
        if re.search(r"(?:\bwill|'ll|\bgonna|\bgoing to|\bcan|\bcould|\bmight|\bmay)\s+(?:\w+\s+)?(?:get|grow|hit|reach|be)\b|\bgrows?\b"
                     r"|\bgets? (?:to|up to)\b|\bfull[- ]?(?:grown|size)|\beventually\b|\badult size\b|\bwhen (?:it'?s|he'?s|she'?s) grown\b",
                     text, re.I) and max(lengths) not in now:
            facts["length_expected"] = True  # "the guy at the reptile show said it'll get to about 7 feet" (trial 148 r12)
    m = _WILD_WORDS.search(text) or _FARM_WORDS.search(text)
    if m:  # ASCII, so "vicuña" finds the list's "vicuna"
        facts["species"] = unicodedata.normalize("NFKD", m.group(0).lower()).encode("ascii", "ignore").decode("ascii")
        if facts["species"].startswith("snake") and re.search(r"\brear[- ]?fang", text, re.I):
            facts["species"] = "rear-fang snake"  # "a hognose snake ... they're technically rear fanged": list item (1)
        elif re.search(r"\b(?:venomous|poisonous)\s+" + re.escape(facts["species"]), text, re.I):
            facts["species"] = "venomous " + facts["species"]  # "a venomous snake as a pet" (trial 107 r12): list item (1)
        # "a pet bear or a lion cub" (trial 67 r12): the second animal named is answered too
        second = next((w for w in (unicodedata.normalize("NFKD", x.group(0).lower()).encode("ascii", "ignore").decode("ascii")
                                   for x in _WILD_WORDS.finditer(text)) if w != facts["species"]), None)
        if second:
            facts["other_species"] = second
            if re.fullmatch(r"snakes?|reptiles?|lizards?", facts["species"]) and not re.fullmatch(r"snakes?|reptiles?|lizards?", second):
                # "a size limit on pet snakes? I have a boa constrictor" (trial 172 r12): the animal the resident has
                facts["species"], facts["other_species"] = second, facts["species"]
    if re.search(r"\b(litter|puppies|pups)\b", text, re.I) and re.search(r"\bhad\b|\blitter\b|\bborn\b|" + _COUNT_NUM + r"\s+(new(born)?\s+)?(puppies|pups)\b", text, re.I):
        facts["litter"] = True
    if re.search(r"\b(?:in-home|home)\s+(?:dog\s+)?boarding\b|\bboard(?:ing)?\s+(?:other people'?s\s+|friends'?\s+|neighbou?rs'?\s+)?dogs\b"
                 r"|\bdog\s*(?:day\s*care|daycare|sitting|boarding)\b|\bdog ?sit\w*\b", text, re.I):
        facts["boarding"] = True
    # "I hold a state game farm license" (trial 28 n12); "four adult dogs and no kennel license" (trial 27 m21) is the opposite
    for fact, phrase in (("game_farm_license", r"game farm (?:licen[sc]e|permit)"), ("kennel_license", r"kennel licen[sc]e")):
        if re.search(r"\b" + phrase + r"\b", text, re.I):
            facts[fact] = not re.search(_NEGATED_WIDE + phrase + r"\b", text, re.I)
    hours = re.search(r"\b(\d+(?:\.\d+)?)\s*(?:hours|hrs?)\b", text, re.I)
    if hours:  # "what if it was 30 hours instead?" is over the limit; "about 18 hours" is not
        facts["over_24_hours"] = float(hours.group(1)) > 24
    elif re.search(r"\bweekend\b|\b(fri|sat)\w*\b[^.?!]*\b(to|through|thru|till|until|-)\s+(sun|mon)\w*\b"
                   r"|\b(two|three|several|few|\d+) (days|nights)\b", text, re.I):
        facts["over_24_hours"] = True
    elif re.search(r"\b(one|a|single) night\b|\bovernight\b|\b(a few|a couple|couple of|\d+) (hours|hrs?)\b|\bfor the (day|afternoon|morning)\b", text, re.I):
        facts["over_24_hours"] = False
    elif re.search(r"\b(a|one|two|several|few) (weeks?|months?)\b|\bpermanently\b", text, re.I):
        facts["over_24_hours"] = True
    if re.search(r"\b(we|i)(?:'re|'m| are| am)\s+(?:\w+\s+){0,2}(amish|mennonite)\b|\bour (buggy|buggies)\b"
                 # "can't our Amish neighbors keep their buggy horses?" (trial 128 r24): the horses asked about are theirs, for
                 # transportation ("My Amish neighbors keep buggy horses, so I can keep my quarter horse" asks about another)
                 # (keeping them: tying one along the street to graze is the grazing ban's question, trial 96 r26)
                 r"|^(?!.*\b(?:ties|tied|tie|tying|graz\w*)\b).*?\b(?:amish|mennonite)\b[^.?!]*\b(?:their|his|her) (?:own )?bugg(?:y|ies)(?: horses?)?\b"
                 r"|\b(?:my|our) (?:family|household) (?:is|are)\s+(?:\w+\s+){0,2}(?:amish|mennonite)\b|\bhorse and buggy\b(?=.*\b(?:amish|mennonite)\b)"
                 r"|\b(?:amish|mennonite)\b(?=.*\bhorse and buggy\b)"
                 # "My Amish neighbor keeps a buggy horse at his place ... I thought horses weren't allowed?" (trial 204 r24);
                 # not "... keep buggy horses, so can I keep my quarter horse?"
                 r"|^(?!.*\b(?:can|could|may|so) (?:i|we)\b[^.?!]*\b(?:my|our|a) (?:\w+ )?horses?\b)(?!.*\b(?:ties|tied|tie|tying|graz\w*)\b)"
                 r".*?\b(?:amish|mennonite)\b[^.?!]*\b(?:keeps?|has|have|owns?)\b (?:a |an |two |some )?bugg(?:y|ies) horses?\b", text, re.I | re.S):
        facts["use"] = "transportation_amish_mennonite"
    elif re.search(r"\bamish\b|\bmennonite\b", text, re.I):
        facts["amish_mentioned"] = True  # "my Amish neighbors keep buggy horses, so can I keep mine?"
    if re.search(r"\b(wheelchairs?|blind|disabled|handicapped|disabilit(?:y|ies)|visually impaired)\b", text, re.I):  # "people in wheelchairs" (260 r09)
        facts["handicapped"] = True
    m = re.search(_COUNT_NUM + r"[- ](?:years?|yrs?)[- ]old\b"
                  r"(?:\s+(?:son|daughter|kid|child|boy|girl|teen\w*|grandson|granddaughter|nephew|niece))?\s+"
                  r"(?:(?:wants|would like|likes|is going|plans|needs|asked|asks|allowed|able|old enough) to\s+)?(?:still |also |even |just )?"  # "my 14 year old still walk him" (trial 136 r05)
                  r"(?:walk|to walk|can walk|walking|take|to take|handle)", text, re.I)  # trial 50 h05
    if m is None and re.search(r"\b(?:walk|walking|take|taking|handle|handling)\b", text, re.I):
        # "My son is 14. ... Can he walk the dog around the block?" (trial 46 i05)
        m = re.search(r"\b(?:my|our) (?:son|daughter|kid|child|boy|girl|teen\w*|grandson|granddaughter|nephew|niece) is "
                      + _COUNT_NUM + r"\b(?![- ](?:months?|weeks?|mos?)\b)", text, re.I)
    if m:
        facts["handler_age"] = _number(m.group(1))
    # "2 bunnies" alone are a child's word for rabbits, not young ones: "my son wants 2 bunnies now. do bunnies count toward
    # the cat limit?" (trial 284 r30); "2 baby bunnies" and "a litter ... 5 bunnies" are young
    young_bunnies = r"|(?<=new )bunnies|(?<=newborn )bunnies|(?<=baby )bunnies" if not re.search(r"\blitter\b", text, re.I) else r"|bunnies"
    m = re.search(_COUNT_NUM + r"\s+(?:new(?:born)?\s+|baby\s+)?(kittens|kits|babies" + young_bunnies + r")\b", text, re.I) or re.search(
        r"\b(a|one)\s+(?:new\s+|baby\s+)?(?:\d+[- ](?:week|wk)|[1-4][- ](?:month|mo))[- ]old\s+(kitten|kit|bunny)\b", text, re.I)
    if m:
        facts["count_under_five_months"] = _number(m.group(1))
        # "3 grown cats plus 4 babies": the grown ones are counted apart, whatever the young are called (trial 286 r30);
        # "7 cats right now (3 grown up + 4 babies)" is a total (bench t158-r30)
        if not re.search(_COUNT_NUM + r"\s+(?:adult|grown(?:[- ]up)?)\s+(?:cats?|rabbits?|ones)\b", text, re.I) \
                and "count_over_five_months" in facts \
                and re.search(r"\bthat'?s\b|\bin all\b|\btotal\b|\baltogether\b|\bso (?:now )?(?:we|i)(?:'?ve| have)? (?:now )?(?:have|got)\b"
                                r"|\bso (?:now )?there(?:'?s| is| are)\b|\bwhich makes\b", text, re.I):
            # "7 kits ... with her and our buck that's 9 rabbits": the total includes the young ones; "a litter of 4
            # kittens so we have 6 cats in the house now" too (trial 82 r30); "two adult cats ... so we have six" is
            # counted from the adults above; "just had 5 kittens so we've got 6 cats right now" (trial 260 r30)
            facts["count_over_five_months"] = max(0.0, facts["count_over_five_months"] - facts["count_under_five_months"])
        kept = re.search(r"\b(?:want|wanna|plan|planning|going|gonna|hope|hoping|like|would like|'d like|decided) (?:to )?keep "
                         r"(\d+|one|two|three|four|five|a couple(?: of)?)\b(?! (?:cats|grown|adult))", text, re.I)
        kept_n = None if kept is None else 2.0 if kept.group(1).lower().startswith("a couple") else _number(kept.group(1))
        if kept_n is not None and kept_n < facts["count_under_five_months"]:
            # "one of them just had 4 kittens ... we want to keep one" (trial 228 r30): the others are rehomed, so only
            # the kept one will count once it is over five months old
            facts["count_under_five_months"] = kept_n  # "we want to keep a couple" (trial 242 r30): two
    elif ("count_over_five_months" in facts and re.search(r"\b(?:kittens|kits|bunnies|litter)\b", text, re.I)
          and re.search(r"\b(?:\d+|a few|few|couple of)[- ](?:weeks?|wks?)[- ]old\b|\b[1-4][- ](?:months?|mos?)[- ]old\b|\bnewborns?\b", text, re.I)
          and re.search(r"\bso (?:now )?there(?:'?s| is| are)\b|\bnow there(?:'?s| is| are)\b|\bso (?:now )?(?:we|i)(?:'?ve| have)? (?:now )?(?:have|got)\b"
                        r"|\bin all\b|\btotal\b|\baltogether\b", text, re.I)):
        # "our cat had a litter so now theres 7 cats in the house. the kittens are 6 weeks old" (trial 124 r30): the total
        # includes young ones of unknown number, so the cats over five months are not known; nor is the age a dog's
        del facts["count_over_five_months"]
        facts.pop("dog_age_months", None)
    if re.search(r"\b(penalt\w*|fines|fined|forfeitures?|punish\w*)\b|\b(a|the|any|what'?s the|pay|paying|get|got|big|hefty) fine\b"
                 r"|\bfine (amount|is|for|if)\b|\b(just|only) one (violation|offen[cs]e|ticket)\b"
                 r"|\bseparate (violations?|offen[cs]es?)\b|\beach day\b", text, re.I):
        facts["asks"] = "penalty"
    elif re.search(r"\bsue\b|\bliab\w*|\bon the hook\b|\b(er|medical|hospital|doctor) bills?\b", text, re.I):
        facts["asks"] = "liability"
    elif re.search(r"\bkennel\b", text, re.I) and re.search(r"\btags?\b", text, re.I) and re.search(
            r"\btransfer\w*|\bnew (dog|one)\b|\bold dog'?s\b|\banother dog\b|\b(?:a )?different dog\b", text, re.I):  # trial 144 r02
        facts["asks"] = "kennel_tag"
    elif re.search(r"\brevok\w*|\brevocation\b|\breapply\w*", text, re.I):
        facts["asks"] = "revocation"
    elif re.search(r"\bover (the|our|my|a|any) limit\b|\bover the max\w*|\btoo many\b|\bbreaking the (law|rule|limit)s?\b|\bexceed\w*"
                   # "are we breaking the 3 cat rule?" (trial 260 r30)
                   r"|\bbreak\w* (?:the|a|any) (?:\d+|three)[- ](?:cat|dog|pet)s? (?:rule|limit|law)\b"
                   r"|\b(\d|three|3)[- ]cat limit\b|\bcat limit\b|\blimit (on|of) (\d+|three) cats\b", text, re.I):
        facts["asks"] = "over_limit"
    elif re.search(r"\b(?:have|need|got) to (?:get rid of|give up|give away|rehome|re-home|part with)\b|\bmust (?:we|i) (?:get rid of|give up|rehome|re-home)\b"
                   r"|\bmake (?:us|me) (?:get rid of|give up|rehome|re-home)\b", text, re.I):
        # "we have 7 cats total now [4 kittens]. Do we have to get rid of them right away?" (trial 90 r30)
        facts["asks"] = "must_remove"
    elif re.search(r"\bis (?:that|this|it|there) (?:an? )?(?:actual|real|legit\w*|genuine|true|really a|actually an?)\b(?: (?:rule|law|thing|ordinance|requirement))?"  # "is that actually a rule??" (trial 140 r13)
                   r"|\bis that (?:really )?true\b|\bis there really (?:a|such a) (?:rule|law)\b"
                   # "is that some kind of local rule??" (trial 212 r13)
                   r"|\bis (?:that|this|it) (?:some (?:kind|sort) of |a )(?:local |town |village |county |state )?(?:rule|law|ordinance|thing)\b"
                   # "My neighbor says it's illegal to have him in the town of cedarburg. Is he right?" (trial 222 r12): a
                   # claim that it is banned, checked
                   r"|\b(?:illegal|not allowed|banned|against the (?:law|rules)|prohibited)\b[^?]*\b(?:is|are) (?:he|she|they|my neighbou?rs?|the neighbou?rs?) (?:right|correct)\b"
                   # "sell baby chicks in 2s and 3s ... any rule against that?" (trial 286 r13): "Yes", not "No, not 2 alone"
                   r"|\b(?:any|is there a|are there any) (?:rules?|laws?|ordinances?) against (?:that|this|it|doing that)\b",
                   text, re.I):
        # "The farm store told me there's a minimum on baby chicks ... Is that an actual rule??" (trial 92 r13)
        facts["asks"] = "real_rule"
    elif re.search(r"\b(?:is|would|will) (?:that|this|it|they) (?:be |going to be |gonna be )?an? (?:problem|issue)\b"
                   r"|\bany (?:problem|issue)s? with (?:that|this)\b", text, re.I):
        # "they can get to 8 or 9 feet. Is that a problem?" (trial 130 r12): "Yes, that is a problem", not "No:"
        facts["asks"] = "problem"
    elif re.search(r"\bis there (?:any|some) way\b|\bany way (?:that'?s|that is|it'?s|it is|to)\b"
                   # "theres some kind of license that makes it ok? what is it" (trial 196 r12)
                   # "Is there any kind of license that would let him keep it?" (trial 284 r12)
                   # "Is there any license or permit that would let me legally keep it?" (trial 294 r12)
                   r"|\b(?:some|a|any) (?:kind of |sort of |special )?(?:license|licence|permit)(?: or (?:a )?(?:license|licence|permit))? (?:that|which) (?:makes|would make|lets|allows"
                   r"|would let|would allow|could let|could allow)\b"
                   r"|\bwhat (?:license|licence|permit) (?:would|do|does|could) (?:i|we|you|someone) need\b", text, re.I):
        # "raise a few whitetail deer ... is there any way that's allowed?" (trial 168 r12): "Only with ...", not "No ... unless"
        facts["asks"] = "any_way"
    if re.search(r"\bnot (a |an )?(store|shop|retailer|business|breeder)\b|\b(regular|private) (person|individual|citizen)\b", text, re.I):
        facts["retailer"] = False
    elif re.search(r"\b(store|shop|retailer|retail|business|market)\b", text, re.I):
        facts["retailer"] = True
    m = re.search(_COUNT_NUM + r"\s+(?:baby\s+|little\s+|young\s+)?(chicks|ducklings|bunnies|rabbits|fowl|goslings|(?<=baby )ducks)\b", text, re.I)
    if m:
        facts["sale_count"] = _number(m.group(1))
    elif re.search(r"\b(chicks?|ducklings?|bunn(?:y|ies)|rabbits?|fowl|goslings?)\b", text, re.I):
        m = re.search(r"\b(?:just|only)\s+(?:want\s+)?" + _COUNT_NUM + r"\b(?!\s*(?:weeks?|wks?|days?|months?|mos?|years?|yrs?))|\bsell (?:me|us|her|him) (?:only |just )?" + _COUNT_NUM + r"\b"
                      r"|\b(?:want|buy|get)\s+(?:just\s+|only\s+)?" + _COUNT_NUM + r"\s+(?:pet\s+|baby\s+)?(?:rabbit|bunny|chick|duckling)\b", text, re.I) \
            or re.search(r"\b(?:want|buy|get|take)\s+(?:just\s+|only\s+)?" + _COUNT_NUM + r"\s+of (?:them|those|the (?:chicks|ducklings|bunnies))\b"
                         # "the farm store is selling baby chicks. can I just buy 3 of them" (trial 240 r13); after the
                         # wordings above: "only sell her one if we buy six of them. We just want one" (t13-n17) is one
                         r"(?![^.?!]*\bif\b)", text, re.I)
        if m:  # "only has ducklings left and i just want 2"
            facts["sale_count"] = _number(next(g for g in m.groups() if g))
        else:  # "can I sell them in 2s or 3s to families?" (trial 132 r13): the largest lot named
            words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
            lots = re.findall(r"\bin (\d+)'?s(?: or (\d+)'?s)?\b|\bin (?:lots|groups|batches|bunches) of (\d+)\b"
                              r"|\b(\d+|one|two|three|four|five)(?: or (\d+|one|two|three|four|five))? at a time\b", text, re.I)
            # "one or two at a time" (trial 146 r13)
            sizes = [int(g) if g.isdigit() else words[g.lower()] for lot in lots for g in lot if g]
            if sizes and max(sizes) < 100:
                facts["sale_count"] = float(max(sizes))
    m = re.search(r"\b(rabbits?|bunn(?:y|ies|ys)|guinea pigs?|hamsters?|gerbils?|ferrets?|chinchillas?|rats?|mice|hedgehogs?)\b", text, re.I)
    if m:
        word = m.group(1).lower()
        facts["small_pet"] = "rabbit" if word.startswith(("rabbit", "bunn")) else re.sub(r"s$", "", word).replace("mice", "mouse")
    if re.search(r"\b(buy|buying|bought|sell|selling|purchas\w*|for sale)\b", text, re.I):
        facts["trade"] = True
    if re.search(r"\bwho pays\b|\b(pay|paying) for\b|\bowe (?:them|him|her|you|money|anything|for)\b|\bhow much (does|is|will)\b|\bcost\b(?! (?:you|me|us|them|him|her) (?:the|your|my|our|a) (?:permit|license|licence))|\bfee\b|\$|\bbills?\b|\bexpenses\b", text, re.I):
        facts.setdefault("asks", "cost")
    # "open a small exotic reptile shop ... carry a few venomous snakes" (trial 204 r12)
    if re.search(r"\b((?:(?:pet|reptile|exotic|animal) )+(shop|store)|zoo|zoological|veterinar\w*|vet clinic|school|college|university|classroom)\b", text, re.I) and "species" in facts \
            and not re.search(r"\b(?:from|at) (?:the|a) pet (?:shop|store)\b|\b(?:buy|buying|bought|purchas\w*|bring (?:one|it|him|her) home)\b"
                              # "The pet store says it'll max out around 5 feet" (trial 102 r12): a source, not the keeper
                              r"|\b(?:the|a) (?:pet (?:shop|store)|vet|veterinarian|zoo)(?: \w+)? (?:says?|said|told|tells|claims?|thinks?)\b"
                              r"|\bfor (?:his|her|my|our|their) birthday\b|\bmy (?:son|daughter|kid|child) wants\b", text, re.I):
        facts["exempt_keeper"] = True
    m = re.search(r"\b(honey|bumble|mason|carpenter|leafcutter)\s*bees?\b", text, re.I)
    if m:
        facts["bee_species"] = m.group(1).lower()
    if re.search(r"\b(not|isn'?t|aren'?t|never|un)[- ]?(dyed|colou?red|painted)\b", text, re.I):
        facts["dyed"] = False
    elif re.search(r"\b(dyed|colou?red|painted)\b", text, re.I):
        facts["dyed"] = True
    m = re.search(_NUM + r"\s*(?:feet|foot|ft)\b[^.?!]*?\b(house|home|residence|garage)\b", text, re.I)
    if m:
        facts["coop_distance_to_residence_ft"] = _number(m.group(1))
    m = (re.search(_NUM + r"\s*(?:feet|foot|ft)\b[^.?!]*?\b(?:(?:lot|property)\s+line|(?:shared |back |side |rear )*fence)", text, re.I)
         or re.search(r"\b(?:lot|property)\s+line\b[^.?!]{0,30}?" + _NUM + r"\s*(?:feet|foot|ft)\b", text, re.I))
    if m:
        facts["coop_distance_to_lot_line_ft"] = _number(m.group(1))
        if re.search(r"\bhives?\b|\bbee\s*hives?\b|\bbees\b", text, re.I):
            facts["hive_distance_to_line_ft"] = _number(m.group(1))
    # "can i let the hens roam the yard during the day?" (trial 262 r23)
    if re.search(r"\bfree[- ]?range\b|\broam(ing)? (free|loose|around)\b|\bwander\b"
                 r"|\b(?:hens|chickens|birds|flock)\b[^.?!]{0,20}\broam(?:ing)? (?:the|my|our) (?:yard|property|lawn|lot)\b", text, re.I):
        facts["free_range"] = True
    if re.search(r"\b(i|we) rent\b(?! (it )?out)|\brenter\b|^\W*renting (?:a|an|the|this|our|my) (?:house|home|apartment|place|duplex|unit|condo)\b|\b(?:i'?m|we'?re|i am|we are) renting\b(?! (?:it|them|hens|chickens) out)|\b(i'?m|we'?re|i am|we are) (a |the )?tenants?\b|\bmy landlord\b|\bour landlord\b"
                 r"|\bin (?:my )?(?:husband|wife|spouse|partner|parents?|mom|dad|mother|father|landlord)'?s? name\b|\bnot on the (?:deed|title)\b", text, re.I):
        facts["owns_property"] = False
    m = re.search(r"(?<!\bas )(?<!\bis )" + _NUM + r"\s+(?:chicken\s+)?violations?\b(?! of\b)", text, re.I)  # not "count as a violation"
    if m:
        facts["violations_12_months"] = _number(m.group(1))
    else:  # "got a 2nd violation notice about my chickens this year" (trial 83 r40)
        m = re.search(r"\b(?:a|my|our|the|his|her|their)\s+(?:(\d)(?:st|nd|rd|th)|(" + "|".join(_ORDINALS) + r"))\s+(?:chicken\s+)?violation\b",
                      text, re.I)
        if m:
            facts["violations_12_months"] = float(m.group(1)) if m.group(1) else float(_ORDINALS[m.group(2).lower()])
    vet_replaces = re.search(r"\b" + _TAG_GONE + r"\b[^.?!]{0,30}\btags?\b|\btags?\b[^.?!]{0,20}\b" + _TAG_GONE + r"\b",
                             text, re.I) and re.search(r"\b(?:vet|vets|veterinarian)\b", text, re.I) and not re.search(
        r"\b(custom|engraved|substitute|my own|homemade|personali[sz]ed)\b", text, re.I)  # "can the vet just give us a replacement tag?" (trial 30 h01): § 95-2F
    if not vet_replaces and re.search(r"\b(custom|engraved|substitute|replacement|my own|homemade|personali[sz]ed|id|name) tags?\b|\btags? (with|that has) (her|his|its|the) (rabies )?info", text, re.I):
        facts["tag_question"] = "substitute"
    elif re.search(r"\b(wear|wearing|have to have|put on|need)\b[^.?!]*\brabies tag|\brabies tag\b[^.?!]*\bcollar\b"
                   r"|\b(collar|tags?)\b[^.?!]*\b(on|off)\b[^.?!]*\b(inside|indoors|in the house|at home|at nite|at night)\b"
                   r"|\b(wear|keep|have)\b[^.?!]*\b(collar|tags?)\b[^.?!]*\b(inside|indoors|in the house|at home)\b"
                   r"|\b(take|takes|taking|took)\b[^.?!]*\b(collar|tags?)\b[^.?!]*\boff\b|\b(collar|tags?) off\b", text, re.I):
        facts["tag_question"] = "wear"
    if re.search(r"\bwhat (do|should|must) (i|we) (need to |have to )?bring\b|\bwhat (documents|papers|paperwork|do i need)\b[^.?!]*\blicen[cs]e", text, re.I):
        facts["asks_how_to"] = True
    if re.search(r"\b(per dog|each dog|for each|both (of )?(my |our )?dogs|one fee or two|for both)\b", text, re.I):
        facts["per_dog"] = True
    if re.search(r"\b(church|private|family|parish)\b[^.?!]*\b(cemetery|graveyard|burial)\b|\b(cemetery|graveyard)\b[^.?!]*\b(behind|at|next to|beside|of) (the|a|our|my) (church|parish)\b"
                 r"|\b(owned by|belongs to) (the|a|our) (church|parish|family)\b", text, re.I):
        facts["private_place"] = True
    if re.search(r"\bhybrid\b|\bwolf[- ]?dog\b|\b(part|percent|%) wolf\b|\bwolf mix\b", text, re.I):
        facts["hybrid"] = True
    if re.search(r"\bquarantin\w*|\bisolation\b", text, re.I) and re.search(
            r"\bhow long\b|\bfacility\b|\bstay (at )?home\b|\bat home\b|\bwhere\b|\bhow many days\b", text, re.I):
        facts["asks_quarantine"] = True
    if re.search(r"\b(i'?m|i am|as) (the|a) landlord\b|\bmy tenants?\b|\b(i|we) rent (it|the house|the property|out)\b(?! (?:that |where )?(?:i|we) (?:live|stay)\b| from\b)|\brental (property|house|unit)\b", text, re.I):
        facts["landlord"] = True
    if re.search(r"\b(own|our|my)\s+(fenced\s+)?(back ?yard|yard|property|premises|house|home)\b|\bon our (property|land)\b|\bat home\b", text, re.I) \
            and re.search(r"\bmuzzle\w*|\bleash\w*", text, re.I):
        facts["on_premises"] = True
    if re.search(r"(?<!\band a )\b(half|50 ?%|prorat\w*|reduced|discount\w*)\b", text, re.I) and re.search(r"\blicen[cs]e|\btax\b|\bfee\b", text, re.I):
        facts["asks_half"] = True
    if re.search(r"\b(neighbou?r\w*|someone|somebody|guy|lady|woman|man|house)\b[^.?!]*\b(has|have|keeps?|got)\b[^.?!]*\b\d+\+?\s+(?:\w+\s+)?(cats|dogs|hens|chickens|rabbits)\b", text, re.I):
        facts["someone_elses"] = True  # "neighbor has like 10+ cats": the count is not the resident's
    if re.search(r"\b(feathers?|plumage|talons?|wings?|skulls?|skins?|mounted|stuffed|taxiderm\w*)\b", text, re.I) and re.search(
            r"\b(hawk|owl|eagle|falcon|raptor)s?\b", text, re.I):
        facts["raptor_parts"] = True
    if re.search(r"\bbees?\b|\bbeekeep\w*|\bbee ?hives?\b|\bapiar\w*", text, re.I):
        facts["about_bees"] = True
    if re.search(r"\bfoster\w*\b", text, re.I):
        facts["fostering"] = True
    if re.search(r"\bfairgrounds?\b|\bcounty fair\b", text, re.I) and not re.search(
            r"\b(?:on (?:the|their|her|his|our) way|headed|heading|en route|going) to (?:the )?(?:\w+ )?(?:county )?fair(?:grounds)?\b", text, re.I):
        # "they aren't at the fairgrounds, they stay at my house" (trial 42 w24's follow-up) is the opposite
        facts["fairgrounds"] = not re.search(r"\b(?:not|aren'?t|isn'?t|won'?t be|never)\s+(?:\w+\s+){0,2}(?:the\s+)?"
                                             r"(?:county\s+)?fair(?:grounds?)?\b", text, re.I)
    if re.search(r"\b(town|village)(?:'s)? (hired|contracted|employee|agent|trapper|crew)|\b(hired|contracted) by the (town|village)\b|\btown hired\b", text, re.I):
        facts["official_duty"] = True
    if re.search(r"\b(?:no|not in an?|without an?|don'?t have an?|there'?s no|not part of an?) (?:covenants?|hoa|homeowners'? ?(?:association|assn))\b", text, re.I):
        pass  # "zoned residential, about an acre, no HOA" (trial 21 x22)
    elif re.search(r"\bcovenants?\b|\bhoa\b|\bhomeowners'? ?(association|assn)\b|\bdeed restrict\w*|\bsubdivision (rules|restrictions)\b", text, re.I):
        facts["private_rules"] = True
    if re.search(r"\b(wander\w*|roam\w*|running loose|runs loose|gets? loose|got loose|at large|running around|loose in|no leash|off[- ]leash|unleashed|showed up in my yard"
                 r"|got out|gets out|getting out|escaped|slipped out|got away|run free|running free|w/o a (?:lead|leash)|without a (?:lead|leash)|off[- ]lead"
                 r"|(?:waddle|walk|wander|cross)\w* across the (?:street|road))"
                 r"|\b(?:walk\w*|running|runs|standing|wander\w*) (?:down|along|up|in|on|across) (?:the )?(?:middle of (?:the )?)?(?:main )?(?:st|street|road|rd|hwy|highway)\b"
                 r"|\b(?:all over|out in|onto) the (?:road|street|highway)\b", text, re.I):
        facts["roaming"] = True
    if (re.search(r"\b(?:rabies|rabis|booster|revaccinat\w*|cert\w*|vaccin\w*)\b", text, re.I)
            and re.search(r"\b(?:late|overdue|lapsed?|grace period|past due|expired|after it expires|after (?:the )?expir\w*)\b", text, re.I)
            and not re.search(r"\blate fee|\blicen[cs]e", text, re.I)):
        facts["booster_late"] = True  # "cert expires march 3, the vet can't see her till march 17: is 2 wks late a big deal?"
    if not _NOT_BITTEN.search(text) and re.search(r"\b(?:bit|bitten|bites|nipped|nips|snapped at)\b[^.?!]*\b(?:kid|child|boy|girl|man|woman|person|someone|somebody|me|him|her|son|daughter|"
                 r"neighbou?r|driver|carrier|jogger|walker|runner|friend|guest|visitor|teen\w*|toddler|nephew|niece|"
                 r"guy|mailman|postman|delivery \w+|ups \w+|fedex \w+|plumber|contractor|worker|lady|gentleman|"
                 r"brother|sister|mom|mother|dad|father|uncle|aunt|cousin|grandma|grandpa|grandmother|grandfather|wife|husband|buddy)s?\b", text, re.I):  # "nipped the UPS guy" (trial 72 r08); "snapped at my brother in law" (trial 10 h05)
        facts["bit_person"] = True  # "he bit a kid on our street": the § 95-5 bite quarantine, not a district's
    if re.search(r"\bscratch(?:ed|es|ing)?\b", text, re.I) and (
            re.search(r"\b(?:did ?n[o']?t|didnt|did not|never|no|not|without|wasn'?t a|wasnt a)\s+(?:\w+\s+)?(?:bite|bit|biting)\b", text, re.I)
            or not re.search(r"\bbit(?:e|es|ten|ing)?\b", text, re.I)):
        facts["scratch_only"] = True  # "my cat scratched the neighbor kid, didnt bite her"
    if re.search(r"\b(contagious|infectious|infected|infections?|disease[ds]?|ringworm|mange|mangy|parvo|distemper|rabid|bird flu|avian flu"
                 r"|(?:can|could|might|may|will) spread|spreads? to|catching)\b", text, re.I):
        facts["contagious"] = True
    if re.search(r"\b(already|currently|now) (?:have|own|got)\b[^.?!]*\bdogs?\b", text, re.I) and re.search(
            r"\b(adopt|get|take in|foster|add|bring home|rescue)\w*\s+(?:a|an|one|another)\b|\b(?:coming to |is going to |will )?stay(?:ing)? with us\b"
            r"|\bvisiting dog\b|\bdog[- ]?sit\w*\b|\bwatching (?:my|his|her|our) \w+'?s? dog\b", text, re.I) and "dog_count" in facts \
            and not re.search(r"\ba\s+\d+(?:st|nd|rd|th)\b|\ba\s+(?:second|third|fourth|fifth|sixth)\b|\banother\b|\bone more\b", text, re.I):
        facts["dog_count"] += 1  # "we already have 3 dogs; my husband wants to adopt a retired greyhound"
    if re.search(r"\b(roosters?|capons?|cockerels?)\b", text, re.I) or re.search(
            r"\b(?:chicks?|hens?|pullets?|chickens?)\b[^.?!]*\b(?:turn\w* out to be|is|was|are|were|might be) (?:a |actually a )?(?:boy|male)s?\b", text, re.I):
        facts["rooster"] = True  # "one of the chicks turned out to be a boy" (trial 20 w33)
    if (re.search(r"\bsell(ing)?\b(?! (?:me|us)\b)[^.?!]*\b(eggs?|chicks)\b", text, re.I) or re.search(r"\beggs\b[^?]*\bsell(?:ing)? (?:a few|some|the extras?|a dozen|\w+ dozen|a (?:couple|few)(?: of)? dozen|them)\b", text, re.I)
            or re.search(r"\b(?:buy|buying|purchase|purchasing) (?:[\w-]+ ){0,3}eggs\b", text, re.I)  # "buy fresh eggs" (trial 55 c38)
            or re.search(r"\b(?:eggs?|chicks) for sale\b", text, re.I)  # "a little eggs for sale sign at the end of the driveway" (158 r40)
            # "my 6 hens lay more eggs than we can eat. can i put a few dozen out at the end of the driveway for sale?" (216 r40)
            or re.search(r"\beggs?\b[^.?!]*[.?!]?[^.?!]*\b(?:dozens?|cartons?)\b[^.?!]*\b(?:for sale|to sell)\b", text, re.I)
            # "can I put a few dozen out at the end of the driveway for $3 a dozen?" (trial 288 r40): a price is a sale
            or re.search(r"\beggs?\b[^?]*(?:\$\s?\d|\b\d+ (?:dollars|bucks)\b)[^.?!]{0,20}\b(?:a|per|the|each) (?:dozen|carton|egg)\b"
                         r"|\beggs?\b[^?]*\b(?:dozens?|cartons?)\b[^.?!]{0,20}\bfor (?:\$\s?\d|\d+ (?:dollars|bucks))", text, re.I)
            or re.search(r"\b(?:chicks|eggs)\b[^?]*\bsell\w* (?:them|the babies|the chicks|those|the eggs)\b", text, re.I)
            # "my hens lay more than we can eat, can i sell a dozen here and there to coworkers?" (trial 144 r40)
            or re.search(r"\b(?:hens?|chickens?)\b[^?]*\b(?:lay|laying|eggs?)\b[^?]*\bsell\w* (?:a dozen|dozens|the extras?|extras|some)\b", text, re.I)) \
            and not re.search(r"\bnot sell", text, re.I):
        facts["selling_eggs"] = True
    elif re.search(r"\beggs?\b", text, re.I) and re.search(
            r"\b(trade|trading|swap\w*|barter\w*|exchang\w*|give|giving|gift\w*|donat\w*|share|sharing|for free)\b", text, re.I):
        facts["eggs_not_sold"] = True
    if re.search(r"\b(let|set|turn)\w* (them|it|him|her) (go|free|loose)\b|\brelease\w*\b[^.?!]*\b(pond|lake|river|creek|park|woods|wild)\b", text, re.I):
        facts["abandoned"] = True  # "could we just let the goldfish go in the pond at the park?"
    if re.search(r"\b(?:drop|dump|leave|let)\w*\b[^.?!]{0,40}\b(?:off |go )?(?:out )?in the (?:country|countryside|woods|wild)\b"
                 r"|\b(?:drop|dump)\w* (?:\w+ ){0,4}off\b[^.?!]{0,30}\b(?:country|somewhere|woods|farm|road)\b", text, re.I):
        facts["abandoned"] = True  # "can i just drop my old barn cat off out in the country somewhere" (trial 37 e16)
    # "we're moving into an apartment that doesnt allow pets. can we just let our cat loose out by the farm fields" (261 r16)
    if re.search(r"\b(?:let|set|turn)\w* (?:our|my|the|his|her|their) (?:\w+ )?(?:cats?|dogs?|kittens?|pupp(?:y|ies)|rabbits?|bunn(?:y|ies)|pets?|animals?) "
                 r"(?:go|free|loose)\b[^.?!]{0,40}\b(?:fields?|farms?|farmland|country\w*|woods|wild|park|pond|lake|river)\b", text, re.I):
        facts["abandoned"] = True
    if re.search(r"\babandon|\b(dump(ed)?|left|leaves|leaving|ditched)\b[^.?!]*\b(dogs?|cats?|animals?|pets?|kittens?|pupp(y|ies)|rabbits?|bunn(y|ies))\b[^.?!]*\b(road|roadside|ditch|side of|drove off|behind|woods|park)", text, re.I) or re.search(r"\bdump(ed)?\b[^.?!]*\b(dogs?|cats?|animals?|pets?|kittens?|pupp(y|ies)|rabbits?|bunn(y|ies))\b", text, re.I):
        facts["abandoned"] = True
    # "my vet forgot to put an expiration date on my dogs rabies certificate" (trial 244 r01)
    if re.search(r"\b(no|doesn'?t (list|have|show)( an?)?|without( an?)?|did ?n'?t (write|put|list|give|include|fill in)( in)?( an?| the)?"
                 r"|(?:forgot|forget|forgets|neglected|failed|left out|omitted)(?: to (?:put|write|list|give|include|fill in|add))?(?: in)?(?: an?| the)?) expir"
                 # "my dogs rabies certificate doesnt say when the shot expires" (trial 122 r01)
                 r"|\b(?:certificate|cert|paperwork|papers)\b[^.?!]*\b(?:doesn'?t|does not|don'?t|didn'?t) (?:say|show|state|list) when\b[^.?!]*\bexpir", text, re.I):
        facts["certificate_has_expiry"] = False
    if re.search(r"\bbit (me|my (son|daughter|kid|child|wife|husband|boy|girl))\b", text, re.I) and not re.search(
            r"\bmy (\w+ )?(dog|cat|puppy|pup|kitten)\b[^.?!]*\bbit\b", text, re.I):
        facts["own_animal"] = False
    m = re.search(r"(?:turned|became|becomes|turns|hits|reaches|will be) (?:five|5) months(?: old)? on " + _MONTH_DAY.pattern[2:], text, re.I)
    if m:
        facts["became_five_months_on"] = _mmdd(m.group(1), m.group(2))
    m = re.search(r"(?:licen[sc](?:ed|ing)|licen[sc]e (?:her|him|it|them|the dog|the pup)|(?:got|get|getting|bought|buying|obtained) (?:the |a |his |her |its |my )?licen[sc]e) (?:\w+ ){0,6}?(?:on |till |until |by |in )?"
                  + _MONTH_DAY.pattern[2:], text, re.I)
    if m and not re.search(r"\b(?:before|by|prior to|has to be|have to be|must be|needs? to be)\s+(?:\w+\s+){0,3}$", text[:m.start(1)], re.I):
        facts["licensed_on"] = _mmdd(m.group(1), m.group(2))  # not "has to be licensed before april 1" (a deadline)
    m = re.search(r"\blicen[sc]\w*\b[^.?!]{0,40}?\b(?:until|till|til|'til)\s+(?:like\s+|about\s+|around\s+|maybe\s+)?(early\s+|mid[- ]?|late\s+|the end of\s+)?"
                  r"(jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
                  r"(?!\.?\s*\d)", text, re.I)
    if "licensed_on" not in facts and m:
        # "what happens if i dont get my dogs license renewed until like may?" (trial 151 r03): a month, no day
        part = (m.group(1) or "").strip().lower()
        facts["licensed_on"] = _mmdd(m.group(2), "1" if part == "early" else "28" if part in ("late", "the end of") else "15")
    if "licensed_on" not in facts and re.search(r"\b(?:forgot|forgotten|haven'?t|have not|didn'?t|did not|never|still need|not yet)\b[^.?!]*\blicen[sc]", text, re.I):
        # "totally forgot to license my dog this year. It's the middle of May now" (trial 51 j03): it will be licensed now or later
        # "its already May" (trial 237 r03)
        m = re.search(r"\b(?:it'?s|its|it is) (?:now |already |already now |now already )?(?:the )?(middle of |mid[- ]?|early |late |end of |beginning of |start of )?"
                      r"(jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
                      r"(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?", text, re.I)  # "its march 20th right now" (trial 144 r03)
        if m:
            part = (m.group(1) or "").strip().lower()
            day = m.group(3) or ("1" if part in ("early", "beginning of", "start of") else "28" if part in ("late", "end of") else "15")
            facts["licensed_on"] = _mmdd(m.group(2), day)
    m = re.search(r"\b(?:got|acquired|adopted|bought) (?!(?:the |a |his |her |its |my )?licen[sc]e)(?:\w+ ){0,6}?(?:on )?" + _MONTH_DAY.pattern[2:], text, re.I)
    if m:
        facts["acquired_on"] = _mmdd(m.group(1), m.group(2))
    # "adopted a 2 yr old dog about 6 weeks ago and havent gotten him licensed yet. am i going to get charged extra?"
    # (trials 108, 118 and 126, r03): asked about the late fee with no license yet, the days since acquiring the dog. A
    # month counts as 30 days only from two months up: one is too close to call.
    m = re.search(r"\b(?:got|acquired|adopted|bought|rescued|brought (?:\w+ )?home)\b[^.?!]{0,60}?\b"
                  r"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple(?: of)?|a few)\s+"
                  r"(days?|weeks?|months?)\s+ago\b", text, re.I)
    if m and "licensed_on" not in facts and "acquired_on" not in facts and re.search(
            r"\b(?:forgot|forgotten|haven'?t|havent|have not|didn'?t|did not|never|still need|not yet)\b[^.?!]*\blicen[sc]"
            r"|\bnot licen[sc]|\blicen[sc]\w*\b[^.?!]*\byet\b"
            # "Got a rescue dog about 3 weeks ago (hes 2). how long do I have to license him before ... a late fee?" (trial 188 r03)
            r"|\bhow (?:long|much time) (?:do|does|will) (?:i|we) have\b[^.?!]*\blicen[sc]", text, re.I) and re.search(
            r"\blate\b|\bcharg\w*|\bextra\b|\bfines?\b|\bpenalt", text, re.I):
        n = {"a": 1, "an": 1, "one": 1, "a couple": 2, "a couple of": 2, "a few": 3}.get(m.group(1).lower())
        n = n if n is not None else _number(m.group(1))
        unit = m.group(2).lower().rstrip("s")
        if unit != "month" or n >= 2:
            facts["days_since_acquired"] = float(n * {"day": 1, "week": 7, "month": 30}[unit])
    # "me and my roommate each have 2 cats": one household, so the counts add up.
    m = re.search(r"\b(?:me and (?:my|a) \w+|my \w+ and (?:i|me)|we both|both of us|the two of us)\b[^.?!]*\beach (?:have|has|own|got)\s+"
                  + _COUNT_NUM + r"\s+(?:adult\s+|grown\s+)?(cats?|rabbits?|dogs?)\b", text, re.I)
    if m:
        key = "dog_count" if m.group(2).lower().startswith("dog") else "count_over_five_months"
        facts[key] = 2 * _number(m.group(1))
    cats = re.search(_COUNT_NUM + r"\s+(?:adult\s+|grown\s+)?cats?\b(?![- ](?:limit|rule|max))", text, re.I)  # not "a 3 cat limit" (trial 112 r30)
    rabbits = re.search(_COUNT_NUM + r"\s+(?:adult\s+|grown\s+|pet\s+)?(?:rabbits?|bunn(?:y|ies))\b", text, re.I)
    one_rabbit = re.search(r"\b(?:a|one)\s+(?:adult\s+|grown\s+|pet\s+|house\s+)?(?:rabbit|bunny)\b", text, re.I)
    if cats and (rabbits or one_rabbit):  # "four cats ... we also have a pet rabbit"
        facts["count_over_five_months"] = _number(cats.group(1))
        facts["rabbit_count"] = _number(rabbits.group(1)) if rabbits else 1.0
    if re.search(r"\boutdoors?\b|\boutside\b|\b(back ?yard|yard|porch|patio)\b|\boutdoor (pen|enclosure|cage|aviary)\b", text, re.I):
        facts["kept_outdoors"] = True
    if re.search(r"\b(zoning|zoned|ch\.? ?525|chapter 525)\b[^.?!]*\b(allows?|permits?|lets)\b", text, re.I):
        facts["zoning_permits"] = True
    mailed = re.search(r"\b(?:mailed|sent|served|dated|postmarked|received|got it)\b[^.?!]*?\bon the (\d{1,2})(?:st|nd|rd|th)\b", text, re.I)
    today = re.search(r"\b(?:today|now)(?: is|'s| it'?s)? the (\d{1,2})(?:st|nd|rd|th)\b", text, re.I)
    if mailed and today and int(today.group(1)) >= int(mailed.group(1)):
        facts["days_since_notice"] = float(int(today.group(1)) - int(mailed.group(1)))
    if re.search(r"\b(can'?t|cannot|couldn'?t|could not|unable to|failed to)\b[^.?!]*\b(catch|captur\w*|trap|corral)\b", text, re.I):
        facts["cannot_capture"] = True
    if re.search(r"\bbit\b|\bbitten\b|\bbite\b|\bnipped\b", text, re.I) and not _NOT_BITTEN.search(text) and re.search(
            r"\bimpound\w*|\b(animal control|officer|constable|police|humane society|shelter|pound)\b[^.?!]*\b(took|taken|picked up|picks up|pick up|seized|seizes|catch(?:es)?|caught"
            r"|picked (?:him|her|it|them) up)\b"  # "before the humane officer picked him up" (trial 306 r06)
            r"|\b(took|taken|picked up|seized)\b[^.?!]*\b(to the (shelter|pound)|away)\b", text, re.I):
        facts["bit_before_impound"] = True
    if facts.get("bit_person") is True and re.search(r"\bimpound\w*|\b(?:is|he'?s|she'?s|it'?s|now) (?:at|in) the (?:shelter|pound)\b"
                                                     r"|\bbefore (?:they|the officer|animal control|the warden|someone|the police) (?:caught|picked up|picked (?:it|him|her) up|got|took|grabbed)\b"
                                                     r"|\b(?:was|got|been) (?:picked up|taken|seized|caught|impounded)\b", text, re.I):  # trial 52 k06
        facts["bit_before_impound"] = True  # "nipped a kid at the park before a humane officer picked him up; he's at the shelter now"
    if re.search(r"\bmov(e|ing)\b", text, re.I) and re.search(
            r"\b(leave|leaving|left)\s+(her|him|it|them|(?:the|our|my|your|their|his|a|an)(?:\s+\w+){1,3}?)\s+(?:(?:outside|outdoors|out|here|there)\s+)?(at|in|behind|with the house|for the (new|next)"
            r"|when (?:we|i) (?:go|leave|move))", text, re.I):  # "leave her there when we go" (trial 51 j16)
        facts["abandoned"] = True
    m = re.search(r"\bbit\s+(two|three|four|\d+)\s+(people|persons)\b", text, re.I)
    if m:
        facts["bites_12_months"] = _number(m.group(1))
    elif re.search(r"\b(?:bit|nipped|snapped at)\b[^.?!]{0,60}\bonce\b(?![^.?!]*\b(?:again|twice|second)\b)|\b(?:one|a single) (?:bite|nip)\b"
                   r"|\b(?:bit|nipped) (?:one|a single) (?:person|people|kid|child|man|woman|guy|jogger|neighbou?r)\b(?![^.?!]*\b(?:again|twice|another|second)\b)", text, re.I):
        # "my neighbors dog nipped one person last spring, does that make it vicious" (trial 180 r05)
        facts["bites_12_months"] = 1.0  # "she nipped the mail carrier once last year, no real injury" (trial 30 h05)
    if "bites_12_months" not in facts and re.search(r"\b(?:this|last) year\b|\bin the (?:last|past) (?:year|12 months|twelve months)\b"
                                                    r"|\bwithin (?:a|one|the same) year\b", text, re.I) \
            and _TWO_BITES.search(text):
        # "bit two different people this year": two persons bitten within one calendar year are within twelve months
        facts["bites_12_months"] = 2.0
    dated = [(int(y), _MONTHS.index(mo[:3].lower())) for mo, y in _MONTH_YEAR.findall(text)]
    if len(dated) == 2 and "bites_12_months" not in facts and re.search(r"\b(?:bit|bites?|bitten|nipped|snapped at)\b", text, re.I):
        # "nipped a delivery guy in January 2024 and a jogger in March 2025": two bites 14 months apart
        (y1, m1), (y2, m2) = sorted(dated)
        apart = (y2 - y1) * 12 + (m2 - m1)
        if apart != 12:  # twelve calendar months apart may be just under or just over a year: not settled by months
            facts["bites_12_months"] = 2.0 if apart < 12 else 1.0
    if facts.get("selling_eggs") and facts.get("retailer") is True and not re.search(r"\beggs?\b", text, re.I):
        # "we run a little farm supply store and want to sell baby chicks and ducklings" (trial 158 r13): a store's sale of
        # young fowl (§ 95-14), not a chicken keeper's sale of eggs or chicks
        del facts["selling_eggs"]
    return facts


_MONTH_YEAR = re.compile(_MONTH_DAY.pattern.split(r"\.?\s+")[0] + r"\.?\s+((?:19|20)\d\d)\b", re.I)


# Words that make a message about animals or this chapter at all: an animal, a kind of animal
# or breed, an animal's noise or waste, or the ordinances' own subjects.
_ANIMAL_WORDS = re.compile(
    r"\b(?:animals?|pets?|dogs?|doggy|doggo|pups?|puppy|puppies|canines?|k9|mutts?|hounds?|cats?|kitt(?:y|ies|ens?)|felines?|"
    r"hens?|chickens?|chicks?|roosters?|coops?|poultry|fowl|birds?|bees?|beehives?|hives?|honey ?bees?|beekeep\w*|"
    r"rabbits?|bunn(?:y|ies)|ferrets?|hamsters?|guinea pigs?|livestock|critters?|strays?|wildlife|"
    r"labs?|retrievers?|shepherds?|huskies|husky|beagles?|poodles?|collies?|terriers?|spaniels?|setters?|pointers?|"
    r"chihuahuas?|pit ?bulls?|rottweilers?|boxers?|dachshunds?|corgis?|goldens?|doodles?|tabby|tabbies|"
    r"rabies|rabid|leash\w*|kennels?|vets?|veterinar\w*|bark\w*|howl\w*|meow\w*|yelp\w*|yapp?\w*|poop\w*|feces|"
    r"pound|impound\w*|humane|bit|bite[sn]?|biting|neuter\w*|spay\w*|litters?|breed\w*|tags?|collars?|"
    # wildlife and small animals residents name, and the chicken words they misspell
    r"squirrels?|chipmunks?|woodchucks?|groundhogs?|moles?|mice|mouse|rats?|muskrats?|beavers?|opossums?|possums?|frogs?|toads?|"
    r"fish|goldfish|koi|(?:a|my|our|the|his|her|their|old|new|adopted) rescues?|chinchillas?|gerbils?|robins?|nests?|pelts?|traps?|trapping|hunt\w*|eggs?|chi[ck]?k\w*|malamutes?|"
    # birds and garden pests a resident may want to shoot or trap (trial 153 r17: "shoot the crows ... tearing up my garden")
    r"crows?|ravens?|pigeons?|starlings?|sparrows?|geese|goose|ducks?|woodpeckers?|hawks?|owls?|deer|raccoons?|skunks?|coyotes?|foxe?s?|"
    r"mastiffs?|danes?|greyhounds?|bulldogs?|schnauzers?|pugs?|shih ?tzus?|aussies?|heelers?|newfs?|cockers?|vizslas?|weimaraners?)\b",
    re.I)


# Subjects of other town codes (building, streets, waste, taxes) that a resident asks the assistant about.
# A chapter structure ("coop", "run", "hive", "kennel", "pen") keeps a message on the animal chapters.
_OTHER_SUBJECTS = re.compile(
    r"\b(?:fences?|sheds?|decks?|(?:swimming )?pools?|garages?|driveways?|sidewalks?|patios?|porch(?:es)?|roofs?|siding|solar panels?"
    r"|garbage|trash|recycling|leaves|snow|parking|fireworks?|property tax(?:es)?|building permits?|burn(?:ing)? permits?|septic)\b", re.I)
_CHAPTER_STRUCTURES = re.compile(r"\b(?:coops?|runs?|hives?|kennels?|pens?|cages?|enclosures?|hutch(?:es)?|barns?|stables?|pastures?|brooders?)\b", re.I)


# Town services no animal question is about, even when the message mentions pets: "We have a dog and two cats.
# Which day is garbage and recycling pickup?" (trial 50 h43). Read in the question sentence only.
_TOWN_SERVICES = re.compile(r"\b(?:garbage|trash|recycling|(?:garbage|trash|recycling|brush|leaf|bulk) pick-?ups?|snow ?plow\w*|plow(?:ed|ing)?"
                            r"|yard waste|brush (?:and|&) (?:\w+ ){0,2}pick-?ups?"  # "when is brush and yard waste pickup this month?" (trial 72 r43)
                            r"|street parking|property tax(?:es)?|tax bill|water bill|sewer bill|pot ?holes?|polling place|voter registration)\b", re.I)


def other_subject(text: str) -> Optional[str]:
    """The other code's subject ``text`` asks about, else None: "a new fence around my backyard" ->
    "fence", when the message names no animal, no subject of the chapters (``mentions_animal``) and no
    animal structure ("how tall can the run fence be?" stays a chicken question); or a Town service
    ("garbage") that the question sentence asks about and that names no animal, whatever the rest of
    the message says about pets."""
    text = text or ""
    m = _OTHER_SUBJECTS.search(text)
    if m is not None and not mentions_animal(text) and not _CHAPTER_STRUCTURES.search(text):
        return m.group(0).lower()
    for sentence in re.split(r"(?<=[.?!])\s+", text):
        if sentence.rstrip().endswith("?") and not mentions_animal(sentence):
            service = _TOWN_SERVICES.search(sentence)
            if service:
                return service.group(0).lower()
    return None


def mentions_animal(text: str) -> bool:
    """True if ``text`` names an animal or one of the chapters' subjects ("are cars allowed to park
    on the roadside overnight?" does not). A section number ("§ 95-12") counts."""
    text = text or ""
    return bool(_ANIMAL_WORDS.search(text) or _WILD_WORDS.search(text) or _FARM_WORDS.search(text)
                or re.search(r"\b1?95-\d", text))


_ADDED_DOGS = re.compile(
    r"\b(?:moves?|moving|move) in with (?:her|his|their) " + _COUNT_NUM + r" (?:\w+ )?dogs?\b"
    r"|\b(?:brings?|bringing|adds?|adding|gets?|getting|plus) (?:her|his|their|another|an? extra|in)? ?" + _COUNT_NUM + r" (?:more |other |extra )?(?:\w+ )?dogs?\b"
    r"|\b" + _COUNT_NUM + r" more dogs?\b", re.I)


def parse_added_dogs(text: str) -> Optional[float]:
    """Dogs a follow-up adds to those already counted ("what if my girlfriend moves in with her
    2 dogs?" -> 2.0), or None. The action adds them to the ``dog_count`` already known."""
    m = _ADDED_DOGS.search(text or "")
    return _number(next(g for g in m.groups() if g)) if m else None


def normalize_animal(value: Any) -> Any:
    """The animal slot's value as the rules read it: a breed the NLU tagged ("terrier", "lab")
    is a dog, "tabby" a cat; anything else is left as it is."""
    if not isinstance(value, str) or value in ("dog", "cat") or value == DONT_KNOW:
        return value
    kind = next((v for pattern, v in _ANIMALS[:2] if pattern.fullmatch(value.strip())), None)
    return kind or value


# A message that says it has a question or a problem and what it is about, but asks nothing yet: "I have a
# question about my dog", "hi, need some help with an animal problem with my neighbor" (trials 63 and 64, r44
# and r45). Every word must be one of these (or an animal's name); one of _VAGUE_ASKS must be among them.
_VAGUE_ASKS = frozenset("question questions problem problems issue issues concern concerns trouble help ask asking "
                        "info information bugging bothering annoying upset mad angry unhappy complaining complained going happening wrong "
                        "nuisance situation matter wondering rules rule laws ordinance ordinances".split())  # "hi, need some help with
# a pet situation pls" (trial 110 r45); "hi, wondering about the rules for my neighbors animals" (trial 171 r45)
_RULE_WORDS = frozenset("rules rule laws ordinance ordinances".split())
_VAGUE_WORDS = _VAGUE_ASKS | frozenset(
    "hi hello hey good morning afternoon evening there there's theres that's thats if know wondering happy please thanks thank you quick general few small little a an "
    "the some this that these those i i'm im i've ive we we're we've me us my our it its it's they them their they're "
    "he she his her him is are was be been being have has had having got get getting need needs needed want wanted "
    "would like to can could you help me with about regarding re on of for and or from in at just so also "
    "animal animals pet pets neighbor neighbors neighbor's neighbour neighbours neighbour's next door causing cause "
    "caused making something at place house home property yard w thing things stuff u pls plz what should do something's what's whats not sure unsure really "
    "one become becoming becomes became real big serious huge kind sort lately recently again still constant ongoing "
    "doing does did think don't dont allowed am keep this animal ok okay alright right legal fine town village cedarburg westfield driving drive drives nuts crazy insane rules rule law laws ordinance ordinances "
    "around here where live area local neighborhood keeps always options option choices".split())  # "driving me nuts" (trial 134 r45); "the rules for animals around here?" (trial 182 r45)


# "my neighbor is doing something with his animals that I dont think is allowed. what can I do?" (trial 95 r45)
_WHAT_CAN_I_DO = re.compile(r"\bwhat (?:can|should|could|do) (?:i|we) do\b"
                            r"|\b(?:it'?s|its|it is|this is|writing|here) about\b", re.I)  # "hi, it's about my neighbor's animals" (trial 107 r45)
# "hi, am i allowed to keep this animal at my place?" (trial 111 r45): vague only when no animal is named ("am i allowed to keep
# chickens?" is the chicken question)
_ALLOWED_UNNAMED = re.compile(r"\b(?:am i|are we) allowed\b"  # "is it ok to keep these animals at my place?" (trial 122 r45)
                              r"|\bis it (?:ok|okay|alright|all right|legal|fine) (?:for (?:me|us) )?to\b"
                              # "my neighbor has some animals and i want to know if thats allowed" (trial 156 r45)
                              r"|\b(?:if|whether) (?:that'?s|thats|that is|it'?s|its|it is|this is) (?:allowed|ok|okay|legal)\b"
                              # "my neighbor has some animals and im not sure its legal" (trial 200 r45)
                              r"|\b(?:not sure|unsure|no idea|don'?t know|dont know) (?:if |whether )?(?:that'?s|thats|that is|it'?s|its|it is|this is|they'?re|theyre|they are) (?:allowed|ok|okay|legal)\b"
                              # "hi, is what I'm doing with my animals legal or not?" (trial 168 r45)
                              r"|\b(?:legal|allowed|ok|okay) or not\b"
                              # "hi is my animal allowed at my house?" (trial 176 r45)
                              r"|\b(?:is|are) (?:my|our|this|these|the) (?:animal|pet)s? (?:allowed|ok|okay|legal)\b"
                              # "hi, is what my neighbor is doing with their animals allowed?" (trial 245 r45)
                              r"|\bis what\b[^.?!]{0,60}\b(?:allowed|ok|okay|legal)\b"
                              # "hi is this allowed in my town?" (trial 254 r45)
                              r"|\bis (?:this|that|it) (?:allowed|ok|okay|legal)\b"
                              # "hi, is my neighbor allowed to do that with their animals??" (trial 265 r45)
                              r"|\b(?:is|are) (?:my|our|the) neighbou?rs? (?:even )?allowed to do (?:that|this)\b"
                              # "hi, wondering whats allowed with my neighbors animals" (trial 267 r45)
                              r"|\bwhat(?:'?s| is) (?:allowed|ok|okay|legal)\b", re.I)


# The resident is the one complained about, not the one complaining.
_COMPLAINED_ABOUT = re.compile(r"\b(?:complain\w*|upset|mad|angry|unhappy) (?:about|at|with|over) (?:one of )?(?:my|our|me|us)\b"
                               r"|\b(?:am i|are we) in trouble\b", re.I)


def vague_request(text: str) -> Optional[str]:
    """What a message that asks nothing specific is about: the animal it names ("dog", "cat", "chicken",
    "bees" ...), "neighbor" for a neighbour's animals, "complained_about" when someone complains about the resident's
    own animals, "allowed" when it asks whether an animal it does not name is allowed, or "general"; None when the message asks or
    states anything more ("my dog bit someone", "how many dogs can I have?").

    >>> vague_request("I have a question about my dog")
    'dog'
    >>> vague_request("hi, need some help with an animal problem with my neighbor")
    'neighbor'
    >>> vague_request("how many dogs can I have?") is None
    True
    """
    text = (text or "")[:300]
    words = re.findall(r"[a-z][a-z'’]*", text.lower().replace("’", "'"))
    if not words or len(words) > 25 or not (_VAGUE_ASKS.intersection(words) or _WHAT_CAN_I_DO.search(text)
                                            or _ALLOWED_UNNAMED.search(text) and not any(parse_animal(w) for w in words)):
        return None
    animals = []
    for word in words:
        if word in _VAGUE_WORDS:
            continue
        animal = parse_animal(word)
        if animal is None:
            return None
        animals.append(animal)
    if animals and not (_VAGUE_ASKS - _RULE_WORDS).intersection(words) and not _WHAT_CAN_I_DO.search(text):
        return None  # "what are the rules for chickens?": the rule's general answer, not "What would you like to know?"
    if _COMPLAINED_ABOUT.search(text):  # "my neighbor is complaining about my animals, am i in trouble?" (trial 121 r45)
        return "complained_about"
    if any(w.startswith("neighbo") for w in words) or re.search(r"\bnext door\b", text, re.I):
        return "neighbor"
    if not animals and _ALLOWED_UNNAMED.search(text) and not re.search(r"\bdoing\b", text, re.I) and re.search(r"\b(?:this|these|that|those|my|our|an?|the) (?:animal|pet)s?\b", text, re.I):
        return "allowed"  # "hi, is this animal allowed where I live?" (trial 303 r45): which animal, and where
    return animals[0] if animals else "general"
