"""The narrative is rendered when read (g54n): a forget's match never selects it, even when
its words hold the match ("Berlin", 上海); it follows the memory it says, and the forget
removes nothing stored of it, so what the preview selects is what the status removes."""

from __future__ import annotations

import pytest

from memstream.query_api.forget_preview import preview_forget
from memstream.schemas.events import Forget
from memstream.schemas.memory import Memory
from tests.unit.test_forget_preview import ALL, BERLIN, SHANGHAI, narrative


@pytest.mark.parametrize(
    ("match", "said", "content"),
    [("Berlin", BERLIN, "Lives in Berlin."), ("上海", SHANGHAI, "住在上海。")],
)
def test_a_match_never_selects_the_narrative(match: str, said: Memory, content: str) -> None:
    told = narrative(content, BERLIN, SHANGHAI)
    chosen = preview_forget(Forget(match=match), None, [*ALL, told])
    selected = [c.memory_id for c in chosen if c.selected]
    following = [c.memory_id for c in chosen if not c.selected]
    assert told.id not in selected
    assert told.id in following
    assert said.id in selected
