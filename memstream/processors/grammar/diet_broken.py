"""A diet or a health fact the previous message stated, taken back by what the user now does
or was told, English and Chinese, read off lexicons kept as data:

- a food the diet leaves out, eaten or drunk again ("I'm eating bread again" after
  "I'm gluten-free", 最近开始小酌了 after 我不喝酒): the diet ends; a vegan who eats eggs
  or dairy (no meat) is vegetarian now;
- an allergy or condition retracted ("the penicillin thing was a false alarm", "tested
  negative", 医生说是误诊): it ends.

Pure: `broken(text, chinese, stated)` takes the previous message's fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_MEAT: Final = """meat meats fish chicken beef pork bacon ham steak steaks burger burgers
    seafood sausage sausages lamb turkey salmon tuna shrimp prawns 肉 鱼 荤 海鲜 鸡肉 牛肉 猪肉
    羊肉 烤肉 火锅 牛排 红烧肉"""
_ANIMAL: Final = """eggs egg dairy cheese milk butter yogurt yoghurt honey 蛋 鸡蛋 奶 牛奶 奶酪
    酸奶 黄油 蜂蜜"""
_GLUTEN: Final = "bread gluten pasta wheat pizza noodles bagels 面包 面条 麸质 馒头 面食 包子 饺子"
_DAIRY: Final = "dairy cheese milk butter yogurt yoghurt ice-cream 奶 牛奶 奶酪 酸奶 黄油 冰淇淋"
_ALCOHOL: Final = """alcohol wine beer beers booze drink drinks drinking cocktail cocktails
    whisky whiskey gin vodka 酒 红酒 啤酒 白酒 小酌 喝酒 喝点酒 葡萄酒 鸡尾酒"""
_SUGAR: Final = "sugar sweets dessert desserts cake chocolate candy 糖 甜食 甜品 蛋糕 巧克力 奶茶"
_RED: Final = "beef steak steaks burger burgers 牛肉 牛排"
_CARBS: Final = "carbs bread rice pasta noodles potatoes 碳水 米饭 面条 面包 馒头"
EXCLUDED: Final[dict[str, frozenset[str]]] = {
    "vegan": frozenset(f"{_MEAT} {_ANIMAL}".split()),
    "vegetarian": frozenset(_MEAT.split()),
    "pescatarian": frozenset(_MEAT.split()) - {"fish", "seafood", "salmon", "tuna", "shrimp",
                                                "prawns", "鱼", "海鲜"},
    "gluten-free": frozenset(_GLUTEN.split()),
    "dairy-free": frozenset(_DAIRY.split()),
    "lactose-free": frozenset(_DAIRY.split()),
    "no alcohol": frozenset(_ALCOHOL.split()),
    "sugar-free": frozenset(_SUGAR.split()),
    "low-carb": frozenset(_CARBS.split()),
    "keto": frozenset(f"{_CARBS} {_SUGAR}".split()),
    "no pork": frozenset("pork bacon ham 猪肉 红烧肉".split()),
    "no red meat": frozenset(f"{_RED} pork lamb 猪肉 羊肉".split()),
    "no beef": frozenset(_RED.split()),
    "halal": frozenset("pork bacon ham 猪肉".split()),
}  # fmt: skip
"""Each diet and the foods it leaves out: eating one again ends the diet."""
_ONLY_ANIMAL: Final = frozenset(_ANIMAL.split())

_EN_EATS: Final = re.compile(
    r"\b(?:i|we)(?:'m| am| are|'ve| have)?\s+(?:now\s+|also\s+|even\s+|finally\s+|just\s+"
    r"|started\s+|back\s+to\s+|been\s+|occasionally\s+|sometimes\s+)*(?:eat|eating|ate|drink"
    r"|drinking|have|having|enjoying|back on)\b(?P<what>[^,.;!?]*)",
    re.IGNORECASE,
)
_EN_AGAIN: Final = re.compile(
    r"\b(?:again|now|these days|nowadays|back on|started|anymore)\b", re.I
)
_EN_NOT: Final = re.compile(r"\b(?:not|no|never|don't|can't|won't|haven't|wouldn't)\b|n't\b", re.I)
_ZH_EATS: Final = re.compile(
    r"(?:开始|又|也|重新|恢复|偶尔|现在)(?:会|也|还|能)?(?:吃|喝|小酌)(?P<what>[^，,。！!？?；;]*)"
    r"|(?P<before>[^，,。！!？?；;]{1,8}?)(?:也|都|又)(?:吃|喝)了?"
)
_ZH_NOT: Final = re.compile(r"不|没|别|戒")
_ZH_OTHERS: Final = re.compile(
    r"他|她|别人|我(?:的)?(?:老婆|老公|爸|妈|儿子|女儿|孩子|朋友|同事|室友|对象|男朋友|女朋友)"
)
"""Someone other than the user, who eats what the user does not (我老婆又开始吃肉了)."""
_RETRACTED: Final = re.compile(
    r"\b(?:false alarm|tested negative|misdiagnos\w*|ruled out|was never|wasn't actually|isn't"
    r" actually|not actually|outgrew|grew out of|all clear|cleared me)\b",
    re.IGNORECASE,
)
_ZH_RETRACTED: Final = re.compile(
    r"误诊|虚惊一场|排除了|查了不是|其实不是|不过敏了|已经脱敏|脱敏成功|治好了|痊愈"
)
_HEALTH: Final = ("allergy", "condition", "diet")


def broken(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """The diet the previous message stated, ended by a food it leaves out eaten again (a
    vegan eating eggs is vegetarian now), and a health fact it stated, retracted."""
    return _diet_broken(text, chinese, stated) + _retracted(text, chinese, stated)


def _eaten(text: str, chinese: bool) -> str:
    """What the user says they eat or drink again or now, or ""."""
    if chinese:
        found = _ZH_EATS.search(text)
        if found is None or _ZH_NOT.search(text[max(0, found.start() - 3) : found.end()]):
            return ""
        if _ZH_OTHERS.search(re.split(r"[，,。！!；;]", text[: found.start()])[-1]):
            return ""
        return found.group(0) + re.split(r"[，,。！!？?；;]", text[found.end() :])[0]  # 也喝点红酒
    found = _EN_EATS.search(text)
    if found is None or not _EN_AGAIN.search(text):
        return ""
    clause = re.split(r"[,;.!?]", text[: found.start()])[-1]
    return "" if _EN_NOT.search(clause + found.group(0)) else found.group("what").lower()


def _diet_broken(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    diets = [f for f in stated if f.slot == "diet" and f.value in EXCLUDED]
    eaten = _eaten(text, chinese) if diets else ""
    if not eaten:
        return []
    diet = diets[-1]
    said = _foods(eaten, chinese)
    left_out = said & EXCLUDED[diet.value]
    if not left_out:
        return []
    extra = {"object": "", "verb": "", "slots": ["diet"], "whole": True, "replaced": True}
    ending = Fill("ending", diet.value, action=NEGATE, terms=("diet",), extra=extra)
    if diet.value == "vegan" and left_out <= _ONLY_ANIMAL:
        shown = {"said": "素食"} if chinese else {}  # 饮食：素食, not a key in English
        return [ending, Fill("diet", "vegetarian", extra={"follows": diet.value, **shown})]
    return [ending]


def _foods(said: str, chinese: bool) -> set[str]:
    if chinese:
        return {food for foods in EXCLUDED.values() for food in foods if food in said}
    return set(re.findall(r"[a-z-]+", said))


def _retracted(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    if (_ZH_RETRACTED if chinese else _RETRACTED).search(text) is None:
        return []
    low = text.lower()
    for fill in stated:
        words = [fill.value] if chinese else fill.value.lower().split()
        if fill.slot in _HEALTH and any(word in low for word in words if len(word) > 2):
            terms = tuple(words)
            extra = {"object": "", "verb": "", "slots": [fill.slot], "said": fill.value}
            return [Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra)]
    return []


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence could say a food eaten again or a health fact retracted."""
    if chinese:
        return bool(_ZH_EATS.search(text) or _ZH_RETRACTED.search(text))
    return bool((_EN_EATS.search(text) and _EN_AGAIN.search(text)) or _RETRACTED.search(text))
