"""Chinese taste said over two clauses: a clause that only likes (现在爱上了, 结果还挺喜欢)
likes what the clause before it named (以前不喜欢吃香菜，现在爱上了)."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects

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


_TIME_FIRST: Final = re.compile(
    r"^(?:在)?(?:周末|平时|晚上|早上|中午|下午|上午|下班后|下班以后|睡前|饭后|闲的时候|有空的时候|没事的时候"
    r"|放假的时候|休息的时候|一个人的时候)(?:的时候)?(?:都|会|就)?(?=[去到跟和在找看听玩做吃喝逛打骑跑爬泡窝躺睡弹画])"
)
"""When a liked thing is done, said before it (周末去逛旧书店, 晚上去江边跑步)."""


def taste_timed(text: str) -> list[str]:
    """What is liked or disliked when what is done opens with when it is done (喜欢周末去逛
    旧书店 → 去逛旧书店); any other object as the shared reader reads it."""
    return zh_objects.taste(_TIME_FIRST.sub("", text))


READERS: Final = {"taste_timed": taste_timed}
"""The readers of this module by the names the frames use."""
