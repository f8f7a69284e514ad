"""Dislikes said as complaints, EN and ZH (issue 22, g52t):

- a thing, then a verdict of how bad it is, said strongly (香菜真是受不了, 加班烦死了, 下雨天最烦了,
  开会真的好无聊): the thing is disliked, and 死了 there says how much, no death;
- "nothing worse than X", "X ruins every dish" (a thing said to spoil whatever it is in);
- a taste said of "anything with X" is a taste of X ("anything with durian is a hard no").

Pure: each function takes a sentence (and its fills) and returns the fills with the dislikes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

DISLIKE: Final = "dislike"

_ZH_BAD: Final = (
    r"(?:烦人|烦|难吃|难喝|难闻|难听|难看|吵|臭|无聊|恶心|讨厌|接受不了|(?<!接)受不了|闹心|糟心)"
)
"""A verdict that a thing is bad to have (烦, 难吃, 吵, 受不了), not a state of the body or of
the weather (累, 热, 饿: said of the user or the day, no thing disliked); not 腻 (吃腻了: a
like that ended, for the endings to read)."""
_ZH_STRONG: Final = r"(?:真的|真是|简直|实在|太|好|最|特别|超|巨|贼|老|可|是|也|都|很|挺|蛮|非常)*"
_ZH_ENDING: Final = r"(?:死了?|透了?|得要命|得不行|爆了|了|啊|呀|哦|啦|的)*"
_ZH_COMPLAINT: Final = re.compile(
    rf"^(?:(?:这|那)种)?(?P<x>[\u4e00-\u9fffA-Za-z]{{2,8}}?)(?:我|俺)?{_ZH_STRONG}"
    rf"{_ZH_BAD}{_ZH_ENDING}$"
)
"""A clause that names a thing and then how bad it is (香菜真是受不了, 广场舞吵死了)."""
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:我|你|他|她|它|咱|俺|这|那|今天|昨天|明天|今晚|刚才|最近|现在|这次|上次|有时|有点|人家|不|别|没"
    r"|真的|真是|简直|实在|楼上|楼下|隔壁|外面|窗外|路上|家里|屋里|附近|对面)|的人$|[他她]家"
    r"|老板|同事|领导|老师|孩子|儿子|女儿|老公|老婆"
    r"|[吃喝看听闻玩用接被嫌就的]$|嫌|已经|现在|真的|是真|看见|看到|一|声$|楼上|楼下|隔壁"
    r"|^(?:眼睛|头|胃|腰|嗓子|身体|皮肤|耳朵|鼻子|肚子|牙|脖子|肩膀|膝盖)"
)
"""A person, a pointer, one day or a place near by said first (我烦死了, 这家店, 今天吵死了,
老板烦死了, 楼上装修吵死了), a verb or a state ending the words (火锅吃|腻了, 干巴巴的) or a
part of the body (眼睛受不了): no thing disliked for good."""
_ZH_SOMEONE: Final = re.compile(r"室友|邻居|同事|老板|领导|老师|孩子|朋友|他|她|有人|别人|人家")
"""Someone else in the sentence: a nuisance they make (室友…关门声吵死了), no taste of the
user's."""
_ZH_ASIDE: Final = re.compile(r"[？?吗呢吧]|如果|要是|假如|万一|怕不怕|会不会|是不是|说|觉得你")
"""A question, a supposition or reported words: no complaint of the user's."""
_ZH_LINK: Final = re.compile(r"^(?:但是|可是|不过|而且|就是|其实|说实话|反正|还有)+")
"""A word linking the clause to the one before (但是臭豆腐…): no part of the thing."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;~～…\n]+")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the dislikes a Chinese sentence says as complaints, without an ending
    read off a complaint (加班烦死了: 死了 says how bad, no death; 最讨厌了: no 厌了)."""
    fills = [f for f in fills if not _said_strongly(f, text)]
    if _ZH_SOMEONE.search(text):
        return fills
    clauses = [_ZH_LINK.sub("", c.strip()) for c in _ZH_CLAUSES.split(text)]
    said = [clause for clause in clauses if _ZH_COMPLAINT.match(clause)]
    said = [clause for clause in said if not _ZH_ASIDE.search(clause)]
    if not said:
        return fills
    kept = [f for f in fills if not _read_off(f, said)]
    found = [Fill(DISLIKE, thing) for clause in said if (thing := _complained_of(clause))]
    for fill in found:
        kept = [f for f in kept if not _said_longer(f, fill.value)]
        if not any(f.slot in (DISLIKE, "like") and fill.value in f.value for f in kept):
            kept.append(fill)
    return kept


def _complained_of(clause: str) -> str:
    """The thing a complaint names (下雨天最烦了 → 下雨天), or "" (a person or one day)."""
    found = _ZH_COMPLAINT.match(clause)
    thing = _ZH_POINTED.sub("", found["x"]) if found else ""
    if len(thing) < 2 or _ZH_NOT_THINGS.search(thing):
        return ""
    return thing


