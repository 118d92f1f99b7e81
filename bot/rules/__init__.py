"""The rule module: facts in, ``Decision`` out. No Rasa imports here.

``decide(topic, facts)`` is the one entry point the actions use. ``TOPICS`` maps
each topic name (the value of the Rasa ``topic`` slot) to its rule.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Mapping

from bot.decision import Decision
from bot.rules.bites import bite, impoundment, rabies_quarantine
from bot.rules.chickens import chickens
from bot.rules.conduct import (
    animal_care,
    at_large,
    barking,
    cemetery,
    cruelty,
    diseased_animal,
    feces,
    food_premises,
    penalties,
    pet_theft,
    property_damage,
    trapping,
    vehicle_accident,
    vicious_dog,
)
from bot.rules.keeping import animal_sale, bees, cat_limit, dog_limit, livestock, wild_animals, zoning
from bot.rules.licensing import dog_license, rabies_vaccination

TOPICS: Dict[str, Callable[[Mapping[str, Any]], Decision]] = {
    "dog_license": dog_license,
    "rabies_vaccination": rabies_vaccination,
    "chickens": chickens,
    "bite": bite,
    "rabies_quarantine": rabies_quarantine,
    "impoundment": impoundment,
    "dog_limit": dog_limit,
    "cat_limit": cat_limit,
    "bees": bees,
    "wild_animals": wild_animals,
    "livestock": livestock,
    "animal_sale": animal_sale,
    "barking": barking,
    "at_large": at_large,
    "vicious_dog": vicious_dog,
    "feces": feces,
    "property_damage": property_damage,
    "cemetery": cemetery,
    "food_premises": food_premises,
    "animal_care": animal_care,
    "cruelty": cruelty,
    "trapping": trapping,
    "pet_theft": pet_theft,
    "vehicle_accident": vehicle_accident,
    "diseased_animal": diseased_animal,
    "penalties": penalties,
    "zoning": zoning,
}


class UnknownTopic(KeyError):
    """No rule answers this topic."""


# The point asked about (fact ``concern``) decides the provision when the resident's words
# named another topic: "the neighbor's dog killed my hens" is a § 95-6 question, not a
# chicken-keeping one; "he leaves his dog out with no water" is care, not barking.
CONCERN_TOPICS = {
    "attacked_animal": "vicious_dog",
    "vehicle_chasing": "vicious_dog",
    "poison": "cruelty",
    "vehicle_lead": "cruelty",
    "shooting_confined": "cruelty",
    "seized_neglected": "animal_care",
    "devices": "cruelty",
}
# Care concerns move only these topics (a chicken or bite question may mention water or a vet).
CARE_CONCERNS = {"food_water", "medical", "shelter"}
CARE_FROM = {"barking", "impoundment", "vicious_dog", "dog_limit", "cat_limit", "feces", "property_damage"}


def route(topic: str, facts: Mapping[str, Any]) -> str:
    """The topic whose rule answers: ``topic``, or the one the ``concern`` fact points to."""
    concern = facts.get("concern")
    if concern in CONCERN_TOPICS and topic in TOPICS:
        return CONCERN_TOPICS[concern]
    if concern in CARE_CONCERNS and topic in CARE_FROM:
        return "animal_care"
    if topic == "dog_limit" and facts.get("hen_count") is not None and facts.get("dog_count") is None:
        return "chickens"  # "does the 6 hen limit apply on E-1?"
    return topic


def decide(topic: str, facts: Mapping[str, Any]) -> Decision:
    """Evaluate the rule for ``topic`` (after ``route``) on ``facts`` (fact name -> value,
    see ``bot.facts``). ``Decision.topic`` names the rule that answered.

    Raises ``UnknownTopic`` for a topic no rule covers.
    """
    try:
        rule = TOPICS[route(topic, facts)]
    except KeyError:
        raise UnknownTopic(topic) from None
    return rule(facts)
