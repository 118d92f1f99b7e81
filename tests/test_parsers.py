"""Facts taken from what residents write (bot.parsers): only what is clearly said."""
import pytest

from bot.facts import DONT_KNOW
from bot.parsers import (
    bare_place, extract_facts, parse_age_months, parse_bare_years, parse_concern, parse_municipality, parse_yes_no,
)


@pytest.mark.parametrize("text,value", [
    ("Town of Cedarburg", "town_of_cedarburg"), ("twn of cedarburg", "town_of_cedarburg"),
    ("vilage of westfield", "village_of_westfield"), ("westfield village", "village_of_westfield"),
    ("City of Cedarburg", "city_of_cedarburg"), ("town of westfeild", "town_of_westfield"),
    ("cedarburg", None), ("im in westfield", None), ("not sure", DONT_KNOW), ("1", "town_of_cedarburg"), ("2", "village_of_westfield"),
])
def test_municipality(text, value):
    assert parse_municipality(text) == value


@pytest.mark.parametrize("text,months", [("10 weeks", 2.3), ("3 years old", 36.0), ("four months", 4.0), ("shes 2", None), ("idk", DONT_KNOW)])
def test_age(text, months):
    assert parse_age_months(text) == months


@pytest.mark.parametrize("text,value", [("yes", True), ("yeah he had his shots last year", True), ("nope", False), ("maybe", None)])
def test_yes_no(text, value):
    assert parse_yes_no(text) == value


@pytest.mark.parametrize("text,expected", [
    ("Two families share our residential lot. Can each family have three dogs?", {"zoning": "residential", "families_on_lot": 2, "dog_count": 3}),
    ("I own two adjoining residential lots. Can I keep six hens on each?", {"hen_count": 12, "adjoining_lots_same_owner": 2}),
    ("town of cedarburg R-1 can i keep 8 hens", {"zoning": "R-1", "hen_count": 8}),
    ("One complaint was filed on March 1 and another on April 15.", {"formal_written_complaints": 2, "days_between": 45}),
    ("Two written complaints were filed 10 days apart.", {"formal_written_complaints": 2, "days_between": 10}),
    ("Can I keep a 20-inch caiman?", {"species": "caiman", "length_in": 20}),
    ("a 7 foot python", {"species": "python", "length_in": 84}),
    ("Can I keep a friend's horse in my yard for one night?", {"over_24_hours": False}),
    ("My coop would be 20 feet from my house.", {"coop_distance_to_residence_ft": 20}),
    ("my coop is 30 feet from the side lot line", {"coop_distance_to_lot_line_ft": 30}),
    ("can my hens roam free in the yard", {"free_range": True}),
    ("i live in the e-1 estate district", {"zoning": "E-1"}),
    ("My dog turned five months old on September 10.", {"became_five_months_on": "09-10"}),
    ("we got our adult dog june 1 and licensed it june 20", {"acquired_on": "06-01", "licensed_on": "06-20"}),
    ("Adopted a 2 yr old shepherd mix on march 20 and im getting her licence april 12", {"acquired_on": "03-20", "licensed_on": "04-12"}),
    ("I rent my house. Can I apply for a chicken permit?", {"owns_property": False}),
    ("What happens if I get three chicken violations in a year?", {"violations_12_months": 3}),
    ("neighbors cat bit me on the hand", {"own_animal": False}),
    ("My unvaccinated cat scratched and bit a child", {"own_animal": True, "vaccinated": False}),
    ("The rabies certificate doesn't list an expiration date", {"certificate_has_expiry": False}),
])
def test_facts_in_passing(text, expected):
    found = extract_facts(text)
    for key, value in expected.items():
        assert found.get(key) == value, (key, found)


@pytest.mark.parametrize("text,absent", [
    ("I rent my house. Can I apply for a chicken permit?", "hen_count"),      # "a chicken" is not a count
    ("three chicken violations in a year", "dog_age_months"),                 # "in a year" is not an age
    ("My coop would be 20 feet from my house.", "length_in"),                  # only animals have lengths
])
def test_no_facts_invented(text, absent):
    assert absent not in extract_facts(text)


