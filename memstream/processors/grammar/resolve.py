"""What both grammars do once a sentence is read: a liked object that names a preference
dimension becomes that dimension ("I prefer short answers" is `pref.response_length`, said
in the user's words); an object that only mentions one keeps its whole phrase ("a short,
bulleted summary at the end" is one preference, not two dimensions).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.en_words import EDITORS
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.matchers.dimensions import TERMS
from memstream.processors.matchers.lexicon import core_phrase

_TASTES = ("like", "dislike")
_COORDINATED = re.compile(r"\b(?:without|with no|and no|but|no)\b|没有|不要|别")


def preferences_read(fills: list[Fill]) -> list[Fill]:
    """Preferences read once per object (`_tastes_as_dimensions`); an editor the user uses is
    that, not also a skill, a role or an employer ("I code in PyCharm", "Neovim is my editor")."""
    return _changes_win(_editors_once(_tastes_as_dimensions(_no_animal_tongues(fills))))


_ANIMAL_TONGUE: Final = re.compile(
    r"^(?:fluent )?(?:cat|dog|bird|dolphin|whale|horse|cow|duck)(?:ish| language)?$"
    r"|^(?:猫|狗|鸟|喵星|汪星|狗狗|猫咪|动物|外星)(?:语|话|文)$",
    re.IGNORECASE,
)


def _no_animal_tongues(fills: list[Fill]) -> list[Fill]:
    """A language no person speaks (我会说猫语, "I speak fluent cat") is a joke, no language."""
    return [f for f in fills if f.slot != "languages" or not _ANIMAL_TONGUE.match(f.value)]


def _changes_win(fills: list[Fill]) -> list[Fill]:
    """A role the sentence says the user changed to ("retired last year and became a
    librarian", 辞职了，转行做设计) is the one that holds: the last change said wins over
    any other value of that slot in the sentence."""
    changed = [f for f in fills if f.extra.get("changed") and f.action != NEGATE]
    if not changed:
        return fills
    last = {(f.subject, f.slot): f for f in changed}
    return [f for f in fills if last.get((f.subject, f.slot), f) is f]


def _editors_once(fills: list[Fill]) -> list[Fill]:
    """An editor the user uses is that, not also a skill, a role, an employer, nor a habit
    of using it ("I code in Emacs every day")."""
    if not any(f.slot == "pref.editor" for f in fills):
        return fills
    return [f for f in fills if f.slot not in _NOT_EDITORS or not _names_editor(f.value)]


_NOT_EDITORS = ("skill", "role", "employer", "habit")


def _names_editor(value: str) -> bool:
    words = set(re.findall(r"[\w+]+", value.casefold()))
    return any(set(name.split()) <= words for name in _EDITOR_NAMES)


_EDITOR_NAMES = frozenset([key for key in EDITORS] + [name.casefold() for name in EDITORS.values()])


def _tastes_as_dimensions(fills: list[Fill]) -> list[Fill]:
    """A liked object that is a dimension's option becomes that dimension (in the user's
    words); one that holds a single dimension's cue gives way to it ("I prefer normal
    paragraphs" is `pref.format`); one that holds several stays whole and the cues go ("a
    short, bulleted summary at the end")."""
    tastes = [f for f in fills if f.slot in _TASTES and f.subject == "user"]
    prefs = [f for f in fills if f.slot.startswith("pref.") and f.extra.get("cue")]
    swapped: dict[int, Fill | None] = {}
    for taste in tastes:
        exact = _dimension(taste)
        inside = [p for p in prefs if str(p.extra["cue"]).casefold() in taste.value.casefold()]
        if exact is not None:
            swapped[id(taste)] = exact
            swapped |= {id(p): None for p in prefs if p.slot == exact.slot}
        elif len({p.slot for p in inside}) >= 2 and not _COORDINATED.search(taste.value):
            swapped |= {id(p): None for p in inside}  # one composite object
        elif inside:
            swapped[id(taste)] = None  # the dimensions, said in the user's words
            if len(inside) == 1:
                said = {"said": taste.value, "form": taste.kind or taste.slot}
                swapped[id(inside[0])] = Fill(inside[0].slot, inside[0].value, extra=said)
    found = [swapped.get(id(f), f) for f in fills]
    return [f for f in found if f is not None]


def _dimension(fill: Fill) -> Fill | None:
    hit = TERMS.get(core_phrase(fill.value))
    if hit is None:
        return None
    dimension, option = hit
    value = option.value if fill.slot == "like" else dimension.negated(option.value)
    if value is None:
        return None
    said = {"said": fill.value, "form": fill.kind or fill.slot}
    return Fill(dimension.key, value, extra=said)


_EXCLUDES: Final = {
    "no alcohol": "alcohol",
    "vegetarian": "meat",
    "pescatarian": "meat",
    "vegan": "meat dairy",
    "gluten-free": "gluten",
    "dairy-free": "dairy",
    "lactose-free": "dairy",
    "sugar-free": "sugar",
}
"""What a diet leaves out, in the categories' general words (`processors.categories`)."""


def diet_endings(fills: list[Fill]) -> list[Fill]:
    """A diet the user states ends the likes and habits it leaves out ("I'm off alcohol" ends
    "I love a cold lager", 我吃素了 ends 爱吃烤肉): a negation of the diet's categories."""
    found = []
    for fill in fills:
        excluded = _EXCLUDES.get(fill.value) if fill.slot == "diet" else None
        if excluded and fill.subject == "user" and fill.action != NEGATE:
            extra = {"said": fill.value, "slots": ["like", "habit"]}
            terms = tuple(excluded.split())
            found.append(Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra))
    return found


PRONOUN_SUBJECTS: Final = frozenset(("he", "she", "they", "他", "她", "他们", "她们"))
"""Subjects that stand for a person named elsewhere."""


def carried(fills: list[Fill], people: list[str]) -> list[Fill]:
    """Fills about "he"/"she"/"they" go to the person named last in the message before this
    sentence (`people`); with no one named, a pronoun names no one and its fills go ("They
    love animals" alone is no fact about anybody)."""
    if not people:
        return [f for f in fills if f.subject not in PRONOUN_SUBJECTS]
    return [
        dataclasses.replace(f, subject=people[-1]) if f.subject in PRONOUN_SUBJECTS else f
        for f in fills
    ]


def people_named(fills: list[Fill]) -> list[str]:
    """The people a sentence's fills name, in order: the subjects of facts about others and
    the user's relations ("my sister" → `sister`, "my son Leo" → `son:Leo`)."""
    named = []
    for f in fills:
        if f.subject == "user" and f.slot == "relation":
            named.append(f"{f.kind}:{f.value}" if f.value != f.kind else f.kind)
        elif f.subject not in PRONOUN_SUBJECTS | {"user", "someone"}:
            named.append(f.subject)
    return named
