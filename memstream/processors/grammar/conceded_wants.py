"""A want the same sentence gives up is no goal (g52o): 虽然很想养猫但是只能云吸, 想学潜水，可惜
耳朵不行没法下水, "I'd love to get a dog but my lease won't allow it", "I want to go back to
school, but I can't afford it". The want is conceded to what makes it impossible; a goal
needs the user to be going for it.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_ZH_GIVEN_UP: Final = re.compile(
    r"想(?P<want>[^，,。！!？?；;]{1,16}?)[，,]?\s*(?:但是?|可是|不过|可惜|无奈|奈何)"
    r"[^。！!？?；;]{0,10}?(?:只能|没法|没办法|不能|不行|不允许|做不到|不可能|没条件|没钱|没时间)"
)
_EN_GIVEN_UP: Final = re.compile(
    r"(?i)\b(?:i'd love to|i would love to|i'd like to|i would like to|i want to|i wanna"
    r"|i really want to)\s+(?P<want>[^,.;!?]{2,60}?),?\s+but\s+(?:[^.;!?]{0,30}?\b)?"
    r"(?:won't (?:allow|let)|will not (?:allow|let)|isn't allowed|aren't allowed|doesn't allow"
    r"|don't allow|not allowed|no way|impossible|too expensive|can't afford|cannot afford"
    r"|couldn't afford|never will|it's never going to happen)"
)


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's goals that the sentence gives up."""
    if not any(f.slot == "goal" and f.subject == "user" for f in fills):
        return fills
    pattern = _ZH_GIVEN_UP if re.search(r"[\u4e00-\u9fff]", text) else _EN_GIVEN_UP
    wants = [found["want"] for found in pattern.finditer(text)]
    if not wants:
        return fills
    return [f for f in fills if not _conceded(f, wants)]


def _conceded(fill: Fill, wants: list[str]) -> bool:
    """True when the fill is the user's goal said in a given-up want."""
    if fill.slot != "goal" or fill.subject != "user":
        return False
    value = fill.value.lower()
    return any(value in want.lower() or want.lower() in value for want in wants)
