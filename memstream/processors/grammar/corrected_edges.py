"""What a correction inside a message aims at, read from its first word (issue 22, g55q).

Pure. "I'm a product manager at Zephyr, sorry, at Zenith": the correction opens with "at", so
it corrects the employer, not the role said last, and its value is read without the "at".
"我在西宁住，不对，是海东", "我是老师，不对，是教务员": a correction of one bare word
gives the value of the slot it corrects even when the word lists lack it, as long as it is
a bare noun (no verb, no particle, no time).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_LEADS: Final[dict[str, tuple[str, ...]]] = {
    "at": ("employer", "work_location", "home_location"),
    "for": ("employer",),
    "with": ("employer",),
    "in": ("home_location", "work_location"),
    "from": ("home_location",),
}
"""The slots a correction that opens with a preposition may correct, nearest first."""
_EN_LEAD: Final = re.compile(r"^\s*(?P<lead>at|for|with|in|from)\s+(?=\S)", re.IGNORECASE)


def en_aimed(segment: str, earlier: list[Fill]) -> tuple[Fill, str]:
    """The earlier fill an English correction corrects and the words that give its value: the
    last fill, or, when the correction opens with a preposition ("at Zenith", "in York"), the
    last fill of a slot that preposition introduces, read without it."""
    last = earlier[-1]
    found = _EN_LEAD.match(segment)
    if found is None:
        return last, segment
    for slot in _EN_LEADS[found["lead"].lower()]:
        aimed = [f for f in earlier if f.slot == slot and f.subject == "user"]
        if aimed and aimed[-1].action != NEGATE:
            return aimed[-1], segment[found.end() :]
    return last, segment


_ZH_LOOSE_SLOTS: Final = frozenset(("home_location", "work_location", "employer", "role"))
_ZH_BARE_NOUN: Final = re.compile(r"^(?:[\u4e00-\u9fff]{2,5}|[A-Z][A-Za-z&.-]{1,20})$")
_ZH_NOT_NOUN: Final = re.compile(
    r"[的了着过在是去来做干住搬到想要会能把被给让吗呢吧啊呀哦嗯就才也都还很太]|工作|上班|明天|今天|昨天|后天"
    r"|[这那哪][个里边儿]|什么|怎么|其实|应该|可能|一下"
)


def zh_loose(slot: str, text: str) -> str:
    """A Chinese correction's bare word as the value of the slot it corrects (海东, 美的,
    教务员), or "" when the slot takes no loose word or the text is more than a bare noun."""
    said = text.strip()
    if slot not in _ZH_LOOSE_SLOTS or not _ZH_BARE_NOUN.match(said):
        return ""
    return "" if _ZH_NOT_NOUN.search(said) else said
