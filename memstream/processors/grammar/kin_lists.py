"""Kin said in the plural, then their names listed after a dash, a colon, a bracket or a short
clause ("three kids — Max, Leo and Ruby", "my nieces are visiting: Ruby (4) and Ivy (7)", "the
grandkids live with me now, Jay's 9 and Kia's 6"): one relation a name. Issue 22, g56e.

Pure: `english(text, fills)` takes one English sentence and its fills and returns them.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.kin_named import DIALECT_KIN
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

_DIALECT_PLURALS: Final = (
    "bairns", "weans", "kiddos", "young'uns", "lads", "boys", "girls", "grandkids", "children",
    "kids",
)  # fmt: skip
"""The plurals of `kin_named.DIALECT_KIN` (its other words name one person)."""
PLURAL_KIN: Final[dict[str, str]] = {
    **{kin: DIALECT_KIN[kin] for kin in _DIALECT_PLURALS},
    "sons": "son",
    "daughters": "daughter",
    "twins": "twin",
    "grandchildren": "grandchild",
    "grandsons": "grandson",
    "granddaughters": "granddaughter",
    "nieces": "niece",
    "nephews": "nephew",
    "brothers": "brother",
    "sisters": "sister",
    "stepkids": "stepchild",
    "godkids": "godchild",
    "godchildren": "godchild",
}
"""Kin words in the plural and the kind each of them is."""
_OWNED_ONLY: Final = frozenset(("boys", "girls", "lads"))
"""Kin words that are the user's only after "my" or "our" ("the girls" are friends)."""
_SAID: Final = w.words(
    """are were 're is live lives living stay stays staying visit visiting coming come came
    start starts starting turn turns turning with me us now right this weekend week today
    tomorrow over here home for the summer both still all currently again"""
)
"""The words a short clause between the kin and their names may have ("are staying this
weekend", "live with me now"); anything else (a verb with an object of its own) stops it."""
_KIN: Final = "|".join(sorted(PLURAL_KIN, key=len, reverse=True))
_NAME: Final = r"(?:baby |little )?[A-Z][\w'-]+"
_AGE: Final = r"(?:\s*\(\d{1,2}\)|,?\s+\d{1,2}\b|'s\s+\d{1,2}\b|,?\s+who(?:'s| is)\s+\d{1,2}\b)?"
_JOIN: Final = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"
_LISTED: Final = re.compile(
    r"(?:(?P<owner>\b(?i:my|our|the|me)\s+)|^\W*|(?<=\s))"
    r"(?P<count>(?i:two|three|four|five|2|3|4|5)\s+)?(?:(?i:grown|little|young|older|younger"
    rf"|foster|adopted|teenage|grown-up)\s+)?(?P<kin>(?i:{_KIN}))\b"
    r"(?P<said>[^.;!?:()\u2014\u2013,]{0,50}?)\s*(?:[:(\u2014\u2013,]|\s-)\s*"
    rf"(?P<names>{_NAME}{_AGE}(?:{_JOIN}{_NAME}{_AGE})+)"
    r"(?=\s*(?:[,.;!?)\u2014\u2013]|\s-\s|$))"
)
"""Plural kin, a short clause, then two names or more (with their ages)."""
_ONE: Final = re.compile(r"(?:baby |little )?([A-Z][\w-]*(?:'(?!s\b)[\w-]+)?)")


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with one relation for each name listed after the user's kin in the plural;
    the unnamed relation of that kind goes."""
    for found in _LISTED.finditer(text):
        kin = found["kin"].lower()
        kind = PLURAL_KIN.get(kin)
        if kind is None or not _owned(found, kin) or not _short_clause(found["said"]):
            continue
        names = _names(found["names"])
        if not names:
            continue
        fills = _with_names(fills, kind, kin, names)
    return fills


def _owned(found: re.Match[str], kin: str) -> bool:
    """Whose the kin are: "my", "our", "the", a number or the opening of the sentence ("my
    sister's kids" are not); "boys" and "girls" only after "my" or "our"."""
    owner = (found["owner"] or "").strip().lower()
    if kin in _OWNED_ONLY:
        return owner in ("my", "our", "me")
    if owner:
        return True
    before = found.string[: found.start()].rstrip()
    if before.endswith(("'s", "’s", "s'")):
        return False
    return bool(found["count"]) or not before.strip(" -*•>")


def _short_clause(said: str) -> bool:
    """Nothing between the kin and the names, or only the words of a short clause."""
    return all(word in _SAID for word in said.lower().replace("'re", " 're").split())


def _names(listed: str) -> list[str]:
    """The names of a list; none when one of them is a place, a language or a common word."""
    names = [m[1] for m in _ONE.finditer(listed)]
    for name in names:
        low = name.lower()
        if (
            low in w.NOT_NAMES
            or low in w.PLACES
            or low in w.LANGUAGES
            or low in EN_NOT_SELF_NAMES
            or low in w.RELATIONS
            or low in PLURAL_KIN
        ):
            return []
    return names


def _with_names(fills: list[Fill], kind: str, kin: str, names: list[str]) -> list[Fill]:
    """The fills with the named relations added and the unnamed one of that kind gone."""
    kinds = {kind, kin, w.RELATIONS.get(kin, kin)}
    kept = [
        f
        for f in fills
        if not (
            f.subject == "user"
            and f.slot == "relation"
            and f.value == f.kind
            and (f.kind in kinds or f.kind.rstrip("s") in kinds)
        )
        and not (f.subject == "user" and f.slot == "name" and f.value in names)
    ]
    known = {f.value for f in kept if f.slot == "relation" and f.subject == "user"}
    return kept + [Fill("relation", name, kind=kind) for name in names if name not in known]
