"""Chinese work and identity said the internet way: city nicknames (魔都, 蓉城), drifting to a
city (沪漂), natives (上海土著), jokey job words without 我是 (研二狗, 码农一枚), a bare job
opening a list of what one is, a language before 母语; never another person's, an address
(老师，…), a wish or a question."""

from datetime import date

import pytest

from memstream.processors.grammar import zh

_DAY = date(2026, 11, 26)


def _mine(said: str) -> set[tuple[str, str]]:
    return {(f.slot, f.value) for f in zh.parse(said, _DAY) if f.subject == "user"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("在魔都打工三年了", "work_location", "上海"),
        ("我在帝都上班，通勤一小时", "work_location", "北京"),
        ("坐标羊城，求推荐早茶", "home_location", "广州"),
        ("在蓉城生活三年了", "home_location", "成都"),
        ("人在江城，热死了", "home_location", "武汉"),
        ("沪漂一枚，周末想去哪玩", "home_location", "上海"),
        ("北漂十年了，还是租房", "home_location", "北京"),
        ("我是个深漂", "home_location", "深圳"),
        ("现在在杭州漂着，做电商", "home_location", "杭州"),
        ("上海土著一枚", "home_location", "上海"),
        ("研二狗一枚，天天改论文", "role", "研究生"),
        ("博三狗，头发掉光了", "role", "博士生"),
        ("码农一枚，求推荐键盘", "role", "程序员"),
        ("字节PM一枚", "role", "PM"),
        ("字节PM一枚", "employer", "字节"),
        ("我在鹅厂，做后台开发", "employer", "腾讯"),
        ("设计师，坐标成都，养了两只猫", "role", "设计师"),
        ("95后程序员，刚换工作", "role", "程序员"),
        ("粤语母语，普通话也还行", "languages", "粤语"),
        ("我日语母语", "languages", "日语"),
    ],
)
def test_chinese_identity_said_in_passing(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


@pytest.mark.parametrize(
    "said",
    [
        "我朋友是沪漂",
        "老师，我想问一下这道题",
        "医生，我最近老是头疼",
        "你是码农吗",
        "如果我在鹅厂就好了",
        "她在帝都上班",
        "我表哥是研二狗",
        "漂亮的衣服买了两件",
        "魔都的房价太高了",
        "你在帝都吗？",
        "北京土著都知道这家店",
        "我老公日语母语",
        "他的母语是粤语",
        "我老公是程序员，在阿里",
    ],
)
def test_chinese_not_the_users_identity(said: str) -> None:
    slots = {"role", "employer", "home_location", "work_location", "languages"}
    assert not {s for s, _ in _mine(said)} & slots


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("我是杭州的一名程序员", "role", "程序员"),
        ("我是杭州的一名程序员", "home_location", "杭州"),
        ("韩语会一点点，日常够用", "languages", "韩语"),
        ("英语是我的工作语言", "languages", "英语"),
        ("我这边东八区，晚上十点后别约", "timezone", "东八区"),
        ("我在武汉一家医院上班", "work_location", "武汉"),
    ],
)
def test_chinese_place_language_and_zone_said_around(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


def test_chinese_no_employer_named_by_its_kind() -> None:
    assert not {s for s, _ in _mine("我在武汉一家医院上班")} & {"employer"}


@pytest.mark.parametrize("said", ["他是上海的一名律师", "你这边是东八区吗", "她英语是工作语言"])
def test_chinese_not_the_users_place_language_or_zone(said: str) -> None:
    slots = {"role", "home_location", "languages", "timezone"}
    assert not {s for s, _ in _mine(said)} & slots


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("我在美团送外卖", "外卖员"),
        ("现在跑滴滴，时间自由", "网约车司机"),
        ("我还在上大学", "大学生"),
        ("我在腾讯实习，下个月结束", "实习生"),
        ("干护士这行十年了", "护士"),
    ],
)
def test_chinese_role_said_by_what_one_does(said: str, value: str) -> None:
    assert ("role", value) in _mine(said)


@pytest.mark.parametrize(
    "said",
    [
        "我儿子还在上大学",
        "我在腾讯实习过",
        "他在美团送外卖",
        "送快递的时候摔了",
        "我老公干护士这行十年了",
    ],
)
def test_chinese_no_role_of_others_or_past(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"role"}


@pytest.mark.parametrize(
    ("said", "value"),
    [("主要写Java，偶尔写点Python", "Java"), ("我是写React的", "React"), ("平时用Go为主", "Go")],
)
def test_chinese_tool_one_writes_in(said: str, value: str) -> None:
    assert ("skill", value) in _mine(said)


@pytest.mark.parametrize("said", ["他主要写Java", "要是我会写Rust就好了", "我不写Java"])
def test_chinese_no_tool_of_others_wished_or_denied(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"skill"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("我升组长了", "role", "组长"),
        ("调到重庆分公司了，人也搬过来了", "home_location", "重庆"),
    ],
)
def test_chinese_changes_of_role_and_home(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _mine(said)


@pytest.mark.parametrize("said", ["他升组长了", "他被调到重庆了，人也搬过去了", "我想升组长"])
def test_chinese_no_change_of_others_or_wished(said: str) -> None:
    assert not {s for s, _ in _mine(said)} & {"role", "home_location"}
