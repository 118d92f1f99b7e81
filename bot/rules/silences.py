"""Subjects residents ask about that neither chapter addresses, as data.

"Do I have to microchip my dog?", "does the Town ban pit bulls?", "can we bury our cat in the
yard?": no section of either chapter speaks to these, so no topic's rule can answer them, and a
rule's general answer ("A dog is deemed vicious if ...") would not answer the point asked. Each
entry says so, for the municipality asked about (or both), with the nearest provision where one
helps, and whom to ask.

Each entry holds:
- ``asked``: the words that show the question is about the subject, not a passing mention
  ("my microchipped dog got out" is not a microchip question);
- ``absent``: the subject's words, which occur in neither seed text (``tests/test_silences.py``
  checks it, so an entry cannot claim a silence the text does not have);
- what each chapter does say, with the provision quoted (``Citation``), where it helps.

``silence_asked(text)`` finds the entry; ``decide_silence(entry, municipality)`` gives the
``Decision`` (status ``not_covered``: the ordinance text does not answer it; topic ``silence``).

Sources: Town of Cedarburg Code ch. 95 (§§ 95-2 to 95-24); Village of Westfield Code ch. 195.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Tuple

from bot.decision import NOT_COVERED, Citation, Decision
from bot.law import quote
from bot.rules.common import CONTACT, TOWN, VILLAGE
from bot.rules.conduct import VICIOUS_DEF
from bot.rules.points import TAG_ON_COLLAR

NAMES = {TOWN: "The Town of Cedarburg's animal chapter (Code ch. 95)",
         VILLAGE: "The Village of Westfield's animal chapter (Code ch. 195)"}


@dataclass(frozen=True)
class Silence:
    name: str
    asked: "re.Pattern[str]"
    absent: Tuple[str, ...]
    one: str   # completes "<chapter> ...": "does not mention microchips and sets no microchip requirement"
    both: str  # completes "Neither <chapter> nor <chapter> ...": "mentions microchips or sets a microchip requirement"
    town_also: str = ""  # what ch. 95 does say nearby, if it helps
    town_cites: Tuple[Citation, ...] = ()
    village_also: str = ""
    village_cites: Tuple[Citation, ...] = ()


CERTIFICATE = quote("town_of_cedarburg:95-2", "the name, sex, spayed or unspayed, neutered or unneutered, breed and color of the dog")

SILENCES = (
    Silence(
        "microchip",
        re.compile(r"^(?!.*\b(?:tags?|collars?)\b)(?:.*\b(?:have to|need to|must|required to|supposed to|should (?:i|we))\b[^.?!]*\bmicro-?chip"
                   r"|.*\bmicro-?chip\w*\b[^.?!]*\b(?:required|mandatory|a law|the law|a rule|requirement)\b|.*\bmicro-?chip (?:law|requirement|rule)s?\b)",
                   re.I | re.S),
        ("microchip",),
        "does not mention microchips and sets no microchip requirement",
        "mentions microchips or sets a microchip requirement",
        town_also="What ch. 95 does require is the rabies tag on the collar: 'The owner shall attach the rabies vaccination tag "
                  "or a substitute tag to a collar, and a collar with the tag attached shall be kept on the dog at all times' "
                  "(with exceptions).",
        town_cites=(TAG_ON_COLLAR,),
    ),
    Silence(
        "breed",
        re.compile(r"^(?!.*\bwolf)(?:.*\b(?:ban|bans|banned|illegal|outlaw\w*|prohibit\w*|restrict\w*|allowed|legal|permitted)\b[^.?!]*"
                   r"\b(?:pit ?bulls?|pitties|pitbull mix|rottweilers?|rotties|dobermans?|dobermann|mastiffs?|akitas?|bully breeds?|dog breeds?|breeds? of dogs?|any breeds?|certain breeds?)\b"
                   r"|.*\b(?:pit ?bulls?|rottweilers?|dobermans?|bully breeds?|dog breeds?|certain breeds?)\b[^.?!]*\b(?:ban|banned|illegal|allowed|legal|prohibited|restricted|permitted)\b"
                   r"|.*\bbreed[- ](?:ban|specific|restrictions?|bans|laws?))", re.I | re.S),
        ("pit bull", "pitbull", "rottweiler", "doberman", "mastiff", "akita"),
        "bans or restricts no breed of dog",
        "bans or restricts any breed of dog",
        town_also="Ch. 95's vicious-dog rule (§ 95-6) turns on what a dog has done, not on its breed: 'a dog shall be deemed as "
                  "being of a vicious disposition if within any twelve-month period it bites two or more persons or inflicts "
                  "serious injury to one person in unprovoked circumstances off the owner's premises'.",
        town_cites=(VICIOUS_DEF,),
    ),
    Silence(
        "spay_neuter",
        re.compile(r"^(?!.*\b(?:rate|fee|cost|cheaper|discount|price|tax|less)\b)(?:.*\b(?:have to|need to|must|required to|supposed to|law says)\b"
                   r"[^.?!]*\b(?:spay\w*|neuter\w*|get (?:him|her|them|it) fixed)\b|.*\b(?:spay\w*|neuter\w*)\b[^.?!]*\b(?:required|mandatory|a law|the law|requirement)\b)",
                   re.I | re.S),
        ("sterilize", "sterilization"),
        "does not require dogs or cats to be spayed or neutered",
        "requires dogs or cats to be spayed or neutered",
        town_also="Ch. 95 mentions spaying and neutering only among the facts a rabies vaccination certificate records ('the name, "
                  "sex, spayed or unspayed, neutered or unneutered, breed and color of the dog').",
        town_cites=(CERTIFICATE,),
    ),
    Silence(
        "burial",
        # Not a cemetery (§ 95-8), and not a sick, diseased or rabid animal, whose disposal the chapters do
        # address (§ 95-5's carcass rule; ch. 195's diseased animals and § 195-14D(2)).
        re.compile(r"^(?!.*\b(?:cemeter\w*|burial grounds?|graveyard|sick|ill|disease\w*|flu|rabi\w*|contagious|infect\w*|quarantin\w*|put down|euthaniz\w*|swollen)\b)"
                   r"(?=.*\b(?:dogs?|cats?|pets?|kitty|kitties|puppy|rabbits?|bunny|hamsters?|birds?|horses?|hens?|chickens?|goats?|ashes)\b)"
                   r".*\b(?:can|may|allowed to|ok to|okay to|legal to|permitted to|able to|is it legal)\b[^?]*\b(?:bury|lay (?:him|her|them|it) to rest)\b", re.I | re.S),
        ("bury", "burial", "buried", "burying"),
        "says nothing about burying a pet or other animal",
        "says anything about burying a pet or other animal",
    ),
)


def silence_asked(text: str) -> Optional[Silence]:
    """The entry whose subject ``text`` asks about, or None. Source: the chapters' silence,
    checked against both seed texts by ``tests/test_silences.py``."""
    text = (text or "")[:2000]
    return next((s for s in SILENCES if s.asked.search(text)), None)


def decide_silence(entry: Silence, municipality: Optional[str]) -> Decision:
    """The ``Decision`` for a question about ``entry``'s subject in ``municipality``
    (``town_of_cedarburg``, ``village_of_westfield``, or None for both): status ``not_covered``,
    topic ``silence``, point ``entry.name``; the chapter's nearest provision is cited where the
    entry gives one."""
    places = [municipality] if municipality in (TOWN, VILLAGE) else [TOWN, VILLAGE]
    d = Decision(topic="silence", jurisdiction=places[0] if len(places) == 1 else None, status=NOT_COVERED, point=entry.name)
    if len(places) == 1:
        d.outcome = f"{NAMES[places[0]]} {entry.one}."
        d.contact = CONTACT[places[0]]
    else:
        d.outcome = ("Neither the Town of Cedarburg's animal chapter (Code ch. 95) nor the Village of Westfield's (Code ch. 195) "
                     f"{entry.both}.")
        d.contact = ("Other local rules or state law may say more: ask the Town of Cedarburg Town Clerk or the Village of "
                     "Westfield Village Clerk.")
    for place in places:
        also, cites = (entry.town_also, entry.town_cites) if place == TOWN else (entry.village_also, entry.village_cites)
        if also:
            d.notes.append(also)
        for c in cites:
            d.cite(c)
    if len(places) == 1:
        d.notes.append("Other local rules or state law, which this assistant does not cover, may say more.")
    d.because(f"neither chapter addresses {entry.name.replace('_', ' ')}: none of {', '.join(entry.absent)} occurs in the text")
    return d
