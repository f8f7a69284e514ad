"""Chinese taste said over two clauses: a clause that only likes (现在爱上了, 结果还挺喜欢)
likes what the clause before it named (以前不喜欢吃香菜，现在爱上了)."""

from __future__ import annotations

import re
from typing import Final

_LIKES_NOW: Final = re.compile(
    r"^(?:现在|如今|后来|慢慢|渐渐|反而|结果|没想到|谁知道|这两年|最近)*(?:我)?(?:也|却|倒|就|竟然|居然)?"
    r"(?:彻底|完全|真的|还挺|挺|超|特别|越来越)?"
    r"(?:爱上了|喜欢上了|喜欢了|爱了|迷上了|上瘾了|上头了|真香|喜欢的?|爱吃了?|离不开了)(?:了|啊|呢|哈)?$"
)
_BEFORE: Final = re.compile(r"以前|之前|原来|曾经|过去|小时候|那时候?|当年|本来|一开始|刚开始")


def likes_now(clause: str) -> bool:
    """True for a clause that likes without naming what (现在爱上了, 结果还挺喜欢的)."""
    return _LIKES_NOW.match(clause) is not None


def as_now(previous: str) -> str:
    """The clause before without its time words (以前不喜欢吃香菜 → 不喜欢吃香菜), so that what it
    names can be read."""
    return _BEFORE.sub("", previous)
