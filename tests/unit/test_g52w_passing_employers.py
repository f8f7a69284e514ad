"""g52w: an employer said in passing, by what the user does with it or there: a
performer's or a crew's company after "with" ("I tour with Cirque Berserk"), and in Chinese
the organisation one is at by what one does there (我在腾讯待了五年了, 我在肯德基兼职)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I tour with Cirque Berserk.", "Cirque Berserk"),
        ("I play cello with the London Symphony Orchestra.", "London Symphony Orchestra"),
        ("More importantly I dance with the Batsheva ensemble.", "Batsheva ensemble"),
        ("I'm touring with the Royal Ballet this season.", "Royal Ballet"),
        ("I race with Team Visma.", "Team Visma"),
        ("I act with the Royal Shakespeare Company.", "Royal Shakespeare Company"),
        ("我在腾讯待了五年了。", "腾讯"),
        ("我在华为混了好几年了。", "华为"),
        ("我跟着中国东方歌舞团到处巡演。", "中国东方歌舞团"),
        ("我在中央民族乐团拉大提琴。", "中央民族乐团"),
        ("我在肯德基兼职。", "肯德基"),
    ],
)
def test_the_company_said_in_passing_is_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(text)


def test_no_home_read_off_the_companys_name() -> None:
    found = user_slots("我在上海芭蕾舞团跳舞。")
    assert ("employer", "上海芭蕾舞团") in found
    assert ("home_location", "上海") not in found


@pytest.mark.parametrize(
    "text",
    [
        "I play tennis with Sarah Jones.",
        "I play tennis with the Smiths.",
        "I dance with Maria.",
        "I sing with a community choir.",
        "I play five-a-side with my mates.",
        "I'd love to tour with Cirque du Soleil.",
        "I toured with the Royal Ballet back in 2010.",
        "My wife dances with the Royal Ballet.",
        "我以前在腾讯待了五年。",
        "我在腾讯待过两年。",
        "他在腾讯待了五年了。",
        "我想在肯德基兼职。",
        "我在肯德基吃饭。",
        "我在医院待了一天。",
        "我在家兼职。",
        "我在网上兼职。",
    ],
)
def test_no_employer_from_people_pastimes_wishes_or_the_past(text: str) -> None:
    assert not {slot for slot, _ in user_slots(text)} & {"employer"}
