"""What opens a Chinese message before its statements and asks nothing: a greeting or an
address to the listener (你好呀, 师傅你好, 各位好, 您好, 哈喽, 嘿), and a story-teller's filler
(您猜怎么着, 话说). A request that comes later ("…，帮我看看…") is still the first thing asked.

    你好呀，我叫覃海燕，在南宁当飞手，帮我看看这个表   → 我叫覃海燕，在南宁当飞手 is said
    嘿，您猜怎么着，我打小儿就在北京住                  → 我打小儿就在北京住 is said

Also where an introduction is set apart by a colon (自我介绍一下：…, 顺便说一下：…, 我的情况：…):
what follows is the user's own statement, not a text given to work on.

Pure: `without_greetings(clauses)` drops the opening clauses that greet; `intro_colon(text)`
tells whether the text's first colon ends an introduction's lead.
"""

from __future__ import annotations

import re
from typing import Final

_GREETS: Final = (
    r"(?:(?:师傅|老师|医生|大夫|各位|大家|亲|朋友|小助手|助手|AI|ai)?"
    r"(?:你好|您好|好)(?:呀|啊|哇|哈|啦|嘛)?|哈喽|哈啰|嗨|嘿|哎|诶|喂|在吗|在不在|hi|hello|hey"
    r"|(?:各位|大家)(?:好|看官|朋友)?|您猜怎么着|你猜怎么着|话说|那个|对了|是这样的?)"
)
_GREETING: Final = re.compile(r"^\s*" + _GREETS + r"[\s!！~～.。]*$", re.IGNORECASE)
"""A clause that only greets, calls the listener or fills (师傅你好, 您猜怎么着, 是这样的)."""
_SPACED_GREETING: Final = re.compile(r"^\s*" + _GREETS + r"[!！~～]*[ \t\u3000]+", re.IGNORECASE)
"""A greeting set off by a space only (voice input: 师傅你好 我叫覃海军 …)."""


def without_greetings(clauses: list[str]) -> list[str]:
    """The clauses after the opening ones that only greet or fill (你好呀, 师傅你好), a
    greeting set off by a space taken from the first one left."""
    count = 0
    for clause in clauses:
        if not _GREETING.match(clause):
            break
        count += 1
    rest = clauses[count:]
    return [_SPACED_GREETING.sub("", rest[0]), *rest[1:]] if rest else rest


_INTRO_LEAD: Final = re.compile(
    r"^(?:(?:(?!帮|写|翻|改|润|替|给我)[^：:“”\"「」]){0,8}?(?:(?:先|简单|顺便|我)?(?:自我)?介绍(?:一?下)?(?:自己|我自己)?"
    r"|(?:先|顺便)?(?:说|讲)一?下|我的(?:情况|信息|背景|基本情况)|关于我|个人情况|对了|顺便))?"
    r"\s*[：:][^：:“”\"「」]+$"
)
"""A lead that sets the user's introduction apart by a colon (自我介绍一下：, 顺便说一下：,
我的情况：, or a lead the normaliser took away) with no other colon or quote after it; not a
text (这段话：, 下面：) nor one asked for (帮我写一段自我介绍：…)."""


def intro_colon(text: str) -> bool:
    """True when the text's first colon ends an introduction's lead (自我介绍一下：我叫…)."""
    return _INTRO_LEAD.match(text) is not None
