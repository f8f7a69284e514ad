"""A line of work said after where it is done (在苏州做芯片封测, 在剧本杀店当DM, 在厦门干报关):
the role, when the words after 做 / 当 / 干 name a trade and not a task, a treatment or a meal."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.zh_words import words

FIELD_AT_FRAME: Final = (
    "role",
    "(?<![想要算备望能会去])在(?!家|屋|厨房|网上|线上|线|这儿|那儿|学|练|忙|准备|筹备|考虑|尝试|努力"
    "|帮|给|为|替|跟|和|同)[^，,。！？!?；;\\s做当干]{2,12}?(?:做|当|干)~{}(?:的|个|嘅)?",
    "field_at",
)
"""The frame: 在 + where (a town, a firm, a shop) + 做 / 当 / 干 + the line of work."""

TASKS: Final = words(
    """饭 菜 汤 作业 功课 题 卷子 家务 卫生 检查 体检 手术 复查 康复 理疗 治疗 透析 化疗 核酸
    胃镜 肠镜 美甲 头发 按摩 保养 实验 项目 报告 方案 汇报 运动 瑜伽 普拉提 拉伸 训练 志愿
    义工 兼职 笔记 攻略 计划 准备 早饭 午饭 晚饭 早餐 午餐 晚餐 蛋糕 甜点 手工 客 梦 事 活
    PPT ppt 回事 真 样子 东 主 决定 选择 记录 测试题 核对 登记 演讲 分享 直播间 视频 面试
    定位 年检 检测 贴膜 洗牙 拔牙 补牙 矫正 疫苗 B超 CT 核磁 造影 美容 护肤 产检 月子"""
)
"""What is done at a place but is no line of work (在医院做检查, 在公司做PPT, 在朋友家做客)."""
_NOT_FIELD_WORDS: Final = re.compile(
    r"志愿|义工|兼职|时候|学的|[馆店铺厂坊院]$|(?:里|下|上|边|旁|附近|那边|这边)$"
)
"""A helper's unpaid work (做志愿者学的), a shop run (做新疆菜馆: whose role is its owner) or a
place read after a 干 inside a name (在莫干山脚下): no line of work."""
_NOT_FIELD_START: Final = re.compile(r"^[好完到成错对出起过一几这那些点些]")
"""A 做 that is 做好 / 做完 / 做一下: how a task went, not a trade."""

_TITLE_HEADS: Final = tuple("师员工匠手官长")
"""Heads of a job title (拍卖师, 检票员): the role readers read these, and where they are."""
_YEARS_AFTER: Final = re.compile(
    r"(?:已经|都|快|有)?(?:[\d一二三四五六七八九十两几]+|好几|十几|二十多)多?(?:个)?(?:年|月)多?$"
)
"""How long it has been done, said after it (当球童三年): not part of the trade."""


def field_at(text: str) -> list[str]:
    """The line of work after where it is done (芯片封测, 报关, DM), none for a known job
    title (the role frame reads it), a task, a treatment or a meal."""
    text = _YEARS_AFTER.sub("", re.sub(r"(?:的|个|嘅)+$", "", text))
    if zh_objects.is_job(text) or len(text) > 6 or text.endswith(_TITLE_HEADS):
        return []  # 花卉拍卖师: a title, read by the role readers with its place
    return trade(text)


def trade(text: str) -> list[str]:
    """A line of work said after 做 / 当 / 干 (保险理赔, 球童): a short noun phrase that is no
    task, treatment or meal (做康复, 做保养, 做完汇报)."""
    if _NOT_FIELD_START.match(text) or _NOT_FIELD_WORDS.search(text) or not 2 <= len(text) <= 8:
        return []
    return [] if any(text.endswith(task) for task in TASKS) else zh_objects.field(text)


READERS: Final[dict[str, Callable[[str], list[str]]]] = {"field_at": field_at}
"""The reader of this module by the hole name its frame uses."""
