"""Tastes and skills said with the thing first (issue 22, g51t), in English and Chinese:
things then that the user can work them (叉车我会开, "Forklifts I can drive"), things none of
which is liked (重口的、太甜的都不爱吃, "Rich sauces I don't care for"), a taste's habit (就好一口
醋), a comment then the verdict (花毛峰太香了我不爱); a question, someone else or a promise
learns nothing of the user."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys, user_slots


def _values(text: str, slot: str) -> set[str]:
    """The values of `slot` one sentence teaches about the user."""
    return {v for s, v in user_slots(text) if s == slot}


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("叉车我会开", {"开叉车"}),
        ("叉车吊车我都会开，证都齐的", {"开叉车", "开吊车"}),
        ("二胡我也会拉", {"拉二胡"}),
        ("琵琶、三弦我都拿得起", {"琵琶", "三弦"}),
        ("琵琶三弦都拿得起", {"琵琶", "三弦"}),
        ("我是弹词演员，琵琶三弦都拿得起", {"琵琶", "三弦"}),
        ("我是叉车司机，叉车、吊车我都会开", {"开叉车", "开吊车"}),
        ("盆景这块我搞了二十来年", {"盆景"}),
        ("Forklifts I can drive, cranes too.", {"drive forklifts", "drive cranes"}),
        ("Forklifts and cranes, I can drive both.", {"drive forklifts", "drive cranes"}),
        ("The pipa and the sanxian I can both play.", {"pipa", "sanxian"}),
        ("Cars I can fix, boats not so much.", {"fix cars"}),
    ],
)
def test_things_named_first_then_worked_are_skills(text: str, skills: set[str]) -> None:
    assert _values(text, "skill") == skills


@pytest.mark.parametrize(
    "text",
    [
        "窗户我会开",  # a promise, no craft
        "饭我会做",
        "叉车你会开吗",
        "我弟弟吊车也会开",
        "我女儿钢琴小提琴都拿得起",
        "斫琴这行干了十一年了",  # a trade by its years: the role, no skill
        "Do you think forklifts I can drive?",
        "Tomorrow I can drive.",
        "So I can fix it.",
    ],
)
def test_a_promise_a_question_or_someone_else_learns_no_skill(text: str) -> None:
    assert _values(text, "skill") == set()


@pytest.mark.parametrize(
    ("text", "slot", "things"),
    [
        ("重口的、太甜的都不爱吃", "dislike", {"重口", "太甜"}),
        ("辣的我一般不爱吃", "dislike", {"辣"}),
        ("花毛峰那些太香了我不爱", "dislike", {"花毛峰"}),
        ("竹叶青我最喜欢，花毛峰那些太香了我不爱", "dislike", {"花毛峰"}),
        ("我就好一口臭鳜鱼", "like", {"臭鳜鱼"}),
        ("我就好麻辣烫这一口", "like", {"麻辣烫"}),
        ("老头子就好这一口酸菜鱼", "like", {"酸菜鱼"}),
        (
            "Spicy food and very sweet stuff, I don't like either.",
            "dislike",
            {"spicy food", "very sweet stuff"},
        ),
        ("Rich sauces I don't care for.", "dislike", {"rich sauces"}),
        ("Jazz and blues, I can't get enough of them.", "like", {"jazz", "blues"}),
    ],
)
def test_things_named_first_then_judged_are_tastes(text: str, slot: str, things: set[str]) -> None:
    assert {v.lower() for v in _values(text, slot)} == things


@pytest.mark.parametrize(
    ("text", "thing"),
    [("花毛峰太香了我不爱", "花毛峰"), ("花毛峰那些太香了，我不爱", "花毛峰")],
)
def test_a_comment_then_a_verdict_keeps_the_verdict(text: str, thing: str) -> None:
    keys = learned_keys(text)
    assert (f"pref:{thing}", "dislike") in keys
    assert (f"pref:{thing}", "like") not in keys


@pytest.mark.parametrize(
    ("text", "liked", "disliked"),
    [
        ("我喜欢猫，不喜欢猫砂", "猫", "猫砂"),
        ("I love coffee but I can't stand instant coffee.", "coffee", "instant coffee"),
    ],
)
def test_a_longer_name_judged_the_other_way_keeps_both(
    text: str, liked: str, disliked: str
) -> None:
    assert liked in _values(text, "like")
    assert disliked in _values(text, "dislike")


@pytest.mark.parametrize(
    "text",
    [
        "我儿子青菜都不爱吃",
        "他就好这口",
        "Spicy food and sweet stuff, does she like either?",
        "That I don't like.",
    ],
)
def test_someone_elses_or_an_unnamed_taste_is_not_the_users(text: str) -> None:
    assert _values(text, "like") | _values(text, "dislike") == set()


@pytest.mark.parametrize(
    "text",
    [
        "Spicy food and very sweet stuff, I don't like either.",
        "Forklifts and cranes, I can drive both.",
    ],
)
def test_a_word_pointing_back_is_never_a_value(text: str) -> None:
    values = {v.lower() for _, v in user_slots(text)}
    assert not values & {"either", "both", "drive both", "them"}


@pytest.mark.parametrize(
    ("text", "key", "taste"),
    [
        ("Ugh, olives. Hate them. Green, black, whatever.", "pref:olives", "dislike"),
        ("Mmm, durian. Love it.", "pref:durian", "like"),
        ("臭豆腐？受不了。", "pref:臭豆腐", "dislike"),
    ],
)
def test_a_topic_said_alone_after_a_sound_then_judged(text: str, key: str, taste: str) -> None:
    assert (key, taste) in learned_keys(text)


def test_a_sound_before_a_topic_never_becomes_the_thing() -> None:
    keys = learned_keys("Mmm, durian. Love it.")
    assert ("pref:mmm", "like") not in keys
    assert not any(
        k.startswith("pref:") for k, _ in learned_keys("Ugh, Mondays. Anyway, what's the plan?")
    )
