"""Shared fixtures: the end-to-end servers (Rasa + action server, trained model)."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).parent.parent
BIN = Path(sys.executable).parent
MODEL = ROOT / "models" / "ordinance.tar.gz"
sys.path.insert(0, str(ROOT / "scripts"))  # eval_common: the server start-up shared with make eval / bench
SMS_TOKEN = "e2e-test-auth-token"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, proc: subprocess.Popen, seconds: int = 240) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode} before {url} answered")
        try:
            if requests.get(url, timeout=2).ok:
                return
        except requests.RequestException:
            pass
        time.sleep(1)
    raise TimeoutError(url)


@pytest.fixture(scope="session")
def servers(tmp_path_factory):
    """Start both servers on free ports with a fresh complaint database, as scripts/run.sh does
    (``scripts/eval_common.start_assistant``: rasa_sdk action server, ``bot.channels.server``).

    Yields {"url": Rasa base URL, "database_url": SQLAlchemy URL, "sms_token": Twilio auth token}.
    """
    assert MODEL.exists(), "no trained model: run `make train` (make test does it)"
    from eval_common import Processes, start_assistant

    procs = Processes()
    try:
        assistant = start_assistant(procs, tmp_path_factory.mktemp("e2e"), MODEL, SMS_TOKEN)
        yield {"url": assistant.url, "database_url": assistant.database_url, "sms_token": SMS_TOKEN}
    finally:
        procs.stop_all()


@pytest.fixture(scope="session")
def rasa_url(servers):
    return servers["url"]


# --- the web app (web/, python -m web) ---------------------------------------------------------
# bot.staff's tables (staff_users, staff_sessions, conversation_log; migration 0002_staff) share
# the complaint metadata: importing it here lets every test that creates, compares or drops the
# schema from bot.complaints.models.metadata see them.
import bot.staff  # noqa: E402,F401


def start_web(rasa_url: str, database_url: str, log_path: Path, cookie_secure: bool = False) -> tuple:
    """Start ``python -m web`` on a free port. Returns (base URL, process)."""
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": database_url, "STAFF_COOKIE_SECURE": "1" if cookie_secure else "0",
           "RASA_TELEMETRY_ENABLED": "false", "CHAT_TIMEOUT_SECONDS": "60"}
    log = open(log_path, "w")
    proc = subprocess.Popen([str(BIN / "python"), "-m", "web", "--port", str(port), "--rasa-url", rasa_url],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    proc.log = log
    try:
        _wait(f"http://127.0.0.1:{port}/healthz", proc, 60)
    except Exception:
        stop_web(proc)
        raise
    return f"http://127.0.0.1:{port}", proc


def stop_web(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
    proc.log.close()


@pytest.fixture(scope="session")
def web_url(servers, tmp_path_factory):
    """The web app on a free port, talking to the servers' Rasa and database (Secure cookies off:
    plain http on localhost)."""
    url, proc = start_web(servers["url"], servers["database_url"], tmp_path_factory.mktemp("web") / "web.log")
    try:
        yield url
    finally:
        stop_web(proc)


# The clock the rules read: § 95-4's late fee counts "adopted him 6 weeks ago" back from today. Pinned here so an
# answer does not change with the day the tests run (December 1: the dog acquired 42 days before, on October 20).
TODAY = "12-01"


@pytest.fixture(autouse=True)
def _today_is_pinned(monkeypatch):
    from bot.rules import licensing
    from bot.rules.common import month_day

    monkeypatch.setattr(licensing, "_today", lambda: month_day(TODAY))
