"""Front-desk staff accounts, their login sessions, and the web chat's conversation log.

No Rasa and no Sanic imports: the ``python -m bot staff`` command and the web app
(``web/``) share it.

    from bot.staff import StaffStore
    staff = StaffStore()                        # DATABASE_URL, else var/complaints.db
    staff.add_user("pat", "a long passphrase")  # argon2id hash; ValueError for a bad name/password
    user = staff.authenticate("pat", "a long passphrase")   # StaffUser or None
    token, session = staff.create_session(user)  # token: the cookie value (only its hash is stored)
    staff.session(token)                         # StaffSession or None (unknown / expired / disabled)
    staff.end_session(token)                     # logout

    staff.log_exchange("web-3f2a...", "how many hens?", rasa_replies)   # /api/chat calls this
    staff.recent_conversations(); staff.unanswered()

Tables (in the complaint database, on the same SQLAlchemy metadata as ``bot.complaints.models``;
created by ``migrations/versions/0002_staff.py``, so ``python -m bot complaints migrate`` makes
them): ``staff_users``, ``staff_sessions``, ``conversation_log``.

Privacy of the log: the sender id is stored only as a hash (``sender_key``), and phone numbers a
resident types are masked (``bot.complaints.phone.mask``) before anything is written. No
retention period is set here: ``purge_conversations(older_than_days)`` applies whatever the
records policy says, when staff run it.
"""
from __future__ import annotations

import hashlib
import hmac
import logging
import os
import re
import secrets
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

from sqlalchemy import Boolean, CheckConstraint, Column, ForeignKey, Index, Integer, String, Text, delete, func, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from bot.complaints.db import make_engine, resolve_url, safe_url, session_scope
from bot.complaints.errors import StorageError
from bot.complaints.models import Base, UTCDateTime
from bot.complaints.phone import mask, mask_text, to_e164
from bot.complaints.timeutil import utcnow

logger = logging.getLogger(__name__)

USERNAME_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{1,39}$")
MIN_PASSWORD_CHARS = 12
MAX_PASSWORD_CHARS = 1024
SESSION_HOURS = float(os.environ.get("STAFF_SESSION_HOURS", "8") or 8)
MAX_LOG_TEXT = 4000

#: Replies that mean the assistant did not understand (actions/sections.py).
FALLBACK_PREFIXES = ("I'm not sure I understood", "Sorry, I'm not sure")
#: ``conversation_log.result`` values.
RESULTS = (
    "answered",  # a rule answered (decision status answered)
    "needs_human_judgment",  # answered: the text leaves it to judgment, and says who decides
    "needs_facts",  # the decision needs facts the resident did not give
    "not_covered",  # the ordinances do not cover it
    "fallback",  # the assistant did not understand
    "complaint_filed",  # a complaint was filed (reference in ``reference``)
    "other",  # a question of a form, a greeting, a section quote...
    "unavailable",  # the assistant could not be reached; the resident was told so
)
#: Results that count as "the assistant could not answer".
UNANSWERED = ("fallback", "not_covered")


def _in(values: Iterable[str]) -> str:
    return ", ".join(f"'{v}'" for v in values)


# --- tables ---------------------------------------------------------------------------------


class StaffUser(Base):
    """A front-desk account. ``password_hash`` is argon2id (argon2-cffi's encoded form)."""

    __tablename__ = "staff_users"

    id = Column(Integer, primary_key=True)
    username = Column(String(40), nullable=False, unique=True)
    password_hash = Column(String(255), nullable=False)
    active = Column(Boolean(), nullable=False, default=True)
    created_at = Column(UTCDateTime(), nullable=False)
    password_changed_at = Column(UTCDateTime(), nullable=False)
    last_login_at = Column(UTCDateTime(), nullable=True)

    def __repr__(self) -> str:
        return f"<StaffUser {self.username}{'' if self.active else ' (disabled)'}>"


