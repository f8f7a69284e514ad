from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.query_api.recall.budget import fill_budget
from memstream.query_api.recall.excerpt import core_of, core_turns, matched_turns, query_forms
from memstream.query_api.recall.query import query_terms, understand
from memstream.query_api.recall.render import frame_tokens
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import Scored, Section
from memstream.schemas.memory import MemoryType, Provenance
from tests.unit.test_recall_score import make_memory

FRAME = frame_tokens("markdown")
"""The packet's own frame (its preamble): the budgets below are what the items may use."""

PAST = route("what did Ann do last week?", False)


def chunk(content: str, session: str = "s1", number: int = 1) -> Scored:
    lines = content.splitlines()
    memory = make_memory(
        content,
        MemoryType.EPISODE,
        key=f"session:{session}:chunk:{number}",
        attributes={"kind": "chunk", "session": session},
        provenance=Provenance(
            event_ids=[f"e{number}-{i}" for i in range(len(lines))],
            external_ids=[f"D{number}:{i}" for i in range(len(lines))],
            matcher="episodes",
            matcher_version="3",
        ),
    )
    return Scored(memory, "episodes", 0.8, {"relevance": 0.5}, ())


def forms(question: str) -> frozenset[str]:
    return query_forms(query_terms(question))


ENGLISH = "Ann: How was the weekend?\nBob: We went hiking near the lake.\nAnn: Sounds lovely!"
CHINESE = "小红：周末过得怎么样？\n小明：我们去杭州爬山了。\n小红：真不错！"


def test_the_turns_a_question_matches_are_found_by_any_word_form() -> None:
    assert matched_turns(chunk(ENGLISH).memory, forms("Where did Bob hike?")) == (
        False,
        True,
        False,
    )


def test_a_speakers_label_is_not_a_match() -> None:
    assert matched_turns(chunk(ENGLISH).memory, forms("What did Ann say?")) == (
        False,
        False,
        False,
    )


def test_chinese_turns_are_matched_by_their_words() -> None:
    assert matched_turns(chunk(CHINESE).memory, forms("小明去哪里爬山了？")) == (
        False,
        True,
        False,
    )


def test_the_core_cites_only_its_turns() -> None:
    core = core_of(chunk(ENGLISH).memory, forms("Where did Bob go hiking?"))
    assert core is not None
    assert core.content == "Bob: We went hiking near the lake."
    assert core.provenance.external_ids == ["D1:1"]
    assert core.provenance.event_ids == ["e1-1"]


def test_no_core_when_nothing_or_everything_matches() -> None:
    assert core_of(chunk(ENGLISH).memory, forms("What about the budget?")) is None
    whole = chunk("Ann: I love hiking.\nBob: Hiking is great.")
    assert core_of(whole.memory, forms("hiking")) is None
    fact = make_memory("Bob went hiking", MemoryType.FACT)
    assert core_of(fact, forms("hiking")) is None


def _shown(rest: float, budget: int, question: str, items: list[Scored]) -> str:
    packet = fill_budget(
        {"episodes": items}, PAST, "markdown", FRAME + budget, (forms(question), rest)
    )
    return packet.text


def test_a_small_budget_shows_the_matched_turns_of_more_excerpts() -> None:
    first = chunk(ENGLISH)
    second = chunk(
        "Cat: Any plans?\nDan: Tomorrow I go hiking in the Alps.\nCat: Bring boots.", "s2", 2
    )
    question = "Who went hiking?"
    whole = _shown(1.0, 50, question, [first, second])
    assert "near the lake" in whole and "Alps" not in whole
    cut = _shown(0.5, 50, question, [first, second])
    assert "near the lake" in cut and "Alps" in cut
    assert "How was the weekend" not in cut


def test_a_large_budget_grows_the_cores_back_to_whole_excerpts() -> None:
    items = [chunk(ENGLISH), chunk(CHINESE, "s2", 2)]
    text = _shown(0.5, 2000, "Who went hiking? 谁去爬山了？", items)
    for line in [*ENGLISH.splitlines(), *CHINESE.splitlines()]:
        assert line in text


def test_chinese_cores_fill_a_small_budget() -> None:
    first = chunk(CHINESE)
    second = chunk("小李：最近忙吗？\n小王：上周我去黄山爬山了。\n小李：好羡慕。", "s2", 2)
    cut = _shown(0.5, 50, "谁去爬山了？", [first, second])
    assert "杭州爬山" in cut and "黄山爬山" in cut
    assert "好羡慕" not in cut


