"""A no to a still-question that names where the leaving went ("nope, left for Globex in May",
"no, moved to EY", 不在了，去年去了安永) takes the new value in the slot the question asked, not
another; a time after it is no part of it; a bare verb asked about ("Do you still swim?") ends
with a no; and what the answer moved on to ("moved on to cycling", 改骑车了) is taken up."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import answered


@pytest.mark.parametrize(
    ("question", "answer", "key", "value"),
    [
        ("Still at Acme?", "nope, left for Globex in May", "profile.employer", "Globex"),
        ("Still with Deloitte?", "no, moved to EY two years ago", "profile.employer", "EY"),
        ("Still with Deloitte?", "no, went over to EY", "profile.employer", "EY"),
        (
            "Are you still in Boston?",
            "nope, left for Denver last fall",
            "profile.location",
            "Denver",
        ),
        ("你还在德勤吗？", "不在了，去年去了安永", "profile.employer", "安永"),
        ("你还住在北京吗？", "不在了，去年搬到成都了", "profile.location", "成都"),
    ],
)
def test_the_new_value_goes_to_the_asked_slot(
    question: str, answer: str, key: str, value: str
) -> None:
    found = answered(answer, question)
    assert (key, value) in {(k, v) for k, v, _ in found}, found
    assert all(v != value for k, v, _ in found if k != key), found


@pytest.mark.parametrize(
    ("question", "answer", "thing"),
    [
        ("Do you still swim?", "nope", "swim"),
        ("Do you still run?", "not anymore", "run"),
        ("你还游泳吗？", "没了", "游泳"),
        ("你还跑步吗？", "早不跑了", "跑步"),
    ],
)
def test_a_bare_verb_asked_about_ends(question: str, answer: str, thing: str) -> None:
    found = answered(answer, question)
    assert any(value == "no" and said == thing for _, value, said in found), found


@pytest.mark.parametrize(
    ("question", "answer", "ended", "key", "taken"),
    [
        ("Do you still run?", "no, moved on to cycling", "run", "fact:habit", "cycling"),
        (
            "Do you still play tennis?",
            "no, switched to padel",
            "play tennis",
            "fact:habit",
            "padel",
        ),
        (
            "Do you still play the guitar?",
            "nah, switched to piano",
            "guitar",
            "profile.skills",
            "piano",
        ),
        ("你还跑步吗？", "不跑了，现在骑车", "跑步", "fact:habit", "骑车"),
    ],
)
def test_what_the_answer_moved_on_to_is_taken_up(
    question: str, answer: str, ended: str, key: str, taken: str
) -> None:
    found = answered(answer, question)
    assert any(value == "no" and said == ended for _, value, said in found), found
    assert (key, taken) in {(k, v) for k, v, _ in found}, found
