"""The LoCoMo evaluation through the real pipeline, beside equal-token baselines.

For each question and each token budget B, memstream's recall packet (B tokens at most)
and each baseline's packet of raw turns (B tokens at most, same counter) are judged by
the same rule (`coverage.py`): evidence coverage and answer coverage. Recall@k of the
ranked items (per item and per turn shown) is reported beside them.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, Literal

from memstream.eval.baseline import Baselines
from memstream.eval.coverage import coverage
from memstream.eval.locomo import (
    CATEGORY_NAMES,
    TENANT,
    Conversation,
    Question,
    conversation_events,
    evaluated_questions,
)
from memstream.eval.metrics import DEFAULT_KS, EvalReport, Outcome, RecallTable, recall_table
from memstream.eval.ports import (
    EngineFactory,
    EngineLike,
    PassageEmbedder,
    ranked_hits,
    recall_request,
)
from memstream.schemas.base import FrozenModel
from memstream.text import estimate_tokens

SYSTEM: Final = "memstream"
DEFAULT_TOKEN_BUDGET: Final = 2000
EMIT_BATCH: Final = 500

Tick = Callable[[int], None]
"""Progress callback: called with how many more units are done."""


class LocomoOptions(FrozenModel):
    """How a LoCoMo run ingests and asks (the defaults are the documented protocol)."""

    ks: tuple[int, ...] = DEFAULT_KS
    token_budgets: tuple[int, ...] = (DEFAULT_TOKEN_BUDGET,)
    format: Literal["json", "markdown", "system_prompt"] = "system_prompt"
    speaker_prefix: bool = False
    """Put "Speaker: " before each turn's text in the message content."""
    types: tuple[str, ...] | None = None
    """Ask recall for these memory types (None: the query's route decides)."""
    keep_packets: bool = True
    """Keep every packet's text in the report (for inspection)."""

    def facts(self) -> dict[str, float | int | str]:
        """The options as report facts."""
        return {
            "token_budgets": ",".join(str(b) for b in self.token_budgets),
            "format": self.format,
            "speaker_prefix": str(self.speaker_prefix).lower(),
            "types": ",".join(self.types) if self.types else "route",
        }


def _no_progress(_: int) -> None:
    return None


def ingest(
    engine: EngineLike,
    conversations: Sequence[Conversation],
    tick: Tick = _no_progress,
    speaker_prefix: bool = False,
) -> int:
    """Emit every conversation's events in batches, wait until idle; return the event count."""
    count = 0
    for conversation in conversations:
        events = conversation_events(conversation, speaker_prefix)
        for start in range(0, len(events), EMIT_BATCH):
            batch = events[start : start + EMIT_BATCH]
            engine.emit(batch)
            count += len(batch)
            tick(len(batch))
    settle(engine, count)
    return count


def settle(engine: EngineLike, events: int) -> None:
    """Wait until the pipeline has processed everything (generous: a loaded 2-core machine
    ingests LoCoMo's 2,888 events in well over 5 minutes)."""
    engine.wait_until_idle(timeout=max(1800.0, events * 1.0))


def readable(packet: str, fmt: str) -> str:
    """The packet's text as a reader sees it (a JSON packet's strings, one per line)."""
    if fmt != "json" or not packet:
        return packet
    strings: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            strings.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(json.loads(packet))
    return "\n".join(strings)


def _outcome(
    conversation: Conversation, question: Question, system: str, budget: int, packet: str
) -> Outcome:
    found = coverage(packet, question, conversation.turn_map())
    return Outcome(
        conversation=conversation.id,
        question=question.index,
        category=question.category,
        evidence=question.evidence,
        ranked=(),
        system=system,
        token_budget=budget,
        shown=found.shown,
        answer_terms=found.answer_terms,
        answer_found=found.answer_found,
    )


def ask(
    engine: EngineLike, conversation: Conversation, options: LocomoOptions, tick: Tick
) -> list[Outcome]:
    """Recall every evaluated question at every budget; judge each packet."""
    outcomes = []
    extra: dict[str, Any] = {"format": options.format}
    if options.types is not None:
        extra["types"] = list(options.types)
    for question in evaluated_questions(conversation):
        for budget in options.token_budgets:
            request = recall_request(TENANT, conversation.id, question.question, budget, **extra)
            response = engine.recall(request)
            packet = readable(str(response.packet), options.format)
            ranked = tuple(tuple(hit.provenance.external_ids) for hit in ranked_hits(response))
            outcome = _outcome(conversation, question, SYSTEM, budget, packet)
            update = {"ranked": ranked, "packet_tokens": int(response.packet_tokens)}
            if options.keep_packets:
                update["packet"] = packet
            outcomes.append(outcome.model_copy(update=update))
            tick(1)
    return outcomes


