#!/usr/bin/env python
"""`make bench`: speed and memory of the assistant, side by side with a bare Rasa bot (the
`rasa init --no-prompt` moodbot, trained in a temporary folder with the same venv), in one run.

Figures are ratios (ours / moodbot) taken in the same run, because the machines are noisy.

1. Training: full `rasa train --force` of a /tmp copy of the project (2 threads, like the
   Makefile), then a no-op retrain (`rasa train` again, nothing changed); the moodbot's
   `rasa init --no-prompt` (a full train in a fresh folder) and its no-op retrain.
2. Rule module: bot.rules.decide over the acceptance facts, microseconds per evaluation.
3. Servers: our action server, our Rasa server (REST + Twilio SMS channel, SQLite complaint
   database, TWILIO_AUTH_TOKEN set) and the moodbot's Rasa server, each started alone and timed
   to ready (/health, /status). Free ports, own process groups, always stopped.
4. Replay over REST, the same number of turns against both bots:
   - sequential: our conversations interleaved with moodbot turns (turn for turn), p50/p95/p99;
   - 20 concurrent conversations: turns per second and p95, in the order ours, moodbot, moodbot,
     ours (so a steady drift in machine load falls on both alike).
   Our turns mix the acceptance questions (follow-ups answered like tests/test_e2e.py's
   ask_until_answered), multi-turn form dialogues, section lookups ("what does § 95-12 say?",
   "more", "why?") and a Twilio-signed SMS complaint conversation.
5. Peak RSS (VmHWM from /proc/<pid>/status) of every server process.

Prints a table, writes bench/results.json (git-ignored) and refreshes the figures block of
bench/README.md (--no-readme to leave it). Exit code 0 when it ran, even if a target is missed
(printed as MISSED); non-zero only when something crashed.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import queue
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

from eval_common import (  # noqa: E402
    BASE_ENV, BIN, MODEL, ROOT, Conversation, Processes, Texter, banner, free_port, peak_rss_mb,
    percentile, rss_mb, wait_ready,
)

import requests  # noqa: E402
import yaml  # noqa: E402

RESULTS = ROOT / "bench" / "results.json"
README = ROOT / "bench" / "README.md"
MARK_START, MARK_END = "<!-- bench:figures:start -->", "<!-- bench:figures:end -->"

TARGETS = {
    "p95_ratio": 1.5,            # turn p95 <= 1.5 x moodbot
    "throughput_ratio": 0.8,     # throughput >= 0.8 x moodbot
    "rss_mb": 1600,              # Rasa + action server peak RSS <= 1.6 GB
    "train_s": 180,              # full training <= 3 min on 2 cores
    "noop_train_s": 20,          # no-op retrain <= 20 s
    "rule_us": 1000,             # rule evaluation < 1 ms
}


# --- machine ---------------------------------------------------------------------------------

def machine() -> dict:
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_kb = 0
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
    except OSError:
        pass
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0, 0, 0)
    return {"nproc": os.cpu_count(), "cpu_model": cpu, "mem_total_gb": round(mem_kb / 1024 / 1024, 1),
            "python": platform.python_version(), "kernel": platform.release(),
            "loadavg_at_start": [round(x, 2) for x in load]}


def run_timed(cmd, cwd, env=None, log=None) -> float:
    print("$ " + " ".join(str(c) for c in cmd) + f"   (in {cwd})", flush=True)
    t0 = time.perf_counter()
    p = subprocess.run([str(c) for c in cmd], cwd=str(cwd), env={**os.environ, **BASE_ENV, **(env or {})},
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=3600)
    seconds = time.perf_counter() - t0
    if log:
        Path(log).write_text(p.stdout)
    if p.returncode != 0:
        raise RuntimeError(f"{cmd[1:3]} exited with {p.returncode}:\n{p.stdout[-3000:]}")
    return seconds


# --- 1. training -----------------------------------------------------------------------------

def bench_training_ours(tmp: Path) -> dict:
    banner("Training: the assistant (a /tmp copy, rasa train --force, 2 threads)")
    proj = tmp / "ours"
    proj.mkdir()
    for name in ("config.yml", "domain.yml"):
        shutil.copy(ROOT / name, proj / name)
    shutil.copytree(ROOT / "data", proj / "data")
    env = {"RASA_CACHE_DIRECTORY": str(proj / ".rasa" / "cache")}
    cmd = [BIN / "rasa", "train", "--fixed-model-name", "ordinance", "--out", "models", "--num-threads", "2"]
    full = run_timed(cmd + ["--force"], proj, env, tmp / "train-ours.log")
    print(f"full training: {full:.1f} s")
    noop = run_timed(cmd, proj, env, tmp / "retrain-ours.log")
    said = (tmp / "retrain-ours.log").read_text()
    print(f"no-op retrain: {noop:.1f} s" + ("" if "Nothing changed" in said else "  (Rasa did not say 'Nothing changed')"))
    return {"train_full_s": full, "train_noop_s": noop, "noop_said_nothing_changed": "Nothing changed" in said}


def bench_training_moodbot(tmp: Path) -> dict:
    banner("Training: the moodbot (rasa init --no-prompt in a temporary folder, then a no-op retrain)")
    proj = tmp / "moodbot"
    proj.mkdir()
    env = {"RASA_CACHE_DIRECTORY": str(proj / ".rasa" / "cache")}
    full = run_timed([BIN / "rasa", "init", "--no-prompt", "--init-dir", proj], proj, env, tmp / "init-moodbot.log")
    print(f"rasa init (scaffold + full training): {full:.1f} s")
    noop = run_timed([BIN / "rasa", "train"], proj, env, tmp / "retrain-moodbot.log")
    said = (tmp / "retrain-moodbot.log").read_text()
    print(f"no-op retrain: {noop:.1f} s")
    models = sorted((proj / "models").glob("*.tar.gz"), key=lambda p: p.stat().st_mtime)
    if not models:
        raise RuntimeError("rasa init left no model")
    return {"train_full_s": full, "train_noop_s": noop, "noop_said_nothing_changed": "Nothing changed" in said,
            "project": str(proj), "model": str(models[-1])}


def prepare_moodbot_untimed(tmp: Path) -> dict:
    """--skip-train: the moodbot still has to exist (trained, not timed)."""
    banner("Moodbot: rasa init --no-prompt (not timed: --skip-train)")
    proj = tmp / "moodbot"
    proj.mkdir()
    env = {"RASA_CACHE_DIRECTORY": str(proj / ".rasa" / "cache")}
    run_timed([BIN / "rasa", "init", "--no-prompt", "--init-dir", proj], proj, env, tmp / "init-moodbot.log")
    models = sorted((proj / "models").glob("*.tar.gz"), key=lambda p: p.stat().st_mtime)
    return {"project": str(proj), "model": str(models[-1])}


# --- 2. rule module --------------------------------------------------------------------------

def bench_rules(seconds: float = 2.0) -> dict:
    banner("Rule module: bot.rules.decide over the acceptance facts")
    from bot.rules import decide
    from tests.test_acceptance import CASES, EXPECT

    calls = [(topic, {"municipality": CASES[cid]["municipality"], **facts}) for cid, (topic, facts, _) in EXPECT.items()]
    for topic, facts in calls:  # warm up (imports, caches)
        decide(topic, facts).text()
    per_case = {}
    for (topic, facts), cid in zip(calls, EXPECT):
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds / len(calls):
            for _ in range(20):
                decide(topic, facts)
            n += 20
        per_case[cid] = (time.perf_counter() - t0) / n * 1e6
    # the whole set, round robin, several repeats: mean per evaluation
    repeats = []
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(20):
            for topic, facts in calls:
                decide(topic, facts)
        repeats.append((time.perf_counter() - t0) / (20 * len(calls)) * 1e6)
    t0 = time.perf_counter()
    for _ in range(5):
        for topic, facts in calls:
            decide(topic, facts).text()
    with_text = (time.perf_counter() - t0) / (5 * len(calls)) * 1e6
    slowest = max(per_case, key=per_case.get)
    r = {"cases": len(calls), "mean_us": statistics.median(repeats), "slowest_case": slowest,
         "slowest_case_us": per_case[slowest], "with_text_us": with_text}
    print(f"{len(calls)} cases: {r['mean_us']:.1f} µs per decide() (median of 5 passes); slowest case "
          f"{slowest} {r['slowest_case_us']:.1f} µs; decide()+text() {with_text:.1f} µs")
    return r


# --- 3. servers ------------------------------------------------------------------------------

class Servers:
    def __init__(self, procs: Processes, tmp: Path):
        self.procs, self.tmp = procs, tmp

    def start_ours(self, model: Path) -> dict:
        banner("Start-up: our action server, then our Rasa server (each alone)")
        from eval_common import start_assistant

        ours = start_assistant(self.procs, self.tmp / "ours-run", model)
        self.actions, self.rasa = ours.actions, ours.rasa
        actions_s, rasa_s = ours.startup["actions_s"], ours.startup["rasa_s"]
        print(f"action server ready in {actions_s:.1f} s")
        print(f"Rasa server ready in {rasa_s:.1f} s")
        self.url = ours.url
        self.database_url = ours.database_url
        return {"startup_actions_s": actions_s, "startup_rasa_s": rasa_s}

    def start_moodbot(self, project: Path, model: Path) -> dict:
        banner("Start-up: the moodbot's Rasa server (alone)")
        port = free_port()
        env = {**os.environ, **BASE_ENV, "RASA_CACHE_DIRECTORY": str(project / ".rasa" / "cache")}
        self.mood = self.procs.start("rasa server (moodbot)",
                                     [str(BIN / "rasa"), "run", "--model", str(model), "--port", str(port),
                                      "--enable-api"], project, env, self.tmp / "moodbot-rasa.log")
        s = wait_ready(f"http://localhost:{port}/status", self.mood)
        print(f"moodbot Rasa server ready in {s:.1f} s")
        self.mood_url = f"http://localhost:{port}"
        return {"startup_rasa_s": s}


# --- 4. workloads ----------------------------------------------------------------------------

NAMES = {"town_of_cedarburg": "Town of Cedarburg", "village_of_westfield": "Village of Westfield"}
MOOD_SCRIPTS = [
    ["hi", "I am feeling sad", "yes", "bye"],
    ["hello", "I am great", "goodbye"],
    ["hey", "very sad", "no", "bye"],
    ["are you a bot?", "good morning", "super stoked"],
]
_phone = itertools.count(1000)
_phone_lock = threading.Lock()


def _next_phone() -> str:
    with _phone_lock:
        return f"+1262556{next(_phone) % 10000:04d}"


def our_conversations(rounds: int):
    """A list of (kind, runner) where runner(url, session, latencies) -> (turns, ok)."""
    from bot.facts import FACTS

    cases = [c for c in yaml.safe_load((ROOT / "tests" / "scenarios" / "acceptance.yml").read_text())["cases"]
             if c.get("question")]
    municipality_q = FACTS["municipality"].question
    other_qs = [f.question for f in FACTS.values() if f.question]

    def question(case):
        def run(url, session, lat):
            c = Conversation(url, session, lat)
            reply = c.say(case["question"])
            for _ in range(3):  # like tests/test_e2e.py's ask_until_answered
                if reply.startswith(municipality_q):
                    reply = c.say(NAMES[case["municipality"]])
                elif any(reply.startswith(q) for q in other_qs):
                    reply = c.say("I don't know")
                else:
                    break
            ok = all(cite.replace("Village of Westfield ch. 195", "Village of Westfield Code ch. 195") in reply
                     for cite in case["must_cite"])
            return ok
        return run

    def scripted(texts, check):
        def run(url, session, lat):
            c = Conversation(url, session, lat)
            reply = ""
            for t in texts:
                reply = c.say(t)
            return check in reply
        return run

    def sms(url, session, lat):
        t = Texter(url, phone=_next_phone(), session=session, latencies=lat)
        for body in ["I want to file a barking dog complaint", "1", "W63N100 Example Rd", "dog",
                     "barks from 10 pm to 2 am every night", "3 weeks", "Pat Resident"]:
            t.say(body)
        return "Reference number: AC-" in t.say("YES")

    one_round = [("question", question(c)) for c in cases]
    one_round += [
        ("form", scripted(["Do I need a license for my puppy?", "Town of Cedarburg", "10 weeks"], "§ 95-3")),
        ("form", scripted(["Can I keep chickens?", "Village of Westfield", "why?"], "I answered that way because")),
        ("form", scripted(["How many chickens can I keep in the Village of Westfield?", "why?"],
                          "I answered that way because")),
        ("section", scripted(["what does § 95-12 say?", "more"], "")),
        ("section", scripted(["show me the chicken ordinance for Westfield", "more"], "§ 195-14")),
        ("section", scripted(["what does § 95-24 say?"], "§ 95-24")),
        ("sms", sms),
    ]
    return [item for _ in range(rounds) for item in one_round]


def mood_turns():
    """An endless stream of (conversation, text): the moodbot's scripts, one conversation after another."""
    for i in itertools.count():
        script = MOOD_SCRIPTS[i % len(MOOD_SCRIPTS)]
        yield from ((i, text) for text in script)


