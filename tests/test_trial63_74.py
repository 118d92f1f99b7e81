"""Resident trials 63 to 74 (session 11): what their graders found, each fixed with a test. The values
asserted come from the seed text."""
from __future__ import annotations

import pytest

from actions.sections import VAGUE_PROMPTS, vague_prompt
from bot.parsers import vague_request
from tests.trial_cases import assert_leads, fallback_reply, question_tracker, run_action

CASES = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    ("63-r30", "cat_limit", "We live in the Village of Westfield and already have 3 grown cats. My daughter wants to adopt another "
     "adult cat from the shelter - are we allowed?", {}, "cat_limit",
     "No, that would be over the limit: the limit is three cats over five months old per residential household, and 4 would be more than that.", None),
    ("63-r39", "chickens", "How can I lose my chicken permit in the Village of Westfield?", {"animal": "chicken"}, "chickens",
     "Three violations within twelve months revoke the permit: a permit holder who accumulates three violations of § 195-14 "
     "within any twelve-month period has the permit revoked. A permit is also revoked, unless a new permit is applied for, when "
     "its holder stops keeping chickens for at least 12 months or moves or otherwise modifies the coop or run.", None),
    # ask_bite 0.49 over ask_vicious_dog 0.37: the handler's age and the vicious label settle it (§ 95-6)
    ("64-r05", "bite", "our dog got labeled vicious after he bit two people last year. can my 15 year old daughter take him for "
     "walks around the block if hes on a leash?", {"animal": "dog", "municipality": "town_of_cedarburg"}, "vicious_dog",
     "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled, or on a leash in charge of the owner "
     "or a member of the owner's immediate family over 16 years of age, and 15 is not over 16.", None),
    ("64-r08", "bite", "town of cedarburg: my dog nipped a kid at the park on saturday and I reported it like you're supposed to. "
     "is 14 days of keeping him confined the most it can be or can they make it longer?", {"animal": "dog"}, "bite",
     "Fourteen days is the least, not the most: the owner 'shall keep such dog or cat confined for not less than 14 days or for "
     "such period of time as the Town Constable shall direct'.", None),
    ("64-r01", "rabies_vaccination", "we just moved to the town of cedarburg with our 2 yr old lab. he already got his rabies shot "
     "back in illinois and we have the certificate. do we still have to get him vaccinated again within 30 days of moving here?",
     {"animal": "dog"}, "rabies_vaccination", "No new shot is needed on moving in: a dog brought into the Town after five months "
     "of age must be vaccinated within 30 days unless it has been vaccinated as evidenced by a current certificate of rabies "
     "vaccination.", None),
    ("64-r02", "dog_license", "my mom is blind and has a seeing eye dog. does she have to pay for a dog license every year?",
     {"municipality": "town_of_cedarburg", "animal": "dog"}, "dog_license", "A dog specifically trained to lead blind or deaf "
     "persons is exempt from the dog license tax, but it still receives a free license each year from the Town Treasurer", None),
    ("64-r15", "animal_care", "i have beef cattle on my farm in the town of cedarburg. does the animal shelter rule mean i have to "
     "build them some kind of barn like you would need for a dog?", {"animal": "livestock"}, "animal_care",
     "No more than normal husbandry: 'In the case of farm animals, nothing in this section shall be construed as imposing shelter "
     "requirements or standards more stringent than normally accepted husbandry practices", True),
]


def test_a_dog_shelter_question_is_not_read_as_farm_husbandry():
    from bot.parsers import parse_points

    assert "husbandry" not in parse_points("do I have to build a shelter for my dog when it's tied out in winter?")
    assert "confine_period" not in parse_points("my dog bit someone, how long must I keep him confined?")


VAGUE = [
    ("I have a question about my dog", "dog"),
    ("hi, need some help with an animal problem with my neighbor", "neighbor"),
    ("hi, my neighbor has animals and its causing problems", "neighbor"),
    ("question about chickens", "chicken"),
    ("can you help me with my cat?", "cat"),
    ("I have a question", "general"),
    # asks or states something: not vague
    ("how many dogs can I have?", None),
    ("my dog bit someone, I need help", None),
    ("problem with my neighbors dog barking", None),
    ("dog", None),
]


