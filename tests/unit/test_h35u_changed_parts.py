"""The new value of a change read in the part of the sentence after the change
(grammar/changed_parts.py): English and Chinese, must-read and must-not-read."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said, user_slots

SAID_AFTER_CHANGE = [
    ("used to live in Manchester, moved to Bristol last year", ("home_location", "Bristol")),
    ("was freelance for years, now in-house photographer at Canon", ("employer", "Canon")),
    (
        "was freelance for years, now in-house photographer at Canon",
        ("role", "in-house photographer"),
    ),
    ("Based in Cardiff these days, moved for the job.", ("home_location", "Cardiff")),
    ("Just a heads up, I got married, it's Jo Okafor now.", ("name", "Jo Okafor")),
    ("not in Boston anymore, moved to Denver in June", ("home_location", "Denver")),
    ("About me: ex-banker, now a high school teacher in Leeds", ("role", "high school teacher")),
    ("To be honest I left Werner, working for Schneider now", ("employer", "Schneider")),
    ("sold the flat in Leeds - living in York now", ("home_location", "York")),
    ("quit the agency last spring; these days I work at Shopify", ("employer", "Shopify")),
    ("我改名了 现在叫王若汐", ("name", "王若汐")),
    ("以前住北京，如今在大理", ("home_location", "大理")),
    ("以前在上海工作，現在住台北", ("home_location", "台北")),
    ("不在阿里了，现在在字节上班", ("employer", "字节")),
    ("原来做会计 现在做销售", ("role", "销售")),
]


@pytest.mark.parametrize(("text", "slot"), SAID_AFTER_CHANGE)
def test_the_new_value_after_a_change_is_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in user_slots(text)


NOT_THE_USERS = [
    ("if I moved to Paris, I'd finally be happy", "home_location"),
    ("Tom used to live in Pune, moved to Delhi last year", "home_location"),
    ("should I switch to vim, or stay on emacs?", "pref.editor"),
    ("my sister left Google, now at Meta", "employer"),
    ("you used to be in London, now in Paris right", "home_location"),
    ("used to live in Leeds, might move to Bath next year", "home_location"),
    ("The new guy was at Amazon for years, now at a startup called Ferns", "employer"),
    ("the character says: 'I used to be vegan, now I eat anything'", "diet"),
    ("如果搬到上海，现在的工作就得辞掉", "home_location"),
    ("我姐以前住北京，现在搬到上海了", "home_location"),
    ("明年可能搬去成都，现在还在北京", "home_location"),
    ("你之前说在杭州，现在在苏州吗", "home_location"),
]


@pytest.mark.parametrize(("text", "slot"), NOT_THE_USERS)
def test_no_new_value_from_a_change_not_the_users(text: str, slot: str) -> None:
    if slot == "home_location" and "现在还在北京" in text:
        assert ("home_location", "成都") not in user_slots(text)
        return
    assert not {pair for pair in user_slots(text) if pair[0] == slot}


def test_a_part_names_no_new_value_the_whole_sentence_already_gave() -> None:
    assert said("I left Werner, working for Schneider now") >= {"employer=Schneider"}
    assert len([s for s in said("以前住北京，如今在大理") if s.startswith("home_location")]) == 1