@pytest.mark.parametrize("text,concern", [
    ("can i put rat poison out in my own garage? worried about the neighbors cat", "poison"),
    ("my neighbors dog keeps chasing cars on the road", "vehicle_chasing"),
    ("is it legal to sell a tiger skin rug", "parts_sale"),
    ("my cat is sick but the vet is expensive, do i have to take her in", "medical"),
    ("my neighbor's pig pen stinks and has rats", "sanitation"),
    ("is it ok to leave my dog tied outside in the winter if he has a doghouse", "shelter"),
    ("the dog next door looks starving and has no water", "food_water"),
    ("do I need a license for my dog", None),
])
def test_parse_concern(text, concern):
    assert parse_concern(text) == concern


@pytest.mark.parametrize("text,place", [
    ("im in westfield. can I keep 8 chickens", "westfield"),
    ("Cedarburg", "cedarburg"),
    ("westfeild", "westfield"),
    ("village of westfield", None),
    ("twn of cedarburg", None),
    ("City of Cedarburg", None),
    ("how many dogs can I keep", None),
])
def test_bare_place(text, place):
    assert bare_place(text) == place


@pytest.mark.parametrize("text,municipality", [
    ("wat r the rules 4 dog poop in twn of cedarburg", "town_of_cedarburg"),
    ("vilage of westfield: what are the rules about sick animals", "village_of_westfield"),
    ("im in westfield", None),
])
def test_extract_facts_reads_misspelt_municipalities(text, municipality):
    assert extract_facts(text).get("municipality") == municipality


@pytest.mark.parametrize("text,facts", [
    ("we have 3 dogs and want a 4th", {"dog_count": 4.0}),
    ("I have 6 hens, can I add one more", {"hen_count": 7.0}),
    ("we have 1 dog plus 7 puppies, over the limit?", {"dog_count": 1.0, "litter": True}),
    ("i have 5 adult rabbits", {"count_over_five_months": 5.0}),
    ("is a capon allowed", {"rooster": True}),
    ("someone dumped a box of kittens by the road", {"abandoned": True}),
    ("my dog turned 5 months on August 20th", {"became_five_months_on": "08-20"}),
    ("do i have to renew my chicken permit every year", {"chicken_question": "renewal"}),
    ("two of my hens died suddenly", {"chicken_question": "illness"}),
    ("can i sell chicks from my hens", {"selling_eggs": True}),
])
def test_extract_facts_from_residents_phrasings(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("cop picked up my dog because he had no tag", {"no_tag": True, "tag_lost": None}),
    ("we lost our dogs rabies tag", {"tag_lost": True, "no_tag": None}),
    ("we just moved here and our dog has a current rabies certificate from ohio", {"brought_in_certified": True}),
    ("does my dog need his rabies tag in our fenced yard", {"activity": "fenced"}),
    ("the previous owner had 5 licensed dogs there since the 1980s", {"grandfathered_1988": True, "new_owner": True}),
])
def test_extract_tag_certificate_and_grandfathering_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("our dog was declared vicious. can my 14 year old walk him on a leash", {"handler_age": 14.0, "dog_age_months": None}),
    ("I stopped keeping chickens about 18 months ago", {"dog_age_months": None, "chicken_question": "lapsed"}),
    ("we have the certificate, still current, we just moved here", {"brought_in_certified": True}),
    ("didnt get the license till May 3", {"licensed_on": "05-03"}),
    ("We adopted a 2 year old dog on July 1 and only got around to licensing him August 15",
     {"acquired_on": "07-01", "licensed_on": "08-15"}),
    ("Licensed my 6 yr old dog on March 15 like I do every year", {"licensed_on": "03-15"}),
    ("a raccoon that tested positive for rabies", {"exposed_to_rabid_animal": True}),
    ("Do guinea pigs count toward the 3 cat limit", {"small_pet": "guinea pig", "count_over_five_months": None}),
    ("we have 3 cats and one just had 4 kittens", {"count_over_five_months": 3.0, "count_under_five_months": 4.0}),
    ("I run a feed store. A customer wants just 3 baby chicks", {"retailer": True, "sale_count": 3.0}),
    ("I use a wheelchair. Do I still have to pick up after my dog", {"handicapped": True}),
    ("driving his pickup slow down the road holding the leash out the window", {"concern": "vehicle_lead"}),
    ("the police took my dogs saying they were neglected", {"concern": "seized_neglected"}),
    ("can i put the chicken coop on top of my garage roof", {"chicken_question": "on_building"}),
    ("does the town pay for the rabies shot or do i", {"asks": "cost"}),
])
def test_extract_more_facts_from_residents_phrasings(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("can i let my cat roam outside", {"concern": None}),
    ("I have 3 dogs on each of my two lots", {"dog_count": 6.0, "adjoining_lots_same_owner": 2.0}),
    ("we just adopted a 3 year old dog, no papers", {"brought_in_certified": False}),
    ("can i use tack burs on my show horse", {"concern": "devices"}),
    ("my bee license was revoked, when can i reapply", {"asks": "revocation"}),
    ("we have 3 cats and 4 kittens, are we over the limit", {"asks": "over_limit"}),
    ("chickn permit $$?", {"asks": "cost"}),
])
def test_extract_third_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


