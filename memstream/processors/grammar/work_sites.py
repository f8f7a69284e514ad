"""Where the user works, said by the site of the work rather than by a verb of working
(issue 22, g55w), in English: one's own workplace said with its town ("my clinic is in
Wembley", "our lab's in Cambridge", "the shop's downtown Montreal" once the user's work is
read), a base one works out of ("a harbour pilot out of Milford Haven", "I fly out of
Denver", "shifts out of the York ROC"), and one's job said with a town beside a home said
apart ("harbour master down Newlyn … live up Mousehole", "a nurse over in Leeds, living in
York").

Only the user's own work: never a clause about someone else, a wish, a question or the
past; only when no work location was read. A home or employer read from the same town gives
way to it. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.work_site_words import (
    DEPOT_SITES,
    NOT_TOWNS,
    OUT_OF_VERBS,
    SITE_NOUNS,
    TOWN_SITES,
    WORK_VERBS,
)

_NAME: Final = (
    r"(?P<p>(?-i:[A-Z][\w'.-]*[\w'](?:\s(?:(?-i:[A-Z][\w'.-]*[\w'])|de|la|le|on|upon)){0,3}))"
)
_PREP: Final = r"(?:(?:out|up|down|over|right|just)\s+)?(?:in|at|on)\s+|downtown\s+|out\s+"
_OWN_SITE: Final = re.compile(
    r"\b(?P<who>my|our|the)\s+(?:[a-z]+\s+)?(?P<site>[a-z]+)\s*(?:is|'s)\s+(?:(?:based|located"
    r"|now)\s+)?(?:" + _PREP + r")?(?:the\s+)?" + _NAME,
    re.IGNORECASE,
)
"""One's workplace and the town it is in ("my clinic is in Wembley", "the shop's downtown …")."""
_OUT_OF: Final = re.compile(r"\bout\s+of\s+(?:the\s+|our\s+)?" + _NAME, re.IGNORECASE)
"""A base worked out of ("fly out of Denver", "a harbour pilot out of Milford Haven")."""
_A_DOER: Final = re.compile(
    r"(?:^|\bi'm\s+|\bi\s+am\s+|,\s*)(?:an?\s+)?(?:[a-z-]+\s+){0,2}"
    r"[a-z-]+(?:er|or|ist|ian|man|woman|pilot|captain|crew|medic|hand|mate)\s+$",
    re.IGNORECASE,
)
"""The user's trade said as a noun just before "out of" ("I'm a harbour pilot ", "Dispatcher ")."""
_AT_TOWN_SITE: Final = re.compile(
    r"\b(?:at|from)\s+(?:the|our)\s+" + _NAME + r"\s+(?P<site>[a-z]+)\b", re.IGNORECASE
)
"""A site named by its town ("at the Leith station", "from the Avonmouth depot")."""
_BESIDE_HOME: Final = re.compile(
    r"\s+(?:(?:down|up|over|out|right)\s+(?:in\s+)?|in\s+)(?:the\s+)?" + _NAME
)
"""A town said right after the user's role ("harbour master down Newlyn", "a nurse in Leeds")."""
_ON_SITE: Final = re.compile(
    r"\b(?:i'm|i\s+am|i\s+work|i'm\s+working|working|i\s+spend\s+\w+\s+\w+)\s+"
    r"(?:(?:out|away|mostly|usually|often)\s+)?on\s+(?:an?\s+|the\s+)?(?:site|sites|rig|rigs"
    r"|platform|building\s+site|job\s+site|jobsite)\s+(?:in|at|off|near|outside)\s+" + _NAME,
    re.IGNORECASE,
)
"""Work on a site or a rig and its town ("I'm on site in Aberdeen most weeks")."""
_DOING_IN: Final = re.compile(
    r"\b(?:i|i\s+also|i\s+still)\s+(?P<v>[a-z]+)\s+(?:(?:part-time|full-time|nights|days"
    r"|shifts)\s+)?in\s+(?:the\s+)?" + _NAME,
    re.IGNORECASE,
)
"""A verb of one's work and a town ("I teach in Croydon"), read beside a home said apart."""
_UNREAL: Final = re.compile(
    r"\b(?:if|would|wish|want|wanna|hope|might|maybe|used\s+to|back\s+when|years\s+ago"
    r"|someday|could|should|thinking\s+of|considering|interview\w*|offer\w*|remote|remotely"
    r"|from\s+home|for\s+fun|hobby|every\s+(?:summer|winter|spring|autumn|fall|weekend))\b|\?",
    re.IGNORECASE,
)
_OTHER: Final = re.compile(
    r"\b(?:he|she|they|his|her|their|(?:my|our)\s+(?:wife|husband|partner|son|daughter|mum"
    r"|mom|dad|brother|sister|friend|boyfriend|girlfriend|kids?|boss|neighbou?r|cousin"
    r"|uncle|aunt|mate|flatmate|roommate)s?|[a-z]+(?:works|flies|drives|hauls|sails))\b",
    re.IGNORECASE,
)
_HOME: Final = re.compile(r"\b(?:live|lives|living|home|house|flat|moved)\b", re.IGNORECASE)
_JOINS: Final = re.compile(r"[,;.!?()—–]|\s(?:and|but|so|while|though)\s", re.IGNORECASE)


