"""A negation ends only the like or habit it names (issue 22): a narrower kind ("bubble tea",
"table tennis", 珍珠奶茶, 恐怖电影) leaves the broader one; the broader word, a category by its
general word, or the very thing ends it; a list ends each thing listed. English and Chinese,
through the real extract and consolidate stages (none of these is a corpus line)."""

from __future__ import annotations

import pytest

from memstream.processors.negation import negated, terms_of
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories


def status_of(found_in: tuple[str, ...], value: str, key_part: str) -> MemoryStatus:
    """The status of the memory whose key or value holds `value` after the messages."""
    found = [
        m
        for m in memories(*found_in)
        if key_part in m.key and value.casefold() in f"{m.key} {m.value}".casefold()
    ]
    assert found, f"{value} was never learned"
    return found[0].status


@pytest.mark.parametrize(
    ("first", "then", "item", "key"),
    [
        ("I love tea", "I don't drink bubble tea anymore", "tea", "pref:tea"),
        ("I love movies", "I'm not into horror movies anymore", "movies", "pref:movies"),
        ("I play tennis on Sundays", "I stopped playing table tennis", "tennis", "fact:habit"),
        ("我很喜欢喝茶", "我不喝奶茶了", "茶", "pref:"),
        ("我爱喝奶茶", "我戒掉珍珠奶茶了", "奶茶", "pref:"),
        ("我喜欢看电影", "我不看恐怖电影了", "电影", "pref:"),
    ],
)
def test_a_narrower_kind_does_not_end_the_broader_like_or_habit(
    first: str, then: str, item: str, key: str
) -> None:
    assert status_of((first, then), item, key) is MemoryStatus.ACTIVE


@pytest.mark.parametrize(
    ("first", "then", "item", "key"),
    [
        ("I drink green tea every morning", "I don't drink tea anymore", "green tea", "habit"),
        ("I drink coffee every morning", "I quit caffeine", "coffee", "habit"),
        ("I love red wine", "I don't drink alcohol anymore", "red wine", "pref:"),
        ("I love beer", "I don't drink wine or beer anymore", "beer", "pref:beer"),
        ("I love horror movies", "I don't like movies anymore", "horror", "pref:"),
        ("我每天喝绿茶", "我现在不喝茶了", "绿茶", "habit"),
        ("我爱喝珍珠奶茶", "我不喝奶茶了", "珍珠奶茶", "pref:"),
        ("我每天早上喝冰美式", "我不喝冰美式了", "冰美式", "habit"),
        ("我爱吃蛋糕", "我现在不怎么吃甜食了", "蛋糕", "pref:"),
    ],
)
def test_the_thing_itself_a_broader_word_or_its_category_ends_it(
    first: str, then: str, item: str, key: str
) -> None:
    assert status_of((first, then), item, key) is MemoryStatus.SUPERSEDED


def test_a_modifier_that_only_grades_does_not_narrow() -> None:
    assert negated("any serious coding").ends(set(terms_of("coding")))
    assert negated("so much sugar").categories


def test_a_skill_ends_by_a_thing_named_with_its_word_even_narrower() -> None:
    """A skill is an ability: "no competitive chess" says the user no longer plays it."""
    said = negated("competitive chess")
    assert said.ends(set(terms_of("chess")), narrowed=False)
    assert not said.ends(set(terms_of("chess")), narrowed=True)


@pytest.mark.parametrize(
    ("said", "item", "ends"),
    [
        ("bubble tea", "tea", False),
        ("tea", "green tea", True),
        ("100kg bench", "bench 100 kg", True),
        ("wine or beer", "beer", True),
        ("珍珠奶茶", "奶茶", False),
        ("奶茶", "珍珠奶茶", True),
        ("打羽毛球", "羽毛球", True),
        ("含糖饮料", "奶茶", True),
    ],
)
def test_what_a_negation_names_against_an_item(said: str, item: str, ends: bool) -> None:
    assert negated(said).ends(set(terms_of(item))) is ends


@pytest.mark.parametrize(
    ("first", "then", "diet"),
    [
        ("I'm vegetarian but I still eat eggs", "I stopped eating eggs, I'm vegan now", "vegan"),
        ("我吃素，不过蛋奶还吃", "现在连鸡蛋牛奶都不吃了，彻底纯素", "vegan"),
    ],
)
def test_an_ending_said_with_a_diet_is_not_said_again(first: str, then: str, diet: str) -> None:
    """The diet says what the ending means: no "doesn't eat eggs" beside "vegan"."""
    active = [m for m in memories(first, then) if m.status is MemoryStatus.ACTIVE]
    assert [m.value for m in active if m.key == "fact:diet"] == [diet]
    assert not [m for m in active if m.key.startswith("pref:")]


@pytest.mark.parametrize(
    ("first", "then"),
    [("I love cheese", "I don't eat cheese anymore"), ("我爱吃芝士", "我现在不吃芝士了")],
)
def test_an_ending_alone_is_still_said(first: str, then: str) -> None:
    active = [m for m in memories(first, then) if m.status is MemoryStatus.ACTIVE]
    assert [m.value for m in active if m.key.startswith("pref:")] == ["no"]
