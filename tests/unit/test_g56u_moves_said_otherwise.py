"""Changes of role and home in wordings the readers missed (g56u, issue 22 point 2), through
the real extract and consolidate stages, English and Chinese, none a corpus line: a job title
gone back to or stepped down to, a new address or "X people now", and a Chinese move of home
said with a verb of settling (迁到, 把家安到, 落户). Never someone else's, a plan, a wish, a
work address, a kind of person, or a household registration."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after, has_value

CHANGED: list[tuple[str, str, str, str]] = [
    ("I'm head of science at Oakwood.",
     "stepped back down to classroom teacher this term, same school",
     "role", "classroom teacher"),
    ("I'm the duty manager at the Grand.",
     "went back to being a receptionist, less stress", "role", "receptionist"),
    ("I'm a shift supervisor at Tesco.",
     "I'm back to cashier since the restructure", "role", "cashier"),
    ("I live in Dundee.", "we're properly Perth people now", "home_location", "Perth"),
    ("I live in Dundee.",
     "our new address is in Perth, can you draft a note to the bank", "home_location", "Perth"),
    ("I live in Dundee.", "my address has changed to Perth", "home_location", "Perth"),
    ("我住在苏州。", "上个月把家安到了无锡", "home_location", "无锡"),
    ("我住在苏州。", "房子卖了，举家迁到无锡去了", "home_location", "无锡"),
    ("我住在苏州。", "去年落户杭州了", "home_location", "杭州"),
]  # fmt: skip

KEPT: list[tuple[str, str, str, str]] = [
    ("I'm a line cook at Nopa.", "my sister went back to being a nurse", "role", "line cook"),
    ("I'm a line cook at Nopa.", "I might go back to being a waiter", "role", "line cook"),
    ("I'm a line cook at Nopa.", "back to square one with the sourdough", "role", "line cook"),
    ("I live in Dundee.", "I'm a morning person now", "home_location", "Dundee"),
    ("I live in Dundee.", "we're dog people now", "home_location", "Dundee"),
    ("I live in Dundee.", "my sister's new address is in Perth", "home_location", "Dundee"),
    ("I live in Dundee.", "my work address is in Perth", "home_location", "Dundee"),
    ("我住在苏州。", "打算把家安到无锡", "home_location", "苏州"),
    ("我住在苏州。", "我表姐迁到无锡去了", "home_location", "苏州"),
    ("我住在苏州。", "户口迁到无锡了", "home_location", "苏州"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "slot", "value"), CHANGED)
def test_the_new_value_replaces_the_old(first: str, change: str, slot: str, value: str) -> None:
    """The new value is the one active value of its slot after the change."""
    found = active_after([first, change])
    assert has_value(found, slot, value), found
    assert len([f for f in found if f.startswith(f"{slot}=")]) == 1, found


@pytest.mark.parametrize(("first", "said", "slot", "value"), KEPT)
def test_the_old_value_stays(first: str, said: str, slot: str, value: str) -> None:
    """Someone else's change, a plan, a kind of person or another address changes nothing."""
    found = active_after([first, said])
    assert has_value(found, slot, value), found
