"""Extractive session summaries, English and Chinese: key sentences, topics, open questions.

Pure: the same messages always give the same summary. Sentences are scored by the
(role-weighted) frequency of their keywords across the session, so the sentences that
carry the session's recurring subjects win; the user's turns weigh more than the
assistant's. The participants' names are not keywords (in a two-person chat they would
be the most frequent words, and vocatives such as "Thanks, Caroline!" would win). A
user's question is open unless another participant (whatever their role) later says
something sharing its keywords, or a peer (another speaker of the same role, as in a
chat between two people) replies on the next turn. System and tool messages are not summarized.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Final, Literal

from memstream.schemas.base import AwareDatetime, FrozenModel
from memstream.schemas.events import Role
from memstream.text import has_cjk, split_sentences, tokenize

ROLE_WEIGHT: Final[dict[str, float]] = {"user": 2.0, "assistant": 1.0}
MAX_KEY_SENTENCES: Final = 5
MAX_TOPICS: Final = 5
_QUESTION: Final = re.compile(r"(?:[?？]|[吗呢][。.!！]?)\s*$")
_EN_LABELS: Final = {"user": "User:", "assistant": "Assistant:"}
_ZH_LABELS: Final = {"user": "用户：", "assistant": "助手："}


class SessionMessage(FrozenModel):
    """One message of a session, as the extract stage buffers it."""

    event_id: str
    external_id: str | None = None
    role: Role
    content: str
    time: AwareDatetime
    speaker: str | None = None
    """Who spoke, when the app named them (`Message.name` or `metadata.speaker`)."""
    kind: Literal["message", "tool_call"] = "message"
    """A message, or a tool call's outcome ("Tool pip: failed (…)") as the session shows it."""

    @property
    def participant(self) -> str:
        """Who this turn is from: the speaker's name, else the role."""
        return f"name:{self.speaker}" if self.speaker else f"role:{self.role}"


class EpisodeSummary(FrozenModel):
    """What a session was about, and which messages the summary shows."""

    text: str
    key_sentences: list[str]
    topics: list[str]
    open_questions: list[str]
    event_ids: list[str]
    external_ids: list[str]


@dataclass(frozen=True, slots=True)
class _Unit:
    position: int
    index: int
    role: str
    participant: str
    label: str
    sentence: str
    tokens: frozenset[str]


def summarize_session(messages: list[SessionMessage]) -> EpisodeSummary:
    """An extractive summary: the top-scoring sentences in their original order."""
    units = _units(messages)
    frequency = _frequency(units)
    chosen = _key_units(units, frequency)
    questions = _open_questions(units)
    shown = sorted({unit.index for unit in chosen + questions})
    return EpisodeSummary(
        text=_render(chosen),
        key_sentences=[unit.sentence for unit in chosen],
        topics=_topics(units, frequency),
        open_questions=[unit.sentence for unit in questions],
        event_ids=[messages[i].event_id for i in shown],
        external_ids=[x for i in shown if (x := messages[i].external_id) is not None],
    )


def _units(messages: list[SessionMessage]) -> list[_Unit]:
    names = participant_names(messages)
    units: list[_Unit] = []
    for index, message in enumerate(messages):
        if message.role not in ROLE_WEIGHT:
            continue
        label = (message.speaker or "").strip()
        for sentence in split_sentences(message.content):
            tokens = frozenset(_keywords(sentence, names))
            unit = _Unit(
                len(units), index, message.role, message.participant, label, sentence, tokens
            )
            units.append(unit)
    return units


def participant_names(messages: list[SessionMessage]) -> frozenset[str]:
    """The tokens of the session's speakers' names (never keywords of the summary)."""
    return frozenset(token for m in messages if m.speaker for token in tokenize(m.speaker))


def _keywords(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    return [t for t in tokenize(text) if len(t) > 1 and not t.isdigit() and t not in names]


def _frequency(units: list[_Unit]) -> dict[str, float]:
    frequency: dict[str, float] = {}
    for unit in units:
        for token in unit.tokens:
            frequency[token] = frequency.get(token, 0.0) + ROLE_WEIGHT[unit.role]
    return frequency


def _score(unit: _Unit, frequency: dict[str, float]) -> float:
    total = sum(frequency[token] for token in sorted(unit.tokens))  # fixed order: same float
    return ROLE_WEIGHT[unit.role] * total / math.sqrt(len(unit.tokens))


def _key_units(units: list[_Unit], frequency: dict[str, float]) -> list[_Unit]:
    scorable = [unit for unit in units if len(unit.tokens) >= 2] or [u for u in units if u.tokens]
    count = min(MAX_KEY_SENTENCES, max(1, math.ceil(len(scorable) / 3)))
    ranked = sorted(scorable, key=lambda u: (-_score(u, frequency), u.position))
    chosen: list[_Unit] = []
    for unit in ranked:
        if len(chosen) < count and all(unit.sentence != c.sentence for c in chosen):
            chosen.append(unit)
    return sorted(chosen, key=lambda u: u.position)


def _topics(units: list[_Unit], frequency: dict[str, float]) -> list[str]:
    first_seen: dict[str, int] = {}
    for unit in units:
        for token in sorted(unit.tokens):
            first_seen.setdefault(token, unit.position)
    ranked = sorted(frequency, key=lambda token: (-frequency[token], first_seen[token], token))
    return ranked[:MAX_TOPICS]


def _open_questions(units: list[_Unit]) -> list[_Unit]:
    """User questions no later turn of another participant answers (shares their keywords)."""
    return [
        unit
        for unit in units
        if unit.role == "user" and _QUESTION.search(unit.sentence) and not _answered(unit, units)
    ]


def _answered(question: _Unit, units: list[_Unit]) -> bool:
    """Another participant later shares the question's keywords, or a peer replies next."""
    later = [u for u in units if u.participant != question.participant and u.index > question.index]
    following = [u for u in units if u.index > question.index][:1]
    if any(u in later and u.role == question.role for u in following):
        return True  # a peer (same role, another speaker) replied directly
    if not question.tokens:
        return bool(later)
    wanted = {_stem(token) for token in question.tokens}
    return any(wanted & {_stem(token) for token in unit.tokens} for unit in later)


def _stem(token: str) -> str:
    return token[:-1] if token.isascii() and len(token) > 3 and token.endswith("s") else token


def _render(chosen: list[_Unit]) -> str:
    """Key sentences, each run from one message under one speaker label."""
    parts: list[str] = []
    for position, unit in enumerate(chosen):
        same_message = position > 0 and chosen[position - 1].index == unit.index
        parts.append(unit.sentence if same_message else _label(unit) + unit.sentence)
    return " ".join(parts)


def _label(unit: _Unit) -> str:
    """The speaker's name when known, else the role, as "Name: " or "名字：" before a sentence."""
    if has_cjk(unit.sentence):
        return f"{unit.label}：" if unit.label else _ZH_LABELS[unit.role]
    return f"{unit.label}: " if unit.label else f"{_EN_LABELS[unit.role]} "
