"""Updates as people word them, through the real extract and consolidate stages: a
correction inside one message, an editor switched, skills that accumulate, and negations that
end a like or a habit through a category, in English and Chinese (none of these sentences is
a corpus line)."""

from __future__ import annotations

import pytest

from memstream.processors.categories import categories_named, categories_of
from memstream.processors.negation import negated, terms_of
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import ever_said, memories, said_now


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        ("My sister is called Hanna, no wait, Hilde.", "Hilde", "Hanna"),
        ("our dog's name is Biscuit, sorry, Pretzel", "Pretzel", "Biscuit"),
        ("I have a son named Oskar, I mean Oliver", "Oliver", "Oskar"),
        ("I'm based in Leipzig, make that Dresden", "Dresden", "Leipzig"),
        ("I'm a tester at Nokia, er, Ericsson", "Ericsson", "Nokia"),
        ("我儿子叫豆豆，哦不，叫丁丁。", "丁丁", "豆豆"),
        ("我家猫叫球球，不对，叫团团", "团团", "球球"),
        ("我住在苏州，不，是无锡", "无锡", "苏州"),
        ("我在京东上班，说错了，是美团", "美团", "京东"),
        ("我老公叫志明，呃不，叫志强", "志强", "志明"),
    ],
)
def test_a_correction_inside_a_message_keeps_only_the_corrected_value(
    text: str, kept: str, dropped: str
) -> None:
    found = memories(text)
    assert kept in said_now(found)
    assert dropped not in ever_said(found)


def test_a_correction_replaces_only_the_relation_it_corrects() -> None:
    found = memories("my son is Ravi and my daughter is Mira, sorry, Meera")
    assert "Ravi" in said_now(found) and "Meera" in said_now(found)
    assert "Mira" not in ever_said(found)
    found = memories("我儿子叫小宝，女儿叫欢欢，不对，叫乐乐")
    assert "小宝" in said_now(found) and "乐乐" in said_now(found)
    assert "欢欢" not in ever_said(found)


@pytest.mark.parametrize(
    ("first", "then", "new", "old"),
    [
        ("I edit in Sublime Text.", "I switched to Neovim in winter.", "Neovim", "Sublime"),
        ("I code in Emacs every day.", "These days I use VS Code.", "VS Code", "Emacs"),
        ("My editor is plain Vim.", "I used Vim for ages but moved to Helix.", "Helix", "Vim"),
        ("我平时用Emacs写代码。", "我现在改用VS Code了。", "VS Code", "Emacs"),
        ("我一直用PyCharm。", "编辑器换成Cursor了。", "Cursor", "PyCharm"),
    ],
)  # fmt: skip
def test_an_editor_switched_supersedes_the_editor(
    first: str, then: str, new: str, old: str
) -> None:
    found = memories(first, then)
    editors = [m for m in found if m.key == "pref.editor"]
    current = [m.value for m in editors if m.status is MemoryStatus.ACTIVE]
    assert len(current) == 1 and new.casefold() in current[0].casefold()
    assert old.casefold() not in said_now(found).casefold()


@pytest.mark.parametrize(
    "text",
    [
        "I write everything in Vim",
        "I code in IntelliJ and Kotlin",
        "my editor of choice is Neovim",
        "我写代码都用Vim",
        "我用Cursor写Go",
    ],
)
def test_an_editor_is_never_a_skill_or_a_role(text: str) -> None:
    found = memories(text)
    keys = {m.key for m in found if m.status is MemoryStatus.ACTIVE}
    assert "pref.editor" in keys
    for memory in found:
        if memory.key in ("profile.skills", "profile.role", "profile.employer"):
            assert not any(e in memory.value.casefold() for e in ("vim", "intellij", "cursor"))


@pytest.mark.parametrize(
    ("first", "then", "skills"),
    [
        ("I know Go and Elixir.", "I've also learned Zig recently.", ("Go", "Elixir", "Zig")),
        ("我会Python和Scala。", "最近又学会了Haskell。", ("Python", "Scala", "Haskell")),
        ("我会C++、Lua和TypeScript。", "后来还学会了Swift", ("C++", "Lua", "TypeScript", "Swift")),
        ("I'm good at SQL.", "Picked up dbt last quarter too.", ("SQL", "dbt")),
        ("我擅长Excel。", "我还学会了Tableau。", ("Excel", "Tableau")),
    ],
)
def test_skills_accumulate(first: str, then: str, skills: tuple[str, ...]) -> None:
    found = memories(first, then)
    live = [m for m in found if m.status is MemoryStatus.ACTIVE]
    known = {m.value for m in live if m.key == "profile.skills"}
    assert set(skills) <= known


