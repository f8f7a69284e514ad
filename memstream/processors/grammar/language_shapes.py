"""Languages said by a shape around the language's name rather than a verb of speaking: a
household or a speaker named by it ("We're a Polish-speaking household", "Spanish speaker
here"), a language pointed back at ("I did German at uni and still speak it", "I'm half
Korean so I speak it with my mum"), switching between or translating from languages ("I
code-switch between Tagalog and English", "I translate from Japanese"), and working or
answering in them ("I answer the phones in Spanish and English at work").

English only (Chinese says these with a verb the frames read: 我们家讲潮汕话). Pure; the
words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import (
    en_objects,
    language_levels,
    languages_continued,
    languages_in_use,
    languages_listed,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of

_SPEAKING: Final = re.compile(
    r"\b(?:i'm|i am|we're|we are|im|grew up in)\s+(?:a|an)\s+(?P<l>[A-Za-z]+)-speaking\s+"
    r"(?:household|family|home)\b"
    r"|^\W*(?:(?:a|an)\s+)?(?:native\s+)?(?P<s>[A-Za-z]+)[- ]speaker\s+here\b",
    re.IGNORECASE,
)
_POINTED: Final = re.compile(
    r"\b(?:i|i'm|i am)\b[^.;!?]*?\b(?:speak|read|write|understand)\s+it\b", re.IGNORECASE
)
_LISTED_AFTER: Final = re.compile(
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:code-?switch(?:es)?\s+between|translate\s+(?:from|into)"
    r"|interpret\s+(?:from|into|in)|work\s+in|answer\s+(?:the\s+)?(?:phones?|calls|emails)\s+in"
    r"|take\s+calls\s+in|teach\s+in)\s+",
    re.IGNORECASE,
)
"""Where a list of languages follows: languages the user uses (each word must be one)."""
_FRONTED: Final = re.compile(
    r"(?:^|[.;!]\s*|,\s*)(?P<list>[A-Z][a-zà-ÿ]+(?:(?:,\s*|\s+and\s+|\s*&\s*)"
    r"(?:(?:a\s+)?(?:bit|little|some)\s+(?:of\s+)?)?[A-Z][a-zà-ÿ]+){0,5})"
    r"\s+(?:too\s+|also\s+)?(?:I|we)\s+(?:can\s+|also\s+|still\s+)?"
    r"(?:speak|read|write|understand)\b(?!\s+(?:it|them|to|with|about|of)\b)"
)
"""A list of languages put before "I (can) speak" ("Lithuanian, Russian and bit of Polish I can
speak"): each item must be a language."""


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The languages of a sentence said by these shapes, beyond the fills already read."""
    known = {f.value for f in fills if f.slot == "languages"}
    found = _named(text) + _pointed_at(text) + _listed(text) + _fronted(text)
    found += languages_in_use.english(text)  # g52i: "I dream in Portuguese"
    found += languages_continued.english(text)  # g53i: "… and Spanish with everybody else"
    found += languages_listed.english(text)  # g54m: "…, Rotterdam, Dutch and English, …"
    shaped = [Fill("languages", name) for name in dict.fromkeys(found) if name not in known]
    return shaped + language_levels.en_read(text, fills + shaped)  # "my X and Y are native"


def _named(text: str) -> list[str]:
    """ "Polish-speaking household", "Spanish speaker here"."""
    found = _SPEAKING.search(text)
    word = "" if found is None else (found["l"] or found["s"]).lower()
    return [w.LANGUAGES[word]] if word in w.LANGUAGES and word != "sign" else []


def _pointed_at(text: str) -> list[str]:
    """The language before "speak it" in the user's own sentence."""
    found = _POINTED.search(text)
    if found is None:
        return []
    before = [t.lower() for t in tokens_of(text[: found.end() - 2])]
    named = [t for t in before if t in w.LANGUAGES and t not in ("sign", "pt", "en")]
    return [w.LANGUAGES[named[-1]]] if named else []


def _listed(text: str) -> list[str]:
    """The languages listed after "code-switch between", "translate from", "work in"."""
    found = _LISTED_AFTER.search(text)
    if found is None:
        return []
    tokens = tokens_of(text[found.end() :])
    return en_objects.languages(tokens, 0) if tokens and tokens[0].lower() in w.LANGUAGES else []


def _fronted(text: str) -> list[str]:
    """The languages listed before "I (can) speak" when every item is one."""
    found = _FRONTED.search(text)
    if found is None or "?" in text:
        return []
    items = re.findall(r"[A-Z][a-zà-ÿ]+", found["list"])
    names = [w.LANGUAGES.get(item.lower()) for item in items]
    return [name for name in names if name] if all(names) else []
