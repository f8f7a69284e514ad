"""The consolidate shortcuts of p40c give exactly what the validated models gave: the shared
user-level scope, digest items built from a memory's fields, the one-pass digest cap and
the narrative's constructed `Memory`, rendered when read (English and Chinese)."""

from __future__ import annotations

import random
from datetime import timedelta

from memstream.processors import narrative
from memstream.processors.decisions import new_version, user_scope
from memstream.processors.narrative import CAPS, DigestItem
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from memstream.text import has_cjk
from tests.fixtures.consolidating import SESSION, T0, candidate


def validated_item(memory: Memory) -> DigestItem:
    """What `narrative._item` built before: a validated `DigestItem`."""
    quote = memory.provenance.quote
    return DigestItem(
        type=memory.type,
        key=memory.key,
        value=memory.value,
        content=memory.content,
        chinese=has_cjk(memory.content),
        at=memory.last_seen,
        said_chinese=has_cjk(quote) if quote else None,
        dated=bool(memory.attributes.get("dates")),
        slot=narrative._slot(memory.attributes),
    )


def reference_capped(items: dict[str, DigestItem]) -> dict[str, DigestItem]:
    """The cap as it was written before (a sort per type over every item)."""
    kept: dict[str, DigestItem] = {}
    for memory_type, cap in CAPS.items():
        ranked = sorted(
            ((i, item) for i, item in items.items() if item.type is memory_type),
            key=lambda pair: (pair[1].at, pair[0]),
            reverse=True,
        )
        kept.update(ranked[:cap])
    return dict(sorted(kept.items()))


def test_the_user_scope_is_the_scope_without_its_session_and_shared() -> None:
    first = user_scope(SESSION)
    second = user_scope(SESSION.model_copy(update={"session": "s2"}))
    assert first == SESSION.without_session() and first.session is None
    assert second is first
    assert user_scope(first) is first
    other = user_scope(Scope(tenant="acme", user="marta", workspace="w1", session="s1"))
    assert other.workspace == "w1" and other != first


def test_a_new_version_carries_the_user_scope_in_english_and_chinese() -> None:
    for value, content in (("jazz", "Likes jazz"), ("爵士乐", "喜欢爵士乐")):
        made = candidate(1, f"preference:music:{value}", value, content)
        memory = new_version("m1", 1, made)
        assert memory.scope == SESSION.without_session()
        assert (
            memory.model_dump_json() == Memory.model_validate(memory.model_dump()).model_dump_json()
        )


def test_digest_items_equal_the_validated_ones_in_english_and_chinese() -> None:
    for n, (value, content, quote) in enumerate(
        [
            ("jazz", "Likes jazz", "I love jazz"),
            ("火锅", "喜欢吃火锅", "我超爱火锅"),
            ("tea", "Likes tea", None),
        ]
    ):
        memory = new_version(f"m{n}", 1, candidate(n, f"preference:{value}", value, content, quote))
        item = narrative._item(memory)
        reference = validated_item(memory)
        assert item == reference
        assert item.model_dump_json() == reference.model_dump_json()
        assert item.model_dump_json(exclude_defaults=True) == reference.model_dump_json(
            exclude_defaults=True
        )


def test_the_one_pass_cap_keeps_what_the_sorted_cap_kept() -> None:
    rng = random.Random(40)
    types = [*CAPS, MemoryType.EPISODE]
    words = ["jazz", "tea", "火锅", "爵士乐", "hiking", "猫"]
    for size in (0, 3, 12, 30, 80):
        items = {}
        for _ in range(size):
            word = rng.choice(words)
            items[f"id{rng.randrange(10_000):05d}"] = DigestItem(
                type=rng.choice(types),
                key=f"k:{word}",
                value=word,
                content=f"Likes {word}",
                chinese=has_cjk(word),
                at=T0 + timedelta(minutes=rng.randrange(5)),  # ties broken by id
            )
        capped = narrative._capped(items)
        assert capped == reference_capped(items)
        assert list(capped) == list(reference_capped(items))


def test_the_narrative_memory_equals_the_validated_one_in_english_and_chinese() -> None:
    for value, content in (("jazz", "Likes jazz"), ("爵士乐", "喜欢爵士乐")):
        memory = new_version("m1", 1, candidate(1, "preference:music", value, content))
        made = narrative.narrative(SESSION.tenant, SESSION.user, [memory])
        assert made is not None and made.status is MemoryStatus.ACTIVE
        assert made.content and made.scope == Scope(tenant="acme", user="marta")
        again = Memory.model_validate(made.model_dump())
        assert made == again
        assert made.model_dump_json() == again.model_dump_json()
        assert made.model_dump_json(exclude_defaults=True) == again.model_dump_json(
            exclude_defaults=True
        )
