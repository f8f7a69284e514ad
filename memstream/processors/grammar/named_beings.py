"""One reader for a named being in any surface shape: a kind (a relation noun, an animal or a
breed) and its name, with or without a determiner, in a sentence, a fragment or a label.

    "a heeler named Biscuit"          "an old collie, Meg"        "my old tortie (Miso)"
    "hubby Dan thinks ..."            "me + wife Greta run ..."   "wife's name is Ana btw"
    "my oldest, Sam, is 9"            "bandmate of mine, Jonah"   "bearded dragon update: Gordon"

Whose being it is: the user's unless a possessive of someone else stands before the kind
("her rabbit Clover", "Sam's dog Rex") or the clause is about someone else and the being is not
its subject ("my sister has a springer named Toby": hers, read elsewhere). Nothing is read from
a question, a wish or a hypothetical ("if I got a dog I'd call him Rex").

Pure: `read(text, fills)` returns `fills` with the named beings added (and the unnamed fill of
the same kind that a name now stands for removed).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import (
    en_people,
    kin_grouped,
    kin_listed,
    name_then_kind,
    own_pets,
    pet_care,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal
from memstream.processors.grammar.tokens import Clause, tokens_of

_MULTI_KINDS: Final[dict[str, str]] = {
    "business partner": "business partner",
    "brother in law": "brother-in-law",
    "sister in law": "sister-in-law",
    "mother in law": "mother-in-law",
    "father in law": "father-in-law",
    "other half": "partner",
    "better half": "partner",
    "middle one": "child",
    "little one": "child",
    "baby girl": "daughter",
    "baby boy": "son",
    "bearded dragon": "bearded dragon",
    "guinea pig": "guinea pig",
    "best friend": "best friend",
    "step son": "stepson",
    "step daughter": "stepdaughter",
    "foster son": "foster son",
    "foster daughter": "foster daughter",
    "foster kid": "foster child",
    "foster child": "foster child",
}
_RANKS: Final[dict[str, str]] = dict.fromkeys(
    "oldest eldest youngest middle firstborn kiddo".split(), "child"
)
_EVERYDAY_KIN: Final[dict[str, str]] = {
    "lad": "son",
    "lass": "partner",
    "nan": "grandmother",
    "nana": "grandmother",
    "nanna": "grandmother",
    "nanny": "grandmother",
    "gran": "grandmother",
    "bubbe": "grandmother",
    "bubby": "grandmother",
    "abuela": "grandmother",
    "oma": "grandmother",
    "grandad": "grandfather",
    "granddad": "grandfather",
    "gramps": "grandfather",
    "zayde": "grandfather",
    "abuelo": "grandfather",
    "opa": "grandfather",
    "mam": "mother",
    "mammy": "mother",
    "co-driver": "colleague",
    "godson": "godson",
    "goddaughter": "goddaughter",
    "godmother": "godmother",
    "godfather": "godfather",
}
"""Kin said the everyday or the family's own way ("my lad Rhys", "my nan Edna", "my bubbe"),
with the relation each names; read only after the user's own "my"/"our"."""
_EXTRA_KINDS: Final[dict[str, str]] = {
    "bandmate": "bandmate",
    "cofounder": "cofounder",
    "co-founder": "cofounder",
    "bff": "best friend",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "novia": "girlfriend",
    "novio": "boyfriend",
    **_RANKS,
    **_EVERYDAY_KIN,
}
_NOT_NAMES: Final = w.words(
    """i i'm the a an and but so or he she they we it its it's this that there here my our his
    her their your you yes no ok okay lol btw fyi also just too very still now then today
    tomorrow monday tuesday wednesday thursday friday saturday sunday january february march
    april may june july august september october november december christmas easter mr mrs ms
    dr update pets pet kids dog dogs cat cats"""
)
_MY: Final = w.words("my our me mi mis mon ma mein meine meu minha")
"""The user's possessive, in English or a language the user switches to ("mi novia Lucía")."""
_OTHERS_OWN: Final = w.words("his her their your its whose")
_UNSURE: Final = re.compile(
    r"(?i)\b(?:if|would|could|might|maybe|perhaps|wanna|want|wants|wish|hoping|thinking|"
    r"considering|should|gonna|planning|plan|someday|dream|dreaming|imagine)\b"
)
_CORRECTED: Final = re.compile(
    r"(?i)(?:,|—|-)\s*(?:sorry|no wait|wait|i mean|i meant|correction|oops|scratch that)\b"
)
"""A correction inside the message: the names in it are left to the correction rules."""
_GONE: Final = re.compile(
    r"(?i)\b(?:used to|(?<!'ve )(?<!have )(?<!has )had|lost|late|passed|died|rip|grew up with"
    r"|growing up)\b"
)
"""A being the user had and no longer has: not a current one."""
_CLAUSES: Final = re.compile(r"[.!;\n]+\s*|\s+[—–]\s+|\s+-\s+(?=[A-Za-z])")
_NAME: Final = r"[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?"
_CUE: Final = re.compile(
    rf"^(?:'s|’s|is)?\s*(?:named|called|name\s+is|name's|nicknamed)\s+(?P<n>{_NAME})"
    rf"|^\s*,\s*(?:(?:old|dear|young|little)\s+)?(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?P<a>{_NAME})\s*(?=,|\)|$|\.|!|;|\band\b|\bis\b|\bhas\b|\bwho\b|\bjust\b|\('s)"
    rf"|^\s*\((?P<p>{_NAME})\)"
    rf"|^\s+(?:update\s*)?:\s*(?P<c>{_NAME})"
    rf"|^\s+(?P<j>{_NAME})(?=\s|,|\.|!|$)"
)
_AND_NAME: Final = re.compile(rf"^\s*(?:,\s*)?(?:and|&)\s+(?P<n>{_NAME})")
_MINE_BEFORE: Final = re.compile(
    r"(?i)(?:\bmy|\bour|\bme\s*(?:\+|and|&)|\bmi|\bmis|\bmon|\bma|\bmein|\bmeine|\bmeu|\bminha"
    r")\s*$"
)
"""What may stand before a kind with its name right after it ("my", "me + wife Greta",
"mi novia Lucía"): not "the guy Dan"."""


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` with every named being of the user's that the text names in any shape."""
    if _CORRECTED.search(text):
        return fills  # "our dog's name is Biscuit, sorry, Pretzel": read by the correction rules
    found: list[Fill] = []
    for clause in _CLAUSES.split(text):
        if "?" in clause or '"' in clause or "“" in clause:
            continue
        found += _in_clause(clause) + _newborn(clause) + name_then_kind.read(clause)
        found += kin_listed.en_read(clause)  # "married to Aroha", "kids: Noa, Eli" (g52i)
    found += pet_care.en_read(text)  # "I walk Bramble at 6, she's a collie"
    found += [] if '"' in text or "“" in text else kin_grouped.en_read(text)  # g53i
    found += own_pets.en_described(text)  # "our cat is a tabby called Jasper" (g52i)
    known = {(f.slot, f.value.lower()) for f in fills}
    new = [f for f in found if (f.slot, f.value.lower()) not in known]
    if not new:
        return fills
    kinds = {(f.slot, f.kind) for f in new}
    return [f for f in fills if not _named_now(f, kinds)] + _unique(new)


_NEWBORN: Final = re.compile(
    rf"(?:^|[,;]\s*)(?:(?:and|so|but)\s+)?(?i:baby)\s+(?P<n>{_NAME})\s+(?:is|turns|turned|'s)\s+"
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(?:days?|weeks?|wks?|months?|mos?)\b"
)
"""A newborn named with its age in days, weeks or months at a clause's start ("on leave
till June, baby Noor is 6 weeks"): the user's baby (not "baby Yoda is cute")."""


_OTHERS_BEFORE: Final = re.compile(
    r"(?i)\b(?:he|she|they|his|her|their|friend|sister|brother|cousin|son|daughter|niece"
    r"|nephew|colleague|coworker|neighbou?r|boss)\b|\b\w+['’]s\b"
)
"""Another person named before a newborn: the baby may be theirs."""


def _newborn(clause: str) -> list[Fill]:
    """The user's baby a clause names by its age in days, weeks or months."""
    found = _NEWBORN.search(clause)
    if found is None or not _a_name(found["n"]) or _OTHERS_BEFORE.search(clause[: found.start()]):
        return []  # "my sister had a girl, baby Ada is 2 weeks old": a niece
    return [Fill("relation", found["n"], kind="baby")]


def _named_now(fill: Fill, kinds: set[tuple[str, str]]) -> bool:
    """An unnamed user fill that a named one of the same slot now stands for."""
    if fill.subject != "user" or fill.slot not in ("pet", "relation") or fill.value != fill.kind:
        return False
    generic = {"dog", "cat", "pet", "child", "kid", "kids", "children", "puppy", "kitten"}
    for slot, kind in kinds:
        if slot == fill.slot and (fill.kind in generic or fill.kind in kind or kind in fill.kind):
            return True
    return False


def _unique(fills: list[Fill]) -> list[Fill]:
    seen: set[tuple[str, str]] = set()
    kept = []
    for fill in fills:
        if (fill.slot, fill.value) not in seen:
            seen.add((fill.slot, fill.value))
            kept.append(fill)
    return kept


def _in_clause(clause: str) -> list[Fill]:
    """The named beings of the user's in one clause."""
    subject, _ = en_people.subject(Clause(tokens_of(clause))) if clause.strip() else ("user", 0)
    found: list[Fill] = []
    for kind_match in _KIND_WORD.finditer(clause):
        said = kind_match.group(0)
        slot, kind = _kind_of(said)
        if not slot:
            continue
        before = clause[: kind_match.start()]
        if _UNSURE.search(before) or _GONE.search(before):
            continue  # "if I got a dog named Rex", "I used to have a cat named Smokey"
        if not _users(before, subject, kind_match.start(), clause):
            continue
        aged = kind == "child" and (
            _AGED.match(said) or said.lower().startswith(("toddler", "teen"))
        )
        if aged and not _PARENT_OF.search(before):
            continue  # "a 9 year old" is the user's child only after "dad to", "mum of"
        ranked = said.lower() in _RANKS or bool(aged)
        if slot == "relation" and not (aged or _close_enough(kind, before, ranked)):
            continue  # "the new intern, Raj": someone at work, not one of the user's people
        rest = clause[kind_match.end() :]
        mine = re.match(r"^\s+of\s+(?:mine|ours)\b", rest)
        rest = rest[mine.end() :] if mine else rest  # "bandmate of mine, Jonah"
        where = _WHERE_FROM.match(rest)
        rest = rest[where.end() :] if where else rest  # "my mentor at the studio, Ottilie,"
        names = _names(rest, before, said.lower().endswith(("'s", "’s")), said)
        if slot == "pet":
            kind = _with_breed_word(before, kind)  # "golden retriever", "border collie"
        found += [Fill(slot, name, kind=kind) for name in names]
    return found


_WHERE_FROM: Final = re.compile(
    r"^\s+(?:at|from|in)\s+(?:(?:the|my|our)\s+[\w'’ -]{1,30}?|work|school|uni|college|church"
    r"|the\s+gym|[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)(?=\s*,)"
)
"""Where a person of the user's is from, between the kind and the name ("my mentor at the
glass studio, Ottilie", "my friend from work, Dana")."""
_AGED: Final = re.compile(
    r"(?i)^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
    r"[- ]?(?:year|yr)[- ]old$"
)
"""A child said by age ("a 9 year old, Noah") after "dad to", "mum of"."""
_PARENT_OF: Final = re.compile(
    r"(?i)\b(?:dad|mum|mom|mother|father|parent|papa|mama)\s+(?:of|to)\s+(?:a|an|one)\s*$"
)
_KIND_WORD: Final = re.compile(
    r"(?i)\b(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]?(?:year|yr)"
    r"[- ]old|toddler|teen|teenager|"
    + "|".join(re.escape(k) for k in sorted(_MULTI_KINDS, key=len, reverse=True))
    + r"|[a-z][a-z-]*)\b(?:'s|’s)?"
)


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def _kind_of(said: str) -> tuple[str, str]:
    """(slot, kind) of a kind word or phrase, ("", "") when it names no being."""
    low = re.sub(r"(?:'s|’s)$", "", said.lower())
    low = " ".join(low.split())
    if _AGED.match(low) or low in ("toddler", "teen", "teenager"):
        return "relation", "child"
    if low in _MULTI_KINDS:
        kind = _MULTI_KINDS[low]
        return ("pet" if is_animal(kind.split()[-1]) else "relation"), kind
    if low in _EXTRA_KINDS:
        return "relation", _EXTRA_KINDS[low]
    if low in w.RELATIONS and w.RELATIONS[low] not in w.ANIMALS:
        return "relation", w.RELATIONS[low]
    if is_animal(low) and low not in ("lab", "pointer", "boxer", "setter", "mouse", "python"):
        return "pet", low[:-1] if low.endswith("s") and is_animal(low[:-1]) else low
    return "", ""


def _users(before: str, subject: str, start: int, clause: str) -> bool:
    """True when the kind at `start` is the user's: no one else's possessive before it, and
    the clause is the user's or the being is its subject."""
    words = re.findall(r"[\w'’]+", before.lower())
    near = words[-3:]
    if any(word in _OTHERS_OWN for word in near[-2:]):
        return False
    if words and (words[-1].endswith(("'s", "’s")) and words[-1] not in ("it's", "that's")):
        return False  # "Sam's dog Rex", "my sister's cat"
    if subject in ("user", "someone") or not before.strip(" ,:(+&"):
        return True
    opening = re.fullmatch(r"(?i)\s*(?:my|our|the|a|an)?\s*(?:[a-z-]+\s+){0,2}", before)
    return opening is not None and start < 25


_BREED_WORDS: Final = w.words(
    """golden german border jack maine cocker springer french english leopard corn ball
    bearded guinea king miniature mini toy standard yorkshire australian bernese irish
    scottish siberian persian british russian norwegian"""
)
"""Words a breed's name opens with ("golden retriever", "border collie", "maine coon")."""


def _with_breed_word(before: str, kind: str) -> str:
    """The kind with the breed word said just before it ("golden" + "retriever")."""
    words = before.split()
    if words and words[-1].lower() in _BREED_WORDS and " " not in kind:
        return f"{words[-1].lower()} {kind}"
    return kind


def _close_enough(kind: str, before: str, ranked: bool) -> bool:
    """A relation read with its name: one of the user's own people ("my business partner",
    "hubby"), or a close one or a child by rank after "the" ("the youngest, Ivy")."""
    last = re.findall(r"[\w'’]+", before.lower())[-3:]
    if set(last) & _MY or not last:
        return True
    if any(word in ("a", "an", "this", "that") for word in last):
        return False
    if "the" in last:  # "the missus, Jo", "the youngest, Ivy"; not "the new intern, Raj"
        return kind in w.CLOSE_RELATIONS or ranked
    return kind in w.CLOSE_RELATIONS or kind in _EXTRA_KINDS.values()


def _bare_name_ok(before: str, said: str) -> bool:
    """A name right after a kind with nothing between: after "my", "our", "me +" ("my
    business partner Imran", "me + wife Greta"), or after a pet name for one's spouse at a
    clause start ("hubby Dan thinks ..."); a title-case pair is a title ("Brother Louie")."""
    bare = _without_adjectives(before)
    if _MINE_BEFORE.search(bare):
        return True
    return said.lower() in _SPOUSE_WORDS and (said.islower() or not before.strip())


_SPOUSE_WORDS: Final = w.words("hubby hubs wifey missus bf gf bestie")


def _names(rest: str, before: str, possessive: bool, said: str = "") -> list[str]:
    """The name(s) right after a kind, in the shapes the module docstring lists."""
    cue = _CUE.match(rest)
    if cue is None or (possessive and cue["n"] is None):
        return []  # "my grandmother's Lebanese recipes": no name
    if cue["j"] is not None and not _bare_name_ok(before, said):
        return []  # "the guy Dan", "Mother Teresa", "Cat Stevens": no name of the user's
    name = next(g for g in (cue["n"], cue["a"], cue["p"], cue["c"], cue["j"]) if g is not None)
    names = [name]
    more = _AND_NAME.match(rest[cue.end() :].lstrip(")"))
    if more is not None:
        names.append(more["n"])
    return [n for n in names if _a_name(n)]


def _without_adjectives(before: str) -> str:
    """The text before a kind without the one or two descriptive words just before it."""
    return re.sub(
        r"(?i)(?:\s*\b(?:new|old|little|big|dear|late|eldest|oldest|youngest|wee|baby|"
        r"lovely|sweet|crazy|rescue|two|three|\d+)\b)+\s*$",
        "",
        before,
    )


def _a_name(name: str) -> bool:
    """A person's or pet's name, not a word a sentence starts with, a day or a place."""
    first = name.split()[0]
    if re.search(r"['’](?:ve|ll|d|m|re|s)$", first.lower()):
        return False  # "I've", "She's"
    return first.lower() not in _NOT_NAMES and first.lower() not in w.PLACES
