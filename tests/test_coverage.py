"""The coverage table (docs/coverage.md) is current and has no gaps."""
from bot import coverage


def test_every_section_has_rules_tests_and_intents():
    rows = coverage.table()
    assert len(rows) == 33
    assert coverage.gaps(rows) == []


def test_coverage_table_is_current():
    assert coverage.OUT.read_text(encoding="utf-8") == coverage.markdown(coverage.table()), (
        "docs/coverage.md is stale: run `python -m bot coverage`")
