"""The two animal chapters as data: sections, paragraphs, citations, verbatim quotes.

Shapes
------
``Section``: one section (Cedarburg ``§ 95-N``, Westfield ``§ 195-14``) or one
unnumbered Westfield provision. ``id`` is jurisdiction-prefixed
(``town_of_cedarburg:95-24``, ``village_of_westfield:195-14``,
``village_of_westfield:195:cats``) because "chapter 95" is also a Wisconsin
statute chapter.

``quote(section_id, passage)`` is how rules cite the law: it fails at import
time (``QuoteNotInText``) if the passage is not verbatim in the section, and it
returns the most precise citation the data makes certain (``§ 95-24(4)`` where
the paragraph label is certain, ``§ 95-13`` where it is not).

Sources: Town of Cedarburg Code ch. 95; Village of Westfield Code ch. 195 (the
copies in ``bot/law/seeds/``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import yaml

DATA = Path(__file__).parent / "data"
SEEDS = Path(__file__).parent / "seeds"

JURISDICTIONS = {
    "town_of_cedarburg": "Town of Cedarburg",
    "village_of_westfield": "Village of Westfield",
}


class QuoteNotInText(ValueError):
    """A passage a rule quotes is not verbatim in the section it cites."""


class UnknownSection(KeyError):
    """No section with that id (or citation) in either chapter."""


def normalize(text: str) -> str:
    """Collapse all runs of whitespace to one space (the seeds wrap lines)."""
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class Paragraph:
    text: str
    label: Optional[str] = None
    citation: Optional[str] = None  # set only where the label is certain
    label_source: str = "none"  # printed | rebuilt | none
    label_reason: Optional[str] = None


@dataclass(frozen=True)
class Section:
    id: str
    jurisdiction: str
    number: Optional[str]
    citation: str
    heading: str
    paragraphs: Tuple[Paragraph, ...]
    amendments: Tuple[str, ...] = ()
    notes: Tuple[str, ...] = ()
    code_name: str = ""

    @property
    def text(self) -> str:
        """The verbatim text, paragraphs separated by a blank line."""
        return "\n\n".join(p.text for p in self.paragraphs)

    @property
    def full_citation(self) -> str:
        """E.g. 'Town of Cedarburg Code § 95-24'; Westfield subjects already name the code."""
        if self.number is None:
            return self.citation
        return f"{self.code_name} {self.citation}"


@dataclass(frozen=True)
class Citation:
    """A cited passage: the section, the most precise certain citation, and the quote."""

    section_id: str
    citation: str
    quote: str
    jurisdiction: str
    kind: str = "ordinance"  # ordinance | statute

    @property
    def label(self) -> str:
        if self.kind == "statute":
            return f"{self.citation} (Wisconsin state law)"
        return f"{self.citation} ({JURISDICTIONS[self.jurisdiction]} Code)" if self.citation.startswith("§") else self.citation


@lru_cache(maxsize=None)
def sections() -> Dict[str, Section]:
    """All sections of both chapters by id, in code order."""
    out: Dict[str, Section] = {}
    for path in sorted(DATA.glob("*.yml")):
        chapter = yaml.safe_load(path.read_text(encoding="utf-8"))
        for s in chapter["sections"]:
            out[s["id"]] = Section(
                id=s["id"],
                jurisdiction=chapter["jurisdiction"],
                number=s["number"],
                citation=s["citation"],
                heading=s["heading"],
                paragraphs=tuple(Paragraph(**p) for p in s["paragraphs"]),
                amendments=tuple(s["amendments"]),
                notes=tuple(s["notes"]),
                code_name=chapter["code_name"],
            )
    return out


def get(section_id: str) -> Section:
    """Return a section by id (``town_of_cedarburg:95-9``). Raises ``UnknownSection``."""
    try:
        return sections()[section_id]
    except KeyError:
        raise UnknownSection(section_id) from None


def find(citation: str, jurisdiction: Optional[str] = None) -> List[Section]:
    """Sections whose number matches a citation like '95-12', '§ 95-12' or '195-14C'."""
    m = re.search(r"(\d+)\s*-\s*(\d+)", citation)
    if not m:
        return []
    number = f"{m.group(1)}-{m.group(2)}"
    return [
        s
        for s in sections().values()
        if s.number == number and (jurisdiction is None or s.jurisdiction == jurisdiction)
    ]


def quote(section_id: str, passage: str) -> Citation:
    """Cite ``passage`` from a section, at the most precise certain level.

    Raises ``QuoteNotInText`` when the passage (whitespace-normalised) is not a
    verbatim substring of the section's text, and ``UnknownSection`` for a bad id.
    """
    section = get(section_id)
    wanted = normalize(passage)
    for para in section.paragraphs:
        if wanted in normalize(para.text):
            return Citation(section.id, para.citation or section.citation, wanted, section.jurisdiction)
    if wanted in normalize(section.text):  # spans paragraphs
        return Citation(section.id, section.citation, wanted, section.jurisdiction)
    raise QuoteNotInText(f"{section.citation}: {passage!r}")


def rebuilt_label(citation: Citation) -> bool:
    """True when ``citation`` names a subsection whose label the published copy does not print
    (``label_source`` "rebuilt": § 95-24(4), § 95-3A(2)); False for a printed label, a whole
    section, a statute or a Westfield provision cited by subject."""
    try:
        section = get(citation.section_id)
    except UnknownSection:
        return False
    return any(p.citation == citation.citation and p.label_source == "rebuilt" for p in section.paragraphs)


def amendment_note(section_id: str, index: int = 0, subject: Optional[str] = None) -> str:
    """A section's amendment note as a sentence, from the data: e.g. "§ 95-24 was added
    9-6-2017 by Ord. No. 2017-5." ``subject`` replaces the citation ("§ 95-23's rules for
    residential properties"). Raises IndexError if the section has no such note."""
    section = get(section_id)
    note = re.sub(r"\[\d+\]$", "", section.amendments[index]).strip()
    verb, rest = note.split(" ", 1)
    name = subject or (section.citation if section.number else section.full_citation)
    return f"{name} was {verb.lower()} {rest}."


def seed_text(jurisdiction: str) -> str:
    """The whole seed copy of one chapter, whitespace-normalised."""
    name = {"town_of_cedarburg": "town_of_cedarburg_ch95.txt", "village_of_westfield": "village_of_westfield_ch195.txt"}
    return normalize((SEEDS / name[jurisdiction]).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Statute:
    """A Wisconsin statute a chapter refers to. State law, never the Town's or Village's."""

    citation: str
    summary: str
    referred_to_by: Tuple[str, ...] = field(default_factory=tuple)


STATUTES: Dict[str, Statute] = {
    "174.05": Statute(
        "Wis. Stat. § 174.05",
        "Wisconsin's statewide dog license tax: a dog more than five months old must be licensed.",
        ("town_of_cedarburg:95-3",),
    ),
    "95.21": Statute(
        "Wis. Stat. § 95.21",
        "Wisconsin's rabies control statute; the certificate of vaccination must meet § 95.21(2).",
        ("town_of_cedarburg:95-2",),
    ),
    "174.02": Statute(
        "Wis. Stat. § 174.02",
        "Owner's liability for damage caused by dogs, adopted by reference in § 95-6.",
        ("town_of_cedarburg:95-6",),
    ),
}


def statute(number: str, passage: str) -> Citation:
    """Cite a Wisconsin statute as state law. ``passage`` is our summary, not a quote."""
    s = STATUTES[number]
    return Citation(section_id=f"wis_stat:{number}", citation=s.citation, quote=passage, jurisdiction="wisconsin", kind="statute")