class MoodStream:
    def __init__(self, url: str, session=None):
        self.url, self.session = url, session or requests.Session()
        self.turns = mood_turns()
        self.convs = {}

    def run(self, n: int, latencies: list) -> None:
        for _ in range(n):
            i, text = next(self.turns)
            if i not in self.convs:
                self.convs = {i: Conversation(self.url, self.session, latencies, prefix="mood")}
            self.convs[i].latencies = latencies
            self.convs[i].say(text)


def mood_conversations(total_turns: int):
    """Moodbot conversations adding up to exactly total_turns turns."""
    convs, left = [], total_turns
    for i in itertools.count():
        if left <= 0:
            break
        script = MOOD_SCRIPTS[i % len(MOOD_SCRIPTS)][:left]
        left -= len(script)
        convs.append(script)
    return convs


def warm_up(srv: "Servers", res: dict) -> None:
    banner("Warm-up (not measured): every conversation but the acceptance questions, three of "
           "those, a few moodbot turns")
    warm, n_questions = [], 0
    for kind, runner in our_conversations(1):
        if kind == "question":
            n_questions += 1
            if n_questions > 3:
                continue
        lat = []
        try:
            runner(srv.url, requests.Session(), lat)
        except Exception as e:
            print(f"warm-up {kind}: {e}")
        warm += lat
    mood_warm = []
    MoodStream(srv.mood_url).run(8, mood_warm)
    res["ours"]["warmup_first_turn_ms"], res["ours"]["warmup_max_turn_ms"] = warm[0], max(warm)
    res["moodbot"]["warmup_first_turn_ms"], res["moodbot"]["warmup_max_turn_ms"] = mood_warm[0], max(mood_warm)
    print(f"first turn after start-up: ours {warm[0]:.0f} ms, moodbot {mood_warm[0]:.0f} ms; slowest "
          f"warm-up turn: ours {max(warm):.0f} ms, moodbot {max(mood_warm):.0f} ms")



