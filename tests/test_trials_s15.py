"""Resident trials of session 15 (147 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.facts import AMBIGUOUS_PLACES
from bot.parsers import extract_facts
from bot.rules import licensing
from bot.rules.common import month_day
from tests.trial_cases import assert_leads, decide_question

T = {"municipality": "town_of_cedarburg"}

CASES_147_150 = [
    # § 195-14E: "In the event that a permit holder accumulates three violations of this section within any twelve-month
    # period, the permit shall be revoked." "Why can they do that" asks the grounds, not only the hearing.
    ("147-r40", "chickens", "I got a letter saying my chicken permit in the Village of Westfield is being revoked. Why can "
     "they do that and can I fight it?", {"animal": "chicken"}, "chickens",
     "Three violations within twelve months revoke the permit", None),
    # § 95-13: "Constrictor snakes, six feet in length or more." A size the snake will reach is not its size now.
    ("148-r12", "wild_animals", "my son wants a boa constrictor. the guy at the reptile show said it'll get to about 7 feet. "
     "can we have one in the town of cedarburg?", {}, "wild_animals",
     "Not once it reaches six feet: constrictor snakes, six feet in length or more, are on the list of animals that may not "
     "be kept", None),
    ("161-r40", "chickens", "what can get my chicken permit revoked in westfield village? and can i fight it if it does",
     {"animal": "chicken"}, "chickens", "Three violations within twelve months revoke the permit", None),
    # § 195-14C(2): "One permit per R-1 single-family residence, R-2 single-family residence, R-3 multifamily residence,
    # R-4 residential residence, and RD rural development zoned parcel only is allowed."
    ("150-r35", "chickens", "We live in a multifamily building (R-3 zoning) in westfield village. Can we get a chicken "
     "permit here or is it only single family homes?", {"animal": "chicken"}, "chickens",
     "One permit per residence or RD parcel, a multifamily (R-3) residence included, and not one per unit or "
     "household: 'One permit per R-1 single-family residence, R-2 single-family residence, R-3 multifamily residence",
     None),
    # § 195-14C(2) again: "can every unit get its own chicken permit?" is answered no in the first sentence
    ("156-r36", "chickens", "we live in a 4 unit apartment building in westfield village (zoned R-3). can every unit get its "
     "own chicken permit? a few of us want hens", {"animal": "chicken"}, "chickens",
     "One permit per residence or RD parcel, a multifamily (R-3) residence included, and not one per unit or household", None),
    # ch. 195: cats "over five months old": three and a litter is not over the limit yet
    ("156-r30", "cat_limit", "we have 3 cats and one of them just had 4 kittens. are we breaking the limit now? Village of "
     "Westfield", {"animal": "cat"}, "cat_limit", "No, not over: the limit is three cats over five months old per residential "
     "household, and you have 3", None),
    # § 95-14: "No retailer ... may sell ... baby chicks, ducklings or other fowl under two months of age, in any quantity
    # fewer than six": a store's chick sale is not a chicken keeper's egg sale (§ 95-24)
    ("158-r13", "animal_sale", "Town of Cedarburg question - we run a little farm supply store and want to sell baby chicks "
     "and ducklings this spring. Is there a minimum number we have to sell to one customer?", {}, "animal_sale",
     "A retailer may not sell fewer than six, unless the purpose is agricultural", None),
    # § 195-14F: "No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder."
    ("158-r40", "chickens", "my hens lay way more eggs than we can eat. can I put a little eggs for sale sign at the end of "
     "the driveway? westfield village", {"animal": "chicken"}, "chickens",
     "Selling eggs is banned, and chicks too: no person may offer to sell eggs or chicks", None),
    # § 95-3A: the owner "shall annually, or on or before the date the dog becomes five months of age, pay a license tax and
    # obtain a license": the age asked is the rule's, not the dog's (the form asked "How old is the dog?")
    ("153-r02", "dog_license", "do I need to get a license for my dog? how old does it have to be before I need one. Town "
     "of Cedarburg", {"animal": "dog"}, "dog_license", "At five months: the owner 'shall annually, or on or before the date "
     "the dog becomes five months of age, pay a license tax and obtain a license'", None),
    ("149-r02", "dog_license", "do i really need to buy a license for my dog every single year? Town of Cedarburg",
     {"animal": "dog"}, "dog_license", "A license is required every year for a dog over five months old", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household": the kitten
    # wanted counts once over five months (trial 159 r30)
    ("159-r30", "cat_limit", "how many cats am I allowed to have? we have 3 and my daughter wants a kitten. Village of "
     "Westfield", {"animal": "cat"}, "cat_limit", "Three cats over five months old per residential household, and you have 3, "
     "which is within it; the kitten is under five months, so it does not count yet; once it is over five months old the household "
     "will have 4, more than three.", None),
    # § 95-2A: "If the owner obtains the dog or brings the dog into the Town of Cedarburg after the dog has reached five
    # months of age, the owner shall have the dog vaccinated against rabies within 30 days after the dog is brought into
    # the Town": "from a shelter" is where the dog came from, not a shelter concern (160 r01, ask_animal_care 0.70)
    ("160-r01", "animal_care", "we just adopted an 8 month old lab from a shelter up north and moved into the Town of "
     "Cedarburg last week. how long do i have to get him a rabies shot? shelter didnt give us any paperwork", {"animal": "dog"},
     "rabies_vaccination", "Within 30 days: a dog obtained or brought into the Town after it has reached five months of age",
     None),
    # § 95-7: "if an animal before being impounded has bitten a person, the animal shall be retained in the animal shelter
    # for 14 days for observation purposes"
    ("160-r06", "impoundment", "animal control picked up my dog yesterday for running loose. problem is he nipped the mail "
     "carrier last month before all this. how long will they hold him before i can get him back or they get rid of him? "
     "Town of Cedarburg", {"animal": "dog"}, "impoundment", "14 days: an animal that bit a person before it was impounded",
     None),
    # § 95-10: "This section shall not apply to a person who is visually or physically handicapped." over the fine asked
    ("160-r09", "feces", "I use a wheelchair and have a small dog. honestly I cant bend down to pick up after her on walks. "
     "am I going to get fined? Town of Cedarburg", {"animal": "dog"}, "feces",
     "The clean-up rule makes an exception: § 95-10 does not apply to a person who is visually or physically "
     "handicapped.", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household": the mother and
    # two other cats are three, the five kittens count once over five months
    ("150-r30", "cat_limit", "our cat just had 5 kittens and we already have 2 other cats. are we over the limit now? Village "
     "of Westfield", {"animal": "cat"}, "cat_limit", "No, not over: the limit is three cats over five months old per "
     "residential household, and you have 3; the young ones do not count until they are over five months old, and then "
     "the household will have 8", None),
    # § 95-4: a late fee if the owner "failed to obtain a license prior to April 1 of each year"; "until like may" is a
    # license obtained in May
    ("151-r03", "dog_license", "what happens if i dont get my dogs license renewed until like may? Town of Cedarburg",
     {"animal": "dog"}, "dog_license", "A late fee applies because the license was not obtained before April 1.", None),
    # § 195-14C(2): "One permit per ... RD rural development zoned parcel only is allowed": no second for a brother
    ("152-r36", "chickens", "our parcel is zoned RD rural development, can we get a chicken permit there? and could my "
     "brother who lives on the same lot get a second one. Village of Westfield", {"animal": "chicken"}, "chickens",
     "One permit per residence or RD parcel, a multifamily (R-3) residence included, and not one per unit or household", None),
    # § 95-7: "If within seven days after such notice the owner does not claim such animal, the officer may dispose of the
    # animal"; "If the owner does not reclaim the animal within seven days, the animal warden may sell the animal"
    ("152-r06", "impoundment", "my dog got picked up by the humane officer while i was out of town for the week. how many "
     "days do i have to claim him before the town of cedarburg can get rid of him or sell him??", {"animal": "dog"},
     "impoundment", "Seven days after the officer's notice to the owner: within that time the owner may reclaim the animal by paying "
     "the impoundment fees", None),
    # § 95-14's minimum: "they said it has to be 6" for "just 2 baby ducks" (trial 162 r13)
    ("162-r13", "animal_sale", "The farm store in the Town of Cedarburg wouldnt sell me just 2 baby ducks for my kids for "
     "easter, they said it has to be 6. Is that really a town rule?", {}, "animal_sale",
     "Yes, it is a Town rule (§ 95-14), so 2 alone is too few if they are under two months old", None),
    # § 95-5: "kept under strict isolation under the supervision of a veterinarian for at least 10 days after the bite":
    # how long, then where
    ("163-r04", "bite", "My neighbor's dog bit my son on the hand yesterday. The deputy said the dog has to be quarantined. "
     "How long does that quarantine last? We're in the Town of Cedarburg.", {"animal": "dog"}, "bite",
     "At least 10 days after the bite, under strict isolation supervised by a veterinarian, at an isolation facility within "
     "24 hours of the order, unless it is currently immunized", None),
    # § 95-22: three per family on a residential lot; "a third and maybe a fourth" is asked up to the fourth
    ("163-r21", "dog_limit", "how many dogs can we have on a normal house lot in the town of cedarburg? we have 2 and want a "
     "third and maybe a fourth", {"animal": "dog"}, "dog_limit", "With 4 dogs you would be over the limit on a residential "
     "or E-1 lot (three per family)", None),
    # § 95-18: "No person shall lead any animal upon a Town street from a motor vehicle": not a bare "No:" under "any rule
    # against that?"
    ("164-r17", "cruelty", "my dog is lazy so i hold his leash out the car window and drive real slow down our road so he "
     "gets his exercise lol. any rule against that in the town of cedarburg?", {"animal": "dog"}, "cruelty",
     "It is not allowed: § 95-18 says 'No person shall lead any animal upon a Town street from a motor vehicle", None),
    # § 95-4's late fee for "renewed on time ... is there a penalty" (trial 165 r03)
    ("165-r03", "dog_license", "what happens if i dont get my dogs license renewed on time in the town of cedarburg? is there "
     "a penalty", {"animal": "dog"}, "dog_license", "There is a late fee, set by the Town Board (ch. 95 states no amount)",
     None),
    # § 95-13 lists "Monkeys, old world (Cercopithecidae)." only: a "pet monkey" may be a new world one (trial 165 r12)
    ("165-r12", "wild_animals", "is it legal to have a pet monkey? asking for my son lol. Town of Cedarburg", {},
     "wild_animals", "Not an old world monkey: old world monkeys (Cercopithecidae) are on the list", True),
    # § 195-14E: "accumulates three violations of this section within any twelve-month period" (trial 165 r40)
    ("165-r40", "chickens", "what happens if I get a few violations on my chicken permit? can they take it away? Village of "
     "Westfield", {"animal": "chicken"}, "chickens", "Three violations within twelve months revoke the permit", None),
    # § 95-14: "in any quantity fewer than six": the minimum first, not a "Yes" that read as "yes, they can sell two"
    ("166-r13", "animal_sale", "Can the farm store sell my kid just two baby chicks for easter or do they have to sell a "
     "minimum number? Town of Cedarburg", {}, "animal_sale", "No, not 2 alone if they are under two months old: a retailer "
     "may not sell or give away living baby rabbits, baby chicks, ducklings or other fowl under two months of age in any "
     "quantity fewer than six", None),
    # § 95-13: the list, "unless a state game farm license has been issued": "is there any way?" (trial 168 r12)
    ("168-r12", "wild_animals", "My uncle wants to raise a few whitetail deer on his land. is there any way that's allowed in "
     "the Town of Cedarburg?", {}, "wild_animals", "Only with a state game farm license: deer are on the list of animals that "
     "may not be kept, unless one has been issued.", None),
    # ch. 195: "Each day that the violation of this chapter continues shall be deemed a separate offense." (168 r32)
    ("168-r32", "penalties", "If i get cited for an animal violation in the Village of Westfield and it takes me a week to fix "
     "it, is that one ticket or like 7? and do I have to pay the shelter's costs too", {}, "penalties",
     "Each day is a separate offense", None),
    # § 95-23's application (trial 167 r22: "what do i need to do?" got a "Yes:")
    ("167-r22", "bees", "thinking about putting a couple beehives in my backyard, I live in a normal residential neighborhood "
     "not a farm. what do i need to do? Town of Cedarburg", {}, "bees", "Apply to the Town Clerk on the Town's form", None),
    # § 95-13 for a snake now 4 ft that will reach 7 or 8 (trial 170 r12): not a flat "No"
    ("170-r12", "wild_animals", "my son wants a boa constrictor for his birthday. its only about 4 ft now but the pet store "
     "says they get to 7 or 8 feet. can we keep it? Town of Cedarburg", {}, "wild_animals", "Not once it reaches six feet: "
     "constrictor snakes, six feet in length or more, are on the list", None),
    # § 95-16's farm-animal clause: "a windbreak and a run-in, like every farmer around here" (trial 170 r15)
    ("170-r15", "animal_care", "I keep a few beef cattle outside all winter with a windbreak and a run-in, like every farmer "
     "around here. A new neighbor says that's not enough shelter under the Town of Cedarburg rules. Is he right?",
     {"animal": "livestock"}, "animal_care", "No more than normal husbandry", True),
    # § 95-13: "Constrictor snakes, six feet in length or more": the boa named, not "pet snakes" (trial 172 r12)
    ("172-r12", "wild_animals", "Is there a size limit on pet snakes? I have a boa constrictor thats about 5 ft now but hes "
     "going to get bigger Town of Cedarburg", {}, "wild_animals", "The named list covers constrictor snakes six feet or more "
     "in length, so this one (5 feet) is not on it.", True),
    # ch. 195: "No dog, cat or other live animal shall be taken onto premises where food is sold ... except seeing-eye dogs"
    ("173-r29", "food_premises", "can i bring my little dog in my purse into the grocery store in westfield village? she's not a "
     "service dog", {"animal": "dog"}, "food_premises", "No: no dog, cat or other live animal may be taken onto, or permitted to remain on, premises where "
     "food is sold", None),
    # ch. 195's grazing clause under "isnt that illegal": "It is unlawful", not a bare "No:" (trial 173 r26)
    ("173-r26", "at_large", "neighbor lets his sheep wander loose down the street pretty much every day, and ties them by the "
     "road to eat the grass. isnt that illegal Village of Westfield", {}, "at_large",
     "It is unlawful: 'It shall further be unlawful to picket or tie any such animal", None),
    # § 95-6: "a dog shall be deemed as being of a vicious disposition if ..." first, then the count (trial 176 r05)
    ("176-r05", "vicious_dog", "whats it take for a dog to officially count as vicious in the town of cedarburg? the neighbors "
     "dog nipped my son once at the bus stop", {"animal": "dog"}, "vicious_dog",
     "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition", None),
    # ch. 195's food-premises exception under "who's right?" (trial 176 r29)
    ("176-r29", "food_premises", "i work at a little cafe. a customer came in with a seeing eye dog and my coworker said no "
     "dogs allowed, period. who's right? Village of Westfield", {"animal": "dog"}, "food_premises",
     "A seeing-eye dog may come in, the rule's only exception", None),
    # § 95-18: "No person except a police officer or health or humane officer in the pursuit of his duties shall, within
    # the Town, shoot or kill or commit an act of cruelty to any animal or bird" (the crows were refused as naming no animal)
    ("153-r17", "property_damage", "Town of Cedarburg question - am I allowed to shoot the crows that keep tearing up my "
     "garden?", {}, "cruelty", "§ 95-18 forbids it as written", True),
    # § 95-16: "In the case of farm animals, nothing in this section shall be construed as imposing shelter requirements or
    # standards more stringent than normally accepted husbandry practices"
    ("154-r15", "animal_care", "I farm in the Town of Cedarburg. Do the animal shelter rules mean I need barns that meet pet "
     "standards for my beef cattle out on pasture?", {"animal": "livestock"}, "animal_care", "No more than normal husbandry",
     True),
]


@pytest.mark.parametrize("case", CASES_147_150, ids=[c[0] for c in CASES_147_150])
def test_trial_question_leads_with_the_point_asked(case):
    """(id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)."""
    _id, topic, text, extra, rule, lead, judgment = case
    assert_leads(topic, text, extra, rule, lead, judgment)


@pytest.mark.parametrize("text,said", [
    ("my son wants a boa constrictor. the guy at the reptile show said it'll get to about 7 feet. can we have one in the "
     "town of cedarburg?", "At 7 feet when grown, it would be on it;"),
    ("my boa is 5 ft now but shes gonna hit 7 or 8 ft eventually. can i keep her in twn of cedarburg",
     "At 8 feet when grown, it would be on it;"),
    ("my boa is 7 feet long and will grow more, town of cedarburg", "At 7 feet, yours is on it."),
    ("i have an 8 foot python, is that legal in the town of cedarburg", "At 8 feet, yours is on it."),
])
def test_trial_148_a_length_still_to_come_is_not_said_to_be_the_snakes_now(text, said):
    """148 r12: "it'll get to about 7 feet" was answered "At 7 feet, yours is on it" of a snake not yet bought."""
    d = decide_question("wild_animals", text)
    assert said in d.outcome and (d.outcome.endswith(said) or said.endswith(";")), d.outcome


def test_trial_148_the_expenses_a_violator_pays_include_the_shelter():
    """148 r32 asked "do I have to pay the shelter bills too?": ch. 195 "shall pay all expenses, including shelter, food,
    handling, veterinary care and testimony necessitated by the enforcement of this chapter"."""
    text = ("got a citation about my dog in westfield village. if I dont fix it right away is every day a new offense? and "
            "do I have to pay the shelter bills too?")
    d = assert_leads("penalties", text, {"animal": "dog"}, "penalties", "Each day is a separate offense")
    assert "including shelter, food, handling, veterinary care and testimony" in d.outcome


