#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster, then remove it.
#
#   scripts/with_postgres.sh .venv/bin/python -m pytest -q tests/test_complaints_store.py
#
# Starts a cluster with this machine's initdb/pg_ctl (newest /usr/lib/postgresql/*/bin, else
# PATH; or set PGBIN) in a temporary folder, on a free port of 127.0.0.1 (trust auth, fsync
# off), creates the database complaints_test, exports
#   POSTGRES_TEST_URL=postgresql://postgres@127.0.0.1:<port>/complaints_test
# runs CMD and exits with CMD's status. The cluster is stopped and its folder deleted on exit,
# Ctrl-C or error (trap). Run as root, the server runs as the user `postgres` (PG_RUN_AS to
# change), since initdb refuses to run as root.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 CMD [ARGS...]" >&2; exit 2; }

PGBIN=${PGBIN:-}
if [ -z "$PGBIN" ]; then
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then PGBIN=$d; break; fi
  done
fi
if [ -z "$PGBIN" ] && command -v initdb >/dev/null 2>&1; then PGBIN=$(dirname "$(command -v initdb)"); fi
[ -n "$PGBIN" ] || { echo "with_postgres: no PostgreSQL binaries (initdb, pg_ctl) found; set PGBIN" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/with_postgres.XXXXXX")
AS=()
if [ "$(id -u)" = 0 ]; then
  RUN_AS=${PG_RUN_AS:-postgres}
  chown "$RUN_AS" "$TMP"
  AS=(runuser -u "$RUN_AS" --)
fi
as() { ${AS[@]+"${AS[@]}"} "$@"; }

started=0
cleanup() {
  if [ "$started" = 1 ]; then
    as "$PGBIN/pg_ctl" -D "$TMP/data" -m fast -w -t 30 stop >/dev/null 2>&1 \
      || as "$PGBIN/pg_ctl" -D "$TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

as "$PGBIN/initdb" -D "$TMP/data" -U postgres --auth=trust -E UTF8 --no-locale >"$TMP/initdb.log" 2>&1 \
  || { cat "$TMP/initdb.log" >&2; exit 1; }
started=1
as "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $TMP -F" start >/dev/null \
  || { cat "$TMP/server.log" >&2; exit 1; }
as "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres complaints_test

export POSTGRES_TEST_URL="postgresql://postgres@127.0.0.1:$PORT/complaints_test"
echo "with_postgres: $("$PGBIN/postgres" --version) on 127.0.0.1:$PORT; POSTGRES_TEST_URL is set" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
