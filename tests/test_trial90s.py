"""Resident trials from 90 on (sessions 13 and 14): what their graders found, each fixed with a test. The values
asserted come from the seed text (Village of Westfield ch. 195, Town of Cedarburg ch. 95)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from tests.trial_cases import assert_leads

W = {"municipality": "village_of_westfield"}
T = {"municipality": "town_of_cedarburg"}


def test_trial_90_must_we_get_rid_of_the_kittens_is_answered_no_not_now():
    """Trial 90 r30: "7 cats total now (4 kittens). Do we have to get rid of them right away?" was answered "Yes: the
    limit is three cats ..." (the "is that allowed?" wording). Ch. 195: "No more than three cats over five months old
    shall be kept in each residential household"; the 4 kittens reach five months later, and then 7 is over three."""
    text = ("our cat had a litter so we have 7 cats total now (4 kittens, 8 weeks old). Do we have to get rid of them right "
            "away? Village of Westfield")
    facts = extract_facts(text)
    assert facts["asks"] == "must_remove"
    assert (facts["count_over_five_months"], facts["count_under_five_months"]) == (3, 4)
    assert_leads("cat_limit", text, {"animal": "cat", **W}, "cat_limit",
                     "No, not now: the limit is three cats over five months old per residential household, and you have 3; "
                     "the young ones do not count until they are over five months old, and then the household will have 7, "
                     "more than three.")


@pytest.mark.parametrize("text", ["Do I have to rehome one of my cats? I have 3 adult cats.",
                                  "we have three grown cats, must we give up any of them?"])
def test_must_we_remove_reads_other_wordings(text):
    assert extract_facts(text)["asks"] == "must_remove"


def test_the_acceptance_kitten_case_keeps_its_wording_and_adds_when_the_kitten_will_count():
    """Acceptance case cats-westfield-kitten: "yes: the limit is three cats over five months old per residential
    household; the kitten is under five months"; with three adults the kitten makes four once it is over five months."""
    d = assert_leads("cat_limit", "I have three adult cats and a new 2-month-old kitten. Is that allowed?",
                     {"animal": "cat", **W}, "cat_limit", "Yes: the limit is three cats over five months old")
    assert d.outcome.endswith("; the kitten is under five months, so it does not count yet; once it is over five months "
                              "old the household will have 4, more than three.")


def test_young_ones_that_keep_the_household_within_three_add_nothing():
    d = assert_leads("cat_limit", "I have two adult cats and one kitten, is that allowed?", {"animal": "cat", **W},
                     "cat_limit", "Yes: the limit is three cats over five months old")
    assert "once" not in d.outcome


def test_trial_91_a_neighbours_animals_becoming_a_problem_is_a_vague_request():
    """Trial 91 r45 got the sections fallback; with no facts the assistant asks what the animal is doing."""
    from bot.parsers import vague_request

    assert vague_request("hi, my neighbors animals are becoming a real problem. what can i do") == "neighbor"
    assert vague_request("my neighbors animals are a nuisance lately") == "neighbor"
    assert vague_request("my neighbors dog is a real problem, it bit my son") is None


@pytest.mark.parametrize("topic,text,extra", [
    # r04: § 95-5's 60-day confinement after exposure matched "all day" (the district quarantine answer already answers)
    ("rabies_quarantine", "They announced a rabies quarantine for our area. Our cat goes in and out all day. Does she have "
     "to be kept in? Town of Cedarburg", {"animal": "cat", **T}),
    # r23: "how many" took the nuisance sentence's "no one" for a count, and "normal" for a distinctive word
    ("chickens", "how many chickens can I keep in my backyard in the Town of Cedarburg? normal subdivision lot",
     {"animal": "chicken", **T}),
    # trial 92 r05: the chapter's "said dog" matched the resident's "says" (the killing of a vicious dog)
    ("vicious_dog", "what makes a dog officially 'vicious'? the guy down the road says his dog isnt because it only bit one "
     "person Town of Cedarburg", {"animal": "dog", **T}),
])
def test_no_off_point_closest_sentence_after_a_general_answer_that_answers(topic, text, extra):
    from bot.passages import with_closest_passage
    from tests.trial_cases import decide_question

    d = decide_question(topic, text, extra)
    assert with_closest_passage(d, text).outcome == d.outcome


def test_a_passage_still_follows_a_general_answer_when_it_gives_the_number_asked():
    """The count answer type still accepts a sentence with a number ("one" after "no" is not one)."""
    from bot.passages import answer_types, ANSWER_TYPES

    given = dict((name, g) for name, _, g in ANSWER_TYPES)["count"]
    assert answer_types("how many hens can I keep?") == ["count"]
    assert given.search("The maximum number of hens per premises is six.")
    assert not given.search("no one shall keep, allow, or harbor a chicken that causes any nuisance")


CASES_91_92 = [
    # (id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?)
    # nlu_fallback with at_large first: water for penned dogs is § 95-15
    ("92-r14", "at_large", "Town of Cedarburg question - my dogs are in an outdoor pen while I'm at work. does the water have "
     "to be out the whole time or is filling it once a day enough?", {"animal": "dog", **T}, "animal_care",
     "Daily, if it is not always accessible, in sufficient quantity",
     None),  # the once-a-day lead (trial 182 r14)
    # ask_impoundment 0.72 and "because somebody reported them" (impound grounds): the seizure is § 95-17's
    ("92-r16", "impoundment", "town of cedarburg: a deputy took my two horses because somebody reported them as neglected. how "
     "long do i have to get them back and do i have to pay for their care?", {"animal": "horse"}, "animal_care",
     "Five days after the notice, and yes, you pay: the owner can redeem the animal within five days after notice by "
     "paying the expenses incurred", None),
    # "No, not 3 alone" read as "there is no such rule"
    ("92-r13", "animal_sale", "The farm store told me there's a minimum on baby chicks and I only want 3. Is that an actual "
     "rule?? Town of Cedarburg", {}, "animal_sale",
     "Yes, it is a Town rule (§ 95-14), so 3 alone is too few if they are under two months old: a retailer may not sell or "
     "give away living baby rabbits, baby chicks, ducklings or other fowl under two months of age in any quantity fewer "
     "than six", None),
]



def test_trial_92_the_lien_is_named_when_the_owner_asks_about_paying():
    """§ 95-17: the person having possession "shall have a lien thereon for its care, keeping and medical attention and
    the expense of notice"."""
    d = assert_leads("impoundment", CASES_91_92[1][2], {"animal": "horse"}, "animal_care", "Five days after the notice")
    assert "'shall have a lien thereon for its care, keeping and medical attention and the expense of notice'" in d.outcome
    d = assert_leads("impoundment", "town of cedarburg: a deputy took my two horses because somebody reported them as neglected. "
                     "how long do i have to get them back?", {"animal": "horse"}, "animal_care",
                     "Five days after the notice: the owner can redeem")
    assert "lien" not in d.outcome


def test_trial_92_a_goat_tied_in_the_street_also_gets_the_livestock_rule():
    """Trial 92 r26: the grazing ban answered, but not that a goat is livestock the Village bans beyond 24 hours
    without Village Board approval."""
    d = assert_leads("at_large", "westfield village - can I tie my goat out by the street so it can eat the grass along there?",
                     {}, "at_large", "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets")
    assert any("for more than 24 hours" in n and "Village Board" in n and "Marquette County fairgrounds" in n for n in d.notes)
    from bot.rules import decide

    chickens = decide("at_large", {"animal": "chicken", "point": "street_grazing", **W})  # poultry: not livestock
    assert chickens.outcome.startswith("It is unlawful: 'It shall further be unlawful")
    assert not any("livestock" in n for n in chickens.notes)


CASES_93_94 = [
    # two families on one residential lot, "We each have 2 dogs": four on the lot, over § 95-22's total of three
    ("94-r21", "dog_limit", "Town of Cedarburg question: my sisters family and my family both live on the same residential lot "
     "(its a duplex). We each have 2 dogs. Is that ok?", {}, "dog_limit",
     "No: a total of three dogs is allowed on the residential lot when more than one family lives there, not three per "
     "family; 4 dogs is over that total.", None),
    # "It doesnt even poop there, just digs" is not the fouling point: § 95-11's damage to flower beds leads
    ("94-r10", "property_damage", "The neighbors dog keeps wandering into my yard and digging up my flower beds. It doesnt even "
     "poop there, just digs. Is that against the rules in the Town of Cedarburg?", {}, "property_damage",
     "It is unlawful to let an animal go onto a parkway or someone else's land without permission and damage any lawn, "
     "flower bed", None),
    # "No, a new permit" read as "you don't need one"
    ("94-r35", "chickens", "I had a chicken permit in westfield but my last hen died about a year and a half ago. If I get new "
     "chicks this spring do I need a new permit or is the old one still good?", W, "chickens",
     "A new permit is needed after a break of 12 months or more: one is required if keeping chickens ceased for a minimum "
     "of 12 months", None),
    # the deadline asked, not the late fee's existence
    ("94-r03", "dog_license", "whats the deadline to get my dog licensed in the town of cedarburg before they charge a late fee?",
     {}, "dog_license", "Before April 1 of each year or, for a dog you acquire at five months old or older, within 30 days of acquiring it", None),
    # a plain yes: abandonment is named in the Village's cruelty provision
    ("94-r28", "cruelty", "If somebody just leaves their cat behind in the apartment when they move out, does that count as "
     "animal cruelty in the village of westfield?", {}, "cruelty",
     "Yes, abandoning an animal is a violation of the Village's cruelty provision", False),
]



