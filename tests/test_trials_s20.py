"""Resident trials of session 20 (271 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import asyncio

import pytest

from tests.trial_cases import assert_leads

HENS = "can i have some backyard hens in the town?"


@pytest.mark.parametrize("text, found", [
    (HENS, ("town_of_cedarburg", "town")),
    ("are roosters allowed in the village", ("village_of_westfield", "village")),
    ("how many cats can we keep within our village?", ("village_of_westfield", "village")),
    ("can i have hens in the town of cedarburg?", None),      # named in full: the NLU's entity, not this reading
    ("can i have hens in the town of grafton?", None),        # another place
    ("hens in the town? we live in the city of cedarburg", None),
    ("hens in the town? we're in westfield", None),           # bare Westfield: Town or Village is asked
    ("who do i call in the town hall about hens", None),
    ("does the town board allow hens", None),
    ("I live in town, can I have hens?", None),               # an idiom, no "the"
    ("hi is this allowed in my town?", None),                 # "my town" is said of any place (trial 254 r45)
])
def test_bare_municipality_phrase(text, found):
    from bot.parsers import bare_municipality_phrase

    assert bare_municipality_phrase(text) == found


def _extract(text, slots, entities=()):
    from actions.forms import ValidateFactsForm
    from rasa_sdk.executor import CollectingDispatcher
    from tests.test_actions import DOMAIN
    from tests.trial_cases import question_tracker

    tracker = question_tracker(text, "ask_chickens", slots, confidence=1.0, entities=entities)
    return asyncio.run(ValidateFactsForm().extract_municipality(CollectingDispatcher(), tracker, DOMAIN))


def test_trial_251_hens_in_the_town_untagged_is_answered_for_the_town_and_says_so():
    """251 r23: "can i have some backyard hens in the town?" asked "Which municipality?" because the NLU tagged no
    municipality (other phrasings are tagged "the town" -> Town of Cedarburg). The facts form now reads the phrase, and
    the answer says which municipality it took, as for a tagged "the town" (trial 147 r07)."""
    from actions.actions import ActionAnswer
    from tests.trial_cases import question_tracker, run_action

    assert _extract(HENS, {"topic": "chickens", "animal": "chicken"}) == {"municipality": "town_of_cedarburg"}
    # a reply to "Which municipality?" is the validator's to read ("the town" there asks "Town or Village?")
    assert _extract("the town", {"topic": "chickens", "requested_slot": "municipality"}) == {}
    assert _extract(HENS, {"municipality": "village_of_westfield"}) == {}
    slots = {"municipality": "town_of_cedarburg", "topic": "chickens", "animal": "chicken"}
    messages, _ = run_action(ActionAnswer, question_tracker(HENS, "ask_chickens", slots, confidence=1.0))
    text = messages[0]["text"]
    assert "§ 95-24" in text
    assert ('I took "the town" to mean the Town of Cedarburg; if you are in the Village of Westfield, say so and I will '
            "answer for it.") in text


CASES_S20 = [
    # ch. 195 (penalties): "In addition, the court shall order the registration of the subject dog be revoked and remove the
    # dog from the Village." Asked first, before the expenses: the removal leads, the expenses follow.
    ("272-r32", "penalties", "if I get convicted of a dog violation can the court actually make me get rid of my dog? and am I "
     "on the hook for shelter and vet bills?", {"municipality": "village_of_westfield"}, "penalties",
     "Yes, it can come to that: besides the penalty of 'Chapter 1, § 1-3 of this Code', ch. 195 says 'In addition, the court "
     "shall order the registration of the subject dog be revoked and remove the dog from the Village.'", None),
    # § 95-17: "does not, within five days after notice, redeem the animal by paying the expenses incurred, it may be
    # treated as a stray and dealt with as such"
    ("272-r16", "animal_care", "A deputy took a starving dog from a house on our road in the town of Cedarburg. The owner got "
     "notified but hasn't paid anything. How long before the dog can be treated as a stray and adopted out?", {},
     "animal_care", "Five days after the notice: the owner can redeem the animal within five days after notice", False),
    # § 95-6: vicious "if within any twelve-month period it bites two or more persons or inflicts serious injury to one
    # person in unprovoked circumstances off the owner's premises"; the NLU said bite (0.90), the point reroutes
    ("276-r05", "bite", "the neighbors dog nipped my son once on the sidewalk, didnt break the skin really. does that one bite "
     "make it a vicious dog under the town's rules?", {"municipality": "town_of_cedarburg"}, "vicious_dog",
     "Not by the count: 1 bite in twelve months is fewer than two. One bite counts only if it 'inflicts serious injury to "
     "one person in unprovoked circumstances off the owner's premises'.", True),
    # § 95-7: "the impounding officer must see or hear the violation of this chapter or have in his possession a signed
    # statement of a complaining witness made under oath"
    ("276-r06", "impoundment", "Can the humane officer in the Town of Cedarburg just come and impound my dog because my "
     "neighbor claims it barks all the time? Nobody from the town has ever heard it themselves.", {}, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation", None),
    ("278-r06", "impoundment", "if I call and complain that my neighbors dog is always loose, can they just come impound it? or "
     "does an officer have to actually see it running around", {"municipality": "town_of_cedarburg"}, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation", None),
    # § 95-24(2): "No part of the coop structure or fenced-in run shall be located closer than 25 feet to the residence or
    # attached garage." "attached garage" is not the run's being connected to the coop
    ("278-r23", "chickens", "Town of Cedarburg: can I put my chicken run right up against the back of my attached garage? "
     "thats the only flat spot", {}, "chickens", "No: the coop and run must be at least 25 feet from the house or an attached "
     "garage", None),
    # § 95-6: "unless muzzled or on a leash in charge of the owner or a member of the owner's immediate family over 16 years
    # of age"; whether the age goes with the muzzle too the text does not say outright
    ("278-r05", "vicious_dog", "Our dog got labeled vicious after he bit 2 people last year. Is my 14 yr old allowed to take "
     "him for walks around the block if he's on a leash?", {"municipality": "town_of_cedarburg"}, "vicious_dog",
     "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled, or on a leash in charge of the "
     "owner or a member of the owner's immediate family over 16 years of age, and 14 is not over 16. The over-16 words are "
     "written with the leash; whether they apply to a muzzled dog too the text does not say outright", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household." The count said
    # without its noun ("We have 4 right now (all adults)") is the household's cats
    ("279-r30", "cat_limit", "How many cats am I allowed to have in the Village of Westfield? We have 4 right now (all adults)",
     {}, "cat_limit", "Over the limit: the limit is three cats over five months old per residential household, and 4 is more "
     "than that.", None),
    # § 195-14C(3): "No person shall keep any rooster." "love hearing them" is not a hearing on a revocation
    ("283-r35", "chickens", "can i have a rooster? love hearing them in the morning lol", {"municipality": "village_of_westfield"},
     "chickens", "No. No person shall keep any rooster", None),
    # § 95-15: "shall supply the animal with sufficient food and water"
    ("283-r14", "animal_care", "my neighbor keeps his dog chained in the back yard and I never ever see a water bowl out there. "
     "is there a rule about that in the town of cedarburg?", {}, "animal_care",
     "Anyone owning or confining an animal must supply it with sufficient food and water", True),
    # § 95-2A: a dog brought into the Town after five months of age: "within 30 days" unless it has a current certificate;
    # paperwork lost is no certificate to show
    ("283-r01", "rabies_vaccination", "just moved to the town of cedarburg with my 2 yr old lab. how long do i have to get him "
     "his rabies shot? we lost his old paperwork", {}, "rabies_vaccination",
     "Within 30 days of bringing the dog into the Town, unless it has a current certificate of rabies vaccination", None),
    # § 95-13: "unless a state game farm license has been issued": "any kind of license that would let him" is answered
    # "Only with", not "No"
    ("284-r12", "wild_animals", "My cousin has a 7 foot boa constrictor and wants to move in with us. Is there any kind of "
     "license that would let him keep it?", {"municipality": "town_of_cedarburg"}, "wild_animals",
     "Only with a state game farm license: constrictor snakes, six feet in length or more", None),
    # ch. 195: the cat rule "shall apply to rabbits and other similar animals"; "2 bunnies" are rabbits, not young ones
    ("284-r30", "cat_limit", "we already have 3 cats at our house in westfield (the village). my son wants 2 bunnies now. do "
     "bunnies count toward the cat limit?", {}, "cat_limit", "Rabbits have the same limit, but the text does not settle "
     "whether cats and rabbits are counted together", True),
    # ch. 195: "No more than three cats over five months old"; "3 grown cats plus 4 babies" is three now, seven later
    ("286-r30", "cat_limit", "our cat had kittens so now we have 3 grown cats plus 4 babies (8 weeks old). are we over the cat "
     "limit?", {"municipality": "village_of_westfield"}, "cat_limit", "No, not over: the limit is three cats over five months "
     "old per residential household, and you have 3; the young ones do not count until they are over five months old, and "
     "then the household will have 7, more than three.", None),
    ("t76-r30", "cat_limit", "our cat had kittens so we have 2 adult cats + 5 babies (6 weeks old) in the village of westfield. "
     "are we over the cat limit now??", {}, "cat_limit", "No, not over: the limit is three cats over five months old per "
     "residential household, and you have 2;", None),
    # a total with the grown ones in brackets is still a total (bench t158-r30)
    ("t158-r30", "cat_limit", "our cat just had kittens so we have 7 cats right now (3 grown up + 4 babies, 6 weeks old). are "
     "we over the limit in westfield village?", {}, "cat_limit", "No, not over: the limit is three cats over five months old "
     "per residential household, and you have 3;", None),
    # § 195-14C(7): "fencing shall be of enough height, be covered, or the chickens shall have their wings clipped"
    ("286-r36", "chickens", "Do I have to put a roof/netting on top of my chicken run in the Village of Westfield or is there "
     "another way to keep them in?", {}, "chickens", "The run must keep the chickens from flying out: the fencing must be high "
     "enough, or covered, or the chickens' wings clipped.", None),
    # § 95-14: "in any quantity fewer than six"; "any rule against that?" is answered "Yes"
    ("286-r13", "animal_sale", "I run a small farm store and want to sell baby chicks in 2s and 3s for Easter for people who just "
     "want a couple. any rule against that?", {"municipality": "town_of_cedarburg"}, "animal_sale",
     "Yes, it is a Town rule (§ 95-14), so 2 alone is too few if they are under two months old", None),
    # § 195-14F: "No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder." A price
    # is a sale, and not a question about the permit fee
    ("288-r40", "chickens", "my hens lay way more eggs than we eat. can I put a few dozen out at the end of the driveway for $3 "
     "a dozen? westfield village", {}, "chickens", "Selling eggs is banned, and chicks too", None),
]


@pytest.mark.parametrize("case, topic, text, extra, rule, lead, open_point", CASES_S20, ids=[c[0] for c in CASES_S20])
def test_trials_s20(case, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_expenses_still_follow_the_removal_lead():
    """272 r32 asked both: the answer after the removal lead still says the violator pays the enforcement expenses."""
    from tests.trial_cases import decide_question

    d = decide_question("penalties", CASES_S20[0][2], {"municipality": "village_of_westfield"})
    assert "the violator pays all enforcement expenses (shelter, food, handling, veterinary care, testimony)" in d.outcome


def test_trial_251_the_form_keeps_the_municipality_it_read():
    """What Rasa gets back from validate_facts_form at activation: rasa_sdk validates only the slots required_slots
    still names after extraction, so the read municipality was dropped and the form closed with "The answer depends
    on the municipality" (seen live). The SlotSet must be among the events."""
    from actions.forms import ValidateFactsForm
    from rasa_sdk.executor import CollectingDispatcher
    from tests.test_actions import DOMAIN
    from tests.trial_cases import question_tracker

    tracker = question_tracker(HENS, "ask_chickens", {"topic": "chickens", "animal": "chicken"}, confidence=1.0)
    events = asyncio.run(ValidateFactsForm().run(CollectingDispatcher(), tracker, DOMAIN))
    slots = {e["name"]: e["value"] for e in events if e.get("event") == "slot"}
    assert slots["municipality"] == "town_of_cedarburg"
    tagged = question_tracker("can i keep hens in the town", "ask_chickens", {"topic": "chickens", "animal": "chicken",
                              "municipality": "town_of_cedarburg"}, confidence=1.0, entities=[
        {"entity": "municipality", "start": 23, "end": 27, "value": "town_of_cedarburg"}])
    events = asyncio.run(ValidateFactsForm().run(CollectingDispatcher(), tagged, DOMAIN))
    assert not any(e.get("name") == "municipality" for e in events)  # the NLU's own reading is left as it is


