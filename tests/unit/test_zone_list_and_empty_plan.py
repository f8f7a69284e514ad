"""Three everyday shapes (issue 22): a zone code as its own clause after the home ("I'm based
in Singapore, so GMT+8 for scheduling", 我住在新加坡，东八区), one more item joined by "plus"
("Spanish, plus a bit of Japanese"; 还会一点日语), and a plan that names only its start
("Starting Monday.", 下周一开始) which is no plan. English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("I'm based in Manila, so GMT+8 for meetings.", "GMT+8"),
        ("I live in Nairobi, EAT.", "EAT"),
        ("我住在珀斯，东八区。", "东八区"),
        ("我在温哥华，西八区哈", "西八区"),
    ],
)
def test_a_zone_code_after_the_home_is_the_timezone(text: str, zone: str) -> None:
    assert ("timezone", zone) in user_slots(text)


@pytest.mark.parametrize(
    "text", ["I live in Leeds, UK.", "I'm in Austin, TX.", "明天下午三点，东八区。"]
)
def test_a_country_state_or_a_given_time_is_no_timezone(text: str) -> None:
    assert not any(slot == "timezone" for slot, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I speak Greek, plus a bit of Turkish.", "Turkish"),
        ("I speak Dutch, plus some German.", "German"),
        ("我会说粤语，还会一点日语。", "日语"),
    ],
)
def test_one_more_language_joined_by_plus_is_learned(text: str, language: str) -> None:
    assert ("languages", language) in user_slots(text)


@pytest.mark.parametrize("text", ["Starting Monday.", "Back on Friday.", "下周一开始。"])
def test_a_plan_of_only_its_start_is_none(text: str) -> None:
    assert not any(slot == "plan" for slot, _ in user_slots(text))


@pytest.mark.parametrize("text", ["Starting the new job Monday.", "下周一开始上班。"])
def test_a_plan_with_what_starts_is_kept(text: str) -> None:
    assert any(slot == "plan" for slot, _ in user_slots(text))
