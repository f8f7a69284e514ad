"""The second hop: names the first hits mention that the question did not. Pure.

A multi-hop question ("what did the friend Caroline met at the parade recommend?") is
answered by memories that name something only the first hits name. From the best few
facts and episodes of the first pass, the names they mention (not the question's own, not
a transcript's speaker labels) become extra search terms beside the question's; what that
search finds joins the candidates at a discount (`ScoringConfig.hop_discount`) and says
"second hop" in its reasons.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Final

from memstream.query_api.recall.found import Found
from memstream.query_api.recall.query import QueryInfo, entities_of
from memstream.text import tokenize

HOP_SEEDS: Final = 3
"""How many of the best first-pass facts and episodes the second hop starts from."""
MAX_HOP_NAMES: Final = 3
HOP_LIMIT: Final = 10
_SPEAKER_LABEL: Final = re.compile(r"^\s*[^:\n]{1,40}:\s*", re.MULTILINE)


def _without_speakers(content: str) -> str:
    return _SPEAKER_LABEL.sub("", content)


def hop_names(first: Sequence[Found], query: QueryInfo) -> tuple[str, ...]:
    """Names the best first-pass facts and episodes (best first) mention and the question
    does not."""
    seeds = first[:HOP_SEEDS]
    own = set(query.entities) | set(query.terms)
    counts: Counter[str] = Counter()
    for item in seeds:
        for name in entities_of(_without_speakers(item.memory.content), mid_sentence=True):
            if name not in own and not set(tokenize(name)) <= own:
                counts[name] += 1
    return tuple(name for name, _ in counts.most_common(MAX_HOP_NAMES))


def hop_terms(names: Sequence[str], query: QueryInfo) -> tuple[str, ...]:
    """The second search's terms: the question's terms and the names' terms."""
    extra = [term for name in names for term in tokenize(name)]
    return tuple(dict.fromkeys([*query.terms, *extra]))