def test_the_city_answers_the_cedarburg_question():
    assert parse_municipality("the city") == "city_of_cedarburg"


@pytest.mark.parametrize("text,asks", [
    ("a dog bit me and i have $800 in ER bills. is the owner on the hook for that?", "liability"),
    ("our dog died while it was impounded. can we sue?", "liability"),
    ("Sold one dog and got a new one. Can the new dog wear the old dog's kennel tag?", "kennel_tag"),
    ("does the town pay for the rabies shot or do i", "cost"),
])
def test_what_is_asked(text, asks):
    assert extract_facts(text).get("asks") == asks


@pytest.mark.parametrize("text,facts", [
    ("just adopted a 3yo mutt from a rescue, no rabies papers", {"dog_age_months": 36.0, "brought_in_certified": False}),
    ("never licensed my dog, its been 3 yrs. is that just one violation?", {"asks": "penalty"}),
    ("kennel owner: can my kennel-tagged dogs run loose at field trials?", {"kennel": True, "activity": "training"}),
    ("the dog that bit my kid ran into the woods and they cant catch it", {"cannot_capture": True}),
    ("my cat bit a kid & then animal control took her. how long do they keep her?", {"bit_before_impound": True}),
    ("we're moving out of state, can we just leave her at the house for the new owners?", {"abandoned": True}),
    ("neighbors dog keeps getting in my yard. can i just drive it to the humane society?", {"concern": "taking_animal"}),
    ("I own the vacant lot next to my house. Can I have 3 dogs on each = 6?", {"adjoining_lots_same_owner": 2.0, "dog_count": 6.0}),
    ("me and my roommate each have 2 adult cats in our apartment", {"count_over_five_months": 4.0}),
    ("we have 2 cats and 2 rabbits", {"count_over_five_months": 2.0, "rabbit_count": 2.0}),
    ("my buddy wants to bring his pet wallaby over fri night to sun night", {"species": "wallaby", "over_24_hours": True}),
    ("can I keep my tortoise in an outdoor pen in the backyard", {"species": "tortoise", "kept_outdoors": True}),
    ("my parcel is zoned agricultural under ch. 525 and it allows cattle", {"zoning_permits": True, "species": "cattle"}),
    ("It was mailed on the 3rd and today is the 16th. Can I still ask for a hearing?", {"days_since_notice": 13.0}),
    ("does a portable chicken tractor still have to meet the setbacks?", {"chicken_question": "mobile_coop"}),
    ("can I sell my late uncle's mounted bobcat at our garage sale?", {"species": "bobcat", "concern": "parts_sale"}),
    ("can I keep 3 ducks under my chicken permit?", {"species": "ducks"}),
    ("do I have to pay the shelter and vet bills on top of it?", {"asks": "cost"}),
])
def test_extract_fourth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,years", [("shes 3", 3.0), ("he's about 4", 4.0), ("7", 7.0), ("she is 3 and healthy", None), ("45", None)])
def test_an_age_without_a_unit_is_years(text, years):
    assert parse_bare_years(text) == years