def test_a_lot_count_of_three_or_fewer_is_not_judged_it_may_be_one_familys():
    """Trial 30 h21: "We have two dogs and they have two" parses the first count only; the answer states the total
    rule without calling 2 within it. "Can each family have three dogs?" is not a count of dogs held."""
    d = assert_leads("dog_limit", "We share a duplex on a residential R-2 lot in the Town of Cedarburg with another family. "
                     "We have two dogs and they have two. Is that allowed since each family is under three?", {}, "dog_limit",
                     "No: a total of three dogs is allowed on the residential lot when more than one family lives there, not "
                     "three per family.")
    assert "within" not in d.outcome
    assert extract_facts("Two families share our residential lot. Can each family have three dogs?").get("dog_count") == 3


CASES_95_96 = [
    # "Im late getting my dogs license ... when is it actually due by": the deadline, not "A license is required every year"
    ("95-r03", "dog_license", "what happens if Im late getting my dogs license in the town of cedarburg? when is it actually due "
     "by", {"animal": "dog"}, "dog_license",
     "Before April 1 of each year or, for a dog you acquire at five months old or older, within 30 days of acquiring it", None),
    # the count and the rooster, both asked
    ("95-r23", "chickens", "how many chickens can i have in my backyard? and can i have a rooster too? Town of Cedarburg",
     {"animal": "chicken"}, "chickens",
     "Up to six hens, with a Town license, and no rooster: 'The maximum number of hens per premises is six.' and 'No person "
     "shall keep, possess, allow, or harbor any rooster.'", None),
    # "ties" was not read as tying, and "buggy" as a bicycle: the grazing ban, not the livestock exception
    ("96-r26", "livestock", "Our Amish neighbor ties his buggy horse up along the street so it can eat the grass while he's in "
     "town. Is that ok in the Village of Westfield?", {"animal": "horse"}, "at_large",
     "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets of the Village for the "
     "purpose of grazing or feeding.'", None),
]



def test_trial_96_the_amish_exception_is_for_keeping_the_horse_not_for_grazing_in_the_street():
    d = assert_leads(*CASES_95_96[2][1:6])
    assert any("'Horses used as a means of transportation by resident members of the Amish/Mennonite religious sects'" in n
               and "not an exception to the grazing ban" in n for n in d.notes)
    assert not any("for more than 24 hours" in n for n in d.notes)


def test_trial_95_a_neighbour_doing_something_not_allowed_is_a_vague_request():
    from bot.parsers import vague_request

    assert vague_request("my neighbor is doing something with his animals that I dont think is allowed. what can I do?") \
        == "neighbor"
    assert vague_request("my neighbors dog barks all night, what can I do?") is None


def test_trial_93_how_often_is_answered_without_the_dogs_age():
    """Trial 93 r02: "Do I have to get a license for my dog? how often?" asked the dog's age first; § 95-3's answer
    ("every year for a dog over five months old") does not depend on it."""
    from bot.decision import ANSWERED

    d = assert_leads("dog_license", "Do I have to get a license for my dog in the Town of Cedarburg? how often?",
                     {"animal": "dog"}, "dog_license", "A license is required every year for a dog over five months old")
    assert d.status == ANSWERED
    assert "Town Treasurer" in d.contact  # § 95-3A(4): the Treasurer issues the license (trial 93 r03: footer said Clerk)


@pytest.mark.parametrize("text,place", [
    ("The dog next door barks all day. We're in Cedarburg - the town, not the city. What makes it a violation?",
     "town_of_cedarburg"),
    ("cedarburg - the city, not the town", "city_of_cedarburg"),
    ("westfield, the village", "village_of_westfield"),
])
def test_trial_93_the_town_not_the_city(text, place):
    """Trial 93 r11: "Cedarburg - the town, not the city" was still asked "Town of Cedarburg or City of Cedarburg?"."""
    from bot.parsers import parse_municipality

    assert parse_municipality(text) == place


@pytest.mark.parametrize("text,extra,steps", [
    ("How many hens can we have in the Village of Westfield?", W, ["§ 195-14B(1)"]),
    ("how many chickens can I keep in my backyard in the Town of Cedarburg?", T, ["§ 95-24(8)"]),
])
def test_a_count_question_on_chickens_gets_the_number_and_the_permit_not_the_checklist(text, extra, steps):
    """Graders of trials 91, 93, 95 and 96: "How many hens?" got the number, then about ten lines of § 195-14 (or
    § 95-24) nobody asked for. The number leads, the permit or license is the one step; the rest is asked for."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", text, {"animal": "chicken", **extra})
    assert "six" in d.outcome and "roosters" in d.outcome
    assert [s.citation.citation for s in d.steps] == steps
    # besides the amendment note, the Town's answer says where § 95-24 applies (zoning not given: trials 209 and 219, r23)
    others = [n for n in d.notes if "E-1 Estate District" not in n]
    assert len(others) == 1 and " was added " in others[0]
    assert len(d.notes) == (2 if extra == T else 1)


CASES_97_98 = [
    # "5 kittens so now we have 6 cats": the total includes the kittens, so one cat is over five months
    ("98-r30", "cat_limit", "our cat just had 5 kittens so now we have 6 cats in the house lol. are we breaking the cat limit in "
     "westfield? (village)", {}, "cat_limit",
     "No, not over: the limit is three cats over five months old per residential household, and you have 1; the young ones "
     "do not count until they are over five months old, and then the household will have 6, more than three.", None),
    # "on top of my detached garage": the roof answer leads, not the front and side yards
    ("98-r36", "chickens", "thinking about building the chicken coop on top of my detached garage to save yard space, is that "
     "ok?", {"animal": "chicken", **W}, "chickens",
     "Not on top of a building: a coop may be built as part of an unattached yard shed or garage", None),
]



def test_the_barking_step_says_a_complaint_recorded_here_is_not_a_formal_one_until_staff_accept_it():
    """Graders of trials 91, 94, 96, 97 and 98 (r11): the offer to record a complaint read as filing a formal one."""
    from tests.trial_cases import decide_question

    d = decide_question("barking", "how many complaints does it take before a barking dog is officially a violation? Town of "
                        "Cedarburg", {"animal": "dog"})
    assert any("A message to this assistant is not one of them" in s.text
               and "that report is not one of the two formal, written complaints unless Town staff accept it as one" in s.text
               for s in d.steps)


def test_the_barking_answer_does_not_say_the_two_complaints_twice():
    """Graders of trials 91, 95 and 97 (r11): the lead quoted § 95-12's two formal, written complaints and the general
    answer after it said them again."""
    from tests.trial_cases import decide_question

    d = decide_question("barking", "The dog next door barks literally all day while they're at work. What can I do about it? "
                        "Town of Cedarburg", {"animal": "dog"})
    assert d.outcome.count("two formal, written complaints") == 1
    assert "habitually barks, howls or yelps" in d.outcome  # the prohibition itself stays


def test_trial_98_moving_a_diseased_animal_needs_the_chief_of_police_or_the_health_officer():
    """Trial 98 r25: "can we just bring him with us?" got the whole provision without a plain answer. Ch. 195: no
    diseased animal "shall ... be shipped or removed from the premises of the owner thereof, except under the supervision
    of the Chief of Police or the Health Officer"."""
    from bot.parsers import parse_points

    text = ("Our dog has something contagious, vet is treating it. We're moving to our new house next week — can we just "
            "bring him with us?")
    assert_leads("diseased_animal", text, {"animal": "dog", **W}, "diseased_animal",
                 "Not without supervision: a diseased animal may not be 'shipped or removed from the premises of the owner thereof, "
                 "except under the supervision of the Chief of Police or the Health Officer.'")
    assert "move_diseased" not in parse_points("my dog has a contagious skin thing, can I take him to the dog park?")


