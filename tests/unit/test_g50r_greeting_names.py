"""The user's name said as they greet or come back, in English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hi its ravi, can u help w my essay", "Ravi"),
        ("Yo, Dre again. Need that playlist.", "Dre"),
        ("Hi Claude, it's me, Bea.", "Bea"),
        ("Hello hello, Amara checking in.", "Amara"),
        ("Greetings from Ottawa, this is Luc.", "Luc"),
        ("Hey, me again (Sam). Quick one.", "Sam"),
        ("哈喽～我是阿杰，又来麻烦你啦", "阿杰"),
        ("早上好，小陈又来了", "小陈"),
        ("在吗？我，老周，想问个事", "老周"),
        ("hello 我是Kevin", "Kevin"),
        ("哈喽 小王报到", "小王"),
    ],
)
def test_a_name_in_a_greeting_is_the_users(text: str, name: str) -> None:
    assert ("profile.name", name) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ugh, Tesco again. Out of oat milk.",
        "Hi, it's Mom's birthday tomorrow, any gift ideas?",
        "its raining again",
        "Monday again.",
        "Hey, Jo again, my sister, wants to say hi.",
        "It's Mochi, my cat, in the photo.",
        "Is this Luc?",
        "我是小白，请多指教",
        "这里是小美，我的同事，她想问个问题",
        "你是小美吗？",
        "我是Python开发",
    ],
)
def test_no_name_from_a_greeting_without_one(text: str) -> None:
    assert not any(key == "profile.name" for key, _ in learned_keys(text))
