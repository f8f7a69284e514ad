"""A dislike turned round by a like of a dish made with it (issue 22 point 2): "I hate
coriander", then "I love coriander salsa these days"; 我讨厌吃苦瓜, then 现在觉得苦瓜炒蛋挺香.

Only this way round: a like of a dish made with a food once disliked says the food is eaten
gladly now, while a dislike of a dish ("hates jazz fusion") leaves a broader like as it is
(`negation.names_within`). Pure.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.negation import names_within, simplified
from memstream.text import has_cjk

_ZH_VERBS: Final = frozenset("吃喝看听玩用抽")
"""A verb a Chinese taste's thing may open with (吃苦瓜: 苦瓜)."""
_NO_DISH: Final = frozenset(
    "oil oils juice extract flavour flavor flavoured flavored smell scent".split()
)
"""What is made of a food without being eaten as it ("olive oil" after "olives")."""
_NO_FOOD: Final = frozenset("food foods stuff things dishes dish flavours flavors".split())
"""Words of a kind of food, not one food ("spicy food": "spicy curry" is no dish of it)."""


def dish_of(liked: str, disliked: str) -> bool:
    """True when the thing liked now is a dish of the thing once disliked ("coriander salsa"
    of "coriander", 苦瓜炒蛋 of 吃苦瓜): its words hold all of the disliked one's."""
    if not (liked and disliked):
        return False
    if has_cjk(liked) and has_cjk(disliked):
        food = _han(disliked)
        food = food[1:] if len(food) > 2 and food[0] in _ZH_VERBS else food
        return len(food) >= 2 and food in _han(liked) and food != _han(liked)
    if _NO_DISH & set(liked.lower().split()) or _NO_FOOD & set(disliked.lower().split()):
        return False
    return names_within(disliked, liked) and not names_within(liked, disliked)


def _han(text: str) -> str:
    return "".join(char for char in simplified(text) if not char.isascii() and char.isalnum())
