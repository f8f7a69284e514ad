"""English parts of speech from the Brill lexicon that the `textblob` wheel ships
(`textblob/en/en-lexicon.txt`: about 94,000 words with their most frequent Penn tag).

The file is read once, without importing textblob (which would import nltk) and without any
download; a missing package leaves every word untagged, and the readers fall back to their
word lists. One tag per word: "journal" is NN, "rode" VBD, "foggy" JJ.
"""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import Final

_FILE: Final = ("en", "en-lexicon.txt")


@lru_cache(maxsize=1)
def lexicon() -> dict[str, str]:
    """Word → Penn tag (empty when textblob is not installed)."""
    spec = importlib.util.find_spec("textblob")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(next(iter(spec.submodule_search_locations)), *_FILE)
    if not path.is_file():
        return {}
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        word, _, tag = line.partition(" ")
        if tag and not word.startswith(";;;"):
            found.setdefault(word, tag.split()[0])
    return found


def tag(word: str) -> str:
    """The word's Penn tag as written, else lower-cased, else "" (unknown)."""
    tags = lexicon()
    return tags.get(word) or tags.get(word.lower(), "")


_FUNCTION: Final = frozenset("IN CC DT WDT WP WP$ WRB MD TO PRP PRP$ EX PDT UH".split())


def function_word(word: str) -> bool:
    """A preposition, conjunction, determiner, pronoun, modal or wh-word ("in", "who")."""
    return tag(word) in _FUNCTION


def past(word: str) -> bool:
    """A simple past verb ("went", "rode", "biked"): the lexicon's VBD, or an unknown -ed."""
    found = tag(word)
    return found == "VBD" or (not found and word.lower().endswith("ed") and len(word) > 4)


def adjective(word: str) -> bool:
    """An adjective ("foggy", "Korean", "slow-cooked")."""
    found = tag(word)
    if found.startswith("JJ"):
        return True
    return not found and "-" in word and word.lower().endswith(("ed", "ing", "y", "ish"))


def common_noun(word: str) -> bool:
    """A word the lexicon knows as a common noun and not as a name as written ("Mayonnaise",
    "crowds"; not "Mark", which is NNP capitalised)."""
    tags = lexicon()
    written, low = tags.get(word, ""), tags.get(word.lower(), "")
    return not written.startswith("NNP") and low in ("NN", "NNS")
