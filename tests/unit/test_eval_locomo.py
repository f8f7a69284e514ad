import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.eval.baseline import Bm25Turns, bm25_document, bm25_tokens, run_bm25
from memstream.eval.locomo import (
    conversation_events,
    evaluated_questions,
    load_folder,
    parse_evidence,
    parse_session_date,
    turn_content,
)
from memstream.schemas.events import MessagePosted, SessionEnded

TINY = {
    "speaker_a": "Ann",
    "speaker_b": "Bob",
    "session_1_date_time": "1:56 pm on 8 May, 2023",
    "session_1": [
        {"speaker": "Ann", "dia_id": "D1:1", "text": "I adopted a guinea pig named Oscar."},
        {
            "speaker": "Bob",
            "dia_id": "D1:2",
            "text": "Look at this!",
            "img_url": ["https://example.invalid/x.jpg"],
            "blip_caption": "a photo of a red bicycle",
        },
    ],
    "session_2_date_time": "10:37 am on 27 June, 2023",
    "session_2": [{"speaker": "Bob", "dia_id": "D2:1", "text": "I ran a marathon in Oslo."}],
    "session_3_date_time": "9:00 am on 1 July, 2023",
    "qa": [
        {
            "question": "What is Ann's pet called?",
            "answer": "Oscar",
            "evidence": ["D1:1"],
            "category": 4,
        },
        {
            "question": "Where and what did Bob ride and run?",
            "answer": "x",
            "evidence": ["D1:2; D2:1"],
            "category": 1,
        },
        {
            "question": "Adversarial?",
            "adversarial_answer": "y",
            "evidence": ["D1:1"],
            "category": 5,
        },
        {"question": "No evidence", "answer": "z", "evidence": [], "category": 2},
    ],
}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "7.json").write_text(json.dumps(TINY), encoding="utf-8")
    return tmp_path


def test_session_dates_parse_to_aware_utc() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("12:09 am on 13 September, 2023").hour == 0
    with pytest.raises(ValueError, match="unrecognised"):
        parse_session_date("yesterday")


def test_evidence_is_split_repaired_and_deduplicated() -> None:
    assert parse_evidence(["D8:6; D9:17", "D:11:26", "D", "D8:6"]) == ("D8:6", "D9:17", "D11:26")


def test_load_folder_reads_sessions_turns_and_questions(folder: Path) -> None:
    [conversation] = load_folder(folder)
    assert conversation.id == "7"
    assert conversation.speakers == ("Ann", "Bob")
    assert [s.name for s in conversation.sessions] == ["session_1", "session_2"]
    assert [t.dia_id for t in conversation.turns] == ["D1:1", "D1:2", "D2:1"]
    assert conversation.turns[1].blip_caption == "a photo of a red bicycle"


def test_only_categories_one_to_four_with_evidence_are_evaluated(folder: Path) -> None:
    [conversation] = load_folder(folder)
    questions = evaluated_questions(conversation)
    assert [(q.index, q.category, q.evidence) for q in questions] == [
        (0, 4, ("D1:1",)),
        (1, 1, ("D1:2", "D2:1")),
    ]


def test_empty_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_folder(tmp_path)


def test_events_carry_dia_ids_speakers_and_session_times(folder: Path) -> None:
    [conversation] = load_folder(folder)
    events = conversation_events(conversation)
    assert [e.type for e in events] == [
        "message.posted",
        "message.posted",
        "session.ended",
        "message.posted",
        "session.ended",
    ]
    first, photo, end = events[0], events[1], events[2]
    assert isinstance(first, MessagePosted) and isinstance(photo, MessagePosted)
    assert isinstance(end, SessionEnded)
    assert first.payload.role == photo.payload.role == "user"
    assert first.metadata == {"dia_id": "D1:1", "speaker": "Ann"}
    assert first.external_id == "D1:1"
    assert first.scope.tenant == "locomo" and first.scope.user == "7"
    assert first.scope.session == "session_1"
    assert first.time == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert (photo.time - first.time).total_seconds() == 1
    assert end.time > photo.time
    assert photo.payload.content == "Look at this! [image: a photo of a red bicycle]"
    assert photo.payload.name == "Bob"
    prefixed = conversation_events(conversation, speaker_prefix=True)[1]
    assert isinstance(prefixed, MessagePosted)
    assert prefixed.payload.content == "Bob: Look at this! [image: a photo of a red bicycle]"
    assert prefixed.id == photo.id
    assert events[3].scope.session == "session_2"


def test_event_ids_are_deterministic_and_unique(folder: Path) -> None:
    [conversation] = load_folder(folder)
    first = [e.id for e in conversation_events(conversation)]
    again = [e.id for e in conversation_events(conversation)]
    assert first == again
    assert len(set(first)) == len(first)


def test_turn_content_without_photo_has_no_image_marker(folder: Path) -> None:
    [conversation] = load_folder(folder)
    assert turn_content(conversation.turns[0]) == "I adopted a guinea pig named Oscar."
    assert turn_content(conversation.turns[0], speaker_prefix=True) == (
        "Ann: I adopted a guinea pig named Oscar."
    )


def test_bm25_document_and_tokens_follow_the_readme(folder: Path) -> None:
    [conversation] = load_folder(folder)
    assert bm25_document(conversation.turns[1]) == "Bob: Look at this! a photo of a red bicycle"
    assert bm25_tokens("Ann's Pet, OSCAR!") == ["ann", "s", "pet", "oscar"]


def test_bm25_ranks_the_matching_turn_first(folder: Path) -> None:
    [conversation] = load_folder(folder)
    index = Bm25Turns(conversation.turns)
    assert index.rank("guinea pig Oscar", 1) == ["D1:1"]
    assert len(index.rank("anything", 10)) == 3


def test_bm25_table_counts_per_category_and_overall(folder: Path) -> None:
    table = run_bm25(load_folder(folder), ks=(1, 25))
    overall = table.overall()
    assert overall.questions == 2
    assert overall.recall[25] == 1.0
    assert [row.group for row in table.rows] == ["1 multi-hop", "4 single-hop", "overall"]
