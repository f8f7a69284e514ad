"""One more allergen joined after an allergy the sentence states, in a clause of its own.

"I'm allergic to shellfish, also a little bit to cats", "allergic to penicillin; plus mildly
to latex", 我对青霉素过敏，还有头孢也不行, 青霉素过敏，头孢也有点: the later clause names only
the allergen and leans on the allergy said before it. A clause with a person or a verb of its
own ("also I hate cilantro", "also vegan", 他也过敏) adds nothing.

Pure: the sentence and its fills in, the added allergies out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos
from memstream.processors.grammar.fills import NEGATE, Fill

_EN_JOINED: Final = re.compile(
    r"[,;]\s*(?:and\s+)?(?:also|plus)\s+"
    r"(?P<degree>(?:(?:a little bit|a little|a bit|slightly|mildly|very|super|kind of|sort of)"
    r"\s+)?(?:allergic\s+)?to\s+(?:the\s+)?)?"
    r"(?P<thing>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2}?)"
    r"\s*(?=$|[,.;!?)—–]|\s+(?:which|so|but|because|and|too|as well|lol|haha)\b)",
    re.IGNORECASE,
)
"""A clause joined by "also" or "plus" that names one more thing, "to" or a degree before it
when said ("also a little bit to the cats", "also latex")."""
_EN_NOT_THINGS: Final = frozenset(
    """i i'm me my we our you your he she they it his her their this that there what
    not no just so very really too vegan vegetarian pescatarian kosher halal diabetic
    celiac coeliac asthmatic intolerant a an""".split()
)
"""Words that open no allergen: a person, a diet or a condition said of oneself, an article
(an allergen said bare is a plain noun: "also latex")."""


def english(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The allergens an English sentence joins by "also" or "plus" after an allergy it
    states, beyond those already found."""
    stated = _stated_allergies(fills)
    if not stated:
        return []
    found: list[Fill] = []
    for match in _EN_JOINED.finditer(sentence):
        before = sentence[: match.start()].lower()
        if not any(value.lower() in before for value in stated):
            continue
        thing = match.group("thing")
        if _en_allergen(thing, bool(match.group("degree"))):
            found.append(Fill("allergy", thing))
    known = {value.lower() for value in stated}
    return [f for f in found if f.value.lower() not in known]


def _en_allergen(thing: str, joined_by_to: bool) -> bool:
    """Whether the words after "also" name an allergen: any noun phrase after "to", a plain
    noun when said bare."""
    words = thing.lower().split()
    if not words or words[0] in _EN_NOT_THINGS or words[-1] in _EN_NOT_THINGS:
        return False
    if joined_by_to:
        return True
    return all(en_pos.tag(word).startswith("NN") for word in words)


_ZH_CLAUSES: Final = re.compile(r"[，,；;。！!]")
_ZH_JOINED: Final = re.compile(
    r"^(?:还有|另外|以及|外加|再就是)?(?:对)?(?P<thing>[\u4e00-\u9fffA-Za-z]{1,8}?)"
    r"(?:也|同样)(?:有点|有一点|稍微有点|不行|过敏|会过敏|一样|是|碰不得|不能碰|不能用|不能吃)"
)
"""A clause that names one more thing and leans on the allergy before it (头孢也不行,
还有芒果也过敏, 头孢也有点)."""
_ZH_NOT_THINGS: Final = re.compile(
    r"[我你他她它您谁啥吗呢么]|其他|其它|别的|什么|这个|那个|家里|老公|老婆"
)


def chinese(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The allergens a Chinese sentence names in a later clause leaning on the allergy it
    states (还有头孢也不行), beyond those already found."""
    stated = _stated_allergies(fills)
    if not stated or "过敏" not in sentence:
        return []
    clauses = [c.strip() for c in _ZH_CLAUSES.split(sentence) if c.strip()]
    first = next((i for i, c in enumerate(clauses) if any(v in c for v in stated)), None)
    if first is None:
        return []
    found: list[Fill] = []
    for clause in clauses[first + 1 :]:
        match = _ZH_JOINED.match(clause)
        if match is None:
            continue
        thing = match.group("thing")
        if _ZH_NOT_THINGS.search(thing) is None and thing not in stated:
            found.append(Fill("allergy", thing))
    return found


def with_joined(fills: list[Fill], added: list[Fill]) -> list[Fill]:
    """The fills with the joined allergens, a taste read of the same thing dropped
    (头孢也不行 is no dislike once it is an allergy)."""
    things = {f.value for f in added}
    kept = [f for f in fills if not (f.slot in ("dislike", "like") and f.value in things)]
    return kept + added


def _stated_allergies(fills: list[Fill]) -> list[str]:
    return [
        f.value for f in fills if f.slot == "allergy" and f.subject == "user" and f.action != NEGATE
    ]
