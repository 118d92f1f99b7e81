"""Resident trial 12 (written and graded before these fixes): each question, with the topic the
NLU gave it, goes through the parsers and the rules as the actions run them. The values asserted
come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.decision import NEEDS_JUDGMENT
from bot.parsers import all_concerns, extract_facts
from bot.rules import decide


def answer(topic: str, text: str):
    facts = {k: v for k, v in extract_facts(text).items() if v is not None}
    return decide(topic, facts)


@pytest.mark.parametrize("qid, topic, text, rule, lead", [
    ("m13", "wild_animals", "My setter bolted after a pheasant and ran all through a farmer's newly planted soybean field, "
     "flattened a few rows. We live in the Town of Cedarburg. Did I actually break a town rule?",
     "property_damage", "It is unlawful to let an animal go onto a parkway or someone else's land without permission"),
    ("m21", "chickens", "cant keep our bunny anymore, thinking we just let him go in the woods behind the subdivision. "
     "he'd be happier there right? twn of cedarburg", "animal_care", "It is unlawful: no person may abandon any animal"),
    ("m24", "diseased_animal", "A cat with a collar hangs around our porch, so she belongs to someone. Her eye looks badly "
     "infected. Can I take her to my vet without asking the owner? Town of Cedarburg",
     "pet_theft", "No one may take another person's dog or cat from one place to another"),
    ("m27", "chickens", "Got my Town of Cedarburg beekeeping license approved, but now our HOA sent a letter saying hives "
     "violate the subdivision rules. Doesn't the town license override the HOA?",
     "bees", None),
    ("m31", "impoundment", "Village of Westfield: the Mennonite family down our street uses a horse to pull their wagon. "
     "They've now added a dairy cow. Does the religious-transport exception stretch to the cow?",
     "livestock", "Not under the Amish/Mennonite exception: it covers only horses used as a means of transportation"),
    ("m34", "barking", "dog-sitting my brothers beagle for the weekend and he howls nonstop in the yard. neighbor says ill "
     "get a ticket. its not even my dog?? westfield village",
     "barking", "In the Village it is unlawful to harbor or keep any animals which disturb the peace by loud noises"),
    ("m36", "penalties", "I own a bar in the Village of Westfield (we also serve pizza). Regulars keep bringing their dogs "
     "in. If I let them, am I the one breaking the rule, or just them?",
     "food_premises", "No dog, cat or other live animal may be taken onto, or permitted to remain on, premises where food is sold"),
])
def test_trial12_routing(qid, topic, text, rule, lead):
    d = answer(topic, text)
    assert d.topic == rule, qid
    if lead:
        assert d.outcome.startswith(lead), qid


def test_m27_the_hoa_question_quotes_the_private_restrictions_clause():
    d = answer("chickens", "Got my Town of Cedarburg beekeeping license approved, but now our HOA sent a letter saying "
                           "hives violate the subdivision rules. Doesn't the town license override the HOA?")
    assert "subject to any private restrictions, land covenants, homeowners' association and/or subdivision rules" in d.outcome


def test_m41_hens_that_are_fine_by_the_landlord_are_not_a_penalty_question():
    d = answer("chickens", "Tenant in a multifamily building zoned R-3, Village of Westfield. Landlord says hens are fine "
                           "by him, but the downstairs unit already holds a chicken permit for our shared yard. Can a "
                           "second one be issued to me?")
    assert d.outcome.startswith("One permit per residence")
    assert "Chapter 1" not in d.outcome.split("\n")[0]
    assert extract_facts("whats the fine if my dog runs loose")["asks"] == "penalty"


def test_m15_a_tortoiseshell_comb_is_the_federal_list_rule_not_a_false_not_on_the_list():
    d = answer("wild_animals", "An antique shop in the Town of Cedarburg has a 1920s hair comb made of real tortoiseshell "
                               "(hawksbill sea turtle). Would it be illegal for me to buy it?")
    assert d.status == NEEDS_JUDGMENT
    assert "not on" not in d.outcome
    assert d.outcome.startswith("§ 95-13's own list of protected animals names three turtles only: the Pacific ridley, "
                                "Atlantic green and Mexican ridley turtles.")
    assert "federal endangered species list, 'or the dead body or parts thereof'" in d.outcome
    quotes = " ".join(c.quote for c in d.citations)
    assert "which appears on the endangered species list" in quotes
    assert "Pacific ridley turtle (Lepidochelys olivacea), Atlantic green turtle (Chelonia mydas), or Mexican ridley turtle (Lepidochelys kempi)" in quotes


def test_a_named_protected_turtle_shell_may_not_be_bought():
    d = answer("wild_animals", "can i buy an old atlantic green turtle shell at a garage sale in the town of cedarburg")
    assert d.outcome.startswith("No: within the Town it is unlawful to possess with intent to sell, offer for sale, buy or attempt to buy")
    assert any(c.quote == "Atlantic green turtle (Chelonia mydas)" for c in d.citations)


def test_m17_a_rear_fanged_snake_is_on_the_list():
    d = answer("wild_animals", "is a western hognose snake legal to keep in twn of cedarburg? i read they're technically "
                               "rear fanged but harmless")
    assert d.outcome.startswith("No: all poisonous animals and reptiles, including rear-fang snakes, are on the list")
    assert any(c.quote == "All poisonous animals and reptiles, including rear-fang snakes." for c in d.citations)


def test_m25_m45_snow_season_and_snowmobiles_are_not_shelter():
    assert "shelter" not in all_concerns("are cars allowed to sit parked along the roadside all night during snow season?")
    assert "shelter" not in all_concerns("clipped a dog w my snowmobile on the trail last nite")
    assert "shelter" in all_concerns("my dog is left outside in the snow all day")


@pytest.mark.parametrize("qid, topic, text, point, lead", [
    ("m28", "chickens", "can i keep 2 hens inside the house as pets instead of building a coop? twn of cedarburg, R-2",
     "no_coop", "Not without a coop and run: 'There must be an insulated coop enclosed on all sides"),
    ("m03", "dog_license", "I was in the hospital most of March and missed the April 1 deadline for my dog's license. Can "
     "the Town of Cedarburg treasurer waive the late fee for medical reasons?",
     "fee_waiver", "The text provides no waiver: 'The Town Treasurer shall assess and collect a late fee as set by the Town Board'"),
    ("m05", "rabies_quarantine", "The Town of Cedarburg officer asked our family vet to do the rabies observation exams on the "
     "dog that bit my son, and the vet said she'd rather not get involved. Isn't she required to help?",
     "vet_cooperation", "Not as the text reads: 'Any practicing veterinarian who is requested to be involved in the rabies "
     "control program by an officer is encouraged to cooperate in a professional capacity'"),
    ("m04", "rabies_quarantine", "our dog started showing rabies signs during his quarantine and had to be put down. we want "
     "to bury him on our farm. do we get his body back? twn of cedarburg",
     "carcass", "Not as the text describes it: 'An officer who kills an animal shall deliver the carcass to a veterinarian or local health department'"),
    ("m14", "barking", "I work 12-hour shifts and honestly had no idea my husky howls while I'm gone until the Town of "
     "Cedarburg sent me a letter. Can I be in violation if I didn't even know?",
     "didnt_know", "§ 95-12 forbids keeping such a dog 'knowingly'"),
    ("m07", "property_damage", "Neighbor's lab got loose again and chewed up my patio cushions and a brand-new garden hose. "
     "Town of Cedarburg. Is that actually against a town rule or is it just a civil thing between us?",
     "other_property", "Yes, § 95-6 reaches it: among the restrictions on keeping dogs and cats, no one may keep one that "
     "'Assaults or attacks any person or destroys property.'"),
    ("m33", "at_large", "I ride my horse in from our farm outside the village. Can I tie him to a lamppost on Main Street "
     "in the Village of Westfield while I grab lunch?",
     "tie_up", "Ch. 195's only rule on tying is about the streets: 'It shall further be unlawful to picket or tie any such animal"),
    ("m35", "animal_care", "Village of Westfield: we're going away for a 4-day weekend and leaving our cat at home with an "
     "automatic feeder and a water fountain, nobody checking in. Could that count as abandoning her?",
     "left_alone", "Ch. 195 does not say how long a pet may be left alone or define abandoning"),
    ("m38", "chickens", "Village of Westfield: which setbacks do I use for a chicken coop, the zoning code's or the chicken "
     "ordinance's? I'm not sure which one wins if they differ.",
     "setback", "Ch. 195 sets no distance of its own: 'All chicken coops or runs shall comply with the established zoning district setbacks of this Code'"),
])
def test_trial12_points(qid, topic, text, point, lead):
    d = answer(topic, text)
    assert d.point == point, qid
    assert d.outcome.startswith(lead), qid


def test_m06_the_officer_may_kill_only_an_uncaptured_dog_or_with_the_owners_agreement():
    d = decide("bite", {"municipality": "town_of_cedarburg", "animal": "dog", "point": "officer_kill"})
    assert ("'If a quarantine cannot be imposed because the dog or cat cannot be captured, the officer may kill the "
            "animal. The officer may kill a dog or cat only as a last resort if the owner agrees.'") in d.outcome


def test_m18_ten_week_old_ducklings_are_over_the_two_month_age_of_the_six_minimum():
    text = "feed store only has 10 week old ducklings left and i just want 2. r they even allowed to sell me only 2? town of cedarburg"
    facts = extract_facts(text)
    assert facts["sale_count"] == 2 and facts["sale_age_months"] == pytest.approx(2.3)
    assert "dog_age_months" not in facts
    d = answer("animal_sale", text)
    assert d.outcome.startswith("Yes, as far as § 95-14's minimum goes: the fewer-than-six rule covers only young animals 'under two months of age'")


def test_a_place_named_beats_not_sure_inside_a_question():
    from bot.facts import DONT_KNOW
    from bot.parsers import parse_municipality
    assert parse_municipality("Village of Westfield: which setbacks do I use? I'm not sure which one wins.") == "village_of_westfield"
    assert parse_municipality("not sure") == DONT_KNOW
    assert parse_municipality("i dont know which one") == DONT_KNOW


def test_m02_show_dogs_in_the_ring_need_no_kennel_tag():
    text = ("We breed and show Samoyeds under a Town of Cedarburg kennel license. At ring time the handlers take every "
            "collar off, so the dogs go in the ring with no tags at all. A club member says that breaks the Town's "
            "kennel-tag rule. Does it?")
    d = answer("dog_license", text)
    assert d.topic == "dog_license" and d.point == "show_dog"
    assert d.outcome.startswith("Not during competition: the kennel license tag must be kept on each dog's collar 'at all "
                                "times, but this requirement does not apply to a show dog during competition")


def test_m37_a_college_cat_home_for_the_summer_reaches_the_temporary_stay_point_not_the_school_hive():
    text = ("We have 3 cats in the Village of Westfield. Our daughter is coming home from college for the summer and "
            "bringing her cat, so 4 cats for about 3 months. Is that over the limit even though it's temporary?")
    facts = extract_facts(text)
    assert facts["point"] == ["school_hive", "temporary_stay"]  # both match; the cat rule has an entry for the second
    d = answer("cat_limit", text)
    assert d.point == "temporary_stay" and d.status == NEEDS_JUDGMENT
    assert d.outcome.startswith("The text makes no exception for a temporary stay: 'No more than three cats over five "
                                "months old shall be kept in each residential household.'")
    assert "\nNo:" not in d.outcome


@pytest.mark.parametrize("topic, text, facts_from_nlu, rule", [
    # The classifier's over-predicted topics need evidence in the facts; else the facts' own hints decide.
    ("chickens", "My 17-year-old was behind the wheel of my SUV when a collie darted out and got clipped. Which of us "
     "had to notify someone? Town of Cedarburg", {}, "vehicle_accident"),
    ("chickens", "Pup had diarrhea on the trail, total mess, couldnt get it all bagged. am i in violation? Town of "
     "Cedarburg", {"animal": "dog"}, "feces"),
    ("cat_limit", "A collarless mutt has been wandering our road for three days now. Who in the Town of Cedarburg "
     "handles strays like that?", {"animal": "dog"}, "at_large"),
    ("chickens", "can i sell bags of composted chicken poop from my hens? town of cedarburg", {}, "chickens"),
    ("cat_limit", "we have 4 cats in the village of westfield, too many?", {}, "cat_limit"),
])
def test_an_over_predicted_topic_needs_evidence(topic, text, facts_from_nlu, rule):
    facts = {**{k: v for k, v in extract_facts(text).items() if v is not None}, **facts_from_nlu}
    assert decide(topic, facts).topic == rule


def test_a_teenagers_age_is_not_the_dogs():
    assert "dog_age_months" not in extract_facts("My 17-year-old was behind the wheel when a collie got clipped")


def test_a_burial_ground_is_a_cemetery():
    assert "cemetery" in all_concerns("Is horseback riding permitted on the lanes of the public burial ground?")


@pytest.mark.parametrize("text, bites", [
    ("Our dog nipped a delivery guy in January 2024 and a jogger in March 2025. Town of Cedarburg - is he vicious?", 1.0),
    ("He bit a kid in March 2024 and my neighbor in February 2025. Town of Cedarburg, vicious now?", 2.0),
])
def test_m08_two_dated_bites_are_counted_within_twelve_months_or_not(text, bites):
    assert "bites_12_months" not in extract_facts("he bit a kid in January 2024 and a jogger in January 2025")  # month precision only
    assert extract_facts(text)["bites_12_months"] == bites
    d = answer("vicious_dog", text)
    assert d.outcome.startswith("Not by the count" if bites == 1 else "Yes, the dog is deemed vicious")


@pytest.mark.parametrize("text, concern", [
    # Trial 13: "doesnt ... hurt anything" and "can the vet keep my dog until we pay" are not medical care;
    # "her rabies shot at 14 weeks" is not shooting; sheep that "eat snow" are a water question.
    ("Neighbor's dog cuts across my front lawn every afternoon, doesnt dig or poop or hurt anything, just runs thru.", None),
    ("can the vet keep my dog until we pay the bill?", None),
    ("my neighbor never takes his dog to the vet and it's limping", "medical"),
    ("Our breeder had the vet give Maple her rabies shot at 14 weeks. Does the Town make us do it again?", None),
    ("I keep 6 sheep. In winter they just eat snow so I dont haul water out. Is it legal?", "food_water"),
])
def test_trial13_concerns(text, concern):
    found = all_concerns(text)
    if concern is None:
        assert not {"medical", "harming"} & set(found)
    else:
        assert found[0] == concern


def test_n29_an_empty_coop_quotes_the_coop_clause_and_does_not_say_you_need_a_license():
    text = ("Bought a house in the Town of Cedarburg (R-2) and there's an old chicken coop and run in the back. We have "
            "no chickens and aren't planning on any right now. Do we still need a chicken license just because the coop is there?")
    d = answer("chickens", text)
    assert d.point == "empty_coop" and d.status == NEEDS_JUDGMENT
    assert "or have any chicken coop or yard within the Town, without first complying with this section.'" in d.outcome
    assert "You need your own license" not in d.outcome


def test_n06_why_the_head_matters_and_the_bite_rule_keeps_the_question():
    text = ("The stray cat that bit my son ran off and they still can't catch it. The Town of Cedarburg officer said if "
            "he has to put it down, it can't be with a head shot. Why does the head matter?")
    facts = {**{k: v for k, v in extract_facts(text).items() if v is not None}, "animal": "cat"}
    d = decide("bite", facts)
    assert d.topic == "bite" and d.point == "head_shot"
    assert d.outcome.startswith("The text requires it, and it is the head that is tested for rabies: 'The officer shall "
                                "attempt to kill the animal in a humane manner and in a manner which avoids damage to the "
                                "animal's head.'")


def test_n15_a_vicuna_wool_scarf_is_a_protected_animal_product():
    text = ("Saw a vicuña wool scarf at a boutique and I'm tempted. Then a friend said buying vicuña is banned in the "
            "Town of Cedarburg?? It's just wool, not the animal.")
    facts = extract_facts(text)
    assert facts["species"] == "vicuna" and facts["concern"] == "parts_sale"
    d = answer("wild_animals", text)
    assert d.outcome.startswith("No: within the Town it is unlawful to possess with intent to sell, offer for sale, buy or attempt to buy")
    assert any(c.quote == "vicuna (Vicugna vicugna)" for c in d.citations)


def test_n17_one_seven_week_old_bunny_from_a_pet_shop():
    text = ("A Town of Cedarburg pet shop told my daughter they can only sell her a 7-week-old bunny if we buy six of "
            "them. Seriously? We just want one pet rabbit.")
    facts = extract_facts(text)
    assert facts["sale_count"] == 1 and facts["sale_age_months"] < 2
    assert answer("animal_sale", text).outcome.startswith("No, not 1 alone if they are under two months old")


@pytest.mark.parametrize("topic, text, rule, lead", [
    ("rabies_vaccination", "paid the twn of cedarburg dog licence in jan and our old boy passed away in feb :( do we "
     "get any of that money back or is it just gone", "dog_license", "The text has no refund provision"),
    ("dog_limit", "got my dogs tag from the town back in 2023, is that still good or do i pay again each yr? twn of cedarburg",
     "dog_license", "A license lasts one license year and is obtained every year"),
    ("rabies_vaccination", "do i have to get my dogs rabies shot every year? town of cedarburg", "rabies_vaccination", None),
])
def test_licence_points_under_another_dog_topic_are_licence_questions(topic, text, rule, lead):
    d = answer(topic, text)
    assert d.topic == rule
    if lead:
        assert d.outcome.startswith(lead)


def test_n08_geese_honking_get_the_general_noise_rule_not_the_dogs_and_cats_rule():
    d = answer("barking", "Town of Cedarburg - the people behind us got a flock of geese and they honk nonstop from dawn "
                          "on. The barking ordinance only talks about dogs and cats, so is there anything that covers geese?")
    assert d.status == NEEDS_JUDGMENT and d.cited == ["§ 95-6"]
    assert d.outcome.startswith("§ 95-12 is about dogs and cats. For any other animal (geese), § 95-6 says: 'No person "
                                "shall harbor or permit to remain on his premises any animal that is habitually inclined")


@pytest.mark.parametrize("topic, text, extra, point, lead", [
    ("rabies_quarantine", "Our farm dog isn't vaccinated and last week he got bit by a skunk that tested positive for "
     "rabies. Our neighbor says in the Town of Cedarburg it's flat out illegal to even keep a dog that's been bitten by a "
     "rabid animal. Is that true?", {}, "keep_rabid_bitten",
     "§ 95-6 does say so: 'It shall be unlawful for any person within the Town of Cedarburg to own, harbor or keep any dog or cat which:'"),
    ("impoundment", "if animal control impounds my dog for getting loose is that the whole punishment or can twn of "
     "cedarburg fine me on top of that", {}, "fine_too",
     "It can be both: § 95-7 allows impounding 'In addition to any penalty hereinafter provided for a violation of this chapter'"),
    ("bite", "Town of Cedarburg: we reported our dog's bite to the constable and he's on the 14-day confinement. Does "
     "confined mean he has to stay indoors, or can he go out in our fenced backyard to do his business?", {"animal": "dog"},
     "confined_meaning", "The text does not define 'confined'"),
])
def test_trial13_points(topic, text, extra, point, lead):
    facts = {**{k: v for k, v in extract_facts(text).items() if v is not None}, **extra}
    d = decide(topic, facts)
    assert d.point == point and d.outcome.startswith(lead)


@pytest.mark.parametrize("topic, text, point, lead", [
    ("animal_care", "Our vet in the Town of Cedarburg says she won't release our dog after his surgery until we pay the "
     "whole bill. Can she legally keep him like that?", "vet_hold",
     "Ch. 95 does not address a veterinarian holding an animal over an unpaid bill."),
    ("vehicle_accident", "Hit a skinny dog with no collar on a county road in the Town of Cedarburg, looked like a stray. "
     "Do I still have to report it?", "maybe_stray", "Notify the Town Constable or an animal control agency serving the Town, immediately"),
    ("bees", "A wild honeybee swarm moved into the wall of my garden shed in the Town of Cedarburg. I don't have a bee "
     "license. Am I breaking the beekeeping law by just leaving them there?", "wild_swarm", "The text does not settle it"),
    ("wild_animals", "Village of Westfield - a breeder has captive-bred fennec foxes, super tame. Since they're "
     "domesticated does the exotic animal rule even apply?", "domesticated",
     "Being tame or captive-bred does not take an animal out of the rule: 'Exotic animals are those normally associated "
     "with zoos and may or may not be suitable for domestication.'"),
    ("food_premises", "I'm a volunteer puppy raiser. The pup wears a 'guide dog in training' vest. Can I bring him into "
     "restaurants in the Village of Westfield?", "in_training", "The text excepts only 'seeing-eye dogs'"),
    ("cat_limit", "My mom moved in with us in the Village of Westfield and brought her 4 cats. If someone reports it, who "
     "gets in trouble - her or us?", "who_liable",
     "Both can be: 'Any person violating or permitting the violation of any provision of this chapter shall be subject to a penalty'"),
])
def test_trial13_more_points(topic, text, point, lead):
    d = answer(topic, text)
    assert d.point == point and d.outcome.startswith(lead)


def test_n20_the_owner_is_to_be_notified_when_an_officer_removes_a_neglected_animal():
    d = decide("animal_care", {"municipality": "town_of_cedarburg", "concern": "seized_neglected"})
    assert "'In all cases the owner, if known, shall be immediately notified'" in d.outcome.split(". The owner")[0]


def test_p17_a_fish_store_in_milwaukee_is_not_where_the_resident_lives():
    from bot.parsers import parse_municipality
    assert parse_municipality("my son wants 2 red belly piranhas, the fish store in milwaukee has them. any problem "
                              "keeping them at home in twn of cedarburg?") == "town_of_cedarburg"
    assert parse_municipality("we live in grafton, can we keep hens") == "other:Village of Grafton"


def test_p07_a_terrier_is_a_dog_to_the_rules():
    from bot.parsers import normalize_animal, parse_animal
    assert normalize_animal("terrier") == "dog" and normalize_animal("tabby") == "cat" and normalize_animal("horse") == "horse"
    assert parse_animal("our terrier bit a guest") == "dog"


def test_p06_a_puppy_under_five_months_owes_no_april_1_late_fee():
    text = ("got a 11 wk old puppy in feb. my coworker says every dog has to be licensed before april 1 or u pay a late "
            "fee. he wont be 5 months till end of april. do i have to do it by april 1?? twn of cedarburg")
    facts = extract_facts(text)
    assert "licensed_on" not in facts and facts.get("point") != "each_dog"
    d = answer("dog_license", text)
    assert "A late fee applies" not in d.outcome
    d = decide("dog_license", {"municipality": "town_of_cedarburg", "dog_age_months": 3, "licensed_on": "04-12"})
    assert d.outcome.startswith("Not by April 1 for a dog under five months: § 95-4's late fee is for 'a dog five months of age or over'")


@pytest.mark.parametrize("topic, text, extra, rule, point, lead", [
    ("chickens", "The lady on the other side and I co-signed a single letter to the Town of Cedarburg about the malamute "
     "behind us that yowls till 3am. Is one letter with both our signatures enough?", {}, "barking", "co_signed",
     "The text does not say: a violation needs 'two formal, written complaints are filed with the Town within a four-week period'"),
    ("chickens", "One of my backyard hens has bumblefoot. Town of Cedarburg, licensed flock. Do I legally have to take a "
     "chicken to the vet, or can I treat her myself?", {"animal": "chicken"}, "animal_care", "medical",
     "No person who owns, harbors or keeps an animal may fail to provide proper medical attention"),
    ("livestock", "Half our property is residential and half ag: the house part is R-1 and the back 11 acres are "
     "agricultural. Town of Cedarburg. How many dogs can we legally have?", {"animal": "dog"}, "dog_limit", None, None),
    ("rabies_vaccination", "Our vet gave Biscuit the 3-year rabies vaccine but the certificate shows an expiration one "
     "year out. Who actually decides how long the shot is good for? Town of Cedarburg", {"animal": "dog"},
     "rabies_vaccination", "expiry_decided",
     "The certificate states 'the date that the immunization expires as specified for that type of vaccine by the Centers for Disease Control"),
])
def test_trial14_routes_and_points(topic, text, extra, rule, point, lead):
    d = decide(topic, {**{k: v for k, v in extract_facts(text).items() if v is not None}, **extra})
    assert d.topic == rule and d.point == point
    if lead:
        assert d.outcome.startswith(lead)


@pytest.mark.parametrize("topic, text, extra, point, lead", [
    ("dog_license", "We have a Town of Cedarburg kennel license. Our dogs live in an indoor kennel building with attached "
     "chain-link runs, and our vet warned that collars can snag on the run doors. Do the dogs have to wear their kennel tags?",
     {"animal": "dog"}, "confined_no_tag", "Not while securely confined"),
    ("animal_care", "Our lab is overweight and the vet put him on a strict diet. A neighbor keeps saying we're starving him. "
     "Is there a legal minimum amount of food in the Town of Cedarburg?", {"animal": "dog"}, "food_amount",
     "Ch. 95 sets no amount: 'The food shall be sufficient to maintain all animals in good health.'"),
    ("vehicle_accident", "I clipped a cat on a Town of Cedarburg road. If I call it in, does that mean I'm admitting fault "
     "and have to pay the vet bill?", {}, "fault", "§ 95-21 says nothing about fault or who pays"),
    ("bees", "I own my house lot and the vacant lot next to it in the Town of Cedarburg. Can I run 10 hives on each lot?",
     {}, "adjacent_lots", "The limit can count adjacent lots together: 'No more than 10 hives may be kept on a single parcel"),
    ("cruelty", "A guy runs 'hog hunts' on his land in the Town of Cedarburg: the hogs are in a fenced 5-acre pen and people "
     "pay to shoot them. I'd just tag along to watch and take photos. Could I get in trouble?", {}, "spectator",
     "Spectators are named"),
    ("trapping", "Chipmunks keep getting into our screened-in porch. If I set traps out there, does the Town of Cedarburg's "
     "trapping section apply, or does the porch count as inside my house?", {}, "inside_building",
     "The exception is for trapping inside: 'This section shall not apply to trapping within the confines of buildings or homes.'"),
    ("feces", "snapped my wrist last wk, cast for six weeks. is bagging the pups mess still on me or is there an exception? "
     "twn of cedarburg", {}, "temporary_injury", "The exemption is for 'a person who is visually or physically handicapped'"),
    ("pet_theft", "My boyfriend and I adopted our husky together, both our names are on the papers. He drove her to "
     "Illinois without asking me. Town of Cedarburg. Is that dognapping?", {"animal": "dog"}, "co_owner",
     "The text does not settle it: § 95-20 protects 'the dog or cat of another'"),
])
def test_trial14_points(topic, text, extra, point, lead):
    d = decide(topic, {**{k: v for k, v in extract_facts(text).items() if v is not None}, **extra})
    assert d.point == point and d.outcome.startswith(lead)
