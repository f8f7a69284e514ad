"""A standing wish about replies said with a reason, a complaint or politely (issue 22,
g54i): the request is read, the reason only for what it says ("bullet points always, walls
of text kill me" asks for bullets, not short replies); a polite "if you could" or 如果可以的话
after a statement sets nothing aside; a form's health or reply fields are read."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("my eyes hurt at night, light mode is murder, I keep everything dark", "theme", "dark"),
        ("light theme, my eyes hate dark backgrounds", "theme", "light"),
        ("dark mode please, white backgrounds burn my eyes", "theme", "dark"),
        (
            "My whole setup is dark themed, screen brightness hurts after night shifts.",
            "theme",
            "dark",
        ),
        ("could you please talk to me a bit less stiff?", "tone", "casual"),
        ("no need for Dear Sir stuff with me, just chat like a mate", "tone", "casual"),
        ("sprinkle in emojis if you like, makes it friendlier 🙂", "emoji", "use"),
        ("No long text please, only the main thing.", "response_length", "concise"),
        ("Please stop writing so much, I only have a minute.", "response_length", "concise"),
        ("Write less, I read these on the bus.", "response_length", "concise"),
        ("bullet points always pls, walls of text kill me on a 5 inch screen", "format", "bullets"),
        ("你说话别那么官方撒，跟哥们聊天一样就行，我又不是来投诉的😂", "tone", "casual"),
        ("语气别那么官方，就跟朋友聊天那样就行", "tone", "casual"),
        ("回复随意点，像跟朋友聊天似的", "tone", "casual"),
        ("你回消息能不能活泼点，多加点表情包，不然感觉在跟机器人说话😂😂", "emoji", "use"),
        ("我是程序员，方便的话回答简短点", "response_length", "concise"),
        ("just bullet it for me, no essays", "response_length", "concise"),
        ("feet and pounds for me pls, metric makes my brain hurt", "units", "imperial"),
    ],
)
def test_wish_read_beside_its_reason(text: str, slot: str, value: str) -> None:
    assert ("pref." + slot, value) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("bullet points always pls, walls of text kill me on a 5 inch screen", "response_length"),
        ("Use tables when you compare things, walls of text are exhausting.", "response_length"),
        ("the long paragraphs are too heavy for me in english", "format"),
        ("My dad treats me like a friend.", "tone"),
        ("I treat my dog like a friend.", "tone"),
        ("My eyes hurt after a long day at the screen.", "theme"),
        ("I should write less about my feelings in my diary.", "response_length"),
        ("My teacher said to write less.", "response_length"),
        ("feel free to throw in emojis, it makes this feel less robotic 😄", "tone"),
        (
            "I have high blood pressure, doctor say less salt, so how do I cook pho",
            "response_length",
        ),
        ("跟领导说话得正式一点", "tone"),
        ("我跟客户聊天都很正式", "tone"),
        ("给老板发消息我都不用表情", "emoji"),
    ],
)
def test_reason_or_other_talk_sets_no_preference(text: str, slot: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key == "pref." + slot}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "I have ADHD so if you could chunk big tasks into small steps that helps a lot",
            "fact:health",
            "ADHD",
        ),
        (
            "I have asthma so if you could suggest indoor workouts that would be great",
            "fact:health",
            "asthma",
        ),
        ("我有糖尿病，如果可以的话推荐点低糖的菜", "fact:health", "糖尿病"),
        ("我有哮喘，如果可以的话，推荐点室内运动", "fact:health", "哮喘"),
        ("Diagnosis: type 2 diabetes", "fact:health", "type 2 diabetes"),
        ("既往史：高血压、痛风", "fact:health", "痛风"),
        ("首选语言：英文", "pref.reply_language", "english"),
    ],
)
def test_statement_before_a_polite_request_or_in_a_form(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd move to Lisbon if you could find me a job there",
        "如果可以的话，我想当画家",
        "要是能的话，我想养只猫",
        "I'll cook dinner if you like.",
    ],
)
def test_a_wish_or_an_offer_stays_a_hypothetical(text: str) -> None:
    assert not learned_keys(text)