CASES_99_100 = [
    # "I have 4 right now, all adults" after "how many cats": the count is read
    ("99-r30", "cat_limit", "How many cats am I allowed to have in the Village of Westfield? I have 4 right now, all adults.", {},
     "cat_limit", "Over the limit: the limit is three cats over five months old per residential household, and 4 is more "
                  "than that.", None),
    # "NOT up to date on her shots" was read as vaccinated (the 60 days); § 95-5's unvaccinated rule is 180 days
    ("100-r04", "rabies_quarantine", "Our cat got in a fight with a raccoon that turned out to be rabid. She was NOT up to date "
     "on her shots. What happens to her now? How long does she have to be kept in? Town of Cedarburg", {"animal": "cat"},
     "rabies_quarantine", "A dog or cat that is not currently immunized and was exposed to a rabid animal is kept leashed or "
                          "confined for 180 days", None),
    # "4 kittens so there's 6 cats": the total includes the kittens
    ("100-r30", "cat_limit", "our cat just had 4 kittens so there's 6 cats in the house rn. are we over the limit? Village of "
     "Westfield", {}, "cat_limit", "No, not over: the limit is three cats over five months old per residential household, "
                                   "and you have 2", None),
]



@pytest.mark.parametrize("text,vaccinated", [
    ("She was NOT up to date on her shots", False),
    ("his rabies shot is overdue", False),
    ("my dog is up to date on his shots", True),
])
def test_up_to_date_and_its_negation(text, vaccinated):
    assert extract_facts(text)["vaccinated"] is vaccinated


def test_trial_99_every_year_needs_no_dog_age():
    from bot.decision import ANSWERED

    d = assert_leads("dog_license", "do i need to get a license for my dog every year? Town of Cedarburg", {"animal": "dog"},
                     "dog_license", "")
    assert d.status == ANSWERED and "every year" in d.outcome


def test_trial_99_the_residential_dog_limit_names_the_shared_lot_total():
    """Trial 99 r21's grader: "three dogs per family" without § 95-22's "only a total of three dogs shall be allowed on
    the residential lot" when more than one family resides there."""
    d = assert_leads("dog_limit", "How many dogs can I have in the Town of Cedarburg? Our lot is zoned R-1", {"animal": "dog"},
                     "dog_limit", "Up to three dogs per family on a residential lot. If more than one family lives on a "
                                  "residential lot, three in total.")
    assert "only a total of three dogs shall be allowed on the residential lot" in " ".join(c.quote for c in d.citations)


@pytest.mark.parametrize("text", [
    "do I have to have water out for my outside dogs all the time or is filling the bowl once a day enough? Town of Cedarburg",
    "We have a few beef cows on our farm in the Town of Cedarburg. Do the animal shelter rules mean I need to build them "
    "something fancier than a normal farm setup?",
])
def test_trial_100_an_owner_asking_about_their_own_animals_is_not_told_how_to_report_neglect(text):
    """Trial 100 r14 and r15: "To report a neglected animal, contact law enforcement ..." under an owner's question."""
    from tests.trial_cases import decide_question

    assert extract_facts(text)["own_animal"] is True
    d = decide_question("animal_care", text, {"municipality": "town_of_cedarburg"})
    assert "report" not in (d.contact or "").lower()


def test_trial_102_what_the_pet_store_says_does_not_make_the_resident_an_exempt_pet_shop():
    """Trial 102 r12: "The pet store says it'll max out around 5 feet" got § 95-13's exceptions for pet shops and zoos;
    the list names "Constrictor snakes, six feet in length or more"."""
    text = ("My son wants a ball python for his birthday. The pet store says it'll max out around 5 feet. Are snakes like "
            "that banned? Town of Cedarburg")
    assert "exempt_keeper" not in extract_facts(text)
    assert_leads("wild_animals", text, {}, "wild_animals", "The named list covers constrictor snakes six feet or more in "
                 "length, so this one (5 feet) is not on it.", True)
    assert extract_facts("I'm opening a licensed pet shop in the Town of Cedarburg and want to carry some boas")["exempt_keeper"]


def test_trial_101_who_issues_the_dog_license_is_answered_without_the_age():
    """Trial 101 r02: "Do I need a license for my dog ..., and who do I get it from?" asked the dog's age first.
    § 95-3A(4): "the Town Treasurer or his deputy shall complete and issue to the owner a license"."""
    from bot.decision import ANSWERED

    d = assert_leads("dog_license", "Do I need a license for my dog in the Town of Cedarburg, and who do I get it from?",
                     {"animal": "dog"}, "dog_license",
                     "A license is required every year for a dog over five months old, from the Town Treasurer,")
    assert d.status == ANSWERED


def test_trial_101_dyed_chicks_at_a_farm_stand_names_offering_for_sale():
    d = assert_leads("animal_sale", "We were thinking about selling dyed easter chicks and bunnies at our farm stand this "
                     "spring, is that ok? Town of Cedarburg", {}, "animal_sale",
                     "No, it is prohibited: no person may sell, offer for sale, raffle, display or use as an advertising device")
    assert "dyed or otherwise colored artificially" in d.outcome


