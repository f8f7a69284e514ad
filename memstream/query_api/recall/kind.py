"""What a question asks for: a date, a list of things, or anything else. Pure.

- `when`: a date or a time (`when.asks_when`: "when did", "what date", 什么时候, 哪天).
- `list`: several things of one kind. In English, "what" or "which" and a plural noun
  right before the verb ("What books has Melanie read?", "Which cities has Jon
  visited?"), "what kinds / types of" (not "what kind of": one thing), "what are /
  were", "how many" (counting is a list too); in Chinese 哪些, 哪几, and 几 or 多少
  with a measure word (几次, 多少本, 几只) but not a date's (几号, 几月, 几点).
- `other`: everything else ("What did Caroline research?", "Why did she move?").

A list is packed for its kind (`assemble.excerpt_rest`, `ScoringConfig.excerpt_rest_list`):
the matched turns of many excerpts come before the unmatched neighbours of a few, since
its answer is one thing said in each of many sessions.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from memstream.query_api.recall.when import asks_when

Kind = Literal["when", "list", "other"]

_AUX: Final = r"(?:has|have|had|does|do|did|is|are|was|were|can|could|would|will)"
_PLURAL: Final = r"[a-z+/'’-]*[a-z][^\W\dsui_]s"
"""A word that ends as a plural: an -s after a letter that is not s, u or i (so "business",
"bus", "analysis" are not)."""
_LIST_EN: Final = re.compile(
    rf"\b(?:what|which)\s+(?:[\w+/'’-]+\s+){{0,3}}?{_PLURAL}\s+{_AUX}\b"
    r"|\bwhat\s+(?:kinds|types|sorts)\s+of\b"
    r"|^\W*(?:what|which)\s+(?:are|were)\b"
    r"|\bhow\s+many\b"
)
_LIST_ZH: Final = re.compile(
    r"哪些|哪几|(?:几|多少)(?:次|个|只|本|位|种|家|座|件|部|首|条|门|样|回|趟|所)"
)


def question_kind(question: str) -> Kind:
    """Whether the question asks for a date (`when`), several things (`list`), or other."""
    if asks_when(question):
        return "when"
    folded = question.casefold().strip()
    if _LIST_EN.search(folded) or _LIST_ZH.search(folded):
        return "list"
    return "other"
