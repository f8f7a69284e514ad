"""Extractive session summaries: key sentences, topics, open questions, in English and Chinese."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memstream.processors.episodes import SessionMessage, summarize_session
from memstream.schemas.events import Role

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def conversation(*turns: tuple[Role, str]) -> list[SessionMessage]:
    return [
        SessionMessage(
            event_id=f"m{i}",
            external_id=f"x{i}",
            role=role,
            content=text,
            time=T0 + timedelta(minutes=i),
        )
        for i, (role, text) in enumerate(turns)
    ]


TRIP = conversation(
    ("user", "Hi!"),
    ("user", "I am planning a trip to Tokyo in April. The trip should include Kyoto too."),
    ("assistant", "Tokyo in April is cherry blossom season. Kyoto is two hours away by train."),
    ("system", "Tool output: weather Tokyo April mild."),
    ("user", "Which hotels in Tokyo are near the train station?"),
    ("assistant", "Several hotels near Tokyo station fit, for example the Marunouchi ones."),
    ("user", "Thanks. What about a budget for the trip?"),
)


def test_key_sentences_are_the_sessions_recurring_subjects() -> None:
    summary = summarize_session(TRIP)

    assert summary.key_sentences[0] == "I am planning a trip to Tokyo in April."
    assert "Hi!" not in summary.key_sentences
    assert summary.text.startswith("User: I am planning a trip to Tokyo in April.")
    assert all("Tool output" not in sentence for sentence in summary.key_sentences)
    assert summary.topics[:2] == ["tokyo", "trip"]


def test_open_questions_are_user_questions_no_later_answer_addresses() -> None:
    summary = summarize_session(TRIP)

    assert summary.open_questions == ["What about a budget for the trip?"]


def test_provenance_covers_only_the_messages_the_summary_shows() -> None:
    summary = summarize_session(TRIP)
    shown = {
        f"m{i}" for i, m in enumerate(TRIP) if any(s in m.content for s in summary.key_sentences)
    }
    shown.add("m6")  # the open question

    assert set(summary.event_ids) == shown
    assert "m0" not in summary.event_ids and "m3" not in summary.event_ids
    assert summary.external_ids == [f"x{m[1:]}" for m in summary.event_ids]


def test_chinese_session() -> None:
    messages = conversation(
        ("user", "我想去东京旅行。东京的酒店太贵了。"),
        ("assistant", "东京的商务酒店价格适中，可以考虑。"),
        ("user", "好的"),
        ("user", "京都的温泉怎么样？"),
    )

    summary = summarize_session(messages)

    assert "东京" in summary.topics
    assert summary.key_sentences[0] == "我想去东京旅行。"
    assert summary.text.startswith("用户：我想去东京旅行。")
    assert summary.open_questions == ["京都的温泉怎么样？"]


def test_a_question_the_assistant_answered_is_not_open() -> None:
    messages = conversation(
        ("user", "Do you know good ramen places?"),
        ("assistant", "Ichiran is a famous ramen chain."),
    )

    assert summarize_session(messages).open_questions == []


def test_a_session_with_nothing_to_summarize() -> None:
    summary = summarize_session(conversation(("system", "You are helpful.")))

    assert (summary.text, summary.key_sentences, summary.event_ids) == ("", [], [])


def test_summaries_are_deterministic() -> None:
    assert summarize_session(TRIP) == summarize_session(list(TRIP))


def chat(*turns: tuple[str, str]) -> list[SessionMessage]:
    """A chat between people: every turn role user, the speaker named."""
    return [
        SessionMessage(
            event_id=f"m{i}",
            external_id=f"x{i}",
            role="user",
            content=text,
            time=T0 + timedelta(minutes=i),
            speaker=speaker,
        )
        for i, (speaker, text) in enumerate(turns)
    ]


def test_between_two_people_names_are_labels_not_keywords_and_replies_answer() -> None:
    messages = chat(
        ("Caroline", "Hey Melanie! Thanks, Melanie, I went to a support group yesterday."),
        ("Melanie", "Thanks, Caroline! Wow Caroline, how was the support group?"),
        ("Caroline", "The support group was powerful, the stories were inspiring."),
        ("Melanie", "Any plans for the weekend?"),
    )

    summary = summarize_session(messages)

    assert "caroline" not in summary.topics and "melanie" not in summary.topics
    assert set(summary.topics[:2]) == {"support", "group"}
    assert summary.text.startswith("Caroline: ")
    # Melanie's first question is answered by Caroline on the next turn; the last is open.
    assert summary.open_questions == ["Any plans for the weekend?"]


def test_chinese_chat_between_two_people() -> None:
    messages = chat(
        ("小红", "我上周去杭州看了西湖。"),
        ("小明", "西湖怎么样？"),
        ("小红", "西湖很美，人很多。"),
    )

    summary = summarize_session(messages)

    assert summary.open_questions == []
    assert "西湖" in summary.topics
    assert summary.text.startswith("小红：")
