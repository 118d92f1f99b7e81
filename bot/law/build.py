"""Build the law data files (``bot/law/data/*.yml``) from the seed texts.

Run ``python -m bot.law.build`` after a seed changes; ``tests/test_law_data.py``
fails when the committed data no longer matches what this script produces.

The seeds are copies as published (``bot/law/seeds/``, mirrored from
``../shared/seeds/``). The Town of Cedarburg copy lost most subsection labels;
``CEDARBURG_LABELS`` rebuilds them **only** where the structure makes them
certain, and records why. Everywhere else a paragraph carries no label and is
cited at section level. The Village of Westfield copy carries one section
number (§ 195-14); its other provisions are identified by chapter and subject.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import yaml

HERE = Path(__file__).parent
SEEDS = HERE / "seeds"
DATA = HERE / "data"

CEDARBURG_SEED = "town_of_cedarburg_ch95.txt"
WESTFIELD_SEED = "village_of_westfield_ch195.txt"

_NOTE = re.compile(r"^\[(Amended|Added) [^\n]*\]$")
_FOOTNOTE = re.compile(r"^\[\d+\]$")
_PRINTED_LABEL = re.compile(r"^\((\d+|[a-z])\)$")
_SECTION = re.compile(r"^§ (95-\d+) (.+)$")

# Rebuilt Cedarburg labels: for each section, one entry per body paragraph in
# order (None = no certain label), and the reason the labels are certain.
_A_TO_G = ["A", "B", "C", "D", "E", "F", "G"]
CEDARBURG_LABELS: Dict[str, Tuple[List[Optional[str]], str]] = {
    "95-2": (
        _A_TO_G,
        "Seven titled paragraphs in order. § 95-3A(5) cites 'Tag to be attached' as "
        "§ 95-2E (the fifth), and that paragraph cites the vaccination duty as "
        "'Subsection A' (the first).",
    ),
    "95-3": (
        ["A"] + [f"A({i})" for i in range(1, 8)] + ["B", "B(1)", "B(2)"],
        "Two headings ('Dog licenses.', 'Kennel licenses.') with numbered paragraphs "
        "under each. The seeds README identifies the fifth paragraph under 'Dog "
        "licenses.' as § 95-3A(5) by its cross-reference to § 95-2E.",
    ),
    "95-5": (
        ["A", "B"] + [None] * 13,
        "'Subsection A' in the exemption paragraph refers to the confinement rule, "
        "which fixes A and B. The nesting of the quarantine paragraphs that follow "
        "is not certain, so they are cited at section level.",
    ),
    "95-24": (
        [None] + [f"({i})" for i in range(1, 11)],
        "Labels (8), (9) and (10) survive in the copy; exactly seven paragraphs "
        "precede (8) after the unlabelled opening paragraph, so they are (1)-(7).",
    ),
}


def _paragraphs(text: str) -> List[str]:
    return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]


def _split_cedarburg(seed: str) -> List[Tuple[str, str, List[str]]]:
    """Return (number, heading, raw paragraphs) for each § 95-N in the seed."""
    sections: List[Tuple[str, str, List[str]]] = []
    for para in _paragraphs(seed):
        m = _SECTION.match(para)
        if m:
            sections.append((m.group(1), m.group(2), []))
        elif sections:
            sections[-1][2].append(para)
    return sections


def build_cedarburg(seed: str) -> dict:
    sections = []
    for number, heading, raw in _split_cedarburg(seed):
        amendments: List[str] = []
        notes: List[str] = []
        body: List[Tuple[Optional[str], str]] = []
        pending_label: Optional[str] = None
        for para in raw:
            if _NOTE.match(para):
                amendments.append(para[1:-1])
            elif para.startswith("Editor's Note:"):
                notes.append(para)
            elif _FOOTNOTE.match(para):
                continue
            elif _PRINTED_LABEL.match(para):
                pending_label = para
            else:
                body.append((pending_label, para))
                pending_label = None
        labels, reason = CEDARBURG_LABELS.get(number, ([None] * len(body), ""))
        if len(labels) != len(body):
            raise ValueError(f"§ {number}: {len(body)} paragraphs, {len(labels)} labels")
        paragraphs = []
        for (printed, text), rebuilt in zip(body, labels):
            para = {"text": text}
            if rebuilt:
                para.update(
                    label=rebuilt,
                    label_source="printed" if printed and rebuilt.endswith(printed) else "rebuilt",
                    label_reason=reason,
                    citation=f"§ {number}{rebuilt}",
                )
            elif printed:
                # Printed in the copy, but the parent label is lost (§ 95-13's
                # list, § 95-23's rules): kept for reference, never cited.
                para.update(label=printed, label_source="printed", label_reason=(
                    "Printed in the copy; the parent subsection label is lost, so it is not cited."))
            else:
                para["label_source"] = "none"
            paragraphs.append(para)
        sections.append(
            {
                "id": f"town_of_cedarburg:{number}",
                "number": number,
                "citation": f"§ {number}",
                "heading": heading,
                "amendments": amendments,
                "notes": notes,
                "paragraphs": paragraphs,
            }
        )
    return {
        "jurisdiction": "town_of_cedarburg",
        "jurisdiction_name": "Town of Cedarburg",
        "code_name": "Town of Cedarburg Code",
        "chapter": "95",
        "chapter_title": "Animals",
        "seed": CEDARBURG_SEED,
        "notes": [p for p in _paragraphs(seed)[:3] if p.startswith("Editor's Note:")],
        "sections": sections,
    }


# Westfield provisions other than § 195-14 carry no number in the copy. They are
# split by their opening words and named by subject; ids use a subject slug.
WESTFIELD_PROVISIONS = [
    ("livestock", "livestock and exotic animals", "It shall be unlawful to domicile"),
    ("diseased-animals", "diseased animals", "No domestic animal afflicted"),
    ("running-at-large", "animals running at large; grazing", "It shall be unlawful to permit any cattle"),
    ("noise", "animals disturbing the peace by noise", "It shall be unlawful to harbor or keep any animals"),
    ("cruelty", "cruelty to animals", "No person shall cruelly treat"),
    ("food-premises", "animals on food premises", "No person shall take, or permit to remain"),
    ("cats", "limit on cats and rabbits", "No more than three cats"),
    ("zoning-precedence", "zoning regulations control", "To the extent that the zoning"),
    ("penalties", "penalties", "Any person violating or permitting"),
]
_WESTFIELD_14_START = "A. Definitions."


def _unwrap(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def build_westfield(seed: str) -> dict:
    flat = seed
    starts = [flat.index(start) for _, _, start in WESTFIELD_PROVISIONS]
    s14 = flat.index(_WESTFIELD_14_START)
    bounds = starts + [s14]
    sections = []
    note_re = re.compile(r"\[(Amended|Added)\s[^\]]*\]")
    for i, (slug, subject, _start) in enumerate(WESTFIELD_PROVISIONS):
        chunk = flat[bounds[i] : bounds[i + 1]]
        before = flat[(bounds[i - 1] if i else 0) : bounds[i]]
        # In this copy an amendment note precedes the provision it belongs to.
        prior_notes = note_re.findall(before)
        amendments = [_unwrap(m.group(0)[1:-1]) for m in note_re.finditer(before)][-1:] if prior_notes else []
        text = _unwrap(note_re.sub("", chunk))
        sections.append(
            {
                "id": f"village_of_westfield:195:{slug}",
                "number": None,
                "citation": f"Village of Westfield Code ch. 195 ({subject})",
                "heading": subject[0].upper() + subject[1:],
                "amendments": amendments,
                "notes": [
                    "The published copy carries no section number for this provision; "
                    "it is cited by chapter and subject."
                ],
                "paragraphs": [{"text": text, "label_source": "none"}],
            }
        )
    # § 195-14: labels A.-H. and (1)... are printed in the copy.
    body = flat[s14:]
    amend14 = [_unwrap(m.group(0)[1:-1]) for m in note_re.finditer(flat[bounds[-2] : s14])][-1:]
    paragraphs = []
    parts = re.split(r"\n(?=[A-H]\. |\(\d+\)\s)", body)
    current_letter = None
    for part in parts:
        text = _unwrap(part)
        m = re.match(r"^([A-H])\. ", text)
        if m:
            current_letter = m.group(1)
            label = current_letter
        else:
            n = re.match(r"^\((\d+)\)", text)
            label = f"{current_letter}({n.group(1)})"
        paragraphs.append(
            {
                "text": text,
                "label": label,
                "label_source": "printed",
                "label_reason": "Printed in the copy.",
                "citation": f"§ 195-14{label}",
            }
        )
    sections.append(
        {
            "id": "village_of_westfield:195-14",
            "number": "195-14",
            "citation": "§ 195-14",
            "heading": "Keeping of chickens.",
            "amendments": amend14,
            "notes": [
                "The heading 'Keeping of chickens' is given by the seeds README; the copy "
                "itself prints no heading."
            ],
            "paragraphs": paragraphs,
        }
    )
    return {
        "jurisdiction": "village_of_westfield",
        "jurisdiction_name": "Village of Westfield",
        "code_name": "Village of Westfield Code",
        "chapter": "195",
        "chapter_title": "Animals",
        "seed": WESTFIELD_SEED,
        "notes": [],
        "sections": sections,
    }


def build_all() -> Dict[str, dict]:
    return {
        "town_of_cedarburg_ch95.yml": build_cedarburg((SEEDS / CEDARBURG_SEED).read_text(encoding="utf-8")),
        "village_of_westfield_ch195.yml": build_westfield((SEEDS / WESTFIELD_SEED).read_text(encoding="utf-8")),
    }


def dump(chapter: dict) -> str:
    header = (
        "# Generated by `python -m bot.law.build` from bot/law/seeds/. Do not edit by hand:\n"
        "# change the seed or the label table in bot/law/build.py, then rebuild.\n"
    )
    return header + yaml.safe_dump(chapter, sort_keys=False, allow_unicode=True, width=100)


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for name, chapter in build_all().items():
        (DATA / name).write_text(dump(chapter), encoding="utf-8")
        print(f"wrote {DATA / name}: {len(chapter['sections'])} sections")


if __name__ == "__main__":
    main()
