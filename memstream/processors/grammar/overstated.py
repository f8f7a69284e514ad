"""A count past what its unit holds is hyperbole, not a fact (g52o): "I work 25 hours a day",
"eight days a week", 我每天睡二十五个小时, 一周上八天班; and a clown (🤡) mocks what the
sentence claims (今年的目标是成为首富🤡). Such a sentence teaches nothing about the user.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.date_words import zh_number
from memstream.processors.grammar.fills import Fill

_EN_NUMBERS: Final = {
    word: value
    for value, word in enumerate(
        """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
        fifteen sixteen seventeen eighteen nineteen twenty""".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "million": 10**6}
_EN_COUNT: Final = r"(?P<n>\d{1,4}|(?:twenty|thirty|forty|fifty)(?:[- ][a-z]+)?|[a-z]+)"
_EN_BOUNDS: Final = (
    (re.compile(r"(?i)\b" + _EN_COUNT + r"\s+hours?\s+(?:a|per|each|every)\s+day\b"), 24),
    (re.compile(r"(?i)\b" + _EN_COUNT + r"\s+days?\s+(?:a|per|each|every)\s+week\b"), 7),
    (re.compile(r"(?i)\b" + _EN_COUNT + r"\s+months?\s+(?:a|per|each|every)\s+year\b"), 12),
)
"""A count said per a unit that holds fewer ("25 hours a day"), with the most it can be."""
_ZH_COUNT: Final = r"(?P<n>[0-9]{1,4}|[零一二两三四五六七八九十]{1,4})"
_ZH_GAP: Final = r"[^，,。！!？?]{0,6}?"
_ZH_BOUNDS: Final = (
    (re.compile(r"(?:每天|一天|天天|每日|一日)" + _ZH_GAP + _ZH_COUNT + r"个?(?:小时|钟头)"), 24),
    (re.compile(r"(?:[每一]周|[每一]个?(?:星期|礼拜))" + _ZH_GAP + _ZH_COUNT + r"天"), 7),
    (re.compile(r"(?:每年|一年)" + _ZH_GAP + _ZH_COUNT + r"个月"), 12),
)
"""每天睡二十五个小时, 一周上八天班, 一年十三个月."""
_MOCKED: Final = re.compile("🤡")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence overstates a count or mocks itself."""
    if not overstated(text):
        return fills
    return [f for f in fills if f.subject != "user"]


def overstated(text: str) -> bool:
    """True when the sentence says a count past its unit's bound, or a clown mocks it."""
    if _MOCKED.search(text):
        return True
    bounds = _ZH_BOUNDS if re.search(r"[\u4e00-\u9fff]", text) else _EN_BOUNDS
    return any(
        _count(found["n"]) > most for pattern, most in bounds for found in pattern.finditer(text)
    )


def _count(said: str) -> int:
    """The number a count says (25, "twenty-five", 二十五); 0 when it is no number."""
    said = said.lower()
    if said.isdigit():
        return int(said)
    if re.fullmatch(r"[零一二两三四五六七八九十]+", said):
        return zh_number(said) if len(said) <= 3 else 0
    parts = re.split(r"[- ]", said)
    if all(part in _EN_NUMBERS for part in parts):
        return sum(_EN_NUMBERS[part] for part in parts)
    return 0
