"""Chinese profile rules for the multi-valued fields: relations (我女儿叫小雨, 我家的狗叫旺财),
skills (我擅长X), current projects (我正在开发X) and goals (我的目标是X, 我在学X)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.matchers.common import Gated, triggers
from memstream.processors.matchers.fields import Found
from memstream.processors.matchers.lexicon import LANGUAGES
from memstream.processors.matchers.people_words import ZH_RELATION_PATTERN, ZH_RELATIONS

_NAME_END: Final = r"(?=$|[\s,;.!?。]|今年|已经|是|也|很|在|和|的|了|刚|才|非常|特别|每天|总是)"
_RELATION: Final = re.compile(
    r"(?:我|我们)(?:家|们家)?(?:的)?(?:有(?:一|两|三)?(?:个|只|条|位|名))?"
    rf"(?P<rel>{ZH_RELATION_PATTERN})(?:的名字是|的名字叫|叫做|名叫|叫)"
    rf"(?P<name>[^\s,;.!?。的是]{{1,3}}?){_NAME_END}"
)
_SKILL: Final = re.compile(
    r"我(?:很|非常|比较|特别)?(?:擅长|精通|熟悉|熟练掌握|善于)(?P<v>[^,;.!?。]{1,30})$"
    r"|我有(?:[0-9一二两三四五六七八九十几多]+)年(?:的)?(?P<w>[^,;.!?。]{1,15}?)(?:的)?经验"
)
_PROJECT: Final = re.compile(
    r"我(?:最近|目前|现在)?(?:正在|在)(?:开发|做|写|搞|研究|设计)(?P<v>[^,;.!?。]{2,25}?)(?:呢|了)?$"
    r"|我的(?:当前|新|主要)?项目是(?P<w>[^,;.!?。]{2,25})$"
)
_PROJECT_WORDS: Final = ("项目", "应用", "app", "App", "网站", "系统", "工具", "平台", "书", "论文")
_GOAL: Final = re.compile(
    r"我的(?:目标|梦想|理想|新年愿望)是(?P<v>[^,;.!?。]{2,30})$"
    r"|我(?:想|希望|打算|计划|准备|立志)(?:要)?(?P<w>(?:成为|学会|学好|学习|考上|跑完|减肥|戒)"
    r"[^,;.!?。]{0,25})$"
    r"|我(?:最近|目前|现在)?(?:正在|在)(?P<x>学(?:习)?[^,;.!?。]{1,20}?)(?:呢)?$"
)
_ITEM_SPLIT: Final = re.compile(r"、|和|及|以及|与|,|跟")


def zh_relations(clause: str) -> Found:
    """我女儿叫小雨 / 我家的狗叫旺财 / 我有一个妹妹叫安娜 / 我老婆叫李娜."""
    found: Found = []
    for match in _RELATION.finditer(clause):
        relation = ZH_RELATIONS[match["rel"]]
        name = match["name"]
        found.append((f"relations.{relation}", name, f"{match['rel']}叫{name}"))
    return found


def zh_skills(clause: str) -> Found:
    """我擅长Python和数据分析 / 我有五年的销售经验."""
    match = _SKILL.search(clause)
    if match is None:
        return []
    found: Found = []
    for item in _ITEM_SPLIT.split(match["v"] or match["w"]):
        item = item.strip()
        if not item:
            continue
        language = LANGUAGES.get(item)
        found.append(
            ("languages", language, f"会说{item}") if language else ("skills", item, f"擅长{item}")
        )
    return found


def zh_projects(clause: str) -> Found:
    """我正在开发一个记账App / 我的项目是一个推荐系统 (a project word is required after 在做)."""
    match = _PROJECT.search(clause)
    if match is None:
        return []
    project = match["v"] or match["w"]
    if match["v"] and not any(word in project for word in _PROJECT_WORDS):
        return []  # 我在做饭: cooking, not a project
    return [("projects", project, f"正在做{project}")]


def zh_goals(clause: str) -> Found:
    """我的目标是跑完马拉松 / 我想成为一名医生 / 我在学日语."""
    match = _GOAL.search(clause)
    if match is None:
        return []
    goal = (match["v"] or match["w"] or match["x"]).rstrip("了呢啊")
    return [("goals", goal, f"目标:{goal}")] if len(goal) >= 2 else []


ZH_PEOPLE_RULES: Final[tuple[Gated[Callable[[str], Found]], ...]] = (
    (triggers("叫"), zh_relations),
    (triggers("擅长|精通|熟悉|熟练|善于|经验"), zh_skills),
    (triggers("在|项目"), zh_projects),
    (
        triggers("目标|梦想|理想|愿望|想|希望|打算|计划|准备|立志|学"),
        zh_goals,
    ),
)
