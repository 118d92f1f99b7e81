"""Database URL and engine.

``DATABASE_URL`` (e.g. ``postgresql://user:pw@host/db``; ``postgres://`` is accepted too)
selects the database; without it, the embedded default is the SQLite file
``var/complaints.db`` under the project root (the folder is created on first use).
"""
from __future__ import annotations

import logging
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional

from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.future import create_engine
from sqlalchemy.orm import Session

from bot.complaints.errors import StorageError

PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_SQLITE_PATH = PROJECT_ROOT / "var" / "complaints.db"
ALEMBIC_INI = PROJECT_ROOT / "alembic.ini"
MIGRATIONS_DIR = PROJECT_ROOT / "migrations"


def resolve_url(url: Optional[str] = None) -> str:
    """``url`` if given, else env ``DATABASE_URL``, else ``sqlite:///<root>/var/complaints.db``.

    ``postgres://`` (Heroku style) becomes ``postgresql://``.
    """
    url = url or os.environ.get("DATABASE_URL") or f"sqlite:///{DEFAULT_SQLITE_PATH}"
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    return url


def safe_url(url: str) -> str:
    """The URL with its password hidden, for messages and logs."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return "<unparseable database URL>"


def make_engine(url: str) -> Engine:
    """A SQLAlchemy 1.4 "future" engine for ``url``.

    SQLite: creates the file's folder, waits up to 15 s for a lock, turns on foreign keys
    and WAL (the Rasa server and the action server write to the same file). Statement
    parameters are hidden from error messages (they hold phone numbers).
    Raises ``sqlalchemy.exc.ArgumentError`` for a malformed URL.
    """
    parsed = make_url(url)
    kwargs = {"hide_parameters": True, "pool_pre_ping": True}
    if parsed.get_backend_name() == "sqlite":
        kwargs.pop("pool_pre_ping")
        kwargs["connect_args"] = {"timeout": 15, "check_same_thread": False}
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, **kwargs)
    if parsed.get_backend_name() == "sqlite":

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):  # pragma: no cover - trivial
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            if parsed.database and parsed.database != ":memory:":
                cur.execute("PRAGMA journal_mode=WAL")
            cur.close()

    return engine


@contextmanager
def session_scope(
    engine: Engine, url: str, what: str, failure: str, log: logging.Logger, noun: str = "database"
) -> Iterator[Session]:
    """A 2.0-style session; any SQLAlchemy error is rolled back, logged (URL without its
    password) and raised as ``StorageError(f"Could not {what}: {failure}")``."""
    session = Session(engine, expire_on_commit=False, future=True)
    try:
        yield session
    except SQLAlchemyError as e:
        session.rollback()
        log.error("%s error while trying to %s (%s, %s)", noun, what, type(e).__name__, safe_url(url))
        raise StorageError(f"Could not {what}: {failure}") from e
    finally:
        session.close()
