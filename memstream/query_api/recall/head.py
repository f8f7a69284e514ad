"""The kind of thing a question asks for, and a query vector leaned towards it. Pure.

"What activities has Melanie done with her family?" asks for things of one kind
(activities), and the turns that answer it name instances ("took the kids to the museum",
"we went camping") without the kind's word. The question's own vector is dominated by
the rest of the question (Melanie, her family); the kind's vector alone ("activities") sits
nearer to instances of it. The dense search reads the sum of the two unit vectors
(`blend`), so an excerpt near both the question and the kind ranks higher than one near
the question's other words alone. Read from the question's wording, English and Chinese:

- English: "what / which [kind(s) / type(s) / sort(s) of] <one to three words> <auxiliary>"
  ("Which cities has John been to?", "What kind of interests do Joanna and Nate share?"),
  and "what is / are <Name>'s <words>?" ("What are Joanna's hobbies?");
- Chinese: the nouns right after 哪些 / 什么 / 哪种 / 哪类 / 哪几 (约翰喜欢哪些运动？: 运动).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Final

from memstream.query_api.recall.query import tagged_words
from memstream.text import has_cjk

HEAD_WEIGHT: Final = 1.0
"""The kind's unit vector's weight beside the question's in the blended query vector."""
_AUXILIARY: Final = (
    "has|have|had|does|do|did|is|are|was|were|would|could|might|can|will|should|shall|may"
)
_NOT_HEAD: Final = frozenset(
    f"{_AUXILIARY.replace('|', ' ')} i you he she it we they the a an this that".split()
)
_ASKS_KIND: Final = re.compile(
    r"^\W*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    rf"((?:[\w-]+\s+){{0,2}}?[\w-]+)\s+(?:{_AUXILIARY})\b",
    re.IGNORECASE,
)
_ASKS_WHOSE: Final = re.compile(
    r"^\W*what\s+(?:is|are|was|were)\s+(?:the\s+)?[A-Z][\w-]*[’']s\s+((?:[\w-]+\s+){0,2}[\w-]+)\s*\?\s*$"
)
_ZH_WH: Final = frozenset({"哪些", "什么", "哪种", "哪类", "哪几", "哪几个", "哪几种", "什么样"})
_ZH_SKIP: Final = frozenset({"的", "样", "种", "类", "个", "些"})


def head_noun(question: str) -> str | None:
    """The words naming the kind of thing the question asks for, if it asks for a kind."""
    if has_cjk(question):
        return _chinese_head(question)
    for pattern in (_ASKS_KIND, _ASKS_WHOSE):
        found = pattern.match(question)
        if found and found[1].split()[0].casefold() not in _NOT_HEAD:
            return found[1]
    return None


def _chinese_head(question: str) -> str | None:
    words = list(tagged_words(question))
    for at, (word, _) in enumerate(words):
        if word in _ZH_WH:
            head = _nouns_after(words[at + 1 :])
            if head:
                return head
    return None


def _nouns_after(words: Sequence[tuple[str, str]]) -> str:
    """The run of nouns that starts a Chinese question's rest (measure words skipped)."""
    rest = list(words)
    while rest and (rest[0][0] in _ZH_SKIP or rest[0][1] in {"q", "uj"}):
        rest.pop(0)
    nouns = []
    for word, flag in rest:
        if not (flag.startswith("n") or flag == "vn" or (flag == "a" and not nouns)):
            break
        nouns.append(word)
    return "".join(nouns)


def blend(
    question: Sequence[float], kind: Sequence[float], weight: float = HEAD_WEIGHT
) -> list[float]:
    """The question's unit vector plus `weight` times the kind's, made unit again."""
    q, k = _unit(question), _unit(kind)
    summed = [a + weight * b for a, b in zip(q, k, strict=True)]
    return _unit(summed)


def _unit(vector: Sequence[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector] if norm > 0.0 else list(vector)
