"""People and pets listed by kind with their names, as a bio or a profile lists them (g46r,
issue 22): the kind as the subject and the names it is ("the dogs are Pepper, Salt and
Mustard", 老婆是小芳), children by rank (两个娃，大的叫乐乐), and never someone else's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after, said


def _people(text: str) -> set[tuple[str, str]]:
    """(slot, value) of the user's relations and pets one message teaches."""
    after = learned_after("", text)[1]
    return {(m.slot, m.value) for m in after if m.subject == "user" and m.slot in _PEOPLE}


_PEOPLE = ("relation", "pet")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("The husband is Dev, the dogs are Pepper, Salt and Mustard", {"Dev", "Pepper", "Salt"}),
        ("bairns are Callum (7) and Isla (4), and the wife's Kirsty", {"Callum", "Isla", "Kirsty"}),
        ("live in Perth, wife's Moira, dog's Brodie, I take my tea black", {"Moira", "Brodie"}),
        ("Two cats: Borscht and Pelmeni. Both orange", {"Borscht", "Pelmeni"}),
        ("Just me, the cat (Bosun, ginger, fat) and two deckhands", {"Bosun"}),
        ("The wean's called Isla, she's four", {"Isla"}),
        ("my kids are Noah and Ava", {"Noah", "Ava"}),
        ("老婆是小芳，儿子是豆豆", {"小芳", "豆豆"}),
        ("两个娃，大的叫乐乐，小的叫欢欢", {"乐乐", "欢欢"}),
        ("家里情况：老公叫老李，闺女叫朵朵，狗叫旺财", {"老李", "朵朵", "旺财"}),
        ("狗是Lucky，猫是咪咪", {"Lucky", "咪咪"}),
    ],
)
def test_a_kind_and_its_names_are_the_users_people(text: str, named: set[str]) -> None:
    names = {value.split(":")[-1].strip() for _, value in _people(text)}
    assert named <= names, _people(text)


@pytest.mark.parametrize(
    "text",
    [
        "The husband is Dev, the dogs are Pepper and Salt",
        "老婆是小芳，儿子是豆豆",
    ],
)
def test_the_kind_named_is_not_also_learned_unnamed(text: str) -> None:
    assert all(":" in value for _, value in _people(text)), _people(text)


@pytest.mark.parametrize(
    "text",
    [
        "her husband is Dev",
        "Sarah's kids are Tom and Ann",
        "my wife is Irish",
        "if my son is Leo, who is Max?",
        "is your sister Amy?",
        "我同事的女儿叫朵朵，特别可爱",
        "群里有个宝妈她家孩子叫豆包，三岁了",
        "我朋友家的狗叫Bobo",
        "他老婆是小芳",
        "我同事两个娃，大的叫乐乐",
        "我老婆是小学老师",
        "儿子是医生",
    ],
)
def test_someone_elses_or_no_name_is_no_named_person(text: str) -> None:
    assert not any(":" in value for _, value in _people(text)), _people(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("my dad is 70", "dad"),
        ("About me: 42, two kids, 9 and 12, live in Leeds.", "child"),
    ],
)
def test_an_age_after_the_kind_is_no_name(text: str, kind: str) -> None:
    assert not any(value[-1].isdigit() for _, value in _people(text)), _people(text)
    assert ("relation", kind) in _people(text), _people(text)


def test_someone_elses_pet_is_still_theirs() -> None:
    found = said("我老板的狗叫Bobo，吃得比我都好")
    assert any(fact.startswith("老板.pet=") and "Bobo" in fact for fact in found), found
    assert not any(fact.startswith("pet=") for fact in found), found


@pytest.mark.parametrize(
    ("text", "kept", "corrected"),
    [
        ("My sister is called Hanna, no wait, Hilde.", "Hilde", "Hanna"),
        ("老婆是小芳，哦不对，老婆是小芬", "小芬", "小芳"),
    ],
)
def test_a_corrected_name_is_not_listed_again(text: str, kept: str, corrected: str) -> None:
    names = {value.split(":")[-1].strip() for _, value in _people(text)}
    assert kept in names and corrected not in names, _people(text)
