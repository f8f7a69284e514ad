"""The profile narrative's text, pure: correct sentences in the user's language.

Each memory the narrative mentions is read by its slot (from its key: `profile.location`,
`profile.relations.son`, `pref.response_length`, `fact:allergy`, ...) and said as a verb
phrase of a template in English or Chinese ("lives in {}", "住在{}"), never with its key.
The language is the one the user writes in (the majority of the memories' own words);
values are shown in it when a translation is known (dimension options, languages, places,
relations, diets, `narrative_words`), and a free-text value written in the other language
is left out rather than mixed in. A value that is a whole statement (a correction whose
value is its content, "Lives in Coimbra") loses the template's own words first, so no verb
is doubled. Phrases of one template are merged ("likes red wine and jazz").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal, NamedTuple, Protocol

from memstream.processors.matchers.choices import described
from memstream.processors.matchers.people_words import EN_RELATIONS
from memstream.processors.narrative_others import is_about_others, others_sentences
from memstream.processors.narrative_verbs import base_of, conjugated, said_of_them, with_article
from memstream.processors.narrative_words import (
    DIETS,
    KIN_WORDS_EN,
    KINDS_EN,
    LANGUAGES_ZH,
    PETS_ZH,
    RELATIONS_ZH,
    ROLE_ENDINGS_ZH,
    STATES,
    TEMPLATES,
    diet_of,
    in_chinese,
    in_english,
)
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk

Lang = Literal["en", "zh"]


class Item(Protocol):
    """What the narrative reads of one memory."""

    @property
    def type(self) -> MemoryType:
        """The memory's type."""
        ...

    @property
    def key(self) -> str:
        """The memory's key (`profile.location`, `pref.format`, `fact:allergy`)."""
        ...

    @property
    def value(self) -> str:
        """The memory's value."""
        ...

    @property
    def content(self) -> str:
        """The memory in words."""
        ...

    @property
    def slot(self) -> str | None:
        """The slot of `docs/slots.md` the memory fills, when its matcher says so."""
        ...


@dataclass(frozen=True, slots=True)
class Phrase:
    """A verb phrase about the user: a template (with `{}` for the object, or none) and the
    object; phrases of one template merge their objects."""

    template: str
    obj: str = ""
    group: str = "notes"


_LEADS: Final[dict[str, tuple[str, ...]]] = {
    # Words a statement of the slot starts with besides the template's own (matchers' contents).
    "name": ("name is", "my name is", "i'm", "i am", "名字是", "我叫", "叫"),
    "role": ("works as an", "works as a", "works as", "is an", "is a", "职业是", "做"),
    "employer": ("works for", "在"),
    "home": ("living in", "based in", "lives in", "居住在", "生活在", "住"),
    "languages": ("speaks", "会讲", "说"),
    "goal": ("goal:", "目标是", "目标："),
    "allergy": ("allergic to",),
    "like": ("loves", "enjoys", "爱"),
    "dislike": ("doesn't like", "does not like", "can't stand", "hates", "讨厌", "不爱"),
}  # fmt: skip
GROUPS: Final = ("identity", "people", "work", "taste", "health", "preferences", "notes")
_GROUP_OF: Final[dict[str, str]] = {
    "relation": "people", "pet": "people", "skill": "work", "project": "work", "goal": "work",
    "editor": "work",
    "like": "taste", "dislike": "taste", "habit": "taste", "allergy": "health",
    "diet": "health", "condition": "health", "preference": "preferences", "note": "notes",
}  # fmt: skip
_PROFILE_SLOTS: Final[dict[str, str]] = {
    "name": "name", "role": "role", "employer": "employer", "location": "home",
    "home_location": "home", "home": "home", "work_location": "work", "origin": "origin",
    "timezone": "timezone", "native_language": "native", "languages": "languages",
    "language": "languages", "relations": "relation", "relation": "relation", "pets": "pet",
    "pet": "pet", "skills": "skill", "skill": "skill", "projects": "project",
    "project": "project", "goals": "goal", "goal": "goal",
}  # fmt: skip
_OTHER_SLOTS: Final[dict[str, str]] = {
    "allergy": "allergy", "allergies": "allergy", "diet": "diet", "health": "condition",
    "condition": "condition", "like": "like", "likes": "like", "dislike": "dislike",
    "dislikes": "dislike", "habit": "habit", "habits": "habit",
}  # fmt: skip
_SLOT_NAMES: Final[dict[str, str]] = {
    "home_location": "home", "work_location": "work", "native_language": "native",
}  # fmt: skip
REPLY_LANGUAGE: Final = "pref.reply_language"
_SAID_OF_USER: Final = {"am": "is", "i'm": "is"}
_ZH_VERBS: Final = ("不希望", "希望", "不喜欢", "喜欢", "偏好", "用")
_SUFFIX: Final = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")
_KEY_PARTS: Final = re.compile(r"[.:]")
_FIRST_PERSON: Final = re.compile(r"(?:i|i'm|i've|we|we're|my|our)\b|我", re.IGNORECASE)


