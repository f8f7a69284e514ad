"""The lead's changes of round 47: an editor swapped with another verb ("ditched Neovim for
Zed", 已经转投VS Code了，PyCharm太吃内存, 主力是 Cursor) is the one turned to, and the editor is
no employer; a reply language by its other names (华语) or said with a particle and no one before
it (都係用普通話啦); a time zone gone by ("go by GMT for me") is no name."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, user_slots


@pytest.mark.parametrize(
    ("context", "said", "editor", "old"),
    [
        ("I code in Neovim.", "ditched Neovim for Zed last week", "Zed", "Neovim"),
        ("I code in Neovim.", "dropped Neovim for Helix", "Helix", "Neovim"),
        ("我用PyCharm写代码", "已经转投VS Code了，PyCharm太吃内存", "VS Code", "PyCharm"),
        ("我用 Cursor 写代码", "又用回 IntelliJ IDEA 了", "IntelliJ IDEA", "Cursor"),
    ],
)  # fmt: skip
def test_an_editor_swapped_is_the_one_turned_to(
    context: str, said: str, editor: str, old: str
) -> None:
    _, after = learned_after(context, said)
    now = [(m.slot, m.value) for m in after if m.active]
    assert ("pref.editor", editor) in now
    assert ("pref.editor", old) not in now
    assert ("employer", editor) not in now


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("英文太累了，回我华语就好", "chinese"),
        ("都係用普通話啦，我屋企人都睇。", "chinese"),
        ("以后都用广东话啦", "cantonese"),
        ("reply in Cantonese from now on", "cantonese"),
    ],
)
def test_a_reply_language_by_another_name_or_a_particle(said: str, language: str) -> None:
    assert ("pref.reply_language", language) in user_slots(said)


@pytest.mark.parametrize(
    "said", ["我们家都说粤语啦", "我在公司都用英语啦", "my family speaks Cantonese"]
)
def test_a_language_spoken_is_no_reply_language(said: str) -> None:
    assert not [pair for pair in user_slots(said) if pair[0] == "pref.reply_language"]


@pytest.mark.parametrize(("said", "zone"), [("go by GMT for me", "GMT"), ("现在是BST", "BST")])
def test_a_time_zone_gone_by_is_no_name(said: str, zone: str) -> None:
    slots = user_slots(said)
    assert ("timezone", zone) in slots
    assert not [pair for pair in slots if pair[0] == "name"]


@pytest.mark.parametrize(
    ("context", "said", "home", "old"),
    [
        ("现在住河西区", "我从河西搬南开区了", "南开区", "河西区"),
        ("我住西安城里头", "我们般到宝鸡了", "宝鸡", "西安"),
        ("I live in Leeds", "we moved to York last week", "York", "Leeds"),
    ],
)
def test_a_move_said_without_its_preposition_or_misspelt(
    context: str, said: str, home: str, old: str
) -> None:
    _, after = learned_after(context, said)
    now = [(m.slot, m.value) for m in after if m.active]
    assert ("home_location", home) in now
    assert ("home_location", old) not in now


@pytest.mark.parametrize("said", ["我从老房子搬东西", "我一般到北京出差", "从公司搬了两箱书回家"])
def test_carrying_things_or_usually_going_is_no_home(said: str) -> None:
    assert not [pair for pair in user_slots(said) if pair[0] == "home_location"]
