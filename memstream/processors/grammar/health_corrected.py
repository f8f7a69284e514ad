"""A diagnosis or an allergen corrected after a test, in English and Chinese ("it's not IBS
after all, it's microscopic colitis", "it was never the cat, it's the dust mites", "the
migraines were actually cluster headaches", 结果不是猫毛，是尘螨): the old one ends (an allergy or
a condition by that name) and the new one is learned in the slot the sentence speaks of (an
allergy when it speaks of allergy, else a condition). Pure."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.project_endings import ending

_HEALTH: Final = ("allergy", "condition")
_EN_TESTED: Final = re.compile(
    r"(?i)\b(?:test(?:s|ed)?|biopsy|scan|diagnos\w*|doctor|dr|gp|consultant|neuro\w*|allerg\w*"
    r"|results?|specialist|cardiologist|dermatologist|rheumatologist|bloods)\b"
)
"""Words that say a finding is a medical one ("the biopsy", "allergist redid the tests")."""
_EN_CORRECTED: Final = re.compile(
    r"\b(?:it ?'?s|it is|it was|was|were|is|are) ?(?:not|never|n't) (?:the |my )?"
    r"(?P<old>[a-z][\w' -]{1,30}?)(?: after all| at all)?(?:,|;| —| -)?"
    r" (?:it ?'?s|it is|it was|but) (?:actually |really |just )?(?:the |a |an )?"
    r"(?P<new>[a-z][\w' -]{1,40}?)"
    r"(?=$|[.,;!?]|\s(?:in|from|which|all)\b)"
    r"|\b(?:the |my )?(?P<was>[a-z][\w' -]{1,30}?) (?:was|were|is|are) actually (?:a |an )?"
    r"(?P<is>[a-z][\w' -]{1,40}?)(?= all along|$|[.,;!?])",
    re.IGNORECASE,
)
_ZH_TESTED: Final = re.compile(r"查|检测|检查|诊断|确诊|医生|过敏|报告|活检|化验|结果|复查")
_ZH_CORRECTED: Final = re.compile(
    r"(?:其实|原来|结果)?不是(?P<old>[\u4e00-\u9fffA-Za-z]{1,8}?)[，,、]\s*(?:而|其实|原来)?是"
    r"(?P<new>[\u4e00-\u9fffA-Za-z]{1,10}?)(?=$|[，,。！!？?～~]|引起|导致|造成)"
)


_SAID_BY: Final = re.compile(
    r"^.*\b(?:says?|said|thinks?|told me|found|confirmed|reckons?)\s+(?:that\s+)?(?:the |my )?",
    re.IGNORECASE,
)
"""Who found the correction, before what was corrected ("neuro says the migraines")."""


_REACTION: Final = re.compile(
    r"(?:引起的|导致的|造成的)?(?:过敏|的过敏)$|\s+allergy$", re.IGNORECASE
)
"""The reaction said after the allergen found (是猫毛过敏: 猫毛)."""


def health_corrected(text: str, fills: list[Fill]) -> list[Fill]:
    """The ending of the finding corrected and the corrected one (see the module), or none
    when the other readers of the sentence read the correction already."""
    chinese = re.search(r"[\u4e00-\u9fff]", text) is not None
    if not (_ZH_TESTED if chinese else _EN_TESTED).search(text):
        return []
    found = (_ZH_CORRECTED if chinese else _EN_CORRECTED).search(text)
    if found is None:
        return []
    old = _SAID_BY.sub("", (found["old"] or found["was"] or "").strip())
    new = _REACTION.sub("", (found["new"] or found["is"] or "").strip())
    if not old or not new or old.lower() == new.lower():
        return []
    said = {str(f.extra.get("object") or f.value) for f in fills if f.action == NEGATE}
    if old in said or any(f.slot in _HEALTH and f.value == new for f in fills):
        return []  # read by the health readers already (不是花粉，是猫毛过敏)
    slot = "allergy" if re.search(r"(?i)allerg|过敏", text) else "condition"
    return [ending(old, _HEALTH), Fill(slot, new)]
