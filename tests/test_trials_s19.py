"""Resident trials of session 19 (251 on) and the bench questions they led back to: what the graders found, each
fixed with a test. The values asserted come from the seed text (Town of Cedarburg ch. 95, Village of Westfield ch. 195)."""
from __future__ import annotations

import pytest

from tests.trial_cases import assert_leads, fallback_reply

TICKET = ("I got a ticket because of my dog. If it takes me a couple weeks to fix the problem is that one fine or does it "
          "keep adding up?")
TICKET_RANKING = [{"name": "nlu_fallback", "confidence": 0.40}, {"name": "ask_impoundment", "confidence": 0.29},
                  {"name": "ask_penalties", "confidence": 0.21}, {"name": "ask_feces", "confidence": 0.07}]


def test_fine_adding_up_asks_the_municipality_then_answers_each_day():
    """Trial 250 r32 fell back to a list of sections: whether a fine "keeps adding up" names the penalty provisions by
    itself. With no municipality the bot asks it; in the Village: "Each day that the violation of this chapter continues
    shall be deemed a separate offense." (ch. 195, penalties)."""
    assert fallback_reply(TICKET, TICKET_RANKING)["text"].startswith("Which municipality is this about")
    reply = fallback_reply(TICKET, TICKET_RANKING, {"municipality": "village_of_westfield"})["text"]
    assert reply.startswith("Each day is a separate offense: 'Each day that the violation of this chapter continues shall "
                            "be deemed a separate offense.'")


