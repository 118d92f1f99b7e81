"""The web app (web/): chat proxy, section API, staff login, CSRF, complaints, exports, log.

No Rasa server and no model: ``python -m web`` runs against a stub of Rasa's REST channel in this
process and a fresh SQLite database. Fast (a few seconds); the browser tests (test_browser.py)
cover the real assistant.
"""
from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

from bot.complaints import ComplaintStore
from bot.staff import RESULTS, StaffStore, classify, mask_phones, sender_key
from tests.conftest import ROOT, _free_port, start_web, stop_web

PASSWORD = "front-desk-passphrase"
ADDRESS = "W63N100 Example Rd"
CONTACT_RE = re.compile(r"Town of Cedarburg Town Hall or the Village of Westfield Village Hall")
HENS_REPLY = [
    {"recipient_id": "x", "text": "Yes, hen chickens are allowed ... at most six hens per premises, and no roosters."},
    {"recipient_id": "x", "custom": {"topic": "chickens", "status": "answered", "citations": [
        {"citation": "§ 95-24(4)", "section_id": "town_of_cedarburg:95-24",
         "quote": "The maximum number of hens per premises is six.", "kind": "ordinance"}]}},
]


# --- a stub of Rasa's REST channel ----------------------------------------------------------------

class StubRasa(BaseHTTPRequestHandler):
    seen: list = []
    down = False

    def log_message(self, *args):  # quiet
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        StubRasa.seen.append(body)
        if StubRasa.down:
            self.send_response(500)
            self.end_headers()
            return
        text = body["message"]
        if "hens" in text:
            reply = HENS_REPLY
        elif text == "/file_complaint":
            reply = [{"text": "Which municipality is this about?", "buttons": [
                {"title": "Town of Cedarburg", "payload": '/inform{"municipality": "town_of_cedarburg"}'}]}]
        elif "silent" in text:  # what Rasa's own REST channel answers when a custom action failed
            reply = []
        elif "apology" in text:  # what bot.channels.rest answers then
            reply = [{"recipient_id": body["sender"], "text": "Sorry, something went wrong on our side",
                      "custom": {"error": "no_answer"}}]
        elif "zzz" in text:
            reply = [{"text": "Sorry, I'm not sure I understood, and I'd rather not guess."}]
        elif "board meeting" in text:
            reply = [{"text": "The ordinances do not cover that."}, {"custom": {"topic": "out", "status": "not_covered"}}]
        elif text == "yes":
            reply = [{"text": "Your complaint is filed. Reference number: AC-2026-00009."},
                     {"custom": {"reference": "AC-2026-00009"}}]
        else:
            reply = [{"text": f"You said: {text}"}]
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture(scope="module")
def stub_rasa():
    server = ThreadingHTTPServer(("127.0.0.1", _free_port()), StubRasa)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def db_url(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('webdb') / 'complaints.db'}"
    subprocess.run([sys.executable, "-m", "bot", "complaints", "migrate", "--database-url", url], cwd=ROOT, check=True,
                   capture_output=True)
    staff = StaffStore(url)
    staff.add_user("frontdesk", PASSWORD)
    staff.add_user("throttled", PASSWORD)
    staff.dispose()
    return url


@pytest.fixture(scope="module")
def web(stub_rasa, db_url, tmp_path_factory):
    url, proc = start_web(stub_rasa, db_url, tmp_path_factory.mktemp("weblog") / "web.log")
    yield url
    stop_web(proc)


@pytest.fixture(scope="module")
def secure_web(db_url, tmp_path_factory):
    """Default cookie settings (Secure on) and no Rasa at all (nothing listens on the port)."""
    url, proc = start_web(f"http://127.0.0.1:{_free_port()}", db_url, tmp_path_factory.mktemp("weblog2") / "web.log",
                          cookie_secure=True)
    yield url
    stop_web(proc)


@pytest.fixture
def store(db_url):
    s = ComplaintStore(db_url)
    yield s
    s.dispose()


def file(store, address=ADDRESS, municipality="town_of_cedarburg", days_ago=0, phone="414-555-4567"):
    return store.file_complaint(municipality=municipality, address=address, animal="dog", details="barks all night",
                                duration="3 weeks", complainant_name="Pat Doe", phone=phone, channel="sms",
                                now=datetime.now(timezone.utc) - timedelta(days=days_ago))


def csrf_of(html: str) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)


