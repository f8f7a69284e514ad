"""Several skills in one list, and a project said without whom it is for (issue 22, h35a).

- Skills joined by commas or "and", with a hedge before a later one ("I know Rust and a bit
  of Zig", "Python, Go and some Elixir"): every capitalised name in the list is a skill,
  not only the first.
- A project is the thing made, not whom it is made with ("an EP with my band", "a zine
  with some friends"): a trailing "with" phrase whose head is a person or a group of people
  is cut off. Whom it is for stays, as the grammar tests say ("a treehouse for the kids").
- A project named after a label noun ("a side project, a Discord bot") is the thing named.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.people_words import EN_RELATIONS

_HEDGE: Final = (
    r"(?:a (?:little )?bit of|a little|a touch of|some|basic|decent|passable|rusty"
    r"|beginner|intermediate|conversational|enough)\s+"
)
_HEDGES: Final = rf"(?:{_HEDGE})?"
_NEXT_ITEM: Final = re.compile(
    r"\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&|plus|as well as)\s+)"
    + _HEDGES
    + r"(?P<v>[A-Z][\w+#.-]*(?:\s[A-Z][\w+#.-]*)?)(?=$|[\s,.;!?)])"
)
_NOT_ITEMS: Final = frozenset(
    """i i'm im my we our you monday tuesday wednesday thursday friday saturday sunday""".split()
)


def more_skills(text: str, fills: list[Fill]) -> list[Fill]:
    """The skills listed after a skill the frames read ("Rust and a bit of Zig")."""
    skills = [f for f in fills if f.slot == "skill" and f.subject == "user"]
    if not skills or "?" in text:
        return []
    said = {f.value.lower() for f in skills}
    found: list[Fill] = []
    for skill in skills:
        at = text.find(skill.value)
        end = at + len(skill.value) if at >= 0 else -1
        while end >= 0:
            item = _NEXT_ITEM.match(text, end)
            if item is None or item["v"].lower() in _NOT_ITEMS:
                break
            value = item["v"]
            if value.lower() in w.LANGUAGES or value.lower() in w.PLACES:
                break  # "Python and Spanish": a spoken language has its own slot
            if value.lower() not in said:
                said.add(value.lower())
                found.append(Fill("skill", value))
            end = item.end()
    return found


_GROUPS: Final = frozenset(
    """band group team club class crew family kids children grandchildren grandkids students
    pupils clients client customers customer colleagues coworkers co-workers neighbours
    neighbors friends friend folks community church congregation choir troupe guild
    classmates mates pals buddies players members""".split()
)
"""People as a group or a plural: whom a project is made with, never part of it."""
_PEOPLE: Final = frozenset(EN_RELATIONS) | _GROUPS
"""Anyone a project is made with ("with my sister")."""
_WITH_WHOM: Final = re.compile(
    r"\s+with\s+(?:the|my|our|a|an|some|his|her|their|two|three|a few)\s+"
    r"(?P<rest>(?:[\w&'-]+\s+){0,2}(?P<head>[\w'-]+))$",
    re.IGNORECASE,
)


_HEDGE_LEAD: Final = re.compile(rf"^(?:{_HEDGE})(?=[A-Z])", re.IGNORECASE)


def with_whom_cut(fill: Fill) -> Fill:
    """A project without the people it is made with ("an EP| with my band"); a
    named skill without the hedge before it ("basic Tableau" → "Tableau")."""
    if fill.slot == "skill":
        hedged = _HEDGE_LEAD.sub("", fill.value)
        return Fill(fill.slot, hedged, fill.subject, fill.action, fill.kind) if hedged else fill
    if fill.slot != "project":
        return fill
    found = _WITH_WHOM.search(fill.value)
    if found is None or found["head"].lower() not in _PEOPLE:
        return fill
    cut = fill.value[: found.start()].strip()
    return Fill(fill.slot, cut, fill.subject, fill.action, fill.kind) if cut else fill


_LABEL_NAMED: Final = re.compile(
    r"(?i)\b(?:side|pet|passion|personal|weekend|hobby|little|new|fun)\s+project,?\s+"
    r"(?:a|an|my|our|it's a|its a)\s+(?P<x>[\w&'+ -]{3,50}?)(?=\s*(?:$|[,.;!—]))"
)


def named_project(text: str, fills: list[Fill]) -> list[Fill]:
    """A project said as a label and then named ("a side project, a Discord bot for my D&D
    group"): the thing named replaces the label."""
    found = _LABEL_NAMED.search(text) if "project" in text.lower() else None
    if found is None or "?" in text:
        return fills
    kept = [f for f in fills if not (f.slot == "project" and f.value.lower().endswith("project"))]
    return [*kept, Fill("project", found["x"].strip())]
