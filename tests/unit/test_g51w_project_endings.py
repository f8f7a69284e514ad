"""g51w: a project said finished or paused in words the ending lists lacked (完结啦, 验收完了,
"on hiatus", "shelving the album") ends the known project."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _projects(earlier: str, later: str) -> list[str]:
    return [m.value for m in active_after(earlier, later, "project")]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'm working on a podcast about Motown B-sides.", "The podcast's on hiatus indefinitely."),
        ("I'm recording an album of sea shanties.", "shelving the album, studio costs doubled"),
        ("I'm building a chess engine in Rust.", "Scrapping the chess engine, no time."),
        ("我在写一本武侠小说", "武侠小说完结啦"),
        ("我在做一个仓库温控改造项目", "温控那个活儿上周验收完了"),
        ("我在做一个社区团购小程序", "小程序已经验收了"),
    ],
)
def test_project_ended_in_new_words(earlier: str, later: str) -> None:
    assert _projects(earlier, "thanks") and not _projects(earlier, later)


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'm recording an album of sea shanties.", "Is the show on hiatus?"),
        ("我在写一本武侠小说", "武侠小说快完结了"),
        ("我在写一本武侠小说", "他的小说完结了"),
        ("我在做一个仓库温控改造项目", "温控那个活儿还没验收"),
    ],
)
def test_project_not_ended(earlier: str, later: str) -> None:
    assert _projects(earlier, later)
