from __future__ import annotations

import random

import pytest

from memstream.query_api.models import Format
from memstream.query_api.recall.budget import fill_budget, fill_order
from memstream.query_api.recall.route import route
from memstream.query_api.recall.score import SECTION_OF, SECTIONS, Scored, Section
from memstream.schemas.memory import MemoryType
from memstream.text import estimate_tokens
from tests.unit.test_recall_score import make_memory

FORMATS: tuple[Format, ...] = ("json", "markdown", "system_prompt")
WORDS = ["python", "atlas", "deploy", "berlin", "tea", "回答", "简短", "项目", "上海", "x" * 17]


def _item(rng: random.Random, index: int) -> Scored:
    memory_type = rng.choice(list(MemoryType))
    words = rng.choices(WORDS, k=rng.choice([1, 2, 5, 20, 80, 300]))
    memory = make_memory(f"{index} " + " ".join(words), memory_type)
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
        packet = fill_budget(_ranked(items), SECTIONS, fmt, budget)
        chosen = sum(len(placed) for placed in packet.sections.values())
        assert packet.tokens == estimate_tokens(packet.text), trial
        assert packet.tokens <= budget, (trial, budget)
        assert chosen + packet.dropped == len(items)


def test_an_item_too_big_for_a_tiny_budget_is_dropped_and_a_smaller_one_still_fits() -> None:
    big = Scored(make_memory("word " * 400, MemoryType.FACT), "facts", 0.9, {}, ())
    small = Scored(make_memory("Lives in Lyon", MemoryType.FACT), "facts", 0.1, {}, ())
    packet = fill_budget({"facts": [big, small]}, SECTIONS, "markdown", 50)
    assert [p.item for p in packet.sections["facts"]] == [small]
    assert packet.dropped == 1
    assert packet.text == "## Facts\n- Lives in Lyon"


def test_nothing_fits_gives_an_empty_packet() -> None:
    big = Scored(make_memory("word " * 400, MemoryType.PROFILE), "profile", 0.9, {}, ())
    packet = fill_budget({"profile": [big]}, SECTIONS, "system_prompt", 50)
    assert (packet.text, packet.tokens, packet.dropped) == ("", 0, 1)


def test_sections_fill_in_order_so_profile_comes_first() -> None:
    profile = Scored(make_memory("Name is Ada " * 5, MemoryType.PROFILE), "profile", 0.1, {}, ())
    fact = Scored(make_memory("Fact " * 30, MemoryType.FACT), "facts", 0.99, {}, ())
    packet = fill_budget({"profile": [profile], "facts": [fact]}, SECTIONS, "markdown", 50)
    assert [p.item for p in packet.sections["profile"]] == [profile]
    assert packet.sections["facts"] == []
    assert packet.dropped == 1


def test_many_preferences_do_not_crowd_out_the_facts() -> None:
    preferences = [
        Scored(
            make_memory(f"Prefers option {i} " * 3, MemoryType.PREFERENCE),
            "preferences",
            0.5,
            {},
            (),
        )
        for i in range(100)
    ]
    fact = Scored(make_memory("Project Atlas ships in May", MemoryType.FACT), "facts", 0.2, {}, ())
    packet = fill_budget({"preferences": preferences, "facts": [fact]}, SECTIONS, "markdown", 300)
    assert [p.item for p in packet.sections["facts"]] == [fact]
    assert len(packet.sections["preferences"]) > 300 * 0.35 // 13  # the rest refilled after
    assert packet.tokens <= 300
    assert packet.dropped == 100 - len(packet.sections["preferences"])


def test_the_favoured_section_is_filled_before_the_other() -> None:
    assert fill_order(route("what did we do last time", False)) == (
        "profile",
        "preferences",
        "episodes",
        "facts",
    )
    assert fill_order(route("my project", False)) == SECTIONS
