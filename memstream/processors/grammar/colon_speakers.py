"""Words set after a colon under someone else's name, with no verb of saying (issue 22,
g48p): "my boss in the standup today: I hate remote work", "the landlord, this morning: I'm
selling the flat", 领导在群里：我讨厌远程办公, 客户在电话里：我对花生过敏. The header names a
person (and maybe where or when they spoke); the "I" after the colon is theirs, not the user's.

One reader, by structure: the clause before a colon is a noun phrase whose head is a person
word (the grammar's people, role, relation and scene lexicons), with no I, me or we in it, and
what follows the colon opens in the first person. A label before a colon (Update:, Context:,
简介：, 朋友圈文案：) names no one and is left alone. Pure, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words
from memstream.processors.grammar.en_subjects import SCENE_PEOPLE
from memstream.processors.grammar.occupations import occupation
from memstream.processors.grammar.zh_subjects import someone_in

_EN_PEOPLE: Final = (
    frozenset(w.RELATIONS) | w.PERSON_NOUNS | w.PEOPLE_ROLES | w.PEOPLE_WORDS | SCENE_PEOPLE
)
_EN_OPENERS: Final = w.words("my our the a an his her their this that some one")
_EN_LEADS: Final = w.words("and so ok okay lol also then oh")
_EN_SELF_HEADER: Final = w.words("i me we us i'm im i've we're myself")
_EN_FIRST: Final = re.compile(r"\s*['\"“‘]?\s*(?:i|i'm|im|i've|i'll|i'd|my|we|we're|we've|our)\b")
_EN_WORD: Final = re.compile(r"[a-z][a-z'&-]*")
_EN_HEADER_WORDS: Final = 10
_EN_MODIFIERS: Final = 2
"""Words that may stand between the opener and the person ("my new boss", "the old lady")."""


def en_header_colon(low: str) -> int | None:
    """Where the colon after a person's name stands when the words after it are that person's
    first-person words ("my boss in the standup today: I hate ..."), else None."""
    for colon in (m.start() for m in re.finditer(":", low)):
        if not _EN_FIRST.match(low, colon + 1):
            continue
        start = max(low.rfind(mark, 0, colon) for mark in ".!?;\n") + 1
        words = _EN_WORD.findall(low[start:colon])
        while words and words[0] in _EN_LEADS:
            words = words[1:]
        if words and len(words) <= _EN_HEADER_WORDS and _en_person_first(words):
            return colon
    return None


def _en_person_first(words: list[str]) -> bool:
    """True when the header opens with a noun phrase whose head names a person and says no
    I, me or we ("the landlord, this morning", "mum on the phone just now")."""
    if set(words) & _EN_SELF_HEADER:
        return False
    at = 1 if words[0] in _EN_OPENERS else 0
    for index in range(at, min(at + _EN_MODIFIERS + 1, len(words))):
        word, after = words[index], words[index + 1 : index + 2]
        if (word in _EN_PEOPLE or occupation(word)) and (not after or after[0] in _EN_AFTER_HEAD):
            return True
    return False


_EN_AFTER_HEAD: Final = w.words(
    """in on at from over via by during after before this that today yesterday tonight
    earlier just last again this morning when while"""
)
"""Words that may follow the person a header names (where or when they spoke: "mum on the
phone", "the landlord, this morning"); any other word makes the person a modifier ("proud
dad moment")."""


_ZH_HEADER: Final = re.compile(
    r"(?:^|(?<=[，,。！!？?；;\s]))(?P<h>[^，,。！!？?；;：:\s]{2,12})[：:]"
)
_ZH_FIRST: Final = re.compile(r"\s*[“\"「『']?\s*(?:我|俺|咱|本人)")
_ZH_LABELS: Final = re.compile(
    r"圈|文案|签名|简介|介绍|自我|情况|资料|信息|问题|需求|背景|备注|更新|标题|原文|内容|模板|例子|示例"
)
"""Words of a label, not a speaker (朋友圈文案：, 自我介绍：, 背景：)."""
_ZH_SAYING: Final = re.compile(r"说|讲|告诉|问|回复|回了|发了|写了|写道|留言|喊")
"""A verb of saying in the header: the grammar's readers of reported speech read it (他说：我…;
我跟他说：我… is the user's own words)."""
_ZH_MINE: Final = re.compile(r"^(?:我的|我家的?|我们的?|咱家的?|我(?=[\u4e00-\u9fff]))")


def zh_header_colon(text: str) -> int | None:
    """Where the header before a colon starts when it names someone else and the words after
    the colon open in the first person (领导在群里：我讨厌…), else None."""
    for found in _ZH_HEADER.finditer(text):
        if not _ZH_FIRST.match(text, found.end()):
            continue
        header = _ZH_MINE.sub("", found["h"])
        if "我" in header or _ZH_LABELS.search(header) or _ZH_SAYING.search(header) or not header:
            continue  # 他说：我… and 我跟他说：我… are read where verbs of saying are
        if someone_in(header, wide=True) or _zh_person_word(header):
            return found.start("h")
    return None


def _zh_person_word(header: str) -> bool:
    """True when the header opens with a person word of the lexicons (患者, 客人, 领导)."""
    return any(header.startswith(word) for word in _ZH_PEOPLE)


_ZH_PEOPLE: Final = tuple(
    sorted(
        {*zh_words.RELATIONS, *zh_words.PERSON_NOUNS, "领导", "上司", "客户", "客人", "顾客"},
        key=len,
        reverse=True,
    )
)


_ZH_SAID_HEADER: Final = re.compile(
    r"(?:^|(?<=[，,。！!？?；;\s]))(?P<h>[^，,。！!？?；;：:\s]{1,20}?)"
    r"(?P<v>说|讲|问|喊|嘀咕|嘟囔|念叨|(?:来|冒出|甩|丢|蹦出)了?一?句(?:话)?)[：:]"
)
"""A clause ending in a verb of saying before a colon (客人说：, 今天带的客人突然来一句：)."""
_ZH_TO_ME: Final = re.compile(r"(?:跟|对|和|给|冲|问|向|找)我|我(?:的|家|们的|带的|们带的|接待的)")
"""我 as the one spoken to or the speaker's owner (跟我说, 我带的客人), not the speaker."""
_ZH_THIRD: Final = re.compile(r"他|她|对方|有人|人家|别人|大家")


def zh_said_colon(text: str) -> int | None:
    """Where someone else's words set after a colon start, when a clause naming that person
    ends in a verb of saying before it and the words open in the first person (客人说：我最讨厌…,
    今天带的客人突然来一句：我…), else None. 我跟他说：我… is the user's own."""
    for found in _ZH_SAID_HEADER.finditer(text):
        if not _ZH_FIRST.match(text, found.end()):
            continue
        speaker = _ZH_TO_ME.sub("", found["h"])
        if "我" in speaker or "俺" in speaker or "咱" in speaker:
            continue
        named = someone_in(speaker, wide=True) or _ZH_THIRD.search(speaker)
        if named or any(word in speaker for word in _ZH_PEOPLE):
            return found.start("h")
    return None
