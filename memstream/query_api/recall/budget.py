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
`dropped`. A question about particular events or people (`BY_SCORE`) has no first pass:
its packet is filled by score alone, what would wait for the second pass last.

Costs are counted once per item (`render.piece`): chunks of one session share one
excerpt head, so a chunk whose session is already shown costs only its lines. The
rendered packet is counted again at the end; should it exceed the budget (it cannot while
the pieces' counts are upper bounds), the last items placed are removed until it fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Final

from memstream.query_api.recall.edges import across_edges, by_place
from memstream.query_api.recall.excerpt import (
    core_of,
    cut_reason,
    fact_note,
    line_count,
    line_events,
    view,
    view_content,
)
from memstream.query_api.recall.found import NARRATIVE_KEY, SECTIONS, Scored, Section
from memstream.query_api.recall.reasons import with_reason
from memstream.query_api.recall.render import (
    Piece,
    excerpt_body,
    frame_tokens,
    memory_day,
    min_tokens,
    piece,
    render_packet,
    section_tokens,
)
from memstream.query_api.recall.result import Format, Intent
from memstream.query_api.recall.route import Route
from memstream.query_api.recall.score import PARTICULAR_INTENTS
from memstream.query_api.recall.voices import by_voice, named_speakers
from memstream.schemas.memory import Memory, excerpt_session
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
facts 600 and episodes 400 (the reference designs' ranges). The shares of the intents in
`BY_SCORE` (past, person, episodic) are not used: those packets are filled by score."""


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
    at: dict[str, int] = field(default_factory=dict)
    wholes: Mapping[str, Scored] = field(default_factory=dict)

    def cost(self, item: Scored) -> tuple[Piece, int]:
        """The item's piece (counted once) and what it would add now."""
        found = piece(self.fmt, item.memory)
        head = 0 if found.group in self.groups else found.head
        heading = 0 if item.section in self.spent else section_tokens(self.fmt, item.section)
        return found, heading + head + found.body

    def place(self, item: Scored, section_limit: int) -> bool:
        """Place the item if it fits the budget and its section's limit (see `_may_overrun`);
        an excerpt whose core is placed grows to the whole of it when that fits."""
        if item.memory.id in self.at:
            return self._grow(item, section_limit)
        if self.used + min_tokens(item.memory) > self.budget:
            return False  # cannot fit, whatever its exact count
        found, cost = self.cost(item)
        opened = item.section in self.spent
        spent = self.spent.get(item.section, 0) + cost
        over = spent > section_limit and (opened or not _may_overrun(item))
        if over or self.used + cost > self.budget:
            return False
        self.at[item.memory.id] = len(self.placed)
        self.placed.append(Placed(item, cost))
        self.used += cost
        self.spent[item.section] = spent
        self.groups.add(found.group)
        return True

    def _grow(self, item: Scored, section_limit: int) -> bool:
        """Show more turns of an excerpt already placed (the union of both views), if they
        fit; once whole, the excerpt reads as the whole chunk it is."""
        index = self.at[item.memory.id]
        old = self.placed[index]
        whole = self.wholes.get(item.memory.id)
        if whole is None:
            return True  # not an excerpt with views: already placed
        events = {*old.item.memory.provenance.event_ids, *item.memory.provenance.event_ids}
        shown = view_content(whole.memory, events)  # the view is made only once it fits
        extra = excerpt_body(self.fmt, shown) - piece(self.fmt, old.item.memory).body
        if extra <= 0:
            return True  # nothing new to show
        spent = self.spent[old.item.section] + extra
        if spent > section_limit or self.used + extra > self.budget:
            return False
        merged = view(whole.memory, events)
        grown = whole if merged.content == whole.memory.content else old.item
        grown = replace(grown, memory=merged, score=old.item.score)
        self.placed[index] = Placed(grown, old.tokens + extra)
        self.used += extra
        self.spent[old.item.section] = spent
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
    """Unmatched always-included memories wait for the second pass (the narrative does not,
    unless it is a digest of what the particular memories say, `score.is_digest`: however
    short, it takes only what the matches leave)."""
    if item.components.get("digest"):
        return False
    return not item.components.get("unmatched") or item.memory.key == NARRATIVE_KEY


BY_SCORE: Final = PARTICULAR_INTENTS
"""Intents whose packet is filled by score alone, with no first pass by shares: questions
about particular events or people. What answers them is the turns they ask about (a fact
learned from a candidate turn is shown as that turn, `turns_of_facts`); shares kept for
the other facts, the profile and the preferences took up to 55 % of the packet whatever
those scored against the excerpts."""


def _greedy(
    ranked: Mapping[Section, Sequence[Scored]],
    limits: Mapping[Section, int] | None,
    fill: _Fill,
) -> None:
    """A first pass by section within `limits`, then the best of the rest by score. With
    no limits (`BY_SCORE`), no first pass: everything by score, but what would wait for
    the second pass (`_first_pass`) still comes after the rest."""
    left: list[Scored] = []
    for section in SECTIONS:
        for item in ranked.get(section, ()):
            if limits is None or not _first_pass(item) or not fill.place(item, limits[section]):
                left.append(item)
    waits = limits is None
    left.sort(key=lambda item: (waits and not _first_pass(item), -item.score))
    for item in left:
        fill.place(item, fill.budget)


@dataclass(frozen=True, slots=True)
class Units:
    """What the fill places: items and excerpt views by section, and each excerpt whole."""

    ranked: dict[Section, list[Scored]]
    wholes: dict[str, Scored]


CUT_REACH: Final = 2
"""Excerpts are cut while the excerpts up to them could fill the budget this many times
over (the cores of later ones seldom find room)."""


def with_cores(
    ranked: Mapping[Section, Sequence[Scored]],
    forms: frozenset[str],
    rest: float,
    particular: bool = False,
    budget: int = 2000,
    names: frozenset[str] = frozenset(),
    edge: float = 0.0,
    likely: bool = False,
) -> Units:
    """Each excerpt as two units: its core (the turns the question matches, `excerpt.core_of`;
    `names`: the people the question names) at its score, and the whole of it at `rest`
    times its score; with `particular` (a question about particular events or people), a
    fact learned from one turn of a candidate excerpt is that turn, its dates noted on it
    (`turns_of_facts`); with `edge` > 0, the turn across an excerpt's edge that a core turn
    needs at `edge` times the excerpt's score (`edges.across_edges`); with `likely` (a
    question about what a named speaker would likely do), that speaker's statements of
    themself are core turns too (`excerpt.core_of`). Best first per section."""
    facts, notes = turns_of_facts(ranked, particular)
    units: dict[Section, list[Scored]] = {section: [] for section in ranked}
    wholes: dict[str, Scored] = {}
    places = by_place(ranked.get("episodes", ())) if edge > 0.0 else {}
    for section, items in ranked.items():
        reach = 0
        for item in items:
            if item.memory.id in facts:
                units["episodes"].append(facts[item.memory.id])
                continue
            if excerpt_session(item.memory) is not None:
                item = wholes[item.memory.id] = _noted(item, notes)
                reach += min_tokens(item.memory)
            cut = rest < 1.0 and reach <= CUT_REACH * budget
            core = core_of(item.memory, forms, names, likely) if cut else None
            if cut and places:
                units["episodes"].extend(across_edges(item, places, forms, names, edge))
            if core is not None:
                total = line_count(item.memory.content)
                reason = partial(cut_reason, core, total, forms, names, likely)
                reasons = with_reason(item.reasons, reason)
                units[section].append(_unit(item, core, item.score, reasons))
                item = _unit(item, item.memory, round(item.score * rest, 4), item.reasons)
            units[section].append(item)
    speakers = named_speakers((i for items in ranked.values() for i in items), names)
    units = {section: by_voice(found, speakers) for section, found in units.items()}
    return Units({s: sorted(u, key=lambda unit: -unit.score) for s, u in units.items()}, wholes)


def _unit(item: Scored, memory: Memory, score: float, reasons: Sequence[str]) -> Scored:
    """The item as another memory, score or reasons (`dataclasses.replace` costs twice as
    much, for each of a recall's ~90 units)."""
    return Scored(memory, item.section, score, item.components, reasons)


def _noted(item: Scored, notes: Mapping[str, str]) -> Scored:
    events = item.memory.provenance.event_ids
    if not notes or not any(notes.get(event) for event in events):
        return item
    return replace(item, memory=view(item.memory, events, notes))


def turns_of_facts(
    ranked: Mapping[Section, Sequence[Scored]], particular: bool
) -> tuple[dict[str, Scored], dict[str, str]]:
    """The facts learned from one turn of a candidate excerpt, each as a view of that turn
    (by the fact's id), and the notes (the facts' dates) by turn event."""
    if not particular:
        return {}, {}
    chunks = _chunks_by_event(ranked)
    found: list[tuple[Scored, Scored, str]] = []
    notes: dict[str, str] = {}
    for fact in ranked.get("facts", ()):
        events = fact.memory.provenance.event_ids
        chunk = chunks.get(events[0]) if len(events) == 1 else None
        if chunk is not None:
            found.append((fact, chunk, events[0]))
            notes[events[0]] = notes.get(events[0]) or _note(fact.memory, chunk.memory, events[0])
    reason = "shown as the turn it was learned from"
    turns = {
        fact.memory.id: replace(
            fact,
            memory=view(chunk.memory, {event}, notes),
            section="episodes",
            reasons=with_reason(fact.reasons, reason),
        )
        for fact, chunk, event in found
    }
    return turns, notes


def _chunks_by_event(ranked: Mapping[Section, Sequence[Scored]]) -> dict[str, Scored]:
    """The candidate excerpts by each event of their turns (the last one of an event wins),
    only for the events a fact was learned from alone (the only ones asked)."""
    wanted = {
        events[0]
        for fact in ranked.get("facts", ())
        if len(events := fact.memory.provenance.event_ids) == 1
    }
    chunks: dict[str, Scored] = {}
    if not wanted:
        return chunks
    for item in ranked.get("episodes", ()):
        found = [event for event in item.memory.provenance.event_ids if event in wanted]
        chunk = found and excerpt_session(item.memory) is not None
        if chunk and line_events(item.memory) is not None:
            chunks.update(dict.fromkeys(found, item))
    return chunks


def _note(fact: Memory, chunk: Memory, event: str) -> str:
    """The fact's dates as a note on its turn, but for those the turn or its excerpt's head
    already gives."""
    events = line_events(chunk) or []
    lines = chunk.content.splitlines()
    line = lines[events.index(event)] if event in events else ""
    return fact_note(fact, line, memory_day(chunk))


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
    ranked: Mapping[Section, Sequence[Scored]],
    route: Route,
    fmt: Format,
    budget: int,
    cores: tuple[frozenset[str], float] = (frozenset(), 1.0),
    particular: bool = False,
    names: frozenset[str] = frozenset(),
    edge: float = 0.0,
    likely: bool = False,
) -> Packet:
    """Choose what fits in `budget` tokens of the rendered packet, and render it. `cores`:
    the query's word forms and the weight of an excerpt's unmatched turns; `particular`: a
    question about particular events or people; `names`: the names it asks about; `edge`:
    the weight of the turn across an excerpt's edge; `likely`: a question about what is
    likely (see `with_cores`)."""
    units = with_cores(ranked, *cores, particular, budget, names, edge, likely)
    fill = _Fill(fmt, budget, frame_tokens(fmt), wholes=units.wholes)
    limits = None if route.intent in BY_SCORE else section_limits(route, budget)
    _greedy(units.ranked, limits, fill)
    placed = fill.placed
    dropped = len({unit.memory.id for group in units.ranked.values() for unit in group})
    dropped -= len(placed)
    text = render_packet(fmt, _chosen(placed))
    tokens = estimate_tokens(text)
    while tokens > budget:
        placed.pop()
        dropped += 1
        text = render_packet(fmt, _chosen(placed))
        tokens = estimate_tokens(text)
    return Packet(_by_section(placed), text, tokens, dropped)
