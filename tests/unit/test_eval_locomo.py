import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.eval.baseline import (
    BM25,
    DENSE,
    RRF,
    Baselines,
    Bm25Turns,
    bm25_document,
    bm25_tokens,
    pack_turns,
    rrf,
)
from memstream.eval.coverage import coverage, shown_turns
from memstream.eval.evaluate import LocomoOptions, run_locomo
from memstream.eval.locomo import (
    conversation_events,
    evaluated_questions,
    load_folder,
    parse_evidence,
    parse_session_date,
    turn_content,
)
from memstream.schemas.events import MessagePosted, SessionEnded
from memstream.text import estimate_tokens

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
    report = run_locomo(None, load_folder(folder), "tiny", LocomoOptions(ks=(1, 25)))
    table = report.table(BM25)
    overall = table.overall()
    assert overall.questions == 2
    assert overall.recall[25] == 1.0
    assert overall.recall_turns[25] == 1.0
    assert [row.group for row in table.rows] == ["1 multi-hop", "4 single-hop", "overall"]
    assert table.token_budget == 2000
    assert overall.evidence_coverage == 1.0  # every turn fits in 2,000 tokens
    assert table.row("4 single-hop").answer_coverage == 1.0  # "Oscar" is in the packet


class WordEmbedder:
    """A toy embedder: one dimension per word of a tiny vocabulary."""

    vocabulary = ("oscar", "pig", "bicycle", "marathon", "oslo")

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        words = set(bm25_tokens(text))
        return [1.0 if word in words else 0.0 for word in self.vocabulary]


def test_dense_and_rrf_baselines_rank_and_pack_within_the_budget(folder: Path) -> None:
    [conversation] = load_folder(folder)
    baselines = Baselines(conversation, WordEmbedder())
    ranked = baselines.rank("marathon in oslo")
    assert set(ranked) == {BM25, DENSE, RRF}
    assert ranked[DENSE][0] == "D2:1" and ranked[RRF][0] == "D2:1"
    turns = conversation.turn_map()
    packet = baselines.pack([turns[i] for i in ranked[RRF]], 20)
    assert estimate_tokens(packet) <= 20
    assert packet == "[2023-06-27]\n- Bob: I ran a marathon in Oslo."


def test_rrf_sums_reciprocal_ranks() -> None:
    assert rrf([["a", "b", "c"], ["c", "b"]], k=1) == ["c", "b", "a"]  # 3/4, 2/3, 1/2


def test_packed_turns_are_in_dialogue_order_under_dated_headings(folder: Path) -> None:
    [conversation] = load_folder(folder)
    turns = conversation.turns
    packet = pack_turns(list(reversed(turns)), conversation.session_of(), 2000)
    assert packet.splitlines() == [
        "[2023-05-08]",
        "- Ann: I adopted a guinea pig named Oscar.",
        "- Bob: Look at this! [image: a photo of a red bicycle]",
        "[2023-06-27]",
        "- Bob: I ran a marathon in Oslo.",
    ]


def test_coverage_counts_shown_turns_and_answer_words(folder: Path) -> None:
    [conversation] = load_folder(folder)
    question = conversation.questions[0]
    packet = "Earlier sessions:\n- (8 May 2023) ANN:   I adopted a guinea pig named Oscar."
    found = coverage(packet, question, conversation.turn_map())
    assert found.shown == ("D1:1",)
    assert found.answer_terms == ("oscar",) and found.answer_found == ("oscar",)
    assert shown_turns("Ann adopted a guinea pig", conversation.turns) == ()
    chinese = conversation.turns[0].model_copy(update={"text": "我养了一只叫奥斯卡的豚鼠。"})
    assert shown_turns("- Ann: 我养了一只叫奥斯卡的豚鼠。", [chinese]) == ("D1:1",)
