"""What the user does in place of what they gave up, said in a part of the sentence with no
subject and no verb of its own after the ending: "quit coffee, green tea now", "dropped
running, swimming these days", "not into jazz anymore, it's all bluegrass for me now",
不跑了，改游泳了, 咖啡戒了，现在只喝茶.

The ending is read by the clause readers; the part after it is a fragment that names only
the new thing and a change marker (now, these days, instead, 现在, 改, 换成, 只). That thing is
a new habit of the user's (a like when what ended was a like), added beside the others:
habits and likes are multi-valued, the ending already ended the old one.

Pure. Nothing is read without an ending of the user's in the same sentence, nor from a
part that has its own subject or verb the slot readers would read.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, swap_kinds
from memstream.processors.grammar.fills import NEGATE, Fill

_EN_PARTS: Final = re.compile(
    r"\s*(?:[,;:]|\s[-–—]+\s|[–—]|\.\s+|!+\s*)\s*|\s+(?:but|so)\s+", re.IGNORECASE
)
_EN_LEAD: Final = (
    r"^(?:(?:nope|nah|no)[,:!]\s*|(?:so|and|but|ok|okay|honestly|tbh|lol)[,:!]?\s+)*"
    r"(?:(?:it's|its|it is) )?(?:(?:all|mostly|just|only|strictly"
    r"|pretty much) )?(?:on |into |onto |doing )?(?:(?:all|mostly|just|only) )?"
)
_EN_THING: Final = r"(?P<x>[a-z0-9][\w'+-]*(?: [\w'+-]+){0,4}?)"
_EN_NEW: Final = (
    re.compile(
        _EN_LEAD + _EN_THING + r"(?: for (?:me|us))?"
        r"(?: (?:now|these days|nowadays|instead|lately|from now on|at the moment))+[.!]*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:(?:nope|nah|no)[,:!]\s*|(?:so|and|but)[,:!]?\s+)*"
        r"(?:now|these days|nowadays|instead)[,:]? "
        r"(?:(?:it's|its) )?(?:(?:all|mostly|just|only) )?(?:on |into |doing )?"
        + _EN_THING
        + r"[.!]*$",
        re.IGNORECASE,
    ),
)
"""A fragment that names only the new thing and when ("green tea now", "now it's tea")."""
_EN_NOT_THINGS: Final = frozenset(
    """i me my we us our you your he she it they them this that these those there here
    what who home work back again better fine good okay ok happy free done over fun out
    the a an some any not no never is are was were be been being do does did have has had
    can could will would should""".split()
)
_EN_NOT_IN: Final = frozenset(
    "is are was were be am has have had at all no not never more less".split()
)
"""Words a new thing never opens with (a clause, a state or a place, not a thing)."""
_EN_ARTICLE: Final = re.compile(r"^(?:a|an|the|some) ", re.IGNORECASE)

_ZH_PARTS: Final = re.compile(r"[，,。；;！!~～…\s]+")
_ZH_NEW: Final = re.compile(
    r"^(?:现在|如今|目前|后来|然后|最近|現在)?(?:都|就|只|也|开始|每天|天天|改|换|轉|转)*"
    r"(?:成|为|成了)?(?P<x>[喝吃玩看听練练打跑游骑騎抽弹彈画畫追刷泡撸擼][\u4e00-\u9fffA-Za-z]{1,4}?)"
    r"(?:了|啦|呢|吧|喇|咯)?$"
)
"""A fragment that names only a new activity, by its verb of taking or doing (改游泳,
现在只喝茶)."""
_ZH_CUE: Final = re.compile(r"现在|如今|目前|現在|后来|改|换|換|转|轉|只|开始")
"""A change marker the fragment must hold (a bare 喝茶 after an ending may be a reason)."""
_ZH_NOT_THINGS: Final = re.compile(r"[不没別别都就也能会還还到完过過得]|一下|随便|正常")


def en_in_its_place(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills, with the habit or like an English fragment after an ending names: said in
    a frame that names a new thing ("it's all X now", "on X now", "nope, X now", "X
    instead"), or a thing of the same kind as the one that ended (`swap_kinds`: a drink for a
    drink, an activity for an activity), never a consequence ("quit coffee, headaches now")."""
    ended = _ended(fills)
    if ended is None:
        return fills
    old = str(ended.extra.get("object") or ended.value)
    for part in _EN_PARTS.split(text.strip())[1:]:
        thing = _en_thing(part.strip())
        if thing and (_EN_FRAMED.search(part) or _same_kind(old, thing)):
            liked = _EN_LIKED.search(part) is not None
            return [*fills, _new(thing, ended, liked)]
    return fills


