"""The lead's endings of round 48: a pet or person said to have died by name alone ("Luna died
on Sunday", "we lost Luna on Sunday", 我家的狗死了 of a dog called 豆豆) ends that one and names
no new one; a job lost to the employer's decision with the employer as the subject ("Deloitte
let me go", 华为把我裁了, 被华为裁了, 华为那边我已经不干了) ends that employer; a job lost to a
general word (被公司优化了) ends the job."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _active(context: str, said: str, slot: str) -> list[str]:
    _, after = learned_after(context, said)
    return [m.value for m in after if m.active and m.slot == slot]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I have a cat named Luna", "Luna died on Sunday"),
        ("I have a cat named Luna", "Luna didn't make it, we lost her on Sunday"),
        ("I have a cat named Luna", "We lost Luna on Sunday"),
        ("我家有只狗叫豆豆", "我家的狗上周死了"),
        ("我家有只狗叫豆豆", "我家的狗死了"),
        ("我家有只狗叫豆豆", "豆豆上周走了"),
    ],
)
def test_a_pet_said_to_have_died_ends(context: str, said: str) -> None:
    assert _active(context, said, "pet") == []


def test_a_death_of_another_name_ends_no_pet() -> None:
    assert _active("I have a cat named Luna", "Bruno died last night", "pet") == ["cat: Luna"]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I work at Deloitte", "Deloitte let me go last week"),
        ("I work at Deloitte", "Deloitte laid me off, looking for work now"),
        ("I work at Deloitte", "Fired from Deloitte."),
        ("我在华为上班", "我被华为裁了"),
        ("我在华为上班", "华为把我裁了"),
        ("我在华为上班", "华为那边我已经不干了"),
        ("我在华为上班", "上周被公司优化了"),
    ],
)
def test_a_job_lost_ends_the_employer(context: str, said: str) -> None:
    assert _active(context, said, "employer") == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我在华为上班", "他被华为裁了"),
        ("我在华为上班", "这活我不干了"),
        ("我在华为上班", "我被开了罚单"),
        ("I work at Deloitte", "Deloitte let my cousin go last week"),
    ],
)
def test_no_job_lost_ends_no_employer(context: str, said: str) -> None:
    assert _active(context, said, "employer") != []


def test_work_quit_at_a_place_ends_the_role_too() -> None:
    context = "我在永辉超市当理货员"
    said = "超市那边我不干了，合同到期没续，这阵子先歇歇再说"
    assert _active(context, said, "role") == []
    assert _active(context, said, "employer") == []


@pytest.mark.parametrize(
    ("said", "employer"),
    [
        ("Just signed my contract with EY, starting in April", "EY"),
        ("I've accepted their job offer from Accenture", "Accenture"),
    ],
)
def test_a_contract_signed_is_the_new_employer(said: str, employer: str) -> None:
    assert _active("I work at Deloitte", said, "employer") == [employer]


def test_a_contract_with_a_landlord_is_no_employer() -> None:
    assert _active("I work at Deloitte", "signed the contract with the landlord", "employer") == [
        "Deloitte"
    ]


@pytest.mark.parametrize("said", ["我现在是教导主任了", "我是教导主任"])
def test_a_role_read_inside_a_longer_role_is_not_kept(said: str) -> None:
    assert _active("", said, "role") == ["教导主任"]
