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
from typing import Final

from memstream.processors.grammar.en_dictation import spoken_breaks


def en_breaks(text: str) -> str:
    """The text with a sentence break before each I / we that opens a new sentence, when the
    text has no punctuation inside it (else the text as it is): the one reader of
    `en_dictation.breaks`, its cuts written as full stops."""
    return spoken_breaks(text)


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
