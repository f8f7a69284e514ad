"""A project said as "the thing I'm building is X": the thing made, named after the verb.

A cleft puts what the user makes last: "The thing I'm building is a budgeting app", "What
I'm working on right now is a compiler", "The game I've been developing is a roguelike",
"The book I'm writing is about the famine" (the book about the famine), 我在做的东西是一个
挂号小程序, 我最近在写的是一本科幻小说, 我在开发的游戏是一个像素风的冒险游戏. The verb must make
something (build, write, develop, 做, 写, 开发 ...), the subject must be the user (or the
user's team: "we", 我们), and what follows must name a thing, not judge it ("is a mess",
是个大坑, 很顺利). Nothing from a question, a wish, a time over, or someone else's work.
The same shape with a workplace ("The company I work for is Ocado", 我上班的公司是顺丰)
names the employer. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_MAKING: Final = (
    r"building|making|writing|developing|designing|coding|programming|putting together"
    r"|working on|doing|knitting|sewing|crocheting|quilting|restoring|renovating|rebuilding"
    r"|fixing up|composing|recording|producing|filming|shooting|painting|drawing|illustrating"
    r"|organi[sz]ing|planning|launching|running|setting up|prototyping|researching|editing"
    r"|translating|carving|brewing|growing|assembling|modding|hacking on|tinkering with"
)
"""Verbs that make something: what follows the cleft is the thing made."""
_NOW: Final = (
    r"right now|at the moment|currently|these days|this (?:week|month|year|term|semester)"
    r"|lately|at work|for work|in my (?:spare|free) time|on the side|on weekends|now|still"
)
_EN_CLEFT: Final = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:so|and|but|well|honestly|basically)\s+)"
    r"(?:(?P<what>what)|(?:the|my|our)\s+(?P<head>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*))\s+"
    r"(?:that\s+)?(?P<who>i|we)\s*(?:'m|'re|am|are|'ve been|have been|’m|’re|’ve been)\s+"
    rf"(?:(?:currently|still|slowly|finally|also|now|mostly|actually)\s+)?(?P<verb>{_MAKING}|on)"
    r"(?:\s+(?:on|for work|at work|for (?:my|our|the|a) [a-z]+(?: [a-z]+)?))?"
    rf"(?:\s+(?:{_NOW}))?\s*,?\s+(?:is|'s|’s)\s+"
    r"(?:(?:basically|mostly|just|kind of|sort of|essentially|actually|really|probably)\s+)?"
    r"(?P<thing>[^.;!?()]+)",
    re.IGNORECASE,
)
_EN_HEADS_NOT: Final = frozenset(
    """guy man woman person people client clients boss team company firm friend partner
    manager teacher course class problem issue bug error question part bit step reason
    way time day hour deadline budget goal plan idea""".split()
)
"""Cleft heads that are no thing made (the guy I'm working with, the part I'm stuck on)."""
_EN_JUDGED: Final = re.compile(
    r"^(?:(?:a|an|the|my|our)\s+)?(?:(?:total|complete|real|absolute|huge|big|bit of a)\s+)?"
    r"(?:mess|nightmare|disaster|pain|lot|bit|challenge|headache|struggle|slog|joke|secret"
    r"|surprise|work in progress|wip|hobby|labou?r of love|passion|side thing|pleasure|blast"
    r"|way|ways|not|no|going|taking|almost|nearly|done|finished|ready|due|late|hard|easy|fun"
    r"|tough|slow|so|too|very|pretty|quite|still|behind|over|under|way over|stuck|open"
    r"|private|confidential|top secret|boring|cool|great|good|bad|awesome|amazing|it|this"
    r"|that|something|nothing|everything|same)\b",
    re.IGNORECASE,
)
_EN_NOT_NOW: Final = re.compile(
    r"\b(?:if|would|could|might|should|wish|hope|want|wanted|used to|was|were|gonna|going to"
    r"|will|'d|’d)\b|\?",
    re.IGNORECASE,
)
_EN_DET: Final = re.compile(r"^(?:a|an|the|my|our|some|this)\s+", re.IGNORECASE)
_EN_TAIL: Final = re.compile(
    r"\s*(?:,|\s-\s|\s–\s|\s—\s|\bbut\b|\band it\b|\bwhich\b|\bthat i\b|\bif\b).*$",
    re.IGNORECASE,
)
_ABOUT: Final = re.compile(r"^(?:about|on|for|called|named|set in)\b", re.IGNORECASE)

_EN_WORKPLACE: Final = re.compile(
    r"(?i:(?:^|[,;:]\s*|\b(?:so|and|but)\s+)(?:the|my)\s+(?:(?:new|current)\s+)?"
    r"(?:company|firm|place|outfit|startup|agency|organi[sz]ation|org|employer|hospital"
    r"|school|store|shop|restaurant|studio|lab|practice|clinic|bank|bakery|hotel|warehouse)\s+"
    r"(?:that\s+)?i\s+(?:work|'m working|am working|’m working)(?:\s+(?:for|at|in))?\s+"
    r"(?:now\s+)?(?:is|'s|’s)\s+(?:called\s+)?)(?P<name>[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})"
)


def en_cleft(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills once a cleft names what the user makes or where the user works (see the
    module): the thing made replaces a project read as the cleft's head ("thing")."""
    found = _EN_CLEFT.search(text)
    if found is None:
        return fills + _en_workplace(text, fills)
    head = (found["head"] or "").lower()
    generic = [f for f in fills if _head_read(f, "thing") or _head_read(f, "project")]
    if _EN_NOT_NOW.search(text[: found.start("thing")]):
        return [f for f in fills if f not in generic]
    thing = _en_thing(found)
    if not thing:  # "the cabin we're building is almost weatherproof": the cabin
        return [f for f in fills if f not in generic]
    return [*(f for f in fills if not _head_read(f, head)), Fill("project", thing)]