def stats(lat: list) -> dict:
    return {"turns": len(lat), "p50_ms": percentile(lat, 50), "p95_ms": percentile(lat, 95),
            "p99_ms": percentile(lat, 99), "mean_ms": statistics.fmean(lat) if lat else float("nan")}


def bench_sequential(srv: Servers, rounds: int) -> dict:
    banner(f"Sequential replay ({rounds} rounds of our mix; the moodbot gets the same number of turns, interleaved)")
    session_ours, mood = requests.Session(), MoodStream(srv.mood_url)
    ours_lat, mood_lat, by_kind, failed = [], [], {}, []
    for kind, runner in our_conversations(rounds):
        lat = []
        try:
            if not runner(srv.url, session_ours, lat):
                failed.append(kind)
        except Exception as e:
            failed.append(f"{kind}: {e}")
        ours_lat += lat
        by_kind.setdefault(kind, []).extend(lat)
        mood.run(len(lat), mood_lat)
    r = {"ours": stats(ours_lat), "moodbot": stats(mood_lat),
         "ours_by_kind": {k: stats(v) for k, v in by_kind.items()}, "unexpected_replies": failed}
    for name in ("ours", "moodbot"):
        s = r[name]
        print(f"{name:8} {s['turns']} turns: p50 {s['p50_ms']:.0f} ms, p95 {s['p95_ms']:.0f} ms, "
              f"p99 {s['p99_ms']:.0f} ms, mean {s['mean_ms']:.0f} ms")
    for k, s in r["ours_by_kind"].items():
        print(f"   ours/{k:9} {s['turns']:4} turns: p50 {s['p50_ms']:.0f} ms, p95 {s['p95_ms']:.0f} ms")
    if failed:
        print(f"   {len(failed)} of our conversations did not end as expected: {failed[:5]}")
    return r


