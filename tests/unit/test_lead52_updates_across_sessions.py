"""Updates said in a later session revise what the user stated in an earlier one: the extract
stage keeps the user's latest statements across sessions (`stated_before.py`). English and
Chinese, through the real extract and consolidate stages."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.eval.slot_scoring import Learned, learned_from
from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.slots import _parsed, match_slots, stated_fills
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.processors.policy import DefaultPolicy
from memstream.processors.sessions import UserSessions, forget_buffered
from memstream.processors.stated_before import (
    MAX_STATED,
    PER_MULTI_SLOT,
    StatedValue,
    kept_after,
    stated_earlier,
)
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import (
    Forget,
    ForgetRequested,
    InteractionEvent,
    Message,
    MessagePosted,
    UserErased,
)

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _posted(n: int, session: str, text: str, days: int) -> MessagePosted:
    return MessagePosted(
        id=f"m{n}",
        time=T0 + timedelta(days=days, minutes=n),
        scope=Scope(tenant="t", user="u", session=session),
        payload=Message(role="user", content=text),
    )


def _active(events: list[InteractionEvent]) -> set[tuple[str, str]]:
    """(slot, value) of the user's active memories after the events, in order."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    for event in events:
        for record in extract.process(event, extracted):
            consolidate.process(record, consolidated)
    found: list[Learned] = []
    for _, value in consolidated.scan(entries_prefix(Scope(tenant="t", user="u").key)):
        if isinstance(value, MemoryEntry) and value.memory is not None:
            learned = learned_from(value.memory)
            found += [learned] if learned is not None else []
    return {(m.slot, m.value) for m in found if m.active and m.subject == "user"}


def _two_sessions(first: str, later: str) -> set[tuple[str, str]]:
    """The active memories after `first` in one session and `later` in another, a week on."""
    return _active([_posted(1, "monday", first, 0), _posted(2, "next-week", later, 7)])


@pytest.mark.parametrize(
    ("first", "later", "gone", "now"),
    [
        ("I'm vegan.", "I eat eggs again, our neighbour keeps hens", "vegan", "vegetarian"),
        (
            "im vegan btw",
            "i eat eggs again now, the farm shop has good ones",
            "vegan",
            "vegetarian",
        ),
        ("我吃純素。", "現在雞蛋也吃了", "vegan", "vegetarian"),
        ("我吃纯素。", "现在鸡蛋也吃了，邻居家自己养的鸡", "vegan", "vegetarian"),
        ("Use dark mode in everything you make me.", "back to light mode please", "dark", "light"),
        ("界面都给我用深色的。", "以后还是换回浅色吧", "dark", "light"),
    ],
)
def test_an_update_in_a_later_session_ends_what_an_earlier_one_stated(
    first: str, later: str, gone: str, now: str
) -> None:
    active = {value for _, value in _two_sessions(first, later)}
    assert gone not in active
    assert now in active


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        (
            "I have eczema on both hands.",
            "the dermatologist says it was never eczema, it's psoriasis",
            "eczema",
            "psoriasis",
        ),
        ("我有胃炎。", "复查了，医生说不是胃炎，是胃溃疡", "胃炎", "胃溃疡"),
    ],
)
def test_a_diagnosis_corrected_a_week_later_replaces_the_old_one(
    first: str, later: str, old: str, new: str
) -> None:
    active = _two_sessions(first, later)
    assert ("condition", new) in active
    assert ("condition", old) not in active


@pytest.mark.parametrize(
    ("first", "later", "kept"),
    [
        ("I can't stand olives.", "I actually like them now", ("dislike", "olives")),
        ("我最讨厌香菜。", "现在倒挺喜欢了", ("dislike", "香菜")),
    ],
)
def test_a_pronoun_in_a_later_session_does_not_reach_back(
    first: str, later: str, kept: tuple[str, str]
) -> None:
    """A pronoun ("them", or none: 喜欢了) points at the message just before, not last week's."""
    assert kept in _two_sessions(first, later)


def _stated(n: int, session: str, fill: Fill) -> StatedValue:
    return StatedValue(
        session_id=session, event_id=f"m{n}", time=T0 + timedelta(minutes=n), fill=fill
    )


def test_the_latest_value_of_a_slot_is_kept_and_a_few_of_a_multi_valued_one() -> None:
    stated: list[StatedValue] = []
    for n, diet in enumerate(["vegan", "vegetarian", "pescatarian"]):
        stated = kept_after(stated, [_stated(n, "s", Fill("diet", diet))])
    for n in range(PER_MULTI_SLOT + 2):
        stated = kept_after(stated, [_stated(10 + n, "s", Fill("like", f"tea {n}"))])
    assert [s.fill.value for s in stated if s.fill.slot == "diet"] == ["pescatarian"]
    likes = [s.fill.value for s in stated if s.fill.slot == "like"]
    assert likes == [f"tea {n}" for n in range(2, PER_MULTI_SLOT + 2)]