def baseline_outcomes(
    conversation: Conversation, options: LocomoOptions, embedder: PassageEmbedder | None
) -> list[Outcome]:
    """Every baseline's ranking and packets for every question of one conversation."""
    baselines = Baselines(conversation, embedder)
    turns = {turn.dia_id: turn for turn in conversation.turns}
    outcomes = []
    for question in evaluated_questions(conversation):
        for system, ids in baselines.rank(question.question).items():
            ranked = [turns[dia_id] for dia_id in ids]
            for budget in options.token_budgets:
                packet = baselines.pack(ranked, budget)
                outcome = _outcome(conversation, question, system, budget, packet)
                update = {
                    "ranked": tuple((i,) for i in ids),
                    "packet_tokens": estimate_tokens(packet),
                }
                outcomes.append(outcome.model_copy(update=update))
    return outcomes


def tables_of(outcomes: Sequence[Outcome], ks: Sequence[int]) -> list[RecallTable]:
    """One table per system and budget, in the order they first appear."""
    groups: dict[tuple[str, int | None], list[Outcome]] = {}
    for outcome in outcomes:
        groups.setdefault((outcome.system, outcome.token_budget), []).append(outcome)
    return [
        recall_table(system, group, ks, CATEGORY_NAMES, budget)
        for (system, budget), group in groups.items()
    ]


def _active_ids(engine: EngineLike, user: str) -> tuple[set[str], Counter[str]]:
    """The dia_ids any active memory of the user covers, and the active memories by type."""
    covered: set[str] = set()
    types: Counter[str] = Counter()
    for history in engine.memories(TENANT, user):
        memory = history.memory
        if str(memory.status) == "active":
            covered.update(memory.provenance.external_ids)
            types[str(memory.type)] += 1
    return covered, types


def reachable(engine: EngineLike, conversations: Sequence[Conversation]) -> dict[str, float]:
    """Diagnostics: active memories by type, and the mean share of each question's evidence
    that any active memory covers (`evidence_reachable`, the ceiling of recall@k)."""
    shares: list[float] = []
    totals: Counter[str] = Counter()
    for conversation in conversations:
        covered, types = _active_ids(engine, conversation.id)
        totals.update(types)
        for question in evaluated_questions(conversation):
            shares.append(len(covered & set(question.evidence)) / len(question.evidence))
    facts = {f"active_{kind}s": float(count) for kind, count in sorted(totals.items())}
    facts["evidence_reachable"] = round(sum(shares) / len(shares), 4) if shares else 0.0
    return facts


def work_units(conversations: Sequence[Conversation], budgets: int = 1) -> int:
    """How many progress units a run has: events emitted plus recalls asked."""
    events = sum(len(conversation_events(conv)) for conv in conversations)
    return events + budgets * sum(len(evaluated_questions(conv)) for conv in conversations)


class EngineRun(FrozenModel):
    """Where the engine keeps its data, and whether the conversations are already in it."""

    data_dir: Path | None = None
    ingested: bool = False


def _memstream(
    engine_factory: EngineFactory,
    conversations: Sequence[Conversation],
    opts: LocomoOptions,
    run: EngineRun,
    tick: Tick,
) -> tuple[list[Outcome], dict[str, float]]:
    with tempfile.TemporaryDirectory(prefix="memstream-locomo-") as scratch:
        engine = engine_factory(run.data_dir or Path(scratch))
        try:
            if run.ingested:
                settle(engine, 0)  # an earlier run's events may still be in the pipeline
            else:
                ingest(engine, conversations, tick, opts.speaker_prefix)
            outcomes = [o for conv in conversations for o in ask(engine, conv, opts, tick)]
            return outcomes, reachable(engine, conversations)
        finally:
            engine.close()


def run_locomo(
    engine_factory: EngineFactory | None,
    conversations: Sequence[Conversation],
    data_label: str,
    options: LocomoOptions | None = None,
    tick: Tick = _no_progress,
    *,
    embedder: PassageEmbedder | None = None,
    run: EngineRun | None = None,
) -> EvalReport:
    """memstream (unless no factory is given) and the baselines, in one report."""
    opts = options or LocomoOptions()
    outcomes: list[Outcome] = []
    facts = opts.facts()
    if engine_factory is not None:
        engine_run = run or EngineRun()
        found, diagnostics = _memstream(engine_factory, conversations, opts, engine_run, tick)
        outcomes.extend(found)
        facts.update(diagnostics)
    for conversation in conversations:
        outcomes.extend(baseline_outcomes(conversation, opts, embedder))
    return EvalReport(
        data=data_label,
        conversations=len(conversations),
        questions=sum(len(evaluated_questions(conv)) for conv in conversations),
        tables=tables_of(outcomes, opts.ks),
        facts=facts,
        outcomes=outcomes,
    )
