"""The LoCoMo evaluation through the real pipeline, side by side with the BM25 baseline."""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from memstream.eval.baseline import run_bm25
from memstream.eval.locomo import (
    CATEGORY_NAMES,
    TENANT,
    Conversation,
    conversation_events,
    evaluated_questions,
)
from memstream.eval.metrics import DEFAULT_KS, EvalReport, Outcome, RecallTable, recall_table
from memstream.eval.ports import EngineFactory, EngineLike, ranked_hits, recall_request
from memstream.schemas.base import FrozenModel

SYSTEM: Final = "memstream"
DEFAULT_TOKEN_BUDGET: Final = 4000
EMIT_BATCH: Final = 500

Tick = Callable[[int], None]
"""Progress callback: called with how many more units are done."""


class LocomoOptions(FrozenModel):
    """How a LoCoMo run ingests and asks (the defaults are the documented protocol)."""

    ks: tuple[int, ...] = DEFAULT_KS
    token_budget: int = DEFAULT_TOKEN_BUDGET
    speaker_prefix: bool = False
    """Put "Speaker: " before each turn's text in the message content."""
    types: tuple[str, ...] | None = None
    """Ask recall for these memory types (None: the query's route decides)."""

    def facts(self) -> dict[str, float | int | str]:
        """The options as report facts."""
        return {
            "token_budget": self.token_budget,
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
    # Generous: every turn now also feeds an episode chunk to embed (about one per 3 turns).
    engine.wait_until_idle(timeout=max(300.0, count / 10))
    return count


def ask(
    engine: EngineLike, conversation: Conversation, options: LocomoOptions, tick: Tick
) -> list[Outcome]:
    """Recall for every evaluated question; rank all hits by score; keep their dia_ids."""
    outcomes = []
    extra = {} if options.types is None else {"types": list(options.types)}
    for question in evaluated_questions(conversation):
        request = recall_request(
            TENANT, conversation.id, question.question, options.token_budget, **extra
        )
        response = engine.recall(request)
        ranked = tuple(tuple(hit.provenance.external_ids) for hit in ranked_hits(response))
        outcomes.append(
            Outcome(
                conversation=conversation.id,
                question=question.index,
                category=question.category,
                evidence=question.evidence,
                ranked=ranked,
                packet_tokens=int(response.packet_tokens),
            )
        )
        tick(1)
    return outcomes


def evaluate_engine(
    engine: EngineLike,
    conversations: Sequence[Conversation],
    options: LocomoOptions | None = None,
    tick: Tick = _no_progress,
) -> RecallTable:
    """Ingest the conversations into an open engine, then score its recall."""
    opts = options or LocomoOptions()
    ingest(engine, conversations, tick, opts.speaker_prefix)
    outcomes = [o for conv in conversations for o in ask(engine, conv, opts, tick)]
    return recall_table(SYSTEM, outcomes, opts.ks, CATEGORY_NAMES)


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


def work_units(conversations: Sequence[Conversation]) -> int:
    """How many progress units a run has: events emitted plus questions asked."""
    events = sum(len(conversation_events(conv)) for conv in conversations)
    return events + sum(len(evaluated_questions(conv)) for conv in conversations)


def run_locomo(
    engine_factory: EngineFactory | None,
    conversations: Sequence[Conversation],
    data_label: str,
    options: LocomoOptions | None = None,
    tick: Tick = _no_progress,
) -> EvalReport:
    """BM25 baseline and (unless no factory is given) memstream, in one report."""
    opts = options or LocomoOptions()
    tables = [run_bm25(conversations, opts.ks)]
    facts = opts.facts()
    if engine_factory is not None:
        with tempfile.TemporaryDirectory(prefix="memstream-locomo-") as data_dir:
            engine = engine_factory(Path(data_dir))
            try:
                tables.insert(0, evaluate_engine(engine, conversations, opts, tick))
                facts.update(reachable(engine, conversations))
            finally:
                engine.close()
    questions = sum(len(evaluated_questions(conv)) for conv in conversations)
    return EvalReport(
        data=data_label,
        conversations=len(conversations),
        questions=questions,
        tables=tables,
        facts=facts,
    )
