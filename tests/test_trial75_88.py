"""Resident trials 75 to 88 (session 12): what their graders found, each fixed with a test. The values
asserted come from the seed text."""
from __future__ import annotations

import pytest

from bot.parsers import vague_request
from tests.trial_cases import assert_leads

W = {"municipality": "village_of_westfield"}

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    # ask_diseased_animal 0.57: a dead hen in the Village is § 195-14D(2)'s report, not the diseased-animals provision
    ("75-r39", "diseased_animal", "two of my hens died overnight and a third one looks really sick. do I have to report that "
     "to somebody?", {"animal": "chicken", **W}, "chickens",
     "Report it to the Health Department immediately: anyone keeping chickens must report any unusual illness or death of "
     "chickens.", None),
    # a cat owner was told "A currently immunized dog ... is exempt" (§ 95-5B names dog or cat)
    ("75-r04", "rabies_quarantine", "There's a rabies quarantine in our area right now. Does my cat have to stay inside? She's "
     "vaccinated and wears her tag. Town of Cedarburg", {"animal": "cat"}, "rabies_quarantine",
     "No. A currently immunized cat with its rabies tag attached is exempt from the Town quarantine", None),
    # "a shorter stay is outside the ban" read as permission for a pet pig
    ("75-r24", "livestock", "Can I keep a mini pig as a pet in the Village of Westfield?", {}, "livestock",
     "Only with specific advance Village Board approval: livestock (cows, goats, sheep, horses, swine including miniature "
     "pigs, etc.) may not be kept anywhere in the Village for more than 24 hours without it", None),
    ("76-r01", "rabies_vaccination", "got a puppy from a breeder out of state, shes 8 months old and already had her rabies shot "
     "there (i have the paper). do i still have to get her vaccinated again within 30 days now that we moved to the town of "
     "cedarburg?", {"animal": "dog"}, "rabies_vaccination",
     "No new shot is needed on moving in: a dog brought into the Town after five months of age must be vaccinated within "
     "30 days unless it has been vaccinated as evidenced by a current certificate of rabies vaccination.", None),
    # two points, one answer: each day is a separate offense, and the each-day answer names the expenses too
    ("76-r32", "penalties", "if i get cited in westfield village for an animal violation and it takes me a week to fix, is "
     "that 1 violation or 7? and can they make me pay the shelter and vet bills too", {}, "penalties",
     "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a separate "
     "offense.'", None),
    ("76-r35", "chickens", "do i need to renew my chicken permit every year in westfield village? also thinking of making the "
     "coop bigger next spring, does that matter", {"animal": "chicken"}, "chickens",
     "A permit from the Village Clerk is needed, but no yearly renewal: the permit stays valid for as long as you keep "
     "chickens in a coop that meets § 195-14C. A new permit is required if you stop keeping chickens for 12 months or more, "
     "or if you intend to modify, enlarge or relocate the coop or run.", None),
    ("76-r37", "chickens", "Could I put the chicken coop up on the flat roof of my detached garage? Or else in the side yard?",
     {"animal": "chicken", **W}, "chickens",
     "Not in the front or side yard: no coop may be located there, and coops and runs must meet the zoning district "
     "setbacks. A coop may be part of an unattached yard shed or garage if the setbacks are met, but not on top of a "
     "building.", None),
]


def test_a_roof_question_alone_still_gets_the_roof_answer():
    assert_leads("chickens", "can the coop go on top of my shed?", {"animal": "chicken", **W}, "chickens",
                 "Not on top of a building: a coop may be built as part of an unattached yard shed or garage")


def test_moving_the_coop_without_asking_about_a_yearly_renewal_is_still_the_new_permit_answer():
    assert_leads("chickens", "we want to move our chicken coop to the back of the lot, is that ok?", {"animal": "chicken", **W},
                 "chickens", "A new permit is needed: one is required if you intend to modify, enlarge or relocate the coop or run")


def test_a_sick_hen_that_may_be_contagious_stays_with_the_diseased_animals_provision():
    assert_leads("diseased_animal", "our hens have a contagious disease, can we take them to the county fair?",
                 {"animal": "chicken", **W}, "diseased_animal", "A domestic animal with a contagious or infectious disease")


