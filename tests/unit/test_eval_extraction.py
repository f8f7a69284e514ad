"""The extraction scorer: slots of memories, lenient value matching, case scores, splits."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.eval.corpus_cases import Case, Expectation
from memstream.eval.extraction import evaluate, run_case, source_of, split_report
from memstream.eval.slot_scoring import (
    UNSLOTTED,
    Learned,
    group_of,
    learned_from,
    score_case,
    subjects_match,
    values_match,
)
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.text import has_cjk

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def memory(key: str, value: str, type: MemoryType = MemoryType.PROFILE, **attrs: Any) -> Memory:
    return Memory(
        id=f"m-{key}-{value}",
        version=1,
        scope=Scope(tenant="t", user="u"),
        type=type,
        key=key,
        value=value,
        content=value,
        attributes=attrs,
        confidence=0.8,
        status=MemoryStatus.ACTIVE,
        provenance=Provenance(event_ids=["e"], matcher="m", matcher_version="1", explicit=True),
        first_seen=T0,
        last_seen=T0,
        valid_from=T0,
    )


def learned(slot: str, value: str, *, id: str = "x", version: int = 1, **kw: Any) -> Learned:
    return Learned(id, version, kw.get("active", True), kw.get("subject", "user"), slot, value)


def case(content: str, *expect: dict[str, Any], kind: str = "positive", number: int = 1) -> Case:
    return Case.model_validate(
        {
            "id": f"en-x-{number:04d}",
            "lang": "en",
            "kind": kind,
            "category": "identity" if kind == "positive" else "question",
            "event": {"type": "message", "role": "user", "content": content},
            "expect": list(expect),
        }
    )


def test_values_match_ignores_case_punctuation_and_articles() -> None:
    assert values_match("Foster + Partners", "foster + partners")
    assert values_match("red wine", "a glass of red wine")  # two of four words: half
    assert values_match("Cork", "near Cork")
    assert values_match("产品设计", "做产品设计")
    assert values_match("杭州", "杭州市")
    assert values_match("smoke half a pack a day", "smoke about half a pack a day")
    assert values_match("每周三游泳", "每周三下班都去游泳")


def test_values_match_is_not_loose() -> None:
    assert not values_match("run every morning", "run")  # a third of the words
    assert not values_match("Berlin", "Munich")
    assert not values_match("Java", "JavaScript")  # whole words only
    assert not values_match("北京", "南京")
    assert not values_match("pecans", "walnuts")
    assert not values_match("", "anything")


def test_people_values_match_by_name_else_by_kind() -> None:
    expected = Expectation(slot="relation", value="son: Leo")
    assert score_case(case("x", expected.model_dump()), [], [learned("relation", "son: Leo")]).hits
    mum = Expectation(slot="relation", value="mum")
    assert score_case(case("x", mum.model_dump()), [], [learned("relation", "mother")]).hits
    dog = Expectation(slot="pet", value="狗: 旺财")
    assert score_case(case("x", dog.model_dump()), [], [learned("pet", "狗狗: 旺财")]).hits
    assert not score_case(case("x", dog.model_dump()), [], [learned("pet", "狗: 小白")]).hits


def test_subjects_match_the_user_only_with_the_user() -> None:
    assert subjects_match("user", "user")
    assert not subjects_match("user", "wife")
    assert subjects_match("friend:Sam", "friend:Sam")
    assert subjects_match("老婆:陈静", "wife:陈静")  # the name decides
    assert subjects_match("boss", "boss")
    assert not subjects_match("friend:Sam", "friend:Lena")


def test_memories_map_onto_slots_by_key() -> None:
    assert learned_from(memory("profile.location", "Berlin")).slot == "home_location"  # type: ignore[union-attr]
    dog = learned_from(memory("profile.relations.dog", "Rex"))
    assert dog is not None and (dog.slot, dog.value) == ("pet", "dog: Rex")
    like = learned_from(memory("pref:red wine", "like", MemoryType.PREFERENCE))
    assert like is not None and (like.slot, like.value) == ("like", "red wine")
    allergy = learned_from(memory("fact:allergy", "花生", MemoryType.FACT))
    assert allergy is not None and allergy.slot == "allergy"
    other = learned_from(memory("fact:age", "34", MemoryType.FACT))
    assert other is not None and other.slot == UNSLOTTED
    assert learned_from(memory("profile.narrative", "The user ...")) is None


def test_group_of_slots() -> None:
    assert group_of("pref.theme") == "preference"
    assert group_of("pet") == "people"
    assert group_of("plan") == "plans"


def test_add_found_and_false_memory_counted() -> None:
    scored = score_case(
        case("I'm Tom, in Zurich", {"slot": "name", "value": "Tom"}),
        [],
        [learned("name", "Tom", id="a"), learned("role", "Zurich", id="b")],
    )
    assert [e.slot for e in scored.hits] == ["name"]
    assert [m.slot for m in scored.false] == ["role"]


def test_supersede_needs_the_old_value_gone() -> None:
    expected = {"slot": "home_location", "value": "Lisbon", "action": "supersede", "old": "Berlin"}
    old = learned("home_location", "Berlin", id="loc")
    new = learned("home_location", "Lisbon", id="loc", version=2)
    done = score_case(case("moved", expected), [old], [new])
    assert done.hits and done.updates[0][1]
    both = score_case(case("moved", expected), [old], [old, learned("x", "y", id="z")])
    assert both.misses and not both.updates[0][1]


def test_negate_needs_the_old_value_learned_then_ended() -> None:
    expected = {"slot": "like", "value": "red wine", "action": "negate", "old": "red wine"}
    wine = learned("like", "red wine", id="w")
    ended = score_case(case("no alcohol", expected), [wine], [])
    assert ended.hits and ended.updates == [(ended.case.expect[0], True)]
    never = score_case(case("no alcohol", expected), [], [])
    assert never.misses[0][1] == "old value never learned"


def test_optional_expectations_are_neither_missed_nor_false() -> None:
    optional = {"slot": "relation", "value": "wife", "optional": True}
    scored = score_case(case("my wife and I", optional), [], [learned("relation", "wife")])
    assert not scored.misses and not scored.false and scored.right


def test_split_is_by_number() -> None:
    assert case("x", number=3).split == "test"
    assert case("x", number=4).split == "dev"


def test_split_report_counts_negatives_and_rates() -> None:
    negative = score_case(case("what is my name?", kind="negative"), [], [learned("name", "X")])
    positive = score_case(case("I'm Tom", {"slot": "name", "value": "Tom"}), [], [])
    report = split_report([negative, positive])
    assert report.negatives == 1 and report.negatives_with_false == 1
    assert report.false_memory_rate == 1.0
    assert report.slots["name"].expected == 1 and report.slots["name"].found == 0
    assert report.groups["identity"].precision == 0.0


def test_figures_by_source_file_in_writing_order() -> None:
    assert source_of("en-ab-0042") == "en-ab" and source_of("zh-c-0001") == "zh-c"
    said = case("I'm Tom", {"slot": "name", "value": "Tom"})
    later = score_case(said.model_copy(update={"id": "en-aa-0001"}), [], [learned("name", "Tom")])
    first = score_case(said.model_copy(update={"id": "en-b-0002"}), [], [])
    report = split_report([later, first])
    assert list(report.sources) == ["en-b", "en-aa"]
    assert report.sources["en-aa"].found == 1 and report.sources["en-b"].found == 0


def test_run_case_uses_the_real_stages_and_the_context() -> None:
    scored = case("我住在杭州", {"slot": "home_location", "value": "杭州"})
    before, after = run_case(scored)
    assert before == [] and any(m.slot == "home_location" and m.value == "杭州" for m in after)


@pytest.mark.parametrize(
    ("earlier", "later", "old", "new"),
    [
        ("Use dark mode in everything.", "back to light mode please", "dark", "light"),
        ("界面都给我用深色的。", "以后还是换回浅色吧", "dark", "light"),
    ],
)
def test_a_judged_event_in_a_later_session_still_updates_the_context(
    earlier: str, later: str, old: str, new: str
) -> None:
    """`later_session`: the context in one session, the judged event in another."""
    update = Case.model_validate(
        {
            "id": "en-x-0001",
            "lang": "zh" if has_cjk(later) else "en",
            "kind": "positive",
            "category": "update",
            "context": [{"role": "user", "content": earlier}],
            "event": {"type": "message", "role": "user", "content": later},
            "expect": [{"slot": "pref.theme", "value": new, "action": "supersede", "old": old}],
        }
    )
    before, after = run_case(update, later_session=True)
    assert any(m.value == old and m.active for m in before)
    assert {m.value for m in after if m.active and m.slot == "pref.theme"} == {new}
    report = evaluate([update], [], later_session=True)
    assert report.later_session and report.splits["dev"].updates_right == 1