def _en_thing(found: re.Match[str]) -> str:
    """The thing a cleft names, as a project value, or "" when it names none."""
    head = (found["head"] or "").strip()
    if head and head.split()[-1].lower() in _EN_HEADS_NOT:
        return ""
    if found["verb"].lower() == "on" and head.lower().split()[-1:] != ["project"]:
        return ""  # "the project I'm on", never "the meds I'm on"
    said = _EN_TAIL.sub("", found["thing"].strip()).strip()
    if not said or _EN_JUDGED.match(said) or len(said.split()) > 10:
        return ""
    if _ABOUT.match(said):
        return f"{head} {said}" if head and head.lower() != "thing" else ""
    bare = _EN_DET.sub("", said)
    if not _EN_DET.match(said) and bare.split()[0].lower().endswith("ing"):
        return ""  # "What I'm building is taking forever"
    return bare


def _head_read(fill: Fill, head: str) -> bool:
    """True for a project read as the cleft's head itself ("thing", "app", "side project")."""
    said = {head, head.split()[-1] if head else "", "thing", "stuff"}
    return fill.slot == "project" and fill.subject == "user" and fill.value.lower() in said


def _en_workplace(text: str, fills: list[Fill]) -> list[Fill]:
    """The employer a workplace cleft names ("The company I work for is Ocado")."""
    if any(f.slot == "employer" and f.subject == "user" for f in fills):
        return []
    found = _EN_WORKPLACE.search(text)
    if found is None or _EN_NOT_NOW.search(text[: found.start("name")]):
        return []
    return [Fill("employer", found["name"].rstrip(".'’"))]


_ZH_MAKING: Final = (
    "做|写|开发|搞|弄|设计|画|拍|装修|筹备|准备|搭|建|研发|编|织|缝|改装|翻修|折腾|捣鼓|"
    "策划|组织|剪|录|排练|研究|打造|运营|忙活|忙"
)
_ZH_CLEFT: Final = re.compile(
    r"(?:^|[，,；;。！!：:]|其实|就是|对了|嗯|哦)"
    r"(?P<who>我们?(?:团队|组|公司|小组)?)"
    r"(?:最近|现在|目前|这阵子|这段时间|这几天|这两年|今年|一直|还|正|手上|手头)*"
    rf"(?:正在|在)(?:{_ZH_MAKING})(?:着)?的"
    r"(?P<head>东西|项目|事|事情|活儿?|游戏|书|小说|应用|软件|网站|产品|系统|片子|作品|课题|论文)?"
    r"(?:主要)?(?:就)?是(?:一个|一款|一本|一部|一套|一座|一只|一件|一份|个|款|本|部|套)?"
    r"(?P<thing>[^，,。！!？?；;]+)"
)
_ZH_JUDGED: Final = re.compile(
    r"^(?:很|挺|太|有点|比较|特别|非常|不|没|还|差不多|快|已经|大坑|坑|麻烦|秘密|什么|啥|哪|"
    r"这个|那个|这些|那些|同一|一样|自己的事)"
)
_ZH_NOT_NOW: Final = re.compile(r"如果|要是|假如|想|希望|打算|以前|之前|当年|曾经|吗|？|\?")
_ZH_TAIL: Final = re.compile(r"(?:呢|啦|了|吧|哈|啊|呀|嘛)+$")
_ZH_WORKPLACE: Final = re.compile(
    r"我(?:现在|目前)?(?:所在|工作|上班|待)的(?:公司|单位|医院|学校|工厂|厂|店|银行|机构|律所|事务所)"
    r"(?:叫|是|就是)(?P<name>[^，,。！!？?；;\s]{2,12})"
)
_ZH_UNNAMED: Final = re.compile(r"^(?:一家|一个|一所|个|家|所|外企|国企|私企|小公司|大公司)")


def zh_cleft(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills once a Chinese cleft names what the user makes or where the user works (我在
    做的东西是一个挂号小程序, 我上班的公司是顺丰)."""
    found = _ZH_CLEFT.search(text)
    if found is not None and not _ZH_NOT_NOW.search(text):
        thing = _zh_thing(found)
        if thing:
            kept = [f for f in fills if not (f.slot == "project" and f.subject == "user")]
            return [*kept, Fill("project", thing)]
    return fills + _zh_workplace(text, fills)


def _zh_thing(found: re.Match[str]) -> str:
    """The thing a Chinese cleft names, as a project value, or "" when it names none."""
    said = _ZH_TAIL.sub("", found["thing"].strip())
    if len(said) < 2 or _ZH_JUDGED.match(said):
        return ""
    if said.startswith("关于") and said.endswith("的"):
        return said + (found["head"] or "")
    return said


def _zh_workplace(text: str, fills: list[Fill]) -> list[Fill]:
    """The employer a Chinese workplace cleft names (我上班的公司是顺丰)."""
    if any(f.slot == "employer" and f.subject == "user" for f in fills):
        return []
    found = _ZH_WORKPLACE.search(text)
    if found is None or _ZH_NOT_NOW.search(text) or _ZH_UNNAMED.match(found["name"]):
        return []
    return [Fill("employer", _ZH_TAIL.sub("", found["name"]))]
