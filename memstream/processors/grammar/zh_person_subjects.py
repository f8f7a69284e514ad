"""A Chinese fact about someone else needs someone as its subject (g52o): a relation or a
person word (老婆, 网友, 实习生, 店主), a pet, 他 / 她, a name (小林, 刘总, 张阿姨, Amy) or a
person and a name (实习生:小林). A subject read off a word that names no one (楼上那家 →
家, 一个人 → 人, 方向是计算机视觉 → 方向, 夏天, 养老院) is a misreading: its fact is dropped.

Pure: `kept(fills)`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import zh_their_words as their
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

_PEOPLE: Final = (
    frozenset(w.RELATIONS)
    | frozenset(w.RELATIONS.values())
    | frozenset(w.PERSON_NOUNS)
    | frozenset(w.ROLE_ENDINGS)
    | frozenset(w.ANIMALS)
    | frozenset(w.PET_KINDS.values())
    | frozenset(their.PERSON_HEADS)
    | frozenset(w.PERSON_ACRONYMS)
    | frozenset(("他", "她", "他们", "她们", "它"))
) - frozenset(("人",))
_HEADS: Final = "|".join(sorted(_PEOPLE, key=len, reverse=True))
_NAME: Final = re.compile(r"^[小老阿][\u4e00-\u9fff]{1,2}$")
"""A name said with 小, 老 or 阿 (小林, 老周, 阿珍)."""
_NAMED_END: Final = re.compile(r"(?:[小阿][\u4e00-\u9fff]|[A-Za-z]{2,})$")
"""A name at the end of a subject read with its determiner (那个coser阿狸)."""
_SURNAMED: Final = re.compile(r"^[" + w.SURNAMES + r"][\u4e00-\u9fff]{1,2}$")
_PERSON_END: Final = re.compile(
    r"(?:" + _HEADS + r"|总|长|员|生|师|手|工|哥|姐|弟|妹"
    r"|叔|姨|爷|奶|婆|公|伯|友|主|客|者)$"
)
"""A person word at the end of a longer subject (保安大哥, 老水手, 国家队教练)."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the facts whose subject names no one (a word said right after a
    person word or 有个 is someone's name: 大主播辛巴, 有个手足)."""
    return [
        f
        for f in fills
        if f.subject == "user" or _someone(f.subject) or _introduced(f.subject, text)
    ]


def _introduced(subject: str, text: str) -> bool:
    """True when the subject is said right after a person word or 有个 (主播辛巴, 有个手足);
    not after a demonstrative (这个养老院)."""
    kind = subject.partition(":")[0].strip()
    before = r"(?:有一?[个位]|" + _HEADS + ")"
    return bool(kind) and re.search(before + re.escape(kind), text) is not None


def _someone(subject: str) -> bool:
    """True when a subject read off a Chinese sentence names a person or a pet."""
    kind, _, name = subject.partition(":")
    kind = kind.strip()
    if name.strip() or not re.search(r"[\u4e00-\u9fff]", kind):
        return True  # 实习生:小林, Amy
    if kind.startswith(("个", "那", "这", "有")) and len(kind) > 1:
        return _NAMED_END.search(kind) is not None  # 个姑娘, 有人: a determiner read as the person
    if kind in _PEOPLE or _NAME.match(kind) is not None or _PERSON_END.search(kind) is not None:
        return True
    return _SURNAMED.match(kind) is not None and _tagged_name(kind)


@lru_cache(maxsize=1024)
def _tagged_name(word: str) -> bool:
    """True when the tagger reads the word as a person's name (李有田, 周立新; not 方向, 夏天)."""
    import jieba.posseg

    tagged = jieba.posseg.lcut(word)
    if len(tagged) == 1:
        return str(tagged[0].flag).startswith("nr")
    return len(word) == 3  # 周立新: a full name the tagger cuts up
