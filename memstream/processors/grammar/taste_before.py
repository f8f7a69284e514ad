"""A Chinese taste said of the clause before it: 我每周打羽毛球，特别喜欢 (a like of 羽毛球),
刚试了攀岩，上瘾了, 最近在学尤克里里，爱了爱了.

The taste clause names no thing (喜欢 / 爱 / 上瘾 / 上头 / 着迷, with only intensifiers, 了 or
它 around it); the thing is what the clause before it does: the object after an activity
verb (打, 学, 玩, 练, 弹, 看, 听, 骑, 种, 试 …), its measure words and aspect left out. Nothing
is read when the clause before names someone else (我老公天天钓鱼，特别喜欢 is his) or has no
activity verb (今天下雨了，喜欢). English has the same reading in `en_taste.with_antecedent`.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.taste_lexicon import ZH_PREDICATES
from memstream.processors.grammar.zh_subjects import someone_in

_TASTE_ONLY: Final = re.compile(
    r"^(?:我|本人)?(?:也|是|就|真的?|是真的?|真是|特别|超级?|太|很|挺|好|简直|越来越|已经|彻底"
    r"|非常|可)*(?:喜欢|爱|热爱|稀罕|中意|钟意|上瘾|上头|着迷|迷上了|爱上了|入迷)"
    r"(?:了|的|死了|它|这个|这事|这玩意儿?|得不行|得很|得要命|上了)*"
    r"(?:爱了)?[啊呀哈呢吧哦噢！!~～。.]*$"
)
"""A clause that is only a like: no thing of its own (特别喜欢, 上瘾了, 爱了爱了)."""
_ACTIVITY: Final = re.compile(
    r"(?:打|学|玩|练|弹|拉|吹|看|听|骑|种|养|追|刷|逛|跳|唱|画|写|织|钓|泡|攀|"
    r"试|试了试|尝试|迷上|爱上|入坑|入了坑|接触|开始玩|开始学|开始练)"
    r"(?:了|过|着|起了?|上了?)?"
    r"(?:一下|一会儿?|几把|几局|几次|两次|[一两三四五六七八九十几\d]+(?:次|回|局|盘|场|个|小时|分钟))?"
    r"(?P<thing>[^，,。！!？?；;\s了的我你他她它]{2,8})$"
)
"""The thing the clause before does, at its end (每周打羽毛球 → 羽毛球)."""
_CLAUSES: Final = re.compile(r"[，,；;]")
_BARE_DISLIKE: Final = re.compile(
    r"^(?:所以|反正|因此)?(?:我|本人)?(?:是|也|就|真的?|实在|一直|向来|从来|完全|根本)*"
    r"(?:不喜欢|不爱|喜欢不起来|受不了|讨厌|不感冒|接受不了)(?:它|这个)?(?:了|的|啊|呀)*[。.!！]*$"
)
"""A dislike that names no thing (我不喜欢, 所以我讨厌)."""
_JUDGED: Final = re.compile(
    r"^(?!这|那|今天|昨天|明天|现在|最近|今年|上班|工作|生活|日子)"
    r"(?P<thing>[^，,。！!？?我你他她它的了]{2,6}?)(?:实在|真的?|总是|都)?(?:太|好|很|特别|超|真)"
    r"(?:累|难|贵|吵|麻烦|无聊|辣|甜|咸|腻|苦|臭|恶心|费劲|折腾|烦)(?:了|啊|人)?$"
)
"""A thing judged hard, dull or unpleasant (爬山太累了): what a bare dislike after it is of."""
_VERB_ONLY: Final = re.compile(
    r"^(?:我|本人)?(?:也|是|就|真的?|是真的?|真是|特别|超级?|太|很|挺|好|简直|实在|完全|根本|一直"
    r"|向来|从来|非常|可|一点都|最)*"
    r"(?P<p>"
    + "|".join(sorted((p for p in ZH_PREDICATES if len(p) <= 3), key=len, reverse=True))
    + r")(?P<v>看|听|吃|喝|玩|读|唱|打)(?:了|的|啊|呀|哈|呢)*[！!~～。.]*$"
)
"""A taste whose thing is left to its verb alone (我是真的不爱看): the thing is that verb's
object in the clause before (看恐怖片直接破防)."""


def liked_before(text: str) -> list[Fill]:
    """The likes a Chinese sentence gives to the clause before a bare taste (我每周打羽毛球，
    特别喜欢 → 羽毛球); nothing when no clause is a bare taste."""
    clauses = [c.strip() for c in _CLAUSES.split(text.strip(" 。！!~～")) if c.strip()]
    found: list[Fill] = []
    for before, clause in itertools.pairwise(clauses):
        if not _TASTE_ONLY.match(clause) or someone_in(before, pets=True):
            continue
        done = _ACTIVITY.search(before)
        if done is not None:
            found.append(Fill("like", done["thing"]))
    return found + _verb_left(clauses) + _judged_before(clauses)


def _judged_before(clauses: list[str]) -> list[Fill]:
    """The dislike a bare taste gives to a thing judged in the clause before it (爬山太累了，
    我不喜欢 → 爬山)."""
    found: list[Fill] = []
    for before, clause in itertools.pairwise(clauses):
        taste = _BARE_DISLIKE.match(clause)
        judged = _JUDGED.match(before)
        if taste is not None and judged is not None and not someone_in(before, pets=True):
            found.append(Fill("dislike", judged["thing"]))
    return found


def _verb_left(clauses: list[str]) -> list[Fill]:
    """The tastes whose clause keeps only the verb (我是真的不爱看), the thing taken from the
    object of that verb in the clause before it (看恐怖片直接破防 → 恐怖片)."""
    found: list[Fill] = []
    for before, clause in itertools.pairwise(clauses):
        taste = _VERB_ONLY.match(clause)
        if taste is None or someone_in(before, pets=True):
            continue
        done = re.search(
            re.escape(taste["v"]) + r"(?P<thing>[^，,。！!？?了的我你他她它直就都也很太]{2,6})",
            before,
        )
        if done is not None:
            found.append(Fill(ZH_PREDICATES[taste["p"]], done["thing"]))
    return found
