"""The routing table (``bot.rules.routing.REROUTES``) as data: every row names a topic that has a
rule, and every row is reached by a resident question, with the topic the intent classifier
might have guessed, and no earlier row takes that question first (row order matters).

Each question below is the row's ``example`` (or a close variant of it) run through the
parsers, plus what the NLU would tag (an ``animal`` or ``species`` entity) and the municipality
slot.
"""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from bot.rules import REROUTES, TOPICS, decide, reroute_for, route

# row name -> (topic guessed, resident question, NLU entities and slots)
EXAMPLES = {
    'town_vehicle_hit_loose': ('at_large', 'Late last night a loose horse ran into the side of my car on a Town of Cedarburg road. It limped off toward a farm. Was I required to tell someone?', {}),
    'town_impounded_care': ('animal_care', "Animal control picked up our cat in the Town of Cedarburg. The lady at the shelter said animals can't be released unless they're licensed, but I didn't think cats needed a license here? Do I have to license her to get her back?", {'animal': 'cat'}),
    'town_impounded_penalties': ('penalties', 'if my dog gets picked up while im away on vacation how many days before they can get rid of him??', {'municipality': 'town_of_cedarburg'}),
    'brought_in_rabies': ('animal_care', 'we just adopted an 8 month old lab from a shelter up north and moved into the Town of Cedarburg last week. how long do i have to get him a rabies shot? shelter didnt give us any paperwork', {'municipality': 'town_of_cedarburg'}),
    'town_rabid_exposure_disease': ('diseased_animal', 'our cat got into a fight with a raccoon that turned out to be rabid. shes never had a rabies shot. how long does she have to be kept locked up?', {'municipality': 'town_of_cedarburg', 'animal': 'cat'}),
    'village_chicken_point': ('barking', "who do I call about my neighbor's chickens? they keep getting out", {'municipality': 'village_of_westfield'}),
    'village_poultry_damage': ('property_damage', "the neighbor's chickens get out and scratch up my garden", {'municipality': 'village_of_westfield', 'animal': 'chicken'}),
    'poisonous_species': ('dog_license', "is a tarantula ok? they're a little poisonous", {'municipality': 'town_of_cedarburg'}),
    'impound_grounds_stay': ('impoundment', 'the officer never saw it: can he impound him?', {'municipality': 'town_of_cedarburg'}),
    'impound_grounds_car_chasing': ('pet_theft', 'if i call in about my neighbors dog that keeps chasing cars, will an officer just come take it? dont they have to see it themselves? town of cedarburg', {'animal': 'dog'}),
    'concern_decides': ('dog_license', "the neighbor's dog killed my hens , locked in a pickup in the heat", {'municipality': 'town_of_cedarburg'}),
    'town_rabies_tag_lost': ('dog_license', 'my dogs rabies tag fell off in the woods, how do i get a replacment?', {'municipality': 'town_of_cedarburg'}),
    'listed_species_not_cruelty': ('cruelty', 'my son wants to raise a coyote pup as a pet , not an act of cruelty', {'municipality': 'town_of_cedarburg'}),
    'village_shelter_costs': ('at_large', 'cited ... my dog was held at a shelter: do I have to pay the shelter and vet bills?', {'municipality': 'village_of_westfield'}),
    'village_court_outcome': ('dog_license', 'if the judge rules in my favor, do I still pay?', {'municipality': 'village_of_westfield'}),
    'village_feeding_wild_noise': ('wild_animals', 'he feeds forty wild geese that honk from dawn on', {'municipality': 'village_of_westfield'}),
    'town_quarantine_muzzle': ('bite', 'rabies quarantine signs went up: is a basket muzzle enough?', {'municipality': 'town_of_cedarburg'}),
    'town_fouling': ('at_large', 'ppl keep letting there dogs poop on my front lawn and just walk off. town of cedarburg. is that against the rules??', {'animal': 'dog'}),
    'feces_moved_not_removed': ('barking', 'kicked it down into the weeds so nobody steps in it', {'municipality': 'town_of_cedarburg'}),
    'town_rabid_exposure': ('rabies_vaccination', 'he killed a rabid bat', {'municipality': 'town_of_cedarburg'}),
    'town_release_fee_later': ('dog_license', 'animal control has my dog and the release fee is more than I have till payday', {'municipality': 'town_of_cedarburg'}),
    'town_vet_euthanasia': ('animal_care', 'Our old collie is failing and our vet offered to come to the house and euthanize him peacefully. A neighbor claims the Town of Cedarburg code says only police or humane officers may kill an animal. Would an in-home vet euthanasia go against the ordinance?', {}),
    'village_farm_animal_loose': ('impoundment', 'two sheep pushed through the fence and are eating my hostas: can the police impound them?', {'municipality': 'village_of_westfield'}),
    'near_food_outdoors': ('barking', 'can I wait in line at the food truck window with my dog?', {'municipality': 'town_of_cedarburg'}),
    'noise_not_limit': ('dog_license', "20 dogs barking in a licensed boarding kennel's runs: does the barking rule apply?", {'municipality': 'town_of_cedarburg'}),
    'town_taking_animal': ('impoundment', "the dog next door is left alone all day: can I take it to my sister's farm?", {'municipality': 'town_of_cedarburg'}),
    'roaming_not_theft': ('pet_theft', 'can my dog just roam around loose in the Town of Cedarburg? hes really friendly and always comes home', {'animal': 'dog'}),
    'roaming_is_it_legal': ('impoundment', 'my dog keeps slipping out and running around the road, is that actually illegal', {'municipality': 'town_of_cedarburg'}),
    'town_vicious_test': ('bite', 'bit my son in March and then bit a jogger ... At what point is it officially a vicious dog?', {'municipality': 'town_of_cedarburg'}),
    'town_bite_owner_duties': ('vicious_dog', "my neighbor's dog bit my 9 year old son: what is the dog owner required to do now?", {'municipality': 'town_of_cedarburg'}),
    'keep_contained': ('vicious_dog', "my neighbor's dog runs loose up and down our road: isn't the owner supposed to keep it contained?", {'municipality': 'town_of_cedarburg'}),
    'town_weather_care': ('at_large', "my dog is tied out while I'm at work: what must I provide when the weather turns bad?", {'municipality': 'town_of_cedarburg'}),
    'town_vicious_handler_age': ('bite', 'let our 14 yr old walk our dog thats been labeled vicious? leashed', {'municipality': 'town_of_cedarburg'}),
    'town_trespasser_bitten': ('at_large', 'our rottweiler got a thief by the leg: do we have to report our own dog?', {'municipality': 'town_of_cedarburg'}),
    'village_hens_loose': ('chickens', "my neighbor's chickens got out and were wandering around the street", {'municipality': 'village_of_westfield'}),
    'village_chicken_penalty': ('penalties', "what's the penalty if someone breaks the chicken ordinance?", {'municipality': 'village_of_westfield', 'animal': 'chicken'}),
    'village_street_grazing': ('wild_animals', 'tie the goats along the street so they can graze it', {'municipality': 'village_of_westfield'}),
    'town_quarantine_notice': ('rabies_vaccination', 'a rabies quarantine notice is posted: does my vaccinated dog have to be tied?', {'municipality': 'town_of_cedarburg'}),
    'town_shade': ('barking', 'if I tie my dog out on hot days, do I need to give him shade?', {'municipality': 'town_of_cedarburg'}),
    'town_keep_neighbors_pet': ('animal_care', "the neighbor's cat keeps wandering into our yard and the kids want to keep her", {'municipality': 'town_of_cedarburg'}),
    'town_found_wild_young': ('animal_care', 'we found a baby deer', {'municipality': 'town_of_cedarburg'}),
    'town_raptor_parts': ('livestock', 'I found some owl feathers out west: can I bring them home?', {'municipality': 'town_of_cedarburg'}),
    'coop_trap': ('chickens', 'some critter keeps getting into our coop at night: can I set traps?', {'municipality': 'town_of_cedarburg'}),
    'person_beating': ('at_large', 'a man hitting his dog, and the dog looks really skinny, guessed as a vehicle accident', {'municipality': 'town_of_cedarburg'}),
    'sale_rooster_definition': ('animal_sale', 'chicks from the farm store, one turned out a boy: does he count as a rooster?', {'municipality': 'town_of_cedarburg'}),
    'village_walk_on_lead': ('livestock', 'the Board approved our goats: may I walk them on leads down the street?', {'municipality': 'village_of_westfield'}),
    'exotic_species': ('dog_limit', 'a ferret from the pet shop: are they on the banned list?', {'municipality': 'town_of_cedarburg'}),
    'vehicle_hit': ('bite', 'backed over my own dog in our driveway', {'municipality': 'town_of_cedarburg'}),
    'dyed_animals': ('chickens', 'a pen of pastel-dyed chicks for Easter photos', {'municipality': 'town_of_cedarburg'}),
    'farm_animal_roaming': ('chickens', 'guinea hens roam all over the road', {'municipality': 'town_of_cedarburg'}),
    'village_farm_animal_kept': ('at_large', 'thinking about getting 2 goats to keep the grass down in my yard in the village of westfield. is that allowed?', {}),
    'village_hens_died': ('diseased_animal', 'two of my hens died overnight and a third one looks really sick. do I have to report that?', {'municipality': 'village_of_westfield', 'animal': 'chicken'}),
    'village_farm_animal_stay': ('animal_care', 'Can he keep his horse at my place in westfield village for 2 nights?', {}),
    'village_contagious': ('rabies_quarantine', 'our cat has ringworm: can she go to the adoption day at the pet store?', {'municipality': 'village_of_westfield'}),
    'property_damage': ('impoundment', "the neighbor's lab flattens her flowers", {'municipality': 'town_of_cedarburg'}),
    'village_any_animal_noise': ('wild_animals', "the upstairs neighbor's parrot screams", {'municipality': 'village_of_westfield'}),
    'village_sick_animal_roaming': ('at_large', 'a dog with open sores wanders the neighborhood', {'municipality': 'village_of_westfield'}),
    'care_concern': ('impoundment', 'do I have to haul my horses water every day?', {'municipality': 'town_of_cedarburg'}),
    'small_pet_care': ('chickens', 'we keep our two rabbits in the garage with no heat when it is 20 degrees out, is that ok?', {'municipality': 'town_of_cedarburg', 'species': 'rabbit'}),
    'town_hen_medical': ('chickens', 'do I legally have to take a hen with bumblefoot to the vet?', {'municipality': 'town_of_cedarburg'}),
    'dogs_on_farmland': ('livestock', 'Half our property is residential and half ag: how many dogs can we have?', {'municipality': 'town_of_cedarburg', 'animal': 'dog'}),
    'count_names_limit': ('livestock', 'how many cats are we allowed to have in our house? my daughter keeps bringing home strays lol', {'municipality': 'village_of_westfield', 'animal': 'cat'}),
    'hen_limit': ('dog_limit', 'we have 6 hens: does the limit apply on E-1?', {'municipality': 'town_of_cedarburg'}),
    'chick_trade': ('animal_care', 'a guy is selling baby chicks out of a box with no heat lamp', {'municipality': 'town_of_cedarburg', 'animal': 'chicken'}),
    'feces_concern': ('barking', "couldn't get it all bagged: am I in violation?", {'municipality': 'town_of_cedarburg'}),
    'retailer_minimum': ('chickens', "the farm store won't sell me fewer than 6 chicks", {'municipality': 'town_of_cedarburg'}),
    'chicken_question': ('dog_license', 'can I butcher an old hen?', {'municipality': 'town_of_cedarburg'}),
    'hens_died': ('bite', 'two of my hens died overnight out of nowhere, no injuries, guessed as vicious dogs', {'municipality': 'town_of_cedarburg'}),
    'rabbit_count': ('dog_limit', '9 rabbits: are we over a limit?', {'municipality': 'town_of_cedarburg'}),
    'cat_count': ('dog_limit', 'I foster cats: is there a limit?', {'municipality': 'village_of_westfield', 'animal': 'cat'}),
    'boarding': ('dog_limit', 'in-home boarding', {'municipality': 'town_of_cedarburg'}),
    'town_bite_isolation': ('rabies_quarantine', 'he bit a kid', {'municipality': 'town_of_cedarburg'}),
    'town_quarantine_cost': ('bite', 'quarantined at an isolation facility: who pays for the facility and the vet exams?', {'municipality': 'town_of_cedarburg'}),
    'bit_then_impounded': ('bite', 'my cat bit a kid and animal control took her: how long do they keep her?', {'municipality': 'town_of_cedarburg'}),
    'bite_named': ('wild_animals', 'our dog snapped at my brother in law during the holiday dinner, broke the skin a bit. ok to hold off calling anyone till monday? town of cedarburg', {'animal': 'dog'}),
    'tag_question': ('dog_license', 'do I have to keep his collar on inside at night? )', {'municipality': 'town_of_cedarburg'}),
    'town_license_point': ('dog_limit', "got my dog's tag from the town in 2023: still good, or pay again each yr?", {'municipality': 'town_of_cedarburg'}),
    'bee_license': ('dog_license', 'how much is the bee licence?', {'municipality': 'town_of_cedarburg'}),
    'hives_not_hens': ('chickens', "our HOA says our beehives violate the subdivision rules. Doesn't the town license override the HOA?", {'municipality': 'town_of_cedarburg'}),
    'abandoned': ('chickens', "can't keep our bunny anymore, thinking we just let him go in the woods", {'municipality': 'town_of_cedarburg'}),
    'food_event': ('dog_limit', 'I own a bar', {'municipality': 'town_of_cedarburg'}),
    'village_amish_livestock': ('impoundment', "the Mennonite family's buggy horse, and now a dairy cow", {'municipality': 'village_of_westfield'}),
    'exotic_off_topic': ('rabies_vaccination', 'can I keep a shark? misread as a barking or licence question', {'municipality': 'town_of_cedarburg'}),
    'species_keeping': ('chickens', 'a fawn , a peacock ), ducks are not chickens', {'municipality': 'town_of_cedarburg'}),
}