def test_a_cut_excerpt_says_so_and_a_grown_one_does_not() -> None:
    first = chunk(ENGLISH)
    second = chunk(
        "Cat: Any plans?\nDan: Tomorrow I go hiking in the Alps.\nCat: Bring boots.", "s2", 2
    )
    units = (forms("Who went hiking?"), 0.5)
    small = fill_budget({"episodes": [first, second]}, PAST, "markdown", FRAME + 50, units)
    cut = [p.item for p in small.sections["episodes"] if "How was" not in p.item.memory.content]
    assert cut and cut[0].reasons == ("cut to the 1 of 3 turns the question matches",)
    large = fill_budget({"episodes": [first, second]}, PAST, "markdown", 2000, units)
    assert [p.item.reasons for p in large.sections["episodes"]] == [(), ()]
    assert [p.item.score for p in large.sections["episodes"]] == [0.8, 0.8]


def _fact(content: str, event: str, dates: list[str]) -> Scored:
    memory = make_memory(
        content,
        MemoryType.FACT,
        attributes={"dates": dates},
        provenance=Provenance(event_ids=[event], matcher="facts", matcher_version="1"),
    )
    return Scored(memory, "facts", 0.9, {"relevance": 0.6}, ())


def test_a_fact_learned_from_a_shown_turn_is_that_turn_with_its_dates() -> None:
    excerpt = chunk(ENGLISH)
    fact = _fact("I went hiking near the lake on 2026-02-21", "e1-1", ["2026-02-21"])
    ranked: dict[Section, list[Scored]] = {"facts": [fact], "episodes": [excerpt]}
    packet = fill_budget(ranked, PAST, "markdown", 2000, (forms("When?"), 1.0), True)
    assert packet.sections["facts"] == []
    assert "Bob: We went hiking near the lake. (21 February 2026)" in packet.text
    assert packet.text.count("near the lake") == 1
    (placed,) = packet.sections["episodes"]
    assert placed.item.memory.provenance.event_ids == ["e1-0", "e1-1", "e1-2"]


def test_a_small_budget_shows_only_the_facts_turn() -> None:
    fact = _fact("我们去杭州爬山了", "e1-1", ["2026-02-21"])
    ranked: dict[Section, list[Scored]] = {"facts": [fact], "episodes": [chunk(CHINESE)]}
    packet = fill_budget(ranked, PAST, "markdown", FRAME + 40, (forms("什么时候？"), 1.0), True)
    assert "小明：我们去杭州爬山了。 (2026年2月21日)" in packet.text
    assert "周末过得怎么样" not in packet.text
    (placed,) = packet.sections["episodes"]
    assert placed.item.reasons[-1] == "shown as the turn it was learned from"


def test_a_fact_stays_a_fact_when_its_turn_is_no_candidate_or_the_question_is_general() -> None:
    fact = _fact("I went hiking near the lake", "elsewhere", [])
    packet = fill_budget(
        {"facts": [fact], "episodes": [chunk(ENGLISH)]}, PAST, "markdown", 2000, particular=True
    )
    assert [p.item.memory.id for p in packet.sections["facts"]] == [fact.memory.id]
    mine = _fact("I went hiking near the lake", "e1-1", [])
    general = fill_budget({"facts": [mine], "episodes": [chunk(ENGLISH)]}, PAST, "markdown", 2000)
    assert [p.item.memory.id for p in general.sections["facts"]] == [mine.memory.id]


@pytest.mark.parametrize(
    ("content", "turn", "note"),
    [
        (ENGLISH, "Bob: We went hiking near the lake.", " (21 February 2026)"),
        (CHINESE, "小明：我们去杭州爬山了。", " (2026年2月21日)"),
    ],
)
def test_a_facts_turn_is_not_dated_again_with_its_excerpts_date(
    content: str, turn: str, note: str
) -> None:
    def shown(day: str) -> str:
        fact = _fact(turn, "e1-1", [day])
        ranked: dict[Section, list[Scored]] = {"facts": [fact], "episodes": [chunk(content)]}
        packet = fill_budget(ranked, PAST, "markdown", 2000, (forms("When?"), 1.0), True)
        return next(line for line in packet.text.splitlines() if turn in line).strip()

    # The excerpt's head gives its session's day (28 February 2026): not noted again.
    assert shown("2026-02-28") == turn
    assert shown("2026-02-21") == turn + note


def _names(question: str) -> frozenset[str]:
    return frozenset(understand(question, datetime(2026, 3, 1, tzinfo=UTC)).entities)


