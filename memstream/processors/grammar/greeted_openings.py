"""A group-chat greeting opening a sentence, said to a crowd or with an emoji and no stop
after it ("Hi all 👋 I'm Chen", "Hey y'all, Deb from Tulsa here!", "hello everyone I'm
Tomás", "Hi team — Anya here"), written the one way the sentence readers know ("Hi, ").

A greeting to the assistant by name ("Hi Claude, it's me") is left as said.

Pure: `opened(sentence)` returns the sentence with its greeting so written.
"""

from __future__ import annotations

import re
from typing import Final

_EMOJI: Final = r"[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]"
_GREETING: Final = (
    r"(?:hi+|hey+|heya|hello|hiya|howdy|yo|hola|g'day|gday|morning|evening"
    r"|good\s+(?:morning|afternoon|evening))"
)
_CROWD: Final = (
    r"(?:all|everyone|everybody|guys|folks|y['’]?all|you\s+all|team|friends|fam|gang|people"
    r"|peeps|lovely\s+people|all\s+of\s+you|again|there)"
)
_OPENING: Final = re.compile(
    rf"(?i)^\W*{_GREETING}(?P<crowd>(?:\s+{_CROWD})*)"
    rf"(?P<after>(?:\s*(?:[!,.~:;—–-]|{_EMOJI}))*)\s+(?=\S)"
)


def opened(sentence: str) -> str:
    """The sentence with a crowd's or an emoji's greeting written "Hi, " (as said when
    there is neither)."""
    found = _OPENING.match(sentence)
    if found is None:
        return sentence
    emoji = re.search(_EMOJI, found["after"]) is not None
    if not found["crowd"].strip() and not emoji:
        return sentence
    return "Hi, " + sentence[found.end() :]
