"""A job left said by the workplace left, or a business handed on (issue 22, round 48), in
English and Chinese: 超市那边我不干了, 兽医院那边我不干了，辞了, 我从社工站辞职了, 面馆盘给别人了,
琴社上个月转给别人了, "I'm out of the hagwon as of last Friday", "I'm no longer at the
crossing", "Sold Tangled to my apprentice", "we ended up selling the chippy". The job held
ends, whatever it was: its role, employer and work location (`negate`, whole), as slots.md
says of a job ended or a named business sold.

Only the user's own clause (no one else before it), never a question, a plan or a wish
(想辞职, "thinking of selling the shop"). Read once per sentence (`jobs.job_change`). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.jobs_gone import jobs_gone
from memstream.processors.grammar.zh_subjects import someone_in

ZH_QUIT: Final = (
    "不干了",
    "不做了",
    "不去了",
    "辞了",
    "辞职了",
    "离职了",
    "辞工了",
    "退了",
    "走人了",
)
"""What one says of a workplace one has left (超市那边我不干了)."""
_ZH_QUIT: Final = "|".join(ZH_QUIT)
_ZH_WHEN: Final = r"(?:已经|也|刚|刚刚|早就|上个?月|上周|去年|今年|前几天)?"
ZH_SHOPS: Final = "店|馆|铺|社|厂|车行|摊|排档|工作室|餐厅|民宿|诊所|驿站"
"""What a business one may hand on ends in (面馆, 修鞋铺, 琴社)."""
_ZH_LEFT: Final = (
    re.compile(
        r"(?P<org>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:那边|这边|那儿|那里|那份工作?|的工作)"
        r"[，,]?(?:我|俺|咱)?" + _ZH_WHEN + r"(?:" + _ZH_QUIT + r")"
    ),
    re.compile(
        r"(?:^|[我俺咱])" + _ZH_WHEN + r"从(?P<org>[\u4e00-\u9fffA-Za-z]{2,10}?)"
        r"(?:辞职|离职|辞工)了"
    ),
    re.compile(
        r"^(?:我的|我那个|那个|俺的)?(?P<org>[\u4e00-\u9fff]{0,8}?(?:"
        + ZH_SHOPS
        + r"))子?"
        + _ZH_WHEN
        + r"(?:转给|盘给|卖给|转让给|盘出去|转出去|卖掉|转手|关了|关门了)"
    ),
)
"""A workplace left, or one's business handed on (see the module)."""
_ZH_NOT_DONE: Final = re.compile(r"想|打算|准备|要|会|如果|要是|吗|？|\?|没|还在")

_EN_LEFT: Final = (
    re.compile(
        r"(?i)\bI(?:'m| am|m)\s+(?:now\s+)?(?:no longer|not)\s+(?:at|with|working at)\s+"
        r"(?:the|my)\s+(?P<org>[\w' -]{2,30}?)\b(?=\s*(?:$|[,;.!—–]|\s(?:anymore|any more|now"
        r"|as of|since|and|but)\b))"
    ),
    re.compile(
        r"(?i)\bI(?:'m| am|m)\s+(?:now\s+|officially\s+)?(?:out of|done (?:at|with))\s+"
        r"(?:the|my)\s+(?P<org>[\w' -]{2,30}?)\s*(?=$|[,;.!—–]|\s(?:as of|since|now|and|but)\b)"
    ),
    re.compile(
        r"(?i)(?:^|[,;.!]\s*|\b(?:i|we|finally|just)\s+|\bended up\s+)"
        r"(?:sold|selling|handed over|passed on)\s+(?:(?:the|my|our)\s+(?P<shop>[\w' -]{0,20}?"
        r"(?:shop|salon|bakery|cafe|café|chippy|restaurant|business|pub|bar|stall|studio|store"
        r"|practice|firm|farm))|(?-i:(?P<name>[A-Z][\w'&-]+(?: [A-Z][\w'&-]+){0,3})))"
        r"(?=\s+to\b|\s*(?:$|[,;.!—–]))"
    ),
)
"""A workplace left, or one's named business sold (see the module)."""
_EN_NOT_DONE: Final = re.compile(
    r"(?i)\b(?:thinking|considering|might|may|will|going to|gonna|want|wanna|hope|if|when|plan"
    r"|planning|should)\b|\?"
)
_EN_OTHER: Final = re.compile(
    r"(?i)\b(?:he|she|they|my (?:wife|husband|partner|mum|mom|dad|"
    r"brother|sister|son|daughter|friend|boss))\b"
)
_SLOTS: Final = ["role", "employer", "work_location"]


def _job_ended() -> Fill:
    """The ending of the job held, whatever its role, employer and work location were."""
    extra = {"object": "", "verb": "", "slots": _SLOTS, "whole": True, "replaced": True}
    return Fill("ending", "job", action=NEGATE, terms=("job",), extra=extra)


def _zh_left(text: str) -> bool:
    """True when a Chinese clause of the user says a workplace left or a business handed on."""
    for clause in re.split(r"[，,。！!；;]", text):
        for pattern in _ZH_LEFT:
            found = pattern.search(clause)
            if found is None or _ZH_NOT_DONE.search(clause):
                continue
            if not someone_in(clause[: found.start("org")]):
                return True
    return False


def _en_left(text: str) -> bool:
    """True when an English clause of the user says a workplace left or a business sold."""
    if _EN_NOT_DONE.search(text):
        return False
    for pattern in _EN_LEFT:
        found = pattern.search(text)
        if found is not None and not _EN_OTHER.search(text[: found.end()]):
            return True
    return False


def job_quit(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills with the ending of the job held when the sentence says its workplace left
    or its business handed on (see the module); an ending of the whole job already read
    stands alone."""
    whole = any(f.slot == "ending" and f.extra.get("whole") for f in fills)
    if whole or not (_zh_left(text) if chinese else _en_left(text)):
        return jobs_gone(text, fills, chinese)  # g55u: "took early retirement", 半糖盘出去了
    return [*fills, _job_ended()]