def _facts(text, extra):
    return {**{k: v for k, v in extract_facts(text).items() if v is not None}, **extra}


def test_every_row_has_an_example_and_a_unique_name():
    names = [row.name for row in REROUTES]
    assert len(names) == len(set(names))
    assert set(EXAMPLES) == set(names)
    assert all(row.example for row in REROUTES)


def test_fixed_targets_are_topics():
    assert all(row.target in TOPICS for row in REROUTES if isinstance(row.target, str))


@pytest.mark.parametrize("name", [row.name for row in REROUTES])
def test_row_is_reached_by_its_example(name):
    topic, text, extra = EXAMPLES[name]
    facts = _facts(text, extra)
    row = reroute_for(topic, facts)
    assert row is not None and row.name == name, (row and row.name, facts)
    answered = route(topic, facts)
    assert answered in TOPICS
    assert decide(topic, facts).topic == answered


def test_no_row_keeps_a_question_where_the_classifier_put_it_when_nothing_points_elsewhere():
    # "how many dogs may I keep in the Town?" stays a dog-limit question
    assert reroute_for("dog_limit", {"municipality": "town_of_cedarburg", "animal": "dog"}) is None
    assert route("dog_limit", {"municipality": "town_of_cedarburg", "animal": "dog"}) == "dog_limit"


def test_first_row_wins():
    # a Village hen question about neighbors' chickens getting out is § 195-14G's enforcement, not poultry at large
    facts = {"municipality": "village_of_westfield", "chicken_question": "enforcement", "animal": "chicken"}
    assert reroute_for("property_damage", facts).name == "village_chicken_point"
    assert route("property_damage", facts) == "chickens"