@pytest.mark.parametrize("text,about", VAGUE, ids=[v[0] for v in VAGUE])
def test_a_message_that_asks_nothing_yet_is_read_as_vague(text, about):
    assert vague_request(text) == about


def test_a_question_with_no_facts_gets_asked_what_it_is_about_not_offered_sections():
    """"I have a question about my dog" (trials 63 and 64 r44) came back as nlu_fallback and got three sections and
    "rephrase"; the bot asks what the resident wants to know about the dog."""
    reply = fallback_reply("I have a question about my dog", [{"name": "cancel", "confidence": 0.34}], {"animal": "dog"})
    assert reply["text"] == VAGUE_PROMPTS["dog"]
    assert reply["text"].startswith("What would you like to know about your dog?")


def test_a_vague_neighbor_problem_classified_as_a_care_question_asks_what_the_animal_does():
    """"hi, my neighbor has animals and its causing problems" came back as ask_animal_care 0.49; after the municipality
    the bot answered with the food, water and shelter rules (trial 63 r45)."""
    from actions.actions import ActionAnswer

    tracker = question_tracker("hi, my neighbor has animals and its causing problems", "ask_animal_care",
                               {"topic": "animal_care", "municipality": "town_of_cedarburg"}, confidence=0.49)
    messages, events = run_action(ActionAnswer, tracker)
    # the municipality given names whose staff a report goes to (trial 252 r45)
    assert [m["text"] for m in messages] == [vague_prompt("neighbor", "town_of_cedarburg")]
    assert "a report to Town of Cedarburg staff;" in messages[0]["text"]
    assert {"event": "slot", "timestamp": None, "name": "topic", "value": None} in events


def test_a_chicken_point_answer_carries_no_permit_checklist_but_the_general_answer_does():
    """Every § 195-14 answer ended with the same ten steps, "Get a permit from the Village Clerk ..." under a question
    about dead hens or a revoked permit (the graders of trials 63 and 64)."""
    from bot.rules import decide
    from tests.trial_cases import decide_question

    died = decide_question("chickens", "2 of my hens died last night in the Village of Westfield, do i have to tell somebody?")
    assert died.outcome.startswith("Report it to the Health Department immediately") and died.steps == []
    revoked = decide_question("chickens", "How can I lose my chicken permit in the Village of Westfield?")
    assert revoked.steps == [] and revoked.cited[0] == "§ 195-14E"
    general = decide("chickens", {"municipality": "village_of_westfield"})
    assert general.steps[0].text == "Get a permit from the Village Clerk; the fee is in the official Village fee schedule."
    town = decide("chickens", {"municipality": "town_of_cedarburg", "chicken_question": "revocation"})
    assert town.steps == [] and "until one year after the date of revocation" in town.outcome
    # a point the Town's rule has no lead for keeps the general answer, with its steps
    assert decide("chickens", {"municipality": "town_of_cedarburg", "chicken_question": "illness"}).steps
    assert decide("chickens", {"municipality": "town_of_cedarburg"}).steps[0].text.startswith("Get a license from the Town Clerk")


def test_a_point_lead_is_not_followed_by_the_same_rule_in_other_words():
    """"Abandoning an animal is unlawful: 'No person may abandon any animal.' ..." was followed by "No person may
    abandon any animal (it is unlawful)." (trial 63 r16)."""
    from tests.trial_cases import decide_question

    d = decide_question("animal_care", "Somebody dumped a cat at the end of our road last week. is it illegal to just abandon a "
                        "pet like that?", {"municipality": "town_of_cedarburg"})
    assert d.outcome.startswith("Abandoning an animal is unlawful: 'No person may abandon any animal.'")
    assert d.outcome.count("No person may abandon any animal") == 1


