"""A taste the user asks about and answers at once (issue 22, g55t), EN and ZH: "You know what
I love? A proper cup of tea.", "Biggest pet peeve? Loud chewing.", 我最讨厌什么？加班。 A question
about someone else, to the listener, or with no answer after it teaches no taste."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing", "taste"),
    [
        ("You know what I love? A proper cup of tea.", "tea", "like"),
        (
            "And you know what I really love? Rainy Sunday mornings.",
            "rainy sunday mornings",
            "like",
        ),
        ("Know what I can't stand? Loud chewing.", "loud chewing", "dislike"),
        ("Honestly, know what I can't bear? Open-plan offices.", "open-plan offices", "dislike"),
        ("Do you know what I adore? Old jazz records.", "old jazz records", "like"),
        ("What do I hate most? Traffic.", "traffic", "dislike"),
        ("The thing I hate most? Mosquitoes.", "mosquitoes", "dislike"),
        ("What I love? Sushi.", "sushi", "like"),
        ("ya know wot i luv? a proper stottie", "proper stottie", "like"),
        ("Favourite food? Sushi, easily.", "sushi", "like"),
        ("Fave snack? Olives.", "olives", "like"),
        ("Guilty pleasure? Reality TV.", "reality tv", "like"),
        ("Biggest pet peeve? People who chew loudly.", "people who chew loudly", "dislike"),
        ("你知道我最爱吃啥吗？火锅！", "火锅", "like"),
        ("你猜我最喜欢喝什么？奶茶！", "奶茶", "like"),
        ("我最讨厌什么？加班。", "加班", "dislike"),
        ("我最爱吃什么？当然是饺子", "饺子", "like"),
        ("知道我最烦啥吗？开会。", "开会", "dislike"),
        ("我的本命？宫崎骏。", "宫崎骏", "like"),
        ("我的雷点？香菜。", "香菜", "dislike"),
    ],
)
def test_a_taste_asked_and_answered_is_learned(text: str, thing: str, taste: str) -> None:
    assert (thing, taste) in _tastes(text)


@pytest.mark.parametrize(
    "text",
    [
        "Know what my wife loves? Tulips.",
        "What do you love? Tell me.",
        "You know what I love about Python? Its syntax.",
        "What do I love? Can you guess?",
        "Favourite food? What's yours?",
        "Your favourite color? Blue?",
        "Guess what I love? You!",
        "You know what I hate? That.",
        "What I love? Nothing really.",
        "What should I eat tonight? Pizza.",
        "你知道我老婆最爱吃啥吗？火锅。",
        "你最喜欢什么？告诉我。",
        "我最爱吃什么？我也不知道。",
        "我最喜欢什么？你猜。",
        "我最爱吃什么？随便吧。",
    ],
)
def test_no_taste_without_the_users_own_answer(text: str) -> None:
    assert _tastes(text) == set()


@pytest.mark.parametrize(
    ("text", "things", "taste"),
    [
        ("Love: sunflower halva.", {"sunflower halva"}, "like"),
        ("Loves: hiking, paprika, bad puns.", {"hiking", "paprika", "bad puns"}, "like"),
        ("Love: halva, tahini and figs.", {"halva", "tahini", "figs"}, "like"),
        ("Hate: cold rain.", {"cold rain"}, "dislike"),
        ("Things I love: rain, books and strong tea.", {"rain", "books", "strong tea"}, "like"),
        ("One thing I can't stand: loud chewing.", {"loud chewing"}, "dislike"),
        ("Guilty pleasure: reality TV", {"reality tv"}, "like"),
        ("Pet peeve: people who are late", {"people who are late"}, "dislike"),
        ("人生挚爱：冰美式、猫、推理小说", {"冰美式", "猫", "推理小说"}, "like"),
        ("我的最爱：火锅", {"火锅"}, "like"),
        ("雷点：香菜", {"香菜"}, "dislike"),
        ("我最讨厌的：加班", {"加班"}, "dislike"),
    ],
)
def test_a_taste_asked_and_answered_at_a_colon_is_learned(
    text: str, things: set[str], taste: str
) -> None:
    assert {(thing, taste) for thing in things} <= _tastes(text)


@pytest.mark.parametrize(
    "text", ["Note: I love this idea", "Things my kids love: Lego.", "Error: can't stand"]
)
def test_no_taste_from_a_colon_that_is_no_taste_asked(text: str) -> None:
    assert not {v for _, v in _tastes(text)} & {"like", "dislike"}