class StaffSessionRow(Base):
    """A login session. Only the SHA-256 of the cookie's token is stored, so a copy of the
    database does not hand out live sessions. ``csrf_token`` goes into every form."""

    __tablename__ = "staff_sessions"

    token_hash = Column(String(64), primary_key=True)
    user_id = Column(Integer, ForeignKey("staff_users.id", ondelete="CASCADE"), nullable=False, index=True)
    csrf_token = Column(String(64), nullable=False)
    created_at = Column(UTCDateTime(), nullable=False)
    expires_at = Column(UTCDateTime(), nullable=False)


class ConversationEntry(Base):
    """One exchange through the web chat (``/api/chat``): what the resident sent, what the
    assistant answered, and how it went (``result``, one of :data:`RESULTS`)."""

    __tablename__ = "conversation_log"
    __table_args__ = (
        CheckConstraint(f"result IN ({_in(RESULTS)})", name="result"),
        Index(None, "sender_key", "created_at"),
    )

    id = Column(Integer, primary_key=True)
    created_at = Column(UTCDateTime(), nullable=False, index=True)
    sender_key = Column(String(16), nullable=False)
    channel = Column(String(10), nullable=False, default="web")
    user_text = Column(Text, nullable=False)
    bot_text = Column(Text, nullable=False)
    topic = Column(String(40), nullable=True)
    status = Column(String(30), nullable=True)
    result = Column(String(24), nullable=False)
    citations = Column(Text, nullable=True)
    reference = Column(String(20), nullable=True)

    @property
    def answered(self) -> bool:
        return self.result not in UNANSWERED + ("unavailable",)


# --- helpers --------------------------------------------------------------------------------

_PHONE_RE = re.compile(r"(?<![\w+])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\w)")


def mask_phones(text: str) -> str:
    """``text`` with every phone number in it masked (``"call 414-555-4567"`` →
    ``"call +1******4567"``): E.164 numbers and US numbers written the usual ways."""
    text = mask_text(text or "")

    def _sub(m: "re.Match[str]") -> str:
        e164 = to_e164(m.group(0))
        return mask(e164) if e164 else m.group(0)

    return _PHONE_RE.sub(_sub, text)


def sender_key(sender: str) -> str:
    """A short, stable, one-way key for a sender id (the conversation, not the person)."""
    return hashlib.sha256((sender or "").encode("utf-8")).hexdigest()[:16]


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Outcome:
    """How one exchange went, read from the assistant's REST replies (see :func:`classify`)."""

    result: str
    bot_text: str
    topic: Optional[str] = None
    status: Optional[str] = None
    citations: Tuple[str, ...] = ()
    reference: Optional[str] = None


def classify(replies: Sequence[Dict[str, Any]]) -> Outcome:
    """Read Rasa REST replies (``[{"text": ...}, {"custom": {...}}, ...]``).

    ``result``: ``fallback`` when a reply starts with one of :data:`FALLBACK_PREFIXES`; else the
    decision status from ``custom.status`` (``answered``, ``not_covered``, ...); else
    ``complaint_filed`` when ``custom.reference`` is present; else ``other``.
    """
    texts: List[str] = []
    topic = status = reference = None
    cites: List[str] = []
    for m in replies or []:
        if not isinstance(m, dict):
            continue
        if isinstance(m.get("text"), str):
            texts.append(m["text"])
        custom = m.get("custom")
        if isinstance(custom, dict):
            topic = topic or (str(custom["topic"])[:40] if custom.get("topic") else None)
            status = status or (str(custom["status"])[:30] if custom.get("status") else None)
            reference = reference or (str(custom["reference"])[:20] if custom.get("reference") else None)
            for c in custom.get("citations") or []:
                label = c.get("citation") if isinstance(c, dict) else None
                if isinstance(label, str) and label not in cites:
                    cites.append(label)
            if isinstance(custom.get("citation"), str) and custom["citation"] not in cites:
                cites.append(custom["citation"])
    bot_text = "\n".join(texts)
    if any(t.lstrip().startswith(FALLBACK_PREFIXES) for t in texts):
        result = "fallback"
    elif status in RESULTS:
        result = status
    elif reference:
        result = "complaint_filed"
    else:
        result = "other"
    return Outcome(result, bot_text, topic, status, tuple(cites), reference)


