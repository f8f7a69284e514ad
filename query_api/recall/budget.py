"""Fill the token budget section by section, counting the tokens of the rendered packet.

Sections are filled in order (profile, preferences, then facts and episodes, the one
the route favours first), each best-scored first. In a first pass the profile and
the preferences may take only a share of the budget beyond their best item, so that
many of them cannot crowd out the facts a question is about; a second pass, in the
same order, fills what is left. An item that does not fit is skipped (a later,
smaller one may still fit) and, if it fits in neither pass, counted in `dropped`.
The packet is then rendered and counted; should it exceed the budget (it cannot
while the renderer's counts are upper bounds), the last items placed are removed
until it fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from memstream.query_api.models import Format
from memstream.query_api.recall.render import (
    frame_tokens,
    item_tokens,
    render_packet,
    section_tokens,
)
from memstream.query_api.recall.route import Route
from memstream.query_api.recall.score import SECTIONS, Scored, Section
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import estimate_tokens

FIRST_PASS_SHARE: Final[dict[Section, float]] = {
    "profile": 0.25,
    "preferences": 0.35,
    "facts": 1.0,
    "episodes": 1.0,
}
"""The share of the budget a section may take before later sections had their turn."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A chosen item and the tokens it adds to the packet."""

    item: Scored
    tokens: int


@dataclass(frozen=True, slots=True)
class Packet:
    """The items that fit, by section, and the rendered packet with its token count."""

    sections: dict[Section, list[Placed]]
    text: str
    tokens: int
    dropped: int


def fill_order(route: Route) -> tuple[Section, ...]:
    """Profile and preferences first, then facts and episodes, the favoured one first."""
    if route.weight(MemoryType.EPISODE) > route.weight(MemoryType.FACT):
        return ("profile", "preferences", "episodes", "facts")
    return SECTIONS


def _memories(placed: Sequence[tuple[Section, Placed]]) -> dict[Section, list[Memory]]:
    chosen: dict[Section, list[Memory]] = {section: [] for section in SECTIONS}
    for section, entry in _by_section(placed).items():
        chosen[section] = [p.item.memory for p in entry]
    return chosen


def _by_section(placed: Sequence[tuple[Section, Placed]]) -> dict[Section, list[Placed]]:
    sections: dict[Section, list[Placed]] = {section: [] for section in SECTIONS}
    for section, entry in placed:
        sections[section].append(entry)
    for entries in sections.values():
        entries.sort(key=lambda entry: -entry.item.score)
    return sections


@dataclass
class _Fill:
    """The state of a fill: tokens used, the sections opened, what was placed."""

    fmt: Format
    used: int
    placed: list[tuple[Section, Placed]] = field(default_factory=list)
    spent: dict[Section, int] = field(default_factory=dict)

    def place(self, section: Section, item: Scored, section_limit: int, budget: int) -> bool:
        """Place the item if it fits the budget and, beyond the section's first, its limit."""
        cost = item_tokens(self.fmt, item.memory)
        opened = section in self.spent
        heading = section_tokens(self.fmt, section) if not opened else 0
        spent = self.spent.get(section, 0) + heading + cost
        if (opened and spent > section_limit) or self.used + heading + cost > budget:
            return False
        self.placed.append((section, Placed(item, cost)))
        self.used += heading + cost
        self.spent[section] = spent
        return True


def _greedy(
    ranked: Mapping[Section, Sequence[Scored]], order: Sequence[Section], fmt: Format, budget: int
) -> tuple[list[tuple[Section, Placed]], int]:
    fill = _Fill(fmt, frame_tokens(fmt))
    left: dict[Section, list[Scored]] = {section: [] for section in SECTIONS}
    for section in order:
        limit = int(budget * FIRST_PASS_SHARE[section])
        for item in ranked.get(section, ()):
            if not fill.place(section, item, limit, budget):
                left[section].append(item)
    dropped = 0
    for section in order:
        for item in left[section]:
            dropped += 0 if fill.place(section, item, budget, budget) else 1
    return fill.placed, dropped


def fill_budget(
    ranked: Mapping[Section, Sequence[Scored]], order: Sequence[Section], fmt: Format, budget: int
) -> Packet:
    """Choose what fits in `budget` tokens of the rendered packet, and render it."""
    placed, dropped = _greedy(ranked, order, fmt, budget)
    text = render_packet(fmt, _memories(placed))
    while estimate_tokens(text) > budget:
        placed.pop()
        dropped += 1
        text = render_packet(fmt, _memories(placed))
    return Packet(_by_section(placed), text, estimate_tokens(text), dropped)
