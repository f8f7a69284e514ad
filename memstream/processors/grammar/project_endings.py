"""Project endings as data, English and Chinese: a project finished or dropped is said in
other words than when it was learned ("frogged the sweater", "sold the 240Z, project's over",
"the greenhouse project is dead", 那本小说我弃坑了, 围巾织完了, 县志目录项目做完了). Each is
a `negate` of the thing it names; consolidation ends the known project that shares a word
with it (`negation`), so "the greenhouse project" ends "greenhouse".

English says the ending verb first and the thing after it, or the thing then "(project) is
over"; Chinese says the thing first (as a topic) and the ending after it. A new way of
saying an ending is one more word in a list here.

Pure. Only the user's own clause (no subject, or I/we) is read; the thing is what the user
named, never a pronoun, a person or a word that names no thing.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.received_things import is_received
from memstream.processors.grammar.value_patterns import alternation

EN_DROPPED: Final = (
    "frogged",
    "ripped out",
    "unravelled",
    "unraveled",
    "scrapped",
    "axed",
    "canned",
    "killed",
    "mothballed",
    "shelved",
    "shelving",
    "scrapping",
    "mothballing",
    "binned",
    "abandoned",
    "pulled the plug on",
    "wrapped up",
    "finished up",
    "shipped",
    "handed off",
    "handed over",
    "gave up on",
    "given up on",
    "giving up on",
    "dropped",
    "ditched",
)
"""Verbs that end a project named after them ("frogged the sweater", "axed the podcast")."""
EN_LET_GO: Final = ("sold", "gave away", "got rid of", "parted with")
"""Verbs that end a project only beside a word that says the project is over ("sold the
240Z, project's over"): selling a car alone ends no project."""
EN_OVER: Final = (
    "dead",
    "over",
    "done",
    "finished",
    "dead in the water",
    "on ice",
    "scrapped",
    "cancelled",
    "canceled",
    "abandoned",
    "shelved",
    "wrapped up",
    "complete",
    "completed",
    "a wrap",
)
"""What a project is said to be when it has ended ("the greenhouse project is dead")."""

ZH_ENDED: Final = (
    "弃坑",
    "弃了",
    "烂尾",
    "黄",
    "停更",
    "砍掉",
    "砍",
    "放弃",
    "搁置",
    "结束",
    "结项",
    "收尾",
    "完工",
    "交付",
    "告一段落",
    "搞完",
    "做完",
    "弄完",
    "写完",
    "织完",
    "拍完",
    "画完",
    "录完",
    "剪完",
    "修完",
    "装完",
    "装修完",
    "整理完",
    "完结",
    "验收完",
    "验收",
)
"""What a project is said to have come to, after it (围巾织完了, 那本小说我弃坑了)."""

ZH_REACHED: Final = (
    "拿到",
    "拿下",
    "考过",
    "考下",
    "考上",
    "过",
    "通过",
    "上岸",
    "上架",
    "上线",
    "达成",
    "实现",
    "做到",
    "完成",
)
"""What a goal or project is said to have come to when it is reached, after it (执业药师过了,
RYT500拿到了, 游戏已经在Steam上架了): it ends, as "finally ran my first marathon" does."""

EN_REACHED: Final = (
    "ran",
    "passed",
    "made",
    "hit",
    "reached",
    "finished",
    "completed",
    "earned",
    "got",
    "bought",
    "landed",
    "cracked",
    "broke",
    "achieved",
    "nailed",
    "won",
    "climbed",
    "published",
    "launched",
    "qualified for",
    "got into",
)
"""Verbs that say a goal was reached, with its thing after them, when said as news
("finally ran my first marathon", "MADE VARSITY", "just passed the bar"): the goal ends, as
ZH_REACHED does after the thing."""
EN_DONE: Final = (
    "done",
    "finished",
    "complete",
    "completed",
    "achieved",
    "accomplished",
    "ticked off",
    "on hiatus",
    "on indefinite hiatus",
)
"""What a goal or project is said to be once reached, with or without "is" ("sub-40 done",
"the Airstream is done")."""
EN_OUT: Final = ("live", "shipped", "launched", "published", "out")
"""What a made thing is once out in the world, said of the user's own thing with "is" ("the
app's live on the App Store", "my book is out"): "they all live in Texas" says no end."""
EN_STOPPED: Final = ("doing", "working on", "building", "writing", "making", "running")
"""Verbs of a project one says one no longer does ("not doing the discord bot anymore")."""

_THING: Final = r"(?P<x>[A-Za-z0-9][\w'-]*(?: [\w'-]+){0,4}?)"
_EN_OWNED: Final = r"(?:the|my|our|that|this)\s+"


_EN_DROPPED_RE: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*|\b(?:i|we|i've|we've|i have|we have|finally|just|officially)\s+)"
    rf"(?:{alternation(EN_DROPPED)})\s+(?:{_EN_OWNED})?{_THING}(?:\s+project)?\s*(?=$|[,;.!—–-]|\s(?:and|but"
    r"|because|cause|so|since|after|as|the|it|lol|for)\b)"
)
_EN_LET_GO_RE: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*|\b(?:i|we|finally|just)\s+)"
    rf"(?:{alternation(EN_LET_GO)})\s+{_EN_OWNED}{_THING}\s*(?=$|[,;.!—–-]|\s(?:and|but|so)\b)"
)
_EN_PROJECT_OVER: Final = re.compile(
    r"(?i)\b(?:the\s+)?project(?:'s|\s+is|\s+was)\s+(?:now\s+|officially\s+)?"
    rf"(?:{alternation(EN_OVER)})\b"
)
_EN_NAMED_OVER: Final = re.compile(
    rf"(?i)(?:^|[,;.!]\s*){_EN_OWNED}{_THING}\s+project(?:'s|\s+is|\s+was|\s+got|\s+has been)\s+"
    rf"(?:now\s+|officially\s+|finally\s+)?(?:{alternation(EN_OVER)})\b"
)
_EN_REACHED_RE: Final = re.compile(
    r"(?i)(?:^\W*(?:i\s+|we\s+)?(?:(?:finally|just|officially|actually)\s+)?"
    r"|\b(?:i|we|i've|we've)\s+(?:finally|just|officially)\s+|\b(?:finally|officially)\s+)"
    rf"(?:{alternation(EN_REACHED)})\s+(?:(?:the|my|our|a|an)\s+)?(?:(?:first|first-ever|1st)\s+)?"
    r"(?P<x>[A-Za-z0-9][\w'-]*(?: [\w'-]+){0,2}?)\s*(?=$|[,;.!—–:()]|\s(?:and|but|so|today"
    r"|yesterday|this|last|on|at|in|after|with|lol|finally)\b|\s*[\U0001F300-\U0001FAFF])"
)
_EN_DONE_RE: Final = re.compile(
    rf"(?i)(?:^|[,;.!]\s*)(?:{_EN_OWNED})?{_THING}(?:\s+project)?(?:\s+is|'s|\s+got|\s+has been)?"
    rf"\s+(?:now\s+|officially\s+|finally\s+)?(?:{alternation(EN_DONE)})(?=$|[,;.!—–]|\s+(?:on|as"
    r"|at|in|and|now|today|finally|indefinitely)\b|\s*[\U0001F300-\U0001FAFF])"
)
_EN_OUT_RE: Final = re.compile(
    rf"(?i)(?:^|[,;.!]\s*)(?:the|my|our)\s+{_THING}(?:\s+project)?(?:\s+is|'s|\s+has been)"
    rf"\s+(?:now\s+|officially\s+|finally\s+)?(?:{alternation(EN_OUT)})(?=$|[,;.!—–]|\s+(?:on|as"
    r"|at|in|and|now|today|finally)\b|\s*[\U0001F300-\U0001FAFF])"
)
_EN_STOPPED_RE: Final = re.compile(
    rf"(?i)\b(?:not|no longer|stopped)\s+(?:{alternation(EN_STOPPED)})\s+(?:on\s+)?{_EN_OWNED}"
    r"(?P<x>[A-Za-z0-9][\w'-]*(?: [\w'-]+){0,3}?)\s*(?=$|[,;.!—–]|\s(?:anymore|any more"
    r"|now|and|but|so|since|because)\b)"
)
_EN_BECAME: Final = re.compile(
    r"(?i)\bi(?:'m| am) (?:now )?(?:officially|finally) (?:a |an )?(?P<x>[A-Za-z0-9][\w'-]*"
    r"(?: [\w'-]+){0,2}?)\s*(?=$|[,;.!—–]|\s(?:and|but|so|now)\b)"
)
"""A goal reached said by what one now is ("I'm officially an IM!")."""
_EN_NOT_REACHED: Final = re.compile(
    r"(?i)\b(?:almost|nearly|not yet|never|didn't|did not|hasn't|haven't|if|when|until|once"
    r"|hope|want|wanna|trying|try|will|gonna|going to|need to|have to)\b"
)
"""A goal said as not reached yet, wished or tried ("almost made varsity", "when I finally
pass the bar"): nothing has ended."""
_EN_NOT_THINGS: Final = frozenset(
    """it that this them thing things one whole lot day week idea deal sure sense time
    point mistake mistakes call decision difference money friends progress dinner lunch
    breakfast coffee tea bed plans plan way sure up out back home there here i i'm we we're
    you it's that's these those they he she cold colds flu cough fever covid migraine
    headache hangover""".split()
)

