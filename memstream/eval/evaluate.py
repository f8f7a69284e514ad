"""The LoCoMo evaluation through the real pipeline, side by side with the BM25 baseline."""

from __future__ import annotations

import tempfile
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

SYSTEM: Final = "memstream"
DEFAULT_TOKEN_BUDGET: Final = 4000
EMIT_BATCH: Final = 500

Tick = Callable[[int], None]
"""Progress callback: called with how many more units are done."""


def _no_progress(_: int) -> None:
    return None


def ingest(engine: EngineLike, conversations: Sequence[Conversation], tick: Tick) -> int:
    """Emit every conversation's events in batches, wait until idle; return the event count."""
    count = 0
    for conversation in conversations:
        events = conversation_events(conversation)
        for start in range(0, len(events), EMIT_BATCH):
            batch = events[start : start + EMIT_BATCH]
            engine.emit(batch)
            count += len(batch)
            tick(len(batch))
    engine.wait_until_idle(timeout=max(120.0, count / 50))
    return count


def ask(
    engine: EngineLike, conversation: Conversation, token_budget: int, tick: Tick
) -> list[Outcome]:
    """Recall for every evaluated question; rank all hits by score; keep their dia_ids."""
    outcomes = []
    for question in evaluated_questions(conversation):
        request = recall_request(TENANT, conversation.id, question.question, token_budget)
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
    ks: Sequence[int] = DEFAULT_KS,
    token_budget: int = DEFAULT_TOKEN_BUDGET,
    tick: Tick = _no_progress,
) -> RecallTable:
    """Ingest the conversations into an open engine, then score its recall."""
    ingest(engine, conversations, tick)
    outcomes = [o for conv in conversations for o in ask(engine, conv, token_budget, tick)]
    return recall_table(SYSTEM, outcomes, ks, CATEGORY_NAMES)


def work_units(conversations: Sequence[Conversation]) -> int:
    """How many progress units a run has: events emitted plus questions asked."""
    events = sum(len(conversation_events(conv)) for conv in conversations)
    return events + sum(len(evaluated_questions(conv)) for conv in conversations)


def run_locomo(
    engine_factory: EngineFactory | None,
    conversations: Sequence[Conversation],
    data_label: str,
    ks: Sequence[int] = DEFAULT_KS,
    token_budget: int = DEFAULT_TOKEN_BUDGET,
    tick: Tick = _no_progress,
) -> EvalReport:
    """BM25 baseline and (unless no factory is given) memstream, in one report."""
    tables = [run_bm25(conversations, ks)]
    if engine_factory is not None:
        with tempfile.TemporaryDirectory(prefix="memstream-locomo-") as data_dir:
            engine = engine_factory(Path(data_dir))
            try:
                tables.insert(0, evaluate_engine(engine, conversations, ks, token_budget, tick))
            finally:
                engine.close()
    questions = sum(len(evaluated_questions(conv)) for conv in conversations)
    return EvalReport(
        data=data_label,
        conversations=len(conversations),
        questions=questions,
        tables=tables,
        facts={"token_budget": token_budget},
    )
