"""LoCoMo-format conversations: loading, turning them into events, and their questions.

Pure functions. A LoCoMo file holds one conversation between `speaker_a` and
`speaker_b`: sessions `session_N` (turns with `speaker`, `dia_id`, `text`, sometimes
`blip_caption`) dated by `session_N_date_time`, and `qa` (question, evidence dia_ids,
category 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Final

from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.events import (
    InteractionEvent,
    Message,
    MessagePosted,
    SessionBoundary,
    SessionEnded,
    Source,
)
from memstream.schemas.ids import derive_id

TENANT: Final = "locomo"
EVALUATED_CATEGORIES: Final = frozenset({1, 2, 3, 4})
CATEGORY_NAMES: Final = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_SESSION_KEY: Final = re.compile(r"session_(\d+)")
_DIA_ID: Final = re.compile(r"D:?(\d+):(\d+)")
_DATE_FORMATS: Final = ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%d %B, %Y")


class Turn(FrozenModel):
    """One turn of a session."""

    dia_id: str
    speaker: str
    text: str
    blip_caption: str | None = None


class Session(FrozenModel):
    """One dated session of a conversation."""

    number: int
    time: datetime
    turns: tuple[Turn, ...]

    @property
    def name(self) -> str:
        """The session id used in event scopes (`session_N`)."""
        return f"session_{self.number}"


class Question(FrozenModel):
    """One question with the dia_ids that hold its answer."""

    conversation: str
    index: int
    question: str
    category: int
    evidence: tuple[str, ...]
    answer: str = ""


class Conversation(FrozenModel):
    """One LoCoMo conversation: its id (the user id), speakers, sessions and questions."""

    id: str
    speakers: tuple[str, str]
    sessions: tuple[Session, ...]
    questions: tuple[Question, ...]

    @property
    def turns(self) -> list[Turn]:
        """Every turn, in session order."""
        return [turn for session in self.sessions for turn in session.turns]

    def turn_map(self) -> dict[str, Turn]:
        """Every turn by dia_id."""
        return {turn.dia_id: turn for turn in self.turns}

    def session_of(self) -> dict[str, Session]:
        """The session of every turn, by dia_id."""
        return {turn.dia_id: session for session in self.sessions for turn in session.turns}


def parse_session_date(text: str) -> datetime:
    """A LoCoMo session date such as "1:56 pm on 8 May, 2023", as an aware UTC datetime."""
    cleaned = " ".join(text.split())
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(cleaned, fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise ValueError(f"unrecognised LoCoMo date: {text!r}")


def parse_evidence(raw: Iterable[str]) -> tuple[str, ...]:
    """Clean evidence ids: split "D8:6; D9:17", fix "D:11:26", drop malformed ones, dedupe."""
    found: list[str] = []
    for item in raw:
        for match in _DIA_ID.finditer(str(item)):
            dia_id = f"D{match[1]}:{match[2]}"
            if dia_id not in found:
                found.append(dia_id)
    return tuple(found)


def _parse_turn(raw: Mapping[str, Any]) -> Turn:
    caption = raw.get("blip_caption")
    return Turn(
        dia_id=str(raw["dia_id"]),
        speaker=str(raw["speaker"]),
        text=str(raw.get("text") or ""),
        blip_caption=str(caption) if caption else None,
    )


def _parse_sessions(data: Mapping[str, Any]) -> tuple[Session, ...]:
    sessions = []
    for key, turns in data.items():
        match = _SESSION_KEY.fullmatch(key)
        if match is None or not isinstance(turns, list) or not turns:
            continue
        date = parse_session_date(str(data[f"{key}_date_time"]))
        parsed = tuple(_parse_turn(turn) for turn in turns)
        sessions.append(Session(number=int(match[1]), time=date, turns=parsed))
    return tuple(sorted(sessions, key=lambda session: session.number))


def _parse_questions(conversation: str, qa: Iterable[Mapping[str, Any]]) -> tuple[Question, ...]:
    return tuple(
        Question(
            conversation=conversation,
            index=index,
            question=str(item["question"]),
            category=int(item["category"]),
            evidence=parse_evidence(item.get("evidence") or ()),
            answer=str(item.get("answer", "")),
        )
        for index, item in enumerate(qa)
    )


def parse_conversation(conversation_id: str, data: Mapping[str, Any]) -> Conversation:
    """A conversation from the JSON of one LoCoMo file (flat, or nested under `conversation`)."""
    body = data.get("conversation", data)
    return Conversation(
        id=conversation_id,
        speakers=(str(body["speaker_a"]), str(body["speaker_b"])),
        sessions=_parse_sessions(body),
        questions=_parse_questions(conversation_id, data.get("qa", ())),
    )


def conversation_id_for(path: Path, data: Mapping[str, Any]) -> str:
    """The conversation's id: its `sample_id` when given, else the file name's stem."""
    raw = str(data.get("sample_id") or path.stem)
    return re.sub(r"[:\s]+", "-", raw)


def load_conversation(path: Path) -> Conversation:
    """Read one LoCoMo file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return parse_conversation(conversation_id_for(path, data), data)


