"""A job said in the past with a time that is over is no job now (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

EMPLOYER = "profile.employer"
ROLE = "profile.role"


@pytest.mark.parametrize(
    "text",
    [
        "Back in 2015 I worked for a company called Acme",
        "I worked at a startup called Zeno for two years",
        "I once worked for a firm called Baker & Co",
        "I worked for Google for two years",
        "I worked at a bakery called Crumbs back in college",
        "I worked for a company called Acme before I moved here",
        "I was working for a company called Acme at the time",
        "I worked for a company called Acme until 2019",
        "When I was a student, I worked at a café called Lune",
    ],
)
def test_en_past_job_with_past_time_is_no_employer(text: str) -> None:
    assert not [k for k in learned_keys(text) if k[0] == EMPLOYER]


@pytest.mark.parametrize(
    "text",
    ["I was a nurse for ten years", "I was a postman in my twenties", "We were farmers back then"],
)
def test_en_past_role_with_past_time_is_no_role(text: str) -> None:
    assert not [k for k in learned_keys(text) if k[0] == ROLE]


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("I worked for a company called Acme a long time ago, now I'm at Google", "Google"),
        ("I worked at Acme for five years, but now I work for Stripe", "Stripe"),
        ("I work for a company called Brightwell", "Brightwell"),
        ("I've worked at Lloyds for ten years", "Lloyds"),
    ],
)
def test_en_job_now_is_kept(text: str, now: str) -> None:
    employers = {v for k, v in learned_keys(text) if k == EMPLOYER}
    assert employers == {now}


def test_en_new_role_after_the_old_one_is_kept() -> None:
    roles = {v for k, v in learned_keys("I was a nurse for ten years before I became a midwife")}
    assert "nurse" not in roles


@pytest.mark.parametrize(
    "text",
    ["我2019年在阿里上班", "我去年在京东当快递员", "我前年在一家叫蓝鲸的公司上班"],
)
def test_zh_past_job_with_past_time_is_no_job(text: str) -> None:
    assert not [k for k in learned_keys(text) if k[0] in (EMPLOYER, ROLE)]


def test_zh_job_before_the_one_now_is_over() -> None:
    employers = {v for k, v in learned_keys("我毕业后在华为干了三年，现在在阿里") if k == EMPLOYER}
    assert employers == {"阿里"}


@pytest.mark.parametrize(
    ("text", "employer"),
    [("我在一家叫蓝鲸的公司上班", "蓝鲸"), ("我从2019年开始在阿里上班", "阿里")],
)
def test_zh_job_now_is_kept(text: str, employer: str) -> None:
    assert (EMPLOYER, employer) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我去年入职了华为，在终端部门", "华为"),
        ("我在中铁十四局干了六年了，现在常驻济南", "中铁十四局"),
    ],
)
def test_zh_job_begun_then_or_still_going_is_kept(text: str, employer: str) -> None:
    assert (EMPLOYER, employer) in learned_keys(text)


def test_zh_job_before_retiring_is_over() -> None:
    text = "退休前在纺织厂干了三十年，现在住在郑州"
    assert not [k for k in learned_keys(text) if k[0] == EMPLOYER]