LIVESTOCK_DEF = ("'\"Livestock\" is defined as animals normally associated with agriculture, such as cows, goats, sheep, horses, "
                 "swine (including miniature pigs), etc.'")


@pytest.mark.parametrize("text, lead, open_point", [
    # trial 274 r24: a miniature pig is named in the definition, so "Yes", and the exceptions are listed once
    ("my daughter wants a mini pig as a house pet. do those count as livestock in the village of westfield??",
     "Yes, it counts as livestock: " + LIVESTOCK_DEF + " So it may be kept anywhere in the Village for more than 24 hours, "
     "whether for business or pleasure, only with specific advance Village Board approval", False),
    # not named: "etc." and "normally associated with agriculture" are for the Village to judge
    ("do alpacas count as livestock in the village of westfield?", "The text does not name alpacas: " + LIVESTOCK_DEF, True),
    # rabbits are under the cat rule: "This rule shall apply to rabbits and other similar animals."
    ("are rabbits considered livestock in the village of westfield", "Ch. 195 does not call rabbits livestock; it puts them "
     "under the cat rule: 'No more than three cats over five months old shall be kept in each residential household. This "
     "rule shall apply to rabbits and other similar animals.'", True),
])
def test_livestock_definition_asked(text, lead, open_point):
    d = assert_leads("livestock", text, {}, "livestock", lead, open_point)
    assert sum("Amish/Mennonite" in line for line in [d.outcome, *d.notes]) == 1


