"""A line of work said after where it is done (在苏州做芯片封测, 在剧本杀店当DM): the role, when
what follows 做 / 当 / 干 is a trade; a task, a treatment, a meal or a wish gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我在无锡做晶圆测试", "晶圆测试"),
        ("我在宁波做船舶代理，干了快十年", "船舶代理"),
        ("我现在在青岛做冷链物流", "冷链物流"),
        ("我在昆明一家茶厂当拼配师", "拼配师"),
        ("我在景区当检票员两年了", "检票员"),
        ("我在一家网吧当网管", "网管"),
        ("我在温州做鞋样的", "鞋样"),
    ],
)
def test_a_trade_after_where(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在医院做胃镜",
        "我在家做饭",
        "我在朋友家做客",
        "我在学校做实验",
        "我在4S店做保养",
        "我在做一个记账小程序",
        "我在社区医院做康复",
        "我在公司做完汇报就下班",
        "我在汽修厂做四轮定位",
        "我最近在学做烘焙",
        "我在养老院做志愿者",
        "我在成都做了家川菜馆",
    ],
)
def test_no_trade_from_a_task(text: str) -> None:
    assert not {value for slot, value in user_slots(text) if slot == "role"}


def test_a_place_with_gan_in_its_name_is_no_trade() -> None:
    roles = {v for s, v in user_slots("我辞职了，在莫干山脚下开了家民宿") if s == "role"}
    assert roles == {"民宿老板"}


def test_a_trade_wished_is_no_role() -> None:
    assert not {v for s, v in user_slots("我想在厦门做跨境电商") if s == "role"}


def test_someone_elses_trade_is_theirs() -> None:
    assert not {v for s, v in user_slots("老公在银行做信贷审批") if s == "role"}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I work as a caddie at a golf club in Shenzhen", "caddie"),
        ("I work as a ticket inspector at a scenic park", "ticket inspector"),
    ],
)
def test_english_a_role_said_beside_where(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


def test_english_no_role_from_a_task_where() -> None:
    assert not {v for s, v in user_slots("I got a gastroscopy at the hospital") if s == "role"}
