"""Skills said by the tool the user's own work is made in (issue 22, g47t), EN and ZH:
"I'm building a budgeting app in Rust", "wrote the whole backend in Go", "built my site with
Next.js", 我最近在做一个小程序，Python写的, 台账系统，用Excel VBA写的. The tool is a skill of
the maker's; "用IntelliJ IDEA写Java" names an editor to write a language in, not this. A tool
is a known technology (`en_words.TECH`) or a short capitalised acronym (VBA, SQL); an editor
is a `pref.editor`. Silent on a question, a wish, and a sentence about someone else's making.

Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

SKILL: Final = "skill"

_TOOL: Final = r"[A-Za-z][\w+#.]*(?:\.js)?"
_EN_MADE: Final = re.compile(
    r"(?i)\b(?:i|i'm|im|i am|i've been|i have been)\s+(?:also\s+|currently\s+|now\s+|just\s+"
    r"|mostly\s+|actually\s+)*(?:build|building|built|write|writing|wrote|code|coding|coded"
    r"|develop|developing|developed|program|programming|ship|shipping|shipped|rewrote"
    r"|rewriting|prototyping|prototyped)\s+[^,.;!?]{1,50}?\s+(?:in|with|using)\s+"
    rf"(?P<x>{_TOOL})(?:\s*(?:,|and|\+|&)\s*(?P<y>{_TOOL}))?"
)
_ZH_MADE: Final = re.compile(
    rf"(?:^|[，,。\s])(?:用|拿|基于)?\s*(?P<x>{_TOOL}(?:\s{_TOOL})?)"
    rf"(?:\s*[+＋、和/]\s*(?P<y>{_TOOL}))?\s*(?:写的|开发的|做的|搭的|实现的|写(?=$|[，,。！!；;\s]))"
)
_ZH_OWN_MAKING: Final = re.compile(r"我|在做|在写|做了|写了|做一个|写一个|做个|写个")
_NOT_MINE: Final = re.compile(
    r"(?i)\?|？|吗|\b(?:wish|want|wanna|hope|if|would|should|could|might|he|she|they|his|her"
    r"|their)\b|[他她你]|同事|朋友|老公|老婆|儿子|女儿"
)
_ACRONYM: Final = re.compile(r"^[A-Z]{2,5}$")


def _tool(word: str | None) -> str:
    """The tool's name as the skill is written, or "" when the word is no known tool."""
    if not word:
        return ""
    name = word.strip()
    if name.lower() in w.EDITORS:
        return ""
    if name.lower() in w.TECH:
        return w.TECH[name.lower()]
    return name if _ACRONYM.match(name) else ""


def _zh_tool(words: str) -> str:
    """A tool of one or two words (Excel VBA): each a known tool."""
    parts = [_tool(part) for part in words.split()]
    return " ".join(parts) if parts and all(parts) else ""


def en_read(text: str) -> list[Fill]:
    """ "I'm building a budgeting app in Rust": the tool of the user's own work."""
    if _NOT_MINE.search(text):
        return []
    found = [_tool(t) for m in _EN_MADE.finditer(text) for t in (m["x"], m["y"])]
    return [Fill(SKILL, t) for t in dict.fromkeys(found) if t]


def zh_read(text: str) -> list[Fill]:
    """我最近在做一个小程序，Python写的: the tool of the user's own work."""
    if _NOT_MINE.search(text) or _ZH_OWN_MAKING.search(text) is None:
        return []
    found = [_zh_tool(m["x"]) for m in _ZH_MADE.finditer(text)]
    found += [_tool(m["y"]) for m in _ZH_MADE.finditer(text)]
    return [Fill(SKILL, t) for t in dict.fromkeys(found) if t]
