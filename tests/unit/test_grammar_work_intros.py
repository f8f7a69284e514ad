"""Work and identity said the way people introduce themselves (issue 22, h31b).

Written before any corpus failure of this round was read: several facts in one
self-introduction, a job said as a duty, an employer in quotes or after 一家叫, a name
in quotes or after a surname, a skill said by an exam passed or a practice kept, a project
said as the activity. The negatives (a wish, a nationality, a time zone) give nothing.
"""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_health_breadth import _gives

GROUP = frozenset(
    "role employer work_location skill project name home_location timezone languages".split()
)

INTRO_EN = [
    ("hey! nurse at Royal Free, living in Camden", "role", "nurse"),
    ("hey! nurse at Royal Free, living in Camden", "employer", "Royal Free"),
    ("data engineer at Klarna, based in Stockholm", "role", "data engineer"),
    ("data engineer at Klarna, based in Stockholm", "employer", "Klarna"),
    ("hi, I'm Priya - product designer at Canva, I live in Sydney", "name", "Priya"),
    ("hi, I'm Priya - product designer at Canva, I live in Sydney", "employer", "Canva"),
    ("quick intro: Tom, 34, plumber, Leeds", "name", "Tom"),
    ("I'm Jonas, I teach maths at a school in Graz and speak German", "name", "Jonas"),
    ("I run the front desk at a hotel in Lisbon", "role", "front desk"),
    ("I manage the night shift at a warehouse", "role", "shift manager"),
    ('I work for a startup called "Loop"', "employer", "Loop"),
    ("I'm at a company called Brightwave now", "employer", "Brightwave"),
    ("I started at a little agency named Pixelhaus", "employer", "Pixelhaus"),
    ('just call me "Bo"', "name", "Bo"),
    ("the name's Ellie by the way", "name", "Ellie"),
    ("everyone calls me Mack", "name", "Mack"),
    (
        "I'm migrating our billing service from PHP to Go",
        "project",
        "migrating our billing service",
    ),
    ("these days I'm rewriting the checkout flow in React", "project", "checkout flow"),
    ("I'm putting together a photo book of my trip", "project", "photo book of my trip"),
    ("I commute to the Zurich office twice a week", "work_location", "Zurich"),
    ("I'm porting our app to Android this spring", "project", "porting our app to Android"),
    ("I'm converting my garage into a gym", "project", "converting my garage into a gym"),
    ("I manage the night shift at a warehouse", "role", "night shift manager"),
    ("I left Deloitte for a tiny startup, Ravelry", "employer", "Ravelry"),
    ("I'm a postdoc in chemistry at ETH Zurich", "employer", "ETH Zurich"),
    ("I'm a UX designer in Lisbon", "home_location", "Lisbon"),
    ("I do marketing for a small brewery", "role", "marketing"),
    ("I can fix most bikes, did it for years", "skill", "fix bikes"),
    ("fluent in Excel, decent at SQL", "skill", "SQL"),
    ("I'm decent at chess, rated about 1600", "skill", "chess"),
    ("I speak pretty good Portuguese and I code in Kotlin", "skill", "Kotlin"),
    ("my desk is in the Berlin office", "work_location", "Berlin"),
    ("our studio is in Brooklyn, I'm there most days", "work_location", "Brooklyn"),
    ("I'm a welder, been doing it 15 years", "role", "welder"),
    ("night nurse here, so odd hours", "role", "night nurse"),
    ("I tutor maths part-time", "role", "tutor"),
]

