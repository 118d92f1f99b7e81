"""The persistent tracker store (endpoints.yml, bot/trackers.py): a conversation survives a restart of the Rasa
server, and conversations idle past the retention period are purged."""
from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
import yaml

from bot import trackers
from bot.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


def _endpoints(tmp_path: Path) -> Path:
    path = tmp_path / "endpoints.yml"
    path.write_text(yaml.safe_dump({"tracker_store": {"type": "SQL", "dialect": "sqlite", "db": str(tmp_path / "t.db")}}))
    return path


def _rasa_store(endpoints: Path):
    from rasa.core.tracker_store import TrackerStore
    from rasa.core.utils import read_endpoint_config
    from rasa.shared.core.domain import Domain

    return TrackerStore.create(read_endpoint_config(str(endpoints), "tracker_store"), Domain.load(str(ROOT / "domain.yml")))


def test_endpoints_names_a_sql_store_under_var():
    config = trackers.store_config()
    assert config == {"type": "SQL", "dialect": "sqlite", "db": "var/trackers.db"}
    assert trackers.store_url(config) == f"sqlite:///{ROOT / 'var' / 'trackers.db'}"


async def _save(store, sender: str, municipality: str, at: float) -> None:
    from rasa.shared.core.events import SlotSet, UserUttered
    from rasa.shared.core.trackers import DialogueStateTracker

    tracker = DialogueStateTracker.from_events(sender, [UserUttered("how many hens?", timestamp=at),
                                                        SlotSet("municipality", municipality, timestamp=at)])
    await store.save(tracker)


def test_conversation_survives_a_restart_and_idle_ones_are_purged(tmp_path):
    asyncio.run(_restart_and_purge(tmp_path))


async def _restart_and_purge(tmp_path: Path) -> None:
    endpoints = _endpoints(tmp_path)
    now = time.time()
    store = _rasa_store(endpoints)
    assert type(store).__name__ == "SQLTrackerStore"
    await _save(store, "+16085550100", "village_of_westfield", now - 25 * 3600)  # idle 25 hours
    await _save(store, "web-live-conversation", "town_of_cedarburg", now - 600)  # 10 minutes ago
    restarted = _rasa_store(endpoints)  # a new server process reads the same file
    assert (await restarted.retrieve("web-live-conversation")).get_slot("municipality") == "town_of_cedarburg"
    assert trackers.purge(24, endpoints=endpoints, now=now) == 1
    assert await restarted.retrieve("+16085550100") is None
    assert (await restarted.retrieve("web-live-conversation")).get_slot("municipality") == "town_of_cedarburg"
    assert trackers.purge(24, endpoints=endpoints, now=now) == 0


def test_purge_without_a_sql_store_or_table(tmp_path):
    memory = tmp_path / "memory.yml"
    memory.write_text('action_endpoint:\n  url: "http://localhost:5055/webhook"\n')
    assert trackers.purge(24, endpoints=memory) == 0
    assert trackers.purge(24, endpoints=_endpoints(tmp_path)) == 0  # no events table yet
    with pytest.raises(ValueError):
        trackers.purge(-1, endpoints=memory)


def test_unset_variable_is_named(tmp_path, monkeypatch):
    monkeypatch.delenv("TRACKER_DB_PASSWORD", raising=False)
    path = tmp_path / "endpoints.yml"
    path.write_text('tracker_store:\n  type: SQL\n  dialect: postgresql\n  password: "${TRACKER_DB_PASSWORD}"\n')
    with pytest.raises(ValueError, match="TRACKER_DB_PASSWORD"):
        trackers.store_config(path)


def test_cli_rejects_a_negative_period(capsys):
    assert main(["trackers", "purge", "--older-than-hours", "-1"]) == 2
    assert "0 or more" in capsys.readouterr().err
