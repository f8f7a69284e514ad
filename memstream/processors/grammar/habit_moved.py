"""A habit the previous message stated, moved to another day or time of day by a sentence
that names only the new time ("Bake day's moved to Thursdays now", "the pizza thing moved to
Saturdays", "I've switched my swim to evenings", 练快板改早上了, 晨跑我改到晚上了, 现在改成晚上
去公园跳了): the old habit ends and the same doing at the new time is added (slots.md: a habit
moved to another time).

Pure: `moved_to(text, chinese, stated)` takes the sentence and the user's fills of the
previous message and returns the ending and the new habit, or nothing.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words
from memstream.processors.grammar.fills import NEGATE, Fill

_DAYS: Final = r"(?:mon|tues|tue|wednes|wed|thurs|thu|fri|satur|sat|sun)(?:day)?s?"
_PARTS: Final = r"(?:mornings?|evenings?|nights?|afternoons?|lunchtimes?|weekends?)"
_EN_MOVED: Final = re.compile(
    r"\b(?:moved|switched|changed|shifted|swapped|bumped|pushed|is|'s|are|'re|goes|go)\s+"
    r"(?:it\s+|them\s+|(?:back\s+|over\s+)?)?(?:to|on)\s+(?:the\s+)?"
    rf"(?P<when>{_DAYS}(?:\s+(?:and|&)\s+{_DAYS})?|{_PARTS}|after work|before work)\b"
    r"(?!\s+(?:at|in|for)\b)",
    re.IGNORECASE,
)
"""A move to a recurring day or time of day ("moved to Thursdays", "is on evenings now")."""
_EN_TIME_SAID: Final = re.compile(
    rf"\s*\b(?:(?:every|each|on|most)\s+(?:single\s+|other\s+)?(?:{_DAYS}|{_PARTS}|day|week)"
    rf"|{_DAYS}|daily|in the (?:morning|evening|afternoon)s?|at night|before work|after work"
    r"|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b",
    re.IGNORECASE,
)
"""The time words of a habit's value, taken out to put the new time in."""
_EN_ONE_DAY: Final = re.compile(
    r"\b(?:this|next|last|that|one|tomorrow|today|tonight|meeting|appointment|call|flight"
    r"|party|dinner|game|match)\b",
    re.IGNORECASE,
)
"""What makes the move one date's (a meeting moved to Thursday), not a habit's."""

_ZH_DAY: Final = r"(?:周|星期|礼拜)[一二三四五六日天]"
_ZH_TIME: Final = (
    r"(?:早上|早晨|清早|上午|中午|午休|下午|傍晚|晚上|夜里|睡前|饭后|午饭后|晚饭后|下班后|上班前|周末|工作日"
    rf"|每?{_ZH_DAY})"
)
_ZH_MOVED: Final = re.compile(
    r"(?:我|俺)?(?:现在|最近|已经)*(?:都)?(?:改到|改成|挪到|调到|换到|改在|改)了?"
    rf"(?P<when>{_ZH_TIME}{_ZH_TIME}?)(?P<rest>[\u4e00-\u9fff]{{0,12}}?)(?:了|啦|去了|去)?$"
)
"""A move to another time of day, with the doing said again or not (改早上了, 改成晚上去公园
跳了)."""
_ZH_TIME_SAID: Final = re.compile(
    rf"每?{_ZH_DAY}|每天|每日|每周|每晚|每早|天天|早上|早晨|晚上|中午|下午|上午|周末|睡前|饭后|下班后|傍晚"
    r"|[一二三四五六七八九十两\d]+点(?:半|钟)?|都|要"
)
_ZH_NOT_DOING: Final = re.compile(
    r"[吗呢？?]|不|没|会议|周会|例会|开会|航班|火车|高铁|见面|约|饭局|聚会|聚餐|面试|婚礼|手术|复查|考试"
)
"""A question, a denial, or a date that is moved (会议改到下午了): no habit moved."""


