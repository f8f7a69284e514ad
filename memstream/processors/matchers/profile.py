"""Self-descriptions into profile fields, English and Chinese: name, role, employer,
location, origin, languages, timezone (here), relations, skills, projects and goals
(`en_people`, `zh_people`). Each field's cardinality is declared in `fields`.

Precision over recall: "I'm a bit tired" is not a role, "call me later" is not a name.
English names and places must be capitalized; roles need a known role noun. Several
fields can come from one sentence: "I'm Marta Kowalski, a nurse at St. Mary's in
Krakow" gives name, role, employer and location.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.matchers.common import (
    Gated,
    clauses,
    gated,
    to_candidates,
    triggers,
    unique_by_key,
    user_sentences,
)
from memstream.processors.matchers.en_people import EN_PEOPLE_RULES
from memstream.processors.matchers.fields import Found, profile_draft
from memstream.processors.matchers.lexicon import LANGUAGES, ROLE_NOUNS
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES
from memstream.processors.matchers.zh_people import ZH_PEOPLE_RULES
from memstream.processors.matchers.zh_profile import ZH_RULES
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted

MATCHER: Final = "profile@2"
Rule = Callable[[str], Found]
"""A rule reads one clause and returns (field, value, content) triples."""

_CAP: Final = r"[A-Z][\w.'&-]*"
_NAME: Final = re.compile(
    r"(?i:\bmy name is|\bmy name's|\bcall me|\bi go by)\s+"
    r"(?P<v>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
)
_INTRO: Final = re.compile(
    r"^(?:(?:hello|hi|hey)\W+)?(?i:i'm|i am|this is)\s+(?P<v>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})"
    r"(?:\s*,\s*(?P<rest>(?i:an?)\s+.+)|\s+(?i:from)\s+.+)?$"
)
_NAME_LOWER: Final = re.compile(r"(?i:\bmy name is)\s+(?P<v>[a-z][\w'-]+)$")
_ROLE_ONLY: Final = re.compile(
    r"^(?:an?\s+)?(?P<v>[\w' -]+?)(?:\s+(?:at|for|in|from|with|of|who|and|but|so|because)\b.*)?$",
    re.IGNORECASE,
)
_NEGATIONS: Final = frozenset("not no never".split())
_NOT_NAMES: Final = frozenset("not a the maybe later back when if i now anytime soon".split())
_ROLE: Final = re.compile(
    r"\b(?P<how>i'm|i am|i(?:'m|\s+am)?\s+work(?:ing)?\s+as"
    r"|my (?:job|role|profession|occupation) is)\s+(?:an?\s+)?"
    r"(?P<v>[\w' -]+?)(?:\s+(?:at|for|in|from|with|of|who|and|but|so|because)\b.*)?$",
    re.IGNORECASE,
)
_ORG_AFTER: Final = re.compile(rf"^\s*(?:at|for)\s+(?P<v>(?i:the\s+)?{_CAP}(?:\s+{_CAP})*)")
_PLACE_AFTER: Final = re.compile(rf"^\s*in\s+(?P<v>(?i:the\s+)?{_CAP}(?:\s+{_CAP}){{0,3}})\s*$")
_ORIGIN: Final = re.compile(
    r"(?i:\bi(?:'m|\s+am)\s+(?:originally\s+)?from|\bi\s+(?:originally\s+)?come\s+from"
    r"|\bi\s+grew\s+up\s+in)\s+"
    rf"(?P<v>(?i:the\s+)?{_CAP}(?:\s+{_CAP}){{0,3}})"
)
_EMPLOYER: Final = re.compile(
    rf"(?i:\bi(?:'m|\s+am)?\s+(?:currently\s+|now\s+)?work(?:ing)?\s+(?:at|for)\s+"
    r"|\bi(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?(?:joined|started\s+(?:working\s+)?at)\s+)"
    rf"(?P<v>(?i:the\s+)?{_CAP}(?:\s+(?:{_CAP}|of|&))*)"
)
_LOCATION: Final = re.compile(
    r"(?i:\bi\s+(?:currently\s+|now\s+)?live\s+in\s+|\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+)?"
    r"(?:based|living|located)\s+in\s+|\bi\s+(?:just\s+|recently\s+)?moved\s+to\s+)"
    rf"(?P<v>(?i:the\s+)?{_CAP}(?:\s+{_CAP}){{0,3}})"
)
_LANGUAGE: Final = re.compile(
    r"\b(?:(?P<native>my\s+(?:native|first|mother)\s+(?:language|tongue)\s+is"
    r"|i\s+natively\s+speak)|i\s+(?:fluently\s+|also\s+|can\s+)?speak)"
    r"\s+(?P<v>[a-z]+(?:\s*(?:,|and)\s*[a-z]+)*)",
    re.IGNORECASE,
)
_TZ_ABBR: Final = (
    "PST|PDT|EST|EDT|CST|CDT|MST|MDT|GMT|UTC|BST|CET|CEST|IST|JST|KST|AEST|AEDT|HKT|SGT"
)
_UTC_OFFSET: Final = r"(?:UTC|GMT|utc|gmt)\s*[+-]\s*\d{1,2}(?::?\d{2})?"
_TIMEZONE: Final = re.compile(
    r"(?i:\bmy\s+time\s*zone\s+is\s+)(?P<v>\S+(?:\s+\S+){0,3})"
    rf"|(?i:\bi(?:'m|\s+am)\s+in\s+(?:the\s+)?)(?P<w>{_UTC_OFFSET}|(?:{_TZ_ABBR})\b"
    r"|(?:Pacific|Eastern|Central|Mountain)\s+(?i:time(?:\s+zone)?))"
)


def match_profile(event: MessagePosted) -> list[MemoryCandidate]:
    """Profile fields the user states about themself, in English or Chinese."""
    drafts = []
    for sentence in user_sentences(event):
        rules = ZH_ALL_RULES if sentence.chinese else EN_ALL_RULES
        for clause in clauses(sentence):
            for rule in gated(rules, clause):
                for field, value, content in rule(clause):
                    drafts.append(profile_draft(field, value, content, sentence.quote))
    return to_candidates(event, MATCHER, unique_by_key(drafts))


def en_name(clause: str) -> Found:
    """ "My name is Ada", "call me Ada", "I go by Ada"."""
    match = _NAME.search(clause) or _NAME_LOWER.search(clause)
    if match is None or match["v"].split()[0].lower() in _NOT_NAMES:
        return []
    name = match["v"] if match["v"][0].isupper() else match["v"].capitalize()
    return [("name", name, f"Name is {name}")]


def en_intro(clause: str) -> Found:
    """ "I'm Marta Kowalski, a nurse at St. Mary's in Krakow": a name, then what follows."""
    match = _INTRO.match(clause)
    if match is None:
        return []
    names = match["v"].split()
    if names[0].lower() in EN_NOT_SELF_NAMES | _NOT_NAMES or names[-1].lower() in ROLE_NOUNS:
        return []  # "I'm Canadian", "I'm Back": not a name
    found = [("name", match["v"], f"Name is {match['v']}")]
    return found + (role_phrase(match["rest"], loose=False) if match["rest"] else [])


def en_role(clause: str) -> Found:
    """ "I'm a data scientist (at Acme)", "I work as a nurse", "my job is teacher"."""
    match = _ROLE.search(clause)
    if match is None:
        return []
    loose = match["how"].lower() not in ("i'm", "i am")
    return role_phrase(clause[match.start("v") :], loose, match.end("v") - match.start("v"))


def role_phrase(text: str, loose: bool, length: int | None = None) -> Found:
    """ "a nurse at St. Mary's in Krakow": role, then employer ("at X") and place ("in Y")."""
    if length is None:
        match = _ROLE_ONLY.match(text)
        if match is None:
            return []
        text, length = text[match.start("v") :], match.end("v") - match.start("v")
    role = text[:length].strip().lower()
    if not _plausible_role(role, loose):
        return []  # "I'm a bit tired", "I'm not a doctor": no role
    found = [("role", role, f"Works as {_article(role)} {role}")]
    rest = text[length:]
    if org := _ORG_AFTER.match(rest):
        found.append(("employer", org["v"], f"Works at {org['v']}"))
        rest = rest[org.end() :]
    return found + _place_after(rest)


def _place_after(rest: str) -> Found:
    place = _PLACE_AFTER.match(rest)
    return [] if place is None else [("location", place["v"], f"Lives in {place['v']}")]


def _plausible_role(role: str, loose: bool) -> bool:
    tokens = role.split()
    if not tokens or len(tokens) > 4 or _NEGATIONS & set(tokens):
        return False
    return loose or tokens[-1] in ROLE_NOUNS


def _article(noun: str) -> str:
    return "an" if noun[0] in "aeiou" else "a"


def en_employer(clause: str) -> Found:
    """ "I work at Acme Corp", "I'm working for the BBC", "I joined Globex"."""
    match = _EMPLOYER.search(clause)
    if match is None:
        return []
    org = re.sub(r"\s+(?:of|&)$", "", match["v"])
    return [("employer", org, f"Works at {org}"), *_place_after(clause[match.end() :])]


def en_location(clause: str) -> Found:
    """ "I live in Berlin", "I'm based in New York", "I moved to Lisbon"."""
    match = _LOCATION.search(clause)
    return [] if match is None else [("location", match["v"], f"Lives in {match['v']}")]


def en_origin(clause: str) -> Found:
    """ "I'm from Poland", "I grew up in Osaka": where the user comes from."""
    match = _ORIGIN.search(clause)
    if match is None or match["v"].split()[0].lower() in _NOT_NAMES:
        return []
    return [("origin", match["v"], f"Comes from {match['v']}")]


def en_language(clause: str) -> Found:
    """ "I speak English and Spanish" (each a language), "my native language is German"."""
    match = _LANGUAGE.search(clause)
    if match is None:
        return []
    names = [LANGUAGES.get(word.lower()) for word in re.findall(r"[A-Za-z]+", match["v"])]
    known = list(dict.fromkeys(name for name in names if name is not None))
    if not known or names[0] is None:
        return []  # "I speak slowly": not a language
    found: Found = [("languages", name, f"Speaks {name}") for name in known]
    if match["native"]:
        found.insert(0, ("native_language", known[0], f"Native language is {known[0]}"))
    return found


def en_timezone(clause: str) -> Found:
    """ "My timezone is Europe/Paris", "I'm in UTC+8", "I'm in the Pacific time zone"."""
    match = _TIMEZONE.search(clause)
    if match is None:
        return []
    value = canonical_timezone(match["v"] or match["w"])
    return [("timezone", value, f"Timezone is {value}")]


_TRAILING_TIME: Final = re.compile(
    r"\s+(?:now|currently|these days|nowadays|at the moment|for now)$", re.IGNORECASE
)


def canonical_timezone(text: str) -> str:
    """A timezone as written, with UTC/GMT offsets made compact and upper-case."""
    text = _TRAILING_TIME.sub("", text.strip(" ."))
    if re.fullmatch(_UTC_OFFSET, text):
        return re.sub(r"\s+", "", text).upper()
    return re.sub(r"(?i)\s+time(?:\s+zone)?$", " Time", text)


EN_RULES: Final[tuple[Gated[Rule], ...]] = (
    (triggers("name|call me|go by"), en_name),
    (triggers("i'm |i am |this is "), en_intro),
    (triggers("i'm |i am |work|job|role|profession|occupation"), en_role),
    (triggers("work|joined|started"), en_employer),
    (triggers("live|based|located|moved"), en_location),
    (triggers("from|grew up"), en_origin),
    (triggers("speak|language|tongue"), en_language),
    (triggers("time|utc|gmt|i'm in|i am in"), en_timezone),
)
EN_ALL_RULES: Final = EN_RULES + EN_PEOPLE_RULES
ZH_ALL_RULES: Final = ZH_RULES + ZH_PEOPLE_RULES
