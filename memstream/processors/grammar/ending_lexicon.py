"""Ending predicates as data, English and Chinese: what a user says to end a like or habit
with a verb no clause frame holds ("lost my taste for sushi", "grown out of anime", "over
sushi at this point", "burnt out on crossfit", 跟咖啡的感情淡了, 动漫早就退坑了, 对游戏没兴趣了).

English says the predicate first and the thing after it; Chinese says the thing first (as a
topic, or after 对/跟) and the predicate after it. Each list is plain words: a new way of
saying an ending is one more line here, read by `en_ended` and `zh_ended`.

Pure. Only the user's own clause (no subject, or I/we) is read; the thing is what the user
named, never a pronoun.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.matchers.people_words import ZH_RELATIONS

EN_BEFORE_THING: Final = (
    "lost my taste for",
    "lost the taste for",
    "lost my appetite for",
    "lost my love for",
    "lost my interest in",
    "lost interest in",
    "lost all interest in",
    "lost the urge to",
    "grown out of",
    "grew out of",
    "outgrew",
    "outgrown",
    "fell out of love with",
    "fallen out of love with",
    "got tired of",
    "gotten tired of",
    "grown tired of",
    "grew tired of",
    "got sick of",
    "gotten sick of",
    "went off",
    "gone off",
    "burnt out on",
    "burned out on",
    "moved on from",
    "walked away from",
    "stepped away from",
    "taken a break from",
    "took a break from",
    "packed in",
    "binned",
    "over",
    "so over",
    "totally over",
    "done with",
    "off",
    "kicked",
    "cut",
    "cut out",
    "ditched",
    "axed",
)
"""English ending predicates, said before the thing that ends."""
_EN_OWN: Final = (
    r"^(?:(?:honestly|tbh|ngl|yeah|well|ok|okay|so|and|but|lol|ugh|meh|kinda|kind of|pretty"
    r" much|totally|completely|officially|just|finally|really)[,!]?\s+)*"
    r"(?:(?:i|we|i've|we've|i'm|we're|im|i have|we have|i am|we are|i kinda|i kind of)\s+)?"
    r"(?:(?:kinda|kind of|pretty much|totally|completely|officially|just|finally|really|so"
    r"|sort of|basically)\s+)*"
)
_EN_ENDS: Final = re.compile(
    _EN_OWN
    + r"(?P<p>"
    + "|".join(re.escape(p) for p in sorted(EN_BEFORE_THING, key=len, reverse=True))
    + r")\s+(?:the |my |our |all )?(?P<x>[a-z0-9][\w'+-]*(?: [\w'+-]+){0,3}?)"
    r"(?:\s+(?:now|anymore|any more|these days|lately|at this point|for good|completely"
    r"|entirely|honestly|tbh|to be honest|for now|a while ago|ages ago|years ago|last \w+"
    r"|this \w+))*[.!]*$",
    re.IGNORECASE,
)
_EN_NOT_THINGS: Final = frozenset(
    """it that this them him her you those these there here me us work home school the
    a an to my our your his their all at in on for with about""".split()
)
"""What an ending predicate's object never is (a pronoun, a place, "off to work")."""
_EN_NEEDS_TIME: Final = frozenset(("off", "over", "kicked", "cut", "ditched", "axed"))
"""Predicates that end something only with a time or a subject ("off sugar now", "I'm over
it", "cut coffee completely"): bare, "off work", "over there" and "cut the grass" say nothing
of a taste."""
_EN_TIME: Final = re.compile(
    r"\b(?:now|anymore|any more|these days|lately|at this point|for good|i'm|i am|im|we're"
    r"|i've|totally|so|completely|officially)\b",
    re.IGNORECASE,
)

ZH_AFTER_THING: Final = (
    "淡了",
    "腻了",
    "吃腻了",
    "喝腻了",
    "玩腻了",
    "看腻了",
    "听腻了",
    "厌了",
    "吃厌了",
    "玩厌了",
    "没兴趣了",
    "没啥兴趣了",
    "没什么兴趣了",
    "没感觉了",
    "不感冒了",
    "无感了",
    "不迷了",
    "不上头了",
    "脱坑了",
    "退坑了",
    "弃坑了",
    "出坑了",
    "爬墙了",
    "不碰了",
    "不追了",
    "不玩了",
    "玩够了",
    "吃够了",
    "看够了",
    "凉了",
    "戒掉了",
    "唔钟意了",
    "冇兴趣了",
)
"""Chinese ending predicates, said after the thing that ends (its topic)."""
_ZH_ENDS: Final = re.compile(
    r"^(?:说实话|其实|唉|哎|嗯|最近|现在|这两年|这阵子)*[，,]?(?:我|我们)?(?:对|跟|和)?"
    r"(?P<x>[\u4e00-\u9fffA-Za-z0-9]{1,8}?)(?:的)?(?:感情|热情|兴趣|瘾)?(?:我|我们)?"
    r"(?:已经|早就|早|彻底|完全|慢慢|渐渐|也|都|真的|有点|好像|基本|差不多|突然)*"
    r"(?P<p>" + "|".join(sorted(ZH_AFTER_THING, key=len, reverse=True)) + r")"
    r"(?:啊|吧|呢|哈|啦|喇|嘅)?$"
)
_ZH_OTHERS: Final = re.compile(
    "|".join(["他", "她", "你", "朋友", "同事", *sorted(ZH_RELATIONS, key=len, reverse=True)])
)
"""Someone else in the clause (我姐奶茶早就不碰了): the ending is theirs."""
_ZH_NOT_THINGS: Final = re.compile(r"^(?:[我你他她它这那]|已经|现在|最近|真的|感情|有点)")


def en_ended(part: str) -> tuple[str, str] | None:
    """(thing, predicate) of an English clause that ends a like or habit of the user's by a
    predicate of the lexicon, or None."""
    found = _EN_ENDS.match(part.strip())
    if found is None:
        return None
    thing, predicate = found.group("x").strip(), found.group("p").lower()
    if thing.split()[0].lower() in _EN_NOT_THINGS:
        return None
    if predicate in _EN_NEEDS_TIME and _EN_TIME.search(part) is None:
        return None
    return thing, predicate


def zh_ended(clause: str) -> tuple[str, str] | None:
    """(thing, predicate) of a Chinese clause that ends a like or habit of the user's by a
    predicate of the lexicon, or None."""
    found = _ZH_ENDS.match(clause.strip())
    if found is None or _ZH_OTHERS.search(clause):
        return None
    thing = found.group("x")
    if _ZH_NOT_THINGS.match(thing) or len(thing) < 2:
        return None
    return thing, found.group("p")
