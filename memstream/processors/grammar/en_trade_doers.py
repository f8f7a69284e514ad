"""English work said by its verb and what it is done to (issue 22, round 48): "I groom dogs
out of a van, Pawsh Mobile is the business name", "I keep bees for a living", "I build
saunas for a living", "I sell bass boats at Gulf Coast Marine", "I repair violins full
time": the doer is the thing done to and the verb's doer (`dog groomer`, `beekeeper`,
`sauna builder`). And what one teaches as an instructor ("I teach skiing": `ski
instructor`, not `skiing teacher`; "I teach piano from home": `piano teacher`).

The verb and a bare plural (or mass) object say a habit unless the clause says it is one's
work: for a living, professionally, full time, for work, as a job, a business, or at / for
an employer read in the same sentence. A verb of liking, having or buying is never a trade
("I collect stamps for fun", "I buy boats at auctions"). Read once per sentence, only when
no role was read (`jobs.job_change`). Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_pos
from memstream.processors.grammar.fills import Fill

NOT_TRADE_VERBS: Final = frozenset(
    """like love hate enjoy eat drink buy bought have own see watch visit read play collect
    miss need want use hear know meet get got take do go try find call text feed pet work""".split()
)
"""Verbs of liking, having, buying or a pastime: the clause says no trade."""
DOER_FORMS: Final = {
    "keep bees": "beekeeper",
    "keep bee": "beekeeper",
    "sell": "seller",
    "shoe": "farrier",
    "cut": "cutter",
    "run": "runner",
    "stream": "streamer",
}
"""Doers the spelling rule does not make (keep bees: beekeeper)."""
_WORK_SAID: Final = re.compile(
    r"\b(?:for a living|professionally|full[- ]time|for work|as a job|as my job|business"
    r"|my trade|by trade|been at it|self[- ]employed|clients|customers)\b",
    re.IGNORECASE,
)
"""Words that make the clause's doing one's work."""
_DOING: Final = re.compile(
    r"(?:^|(?<=[,.;:!—–-])\s*|\b)(?i:I|I'm|I am)\s+"
    r"(?:(?i:also|now|mostly|basically|just|still)\s+)?"
    r"(?P<v>[a-z]+)\s+(?:(?:[a-z]+)\s+)?(?P<o>[a-z]+s)\b"
)
"""The user's verb and a plural object ("I groom dogs", "I sell bass boats")."""
_AT_NAME: Final = re.compile(r"\bat\s+(?:the\s+)?(?-i:[A-Z][\w&'-]*\s+[A-Z])")
"""A named workplace of two capitalised words or more after "at" ("at Gulf Coast Marine")."""
_FOR_NAME: Final = re.compile(r"\bfor\s+(?-i:[A-Z])")
_ING_OR_PAST: Final = re.compile(r"(?:ing|ed)$")
NO_VERB_TAGS: Final = frozenset(("IN", "DT", "RB", "CC", "PRP", "PRP$", "JJ", "CD", "TO", "MD"))
"""Tags of words that are never the verb of a trade (on, the, also, really)."""


def _doer(verb: str, thing: str) -> str:
    """The one who does `verb` to `thing` (groom dogs: dog groomer)."""
    whole = DOER_FORMS.get(f"{verb} {thing}s") or DOER_FORMS.get(f"{verb} {thing}")
    if whole is not None:
        return whole
    agent = DOER_FORMS.get(verb)
    if agent is None:
        agent = verb + ("r" if verb.endswith("e") else "er")
    return f"{thing} {agent}"


def _singular(noun: str) -> str:
    """A plural noun's singular (dogs: dog, boxes: box, ponies: pony)."""
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith(("ches", "shes", "xes", "sses")):
        return noun[:-2]
    return noun[:-1]


def trade_doer(text: str, fills: list[Fill]) -> list[Fill]:
    """The doer of a trade the user says by its verb and object (see the module), or none."""
    for found in _DOING.finditer(text):
        verb, thing = found["v"].lower(), found["o"].lower()
        if verb in NOT_TRADE_VERBS or _ING_OR_PAST.search(verb) or verb.endswith("s"):
            continue
        if en_pos.tag(verb) in NO_VERB_TAGS:
            continue  # "I'm on nights at the Royal Infirmary": no verb, no trade
        if en_pos.tag(thing) not in ("NNS", ""):
            continue  # "I work as a parent": `as` is no thing done to
        clause_end = min(
            (i for i in (text.find(m, found.end()) for m in ".;!?") if i >= 0), default=len(text)
        )
        clause = text[found.start() : clause_end]
        employed = any(f.subject == "user" and f.slot == "employer" for f in fills)
        at_employer = _AT_NAME.search(clause) is not None
        if _WORK_SAID.search(clause) or at_employer or (employed and _FOR_NAME.search(clause)):
            return [Fill("role", _doer(verb, _singular(thing)))]
    return []


INSTRUCTED: Final = {
    "skiing": "ski",
    "snowboarding": "snowboard",
    "scuba": "scuba",
    "scuba diving": "scuba",
    "diving": "diving",
    "surfing": "surf",
    "sailing": "sailing",
    "climbing": "climbing",
    "swimming": "swimming",
    "riding": "riding",
    "horse riding": "riding",
    "driving": "driving",
    "flying": "flight",
    "kayaking": "kayak",
    "kitesurfing": "kitesurf",
    "fitness": "fitness",
    "spin": "spin",
}
"""What is taught by an instructor, not a teacher, and the word the instructor is named by
(yoga and pilates have teachers)."""
_WHERE_TAUGHT: Final = re.compile(
    r"\s+(?:from home|at home|online|privately|on the side|part[- ]time|full[- ]time)\b"
)
"""Where or how one teaches, said inside a role read from "teach" ("piano from home")."""


def taught_role(fill: Fill) -> Fill:
    """A role read from "teach X" as its trade says it: an instructor of what instructors
    teach (skiing teacher: ski instructor), without where it is taught (piano from home
    teacher: piano teacher)."""
    if fill.subject != "user" or fill.slot != "role" or not fill.value.endswith(" teacher"):
        return fill
    taught = _WHERE_TAUGHT.sub("", fill.value.removesuffix(" teacher")).strip()
    if taught.lower() in INSTRUCTED:
        return replace(fill, value=f"{INSTRUCTED[taught.lower()]} instructor")
    return replace(fill, value=f"{taught} teacher") if taught else fill
