from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memstream.query_api.recall.query import understand
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import (
    NARRATIVE_KEY,
    Found,
    RecallContext,
    Scored,
    ScoringConfig,
    calibrate_keyword,
    components_of,
    recency,
    score,
)
from memstream.schemas.base import Scope
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make_memory(
    content: str,
    memory_type: MemoryType = MemoryType.FACT,
    *,
    days_ago: float = 1.0,
    scope: Scope | None = None,
    **changes: Any,
) -> Memory:
    """A memory for tests: active, user-level, seen `days_ago` before NOW."""
    seen = NOW - timedelta(days=days_ago)
    fields: dict[str, Any] = {
        "id": derive_id("test", memory_type.value, content),
        "version": 1,
        "scope": scope or Scope(tenant="t", user="u"),
        "type": memory_type,
        "key": f"{memory_type.value}.key",
        "value": content,
        "content": content,
        "confidence": 0.8,
        "importance": 0.5,
        "status": MemoryStatus.ACTIVE,
        "provenance": Provenance(event_ids=["e1"], matcher="test", matcher_version="1"),
        "first_seen": seen,
        "last_seen": seen,
        "valid_from": seen,
    }
    fields.update(changes)
    return Memory(**fields)


def context(query: str = "", *, session: str | None = None, **changes: Any) -> RecallContext:
    """The context of a recall for tenant t, user u at NOW."""
    fields: dict[str, Any] = {
        "tenant": "t",
        "user": "u",
        "route": route(query, session is not None),
        "now": NOW,
        "query": understand(query, NOW),
        "session": session,
    }
    fields.update(changes)
    return RecallContext(**fields)


def scored(found: Found, ctx: RecallContext) -> Scored:
    result = score(found, ctx)
    assert result is not None
    return result


def test_keyword_match_ranks_higher_and_says_which_words() -> None:
    ctx = context("my python project")
    atlas = make_memory("Project Atlas is written in Python")
    matching = scored(Found(atlas, keyword=0.67, matched=("python", "project")), ctx)
    other = scored(Found(make_memory("Has a dog named Biscuit"), keyword=0.1), ctx)
    assert matching.score > other.score
    assert "keyword match: python, project" in matching.reasons
    assert "keyword match: score 0.10" in other.reasons


def test_semantic_similarity_is_explained_with_the_cosine() -> None:
    ctx = context("what is my job")
    hit = scored(Found(make_memory("Works as a backend engineer"), cosine=0.71), ctx)
    assert "semantic similarity 0.71" in hit.reasons
    assert hit.components["semantic"] == 1.0
    weak = score(Found(make_memory("Likes hiking"), cosine=0.1), ctx)
    assert weak is None  # below the semantic floor and no keyword: not relevant


def test_profile_and_preferences_are_always_included() -> None:
    ctx = context("Explain TCP slow start")
    profile = scored(Found(make_memory("Name is Ada", MemoryType.PROFILE)), ctx)
    preference = scored(Found(make_memory("Prefers short answers", MemoryType.PREFERENCE)), ctx)
    # Neither matches the question: included, but ranked below what matches.
    assert profile.reasons[0] == "profile: always included (no match: ranked below matches)"
    assert preference.reasons[0] == "preference: always included (no match: ranked below matches)"
    assert profile.section == "profile"
    assert preference.section == "preferences"


def test_pinned_and_important_memories_score_higher() -> None:
    ctx = context("")
    plain = scored(Found(make_memory("Prefers tea", MemoryType.PREFERENCE)), ctx)
    pinned = scored(
        Found(make_memory("Prefers coffee", MemoryType.PREFERENCE, pinned=True, importance=0.9)),
        ctx,
    )
    assert pinned.score > plain.score
    assert "pinned" in pinned.reasons
    assert "high importance 0.90" in pinned.reasons


def test_recency_halves_per_half_life_and_newer_wins() -> None:
    config = ScoringConfig()
    fresh = make_memory("Fresh episode", MemoryType.EPISODE, days_ago=0.0)
    old = make_memory("Old episode", MemoryType.EPISODE, days_ago=30.0)
    assert recency(fresh, NOW, config) == 1.0
    assert abs(recency(old, NOW, config) - 0.5) < 1e-9
    future = make_memory("Seen after now", MemoryType.EPISODE, days_ago=-3.0)
    assert recency(future, NOW, config) == 1.0
    ctx = context("what did we do last time")
    newer = scored(Found(fresh, origins=frozenset({"recent"})), ctx)
    older = scored(Found(old, origins=frozenset({"recent"})), ctx)
    assert newer.score > older.score
    assert "recent episode" in newer.reasons
    assert any(reason.startswith("route episodic (cue 'last time')") for reason in newer.reasons)


