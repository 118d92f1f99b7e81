"""The fact registry: every fact a rule may need, defined once.

Rasa slots, form questions (``action_ask_<fact>``, in ``actions/ask.py``) and rule
inputs all use these names; ``tests/test_domain.py`` fails when the domain
drifts from this registry.

Facts are three-valued. A fact is *known* (a value), explicitly *unknown*
(``DONT_KNOW``, the resident said "I don't know"), or *not asked* (absent or
``None``). "Not asked" is never read as false or zero, and ``DONT_KNOW`` is
never read as "no".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Mapping, Optional, Tuple

DONT_KNOW = "dont_know"

MUNICIPALITIES = ("town_of_cedarburg", "village_of_westfield")
# Places residents confuse with the two we cover. Their law is not ours to apply.
OTHER_MUNICIPALITIES = {
    "city_of_cedarburg": "the City of Cedarburg",
    "town_of_westfield": "the Town of Westfield",
}
OTHER_PREFIX = "other:"  # any other place named in full: "other:Town of Grafton"


def other_municipality_name(value: Any) -> Optional[str]:
    """'the City of Cedarburg' for 'city_of_cedarburg', 'the Town of Grafton' for
    'other:Town of Grafton'; None for a covered municipality or anything else."""
    if value in OTHER_MUNICIPALITIES:
        return OTHER_MUNICIPALITIES[value]
    if isinstance(value, str) and value.startswith(OTHER_PREFIX) and len(value) > len(OTHER_PREFIX):
        name = value[len(OTHER_PREFIX):]
        return name if "," in name else "the " + name  # "Westfield, New Jersey"; "the Town of Grafton"
    return None


# A place named without "Town", "Village" or "City" (bot.parsers.bare_place): the question
# asked instead of the plain municipality question, with its quick replies.
AMBIGUOUS_PLACES: Dict[str, Tuple[str, Dict[str, str]]] = {
    "westfield": (
        "Do you mean the Village of Westfield? The Town of Westfield is a different municipality, "
        "and this assistant does not cover it.",
        {"village_of_westfield": "Village of Westfield", "town_of_westfield": "Town of Westfield"},
    ),
    "cedarburg": (
        "Do you mean the Town of Cedarburg or the City of Cedarburg? They are different municipalities; "
        "this assistant covers the Town.",
        {"town_of_cedarburg": "Town of Cedarburg", "city_of_cedarburg": "City of Cedarburg"},
    ),
}


@dataclass(frozen=True)
class Fact:
    name: str
    type: str  # enum | number | bool | text
    question: Optional[str] = None  # None: never asked, only taken from what the resident says
    unit: Optional[str] = None
    choices: Tuple[str, ...] = ()
    labels: Optional[Dict[str, str]] = None  # quick-reply titles for the values offered
    per_question: bool = False  # what one question is about: forgotten when the next question comes


FACTS: Dict[str, Fact] = {
    f.name: f
    for f in [
        Fact(
            "municipality",
            "enum",
            "Which municipality is this about: the Town of Cedarburg or the Village of Westfield?",
            choices=MUNICIPALITIES,
            labels={"town_of_cedarburg": "Town of Cedarburg", "village_of_westfield": "Village of Westfield"},
        ),
        Fact(
            "animal",
            "enum",
            "What kind of animal is it (for example a dog, a cat or a ferret)?",
            choices=("dog", "cat", "chicken", "rooster", "ferret", "horse", "bees", "livestock", "wild", "other"),
            labels={"dog": "Dog", "cat": "Cat", "other": "Another animal"},
        ),
        Fact(
            "dog_age_months",
            "number",
            "How old is the dog? You can say, for example, \"10 weeks\", \"4 months\" or \"3 years\", or \"I don't know\".",
            unit="months",
        ),
        Fact(
            "vaccinated",
            "bool",
            "Is the animal currently vaccinated against rabies, with a valid certificate? (yes / no / I don't know)",
        ),
        Fact("own_animal", "bool"),
        Fact("service_dog", "bool"),
        Fact("kennel", "bool"),
        Fact("activity", "enum", choices=("hunting", "competition", "training", "confined_indoors", "fenced"), per_question=True),
        Fact("exposed_to_rabid_animal", "bool"),
        Fact("district_rabies_quarantine", "bool"),
        Fact("tag_attached", "bool"),
        # Taken from what residents say (bot.parsers), never asked:
        Fact("zoning", "text"),
        Fact("dog_count", "number"),
        Fact("hen_count", "number"),
        Fact("adjoining_lots_same_owner", "number"),
        Fact("families_on_lot", "number"),
        Fact("kennel_license", "bool"),
        Fact("game_farm_license", "bool", per_question=True),
        Fact("litter", "bool"),
        Fact("hives", "number"),
        Fact("bee_species", "text"),
        Fact("formal_written_complaints", "number"),
        Fact("days_between", "number", unit="days"),
        Fact("count_over_five_months", "number"),
        Fact("species", "text", per_question=True),
        Fact("other_species", "text", per_question=True),
        Fact("length_in", "number", unit="inches", per_question=True),
        Fact("over_24_hours", "bool"),
        Fact("use", "enum", choices=("transportation_amish_mennonite",)),
        Fact("dyed", "bool", per_question=True),
        Fact("bites_12_months", "number"),
        Fact("coop_distance_to_residence_ft", "number", unit="feet"),
        Fact("coop_distance_to_lot_line_ft", "number", unit="feet"),
        Fact("hive_distance_to_line_ft", "number", unit="feet", per_question=True),
        Fact("free_range", "bool", per_question=True),
        Fact("owns_property", "bool"),
        Fact("violations_12_months", "number"),
        Fact("selling_eggs", "bool", per_question=True),
        Fact("rooster", "bool", per_question=True),
        Fact("no_tag", "bool", per_question=True),
        Fact("handicapped", "bool"),
        Fact("handler_age", "number", unit="years", per_question=True),
        Fact("retailer", "bool", per_question=True),
        Fact("sale_count", "number", per_question=True),
        Fact("sale_age_months", "number", unit="months", per_question=True),
        Fact("small_pet", "text", per_question=True),
        Fact("trade", "bool", per_question=True),
        Fact("asks", "enum", choices=("cost", "penalty", "liability", "kennel_tag", "revocation", "over_limit", "must_remove", "real_rule", "problem", "any_way"), per_question=True),
        Fact("count_under_five_months", "number", per_question=True),
        Fact("exempt_keeper", "bool", per_question=True),
        Fact("grandfathered_1988", "bool"),
        Fact("new_owner", "bool"),
        Fact("tag_lost", "bool", per_question=True),
        Fact("brought_in_certified", "bool", per_question=True),
        Fact("chicken_question", "enum", choices=("lapsed", "revocation", "on_building", "coop_location", "renewal", "moving_coop",
                                                  "slaughter", "illness", "run_cover", "wing_clip", "run_height", "enforcement", "appeal",
                                                  "multi_family", "mobile_coop", "covenants", "handling",
                                                  "new_owner", "chicks_count", "attached_garage", "crowing_hen",
                                                  "sell_hens", "coop_build", "neighbor_notice", "egg_products", "needs_permit", "served"), per_question=True),
        Fact("abandoned", "bool", per_question=True),
        Fact("rabbit_count", "number", per_question=True),
        Fact("boarding", "bool", per_question=True),
        Fact("eggs_not_sold", "bool", per_question=True),
        Fact("private_rules", "bool", per_question=True),
        Fact("roaming", "bool", per_question=True),
        Fact("contagious", "bool", per_question=True),
        Fact("scratch_only", "bool", per_question=True),
        Fact("bit_person", "bool", per_question=True),
        Fact("booster_late", "bool", per_question=True),
        # The point asked (bot.rules.points): one value, or a list when the words match several.
        Fact("point", "enum", choices=("brought_in", "how_often", "how_many_hens", "move_diseased", "must_admit", "must_refuse", "shoot_pest", "late_fee_when", "in_subdivision", "tag_contents", "kennel_tag_count", "where_apply", "how_apply", "neuter_rate", "renewal", "license_age",
                                       "grandfathered", "inspection", "other_assistance_dog", "pound_location", "retail_minimum", "phone_complaints", "each_dog", "not_solid", "business", "time_of_day", "anonymous", "why_rule", "moved_in", "court_order", "walker", "impound_fee", "parkway", "structure", "lien",
                                       "trap_permit", "bicycle", "school_hive", "meat_birds", "run_connected", "definition",
                                       "temporary_keeping", "no_coop", "fee_waiver", "vet_cooperation", "carcass", "officer_kill",
                                       "tie_up", "left_alone", "other_property", "setback", "didnt_know", "show_dog", "temporary_stay", "empty_coop", "head_shot", "refund", "keep_rabid_bitten",
                                       "fine_too", "confine_period", "vicious_test", "exempt_distance", "confined_meaning", "vet_hold", "maybe_stray", "wild_swarm", "domesticated",
                                       "in_training", "who_liable", "expiry_decided", "co_signed", "confined_no_tag",
                                       "food_amount", "fault", "adjacent_lots", "spectator", "inside_building", "temporary_injury",
                                       "co_owner", "family_definition", "hunting", "wild_prey", "owner_permission", "buyer",
                                       "exceed_permit", "acquitted", "other_violation", "hand_lead", "trapping_age", "licensed_count",
                                       "revoked_sold", "convert_structure", "other_vet_tag", "kennel_pups", "daycare_collar",
                                       "vicious_ends", "notice_date", "filed_elsewhere", "shelter_size", "other_agency", "one_time",
                                       "home_kitchen", "farm_stand", "more_hens", "other_permits", "procedure",
                                       "is_abandoning", "bagged_anyway", "foreign_certificate", "certificate_update", "free_license_late", "kennel_house_dog", "license_year_end", "quarantine_muzzle", "tied_unattended", "sold_buyer", "someone_else_reported", "moved_not_removed", "tenant_damage", "who_files", "prize", "town_agent", "rescue", "own_pet", "service_dog_limit", "license_term", "other_lot", "own_eggs", "kids_help", "water_freeze", "outside_owner", "feeding_wild", "upstairs", "group_home", "removed_return", "rolling_year", "repair", "nuisance_animals",
                                       "injured_in_custody", "show_fair", "owner_unreachable", "temperature", "what_vehicle", "trespasser", "walk_on_lead", "near_food_outdoors", "hen_death_report", "few_hens", "microchip", "tag_cost", "late_return", "kennel_loophole", "kennel_barking", "feral_poison", "hive_move", "building_permit", "registration", "pay_online",
                                       "trash_can", "passenger", "impound_yard", "booster_after_exposure", "pay_later", "must_feed", "vet_euthanasia", "not_sold", "zoning_conflict", "reapply", "senior_discount", "inherited",
                                       "how_many_dogs", "how_many_cats", "late_fee",
                                       "what_can_i_do", "dog_removal", "needs_license",
                                       "other_driver", "half_after_july", "quarantine_notice", "unlicensed_release", "what_makes_violation",
                                       "shade", "keep_neighbors_pet", "neighbor_notice", "who_handles", "street_grazing",
                                       "how_long_license", "on_leash", "person_beating", "how_long_redeem", "loose_in_public", "own_premises_poison",
                                       "fouling", "impound_grounds", "young_count", "license_year", "taken_from_me", "surrender_exam", "official_taker", "husbandry", "indoor_trap", "coop_house", "each_day", "declared_vicious",
                                       "others_abandoned", "take_stray_away", "is_it_legal",
                                       "lives_near_quarters",
                                       "owner_duties", "weather_care", "keep_contained", "license_after_acquiring", "water_once_a_day", "exam_count", "first_shot", "coop_house_fence", "cats_too", "zoning_vs_animal", "over_now", "take_out_public", "two_bites", "muzzled_too",
                                       "disturb_nest", "smaller_one_under", "food_and_water", "is_it_against", "is_there_limit", "shop_animal"),
                                       per_question=True),
        Fact("kennel_outside", "bool", per_question=True),
        Fact("amish_mentioned", "bool", per_question=True),
        Fact("tag_question", "enum", choices=("substitute", "wear"), per_question=True),
        Fact("asks_how_to", "bool", per_question=True),
        Fact("per_dog", "bool", per_question=True),
        Fact("private_place", "bool", per_question=True),
        Fact("hybrid", "bool", per_question=True),
        Fact("fairgrounds", "bool", per_question=True),
        Fact("official_duty", "bool", per_question=True),
        Fact("asks_quarantine", "bool", per_question=True),
        Fact("landlord", "bool", per_question=True),
        Fact("fostering", "bool", per_question=True),
        Fact("someone_elses", "bool", per_question=True),
        Fact("raptor_parts", "bool", per_question=True),
        Fact("about_bees", "bool", per_question=True),
        Fact("license_tag_lost", "bool", per_question=True),
        Fact("on_premises", "bool", per_question=True),
        Fact("asks_half", "bool", per_question=True),
        Fact("kept_outdoors", "bool", per_question=True),
        Fact("zoning_permits", "bool", per_question=True),
        Fact("days_since_notice", "number", unit="days", per_question=True),
        Fact("cannot_capture", "bool", per_question=True),
        Fact("bit_before_impound", "bool", per_question=True),
        # What a care or conduct question is about, so the answer leads with that provision:
        Fact("concern", "enum", choices=("officer_killed", "taking_animal", "training_collar", "harming", "seized_neglected", "poison", "devices", "vehicle_chasing", "attacked_animal", "vehicle_lead",
                                         "shooting_confined", "parts_sale", "property_damage", "medical", "sanitation", "space", "vehicle_heat",
                                         "shelter", "food_water", "vehicle_hit", "feces", "food_event", "cemetery",
                                         "noise", "trap", "impounded"), per_question=True),
        Fact("certificate_has_expiry", "bool"),
        Fact("became_five_months_on", "text"),
        Fact("licensed_on", "text"),
        Fact("acquired_on", "text"),
        Fact("days_since_acquired", "number", unit="days", per_question=True),
        Fact("length_expected", "bool", per_question=True),  # length_in is the size it will reach, not its size now
        Fact("count_wanted", "bool", per_question=True),
        Fact("young_named", "bool", per_question=True),  # the question says "puppy", "pup" or "kitten": the age matters  # the count asked about includes an animal still to come ("a 4th")
    ]
}

ASKED_FACTS = [f.name for f in FACTS.values() if f.question]
PER_QUESTION_FACTS = [f.name for f in FACTS.values() if f.per_question]


def well_typed(name: str, value: Any) -> bool:
    """False for a value a rule must not read as the fact: e.g. raw text ("shes 2") in a
    number fact before the form has validated it, or an unrecognised municipality.
    Such a value counts as not yet known, so the form asks (and validates) again."""
    fact = FACTS.get(name)
    if fact is None or value == DONT_KNOW:
        return True
    if fact.type == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if fact.type == "bool":
        return isinstance(value, bool)
    if name == "municipality":
        return value in MUNICIPALITIES or other_municipality_name(value) is not None
    return True


class Facts:
    """Read-only view over a fact mapping, with the three-valued helpers.

    ``Facts({"age": 3})`` — ``known("age")`` is True, ``unknown("x")`` is True
    only for ``DONT_KNOW``, ``missing("x")`` only for absent/None.
    """

    def __init__(self, values: Mapping[str, Any]):
        self._v = {k: v for k, v in values.items() if v is not None and v != "" and well_typed(k, v)}

    def get(self, name: str, default: Any = None) -> Any:
        value = self._v.get(name, default)
        return default if value == DONT_KNOW else value

    def known(self, name: str) -> bool:
        return name in self._v and self._v[name] != DONT_KNOW

    def unknown(self, name: str) -> bool:
        return self._v.get(name) == DONT_KNOW

    def missing(self, name: str) -> bool:
        return name not in self._v

    def is_true(self, name: str) -> bool:
        return self.known(name) and self._v[name] is True

    def is_false(self, name: str) -> bool:
        return self.known(name) and self._v[name] is False

    def as_dict(self) -> Dict[str, Any]:
        return dict(self._v)
