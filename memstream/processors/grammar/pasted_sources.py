"""Text the user says they pasted from a document not their own (g55o): "pasted from the
PDF, can you clean up the line breaks:", "copied this from a client's email:", "excerpt
from the report -", 这是从PDF里复制出来的，帮我整理一下换行：, 从网上摘的一段话：. What follows
the announcement (after its colon or line break) is the document's words, whoever "I" is in
it: nothing about the user. Text copied from the user's own papers ("copied from my CV",
从我的简历里复制的) is the user's draft and stays.

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


def kept(quote: str, content: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence stands in text the user pasted from
    someone else's document."""
    if not any(f.subject == "user" for f in fills):
        return fills
    start = pasted_from(content)
    if start is None:
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
    return found.end() if found else None