def login(base: str, username="frontdesk", password=PASSWORD) -> requests.Session:
    s = requests.Session()
    token = csrf_of(s.get(f"{base}/staff/login").text)
    r = s.post(f"{base}/staff/login", data={"csrf_token": token, "next": "/staff", "username": username,
                                             "password": password}, allow_redirects=False)
    assert r.status_code == 303, r.text
    return s


def chat(base: str, message: str, sender: str = "0123456789abcdef", **extra) -> requests.Response:
    return requests.post(f"{base}/api/chat", json={"sender": sender, "message": message, **extra}, timeout=30)


# --- schema and the staff command -------------------------------------------------------------------

def test_migrate_creates_the_staff_tables_and_they_match_the_models(db_url):
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext
    from sqlalchemy import inspect

    from bot.complaints.models import metadata

    store = ComplaintStore(db_url)
    assert store.migrate() == "0002_staff"
    with store.engine.connect() as conn:
        assert {"staff_users", "staff_sessions", "conversation_log"} <= set(inspect(conn).get_table_names())
        assert compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), metadata) == []
    store.dispose()


def test_staff_add_hashes_the_password_with_argon2(tmp_path):
    url = f"sqlite:///{tmp_path / 'c.db'}"
    run = lambda *args, stdin="": subprocess.run(  # noqa: E731
        [sys.executable, "-m", "bot", *args, "--database-url", url], cwd=ROOT, input=stdin, capture_output=True, text=True)
    assert run("complaints", "migrate").returncode == 0
    r = run("staff", "add", "Pat.Front", "--password-stdin", stdin="a long enough password\n")
    assert r.returncode == 0, r.stderr
    assert "pat.front" in r.stdout
    staff = StaffStore(url)
    [user] = staff.users()
    assert user.username == "pat.front"
    assert user.password_hash.startswith("$argon2id$") and "a long enough password" not in user.password_hash
    assert staff.authenticate("pat.front", "a long enough password") is not None
    assert staff.authenticate("pat.front", "a long enough passwore") is None
    staff.dispose()
    assert run("staff", "add", "pat.front", "--password-stdin", stdin="another long password\n").returncode == 1
    assert run("staff", "add", "sam", "--password-stdin", stdin="short\n").returncode == 2
    assert run("staff", "add", "bad name!", "--password-stdin", stdin="a long enough password\n").returncode == 2
    assert "pat.front" in run("staff", "list").stdout


def test_sessions_expire_and_end(db_url):
    staff = StaffStore(db_url, session_hours=1)
    user = staff.authenticate("frontdesk", PASSWORD)
    token, session = staff.create_session(user)
    assert staff.session(token).username == "frontdesk"
    assert staff.session(token, now=session.expires_at + timedelta(seconds=1)) is None
    assert staff.session(token + "x") is None and staff.session(None) is None
    staff.end_session(token)
    assert staff.session(token) is None
    staff.dispose()


# --- nothing under /staff without a session -----------------------------------------------------------

def _staff_routes():
    """Every route of the app under /staff (from the app itself, so a new route is covered)."""
    from web.app import create_app

    app = create_app(name="route_probe", rasa_url="http://127.0.0.1:9")
    out = []
    for route in app.router.routes:
        path = "/" + route.path
        if path.startswith("/staff") and not path.startswith("/staff/login"):
            path = re.sub(r"<[^>]+>", "AC-2026-00001", path)
            out += [(m, path) for m in sorted(route.methods)]
    return out


STAFF_ROUTES = _staff_routes()


def test_the_route_list_covers_pages_api_and_actions():
    paths = {p for _m, p in STAFF_ROUTES}
    assert {"/staff", "/staff/lookup", "/staff/complaints", "/staff/complaints/AC-2026-00001",
            "/staff/complaints/AC-2026-00001/formal", "/staff/complaints/export", "/staff/conversations",
            "/staff/api/complaints", "/staff/api/lookup", "/staff/api/conversations", "/staff/logout"} <= paths


