"""Spoken fillers that open a Chinese sentence (对了顺便说一下，… 话说… 哦还有，… 那个我…):
where they end, so the grammar reads the sentence from its real start.

The guards of the grammar (a quote, a question, someone else's fact, a hypothetical) and
the readers that take the first clause as the subject's (一个计划: 下周五飞东京) anchor at
the sentence start; a filler before it hides them. Pure; the lexicon is data.
"""

from __future__ import annotations

import re
from typing import Final

FREE: Final = (
    "对了 顺便说一下 顺便说下 顺便说一句 顺便提一下 顺便提一句 顺带一提 顺带说一下 顺便 话说回来 "
    "话说 说起来 我跟你说一下 我跟你说下 跟你说一下 跟你说下 我跟你说 跟你说 我跟你讲 跟你讲 "
    "和你说一下 给你说一下 给你说下 忘了说 忘记说了 忘了讲 补充一下 补充一句 插一句 多说一句 "
    "说实话 老实说 讲真 说真的 嗯+ 呃+ 额+ 噢+ 诶+ 欸+ 哎呀 哎 唉 嘛 emm+ 呐 "
    "btw BTW Btw by the way 顺便问下"
).split()
"""Fillers dropped whatever follows them (对了我…, 话说我…, 嗯嗯我…)."""
BOUND: Final = (
    "那个 哦 啊 还有 另外 然后 其实 就是 哈哈+ 嘿+ 哈喽 你好 您好 嗨 咁 喂 "
    "兄弟 兄弟们 姐妹 姐妹们 家人们 宝子们 老铁 老铁们 哥们 各位"
).split()
"""Fillers dropped only before a pause or the speaker (那个，… 那个我…; not 那个人, 还有个妹妹,
其实是…), and the words a speaker opens with to call on the listener or on themself (兄弟我跑
川藏线的, 姐妹们！本人坐标成都; not 兄弟在北京)."""
PAUSED: Final = "对 对对 好 好的 行 嗯哼 是的 没错".split()
"""Fillers dropped only before a pause (对，我…; not 对我来说, 好喜欢)."""
_PAUSE: Final = r"[，,、。.！!…~～\s]+"
_SPEAKER: Final = r"(?=我|俺|本人|咱)"


def _alternatives(words: list[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


_LEAD: Final = re.compile(
    rf"(?:(?:{_alternatives(FREE)})(?![过的了]){_PAUSE[:-1]}*"
    rf"|(?:{_alternatives(BOUND)})(?:{_PAUSE}|{_SPEAKER}|(?={_alternatives(FREE + BOUND)}))"
    rf"|(?:{_alternatives(PAUSED)}){_PAUSE})+"
)


def lead_end(text: str) -> int:
    """Where the spoken fillers that open the text end (0 when none, or when nothing would
    be left after them)."""
    found = _LEAD.match(text)
    if found is None or found.end() >= len(text.rstrip("。.！!？?~～ ")):
        return 0
    return found.end()
