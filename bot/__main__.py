"""Command line: ``python -m bot <command> ...``.

    python -m bot lookup "coop setback"
    python -m bot lookup how many hives --municipality town_of_cedarburg --limit 3

Adding a command: write ``add_arguments(parser)`` and ``run(args) -> int``, then
``register("name", "one-line help", add_arguments, run)`` below. Import heavy modules inside
``run`` so that other commands start fast (``lookup`` loads spaCy). ``main(argv)`` returns
the exit code; it never calls ``sys.exit`` itself.
"""
from __future__ import annotations

import argparse
import sys
import textwrap
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, TextIO

MUNICIPALITIES = {
    "town_of_cedarburg": "Town of Cedarburg",
    "village_of_westfield": "Village of Westfield",
}
CLERKS = {
    "town_of_cedarburg": "the Town Clerk (Town of Cedarburg)",
    "village_of_westfield": "the Village Clerk (Village of Westfield)",
}


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


COMMANDS: Dict[str, Command] = {}


def register(
    name: str,
    help: str,
    add_arguments: Callable[[argparse.ArgumentParser], None],
    run: Callable[[argparse.Namespace], int],
) -> None:
    """Add a subcommand. Raises ``ValueError`` if ``name`` is already registered."""
    if name in COMMANDS:
        raise ValueError(f"command {name!r} is already registered")
    COMMANDS[name] = Command(name, help, add_arguments, run)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="The animal-ordinance assistant's tools (Town of Cedarburg ch. 95, Village of Westfield ch. 195).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for cmd in COMMANDS.values():
        p = sub.add_parser(cmd.name, help=cmd.help, description=cmd.help)
        cmd.add_arguments(p)
        p.set_defaults(_run=cmd.run)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse ``argv`` (default: ``sys.argv[1:]``), run the command, return its exit code.
    Usage errors exit with status 2 through argparse (``SystemExit``)."""
    args = build_parser().parse_args(argv)
    return int(args._run(args) or 0)


# --- lookup ---------------------------------------------------------------------------------

def _lookup_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", nargs="+", help='what to look for, e.g. "coop setback" (quotes optional)')
    p.add_argument(
        "--municipality", "-m", choices=sorted(MUNICIPALITIES),
        help="search one chapter only (default: both, or the one the query names)",
    )
    p.add_argument("--limit", "-n", type=_positive_int, default=5, help="most sections to show (default 5)")


def _positive_int(value: str) -> int:
    n = int(value)
    if n < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return n


def format_hits(query: str, hits: List["object"], municipality: Optional[str], out: TextIO) -> None:
    """Print lookup hits (or the no-match line) the way the front desk reads them."""
    from bot import lookup

    other = lookup.other_municipality(query)
    if other:
        out.write(
            f"Note: the {other} is a different municipality; these results are from the Town of "
            f"Cedarburg and Village of Westfield codes only.\n\n"
        )
    where = municipality or lookup.detect_jurisdiction(query)
    if not hits:
        clerks = CLERKS[where] if where else f"{CLERKS['town_of_cedarburg']} or {CLERKS['village_of_westfield']}"
        scope = f" in the {MUNICIPALITIES[where]} code" if where else ""
        out.write(f"No matching sections{scope} for {query!r}. Please ask {clerks}.\n")
        return
    scope = MUNICIPALITIES[where] if where else "both codes"
    out.write(f"Sections matching {query!r} ({scope}):\n")
    for i, h in enumerate(hits, 1):
        out.write(f"\n{i}. {h.citation} - {h.heading} ({MUNICIPALITIES[h.jurisdiction]})\n")
        out.write(textwrap.fill(h.passage, width=92, initial_indent="   ", subsequent_indent="   ") + "\n")


def _lookup_run(args: argparse.Namespace) -> int:
    from bot import lookup

    query = " ".join(args.query)
    hits = lookup.search(query, jurisdiction=args.municipality, limit=args.limit)
    format_hits(query, hits, args.municipality, sys.stdout)
    return 0


register(
    "lookup",
    "Find the sections of either animal chapter that match a few words.",
    _lookup_arguments,
    _lookup_run,
)


# --- coverage -------------------------------------------------------------------------------

def _coverage_run(args: argparse.Namespace) -> int:
    from bot import coverage

    path = coverage.write()
    missing = coverage.gaps(coverage.table())
    print(f"wrote {path}; gaps: {len(missing)}")
    for gap in missing:
        print(f"  - {gap}")
    return 1 if missing else 0


register(
    "coverage",
    "Write docs/coverage.md: every section with the rules, tests and intents that reach it.",
    lambda p: None,
    _coverage_run,
)


# --- complaints -----------------------------------------------------------------------------
# bot/complaints/cli.py: list, show, mark-formal, close, threshold, export, migrate.
# Its module imports only argparse; SQLAlchemy loads when an action runs.

def _complaints_arguments(p: argparse.ArgumentParser) -> None:
    from bot.complaints import cli

    cli.add_arguments(p)


def _complaints_run(args: argparse.Namespace) -> int:
    from bot.complaints import cli

    return cli.run(args)


register(
    "complaints",
    "Staff view of animal complaints: list, show, mark-formal, close, threshold, export, migrate.",
    _complaints_arguments,
    _complaints_run,
)


# --- staff ----------------------------------------------------------------------------------
# bot/staff.py: front-desk accounts for the web app's /staff pages (argon2 password hashes).

def _staff_arguments(p: argparse.ArgumentParser) -> None:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--database-url", help="SQLAlchemy URL (default: env DATABASE_URL, else var/complaints.db)")
    sub = p.add_subparsers(dest="action", metavar="ACTION")
    sub.required = True
    for name, text in (("add", "create a staff account (asks for the password twice)"),
                       ("passwd", "change a staff account's password (ends its sessions)")):
        sp = sub.add_parser(name, parents=[common], help=text)
        sp.add_argument("name", help="username: 2-40 characters, a-z 0-9 . _ -")
        sp.add_argument("--password-stdin", action="store_true", help="read the password from the first line of stdin")
    for name, text in (("disable", "disable an account (ends its sessions)"), ("enable", "enable an account")):
        sub.add_parser(name, parents=[common], help=text).add_argument("name")
    sub.add_parser("list", parents=[common], help="list staff accounts")
    sub.add_parser("purge-conversations", parents=[common],
                   help="delete web-chat log entries older than N days, as the records policy requires"
                   ).add_argument("--older-than-days", type=int, required=True)


def _staff_run(args: argparse.Namespace) -> int:
    from bot import staff

    return staff.run(args)


register(
    "staff",
    "Front-desk accounts for the web app's /staff pages: add, passwd, disable, enable, list.",
    _staff_arguments,
    _staff_run,
)


# --- trackers -------------------------------------------------------------------------------
# bot/trackers.py: the Rasa tracker store named in endpoints.yml (dialogue state, phone numbers for SMS).

def _trackers_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION")
    sub.required = True
    purge = sub.add_parser("purge", help="delete conversations whose latest message is older than the retention period")
    purge.add_argument("--older-than-hours", type=float, default=None,
                       help="retention period in hours (default: env TRACKER_RETENTION_HOURS, else 24)")


def _trackers_run(args: argparse.Namespace) -> int:
    """Exit status: 0 done; 2 bad input; 3 database error."""
    import os

    from bot import trackers
    from bot.complaints.errors import StorageError

    try:
        hours = args.older_than_hours
        if hours is None:
            hours = float(os.environ.get("TRACKER_RETENTION_HOURS") or trackers.DEFAULT_RETENTION_HOURS)
        n = trackers.purge(hours)
    except (ValueError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except StorageError as e:
        print(f"database error: {e}", file=sys.stderr)
        return 3
    print(f"deleted {n} conversation{'' if n == 1 else 's'} idle for more than {hours:g} hours from the tracker store")
    return 0


register(
    "trackers",
    "The Rasa tracker store (dialogue state): purge conversations past the retention period.",
    _trackers_arguments,
    _trackers_run,
)


if __name__ == "__main__":
    sys.exit(main())
