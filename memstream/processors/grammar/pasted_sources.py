"""Text the user says they pasted from a document not their own (g55o): "pasted from the
PDF, can you clean up the line breaks:", "copied this from a client's email:", "excerpt
from the report -", 这是从PDF里复制出来的，帮我整理一下换行：, 从网上摘的一段话：. What follows
the announcement (after its colon or line break) is the document's words, whoever "I" is in
it: nothing about the user. An e-mail pasted with its header ("-----Original Message-----",
"On Tue, Mar 3, Dana wrote:", 发件人：…) is the mail's words from the header on (g56o); text
followed by whose it is ("the above is a client's record", 以上是客户资料) is theirs up to that
line. Text copied from the user's own papers ("copied from my CV", 从我的简历里复制的) is the
user's draft and stays.

Pure: `kept(quote, content, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_SOURCE: Final = re.compile(
    r"(?i)\b(?:pasted|copied|copy[- ]?pasted|c/p'?d|excerpt|extract|transcribed|scanned|ocr'?d)"
    r"(?:\s+(?:this|it|that|these|below|here|in))?\s+(?:straight\s+|directly\s+)?from\s+"
    r"(?!my\b|our\b|me\b)(?:the|a|an|this|that|some|their|his|her|a\s+client's|[a-z]+'s)\b"
    r"[^:\n]{0,120}?(?::|\n)"
)
"""'pasted from the PDF, …:', 'copied this from a client's email:'."""
_ZH_SOURCE: Final = re.compile(
    r"从(?!我的|我们的|我自己的)[^，,。：:\n]{0,12}?"
    r"(?:PDF|pdf|文档|网上|网页|文章|邮件|合同|表格|报告|材料|书|论文|公众号|小红书|微博|帖子|群里|扫描件)"
    r"[^，,。：:\n]{0,4}?(?:复制|拷贝|粘贴|摘|抄|扒)[^：:\n]{0,30}?[：:\n]"
)
"""这是从PDF里复制出来的，帮我整理一下换行：, 从网上摘的一段话：."""

_MAIL: Final = re.compile(
    r"(?im)^[ \t>]*(?:-{2,}\s*(?:original message|forwarded message|原始邮件|转发邮件|邮件原文)"
    r"\s*-{2,}"
    r"|begin forwarded message\s*:"
    r"|on [^\n]{3,80}?\b(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug"
    r"|sep|oct|nov|dec)[^\n]{0,80}?\bwrote\s*:"
    r"|(?:from|发件人)\s*[:：][^\n]{1,80}\n[ \t>]*(?:sent|date|subject|发送时间|时间|日期"
    r"|收件人|主题|抄送)\s*[:：]"
    r"|(?:发件人|寄件者)\s*[:：])"
)
"""The header of an e-mail pasted into the message ("-----Original Message-----", "On Tue,
Mar 3, Dana wrote:", "From: … / Sent: …", 发件人：…): from the header on, the mail's words
(its own header included), not the user's."""


def kept(quote: str, content: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence stands in text the user pasted from
    someone else's document."""
    if not any(f.subject == "user" for f in fills):
        return fills
    start = pasted_from(content)
    if start is None:
        until = pasted_until(content)
        at = content.find(quote)
        if until is not None and at >= 0 and at + len(quote) <= until:
            return [f for f in fills if f.subject != "user"]
        return fills
    if content.find(quote, start) >= 0:
        return [f for f in fills if f.subject != "user"]
    at = content.find(quote)
    if at < 0 or not at < start < at + len(quote):
        return fills
    pasted = content[start : at + len(quote)].lower()
    return [f for f in fills if f.subject != "user" or f.value.lower() not in pasted]


def pasted_from(content: str) -> int | None:
    """Where the pasted text starts (after the announcement of its source), or None."""
    found = _EN_SOURCE.search(content) or _ZH_SOURCE.search(content)
    if found:
        return found.end()
    mail = _MAIL.search(content) if _MAIL_CUES.search(content) else None
    return mail.start() if mail else None


_MAIL_CUES: Final = re.compile(r"(?i)wrote|message|from|发件人|寄件者|原始邮件|转发邮件|邮件原文")
"""A word the mail header holds (a cheap gate)."""


_OTHERS_PAPER: Final = (
    r"(?:client|customer|candidate|applicant|patient|student|tenant|guest|member|user|employee"
    r"|coworker|co-worker|colleague|friend|boss|manager|someone|somebody|person|stranger)"
)
_EN_AFTERWARD: Final = re.compile(
    r"(?im)^[ \t—–-]*(?:(?:the\s+)?above|that|this|these|those)"
    r"(?:\s*['’]s|\s+(?:is|are|was|were))\s+"
    r"(?:(?:a|an|the|my|our|one\s+of\s+(?:my|our|the))\s+)?(?:new\s+|former\s+|old\s+)?"
    rf"{_OTHERS_PAPER}(?:s|s'|'s)?\s+(?:record|profile|data|details|info|information|resume"
    r"|résumé|cv|bio|email|e-mail|message|form|file|notes?|answers?|application|entry)s?\b"
)
"""'the above is a client's record', 'that's my coworker's bio': the text before it is theirs."""
_ZH_AFTERWARD: Final = re.compile(
    r"(?m)^[ \t—–-]*(?:以上|上面|上述|这些|这)(?:是|为|都是)(?!我的|我自己)"
    r"[^，,。\n]{0,8}?(?:客户|顾客|候选人|应聘者|病人|患者|学生|租客|会员|用户|员工|同事|朋友|别人|他人|老板|领导)"
    r"[^，,。\n]{0,4}?(?:的)?(?:资料|信息|简历|档案|记录|内容|邮件|表格|数据)"
)
"""以上是客户资料, 上面是应聘者的简历: the text before it is someone else's."""


def pasted_until(content: str) -> int | None:
    """Where text pasted from someone else's papers ends, when an announcement after it says
    whose they are ("the above is a client's record", 以上是客户资料), or None."""
    found = _EN_AFTERWARD.search(content) or _ZH_AFTERWARD.search(content)
    return found.start() if found and found.start() > 0 else None
