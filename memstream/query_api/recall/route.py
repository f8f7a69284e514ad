"""Route a query to the memory types it needs, by rules (English and Chinese).

- "last time / previously / continue / 上次 / 之前 / 继续" favours episodes;
- "my project / my ... / 我的 / the user" favours facts and preferences;
- a question about past events ("when did", "what was", 什么时候…了, 曾经) searches
  episodes and facts; so does one about a named third person ("does Melanie",
  "Caroline's", 她的) — see `cues.py`. Neither fetches memories that do not match;
- a generic question gets only the profile and preferences;
- an active session adds (and favours) its working memory.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from memstream.query_api.recall.cues import past_cue, person_cue
from memstream.query_api.recall.result import Intent
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

_EPISODIC_EN: Final = re.compile(
    r"\b(last time|last session|last conversation|previously|previous (?:session|conversation"
    r"|chat|discussion)|continue|continuing|carry on|left off|pick up where|recap|yesterday"
    r"|we (?:discussed|talked about|worked on|were working on))\b"
)
_EPISODIC_ZH: Final = ("上次", "上回", "之前", "继续", "接着", "昨天", "我们聊过", "我们讨论")
_PERSONAL_EN: Final = re.compile(
    r"\b(my|mine|myself|our|about me|(?<!how )(?:do|did|am|was|have|had) i"
    r"|i (?:said|told|mentioned)"
    r"|the user|user's|user’s)\b"
)
_PERSONAL_ZH: Final = ("我的", "关于我", "我是", "我在", "我住", "我叫", "我们的", "用户")

_ALWAYS: Final[dict[MemoryType, float]] = {
    MemoryType.PROFILE: 1.0,
    MemoryType.PREFERENCE: 1.0,
    MemoryType.LESSON: 0.8,
}
_WEIGHTS: Final[dict[Intent, dict[MemoryType, float]]] = {
    "episodic": {**_ALWAYS, MemoryType.FACT: 0.6, MemoryType.EPISODE: 1.0},
    "personal": {**_ALWAYS, MemoryType.FACT: 1.0, MemoryType.EPISODE: 0.5},
    "past": {**_ALWAYS, MemoryType.FACT: 0.8, MemoryType.EPISODE: 1.0},
    "person": {**_ALWAYS, MemoryType.FACT: 1.0, MemoryType.EPISODE: 1.0},
    "session": {**_ALWAYS, MemoryType.FACT: 0.0, MemoryType.EPISODE: 0.0},
    "generic": {**_ALWAYS, MemoryType.FACT: 0.0, MemoryType.EPISODE: 0.0},
}
_RULES: Final[tuple[tuple[Intent, re.Pattern[str], tuple[str, ...]], ...]] = (
    ("episodic", _EPISODIC_EN, _EPISODIC_ZH),
    ("personal", _PERSONAL_EN, _PERSONAL_ZH),
)
REQUESTED_TYPE_WEIGHT: Final = 0.5
"""The weight of a type asked for explicitly (`types`) that the route would leave out."""


@dataclass(frozen=True, slots=True)
class Route:
    """The query's intent, the weight of each memory type, and the cue that decided it."""

    intent: Intent
    type_weights: Mapping[MemoryType, float]
    working_memory: bool
    cue: str | None = None

    def weight(self, memory_type: MemoryType) -> float:
        """The weight of a memory type (0 means: leave it out)."""
        return self.type_weights.get(memory_type, 0.0)


def _find_cue(text: str, pattern: re.Pattern[str], words: Sequence[str]) -> str | None:
    found = pattern.search(text)
    if found is not None:
        return found.group(0)
    return next((word for word in words if word in text), None)


def route(query: str, has_session: bool) -> Route:
    """Route a query: episodic, personal, past, person, session (working memory) or generic."""
    text = normalize(query)
    for intent, pattern, words in _RULES:
        cue = _find_cue(text, pattern, words)
        if cue is not None:
            return Route(intent, dict(_WEIGHTS[intent]), has_session, cue)
    for intent, found in (("past", past_cue(text)), ("person", person_cue(query))):
        if found is not None:
            return Route(intent, dict(_WEIGHTS[intent]), has_session, found)
    fallback: Intent = "session" if has_session else "generic"
    return Route(fallback, dict(_WEIGHTS[fallback]), has_session)


def restrict(chosen: Route, types: Sequence[MemoryType] | None) -> Route:
    """Keep only the requested types; a requested type the route left out gets a weight."""
    if types is None:
        return chosen
    weights = {
        memory_type: chosen.weight(memory_type) or REQUESTED_TYPE_WEIGHT for memory_type in types
    }
    return replace(chosen, type_weights=weights)
