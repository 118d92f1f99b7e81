"""The complaint repository: file, find, confirm, close and count animal complaints.

    store = ComplaintStore()            # DATABASE_URL, else sqlite var/complaints.db
    store.migrate()                     # alembic upgrade head (idempotent)
    c = store.file_complaint(municipality="town_of_cedarburg", address="W63N100 Example Rd",
                             animal="dog", details="barks all night", duration="3 weeks",
                             complainant_name="Pat Doe", phone="414-555-4567", channel="sms",
                             message_sid="SM123")
    store.mark_formal(c.reference)      # staff confirm a formal, written complaint
    store.threshold("w63 n100 example road").met

§ 95-12 (Town of Cedarburg): "A dog or cat is considered to be in violation of this section
when two formal, written complaints are filed with the Town within a four-week period."
Four weeks = 28 days, counted on the Town's calendar (see :func:`threshold`). A complaint
received by SMS is *received*; it counts as *formal* only after staff confirm it
(``mark_formal``). Village of Westfield complaints are stored the same way but never counted:
ch. 195's noise rule is a judgment with no complaint count.

Every method raises :class:`StorageError` on a database failure; nothing is half-saved
(each write is one transaction, committed before the method returns).
"""
from __future__ import annotations

import csv
import io
import json
import logging
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Dict, Iterator, List, Optional, Sequence

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from .address import parse_address
from .db import ALEMBIC_INI, MIGRATIONS_DIR, make_engine, resolve_url, safe_url, session_scope
from .errors import ComplaintNotFound, InvalidTransition, StorageError
from .models import (
    CHANNELS,
    MUNICIPALITIES,
    STATUSES,
    Complainant,
    Complaint,
    ComplaintCounter,
    SmsMessage,
    SmsOptOut,
)
from .phone import to_e164
from .timeutil import iso_local, local_date, to_utc, utcnow, window_start

logger = logging.getLogger(__name__)

WINDOW_DAYS = 28
CITATION = "§ 95-12"
RULE_TEXT = (
    "A dog or cat is considered to be in violation of this section when two formal, written "
    "complaints are filed with the Town within a four-week period."
)
THRESHOLD_MUNICIPALITY = "town_of_cedarburg"
REFERENCE_PREFIX = "AC"
SMS_PENDING_STALE_AFTER = timedelta(seconds=60)
_RETRIES = 5

_CHANNEL_WORDS = {"sms": "by SMS", "web": "through the web form", "rest": "through the REST API"}


def normalise_municipality(value: str) -> str:
    """``"town_of_cedarburg"`` or ``"village_of_westfield"`` from the key or the display name
    (any case). Raises ``ValueError`` for anything else (the City of Cedarburg and the Town of
    Westfield are other municipalities)."""
    v = (value or "").strip().lower().replace("-", " ")
    for key, name in MUNICIPALITIES.items():
        if v in (key, key.replace("_", " "), name.lower()):
            return key
    raise ValueError(f"unknown municipality {value!r}: use one of {', '.join(MUNICIPALITIES)}")


def _status(value: Optional[str]) -> Optional[str]:
    if value is None:
        return None
    v = value.strip().lower()
    if v not in STATUSES:
        raise ValueError(f"unknown status {value!r}: use one of {', '.join(STATUSES)}")
    return v


def _now(now: Optional[datetime]) -> datetime:
    return to_utc(now) if now is not None else utcnow()


@dataclass(frozen=True)
class ThresholdResult:
    """Where one address stands against § 95-12 (Town of Cedarburg only).

    ``met``: two or more formal, written complaints in the window. ``formal_count``: complaints
    with status ``formal`` filed in the window; ``received_count``: every complaint filed in the
    window, whatever its status (formal ones included). ``references``: the formal complaints
    that count, oldest first; ``received_references``: all of them. The window is the last
    ``window_days`` (28) days on the Town's calendar, ``window_start`` .. ``window_end``
    (aware UTC): a complaint filed 28 days before ``now`` counts, one filed 29 days before
    does not.
    """

    address: str
    met: bool
    formal_count: int
    received_count: int
    references: List[str]
    received_references: List[str]
    window_start: datetime
    window_end: datetime
    window_days: int = WINDOW_DAYS
    citation: str = CITATION
    municipality: str = THRESHOLD_MUNICIPALITY
    rule_text: str = RULE_TEXT

    def summary(self) -> str:
        """One line for staff, e.g. ``"§ 95-12 MET: 2 formal, written complaints within 28
        days (AC-2026-00001, AC-2026-00003); 3 received"``."""
        counts = (
            f"{self.formal_count} formal, written complaint{'s' if self.formal_count != 1 else ''} "
            f"and {self.received_count} received in the last {self.window_days} days"
        )
        if self.met:
            return f"{self.citation} MET ({', '.join(self.references)}): {counts}"
        return f"{self.citation} not met: {counts}"