def _concurrent(jobs, workers: int):
    """jobs: callables(session, latencies) -> bool. Returns (latencies, wall seconds, failures)."""
    q = queue.Queue()
    for j in jobs:
        q.put(j)
    lat, failures, lock = [], [], threading.Lock()

    def worker():
        session = requests.Session()
        while True:
            try:
                job = q.get_nowait()
            except queue.Empty:
                return
            mine = []
            try:
                if not job(session, mine):
                    with lock:
                        failures.append("unexpected reply")
            except Exception as e:
                with lock:
                    failures.append(str(e)[:200])
            with lock:
                lat.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return lat, time.perf_counter() - t0, failures


def bench_concurrent(srv: Servers, rounds: int, workers: int) -> dict:
    banner(f"Concurrent replay: {workers} conversations at a time ({rounds} rounds of our mix; "
           f"the moodbot gets the same number of turns); order ours, moodbot, moodbot, ours")
    ours_jobs = [lambda s, l, r=runner: r(srv.url, s, l) for _, runner in our_conversations(rounds)]

    def mood_jobs(total):
        def job(script):
            def run(session, lat):
                c = Conversation(srv.mood_url, session, lat, prefix="mood")
                for t in script:
                    c.say(t)
                return True
            return run
        return [job(s) for s in mood_conversations(total)]

    # Order ours, moodbot, moodbot, ours: the first run of ours gives the number of turns the
    # moodbot gets (our follow-ups are deterministic, so both runs of ours make the same count).
    runs = {"ours": [], "moodbot": []}
    n_turns = None
    for name in ("ours", "moodbot", "moodbot", "ours"):
        jobs = ours_jobs if name == "ours" else mood_jobs(n_turns)
        lat, wall, failures = _concurrent(jobs, workers)
        run = {"turns": len(lat), "wall_s": wall, "turns_per_s": len(lat) / wall, "p95_ms": percentile(lat, 95),
               "p50_ms": percentile(lat, 50), "failures": failures}
        runs[name].append(run)
        print(f"{name:8} {run['turns']} turns in {wall:.1f} s: {run['turns_per_s']:.2f} turns/s, "
              f"p50 {run['p50_ms']:.0f} ms, p95 {run['p95_ms']:.0f} ms"
              + (f", {len(failures)} failures: {failures[:3]}" if failures else ""), flush=True)
        if n_turns is None:
            n_turns = len(lat)

    def agg(rs):
        turns, wall = sum(r["turns"] for r in rs), sum(r["wall_s"] for r in rs)
        return {"turns": turns, "wall_s": wall, "turns_per_s": turns / wall,
                "p95_ms": statistics.fmean(r["p95_ms"] for r in rs), "runs": rs}

    return {"workers": workers, "ours": agg(runs["ours"]), "moodbot": agg(runs["moodbot"])}



