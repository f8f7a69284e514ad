"""A surname with 家 (张家, 李家) names a household or a place to work at, not a person who is
the sentence's subject: 张家那个活改到周五了 moves the user's plan (g54o's named openings)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_job_subjects import about_worker


@pytest.mark.parametrize("text", ["张家那个活改到周五了", "李家这边周三再去", "王家的空调修好了"])
def test_a_household_is_no_subject(text: str) -> None:
    assert not about_worker(text)


def test_a_known_full_name_is_still_the_subject() -> None:
    assert about_worker("刘德华好像会说好几种方言")
