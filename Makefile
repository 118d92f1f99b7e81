# The animal-ordinance assistant. `make run` runs it; `make test` passes the tests.
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
# Rasa 3.6.21 needs Python 3.8-3.10: take python3.10 from PATH or from pyenv.
PYTHON310 ?= $(shell for p in python3.10 $$HOME/.pyenv/versions/3.10*/bin/python3.10 /usr/bin/python3.10; do \
	$$p -c 'import sys; assert sys.version_info[:2] == (3, 10)' >/dev/null 2>&1 && { command -v $$p || echo $$p; } && break; done)
MODEL := models/ordinance.tar.gz
TRAIN_INPUTS := config.yml domain.yml $(wildcard data/*.yml)
export RASA_TELEMETRY_ENABLED := false
export SQLALCHEMY_SILENCE_UBER_WARNING := 1
export TF_CPP_MIN_LOG_LEVEL := 2
# make test's regression floors on tests/nlu_holdout.yml (measured 0.905 / 0.965 on 2026-11-30;
# the issue's target is 0.97 / 0.90; retraining moves intent F1 by about +-0.02).
NLU_INTENT_F1_FLOOR ?= 0.85
NLU_ENTITY_F1_FLOOR ?= 0.90

.PHONY: setup train validate test test-unit test-stories test-e2e run shell lock law clean eval bench trials

setup: $(VENV)/.installed

$(VENV)/.installed: requirements.txt constraints.txt pyproject.toml
	@test -n "$(PYTHON310)" || { echo "python3.10 not found (Rasa 3.6 needs Python 3.8-3.10)"; exit 1; }
	$(PYTHON310) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade "pip<24.1"
	$(BIN)/pip install --quiet -r requirements.txt -c constraints.txt
	$(BIN)/pip install --quiet --no-deps --no-build-isolation -e .
	touch $@

# Retrains only when the config, domain or training data changed.
$(MODEL): $(VENV)/.installed $(TRAIN_INPUTS)
	$(BIN)/rasa train --fixed-model-name ordinance --out models --num-threads 2
	touch $@

train: $(MODEL)

validate: setup
	$(BIN)/rasa data validate --fail-on-warnings

# Debian's Chromium for the browser tests (tests/test_browser.py; Playwright never downloads one).
.PHONY: browser-deps
browser-deps:
	command -v chromium || (apt-get update && apt-get install -y chromium)

# The repository tests also run against a throwaway PostgreSQL cluster when its binaries exist.
test: validate train browser-deps
	@if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null; then \
		scripts/with_postgres.sh $(BIN)/python -m pytest -q; \
	else \
		echo "PostgreSQL binaries not found: running the tests on SQLite only"; $(BIN)/python -m pytest -q; \
	fi
	$(BIN)/rasa test core --model $(MODEL) --stories tests/ --fail-on-prediction-errors --out results/core
	$(BIN)/python scripts/eval.py --skip cv --skip spacy --skip core --skip answers --out results/ci-eval \
		--fail-under-intent-f1 $(NLU_INTENT_F1_FLOOR) --fail-under-entity-f1 $(NLU_ENTITY_F1_FLOOR)

test-unit: setup
	$(BIN)/python -m pytest -q -m "not e2e"

run: train
	scripts/run.sh

shell: train
	scripts/run.sh shell

# Rebuild the law data files from bot/law/seeds/.
law: setup
	$(BIN)/python -m bot.law.build

lock: setup
	$(BIN)/pip freeze --exclude-editable | grep -v '^pkg.resources' > constraints.txt

clean:
	rm -rf $(VENV) models/*.tar.gz results .pytest_cache

# Understanding: held-out NLU test, 5-fold cross-validation (reused while config and data are
# unchanged; EVAL_ARGS=--fresh-cv to redo it), spaCy entities, test stories, acceptance answers.
eval: train
	$(BIN)/python scripts/eval.py $(EVAL_ARGS)

# Replay the resident-trial questions (bench/resident_trials.jsonl) and print the routing figures.
trials: train
	$(BIN)/python scripts/trials.py $(TRIALS_ARGS)

# Speed, memory and training time beside a bare `rasa init` moodbot; writes bench/results.json.
bench: train
	$(BIN)/python scripts/bench.py $(BENCH_ARGS)
