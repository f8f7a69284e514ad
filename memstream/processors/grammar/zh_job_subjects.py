"""A Chinese sentence that opens with someone else as its subject is about them, not the
user (g54o). Two openings. A job named with what it serves: 超市收银员是素食者,
健身教练会说西班牙语, 图书馆管理员对花生过敏, 小区保安天天跑步, 医院护士住在松江; a job word
(收银员, 教练, 保安, or a word ending 员 / 师 / 匠) with a modifier before it that is no bio
word of the user's (资深, 自由, 前端: 资深设计师常驻大理 is the user's bio). And a full name the
tagger knows: 刘德华好像会说好几种方言，潮州话也会, 杨紫喜欢吃火锅, 马斯克每天工作. A predicate
follows with no comma (王芳，坐标成都 is a self-introduction) and the sentence never says 我,
咱, 俺 or 本人. Its user fills are dropped (the pronoun-dropped clauses after it go on about
the same person).

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import zh_their_words as their
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

_JOBS: Final = (frozenset(w.ROLE_ENDINGS) | frozenset(their.PERSON_HEADS)) - frozenset(w.RELATIONS)
_JOB: Final = "|".join(sorted(_JOBS, key=len, reverse=True))
_OPENING: Final = re.compile(
    r"^(?:那个|这个|那位|这位|有个|一个|一位)?(?P<mod>[\u4e00-\u9fffA-Za-z]{2,6}?)"
    r"(?P<job>" + _JOB + r"|[\u4e00-\u9fff]{1,3}[员师匠])"
    r"(?=是|在|住|会|对|吃|喝|不|没|每|天天|也|都|很|最|喜欢|爱|讨厌|有|养|总|常|经常|一直"
    r"|从来|从不|刚|又|还|特别|超|老是|平时|周末|早上|晚上)"
)
"""A clause opened by a modifier and a job word, with a predicate right after."""
_BIO_MODS: Final = re.compile(
    r"(?:自由|独立|资深|全职|兼职|前|退休|实习|初级|中级|高级|首席|普通|新手|专职|业余|职业|持证"
    r"|注册|执业|在职|离职|小|老|大|女|男|一名|\d+后|[零一二三四五六七八九十两\d]+年)$"
    r"|^(?:" + "|".join(sorted(w.ROLE_ENDINGS, key=len, reverse=True)) + r")"
)
"""Modifiers that make a job the user's own bio (资深设计师, 90后护士, 前端工程师)."""
_USER: Final = re.compile(r"我|咱|俺|本人|自己")
_THEM: Final = re.compile(r"他|她|你|您")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence is about a worker it opens with."""
    if not any(f.subject == "user" for f in fills) or not about_worker(text):
        return fills
    return [f for f in fills if f.subject != "user"]


def about_worker(text: str) -> bool:
    """True when the sentence opens with a modified job word and never says the user."""
    if _USER.search(text):
        return False
    first = re.split(r"[，,。！!？?；;：:\s]", text.strip(), maxsplit=1)[0]
    found = _OPENING.match(first)
    if found is not None and not _THEM.search(found["mod"]):
        return _BIO_MODS.search(found["mod"]) is None
    return _named_opening(first)


_NAME_TAGS: Final = frozenset(("nr", "nrfg", "nrt"))
_PREDICATE_TAGS: Final = ("v", "d", "zg", "r", "p", "t")
_SURNAMED: Final = re.compile(r"^[" + w.SURNAMES + r"]")


@lru_cache(maxsize=2048)
def _named_opening(clause: str) -> bool:
    """True when the clause opens with a full name the tagger knows (刘德华, 鲁迅) and a
    predicate follows it."""
    import jieba.posseg

    words = [(str(p.word), str(p.flag)) for p in jieba.posseg.lcut(clause[:12])]
    if len(words) < 2:
        return False
    (name, tag), (after, after_tag) = words[0], words[1]
    if tag not in _NAME_TAGS or not 2 <= len(name) <= 4 or name.endswith(("人", "家")):
        return False
    if _SURNAMED.match(name) is None:
        return False  # jieba tags some words nr (过敏, 荣耀, 从星衍, 南昌人)
    return after_tag.startswith(_PREDICATE_TAGS) and after not in _NOT_PREDICATES


_NOT_PREDICATES: Final = frozenset("的 和 跟 与 那个 这个 那 这 那边 这边 那里 这里".split())
"""Words after a name that make it a place or a possessor, not a subject (张家那个活)."""