# § 95-4: a late fee "from every owner of a dog five months of age or over if the owner failed to obtain a license prior
# to April 1 of each year, or within 30 days of acquiring ownership of a licensable dog". "Adopted him 6 weeks ago and
# haven't licensed him" counts back from today (bench trials 108, 118 and 126, r03; tests/conftest.py pins the date).
SIX_WEEKS = ("we adopted a 2 yr old dog from the shelter about 6 weeks ago and havent gotten him licensed yet. am i going "
             "to get charged extra? town of cedarburg")


@pytest.mark.parametrize("text,days", [
    (SIX_WEEKS, 42.0),
    ("I adopted a 1 yr old dog from a rescue 2 weeks ago. how long before i get charged a late fee for not licensing him?",
     14.0),
    ("bought a dog 2 months ago and never licensed him, is there a late fee?", 60.0),
    ("got him 10 days ago, havent licensed him yet, will there be a late fee", 10.0),
])
def test_the_days_since_a_dog_was_acquired_are_read_when_the_late_fee_is_asked(text, days):
    assert extract_facts(text).get("days_since_acquired") == days


@pytest.mark.parametrize("text", [
    "we got a puppy 3 weeks ago, do we need a license yet?",  # not the late fee asked
    "adopted him a month ago and havent licensed him, is there a late fee?",  # a month is too close to 30 days to call
    "we adopted a dog 6 weeks ago. is there a leash law?",
])
def test_no_days_since_acquired_without_a_late_fee_question_or_with_a_month_too_close_to_call(text):
    assert "days_since_acquired" not in extract_facts(text)


