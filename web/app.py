"""One small Sanic app: the residents' chat page and the front-desk (staff) pages.

Public
    GET  /                         the chat page (static HTML/CSS/JS, no build step)
    POST /api/chat                 {"sender", "message"[, "label"]} -> {"messages": [...]}: a proxy to
                                   Rasa's REST channel (same origin for the page); 503 when Rasa
                                   cannot be reached. Each exchange goes to ``conversation_log``.
    GET  /api/sections/<id>        one section of either chapter (bot.law), read-only
    GET  /healthz                  {"status": "ok"}
    GET  /static/...

Staff (everything under /staff needs a session; pages redirect to the login, /staff/api/ gives 401)
    GET/POST /staff/login, POST /staff/logout
    GET  /staff                    front desk: section lookup and counts
    GET  /staff/lookup?q=          bot.lookup.search
    GET  /staff/complaints         list, filters (address, status, municipality, from/to date), § 95-12
    GET  /staff/complaints/export  ?format=csv|open311 (same filters)
    GET  /staff/complaints/<ref>   detail; POST .../formal, POST .../close (CSRF token)
    GET  /staff/conversations      web-chat log, and the questions the assistant could not answer
    GET  /staff/api/lookup|complaints|complaints/<ref>|conversations   the same as JSON

Sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure unless
STAFF_COOKIE_SECURE=0), stored hashed in ``staff_sessions`` (bot/staff.py). Every POST under
/staff needs the session's CSRF token (the login form uses a double-submit cookie) and, when
the browser sends one, a same-origin ``Origin`` header.
"""
from __future__ import annotations

import asyncio
import csv
import io
import json
import logging
import os
import re
import time
from collections import defaultdict, deque
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any, Callable, Deque, Dict, List, Optional, Tuple
from urllib.parse import quote, unquote, urlencode, urlsplit

from jinja2 import Environment, FileSystemLoader, select_autoescape
from sanic import Sanic, response
from sanic.exceptions import InvalidUsage
from sanic.request import Request

from bot import law
from bot.complaints.errors import ComplaintNotFound, InvalidTransition, StorageError
from bot.complaints.timeutil import LOCAL_TZ, start_of_local_day, utcnow
from bot.staff import RESULTS, UNANSWERED, StaffSession, StaffStore, mask_phones

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
STATIC = HERE / "static"
TEMPLATES = HERE / "templates"

SESSION_COOKIE = "staff_session"
LOGIN_CSRF_COOKIE = "staff_login_csrf"
MAX_MESSAGE_CHARS = 2000
SENDER_RE = re.compile(r"^[A-Za-z0-9-]{8,64}$")
CONTACT = "call the Town of Cedarburg Town Hall or the Village of Westfield Village Hall"
UNAVAILABLE = (
    "The assistant cannot be reached right now, so your message was not sent. It is still in the box: "
    f"try again in a few minutes. If you need an answer now, please {CONTACT}."
)
# Rasa answers 200 with no messages when a custom action fails (the action server is down or
# raised): Rasa 3.6 logs "Bot will continue, but the actions events are lost" and says nothing.
NO_ANSWER = (
    "The assistant received your message but could not answer it just now. It is still in the box: "
    f"try again in a minute. If you need an answer now, please {CONTACT}."
)
MUNICIPALITIES = {"town_of_cedarburg": "Town of Cedarburg", "village_of_westfield": "Village of Westfield"}
STATUSES = ("received", "formal", "closed")
LOGIN_FAILURES_ALLOWED = 5
LOGIN_FAILURE_WINDOW = 15 * 60  # seconds
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)


def _env_flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")


def local_time(dt: Optional[datetime], fmt: str = "%Y-%m-%d %H:%M") -> str:
    return dt.astimezone(LOCAL_TZ).strftime(fmt) if dt else "-"


