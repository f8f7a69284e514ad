"""A single value said as unchanged ("still a nurse", "still living in Canmore", 还是做策划,
仍然在腾讯): marked `still`, so it names the value held (in other words, maybe) and never
supersedes it (`decisions.same_value`).

Pure. `marked(text, fills, chinese)` gives the fills with the user's single values said after
"still" (还是, 仍然, 依然, 照样) marked.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill

SINGLE: Final = frozenset(
    "role employer home_location work_location timezone pref.editor diet".split()
)
"""The single-valued slots a value said as unchanged must not replace."""
_EN_STILL: Final = re.compile(
    r"\b(?:still|yet again)\s+(?:(?:a|an|the|as|in|at|with|for|on|doing|working|work|living"
    r"|live|based|being|just|basically|mostly|technically|officially)\s+){0,3}$",
    re.IGNORECASE,
)
_ZH_STILL: Final = re.compile(
    r"(?:还是|仍然|仍旧|依然|照样|照旧|继续|依旧|還是|依舊)(?:在|住在?|做|当|干|是|搞|用|吃|待在)?$"
)
_CUE: Final = re.compile(
    r"still|yet again|还是|仍|依然|照样|照旧|继续|依旧|還是|依舊", re.IGNORECASE
)


def marked(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills, with a single value of the user's said as unchanged marked `still`."""
    if _CUE.search(text) is None:
        return fills  # most sentences say nothing unchanged
    return [_marked(f, text, chinese) for f in fills]


def _marked(fill: Fill, text: str, chinese: bool) -> Fill:
    if fill.subject != "user" or fill.slot not in SINGLE or fill.extra.get("still"):
        return fill
    at = text.casefold().find(fill.value.casefold())
    lead = _ZH_STILL if chinese else _EN_STILL
    if at <= 0 or lead.search(text[:at]) is None:
        return fill
    return replace(fill, extra={**fill.extra, "still": True})