@dataclass(frozen=True)
class StaffSession:
    """A live session: who is logged in and the CSRF token for their forms."""

    user_id: int
    username: str
    csrf_token: str
    expires_at: datetime


# --- the store ------------------------------------------------------------------------------


class StaffStore:
    """Staff accounts, sessions and the conversation log, in the complaint database.

    ``url``: SQLAlchemy URL; default env ``DATABASE_URL``, else ``var/complaints.db``. The tables
    come from the Alembic migrations (``python -m bot complaints migrate``). Every method raises
    :class:`~bot.complaints.errors.StorageError` on a database failure.
    """

    def __init__(self, url: Optional[str] = None, *, session_hours: float = SESSION_HOURS) -> None:
        from argon2 import PasswordHasher

        self.url = resolve_url(url)
        try:
            self.engine = make_engine(self.url)
        except Exception as e:
            raise StorageError(f"invalid database URL {safe_url(self.url)}") from e
        self.session_hours = session_hours
        self.hasher = PasswordHasher()
        self._dummy_hash: Optional[str] = None

    def __repr__(self) -> str:
        return f"StaffStore({safe_url(self.url)!r})"

    def dispose(self) -> None:
        self.engine.dispose()

    def _session(self, what: str):
        return session_scope(self.engine, self.url, what, "the database is not available.", logger)

    # -- accounts ----------------------------------------------------------------------------

    @staticmethod
    def check_username(username: str) -> str:
        """The username lower-cased; ``ValueError`` unless it is 2-40 characters of a-z, 0-9,
        '.', '_' or '-' (starting with a letter or digit)."""
        name = (username or "").strip().lower()
        if not USERNAME_RE.match(name):
            raise ValueError("a username is 2-40 characters: letters, digits, '.', '_' or '-'")
        return name

    @staticmethod
    def check_password(password: str) -> str:
        if not isinstance(password, str) or len(password) < MIN_PASSWORD_CHARS:
            raise ValueError(f"the password must have at least {MIN_PASSWORD_CHARS} characters")
        if len(password) > MAX_PASSWORD_CHARS:
            raise ValueError(f"the password must have at most {MAX_PASSWORD_CHARS} characters")
        return password

    def add_user(self, username: str, password: str, now: Optional[datetime] = None) -> StaffUser:
        """Create an account. Raises ``ValueError`` for a bad name or password, or when the
        name is taken; :class:`StorageError`."""
        name = self.check_username(username)
        digest = self.hasher.hash(self.check_password(password))
        when = now or utcnow()
        with self._session("create the staff account") as s:
            user = StaffUser(username=name, password_hash=digest, active=True, created_at=when, password_changed_at=when)
            s.add(user)
            try:
                s.commit()
            except IntegrityError:
                s.rollback()
                raise ValueError(f"a staff account named {name!r} already exists") from None
        logger.info("staff account %s created", name)
        return user

    def set_password(self, username: str, password: str, now: Optional[datetime] = None) -> None:
        """Change a password and end that account's sessions. ``LookupError`` if no such account."""
        name = self.check_username(username)
        digest = self.hasher.hash(self.check_password(password))
        with self._session("change the password") as s:
            user = s.scalar(select(StaffUser).where(StaffUser.username == name))
            if user is None:
                raise LookupError(f"no staff account {name!r}")
            user.password_hash, user.password_changed_at = digest, now or utcnow()
            s.execute(delete(StaffSessionRow).where(StaffSessionRow.user_id == user.id))
            s.commit()

    def set_active(self, username: str, active: bool) -> None:
        """Enable or disable an account (disabling ends its sessions). ``LookupError``."""
        name = self.check_username(username)
        with self._session("update the staff account") as s:
            user = s.scalar(select(StaffUser).where(StaffUser.username == name))
            if user is None:
                raise LookupError(f"no staff account {name!r}")
            user.active = active
            if not active:
                s.execute(delete(StaffSessionRow).where(StaffSessionRow.user_id == user.id))
            s.commit()

    def users(self) -> List[StaffUser]:
        with self._session("list staff accounts") as s:
            return list(s.scalars(select(StaffUser).order_by(StaffUser.username)))

    def authenticate(self, username: str, password: str, now: Optional[datetime] = None) -> Optional[StaffUser]:
        """The active account if the password matches, else None. An unknown name costs the
        same hashing time as a wrong password. Rehashes when argon2's parameters changed."""
        from argon2.exceptions import InvalidHashError, VerificationError

        try:
            name = self.check_username(username)
        except ValueError:
            name = None
        if not isinstance(password, str) or len(password) > MAX_PASSWORD_CHARS:
            return None
        with self._session("check the password") as s:
            user = s.scalar(select(StaffUser).where(StaffUser.username == name)) if name else None
            if user is None or not user.active:
                if self._dummy_hash is None:
                    self._dummy_hash = self.hasher.hash(secrets.token_urlsafe(16))
                try:
                    self.hasher.verify(self._dummy_hash, password)
                except (VerificationError, InvalidHashError):
                    pass
                return None
            try:
                self.hasher.verify(user.password_hash, password)
            except (VerificationError, InvalidHashError):
                return None
            if self.hasher.check_needs_rehash(user.password_hash):
                user.password_hash = self.hasher.hash(password)
            user.last_login_at = now or utcnow()
            s.commit()
            return user

    # -- sessions ----------------------------------------------------------------------------

    def create_session(self, user: StaffUser, now: Optional[datetime] = None) -> Tuple[str, StaffSession]:
        """A new session for ``user``: returns (cookie token, session). Expired sessions are
        removed on the way."""
        when = now or utcnow()
        token, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(32)
        expires = when + timedelta(hours=self.session_hours)
        with self._session("start the session") as s:
            s.execute(delete(StaffSessionRow).where(StaffSessionRow.expires_at < when))
            s.add(StaffSessionRow(token_hash=_token_hash(token), user_id=user.id, csrf_token=csrf, created_at=when,
                                  expires_at=expires))
            s.commit()
        return token, StaffSession(user.id, user.username, csrf, expires)

    def session(self, token: Optional[str], now: Optional[datetime] = None) -> Optional[StaffSession]:
        """The live session for a cookie token, or None (no token, unknown, expired, or the
        account was disabled)."""
        if not token or len(token) > 200:
            return None
        when = now or utcnow()
        with self._session("read the session") as s:
            row = s.get(StaffSessionRow, _token_hash(token))
            if row is None or row.expires_at <= when:
                return None
            user = s.get(StaffUser, row.user_id)
            if user is None or not user.active:
                return None
            return StaffSession(user.id, user.username, row.csrf_token, row.expires_at)

    def end_session(self, token: Optional[str]) -> None:
        """Log out: the token stops working at once."""
        if not token:
            return
        with self._session("end the session") as s:
            s.execute(delete(StaffSessionRow).where(StaffSessionRow.token_hash == _token_hash(token)))
            s.commit()

    @staticmethod
    def csrf_ok(session: Optional[StaffSession], submitted: Optional[str]) -> bool:
        return bool(session and submitted and hmac.compare_digest(session.csrf_token, str(submitted)))

    # -- conversation log --------------------------------------------------------------------

    def log_exchange(
        self,
        sender: str,
        user_text: str,
        replies: Optional[Sequence[Dict[str, Any]]],
        *,
        unavailable: bool = False,
        channel: str = "web",
        now: Optional[datetime] = None,
    ) -> ConversationEntry:
        """Record one web-chat exchange (phone numbers masked, sender hashed)."""
        if unavailable:
            outcome = Outcome("unavailable", "")
        else:
            outcome = classify(replies or [])
        entry = ConversationEntry(
            created_at=now or utcnow(),
            sender_key=sender_key(sender),
            channel=channel[:10],
            user_text=mask_phones((user_text or "")[:MAX_LOG_TEXT]),
            bot_text=mask_phones(outcome.bot_text[:MAX_LOG_TEXT]),
            topic=outcome.topic,
            status=outcome.status,
            result=outcome.result,
            citations=", ".join(outcome.citations)[:2000] or None,
            reference=outcome.reference,
        )
        with self._session("record the conversation") as s:
            s.add(entry)
            s.commit()
        return entry

    def recent_conversations(self, limit: int = 100, since: Optional[datetime] = None) -> List[ConversationEntry]:
        """The latest exchanges, newest first."""
        q = select(ConversationEntry)
        if since is not None:
            q = q.where(ConversationEntry.created_at >= since)
        q = q.order_by(ConversationEntry.created_at.desc(), ConversationEntry.id.desc()).limit(max(1, limit))
        with self._session("read the conversation log") as s:
            return list(s.scalars(q))

    def unanswered(self, limit: int = 100, since: Optional[datetime] = None) -> List[ConversationEntry]:
        """Questions the assistant could not answer (fallback or not covered), newest first."""
        q = select(ConversationEntry).where(ConversationEntry.result.in_(UNANSWERED))
        if since is not None:
            q = q.where(ConversationEntry.created_at >= since)
        q = q.order_by(ConversationEntry.created_at.desc(), ConversationEntry.id.desc()).limit(max(1, limit))
        with self._session("read the conversation log") as s:
            return list(s.scalars(q))

    def result_counts(self, since: Optional[datetime] = None) -> Dict[str, int]:
        q = select(ConversationEntry.result, func.count()).group_by(ConversationEntry.result)
        if since is not None:
            q = q.where(ConversationEntry.created_at >= since)
        with self._session("count the conversation log") as s:
            return {r: int(n) for r, n in s.execute(q)}

    def purge_conversations(self, older_than_days: int, now: Optional[datetime] = None) -> int:
        """Delete log entries older than ``older_than_days`` (as the records policy requires);
        returns how many."""
        if older_than_days < 0:
            raise ValueError("older_than_days must be 0 or more")
        cutoff = (now or utcnow()) - timedelta(days=older_than_days)
        with self._session("purge the conversation log") as s:
            n = s.execute(delete(ConversationEntry).where(ConversationEntry.created_at < cutoff)).rowcount
            s.commit()
            return int(n or 0)


