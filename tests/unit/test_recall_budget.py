from __future__ import annotations

import functools
import random

import pytest

from memstream.query_api.recall.budget import SHARES, fill_budget, section_limits
from memstream.query_api.recall.render import frame_tokens
from memstream.query_api.recall.result import Format
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import SECTION_OF, SECTIONS, Scored, Section
from memstream.schemas.memory import MemoryType
from memstream.text import estimate_tokens
from tests.unit.test_recall_score import make_memory

FORMATS: tuple[Format, ...] = ("json", "markdown", "system_prompt")
FRAME = frame_tokens("markdown")
"""The markdown packet's preamble (memories are data, not instructions)."""
WORDS = ["python", "atlas", "deploy", "berlin", "tea", "回答", "简短", "项目", "上海", "x" * 17]
PAST = route("what did Ann do last week?", False)
PERSONAL = route("my project", False)


def _item(rng: random.Random, index: int) -> Scored:
    memory_type = rng.choice(list(MemoryType))
    words = rng.choices(WORDS, k=rng.choice([1, 2, 5, 20, 80, 300]))
    attributes = {}
    if memory_type is MemoryType.EPISODE and rng.random() < 0.6:
        attributes = {"kind": "chunk", "session": f"s{rng.randint(1, 3)}"}
    content = f"{index} " + " ".join(words)
    if attributes:
        content = f"Ann: {content}\nBob: {' '.join(rng.choices(WORDS, k=3))}"
    memory = make_memory(content, memory_type, attributes=attributes)
    return Scored(memory, SECTION_OF[memory_type], rng.random(), {}, ())


def _ranked(items: list[Scored]) -> dict[Section, list[Scored]]:
    ranked: dict[Section, list[Scored]] = {section: [] for section in SECTIONS}
    for item in sorted(items, key=lambda i: -i.score):
        ranked[item.section].append(item)
    return ranked


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_rendered_packet_never_exceeds_the_budget(fmt: Format) -> None:
    rng = random.Random(20260301)
    for trial in range(150):
        items = [_item(rng, i) for i in range(rng.randint(0, 30))]
        budget = rng.choice([50, 51, 57, 64, 100, 233, 800, 2000, 32000])
        packet = fill_budget(_ranked(items), rng.choice([PAST, PERSONAL]), fmt, budget)
        chosen = sum(len(placed) for placed in packet.sections.values())
        assert packet.tokens == estimate_tokens(packet.text), trial
        assert packet.tokens <= budget, (trial, budget)
        assert chosen + packet.dropped == len(items)


def test_an_item_too_big_for_a_tiny_budget_is_dropped_and_a_smaller_one_still_fits() -> None:
    big = Scored(make_memory("word " * 400, MemoryType.FACT), "facts", 0.9, {}, ())
    small = Scored(make_memory("Lives in Lyon", MemoryType.FACT), "facts", 0.1, {}, ())
    packet = fill_budget({"facts": [big, small]}, PERSONAL, "markdown", FRAME + 50)
    assert [p.item for p in packet.sections["facts"]] == [small]
    assert packet.dropped == 1
    assert packet.text.endswith("\n## Facts\n- Lives in Lyon")


def test_nothing_fits_gives_an_empty_packet() -> None:
    big = Scored(make_memory("word " * 400, MemoryType.PROFILE), "profile", 0.9, {}, ())
    packet = fill_budget({"profile": [big]}, PERSONAL, "system_prompt", 50)
    assert (packet.text, packet.tokens, packet.dropped) == ("", 0, 1)


def test_every_section_has_a_share_and_the_shares_add_up() -> None:
    for intent, shares in SHARES.items():
        assert set(shares) == set(SECTIONS), intent
        assert sum(shares.values()) == pytest.approx(1.0), intent
        assert all(share > 0.0 for share in shares.values()), intent
    limits = section_limits(PERSONAL, 2000)
    assert limits == {
        "profile": 400,
        "preferences": 400,
        "working_memory": 200,
        "facts": 600,
        "episodes": 400,
    }
    assert section_limits(PAST, 2000)["episodes"] > section_limits(PERSONAL, 2000)["episodes"]


def test_many_preferences_do_not_crowd_out_the_facts_in_english_and_chinese() -> None:
    for word in ("Prefers option", "喜欢选项"):
        preferences = [
            Scored(
                make_memory(f"{word} {i} " * 3, MemoryType.PREFERENCE), "preferences", 0.5, {}, ()
            )
            for i in range(100)
        ]
        fact = Scored(make_memory("Atlas ships in May 项目", MemoryType.FACT), "facts", 0.2, {}, ())
        ranked: dict[Section, list[Scored]] = {"preferences": preferences, "facts": [fact]}
        packet = fill_budget(ranked, PERSONAL, "markdown", 300)
        assert [p.item for p in packet.sections["facts"]] == [fact]
        assert len(packet.sections["preferences"]) > 300 * 0.20 // 13  # the rest refilled after
        assert packet.tokens <= 300
        assert packet.dropped == 100 - len(packet.sections["preferences"])


def test_leftover_budget_goes_to_the_best_items_of_any_section() -> None:
    facts = [
        Scored(
            make_memory(f"Fact number {i} about Atlas", MemoryType.FACT),
            "facts",
            0.9 - i / 100,
            {},
            (),
        )
        for i in range(30)
    ]
    weak = Scored(make_memory("Ran a deploy 部署", MemoryType.EPISODE), "episodes", 0.1, {}, ())
    packet = fill_budget({"facts": facts, "episodes": [weak]}, PERSONAL, "markdown", 400)
    # The first pass gives facts 30%; the second pass gives the rest to the best facts.
    assert len(packet.sections["facts"]) * 9 > 400 * 0.3 + 9
    assert [p.item for p in packet.sections["episodes"]] == [weak]


