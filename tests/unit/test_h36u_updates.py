"""Updates as first-class (issue 22, point 2): whose change it is (grammar/whose_change.py),
corrections said bare (en_updates / zh_updates), and the new thing said in a fragment after
an ending (grammar/in_its_place.py). English and Chinese; must-supersede and must-not."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.whose_change import en_named_subject, zh_named_subject
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories


def active(*said: str) -> set[str]:
    """`key=value` of the active memories after the messages (narrative left out)."""
    return {
        f"{m.key}={m.value}"
        for m in memories(*said)
        if m.status is MemoryStatus.ACTIVE and m.key != "profile.narrative"
    }


NAMED = [
    ("Priya left Google, now at Meta", "Priya"),
    ("Kofi quit coffee, drinks tea now", "Kofi"),
    ("Oluwaseun moved to Leeds last spring", "Oluwaseun"),
    ("so Anneke switched to decaf", "Anneke"),
    ("Tomasz finally quit smoking", "Tomasz"),
    ("Ethiopian is another favourite", ""),
    ("Mi English is better now", ""),
    ("priya left google lol", "priya"),
    ("Marisol Vega joined Stripe", "Marisol"),
    ("Priya and Tom left Google, now at Meta", "Priya"),
    ("Dr. Okafor left the clinic", "Okafor"),
    ("Quit Google last week, at Meta now", ""),
    ("Sold the motorbike, train now", ""),
    ("Landed in Auckland, that's home", ""),
    ("Coffee is dead to me", ""),
    ("Update: left Werner", ""),
    ("Honestly switched to tea", ""),
    ("Moved to Porto in May", ""),
    ("Jazz no longer works for me", ""),
]


@pytest.mark.parametrize(("text", "name"), NAMED)
def test_the_person_a_change_opens_with(text: str, name: str) -> None:
    assert en_named_subject(text) == name


ZH_NAMED = [
    ("小王辞职了，现在在银行", "小王"),
    ("阿强戒烟了", "阿强"),
    ("老张不喝酒了", "老张"),
    ("王芳搬到上海了", "王芳"),
    ("李华最近戒酒了", "李华"),
    ("Lily跳槽去了腾讯", "Lily"),
    ("阿姨搬走了", ""),
    ("高铁不坐了", ""),
    ("咖啡戒了，现在只喝茶", ""),
    ("小时候不吃辣", ""),
]


@pytest.mark.parametrize(("text", "name"), ZH_NAMED)
def test_the_person_a_chinese_change_opens_with(text: str, name: str) -> None:
    assert zh_named_subject(text) == name


OTHERS_CHANGES = [
    (("I work at Google", "Priya left Google, now at Meta"), "profile.employer=Google"),
    (
        ("I drink coffee every day", "Kofi quit coffee, drinks tea now"),
        "fact:habit=drink coffee every day",
    ),
    (("I live in Lisbon", "Oluwaseun moved to Porto last spring"), "profile.location=Lisbon"),
    (("I'm vegan", "Tomasz stopped being vegan"), "fact:diet=vegan"),
    (("我抽烟", "阿强戒烟了"), "fact:habit=抽烟"),
    (("我每天喝咖啡", "张伟不喝咖啡了，改喝茶了"), "fact:habit=每天喝咖啡"),
    (("我住在北京", "王芳搬到上海了"), "profile.location=北京"),
    (("我在腾讯上班", "小李跳槽到字节了"), "profile.employer=腾讯"),
]


@pytest.mark.parametrize(("said", "kept"), OTHERS_CHANGES)
def test_a_named_persons_change_is_not_the_users(said: tuple[str, str], kept: str) -> None:
    assert kept in active(*said)


def test_a_named_persons_new_value_is_theirs() -> None:
    found = active("I work at Google", "Priya left Google, now at Meta")
    assert "fact:about:priya:employer=Meta" in found


def test_the_users_own_change_after_a_name_still_counts() -> None:
    assert "profile.employer=Meta" in active(
        "I work at Google", "Quit Google last week, at Meta now"
    )


CORRECTED = [
    (("I live in Lisbon", "no, I said Porto not Lisbon"), "profile.location=Porto"),
    (("I live in Lisbon", "Porto, not Lisbon"), "profile.location=Porto"),
    (("I live in Lisbon", "it's Porto, not Lisbon"), "profile.location=Porto"),
    (("I work at Stripe", "sorry, I meant Square, not Stripe"), "profile.employer=Square"),
    (
        ("I drink oat milk every morning", "soy milk, not oat milk"),
        "fact:habit=drink soy milk every morning",
    ),
    (("我住在杭州", "我说的是苏州，不是杭州"), "profile.location=苏州"),
    (("我住在杭州", "是苏州不是杭州"), "profile.location=苏州"),
    (("我住在杭州", "苏州，不是杭州"), "profile.location=苏州"),
]


@pytest.mark.parametrize(("said", "now"), CORRECTED)
def test_a_bare_correction_supersedes(said: tuple[str, str], now: str) -> None:
    assert now in active(*said)


NOT_CORRECTIONS = [
    (("I live in Lisbon", "I want the summary, not the full report"), "profile.location=Lisbon"),
    (("I live in Lisbon", "it is not that, it's fine"), "profile.location=Lisbon"),
    (("I live in Lisbon", "the blue one, not the red one"), "profile.location=Lisbon"),
    (("我住在杭州", "我就是不想去杭州"), "profile.location=杭州"),
    (("我住在杭州", "这个不是杭州的"), "profile.location=杭州"),
]


@pytest.mark.parametrize(("said", "kept"), NOT_CORRECTIONS)
def test_no_correction_without_one(said: tuple[str, str], kept: str) -> None:
    assert kept in active(*said)


IN_ITS_PLACE = [
    (("I drink coffee every morning", "quit coffee, green tea now"), "fact:habit=green tea"),
    (("I run every morning", "dropped running, swimming these days"), "fact:habit=swimming"),
    (
        ("I go to the gym every day", "ditched the gym, climbing 3x a week now"),
        "fact:habit=climbing 3 times a week",  # "3x" read as "3 times" (en_shapes)
    ),
    (
        ("I love jazz", "not into jazz anymore, it's all bluegrass for me now"),
        "pref:bluegrass=like",
    ),
    (("I drink coffee every day", "gave up coffee - now it's rooibos"), "fact:habit=rooibos"),
    (("我每天跑步", "不跑了，改游泳了"), "fact:habit=游泳"),
    (("我每天早上喝咖啡", "咖啡戒了，现在只喝茶"), "fact:habit=喝茶"),
    (("我每天早上喝咖啡", "不喝了，现在喝茶"), "fact:habit=喝茶"),
    (("我每天晚上打游戏", "游戏戒了 现在改看书"), "fact:habit=看书"),
]


@pytest.mark.parametrize(("said", "new"), IN_ITS_PLACE)
def test_the_new_thing_after_an_ending(said: tuple[str, str], new: str) -> None:
    assert new in active(*said)


NOT_IN_ITS_PLACE = [
    ("I drink coffee every day", "quit coffee, so tired now"),
    ("I drink coffee every day", "quit coffee, at home now"),
    ("I drink coffee every day", "quit coffee, headaches now"),
    ("I run every morning", "stopped running, knee surgery now"),
    ("I work at Acme", "no longer at Acme, consulting these days"),
    ("I'm learning Spanish", "dropped Spanish, too busy now"),
    ("I drink coffee every day", "stopped drinking coffee, it was wrecking my sleep"),
    ("I drink coffee every day", "thinking of quitting coffee, tea instead maybe"),
    ("我每天早上喝咖啡", "不喝了，现在身体好多了"),
    ("我每天早上喝咖啡", "不喝了，太贵了"),
]


@pytest.mark.parametrize("said", NOT_IN_ITS_PLACE)
def test_no_new_thing_without_one(said: tuple[str, str]) -> None:
    before = {k for k in active(said[0]) if k.startswith(("fact:habit", "pref:"))}
    after = {k for k in active(*said) if k.startswith(("fact:habit", "pref:"))}
    assert not {k for k in after - before if not k.endswith("=no")}


LEXICON_ENDINGS = [
    ("I love sushi", "lost my taste for sushi", "pref:sushi=like"),
    ("I love anime", "I've grown out of anime", "pref:anime=like"),
    ("I love sushi", "honestly over sushi at this point", "pref:sushi=like"),
    ("I love coffee", "went off coffee, weirdly", "pref:coffee=like"),
    ("I love crossfit", "burnt out on crossfit tbh", "pref:crossfit=like"),
    (
        "I play chess every evening",
        "took a break from chess",
        "fact:habit=play chess every evening",
    ),
    ("我喜欢喝咖啡", "跟咖啡的感情淡了", "pref:咖啡=like"),
    ("我喜欢动漫", "动漫早就退坑了", "pref:动漫=like"),
    ("我喜欢打游戏", "对游戏没兴趣了", "pref:打游戏=like"),
    ("我每天玩原神", "原神弃坑了", "fact:habit=每天玩原神"),
]


@pytest.mark.parametrize(("first", "then", "ended"), LEXICON_ENDINGS)
def test_an_ending_by_a_lexicon_predicate(first: str, then: str, ended: str) -> None:
    assert ended in active(first)
    assert ended not in active(first, then)


NOT_LEXICON_ENDINGS = [
    ("I love anime", "my son has grown out of anime", "pref:anime=like"),
    ("I love coffee", "off to work now", "pref:coffee=like"),
    ("I love coffee", "over it? no way, coffee forever", "pref:coffee=like"),
    ("我喜欢打游戏", "他对游戏没兴趣了", "pref:打游戏=like"),
    ("我喜欢打游戏", "你是不是对游戏没兴趣了", "pref:打游戏=like"),
]


@pytest.mark.parametrize(("first", "then", "kept"), NOT_LEXICON_ENDINGS)
def test_no_lexicon_ending_not_the_users(first: str, then: str, kept: str) -> None:
    assert kept in active(first, then)


TOPIC_ENDINGS = [
    (
        "I love oat milk lattes",
        "oat milk has started to taste like cardboard to me, done with it",
        "pref:oat milk lattes=like",
    ),
    (
        "I play chess every evening",
        "chess was fun for years but I'm done with it",
        "fact:habit=play chess every evening",
    ),
    ("我喜欢吃火锅", "火锅吃伤了，再也不想吃了", "pref:火锅=like"),
]


@pytest.mark.parametrize(("first", "then", "ended"), TOPIC_ENDINGS)
def test_an_ending_of_it_ends_the_topic(first: str, then: str, ended: str) -> None:
    assert ended in active(first)
    assert ended not in active(first, then)


NOT_TOPIC_ENDINGS = [
    ("I love sushi", "my sister loves sushi, I'm over it", "pref:sushi=like"),
    ("I love sushi", "the new place is great, done with it though", "pref:sushi=like"),
    ("I love sushi", "the report is due friday, almost done with it", "pref:sushi=like"),
    ("我喜欢吃火锅", "他说火锅吃伤了，再也不想吃了", "pref:火锅=like"),
]


@pytest.mark.parametrize(("first", "then", "kept"), NOT_TOPIC_ENDINGS)
def test_no_topic_ending_when_not_the_users(first: str, then: str, kept: str) -> None:
    assert kept in active(first, then)
