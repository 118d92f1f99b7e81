"""Browser tests: Playwright (sync API) driving Debian's Chromium (/usr/bin/chromium; never a
downloaded browser) against ``python -m web``, which talks to the real Rasa + action servers
(the ``servers`` and ``web_url`` fixtures in conftest.py).

Screenshots (1280 px and 360 px wide) are written to results/screenshots/ as test artifacts.
``make browser-deps`` installs Chromium; without it these tests are skipped, saying so.
"""
from __future__ import annotations

import re
import uuid
from pathlib import Path

import pytest

from bot.complaints import ComplaintStore
from bot.staff import StaffStore
from tests.conftest import ROOT

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = ROOT / "results" / "screenshots"
HENS = "how many hens can I keep in the Town of Cedarburg"
ANSWER_WAIT_MS = 60_000
CONTACT = "call the Town of Cedarburg Town Hall or the Village of Westfield Village Hall"


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        pytest.skip("no /usr/bin/chromium: run `make browser-deps` (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(ANSWER_WAIT_MS)
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    # Console errors include CSP violations. Expected ones: requests a test aborts on purpose, and
    # the 401 an anonymous fetch of /staff/api/ gets.
    expected = ("net::ERR_FAILED", "status of 401 (Unauthorized)")
    pg.on("console", lambda m: m.type == "error" and not any(x in m.text for x in expected) and errors.append(m.text))
    yield pg
    context.close()
    assert errors == [], errors  # no JavaScript errors, CSP violations or failed loads on any page


@pytest.fixture(scope="module")
def staff_user(servers):
    name, password = f"desk{uuid.uuid4().hex[:6]}", "browser-test-passphrase"
    staff = StaffStore(servers["database_url"])
    staff.add_user(name, password)
    staff.dispose()
    return name, password


def shot(pg, name: str, full_page: bool = True) -> None:
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)


def no_horizontal_scroll(pg) -> bool:
    return pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def last_bot(pg):
    return pg.locator("#transcript .msg.bot").last


def wait_for_reply(pg, count_before: int):
    """The assistant's next reply (locator waits: the page's CSP forbids wait_for_function's eval)."""
    reply = pg.locator("#transcript .msg.bot").nth(count_before)
    reply.wait_for(timeout=ANSWER_WAIT_MS)
    return reply


def bots(pg) -> int:
    return pg.locator("#transcript .msg.bot").count()


# --- residents ----------------------------------------------------------------------------------------

def test_resident_asks_about_hens_and_opens_the_citation(page, web_url):
    page.goto(web_url + "/")
    page.get_by_label("Your question").fill(HENS)
    page.get_by_role("button", name="Send", exact=True).click()
    reply = wait_for_reply(page, 0)
    assert "six hens" in reply.inner_text() and "§ 95-24" in reply.inner_text()
    cite = reply.get_by_role("button", name="§ 95-24", exact=True)
    assert cite.get_attribute("aria-expanded") == "false"
    cite.click()
    assert cite.get_attribute("aria-expanded") == "true"
    panel = page.locator("#" + cite.get_attribute("aria-controls"))
    panel.locator(".section-text").wait_for()
    text = panel.inner_text()
    assert "Town of Cedarburg Code § 95-24 Keeping of chickens." in text
    assert "The keeping of hen chickens is permitted" in text  # the quote and the section text
    assert page.get_by_label("Your question").input_value() == ""  # sent, so the box is empty
    shot(page, "chat-hens-1280")

    page.set_viewport_size({"width": 360, "height": 780})
    assert no_horizontal_scroll(page)
    shot(page, "chat-hens-360")

    # The transcript survives a reload (sessionStorage), citations included.
    page.reload()
    assert "six hens" in last_bot(page).inner_text()
    assert last_bot(page).get_by_role("button", name="§ 95-24", exact=True).count() == 1


def test_keyboard_only_question_and_citation(page, web_url):
    page.goto(web_url + "/")
    for _ in range(12):  # skip link, the topic buttons, then the message box
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "message":
            break
    assert page.evaluate("document.activeElement.id") == "message"
    page.keyboard.type(HENS)
    page.keyboard.press("Enter")
    reply = wait_for_reply(page, 0)
    assert "§ 95-24" in reply.inner_text()
    assert page.evaluate("document.activeElement.id") == "message"  # focus stays in the box
    for _ in range(30):  # back up to the first citation button
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.textContent") == "§ 95-24":
            break
    assert page.evaluate("document.activeElement.textContent") == "§ 95-24"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.getAttribute('aria-expanded')") == "true"
    page.locator(".cite-panel:not([hidden]) .section-text").wait_for()
    # The focus ring is visible (outline from :focus-visible).
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    shot(page, "chat-keyboard-1280", full_page=False)