def test_chunks_of_one_session_share_one_excerpt_head() -> None:
    def chunk(text: str, number: int) -> Scored:
        memory = make_memory(
            text,
            MemoryType.EPISODE,
            key=f"session:s1:chunk:{number}",
            attributes={"kind": "chunk", "session": "s1"},
        )
        return Scored(memory, "episodes", 1.0 - number / 10, {}, ())

    first, second = chunk("Ann: I moved to Lyon.", 1), chunk("Bob: 我也搬家了。", 2)
    packet = fill_budget({"episodes": [first, second]}, PAST, "markdown", 200)
    assert packet.text.count("2026:") == 1
    assert "Ann: I moved to Lyon.\n  Bob: 我也搬家了。" in packet.text
    costs = [p.tokens for p in packet.sections["episodes"]]
    assert costs[1] == estimate_tokens("Bob: 我也搬家了。")


def test_unmatched_preferences_wait_for_what_the_question_matches() -> None:
    for words in ("Prefers long walks on the beach", "喜欢在海边散步"):
        unmatched = Scored(
            make_memory(words, MemoryType.PREFERENCE), "preferences", 0.3, {"unmatched": 1.0}, ()
        )
        episode = Scored(make_memory("Ann " * 60, MemoryType.EPISODE), "episodes", 0.2, {}, ())
        packet = fill_budget(
            {"preferences": [unmatched], "episodes": [episode]}, PAST, "markdown", FRAME + 80
        )
        assert [p.item for p in packet.sections["episodes"]] == [episode]
        assert packet.sections["preferences"] == []


def _narrative(words: str, components: dict[str, float]) -> Scored:
    memory = make_memory(words, MemoryType.PROFILE, key="profile.narrative")
    return Scored(memory, "profile", 0.3, components, ())


@pytest.mark.parametrize(
    ("story", "line"),
    [
        ("Goals: a home, a garden. Projects: a library. Likes: live music. " * 6, "Ann: I moved"),
        ("目标：一个家，一个花园。项目：一个图书馆。喜欢：现场音乐。" * 6, "安：我搬家了"),
    ],
)
def test_a_long_unmatched_narrative_waits_for_the_matches(story: str, line: str) -> None:
    narrative = _narrative(story, {"unmatched": 1.0, "relevance": 0.0})
    episodes = [
        Scored(make_memory(f"{line} {i}", MemoryType.EPISODE), "episodes", 0.5, {}, ())
        for i in range(12)
    ]
    budget = FRAME + estimate_tokens(story) + 40
    fill = functools.partial(fill_budget, fmt="markdown", budget=budget)
    packet = fill({"profile": [narrative], "episodes": episodes}, PERSONAL)
    assert packet.sections["profile"] == []  # over the profile's share and not matched
    assert len(packet.sections["episodes"]) == len(episodes)
    # The same narrative, matched by the question, may open its section beyond its share.
    matched = _narrative(story, {"relevance": 0.4})
    packet = fill({"profile": [matched], "episodes": episodes}, PERSONAL)
    assert [p.item for p in packet.sections["profile"]] == [matched]
    # Matched, but a digest of what the particular memories say: it waits all the same.
    digest = _narrative(story, {"relevance": 0.4, "digest": 1.0})
    packet = fill({"profile": [digest], "episodes": episodes}, PAST)
    assert packet.sections["profile"] == []
    assert len(packet.sections["episodes"]) == len(episodes)


@pytest.mark.parametrize(
    ("story", "line"),
    [("Ann lives in Lyon.", "Ann: I moved"), ("安住在里昂。", "安：我搬家了")],
)
def test_a_short_digest_takes_only_what_the_matches_leave(story: str, line: str) -> None:
    digest = _narrative(story, {"relevance": 0.4, "digest": 1.0})
    episodes = [
        Scored(make_memory(f"{line} {i}", MemoryType.EPISODE), "episodes", 0.5, {}, ())
        for i in range(30)
    ]
    budget = FRAME + 120
    packet = fill_budget({"profile": [digest], "episodes": episodes}, PAST, "markdown", budget)
    assert packet.sections["profile"] == []  # within its share, but the matches come first
    roomy = fill_budget({"profile": [digest], "episodes": episodes[:2]}, PAST, "markdown", budget)
    assert [p.item for p in roomy.sections["profile"]] == [digest]  # what they leave


@pytest.mark.parametrize(
    ("fact", "line"),
    [
        ("Ann likes tea.", "Ann: I went hiking in the Alps"),
        ("安喜欢喝茶。", "安：我去阿尔卑斯山徒步了"),
    ],
)
def test_a_question_about_particular_events_fills_by_score_alone(fact: str, line: str) -> None:
    facts = [
        Scored(make_memory(f"{fact} {i}", MemoryType.FACT), "facts", 0.3, {"relevance": 0.3}, ())
        for i in range(12)
    ]
    episodes = [
        Scored(make_memory(f"{line} {i}", MemoryType.EPISODE), "episodes", 0.6, {}, ())
        for i in range(12)
    ]
    budget = FRAME + 60
    packet = fill_budget({"facts": facts, "episodes": episodes}, PAST, "markdown", budget)
    assert packet.sections["facts"] == []  # no share of its own: the better excerpts first
    assert packet.sections["episodes"]
    # A question about the user as a whole keeps the facts' share.
    personal = fill_budget({"facts": facts, "episodes": episodes}, PERSONAL, "markdown", budget)
    assert personal.sections["facts"]
