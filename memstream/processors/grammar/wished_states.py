"""What the user only wishes were so is no state of theirs (lead, round 50).

"I want to live in Spain", "I'd like to have a cat", "I would like to speak French", "I hope to
work at Google": the wish may be a goal, but the state it names (a home, a pet, a language, an
employer, a job) does not hold. A fill of such a slot whose value is said only in the clause
after a wish verb is dropped; what is said before the wish, or in a clause of its own after it
("I want to move to Lisbon, I live in Porto"), stays. Chinese wishes (想, 希望) are read
elsewhere (`zh`'s gates).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_reported import said_part

_WISH: Final = re.compile(
    r"\b(?:i|we)\s*(?:really\s+|so\s+|would\s+really\s+|'d\s+really\s+)?(?:want|wanna|wish|hope"
    r"|'d like|'d love|would like|would love|'d prefer|would prefer|dream|plan|aim|intend)"
    r"\s*(?:to|of)?\b"
)
"""A wish or an intention of the user's, up to what it wishes for."""
_CLAUSE_END: Final = re.compile(r"[,;.!?]|\s(?:but|and i|and we|because|cause|since|though)\s")
_STATES: Final = frozenset(
    """home_location work_location languages pet relation employer role diet timezone
    condition allergy""".split()
)
"""Slots that say what is so: a wish for one of them is not it (goals, plans, projects and
preferences are wishes by their nature)."""


_EN_DREAMED: Final = re.compile(
    r"\b(?:dream|ideal|perfect|fantasy|wished-for|bucket[- ]list|wish[- ]list)\b(?:\s+[\w-]+){0,4}?"
    r"\s*(?::|=|—|\s-\s|\bis\b|\bare\b|\bwould be\b|'d be\b|\bwill be\b|\bwould have to be\b"
    r"|\bwould\b)"
)
"""A dreamed-of thing named, then what it is ("dream job: marine biologist", "my ideal city
would be Vancouver", "bucket list: live in Japan"): no state of the user's."""


def en_dreamed(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's states said only in the clause after a dreamed-of thing
    (g57o): the words the grammar's readers after the parse read again too."""
    if not any(f.subject == "user" and f.slot in _STATES for f in fills):
        return fills
    low = text.lower()
    dreams = [_wished_span(low, found.end()) for found in _EN_DREAMED.finditer(low)]
    if not dreams:
        return fills
    return [
        f
        for f in fills
        if not (f.subject == "user" and f.slot in _STATES and _only_wished(f, low, dreams))
    ]


def not_wished_states(fills: list[Fill], low: str) -> list[Fill]:
    """The fills without the states said only in the clause a wish of the user's opens."""
    wishes = [_wished_span(low, found.end()) for found in _WISH.finditer(low)]
    if not wishes:
        return fills
    return [f for f in fills if not (f.slot in _STATES and _only_wished(f, low, wishes))]


def _wished_span(low: str, start: int) -> tuple[int, int]:
    """Where the wish's own clause runs: from the wish verb to the next clause break."""
    end = _CLAUSE_END.search(low, start)
    return start, end.start() if end is not None else len(low)


def _only_wished(fill: Fill, low: str, wishes: list[tuple[int, int]]) -> bool:
    """True when every place the fill's value is said lies inside a wished clause."""
    value = (fill.value.split(": ")[-1] if ": " in fill.value else fill.value).lower()
    places = [m.start() for m in re.finditer(re.escape(value), low)] if value else []
    if fill.slot in _OWNED and any(_OWNED_BEFORE.search(low[:at]) for at in places):
        return False  # "I want my cat Mochi to stop scratching": Mochi is the user's
    return bool(places) and all(any(a <= at < b for a, b in wishes) for at in places)


_OWNED: Final = frozenset(("pet", "relation"))
_OWNED_BEFORE: Final = re.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+){0,2}$")
"""A person or animal said as the user's before its name ("my cat Mochi", "our son")."""


_ZH_WISH: Final = re.compile(
    r"(?:理想|心目)(?:中|里)?的?(?:职业|工作|城市|生活|状态|住处|房子|家|宠物|公司|单位|伴侣|退休生活|人生)"
    r"|梦中情|愿望清单|人生清单|梦想|夢想|做梦都想|做夢都想|幻想|憧憬|渴望|巴不得|但愿|但願|真希望|好希望|多希望|下辈子|下輩子"
    r"|(?:等|要等)我(?:哪天)?(?:退休|发财|發財|有钱|有錢|中了彩票|财务自由|財務自由)"
)
"""A Chinese dream or longing (梦想有一天开个咖啡馆, 真希望能住在海边, 等我退休了就去大理):
what it names is not so."""
_ZH_STATES: Final = _STATES | {"habit", "plan"}
"""A dream's day (梦想每天躺着收钱) is no habit, its trip (等我退休了就去大理) no plan."""
_ZH_CLAUSE_END: Final = re.compile(r"[。！!？?；;\n]|[，,](?=\s*(?:我|但|可|不过|现在|目前|其实))")


def zh_kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the states said only in the clause a Chinese dream or longing opens."""
    if not any(f.subject == "user" and f.slot in _ZH_STATES for f in fills):
        return fills
    wishes = [
        (
            found.end(),
            end.start() if (end := _ZH_CLAUSE_END.search(text, found.end())) else len(text),
        )
        for found in _ZH_WISH.finditer(text)
    ]
    if not wishes:
        return fills
    return [
        f
        for f in fills
        if not (
            f.subject == "user" and f.slot in _ZH_STATES and _zh_only_wished(f.value, text, wishes)
        )
    ]


def _zh_only_wished(value: str, text: str, wishes: list[tuple[int, int]]) -> bool:
    """True when the value (or the part of it the text holds, `said_part`: 咖啡馆 of 咖啡馆老板)
    is said only inside a wished clause."""
    said = said_part(value, text)
    places = [m.start() for m in re.finditer(re.escape(said), text)] if said else []
    return bool(places) and all(any(a <= at < b for a, b in wishes) for at in places)
