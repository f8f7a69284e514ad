"""Patterns built from values compile through their own bounded cache, not `re`'s
(`grammar/value_patterns.py`), and match exactly as `re` would."""

from __future__ import annotations

import re

from memstream.processors.grammar import value_patterns
from memstream.processors.grammar.value_patterns import (
    compiled,
    finditer,
    fullmatch,
    match,
    search,
    sub,
)


def _in_re_cache(source: str) -> bool:
    cache: dict[tuple[type, str, int], re.Pattern[str]] = vars(re)["_cache"]
    return any(key[1] == source for key in cache)


def test_a_value_built_pattern_stays_out_of_the_re_cache_english() -> None:
    source = r"\bnew " + re.escape("physiotherapist-x17") + r"\b"
    assert search(source, "I have a new physiotherapist-x17 now") is not None
    assert not _in_re_cache(source)


def test_a_value_built_pattern_stays_out_of_the_re_cache_chinese() -> None:
    source = re.escape("慕尼黑工业大学七号楼") + r"(?:读书|工作)?(?:时|的时候)"
    assert search(source, "在慕尼黑工业大学七号楼读书时学的") is not None
    assert not _in_re_cache(source)


def test_a_source_is_compiled_once_and_kept() -> None:
    source = "会(?:做|干)?" + re.escape("木工")
    assert compiled(source) is compiled(source)
    assert compiled(source, re.IGNORECASE) is not compiled(source)


def test_the_cache_is_bounded() -> None:
    assert compiled.cache_info().maxsize == value_patterns.SIZE


def test_search_and_match_read_as_re_does_english() -> None:
    text = "Nurse turned B&B host, based in Leeds"
    for source, flags in ((r"b&b host", re.I), (r"(?i)nurse\s+turned", 0), (r"leeds", 0)):
        assert _same(search(source, text, flags), re.search(source, text, flags))
        assert _same(match(source, text, flags), re.match(source, text, flags))
    assert fullmatch(r"(?i)nurse.*leeds", text) is not None
    assert fullmatch(r"nurse", text) is None


def test_search_and_match_read_as_re_does_chinese() -> None:
    text = "我会做一点木工，这个颜色不错"
    for source in ("会(?:做|干|当|点|一点)?[^，,。]{0,6}?木工", "[这那](?:个|张)?颜色", "木工"):
        assert _same(search(source, text), re.search(source, text))
        assert _same(match(source, text), re.match(source, text))
    assert fullmatch(r"[\u4e00-\u9fff，]+", text) is not None


def test_finditer_and_sub_read_as_re_does() -> None:
    english, chinese = "vim or Vim, then VIM", "杭州、上海，又回杭州"
    found = [m.span() for m in finditer("vim", english, re.IGNORECASE)]
    assert found == [m.span() for m in re.finditer("vim", english, re.IGNORECASE)]
    assert found == [(0, 3), (7, 10), (17, 20)]
    assert [m.end() for m in finditer(re.escape("杭州"), chinese)] == [2, 10]
    assert sub("vim", "emacs", english, flags=re.I) == "emacs or emacs, then emacs"
    assert sub("杭州", "苏州", chinese, count=1) == "苏州、上海，又回杭州"
    assert sub(r"(\w+)州", lambda m: m[1].upper(), "Hangzhou 杭州") == "Hangzhou 杭"


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a is None and b is None) or (
        a is not None and b is not None and a.span() == b.span() and a.groups() == b.groups()
    )


def test_may_hold_is_false_only_where_no_case_insensitive_match_can_be_english() -> None:
    assert not value_patterns.may_hold("celiac", "I never had eczema")
    assert value_patterns.may_hold("celiac", "Not CELIAC after all")
    assert value_patterns.may_hold("kiwi", "no \u212aiwi allergy")  # Kelvin sign: re folds it
    assert re.search("kiwi", "no \u212aiwi allergy", re.IGNORECASE) is not None


def test_may_hold_is_false_only_where_no_case_insensitive_match_can_be_chinese() -> None:
    assert not value_patterns.may_hold("胃炎", "不是胃溃疡")
    assert value_patterns.may_hold("胃炎", "其实不是胃炎")
    assert value_patterns.may_hold("IBS肠炎", "不是ibs肠炎")  # cased and not ASCII: not told
    for literal, text in (("胃炎", "不是胃溃疡"), ("celiac", "I never had eczema")):
        assert re.search(re.escape(literal), text, re.IGNORECASE) is None