@pytest.mark.parametrize("today,lead,judgment", [
    ("12-01", "Yes, a late fee applies: it has been about 42 days since you acquired the dog, more than the 30 days "
              "§ 95-4 allows", False),
    # 42 days before March 1 is January 18: more than 30 days, but not yet April 1
    ("03-01", "Licensing the dog now comes more than 30 days after acquiring the dog but before April 1", True),
    # 42 days before January 10 is November 29 of the year before
    ("01-10", "Licensing the dog now comes more than 30 days after acquiring the dog but before April 1", True),
])
def test_six_weeks_since_adopting_counts_back_from_today(monkeypatch, today, lead, judgment):
    monkeypatch.setattr(licensing, "_today", lambda: month_day(today))
    assert_leads("dog_license", SIX_WEEKS, T, "dog_license", lead, judgment)


def test_within_30_days_of_adopting_says_how_many_days_remain_and_april_1_in_between_is_for_the_treasurer(monkeypatch):
    text = "got him 10 days ago, havent licensed him yet, will there be a late fee? town of cedarburg. hes 2 years old"
    assert_leads("dog_license", text, T, "dog_license", "Not if you license the dog within 30 days of acquiring it: it "
                 "has been about 10 days, so about 20 days remain", False)
    monkeypatch.setattr(licensing, "_today", lambda: month_day("04-05"))  # acquired March 26
    assert_leads("dog_license", text, T, "dog_license", "The text does not settle it: licensing the dog now comes within "
                 "30 days of acquiring the dog (10 days) but not before April 1", True)