@pytest.mark.parametrize("text, about", [("hi can you help me w something about my neighbors animals", "neighbor"),
                                         ("can u help me with something about my dog pls", "dog")])
def test_sms_style_requests_without_facts_are_vague(text, about):
    assert vague_request(text) == about


T = {"municipality": "town_of_cedarburg"}
CASES_77_78 = [
    ("77-r21", "dog_limit", "How many dogs can we have? We're on a regular residential lot in the Town of Cedarburg and thinking "
     "about getting a 4th.", {"animal": "dog", **T}, "dog_limit",
     "Three, so that would be over it: 4 dogs would be more than the limit of 3. Up to three dogs per family on a residential lot.", None),
    # zoning not given: the litter's five months first (§ 95-22), not the general limits
    ("78-r21", "dog_limit", "our dog just had 6 puppies and we already have 2 other dogs (regular house in a subdivision). how "
     "long can we keep the puppies before we're over the limit?", {"animal": "dog", **T}, "dog_limit",
     "For up to five months from birth: a litter of pups (or part of one) may be kept for not more than five months from "
     "birth; after that the limit for the lot applies to all the dogs you keep. The Town limits dogs to three per family", None),
    # "Not under the poisoning rule" read as "not allowed"
    ("78-r17", "cruelty", "town of cedarburg - I want to put rat poison out in my barn but the neighbors dog wanders over "
     "sometimes. am I allowed to use it?", {"animal": "dog", **T}, "cruelty",
     "The poisoning rule does not apply to poison used on your own premises for rodent and pest control: it 'shall not apply to poison used on one's own premises and "
     "designed for the purpose of rodent and pest extermination'.", None),
    # "She's up to date" was answered "if his rabies tag is on his collar"
    ("77-r04", "rabies_quarantine", "Heard theres a rabies quarantine in our area. Does my cat have to stay inside? She's up to "
     "date on her shots. Town of Cedarburg", {"animal": "cat"}, "rabies_quarantine",
     "Not if its rabies tag is on its collar: a dog or cat immunized currently against rabies is exempt", None),
    # "almost 4 months" was answered "(4 months old now)"
    ("77-r01", "rabies_vaccination", "my puppy is almost 4 months old. when does she have to get her rabies shot?",
     {"animal": "dog", **T}, "rabies_vaccination",
     "Your dog is under five months old: it must be vaccinated against rabies by a veterinarian within 30 days after the "
     "dog reaches five months of age", None),
]


def test_loose_goats_in_the_village_get_no_word_on_dog_leashes():
    """Trial 77 r26: "Ch. 195 ... has no leash rule for dogs or cats" under a question about goats."""
    from tests.trial_cases import decide_question

    goats = decide_question("at_large", "A neighbors goats keep getting out and wandering down the street. What happens to "
                            "farm animals that are running loose in the village of westfield?", {"animal": "livestock", **W})
    assert "goat" in goats.outcome and "leash" not in goats.outcome
    dog = decide_question("at_large", "can my dog run loose in the village of westfield?", {"animal": "dog", **W})
    assert "has no leash rule for dogs or cats" in dog.outcome


def test_a_care_answer_on_one_standard_gets_only_the_officers_power_once():
    """Trial 75 r14 to r16: the same three § 95-17 bullets (officer removal, five days to redeem, the statutes adopted by
    reference) under every care answer, and the officer's power twice when the lead already quoted it."""
    from tests.trial_cases import decide_question

    water = decide_question("animal_care", "what are the rules in the town of cedarburg about food and water for animals kept "
                            "penned up? my neighbor only fills the water bucket like twice a week", {})
    assert [s.text[:40] for s in water.steps] == ["A law enforcement officer may remove and"]
    abandoned = decide_question("animal_care", "Somebody dumped a box of kittens at the end of our road. Is it illegal to just "
                                "abandon animals like that in the Town of Cedarburg?", {"animal": "cat"})
    assert abandoned.outcome.startswith("Abandoning an animal is unlawful: 'No person may abandon any animal.'")
    assert not any(s.text.startswith("A law enforcement officer may remove") for s in abandoned.steps)
    assert any("within five days after notice" in s.text for s in abandoned.steps)