def language(items: Sequence[Item], said_chinese: Sequence[bool]) -> Lang:
    """Chinese when most of what the user said (quotes, else contents) is Chinese."""
    return "zh" if sum(said_chinese) * 2 > len(items) else "en"


def slot_of(item: Item) -> tuple[str, str]:
    """(slot, detail) of a memory: `("relation", "son")`, `("home", "")`, `("note", "")`.

    The slot its matcher names (`attributes.slot`) comes first, then its key; a memory
    about someone else (`fact:about:...`) is a note, never the user's own slot."""
    parts = [part.strip() for part in _KEY_PARTS.split(item.key, maxsplit=2)]
    head, rest = parts[0], parts[1:]
    sub = rest[1] if len(rest) > 1 else ""
    if rest and rest[0] == "about":
        return "note", ""
    if item.key == REPLY_LANGUAGE:
        return "preference", ""
    named = _named_slot(item, sub)
    if named is not None:
        return named
    if item.type is MemoryType.PROFILE and head == "profile" and rest:
        slot = _PROFILE_SLOTS.get(rest[0], "note")
        pet = sub in PETS_ZH or KINDS_EN.get(sub) in PETS_ZH
        return ("pet", sub) if slot == "relation" and pet else (slot, sub)
    if item.type is MemoryType.PREFERENCE and item.value in ("like", "dislike"):
        return item.value, rest[0] if rest else ""
    if item.type is MemoryType.PREFERENCE and described(item.key, item.value) is not None:
        return "preference", ""
    if item.key.endswith("avoid_phrases"):
        return "avoid", ""
    for index, part in enumerate([head, *rest]):
        if part in _OTHER_SLOTS:
            return _OTHER_SLOTS[part], ":".join([head, *rest][index + 1 :])
    return "note", ""


def _named_slot(item: Item, sub: str) -> tuple[str, str] | None:
    """The slot the memory's matcher named, in the narrative's terms (None: read the key)."""
    named = item.slot
    if not named or (named.startswith("pref.") and described(item.key, item.value) is None):
        return ("editor", "") if named == "pref.editor" else None
    if named.startswith("pref."):
        return "preference", ""
    found = _SLOT_NAMES.get(named, named)
    if found not in TEMPLATES and found not in ("relation", "pet", "diet"):
        return None
    return (found, sub) if found in ("relation", "pet") else (found, "")


def bare(value: str, slot: str) -> str:
    """The value without the words its slot's statements start or end with ("Lives in
    Coimbra" → "Coimbra", "在阿里巴巴工作" → "阿里巴巴")."""
    text = clean(value)
    english, chinese = TEMPLATES.get(slot, ("{}", "{}"))
    leads = [t.split("{}")[0].strip() for t in (english, chinese)] + list(_LEADS.get(slot, ()))
    for lead in sorted((lead for lead in leads if lead), key=len, reverse=True):
        if text.casefold().startswith(lead.casefold()) and len(text) > len(lead):
            text = text[len(lead) :].strip(" :：")
            break
    tail = chinese.split("{}")[1] if "{}" in chinese else ""
    return text[: -len(tail)] if tail and text.endswith(tail) and len(text) > len(tail) else text


