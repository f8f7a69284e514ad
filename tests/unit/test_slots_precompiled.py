"""The slot driver's character tests, with their patterns compiled once (p47x): what a
Chinese sentence is and what a short answer is, in English and Chinese."""

from memstream.processors.matchers import slots


def test_a_chinese_character_makes_a_sentence_chinese() -> None:
    """One Han character is enough; Latin text, digits and full-width punctuation are not."""
    assert slots._is_chinese("我住在上海")
    assert slots._is_chinese("I moved to 上海 last year")
    assert not slots._is_chinese("I live in Austin，2024")


def test_a_short_english_answer_counts_words() -> None:
    """Ten words or fewer is short enough to answer the assistant's question."""
    assert slots._short("Mostly jazz, some soul")
    assert not slots._short("I have been listening to a lot of jazz and soul lately")


def test_a_short_chinese_answer_counts_characters_without_spaces() -> None:
    """Twenty-four characters or fewer, spaces left out, is short enough."""
    assert slots._short("川菜吧")
    assert slots._short("川 菜 吧 " * 4)
    assert not slots._short("我最近一直在听很多爵士乐和灵魂乐，特别是晚上下班回家以后的时候")
