"""Pets, relations and other people's facts said in more everyday ways (round of issue 22),
written down before any corpus failure was read: a pet by its care ("walking the dog", 每天要遛狗)
or by name and species in any order ("Taking Max, my husky, to the vet", 叫它Lucky), a relation
with a name after it (我媳妇儿小敏), and facts of someone close."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_answers_table import answer
from tests.unit.test_grammar_people_breadth import _gives, _split

PET_EN = [
    ("Biscuit, my beagle, ate my sandwich", "beagle: Biscuit"),
    ("walking the dog before work", "dog"),
    ("I have to feed my cat first", "cat"),
    ("Taking Max, my husky, to the vet", "husky: Max"),
    ("my corgi is named Waffles", "corgi: Waffles"),
    ("I got a parrot named Kiwi", "parrot: Kiwi"),
    ("our cat's name is Mochi", "cat: Mochi"),
    ("I have a goldfish", "goldfish"),
    ("my dog Luna just turned 3", "dog: Luna"),
    ("we adopted a rescue cat named Pumpkin", "cat: Pumpkin"),
    ("I've had my tortoise Sheldon for 20 years", "tortoise: Sheldon"),
    ("Sorry, late reply, had to take my dog out", "dog"),
    ("my bunny Clover chewed through a cable", "bunny: Clover"),
    ("I own a horse", "horse"),
    ("I have a leopard gecko called Spike", "leopard gecko: Spike"),
]
PET_EN += [
    ("And yup, I do- Oscar, my guinea pig.", "guinea pig: Oscar"),
    ("say hi to Bruno, my dog!", "dog: Bruno"),
]
PET_ZH = [
    ("我家猫叫咪咪", "猫: 咪咪"),
    ("我每天要遛狗", "狗"),
    ("我是铲屎官，家里两只猫", "猫"),
    ("我养了只柯基叫旺财", "柯基: 旺财"),
    ("我家狗狗叫豆豆", "狗狗: 豆豆"),
    ("刚下班，先去遛一下我家狗", "狗"),
    ("我养了一条金毛", "金毛"),
    ("我家有只兔子", "兔子"),
    ("我养了两只仓鼠", "仓鼠"),
    ("我们家的猫叫年糕", "猫: 年糕"),
    ("我有一只布偶猫", "布偶猫"),
    ("我养了只鹦鹉", "鹦鹉"),
    ("我家的柴犬叫小八", "柴犬: 小八"),
    ("我得回家喂猫了", "猫"),
    ("我有只乌龟养了十年了", "乌龟"),
    ("我家狗子Lucky特别能吃", "狗子: Lucky"),
]
RELATION_EN = [
    ("me and my wife have a little boy", "son"),
    ("my hubby Dave is cooking tonight", "husband: Dave"),
    ("Tom, my brother, lives in Leeds", "brother: Tom"),
    ("my mum's coming over this weekend", "mum"),
    ("I'm a dad of two", "child"),
    ("I've got a girlfriend, her name is Mei", "girlfriend: Mei"),
    ("my wife's name is Sara", "wife: Sara"),
    ("My roommate Jake is loud", "roommate: Jake"),
    ("I have a stepson", "stepson"),
    ("my grandma turns 90 next week", "grandma"),
    ("i have 2 daughters", "daughter"),
    ("me and my bf Alex went hiking", "boyfriend: Alex"),
    ("My cousin Priya is staying with me", "cousin: Priya"),
    ("my little sister is in college", "sister"),
    ("I'm engaged to Mark", "fiance: Mark"),
    ("my kids are 4 and 7", "child"),
]
RELATION_EN += [
    ("I met Anna, my wife.", "wife: Anna"),
    ("I told Tom, my brother, everything", "brother: Tom"),
]
RELATION_ZH = [
    ("我有两个孩子，一男一女", "孩子"),
    ("我老婆小丽今天加班", "老婆: 小丽"),
    ("我媳妇儿怀孕了", "媳妇"),
    ("我闺蜜叫小敏", "闺蜜: 小敏"),
    ("我儿子今年上小学了", "儿子"),
    ("我跟我男朋友在一起三年了", "男朋友"),
    ("我妹叫小雪", "妹: 小雪"),
    ("我有个双胞胎哥哥", "哥哥"),
    ("我爸是司机", "爸"),
    ("我外公今年九十了", "外公"),
    ("我室友阿杰很吵", "室友: 阿杰"),
    ("我老公姓王", "老公"),
    ("我有个女儿叫朵朵", "女儿: 朵朵"),
    ("我舅舅在深圳", "舅舅"),
    ("我家宝宝刚满月", "宝宝"),
]
OTHERS_EN = [
    ("my wife doesn't eat meat", "wife.diet=vegetarian"),
    ("my son is allergic to eggs", "son.allergy=eggs"),
    ("my dad is a retired teacher", "dad.role=retired teacher"),
    ("my sister lives in Berlin", "sister.home_location=Berlin"),
    ("my husband works at Google", "husband.employer=Google"),
    ("my mom has diabetes", "mom.condition=diabetes"),
    ("my daughter loves horses", "daughter.like=horses"),
    ("my brother hates olives", "brother.dislike=olives"),
    ("my girlfriend is a nurse", "girlfriend.role=nurse"),
    ("My best friend just moved to Austin", "friend.home_location=Austin"),
    ("my boss is vegetarian", "boss.diet=vegetarian"),
    ("my son plays the violin", "son.skill=violin"),
    ("my partner is gluten free", "partner.diet=gluten-free"),
    ("my mum can't have dairy", "mum.diet=dairy-free"),
    ("my grandpa has dementia", "grandpa.condition=dementia"),
]
OTHERS_ZH = [
    ("我老婆不吃辣", "老婆.dislike=辣"),
    ("我儿子对花生过敏", "儿子.allergy=花生"),
    ("我爸是医生", "爸.role=医生"),
    ("我姐住在上海", "姐.home_location=上海"),
    ("我老公在腾讯上班", "老公.employer=腾讯"),
    ("我妈有高血压", "妈.condition=高血压"),
    ("我女儿喜欢画画", "女儿.like=画画"),
    ("我弟讨厌香菜", "弟.dislike=香菜"),
    ("我女朋友是老师", "女朋友.role=老师"),
    ("我老公吃素", "老公.diet=vegetarian"),
    ("我爷爷有糖尿病", "爷爷.condition=糖尿病"),
    ("我儿子会弹钢琴", "儿子.skill=钢琴"),
    ("我闺蜜下个月结婚", "闺蜜.plan=结婚"),
    ("我哥在北京工作", "哥.work_location=北京"),
    ("我妈不喝酒", "妈.diet=no alcohol"),
]


@pytest.mark.parametrize(("text", "value"), PET_EN + PET_ZH)
def test_a_pet_said_by_care_or_by_name(text: str, value: str) -> None:
    assert _gives(text, "user", "pet", value), said(text)


@pytest.mark.parametrize(("text", "value"), RELATION_EN + RELATION_ZH)
def test_a_relation_said_in_more_ways(text: str, value: str) -> None:
    assert _gives(text, "user", "relation", value), said(text)


@pytest.mark.parametrize(("text", "fact"), OTHERS_EN + OTHERS_ZH)
def test_a_fact_of_someone_close_is_theirs(text: str, fact: str) -> None:
    key, _, value = fact.partition("=")
    who, _, slot = key.partition(".")
    assert _gives(text, who, slot, value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "can you walk the dog?",
        "the dog walker came",
        "我喜欢养狗",
        "我想养猫",
        "养猫的人都知道",
        "我不养猫",
        "我去公园遛弯",
        "我买了猫粮",
    ],
)
def test_no_pet_of_the_user_from_these(text: str) -> None:
    assert not [s for w, s, _ in map(_split, said(text)) if w == "user" and s == "pet"], said(text)


def test_a_name_between_commas_names_only_its_own_kind() -> None:
    found = said("I visited Paris, my favourite city, with my sister")
    assert "relation=sister" in found
    assert not [f for f in found if "Paris" in f]


@pytest.mark.parametrize(
    ("question", "reply", "found"),
    [
        ("What's your dog's name?", "Biscuit", ("pet", "dog: Biscuit")),
        ("What's your dog's name?", "Biscuit!! he's a menace", ("pet", "dog: Biscuit")),
        ("What's your wife's name?", "Priya", ("relation", "wife: Priya")),
        ("你家狗叫什么名字？", "豆豆", ("pet", "狗: 豆豆")),
        ("你女儿叫什么？", "朵朵", ("relation", "女儿: 朵朵")),
        ("Do you have any kids?", "two, a boy and a girl", ("relation", "son")),
        ("你有孩子吗？", "有，一个儿子", ("relation", "儿子")),
    ],
)
def test_a_name_or_a_child_given_as_an_answer(
    question: str, reply: str, found: tuple[str, str]
) -> None:
    assert found in answer(question, reply)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("What's your cat called?", "no idea"),
        ("What's your dog's name?", "haha guess"),
        ("你家猫叫什么名字？", "还没想好"),
    ],
)
def test_no_name_from_a_reply_that_gives_none(question: str, reply: str) -> None:
    assert not [slot for slot, _ in answer(question, reply) if slot in ("pet", "relation")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我同事阿伟会说四种语言", "同事: 阿伟"),
        ("My coworker Ann speaks four languages", "coworker: Ann"),
    ],
)
def test_a_name_after_the_kind_is_no_skill(text: str, value: str) -> None:
    assert _gives(text, "user", "relation", value), said(text)
    assert not [s for s in said(text) if s.endswith(("=阿伟", "=Ann"))], said(text)


@pytest.mark.parametrize(
    "text",
    ["我老板今天开会说“我最讨厌视频会议”", "My boss said today “I hate video calls”"],
)
def test_what_someone_said_today_is_no_plan_of_theirs(text: str) -> None:
    assert not [s for s in said(text) if ".plan=" in s or s.startswith("plan=")], said(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("There's a budgie at home too — his name is Kiwi.", "budgie: Kiwi"),
        ("there are two cats at home", "cat"),
        ("we have two cats, one is called Tom", "cat: Tom"),
        ("家里有只鹦鹉，叫它Kiwi它会答应", "鹦鹉: Kiwi"),
    ],
)
def test_a_pet_at_home_or_one_of_them_named(text: str, value: str) -> None:
    assert _gives(text, "user", "pet", value), said(text)


@pytest.mark.parametrize(
    "text", ["there is a spider in my house", "there's a guy at my place fixing the sink"]
)
def test_no_pet_from_what_else_is_at_home(text: str) -> None:
    assert not [s for w, s, _ in map(_split, said(text)) if w == "user" and s == "pet"], said(text)
