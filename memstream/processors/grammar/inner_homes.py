"""A place where a part of the user is said to live is a figure of speech, no home (g57o): "my
heart lives in Paris", "my stomach lives at Taco Bell", 我的胃住在重庆, 我的灵魂住在西藏,
我人在上海，心在成都 (上海 is the home: only the figure's own clause is left out).

Pure: `kept(text, chinese, fills)`; the parts are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_reported import only_in

_EN_PARTS: Final = (
    "heart", "soul", "mind", "spirit", "stomach", "belly", "tummy", "brain", "head", "liver",
    "inner child", "body clock", "taste buds", "wallet", "sanity", "imagination", "thoughts",
)  # fmt: skip
"""Parts of a person that a figure of speech sends somewhere."""
_ZH_PARTS: Final = (
    "心", "灵魂", "魂", "胃", "精神", "心灵", "脑子", "思绪", "肝", "钱包", "理智", "梦", "味蕾",
)  # fmt: skip
_EN_FIGURE: Final = re.compile(
    r"\b(?:my|our)\s+(?:whole\s+|entire\s+|poor\s+)?(?:"
    + "|".join(_EN_PARTS)
    + r")s?\s+(?:still\s+|really\s+|truly\s+|basically\s+|permanently\s+|now\s+|forever\s+)*"
    r"(?:lives?|lived|belongs?|resides?|stays?|is|are|'s|remains?)\s+(?:still\s+)?(?:in|at|on|to)\b"
    r"(?:(?!\s(?:but|and|though|although|while|whereas|yet|even|so|because)\s)[^,;.!?])*"
)
"""'my heart lives in Paris', 'my stomach lives at Taco Bell': up to the clause's end."""
_ZH_FIGURE: Final = re.compile(
    r"(?:我的?|俺的?|^|(?<=[，,。！!\s]))(?:"
    + "|".join(_ZH_PARTS)
    + r")(?:还|一直|早就|早已|永远|已经|其实|却)?(?:住在|留在|落在|在|属于|飞到了?|飘到了?|留给了?)"
    r"[^，,。！!？?；;]*"
)
"""我的胃住在重庆, 心在成都: up to the clause's end."""
_HOMES: Final = frozenset(("home_location", "work_location"))


def kept(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without a home or work place of the user's said only where a part of them is
    said to live."""
    if not any(f.subject == "user" and f.slot in _HOMES for f in fills):
        return fills
    low = text if chinese else text.lower()
    found = (_ZH_FIGURE if chinese else _EN_FIGURE).search(low)
    if found is None:
        return fills
    return [
        f
        for f in fills
        if f.subject != "user"
        or f.slot not in _HOMES
        or not only_in(f.value.lower(), low, found.start(), found.end())
    ]