# --- command line: python -m bot staff ... --------------------------------------------------
# The arguments are defined in bot/__main__.py (so that building the parser does not load
# SQLAlchemy); ``run`` does the work.


def _read_password(from_stdin: bool) -> str:
    import getpass
    import sys

    if from_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("Password: ")
    if getpass.getpass("Repeat the password: ") != first:
        raise ValueError("the two passwords differ")
    return first


def run(args) -> int:
    """Exit status: 0 done; 1 no such account or name taken; 2 bad input; 3 database error."""
    import sys

    store = None
    try:
        store = StaffStore(args.database_url)
        if args.action == "add":
            store.check_username(args.name)
            user = store.add_user(args.name, _read_password(args.password_stdin))
            print(f"staff account {user.username} created")
        elif args.action == "passwd":
            store.set_password(args.name, _read_password(args.password_stdin))
            print(f"password of {store.check_username(args.name)} changed; its sessions ended")
        elif args.action in ("enable", "disable"):
            store.set_active(args.name, args.action == "enable")
            print(f"staff account {store.check_username(args.name)} {args.action}d")
        elif args.action == "list":
            users = store.users()
            if not users:
                print("No staff accounts. Create one: python -m bot staff add NAME")
            for u in users:
                last = u.last_login_at.strftime("%Y-%m-%d %H:%M UTC") if u.last_login_at else "never"
                print(f"{u.username:24} {'active' if u.active else 'disabled':9} last login: {last}")
        elif args.action == "purge-conversations":
            n = store.purge_conversations(args.older_than_days)
            print(f"deleted {n} conversation log entr{'y' if n == 1 else 'ies'}")
        return 0
    except LookupError as e:
        print(f"error: {e.args[0] if e.args else e}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1 if "already exists" in str(e) else 2
    except StorageError as e:
        print(f"database error: {e} (run: python -m bot complaints migrate)", file=sys.stderr)
        return 3
    finally:
        if store is not None:
            store.dispose()