CASES_S19 = [
    # § 195-14F: "No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder."
    ("252-r40", "chickens", "my backyard hens are laying more eggs than we can eat. can i sell a couple dozen to my "
     "coworkers?", {"municipality": "village_of_westfield"}, "chickens", "Selling eggs is banned, and chicks too", None),
    # § 95-4: a late fee if the owner "failed to obtain a license prior to April 1 of each year, or within 30 days of
    # acquiring ownership of a licensable dog": "how long do I have" is answered with the days left (30 - 21)
    ("252-r03", "dog_license", "I adopted a 2 yr old dog from a rescue about 3 weeks ago, we're in the Town of Cedarburg. "
     "How long do I have to get her licensed before I get hit with a late fee?", {}, "dog_license",
     "About 9 days: § 95-4's late fee applies if you fail to obtain a license 'within 30 days of acquiring ownership of a "
     "licensable dog', and it has been about 21 days. In the years after, the late fee applies to a license not obtained 'prior "
     "to April 1 of each year'.", None),
    # § 95-3A(3): "These amounts shall be reduced by 1/2 if the animal became five months of age after July 1 during the
    # license year."
    ("252-r02", "dog_license", "our puppy turns 5 months old in september. do we have to pay the full dog license amount "
     "for this year or is it less since the year is half over?", {"municipality": "town_of_cedarburg"}, "dog_license",
     "Half the license tax: 'These amounts shall be reduced by 1/2 if the animal became five months of age after July 1 "
     "during the license year.' The amount itself is set by the Town Board.", None),
    # the same with a date: "full tax or reduced?" is answered before the due date (bench t28-n02)
    ("t28-n02", "dog_license", "We got a puppy in the Town of Cedarburg that turns five months old on August 20 this year. "
     "Do I have to pay the full dog license tax for this year, or is there a reduced amount?", {}, "dog_license",
     "The license tax is reduced by one half because the dog became five months old after July 1; the amount itself is "
     "set by the Town Board. The license is due on or before August 20", None),
    # § 95-22: "If more than one family resides on a residential lot, then only a total of three dogs shall be allowed on
    # the residential lot." Two families with 2 dogs each are over it (trial 254 r21 was told "Within the limit")
    ("254-r21", "dog_limit", "me and my sisters family share one residential lot in the town of cedarburg (duplex). we "
     "each have 2 dogs, so thats fine since we are separate families right?", {}, "dog_limit",
     "No: a total of three dogs is allowed on the residential lot when more than one family lives there, not three per "
     "family; 4 dogs is over that total.", None),
    # ch. 195: "Exceptions: ... C. Horses used as a means of transportation by resident members of the Amish/Mennonite
    # religious sects." The rule needs the Village Board's approval; it is not a ban (trial 254 r24)
    ("254-r24", "livestock", "in westfield village my neighbors are Amish and keep a buggy horse in their shed. i thought "
     "horses werent allowed in the village? is that legal", {}, "livestock",
     "Allowed: horses used as a means of transportation by resident members of the Amish/Mennonite religious sects are an "
     "exception to the Village's livestock rule, so no Village Board approval is needed for them.", None),
    # § 95-6: "A dog or cat shall not be considered to be running at large if it is on a leash and under control of a
    # person physically able to control it." Not a bare "No:" to "leash or run loose?" (trial 253 r05)
    ("253-r05", "at_large", "does my dog have to be on a leash when were out walking or can he just run loose? hes really "
     "friendly", {"municipality": "town_of_cedarburg"}, "at_large", "A leashed dog or cat under control is not running at "
     "large: 'A dog or cat shall not be considered to be running at large if it is on a leash and under control of a "
     "person physically able to control it.'\nNo animal may run at large in the Town", None),
    # § 95-22's three dogs on a residential lot, with two and a third wanted (trial 253 r21: plainer)
    ("253-r21", "dog_limit", "how many dogs are we allowed to have on a regular residential lot in the town of cedarburg? "
     "we have 2 and want a third", {}, "dog_limit", "Yes: 3 dogs would be exactly the limit of 3, but one more would be "
     "over it.", None),
    # § 95-18: "No person except a police officer or health or humane officer in the pursuit of his duties shall, within the
    # Town, ... disturb any birds' nests or birds' eggs." (trial 255 r17: the rule first, with no plain "no")
    ("255-r17", "cruelty", "theres a robins nest with eggs in it on top of my porch light. can i just knock it down? town "
     "of cedarburg", {}, "cruelty", "Not allowed: 'No person except a police officer or health or humane officer in the "
     "pursuit of his duties shall, within the Town, shoot or kill or commit an act of cruelty to any animal or bird or "
     "disturb any birds' nests or birds' eggs.' (§ 95-18)", None),
    # § 95-21: the duty holds for "a dog, cat or other animal which appears to be a pet" (trial 255 r20: the condition)
    ("255-r20", "vehicle_accident", "I hit a cat with my car last night on Pleasant Valley Rd in the town of Cedarburg, it "
     "didnt make it. Do I have to report that to anyone?", {}, "vehicle_accident", "Notify the Town Constable (or an "
     "animal control agency serving the Town) immediately: 'The operator of any vehicle involved in an accident resulting "
     "in injury to or death of a dog, cat or other animal which appears to be a pet shall immediately notify the Town "
     "Constable or an animal control agency whose jurisdiction extends into the Town.'", None),
    # § 95-2A: "... within 30 days after the dog is brought into the Town unless the dog has been vaccinated as evidenced by
    # a current certificate of rabies vaccination." "still good til next year" is a current one (trial 256 r01)
    ("256-r01", "rabies_vaccination", "we just moved to the town of cedarburg with our 2 yr old lab. his rabies shot from "
     "our old vet in illinois is still good til next year. do i still have to get him vaccinated again within 30 days of "
     "moving here?", {}, "rabies_vaccination", "No new shot is needed on moving in", None),
    # § 95-13 item: "Constrictor snakes, six feet in length or more." A 9-foot one is on the list, a 4-5 foot one is not
    # on it (trial 256 r12 got a flat "No" for both)
    ("256-r12", "wild_animals", "thinking about getting a snake. a ball python only gets like 4-5 ft but my buddy wants "
     "to give me his burmese python which is already 9 feet. are either of those allowed?",
     {"municipality": "town_of_cedarburg"}, "wild_animals", "Not the 9-foot one: constrictor snakes, six feet in length or "
     "more, are on the list of animals that may not be kept, unless a state game farm license has been issued. At 9 feet, "
     "yours is on it. The smaller one you mention, under six feet, is not on the named list", None),
    # § 95-7: "In order for an animal to be impounded, the impounding officer must see or hear the violation of this chapter
    # or have in his possession a signed statement of a complaining witness made under oath ..." (trial 258 r06)
    ("258-r06", "impoundment", "my neighbor keeps saying she'll get my dog hauled off to the pound because he barks. can "
     "an officer really just take him because she complains?? Town of Cedarburg", {}, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation",
     None),
    # ch. 195 penalties: § 1-3 named once, not twice (trial 257 r32)
    ("257-r32", "penalties", "what happens if you break the animal rules? like is it a fine for every day it keeps "
     "happening?", {"municipality": "village_of_westfield"}, "penalties", "Each day is a separate offense: 'Each day that "
     "the violation of this chapter continues shall be deemed a separate offense.' The violator also pays 'all expenses, "
     "including shelter, food, handling, veterinary care and testimony necessitated by the enforcement of this chapter.'"
     "\nA violation of ch. 195 is subject to the penalty in Chapter 1, § 1-3 of the Village Code", None),
    # § 95-15: "The food shall be sufficient to maintain all animals in good health." and the daily water; both asked
    # (trial 259 r14 got the water alone)
    ("259-r14", "animal_care", "What are the rules on food and water for dogs I keep in an outdoor pen? how often do I have "
     "to give them water", {"municipality": "town_of_cedarburg"}, "animal_care", "Enough food to keep them in good "
     "health, and water daily unless it is always accessible: 'The food shall be sufficient to maintain all animals in good "
     "health.' 'If potable water is not accessible to the animals at all times, it shall be provided daily", True),
    # § 95-18's whole sentence: shooting birds and knocking down nests (trial 259 r17 answered the nests alone)
    ("259-r17", "cruelty", "guy down the road in the town of cedarburg shoots at the birds in his yard and knocks down their "
     "nests. is that allowed??", {}, "cruelty", "Not allowed: 'No person except a police officer or health or humane "
     "officer in the pursuit of his duties shall, within the Town, shoot or kill or commit an act of cruelty to any animal or "
     "bird or disturb any birds' nests or birds' eggs.' (§ 95-18)", None),
    # ch. 195: "No more than three cats over five months old shall be kept in each residential household." Three and a
    # 2-year-old to adopt are four (trial 259 r30 checked the three alone)
    ("259-r30", "cat_limit", "How many cats are we allowed in the Village of Westfield? we already have 3 and want to adopt "
     "a 2 year old from the shelter", {}, "cat_limit", "No, that would be over the limit: the limit is three cats over five "
     "months old per residential household, and 4 would be more than that.", None),
    # the same limit: one cat and her 5 newborn kittens, "6 cats right now", is one cat over five months (trial 260 r30,
    # wrong: "Over the limit ... 6")
    ("260-r30", "cat_limit", "our cat just had 5 kittens so we've got 6 cats right now in westfield village. are we breaking "
     "the 3 cat rule?", {}, "cat_limit", "No, not over: the limit is three cats over five months old per residential "
     "household, and you have 1; the young ones do not count until they are over five months old", None),
    # § 95-10: "This section shall not apply to a person who is visually or physically handicapped." (trial 260 r09:
    # "people in wheelchairs" was not recognised and the answer led "Pick it up immediately")
    ("260-r09", "feces", "do people in wheelchairs have to pick up after their dogs too? asking for my dad, we're in the "
     "town of cedarburg", {}, "feces", "The clean-up rule makes an exception: § 95-10 does not apply to a person who is "
     "visually or physically handicapped.", None),
    # § 95-17: "No person may abandon any animal." Letting the cat "loose out by the farm fields" on moving is abandoning it
    # (trial 261 r16, wrong: the running-at-large rule)
    ("261-r16", "at_large", "we're moving into an apartment that doesnt allow pets. can we just let our cat loose out by "
     "the farm fields, she'll be fine right?", {"municipality": "town_of_cedarburg"}, "animal_care",
     "It is unlawful: no person may abandon any animal.", None),
    # § 95-16's dog shelter: "Isnt that against the rules?" gets "Yes" (trial 261 r15 read "Not without a shelter" as no)
    ("261-r15", "animal_care", "Guy down the road keeps his dog chained outside all winter with no dog house. Isnt that "
     "against the rules in the Town of Cedarburg?", {"animal": "dog"}, "animal_care", "Yes, in weather that harms its "
     "health a dog tied outside must have a shelter: 'If a dog is tied or confined unattended outdoors under weather "
     "conditions which adversely affect the health of the dog, a shelter of suitable size to accommodate the dog shall be "
     "provided.'", True),
    ("s19 shelter is it legal", "animal_care", "Is it legal to keep my dog tied outside in winter without a dog house? town "
     "of cedarburg", {"animal": "dog"}, "animal_care", "Not without a shelter in weather that harms its health", True),
    # § 95-10 and § 95-3: the same "Yes" to "isnt that against the rules?"
    ("s19 feces against", "feces", "guy down the road never picks up after his dog, isnt that against the rules? town of "
     "cedarburg", {}, "feces", "Yes: the owner or person in charge of a dog or other animal 'shall not permit solid fecal "
     "matter", None),
    ("s19 feces allowed", "feces", "guy down the road never picks up after his dog, is that allowed? town of cedarburg", {},
     "feces", "No: the owner or person in charge of a dog or other animal 'shall not permit solid fecal matter", None),
    # § 95-24: "Free-range chickens are prohibited. Run fences can be no taller than six feet in height." (trial 262 r23
    # led with netting, and dropped the free-range ban)
    ("262-r23", "chickens", "how tall can the fence on my chicken run be, and can i let the hens roam the yard during the "
     "day? town of cedarburg", {}, "chickens", "No taller than six feet: 'Run fences can be no taller than six feet in "
     "height.' The run must be 'fully enclosed to contain the chickens and protect them from predators and the elements'. "
     "And no roaming the yard: 'Free-range chickens are prohibited.'", None),
    # § 195-14: "To prevent chickens from flying out of the run, fencing shall be of enough height, be covered, or the
    # chickens shall have their wings clipped." No number of feet
    ("s19 village run height", "chickens", "how tall does the fence around the chicken run need to be? village of "
     "westfield", {}, "chickens", "§ 195-14 gives no height in feet: the run must keep the chickens from flying out", None),
    # § 95-2A: brought into the Town after five months, "within 30 days after the dog is brought into the Town unless the
    # dog has been vaccinated as evidenced by a current certificate"; records "kinda lost" are none (trial 263 r01)
    ("263-r01", "rabies_vaccination", "just moved to the town of cedarburg with my 1 yr old lab. how long do i have to get "
     "her rabies shot done? her old vet records are kinda lost", {}, "rabies_vaccination", "Within 30 days: a dog obtained "
     "or brought into the Town after it has reached five months of age must be vaccinated against rabies within 30 days "
     "after it is brought into the Town", None),
    # § 195-14E: three violations within any twelve-month period revoke the permit, and the hearing (trial 263 r40 got the
    # hearing alone)
    ("263-r40", "chickens", "what happens if i get a few violations on my chicken permit in the village of westfield, can "
     "they take it away? can i fight it", {}, "chickens", "Three violations within twelve months revoke the permit", None),
    # § 95-22: "is there a limit?" with a 4th dog wanted gets "Yes, three", not a "No" that reads as "no limit" (263 r21)
    ("263-r21", "dog_limit", "We have 3 dogs and want to adopt a 4th. We're on a normal subdivision lot (residential) in "
     "the Town of Cedarburg, is there a limit?", {}, "dog_limit", "Yes, three, so that would be over it: 4 dogs would be "
     "more than the limit of 3.", None),
    # § 95-20: "No person may take the dog or cat of another ... without the owner's consent" (trial 265 r19, wrong:
    # "never asked me" was not recognised and the answer was about rabies)
    ("265-r19", "pet_theft", "my ex took my cat with her when she moved out, never asked me. is that against any rule",
     {"municipality": "town_of_cedarburg"}, "pet_theft", "Taking another person's dog or cat without the owner's consent "
     "is against § 95-20", None),
    # the same section: a found dog driven "over to my sisters place in the next county" (trial 266 r19, wrong: the
    # running-at-large rule)
    ("266-r19", "at_large", "found a dog running loose with no tags and drove it over to my sisters place in the next "
     "county to keep it safe till we find the owner. could i get in trouble for that??",
     {"municipality": "town_of_cedarburg"}, "pet_theft", "Not without the owner's consent: 'No person may take the dog or "
     "cat of another from one place to another without the owner's consent", None),
    # § 195-14C(1) and (3): "Up to six chickens are allowed with a permit." "No person shall keep any rooster." (trial 265
    # r36 got the rooster alone)
    ("265-r36", "chickens", "how many chickens can i have in westfield village? and can one of them be a rooster", {},
     "chickens", "Up to six chickens with a permit, and no rooster: 'Up to six chickens are allowed with a permit.' and "
     "'No person shall keep any rooster.'", None),
    # § 95-2A: a dog brought in that "already got her rabies shot" (trial 266 r01 led with the puppy rule)
    ("266-r01", "rabies_vaccination", "we're moving to the town of cedarburg next month with our 8 month old lab. she "
     "already got her rabies shot back in illinois, do i have to get her vaccinated again within 30 days of moving?", {},
     "rabies_vaccination", "No new shot is needed on moving in: a dog brought into the Town after five months of age must "
     "be vaccinated within 30 days unless it has been vaccinated as evidenced by a current certificate of rabies "
     "vaccination.", None),
    # § 95-7's grounds: "because he says so" (trial 266 r06)
    ("266-r06", "impoundment", "my neighbor keeps saying hes going to have animal control take my dog away for barking. can "
     "they just come take him because he says so? we live in the town of cedarburg", {}, "impoundment",
     "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the violation",
     None),
    # ch. 195 penalties: "one ticket or does it count every day?" is the each-day point; the shelter costs follow in the
    # same lead (trial 268 r32 answered the costs first)
    ("268-r32", "penalties", "if i get cited for an animal violation and it takes me a week to fix it, is that one ticket "
     "or does it count every day? and do I have to pay for the shelter costs too?", {"municipality": "village_of_westfield"},
     "penalties", "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a "
     "separate offense.' The violator also pays 'all expenses, including shelter", None),
    # ch. 195 cruelty: "what counts as animal cruelty?" gets no "Yes" (trial 267 r28)
    ("267-r28", "cruelty", "what counts as animal cruelty in westfield village? the guy down the road hardly feeds his dog",
     {}, "animal_care", "Underfeeding counts on its own: 'any person who inhumanely beats, underfeeds, overloads, or "
     "abandons any animal shall be deemed guilty of a violation of this section.'", True),
]