@pytest.mark.parametrize("text,value", [
    ("We're in the Town of Grafton, right next to Cedarburg.", "other:Town of Grafton"),
    ("Neither, we're in the Town of Grafton", "other:Town of Grafton"),
    ("city of milwaukee dogs", "other:City of Milwaukee"),
    ("the town of west bend", "other:Town of West Bend"),
    ("town of residence matters?", None),
    ("village of westfield", "village_of_westfield"),
])
def test_any_other_place_named_in_full_is_not_ours(text, value):
    assert parse_municipality(text) == value
    assert bare_place("We're in the Town of Grafton, right next to Cedarburg.") is None


@pytest.mark.parametrize("text,value", [
    ("vlg westfield", "village_of_westfield"), ("vil. of westfield", "village_of_westfield"),
    ("tn of cedarburg, residential lot", "town_of_cedarburg"), ("tn is nice", None),
])
def test_more_abbreviations(text, value):
    assert parse_municipality(text) == value


@pytest.mark.parametrize("text,facts", [
    ("Our dog is up to date on rabies (we have the certificate) and yesterday he bit a delivery driver. The officer says he has to be quarantined.",
     {"vaccinated": True, "bit_before_impound": None}),
    ("A town officer found my dog hit on the road and put him down right there", {"concern": "officer_killed"}),
    ("can i trade my extra eggs for my neighbors honey? not selling just swapping", {"eggs_not_sold": True, "selling_eggs": None}),
    ("my 6 hens lay more eggs than we can eat. Can I give the extras to my neighbors for free?", {"eggs_not_sold": True}),
    ("my subdivision's covenants say no poultry. can the HOA still stop me?", {"private_rules": True, "chicken_question": "covenants"}),
    ("zoned E-1 and already have 3 dogs. My husband wants to adopt a retired greyhound", {"dog_count": 4.0}),
    ("we already have 3 dogs and want a 4th", {"dog_count": 4.0}),
    ("Our doe just had 7 kits, they're 5 weeks old. With her and our buck that's 9 rabbits.",
     {"count_over_five_months": 2.0, "count_under_five_months": 7.0}),
    ("a dog with open sores and a terrible cough wanders all over the neighborhood", {"concern": "medical", "roaming": True}),
    ("My Amish neighbors keep buggy horses, so I figure I can keep my quarter horse too", {"amish_mentioned": True, "use": None}),
    ("we're Amish and use the horse for our buggy", {"use": "transportation_amish_mennonite"}),
    ("I run a hunting-dog breeding kennel with 8 dogs. What do I need?", {"kennel": True, "kennel_outside": None}),
    ("Can my kennel-tagged dogs go off leash when I take them out for bird hunting?", {"kennel_outside": True, "activity": "hunting"}),
])
def test_extract_fifth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("Can my dog wear a custom engraved tag with her rabies info instead of the metal tag?", {"tag_question": "substitute"}),
    ("does a 3 month old puppy have to wear a rabies tag on his collar", {"tag_question": "wear", "dog_age_months": 3.0}),
    ("What do I need to bring to the Town Treasurer to license my dog?", {"asks_how_to": True}),
    ("is the late fee per dog?", {"per_dog": True}),
    ("can my 9 yr old walk our 85 lb lab on a leash", {"handler_age": 9.0}),
    ("can I walk my dog through the little cemetery behind our church?", {"private_place": True}),
    ("my boa is 5 ft now but shes gonna hit 7 or 8 ft eventually", {"length_in": 96.0}),
    ("is a wolf dog hybrid legal? hes like 75% wolf", {"hybrid": True}),
    ("town hired a trapper for beavers in the ditch on my land", {"official_duty": True}),
    ("got my chicken license last spring, do i have to redo it every yr?", {"chicken_question": "renewal"}),
    ("My son's 4-H steer will be kept at the Marquette County fairgrounds", {"fairgrounds": True}),
    ("The sellers left their coop and run and told us their permit covers it", {"chicken_question": "new_owner"}),
    ("can I turn part of my attached garage into the chicken coop?", {"chicken_question": "attached_garage"}),
    ("my 6 hens hatched 9 chicks lol. do the babies count toward the 6?", {"chicken_question": "chicks_count"}),
    ("Our little kids want to hold the chickens all the time", {"chicken_question": "handling"}),
    ("has like 15 chickens and no permit. who do i even call", {"chicken_question": "enforcement"}),
])
def test_extract_fifth_trial_points(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("One of my hens has started crowing!! Does that make her a rooster?", {"chicken_question": "crowing_hen", "rooster": None}),
    ("I rent out a house and my tenant is keeping goats. Can I get penalized?", {"landlord": True, "owns_property": None}),
    ("we rent, can we keep chickens?", {"owns_property": False}),
    ("renting a pony for the party, its only there like 3 hrs", {"over_24_hours": False}),
    ("Our dog bit someone. The officer says he has to be quarantined. Can he stay home, and for how long?", {"asks_quarantine": True}),
])
def test_extract_more_fifth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


