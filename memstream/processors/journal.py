"""The session journal: current state, decisions, errors and their fixes, learnings, open loops.

Pure. The extract stage keeps one journal per open session and updates it as events
arrive; whenever its text changes it proposes it again as a session-level episode
(`<episode key>:journal`), so the latest version is always the session's journal and
the earlier ones stay in its history.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from pydantic import BaseModel, Field

from memstream.processors.matchers.tools import Outcome, is_counter_evidence
from memstream.processors.session_notes import MAX_NOTES, add_notes
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase, WorkingMemory
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance
from memstream.text import has_cjk

MATCHER: Final = "journal"
FEEDBACK: Final = "feedback"
"""The matcher of feedback comments: said, yet a learning of the session."""
MATCHER_VERSION: Final = "1"
CONFIDENCE: Final = 0.8
IMPORTANCE: Final = 0.6
MAX_EVENT_IDS: Final = 24
_EN: Final = ("Session journal", "State", "Decisions", "Errors", "Learnings", "Open loops")
_ZH: Final = ("会话日志", "当前状态", "决定", "错误", "经验", "待办")


class JournalError(BaseModel):
    """An error of the session and, once it was fixed, what fixed it."""

    tool: str
    line: str
    fix: str | None = None


class SessionJournal(BaseModel):
    """What the extract stage keeps of a session for its journal and working memory."""

    goal: str | None = None
    constraints: list[str] = Field(default_factory=list)
    decisions: list[str] = Field(default_factory=list)
    open_loops: list[str] = Field(default_factory=list)
    """Open loops said in the session."""
    app_open_loops: list[str] = Field(default_factory=list)
    """Open loops of the app's latest working memory."""
    errors: list[JournalError] = Field(default_factory=list)
    learnings: list[str] = Field(default_factory=list)
    event_ids: list[str] = Field(default_factory=list)
    proposed: str = ""
    """The journal text last proposed (a new version only when it changes)."""
    working_proposed: str = ""
    """The working memory text last proposed."""

    def cite(self, event_id: str) -> None:
        """Remember an event the journal now shows (the latest ones are kept)."""
        if event_id not in self.event_ids:
            self.event_ids = [*self.event_ids, event_id][-MAX_EVENT_IDS:]


def note_said(
    journal: SessionJournal, decisions: list[str], loops: list[str], event_id: str
) -> None:
    """Decisions and open loops a user message states."""
    if decisions or loops:
        journal.decisions = add_notes(journal.decisions, decisions)
        journal.open_loops = add_notes(journal.open_loops, loops)
        journal.cite(event_id)


def note_working_memory(journal: SessionJournal, memory: WorkingMemory, event_id: str) -> None:
    """The app's working memory: the goal and constraints replace the old ones."""
    journal.goal = memory.goal
    journal.constraints = list(memory.constraints)[:MAX_NOTES]
    journal.app_open_loops = list(memory.open_loops)[:MAX_NOTES]
    journal.cite(event_id)


def note_outcome(journal: SessionJournal, outcome: Outcome, event_id: str) -> None:
    """A tool call: a new error, or the fix of the tool's latest open error."""
    if outcome.error is not None:
        last = next((e for e in reversed(journal.errors) if e.tool == outcome.tool), None)
        if last is None or last.fix is not None or last.line != outcome.error:
            error = JournalError(tool=outcome.tool, line=outcome.error)
            journal.errors = [*journal.errors, error][-MAX_NOTES:]
        journal.cite(event_id)
    if outcome.fix is not None:
        for error in reversed(journal.errors):
            if error.tool == outcome.tool and error.fix is None:
                error.fix = outcome.fix
                break
        journal.cite(event_id)


def note_learnings(journal: SessionJournal, candidates: Iterable[MemoryCandidate]) -> None:
    """What the session taught: preferences and lessons shown by behaviour or given as
    feedback on the assistant's work (not statements in messages, not counter-evidence)."""
    for candidate in candidates:
        learned = candidate.type in (MemoryType.PREFERENCE, MemoryType.LESSON)
        taught = not candidate.provenance.explicit or candidate.provenance.matcher == FEEDBACK
        if learned and taught and not is_counter_evidence(candidate):
            journal.learnings = add_notes(journal.learnings, [candidate.content])
            for event_id in candidate.provenance.event_ids[-1:]:
                journal.cite(event_id)


def state_line(journal: SessionJournal) -> str | None:
    """The session's current state: its goal, else its latest decision, else an open error."""
    open_error = next((e.line for e in reversed(journal.errors) if e.fix is None), None)
    return journal.goal or next(reversed(journal.decisions), None) or open_error


def render(journal: SessionJournal, session: str) -> str:
    """The journal as text ("" when there is nothing to tell), in Chinese for Chinese sessions."""
    state = state_line(journal)
    errors = [error.line + (f" → {error.fix}" if error.fix else "") for error in journal.errors]
    sections = [[state] if state else [], journal.decisions, errors, journal.learnings]
    sections.append(add_notes(journal.app_open_loops, journal.open_loops))
    if not any(sections):
        return ""
    chinese = has_cjk(" ".join(item for section in sections for item in section))
    title, *labels = _ZH if chinese else _EN
    joiner, end, colon = ("；", "。", "：") if chinese else ("; ", ". ", ": ")
    body = [
        label + colon + joiner.join(item.rstrip(" .。!！") for item in items)
        for label, items in zip(labels, sections, strict=True)
        if items
    ]
    return f"{title} ({session}){colon}" + end.join(body)


def journal_candidate(
    journal: SessionJournal, scope: Scope, key: str, cause: EventBase, dates: list[str]
) -> MemoryCandidate | None:
    """The journal, when its text changed since it was last proposed (then remembered)."""
    session = scope.session or "default"
    text = render(journal, session)
    if not text or text == journal.proposed:
        return None
    journal.proposed = text
    return MemoryCandidate(
        id=derive_id(cause.id, MATCHER, 0),
        scope=scope,
        level="session",
        type=MemoryType.EPISODE,
        key=key,
        value=text,
        content=text,
        attributes=_attributes(journal, session, dates),
        confidence=CONFIDENCE,
        importance=IMPORTANCE,
        provenance=Provenance(
            event_ids=list(journal.event_ids),
            matcher=MATCHER,
            matcher_version=MATCHER_VERSION,
            explicit=False,
            speaker="user",
        ),
        event_time=cause.time,
    )


def _attributes(journal: SessionJournal, session: str, dates: list[str]) -> dict[str, object]:
    return {
        "kind": "journal",
        "session": session,
        "state": state_line(journal),
        "decisions": list(journal.decisions),
        "errors": [error.model_dump() for error in journal.errors],
        "learnings": list(journal.learnings),
        "open_loops": add_notes(journal.app_open_loops, journal.open_loops),
        "dates": dates,
    }
