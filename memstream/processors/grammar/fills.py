"""What the slot grammar finds, and how a found slot becomes a memory candidate draft.

A `Fill` is one slot of `docs/slots.md` filled in one sentence: who it is about, the
value, and its action (`add`, or `negate` when the sentence ends it). `draft` gives it
the key the rest of the system reads (`profile.<field>`, `pref.<dimension>`,
`pref:<object>` for likes and dislikes, `fact:allergy`, `fact:diet`, `fact:health`,
`fact:habit`, `fact:trip:<place>` / `fact:plan:<what>` for dated plans, and
`fact:about:<person>:<slot>` for what is said about someone else), its cardinality and a
description in the sentence's language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from memstream.processors.matchers.common import Draft
from memstream.processors.matchers.dimensions import DIMENSIONS
from memstream.processors.matchers.lexicon import core_phrase
from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

Action = Literal["add", "negate"]
NEGATE: Final = "negate"


@dataclass(frozen=True, slots=True)
class Fill:
    """One slot filled by one sentence."""

    slot: str
    value: str
    subject: str = "user"
    action: Action = "add"
    kind: str = ""
    """A relation's or pet's kind (`son`, `cat`); a like's form (`like`, `dislike`)."""
    dates: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    """For a negation: the words that name what ends (matched against what is known)."""
    extra: dict[str, Any] = field(default_factory=dict)


_PROFILE: Final[dict[str, tuple[str, bool]]] = {
    "name": ("profile.name", True),
    "role": ("profile.role", True),
    "employer": ("profile.employer", True),
    "home_location": ("profile.location", True),
    "work_location": ("profile.work_location", True),
    "languages": ("profile.languages", False),
    "timezone": ("profile.timezone", True),
    "skill": ("profile.skills", False),
    "project": ("profile.projects", False),
    "goal": ("profile.goals", False),
}
_FACTS: Final[dict[str, tuple[str, bool]]] = {
    "allergy": ("fact:allergy", False),
    "diet": ("fact:diet", True),
    "condition": ("fact:health", False),
    "habit": ("fact:habit", False),
}
CALLED_OFF_SLOTS: Final = frozenset("plan goal project habit like skill".split())
"""What an ending said by calling something off ("scrapped the trip", 露营黄了) may end: a plan
as well as what any ending ends."""
MULTI_SLOTS: Final = frozenset(
    "languages relation pet skill project goal like dislike habit allergy condition".split()
)
_EN: Final[dict[str, str]] = {
    "name": "Name is {}",
    "role": "Works as {}",
    "employer": "Works at {}",
    "home_location": "Lives in {}",
    "work_location": "Works in {}",
    "languages": "Speaks {}",
    "timezone": "Timezone is {}",
    "skill": "Skilled in {}",
    "project": "Working on {}",
    "goal": "Goal: {}",
    "allergy": "Allergic to {}",
    "diet": "Diet: {}",
    "condition": "Health: {}",
    "habit": "Habit: {}",
    "like": "Likes {}",
    "dislike": "Dislikes {}",
    "pref.editor": "Uses {} as editor",
    "plan": "Plan: {}",
}
_ZH: Final[dict[str, str]] = {
    "name": "名字是{}",
    "role": "职业是{}",
    "employer": "在{}工作",
    "home_location": "住在{}",
    "work_location": "在{}上班",
    "languages": "会说{}",
    "timezone": "时区是{}",
    "skill": "擅长{}",
    "project": "正在做{}",
    "goal": "目标:{}",
    "allergy": "对{}过敏",
    "diet": "饮食:{}",
    "condition": "健康:{}",
    "habit": "习惯:{}",
    "like": "喜欢{}",
    "dislike": "不喜欢{}",
    "pref.editor": "用{}写代码",
    "plan": "计划:{}",
}


def corrected(earlier: list[Fill], later: list[Fill]) -> list[Fill]:
    """The fills of a sentence once a correction inside it ("X, sorry, Y", 哦不对) is read: a
    later fill replaces every earlier one of its single-valued slot, and the last earlier one
    of its multi-valued slot (of the same kind: "my brother Jonas, no wait, Jakob")."""
    kept = list(earlier)
    for fill in later:
        if fill.subject != "user":
            continue
        same = [i for i, f in enumerate(kept) if f.subject == "user" and f.slot == fill.slot]
        if fill.slot in MULTI_SLOTS:
            same = [i for i in same if kept[i].kind == fill.kind][-1:]
        kept = [f for i, f in enumerate(kept) if i not in same]
    return kept + later


