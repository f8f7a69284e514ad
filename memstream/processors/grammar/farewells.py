"""A farewell to one named, in English, read as their death: "RIP Biscuit, best boy", "Rest in
peace, Luna", "R.I.P. Grandpa Joe" are read as "<name> died" (an ending of the user's pet or
person of that name, if they have one: an ending names no one new).

Chinese says the same with verbs the grammar already reads (走了, 去喵星了, 安息吧 after the name
is 团子安息吧: not read, a wish). Only a capitalised name right after the farewell counts ("RIP
my sleep schedule" names no one). Pure.
"""

from __future__ import annotations

import re
from typing import Final

_FAREWELL: Final = re.compile(
    r"^(?:RIP|R\.I\.P\.?|Rip|[Rr]est in peace|[Rr]est easy|[Ss]leep well|[Gg]oodnight)[,:]?\s+"
    r"(?:(?:little|sweet|dear|old|my|our|good)\s+(?:boy|girl|man|lady|friend|buddy)?\s*,?\s*)?"
    r"(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b(?![-'])"
)
"""A farewell opening a clause, then the name it says farewell to."""
_NOT_NAMES: Final = frozenset("I The This That My Our Me You We It Sleep Everyone".split())


def named_first(part: str) -> str:
    """The clause with a farewell to one named said as their death ("RIP Pepper, she was 9" →
    "Pepper died, she was 9"); any other clause as it is."""
    found = _FAREWELL.match(part)
    if found is None or found.group("name").split()[0] in _NOT_NAMES:
        return part
    return f"{found.group('name')} died{part[found.end() :]}"