def work_site(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where the user works, said by its site (see the module), when no work
    location was read."""
    plain = text.replace("’", "'")
    fills = [f for f in fills if not _site_town(f, plain)]
    if any(_users(f, "work_location") for f in fills):
        return fills
    for place in _places(plain, fills):
        return _placed(fills, place)
    return fills


def _places(text: str, fills: list[Fill]) -> Iterator[str]:
    """The towns the text says the user works in, in the order of the readers."""
    roles = [f.value.lower() for f in fills if _users(f, "role")]
    working = bool(roles) or any(_users(f, "employer") for f in fills)
    for found in _OWN_SITE.finditer(text):
        own = found["who"].lower() != "the" or working
        if own and found["site"].lower() in SITE_NOUNS and _own(text, found.start()):
            yield from _town(found["p"], fills)
    for found in _OUT_OF.finditer(text):
        before = text[: found.start()]
        words = before.lower().split()[-3:]
        doer = bool(set(words) & OUT_OF_VERBS) or _A_DOER.search(before) is not None
        if (doer or _after_role(before, roles)) and _own(text, found.start()):
            yield from _town(found["p"], fills)
    for found in _AT_TOWN_SITE.finditer(text):
        site = found["site"].lower() in TOWN_SITES
        if site and working and _own(text, found.start()):
            yield from _town(found["p"], fills)
    for found in _ON_SITE.finditer(text):
        if _own(text, found.start()):
            yield from _town(found["p"], fills)
    yield from _beside_home(text, roles, fills)


def _site_town(fill: Fill, text: str) -> bool:
    """True for an employer that is the town of a site ("at the Leith station": Leith)."""
    if not _users(fill, "employer") or latin_kind(fill.value) == "org":
        return False
    found = re.search(r"\bthe\s+" + re.escape(fill.value) + r"\s+(?P<site>[a-z]+)\b", text)
    return found is not None and found["site"] in DEPOT_SITES


def _after_role(before: str, roles: list[str]) -> bool:
    """True when the words before end in one of the user's roles."""
    low = before.lower().rstrip()
    return any(role and low.endswith(role) for role in roles)


def _beside_home(text: str, roles: list[str], fills: list[Fill]) -> Iterator[str]:
    """A town said after the user's role, when a home apart from it is said too."""
    homes = {f.value.lower() for f in fills if _users(f, "home_location")}
    if not homes:
        return
    for doing in _DOING_IN.finditer(text):
        verb = doing["v"].lower() in WORK_VERBS
        if verb and doing["p"].lower() not in homes and _own(text, doing.start()):
            yield from _town(doing["p"], fills)
    low = text.lower()
    for role in roles:
        at = low.find(role)
        found = _BESIDE_HOME.match(text, at + len(role)) if at >= 0 else None
        if found is not None and found["p"].lower() not in homes and _own(text, at):
            yield from _town(found["p"], fills)


def _town(name: str, fills: list[Fill]) -> Iterator[str]:
    """The town a capitalised name is: a site word after it is dropped ("the Fresno yard"),
    a field, an organisation or the user's own name is none."""
    words = name.split()
    if len(words) > 1 and words[-1].lower() in TOWN_SITES:
        words = words[:-1]
    town = " ".join(words)
    if town.lower() in NOT_TOWNS or latin_kind(town) == "org":
        return
    if any(_users(f, "name") and town.lower() in f.value.lower() for f in fills):
        return
    if any(_users(f, "employer") and f.value.lower() == town.lower() for f in fills):
        return  # "civil engineer at Arup": an employer, no town
    yield town


def _own(text: str, at: int) -> bool:
    """True when the clause holding position `at` is the user's own, real and present."""
    starts = [m.end() for m in _JOINS.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    ends = [m.start() for m in _JOINS.finditer(text, at)]
    clause = text[start : ends[0] if ends else len(text)]
    return not (_UNREAL.search(text) or _OTHER.search(clause) or _HOME.search(clause))


def _placed(fills: list[Fill], town: str) -> list[Fill]:
    """The fills with the town as the work location; a home or an employer read as the same
    town is dropped."""
    kept = [
        f
        for f in fills
        if not (f.subject == "user" and f.slot in ("home_location", "employer") and f.value == town)
    ]
    return [*kept, Fill("work_location", town)]


def _users(fill: Fill, slot: str) -> bool:
    return fill.subject == "user" and fill.slot == slot
