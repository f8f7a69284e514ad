"""A value must look like its slot (issue 22, g38v): the one check every fill passes before it
becomes a candidate.

Pure. `shaped(fills)` drops a fill whose value has a shape its slot's values never have (a
clause with a verb of saying, someone else's pronoun, a dangling function word, a lone
character, a plan that is only a time, an employer that is only a place...), or trims it
when the rule says how ("尤其是虾" → "虾"; a second group `keep2` is joined to the first:
"每天早上很享受慢跑" → "每天早上慢跑"). The rules are data (`shape_rules.RULES`);
each is a property of the value alone, so the check runs the same after every reader.
Endings (negations) and enumerated slots (preferences, diet, people) are left as they are.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.places import EN_PLACES, ZH_PLACES
from memstream.processors.grammar.shape_rules import (
    EN_PLACE_WORDS,
    FREE,
    RULES,
    ZH_DISTRICT_WORDS,
    ShapeRule,
)

_HAN: Final = re.compile(r"[\u4e00-\u9fff]")


def shaped(fills: list[Fill]) -> list[Fill]:
    """The fills whose values look like their slots, trimmed where a rule trims."""
    if not fills:
        return fills
    kept: list[Fill] = []
    for fill in fills:
        if fill.slot == "ending" and shape_value("ending", fill.value) != fill.value:
            continue  # "left for lunch": an ending of no thing
        if fill.action == NEGATE or fill.slot not in FREE:
            kept.append(fill)
            continue
        value = shape_value(fill.slot, fill.value)
        if value == fill.value:
            kept.append(fill)
        elif value is not None:
            extra = {k: v for k, v in fill.extra.items() if k != "said"}
            kept.append(replace(fill, value=value, extra=extra))
    return kept


@lru_cache(maxsize=4096)
def shape_value(slot: str, value: str) -> str | None:
    """The value as its slot may hold it: itself, trimmed, or None when no trim mends it.
    A value with Chinese characters is checked by the Chinese patterns, else the English."""
    said = value.strip()
    if not said:
        return None
    for rule in _BY_SLOT.get(slot, ()):
        pattern = rule.zh if _HAN.search(said) else rule.en
        found = pattern.search(said) if pattern is not None else None
        if found is None:
            continue
        keep = found.groupdict().get("keep")
        if keep is None:
            return None
        said = (keep + (found.groupdict().get("keep2") or "")).strip()
    if slot == "employer" and _place_only(said):
        return None
    return said


def _place_only(value: str) -> bool:
    """An employer said as a place alone (西关, 前滩, Midtown, 深水埗, 山西大同): a district or a
    region and its town, not a workplace; also with a possessive left on it (十堰的,
    "Gibraltar's": the place whose workplace follows, g57q)."""
    stem = _POSSESSIVE.sub("", value)
    if stem != value:
        return bool(stem) and (_place_only(stem) or stem.lower() in EN_PLACES)
    if value in ZH_DISTRICT_WORDS or value.lower() in EN_PLACE_WORDS or _a_place(value):
        return True
    return any(_a_place(value[:cut]) and _a_place(value[cut:]) for cut in range(2, len(value) - 1))


def _a_place(value: str) -> bool:
    """A known place, also said without its 市 / 区 / 县 (深水埗 for 深水埗區, 大同 for 大同市)."""
    return value in ZH_PLACES or any(value + end in ZH_PLACES for end in _AREA_ENDS)


_AREA_ENDS: Final = ("市", "区", "區", "县", "縣")
_POSSESSIVE: Final = re.compile(r"(?:'s|’s|的)$")


def refusing(slot: str, value: str) -> str | None:
    """The name of the first rule that refuses or trims the value of the slot, if any (for
    tests and audits)."""
    said = value.strip()
    for rule in _BY_SLOT.get(slot, ()):
        pattern = rule.zh if _HAN.search(said) else rule.en
        if pattern is not None and pattern.search(said):
            return rule.name
    if slot == "employer" and _place_only(said):
        return "employer_place_only"
    return None


def _by_slot() -> dict[str, tuple[ShapeRule, ...]]:
    slots = {slot for rule in RULES for slot in rule.slots}
    return {slot: tuple(r for r in RULES if slot in r.slots) for slot in slots}


_BY_SLOT: Final = _by_slot()
