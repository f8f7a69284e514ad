"""A relative named only as the one who says someone's words is no fact the user states: "my
dad always says 'I'll retire when I'm dead'", "My brother texted me "running late"",
我老婆刚刚发微信说“我今晚不回来吃饭”, 我爸常说：“做人要踏实”. The sentence passes on their words;
the relation is not learned from it. A relative the sentence says more of stands ("my sister
lives in Leeds and she always says ...", 我姐住在杭州，她总说…).

Pure: `kept(text, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_SPEAKER: Final = re.compile(
    r"^\W*(?:(?:and|so|lol|haha|ok|anyway)\W+)*(?:my|our)\s+(?:[a-z-]+\s+)?[a-z-]+"
    r"(?:\s+[A-Z][a-z]+)?\s+(?:(?:always|often|still|once|just|literally|never|then|also"
    r"|keeps|kept|would|used\s+to|loves\s+to|likes\s+to)\s+)*"
    r"(?:say|says|said|saying|texted|messaged|wrote|writes|emailed|replied|told\s+me|tells\s+me"
    r"|goes|went)(?:\s+(?:me|us|to\s+me|this|back))?\s*[:,]?\s*(?:['\"“‘,.!?]|$)",
    re.IGNORECASE,
)
"""A sentence that opens on "my <relative>" and a verb of saying, then the words said (a
quote, or nothing: the message's quotes are set aside before the sentence is read)."""

_ZH_SPEAKER: Final = re.compile(
    r"^\W*我(?:的|家)?[\u4e00-\u9fff]{1,3}?"
    r"(?:刚刚|刚才|刚|昨天|今天|早上|晚上|以前|小时候|每次|一直|又|也)?"
    r"(?:总是?|老是?|常常?|经常|天天|就)?"
    r"(?:跟我|对我|给我|和我|冲我)?"
    r"(?:发(?:微信|消息|短信|语音)|留言|打电话|来电话)?"
    r"(?:说过?|讲过?|念叨|唠叨|教育我)[：:，,]?\s*(?:[“\"「『，,。！!？?]|$)"
)
"""我<亲属>…说：“…” (or nothing after 说: the quote was set aside)."""


def kept(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without the relation of a relative named only as the speaker of a quote."""
    if not _speaker(text, chinese):
        return fills
    about = {f.subject for f in fills if f.subject != "user"}
    if about:
        return fills
    return [f for f in fills if not (f.subject == "user" and f.slot == "relation")]


def _speaker(text: str, chinese: bool) -> bool:
    """True when the sentence is a relative's words passed on."""
    found = (_ZH_SPEAKER if chinese else _EN_SPEAKER).match(text.strip())
    return found is not None
