"""What a packet carries: the evidence turns whose text it shows, the answer words it holds.

Pure functions shared by memstream's packets and the baselines' packets, so both are
judged by the same rule: a turn is shown when its line `"Speaker: text"` appears in the
packet (case and whitespace ignored); an answer word is held when the packet's tokens
(`memstream.text.tokenize`, English and Chinese) contain it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from memstream.eval.locomo import Question, Turn
from memstream.text import tokenize


@dataclass(frozen=True, slots=True)
class Coverage:
    """The evidence ids a packet shows and the answer words it holds."""

    shown: tuple[str, ...]
    answer_terms: tuple[str, ...]
    answer_found: tuple[str, ...]


def normalized(text: str) -> str:
    """Casefolded, with every run of whitespace one space."""
    return " ".join(text.casefold().split())


def turn_line(turn: Turn) -> str:
    """How a turn reads in a packet (memstream's chunks and the baselines alike)."""
    return f"{turn.speaker}: {turn.text}"


def shown_turns(packet: str, turns: Iterable[Turn]) -> tuple[str, ...]:
    """The ids of the turns whose line the packet shows."""
    text = normalized(packet)
    return tuple(
        turn.dia_id for turn in turns if turn.text.strip() and normalized(turn_line(turn)) in text
    )


def answer_terms(answer: str) -> tuple[str, ...]:
    """The gold answer's distinct content words."""
    return tuple(dict.fromkeys(tokenize(answer)))


def coverage(packet: str, question: Question, turns: Mapping[str, Turn]) -> Coverage:
    """What the packet shows of the question's evidence and holds of its answer."""
    evidence = [turns[dia_id] for dia_id in question.evidence if dia_id in turns]
    terms = answer_terms(question.answer)
    held = set(tokenize(packet, keep_stopwords=True)) if terms else set()
    return Coverage(
        shown=shown_turns(packet, evidence),
        answer_terms=terms,
        answer_found=tuple(term for term in terms if term in held),
    )
