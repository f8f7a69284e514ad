"""The strongest like, said as a comparison nothing wins, EN and ZH (issue 22, g54t): "There's
nothing I love more than a long hike", "Nothing I'd rather do than go fishing", "Nothing tops
homemade pasta", "No food is better than sushi", 我最爱的莫过于火锅,
最让我开心的莫过于撸猫, 什么都比不上妈妈做的红烧肉, 没什么比得上一碗热汤面.

Silent on a question, a supposition, someone else's taste, a person or a thing at hand after
the comparison ("You can't beat the traffic", 我什么都比不上他), and on the values of a life
(health, family, 健康, 家人). An ironic "nothing I love more than a 6am meeting" is set aside
before this reader by `modes`. Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

LIKE: Final = "like"

_EN_OPEN: Final = r"(?:^|[,.;!:—–-]\s*)(?:(?:honestly|and|but|oh|man|seriously|tbh|really)[,\s]+)*"
_EN_NONE: Final = (
    r"(?:there(?:'s| is)\s+(?:really\s+|just\s+|honestly\s+)?)?(?:nothing|no\s+[a-z]+)"
)
_EN_MORE: Final = (
    rf"{_EN_NONE}\s+(?:that\s+)?i\s+(?:love|enjoy|like|adore|relish|prefer)\s+(?:more|better)"
    rf"\s+than|{_EN_NONE}\s+(?:that\s+)?i(?:'d|\s+would)\s+rather\s+(?:do|eat|drink|have|be"
    r" doing)\s+than|nothing\s+(?:tops|compares\s+(?:to|with)|comes\s+close\s+to|can\s+beat"
    r"|quite\s+beats|makes\s+me\s+(?:happier|more\s+content)\s+than)"
    r"|(?:i\s+)?can't\s+think\s+of\s+anything\s+(?:better|i\s+(?:love|like|enjoy)\s+more"
    r"|i'd\s+rather\s+do)\s+than|no\s+[a-z]+\s+(?:is|are)\s+(?:better|nicer|tastier)\s+than"
    r"|there(?:'s| is)\s+no\s+better\s+[a-z]+(?:\s+to\s+[a-z]+(?:\s+[a-z]+){0,3}?)?\s+than"
)
_EN_UNBEATEN: Final = re.compile(
    rf"{_EN_OPEN}(?:{_EN_MORE})\s+(?:to\s+)?(?:go\s+(?=[a-z]+ing\b))?"
    r"(?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,5}?)"
    r"(?=\s*(?:$|[,.;!:—–)]|\s(?:on|in|at|after|before|with|when|during|for|while|and|or|to"
    r" me|for me|in my book)\b))",
    re.IGNORECASE,
)
"""A comparison nothing wins, then its winner ("nothing I love more than a long hike")."""
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:if|might|could|says|said|thinks|told|wish|he|she|they|his|her|their)\b"
    r"|\b(?:would|'d)\b(?!\s+rather\s+(?:do|eat|drink|have|be doing)\s+than)",
    re.IGNORECASE,
)
"""A question, a supposition, a wish or someone else: no taste of the user's."""
_EN_NOT_THINGS: Final = frozenset(
    """it this that these those the my your our his her their him them he she they i you we
    me us someone everyone anyone anything something everything nobody people family health
    kids children friends time money myself yourself that's it's price""".split()
)
"""A pointer, a thing at hand, a person or a value of a life: no taste."""
_EN_DETERMINER: Final = re.compile(r"(?i)^(?:a|an|some|good|great|nice|proper|really)\s+")


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the likes an English sentence says as a comparison nothing wins."""
    if _EN_ASIDE.search(text):
        return fills
    known = {f.value.lower() for f in fills if f.slot in (LIKE, "dislike")}
    found: list[Fill] = []
    for match in _EN_UNBEATEN.finditer(text):
        thing = match["x"]
        while (bare := _EN_DETERMINER.sub("", thing)) != thing:
            thing = bare
        low = thing.lower()
        if not thing or low.split()[0] in _EN_NOT_THINGS or _known(low, known):
            continue
        found.append(Fill(LIKE, thing))
        known.add(low)
    return fills + found


def _known(thing: str, known: set[str]) -> bool:
    """Whether a taste of the thing was already read (the same words, or within them)."""
    return any(thing == k or thing in k or k in thing for k in known)


_ZH_WHO: Final = (
    r"(?:^|(?<=[，,。！!；;]))(?:[^，,。！!；;？?]{0,6}?(?:我|俺))?(?:这辈子|平时|其实|真的)?"
)
_ZH_LIKED: Final = (
    r"(?:最爱|最喜欢|最享受|最钟意|最中意|最离不开)(?:吃|喝|玩|看|听|做|干)?的(?:东西|事情?)?"
)
_ZH_GLAD: Final = r"最(?:让|令)(?:我|俺)(?:开心|快乐|幸福|满足|放松|享受|上头)的(?:东西|事情?)?"
_ZH_UNBEATEN: Final = re.compile(
    rf"{_ZH_WHO}(?:{_ZH_LIKED}|{_ZH_GLAD})(?:就)?莫过于[，,]?(?P<x>[^，,。！!；;？?]{{2,12}})"
    r"|(?:^|(?<=[，,。！!；;]))(?:但是|不过|说实话|反正|其实)?"
    r"(?:什么|啥|啥子|没什么|没有什么|没啥|什么东西|哪儿的|哪里的)(?:都|也)?(?:比不上|比不过|比不了"
    r"|能比得上|比得上|(?:能)?比得过)[，,]?(?P<y>[^，,。！!；;？?]{2,12})"
)
"""A like said as what nothing beats (我最爱的莫过于火锅, 什么都比不上妈妈做的红烧肉)."""
_ZH_ASIDE: Final = re.compile(r"[？?吗]|如果|要是|假如|希望|觉得你|呵呵|他|她|别人|人家|说")
"""A question, a supposition, irony or someone else: no taste of the user's."""
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:我|你|您|他|她|它|这|那|别人|人家|大家|家人|家庭|健康|平安|自由|钱|时间|身体|亲情"
    r"|友情|爱情)"
)
"""A person, a pointer or a value of a life said where the thing goes: no taste."""
_ZH_TAIL: Final = re.compile(r"(?:了|啊|呀|吧|哦|啦|的|了吧)+$")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the likes a Chinese sentence says as what nothing beats."""
    if _ZH_ASIDE.search(text):
        return fills
    known = {f.value for f in fills if f.slot in (LIKE, "dislike")}
    found: list[Fill] = []
    for match in _ZH_UNBEATEN.finditer(text):
        thing = _ZH_TAIL.sub("", match["x"] or match["y"] or "")
        if len(thing) < 2 or _ZH_NOT_THINGS.search(thing) or _known(thing, known):
            continue
        found.append(Fill(LIKE, thing))
        known.add(thing)
    liked = [f.value for f in found]
    return [f for f in fills if not _one_time_part(f, liked)] + found


def _one_time_part(fill: Fill, liked: list[str]) -> bool:
    """Whether a fill is a plan or trip read inside a thing liked (撸猫 of …莫过于周末撸猫)."""
    return fill.slot in ("plan", "trip") and any(fill.value in thing for thing in liked)
