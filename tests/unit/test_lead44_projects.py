"""Projects with long names ("a field guide to the lichens of the Olympic Peninsula"), cut
before what they are for ("… for the family"), said
by more making verbs ("translating", "digitising") or as a side hustle; Chinese keeps its
projects beside them, and others' projects, questions and wishes stay none of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _projects(said: str) -> list[str]:
    """The user's active projects after one message."""
    _, after = learned_after("", said)
    return [m.value for m in after if m.active and m.slot == "project" and m.subject == "user"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "I'm writing a field guide to the lichens of the Olympic Peninsula, need help",
            "field guide to the lichens of the Olympic Peninsula",
        ),
        (
            "putting together a little cookbook of my grandmother's recipes for the family",
            "little cookbook of my grandmother's recipes",
        ),
        ("converting an old horsebox into a bar", "converting old horsebox into a bar"),
        ("my side hustle right now is a newsletter about ferments", "newsletter about ferments"),
        ("digitising a box of old family photos this winter", "box of old family photos"),
        ("我最近在写一本关于老上海弄堂的小说", "关于老上海弄堂的小说"),
        ("我们团队在做一个智能客服系统，我负责前端", "智能客服系统"),
    ],
)
def test_the_project_is_read(said: str, project: str) -> None:
    assert project in _projects(said)


@pytest.mark.parametrize(
    "said",
    [
        "my husband is building a shed, I just bring him tea",
        "should I start a podcast?",
        "I'd love to write a novel someday",
        "我朋友在写一本小说，让我帮她看看",
        "要不要开个公众号呢？",
    ],
)
def test_no_project_of_the_user(said: str) -> None:
    assert _projects(said) == []
