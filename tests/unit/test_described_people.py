"""A person a relative clause describes at the front of a Chinese clause (新搬来的邻居, 一起
跑步的朋友) is the one the clause speaks of, not the user; the user's own taste said the same
way (最喜欢的歌手是…) stays the user's."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_subjects import someone_opens
from tests.fixtures.grammar import said

DESCRIBED = [
    ("楼上新搬来的租户有两个孩子和一只鹦鹉", "租户"),
    ("刚认识的朋友住在杭州", "朋友"),
    ("新搬来的邻居养了条狗", "邻居"),
    ("一起跑步的朋友是护士", "朋友"),
    ("以前的同事在阿里上班", "同事"),
    ("做饭的阿姨是四川人", "阿姨"),
]
"""Clauses opening with someone a relative clause describes, and who."""

NOT_DESCRIBED = ["最喜欢的歌手是周杰伦", "常去的那家店在杭州", "我是做设计的", "想找的工作在上海"]
"""Clauses that open with the user's taste or wish, a place, or the user."""

NOTHING_OF_THE_USERS = [
    "楼上新搬来的租户有两个孩子和一只鹦鹉。",
    "新搬来的邻居养了条狗。",
    "一起跑步的朋友是护士。",
    "The new tenant upstairs has two kids and a parrot.",
    "The friend I run with is a nurse.",
    "The guy who just moved in next door has a dog.",
]
"""Such sentences, in Chinese and English: no fact about the user."""


@pytest.mark.parametrize(("clause", "who"), DESCRIBED)
def test_a_described_person_opens_the_clause(clause: str, who: str) -> None:
    """The person the relative clause describes is the clause's subject."""
    found = someone_opens(clause)
    assert found is not None and found[0] == who


@pytest.mark.parametrize("clause", NOT_DESCRIBED)
def test_the_users_view_or_a_place_names_no_one(clause: str) -> None:
    """A taste, a wish, a place or the user opening the clause names no one else."""
    assert someone_opens(clause) is None


@pytest.mark.parametrize("text", NOTHING_OF_THE_USERS)
def test_no_fact_about_the_user(text: str) -> None:
    """Nothing is read about the user from what a described person has or is."""
    assert not {s for s in said(text) if "." not in s.split("=")[0]}
