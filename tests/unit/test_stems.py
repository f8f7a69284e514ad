"""English word forms for keyword search: Snowball stems, inflections, Chinese unchanged."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from memstream.stems import MAX_FORMS, search_forms, stem, word_forms
from memstream.text import tokenize


@pytest.mark.parametrize(
    ("term", "forms"),
    [
        ("research", {"researching", "researched", "researches", "researchers"}),
        ("researching", {"research", "researched"}),
        ("paint", {"paints", "painted", "painting"}),
        ("painting", {"paint", "painted", "paintings"}),
        ("hike", {"hikes", "hiked", "hiking"}),
        ("hiking", {"hike", "hiked"}),
        ("bake", {"baking", "baked"}),
        ("run", {"runs", "running"}),
        ("shop", {"shops", "shopped", "shopping"}),
        ("study", {"studies", "studied", "studying"}),
        ("tried", {"try", "tries", "trying"}),
        ("class", {"classes"}),
        ("caroline", {"caroline's", "caroline’s"}),
        ("caroline's", {"caroline"}),
    ],
)
def test_an_english_term_has_its_inflected_forms(term: str, forms: set[str]) -> None:
    found = word_forms(term)
    assert found[0] == term
    assert forms <= set(found)
    assert len(found) <= MAX_FORMS


@pytest.mark.parametrize(
    ("term", "not_forms"),
    [
        ("paint", {"painter", "painters"}),  # Snowball keeps the agent noun apart
        ("news", {"new"}),
        ("new", {"news"}),
        ("sing", {"singer"}),
        ("happy", {"happier", "happily"}),
    ],
)
def test_words_snowball_keeps_apart_are_not_forms(term: str, not_forms: set[str]) -> None:
    assert stem(term) != stem(next(iter(not_forms)))
    assert not not_forms & set(word_forms(term))


def test_every_form_has_the_term_s_stem() -> None:
    for term in ("research", "dancing", "studies", "melanie", "adoption", "prefer"):
        assert {stem(form) for form in word_forms(term)} == {stem(term)}


@pytest.mark.parametrize("term", ["is", "us", "a", "i"])
def test_short_words_stay_sane(term: str) -> None:
    assert word_forms(term)[0] == term
    assert all(stem(form) == stem(term) for form in word_forms(term))
    assert "use" not in word_forms("us") and "using" not in word_forms("us")


@pytest.mark.parametrize("term", ["乌龙茶", "画", "日出", "2023", "word2vec", "don't", "café"])
def test_chinese_numbers_and_other_tokens_are_their_own_only_form(term: str) -> None:
    assert stem(term) == term
    assert word_forms(term) == (term,)


def test_chinese_query_terms_are_searched_as_they_are() -> None:
    terms = tokenize("卡罗琳什么时候画了日出？")
    assert search_forms(terms) == {term: (term,) for term in terms}


def test_query_terms_with_one_stem_are_searched_once() -> None:
    grouped = search_forms(["paint", "sunrise", "painting", "日出"])
    assert list(grouped) == ["paint", "sunrise", "日出"]
    assert {"paint", "painted", "painting", "paintings"} <= set(grouped["paint"])
    assert grouped["日出"] == ("日出",)
    every = [form for forms in grouped.values() for form in forms]
    assert len(every) == len(set(every))  # each form belongs to one query term


def test_threads_stem_at_once_as_one_thread_does() -> None:
    stems_uncached = stem.__wrapped__  # every call runs the stemmer
    bases = ("hik", "research", "paint", "danc", "stud", "walk", "caroline", "happ")
    words = [base + end for base in bases for end in ("e", "ed", "ing", "es", "er", "ies", "'s")]
    alone = [stems_uncached(word) for word in words]
    with ThreadPoolExecutor(max_workers=4) as pool:
        runs = list(pool.map(lambda _: [stems_uncached(word) for word in words], range(400)))
    assert all(run == alone for run in runs)
