"""The lead after probe R joined, from its dev half by structure: a complaint after a format
cue ("bullets make my head hurt"), worked steps as detail, a shorter reply asked for by its
words (字能不能少点), a plan's value without the verb a move left ("Interview's been moved to
Thursday"), "ex" opening no name and a count alone no goal (目标就一个)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots


@pytest.mark.parametrize(
    ("said", "preference"),
    [
        (
            "write in normal paragraphs, no bullet points. bullets make my head hurt",
            ("pref.format", "prose"),
        ),
        ("bullets give me a headache", ("pref.format", "prose")),
        (
            "Always give me the full worked steps, I'm doing a maths degree",
            ("pref.response_length", "detailed"),
        ),
        ("我68了，你回复字能不能少点，看着费劲", ("pref.response_length", "concise")),
    ],
)
def test_preferences_said_by_a_complaint_or_a_need(said: str, preference: tuple[str, str]) -> None:
    assert preference in user_slots(said)


def test_a_plan_moved_keeps_its_name() -> None:
    _, after = learned_after(
        "Interview at Arup tomorrow at 10am",
        "Interview's been moved to Thursday afternoon, Arup emailed",
    )
    plans = [(m.value, m.dates) for m in after if m.active and m.slot == "plan"]
    assert plans == [("Interview at Arup", ("2026-03-05",))]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I am ex Gurkha, now I am security supervisor.", "name"),
        ("今年的目标就一个，把驾照拿下来！", "goal"),
    ],
)
def test_no_stub_value(said: str, slot: str) -> None:
    assert not any(s == slot and v in ("ex Gurkha", "一个") for s, v in user_slots(said))


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("olives are vile. give me a recipe without", "olives"),
        ("jazz is grim", "jazz"),
        ("can't be doing with jazz, all that noodling about", "jazz"),
    ],
)
def test_a_dislike_said_by_a_verdict_or_a_refusal(said: str, thing: str) -> None:
    assert ("dislike", thing) in user_slots(said)


@pytest.mark.parametrize(
    "said",
    ["the weather is grim", "my boss is vile", "the soup was vile", "I can't deal with this today"],
)
def test_no_dislike_from_a_verdict_on_the_day(said: str) -> None:
    assert not any(slot == "dislike" for slot, _ in user_slots(said))


@pytest.mark.parametrize(
    "said",
    [
        "有二型糖尿病，现在在打胰岛素",
        "周杰伦死忠粉报到，演唱会我去了七场了",
        "超市那边我不干了，合同到期没续",
    ],
)
def test_no_employer_that_is_a_count_or_a_deed(said: str) -> None:
    _, after = learned_after("", said)
    assert not any(m.slot == "employer" for m in after if m.active)


@pytest.mark.parametrize(
    ("said", "employer"), [("我在打印店上班", "打印店"), ("我在打铁铺干活", "打铁铺")]
)
def test_an_employer_that_begins_with_da_is_kept(said: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(said)


@pytest.mark.parametrize(
    ("said", "role"),
    [("im a sparky for Merseyrail, live over in Bootle", "sparky"), ("I'm a joiner", "joiner")],
)
def test_a_trade_said_the_way_tradespeople_say_it(said: str, role: str) -> None:
    assert ("role", role) in user_slots(said)


@pytest.mark.parametrize("said", ["we went to the chippy", "the chippy was closed"])
def test_a_chippy_visited_is_no_job(said: str) -> None:
    assert not any(slot == "role" for slot, _ in user_slots(said))


def test_a_participle_after_the_is_no_past() -> None:
    _, after = learned_after(
        "", "dentist thursday at 3, remind me to ask about the cracked filling"
    )
    assert [(m.value, m.dates) for m in after if m.active and m.slot == "plan"] == [
        ("dentist", ("2026-03-05",))
    ]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("师傅你好，我叫覃海军，在南宁做高空外墙清洗的", ("name", "覃海军")),
        ("医生您好，我有高血压", ("condition", "高血压")),
        ("师傅好，我家住在江北", ("home_location", "江北")),
    ],
)
def test_a_greeting_to_the_assistant_by_a_title_is_no_subject(
    said: str, fact: tuple[str, str]
) -> None:
    assert fact in user_slots(said)
