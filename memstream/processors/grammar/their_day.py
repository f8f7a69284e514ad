"""The user's part in someone else's dated event ("my sister's wedding is April 18 and I'm
giving a speech", 老板下周三来，我要做汇报): a plan of the user's on that event's day."""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from memstream.processors.dates import find_dates, render
from memstream.processors.grammar.fills import Fill

_EN_PART: Final = re.compile(
    r"(?i)(?:,|;|\band\b|\bso\b)\s+(?:so\s+)?(?:i'm|i am|i'll|i will|i have to|i've got to"
    r"|i need to|i get to)\s+(?P<vp>[a-z][^,.;!?]{2,50})"
)
_EN_UNSURE: Final = re.compile(
    r"(?i)\b(?:might|may|maybe|probably|not|n't|excited|nervous|happy|sad|worried|scared|so|too"
    r"|not sure|thinking|wondering|hoping|trying)\b"
)
_EN_IT: Final = re.compile(r"(?i)\s+(?P<p>for|to|at)\s+(?:it|that|them)$")
"""The event said again as a pronoun at the end of the user's part."""
_ZH_PART: Final = re.compile(
    r"[，,；;]\s*(?:所以|那)?我(?:得|要|会|准备|负责|必须|需要)(?P<vp>[\u4e00-\u9fffA-Za-z0-9]{2,12})"
)
_ZH_THEIRS: Final = re.compile(r"我(?:的|家|[妹姐哥弟爸妈老儿女])")
"""我妹, 我老板, 我的…: someone of the user's, not the user."""
_ZH_UNSURE: Final = re.compile(r"可能|也许|大概|说不定|不|没|想|怕|担心|紧张|开心|吗|呢")


def english_part(text: str, fills: list[Fill]) -> list[Fill]:
    """A user's plan said after someone else's dated plan, dated as theirs and placed at it
    ("giving a speech at my sister's wedding"); none when tentative or a feeling."""
    theirs = [f for f in fills if f.slot == "plan" and f.subject != "user" and f.dates]
    if len(theirs) != 1 or any(f.slot == "plan" and f.subject == "user" for f in fills):
        return []
    event = theirs[0]
    found = _EN_PART.search(text)
    if found is None or _EN_UNSURE.search(found["vp"]) or "?" in text:
        return []
    if text.lower().find(event.value.lower()) > found.start():
        return []  # the event is said after the user's part: not what the part is at
    owner = event.subject.split(":")[0]
    vp = found["vp"].strip()
    named = f"my {owner}'s {event.value}"
    if _EN_IT.search(vp):
        value = _EN_IT.sub(lambda m: f" {m['p']} {named}", vp)  # "flying back for it"
    else:
        value = f"{vp} at {named}" if len(event.value.split()) <= 3 else vp
    return [Fill("plan", value, dates=event.dates, extra=dict(event.extra))]


def chinese_part(text: str, fills: list[Fill], anchor: date) -> list[Fill]:
    """老板下周三来，我要做汇报: the user's part, on the day the first clause gives someone
    else (not the user: 我下周三…; not a past day; not tentative)."""
    if any(f.slot == "plan" and f.subject == "user" for f in fills) or re.search(r"[?？]", text):
        return []
    found = _ZH_PART.search(text)
    if found is None or _ZH_UNSURE.search(found["vp"]):
        return []
    first = text[: found.start()]
    if "我" in first.replace("我们", "") and not _ZH_THEIRS.search(first):
        return []  # 我下周三去北京，我要…: the user's own plan, read elsewhere
    days = [m for m in find_dates(first, anchor) if m.precision in ("day", "weekend")]
    if len(days) != 1 or days[0].day < anchor or re.search(r"每|了|过", first):
        return []
    return [Fill("plan", found["vp"], dates=(days[0].iso,), extra={"when": render(days[0], "")})]
