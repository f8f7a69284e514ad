"""`memstream eval extraction`: the blind corpus through the real extract and consolidate
stages, in process, scored per slot, slot group and language.

Each case runs on its own empty state: its context messages first (one minute apart,
ending a minute before the judged event), then the judged event. The memories before and
after the judged event are mapped onto slots (`slot_scoring`) and compared with what the
case expects. Cases whose number is a multiple of 3 are the held-out `test` split; the rest
are `dev` (the only split whose failures are listed).
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from datetime import timedelta
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.corpus_cases import Case, Expectation, Split
from memstream.eval.slot_scoring import (
    OTHERS,
    UNSLOTTED,
    CaseScore,
    Learned,
    group_of,
    learned_from,
    score_case,
)
from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.matchers.slots import warm
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import (
    Feedback,
    FeedbackGiven,
    InteractionEvent,
    Message,
    MessagePosted,
)
from memstream.schemas.ids import derive_id

SPLITS: tuple[Split, ...] = ("dev", "test")
_RATINGS: dict[str, Literal["positive", "negative"]] = {"up": "positive", "down": "negative"}


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Figures(_Model):
    """Expected memories found (recall) and learned memories right (precision)."""

    expected: int = 0
    found: int = 0
    learned: int = 0
    right: int = 0

    @property
    def recall(self) -> float | None:
        """Found / expected (None when nothing was expected)."""
        return self.found / self.expected if self.expected else None

    @property
    def precision(self) -> float | None:
        """Right / learned (None when nothing was learned)."""
        return self.right / self.learned if self.learned else None

    def __add__(self, other: Figures) -> Figures:
        """Both sets of counts added."""
        return Figures(
            expected=self.expected + other.expected,
            found=self.found + other.found,
            learned=self.learned + other.learned,
            right=self.right + other.right,
        )


class Failure(_Model):
    """A dev case that missed an expectation or learned a false memory."""

    id: str
    text: str
    context: list[str] = Field(default_factory=list)
    missed: list[str] = Field(default_factory=list)
    false: list[str] = Field(default_factory=list)


class SplitReport(_Model):
    """The figures of one split."""

    cases: int = 0
    slots: dict[str, Figures] = Field(default_factory=dict)
    groups: dict[str, Figures] = Field(default_factory=dict)
    languages: dict[str, Figures] = Field(default_factory=dict)
    events: dict[str, Figures] = Field(default_factory=dict)
    """By the judged event's type: `message`, or `feedback` (a comment on a reply)."""
    sources: dict[str, Figures] = Field(default_factory=dict)
    """By the corpus file a case comes from, named by its ids' prefix (`en-ab`): one writer
    pair each, in the order they were written, so a rule that fits the older files and not
    the newer ones shows here."""
    overall: Figures = Figures()
    negatives: int = 0
    negatives_with_false: int = 0
    false_on_negatives: int = 0
    updates: int = 0
    updates_right: int = 0

    @property
    def false_memory_rate(self) -> float | None:
        """Negative cases with a false memory about the user / negative cases."""
        return self.negatives_with_false / self.negatives if self.negatives else None

    @property
    def update_accuracy(self) -> float | None:
        """Supersede and negate expectations carried out / all of them."""
        return self.updates_right / self.updates if self.updates else None


class ExtractionReport(_Model):
    """Both splits' figures, the dev failures, and lines that did not parse."""

    corpus: list[str]
    splits: dict[str, SplitReport]
    events: int = 0
    cpu_ms_per_event: float | None = None
    """Process CPU time of extract + consolidate per event (a figure, never asserted)."""
    later_session: bool = False
    """Whether each judged event was said in a session of its own, after its context's."""
    failures: list[Failure] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)


_CPU: list[float] = [0.0, 0.0]
"""Process CPU seconds spent in the stages and events fed, since the last `evaluate`."""


LATER_SESSION_GAP: Final = timedelta(hours=2)
"""How long before the judged event a context said in an earlier session ends."""


