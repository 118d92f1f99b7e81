#!/usr/bin/env python
"""Turn the resident-trial questions into NLU training examples: data/nlu_trials.yml.

Usage: python scripts/trials_to_nlu.py results/trials/answers.json > data/nlu_trials.yml
(answers.json from `make trials`, run on a model trained without this file's examples or with them:
only the labels of questions whose answer cited the expected section are taken from it).

Each question of trials 2 to 9 (bench/resident_trials.jsonl) becomes an example of the intent of the
rule that answers it: the rule that cited the expected section, else that section's rule
(DEFAULT below; § 95-5 and § 95-6 by the note's words, or left out). Out-of-scope questions are
out_of_scope. Trials 10 and later (HELD_OUT) are kept out, as questions the model has not seen. Questions over
200 characters are left out (they multiply DIET's training time by padding every batch), as are
questions naming another municipality. Municipalities and animals are annotated by pattern, in
data/nlu.yml's conventions.
"""
import collections
import json
import re
import sys

HELD_OUT = set(range(10, 311))  # trials 10 to 310
MAX_CHARS = 200
# The rule of a section, for questions the bot did not yet route there (§§ 95-5 and 95-6 by the note).
DEFAULT = {
    "95-2": "rabies_vaccination", "95-3": "dog_license", "95-4": "dog_license", "95-7": "impoundment",
    "95-8": "cemetery", "95-9": "bite", "95-10": "feces", "95-11": "property_damage", "95-12": "barking",
    "95-13": "wild_animals", "95-14": "animal_sale", "95-15": "animal_care", "95-16": "animal_care",
    "95-17": "animal_care", "95-18": "cruelty", "95-19": "trapping", "95-20": "pet_theft", "95-21": "vehicle_accident",
    "95-22": "dog_limit", "95-23": "bees", "95-24": "chickens", "195-14": "chickens", "livestock": "livestock",
    "diseased-animals": "diseased_animal", "running-at-large": "at_large", "noise": "barking", "cruelty": "cruelty",
    "food-premises": "food_premises", "cats": "cat_limit", "zoning-precedence": "zoning", "penalties": "penalties",
}
MUNICIPALITY = [
    (r"(?i)\b(town of cedarburg|twn of cedarburg|tn of cedarburg|cedarburg township)\b", "town_of_cedarburg"),
    (r"(?i)\b(village of westfield|vil of westfield|vlg of westfield|vlg westfield|westfield village|vilage of westfield"
     r"|westfield vill?)\b", "village_of_westfield"),
]
ANIMALS = [
    ("dog", r"dogs?|pupp(?:y|ies)|pups?|husk(?:y|ies)|beagles?|labs?|retrievers?|shepherds?|pit ?bulls?|terriers?|poodles?"
            r"|coonhounds?|mutts?"),
    ("cat", r"cats?|kittens?|kitties|kitty"),
    ("chicken", r"hens?|chickens?|chicks|poultry"),
    ("rooster", r"roosters?"),
    ("bees", r"bees|honey ?bees|beehives?|bee"),
    ("horse", r"horses?|pon(?:y|ies)|mares?"),
    ("livestock", r"goats?|sheep|pigs?|cows?|cattle|steers?|llamas?|alpacas?|mules?|hogs?|lambs?|swine|donkeys?"),
    ("other", r"rabbits?|bunn(?:y|ies)|ducks?|ducklings?|parrots?|pigeons?|geese|turkeys?|peacocks?"),
    ("wild", r"wol(?:f|ves)|bears?|pythons?|snakes?|alligators?|raccoons?|deer|coyotes?|fox(?:es)?|monkeys?|tigers?|lions?"
             r"|hawks?|owls?|skunks?|bison|otters?"),
]
ELSEWHERE = re.compile(r"(?i)\bcity of\b|\btown of (?!cedarburg)|\bvillage of (?!westfield)")


def label(row: dict):
    """The intent for a replayed question (a row of answers.json), or None to leave it out."""
    if row["trial"] in HELD_OUT:
        return None
    if row["expect"] == "out_of_scope":
        return "out_of_scope"
    if row["expect"] != "answer":
        return None
    if row["cited"]:
        return f"ask_{row['rule']}" if row["rule"] else "ask_section"  # no rule: the section reader answered
    section, about = row["section"].split(":")[-1], row["about"].lower()
    if section == "95-5":
        return "ask_rabies_quarantine" if "district" in about or "confined" in about else "ask_bite"
    if section == "95-6":
        for words, intent in (("vicious",), "ask_vicious_dog"), (("at large", "running", "leash"), "ask_at_large"), (("food",), "ask_food_premises"):
            if any(w in about for w in words):
                return intent
        return None
    return f"ask_{DEFAULT[section]}" if section in DEFAULT else None


def annotate(text: str) -> str:
    """Rasa's inline entity markup for the municipalities and animals named."""
    spans = [(m.start(1), m.end(1), "municipality", value) for pattern, value in MUNICIPALITY for m in re.finditer(pattern, text)]
    spans += [(m.start(1), m.end(1), "animal", value) for value, pattern in ANIMALS
              for m in re.finditer(r"(?i)\b(" + pattern + r")\b", text)]
    out, last = [], 0
    for start, end, entity, value in sorted(spans):
        if start < last:
            continue
        surface = text[start:end]
        mark = f"[{surface}]({entity})" if entity == "animal" and surface == value else \
            f'[{surface}]{{"entity": "{entity}", "value": "{value}"}}'
        out += [text[last:start], mark]
        last = end
    return "".join(out + [text[last:]])


def main() -> None:
    by_intent, left_out = collections.defaultdict(list), 0
    for row in json.load(open(sys.argv[1])):
        intent, text = label(row), row["messages"][0].strip().replace("\n", " ")
        if not intent or re.search(r"[\[\]{}]", text) or ELSEWHERE.search(text) or len(text) > MAX_CHARS:
            left_out += 1
            continue
        by_intent[intent].append(annotate(text))
    lines = ['version: "3.1"', "",
             "# Resident-trial questions (trials 2 to 9; bench/resident_trials.jsonl), each labelled with the rule that",
             "# answers it (the rule that cited the expected section, or that section's rule). Trials 10 and 11 are kept out as",
             "# unseen questions. Questions over 200 characters are left out (they multiply DIET training time by",
             "# padding every batch). Municipalities and animals are annotated by pattern.",
             "# Generated by scripts/trials_to_nlu.py; edit that, not this file.",
             "", "nlu:"]
    for intent in sorted(by_intent):
        lines += [f"- intent: {intent}", "  examples: |"] + [f"    - {e.replace(chr(92), '/')}" for e in by_intent[intent]] + [""]
    sys.stdout.write("\n".join(lines))
    print(f"{sum(map(len, by_intent.values()))} examples, {left_out} questions left out", file=sys.stderr)


if __name__ == "__main__":
    main()