def test_the_village_noise_answer_does_not_send_the_resident_to_a_body_it_says_is_not_named():
    """"Report it to the Village Police Department; ch. 195's copy does not name who enforces this provision." (trial 64
    r27's grader); and the penalty answer's dog-removal order is quoted as the text gives it, for a dog."""
    from bot.rules import decide

    noise = decide("barking", {"municipality": "village_of_westfield"})
    assert [s.text for s in noise.steps] == ["The Village's ch. 195 text does not name who enforces this provision; the Village Police "
                                             "Department or the Village Clerk can tell you where to report it."]
    penalty = decide("penalties", {"municipality": "village_of_westfield"})
    assert penalty.outcome.endswith("For 'the subject dog' the text adds that 'the court shall order the registration of the "
                                    "subject dog be revoked and remove the dog from the Village'; it does not say which "
                                    "violations that covers.")


def test_the_honey_bee_only_condition_is_the_residential_licenses_not_the_agricultural_areas():
    """§ 95-23: agriculturally zoned areas need water and the state statutes; "only honey bees" is among the residential
    license's conditions. The answer began "Honey bees may be kept in agriculturally zoned areas" (trial 63 r22)."""
    from bot.rules import decide

    d = decide("bees", {"municipality": "town_of_cedarburg"})
    assert d.outcome.startswith("Bees may be kept in agriculturally zoned areas. On residentially zoned properties they need "
                                "a Town license, and the conditions there are: only honey bees, no more than 10 hives")


CASES_66 = [
    ("66-r05", "bite", "The dog down the road in the Town of Cedarburg bit my son in March and then bit a jogger last week. At "
     "what point is it officially a vicious dog and what does the owner have to do then?", {"animal": "dog"}, "vicious_dog",
     "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition if within any twelve-month period it bites two or "
     "more persons or inflicts serious injury to one person in unprovoked circumstances off the owner's premises'.", None),
    ("66-r35", "chickens", "is a capon counted as a rooster in the village of westfield? it cant crow so can I keep one with my "
     "hens", {"animal": "chicken"}, "chickens", "Yes: a rooster is 'A male chicken of any age, including a capon or otherwise "
     "neutered male chicken', and 'No person shall keep any rooster.'", False),
    ("66-r01", "rabies_vaccination", "i just moved to the town of cedarburg with my 2 yr old dog and cant find his rabies "
     "paperwork. how long do i have to get him a shot?", {"animal": "dog"}, "rabies_vaccination", "Within 30 days: a dog "
     "obtained or brought into the Town after it has reached five months of age must be vaccinated against rabies within 30 "
     "days after it is brought into the Town", None),
    ("66-r15", "animal_care", "Does the Town of Cedarburg hold my beef cattle to the same shelter standards as somebody's pet "
     "dog? they are out on pasture most of the winter", {"animal": "livestock"}, "animal_care", "No more than normal husbandry: "
     "'In the case of farm animals", True),
    ("66-r30", "cat_limit", "we already have 2 cats and the kids want 3 bunnies. is there any limit on rabbits?",
     {"municipality": "village_of_westfield"}, "cat_limit", "Rabbits have the same limit, but the text does not settle whether "
     "cats and rabbits are counted together: no more than three cats over five months old per residential household", True),
]


def test_trial_66_facts_and_vague_words():
    from bot.parsers import extract_facts, parse_points
    from tests.trial_cases import decide_question

    # "never got her rabies shot": not asked again whether the cat is vaccinated (r04)
    assert extract_facts("our barn cat never got her rabies shot and she got in a fight with a raccoon")["vaccinated"] is False
    assert vague_request("hi, something about my neighbors animals is bugging me") == "neighbor"  # r45
    assert parse_points("what makes a dog vicious") == ["vicious_test"]
    # a hen that crows is still a hen's question without a capon named
    assert extract_facts("one of my hens started to crow, does that make her a rooster?").get("chicken_question") == "crowing_hen"
    eggs = decide_question("chickens", "my kids want to sell our extra eggs from our backyard hens at a little stand by the road. "
                           "is that ok?", {"municipality": "village_of_westfield"})
    assert eggs.outcome.startswith("Selling eggs is banned, and chicks too") and eggs.steps == []  # r39: no permit checklist