def test_the_general_cruelty_answer_lists_the_other_bans_in_one_note():
    """Trial 75 r17: four "What to do" bullets on tack burs and trailers under a question about birds' nests."""
    from tests.trial_cases import decide_question

    nests = decide_question("cruelty", "some kids in the neighborhood have been kicking birds nests and taking the eggs. "
                            "is that against any rule?? Town of Cedarburg", {})
    assert nests.outcome.endswith("or disturb birds' nests or eggs.")
    assert nests.steps == [] and nests.notes[0].startswith("§ 95-18 also bans leading an animal on a Town street")
    assert len(nests.citations) == 6  # the rule and the five bans, each quoted
    # "knocking down birds nests" is the nest point: its lead alone (trial 255 r17)
    knocking = decide_question("cruelty", "some kids in the neighborhood have been knocking down birds nests and taking the "
                               "eggs. is that against any rule?? Town of Cedarburg", {})
    assert knocking.outcome.startswith("Not allowed: 'No person except a police officer")  # not "No" to "against any rule?"


@pytest.mark.parametrize("text, lead", [
    ("how many dogs can I have in the town of cedarburg? thinking about getting a 4th",
     "With 4 dogs you would be over the limit on a residential or E-1 lot (three per family) but within it on agriculturally "
     "zoned property (five)."),
    ("we have 2 dogs in the town of cedarburg, can we get a third?",
     "With 3 dogs you would be within the limit on a residential, E-1 or agricultural lot."),
    ("we have 7 dogs in the town of cedarburg, is that ok?",
     "With 7 dogs you would be over the limit on a residential or E-1 lot (three) and on agriculturally zoned property (five), "
     "unless the Town has issued a kennel license."),
])
def test_a_dog_count_without_the_zoning_is_compared_with_both_limits(text, lead):
    """§ 95-22: three per family on a residential or E-1 lot, five on agriculturally zoned property."""
    assert_leads("dog_limit", text, {"animal": "dog"}, "dog_limit", lead)


