"""A project the user's team is making: "Our team's building a fraud detection pipeline", "My
lab is developing a low-cost water filter", "My company is launching a loyalty app",
我们团队在做自动驾驶的感知模块, 我们实验室在研发一种新型电池, 我们项目组在重构支付系统.

What "our team" (lab, group, startup, department, 团队, 实验室, 项目组 ...) is making is the
user's project too: the user is part of the "we". The verb must make or change something
(build, develop, launch, migrate, 做, 开发, 研发, 重构), never hire, grow, move or do well;
someone else's team (their team, my brother's team, 他们团队) says nothing, nor does a wish,
a question or a time over. Read only when the sentence gave no project. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_GROUPS: Final = (
    r"team|squad|lab|group|startup|start-up|company|firm|department|dept|studio|unit|crew"
    r"|org|organi[sz]ation|agency|office|practice|research group"
)
_EN_MAKING: Final = (
    r"building|developing|making|designing|writing|rewriting|migrating|launching|rolling out"
    r"|shipping|prototyping|creating|redesigning|rebuilding|porting|implementing|integrating"
    r"|deploying|researching|trialling|trialing|piloting|producing|filming|recording"
    r"|refactoring|moderni[sz]ing|digiti[sz]ing|automating|overhauling|revamping|setting up"
    r"|putting together|working on|testing|replacing|upgrading|converting|restoring"
    r"|renovating|organi[sz]ing|running"
)
_EN_SAID: Final = re.compile(
    rf"(?:^|[,;:.!]\s*|\b(?i:and|so|but|now|currently|right now)\s+)(?i:our|my)\s+"
    rf"(?:(?:whole|little|small|new|own)\s+)?(?i:{_EN_GROUPS})"
    r"(?:'s|’s|\s+is|\s+are|\s+has been|\s+have been)\s+"
    r"(?:(?i:currently|now|still|also|finally|slowly|quietly)\s+)?"
    rf"(?P<verb>(?i:{_EN_MAKING}))\s+(?P<thing>(?i:a|an|the|our|my|its|their|some|new)\s+[^,.;!?]+"
    r"|[A-Z][^,.;!?]*)"
)
_EN_NOT_NOW: Final = re.compile(
    r"\b(?:if|would|could|might|should|wish|hope|want|wanted|used to|was|were|gonna"
    r"|going to|will|'d|’d)\b|\?",
    re.IGNORECASE,
)
_EN_DET: Final = re.compile(r"^(?:a|an|the|our|my|its|their|some)\s+", re.IGNORECASE)
_EN_TAIL: Final = re.compile(
    r"\s+(?:and|but|which|that|so|because|for the (?:next|last)|next|this|since|right now"
    r"|at the moment|at work)\b.*$",
    re.IGNORECASE,
)


def en_team_project(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with what the user's team is making added as the project (see the
    module), when the sentence read no project."""
    if any(f.slot == "project" and f.subject == "user" for f in fills):
        return fills
    found = _EN_SAID.search(text)
    if found is None or _EN_NOT_NOW.search(text[: found.end()]):
        return fills
    said = _EN_TAIL.sub("", found["thing"].strip())
    thing = _EN_DET.sub("", said)
    if not thing or len(thing.split()) > 8:
        return fills
    if _EN_CHANGING.fullmatch(found["verb"].lower()):
        thing = f"{found['verb'].lower()} {said}"  # the change is the project
    group = found.group(0).lower()
    kept = [f for f in fills if not (f.slot == "pet" and f.value.lower() in group)]  # "lab"
    return [*kept, Fill("project", thing)]


_EN_CHANGING: Final = re.compile(
    r"migrating|rewriting|porting|moving|converting|upgrading|replacing|overhauling|revamping"
    r"|refactoring|digiti[sz]ing|automating|moderni[sz]ing|restoring|renovating"
)
"""Verbs whose project is the change itself ("migrating our billing system to Stripe")."""


_ZH_GROUPS: Final = (
    "团队|小组|组|项目组|课题组|实验室|公司|部门|工作室|团|厂|单位|研究所|研究院|科室|队"
)
_ZH_MAKING: Final = "做|开发|研发|搞|设计|打造|推|上线|搭建|搭|重构|迁移|研制|改造|建设|筹备|拍|写"
_ZH_SAID: Final = re.compile(
    r"(?:^|[，,。；;！!：:])(?:我们|咱们|我们的|俺们)"
    rf"(?:{_ZH_GROUPS})"
    r"(?:最近|目前|现在|这阵子|这段时间|今年|一直|正|还)*(?:正在|在)"
    rf"(?:{_ZH_MAKING})"
    r"(?:一个|一套|一款|一种|一部|一座|个|套|款)?"
    r"(?P<thing>[^，,。！!？?；;]{2,20})"
)
_ZH_NOT_NOW: Final = re.compile(r"如果|要是|假如|想|希望|打算|以前|之前|当年|曾经|吗|？|\?")
_ZH_NOT_THINGS: Final = re.compile(r"^(?:什么|啥|准备|调整|裁员|招人|招聘|团建|年终|总结|加班)")
_ZH_TAIL: Final = re.compile(r"(?:呢|啦|了|吧|哈|啊|呀|嘛)+$")


def zh_team_project(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with what 我们团队 (实验室, 项目组 ...) is making added as the project, when
    the sentence read no project."""
    if any(f.slot == "project" and f.subject == "user" for f in fills):
        return fills
    found = _ZH_SAID.search(text)
    if found is None or _ZH_NOT_NOW.search(text):
        return fills
    thing = _ZH_TAIL.sub("", found["thing"])
    if _ZH_NOT_THINGS.match(thing) or len(thing) < 2:
        return fills
    return [*fills, Fill("project", thing)]