def test_trial_65_a_permit_and_its_renewal_asked_together_and_eggs_alone():
    """r33: "do i need a permit ..., and do i have to renew it every year?" was answered "No yearly renewal: ...", read as
    no permit; r40: "can I sell the extras?" got "Selling both is banned" when only eggs were asked about."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "do i need a permit to keep chickens in the village of westfield, and do i have to renew it "
                        "every year?")
    assert d.outcome.startswith("A permit from the Village Clerk is needed, but no yearly renewal: the permit stays valid")
    eggs = decide_question("chickens", "our hens lay way more eggs than we can eat. can I sell the extras to my neighbors?",
                           {"municipality": "village_of_westfield"})
    assert eggs.outcome.startswith("Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks")


def test_trial_65_a_rooster_answer_says_no_once():
    """r36: "Is a rooster allowed?" got "No. No person shall keep any rooster" and then the permit list, with "No person may
    keep any rooster." again."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "Our kids want a rooster to go with the hens. Is a rooster allowed in the Village of Westfield?",
                        {"animal": "rooster"})
    assert d.outcome.startswith("No. No person shall keep any rooster") and d.steps == []


def test_a_bite_answer_says_where_its_three_periods_come_from():
    """§ 95-9 (14 days, the owner), § 95-5 (10 days, an officer's quarantine) and § 95-7 (14 days, impounded): three
    graders asked which applies."""
    from bot.render import render
    from bot.rules import decide

    text = render(decide("bite", {"municipality": "town_of_cedarburg", "animal": "cat", "own_animal": True}))
    assert "The periods come from different sections: § 95-9's confinement by the owner (not less than 14 days" in text
    assert "The text does not say how they overlap; ask the Town Constable." in text


CASES_67_68 = [
    ("67-r03", "dog_license", "what happens if i dont get my dogs license renewed until may", {"municipality": "town_of_cedarburg"},
     # "until may" is a license obtained in May (session 15)
     "dog_license", "A late fee applies because the license was not obtained before April 1.", None),
    ("67-r12", "wild_animals", "Could I legally own a pet bear or a lion cub in the Town of Cedarburg? asking for real", {},
     "wild_animals", "No: bears are on the list of animals that may not be kept, unless a state game farm license has been "
     "issued. So are lions.", False),
    ("67-r36", "chickens", "I rent the house I live in. can I still get a permit for chickens?",
     {"municipality": "village_of_westfield"}, "chickens", "A permit from the Village Clerk is needed, "
     "and you can apply for it yourself; as you are not the owner of record", None),
    ("68-r12", "wild_animals", "My buddy runs a licensed pet shop in the Town of Cedarburg and wants to keep piranhas and a small "
     "crocodile at the store. Is there any rule about how close people can live to where the animals are kept?", {},
     "wild_animals", "No one may live within 100 feet: the exceptions to § 95-13's list", None),
    ("68-r15", "animal_care", "town of cedarburg question - my horses live out in the pasture with no barn. does the shelter rule "
     "mean i have to build them one?", {"animal": "horse"}, "animal_care", "No more than normal husbandry", True),
    ("68-r17", "cruelty", "is it legal to exercise my dog by letting him run on a leash next to my car while i drive slowly down "
     "our street? Town of Cedarburg", {"animal": "dog"}, "cruelty", "It is not allowed: § 95-18 says 'No person shall lead any animal upon a Town street from "
     "a motor vehicle", None),
]


def test_a_landlord_is_not_a_tenant_who_rents_the_house_they_live_in():
    from bot.parsers import extract_facts

    assert "landlord" not in extract_facts("I rent the house I live in. can I still get a permit for chickens?")
    assert extract_facts("we rent out the house, can the tenant keep hens?")["landlord"] is True


