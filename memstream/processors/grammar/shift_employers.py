"""The employer said with the post or the shift the user works there: "I'm on the line at
Stellantis", "I'm on nights at the Royal Infirmary", "I'm on the tills at Asda", "I'm on the
front desk at the Marriott", "I work ramp for Southwest", "I work the door at Fabric".

The post (a line, a shift, the tills, a desk, a ward, the ramp ...) says the user works at
the organisation named after "at", "for" or "with": never a place, a person or a time, never
someone else's, a wish or a time over. Read once per sentence from `jobs.job_change` when no
employer was read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.work_verbs import ORG_NAME, organisation_only

POSTS: Final = (
    "line|lines|shift|shifts|nights|days|lates|earlies|tills|till|checkouts|desk|front desk"
    "|floor|shop floor|ward|wards|rota|payroll|staff|door|doors|ramp|dock|docks|gate|counter"
    "|register|registers|phones|switchboard|bar|grill|fryers|pass|line crew|ground crew"
    "|night shift|day shift|late shift|early shift|graveyard shift|morning shift|evening shift"
)
"""Posts and shifts one works at a workplace (the tills, the night shift, the ramp)."""
_SAID: Final = re.compile(
    r"\b(?:i'm|im|i am|i've been|i have been|i work|i worked|i'm working|i am working)\s+"
    r"(?:(?:now|currently|mostly|mainly|usually|still|also|just)\s+)?"
    r"(?:on\s+)?(?:the\s+)?(?:(?:second|third|first|overnight|weekend|main)\s+)?"
    rf"(?:{POSTS})\s+(?:at|for|with)\s+(?:the\s+)?(?P<rest>.*)",
    re.IGNORECASE,
)
_NOT_NOW: Final = re.compile(
    r"\b(?:would|want|wanna|hope|if|used to|back when|years ago|as a kid|in college|"
    r"he|she|they|his|her|my (?:wife|husband|son|daughter|brother|sister|mum|mom|dad))\b|\?",
    re.IGNORECASE,
)


def on_shift_at(text: str) -> list[Fill]:
    """The organisation the user works a post or a shift at (see the module), or none."""
    plain = text.replace("’", "'")
    found = _SAID.search(plain)
    if found is None or _NOT_NOW.search(plain[: found.start("rest")]):
        return []
    if found.group(0).lower().startswith("i worked"):
        return []  # a time over
    name = ORG_NAME.match(found["rest"])
    if name is None:
        return []
    org = organisation_only(name.group(1), found["rest"][name.end() :])
    return [Fill("employer", org)] if org else []
