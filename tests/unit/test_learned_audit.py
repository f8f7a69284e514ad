"""The audit of what chat leaves behind: each speaker is a user of their own turns."""

from __future__ import annotations

from datetime import UTC, datetime

from memstream.eval.learned_audit import learned, speaker_events
from memstream.eval.locomo import Conversation, Session, Turn

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def conversation(*turns: tuple[str, str]) -> Conversation:
    said = tuple(Turn(dia_id=f"D1:{i}", speaker=s, text=t) for i, (s, t) in enumerate(turns))
    session = Session(number=1, time=T0, turns=said)
    return Conversation(id="c1", speakers=("Ana", "Li"), sessions=(session,), questions=())


def test_each_speaker_sees_their_own_turns_as_the_users() -> None:
    chat = conversation(("Ana", "I live in Lisbon."), ("Li", "我住在杭州。"))
    roles = [(e.payload.role, e.payload.content) for e in speaker_events(chat, "Li")]
    assert roles == [("assistant", "I live in Lisbon."), ("user", "我住在杭州。")]


def test_what_each_speaker_said_of_themselves_is_learned_for_them_alone() -> None:
    chat = conversation(("Ana", "I live in Lisbon."), ("Li", "我住在杭州。"))
    ana = {m.key: m.value for m in learned(chat, "Ana")}
    li = {m.key: m.value for m in learned(chat, "Li")}
    assert ana.get("profile.location") == "Lisbon"
    assert li.get("profile.location") == "杭州"