def test_a_care_question_about_ones_own_animal_gets_no_seizure_steps():
    """§ 95-17's "a law enforcement officer may remove ..." steps were added to "how do I care for my animal" answers
    (the graders of trials 67 and 68); a neighbour's neglected animal keeps them."""
    from bot.rules import decide

    own = decide("animal_care", {"municipality": "town_of_cedarburg", "own_animal": True, "animal": "dog"})
    assert own.steps == [] and own.contact != "To report a neglected animal, contact law enforcement or a humane officer."
    theirs = decide("animal_care", {"municipality": "town_of_cedarburg", "own_animal": False, "animal": "dog"})
    assert theirs.steps[0].text.startswith("A law enforcement officer may remove and care for an animal")
    assert theirs.contact == "To report a neglected animal, contact law enforcement or a humane officer."


def test_trials_69_70_vicious_test_exception_wording_and_a_paraphrase_after_the_quote():
    from tests.trial_cases import decide_question

    # r05 (trial 70): "consider a dog vicious" is § 95-6's test
    vicious = decide_question("bite", "The dog down the road bit my son in april and then bit the mail carrier in september, both "
                              "times out on the road. At what point does the Town of Cedarburg consider a dog vicious?")
    assert vicious.topic == "vicious_dog" and vicious.outcome.startswith("Under § 95-6, 'a dog shall be deemed as being of a vicious "
                                                                         "disposition if within any twelve-month period")
    # r09 (trial 70): "is there any exception?" is not answered "No:"
    wheelchair = decide_question("feces", "I use a wheelchair and can't really bend down to pick up after my dog on our walks. Is "
                                 "there any exception to the poop pickup rule in the town of Cedarburg?")
    assert wheelchair.outcome.startswith("The clean-up rule makes an exception: § 95-10 does not apply to a person who is "
                                         "visually or physically handicapped.")
    # r19 (trials 67 and 69): the quoted rule is not followed by the same rule in other words
    taken = decide_question("pet_theft", "my ex took my dog from my place without asking and now wont give her back. is that even "
                            "legal? town of cedarburg")
    assert taken.outcome.startswith("Taking another person's dog or cat without the owner's consent is against § 95-20: 'No person may take the dog or cat of another")
    assert "No one may take another person's dog or cat" not in taken.outcome
    # what the paraphrase adds is kept: the grazing clause (trial 69 r26); its repeat of the quoted rule is not (trial 79 r26)
    goats = decide_question("at_large", "Our neighbor's goats keep getting loose and wandering down the street. Is that allowed? "
                            "village of westfield")
    assert "Nor may these animals be tied in the streets to graze." in goats.outcome


def test_trial_71_violations_counted_and_an_issue_at_my_place():
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "How many violations before the Village of Westfield takes away my chicken permit? and can I "
                        "fight it")
    assert d.outcome.startswith("Three violations within twelve months revoke the permit")
    assert "A hearing before the Village Board can be requested in writing within 10 days" in d.outcome
    assert vague_request("hi, need some help with an animal issue at my place") == "general"


def test_trial_72_a_greeting_that_says_what_it_is_about_and_the_bite_the_fallback_missed():
    from actions.sections import ActionGreet

    messages, _ = run_action(ActionGreet, question_tracker("hi, need some help with my neighbors animals", "greet", confidence=0.41))
    assert [m["text"] for m in messages] == [vague_prompt("neighbor")]
    messages, _ = run_action(ActionGreet, question_tracker("hello there", "greet", confidence=0.99))
    assert [m["response"] for m in messages] == ["utter_greet"]
    # r08: "nipped the UPS guy" is a bite; the low-confidence fallback answers it with § 95-9
    reply = fallback_reply("My dog nipped the UPS guy this morning, broke the skin a little. Who do I have to report that to in "
                           "the Town of Cedarburg and do I have to keep the dog in for some time?",
                           [{"name": "ask_bite", "confidence": 0.25}, {"name": "ask_rabies_quarantine", "confidence": 0.23}],
                           {"animal": "dog"})
    assert reply["text"].startswith("You must report the bite immediately to the Town Constable")


