"""A self-description typed as a list of fragments, without a subject: "dev, Berlin, vegan,
Vim user", 程序员，坐标上海，吃素，用Vim.

Each fragment is read where the grammar would read it in a full sentence: by itself
("Berlin", "Vim user", 坐标上海, 养猫), else after "I'm a" / 我是 (a role, a diet, a taste),
else (Chinese) after 我在 (a home, the whole fragment). The list is the user describing
themselves only when every fragment fills a slot so (谢邀，人在美国 is not). Nothing is read
when the list is a question, names someone else or opens with a pet or person it then
describes ("my cat: lazy, orange"), holds a long clause, or fills one single-valued slot
twice ("Paris, Rome, Berlin" is a list of options, not where the user lives). Beside a
fragment that says "I" (我叫张三，医生), a bare noun may call someone, so there each fragment
must read by itself (我搬到迪拜了，现在这边是UTC+4).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_words
from memstream.processors.grammar.fills import MULTI_SLOTS, Fill
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.matchers.people_words import EN_RELATIONS

Parse = Callable[[str], list[Fill]]

_PARTS: Final = re.compile(r"\s*[,，、;；|]\s*|\s+[·•/]\s+")
_LABEL: Final = re.compile(
    r"^(?:intake|about me|bio|profile|quick intro|me|简介|自我介绍|关于我|个人信息)\s*[:：]\s*",
    re.IGNORECASE,
)
"""A heading before the list ("Intake: 58 / retired electrician / ...", 简介：…)."""
_AGE: Final = re.compile(
    r"\d{1,3}(?:\s*(?:yo|y/o|yrs?|years?(?: old| young)?))?|[\d一二三四五六七八九十]{1,3}岁"
    r"|aged \d{1,3}",
    re.IGNORECASE,
)
"""An age said as a fragment ("58", "71 years young", 28岁): it fills no slot, and does not
make the list something else."""
_ANIMALS: Final = en_words.ANIMALS | {"pet"}
"""Relation kinds that are pets: "cat person", 养猫 describe the user."""
_EN_PEOPLE: Final = frozenset(
    "he she they him her his their them someone somebody friend friends".split()
) | frozenset(word for word, kind in EN_RELATIONS.items() if kind not in _ANIMALS)
_EN_SELF: Final = frozenset("i me my we our us".split())
_EN_WORDS: Final = 4
_ZH_CHARS: Final = 8


def fragment_fills(
    text: str, chinese: bool, parse: Parse, readable: Callable[[str], bool]
) -> list[Fill]:
    """What a subjectless list of fragments says about the user (empty for anything else)."""
    parts = [p.strip(" .。!！~") for p in _PARTS.split(_LABEL.sub("", text.strip()))]
    parts = [p for p in parts if p and not _AGE.fullmatch(p)]  # "58", 28岁: no slot, no stop
    if len(parts) < 2 or not all(_short(part, chinese) for part in parts):
        return []
    if "?" in text or "？" in text or _names_someone(text, chinese) or not readable(text):
        return []
    read: list[list[Fill]] = []
    alone = _has_subject(_LABEL.sub("", text.strip()), chinese)  # "About me: nurse": no "I"
    for part in parts:  # a fragment no slot holds: no self-description (谢邀，人在美国)
        fills = parse(part) if alone else _read(part, chinese, parse)
        if not fills or any(f.subject != "user" for f in fills):
            return []
        read.append(fills)
    if any(f.slot in ("relation", "pet") for f in read[0]):  # "my cat: lazy, orange"
        return []
    listed = _LISTED if chinese else _LISTED | _HEALTH
    said = [f for fills in read for f in fills if _kept(f.slot, listed)]
    kept = {(f.slot, f.value.casefold()): f for f in said}
    fills = list(kept.values())
    single = [fill.slot for fill in fills if fill.slot not in MULTI_SLOTS]
    return [] if len(single) != len(set(single)) else fills


def with_fragments(
    fills: list[Fill], text: str, chinese: bool, parse: Parse, readable: Callable[[str], bool]
) -> list[Fill]:
    """The sentence's fills and what its fragments add: values not yet said, single-valued
    slots not yet filled."""
    extra = fragment_fills(text, chinese, parse, readable)
    if not extra:
        return fills
    fills = [f for f in fills if not _PARTS.search(f.value)]  # read across fragments: a misread
    said = {(f.slot, f.value.casefold()) for f in fills}
    filled = {f.slot for f in fills if f.subject == "user" and f.slot not in MULTI_SLOTS}
    new = [f for f in extra if (f.slot, f.value.casefold()) not in said and f.slot not in filled]
    return fills + new


def _short(part: str, chinese: bool) -> bool:
    if chinese:
        return len(re.sub(r"[A-Za-z0-9+#.]+", "A", part.replace(" ", ""))) <= _ZH_CHARS
    return len(part.split()) <= _EN_WORDS


def _names_someone(text: str, chinese: bool) -> bool:
    """True when the list names a person other than the user (my sister, 他, 朋友)."""
    if chinese:
        return someone_in(text)  # 他, 我朋友, 前台小姑娘… (g38s: the one reader)
    return bool(_words(text) & _EN_PEOPLE)


def _has_subject(text: str, chinese: bool) -> bool:
    """True when a fragment says "I" (我叫张三，医生): a bare noun beside it may call someone
    (医生 as "doctor!"), so only fragments that read by themselves count."""
    if chinese:
        return "我" in text or "本人" in text
    return bool(_words(text) & _EN_SELF)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower().replace("'", " ")))


_AS_WHAT: Final = frozenset("role diet like habit skill".split())
"""The slots a fragment read as "I'm a X" / 我是X may fill (no name: 我是谢谢 is none)."""
_WHOLE: Final = frozenset({"role", "home_location"})
"""Slots a template fills only with the whole fragment (我是设计 is no role "设计")."""


def _as(said: str, part: str, parse: Parse, slots: frozenset[str]) -> list[Fill]:
    """The fills of a fragment said in a sentence, kept to `slots` (the whole fragment for
    a role or a home)."""
    fills = [f for f in parse(said) if f.subject == "user" and _kept(f.slot, slots)]
    whole = part.casefold()
    return [f for f in fills if f.slot not in _WHOLE or f.value.casefold() == whole]


def _kept(slot: str, slots: frozenset[str]) -> bool:
    return slot in slots or (slot.startswith("pref.") and "pref" in slots)


_HOME: Final = frozenset({"home_location"})
_LISTED: Final = frozenset(
    "role home_location work_location diet skill languages pet timezone".split()
)
"""What a list of fragments may add: who the user is, not a plan, a taste or a request a
fragment read out of its sentence may seem to say (跳槽到美团了，下周入职: no plan 入职)."""
_AS: Final = _AS_WHAT | {"pref"}
_HEALTH: Final = frozenset({"condition", "allergy"})
"""What an English fragment adds besides ("type 1 diabetic", "allergic to codeine"); a Chinese
fragment with an illness is as often about someone else (很多老师都有咽炎，职业病)."""


def _read(part: str, chinese: bool, parse: Parse) -> list[Fill]:
    """A fragment read by itself, as "I'm a X" / 我是X, or as a home (我在X)."""
    if chinese:
        alone = parse(part) or _as("我是" + part, part, parse, _AS)
        return alone or _as("我在" + part, part, parse, _HOME)
    article = "an" if part[:1].lower() in "aeiou" else "a"
    as_role = _as(f"I'm {article} {part}", part, parse, _ROLE)  # "retired electrician": whole
    alone = as_role or parse(part) or parse(_said_by_me(part))  # "lives alone in Whitby"
    return alone or _as(f"I'm {article} {part}", part, parse, _AS | _HEALTH)  # a place: alone


def _said_by_me(part: str) -> str:
    """A fragment opening with a verb in the third person ("lives in Whitby", "speaks
    Welsh") said by the user ("I live in Whitby"), or the fragment as it is."""
    verb, _, rest = part.partition(" ")
    if verb.lower() not in _THIRD_PERSON or not rest:
        return part
    return f"I {_THIRD_PERSON[verb.lower()]} {rest}"


_THIRD_PERSON: Final = {
    "lives": "live", "works": "work", "speaks": "speak", "loves": "love", "likes": "like",
    "hates": "hate", "has": "have", "runs": "run", "teaches": "teach", "plays": "play",
    "codes": "code", "writes": "write", "studies": "study", "owns": "own", "drives": "drive",
}  # fmt: skip
"""Verbs a self-description in fragments uses without "I", and what the user says."""
_ROLE: Final = frozenset({"role"})
