"""A skill said by the ease the user does it with: "I could write SQL in my sleep", "I could
knit a scarf with my eyes closed", "Spreadsheets I can do standing on my head", "I could do
payroll blindfolded", 我闭着眼睛都能包饺子, 我睡着了都能写SQL, Excel我闭着眼都会.

"I could" with an idiom of ease is no hypothetical: it says the user can. The sentence is
read as the plain "I can <doing>" (the idiom and a hedge of the idiom, "probably", taken
off; a thing said first put back after its verb), and 闭着眼睛都能 as 会 (能 before a
tool). A doing that only repeats a tool read on its own ("write SQL" beside `SQL`) is not a
second skill. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_IDIOM: Final = (
    r"(?:in my sleep|with my eyes (?:closed|shut)|with (?:my )?eyes (?:closed|shut)|blindfolded"
    r"|with (?:one|both) hands? tied behind my back|standing on my head|half asleep"
    r"|without (?:even )?(?:thinking|trying|looking)|on autopilot|drunk|backwards)"
)
"""Idioms of ease: what one does like this one can do."""
_EN_HEDGE: Final = r"(?:(?:probably|honestly|literally|basically|easily|totally|now|still) )*"
_EN_COULD: Final = re.compile(
    rf"\b(?P<i>i) (?:could|can) {_EN_HEDGE}(?P<d>[a-z][^,.;!?]{{1,60}}?)"
    rf" {_EN_IDIOM}(?P<t>[^.;!?]*)$",
    re.IGNORECASE,
)
_EN_FRONTED: Final = re.compile(
    rf"^\W*(?P<x>[A-Za-z][\w+#. -]{{0,30}}?),? (?:i|I) (?:could|can) {_EN_HEDGE}"
    rf"(?P<v>[a-z]+) {_EN_IDIOM}\W*$"
)
"""A thing said first ("SQL I could write in my sleep")."""
_ZH_IDIOM: Final = re.compile(
    r"(?<=[我俺])(?:闭着眼睛?|闭上眼睛?|闭眼|蒙着眼睛?|睡着了?|梦里|用脚|单手)(?:都|也)(?:能|会|可以)"
    r"(?=[\u4e00-\u9fffA-Za-z]{2})"
)
"""我闭着眼睛都能写SQL: the user and a doing with its object after the idiom (a thing said
first, 包饺子我闭着眼睛都会, is read by `skill_in_use`)."""
_EN_NOT_A_THING: Final = frozenset("it this that these those them".split())


def en_plain(sentence: str) -> str:
    """The English sentence as "I can <doing>" when it says a doing with an idiom of ease."""
    fronted = _EN_FRONTED.match(sentence)
    if fronted is not None and fronted["x"].lower() not in _EN_NOT_A_THING:
        return f"I can {fronted['v']} {fronted['x']}"
    found = _EN_COULD.search(sentence)
    if found is None:
        return sentence
    tail = re.sub(r"^\s*(?:at this point|by now|now|lol|haha)\b", "", found["t"])
    return sentence[: found.start()] + f"{found['i']} can {found['d']}" + tail


def zh_plain(sentence: str) -> str:
    """The Chinese sentence with 闭着眼睛都能 (都会, 也能) read as 会 (能 before a tool)."""
    return _ZH_IDIOM.sub(lambda m: _zh_modal(sentence[m.end() : m.end() + 4]), sentence)


def _zh_modal(after: str) -> str:
    """能 before a tool in Latin letters (能写SQL reads the tool), else 会 (会包饺子)."""
    return "能" if re.search(r"[A-Za-z]", after) else "会"


def one_per_tool(fills: list[Fill]) -> list[Fill]:
    """The fills without a skill that is only a doing of a tool also read alone ("write SQL"
    beside `SQL`)."""
    tools = {f.value for f in fills if f.slot == "skill" and f.subject == "user"}
    return [f for f in fills if not (f.slot == "skill" and _repeats(f.value, tools))]


def _repeats(value: str, tools: set[str]) -> bool:
    """True when the value holds another skill read whole, with a verb before it."""
    return any(
        tool != value and re.search(rf"^[a-z]+ {re.escape(tool)}\b", value) is not None
        for tool in tools
    )
