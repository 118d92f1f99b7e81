"""The Rasa tracker store: where the dialogue state of each conversation (its events, slots, a form in
progress) is kept, so that restarting the Rasa server does not lose a conversation mid-question.

``endpoints.yml`` names it (``tracker_store: type: SQL``; by default the SQLite file
``var/trackers.db`` under the project root; any SQLAlchemy dialect Rasa supports, e.g.
PostgreSQL, by changing ``dialect``/``host``/``db``/``username``/``password`` there).

Privacy: a tracker holds the resident's messages and its sender id, which for SMS is the phone
number (``bot.channels.sms``). Dialogue state is only needed while a conversation is live (a Rasa
session expires after 60 minutes without a message, ``domain.yml`` ``session_config``), so
``purge`` deletes every conversation whose latest event is older than a retention period
(default ``DEFAULT_RETENTION_HOURS``, or env ``TRACKER_RETENTION_HOURS``). ``make run``
(``scripts/run.sh``) purges at start and every hour; a deployment without it runs
``python -m bot trackers purge`` from cron. Complaints and the staff conversation log are kept
elsewhere (``bot.complaints``, ``bot.staff``) under their own records policy.

No Rasa import: the table is Rasa 3.6's ``SQLTrackerStore`` table ``events`` (``sender_id``,
``timestamp`` in Unix seconds), read with SQLAlchemy.
"""
from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any, Dict, Optional

import yaml
from sqlalchemy import Column, Float, Integer, MetaData, String, Table, delete, func, select
from sqlalchemy.engine import URL
from sqlalchemy.exc import SQLAlchemyError

from bot.complaints.db import make_engine, safe_url
from bot.complaints.errors import StorageError

PROJECT_ROOT = Path(__file__).resolve().parent.parent
ENDPOINTS = PROJECT_ROOT / "endpoints.yml"
DEFAULT_RETENTION_HOURS = 24

# Rasa 3.6 SQLTrackerStore.SQLEvent, the columns purge needs.
_EVENTS = Table("events", MetaData(), Column("id", Integer, primary_key=True),
                Column("sender_id", String(255)), Column("timestamp", Float))


def _expand(value: Any) -> Any:
    """``${VAR}`` replaced from the environment, as Rasa does when it reads endpoints.yml.
    Raises ``ValueError`` naming a variable that is not set."""
    if not isinstance(value, str):
        return value

    def env(m: "re.Match[str]") -> str:
        if m.group(1) not in os.environ:
            raise ValueError(f"endpoints.yml uses ${{{m.group(1)}}}, which is not set")
        return os.environ[m.group(1)]

    return re.sub(r"\$\{(\w+)\}", env, value)


def store_config(endpoints: Path = ENDPOINTS) -> Optional[Dict[str, Any]]:
    """The ``tracker_store`` section of ``endpoints`` with ``${VAR}`` expanded, or None when it is
    absent or not ``type: SQL`` (Rasa then keeps trackers in memory). Raises ``OSError`` if the
    file cannot be read, ``ValueError`` for an unset variable."""
    section = (yaml.safe_load(Path(endpoints).read_text(encoding="utf-8")) or {}).get("tracker_store")
    if not isinstance(section, dict) or str(section.get("type", "")).upper() != "SQL":
        return None
    return {k: _expand(v) for k, v in section.items()}


def store_url(config: Dict[str, Any], root: Path = PROJECT_ROOT) -> str:
    """The SQLAlchemy URL Rasa builds from ``config`` (``SQLTrackerStore.get_db_url``); a relative
    SQLite path is taken from ``root``, where ``make run`` starts the Rasa server."""
    host = config.get("host")
    if host and "://" in str(host):
        return str(host)
    dialect = config.get("dialect", "sqlite")
    db = str(config.get("db", "rasa.db"))
    if dialect == "sqlite" and db != ":memory:" and not Path(db).is_absolute():
        db = str(root / db)
    url = URL.create(dialect, username=config.get("username"), password=config.get("password"), host=host,
                     port=int(config["port"]) if config.get("port") else None, database=db)
    return url.render_as_string(hide_password=False)


def purge(older_than_hours: float = DEFAULT_RETENTION_HOURS, endpoints: Path = ENDPOINTS,
          now: Optional[float] = None) -> int:
    """Delete every conversation (all events of a sender id) whose latest event is more than
    ``older_than_hours`` hours before ``now`` (Unix seconds; default: the current time). Returns
    how many conversations were deleted; 0 when endpoints.yml names no SQL tracker store or its
    table does not exist yet. A conversation still in use keeps all its events.
    Raises ``ValueError`` for a negative period, ``StorageError`` when the database fails."""
    if older_than_hours < 0:
        raise ValueError("older_than_hours must be 0 or more")
    config = store_config(endpoints)
    if config is None:
        return 0
    url = store_url(config)
    cutoff = (time.time() if now is None else now) - older_than_hours * 3600
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            if not engine.dialect.has_table(conn, "events"):
                return 0
            stale = (select(_EVENTS.c.sender_id).group_by(_EVENTS.c.sender_id)
                     .having(func.max(_EVENTS.c.timestamp) < cutoff))
            senders = [row[0] for row in conn.execute(stale)]
            for start in range(0, len(senders), 500):
                conn.execute(delete(_EVENTS).where(_EVENTS.c.sender_id.in_(senders[start:start + 500])))
            return len(senders)
    except SQLAlchemyError as e:
        raise StorageError(f"Could not purge the tracker store at {safe_url(url)}: {type(e).__name__}") from e
    finally:
        engine.dispose()
