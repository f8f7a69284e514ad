"""A dislike said as a limit the user reaches, not by a verb of taste: a thing too much of a
taste for them ("green curry too spicy for me", 榴莲对我来说太臭了, 螺蛳粉太臭了，我受不了), a
thing they would take anything over ("I'd rather drink diesel than eat black licorice"), the
one thing they would not have ("I'll eat anything but mushrooms", 除了香菜我啥都吃), the thing
that puts them out ("anything with durian, I'm out") and the thing they call a heresy
(甜豆腐脑是邪教).

The taste words and the verbs of taking are data (EN and ZH). The thing is a bare noun phrase
of its own clause: no pronoun, no "this"/"the" of one dish at hand (a review: "this soup is
too salty"), no person. Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.reply_words import EN_REPLY, ZH_REPLY
from memstream.processors.grammar.value_patterns import alternation
from memstream.processors.grammar.zh_subjects import someone_in

DISLIKE: Final = "dislike"

EN_TOO_WORDS: Final = frozenset(
    """spicy hot sweet sugary salty sour bitter rich greasy oily heavy fatty creamy cheesy
    fishy gamey smelly stinky pungent strong bland mushy slimy chewy dry loud noisy slow
    scary gory violent creepy depressing sad bleak boring intense sappy cringey cringe
    much""".split()
)
"""What a thing is too much of for the user's taste ("too spicy for me"); not a price, a
distance or a difficulty ("too expensive", "too far", "too hard" for me are no taste)."""

EN_TAKING: Final = (
    "eat", "drink", "watch", "listen to", "hear", "read", "play", "sit through", "taste",
    "touch", "have", "smell", "go to", "eat another", "drink another",
)  # fmt: skip
"""Verbs by which a thing of taste is taken ("rather die than watch another rom-com")."""

ZH_TOO_WORDS: Final = frozenset(
    "辣 甜 咸 腻 油 油腻 苦 酸 臭 冲 膻 腥 淡 吵 闹 恐怖 血腥 吓人 虐 无聊 刺激 重口".split()
)
"""What a thing is too much of for the user's taste (太辣, 太腻, 太虐)."""

ZH_LIMITS: Final = (
    "受不了", "吃不了", "喝不了", "吃不消", "接受不了", "顶不住", "扛不住", "hold不住",
    "吃不下", "喝不下", "看不下去", "听不下去", "不行", "真不行", "无福消受", "消受不了",
)  # fmt: skip
"""A clause that says the user cannot take it (我受不了, 吃不消)."""

ZH_HERESIES: Final = ("邪教", "异端", "黑暗料理", "歪门邪道")
"""What the user calls a thing they reject as wrong to eat (甜豆腐脑是邪教)."""


