"""English profile rules for the multi-valued fields: relations (with names), skills,
current projects and goals. Each rule reads one clause and returns (field, value,
content) triples."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.matchers.common import Gated, triggers
from memstream.processors.matchers.fields import Found
from memstream.processors.matchers.lexicon import LANGUAGES
from memstream.processors.matchers.people_words import EN_RELATION_PATTERN, EN_RELATIONS, NOT_NAMES

_NAME: Final = r"(?P<name>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)"
_REL_MY: Final = re.compile(
    r"\b(?i:my|our)\s+(?:(?i:little|big|older|younger|baby|twin|eldest|oldest|youngest|best"
    rf"|new|two|three|\w+-year-old)\s+)?(?P<rel>(?i:(?:{EN_RELATION_PATTERN})s?))"
    r"(?:\s*,\s*|\s+(?i:is\s+)?(?i:called|named)\s+|\s+)" + _NAME
)
_REL_HAVE: Final = re.compile(
    r"\b(?i:i|we)\s+(?i:have|got|adopted)\s+(?i:a|an|one|two)\s+(?P<words>(?:[\w-]+\s+){0,2}?)"
    r"(?P<rel>[\w-]+)\s*,?\s+(?i:called|named)\s+" + _NAME
)
_REL_IS_MY: Final = re.compile(
    _NAME + rf"\s+is\s+(?i:my|our)\s+(?:[\w-]+\s+)?(?P<rel>(?i:{EN_RELATION_PATTERN}))\b"
)
_SKILL: Final = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:really\s+|very\s+|pretty\s+|quite\s+)?(?:good|great|skilled|proficient"
    r"|experienced|fluent|an\s+expert|expert|strong|well\s+versed)\s+(?:at|in|with)\s+(?P<v>.+)$"
    r"|\bi\s+(?:specialize|specialise)\s+in\s+(?P<w>.+)$"
    r"|\bmy\s+(?:skills|strengths|expertise|specialty|speciality)\s+(?:include|includes|are|is)"
    r"\s+(?P<x>.+)$"
    r"|\bi\s+have\s+(?:\d+|\w+)\s+years?\s+of\s+(?:experience\s+)?(?:in|with)\s+(?P<y>.+)$",
    re.IGNORECASE,
)
_PROJECT: Final = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|still\s+)?(?:working\s+on|building|developing"
    r"|writing|creating|designing)\s+(?P<v>(?:a|an|my|our|the)\s+.+)$"
    r"|\bmy\s+(?:current\s+|latest\s+|new\s+|side\s+|main\s+)?project\s+is\s+(?P<w>.+)$",
    re.IGNORECASE,
)
_GOAL: Final = re.compile(
    r"\bmy\s+(?:main\s+|big\s+|biggest\s+|ultimate\s+|long-term\s+|personal\s+)?(?:goal|dream"
    r"|ambition|aim|resolution)(?:\s+for\s+(?:this|next)\s+\w+|\s+this\s+year)?\s+is\s+(?:to\s+)?"
    r"(?P<v>.+)$"
    r"|\bi(?:'m|\s+am)\s+(?:trying|aiming|planning|working|saving\s+up)\s+to\s+(?P<w>.+)$"
    r"|\bi\s+want\s+to\s+(?P<x>(?:become|learn|master|run|finish)\s+.+)$"
    r"|\bi(?:'m|\s+am)\s+(?P<y>(?:learning|training\s+for|studying\s+for)\s+.+)$",
    re.IGNORECASE,
)
_PHRASE_END: Final = re.compile(
    r"\s+[-–—]\s+|\s*[,;:(]\s*|\s+and\s+(?:it|it's|things|that|this|i|i'm|we)\b", re.IGNORECASE
)
_DANGLING: Final = frozenset(
    "for to with of in on at from about even now too also a an the and but so or still".split()
)
_VAGUE: Final = frozenset("it this that something things stuff them everything".split())
_ITEM_SPLIT: Final = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|as well as)\s+")
_TAIL: Final = re.compile(
    r"\s+(?:because|since|but|so|although|though|which|when|these days|right now|at the moment"
    r"|lately|recently)\b.*$",
    re.IGNORECASE,
)


def en_relations(clause: str) -> Found:
    """ "my sister Anna", "our dog Max", "I have a cat named Miso", "Anna is my wife"."""
    found: Found = []
    for pattern in (_REL_MY, _REL_HAVE, _REL_IS_MY):
        for match in pattern.finditer(clause):
            found += _relation(match)
    return found


def _relation(match: re.Match[str]) -> Found:
    said = match["rel"].lower()
    name = re.sub(r"'s?$", "", match["name"])
    if name.split()[0] in NOT_NAMES:
        return []
    relation = EN_RELATIONS.get(said.rstrip("s"), EN_RELATIONS.get(said))
    if relation is None and match.re is not _REL_HAVE:
        return []
    if relation is None and said in ("car", "bike", "boat", "plant", "company", "business"):
        return []  # "I have a car named Herbie": a possession, not a relation
    key = relation or said.rstrip("s")
    phrase = (match.groupdict().get("words") or "") + match["rel"]
    return [(f"relations.{key}", name, f"Has a {phrase} named {name}")]


def en_skills(clause: str) -> Found:
    """ "I'm good at SQL and Go", "I have 10 years of experience in finance"."""
    match = _SKILL.search(clause)
    if match is None:
        return []
    found: Found = []
    for item in items(match["v"] or match["w"] or match["x"] or match["y"]):
        if (language := LANGUAGES.get(item.lower())) is not None:
            found.append(("languages", language, f"Speaks {language}"))
        else:
            found.append(("skills", item, f"Skilled in {item}"))
    return found


def en_projects(clause: str) -> Found:
    """ "I'm working on a budgeting app", "my side project is a chess engine"."""
    match = _PROJECT.search(clause)
    if match is None:
        return []
    project = _phrase(re.sub(r"^(?:called|named)\s+", "", match["v"] or match["w"], flags=re.I))
    if project is None:
        return []
    return [("projects", project, f"Working on {project}")]


def en_goals(clause: str) -> Found:
    """ "My goal is to run a marathon", "I'm trying to learn Japanese", "I'm learning Go"."""
    match = _GOAL.search(clause)
    if match is None:
        return []
    goal = _phrase(match["v"] or match["w"] or match["x"] or match["y"])
    if goal is None:
        return []
    return [("goals", goal, f"Goal: {goal}")]


def items(text: str) -> list[str]:
    """The items of a short list ("SQL, Go and Rust"), articles dropped, each <= 4 words."""
    text = _TAIL.sub("", text).strip(" .!")
    parts = [re.sub(r"^(?:the|a|an)\s+", "", part, flags=re.I) for part in _ITEM_SPLIT.split(text)]
    return [
        part for part in parts if part and len(part.split()) <= 4 and part.lower() not in _VAGUE
    ]


def _phrase(text: str) -> str | None:
    phrase = _PHRASE_END.split(_TAIL.sub("", text), maxsplit=1)[0].strip(" .!")
    tokens = phrase.split()
    while tokens and tokens[-1].lower() in _DANGLING:
        tokens.pop()  # "a library for", "learning German now"
    phrase = " ".join(tokens)
    if not phrase or len(phrase.split()) > 10 or phrase.split()[-1].lower() in _VAGUE:
        return None
    return None if phrase.lower() in _VAGUE else phrase


EN_PEOPLE_RULES: Final[tuple[Gated[Callable[[str], Found]], ...]] = (
    (triggers("my |our |have|got |adopted| is my| is our"), en_relations),
    (
        triggers(
            "good|great|skilled|proficient|experienced|fluent|expert|strong|versed|speciali"
            "|skills|strengths|expertise|specialty|years of"
        ),
        en_skills,
    ),
    (
        triggers("working on|building|developing|writing|creating|designing|project"),
        en_projects,
    ),
    (
        triggers(
            "goal|dream|ambition|aim|resolution|trying|planning|working to|saving up|want to"
            "|learning|training|studying"
        ),
        en_goals,
    ),
)
