"""Plans and what is no plan, by the sentence's structure: a weekday naming a kind of thing
("my Tuesday book club", "the Sunday roast"), a clause of liking with a day ("I just enjoy
pancakes on Saturday morning"), someone else's clause after the user's ("I have two kids, my
daughter flies to Boston on Friday"), a plan word with "today" alone ("got the keys to my new
place today"), and the user's part in someone else's dated event ("my son has a recital next
Friday and I'm flying back for it"). Chinese keeps its plans beside them."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _plans(said: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans (value, days) after one message."""
    _, after = learned_after("", said)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == "plan" and m.subject == "user"
    ]


@pytest.mark.parametrize(
    "said",
    [
        "I read these out loud to my Tuesday book club, so keep it plain",
        "I quit the Sunday calls with my sister, we talk whenever now",
        "honestly I just enjoy pancakes on Saturday morning",
        "I have two kids, my daughter flies to Boston on Friday",
        "we got a puppy, my husband will pick a name this weekend",
        "Priya, my manager, is going on leave from Monday, so I'm covering",
        "got the keys to my new place today!!",
        "finally signed the lease today, what a week",
        "我同事小王，就是坐我对面那个，下周一去深圳出差",
        "今天终于拿到新房钥匙了",
        "我们周三例会总是拖很久",
    ],
)
def test_no_plan_of_the_user(said: str) -> None:
    assert _plans(said) == []


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("I'm flying to Lisbon on Friday for a wedding", "Lisbon", "2026-03-06"),
        ("booked a table at Nopi for tonight", "Nopi", "2026-03-02"),
        ("Our rabbi, Rabbi Feld, is coming for Shabbat dinner on Friday.", "Shabbat", "2026-03-06"),
        ("My Saturday is booked: I'm helping my brother move", "helping my brother", "2026-03-07"),
        ("这周六带女儿去动物园", "动物园", "2026-03-07"),
        ("下周三要去杭州出差", "杭州", "2026-03-11"),
    ],
)
def test_the_plan_stays(said: str, plan: str, day: str) -> None:
    assert any(plan in value and days == (day,) for value, days in _plans(said)), _plans(said)


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        (
            "my son Omar has a piano recital next Friday and I'm flying back for it",
            "flying back for Omar's piano recital",
            "2026-03-13",
        ),
        (
            "my sister's getting married on Saturday and I'm doing a reading",
            "doing a reading at my sister's wedding",
            "2026-03-07",
        ),
        (
            "My dad has surgery on Friday and I am driving him there",
            "driving him to my dad's surgery",
            "2026-03-06",
        ),
    ],
)
def test_the_users_part_in_someone_elses_event(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


@pytest.mark.parametrize(
    ("said", "plan", "day"),
    [
        ("3月21号我闺女结婚，我在家里摆酒", "在家里摆酒", "2026-03-21"),
        ("斋月开斋节是这周五，要回兰州", "回兰州", "2026-03-06"),
        ("明儿个下午三点给县电视台录节目", "给县电视台录节目", "2026-03-03"),
        ("next Tuesday要去Erlangen出差，帮我查下航班", "去Erlangen出差", "2026-03-10"),
    ],
)
def test_chinese_plans_said_around_the_day(said: str, plan: str, day: str) -> None:
    assert (plan, (day,)) in _plans(said)


@pytest.mark.parametrize(
    "said",
    [
        "我闺女下周五考试，她紧张得睡不着",
        "我妹这周六结婚，我好羡慕啊",
        "哈哈这周六我要是能睡到中午就好了",
    ],
)
def test_no_chinese_plan_of_the_user(said: str) -> None:
    assert _plans(said) == []