def test_a_puppy_under_five_months_when_acquired_is_not_given_the_30_day_count():
    """"got a 4 month old puppy 8 weeks ago": not a licensable dog when acquired; § 95-3 licenses it "on or before the
    date the dog becomes five months of age"."""
    d = decide_question("dog_license", "got a 4 month old puppy 8 weeks ago, havent licensed her, will i be charged a "
                                       "late fee? town of cedarburg")
    assert "days since you acquired" not in d.outcome
    assert d.outcome.startswith("Not by April 1 for a dog under five months")


def test_age_unknown_says_the_30_days_are_for_a_dog_five_months_or_older_when_acquired():
    d = decide_question("dog_license", "bought a dog 2 months ago and never licensed him, is there a late fee? town of "
                                       "cedarburg")
    assert d.outcome.startswith("Yes, a late fee applies: it has been about 60 days")
    assert "This is for a dog five months old or older when you acquired it" in d.outcome


def test_today_in_a_leap_year_february_29_reads_as_february_28(monkeypatch):
    import datetime

    class LeapDay(datetime.date):
        @classmethod
        def today(cls):
            return cls(2028, 2, 29)

    monkeypatch.undo()  # the real _today, over a leap day
    monkeypatch.setattr(licensing, "date", LeapDay)
    assert licensing._today() == month_day("02-28")