# --- 6. output -------------------------------------------------------------------------------

def table(res: dict) -> tuple[str, list]:
    o, m = res.get("ours", {}), res.get("moodbot", {})
    rows, checks = [], []

    def row(label, ours, mood, unit, fmt="{:.0f}", target=None, ok=None):
        ratio = ours / mood if (ours is not None and mood not in (None, 0)) else None
        status = "" if ok is None else ("met" if ok else "MISSED")
        rows.append((label, "-" if ours is None else fmt.format(ours) + unit,
                     "-" if mood is None else fmt.format(mood) + unit,
                     "-" if ratio is None else f"{ratio:.2f}x", target or "", status))
        if ok is not None:
            checks.append((label, target, ok, ours, mood, ratio))

    seq = res.get("sequential")
    if seq:
        so, sm = seq["ours"], seq["moodbot"]
        row("turn p50, sequential", so["p50_ms"], sm["p50_ms"], " ms")
        ratio = so["p95_ms"] / sm["p95_ms"]
        row("turn p95, sequential", so["p95_ms"], sm["p95_ms"], " ms", target="<= 1.5x moodbot",
            ok=ratio <= TARGETS["p95_ratio"])
        row("turn p99, sequential", so["p99_ms"], sm["p99_ms"], " ms")
    con = res.get("concurrent")
    if con:
        co, cm = con["ours"], con["moodbot"]
        ratio = co["turns_per_s"] / cm["turns_per_s"]
        row(f"throughput, {con['workers']} concurrent", co["turns_per_s"], cm["turns_per_s"], " turns/s",
            fmt="{:.2f}", target=">= 0.8x moodbot", ok=ratio >= TARGETS["throughput_ratio"])
        row(f"turn p95, {con['workers']} concurrent", co["p95_ms"], cm["p95_ms"], " ms")
    if "rss_rasa_mb" in o:
        row("peak RSS, Rasa server", o["rss_rasa_mb"], m.get("rss_rasa_mb"), " MB")
        row("peak RSS, action server", o["rss_actions_mb"], None, " MB")
        total = o["rss_rasa_mb"] + o["rss_actions_mb"]
        row("peak RSS, Rasa + action server", total, m.get("rss_rasa_mb"), " MB", target="<= 1600 MB",
            ok=total <= TARGETS["rss_mb"])
        row("RSS after the replay, Rasa + action", o["rss_rasa_now_mb"] + o["rss_actions_now_mb"],
            m.get("rss_rasa_now_mb"), " MB")
    if "startup_rasa_s" in o:
        row("start-up to /status ready", o["startup_rasa_s"], m.get("startup_rasa_s"), " s", fmt="{:.1f}")
        row("start-up, action server /health", o["startup_actions_s"], None, " s", fmt="{:.1f}")
    if "warmup_first_turn_ms" in o:
        row("first turn after start-up", o["warmup_first_turn_ms"], m.get("warmup_first_turn_ms"), " ms")
        row("slowest warm-up turn", o["warmup_max_turn_ms"], m.get("warmup_max_turn_ms"), " ms")
    if "train_full_s" in o:
        row("full rasa train (--force)", o["train_full_s"], m.get("train_full_s"), " s", fmt="{:.1f}",
            target="<= 180 s", ok=o["train_full_s"] <= TARGETS["train_s"])
        row("no-op retrain", o["train_noop_s"], m.get("train_noop_s"), " s", fmt="{:.1f}", target="<= 20 s",
            ok=o["train_noop_s"] <= TARGETS["noop_train_s"])
    rules = res.get("rules")
    if rules:
        row("rule evaluation (decide)", rules["mean_us"], None, " µs", fmt="{:.1f}", target="< 1000 µs",
            ok=rules["mean_us"] < TARGETS["rule_us"])
        row("  slowest acceptance case", rules["slowest_case_us"], None, " µs", fmt="{:.1f}")
    head = ("measure", "ours", "moodbot", "ours/mood", "target", "")
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
    lines = ["| " + " | ".join(str(c).ljust(w) for c, w in zip(head, widths)) + " |",
             "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    lines += ["| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]
    return "\n".join(lines), checks