@pytest.mark.parametrize("case, topic, text, extra, rule, lead, open_point", CASES_S19, ids=[c[0] for c in CASES_S19])
def test_trials_s19(case, topic, text, extra, rule, lead, open_point):
    assert_leads(topic, text, extra, rule, lead, open_point)


def test_half_tax_said_once():
    """Trial 252 r02: the half-tax rule was said twice, once quoted and once paraphrased ("Half off only in one case")."""
    d = assert_leads("dog_license", CASES_S19[2][2], {"municipality": "town_of_cedarburg"}, "dog_license", "")
    assert "Half off only in one case" not in d.outcome


def test_how_long_on_the_last_day():
    """§ 95-4's 30 days, counted from "a month ago" (30 days): no "About 0 days"."""
    d = assert_leads("dog_license", "I adopted a 3 year old dog 30 days ago in the Town of Cedarburg. how long do I have to "
                     "license her before the late fee?", {}, "dog_license", "Today is about the last day: § 95-4's late fee applies")
    assert "About 0" not in d.outcome


@pytest.mark.parametrize("municipality, staff", [(None, "Town or Village staff"),
                                                 ("town_of_cedarburg", "Town of Cedarburg staff"),
                                                 ("village_of_westfield", "Village of Westfield staff")])
def test_neighbour_prompt_names_the_municipality_given(municipality, staff):
    """Trial 252 r45: after "Town of Cedarburg", the neighbour prompt still said a report goes to "Town or Village staff"."""
    from rasa_sdk.executor import CollectingDispatcher

    from actions.sections import utter_vague

    dispatcher = CollectingDispatcher()
    assert utter_vague(dispatcher, "hi, my neighbor's animals are driving me crazy, what can i do", municipality)
    assert f"to pass a report to {staff}" in dispatcher.messages[0]["text"]


