"""A pet come into the user's household, named after the arrival or after the household's
word for home:

    家里新来了一只兔子，叫雪球          我们家新添了一只小狗，叫旺财
    屋里那只猫叫咪咪，已经十岁了        屋头那只鹦鹉叫八哥          俺家那条狗叫大黄

A neighbour's or a friend's household (邻居家, 朋友家) stays theirs; a question, a wish or a
plan gives nothing.

Pure: `read(text)` returns the pet fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

_HOME: Final = (
    r"(?<![邻居朋友同事亲戚别人他她你])(?:我们家|我家|俺家|俺们家|咱家|咱们家|家里头?|屋里头?"
    r"|屋头|家中)"
)
_ANIMAL: Final = "|".join(sorted({*w.ANIMALS, *w.PET_KINDS}, key=len, reverse=True))
_NAME: Final = r"[\u4e00-\u9fffA-Za-z]{1,4}?"
_END: Final = r"(?=$|[，,。！!～~；;\s]|了|啦|呀)"
_ARRIVED: Final = re.compile(
    rf"{_HOME}(?:最近|刚|新|前两天|前几天|上周|昨天|今天|才)*(?:来了|添了|多了|抱回来了|抱回了"
    rf"|捡回来了|接回来了|养了)(?:一|两)?(?:只|条|匹|头|个)(?:小)?(?P<k>{_ANIMAL})[，,]\s*"
    rf"(?:名字|大名|小名)?叫(?P<n>{_NAME}){_END}"
)
_THAT_ONE: Final = re.compile(
    rf"{_HOME}(?:的)?那(?:只|条|匹|头|个)(?P<k>{_ANIMAL})(?:名字)?叫(?P<n>{_NAME}){_END}"
)
_UNSURE: Final = re.compile(r"吗|？|\?|如果|要是|假如|想|打算|准备|希望|应该|该叫|叫啥|叫什么")


def read(text: str) -> list[Fill]:
    """The pets a Chinese sentence says came into or live in the user's household."""
    if _UNSURE.search(text):
        return []
    found = []
    for shape in (_ARRIVED, _THAT_ONE):
        for said in shape.finditer(text):
            kind = w.PET_KINDS.get(said["k"], said["k"])
            found.append(Fill("pet", said["n"], kind=kind))
    return found