_EN_OPENERS: Final = (
    r"(?:(?:honestly|but|and|tbh|ngl|ugh|though|personally|also|sadly|yeah|nah|lol|haha"
    r"|oh|well|so|plus|meanwhile),?\s+)*"
)
_EN_TOO: Final = re.compile(
    rf"(?i)^\W*{_EN_OPENERS}(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){{0,4}}?)(?:'s|'re| is| are| was"
    r"| gets| get| always is)?\s+(?:(?:way|much|far|just|a bit|a little|kinda|kind of|bit"
    r"|always|still|simply|honestly|too)\s+)*too "
    rf"(?:{alternation(EN_TOO_WORDS)}) for (?:me|my taste|my liking|my palate|my stomach"
    r"|my tongue|my ears)\b"
)
_EN_RATHER: Final = re.compile(
    r"(?i)\b(?:i'd|id|i would)\s+(?:much\s+|honestly\s+|literally\s+|genuinely\s+)*"
    r"(?:rather|sooner)\s+(?P<a>[^,.;!?]{1,60}?)\s+than\s+(?:(?:ever|even)\s+)?"
    rf"(?P<v>(?:{alternation(EN_TAKING)})\s+)?(?:(?:a|an|the|any|another|more|some)\s+)?"
    r"(?P<x>[^,.;!?]{2,40}?)(?=\s*(?:[,.;!?]|$|\b(?:again|ever|lol|haha|tbh|honestly"
    r"|any day|though)\b))"
)
_EN_BUT: Final = re.compile(
    r"(?i)\b(?:i'll|ill|i will|i'd|i can|i could|i)\s+"
    rf"(?:{alternation(EN_TAKING)})\s+(?:literally\s+|pretty much\s+|just about\s+|almost\s+)?"
    r"(?:anything|everything)\s+(?:but|except|other than|apart from|besides)\s+"
    r"(?:(?:a|an|the|any)\s+)?(?P<x>[^,.;!?]{2,40}?)(?=\s*(?:[,.;!?]|$|\b(?:lol|haha|tbh"
    r"|honestly|though|really)\b))"
)
_EN_OUT: Final = re.compile(
    r"(?i)\b(?:anything|everything|whatever|if it has|if there's|if it's got)\s+"
    r"(?:with|that has|containing|in it with)?\s*(?:(?:a|an|the|any)\s+)?"
    r"(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){0,3}?)(?: in it)?\s*[,-–—]?\s*"
    r"(?:i'm out|im out|i am out|count me out|and i'm out|i'm not touching it|no thanks"
    r"|hard pass|nope)\b"
)
_EN_NOT_THING: Final = re.compile(
    r"(?i)^(?:it|this|that|these|those|the|he|she|they|you|your|my|his|her|their|our|its"
    r"|i|i'm|we|everything|something|anything|nothing|what|which|who|there|here|today"
    r"|tonight|that's|it's|this one|mine|work|life|price|rent|traffic|weather)\b"
)
"""A thing that is no bare noun phrase of a taste: a pronoun, one thing at hand, a person."""
_EN_PEOPLE: Final = re.compile(
    r"(?i)\b(?:he|she|they|him|her|them|his|their|wife|husband|boss|kid|kids|son|daughter"
    r"|mom|mum|dad|friend|partner|sister|brother)\b"
)

_ZH_HOLDER: Final = r"(?:我|俺|本人)?(?:是|就|真的?|实在|简直|完全|也|都|还是)*"
_ZH_TOO: Final = re.compile(
    r"^(?P<x>[^，,。！!？?；;\s]{1,8}?)(?:的话)?(?P<me>对我来说|对我而言|对我|于我)?"
    r"(?:实在|真的|还是|也|都|就|是)*(?:太|过于|有点太|有点|忒)"
    rf"(?:{alternation(ZH_TOO_WORDS)})了?(?:点|些)?[了啊呀吧]*$"
)
_ZH_LIMIT: Final = re.compile(rf"^{_ZH_HOLDER}(?:{alternation(ZH_LIMITS)})[了啊呀吧哈的]*$")
_ZH_BUT: Final = re.compile(
    r"除了(?P<x>[^，,。！!？?；;\s我你他她]{1,8}?)(?:以外|之外)?[，,]?(?:我|俺)?(?:基本上?|几乎|真的)?"
    r"(?:什么|啥|别的|其他的?)(?:都|也)(?:吃|喝|看|听|行|可以|OK|ok|能吃|能喝)"
)
_ZH_ALL_BUT: Final = re.compile(
    r"(?:什么|啥)(?:都|也)(?:吃|喝|看|听|能吃|能喝)[，,]?(?:就是|只是|唯独|唯一|但是?|就)?(?:我)?"
    r"(?:不|不爱|不太|受不了|接受不了|碰不了)(?:吃|喝|看|听)?(?P<x>[^，,。！!？?；;\s我你他她]{2,8}?)"
    r"(?=[，,。！!~～\s]|了|$)"
)
"""Anything taken but one thing (我啥都吃，就是不吃香菜): the one thing is disliked."""
_ZH_HERESY: Final = re.compile(
    rf"^(?P<x>[^，,。！!？?；;\s我你他她]{{2,8}}?)(?:简直|就|真的|绝对|纯属|根本)?(?:是|就是)"
    rf"(?:{alternation(ZH_HERESIES)})"
)
_ZH_NOT_THING: Final = re.compile(r"^(?:这|那|今天|昨天|刚才|这家|那家|他|她|它|你|我|谁|什么)")
_ZH_CLAUSES: Final = re.compile(r"[，,。！!？?；;~～…]+|\s+")
_EN_CLAUSES: Final = re.compile(r"\s*[,;!?—–]+\s*|\.\s+|\.$")


