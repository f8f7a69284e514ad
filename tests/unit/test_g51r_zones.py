"""Time zones named for a place or a region ("Chile time", "Gulf Standard Time", 日本时间),
said after "my time zone is", "I'm (on)", "so", and in Chinese after the user's clause even
when a request follows (…，别按北京时间); not another's, a question or a time given."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("My time zone is Gulf Standard Time.", "Gulf Standard Time"),
        ("nb I'm Central European Time, home office in Ljubljana", "Central European Time"),
        ("I'm in Kathmandu, so Nepal time, the odd +5:45 one.", "Nepal time"),
        ("I'm on Moscow time these days.", "Moscow time"),
        ("I'm on New Zealand time now.", "New Zealand time"),
        ("我在东京，日本时间，别按北京时间给我排会", "日本时间"),
        ("俺在高速收费站上班，坐标合肥，东八区", "东八区"),
        ("我在美西 太平洋时间 跟国内聊天经常对不上点", "太平洋时间"),
    ],
)
def test_a_zone_named_for_a_place(text: str, zone: str) -> None:
    assert ("profile.timezone", zone) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "My boss is on India Standard Time.",
        "Limerick time: There once was a cabbie named Lou",
        "Story time: my cat ate a sock.",
        "I have Some Time to kill.",
        "my time zone is a mess",
        "the meeting is at 9am Japan time.",
        "Are you on Chile time?",
        "我朋友在东京，日本时间",
        "我女儿在伦敦，东一区",
        "明天下午三点，北京时间",
        "我在东京，日本时间吗？",
    ],
)
def test_no_zone_of_the_users(text: str) -> None:
    assert "profile.timezone" not in {k for k, _ in learned_keys(text)}
