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
    r"(?=$|[.,;!?]|\s(?:in(?! (?:the|my) (?:left |right )?(?:heel|foot|knee|ankle|hip|wrist"
    r"|shoulder|spine|toe|hand)\b)|from|which|all)\b)"
    r"|\b(?:the |my )?(?P<was>[a-z][\w' -]{1,30}?) (?:was|were|is|are) actually (?:a |an )?"
    r"(?P<is>[a-z][\w' -]{1,40}?)(?= all along|$|[.,;!?])",
    re.IGNORECASE,
)
_EN_NEW_FIRST: Final = re.compile(
    r"\b(?:it ?'?s|it is|it was) (?:actually |really |just )?(?:the |a |an )?"
    r"(?P<new>[a-z][\w' -]{1,40}?)(?: all along)?, not (?:the |my )?"
    r"(?P<old>[a-z][\w' -]{1,30}?)(?: at all| after all)?(?=$|[.,;!?])"
    r"|(?:^|[:,;.]\s*)not (?:the |my )?(?P<old2>[a-z][\w' -]{1,30}?) (?:after all|at all),? "
    r"(?:it ?'?s|it is) (?:actually |really )?(?:the |a |an )?(?P<new2>[a-z][\w' -]{1,40}?)"
    r"(?=$|[.,;!?])"
    r"|\b(?:the |my )?(?P<old3>[a-z][\w' -]{1,30}?) (?:diagnosis )?was wrong,? (?:it ?'?s|it is)"
    r" (?:actually )?(?:the |a |an )?(?P<new3>[a-z][\w' -]{1,40}?)(?=$|[.,;!?])"
    r"|\b(?:it ?'?s|it is|it was) not (?:the |my )?(?P<old4>[a-z][\w' -]{1,30}?),? (?:they|the \w+)"
    r" found (?:a |an )?(?P<new4>[a-z][\w' -]{1,40}?)(?=$|[.,;!?]|\s(?:on|in|from)\b)",
    re.IGNORECASE,
)
"""A finding said first and the old one after it ("it was dust mites all along, not cats",
"it's actually ragweed, not oak at all"), the old one denied bare ("not kiwi after all, it's
birch pollen"), called wrong ("the crohn's diagnosis was wrong, it's UC") or replaced by
what was found ("it's not IBS, they found bile acid malabsorption")."""
_OLD_TAIL: Final = re.compile(r"\s+(?:thing|one|diagnosis|allergy)$", re.IGNORECASE)
_NEW_LEAD: Final = re.compile(r"^(?:a |an )?(?:reaction|allergy) to (?:the )?", re.IGNORECASE)
"""Words around the allergen corrected ("the latex thing was actually a reaction to the
cornstarch powder": latex, cornstarch powder)."""
_ZH_TESTED: Final = re.compile(r"查|检测|检查|诊断|确诊|医生|过敏|报告|活检|化验|结果|复查")
_ZH_CORRECTED: Final = re.compile(
    r"(?:其实|原来|结果)?不是(?P<old>[\u4e00-\u9fffA-Za-z]{1,8}?)[，,、]\s*(?:而|其实|原来)?是"
    r"(?P<new>[\u4e00-\u9fffA-Za-z]{1,10}?)(?=$|[，,。！!？?～~]|引起|导致|造成)"
)

_ZH_NOT_THE_CAUSE: Final = re.compile(
    r"不是(?P<old>[\u4e00-\u9fff]{1,6}?)的(?:事|问题|锅|原因)[^。！!？?]{0,30}?(?:真正|其实|实际上)"
    r"(?:过敏|的过敏原|的原因|的病因)?的?是(?P<new>[\u4e00-\u9fff]{1,8}?)(?=$|[，,。！!？?]|引起|导致)"
)
"""The old finding called not the cause, the true one named later (根本不是虾的事，……真正过敏的是
尘螨)."""

