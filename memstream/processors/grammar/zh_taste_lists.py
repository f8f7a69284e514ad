"""A Chinese list of liked or disliked things said with 、 (issue 22, g55t): 我喜欢猫、狗和兔子,
我讨厌香菜、芹菜, 人生挚爱：冰美式、猫、推理小说 name each thing apart.

A list of qualities before one thing (简短、有要点的总结, 红色、蓝色的衣服) is one thing, so a
list whose last item has a 的 before its end is kept whole (甜的、辣的 are two), and so is one
with an empty or over-long item. Pure.
"""

from __future__ import annotations

import re
from typing import Final

_MAX_ITEM: Final = 12
_COMMA: Final = re.compile(r"\s*、\s*")


def items(text: str) -> list[str]:
    """The things a list with 、 names, each apart; the text whole when it is no such list."""
    parts = _COMMA.split(text)
    if len(parts) < 2 or "的" in parts[-1].removesuffix("的"):
        return [text]
    if any(not part or len(part) > _MAX_ITEM for part in parts):
        return [text]
    return parts
