"""A goal reached when the user now states the state it aimed at, English and Chinese.

"I want to learn to surf", then "I'm calling it, I can surf": the skill said now is what the
goal was for, so the goal is met and ends (kept in its history). The same holds for a language
spoken (learn Japanese → speaks Japanese), a job or an employer (become a nurse → is a nurse;
想进腾讯 → 在腾讯上班), a home (move to Lisbon → lives in Lisbon; 搬到成都), a pet (get a dog →
has a dog named Biscuit; 养一只猫), a diet (go vegan → is vegan) and a habit (start running every
morning → runs every morning).

A goal is reached when what it names, once its own verbs are set aside (learn, become, move,
get, 学会, 当上, 搬到, 养…), is all within the new state. A goal to do more or better than one
does ("learn more Python", "speak fluent Japanese", 提高英语) is not reached by saying one
does it at all; a goal and a state said in one message are one statement, not a goal met
(consolidation checks that). Pure: no I/O, no clock; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.negation import simplified, terms_of

REACHING_SLOTS: Final = frozenset(
    "skill languages role employer home_location work_location pet diet habit".split()
)
"""Slots whose new value can be the state a goal aimed at."""
EN_GOAL_VERBS: Final = frozenset(
    """learn learning become be get into move relocate work join land find adopt buy start
    begin take up speak play pick able how finally eventually go switch own""".split()
)
"""What an English goal says of its object, not the object ("learn to play the cello")."""
EN_MORE_THAN: Final = re.compile(
    r"\b(?:more|better|improve|improving|fluent|fluently|faster|further|again|another|second"
    r"|bigger|senior|master|perfect|brush up|level up|properly|advanced)\b",
    re.IGNORECASE,
)
"""A goal to do more or better than one does: saying one does it does not reach it."""
ZH_GOAL_VERBS: Final = re.compile(
    r"^(?:今年|明年|年底前|早日|尽快|争取|一定要|终于)*"
    r"(?:学会|学好|学|考上|考进|考到|考下|考|当上|当|成为|做|搬到|搬去|搬回|去|进|加入|入职|养|买|拿到|开始|换成)"
)
"""What a Chinese goal opens with before its object (学会游泳, 当上护士, 搬到成都, 养一只猫)."""
ZH_AFTER: Final = re.compile(r"(?:工作|上班|生活|定居|住)$")
"""What a Chinese goal may close with after a place or an employer (去谷歌工作, 搬到大理生活)."""
ZH_COUNTED: Final = re.compile(r"^(?:一|两|几)?(?:只|条|个|辆|套|家|名|位)")
"""A count before the object (养一只猫, 当一名护士)."""
ZH_MORE_THAN: Final = re.compile(r"提高|提升|更|进一步|再|流利|精通|熟练")
"""A Chinese goal to do more or better than one does (提高英语, 说流利的日语)."""


def reaches(goal: str, slot: str, value: str) -> bool:
    """True when stating `value` for `slot` reaches the goal `goal` (the user's own, said
    earlier): what the goal names is all within the value."""
    if slot not in REACHING_SLOTS or not goal.strip() or not value.strip():
        return False
    han = _han(goal)
    if han:
        return _zh_reaches(han, _han(value) + " " + simplified(value))
    if EN_MORE_THAN.search(goal):
        return False
    aimed = terms_of(goal) - EN_GOAL_VERBS
    return bool(aimed) and aimed <= terms_of(value.replace(":", " "))


def _zh_reaches(goal: str, value: str) -> bool:
    """A Chinese goal's object (its verbs and count set aside) within the new value."""
    if ZH_MORE_THAN.search(goal):
        return False
    aimed = ZH_AFTER.sub("", ZH_COUNTED.sub("", ZH_GOAL_VERBS.sub("", goal)))
    one_animal = len(aimed) == 1 and aimed in "猫狗鸟鱼兔龟"
    return (len(aimed) >= 2 or one_animal) and aimed in value


def _han(text: str) -> str:
    """The Chinese characters of a text, run together (none for an English text)."""
    return "".join(char for char in simplified(text) if "\u4e00" <= char <= "\u9fff")
