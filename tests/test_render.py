"""What the resident reads: outcome first, then steps, then sources grouped by code."""
from bot.decision import NEEDS_JUDGMENT
from bot.render import render
from bot.rules import decide


def test_westfield_sources_name_the_village_code_only():
    text = render(decide("chickens", {"municipality": "village_of_westfield"}))
    sources = [line for line in text.splitlines() if line.startswith("Sources:")]
    # the subsections in the code's order (trial 275: "§ 195-14C(3), § 195-14B(1)" read as out of order)
    assert sources == ["Sources: Village of Westfield Code § 195-14B(1), § 195-14B(2), § 195-14C(1), § 195-14C(2), "
                       "§ 195-14C(3), § 195-14C(4), § 195-14C(6), § 195-14C(9), § 195-14C(10), § 195-14E, "
                       "§ 195-14F, § 195-14G."]


def test_sources_keep_the_sections_first_cited_order_and_sort_within_each():
    """A bite answer leads with § 95-9, then § 95-5 and § 95-7: the sections stay in the order the answer cites them;
    the late-license answer's § 95-3A labels come in the code's order, § 95-2A and § 95-4 after them."""
    from bot.render import _in_section_order

    assert _in_section_order(["§ 95-9", "§ 95-5", "§ 95-7"]) == ["§ 95-9", "§ 95-5", "§ 95-7"]
    assert _in_section_order(["§ 95-3A(2)", "§ 95-3A(3)", "§ 95-3A(1)", "§ 95-3A(4)", "§ 95-2A", "§ 95-3A(5)", "§ 95-4"]) == [
        "§ 95-3A(1)", "§ 95-3A(2)", "§ 95-3A(3)", "§ 95-3A(4)", "§ 95-3A(5)", "§ 95-2A", "§ 95-4"]


def test_state_law_is_labelled_as_state_law():
    text = render(decide("dog_license", {"municipality": "village_of_westfield"}))
    assert "Sources: Wis. Stat. § 174.05 (Wisconsin state law)." in text
    assert "Village of Westfield Code" not in text.split("Sources:")[1]


def test_outcome_comes_first_and_judgment_is_flagged():
    d = decide("dog_license", {"municipality": "town_of_cedarburg", "dog_age_months": 24,
                               "acquired_on": "01-10", "licensed_on": "03-01"})
    text = render(d)
    assert text.startswith(d.outcome)
    # the outcome already says what the text leaves open and who decides: no generic judgment line under it (trial 100 r12)
    assert "the text does not say which one governs here: the Town Treasurer decides" in text
    assert "This needs human judgment" not in text


def test_a_judgment_the_outcome_does_not_explain_is_flagged():
    from bot.decision import Decision

    d = Decision(topic="barking", jurisdiction="town_of_cedarburg", status=NEEDS_JUDGMENT, outcome="It depends.")
    assert "This needs human judgment; the ordinance text alone does not settle it." in render(d)


def test_not_covered_has_no_sources():
    text = render(decide("chickens", {"municipality": "city_of_cedarburg"}))
    assert "Sources" not in text and "§" not in text


def test_section_text_shows_certain_labels_in_brackets():
    from bot import law
    from bot.render import display_text

    town = display_text(law.get("town_of_cedarburg:95-24"))
    assert "[(4)] The maximum number of hens per premises is six." in town
    assert "[(8)] Property owners shall be required" in town
    assert town.startswith("In any nonagricultural")  # the unlabelled opening paragraph
    village = display_text(law.get("village_of_westfield:195-14"))
    assert "[" not in village and "(1) Up to six chickens are allowed with a permit." in village
    assert "[A(5)] The owner shall securely attach the tag" in display_text(law.get("town_of_cedarburg:95-3"))


def test_a_settled_point_under_an_open_rule_says_only_the_rest_needs_judgment():
    """Trial 50 h11: "When does a barking dog count as a violation?" is settled by § 95-12 (two formal,
    written complaints within four weeks); whether the barking is "habitual" is not."""
    from bot.rules import decide

    d = decide("barking", {"municipality": "town_of_cedarburg", "point": "what_makes_violation"})
    assert d.status == "needs_human_judgment" and d.point_settled
    text = render(d)
    assert text.startswith("Two formal, written complaints filed with the Town within four weeks")
    # the rule's answer after the point says which word needs judgment, so neither general line is added
    assert "Whether barking is habitual the text does not define (that needs human judgment)" in text
    assert "The point you asked is settled" not in text
    assert "This needs human judgment; the ordinance text alone does not settle it." not in text
    quiet = decide("barking", {"municipality": "town_of_cedarburg", "point": "what_makes_violation"})
    quiet.outcome = quiet.outcome.split("\n")[0]  # a settled point whose answer names no open word keeps the line
    assert "The point you asked is settled by the text quoted first; the rest of this answer needs human judgment" in render(quiet)
    open_point = decide("barking", {"municipality": "town_of_cedarburg"})
    assert not open_point.point_settled and open_point.status == "needs_human_judgment"
    # the answer itself says what needs judgment ("Whether barking is habitual the text does not define (that needs
    # human judgment)"), so no general line under it says the text settles nothing (trials 63 and 64)
    assert "habitual the text does not define (that needs human judgment)" in render(open_point)
    assert "This needs human judgment; the ordinance text alone does not settle it." not in render(open_point)
    water = decide("animal_care", {"municipality": "town_of_cedarburg", "point": "water_daily"})
    assert "human judgment" in water.outcome and "the ordinance text alone does not settle it" not in render(water)


def test_a_statute_citation_sends_no_quote_only_a_summary():
    """The payload's ``quote`` is always verbatim ordinance text: Wis. Stat. § 174.02's citation on a property-damage
    answer sent our summary "Owner's liability for damage caused by dogs (state law)." as its quote (trial 63 r10)."""
    import re
    from pathlib import Path

    from bot.render import citations_payload

    seeds = " ".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].joinpath("bot", "law", "seeds").glob("*.txt"))
    payload = citations_payload(decide("property_damage", {"municipality": "town_of_cedarburg", "animal": "dog"}))
    statutes = [c for c in payload if c["kind"] == "statute"]
    assert [c["citation"] for c in statutes] == ["Wis. Stat. § 174.02"]
    assert statutes[0]["quote"] is None and statutes[0]["summary"].startswith("Owner's liability for damage caused by dogs")
    ordinance = [c for c in payload if c["kind"] == "ordinance"]
    assert ordinance and all(c["quote"] for c in ordinance)
    norm = lambda s: re.sub(r"\s+", " ", s)  # noqa: E731
    assert all(norm(c["quote"]) in norm(seeds) for c in ordinance)
