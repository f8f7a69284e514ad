from __future__ import annotations

import pytest

from memstream.query_api.recall.route import MIN_TYPE_WEIGHT, REQUESTED_TYPE_WEIGHT, restrict, route
from memstream.schemas.memory import MemoryType


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What did we talk about last time?", "last time"),
        ("Let's continue with the migration plan", "continue"),
        ("Previously you suggested a fix for the login bug", "previously"),
        ("Where we left off yesterday", "left off"),
        ("上次我们聊到哪了？", "上次"),
        ("之前说的那个方案怎么样了", "之前"),
        ("继续写那篇文章", "继续"),
    ],
)
def test_episodic_cues_favour_episodes(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "episodic"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.EPISODE) > chosen.weight(MemoryType.FACT) > 0.0


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What is my project called?", "my"),
        ("where do I live?", "do i"),
        ("Does the user want emojis in replies?", "the user"),
        ("我的项目叫什么名字？", "我的"),
        ("我住在哪里？", "我住"),
        ("用户喜欢什么饮料", "用户"),
    ],
)
def test_personal_cues_favour_facts_and_preferences(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "personal"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.FACT) == 1.0
    assert chosen.weight(MemoryType.PREFERENCE) == 1.0
    assert chosen.weight(MemoryType.EPISODE) < chosen.weight(MemoryType.FACT)


@pytest.mark.parametrize(
    "query", ["How do I sort a list in Python?", "Explain TCP slow start", "今天天气怎么样？", ""]
)
def test_generic_question_favours_profile_and_preferences(query: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "generic"
    assert chosen.cue is None
    assert chosen.weight(MemoryType.PROFILE) == 1.0
    assert chosen.weight(MemoryType.PREFERENCE) == 1.0
    assert MIN_TYPE_WEIGHT <= chosen.weight(MemoryType.FACT) < 1.0
    assert MIN_TYPE_WEIGHT <= chosen.weight(MemoryType.EPISODE) < 1.0
    assert not chosen.working_memory


@pytest.mark.parametrize(
    "query",
    [
        "How do I sort a list in Python?",
        "what should I avoid eating?",
        "What did we talk about last time?",
        "When did Caroline go to the support group?",
        "我周末一般干什么？",
        "今天天气怎么样？",
        "",
    ],
)
@pytest.mark.parametrize("has_session", [False, True])
def test_no_route_starves_a_memory_type(query: str, has_session: bool) -> None:
    chosen = route(query, has_session)
    assert all(chosen.weight(memory_type) >= MIN_TYPE_WEIGHT for memory_type in MemoryType)


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What should I avoid eating?", "should i"),
        ("Can I eat peanuts?", "can i"),
        ("我周末一般干什么？", "我周末一般"),
        ("我平时几点起床？", "我平时"),
        ("我能吃海鲜吗？", "我能"),
        ("我应该注意什么？", "我应该"),
    ],
)
def test_questions_about_the_users_own_life_are_personal(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert (chosen.intent, chosen.cue) == ("personal", cue)


@pytest.mark.parametrize(
    "query",
    ["How can I sort a list in Python?", "how should i name this variable", "我想了解一下TCP"],
)
def test_how_to_questions_stay_generic(query: str) -> None:
    assert route(query, has_session=False).intent == "generic"


def test_an_active_session_adds_its_working_memory() -> None:
    generic = route("Explain TCP slow start", has_session=True)
    assert generic.intent == "session"
    assert generic.working_memory
    personal = route("what is my deadline?", has_session=True)
    assert personal.intent == "personal"
    assert personal.working_memory


def test_episodic_wins_over_personal() -> None:
    assert route("continue my project from last time", has_session=False).intent == "episodic"
    assert route("继续我的项目", has_session=False).intent == "episodic"


def test_restrict_keeps_only_requested_types_and_weighs_them() -> None:
    chosen = restrict(route("Explain TCP", has_session=False), [MemoryType.EPISODE])
    assert dict(chosen.type_weights) == {MemoryType.EPISODE: REQUESTED_TYPE_WEIGHT}
    kept = restrict(route("my project", has_session=False), [MemoryType.FACT])
    assert dict(kept.type_weights) == {MemoryType.FACT: 1.0}
    assert restrict(kept, None) is kept


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("When did Caroline go to the LGBTQ support group?", "when did"),
        ("What kind of food did Maria cook?", "what kind of food did"),
        ("How did the interview go?", "how did"),
        ("What was the name of that hotel?", "what was"),
        ("Has she ever been to Japan?", "has she ever"),
        ("小明什么时候去了北京？", "什么时候去了"),
        ("你曾经去过日本吗", "曾经"),
        ("安什么时候搬到里昂的？", "什么时候搬到里昂的"),
        ("安去年搬到了哪里？", "去年"),
        ("他上个月读了哪本书", "上个月"),
        ("What did Ann read last month?", "what did"),
    ],
)
def test_questions_about_past_events_search_episodes_and_facts(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "past"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.EPISODE) == 1.0
    assert chosen.weight(MemoryType.EPISODE) > chosen.weight(MemoryType.FACT) > 0.0
    assert chosen.weight(MemoryType.PREFERENCE) == 1.0


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What does Melanie do with her family on hikes?", "Melanie"),
        ("What are Joanna's hobbies?", "Joanna"),
        ("Does John live close to a beach?", "John"),
        ("What is she working on these days?", "she"),
        ("她最近在忙什么？", "她最近"),
        ("他的猫叫什么名字", "他的"),
        ("What symbols are important to Caroline?", "caroline"),
        ("What movies have both Joanna and Nate seen?", "joanna"),
        ("王芳喜欢什么颜色？", "王芳"),
    ],
)
def test_questions_about_a_named_person_search_episodes_and_facts(query: str, cue: str) -> None:
    chosen = route(query, has_session=False)
    assert chosen.intent == "person"
    assert chosen.cue == cue
    assert chosen.weight(MemoryType.EPISODE) == chosen.weight(MemoryType.FACT) == 1.0


@pytest.mark.parametrize(
    "query",
    [
        "Explain TCP slow start",  # an acronym is not a name
        "What's new in Rust?",  # a name of place or medium is not a person
        "北京有什么好玩的？",  # nor is a place
        "Python is slow, how do I profile it?",  # a capitalized first word is not a name
        "今天天气怎么样？",
        "明天什么时候开会？",  # 什么时候 without 了/过 is not the past
        "明天什么时候开会的通知在哪里？",  # nor with a 的 that is not the question's end
    ],
)
def test_names_and_past_cues_keep_their_precision(query: str) -> None:
    assert route(query, has_session=False).intent == "generic"


def test_first_person_and_episodic_cues_win_over_past_and_person() -> None:
    assert route("What did I tell you about Melanie?", has_session=False).intent == "personal"
    assert route("When did we last talk about Melanie's trip?", False).intent == "past"
    assert route("What did Melanie say last time?", has_session=False).intent == "episodic"
