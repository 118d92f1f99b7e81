#!/usr/bin/env python
"""`make eval`: how well the assistant understands and answers.

1. NLU: `rasa test nlu` on the held-out file tests/nlu_holdout.yml with the trained model, and
   5-fold cross-validation on data/nlu.yml (in a /tmp copy, with its own Rasa cache, so nothing
   in the project is retrained). Intent weighted F1, entity F1 (DIET report), most-confused pairs.
   Cross-validation trains five models (the longest step by far): its results are reused, and
   say so, while config.yml, domain.yml and data/ are unchanged since the last run (--fresh-cv).
2. spaCy entities (DATE/TIME/CARDINAL, which Rasa's evaluation leaves out):
   pytest tests/test_spacy_entities.py.
3. Conversations: `rasa test core --stories tests/ --fail-on-prediction-errors`.
4. Answers: every acceptance question (tests/scenarios/acceptance.yml) through the trained bot
   over REST, follow-up questions answered like tests/test_e2e.py's ask_until_answered; right
   citation (must_cite) and the must_say key phrases of tests/test_acceptance.py EXPECT.

Outputs go to results/eval/ (git-ignored); the summary is also written to
results/eval/summary.json. Exit code 0 when everything ran (missed targets print MISSED),
1 when a step crashed, 3 when a --fail-under-* floor is not reached (make test runs the
held-out step with floors, so a regression in understanding turns CI red).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

from eval_common import BASE_ENV, BIN, MODEL, ROOT, Processes, banner, start_assistant  # noqa: E402

def _fallback_threshold() -> float:
    import yaml

    for c in yaml.safe_load((ROOT / "config.yml").read_text())["pipeline"]:
        if c["name"] == "FallbackClassifier":
            return float(c.get("threshold", 0.3))
    return 0.0


FALLBACK = _fallback_threshold()
TARGETS = {"intent_f1_holdout": 0.97, "entity_f1_holdout": 0.90, "citation_rate": 1.0}


def run(cmd, cwd=ROOT, env=None, log=None, timeout=7200):
    """Run a command, its output going to `log` as it comes (tail -f it); return (returncode, seconds, output)."""
    print("$ " + " ".join(str(c) for c in cmd) + (f"   (log: {log})" if log else ""), flush=True)
    log = Path(log or tempfile.mktemp(prefix="eval-", suffix=".log"))
    t0 = time.perf_counter()
    with open(log, "w") as f:
        p = subprocess.run([str(c) for c in cmd], cwd=str(cwd), env={**os.environ, **BASE_ENV, **(env or {})},
                           stdout=f, stderr=subprocess.STDOUT, text=True, timeout=timeout)
    return p.returncode, time.perf_counter() - t0, log.read_text()


def load_json(path: Path):
    return json.loads(path.read_text()) if path.exists() else None


def confused_pairs(out: Path, intent_report: dict, n: int = 5):
    """The n most-confused intent pairs, both directions summed.

    Counted from intent_errors.json (every misclassified example); the report's confused_with is
    truncated by Rasa to a few labels per intent. Ties are broken by the mean confidence of the
    wrong predictions (a confident mistake first)."""
    directed, conf = Counter(), {}
    errors = load_json(out / "intent_errors.json")
    if errors is not None:
        for e in errors:
            key = (e["intent"], e["intent_prediction"]["name"])
            directed[key] += 1
            conf.setdefault(tuple(sorted(key)), []).append(e["intent_prediction"].get("confidence") or 0.0)
    else:
        for gold, row in intent_report.items():
            if isinstance(row, dict):
                for predicted, count in row.get("confused_with", {}).items():
                    directed[(gold, predicted)] += count
    pairs = Counter()
    for (a, b), count in directed.items():
        pairs[tuple(sorted((a, b)))] += count
    ranked = sorted(pairs.items(), key=lambda kv: (-kv[1], -sum(conf.get(kv[0], [0])) / len(conf.get(kv[0], [0]))))
    return [{"pair": [a, b], "total": total, f"{a}->{b}": directed[(a, b)], f"{b}->{a}": directed[(b, a)],
             "mean_confidence": round(sum(conf.get((a, b), [0])) / len(conf.get((a, b), [0])), 3)}
            for (a, b), total in ranked[:n]], len(pairs), errors


def nlu_summary(out: Path) -> dict:
    intents = load_json(out / "intent_report.json")
    diet = load_json(out / "DIETClassifier_report.json")
    if intents is None:
        raise RuntimeError(f"no intent report in {out}")
    s = {"intent_weighted_f1": intents["weighted avg"]["f1-score"],
         "intent_accuracy": intents.get("accuracy"),
         "intent_examples": intents["weighted avg"]["support"],
         "intent_errors": None, "distinct_confused_pairs": None}
    s["confused"], s["distinct_confused_pairs"], errors = confused_pairs(out, intents)
    if errors is not None:
        s["intent_errors"] = len(errors)
        s["errors_below_fallback_threshold"] = sum((e["intent_prediction"].get("confidence") or 0) < FALLBACK
                                                   for e in errors)
    s["lowest_f1_intents"] = sorted(((k, round(v["f1-score"], 3)) for k, v in intents.items()
                                     if isinstance(v, dict) and "confused_with" in v), key=lambda kv: kv[1])[:5]
    if diet:
        s["entity_weighted_f1"] = diet["weighted avg"]["f1-score"]
        s["entity_micro_f1"] = diet.get("micro avg", {}).get("f1-score")
        s["entity_support"] = diet["weighted avg"]["support"]
        s["entity_per_label"] = {k: round(v["f1-score"], 4) for k, v in diet.items()
                                 if isinstance(v, dict) and "confused_with" in v}
    return s


def print_nlu(title: str, s: dict) -> None:
    print(f"{title}: intent weighted F1 {s['intent_weighted_f1']:.4f} (accuracy {s['intent_accuracy']:.4f}, "
          f"{s['intent_examples']} examples)")
    if "entity_weighted_f1" in s:
        print(f"{title}: entity F1 (DIET, weighted) {s['entity_weighted_f1']:.4f}, micro {s['entity_micro_f1']:.4f} "
              f"({s['entity_support']} entities; per label {s['entity_per_label']})")
    if s.get("intent_errors") is not None:
        print(f"{title}: {s['intent_errors']} misclassified examples over {s['distinct_confused_pairs']} distinct "
              f"intent pairs; {s['errors_below_fallback_threshold']} of them below the FallbackClassifier "
              f"threshold {FALLBACK} (in the live bot these become nlu_fallback: it offers matching sections instead of a wrong answer)")
    print(f"{title}: five most-confused intent pairs (count, both directions; ties: most confident first):")
    if not s["confused"]:
        print("    (no confusions)")
    for c in s["confused"]:
        a, b = c["pair"]
        print(f"    {c['total']:3d}  {a} <-> {b}   ({a}->{b}: {c[f'{a}->{b}']}, {b}->{a}: {c[f'{b}->{a}']}; "
              f"mean confidence {c['mean_confidence']})")
    print(f"{title}: lowest intent F1: " + ", ".join(f"{k} {v}" for k, v in s["lowest_f1_intents"]))


# --- steps -----------------------------------------------------------------------------------

def step_holdout(out: Path) -> dict:
    banner("NLU: held-out test (tests/nlu_holdout.yml, never trained on)")
    dest = out / "nlu_holdout"
    shutil.rmtree(dest, ignore_errors=True)
    rc, seconds, _ = run([BIN / "rasa", "test", "nlu", "--model", MODEL, "--nlu", "tests/nlu_holdout.yml",
                          "--out", dest, "--no-plot"], log=out / "nlu_holdout.log")
    if rc != 0:
        raise RuntimeError(f"rasa test nlu exited with {rc} (log: {out / 'nlu_holdout.log'})")
    s = nlu_summary(dest)
    s["seconds"] = round(seconds, 1)
    print_nlu("held-out", s)
    return s


def _cv_fingerprint(folds: int) -> str:
    import hashlib

    h = hashlib.sha256(f"folds={folds}".encode())
    for path in [ROOT / "config.yml", ROOT / "domain.yml", *sorted((ROOT / "data").glob("*.yml"))]:
        h.update(path.name.encode() + path.read_bytes())
    return h.hexdigest()[:16]


def step_cross_validation(out: Path, folds: int, fresh: bool) -> dict:
    banner(f"NLU: {folds}-fold cross-validation on data/nlu.yml (in a /tmp copy)")
    dest = out / "nlu_cv"
    stamp = dest / "fingerprint.json"
    fingerprint = _cv_fingerprint(folds)
    previous = load_json(stamp) if stamp.exists() else None
    if not fresh and previous and previous.get("fingerprint") == fingerprint:
        # Cross-validation trains `folds` models (the longest step): reuse the last run when
        # config.yml, domain.yml and data/ are byte for byte the same (--fresh-cv to redo it).
        s = nlu_summary(dest)
        s.update(seconds=previous["seconds"], folds=folds, reused_from=previous["date"])
        print(f"(config and training data unchanged since {previous['date']}: reusing that run's results; "
              f"--fresh-cv to run it again)")
        print_nlu(f"{folds}-fold CV", s)
        return s
    shutil.rmtree(dest, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="ordinance-cv-") as tmp:
        tmp = Path(tmp)
        for name in ("config.yml", "domain.yml"):
            shutil.copy(ROOT / name, tmp / name)
        shutil.copytree(ROOT / "data", tmp / "data")
        fingerprint = _cv_fingerprint(folds)  # of what was copied
        rc, seconds, _ = run([BIN / "rasa", "test", "nlu", "--nlu", "data/nlu.yml", "--config", "config.yml",
                              "--cross-validation", "--folds", str(folds), "--out", dest, "--no-plot"],
                             cwd=tmp, env={"RASA_CACHE_DIRECTORY": str(tmp / ".rasa" / "cache")},
                             log=out / "nlu_cv.log")
    if rc != 0:
        raise RuntimeError(f"cross-validation exited with {rc} (log: {out / 'nlu_cv.log'})")
    s = nlu_summary(dest)
    s["seconds"] = round(seconds, 1)
    s["folds"] = folds
    stamp.write_text(json.dumps({"fingerprint": fingerprint, "seconds": s["seconds"],
                                 "date": time.strftime("%Y-%m-%d %H:%M %Z")}))
    print_nlu(f"{folds}-fold CV", s)
    print(f"({folds}-fold cross-validation took {seconds:.0f} s)")
    return s


def step_spacy(out: Path) -> dict:
    banner("spaCy entities (DATE, TIME, CARDINAL): pytest tests/test_spacy_entities.py")
    rc, seconds, output = run([BIN / "python", "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
                               "-W", "ignore::DeprecationWarning", "tests/test_spacy_entities.py"],
                              log=out / "spacy_entities.log")
    start = output.find("spaCy entities on")
    end = output.find(" examples not exactly right")
    print(output[start:output.rfind("\n", 0, end)] if start >= 0 else output[-3000:])
    m = re.search(r"SPACY_ENTITY_F1 strict=([\d.]+) overlap=([\d.]+)", output)
    if not m:
        raise RuntimeError(f"pytest did not print the scores (rc {rc}; log: {out / 'spacy_entities.log'})")
    tail = [line for line in output.strip().splitlines() if " passed" in line or " failed" in line]
    print(f"pytest: {tail[-1] if tail else 'rc ' + str(rc)}")
    return {"strict_f1": float(m.group(1)), "overlap_f1": float(m.group(2)), "pytest_passed": rc == 0}


def step_core(out: Path) -> dict:
    banner("Conversations: rasa test core --stories tests/ --fail-on-prediction-errors")
    dest = out / "core"
    shutil.rmtree(dest, ignore_errors=True)
    rc, seconds, output = run([BIN / "rasa", "test", "core", "--model", MODEL, "--stories", "tests/",
                               "--fail-on-prediction-errors", "--out", dest, "--no-plot"], log=out / "core.log")
    report = load_json(dest / "story_report.json")
    if report is None:
        raise RuntimeError(f"rasa test core wrote no report (rc {rc}; log: {out / 'core.log'})")
    conv = report.get("conversation_accuracy", {})
    s = {"returncode": rc, "stories_correct": conv.get("correct"), "stories_total": conv.get("total"),
         "action_accuracy": report.get("accuracy"), "seconds": round(seconds, 1)}
    print(f"test stories: {s['stories_correct']}/{s['stories_total']} correct, action accuracy "
          f"{s['action_accuracy']}, exit code {rc}" + ("" if rc == 0 else "  <- prediction errors (see "
                                                       f"{dest / 'failed_test_stories.yml'})"))
    return s


def step_answers(out: Path) -> dict:
    banner("Answers: every acceptance question through the trained bot over REST")
    import yaml

    from tests.test_acceptance import EXPECT
    from tests.test_e2e import Conversation, ask_until_answered

    cases = yaml.safe_load((ROOT / "tests" / "scenarios" / "acceptance.yml").read_text())["cases"]
    procs = Processes()
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="ordinance-eval-") as tmp:
            t0 = time.perf_counter()
            bot = start_assistant(procs, Path(tmp))
            print(f"servers ready in {time.perf_counter() - t0:.0f} s at {bot.url}")
            try:
                for case in cases:
                    if not case.get("question"):
                        continue
                    c = Conversation(bot.url)
                    reply = ask_until_answered(c, case)
                    cite_ok = all(cite.replace("Village of Westfield ch. 195", "Village of Westfield Code ch. 195")
                                  in reply for cite in case["must_cite"])
                    if case["municipality"] == "village_of_westfield" and "§ 95-" in reply:
                        cite_ok = False
                    if not case["must_cite"] and "§" in reply:
                        cite_ok = False
                    expect = EXPECT.get(case["id"])
                    topic = next((m["custom"].get("topic") for m in c.last if isinstance(m.get("custom"), dict)),
                                 None)
                    said = re.sub(r"\s+", " ", reply.lower())
                    phrases = expect[2] if expect else []
                    hits = [p for p in phrases if p in said]
                    rows.append({"id": case["id"], "cite_ok": cite_ok,
                                 "topic_ok": (topic == expect[0]) if expect else None, "topic": topic,
                                 "phrases": len(phrases), "phrase_hits": len(hits),
                                 "missed_phrases": [p for p in phrases if p not in hits],
                                 "reply": reply})
            finally:
                procs.stop_all()
    finally:
        procs.stop_all()

    (out / "answers.json").write_text(json.dumps(rows, indent=2))
    n = len(rows)
    cited = sum(r["cite_ok"] for r in rows)
    with_topic = [r for r in rows if r["topic_ok"] is not None]
    topic_ok = sum(r["topic_ok"] for r in with_topic)
    total_phrases = sum(r["phrases"] for r in rows)
    hit_phrases = sum(r["phrase_hits"] for r in rows)
    full = [r for r in rows if r["phrases"] and r["phrase_hits"] == r["phrases"]]
    print(f"{'case':45} cite topic phrases")
    for r in rows:
        print(f"{r['id']:45} {'ok ' if r['cite_ok'] else 'NO '}  "
              f"{'-' if r['topic_ok'] is None else ('ok' if r['topic_ok'] else 'NO'):5} "
              f"{r['phrase_hits']}/{r['phrases']}" + (f"   (answered as {r['topic']})" if r["topic_ok"] is False else ""))
    print(f"right citation: {cited}/{n} ({cited / n:.1%}); right topic: {topic_ok}/{len(with_topic)}")
    print(f"must_say key phrases found verbatim in the conversation's answer: {hit_phrases}/{total_phrases} "
          f"({hit_phrases / max(total_phrases, 1):.1%}); cases with every phrase: {len(full)}/{len(with_topic)}")
    misses = [r for r in rows if not r["cite_ok"]]
    for r in misses:
        print(f"  citation missed: {r['id']}: {r['reply'][:300]!r}")
    return {"questions": n, "cited": cited, "citation_rate": cited / n if n else 0.0,
            "topic_ok": topic_ok, "topic_cases": len(with_topic),
            "phrases": total_phrases, "phrase_hits": hit_phrases,
            "phrase_rate": hit_phrases / total_phrases if total_phrases else 0.0,
            "cases_all_phrases": len(full)}


# --- main ------------------------------------------------------------------------------------

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--skip", action="append", default=[],
                        choices=["holdout", "cv", "spacy", "core", "answers"], help="skip a step (repeatable)")
    parser.add_argument("--fresh-cv", action="store_true",
                        help="run the cross-validation even if config and data are unchanged since the last one")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "eval")
    parser.add_argument("--fail-under-intent-f1", type=float, default=None, metavar="F1",
                        help="exit 3 if the held-out intent weighted F1 is below F1 (make test's regression floor)")
    parser.add_argument("--fail-under-entity-f1", type=float, default=None, metavar="F1",
                        help="exit 3 if the held-out DIET entity weighted F1 is below F1")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.time()

    steps = [("holdout", lambda: step_holdout(args.out)),
             ("cv", lambda: step_cross_validation(args.out, args.folds, args.fresh_cv)),
             ("spacy", lambda: step_spacy(args.out)),
             ("core", lambda: step_core(args.out)),
             ("answers", lambda: step_answers(args.out))]
    results, crashed = {}, []
    for name, fn in steps:
        if name in args.skip:
            continue
        t0 = time.perf_counter()
        try:
            results[name] = fn()
        except Exception:
            traceback.print_exc()
            crashed.append(name)
            print(f"CRASHED: step {name}", flush=True)
        print(f"(step {name}: {time.perf_counter() - t0:.0f} s)", flush=True)

    banner("Summary")
    checks = []
    h, cv, sp, core, ans = (results.get(k) for k in ("holdout", "cv", "spacy", "core", "answers"))
    if h:
        print(f"held-out intent weighted F1  {h['intent_weighted_f1']:.4f}")
        checks.append(("intent F1 (held-out) >= 0.97", h["intent_weighted_f1"], TARGETS["intent_f1_holdout"]))
        if "entity_weighted_f1" in h:
            print(f"held-out entity F1 (DIET)    {h['entity_weighted_f1']:.4f} weighted, "
                  f"{h['entity_micro_f1']:.4f} micro")
            checks.append(("entity F1 (held-out, DIET weighted) >= 0.90", h["entity_weighted_f1"],
                           TARGETS["entity_f1_holdout"]))
    if cv:
        print(f"{cv['folds']}-fold CV intent F1        {cv['intent_weighted_f1']:.4f}"
              + (f"; entity F1 {cv['entity_weighted_f1']:.4f}" if "entity_weighted_f1" in cv else "")
              + (f"  (reused: run of {cv['reused_from']})" if cv.get("reused_from") else ""))
    if sp:
        print(f"spaCy entities F1            {sp['strict_f1']:.3f} strict, {sp['overlap_f1']:.3f} overlap "
              f"(pytest {'passed' if sp['pytest_passed'] else 'FAILED'})")
    if core:
        print(f"test stories                 {core['stories_correct']}/{core['stories_total']} "
              f"(rasa test core exit {core['returncode']})")
    if ans:
        print(f"acceptance answers           citation {ans['cited']}/{ans['questions']}, topic "
              f"{ans['topic_ok']}/{ans['topic_cases']}, must_say phrases {ans['phrase_hits']}/{ans['phrases']} "
              f"({ans['phrase_rate']:.1%})")
        checks.append(("acceptance questions with the right citation = 100 %", ans["citation_rate"],
                       TARGETS["citation_rate"]))
    print()
    for label, value, target in checks:
        met = value >= target - 1e-12
        print(f"{'met   ' if met else 'MISSED'}  {label}: {value:.4f}"
              + ("" if met else f" (short by {target - value:.4f})"))
    if core and core["returncode"] != 0:
        print("MISSED  test stories without prediction errors")
    if sp and not sp["pytest_passed"]:
        print("MISSED  spaCy entity floor (tests/test_spacy_entities.py)")
    for name in crashed:
        print(f"CRASHED step {name}")
    summary = {"date": time.strftime("%Y-%m-%d %H:%M:%S %Z", time.localtime(started)), **results,
               "targets": [{"target": l, "value": v, "met": v >= t - 1e-12} for l, v, t in checks],
               "crashed": crashed}
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2, default=str))
    print(f"\n(eval took {time.time() - started:.0f} s; details in {args.out}/)")
    if crashed:
        return 1
    floors = [("intent", args.fail_under_intent_f1, "intent_weighted_f1"),
              ("entity", args.fail_under_entity_f1, "entity_weighted_f1")]
    below = [f"held-out {name} F1 {h[key]:.4f} < floor {floor}" for name, floor, key in floors
             if floor is not None and h and h.get(key, 0.0) < floor]
    if floors and any(f is not None for _, f, _ in floors) and not h:
        below.append("no held-out result")
    for line in below:
        print(f"FAILED  {line}")
    return 3 if below else 0


if __name__ == "__main__":
    sys.exit(main())
