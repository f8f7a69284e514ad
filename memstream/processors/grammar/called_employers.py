"""The employer named after its kind, "a <kind> called <Name>", in a clause of the user's own
work: "I clean offices for a company called Brightwell", "I run the kitchen at a tapas place
called Barrafina", "I write copy for an agency called Mother", "I teach yoga at a studio called
Flow", "I'm working at a little shop named Odds & Ends".

The clause must say the user works: a verb of work (work, clean, cook, teach, write, drive,
serve ...) or a verb of charge with its object ("run the kitchen", "manage the floor"); the
kind ("a company", "a tapas place") is what the name names. What a customer, a member or a
guest does ("I'm having lunch at a place called ...", "I work out at a gym called ...", "I
bought it at a shop called ..."), a time over, a wish, a question or someone else's work says
nothing. Read once per sentence from `jobs.job_change` when no employer was read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_WORKING: Final = (
    r"work|clean|cook|teach|writ|driv|deliver|serv|wait(?:ing)? tables|bartend|tend(?:ing)? bar"
    r"|nurs|tutor|intern|design|cod|program|edit|translat|illustrat|photograph|install|repair"
    r"|fix|build|bak|brew|sell|stock|pack|pick|sort|answer(?:ing)? phones|wash(?:ing)? dishes"
    r"|do(?:ing)? (?:the )?(?:books|payroll|accounts|admin|marketing|sales|hr|it|pr|seo|qa)"
    r"|consult|freelanc|temp|volunteer|handl|car(?:e|ing) for|look(?:ing)? after|coach"
    r"|instruct|guid|host|employed"
    r"|(?:run|manag|supervis|lead|head|overse)\w* (?:the|a|an|their|its) [\w-]+(?: [\w-]+)?"
)
"""Stems of verbs of the user's own work (a class, said as it is used)."""
_SAID: Final = re.compile(
    r"(?:^|[,;:.!]\s*|\b(?i:and|so|now|currently|also)\s+)"
    r"(?i:i|i'm|i am|i've been|i have been)\s+"
    r"(?i:(?:now|currently|mostly|mainly|also|still|just|actually)\s+)?"
    rf"(?P<verb>(?i:(?:{_WORKING})[a-z]*))\b(?P<rest>[^,.;!?]{{0,40}}?)\s+"
    r"(?i:at|for|with|in)\s+(?i:a|an)\s+(?P<kind>(?:[\w&'-]+\s+){0,3}?[\w&'-]+)\s+"
    r"(?i:called|named)\s+"
    r"(?P<name>(?:The\s+)?[A-Z][\w&'’.+-]*(?:\s+(?:[A-Z][\w&'’.+-]*|&|of)){0,3})"
)
_NOT_NOW: Final = re.compile(
    r"\b(?:would|want|wanna|hope|if|wish|used to|back when|years ago|as a kid|in college"
    r"|he|she|they|his|her|their|my (?:wife|husband|son|daughter|brother|sister|mum|mom|dad"
    r"|partner|friend|boyfriend|girlfriend))\b|\?",
    re.IGNORECASE,
)
_NOT_KINDS: Final = frozenset(
    """friend guy girl man woman person kid dog cat band song game app book show podcast
    film movie channel group chat account site website blog client customer patient
    student""".split()
)
"""Kinds a name names that are no workplace (a friend called Dave, a band called Low)."""


def called_employer(text: str) -> list[Fill]:
    """The employer a user's work clause names as "a <kind> called <Name>", or none."""
    plain = text.replace("’", "'")
    found = _SAID.search(plain)
    if found is None or _NOT_NOW.search(plain[: found.start("name")]):
        return []
    if re.match(r"\s*(?:out|on|through|towards?)\b", found["rest"]):
        return []  # "I work out at a gym called ...", "working on a logo for a client ..."
    verb = found["verb"].split()[0].lower()
    if verb.endswith("ed") and verb != "employed":
        return []  # "I worked for a firm called ...": a time over
    if found["kind"].lower().split()[-1] in _NOT_KINDS:
        return []
    name = found["name"].rstrip(".'")
    return [Fill("employer", name)] if len(name) > 1 else []
