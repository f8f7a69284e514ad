"""A being named first and its kind said after, as the user's own in an aside.

    "Walking Biscuit (my beagle) before work"     "Juno, our cat, hates the vacuum"
    "took Rex - my old lab - to the vet"          "Pepper, my tortie, is asleep on me"

Pure: `read(clause)` returns the pet and relation fills such an aside names.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zh_w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal

_NAME: Final = r"[A-Z][a-zà-ÿ'’-]+"
_ASIDE: Final = re.compile(
    rf"(?<![\w'’])(?P<n>{_NAME})\s*(?:\(\s*|,\s+|\s[—–-]\s+)(?:my|our)\s+"
    r"(?:(?:old|little|new|sweet|rescue|big|senior|baby)\s+)?(?P<k>[a-z][a-z-]+)\s*(?:\)|,|\s[—–-]\s)"
)
_NOT_NAMES: Final = w.words(
    """i the a an and but so or he she they we it this that there here yes no ok okay lol btw
    also just thanks thank sorry hi hey hello well oh anyway morning"""
)


def read(clause: str) -> list[Fill]:
    """The user's pets named before their kind in an aside ("Biscuit (my beagle)")."""
    found: list[Fill] = []
    for aside in _ASIDE.finditer(clause):
        name, kind = aside["n"], aside["k"].lower()
        if name.lower() in _NOT_NAMES or name.lower() in w.PLACES:
            continue
        if is_animal(kind) and not kind.endswith("s"):
            found.append(Fill("pet", name, kind=kind))
    return found


_ZH_ASIDE: Final = re.compile(
    r"(?P<n>[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)(?:（|\(|，|,)\s*(?:我家的?|我们家的?|我的)"
    r"(?:小|老)?(?P<k>[\u4e00-\u9fff]{1,5}?)(?:）|\)|，|,)"
)


def zh_read(text: str) -> list[Fill]:
    """The user's pets named before their kind in a Chinese aside (豆豆（我家的柯基）)."""
    found: list[Fill] = []
    for aside in _ZH_ASIDE.finditer(text):
        kind = zh_w.PET_KINDS.get(aside["k"], aside["k"])
        if aside["k"] in zh_w.ANIMALS and not aside["n"].startswith(("我", "你", "他", "她")):
            found.append(Fill("pet", aside["n"], kind=kind))
    return found


def zh_with(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` with the pets a Chinese aside names, in place of the same kinds unnamed."""
    named = [f for f in zh_read(text) if f not in fills]
    kinds = {f.kind for f in named}
    kept = [f for f in fills if not (f.slot == "pet" and f.value == f.kind and f.kind in kinds)]
    return kept + named
