"""Staff command line: ``python -m bot complaints <action> ...``.

    python -m bot complaints migrate
    python -m bot complaints list [--address TEXT] [--since WHEN] [--status received|formal|closed]
                                  [--municipality town_of_cedarburg|village_of_westfield]
    python -m bot complaints show AC-2026-00042
    python -m bot complaints mark-formal AC-2026-00042      # staff confirm a formal, written complaint
    python -m bot complaints close AC-2026-00042
    python -m bot complaints threshold "W63N100 Example Rd"
    python -m bot complaints export --format open311|csv [-o FILE] [filters] [--include-personal]

``WHEN`` is a date (``2026-03-01``, local midnight), a date and time (``2026-03-01T09:30``,
local time unless it has an offset) or a span back from now (``28d``, ``4w``, ``12h``).
Every action takes ``--database-url`` (default: DATABASE_URL, else var/complaints.db).

Exit status: 0 done; 1 no such complaint or change not allowed; 2 usage error; 3 database
error. Only ``argparse`` is imported at module level (the parser is built for every
``python -m bot`` command); the store is imported when an action runs.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Optional, TextIO

if TYPE_CHECKING:  # pragma: no cover
    from .store import ComplaintStore

STATUSES = ("received", "formal", "closed")
MUNICIPALITY_KEYS = ("town_of_cedarburg", "village_of_westfield")


def parse_when(value: str, now: Optional[datetime] = None) -> datetime:
    """``--since`` values to an aware UTC datetime (see module doc). Raises
    ``argparse.ArgumentTypeError`` for anything else."""
    from .timeutil import LOCAL_TZ, to_utc, utcnow

    v = value.strip()
    m = re.fullmatch(r"(\d+)\s*([dwh])", v, re.I)
    if m:
        n, unit = int(m.group(1)), m.group(2).lower()
        delta = {"d": timedelta(days=n), "w": timedelta(weeks=n), "h": timedelta(hours=n)}[unit]
        return (now or utcnow()) - delta
    try:
        dt = datetime.fromisoformat(v)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date, date-time or span like 28d: {value!r}") from None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=LOCAL_TZ)
    return to_utc(dt)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Sub-commands of ``python -m bot complaints``."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--database-url", help="SQLAlchemy URL (default: env DATABASE_URL, else var/complaints.db)")

    filters = argparse.ArgumentParser(add_help=False)
    filters.add_argument("--address", help="only this address (normalised before matching)")
    filters.add_argument("--since", type=parse_when, help="filed at or after: 2026-03-01, 2026-03-01T09:30 or 28d / 4w")
    filters.add_argument("--status", choices=STATUSES)
    filters.add_argument("--municipality", "-m", choices=MUNICIPALITY_KEYS)

    sub = p.add_subparsers(dest="action", metavar="ACTION")
    sub.required = True
    sub.add_parser("migrate", parents=[common], help="apply the database migrations (alembic upgrade head)")
    sub.add_parser("list", parents=[common, filters], help="list complaints with the § 95-12 flag")
    for name, text in (
        ("show", "show one complaint"),
        ("mark-formal", "confirm a complaint as a formal, written complaint (§ 95-12 counts these)"),
        ("close", "close a complaint (it stops counting)"),
    ):
        sp = sub.add_parser(name, parents=[common], help=text)
        sp.add_argument("reference", help="e.g. AC-2026-00042")
    th = sub.add_parser("threshold", parents=[common], help="where an address stands against § 95-12 (Town of Cedarburg)")
    th.add_argument("address", nargs="+")
    ex = sub.add_parser("export", parents=[common, filters], help="export as Open311 GeoReport v2 JSON or CSV")
    ex.add_argument("--format", "-f", choices=("open311", "csv"), required=True)
    ex.add_argument("--output", "-o", help="file to write (default: standard output)")
    ex.add_argument("--include-personal", action="store_true", help="CSV only: add complainant name and phone")


def run(args: argparse.Namespace, out: TextIO = None) -> int:
    """Run the action in ``args``; returns the exit status (see module doc)."""
    from .errors import ComplaintNotFound, InvalidTransition, StorageError

    out = out or sys.stdout
    try:
        from .store import ComplaintStore

        store = ComplaintStore(args.database_url)
        try:
            return _ACTIONS[args.action](store, args, out)
        finally:
            store.dispose()
    except (ComplaintNotFound, InvalidTransition) as e:
        print(f"error: {e.args[0] if e.args else e}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except StorageError as e:
        print(f"database error: {e}", file=sys.stderr)
        return 3


def _local(dt: Optional[datetime]) -> str:
    from .timeutil import LOCAL_TZ

    return dt.astimezone(LOCAL_TZ).strftime("%Y-%m-%d %H:%M") if dt else "-"


def _migrate(store: "ComplaintStore", args, out) -> int:
    rev = store.migrate()
    from .db import safe_url

    print(f"complaint database {safe_url(store.url)} is at revision {rev}", file=out)
    return 0


def _list(store: "ComplaintStore", args, out) -> int:
    from .store import THRESHOLD_MUNICIPALITY

    complaints = store.list(address=args.address, since=args.since, status=args.status, municipality=args.municipality)
    if not complaints:
        print("No complaints match.", file=out)
        return 0
    thresholds = {}
    for c in complaints:
        if c.municipality == THRESHOLD_MUNICIPALITY and c.address_normalized not in thresholds:
            thresholds[c.address_normalized] = store.threshold(c.address_normalized)
    rows = [("REFERENCE", "RECEIVED (local)", "STATUS", "CHANNEL", "MUNICIPALITY", "ANIMAL", "ADDRESS", "§ 95-12")]
    for c in complaints:
        t = thresholds.get(c.address_normalized) if c.municipality == THRESHOLD_MUNICIPALITY else None
        flag = "n/a" if t is None else ("MET" if t.met else "-")
        rows.append((c.reference, _local(c.created_at), c.status, c.channel, c.municipality_name, c.animal,
                     c.address_normalized, flag))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip(), file=out)
    if thresholds:
        print("\n§ 95-12 (Town of Cedarburg): two formal, written complaints filed within a four-week period (28 days).",
              file=out)
        for address, t in thresholds.items():
            print(f"  {address}: {t.summary()}", file=out)
    if any(c.municipality != THRESHOLD_MUNICIPALITY for c in complaints):
        print("\nVillage of Westfield: ch. 195 sets no complaint count; whether an animal disturbs the peace is a judgment.",
              file=out)
    return 0


def _show(store: "ComplaintStore", args, out) -> int:
    from .errors import ComplaintNotFound
    from .store import THRESHOLD_MUNICIPALITY

    c = store.get(args.reference)
    if c is None:
        raise ComplaintNotFound(f"no complaint {args.reference.strip().upper()}")
    fields = [
        ("Reference", c.reference),
        ("Municipality", c.municipality_name),
        ("Status", c.status),
        ("Channel", c.channel),
        ("Received", _local(c.created_at)),
        ("Updated", _local(c.updated_at)),
        ("Formal since", _local(c.formal_at) if c.formal_at else "-"),
        ("Closed", _local(c.closed_at) if c.closed_at else "-"),
        ("Animal", c.animal),
        ("Address", c.address_normalized),
        ("As written", c.address_raw),
        ("ZIP code", c.zipcode or "-"),
        ("Going on for", c.duration or "-"),
        ("Details", c.details or "-"),
        ("Complainant", c.complainant_name or "-"),
        ("Phone", c.complainant_phone or "-"),
    ]
    for k, v in fields:
        print(f"{k + ':':14} {v}", file=out)
    if c.municipality == THRESHOLD_MUNICIPALITY:
        print(f"{'Count:':14} {store.threshold(c.address_normalized).summary()}", file=out)
    else:
        print(f"{'Count:':14} ch. 195 sets no complaint count (a judgment for the Village).", file=out)
    return 0


def _mark_formal(store: "ComplaintStore", args, out) -> int:
    from .store import THRESHOLD_MUNICIPALITY

    c = store.mark_formal(args.reference)
    print(f"{c.reference} is now formal (a formal, written complaint).", file=out)
    if c.municipality == THRESHOLD_MUNICIPALITY:
        print(f"{c.address_normalized}: {store.threshold(c.address_normalized).summary()}", file=out)
    return 0


def _close(store: "ComplaintStore", args, out) -> int:
    c = store.close(args.reference)
    print(f"{c.reference} is closed.", file=out)
    return 0


def _threshold(store: "ComplaintStore", args, out) -> int:
    t = store.threshold(" ".join(args.address))
    print(f"{t.address} (Town of Cedarburg): {t.summary()}", file=out)
    if t.received_references:
        print(f"  received: {', '.join(t.received_references)}", file=out)
    return 0


def _export(store: "ComplaintStore", args, out) -> int:
    kw = dict(address=args.address, since=args.since, status=args.status, municipality=args.municipality)
    if args.format == "open311":
        if args.include_personal:
            print("note: --include-personal applies to CSV only; Open311 carries no complainant data", file=sys.stderr)
        text = json.dumps(store.export_open311(**kw), indent=2, ensure_ascii=False) + "\n"
    else:
        text = store.export_csv(include_personal=args.include_personal, **kw)
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        out.write(text)
    return 0


_ACTIONS = {
    "migrate": _migrate,
    "list": _list,
    "show": _show,
    "mark-formal": _mark_formal,
    "close": _close,
    "threshold": _threshold,
    "export": _export,
}