@pytest.mark.parametrize("text", ["我学会了Kotlin", "最近又学会了Docker", "他去年学会了Go"])
def test_no_one_character_skill_from_the_verb(text: str) -> None:
    found = memories(text)
    assert not any(m.key == "profile.skills" and len(m.value) == 1 for m in found)


@pytest.mark.parametrize(
    ("first", "then", "ended"),
    [
        ("I love a cold lager after work.", "I'm off alcohol these days.", "lager"),
        ("I enjoy a whisky on Fridays.", "I quit drinking in January.", "whisky"),
        ("I have a Coke with lunch every day.", "I gave up sugar completely.", "Coke"),
        ("我很爱喝可乐。", "我现在不喝甜的了。", "可乐"),
        ("我特别喜欢喝珍珠奶茶。", "甜的我早就不碰了", "奶茶"),
        ("我每天下午喝拿铁。", "咖啡因我已经戒了。", "拿铁"),
        ("我爱喝啤酒。", "酒我已经戒了。", "啤酒"),
    ],
)
def test_a_negation_ends_what_its_category_holds(first: str, then: str, ended: str) -> None:
    found = memories(first, then)
    assert ended in ever_said(found)
    assert ended not in said_now(found)


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        ("I love red wine.", "I've given up beer.", "red wine"),
        ("I like dark chocolate.", "I've given up soda.", "chocolate"),
        ("我喜欢吃巧克力。", "我不喝可乐了。", "巧克力"),
        ("我爱喝红酒。", "啤酒我已经戒了。", "红酒"),
        ("我每天早上喝咖啡。", "我不喝奶茶了。", "咖啡"),
    ],
)
def test_a_narrower_negation_ends_nothing_broader(first: str, then: str, kept: str) -> None:
    assert kept in said_now(memories(first, then))


def test_categories_general_words_name_a_category_members_do_not() -> None:
    assert "cat:alcohol" in categories_named(["alcohol"]) and not categories_named(["beer"])
    assert "cat:sugar" in categories_of(["coke"]) and "cat:sugar" not in categories_named(["coke"])
    assert "cat:sugar" in terms_of("我爱喝奶茶") and negated("不喝甜的").categories


@pytest.mark.parametrize(
    ("first", "then", "said"),
    [
        ("我每天早上喝豆浆。", "我现在不喝豆浆了。", "豆浆"),
        ("我爱吃辣条。", "辣条我已经戒了。", "辣条"),
        ("I love spicy ramen.", "I don't eat spicy ramen anymore.", "spicy ramen"),
    ],
)
def test_a_negation_that_names_its_object_is_said(first: str, then: str, said: str) -> None:
    now = said_now(memories(first, then))
    assert said in now and ("不" in now or "戒" in now or "Doesn't" in now)


def test_a_negation_of_something_unknown_is_said_as_itself() -> None:
    assert "不喝甜的" in said_now(memories("我现在不喝甜的了。"))
    assert "Doesn't eat fried food" in said_now(memories("I don't eat fried food anymore."))


@pytest.mark.parametrize(
    ("first", "then", "gone"),
    [
        ("I love a glass of port after dinner.", "I don't drink alcohol anymore.", "port"),
        ("I swim every morning before work.", "My shoulder is bad so I stopped swimming.", "swim"),
        ("我爱喝奶茶。", "我现在不喝甜的了。", "喜欢喝奶茶"),
        ("我每天晚上打游戏。", "游戏我已经戒了。", "每天晚上打游戏"),
    ],
)
def test_the_narrative_drops_a_like_or_habit_that_ends(first: str, then: str, gone: str) -> None:
    found = memories(first, then)
    told = " ".join(m.content for m in found if m.key == "profile.narrative")
    live = [m for m in found if m.status is MemoryStatus.ACTIVE and m.key != "profile.narrative"]
    # Rendered when read: it says what is active now, and only that (the like of port is
    # not ended by "no alcohol": it is still active, and still said).
    assert bool(told) == bool(live)
    assert gone not in told or any(gone in m.content for m in live)


@pytest.mark.parametrize(
    "text", ["我不用了", "我不知道了", "这样就不对了", "那就不一样了", "我不怎么看电视"]
)
def test_chinese_idioms_with_bu_le_end_nothing(text: str) -> None:
    found = memories("我每天晚上看电视。", text) if "电视" not in text else memories(text)
    assert not any(m.attributes.get("change") == "negate" for m in found)
