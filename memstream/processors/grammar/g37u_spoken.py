"""English said in one breath, as voice input gives it ("i left accenture i'm at stripe now",
"got promoted i'm a team lead now", "not vegan anymore i eat eggs now"): the places where the
user starts a new sentence with themselves as its subject, so each part is read as the
sentence it is (an ending, then the new value).

Pure. Only a message with no punctuation inside it is cut, and only before I / we (with
their contractions) that follow a part which is a clause of its own: it has a verb or says a
change (not, no longer, anymore, now), it opens with no word that makes it a condition or a
time ("if I get the job I'm moving": never cut), and the word right before is no word that
takes a clause after it ("I think I'm", "she says I", "the guy I work with").
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from memstream.processors.grammar import en_pos

_INSIDE: Final = re.compile(r"[,;:!?.…—–]\s*\S")
"""Punctuation with words after it: the message is punctuated, not dictated."""
_SUBJECT: Final = frozenset("i i'm im i've ive i'd i'll we we're we've we'd we'll weve".split())
"""The user as the subject of a new sentence."""
_BINDING: Final = frozenset(
    """and but or so nor because cause cuz coz cos bc since when whenever while if unless
    once until till before after as than that though although whether where what who why
    how which like think thought thinks guess guessed know knew hope hoped wish wished say
    says said mean meant believe feel felt suppose reckon tell told tells bet realized
    realised realize realise heard hear assume promise swear figured figure forgot remember
    sure afraid glad worried scared maybe probably perhaps even just also really actually
    honestly basically literally finally now then still only not never ever is are was were
    be been am do does did have has had can could will would should might must one ones
    thing things stuff something anything everything nothing all place places way time
    times reason kind sort type person people guy guys much another other called named
    titled according quote quoting dreamt dreamed dream dreams imagine imagined pretend
    pretended wonder wondered decided noticed found learned discovered noticed joked
    joking kidding""".split()
)
"""Words after which I / we go on the same sentence (a conjunction, a verb that takes a
clause, a noun a clause describes: "another one I can't do", "the place we stay")."""
_CONDITION: Final = frozenset(
    """where who which according called titled named if unless when whenever once until till
    before after whether because cause since although though while as""".split()
)
"""Words that make a part a condition, a reason or a time, not a statement of its own."""
_PARTICLES: Final = frozenset("through up out off over down away back in on".split())
"""A verb's particle that can end a clause ("the transfer went through", "gave it up")."""
_NOT_STATED: Final = frozenset(
    """were had should translate write draft rewrite say type correct fix proofread
    summarize summarise check repeat spell convert format reword polish""".split()
)
"""Words a part opens with that make what follows no statement of the user's (a request
about a text: "translate to french i work as a nurse"; "were i to take the job")."""
_SUPERLATIVE: Final = frozenset("best worst only most least".split())
_CHANGE: Final = frozenset("not no anymore longer now nowadays quit".split())
"""Words that say a change by themselves ("not vegan anymore")."""


def en_breaks(text: str) -> str:
    """The text with a sentence break before each I / we that opens a new sentence, when the
    text has no punctuation inside it (else the text as it is)."""
    words = text.split()
    if len(words) < 5 or _INSIDE.search(text.rstrip(" .!?")) is not None:
        return text
    low = [word.lower().replace("’", "'") for word in words]
    if not _SUBJECT.intersection(low[2:]):
        return text  # most messages: one cheap test
    out: list[str] = []
    start = 0
    for index, word in enumerate(words):
        if index - start >= 2 and low[index] in _SUBJECT and _ends_clause(low[start:index]):
            out[-1] += "."
            start = index
        out.append(word)
    return " ".join(out)


def _ends_clause(part: list[str]) -> bool:
    """True for words that can stand as a sentence before a new one."""
    last = part[-1]
    month = last == "may" and len(part) > 1 and part[-2] in ("in", "since", "last", "of", "until")
    particle = last in _PARTICLES and len(part) > 1 and _verb(part[-2])  # "went through"
    if not (month or particle) and (
        last in _BINDING or last in _SUBJECT or en_pos.function_word(last)
    ):
        return False
    if _CONDITION.intersection(part) or part[0] in _NOT_STATED:
        return False
    if any(word[:1] in "'\"‘“" for word in part):
        return False  # a quote is open: someone's words
    if any(
        a in ("the", "my") and (b.endswith("est") or b in _SUPERLATIVE) for a, b in pairwise(part)
    ):
        return False  # "the longest relationship I've had": a clause that describes

    return bool(_CHANGE.intersection(part)) or any(_verb(word) for word in part)


def _verb(word: str) -> bool:
    tag = en_pos.tag(word)
    if tag.startswith("VB"):
        return True
    return not tag and word.endswith("ed") and len(word) > 4


_ZH_INSIDE: Final = re.compile(r"[，,。；;！!？?、：:~～…]\s*\S")
_ZH_OPENERS: Final = (
    "现在 目前 如今 现如今 之前 以前 原来 本来 后来 然后 还是 太 实在 "
    "没 不 别 改 换 转 因为 所以 但 可是 不过 感觉 医生 大夫 到现在 每天 平时 以后 "
    "从此 主要 反正 毕竟 我 "
    "現在 還是 後來 醫生 每天 轉 換 從此 以後 畢竟"
).split()
"""Words that open a new clause after a clause ended by 了 (离职了现在在米哈游, 不喝奶茶了控糖
has no opener and stays whole)."""
_ZH_NOT_OPENERS: Final = ("不少", "不到", "不止", "没多久", "都是", "就是", "太多")
"""Words after 了 that go on its clause (吃了不少, 戒了不到一个月)."""
_ZH_OPENING: Final = re.compile("|".join(_ZH_OPENERS))
_ZH_LE: Final = re.compile(r"(?<=[\u4e00-\u9fff]{2})(?:了|啦|喇)(?=[\u4e00-\u9fff])")


def zh_breaks(text: str) -> str:
    """The Chinese text with a comma after each 了 that ends a clause (离职了现在在米哈游 →
    离职了，现在在米哈游; 不喝奶茶了控糖 → 不喝奶茶了，控糖): before a word that opens a new
    clause, or after a clause that says 不 / 没 (an ending); only when the text has no
    punctuation inside it (else the text as it is)."""
    if "了" not in text and "啦" not in text and "喇" not in text:
        return text
    if _ZH_INSIDE.search(text.rstrip("。！!？?~～… ")) is not None:
        return text
    out: list[str] = []
    start = 0
    for found in _ZH_LE.finditer(text):
        rest, said = text[found.end() :], text[start : found.start()]
        if rest.startswith(_ZH_NOT_OPENERS):
            continue
        negated = re.search(r"[不没沒](?![了])", said[-6:]) is not None
        ending = negated and not said.endswith(("不", "没"))
        if _ZH_OPENING.match(rest) or ending:
            out.append(text[start : found.end()] + "，")
            start = found.end()
    return "".join(out) + text[start:]
