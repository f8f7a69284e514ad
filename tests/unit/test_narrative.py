"""The profile narrative: rendered from the active profile, preferences and facts, versioned."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.narrative import (
    NARRATIVE_KEY,
    Digest,
    DigestItem,
    fold,
    outdates,
    render,
    update_narrative,
)
from memstream.schemas.base import Scope
from memstream.schemas.candidates import CorrectCommand, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import Correct, Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance

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
    """A session summary: the narrative is rebuilt when a session closes."""
    summary = said(n, "session:s1", "Talked.", "Talked.", MemoryType.EPISODE)
    return summary.model_copy(update={"attributes": {"kind": "summary"}})


def narratives(changes: list[MemoryChange]) -> list[str]:
    """The narrative texts in force after each change, oldest first."""
    return [
        c.memory.content
        for c in changes
        if c.memory and c.memory.key == NARRATIVE_KEY and c.memory.status == "active"
    ]


def test_an_english_narrative_names_the_profile_then_preferences() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    records = [
        said(1, "profile.name", "Marta Kowalski", "Name is Marta Kowalski", MemoryType.PROFILE),
        said(2, "profile.role", "nurse", "Works as a nurse", MemoryType.PROFILE),
        said(3, "profile.location", "Krakow", "Lives in Krakow", MemoryType.PROFILE),
        said(4, "pref.response_length", "concise", "Prefers concise answers", PREF),
        session_closed(5),
    ]
    changes = [c for r in records for c in stage.process(r, state)]

    texts = narratives(changes)
    assert texts[-1] == (
        "Marta Kowalski is a nurse and lives in Krakow. Marta Kowalski prefers concise answers."
    )
    # Versioned: each rebuild (a profile field changed, a session closed) supersedes the last.
    assert texts[0] == "The user is called Marta Kowalski." and len(texts) == 4
    versions = [c.memory.version for c in changes if c.memory and c.memory.key == NARRATIVE_KEY]
    assert versions[-1] == 4


def test_a_chinese_narrative_for_a_chinese_speaking_user() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    records = [
        said(1, "profile.name", "王小明", "名字是王小明", MemoryType.PROFILE),
        said(2, "profile.location", "上海", "住在上海", MemoryType.PROFILE),
        said(3, "pref.reply_language", "chinese", "希望用中文回答", PREF),
        session_closed(4),
    ]
    changes = [c for r in records for c in stage.process(r, state)]

    [narrative] = [c.memory for c in changes if c.memory and c.memory.key == NARRATIVE_KEY][-1:]
    assert narrative.content == "王小明住在上海。王小明希望用中文回答。"
    assert narrative.attributes["language"] == "zh"


def test_facts_and_preferences_wait_for_the_session_to_close() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    fact = said(1, "fact:allergy", "peanuts", "Is allergic to peanuts", MemoryType.FACT)

    assert narratives(stage.process(fact, state)) == []
    assert narratives(stage.process(session_closed(2), state)) == [
        "The user is allergic to peanuts."
    ]


@pytest.mark.parametrize(
    ("before", "corrected", "expected"),
    [
        (("Boston", "Lives in Boston"), "Lives in Coimbra", "The user lives in Coimbra."),
        (("上海", "住在上海"), "住在杭州", "用户住在杭州。"),
        (("Boston", "Lives in Boston"), "I moved to Coimbra in May", None),
        (("上海", "住在上海"), "我搬到杭州了", None),
    ],
)
def test_a_correction_rebuilds_the_narrative_without_doubling_its_verb(
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
    text = narratives(changes)[-1]
    assert "Lives in Lives" not in text and "住在住在" not in text and "Boston" not in text
    if expected is not None:  # the content frames a value as before: that is the new value
        assert text == expected
        assert location.value == corrected.removeprefix("Lives in ").removeprefix("住在")
    else:  # rewritten freely: the user's words stand as the value, and as a note
        assert location.value == corrected
        assert text in (f"Notes: {corrected}.", f"另外：{corrected}。")


def test_forgetting_a_source_forgets_the_narrative_and_its_history() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    for record in (
        said(1, "profile.employer", "Acme", "Works at Acme", MemoryType.PROFILE),
        said(2, "profile.location", "Krakow", "Lives in Krakow", MemoryType.PROFILE),
    ):
        stage.process(record, state)
    forget = ForgetCommand(
        id="f1",
        scope=SCOPE,
        selector=Forget(match="acme"),
        event_id="f1",
        event_time=T0 + timedelta(hours=1),
    )

    changes = stage.process(forget, state)

    gone = {c.memory_id for c in changes if c.kind == "deleted"}
    assert derive_id("acme", "marta", "", "profile", NARRATIVE_KEY) in gone
    assert "Acme" not in str(dict(state))


def test_the_digest_keeps_what_is_active_and_is_capped() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    facts = [
        said(n, f"fact:{n}", f"v{n}", f"Fact number {n}", MemoryType.FACT) for n in range(1, 12)
    ]
    changes = [c for r in facts for c in stage.process(r, state)]

    digest = fold(Digest(), changes)
    assert len(digest.items) == 6  # the newest six facts
    assert "Fact number 11" in render(digest) and "Fact number 1;" not in render(digest)
    assert "fact:" not in render(digest)


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
    changes = [c for r in quoted for c in stage.process(r, state)]

    assert narratives(changes)[-1] == "刘洋住在杭州。"


def test_a_change_that_ends_a_memory_outdates_the_narrative() -> None:
    stage, state = ConsolidateStage(), InMemoryState()
    first = said(1, "pref:spicy food", "like", "Likes spicy food", PREF)
    changes = stage.process(first, state)
    assert not outdates(changes)  # something new waits for the session to close
    second = said(2, "pref:spicy food", "dislike", "Doesn't eat spicy food", PREF)
    ended = stage.process(second, state)
    assert outdates(ended)  # the like is superseded: what the narrative says is stale
    zh = said(3, "profile.location", "上海", "住在上海", MemoryType.PROFILE)
    assert not outdates(stage.process(zh, state))


def test_a_narrative_with_nothing_left_to_say_is_no_longer_recalled() -> None:
    lisbon = DigestItem(
        type=MemoryType.PROFILE, key="profile.location", value="Lisbon",
        content="Lives in Lisbon", chinese=False, at=T0,
    )  # fmt: skip
    said_once = Digest(items={"m1": lisbon})
    created = update_narrative(None, SCOPE, said_once, T0, "c1")
    [first] = created.changes
    assert first.memory is not None and first.memory.content == "The user lives in Lisbon."

    silenced = update_narrative(created.entry, SCOPE, Digest(), T0 + timedelta(hours=1), "c2")

    [quiet] = silenced.changes
    assert (quiet.kind, quiet.memory_id) == ("decayed", first.memory_id)
    assert quiet.memory is not None and quiet.memory.status == "decayed"
    assert update_narrative(silenced.entry, SCOPE, Digest(), T0, "c3").changes == []
    spoken = update_narrative(silenced.entry, SCOPE, said_once, T0 + timedelta(hours=2), "c4")
    assert [c.kind for c in spoken.changes] == ["superseded", "updated"]
    again = spoken.changes[-1].memory
    assert again is not None and (again.status, again.version) == ("active", 2)
