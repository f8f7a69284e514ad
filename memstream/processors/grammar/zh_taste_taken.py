"""A thing said first, then the user and how much of it they can or cannot take, with no verb
of taste (苦瓜我是一口都咽不下去, 羊肉这东西我一点都碰不了, 臭豆腐我闻着就想跑, 周杰伦的歌我能循环
一整天, 三国我看了不下十遍, 螺蛳粉我怎么吃都吃不腻): said again in the order the taste frames read
(我受不了苦瓜, 我喜欢周杰伦的歌).

The verbs of taking and the shapes of "cannot" and "again and again" are data. The thing is
a bare phrase before the user (no pronoun, no 这/那 of a thing at hand, no time word); the
clause ends after the shape, so a clause that goes on (看了三遍还是没看懂) is no taste.
Pure: a clause in, a clause out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.value_patterns import alternation

TAKING: Final = ("吃", "喝", "看", "听", "碰", "闻", "玩", "读", "咽", "沾", "欣赏", "接受", "忍")
"""Verbs by which a thing of taste is taken (吃, 听, 欣赏)."""
CANNOT: Final = ("不了", "不下去", "不下", "不进去", "不来", "不惯", "不得")
"""Potential complements that say the user cannot take it (吃不下, 听不进去, 欣赏不来)."""
NEVER: Final = ("一概不", "打死也不", "打死都不", "死也不")
"""How firmly a thing is never taken, before the verb (内脏我一概不吃); not 从来不 nor 坚决不
(猪肉我从来不碰 is a diet, test_g50h_diet_said)."""
AGAIN: Final = ("吃", "喝", "看", "听", "刷", "读", "翻", "追", "玩", "唱", "循环", "听了又听")
"""Verbs of a thing taken again and again (刷了好几遍, 能循环一整天)."""
MUCH: Final = (
    "一整天", "一整晚", "一晚上", "一下午", "一天", "一辈子", "一百遍", "一万遍", "八百遍",
    "好几遍", "无数遍", "一百次",
)  # fmt: skip
"""How much of a thing the user could take (能循环一整天, 能看一百遍)."""

_THING: Final = r"(?P<t>[^我你他她它这那，,。！？!?\s]{2,10}?)"
_MARK: Final = r"(?:这种东西|这类东西|这东西|这玩意儿?|这一类|这类|这种|这个|的话)?"
_ME: Final = r"(?P<me>我|俺)"
_HOW: Final = (
    r"(?:是|也|就|还|真的?|实在|确实|一直|向来|从小就?|完全|根本|压根儿?|死活|怎么都|怎么也"
    r"|一[口点部集首秒页眼次筷勺]|半[点口]|都|也)*"
)
_TAKE: Final = alternation(TAKING)
_AGAIN: Final = alternation(AGAIN)
_COUNT: Final = r"(?:[一二两三四五六七八九十百几]+|\d+)"
_SENSED: Final = (
    r"(?:一|只要)?(?:" + alternation(w.SENSES) + r")(?:着)?就(?:想|会|要)?"
    r"(?:" + alternation(w.BAD_EFFECTS) + r"|跑|绕道走?|绕着走|躲|躲开|捂鼻子)"
)
_BAD: Final = re.compile(
    rf"^{_THING}{_MARK}{_ME}{_HOW}(?:(?:{_TAKE})(?:{alternation(CANNOT)})"
    rf"|(?:{alternation(NEVER)})(?:{_TAKE})|{_SENSED})(?:了|的|啊|呀|哈|呢)*$"
)
_GOOD: Final = re.compile(
    rf"^{_THING}{_MARK}{_ME}(?:一顿|一次|一个人)?{_HOW}"
    rf"(?:(?:能|可以)(?:一口气|连着|反复|天天)?(?:{_AGAIN})(?:上)?(?:{alternation(MUCH)}"
    rf"|{_COUNT}[碗盘遍回次])"
    rf"|(?:{_AGAIN})了(?:不下|至少|起码|少说也?有?)?(?:十|几十|二十|三十|上百|百|好几十|无数)多?遍"
    rf"|(?:{_AGAIN})了(?:不下|好几|{_COUNT})遍了?(?:还|也)想(?:再)?(?:{_AGAIN})"
    rf"|怎么(?:{_AGAIN})都(?:{_AGAIN})不(?:腻|够|厌)|(?:{_AGAIN})不(?:腻|够)|百(?:{_AGAIN})不厌)"
    r"(?:了|的|啊|呀|哈|呢)*$"
)
_NOT_THINGS: Final = re.compile(
    r"今天|昨天|明天|现在|最近|以前|平时|其实|说实话|老实说|反正|不过|但是|所以|因为|而且|真的|一直|还是"
    r"|作业|题|工作|活儿?|饭|面|[是在有了要会想好很太累忙困饿也都就]"
)
"""What opens a clause without being a thing of taste (a time, a connective, a task or a
meal at hand: 作业我做不完, 饭我吃不下)."""


def taken(clause: str) -> str | None:
    """The clause said in the taste frames' order (苦瓜我一口都咽不下去 → 我受不了苦瓜, 周杰伦的歌
    我能循环一整天 → 我喜欢周杰伦的歌), or None when it is no thing first and a taking after."""
    for pattern, verb in ((_BAD, "受不了"), (_GOOD, "喜欢")):
        found = pattern.match(clause)
        if found is None:
            continue
        thing = found["t"]
        if _NOT_THINGS.search(thing) or not zh_objects.thing(thing):
            return None
        return f"{found['me']}{verb}{thing}"
    return None
