"""What a sentence states before a later clause that hedges something else (issue 22, g55s).

A hedge doubts its own clause, not the whole sentence: 我在给社区做一个积分系统，前端还没定 still
says the project, 下周一我去杭州培训五天，这期间消息可能回得慢 still says the plan, "I'm vegan so
probably no cheese" still says the diet, and 最近收养了一只流浪狗，还没想好叫啥 still says the
pet (what is undecided is its name). What comes before the first hedged clause is the user's
statement when:

* the hedge is not in the first clause (我可能下个月搬家 says nothing);
* the clause right before it is no wish (想养猫，但房东不一定让: the hedge doubts the wish);
* the hedge does not bend back onto what came before: a hedge alone (下周去上海，也许吧,
  "…, maybe"), an alternative (…，也可能去杭州) or a change of the plan (…，可能会取消);
* nothing else in the sentence sets it aside (a joke, a hypothetical, a text to work on).

A hedge whose object is a question ("not sure what to call her", 还没想好叫啥, 去哪还没定)
doubts that detail only, and a hedge in a clause of consequence ("…, so probably no cheese",
所以可能…) doubts the consequence only. Pure: functions of the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import zh_words as zw

_ZH_BOUNDARY: Final = re.compile(r"[，,；;。！!？?：:～~]|[ \t\u3000]+")
"""Where a Chinese clause ends (a space: voice input)."""
_ZH_TENTATIVE: Final = re.compile("|".join(map(re.escape, sorted(zw.TENTATIVE, key=len)[::-1])))
_ZH_WISH: Final = re.compile(r"想|希望|打算|计划|准备|盼着|巴不得")
"""A wish or an intention, which a hedge right after it doubts."""
_ZH_BENDS_BACK: Final = re.compile(
    r"^(?:但是?|不过|可是|而且)?(?:也|或者|或|还|又)(?:很|有)?(?:可能|也许|或许|说不定|不一定)"
    r"|^(?:但是?|不过|可是)?(?:很|有)?(?:可能|也许|或许|说不定|不一定)(?:会|要|得|就)?"
    r"(?:取消|推迟|延期|改期|泡汤|黄了|变|去不|来不|赶不|不去|不来|换|改|晚|提前|延后)"
)
"""A hedged clause about the clause before it: an alternative (也可能去杭州) or a change to the
plan (可能会取消, 说不定去不成)."""
_ZH_CONNECTIVE: Final = re.compile(r"^(?:所以|因此|那|那么|然后|而且|但是?|不过|可是)+")
_ZH_ALONE: Final = re.compile(r"^(?:[吧吗呢啊呀哈嘛啦咯哦]|还|也|都|会|要|说|定|吧|的)*$")
"""What is left of a hedge alone (也许吧, 还不一定呢, 说不定哦): it hedges all said before it."""


def zh_head(sentence: str, set_aside: Callable[[str], bool]) -> str:
    """The Chinese clauses stated before a later clause that hedges something else (我在成都住了
    五年，可能明年去上海 → 我在成都住了五年); "" when the hedge is in the first clause, takes back
    what came before, or when `set_aside` holds of the sentence without its hedges."""
    if set_aside(_ZH_TENTATIVE.sub("", sentence)):
        return ""  # a joke, a hypothetical, a text to work on: not the hedge alone
    clauses = [c for c in _ZH_BOUNDARY.split(sentence) if c.strip()]
    hedged = next((i for i, c in enumerate(clauses) if set_aside(c)), 0)
    if hedged == 0:
        return ""
    later = [_ZH_CONNECTIVE.sub("", c) for c in clauses[hedged:]]
    if any(bends_back(c) or _zh_alone(c) for c in later if _ZH_TENTATIVE.search(c)):
        return ""
    stated = clauses[:hedged]
    while stated and _ZH_WISH.search(stated[-1]):  # 想养只猫，但房东不一定让: the wish is doubted
        stated.pop()
    return "，".join(stated)


def _zh_alone(clause: str) -> bool:
    """True for a clause that is a hedge and nothing else (也许吧, 还不一定, 说不定哦)."""
    return _ZH_ALONE.match(_ZH_TENTATIVE.sub("", clause)) is not None


_DETAIL_ASKED: Final = re.compile(
    r"(?i)\b(?:what|which|where|who|whom|how|when|whether)\b"
    r"|啥|什么|哪|谁|怎么|几|多少|咋"
)
"""A question word: the hedge doubts that detail (叫啥, "what to call her"), not the clause
before it."""


def asks_detail(rest: str) -> bool:
    """True when what a hedge leaves (its markers taken out) asks a question of a detail
    ("not sure what to call her", 还没想好叫啥): it doubts that detail only."""
    return _DETAIL_ASKED.search(rest) is not None


_SO: Final = r"(?:\bso|所以|因此|因而)"


_HEDGE_WORDS: Final = re.compile(
    r"(?i)\b(?:so|maybe|probably|perhaps|possibly|likely|prob|probs|then|though|yet|not|i"
    r"|think|guess)\b|所以|因此|因而|可能|也许|或许|大概|估计|说不定|吧|呢|啊|[\s,，.。!！?？…]"
)
"""The words of a hedge itself: what a consequence says besides them is its own content."""


def after_consequence(sentence: str, part: str) -> bool:
    """True when `part` opens right after "so" / 所以 in `sentence` and says something besides
    its hedge ("I'm vegan so probably no cheese", 我吃素，所以可能不吃奶酪): it doubts the
    consequence, not what led to it ("…, so maybe" doubts all)."""
    if not _HEDGE_WORDS.sub("", part):
        return False
    if re.match(rf"(?i)\s*{_SO}", part):
        return True
    at = sentence.find(part)
    return at > 0 and re.search(rf"(?i){_SO}[\s,，]*$", sentence[:at]) is not None


def bends_back(part: str) -> bool:
    """True for a Chinese hedged clause about the clause before it: an alternative (也可能去杭州)
    or a change to the plan (可能会取消)."""
    return _ZH_BENDS_BACK.search(_ZH_CONNECTIVE.sub("", part.strip())) is not None
