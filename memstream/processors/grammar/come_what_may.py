"""Words that say a routine holds whatever happens, EN and ZH (issue 22, g54t): "without
fail", "no matter what", "rain or shine", "like clockwork", 不管刮风下雨, 无论多忙 (and 雷打不动地
said as 雷打不动). They add nothing to what is done or when, but they stand between the time and the
doer ("Every morning, without fail, I stretch", 每天早上，不管刮风下雨，我都去跑步) and cut the
clause there; taken out, the sentence reads as the routine it is. Pure: text in, text out.
"""

from __future__ import annotations

import re
from typing import Final

_EN_WHATEVER: Final = re.compile(
    r"(?P<lead>[ \t]*[,—–-][ \t]*|[ \t]+)(?:without fail|no matter what|(?:come )?rain or shine"
    r"|like clockwork|no exceptions|no excuses|without exception|come what may"
    r"|whatever the weather)\b(?P<tail>[ \t]*[,—–-][ \t]*|[ \t]*(?=[.!;\n]|$))?",
    re.IGNORECASE,
)
"""A whatever-happens phrase with the commas around it."""
_EN_OPENING: Final = re.compile(
    r"^\W*(?:without fail|no matter what|(?:come )?rain or shine|like clockwork"
    r"|come what may|whatever the weather)\s*[,—–-]?\s*",
    re.IGNORECASE,
)
"""A whatever-happens phrase that opens the sentence ("Without fail, I call my mum")."""
_ZH_WHATEVER: Final = re.compile(
    r"[，,]?(?:不管|无论|不论)(?:刮风下雨|风吹雨打|下雨|天气(?:如何|怎么样|好坏|多冷|多热)"
    r"|(?:工作)?多忙|多累|多晚|再忙|再累|怎样|如何|发生什么)(?:也|都)?[，,]?"
    r"|(?<=雷打不动|风雨无阻)地"
)
"""A whatever-happens clause (不管刮风下雨) with its commas, and the 地 after 雷打不动 (a word
the habit readers know: 周日雷打不动去游泳)."""


def english(sentence: str) -> str:
    """The sentence without the words that say its routine holds whatever happens."""
    if not _EN_WHATEVER.search(sentence) and not _EN_OPENING.search(sentence):
        return sentence
    said = _EN_OPENING.sub("", sentence)
    said = _EN_WHATEVER.sub(_joined, said)
    return re.sub(r"[ \t]{2,}", " ", said)  # lines stay apart (a quoted draft's own)


def _joined(found: re.Match[str]) -> str:
    """What stands in the place of a whatever-happens phrase: a comma if one stood beside it
    (the clauses stay apart: "every evening no matter what, she's a collie"), a space between
    words, nothing before a closing stop."""
    if found["tail"] is not None and not found["tail"].strip():
        return ""  # "Coffee every morning, no exceptions."
    if "," in (found["lead"] or "") + (found["tail"] or ""):
        return ", "
    return " " if found["tail"] is None or found["tail"].strip() else ""


def chinese(sentence: str) -> str:
    """The sentence without the words that say its routine holds whatever happens."""
    said = _ZH_WHATEVER.sub("", sentence)
    return said if len(said) >= 2 else sentence