CEMETERY = "can I walk my dog through the public cemetery in the town?"
TOWN_ENTITY = {"entity": "municipality", "start": CEMETERY.index("town?"), "end": CEMETERY.index("town?") + 4,
               "value": "town_of_cedarburg"}


def test_trial_147_a_bare_town_in_a_question_is_answered_for_the_town_and_says_so():
    """147 r07: the NLU's synonym (data/nlu.yml) read "in the town" as the Town of Cedarburg, and § 95-8's cemetery rule was
    applied without saying so (a Village of Westfield resident may say "the town" too; ch. 195 has no cemetery rule).
    Asking instead cost Town residents a turn (trials 152 and 154). The answer now says what it assumed."""
    from actions.actions import ActionAnswer
    from tests.trial_cases import question_tracker, run_action

    slots = {"municipality": "town_of_cedarburg", "topic": "cemetery", "animal": "dog"}
    messages, _ = run_action(ActionAnswer, question_tracker(CEMETERY, "ask_cemetery", slots, confidence=0.97,
                                                            entities=[TOWN_ENTITY]))
    text = messages[0]["text"]
    assert text.startswith("No dog or cat is permitted in any public cemetery")
    assert ('I took "the town" to mean the Town of Cedarburg; if you are in the Village of Westfield, say so and I will '
            "answer for it.") in text
    named = "can I walk my dog through the public cemetery in the Town of Cedarburg?"
    messages, _ = run_action(ActionAnswer, question_tracker(named, "ask_cemetery", slots, confidence=0.97, entities=[
        {"entity": "municipality", "start": named.index("Town of"), "end": len(named) - 1, "value": "town_of_cedarburg"}]))
    assert "I took" not in messages[0]["text"]


