"""The town of a named workplace (`workplace_towns`), a Chinese trade said by its doing
(`zh_work_doings.trade_doing`), one's own named business as the employer only
(`own_business.zh_named_business`) and the thing a project is, no employer
(`not_employers.thing_done`): English and Chinese rows, each with the near-misses that must
stay silent."""

from __future__ import annotations

from typing import Final

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.not_employers import thing_done
from memstream.processors.grammar.own_business import zh_named_business
from tests.fixtures.grammar import learned_keys

KEYS: Final = {
    "role": "profile.role",
    "employer": "profile.employer",
    "work_location": "profile.work_location",
    "project": "profile.projects",
    "home_location": "profile.location",
}

LEARNED: list[tuple[str, str, str]] = [
    ("I teach ESL at a hagwon in Bundang, 4 years now.", "work_location", "Bundang"),
    ("I am tax partner at a firm in Zürich", "work_location", "Zürich"),
    ("I work nights at a care home in Hull", "work_location", "Hull"),
    ("UK lorry driver, nights, based at the Tesco DC in Magor.", "work_location", "Magor"),
    ("I drive for Eddie Stobart out the Daventry depot", "work_location", "Daventry"),
    ("I live in York and work at a bank in Leeds", "work_location", "Leeds"),
    ("I live in York and work at a bank in Leeds", "home_location", "York"),
    ("hey so im a nurse at a clinic in Leeds", "work_location", "Leeds"),
    ("我在南宁做高空外墙清洗的", "role", "高空外墙清洗"),
    ("我是在乐山卖钵钵鸡的，摆摊十几年咯", "role", "卖钵钵鸡的"),
    ("斫琴这行干了十一年了，工作室在扬州", "role", "斫琴"),
    ("干电梯维保十年了，现在在迅达", "role", "电梯维保"),
    ("我在澡堂子搓澡，十来年了", "role", "搓澡"),
    ("我在东莞做模具十来年了", "role", "模具"),
    ("我在鹤岗开民宿的", "role", "民宿老板"),
    ("我是钢琴老师，在家开了个小工作室叫“琴语”", "employer", "琴语"),
    ("鄙人马术教练，在顺义一个马场带小孩，马场叫金鞍马术俱乐部。", "employer", "金鞍马术俱乐部"),
    ("鄙人马术教练，在顺义一个马场带小孩，马场叫金鞍马术俱乐部。", "role", "马术教练"),
    ("配音演员，在上海的一个工作室签约，叫声海工作室。", "employer", "声海工作室"),
    ("我退伍以后在兰州一家物流公司叫陇运通当调度", "employer", "陇运通"),
]

SILENT: list[tuple[str, str]] = [
    ("my wife works at a clinic in Leeds", "work_location"),
    ("I'm weighing a job offer from a firm in Calgary.", "work_location"),
    ("I work remotely for Shopify out of my place in Halifax.", "work_location"),
    ("I'm a nurse, at a conference in Berlin this week", "work_location"),
    ("I'm a nurse, we ate at a restaurant in Leeds", "work_location"),
    ("I bought my bike at a shop in Leeds", "work_location"),
    ("我在家做饭十年了", "role"),
    ("我老公在工地干活十年了", "role"),
    ("以前在工厂炼钢十年", "role"),
    ("我在公园跑步三年了", "role"),
    ("做饭做了十年", "role"),
    ("我叫马秀兰，做苗绣三十年了", "role"),
    ("本人手语也会一些，在聋校做志愿者学的", "role"),
    ("我是钢琴老师，在家开了个小工作室叫“琴语”", "project"),
    ("离开超级猩猩了，自己开了个工作室叫铁匠健身", "role"),
    ("现在在做反欺诈模型的迭代", "employer"),
    ("我在机场叫了个车去上班", "employer"),
    ("以后开个店叫小满", "employer"),
    ("I would kill to work at Pixar", "employer"),
    ("I work at an agency in Milan for a conference", "work_location"),
    ("I work as a parent, full time, no pay", "role"),
    ("honestly I'd give anything to work for NASA", "employer"),
]


@pytest.mark.parametrize(("text", "slot", "value"), LEARNED)
def test_a_workplace_town_or_a_trade_by_its_doing_is_learned(
    text: str, slot: str, value: str
) -> None:
    """Each row's value is learned for the user."""
    found = learned_keys(text)
    assert any(key == KEYS[slot] and values_match(value, v) for key, v in found), found


