"""Resident trials of session 18 (223 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import extract_facts, own_animal_named
from tests.trial_cases import assert_leads


@pytest.mark.parametrize("text, own, kind", [
    ("my neighbors dog got picked up by the town, how long do they have to get him back", None, None),  # someone else's
    ("our landlords cat keeps getting out", None, None),
    ("my dog got picked up", True, "dog"),
    ("my 2 dogs bark", True, "dog"),
])
def test_own_animal_not_a_neighbours(text, own, kind):
    """"my neighbors dog" (SMS-style, no apostrophe) is not the resident's animal (graders of session 17)."""
    assert extract_facts(text).get("own_animal") is own
    assert own_animal_named(text) == kind


CASES_S18 = [
    # § 95-7: "If within seven days after such notice the owner does not claim such animal, ...": the notice goes to the
    # owner, who need not be the resident asking
    ("s17 neighbour impound", "impoundment", "my neighbors dog got picked up by the town of cedarburg, how long do they "
     "have to get him back", {"animal": "dog"}, "impoundment", "Seven days after the officer's notice to the owner: "
     "within that time the owner may reclaim the animal by paying the impoundment fees", None),
    # § 95-4: a late fee if the owner "failed to obtain a license prior to April 1 of each year, or within 30 days of
    # acquiring ownership of a licensable dog": "by when" asks the deadline, not the (unstated) amount
    ("224-r03", "dog_license", "I got a 1 year old dog from a breeder in february. by when do I need to license him so I "
     "dont get hit with a late fee?", {"municipality": "town_of_cedarburg", "animal": "dog"}, "dog_license",
     "Within 30 days of acquiring a dog five months old or older, and after that before April 1 of each year", None),
    ("s18 late fee amount", "dog_license", "how much is the late fee for a dog license in the town of cedarburg?",
     {"animal": "dog"}, "dog_license", "There is a late fee, set by the Town Board (ch. 95 states no amount)", None),
    # § 95-16: "In the case of farm animals, nothing in this section shall be construed as imposing shelter requirements or
    # standards more stringent than normally accepted husbandry practices ..."; no doghouse for cattle
    ("224-r15", "animal_care", "our goats only have a lean-to, is that enough shelter? town of cedarburg", {},
     "animal_care", "For farm animals the section imposes no shelter requirements 'more stringent than normally accepted "
     "husbandry practices' in the county where the animal or shelter is located.", True),
    # § 95-17: "The owner ... may redeem the animal within five days after notice by paying the expenses incurred": a
    # neighbour's horses are paid for by their owner
    ("224-r16", "animal_care", "A deputy took my neighbor's two horses because they were starving. How long does he have "
     "to get them back, and does he have to pay for anything? Town of Cedarburg", {}, "animal_care",
     "Five days after the notice, and yes, the owner pays: the owner can redeem the animal within five days", None),
    # ch. 195: "for more than 24 hours ... unless specific advance approval has been granted by the Village Board"
    # § 95-22: "A litter of pups or a portion of a litter may be kept for not more than five months from birth"
    ("226-r21", "dog_limit", "We have 3 dogs on our lot in a regular subdivision and one of them just had 6 puppies. Are we "
     "over the limit now? How long can we keep the puppies?", {"municipality": "town_of_cedarburg"}, "dog_limit",
     "Not while the pups are under five months old: a litter of pups (or part of one) may be kept for not more than five "
     "months from birth", None),
    # § 95-23: "Bees may be kept on residentially zoned properties only with a license"; "Applications for a license to
    # keep bees shall be made to, and on a form prescribed by, the Town Clerk"
    ("225-r22", "bees", "I'd like to start keeping bees in my backyard. We're in a residential subdivision in the Town of "
     "Cedarburg. Is that allowed and what do I have to do?", {}, "bees", "Yes, with a Town license: apply to the Town "
     "Clerk on the Town's form, with a site plan for the hives and a sworn statement that you notified all owners and "
     "occupants of properties within 500 feet at least 10 days before applying.", None),
    # § 95-23: "Bees may also be kept on residentially zoned properties ... only with a license": a plain yes first
    ("227-r22", "bees", "Thinking about getting into beekeeping. We live in a subdivision in the Town of Cedarburg - is "
     "that allowed or do you need to be on a farm?", {}, "bees", "Yes, with a Town license, if your lot is zoned "
     "residential: on a residentially zoned property bees may be kept only with one", None),
    # ch. 195: "No more than three cats over five months old shall be kept ...": a stray kitten counts only later
    ("227-r30", "cat_limit", "How many cats are we allowed in the Village of Westfield? We have 3 grown cats and my "
     "daughter just brought home a stray kitten", {}, "cat_limit", "Three cats over five months old per residential "
     "household, and you have 3, which is within it; a kitten does not count until it is over five months old, and if you keep the "
     "stray, from then the household will have 4, more than three.", None),
    # ... and of 4 kittens, only the one kept will count once it is over five months old
    ("228-r30", "cat_limit", "we have 3 cats and one of them just had 4 kittens :) do the kittens count toward the cat limit "
     "in westfield village? we want to keep one", {}, "cat_limit", "Not until they are over five months old", None),
    # § 95-13: "Constrictor snakes, six feet in length or more." "I dont have any kind of game farm license" is no licence
    ("230-r12", "wild_animals", "Can I keep my 7 foot boa constrictor at my house in the Town of Cedarburg? I dont have any "
     "kind of game farm license.", {}, "wild_animals", "No: constrictor snakes, six feet in length or more, are on the list "
     "of animals that may not be kept, unless a state game farm license has been issued. At 7 feet, yours is on it.", None),
    ("s18 game farm constrictor", "wild_animals", "I have a state game farm license. Can I keep my 7 foot boa constrictor in "
     "the Town of Cedarburg?", {}, "wild_animals", "Not without a state game farm license; with one, yes: constrictor "
     "snakes, six feet in length or more, are on the § 95-13 list", None),
    # § 95-16: "In the case of farm animals, nothing in this section shall be construed as imposing shelter requirements or
    # standards more stringent than normally accepted husbandry practices ..."
    ("230-r15", "animal_care", "do the animal shelter rules mean my beef cattle need a barn? we raise them the same way "
     "everybody around here does", {"municipality": "town_of_cedarburg"}, "animal_care", "No more than normal husbandry",
     True),
    # § 95-16: "If a dog is tied or confined unattended outdoors under weather conditions which adversely affect the health of
    # the dog, a shelter of suitable size to accommodate the dog shall be provided."
    ("229-r15", "animal_care", "Is it legal to keep my dog tied outside in winter without a dog house? Town of Cedarburg",
     {"animal": "dog"}, "animal_care", "Not without a shelter in weather that harms its health: 'If a dog is tied or "
     "confined unattended outdoors under weather conditions which adversely affect the health of the dog", True),
    # ch. 195: "No domestic animal afflicted with a contagious or infectious disease shall be allowed ... to be exposed in
    # any public place whereby the health of man or beast may be affected"
    ("229-r25", "diseased_animal", "vet says our dog has kennel cough, its contagious. can i still take him to the dog park "
     "and around town this week?", {"municipality": "village_of_westfield"}, "diseased_animal", "No: "  # plain (trial 257 r25)
     "a domestic animal with a contagious or infectious disease may not run at large or 'be exposed in any public "
     "place whereby the health of man or beast may be affected'", None),
    # § 95-10: "... on any street, alley or other public or private property ... This section shall not apply to a person
    # who is visually or physically handicapped."
    ("232-r09", "feces", "in the town of cedarburg, does the pick up after your dog rule only cover streets or private lawns "
     "too? also my dad is in a wheelchair and walks our dog, is he on the hook for it", {"animal": "dog"}, "feces",
     "The clean-up rule makes an exception: § 95-10 does not apply to a person who is visually or physically handicapped. "
     "For everyone else it covers 'any street, alley or other public or private property'.", None),
    ("231-r09", "feces", "guy down the road never picks up after his dog, it poops all over the road shoulder and peoples "
     "lawns. town of cedarburg, is that allowed?", {"animal": "dog"}, "feces", "No: the owner or person in charge of a "
     "dog or other animal 'shall not permit solid fecal matter of such animal to deposit on any street", None),
    # § 95-19: "This section shall not apply to trapping within the confines of buildings or homes."
    ("231-r18", "trapping", "Raccoons are getting into my garage and my barn. What are the rules for setting traps?",
     {"municipality": "town_of_cedarburg"}, "trapping", "Inside a building or home, the Town's trapping section does not "
     "apply: 'This section shall not apply to trapping within the confines of buildings or homes.' Outside them, traps must "
     "comply with Wisconsin's trapping law (Wis. Stat. ch. 29, state law)", None),
    # ch. 195: "No more than three cats over five months old ...": kittens kept past five months put 3 cats over
    ("232-r30", "cat_limit", "We have 3 grown cats in westfield village and one just had kittens. do the kittens count "
     "toward the cat limit?", {"animal": "cat"}, "cat_limit", "Not until they are over five months old", None),
    # § 95-23: "No hive shall be located closer than 25 feet from any property line of a property in different ownership,
    # nor shall they be located in the front or street yard."
    ("232-r22", "bees", "how close to my property line can i put a beehive in a residential neighborhood in the town of "
     "cedarburg? and can it go in the front yard", {}, "bees", "At least 25 feet from the property line of a property in "
     "different ownership, and not in the front yard: 'No hive shall be located closer than 25 feet", None),
    # ch. 195: "... disturb the peace by loud noises at any time of the day or night."
    ("232-r27", "barking", "my neighbors dogs bark all afternoon. someone told me the animal noise rule only covers "
     "nighttime, is that true?", {"municipality": "village_of_westfield"}, "barking", "Day or night: the Village's noise "
     "rule sets no hours: 'It shall be unlawful to harbor or keep any animals which disturb the peace by loud noises at any time of the "
     "day or night.'", True),
    # § 95-4: the late fee if the owner "failed to obtain a license prior to April 1 of each year"
    ("234-r27", "barking", "neighbors dogs bark like crazy all afternoon but they stop by 9pm. neighbor says since its not "
     "at night it's fine. is that right?", {"municipality": "village_of_westfield"}, "barking", "Day or night: the "
     "Village's noise rule sets no hours", True),
    # § 95-6: "within any twelve-month period it bites two or more persons": two bites, dates not exact
    ("236-r05", "vicious_dog", "what actually makes a dog count as 'vicious' here in the town of cedarburg? my neighbors dog "
     "bit a jogger last fall and a kid this month", {"animal": "dog"}, "vicious_dog", "Two bites make a dog vicious if both "
     "were within twelve months: 'a dog shall be deemed as being of a vicious disposition if within any twelve-month "
     "period it bites two or more persons", True),
    # ch. 195: "any person who inhumanely beats, underfeeds, overloads, or abandons any animal shall be deemed guilty of a
    # violation of this section"
    ("236-r28", "animal_care", "Village of Westfield question. My neighbor is barely feeding his dog, you can see its ribs. "
     "He's not hitting it or anything. Does just underfeeding count as cruelty?", {"animal": "dog"}, "animal_care",
     "Underfeeding counts on its own: 'any person who inhumanely beats, underfeeds, overloads, or abandons any animal "
     "shall be deemed guilty of a violation of this section.'", True),
    ("t177-r28", "animal_care", "I'm pretty sure the guy down the road is barely feeding his dog, you can see its ribs. is "
     "that against the law? Village of Westfield", {"animal": "dog"}, "animal_care", "It is unlawful: underfeeding is "
     "named on its own", True),
    # § 95-4: "failed to obtain a license prior to April 1 of each year": "its already May" is after it
    ("237-r03", "dog_license", "I forgot to renew my dogs license this year and its already May. Is there a penalty for "
     "being late?", {"municipality": "town_of_cedarburg", "animal": "dog"}, "dog_license", "A late fee applies because the "
     "license was not obtained before April 1.", None),
    # § 195-14C(7): "To prevent chickens from flying out of the run, fencing shall be of enough height, be covered, or the
    # chickens shall have their wings clipped."
    ("238-r38", "chickens", "my hens keep flying right over the run fence. what does the village actually require me to do "
     "about that?", {"municipality": "village_of_westfield"}, "chickens", "The run must keep the chickens from flying out: "
     "the fencing must be high enough, or covered, or the chickens' wings clipped.", None),
    # ch. 195: "This rule shall apply to rabbits and other similar animals": "4 house rabbits" are counted
    ("238-r30", "cat_limit", "does the 3 cat limit also count for bunnies? we have 4 house rabbits",
     {"municipality": "village_of_westfield"}, "cat_limit", "Over the limit: the limit is three rabbits over five months old "
     "per residential household, and 4 is more than that.", None),
    # § 95-14: "... in any quantity less than six": "can I just buy 3 of them"
    ("240-r13", "animal_sale", "the farm store is selling baby chicks. can I just buy 3 of them for my kids for easter?",
     {"municipality": "town_of_cedarburg"}, "animal_sale", "No, not 3 alone if they are under two months old", None),
    # § 95-11: "... break, bruise, tear up, crush or injure any lawn, flower bed, plant, shrub, tree or garden in any manner
    # whatsoever, or to defecate thereon": digging is damage, not only fouling
    ("240-r10", "property_damage", "neighbors dog keeps coming over and digging up my flower beds. is that actually against "
     "town of cedarburg rules or only if it poops in my yard", {"animal": "dog"}, "property_damage", "It is unlawful to let "
     "an animal go onto a parkway or someone else's land without permission and damage any lawn, flower bed", None),
    # § 95-15: "If potable water is not accessible to the animals at all times, it shall be provided daily and in sufficient
    # quantity for the health of the animal."
    ("242-r14", "animal_care", "Town of Cedarburg - my dogs kennel doesnt have an automatic waterer. is filling the bucket "
     "once a day enough legally?", {"animal": "dog"}, "animal_care", "Daily, if it is not always accessible, in sufficient "
     "quantity", None),
    # § 95-21: "... a dog, cat or other animal which appears to be a pet shall immediately notify the Town Constable ..."
    ("242-r20", "vehicle_accident", "I hit a dog with my car last night on a road in the Town of Cedarburg, it ran off "
     "limping. no collar. am I supposed to report this to someone? who?", {"animal": "dog"}, "vehicle_accident",
     "Notify the Town Constable or an animal control agency serving the Town, immediately", None),
    # § 95-13: "Constrictor snakes, six feet in length or more." and the licensed pet shop exception
    ("242-r12", "wild_animals", "I have a licensed pet shop in the Town of Cedarburg and want to start selling big "
     "constrictor snakes, like 7-8 ft pythons. Is that ok?", {}, "wild_animals", "Constrictor snakes, six feet in length "
     "or more, are on the § 95-13 list, but the list does not apply to animals in the care", True),
    ("242-r30", "cat_limit", "We have 2 cats in the Village of Westfield and one just had 4 kittens. Are we over the cat "
     "limit now? we want to keep a couple", {"animal": "cat"}, "cat_limit", "No, not over: the limit is three cats over five "
     "months old per residential household, and you have 2; the young ones do not count until they are over five months "
     "old, and then the household will have 4, more than three.", None),
    # § 95-2A: "... or, if no date is specified, within three years after the previous vaccination"
    ("244-r01", "rabies_vaccination", "my vet forgot to put an expiration date on my dogs rabies certificate.. how long until "
     "the shot has to be redone? town of cedarburg", {"animal": "dog"}, "rabies_vaccination", "Within three years after "
     "the previous vaccination", None),
    # § 95-6: "unless muzzled or on a leash in charge of the owner or a member of the owner's immediate family over 16"
    ("244-r05", "vicious_dog", "our dog was declared vicious after biting 2 people. can my 15 year old son walk him if hes "
     "muzzled and on a leash? Town of Cedarburg", {"animal": "dog"}, "vicious_dog", "Muzzled, it reads as yes: 'No vicious "
     "dog shall be allowed off the premises of its owner unless muzzled or on a leash", True),
    ("s18 unmuzzled teen", "vicious_dog", "our dog was declared vicious. can my 15 year old son walk him on a leash without "
     "a muzzle? Town of Cedarburg", {"animal": "dog"}, "vicious_dog", "Not without a muzzle", None),
    # ch. 195: "No more than three cats over five months old": a kitten to be adopted counts once over five months
    ("247-r30", "cat_limit", "Village of Westfield: how many cats am I allowed? I have 3 grown cats already and want to "
     "adopt a kitten", {"animal": "cat"}, "cat_limit", "Three cats over five months old per residential household, and you have 3, "
     "which is within it; the kitten is under five months, so it does not count yet; once it is over five months old the household "
     "will have 4, more than three.", None),
    # § 95-7: "In order for an animal to be impounded, the impounding officer must see or hear the violation of this chapter
    # or have in his possession a signed statement of a complaining witness made under oath ..."
    ("250-r06", "pet_theft", "if i call in about my neighbors dog that keeps chasing cars, will an officer just come take "
     "it? dont they have to see it themselves? town of cedarburg", {"animal": "dog"}, "impoundment", "Not on a word alone: "
     "'In order for an animal to be impounded, the impounding officer must see or hear the violation", None),
    ("232-r03", "dog_license", "forgot to renew my dogs license this year, its march 20. am i going to get a late fee "
     "already or do i have until some date?", {"municipality": "town_of_cedarburg", "animal": "dog"}, "dog_license",
     "No: the late fee is for a license not obtained before April 1, so a license obtained on March 20 (before April "
     "1) is on time.", None),
    ("224-r31", "zoning", "If the animal chapter says one thing and the zoning code says something different, which one "
     "wins? Village of Westfield", {}, "zoning", "The zoning code, where the two conflict", None),
]


