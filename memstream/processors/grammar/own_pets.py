"""A pet of the user's, said by what it is before its name:

    "my own dog is a three-legged pointer named Biscuit"    "our cat is a tabby called Jasper"
    "I walk the dog Zhuzha twice a day"                     我们家的猫特别胖, 我们家小狗叫可乐

Chinese reads these as the animal's own clause; the household said before the kind (我家,
我们家, 俺家, 咱家, 家里) makes it the user's, a neighbour's or a friend's (邻居家的猫) stays
theirs. Nothing from a question, a wish, or someone else's animal ("her dog is a ...").

Pure: `zh_owned(text, fills)` returns the fills with such pets made the user's;
`en_described(text)` returns the English pet fills.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal

_EN_NAME: Final = r"[A-Z][a-z'’-]+"
_EN_DESCRIBED: Final = re.compile(
    r"(?i:\b(?:my|our)\s+(?:own\s+|old\s+|new\s+|little\s+)?(?P<kind>[a-z-]+)(?:'s|’s|\s+is)"
    r"\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:named|called)\s+)(?P<n>" + _EN_NAME + r")"
)
"""One's animal said to be some kind, then named ("our cat is a tabby called Jasper")."""
_EN_THE_CARED: Final = re.compile(
    r"(?i:\b(?:i|we)\s+(?:\w+\s+){0,2}?(?:walk|feed|groom|brush|bathe|take)\s+the\s+"
    r"(?P<kind>[a-z-]+)\s+)(?P<n>" + _EN_NAME + r")\b"
)
"""One's care of "the <animal> <name>" ("I walk the dog Zhuzha twice a day")."""
_EN_UNSURE: Final = re.compile(r"(?i)\?|\b(?:if|would|wish|want|someday|might|maybe)\b|'d\b")

_HOUSEHOLD: Final = re.compile(
    r"(?<![邻居朋友同事亲戚别人他她你])(?:我们家|我家|俺家|俺们家|咱家|咱们家|家里)的?"
)


def zh_owned(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a pet the user's household keeps made the user's (我们家的猫特别胖)."""
    return [_owned(text, f) if _self_kept(f) else f for f in fills]


def _self_kept(fill: Fill) -> bool:
    """True for a pet read as kept by the animal itself (subject 猫, kind 猫)."""
    return fill.slot == "pet" and fill.subject != "user" and fill.subject == fill.kind


def _owned(text: str, fill: Fill) -> Fill:
    """The pet as the user's when the user's household is said right before its kind."""
    at = text.find(fill.kind)
    household = list(_HOUSEHOLD.finditer(text[: at + 1])) if at >= 0 else []
    if not household or text[household[-1].end() : at].strip("小老大只条个一两"):
        return fill
    name = fill.value.split(": ")[-1]
    return dataclasses.replace(fill, subject="user", value=name)


def en_described(text: str) -> list[Fill]:
    """The user's pets an English message names after saying what they are or caring for them
    ("our cat is a tabby called Jasper", "I walk the dog Zhuzha")."""
    if _EN_UNSURE.search(text):
        return []
    found = []
    for shape in (_EN_DESCRIBED, _EN_THE_CARED):
        for said in shape.finditer(text):
            if is_animal(said["kind"].lower()):
                found.append(Fill("pet", said["n"], kind=said["kind"].lower()))
    return found