@pytest.mark.parametrize(("text", "slot"), SILENT)
def test_no_workplace_town_or_trade_where_none_is_said(text: str, slot: str) -> None:
    """Someone else's work, a job not had, a home, an event, a pastime: nothing learned."""
    found = learned_keys(text)
    assert not [v for key, v in found if key == KEYS[slot]], found


def test_a_studio_opened_is_no_founding_and_its_name_no_project() -> None:
    """The named business stays the employer; the project and the founder's role go."""
    fills = [
        Fill("employer", "铁匠健身"),
        Fill("project", "工作室叫铁匠健身"),
        Fill("role", "创业者"),
    ]
    kept = zh_named_business("自己开了个工作室叫铁匠健身", fills)
    assert [(f.slot, f.value) for f in kept] == [("employer", "铁匠健身")]


def test_a_trade_said_beside_a_shop_is_the_role_over_the_owner() -> None:
    """美甲师 said beside 开了家店: the trade is the role, 店主 goes."""
    fills = [Fill("role", "美甲师"), Fill("role", "店主"), Fill("employer", "指尖漫游")]
    kept = zh_named_business("我是美甲师，自己开了家店叫指尖漫游", fills)
    assert [(f.slot, f.value) for f in kept] == [("role", "美甲师"), ("employer", "指尖漫游")]


def test_a_company_founded_keeps_its_founder() -> None:
    """开了家公司 says a founding: 创业者 stays."""
    fills = [Fill("role", "创业者")]
    assert zh_named_business("辞职了，自己开了家公司", fills) == fills


def test_the_thing_a_project_is_is_no_employer() -> None:
    """An employer that is the project's last noun after 的 goes; a real one stays."""
    fills = [
        Fill("employer", "迭代"),
        Fill("employer", "蚂蚁"),
        Fill("project", "反欺诈模型的迭代"),
    ]
    assert [f.value for f in thing_done(fills)] == ["蚂蚁", "反欺诈模型的迭代"]


DOERS: list[tuple[str, str]] = [
    ("I keep bees for a living, about 40 hives", "beekeeper"),
    ("i groom dogs out of a van, Pawsh Mobile is the business name", "dog groomer"),
    ("I build saunas for a living", "sauna builder"),
    ("I repair violins full time", "violin repairer"),
    ("I make candles for a living", "candle maker"),
    ("I teach skiing, winters in Niseko", "ski instructor"),
    ("I teach scuba at a little shop called Blue Cave Divers", "scuba instructor"),
    ("I teach piano from home", "piano teacher"),
]

NO_DOERS: list[str] = [
    "I collect stamps for fun",
    "I buy boats at Gulf Coast Marine",
    "I play games for a living",
    "I groom my dogs every Sunday",
    "my brother builds saunas for a living",
]


@pytest.mark.parametrize(("text", "role"), DOERS)
def test_a_trade_said_by_its_verb_and_object_is_its_doer(text: str, role: str) -> None:
    """The doer of the verb and its object is the role."""
    found = learned_keys(text)
    assert ("profile.role", role) in found, found


@pytest.mark.parametrize("text", NO_DOERS)
def test_a_pastime_a_purchase_or_someone_elses_trade_is_no_role(text: str) -> None:
    """A habit, a purchase or another's work gives the user no role."""
    found = learned_keys(text)
    assert not [v for key, v in found if key == "profile.role"], found


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm a stagehand at the Lyceum", "stagehand"),
        ("im an athlete, mostly track", "athlete"),
        ("I'm a roughneck on the rigs", "roughneck"),
        ("I'm a projectionist at the Music Box", "projectionist"),
    ],
)
def test_an_occupation_noun_said_after_im_a_is_the_role(text: str, role: str) -> None:
    """An occupation of the lexicon, said as what the user is, is the role."""
    found = learned_keys(text)
    assert any(key == "profile.role" and values_match(role, v) for key, v in found), found


@pytest.mark.parametrize(
    "text", ["I'm writing a field guide to the moths", "team style guide says tabs"]
)
def test_a_guide_one_writes_or_reads_is_no_role(text: str) -> None:
    """A guide that is a text gives no role."""
    found = learned_keys(text)
    assert not [v for key, v in found if key == "profile.role"], found
