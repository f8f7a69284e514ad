"""Episode chunks: consecutive windows of a few turns, shown verbatim, in English and Chinese."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memstream.processors.chunks import (
    MAX_TOKENS,
    MAX_TURNS,
    make_chunk,
    speaker_label,
    split_windows,
    turn_line,
)
from memstream.processors.episodes import SessionMessage
from memstream.schemas.events import Role

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def turn(n: int, text: str, role: Role = "user", speaker: str | None = None) -> SessionMessage:
    return SessionMessage(
        event_id=f"m{n}",
        external_id=f"x{n}",
        role=role,
        content=text,
        time=T0 + timedelta(minutes=n),
        speaker=speaker,
    )


TURNS = [
    turn(0, "I am planning a trip to Tokyo."),
    turn(1, "Tokyo is lovely in April.", "assistant"),
    turn(2, "Tool output: weather mild.", "tool"),
    turn(3, "Which hotels are near the station?"),
    turn(4, "The Marunouchi ones.", "assistant"),
    turn(5, "Thanks!"),
    turn(6, "Anything else?", "assistant"),
]


def test_windows_hold_a_few_consecutive_turns_and_skip_tool_output() -> None:
    windows, rest = split_windows(TURNS, final=False)

    assert [[m.event_id for m in w] for w in windows] == [["m0", "m1", "m3"], ["m4", "m5", "m6"]]
    assert all(len(window) == MAX_TURNS for window in windows)
    assert rest == []


def test_a_partial_window_waits_unless_the_session_is_over() -> None:
    windows, rest = split_windows(TURNS[:5], final=False)
    assert [[m.event_id for m in w] for w in windows] == [["m0", "m1", "m3"]]
    assert [m.event_id for m in rest] == ["m4"]

    windows, rest = split_windows(TURNS[:5], final=True)
    assert [[m.event_id for m in w] for w in windows] == [["m0", "m1", "m3"], ["m4"]]
    assert rest == []


def test_cutting_live_gives_the_same_windows_as_cutting_at_the_end() -> None:
    long_turn = "word " * (MAX_TOKENS // 2)
    turns = [turn(i, long_turn if i % 4 == 1 else f"short turn {i}") for i in range(11)]
    live: list[list[str]] = []
    pending: list[SessionMessage] = []
    for message in turns:
        windows, pending = split_windows([*pending, message], final=False)
        live.extend([m.event_id for m in w] for w in windows)
    windows, _ = split_windows(pending, final=True)
    live.extend([m.event_id for m in w] for w in windows)

    at_end, _ = split_windows(turns, final=True)
    assert live == [[m.event_id for m in w] for w in at_end]
    assert [m.event_id for w in at_end for m in w] == [m.event_id for m in turns]


def test_a_window_closes_before_it_would_exceed_the_token_limit() -> None:
    long_turn = "word " * (MAX_TOKENS - 2)  # a window on its own, with its label
    windows, rest = split_windows([turn(0, "short"), turn(1, long_turn), turn(2, "x")], True)

    assert [[m.event_id for m in w] for w in windows] == [["m0"], ["m1"], ["m2"]]
    assert rest == []


def test_a_chunk_shows_its_turns_under_their_speakers_and_cites_exactly_them() -> None:
    window = [
        turn(1, "I ran a charity race last Saturday.", speaker="Melanie"),
        turn(2, "That's  great!\nHow did it go?", speaker="Caroline"),
        turn(3, "Noted.", "assistant"),
    ]

    chunk = make_chunk(window)

    assert chunk.text == (
        "Melanie: I ran a charity race last Saturday.\n"
        "Caroline: That's great! How did it go?\n"
        "Assistant: Noted."
    )
    assert chunk.event_ids == ["m1", "m2", "m3"]
    assert chunk.external_ids == ["x1", "x2", "x3"]
    assert (chunk.started_at, chunk.ended_at, chunk.turn_count) == (
        T0 + timedelta(minutes=1),
        T0 + timedelta(minutes=3),
        3,
    )


def test_chinese_turns_use_chinese_labels() -> None:
    window = [
        turn(1, "我想去东京旅行。"),
        turn(2, "东京四月很美。", "assistant"),
        turn(3, "好的", speaker="小明"),
    ]

    chunk = make_chunk(window)

    assert chunk.text.splitlines() == [
        "用户：我想去东京旅行。",
        "助手：东京四月很美。",
        "小明：好的",
    ]
    assert speaker_label(turn(4, "hello")) == "User"
    assert turn_line(turn(5, "你好", speaker="  王 小明 ")) == "王 小明：你好"
