from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.query_api.models import MAX_QUERY_CHARS as MAX_REQUEST_QUERY
from memstream.query_api.recall import query
from memstream.query_api.recall.hop import hop_names, hop_terms
from memstream.query_api.recall.query import (
    MAX_QUERY_CHARS,
    MAX_QUERY_TERMS,
    entities_of,
    mentions,
    person_names,
    query_terms,
    understand,
)
from memstream.query_api.recall.score import Found
from memstream.schemas.memory import MemoryType
from memstream.text import tokenize
from tests.unit.test_recall_score import make_memory

NOW = datetime(2024, 3, 13, tzinfo=UTC)


def test_names_in_english_questions_are_title_case_words_not_question_words() -> None:
    assert entities_of("What did Caroline and Melanie paint?") == ("caroline", "melanie")
    assert entities_of("When did John Smith move to New York?") == ("john smith", "new york")
    assert entities_of("How do I sort a list?") == ()
    assert entities_of("Tell me about Python") == ("python",)


def test_names_in_chinese_questions_come_from_part_of_speech_tags() -> None:
    assert "王芳" in entities_of("王芳上周去了北京吗？")
    assert "北京" in entities_of("王芳上周去了北京吗？")
    assert entities_of("我喜欢喝茶") == ()


def test_mentions_matches_whole_english_words_and_chinese_substrings() -> None:
    assert mentions("Ann announced her move", ["ann"]) == ("ann",)
    assert mentions("The announcement", ["ann"]) == ()
    assert mentions("我和王芳去了北京", ["王芳", "上海"]) == ("王芳",)


def test_a_query_is_bounded_in_characters_and_terms() -> None:
    english = understand(" ".join(f"word{i}" for i in range(1500)), NOW)
    assert english.truncated and len(english.text) == MAX_QUERY_CHARS
    assert len(english.terms) == MAX_QUERY_TERMS
    chinese = understand("".join(chr(0x4E00 + (i * 7) % 20000) for i in range(8000)), NOW)
    assert chinese.truncated and len(chinese.terms) <= MAX_QUERY_TERMS
    short = understand("我上周去了哪里？", NOW)
    assert not short.truncated and short.period is not None


def _found(content: str) -> Found:
    return Found(make_memory(content, MemoryType.EPISODE), keyword=0.9)


def test_the_second_hop_takes_new_names_from_the_best_hits_not_speaker_labels() -> None:
    query = understand("Who did Ann meet at the parade?", NOW)
    first = [_found("Ann: I met Oscar at the parade.\nBob: Did Oscar like it?")]
    assert hop_names(first, query) == ("oscar",)
    assert hop_terms(("oscar",), query)[-1] == "oscar"
    zh = understand("安在游行上遇见了谁？", NOW)
    assert "王芳" in hop_names([_found("安：我在游行上遇见了王芳。")], zh)


def test_a_possessive_name_is_the_name() -> None:
    assert entities_of("Who gave Maria's family money?") == ("maria",)
    assert entities_of("What is Caroline’s identity?") == ("caroline",)
    assert entities_of("王芳的家人给了她钱吗？")[0] == "王芳"


def test_the_second_hop_skips_words_capitalized_only_where_a_sentence_starts() -> None:
    query = understand("Who did Ann meet at the parade?", NOW)
    chatty = (
        "Ann: Wow, that's great! Sorry I missed it.\nBob: Cool. I met Oscar there. Oscar rocks."
    )
    assert hop_names([_found(chatty)], query) == ("oscar",)
    # A name at a sentence start counts when it is also written mid-sentence.
    assert hop_names([_found("Bob: Paris was fun. I loved Paris.")], query) == ("paris",)
    assert entities_of("Wow. Sorry!", mid_sentence=True) == ()
    zh = understand("安在游行上遇见了谁？", NOW)
    assert "王芳" in hop_names([_found("安：哇！王芳也来了。我在游行上遇见了王芳。")], zh)


def test_person_names_are_names_that_may_be_people_in_english_and_chinese() -> None:
    assert person_names("What symbols are important to Caroline?") == ("caroline",)
    assert person_names("When Jon has lost his job?") == ("jon",)
    assert person_names("What movies have both Joanna and Nate seen?") == ("joanna", "nate")
    assert person_names("How do I sort a list in Python?") == ()  # a medium
    assert person_names("Python is slow. Is Rust faster?") == ("rust",)  # mid-sentence
    assert person_names("We visited Paris with Maria's kids") == ("maria",)
    assert person_names("王芳喜欢什么颜色？") == ("王芳",)
    assert person_names("北京有什么好玩的？") == ()  # a place


def _spent(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The Viterbi cost of every run the HMM is asked to re-read."""
    spent: list[int] = []
    guessed = query._guessed

    def counting(text: str) -> list[tuple[str, str]]:
        spent.append(query._guess_cost(text))
        return guessed(text)

    monkeypatch.setattr(query, "_guessed", counting)
    query._tagged.cache_clear()
    return spent


@pytest.mark.parametrize(
    "text",
    [
        "".join(chr(0x4E00 + (i * 7919) % 20900) for i in range(4000)),  # rare characters
        "的一是在不了有和人这中大为上个国我以要他时来用们张伟李娜" * 150,
        "Quillfeather Zanzibar Maria Oslo when did " * 100,
    ],
)
def test_reading_the_longest_query_keeps_the_hmm_within_its_budget(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    spent = _spent(monkeypatch)
    info = understand(text[:MAX_REQUEST_QUERY], NOW)
    assert sum(spent) <= query.TAGGING_BUDGET
    assert len(info.terms) <= query.MAX_QUERY_TERMS


def test_a_name_the_dictionary_lacks_is_still_guessed_in_a_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spent = _spent(monkeypatch)
    assert "张伟" in entities_of("我下个月要去北京看张伟。")
    assert spent and sum(spent) <= query.TAGGING_BUDGET
    assert "maria" in entities_of("When did Maria visit Oslo?")


def test_terms_read_a_chunk_at_a_time_are_the_terms_of_the_whole_text() -> None:
    text = "I moved to Lisbon in May, and I love green tea. " * 3 + "我住在杭州，喜欢喝绿茶。"
    assert query_terms(text) == tuple(dict.fromkeys(tokenize(text)))[: query.MAX_QUERY_TERMS]
