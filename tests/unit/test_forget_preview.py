"""A forget's dry run lists what the consolidator's rule would remove (English and Chinese)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from memstream.processors.narrative import narrative as rendered
from memstream.query_api.forget_preview import preview_forget, preview_history
from memstream.schemas.base import Scope
from memstream.schemas.events import Forget
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from tests.unit.test_recall_score import make_memory


def provenance(*event_ids: str) -> Provenance:
    return Provenance(event_ids=list(event_ids), matcher="test", matcher_version="1")


BERLIN = make_memory("Lives in Berlin", key="profile.city", provenance=provenance("e1"))
SHANGHAI = make_memory("住在上海", key="profile.city_zh", provenance=provenance("e2"))
PEANUTS = make_memory("对花生过敏", key="fact.allergy", provenance=provenance("e3"))
EPISODE = make_memory(
    "Talked about a move abroad",
    MemoryType.EPISODE,
    key="session:s1",
    provenance=provenance("e1", "e4"),
)
WORK = make_memory(
    "Works at ACME",
    key="fact.work",
    provenance=provenance("e5"),
    scope=Scope(tenant="t", user="u", workspace="w2"),
)
ALL = [BERLIN, SHANGHAI, PEANUTS, EPISODE, WORK]


def ids(selector: Forget, workspace: str | None = None) -> list[tuple[str, bool]]:
    return [(c.memory_id, c.selected) for c in preview_forget(selector, workspace, ALL)]


def test_a_match_selects_the_memory_and_the_episode_showing_its_turn_follows() -> None:
    assert ids(Forget(match="berlin")) == [(BERLIN.id, True), (EPISODE.id, False)]


def test_a_chinese_match_selects_the_chinese_memory() -> None:
    assert ids(Forget(match="上海")) == [(SHANGHAI.id, True)]
    assert ids(Forget(match="花生")) == [(PEANUTS.id, True)]


def test_key_and_memory_id_selectors() -> None:
    assert ids(Forget(key="fact.allergy")) == [(PEANUTS.id, True)]
    assert ids(Forget(memory_id=WORK.id)) == [(WORK.id, True)]


def test_all_in_a_workspace_leaves_other_workspaces_alone() -> None:
    chosen = ids(Forget(all=True), workspace="w2")
    assert chosen == [(WORK.id, True)]
    assert len(ids(Forget(all=True))) == len(ALL)


def test_nothing_matched_is_an_empty_preview() -> None:
    assert ids(Forget(match="Tokyo")) == []
    assert ids(Forget(match="东京")) == []


def narrative(content: str, *sources: Memory) -> Memory:
    """The profile narrative, written from `sources`."""
    return make_memory(
        content,
        MemoryType.PROFILE,
        key="profile.narrative",
        provenance=provenance(),
        attributes={"kind": "narrative", "sources": [m.id for m in sources]},
    )


def test_the_narrative_written_from_a_forgotten_memory_follows_it() -> None:
    english = narrative("Lives in Berlin; allergic to peanuts.", BERLIN, PEANUTS)
    chinese = narrative("住在上海。", SHANGHAI)
    memories = [*ALL, english, chinese]
    chosen = preview_forget(Forget(memory_id=BERLIN.id), None, memories)
    assert [(c.memory_id, c.selected) for c in chosen] == [
        (BERLIN.id, True),
        (english.id, False),
        (EPISODE.id, False),
    ]
    chosen = preview_forget(Forget(memory_id=SHANGHAI.id), None, memories)
    assert [(c.memory_id, c.selected) for c in chosen] == [(SHANGHAI.id, True), (chinese.id, False)]
    # A narrative not written from it stays; so does one no longer active.
    assert preview_forget(Forget(key="fact.work"), None, memories)[1:] == []
    retired = english.model_copy(update={"status": MemoryStatus.SUPERSEDED})
    assert len(preview_forget(Forget(memory_id=BERLIN.id), None, [*ALL, retired])) == 2


def test_the_narrative_read_now_follows_a_memory_it_says_and_its_next_render_leaves_it_out() -> (
    None
):
    told = rendered("t", "u", ALL)
    assert told is not None and "Berlin" in told.content
    chosen = preview_forget(Forget(memory_id=BERLIN.id), None, [*ALL, told])
    assert [(c.memory_id, c.selected) for c in chosen] == [
        (BERLIN.id, True),
        (told.id, False),
        (EPISODE.id, False),
    ]
    after = rendered("t", "u", [m for m in ALL if m.id != BERLIN.id])
    assert after is not None and "Berlin" not in after.content and "花生" in after.content


@pytest.mark.parametrize(
    ("content", "quote", "selector"),
    [
        ("Likes green tea", "I live in Lisbon and I love green tea.", Forget(match="lisbon")),
        ("喜欢喝绿茶", "我住在杭州，我喜欢喝绿茶。", Forget(topic="杭州")),
    ],
)
def test_a_memory_that_only_quotes_the_words_is_selected_too(
    content: str, quote: str, selector: Forget
) -> None:
    source = Provenance(matcher="m", matcher_version="1", quote=quote)
    quoting = make_memory(content, key="pref:tea", provenance=source)
    found = preview_forget(selector, None, [quoting])
    assert [(c.memory_id, c.selected) for c in found] == [(quoting.id, True)]


@dataclass(frozen=True)
class History:
    """A memory's current version and its stored versions, oldest first (the reader's view)."""

    memory: Memory
    versions: list[Memory]


def moved(before: str, after: str, key: str) -> History:
    """A memory whose first version said `before` and whose current one says `after`."""
    first = make_memory(before, key=key, provenance=provenance("m1"))
    now = first.model_copy(update={"version": 2, "content": after, "value": after})
    return History(now, [first, now])


@pytest.mark.parametrize(
    ("before", "after", "selector"),
    [
        ("Lives in Lisbon", "Lives in Porto", Forget(match="lisbon")),
        ("住在杭州", "住在上海", Forget(match="杭州")),
        ("住在杭州", "住在上海", Forget(topic="杭州")),
    ],
)
def test_the_preview_lists_a_memory_that_stays_whose_earlier_versions_would_go(
    before: str, after: str, selector: Forget
) -> None:
    city = moved(before, after, "profile.city")
    removed = preview_forget(selector, None, [city.memory])
    assert removed == []  # its current version no longer says the words: it stays
    [changed] = preview_history(selector, None, [city], removed)
    assert (changed.memory_id, changed.content, changed.versions) == (city.memory.id, after, [1])


def test_the_history_preview_skips_what_goes_other_workspaces_and_other_selectors() -> None:
    city = moved("Lives in Lisbon", "Lives in Porto", "profile.city")
    selector = Forget(match="lisbon")
    # Nothing for a memory whose history never held the words, nor for a key or an id.
    assert preview_history(Forget(match="Tokyo"), None, [city], []) == []
    assert preview_history(Forget(match="东京"), None, [city], []) == []
    assert preview_history(Forget(key="profile.city"), None, [city], []) == []
    # A memory that goes as a whole is a removal, not a change; another workspace stays out.
    gone = preview_forget(Forget(memory_id=city.memory.id), None, [city.memory])
    assert preview_history(selector, None, [city], gone) == []
    assert preview_history(selector, "w2", [city], []) == []
    # The words only in the current version: a removal, nothing in the history.
    assert preview_history(Forget(match="porto"), None, [city], []) == []
