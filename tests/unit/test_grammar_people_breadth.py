"""Pets, relations and other people's facts in everyday words, written down before any corpus
failure was read: each phrasing in a fresh sentence with the value it must give (values
compared as the scorer compares them). What is said of someone else, their plans and their
set-up too, is theirs and never the user's."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import kinds_match, values_match
from tests.fixtures.grammar import MONDAY, said

_USER_SLOTS = ("pet", "relation", "pref.", "plan", "like", "dislike", "allergy", "diet")


def _split(fact: str) -> tuple[str, str, str]:
    """(who, slot, value) of a `said` fact: `pet=cat: Miso`, `sister.plan=flying to Seoul`."""
    key, _, value = fact.partition("=")
    if key.startswith(_USER_SLOTS) and "." not in key.removeprefix("pref."):
        return "user", key, value
    who, _, slot = key.partition(".")
    return who, slot, value


def _same(slot: str, expected: str, found: str) -> bool:
    if slot not in ("pet", "relation"):
        return values_match(expected, found)
    e_kind, _, e_name = (part.strip() for part in expected.partition(":"))
    f_kind, _, f_name = (part.strip() for part in found.partition(":"))
    return values_match(e_name, f_name) if e_name else kinds_match(e_kind, f_kind)


def _gives(text: str, who: str, slot: str, value: str) -> bool:
    """True when the sentence gives `who` the `slot` with `value`."""
    return any(
        w == who and s == slot and _same(slot, value, v) for w, s, v in map(_split, said(text))
    )


PET_EN = [
    ("We've got a rescue greyhound called Pip", "greyhound: Pip"),
    ("My cat Miso knocked my coffee over", "cat: Miso"),
    ("Our dog is named Rosie", "dog: Rosie"),
    ("I have two rabbits", "rabbit"),
    ("I've got a cockatiel", "cockatiel"),
    ("My pup Teddy is scared of thunder", "pup: Teddy"),
    ("We have a cat named Olive", "cat: Olive"),
    ("I share my flat with a cat called Bean", "cat: Bean"),
    ("Our golden retriever Sunny is nine", "golden retriever: Sunny"),
    ("I'm a dog mom to a lab named Hazel", "lab: Hazel"),
    ("I just got a kitten", "kitten"),
    ("We adopted a dog named Milo in May", "dog: Milo"),
    ("My hamster's name is Nibbles", "hamster: Nibbles"),
    ("I have a dachshund called Frank", "dachshund: Frank"),
    ("We have a labrador named Bruno", "labrador: Bruno"),
    ("I keep chickens in the backyard", "chicken"),
    ("My dog Pepper sleeps on my bed", "dog: Pepper"),
    ("We've got three cats", "cat"),
    ("I have a ferret named Bandit", "ferret: Bandit"),
    ("Our puppy Luna is teething", "puppy: Luna"),
    ("I got a corgi called Biscuit last week", "corgi: Biscuit"),
    ("I'm fostering a cat named Ginger", "cat: Ginger"),
    ("I have a snake called Noodle", "snake: Noodle"),
    ("My old cat Smudge is fifteen", "cat: Smudge"),
    ("We have a parrot named Captain", "parrot: Captain"),
    ("meet Biscuit, my 3 year old beagle", "beagle: Biscuit"),
    ("we have a 12 year old tabby named Oscar", "tabby: Oscar"),
    ("just adopted a kitten! calling her Mochi", "kitten: Mochi"),
    ("I'm a proud cat dad to two ragdolls", "ragdoll"),
    ("my cat's called Pumpkin and she hates everyone", "cat: Pumpkin"),
    ("I keep chickens in the backyard", "chicken"),
]
PET_ZH = [
    ("家里养了只柯基叫豆豆", "柯基: 豆豆"),
    ("我家狗狗叫可乐", "狗狗: 可乐"),
    ("我养了一只布偶猫", "布偶猫"),
    ("我家有条金毛", "金毛"),
    ("我养了两只兔子", "兔子"),
    ("我的猫咪叫橘子", "猫咪: 橘子"),
    ("我家猫叫奶糖", "猫: 奶糖"),
    ("我养的狗叫黑子", "狗: 黑子"),
    ("我们家有只猫叫咪咪", "猫: 咪咪"),
    ("我有只仓鼠叫小灰", "仓鼠: 小灰"),
    ("我养了一条柴犬叫小八", "柴犬: 小八"),
    ("我家里有只鹦鹉", "鹦鹉"),
    ("我养了只乌龟", "乌龟"),
    ("我新养了一只小猫", "小猫"),
    ("我家的猫叫大橘", "猫: 大橘"),
    ("我家有只萨摩耶叫雪球", "萨摩耶: 雪球"),
    ("我养了一只哈士奇叫二哈", "哈士奇: 二哈"),
    ("我家的狗狗叫旺旺", "狗狗: 旺旺"),
    ("我养了三只猫", "猫"),
    ("我养了条泰迪叫多多", "泰迪: 多多"),
    ("我家有只小狗叫点点", "小狗: 点点"),
    ("我们养了一只猫，叫咖啡", "猫: 咖啡"),
    ("我收养了一只流浪猫", "猫"),
    ("我家的兔子叫白白", "兔子: 白白"),
    ("我有一只边牧叫闪电", "边牧: 闪电"),
    ("我家有只十岁的老狗叫旺财", "狗: 旺财"),
    ("我新领养了一只橘猫，取名叫橘子", "橘猫: 橘子"),
    ("家里两只猫，一只叫大白一只叫小黑", "猫: 小黑"),
]
RELATION_EN = [
    ("My wife Priya is a pharmacist", "wife: Priya"),
    ("I have two kids", "child"),
    ("My boyfriend's name is Chris", "boyfriend: Chris"),
    ("I've got a younger brother called Tom", "brother: Tom"),
    ("My husband Ben and I are moving", "husband: Ben"),
    ("My son Noah just turned five", "son: Noah"),
    ("Me and my sister Kate run together", "sister: Kate"),
    ("My mom lives with us now", "mom"),
    ("I have a daughter, Lily", "daughter: Lily"),
    ("My best friend Jess is getting married", "friend: Jess"),
    ("My grandpa is 92", "grandpa"),
    ("My fiancée Anna is a vet", "fiancée: Anna"),
    ("I'm married to Carlos", "spouse"),
    ("I've got three kids", "child"),
    ("My twin brother Sam lives in Oslo", "brother: Sam"),
    ("My partner is a teacher", "partner"),
    ("My aunt Rosa taught me to cook", "aunt: Rosa"),
    ("My niece Mia is visiting", "niece: Mia"),
    ("My dad is a retired pilot", "dad"),
    ("My nephew is three", "nephew"),
    ("Our daughter Zoe started school", "daughter: Zoe"),
    ("My stepdad is great", "stepdad"),
    ("My wife and I have been married ten years", "wife"),
    ("My toddler Max loves trucks", "child: Max"),
    ("my daughter Mila and I bake every Sunday", "daughter: Mila"),
    ("My uncle Joe is a mechanic", "uncle: Joe"),
    ("my husband and I have a 2 year old son", "son"),
    ("I've got a wife and three kids", "child"),
    ("I have a 5-year-old daughter", "daughter"),
    ("me and the wife are off to Spain", "wife"),
    ("married with two kids, living the dream", "spouse"),
    ("I'm a single mom of three", "child"),
    ("I have an older brother and a younger sister", "sister"),
    ("my other half is a chef", "partner"),
]
RELATION_ZH = [
    ("我老婆叫小美", "老婆: 小美"),
    ("我有个儿子", "儿子"),
    ("我女儿今年三岁", "女儿"),
    ("我老公叫张强", "老公: 张强"),
    ("我有两个女儿", "女儿"),
    ("我哥哥叫李雷", "哥哥: 李雷"),
    ("我妈退休了", "妈"),
    ("我爷爷九十岁了", "爷爷"),
    ("我男朋友是医生", "男朋友"),
    ("我媳妇叫王丽", "媳妇: 王丽"),
    ("我有个姐姐", "姐姐"),
    ("我闺女在上大学", "闺女"),
    ("我小儿子叫豆豆", "小儿子: 豆豆"),
    ("我奶奶住在乡下", "奶奶"),
    ("我老公是警察", "老公"),
    ("我有一个弟弟和一个妹妹", "弟弟"),
    ("我女朋友叫Lily", "女朋友: Lily"),
    ("我外婆今年八十了", "外婆"),
    ("我爱人是护士", "爱人"),
    ("我儿子叫乐乐", "儿子: 乐乐"),
    ("我表妹在读高中", "表妹"),
    ("我婆婆跟我们住", "婆婆"),
    ("我侄子今年十岁", "侄子"),
    ("我岳父是退休教师", "岳父"),
    ("我和老公结婚五年了", "老公"),
    ("我是两个孩子的妈", "孩子"),
    ("我有一儿一女", "女儿"),
    ("我结婚五年了", "爱人"),
]
OTHERS_EN = [
    ("My manager wants bullet points in every report", "manager.pref.format=bullets"),
    ("My sister is flying to Seoul on Friday", "sister.plan=flying to Seoul"),
    ("My son is allergic to peanuts", "son.allergy=peanuts"),
    ("My son is obsessed with dinosaurs", "son.like=dinosaurs"),
    ("My wife can't stand cilantro", "wife.dislike=cilantro"),
    ("My husband is lactose intolerant", "husband.condition=lactose intolerance"),
    ("My daughter has a nut allergy", "daughter.allergy=nut"),
    ("My mum is coeliac", "mum.condition=celiac disease"),
    ("My boyfriend is vegan", "boyfriend.diet=vegan"),
    ("My dad has high blood pressure", "dad.condition=high blood pressure"),
    ("My brother loves hiking", "brother.like=hiking"),
    ("My girlfriend hates horror movies", "girlfriend.dislike=horror movies"),
    ("My partner is flying to Berlin next Tuesday", "partner.plan=flying to Berlin"),
    ("My dad wants to run a marathon next year", "dad.goal=run a marathon"),
    ("My boss prefers short emails", "boss.like=short emails"),
    ("My daughter is a huge Taylor Swift fan", "daughter.like=Taylor Swift"),
    ("My wife speaks fluent Japanese", "wife.languages=Japanese"),
    ("My son plays the piano", "son.skill=piano"),
    ("My husband works at Amazon", "husband.employer=Amazon"),
    ("My sister lives in Toronto", "sister.home_location=Toronto"),
    ("My dad is a retired firefighter", "dad.role=firefighter"),
    ("My grandma has Alzheimer's", "grandma.condition=Alzheimer's"),
    ("My wife is pregnant and can't eat sushi", "wife.condition=pregnant"),
    ("My son gets hives from strawberries", "son.allergy=strawberries"),
    ("My brother is starting a new job on Monday", "brother.plan=starting a new job"),
    ("Grandpa smokes a pipe every evening", "grandpa.habit=smokes a pipe every evening"),
    ("mum's allergic to penicillin", "mum.allergy=penicillin"),
    ("a guy on my team is vegan", "teammate.diet=vegan"),
    ("the new girl at work is allergic to nuts", "colleague.allergy=nuts"),
    ("my son wants to be a pilot", "son.goal=be a pilot"),
]
OTHERS_ZH = [
    ("我老婆下周去上海出差", "老婆.plan=去上海出差"),
    ("我儿子特别喜欢恐龙", "儿子.like=恐龙"),
    ("我女儿对花生过敏", "女儿.allergy=花生"),
    ("我老公不吃香菜", "老公.dislike=香菜"),
    ("我妈有糖尿病", "妈.condition=糖尿病"),
    ("我爸吃素", "爸.diet=vegetarian"),
    ("我老板喜欢用表格", "老板.like=表格"),
    ("我妹妹明天去北京", "妹妹.plan=去北京"),
    ("我老公下周去日本旅游", "老公.plan=去日本旅游"),
    ("我女儿喜欢画画", "女儿.like=画画"),
    ("我儿子对牛奶过敏", "儿子.allergy=牛奶"),
    ("我老婆讨厌榴莲", "老婆.dislike=榴莲"),
    ("我爸有高血压", "爸.condition=高血压"),
    ("我姐姐在华为上班", "姐姐.employer=华为"),
    ("我哥住在广州", "哥.home_location=广州"),
    ("我弟弟会说日语", "弟弟.languages=日语"),
    ("我妈是医生", "妈.role=医生"),
    ("我奶奶有心脏病", "奶奶.condition=心脏病"),
    ("我男朋友不喝酒", "男朋友.diet=no alcohol"),
    ("我儿子一吃海鲜就起疹子", "儿子.allergy=海鲜"),
    ("我女朋友最喜欢吃火锅", "女朋友.like=火锅"),
    ("我老公特别爱打游戏", "老公.like=打游戏"),
    ("我女儿下周六去春游", "女儿.plan=去春游"),
    ("我爸下周去医院复查", "爸.plan=去医院复查"),
    ("我爸每天早上打太极", "爸.habit=每天早上打太极"),
    ("我家那位是程序员", "爱人.role=程序员"),
    ("孩子他爸在腾讯上班", "老公.employer=腾讯"),
    ("我老伴儿有糖尿病", "爱人.condition=糖尿病"),
    ("我领导要求所有文档都用表格", "领导.pref.format=tables"),
]


@pytest.mark.parametrize(("text", "value"), PET_EN + PET_ZH)
def test_a_pet_said_in_everyday_words(text: str, value: str) -> None:
    assert _gives(text, "user", "pet", value), said(text)


@pytest.mark.parametrize(("text", "value"), RELATION_EN + RELATION_ZH)
def test_a_relation_said_in_everyday_words(text: str, value: str) -> None:
    assert _gives(text, "user", "relation", value), said(text)


@pytest.mark.parametrize(("text", "fact"), OTHERS_EN + OTHERS_ZH)
def test_a_fact_about_someone_else_is_theirs(text: str, fact: str) -> None:
    key, _, value = fact.partition("=")
    who, _, slot = key.partition(".")
    assert _gives(text, who, slot, value), said(text)
    assert not any(w == "user" and s == slot for w, s, _ in map(_split, said(text)))


@pytest.mark.parametrize(
    ("text", "who", "date"),
    [
        ("My sister is flying to Seoul on Friday", "sister", "2026-03-06"),
        ("我老婆下周去上海出差", "老婆", "2026-03-09"),
    ],
)
def test_someone_elses_plan_keeps_its_date(text: str, who: str, date: str) -> None:
    from memstream.processors.grammar import en, zh
    from memstream.processors.matchers.common import prepare

    fills = zh.parse(prepare(text), MONDAY) if who == "老婆" else en.parse(text, MONDAY)
    assert [f.dates for f in fills if f.slot == "plan" and f.subject == who] == [(date,)]


@pytest.mark.parametrize(
    "text",
    [
        "My sister asked whether I'm flying to Seoul on Friday",
        "my boss said dark mode is overrated",
        "My manager wants a report by Friday",
        "我老婆问我下周去不去上海",
        "我领导特别不喜欢别人在群里发表情包",
    ],
)
def test_no_plan_or_setup_of_the_user_from_someone_else(text: str) -> None:
    found = [(w, s) for w, s, _ in map(_split, said(text))]
    assert not [s for w, s in found if w == "user" and (s == "plan" or s.startswith("pref."))]


@pytest.mark.parametrize(
    ("text", "who", "slot"),
    [
        ("my little one is allergic to eggs", "child", "allergy"),
        ("my toddler has eczema", "child", "condition"),
        ("my eldest is vegetarian", "child", "diet"),
        ("my son gets hives from strawberries", "son", "allergy"),
        ("我儿子一吃鸡蛋就起疹子", "儿子", "allergy"),
        ("my dog is allergic to chicken", "dog", "allergy"),
        ("my cat Miso is diabetic", "cat:Miso", "condition"),
        ("my kid's teacher is vegan", "kid's teacher", "diet"),
    ],
)
def test_a_childs_or_pets_health_is_theirs_not_the_users(text: str, who: str, slot: str) -> None:
    found = [(w, s) for w, s, _ in map(_split, said(text))]
    assert (who, slot) in found
    assert ("user", slot) not in found


@pytest.mark.parametrize(
    "text", ["I'm great with cats", "I have cats hair everywhere", "my oldest memory is of the sea"]
)
def test_no_pet_or_child_from_other_words(text: str) -> None:
    found = [(w, s) for w, s, _ in map(_split, said(text))]
    assert not [f for f in found if f[1] == "pet" or f[0] == "child"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Can you help me pick an anniversary gift for my girlfriend Ana?", "girlfriend: Ana"),
        ("what should I get my son Leo for his birthday?", "son: Leo"),
        ("should I take my dog Rex to the beach?", "dog: Rex"),
        ("帮我给我女朋友小雨挑个生日礼物", "女朋友: 小雨"),
        ("我女儿朵朵该上什么兴趣班？", "女儿: 朵朵"),
        ("你能推荐一些适合我家狗豆豆的玩具吗", "狗: 豆豆"),
    ],
)
def test_someone_named_in_a_request_or_question_is_learned(text: str, value: str) -> None:
    found = [(w, s, v) for w, s, v in map(_split, said(text))]
    assert any(_same(s, value, v) for w, s, v in found if w == "user" and s in ("pet", "relation"))


@pytest.mark.parametrize(
    "text",
    [
        "can you recommend a gift for my boss?",
        "If I had a dog named Rex, would I be happier?",
        "你觉得我老公会喜欢这个吗？",
    ],
)
def test_no_one_unnamed_or_wished_is_learned_from_a_question(text: str) -> None:
    assert not [s for w, s, _ in map(_split, said(text)) if s in ("pet", "relation")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("we just got a puppy!! his name is Rocket", "puppy: Rocket"),
        ("we got a kitten, and honestly her name is Tofu", "kitten: Tofu"),
    ],
)
def test_a_pet_named_in_a_later_part_of_the_message(text: str, value: str) -> None:
    assert _gives(text, "user", "pet", value), said(text)


@pytest.mark.parametrize(
    "text",
    ["the husband in the story is a liar", "I read the wife of Bath", "the boss wants it done"],
)
def test_the_someone_of_a_story_is_no_relation(text: str) -> None:
    assert not [s for w, s, _ in map(_split, said(text)) if w == "user" and s == "relation"]


def test_my_other_half_is_someone_else() -> None:
    found = said("my other half is a chef")
    assert "partner.role=chef" in found
    assert not [s for s in found if s.startswith("role=")]
