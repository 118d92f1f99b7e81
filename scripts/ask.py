#!/usr/bin/env python
"""Ask a running assistant as a resident trial's writer does (session 11's tooling, kept here).

Usage:  python scripts/ask.py PORT "first message" ["second message" ...]

Each call is a fresh conversation over the REST channel (http://localhost:PORT/webhooks/rest/webhook).
Prints each message, the bot's replies, and for every citation of an answer whether its ``quote`` is
verbatim in the seed texts (``bot/law/seeds``, whitespace normalised); a statute's citation has no quote.
With ASK_LOG=FILE the same output is appended to FILE (the trial's transcript).
The trial prompt that goes with it is bench/trial_prompt.md.
"""
from __future__ import annotations

import json
import os
import re
import sys
import urllib.request
import uuid
from pathlib import Path

SEEDS = Path(__file__).resolve().parent.parent / "bot" / "law" / "seeds"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def main(argv: list) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    port, messages = argv[0], argv[1:]
    seeds = _norm(" ".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("*.txt")))
    sender = "trial-" + uuid.uuid4().hex[:10]
    lines = []
    for message in messages:
        request = urllib.request.Request(f"http://localhost:{port}/webhooks/rest/webhook",
                                         data=json.dumps({"sender": sender, "message": message}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=180) as response:
            replies = json.load(response)
        lines.append(f">>> {message}")
        for reply in replies:
            if "text" in reply:
                lines.append(reply["text"])
            for c in (reply.get("custom") or {}).get("citations") or []:
                quote = c.get("quote")
                check = "no quote" if not quote else "quote verbatim" if _norm(quote) in seeds else "quote NOT VERBATIM IN SEED"
                lines.append(f"[citation: {c.get('citation')} | {c.get('kind')} | {check}]")
        lines.append("")
    text = "\n".join(lines)
    print(text)
    if os.environ.get("ASK_LOG"):
        with open(os.environ["ASK_LOG"], "a", encoding="utf-8") as log:
            log.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
