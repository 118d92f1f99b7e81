"""Resident trial 16 (session 6), graded on the build after trial 15's fixes (8db00a5): 9 correct, 21
partly, 14 wrong, 1 fallback of 45. Each question below, with the topic the NLU gave it, goes through
the parsers and the rules as the actions run them and now leads with what the text says on the point
asked; where the text leaves the point open, the answer says so. The values asserted come from the
seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts
from bot.rules import decide
from tests.trial_cases import assert_leads

T16 = [
    ("r01", "rabies_vaccination", "We're relocating from Germany to the Town of Cedarburg this summer with our 3-year-old shepherd. Her rabies vaccination is recorded in her EU pet passport by our German vet and it's good for another two years. Will that be accepted over here, or does she have to be vaccinated again after we arrive?",
     {}, "rabies_vaccination", "Ch. 95 accepts a current certificate for a dog brought into", True),
    ("r02", "rabies_vaccination", "Back in March the vet wrote intact on Rocky's rabies paperwork. He got fixed in May at another practice. When I go to the Town of Cedarburg treasurer for his tag, does the rabies paperwork have to be redone to reflect the surgery?",
     {}, "rabies_vaccination", "Ch. 95 has no rule for updating it: § 95-2B lists what the v", True),
    ("r03", "dog_license", "im blind n forgot to pick up my guide dogs free license this yr til may. town of cedarburg. do i owe the late fee even tho the license itself costs nothing?",
     {}, "dog_license", "The text does not settle it: a dog trained to lead blind or", True),
    ("r04", "dog_license", "We got our kennel license from the Town of Cedarburg last year for our beagle breeding setup (conditional use permit and everything). Our old retired girl, Pepper, lives in the house with us and never goes out to the kennel building. Does Pepper still need her own individual dog license, or can she just wear one of the kennel tags?",
     {}, "dog_license", "The text does not say directly: a kennel license is taken 'i", True),
    ("r05", "dog_license", "Our lab puppy hits five months on December 10th. Town of Cedarburg. If I license her that week, is it good through next year, or am I buying another one three weeks later?",
     {}, "dog_license", "A license runs to December 31: 'The license year shall comme", False),
    ("r06", "vicious_dog", "rabies quarantine signs went up in twn of cedarburg. my dogs shots r overdue. if i put a basket muzzle on him can he still run loose in our yard (no fence) or does he need to be tied up",
     {}, "rabies_quarantine", "The quarantine rule names a muzzle as one option: 'If a dist", False),
    ("r07", "vicious_dog", "Town of Cedarburg: the farm across from our school bus stop keeps a big gander that charges the kids every morning, hissing and nipping at their legs. One girl came home with bruises. The owner just laughs it off. Is there anything in the animal ordinance about an aggressive bird?",
     {}, "vicious_dog", "The vicious-dog rule is for dogs, but § 95-6 also reaches an", True),
    ("r08", "at_large", "Is it OK under the Town of Cedarburg rules to clip my dog's leash to the bench outside the town hall and leave him there for ten minutes while I pay my property taxes inside?",
     {}, "at_large", "The text does not address a short unattended tie-up: a dog i", True),
    ("r09", "impoundment", "My dog got picked up by animal control in the Town of Cedarburg while I was in the hospital. By the time I was discharged it had been ten days, and the shelter told me he was sold to a family on day eight. Is there any way to get him back from the people who bought him?",
     {}, "impoundment", "Ch. 95 gives no way to undo the sale: 'If the owner does not", True),
    ("r10", "cemetery", "I'm a sighted volunteer who raises future guide dogs. My current pup is eight months old and won't start formal guide work for another year. Can he come along when I visit my dad's grave in the public cemetery in the Town of Cedarburg?",
     {}, "cemetery", "Not under the text: § 95-8 exempts only 'Every dog specially", False),
    ("r11", "bite", "our cat bit my sisters hand n she went to urgent care. the clinic said they report animal bites themselves so i dont have to call the constable, right? town of cedarburg",
     {}, "bite", "Not as ch. 95 reads: § 95-9 puts the duty on the owner: 'Eve", False),
    ("r12", "feces", "dog went on the road shoulder n i just kicked it down into the weeds so nobody steps in it. that counts as cleaning up, yes? town of cedarburg",
     {"municipality": "town_of_cedarburg"}, "feces", "No: § 95-10 says the owner or person in charge 'shall not pe", False),
    ("r13", "property_damage", "I own a rental house in the Town of Cedarburg. My tenant's two huskies have dug craters all over the back lawn and shredded the shrubs I planted last year. The lease allows pets. Is this a violation of the town's rule on animals damaging property, or just something between me and the tenant under the lease?",
     {}, "property_damage", "Ch. 95 does not settle it: § 95-11 makes it unlawful to perm", True),
    ("r14", "barking", "A woman who lives two miles away jogs past our farm every morning, and she's now filed two written complaints with the Town of Cedarburg about our collie barking at her from the porch. None of our actual neighbors mind. Do her complaints count when she doesn't even live around here?",
     {}, "barking", "Ch. 95 does not limit who may file: 'A dog or cat is conside", True),
    ("r15", "cruelty", "My teenage son wants to build a rainforest vivarium with captive-bred poison dart frogs. The breeder swears frogs raised in captivity on crickets never develop any toxin. Town of Cedarburg: are those allowed, or does the ban on poisonous animals still catch them?",
     {}, "wild_animals", "If it is poisonous, no: the § 95-13 list of animals that may", True),
    ("r16", "wild_animals", "my 8 yr old caught a praying mantis in the garden n wants to keep it in a jar w air holes for a week. my husband says carnivorous insects are banned here lol. for real?? town of cedarburg",
     {"municipality": "town_of_cedarburg"}, "wild_animals", "A praying mantis is not on § 95-13's named list of animals t", True),
    ("r17", "animal_sale", "Our parish festival in the Town of Cedarburg has a ping-pong ball toss where kids win a live goldfish in a bag. Someone on the committee says the town bans giving live animals as prizes. Is that right?",
     {}, "animal_sale", "§ 95-14's prize ban covers only dyed fowl and rabbits: 'No p", False),
    ("r18", "animal_care", "The lady next door in the Town of Cedarburg feeds her cat a homemade vegan diet for ethical reasons. The cat has gotten really thin and its coat looks awful. Is there anything in the animal rules about what you have to feed a pet?",
     {}, "animal_care", "Ch. 95 sets no amount: 'The food shall be sufficient to main", True),
    ("r20", "animal_care", "cant afford my dog anymore n the shelter is closed weekends. if i leave him tied to their front door sat night w food n a note is that abandoning him? twn of cedarburg",
     {}, "animal_care", "It may well be: 'No person may abandon any animal.' The text", True),
    ("r21", "cruelty", "My roommate thought it would be funny to give my beagle a piece of his THC gummy. She was stumbling and terrified for hours and we ended up at the emergency vet. We live in the Town of Cedarburg. Is there an ordinance against what he did?",
     {}, "cruelty", "No person may expose a pet animal owned by another to a know", False),
    ("r22", "trapping", "I run a small nuisance-wildlife removal business and a homeowner in the Town of Cedarburg hired me to trap raccoons in her back yard. Since I'm working on a resident's behalf, am I covered by the same exception the town's own people get under the trapping section?",
     {}, "trapping", "No, that exception is for the Town's own work: 'Nothing in t", False),
    ("r23", "pet_theft", "Saw a spaniel panting hard in a closed-up car at the gas station in the Town of Cedarburg last week. If it happens again, can I break the window, take the dog and drive it to my own vet? Or would that count as dognapping under the town code?",
     {}, "pet_theft", "Ch. 95 gives a bystander no such exception: 'No person may t", False),
    ("r24", "bite", "backed over my own dog in our driveway this morning :( shes at the vet, shell be ok. do i still have to notify the constable if it was my dog on my own property? twn of cedarburg",
     {}, "vehicle_accident", "Yes, as written: § 95-21 makes no exception for your own pet", False),
    ("r25", "dog_limit", "I'm legally blind. Besides our three pet dogs, my guide dog Juno is at home with us on an R-2 parcel in the Town of Cedarburg. Is a working guide dog exempt from the town's cap on dogs, or would Juno put us over?",
     {}, "dog_limit", "Ch. 95 makes no guide-dog exception to the limit: 'No family", True),
    ("r26", "bees", "how long is a town of cedarburg beekeeping license valid? one season? forever?",
     {}, "bees", "Ch. 95 does not say: § 95-23 requires the license ('No perso", True),
    ("r27", "chickens", "Besides our house, we own a second residential lot in the Town of Cedarburg about a block away with nothing built on it. Our own yard is tiny. Could we put the coop and six hens on the empty lot instead?",
     {}, "chickens", "Ch. 95 does not clearly allow it: hen chickens are permitted", True),
    ("r28", "chickens", "twn of cedarburg hen run: bird netting on top ok or does it need a solid roof?",
     {}, "chickens", "The text sets the standard, not the material: the run must b", False),
    ("r29", "chickens", "Half joking, half not: the Town of Cedarburg animal code says nobody may disturb birds' eggs. I have a licensed backyard flock. Am I technically breaking the law every time I collect eggs from the nest boxes?",
     {}, "chickens", "Ch. 95 does not address eggs from your own hens: § 95-18 say", True),
    ("r30", "chickens", "I run a licensed family child care out of my home in the Town of Cedarburg (R-1). We'd like four hens as our family's pets, but the daycare kids would help feed them as a nature activity. Would that make the hens business-related?",
     {}, "chickens", "The text does not settle it: 'Chickens are for personal (non", True),
    ("r32", "chickens", "westfield village hen owner. waterer freezes solid overnight in jan, i thaw it every morn around 7. is a few hrs of frozen water against the chicken rules?",
     {}, "chickens", "The standard has no winter exception: § 195-14C(5) says '(5)", True),
    ("r34", "at_large", "Cattle from a farm just outside the Village of Westfield keep pushing through his fence and wandering onto our street and lawns. The farmer says village ordinances don't apply to him because his farm isn't in the village. Is he right?",
     {}, "at_large", "The at-large rule is not limited to Village residents: 'It s", False),
    ("r35", "animal_care", "My neighbor in the Village of Westfield dumps out cracked corn every day and now about forty Canada geese camp in his yard honking from dawn on. They aren't his pets, they're wild. Does feeding them make the village animal noise rule apply to him?",
     {}, "barking", "Ch. 195 does not settle it: its noise rule says 'It shall be", True),
    ("r36", "animal_care", "is it animal cruelty to feed live mice to my ball python? he refuses the frozen ones village of westfield",
     {"municipality": "village_of_westfield"}, "animal_care", "The text does not name such practices: ch. 195 says 'No per", True),
    ("r37", "food_premises", "I'm opening a small cafe on Main Street in the Village of Westfield and I'll live in the apartment upstairs with my golden retriever, separate entrance out back. Can my dog live upstairs, or does the no-animals rule for food businesses cover the whole building?",
     {}, "food_premises", "The text does not name an apartment in the same building: it", True),
    ("r38", "cat_limit", "I run a small licensed group home for seniors in the Village of Westfield, six residents. The residents adore our four cats. Does the three-cat limit apply to a group home, or only to ordinary family households?",
     {}, "cat_limit", "Ch. 195 does not say: 'No more than three cats over five mon", True),
    ("r39", "livestock", "Last year a judge ordered my dog removed from the Village of Westfield, so he lives with my parents out in the country now. Could I bring him back to my house just for Thanksgiving weekend, or is he banned for good?",
     {}, "penalties", "Ch. 195 does not say how long a removal lasts or whether vis", True),
    ("r40", "chickens", "chicken permit in westfield village. got violations in oct n dec last yr. its a new yr now so clean slate? or would a 3rd one in march cost me the permit",
     {}, "chickens", "No clean slate on January 1: § 195-14E says 'In the event th", False),
    ("r41", "chickens", "A storm ripped the roof panels off our chicken coop in the Village of Westfield. We're putting back the same size roof in the same spot. Does fixing it count as modifying the coop, so we'd need a new permit?",
     {}, "chickens", "Ch. 195 does not define modify: the permit 'shall remain val", True),
    ("r42", "chickens", "The neighbor's permitted hens scratch around right along our shared fence in the Village of Westfield, and my elderly dog is beside himself, pacing and whining at them all day. Does the chicken section protect animals bothered by hens, or only people?",
     {}, "chickens", "It reaches animals too: § 195-14C(11) says no one shall keep", True),
]


@pytest.mark.parametrize("qid, topic, text, extra, rule, lead, open_point", T16, ids=[row[0] for row in T16])
def test_trial16_answers_lead_with_the_point_asked(qid, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_r24_backing_over_your_own_dog_is_a_vehicle_accident_not_a_bite():
    d = decide("bite", {k: v for k, v in extract_facts("backed over my own dog in our driveway this morning :( shes at the vet, "
                                                        "shell be ok. do i still have to notify the constable if it was my dog on my own "
                                                        "property? twn of cedarburg").items() if v is not None})
    assert d.topic == "vehicle_accident" and d.cited == ["§ 95-21"] and "14 days" not in d.text()


def test_r25_a_guide_dog_besides_three_pets_makes_four():
    f = extract_facts("I'm legally blind. Besides our three pet dogs, my guide dog Juno is at home with us on an R-2 parcel in the "
                      "Town of Cedarburg. Is a working guide dog exempt from the town's cap on dogs, or would Juno put us over?")
    assert f["dog_count"] == 4
    assert "Over the limit: 4 dogs" in decide("dog_limit", {k: v for k, v in f.items() if v is not None}).text()


@pytest.mark.parametrize("text, point, absent", [
    # the replay bench's older questions that the new points must leave alone
    ("our school fair wants to give away dyed bunnies as prizes (town of cedarburg). is that ok?", None, "prize"),
    ("town hired a trapper for beavers in the ditch on my land and set traps right where i walk my dog. can they do that",
     None, "town_agent"),
    ("My boyfriend and I adopted our husky together, both our names are on the rescue papers.", "co_owner", "rescue"),
])
def test_trial16_points_do_not_fire_on_older_questions(text, point, absent):
    from bot.parsers import parse_points

    found = parse_points(text)
    assert absent not in found
    assert point is None or point in found
