"""A condition the previous message stated, said over by a word of the result anywhere in the
sentence, whether or not the sentence names it again: "endo says it's resolved", "scan came
back clear, no evidence of disease", "the psoriasis has been clear 18 months, officially in
remission", 医生说算临床治愈, 没复发就算彻底好了, 控制得很好，药都停了 (slots.md: a condition
cured or in remission negates it).

Pure: `over(text, chinese, stated)` takes the sentence and the user's fills of the previous
message and returns the ending of the condition, or nothing.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_OVER: Final = re.compile(
    r"\b(?:in remission|(?:it's|it is|it has|it's been|has been|is|was) (?:fully |completely "
    r"|officially |all )?(?:resolved|cured|gone for good|cleared up)|came back clear"
    r"|(?:all|been) clear for|no evidence of disease|cancer[- ]free|clean bill of health"
    r"|signed me off|discharged me|(?:fully|completely) healed|fully recovered)\b",
    re.IGNORECASE,
)
"""A result that ends a condition ("in remission", "came back clear", "signed me off")."""
_EN_NOT_OVER: Final = re.compile(
    r"\?|\b(?:not|n't|never|no longer|hope|hoping|hopefully|if|until|till|once|when|might"
    r"|maybe|wish|could|would|will|almost|nearly|yet|partial|partially)\b",
    re.IGNORECASE,
)
"""A result denied, hoped for or still to come ("not in remission yet", "hope it's cured")."""
_ZH_OVER: Final = re.compile(
    r"临床治愈|彻底好了|完全好了|全好了|好利索了|痊愈|根治了|治愈了|没复发|不再复发|控制得(?:很|挺|非常)?好"
    r"[^。]{0,6}药(?:都|也)?停了|(?:药|激素)(?:都|也)?停了[^，。,]{0,8}(?:没|不)(?:再)?(?:犯|发作|复发)"
)
"""A result that ends a condition (临床治愈, 彻底好了, 控制得很好，药都停了)."""
_ZH_NOT_OVER: Final = re.compile(
    r"[吗？?]|如果|要是|希望|但愿|等|还没|没有?彻底|不算|能不能|会不会|就好了"
)


def over(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """The ending of the condition the previous message stated, when the sentence says a
    result that ends it and names no other condition."""
    conditions = [f for f in stated if f.slot == "condition"]
    if not conditions or not cued(text, chinese):
        return []
    if (_ZH_NOT_OVER if chinese else _EN_NOT_OVER).search(text):
        return []
    named = [f for f in conditions if _names(text, f.value, chinese)]
    if not named and len(conditions) > 1:
        return []  # which one is over is not said
    return [_ending(f, chinese) for f in named or conditions]


def _names(text: str, value: str, chinese: bool) -> bool:
    """True when the sentence names the condition (its value, or its last word: "the
    psoriasis" for "plaque psoriasis")."""
    if chinese:
        return value in text
    last = value.lower().split()[-1] if value.split() else ""
    return bool(last) and re.search(rf"\b{re.escape(last)}", text.lower()) is not None


def _ending(fill: Fill, chinese: bool) -> Fill:
    terms = (fill.value,) if chinese else tuple(fill.value.casefold().split())
    extra = {"object": "", "verb": "", "slots": ["condition"], "said": fill.value}
    return Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra)


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence says a result that may end a condition (cheap)."""
    return (_ZH_OVER if chinese else _EN_OVER).search(text) is not None