def test_the_village_chicken_answer_lists_what_to_do_and_the_bans_in_one_note():
    """Trials 75, 77 and 78: the same ten "What to do" bullets under every general chicken answer. The steps are what a new
    keeper does (§ 195-14B and C); the bans, the revocation and who enforces follow in one note, each still cited."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "what are the rules for keeping hens in the village of westfield", {"animal": "chicken"})
    assert [s.citation.citation for s in d.steps] == ["§ 195-14B(1)", "§ 195-14B(2)", "§ 195-14C(2)", "§ 195-14C(6)",
                                                      "§ 195-14C(10)", "§ 195-14C(9)"]
    assert d.notes[0].startswith("§ 195-14 also prohibits outdoor slaughtering in residential districts, and no person may "
                                 "offer to sell eggs or chicks from these chickens. Three violations within twelve months")
    assert {"§ 195-14C(4)", "§ 195-14F", "§ 195-14E", "§ 195-14G"} <= set(d.cited)


CASES_79_80 = [
    # an adult dog brought in, its certificate not mentioned: § 95-2A's 30 days from coming into the Town
    ("79-r01", "rabies_vaccination", "just moved to the town of cedarburg with my 2 yr old lab. how long do i have to get him a "
     "rabies shot?", {"animal": "dog"}, "rabies_vaccination",
     "Within 30 days of bringing the dog into the Town, unless it has a current certificate of rabies vaccination: 'If the "
     "owner obtains the dog or brings the dog into the Town of Cedarburg after the dog has reached five months of age", None),
    ("79-r03", "dog_license", "What happens if I dont get my dogs license renewed til May? Town of Cedarburg", {"animal": "dog"},
     "dog_license", "A late fee applies because the license was not obtained before April 1.", None),  # "til May" (session 15)
    ("80-r15", "animal_care", "We keep a few beef cows on our land in the Town of Cedarburg. Do the animal shelter rules mean I "
     "need some fancy barn like for pets?", {"animal": "livestock"}, "animal_care",
     "No more than normal husbandry: 'In the case of farm animals, nothing in this section shall be construed as imposing "
     "shelter requirements or standards more stringent than normally accepted husbandry practices", None),
    ("80-r36", "chickens", "can i put the chicken coop along the side of my house, or maybe up on top of my garage to save space?",
     {"animal": "chicken", **W}, "chickens", "Not in the front or side yard: no coop may be located there", None),
    ("80-r31", "livestock", "Village of Westfield: my property's zoning district lets me keep a horse but the animal chapter says "
     "no livestock. Which rule wins?", {"animal": "horse"}, "livestock",
     "Where the zoning code allows them, the zoning code controls and no Board approval under ch. 195 is needed", True),
    ("80-r29", "food_premises", "Can I bring my emotional support dog into the bakery downtown? She's very calm.",
     {"animal": "dog", **W}, "food_premises",
     "Not under ch. 195: 'No person shall take, or permit to remain, any dog, cat or other live animal on or upon any premises "
     "where food is sold, offered for sale or processed for consumption by the general public, except seeing-eye dogs.'", None),
]


def test_a_puppy_adopted_young_keeps_the_five_months_rule():
    assert_leads("rabies_vaccination", "we adopted a 10 week old puppy in the town of cedarburg, when does she need her rabies "
                 "shot?", {"animal": "dog"}, "rabies_vaccination", "Your dog is under five months old")


def test_trials_79_80_wording():
    """Who to report to when the text names no one; a growing snake; the one who took the dog is not told to report it."""
    from tests.trial_cases import decide_question

    cruelty = decide_question("animal_care", "my neighbor barely feeds his dog, its literally skin and bones. is that illegal??",
                              {"animal": "dog", **W})
    assert "The text names no one to report to; the Village Police Department or the Village Clerk can tell you" in cruelty.outcome
    assert "report concerns to the Village Police Department" not in cruelty.outcome
    snake = decide_question("wild_animals", "I want to get a ball python. hes about 4 ft now but will grow. is there a size "
                            "limit on snakes?", {"municipality": "town_of_cedarburg"})
    assert "(4 feet) is not on it" in snake.outcome  # in the unit of the threshold (trial 102 r12)
    assert snake.outcome.endswith("Once it reaches six feet in length, it is on the named list, unless a state game farm "
                                  "license has been issued.")
    took = decide_question("pet_theft", "My neighbor's dog was loose again so I put it in my car and drove it to the humane "
                           "society without asking them. Town of Cedarburg. Was I allowed to do that?", {"animal": "dog"})
    # nor told "To report a taken animal" (trial 290 r19)
    assert took.contact == "About a dog or cat that is not yours, contact law enforcement (§ 95-20 names no office)."
    poultry = decide_question("at_large", "westfield village - the neighbors ducks and chickens wander all over the street every "
                              "day. are they allowed to just let them run loose like that?", {"animal": "chicken"})
    assert poultry.outcome.count("run at large") == 1  # the paraphrase of the quoted rule is dropped (trial 79 r26)


@pytest.mark.parametrize("text, asked", [
    ("just moved to the town of cedarburg with my 2 yr old lab. how long do i have to get him a rabies shot?", True),
    ("we just moved here with our 3 year old dog, when does he need his rabies shot?", True),
    ("we moved here when he was 2, does he need a rabies booster every year?", False),
    ("we moved here with our dog and have his rabies certificate, how long is it good for?", False),
])
def test_the_brought_in_point_is_a_deadline_asked_for_a_dog_brought_in(text, asked):
    from bot.parsers import parse_points

    assert ("brought_in" in parse_points(text)) is asked


CASES_81_82 = [
    ("82-r04", "rabies_vaccination", "Our cat got into a fight with a raccoon that turned out to have rabies. She was never "
     "vaccinated. How long does she have to stay locked up and when does she get her shot?", {"animal": "cat", **T},
     "rabies_quarantine", "A dog or cat that is not currently immunized and was exposed to a rabid animal is kept leashed or "
     "confined for 180 days, and must be vaccinated between 155 and 165 days after the exposure.", None),
    # nlu_fallback 0.40 over ask_vicious_dog 0.39; the bite hint must not win over the definition asked
    ("82-r05", "bite", "my neighbors dog nipped me one time on the sidewalk, it wasnt bad, just a little bruise. does that count "
     "as a vicious dog?", {"animal": "dog", **T}, "vicious_dog",
     "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition if within any twelve-month period it bites two or "
     "more persons or inflicts serious injury to one person in unprovoked circumstances off the owner's premises'.", None),
    ("82-r26", "at_large", "in the village of westfield can i stake my pony out along the street so it can munch the grass there?",
     {"animal": "horse"}, "at_large", "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets "
     "of the Village for the purpose of grazing or feeding.'", None),
    ("82-r17", "cruelty", "town of cedarburg - I want to put rat poison out in my barn but the neighbors dog wanders over "
     "sometimes. am I allowed to use it?", {"animal": "dog", **T}, "cruelty",
     "The poisoning rule does not apply to poison used on your own premises for rodent and pest control: it 'shall not apply "
     "to poison used on one's own premises and designed for the purpose of rodent and pest extermination'.", None),
]


def test_kittens_in_the_household_total_are_not_counted_as_adults():
    """Trial 82 r30: "a litter of 4 kittens so we have 6 cats in the house now" was answered "6 is more than that"."""
    from bot.parsers import extract_facts

    facts = extract_facts("our cat had a litter of 4 kittens so we have 6 cats in the house now. do the kittens count toward "
                          "the limit? village of westfield")
    assert (facts["count_over_five_months"], facts["count_under_five_months"]) == (2.0, 4.0)
    adults = extract_facts("we have two adult cats and one just had four kittens, so we have six cats right now")
    assert adults["count_over_five_months"] == 2.0


def test_a_seized_animals_owner_is_not_told_to_report_concerns():
    """Trial 82 r16: the owner asking how to get a seized horse back was told "Report concerns to law enforcement"."""
    from tests.trial_cases import decide_question

    d = decide_question("animal_care", "Town of Cedarburg police took my horse saying it was neglected. How long do I have to "
                        "get it back and do I have to pay for anything?", {"animal": "horse"})
    assert d.outcome.startswith("Five days after the notice")
    assert d.contact == "For anything the ordinance text does not settle, ask the Town of Cedarburg Town Clerk."


def test_naming_the_municipality_after_its_answer_confirms_it():
    """Trial 82 r39: "Village of Westfield" after the Village's answer got "The sentence ... closest to your question" and
    "As I said"."""
    from bot.passages import instead_of_repeating
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "The village just revoked my chicken permit. can I fight it and how long do I have?",
                        {"animal": "chicken", **W})
    again = instead_of_repeating(d, "The village just revoked my chicken permit. can I fight it?", d.outcome, "Village of Westfield")
    assert again.outcome == "Yes, that answer is for the Village of Westfield: " + d.outcome
    other = instead_of_repeating(d, "The village just revoked my chicken permit. can I fight it?", d.outcome, "Town of Cedarburg")
    assert not other.outcome.startswith("Yes, that answer")


@pytest.mark.parametrize("text,about", [("hi my neighbor is upset about my animals, what should I do", "complained_about"),  # session 14
                                        ("something is going on with the animals next door and im not sure what to do", "neighbor")])  # trial 89 r45
def test_an_upset_neighbour_without_facts_is_a_vague_request(text, about):
    assert vague_request(text) == about


def test_trial_81_plain_answers():
    """Trial 81: "Do I need a license?" for bees on a residential lot got no plain yes (r22); "Not without your consent"
    read as "no, it isn't against the ordinance" (r19); "Report concerns/cruelty to ..." read as aimed at the asker."""
    from tests.trial_cases import decide_question

    bees = decide_question("bees", "Town of Cedarburg - I want to put a couple of beehives in my backyard, we're zoned residential. "
                           "Do I need a license for that?", {})
    assert bees.outcome.startswith("A Town license is needed: on a residentially zoned property bees may be kept only with one")
    assert_leads("pet_theft", "My ex took my dog from my house without asking and won't give him back. Is that against the "
                 "ordinance in the Town of Cedarburg?", {"animal": "dog"}, "pet_theft",
                 "Taking another person's dog or cat without the owner's consent is against § 95-20: 'No person may take")
    shooting = decide_question("cruelty", "can I shoot the birds eating my cherries? Town of Cedarburg", {})
    assert shooting.contact == "To report cruelty, contact law enforcement or a humane officer."


def test_action_answer_confirms_a_municipality_named_after_its_answer():
    """The same through ``action_answer`` with the conversation's events: the question, the bot's answer, then the
    resident's "Village of Westfield" (intent inform), which is not the question being answered."""
    from rasa_sdk import Tracker

    from actions.actions import ActionAnswer
    from bot.parsers import extract_facts
    from bot.render import render
    from bot.rules import decide
    from tests.test_actions import DOMAIN
    from tests.trial_cases import run_action

    question = "The village just revoked my chicken permit. can I fight it and how long do I have?"
    slots = {name: None for name in DOMAIN["slots"]}
    slots.update({k: v for k, v in extract_facts(question).items() if k in DOMAIN["slots"]})
    slots.update({"topic": "chickens", "animal": "chicken", "municipality": "village_of_westfield"})
    answer = render(decide("chickens", {k: v for k, v in slots.items() if v is not None}))
    latest = {"text": "Village of Westfield", "intent": {"name": "inform", "confidence": 0.98}, "entities": [],
              "intent_ranking": [{"name": "inform", "confidence": 0.98}]}
    events = [{"event": "user", "text": question, "parse_data": {"intent": {"name": "ask_chickens", "confidence": 0.9}}},
              {"event": "bot", "text": answer},
              {"event": "user", "text": "Village of Westfield", "parse_data": latest}]
    messages, _ = run_action(ActionAnswer, Tracker("t", slots, latest, events, False, None, {}, "action_listen"))
    assert messages[0]["text"].startswith("Yes, that answer is for the Village of Westfield: You may ask for a hearing before "
                                          "the Village Board")


