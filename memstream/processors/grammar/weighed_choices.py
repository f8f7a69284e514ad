"""A choice still weighed (g55o): "I'm weighing up whether to try Emacs", "still deciding
whether to go vegan", "not sure if I should switch to Vim", "on the fence about whether to
move to Leeds", and a question said without its mark (g56o: "curious whether a nurse can
work from Spain", "need to know if the Oslo office hires English speakers"). What follows
"whether" (or "if I should", or the question's wh-word) is not yet the user's: no
preference, diet, plan or place from it. What the sentence says before it stays ("I use VS
Code and I'm debating whether to try Vim" still uses VS Code). The Chinese 纠结要不要,
犹豫要不要 are read by the grammar's tentative words.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_WEIGHED: Final = re.compile(
    r"(?i)\b(?:weigh(?:ing)?(?:\s+up)?|debat(?:e|ing)|decid(?:e|ing)|wonder(?:ing)?|unsure"
    r"|not\s+sure|torn|consider(?:ing)?|think(?:ing)?\s+about|can't\s+decide|cannot\s+decide"
    r"|undecided|on\s+the\s+fence(?:\s+about)?|back\s+and\s+forth(?:\s+on)?|figur(?:e|ing)\s+out"
    r"|work(?:ing)?\s+out|no\s+idea|don't\s+know|dunno|mulling(?:\s+over)?|pondering"
    r"|humming\s+and\s+hawing|umming\s+and\s+ahhing)\b[^.!?;]{0,20}?"
    r"\b(?P<at>whether|if\s+i\s+should|if\s+we\s+should|if\s+i'd\s+rather)\b"
)
"""A deliberation verb, then "whether" / "if I should": the choice not yet made."""
_ASKED: Final = re.compile(
    r"(?i)(?:^|[,;:]\s*|\b(?:i'm|im|i am|just|so|and|but|also)\s+)(?:curious|wondering|i\s+wonder"
    r"|(?:i\s+)?(?:want|wanted|need|needed|wanna|would\s+like|'d\s+like)\s+to\s+know"
    r"|(?:can\s+you\s+|could\s+you\s+|please\s+)?tell\s+me|do\s+you\s+know|(?:any\s+)?idea"
    r"|(?:just\s+)?asking|question\s+is|quick\s+(?:one|question)\s*[:,-]?\s*)"
    r"\s*(?:about\s+)?(?P<at>whether|if|how|what|where|which|when|why|who)\b"
    r"(?!\s+(?:you|your|u|my|our)\b)"
)
"""A question said as a statement ("curious whether a nurse can work remotely from Spain",
"need to know if the Oslo office hires English speakers"): what follows the wh-word is asked,
not said of the user."""
_ASKED_AFTER: Final = re.compile(
    r"(?i)\b(?:but|so|like|anyway|here)\s+(?P<at>(?:does|is|are|can|could|would"
    r"|should|will)\s+(?:a|an|the|someone|somebody|anyone|anybody|people|every|any|most)\b"
    r"|do\s+(?:people|folks|most|any|anyone|others)\b)"
)
"""A yes-no question about someone else after a lead ("thinking out loud but does a
pharmacist in Ireland need Irish"): what follows is asked."""
_CLAUSE_END: Final = re.compile(
    r"\b(?:but|though|although|anyway|because|since)\b|[,;:—]\s*(?:and\s+)?(?:i|i'm|my)\b"
)
"""Where the weighed choice ends ("whether it matters| but I'm allergic to latex")."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own said in a choice still weighed."""
    if not any(f.subject == "user" for f in fills):
        return fills
    found = _WEIGHED.search(text) or _ASKED.search(text) or _ASKED_AFTER.search(text)
    if found is None:
        return fills
    weighed = _CLAUSE_END.split(text[found.start("at") :].lower(), maxsplit=1)[0]
    return [f for f in fills if f.subject != "user" or not _said_in(f, weighed)]


def _said_in(fill: Fill, weighed: str) -> bool:
    """True when the fill's value (or, for a diet, its word) is said in the weighed part."""
    value = fill.value.lower()
    return value in weighed or (fill.slot in ("diet", "ending") and value[:4] in weighed)
