#!/usr/bin/env python
"""`make trials`: replay the resident-trial questions and measure routing, automatically.

bench/resident_trials.jsonl holds the 14,017 questions that helpers wrote, as new residents
would, in resident trials 2 to 310 (sessions 1 to 21; trials 19 to 310 are "plain": one ordinary
question per section, by writers who saw no earlier question). Each line is one question:

    {"id": "t8-f05", "trial": 8, "messages": ["my dogs town license tag fell off ..."],
     "expect": "answer", "section": "town_of_cedarburg:95-3", "about": "§ 95-3A(5)-(6) ..."}

``expect`` is one of
  answer            the text answers it; ``section`` is the section (law id) that governs;
  not_covered       another municipality (the City of Cedarburg, the Town of Grafton ...);
  out_of_scope      not an animal-ordinance question;
  no_provision      the municipality's text has no such provision (the Village has no dog
                    licence; there is no § 95-1);
  ask_municipality  "Cedarburg" or "Westfield" alone: the bot must ask which one;
  ask               no facts at all: the bot must ask.
``about`` is the trial writer's note on the provision and point asked. It was checked against
the seed text when written, but it is a note, not a reviewed legal answer: the questions'
graded answers stay out of the repository. ``quotes`` (trials 27 to 310, answerable questions):
the passages of the seed, verbatim, that the writer's expected answer rests on
(scripts/passages_eval.py scores the closest-passage search against them).

Each question is sent over REST to a fresh conversation, message by message (the second
message usually answers the bot's "which municipality?"; from trial 28 on, a question that says
only "westfield" carries the resident's reply "Village of Westfield" to the bot's "Do you mean the
Village of Westfield?", as its grader gave it). The first reply that carries a
rule's payload (``custom``: topic, rule, status, citations) is the answer. Scores:

  cited   one of the answer's citations is in the expected section (or the section reader
          quoted it): the routing figure;
  lead    the answer's first citation is (the late-fee answer leads with § 95-4's rule but
          cites § 95-3 first, so this is stricter than it looks);
  fallback  the bot offered sections instead of answering;
  point   the answer led with a point asked that the parsers recognised (``custom.point``),
          or a general answer followed by its closest sentence (``custom.point``
          "closest_passage", ``bot.passages``), counted apart.

This checks *routing* (the provision that governs), the main cause of wrong answers in the
graded trials. It does not check that the first sentence answers the point asked: that
still needs a human or a grading helper. The questions were used to fix the bot, so these
figures overstate how it does on new questions (see the README's resident-trial table).

Usage:
  python scripts/trials.py                  # starts its own servers (about 1 min), then replays
  python scripts/trials.py --url http://localhost:5005   # a running assistant with its REST channel
  python scripts/trials.py --trial 8 --show-misses
Writes results/trials/answers.json; prints the figures per trial and per expectation.
Trials 10 and later were written after the model was last trained on trial questions (scripts/trials_to_nlu.py
keeps them out of data/nlu_trials.yml); each was graded before any fix was made for it.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Dict, List, Optional

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

from eval_common import ROOT, Conversation, Processes, banner, start_assistant  # noqa: E402

QUESTIONS = ROOT / "bench" / "resident_trials.jsonl"
FALLBACK_MARK = "not sure I understood"
# "Which municipality ...?", or for "Cedarburg" alone "Do you mean the Town of Cedarburg or the City ...?"
ASK_MARKS = ("Which municipality", "Do you mean", "What would you like to know", "What is the animal doing?",
             "What does the complaint say")


def _display_name(section_id: str) -> str:
    """How the section reader starts: "Town of Cedarburg Code § 95-16"."""
    from bot import law

    s = law.get(section_id)
    return s.citation if not s.citation.startswith("§") else f"{law.JURISDICTIONS[s.jurisdiction]} Code {s.citation}"


def load(path: Path = QUESTIONS) -> List[Dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def ask(url: str, q: Dict[str, Any]) -> Dict[str, Any]:
    """Send ``q``'s messages; return the first rule payload and the replies' text."""
    c = Conversation(url, prefix=f"trial-{q['id']}")
    said: List[str] = []
    payload: Optional[dict] = None
    for message in q["messages"]:
        said.append(c.say(message))
        payload = next((m["custom"] for m in c.last if isinstance(m.get("custom"), dict)
                        and "citations" in m["custom"]), None)
        if payload and payload.get("status") != "needs_facts":
            break
    return {"payload": payload, "replies": said}


def score(q: Dict[str, Any], got: Dict[str, Any]) -> Dict[str, Any]:
    """{'ok': bool, 'lead': bool, 'cited': bool, 'fallback': bool, 'rule', 'sections'}."""
    payload = got["payload"] or {}
    sections = [c["section_id"] for c in payload.get("citations", []) if c.get("kind") == "ordinance"]
    first_reply = got["replies"][0] if got["replies"] else ""
    fallback = any(FALLBACK_MARK in r for r in got["replies"]) and not payload
    row = {"rule": payload.get("rule"), "status": payload.get("status"), "point": payload.get("point"), "sections": sections,
           "fallback": fallback, "lead": False, "cited": False}
    kind = q["expect"]
    if kind == "answer":
        row["lead"] = bool(sections) and sections[0] == q["section"]
        if not payload and first_reply.startswith(_display_name(q["section"])):
            row["lead"] = True  # "what does § 95-16 say?": the section reader quotes it
        row["cited"] = row["lead"] or q["section"] in sections
        row["ok"] = row["cited"]
    elif kind == "not_covered":
        row["ok"] = payload.get("status") == "not_covered" or (not sections and not fallback and bool(first_reply))
    elif kind == "out_of_scope":
        row["ok"] = not sections
    elif kind == "no_provision":
        row["ok"] = not sections or all(s.startswith("village_of_westfield") for s in sections) and \
            "town of cedarburg" not in " ".join(q["messages"]).lower()
    else:  # ask_municipality, ask: the bot's first reply is a question, not a ruling
        row["ok"] = any(mark in first_reply for mark in ASK_MARKS) or (not sections and first_reply.rstrip().endswith("?"))
    return row


def report(rows: List[Dict[str, Any]], show_misses: bool) -> Dict[str, Any]:
    by_trial: Dict[int, List[dict]] = defaultdict(list)
    by_kind: Dict[str, List[dict]] = defaultdict(list)
    for r in rows:
        by_trial[r["trial"]].append(r)
        by_kind[r["expect"]].append(r)
    answers = by_kind.get("answer", [])
    print(f"{'trial':>6} {'questions':>9} {'answer qs':>9} {'lead':>6} {'cited':>6} {'fallback':>8}")
    for trial in sorted(by_trial):
        a = [r for r in by_trial[trial] if r["expect"] == "answer"]
        print(f"{trial:>6} {len(by_trial[trial]):>9} {len(a):>9} {sum(r['lead'] for r in a):>6} "
              f"{sum(r['cited'] for r in a):>6} {sum(r['fallback'] for r in a):>8}")
    n = len(answers)
    lead, cited, fb = (sum(r[k] for r in answers) for k in ("lead", "cited", "fallback"))
    print(f"\nanswer questions: {n}; expected section cited first {lead} ({lead / max(n, 1):.1%}), "
          f"cited anywhere {cited} ({cited / max(n, 1):.1%}), fallback {fb}")
    pointed = sum(1 for r in answers if r["cited"] and r.get("point") and r["point"] != "closest_passage")
    passage = sum(1 for r in answers if r["cited"] and r.get("point") == "closest_passage")
    print(f"of those citing it, {pointed} lead with a recognised point asked (custom.point), {passage} give a general "
          "answer followed by its closest sentence (bot.passages); the rest give the rule's answer from the facts, "
          "its general answer, or a judgment")
    for kind in ("not_covered", "out_of_scope", "no_provision", "ask_municipality", "ask"):
        k = by_kind.get(kind, [])
        if k:
            print(f"{kind:17} {sum(r['ok'] for r in k)}/{len(k)} handled as expected")
    if show_misses:
        print("\nmisses (id, expected, rule that answered, sections cited):")
        for r in rows:
            if not r["ok"]:
                print(f"  {r['id']:8} {r['expect']:12} {r.get('section', ''):38} -> {r['rule']} "
                      f"{r['sections'][:3]}{' FALLBACK' if r['fallback'] else ''}  | {r['messages'][0][:90]}")
    return {"answer_questions": n, "lead": lead, "cited": cited, "fallback": fb, "point_led": pointed, "passage_led": passage,
            "by_kind": {k: {"n": len(v), "ok": sum(r["ok"] for r in v)} for k, v in by_kind.items()}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", help="a running assistant (Rasa server with the REST channel); default: start one")
    parser.add_argument("--questions", type=Path, default=QUESTIONS, help="a question file (default: %(default)s)")
    parser.add_argument("--trial", type=int, action="append", help="only this trial (repeatable)")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "trials")
    args = parser.parse_args()
    questions = [q for q in load(args.questions) if not args.trial or q["trial"] in args.trial]
    args.out.mkdir(parents=True, exist_ok=True)
    procs = Processes()
    try:
        url = args.url
        if not url:
            banner("Starting the assistant")
            tmp = Path(tempfile.mkdtemp(prefix="ordinance-trials-"))
            url = start_assistant(procs, tmp).url
        banner(f"Replaying {len(questions)} resident-trial questions against {url}")
        t0 = time.perf_counter()
        rows = []
        for q in questions:
            got = ask(url, q)
            rows.append({**q, **score(q, got), "reply": "\n".join(got["replies"])[:600]})
        print(f"({time.perf_counter() - t0:.0f} s)")
    finally:
        procs.stop_all()
    summary = report(rows, args.show_misses)
    (args.out / "answers.json").write_text(json.dumps(rows, indent=2, ensure_ascii=False))
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
