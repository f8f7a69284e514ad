"""A count past what its unit holds is hyperbole, not a fact (g52o): "I work 25 hours a day",
"eight days a week", 我每天睡二十五个小时, 一周上八天班; and a clown (🤡) mocks what the
sentence claims (今年的目标是成为首富🤡). Such a sentence teaches nothing about the user.

A becoming past belief is hyperbole too (g55o), from where it is said on: the outcome of an
excess ("I've eaten so much cheese I'm legally a cheesemonger now", 吃了那么多外卖，我都成
股东了) and a body turned into a thing by weather or pests (我明天就要冻成冰雕了, 被蚊子吸成
贫血了，明天改名叫献血达人, "I'll melt into a puddle at the picnic"). What the sentence says
before it stays ("I've lived in Leeds so long I'm basically a local").

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.date_words import zh_number
from memstream.processors.grammar import joke_allergens
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
_EN_BECOMING: Final = re.compile(
    r"(?i)\bso\s+(?:much|many|long|often)\b[^.!?;]{0,80}?\b(?P<at>(?:I'm|I\s+am|I've\s+become"
    r"|I'll\s+be|I\s+will\s+be)\s+(?:now\s+)?(?:legally|basically|practically|literally"
    r"|virtually|officially|pretty\s+much|technically|now)\s+(?:a|an|the)\b)"
    r"|\b(?P<into>(?:freeze|melt|turn|shrivel|dissolve|evaporate|bake|roast|fry)\s+(?:in)?to"
    r"\s+(?:a|an)\s+(?:puddle|ice\s+\w+|icicle|popsicle|raisin|crisp|pumpkin|statue|zombie"
    r"|skeleton|potato|ghost|fossil|mummy)\b)"
)
"""The outcome of an excess said as a new identity; a body turned into a thing."""
_ZH_BECOMING: Final = re.compile(
    r"(?:这么多|那么多|太多|这么久|那么久)[^。！？!?]{0,20}?[，,]?[^。！？!?]{0,6}?"
    r"(?P<at>都(?:快|要)?(?:变)?成(?:了)?)"
    r"|(?P<into>(?:冻|晒|热|烤|蒸|吸|咬|冷|淋|吹|熏)成(?:了)?(?!绩|功|本)[\u4e00-\u9fff]{2,4})"
)
"""吃了那么多外卖，我都成股东了; 冻成冰雕, 被蚊子吸成贫血."""


def kept(text: str, fills: list[Fill], quote: str = "", content: str = "") -> list[Fill]:
    """`fills` without the user's own when the sentence overstates a count or mocks itself;
    without the user's own said from a hyperbolic becoming on (read with the words before
    the sentence in the message `content`, as its `quote` is written there)."""
    if overstated(text):
        return [f for f in fills if f.subject != "user"]
    fills = joke_allergens.kept(fills)  # "allergic to Excel", 对甲方过敏 (g56o)
    if not any(f.subject == "user" for f in fills):
        return fills
    at = becoming_at(text)
    if at is None:
        at = _becoming_across(quote, content)
        text = quote
    if at is None:
        return fills
    lowered = text.lower()
    return [f for f in fills if f.subject != "user" or lowered.find(f.value.lower(), at) < 0]


def _becoming_across(quote: str, content: str) -> int | None:
    """Where in `quote` a becoming begun in the words before it is said (a sentence cut
    off after "so much cheese this week"), or None."""
    end = content.find(quote) if quote else -1
    if end <= 0:
        return None
    begin = max(0, end - 100)
    at = becoming_at(content[begin : end + len(quote)])
    return None if at is None or at < end - begin else at - (end - begin)


def becoming_at(text: str) -> int | None:
    """Where a hyperbolic becoming is said (an excess's outcome, a body turned into a
    thing), or None."""
    found = _ZH_BECOMING.search(text) or _EN_BECOMING.search(text)
    if found is None:
        return None
    return found.start("at") if found["at"] else found.start("into")


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
