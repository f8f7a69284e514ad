"""A health value the sentence itself denies, read as its ending, not as a new value: a
condition or allergy said with "no" or "not" before it ("no celiac" read as a condition "no
celiac disease"), one called a misdiagnosis in its clause ("the asthma was a misdiagnosis",
芒果过敏是误诊, 乳糖不耐是误判), and a value said through a report of it (医生说是花粉: 花粉).

Pure. `denied(text, fills, chinese)` gives the fills with each such value turned into the
ending of what it names (the slot readers read "X allergy" whatever is said of it).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import value_patterns
from memstream.processors.grammar.fills import NEGATE, Fill

HEALTH: Final = frozenset(("allergy", "condition"))
"""The slots a diagnosis fills, and a misdiagnosis takes back."""
_CUE: Final = re.compile(
    r"misdiagnos|false (?:positive|alarm)|ruled out|\bno |\bnot |误诊|误判|诊断错|搞错|排除了|说是"
    r"|不|没|wrong",
    re.IGNORECASE,
)
"""Words one of the readers below needs: a sentence without any is passed over."""
_EN_MISDIAGNOSED: Final = re.compile(
    r"misdiagnos\w*|false (?:positive|alarm)|(?:was|got|been|is) ruled out", re.IGNORECASE
)
_ZH_MISDIAGNOSED: Final = re.compile(r"误诊|误判|诊断错|搞错了|排除了")
_EN_NO: Final = re.compile(r"^(?:no|not|non)\s+(?P<x>.+)$", re.IGNORECASE)
_CLAUSES: Final = re.compile(r"[,;，；。.!！?？]|\s[—–-]\s|(?<=[\u4e00-\u9fff])\s+")
_REPORTED: Final = re.compile(
    r"^[\u4e00-\u9fff]{0,4}?(?:说|讲|认为|判断)(?:是|为)(?=[\u4e00-\u9fff]{2})"
)
"""A value read with the report of it before it (医生说是花粉): the value is after it."""


def denied(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills, with a health value the sentence denies turned into its ending."""
    if not fills or _CUE.search(text) is None:
        return fills  # most sentences deny nothing
    read = [_read(f, text, chinese) for f in fills]
    return read + corrected(text, read, chinese)


_CORRECTED_CUE: Final = re.compile(
    r"turns? out|turned out|actually|retest|re-test|allergist|doctor|\bdoc\b|\bdx\b|diagnos"
    r"|results?|scan|test|其实|查|医生|复查|检测|检查|更正|原来|确诊|诊断",
    re.IGNORECASE,
)
"""What says a diagnosis was looked at again: a correction, not a mere "not"."""
_ZH_NOT_BUT: Final = re.compile(
    r"(?:其实|并|根本)?不是(?P<x>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:过敏|的问题|引起的|导致的)?"
    r"[，,、]?\s*(?:而|其实)?(?:就)?是"
)
_ZH_BUT_NOT: Final = re.compile(
    r"是[\u4e00-\u9fffA-Za-z]{1,8}?(?:过敏)?[，,、]\s*(?:并|根本)?不是"
    r"(?P<x>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:过敏|的问题)?(?=[，,。！!；;]|$)"
)
_EN_NOT_BUT: Final = re.compile(
    r"(?:\bnot|n ?'t)\s+(?:a |an |the |my )?(?P<x>[a-z][\w'-]*(?: [\w'-]+){0,3}?)"
    r"(?: allergy| at all| after all)?\s*[,;.—–-]+\s*(?:it ?'s|it was|it is|but|just|actually"
    r"|they found|turned out)\b",
    re.IGNORECASE,
)
_EN_BUT_NOT: Final = re.compile(
    r"\b(?:it ?'s|it was|it is)\s+(?:actually |really )?[\w' -]{2,40}?,?\s+not (?:a |an |the )?"
    r"(?P<x>[a-z][\w'-]*(?: [\w'-]+){0,3}?)(?: at all)?(?=\s*[,.;!]|$)",
    re.IGNORECASE,
)
_EN_WRONG: Final = re.compile(
    r"\bthe (?P<x>[a-z][\w'-]*(?: [\w'-]+){0,2}?) (?:diagnosis|dx|thing|allergy) (?:was|is)"
    r" (?:wrong|a mistake|off)\b",
    re.IGNORECASE,
)
"""A diagnosis corrected: "not X, it's Y", "it's Y, not X", "the X diagnosis was wrong";
不是X，是Y, 是Y，不是X."""
_NOT_VALUES: Final = frozenset(
    "sure it that this so too that's really bad great fine sure what quite 那 这 什么".split()
)


def corrected(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The ending of the value a correction takes back (turns out it's not IBS, it's coeliac;
    医生说不是胃炎，是胃溃疡), beside the new health value the sentence states."""
    new = [f for f in fills if f.subject == "user" and f.action != NEGATE and f.slot in HEALTH]
    if not new or _CORRECTED_CUE.search(text) is None:
        return []
    readers = (_ZH_NOT_BUT, _ZH_BUT_NOT) if chinese else (_EN_NOT_BUT, _EN_BUT_NOT, _EN_WRONG)
    said = {f.value.casefold() for f in new}
    ended = [f.value.casefold() for f in fills if f.action == NEGATE]
    found = [m["x"].strip() for r in readers for m in r.finditer(text)]
    taken = [
        x
        for x in found
        if x.casefold() not in said | _NOT_VALUES
        and not any(x.casefold() in e or e in x.casefold() for e in ended)  # ended already
    ]
    slot = "allergy" if _ALLERGY_SAID.search(text) else new[0].slot
    return [ending(x, slot, chinese) for x in dict.fromkeys(taken)]


_ALLERGY_SAID: Final = re.compile(r"过敏|allerg", re.IGNORECASE)
"""A correction of what one reacts to: the allergy is what it takes back."""


def _read(fill: Fill, text: str, chinese: bool) -> Fill:
    if fill.subject != "user" or fill.action == NEGATE or fill.slot not in HEALTH:
        return fill
    reported = _REPORTED.sub("", fill.value) if chinese else fill.value
    if reported != fill.value:
        return replace(fill, value=reported)
    no = None if chinese else _EN_NO.match(fill.value)
    if no is not None:
        return ending(no.group("x"), fill.slot, chinese)
    if _misdiagnosed(fill.value, text, chinese) or (chinese and _zh_not(fill.value, text)):
        return ending(fill.value, fill.slot, chinese)
    return fill


def _misdiagnosed(value: str, text: str, chinese: bool) -> bool:
    """True when the clause that names the value calls it a misdiagnosis."""
    cue = _ZH_MISDIAGNOSED if chinese else _EN_MISDIAGNOSED
    head = value if chinese else value.split()[0].casefold()
    for clause in _CLAUSES.split(text):
        said = clause if chinese else clause.casefold()
        if head in said and cue.search(clause) is not None:
            return True
    return False


def _zh_not(value: str, text: str) -> bool:
    """True when the sentence says the user is not allergic to the value (不对花生过敏,
    没有对花生过敏, 对花生不过敏)."""
    said = re.escape(value)
    return (
        value_patterns.search(rf"(?:不|没有?)是?对{said}过敏|对{said}(?:并)?(?:不|没有?)过敏", text)
        is not None
    )


def ending(value: str, slot: str, chinese: bool) -> Fill:
    """The ending of a value of one slot."""
    terms = (value,) if chinese else tuple(w for w in re.findall(r"[a-z0-9]+", value.lower()))
    extra = {"object": "", "verb": "", "slots": [slot], "said": value}
    return Fill("ending", value, action=NEGATE, terms=terms or (value,), extra=extra)