def test_other_place_reply_does_not_send_to_our_clerks():
    """Trial 274 r41: after "The City of Cedarburg is a different municipality ... Please ask its clerk's office." the reply
    said "For anything else, ask your Town or Village Clerk", which read oddly to a City resident."""
    from actions.answer import other_place_reply

    reply = other_place_reply("I live in the City of Cedarburg near downtown. How many dogs am I allowed to have?")
    assert reply.startswith("The City of Cedarburg is a different municipality with its own code")
    assert "ask your Town or Village Clerk" not in reply
    d = assert_leads("dog_limit", "how many dogs can I have in the town of grafton?", {}, "dog_limit",
                     "The Town of Grafton is a different municipality with its own code")
    assert "ask your Town or Village Clerk" not in d.contact


@pytest.mark.parametrize("text, count", [
    ("How many cats am I allowed to have in the Village of Westfield? We have 4 right now (all adults)", 4),
    ("whats the cat limit? we have 3 of them", 3),
    ("how many cats am i allowed to have? we have 3 now and someone is giving away kittens", None),  # bench t217-r30
    ("how many dogs can we have? we have 2 right now", None),  # no cat or rabbit named: not a cat count
])
def test_a_cat_count_said_without_its_noun(text, count):
    from bot.parsers import extract_facts

    assert extract_facts(text).get("count_over_five_months") == count


