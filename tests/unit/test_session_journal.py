"""Sessions, English and Chinese: decisions, open loops, dates, the journal, working memory."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.processors.journal import (
    SessionJournal,
    journal_candidate,
    note_learnings,
    note_outcome,
    note_said,
    note_working_memory,
    render,
)
from memstream.processors.matchers.tools import Outcome
from memstream.processors.session_notes import add_notes, dates_of, decisions_in, open_loops_in
from memstream.processors.working_memory import describe, working_memory_candidate
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import Message, MessagePosted, WorkingMemory
from memstream.schemas.memory import MemoryType, Provenance

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", user="ana", session="s1")


@pytest.mark.parametrize(
    ("text", "decisions"),
    [
        ("Let's go with Postgres. It is reliable.", ["Let's go with Postgres."]),
        ("We decided to ship on Friday.", ["We decided to ship on Friday."]),
        ("OK, we'll use the mirror for now.", ["OK, we'll use the mirror for now."]),
        ("I decided not to go.", ["I decided not to go."]),
        ("We haven't decided yet.", []),
        ("Should we go with Postgres?", []),
        ("那就周四发布。部署脚本还没做完。", ["那就周四发布。"]),
        ("我们决定用Rust重写。", ["我们决定用Rust重写。"]),
        ("数据就用财务系统导出的那份。", ["数据就用财务系统导出的那份。"]),
        ("那就好。", []),
        ("还没决定用哪个。", []),
        ("就用这个吗？", []),
    ],
)
def test_decisions(text: str, decisions: list[str]) -> None:
    assert decisions_in(text) == decisions


@pytest.mark.parametrize(
    ("text", "loops"),
    [
        ("We still need to pick a host.", ["We still need to pick a host."]),
        ("TODO: write the migration.", ["TODO: write the migration."]),
        ("Remind me to call Bob.", ["Remind me to call Bob."]),
        ("We haven't decided yet.", ["We haven't decided yet."]),
        ("部署脚本还没做完。", ["部署脚本还没做完。"]),
        ("这个回头再说。", ["这个回头再说。"]),
        ("数据口径待定。", ["数据口径待定。"]),
        ("All done, thanks.", []),
        ("都搞定了。", []),
    ],
)
def test_open_loops(text: str, loops: list[str]) -> None:
    assert open_loops_in(text) == loops


def test_dates_and_bounded_notes() -> None:
    times = [T0 + timedelta(hours=20), T0, T0 + timedelta(minutes=5)]
    assert dates_of(times) == ["2026-01-05", "2026-01-06"]
    notes = add_notes([], [f"n{i}" for i in range(15)] + ["n3"])
    assert notes == [f"n{i}" for i in range(5, 15)]


def lesson(content: str, explicit: bool = False, evidence: str = "for") -> MemoryCandidate:
    return MemoryCandidate(
        id=content,
        scope=SCOPE,
        type=MemoryType.LESSON,
        key="lesson:x",
        value=content,
        content=content,
        attributes={"evidence": evidence},
        confidence=0.6,
        provenance=Provenance(
            event_ids=["t9"], matcher="tools", matcher_version="1", explicit=explicit
        ),
        event_time=T0,
    )


def test_the_journal_tells_state_decisions_errors_fixes_learnings_and_open_loops() -> None:
    journal = SessionJournal()
    note_working_memory(journal, WorkingMemory(goal="Publish the docs", open_loops=["DNS"]), "w1")
    note_said(journal, ["Let's use GitHub Pages."], ["We still need a domain."], "m1")
    note_outcome(journal, Outcome(tool="mkdocs", error="mkdocs build: ModuleNotFoundError"), "t1")
    note_outcome(journal, Outcome(tool="mkdocs", fix="Install mkdocs-material first."), "t2")
    note_learnings(
        journal, [lesson("When mkdocs fails: install it"), lesson("said", explicit=True)]
    )
    note_learnings(journal, [lesson("failed again", evidence="against")])

    assert render(journal, "s1") == (
        "Session journal (s1): State: Publish the docs. Decisions: Let's use GitHub Pages. "
        "Errors: mkdocs build: ModuleNotFoundError → Install mkdocs-material first. "
        "Learnings: When mkdocs fails: install it. Open loops: DNS; We still need a domain"
    )
    assert journal.event_ids == ["w1", "m1", "t1", "t2", "t9"]


def test_a_chinese_journal_and_an_open_error_as_the_state() -> None:
    journal = SessionJournal()
    note_outcome(journal, Outcome(tool="deploy", error="deploy: PermissionError"), "t1")
    note_outcome(journal, Outcome(tool="deploy", error="deploy: PermissionError"), "t2")
    note_said(journal, [], ["部署脚本还没做完。"], "m1")
    assert render(journal, "s2") == (
        "会话日志 (s2)：当前状态：deploy: PermissionError。错误：deploy: PermissionError。"
        "待办：部署脚本还没做完"
    )


def test_the_journal_is_proposed_only_when_it_changes() -> None:
    journal = SessionJournal()
    cause = MessagePosted(id="m1", time=T0, scope=SCOPE, payload=Message(role="user", content="x"))
    assert journal_candidate(journal, SCOPE, "session:s1:journal", cause, []) is None
    note_said(journal, ["就用这个方案。"], [], "m1")
    first = journal_candidate(journal, SCOPE, "session:s1:journal", cause, ["2026-01-05"])
    assert first is not None
    assert (first.level, first.type, first.key) == ("session", "episode", "session:s1:journal")
    assert first.attributes["decisions"] == ["就用这个方案。"]
    assert first.attributes["dates"] == ["2026-01-05"] and first.provenance.explicit is False
    assert journal_candidate(journal, SCOPE, "session:s1:journal", cause, []) is None


def test_working_memory_joins_the_apps_goal_and_the_decisions_said() -> None:
    journal = SessionJournal()
    update = WorkingMemory(
        goal="完成季度报告", constraints=["周五前交"], open_loops=["确认数据口径"]
    )
    note_working_memory(journal, update, "w1")
    note_said(journal, ["数据就用财务系统导出的那份。"], [], "m1")
    said = MessagePosted(id="m1", time=T0, scope=SCOPE, payload=Message(role="user", content="x"))
    found = working_memory_candidate(journal, said, "user", "数据就用财务系统导出的那份。")

    assert found is not None and found.level == "session" and found.key == "working_memory"
    assert found.content == (
        "目标：完成季度报告。约束：周五前交。待办：确认数据口径。决定：数据就用财务系统导出的那份。"
    )
    assert found.attributes["decisions"] == ["数据就用财务系统导出的那份。"]
    assert found.provenance.speaker == "user" and found.provenance.explicit is True
    assert working_memory_candidate(journal, said, "user") is None  # unchanged


def test_working_memory_in_english() -> None:
    memory = WorkingMemory(goal="Ship v2", constraints=["no downtime"], open_loops=["pick a host"])
    assert describe(memory, ["Let's use Postgres."]) == (
        "Goal: Ship v2. Constraints: no downtime. Open loops: pick a host. "
        "Decisions: Let's use Postgres."
    )
    assert describe(WorkingMemory()) == "No working memory"