def read(text: str, chinese: bool) -> list[Fill]:
    """The dislikes a sentence gives as a limit of the user's taste; nothing for the replies'
    form ("I'd rather read prose than headers and lists": a preference)."""
    if (ZH_REPLY if chinese else EN_REPLY).search(text):
        return []
    things = _zh_things(text) if chinese else _en_things(text)
    return [Fill(DISLIKE, thing) for thing in dict.fromkeys(things)]


def _en_things(text: str) -> list[str]:
    """What an English sentence says the user cannot take, in the order said."""
    rather = _EN_RATHER.search(text)
    found = [rather["x"]] if rather is not None and _taken(rather["a"], rather["v"]) else []
    found += [m["x"] for m in (_EN_BUT.search(text),) if m is not None]
    out = _EN_OUT.search(text)
    found += [out["x"]] if out is not None else []
    for clause in _EN_CLAUSES.split(text):
        too = _EN_TOO.match(clause.strip()) if clause else None
        found += [too["x"]] if too is not None else []
    return [thing for thing in (_en_thing(f) for f in found) if thing]


_EN_TAKES: Final = re.compile(rf"(?i)^(?:{alternation(EN_TAKING)})\b")


def _taken(rather: str, verb: str | None) -> bool:
    """Whether the thing not chosen is one of taste: taken by a verb of taste ("than eat
    black licorice"), or after one ("rather drink tea than coffee"); not "than take the bus"."""
    return verb is not None or _EN_TAKES.match(rather) is not None


def _en_thing(said: str) -> str:
    """The thing as a bare noun phrase, or "" when it is a pronoun, one at hand or a person."""
    thing = re.sub(r"(?i)\s+(?:lately|these days|anymore|tbh|honestly|though)$", "", said)
    thing = thing.strip(" '\"")
    if not thing or _EN_NOT_THING.match(thing) or _EN_PEOPLE.search(thing):
        return ""
    return thing if len(thing.split()) <= 5 else ""


def _zh_things(text: str) -> list[str]:
    """What a Chinese sentence says the user cannot take, in the order said."""
    found = [
        m["x"]
        for m in (_ZH_BUT.search(text), _ZH_ALL_BUT.search(text))
        if m is not None and not someone_in(_clause_before(text, m.start()), pets=True)
    ]
    clauses = [c for c in _ZH_CLAUSES.split(text) if c]
    for at, clause in enumerate(clauses):
        heresy = _ZH_HERESY.match(clause)
        found += [heresy["x"]] if heresy is not None else []
        too = _ZH_TOO.match(clause)
        if too is None:
            continue
        limit = at + 1 < len(clauses) and _ZH_LIMIT.match(clauses[at + 1]) is not None
        found += [too["x"]] if too["me"] or limit else []
    return [thing for thing in found if _zh_thing(thing)]


def _clause_before(text: str, at: int) -> str:
    """What a clause says before a point in it (我老公|除了香菜啥都吃: who takes it)."""
    return _ZH_CLAUSES.split(text[:at])[-1]


def _zh_thing(thing: str) -> bool:
    """Whether a Chinese thing is a bare one: no pronoun, one at hand or person."""
    return len(thing) >= 2 and not _ZH_NOT_THING.match(thing) and not someone_in(thing, pets=True)
