"""Scoring extraction against the slot table (`docs/slots.md`): which memory fills which slot,
when a learned value matches an expected one, and what one case scores. Pure.

A memory is mapped onto a slot by its key (`profile.location` is `home_location`, a
`pref:<object>` memory valued `like` is a `like` of that object, ...), so the same mapping
scores any version of the rules. Values match leniently but not loosely: case, punctuation,
articles and spacing do not count, `alts` are accepted, and one value may contain the other's
words in order (Chinese: characters) when it covers at least half of it ("near Cork" and
"Cork" match, "每周三游泳" and "每周三下班都去游泳" match, "run" and "run every morning" do not).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from memstream.eval.corpus_cases import Case, Expectation
from memstream.schemas.memory import NARRATIVE_KEY, Memory, MemoryStatus, MemoryType
from memstream.text import has_cjk

UNSLOTTED: Final = "(unslotted)"
OTHERS: Final = "others"
GROUPS: Final[dict[str, str]] = {
    **dict.fromkeys(
        "name role employer home_location work_location languages timezone".split(), "identity"
    ),
    **dict.fromkeys(("relation", "pet"), "people"),
    **dict.fromkeys(("skill", "project", "goal"), "work"),
    **dict.fromkeys(("like", "dislike", "habit"), "taste"),
    **dict.fromkeys(("allergy", "diet", "condition"), "health"),
    "plan": "plans",
}
_PROFILE_SLOTS: Final[dict[str, str]] = {
    "name": "name",
    "role": "role",
    "employer": "employer",
    "location": "home_location",
    "home_location": "home_location",
    "work_location": "work_location",
    "languages": "languages",
    "native_language": "languages",
    "timezone": "timezone",
    "skills": "skill",
    "projects": "project",
    "goals": "goal",
}
_FACT_SLOTS: Final[dict[str, str]] = {
    "fact:allergy": "allergy",
    "fact:diet": "diet",
    "fact:health": "condition",
    "fact:condition": "condition",
    "fact:habit": "habit",
}
_PLAN_PREFIXES: Final = ("fact:trip:", "fact:event:", "fact:plan:")
ANIMALS: Final = frozenset(
    """dog cat bird fish hamster rabbit horse turtle pet puppy kitten parrot gecko lizard
    snake guinea pig chicken chickens hen goat pig cow ferret rat mouse tortoise budgie
    狗 猫 鸟 鱼 鹦鹉 仓鼠 兔子 乌龟 宠物 金鱼 龟""".split()
)


def group_of(slot: str) -> str:
    """The slot group of a slot (`preference` for every `pref.*`)."""
    if slot.startswith("pref."):
        return "preference"
    return GROUPS.get(slot, UNSLOTTED)


@dataclass(frozen=True, slots=True)
class Learned:
    """A memory as the scorer sees it: who it is about, its slot, value and dates."""

    memory_id: str
    version: int
    active: bool
    subject: str
    slot: str
    value: str
    dates: tuple[str, ...] = ()
    key: str = ""
    negated: bool = False
    """The memory records that something stopped holding ("Doesn't eat spicy food")."""


def learned_from(memory: Memory) -> Learned | None:
    """The slot a memory fills, or None for what is not a memory about someone (episodes,
    session notes, the narrative)."""
    if memory.level == "session" or memory.type in (MemoryType.EPISODE, MemoryType.LESSON):
        return None
    if memory.key == NARRATIVE_KEY:
        return None
    attributes = memory.attributes
    slot, value = _slot_and_value(memory.key, memory.value, memory.content, attributes)
    subject = str(attributes.get("subject") or "user")
    dates = tuple(str(d) for d in attributes.get("dates", ()) or ())
    active = memory.status is MemoryStatus.ACTIVE
    negated = attributes.get("change") == "negate"
    return Learned(
        memory.id, memory.version, active, subject, slot, value, dates, memory.key, negated
    )


def _slot_and_value(key: str, value: str, content: str, attrs: dict[str, Any]) -> tuple[str, str]:
    if isinstance(attrs.get("slot"), str):
        return str(attrs["slot"]), str(attrs.get("item") or value)
    if key.startswith("profile.relations."):
        kind = key.removeprefix("profile.relations.")
        slot = "pet" if kind in ANIMALS or attrs.get("animal") else "relation"
        named = attrs.get("named", True) and value and normalized(value) != normalized(kind)
        return slot, f"{kind}: {value}" if named else kind
    if key.startswith("profile."):
        return _PROFILE_SLOTS.get(key.removeprefix("profile."), UNSLOTTED), value
    if key.startswith("pref.") or key in _FACT_SLOTS:
        return (key if key.startswith("pref.") else _FACT_SLOTS[key]), value
    if key.startswith("pref:") and value in ("like", "dislike"):
        return value, str(attrs.get("object") or key.removeprefix("pref:"))
    if key.startswith(_PLAN_PREFIXES):
        return "plan", str(attrs.get("plan") or attrs.get("destination") or content)
    return UNSLOTTED, value


_PUNCT: Final = re.compile(r"[^\w\s+#&]")
_EDGE_WORDS: Final = frozenset("a an the my our his her their to some".split())


def normalized(text: str) -> str:
    """Casefolded, NFKC, punctuation and edge articles dropped, single spaces."""
    folded = unicodedata.normalize("NFKC", text).casefold().replace("’", "'")
    words = _PUNCT.sub(" ", folded.replace("'s ", " ")).split()
    while words and words[0] in _EDGE_WORDS:
        words.pop(0)
    while words and words[-1] in _EDGE_WORDS:
        words.pop()
    return " ".join(_singular(word) for word in words)


def _singular(word: str) -> str:
    """ "rides" and "ride" are one word to the scorer (not "glass" and "glas")."""
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _units(text: str, chinese: bool = False) -> list[str]:
    """Words of Latin text; characters of Chinese text (spaces dropped)."""
    if chinese or has_cjk(text):
        return [c for c in text if not c.isspace()]
    return text.split()


def _contains(longer: list[str], shorter: list[str]) -> bool:
    """The shorter's words appear in the longer, in order (other words may stand between)."""
    remaining = iter(longer)
    return all(any(word == unit for unit in remaining) for word in shorter)


