"""A recall signal declared once (a gather source and its weight) enters recall end to end."""

from __future__ import annotations

from dataclasses import dataclass, field

from memstream.query_api.models import RecallRequest
from memstream.query_api.recall.signals import Signal, SignalQuery, Strengths, bind
from memstream.query_api.service import RecallService
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_score import NOW, make_memory
from tests.unit.test_recall_service import FakeReader

TRIP = make_memory("Booked the ferry to Hydra for May", MemoryType.FACT)
HOTEL = make_memory("The hotel in Hydra has a sea view", MemoryType.FACT)


@dataclass
class Places:
    """A projection's query port: memories by the place names they mention (a made-up index)."""

    places: dict[str, list[str]]
    asked: list[SignalQuery] = field(default_factory=list)

    def mentioning(self, query: SignalQuery) -> Strengths:
        self.asked.append(query)
        return [(memory_id, 1.0) for memory_id in self.places.get(query.text.lower(), [])]


PLACES = Signal("place", "places", lambda port, query: port.mentioning(query), weight=0.6)


def service(port: Places) -> RecallService:
    reader = FakeReader([TRIP, HOTEL])
    signals = bind([PLACES], {"places": port})
    return RecallService(reader, None, None, lambda: NOW, signals=signals)


async def test_a_memory_only_a_signal_finds_is_recalled_with_its_score_part() -> None:
    port = Places({"greek islands": [HOTEL.id]})
    request = RecallRequest(tenant="t", user="u", query="greek islands", embed_query=False)
    answer = await service(port).recall(request)
    [hit] = [hit for hit in answer.facts if hit.memory_id == HOTEL.id]
    assert hit.components["place"] == 0.6
    assert hit.components["relevance"] == 0.6
    assert [q.text for q in port.asked] == ["greek islands"]
    assert all(h.memory_id != TRIP.id for h in answer.facts)


async def test_a_signal_adds_to_what_the_other_reads_found() -> None:
    question = "hotel sea view hydra"  # the hotel matches every word, the trip one
    request = RecallRequest(tenant="t", user="u", query=question, embed_query=False)
    plain = await service(Places({})).recall(request)
    lifted = await service(Places({question: [TRIP.id]})).recall(request)
    before = {h.memory_id: h.components["relevance"] for h in plain.facts}
    after = {h.memory_id: h.components["relevance"] for h in lifted.facts}
    assert after[TRIP.id] > before.get(TRIP.id, 0.0)
    assert after[HOTEL.id] == before[HOTEL.id]