def test_trial_84_plain_yes_and_no_dog_statute_for_a_cat():
    """Trial 84: a guide dog in the cemetery (r07) and a seeing-eye dog in a Village bakery (r29) got the rule and its
    exception but no plain yes; a cat in the garden got the dog-damage statute (r10); "one ticket or one for every day" (r32)."""
    from tests.trial_cases import decide_question

    cemetery = decide_question("cemetery", "I'm legally blind and use a guide dog. Am I allowed to bring her with me when I "
                               "visit my husband's grave at the public cemetery in the Town of Cedarburg?", {"animal": "dog"})
    assert cemetery.outcome.startswith("A dog trained to lead blind or hearing-impaired persons is allowed: no dog "
                                       "or cat is permitted in any public cemetery")
    bakery = decide_question("food_premises", "I own a little bakery in the Village of Westfield. A regular wants to come in with "
                             "her seeing-eye dog. Am I allowed to let her in?", {"animal": "dog"})
    assert bakery.outcome.startswith("A seeing-eye dog may come in, the rule's only exception: no dog, cat or other live "
                                     "animal")
    cat = decide_question("property_damage", "neighbors cat keeps using my vegetable garden as a litter box and digging up my "
                          "plants. is there any rule against that?? Town of Cedarburg", {"animal": "cat"})
    assert "174.02" not in " ".join(s.text for s in cat.steps) and all(c.kind != "statute" for c in cat.citations)
    dog = decide_question("property_damage", "the neighbors dog digs up my garden, Town of Cedarburg", {"animal": "dog"})
    assert any("174.02" in s.text for s in dog.steps)
    assert_leads("penalties", "If I get cited for an animal violation and it takes me a week to fix the problem, is that one "
                 "ticket or one for every day? Village of Westfield", {}, "penalties", "Each day is a separate offense")
    assert vague_request("something's going on with my neighbor's animals. what can I do?") == "neighbor"


