"""Episode chunks: a session cut into consecutive windows of a few turns, shown verbatim.

Pure. A chunk shows its turns' text, each under its speaker's label (the message's
`name` when the app gave one, else "User" / "Assistant"), and cites exactly those
turns. Windows are filled greedily in message order: a window closes when it holds
`MAX_TURNS` turns, or when the next turn would take it over `MAX_TOKENS` (a single
long turn is a window of its own). User and assistant turns are chunked, and tool calls
as their outcome lines ("Tool pip: failed (ProxyError: …)"). The
split of a prefix never changes when more turns arrive, so windows can be emitted as
they fill and a session gives the same chunks whether it is cut live or at its end.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from memstream.processors.episodes import SessionMessage
from memstream.schemas.base import AwareDatetime, FrozenModel
from memstream.text import estimate_tokens, has_cjk

MAX_TURNS: Final = 3
MAX_TOKENS: Final = 240
CHUNKED_ROLES: Final = frozenset({"user", "assistant"})
_EN_LABELS: Final = {"user": "User", "assistant": "Assistant"}
_ZH_LABELS: Final = {"user": "用户", "assistant": "助手"}
LINES_KEPT: Final = 4096
"""Turns whose line and cost are remembered (a few windows of every busy session)."""


class EpisodeChunk(FrozenModel):
    """A window of consecutive turns: their text and exactly their ids."""

    text: str
    event_ids: list[str]
    external_ids: list[str]
    started_at: AwareDatetime
    ended_at: AwareDatetime
    turn_count: int


def is_chunked(message: SessionMessage) -> bool:
    """True for the turns chunks show (user and assistant messages, tool call outcomes)."""
    return message.role in CHUNKED_ROLES or message.kind == "tool_call"


def speaker_label(message: SessionMessage) -> str:
    """The speaker's name when known, else the role ("User" / "用户")."""
    return _label(message.content, message.role, message.speaker)


def _label(content: str, role: str, speaker: str | None) -> str:
    if speaker and speaker.strip():
        return " ".join(speaker.split())
    labels = _ZH_LABELS if has_cjk(content) else _EN_LABELS
    return labels.get(role, role)


def turn_line(message: SessionMessage) -> str:
    """One turn as a line: "Label: text" ("标签：文本" for Chinese); a tool call's outcome as is."""
    return _line_and_cost(message.content, message.role, message.kind, message.speaker)[0]


def _cost(message: SessionMessage) -> int:
    """The tokens of a turn's line."""
    return _line_and_cost(message.content, message.role, message.kind, message.speaker)[1]


@lru_cache(maxsize=LINES_KEPT)
def _line_and_cost(content: str, role: str, kind: str, speaker: str | None) -> tuple[str, int]:
    """A turn's line and its tokens, made once per turn: a pending turn is costed again with
    each turn after it, and its line is shown again when its chunk is made."""
    text = " ".join(content.split())
    if kind == "tool_call":
        return text, estimate_tokens(text)
    separator = "：" if has_cjk(text) else ": "
    line = f"{_label(content, role, speaker)}{separator}{text}"
    return line, estimate_tokens(line)


def split_windows(
    messages: Sequence[SessionMessage], final: bool
) -> tuple[list[list[SessionMessage]], list[SessionMessage]]:
    """Full windows of the turns, and the turns left over (none when `final`)."""
    windows: list[list[SessionMessage]] = []
    current: list[SessionMessage] = []
    used = 0
    for message in (m for m in messages if is_chunked(m)):
        cost = _cost(message)
        if current and used + cost > MAX_TOKENS:
            windows.append(current)
            current, used = [], 0
        current.append(message)
        used += cost
        if len(current) >= MAX_TURNS:
            windows.append(current)
            current, used = [], 0
    if final and current:
        windows.append(current)
        current = []
    return windows, current


def make_chunk(window: Sequence[SessionMessage]) -> EpisodeChunk:
    """The chunk of one window of turns (at least one)."""
    return EpisodeChunk(
        text="\n".join(turn_line(message) for message in window),
        event_ids=[message.event_id for message in window],
        external_ids=[m.external_id for m in window if m.external_id is not None],
        started_at=min(message.time for message in window),
        ended_at=max(message.time for message in window),
        turn_count=len(window),
    )
