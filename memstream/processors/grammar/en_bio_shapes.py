"""Two English self-description shapes the clause grammar leaves half read.

- A role then "at"/"with" an organisation named like a place or a saint ("I'm a nurse at
  Providence", "RN at St. Brigid's Hospice", "cook at Mercy"): the organisation is the
  employer, though its name is a city's (nobody works "at" a city) or holds a period.
- A bare bio, a comma list opening with a capitalised name and an age ("Ailsa, 38, live in
  Perth, retired nurse", "Tomás — 52 — electrician"): the first item is the user's name.

- The same bio in Chinese (王磊，35岁，程序员): a surname-led name before the age.

Pure. `read(text, fills)` (English) and `zh_read(text, fills)` (Chinese) give the fills with
what these shapes add; gated on cheap cues.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import en_pos, value_patterns
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of
from memstream.processors.grammar.zh_words import SURNAMES

_ORG: Final = (
    r"(?:(?:St|Ste|Mt)\.?\s+|Saint\s+|Mount\s+)?[A-Z][\w'’&-]*"
    r"(?:\s+(?:of\s+)?(?:St\.?\s+|Saint\s+)?[A-Z][\w'’&-]*){0,4}"
)
"""A capitalised name of up to five words, a saint's or mount's abbreviation kept whole."""
_OF: Final = r"(?:\s+(?:of|for)\s+[a-z]+(?:\s+[a-z]+)?)?"
"""What a role is of ("curator of prints at ..."), between the role and its employer."""
_SERVE: Final = re.compile(
    r"(?i:\bi(?:'m| am)?\s+(?:currently\s+|now\s+)?(?:serve|serving)\s+as\s+"
    r"(?:an?\s+|the\s+|our\s+)?)"
    r"(?P<rest>.+)"
)
"""A role held by service ("I serve as senior pastor at ..."), said in the present."""
_PAST: Final = re.compile(
    r"\b(?:was|were|used to|former|formerly|ex|retired|until)"
    r"(?:\s+(?:a|an|the|as))*\W*$",
    re.I,
)
_NOT_ORGS: Final = w.NOT_NAMES | w.words("christmas easter thanksgiving night nights weekends")
_BIO: Final = re.compile(
    r"^\s*(?:(?:hi|hello|hey|ok|okay|right|so|for the record|about me)\W+)*"
    r"(?P<name>[A-Z][a-zà-ÿ'’-]+(?: [A-Z][a-zà-ÿ'’-]+)?)\s*[,—–-]\s*"
    r"(?P<age>1[3-9]|[2-9]\d)\s*(?:[,—–-]|$)"
)
"""A message opening "Name, 44," (or with dashes): a bio's first items."""
_SELF: Final = re.compile(
    r"(?:^|[,;—–-])\s*(?:i|i'm|im|i've|my|me|live|living|work|working|run|running|love|have"
    r"|speak|moved|based|allergic|born|raised)\b",
    re.I,
)
"""An item said by the user of themselves: "I"/"my", or a verb without a subject ("live in
Oban", "run a B&B", "allergic to shellfish")."""
_ABOUT_ME: Final = re.compile(r"(?i)^\s*(?:about me|me|myself|bio|intro)\s*[:—–-]")
_THIRD: Final = re.compile(r"\b(?:he|she|his|her|him|they|their|them)\b", re.I)
_MANY: Final = re.compile(r"^\s*[,—–-]?\s*(?:and|&)\b", re.I)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role one serves as, the employer after the user's role, the
    name opening a bare bio and the people and pets a bio lists by name."""
    found = _bio_name(text, _employer_after_role(text, _served(text, fills)))
    named = [f for f in kin_listed(text) if f not in found]
    kinds = {(f.slot, f.kind) for f in named}
    bare = [f for f in found if (f.slot, f.kind) in kinds and f.value == f.kind]
    return [f for f in found if f not in bare] + named  # "my sister's Anna": not also "sister"


_KIN_LISTED: Final = re.compile(
    r"(?:^|[,;]\s*)(?:and\s+)?(?i:my\s+|our\s+|the\s+)?(?P<kind>[a-z]+)'s\s+"
    r"(?P<name>[A-Z][a-z]+)(?=\s*(?:[,;.!]|$|and\b))"
)
"""A bio's "wife's Moira, dog's Brodie": someone close or a pet, named, in a list of facts."""


