"""A habit done to a pet the same sentence names, with the pet only pointed at ("We got a
greyhound called Comet, I walk her twice a day" → "walk the greyhound twice a day"; the
Chinese is read in `zh_habits.pet_carer`). Issue 22, g53h.

Pure: `named_pet(fills)` takes one English sentence's fills and returns them.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_POINTED: Final = re.compile(r"^(?P<verb>[A-Za-z-]+) (?:him|her|them|it)\b")
"""A doing whose object is only pointed at, right after its verb ("walk her ...")."""


def named_pet(fills: list[Fill]) -> list[Fill]:
    """The fills with a user's habit done to "him", "her" or "it" said of the one pet of the
    user's the same sentence names ("walk her twice a day" → "walk the greyhound twice a
    day"); with no pet, or two kinds of them, as they were."""
    kinds = {f.kind for f in fills if f.slot == "pet" and f.subject == "user" and f.kind}
    if len(kinds) != 1:
        return fills
    kind = next(iter(kinds))
    return [_named(f, kind) if f.slot == "habit" and f.subject == "user" else f for f in fills]


def _named(fill: Fill, kind: str) -> Fill:
    found = _POINTED.match(fill.value)
    if found is None:
        return fill
    value = f"{found['verb']} the {kind}{fill.value[found.end() :]}"
    return dataclasses.replace(fill, value=value)
