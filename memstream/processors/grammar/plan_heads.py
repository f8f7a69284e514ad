"""What a plan's value opens with can say it is no doing of the user's (g51p). A plan is
something the user will do at a stated time; these dated values are not:

* a request to the assistant: "recommend me something cosy for tonight", "suggest a film
  for tonight", "remind me about the dentist on Friday" (the assistant's task, today);
* a thing needed, not a doing: "need a leave application email for next week" ("need to
  renew my licence by Friday", "we need the slides done by Monday" are doings and stand);
* a taste said beside a day: "Mi love ackee and saltfish Sunday morning" (a like, read as
  such elsewhere);
* a label: "Today's question: how to repot an orchid?" (`question`, `topic`, `update`);
* a milestone reached: "eighteen months sober this week", "ten years clean on Friday".

Pure: `kept(fills)` (English values only; a Chinese value opens otherwise).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_NO_DOING: Final = re.compile(
    r"(?i)^(?:"
    r"(?:recommend|suggest|tell|show|give|remind|find|explain|send)\s+(?:me|us)\b"
    r"|(?:recommend|suggest)\b"
    r"|need\s+(?:a|an|some)\b(?!.*\b(?:done|ready|finished|sorted|fixed|signed|in)$)"
    r"|(?:mi\s+|me\s+|i\s+)?(?:love|like|hate|enjoy|adore|prefer|luv)\b"
    r"|(?:question|topic|update|reminder|context|query|agenda|note|problem|task)s?$"
    r"|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty"
    r"|thirty|forty|fifty)\s+(?:days?|weeks?|months?|years?)\s+(?:sober|clean|smoke-free"
    r"|dry|off the drink|off the booze)\b"
    r")"
)
"""A plan value that opens on no doing of the user's (see the module's docstring)."""


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's plan whose value opens on no doing of theirs."""
    return [f for f in fills if not _no_doing(f)]


def _no_doing(fill: Fill) -> bool:
    """True when the fill is a user's plan whose value opens on no doing."""
    return fill.slot == "plan" and fill.subject == "user" and bool(_NO_DOING.search(fill.value))