def run_case(case: Case, later_session: bool = False) -> tuple[list[Learned], list[Learned]]:
    """The memories before and after the judged event, on a fresh state; with
    `later_session`, the context is said in an earlier session (two hours before) and the
    judged event opens a session of its own, so an update must reach across sessions (a
    feedback stays in the session of the reply it rates)."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    scope = Scope(tenant="corpus", user=case.id, session="s1")

    def feed(event: InteractionEvent) -> None:
        started = time.process_time()
        for record in extract.process(event, extracted):
            consolidate.process(record, consolidated)
        _CPU[0] += time.process_time() - started
        _CPU[1] += 1

    apart = later_session and case.event.type == "message"
    context = _context_events(case, scope, LATER_SESSION_GAP if apart else timedelta())
    for event in context:
        feed(event)
    before = _memories(consolidated, scope)
    judged_scope = scope.model_copy(update={"session": "s2"}) if apart else scope
    feed(_judged_event(case, judged_scope, context))
    return before, _memories(consolidated, scope)


def _context_events(case: Case, scope: Scope, gap: timedelta) -> list[MessagePosted]:
    count = len(case.context)
    return [
        MessagePosted(
            id=derive_id(case.id, "context", index),
            time=case.time - gap - timedelta(minutes=count - index),
            scope=scope,
            payload=Message(role=turn.role, content=turn.content),
        )
        for index, turn in enumerate(case.context)
    ]


def _judged_event(case: Case, scope: Scope, context: list[MessagePosted]) -> InteractionEvent:
    event_id, judged = derive_id(case.id, "event"), case.event
    if judged.type == "feedback":
        replies = [e.id for e in context if e.payload.role == "assistant"]
        rating = _RATINGS.get(judged.rating or "")
        target = replies[-1] if replies else None
        feedback = Feedback(target_id=target, rating=rating, comment=judged.comment)
        return FeedbackGiven(id=event_id, time=case.time, scope=scope, payload=feedback)
    message = Message(role=judged.role, content=judged.content or "")
    return MessagePosted(id=event_id, time=case.time, scope=scope, payload=message)


def _memories(state: InMemoryState, scope: Scope) -> list[Learned]:
    found = []
    for _, value in state.scan(entries_prefix(scope.key)):
        entry = value if isinstance(value, MemoryEntry) else None
        memory = entry.memory if entry is not None else None
        learned = learned_from(memory) if memory is not None else None
        if learned is not None:
            found.append(learned)
    return found


def evaluate(
    cases: Iterable[Case],
    corpus: list[str],
    tick: Callable[[int], None] | None = None,
    later_session: bool = False,
) -> ExtractionReport:
    """Run and score every case; figures per split, failures of the dev split (`run_case`
    says what `later_session` changes)."""
    scores: dict[str, list[CaseScore]] = defaultdict(list)
    _warm_up()
    _CPU[:] = [0.0, 0.0]
    for case in cases:
        before, after = run_case(case, later_session)
        scores[case.split].append(score_case(case, before, after))
        if tick is not None:
            tick(1)
    splits = {split: split_report(scores[split]) for split in SPLITS}
    failures = [failure for s in scores["dev"] if (failure := _failure(s)) is not None]
    events = int(_CPU[1])
    cpu = round(_CPU[0] / events * 1000, 3) if events else None
    return ExtractionReport(
        corpus=corpus,
        splits=splits,
        failures=failures,
        events=events,
        cpu_ms_per_event=cpu,
        later_session=later_session,
    )


def _warm_up() -> None:
    """Load what loads once per process (jieba's dictionary, the lexicons) before timing."""
    warm()  # p38x: the Chinese part-of-speech tagger too, as the runtime's warm-up does
    for lang, said in (("en", "I live in Berlin."), ("zh", "我住在杭州。")):
        run_case(
            Case(
                id=f"{lang}-warm-0001",
                lang=lang,
                kind="positive",
                category="identity",
                event={"type": "message", "content": said},
            )
        )


def split_report(scores: list[CaseScore]) -> SplitReport:
    """The figures of one split's scored cases."""
    slots: dict[str, Figures] = defaultdict(Figures)
    languages: dict[str, Figures] = defaultdict(Figures)
    events: dict[str, Figures] = defaultdict(Figures)
    sources: dict[str, Figures] = defaultdict(Figures)
    negatives = with_false = false_count = updates = updates_right = 0
    for score in scores:
        for slot, figures in _case_figures(score).items():
            slots[slot] = slots[slot] + figures
            languages[score.case.lang] = languages[score.case.lang] + figures
            if slot != OTHERS:
                events[score.case.event.type] = events[score.case.event.type] + figures
                source = source_of(score.case.id)
                sources[source] = sources[source] + figures
        updates += len(score.updates)
        updates_right += sum(1 for _, done in score.updates if done)
        if score.case.kind == "negative":
            negatives += 1
            false_count += len(score.false_about_user)
            with_false += bool(score.false_about_user)
    groups: dict[str, Figures] = defaultdict(Figures)
    for slot, figures in slots.items():
        groups[_group(slot)] = groups[_group(slot)] + figures
    overall = sum((f for s, f in slots.items() if s != OTHERS), Figures())
    return SplitReport(
        cases=len(scores),
        slots=dict(sorted(slots.items())),
        groups=dict(sorted(groups.items())),
        languages=dict(sorted(languages.items())),
        events=dict(sorted(events.items())),
        sources=dict(sorted(sources.items(), key=lambda item: _source_order(item[0]))),
        overall=overall,
        negatives=negatives,
        negatives_with_false=with_false,
        false_on_negatives=false_count,
        updates=updates,
        updates_right=updates_right,
    )


def source_of(case_id: str) -> str:
    """The corpus file a case comes from, as its ids name it: "en-ab-0042" -> "en-ab"."""
    return case_id.rsplit("-", 1)[0]


def _source_order(source: str) -> tuple[str, int, str]:
    """Language, then the order the files were written in (a ... z, then aa, ab, ...)."""
    lang, _, tag = source.partition("-")
    return lang, len(tag), tag


def _group(slot: str) -> str:
    return OTHERS if slot == OTHERS else group_of(slot)


def _case_figures(score: CaseScore) -> dict[str, Figures]:
    """Counts by slot; everything about other people is counted under `others`."""
    figures: dict[str, Figures] = defaultdict(Figures)
    missed = [expected for expected, _ in score.misses]
    for expected in [*score.hits, *missed]:
        if expected.optional:
            continue
        slot = expected.slot if expected.about_user else OTHERS
        found = int(any(expected is hit for hit in score.hits))
        figures[slot] = figures[slot] + Figures(expected=1, found=found)
    for learned, right in [(m, 1) for m in score.right] + [(m, 0) for m in score.false]:
        slot = learned.slot if learned.subject == "user" else OTHERS
        figures[slot] = figures[slot] + Figures(learned=1, right=right)
    return figures


def _failure(score: CaseScore) -> Failure | None:
    if not score.misses and not score.false:
        return None
    event = score.case.event
    return Failure(
        id=score.case.id,
        text=event.content or event.comment or "",
        context=[turn.content for turn in score.case.context],
        missed=[f"{_said(e)} ({why})" for e, why in score.misses],
        false=[f"{m.subject}/{m.slot}={m.value!r} [{m.key}]" for m in score.false],
    )


def _said(expected: Expectation) -> str:
    who = "" if expected.about_user else f"{expected.subject}/"
    old = f" (old {expected.old!r})" if expected.old else ""
    return f"{who}{expected.slot}={expected.value!r} {expected.action}{old}"


__all__ = ["UNSLOTTED", "ExtractionReport", "evaluate", "run_case", "split_report"]
