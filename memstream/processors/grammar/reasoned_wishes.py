"""A wish about replies said after a reason that names someone else: "My boss can't read
English, so reply in Chinese from now on", "My kids use this account too, so no emojis
please", 我老板看不懂英文，以后都用中文回, 孩子在旁边，麻烦别用表情.

The sentence opens with another person, so it is read as theirs and its wish is lost. The
request clause after the reason is said to the assistant: it is the user's wish, read on its
own. Nothing is read when the reason clause reports that person's words ("my boss said, keep
it short", 我老板说，以后…), or when the request is a task for a text at hand or about that
person ("so keep this email short", 给他写的时候正式一点).

Pure: functions of the text; the words are data.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_BREAK: Final = re.compile(r"\s*(?:[,;:.!]+|\s-+|—)\s*|\s+(?=so\b|and so\b)")
"""Where the reason ends and the request may start (a comma, a stop, or "so")."""
_EN_REQUEST: Final = re.compile(
    r"^(?:(?:so|and|and so|hence|therefore|which is why|that's why)\s+)?"
    r"(?:(?:could|can|would|will) (?:you|u)\b|please\b|pls\b|plz\b|kindly\b|from now on\b"
    r"|going forward\b|in future\b|from here on\b|(?:always |just |only )?(?:keep|use|reply"
    r"|answer|respond|stick|switch|make|give me|stop|avoid|skip|drop|go easy|tone|be|talk"
    r"|speak|write|no more|less|fewer|more)\b|(?:don't|do not|never|no)\b)"
)
"""A clause that asks the one who answers ("so please keep it formal", "no emojis please")."""
_EN_SAID: Final = re.compile(
    r"\b(?:says?|said|told me|tells me|asked|asks|wants|wanted|goes|was like|is like|insists"
    r"|insisted|keeps saying|always says|thinks|reckons|suggested|suggests)\s*$"
)
"""A reason clause that reports the person's words: what follows is theirs."""
_EN_TASK: Final = re.compile(
    r"\b(?:this|that|the|my|his|her|their|these) (?:email|e-mail|letter|message|post|report"
    r"|draft|doc|document|memo|note|cover letter|speech|toast|card|text|invite|invitation|reply"
    r"|essay|bio|caption|slides?|presentation|summary)s?\b|\b(?:him|her|them|he|she|his|they|their)\b"
    r"|\bwhen (?:i|we) (?:write|talk|speak|text|email)\b|[?]"
    r"|\b(?:help me|write (?:me |up )?(?:a|an|some)|draft|compose|put together|come up with"
    r"|for (?:the|my|our|a|an) (?!(?:rest|future)\b)\w+)\b"
)
"""A request on a text at hand or about the other person: a task, not a standing wish."""


def en_request_after(text: str) -> str:
    """The request to the assistant that follows a reason clause about someone else ("so
    please keep it formal"), or "" when there is none."""
    parts = [p for p in _EN_BREAK.split(text.strip()) if p and p.strip()]
    for before, part in pairwise(parts):
        said = part.strip().lower()
        if _EN_REQUEST.match(said) and not _EN_SAID.search(before.lower()):
            tail = text[text.find(part) :]
            return "" if _EN_TASK.search(tail.lower()) else tail
    return ""


_ZH_BREAK: Final = re.compile(r"[，,；;。！!～~…]+")
_ZH_REQUEST: Final = re.compile(
    r"^(?:所以|因此|那|那就|那你|你就)?(?:你|您)?(?:以后|今后|之后|往后|从现在开始|接下来)?(?:都|就)?"
    r"(?:请|麻烦|能不能|能否|可不可以|可以|别|不要|甭|少|多|回复|回答|回消息|回我|给我|用|说话|讲话"
    r"|尽量|最好|记得|改用|换成|切换)"
)
"""A clause that asks the one who answers (以后都用中文回, 麻烦别用表情, 你回复能不能短一点)."""
_ZH_SAID: Final = re.compile(r"(?:说|讲|让|叫|要求|希望|觉得|认为|问|嘱咐|交代|吩咐|要)$")
"""A reason clause that reports the person's words (我老板说，以后…): what follows is theirs."""
_ZH_TASK: Final = re.compile(
    r"[这那此该][封篇份条段个]|邮件|信|报告|文案|稿|简历|致辞|贺卡|请柬|帖子|朋友圈"
    r"|[他她]|[?？吗]|帮我|帮忙|写[个一篇封段份条]|起草|拟[个一]|给(?![我咱])[\u4e00-\u9fff]{1,4}?(?:写|发|回)"
)
"""A request on a text at hand or about the other person: a task, not a standing wish."""


def zh_request_after(text: str) -> str:
    """The request to the assistant that follows a reason clause about someone else
    (以后都用中文回, 麻烦别用表情), or "" when there is none."""
    parts = [p for p in _ZH_BREAK.split(text) if p.strip()]
    for at, (before, part) in enumerate(pairwise(parts)):
        if zh_asks(part) and not _ZH_SAID.search(before.strip()):
            tail = "，".join(parts[at + 1 :])
            return "" if _ZH_TASK.search(tail) else tail
    return ""


_ZH_ABOUT_REPLIES: Final = re.compile(
    r"回|答|说话|讲话|表情|emoji|字|格式|语气|口气|分点|列表|表格|要点|简短|简洁|详细|正式|随意"
    r"|轻松|活泼|主题|模式|缩进|中文|英文|[\u4e00-\u9fff]语"
)
"""Words of how the assistant answers or of the user's set-up."""


def zh_asks(clause: str) -> bool:
    """True for a clause that asks the assistant how to answer (以后都用中文回, 回复能不能短一点,
    麻烦别用表情): said to the assistant, not of the person named before it, nor a task for
    them (回她的时候简短点, 帮我写个…)."""
    said = clause.strip()
    asked = _ZH_REQUEST.match(said) is not None and _ZH_TASK.search(said) is None
    return asked and _ZH_ABOUT_REPLIES.search(said) is not None


_LUMPS: Final = frozenset(("wall of text", "walls of text", "大段文字"))
"""Complaints of a lump of text, which a layout asked for beside them answers."""


def layout_reasons(fills: list[Fill]) -> list[Fill]:
    """`fills` without a length read from a lump complained of when a layout is asked for in
    the same sentence ("bullet points always, walls of text kill me": the reason for bullets)."""
    laid_out = any(f.slot == "pref.format" and f.value in ("bullets", "tables") for f in fills)
    return [
        f
        for f in fills
        if not (laid_out and f.slot == "pref.response_length" and f.extra.get("cue") in _LUMPS)
    ]
