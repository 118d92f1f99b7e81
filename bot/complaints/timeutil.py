"""Time helpers. Everything is stored and compared in UTC; the Town's calendar (for the
four-week window and for display) is America/Chicago."""
from __future__ import annotations

import logging
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from typing import Optional

logger = logging.getLogger(__name__)

UTC = timezone.utc


def _local_zone() -> tzinfo:
    try:
        from zoneinfo import ZoneInfo

        return ZoneInfo("America/Chicago")
    except Exception:  # no tz database on this machine
        logger.warning("time zone America/Chicago not available; using UTC for local dates")
        return UTC


#: The time zone of both municipalities (Ozaukee / Waukesha County, Wisconsin).
LOCAL_TZ: tzinfo = _local_zone()


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def to_utc(value: Optional[datetime]) -> Optional[datetime]:
    """Return ``value`` as an aware UTC datetime. A naive datetime is taken to be UTC."""
    if value is None:
        return None
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def local_date(value: datetime) -> date:
    """The calendar date in the Town (America/Chicago) of an instant."""
    return to_utc(value).astimezone(LOCAL_TZ).date()


def start_of_local_day(day: date) -> datetime:
    """Local midnight at the start of ``day``, as aware UTC."""
    return datetime.combine(day, time(0), tzinfo=LOCAL_TZ).astimezone(UTC)


def window_start(now: datetime, days: int) -> datetime:
    """Start (aware UTC) of the window "the last ``days`` days" ending at ``now``.

    Days are counted on the Town's calendar: with ``days=28``, on 29 March the window opens at
    local midnight on 1 March, so a complaint filed on 1 March and one filed on 29 March are
    28 days apart and both inside it; one filed on 28 February (29 days) is not.
    """
    return start_of_local_day(local_date(now) - timedelta(days=days))


def iso_local(value: Optional[datetime]) -> Optional[str]:
    """ISO 8601 with the local UTC offset, to the second (``2026-03-01T09:15:00-06:00``)."""
    if value is None:
        return None
    return to_utc(value).astimezone(LOCAL_TZ).replace(microsecond=0).isoformat()
