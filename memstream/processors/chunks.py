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
from typing import Final

from memstream.processors.episodes import SessionMessage
from memstream.schemas.base import AwareDatetime, FrozenModel
from memstream.text import estimate_tokens, has_cjk

MAX_TURNS: Final = 3
MAX_TOKENS: Final = 240
CHUNKED_ROLES: Final = frozenset({"user", "assistant"})
_EN_LABELS: Final = {"user": "User", "assistant": "Assistant"}
_ZH_LABELS: Final = {"user": "用户", "assistant": "助手"}


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
    if message.speaker and message.speaker.strip():
        return " ".join(message.speaker.split())
    labels = _ZH_LABELS if has_cjk(message.content) else _EN_LABELS
    return labels.get(message.role, message.role)


def turn_line(message: SessionMessage) -> str:
    """One turn as a line: "Label: text" ("标签：文本" for Chinese); a tool call's outcome as is."""
    text = " ".join(message.content.split())
    if message.kind == "tool_call":
        return text
    separator = "：" if has_cjk(text) else ": "
    return f"{speaker_label(message)}{separator}{text}"


def _cost(message: SessionMessage) -> int:
    return estimate_tokens(turn_line(message))


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