def test_trial_150_a_dog_never_vaccinated_is_told_of_the_one_year_revaccination():
    """150 r01: "shes never had a rabies shot. how long do i have to get that done?" listed only the three-year rule for
    later shots. § 95-2A: "revaccinated within one year after the initial vaccination"."""
    d = decide_question("rabies_vaccination", "we just moved to the town of cedarburg with our 1 yr old rescue dog, shes never "
                                              "had a rabies shot. how long do i have to get that done?")
    assert d.outcome.startswith("Within 30 days of bringing the dog into the Town")
    assert d.steps[0].text.startswith("Later shots: revaccinate within one year after the initial vaccination; after that, "
                                      "revaccinate before the expiration date on the certificate")
    current = decide_question("rabies_vaccination", "we moved to the town of cedarburg with our 3 yr old dog, she has a current "
                                                    "rabies certificate from ohio. does she need another shot?")
    assert not any("within one year after the initial" in s.text for s in current.steps)


def test_trial_149_a_problem_with_the_neighbors_animal_is_asked_what_the_animal_is_doing():
    """149 r45: "hi, there's a problem with my neighbor's animal. what can i do?" got the not-understood fallback."""
    from bot.parsers import vague_request

    from tests.trial_cases import fallback_reply

    text = "hi, there's a problem with my neighbor's animal. what can i do?"
    assert vague_request(text) == "neighbor"
    reply = fallback_reply(text, [{"name": "out_of_scope", "confidence": 0.33}, {"name": "ask_dog_limit", "confidence": 0.1}])
    assert reply["text"].startswith("What is the animal doing?")


