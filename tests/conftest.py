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
    """Start both servers on free ports with a fresh complaint database.

    Yields {"url": Rasa base URL, "database_url": SQLAlchemy URL, "sms_token": Twilio auth token}.
    """
    assert MODEL.exists(), "no trained model: run `make train` (make test does it)"
    tmp = tmp_path_factory.mktemp("e2e")
    action_port, rasa_port = _free_port(), _free_port()
    endpoints = tmp / "endpoints.yml"
    endpoints.write_text(f'action_endpoint:\n  url: "http://localhost:{action_port}/webhook"\n')
    database_url = f"sqlite:///{tmp / 'complaints.db'}"
    env = {**os.environ, "RASA_TELEMETRY_ENABLED": "false", "DATABASE_URL": database_url,
           "TWILIO_AUTH_TOKEN": SMS_TOKEN, "SMS_DEV_SKIP_SIGNATURE": "0"}
    env.pop("SMS_PUBLIC_URL", None)
    subprocess.run([str(BIN / "python"), "-m", "bot", "complaints", "migrate"], cwd=ROOT, env=env, check=True)
    logs = [open(tmp / "actions.log", "w"), open(tmp / "rasa.log", "w")]
    procs = [
        subprocess.Popen([str(BIN / "rasa"), "run", "actions", "--actions", "actions", "--port", str(action_port)],
                         cwd=ROOT, env=env, stdout=logs[0], stderr=subprocess.STDOUT),
        subprocess.Popen([str(BIN / "rasa"), "run", "--model", str(MODEL), "--port", str(rasa_port),
                          "--credentials", "credentials.yml", "--endpoints", str(endpoints), "--enable-api"],
                         cwd=ROOT, env=env, stdout=logs[1], stderr=subprocess.STDOUT),
    ]
    try:
        _wait(f"http://localhost:{action_port}/health", procs[0])
        _wait(f"http://localhost:{rasa_port}/status", procs[1])
        yield {"url": f"http://localhost:{rasa_port}", "database_url": database_url, "sms_token": SMS_TOKEN}
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        for log in logs:
            log.close()




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