def values_match(expected: str, learned: str) -> bool:
    """Equal once normalized, or one contains the other's words (or characters) in order and
    covers at least half of it ("smoke half a pack a day" and "smoke about half a pack a day")."""
    chinese = has_cjk(expected) or has_cjk(learned)
    a, b = _units(normalized(expected), chinese), _units(normalized(learned), chinese)
    if not a or not b:
        return False
    if a == b:
        return True
    shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
    return len(shorter) * 2 >= len(longer) and _contains(longer, shorter)


def _people_match(expected: str, learned: str) -> bool:
    """`kind: name` values: the names must match when the expectation has one; without a
    name the kinds must."""
    e_kind, _, e_name = (part.strip() for part in expected.partition(":"))
    l_kind, _, l_name = (part.strip() for part in learned.partition(":"))
    if e_name:
        return bool(l_name) and values_match(e_name, l_name)
    return kinds_match(e_kind, l_kind)


def kinds_match(expected: str, learned: str) -> bool:
    """Two relation or animal words for the same kind ("mum" and "mother", "kids" and
    "child", "狗" and "狗狗")."""
    a, b = _kind(expected), _kind(learned)
    return a == b or values_match(a, b) or (bool(a) and bool(b) and (a in b or b in a))


_KINDS: Final[dict[str, str]] = {
    **dict.fromkeys("mom mum mother mommy mama 妈 妈妈 母亲 老妈".split(), "mother"),
    **dict.fromkeys("dad father daddy papa 爸 爸爸 父亲 老爸".split(), "father"),
    **dict.fromkeys("kid kids child children 孩子 娃 小孩".split(), "child"),
    **dict.fromkeys("sons son 儿子".split(), "son"),
    **dict.fromkeys("daughters daughter 女儿 闺女".split(), "daughter"),
    **dict.fromkeys("wife 老婆 妻子 媳妇 太太 爱人".split(), "wife"),
    **dict.fromkeys("husband 老公 丈夫 先生".split(), "husband"),
    **dict.fromkeys("spouse married".split(), "spouse"),
    **dict.fromkeys("dogs dog puppy 狗 狗狗 小狗".split(), "dog"),
    **dict.fromkeys("cats cat kitten 猫 猫咪 小猫".split(), "cat"),
    **dict.fromkeys("friend bestie 朋友 好朋友 闺蜜".split(), "friend"),
}


def _kind(word: str) -> str:
    text = normalized(word)
    if text in _KINDS:
        return _KINDS[text]
    singular = text[:-1] if text.endswith("s") else text
    return _KINDS.get(singular, singular)