def in_language(value: str, lang: Lang, *, proper: bool = False) -> str | None:
    """The value as said in `lang`: itself when written so, its known translation, a name
    as written (`proper`), else None (it is left out rather than mixed in)."""
    if lang == "en":
        return in_english(value) or (value if proper or not has_cjk(value) else None)
    if has_cjk(value):
        return value
    translated = in_chinese(value)
    if translated is not None or proper:
        return translated or value
    return value if re.search(r"[A-Z0-9+#]", value) else None


def phrase_of(item: Item, lang: Lang) -> Phrase | None:
    """The verb phrase saying this memory in `lang`, or None when it cannot be said in it."""
    slot, sub = slot_of(item)
    group = _GROUP_OF.get(slot, "identity")
    if slot == "preference":
        return _preference(item, lang)
    if slot == "avoid":
        return _avoided(item.value, lang)
    if slot == "note" or _FIRST_PERSON.match(item.value) or _unframed(item, slot):
        return _note(item, lang)  # a statement in its own words, not a value of the slot
    return _slot_phrase(slot, sub, value_of(item, slot, sub), lang, group)


def _unframed(item: Item, slot: str) -> bool:
    """A like or dislike whose words are not "likes X" ("Wants the assistant never to give
    up"): its object cannot be read from them, so they are shown as they are."""
    polarity = item.value in ("like", "dislike")
    return polarity and bare(item.content, slot) == clean(item.content)


def value_of(item: Item, slot: str, sub: str) -> str:
    """The slot's value: as stored, the object of a like ("Likes red wine": red wine), or
    the value of a whole statement stored as its value (a correction: "Lives in Coimbra")."""
    if item.value in ("like", "dislike"):  # a polarity: the object is in the words or the key
        stripped = bare(item.content, slot)
        return stripped if stripped != clean(item.content) else sub
    return bare(item.value, slot) if item.value == item.content else item.value.strip()


def clean(text: str) -> str:
    """The text without a trailing note in brackets ("(from feedback)") or full stop."""
    return _SUFFIX.sub("", text.strip()).rstrip("。.!！;； ")


def _slot_phrase(slot: str, sub: str, value: str, lang: Lang, group: str) -> Phrase | None:
    if slot in ("relation", "pet"):
        return _person(slot, sub, value, lang)
    if slot == "diet":
        return _diet(value, lang)
    if slot == "condition" and value.casefold() in STATES:
        return Phrase(STATES[value.casefold()][lang == "zh"], "", group)
    proper = slot in ("name", "employer", "home", "work", "origin", "skill", "project")
    said = in_language(value, lang, proper=proper)
    if not said:
        return None
    if lang == "en":
        return _english_phrase(slot, said_of_them(said), group)
    if slot == "role" and not said.endswith(ROLE_ENDINGS_ZH) and has_cjk(said):
        return Phrase("做{}", said, group)  # a field, not a title: 做算法, 做运营
    return Phrase(TEMPLATES[slot][1], said, group)


def _english_phrase(slot: str, said: str, group: str) -> Phrase:
    """A slot's English verb phrase: habits conjugated, goals by their form, roles with an
    article."""
    first = said.split()[0].casefold()
    if slot == "habit":
        verb = third_person(said)
        return Phrase(verb, "", group) if verb else Phrase("makes a habit of {}", said, group)
    if slot == "role":
        said = with_article(said)
    if slot == "goal" and first in ("a", "an", "the"):
        return Phrase("wants {}", said, group)
    if slot == "goal" and first.endswith("ing") and len(first) > 4:
        return Phrase("is working towards {}", said, group)
    return Phrase(TEMPLATES[slot][0], said, group)