def test_not_a_store_is_not_a_retailer():
    assert extract_facts("can i sell 2 baby bunnies? im just a regular person not a store")["retailer"] is False
    assert extract_facts("our pet store sells chicks")["retailer"] is True


@pytest.mark.parametrize("text,facts", [
    ("With her and our buck that's 9 rabbits. Are we over a limit?", {"asks": "over_limit"}),
    ("today he showed up in my yard again, no leash, no muzzle", {"roaming": True}),
    ("my dog is strictly indoor. do i really need to licence her? shes 2. twn of cedarburg", {"dog_age_months": 24.0}),
    ("my dog is 85 lbs, he's 40 pounds heavier than me", {"dog_age_months": None}),
    ("neighbors dog comes over n pees on my arborvitaes every day", {"concern": "property_damage"}),
])
def test_extract_trial_5_replay_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,value", [
    ("I live in the City of Mequon, right next to the Town of Cedarburg. When is my dog license due?", "other:City of Mequon"),
    ("I own the lot next to mine too, both residential, Town of Cedarburg. Can I keep 6 hens on each lot?", "town_of_cedarburg"),
    ("town of cedarburg, near the village of grafton", "town_of_cedarburg"),
])
def test_the_place_lived_in_not_the_neighbour(text, value):
    assert parse_municipality(text) == value


@pytest.mark.parametrize("text,facts", [
    ("My daughter is being deployed for four months and her 6-year-old German shepherd is staying with us", {"dog_age_months": 72.0}),
    ("neighbor in westfield village has like 10+ cats", {"count_over_five_months": 10.0}),
    ("my dog bit the neighbors dog through the fence", {"concern": "attacked_animal"}),
    ("my dog bit a kid at the dog park", {"concern": None}),
    ("can we keep 2 ostriches on our farm", {"species": "ostriches"}),
    ("Does he have to wear a muzzle in our own fenced backyard too?", {"on_premises": True}),
    ("do i get half off since the yr is almost over? gotta licence him", {"asks_half": True}),
    ("Two of my hens are barely laying. Can I sell them to a farmer I know?", {"chicken_question": "sell_hens"}),
    ("can my coop be uninsulated if I use a heat lamp?", {"chicken_question": "coop_build"}),
    ("I own the lot next to mine too. Can I keep 6 hens on each lot?", {"adjoining_lots_same_owner": 2.0, "hen_count": 12.0}),
    ("is it illegal to leave my dog in a hot car while i run into the store?", {"concern": "vehicle_heat"}),
    ("my neighbor keeps his beagle in a tiny crate all day, it cant even turn around", {"concern": "space"}),
    ("Somebody hit my dog on the road and just kept driving", {"concern": "vehicle_hit"}),
    ("neighbor lets his dog crap on my front lawn", {"concern": "feces"}),
    ("church is doing a brat fry fundraiser in the park, can i bring my dog?", {"concern": "food_event"}),
])
def test_extract_sixth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("ours bit their little terrier and it needed stitches", {"concern": "attacked_animal"}),
    ("our dog bit the mail carrier", {"concern": None}),
    ("there's a dog shut in a car with the windows up in the parking lot", {"concern": "vehicle_heat"}),
    ("her shepherd is coming to stay with us. We already have two dogs of our own", {"dog_count": 3.0}),
    ("neighbor in westfield village has like 10+ cats", {"someone_elses": True, "count_over_five_months": 10.0}),
])
def test_extract_replay_six_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


