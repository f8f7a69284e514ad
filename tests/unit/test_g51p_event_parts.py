"""The user's part in a dated event named without a verb of theirs (grammar/event_parts.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _plans(text: str) -> set[tuple[str, str]]:
    return {(k.removeprefix("fact:plan:"), v) for k, v in learned_keys(text) if "plan:" in k}


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("下周三下午社工站年中督导，我要做汇报", ("在社工站年中督导上做汇报", "2026-03-11")),
        ("下个月五号我们公司年会，我要上台主持", ("在公司年会上上台主持", "2026-04-05")),
        ("3月12号单位礼堂有个退休欢送会，我得上台致辞", ("在退休欢送会上上台致辞", "2026-03-12")),
    ],
)
def test_the_part_is_the_plan(text: str, plan: tuple[str, str]) -> None:
    assert _plans(text) == {plan}


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("下周五公司年会，我要疯了", ("公司年会", "2026-03-13")),
        ("The conference is on Friday and I'm so nervous", ("conference", "2026-03-06")),
        ("The tournament is on the 14th, I'm seeded 23rd", ("tournament", "2026-03-14")),
        ("下周三去上海开会", None),
    ],
)
def test_a_feeling_or_a_doing_of_ones_own_stays(text: str, plan: tuple[str, str] | None) -> None:
    plans = _plans(text)
    if plan is None:
        assert not any(value.startswith("在") for value, _ in plans)
    else:
        assert plans == {plan}
