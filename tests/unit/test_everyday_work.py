"""Work said in everyday speech (issue 22, round 44), written before any corpus failure was
read: a job said by its doing ("I shoe horses for a living", "been pushing a yellow cab"),
non-native English ("I open nail salon name Lotus Nails", "working like nurse"), a title in a
signature line ("Senior Product Designer | Canva"), one's own business named apart ("my
little salon called Tangled"); Chinese roles said as the head of a described noun
(我是电商平台的产品经理, 我是新入职的数据分析师王磊) or spoken as (作为一个在养老院做护工的人).

Each positive must give its value (matched leniently, as the corpus scores it); each negative
must give no role, employer or work location about the user.
"""

from __future__ import annotations

from typing import Final

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar.job_reader import en_role_at
from memstream.processors.grammar.own_business import own_business, work_like
from memstream.processors.grammar.zh_described_roles import all_places, described_role
from tests.fixtures.grammar import learned_keys

JOB_KEYS: Final = frozenset({"profile.role", "profile.employer", "profile.work_location"})

ENGLISH: Final[list[tuple[str, str, str]]] = [
    ("I shoe horses for a living, mostly up around Lexington", "role", "farrier"),
    ("been pushing a yellow cab around Manhattan 22 years now", "role", "cab driver"),
    ("I do people's taxes, so April is hell", "role", "tax preparer"),
    ("I write code for a living", "role", "programmer"),
    ("I've been driving a cab for 10 years", "role", "taxi driver"),
    ("I play poker for a living, mostly online", "role", "professional poker player"),
    ("I interpret ASL at the VA hospital three days a week", "role", "ASL interpreter"),
    ("I drive trucks for Walmart out of the Bentonville depot", "role", "truck driver"),
    ("I drive trucks for Walmart out of the Bentonville depot", "employer", "Walmart"),
    ("I open nail salon name Lotus Nails in Houston", "employer", "Lotus Nails"),
    ("I open nail salon name Lotus Nails in Houston", "role", "nail salon owner"),
    ("I open nail salon name Lotus Nails in Houston", "work_location", "Houston"),
    ("I make pasta in my little shop in Bologna, is called Sfoglia Nina", "employer",
     "Sfoglia Nina"),
    ("I've got my own little salon called Tangled.", "employer", "Tangled"),
    ("I have a shop called Lotus Nails", "employer", "Lotus Nails"),
    ("our food truck is called Smoke Signal", "employer", "Smoke Signal"),
    ("I'm a sous-chef turned food truck owner, the truck's called Smoke Signal.", "employer",
     "Smoke Signal"),
    ("I am working like nurse in Riyadh", "role", "nurse"),
    ("I am working like nurse in Riyadh", "work_location", "Riyadh"),
    ("Best,\nPriya Nair\nSenior Product Designer | Canva", "role", "Senior Product Designer"),
    ("Best,\nPriya Nair\nSenior Product Designer | Canva", "employer", "Canva"),
    ("Thanks. — Dana Whitlock, Wildland Firefighter, US Forest Service", "employer",
     "US Forest Service"),
    ("Dr. Ada Obi\nConsultant Anaesthetist, Royal Berkshire Hospital", "employer",
     "Royal Berkshire Hospital"),
    ("I'm the owner of Bloom & Co", "employer", "Bloom & Co"),
    ("been pushing a yellow cab around Manhattan 22 years", "work_location", "Manhattan"),
    ("I fix boilers in Leeds", "role", "heating engineer"),
    ("im maya, 19, barista at a dunkin in providence", "employer", "dunkin"),
    ("im a cashier at a walgreens", "employer", "walgreens"),
    ("cabin crew with Virgin Atlantic, 11 years", "employer", "Virgin Atlantic"),
    ("I am tax partner at a firm in Zürich, I speak German", "role", "tax partner"),
    ("Am a matatu sacco manager in Nakuru, I also farm avocados", "role",
     "matatu sacco manager"),
]  # fmt: skip

ENGLISH_NONE: Final[list[str]] = [
    "my brother writes code for a living",
    "I wish I could write code for a living",
    "I used to drive a cab in Manhattan",
    "I clean my teeth twice a day",
    "I do my taxes in April",
    "my favourite cafe is called Flour",
    "my truck is called Bessie",
    "my sister's shop is called Bloom",
    "I wish I had a shop called Bloom",
    "my old shop was called Bloom",
    "I work like a dog",
    "Hi Nurse, Good Morning",
    "My wife works for Deloitte",
    "should I become a nurse in Riyadh?",
    "my uncle shoes horses for a living",
    "I used to shoe horses back in Kentucky",
    "my mom has a shop called Bloom",
    "do you know a salon called Tangled?",
    "I'm interested in pottery",
    "I am happy with the result",
    "I am fan of Arsenal",
    "the truck's called Smoke Signal",
]

