"""Alembic environment for the complaint database.

The URL comes from ``sqlalchemy.url`` in alembic.ini if set, else DATABASE_URL, else the
SQLite default (bot.complaints.db.resolve_url). ``ComplaintStore.migrate()`` passes its own
connection in ``config.attributes["connection"]`` and turns off logging configuration.
"""
from __future__ import annotations

from logging.config import fileConfig

from alembic import context

from bot.complaints.db import make_engine, resolve_url
from bot.complaints.models import metadata

config = context.config

if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    fileConfig(config.config_file_name, disable_existing_loggers=False)


def _configure(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(
        url=resolve_url(config.get_main_option("sqlalchemy.url") or None),
        target_metadata=metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        return
    engine = make_engine(resolve_url(config.get_main_option("sqlalchemy.url") or None))
    try:
        with engine.begin() as conn:
            _configure(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