_SAID_BY: Final = re.compile(
    r"^.*\b(?:says?|said|thinks?|told me|found|confirmed|reckons?)\s+(?:that\s+)?(?:the |my )?",
    re.IGNORECASE,
)
"""Who found the correction, before what was corrected ("neuro says the migraines")."""


_REACTION: Final = re.compile(
    r"(?:引起的|导致的|造成的)?(?:过敏|的过敏)$|\s+allergy$", re.IGNORECASE
)
"""The reaction said after the allergen found (是猫毛过敏: 猫毛)."""


def health_corrected(text: str, fills: list[Fill], reported: bool = False) -> list[Fill]:
    """The ending of the finding corrected and the corrected one (see the module), or none
    when the other readers of the sentence read the correction already; `reported` when a
    clinician's finding is what the sentence reports."""
    chinese = re.search(r"[\u4e00-\u9fff]", text) is not None
    if not reported and not (_ZH_TESTED if chinese else _EN_TESTED).search(text):
        return []
    old, new = _old_and_new(text, chinese)
    if old is None or new is None:
        return []
    if not old or not new or old.lower() == new.lower():
        return []
    said = {str(f.extra.get("object") or f.value) for f in fills if f.action == NEGATE}
    if old in said or any(f.slot in _HEALTH and f.value == new for f in fills):
        return []  # read by the health readers already (不是花粉，是猫毛过敏)
    slot = "allergy" if re.search(r"(?i)allerg|过敏", text) else "condition"
    return [ending(old, _HEALTH), Fill(slot, new)]


def _old_and_new(text: str, chinese: bool) -> tuple[str | None, str | None]:
    """The finding corrected and the one found, as the sentence says them."""
    if chinese:
        found = _ZH_CORRECTED.search(text) or _ZH_NOT_THE_CAUSE.search(text)
        if found is None:
            return None, None
        return found["old"].strip(), _REACTION.sub("", found["new"].strip())
    found = _EN_CORRECTED.search(text)
    if found is not None:
        old = found["old"] or found["was"] or ""
        new = found["new"] or found["is"] or ""
    else:
        later = _EN_NEW_FIRST.search(text)
        if later is None:
            return None, None
        groups = [later[f"{g}{n}"] for n in ("", "2", "3", "4") for g in ("old", "new")]
        old, new = next((a, b) for a, b in zip(groups[::2], groups[1::2], strict=True) if a)
    old = _OLD_TAIL.sub("", _SAID_BY.sub("", old.strip()))
    return old, _REACTION.sub("", _NEW_LEAD.sub("", new.strip()))


_CLINICIAN_LEAD: Final = re.compile(
    r"^\W*(?:(?:my|the) )?(?:(?:doctor|doc|dr|gp|neuro|neurologist|allergist|allergy clinic"
    r"|specialist|consultant|podiatrist|physio|dermatologist|cardiologist|rheumatologist)"
    r"(?: \w+)?:? )?(?:says|said|thinks|confirmed|told me|retested(?: me)?)\b",
    re.IGNORECASE,
)
"""A clinician reporting at the head of the sentence ("neuro says ...", "Allergist says ...",
"allergist retested: ..."), whose finding the reported-speech cut would lose."""


def clinician_found(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the correction a clinician reports at the head of an English sentence
    ("neuro says the migraines were actually cluster headaches all along"), when the
    sentence's other readers did not read one."""
    lead = _CLINICIAN_LEAD.search(sentence)
    if lead is None or "?" in sentence:
        return fills
    if any(f.action == NEGATE and f.slot in ("ending", *_HEALTH) for f in fills):
        return fills
    opened = re.sub(r"^\W+", "", lead[0].lower())
    named = not opened.startswith(("says", "said", "thinks", "confirmed"))
    reported = named or _MEDICAL.search(sentence) is not None  # bare "says": a medical word
    return fills + health_corrected(sentence, fills, reported=reported)


_MEDICAL: Final = re.compile(r"(?i)\w(?:itis|osis|fracture|syndrome|disease|disorder)\b")
