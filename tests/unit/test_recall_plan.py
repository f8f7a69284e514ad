"""What one recall reads, from its route: no route leaves facts or episodes unsearched."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.query_api.recall.plan import GatherPlan, plan_gather
from memstream.query_api.recall.query import understand
from memstream.query_api.recall.result import Ask
from memstream.query_api.recall.route import route
from memstream.schemas.memory import MemoryType

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def plan_for(query: str, session: str | None = None) -> tuple[str, GatherPlan]:
    request = Ask(query=query, session=session)
    chosen = route(query, session is not None)
    return chosen.intent, plan_gather(chosen, request, understand(query, NOW))


@pytest.mark.parametrize(
    ("query", "session"),
    [
        ("Explain TCP slow start last week", None),
        ("How do I sort a list in Python last month?", "s1"),
        ("上个月天气怎么样", None),
    ],
)
def test_every_route_searches_facts_and_episodes_in_the_period_asked(
    query: str, session: str | None
) -> None:
    _, plan = plan_for(query, session)
    assert plan.period is not None
    assert plan.period_types == (MemoryType.FACT, MemoryType.EPISODE)


@pytest.mark.parametrize("query", ["Explain TCP slow start", "周末去哪儿玩比较好？"])
def test_a_generic_question_with_words_searches_sessions_too(query: str) -> None:
    intent, plan = plan_for(query)
    assert intent == "generic"
    assert plan.sessions
    assert plan.always_types == (
        MemoryType.PROFILE,
        MemoryType.PREFERENCE,
        MemoryType.LESSON,
    )


def test_an_empty_question_searches_nothing() -> None:
    _, plan = plan_for("")
    assert not plan.sessions and not plan.dense
