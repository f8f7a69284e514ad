"""A chief officer's title before an organisation's name is a job: "I'm the CEO of Kelpworks",
"Founder & CEO of Kelpworks — we make packaging", "CTO of Lumen here". "CEO of" before a
common word stays a joke ("CEO of naps", "the CEO of procrastination"): only a name said with
a capital (Kelpworks, The Ivy) makes it a title, read as "CEO at Kelpworks". Pure.
"""

from __future__ import annotations

import re
from typing import Final

_CHIEF_OF: Final = re.compile(r"\b(C[A-Z]{1,2}O)\s+of\s+(?=(?:[Tt]he\s+)?[A-Z][\w&'’.-]+)")
"""CEO, CTO, CFO, COO, CMO, CPO ... then "of" and a capitalised name."""


def plain(sentence: str) -> str:
    """The sentence with "CEO of <Name>" read as "CEO at <Name>"."""
    return _CHIEF_OF.sub(lambda m: f"{m[1]} at ", sentence)
