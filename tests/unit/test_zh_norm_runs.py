"""`zh_norm.normalised` copies runs that nothing may change whole, and reads the rest as
before; the OpenCC converters are built once each."""

from __future__ import annotations

from memstream.processors.grammar import zh_norm
from memstream.processors.grammar.zh_norm import normalised


def _spans(text: str) -> list[tuple[int, int]]:
    found = normalised(text)
    return list(zip(found.starts, found.ends, strict=True))


def test_a_plain_run_keeps_one_span_per_character_chinese() -> None:
    found = normalised("上海的冬天很冷")
    assert found.text == "上海的冬天很冷"
    assert _spans("上海的冬天很冷") == [(i, i + 1) for i in range(7)]


def test_traditional_characters_in_a_run_are_simplified_one_for_one() -> None:
    found = normalised("他們在臺北讀書")
    assert found.text == "他们在台北读书"
    assert found.traditional
    assert found.restored("台北") == "臺北"


def test_spoken_words_between_runs_are_still_read() -> None:
    found = normalised("我喺香港讀緊書，佢係我老公")
    assert found.text == "我在香港读书，他是我老公"
    assert found.starts[found.text.index("读")] == 4
    assert found.starts[found.text.index("书")] == 6  # 緊 left out, 書 keeps its place


def test_eating_verbs_still_read_by_what_comes_before_and_after() -> None:
    assert normalised("我鍾意食壽司").text == "我喜欢吃寿司"
    assert normalised("美食很好").text == "美食很好"
    assert normalised("唔食辣").text == "不吃辣"


def test_english_text_and_mixed_text() -> None:
    assert _spans("I live in Leeds") == [(i, i + 1) for i in range(15)]
    found = normalised("I work at 騰訊 now, 鍾意 sushi")
    assert found.text == "I work at 腾讯 now, 喜欢 sushi"
    assert found.restored("腾讯") == "騰訊"
    at = found.text.index("喜欢")
    assert (found.starts[at], found.ends[at + 1]) == (18, 20)


def test_the_converters_are_built_once_each() -> None:
    normalised("我喜歡臺灣的夜市")
    normalised("我住在台北").restored("学生")
    zh_norm._s2t("学生会")
    t2s, s2t = zh_norm._converter("t2s"), zh_norm._converter("s2t")
    normalised("她們喜歡咖啡")
    zh_norm._s2t("老师们")
    assert zh_norm._converter("t2s") is t2s
    assert zh_norm._converter("s2t") is s2t
