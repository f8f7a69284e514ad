"""Health said as the reason beside a food refused, in a clause of its own ("can't do gluten,
celiac", "I'll pass on the shrimp, allergic", "No dairy for me, lactose intolerant"): the
bare health word is the user's condition or allergy, and the food refused is what the
allergy is to or the diet the condition keeps.

Pure. The roles are read, not the wording: a clause that is only a health word (with "I'm",
"being", "because" before it, "here" or "sadly" after it), and in another clause a verb of
refusing (data: `REFUSING`) with its object.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_health, en_read, zh_words
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.tokens import Clause, tokens_of

REFUSING: Final = (
    "pass on", "skip", "hold", "leave out", "leave off", "no", "without", "can't have",
    "can't eat", "can't do", "can't touch", "cannot have", "cannot eat", "cannot do",
    "can not have", "can not eat", "can not do", "avoid", "stay away from", "steer clear of",
    "don't eat", "do not eat", "can't drink", "cannot drink", "don't do",
)  # fmt: skip
"""Verbs that refuse a food: their object is what the health word beside them is about."""
_REFUSED: Final = re.compile(
    r"\b(?:" + "|".join(re.escape(v) for v in REFUSING) + r")\s+(?:the |any |all |my |on )?"
    r"(?P<f>[a-z][a-z-]*(?: [a-z][a-z-]*)?)"
)
_AFTER_FOOD: Final = frozenset(
    "please pls for in on at me thanks thx from with though sadly here or and".split()
)
_NOT_FOOD: Final = frozenset("it that this them one thing things way me you way problem".split())
_ASIDE: Final = re.compile(
    r"^(?:(?:i am|i'm|im|being|because|cause|coz|bc|since|as|since i am|since i'm|cause i'm"
    r"|because i'm|i'm|am)\s+)*(?:(?:an?|very|super|severely|deathly|badly|really|seriously"
    r"|so|totally)\s+)*(?P<x>[a-z][a-z'-]*(?: [a-z][a-z'-]*)?)"
    r"(?:\s+to\s+(?:it|them|that|those|these|all of them|both))?"
    r"(?:\s+(?:here|lol|sadly|unfortunately|btw|remember|though|myself))*$"
)
_PARTS: Final = re.compile(r"[,;.!?()]+|\s+(?:so|because|cause|since|but)\s+|\s+[-—–]+\s+|—")
_OTHERS: Final = re.compile(
    r"\b(?:he|she|they|his|her|their|my (?:son|daughter|wife|husband|kid|kids|partner|friend"
    r"|mom|mum|dad|boss|brother|sister|guest|guests)|our (?:guest|kid|son|daughter))\b"
)
_UNSURE: Final = re.compile(
    r"\b(?:if|might|maybe|probably|perhaps|think|wonder|whether|test(?:ed)? for|suspect)\b"
)
"""A health word only supposed ("maybe celiac", "if I'm allergic"): nothing learned."""
_CONDITION_DIETS: Final = {"celiac disease": "gluten-free"}
"""A condition that is a way of eating by itself."""


def aside(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the condition or allergy a bare health clause says, and the allergen or
    diet of the food refused beside it."""
    low = text.lower().replace("’", "'")
    if "?" in low or _OTHERS.search(low) or _UNSURE.search(low):
        return fills
    parts = [p.strip() for p in _PARTS.split(low) if p and p.strip()]
    if len(parts) < 2:
        return fills
    fills = _without_broken(fills)
    said = {f.slot for f in fills if f.subject == "user"}
    for at, part in enumerate(parts):
        found = _ASIDE.match(part)
        if found is None:
            continue
        rest = parts[:at] + parts[at + 1 :]
        food = next((f for p in rest if (f := _refused(p))), "")
        added = _health(found.group("x"), food, said)
        if added:
            return en_health.diet_not_taste(fills + added)
    return fills


def _health(word: str, food: str, said: set[str]) -> list[Fill]:
    """The fills a bare health word gives, beside the food refused ("" when none)."""
    if word == "allergic":
        return [Fill("allergy", food)] if food and "allergy" not in said else []
    found = en_read.condition_adj(Clause(tokens_of(f"I am {word}")), 2, 0)
    condition = found[0][0] if found else (word if word in en_read.CONDITIONS else "")
    if not condition or "condition" in said:
        return []
    added = [Fill("condition", condition)]
    diet = _CONDITION_DIETS.get(condition) or (en_health.diet_of_food(food) if food else None)
    return added + ([Fill("diet", diet)] if diet and "diet" not in said else [])


def _refused(part: str) -> str:
    """The food a clause refuses ("pass on the shrimp" → shrimp), or ""."""
    found = _REFUSED.search(part)
    if found is None:
        return ""
    words = found.group("f").split()
    if words[1:] and words[1] in _AFTER_FOOD:
        words = words[:1]
    food = " ".join(words)
    return "" if words[0] in _NOT_FOOD | _AFTER_FOOD else food


def _without_broken(fills: list[Fill]) -> list[Fill]:
    """Without an allergy read off the refusing words themselves ("skip the", "no"), and an
    allergy read with them ("no nuts") as the food refused."""
    kept = []
    for f in fills:
        words = f.value.lower().split()
        if f.slot == "allergy" and (words[-1:] in (["the"], ["a"], ["any"]) or words == ["no"]):
            continue
        refused = _LEADING_REFUSAL.sub("", f.value) if f.slot == "allergy" else f.value
        kept.append(replace(f, value=refused) if refused != f.value and refused else f)
    return kept