def test_trial_152_the_rabies_exposure_periods_are_said_to_run_on_a_quarantine_order():
    """152 r04: the 180 days were stated as automatic. § 95-5: "If a dog or cat is ordered to be quarantined because there
    is reason to believe that the animal has been exposed to a rabid animal and if the dog or cat is not currently
    immunized against rabies, ... shall keep the animal leashed or confined for 180 days." """
    d = assert_leads("diseased_animal", "our cat got into a fight with a raccoon that turned out to be rabid. shes never had "
                     "a rabies shot. how long does she have to be kept locked up? we're in the town of cedarburg",
                     {"animal": "cat"}, "rabies_quarantine", "A dog or cat that is not currently immunized and was exposed "
                     "to a rabid animal is kept leashed or confined for 180 days")
    assert "once the animal is ordered quarantined because it is believed to have been exposed" in d.outcome


@pytest.mark.parametrize("text,licensed_on", [
    ("what happens if i dont get my dogs license renewed until like may?", "05-15"),
    ("cant license him till early march, is that late?", "03-01"),
    ("i wont get the license until april 10", "04-10"),  # a day given: the dated reading
])
def test_a_license_month_without_a_day_is_read_after_until(text, licensed_on):
    assert extract_facts(text).get("licensed_on") == licensed_on


@pytest.mark.parametrize("text", ["am I allowed to shoot the crows that keep tearing up my garden?",
                                  "can i trap the raccoon under my deck", "the pigeons on my roof make a mess"])
def test_trial_153_birds_and_garden_pests_are_animals_so_the_question_is_not_refused(text):
    """153 r17: "shoot the crows" (ask_property_damage 0.77, under the 0.9 that lets a message naming no animal through)
    got the out-of-scope reply."""
    from bot.parsers import mentions_animal

    assert mentions_animal(text)


@pytest.mark.parametrize("text", [
    "hi, my neighbor has some animals and I'm not happy about it. what can I do",  # trial 155 r45
    "hi my neighbor has some animals and i want to know if thats allowed",  # trial 156 r45
])
def test_trials_155_156_a_neighbors_unnamed_animals_get_the_what_is_it_doing_prompt(text):
    from bot.parsers import vague_request

    assert vague_request(text) == "neighbor"
    assert vague_request("my neighbor has a pig, i want to know if thats allowed") is None  # an animal named: answered


@pytest.mark.parametrize("text", ["do I need to get a license for my dog? how old does it have to be before I need one",
                                  "do i really need to buy a license for my dog every single year?"])
def test_trials_149_153_a_license_question_that_does_not_turn_on_the_dogs_age_does_not_ask_it(text):
    d = decide_question("dog_license", text, {**T, "animal": "dog"})
    assert d.missing_facts == []


WESTFIELD_ASKED = AMBIGUOUS_PLACES["westfield"][0]  # "Do you mean the Village of Westfield? ..."


def _yes_no_tracker(text: str, intent: str, slots: dict, asked: str = WESTFIELD_ASKED):
    from tests.trial_cases import question_tracker

    tracker = question_tracker(text, intent, slots, confidence=0.95, as_event=False)
    tracker.events.append({"event": "bot", "text": asked})
    return tracker


