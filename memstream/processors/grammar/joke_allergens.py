"""An allergy to no substance is a joke (g56o): "I'm allergic to Excel", "a severe allergy to
group projects", "allergic to the idea of commitment", 我对PPT过敏, 对甲方过敏. What one can be
allergic to is a substance, a food, a drug, an animal or a plant; work, school, software,
days, chores, people and ideas are what one complains of. A fill of `allergy` whose head is
such a word is dropped; real allergens (cats, latex, 芒果, 青霉素) are untouched.

Pure: `kept(fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_NOT_A_SUBSTANCE: Final = frozenset(
    """work job jobs office meetings meeting emails email deadlines deadline projects project
    homework exams exam tests math maths physics excel powerpoint ppt spreadsheets spreadsheet
    slides vlookup jira slack zoom outlook coding bugs mondays monday mornings alarms alarm
    weekdays overtime commute commuting traffic chores chore housework cleaning laundry dishes
    ironing paperwork taxes bills admin bureaucracy voicemail adulting responsibility
    responsibilities commitment effort people humans humanity crowds toddlers teenagers drama
    nonsense stupidity idiots idiocy politics gossip feelings emotions idea ideas concept
    thought thoughts jogging cardio gym workouts workout burpees lunges squats planks waking
    bedtime studying school class classes lectures boss bosses managers manager coworkers
    colleagues clients customers in-laws relatives weddings networking socialising socializing
    dating marriage romance rules authority criticism change poverty budgets budgeting honesty
    small talk group projects phone calls events parties""".split()
)
"""Heads of an allergy that is a joke: work, school, software, days, chores, people, ideas.
Whatever a body can react to (the sun, the cold, raw vegetables) is not here."""
_ZH_NOT_A_SUBSTANCE: Final = re.compile(
    r"^(?:上班|加班|工作|开会|会议|早起|起床|PPT|ppt|Excel|excel|报表|表格|周报|日报|汇报|考试|数学|作业"
    r"|学习|读书|老板|领导|上司|同事|甲方|乙方|客户|人类|社交|应酬|相亲|催婚|结婚|恋爱|周一|星期一|礼拜一"
    r"|运动|跑步|健身|减肥|家务|洗碗|做饭|打扫|早八|早课|上课|deadline|DDL|ddl|KPI|kpi|打卡|内卷|熬夜"
    r"|穷|钱|贫穷|说话|社恐|人多|热闹|亲戚|七大姑八大姨)"
)
"""Chinese heads of an allergy that is a joke (对上班过敏, 对甲方过敏)."""


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's allergies to no substance."""
    return [f for f in fills if not (f.subject == "user" and f.slot == "allergy" and joke(f.value))]


def joke(value: str) -> bool:
    """True when an allergy's value names no substance (work, a day, people, an idea)."""
    words = re.findall(r"[a-z-]+", value.lower())
    if words:
        return words[-1] in _EN_NOT_A_SUBSTANCE or " ".join(words[-2:]) in _EN_NOT_A_SUBSTANCE
    return _ZH_NOT_A_SUBSTANCE.match(value.strip()) is not None
