"""A request said politely after a statement, which looks like a hypothetical: "I have
ADHD, so if you could chunk tasks into steps that helps a lot", 我有糖尿病，如果可以的话推荐点
低糖的菜. The statement before it is still said: the polite condition alone sets nothing
aside.

Pure: functions of the text; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

_EN_ASKED: Final = (
    r"chunk|break|split|suggest|recommend|keep|give|use|write|reply|answer|respond|explain|list"
    r"|make|help|tell|show|send|talk|avoid|stop|skip|put|format|summari[sz]e|try|remind|check"
    r"|go|stick|lay|spell|walk|point|flag|mention|leave|note|bear|factor|steer|double-check"
    r"|tone|cut|add|include|find|plan|pick"
)
"""Verbs a polite request asks the assistant to do ("if you could suggest ...")."""
_EN_POLITE: Final = re.compile(
    r"(?<=[\w),;] )(?:so |and |but )?if you (?:could|can|would|'d|will|don't mind|do not"
    rf" mind)(?: (?:please|just|maybe|also|always))? (?={_EN_ASKED})\b"
)
"""A request said politely after a statement ("..., so if you could keep it short"): a
request, no hypothetical (the statement before it names the user)."""

_EN_LEAVE: Final = re.compile(
    r"(?<=[\w),;] )if you (?:like|want|wish|prefer|'d like|would like|feel like it)"
    r"(?=\W*$|\s*[,;.])"
)
"""Leave to do something as one likes ("sprinkle in emojis if you like"): no hypothetical."""


def en_polite(low: str) -> str:
    """The lowered sentence with a polite request's "if you could" said after a statement
    read as "please" ("I have ADHD, so if you could chunk tasks into steps ..."), and leave
    given ("if you like") left out."""
    return _EN_LEAVE.sub("", _EN_POLITE.sub("please ", low))


_ZH_POLITE: Final = re.compile(
    r"(?:如果|要是|假如)?(?:可以|方便|能|行|可能)的话[，,]?(?P<then>[^，,。！!？?；;]*)"
)
"""A request's polite condition (如果可以的话, 方便的话) and the clause it opens."""
_ZH_USER: Final = re.compile(r"[我俺咱]")


def zh_polite(text: str) -> str:
    """The sentence without a polite condition that opens a request naming no one
    (我有糖尿病，如果可以的话推荐点低糖的菜); 如果可以的话，我想当画家 is a wish and keeps it."""
    return _ZH_POLITE.sub(
        lambda m: m["then"] if not _ZH_USER.search(m["then"]) else m.group(), text
    )
