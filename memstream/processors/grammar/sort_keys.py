"""A field named as what to sort, group or look up by is no field filled (g52o): 帮我按姓名排序,
根据姓名分组, 按名字查一下 name no one; the word after the label is the verb, not a name.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_BY_NAME: Final = re.compile(r"(?:按|按照|根据|依|依照|以)(?:姓名|名字|名称|人名)")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's name read off a field said as a key ("按姓名排序")."""
    if _BY_NAME.search(text) is None:
        return fills
    return [f for f in fills if not _keyed(f, text)]


def _keyed(fill: Fill, text: str) -> bool:
    """True when the fill is the user's name read right after a key ("按姓名" + "排序")."""
    if fill.slot != "name" or fill.subject != "user":
        return False
    return re.search(_BY_NAME.pattern + re.escape(fill.value), text) is not None
