"""A wish about replies said after a reason that names someone else: "My boss can't read
English, so reply in Chinese from now on", "My kids use this account too, so no emojis
please". (A Chinese reader of the same shape, 我妈老花眼，回复能不能短一点, was tried and
dropped: it fixed no dev case and added a false length on held-out.)

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
