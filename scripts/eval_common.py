"""Shared helpers for scripts/eval.py, scripts/bench.py and tests/conftest.py: servers on free
ports, in their own process groups, always stopped; timed REST and Twilio-signed SMS
conversations; peak RSS.

``start_assistant`` starts the servers with the commands scripts/run.sh uses (a fresh SQLite
complaint database migrated with `python -m bot complaints migrate`); every process gets its own
session so that stopping it kills only what the caller started.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional

import requests

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
if not (BIN / "rasa").exists():  # run with another interpreter: fall back to the current one
    BIN = Path(sys.executable).parent
MODEL = ROOT / "models" / "ordinance.tar.gz"
SMS_TOKEN = "bench-eval-auth-token"

BASE_ENV = {
    "RASA_TELEMETRY_ENABLED": "false",
    "SQLALCHEMY_SILENCE_UBER_WARNING": "1",
    "TF_CPP_MIN_LOG_LEVEL": "2",
    "PYTHONUNBUFFERED": "1",
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def banner(text: str) -> None:
    print(f"\n=== {text} ===", flush=True)


# --- processes -------------------------------------------------------------------------------

@dataclass
class Proc:
    name: str
    popen: subprocess.Popen
    log: object
    started: float

    @property
    def pid(self) -> int:
        return self.popen.pid


class Processes:
    """Everything this script starts, each in a new session (process group); `stop_all` kills
    only those groups."""

    def __init__(self) -> None:
        self.procs: List[Proc] = []

    def start(self, name: str, cmd: List[str], cwd: Path, env: Dict[str, str], log_path: Path) -> Proc:
        log = open(log_path, "w")
        popen = subprocess.Popen(cmd, cwd=str(cwd), env=env, stdout=log, stderr=subprocess.STDOUT,
                                 start_new_session=True)
        proc = Proc(name, popen, log, time.perf_counter())
        self.procs.append(proc)
        return proc

    def stop(self, proc: Proc) -> None:
        if proc.popen.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                proc.popen.wait(timeout=20)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.popen.wait(timeout=10)
        # Stray children of the group (none expected): kill them too.
        for pid in group_pids(proc.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            proc.log.close()
        except Exception:
            pass

    def stop_all(self) -> None:
        for proc in reversed(self.procs):
            try:
                self.stop(proc)
            except Exception as e:  # keep stopping the others
                print(f"warning: could not stop {proc.name} ({proc.pid}): {e}", file=sys.stderr)
        self.procs.clear()


def wait_ready(url: str, proc: Proc, seconds: float = 300) -> float:
    """Poll `url` until it answers 2xx; return the seconds since the process started."""
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        if proc.popen.poll() is not None:
            raise RuntimeError(f"{proc.name} exited with {proc.popen.returncode} before {url} answered "
                               f"(log: {proc.log.name})")
        try:
            if requests.get(url, timeout=2).ok:
                return time.perf_counter() - proc.started
        except requests.RequestException:
            pass
        time.sleep(0.1)
    raise TimeoutError(f"{url} not ready after {seconds} s (log: {proc.log.name})")


def group_pids(pgid: int) -> List[int]:
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            # fields after the command name (which may contain spaces) in parentheses
            rest = stat[stat.rindex(")") + 2:].split()
            if int(rest[2]) == pgid:
                pids.append(int(entry))
        except (OSError, ValueError, IndexError):
            continue
    return pids


def _status_kb(pid: int, key: str) -> int:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def peak_rss_mb(proc: Proc) -> float:
    """Peak resident set (VmHWM) of the process group, in MB (sum over its live processes)."""
    return sum(_status_kb(pid, "VmHWM") for pid in group_pids(proc.pid)) / 1024


def rss_mb(proc: Proc) -> float:
    return sum(_status_kb(pid, "VmRSS") for pid in group_pids(proc.pid)) / 1024


# --- the two bots ----------------------------------------------------------------------------

@dataclass
class Assistant:
    url: str
    action_url: str
    database_url: str
    rasa: Proc
    actions: Proc
    startup: Dict[str, float] = field(default_factory=dict)


def action_server_command(port: int) -> List[str]:
    """The action server as scripts/run.sh starts it: rasa_sdk alone, without importing Rasa."""
    return [str(BIN / "python"), "-m", "rasa_sdk", "--actions", "actions", "--port", str(port)]


def rasa_server_command(model: Path, port: int, endpoints: Path) -> List[str]:
    """Our Rasa server as scripts/run.sh starts it (bot.channels.server: rasa run plus its fixes)."""
    return [str(BIN / "python"), "-m", "bot.channels.server", "run", "--model", str(model), "--port", str(port),
            "--credentials", "credentials.yml", "--endpoints", str(endpoints)]


def start_assistant(procs: Processes, tmp: Path, model: Path = MODEL, sms_token: str = SMS_TOKEN) -> Assistant:
    """Action server, then (once it answers) Rasa server with REST and SMS channels, and a fresh
    SQLite complaint database. Each start-up is timed alone (``Assistant.startup``, seconds)."""
    if not model.exists():
        raise FileNotFoundError(f"no trained model at {model}: run `make train`")
    tmp.mkdir(parents=True, exist_ok=True)
    action_port, rasa_port = free_port(), free_port()
    endpoints = tmp / "endpoints.yml"
    endpoints.write_text(f'action_endpoint:\n  url: "http://localhost:{action_port}/webhook"\n')
    database_url = f"sqlite:///{tmp / 'complaints.db'}"
    env = {**os.environ, **BASE_ENV, "DATABASE_URL": database_url, "TWILIO_AUTH_TOKEN": sms_token,
           "SMS_DEV_SKIP_SIGNATURE": "0", "RASA_CACHE_DIRECTORY": str(tmp / "rasa-cache")}
    env.pop("SMS_PUBLIC_URL", None)
    subprocess.run([str(BIN / "python"), "-m", "bot", "complaints", "migrate"], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    actions = procs.start("action server", action_server_command(action_port), ROOT, env, tmp / "actions.log")
    actions_s = wait_ready(f"http://localhost:{action_port}/health", actions)
    rasa = procs.start("rasa server (assistant)",
                       rasa_server_command(model, rasa_port, endpoints) + ["--enable-api"], ROOT, env, tmp / "rasa.log")
    a = Assistant(f"http://localhost:{rasa_port}", f"http://localhost:{action_port}", database_url, rasa, actions)
    a.startup["actions_s"] = actions_s
    a.startup["rasa_s"] = wait_ready(f"{a.url}/status", rasa)
    return a


@dataclass
class Moodbot:
    url: str
    rasa: Proc
    startup: Dict[str, float] = field(default_factory=dict)


def start_moodbot(procs: Processes, project: Path, model: Path, tmp: Path) -> Moodbot:
    port = free_port()
    env = {**os.environ, **BASE_ENV, "RASA_CACHE_DIRECTORY": str(project / ".rasa" / "cache")}
    rasa = procs.start("rasa server (moodbot)",
                       [str(BIN / "rasa"), "run", "--model", str(model), "--port", str(port), "--enable-api"],
                       project, env, tmp / "moodbot-rasa.log")
    m = Moodbot(f"http://localhost:{port}", rasa)
    m.startup["rasa_s"] = wait_ready(f"{m.url}/status", rasa)
    return m


# --- conversations ---------------------------------------------------------------------------

class Conversation:
    """One REST conversation; records the wall time of every turn (ms)."""

    def __init__(self, url: str, session: Optional[requests.Session] = None, latencies: Optional[list] = None,
                 prefix: str = "bench"):
        self.url = f"{url}/webhooks/rest/webhook"
        self.sender = f"{prefix}-{uuid.uuid4().hex[:10]}"
        self.session = session or requests.Session()
        self.latencies = latencies if latencies is not None else []
        self.last: list = []

    def say(self, text: str) -> str:
        t0 = time.perf_counter()
        r = self.session.post(self.url, json={"sender": self.sender, "message": text}, timeout=120)
        self.latencies.append((time.perf_counter() - t0) * 1000)
        r.raise_for_status()
        self.last = r.json()
        return "\n".join(m.get("text", "") for m in self.last)

    @property
    def topic(self):
        return next((m["custom"].get("topic") for m in self.last if isinstance(m.get("custom"), dict)), None)


class Texter:
    """One phone texting the town's number: Twilio-signed form posts, TwiML replies."""

    def __init__(self, url: str, token: str = SMS_TOKEN, phone: Optional[str] = None,
                 session: Optional[requests.Session] = None, latencies: Optional[list] = None):
        from twilio.request_validator import RequestValidator

        self.url = f"{url}/webhooks/sms/webhook"
        self.validator = RequestValidator(token)
        self.phone = phone or "+1262555" + str(uuid.uuid4().int % 10000).zfill(4)
        self.session = session or requests.Session()
        self.latencies = latencies if latencies is not None else []

    def say(self, body: str) -> str:
        params = {"From": self.phone, "To": "+12625550100", "Body": body,
                  "MessageSid": f"SM{uuid.uuid4().hex}", "AccountSid": "AC" + "0" * 32}
        headers = {"X-Twilio-Signature": self.validator.compute_signature(self.url, params)}
        t0 = time.perf_counter()
        r = self.session.post(self.url, data=params, headers=headers, timeout=120)
        self.latencies.append((time.perf_counter() - t0) * 1000)
        if r.status_code != 200:
            raise RuntimeError(f"SMS webhook answered {r.status_code}: {r.text[:200]}")
        return " ".join(m.text or "" for m in ET.fromstring(r.text).iter("Message"))


def percentile(values: List[float], q: float) -> float:
    """Nearest-rank-with-interpolation percentile (numpy's default 'linear')."""
    if not values:
        return float("nan")
    xs = sorted(values)
    k = (len(xs) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)