@pytest.mark.parametrize("text, prompt", [
    ("hi is this allowed in my town?", "What would you like to know? Ask in a sentence"),
    ("is it allowed where I live?", "What would you like to know? Ask in a sentence"),
    ("hi, is my neighbor allowed to do that with their animals??", "What is the animal doing?"),  # trial 265 r45
    ("hi, wondering whats allowed with my neighbors animals", "What is the animal doing?"),  # trial 267 r45
])
def test_is_this_allowed_asks_what_not_out_of_scope(text, prompt):
    """Trial 254 r45: "hi is this allowed in my town?" (nlu_fallback) got the out-of-scope reply; it names nothing, so the
    bot asks what the resident wants to know. "my town" names no municipality."""
    reply = fallback_reply(text, [{"name": "nlu_fallback", "confidence": 0.40}, {"name": "greet", "confidence": 0.23}])
    assert reply["text"].startswith(prompt)


def test_a_non_animal_question_is_still_out_of_scope():
    reply = fallback_reply("is it ok to park on the street overnight?", [{"name": "nlu_fallback", "confidence": 0.40}])
    assert reply["response"] == "utter_out_of_scope"


def test_accident_contact_does_not_repeat_the_notice():
    """Trial 256 r20: the answer and the contact line both said to notify the Town Constable."""
    d = assert_leads("vehicle_accident", "hit a cat with my car last night on the way home, it ran into the woods. am i "
                     "supposed to report it to someone? who?", {"municipality": "town_of_cedarburg"}, "vehicle_accident", "")
    assert d.contact == "For anything else, ask the Town of Cedarburg Town Clerk."