def expectation_matches(expected: Expectation, learned: Learned, value: str | None = None) -> bool:
    """True when the learned memory fills the expected slot (for its subject) with `value`
    (default: the expected value, or one of its alts; a plan's date must match too)."""
    if learned.slot != expected.slot or not subjects_match(expected.subject, learned.subject):
        return False
    if value is not None:
        return _value_matches(expected.slot, value, learned.value)
    if expected.date is not None and expected.date not in learned.dates:
        return False
    return any(_value_matches(expected.slot, v, learned.value) for v in _values(expected))


def _values(expected: Expectation) -> Iterable[str]:
    yield expected.value
    yield from expected.alts


def _value_matches(slot: str, expected: str, learned: str) -> bool:
    if slot in ("relation", "pet"):
        return _people_match(expected, learned)
    if slot == "plan":  # "flying to Tokyo" and "fly to Tokyo" are one plan (docs/slots.md)
        return values_match(_verb_stem(expected), _verb_stem(learned))
    return values_match(expected, learned)


def verb_stem(word: str) -> str:
    """One key for a verb's base and -ing forms ("taking" and "take", "getting" and "get");
    the same key on both sides of a comparison, so other words are unharmed."""
    if word.endswith("ing") and len(word) > 4:
        word = word[:-3]
        if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "lsz":
            word = word[:-1]  # "getting", "running"
    return word[:-1] if word.endswith("e") and len(word) > 2 else word


def _verb_stem(value: str) -> str:
    """A plan's value with each word as a stem (its verb wherever it stands: "tickets to see
    Hozier" and "seeing Hozier")."""
    return value if has_cjk(value) else " ".join(map(verb_stem, normalized(value).split()))


def subjects_match(expected: str, learned: str) -> bool:
    """The user matches only the user; another person matches by name, else by relation."""
    if expected == "user" or learned == "user":
        return expected == learned
    e_kind, _, e_name = expected.partition(":")
    l_kind, _, l_name = learned.partition(":")
    if e_name and l_name:
        return values_match(e_name, l_name)
    return any(kinds_match(a, b) for a in (e_kind, e_name) if a for b in (l_kind, l_name) if b)


@dataclass
class CaseScore:
    """What one case scored: expectations met or missed, memories right or false."""

    case: Case
    hits: list[Expectation] = field(default_factory=list)
    misses: list[tuple[Expectation, str]] = field(default_factory=list)
    right: list[Learned] = field(default_factory=list)
    false: list[Learned] = field(default_factory=list)
    updates: list[tuple[Expectation, bool]] = field(default_factory=list)

    @property
    def false_about_user(self) -> list[Learned]:
        """The false memories about the user."""
        return [learned for learned in self.false if learned.subject == "user"]


def score_case(case: Case, before: list[Learned], after: list[Learned]) -> CaseScore:
    """Score the judged event: `before` and `after` are the memories before and after it."""
    score = CaseScore(case)
    was = [learned for learned in before if learned.active]
    now = [learned for learned in after if learned.active]
    for expected in case.expect:
        _judge(score, expected, was, now)
    seen = {(learned.memory_id, learned.version) for learned in was}
    for learned in now:
        if (learned.memory_id, learned.version) in seen:
            continue  # already there before the event (reinforced or untouched)
        wanted = any(_produces(expected, learned) for expected in case.expect)
        (score.right if wanted else score.false).append(learned)
    return score


def _produces(expected: Expectation, learned: Learned) -> bool:
    if learned.negated:
        return expected.action == "negate"  # the negation's own record of what ended
    return expected.action != "negate" and expectation_matches(expected, learned)


def _judge(score: CaseScore, expected: Expectation, was: list[Learned], now: list[Learned]) -> None:
    present = any(expectation_matches(expected, learned) for learned in now)
    if expected.action == "add":
        _record(score, expected, present, "not learned")
        return
    old = expected.old or expected.value
    old_was = any(expectation_matches(expected, learned, old) for learned in was)
    old_now = any(expectation_matches(expected, learned, old) for learned in now)
    if expected.action == "negate":
        done = old_was and not old_now
        why = "old value never learned" if not old_was else "old value still active"
    else:
        done = present and old_was and not old_now
        why = (
            "new value not learned"
            if not present
            else ("old value never learned" if not old_was else "old value still active")
        )
    if not expected.optional:
        score.updates.append((expected, done))
    present = present if expected.action == "supersede" else done
    _record(score, expected, present, why)


def _record(score: CaseScore, expected: Expectation, met: bool, why: str) -> None:
    if met:
        score.hits.append(expected)
    elif not expected.optional:
        score.misses.append((expected, why))
