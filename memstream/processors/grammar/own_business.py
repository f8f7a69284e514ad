"""English work said in everyday and non-native shapes the role frames do not read: one's own
business named apart from the verb ("my little salon is called Tangled", "I have a shop
called Lotus Nails", non-native "I open nail salon name Lotus Nails", "my little shop in
Bologna, is called Sfoglia Nina"), and a job said with "like" for "as" ("I am working like
nurse in Riyadh").

Each reading is of the user only: the business is "my" / "our" one or one the user has,
opens or runs, never someone else's ("my sister's shop is called ..."), and never in a
question, a wish or a past.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_heads import job_head
from memstream.processors.grammar.places import latin_kind

SHOPS: Final = frozenset(
    """bakery restaurant cafe café shop store salon studio boutique brewery winery stall
    kiosk bookshop bookstore diner deli parlour parlor spa truck van cart""".split()
)
"""Businesses one may own and name; not those one only goes to (my gym, my local pub)."""
VEHICLES: Final = frozenset("truck van cart".split())
"""Businesses on wheels: one only with what it sells said before it ("my food truck"), as
"my truck is called Bessie" names a vehicle."""
NOT_KINDS: Final = frozenset(
    """favourite favorite usual local regular go-to old former sister's brother's mum's
    mom's dad's friend's""".split()
)
"""Words before a business that make it one the user goes to or someone else's."""
_SHOP: Final = "|".join(sorted(SHOPS, key=len, reverse=True))
_NAME: Final = (
    r"(?-i:(?P<name>[A-Z][\w'.+-]*(?:\s+(?:[A-Z][\w'.+-]*|&|\+|of|de|di|la|le|du)){0,4}))"
)
_KIND: Final = r"(?P<kind>(?:[a-z]+\s+)?(?:" + _SHOP + r"))"
_SMALL: Final = r"(?:(?:own|little|small|new|tiny)\s+)*"
_CALLED: Final = r"(?:called|named|name is|name|call)"
_OWNED: Final = (
    re.compile(
        r"\b(?:i|we)\s+(?:have|'ve got|have got|got|own|run|open|opened|just opened|started)"
        r"\s+(?:(?:a|an|my|our)\s+)?" + _SMALL + _KIND + r"\s*,?\s+" + _CALLED + r"\s+" + _NAME,
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:my|our)\s+" + _SMALL + _KIND + r"(?:\s+in\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)?"
        r"\s*,?\s*(?:is\s+|'s\s+)?" + _CALLED + r"\s+" + _NAME,
        re.IGNORECASE,
    ),
)
"""One's own business and its name, said with a verb of having or with "my" (see the
module)."""
_THE_ONE: Final = re.compile(
    r"\b(?:the|this)\s+" + _KIND + r"(?:'s|\s+is)\s+(?:called|named)\s+" + _NAME,
    re.IGNORECASE,
)
"""A business named as "the <kind>", after a role of the user's that names the same kind ("a
food truck owner, the truck's called Smoke Signal")."""
_NOT_OWN: Final = re.compile(
    r"(?i)\b(?:if|wish|would|could|should|want|wanna|hope|dream|someday|one day|used to|"
    r"was called|sold|closed|former|old)\b|\?"
)
"""A business wished for, over or asked about: no employer."""
_NAME_STOP: Final = frozenset("in on at and but so since for with from near by".split())


