"""Resident trials of session 17 (209 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads, fallback_reply

CASES_S17 = [
    # § 95-2A: "... within 30 days after the dog is brought into the Town unless the dog has been vaccinated as evidenced
    # by a current certificate of rabies vaccination": an expired certificate is not current
    ("210-r01", "rabies_vaccination", "just moved to the town of cedarburg with my 2 yr old lab. her rabies shot expired "
     "last month, how long do i have to get her redone?", {"animal": "dog"}, "rabies_vaccination",
     "Within 30 days after the dog is brought into the Town, as its certificate has expired", None),
    # § 95-3A(1): "own, harbor or keep any dog more than five months of age without complying ...": dogs, not cats
    ("s17 cat license town", "dog_license", "do I need a license for my cat in the town of cedarburg", {"animal": "cat"},
     "dog_license", "No cat license is required by ch. 95: its license provision (§ 95-3) is for dogs", None),
    # ch. 195 has no licence text; its cat rule: "No more than three cats over five months old shall be kept ..."
    ("s17 cat license village", "dog_license", "do I need a license for my cat in the village of westfield",
     {"animal": "cat"}, "dog_license", "The Village of Westfield's animal chapter (ch. 195), as this assistant has it, has "
     "no license provision for cats (nor for dogs). Its rule for cats is a limit", None),
    # § 95-2A: "The owner of a dog shall have the dog vaccinated against rabies"; § 95-5B exempts a vaccinated cat
    ("t6-d18", "rabies_vaccination", "Do cats need a license or rabies shots in the Town of Cedarburg? Ours go in and out.",
     {"animal": "cat"}, "rabies_vaccination", "Ch. 95 does not require it: its rabies vaccination rule (§ 95-2) is for dogs",
     None),
    # § 195-14E: "... accumulates three violations of this section within any twelve-month period, the permit shall be
    # revoked" and the hearing "if such a hearing is requested, in writing, within 10 days": both asked
    ("211-r39", "chickens", "how can a chicken permit get taken away in the village of westfield? and can i fight it", {},
     "chickens", "Three violations within twelve months revoke the permit", None),
    # ch. 195: "It shall further be unlawful to picket or tie any such animal in any of the streets of the Village for the
    # purpose of grazing or feeding."
    ("212-r26", "at_large", "can I tie my goat out on the grass strip along the street so she can eat it down? saves me "
     "mowing lol", {"municipality": "village_of_westfield"}, "at_large", "It is unlawful: 'It shall further be unlawful to "
     "picket or tie any such animal in any of the streets of the Village for the purpose of grazing or feeding.'", None),
    # § 95-14: "No retailer ... may sell, offer for sale, barter or give away any living baby rabbits, baby chicks,
    # ducklings or other fowl under two months of age in any quantity less than six"
    ("212-r13", "animal_sale", "farm store says they wont sell me baby chicks unless I buy at least six. i only want 3 for "
     "my kids. is that some kind of local rule?? Town of Cedarburg", {}, "animal_sale",
     "Yes, it is a Town rule (§ 95-14), so 3 alone is too few if they are under two months old", None),
    # § 95-5: "'supervision of a veterinarian' includes, at a minimum, examination of the animal on the first day of
    # isolation, on the last day of isolation and on one intervening day"
    ("212-r04", "bite", "our dog nipped the mail carrier and the officer says he has to be quarantined. hes up to date on "
     "his shots. can he do the quarantine at home, and how many times does the vet have to check him? town of cedarburg",
     {"animal": "dog"}, "bite", "At least three times: the quarantine includes, 'at a minimum', 'examination", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household": a 4th wanted
    ("211-r30", "cat_limit", "how many cats am i allowed to have in my house? we have 3 and my daughter wants a 4th",
     {"municipality": "village_of_westfield", "animal": "cat"}, "cat_limit",
     "No, that would be over the limit: the limit is three cats over five months old per residential household, and 4 would be more than that. A kitten", None),
    # § 95-22: "If more than one family resides on a residential lot, then only a total of three dogs shall be allowed":
    # "we have 2 dogs and they have 2 dogs" is four on the lot
    ("214-r21", "dog_limit", "my sister and her family are moving into the other half of our duplex in the town of "
     "cedarburg (residential lot). we have 2 dogs and they have 2 dogs. is that ok since its 2 separate families?", {},
     "dog_limit", "No: a total of three dogs is allowed on the residential lot when more than one family lives there, not "
     "three per family; 4 dogs is over that total.", None),
    # § 95-15: "If potable water is not accessible to the animals at all times, it shall be provided daily ..."
    ("214-r14", "animal_care", "the water tank for my horses keeps freezing in winter. is it ok if i just bring them "
     "buckets of water once a day instead of having water out all the time?", {"municipality": "town_of_cedarburg"},
     "animal_care", "Daily, if it is not always accessible, in sufficient quantity", True),
    # § 95-11: "It shall be unlawful for any person owning or possessing an animal, dog or cat to permit ..."
    ("214-r10", "property_damage", "neighbors cats keep coming in my yard digging up my flower beds and using my vegetable "
     "garden as a litter box. is there anything in the rules about that or is it just dogs",
     {"municipality": "town_of_cedarburg", "animal": "cat"}, "property_damage", "Yes, cats too: § 95-11 names 'an animal, "
     "dog or cat'", None),
    # § 195-14F: "No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder."
    ("216-r40", "chickens", "my 6 hens lay more eggs than we can eat. can i put a few dozen out at the end of the driveway "
     "for sale?", {"municipality": "village_of_westfield", "animal": "chicken"}, "chickens",
     "Selling eggs is banned, and chicks too", None),
    # § 95-17: "... if the owner does not, within five days after notice, redeem the animal by paying the expenses ..."
    ("216-r16", "impoundment", "I was away for a week and a deputy took my horse because the sitter didnt show up. I got a "
     "notice. How long do I have to get him back before he's treated like a stray?", {"municipality": "town_of_cedarburg"},
     "animal_care", "Five days after the notice: the owner can redeem the animal within five days after notice", None),
    # § 95-23: "... notified all owners and occupants of properties located within 500 feet of the subject property at
    # least 10 days immediately preceding the application ..."
    ("216-r22", "bees", "thinking about getting 2 bee hives in my backyard (residential). before I apply, which neighbors "
     "do I have to tell and how far ahead?", {"municipality": "town_of_cedarburg"}, "bees",
     "All owners and occupants of properties within 500 feet, at least 10 days before you apply", None),
    # § 95-4: "... a late fee as set by the Town Board from every owner ... if the owner failed to obtain a license prior
    # to April 1 of each year"
    ("217-r03", "dog_license", "I totally forgot to renew my dogs license and its already May. Am I in trouble with the "
     "Town of Cedarburg?", {"animal": "dog"}, "dog_license", "A late fee applies because the license was not obtained "
     "before April 1.", None),  # "its already May" is read as the date (trial 237 r03)
    # § 195-14B: "A permit is valid as long as the permit holder keeps chickens in a coop that complies with the
    # requirements of this section"
    ("217-r33", "chickens", "Do I need a permit to have backyard chickens in the Village of Westfield? and is it a yearly "
     "thing?", {"animal": "chicken"}, "chickens", "A permit from the Village Clerk is needed, but no yearly renewal", None),
    # § 95-17: "... if the owner does not, within five days after notice, redeem the animal ..."
    ("218-r16", "animal_care", "the sheriff took my neighbors two horses last week bc they were starving. in the town of "
     "cedarburg how long does he get to take them back before theyre treated like strays?", {}, "animal_care",
     "Five days after the notice: the owner can redeem the animal within five days after notice", None),
    # § 95-2A: "... within 30 days after the dog is brought into the Town unless the dog has been vaccinated as evidenced
    # by a current certificate of rabies vaccination": the certificate is "still good"
    ("220-r01", "rabies_vaccination", "just moved here with our 2 yr old lab. his rabies shot from our old vet in illinois "
     "is still good til next spring, do i have to get him a new shot within some deadline after moving in?",
     {"municipality": "town_of_cedarburg"}, "rabies_vaccination", "No new shot is needed on moving in", None),
    # § 95-19: "This section shall not apply to trapping within the confines of buildings or homes."
    ("220-r18", "trapping", "A squirrel got into our basement. Can I just set a trap down there or do I have to follow all "
     "the state trapping laws? Town of Cedarburg", {}, "trapping", "Inside a building or home, the Town's trapping section does not apply", None),
    # § 95-13: "Constrictor snakes, six feet in length or more." on the list; the neighbour who says it is illegal is right
    ("222-r12", "wild_animals", "Our boa constrictor is about 7 feet long now. My neighbor says it's illegal to have him in "
     "the town of cedarburg. Is he right?", {}, "wild_animals", "Yes, it is prohibited: constrictor snakes, six feet in "
     "length or more, are on the list", None),
    # § 195-14B(1): "A new permit is required if the keeping of chickens ceased for a minimum of 12 months"
    ("222-r34", "chickens", "I had chickens with a permit a few years back but took about a year and a half off. do i need "
     "a new permit to start up again?", {"municipality": "village_of_westfield"}, "chickens",
     "A new permit is needed after a break of 12 months or more", None),
    # § 95-20: "... or held for any purpose without the owner's consent"
    ("209-r19", "animal_care", "my cat wandered over to the lady down the street and now she took him in and says she's "
     "keeping him. I never said she could! Is that against the law in the Town of Cedarburg?", {"animal": "cat"},
     "pet_theft", "No one may take another person's dog or cat from one place to another", None),
]


@pytest.mark.parametrize("case", CASES_S17, ids=[c[0] for c in CASES_S17])
def test_session_17_trial_questions_lead_with_the_point_asked(case):
    _, topic, text, extra, rule, lead, open_point = case
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_trial_209_a_cat_kept_by_a_neighbour_is_answered_from_95_20_below_the_nlu_threshold():
    # the NLU fell back (care 0.30, impoundment 0.17, pet theft 0.08): the taking concern and the index agree on § 95-20
    reply = fallback_reply("my cat wandered over to the lady down the street and now she took him in and says she's keeping "
                           "him. I never said she could! Is that against the law in the Town of Cedarburg?",
                           [{"name": "ask_animal_care", "confidence": 0.30}, {"name": "ask_impoundment", "confidence": 0.17},
                            {"name": "ask_pet_theft", "confidence": 0.08}])
    assert "§ 95-20" in reply["text"]
    assert "without the owner's consent" in reply["text"]


@pytest.mark.parametrize("text", [
    "my neighbor says she's keeping her dog inside from now on, is that enough for the barking in the Town of Cedarburg?",
    "my cat got out and the neighbor said she'd keep him overnight till I got home, Town of Cedarburg",
])
def test_keeping_words_that_are_not_a_taking_do_not_name_95_20(text):
    from bot.parsers import extract_facts

    assert extract_facts(text).get("concern") != "taking_animal"


def test_trial_214_underfeeding_with_he_isnt_hitting_it_is_answered_as_cruelty_below_the_nlu_threshold():
    # ch. 195: "any person who inhumanely beats, underfeeds, overloads, or abandons any animal shall be deemed guilty of a
    # violation of this section"; "he isnt hitting it" is not a beating (it named the harming concern before)
    text = ("my neighbor barely feeds his dog, you can see all its ribs. he isnt hitting it or anything. is underfeeding "
            "against the rules?")
    from bot.parsers import extract_facts

    assert extract_facts(text).get("concern") == "food_water"
    reply = fallback_reply(text, [{"name": "ask_cruelty", "confidence": 0.25}, {"name": "ask_animal_care", "confidence": 0.21},
                                  {"name": "ask_cemetery", "confidence": 0.08}],
                           {"municipality": "village_of_westfield", "animal": "dog"})
    assert "underfeeds" in reply["text"]
    assert "ch. 195 (cruelty to animals)" in reply["text"]


def test_trials_209_219_a_town_hen_count_without_zoning_says_where_95_24_applies():
    # § 95-24: "In any nonagricultural zoned district ..." and "The provisions of this section do not apply to E-1 Estate
    # District, which allows for noncommercial agriculture use."
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "how many chickens can i have in the town of cedarburg, and can i have a rooster too?")
    assert d.outcome.startswith("Up to six hens, with a Town license, and no rooster")
    assert any("it does not apply in the E-1 Estate District" in n for n in d.notes)
    zoned = decide_question("chickens", "how many hens can i keep on my R-1 lot in the town of cedarburg")
    assert not any("E-1 Estate District" in n for n in zoned.notes)


def test_trial_221_which_rules_win_zoning_or_animal_is_answered_below_the_nlu_threshold():
    # ch. 195: "To the extent that the zoning regulations of Chapter 525 of this Code conflict with this chapter, the
    # zoning regulations of Chapter 525 shall control."
    reply = fallback_reply("the zoning rules for my property seem to say something different than the animal rules about "
                           "what I can keep. which one do I go by?",
                           [{"name": "ask_chickens", "confidence": 0.25}, {"name": "ask_zoning", "confidence": 0.24},
                            {"name": "ask_diseased_animal", "confidence": 0.12}], {"municipality": "village_of_westfield"})
    assert reply["text"].startswith("The zoning code, where the two conflict: 'To the extent that' the zoning regulations "
                                    "of Chapter 525 conflict with ch. 195")