CASES_103_104 = [
    # "before april 1 ... is there a penalty": the late fee, not "No, not one"
    ("103-r03", "dog_license", "what happens if i dont get my dogs license before april 1 in the town of cedarburg? is there a "
     "penalty", {}, "dog_license", "There is a late fee, set by the Town Board (ch. 95 states no amount)", None),
    ("103-r30", "cat_limit", "How many cats am I allowed to have in the Village of Westfield? We're up to 4 lol", {}, "cat_limit",
     "Over the limit: the limit is three cats over five months old per residential household, and 4 is more than that.", None),
    # ask_vicious_dog 0.58 on "hens died overnight ... no injuries": § 195-14D(2)'s report
    ("104-r39", "vicious_dog", "two of my hens died overnight out of nowhere, no injuries. do I need to tell anybody or just bury "
     "them? Village of Westfield", {"animal": "chicken"}, "chickens",
     "Report it to the Health Department immediately: anyone keeping chickens must report any unusual illness or death of "
     "chickens.", None),
    # "because my neighbor called ... nobody from the town even saw it": the grounds for impounding
    ("104-r06", "impoundment", "can animal control just come take my dog because my neighbor called and said he was loose? "
     "nobody from the town even saw it Town of Cedarburg", {"animal": "dog"}, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation", None),
    # "some kind of state license": the state game farm license is the one the text names
    ("104-r12", "wild_animals", "I'd love to raise an orphaned deer fawn as a pet in the Town of Cedarburg. Is that allowed if I "
     "get some kind of state license for it?", {}, "wild_animals",
     "Only a state game farm license is named: the keeping ban's own exception is 'except in those situations where a state "
     "game farm license has been issued'", True),
    # the definition, then what it means, without the ban said twice
    ("104-r24", "livestock", "my daughter wants a mini pig as a house pet. is that ok in westfield village or do they count as "
     "farm animals?", {}, "livestock", "Yes, it counts as livestock: '\"Livestock\" is defined as animals normally associated "
     "with agriculture, such as cows, goats, sheep, horses, swine (including miniature pigs), etc.' So it may be kept anywhere "
     "in the Village for more than 24 hours, whether for business or pleasure, only with specific advance Village Board "
     "approval, unless one of the text's exceptions applies", None),  # "Yes, it counts" since trial 274 r24
]



def test_is_that_just_one_violation_keeps_no_not_one():
    assert_leads("dog_license", "never got around to licencing my dog, its been 3 yrs. is that just one violation? town of "
                 "cedarburg", {}, "dog_license", "No, not one: each day that a dog in the Town continues to be unlicensed")


CASES_105_106 = [
    # "tearing up part of his lawn" with the neighbour's permission, guessed as feces: § 95-11's permission clause
    ("106-r10", "feces", "my neighbor told me its fine if my dog plays in his yard. if the dog ends up tearing up part of his "
     "lawn am i breaking a rule? Town of Cedarburg", {"animal": "dog"}, "property_damage",
     "Not under § 95-11 while the owner of the land allows it", None),
    # an Amish family's horse tied out to graze: the grazing ban, not the livestock exception
    ("106-r26", "at_large", "The Amish family down the road ties their horse out on the street in front of their place so it can "
     "eat the grass. Is that allowed? Village of Westfield", {"animal": "horse"}, "at_large",
     "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets of the Village", None),
    # a python under six feet that will grow: the game farm license is the exception that fits
    ("106-r12", "wild_animals", "My son wants a ball python. Its about 4 feet long now but they can get bigger. is he allowed to "
     "keep it? Town of Cedarburg", {}, "wild_animals",
     "The named list covers constrictor snakes six feet or more in length, so this one (4 feet) is not on it.", True),
]



def test_a_renters_permit_question_in_the_village_says_the_owners_consent_once():
    """Trials 97 (r33, r34) and 105 (r35): the renter's answer named the owner's written consent, then the checklist said
    it again among ten other rules."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "I rent my house. can I still get a permit to keep a few hens? Village of Westfield",
                        {"animal": "chicken"})
    assert d.outcome.startswith("A permit from the Village Clerk is needed")
    assert "written consent" in d.outcome and not any("consent" in s.text for s in d.steps)
    assert [s.citation.citation for s in d.steps] == ["§ 195-14B(1)"]


CASES_107_108 = [
    # "We have 3 and want to adopt one more": four, not five (the "one more" was added twice)
    ("107-r21", "dog_limit", "How many dogs are we allowed to have in the Town of Cedarburg? We have 3 and want to adopt one "
     "more. Our lot is zoned R-1", {}, "dog_limit", "Three, so that would be over it: 4 dogs would be more than the limit of 3.", None),
    # "a venomous snake": list item (1), "All poisonous animals and reptiles, including rear-fang snakes."
    ("107-r12", "wild_animals", "my teenager wants a venomous snake as a pet. is that even legal here? Town of Cedarburg", {},
     "wild_animals", "No: all poisonous animals and reptiles are on the list of animals that may not be kept", False),
    ("107-r30", "cat_limit", "how many cats can we have in our house? village of westfield. we have 3 and found a stray", {},
     # "how many" gets the number, not "Yes:" (session 15, trial 159 r30)
     "cat_limit", "Three cats over five months old per residential household, and you have 3, which is within it; if you keep the stray and "
     "it is over five months old, the household will have 4, more than three.", None),
    # "live trap for a mouse inside my own house": § 95-19 does not apply within buildings or homes
    ("108-r18", "trapping", "do the town trapping rules apply if im just setting a live trap for a mouse inside my own house? "
     "Town of Cedarburg", {}, "trapping",
     "Inside a building or home, the Town's trapping section does not apply: 'This section shall not apply to trapping within the confines of buildings or homes.'", None),
    ("108-r32", "penalties", "If I get a ticket for an animal violation and it keeps going for a week before I fix it, is that one "
     "violation or a bunch of them? Village of Westfield", {}, "penalties",
     "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a separate "
     "offense.'", None),
    # "Yes, when the sun ..." read as "yes, it is allowed"
    ("108-r15", "animal_care", "neighbor keeps his dog tied out in the yard all afternoon in 90 degree heat with no shade at all. "
     "is that allowed in the town of cedarburg?", {}, "animal_care",
     "Shade is required when the sun could cause heat exhaustion: 'When sunlight is likely to cause heat exhaustion", None),
    ("108-r16", "animal_care", "The police took my horse because somebody reported it as neglected. They say I owe them for its "
     "care. What happens if I don't pay right away? Town of Cedarburg", {}, "animal_care",
     "Five days after the notice, and yes, you pay: the owner can redeem the animal within five days after notice by paying "
     "the expenses incurred; otherwise it may be treated as a stray.", None),
]



def test_trial_107_the_beating_seen_names_the_cruelty_provision_in_the_fallback():
    """Trial 107 r28: nlu_fallback 0.40 over ask_cruelty 0.21, and the sections offered were chickens, food premises and
    running at large. "I've seen him hit it" names the cruelty provision by itself."""
    from tests.trial_cases import fallback_reply

    msg = fallback_reply("I think the guy down the block barely feeds his dog and I've seen him hit it. Is that illegal in "
                         "the Village of Westfield?", [{"name": "ask_cruelty", "confidence": 0.21},
                                                       {"name": "ask_vehicle_accident", "confidence": 0.15}])
    # "hit it" is the harming concern since trial 201 r28: the cruelty rule's wording for conduct seen
    assert "inhumanely beating, underfeeding, overloading or abandoning an animal is a violation" in msg["text"]


def test_trial_107_its_about_my_neighbors_animals_is_a_vague_request():
    from bot.parsers import vague_request

    assert vague_request("hi, it's about my neighbor's animals") == "neighbor"
    assert vague_request("dog") is None  # a bare answer to a form's question is not a new request


CASES_109_110 = [
    ("110-r12", "wild_animals", "I found an orphaned whitetail fawn on our land in the Town of Cedarburg and my kids want to raise "
     "it. Can we keep it? what if we got a state game farm license?", {}, "wild_animals",
     "Not without a state game farm license; with one, yes: deer are on the § 95-13 list of animals that may not be kept", None),
    ("110-r23", "chickens", "town of cedarburg - can i put our chicken coop right up against the attached garage so its easy to "
     "get to in winter?", {}, "chickens", "No: the coop and run must be at least 25 feet from the house or an attached garage",
     None),
]



def test_trial_109_a_posted_quarantine_notice_gets_no_closest_sentence_about_posting_notices():
    """Trials 103 and 109 r04: after the district quarantine answer came "The sentence of § 95-5A closest to your question:
    'The Town Clerk shall promptly post ... notices of quarantine.'"."""
    from bot.passages import with_closest_passage
    from tests.trial_cases import decide_question

    text = "theres a rabies quarantine notice posted for our area. does that mean i have to keep my cats inside? Town of Cedarburg"
    d = decide_question("rabies_quarantine", text, {"animal": "cat"})
    assert d.outcome.startswith("While a district is quarantined for rabies") and with_closest_passage(d, text) is d


def test_trial_109_who_issues_the_village_chicken_permit_is_said_once_and_briefly():
    """Trial 109 r33: the permit sentence was quoted twice in a row (a closing quote hid the sentence end), then ten
    bullets followed."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "Do I need a permit to keep chickens in the village of westfield? who do i get it from",
                        {"animal": "chicken"})
    assert d.outcome.startswith("The Village Clerk: 'Any person who keeps chickens")
    assert d.outcome.count("shall obtain a permit issued by the Clerk") == 1
    assert [s.citation.citation for s in d.steps] == ["§ 195-14B(1)"]


def test_trial_110_a_pet_situation_is_a_vague_request():
    from bot.parsers import vague_request

    assert vague_request("hi, need some help with a pet situation pls") == "general"


CASES_111_112 = [
    ("111-r03", "dog_license", "What happens if I get my dogs license late in the Town of Cedarburg? i totally forgot until may",
     {"animal": "dog"}, "dog_license", "There is a late fee, set by the Town Board (ch. 95 states no amount)", None),
    ("112-r15", "animal_care", "Town of Cedarburg question: do the animal shelter rules mean my beef cattle need the same kind of "
     "housing standards as a pet dog?", {}, "animal_care", "No more than normal husbandry: 'In the case of farm animals", None),
    # "a 3 cat limit" is not three cats owned
    ("112-r30", "cat_limit", "i know westfield has a 3 cat limit but does that count bunnies too? my daughter wants 4 rabbits "
     "village of westfield", {}, "cat_limit",
     "Over the limit: the limit is three rabbits over five months old per residential household, and 4 is more than that.", None),
    # "Do I have to let the dog in?": the exception allows, it does not require
    ("112-r29", "food_premises", "I own a small bakery. A customer came in with a guide dog today. Do I have to let the dog in or "
     "is that against the health rules? Village of Westfield", {"animal": "dog"}, "food_premises",
     "You may let a seeing-eye dog in, the rule's only exception", None),
]



def test_trial_111_am_i_allowed_to_keep_this_animal_is_vague_only_without_an_animal_named():
    from bot.parsers import vague_request

    assert vague_request("hi, am i allowed to keep this animal at my place?") == "allowed"  # which animal (trial 303 r45)
    assert vague_request("am i allowed to keep chickens?") is None


def test_trial_114_the_deadline_to_redeem_seized_dogs_leads_over_the_abandonment_words():
    """Trial 114 r16: "The police took my neighbor's two dogs because he left them outside with no food ... How long does he
    have to get them back?" opened with two quotations on abandonment; § 95-17's five days came second."""
    assert_leads("impoundment", "The police took my neighbor's two dogs because he left them outside with no food while he was "
                 "away. He's back now. How long does he have to get them back in the Town of Cedarburg?", {"animal": "dog"},
                 "animal_care", "Five days after the notice: the owner can redeem the animal within five days after notice")


@pytest.mark.parametrize("topic,text,note", [
    ("bees", "I'd like to start a couple beehives in my backyard, we live in a regular subdivision. What do I need to do? Town "
     "of Cedarburg", "residential beekeeping is 'subject to any private restrictions, land covenants, homeowners' association "
                     "and/or subdivision rules and regulations'"),
    ("chickens", "how many chickens can I keep in my backyard in the Town of Cedarburg? normal subdivision lot",
     "keeping hens is 'subject to any private restrictions, land covenants, homeowners' association and/or subdivision rules "
     "and regulations'"),
])
def test_a_resident_in_a_subdivision_is_told_private_rules_also_apply(topic, text, note):
    """Graders of trials 99, 101, 111 and 113 (r22, r23): §§ 95-23 and 95-24 make bees and hens subject to covenants and
    subdivision rules, and the residents had said they live in a subdivision."""
    from tests.trial_cases import decide_question

    d = decide_question(topic, text, {})
    assert any(note in n for n in d.notes)
    assert not any("subdivision rules" in n for n in decide_question(
        "bees", "Town of Cedarburg - zoned residential, about an acre, no HOA, not in a subdivision. can I keep bees?", {}).notes)


# Session 14. 115 r30: "how many cats ... lol" came back ask_livestock 0.74; 116 r19: "without my permission" was not read
# as a consent question, so the humane-society exception was only a parenthesis.
CASES_115_116 = [
    ("115-r30", "livestock", "how many cats are we allowed to have in our house? my daughter keeps bringing home strays lol",
     {"animal": "cat", **W}, "cat_limit", "The limit is three cats over five months old per residential household", None),
    ("116-r19", "pet_theft", "Can the humane society come and take my cat without my permission? I thought taking someones pet "
     "was illegal", {"animal": "cat", **T}, "pet_theft", "Section 95-20 makes an exception for officers and agents on duty", None),
]

# 118 r05: two bites this year and a 14-year-old walking the dog came back ask_bite (0.42) and got the bite steps; the
# "14 year old walks" was also read as the dog's age. 118 r29: "Do I have to say no?" to a seeing-eye dog began "Yes".
CASES_117_118 = [
    ("118-r05", "bite", "The guy next door's dog has bit 2 people this year when it got out. Now his 14 year old walks it on a "
     "leash around the block. Is that even allowed in the Town of Cedarburg?", {"animal": "dog"}, "vicious_dog",
     "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled, or on a leash in charge of the owner "
     "or a member of the owner's immediate family over 16 years of age, and 14 is not over 16.", None),
    ("118-r29", "food_premises", "I run a little cafe in the Village of Westfield. A customer asked if she can bring her "
     "seeing-eye dog inside. Do I have to say no because we serve food?", {"animal": "dog"}, "food_premises",
     "No, not for a seeing-eye dog, the rule's only exception: no dog, cat or other live animal may be taken onto, or permitted to remain on, premises", None),
]
# 120 r05: "what actually makes a dog legally 'vicious'?" (ask_bite 0.92) got the bite steps; r15: "do the animal shelter
# rules apply the same way to my beef cattle?" missed the husbandry clause; r23: on E-1 the setback led, though § 95-24 does
# not apply there.
CASES_119_120 = [
    ("120-r05", "bite", "what actually makes a dog legally 'vicious'? the neighbors dog bit my son last spring and then bit "
     "another kid on the sidewalk this week Town of Cedarburg", {"animal": "dog"}, "vicious_dog",
     "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition", None),
    ("120-r15", "animal_care", "Town of Cedarburg: do the animal shelter rules apply the same way to my beef cattle? my neighbor "
     "says the open-sided loafing shed isnt good enough", {"animal": "livestock"}, "animal_care",
     "No more than normal husbandry: 'In the case of farm animals", True),
    ("120-r23", "chickens", "our place in the town of cedarburg is zoned E-1 estate. do we still need the chicken license and "
     "the 40 ft setback stuff?", {"animal": "chicken"}, "chickens",
     "§ 95-24 does not apply in the E-1 Estate District", None),
]

# 123 r19 / 124 r19: a cat kept by the neighbours' family and a stray driven to a shelter in the next county were answered
# with care and impoundment rules, not § 95-20; 124 r01: a certificate that ran out, after moving in, got the puppy rule;
# 124 r30: "now theres 7 cats ... the kittens are 6 weeks old" was read as 7 cats over five months.
CASES_123_124 = [
    ("123-r19", "animal_care", "the kid next door took my cat home and his family wont give her back. is there anything in the "
     "town of cedarburg rules about that", {"animal": "cat"}, "pet_theft",
     "Taking another person's dog or cat without the owner's consent is against § 95-20", None),
    ("124-r19", "impoundment", "a dog from down the road keeps wandering into my yard so yesterday i just drove it over to a "
     "shelter in the next county. my friend says i could get in trouble for that? Town of Cedarburg", {"animal": "dog"},
     "pet_theft", "Not without the owner's consent: 'No person may take the dog or cat of another", None),
    ("124-r01", "rabies_vaccination", "just moved into the Town of Cedarburg with our 2 yr old lab. his rabies certificate from "
     "the old vet ran out last month, how long do i have to get him a new shot?", {"animal": "dog"}, "rabies_vaccination",
     "Within 30 days of bringing the dog into the Town, unless it has a current certificate of rabies vaccination", None),
    ("124-r30", "cat_limit", "our cat had a litter so now theres 7 cats in the house. the kittens are 6 weeks old. do we have "
     "to get rid of some right away?? Village of Westfield", {"animal": "cat"}, "cat_limit",
     "Not for the young ones: the limit is three cats over five months old per residential household", None),
    # 123 r17: the lead answered, then a "closest sentence" on poison (rodent control on one's own premises excepted) read
    # as permission
    ("123-r17", "cruelty", "rabbits are eating my whole garden. Am I allowed to just shoot them on my own property in the Town "
     "of Cedarburg?", {}, "cruelty", "§ 95-18 forbids it as written: 'No person except a police officer", True),
]

# 126 r03: "how long before i get charged a late fee?" after adopting quoted all of § 95-4; r21: buyers whose sellers had 5
# dogs "for decades" got "Over the limit" before the 1988 allowance's "not ... applicable to any future owner".
CASES_125_126 = [
    ("126-r03", "dog_license", "I adopted a 1 yr old dog from a rescue 2 weeks ago. how long before i get charged a late fee "
     "for not licensing him? Town of Cedarburg", {"animal": "dog"}, "dog_license",
     # counted back from the pinned test date (tests/conftest.py), December 1: no April 1 in between
     "About 16 days: § 95-4's late fee applies if you fail to obtain a license 'within 30 days of acquiring ownership of "
     "a licensable dog', and it has been about 14 days.",
     None),
    ("126-r21", "dog_limit", "We're buying a house on a residential lot in the Town of Cedarburg. The sellers have had 5 dogs "
     "there for decades. Can we bring our 4 dogs since it was allowed for them?", {"animal": "dog"}, "dog_limit",
     "No, the grandfathering does not pass to you", None),
]

# 128 r05: "how many times does a dog have to bite somebody before the town ... considers it a vicious dog?" got the bite
# steps; r24: "can't our Amish neighbors keep their buggy horses?" led with "Not under the Amish/Mennonite exception"; r36:
# roommates asking for a permit each got the general hen answer.
CASES_127_128 = [
    ("128-r05", "bite", "how many times does a dog have to bite somebody before the town of cedarburg considers it a vicious "
     "dog?", {"animal": "dog"}, "vicious_dog", "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition", None),
    ("128-r24", "livestock", "Westfield village - do the no livestock rules mean our Amish neighbors can't keep their buggy "
     "horses at their place in the village?", {"animal": "horse"}, "livestock",
     "Allowed: horses used as a means of transportation by resident members of the Amish/Mennonite religious sects", None),
    ("128-r36", "chickens", "me and my roommate both want our own flock of hens at the house, can we each get a permit? Village "
     "of Westfield", {"animal": "chicken"}, "chickens",
     "One permit per residence or RD parcel, a multifamily (R-3) residence included, and not one per unit or household", None),
]

# 129 r17: "is it illegal to shoot the birds ... eating my blueberries" got the poison sentence; 130 r12: "Is that a problem?"
# about a boa that reaches 8 or 9 feet began "No:"; r17: leading a horse by rope beside a pickup got the shooting ban first;
# r32: "one fine or seven? And ... the shelter and vet bills too?" answered only the bills.
CASES_129_130 = [
    ("129-r17", "cruelty", "is it illegal to shoot the birds in my own backyard in the town of cedarburg? they keep eating my "
     "blueberries", {}, "cruelty", "§ 95-18 forbids it as written: 'No person except a police officer", True),
    ("130-r12", "wild_animals", "My son wants a boa constrictor. The one at the pet store is about 4 ft now but the guy said "
     "they can get to 8 or 9 feet. Is that a problem? Town of Cedarburg", {}, "wild_animals",
     "Yes, that is a problem: constrictor snakes, six feet in length or more, are on the list", None),
    ("130-r17", "cruelty", "is it ok to lead my horse down the road by a rope while I drive my pickup real slow next to it? its "
     "only half a mile to the other pasture. town of cedarburg", {}, "cruelty",
     "It is not allowed: § 95-18 says 'No person shall lead any animal upon a Town street from a motor vehicle", None),
    ("130-r32", "penalties", "If I get cited for an animal violation in the Village of Westfield and it takes me a week to fix "
     "it, is that one fine or seven? And can they make me pay the shelter and vet bills too?", {}, "penalties",
     "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a separate "
     "offense.'", None),
]

# 131 r39: "how can I lose my chicken permit, and can I fight it?" got the hearing only; 132 r05: 'count as "vicious"' (the
# quotation mark) was not read as the vicious test; r13: a store selling chicks "in 2s or 3s" got the backyard-hen rule.
CASES_131_132 = [
    ("131-r39", "chickens", "Village of Westfield - how can I lose my chicken permit, and can I fight it if they take it "
     "away?", {"animal": "chicken"}, "chickens", "Three violations within twelve months revoke the permit", None),
    ("132-r05", "bite", 'When does a dog officially count as "vicious" in the Town of Cedarburg? The dog next door has bitten '
     "my son and another kid from our street since last summer, both times on the sidewalk", {"animal": "dog"}, "vicious_dog",
     "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition", None),
    ("132-r13", "animal_sale", "Town of Cedarburg - I run a small garden store and want to sell baby chicks around easter. can "
     "I sell them in 2s or 3s to families?", {"animal": "chicken"}, "animal_sale",
     "No, not 3 alone if they are under two months old: a retailer may not sell", None),
]

# 134 r23: "How close to my own house can the chicken coop and run be?" ("own" hid the point); r35: a commercial parcel got
# "No" and then the permit steps; r31: a clear zoning answer got "This needs human judgment" under it.
CASES_133_134 = [
    ("134-r23", "chickens", "How close to my own house can the chicken coop and run be? we are in a residential subdivision "
     "Town of Cedarburg", {"animal": "chicken"}, "chickens", "At least 25 feet: 'No part of the coop structure", None),
    ("134-r35", "chickens", "Our property in westfield village is zoned commercial, we live above our shop. can we get a permit "
     "for a few hens?", {"animal": "chicken"}, "chickens",
     "No: chicken permits are allowed only for R-1, R-2, R-3, R-4 and RD parcels, and commercial is not one of them.", None),
]
# 136 r05: "can my 14 year old still walk him" ("still" hid the handler's age) got the bite steps; 138 r05: "is their 14 year
# old allowed to take it out for walks" was read as taking the neighbours' dog (§ 95-20); r06: "before animal control picked
# it up" was not read, so the 14-day hold for a biting animal came last; 139 r08: a nip that broke the skin, guessed as a
# vehicle accident, got § 95-21; r16: "Would it be illegal to just let her go?" was answered "No: no person may abandon ..."
CASES_135_136 = [
    ("138-r05", "vicious_dog", "neighbors dog got labeled vicious after it bit two people. is their 14 year old allowed to "
     "take it out for walks on a leash? Town of Cedarburg", {"animal": "dog"}, "vicious_dog",
     "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled", None),
    ("138-r06", "impoundment", "A stray dog bit my son before animal control picked it up. How long will they hold the dog at "
     "the shelter? Town of Cedarburg", {"animal": "dog"}, "impoundment",
     "14 days: an animal that bit a person before it was impounded is kept in the animal shelter", None),
    ("139-r08", "vehicle_accident", "My dog nipped a kid who reached over our fence, it broke the skin. What am I supposed to "
     "do now? Town of Cedarburg", {"animal": "dog"}, "bite", "You must report the bite immediately to the Town Constable", None),
    ("139-r16", "animal_care", "we cant keep our cat anymore (allergies). Would it be illegal to just let her go out in the "
     "country by a farm? town of cedarburg", {"animal": "cat"}, "animal_care",
     "It is unlawful: no person may abandon any animal.", None),
    ("140-r13", "animal_sale", "the farm supply store in the town of cedarburg told me they cant sell me just 2 baby chicks, "
     "minimum is 6. is that actually a rule??", {"animal": "chicken"}, "animal_sale",
     "Yes, it is a Town rule (§ 95-14), so 2 alone is too few if they are under two months old", None),
    ("141-r21", "bees", "how many dogs are we allowed to have? we live in a regular subdivision neighborhood, residential "
     "Town of Cedarburg", {"animal": "dog"}, "dog_limit", "Up to three dogs per family on a residential lot", None),
    ("142-r37", "property_damage", "my hens keep flying out of their run into the neighbors yard. what does the village "
     "actually require me to do about it? Village of Westfield", {"animal": "chicken"}, "chickens",
     "The run must keep the chickens from flying out: the fencing must be high enough, or covered", None),
    ("143-r24", "at_large", "thinking about getting 2 goats to keep the grass down in my yard in the village of westfield. is "
     "that allowed?", {"animal": "livestock"}, "livestock", "Only with specific advance Village Board approval", None),
    ("144-r02", "dog_license", "We run a small boarding kennel with the conditional use permit. When we sell one of our dogs, "
     "can the kennel tag go on a different dog or do we need a new tag? Town of Cedarburg", {"animal": "dog"}, "dog_license",
     "Yes, within the kennel: kennel license tags may be transferred from one dog to another", None),
    ("144-r03", "dog_license", "forgot to renew my dogs license, its march 20th right now. am i going to get hit with a late "
     "fee or do i still have time? town of cedarburg", {"animal": "dog"}, "dog_license",
     "No: the late fee is for a license not obtained before April 1, so a license obtained on March 20 (before April "
     "1) is on time.", None),
    ("144-r12", "wild_animals", "theres a licensed pet shop behind my apartment that keeps big constrictor snakes and a caiman. "
     "my bedroom is maybe 80 feet from their animal room. are they even allowed to have those there? Town of Cedarburg", {},
     "wild_animals", "Not under the § 95-13 exceptions while someone lives that close", None),
    ("144-r23", "chickens", "If the Town of Cedarburg pulls my chicken license over a violation, how long before I can get a "
     "new one?", {"animal": "chicken"}, "chickens", "A license may be revoked by the Town if the licensee violates", None),
    ("144-r40", "chickens", "my hens lay more than we can eat, can i sell a dozen here and there to coworkers? Village of "
     "Westfield", {"animal": "chicken"}, "chickens", "Selling eggs is banned", None),
    ("146-r13", "animal_sale", "I run a little garden/feed store in the Town of Cedarburg. For Easter can I sell baby chicks "
     "one or two at a time to families who want them as pets?", {"animal": "chicken"}, "animal_sale",
     "No, not 2 alone if they are under two months old: a retailer may not sell", None),
    ("136-r05", "bite", "our dog got labeled vicious after he bit 2 people. can my 14 year old still walk him on a leash around "
     "the block? Town of Cedarburg", {"animal": "dog"}, "vicious_dog",
     "Not without a muzzle: a vicious dog may be off its owner's premises only if muzzled, or on a leash in charge of the owner "
     "or a member of the owner's immediate family over 16 years of age, and 14 is not over 16.", None),
]

# Session 14's replay of the bench (trials 2 to 114 on 71a955f): questions whose expected section was not cited.
CASES_REPLAY_S14 = [
    ("105-r05", "pet_theft", "can my dog just roam around loose in the Town of Cedarburg? hes really friendly and always comes "
     "home", {"animal": "dog"}, "at_large", "No animal may run at large in the Town", None),
    # and the questions that row must leave to § 95-20 (a dog that roams, kept or taken by someone else)
    ("9-g24", "pet_theft", "The husky across the road gets loose a lot. When he shows up in my yard I usually keep him in my "
     "garage overnight until his owners get home from work. My wife says that could count as dognapping. Town of Cedarburg - "
     "is she right?", {"animal": "dog"}, "pet_theft", "No one may take another person's dog or cat", None),
    ("21-x19", "pet_theft", "My dog got out last week and a woman down the road picked her up, and now she says she's keeping "
     "her and won't give her back. We're in the Town of Cedarburg and the dog is licensed in my name. Can she do that?",
     {"animal": "dog"}, "pet_theft", "No one may take another person's dog or cat", None),
    ("37-e19", "pet_theft", "A friendly dog with a collar keeps wandering into my yard in the Town of Cedarburg and I'm tired of "
     "it. Can I just put it in my car and drop it at a shelter in the next county?", {"animal": "dog"}, "pet_theft",
     "Not without the owner's consent", None),
    ("58-f32", "impoundment", "I got cited in the Village of Westfield because my dog was running loose, and the village had to "
     "keep him at a shelter and get him seen by a vet. Besides the penalty, do I have to pay those costs too?",
     {"animal": "dog"}, "penalties", "The violator pays them: 'In addition to the foregoing penalties", None),
    ("43-t15", "at_large", "My dog stays tied out in the yard while I'm at work, even in bad weather. Does the Town of Cedarburg "
     "require me to give him a doghouse?", {"animal": "dog"}, "animal_care",
     "A dog tied or confined unattended outdoors in weather that harms its health must have a shelter", True),
    ("10-h05", "wild_animals", "our dog snapped at my brother in law during the holiday dinner, broke the skin a bit. ok to hold "
     "off calling anyone till monday? town of cedarburg", {"animal": "dog"}, "bite",
     "You must report the bite immediately to the Town Constable", None),
    ("17-s25", "livestock", "how many colonies can a hobby beekeeper run in a backyard in the twn of cedarburg?", {}, "bees",
     "Bees may be kept in agriculturally zoned areas. On residentially zoned properties", None),
    ("11-k06", "cruelty", "I'm a night-shift nurse and have to sleep afternoons. The beagle behind us yaps for hours while I'm "
     "trying to sleep. Does the ordinance protect daytime sleepers? Town of Cedarburg", {"animal": "dog"}, "barking",
     "§ 95-12 sets no hours", True),
    ("13-n13", "property_damage", "Town of Cedarburg. Neighbor's dog cuts across my front lawn every afternoon, doesnt dig or poop "
     "or hurt anything, just runs thru. Is that a violation of the injury to property section or not?", {"animal": "dog"},
     "property_damage", "It is unlawful to let an animal go onto a parkway or someone else's land without permission and damage",
     None),
    ("16-r24", "diseased_animal", "backed over my own dog in our driveway this morning :( shes at the vet, shell be ok. do i "
     "still have to notify the constable if it was my dog on my own property? twn of cedarburg", {"animal": "dog"},
     "vehicle_accident", "Yes, as written: § 95-21 makes no exception for your own pet", None),
    ("39-p09", "at_large", "ppl keep letting there dogs poop on my front lawn and just walk off. town of cedarburg. is that "
     "against the rules??", {"animal": "dog"}, "property_damage", "It is not allowed: § 95-11 makes it unlawful", None),
    ("48-n05", "vicious_dog", "My neighbor's dog in the Town of Cedarburg bit a jogger in March and a delivery driver in "
     "September, both off his property and nobody provoked it. Does that make it a vicious dog under the town rules?",
     # two persons bitten: the definition applied, its twelve months the condition (trial 236 r05's grader)
     {"animal": "dog"}, "vicious_dog", "Two bites make a dog vicious if both were within twelve months: 'a dog shall be "
     "deemed as being of a vicious disposition", None),
]

ALL_CASES = CASES_91_92 + CASES_93_94 + CASES_95_96 + CASES_97_98 + CASES_99_100 + CASES_103_104 + CASES_105_106 + CASES_107_108 + CASES_109_110 + CASES_111_112 + CASES_115_116 + CASES_117_118 + CASES_119_120 + CASES_123_124 + CASES_125_126 + CASES_127_128 + CASES_129_130 + CASES_131_132 + CASES_133_134 + CASES_135_136 + CASES_REPLAY_S14


@pytest.mark.parametrize("case", ALL_CASES, ids=[c[0] for c in ALL_CASES])
def test_trial_question_leads_with_the_point_asked(case):
    """(id, NLU topic, question, NLU entities, rule that answers, lead, needs judgment?): the rule answers and its
    outcome starts with the lead."""
    _id, topic, text, extra, rule, lead, judgment = case
    assert_leads(topic, text, extra, rule, lead, judgment)


def test_what_follows_the_lead_in_trials_104_106_and_112():
    """104 r24: the general answer's same ban is not said again; 106 r12: the game farm license ends the answer; 112 r30:
    no "3 cats" from "a 3 cat limit"; 112 r29: whether a seeing-eye dog must be admitted ch. 195 does not say."""
    by_id = {c[0]: c for c in ALL_CASES}
    assert "\n" not in assert_leads(*by_id["104-r24"][1:6]).outcome
    assert assert_leads(*by_id["106-r12"][1:6]).outcome.endswith(
        "it is on the named list, unless a state game farm license has been issued.")
    text = by_id["112-r30"][2]
    assert "cat" not in extract_facts(text).get("small_pet", "") and "3 cats" not in assert_leads(*by_id["112-r30"][1:6]).outcome
    assert assert_leads(*by_id["112-r29"][1:6]).outcome.endswith(
        "Whether you are required to admit one ch. 195 does not say: ask the Village Clerk.")


def test_an_underfed_dog_in_the_fallback_gets_the_care_answer_when_the_nlu_ranked_cruelty():
    """Bench replay after session 13's retraining (trial 19 v28): nlu_fallback over ask_cruelty 0.20 offered sections. The
    Village cruelty provision names anyone who "underfeeds" an animal."""
    from tests.trial_cases import fallback_reply

    msg = fallback_reply("neighbor in westfield village barely feeds his dog, its skin and bones. thats illegal right?",
                         [{"name": "ask_cruelty", "confidence": 0.2}, {"name": "ask_barking", "confidence": 0.16}])
    assert "anyone who inhumanely beats, underfeeds, overloads or abandons an animal violates ch. 195" in msg["text"]


def test_trial_116_moving_the_run_cites_the_revocation_passage_too():
    """116 r34: "moving or modifying it revokes the current permit unless you apply for a new one" is § 195-14E's lapse
    passage ("... moves or otherwise modifies the coop or run ... shall have their permit revoked, unless they apply for a
    new permit"), which was not cited; only § 195-14B(1)'s "modify, enlarge or relocate" was."""
    from tests.trial_cases import decide_question

    d = decide_question("chickens", "I already have a chicken permit in the Village of Westfield but want to make my run bigger "
                        "this spring. Do I need a new permit?", {})
    assert d.outcome.startswith("A new permit is needed")
    quotes = [c.quote for c in d.citations]
    assert any("moves or otherwise modifies the coop or run" in q for q in quotes)
    assert any("modify, enlarge or relocate the coop or run" in q for q in quotes)


def test_trial_118_a_handlers_age_is_not_the_dogs():
    facts = extract_facts("Now his 14 year old walks it on a leash around the block.")
    assert facts.get("dog_age_months") is None and facts["handler_age"] == 14


def test_trial_118_an_adopted_rescue_is_an_animal_so_the_late_fee_question_is_answered():
    """118 r03: "Adopted a 2 year old rescue about 6 weeks ago and totally forgot to license him. Am I going to get hit with a
    late fee?" (ask_dog_license 0.88, under the 0.9 that lets a message naming no animal through) got the out-of-scope reply.
    § 95-4: a late fee if the owner failed to obtain a license "within 30 days of acquiring ownership of a licensable dog"."""
    from actions.actions import ActionAnswer
    from bot.parsers import mentions_animal
    from tests.trial_cases import question_tracker, run_action

    text = ("Adopted a 2 year old rescue about 6 weeks ago and totally forgot to license him. Am I going to get hit with a late "
            "fee in the Town of Cedarburg?")
    assert mentions_animal(text) and not mentions_animal("we had to rescue the car from the ditch")
    slots = {**{k: v for k, v in extract_facts(text).items() if v is not None}, "topic": "dog_license"}
    messages, _ = run_action(ActionAnswer, question_tracker(text, "ask_dog_license", slots, confidence=0.88))
    # six weeks before the pinned December 1 (tests/conftest.py): more than 30 days, and past April 1 (session 15)
    assert messages[0]["text"].startswith("Yes, a late fee applies: it has been about 42 days since you acquired the dog, "
                                          "more than the 30 days § 95-4 allows ('within 30 days of acquiring ownership of "
                                          "a licensable dog')")
    assert "set by the Town Board" in messages[0]["text"]


@pytest.mark.parametrize("trial,text,ranking,entities,lead", [
    ("20-w16", "moving out of my apartment in town of cedarburg and the new place doesnt allow cats. can i just let him go at a "
     "farm?", ["ask_bees", "ask_at_large"], {"animal": "cat"}, "It is unlawful: no person may abandon any animal"),
    ("17-s11", "Somebody hopped our back fence around midnight trying to swipe tools from the shed, and our rottweiler got him by "
     "the leg before he ran off. We know who it was. Town of Cedarburg. Do we really have to report our own dog for biting a "
     "guy who was breaking in?", ["ask_vicious_dog", "ask_chickens"], {"animal": "dog"},
     "Yes, as ch. 95 reads: § 95-9 has no exception for a bite on a trespasser"),
    ("20-w06", "Our dog Max slipped his collar yesterday and a humane officer picked him up somewhere in the Town of Cedarburg. He "
     "isn't licensed yet. How do we get him back, and how long do we have?", ["ask_impoundment", "ask_dog_limit"],
     {"animal": "dog"}, "It can be released once it is licensed, where a license is required: 'No animal shall be released from the pound"),
    ("132-r26", "Village of Westfield - can I stake my horse out on the grassy strip along the street so he can graze for a "
     "couple hours?", ["ask_impoundment", "ask_at_large"], {"animal": "horse"},
     "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets of the Village"),
    ("49-g16", "I own a rental duplex in the Town of Cedarburg. My tenant moved out last weekend, stopped answering calls, and left "
     "her cat locked in the unit. Is what she did against the animal ordinance?", ["ask_diseased_animal", "ask_vehicle_accident"],
     {"animal": "cat"}, "Abandoning an animal is unlawful: 'No person may abandon any animal.'"),
])
def test_bench_replay_fallbacks_answered_from_a_fact_that_names_the_section(trial, text, ranking, entities, lead):
    """Session 14's bench replay: these fell back to "these sections may help" (the NLU under its threshold, the index not
    agreeing). Abandonment (§ 95-17), a trespasser bitten (§ 95-9), an unlicensed impounded dog (§ 95-7) and a tenant's
    abandoned cat name their section by themselves."""
    from tests.trial_cases import fallback_reply

    reply = fallback_reply(text, [{"name": n, "confidence": c} for n, c in zip(ranking, (0.2, 0.15))], entities)
    assert reply["text"].startswith(lead), reply["text"][:200]


def test_trial_122_keeping_unnamed_animals_asks_what_and_keeps_the_municipality():
    """122 r45: "is it ok to keep these animals at my place?" fell back to unrelated sections, also with "Village of
    Westfield" added. It asks nothing the text can answer yet: the assistant asks what the resident wants to know."""
    from actions.sections import ActionLookupFallback
    from tests.trial_cases import question_tracker, run_action

    messages, events = run_action(ActionLookupFallback, question_tracker(
        "is it ok to keep these animals at my place? Village of Westfield", "nlu_fallback", confidence=0.4))
    assert messages[0]["text"].startswith("Which animal do you mean?")  # trial 303 r45
    assert "Town of Cedarburg or the Village of Westfield" not in messages[0]["text"]  # named: not asked again
    assert {"event": "slot", "timestamp": None, "name": "municipality", "value": "village_of_westfield"} in events


def test_trial_122_a_certificate_with_no_expiry_date_leads_with_three_years():
    """122 r01: § 95-2A, revaccinate "before the date that immunization expires as stated on the certificate of vaccination
    or, if no date is specified, within three years after the previous vaccination"."""
    assert_leads("rabies_vaccination", "my dogs rabies certificate doesnt say when the shot expires. how long before he needs "
                 "another one? Town of Cedarburg", {"animal": "dog"}, "rabies_vaccination",
                 "Within three years after the previous vaccination")


def test_trial_121_a_resident_complained_about_is_not_offered_a_complaint():
    """121 r45: "hi, my neighbor is complaining about my animals, am i in trouble?" got the neighbour prompt, which offers to
    "file a complaint" and lists "damaging your yard": the resident is the one complained about."""
    from actions.sections import VAGUE_PROMPTS
    from bot.parsers import vague_request

    assert vague_request("hi, my neighbor is complaining about my animals, am i in trouble?") == "complained_about"
    assert vague_request("hi, need some help with an animal problem with my neighbor") == "neighbor"
    assert "file a complaint" not in VAGUE_PROMPTS["complained_about"]


def test_trial_121_the_renewal_lead_is_not_said_twice():
    """121 r02: "every year or one time?" was answered, then the general licence outcome said the same in other words."""
    d = assert_leads("dog_license", "do i have to get a license for my dog every year or is it a one time thing Town of Cedarburg",
                     {"animal": "dog"}, "dog_license", "A license lasts one license year and is obtained every year")
    assert "A license is required every year" not in d.outcome


def test_trial_123_shooting_garden_rabbits_gets_no_poison_sentence():
    d = assert_leads(*[c for c in ALL_CASES if c[0] == "123-r17"][0][1:6])
    assert "poison" not in d.outcome


def test_trial_126_the_index_does_not_overrule_an_nlu_guess_the_facts_agree_with():
    """126 r14: "my dog is in an outdoor kennel run during the day. does she need water there 24/7 or is filling it once a day
    ok?" (ask_animal_care 0.68), then "Town of Cedarburg": the section index's top hit for "kennel" (§ 95-3B, the kennel
    license) overruled the NLU, though the water concern names § 95-15: "If potable water is not accessible to the animals
    at all times, it shall be provided daily"."""
    from actions.sections import verified_topic
    from tests.test_actions import DOMAIN
    from tests.trial_cases import question_tracker

    text = "my dog is in an outdoor kennel run during the day. does she need water there 24/7 or is filling it once a day ok?"
    facts = {**{k: v for k, v in extract_facts(text).items() if v is not None}, "animal": "dog", **T}
    tracker = question_tracker(text, "ask_animal_care", facts, confidence=0.68,
                               ranking=[{"name": "ask_dog_license", "confidence": 0.14}])
    assert verified_topic(tracker, DOMAIN, "animal_care", facts) == "animal_care"


@pytest.mark.parametrize("topic,text,step", [
    ("chickens", "Do I need a permit to keep backyard chickens in the village of Westfield?",
     "If you are not the owner of record, the application must include the property owner's written consent."),
    ("rabies_vaccination", "just moved to the town of cedarburg with a 7 month old puppy. how long do i have to get her rabies "
     "shot?", "A dog obtained or brought into the Town after five months of age must be vaccinated within 30 days"),
])
def test_trial_127_a_step_that_repeats_the_point_answered_is_dropped(topic, text, step):
    """127 r34 and r01: the answer to the point asked, then the same sentence again under "What to do"."""
    from tests.trial_cases import decide_question

    d = decide_question(topic, text, {})
    assert d.point is not None and not any(s.text.startswith(step) for s in d.steps)


def test_trials_127_128_the_village_exceptions_and_zoning_precedence_are_notes_not_steps():
    """127 r24 and r30, 128 r30: the livestock exceptions and "the zoning code controls" were listed under "What to do", and
    the cat answer's "Kittens count once they are over five months old" contradicted a count of kittens."""
    from tests.trial_cases import decide_question

    goats = decide_question("livestock", "can I keep two goats in the village of westfield?", {})
    assert not goats.steps and goats.notes[0].startswith("Exceptions: as the zoning code (ch. 525) provides")
    cats = decide_question("cat_limit", "how many cats am i allowed to have in westfield village?", {})
    assert not cats.steps and "Where the Village zoning code (ch. 525) conflicts with ch. 195, the zoning code controls." in cats.notes


def test_trial_134_no_permit_steps_for_a_parcel_that_cannot_get_one_and_no_generic_judgment_line():
    from bot.render import render
    from bot.parsers import vague_request
    from tests.trial_cases import decide_question

    commercial = assert_leads(*[c for c in ALL_CASES if c[0] == "134-r35"][0][1:6])
    assert not commercial.steps
    zoning = render(decide_question("livestock", "In Westfield village the zoning code for my parcel seems to allow horses but "
                                    "the animal chapter says no livestock. Which one wins?", {"animal": "horse"}))
    assert "is for the Village to confirm" in zoning and "This needs human judgment" not in zoning
    assert "Where the zoning code conflicts with ch. 195, the zoning code controls." not in zoning  # the outcome says it
    assert vague_request("hi my neighbors animals are driving me nuts, what can i do") == "neighbor"  # 134 r45


def test_trial_138_no_generic_judgment_line_and_a_vague_question_about_the_rules():
    from bot.parsers import vague_request
    from bot.render import render
    from tests.trial_cases import decide_question

    assert vague_request("quick question about the pet rules") == "general"  # 138 r45
    feathers = render(decide_question("wild_animals", "I'm Ho-Chunk and want to bring eagle feathers home for a ceremony. Is that "
                                      "banned in the town of cedarburg? I read something about hawk owl and eagle parts", {}))
    assert "legally collected for use by the American Indians for ceremonial purposes" in feathers  # 138 r12
    assert "This needs human judgment" not in feathers


def test_trial_139_the_village_named_with_a_bare_westfield_is_the_village():
    """139 r39: "can the village take away my chicken permit? what would get it revoked -- westfield" was asked "Do you mean the
    Village of Westfield?"; the Town of Westfield named outright is still another municipality."""
    assert extract_facts("can the village take away my chicken permit? what would get it revoked -- westfield")[
        "municipality"] == "village_of_westfield"
    assert extract_facts("westfield: can I keep hens?").get("municipality") is None
    assert extract_facts("the town of westfield village board said no").get("municipality") != "village_of_westfield"