async def blocking(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run a blocking call (database, search index) off the event loop."""
    return await asyncio.get_running_loop().run_in_executor(None, lambda: fn(*args, **kwargs))


# --- section text -----------------------------------------------------------------------------

def section_payload(section_id: str) -> Optional[Dict[str, Any]]:
    """The JSON for /api/sections/<id>: a section of either chapter, or a Wisconsin statute
    that a chapter refers to (``wis_stat:174.05``: our summary, marked as state law)."""
    if section_id.startswith("wis_stat:"):
        statute = law.STATUTES.get(section_id.split(":", 1)[1])
        if statute is None:
            return None
        return {
            "id": section_id, "kind": "statute", "citation": statute.citation, "full_citation": statute.citation,
            "heading": "Wisconsin state law (not part of the Town or Village code)", "jurisdiction": "wisconsin",
            "municipality": "State of Wisconsin", "paragraphs": [{"label": None, "citation": None, "text": statute.summary}],
            "text": statute.summary, "amendments": [], "notes": ["A summary, not the text of the statute."],
        }
    try:
        s = law.get(section_id)
    except law.UnknownSection:
        return None
    from bot.render import display_text

    return {
        "id": s.id, "kind": "ordinance", "citation": s.citation, "full_citation": s.full_citation,
        "heading": s.heading, "jurisdiction": s.jurisdiction, "municipality": MUNICIPALITIES[s.jurisdiction],
        "paragraphs": [{"label": p.label, "citation": p.citation, "text": p.text} for p in s.paragraphs],
        "text": display_text(s), "amendments": list(s.amendments), "notes": list(s.notes),
    }


def clean_replies(raw: Any) -> List[Dict[str, Any]]:
    """Keep what the page renders from Rasa's REST replies: text, buttons, custom payloads."""
    out: List[Dict[str, Any]] = []
    if not isinstance(raw, list):
        return out
    for m in raw:
        if not isinstance(m, dict):
            continue
        item: Dict[str, Any] = {}
        if isinstance(m.get("text"), str):
            item["text"] = m["text"]
        buttons = [
            {"title": str(b.get("title")), "payload": str(b.get("payload"))}
            for b in (m.get("buttons") or []) if isinstance(b, dict) and b.get("title") and b.get("payload")
        ]
        if buttons:
            item["buttons"] = buttons
        if isinstance(m.get("custom"), dict):
            item["custom"] = m["custom"]
        if item:
            out.append(item)
    return out


# --- the app ----------------------------------------------------------------------------------

def create_app(
    *,
    rasa_url: Optional[str] = None,
    database_url: Optional[str] = None,
    cookie_secure: Optional[bool] = None,
    chat_timeout: Optional[float] = None,
    name: str = "ordinance_web",
) -> Sanic:
    """Build the app. Defaults: env RASA_URL (http://localhost:5005), DATABASE_URL
    (var/complaints.db), STAFF_COOKIE_SECURE (on), CHAT_TIMEOUT_SECONDS (30)."""
    app = Sanic(name)
    app.config.MOTD = False
    app.config.REQUEST_MAX_SIZE = 1_000_000
    app.config.FALLBACK_ERROR_FORMAT = "html"
    app.ctx.rasa_url = (rasa_url or os.environ.get("RASA_URL") or "http://localhost:5005").rstrip("/")
    app.ctx.database_url = database_url
    app.ctx.cookie_secure = _env_flag("STAFF_COOKIE_SECURE", True) if cookie_secure is None else cookie_secure
    app.ctx.chat_timeout = float(chat_timeout or os.environ.get("CHAT_TIMEOUT_SECONDS") or 30)
    app.ctx.login_failures: Dict[Tuple[str, str], Deque[float]] = defaultdict(deque)
    jinja = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]),
                        trim_blocks=True, lstrip_blocks=True)
    jinja.globals.update(local_time=local_time, MUNICIPALITIES=MUNICIPALITIES, STATUSES=STATUSES, CONTACT=CONTACT)
    app.ctx.jinja = jinja
    app.static("/static", str(STATIC), name="static")

    @app.before_server_start
    async def _start(app_: Sanic, _loop) -> None:
        import aiohttp
        from bot.complaints import ComplaintStore

        app_.ctx.staff = StaffStore(app_.ctx.database_url)
        app_.ctx.complaints = ComplaintStore(app_.ctx.database_url)
        app_.ctx.http = aiohttp.ClientSession()
        logger.info("web app: Rasa at %s, database %s, Secure cookies %s", app_.ctx.rasa_url,
                    app_.ctx.complaints, "on" if app_.ctx.cookie_secure else "OFF (local http only)")

    @app.after_server_start
    async def _warm(app_: Sanic, _loop) -> None:
        async def warm() -> None:  # build the lookup index now, not on the first staff search
            try:
                from bot import lookup

                await blocking(lookup.search, "dog")
            except Exception:  # pragma: no cover - the search page reports errors itself
                logger.exception("could not build the lookup index")

        app_.add_task(warm())

    @app.after_server_stop
    async def _stop(app_: Sanic, _loop) -> None:
        await app_.ctx.http.close()
        app_.ctx.staff.dispose()
        app_.ctx.complaints.dispose()

    def render(template: str, status: int = 200, **context: Any) -> response.HTTPResponse:
        return response.html(jinja.get_template(template).render(**context), status=status)

    # --- middleware: staff guard, security headers --------------------------------------------

    def is_staff_path(path: str) -> bool:
        p = path.lower()
        return p == "/staff" or p.startswith("/staff/")

    def same_origin(request: Request) -> bool:
        origin = request.headers.get("origin")
        if not origin or origin == "null":
            return origin is None
        return urlsplit(origin).netloc.lower() == (request.headers.get("host") or "").lower()

    @app.on_request
    async def staff_guard(request: Request):
        request.ctx.staff = None
        if not is_staff_path(request.path):
            return None
        token = request.cookies.get(SESSION_COOKIE)
        try:
            request.ctx.staff = await blocking(app.ctx.staff.session, token) if token else None
        except StorageError:
            return response.text("The staff database is not available.", status=503)
        if request.path.rstrip("/") == "/staff/login":
            return None  # the login handlers check their own CSRF cookie
        if request.ctx.staff is None:
            if request.path.startswith("/staff/api/"):
                return response.json({"error": "login required"}, status=401)
            target = request.path + (f"?{request.query_string}" if request.query_string else "")
            return response.redirect("/staff/login?" + urlencode({"next": target}), status=303)
        if request.method not in ("GET", "HEAD", "OPTIONS"):
            submitted = request.headers.get("x-csrf-token")
            if submitted is None:
                try:
                    submitted = request.form.get("csrf_token") if request.form else None
                except Exception:
                    submitted = None
            if not same_origin(request) or not StaffStore.csrf_ok(request.ctx.staff, submitted):
                logger.warning("staff POST to %s refused: bad CSRF token or origin", request.path)
                return render("error.html", status=403, title="Form expired",
                              message="This form has expired or did not come from this site. Go back, reload the page and try again.",
                              staff=request.ctx.staff)
        return None

    @app.on_response
    async def headers(request: Request, resp: response.HTTPResponse):
        resp.headers.setdefault("Content-Security-Policy", CSP)
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("X-Frame-Options", "DENY")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        if is_staff_path(request.path):
            resp.headers["Cache-Control"] = "no-store"

    def set_cookie(resp: response.HTTPResponse, name_: str, value: str, path: str, max_age: int) -> None:
        resp.cookies[name_] = value
        c = resp.cookies[name_]
        c["path"] = path
        c["httponly"] = True
        c["samesite"] = "Strict"
        c["max-age"] = max(0, int(max_age))
        if app.ctx.cookie_secure:
            c["secure"] = True

    # --- public: chat page and API --------------------------------------------------------------

    @app.get("/")
    async def chat_page(request: Request):
        return render("chat.html")

    @app.get("/healthz")
    async def healthz(request: Request):
        return response.json({"status": "ok"})

    @app.get("/api/sections/<section_id>")
    async def api_section(request: Request, section_id: str):
        payload = section_payload(unquote(section_id)[:100])  # Sanic 21.12 leaves %3A in path parameters
        if payload is None:
            return response.json({"error": "no such section"}, status=404)
        return response.json(payload, headers={"Cache-Control": "public, max-age=3600"})

    @app.post("/api/chat")
    async def api_chat(request: Request):
        try:
            body = request.json
        except InvalidUsage:
            body = None
        if not isinstance(body, dict):
            return response.json({"error": "send JSON: {\"sender\": ..., \"message\": ...}"}, status=400)
        sender, message, label = body.get("sender"), body.get("message"), body.get("label")
        if not isinstance(sender, str) or not SENDER_RE.match(sender):
            return response.json({"error": "sender must be 8-64 letters, digits or '-'"}, status=400)
        if not isinstance(message, str) or not message.strip():
            return response.json({"error": "the message is empty"}, status=400)
        if len(message) > MAX_MESSAGE_CHARS:
            return response.json({"error": f"the message is longer than {MAX_MESSAGE_CHARS} characters"}, status=413)
        # Web senders get their own namespace: a page cannot post into an SMS conversation
        # (whose sender id is the phone number) or anyone else's.
        rasa_sender = f"web-{sender}"
        shown = message.strip()
        if shown.startswith("/") and isinstance(label, str) and label.strip():
            shown = f"{label.strip()[:100]} [{shown}]"
        replies: Optional[List[Dict[str, Any]]] = None
        try:
            import aiohttp

            async with app.ctx.http.post(
                f"{app.ctx.rasa_url}/webhooks/rest/webhook",
                json={"sender": rasa_sender, "message": message.strip()},
                timeout=aiohttp.ClientTimeout(total=app.ctx.chat_timeout),
            ) as r:
                if r.status == 200:
                    replies = clean_replies(await r.json(content_type=None))
                    # the REST channel's apology for a turn without a reply (bot/channels/rest.py): shown as NO_ANSWER
                    if replies and all((m.get("custom") or {}).get("error") == "no_answer" for m in replies):
                        replies = []
                else:
                    logger.error("Rasa answered HTTP %s", r.status)
        except Exception as e:  # connection refused, timeout, bad JSON: the resident is told, never a 500
            logger.error("the assistant could not be reached (%s)", type(e).__name__)
        if replies == []:
            logger.error("Rasa answered with no messages (is the action server running?)")
        try:
            await blocking(app.ctx.staff.log_exchange, rasa_sender, shown, replies, unavailable=not replies)
        except Exception:  # the log must never cost the resident an answer
            logger.exception("could not record the exchange in the conversation log")
        if replies is None:
            return response.json({"error": "unavailable", "message": UNAVAILABLE}, status=503)
        if not replies:
            return response.json({"error": "no_answer", "message": NO_ANSWER}, status=503)
        return response.json({"messages": replies})

    # --- staff: login / logout ----------------------------------------------------------------

    def safe_next(value: Optional[str]) -> str:
        if value and value.startswith("/staff") and "//" not in value and "\\" not in value and "\n" not in value:
            return value
        return "/staff"

    @app.get("/staff/login")
    async def login_form(request: Request):
        if request.ctx.staff is not None:
            return response.redirect(safe_next(request.args.get("next")), status=303)
        message = None
        if request.args.get("done") == "logout":
            message = "You are signed out."
        elif request.args.get("next"):
            message = "Please sign in to continue."
        return login_page(request, next_=safe_next(request.args.get("next")), message=message)

    def login_page(request: Request, next_: str, error: Optional[str] = None, status: int = 200,
                   username: str = "", message: Optional[str] = None) -> response.HTTPResponse:
        import secrets

        token = secrets.token_urlsafe(24)
        resp = render("login.html", status=status, csrf_token=token, next=next_, error=error, username=username,
                      message=message)
        set_cookie(resp, LOGIN_CSRF_COOKIE, token, "/staff/login", 3600)
        return resp

    @app.post("/staff/login")
    async def login(request: Request):
        import hmac

        form = request.form or {}
        next_ = safe_next(form.get("next"))
        username = (form.get("username") or "").strip()[:100]
        cookie_token, form_token = request.cookies.get(LOGIN_CSRF_COOKIE), form.get("csrf_token")
        if not (cookie_token and form_token and hmac.compare_digest(cookie_token, form_token)) or not same_origin(request):
            return login_page(request, next_, "This form expired. Please sign in again.", status=403, username=username)
        ip = request.remote_addr or request.ip or "-"
        key = (ip, username.lower())
        if len(app.ctx.login_failures) > 10_000:  # forget stale entries (a spray of usernames)
            for k in [k for k, d in app.ctx.login_failures.items() if not d or time.monotonic() - d[-1] > LOGIN_FAILURE_WINDOW]:
                del app.ctx.login_failures[k]
        failures = app.ctx.login_failures[key]
        now = time.monotonic()
        while failures and now - failures[0] > LOGIN_FAILURE_WINDOW:
            failures.popleft()
        if len(failures) >= LOGIN_FAILURES_ALLOWED:
            return login_page(request, next_, "Too many failed sign-ins. Wait 15 minutes and try again.", status=429,
                              username=username)
        user = await blocking(app.ctx.staff.authenticate, username, form.get("password") or "")
        if user is None:
            failures.append(now)
            logger.warning("failed staff sign-in")
            return login_page(request, next_, "The username or password is not right.", status=401, username=username)
        app.ctx.login_failures.pop(key, None)
        token, session = await blocking(app.ctx.staff.create_session, user)
        logger.info("staff %s signed in", user.username)
        resp = response.redirect(next_, status=303)
        set_cookie(resp, SESSION_COOKIE, token, "/staff", int(app.ctx.staff.session_hours * 3600))
        set_cookie(resp, LOGIN_CSRF_COOKIE, "", "/staff/login", 0)
        return resp

    @app.post("/staff/logout")
    async def logout(request: Request):
        await blocking(app.ctx.staff.end_session, request.cookies.get(SESSION_COOKIE))
        resp = response.redirect("/staff/login?" + urlencode({"done": "logout"}), status=303)
        set_cookie(resp, SESSION_COOKIE, "", "/staff", 0)
        return resp

    # --- staff: pages -------------------------------------------------------------------------

    def page(request: Request, template: str, status: int = 200, **context: Any) -> response.HTTPResponse:
        return render(template, status=status, staff=request.ctx.staff, path=request.path, **context)

    @app.get("/staff")
    async def staff_home(request: Request):
        complaints = await blocking(app.ctx.complaints.list)
        since = utcnow() - timedelta(days=7)
        counts = await blocking(app.ctx.staff.result_counts, since)
        thresholds = await blocking(thresholds_for, complaints)
        return page(request, "staff_home.html", counts_by_status={s: sum(1 for c in complaints if c.status == s) for s in STATUSES},
                    met=[t for t in thresholds.values() if t.met],
                    unanswered_7d=sum(counts.get(r, 0) for r in UNANSWERED), exchanges_7d=sum(counts.values()))

    def do_lookup(q: str, municipality: Optional[str]) -> Dict[str, Any]:
        from bot import lookup

        hits = lookup.search(q, jurisdiction=municipality, limit=8)
        where = municipality or lookup.detect_jurisdiction(q)
        return {
            "hits": [{"section_id": h.section_id, "citation": h.citation, "heading": h.heading,
                      "municipality": MUNICIPALITIES[h.jurisdiction], "passage": h.passage,
                      "full_citation": law.get(h.section_id).full_citation} for h in hits],
            "other_municipality": lookup.other_municipality(q),
            "scope": MUNICIPALITIES[where] if where else "both codes",
        }

    def lookup_args(request: Request) -> Tuple[str, Optional[str]]:
        q = (request.args.get("q") or "").strip()[:500]
        m = request.args.get("m") or None
        return q, (m if m in MUNICIPALITIES else None)

    @app.get("/staff/lookup")
    async def staff_lookup(request: Request):
        q, m = lookup_args(request)
        result = await blocking(do_lookup, q, m) if q else None
        sections = {h["section_id"]: section_payload(h["section_id"]) for h in (result or {}).get("hits", [])}
        return page(request, "staff_lookup.html", q=q, m=m, result=result, sections=sections)

    @app.get("/staff/api/lookup")
    async def staff_api_lookup(request: Request):
        q, m = lookup_args(request)
        if not q:
            return response.json({"error": "q is required"}, status=400)
        return response.json({"query": q, **(await blocking(do_lookup, q, m))})

    # complaints

    def complaint_filters(request: Request) -> Tuple[Dict[str, Any], Dict[str, str], List[str]]:
        """(kwargs for ComplaintStore.list, the raw values for the form, errors)."""
        raw = {k: (request.args.get(k) or "").strip() for k in ("address", "status", "municipality", "from", "to")}
        errors: List[str] = []
        kw: Dict[str, Any] = {"address": raw["address"][:300] or None, "status": None, "municipality": None, "since": None}
        if raw["status"] in STATUSES:
            kw["status"] = raw["status"]
        elif raw["status"]:
            errors.append(f"Unknown status {raw['status']!r}.")
        if raw["municipality"] in MUNICIPALITIES:
            kw["municipality"] = raw["municipality"]
        until = None
        for key in ("from", "to"):
            if raw[key]:
                try:
                    day = date.fromisoformat(raw[key])
                except ValueError:
                    errors.append(f"The {key!r} date must look like 2026-03-01.")
                    continue
                if key == "from":
                    kw["since"] = start_of_local_day(day)
                else:
                    until = start_of_local_day(day + timedelta(days=1))
        kw["until"] = until
        return kw, raw, errors

    def list_complaints(kw: Dict[str, Any]):
        kw = dict(kw)
        until = kw.pop("until", None)
        try:
            items = app.ctx.complaints.list(**kw)
        except ValueError:  # an address that does not parse matches nothing
            items = []
        if until is not None:
            items = [c for c in items if c.created_at < until]
        return items

    def thresholds_for(items) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        for c in items:
            if c.municipality == "town_of_cedarburg" and c.address_normalized not in out:
                out[c.address_normalized] = app.ctx.complaints.threshold(c.address_normalized)
        return out

    def complaint_json(c, t) -> Dict[str, Any]:
        return {
            "reference": c.reference, "municipality": c.municipality, "status": c.status, "channel": c.channel,
            "received_at": c.created_at.isoformat(), "address": c.address_normalized, "animal": c.animal,
            "threshold_95_12": None if t is None else {"met": t.met, "formal_count": t.formal_count,
                                                       "received_count": t.received_count, "summary": t.summary()},
        }

    @app.get("/staff/complaints")
    async def staff_complaints(request: Request):
        kw, raw, errors = complaint_filters(request)
        items = await blocking(list_complaints, kw)
        items = list(reversed(items))  # newest first
        thresholds = await blocking(thresholds_for, items)
        export_query = urlencode({k: v for k, v in raw.items() if v})
        return page(request, "staff_complaints.html", items=items, thresholds=thresholds, f=raw, errors=errors,
                    export_query=export_query, counts={s: sum(1 for c in items if c.status == s) for s in STATUSES})

    @app.get("/staff/api/complaints")
    async def staff_api_complaints(request: Request):
        kw, _raw, errors = complaint_filters(request)
        if errors:
            return response.json({"errors": errors}, status=400)
        items = await blocking(list_complaints, kw)
        thresholds = await blocking(thresholds_for, items)
        return response.json({"complaints": [complaint_json(c, thresholds.get(c.address_normalized)
                                                            if c.municipality == "town_of_cedarburg" else None)
                                             for c in items]})

    @app.get("/staff/complaints/export")
    async def staff_export(request: Request):
        kw, _raw, errors = complaint_filters(request)
        if errors:
            return response.text("\n".join(errors), status=400)
        until = kw.pop("until", None)
        fmt = request.args.get("format", "csv")
        stamp = utcnow().astimezone(LOCAL_TZ).strftime("%Y%m%d-%H%M")
        try:
            kw["address"] and await blocking(app.ctx.complaints.list, address=kw["address"])
        except ValueError:
            return response.text("That address cannot be read.", status=400)
        if fmt == "open311":
            data = await blocking(app.ctx.complaints.export_open311, **kw)
            if until is not None:
                data = [d for d in data if datetime.fromisoformat(d["requested_datetime"]) < until]
            return response.raw(json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8"),
                                content_type="application/json; charset=utf-8",
                                headers={"Content-Disposition": f'attachment; filename="complaints-open311-{stamp}.json"'})
        if fmt != "csv":
            return response.text("format must be csv or open311", status=400)
        personal = request.args.get("include_personal") == "1"
        text = await blocking(app.ctx.complaints.export_csv, include_personal=personal, **kw)
        if until is not None:  # ComplaintStore filters "since"; "to" is applied here
            rows = list(csv.reader(io.StringIO(text)))
            buf = io.StringIO()
            w = csv.writer(buf, lineterminator="\n")
            w.writerow(rows[0])
            w.writerows(row for row in rows[1:] if datetime.fromisoformat(row[4]) < until)
            text = buf.getvalue()
        if personal:
            logger.info("staff %s exported complaints with personal data", request.ctx.staff.username)
        return response.raw(text.encode("utf-8"), content_type="text/csv; charset=utf-8",
                            headers={"Content-Disposition": f'attachment; filename="complaints-{stamp}.csv"'})

    def complaint_detail(reference: str):
        c = app.ctx.complaints.get(reference)
        if c is None:
            return None, None
        t = app.ctx.complaints.threshold(c.address_normalized) if c.municipality == "town_of_cedarburg" else None
        return c, t

    @app.get("/staff/complaints/<reference>")
    async def staff_complaint(request: Request, reference: str):
        reference = unquote(reference)
        c, t = await blocking(complaint_detail, reference)
        if c is None:
            return page(request, "error.html", status=404, title="No such complaint",
                        message=f"There is no complaint {reference.strip().upper()[:30]}.")
        from bot.complaints.store import CITATION, RULE_TEXT

        return page(request, "staff_complaint.html", c=c, t=t, done=request.args.get("done"),
                    error=request.args.get("error"), rule_citation=CITATION, rule_text=RULE_TEXT)

    @app.get("/staff/api/complaints/<reference>")
    async def staff_api_complaint(request: Request, reference: str):
        reference = unquote(reference)
        c, t = await blocking(complaint_detail, reference)
        if c is None:
            return response.json({"error": "no such complaint"}, status=404)
        data = complaint_json(c, t)
        data.update(details=c.details, duration=c.duration, address_raw=c.address_raw, zipcode=c.zipcode,
                    complainant_name=c.complainant_name, complainant_phone=c.complainant_phone,
                    formal_at=c.formal_at.isoformat() if c.formal_at else None,
                    closed_at=c.closed_at.isoformat() if c.closed_at else None)
        return response.json(data)

    async def transition(request: Request, reference: str, action: str):
        fn = app.ctx.complaints.mark_formal if action == "formal" else app.ctx.complaints.close
        ref = quote(reference.strip().upper()[:30])
        try:
            c = await blocking(fn, reference)
        except ComplaintNotFound:
            return page(request, "error.html", status=404, title="No such complaint",
                        message=f"There is no complaint {reference.strip().upper()[:30]}.")
        except InvalidTransition:
            return response.redirect(f"/staff/complaints/{ref}?error={action}", status=303)
        logger.info("staff %s: %s is now %s", request.ctx.staff.username, c.reference, c.status)
        return response.redirect(f"/staff/complaints/{quote(c.reference)}?done={action}", status=303)

    @app.post("/staff/complaints/<reference>/formal")
    async def staff_mark_formal(request: Request, reference: str):
        return await transition(request, reference, "formal")

    @app.post("/staff/complaints/<reference>/close")
    async def staff_close(request: Request, reference: str):
        return await transition(request, reference, "close")

    # conversations

    def conversations(days: int) -> Dict[str, Any]:
        since = utcnow() - timedelta(days=days) if days else None
        recent = app.ctx.staff.recent_conversations(limit=300, since=since)
        groups: Dict[str, List[Any]] = {}
        for e in recent:  # newest first; a conversation's exchanges shown oldest first
            groups.setdefault(e.sender_key, []).append(e)
        return {
            "unanswered": app.ctx.staff.unanswered(limit=100, since=since),
            "conversations": [(key, list(reversed(items))) for key, items in groups.items()],
            "counts": app.ctx.staff.result_counts(since),
        }

    def days_arg(request: Request) -> int:
        try:
            return max(0, min(3650, int(request.args.get("days", "30"))))
        except ValueError:
            return 30

    @app.get("/staff/conversations")
    async def staff_conversations(request: Request):
        days = days_arg(request)
        data = await blocking(conversations, days)
        return page(request, "staff_conversations.html", days=days, results=RESULTS, mask_phones=mask_phones, **data)

    @app.get("/staff/api/conversations")
    async def staff_api_conversations(request: Request):
        data = await blocking(conversations, days_arg(request))

        def entry(e) -> Dict[str, Any]:
            return {"at": e.created_at.isoformat(), "conversation": e.sender_key, "user_text": mask_phones(e.user_text),
                    "bot_text": mask_phones(e.bot_text), "topic": e.topic, "result": e.result, "citations": e.citations,
                    "reference": e.reference}

        return response.json({
            "unanswered": [entry(e) for e in data["unanswered"]],
            "conversations": [{"conversation": k, "exchanges": [entry(e) for e in v]} for k, v in data["conversations"]],
            "counts": data["counts"],
            "note": "Web chat only: SMS conversations are not proxied through this app.",
        })

    @app.get("/staff/api/session")
    async def staff_api_session(request: Request):
        s: StaffSession = request.ctx.staff
        return response.json({"username": s.username, "expires_at": s.expires_at.isoformat()})

    return app
