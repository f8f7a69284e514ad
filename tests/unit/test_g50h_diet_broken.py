"""g50h: a Chinese diet ended by the food it leaves out taken now and then (现在偶尔也喝点红酒了,
现在偶尔会吃点鱼了 after 我吃素): the whole clause after the verb names the food; not someone
else's drink nor a denial (我老婆现在偶尔会喝点红酒, 现在也不喝红酒)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _diets(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "diet"))


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我不喝酒", "现在偶尔也喝点红酒了，一周一两杯吧"),
        ("我不喝酒。", "现在偶尔会喝点红酒了"),
        ("我吃素", "现在偶尔会吃点鱼了"),
        ("我不吃猪肉", "最近也吃点红烧肉了"),
    ],
)
def test_a_food_left_out_taken_now_and_then_ends_the_diet(context: str, said: str) -> None:
    assert _diets(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我不喝酒", "我老婆现在偶尔会喝点红酒"),
        ("我不喝酒", "现在也不喝红酒"),
        ("我吃素", "我现在也吃素，挺好的"),
    ],
)
def test_another_or_a_denial_keeps_the_diet(context: str, said: str) -> None:
    assert _diets(context, said) == _diets("", context) != []
