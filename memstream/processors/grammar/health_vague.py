"""A body part said to be bad (眼睛不好, 胃不好) is read as a condition on its own; said beside a
named condition (胃不好有胃炎: the gastritis) or as the reason for a wish about replies or the
screen (我眼睛不好，界面都调成浅色的, 眼睛不好长段落看不下去), it names none: the wish and the
named condition are what the sentence says.

Pure: `zh_kept(fills)`; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words
from memstream.processors.grammar.fills import Fill

_VAGUE: Final = re.compile(
    "^(?:" + "|".join(sorted(zh_words.BODY_PARTS, key=len, reverse=True)) + r")"
    r"(?:不好|不太好|有问题|有毛病|很弱|不行)$"
)
"""A body part said to be bad, no condition named (眼睛不好, 肠胃不太好)."""


def vague(fill: Fill) -> bool:
    """True for the user's condition said only as a body part that is bad (眼睛不好)."""
    return fill.slot == "condition" and fill.subject == "user" and bool(_VAGUE.match(fill.value))


def zh_kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without a bad body part said beside a named condition or a wish of the user's
    (the reason for it, not a condition of its own)."""
    if not any(vague(f) for f in fills):
        return fills
    named = any(f.slot == "condition" and f.subject == "user" and not vague(f) for f in fills)
    wished = any(f.slot.startswith("pref.") and f.subject == "user" for f in fills)
    return [f for f in fills if not (vague(f) and (named or wished))]
