"""A value of the previous message respelled: a typo or a misspelling put right ("Portland*",
"ugh autocorrect, it's Jonathan, with an a", "my name is spelled Caitlin, not Kaitlyn",
打错字了是邯郸, 名字写错了，是刘凯). The new spelling is a word of the sentence that differs
from the stated value by a letter or two (a character, in Chinese); it takes the value's slot.

Pure: the previous message's fills are given by the caller.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_CUE: Final = re.compile(
    r"\bspell|\bspelt\b|autocorrect|auto-correct|\btypo|\bmistyped|\bmisspel|\bwith an? \w\b"
    r"|\w\*|\*\w|\bsic\b",
    re.IGNORECASE,
)
_ZH_CUE: Final = re.compile(r"打错|写错|拼错|错别字|笔误|输错|typo|自动纠错|输入法")
_EN_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'.-]{2,}")
_SINGLE: Final = frozenset("name home_location work_location employer role pref.editor".split())
"""Slots whose new spelling supersedes the old by itself; in the others the old one ends."""


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence says a spelling was wrong (cheap: checked before the rest)."""
    return (_ZH_CUE if chinese else _EN_CUE).search(text) is not None


def respelled(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """The stated value said again with its spelling put right, in its slot (with the old
    value's ending when the slot holds several)."""
    if not cued(text, chinese):
        return []
    for fill in stated:
        if fill.subject != "user" or fill.action == NEGATE:
            continue
        new = _zh_near(text, fill.value) if chinese else _en_near(text, fill.value)
        if not new:
            continue
        found = [Fill(fill.slot, new, extra={"follows": fill.value, "changed": True})]
        if fill.slot not in _SINGLE:
            extra = {"object": "", "verb": "", "slots": [fill.slot], "said": fill.value}
            terms = (fill.value,) if chinese else tuple(fill.value.lower().split())
            found.insert(0, Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra))
        return found
    return []


def _en_near(text: str, value: str) -> str:
    """The word (or capitalised run) of the sentence one or two letters away from the value."""
    if len(value) < 4:
        return ""
    best = ""
    words = _EN_WORD.findall(text)
    size = len(value.split())
    for start in range(len(words) - size + 1):
        word = " ".join(words[start : start + size]).rstrip(".'")
        if value[:1].isupper() and not word[:1].isupper():
            continue
        distance = _distance(word.casefold(), value.casefold())
        if 0 < distance <= (1 if len(value) < 6 else 2) and (not best or len(word) > len(best)):
            best = word
    return best


def _zh_near(text: str, value: str) -> str:
    """The run of characters of the sentence, as long as the value, one character apart."""
    if len(value) < 2:
        return ""
    size = len(value)
    for start in range(len(text) - size + 1):
        part = text[start : start + size]
        if re.fullmatch(r"[\u4e00-\u9fff]+", part) and _distance(part, value) == 1:
            same_ends = part[0] == value[0] or part[-1] == value[-1]
            if same_ends:
                return part
    return ""


def _distance(a: str, b: str) -> int:
    """Levenshtein distance, with a swap of two neighbours counted once (Portlnad)."""
    rows = [list(range(len(b) + 1))]
    for i, x in enumerate(a, 1):
        row = [i]
        for j, y in enumerate(b, 1):
            cost = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                cost = min(cost, rows[-2][j - 2] + 1)
            row.append(cost)
        rows.append(row)
    return rows[-1][-1]
