"""The complaint repository (bot.complaints), on SQLite and, when POSTGRES_TEST_URL is set,
on PostgreSQL too (``scripts/with_postgres.sh .venv/bin/python -m pytest -q tests/test_complaints_store.py``).

§ 95-12: "A dog or cat is considered to be in violation of this section when two formal,
written complaints are filed with the Town within a four-week period." Four weeks = 28 days.
"""
from __future__ import annotations

import logging
import os
import re
import threading
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from bot.complaints import (
    Complaint,
    ComplaintNotFound,
    ComplaintStore,
    InvalidTransition,
    StorageError,
    ThresholdResult,
)
from bot.complaints.address import normalise_address, parse_address
from bot.complaints.db import DEFAULT_SQLITE_PATH, resolve_url
from bot.complaints.models import metadata
from bot.complaints.phone import mask, mask_text, to_e164

UTC = timezone.utc
# 29 March 2026, 10:00 in Cedarburg (CDT, UTC-5). 28 days earlier is 1 March (CST): the
# window crosses the change to daylight saving time on 8 March.
NOW = datetime(2026, 3, 29, 15, 0, tzinfo=UTC)
ADDRESS = "W63N100 Example Rd"
PG_URL = os.environ.get("POSTGRES_TEST_URL")


def _reset_postgres(url: str) -> None:
    """Drop this project's tables (only those) so each test starts from an empty database."""
    store = ComplaintStore(url)
    with store.engine.begin() as conn:
        metadata.drop_all(conn)
        conn.execute(text("DROP TABLE IF EXISTS alembic_version"))
    store.dispose()


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request, tmp_path):
    """A database URL for a fresh, unmigrated database: a SQLite file, or POSTGRES_TEST_URL
    emptied of this project's tables (the postgres case is skipped without it)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'complaints.db'}"
        return
    if not PG_URL:
        pytest.skip("POSTGRES_TEST_URL not set (scripts/with_postgres.sh sets it)")
    _reset_postgres(PG_URL)
    yield PG_URL
    _reset_postgres(PG_URL)


@pytest.fixture
def store(store_url):
    s = ComplaintStore(store_url)
    s.migrate()
    yield s
    s.dispose()


def file(store, *, days_ago=0.0, address=ADDRESS, municipality="town_of_cedarburg", sid=None, animal="dog",
         phone="414-555-4567", channel="sms", name="Pat Doe", now=NOW) -> Complaint:
    return store.file_complaint(
        municipality=municipality, address=address, animal=animal, details="Barks from 10 pm to 2 am.",
        duration="three weeks", complainant_name=name, phone=phone, channel=channel, message_sid=sid,
        now=now - timedelta(days=days_ago),
    )


# --- schema ---------------------------------------------------------------------------------

def test_migrate_is_idempotent_and_matches_the_models(store):
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    assert store.migrate() == "0002_staff"
    assert store.migrate() == "0002_staff"
    with store.engine.connect() as conn:
        diffs = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), metadata)
    assert diffs == []


def test_default_database_is_the_sqlite_file_under_var(monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert resolve_url() == f"sqlite:///{DEFAULT_SQLITE_PATH}"
    assert DEFAULT_SQLITE_PATH.parent.name == "var"
    monkeypatch.setenv("DATABASE_URL", "postgres://u:p@db/x")
    assert resolve_url() == "postgresql://u:p@db/x"
    assert resolve_url("sqlite:///elsewhere.db") == "sqlite:///elsewhere.db"


def test_sqlite_folder_is_created(tmp_path):
    path = tmp_path / "new" / "deeper" / "c.db"
    s = ComplaintStore(f"sqlite:///{path}")
    s.migrate()
    assert path.exists()
    s.dispose()


# --- filing ---------------------------------------------------------------------------------

def test_file_complaint_stores_every_field(store):
    c = file(store, sid="SM0001")
    assert re.fullmatch(r"AC-2026-\d{5}", c.reference)
    assert c.municipality == "town_of_cedarburg"
    assert c.address_raw == ADDRESS
    assert c.address_normalized == "W63N100 EXAMPLE RD"
    assert c.animal == "dog" and c.details.startswith("Barks") and c.duration == "three weeks"
    assert c.status == "received" and c.channel == "sms" and c.message_sid == "SM0001"
    assert c.created_at == NOW and c.updated_at == NOW
    assert c.created_at.tzinfo is not None and c.created_at.utcoffset() == timedelta(0)
    assert c.complainant_name == "Pat Doe" and c.complainant_phone == "+14145554567"

    again = store.get(c.reference.lower())
    assert again.reference == c.reference
    assert again.created_at == NOW and again.created_at.utcoffset() == timedelta(0)
    assert again.complainant_phone == "+14145554567"


def test_references_are_sequential_unique_and_per_year(store):
    refs = [file(store, days_ago=d).reference for d in (3, 2, 1)]
    assert refs == ["AC-2026-00001", "AC-2026-00002", "AC-2026-00003"]
    # 1 January 2026, 03:00 UTC is still 31 December 2025 in Cedarburg.
    old = file(store, now=datetime(2026, 1, 1, 3, 0, tzinfo=UTC))
    assert old.reference == "AC-2025-00001"


def test_same_message_sid_returns_the_existing_complaint(store):
    first = file(store, sid="SMdup")
    second = file(store, sid="SMdup", address="somewhere else", days_ago=-1)
    assert second.reference == first.reference
    assert len(store.list()) == 1


def test_concurrent_filings_get_distinct_references(store):
    errors, refs = [], []

    def worker(i):
        try:
            for j in range(5):
                refs.append(file(store, sid=f"SM-{i}-{j}").reference)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(refs) == 30 and sorted(refs) == [f"AC-2026-{n:05d}" for n in range(1, 31)]


def test_complainant_is_reused_for_the_same_phone_and_name(store):
    a = file(store, days_ago=2)
    b = file(store, days_ago=1, phone="+1 414 555 4567", name="pat doe")
    c = file(store, days_ago=0, name="Someone Else")
    assert a.complainant.id == b.complainant.id != c.complainant.id


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"municipality": "City of Cedarburg"}, "municipality"),
        ({"channel": "fax"}, "channel"),
        ({"address": "   "}, "address"),
        ({"animal": ""}, "animal"),
        ({"phone": "12345"}, "phone"),
    ],
)
def test_bad_input_raises_value_error_and_stores_nothing(store, kwargs, message):
    args = dict(municipality="town_of_cedarburg", address=ADDRESS, animal="dog", details="", duration="",
                complainant_name="Pat", phone=None, channel="sms")
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        store.file_complaint(**args)
    assert store.list() == []


def test_phone_is_optional(store):
    c = file(store, phone=None, channel="web")
    assert c.complainant_phone is None


# --- failures -------------------------------------------------------------------------------

def test_unmigrated_database_raises_storage_error(store_url, caplog):
    s = ComplaintStore(store_url)  # no migrate(): no tables
    with caplog.at_level(logging.ERROR, logger="bot.complaints"):
        with pytest.raises(StorageError, match="Could not save the complaint"):
            file(s)
    assert "complaint database error" in caplog.text
    assert "5554567" not in caplog.text
    s.dispose()


def test_failed_commit_raises_storage_error_and_saves_nothing(store, monkeypatch, caplog):
    from sqlalchemy.orm import Session

    def broken_commit(self):
        raise OperationalError("COMMIT", {}, Exception("disk I/O error"))

    monkeypatch.setattr(Session, "commit", broken_commit)
    with caplog.at_level(logging.ERROR, logger="bot.complaints"):
        with pytest.raises(StorageError) as info:
            file(store, sid="SMfail")
    assert "Nothing was saved" in str(info.value)
    assert "5554567" not in caplog.text and "5554567" not in str(info.value)
    monkeypatch.undo()
    assert store.list() == []


def test_unreachable_database_raises_storage_error(tmp_path):
    s = ComplaintStore(f"sqlite:///{tmp_path}/db.sqlite")
    (tmp_path / "db.sqlite").mkdir()  # a directory where the file should be
    with pytest.raises(StorageError):
        s.migrate()
    with pytest.raises(StorageError):
        s.list()


# --- restart --------------------------------------------------------------------------------

def test_data_survives_reopening_the_store(store_url):
    s1 = ComplaintStore(store_url)
    s1.migrate()
    c = file(s1, sid="SMkeep")
    s1.mark_formal(c.reference, now=NOW)
    s1.set_opted_out("+14145554567", True, now=NOW)
    s1.dispose()
    del s1

    s2 = ComplaintStore(store_url)
    s2.migrate()  # a restart runs migrations again: nothing changes
    again = s2.get(c.reference)
    assert again is not None and again.status == "formal" and again.formal_at == NOW
    assert again.complainant_phone == "+14145554567"
    assert s2.is_opted_out("+14145554567")
    assert file(s2, sid="SMkeep").reference == c.reference
    assert file(s2).reference == "AC-2026-00002"
    s2.dispose()


# --- addresses ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "variant",
    [
        "W63N100 Example Rd",
        "w63 n100 example road",
        "W63-N100 Example Rd.",
        "  w63n100   EXAMPLE   ROAD ",
        "W63N100 Example Road, Cedarburg, WI 53012",
        "w63 n100 example rd cedarburg wi",
    ],
)
def test_address_variants_normalise_to_one(variant):
    assert normalise_address(variant) == "W63N100 EXAMPLE RD"


def test_address_fallback_is_deterministic():
    # scourgify refuses these; the fallback still abbreviates and upper-cases.
    assert parse_address("Example Road").method == "fallback"
    assert normalise_address("Example Road") == normalise_address("example  rd") == "EXAMPLE RD"
    assert normalise_address("n144 w5800 pioneer road") == normalise_address("N144W5800 Pioneer Rd") == "N144W5800 PIONEER RD"
    assert parse_address("123 North Main Street Apt 4, Cedarburg WI 53012").zipcode == "53012"
    with pytest.raises(ValueError):
        normalise_address("  ")


def test_address_variants_count_as_one_premises(store):
    file(store, address="W63N100 Example Rd", days_ago=2)
    file(store, address="w63 n100 example road", days_ago=1)
    file(store, address="W64N100 Example Rd", days_ago=1)
    assert [c.address_normalized for c in store.list(address="W63N100 EXAMPLE ROAD")] == ["W63N100 EXAMPLE RD"] * 2
    assert store.threshold("w63n100 example rd", now=NOW).received_count == 2


# --- phones ---------------------------------------------------------------------------------

def test_phone_e164_and_mask():
    assert to_e164("(414) 555-4567") == "+14145554567"
    assert to_e164("+44 20 7183 8750") == "+442071838750"
    assert to_e164("whatsapp:+14145554567") == "+14145554567"
    assert to_e164("12345") is None and to_e164("") is None and to_e164(None) is None
    assert mask("+14145554567") == "+1******4567"
    assert mask(None) == "-"
    assert mask_text("from +14145554567 and +442071838750") == "from +1******4567 and +44******8750"


# --- § 95-12 threshold ----------------------------------------------------------------------

def _formal(store, days_ago, **kw):
    c = file(store, days_ago=days_ago, **kw)
    store.mark_formal(c.reference, now=NOW)
    return c


@pytest.mark.parametrize("days, met", [(27, True), (28, True), (29, False)])
def test_two_formal_complaints_days_apart(store, days, met):
    """Two formal, written complaints 27 or 28 days apart meet § 95-12; 29 days apart do not."""
    old = _formal(store, days)
    new = _formal(store, 0)
    result = store.threshold(ADDRESS, now=NOW)
    assert isinstance(result, ThresholdResult)
    assert result.met is met
    assert result.window_days == 28 and result.citation == "§ 95-12"
    assert result.references == ([old.reference, new.reference] if met else [new.reference])
    assert result.formal_count == (2 if met else 1)
    assert result.received_count == (2 if met else 1)


def test_window_counts_calendar_days_in_cedarburg(store):
    # 1 March 2026 00:30 in Cedarburg (CST) = 06:30 UTC is 28 days before 29 March on the
    # Town's calendar, although more than 28 x 24 hours before `now` late on 29 March.
    first = file(store, now=datetime(2026, 3, 1, 6, 30, tzinfo=UTC))
    store.mark_formal(first.reference, now=NOW)
    _formal(store, 0)
    late = datetime(2026, 3, 30, 4, 0, tzinfo=UTC)  # 29 March, 23:00 CDT
    assert store.threshold(ADDRESS, now=late).met
    # 28 February 23:30 CST is 29 days before: outside.
    assert store.threshold(ADDRESS, now=late).window_start == datetime(2026, 3, 1, 6, 0, tzinfo=UTC)


def test_received_by_sms_is_not_formal(store):
    file(store, days_ago=5)
    file(store, days_ago=1)
    r = store.threshold(ADDRESS, now=NOW)
    assert (r.met, r.formal_count, r.received_count, r.references) == (False, 0, 2, [])
    assert "not met" in r.summary() and "0 formal" in r.summary() and "2 received" in r.summary()


def test_one_formal_one_received_is_not_met(store):
    _formal(store, 5)
    file(store, days_ago=1)
    r = store.threshold(ADDRESS, now=NOW)
    assert (r.met, r.formal_count, r.received_count) == (False, 1, 2)


def test_closed_complaints_do_not_count(store):
    a = _formal(store, 5)
    _formal(store, 1)
    assert store.threshold(ADDRESS, now=NOW).met
    store.close(a.reference, now=NOW)
    r = store.threshold(ADDRESS, now=NOW)
    assert (r.met, r.formal_count) == (False, 1)


def test_westfield_complaints_never_count(store):
    for d in (3, 1):
        _formal(store, d, municipality="village_of_westfield")
    r = store.threshold(ADDRESS, now=NOW)
    assert (r.met, r.formal_count, r.received_count) == (False, 0, 0)


def test_complaints_after_now_are_ignored(store):
    _formal(store, 1)
    _formal(store, -1)  # filed after `now`
    assert not store.threshold(ADDRESS, now=NOW).met


def test_meeting_the_threshold_is_logged_without_personal_data(store, caplog):
    _formal(store, 10)
    c = file(store, days_ago=0)
    with caplog.at_level(logging.WARNING, logger="bot.complaints"):
        store.mark_formal(c.reference, now=NOW)
    assert "§ 95-12 threshold met" in caplog.text
    assert "5554567" not in caplog.text and "EXAMPLE" not in caplog.text


# --- status changes and lists ---------------------------------------------------------------

def test_status_changes(store):
    c = file(store)
    later = NOW + timedelta(hours=2)
    f = store.mark_formal(c.reference, now=later)
    assert (f.status, f.formal_at, f.updated_at) == ("formal", later, later)
    assert store.mark_formal(c.reference, now=later + timedelta(hours=1)).formal_at == later  # idempotent
    closed = store.close(c.reference, now=later)
    assert (closed.status, closed.closed_at) == ("closed", later)
    with pytest.raises(InvalidTransition):
        store.mark_formal(c.reference)
    with pytest.raises(ComplaintNotFound):
        store.close("AC-1999-00001")
    assert store.get("AC-1999-00001") is None


def test_list_filters(store):
    a = file(store, days_ago=10)
    b = file(store, days_ago=2, municipality="village_of_westfield", address="12 Main St")
    c = file(store, days_ago=1)
    store.mark_formal(c.reference, now=NOW)
    assert [x.reference for x in store.list()] == [a.reference, b.reference, c.reference]
    assert [x.reference for x in store.list(since=NOW - timedelta(days=3))] == [b.reference, c.reference]
    assert [x.reference for x in store.list(status="formal")] == [c.reference]
    assert [x.reference for x in store.list(address="w63 n100 example road")] == [a.reference, c.reference]
    assert [x.reference for x in store.list(municipality="Village of Westfield")] == [b.reference]
    with pytest.raises(ValueError):
        store.list(status="open")


# --- exports --------------------------------------------------------------------------------

OPEN311_FIELDS = {
    "service_request_id", "status", "status_notes", "service_name", "service_code", "description",
    "agency_responsible", "service_notice", "requested_datetime", "updated_datetime", "expected_datetime",
    "address", "address_id", "zipcode", "lat", "long", "media_url",
}


def test_export_open311(store):
    a = _formal(store, 3, address="W63N100 Example Rd, Cedarburg, WI 53012")
    b = _formal(store, 1)
    w = file(store, days_ago=1, municipality="village_of_westfield", animal="cat", address="12 Main St")
    store.close(w.reference, now=NOW)
    rows = {r["service_request_id"]: r for r in store.export_open311(now=NOW)}
    assert set(rows) == {a.reference, b.reference, w.reference}
    for r in rows.values():
        assert set(r) == OPEN311_FIELDS
        for key in ("requested_datetime", "updated_datetime"):
            parsed = datetime.fromisoformat(r[key])
            assert parsed.tzinfo is not None
    ra = rows[a.reference]
    assert ra["status"] == "open" and ra["service_name"] == "Barking dog"
    assert ra["agency_responsible"] == "Town of Cedarburg"
    assert ra["zipcode"] == "53012"
    assert ra["address"] == "W63N100 EXAMPLE RD, Town of Cedarburg, WI"
    assert datetime.fromisoformat(ra["requested_datetime"]) == NOW - timedelta(days=3)
    assert "formal, written complaint" in ra["status_notes"] and b.reference in ra["status_notes"]
    assert "two formal, written complaints are filed with the Town within a four-week period" in ra["service_notice"]
    rw = rows[w.reference]
    assert rw["status"] == "closed" and rw["service_name"] == "Crying cat"
    assert rw["agency_responsible"] == "Village of Westfield" and "no complaint count" in rw["service_notice"]
    assert all(r["lat"] is None and r["long"] is None and r["media_url"] is None for r in rows.values())
    # no personal data
    assert "5554567" not in repr(rows) and "Pat Doe" not in repr(rows)


def test_export_csv(store):
    import csv
    import io

    _formal(store, 3)
    c = file(store, days_ago=1)
    c2 = store.file_complaint(municipality="town_of_cedarburg", address=ADDRESS, animal="dog",
                              details="=HYPERLINK(\"x\")", duration="", complainant_name="Pat", phone=None,
                              channel="web", now=NOW)
    rows = list(csv.DictReader(io.StringIO(store.export_csv(now=NOW))))
    assert [r["reference"] for r in rows][1:] == [c.reference, c2.reference]
    assert rows[0]["threshold_95_12"] == "not met" and rows[0]["formal_count_28d"] == "1"
    assert rows[0]["received_count_28d"] == "3"
    assert "complainant_phone" not in rows[0]
    assert rows[2]["details"].startswith("'=")  # not run as a spreadsheet formula
    personal = list(csv.DictReader(io.StringIO(store.export_csv(now=NOW, include_personal=True))))
    assert personal[1]["complainant_phone"] == "+14145554567"


# --- SMS bookkeeping ------------------------------------------------------------------------

def test_sms_claim_replay_and_buttons(store):
    phone = "+14145554567"
    assert store.sms_claim("SM1", phone, now=NOW).state == "new"
    assert store.sms_claim("SM1", phone, now=NOW + timedelta(seconds=5)).state == "pending"
    assert store.sms_claim("SM1", phone, now=NOW + timedelta(minutes=5)).state == "stale"
    store.sms_record_reply("SM1", "<Response/>", ["/affirm", "/deny"], now=NOW)
    claim = store.sms_claim("SM1", phone)
    assert (claim.state, claim.reply_twiml) == ("replay", "<Response/>")
    assert store.sms_last_buttons(phone) == ["/affirm", "/deny"]
    assert store.sms_last_buttons(phone, exclude_sid="SM1") == []
    assert store.sms_last_buttons("+14145550000") == []
    assert store.purge_sms_messages(older_than_days=30, now=NOW + timedelta(days=31)) == 1


def test_opt_out(store):
    phone = "+14145554567"
    assert not store.is_opted_out(phone)
    store.set_opted_out(phone, True)
    assert store.is_opted_out(phone)
    store.set_opted_out(phone, False)
    assert not store.is_opted_out(phone)
