"""The grammar's word lists keep one order in every process (replay learns the same)."""

from memstream.processors.grammar.zh_words import words


def test_chinese_words_are_longest_first_then_in_character_order() -> None:
    assert words("乙 甲 丙丙 乙") == ("丙丙", "乙", "甲")


def test_latin_words_are_longest_first_then_in_character_order() -> None:
    assert words("b a cc") == ("cc", "a", "b")
