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