def test_out_of_scope_memories_are_never_scored() -> None:
    ctx = context("my project", workspace="w1")
    other_tenant = make_memory("x project", scope=Scope(tenant="t2", user="u"))
    other_user = make_memory("y project", scope=Scope(tenant="t", user="u2"))
    inactive = make_memory("z project", status=MemoryStatus.SUPERSEDED)
    other_workspace = make_memory("w project", scope=Scope(tenant="t", user="u", workspace="w2"))
    for memory in (other_tenant, other_user, inactive, other_workspace):
        assert score(Found(memory, keyword=1.0), ctx) is None
    same_workspace = make_memory("v project", scope=Scope(tenant="t", user="u", workspace="w1"))
    assert score(Found(same_workspace, keyword=1.0), ctx) is not None


def test_working_memory_belongs_to_its_session() -> None:
    mine = make_memory(
        "Goal: ship the release", level="session", scope=Scope(tenant="t", user="u", session="s1")
    )
    theirs = make_memory(
        "Goal: fix CI", level="session", scope=Scope(tenant="t", user="u", session="s0")
    )
    ctx = context("Explain TCP", session="s1")
    hit = scored(Found(mine), ctx)
    assert hit.reasons[0] == "working memory of this session"
    assert hit.components["working_memory"] == 1.0
    assert score(Found(theirs), ctx) is None
    assert score(Found(mine), context("Explain TCP")) is None


def test_a_generic_question_lets_in_any_fact_it_matches_and_none_it_does_not() -> None:
    ctx = context("How do I deploy atlas?")
    weak = scored(Found(make_memory("Atlas runs on k8s"), keyword=0.2), ctx)
    assert weak.components["type"] == ctx.route.weight(MemoryType.FACT) > 0.0
    assert weak.reasons[0].startswith("route generic: facts weight")
    meaning = scored(Found(make_memory("Allergic to peanuts"), cosine=0.35), ctx)
    assert meaning.components["semantic"] > 0.0
    assert score(Found(make_memory("Has a dog named Biscuit")), ctx) is None


def test_a_chinese_generic_question_lets_in_the_episode_it_matches() -> None:
    ctx = context("周末去哪儿玩比较好？")
    assert ctx.route.intent == "generic"
    found = Found(make_memory("周末一般去爬山", MemoryType.EPISODE), keyword=0.3, matched=("周末",))
    assert scored(found, ctx).components["type"] > 0.0
    assert score(Found(make_memory("周末一般去爬山", MemoryType.EPISODE)), ctx) is None


def test_reasons_cover_provenance_evidence_and_age() -> None:
    ctx = context("")
    memory = make_memory("Prefers dark mode", MemoryType.PREFERENCE, evidence_count=3, days_ago=2)
    hit = scored(Found(memory), ctx)
    assert "stated explicitly by the user" in hit.reasons
    assert "seen 3 times" in hit.reasons
    assert "confidence 0.80, last seen 2 days ago" in hit.reasons


def test_unmatched_profile_and_preferences_rank_below_matching_episodes() -> None:
    ctx = context("when did caroline go to the support group")
    preference = scored(Found(make_memory("Likes camping trips", MemoryType.PREFERENCE)), ctx)
    fresh = make_memory("Caroline: I went to the LGBTQ support group", MemoryType.EPISODE)
    chunk = scored(Found(fresh, keyword=0.4), ctx)
    assert chunk.score > preference.score
    assert preference.components["unmatched"] == 1.0
    assert preference.reasons[0] == "preference: always included (no match: ranked below matches)"
    # A preference the query matches keeps its full score; so does one with no query words.
    camping = scored(
        Found(make_memory("Likes camping trips", MemoryType.PREFERENCE), keyword=0.2),
        context("camping"),
    )
    assert camping.components["unmatched"] == 0.0
    assert (
        scored(Found(make_memory("Likes tea", MemoryType.PREFERENCE)), context("")).components[
            "unmatched"
        ]
        == 0.0
    )


def test_the_dense_signal_counts_by_its_weight_and_keywords_by_theirs() -> None:
    ctx = context("what is my job")
    memory = make_memory("Works as a backend engineer")
    full = ScoringConfig(dense_weight=1.0)
    half = ScoringConfig(dense_weight=0.5)
    assert components_of(Found(memory, cosine=0.6), replace(ctx, config=full))["relevance"] == 1.0
    assert components_of(Found(memory, cosine=0.6), replace(ctx, config=half))["relevance"] == 0.5
    both = components_of(Found(memory, keyword=0.5, cosine=0.6), replace(ctx, config=half))
    assert both["relevance"] == 0.75  # 1 - (1 - 0.5) * (1 - 0.5)


