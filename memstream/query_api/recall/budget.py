"""Fill the token budget: a share per section adapted to the route, then the best of the rest.

First pass, in section order (profile, preferences, working memory, facts, episodes):
each section takes its best items while it stays within its share of the budget
(`SHARES`, by the route's intent). A section's first item may use what is left when the
question matches it (or it is the active session's, or pinned), so no section starves
another; a long item the question does not match (the profile narrative of a question
about something else) never overruns its share. Profile fields and preferences the
question does not match wait for the second pass. Second pass: whatever is left goes to
the best remaining items of any section, by score. An item that does not fit is skipped
(a later, smaller one may still fit) and, if it fits in neither pass, counted in
`dropped`.

Costs are counted once per item (`render.piece`): chunks of one session share one
excerpt head, so a chunk whose session is already shown costs only its lines. The
rendered packet is counted again at the end; should it exceed the budget (it cannot while
the pieces' counts are upper bounds), the last items placed are removed until it fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from memstream.query_api.recall.found import NARRATIVE_KEY, SECTIONS, Scored, Section
from memstream.query_api.recall.render import (
    Piece,
    frame_tokens,
    min_tokens,
    piece,
    render_packet,
    section_tokens,
)
from memstream.query_api.recall.result import Format, Intent
from memstream.query_api.recall.route import Route
from memstream.schemas.memory import Memory
from memstream.text import estimate_tokens


def _shares(profile: float, prefs: float, working: float, facts: float) -> dict[Section, float]:
    episodes = round(1.0 - profile - prefs - working - facts, 4)
    return {
        "profile": profile,
        "preferences": prefs,
        "working_memory": working,
        "facts": facts,
        "episodes": episodes,
    }


SHARES: Final[dict[Intent, dict[Section, float]]] = {
    "generic": _shares(0.30, 0.30, 0.10, 0.15),
    "session": _shares(0.15, 0.20, 0.35, 0.15),
    "personal": _shares(0.20, 0.20, 0.10, 0.30),
    "episodic": _shares(0.10, 0.15, 0.10, 0.20),
    "past": _shares(0.10, 0.10, 0.05, 0.30),
    "person": _shares(0.10, 0.10, 0.05, 0.30),
}
"""The share of the budget each section may take in the first pass, by intent. At 2,000
tokens a personal question gives the profile 400, preferences 400, working memory 200,
facts 600 and episodes 400 (the reference designs' ranges); a question about past events
gives earlier sessions the most."""


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


def section_limits(route: Route, budget: int) -> dict[Section, int]:
    """Each section's first-pass limit in tokens, for this route and budget."""
    return {section: int(budget * share) for section, share in SHARES[route.intent].items()}


@dataclass
class _Fill:
    """The state of a fill: tokens used, groups and sections opened, what was placed."""

    fmt: Format
    budget: int
    used: int
    placed: list[Placed] = field(default_factory=list)
    spent: dict[Section, int] = field(default_factory=dict)
    groups: set[str] = field(default_factory=set)
    pieces: dict[str, Piece] = field(default_factory=dict)

    def cost(self, item: Scored) -> tuple[Piece, int]:
        """The item's piece (counted once) and what it would add now."""
        memory = item.memory
        found = self.pieces.get(memory.id)
        if found is None:
            found = self.pieces[memory.id] = piece(self.fmt, memory)
        head = 0 if found.group in self.groups else found.head
        heading = 0 if item.section in self.spent else section_tokens(self.fmt, item.section)
        return found, heading + head + found.body

    def place(self, item: Scored, section_limit: int) -> bool:
        """Place the item if it fits the budget and its section's limit (see `_may_overrun`)."""
        if self.used + min_tokens(item.memory) > self.budget:
            return False  # cannot fit, whatever its exact count
        found, cost = self.cost(item)
        opened = item.section in self.spent
        spent = self.spent.get(item.section, 0) + cost
        over = spent > section_limit and (opened or not _may_overrun(item))
        if over or self.used + cost > self.budget:
            return False
        self.placed.append(Placed(item, cost))
        self.used += cost
        self.spent[item.section] = spent
        self.groups.add(found.group)
        return True


def _may_overrun(item: Scored) -> bool:
    """A section's first item may overrun its share only when the question matches it and
    it is not a digest the question is not asking for (`score.is_digest`).

    So a section never starves for want of one long match, while a long item the question
    does not match (the profile narrative of a question about something else), or a
    digest of what the particular memories say, waits for the second pass and takes only
    what the matches leave."""
    components = item.components
    if components.get("working_memory") or components.get("pinned"):
        return True
    if components.get("digest"):
        return False
    return not components.get("unmatched") and components.get("relevance", 1.0) > 0.0


def _first_pass(item: Scored) -> bool:
    """Unmatched always-included memories wait for the second pass (the narrative never)."""
    return not item.components.get("unmatched") or item.memory.key == NARRATIVE_KEY


def _greedy(
    ranked: Mapping[Section, Sequence[Scored]], limits: Mapping[Section, int], fill: _Fill
) -> int:
    left: list[Scored] = []
    for section in SECTIONS:
        for item in ranked.get(section, ()):
            if not _first_pass(item) or not fill.place(item, limits[section]):
                left.append(item)
    left.sort(key=lambda item: -item.score)
    return sum(0 if fill.place(item, fill.budget) else 1 for item in left)


def _chosen(placed: Sequence[Placed]) -> dict[Section, list[Memory]]:
    chosen: dict[Section, list[Memory]] = {section: [] for section in SECTIONS}
    for entry in placed:
        chosen[entry.item.section].append(entry.item.memory)
    return chosen


def _by_section(placed: Sequence[Placed]) -> dict[Section, list[Placed]]:
    sections: dict[Section, list[Placed]] = {section: [] for section in SECTIONS}
    for entry in sorted(placed, key=lambda entry: -entry.item.score):
        sections[entry.item.section].append(entry)
    return sections


def fill_budget(
    ranked: Mapping[Section, Sequence[Scored]], route: Route, fmt: Format, budget: int
) -> Packet:
    """Choose what fits in `budget` tokens of the rendered packet, and render it."""
    fill = _Fill(fmt, budget, frame_tokens(fmt))
    dropped = _greedy(ranked, section_limits(route, budget), fill)
    placed = fill.placed
    text = render_packet(fmt, _chosen(placed))
    tokens = estimate_tokens(text)
    while tokens > budget:
        placed.pop()
        dropped += 1
        text = render_packet(fmt, _chosen(placed))
        tokens = estimate_tokens(text)
    return Packet(_by_section(placed), text, tokens, dropped)
