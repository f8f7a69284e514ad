"""A day of the week said to be the user's day for something, EN and ZH (issue 22, g52t):
"Sunday is my long run day", "Friday nights are pizza night", "Monday is leg day",
周五晚上是我的游戏时间, 周日是我的长跑日: a habit on that day, not a plan for the next one.

Pure: `english(text, fills)` and `chinese(text, fills)` give the fills with the habit (and
without a plan or a time zone read off the same words).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

HABIT: Final = "habit"

_EN_DAYS: Final = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?: (?:morning|afternoon|evening|night)s?)?"
    r"|weekends?|weeknights?|(?:week|weekend) (?:morning|evening)s?"
)
_EN_DAY_IS: Final = re.compile(
    rf"(?:^|[,.;!—–]\s*)(?:and )?(?:every |on )?(?P<when>{_EN_DAYS}) (?:is|are) "
    r"(?:always |usually |basically |officially |still )?(?:(?:my|our) )?(?:(?:weekly|sacred) )?"
    r"(?P<what>[a-z][\w-]*(?: [a-z][\w-]*){0,2}?) (?P<kind>day|night|morning|evening|time)s?"
    r"(?=\s*(?:$|[,.;!—–(]|at |with |in |for |here|now\b|and\b))"
)
"""A weekday, then the doing it is kept for ("Sunday is my long run day")."""
_EN_NOT_DOINGS: Final = frozenset(
    """last first only next big busy free rest lucky pay bin bins trash garbage recycling
    market school press election release launch deadline due wedding moving off working work
    home travel the a an this that your his her their birth name closing opening""".split()
)
"""Words that make the day no doing of the user's ("my last day", "pay day", "bin day")."""
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|might|will be|was|were|used to|says|said)\b")


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the habit a weekday said to be the user's day for a doing gives ("Sunday
    is my long run day" → long run day every Sunday), and no plan read off that day."""
    low = text.lower()
    if _EN_ASIDE.search(low):
        return fills
    found = []
    for match in _EN_DAY_IS.finditer(low):
        if any(word in _EN_NOT_DOINGS for word in match["what"].split()):
            continue
        what = text[match.start("what") : match.end("what")]
        when = re.sub(r"s\b", "", text[match.start("when") : match.end("when")])
        named = what if match["kind"] == "time" else f"{what} {match['kind']}"
        found.append((Fill(HABIT, f"{named} every {when}"), what.lower()))
    if not found:
        return fills
    said = [what for _, what in found]
    kept = [f for f in fills if not (f.slot == "plan" and any(w in f.value.lower() for w in said))]
    habits = [f.value.lower() for f in kept if f.slot == HABIT]
    return kept + [f for f, what in found if not any(what in h for h in habits)]


_ZH_DAYS: Final = r"(?:每个?)?(?:周|星期|礼拜)[一二三四五六日天末]|周末"
_ZH_DAY_IS: Final = re.compile(
    rf"(?P<when>(?:{_ZH_DAYS})(?:早上|上午|中午|下午|晚上|夜里)?)(?:一般|基本|都|就)*是我(?:们)?"
    r"(?:家)?的(?P<what>[\u4e00-\u9fffA-Za-z]{1,6}?)(?P<kind>日|时间|时光|之夜|夜|专场|时段)"
    r"(?=$|[，,。！!~～；;（(])"
)
"""A weekday, then the doing it is kept for (周五晚上是我的游戏时间, 周日是我的长跑日)."""
_ZH_ASIDE: Final = re.compile(r"[？?吗呢]|如果|要是|以前|那时|小时候|上学的时候|曾经")
_ZH_NOT_DOINGS: Final = re.compile(r"^(?:生|休息|工作|上班|值班|发薪|截止|最后|第一)")
"""A day that is no doing of the user's (生日, 休息日, 工作日, 发薪日)."""


_ZH_ANY_DAY_IS: Final = re.compile(
    rf"(?P<when>(?:{_ZH_DAYS})(?:早上|上午|中午|下午|晚上|夜里)?)(?:一般|基本|都|就)*是我(?:们)?"
    r"(?:家)?的?(?P<what>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:日|时间|时光|之夜|夜|专场|时段)"
)
"""Any weekday said to be the user's day of something (周日是我的休息日, 周五是我生日)."""


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the habit a weekday said to be the user's day for a doing gives
    (周五晚上是我的游戏时间 → 周五晚上游戏), and no time zone, plan or other habit read off
    those words (周日是我的休息日, 周五是我生日: no doing)."""
    if _ZH_ASIDE.search(text):
        return fills
    days = [m["when"] for m in _ZH_ANY_DAY_IS.finditer(text)]
    if not days:
        return fills
    found = [
        (Fill(HABIT, f"{m['when']}{m['what']}"), m["what"])
        for m in _ZH_DAY_IS.finditer(text)
        if not _ZH_NOT_DOINGS.match(m["what"])
    ]
    said = [what for _, what in found]
    kept = [
        f
        for f in fills
        if not (f.slot in ("timezone", "plan") and any(w in f.value for w in said))
        and not (f.slot == HABIT and f.value.startswith(tuple(days)))
    ]
    return kept + [fill for fill, _ in found if fill not in kept]