def test_all_concerns_lists_every_point():
    from bot.parsers import all_concerns
    assert all_concerns("Somebody hit my dog on the road and kept driving. The vet bill is big.") == ["vehicle_hit"]  # a vet bill is not a question of medical care


@pytest.mark.parametrize("text,facts", [
    ("i found some owl feathers on a hike, can i bring them home?", {"species": "owl", "raptor_parts": True}),
    ("coyotes keep coming for my chickens, can i shoot one?", {"concern": "harming"}),
    ("kids keep throwing rocks at the geese in the pond", {"concern": "harming"}),
    ("can i butcher a hen in my garage?", {"chicken_question": "slaughter"}),
    ("can i sell chicken manure compost from my hens?", {"chicken_question": "sell_hens"}),
    ("does the chicken licence go with the house?", {"chicken_question": "new_owner"}),
    ("can we raffle a bunny at the school fair? it's not dyed.", {"dyed": False}),
    ("how much is the bee license fee", {"about_bees": True, "asks": "cost"}),
    ("my dog bit a guy who came in our gate", {"concern": None}),
])
def test_extract_seventh_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("do i hav to keep my dogs collar on inside at nite? the tags jingle", {"tag_question": "wear", "activity": "confined_indoors"}),
    ("Our dog bit a guy who reached over our fence to pet him.", {"concern": None}),
    ("our dog bit someone, his rabies shot is current", {"concern": None}),
    ("can i shoot a coyote", {"concern": "harming"}),
])
def test_extract_trial_7_replay_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,facts", [
    ("Our lab mix bit our neighbor's teenage son on the hand", {"concern": None}),
    ("My neighbor's dog bit me while I walked my dog", {"concern": None}),
    ("my dogs town license tag fell off (not the rabies one, the license one)", {"no_tag": True, "tag_lost": None, "license_tag_lost": True}),
    ("Do we have to notify our neighbors or get them to sign off on our hens?", {"chicken_question": "neighbor_notice"}),
])
def test_extract_eighth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,concern", [
    ("The rabies certificate doesn't list an expiration date. When is the next shot due?", None),
    ("our dog's rabies shot is current", None),
    ("my neighbor shot a deer in his yard", "harming"),
    ("can i shoot a coyote", "harming"),
])
def test_shot_as_a_vaccination_is_not_shooting(text, concern):
    assert extract_facts(text).get("concern") == concern