def test_barking_complaint_through_the_web_chat_gets_a_reference(page, web_url, servers):
    page.goto(web_url + "/")
    page.get_by_role("button", name="Barking complaint").click()
    reply = wait_for_reply(page, 0)
    assert "Which municipality" in reply.inner_text()
    n = bots(page)
    reply.get_by_role("button", name="Town of Cedarburg").click()
    assert "address" in wait_for_reply(page, n).inner_text()
    address = f"W{uuid.uuid4().int % 90 + 10}N{uuid.uuid4().int % 900 + 100} Browser Test Rd"
    answers = [(address, "What kind of animal"), ("dog", "What happens"),
               ("barks from 10 pm to 2 am every night", "How long"), ("3 weeks", "your name"),
               ("Pat Browser", "YES to file")]
    for text, expect in answers:
        n = bots(page)
        page.get_by_label("Your question").fill(text)
        page.keyboard.press("Enter")
        assert expect in wait_for_reply(page, n).inner_text()
    n = bots(page)
    last_bot(page).get_by_role("button", name="Yes, file it").click()
    filed = wait_for_reply(page, n).inner_text()
    m = re.search(r"Reference number: (AC-\d{4}-\d{5})", filed)
    assert m, filed
    shot(page, "chat-complaint-1280")
    store = ComplaintStore(servers["database_url"])
    c = store.get(m.group(1))
    store.dispose()
    assert c is not None and c.animal == "dog" and c.status == "received"


def test_unreachable_assistant_keeps_the_message_and_the_transcript(page, web_url):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(web_url + "/")
    page.get_by_label("Your question").fill(HENS)
    page.keyboard.press("Enter")
    wait_for_reply(page, 0)
    page.route("**/api/chat", lambda route: route.abort())  # the network or the proxy is down
    page.get_by_label("Your question").fill("do I need a licence for my dog?")
    page.keyboard.press("Enter")
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert CONTACT in alert.inner_text() and "not sent" in alert.inner_text()
    assert page.get_by_label("Your question").input_value() == "do I need a licence for my dog?"
    assert page.locator("#transcript .msg").count() == 2  # the earlier exchange is still there
    assert no_horizontal_scroll(page)
    shot(page, "chat-unavailable-360")
    page.unroute("**/api/chat")
    n = bots(page)
    page.get_by_role("button", name="Try again").click()
    wait_for_reply(page, n)
    assert page.get_by_role("alert").count() == 0 or not page.locator("#problem").is_visible()
    assert page.get_by_label("Your question").input_value() == ""


# --- staff ----------------------------------------------------------------------------------------------

def test_staff_login_lookup_complaint_mark_formal_logout(page, web_url, servers, staff_user):
    store = ComplaintStore(servers["database_url"])
    c = store.file_complaint(municipality="town_of_cedarburg", address=f"W{uuid.uuid4().int % 90 + 10}N200 Staff Test Rd",
                             animal="dog", details="barks 10 pm to 2 am", duration="3 weeks",
                             complainant_name="Pat Staff", phone="414-555-4567", channel="sms")
    name, password = staff_user
    page.goto(web_url + "/staff")
    assert page.url.startswith(web_url + "/staff/login")
    shot(page, "staff-login-1280", full_page=False)
    page.get_by_label("Username").fill(name)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(web_url + "/staff")
    assert f"Signed in as {name}" in page.inner_text("header")

    page.get_by_label("Look up sections").fill("coop setback")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url(re.compile(r".*/staff/lookup\?q=coop"))
    results = page.locator(".result")
    assert results.count() >= 2
    texts = results.all_inner_texts()
    assert any("§ 95-24(2)" in t and "Keeping of chickens." in t and "40 feet" in t for t in texts)
    shot(page, "staff-lookup-1280")

    page.get_by_role("link", name="Complaints", exact=True).click()
    page.get_by_role("link", name=c.reference).click()
    page.wait_for_url(f"{web_url}/staff/complaints/{c.reference}")
    assert page.locator("#status").inner_text() == "received"
    page.get_by_role("button", name="Mark formal").click()
    page.wait_for_url(re.compile(r".*\?done=formal"))
    assert page.locator("#status").inner_text() == "formal"
    assert "is now formal" in page.get_by_role("status").first.inner_text()
    shot(page, "staff-complaint-1280")
    page.set_viewport_size({"width": 360, "height": 780})
    assert no_horizontal_scroll(page)
    shot(page, "staff-complaint-360")
    page.goto(web_url + "/staff/complaints")
    shot(page, "staff-complaints-360")
    page.set_viewport_size({"width": 1280, "height": 900})
    shot(page, "staff-complaints-1280")
    page.goto(web_url + "/staff/conversations")
    assert "SMS conversations are not" in page.inner_text("main")
    shot(page, "staff-conversations-1280")

    page.get_by_role("button", name="Sign out").click()
    page.wait_for_url(re.compile(r".*/staff/login\?done=logout"))
    assert "You are signed out." in page.inner_text("main")
    page.goto(web_url + "/staff")
    assert page.url.startswith(web_url + "/staff/login")
    page.goto(f"{web_url}/staff/complaints/{c.reference}")
    assert page.url.startswith(web_url + "/staff/login") and "Pat Staff" not in page.content()

    store = ComplaintStore(servers["database_url"])
    assert store.get(c.reference).status == "formal"
    store.dispose()


def test_anonymous_browser_cannot_reach_staff_pages_or_api(page, web_url):
    for path in ("/staff", "/staff/complaints", "/staff/conversations", "/staff/lookup?q=coop"):
        page.goto(web_url + path)
        assert page.url.startswith(web_url + "/staff/login"), path
    page.goto(web_url + "/")
    status = page.evaluate("fetch('/staff/api/complaints').then(r => r.status)")
    assert status == 401
