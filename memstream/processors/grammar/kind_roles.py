"""A job named by a head that is a job only with a kind of work before it: "I'm a ferry
captain", "I'm a caddie at Kingsbarns" (no: a kind is needed), "I'm a tour guide on safari out
of Arusha", "I'm a rodeo clown lol", "I'm a ranch hand", "I'm a park ranger up at Zion".

Heads such as captain, guide, hand, host, clown or ranger name a job only after a noun that
says the work (ferry, tour, ranch, rodeo); after an adjective ("a good host", "a terrible
guide") or a word of a team or a class ("team captain", "class clown") they say what the user
is like. The kind must be a common noun in lower case (`en_pos`), the clause the user's own
"I'm a/an", never a wish, a question, a time over or someone else. Read only when the
sentence gave no role. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, job_heads
from memstream.processors.grammar.fills import Fill

WITH_KIND: Final = frozenset(
    """captain guide hand host clown ranger keeper pilot inspector officer agent operator
    attendant porter clerk collector""".split()
)
"""Heads that name a job only with a kind of work before them (ferry captain, tour guide)."""
_NOT_KINDS: Final = frozenset(
    """team club house school squad class party spirit stamp coin art record card comic
    vinyl antique book wine toy debt-free dinner game""".split()
)
"""Kinds that make the head a part one plays, a hobby or a trait, not a job (team captain,
class clown, stamp collector)."""
_SAID: Final = re.compile(
    r"(?:^|[,;:.!]\s*|\b(?i:and|but|so|now|also)\s+)(?i:i'm|i am|im)\s+"
    r"(?i:(?:now|currently|still|also|actually|just)\s+)?(?i:a|an)\s+"
    r"(?P<kind>[a-z][a-z-]+)\s+(?P<head>[a-z]+)(?=\s*(?:$|[,.;!?)—–-]|\s(?:at|on|in|for|with"
    r"|out|up|down|by|and|lol|haha|here|who|so|but|since|based|\d)))"
)
_NOT_NOW: Final = re.compile(
    r"\b(?:if|would|could|wish|hope|want|wanted|used to|was|were|gonna|going to|will"
    r"|retired|former|ex)\b|\?",
    re.IGNORECASE,
)


def kind_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the job a kind and a head name added (see the module), when the
    sentence read no role."""
    if any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    plain = text.replace("’", "'")
    found = _SAID.search(plain)
    if found is None or _NOT_NOW.search(plain):
        return fills
    if not kind_job(found["kind"], found["head"]):
        return fills
    return [*fills, Fill("role", f"{found['kind']} {found['head']}")]


def kind_job(kind: str, head: str) -> bool:
    """True when a lower-case noun of a kind of work before a head that needs one names a
    job ("ferry captain", "tour guide"), not a trait, a part or a hobby."""
    if head not in WITH_KIND or kind in _NOT_KINDS or not kind.islower():
        return False
    tag = en_pos.tag(kind)
    if tag == "" and kind.endswith(_ADJECTIVE_ENDS):
        return False  # an unknown word shaped like an adjective ("a bougie host")
    return tag in ("NN", "NNS", "") and not job_heads.job_head(kind)


_ADJECTIVE_ENDS: Final = ("y", "ous", "ful", "ive", "able", "ible", "al", "ic", "less", "ish")
"""Endings of an adjective the tagger does not know."""
