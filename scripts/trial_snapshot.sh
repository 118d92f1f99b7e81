#!/usr/bin/env bash
# Serve a frozen snapshot of HEAD for a resident trial (bench/trial_prompt.md):
#   scripts/trial_snapshot.sh DIR RASA_PORT ACTION_PORT
# Copies `git archive HEAD` and the trained models/ordinance.tar.gz to DIR/snap-<commit>, migrates a
# throwaway SQLite complaint database there, and starts the action server and the Rasa server (REST)
# in the background with this checkout's venv; logs in the snapshot. Prints the snapshot path.
# The Rasa server takes about 75 s to answer. Stop both with: kill $(cat DIR/snap-<commit>/pids)
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=$1 RASA_PORT=$2 ACTION_PORT=$3
PY=$PWD/.venv/bin/python
SNAP=$DIR/snap-$(git rev-parse --short HEAD)
test -f models/ordinance.tar.gz || { echo "train first (make train)"; exit 1; }
mkdir -p "$SNAP/models"
git archive HEAD | tar -x -C "$SNAP"
cp models/ordinance.tar.gz "$SNAP/models/"
cd "$SNAP"
printf 'action_endpoint:\n  url: "http://localhost:%s/webhook"\n' "$ACTION_PORT" > trial_endpoints.yml
export DATABASE_URL=sqlite:///$SNAP/trial_complaints.db
"$PY" -m bot complaints migrate >/dev/null
nohup "$PY" -m rasa_sdk --actions actions --port "$ACTION_PORT" > actions.log 2>&1 &
echo $! > pids
nohup "$PY" -m bot.channels.server run --model models/ordinance.tar.gz --port "$RASA_PORT" \
  --credentials credentials.yml --endpoints trial_endpoints.yml --enable-api > rasa.log 2>&1 &
echo $! >> pids
echo "$SNAP"
