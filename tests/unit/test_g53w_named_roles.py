"""g53w: a job said in apposition to the user's name ("I am Noa Peretz, agronomist",
"Kenji here, ferry captain", 我叫李娜，护士, 我是张伟，一名中学老师)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I am Noa Peretz, agronomist, I design drip irrigation.", "agronomist"),
        ("Kenji here, ferry captain, Hiroshima.", "ferry captain"),
        ("Hi, I'm Maria, a pediatric nurse from Lisbon.", "pediatric nurse"),
        ("My name is Oskar, tour guide in Kraków.", "tour guide"),
        ("Hello, I'm Bea, an epidemiologist at the regional health board.", "epidemiologist"),
        ("Morag here, ranch hand up in Sutherland.", "ranch hand"),
        ("我是张伟，一名中学老师。", "中学老师"),
        ("我叫李娜，护士，在杭州。", "护士"),
        ("本人王强，电工，坐标成都。", "电工"),
        ("大家好，我叫阿珍，一名调音师。", "调音师"),
        ("你好，我是老周，货车司机。", "货车司机"),
    ],
)
def test_a_job_beside_the_name_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm Joe, your biggest fan.",
        "Hi, I'm Dana, Mia's mum.",
        "I'm Sam, a morning person.",
        "I'm Ola, night owl and coffee addict.",
        "Hi! I'm Eve, a former teacher.",
        "Name's Jory, stamp collector since I was ten.",
        "I'm Kit, a good host.",
        "Maria, the nurse, told me to rest.",
        "I met Kenji, a ferry captain, in Hiroshima.",
        "Kenji, ferry captain, is my uncle.",
        "医生，我叫李娜，最近总是头疼。",
        "我是李娜，小明的妈妈。",
        "我叫阿明，你的粉丝。",
        "我叫小李，会员一枚。",
        "我是张伟，以前是护士。",
        "我叫小周，两个孩子的爸爸。",
        "我叫李明，老师。",
        "我叫李明，老师，我想请三天假。",
        "我是王芳，医生您好，我最近总头疼。",
    ],
)
def test_no_role_from_kin_a_taste_the_past_an_address_or_someone_else(text: str) -> None:
    assert "role" not in {slot for slot, _ in user_slots(text)}


def test_a_job_opening_the_sentence_is_no_name_to_stand_beside() -> None:
    assert user_slots("Photographer, self-employed, obviously.") == {("role", "photographer")}
