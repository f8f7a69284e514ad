"""A role changed in everyday words: bumped or moved up to a role ("got bumped up to sous chef
tonight", "moved up to branch manager"), 下个月开始我就是车间主任了, 调到车站做客运值班员了; and
我现在不在X了 is a statement (the 在 of 现在 is no "V not V" question); a statement before a
question is read when the question is asked with 咋回事 / 多久 or after a space of dictation
(后天要去县里考电工证复审 资料要带啥)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _roles(earlier: str, later: str) -> list[str]:
    """The user's active roles after `later`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "role" and m.subject == "user"]


@pytest.mark.parametrize(
    ("earlier", "later", "role"),
    [
        ("I'm a line cook at a steakhouse.", "got bumped up to sous chef tonight!!!", "sous chef"),
        ("I'm a teller.", "moved up to branch manager in the spring", "branch manager"),
        ("我在厂里当班组长", "下个月开始我就是车间主任了", "车间主任"),
        ("我是跑京沪高铁的乘务员。", "我现在不在乘务组了，调到车站做客运值班员了", "客运值班员"),
    ],
)
def test_the_new_role_replaces_the_old(earlier: str, later: str, role: str) -> None:
    assert _roles(earlier, later) == [role]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'm a teller.", "My brother got bumped up to sous chef."),
        ("I'm a teller.", "I got bumped up to first class on my flight!"),
        ("我是销售", "他就是我老公了"),
        ("我是销售", "你现在在不在家？"),
    ],
)
def test_the_role_stays(earlier: str, later: str) -> None:
    assert len(_roles(earlier, later)) == 1


def _all(said: str) -> set[tuple[str, str]]:
    """(slot, value) of the user's active memories after one message."""
    _, after = learned_after("", said)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("后天要去县里考电工证复审 资料要带啥 身份证复印件要几张", "plan", "去县里考电工证复审"),
        ("下下周一开学，要回德国了，机票买哪天的好", "plan", "开学"),
        ("我在杭州做设计，最近总失眠，咋回事", "home_location", "杭州"),
    ],
)
def test_a_statement_before_a_question(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _all(said)


@pytest.mark.parametrize("said", ["今天天气咋样", "你在不在家", "周末去哪 玩好"])
def test_a_question_alone_says_nothing(said: str) -> None:
    assert _all(said) == set()


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("我对虾过敏，螃蟹也是。", "allergy", "螃蟹"),
        ("我喜欢爬山，还有游泳。", "like", "游泳"),
        ("The meeting is Tuesday — no, Wednesday.", "plan", "meeting"),
    ],
)
def test_a_value_said_short_after_another(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _all(said)


def test_someone_elses_also_is_not_the_users() -> None:
    assert _all("我对虾过敏，我老公也是。") == {("allergy", "虾"), ("relation", "老公")}


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("我是盲文校对员，在出版社上班", "盲文校对员"),
        ("I'm a proofreader at a braille press.", "proofreader"),
    ],
)
def test_a_role_with_dui_inside_a_word(said: str, role: str) -> None:
    """校对 is one word: no one's 对 (someone_else_object), as "子涵对芒果" is."""
    assert ("role", role) in _all(said)
