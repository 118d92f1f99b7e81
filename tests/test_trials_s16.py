"""Resident trials of session 16 (177 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from bot.parsers import colloquial_town, extract_facts
from tests.trial_cases import assert_leads, decide_question, extracted_slots

CASES_S16 = [
    # § 95-20: "No person may take the dog or cat of another from one place to another without the owner's consent"
    ("177-r19", "impoundment", "my neighbor took my cat to the shelter without even asking me because she 'thought it was "
     "a stray'. is that legal in the town of cedarburg?", {"animal": "cat"}, "pet_theft",
     "No one may take another person's dog or cat from one place to another", None),
    # § 95-17: "... does not, within five days after notice, redeem the animal by paying the expenses incurred ..."
    ("178-r16", "animal_care", "a deputy took my horse saying it was too thin. How long do I have to get her back and do I "
     "have to pay anything? Town of Cedarburg", {}, "animal_care",
     "Five days after the notice: the owner can redeem the animal within five days after notice by paying the expenses "
     "incurred", None),
    # § 95-22: "The preexisting number of licensed dogs shall not, however, be applicable to any future owner or tenant"
    ("178-r21", "dog_limit", "we've had 4 dogs licensed on our lot since way before the 3 dog limit came in (1980s). we're "
     "selling the house in the town of cedarburg - can the buyers keep 4 dogs too?", {}, "dog_limit",
     "No, the grandfathering does not pass to the new owner: the number licensed on the parcel as of January 6, 1988 "
     "'shall not, however, be applicable to any future owner or tenant", None),
    # ch. 195: "any person violating this chapter shall pay all expenses, including shelter, food, handling, veterinary
    # care and testimony necessitated by the enforcement of this chapter"
    ("178-r32", "penalties", "if I get cited for a dog violation, who pays for the dogs boarding and vet bills while its "
     "being dealt with Village of Westfield", {"animal": "dog"}, "penalties",
     "The violator pays them: 'In addition to the foregoing penalties, any person violating this chapter shall pay all "
     "expenses, including shelter, food, handling, veterinary care", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household": a found kitten
    # counts once it is over five months old (trial 177 r30's grader)
    ("177-r30", "cat_limit", "how many cats am I allowed to have? we have 3 and just found a stray kitten Village of "
     "Westfield", {"animal": "cat"}, "cat_limit", "Three cats over five months old per residential household, and you have 3, "
     "which is within it; a kitten does not count until it is over five months old, and if you keep the stray, from then the "
     "household will have 4", None),  # its age not given (trial 229 r30's grader)
    # § 95-24(3): "The maximum number of hens per premises is six." and (8) the license: both asked, both answered
    ("179-r23", "chickens", "thinking about getting some backyard hens. how many can i have and do i need a permit? Town of "
     "Cedarburg", {"animal": "chicken"}, "chickens", "Up to six hens, no roosters, and yes, a license is needed: 'The maximum "
     "number of hens per premises is six.'", None),
    ("179-r23 village", "chickens", "thinking about getting some backyard hens. how many can i have and do i need a permit? "
     "Village of Westfield", {"animal": "chicken"}, "chickens", "Up to six chickens, no roosters, and yes, a permit from the "
     "Village Clerk is needed: 'Up to six chickens are allowed with a permit.'", None),
    # § 195-14E: the grounds for revocation, then the hearing
    ("179-r40", "chickens", "what would make them take away my chicken permit? and can i fight it Village of Westfield",
     {"animal": "chicken"}, "chickens", "Three violations within twelve months revoke the permit", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household."
    ("179-r30", "cat_limit", "How many cats can I have in the Village of Westfield? We've got 4 right now, all adults.",
     {"animal": "cat"}, "cat_limit", "Over the limit: the limit is three cats over five months old per residential "
     "household, and 4 is more than that.", None),
    # § 95-16: "When sunlight is likely to cause heat exhaustion of an animal tied or caged outside, sufficient shade ..."
    ("180-r15", "animal_care", "My dog is tied out in the backyard while im at work. In the summer what do I legally have to "
     "give him for the sun? Town of Cedarburg", {"animal": "dog"}, "animal_care",
     "Shade is required when the sun could cause heat exhaustion", None),
    # ch. 195 food premises: "... except seeing-eye dogs"
    ("180-r29", "animal_care", "I'm blind and use a guide dog. The cafe owner in Westfield Village told me the village code "
     "says no animals where food is served. Is that right?", {"animal": "dog"}, "food_premises",
     "A seeing-eye dog may come in, the rule's only exception", None),
    # § 95-4: the late fee if the owner failed to obtain a license "within 30 days of acquiring ownership of a licensable dog"
    ("182-r03", "dog_license", "we got a 3 year old lab from my sister in May. How long do i have to license him before i "
     "get hit with a late fee? town of cedarburg", {"animal": "dog"}, "dog_license",
     "Within 30 days of acquiring a dog five months old or older, and after that before April 1 of each year", None),
    # § 95-3A: "on or before the date the dog becomes five months of age"
    ("182-r03 puppy", "dog_license", "we just got a 10 week old puppy, how long do we have to license her? town of cedarburg",
     {"animal": "dog"}, "dog_license", "Until it is five months old: a license is required on or before the date the dog "
     "becomes five months old", None),
    # § 95-15: "If potable water is not accessible to the animals at all times, it shall be provided daily ..."
    ("182-r14", "animal_care", "Town of Cedarburg: does water have to be available to my goats 24/7 or is filling the "
     "trough once a day enough?", {}, "animal_care", "Daily, if it is not always accessible, in sufficient "
     "quantity: 'If potable water is not accessible to the animals at all times, it shall be provided daily", None),
    # § 95-22: "If more than one family resides on a residential lot, then only a total of three dogs shall be allowed"
    ("184-r21", "dog_limit", "we're renting the upstairs of a duplex in the town of cedarburg. downstairs family has 2 dogs. "
     "can we bring our 2 dogs or is the limit per house?", {"animal": "dog"}, "dog_limit",
     "Not on a residential lot: when more than one family lives on a residential lot, only a total of three dogs is allowed "
     "there, and 4 dogs is over that.", None),
    # § 95-20: no person may "carry it out of the Town" without the owner's consent
    ("184-r19", "animal_care", "My old roommate left her cat with me months ago and won't answer my texts. I'm moving out of "
     "the Town of Cedarburg next week. Can I just take the cat with me without her ok?", {"animal": "cat"}, "pet_theft",
     "No one may take another person's dog or cat from one place to another, carry it out of the Town", None),
    # § 95-5: "examination of the animal on the first day of isolation, on the last day of isolation and on one intervening day"
    ("184-r04", "bite", "Our dog nipped the mail carrier and the officer is letting us keep him quarantined at home in the "
     "town of cedarburg. how many times does the vet actually have to see him during the quarantine?", {"animal": "dog"},
     "bite", "At least three times: the quarantine includes, 'at a minimum', 'examination of the animal on the first day of isolation", None),
    # § 95-16: "nothing in this section shall be construed as imposing shelter requirements or standards more stringent than
    # normally accepted husbandry practices"
    ("184-r15", "animal_care", "Do my horses out in the pasture need the same kind of shelter as a dog would? Whats the rule "
     "for farm animals Town of Cedarburg", {}, "animal_care", "No more than normal husbandry", None),
    # § 95-2A: "revaccinated within one year after the initial vaccination"
    ("184-r01", "rabies_vaccination", "my pup got her first rabies shot last fall when she was about 6 months. is that good "
     "for 3 years or does she need another one soon? Town of Cedarburg", {"animal": "dog"}, "rabies_vaccination",
     "No, not the first shot: the dog must be 'revaccinated within one year after the initial vaccination'", None),
    # § 95-13: "Tigers (Panthera tigris)" may not be kept; buying one is the protected-animal sale ban, a note after
    ("185-r12", "wild_animals", "can I have a pet tiger cub?? a guy online is selling one lol Town of Cedarburg", {},
     "wild_animals", "No: tigers are on the list of animals that may not be kept, unless a state game farm license has "
     "been issued.", None),
    # § 195-14E: "three violations of this section within any twelve-month period"
    ("185-r40", "chickens", "what happens to my chicken permit if I get written up a few times Village of Westfield",
     {"animal": "chicken"}, "chickens", "Three violations within twelve months revoke the permit", None),
    # § 95-2A: "If the owner obtains the dog or brings the dog into the Town ... after the dog has reached five months of age"
    ("187-r01", "rabies_vaccination", "just got a 7 month old puppy from a breeder up north and we live in the town of "
     "cedarburg. how long do i have to get her a rabies shot?", {"animal": "dog"}, "rabies_vaccination",
     "Within 30 days of bringing the dog into the Town, unless it has a current certificate of rabies vaccination", None),
    # § 95-8: "No dog or cat shall be permitted in any public cemetery" except one "specially trained to lead blind or
    # hearing-impaired persons": not "Yes" to "will I be turned away?"
    ("188-r07", "cemetery", "I'm blind and use a guide dog. I want to visit my mother's grave at the public cemetery, will I "
     "be turned away because of the dog? Town of Cedarburg", {"animal": "dog"}, "cemetery",
     "A dog trained to lead blind or hearing-impaired persons is allowed: no dog or cat is permitted", None),
    # § 95-22: 2 + 2 dogs on one residential lot
    ("188-r21", "dog_limit", "My mom is moving into our in-law suite with her 2 dogs. We already have 2 dogs. We're on a "
     "residential lot in the Town of Cedarburg. Are we over the limit since she's kind of a separate household?",
     {"animal": "dog"}, "dog_limit", "Over the limit: 4 dogs is more than the limit of 3.", None),
    # § 95-4: "within 30 days of acquiring ownership of a licensable dog", counted from three weeks ago
    ("188-r03", "dog_license", "Got a rescue dog about 3 weeks ago (hes 2). how long do I have to license him before I get "
     "hit with a late fee? town of cedarburg", {"animal": "dog"}, "dog_license",
     "About 9 days: § 95-4's late fee applies if you fail to obtain a license 'within 30 days of acquiring ownership of a "
     "licensable dog', and it has been about 21 days.", None),
    # § 95-2A: a puppy is vaccinated "within 30 days after the dog reaches five months of age"
    ("189-r01", "rabies_vaccination", "just got a puppy in the town of cedarburg, when does he have to get his rabies shot?",
     {"animal": "dog"}, "rabies_vaccination", "A dog must be vaccinated against rabies by a veterinarian within 30 days "
     "after the dog reaches five months of age", None),
    # ch. 195: "It shall further be unlawful to picket or tie any such animal in any of the streets of the Village for the
    # purpose of grazing or feeding."
    ("190-r26", "at_large", "can I stake my goat out on the grassy strip along the street in westfield village so it can "
     "graze? it'd be tied up, not loose", {"animal": "goat"}, "at_large", "It is unlawful: 'It shall further be unlawful to "
     "picket or tie any such animal", None),
    # § 195-14D(2): "Any person keeping chickens shall immediately report any unusual illness or death of chickens to the
    # Health Department."
    ("190-r38", "vehicle_accident", "Village of Westfield - two of my hens died overnight with no obvious cause. am I "
     "supposed to report that to someone?", {"animal": "chicken"}, "chickens",
     "Report it to the Health Department immediately", None),
    # § 95-24(5) and (4): the distance from the house and the fence height, both asked
    ("190-r23", "chickens", "Town of Cedarburg backyard chickens: how close to my house can the coop go? Also we have "
     "coyotes, can the run fence be 8 feet tall?", {"animal": "chicken"}, "chickens",
     "At least 25 feet from the house, and a run fence no taller than six feet", None),
    # § 95-19: "This section shall not apply to trapping within the confines of buildings or homes."
    ("194-r18", "trapping", "a squirrel got into our attic. can i just trap it myself inside the house or do the state "
     "trapping rules apply Town of Cedarburg", {}, "trapping", "Inside a building or home, the Town's trapping section does not apply: 'This section shall not "
     "apply to trapping within the confines of buildings or homes.'", None),
    ("194-r14", "animal_care", "does my dog need water available the whole day in his outdoor kennel or is filling the "
     "bowl once in the morning ok? Town of Cedarburg", {"animal": "dog"}, "animal_care",
     "Daily, if it is not always accessible, in sufficient quantity", None),
    # § 95-13: "... unless a state game farm license has been issued"
    ("196-r12", "wild_animals", "i have a 7 foot reticulated python. a friend said big snakes are banned but theres some "
     "kind of license that makes it ok? what is it Town of Cedarburg", {}, "wild_animals",
     "Only with a state game farm license: constrictor snakes, six feet in length or more", None),
    # § 95-20: "No person may take the dog or cat of another ... or hold the same for any purpose without the owner's
    # consent": a private person, not an officer (§ 95-17)
    ("197-r19", "animal_care", "a lady down the street took my dog to her house and wont give him back, says he looked "
     "neglected. can she do that? Town of Cedarburg", {"animal": "dog"}, "pet_theft",
     "Taking another person's dog or cat without the owner's consent is against § 95-20", None),
    # ch. 195: "It shall further be unlawful to picket or tie any such animal in any of the streets of the Village for the
    # purpose of grazing or feeding."
    ("197-r26", "cruelty", "guy on my block ties his horse out on the street so it can eat the grass along the curb. thats "
     "not allowed is it? westfield village", {"animal": "horse"}, "at_large", "It is unlawful: 'It shall further be "
     "unlawful to picket or tie any such animal", None),
    # § 195-14C(4): "The outdoor slaughtering of chickens in residential zoning districts is prohibited."
    ("197-r36", "livestock", "we want to raise a few meat birds and butcher them ourselves out back. is that allowed? "
     "Village of Westfield", {}, "chickens", "Not outdoors in a residential district: the outdoor slaughtering of chickens "
     "in residential zoning districts is prohibited.", None),
    # § 95-15: water "shall be provided daily"
    ("198-r14", "animal_care", "My goats are out in a pasture and there's no automatic waterer, just a trough. How often do "
     "I legally have to fill it? Town of Cedarburg", {}, "animal_care", "Daily, if it is not always accessible", None),
    # § 95-23: "Bees may also be kept on residentially zoned properties" with a license; a subdivision lot, zoning not said
    ("199-r22", "bees", "Can I keep a couple beehives in my back yard? we're in a normal subdivision Town of Cedarburg", {},
     "bees", "If your subdivision lot is zoned residential, a Town license is needed", None),
    # § 95-22: 3 + 2 dogs when the mother moves in
    ("200-r21", "dog_limit", "we have 3 dogs. my mom is moving in with us (normal residential lot) and bringing her 2 dogs. "
     "shes her own household so is 5 ok? Town of Cedarburg", {"animal": "dog"}, "dog_limit",
     "Over the limit: 5 dogs is more than the limit of 3.", None),
    # § 95-14: no person may "sell, offer for sale, raffle, display ... living chicks, ducklings, other fowl or rabbits which
    # have been dyed": "any problem with that?" gets a "Yes", not a "No" that reads as "no problem"
    ("203-r13", "animal_sale", "we were thinking of selling dyed easter chicks and bunnies at our farm stand in the Town of "
     "Cedarburg. any problem with that", {}, "animal_sale", "Yes, that is prohibited: no person may sell, offer for sale",
     None),
    # § 95-13's exceptions: "licensed pet shops ... if ... (no person lives or resides within 100 feet ...)"
    ("204-r12", "wild_animals", "I want to open a small exotic reptile shop in the Town of Cedarburg and would like to carry "
     "a few venomous snakes. Is that possible, and what conditions would I have to meet?", {}, "wild_animals",
     # the listed entry named first (trial 242 r12's grader)
     "All poisonous animals and reptiles, including rear-fang snakes, are on the § 95-13 list, but the list does not apply "
     "to animals in the care, custody or control of a veterinarian for treatment, public or private educational "
     "institutions, licensed pet shops", True),
    # ch. 195: the livestock ban's exception for "horses used as a means of transportation by resident members of the
    # Amish/Mennonite religious sects"
    ("204-r24", "livestock", "My Amish neighbor keeps a buggy horse at his place here in the Village of Westfield. I thought "
     "horses weren't allowed in the village?", {"animal": "horse"}, "livestock", "Allowed: horses used as a means of "
     "transportation by resident members of the Amish/Mennonite religious sects", None),
    # § 95-16: "If a dog is tied or confined unattended outdoors under weather conditions which adversely affect the health
    # of the dog, a shelter of suitable size ... shall be provided": guessed as a license question (bench t33-a15)
    ("t33-a15", "dog_license", "town of cedarburg - i tie my dog out in the yard while im at work, in winter too. do i "
     "legally need a dog house", {"animal": "dog"}, "animal_care", "A dog tied or confined unattended outdoors in weather "
     "that harms its health must have a shelter", None),
    # § 195-14C(2): "One permit per ... R-3 multifamily residence ... is allowed"
    ("208-r36", "chickens", "i live in a 4 unit building zoned R-3 in village of westfield. can each of us tenants get our "
     "own chicken permit?", {"animal": "chicken"}, "chickens", "One permit per residence or RD parcel, a multifamily (R-3) "
     "residence included, and not one per unit or household", None),
    # § 95-4: "within 30 days of acquiring ownership of a licensable dog", for a dog to be adopted
    ("208-r03", "dog_license", "If I adopt a 1 year old dog in June, how long do I have to get it licensed before I get hit "
     "with a late fee? Town of Cedarburg", {"animal": "dog"}, "dog_license",
     "Within 30 days of acquiring a dog five months old or older", None),
    # § 95-13: the exceptions apply only if "No person lives or resides within 100 feet of the quarters"
    ("208-r12", "wild_animals", "Im opening a licensed reptile pet shop and want to keep a 7 foot boa constrictor in the "
     "store. my tenant lives in the apartment right upstairs. is that a problem? Town of Cedarburg", {}, "wild_animals",
     "Not under the § 95-13 exceptions while someone lives that close", None),
    # § 95-22: "shall not, however, be applicable to any future owner or tenant", over the licensed-versus-kept lead
    ("208-r21", "dog_limit", "we've had 4 licensed dogs on our R-2 lot since before 1988. we're selling the house - can the "
     "buyers keep 4 dogs there too? Town of Cedarburg", {"animal": "dog"}, "dog_limit",
     "No, the grandfathering does not pass to the new owner", None),
]


@pytest.mark.parametrize("case", CASES_S16, ids=[c[0] for c in CASES_S16])
def test_session_16_trial_questions_lead_with_the_point_asked(case):
    _, topic, text, extra, rule, lead, open_point = case
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_trial_178_a_buyer_asking_still_hears_it_does_not_pass_to_them():
    d = decide_question("dog_limit", "we're buying a house in the town of cedarburg where the previous owners had 5 dogs "
                        "since 1985, can we keep 5?")
    assert d.outcome.startswith("No, the grandfathering does not pass to you:")


@pytest.mark.parametrize("text,span,expected", [
    ("can I butcher my own chickens out back? I live in town in a regular house", "town in", True),
    ("we drove into town to get hens", "town to", True),
    ("I'm out of town a lot: who feeds the dog?", "town a", True),
    ("can I walk my dog through the public cemetery in the town?", "the town", False),
    ("how many dogs in the town of cedarburg", "the town", False),
])
def test_town_in_an_idiom_names_no_municipality(text, span, expected):
    start = text.index(span)
    end = start + len(span.split(" ")[0]) if span != "the town" else start + len(span)
    assert colloquial_town(text, start, end) is expected


def test_trial_177_i_live_in_town_does_not_answer_for_the_town_of_cedarburg():
    text = "can I butcher my own chickens out back? I live in town in a regular house"
    start = text.index("town in a")
    entity = {"entity": "municipality", "value": "town_of_cedarburg", "start": start, "end": start + 4}
    slots = extracted_slots(text, "ask_chickens", {"municipality": "town_of_cedarburg"}, active_loop=None, entities=[entity])
    assert slots["municipality"] is None  # asked, not assumed
    assert "municipality" not in extract_facts(text)


def test_trial_180_one_nip_is_not_vicious_by_the_count_after_the_definition():
    # § 95-6: "bites two or more persons or inflicts serious injury to one person"
    d = decide_question("vicious_dog", "what actually makes a dog count as vicious in the town of cedarburg? my neighbors dog "
                        "nipped one person last spring, does that make it vicious")
    assert d.outcome.startswith("Under § 95-6, 'a dog shall be deemed as being of a vicious disposition")
    assert "Not by the count: 1 bite in twelve months is fewer than two." in d.outcome


@pytest.mark.parametrize("text,lead", [
    # § 95-22: "No family shall own, harbor or keep in its possession more than three dogs on any residential lot"
    ("can we get a fourth dog? we have three already, town of cedarburg residential lot",
     "No, that would be over the limit: 4 dogs would be more than the limit of 3."),
    ("we have 2 dogs on our R-1 lot in the town of cedarburg, can we adopt a third?",
     "Yes: 3 dogs would be exactly the limit of 3, but one more would be over it."),  # trial 253 r21: plainer
    ("I have 4 dogs on my residential lot in the town of cedarburg, is that ok?", "Over the limit: 4 dogs is more than the limit of 3."),
])
def test_a_dog_still_to_come_is_counted_as_would_be(text, lead):
    assert decide_question("dog_limit", text).outcome.startswith(lead)


def test_a_renters_village_permit_answer_does_not_say_yes_to_an_either_or_question():
    d = decide_question("chickens", "i rent in the village of westfield, can i apply for a chicken permit myself or does my "
                        "landlord have to?")
    assert d.outcome.startswith("A permit from the Village Clerk is needed, and you can apply for it yourself; as you are not "
                                "the owner of record, the application must include the property owner's written consent.")


def test_trial_182_an_unsure_bite_guess_is_kept_when_a_person_was_bitten():
    # § 95-9: the owner "shall immediately report the incident to the Town Constable" and confine the dog "for not less
    # than 14 days"; the index ranks § 95-6 first for this wording, and the reranker moved it to § 95-15's care rule
    from actions.sections import verified_topic
    from bot.parsers import extract_facts
    from tests.test_actions import DOMAIN
    from tests.test_sections_actions import _asked

    text = ("Town of Cedarburg question. Our dog nipped a neighbor kid yesterday and broke the skin. Who do we have to tell "
            "and how long does the dog have to be kept in?")
    facts = {**extract_facts(text), "animal": "dog"}
    t = _asked(text, {"topic": "bite", **facts}, ("ask_bite", 0.45), ("ask_animal_care", 0.19), ("ask_dog_limit", 0.06))
    assert verified_topic(t, DOMAIN, "bite", facts) == "bite"
    d = decide_question("bite", text, {"animal": "dog"})
    assert "Town Constable" in d.outcome and "14 days" in d.text()


def test_trial_182_the_rules_for_animals_around_here_asks_what_the_resident_wants_to_know():
    from tests.trial_cases import fallback_reply

    reply = fallback_reply("what are the rules for animals around here?", [{"name": "ask_penalties", "confidence": 0.17}])
    assert reply["text"].startswith("What would you like to know?")


def test_trial_185_the_sale_ban_follows_the_keeping_ban_for_a_tiger_someone_is_selling():
    d = decide_question("wild_animals", "can I have a pet tiger cub?? a guy online is selling one lol Town of Cedarburg")
    assert "Buying, selling or offering a tiger for sale within the Town is prohibited" in d.text()


def test_a_rabies_shot_the_dog_got_is_not_a_dog_brought_in():
    assert "brought_in" not in str(extract_facts("I got my dog a rabies shot last year, how long is it good for? town of "
                                                 "cedarburg").get("point"))


def test_bench_t10_h13_an_out_of_scope_guess_about_bagging_dog_poop_asks_the_municipality():
    # § 95-10 ("solid fecal matter"): the NLU said out of scope at 0.71; the feces concern and the index's top five agree
    from rasa_sdk.executor import CollectingDispatcher

    from actions.actions import ActionOutOfScope
    from tests.test_actions import DOMAIN, run, tracker

    t = tracker(text="if my dog goes in the tall weeds way off the path at the park do i really gotta bag it? nobody ever "
                     "goes back there", intent="out_of_scope")
    d = CollectingDispatcher()
    events = run(ActionOutOfScope().run(d, t, DOMAIN))
    assert d.messages[0].get("response") != "utter_out_of_scope"
    assert {"event": "slot", "timestamp": None, "name": "topic", "value": "feces"} in [dict(e) for e in events]


def test_trial_190_a_neighbor_complaining_about_my_animals_asks_what_the_complaint_says():
    from tests.trial_cases import fallback_reply

    reply = fallback_reply("hi, my neighbor keeps complaining about my animals. what can i do?",
                           [{"name": "file_complaint", "confidence": 0.28}])
    assert reply["text"].startswith("What does the complaint say your animals are doing?")


def test_a_rebuilt_subsection_label_is_explained_under_the_sources():
    # § 95-24's paragraphs (1) to (7) carry no printed label in the copy; (8) does
    from bot.render import render

    text = render(decide_question("chickens", "how close to my house can the coop go? Town of Cedarburg", {"animal": "chicken"}))
    assert "§ 95-24(5)" in text
    assert "the published copy does not print these labels; they follow the order of the section's paragraphs." in text
    assert "§ 95-24(8):" not in text and ", § 95-24(8)," not in text.split("Sources:")[1].split("\n")[1]
    plain = render(decide_question("barking", "how many complaints for a barking dog? Town of Cedarburg", {"animal": "dog"}))
    assert "the published copy does not print" not in plain


def test_trial_197_a_neighbors_animal_causing_problems_asks_what_it_is_doing():
    from tests.trial_cases import fallback_reply

    reply = fallback_reply("hi, my neighbors animal is causing problems, what are my options",
                           [{"name": "ask_wild_animals", "confidence": 0.2}])
    assert reply["text"].startswith("What is the animal doing?")


def test_trial_200_a_neighbors_animals_im_not_sure_are_legal_asks_what_they_are_doing():
    from bot.parsers import vague_request

    assert vague_request("hi, my neighbor has some animals and im not sure its legal") == "neighbor"


def test_trial_201_seeing_him_hit_a_skinny_dog_is_harming_and_the_fallback_asks_the_municipality():
    # ch. 195 (cruelty): "any person who ... inhumanely beats, underfeeds ... any animal"
    from tests.trial_cases import fallback_reply

    text = "There's a man on my street whose dog is really skinny and I've seen him hit it more than once. Is that illegal?"
    assert extract_facts(text)["concern"] == "harming"
    assert extract_facts("a car hit my dog on the road")["concern"] == "vehicle_hit"
    reply = fallback_reply(text, [{"name": "ask_cat_limit", "confidence": 0.3}, {"name": "ask_vehicle_accident", "confidence": 0.12}])
    assert reply["text"].startswith("Which municipality is this about")


def test_trial_201_a_snake_that_will_reach_the_named_size_is_not_said_to_be_fine_while_smaller():
    # § 95-13: the named list ("Constrictor snakes, six feet in length or more") and the general ban on "dangerous or
    # carnivorous wild ... reptile"
    d = decide_question("wild_animals", "I want to get a python as a pet, it'll probably grow to around 8 feet. is that "
                        "allowed? Town of Cedarburg")
    assert d.outcome.startswith("Not once it reaches six feet")
    assert "while smaller, whether it falls under the general ban on dangerous or carnivorous wild reptiles the text does " \
           "not settle" in d.outcome


@pytest.mark.parametrize("text,point", [
    # bench t85-r03: buying the license is not acquiring a dog; April 1 leads
    ("Whats the deadline to buy the dog license before the Town of Cedarburg charges a late fee?", "how_long_license"),
    # bench t28-n03 (§ 95-4 "within 30 days of acquiring ownership of a licensable dog")
    ("I'm adopting a two-year-old dog in June and I live in the Town of Cedarburg. How long do I have to get it licensed "
     "before I get hit with a late fee?", "license_after_acquiring"),
])
def test_the_30_days_from_acquiring_lead_only_for_a_dog_acquired(text, point):
    assert decide_question("dog_license", text, {"animal": "dog"}).point == point