def test_a_second_chicken_violation_is_not_yet_a_revocation():
    """Trial 83 r40: "got a 2nd violation notice ... can they take away my permit?" got the three-violations rule but no
    "not yet, at two" (§ 195-14E: three violations within any twelve-month period)."""
    assert_leads("chickens", "village of westfield - got a 2nd violation notice about my chickens this year. can they take away "
                 "my permit?", {"animal": "chicken"}, "chickens",
                 "Three violations within twelve months revoke the permit; 2 do not, and one more within twelve months would: a "
                 "permit holder who accumulates three violations of § 195-14 within any twelve-month period has the permit "
                 "revoked.")
    assert_leads("chickens", "village of westfield - this is my third violation for the chickens this year, will they pull my "
                 "permit?", {"animal": "chicken"}, "chickens", "The permit is revoked: three violations of § 195-14")


def test_trial_86_wording():
    """Trial 86 r38: a dead hen's footer named only the Village Clerk. ("1 bite(s)", r05, is asserted in
    tests/test_trial29_30.py and tests/test_trial63_74.py.)"""
    from tests.trial_cases import decide_question

    hens = decide_question("chickens", "westfield village - 2 of my hens died overnight, no sign of a predator. do I have to "
                           "tell anyone?", {"animal": "chicken"})
    assert hens.outcome.startswith("Report it to the Health Department immediately")
    assert hens.contact == "Report it to the Health Department; for anything else, ask the Village of Westfield Village Clerk."


