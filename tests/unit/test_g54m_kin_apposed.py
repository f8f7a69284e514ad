"""A person of the user's named right after the kin word, in any position and before any
verb (我表妹小琪考研上岸了, 给我老公大伟挑个礼物, 同事老马天天跟我拼车); someone else's kin, a
hypothetical, a word of a name's shape that is none (小时候, 天天, 老是) name no one."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_candidates, user_slots


def _named(text: str) -> set[str]:
    return {value for slot, value in user_slots(text) if slot == "relation" and ":" in value}


def _message_names(text: str) -> set[str]:
    """The names of the user's people learned from a whole message."""
    return {str(c.value) for c in user_candidates(text, "relation")}


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("我表妹小琪考研上岸了，这周请她吃饭。", "表妹: 小琪"),
        ("我女儿朵朵发烧了，一晚上没睡。", "女儿: 朵朵"),
        ("我妈刘桂芳腿脚不好，想换个一楼的房子。", "妈: 刘桂芳"),
        ("我们组长老韩人挺好，就是爱开会。", "组长: 老韩"),
        ("我导师王教授让我下周交开题报告。", "导师: 王教授"),
        ("我老板周总人挺好。", "老板: 周总"),
        ("发小大刘从部队回来了。", "发小: 大刘"),
        ("我表妹阿依古丽下个月结婚。", "表妹: 阿依古丽"),
        ("我合租室友阿K是做剪辑的。", "室友: 阿K"),
        ("同事老马天天跟我拼车。", "同事: 老马"),
        ("我姐Amy在伦敦读书。", "姐: Amy"),
        ("我老公阿杰每天给我打针。", "老公: 阿杰"),
    ],
)
def test_kin_named_before_any_verb(text: str, kin: str) -> None:
    assert kin in _named(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("帮我给我女儿朵朵策划一个生日派对", "朵朵"),
        ("给我老公大伟挑个生日礼物，预算五百", "大伟"),
        ("我闺蜜晓晓失恋了，我该怎么安慰她？", "晓晓"),
        ("我同事小林让我帮他看看简历，怎么提意见比较好", "小林"),
        ("help me plan my daughter Mia's party", "Mia"),
        ("what should I get my wife Lena for our anniversary", "Lena"),
        ("my roommate Jess keeps stealing my milk, how do I bring it up", "Jess"),
    ],
)
def test_kin_named_in_a_request(text: str, name: str) -> None:
    assert name in _message_names(text)


@pytest.mark.parametrize(
    "text",
    [
        "他老婆小芳是护士。",
        "朋友的女儿朵朵很可爱。",
        "我同事的儿子豆豆上小学了。",
        "如果我有个女儿，就叫她朵朵。",
        "同事小王吃素，聚餐得找个素食餐厅。",
        "他说室友阿文天天打游戏。",
        "客户王总让我改方案。",
        "His wife Mia is a nurse.",
        "my friend's son Leo is staying with us",
    ],
)
def test_no_one_of_the_users_named(text: str) -> None:
    assert not _named(text)
    assert not {n for n in _message_names(text) if n not in ("朋友", "friend")}


@pytest.mark.parametrize(
    "text",
    [
        "我女儿小时候很乖。",
        "我老公老是加班。",
        "我妈天天跳广场舞。",
        "我儿子小学三年级了。",
        "我老公张罗了一桌菜。",
        "我儿子明明考了一百分还不高兴。",
        "我女儿大大咧咧的。",
        "我同事周总结写完了。",
    ],
)
def test_words_of_a_names_shape_name_no_one(text: str) -> None:
    assert not _named(text)


@pytest.mark.parametrize(
    "text",
    ["我儿子小名叫豆豆。", "我爷爷李有田上礼拜走了，九十二，喜丧", "我奶奶王秀英去年去世了"],
)
def test_a_nickname_word_or_a_death_adds_no_named_kin(text: str) -> None:
    assert not {n for n in _message_names(text) if n in ("小名", "李有田", "王秀英")}