def test_trapping_answer_says_the_town_section_does_not_ban_it():
    """279 r18: "Can I put out traps for the raccoons getting into my garbage?" got the condition but no yes or no.
    § 95-19: "All traps set, placed or tended shall comply with Ch. 29, Wis. Stats., as they relate to trapping." """
    assert_leads("trapping", "Can I put out traps for the raccoons getting into my garbage? Town of Cedarburg", {}, "trapping",
                 "§ 95-19 does not ban trapping; it sets a condition: traps set, placed or tended in the Town must comply "
                 "with Wisconsin's trapping law, Wis. Stat. ch. 29 (state law).")


def test_own_rodent_poison_is_not_told_to_report_a_poisoned_pet():
    """280 r17: "I put mouse poison out in my garage ... am I breaking the ... cruelty rules?" ended "Report a poisoned pet
    to law enforcement or a humane officer." § 95-18 "shall not apply to poison used on one's own premises and designed
    for the purpose of rodent and pest extermination"; the Town Clerk is asked about anything else."""
    d = assert_leads("cruelty", "I put mouse poison out in my garage. If the neighbors cat gets in and eats it, am I breaking "
                     "the Town of Cedarburg animal cruelty rules?", {}, "cruelty",
                     "The poisoning rule does not apply to poison used on your own premises for rodent and pest control")
    assert d.contact == "For anything the ordinance text does not settle, ask the Town of Cedarburg Town Clerk."
    d = assert_leads("cruelty", "I think someone poisoned my dog in the Town of Cedarburg, is that a violation?", {}, "cruelty",
                     "No person may expose a pet animal owned by another to a known poisonous substance")
    assert d.contact == "Report a poisoned pet to law enforcement or a humane officer."


