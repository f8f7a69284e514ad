"""Chinese as people type it, read as the simplified Mandarin the grammar is written for.

Traditional characters become simplified (OpenCC `t2s`, character for character); written
Cantonese (我喺香港讀緊書, 佢係我老公, 我鍾意食壽司) and internet spellings (木有, 灰常,
稀饭) become their Mandarin words through `SPOKEN`, a table kept as data. Every character
of the normalised text remembers the span of the original it came from, so a value the
grammar reads (寿司) is given back as the user wrote it (壽司); a value the grammar builds
from its own words (学生) is given back in traditional characters when the user wrote them.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, Final

from memstream.processors.grammar.zh_spoken_lead import lead_end
from memstream.processors.grammar.zh_voice import clause_starts

if TYPE_CHECKING:
    from memstream.processors.grammar.fills import Fill

SPOKEN: Final = """
喺 在
係 是
我系 我是
唔係 不是
係咪 是不是
唔該 谢谢
唔该 谢谢
唔 不
冇 没有
冇錯 没错
冇错 没错
有冇 有没有
嘅 的
佢哋 他们
佢地 他们
我哋 我们
你哋 你们
佢 他
鍾意 喜欢
钟意 喜欢
佮意 喜欢
中意 喜欢
咗去 到
咗 了
而家 现在
仲有 还有
仲係 还是
仲系 还是
而加 现在
屋企 家
嗰陣時 那时候
嗰阵时 那时候
嗰陣 那时候
嗰阵 那时候
識少少 会一点
识少少 会一点
做開 做
做开 做
返工 上班
放工 下班
返學 上学
返学 上学
做嘢 工作
搵工 找工作
咩嘢 什么
乜嘢 什么
咩 什么
邊度 哪里
边度 哪里
邊個 谁
边个 谁
點解 为什么
点解 为什么
點樣 怎样
点样 怎样
幾多 多少
几多 多少
呢排 最近
呢個 这个
呢个 这个
嗰個 那个
嗰个 那个
個仔 儿子
个仔 儿子
老豆 爸爸
老竇 爸爸
睇 看
搵 找
揾 找
識講 会讲
识讲 会讲
識用 会用
识用 会用
識寫 会写
识写 会写
揸車 开车
揸车 开车
瞓覺 睡觉
瞓觉 睡觉
聽日 明天
听日 明天
尋日 昨天
寻日 昨天
琴日 昨天
舊年 去年
旧年 去年
木有 没有
有木有 有没有
灰常 非常
肿么 怎么
腫麼 怎么
神马 什么
神馬 什么
酱紫 这样子
醬紫 这样子
介个 这个
稀饭 喜欢
稀飯 喜欢
好憎食 很讨厌吃
好憎 很讨厌
憎食 讨厌吃
最憎 最讨厌
我憎 我讨厌
每朝早 每天早上
朝朝 每天早上
每朝 每天早上
朝早 早上
先至 才
阿拉 我
住勒 住在
住辣 住在
勒拉 在
"""
"""Written Cantonese, Shanghainese (阿拉 I or we, 住勒 live in) and internet spellings →
Mandarin, one "said meant" pair a line; the longest entry at a place wins. Only entries
whose meaning does not depend on the sentence."""

_PROGRESSIVE: Final = frozenset("读讀做学學住睇食玩用写寫谂諗搵揾返")
"""Verbs whose Cantonese progressive (讀緊, 做緊) is read as the plain verb (读, 做)."""
_EATING: Final = {"食": "吃", "飲": "喝", "饮": "喝"}
"""Cantonese verbs (食飯, 飲茶) that are also parts of Mandarin words (美食, 断食, 饮料):
read as verbs only after what a verb follows (a subject, a negation, a modal, a time word:
我食, 唔食, 鍾意食, 成日飲) and before no character that makes a Mandarin word (食品, 饮料)."""
_BEFORE_EATING: Final = frozenset(
    "我你他她们人不没有要想会欢爱意去来先都也还又再常日晚朝少多可就家"
)
_EATING_WORDS: Final = {
    "食": frozenset("物品堂谱材欲量用疗客言指盐道管糖醋油性府肆宿补"),
    "饮": frozenset("料品食用"),
}
"""Per verb: the characters after it that make it part of a Mandarin word."""
_PORRIDGE: Final = frozenset("吃喝煮熬碗的点些锅粥")
_NOT_AFTER: Final = {
    "稀饭": _PORRIDGE,
    "稀飯": _PORRIDGE,
    "係": frozenset("关联干"),
    "阿拉": frozenset("叫"),
}
"""Entries read otherwise after these (normalised) characters: 吃稀饭 is rice porridge,
關係 is a relationship."""
_NOT_BEFORE: Final = {
    "個仔": frozenset("細细"),
    "个仔": frozenset("細细"),
    "阿拉": frozenset("伯斯善丁蕾木尔比巴贡加灯山"),
}
"""Entries read otherwise before these characters (一個仔細的人; 阿拉伯, 阿拉斯加 are no "I")."""


def _table(text: str) -> dict[str, str]:
    pairs = (line.split() for line in text.strip().splitlines())
    return {said: meant for said, meant in pairs}


_SPOKEN: Final = _table(SPOKEN)
_LONGEST: Final = max(len(said) for said in _SPOKEN)
_MAY_CHANGE: Final = re.compile(
    "[" + re.escape("".join(sorted({said[0] for said in _SPOKEN} | _EATING.keys()))) + "]"
)
"""A character (as written) a table entry or an eating verb starts with: only there (and at a
progressive 紧) may the text read otherwise than character for character."""


@dataclass(frozen=True, slots=True)
class Normalised:
    """The normalised text and, per character of it, the original span it came from."""

    original: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    traditional: bool
    """True when the user wrote traditional characters (t2s changed one)."""

    @property
    def changed(self) -> bool:
        """True when the normalised text differs from the original."""
        return self.text != self.original

    def restored(self, value: str) -> str:
        """A value as the user wrote it: each character read from a traditional one given
        back as written (壽司); words of the spoken table kept as read (鍾意食壽司 → 吃壽司, so
        the verb is still one the grammar knows); a value the grammar built from its own
        words (学生) in traditional characters when the user wrote them."""
        at = self.text.find(value) if value else -1
        if at < 0:
            return _s2t(value) if self.traditional else value
        chars = list(value)
        for index in range(len(value)):
            start, end = self.starts[at + index], self.ends[at + index]
            if end == start + 1 and self.original[start] != chars[index]:
                single = _t2s(self.original[start]) == chars[index]
                chars[index] = self.original[start] if single else chars[index]
        return "".join(chars)


@cache  # t2s and s2t, each built once (a cache of one rebuilt both in turn, ~60 ms each)
def _converter(config: str) -> Any:
    """The OpenCC converter of a configuration ("t2s", "s2t"), built once per process."""
    import opencc

    return opencc.OpenCC(config)


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def _t2s(text: str) -> str:
    """Simplified characters, one for one (per character when a phrase changes the length)."""
    converted = str(_converter("t2s").convert(text))
    if len(converted) == len(text):
        return converted
    return "".join(c if len(c) == 1 else ch for ch in text for c in [_converter("t2s").convert(ch)])


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def _s2t(text: str) -> str:
    converted = str(_converter("s2t").convert(text))
    return converted


@lru_cache(maxsize=4096)
def normalised(text: str) -> Normalised:
    """The text as simplified Mandarin, with the original span of every character; spoken
    fillers that open it (对了顺便说一下，那个我…) left out."""
    if text.isascii():
        spans = tuple(range(len(text)))
        return Normalised(text, text, spans, tuple(i + 1 for i in spans), False)
    simple = _t2s(text)
    traditional = simple != text
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []

    def emit(said: str, begin: int, end: int) -> None:
        out.append(said)
        starts.extend([begin] * len(said))
        ends.extend([end] * len(said))

    at = lead_end(simple)  # 对了顺便说一下，… 那个我…: spoken fillers are not read
    while at < len(text):
        same = _same_until(text, simple, at)
        if same > at:  # a run nothing may change: each character as simplified
            out.append(simple[at:same])
            starts.extend(range(at, same))
            ends.extend(range(at + 1, same + 1))
            at = same
            continue
        size = _spoken_at(text, at, out[-1][-1:] if out else "")
        if size:
            emit(_SPOKEN[text[at : at + size]], at, at + size)
            at += size
            continue
        char = simple[at]
        if char == "紧" and at and (text[at - 1] in _PROGRESSIVE or simple[at - 1] in _PROGRESSIVE):
            at += 1  # 讀緊 → 读: the progressive particle is dropped
            continue
        if text[at] in _EATING and _a_verb(simple, at, out[-1][-1:] if out else ""):
            emit(_EATING[text[at]], at, at + 1)
        else:
            emit(char, at, at + 1)
        at += 1
    plain = "".join(out)
    cuts = clause_starts(plain)  # 我是老师平时喜欢跑步: a comma where each clause starts
    if not cuts:
        return Normalised(text, plain, tuple(starts), tuple(ends), traditional)
    chars, froms, tos = list(plain), list(starts), list(ends)
    for cut in reversed(cuts):
        chars.insert(cut, "，")
        froms.insert(cut, starts[cut])
        tos.insert(cut, starts[cut])  # an empty span: the comma was never written
    return Normalised(text, "".join(chars), tuple(froms), tuple(tos), traditional)


def _same_until(text: str, simple: str, at: int) -> int:
    """Where the first character from `at` on is that may read otherwise (`_MAY_CHANGE`, or a
    紧 after a verb): the characters before it are read as simplified, one for one."""
    found = _MAY_CHANGE.search(text, at)
    end = found.start() if found is not None else len(text)
    tight = simple.find("紧", at, end)
    return end if tight < 0 else tight


def _a_verb(simple: str, at: int, before: str) -> bool:
    """True when 食 or 飲 at `at` is the verb (`before`: the normalised character before)."""
    after = simple[at + 1 : at + 2]
    return (not before or before in _BEFORE_EATING) and after not in _EATING_WORDS[simple[at]]


def _spoken_at(text: str, at: int, before: str) -> int:
    """The length of the longest table entry at `at` (as written), or 0 (`before`: the
    normalised character before it)."""
    for size in range(min(_LONGEST, len(text) - at), 0, -1):
        said = text[at : at + size]
        if said not in _SPOKEN or before in _NOT_AFTER.get(said, ()):
            continue
        after = text[at + size : at + size + 1]
        if after in _NOT_BEFORE.get(said, ()) or (said == "唔" and not _han(after)):
            continue  # 唔， alone is a Mandarin "hmm"
        return size
    return 0


def _han(char: str) -> bool:
    return bool(char) and "\u4e00" <= char <= "\u9fff"


_TEXT_EXTRAS: Final = ("said", "object", "follows")


def restored(fill: Fill, plain: Normalised) -> Fill:
    """A fill whose value, terms, quoted words and subject's name are given back as the
    user wrote them."""
    extra = dict(fill.extra)
    for key in _TEXT_EXTRAS:
        if isinstance(extra.get(key), str) and extra[key]:
            extra[key] = plain.restored(extra[key])
    subject = fill.subject
    if subject != "user":  # 老婆:陳美玲, as the relation's value is
        subject = ":".join(plain.restored(piece) for piece in subject.split(":"))
    return dataclasses.replace(
        fill,
        subject=subject,
        value=plain.restored(fill.value),
        terms=tuple(plain.restored(term) for term in fill.terms),
        extra=extra,
    )
