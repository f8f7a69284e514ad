"""One more pet or person of the user's, named in a clause that carries on from one already
said: "I have a corgi named Pudding. And a daughter, Mia."; 我养了只柯基叫馒头，还有一只橘猫叫
大黄.

The clause has no verb of its own: a "more" word (also, and, plus, 还有, 另外), a kind and a
name ("a daughter, Mia", "a tabby called Ginger", 一只橘猫叫大黄). It is read as "I have a
<kind> named <name>" (我有一只<kind>叫<name>) only when the message has just said a pet or a
relation of the user's, so "还有一个同事叫小王" after nothing of the kind stays unread.
"""

from __future__ import annotations

import re
from typing import Final

_EN_MORE: Final = re.compile(
    r"^\W*(?i:and|also|plus|oh and|and also|as well as)\s+(?i:a|an|one|another)\s+"
    r"(?P<kind>[a-z][a-z-]{1,20}(?: [a-z][a-z-]{1,20})?)"
    r"(?:,\s*|\s+(?:named|called|who'?s called|by the name of)\s+)"
    r"(?P<name>[A-Z][\w'-]{1,20}(?: [A-Z][\w'-]{1,20})?)\W*$"
)
_ZH_MORE: Final = re.compile(
    r"^(?:还有|另外还有|另外|以及|外加|再加上)(?:一|两)?(?:只|条|个|头|匹|位)?"
    r"(?P<kind>[\u4e00-\u9fff]{1,4}?)(?:叫|名叫|叫做|名字叫)(?P<name>[\u4e00-\u9fffA-Za-z]{1,6})"
    r"[啊呀哈呢吧。！!~～]*$"
)
_ZH_CLAUSES: Final = re.compile(r"[，,；;]")


def also_named(text: str, chinese: bool) -> str | None:
    """The statement a "one more" clause of a sentence makes ("And a daughter, Mia." → "I have
    a daughter named Mia."), or None; the caller checks that a pet or person came before."""
    if chinese:
        for clause in _ZH_CLAUSES.split(text.strip()):
            found = _ZH_MORE.match(clause.strip())
            if found is not None:
                return f"我有一个{found['kind']}叫{found['name']}。"
        return None
    found = _EN_MORE.match(text.strip())
    return f"I have a {found['kind']} named {found['name']}." if found else None