_LEADING_REFUSAL: Final = re.compile(r"^(?:no|without|hold the|skip the|no more)\s+", re.IGNORECASE)
"""A refusing word read into an allergy's value ("no nuts" → nuts)."""


_ZH_PARTS: Final = re.compile(r"[，,。；;！!（）()]+|\s+")
_ZH_ASIDE: Final = re.compile(
    r"^(?:因为|因为我|我|我有|有|会|是|我是|我会|我得了|本人)?(?:严重|很严重的|有点)?"
    r"(?P<x>[\u4e00-\u9fff]{2,8}?)(?:了|啊|呀|哈|啦)?$"
)
_ZH_REFUSED: Final = re.compile(
    r"(?:不吃|不喝|不碰|不能吃|不能喝|不能碰|吃不了|喝不了|碰不了|去掉|别放|别加|不要放|不要加|不要)"
    r"(?P<f>[\u4e00-\u9fff]{1,6}?)(?:了|啊|吧|哈)?$"
    r"|^(?:请|帮我|给我|麻烦)?(?:把)?(?P<g>[\u4e00-\u9fff]{1,6}?)(?:我)?(?:就|都|也|是|可|真)?(?:不吃|不喝|不碰|不能吃|不能喝"
    r"|吃不了|去掉|别放|不要)(?:了|啊|吧)?$"
)
_ZH_MORE_CONDITIONS: Final = {"乳糜泻": "无麸质"}
"""Conditions the shared lexicon lacks, with the way of eating each keeps."""
_ZH_DIET_WORDS: Final = {"无麸质": "gluten-free"}
_ZH_OTHERS: Final = re.compile(r"他|她|我(?:的)?(?:儿子|女儿|老婆|老公|孩子|妈|爸|朋友|同事)|客人")


def zh_aside(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the allergy or condition a bare health clause says beside a food
    refused (虾就不吃了，过敏; 面包我不吃，乳糜泻)."""
    if re.search(r"[？?吗]|如果|要是|可能|是不是", text) or _ZH_OTHERS.search(text):
        return fills
    parts = [p for p in _ZH_PARTS.split(text) if p]
    if len(parts) < 2:
        return fills
    said = {f.slot for f in fills if f.subject == "user"}
    for at, part in enumerate(parts):
        found = _ZH_ASIDE.match(part)
        word = found.group("x") if found is not None else ""
        rest = parts[:at] + parts[at + 1 :]
        food = next((f for p in rest if (f := _zh_refused(p))), "")
        added = _zh_health(word, food, said)
        if added:
            kept = [f for f in fills if not (f.slot == "dislike" and f.value == food)]
            return kept + added
    return fills


def _zh_refused(part: str) -> str:
    found = _ZH_REFUSED.search(part)
    return (found.group("f") or found.group("g") or "").removesuffix("的") if found else ""


def _zh_health(word: str, food: str, said: set[str]) -> list[Fill]:
    if word == "过敏":
        return [Fill("allergy", food)] if food and "allergy" not in said else []
    if "condition" in said or not (word in zh_words.CONDITIONS or word in _ZH_MORE_CONDITIONS):
        return []
    diet = _ZH_DIET_WORDS.get(_ZH_MORE_CONDITIONS.get(word, ""))
    return [Fill("condition", word)] + ([Fill("diet", diet)] if diet and "diet" not in said else [])


CONDITION_DIETS: Final = {
    "celiac disease": "gluten-free", "coeliac disease": "gluten-free", "celiac": "gluten-free",
    "coeliac": "gluten-free", "乳糜泻": "gluten-free", "麸质不耐受": "gluten-free",
    "麸质过敏": "gluten-free",
}  # fmt: skip
"""Conditions that are a way of eating by themselves (celiac disease keeps one gluten-free);
only those with no other way to live with them (lactose intolerance is often managed with
pills or small amounts, so it names no diet)."""
NARROWER_DIETS: Final = {"vegan": frozenset(("vegetarian",))}
"""A diet and the broader ones it implies: said together (我吃素的，全素; "vegetarian, well
vegan really"), the narrower one is the diet."""


def implied_diets(fills: list[Fill]) -> list[Fill]:
    """The fills with the diet a condition of the user's keeps (`CONDITION_DIETS`) when the
    sentence names no diet of theirs, and without a diet a narrower one said with it
    implies (`NARROWER_DIETS`)."""
    mine = {f.value for f in fills if _my_diet(f)}
    broader = {b for d in mine for b in NARROWER_DIETS.get(d, ())}
    if broader:
        fills = [f for f in fills if not (_my_diet(f) and f.value in broader)]
    if mine:
        return fills
    kept = [
        CONDITION_DIETS[f.value.lower()]
        for f in fills
        if f.slot == "condition"
        and f.subject == "user"
        and f.action != NEGATE
        and f.value.lower() in CONDITION_DIETS
    ]
    return [*fills, Fill("diet", kept[0])] if kept else fills


def _my_diet(fill: Fill) -> bool:
    return fill.slot == "diet" and fill.subject == "user"