@pytest.mark.parametrize("text, lead", [
    # 281 r12: § 95-13's list: "Constrictor snakes, six feet in length or more." The length is the python's, not the tiger's
    ("could i keep a tiger cub or an 8 foot python as a pet at my house? town of cedarburg",
     "No: tigers are on the list of animals that may not be kept, unless a state game farm license has been issued. So are "
     "constrictor snakes, six feet in length or more: at 8 feet, the python is one."),
    ("could i keep a lion or a 4 foot boa in the town of cedarburg?",
     "No: lions are on the list of animals that may not be kept, unless a state game farm license has been issued. The boa, "
     "at 4 feet, is under the six feet the list names; whether the general ban on dangerous or carnivorous wild reptiles "
     "reaches it the text does not settle (ask the Town Clerk)."),
])
def test_a_second_listed_animal_with_a_length(text, lead):
    assert_leads("wild_animals", text, {}, "wild_animals", lead)


@pytest.mark.parametrize("text, lead", [
    # 282 r18: "This section shall not apply to trapping within the confines of buildings or homes." A garage is a building
    ("Theres a raccoon getting into my garage. Can I set a live trap inside the garage or do I have to follow all the state "
     "trapping rules? town of cedarburg", "Inside a building or home, the Town's trapping section does not apply"),
    ("theres a raccoon living in my attic and i want to trap it myself. do i have to follow the state trapping laws for that?",
     "Inside a building or home, the Town's trapping section does not apply"),
    # a porch is not plainly a building: judgment, as before
    ("can I set a trap on my screened-in porch for the skunk? town of cedarburg",
     "The exception is for trapping inside: 'This section shall not apply to trapping within the confines of buildings or "
     "homes.' Whether a porch, shed or other space is within those confines the text does not say"),
])
def test_trapping_in_a_garage_is_inside_a_building(text, lead):
    assert_leads("trapping", text, {"municipality": "town_of_cedarburg"}, "trapping", lead)


