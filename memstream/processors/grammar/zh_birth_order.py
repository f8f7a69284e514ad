"""The user's children said by their place among siblings (我家老大今年高考, 我们家老大叫浩浩，
老二叫然然, 我家二宝才三岁): each is a child of the user's, with the name when one is given.

Only after 我家 / 我们家 / 咱家 / 俺家 (我们老大 alone is a boss, 他家老二 someone else's
child); a later sibling in the same message (…，老二叫然然) is the user's too.

Pure: `children(text)` returns the relation fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_shape_words import MORE_ANIMALS
from memstream.processors.grammar.zh_words import ANIMALS

ORDINALS: Final = (
    "老大 老二 老三 老四 老五 老幺 老小 大宝 二宝 三宝 四宝 大娃 二娃 三娃 大儿 小儿 大丫头 二丫头"
).split()
"""Words for a child by their birth order."""
_ORDINAL: Final = "|".join(sorted(ORDINALS, key=len, reverse=True))
_NAME: Final = (
    r"(?P<n>[小阿][\u4e00-\u9fff]|(?P<t>[\u4e00-\u9fff])(?P=t)|[\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+)"
)
_FIRST: Final = re.compile(
    rf"(?:^|[，,。！!；;\s])(?:我们|我|咱们|咱|俺们|俺)家(?:的|里)?(?P<o>{_ORDINAL})"
    rf"(?:(?:叫|名叫|名字叫){_NAME}(?=$|[，,。！!；;、\s]|今年|现在|才|刚|已经|在|上))?"
)
_LATER: Final = re.compile(
    rf"(?:^|[，,。！!；;、\s]|和|跟)(?P<o>{_ORDINAL})(?:叫|名叫|名字叫){_NAME}"
    r"(?=$|[，,。！!；;、\s]|今年|现在|才|刚|已经|在|上)"
)
_NOT_CHILD: Final = re.compile(r"^(?:是我|说了算|让我|要我|的意思|板|总|公司|单位)")
"""What after the word makes it no child (我家老大说了算: the one in charge, 老板)."""
_WISHED: Final = re.compile(r"如果|要是|假如|想要|想生|打算生|准备要|[?？吗]")
KIND: Final = "孩子"
_ANIMALS: Final = frozenset({*ANIMALS, *MORE_ANIMALS, "喵", "汪", "铲屎", "猫粮", "狗粮", "遛"})
_COUNTED_ANIMAL: Final = re.compile(r"[一两几]?[只条匹头](?![要能])")
"""A count word for an animal (是只…, 一条…): the ranked ones are pets."""


def children(text: str) -> list[Fill]:
    """The user's children a message names by birth order, named when a name is said."""
    first = _FIRST.search(text)
    if first is None or _WISHED.search(text) or _NOT_CHILD.match(text[first.end() :]):
        return []
    if any(animal in text for animal in _ANIMALS) or _COUNTED_ANIMAL.search(text):
        return []  # 我家老大是只橘猫，老二是布偶: pets are ranked so too
    found = [_child(first.group("n")) if first.group("n") else _said_after(text[first.end() :])]
    for later in _LATER.finditer(text, first.end()):
        if later.group("o") != first.group("o"):
            found.append(_child(later.group("n")))
    return found


_SEX: Final = {"闺女": "女儿", "女儿": "女儿", "女孩": "女儿", "丫头": "女儿", "千金": "女儿",
    "儿子": "儿子", "男孩": "儿子", "小子": "儿子"}  # fmt: skip
_SAID_AFTER: Final = re.compile(
    r"^[^。！!；;]{0,12}?是个?(?P<k>"
    + "|".join(_SEX)
    + r")(?:[，,]\s*(?:名字)?叫"
    + _NAME.replace("(?P<n>", "(?P<n2>").replace("(?P<t>", "(?P<t2>").replace("(?P=t)", "(?P=t2)")
    + r"(?=$|[，,。！!；;\s]))?"
)


def _said_after(rest: str) -> Fill:
    """The child an unnamed birth-order word opens, with the sex and name said after it
    (我们家老二也出生啦，是个闺女，叫二宝: a daughter, 二宝)."""
    said = _SAID_AFTER.match(rest)
    if said is None:
        sexes = {_SEX[word] for word in _SEX if word in rest}
        kind = sexes.pop() if len(sexes) == 1 else KIND  # …老大今年高考，儿子压力大: a son
        return Fill("relation", kind, kind=kind)
    kind = _SEX[said.group("k")]
    return Fill("relation", said.group("n2") or kind, kind=kind)


def _child(name: str | None) -> Fill:
    """A child of the user's: `孩子: name` when named, else `孩子`."""
    return Fill("relation", name or KIND, kind=KIND)
