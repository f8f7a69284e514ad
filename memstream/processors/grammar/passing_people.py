"""Someone met in passing, with no name and not the user's, is not someone whose facts are
kept (g53o): "the patient in bay 4 has a penicillin allergy", "the new intern speaks Korean",
"a lorry driver I met at the depot has a nut allergy", 新来的实习生会说日语, 有个顾客对花生过敏,
那个网红博主搬去大理了. What the user says of their own people ("my brother is a pilot",
"our neighbour is a drummer", 我表姐住在杭州, 老公在西藏当兵) or of someone named ("Sarah next
door has coeliac", "the barn owner, Charlene, ...", 实习生小林, 刘总, 老王) is kept as theirs.

A fact about someone else is dropped when its subject has no name and every mention of the
person in the sentence is without an owner (my / our, 我 / 我们 / 咱; a Chinese family word
that opens a clause is the user's own: 老公在西藏当兵). A subject the sentence does not spell
(read as another word: "teammate" for "the new guy on our team") is left alone.

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import en_words, zh_words
from memstream.processors.grammar.fills import Fill

_NOBODY: Final = frozenset(("someone", "somebody", "有人", "某人"))
"""A subject read for a person the sentence never names or owns."""
_PRONOUNS: Final = frozenset("he she they him her them 他 她 他们 她们 它".split())
"""Someone said before (the earlier message names them): never someone met in passing."""
_EN_OWNER: Final = (
    r"(?:\b(?:my|our|me)\s+(?:[a-z'-]+\s+){0,2}"
    r"|\b(?:i|we)\s+(?:have|had|'ve|got)\s+(?:an?\s+)?(?:[a-z'-]+\s+){0,2})"
)
"""'my (new) KIND', 'our KIND', "me mam", 'I have a KIND'."""
_ZH_OWNER: Final = r"(?:我|咱|俺)(?:们)?(?:的|家的?)?[\u4e00-\u9fff]{0,6}?"
"""我KIND, 我的KIND, 我们部门新来的KIND, 我家KIND, 咱KIND."""
_EN_KIN: Final = en_words.CLOSE_RELATIONS | en_words.KIN_CALLED
_ZH_CLAUSE_START: Final = r"(?:^|[，,。！!？?；;：:\s])"
_ZH_NAME: Final = re.compile(r"^[小老阿][\u4e00-\u9fff]{1,2}$")
"""小林, 老周, 阿珍: a name said with 小, 老 or 阿."""
_ZH_KIND_END: Final = re.compile(
    r"(?:总|长|员|生|师|手|工|哥|姐|弟|妹|叔|姨|爷|奶|婆|公|伯|友|主|客|者|板|娘|子|人|哥们)$"
)
"""A person word's last character (小哥, 老大爷, 老板): a kind, not a name."""
_ZH_PERSON_WORDS: Final = frozenset(zh_words.PERSON_NOUNS) | frozenset(zh_words.RELATIONS)
_ZH_TITLES: Final = frozenset(
    """老师 总 工 医生 大夫 师傅 经理 主任 律师 教练 姐 哥 叔 姨 阿姨 大爷 大妈 奶奶 爷爷 老板
    同学 先生 女士 小姐 科长 处长 局长 院长 校长 所长 队长 书记 博士 教授 老板娘 导""".split()
)
"""What follows a surname to make a name (张老师, 刘总, 王阿姨)."""


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without the facts about an unnamed person the user does not call theirs."""
    return [f for f in fills if f.subject == "user" or not _passing(f.subject, sentence, chinese)]


def _passing(subject: str, sentence: str, chinese: bool) -> bool:
    """True when the subject is an unnamed person every mention of whom has no owner."""
    kind, _, name = (part.strip() for part in subject.partition(":"))
    if name or not kind:
        return False
    if kind.lower() in _PRONOUNS:
        return False
    if kind.lower() in _NOBODY:
        return True
    if chinese:
        named = _zh_named(kind) or _zh_name_after(kind, sentence)
        return not named and _zh_unowned(kind, sentence)
    return kind[:1].islower() and _en_unowned(kind, sentence)


def _en_unowned(kind: str, sentence: str) -> bool:
    """True when the kind is said in the sentence and never after 'my' / 'our' / 'I have a'."""
    word = re.escape(kind) + r"(?:s|es)?\b"
    if re.search(r"(?i)\b" + word, sentence) is None:
        return False
    if re.search(r"(?i)" + word + r",?\s+of\s+(?:mine|ours)\b", sentence) is not None:
        return False  # "a friend of mine"
    if kind.lower() in _EN_KIN and re.match(r"(?i)\W*" + word, sentence) is not None:
        return False  # "grandpa smokes a pipe": kin said bare is the user's own
    return re.search(r"(?i)" + _EN_OWNER + word, sentence) is None


def _zh_unowned(kind: str, sentence: str) -> bool:
    """True when the kind is said in the sentence, never after 我 / 我们 / 咱, and (for a
    family word) never at a clause's start."""
    word = re.escape(kind)
    if word not in sentence:
        return False
    if re.search(_ZH_OWNER + word, sentence) is not None:
        return False
    family = kind in zh_words.CLOSE_RELATIONS
    return not family or re.search(_ZH_CLAUSE_START + word, sentence) is None


@lru_cache(maxsize=1024)
def _zh_named(kind: str) -> bool:
    """True when a Chinese subject is a name (老王, 小林, 张老师, 刘总, 辛巴, Amy)."""
    if not re.search(r"[\u4e00-\u9fff]", kind):
        return True
    if kind[:1] in zh_words.SURNAMES and kind[1:] in _ZH_TITLES:
        return True  # 张老师, 刘总
    if _ZH_KIND_END.search(kind) is not None or kind in _ZH_PERSON_WORDS:
        return False  # 小哥, 老大爷, 顾客, 师傅
    return _ZH_NAME.match(kind) is not None or _tagged_name(kind)


def _zh_name_after(kind: str, sentence: str) -> bool:
    """True when the person word comes with a name: after it (护工小杨, 经理叫Jenny) or a
    surname before it (王阿姨, 张大爷)."""
    word = re.escape(kind)
    after = r"(?:[小老阿][\u4e00-\u9fff]|[，,]?叫)"
    before = "[" + zh_words.SURNAMES + "]"
    return re.search(word + after + "|" + before + word, sentence) is not None


def _tagged_name(word: str) -> bool:
    """True when the tagger reads the word as a person's name (辛巴, 周立新)."""
    import jieba.posseg

    return any(str(token.flag).startswith("nr") for token in jieba.posseg.lcut(word))
