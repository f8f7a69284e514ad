"""The extract stage and what users show: revisions, feedback, tool outcomes, recorded LLM
extractions, session journals and working memory, in English and Chinese."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from memstream.processors.extract import ExtractStage
from memstream.processors.matchers.llm import match_extraction
from memstream.processors.sessions import MAX_BUFFERED_MESSAGES, UserSessions
from memstream.schemas.base import Scope
from memstream.schemas.candidates import CandidateRecord, MemoryCandidate
from memstream.schemas.events import (
    EventBase,
    ExtractedMemory,
    Extraction,
    ExtractionRecorded,
    Feedback,
    FeedbackGiven,
    Message,
    MessagePosted,
    Revision,
    Role,
    SessionEnded,
    TextRevised,
    ToolCall,
    ToolCalled,
    WorkingMemory,
    WorkingMemoryUpdated,
)
from memstream.schemas.ids import derive_id

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", user="dev", session="s1")


def at(n: int) -> dict[str, Any]:
    return {"id": f"e{n}", "time": T0 + timedelta(minutes=n), "scope": SCOPE}


def say(n: int, text: str, role: Role = "user") -> MessagePosted:
    return MessagePosted(**at(n), payload=Message(role=role, content=text))


def tool(n: int, name: str, error: str | None = None) -> ToolCalled:
    call = ToolCall(tool=name, arguments={"args": ["install"]}, success=error is None, error=error)
    return ToolCalled(**at(n), payload=call)


def run(events: Sequence[EventBase], state: dict[str, Any]) -> list[CandidateRecord]:
    stage = ExtractStage()
    return [out for event in events for out in stage.process(event, state)]  # type: ignore[arg-type]


def keyed(outputs: list[CandidateRecord], key: str) -> list[MemoryCandidate]:
    return [o for o in outputs if isinstance(o, MemoryCandidate) and o.key == key]


def test_a_tool_failure_fix_and_success_is_a_lesson_and_shows_in_the_episodes() -> None:
    proxy = "ProxyError: Cannot connect to proxy"
    events = [
        say(1, "Install requests."),
        tool(2, "pip", proxy),
        say(3, "Set HTTPS_PROXY first."),
        tool(4, "pip"),
        SessionEnded(**at(5)),
    ]
    outputs = run(events, {})

    [lesson] = [o for o in outputs if isinstance(o, MemoryCandidate) and o.type == "lesson"]
    assert lesson.content == "When pip install fails with ProxyError: set HTTPS_PROXY first."
    assert lesson.id == derive_id("e4", "tools", 0)
    [summary] = keyed(outputs, "session:s1")
    assert "Tool pip: failed (ProxyError: Cannot connect to proxy)" in summary.content
    assert summary.attributes["tool_calls"][-1] == "Tool pip: succeeded"
    assert {"e2", "e4"} <= set(summary.provenance.event_ids)
    chunks = [o for o in outputs if isinstance(o, MemoryCandidate) and ":chunk:" in o.key]
    assert "\nTool pip: failed (ProxyError: Cannot connect to proxy)\n" in chunks[0].content


def test_the_journal_is_re_proposed_as_the_session_changes_in_chinese() -> None:
    events = [
        say(1, "帮我部署服务。"),
        tool(2, "deploy", "PermissionError: denied"),
        say(3, "先切换到 deploy 用户。"),
        tool(4, "deploy"),
        say(5, "好的，谢谢。"),
        say(6, "那就周四发布。"),
    ]
    outputs = run(events, {})
    journals = keyed(outputs, "session:s1:journal")

    assert [j.id for j in journals] == [derive_id(f"e{n}", "journal", 0) for n in (2, 4, 6)]
    assert journals[-1].content == (
        "会话日志 (s1)：当前状态：那就周四发布。决定：那就周四发布。"
        "错误：deploy install: PermissionError → 先切换到 deploy 用户。"
        "经验：deploy install 出现PermissionError时：先切换到 deploy 用户"
    )
    assert all(j.level == "session" and j.provenance.explicit is False for j in journals)
    [working] = keyed(outputs, "working_memory")
    assert working.content == "决定：那就周四发布。" and working.event_time == T0 + timedelta(
        minutes=6
    )


def test_a_revision_is_inferred_feedback_in_words_is_said_and_both_are_learnings() -> None:
    revision = TextRevised(
        **at(1),
        payload=Revision(
            original="Furthermore, we shall commence the migration. Kindly review it.",
            revised="Also, we'll start the migration. Can you check it?",
        ),
    )
    feedback = FeedbackGiven(**at(2), payload=Feedback(rating="negative", comment="too long"))
    outputs = run([revision, feedback], {})

    [tone] = keyed(outputs, "pref.tone")
    [length] = keyed(outputs, "pref.response_length")
    assert (tone.value, length.value) == ("casual", "concise")
    assert not tone.provenance.explicit and length.provenance.explicit
    journal = keyed(outputs, "session:s1:journal")[-1]
    assert journal.attributes["learnings"] == [tone.content, length.content]


def test_positive_feedback_reads_the_reply_it_targets_from_the_session() -> None:
    reply = say(1, "Here:\n- one\n- two\n- three", "assistant")
    thumbs_up = FeedbackGiven(**at(2), payload=Feedback(rating="positive", target_id="e1"))
    [found, _journal] = run([reply, thumbs_up], {})
    assert isinstance(found, MemoryCandidate)
    assert (found.key, found.value) == ("pref.format", "bullets")
    unknown = FeedbackGiven(**at(3), payload=Feedback(rating="positive", target_id="nope"))
    assert run([reply, unknown], {}) == []


def test_working_memory_updates_replace_the_apps_loops_and_keep_the_decisions() -> None:
    first = WorkingMemoryUpdated(**at(1), payload=WorkingMemory(goal="Ship", open_loops=["DNS"]))
    decided = say(2, "Let's go with Postgres.")
    second = WorkingMemoryUpdated(**at(3), payload=WorkingMemory(goal="Ship", open_loops=[]))
    outputs = keyed(run([first, decided, second], {}), "working_memory")
    assert [o.content for o in outputs] == [
        "Goal: Ship. Open loops: DNS",
        "Goal: Ship. Open loops: DNS. Decisions: Let's go with Postgres.",
        "Goal: Ship. Decisions: Let's go with Postgres.",
    ]
    assert [o.provenance.speaker for o in outputs] == ["app", "user", "app"]


def test_episodes_record_decisions_open_loops_and_dates() -> None:
    events = [
        say(1, "We need a database."),
        say(2, "Postgres or MySQL.", "assistant"),
        say(3, "Let's go with Postgres. We still need to pick a host."),
        SessionEnded(**at(4)),
    ]
    [summary] = keyed(run(events, {}), "session:s1")
    assert summary.attributes["decisions"] == ["Let's go with Postgres."]
    assert summary.attributes["open_loops"] == ["We still need to pick a host."]
    assert summary.attributes["dates"] == ["2026-01-05"]


def test_recorded_llm_extractions_become_inferred_candidates() -> None:
    memory = ExtractedMemory(
        type="preference", key="pref.tone", value="casual", content="Prefers a casual tone",
        confidence=0.7, quote="keep it chill",
    )  # fmt: skip
    record = ExtractionRecorded(
        **at(2),
        payload=Extraction(
            source_event_id="e1",
            extractor="llm",
            model="qwen2.5-7b",
            prompt_version="1",
            memories=[memory, memory.model_copy(update={"type": "episode"})],
        ),
    )
    found = run([record], {})

    assert found == match_extraction(record)
    [candidate] = found
    assert isinstance(candidate, MemoryCandidate)
    assert (candidate.key, candidate.value, candidate.confidence) == ("pref.tone", "casual", 0.7)
    provenance = candidate.provenance
    assert (provenance.matcher, provenance.matcher_version) == ("llm", "qwen2.5-7b+1")
    assert provenance.event_ids == ["e1", "e2"] and provenance.explicit is False
    assert provenance.quote == "keep it chill" and candidate.id == derive_id("e2", "llm", 0)


def test_the_users_state_stays_bounded_and_replays_are_identical() -> None:
    events: list[EventBase] = []
    for n in range(MAX_BUFFERED_MESSAGES + 50):
        events.append(tool(2 * n, f"t{n % 20}", "Error: boom") if n % 2 else say(2 * n, f"m {n}"))
    state: dict[str, Any] = {}
    first = run(events, state)
    sessions = UserSessions.model_validate(state["acme:dev"])
    buffer = sessions.sessions["s1"]
    assert len(buffer.messages) == MAX_BUFFERED_MESSAGES
    assert len(buffer.tools.pending) <= 8 and len(buffer.journal.errors) <= 10
    assert len(buffer.journal.event_ids) <= 24
    assert run(events, {}) == first
