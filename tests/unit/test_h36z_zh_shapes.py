"""Chinese self-descriptions in the surface shapes people type them (issue 22, h36z): a role
said as a clause of its own (在医院上班，护士，三班倒; 美食博主，粉丝两万), a title with the
organisation after @ (高级前端工程师 @ 阿里), labelled parts inside one message (姓名：赵一鸣，
职业：律师), a message signed at its end (落款：陈明), a name before an age (本人李娜三十五岁),
真名 without a verb, titles the lists lacked (up主, 宝妈, 扎铁师傅), a user who names
themself by a title (阿姨我…, 老夫…), a pet named right after its breed (家里的狗狗旺财今年十
岁了), conditions said with how long (糖尿病十年了) and 本人 as the subject. What is someone
else's, a form of address, a request or a joke is not learned."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import zh
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, dated_users, has_dated, said, user_slots

ROLES_ALONE = [
    ("在医院上班，护士，三班倒", "护士"),
    ("WFH，数据分析师，偶尔出差", "数据分析师"),
    ("美食博主，粉丝两万", "美食博主"),
    ("b站up主，做数码测评", "b站up主"),
    ("全职宝妈，两个孩子的妈", "全职宝妈"),
    ("住在昆明，自由插画师，接商单", "自由插画师"),
    ("刚毕业，实习生，在一家律所", "实习生"),
    ("坐标成都，资深产品经理", "资深产品经理"),
    ("外卖骑手一枚，跑了三年", "外卖骑手"),
    ("在工地上干活，扎铁师傅，干了十几年", "扎铁师傅"),
    ("我是up主，做美食视频", "up主"),
    ("我是全职宝妈", "全职宝妈"),
    ("家住大连 兼职瑜伽老师", "兼职瑜伽老师"),
    ("阿姨我在上海做家政的，有糖尿病", "家政"),
    ("姐姐我是做美甲的", "美甲"),
    ("小弟姓龚，在新竹做工程师", "工程师"),
]


@pytest.mark.parametrize(("text", "role"), ROLES_ALONE)
def test_a_role_said_as_a_clause_of_its_own(text: str, role: str) -> None:
    assert f"role={role}" in said(text)


TITLED = [
    ("高级前端工程师 @ 阿里", "高级前端工程师", "阿里"),
    ("产品经理@字节跳动", "产品经理", "字节跳动"),
    ("算法工程师 @ 华为，base深圳", "算法工程师", "华为"),
]


@pytest.mark.parametrize(("text", "role", "org"), TITLED)
def test_a_title_with_its_organisation_after_at(text: str, role: str, org: str) -> None:
    found = said(text)
    assert f"employer={org}" in found
    assert any(f.startswith("role=") and role in f for f in found)


NAMES = [
    ("姓名：赵一鸣，职业：律师", {"name=赵一鸣", "role=律师"}),
    ("姓名:王芳, 职业:护士, 城市:杭州", {"name=王芳", "role=护士", "home_location=杭州"}),
    ("落款：陈明", {"name=陈明"}),
    ("麻烦尽快处理，谢谢。署名：刘洋", {"name=刘洋"}),
    ("本人李娜三十五岁", {"name=李娜"}),
    ("本人张伟，今年四十", {"name=张伟"}),
    ("网名不重要，真名张伟", {"name=张伟"}),
    ("我的真实姓名王磊", {"name=王磊"}),
]


@pytest.mark.parametrize(("text", "facts"), NAMES)
def test_a_name_in_the_shapes_it_is_typed(text: str, facts: set[str]) -> None:
    assert facts <= said(text)


PETS = [
    ("家里的狗狗旺财今年十岁了", "狗狗: 旺财"),
    ("我家英短奶茶特别粘人", "英短: 奶茶"),
    ("屋企有隻唐狗叫阿黃", "唐狗: 阿黃"),
    ("养了一只狸花，叫花卷", "狸花: 花卷"),
    ("我家金丝熊叫芝麻", "金丝熊: 芝麻"),
]


@pytest.mark.parametrize(("text", "pet"), PETS)
def test_a_pet_named_after_its_breed(text: str, pet: str) -> None:
    assert f"pet={pet}" in said(text)


HEALTH = [
    ("糖尿病十年了", "condition=糖尿病"),
    ("我高血压好几年了", "condition=高血压"),
    ("本人乳糖不耐受", "condition=乳糖不耐受"),
]


@pytest.mark.parametrize(("text", "fact"), HEALTH)
def test_a_condition_with_how_long_or_after_benren(text: str, fact: str) -> None:
    assert fact in said(text)


NOT_LEARNED = [
    ("医生，我想问一下孩子发烧怎么办", "role"),  # a form of address
    ("王医生，谢谢您", "role"),
    ("谢谢你，老师", "role"),
    ("写个朋友圈文案，开头是“我爱周一”", "role"),  # a request
    ("我 C++ 还行，Rust 也在用，主要写嵌入式", "role"),
    ("那个up主每天都直播到凌晨", "role"),  # someone else
    ("我老公在银行上班，会计", "role"),  # the husband's
    ("我想当一名美食博主", "role"),  # a goal
    ("如果我是up主就好了", "role"),
    ("我家猫咪吃饭很挑", "pet"),  # 吃饭 names no pet
    ("有只狗狗今年三岁了", "name"),
    ("大名鼎鼎的张三丰", "name"),
]


@pytest.mark.parametrize(("text", "slot"), NOT_LEARNED)
def test_what_is_not_the_users_is_not_learned(text: str, slot: str) -> None:
    found = user_slots(text)
    if slot == "pet":
        assert not any(s == "pet" and ": " in v for s, v in found)
    else:
        assert not any(s == slot for s, _ in found)


def test_the_husbands_role_stays_his() -> None:
    assert "老公.role=会计" in said("我老公在银行上班，会计") or "role=会计" not in said(
        "我老公在银行上班，会计"
    )


SEASONS = [
    ("十一准备回老家", "回老家", "2026-10-01"),
    ("十一去西藏自驾", "去西藏自驾", "2026-10-01"),
    ("十一假期打算带爸妈去青岛", "带爸妈去青岛", "2026-10-01"),
    ("过年要回老家", "回老家", "2027-02-06"),
    ("春节带孩子回外婆家", "带孩子回外婆家", "2027-02-06"),
    ("除夕在婆家吃年夜饭", "在婆家吃年夜饭", "2027-02-05"),
    ("中秋回家看爸妈", "回家看爸妈", "2026-09-25"),
    ("端午去划龙舟", "去划龙舟", "2026-06-19"),
    ("清明回老家扫墓", "回老家扫墓", "2026-04-05"),
    ("年底要搬家", "搬家", "2026-12-31"),
    ("今年年底要结婚", "结婚", "2026-12-31"),
    ("五一准备回老家", "回老家", "2026-05-01"),
]


@pytest.mark.parametrize(("text", "plan", "day"), SEASONS)
def test_a_plan_dated_by_a_holiday(text: str, plan: str, day: str) -> None:
    found = dated_users(zh.parse(prepare(text), MONDAY))
    assert has_dated(found, "plan", plan, day)
    assert not any(slot == "goal" for slot, _, _ in found)  # a plan, not also an aim


NOT_DATED = [
    "十一点要开会",  # eleven o'clock
    "我住十一楼",
    "十一月去日本",  # November: the shared rules' month
    "去年过年回了老家",  # the past
    "寒假打算带孩子去哈尔滨",  # a school term names no one day
    "我老公过年要值班",  # someone else's
]


@pytest.mark.parametrize("text", NOT_DATED)
def test_what_is_no_holiday_plan_of_the_users(text: str) -> None:
    found = dated_users(zh.parse(prepare(text), MONDAY))
    assert not any(slot == "plan" and day in _HOLIDAYS for slot, _, day in found)


_HOLIDAYS = frozenset(("2026-10-01", "2027-02-06", "2026-12-31", "2027-02-05"))


INHERITED = [
    ("本科学的会计，现在在四大做审计", {"role=审计", "employer=四大"}),  # a major, no person
    ("我在杭州开超市", {"home_location=杭州"}),  # 开超市 is no city
    ("在县城开了家超市", {"role=超市老板"}),
    ("我叫李娜，资深律师", {"name=李娜", "role=资深律师"}),
]


@pytest.mark.parametrize(("text", "facts"), INHERITED)
def test_the_subject_carries_to_the_clauses_after_it(text: str, facts: set[str]) -> None:
    assert facts <= said(text)


NOT_THE_USERS = [
    ("李娜，资深律师，很厉害", "role=资深律师"),  # praise of someone named
    ("王磊在北京做律师，上次聚会他说的", "role=王磊在北京做律师"),
    ("新来的会计在四大干过", "employer=四大"),
    ("女儿在上海读大学，我在老家开超市", "home_location=老家开超市"),
    ("在县城开了家超市", "employer=县城开"),
    ("刷到一个up主，讲得特别好", "role=刷到一个up主"),
    ("快递小哥，麻烦放门口", "role=快递小哥"),
    ("装修师傅，明天几点来", "role=装修师傅"),
    ("宝妈们，有没有推荐的奶粉", "role=宝妈"),
]


@pytest.mark.parametrize(("text", "fact"), NOT_THE_USERS)
def test_someone_elses_or_no_fact_is_not_the_users(text: str, fact: str) -> None:
    assert fact not in said(text)


LATIN_TITLES = [
    ("在Shopee做data analyst", "data analyst"),
    ("我是一名software engineer，在微软", "software engineer"),
    ("我是个freelance designer", "freelance designer"),
    ("现在做senior software engineer，在字节", "senior software engineer"),
    ("我在一家startup做PM", "PM"),
]


@pytest.mark.parametrize(("text", "role"), LATIN_TITLES)
def test_an_english_title_inside_a_chinese_sentence(text: str, role: str) -> None:
    assert f"role={role}" in said(text)


def test_an_english_title_of_someone_else_stays_theirs() -> None:
    assert "role=data scientist" not in said("她是data scientist")
    assert "她.role=data scientist" in said("她是data scientist")


def test_english_words_that_are_no_title_are_not_joined() -> None:
    assert not any(f.startswith("role=") for f in said("我在做side project，用的React Native"))


JESTS = [
    "打工人，打工魂，打工都是人上人",
    "打工人一枚，今天又加班",
    "又是当牛马的一天，牛马打工人",
    "社畜一枚，每天被老板骂",
    "工具人，随叫随到",
]


@pytest.mark.parametrize("text", JESTS)
def test_a_name_working_people_call_themselves_in_jest_is_no_role(text: str) -> None:
    assert not any(slot == "role" for slot, _ in user_slots(text))


def test_the_job_beside_the_jest_is_read() -> None:
    assert "role=质检" in said("打工人一枚，在苏州工业园区做质检")


STAFF = [
    ("腾讯员工一枚", "腾讯"),
    ("华为员工，做硬件", "华为"),
    ("坐标深圳，大疆员工", "大疆"),
    ("目前就职于一家叫星河的咨询公司", "星河"),
    ("在一家叫蓝鲸的小公司上班", "蓝鲸"),
]


@pytest.mark.parametrize(("text", "org"), STAFF)
def test_whose_staff_the_user_is(text: str, org: str) -> None:
    assert f"employer={org}" in said(text)


@pytest.mark.parametrize("text", ["我老公是腾讯员工", "腾讯员工都很忙", "公司员工，福利一般"])
def test_staff_of_someone_else_or_in_general_is_not_the_users(text: str) -> None:
    assert not any(slot == "employer" for slot, _ in user_slots(text))


PARENTS = [
    ("全职宝妈，两个孩子的妈", {"relation=孩子", "role=全职宝妈"}),
    ("两个娃的爸，在深圳上班", {"relation=娃", "work_location=深圳"}),
]


@pytest.mark.parametrize(("text", "facts"), PARENTS)
def test_a_parent_of_children_said_as_a_fragment_is_the_user(text: str, facts: set[str]) -> None:
    assert facts <= said(text)


@pytest.mark.parametrize("text", ["两个孩子的妈妈都来了", "孩子的妈妈不同意"])
def test_someone_elses_parent_is_no_relation_of_the_users(text: str) -> None:
    assert not any(slot == "relation" for slot, _ in user_slots(text))


CANTONESE_AND_FORMAL = [
    ("我目前在台積電擔任工程師", {"employer=台積電", "role=工程師"}),
    ("在华为担任产品经理", {"employer=华为", "role=产品经理"}),
    ("我係做地盤嘅紮鐵師傅，識少少普通話", {"role=紮鐵師傅", "languages=普通話"}),
    ("而家喺觀塘返工", {"work_location=觀塘"}),
]


@pytest.mark.parametrize(("text", "facts"), CANTONESE_AND_FORMAL)
def test_cantonese_and_formal_work_shapes(text: str, facts: set[str]) -> None:
    assert facts <= said(text)


def test_yijia_is_ikea_not_now() -> None:
    assert "like=逛宜家" in said("我好爱逛宜家啊，能在里面耗一下午")  # 宜家: IKEA in Mandarin


def test_cantonese_then_is_the_past() -> None:
    assert "home_location=香港" not in said("嗰陣我喺香港讀書")  # 那时候: no longer