# Trial 9 (session 4): the routing misses on new questions, each read from its own wording.
@pytest.mark.parametrize("text,facts", [
    ("neighbors guinea hens roam all over the road n into my yard every day", {"roaming": True, "species": "guinea hens"}),
    ("theres a cow walking down main st in westfield village", {"roaming": True, "species": "cow"}),
    ("leave her in the car the whole time (windows cracked). Is that allowed in the public cemetery?", {"concern": "cemetery"}),
    ("When I visit my husband's grave I'd like to bring my little dog", {"concern": "cemetery"}),
    ("my outside dogs water bowl freezes solid by noon in jan", {"concern": "food_water"}),
    ("upstairs neighbors parrot screams for like 2 hrs every morning", {"concern": "noise"}),
    ("our cat has ringworm. ok to bring her to the adoption day?", {"contagious": True, "concern": "medical"}),
    ("my dog has a sore paw", {"contagious": None}),
    ("the grave danger of a loose dog", {"concern": None}),  # "grave" as an adjective is not a burial place
    ("dogs rabies cert says it expires march 3 but the vet cant get her in til march 17. is 2 wks late a big deal?",
     {"dog_age_months": None, "booster_late": True}),                         # "2 wks late" is not the dog's age
    ("how much is the late fee on a dog license", {"booster_late": None}),
    ("he bit a kid on our street. The officer ordered him quarantined", {"bit_person": True}),
    ("my cat scratched the neighbor kid pretty bad, didnt bite her tho", {"scratch_only": True}),
    ("the dog bit and scratched my son", {"scratch_only": None}),
    ("Can I sell banana bread and cookies made with my hens' eggs at the farmers market?", {"chicken_question": "egg_products"}),
    ("My grandmother left me a vintage sea otter fur coat. Can I sell it online?", {"species": "sea otter"}),
    ("is a pet capuchin monkey legal?", {"species": "capuchin monkey"}),
])
def test_extract_ninth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


@pytest.mark.parametrize("text,value", [
    ("just moved to westfield, indiana. do dogs have to be leashed on the sidewalks there?", "other:Westfield, Indiana"),
    ("Westfield NJ leash law", "other:Westfield, NJ"),
    ("Village of Westfield, Wisconsin", "village_of_westfield"),
    ("I'm in Westfield", None),  # bare: the bot asks which one
])
def test_a_westfield_or_cedarburg_in_another_state_is_not_ours(text, value):
    assert parse_municipality(text) == value


@pytest.mark.parametrize("text,point", [
    # Trial 9's points asked, in the residents' words
    ("What information is supposed to be on the rabies tag the vet gives you?", "tag_contents"),
    ("If I get a kennel license from the Town of Cedarburg, how many tags do they give me?", "kennel_tag_count"),
    ("We hired a dog walker. Can she walk our dog that was declared vicious?", "walker"),
    ("Who decides how much it costs to get your dog out of the pound?", "impound_fee"),
    ("keeps digging holes in the grass strip between the sidewalk n the road", "parkway"),
    ("The chain-link kennel next door has a broken panel with sharp wire sticking out", "structure"),
    ("The town officer removed a neglected dog and asked me to foster it. Who pays me back for the food?", "lien"),
    ("do i need a town permit to trap coyotes on my own land?", "trap_permit"),
    ("I was riding my bike and a cat darted out. I hit it", "bicycle"),
    ("Can I set up a glass observation beehive inside my classroom?", "school_hive"),
    ("I want to raise about 25 Cornish cross meat chickens for 8 weeks", "meat_birds"),
    ("does the chicken run have to be attached to the coop or can it be on the other side of the yard?", "run_connected"),
    ("What does the Village of Westfield count as 'livestock'?", "definition"),
    ("My friend is going on vacation for two weeks and asked if her 3 hens can stay at my place", "temporary_keeping"),
    ("We moved to the Town of Cedarburg in May with our 4-year-old dog. If we license him in June, will we be charged the late fee?", "moved_in"),
    ("A neighbor reported me for having 5 cats. If this ends up in court, can the judge make me rehome some of them?", "court_order"),
    ("where do i apply for a chicken permit in westfield village", "where_apply"),
    ("who hands out dog licenses, the county or the town??", "where_apply"),
    # Trial 10 (session 4), asked in other words
    ("is my dogs license from last year still good or do i pay again?", "renewal"),
    ("Do fixed dogs get a lower licence rate? Ours was neutered last spring", "neuter_rate"),
    ("how do i apply for a bee license", "how_apply"),
    ("we've had hens since before the ordinance. are we grandfathered?", "grandfathered"),
    ("does someone inspect the coop before we get the license?", "inspection"),
    ("can my seizure response dog come with me to the cemetery?", "other_assistance_dog"),
    ("where is the town pound?", "pound_location"),
    ("the feed store won't sell me less than 6 chicks", "retail_minimum"),
    ("I work nights and sleep during the day; the dog next door barks all day. Is there a daytime rule?", "time_of_day"),
    ("can i complain anonymously about the barking dog next door?", "anonymous"),
    ("why is there a limit on dogs in the town?", "why_rule"),
    # and words that are not those points
    ("we moved here last year, how do I license my dog?", None),  # no late fee asked
    ("my neighbor walks his vicious dog without a muzzle", None),    # the owner walking it
    ("his dog has a broken leg and he won't take it to the vet", None),  # not the housing
    ("I took an injured stray to the vet, who pays me back?", "maybe_stray"),  # not the lien (no officer removed it); "stray" is only a vehicle-accident point
    ("can i keep chickens while renting", None),
])
def test_the_point_asked(text, point):
    from bot.parsers import parse_point

    assert parse_point(text) == point  # the first point matched (extract_facts keeps them all)