def test_names_in_the_question_favour_memories_that_mention_them() -> None:
    for question, name, other in (
        ("What did Caroline paint?", "Caroline painted a sunset", "Melanie painted a lake"),
        ("王芳以前画过什么？", "王芳画了一幅日落", "李雷画了一个湖"),
    ):
        ctx = context(question)
        named = scored(Found(make_memory(name, MemoryType.EPISODE), keyword=0.5), ctx)
        unnamed = scored(Found(make_memory(other, MemoryType.EPISODE), keyword=0.5), ctx)
        assert named.components["entity"] == 1.0, question
        assert unnamed.components["entity"] == 0.0, question
        assert named.score > unnamed.score
        assert any(reason.startswith("mentions ") for reason in named.reasons)


def test_a_period_in_the_question_favours_memories_dated_within_it() -> None:
    for question in ("What did Ann do in May 2023?", "我在2023年5月做了什么？"):
        ctx = context(question)
        may = make_memory(
            "Ann ran a marathon", MemoryType.FACT, attributes={"dates": ["2023-05-14"]}
        )
        june = make_memory("Ann ran a race", MemoryType.FACT, attributes={"dates": ["2023-06-02"]})
        inside = scored(Found(may, keyword=0.3), ctx)
        outside = scored(Found(june, keyword=0.3), ctx)
        assert inside.components["period"] == 1.0 and outside.components["period"] == 0.0
        assert inside.score > outside.score
        assert any(reason.startswith("dated within '") for reason in inside.reasons)
        episode = make_memory(
            "Ann trained", MemoryType.EPISODE, attributes={"started_at": "2023-05-02T10:00:00Z"}
        )
        found_by_period = scored(Found(episode, origins=frozenset({"period"})), ctx)
        assert found_by_period.components["period"] == 1.0


def test_a_second_hop_is_discounted_and_says_so() -> None:
    ctx = context("What did the friend Ann met recommend?")
    memory = make_memory("Oscar recommended a book", MemoryType.EPISODE)
    direct = scored(Found(memory, keyword=0.6), ctx)
    hop = scored(Found(memory, keyword=0.6, hop="oscar", origins=frozenset({"hop"})), ctx)
    assert hop.components["keyword"] == 0.3
    assert hop.score < direct.score
    assert "second hop: mentions 'oscar', named by the first hits" in hop.reasons


class HalfForInferred:
    def should_recall(self, memory: Memory, query: str) -> float:
        if "secret" in memory.content or "机密" in memory.content:
            return 0.0
        return 1.0 if memory.provenance.explicit else 0.5


def test_the_recall_policy_filters_and_down_weights() -> None:
    ctx = replace(context("my project atlas 项目"), policy=HalfForInferred())
    plain = make_memory("Atlas project notes")
    inferred = make_memory(
        "Atlas project 项目 guess",
        provenance=Provenance(event_ids=["e"], matcher="m", matcher_version="1", explicit=False),
    )
    assert score(Found(make_memory("Atlas project secret"), keyword=1.0), ctx) is None
    assert score(Found(make_memory("Atlas 项目机密"), keyword=1.0), ctx) is None
    kept = scored(Found(plain, keyword=0.5), ctx)
    halved = scored(Found(inferred, keyword=0.5), ctx)
    assert halved.score == round(kept.score * 0.5, 4) or halved.score < kept.score
    assert "recall policy weight 0.50" in halved.reasons


def test_the_narrative_and_working_memory_have_their_own_reasons_and_sections() -> None:
    narrative = make_memory("Ada is a nurse in Lyon.", MemoryType.PROFILE, key=NARRATIVE_KEY)
    hit = scored(Found(narrative), context("Explain TCP"))
    assert hit.reasons[0] == "profile narrative: shown first when it fits"
    mine = make_memory(
        "目标：发布版本", level="session", scope=Scope(tenant="t", user="u", session="s1")
    )
    assert scored(Found(mine), context("解释TCP", session="s1")).section == "working_memory"
    lesson = make_memory("When pip fails, set HTTPS_PROXY", MemoryType.LESSON)
    assert scored(Found(lesson), context("")).section == "preferences"


def _episode(content: str, kind: str) -> Memory:
    return make_memory(
        content, MemoryType.EPISODE, attributes={"kind": kind, "session": "s1"}, key=kind
    )


