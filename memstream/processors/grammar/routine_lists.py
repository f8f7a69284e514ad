"""Habits listed under a named routine, EN and ZH (issue 22, g54t): "My morning routine:
coffee, a walk, then emails", "My bedtime ritual is chamomile and ten minutes of Duolingo",
"Our Sunday routine is a long run and a roast", 我的睡前习惯是泡脚加看书, 我每天早上的流程是
喝水、拉伸、冲澡. Each item is a habit at the routine's time; an item said as not done ("no
phone after 10") is none.

Silent on someone else's routine, a question, a wish ("I want my morning routine to be…") and
a routine said to be over ("my old routine was…"). Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_TIMES: Final[dict[str, str]] = {
    "morning": "every morning",
    "evening": "every evening",
    "night": "every night",
    "nightly": "every night",
    "bedtime": "at bedtime",
    "daily": "every day",
    "weekend": "at weekends",
    "weekday": "on weekdays",
    "lunchtime": "at lunchtime",
    "after-work": "after work",
    "post-work": "after work",
    "pre-work": "before work",
    **{
        day: f"on {day.capitalize()}s" for day in "monday tuesday wednesday thursday friday".split()
    },
    **{day: f"on {day.capitalize()}s" for day in ("saturday", "sunday")},
}
"""The time of a named routine, as a habit says it."""
_EN_ROUTINE: Final = re.compile(
    r"^\W*(?:(?:so|and|honestly|basically|anyway)[,\s]+)*(?:my|our)\s+"
    r"(?:(?:usual|daily|regular|standard|whole|current)\s+)?"
    rf"(?P<when>{'|'.join(_EN_TIMES)})?\s*(?:routine|ritual|rituals|regime|regimen)"
    r"(?:\s+(?:is|are|goes|looks like|consists of|=)|\s*[:=—–-])\s*(?P<items>.+)$",
    re.IGNORECASE,
)
"""A routine named with its time, then what it holds."""
_EN_ITEM_CUT: Final = re.compile(r"\s*(?:,|;|\+|&|\band then\b|\bthen\b|\band\b|\bplus\b)\s*")
_EN_ITEM_LEAD: Final = re.compile(r"(?i)^(?:a|an|some|my|the|usually|always|just)\s+")
_EN_NOT_DONE: Final = re.compile(r"(?i)^(?:no|not|never|zero|nothing)\b")
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:want|wish|would|'d|should|could|might|used to|was|were|old|new year|going to)\b",
    re.IGNORECASE,
)
"""A question, a wish or a routine gone by: no habit of now."""
_EN_TAIL: Final = re.compile(
    r"(?i)[.!]+$|\s+(?:works|work|every time|without fail|lol|haha)(?:\s+\w+)?[.!]*$"
)


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the habits an English sentence lists under a named routine."""
    found = _EN_ROUTINE.match(text.strip())
    if found is None or _EN_ASIDE.search(text):
        return fills
    when = _EN_TIMES.get((found["when"] or "").lower(), "")
    items = [_EN_TAIL.sub("", i).strip() for i in _EN_ITEM_CUT.split(found["items"])]
    habits = []
    for item in items:
        while (bare := _EN_ITEM_LEAD.sub("", item)) != item:
            item = bare
        if len(item) < 3 or _EN_NOT_DONE.match(item) or len(item.split()) > 8:
            continue
        habits.append(Fill("habit", f"{item} {when}".strip()))
    if not habits:
        return fills
    known = {f.value.lower() for f in fills if f.slot == "habit"}
    return fills + [h for h in habits if h.value.lower() not in known]


_ZH_TIME: Final = (
    r"(?:每天)?(?:早上|早晨|晚上|睡前|周末|工作日|午休|下班后|上班前|每天"
    r"|周[一二三四五六日天]|每晚)?"
)
_ZH_ROUTINE: Final = re.compile(
    rf"^(?:我|俺)(?:的)?(?P<when>{_ZH_TIME})(?:的)?(?:固定)?"
    r"(?:习惯|惯例|流程|日常|套路|仪式|必修课)"
    r"(?:就)?(?:是|：|:)[:：]?(?P<items>[^。！!？?]+)"
)
"""The user's routine named with its time, then what it holds (我的睡前习惯是泡脚加看书)."""
_ZH_NAMED: Final = re.compile(r"^(?:就)?是|(?:习惯|惯例|流程|日常|套路)(?:就)?是")
"""A habit value read with the routine's name or its 是 (是泡脚加看书, 流程是喝水…)."""
_ZH_ITEM_CUT: Final = re.compile(r"[、，,；;]|加上|然后|再|加|和|跟")
_ZH_NOT_DONE: Final = re.compile(r"^(?:不|没|别|不要|不能)")
_ZH_ASIDE: Final = re.compile(r"[？?吗]|想|希望|打算|以前|过去|原来|之前|要是|如果|应该")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the habits a Chinese sentence lists under a named routine, without a
    value read with the 是 that names them (是泡脚加看书)."""
    found = _ZH_ROUTINE.match(text.strip())
    if found is None or _ZH_ASIDE.search(text):
        return fills
    when = found["when"] or ""
    habits = []
    for item in (i.strip() for i in _ZH_ITEM_CUT.split(found["items"])):
        item = re.sub(r"^(?:先|再|最后|然后|就)+|(?:了|啊|呀)+$", "", item)
        if len(item) < 2 or _ZH_NOT_DONE.match(item) or len(item) > 12:
            continue
        habits.append(Fill("habit", f"{when}{item}"))
    if not habits:
        return fills
    kept = [f for f in fills if not (f.slot == "habit" and _ZH_NAMED.search(f.value))]
    known = {f.value for f in kept if f.slot == "habit"}
    return kept + [h for h in habits if h.value not in known]