CHINESE: Final[list[tuple[str, str, str]]] = [
    ("我是电商平台的产品经理，正在写年终总结", "role", "产品经理"),
    ("老铁们，俺是山西大同的煤矿工人，一天下井八小时", "role", "煤矿工人"),
    ("您好，我是链家南京河西万达店的置业顾问小唐", "role", "置业顾问"),
    ("您好，我是链家南京河西万达店的置业顾问小唐", "employer", "链家"),
    ("各位同事好，我是新入职的数据分析师王磊，在北京总部", "role", "数据分析师"),
    ("大家好，我是新来的法务专员周婧", "role", "法务专员"),
    ("我是起点的签约作者", "role", "签约作者"),
    ("作为一名护士，我觉得这个很重要", "role", "护士"),
    ("作为一个在养老院做护工的人，这部片太真实了", "role", "护工"),
    ("作为一个在杭州互联网大厂做了八年产品经理的人，今天想聊聊", "role", "产品经理"),
    ("我跑滴滴的，一天跑十二个小时", "role", "网约车司机"),
    ("我在美团送外卖", "employer", "美团"),
    ("个人简介：王嘉怡，现任字节跳动高级视觉设计师，精通Figma", "role", "高级视觉设计师"),
    ("本人现任华为高级工程师", "role", "高级工程师"),
    ("我平时在家办公，住珠海，给一家香港的设计公司画插画", "role", "插画师"),
    ("现居西安，以教书为业", "role", "教师"),
    ("我靠开网约车为生", "role", "网约车司机"),
    ("我在书店当店长，店在厦门沙坡尾", "work_location", "厦门沙坡尾"),
    ("心理咨询师，个人工作室在杭州滨江。", "work_location", "杭州滨江"),
    ("我是中医内科大夫，在成都中医药大学附属医院坐诊", "employer", "成都中医药大学附属医院"),
    ("我在华西医院坐诊", "employer", "华西医院"),
    ("我在广州地铁开三号线，倒班制", "role", "地铁司机"),
    ("我在广州地铁开三号线，倒班制", "employer", "广州地铁"),
]

CHINESE_NONE: Final[list[str]] = [
    "我是三年二班王子涵的妈妈",
    "作为一个妈妈，我很担心",
    "作为他的朋友，我得说",
    "我以前是腾讯的产品经理",
    "我老公在工地上搬砖",
    "我想去腾讯上班",
    "你是做什么工作的？",
    "我爸是开出租的",
    "要是能进华为就好了",
    "我周末画插画",
    "我老婆给一家公司画插画",
    "以前我给出版社画插画",
    "我在给客户写文案",
    "他的店在厦门",
    "他现任腾讯产品经理",
    "我是三年级的学生家长",
    "我弟弟在华西医院坐诊",
    "以前在大同煤矿下井",
    "他给一家设计公司画插画",
    "作为你的粉丝，我想说",
    "我是合唱团的成员",
    "我是新来的法务专员，有事找我",
]
"""Chinese near-misses; the last must give a role but no employer (新来 is when one joined)."""

STILL_MISSED: Final[list[str]] = [
    "Founder & CEO of Kelpworks",  # "ceo of" is a joke marker (CEO of napping)
    "I'm a florist. Shop's called Lily & Loam, in Ballarat.",  # a bare "shop's called"
    "my little shop in Bologna, is called Sfoglia Rina... no sorry, Sfoglia Nina",
    "我在成都一家火锅店当后厨，吃不了辣",  # the role is lost beside a second clause
    "我在工地上搬砖",  # literal or a joke: 搬砖 is said of any job
    "我是太原一家修车铺的师傅",  # 师傅 alone names no trade
]
"""Everyday sentences this round's readers still miss (no test: a list to work from)."""


def _jobs(text: str) -> set[tuple[str, str]]:
    return {(k.removeprefix("profile."), v) for k, v in learned_keys(text) if k in JOB_KEYS}


@pytest.mark.parametrize(("text", "slot", "value"), ENGLISH + CHINESE)
def test_everyday_work_is_learned(text: str, slot: str, value: str) -> None:
    found = _jobs(text)
    assert any(s == slot and values_match(value, v) for s, v in found), found


@pytest.mark.parametrize("text", ENGLISH_NONE + CHINESE_NONE[:-1])
def test_work_of_others_wishes_and_idioms_is_not_learned(text: str) -> None:
    assert _jobs(text) == set()


def test_joining_time_is_no_employer() -> None:
    found = _jobs(CHINESE_NONE[-1])
    assert ("role", "法务专员") in found
    assert not any(slot == "employer" for slot, _ in found)


def test_doing_needs_the_user_and_no_owner() -> None:
    assert _jobs("I fix computers for a small firm")
    assert not _jobs("I fix my computer myself")


def test_the_business_of_another_kind_is_no_employer() -> None:
    assert _jobs("I'm a nurse and the cafe is called Flour") == {("role", "nurse")}


def test_own_business_keeps_a_role_read_before() -> None:
    from memstream.processors.grammar.fills import Fill

    fills = own_business("I have a shop called Bloom", [Fill("role", "florist")])
    assert [(f.slot, f.value) for f in fills] == [("role", "florist"), ("employer", "Bloom")]


def test_work_like_needs_a_job_noun() -> None:
    assert work_like("I'm working like a trooper", []) == []
    assert [f.value for f in work_like("I work like cook in a hotel", [])] == ["cook"]


def test_signature_needs_a_two_word_title_with_one_comma() -> None:
    assert en_role_at("Nurse, Royal Berkshire Hospital", []) == []
    said = en_role_at("Staff Nurse, Royal Berkshire Hospital", [])
    assert [(f.slot, f.value) for f in said] == [
        ("role", "Staff Nurse"),
        ("employer", "Royal Berkshire Hospital"),
    ]


def test_described_role_reads_a_known_org_before_its_branch() -> None:
    fills = described_role("我是链家南京河西万达店的置业顾问", [])
    assert [(f.slot, f.value) for f in fills] == [("role", "置业顾问"), ("employer", "链家")]


def test_a_place_only_is_no_organisation() -> None:
    assert all_places("广东深圳")
    assert not all_places("深圳腾讯")
    assert not all_places("")