def test_trial_161_yes_to_do_you_mean_the_village_names_it_and_the_form_answers_the_question():
    """161 r28: "whats the rule in westfield about people who dont feed their animals or beat them?" got "Do you mean the
    Village of Westfield?", and "yes the village" (intent affirm) got "What would you like to know?": the question was lost."""
    from actions.actions import ActionYesNo
    from tests.trial_cases import run_action

    messages, events = run_action(ActionYesNo, _yes_no_tracker("yes the village", "affirm", {"topic": "cruelty"}))
    assert messages == []
    assert {"event": "slot", "name": "municipality", "value": "village_of_westfield", "timestamp": None} in events
    assert events[-1]["event"] == "followup" and events[-1]["name"] == "facts_form"


def test_no_to_do_you_mean_the_village_is_the_town_of_westfield_which_is_not_covered():
    from actions.actions import ActionYesNo
    from tests.trial_cases import run_action

    messages, _ = run_action(ActionYesNo, _yes_no_tracker("no", "deny", {"topic": "cruelty"}))
    assert "Town of Westfield" in messages[0]["text"]


def test_yes_to_an_either_or_place_question_asks_it_again_and_yes_to_nothing_asks_what_to_know():
    from actions.actions import ActionYesNo
    from bot.facts import AMBIGUOUS_PLACES
    from tests.trial_cases import run_action

    messages, events = run_action(ActionYesNo, _yes_no_tracker("yes", "affirm", {"topic": "cruelty"},
                                                               asked=AMBIGUOUS_PLACES["cedarburg"][0]))
    assert messages[0]["text"] == AMBIGUOUS_PLACES["cedarburg"][0] and events == []
    messages, events = run_action(ActionYesNo, _yes_no_tracker("yes", "affirm", {}, asked="Anything else?"))
    assert messages[0]["response"] == "utter_anything_else" and events == []


def test_yes_inside_the_form_after_do_you_mean_the_village_fills_the_municipality():
    from actions.actions import ActionExtractFacts
    from tests.trial_cases import run_action

    tracker = _yes_no_tracker("yes", "affirm", {"requested_slot": "municipality", "topic": "cruelty"})
    tracker.active_loop = {"name": "facts_form"}
    _, events = run_action(ActionExtractFacts, tracker)
    assert {e["name"]: e["value"] for e in events}.get("municipality") == "village_of_westfield"


def test_trial_168_is_what_im_doing_legal_or_not_asks_what_the_resident_wants_to_know():
    """168 r45: "hi, is what I'm doing with my animals legal or not?" got the not-understood fallback."""
    from bot.parsers import vague_request

    assert vague_request("hi, is what I'm doing with my animals legal or not?") == "general"
    assert vague_request("is my dog legal or not") is None


def test_trial_171_the_rules_for_a_neighbors_animals_is_vague_but_the_rules_for_chickens_is_answered():
    """171 r45: "hi, wondering about the rules for my neighbors animals" got the not-understood fallback; a question about the
    rules for a named animal still gets that animal's rule."""
    from bot.parsers import vague_request

    assert vague_request("hi, wondering about the rules for my neighbors animals") == "neighbor"
    assert vague_request("what are the rules for my animals?") == "general"
    assert vague_request("what are the rules for chickens?") is None


def test_trial_171_bees_on_a_residential_lot_get_no_yes_to_what_are_the_rules():
    """171 r22 (and 163, 167): "what are the rules?" was answered "Yes: ...". § 95-23: on residentially zoned property only
    with a license."""
    d = decide_question("bees", "thinking about putting a couple bee hives in my back yard, we're in a residential "
                                "subdivision. what are the rules? Town of Cedarburg")
    assert d.outcome.startswith("A Town license is needed: on a residentially zoned property bees may be kept only with one")


def test_trial_176_is_my_animal_allowed_at_my_house_asks_what_the_animal_is():
    """176 r45: "hi is my animal allowed at my house?" got the not-understood fallback."""
    from bot.parsers import vague_request

    assert vague_request("hi is my animal allowed at my house?") == "allowed"  # which animal (trial 303 r45)
    assert vague_request("is my dog allowed at my house?") is None  # an animal named: its rule answers