def moved_to(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """The ending of the habit the previous message stated and the same doing at the new
    time the sentence names; nothing without such a habit or such a move."""
    habits = [f for f in stated if f.slot == "habit"]
    if not habits:
        return []
    return _zh_moved(text, habits) if chinese else _en_moved(text, habits)


def _en_moved(text: str, habits: list[Fill]) -> list[Fill]:
    found = _EN_MOVED.search(text)
    if found is None or "?" in text or _EN_ONE_DAY.search(text[: found.start("when")]):
        return []  # "we moved the meeting to Thursday": one date's
    if _someone_else(text[: found.start()]):
        return []  # "my boss moved swimming to Thursdays"
    old = habits[-1]
    plain = " ".join(_EN_TIME_SAID.sub(" ", old.value).split())
    if not plain or plain == old.value:
        return []  # a habit without a time said: no time to move
    new = f"{plain} {_every(found['when'])}"
    extra = {"follows": old.value, "moved": found["when"]}
    return [_ending(old, chinese=False), Fill("habit", new, extra=extra)]


def _someone_else(before: str) -> bool:
    """Whether the words before a move name someone other than the user as who moved it."""
    people = {"he", "she", "they"} | set(en_words.RELATIONS) | en_words.PEOPLE_ROLES
    return any(word in people for word in re.findall(r"[a-z']+", before.casefold()))


def _every(when: str) -> str:
    """ "Thursdays" → "every Thursday", "evenings" → "every evening", "after work" as said."""
    first = when.split()[0]
    if first.lower() in ("after", "before"):
        return when
    if " " in when:
        return f"on {when}"  # "Tuesdays and Fridays"
    single = first[:-1] if first.lower().endswith("s") else first
    return f"every {single}"


def _zh_moved(text: str, habits: list[Fill]) -> list[Fill]:
    for clause in re.split(r"[，,。！!；;~～\s]+", text):
        found = _ZH_MOVED.search(clause)
        if found is None or _ZH_NOT_DOING.search(clause):
            continue
        rest = found["rest"]
        if len(rest) >= 2 and re.match(_ZH_DAY, found["when"]):
            continue  # 改成周日去游泳了: the sentence says its habit itself
        old = _closest(habits, rest or clause[: found.start()])  # 网球改到周六了
        plain = _ZH_TIME_SAID.sub("", old.value)
        new = _weekly(found["when"], old.value) + (rest if len(rest) >= 2 else plain)
        if len(new) - len(found["when"]) < 2 or new == old.value:
            continue
        extra = {"follows": old.value, "moved": found["when"]}
        return [_ending(old, chinese=True), Fill("habit", new, extra=extra)]
    return []


def _weekly(when: str, old: str) -> str:
    """The new time, said weekly when the habit was (每周日打网球 moved to 周六: 每周六)."""
    weekly = re.match(_ZH_DAY, when) is not None and re.search(r"每(?:周|星期|礼拜)", old)
    return f"每{when}" if weekly else when


def _closest(habits: list[Fill], rest: str) -> Fill:
    """The stated habit with the most characters of the new doing (跳 of 去公园跳 in 跳广场舞),
    the last one said when none shares any."""
    return max(reversed(habits), key=lambda f: len(set(rest) & set(f.value)))


def _ending(fill: Fill, chinese: bool) -> Fill:
    """The ending of the stated habit, by the words of its value."""
    terms = (fill.value,) if chinese else tuple(fill.value.casefold().split())
    extra = {"object": "", "verb": "", "slots": ["habit"], "said": fill.value, "replaced": True}
    return Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra)


def is_time(text: str, chinese: bool) -> bool:
    """True when `text` is only a recurring day or time ("Thursdays", "every evening", 每周六,
    晚上): what a habit moves to, not what it is traded for."""
    if chinese:
        return re.fullmatch(_ZH_TIME, text.strip()) is not None
    return re.fullmatch(_EN_TIME_SAID, f" {text.strip()}") is not None


def zh_date_moved(text: str) -> bool:
    """True when what a Chinese sentence moves is one date's (会议, 航班, 饭局), or it asks or
    denies the move: no habit moved."""
    return _ZH_NOT_DOING.search(text) is not None


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence may move a habit to another time (cheap)."""
    if not chinese:
        return _EN_MOVED.search(text) is not None
    return any(_ZH_MOVED.search(part) for part in re.split(r"[，,。！!；;~～\s]+", text))