_ZH_ENDED_RE: Final = re.compile(
    r"^(?:那个|这个|那本|这本|那条|这条|那件|那部|那套|我的|我那个)?"
    r"(?P<x>[\u4e00-\u9fffA-Za-z0-9][\u4e00-\u9fffA-Za-z0-9 ]{1,11}?)"
    r"(?:这个|那个)?(?:项目|坑|工程|课题|活儿)?(?:我|我们)?"
    r"(?:已经|终于|总算|也|就|都|算是|彻底|基本|上周|上个月|昨天|前天|今天|刚刚|刚)*"
    rf"(?:被)?(?:{alternation(ZH_ENDED)})(?:掉)?(?:了|啦)"
)
_ZH_REACHED_RE: Final = re.compile(
    r"^(?:那个|这个|我的)?(?P<x>[\u4e00-\u9fffA-Za-z0-9][\u4e00-\u9fffA-Za-z0-9 ]{1,11}?)"
    r"(?:我|我们)?(?:已经|终于|总算|也|都|顺利|成功)*"
    rf"(?:{alternation(ZH_REACHED)})(?:了|啦)"
)
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:[我你他她它这那今明昨]|工作|作业|饭|菜|活|事|班|会|课|考试|年|一天|今天|周报|日报|报告|病"
    r"|感冒|假期|假|婚|比赛|游戏了?$)"
)
"""What a finished chore, a day or a person is, not a project (作业写完了, 饭做完了, 班上完了)."""
_NOT_YET: Final = re.compile(r"快|就要|马上|还没|没有?|差不多|要|能不能|会不会|什么时候|几时")
"""A clause that says the end is near, not reached, or asks about it (小说快写完了)."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!？?；;～~\s]+")


def en_endings(text: str) -> list[Fill]:
    """The projects an English sentence says finished or dropped (see the module)."""
    low = text.lower()
    if "?" in text or re.search(r"\b(?:he|she|they|you|my (?:wife|husband|son|daughter))\b", low):
        return []
    found = [m["x"] for m in _EN_DROPPED_RE.finditer(text)]
    found += [m["x"] for m in _EN_NAMED_OVER.finditer(text)]
    if _EN_PROJECT_OVER.search(text):
        found += [m["x"] for m in _EN_LET_GO_RE.finditer(text)]
    found += [m["x"] for m in _EN_STOPPED_RE.finditer(text)]
    if _EN_NOT_REACHED.search(low) is None:
        found += [m["x"] for m in _EN_REACHED_RE.finditer(text)]
        found += [m["x"] for m in _EN_DONE_RE.finditer(text)]
        found += [m["x"] for m in _EN_OUT_RE.finditer(text)]
        found += [m["x"] for m in _EN_BECAME.finditer(text)]
    found = [re.sub(r"(?i)'s$", "", thing) for thing in found]
    return [ending(thing) for thing in dict.fromkeys(found) if _a_thing(thing)]


def _a_thing(thing: str) -> bool:
    words = thing.lower().split()
    named = bool(words) and words[0] not in _EN_NOT_THINGS and words[-1] not in _EN_NOT_THINGS
    return named and not is_received(thing)  # g54t: "I got my answer" ends nothing


def zh_endings(text: str) -> list[Fill]:
    """The projects a Chinese sentence says finished or dropped, each clause read from its
    start (那本小说我弃坑了, 围巾织完了, 县志目录项目做完了)."""
    if re.search(r"[？?吗呢]|[他她]们?的|你", text):
        return []
    slots = _ALSO_PASTIMES if _ZH_LEFT.search(text) else _WORK
    ended = [ending(x, slots) for x in _zh_things(_ZH_ENDED_RE, text)]
    reached = [ending(x) for x in _zh_things(_ZH_REACHED_RE, text)]
    return ended + [f for f in reached if f.value not in {e.value for e in ended}]


def _zh_things(pattern: re.Pattern[str], text: str) -> list[str]:
    """The things a pattern names at the start of a clause of the text (no chore, day or
    person: `_ZH_NOT_THINGS`), each once."""
    found = []
    for clause in _ZH_CLAUSES.split(text):
        match = pattern.match(clause) if _NOT_YET.search(clause) is None else None
        thing = match["x"].strip() if match is not None else ""
        if len(thing) >= 2 and not _ZH_NOT_THINGS.match(thing):
            found.append(thing)
    return list(dict.fromkeys(found))


_WORK: Final = ("project", "goal")
_ALSO_PASTIMES: Final = ("project", "goal", "like", "habit", "skill")
_ZH_LEFT: Final = re.compile(r"弃坑|弃了|放弃|停更|烂尾")
"""Words of leaving that end a pastime as well as a project (原神弃坑了 ends 每天玩原神)."""


def ending(thing: str, slots: tuple[str, ...] = _WORK) -> Fill:
    """The negation of what `thing` names, in these slots (a project or goal by default)."""
    terms = tuple(word for word in re.findall(r"[a-z0-9]+", thing.lower()) if len(word) > 1)
    extra = {"object": thing, "verb": "", "slots": list(slots)}
    return Fill("ending", thing, action=NEGATE, terms=terms or (thing,), extra=extra)
