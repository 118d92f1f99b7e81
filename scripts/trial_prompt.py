#!/usr/bin/env python
"""Print bench/trial_prompt.md filled in for one resident trial (the header comment dropped).

    .venv/bin/python scripts/trial_prompt.py 75 /tmp/s12/t75 5105 main > /tmp/s12/prompt75.md

Arguments: trial number, the folder the helper owns, the REST port of a running assistant
(scripts/trial_snapshot.sh), and the focus, ``main`` (main subject) or ``beyond`` (beyond the
headline). ask.py is named by absolute path in this checkout. Raises SystemExit on another focus.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def filled(trial: int, folder: str, port: int, focus: str) -> str:
    """The prompt text for trial ``trial``; ``focus`` is "main" or "beyond"."""
    text = (ROOT / "bench" / "trial_prompt.md").read_text(encoding="utf-8")
    header, body = text.split("-->", 1)
    lines = {"main": re.search(r'Main subject: "(.*?)"', header, re.S),
             "beyond": re.search(r'Beyond the headline: "(.*?)"', header, re.S)}
    if focus not in lines:
        raise SystemExit(f"focus must be main or beyond, not {focus!r}")
    focus_line = " ".join(lines[focus].group(1).split())
    body = body.lstrip("\n").replace("python scripts/ask.py", f"{ROOT}/.venv/bin/python {ROOT}/scripts/ask.py")
    body = body.replace("TRIAL_DIR", folder).replace("TRIAL", str(trial)).replace("PORT", str(port))
    return re.sub(r"^FOCUS$", focus_line, body, flags=re.M)


if __name__ == "__main__":
    print(filled(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]), end="")