@pytest.mark.parametrize("case, topic, text, extra, rule, lead, open_point", CASES_S18, ids=[c[0] for c in CASES_S18])
def test_trials_s18(case, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_farm_shelter_has_no_doghouse():
    """Trial 224 r15: beef cattle on pasture get § 95-16's farm-animal rule, not the doghouse sentence."""
    d = assert_leads("animal_care", "my beef cattle stay out on pasture all winter with just a windbreak. does the shelter "
                     "rule mean I have to put them in a barn? Town of Cedarburg", {}, "animal_care", "No more than normal "
                     "husbandry: 'In the case of farm animals")
    assert "doghouse" not in d.outcome and "'\"caged\" does not include farm fencing" in d.outcome


def test_zoning_example_keeps_the_24_hours():
    """Trial 224 r31: the livestock example keeps ch. 195's 'for more than 24 hours'."""
    d = assert_leads("zoning", "which one wins, zoning or the animal chapter? Village of Westfield", {}, "zoning",
                     "The zoning code, where the two conflict")
    assert "Village Board approval to be kept in the Village for more than 24 hours" in d.outcome


def test_neighbour_prompt_says_a_report_is_not_a_formal_complaint():
    """Trial 224 r45: the offer to file a complaint says it is not by itself a formal, written complaint (§ 95-12)."""
    from actions.sections import vague_prompt

    assert "not a formal, written complaint unless staff accept it as one" in vague_prompt("neighbor", "town_of_cedarburg")
    assert "not a formal, written complaint unless staff accept it as one" in vague_prompt("neighbor")
    # § 95-12's formal complaints are the Town's: not said to a Village resident (trials 291 and 292, r45)
    village = vague_prompt("neighbor", "village_of_westfield")
    assert "formal" not in village
    assert village.endswith('say "file a complaint" to pass a report to Village of Westfield staff.')


def test_kept_kitten_counted_alone():
    """Trial 228 r30: "we want to keep one" of 4 kittens: 3 + 1 once it is over five months old, not 7."""
    d = assert_leads("cat_limit", "we have 3 cats and one of them just had 4 kittens :) do the kittens count toward the cat "
                     "limit in westfield village? we want to keep one", {}, "cat_limit", "Not until")
    assert "the household will have 4, more than three" in d.outcome and "will have 7" not in d.outcome


def test_indoor_trapping_names_the_section_not_state_law():
    """Trial 228 r18: § 95-19's exemption is the Town section's ('This section shall not apply to trapping within the
    confines of buildings or homes'), not state law's."""
    d = assert_leads("trapping", "what are the rules on trapping in the town of cedarburg?", {}, "trapping",
                     "§ 95-19 does not ban trapping; it sets a condition: traps set, placed or tended in the Town must "
                     "comply with Wisconsin's trapping law")
    assert "The Town's section (§ 95-19) does not apply to trapping inside buildings or homes." in d.outcome


@pytest.mark.parametrize("text, lead_no", [
    ("vet says our dog has kennel cough, its contagious. can i still take him to the dog park?", True),
    ("my dog has something contagious. is there any rule against taking him to the dog park til hes better?", False),
    ("my dog has mange. is there any rule about taking him out in public while hes sick?", False),
])
def test_diseased_no_only_to_can_i(text, lead_no):
    """Trial 229 r25: "can I still take him to the dog park?" gets "No, ..." (ch. 195, diseased animals); "is there any rule
    against/about ...?" must not, where "No" would read as "no rule" (bench t65-r25, t91-r25)."""
    d = assert_leads("diseased_animal", text, {"municipality": "village_of_westfield"}, "diseased_animal", "")
    assert d.outcome.startswith("No: a domestic animal with a contagious") is lead_no  # plain "No" (trial 257 r25)
    assert "'be exposed in any public place whereby the health of man or beast may be affected'" in d.outcome


def test_kittens_of_unknown_number_warned():
    """Trial 232 r30: 3 grown cats and a litter: not over now, but any kitten kept past five months puts them over three."""
    d = assert_leads("cat_limit", "We have 3 grown cats in westfield village and one just had kittens. do the kittens count "
                     "toward the cat limit?", {"animal": "cat"}, "cat_limit", "Not until")
    assert "the young ones do not count until they are over five months old, and then any you keep will put the household " \
           "over three." in d.outcome


def test_racket_at_all_hours_is_the_noise_rule():
    """Trial 233 r27: "animals that make a racket at all hours, even at 3am. anything I can do?" fell back; it is ch. 195's
    noise rule ("It shall be unlawful to harbor or keep any animals which disturb the peace by loud noises ...")."""
    text = "the people behind me have animals that make a racket at all hours, even at 3am. anything I can do?"
    assert extract_facts(text)["concern"] == "noise"
    assert_leads("barking", text, {"municipality": "village_of_westfield"}, "barking", "You can report it: 'It shall be "
                 "unlawful to harbor or keep any animals which disturb the peace by loud noises")
    from tests.trial_cases import fallback_reply

    reply = fallback_reply(text, [{"name": "ask_penalties", "confidence": 0.29}, {"name": "ask_chickens", "confidence": 0.23},
                                  {"name": "ask_barking", "confidence": 0.17}])
    assert reply["text"].startswith("Which municipality")


def test_chicken_enforcement_contact_names_the_police():
    """Trial 238 r35: § 195-14G, "The provisions of this section shall be enforced by the Village Police Department.": the
    footer no longer says only "Ask the Village Clerk"."""
    d = assert_leads("chickens", "who do I call about my neighbors chickens getting loose all the time? is it the village "
                     "clerk or the cops", {"municipality": "village_of_westfield"}, "chickens",
                     "The Village Police Department enforces § 195-14.")
    assert d.contact.startswith("Report problems to the Village of Westfield Police Department")


def test_home_quarantine_keeps_or_other_evidence():
    """Trial 239 r08: § 95-5, "... if the animal is immunized currently against rabies as evidenced by a valid certificate of
    rabies vaccination or other evidence": the step no longer drops "or other evidence"."""
    d = assert_leads("bite", "my dog nipped the mail carrier yesterday and broke the skin. what am i supposed to do now? Town "
                     "of Cedarburg", {"animal": "dog"}, "bite", "")
    assert any("as evidenced by a valid certificate of rabies vaccination or other evidence" in s.text for s in d.steps)


def test_waterer_bucket_is_not_a_fallback():
    """Trial 242 r14 fell back ("kennel" pulled the NLU to licences); "waterer" and the daily bucket are § 95-15's water."""
    from tests.trial_cases import fallback_reply

    reply = fallback_reply("Town of Cedarburg - my dogs kennel doesnt have an automatic waterer. is filling the bucket once "
                           "a day enough legally?", [{"name": "ask_feces", "confidence": 0.18},
                                                     {"name": "ask_animal_care", "confidence": 0.17},
                                                     {"name": "ask_dog_license", "confidence": 0.10}])
    assert reply["text"].startswith("Daily, if it is not always accessible, in sufficient quantity: 'If potable water is "
                                    "not accessible to the animals at all times")


def test_is_what_my_neighbor_is_doing_allowed_asks_what():
    """Trial 245 r45: "hi, is what my neighbor is doing with their animals allowed?" has no facts: the bot asks what the
    animal is doing, instead of falling back to sections."""
    from bot.parsers import vague_request

    assert vague_request("hi, is what my neighbor is doing with their animals allowed?") == "neighbor"
    assert vague_request("is what my dog does allowed?") is None  # a dog named: not the no-facts question


def test_coop_in_the_garden_shed_is_not_out_of_scope():
    """Trial 248 r37: "build the chicken coop into part of my garden shed" was taken for out of scope (0.87). The coop
    point is § 195-14C(6)'s ("A coop may be part of an unattached yard shed or garage"): the municipality is asked, and
    with it given, the chickens rule answers."""
    from actions.actions import ActionOutOfScope
    from tests.trial_cases import question_tracker, run_action

    text = "Can I just build the chicken coop into part of my garden shed instead of a separate building?"
    messages, events = run_action(ActionOutOfScope, question_tracker(text, "out_of_scope", confidence=0.87))
    assert messages[0]["text"].startswith("Which municipality")
    assert {"event": "slot", "name": "topic", "value": "chickens", "timestamp": None} in events
    messages, _ = run_action(ActionOutOfScope, question_tracker(text, "out_of_scope", {"municipality": "village_of_westfield",
                                                                                        "chicken_question": "coop_location"},
                                                                confidence=0.87))
    assert "part of an unattached yard shed or garage" in messages[0]["text"]


def test_two_bites_and_a_teen_handler_is_the_vicious_dog_rule():
    """Trial 248 r05 (wrong): "has bitten 2 people since last fall. Their 14 yr old son walks it" went to the bite rule;
    it is § 95-6's muzzle-or-leash rule, conditional on the twelve months."""
    d = assert_leads("bite", "My neighbors dog has bitten 2 people since last fall. Their 14 yr old son walks it around the "
                     "block on a leash every day. is that even allowed in the Town of Cedarburg?", {"animal": "dog"},
                     "vicious_dog", "If both bites were within twelve months, the dog is vicious under § 95-6 ('within any "
                     "twelve-month period it bites two or more persons'), and then it is not allowed without a muzzle")
    assert "and 14 is not over 16." in d.outcome