def load_folder(folder: Path) -> list[Conversation]:
    """Every conversation of a folder of LoCoMo files (`*.json`), by file name."""
    paths = sorted(folder.glob("*.json"), key=lambda path: (len(path.stem), path.stem))
    if not paths:
        raise FileNotFoundError(f"no LoCoMo *.json files in {folder}")
    return [load_conversation(path) for path in paths]


def evaluated_questions(conversation: Conversation) -> list[Question]:
    """The questions of categories 1-4 that name evidence: the ones recall is scored on."""
    return [
        question
        for question in conversation.questions
        if question.category in EVALUATED_CATEGORIES and question.evidence
    ]


def turn_content(turn: Turn, speaker_prefix: bool = False) -> str:
    """A turn as a message's content: "text [image: caption]", optionally "Speaker: " first.

    The speaker travels in `Message.name` and the metadata either way; in the content
    the name becomes the most frequent word of every session, which dominates
    extractive episode summaries (see docs/quality.md), so it is off by default.
    """
    text = f"{turn.speaker}: {turn.text}" if speaker_prefix else turn.text
    content = text.rstrip()
    if turn.blip_caption:
        content += f" [image: {turn.blip_caption}]"
    return content


def _turn_event(
    conversation: Conversation, session: Session, index: int, speaker_prefix: bool
) -> MessagePosted:
    turn = session.turns[index]
    scope = Scope(tenant=TENANT, user=conversation.id, session=session.name)
    return MessagePosted(
        id=derive_id(TENANT, conversation.id, turn.dia_id),
        time=session.time + timedelta(seconds=index),
        scope=scope,
        source=Source(app="locomo"),
        metadata={"dia_id": turn.dia_id, "speaker": turn.speaker},
        payload=Message(role="user", content=turn_content(turn, speaker_prefix), name=turn.speaker),
    )


def _session_end(conversation: Conversation, session: Session) -> SessionEnded:
    return SessionEnded(
        id=derive_id(TENANT, conversation.id, session.name, "session.ended"),
        time=session.time + timedelta(seconds=len(session.turns)),
        scope=Scope(tenant=TENANT, user=conversation.id, session=session.name),
        source=Source(app="locomo"),
        payload=SessionBoundary(reason="locomo session end"),
    )


def conversation_events(
    conversation: Conversation, speaker_prefix: bool = False
) -> list[InteractionEvent]:
    """Each turn as a `message.posted` (role user), each session closed by `session.ended`."""
    events: list[InteractionEvent] = []
    for session in conversation.sessions:
        turns = range(len(session.turns))
        events.extend(_turn_event(conversation, session, i, speaker_prefix) for i in turns)
        events.append(_session_end(conversation, session))
    return events
