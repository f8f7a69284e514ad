"""A decimal point inside a Chinese sentence (g51p): 把评分做到4.9, 体重减到62.5公斤, 雅思考到6.5.

The Chinese readers end a value at punctuation, and a full stop between two digits is one:
"把美团评分做到4.9" was read as the goal "把美团评分做到4". `hidden` writes such a point as a
middle dot (which no reader ends a value at) before the sentence is read, and `shown` gives
the point back in the values read. A point before a day word (3.8号, 3.15日, 3.15那天) is a
month and day, read by the date readers as written, so it stays.

Pure: functions of the text.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_STAND_IN: Final = "·"
_DAY_WORDS: Final = r"(?:号|日|號|那天|当天|當天|晚|早|上午|下午|中午)"
_POINT: Final = re.compile(r"(?<=\d)\.(?=\d+(?!\d)(?!\s*" + _DAY_WORDS + "))")
"""A full stop between digits that is no month-and-day (3.8号, 3.15那天)."""
_SHOWN: Final = re.compile(r"(?<=\d)" + _STAND_IN + r"(?=\d)")


def hidden(sentence: str) -> str:
    """The sentence with each decimal point written as a middle dot (4.9 → 4·9)."""
    return _POINT.sub(_STAND_IN, sentence) if "." in sentence else sentence


def shown(fills: list[Fill]) -> list[Fill]:
    """The fills with each decimal point given back in their values and terms (4·9 → 4.9)."""
    return [_shown(fill) if _STAND_IN in fill.value else fill for fill in fills]


def _shown(fill: Fill) -> Fill:
    terms = tuple(_SHOWN.sub(".", term) for term in fill.terms)
    return dataclasses.replace(fill, value=_SHOWN.sub(".", fill.value), terms=terms)