def update_readme(text_table: str, res: dict) -> None:
    if not README.exists():
        return
    content = README.read_text()
    if MARK_START not in content or MARK_END not in content:
        print(f"warning: {README} has no {MARK_START} block; not updated")
        return
    mc = res["machine"]
    seq, con = res.get("sequential", {}), res.get("concurrent", {})
    block = [MARK_START, "",
             f"Run of {res['date']} (`make bench`, {res['seconds']:.0f} s), on {mc['nproc']} CPUs "
             f"({mc['cpu_model']}), {mc['mem_total_gb']} GB RAM, load average at start "
             f"{' / '.join(str(x) for x in mc['loadavg_at_start'])}. "
             + (f"Sequential: {seq['ours']['turns']} turns each; " if seq else "")
             + (f"concurrent: {con['ours']['turns']} turns each in two runs (ours, moodbot, moodbot, ours), "
                f"{con['workers']} conversations "
                f"at a time." if con else ""),
             "", text_table, ""]
    if res.get("crashed"):
        block += [f"Steps that crashed in this run: {', '.join(res['crashed'])}.", ""]
    block.append(MARK_END)
    start, end = content.index(MARK_START), content.index(MARK_END) + len(MARK_END)
    README.write_text(content[:start] + "\n".join(block) + content[end:])
    print(f"updated the figures in {README.relative_to(ROOT)}")