def _person(slot: str, sub: str, name: str, lang: Lang) -> Phrase | None:
    """ "has a son named Leo" / "有个女儿叫小雨"; a pet: "养了一只叫旺财的狗"."""
    kind = sub or ("pet" if slot == "pet" else "")
    if not kind:
        return None
    named = in_language(name, lang, proper=True) if is_name(name, kind) else None
    if lang == "en":
        noun = KINDS_EN.get(kind, "" if has_cjk(kind) else kind)
        if not noun:
            return None
        shown = f" named {shown_name(named)}" if named else ""
        return Phrase("has {}", with_article(noun) + shown, "people")
    word = (PETS_ZH if slot == "pet" else RELATIONS_ZH).get(kind, kind if has_cjk(kind) else "")
    word = word or ("宠物" if slot == "pet" else "")
    if not word:
        return None
    if slot == "pet":
        return Phrase(f"养了一只叫{named}的{word}" if named else f"养了{word}", "", "people")
    return Phrase(f"有个{word}叫{named}" if named else f"有个{word}", "", "people")


_NOT_NAMES: Final = KIN_WORDS_EN | EN_RELATIONS.keys() | set(EN_RELATIONS.values())


def is_name(name: str, kind: str) -> bool:
    """Whether a relation's value is a name, not its kin word (老婆 for a wife, "mum" for a
    mother, "puppy" for a dog) or a pronoun."""
    word = name.strip().casefold()
    if not word or word == kind.casefold() or KINDS_EN.get(name) == kind:
        return False
    return not {word, word.removesuffix("s"), word.removesuffix("ren")} & _NOT_NAMES


def shown_name(name: str) -> str:
    """A name as a name is written: a Latin name all in lower case gets its capitals."""
    return name.title() if name.islower() and not has_cjk(name) else name


def _diet(value: str, lang: Lang) -> Phrase | None:
    known = diet_of(value)
    if known is not None:
        return Phrase(DIETS[known][lang == "zh"], "", "health")
    said = in_language(value, lang)
    if said is None:
        return None
    return Phrase("follows a {} diet" if lang == "en" else "饮食习惯是{}", said, "health")


def _preference(item: Item, lang: Lang) -> Phrase | None:
    """A dimension's option in words ("prefers concise answers" / "喜欢简洁的回答")."""
    found = described(item.key, item.value)
    if found is None:
        return _reply_language(item, lang)
    text = found.describe(lang == "zh")
    if lang == "en":
        verb, _, rest = text.partition(" ")
        return Phrase(verb.casefold() + " {}", rest, "preferences")
    lead = next((v for v in _ZH_VERBS if text.startswith(v) and len(text) > len(v)), None)
    if lead is None:
        return Phrase(text, "", "preferences")
    return Phrase(lead + "{}", text[len(lead) :], "preferences")


def _reply_language(item: Item, lang: Lang) -> Phrase | None:
    """A reply language no dimension option names ("french"): "prefers replies in French"."""
    if item.key != REPLY_LANGUAGE:
        return None
    english = next((e for e in LANGUAGES_ZH if e.casefold() == item.value.casefold()), None)
    english = english or in_english(item.value)
    if english is None:
        return None
    if lang == "zh":
        return Phrase("希望用{}回答", LANGUAGES_ZH[english], "preferences")
    return Phrase("prefers {}", f"replies in {english}", "preferences")


def _avoided(phrase: str, lang: Lang) -> Phrase | None:
    if (lang == "zh") != has_cjk(phrase):
        return None
    if lang == "en":
        return Phrase("avoids the words {}", f'"{phrase}"', "preferences")
    return Phrase("避免用{}", f"“{phrase}”", "preferences")


def _note(item: Item, lang: Lang) -> Phrase | None:
    """Anything else, by its own words when they are in the narrative's language."""
    text = clean(item.content).lstrip(",.;:，。；： ")
    if not re.search(r"\w", text) or has_cjk(text) != (lang == "zh"):
        return None
    return Phrase(text if lang == "zh" else text[0].lower() + text[1:], "", "notes")


def third_person(phrase: str) -> str | None:
    """The phrase said of the user, its first verb in the third person singular ("run every
    morning" → "runs every morning", "not eat after 8" → "does not eat after 8"); None when
    it does not start with a known verb ("cold shower every morning")."""
    first, _, rest = phrase.partition(" ")
    word = first.casefold()
    if word in ("not", "don't", "dont") and rest:
        return f"does not {rest}"
    if word == "never" and rest:
        verb = third_person(rest)
        return f"never {verb}" if verb else None
    if word in ("am", "i'm", "is", "has", "does"):
        return f"{_SAID_OF_USER.get(word, word)} {rest}".strip()
    base = base_of(word)
    if base is None:
        return None
    return f"{word if base != word else conjugated(base)} {rest}".strip()