_EN_FRAMED: Final = re.compile(
    r"^(?:(?:nope|nah|no)[,:!]|(?:it's|its|it is) |(?:all|mostly|just|only|strictly) |on |into )"
    r"|\b(?:instead|for (?:me|us))\b",
    re.IGNORECASE,
)
"""A fragment framed as the new thing, not as what followed from the ending."""


def _same_kind(old: str, new: str) -> bool:
    """True when the new thing is of the known kind of the old one (tea for coffee, swimming
    for running)."""
    kind = swap_kinds.kind_of(old, chinese=False)[0]
    return bool(kind) and swap_kinds.kind_of(new, chinese=False)[0] == kind


_EN_LIKED: Final = re.compile(r"\b(?:for (?:me|us)|into|loving|love|obsessed with)\b", re.I)
"""A fragment that says the new thing is liked, not done ("all bluegrass for me now")."""


def _en_thing(part: str) -> str:
    for pattern in _EN_NEW:
        found = pattern.match(part)
        if found is None:
            continue
        thing = _EN_ARTICLE.sub("", found.group("x")).strip()
        if thing and _a_thing(thing.split()):
            return thing
    return ""


def _a_thing(words: list[str]) -> bool:
    """True for words that name a thing or an activity, not a state or a place ("tired",
    "at home", "so much better")."""
    first = words[0].lower()
    if _EN_NOT_IN & {w.lower() for w in words}:
        return False
    if first in _EN_NOT_THINGS or en_pos.function_word(first):
        return False
    tag = en_pos.tag(first)
    if tag.startswith(("RB", "VBD", "VBN", "VBZ", "VBP", "MD")) and not first.endswith("ing"):
        return False
    return not (len(words) == 1 and en_pos.adjective(first))


def zh_in_its_place(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills, with the habit or like a Chinese fragment after an ending names."""
    ended = _ended(fills)
    if ended is None:
        return fills
    for part in [p for p in _ZH_PARTS.split(text.strip()) if p][1:]:
        found = _ZH_NEW.match(part)
        if found is None or _ZH_CUE.search(part) is None or part in ended.value:
            continue  # 最近开始吃点鱼了 is the ending itself (of a diet), no new habit
        thing = found.group("x")
        if not _ZH_NOT_THINGS.search(thing):
            return [*fills, _new(thing, ended)]
    return fills


_LIKING: Final = r"\b(?:into|like|love|enjoy|fan)\b|喜欢|爱|感冒|迷"
"""What an ending of a like says (an ending of "into jazz" is of a like)."""


def _ended(fills: list[Fill]) -> Fill | None:
    """The user's ending of a habit or like in the fills, when no new habit or like is read."""
    if any(f.subject == "user" and f.action != NEGATE and f.slot in _TASTES for f in fills):
        return None
    ended = [f for f in fills if f.subject == "user" and f.action == NEGATE]
    return next((f for f in ended if _TASTES & set(f.extra.get("slots") or _TASTES)), None)


_TASTES: Final = frozenset(("habit", "like"))


def _new(thing: str, ended: Fill, liked: bool = False) -> Fill:
    """The new thing as a like when what ended was a like only (or the fragment says it is
    liked), else as a habit."""
    said = f"{ended.value} {ended.extra.get('verb', '')}".lower()
    liked = liked or ended.extra.get("slots") == ["like"] or re.search(_LIKING, said) is not None
    slot = "like" if liked else "habit"
    return Fill(slot, thing, extra={"changed": True, "instead_of": ended.value})
