"""Where the user lives, said as where they run their trade: 我在布宜诺斯艾利斯开超市十几年了,
鄙人在敦化种人参, 我跟我对象在大连开了个民宿, 俺在周至种猕猴桃. Living by one's own shop, farm
or stall in a place says one lives there, as 我在成都开火锅店 does.

Only the user (我, 俺, 鄙人, 本人, 咱, 我们, or the user with a partner: 我跟我对象), said now
(a filler such as 现在, 一直 may stand between): not someone else's (我朋友在…开店), not a past
one (我以前在…), not a denial (我不在…).

Pure: `read(text)` gives the home fill, or nothing.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects as o
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_subjects import is_place

_WHO: Final = (
    r"(?:^|[，,。！!；;])\s*(?:我们|我|俺们|俺|鄙人|本人|咱们|咱)"
    r"(?:(?:跟|和|与)(?:我|俺)?(?:老婆|老公|对象|爱人|媳妇|男朋友|女朋友|搭档|家里人|家人|合伙人))?"
    r"(?:现在|目前|一直|也|还|就|常年|长期|已经|这些年|这几年|平时)*"
)
_RUN: Final = re.compile(
    _WHO + r"在(?P<place>[\u4e00-\u9fff]{2,8}?)"
    r"(?=(?:开了?|经营|种了?|养了?|摆摊|办了?)(?:个|家|间|一家|一个|一间)?[\u4e00-\u9fff])"
)
"""The user in a place right before running something there (在大连开了个民宿, 在敦化种人参)."""


def read(text: str) -> list[Fill]:
    """The home the user runs their trade in (我在温岭开了个小模具厂 → 温岭), or nothing."""
    for found in _RUN.finditer(text):
        said = found["place"]  # whole: 在广州地铁开三号线 is no shop in 广州
        if o.is_place(said) or is_place(said):  # the gazetteer, or jieba: 温岭, 敦化
            return [Fill("home_location", said)]
    return []