def _core(content: str, question: str) -> tuple[bool, ...]:
    terms = understand(question, datetime(2026, 3, 1, tzinfo=UTC)).terms
    return core_turns(chunk(content).memory, query_forms(terms), _names(question))


ADDRESSED = (
    "Mel: Thanks, Caro! I signed up for a pottery class.\n"
    "Caro: Wow, Mel, that's great! Painting relaxes me.\n"
    "Mel: Painting with the kids is fun too."
)
ADDRESSED_ZH = (
    "小明：小红，谢谢！我报了一个陶艺班。\n小红：小明，真棒！我喜欢画画。\n"
    "小明：我也喜欢和孩子们一起画画。"
)


@pytest.mark.parametrize(
    ("content", "question"),
    [(ADDRESSED, "What does Mel like?"), (ADDRESSED_ZH, "小明有什么消息？")],
)
def test_a_speakers_name_in_the_question_says_whose_turns_not_which(
    content: str, question: str
) -> None:
    # Only the other speaker says the name (addressing them): the named speaker's own
    # turns are the core.
    assert _core(content, question) == (True, False, True)


@pytest.mark.parametrize(
    ("content", "question"),
    [(ADDRESSED, "What does Mel think of painting?"), (ADDRESSED_ZH, "小明觉得画画怎么样？")],
)
def test_the_named_speakers_matched_turns_come_before_the_others(
    content: str, question: str
) -> None:
    assert _core(content, question) == (False, False, True)


@pytest.mark.parametrize(
    ("content", "question"),
    [(ADDRESSED, "What does Caro say about Mel's painting?"), (ADDRESSED_ZH, "小红说了什么？")],
)
def test_a_matched_turn_of_another_speaker_stays_when_the_named_one_has_none(
    content: str, question: str
) -> None:
    names = _names(question)
    assert names, "the question names someone"
    core = _core(content, question)
    assert core[1] is True


def test_a_name_that_labels_no_turn_still_matches_as_a_word() -> None:
    content = "Ann: Have you been to Paris?\nBob: Not yet.\nAnn: I loved it."
    assert _core(content, "Who has been to Paris?") == (True, True, False)
    chinese = "小红：你去过杭州吗？\n小明：还没有。\n小红：我很喜欢那里。"
    assert _core(chinese, "谁去过杭州？") == (True, True, False)


def test_a_chunk_that_only_the_name_matches_is_cut_to_that_speakers_turns() -> None:
    core = core_of(chunk(ADDRESSED).memory, forms("What about Mel?"), _names("What about Mel?"))
    assert core is not None
    assert core.content.splitlines() == [ADDRESSED.splitlines()[0], ADDRESSED.splitlines()[2]]
    assert core_of(chunk(ADDRESSED).memory, frozenset(), frozenset()) is None


def test_a_small_budget_shows_the_named_speakers_turns() -> None:
    question = "What does Mel like?"
    ranked: dict[Section, list[Scored]] = {"episodes": [chunk(ADDRESSED)]}
    cores = (forms(question), 0.5)
    small = fill_budget(ranked, PAST, "markdown", FRAME + 55, cores, names=_names(question))
    assert "pottery class" in small.text and "Painting relaxes me" not in small.text
    unnamed = fill_budget(ranked, PAST, "markdown", FRAME + 55, cores)
    assert "Painting relaxes me" in unnamed.text


def test_a_speaker_labelled_by_a_full_name_is_named_by_the_first() -> None:
    content = (
        "Mel Brooks: Thanks, Caro! I signed up for a pottery class.\n"
        "Caro: Wow, Mel, that's great!\n"
        "Mel Brooks: It is relaxing."
    )
    assert _core(content, "What does Mel do?") == (True, False, True)


@pytest.mark.parametrize(
    ("content", "question", "reason"),
    [
        (ADDRESSED, "What about Mel?", "cut to the 2 of 3 turns Mel says"),
        (ADDRESSED_ZH, "小明有什么消息？", "cut to the 2 of 3 turns 小明 says"),
        (
            ADDRESSED,
            "What does Mel think of painting?",
            "cut to the 1 of 3 turns the question matches",
        ),
    ],
)
def test_a_cut_excerpt_says_whose_turns_it_shows_or_that_they_match(
    content: str, question: str, reason: str
) -> None:
    ranked: dict[Section, list[Scored]] = {"episodes": [chunk(content)]}
    cores = (forms(question), 0.5)
    small = fill_budget(ranked, PAST, "markdown", FRAME + 55, cores, names=_names(question))
    reasons = [r for p in small.sections["episodes"] for r in p.item.reasons if r.startswith("cut")]
    assert reasons == [reason]
