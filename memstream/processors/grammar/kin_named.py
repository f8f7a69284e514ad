"""People and pets listed by kind with their names, as a bio or a profile lists them: the kind
as the subject, then the name or names ("the husband is Dev, the dogs are Pepper, Salt and
Mustard", "wife's Moira, dog's Brodie", "bairns are Callum (7) and Isla (4)", "Two cats:
Borscht and Pelmeni", "the cat (Bosun, ginger, fat)")."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_pos, zh_people
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zw
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

DIALECT_KIN: Final[dict[str, str]] = {
    "bairn": "child", "bairns": "child", "wean": "child", "weans": "child",
    "kiddo": "child", "kiddos": "child", "young'un": "child", "young'uns": "child",
    "lad": "son", "lads": "son", "boys": "son", "girls": "daughter",
    "missus": "wife", "hubby": "husband", "grandkids": "grandchild",
    "grandkid": "grandchild", "children": "child", "kids": "child",
}  # fmt: skip
"""Kin words of everyday or regional speech, and plurals, by the relation they name (data)."""

_NAME: Final = r"[A-Z][a-zà-öø-ÿ'-]+(?: \(\d{1,2}\))?"
_OWN: Final = r"(?:(?:[Tt]he|[Mm]y|[Oo]ur|[Mm]e) )?"
_COUNT: Final = r"(?:(?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Oo]ne|\d) )?"
_OPENS: Final = r"(?:^|(?<=[,;:.!—] )|(?<=\band )|(?<=[:(] ))"
_CLOSES: Final = r"(?=\s*(?:$|[,.;!)—]|\band\b|\bbut\b))"
_LISTED: Final = re.compile(
    rf"{_OPENS}{_OWN}{_COUNT}(?P<kind>[a-z][a-z'-]+)(?:'s|’s| is| are|:| =)"
    rf"(?: called| named)? (?P<names>{_NAME}(?:, {_NAME})*(?:,? and {_NAME})?){_CLOSES}"
)
"""A kind as the subject and the names it is (`the dogs are Pepper, Salt and Mustard`)."""
_BRACKETED: Final = re.compile(
    rf"{_OPENS}(?:[Tt]he|[Mm]y|[Oo]ur) (?P<kind>[a-z][a-z'-]+) \((?P<names>{_NAME})[,)]"
)
"""A kind with the name in brackets (`the cat (Bosun, ginger, fat)`)."""
_HEDGED: Final = re.compile(r"(?i)\b(?:if|wish|would|imagine|pretend|suppose|hope)\b")
_ONE_NAME: Final = re.compile(r"[A-Z][a-zà-öø-ÿ'-]+")


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the people and pets a listing sentence names by kind (the same kind
    said without its name is dropped: the named one is it)."""
    fills = _unique([replace(f, value=f.kind) if _numbered(f) else f for f in fills])
    if "?" in text or _HEDGED.search(text):
        return fills
    said = listed(text)
    found = [f for f in said if not _known(f, fills) and not _corrected(f, said, fills)]
    if not found:
        return fills
    kinds = {f.kind for f in found}
    kept = [f for f in fills if not (f.subject == "user" and f.value == f.kind and f.kind in kinds)]
    return kept + found


def listed(text: str) -> list[Fill]:
    """The user's people and pets a sentence lists by kind with their names."""
    found: list[Fill] = []
    for match in [*_LISTED.finditer(text), *_BRACKETED.finditer(text)]:
        kind = kind_of(match["kind"])
        if kind is None:
            continue
        slot, said = kind
        names = [n for n in _ONE_NAME.findall(match["names"]) if _a_name(n)]
        found += [Fill(slot, name, kind=said) for name in names]
    return found


def kind_of(word: str) -> tuple[str, str] | None:
    """(slot, kind) of a relation or animal word, plurals and regional words too ("bairns",
    "dogs"); None for any other word."""
    low = word.lower()
    if low in DIALECT_KIN:
        return "relation", DIALECT_KIN[low]
    for form in (low, low[:-1] if low.endswith("s") else low):
        if form in w.RELATIONS:
            return "relation", w.RELATIONS[form]
    if is_animal(low):
        return "pet", low[:-1] if low.endswith("s") and low[:-1] in w.ANIMALS else low
    return None


def _a_name(word: str) -> bool:
    """True when a capitalised word may be a name: not a nationality, a place, a language, a
    month or an adjective ("my wife is Irish", "the kids are Bored")."""
    low = word.lower()
    if word in w.NOT_NAMES or low in EN_NOT_SELF_NAMES | w.PLACES | w.NOT_NAMES:
        return False
    return low not in w.LANGUAGES and not en_pos.adjective(low)