@pytest.mark.parametrize("cookie", [None, "forged-token"])
def test_anonymous_users_cannot_reach_any_staff_url_or_api(web, store, cookie):
    c = file(store, address="1 Guard St")
    cookies = {"staff_session": cookie} if cookie else {}
    extra = [("GET", "/staff/"), ("GET", "/staff/nope"), ("GET", "/staff/api/nope"),
             ("GET", f"/staff/complaints/{c.reference}"), ("POST", f"/staff/complaints/{c.reference}/formal"),
             ("GET", "/staff/complaints/export?format=csv"), ("GET", "/staff/lookup?q=coop")]
    for method, path in STAFF_ROUTES + extra:
        r = requests.request(method, web + path, cookies=cookies, allow_redirects=False,
                             data={"csrf_token": "x"} if method == "POST" else None)
        if path.startswith("/staff/api/"):
            assert r.status_code == 401, (method, path, r.status_code)
        else:
            assert r.status_code == 303, (method, path, r.status_code)
            assert r.headers["location"].startswith("/staff/login"), (method, path)
        assert "AC-2026" not in r.text and "Pat Doe" not in r.text
    assert store.get(c.reference).status == "received"


# --- login, cookies, CSRF, logout -------------------------------------------------------------------

def test_session_cookie_is_httponly_samesite_strict_and_secure_by_default(secure_web):
    s = requests.Session()
    token = csrf_of(s.get(f"{secure_web}/staff/login").text)
    # requests does not send Secure cookies over http: pass the login CSRF cookie by hand.
    r = requests.post(f"{secure_web}/staff/login", cookies={"staff_login_csrf": token}, allow_redirects=False,
                      data={"csrf_token": token, "next": "/staff", "username": "frontdesk", "password": PASSWORD})
    assert r.status_code == 303
    cookie = next(c for c in r.raw.headers.getlist("Set-Cookie") if c.startswith("staff_session="))
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Secure" in cookie and "Path=/staff" in cookie


def test_cookie_secure_flag_can_be_turned_off_for_local_http(web):
    s = requests.Session()
    token = csrf_of(s.get(f"{web}/staff/login").text)
    r = s.post(f"{web}/staff/login", allow_redirects=False,
               data={"csrf_token": token, "next": "/staff", "username": "frontdesk", "password": PASSWORD})
    cookie = next(c for c in r.raw.headers.getlist("Set-Cookie") if c.startswith("staff_session="))
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Secure" not in cookie


def test_login_form_needs_its_csrf_token(web):
    s = requests.Session()
    s.get(f"{web}/staff/login")
    r = s.post(f"{web}/staff/login", data={"csrf_token": "wrong", "username": "frontdesk", "password": PASSWORD},
               allow_redirects=False)
    assert r.status_code == 403 and "staff_session" not in r.headers.get("Set-Cookie", "")


def test_wrong_password_is_refused_then_throttled(web):
    s = requests.Session()
    for attempt in range(6):
        token = csrf_of(s.get(f"{web}/staff/login").text)
        r = s.post(f"{web}/staff/login", data={"csrf_token": token, "username": "throttled", "password": "wrong password!"},
                   allow_redirects=False)
        assert r.status_code == (401 if attempt < 5 else 429)
        assert "staff_session=" not in r.headers.get("Set-Cookie", "").replace('staff_session=""', "")
    token = csrf_of(s.get(f"{web}/staff/login").text)
    r = s.post(f"{web}/staff/login", data={"csrf_token": token, "username": "throttled", "password": PASSWORD},
               allow_redirects=False)
    assert r.status_code == 429  # even the right password, until the window passes


def test_login_redirects_only_inside_staff(web):
    s = requests.Session()
    token = csrf_of(s.get(f"{web}/staff/login?next=//evil.example/x").text)
    r = s.post(f"{web}/staff/login", allow_redirects=False,
               data={"csrf_token": token, "next": "https://evil.example/", "username": "frontdesk", "password": PASSWORD})
    assert r.headers["location"] == "/staff"


def test_actions_need_the_csrf_token_and_same_origin(web, store):
    c = file(store, address="2 Csrf Ln")
    s = login(web)
    page = s.get(f"{web}/staff/complaints/{c.reference}")
    assert page.status_code == 200 and "Mark formal" in page.text
    token = csrf_of(page.text)
    assert s.post(f"{web}/staff/complaints/{c.reference}/formal", allow_redirects=False).status_code == 403
    assert s.post(f"{web}/staff/complaints/{c.reference}/formal", data={"csrf_token": "guess"},
                  allow_redirects=False).status_code == 403
    assert s.post(f"{web}/staff/complaints/{c.reference}/formal", data={"csrf_token": token},
                  headers={"Origin": "https://evil.example"}, allow_redirects=False).status_code == 403
    assert store.get(c.reference).status == "received"
    r = s.post(f"{web}/staff/complaints/{c.reference}/formal", data={"csrf_token": token}, allow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].endswith("?done=formal")
    assert store.get(c.reference).status == "formal"
    assert "is now formal" in s.get(web + r.headers["location"]).text
    r = s.post(f"{web}/staff/complaints/{c.reference}/close", data={"csrf_token": token}, allow_redirects=False)
    assert r.status_code == 303 and store.get(c.reference).status == "closed"
    # A closed complaint cannot be marked formal: the page says so.
    r = s.post(f"{web}/staff/complaints/{c.reference}/formal", data={"csrf_token": token})
    assert "cannot be marked formal" in r.text and store.get(c.reference).status == "closed"


