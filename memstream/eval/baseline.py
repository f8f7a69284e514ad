"""Baselines over raw turns, packed into the same token budget as memstream's packets.

- `bm25-raw-turns`: rank-bm25 `BM25Okapi` per conversation, one document per turn (the
  speaker's name, the text and the photo caption), lower-cased `\\w+` tokens;
- `dense-raw-turns`: the same documents embedded with memstream's embedder, by cosine;
- `rrf-raw-turns`: the reciprocal-rank fusion (k = 60) of the two.

A baseline's packet is its best turns, taken in rank order while they fit the budget
(a turn that does not fit is skipped, a later shorter one may fit, as memstream's fill
does), shown in dialogue order under a dated heading per session and counted with
`memstream.text.estimate_tokens`, the counter memstream's packets use.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from memstream.eval.locomo import Conversation, Session, Turn
from memstream.eval.ports import PassageEmbedder
from memstream.text import estimate_tokens

BM25: Final = "bm25-raw-turns"
DENSE: Final = "dense-raw-turns"
RRF: Final = "rrf-raw-turns"
RRF_K: Final = 60
RANK_DEPTH: Final = 400
"""How many ranked turns a baseline considers (more than any budget here can show)."""
_WORD: Final = re.compile(r"\w+")


def bm25_tokens(text: str) -> list[str]:
    """Lower-cased `\\w+` tokens."""
    return _WORD.findall(text.lower())


def bm25_document(turn: Turn) -> str:
    """A turn as the baselines index it: "Speaker: text caption"."""
    caption = f" {turn.blip_caption}" if turn.blip_caption else ""
    return f"{turn.speaker}: {turn.text}{caption}"


def _order(scores: Sequence[float], ids: Sequence[str], depth: int) -> list[str]:
    order = sorted(range(len(ids)), key=lambda i: -float(scores[i]))
    return [ids[i] for i in order[:depth]]


class Bm25Turns:
    """A BM25Okapi index over one conversation's turns."""

    def __init__(self, turns: Sequence[Turn]) -> None:
        from rank_bm25 import BM25Okapi

        if not turns:
            raise ValueError("a BM25 index needs at least one turn")
        self._ids = [turn.dia_id for turn in turns]
        self._index = BM25Okapi([bm25_tokens(bm25_document(turn)) for turn in turns])

    def rank(self, query: str, k: int = RANK_DEPTH) -> list[str]:
        """The dia_ids of the k best turns for the query, best first (ties in turn order)."""
        return _order(self._index.get_scores(bm25_tokens(query)), self._ids, k)


class DenseTurns:
    """One conversation's turns embedded with an embedder, searched by cosine."""

    def __init__(self, turns: Sequence[Turn], embedder: PassageEmbedder) -> None:
        import numpy as np

        self._np = np
        self._ids = [turn.dia_id for turn in turns]
        self._embedder = embedder
        vectors = embedder.embed_passages([bm25_document(turn) for turn in turns])
        self._matrix: Any = np.asarray(vectors, dtype=np.float32)

    def rank(self, query: str, k: int = RANK_DEPTH) -> list[str]:
        """The dia_ids of the k turns nearest the query, best first."""
        vector = self._np.asarray(self._embedder.embed_query(query), dtype=self._np.float32)
        return _order(list(self._matrix @ vector), self._ids, k)


def rrf(rankings: Sequence[Sequence[str]], k: int = RRF_K, depth: int = RANK_DEPTH) -> list[str]:
    """Reciprocal-rank fusion: sum of 1 / (k + rank) over the rankings, best first."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + 1.0 / (k + rank)
    return sorted(scores, key=lambda item: -scores[item])[:depth]


class Baselines:
    """Every baseline of one conversation: rank a question once per system, pack packets."""

    def __init__(self, conversation: Conversation, embedder: PassageEmbedder | None) -> None:
        self._bm25 = Bm25Turns(conversation.turns)
        self._dense = None if embedder is None else DenseTurns(conversation.turns, embedder)
        self._sessions = conversation.session_of()
        self._costs = {turn.dia_id: estimate_tokens(turn_text(turn)) for turn in conversation.turns}

    def rank(self, query: str) -> dict[str, list[str]]:
        """Each baseline's ranking of the turns for the query, by system name."""
        bm25 = self._bm25.rank(query)
        if self._dense is None:
            return {BM25: bm25}
        dense = self._dense.rank(query)
        return {BM25: bm25, DENSE: dense, RRF: rrf([bm25, dense])}

    def pack(self, ranked: Sequence[Turn], budget: int) -> str:
        """A packet of the ranked turns that fit the budget."""
        return pack_turns(ranked, self._sessions, budget, self._costs)


def session_heading(session: Session) -> str:
    """The dated heading of a session's turns in a baseline packet."""
    return f"[{session.time.date().isoformat()}]"


def turn_text(turn: Turn) -> str:
    """A turn as one line of a baseline packet."""
    caption = f" [image: {turn.blip_caption}]" if turn.blip_caption else ""
    return f"- {turn.speaker}: {' '.join(turn.text.split())}{caption}"


def _choose(
    ranked: Sequence[Turn],
    sessions: Mapping[str, Session],
    budget: int,
    costs: Mapping[str, int],
) -> list[Turn]:
    chosen: list[Turn] = []
    opened: set[int] = set()
    used = 0
    for turn in ranked:
        session = sessions[turn.dia_id]
        heading = 0 if session.number in opened else estimate_tokens(session_heading(session))
        own = costs.get(turn.dia_id)
        cost = heading + (estimate_tokens(turn_text(turn)) if own is None else own)
        if used + cost <= budget:
            chosen.append(turn)
            opened.add(session.number)
            used += cost
    return chosen


def pack_turns(
    ranked: Sequence[Turn],
    sessions: Mapping[str, Session],
    budget: int,
    costs: Mapping[str, int] | None = None,
) -> str:
    """The best turns that fit `budget` tokens, in dialogue order under session headings."""
    position = {dia_id: i for i, dia_id in enumerate(sessions)}
    picked = _choose(ranked, sessions, budget, costs or {})
    lines: list[str] = []
    for turn in sorted(picked, key=lambda turn: position[turn.dia_id]):
        heading = session_heading(sessions[turn.dia_id])
        if heading not in lines:
            lines.append(heading)
        lines.append(turn_text(turn))
    return "\n".join(lines)
