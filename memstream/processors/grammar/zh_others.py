"""What a Chinese sentence about someone else says of their plans and set-up: 我老婆下周去上海
出差 (her plan), 我老板只看表格 (his format). Read as the user's own sentence would be, with the
person as the subject; facts about them, never the user's.

Pure: each function takes the sentence and returns fills about that person.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from memstream.processors.grammar import zh_people, zh_prefs, zh_time
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

_THEIR_PREFERENCES: Final = frozenset(
    "pref.format pref.theme pref.editor pref.indentation pref.units".split()
)
"""What someone's set-up or wishes say of them (not how the assistant should reply)."""
_LEAD: Final = re.compile(r"^[，,。\s]*(?:对了|哦|啊|嗯|另外|还有|然后|其实|话说)?[，,\s]*")


def theirs(segment: str, anchor: date) -> list[Fill]:
    """The plans and set-up preferences of the person a sentence opens with."""
    text = _LEAD.sub("", segment)
    who, rest = zh_people.subject(text, "user")
    if not _a_person(who) or not rest:
        return []
    own = _own_clause(rest)
    if _VISIT.search(own) or _REPORTS.search(own):
        return []  # 我妈下周来看我: the user's plan as much as theirs; 今天开会说“…”: words
    said = zh_time.plans(own, anchor)
    said += [f for f in zh_prefs.preferences(own) if f.slot in _THEIR_PREFERENCES]
    return [Fill(f.slot, f.value, who, f.action, f.kind, f.dates, f.terms, f.extra) for f in said]


def _a_person(who: str) -> bool:
    """True for someone close or at work (我老婆, 我老板小王), or 他/她 (someone named before),
    not a pet or a crowd."""
    kind = who.split(":")[0]
    if kind in _SOMEONE:
        return True
    return kind in w.RELATIONS and kind not in w.ANIMALS and kind not in w.PET_KINDS


_SOMEONE: Final = frozenset(("他", "她"))
_VISIT: Final = re.compile(r"来[^，,。]{0,6}?(?:看我|看我们|找我|我家|我们家|我这|陪我)")
_REPORTS: Final = re.compile(r"(?<!小)(?:说|讲|问|提到|嚷嚷|喊|吐槽)(?:了|过)?[：:\s]*(?:[，,]|$)")
"""A clause that only reports what someone said (its words were a quote, set aside)."""
_NEW_DOER: Final = re.compile(r"[，,。；;](?=我|他|她|你|咱)")


def _own_clause(rest: str) -> str:
    """The words up to a clause about someone else (…出差，我一个人带娃)."""
    return _NEW_DOER.split(rest, maxsplit=1)[0]