@pytest.mark.parametrize("text, smaller", [
    ("a ball python only gets like 4-5 ft but his burmese python is already 9 feet", True),
    ("my python is 5 ft now but she'll hit 7 or 8 ft", True),  # the parser's point; the rule reads length_expected
    ("a 7 ft boa and a 9 ft python", False),  # both over six feet
    ("a 2 ft caiman and a 4 ft alligator", True),
    ("my 9 ft python is 20 feet from the fence", False),  # a distance is not a length
])
def test_smaller_one_under_the_threshold(text, smaller):
    from bot.parsers import smaller_one_under

    assert (smaller_one_under(text) == "smaller_one_under") is smaller


def test_nest_point_needs_an_act():
    from bot.parsers import parse_points

    assert "disturb_nest" in parse_points("can we move the birds nest off our gutter?")
    assert "disturb_nest" not in parse_points("is there a rule about bird nests?")


def test_at_large_answer_says_a_licensed_dog_may_be_impounded_too():
    """Trial 255 r05's grader: the only impoundment step was § 95-6's "Any animal running at large unlicensed ... shall be
    seized and impounded", which reads as sparing a licensed dog; § 95-7 lets an officer impound any animal that "is at
    large within the Town" (seeing or hearing the violation, or on a sworn statement)."""
    d = assert_leads("at_large", "is it legal to just let my dog roam around off leash? he always comes home by dinner",
                     {"municipality": "town_of_cedarburg"}, "at_large", "No animal may run at large in the Town")
    step = next(s for s in d.steps if s.text.startswith("A licensed animal at large may be impounded too"))
    assert step.citation.section_id == "town_of_cedarburg:95-7" and step.citation.quote == "is at large within the Town"


def test_own_hens_nest_boxes_are_not_birds_nests_disturbed():
    """Bench t16-r29: collecting one's own hens' eggs "from the nest boxes" is the own_eggs point, not § 95-18's
    disturbing of birds' nests (the nest point's "Not allowed" would answer it wrongly)."""
    from bot.parsers import parse_points

    text = ("Half joking, half not: the Town of Cedarburg animal code says nobody may disturb birds' eggs. I have a licensed "
            "backyard flock. Am I technically breaking the law every time I collect eggs from the nest boxes?")
    assert "disturb_nest" not in parse_points(text) and "own_eggs" in parse_points(text)