def test_trial_72_an_officer_taking_a_dog_is_impoundment_and_ch_195_is_not_cut_at_ch():
    from tests.trial_cases import decide_question

    taken = decide_question("impoundment", "Can animal control come take my neighbors dog just because I call in and say it barks "
                            "all night? Town of Cedarburg")
    assert taken.topic == "impoundment" and taken.outcome.startswith("Not on a word alone: 'In order for an animal to be impounded")
    fees = decide_question("penalties", "If I get cited for an animal violation, on top of the fine do I also have to pay for the "
                           "shelter and vet bills?", {"municipality": "village_of_westfield"})
    assert "\nA violation of ch. 195 is subject to the penalty in Chapter 1, § 1-3" in fees.outcome


@pytest.mark.parametrize("case", CASES + CASES_66 + CASES_67_68, ids=[c[0] for c in CASES + CASES_66 + CASES_67_68])
def test_each_trial_question_leads_with_the_point_asked(case):
    _, topic, text, extra, rule, lead, judgment = case
    assert_leads(topic, text, extra, rule, lead, judgment)


def test_trial_73_a_dog_left_out_in_winter_and_a_snakes_length_in_feet():
    from tests.trial_cases import decide_question

    dog = decide_question("animal_care", "Guy down the road keeps his dog tied up outside all winter with no dog house or anything. "
                          "Is that legal in the town of Cedarburg?", {"animal": "dog"})
    # "Is that legal?" gets a plain answer first (trial 229 r15)
    assert dog.outcome.startswith("Not without a shelter in weather that harms its health: 'If a dog is tied or confined "
                                  "unattended outdoors under weather conditions")
    assert "sunlight" not in dog.outcome and "farm" not in dog.outcome
    boa = decide_question("wild_animals", "my son wants to buy a boa constrictor, the guy selling it says its about 8 ft long. are we "
                          "allowed to keep that in the town?", {"municipality": "town_of_cedarburg"})
    assert boa.outcome.endswith("At 8 feet, yours is on it.")


def test_trial_74_the_vicious_test_leads_before_the_count_and_up_to_date_shots():
    from bot.parsers import extract_facts
    from tests.trial_cases import decide_question

    d = decide_question("vicious_dog", 'what actually makes a dog count as "vicious" in the town of cedarburg? our shepherd nipped '
                        "one guy once at the park, no real injury", {"animal": "dog"})
    assert d.outcome.startswith("Under § 95-6, 'a dog shall be deemed as being of a vicious disposition")
    assert "\nNot by the count: 1 bite in twelve months is fewer than two." in d.outcome
    assert extract_facts("my dog got into it with a raccoon that tested positive for rabies. He IS up to date on his shots.")[
        "vaccinated"] is True


def test_trial_72_yard_waste_pickup_is_another_codes_subject():
    from bot.parsers import other_subject

    assert other_subject("when is brush and yard waste pickup this month?") is not None
    assert other_subject("the neighbor's dog drags our yard waste bags around, what can we do?") is None


def test_trial_74_a_chicken_point_answer_does_not_send_the_resident_about_permits():
    from bot.rules import decide

    d = decide("chickens", {"municipality": "village_of_westfield", "chicken_question": "slaughter"})
    assert d.contact == "Ask the Village of Westfield Village Clerk."
    assert decide("chickens", {"municipality": "village_of_westfield"}).contact == "Ask the Village of Westfield Village Clerk about permits."
    boa = decide("wild_animals", {"municipality": "town_of_cedarburg", "species": "boa constrictor", "length_in": 100})
    assert boa.outcome.endswith("At 8.3 feet, yours is on it.")


def test_a_village_hen_count_within_six_is_answered_yes():
    """§ 195-14C(1): "Up to six chickens are allowed with a permit." Four hens got only the general sentence."""
    from bot.rules import decide

    d = decide("chickens", {"municipality": "village_of_westfield", "hen_count": 4})
    assert d.outcome == ("Yes, with a permit: up to six chickens are allowed with a permit from the Village Clerk, and 4 is "
                         "within that; no roosters.")
    assert d.cited[0] == "§ 195-14C(1)"
    assert decide("chickens", {"municipality": "village_of_westfield", "hen_count": 7}).outcome.startswith("No: up to six")