def kin_listed(text: str) -> list[Fill]:
    """The people and pets `_KIN_LISTED` names (a relation or an animal word only)."""
    found = []
    for said in _KIN_LISTED.finditer(text.replace("’", "'")):
        kind, name = said["kind"], said["name"]
        if kind in w.ANIMALS:
            found.append(Fill("pet", name, kind=kind))
        elif kind in w.RELATIONS:
            found.append(Fill("relation", name, kind=w.RELATIONS[kind]))
    return found


def _served(text: str, fills: list[Fill]) -> list[Fill]:
    """The role after "I serve as", when no role of the user was read."""
    if "serv" not in text or any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    found = _SERVE.search(text)
    role = o.role(tokens_of(found.group("rest")), 0) if found else None
    return [*fills, Fill("role", role[0])] if role is not None else fills


def _employer_after_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The employer named right after the user's role by "at"/"with", where the clause
    grammar read none or cut it at a period ("St" of "St. Brigid's")."""
    if " at " not in text and " with " not in text:
        return fills
    roles = [f.value for f in fills if f.slot == "role" and f.subject == "user"]
    had = [f for f in fills if f.slot == "employer" and f.subject == "user"]
    for role in roles:
        found = value_patterns.search(
            rf"(?P<before>^|.{{0,20}}?)\b(?i:{re.escape(role)}{_OF}\s+(?:at|with)\s+(?:the\s+)?)"
            rf"(?P<org>{_ORG})",
            text,
        )
        if found is None or not found.group("org")[0].isupper():
            continue
        org = re.sub(r"['’]s$", "'s", found.group("org")).rstrip(".")
        if org.split()[0].lower() in _NOT_ORGS or _PAST.search(found.group("before")):
            continue
        if not had:
            return [*fills, Fill("employer", org)]
        cut = [f for f in had if org.startswith(f.value) and org != f.value]
        if cut:
            return [f for f in fills if f not in cut] + [Fill("employer", org)]
    return fills


_TYPED_LOW: Final = re.compile(
    r"^\s*(?i:(?:(?:hi|hey|hello|hiya|yo|ok|so)\W+)*(?:i'm|i’m|im|i am)\s+)"
    r"(?P<name>[a-z][a-z'-]{1,14})"
    r"\s*,\s*(?:1[3-9]|[2-9]\d)\s*(?:,|$|y/?o\b|yrs?\b|years\b)"
)
"""A bio typed in lower case, the name then the age ("im maya, 19, barista in providence")."""
_NOT_NAME_ENDS: Final = ("ic", "ian", "ish", "ed", "ing", "ese", "ful", "less", "ous", "ive")
_TITLED_BIO: Final = re.compile(
    r"^\s*(?:(?:hi|hello|hey|dear\s+\w+)\W+)*(?P<title>(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+)?"
    r"(?P<name>[A-Z][a-zà-ÿ'’-]+(?: [A-Z][a-zà-ÿ'’-]+){0,2})\s*,\s*(?P<role>[a-z][\w -]{2,40}?)"
    r"\s*(?:[,.;]|$)"
)
"""A bio opening with a full name (or a titled one) and a bare job ("Dr. Amara Nwosu,
orthodontist, Lagos.")."""


def _lower_name(text: str) -> str:
    """The name of a lower-case bio ("im maya, 19"), "" when the word is a known word."""
    found = _TYPED_LOW.match(text)
    if found is None:
        return ""
    name = found.group("name")
    known = en_pos.tag(name) not in ("", "FW") or en_pos.tag(name.capitalize()) not in (
        "",
        "NNP",
        "FW",
    )
    if known or name in w.NOT_NAMES or name in w.PLACES or name.endswith(_NOT_NAME_ENDS):
        return ""
    return name.capitalize()


def _titled_name(text: str) -> tuple[str, str]:
    """The full name and job opening a bio ("Dr. Amara Nwosu, orthodontist"), else ("", "")."""
    found = _TITLED_BIO.match(text)
    if found is None or (not found["title"] and " " not in found["name"]):
        return "", ""
    words = tokens_of(found["role"])
    role = o.role(words, 0)
    rest = text[found.end() :].strip(" .!")
    goes_on = not rest or rest.split(",")[0].strip().lower() in w.PLACES or _SELF.match(rest)
    if role is None or role[1] != len(words) or found["name"].lower() in w.PLACES or not goes_on:
        return "", ""  # "Mark Twain, writer, said it best": someone quoted
    return found["name"], role[0]


def _bio_name(text: str, fills: list[Fill]) -> list[Fill]:
    """The name opening a bare bio ("Morag, 44, ...", "im maya, 19", "Dr. Amara Nwosu,
    orthodontist, Lagos."), when the bio says more of the user and no name was read; not a
    place ("Leeds, 31"), a day or a plural ("and Mrs. Jones")."""
    if any(f.slot == "name" and f.subject == "user" for f in fills) or not text[:1].isalpha():
        return fills
    if _THIRD.search(text):
        return _bio_name_capitalised(text, fills)
    lower = _lower_name(text)
    if lower and not any(lower.lower() in f.value.lower().split() for f in fills):
        return [*fills, Fill("name", lower)]  # "im vegan, 19": the diet, no name
    name, role = _titled_name(text)
    if name:
        said = [f for f in fills if not (f.slot == "role" and f.subject == "user")]
        return [*said, Fill("name", name), Fill("role", role)]
    return _bio_name_capitalised(text, fills)


def _bio_name_capitalised(text: str, fills: list[Fill]) -> list[Fill]:
    """The name opening a bare bio with an age ("Morag, 44, ...")."""
    found = _BIO.match(text)
    if found is None or _MANY.match(text[found.end() - 1 :]):
        return fills
    if not _SELF.search(text[found.end() - 1 :]) and not _ABOUT_ME.match(text):
        return fills  # "Sarah, 34, a nurse in Leeds": maybe someone the user describes
    name = found.group("name")
    lower = name.lower()
    if lower in w.PLACES or any(part in _NOT_ORGS for part in lower.split()):
        return fills
    people = w.TITLES | w.PERSON_NOUNS | w.PEOPLE_WORDS | frozenset(w.RELATIONS)
    if lower in w.ROLE_HEADS or any(part in people for part in lower.split()):
        return fills
    if _THIRD.search(text[found.end() :]):
        return fills  # "Emma, 16, says she hates maths": someone the user talks about
    items = _items(text[found.end() :], fills)
    if not items and not any(f.subject == "user" for f in fills):
        return fills
    return [*fills, *items, Fill("name", name)]


_ITEM_BREAK: Final = re.compile(r"\s*[,;]\s*|\s+[—–-]\s+|\s*[—–]\s*")


def _items(rest: str, fills: list[Fill]) -> list[Fill]:
    """A bio's bare items the clause grammar left: a known place is the home, a whole role
    noun phrase the role ("electrician", "nursing student"), each only once."""
    slots = {f.slot for f in fills if f.subject == "user"}
    found: list[Fill] = []
    for item in _ITEM_BREAK.split(rest.strip(" .!")):
        words = tokens_of(item)
        if not words:
            continue
        if "home_location" not in slots and item[:1].isupper() and item.lower() in w.PLACES:
            found.append(Fill("home_location", item))
            slots.add("home_location")
            continue
        role = o.role(words, 0) if "role" not in slots else None
        if role is not None and role[1] == len(words):
            found.append(Fill("role", role[0]))
            slots.add("role")
    return found


_ZH_BIO: Final = re.compile(
    r"^\s*(?:大家好|你好|哈喽|嗨)?[，,！!。\s]*(?P<name>[\u4e00-\u9fff]{2,3})\s*[，,、—\s-]\s*"
    r"(?P<age>1[3-9]|[2-9]\d)\s*(?:岁|歲|周岁)"
)
"""A Chinese message opening "王磊，35岁": a bio's first items."""


def zh_read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the name opening a Chinese bare bio (王磊，35岁，程序员), when the bio
    says more of the user, no name was read and the name starts with a surname."""
    if "岁" not in text and "歲" not in text:
        return fills
    if any(f.slot == "name" and f.subject == "user" for f in fills):
        return fills
    found = _ZH_BIO.match(text)
    if found is None or found.group("name")[0] not in SURNAMES:
        return fills
    rest = text[found.end() :]
    if not any(f.subject == "user" for f in fills) or re.search(r"我(?:爸|妈|的|家)", text):
        return fills
    if not re.search(r"我|本人|住|在|做|会|喜欢|过敏|养", rest):
        return fills
    return [*fills, Fill("name", found.group("name"))]