def own_business(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with one's own business named (see the module): the name is the employer,
    and "<kind> owner" the role when none was read; nothing when an employer was read."""
    mine = {f.slot for f in fills if f.subject == "user"}
    if "employer" in mine or _NOT_OWN.search(text):
        return fills
    plain = text.replace("’", "'")
    found = _OWNED[0].search(plain) or _OWNED[1].search(plain) or _the_one(plain, fills)
    if found is None:
        return fills
    name = _name(found["name"])
    kind = " ".join(found["kind"].lower().split())
    if name is None or not (found.re is _THE_ONE or _owned_kind(kind)):
        return fills
    after = plain[found.end("name") :]
    corrected = _CORRECTED.match(after)
    if corrected is not None and _name(corrected["name"]) is not None:
        name = _name(corrected["name"]) or name  # "Sfoglia Rina... no sorry, Sfoglia Nina"
        after = after[corrected.end("name") :]
    added = [Fill("employer", name)]
    if "role" not in mine:
        added.append(Fill("role", f"{kind} owner"))
    place = _IN_PLACE.match(plain[found.start("name") + len(name) :])
    if place is not None and "work_location" not in mine and latin_kind(place["p"]) == "place":
        added.append(Fill("work_location", place["p"]))  # "... name Lotus Nails in Houston"
    return [*fills, *added]


_CORRECTED: Final = re.compile(
    r"\s*(?:\.{2,}|…|,|—|-)?\s*(?:no,?\s+)?(?:sorry|i mean|actually|wait)\b,?\s*(?:it's\s+)?"
    + _NAME,
    re.IGNORECASE,
)
"""A name corrected right after it is said ("... no sorry, Sfoglia Nina"): the new one."""
_IN_PLACE: Final = re.compile(r"\s+in\s+(?P<p>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")


def _the_one(text: str, fills: list[Fill]) -> re.Match[str] | None:
    """The match of `_THE_ONE` when the user's role names the business's kind, else None."""
    found = _THE_ONE.search(text)
    if found is None:
        return None
    kind = found["kind"].lower().split()[-1]
    roles = [f.value.lower() for f in fills if f.subject == "user" and f.slot == "role"]
    return found if any(kind in role.split() for role in roles) else None


def _owned_kind(kind: str) -> bool:
    """True when the business said is one the user owns: no taste or other person's word
    before it, and a vehicle only with what it sells ("food truck")."""
    words = kind.split()
    if words[0] in NOT_KINDS:
        return False
    return words[-1] not in VEHICLES or len(words) > 1


def _name(said: str) -> str | None:
    """The business's name as said, up to a preposition; None for a place or a lower word."""
    words: list[str] = []
    for word in said.split():
        if word.lower() in _NAME_STOP:
            break
        words.append(word)
    name = " ".join(words).rstrip(".")
    if not name or not name[:1].isupper() or latin_kind(name) == "place":
        return None
    return name


_LIKE_IDIOMS: Final = frozenset(
    "dog dogs horse horses trooper troopers slave slaves machine maniac beaver mule".split()
)
"""What one works "like" in an idiom of working hard, not a job."""
_LIKE: Final = re.compile(
    r"(?i:\bi(?:'m| am)?\s+(?:working|work)\s+like\s+)(?P<a>(?:a|an)\s+)?"
    r"(?P<role>[a-z]+(?:\s+[a-z]+)?)(?=\s*(?:$|[,.;!]|\s(?:in|at|for|since)\b))"
    r"(?:\s+in\s+(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?))?"
)
"""A job said with "like" for "as" ("I am working like nurse in Riyadh")."""


def work_like(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role (and the place of work) of "working like <job>" (see
    `_LIKE`), when no role was read: the job's last word a job noun, not an idiom."""
    mine = {f.slot for f in fills if f.subject == "user"}
    if "role" in mine or _NOT_OWN.search(text):
        return fills
    found = _LIKE.search(text.replace("’", "'"))
    if found is None:
        return fills
    role = " ".join(found["role"].lower().split())
    last = role.split()[-1]
    if last in _LIKE_IDIOMS or not job_head(last):
        return fills
    added = [Fill("role", role)]
    place = found["place"]
    if place and "work_location" not in mine and latin_kind(place) == "place":
        added.append(Fill("work_location", place))
    return [*fills, *added]


def everyday_work(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills once the shapes of this module are read."""
    return work_like(text, own_business(text, fills))


# --- Chinese: one's own named business is the employer, not a project or a founding -------

ZH_OWNER_ROLES: Final = frozenset(("创业者", "店主"))
"""Roles read from opening one's own business (自己开了个店): what the opener is when the
sentence names no trade of its own."""


def zh_named_business(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills once one's own named business is read as the employer only (开了个小工作室叫
    指尖漫游: no project `小工作室叫指尖漫游`), a trade said beside it is the role over the
    opener's (美甲师, not 店主), and a studio opened is no founding (创业者 says a company)."""
    mine = [f for f in fills if f.subject == "user"]
    employers = [f.value for f in mine if f.slot == "employer"]
    trades = [f for f in mine if f.slot == "role" and f.value not in ZH_OWNER_ROLES]
    studio = "工作室" in text and "公司" not in text
    return [
        f
        for f in fills
        if f.subject != "user"
        or not (
            (f.slot == "project" and "叫" in f.value and any(e in f.value for e in employers))
            or (f.slot == "role" and f.value in ZH_OWNER_ROLES and bool(trades))
            or (f.slot == "role" and f.value == "创业者" and studio)
        )
    ]
