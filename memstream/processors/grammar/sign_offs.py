"""The user's name in the sign-off that closes their message: a closing word and the name,
on one line or two, at the very end.

    "Can you fix this? Cheers, Tom"      "Thanks in advance,\\nMarcus"    "Best,\\nGreg"
    "Love you, bye! xx Sophie"           "Regards,\\nAnna Schmidt"        "Ta, Bev"
    "谢谢啦\\n小王"                       "辛苦了！阿杰"                    "此致\\n敬礼\\n张伟"

Not a sign-off: a closing that thanks someone by name inside a message that passes on
another's words ("my landlord wrote: ... Thanks, Bob"), the assistant thanked by its name
("Thanks, Claude"), a kin word ("Thanks, Mom") or a common word ("Cheers, mate").

Pure: `read(sentences)` takes the message's user sentences in order and returns the name.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zh_w
from memstream.processors.grammar.fills import Fill

_UP: Final = "A-ZÀ-ÖØ-Þ"
_LOW: Final = "a-zß-öø-ÿ"
_NAME: Final = rf"(?P<n>[{_UP}][{_LOW}'’-]+(?:\s+[{_UP}]\.)?(?:\s+[{_UP}][{_LOW}'’-]+)?)"
"""A first name, with an initial or a surname after it ("Anna Schmidt", "Harold P. Jenkins")."""
_CLOSING: Final = (
    r"(?:thanks(?: (?:so much|a lot|a ton|again|in advance|heaps|loads))?|many thanks|thank you"
    r"(?: (?:so much|again|in advance))?|thx|tx|ty|ta|cheers|best(?: wishes)?|all the best"
    r"|(?:best |kind |warm |warmest )?regards|sincerely|yours(?: sincerely| truly)?|love"
    r"|lots of love|hugs|xx+|xo+|x|take care|talk soon|speak soon|later|ciao|peace)"
)
_EN_ONE_LINE: Final = re.compile(
    rf"(?i:(?:^|[.!?]\s+|[,!]\s*)(?:(?:{_CLOSING})\s*(?:[,!.~]+\s*[-—–~]*|[-—–~]+)|xx+|xo+)\s*)"
    + _NAME
    + r"\s*\.?\s*(?:x+|xo+)?\s*$"
)
"""A closing and a name on the message's last line ("Cheers, Tom", "xx Sophie"), set apart
by a comma or a dash, after something else said: "thanks Karen", "Thanks, Mel!" alone thank
someone."""
_DASHED: Final = re.compile(r"[-—–~]\s*\S+\s*$")
_EN_CLOSING_LINE: Final = re.compile(rf"(?i)^(?:.*[.!?]\s+)?(?:{_CLOSING})\s*[,!.~]*$")
_EN_NAME_LINE: Final = re.compile(rf"^\s*[-—–~]*\s*{_NAME}\s*[.!]?\s*$")
_OTHERS_WORDS: Final = re.compile(
    r"(?i)\b(?:wrote|sent(?: me)?|forward(?:ed|ing)?|got this|received|reply to|respond to"
    r"|answer(?:ing)? (?:this|her|his|their)|from (?:my|our|the|a|an)\b|his|her|their|"
    r"[a-z]+'s (?:email|message|letter|note|text|post|reply))\b"
)
"""Words that pass on someone else's message, whose closing is theirs."""
_NOT_SIGNERS: Final = w.words(
    """claude chatgpt gpt gemini siri alexa copilot bot robot ai assistant buddy mate pal
    man dude bro bruh guys folks all everyone team friend friends mom mum dad mama papa
    mommy daddy babe honey love dear sir madam again everybody lol god goodness heaven
    heavens lord jesus"""
)
_ZH_CLOSING: Final = (
    r"(?:谢谢(?:啦|了|哈|你|您)?|多谢|感谢|辛苦(?:了|啦)?|麻烦(?:了|啦|你了|您了)|拜托(?:了|啦)"
    r"|此致\s*敬礼|祝好|顺祝商祺|先这样|就这样)"
)
_ZH_NAME: Final = rf"(?P<n>[小老阿][\u4e00-\u9fff]|[{zh_w.SURNAMES}][\u4e00-\u9fff]{{1,2}})"
"""A Chinese name as one signs: 小王, 老李, 阿杰, or a surname and a given name (张伟, 欧阳娜)."""
_ZH_SIGNED: Final = re.compile(
    rf"{_ZH_CLOSING}(?:[!！~～。，,\s]+[-—–~～]*|[-—–~～]+)\s*{_ZH_NAME}\s*[。！!]?\s*$"
)
_ZH_OTHERS: Final = re.compile(r"他|她|发来|发给我|回复|转发|收到|原文|写的|说的")
_ZH_TITLES: Final = tuple(
    "老师 师傅 总 经理 医生 大夫 律师 主任 阿姨 叔叔 哥 姐 了 啦 呢 吧 啊 呀 哈 哦 嘛".split()
)
"""Endings of a title or a particle (王老师, 张总): someone addressed, not a signature."""
_ZH_NOT_NAMES: Final = frozenset(
    "你 您 你们 大家 老师 师傅 各位 哥 姐 亲 宝 宝贝 老婆 老公 妈 爸 啊 呀 哈 哦 哟 嘞 咯 了 啦 呢"
    " 吧 嗯 敬礼 商祺 晚安 拜拜 再见 先 好 好的 谢谢 多谢".split()
)


def read(sentences: list[str]) -> list[Fill]:
    """The user's name signed at the end of their message, if it closes with one."""
    said = [s.strip() for s in sentences if s.strip()]
    if not said:
        return []
    whole = "\n".join(said)
    if re.search(r"[\u4e00-\u9fff]", said[-1]):
        return _zh(whole)
    if _OTHERS_WORDS.search(whole):
        return []
    name = _en_name(said)
    if name is None or _not_a_signer(name):
        return []
    return [Fill("name", name)]


def _en_name(said: list[str]) -> str | None:
    """The name of an English closing on the last line, or on the line after the closing."""
    last = _EN_ONE_LINE.search(said[-1])
    if last is not None and (len(said) > 1 or last.start() > 0 or _DASHED.search(said[-1])):
        return last["n"]  # "Thanks, Mel!" alone thanks Mel
    alone = _EN_NAME_LINE.match(said[-1])
    if alone is not None and len(said) > 1 and _EN_CLOSING_LINE.match(said[-2]):
        return alone["n"]
    return None


def _not_a_signer(name: str) -> bool:
    """A word or the assistant's name, not the one signing."""
    first = name.split()[0].lower().strip(".")
    return first in _NOT_SIGNERS or first in w.RELATIONS or first in w.PLACES


def _zh(whole: str) -> list[Fill]:
    """The name of a Chinese closing at the end of the message (谢谢！小王)."""
    if _ZH_OTHERS.search(whole):
        return []
    signed = _ZH_SIGNED.search(whole)
    if signed is None or not (signed.start() > 0 or _DASHED.search(whole)):
        return []  # 辛苦了！阿杰 alone thanks 阿杰
    name = signed["n"]
    if name in _ZH_NOT_NAMES or name in zh_w.RELATIONS or name.endswith(_ZH_TITLES):
        return []
    return [Fill("name", name)]
