"""Who the user is, where they live and their people, in everyday speech (issue 22, g44i):
a home by its keys, a lease or a mortgage, "here in X" after what one is, "X born and raised,
still here", a past home then "now in Y"; a name as "Jonas here from …"; children by birth
order (我家老大叫浩浩，老二叫然然), people named by "my <kind> is" (我导师是刘老师) or before
whose they are (豆豆是我家的柯基), a person with where they are from ("my mentor at the studio,
Ottilie"), and forms (labelled fields with no separators, "label - value", 姓名赵一鸣). Must
not: someone else's home or pet, a trip, a question, a wish, a past home, ranked pets read as
children, a job read off the wife's field. My own sentences, written before reading any
failure, none a corpus line; through the real matcher."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_birth_order import children
from tests.fixtures.grammar import user_candidates


def _users(text: str, slot: str) -> list[str]:
    """The values of `slot` the matcher learns about the user from `text`, as the scorer
    writes them (`kind: name` for a named relation or pet)."""
    found = []
    for candidate in user_candidates(text, slot):
        kind = candidate.key.removeprefix("profile.relations.")
        named = slot in ("relation", "pet") and str(candidate.value) != kind
        found.append(f"{kind}: {candidate.value}" if named else str(candidate.value))
    return found


def _has(found: list[str], value: str) -> bool:
    """Whether a learned value is the expected one (a person or pet by its name)."""
    if ":" in value:
        return value.split(":", 1)[1].strip() in [v.split(":", 1)[-1].strip() for v in found]
    return any(value.lower() in v.lower() for v in found)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("got the keys to a flat in Leith yesterday, finally!", "home_location", "Leith"),
        ("we got the keys to our new house in Leith today", "home_location", "Leith"),
        ("we closed on a little house in Raleigh last week", "home_location", "Raleigh"),
        ("just signed a 12 month lease on a one-bed in Somerville", "home_location", "Somerville"),
        ("we just got a mortgage on a terrace in Sheffield, scary stuff", "home_location",
         "Sheffield"),
        ("Back in Manchester now after two years in Seoul", "home_location", "Manchester"),
        ("Glasgow born and raised, still here", "home_location", "Glasgow"),
        ("here in Leeds it never stops raining", "home_location", "Leeds"),
        ("we're in Clapham, near the common", "home_location", "Clapham"),
        ("I live in Kreuzberg, so clubs are never far", "home_location", "Kreuzberg"),
        ("I am living in Lyon since 2019 with my wife Claire", "home_location", "Lyon"),
        ("lived in Denver for ten years, now in Boulder", "home_location", "Boulder"),
        ("Hi po, I am Rosalie, working as a caregiver here in Doha", "home_location", "Doha"),
        ("im Bea, line cook here in Halifax, allergic to shellfish", "home_location", "Halifax"),
        ("we live way out past Fargo, nearest shop is 20 miles", "home_location", "Fargo"),
        ("home is a farm just outside Ballina", "home_location", "Ballina"),
        ("hey im dani, 22, nursing student in leeds", "name", "Dani"),
        ("Prof. Helen Okoro, historian, Ibadan.", "name", "Helen Okoro"),
        ("thx for the help!! - Marguerite", "name", "Marguerite"),
        ("hi, Jonas here from the Oslo office", "name", "Jonas"),
        ("my friends call me Bubba", "name", "Bubba"),
        ("Name's Kofi by the way", "name", "Kofi"),
        ("my wife Jen and my two boys, Max and Theo, are flying with me", "relation",
         "wife: Jen"),
        ("my wife Jen and my two boys, Max and Theo, are flying with me", "relation", "son: Max"),
        ("me and my husband Raj are hosting this year", "relation", "husband: Raj"),
        ("my daughter Ines just started school", "relation", "daughter: Ines"),
        ("my best mate Dev is getting married in June", "relation", "friend: Dev"),
        ("I live with my flatmate Hannah", "relation", "roommate: Hannah"),
        ("my friend from work, Dana, is visiting", "relation", "friend: Dana"),
        ("my sister in Cork, Aoife, is due in May", "relation", "sister: Aoife"),
        ("Baby Theo is three months old and finally sleeping", "relation", "baby: Theo"),
        ("back at work next month, baby Iris is 10 weeks", "relation", "baby: Iris"),
        ("Biscuit, our beagle, hates the rain", "pet", "beagle: Biscuit"),
        ("our two cats, Salt and Pepper, fight all day", "pet", "cat: Salt"),
        ("our two cats, Salt and Pepper, fight all day", "pet", "cat: Pepper"),
        ("- name: Femi - based in Accra - need a CV template", "name", "Femi"),
        ("- name: Femi - based in Accra - need a CV template", "home_location", "Accra"),
        ("name: Ana Duarte lives: Braga editor: Zed", "home_location", "Braga"),
        ("name - Tunde; where - Ibadan; work - pharmacist at MedPlus", "name", "Tunde"),
        ("wife: Sofia, teacher", "relation", "wife: Sofia"),
    ],
)  # fmt: skip
def test_english_homes_names_and_people(text: str, slot: str, value: str) -> None:
    assert _has(_users(text, slot), value), _users(text, slot)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("辞职回老家洛阳了", "home_location", "洛阳"),
        ("我们已经在成都定居了", "home_location", "成都"),
        ("我住朝阳区，离公司挺远", "home_location", "朝阳区"),
        ("土生土长的重庆人，现在还在重庆", "home_location", "重庆"),
        ("去年搬回武汉了", "home_location", "武汉"),
        ("我在深圳南山住，通勤还行", "home_location", "深圳"),
        ("去年来墨尔本读研了，这边冬天挺冷", "home_location", "墨尔本"),
        ("咱们这疙瘩是延吉，冷面特别好吃", "home_location", "延吉"),
        ("叫我小周就行", "name", "小周"),
        ("我是老王，上次问过你的那个", "name", "老王"),
        ("姓名王芳，现居杭州", "name", "王芳"),
        ("我的信息：姓名赵立，职业护士，工作五年", "name", "赵立"),
        ("我家那位是医生，天天夜班", "relation", "爱人"),
        ("我和我老公还有婆婆一起住", "relation", "老公"),
        ("我和我老公还有婆婆一起住", "relation", "婆婆"),
        ("我家老大今年高考，二宝才三岁", "relation", "孩子"),
        ("我们家老大叫乐乐，老二叫多多", "relation", "孩子: 乐乐"),
        ("我们家老大叫乐乐，老二叫多多", "relation", "孩子: 多多"),
        ("我家老三上个月出生了，是个儿子，叫小虎", "relation", "儿子: 小虎"),
        ("我导师是王老师，人很好", "relation", "导师: 王老师"),
        ("我搭档是Kevin，他管销售", "relation", "搭档: Kevin"),
        ("我老公是小郑", "relation", "老公: 小郑"),
        ("小雨是我女儿，今年五岁", "relation", "女儿: 小雨"),
        ("我家狗子豆豆又拆家了", "pet", "狗: 豆豆"),
        ("豆豆是我家的柯基，两岁了", "pet", "柯基: 豆豆"),
        ("我闺女朵朵上一年级了", "relation", "女儿: 朵朵"),
    ],
)  # fmt: skip
def test_chinese_homes_names_and_people(text: str, slot: str, value: str) -> None:
    assert _has(_users(text, slot), value), _users(text, slot)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my brother lives in Perth", "home_location"),
        ("we're going to Lisbon next week", "home_location"),
        ("should I move to Austin?", "home_location"),
        ("I grew up in Cork", "home_location"),
        ("if I lived in Paris I'd eat croissants every day", "home_location"),
        ("I lived in Paris for two years", "home_location"),
        ("my friend's dog Rex bit me", "pet"),
        ("Sam said hi to you", "name"),
        ("my boss keeps saying 'I'm moving to Denver'", "home_location"),
        ("here in the hotel in Rome the wifi is awful", "home_location"),
        ("I'm at a hotel here in Rome", "home_location"),
        ("I'm stuck here in Oslo", "home_location"),
        ("my sister got the keys to a flat in Leith", "home_location"),
        ("we get the keys to a flat in Leith next Friday", "home_location"),
        ("Paris here at night is lovely", "name"),
        ("im vegan, 19, and broke", "name"),
        ("im tired, 19 hours awake lol", "name"),
        ("Mark Twain, writer, said it best.", "name"),
        ("the guy at the shop, Dan, was rude", "relation"),
        ("wife: Sofia, teacher", "role"),
        ("我姐住在上海", "home_location"),
        ("下周去厦门玩几天", "home_location"),
        ("要不要搬去深圳？", "home_location"),
        ("我老家是河南的", "home_location"),
        ("我同事的猫叫咪咪", "pet"),
        ("要是我住在北京就好了", "home_location"),
        ("他叫小李，人挺好", "name"),
        ("我们这次在大理住了一个礼拜", "home_location"),
        ("下个月来北京出差", "home_location"),
        ("我姐来伦敦读书了", "home_location"),
        ("my mum lives out past Lexington", "home_location"),
        ("上周在三亚待了五天，晒黑了", "home_location"),
        ("我们老大又让加班", "relation"),
        ("他家老二叫乐乐", "relation"),
        ("我家老大是只橘猫，老二是布偶", "relation"),
        ("我老公是医生", "name"),
    ],
)  # fmt: skip
def test_nothing_of_the_user(text: str, slot: str) -> None:
    assert _users(text, slot) == []


def test_someone_elses_newborn_is_theirs() -> None:
    found = _users("my sister had a girl, baby Ada is 2 weeks old", "relation")
    assert not _has(found, "baby: Ada"), found
    assert _users("baby Yoda is cute", "relation") == []


def test_a_home_that_lasts_is_kept() -> None:
    assert _users("我在成都住了三年了", "home_location") == ["成都"]


def test_birth_order_needs_the_users_home() -> None:
    assert [f.value for f in children("我们家老大叫浩浩，老二叫然然")] == ["浩浩", "然然"]
    assert children("他们家老大叫浩浩") == []


STILL_MISSED: list[tuple[str, str, str]] = [
    ("上个月在苏州买了房，已经住进去了", "home_location", "苏州"),
    ("我们成都这几天一直下雨，烦死了", "home_location", "成都"),
    ("my ex, Carl, keeps texting me", "relation", "none: an ex is read as a relation"),
    ("My mentor at the shop, old Mr. Halvorsen, let me do the headbands", "relation",
     "mentor: Halvorsen"),
]  # fmt: skip
"""My own sentences the rules still get wrong (what should be learned, or why not)."""
