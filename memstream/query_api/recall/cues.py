"""Cues that a query asks about what happened, or about a named third person. Pure.

- past events: a wh-question in the past tense ("when did", "what was", "how did ...
  go"), "did X ever", "recently", "last week"; 什么时候/哪天 … 了/过, 什么时候…的 (the
  是…的 of a past event), 曾经, 以前, 去过 …, 去年, 上个月, 上周, 前天;
- a named person: a capitalized name as the subject of a question ("does Melanie",
  "did John and Maria") or in the possessive ("Caroline's"), he/she as the subject
  (他/她 in Chinese), else any name in the question that may be a person
  (`query.person_names`: "important to Caroline", "both Joanna and Nate"; a Chinese
  person name, 王芳). Names are looked for in the query as typed (case matters: not an
  acronym, never a word capitalized only because it starts the sentence, never a name
  after a word of place or medium: "in Python", "at Google"), so "Explain TCP", "Python
  is slow" or "How do I sort a list in Python?" are not cues. Known imprecision: a
  product name as a subject ("Does Python support ...") reads as a person; that only
  lets facts and episodes that match the query in, it never adds unmatched ones.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from memstream.query_api.recall.query import person_names
from memstream.text import STOPWORDS

_PAST_EN: Final = re.compile(
    r"\b(?:when|where|what|who|whom|how|why|which)\b(?:\s+[\w'’]+){0,4}?\s+(?:did|was|were|had)\b"
    r"|\b(?:did|has|have|had)\s+(?:[\w'’]+\s+){1,2}ever\b"
    r"|\bever\s+(?:been|gone|done|tried|visited|met|seen|had|said|mentioned|told)\b"
    r"|\bhow long ago\b|\brecently\b"
    r"|\b(?:last|past)\s+(?:week|weekend|month|year|night|summer|winter|spring|autumn|fall)\b"
)
_PAST_ZH: Final = re.compile(
    r"(?:什么时候|何时|哪天|哪一天|哪年|哪一年)[^？?。]*(?:[了过]|的[？?]?$)|曾经|以前|当时|那时候"
    r"|[去做见说提聊看买学]过|去年|前年|上个?月|上个?(?:周|星期|礼拜)|前天"
)
_AUX: Final = r"(?i:do|does|did|is|was|were|has|have|had|would|will|can|could|should)"
_NAME: Final = r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?"
_PERSON_EN: Final = re.compile(
    rf"\b{_AUX}\s+(?P<subject>{_NAME})\b|(?<=\s)(?P<owner>{_NAME})['’]s\b"
    r"|\b(?i:does|did|is|was|has|had)\s+(?P<pronoun>(?i:he|she))\b"
)
_PERSON_ZH: Final = re.compile(r"[他她](?:们)?(?:的|什么|哪|去|做|说|喜欢|在|是|有|最近)")


def past_cue(text: str) -> str | None:
    """The words saying the query asks about past events (`text` normalized), or None."""
    found = _PAST_EN.search(text) or _PAST_ZH.search(text)
    return found.group(0) if found is not None else None


def person_cue(query: str) -> str | None:
    """A third person the query asks about, as typed ("Caroline", "她的"), or None."""
    text = unicodedata.normalize("NFKC", query)
    for found in _PERSON_EN.finditer(text):
        if found.group("pronoun"):
            return found.group("pronoun")
        name = found.group("subject") or found.group("owner")
        if name and name.casefold() not in STOPWORDS:
            return name
    zh = _PERSON_ZH.search(text)
    if zh is not None:
        return zh.group(0)
    named = person_names(text)
    return named[0] if named else None