_ZH_POINTED: Final = re.compile(r"(?:这|那)(?:个|种|股)(?:东西|玩意儿?|味儿?|味道)?$")
"""The thing pointed at again after its name (榴莲这个东西, 榴莲那个味儿): the name is the thing."""


def _read_off(fill: Fill, clauses: list[str]) -> bool:
    """An ending misread off a complaint (加班真的烦 of 加班真的烦死了); not a taste that ended
    (吃辣现在受不了了)."""
    return fill.action == NEGATE and any(
        fill.value in clause and _MISREAD.search(clause) for clause in clauses
    )


_MISREAD: Final = re.compile(r"死了?|厌了")
"""Where an ending is misread off a complaint: 死了 of how bad, 讨厌了 as 厌了."""


_ZH_STATE: Final = re.compile(r"[热冷累饿困忙堵挤晒闷渴急气笑疼痛烦吵臭吃喝闻听看聊心厌腻]$")
"""How hot, tired, busy or bad, said with 死了 (热死了, 累死了, 堵死了): no death."""


def _said_strongly(fill: Fill, text: str) -> bool:
    """An ending read off 死了 that says how much (天气热死了 → 天气热, 累死了 → 累)."""
    return (
        fill.action == NEGATE
        and bool(_ZH_STATE.search(fill.value))
        and f"{fill.value}死" in text.replace("真的", "").replace("快要", "")
    )


_ZH_STRONG_ONLY: Final = re.compile(rf"{_ZH_STRONG}[烦难吵臭无恶讨受闹糟]?")


def _said_longer(fill: Fill, thing: str) -> bool:
    """A dislike of the thing read with the words that say how bad (开会真的好 for 开会) or with
    the word linking its clause (但是臭豆腐)."""
    if fill.slot != DISLIKE or fill.value == thing:
        return False
    if fill.value.endswith(thing) and _ZH_LINK.fullmatch(fill.value[: -len(thing)]):
        return True  # 但是臭豆腐 for 臭豆腐
    rest = fill.value[len(thing) :] if fill.value.startswith(thing) else ""
    return bool(rest) and bool(_ZH_STRONG_ONLY.fullmatch(rest))


_EN_THING: Final = r"(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*){0,4}?)"
_EN_WORSE: Final = re.compile(
    rf"(?:^|[,.;!]\s*)(?:there(?:'s| is) )?nothing (?:is )?worse than {_EN_THING}"
    r"(?=\s*(?:$|[,.;!—–]| in the | at night| on a | after | before | when ))"
)
"""Nothing is worse than a thing ("nothing worse than soggy fries")."""
_EN_RUINS: Final = re.compile(
    rf"(?:^|[,.;!]\s*)(?:ugh|honestly|seriously|god|man)?[, ]*{_EN_THING} (?:ruins|spoils"
    r"|wrecks|kills|destroys) (?:every|any|each|a|the whole) (?:single )?(?!(?:weekend|day|week"
    r"|trip|plan|holiday|mood|morning|evening|night|party|meeting|time|summer|vacation)s?\b)"
    r"[a-z]+"
)
"""A thing that spoils whatever it is in ("cilantro ruins every dish it touches"); not an
occasion spoiled ("the rain ruins every weekend": a nuisance, no taste)."""
_EN_NOT_THINGS: Final = frozenset(
    """it this that he she they i you we my his her their someone everyone he's she's it's
    today tonight yesterday when if how what whenever the your our""".split()
)
_EN_ASIDE: Final = re.compile(r"\?|\b(?:if|would|might|says|said|thinks|told)\b")
"""A question, a supposition or reported words: no complaint of the user's."""
_ANYTHING_WITH: Final = re.compile(
    r"(?i)^(?:anything|everything|stuff|food|dishes|things)\s+(?:with|containing|made with"
    r"|involving|that has|that have|flavou?red with)\s+(?=\S)"
)
"""A taste said of whatever has a thing in it ("anything with durian"): the thing is the taste."""


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the dislikes an English sentence says as complaints ("nothing worse than
    soggy fries", "cilantro ruins every dish"), and tastes of "anything with X" said as X."""
    fills = [_of_the_thing(f) for f in fills]
    low = text.lower()
    if _EN_ASIDE.search(low):
        return fills
    known = {f.value.lower() for f in fills if f.slot in (DISLIKE, "like")}
    found = []
    for reader in (_EN_WORSE, _EN_RUINS):
        for match in reader.finditer(low):
            thing = text[match.start("x") : match.end("x")]
            first = thing.split()[0].lower()
            if first in _EN_NOT_THINGS or thing.lower() in known:
                continue
            found.append(Fill(DISLIKE, re.sub(r"(?i)^(?:a|an|the|some) ", "", thing)))
    return fills + found


def _of_the_thing(fill: Fill) -> Fill:
    """A like or dislike of "anything with durian" as one of durian."""
    if fill.slot not in (DISLIKE, "like"):
        return fill
    value = _ANYTHING_WITH.sub("", fill.value)
    if value == fill.value or not value:
        return fill
    extra = {**fill.extra, "object": value} if "object" in fill.extra else fill.extra
    return replace(fill, value=value, extra=extra)
