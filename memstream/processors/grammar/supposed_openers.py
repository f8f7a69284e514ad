"""A sentence that opens by supposing, then asks (g55o): "say we adopted a second cat -
would two males fight?", "picture me in Berlin: would I need a visa?", 比如说我搬到成都，房租
大概多少？, 就说我养了只猫，一个月花多少钱？. The user pictures a case to ask about it:
nothing about the user. And a wish with its "I" dropped ("wish I spoke Japanese") is a
wish, not a skill. An example that states ("我很自律，比如说我每天六点起床") stays.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_SUPPOSED: Final = re.compile(
    r"(?i)^\W*(?:(?:ok|okay|so|but|and|right|now|hmm+|um+|well),?\s+)?(?:just\s+)?"
    r"(?:say|suppose|imagine|pretend|assume|picture|let's\s+say|lets\s+say)\s+(?:that\s+)?"
    r"(?:i|we|my|our|i'm|i've|we're|we've)\b"
)
_EN_ASKED: Final = re.compile(r"(?i)\?|\b(?:would|could|should|how|what|which|where)\b")
_ZH_SUPPOSED: Final = re.compile(
    r"^\W*(?:那|那么|嗯|额|呃)?(?:比如说|比方说|比如|譬如说?|就说|假定|设想)(?:我|咱|我们)"
)
_ZH_ASKED: Final = re.compile(r"多少|怎么|怎样|会不会|能不能|要不要|该不该|需不需要|哪些|哪个|哪里")
_EN_BARE_WISH: Final = re.compile(r"(?i)^\W*(?:really\s+|so\s+)?wish(?:ing)?\s+(?:i|we)\b")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence supposes a case to ask about it, or
    wishes without its subject."""
    if not any(f.subject == "user" for f in fills):
        return fills
    if not supposed(text):
        return fills
    return [f for f in fills if f.subject != "user"]


def supposed(text: str) -> bool:
    """True when the sentence opens by supposing and then asks, or is a bare wish."""
    if _EN_BARE_WISH.match(text):
        return True
    if _EN_SUPPOSED.match(text):
        return _EN_ASKED.search(text) is not None
    if _ZH_SUPPOSED.match(text):
        return _ZH_ASKED.search(text) is not None
    return False
