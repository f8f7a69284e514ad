"""Links between excerpts that mention the same person, place or thing: a second hop. Pure.

A question about several sessions ("what have Caroline and Melanie both painted?", "where
did she move from?") is answered by excerpts that share a rare word with the excerpts
that match it, not with the question: the sunset of one session's painting and of
another's, the "home country" one turn names and another calls Sweden. Over the units
projection (`projections/units.py`: each excerpt keyed by its words and by what was
learned from its turns), the excerpts that match the question best are the seeds; the
rare words the seeds share with other excerpts (held by at least two units and by few
of them: a speaker's name or a word of every session links nothing) are the links; an
excerpt holding them is found, with a strength that grows with the share of the
question's and the links' weight it holds. The seeds themselves are left to the
keyword and dense searches. The reads go through the port (`UnitSearch`).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol

from memstream.stems import stem

if TYPE_CHECKING:
    from memstream.query_api.recall.signals import SignalQuery, Strengths

Postings = Sequence[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class LinkConfig:
    """How many seeds and links, and how rare a link must be."""

    seeds: int = 5
    links: int = 8
    max_share: float = 0.05
    """A word in more than this share of a user's units links nothing."""
    min_units: int = 3
    """... nor one in fewer units than this floor of the share's bound."""


LINKS: Final = LinkConfig()


class UnitPort(Protocol):
    """The reads of the units projection the signal uses."""

    def units(self, tenant: str, user: str) -> int: ...  # noqa: D102
    def postings(self, tenant: str, user: str, terms: Sequence[str]) -> Postings: ...  # noqa: D102
    def keys(self, tenant: str, user: str, units: Sequence[str]) -> Postings: ...  # noqa: D102
    def frequencies(  # noqa: D102
        self, tenant: str, user: str, terms: Sequence[str]
    ) -> dict[str, int]: ...


def idf(units: int, df: int) -> float:
    """How rare a word is among a user's units (0 for a word in every one)."""
    return math.log(1.0 + units / df) if df > 0 else 0.0


def by_unit(postings: Postings) -> dict[str, set[str]]:
    """The terms each unit holds."""
    held: dict[str, set[str]] = defaultdict(set)
    for unit, term in postings:
        held[unit].add(term)
    return held


def doc_freq(postings: Postings) -> dict[str, int]:
    """How many units hold each term."""
    counts: dict[str, int] = defaultdict(int)
    for _, term in set(postings):
        counts[term] += 1
    return counts


def match(held: Mapping[str, set[str]], weights: Mapping[str, float]) -> dict[str, float]:
    """Each unit's weight of the terms it holds."""
    return {unit: sum(weights.get(term, 0.0) for term in terms) for unit, terms in held.items()}


def seeds_of(scores: Mapping[str, float], count: int) -> list[str]:
    """The best-matching units (ties by id, so the choice is stable)."""
    ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    return [unit for unit, score in ranked[:count] if score > 0.0]


def link_weights(
    seed_keys: Mapping[str, set[str]],
    frequencies: Mapping[str, int],
    units: int,
    config: LinkConfig = LINKS,
) -> dict[str, float]:
    """The rare words the seeds hold (not the question's), weighted by rarity and by how
    many seeds hold them; at most `config.links`."""
    bound = max(config.min_units, int(config.max_share * units))
    counts: dict[str, int] = defaultdict(int)
    for terms in seed_keys.values():
        for term in terms:
            counts[term] += 1
    weights = {
        term: count * idf(units, frequencies[term])
        for term, count in counts.items()
        if 2 <= frequencies.get(term, 0) <= bound
    }
    best = sorted(weights.items(), key=lambda item: (-item[1], item[0]))[: config.links]
    return dict(best)


def strengths(
    found: Mapping[str, set[str]],
    weights: Mapping[str, float],
    links: Mapping[str, float],
    seeds: Iterable[str],
) -> list[tuple[str, float]]:
    """Units other than the seeds that hold a link, by the share of the weight (question
    and links) they hold, best first."""
    total = sum(weights.values())
    skip = set(seeds)
    linking = {u: t for u, t in found.items() if u not in skip and t & links.keys()}
    scored = match(linking, weights)
    if total <= 0.0:
        return []
    ranked = sorted(scored.items(), key=lambda item: (-item[1], item[0]))
    import os  # EXPERIMENT
    if os.environ.get("X_NORM") == "max" and ranked:
        total = ranked[0][1]
    return [(unit, round(score / total, 4)) for unit, score in ranked if score > 0.0]


def query_stems(terms: Iterable[str]) -> list[str]:
    """The question's terms as the units are keyed (stems), each once."""
    return list(dict.fromkeys(stem(term) for term in terms))


def linked(port: Any, query: SignalQuery, config: LinkConfig = LINKS) -> Strengths:
    """The `linked` signal: units that share the seeds' rare words, by strength."""
    terms = query_stems(query.terms)
    if not terms:
        return []
    tenant, user = query.tenant, query.user
    units = port.units(tenant, user)
    asked = port.postings(tenant, user, terms)
    q_weights = {term: idf(units, df) for term, df in doc_freq(asked).items()}
    seeds = seeds_of(match(by_unit(asked), q_weights), config.seeds)
    if not seeds:
        return []
    seed_keys = {u: t - set(terms) for u, t in by_unit(port.keys(tenant, user, seeds)).items()}
    candidates = sorted({term for held in seed_keys.values() for term in held})
    frequencies = port.frequencies(tenant, user, candidates)
    links = link_weights(seed_keys, frequencies, units, config)
    if not links:
        return []
    found = by_unit([*asked, *port.postings(tenant, user, list(links))])
    return strengths(found, q_weights | links, links, seeds)[: query.limit]
