"""Staff command line: python -m bot complaints list/show/mark-formal/close/threshold/export/migrate."""
from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bot.__main__ import COMMANDS, main
from bot.complaints import ComplaintStore
from bot.complaints.timeutil import utcnow

ROOT = Path(__file__).parent.parent


@pytest.fixture
def db(tmp_path):
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert main(["complaints", "migrate", "--database-url", url]) == 0
    store = ComplaintStore(url)
    now = utcnow()
    refs = []
    for days, address, muni, animal in [
        (10, "W63N100 Example Rd", "town_of_cedarburg", "dog"),
        (2, "w63 n100 example road", "town_of_cedarburg", "dog"),
        (1, "12 Main St", "village_of_westfield", "cat"),
    ]:
        refs.append(store.file_complaint(
            municipality=muni, address=address, animal=animal, details="Barks all night.", duration="a month",
            complainant_name="Pat Doe", phone="414-555-4567", channel="sms", now=now - timedelta(days=days),
        ).reference)
    store.dispose()
    return url, refs


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_existing_commands_still_registered():
    assert {"lookup", "coverage", "complaints"} <= set(COMMANDS)


def test_list_shows_complaints_and_the_threshold(db, capsys):
    url, (a, b, w) = db
    code, out, _ = run(capsys, "complaints", "list", "--database-url", url)
    assert code == 0
    assert a in out and b in out and w in out
    assert "W63N100 EXAMPLE RD: § 95-12 not met: 0 formal, written complaints and 2 received in the last 28 days" in out
    assert "Village of Westfield: ch. 195 sets no complaint count" in out
    assert "5554567" not in out  # the list shows no phone numbers

    code, out, _ = run(capsys, "complaints", "list", "--database-url", url, "--address", "W63N100 Example Road",
                       "--since", "5d")
    assert code == 0 and b in out and a not in out and w not in out
    code, out, _ = run(capsys, "complaints", "list", "--database-url", url, "--status", "closed")
    assert code == 0 and "No complaints match." in out


def test_mark_formal_meets_the_threshold(db, capsys):
    url, (a, b, w) = db
    code, out, _ = run(capsys, "complaints", "mark-formal", a, "--database-url", url)
    assert code == 0 and f"{a} is now formal" in out and "not met: 1 formal" in out
    code, out, _ = run(capsys, "complaints", "mark-formal", b.lower(), "--database-url", url)
    assert code == 0 and f"§ 95-12 MET ({a}, {b})" in out
    code, out, _ = run(capsys, "complaints", "list", "--database-url", url, "-m", "town_of_cedarburg")
    lines = [l for l in out.splitlines() if l.startswith("AC-")]
    assert all(l.rstrip().endswith("MET") for l in lines)


def test_show(db, capsys):
    url, (a, b, w) = db
    code, out, _ = run(capsys, "complaints", "show", a, "--database-url", url)
    assert code == 0
    for text in (f"Reference:     {a}", "Town of Cedarburg", "Status:        received", "Address:       W63N100 EXAMPLE RD",
                 "As written:    W63N100 Example Rd", "Phone:         +14145554567", "§ 95-12 not met"):
        assert text in out
    code, out, err = run(capsys, "complaints", "show", "AC-1999-00001", "--database-url", url)
    assert code == 1 and "no complaint AC-1999-00001" in err


def test_close_and_invalid_transition(db, capsys):
    url, (a, _, _) = db
    assert run(capsys, "complaints", "close", a, "--database-url", url)[0] == 0
    code, _, err = run(capsys, "complaints", "mark-formal", a, "--database-url", url)
    assert code == 1 and "closed" in err


def test_export_open311(db, capsys, tmp_path):
    url, (a, b, w) = db
    run(capsys, "complaints", "mark-formal", a, "--database-url", url)
    code, out, _ = run(capsys, "complaints", "export", "--format", "open311", "--database-url", url)
    assert code == 0
    data = json.loads(out)
    assert [r["service_request_id"] for r in data] == [a, b, w]
    expected = {"service_request_id", "status", "status_notes", "service_name", "service_code", "description",
                "agency_responsible", "service_notice", "requested_datetime", "updated_datetime",
                "expected_datetime", "address", "address_id", "zipcode", "lat", "long", "media_url"}
    for r in data:
        assert set(r) == expected
        assert r["status"] in ("open", "closed")
        assert datetime.fromisoformat(r["requested_datetime"]).tzinfo is not None
        assert datetime.fromisoformat(r["updated_datetime"]).tzinfo is not None
    assert data[0]["status_notes"].startswith("Received by SMS; confirmed by staff as a formal, written complaint")
    assert data[2]["service_name"] == "Crying cat" and data[2]["agency_responsible"] == "Village of Westfield"

    target = tmp_path / "out.json"
    assert run(capsys, "complaints", "export", "-f", "open311", "-o", str(target), "--database-url", url,
               "--municipality", "village_of_westfield")[0] == 0
    assert [r["service_request_id"] for r in json.loads(target.read_text())] == [w]


def test_export_csv(db, capsys):
    url, (a, b, w) = db
    code, out, _ = run(capsys, "complaints", "export", "--format", "csv", "--database-url", url)
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and [r["reference"] for r in rows] == [a, b, w]
    assert "complainant_phone" not in rows[0]
    code, out, _ = run(capsys, "complaints", "export", "--format", "csv", "--include-personal", "--database-url", url)
    assert list(csv.DictReader(io.StringIO(out)))[0]["complainant_phone"] == "+14145554567"


def test_threshold_command(db, capsys):
    url, (a, b, _) = db
    code, out, _ = run(capsys, "complaints", "threshold", "w63n100", "example", "rd", "--database-url", url)
    assert code == 0 and "W63N100 EXAMPLE RD (Town of Cedarburg): § 95-12 not met" in out and f"received: {a}, {b}" in out


def test_usage_errors_exit_2(db, capsys):
    url, _ = db
    with pytest.raises(SystemExit) as e:
        main(["complaints", "list", "--since", "last tuesday", "--database-url", url])
    assert e.value.code == 2
    with pytest.raises(SystemExit):
        main(["complaints", "list", "--status", "open", "--database-url", url])


def test_database_error_exits_3(tmp_path, capsys):
    (tmp_path / "db").mkdir()
    code, _, err = run(capsys, "complaints", "list", "--database-url", f"sqlite:///{tmp_path / 'db'}")
    assert code == 3 and "database error" in err


def test_module_entry_point_migrates(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.db'}"
    result = subprocess.run([sys.executable, "-m", "bot", "complaints", "migrate", "--database-url", url],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "is at revision 0002_staff" in result.stdout
