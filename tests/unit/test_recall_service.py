from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

import pytest

from memstream.ports import MemoryHistoryView
from memstream.processors.narrative import NARRATIVE_KEY, feeds_narrative, narrative
from memstream.query_api.models import RecallRequest
from memstream.query_api.recall.query import MAX_QUERY_TERMS
from memstream.query_api.service import DENSE_UNAVAILABLE, RecallService
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryType, excerpt_session
from memstream.text import estimate_tokens, tokenize
from tests.unit.test_recall_score import NOW, make_memory


@dataclass
class FakeReader:
    """The read models as a list; records the keyword tokens it was asked for."""

    memories: list[Memory]
    keyword_calls: list[tuple[str, ...]] = field(default_factory=list)

    def _mine(self, tenant: str, user: str) -> list[Memory]:
        return [m for m in self.memories if (m.scope.tenant, m.scope.user) == (tenant, user)]

    def by_types(
        self, tenant: str, user: str, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        found = [m for m in self._mine(tenant, user) if m.type in types]
        return sorted(found, key=lambda m: m.last_seen, reverse=True)[:limit]

    def narrated(self, tenant: str, user: str) -> list[Memory]:
        return [m for m in self._mine(tenant, user) if feeds_narrative(m)]

    def keyword_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> list[tuple[Memory, float, tuple[str, ...]]]:
        self.keyword_calls.append(tuple(tokens))
        return self._matches(tenant, user, tokens)[:limit]

    def _matches(
        self, tenant: str, user: str, tokens: Sequence[str]
    ) -> list[tuple[Memory, float, tuple[str, ...]]]:
        hits = []
        for memory in self._mine(tenant, user):
            own = set(tokenize(memory.content))
            matched = tuple(token for token in dict.fromkeys(tokens) if token in own)
            if matched:
                hits.append((memory, len(matched) / len(set(tokens)), matched))
        return sorted(hits, key=lambda hit: -hit[1])

    def session_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> list[tuple[str, float]]:
        scores: dict[str, float] = {}
        for memory, share, _ in self._matches(tenant, user, tokens):
            session = excerpt_session(memory)
            if session is not None:
                scores[session] = max(scores.get(session, 0.0), share)
        return sorted(scores.items(), key=lambda pair: -pair[1])[:limit]

    def in_session(self, tenant: str, user: str, session: str, limit: int) -> list[Memory]:
        found = [
            m
            for m in self._mine(tenant, user)
            if m.level == "session" and m.scope.session == session
        ]
        return found[:limit]

    def in_period(
        self,
        tenant: str,
        user: str,
        types: Sequence[MemoryType],
        days: tuple[date, date],
        limit: int,
    ) -> list[Memory]:
        start, end = days
        found = [
            m
            for m in self._mine(tenant, user)
            if m.type in types and start <= m.valid_from.date() <= end
        ]
        return found[:limit]

    def get_many(self, tenant: str, user: str, ids: Sequence[str]) -> list[Memory]:
        return [m for m in self._mine(tenant, user) if m.id in ids]

    def profile(self, tenant: str, user: str) -> dict[str, str]:
        return {}

    def list_memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> Sequence[MemoryHistoryView]:
        return []


@dataclass
class FakeVectors:
    """Dense search that returns fixed cosines, or fails."""

    cosines: dict[str, float]
    error: Exception | None = None

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        if self.error is not None:
            raise self.error
        return sorted(self.cosines.items(), key=lambda item: -item[1])[:limit]


class FakeEmbedder:
    def embed_query(self, text: str) -> list[float]:
        return [1.0, 0.0]


PREFERENCE = make_memory("Prefers concise answers", MemoryType.PREFERENCE)
PROFILE = make_memory("Name is Ada", MemoryType.PROFILE)
FACT = make_memory("Project Atlas is a Rust compiler", days_ago=3)
DENSE_FACT = make_memory("Works at a fintech startup", days_ago=2)
EPISODE = make_memory("Refactored the Atlas parser", MemoryType.EPISODE, days_ago=5)
STRANGER = make_memory("Project Atlas is secret", scope=Scope(tenant="t", user="other"))
ALL = [PREFERENCE, PROFILE, FACT, DENSE_FACT, EPISODE, STRANGER]
TOLD = narrative("t", "u", [m for m in ALL if m is not STRANGER])
"""The narrative recall renders from u's profile, preference and facts when it reads."""


def service(vectors: FakeVectors | None = None, reader: FakeReader | None = None) -> RecallService:
    return RecallService(
        reader or FakeReader(list(ALL)),
        vectors,
        FakeEmbedder(),
        clock=lambda: NOW,
    )


async def test_recall_fuses_keyword_dense_and_structured_results() -> None:
    vectors = FakeVectors({DENSE_FACT.id: 0.55, FACT.id: 0.3})
    response = await service(vectors).recall(
        RecallRequest(tenant="t", user="u", query="what is my project atlas?", format="markdown")
    )
    assert TOLD is not None and "Ada" in TOLD.content and "secret" not in TOLD.content
    assert [hit.content for hit in response.profile] == [TOLD.content, "Name is Ada"]
    assert response.profile[0].key == NARRATIVE_KEY and response.profile[0].tokens > 0
    assert [hit.content for hit in response.preferences] == ["Prefers concise answers"]
    facts = {hit.content: hit for hit in response.facts}
    assert list(facts) == ["Project Atlas is a Rust compiler", "Works at a fintech startup"]
    assert "keyword match: project, atlas" in facts["Project Atlas is a Rust compiler"].reasons
    assert "semantic similarity 0.55" in facts["Works at a fintech startup"].reasons
    assert response.route.intent == "personal"
    assert response.degraded == []
    assert "Project Atlas is secret" not in response.packet
    assert response.packet_tokens == estimate_tokens(response.packet) <= response.token_budget


async def test_without_dense_search_recall_answers_and_says_so() -> None:
    request = RecallRequest(tenant="t", user="u", query="my project atlas")
    absent = await service(None).recall(request)
    assert absent.degraded == [DENSE_UNAVAILABLE]
    assert [hit.content for hit in absent.facts] == [
        "Project Atlas is a Rust compiler",  # matches the keywords
        "Works at a fintech startup",  # the most recent fact
    ]
    failing = await service(FakeVectors({}, error=TimeoutError("qdrant"))).recall(request)
    assert failing.degraded == [f"{DENSE_UNAVAILABLE}: TimeoutError"]
    assert failing.facts == absent.facts


async def test_embed_query_false_skips_dense_search_without_degrading() -> None:
    request = RecallRequest(tenant="t", user="u", query="my project atlas", embed_query=False)
    failing = FakeVectors({DENSE_FACT.id: 0.9}, error=AssertionError("dense search was called"))
    response = await service(failing).recall(request)
    assert response.degraded == []
    assert all("semantic similarity" not in r for hit in response.facts for r in hit.reasons)
    assert "Project Atlas is a Rust compiler" in [hit.content for hit in response.facts]


async def test_an_empty_query_reads_structured_memory_only() -> None:
    reader = FakeReader(list(ALL))
    response = await service(FakeVectors({FACT.id: 0.9}), reader).recall(
        RecallRequest(tenant="t", user="u", query="  ")
    )
    assert reader.keyword_calls == []
    assert response.degraded == []
    assert response.route.intent == "generic"
    assert response.facts == response.episodes == []
    assert [hit.key for hit in response.profile] == [NARRATIVE_KEY, PROFILE.key]
    assert len(response.preferences) == 1


async def test_episodic_recall_brings_recent_episodes_and_chinese_tokens() -> None:
    reader = FakeReader(list(ALL))
    response = await service(None, reader).recall(
        RecallRequest(tenant="t", user="u", query="上次我们做了什么？", format="system_prompt")
    )
    assert response.route.intent == "episodic"
    assert [hit.content for hit in response.episodes] == ["Refactored the Atlas parser"]
    assert "recent episode" in response.episodes[0].reasons
    assert reader.keyword_calls == [tuple(dict.fromkeys(tokenize("上次我们做了什么？")))]


async def test_now_comes_from_the_request_or_the_clock() -> None:
    request = RecallRequest(tenant="t", user="u", query="")
    by_clock = await service().recall(request)
    assert "confidence 0.80, last seen 1 day ago" in by_clock.profile[1].reasons
    later = request.model_copy(update={"at": NOW + timedelta(days=9)})
    by_request = await service().recall(later)
    assert "confidence 0.80, last seen 10 days ago" in by_request.profile[1].reasons


async def test_a_tiny_budget_is_respected_and_the_rest_counted_as_dropped() -> None:
    response = await service(None).recall(
        RecallRequest(tenant="t", user="u", query="my atlas project", token_budget=50)
    )
    sections = (response.profile, response.preferences, response.facts, response.episodes)
    chosen = sum(len(hits) for hits in sections)
    assert response.packet_tokens <= 50
    assert chosen >= 1
    # Eligible: the narrative, the profile, the preference, both (recent) facts and the
    # Atlas episode.
    assert response.dropped == 6 - chosen


async def test_a_personal_question_brings_the_most_recent_facts_even_without_a_match() -> None:
    response = await service(None).recall(
        RecallRequest(tenant="t", user="u", query="What do you know about me?")
    )
    assert response.route.intent == "personal"
    facts = {hit.content: hit.reasons for hit in response.facts}
    assert set(facts) == {"Project Atlas is a Rust compiler", "Works at a fintech startup"}
    assert all("recent fact" in reasons for reasons in facts.values())


async def test_a_request_can_ask_recall_to_ignore_memory() -> None:
    reader = FakeReader(list(ALL))
    for query in ("my project atlas", "我的项目"):
        request = RecallRequest(tenant="t", user="u", query=query, ignore_memory=True)
        response = await service(FakeVectors({FACT.id: 0.9}), reader).recall(request)
        assert response.memory_ignored
        assert response.packet == "" and response.packet_tokens == 0
        assert response.profile == response.facts == response.episodes == []
        assert response.notes == ["memory ignored at the request's asking: nothing was recalled"]
    assert reader.keyword_calls == []


async def test_a_long_query_is_bounded_in_length_and_terms() -> None:
    reader = FakeReader(list(ALL))
    # Within the edge's length limit (longer queries are refused with 422 before recall).
    words = " ".join(f"w{i}" for i in range(700))
    chinese = "".join(chr(0x4E00 + (i * 7) % 20000) for i in range(3900))
    for query in (words, chinese):
        response = await service(None, reader).recall(
            RecallRequest(tenant="t", user="u", query=query)
        )
        assert "query cut to its first characters (too long)" in response.notes
    assert all(len(call) <= MAX_QUERY_TERMS for call in reader.keyword_calls)


async def test_working_memory_is_its_own_section() -> None:
    goal = make_memory(
        "目标：发布 Atlas", level="session", scope=Scope(tenant="t", user="u", session="s1")
    )
    reader = FakeReader([*ALL, goal])
    response = await service(None, reader).recall(
        RecallRequest(tenant="t", user="u", query="继续", session="s1", format="markdown")
    )
    assert [hit.content for hit in response.working_memory] == ["目标：发布 Atlas"]
    assert "## This session\n- 目标：发布 Atlas" in response.packet


async def test_the_second_hop_follows_names_the_first_hits_mention() -> None:
    met = make_memory("Ann met Oscar at the parade", MemoryType.EPISODE)
    tip = make_memory("Oscar recommended the book Dune", MemoryType.EPISODE)
    reader = FakeReader([met, tip])
    response = await service(None, reader).recall(
        RecallRequest(tenant="t", user="u", query="Who did Ann meet at the parade?")
    )
    hits = {hit.content: hit.reasons for hit in response.episodes}
    assert "second hop: mentions 'oscar', named by the first hits" in hits[tip.content]
    assert "second hop via oscar" in response.notes
    assert reader.keyword_calls[-1][-1] == "oscar"


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("Ann: the trail to the summit was steep", "When did Ann walk the trail to the summit?"),
        ("安：去山顶的小路很陡", "安什么时候走小路去山顶的？"),
    ],
)
async def test_an_excerpt_says_when_its_whole_session_matches(said: str, question: str) -> None:
    chunk = make_memory(
        said, MemoryType.EPISODE, attributes={"kind": "chunk", "session": "hike"}, days_ago=9
    )
    response = await service(None, FakeReader([chunk])).recall(
        RecallRequest(tenant="t", user="u", query=question)
    )
    [hit] = response.episodes
    assert hit.components["session_match"] > 0.0
    assert any(r.startswith("its session as a whole matches the question") for r in hit.reasons)


async def test_the_narrative_is_rendered_when_read_and_shown_first() -> None:
    reader = FakeReader(list(ALL))
    first = await service(None, reader).recall(RecallRequest(tenant="t", user="u", query=""))
    assert first.profile[0].key == NARRATIVE_KEY
    assert first.packet.index(first.profile[0].content) < first.packet.index("Name is Ada")
    moved = make_memory("Lives in Lisbon", MemoryType.PROFILE, key="profile.location")
    reader.memories.append(moved)
    again = await service(None, reader).recall(RecallRequest(tenant="t", user="u", query=""))
    assert "Lisbon" in again.profile[0].content and "Lisbon" not in first.profile[0].content


async def test_a_route_without_profiles_reads_no_narrative() -> None:
    request = RecallRequest(tenant="t", user="u", query="", types=[MemoryType.FACT])
    response = await service(None).recall(request)
    assert all(hit.key != NARRATIVE_KEY for hit in response.profile + response.facts)
