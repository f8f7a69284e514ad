"""A pet named by the care the user gives it, its kind said after ("I walk Bramble at 6,
she's a collie", "Took Biscuit to the vet, he's a beagle", 每天给旺财喂两顿，它是条土狗,
我天天遛豆豆，它是只柯基): the being cared for is the user's, and the kind said of it (by
its name or by he/she/it, 它) is what it is.

Nothing without the care said by the user (a neighbour's dog "Rex is a collie" is no pet of
theirs), nothing from a question or a wish. Pure; the care verbs are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal
from memstream.processors.grammar.zh_shape_words import MORE_ANIMALS
from memstream.processors.grammar.zh_subjects import someone_in

EN_CARE: Final = (
    "walk walks walked walking feed feeds fed feeding groom grooms groomed brush brushes "
    "brushed bathe bathes bathed wash washed take takes took taking let"
).split()
"""What the user does for a pet, with the pet as its object ("I walk Bramble")."""
_EN_NAME: Final = r"[A-Z][a-z'’-]+"
_EN_CARED: Final = re.compile(
    r"(?:\b(?:I|we|I've|we've|I'll|we'll)\s+(?:\w+\s+){0,2}?|^(?:just\s+|finally\s+)?)"
    r"(?i:" + "|".join(EN_CARE) + r")\s+(?P<n>" + _EN_NAME + r")\b"
)
_EN_KIND: Final = re.compile(
    r"\b(?P<who>she|he|it|" + _EN_NAME + r")(?:'s|’s|\s+is)\s+(?:a|an)\s+"
    r"(?P<said>(?:[a-z-]+\s+){0,2}[a-z-]+)",
    re.IGNORECASE,
)
_EN_UNSURE: Final = re.compile(r"\?|\b(?:if|would|wish|want to|someday)\b", re.IGNORECASE)
_EN_NOT_NAMES: Final = frozenset(
    "The A An My Our His Her Their Your It Him Them Me Us Care Time Out Off Up Over".split()
)

_ZH_ANIMALS: Final = frozenset({*zh_words.ANIMALS, *MORE_ANIMALS})
_ZH_NAME: Final = r"[\u4e00-\u9fff]{2,3}?"
_ZH_CARED: Final = re.compile(
    r"(?:遛|喂|撸)(?P<a>"
    + _ZH_NAME
    + r")(?=$|[，,。！!；;\s]|[一两三四五六七八九十\d]|去|出|的时候)"
    + r"|(?:给|带|帮|替)(?P<b>"
    + _ZH_NAME
    + r")(?:去)?(?:喂|洗澡|梳毛|剪指甲|打疫苗|打针|驱虫|铲屎|看病|宠物医院|遛)"
)
"""The user's care of a being by its name (遛豆豆, 给旺财喂, 带球球去打疫苗)."""
_ZH_KIND: Final = re.compile(
    r"(?:(?<=[，,。！!；;\s])|^)(?P<who>它|牠|" + _ZH_NAME + r")是(?:一)?(?:条|只|头|匹|个)"
    r"(?P<said>[\u4e00-\u9fff]{1,6})"
)
_ZH_UNSURE: Final = re.compile(r"吗|？|\?|如果|要是|假如|想养|打算养")
_ZH_NOT_NAMES: Final = re.compile(r"^(?:我|你|他|她|它|这|那|每|一|两|几|孩子|邻居|朋友)")


def en_read(text: str) -> list[Fill]:
    """The pet an English message names by its care and says the kind of."""
    if _EN_UNSURE.search(text):
        return []
    cared = _EN_CARED.search(text)
    if cared is None or cared["n"] in _EN_NOT_NAMES:
        return []
    for said in _EN_KIND.finditer(text, cared.end()):
        if said["who"].lower() not in ("she", "he", "it") and said["who"] != cared["n"]:
            continue
        kind = _en_animal(said["said"].lower().split())
        if kind:
            return [Fill("pet", cared["n"], kind=kind)]
    return []


_EN_COMPOUNDS: Final = frozenset(
    "person people lover lovers owner owners walker sitter trainer groomer food bed toy "
    "friendly mom mum dad show park".split()
)
"""Words after an animal word that make it part of another noun ("a dog person")."""


def _en_animal(words: list[str]) -> str:
    """The animal word that heads the phrase said of the being, when one does."""
    for at, word in enumerate(words):
        if is_animal(word):
            after = words[at + 1] if at + 1 < len(words) else ""
            return "" if after in _EN_COMPOUNDS else word
    return ""


def zh_read(text: str) -> list[Fill]:
    """The pet a Chinese message names by its care and says the kind of (它是条土狗)."""
    if _ZH_UNSURE.search(text):
        return []
    cared = _ZH_CARED.search(text)
    name = None if cared is None else cared["a"] or cared["b"]
    if cared is None or name is None or _ZH_NOT_NAMES.search(name):
        return []
    if someone_in(re.split(r"[，,。！!；;]", text[: cared.start()])[-1]):
        return []  # 邻居每天遛豆豆: the neighbour's care
    for said in _ZH_KIND.finditer(text):
        if said["who"] not in ("它", "牠", name):
            continue
        kind = _zh_animal(said["said"])
        if kind:
            return [Fill("pet", name, kind=kind)]
    return []


def _zh_animal(said: str) -> str:
    """The longest animal word that opens what is said (土狗, 柯基，很乖: 柯基)."""
    heads = [said[:n] for n in range(len(said), 0, -1) if said[:n] in _ZH_ANIMALS]
    return heads[0] if heads else ""