def _numbered(fill: Fill) -> bool:
    """True for a person or pet whose name is only a number, an age said after the kind
    ("my dad is 70", "two kids, 9 and 12"): the kind, unnamed."""
    named = fill.slot in ("relation", "pet") and fill.value != fill.kind
    return named and not any(char.isalpha() for char in fill.value)


def _unique(fills: list[Fill]) -> list[Fill]:
    """The fills in order, each once."""
    kept: list[Fill] = []
    for fill in fills:
        if fill not in kept:
            kept.append(fill)
    return kept


def _corrected(fill: Fill, said: list[Fill], fills: list[Fill]) -> bool:
    """True when the sentence's readers already named this kind otherwise: a name corrected
    ("my sister is called Hanna, no wait, Hilde" keeps only Hilde)."""
    names = {f.value for f in said if f.kind == fill.kind}
    return any(
        f.subject == "user" and f.kind == fill.kind and f.value != f.kind and f.value not in names
        for f in fills
        if f.slot == fill.slot
    )


def _known(fill: Fill, fills: list[Fill]) -> bool:
    return any(f.slot == fill.slot and f.value == fill.value for f in fills)


_ZH_NAME: Final = (
    rf"(?:[小阿][\u4e00-\u9fff]|老[{zw.SURNAMES}]|(?P<twice>[\u4e00-\u9fff])(?P=twice)"
    r"|[A-Z][A-Za-z]{1,11})"
)
_ZH_OPENS: Final = r"(?:^|(?<=[，,；;：:。！!\s、]))(?:我(?:家|们家)?的?|家里的?|我家)?"
_ZH_CLOSES: Final = r"(?=$|[，,。；;！!（(\s、]|[一二三四五六七八九十两\d]+岁|今年)"
_ZH_LISTED: Final = re.compile(
    rf"{_ZH_OPENS}(?P<kind>{zh_people.REL_PATTERN}|{zh_people.ANIMAL_PATTERN})(?:是|[：:]\s*)"
    rf"(?P<name>{_ZH_NAME}){_ZH_CLOSES}"
)
"""A kind and its name said with 是 or a colon, as a bio lists them (老婆是小芳, 狗狗：可乐)."""
_ZH_RANKED: Final = re.compile(
    rf"(?:^|(?<=[，,；;：:。\s]))(?:大的|小的|老大|老二|老三|大的那个|小的那个)(?:叫|是)"
    rf"(?P<name>{_ZH_NAME}|[\u4e00-\u9fff]{{2}}){_ZH_CLOSES}"
)
"""Each child by rank after the children are said (两个娃，大的叫乐乐，小的叫欢欢)."""
_ZH_KIDS: Final = re.compile(r"娃|孩子|儿子|女儿|闺女|宝宝|小孩")
_ZH_THEIRS: Final = re.compile(r"他|她|同事|朋友|邻居|人家|别人|亲戚|网友|客人|群里")
_ZH_HEDGED: Final = re.compile(r"如果|要是|假如|希望|想要|打算|[？?]|吗")


def zh_read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the people and pets a Chinese listing names by kind or by rank (the
    same kind said without its name is dropped: the named one is it)."""
    if _ZH_HEDGED.search(text):
        return fills
    found = [f for f in zh_listed(text) if not _known(f, fills)]
    if not found:
        return fills
    kinds = {f.kind for f in found}
    kept = [f for f in fills if not (f.subject == "user" and f.value == f.kind and f.kind in kinds)]
    return kept + found


def zh_listed(text: str) -> list[Fill]:
    """The user's people and pets a Chinese sentence lists by kind with 是 or a colon, and
    children by rank."""
    found: list[Fill] = []
    for match in _ZH_LISTED.finditer(text):
        if not _ZH_THEIRS.search(text[: match.start()]):
            found.append(zh_people.fill_of(match["kind"], match["name"]))
    kids = _ZH_KIDS.search(text)
    for match in _ZH_RANKED.finditer(text):
        after_kids = kids is not None and kids.start() < match.start()
        if after_kids and not _ZH_THEIRS.search(text[: match.start()]):
            found.append(zh_people.fill_of("孩子", match["name"]))
    if any(cue in text for cue in (*zw.CORRECTIONS, "不对", "说错")):  # 哦不对，老婆是小芬
        return [f for i, f in enumerate(found) if all(g.kind != f.kind for g in found[i + 1 :])]
    return found
