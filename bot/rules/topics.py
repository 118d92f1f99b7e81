"""``TOPICS``: each topic name (the value of the Rasa ``topic`` slot) and the rule that answers it."""
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