class _Said(NamedTuple):
    """What the narrative reads of a memory (`Item`), as a key: a user's narrative is
    rendered again whenever it changes, mostly from the same memories (a tuple: made and
    hashed in C, where a frozen dataclass sets and hashes its fields in Python)."""

    type: MemoryType
    key: str
    value: str
    content: str
    slot: str | None


@lru_cache(maxsize=8192)
def _slot(item: _Said) -> tuple[str, str]:
    return slot_of(item)


@lru_cache(maxsize=8192)
def _phrase(item: _Said, lang: Lang) -> Phrase | None:
    return phrase_of(item, lang)


def render_text(items: Sequence[Item], lang: Lang) -> str:
    """The narrative in `lang`: who the user is, then people (and what the user said of
    them), work, tastes and health, preferences and other notes, one sentence each ("" when
    nothing can be said)."""
    own = [
        _Said(i.type, i.key, i.value, i.content, i.slot)
        for i in items
        if not is_about_others(i.key)
    ]
    names = [value_of(i, "name", "") for i in own if _slot(i)[0] == "name"]
    said = [p for i in own if _slot(i)[0] != "name" and (p := _phrase(i, lang))]
    name = names[-1] if names else ""
    others = others_sentences([i for i in items if is_about_others(i.key)], lang, name)
    if not said and not others:
        return _named_only(name, lang)
    subject = name or ("用户" if lang == "zh" else "The user")
    sentences = []
    for group in GROUPS:
        sentences.append(_sentence(subject, group, _merged(said, group), lang))
        sentences += others if group == "people" else []
    return ("" if lang == "zh" else " ").join(s for s in sentences if s)


def _named_only(name: str, lang: Lang) -> str:
    if not name:
        return ""
    return f"用户叫{name}。" if lang == "zh" else f"The user is called {name}."


def _merged(phrases: Sequence[Phrase], group: str) -> list[str]:
    """The group's phrases as text, objects of one template merged in order."""
    objects: dict[str, list[str]] = {}
    for phrase in phrases:
        if phrase.group == group:
            found = objects.setdefault(phrase.template, [])
            if phrase.obj not in found:
                found.append(phrase.obj)
    return [
        template.format(listed(objs, has_cjk(template))) if "{}" in template else template
        for template, objs in _role_at_employer(objects).items()
    ]


def _role_at_employer(objects: dict[str, list[str]]) -> dict[str, list[str]]:
    """ "is a data engineer" and "works at Acme" say "is a data engineer at Acme"."""
    roles, employers = objects.get("is {}"), objects.get("works at {}")
    if not roles or not employers:
        return objects
    merged = {t: o for t, o in objects.items() if t != "works at {}"}
    merged["is {}"] = [f"{roles[-1]} at {employers[-1]}"]
    return merged


def listed(objects: Sequence[str], chinese: bool) -> str:
    """ "a, b and c" / "a、b、c"."""
    if chinese:
        return "、".join(objects)
    if len(objects) < 3:
        return " and ".join(objects)
    return ", ".join(objects[:-1]) + " and " + objects[-1]


def _sentence(subject: str, group: str, clauses: list[str], lang: Lang) -> str:
    if not clauses:
        return ""
    if group == "notes":
        notes = [c[0].upper() + c[1:] for c in clauses] if lang == "en" else clauses
        return f"另外：{'；'.join(notes)}。" if lang == "zh" else f"Notes: {'; '.join(notes)}."
    if lang == "zh":
        return f"{subject}{'，'.join(clauses)}。"
    if len(clauses) > 1 and any(" and " in clause for clause in clauses):
        return f"{subject} {', '.join(clauses[:-1])}, and {clauses[-1]}."  # serial comma
    return f"{subject} {listed(clauses, False)}."