@dataclass(frozen=True)
class SmsClaim:
    """Result of :meth:`ComplaintStore.sms_claim`.

    ``state``: ``"new"`` (first time: handle it), ``"replay"`` (answered before: send
    ``reply_twiml`` again), ``"pending"`` (a copy is being handled right now: send nothing),
    ``"stale"`` (a copy started over 60 s ago and never finished: apologise).
    """

    state: str
    reply_twiml: Optional[str] = None


class ComplaintStore:
    """Repository for complaints and the SMS channel's bookkeeping.

    ``url``: SQLAlchemy URL; default env ``DATABASE_URL``, else the SQLite file
    ``var/complaints.db`` under the project root. Creating the store does not connect; call
    :meth:`migrate` once (``python -m bot complaints migrate``) before use.
    """

    def __init__(self, url: Optional[str] = None) -> None:
        self.url = resolve_url(url)
        try:
            self.engine = make_engine(self.url)
        except Exception as e:
            raise StorageError(f"invalid database URL {safe_url(self.url)}") from e

    def __repr__(self) -> str:
        return f"ComplaintStore({safe_url(self.url)!r})"

    def dispose(self) -> None:
        """Close pooled connections (e.g. before the file is removed, or at exit)."""
        self.engine.dispose()

    # -- infrastructure ----------------------------------------------------------------------

    def _session(self, what: str):
        return session_scope(
            self.engine, self.url, what, "the complaint database is not available. Nothing was saved.", logger,
            noun="complaint database",
        )

    def migrate(self) -> Optional[str]:
        """Apply the Alembic migrations (``alembic upgrade head``); a no-op when up to date.

        Returns the revision the database is at afterwards. Raises :class:`StorageError` if
        the database cannot be reached or a migration fails.
        """
        from alembic import command
        from alembic.config import Config
        from alembic.runtime.migration import MigrationContext

        cfg = Config(str(ALEMBIC_INI)) if ALEMBIC_INI.exists() else Config()
        cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
        cfg.attributes["configure_logger"] = False
        try:
            with self.engine.begin() as conn:
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
            with self.engine.connect() as conn:
                return MigrationContext.configure(conn).get_current_revision()
        except SQLAlchemyError as e:
            logger.error("migration failed (%s, %s)", type(e).__name__, safe_url(self.url))
            raise StorageError(f"Could not migrate the complaint database at {safe_url(self.url)}.") from e

    # -- complaints --------------------------------------------------------------------------

    def file_complaint(
        self,
        *,
        municipality: str,
        address: str,
        animal: str,
        details: str,
        duration: str,
        complainant_name: str,
        phone: Optional[str],
        channel: str,
        message_sid: Optional[str] = None,
        now: Optional[datetime] = None,
    ) -> Complaint:
        """Store a new complaint (status ``received``) and commit it before returning.

        ``municipality``: ``town_of_cedarburg`` / ``village_of_westfield`` (or the display
        name). ``address``: as the resident wrote it; the normalised form is stored beside it.
        ``phone``: any common format, stored as E.164 (region US), or None. ``channel``:
        ``sms``, ``web`` or ``rest``. ``message_sid``: the Twilio MessageSid; if a complaint
        with it already exists, that complaint is returned and nothing new is stored. ``now``:
        filing time (default: now; a naive value is taken as UTC).

        Raises ``ValueError`` for bad input (unknown municipality or channel, empty address
        or animal, a phone that is not a valid number) and :class:`StorageError` if the
        database write fails (nothing is stored then).
        """
        muni = normalise_municipality(municipality)
        if channel not in CHANNELS:
            raise ValueError(f"unknown channel {channel!r}: use one of {', '.join(CHANNELS)}")
        parsed = parse_address(address)  # ValueError when empty
        animal_v = (animal or "").strip().lower()[:40]
        if not animal_v:
            raise ValueError("the animal is required (e.g. 'dog' or 'cat')")
        e164 = None
        if phone is not None and str(phone).strip():
            e164 = to_e164(phone)
            if e164 is None:
                raise ValueError("the phone number is not a valid number")
        sid = (message_sid or "").strip() or None
        when = _now(now)
        name = (complainant_name or "").strip()[:200]

        last_error: Optional[Exception] = None
        for _attempt in range(_RETRIES):
            with self._session("save the complaint") as s:
                try:
                    if sid:
                        existing = s.scalar(select(Complaint).where(Complaint.message_sid == sid))
                        if existing is not None:
                            logger.info("complaint %s already filed for this message; not filed again", existing.reference)
                            return existing
                    year = local_date(when).year
                    seq = self._next_seq(s, year)  # locks the year's counter until commit
                    complaint = Complaint(
                        reference=f"{REFERENCE_PREFIX}-{year}-{seq:05d}",
                        ref_year=year,
                        ref_seq=seq,
                        municipality=muni,
                        address_raw=str(address).strip(),
                        address_normalized=parsed.line[:300],
                        zipcode=parsed.zipcode,
                        animal=animal_v,
                        details=(details or "").strip(),
                        duration=(duration or "").strip()[:300],
                        status="received",
                        channel=channel,
                        message_sid=sid,
                        complainant=self._complainant(s, name, e164, when),
                        created_at=when,
                        updated_at=when,
                    )
                    s.add(complaint)
                    s.commit()
                except IntegrityError as e:  # same message_sid or a new year's counter, concurrently
                    s.rollback()
                    last_error = e
                    continue
                logger.info("complaint %s filed (%s, %s, %s)", complaint.reference, muni, channel, animal_v)
                return complaint
        logger.error("could not file the complaint after %d attempts (conflicting writes)", _RETRIES)
        raise StorageError("Could not save the complaint: please try again. Nothing was saved.") from last_error

    @staticmethod
    def _next_seq(s: Session, year: int) -> int:
        bumped = s.execute(
            update(ComplaintCounter)
            .where(ComplaintCounter.year == year)
            .values(last_seq=ComplaintCounter.last_seq + 1)
            .execution_options(synchronize_session=False)
        )
        if bumped.rowcount:
            return int(s.scalar(select(ComplaintCounter.last_seq).where(ComplaintCounter.year == year)))
        seq = (s.scalar(select(func.max(Complaint.ref_seq)).where(Complaint.ref_year == year)) or 0) + 1
        s.add(ComplaintCounter(year=year, last_seq=seq))
        s.flush()  # IntegrityError if another filing created the counter first
        return seq

    @staticmethod
    def _complainant(s: Session, name: str, phone: Optional[str], when: datetime) -> Complainant:
        if phone:
            for c in s.scalars(select(Complainant).where(Complainant.phone == phone)):
                if c.name.casefold() == name.casefold():
                    return c
        c = Complainant(name=name, phone=phone, created_at=when)
        s.add(c)
        return c

    def get(self, reference: str) -> Optional[Complaint]:
        """The complaint with this reference (any case, surrounding spaces ignored), or None."""
        ref = (reference or "").strip().upper()
        with self._session("read the complaint") as s:
            return s.scalar(select(Complaint).where(Complaint.reference == ref))

    def list(
        self,
        address: Optional[str] = None,
        since: Optional[datetime] = None,
        status: Optional[str] = None,
        municipality: Optional[str] = None,
    ) -> List[Complaint]:
        """Complaints, oldest first. ``address`` is normalised and matched exactly;
        ``since``: filed at or after (naive = UTC); ``status``: received/formal/closed;
        ``municipality``: key or display name. Raises ``ValueError`` for an unknown status or
        municipality."""
        q = select(Complaint)
        if address:
            q = q.where(Complaint.address_normalized == parse_address(address).line)
        if since is not None:
            q = q.where(Complaint.created_at >= to_utc(since))
        st = _status(status)
        if st:
            q = q.where(Complaint.status == st)
        if municipality:
            q = q.where(Complaint.municipality == normalise_municipality(municipality))
        q = q.order_by(Complaint.created_at, Complaint.id)
        with self._session("list complaints") as s:
            return list(s.scalars(q).unique())

    def _transition(self, reference: str, target: str, now: Optional[datetime]) -> Complaint:
        ref = (reference or "").strip().upper()
        when = _now(now)
        with self._session(f"mark the complaint {target}") as s:
            c = s.scalar(select(Complaint).where(Complaint.reference == ref))
            if c is None:
                raise ComplaintNotFound(f"no complaint {ref}")
            if c.status == target:
                return c
            if target == "formal":
                if c.status == "closed":
                    raise InvalidTransition(f"{ref} is closed; it cannot be marked formal")
                c.formal_at = when
            else:
                c.closed_at = when
            c.status = target
            c.updated_at = when
            s.commit()
            logger.info("complaint %s is now %s", ref, target)
            return c

    def mark_formal(self, reference: str, now: Optional[datetime] = None) -> Complaint:
        """Staff confirm that the complaint is a formal, written complaint (status ``formal``).

        Idempotent for a complaint already formal. Raises :class:`ComplaintNotFound`,
        :class:`InvalidTransition` (closed complaint) or :class:`StorageError`. Logs a warning
        when this puts the address over § 95-12's threshold (Town of Cedarburg).
        """
        c = self._transition(reference, "formal", now)
        if c.municipality == THRESHOLD_MUNICIPALITY:
            result = self.threshold(c.address_normalized, now=now)
            if result.met and c.reference in result.references:
                logger.warning("%s threshold met by %s", CITATION, ", ".join(result.references))
        return c

    def close(self, reference: str, now: Optional[datetime] = None) -> Complaint:
        """Close the complaint (status ``closed``); it no longer counts toward § 95-12.
        Idempotent. Raises :class:`ComplaintNotFound` or :class:`StorageError`."""
        return self._transition(reference, "closed", now)

    def threshold(self, address: str, now: Optional[datetime] = None) -> ThresholdResult:
        """Count the Town of Cedarburg complaints about ``address`` (normalised) filed in the
        last 28 days and say whether § 95-12 is met: two formal, written complaints filed
        within a four-week period.

        The window runs from local midnight 28 days before ``now``'s date (Town calendar,
        America/Chicago) to ``now``; complaints filed after ``now`` are ignored. Only status
        ``formal`` counts as formal (``received`` ones are not yet confirmed; ``closed`` ones
        were taken out). Raises ``ValueError`` for an empty address, :class:`StorageError`.
        """
        line = parse_address(address).line
        end = _now(now)
        start = window_start(end, WINDOW_DAYS)
        q = (
            select(Complaint)
            .where(
                Complaint.municipality == THRESHOLD_MUNICIPALITY,
                Complaint.address_normalized == line,
                Complaint.created_at >= start,
                Complaint.created_at <= end,
            )
            .order_by(Complaint.created_at, Complaint.id)
        )
        with self._session("count complaints") as s:
            rows = list(s.scalars(q).unique())
        formal = [c.reference for c in rows if c.status == "formal"]
        return ThresholdResult(
            address=line,
            met=len(formal) >= 2,
            formal_count=len(formal),
            received_count=len(rows),
            references=formal,
            received_references=[c.reference for c in rows],
            window_start=start,
            window_end=end,
        )

    # -- exports -----------------------------------------------------------------------------

    def _thresholds(self, complaints: Sequence[Complaint], now: Optional[datetime]) -> Dict[str, ThresholdResult]:
        out: Dict[str, ThresholdResult] = {}
        for c in complaints:
            if c.municipality == THRESHOLD_MUNICIPALITY and c.address_normalized not in out:
                out[c.address_normalized] = self.threshold(c.address_normalized, now=now)
        return out

    def export_open311(
        self,
        address: Optional[str] = None,
        since: Optional[datetime] = None,
        status: Optional[str] = None,
        municipality: Optional[str] = None,
        now: Optional[datetime] = None,
    ) -> List[Dict[str, Any]]:
        """The complaints (same filters as :meth:`list`) as Open311 GeoReport v2 service
        requests: a list of dicts with ``service_request_id``, ``status`` (open/closed),
        ``status_notes``, ``service_name``, ``service_code``, ``description``,
        ``agency_responsible``, ``service_notice``, ``requested_datetime``,
        ``updated_datetime`` (ISO 8601 with the local offset), ``expected_datetime``,
        ``address``, ``address_id``, ``zipcode``, ``lat``, ``long``, ``media_url``. No
        complainant data. Fields we do not have (geocode, media, address id, expected time)
        are None. ``now``: for the § 95-12 note (default now)."""
        complaints = self.list(address=address, since=since, status=status, municipality=municipality)
        thresholds = self._thresholds(complaints, now)
        return [_open311(c, thresholds.get(c.address_normalized) if c.municipality == THRESHOLD_MUNICIPALITY else None)
                for c in complaints]

    def export_csv(
        self,
        address: Optional[str] = None,
        since: Optional[datetime] = None,
        status: Optional[str] = None,
        municipality: Optional[str] = None,
        now: Optional[datetime] = None,
        include_personal: bool = False,
    ) -> str:
        """The complaints (same filters as :meth:`list`) as CSV text with a header row.
        Times are ISO 8601 with the local offset. ``threshold_95_12`` is ``met``/``not met``
        (Town of Cedarburg) or ``n/a``. Complainant name and phone only with
        ``include_personal=True``. Cells that a spreadsheet would run as a formula are
        prefixed with ``'``."""
        complaints = self.list(address=address, since=since, status=status, municipality=municipality)
        thresholds = self._thresholds(complaints, now)
        columns = [
            "reference", "municipality", "status", "channel", "received_at", "updated_at", "formal_at",
            "closed_at", "address_normalized", "address_raw", "zipcode", "animal", "duration", "details",
            "threshold_95_12", "formal_count_28d", "received_count_28d",
        ]
        if include_personal:
            columns += ["complainant_name", "complainant_phone"]
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(columns)
        for c in complaints:
            t = thresholds.get(c.address_normalized) if c.municipality == THRESHOLD_MUNICIPALITY else None
            row = [
                c.reference, c.municipality, c.status, c.channel, iso_local(c.created_at), iso_local(c.updated_at),
                iso_local(c.formal_at) or "", iso_local(c.closed_at) or "", c.address_normalized,
                _cell(c.address_raw), c.zipcode or "", _cell(c.animal), _cell(c.duration), _cell(c.details),
                ("met" if t.met else "not met") if t else "n/a",
                t.formal_count if t else "", t.received_count if t else "",
            ]
            if include_personal:
                row += [_cell(c.complainant_name), c.complainant_phone or ""]
            w.writerow(row)
        return buf.getvalue()

    # -- SMS channel bookkeeping -------------------------------------------------------------

    def sms_claim(self, message_sid: str, phone: str, now: Optional[datetime] = None) -> SmsClaim:
        """Record that the message ``message_sid`` from ``phone`` (E.164) is being handled,
        or report that it was seen before (see :class:`SmsClaim`). Raises StorageError."""
        when = _now(now)
        for _attempt in range(2):
            with self._session("record the text message") as s:
                row = s.get(SmsMessage, message_sid)
                if row is not None:
                    if row.state == "done":
                        return SmsClaim("replay", row.reply_twiml)
                    stale = when - row.received_at > SMS_PENDING_STALE_AFTER
                    return SmsClaim("stale" if stale else "pending")
                s.add(SmsMessage(message_sid=message_sid, phone=phone, state="pending", received_at=when))
                try:
                    s.commit()
                except IntegrityError:  # a copy arrived at the same moment
                    s.rollback()
                    continue
                return SmsClaim("new")
        return SmsClaim("pending")

    def sms_record_reply(
        self, message_sid: str, reply_twiml: str, buttons: Optional[Sequence[str]] = None, now: Optional[datetime] = None
    ) -> None:
        """Store the TwiML answered to ``message_sid`` (replayed to Twilio retries) and the
        payloads of the buttons it offered. Raises StorageError."""
        with self._session("record the reply") as s:
            row = s.get(SmsMessage, message_sid)
            if row is None:
                return
            row.reply_twiml = reply_twiml
            row.buttons_json = json.dumps(list(buttons)) if buttons else None
            row.state = "done"
            row.replied_at = _now(now)
            s.commit()

    def sms_last_buttons(self, phone: str, exclude_sid: Optional[str] = None) -> List[str]:
        """Payloads of the buttons offered in the last reply to ``phone`` ([] if it had
        none). Raises StorageError."""
        q = select(SmsMessage).where(SmsMessage.phone == phone, SmsMessage.state == "done")
        if exclude_sid:
            q = q.where(SmsMessage.message_sid != exclude_sid)
        q = q.order_by(SmsMessage.received_at.desc()).limit(1)
        with self._session("read the last reply") as s:
            row = s.scalar(q)
            return json.loads(row.buttons_json) if row is not None and row.buttons_json else []

    def set_opted_out(self, phone: str, opted_out: bool, now: Optional[datetime] = None) -> None:
        """Record STOP (``True``) or START (``False``) for ``phone`` (E.164). Raises StorageError."""
        with self._session("record the opt-out") as s:
            row = s.get(SmsOptOut, phone)
            if row is None:
                s.add(SmsOptOut(phone=phone, opted_out=opted_out, updated_at=_now(now)))
            else:
                row.opted_out, row.updated_at = opted_out, _now(now)
            s.commit()

    def is_opted_out(self, phone: str) -> bool:
        """Whether ``phone`` (E.164) texted STOP and not START since. Raises StorageError."""
        with self._session("read the opt-out list") as s:
            row = s.get(SmsOptOut, phone)
            return bool(row is not None and row.opted_out)

    def purge_sms_messages(self, older_than_days: int = 30, now: Optional[datetime] = None) -> int:
        """Delete SMS idempotency records older than ``older_than_days``; returns how many."""
        from sqlalchemy import delete

        cutoff = _now(now) - timedelta(days=older_than_days)
        with self._session("purge old text-message records") as s:
            n = s.execute(delete(SmsMessage).where(SmsMessage.received_at < cutoff)).rowcount
            s.commit()
            return int(n or 0)


