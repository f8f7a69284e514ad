"""g50w: roles said as a trade compound, by what the person does, or with a qualifier."""

from __future__ import annotations

import pytest

from memstream.processors.matchers.slots import match_slots
from tests.fixtures.grammar import user_candidates, user_message


def _roles(text: str) -> set[str]:
    return {str(c.value) for c in user_candidates(text, "role")}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I am a dog groomer.", "dog groomer"),
        ("im a horse breeder in Kildare", "horse breeder"),
        ("I work as a dog walker at Happy Tails.", "dog walker"),
        ("I'm a baby photographer, mostly newborn shoots", "baby photographer"),
    ],
)
def test_trade_after_an_animal_word_is_a_role(text: str, role: str) -> None:
    assert role in _roles(text)


def test_named_pet_still_named() -> None:
    keys = {(c.key, str(c.value)) for c in match_slots(user_message("my dog biscuit hates baths"))}
    assert ("profile.relations.dog", "Biscuit") in keys
    assert _roles("my dog biscuit hates baths") == set()


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我在曼谷开金铺，二十年了", "金铺老板"),
        ("成都人，开茶馆的", "茶馆老板"),
        ("俺在县城开饭店", "饭店老板"),
        ("我在布宜诺斯艾利斯开超市十几年了", "超市老板"),
        ("我在温岭开了个小模具厂", "模具厂老板"),
        ("我是开面馆的", "面馆老板"),
    ],
)
def test_business_run_by_bare_kai_is_its_owner(text: str, role: str) -> None:
    assert role in _roles(text)


@pytest.mark.parametrize(
    "text",
    [
        "我想在杭州开民宿",
        "我以前在大理开客栈",
        "他在成都开茶馆",
        "我开车去超市",
        "我在家开会",
        "你在哪开店？",
    ],
)
def test_no_business_of_the_user(text: str) -> None:
    assert not any(r.endswith("老板") for r in _roles(text))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I teach ballet at a studio.", "ballet teacher"),
        ("I teach yoga on weekends.", "yoga teacher"),
        ("I teach chemistry near Bristol.", "chemistry teacher"),
        ("I teach piano for a living.", "piano teacher"),
    ],
)
def test_what_is_taught_ends_before_its_place_or_time(text: str, role: str) -> None:
    assert _roles(text) == {role}


@pytest.mark.parametrize(
    "text",
    ["我老公是朝鲜族，叫金哲洙，开冷面馆的", "我姐在昆明，开花店的", "我爸退休前在县城开饭店"],
)
def test_someone_elses_business_is_not_the_users(text: str) -> None:
    assert not any(r.endswith("老板") for r in _roles(text))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Sign painter based in Leeds.", "sign painter"),
        ("Freelance translator based in Lyon, mostly legal work.", "freelance translator"),
        ("hand-lettering sign painter based out of Asheville NC", "hand-lettering sign painter"),
        ("滑雪巡逻员一枚 冬天在崇礼 夏天回哈尔滨", "滑雪巡逻员"),
        ("小学老师一名，教语文", "小学老师"),
    ],
)
def test_bio_opening_with_a_bare_job(text: str, role: str) -> None:
    assert role in _roles(text)


@pytest.mark.parametrize(
    "text",
    [
        "Software company based in Leeds.",
        "Nurse based in Leeds?",
        "My sister is a nurse based in Leeds.",
        "我的室友是护士，护士一枚",
        "他是程序员一枚",
    ],
)
def test_no_bare_job_of_the_user(text: str) -> None:
    assert _roles(text) == set()