# --- main ------------------------------------------------------------------------------------

def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--skip-train", action="store_true", help="skip the training measurements")
    ap.add_argument("--seq-rounds", type=int, default=2, help="rounds of our mix, sequential (default 2)")
    ap.add_argument("--conc-rounds", type=int, default=2, help="rounds of our mix per concurrent run (default 2)")
    ap.add_argument("--workers", type=int, default=20)
    ap.add_argument("--model", type=Path, default=MODEL)
    ap.add_argument("--no-readme", action="store_true", help="do not refresh bench/README.md")
    ap.add_argument("--profile", action="store_true",
                    help="after the measured phases, sample both of our servers with py-spy during one more round "
                         "(needs py-spy); stacks in results/bench-profile-*.txt")
    args = ap.parse_args()

    started = time.time()
    res = {"date": time.strftime("%Y-%m-%d %H:%M %Z", time.localtime(started)), "machine": machine(),
           "ours": {}, "moodbot": {}, "crashed": []}
    print(f"machine: {res['machine']}")
    procs = Processes()
    tmp = Path(tempfile.mkdtemp(prefix="ordinance-bench-"))

    def step(name, fn):
        t0 = time.perf_counter()
        try:
            return fn()
        except Exception:
            traceback.print_exc()
            res["crashed"].append(name)
            print(f"CRASHED: step {name}", flush=True)
        finally:
            print(f"(step {name}: {time.perf_counter() - t0:.0f} s)", flush=True)

    try:
        if not args.skip_train:
            r = step("train ours", lambda: bench_training_ours(tmp))
            if r:
                res["ours"].update(r)
            r = step("train moodbot", lambda: bench_training_moodbot(tmp))
        else:
            r = step("moodbot", lambda: prepare_moodbot_untimed(tmp))
        mood_project = mood_model = None
        if r:
            mood_project, mood_model = Path(r.pop("project")), Path(r.pop("model"))
            res["moodbot"].update(r)

        r = step("rules", bench_rules)
        if r:
            res["rules"] = r

        srv = Servers(procs, tmp)
        ours_up = step("start ours", lambda: srv.start_ours(args.model))
        mood_up = step("start moodbot", lambda: srv.start_moodbot(mood_project, mood_model)) if mood_model else None
        if ours_up:
            res["ours"].update(ours_up)
        if mood_up:
            res["moodbot"].update(mood_up)
        if ours_up and mood_up:
            step("warm-up", lambda: warm_up(srv, res))

            r = step("sequential", lambda: bench_sequential(srv, args.seq_rounds))
            if r:
                res["sequential"] = r
            r = step("concurrent", lambda: bench_concurrent(srv, args.conc_rounds, args.workers))
            if r:
                res["concurrent"] = r
        # peak RSS: read while the servers still run (before any profiling)
        if ours_up:
            res["ours"]["rss_rasa_mb"] = peak_rss_mb(srv.rasa)
            res["ours"]["rss_actions_mb"] = peak_rss_mb(srv.actions)
            res["ours"]["rss_rasa_now_mb"] = rss_mb(srv.rasa)
            res["ours"]["rss_actions_now_mb"] = rss_mb(srv.actions)
        if mood_up:
            res["moodbot"]["rss_rasa_mb"] = peak_rss_mb(srv.mood)
            res["moodbot"]["rss_rasa_now_mb"] = rss_mb(srv.mood)
        if args.profile and ours_up and mood_up:
            r = step("profile", lambda: profile(procs, srv, tmp))
            if r:
                res["profile"] = r
    finally:
        procs.stop_all()
        shutil.rmtree(tmp, ignore_errors=True)

    res["seconds"] = time.time() - started
    text, checks = table(res)
    banner(f"Results ({res['date']}; ratios are ours / moodbot, same run)")
    print(text)
    print()
    for label, target, ok, ours, mood, ratio in checks:
        print(f"{'met   ' if ok else 'MISSED'}  {label} {target}: "
              + (f"{ratio:.2f}x" if ratio is not None and "x" in target else f"{ours:.1f}"))
    for name in res["crashed"]:
        print(f"CRASHED step {name}")
    res["targets"] = [{"measure": l, "target": t, "met": ok, "ours": o, "moodbot": m, "ratio": r}
                      for l, t, ok, o, m, r in checks]
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(res, indent=2, default=str))
    print(f"\nwrote {RESULTS.relative_to(ROOT)} ({res['seconds']:.0f} s in all)")
    if not args.no_readme:
        update_readme(text, res)
    return 1 if res["crashed"] else 0


