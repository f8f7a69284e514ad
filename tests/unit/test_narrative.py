"""The profile narrative: rendered when read from the active profile, preferences and facts;
consolidation never writes it to the log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix, entry_key
from memstream.processors.narrative import (
    NARRATIVE_KEY,
    digest_of,
    narrative,
    narrative_memory_id,
    render,
)
from memstream.schemas.base import Scope
from memstream.schemas.candidates import CorrectCommand, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import Correct, Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryType, Provenance

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
PREF = MemoryType.PREFERENCE
SCOPE = Scope(tenant="acme", user="marta")


def said(n: int, key: str, value: str, content: str, type: MemoryType) -> MemoryCandidate:
    return MemoryCandidate(
        id=derive_id(f"e{n}", "test", 0),
        scope=SCOPE,
        type=type,
        key=key,
        value=value,
        content=content,
        confidence=0.8,
        single_valued=type is not MemoryType.FACT,
        provenance=Provenance(event_ids=[f"e{n}"], matcher="profile", matcher_version="1"),
        event_time=T0 + timedelta(minutes=n),
    )


def session_closed(n: int) -> MemoryCandidate:
    """A session summary (it used to be when the narrative was rebuilt)."""
    summary = said(n, "session:s1", "Talked.", "Talked.", MemoryType.EPISODE)
    return summary.model_copy(update={"attributes": {"kind": "summary"}})


def held(state: InMemoryState) -> list[Memory]:
    """Every memory the state holds for the user (what the read model would hold)."""
    entries = [v for _, v in state.scan(entries_prefix(SCOPE.key)) if isinstance(v, MemoryEntry)]
    return [e.memory for e in entries if e.memory is not None]


def told(state: InMemoryState) -> str | None:
    """The narrative as it is read now (None when there is nothing to say)."""
    shown = narrative(SCOPE.tenant, SCOPE.user, held(state))
    return None if shown is None else shown.content


def on_the_log(changes: list[MemoryChange]) -> list[MemoryChange]:
    return [c for c in changes if c.memory_id == narrative_memory_id(SCOPE)]


def test_an_english_narrative_names_the_profile_then_preferences() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    records = [
        said(1, "profile.name", "Marta Kowalski", "Name is Marta Kowalski", MemoryType.PROFILE),
        said(2, "profile.role", "nurse", "Works as a nurse", MemoryType.PROFILE),
        said(3, "profile.location", "Krakow", "Lives in Krakow", MemoryType.PROFILE),
        said(4, "pref.response_length", "concise", "Prefers concise answers", PREF),
        session_closed(5),
    ]
    changes = list(stage.process(records[0], state))
    assert told(state) == "The user is called Marta Kowalski."
    changes += [c for r in records[1:] for c in stage.process(r, state)]

    assert told(state) == (
        "Marta Kowalski is a nurse and lives in Krakow. Marta Kowalski prefers concise answers."
    )
    assert on_the_log(changes) == []  # rendered when read: never a memory change
    assert not any(c.memory and c.memory.key == NARRATIVE_KEY for c in changes)


def test_a_chinese_narrative_for_a_chinese_speaking_user() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    records = [
        said(1, "profile.name", "王小明", "名字是王小明", MemoryType.PROFILE),
        said(2, "profile.location", "上海", "住在上海", MemoryType.PROFILE),
        said(3, "pref.reply_language", "chinese", "希望用中文回答", PREF),
        session_closed(4),
    ]
    for record in records:
        stage.process(record, state)

    shown = narrative(SCOPE.tenant, SCOPE.user, held(state))
    assert shown is not None and shown.content == "王小明住在上海。王小明希望用中文回答。"
    assert shown.attributes["language"] == "zh"
    assert (shown.id, shown.key, shown.type) == (
        narrative_memory_id(SCOPE),
        NARRATIVE_KEY,
        MemoryType.PROFILE,
    )


def test_a_fact_is_in_the_narrative_as_soon_as_it_is_held() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    fact = said(1, "fact:allergy", "peanuts", "Is allergic to peanuts", MemoryType.FACT)

    assert on_the_log(stage.process(fact, state)) == []
    assert told(state) == "The user is allergic to peanuts."  # no wait for a session's close
    stage.process(session_closed(2), state)
    assert told(state) == "The user is allergic to peanuts."


@pytest.mark.parametrize(
    ("before", "corrected", "expected"),
    [
        (("Boston", "Lives in Boston"), "Lives in Coimbra", "The user lives in Coimbra."),
        (("上海", "住在上海"), "住在杭州", "用户住在杭州。"),
        (("Boston", "Lives in Boston"), "I moved to Coimbra in May", None),
        (("上海", "住在上海"), "我搬到杭州了", None),
    ],
)
def test_a_correction_shows_in_the_narrative_without_doubling_its_verb(
    before: tuple[str, str], corrected: str, expected: str | None
) -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    [created, *_] = stage.process(said(1, "profile.location", *before, MemoryType.PROFILE), state)
    fix = CorrectCommand(
        id="k1",
        scope=SCOPE,
        event_id="k1",
        event_time=T0 + timedelta(hours=1),
        correction=Correct(memory_id=created.memory_id, content=corrected),
    )

    changes = stage.process(fix, state)

    [location] = [c.memory for c in changes if c.memory and c.memory.key == "profile.location"][1:]
    text = told(state)
    assert text is not None and on_the_log(changes) == []
    assert "Lives in Lives" not in text and "住在住在" not in text and "Boston" not in text
    if expected is not None:  # the content frames a value as before: that is the new value
        assert text == expected
        assert location.value == corrected.removeprefix("Lives in ").removeprefix("住在")
    else:  # rewritten freely: the user's words stand as the value, and as a note
        assert location.value == corrected
        assert text in (f"Notes: {corrected}.", f"另外：{corrected}。")


def forget_acme() -> ForgetCommand:
    return ForgetCommand(
        id="f1",
        scope=SCOPE,
        selector=Forget(match="acme"),
        event_id="f1",
        event_time=T0 + timedelta(hours=1),
    )


def test_forgetting_a_source_takes_it_out_of_the_narrative() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    for record in (
        said(1, "profile.employer", "Acme", "Works at Acme", MemoryType.PROFILE),
        said(2, "profile.location", "Krakow", "Lives in Krakow", MemoryType.PROFILE),
    ):
        stage.process(record, state)
    assert "Acme" in (told(state) or "")

    changes = stage.process(forget_acme(), state)

    assert told(state) == "The user lives in Krakow."
    assert on_the_log(changes) == []  # nothing stored: nothing of the narrative to forget
    assert "Acme" not in str(dict(state))


def test_a_narrative_an_earlier_version_stored_is_forgotten_with_its_source() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    for record in (
        said(1, "profile.employer", "Acme", "Works at Acme", MemoryType.PROFILE),
        said(2, "profile.location", "Krakow", "Lives in Krakow", MemoryType.PROFILE),
    ):
        stage.process(record, state)
    legacy = narrative(SCOPE.tenant, SCOPE.user, held(state))
    assert legacy is not None and "Acme" in legacy.content
    state[entry_key(SCOPE.key, legacy.id)] = MemoryEntry().with_memory(legacy, [])

    changes = stage.process(forget_acme(), state)

    assert narrative_memory_id(SCOPE) in {c.memory_id for c in changes if c.kind == "deleted"}
    assert "Acme" not in str(dict(state))
    assert told(state) == "The user lives in Krakow."  # the stored one never feeds a render


def test_the_digest_keeps_what_is_active_and_is_capped() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    facts = [
        said(n, f"fact:{n}", f"v{n}", f"Fact number {n}", MemoryType.FACT) for n in range(1, 12)
    ]
    for record in facts:
        stage.process(record, state)

    digest = digest_of(held(state))
    assert len(digest.items) == 6  # the newest six facts
    assert "Fact number 11" in render(digest) and "Fact number 1;" not in render(digest)
    assert "fact:" not in render(digest)
    assert told(state) == render(digest)


def test_the_language_is_the_one_the_user_writes_in_not_the_matchers() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    records = [
        said(1, "profile.name", "刘洋", "Name is 刘洋", MemoryType.PROFILE),
        said(2, "profile.location", "Hangzhou", "Lives in Hangzhou", MemoryType.PROFILE),
    ]
    quoted = [
        r.model_copy(update={"provenance": r.provenance.model_copy(update={"quote": quote})})
        for r, quote in zip(records, ["我是刘洋", "现在住在杭州"], strict=True)
    ]
    for record in quoted:
        stage.process(record, state)

    assert told(state) == "刘洋住在杭州。"


def test_a_change_that_ends_a_memory_leaves_the_narrative_at_once() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    stage.process(said(1, "pref:spicy food", "like", "Likes spicy food", PREF), state)
    liked = told(state)
    assert liked is not None and "spicy" in liked

    stage.process(said(2, "pref:spicy food", "dislike", "Doesn't eat spicy food", PREF), state)

    now = told(state)
    assert now is not None and now != liked and "spicy" in now


def test_a_narrative_with_nothing_left_to_say_is_not_shown() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    assert told(state) is None
    lisbon = said(1, "profile.location", "Lisbon", "Lives in Lisbon", MemoryType.PROFILE)
    stage.process(lisbon, state)
    assert told(state) == "The user lives in Lisbon."
    everything = ForgetCommand(
        id="f2", scope=SCOPE, selector=Forget(all=True), event_id="f2", event_time=T0
    )

    stage.process(everything, state)

    assert told(state) is None
