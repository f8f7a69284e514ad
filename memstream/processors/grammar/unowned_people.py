"""A person said with no owner is not someone of the user's (g51p): "One kid wrote 'I like
trains'", "a kid in my class can't read yet", "some child was crying on the bus", 有个孩子写
“我喜欢火车”, 一个孩子在哭. The relation slot holds people the user calls theirs ("my son", 我儿子,
家里孩子); an indefinite "a / one / some / another" (有个, 一个, 某个) names someone met or told
of. An unnamed relation whose every mention in the sentence is indefinite is dropped; one
said with "my" / 我 anywhere in the sentence stands ("a kid, my youngest, ...").

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

_EN_KIN: Final = "|".join(sorted((re.escape(k) for k in w.RELATIONS), key=len, reverse=True))
_EN_MENTION: Final = re.compile(
    r"(?i)(?:\b(?P<have>have|has|had|got|'ve|with|having|raising|expecting|adopted|am|i'm|im|as)\s+)?"
    r"\b(?P<det>[a-z']+)\s+(?:(?:little|young|small|old|new|other)\s+)?(?:" + _EN_KIN + r")\b"
)
"""A person word and the word before it: "have a sister", "I'm a mum of two" are the user's own."""
_EN_INDEFINITE: Final = frozenset("a an one some another any".split())
_ZH_INDEFINITE: Final = re.compile(r"(?:^|[，,。！!？?；;\s：:])(?:有|还有)?(?:一|某)?个$")
"""有个孩子, 一个孩子, 某个同事 (at a clause's start: 我有个妹妹 is the user's own)."""


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without an unnamed relation the sentence only says with an indefinite."""
    if not any(f.slot == "relation" and f.subject == "user" for f in fills):
        return fills
    return [f for f in fills if not _unowned(f, sentence, chinese)]


def _unowned(fill: Fill, sentence: str, chinese: bool) -> bool:
    """True when the fill is an unnamed relation said only with an indefinite."""
    if fill.slot != "relation" or fill.subject != "user" or fill.value != fill.kind:
        return False
    if chinese:
        places = [m.start() for m in re.finditer(re.escape(fill.value), sentence)]
        return bool(places) and all(
            _ZH_INDEFINITE.search(sentence[max(0, at - 3) : at]) for at in places
        )
    dets = [m["det"].lower() if not m["have"] else "my" for m in _EN_MENTION.finditer(sentence)]
    return bool(dets) and all(det in _EN_INDEFINITE for det in dets)