def _cell(value: Optional[str]) -> str:
    v = value or ""
    return "'" + v if v[:1] in ("=", "+", "-", "@") else v


def _service(animal: str) -> str:
    if animal in ("dog", "dogs", "puppy"):
        return "Barking dog"
    if animal in ("cat", "cats", "kitten"):
        return "Crying cat"
    return "Animal noise"


def _open311(c: Complaint, t: Optional[ThresholdResult]) -> Dict[str, Any]:
    how = _CHANNEL_WORDS.get(c.channel, c.channel)
    if c.status == "received":
        notes = f"Received {how}; not yet confirmed by staff as a formal, written complaint."
    elif c.status == "formal":
        notes = f"Received {how}; confirmed by staff as a formal, written complaint on {local_date(c.formal_at or c.updated_at).isoformat()}."
    else:
        notes = f"Received {how}; closed on {local_date(c.closed_at or c.updated_at).isoformat()}."
    if t is not None and t.met and c.reference in t.references:
        notes += f" With {', '.join(r for r in t.references if r != c.reference)} it meets {CITATION} (two formal, written complaints within a four-week period)."
    description = c.details or ""
    if c.duration:
        description = f"{description} (Going on for: {c.duration})".strip()
    if c.municipality == THRESHOLD_MUNICIPALITY:
        notice = f"Town of Cedarburg Code {CITATION}: {RULE_TEXT}"
    else:
        notice = "Village of Westfield Code ch. 195 (noise) sets no complaint count."
    return {
        "service_request_id": c.reference,
        "status": "closed" if c.status == "closed" else "open",
        "status_notes": notes,
        "service_name": _service(c.animal),
        "service_code": "animal-noise",
        "description": description,
        "agency_responsible": c.municipality_name,
        "service_notice": notice,
        "requested_datetime": iso_local(c.created_at),
        "updated_datetime": iso_local(c.updated_at),
        "expected_datetime": None,
        "address": f"{c.address_normalized}, {c.municipality_name}, WI",
        "address_id": None,
        "zipcode": c.zipcode,
        "lat": None,
        "long": None,
        "media_url": None,
    }