def test_trial_282_a_puppy_past_five_months_just_bought_has_thirty_days_first():
    """282 r03: "bought a 7 month old puppy from a breeder last week. how long do i have ..." led with April 1 "and" the
    30 days. § 95-4: the late fee applies if the owner failed to obtain a license "prior to April 1 of each year, or within
    30 days of acquiring ownership of a licensable dog"."""
    assert_leads("dog_license", "bought a 7 month old puppy from a breeder last week. how long do i have to get it licensed "
                 "before the town of cedarburg hits me with a late fee", {}, "dog_license",
                 "Within 30 days of acquiring a dog five months old or older, and after that before April 1 of each year")
    assert_leads("dog_license", "whats the deadline to get my dog licensed in the town of cedarburg before they charge a late "
                 "fee?", {}, "dog_license", "Before April 1 of each year or, for a dog you acquire at five months old or "
                 "older, within 30 days of acquiring it")


def test_trial_282_own_cattle_shelter_is_not_told_to_report_neglect():
    """282 r15: "I keep a few beef cows out on pasture ..." ended "To report a neglected animal, contact law enforcement"
    with § 95-17's seizure step: the resident's own animals (now read from "I keep"), as for "we keep"."""
    d = assert_leads("animal_care", "I keep a few beef cows out on pasture all winter with a windbreak and no barn, like most "
                     "farms around here. Does the shelter rule mean I have to put up a barn?",
                     {"municipality": "town_of_cedarburg"}, "animal_care", "No more than normal husbandry", True)
    assert d.contact == "For anything the ordinance text does not settle, ask the Town of Cedarburg Town Clerk."
    assert not d.steps


def test_trial_287_rooster_question_under_the_fallback_is_answered():
    """287 r35: "can I have a rooster in westfield village? just one, my kids want one" came back as nlu_fallback (0.40)
    over ask_chickens (0.24) and got "I'm not sure I understood". A rooster named now hints the chicken rule, which the
    section index confirms. § 195-14C(3): "No person shall keep any rooster." """
    from tests.trial_cases import fallback_reply

    ranking = [{"name": "ask_chickens", "confidence": 0.24}, {"name": "ask_cat_limit", "confidence": 0.16},
               {"name": "ask_bite", "confidence": 0.12}]
    reply = fallback_reply("can I have a rooster in westfield village? just one, my kids want one", ranking,
                           {"municipality": "village_of_westfield"})
    assert reply["text"].startswith("No. No person shall keep any rooster")


def test_an_exotic_animal_asked_as_livestock_is_not_the_farm_judgment():
    """Review of the livestock-definition answers: "do tigers count as livestock?" is answered by the exotic-animal rule
    ("Exotic animals are those normally associated with zoos"), not by "whether tigers are normally associated with
    agriculture" (the routing sends a named wild animal to the exotic-animal answer)."""
    d = assert_leads("livestock", "do tigers count as livestock in the village of westfield?", {}, "wild_animals",
                     "Exotic animals (those normally associated with zoos)", True)
    assert "normally associated with agriculture' needs" not in d.outcome


def test_trial_289_a_person_hitting_a_dog_far_from_the_word_guy_is_cruelty():
    """289 r28 fell back: "There's a guy on my block in the Village of Westfield who hits his dog ..." (nlu_fallback over
    ask_bite and ask_cruelty); the person named 48 characters before "hits his dog" was out of the point's reach. Ch. 195:
    "any person who inhumanely beats, underfeeds ... any animal shall be deemed guilty"."""
    from tests.trial_cases import fallback_reply

    ranking = [{"name": "ask_bite", "confidence": 0.25}, {"name": "ask_cruelty", "confidence": 0.21},
               {"name": "ask_vehicle_accident", "confidence": 0.07}]
    reply = fallback_reply("There's a guy on my block in the Village of Westfield who hits his dog and it looks like he barely "
                           "feeds it, its skin and bones. Is that against the law there?", ranking,
                           {"municipality": "village_of_westfield"})
    assert reply["text"].startswith("No person may cruelly treat any animal in the Village in any way")
