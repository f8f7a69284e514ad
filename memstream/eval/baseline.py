"""The BM25-over-raw-turns baseline of the LoCoMo README.

rank-bm25 `BM25Okapi` per conversation, one document per turn: the speaker's name,
the text and the photo caption ("Speaker: text caption"), lower-cased `\\w+` tokens.
The question is tokenized the same way; turns are ranked by score, ties in turn order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from memstream.eval.locomo import CATEGORY_NAMES, Conversation, Turn, evaluated_questions
from memstream.eval.metrics import DEFAULT_KS, Outcome, RecallTable, recall_table

SYSTEM: Final = "bm25-raw-turns"
_WORD: Final = re.compile(r"\w+")


def bm25_tokens(text: str) -> list[str]:
    """Lower-cased `\\w+` tokens."""
    return _WORD.findall(text.lower())


def bm25_document(turn: Turn) -> str:
    """A turn as the baseline indexes it: "Speaker: text caption"."""
    caption = f" {turn.blip_caption}" if turn.blip_caption else ""
    return f"{turn.speaker}: {turn.text}{caption}"


class Bm25Turns:
    """A BM25Okapi index over one conversation's turns."""

    def __init__(self, turns: Sequence[Turn]) -> None:
        from rank_bm25 import BM25Okapi

        if not turns:
            raise ValueError("a BM25 index needs at least one turn")
        self._ids = [turn.dia_id for turn in turns]
        self._index = BM25Okapi([bm25_tokens(bm25_document(turn)) for turn in turns])

    def rank(self, query: str, k: int) -> list[str]:
        """The dia_ids of the k best turns for the query, best first (ties in turn order)."""
        scores = self._index.get_scores(bm25_tokens(query))
        order = sorted(range(len(self._ids)), key=lambda i: -float(scores[i]))
        return [self._ids[i] for i in order[:k]]


def bm25_outcomes(conversation: Conversation, k: int) -> list[Outcome]:
    """The baseline's top-k turns for every evaluated question of one conversation."""
    index = Bm25Turns(conversation.turns)
    return [
        Outcome(
            conversation=conversation.id,
            question=question.index,
            category=question.category,
            evidence=question.evidence,
            ranked=tuple((dia_id,) for dia_id in index.rank(question.question, k)),
        )
        for question in evaluated_questions(conversation)
    ]


def run_bm25(conversations: Iterable[Conversation], ks: Sequence[int] = DEFAULT_KS) -> RecallTable:
    """Evidence recall@k of the BM25 baseline over the given conversations."""
    depth = max(ks)
    outcomes = [o for conv in conversations for o in bm25_outcomes(conv, depth)]
    return recall_table(SYSTEM, outcomes, ks, CATEGORY_NAMES)
