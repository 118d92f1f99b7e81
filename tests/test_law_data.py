"""The law as data: verbatim, reproducible, and cited only as precisely as is certain."""
from __future__ import annotations

from pathlib import Path

import pytest

from bot import law
from bot.law import build

ROOT = Path(__file__).parent.parent


def test_every_paragraph_is_verbatim_in_its_seed():
    for section in law.sections().values():
        seed = law.seed_text(section.jurisdiction)
        for para in section.paragraphs:
            assert law.normalize(para.text) in seed, (section.id, para.text[:60])


def test_data_files_are_what_the_build_produces():
    for name, chapter in build.build_all().items():
        assert (law.DATA / name).read_text(encoding="utf-8") == build.dump(chapter), name


def test_seed_copies_match_shared_seeds():
    shared = ROOT.parent / "shared" / "seeds"
    if not shared.exists():
        pytest.skip("../shared is not beside this checkout")
    assert (law.SEEDS / "town_of_cedarburg_ch95.txt").read_text() == (shared / "000_0e561b6c922068e2.txt").read_text()
    assert (law.SEEDS / "village_of_westfield_ch195.txt").read_text() == (shared / "004_158e8d8d6f0eaa5a.txt").read_text()


def test_both_chapters_are_complete():
    ids = set(law.sections())
    assert {f"town_of_cedarburg:95-{n}" for n in range(2, 25)} <= ids
    assert len([i for i in ids if i.startswith("town_of_cedarburg:")]) == 23
    assert "village_of_westfield:195-14" in ids
    assert len([i for i in ids if i.startswith("village_of_westfield:")]) == 10


def test_westfield_numbers_are_never_invented():
    for section in law.sections().values():
        if section.jurisdiction == "village_of_westfield" and section.id != "village_of_westfield:195-14":
            assert section.number is None
            assert section.citation.startswith("Village of Westfield Code ch. 195 (")
            assert all(p.citation is None for p in section.paragraphs)


def test_rebuilt_labels_follow_the_cross_references():
    # § 95-3A(5) says "except as provided in § 95-2E"; § 95-2E is "Tag to be attached".
    assert law.quote("town_of_cedarburg:95-3", "except as provided in § 95-2E").citation == "§ 95-3A(5)"
    assert law.quote("town_of_cedarburg:95-2", "Tag to be attached.").citation == "§ 95-2E"
    # § 95-24's printed (8) is the licence paragraph; (4) the hen limit.
    assert law.quote("town_of_cedarburg:95-24", "The maximum number of hens per premises is six.").citation == "§ 95-24(4)"
    assert law.quote("town_of_cedarburg:95-24", "renewed annually").citation == "§ 95-24(8)"
    assert law.quote("village_of_westfield:195-14", "No person shall keep any rooster.").citation == "§ 195-14C(3)"


def test_uncertain_labels_are_cited_at_section_level():
    # § 95-5's quarantine paragraphs and § 95-13's list have no certain parent label.
    assert law.quote("town_of_cedarburg:95-5", "for at least 10 days after the incident occurred").citation == "§ 95-5"
    assert law.quote("town_of_cedarburg:95-13", "Constrictor snakes, six feet in length or more.").citation == "§ 95-13"


def test_amendment_notes_stay_with_their_section():
    assert law.get("town_of_cedarburg:95-24").amendments == ("Added 9-6-2017 by Ord. No. 2017-5[1]",)
    assert law.get("town_of_cedarburg:95-3").amendments == (
        "Amended 11-5-2003 by Ord. No. 2003-20", "Amended 1-4-2012 by Ord. No. 2012-2")
    assert law.get("village_of_westfield:195:livestock").amendments == ("Amended 11-12-2019 by Ord. No. 19:08",)
    assert law.get("village_of_westfield:195-14").amendments == ("Added 11-12-2019 by Ord. No. 19:08",)


def test_a_misquote_is_refused():
    with pytest.raises(law.QuoteNotInText):
        law.quote("town_of_cedarburg:95-24", "The maximum number of hens per premises is eight.")
    with pytest.raises(law.UnknownSection):
        law.get("town_of_cedarburg:95-99")


def test_find_by_citation_keeps_jurisdictions_apart():
    assert [s.id for s in law.find("§ 95-12")] == ["town_of_cedarburg:95-12"]
    assert [s.id for s in law.find("195-14C")] == ["village_of_westfield:195-14"]
    assert law.find("95-14", jurisdiction="village_of_westfield") == []


def test_amendment_notes_as_sentences():
    assert law.amendment_note("town_of_cedarburg:95-24") == "§ 95-24 was added 9-6-2017 by Ord. No. 2017-5."
    assert law.amendment_note("village_of_westfield:195:livestock") == (
        "Village of Westfield Code ch. 195 (livestock and exotic animals) was amended 11-12-2019 by Ord. No. 19:08.")
    with pytest.raises(IndexError):
        law.amendment_note("town_of_cedarburg:95-9")


def test_each_quotation_is_defined_once_in_the_rules():
    """A passage the rules quote is one named constant, imported where it is used again: two
    copies can drift apart (one corrected, the other not). Checked over the rule modules'
    module-level quotations (``bot.law.Citation``)."""
    import ast
    import importlib

    from bot.law import Citation

    where = {}
    for path in sorted((ROOT / "bot" / "rules").glob("*.py")):
        name = "bot.rules" if path.stem == "__init__" else f"bot.rules.{path.stem}"
        module = importlib.import_module(name)
        names = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)):
                continue
            assert node.targets[0].id not in names, f"{name}.{node.targets[0].id} is assigned twice"
            names.add(node.targets[0].id)
            value = getattr(module, node.targets[0].id, None)
            if isinstance(value, Citation) and value.kind == "ordinance":
                key = (value.section_id, value.quote)
                assert key not in where, f"{name}.{node.targets[0].id} quotes again what {where[key]} quotes"
                where[key] = f"{name}.{node.targets[0].id}"
    assert len(where) > 150  # the rules' quotations were all seen