# --- optional profile ------------------------------------------------------------------------

def _spy() -> str | None:
    return shutil.which("py-spy") or (str(BIN / "py-spy") if (BIN / "py-spy").exists() else None)


def profile(procs: Processes, srv: Servers, tmp: Path) -> dict:
    """py-spy (sampling, from outside) on our Rasa server and action server during one more
    sequential round of our mix, after the measured phases: where a turn's time goes."""
    import signal

    banner("Profile (not part of the figures): py-spy on both of our servers, one sequential round")
    spy = _spy()
    if not spy:
        print("py-spy is not installed (.venv/bin/pip install py-spy): no profile")
        return {}
    out_dir = ROOT / "results"
    out_dir.mkdir(exist_ok=True)
    spies = {}
    for name, proc in (("rasa", srv.rasa), ("actions", srv.actions)):
        out = out_dir / f"bench-profile-{name}.txt"
        spies[name] = (out, procs.start(f"py-spy {name}", [spy, "record", "--pid", str(proc.pid), "--format", "raw",
                                                           "--rate", "200", "--nonblocking", "--output",
                                                           str(out)], ROOT, dict(os.environ),
                                        tmp / f"py-spy-{name}.log"))
    time.sleep(2)
    lat = []
    t0 = time.perf_counter()
    session = requests.Session()
    for _, runner in our_conversations(1):
        try:
            runner(srv.url, session, lat)
        except Exception as e:
            print(f"profile round: {e}")
    wall = time.perf_counter() - t0
    for name, (out, p) in spies.items():
        try:
            os.killpg(p.pid, signal.SIGINT)
            p.popen.wait(timeout=60)
        except Exception:
            pass
        procs.stop(p)
    summary = {"turns": len(lat), "wall_s": wall}
    for name, (out, _) in spies.items():
        summary[name] = summarize_profile(out)
        print(f"\n{name}: {summary[name]['samples']} samples ({summary[name]['busy_samples']} not idle); "
              f"share of busy samples under each frame (inclusive):")
        for frame, share in summary[name]["top_inclusive"][:25]:
            print(f"  {share:6.1%}  {frame}")
    return summary


def summarize_profile(path: Path) -> dict:
    """Read py-spy's raw (collapsed) stacks: the share of non-idle samples under each frame."""
    if not path.exists():
        return {"samples": 0, "busy_samples": 0, "top_inclusive": []}
    inclusive, total, busy = {}, 0, 0
    idle_markers = ("select (selectors.py", "_run_once (asyncio/base_events.py", "wait (threading.py",
                    "poll (selectors.py", "epoll", "_worker (concurrent/futures/thread.py")
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        n = int(count)
        total += n
        frames = stack.split(";")
        leaf = frames[-1] if frames else ""
        if any(m in leaf for m in idle_markers) or leaf.startswith(("select ", "wait ")):
            continue
        busy += n
        for f in set(re.sub(r":\d+\)", ")", f) for f in frames):
            inclusive[f] = inclusive.get(f, 0) + n
    top = sorted(((f, c / busy) for f, c in inclusive.items() if busy), key=lambda kv: -kv[1])
    interesting = [(f, s) for f, s in top if not f.startswith(("<module>", "_run (asyncio", "run_forever",
                                                                "run_until_complete", "main (", "_bootstrap",
                                                                "run (threading", "serve ", "_run_once"))]
    return {"samples": total, "busy_samples": busy, "top_inclusive": interesting[:60]}


if __name__ == "__main__":
    sys.exit(main())
