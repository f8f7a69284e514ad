"""A punchline that re-reads the claim before it (g55o): the claim is a joke, not a fact.

Three shapes, each a second clause that takes a word of the claim and gives it a lesser
sense:

* a stretching condition: "I'm a chef, if instant noodles count", "I can cook, if you count
  toast", 我也算个厨师吧，如果泡面也算的话, 我会三门语言，要是表情包也算一门的话;
  "if that counts / if that helps" (the claim itself as the subject) is no stretch;
* a redefinition: a condition whose subject is a word of the claim given a lesser sense,
  often its own sentence ("I'm a world-class chef. if the world is my microwave", "I'm a pro
  gamer. if the game is Candy Crush");
* a dashed pun: a dash and then the claim's verb re-read with an object that mocks it
  (我每天都在健身——健的是嘴, 我天天跑步——跑的是外卖).

Pure: `kept(text, quote, content, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_STRETCH: Final = re.compile(
    r"(?i)\bif\s+(?:you\s+count\s+(?!(?:that|it|this)\b)\w"
    r"|(?!(?:that|it|this|so|not)\b)[\w' -]{1,60}?\bcounts?\b"
    r"(?=\s*(?:$|[.,!?;:)~]|as\b|too\b|lol|haha)))"
)
"""'if instant noodles count', 'if you count toast' (not 'if that counts')."""
_EN_REDEFINED: Final = re.compile(
    r"(?:^|[,;—–-]\s*)(?i:(?:well|ok|okay),?\s+)?(?i:if)\s+(?i:the|my|a|an)\s+"
    r"(?P<word>[A-Za-z]{3,})\s+(?i:is|are|means|was)\s+"
    r"(?:(?i:my|an?|the)\b|['\"‘“]|[A-Z])"
)
"""'if the world is my microwave': a word of the claim given a lesser sense."""
_ZH_STRETCH: Final = re.compile(
    r"(?:如果|要是|假如)[^，,。！？!?]{1,20}也算[^，,。！？!?]{0,8}的话|也算的话"
)
"""如果泡面也算的话, 要是表情包也算一门的话."""
_ZH_PUN: Final = re.compile(r"(?:——|—|--|－－)\s*(?P<verb>[\u4e00-\u9fff]{1,2})的(?:是|都是|全是)")
"""——健的是嘴: the claim's verb again, after a dash."""


def kept(text: str, quote: str, content: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when a punchline re-reads the sentence's claim (`text`
    its matching form, `quote` as written in the message `content`)."""
    if not any(f.subject == "user" for f in fills):
        return fills
    if not (punchline(text) or punchline(quote) or _redefined_next(quote, content)):
        return fills
    return [f for f in fills if f.subject != "user"]


def punchline(text: str) -> bool:
    """True when the sentence stretches, redefines or puns on its own claim."""
    if _EN_STRETCH.search(text) or _ZH_STRETCH.search(text):
        return True
    if any(_earlier(text, m.start(), m["word"]) for m in _EN_REDEFINED.finditer(text)):
        return True
    return any(_earlier(text, m.start(), m["verb"]) for m in _ZH_PUN.finditer(text))


def _redefined_next(text: str, content: str) -> bool:
    """True when the sentence after this one opens by redefining a word of it."""
    at = content.find(text)
    if at < 0 or not text.strip():
        return False
    after = content[at + len(text) :].lstrip(" .!\n")[:160]
    found = _EN_REDEFINED.match(after)
    return found is not None and found["word"].lower() in text.lower()


def _earlier(text: str, at: int, word: str) -> bool:
    """True when `word` is said before `at` in `text` (a word of the claim re-read)."""
    return word.lower() in text[:at].lower()
