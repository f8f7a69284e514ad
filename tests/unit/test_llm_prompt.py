"""The LLM extractor's pure half: the prompt it sends and how it reads answers (EN and ZH)."""

from __future__ import annotations

import json

import pytest

from memstream.processors.matchers.llm import MAX_MEMORIES, build_prompt, parse_response

GOOD = {
    "type": "preference",
    "key": "pref.response_length",
    "value": "concise",
    "content": "喜欢简洁的回答",
    "confidence": 0.8,
    "quote": "回答短一点",
}


def test_the_prompt_sends_the_message_and_names_the_dimension_keys() -> None:
    system, user = build_prompt("我叫王小明，回答短一点。")
    assert user == {"role": "user", "content": "我叫王小明，回答短一点。"}
    assert system["role"] == "system"
    assert "pref.response_length" in system["content"] and "pref.tone" in system["content"]
    assert "{dimensions}" not in system["content"]


@pytest.mark.parametrize(
    "answer",
    [
        json.dumps({"memories": [GOOD]}, ensure_ascii=False),
        "Here you go:\n```json\n" + json.dumps({"memories": [GOOD]}) + "\n```",
        json.dumps([GOOD]),
        "Sure! " + json.dumps({"memories": [GOOD]}) + " Anything else?",
    ],
)
def test_answers_in_json_fenced_or_with_chatter_are_read(answer: str) -> None:
    [memory] = parse_response(answer)
    assert (memory.key, memory.value, memory.content) == (
        "pref.response_length", "concise", "喜欢简洁的回答"
    )  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    ["I could not find anything.", "{not json", json.dumps({"memories": "none"}), ""],
)
def test_unreadable_answers_give_nothing(answer: str) -> None:
    assert parse_response(answer) == []


def test_invalid_items_are_skipped_and_the_count_is_capped() -> None:
    items = [
        {"type": "episode", "key": "k", "value": "v", "content": "c"},
        {"type": "fact", "key": "", "value": "v", "content": "c"},
        {"type": "fact", "key": "fact:x", "value": "v", "content": "c", "confidence": 7},
        "just a string",
        {"type": "profile", "key": "profile.name", "value": "Marta", "content": "Name is Marta"},
    ] + [GOOD] * 20
    found = parse_response(json.dumps({"memories": items}))
    assert found[0].key == "profile.name"
    assert len(found) == MAX_MEMORIES - 4
