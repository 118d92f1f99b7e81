"""SQLAlchemy models (1.4, 2.0-style usage: ``select()``, ``Session``).

Tables: ``complainants``, ``complaints``, ``complaint_counters`` (reference numbers), ``sms_messages`` (SMS idempotency: MessageSid ->
TwiML reply), ``sms_opt_outs`` (STOP/START). The schema is created by the Alembic
migrations in ``migrations/``; keep both in step (a test compares them).

All timestamps are timezone-aware UTC in Python. SQLite stores them as naive UTC text;
PostgreSQL as ``timestamp with time zone``.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Optional

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import declarative_base, relationship
from sqlalchemy.types import TypeDecorator

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
metadata = MetaData(naming_convention=NAMING)
Base = declarative_base(metadata=metadata)

STATUSES = ("received", "formal", "closed")
CHANNELS = ("sms", "web", "rest")
MUNICIPALITIES = {
    "town_of_cedarburg": "Town of Cedarburg",
    "village_of_westfield": "Village of Westfield",
}


class UTCDateTime(TypeDecorator):
    """Aware UTC datetimes in Python, whatever the database.

    Binding a naive datetime is an error (``ValueError``): callers must say which instant
    they mean. Values read back are always aware UTC.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Optional[datetime], dialect) -> Optional[datetime]:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: give a timezone-aware (UTC) value")
        value = value.astimezone(timezone.utc)
        if dialect.name == "sqlite":
            return value.replace(tzinfo=None)
        return value

    def process_result_value(self, value: Optional[datetime], dialect) -> Optional[datetime]:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=timezone.utc)
        return value.astimezone(timezone.utc)


def _in(values) -> str:
    return ", ".join(f"'{v}'" for v in values)


class Complainant(Base):
    """The person who complained. ``phone`` is E.164 or None (web form without a phone)."""

    __tablename__ = "complainants"

    id = Column(Integer, primary_key=True)
    name = Column(String(200), nullable=False)
    phone = Column(String(20), nullable=True, index=True)
    created_at = Column(UTCDateTime(), nullable=False)

    complaints = relationship("Complaint", back_populates="complainant")

    def __repr__(self) -> str:  # no personal data in reprs: they end up in logs
        return f"<Complainant id={self.id}>"


class Complaint(Base):
    """One complaint about an animal (barking dog, crying cat, other noise).

    ``reference``: "AC-<year>-<5-digit sequence>", unique, the year being the Town's
    calendar year at filing. ``status``: received -> formal (staff confirmed a formal,
    written complaint) -> closed. ``created_at`` is when it was filed and is the date
    § 95-12's four-week period is counted from.
    """

    __tablename__ = "complaints"
    __table_args__ = (
        CheckConstraint(f"status IN ({_in(STATUSES)})", name="status"),
        CheckConstraint(f"channel IN ({_in(CHANNELS)})", name="channel"),
        CheckConstraint(f"municipality IN ({_in(MUNICIPALITIES)})", name="municipality"),
        UniqueConstraint("ref_year", "ref_seq"),
        Index(None, "municipality", "address_normalized", "created_at"),
    )

    id = Column(Integer, primary_key=True)
    reference = Column(String(20), nullable=False, unique=True)
    ref_year = Column(Integer, nullable=False)
    ref_seq = Column(Integer, nullable=False)
    municipality = Column(String(40), nullable=False)
    address_raw = Column(Text, nullable=False)
    address_normalized = Column(String(300), nullable=False)
    zipcode = Column(String(10), nullable=True)
    animal = Column(String(40), nullable=False)
    details = Column(Text, nullable=False, default="")
    duration = Column(String(300), nullable=False, default="")
    status = Column(String(10), nullable=False, default="received")
    channel = Column(String(10), nullable=False)
    message_sid = Column(String(64), nullable=True, unique=True)
    complainant_id = Column(Integer, ForeignKey("complainants.id"), nullable=False, index=True)
    created_at = Column(UTCDateTime(), nullable=False)
    updated_at = Column(UTCDateTime(), nullable=False)
    formal_at = Column(UTCDateTime(), nullable=True)
    closed_at = Column(UTCDateTime(), nullable=True)

    complainant = relationship("Complainant", back_populates="complaints", lazy="joined")

    @property
    def complainant_name(self) -> str:
        return self.complainant.name if self.complainant is not None else ""

    @property
    def complainant_phone(self) -> Optional[str]:
        """E.164 or None."""
        return self.complainant.phone if self.complainant is not None else None

    @property
    def municipality_name(self) -> str:
        return MUNICIPALITIES.get(self.municipality, self.municipality)

    def __repr__(self) -> str:
        return f"<Complaint {self.reference} {self.status} {self.municipality}>"


class ComplaintCounter(Base):
    """The last reference sequence number used in a year. Incrementing it with an UPDATE
    serialises concurrent filings (row lock on PostgreSQL, write lock on SQLite), so two
    complaints never race for the same reference."""

    __tablename__ = "complaint_counters"

    year = Column(Integer, primary_key=True, autoincrement=False)
    last_seq = Column(Integer, nullable=False)


class SmsMessage(Base):
    """One inbound SMS, by Twilio MessageSid, and the TwiML we answered it with.

    ``state``: ``pending`` while Rasa handles it, ``done`` once ``reply_twiml`` is stored.
    ``buttons_json``: JSON list of the button payloads offered in the reply, so that a
    later "1" can be mapped to the first one. The message text itself is not stored.
    """

    __tablename__ = "sms_messages"
    __table_args__ = (
        CheckConstraint("state IN ('pending', 'done')", name="state"),
        Index(None, "phone", "received_at"),
    )

    message_sid = Column(String(64), primary_key=True)
    phone = Column(String(20), nullable=False)
    state = Column(String(10), nullable=False, default="pending")
    reply_twiml = Column(Text, nullable=True)
    buttons_json = Column(Text, nullable=True)
    received_at = Column(UTCDateTime(), nullable=False)
    replied_at = Column(UTCDateTime(), nullable=True)


class SmsOptOut(Base):
    """A phone number (E.164) that texted STOP; ``opted_out`` goes back to False on START."""

    __tablename__ = "sms_opt_outs"

    phone = Column(String(20), primary_key=True)
    opted_out = Column(Boolean(), nullable=False)
    updated_at = Column(UTCDateTime(), nullable=False)
