#!/usr/bin/env bash
# Start the action server (5055), the Rasa server (5005, REST channel) and the web app (8000:
# residents' chat page and the staff pages, python -m web), or a terminal chat.
# Ctrl-C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
MODEL=models/ordinance.tar.gz
ACTION_PORT=${ACTION_PORT:-5055}
RASA_PORT=${RASA_PORT:-5005}
WEB_PORT=${WEB_PORT:-8000}
ENDPOINTS=endpoints.yml
if [ "$ACTION_PORT" != 5055 ]; then
  ENDPOINTS=$(mktemp --suffix=.yml)
  sed "s#http://localhost:5055/webhook#http://localhost:$ACTION_PORT/webhook#" endpoints.yml > "$ENDPOINTS"
fi
pids=()
stop() {
  trap - INT TERM EXIT
  echo; echo "Stopping..."
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "Stopped."
}
trap stop INT TERM EXIT

# Complaint database (DATABASE_URL, else var/complaints.db): apply the Alembic migrations.
$BIN/python -m bot complaints migrate

# Rasa's tracker store (endpoints.yml, var/trackers.db): drop conversations idle for more than
# TRACKER_RETENTION_HOURS (default 24) now and every hour while running (bot/trackers.py).
mkdir -p var
$BIN/python -m bot trackers purge || echo "warning: could not purge the tracker store (see above); starting anyway"
( trap 'kill $nap 2>/dev/null; exit 0' TERM
  while true; do sleep 3600 & nap=$!; wait $nap; $BIN/python -m bot trackers purge >/dev/null || true; done ) &
pids+=($!)

# The action server: rasa_sdk alone, without importing all of Rasa (about 80 MB less).
$BIN/python -m rasa_sdk --actions actions --port "$ACTION_PORT" &
pids+=($!)

if [ "${1:-}" = "shell" ]; then
  $BIN/python -m bot.channels.server shell --model "$MODEL" --endpoints "$ENDPOINTS"
  exit 0
fi

# No --enable-api: Rasa's HTTP API would expose every tracker (SMS phone numbers included) and
# model replacement to anyone who can reach the port. The channels (REST, SMS) do not need it.
# bot.channels.server is `rasa` with a speed fix applied first (see its docstring).
$BIN/python -m bot.channels.server run --model "$MODEL" --port "$RASA_PORT" \
  --credentials credentials.yml --endpoints "$ENDPOINTS" &
pids+=($!)

# The web app: chat page at /, staff pages at /staff (accounts: python -m bot staff add NAME).
$BIN/python -m web --port "$WEB_PORT" --rasa-url "http://localhost:$RASA_PORT" &
pids+=($!)

for _ in $(seq 1 120); do
  curl -fs "http://localhost:$RASA_PORT/" >/dev/null 2>&1 && curl -fs "http://localhost:$ACTION_PORT/health" >/dev/null 2>&1 \
    && curl -fs "http://localhost:$WEB_PORT/healthz" >/dev/null 2>&1 && break
  sleep 1
done
cat <<MSG

The animal-ordinance assistant is running.
  Web chat (residents):       http://localhost:$WEB_PORT/
  Front desk (staff login):   http://localhost:$WEB_PORT/staff   (create an account: .venv/bin/python -m bot staff add NAME)
  Rasa server (REST channel): POST http://localhost:$RASA_PORT/webhooks/rest/webhook
  SMS (Twilio, signed):       POST http://localhost:$RASA_PORT/webhooks/sms/webhook
  Action server:              http://localhost:$ACTION_PORT/webhook
Try:
  curl -s -XPOST localhost:$RASA_PORT/webhooks/rest/webhook -H 'Content-Type: application/json' \\
       -d '{"sender": "resident-1", "message": "How many chickens can I keep in the Village of Westfield?"}'
For a terminal chat, stop this and run: make shell
Press Ctrl-C to stop all three.
MSG
wait -n "${pids[@]}"
