"""What the user only passes on about someone else is not learned about them: "a regular told
me he's allergic to walnuts", "my landlord is moving to Spain apparently", "the couple in the
review said they're vegetarians", "That's from his profile". The user's own facts in the same
sentence stand ("no longer allergic to eggs apparently, the allergist retested me").

Pure: `kept(text, fills)` drops the fills about other people from a sentence that reports
them second hand.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_SECOND_HAND: Final = re.compile(
    r"(?i)\b(?:told me|tells me|apparently|supposedly|reportedly|allegedly|rumou?r (?:is|has it)"
    r"|i heard|heard that|according to|from (?:his|her|their) (?:profile|bio|page)"
    r"|(?:said|says|claims|claimed|reckons) (?:that )?(?:he|she|they|he's|she's|they're|he is|"
    r"she is|they are|his|her|their)\b"
    r"|听说|据说|他说他|她说她)"
)


def second_hand(text: str) -> bool:
    """True when the sentence passes on what was heard or read about someone."""
    return _SECOND_HAND.search(text) is not None


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the facts about other people when the sentence is second hand."""
    if not second_hand(text):
        return fills
    return [f for f in fills if f.subject == "user"]
