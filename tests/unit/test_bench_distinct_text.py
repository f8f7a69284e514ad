"""`memstream bench --text distinct`: user messages whose text does not repeat."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from memstream.eval.corpus_cases import Case, JudgedEvent, Turn
from memstream.eval.distinct_text import (
    TextPools,
    TextsExhausted,
    check_enough,
    corpus_pools,
    shuffled,
    texts_needed,
)
from memstream.eval.synthetic import SyntheticData, SyntheticSpec, generate
from memstream.schemas.events import MessagePosted

SPEC = SyntheticSpec(users=6, sessions=2, messages=3, seed=11, chinese_share=0.5)
POOLS = TextPools(
    en=tuple(f"I fixed bike number {n} today." for n in range(40)),
    zh=tuple(f"我今天修好了第{n}辆自行车。" for n in range(40)),
)


def case(lang: str, number: int, said: str, *turns: tuple[str, str]) -> Case:
    """A corpus case whose judged user message says `said` after the given turns."""
    return Case.model_validate(
        {
            "id": f"{lang}-x-{number}",
            "lang": lang,
            "kind": "negative",
            "category": "test",
            "context": [Turn(role=role, content=text) for role, text in turns],
            "event": JudgedEvent(type="message", content=said),
        }
    )


def user_texts(data: SyntheticData) -> list[str]:
    """The texts of the data set's user messages, in emit order."""
    return [
        event.payload.content
        for event in data.events
        if isinstance(event, MessagePosted) and event.payload.role == "user"
    ]


def test_pools_hold_each_user_text_once_under_its_language_and_skip_the_assistant() -> None:
    cases = [
        case("en", 1, "I moved to Leeds.", ("user", "Hi there."), ("assistant", "Hello!")),
        case("en", 2, "Hi there."),
        case("zh", 3, "我搬到了苏州。", ("user", "   ")),
        case("zh", 4, "我搬到了苏州。", ("assistant", "好的。")),
    ]
    pools = corpus_pools(cases)
    assert pools.en == ("Hi there.", "I moved to Leeds.")
    assert pools.zh == ("我搬到了苏州。",)


def test_a_feedback_case_gives_no_text() -> None:
    feedback = Case.model_validate(
        {
            "id": "en-x-5",
            "lang": "en",
            "kind": "negative",
            "category": "test",
            "event": JudgedEvent(type="feedback", comment="too long", rating="down"),
        }
    )
    assert corpus_pools([feedback]) == TextPools()


def test_shuffling_is_a_permutation_fixed_by_the_seed() -> None:
    first, again, other = shuffled(POOLS, 7), shuffled(POOLS, 7), shuffled(POOLS, 8)
    assert first == again and first != other
    assert sorted(first.en) == sorted(POOLS.en) and sorted(first.zh) == sorted(POOLS.zh)


def test_distinct_text_keeps_the_data_set_and_says_each_text_once() -> None:
    synthetic = generate(SPEC)
    distinct = generate(SPEC.model_copy(update={"text": "distinct"}), POOLS)
    assert [e.id for e in distinct.events] == [e.id for e in synthetic.events]
    assert [e.time for e in distinct.events] == [e.time for e in synthetic.events]
    texts = user_texts(distinct)
    assert len(texts) == 6 * 2 * 3 and len(set(texts)) == len(texts)
    assert set(texts) <= set(POOLS.en) | set(POOLS.zh)
    assert len(set(user_texts(synthetic))) < len(texts)


def test_each_user_keeps_their_language() -> None:
    synthetic = generate(SPEC)
    distinct = generate(SPEC.model_copy(update={"text": "distinct"}), POOLS)
    for before, after in zip(synthetic.events, distinct.events, strict=True):
        if isinstance(before, MessagePosted) and before.payload.role == "user":
            assert isinstance(after, MessagePosted)
            chinese = after.payload.content in POOLS.zh
            assert chinese == any("\u4e00" <= c <= "\u9fff" for c in before.payload.content)


def test_assistant_replies_and_probe_questions_stay_and_probes_expect_nothing() -> None:
    synthetic = generate(SPEC)
    distinct = generate(SPEC.model_copy(update={"text": "distinct"}), POOLS)
    for before, after in zip(synthetic.events, distinct.events, strict=True):
        if not isinstance(before, MessagePosted) or before.payload.role != "user":
            assert after == before
    assert [p.query for p in distinct.probes] == [p.query for p in synthetic.probes]
    assert {p.expect for p in distinct.probes} == {""}


def test_distinct_text_is_deterministic_and_the_seed_changes_the_deal() -> None:
    spec = SPEC.model_copy(update={"text": "distinct"})
    data = generate(spec, POOLS)
    assert data.model_dump_json() == generate(spec, POOLS).model_dump_json()
    other = generate(spec.model_copy(update={"seed": 12}), POOLS)
    assert user_texts(other) != user_texts(data)


def test_a_run_larger_than_a_pool_is_refused_not_repeated() -> None:
    small = TextPools(en=("One.", "Two."), zh=("一。", "二。"))
    with pytest.raises(TextsExhausted, match="user messages in"):
        generate(SPEC.model_copy(update={"text": "distinct"}), small)


def test_needs_are_counted_per_language_of_the_posting_user() -> None:
    data = generate(SPEC)
    languages = {
        e.scope.user: "zh" if "好的" in e.payload.content else "en"
        for e in data.events
        if isinstance(e, MessagePosted) and e.payload.role == "assistant"
    }
    needed = texts_needed(data.events, languages)
    assert sum(needed.values()) == 6 * 2 * 3
    assert needed["zh"] == 2 * 3 * sum(1 for lang in languages.values() if lang == "zh")
    check_enough(needed, POOLS)
    with pytest.raises(TextsExhausted, match="zh"):
        check_enough({"en": 0, "zh": 41}, POOLS)


def test_the_bench_refuses_an_unknown_text_mode() -> None:
    from memstream.cli.main import app

    result = CliRunner().invoke(app, ["bench", "--text", "lorem"])
    assert result.exit_code != 0 and "synthetic, distinct" in result.output