def not_theirs(fills: list[Fill]) -> list[Fill]:
    """Without a pet of the user's that the sentence gives someone else ("my neighbour just
    got a puppy", 我邻居养了一只狗): one pet, one owner."""
    theirs = {(f.kind, f.value) for f in fills if f.slot == "pet" and f.subject != "user"}
    return [
        f
        for f in fills
        if f.slot != "pet" or f.subject != "user" or (f.kind, f.value) not in theirs
    ]


_DENIED_PLAN: Final = re.compile(
    r"^(?:never|not|no longer|no more|won't|will not|再也不|不再|不会|不|没)"
)


def denied_plan(fill: Fill) -> bool:
    """A plan that says what will not happen ("never drinking again", 再也不喝酒了), or only
    that something starts or ends ("Starting Monday.", 下周一开始): none."""
    if fill.slot != "plan":
        return False
    return _DENIED_PLAN.match(fill.value.lower()) is not None or fill.value.lower() in _ASPECT_ONLY


_ASPECT_ONLY: Final = frozenset(
    "start starting begin beginning finish finishing back 开始 结束 开工 收工 回来".split()
)
"""Plan values that name no plan, only its start or end."""


def quiet_endings(fills: list[Fill]) -> list[Fill]:
    """A sentence that states a diet says what its endings of foods mean ("I stopped eating
    fish too, so no seafood at all now", 连鸡蛋牛奶都不吃了，彻底纯素): the endings still end,
    but are not said again as memories of their own."""
    if not any(f.slot == "diet" and f.subject == "user" and f.action != NEGATE for f in fills):
        return fills
    return [
        replace(f, extra=f.extra | {"quiet": True})
        if f.action == NEGATE and f.subject == "user"
        else f
        for f in fills
    ]


def describe(slot: str, value: str, chinese: bool) -> str:
    """The fill in words, in the sentence's language."""
    template = (_ZH if chinese else _EN).get(slot, "{}")
    return template.format(value)


def draft(fill: Fill, quote: str, chinese: bool) -> Draft:
    """The candidate draft of a fill (its key, value, cardinality and description)."""
    if fill.subject != "user":
        return _about_other(fill, quote, chinese)
    attributes: dict[str, Any] = {"slot": fill.slot, **fill.extra}
    if fill.action == NEGATE:
        attributes |= {"change": NEGATE, "terms": list(fill.terms)}
    if fill.slot in ("relation", "pet"):
        return _people(fill, quote, chinese, attributes)
    if fill.slot.startswith("pref."):
        return _preference(fill, quote, chinese, attributes)
    if fill.slot in ("like", "dislike"):
        return _taste(fill, quote, chinese, attributes)
    if fill.slot == "plan":
        return _plan(fill, quote, chinese, attributes)
    memory_type, (key, single) = (
        (MemoryType.PROFILE, _PROFILE[fill.slot])
        if fill.slot in _PROFILE
        else (MemoryType.FACT, _FACTS[fill.slot])
    )
    if fill.slot in _PROFILE:
        attributes["field"] = key.removeprefix("profile.")
    content = describe(fill.slot, str(fill.extra.get("said") or fill.value), chinese)
    if fill.slot == "languages" and fill.extra.get("native"):
        key, single = "profile.native_language", True
        attributes["field"] = "native_language"
        content = f"母语是{fill.value}" if chinese else f"Native language is {fill.value}"
    return Draft(memory_type, key, fill.value, content, quote, attributes, single_valued=single)


def _people(fill: Fill, quote: str, chinese: bool, attributes: dict[str, Any]) -> Draft:
    named = bool(fill.value) and fill.value != fill.kind
    value = fill.value if named else fill.kind
    attributes |= {"field": "relations", "relation": fill.kind, "named": named}
    attributes |= {"animal": True} if fill.slot == "pet" else {}
    if chinese:
        content = f"{fill.kind}叫{value}" if named else f"有{fill.kind}"
    else:
        content = f"Has a {fill.kind} named {value}" if named else f"Has a {fill.kind}"
    kind = fill.kind.casefold()
    canonical = (
        EN_RELATIONS.get(kind) or EN_RELATIONS.get(kind.rstrip("s")) or ZH_RELATIONS.get(kind)
    )
    key = f"profile.relations.{canonical or kind}"
    return Draft(MemoryType.PROFILE, key, value, content, quote, attributes, single_valued=False)