INTRO_ZH = [
    ("大家好我叫林晓，在广州做平面设计，会说粤语", "name", "林晓"),
    ("大家好我叫林晓，在广州做平面设计，会说粤语", "role", "平面设计"),
    ("我是程序员，在杭州一家电商公司上班", "work_location", "杭州"),
    ("自我介绍一下，王磊，在深圳做硬件", "name", "王磊"),
    ("我在一家叫星河的公司做运营", "employer", "星河"),
    ("我在“蓝鲸科技”上班", "employer", "蓝鲸科技"),
    ("我在一家名叫云帆的咨询公司工作", "employer", "云帆"),
    ("我姓陈，全名陈思远", "name", "陈思远"),
    ("叫我“小鱼”就行", "name", "小鱼"),
    ("我的名字是赵一鸣", "name", "赵一鸣"),
    ("朋友都叫我阿杰", "name", "阿杰"),
    ("我考过钢琴十级", "skill", "钢琴"),
    ("我练书法练了五年", "skill", "书法"),
    ("这阵子在写一个记账小程序", "project", "记账小程序"),
    ("我在给公司搭数据平台", "project", "数据平台"),
    ("我每周去上海办公室两天", "work_location", "上海"),
    ("我在北京上班，住在燕郊", "work_location", "北京"),
    ("我在“蓝鲸科技”上班", "employer", "蓝鲸科技"),
    ("离开老东家了，去了一家创业公司叫云帆", "employer", "云帆"),
    ("我最近在把老系统从PHP迁到Go", "project", "把老系统从PHP迁到Go"),
    ("这两周在把博客从WordPress搬到Hugo", "project", "把博客从WordPress搬到Hugo"),
    ("我小时候考过小提琴八级", "skill", "小提琴"),
    ("大家好，本人在成都做后端", "role", "后端"),
    ("我从网易跳槽去了米哈游", "employer", "米哈游"),
    ("我是律师，在“金杜”上班", "employer", "金杜"),
    ("我是博士生，在复旦读化学", "employer", "复旦"),
    ("我在一家精酿酒厂做市场", "role", "市场"),
    ("我在医院当护士", "role", "护士"),
    ("本职工作是会计", "role", "会计"),
    ("我在律所当助理", "role", "助理"),
    ("我写Python写了五年", "skill", "Python"),
    ("我会剪视频，PR和AE都熟", "skill", "剪视频"),
    ("我书法练了十几年", "skill", "书法"),
    ("我在深圳上班，住东莞", "work_location", "深圳"),
    ("公司在望京，每天通勤一个小时", "work_location", "望京"),
]

NONE_EN = [
    "I want to get promoted to senior engineer",
    "hoping to become a nurse one day",
    "I'm American",
    "I'm Canadian, eh",
    "my sister runs the front desk at a hotel",
    "a company called Loop just emailed me about an interview?",
    "is it hard to pass the JLPT N2?",
    "my dad is migrating their servers to Go",
    "moved to the Mountain time zone when we relocated",
    "write in normal paragraphs please",
    "I write in Sublime Text, old habits",
    "I do yoga at a gym near me",
    "pretend I'm a product manager and write me a spec",
    "I picked up German while studying in Munich",
    "I'm on Pacific time",
]

NONE_ZH = [
    "我想升职当经理",
    "我想转行做设计",
    "我在东七区",
    "我同事负责前台接待",
    "一家叫星河的公司给我打电话了",
    "钢琴十级难考吗？",
    "我是中国人",
    "我在东八区，单位换算用公制就行",
    "我每天睡前都会看半小时书",
    "你就当我是个产品经理，帮我写个需求文档",
    "我英语和德语都能用，德语是在慕尼黑读书时学的",
]


@pytest.mark.parametrize(("text", "slot", "value"), INTRO_EN + INTRO_ZH)
def test_work_and_identity_said_as_people_introduce_themselves(
    text: str, slot: str, value: str
) -> None:
    assert _gives(text, slot, value), said(text)


NO_GOAL = [
    "ideally I'd only work four days a week",
    "I've thought about running a marathon",
    "理想情况下我想一周只上四天班",
    "想过报个马拉松，不过不知道能不能坚持下来",
]


@pytest.mark.parametrize("text", NO_GOAL)
def test_a_want_only_thought_of_is_no_goal(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("goal=")], said(text)


@pytest.mark.parametrize(
    ("text", "skill"),
    [("我会用 Blender 建模，自学了两年", "两年"), ("I code in rust, old habits", "old habits")],
)
def test_how_long_or_how_one_writes_is_no_skill(text: str, skill: str) -> None:
    assert f"skill={skill}" not in said(text), said(text)


@pytest.mark.parametrize("text", NONE_EN + NONE_ZH)
def test_wishes_nationalities_and_others_give_no_work_or_identity(text: str) -> None:
    found = {s.partition("=")[0] for s in said(text) if "." not in s.partition("=")[0]}
    assert not found & GROUP - {"languages", "timezone"}, said(text)
