"""What a speaker says of themself, for a question that asks what they would likely do. Pure.

A question about a person's likely choice, leaning or character ("Would Caroline pursue
writing as a career?", "What might John's degree be in?", "Caroline 会不会搬回老家？") is
an inference: its evidence is what that person says of their own likes, wants, values and
plans ("I'm keen on counseling", "I've always liked Under Armour", "my love of reading",
我一直想当老师), which seldom shares a word with the question. `asks_likely` reads such a
question (a modal of likelihood: would, might, could, likely, probably; 会不会, 可能, 大概,
也许); `says_of_self` reads such a turn (a first-person subject with a word of liking,
wanting, valuing or planning, "my" with a dream, goal, passion or favourite, "important to
me"). In an excerpt of a question that asks what a named speaker would likely do, that
speaker's self-statements join its core (`excerpt.core_of`): they come in with the turns
the question matches, before the excerpt's other turns.
"""

from __future__ import annotations

import re
from typing import Final

_LIKELY_EN: Final = re.compile(
    r"\b(?:would|might|could|likely|unlikely|probably|possibly|perhaps)\b", re.IGNORECASE
)
_LIKELY_ZH: Final = re.compile(r"会不会|可能|大概|也许|或许|是否会|倾向于")

_STANCE_WORDS: Final = (
    r"love|loved|loves|like|liked|enjoy|enjoyed|adore|want|wanted|wish|hope|hoping|dream|"
    r"dreamed|plan|planning|aim|believe|value|care|prefer|keen|passionate|fan|interested|"
    r"proud|allergic|feel|drawn|considering|committed|determined"
)
_SELF_EN: Final = re.compile(
    rf"\b(?:i|we)(?:['’](?:m|ve|d|re))?(?:\s+[\w'’-]+){{0,3}}?\s+(?:{_STANCE_WORDS})\b"
    r"|\bmy\s+(?:[\w'’-]+\s+)?(?:passion|passions|dream|dreams|goal|goals|favorite|"
    r"favourite|love|values|faith|hobby|hobbies|calling)\b"
    r"|\b(?:important|means\s+(?:a\s+lot|so\s+much|everything))\s+to\s+me\b",
    re.IGNORECASE,
)
_SELF_ZH: Final = re.compile(
    r"我[^，。！？,.!?\s]{0,4}?(?:喜欢|爱|热爱|想|希望|梦想|打算|计划|相信|在乎|关心|向往|享受|"
    r"感兴趣|过敏|自豪|骄傲)"
    r"|我的(?:梦想|目标|爱好|最爱|信仰|追求|理想)"
    r"|对我(?:来说)?(?:很|非常|特别)?重要"
)


def asks_likely(question: str) -> bool:
    """True when the question asks what is likely (would, might, could, likely; 会不会, 可能)."""
    return bool(_LIKELY_EN.search(question) or _LIKELY_ZH.search(question))


def says_of_self(text: str) -> bool:
    """True when the text states the speaker's own like, want, value or plan ("I'm keen on
    counseling", "my dream is", 我很喜欢, 我的梦想)."""
    return bool(_SELF_EN.search(text) or _SELF_ZH.search(text))
