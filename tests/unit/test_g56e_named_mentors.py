"""Who teaches the user, named after what they teach (g56e): "my swim coach Marguerite", "my
cello teacher Mr Okonjo" are relations with their names; unnamed, or someone else's, or the
user's own job, they are not (coach, tutor, teacher and apprentice as relation words of
en_words were dropped: "teacher in Bath, latex allergy" then lost the allergy and the town).
Every sentence is written for these tests, in English and Chinese (Chinese 徒弟 and 导师 are
read already; 教练 and 老师 with a name are not, see the report)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _learned(text: str) -> set[tuple[str, str]]:
    _, after = learned_after("", text)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


def _named(text: str) -> set[str]:
    return {v.split(":")[-1].strip() for s, v in _learned(text) if s == "relation"}


NAMED: list[tuple[str, str]] = [
    ("my swim coach Marguerite is strict about warm-ups", "Marguerite"),
    ("my maths tutor Anneliese is patient with me", "Anneliese"),
    ("My cello teacher Mr Okonjo is retiring in June", "Okonjo"),
]


@pytest.mark.parametrize(("text", "name"), NAMED)
def test_a_named_teacher_is_a_relation(text: str, name: str) -> None:
    assert any(name in named for named in _named(text))


def test_unnamed_they_are_not_remembered() -> None:
    assert not _named("my coach is strict about warm-ups")
    assert not _named("my tutor cancelled again")


def test_the_users_own_job_stays_a_role() -> None:
    learned = _learned("I'm a swim coach in Ghent")
    assert ("role", "swim coach") in learned
    assert not {pair for pair in learned if pair[0] == "relation"}


def test_someone_elses_teacher_is_not_the_users() -> None:
    assert "Okonjo" not in " ".join(_named("my son's teacher Mr Okonjo is lovely"))


def test_chinese_named_apprentice_and_supervisor() -> None:
    assert "小李" in _named("我徒弟小李上周刚来")
    assert any("李教授" in named for named in _named("我的导师李教授下个月退休"))
