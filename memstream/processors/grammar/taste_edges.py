"""The edges of a taste's object (issue 22, g55q): who and how much stand before a taste verb,
never what is liked.

Pure. `not_a_topic(text)` is true of a word read as a liked thing fronted before the verb
(thing_before) that is really the user's group (我们杭州人喜欢吃醋鱼 → 杭州人, 咱东北人) or an
adverb of degree or habit (我老喜欢吃烤串 → 老). The trims of a taste value's other edges are
data in `shape_rules` (taste_aspect, eaten_with_modifier, done_with_company).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.places import ZH_PLACES
from memstream.processors.grammar.zh_shape_words import PEOPLE_GROUPS, TOPIC_ADVERBS

_PLACE_PEOPLE: Final = re.compile(r"^(?P<place>[\u4e00-\u9fff]{1,6}?)(?:本地)?人$")
"""People of a place (杭州人, 东北人, 广东人): a place in the gazetteer before 人."""
_REGIONS: Final = frozenset(
    "东北 西北 华南 华北 江南 江浙 江浙沪 潮汕 客家 岭南 川渝 两广 港澳".split()
)
"""Regions people are from that the gazetteer of places lacks."""


def not_a_topic(text: str) -> bool:
    """True when a word said before a taste verb is the user's group or an adverb of how
    much or how often (杭州人, 南方人, 吃货, 老, 打小), not what is liked."""
    said = text.strip()
    if said in TOPIC_ADVERBS or said in PEOPLE_GROUPS:
        return True
    found = _PLACE_PEOPLE.match(said)
    if found is None:
        return False
    place = found["place"]
    return place in ZH_PLACES or place in _REGIONS or place.rstrip("省市县") in ZH_PLACES
