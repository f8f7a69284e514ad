"""What the user said about other people, as sentences of the narrative. Pure.

A fact about someone else is keyed `fact:about:<kind>[:<name>]:<slot>` ("my son Theo likes
dinosaurs": `fact:about:son:theo:like`). The narrative says it with that person as the
subject ("The user's son Theo likes dinosaurs." / "用户的儿子小宝对鸡蛋过敏。"), one sentence per
person with their facts merged, in the narrative's language. A person known only by a
pronoun ("he", 他) is not said: the narrative cannot tell who it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, Protocol

from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS
from memstream.processors.narrative_verbs import said_of_them, with_article
from memstream.processors.narrative_words import (
    DIETS,
    KINDS_EN,
    RELATIONS_ZH,
    STATES,
    TEMPLATES,
    diet_of,
)
from memstream.text import has_cjk

Lang = Literal["en", "zh"]
ABOUT: Final = "fact:about:"
_VERBS: Final[dict[str, tuple[str, str]]] = {
    slot: TEMPLATES[template]
    for slot, template in {
        "role": "role", "employer": "employer", "home_location": "home",
        "work_location": "work", "languages": "languages", "allergy": "allergy",
        "condition": "condition", "like": "like", "dislike": "dislike", "skill": "skill",
    }.items()
}  # fmt: skip
"""The narrative's verb phrase of each slot said of someone else, by the fact's slot name."""
_OWNER: Final[dict[Lang, str]] = {"en": "The user's", "zh": "用户的"}
_UNKNOWN: Final = frozenset(
    "he she him her they them someone somebody 他 她 他们 她们 有人".split()
)


class Fact(Protocol):
    """What the narrative reads of a fact about someone else."""

    @property
    def key(self) -> str:
        """`fact:about:<kind>[:<name>]:<slot>`."""
        ...

    @property
    def value(self) -> str:
        """The fact's value."""
        ...


def is_about_others(key: str) -> bool:
    """Whether a memory's key holds a fact about someone other than the user."""
    return key.startswith(ABOUT)


def others_sentences(facts: Sequence[Fact], lang: Lang, user: str = "") -> list[str]:
    """One sentence per person the user (called `user`, when named) spoke of, their facts
    merged, in `lang`."""
    owner = (f"{user}的" if lang == "zh" else f"{user}'s") if user else _OWNER[lang]
    clauses: dict[str, list[str]] = {}
    for fact in facts:
        said = _said(fact, lang, owner)
        if said is not None:
            person, clause = said
            found = clauses.setdefault(person, [])
            if clause not in found:
                found.append(clause)
    return [_sentence(person, merged(found, lang), lang) for person, found in clauses.items()]


def _said(fact: Fact, lang: Lang, owner: str) -> tuple[str, str] | None:
    parts = fact.key[len(ABOUT) :].split(":")
    if len(parts) < 2 or parts[0].casefold() in _UNKNOWN:
        return None
    kind, name, slot = parts[0], ":".join(parts[1:-1]), parts[-1]
    person = _person(kind, name, lang, owner)
    clause = _clause(slot, fact.value.strip(), lang)
    return None if person is None or clause is None else (person, clause)


def _person(kind: str, name: str, lang: Lang, owner: str) -> str | None:
    """ "The user's son Theo" / "用户的儿子小宝" (None when the kind cannot be said in `lang`)."""
    canonical = EN_RELATIONS.get(kind.casefold()) or ZH_RELATIONS.get(kind) or KINDS_EN.get(kind)
    if lang == "zh":
        word = kind if has_cjk(kind) else RELATIONS_ZH.get(canonical or "", "")
        return f"{owner}{word}{name}" if word else None
    noun = kind if not has_cjk(kind) else canonical
    if not noun:
        return None
    shown = name if has_cjk(name) or not name.islower() else name.title()
    return f"{owner} {noun.casefold()} {shown}".rstrip()


def _clause(slot: str, value: str, lang: Lang) -> str | None:
    proper = slot in ("employer", "home_location", "work_location")
    if not value or (has_cjk(value) != (lang == "zh") and not proper):
        return None
    if slot == "diet":
        known = diet_of(value)
        if known is not None:
            return DIETS[known][lang == "zh"]
        return f"follows a {value} diet" if lang == "en" else f"饮食习惯是{value}"
    if slot == "condition" and value.casefold() in STATES:
        return STATES[value.casefold()][lang == "zh"]
    templates = _VERBS.get(slot)
    if templates is None:
        return None
    if lang == "en" and slot == "role":
        value = with_article(value)
    return templates[lang == "zh"].format(said_of_them(value) if lang == "en" else value)


def merged(clauses: Sequence[str], lang: Lang) -> str:
    """ "speaks Igbo and speaks Yoruba" said once: "speaks Igbo and Yoruba"."""
    by_verb: dict[str, list[str]] = {}
    for clause in clauses:
        verb = _verb_of(clause, lang)
        by_verb.setdefault(verb, []).append(clause[len(verb) :].strip())
    return _listed([_joined(verb, objs, lang) for verb, objs in by_verb.items()], lang, True)


def _joined(verb: str, objects: list[str], lang: Lang) -> str:
    objects = [o for o in objects if o]
    if not objects:
        return verb
    return verb + (" " if lang == "en" else "") + _listed(objects, lang)


def _verb_of(clause: str, lang: Lang) -> str:
    """The clause's leading verb shared with others of its template ("speaks"), else itself."""
    leads = [_lead(english, chinese, lang) for english, chinese in _VERBS.values()]
    space = " " if lang == "en" else ""
    for lead in sorted((lead for lead in leads if lead), key=len, reverse=True):
        if clause.startswith(lead + space) and len(clause) > len(lead + space):
            return lead
    return clause


def _lead(english: str, chinese: str, lang: Lang) -> str:
    if lang == "en":
        return english.split("{}")[0].strip()
    head, _, tail = chinese.partition("{}")
    return "" if tail else head


def _listed(objects: Sequence[str], lang: Lang, clauses: bool = False) -> str:
    objects = [o for o in objects if o]
    if lang == "zh":
        return ("，" if clauses else "、").join(objects)
    if len(objects) < 3:
        return " and ".join(objects)
    return ", ".join(objects[:-1]) + " and " + objects[-1]


def _sentence(person: str, clauses: str, lang: Lang) -> str:
    return f"{person}{clauses}。" if lang == "zh" else f"{person} {clauses}."