def test_trial_88_routing_and_facts():
    """Trial 88: "our indoor/outdoor cat ... a raccoon that turned out to be rabid" answered for a raccoon (r04); a horse
    visiting two nights in the Village answered with the cruelty provision (r24); "animal control picks up a stray dog
    that had bitten someone" got the seven days before § 95-7's 14 days (r06)."""
    from tests.trial_cases import decide_question, extracted_slots

    cat = "Town of Cedarburg: our indoor/outdoor cat got into a fight with a raccoon that turned out to be rabid. She was never " \
          "vaccinated. How long does she have to be kept locked up?"
    slots = extracted_slots(cat, "ask_rabies_quarantine", {}, active_loop=None,
                            entities=[{"entity": "animal", "value": "cat"}, {"entity": "animal", "value": "wild"}])
    assert slots["animal"] == "cat"
    assert_leads("rabies_quarantine", cat, {"animal": "cat"}, "rabies_quarantine",
                 "A dog or cat that is not currently immunized and was exposed to a rabid animal is kept leashed or confined for "
                 "180 days")
    assert_leads("cruelty", "My cousin is visiting for the weekend with his horse trailer. Can he keep his horse at my place in "
                 "westfield village for 2 nights?", {"animal": "horse"}, "livestock",
                 "Not without approval: keeping livestock anywhere in the Village for more than 24 hours needs specific advance "
                 "approval from the Village Board.")
    assert_leads("impoundment", "In the town of Cedarburg if animal control picks up a stray dog that had bitten someone, how "
                 "long do they have to hold onto it?", {"animal": "dog"}, "impoundment",
                 "14 days: an animal that bit a person before it was impounded is kept in the animal shelter for 14 days")


ALL_CASES = CASES + CASES_77_78 + CASES_79_80 + CASES_81_82


@pytest.mark.parametrize("case", ALL_CASES, ids=[c[0] for c in ALL_CASES])
def test_trial_question_leads_with_the_point_asked(case):
    """(id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?): the rule answers and its
    outcome starts with the lead."""
    _id, topic, text, extra, rule, lead, judgment = case
    assert_leads(topic, text, extra, rule, lead, judgment)


def test_trial_90_a_certificate_the_vet_left_without_an_expiry_date():
    """Trial 90 r01: "my vet didnt write an expiration date on my dogs rabies certificate" got the first-shot schedule;
    § 95-2A: "if no date is specified, within three years after the previous vaccination"."""
    from bot.parsers import extract_facts

    text = "my vet didnt write an expiration date on my dogs rabies certificate. how long until he needs the next shot?"
    assert extract_facts(text)["certificate_has_expiry"] is False
    assert_leads("rabies_vaccination", text, {"animal": "dog", **T}, "rabies_vaccination",
                 "Within three years after the previous vaccination")