@pytest.mark.parametrize(
    ("question", "recap", "said"),
    [
        ("When did Ann move to Lyon?", "What did we talk about last time?", "Ann: I moved to Lyon"),
        ("安什么时候搬到里昂？", "上次我们聊了什么？", "安：我搬到了里昂"),
    ],
)
def test_a_session_summary_ranks_below_an_excerpt_unless_the_question_asks_for_a_recap(
    question: str, recap: str, said: str
) -> None:
    summary, chunk = _episode(said + " …", "summary"), _episode(said, "chunk")
    ctx = context(question)
    digest = scored(Found(summary, keyword=0.5, cosine=0.5), ctx)
    excerpt = scored(Found(chunk, keyword=0.5, cosine=0.5), ctx)
    assert digest.score < excerpt.score
    assert digest.components["digest"] == 1.0 and excerpt.components["digest"] == 0.0
    assert "session summary: an excerpt that matches alike ranks first" in digest.reasons
    recap_ctx = context(recap)
    assert recap_ctx.route.intent == "episodic"
    as_recap = scored(Found(summary, keyword=0.5, cosine=0.5), recap_ctx)
    assert as_recap.components["digest"] == 0.0
    assert as_recap.score == scored(Found(chunk, keyword=0.5, cosine=0.5), recap_ctx).score


@pytest.mark.parametrize(
    ("particular", "whole", "story"),
    [
        (
            "When did Ann move to Lyon?",
            "What do you know about me?",
            "Goals: a garden. Facts: Ann moved to Lyon in May 2023.",
        ),
        (
            "安什么时候搬到里昂的？",
            "关于我你知道什么？",
            "目标：一个花园。事实：安2023年5月搬到里昂。",
        ),
    ],
)
def test_the_profile_narrative_is_a_digest_for_a_question_about_particular_events(
    particular: str, whole: str, story: str
) -> None:
    narrative = make_memory(story, MemoryType.PROFILE, key=NARRATIVE_KEY)
    ctx = context(particular)
    assert ctx.route.intent in ("past", "person")
    digest = scored(Found(narrative, keyword=0.5, cosine=0.5), ctx)
    assert digest.components["digest"] == 1.0
    assert "profile narrative: the facts it restates rank first for this question" in (
        digest.reasons
    )
    about_me = context(whole)
    assert about_me.route.intent == "personal"
    assert scored(Found(narrative, keyword=0.5, cosine=0.5), about_me).components["digest"] == 0.0


@pytest.mark.parametrize(
    ("question", "said", "chatty"),
    [
        (
            "When did Jon go to a fair to show his dance studio?",
            "Jon: Yesterday I went to a fair to show off my studio.",
            "Jon: Thanks for believing in me, it means a lot!",
        ),
        (
            "乔恩什么时候去集市展示他的舞蹈工作室？",
            "乔恩：昨天我去集市展示工作室。",
            "乔恩：谢谢你相信我！",
        ),
    ],
)
def test_the_best_keyword_match_of_a_query_counts_fully_against_dense_noise(
    question: str, said: str, chatty: str
) -> None:
    ctx = calibrate_keyword(context(question), [0.28, 0.1, 0.05])
    assert ctx.config.keyword_scale == pytest.approx(1 / 0.3)
    match = scored(Found(_episode(said, "chunk"), keyword=0.28), ctx)
    noise = scored(Found(_episode(chatty, "chunk"), cosine=0.52), ctx)
    assert match.score > noise.score  # before: relevance 0.28 against 0.8
    uncalibrated = context(question)
    assert scored(Found(_episode(said, "chunk"), keyword=0.28), uncalibrated).score < (
        scored(Found(_episode(chatty, "chunk"), cosine=0.52), uncalibrated).score
    )


def test_keyword_calibration_never_lowers_and_does_not_raise_a_name_only_match() -> None:
    for question in ("Where does Ann live?", "安住在哪里？"):
        strong = calibrate_keyword(context(question), [0.9, 0.4])
        assert strong.config.keyword_scale == pytest.approx(1 / 0.9)  # the best counts 1.0
        assert calibrate_keyword(context(question), [1.0]).config.keyword_scale == 1.0
        weak = calibrate_keyword(context(question), [0.02, 0.01])
        assert weak.config.keyword_scale == pytest.approx(1 / 0.3)
        hit = components_of(Found(make_memory("Ann: hi!"), keyword=0.02), weak)
        assert hit["keyword"] < 0.1
        assert calibrate_keyword(context(question), []) == context(question)