_OPTIONS: Final = {(d.key, o.value): o for d in DIMENSIONS for o in d.options}


_SAID_EN: Final = {
    "prefer": "Prefers {}",
    "rather": "Would rather {}",
    "like": "Likes {}",
    "dislike": "Dislikes {}",
}
_SAID_ZH: Final = {"prefer": "喜欢{}", "rather": "宁愿{}", "like": "喜欢{}", "dislike": "不喜欢{}"}


def _preference(fill: Fill, quote: str, chinese: bool, attributes: dict[str, Any]) -> Draft:
    option = _OPTIONS.get((fill.slot, fill.value))
    said = fill.extra.get("said")
    if said:
        form = str(fill.extra.get("form", "like"))
        content = ((_SAID_ZH if chinese else _SAID_EN).get(form, "{}")).format(said)
    elif option is not None:
        content = option.zh if chinese else option.en
    elif fill.slot == "pref.reply_language":
        content = f"希望用{fill.value}回答" if chinese else f"Prefers replies in {fill.value}"
    else:
        content = describe(fill.slot, fill.value, chinese)
    return Draft(MemoryType.PREFERENCE, fill.slot, fill.value, content, quote, attributes)


def _taste(fill: Fill, quote: str, chinese: bool, attributes: dict[str, Any]) -> Draft:
    form = fill.kind or fill.slot
    attributes |= {
        "polarity": "positive" if fill.slot == "like" else "negative",
        "object": fill.value,
        "form": form,
    }
    content = ((_SAID_ZH if chinese else _SAID_EN).get(form, "{}")).format(fill.value)
    choice, _, context = fill.value.partition(" for ")
    if form in ("prefer", "rather") and context and not chinese:
        attributes |= {"slot": "choice", "context": context}  # "Rust for data scripts"
        key = "pref:for " + normalize(context)
        return Draft(MemoryType.PREFERENCE, key, normalize(choice), content, quote, attributes)
    key = "pref:" + normalize(core_phrase(fill.value) or fill.value)
    return Draft(MemoryType.PREFERENCE, key, fill.slot, content, quote, attributes)


def _plan(fill: Fill, quote: str, chinese: bool, attributes: dict[str, Any]) -> Draft:
    dates = list(fill.dates)
    destination = fill.extra.get("destination")
    attributes |= {"plan": fill.value, "dates": dates}
    when = fill.extra.get("when", "")
    if destination:
        key = "fact:trip:" + normalize(str(destination))
    else:
        key = "fact:plan:" + normalize(fill.value)[:80]
    content = plan_content(fill.value, str(when), chinese, str(destination or ""))
    value = dates[0] if dates else fill.value
    return Draft(MemoryType.FACT, key, value, content, quote, attributes)


def plan_content(plan: str, when: str, chinese: bool, destination: str = "") -> str:
    """How a plan reads in the packet: a trip by its destination, else the plan, with when."""
    if destination:
        return f"{when}去{destination}" if chinese else f"Trip to {destination} {when}".strip()
    return f"{when}{plan}" if chinese else f"{plan} {when}".strip()


def _about_other(fill: Fill, quote: str, chinese: bool) -> Draft:
    """A fact about someone else: never the user's own profile, preference or like."""
    who = fill.subject.replace(":", "" if chinese else " ")
    said = describe(fill.slot, fill.value, chinese)
    content = f"{who}：{said}" if chinese else f"{who[:1].upper()}{who[1:]}: {said}"
    key = f"fact:about:{normalize(fill.subject)}:{fill.slot}"
    attributes: dict[str, Any] = {"subject": fill.subject, "slot": fill.slot, "item": fill.value}
    if fill.slot == "plan":  # each plan of theirs apart, with its dates
        key += ":" + normalize(fill.value)[:80]
        attributes["dates"] = list(fill.dates)
    single = fill.slot not in MULTI_SLOTS
    return Draft(MemoryType.FACT, key, fill.value, content, quote, attributes, single_valued=single)