@pytest.mark.parametrize("text,facts", [
    ("My mare has a skin infection the vet says can spread to other horses", {"contagious": True}),
    ("I'd like to build an outdoor aviary in my backyard for about 10 finches", {"species": "finches"}),
    ("I take my dog's collar off for her weekly obedience class. Am I breaking a rule?", {"tag_question": "wear", "activity": "training"}),
    ("do i really gotta bag it?", {"concern": "feces"}),
    ("my dog has his tags n is licensed, he just got out the gate for an hr", {"roaming": True}),
    ("Could we just let them go in the pond at the park?", {"abandoned": True}),
    ("Is the 3-cat limit per apartment or for the whole building?", {"asks": "over_limit"}),
    ("Another neighbor claims he flattens some of her flowers", {"concern": "property_damage"}),
    ("neighbor shuts his dog in a metal shed w no windows all afternoon, its like 90 out", {"concern": "shelter"}),
    ("Late last night a loose horse ran into the side of my car on a road", {"concern": "vehicle_hit"}),
    ("ive phoned town hall 3 times this month about the yappy dog behind us", {"concern": "noise", "point": "phone_complaints"}),
])
def test_extract_tenth_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts


# Trial 11 (session 4), after its grading
@pytest.mark.parametrize("text,facts", [
    ("Is a licence needed for each of our 2 labs separately, or does one household licence cover both?", {"point": "each_dog"}),
    ("is feeding my dog once a day legal? vet said its fine for him", {"concern": "food_water"}),
    ("can i pony my horse down the town road off the back of my 4 wheeler?", {"concern": "vehicle_lead"}),
    ("The neighbors' orange cat basically lives at our place now. Can we just take him with us when we move?", {"concern": "taking_animal"}),
    ("My 17-year-old was behind the wheel of my SUV when a collie darted out and got clipped", {"concern": "vehicle_hit"}),
    ("can my ducks waddle across the street to the pond?", {"roaming": True}),
    ("r there any spots where my pup can run free w/o a lead?", {"roaming": True}),
    ("Pup had diarrhea on the trail, couldnt get it all bagged", {"concern": "feces", "point": "not_solid"}),
    ("Deer are devouring my hostas and tulips", {"concern": "property_damage", "species": "deer"}),
    ("If a dog that's already been declared vicious gets caught running loose, can the police just put it down?", {"concern": None}),
    ("I have a PTSD service dog. Does he get the free license?", {"service_dog": None, "point": "other_assistance_dog"}),
    ("my guide dog got a free license last year", {"service_dog": True}),
    ("I'd like to start a rent-a-hen business, renting hens to families for the summer", {"point": ["business", "temporary_stay"]}),
])
def test_extract_eleventh_trial_facts(text, facts):
    found = extract_facts(text)
    assert {k: found.get(k) for k in facts} == facts