def test_a_value_said_again_moves_up_and_the_oldest_leave_beyond_the_bound() -> None:
    stated = [_stated(n, "s", Fill("habit", f"habit {n}")) for n in range(3)]
    stated = kept_after(stated, [_stated(9, "s", Fill("habit", "HABIT 0"))])
    assert [s.fill.value for s in stated] == ["habit 1", "habit 2", "HABIT 0"]
    many = [_stated(n, "s", Fill("relation", f"friend {n}", kind=f"k{n}")) for n in range(60)]
    crowded = kept_after([], many)
    assert len(crowded) <= MAX_STATED and crowded[-1].fill.value == "friend 59"


def test_only_values_stated_before_the_message_are_read_oldest_first() -> None:
    one, two, three = Fill("home_location", "Lisbon"), Fill("diet", "vegan"), Fill("name", "王芳")
    stated = [_stated(1, "a", one), _stated(2, "b", two), _stated(3, "a", three)]
    assert stated_earlier(stated, T0 + timedelta(minutes=5)) == [one, two, three]
    assert stated_earlier(stated, T0 + timedelta(minutes=2)) == [one]


def test_a_kept_fill_is_the_fill_after_a_round_trip_through_the_store() -> None:
    fill = Fill("diet", "vegetarian", extra={"follows": "vegan", "said": "素食", "slots": ["diet"]})
    kept = UserSessions(stated=[_stated(1, "s", fill)])
    assert UserSessions.model_validate_json(kept.model_dump_json()).stated[0].fill == fill


@pytest.mark.parametrize(
    ("selector", "left"),
    [
        (Forget(all=True), []),
        (Forget(key="session:a"), ["m2"]),
        (Forget(match="VEGAN"), ["m2"]),
        (Forget(topic="杭州"), ["m1"]),
        (Forget(key="fact:diet"), ["m2"]),
        (Forget(key="profile.location"), ["m1"]),
    ],
)
def test_a_forget_drops_the_values_it_covers(selector: Forget, left: list[str]) -> None:
    stated = [
        _stated(1, "a", Fill("diet", "vegan")),
        _stated(2, "b", Fill("home_location", "杭州")),
    ]
    state = UserSessions(stated=stated)
    forget_buffered(state, selector)
    assert [m.event_id for m in state.stated] == left


def test_a_forget_or_an_erasure_through_the_stage_leaves_no_value() -> None:
    extract, state = ExtractStage(), InMemoryState()
    scope = Scope(tenant="t", user="u", session="s")
    extract.process(_posted(1, "s", "I'm vegan.", 0), state)
    kept: UserSessions = state.get(scope.key)
    assert [(m.fill.slot, m.fill.value) for m in kept.stated] == [("diet", "vegan")]
    forget = ForgetRequested(
        id="f1", time=T0 + timedelta(hours=1), scope=scope, payload=Forget(match="vegan")
    )
    extract.process(forget, state)
    assert state.get(scope.key).stated == []
    extract.process(_posted(2, "s", "我住在杭州。", 0), state)
    assert state.get(scope.key).stated != []
    erased = UserErased(id="e1", time=T0 + timedelta(hours=2), scope=scope)
    extract.process(erased, state)
    assert state.get(scope.key).stated == []


def test_what_someone_else_or_a_question_says_is_not_kept() -> None:
    """The wife is the user's own relation; her diet and the questions are kept by no one."""
    extract, state = ExtractStage(), InMemoryState()
    scope = Scope(tenant="t", user="u", session="s")
    for n, text in enumerate(["My wife is vegan.", "我应该搬去杭州吗？", "Am I allergic to cats?"]):
        extract.process(_posted(n, "s", text, 0), state)
    kept: UserSessions | None = state.get(scope.key)
    assert kept is not None
    assert [(s.fill.slot, s.fill.value) for s in kept.stated] == [("relation", "wife")]


@pytest.mark.parametrize(
    "text", ["im vegan and i live in leeds", "我吃純素，住在杭州", "I'm a nurse. I have two cats."]
)
def test_what_a_message_stated_is_read_off_the_parses_the_matcher_just_made(text: str) -> None:
    """Kept values cost no parse: every sentence is spelled as the matcher spelled it."""
    event = _posted(1, "s", text, 0)
    match_slots(event)
    misses = _parsed.cache_info().misses
    assert stated_fills(event)
    assert _parsed.cache_info().misses == misses


class _NoDiets(DefaultPolicy):
    """A policy that refuses to remember diets."""

    def should_remember(self, candidate: MemoryCandidate) -> bool:
        """Everything the default remembers but a diet."""
        return candidate.key != "fact:diet" and super().should_remember(candidate)


@pytest.mark.parametrize("text", ["I'm vegan and I live in Leeds.", "我吃纯素，住在杭州。"])
def test_what_the_policy_refuses_to_remember_is_not_kept_either(text: str) -> None:
    extract, state = ExtractStage(policy=_NoDiets()), InMemoryState()
    extract.process(_posted(1, "s", text, 0), state)
    kept: UserSessions = state.get(Scope(tenant="t", user="u").key)
    assert [m.fill.slot for m in kept.stated] == ["home_location"]
