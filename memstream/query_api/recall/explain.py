"""Why a memory was chosen, in words: why included, what matched, why it is trusted. Pure.

The words come from what the sources measured (the keyword search says which query terms
a memory matched), so explaining a hit never re-reads its text.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Final

from memstream.query_api.recall.found import (
    ALWAYS_INCLUDED,
    NARRATIVE_KEY,
    Found,
    RecallContext,
    Section,
    is_working_memory,
)
from memstream.query_api.recall.query import mentions
from memstream.schemas.memory import Memory

_DIGEST_REASON: Final = {
    False: "session summary: an excerpt that matches alike ranks first",
    True: "profile narrative: the facts it restates rank first for this question",
}


def _age_words(memory: Memory, now: datetime) -> str:
    days = int(max(0.0, (now - memory.last_seen).total_seconds()) // 86400)
    return "last seen today" if days == 0 else f"last seen {days} day{'s' * (days != 1)} ago"


def _why_included(
    found: Found, section: Section, components: Mapping[str, float], ctx: RecallContext
) -> list[str]:
    memory, route = found.memory, ctx.route
    if is_working_memory(memory, ctx.session):
        return ["working memory of this session"]
    if memory.key == NARRATIVE_KEY:
        return ["profile narrative: shown first when it fits"]
    if section in ALWAYS_INCLUDED:
        tail = " (no match: ranked below matches)" if components.get("unmatched") else ""
        return [f"{memory.type.value}: always included{tail}"]
    cue = f" (cue '{route.cue}')" if route.cue else ""
    reasons = [f"route {route.intent}{cue}: {section} weight {components['type']:.1f}"]
    if "recent" in found.origins:
        reasons.append(f"recent {memory.type.value}")
    return reasons


def _why_matched(found: Found, components: Mapping[str, float], ctx: RecallContext) -> list[str]:
    reasons = []
    if components["keyword"] > 0.0:
        detail = ", ".join(found.matched) if found.matched else f"score {components['keyword']:.2f}"
        reasons.append(f"keyword match: {detail}")
    if components["semantic"] > 0.0 and found.cosine is not None:
        reasons.append(f"semantic similarity {found.cosine:.2f}")
    if found.hop is not None:
        reasons.append(f"second hop: mentions '{found.hop}', named by the first hits")
    if found.instance is not None:
        reasons.append(f"names '{found.instance}', of the kind the question asks about")
    if components.get("entity"):
        names = ", ".join(mentions(found.memory.content, ctx.query.entities))
        reasons.append(f"mentions {names}")
    if components.get("period") and ctx.query.period is not None:
        reasons.append(f"dated within {ctx.query.period.describe()}")
    if components.get("digest"):
        reasons.append(_DIGEST_REASON[found.memory.key == NARRATIVE_KEY])
    if components.get("policy", 1.0) < 1.0:
        reasons.append(f"recall policy weight {components['policy']:.2f}")
    return reasons


def _why_trusted(memory: Memory, now: datetime) -> list[str]:
    reasons = []
    if memory.pinned:
        reasons.append("pinned")
    if memory.importance >= 0.7:
        reasons.append(f"high importance {memory.importance:.2f}")
    if memory.provenance.explicit and memory.provenance.speaker in ("user", "app"):
        reasons.append(f"stated explicitly by the {memory.provenance.speaker}")
    if memory.evidence_count > 1:
        reasons.append(f"seen {memory.evidence_count} times")
    reasons.append(f"confidence {memory.confidence:.2f}, {_age_words(memory, now)}")
    return reasons


def explain(
    found: Found, section: Section, components: Mapping[str, float], ctx: RecallContext
) -> list[str]:
    """Human-readable reasons: why included, what matched, and why it is trusted."""
    return [
        *_why_included(found, section, components, ctx),
        *_why_matched(found, components, ctx),
        *_why_trusted(found.memory, ctx.now),
    ]
