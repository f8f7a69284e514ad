"""A short kinship word (我哥, 我妈) is the same kind as its full form (哥哥, 妈妈): one
relation key, one subject for what is said of that person. My own phrasings."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import zh

DAY = date(2026, 11, 26)


@pytest.mark.parametrize(
    ("short", "full"),
    [("我哥在武汉开出租", "我哥哥在武汉开出租"), ("我妈对海鲜过敏", "我妈妈对海鲜过敏")],
)
def test_short_and_full_kinship_words_give_the_same_fills(short: str, full: str) -> None:
    def said(text: str) -> set[tuple[str, str, str, str]]:
        return {(f.slot, f.value, f.kind, f.subject) for f in zh.parse(text, DAY)}

    assert said(short) == said(full)
