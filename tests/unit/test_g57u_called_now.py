"""g57u: the name the user asks to be called from now on, or says everyone uses, supersedes the
name said before ("you can call me Kate", "Everyone calls me Kate, so you can too", 以后叫我老王
就成, 你也叫我华子就行, 大家都叫我华子，你也这么叫吧); a name refused, a request to do something
and a name others use but the user does not want are none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _names(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "name"))


@pytest.mark.parametrize(
    ("context", "said", "now"),
    [
        ("My name is Katherine Doyle.", "You can call me Kate.", "Kate"),
        ("My name is Katherine Doyle.", "you can just call me Kate from now on", "Kate"),
        ("I'm Bartholomew Quinn.", "Everyone calls me Bart, so you can too.", "Bart"),
        ("I'm Bartholomew Quinn.", "honestly you may call me Bart, everyone does", "Bart"),
        ("Hi, I'm Alexandra Petrov.", "Oh and feel free to call me Sasha instead.", "Sasha"),
        ("My name's Jonathan Reyes.", "my mates all call me Jono so you might as well", "Jono"),
        ("I'm Margarethe Holm.", "You can call me Greta going forward", "Greta"),
        ("我叫王建华。", "以后叫我老王就成", "老王"),
        ("我叫王建华。", "你也叫我老王就行", "老王"),
        ("我叫王建华。", "大家都叫我华子，你也这么叫吧", "华子"),
        ("我叫王建华。", "叫我华子就可以了", "华子"),
        ("我是刘晓彤", "你以后就喊我彤彤吧", "彤彤"),
        ("我叫陈志远", "朋友们平时都喊我阿远，你也这样叫就好", "阿远"),
        ("我叫陈志远", "您直接称呼我志远就行了", "志远"),
    ],
)  # fmt: skip
def test_the_name_asked_for_now_replaces_the_old(context: str, said: str, now: str) -> None:
    assert _names(context, said) == [now]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("My name is Katherine Doyle.", "Don't call me Kate."),
        ("My name is Katherine Doyle.", "You can call me later tonight."),
        ("My name is Katherine Doyle.", "Can I call you Sam?"),
        ("我叫王建华。", "别叫我老王"),
        ("我叫王建华。", "以后叫我回家吃饭"),
        ("我叫王建华。", "老板叫我加班"),
        ("我叫王建华。", "你叫我什么？"),
    ],
)
def test_a_name_refused_or_no_name_changes_nothing(context: str, said: str) -> None:
    before = _names("", context)
    assert before
    assert _names(context, said) == before
