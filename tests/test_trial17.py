"""Resident trial 17 (session 6), graded on the build after trial 16's fixes (38cfcad): 8 correct, 19
partly, 13 wrong, 5 fallbacks of 45 (everyday questions: 6 of 25 correct). Each question below, with the
topic the NLU gave it, goes through the parsers and the rules as the actions run them and now leads with
what the text says on the point asked; where the text leaves the point open, the answer says so. The
values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from bot.rules import decide
from tests.trial_cases import assert_leads, assert_point_absent

T17 = [
    ("s01", "rabies_vaccination", "Our dog Bruno is microchipped and registered with the chip company. Do we still have to keep the rabies tag hanging on his collar in the Town of Cedarburg, or does the chip take care of that?",
     {}, "rabies_vaccination", "Yes, the tag is still required; ch. 95 has no microchip alte", False),
    ("s02", "rabies_vaccination", "vet wants to charge me for a new rabies tag cuz my pup chewed the old one off. isnt the tag supposed to be included? twn of cedarburg",
     {}, "rabies_vaccination", "Ch. 95 does not make a replacement tag free: 'The owner shal", False),
    ("s03", "dog_license", "We're retired and spend January through April in Arizona with our two shelties, then come home to the Town of Cedarburg for the rest of the year. Can we just renew their dog licenses when we get back in May?",
     {}, "dog_license", "Not without a late fee: § 95-4 has the Town Treasurer collec", False),
    ("s04", "dog_limit", "My husband keeps saying a kennel permit is the loophole around the town's dog cap so we can take in another rescue. Town of Cedarburg, regular house lot. Is that actually how it works?",
     {}, "dog_limit", "Only if the Town issues a kennel license for your lot: the l", False),
    ("s05", "dog_license", "is it possible to pay for fidos tag thru the town website or is it a trip to the treasurers window? twn of cedarburg",
     {}, "dog_license", "Ch. 95 does not say: the license is issued by the Town Treas", True),
    ("s06", "rabies_quarantine", "We have four barn cats on our farm in the Town of Cedarburg, never vaccinated, half wild. Yesterday one of them tangled with a raccoon that later tested positive for rabies. Is the town going to make us put the cats down?",
     {}, "rabies_quarantine", "Only in two cases: 'If a quarantine cannot be imposed becaus", False),
    ("s07", "food_premises", "There's a supper club out on the highway with deck seating in summer. Could our corgi lie under the table while we eat out there? Town of Cedarburg.",
     {}, "food_premises", "The text does not name a sidewalk, deck or other outdoor are", True),
    ("s08", "cruelty", "Out with our cocker spaniel on a lead along the shoulder this morning when the neighbor's shepherd came racing off his farm with no one in sight and bit her flank. She'll heal, but the emergency visit cost a lot. Town of Cedarburg. What does the ordinance say about that?",
     {"animal": "dog"}, "vicious_dog", "It is unlawful in the Town to own, harbor or keep a dog or c", False),
    ("s09", "impoundment", "When I picked up my lab from the pound the Town of Cedarburg uses, he had a torn ear with stitches from a scrap with another impounded dog. I paid the impound fees. Is the town or the shelter responsible for the vet costs?",
     {}, "impoundment", "Ch. 95 does not say: its only liability rule in § 95-7 is 'T", True),
    ("s10", "cemetery", "A friendly stray cat lives in the public cemetery in the Town of Cedarburg and a few of us who visit graves bring it food. Someone said cats aren't allowed there at all. Are we breaking the rule by feeding it?",
     {}, "cemetery", "The text does not say: 'No dog or cat shall be permitted in", True),
    ("s11", "vicious_dog", "Somebody hopped our back fence around midnight trying to swipe tools from the shed, and our rottweiler got him by the leg before he ran off. We know who it was. Town of Cedarburg. Do we really have to report our own dog for biting a thief?",
     {}, "bite", "Yes, as ch. 95 reads: § 95-9 has no exception for a bite on", False),
    ("s12", "feces", "whats the fine if u dont scoop ur dogs poop? neighbor keeps threatening to call on me lol town of cedarburg",
     {}, "feces", "Ch. 95 states the duty but no fine amount: the owner or pers", False),
    ("s14", "dog_limit", "A boarding kennel opened on the farm behind us in the Town of Cedarburg and there are 20 or 30 dogs barking in the outdoor runs off and on all day. They have a kennel license and a permit from the town. Does the barking ordinance even apply to a licensed business like that?",
     {}, "barking", "Yes: § 95-12 makes no exception for licensed kennels: 'It sh", True),
    ("s15", "food_premises", "My teenager has saved up for a ferret from the pet shop. Before we bring one home to the Town of Cedarburg, are they on the banned animal list?",
     {}, "wild_animals", "A ferret is not on § 95-13's named list of animals that may", True),
    ("s16", "wild_animals", "We're looking at a Bengal kitten from a breeder in Illinois. My mother-in-law says Bengals are part Asian leopard cat and that the Town of Cedarburg bans wild cats. Is a Bengal going to be a problem?",
     {}, "wild_animals", "A bengal is not on § 95-13's named list of animals that may", True),
    ("s18", "chickens", "out of town for a wedding fri-sun. kitties ok by themselves w the auto feeder n drinking fountain? any rule on that? twn of cedarburg",
     {"animal": "cat"}, "animal_care", "Ch. 95 does not say how long a pet may be left alone. It say", True),
    ("s19", "barking", "At what number on the thermometer does leaving a pup out in the yard become a violation? Town of Cedarburg",
     {"municipality": "town_of_cedarburg"}, "animal_care", "Ch. 95 sets no temperature: § 95-16 says 'If a dog is tied o", True),
    ("s20", "animal_care", "We were camping with no cell service when our dog slipped out of the kennel run at home and was found hurt on the road. The Town of Cedarburg's animal control people took him to an emergency clinic. Now we have the bill. Do we have to pay it when we never okayed the treatment?",
     {}, "animal_care", "Yes, as ch. 95 reads: 'In the event the owner of such animal", True),
    ("s21", "cruelty", "My neighbor is fed up with the feral cats getting into his garbage and says he's going to put out tuna laced with antifreeze. They aren't anybody's pets. Town of Cedarburg. Is that legal?",
     {}, "cruelty", "Not on the text: the poison rule is written for 'any pet ani", False),
    ("s23", "vehicle_accident", "Awful day. I was on my riding mower in the tall grass at the back of our lot and ran over the neighbor's cat that was hiding there. She didn't make it. I told the neighbor right away. Town of Cedarburg. Do I also have to notify the constable, or is a lawn mower not a vehicle?",
     {}, "vehicle_accident", "The text does not define vehicle: § 95-21 says 'The operator", True),
    ("s24", "chickens", "We're about to close on a house in a Town of Cedarburg subdivision (zoned R-1) and we have four dogs, all seniors. The seller had dogs there for decades. Is there any grace period, or will we have to find one of ours a new home?",
     # session 14: "had dogs there for decades" reads as the 1988 grandfathering the buyers hope for (trial 126 r21)
     {"animal": "dog"}, "dog_limit", "No, the grandfathering does not pass to you", False),
    ("s26", "bees", "I got my Town of Cedarburg bee license last year with a site plan showing the hives by the garden. Now I want to move them to the far back corner of the same yard, still well away from the lot lines. Do I have to file anything new?",
     {}, "bees", "Ch. 95 does not say: the license is tied to the property ('L", True),
    ("s27", "chickens", "Our new neighbors in the Town of Cedarburg just put up a chicken coop and run maybe ten feet from our shared back fence, right behind our patio. Is that even allowed?",
     {}, "chickens", "No: the coop and run must be at least 40 feet from the side", False),
    ("s28", "chickens", "twn of cedarburg: 6x8 hen house + run going up. separate bldg permit for the structure too, or just the hen license?",
     {}, "chickens", "Ch. 95 requires a license and an inspection but says nothing", True),
    ("s29", "chickens", "My son wants to show two of our licensed hens at the Ozaukee County Fair in the poultry barn. Nothing's for sale, but ribbons come with a few dollars of premium money. Town of Cedarburg. Would that count as using the hens commercially?",
     {}, "chickens", "The text does not settle it: 'Chickens are for personal (non", True),
    ("s34", "livestock", "The Village Board approved our two goats last year (Village of Westfield). I'd like to take them on leads down our street to the vacant lot at the end so they can browse. Is walking goats along the street OK?",
     {}, "at_large", "Ch. 195 does not forbid leading them: it makes it unlawful '", False),
    ("s37", "cruelty", "During the summer festival in the Village of Westfield a couple of food trucks park along the street. Can I wait in line at the truck window with my dog on a leash, or does the no-animals-where-food-is-sold rule apply to a sidewalk?",
     {}, "food_premises", "The text does not name a sidewalk or other outdoor area by t", True),
    ("s38", "cat_limit", "We already have two cats at home in the Village of Westfield, and the shelter has a bonded pair of adult sisters that have to go together. Can we adopt both?",
     {}, "cat_limit", "Over the limit: the limit is three cats over five months old", False),
    ("s39", "penalties", "The Westfield village animal penalty section says a court can revoke a dog's registration. Is there a dog registration in the Village of Westfield that I'm supposed to have?",
     {}, "penalties", "Ch. 195 does not say: its penalty provision says 'the court", True),
    ("s40", "chickens", "what if a coworker buys a couple cartons of my extra eggs n somebody tells the village? would that get my hen permit pulled? westfield village",
     {}, "chickens", "Three violations within twelve months revoke the permit: a permit holder who accumulates three violations of §", False),
    ("s41", "chickens", "A red-tailed hawk dove into our run this afternoon and killed one of our five permitted hens in the Village of Westfield. Is that something I'm supposed to report? The police enforce the chicken rules, so do I call them?",
     {}, "chickens", "Only an unusual illness or death must be reported, and to th", True),
    ("s42", "chickens", "We only want two hens as pets for the kids, not a whole flock. Village of Westfield. Is a permit really needed for just two?",
     {}, "chickens", "Yes, however few: 'Any person who keeps chickens on land in", False),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T17, ids=[row[0] for row in T17])
def test_trial17_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_s06_never_vaccinated_cats_are_unvaccinated():
    f = extract_facts("We have four barn cats on our farm in the Town of Cedarburg, never vaccinated, half wild.")
    assert f["vaccinated"] is False


def test_s16_a_bengal_is_not_a_leopard():
    f = extract_facts("We're looking at a Bengal kitten. My mother-in-law says Bengals are part Asian leopard cat. Town of Cedarburg")
    assert f["species"].lower().startswith("bengal")


def test_s15_buying_from_a_pet_shop_is_not_the_pet_shop_exemption():
    f = extract_facts("My teenager has saved up for a ferret from the pet shop. Before we bring one home to the Town of Cedarburg, "
                      "are they on the banned animal list?")
    assert f.get("exempt_keeper") is None and f["species"] == "ferret"


@pytest.mark.parametrize("text, absent", [
    # older bench questions the new points must leave alone
    ("3 of my hens died suddenly this week. Village of Westfield. Do I need to report it?", "hen_death_report"),
    ("My daughter raised our backyard hens from chicks as her 4-H project. When the season ends, may she sell them?", "show_fair"),
    ("keeps digging holes in the grass strip between the sidewalk n the road", "near_food_outdoors"),
])
def test_trial17_points_do_not_fire_on_older_questions(text, absent):
    assert_point_absent(text, absent)


def test_a_ferret_in_the_village_stays_a_cat_limit_question():
    # "similar animals" under the Village's cat limit (trial 9 g33); in the Town a ferret is a § 95-13 question
    facts = {k: v for k, v in extract_facts("westfield village - r ferrets allowed as pets? want to get 2").items() if v is not None}
    assert decide("cat_limit", facts).topic == "cat_limit"
    facts["municipality"] = "town_of_cedarburg"
    assert decide("cat_limit", facts).topic == "wild_animals"