def test_logout_ends_the_session(web):
    s = login(web)
    token = csrf_of(s.get(f"{web}/staff").text)
    old = s.cookies.get("staff_session")
    assert s.post(f"{web}/staff/logout", data={"csrf_token": "nope"}, allow_redirects=False).status_code == 403
    r = s.post(f"{web}/staff/logout", data={"csrf_token": token}, allow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/staff/login")
    r = requests.get(f"{web}/staff", cookies={"staff_session": old}, allow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/staff/login")
    assert requests.get(f"{web}/staff/api/session", cookies={"staff_session": old}).status_code == 401


# --- staff pages --------------------------------------------------------------------------------------

def test_lookup_shows_citation_heading_and_passage(web):
    s = login(web)
    r = s.get(f"{web}/staff/lookup", params={"q": "coop setback"})
    assert r.status_code == 200
    assert "§ 95-24(2)" in r.text and "Keeping of chickens." in r.text and "40 feet" in r.text
    data = s.get(f"{web}/staff/api/lookup", params={"q": "coop setback"}).json()
    hit = next(h for h in data["hits"] if h["section_id"] == "town_of_cedarburg:95-24")
    assert hit["citation"] == "§ 95-24(2)" and hit["heading"] == "Keeping of chickens." and "40 feet" in hit["passage"]
    assert "City of Cedarburg is a different municipality" in s.get(
        f"{web}/staff/lookup", params={"q": "chickens city of cedarburg"}).text


def test_complaint_list_filters_and_flags_95_12(web, store):
    a, b = file(store, address="3 Threshold Ct", days_ago=3), file(store, address="3 Threshold Ct", days_ago=1)
    old = file(store, address="4 Old Rd", days_ago=40)
    village = file(store, address="5 Village Way", municipality="village_of_westfield")
    store.mark_formal(a.reference)
    store.mark_formal(b.reference)
    s = login(web)
    page = s.get(f"{web}/staff/complaints").text
    assert all(c.reference in page for c in (a, b, old, village))
    assert "MET" in page and "3 THRESHOLD CT</strong>: § 95-12 MET" in page and "n/a (ch. 195" in page
    only = s.get(f"{web}/staff/complaints", params={"address": "3 threshold court"}).text
    assert a.reference in only and old.reference not in only
    formal = s.get(f"{web}/staff/complaints", params={"status": "formal", "address": "3 Threshold Ct"}).text
    assert a.reference in formal and village.reference not in formal
    since = (datetime.now() - timedelta(days=10)).date().isoformat()
    recent = s.get(f"{web}/staff/complaints", params={"from": since}).text
    assert a.reference in recent and old.reference not in recent
    until = (datetime.now() - timedelta(days=30)).date().isoformat()
    older = s.get(f"{web}/staff/complaints", params={"to": until}).text
    assert old.reference in older and a.reference not in older
    assert "must look like 2026-03-01" in s.get(f"{web}/staff/complaints", params={"from": "last week"}).text
    api = s.get(f"{web}/staff/api/complaints", params={"address": "3 Threshold Ct"}).json()["complaints"]
    assert [c["threshold_95_12"]["met"] for c in api] == [True, True]
    detail = s.get(f"{web}/staff/complaints/{a.reference}").text
    assert "§ 95-12 MET" in detail and "four-week period" in detail and ">Mark formal</button>" not in detail


def test_exports_open311_and_csv(web, store):
    c = file(store, address="6 Export Ave")
    s = login(web)
    r = s.get(f"{web}/staff/complaints/export", params={"format": "open311", "address": "6 Export Ave"})
    assert r.status_code == 200 and "attachment" in r.headers["Content-Disposition"]
    [req] = r.json()
    assert req["service_request_id"] == c.reference and "Pat Doe" not in r.text
    r = s.get(f"{web}/staff/complaints/export", params={"format": "csv", "address": "6 Export Ave"})
    rows = list(csv.DictReader(io.StringIO(r.text)))
    assert r.headers["Content-Type"].startswith("text/csv") and [row["reference"] for row in rows] == [c.reference]
    assert "complainant_name" not in rows[0]
    r = s.get(f"{web}/staff/complaints/export", params={"format": "csv", "address": "6 Export Ave", "include_personal": "1"})
    assert next(csv.DictReader(io.StringIO(r.text)))["complainant_phone"] == "+14145554567"
    future = (datetime.now() + timedelta(days=2)).date().isoformat()
    r = s.get(f"{web}/staff/complaints/export", params={"format": "csv", "address": "6 Export Ave", "from": future})
    assert list(csv.DictReader(io.StringIO(r.text))) == []


# --- the chat proxy and the conversation log ----------------------------------------------------------

def test_chat_proxies_the_rest_channel_in_its_own_sender_namespace(web):
    StubRasa.seen.clear()
    r = chat(web, "how many hens can I keep in the Town of Cedarburg", sender="abcdef0123456789")
    assert r.status_code == 200
    messages = r.json()["messages"]
    assert messages[0]["text"].startswith("Yes, hen chickens")
    assert messages[1]["custom"]["citations"][0]["section_id"] == "town_of_cedarburg:95-24"
    assert StubRasa.seen[-1] == {"sender": "web-abcdef0123456789", "message": "how many hens can I keep in the Town of Cedarburg"}
    buttons = chat(web, "/file_complaint", label="Barking complaint").json()["messages"][0]["buttons"]
    assert buttons[0] == {"title": "Town of Cedarburg", "payload": '/inform{"municipality": "town_of_cedarburg"}'}


@pytest.mark.parametrize("body,status", [
    ("not json", 400),
    ({"sender": "+14145554567", "message": "hi"}, 400),  # an SMS sender id: refused
    ({"sender": "short", "message": "hi"}, 400),
    ({"sender": "0123456789abcdef", "message": "   "}, 400),
    ({"sender": "0123456789abcdef", "message": "x" * 2001}, 413),
])
def test_chat_refuses_bad_requests(web, body, status):
    r = requests.post(f"{web}/api/chat", data=body if isinstance(body, str) else json.dumps(body),
                      headers={"Content-Type": "application/json"})
    assert r.status_code == status


def test_unreachable_assistant_says_so_and_names_the_town_hall(secure_web):
    r = chat(secure_web, "how many hens can I keep?")
    assert r.status_code == 503
    assert CONTACT_RE.search(r.json()["message"]) and "still in the box" in r.json()["message"]
    assert not re.search(r"\d{3}[-.) ]\d{3}-\d{4}", r.json()["message"])  # no phone numbers made up


def test_rasa_errors_are_reported_as_unavailable(web):
    StubRasa.down = True
    try:
        assert chat(web, "hello there", sender="down-0000-0000").status_code == 503
    finally:
        StubRasa.down = False


def test_an_empty_rasa_reply_is_a_clear_no_answer_not_silence(web):
    """Rasa answers 200 with [] when a custom action fails (the action server is down): the page gets 503 and a
    message that keeps the resident's text and names whom to call."""
    for text in ("silent please", "apology please"):  # Rasa's REST channel, and bot.channels.rest's marked apology
        r = chat(web, text, sender="silent-0000-0000")
        assert r.status_code == 503 and r.json()["error"] == "no_answer"
        assert CONTACT_RE.search(r.json()["message"]) and "still in the box" in r.json()["message"]


def test_exchanges_are_logged_masked_and_unanswered_ones_listed(web, db_url):
    sender = "logtest-0000-1111"
    chat(web, "how many hens can I keep", sender=sender)
    chat(web, "zzz qqq my number is (414) 555-4567", sender=sender)
    chat(web, "when is the next board meeting?", sender=sender)
    chat(web, "yes", sender=sender)
    staff = StaffStore(db_url)
    mine = [e for e in staff.recent_conversations(limit=500) if e.sender_key == sender_key(f"web-{sender}")]
    staff.dispose()
    assert [e.result for e in reversed(mine)] == ["answered", "fallback", "not_covered", "complaint_filed"]
    assert all(sender not in e.sender_key for e in mine)
    fallback = next(e for e in mine if e.result == "fallback")
    assert "555-4567" not in fallback.user_text and "+1******4567" in fallback.user_text
    assert next(e for e in mine if e.result == "answered").citations == "§ 95-24(4)"
    s = login(web)
    page = s.get(f"{web}/staff/conversations").text
    unanswered = page.split('id="unanswered"')[1].split("</table>")[0]
    assert "zzz qqq" in unanswered and "board meeting" in unanswered and "hens" not in unanswered
    assert "555-4567" not in page and "SMS conversations are not" in page
    api = s.get(f"{web}/staff/api/conversations").json()
    assert any("board meeting" in e["user_text"] for e in api["unanswered"])


def test_log_classification_and_masking_units():
    assert classify([{"text": "I'm not sure I understood, and I'd rather not guess. These sections may help:"}]).result == "fallback"
    assert classify([{"text": "Sorry, I'm not sure I understood"}]).result == "fallback"
    assert classify([{"text": "x"}, {"custom": {"status": "needs_human_judgment", "topic": "noise"}}]).result == "needs_human_judgment"
    assert classify([{"text": "Which municipality?"}]).result == "other"
    assert set(RESULTS) >= {"answered", "not_covered", "fallback", "unavailable"}
    assert mask_phones("call 414.555.4567 or +1 (262) 555-0147, ref AC-2026-00001, W63N100") == \
        "call +1******4567 or +1******0147, ref AC-2026-00001, W63N100"


# --- public pages -------------------------------------------------------------------------------------

def test_sections_api_serves_the_law_read_only(web):
    for path in ("town_of_cedarburg:95-24", "town_of_cedarburg%3A95-24"):
        r = requests.get(f"{web}/api/sections/{path}")
        assert r.status_code == 200
        s = r.json()
        assert s["citation"] == "§ 95-24" and s["heading"] == "Keeping of chickens." and "hen chickens" in s["text"]
    assert requests.get(f"{web}/api/sections/village_of_westfield:195:cats").json()["municipality"] == "Village of Westfield"
    assert requests.get(f"{web}/api/sections/wis_stat:174.05").json()["kind"] == "statute"
    assert requests.get(f"{web}/api/sections/town_of_cedarburg:95-99").status_code == 404
    assert requests.post(f"{web}/api/sections/town_of_cedarburg:95-24").status_code == 405


def test_chat_page_markup_is_accessible_and_says_what_is_stored(web):
    r = requests.get(f"{web}/")
    html = r.text
    assert r.status_code == 200 and '<html lang="en">' in html
    assert 'aria-live="polite"' in html and 'role="log"' in html
    assert '<label for="message">' in html and 'id="message"' in html
    for payload in ("/ask_dog_license", "/ask_chickens", "/ask_bite", "/file_complaint"):
        assert f'data-payload="{payload}"' in html
    flat = " ".join(html.split())
    assert "tracker store" in flat and "complaint database" in flat
    assert "records retention policy" in flat and "the assistant does not set a retention period itself" in flat
    assert CONTACT_RE.search(html)
    assert 'name="viewport"' in html
    assert requests.get(f"{web}/static/chat.js").status_code == 200


def test_security_headers(web):
    r = requests.get(f"{web}/")
    assert "script-src 'self'" in r.headers["Content-Security-Policy"] and r.headers["X-Frame-Options"] == "DENY"
    assert requests.get(f"{web}/staff/login").headers["Cache-Control"] == "no-store"


def _luminance(hex_colour: str) -> float:
    rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_colour_pairs_meet_wcag_aa():
    css = (ROOT / "web" / "static" / "site.css").read_text()
    v = dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", css))
    text_pairs = [("fg", "bg"), ("muted", "bg"), ("on-primary", "primary"), ("on-primary", "primary-dark"),
                  ("primary", "bg"), ("primary", "user-bg"), ("primary-dark", "user-bg"), ("link", "bg"),
                  ("fg", "user-bg"), ("fg", "bot-bg"), ("muted", "bot-bg"), ("problem-fg", "problem-bg"),
                  ("notice-fg", "notice-bg"), ("flag-fg", "flag-bg"), ("muted", "user-bg")]
    for fg, bg in text_pairs:
        assert contrast(v[fg], v[bg]) >= 4.5, (fg, bg, round(contrast(v[fg], v[bg]), 2))
    for ui in ("border", "focus"):  # control borders and the focus ring: 3:1 (WCAG 1.4.11)
        assert contrast(v[ui], v["bg"]) >= 3, ui
