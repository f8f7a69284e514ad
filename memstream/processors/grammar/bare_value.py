"""A new value of a slot with a closed lexicon, said bare after the previous message stated
the slot: the time zone or the editor ("so treat me as GMT", "writing in Kakoune now, not
vim", 现在是BST, 我现在人在迪拜，东四区, 又用回 JetBrains 全家桶，主要是 IntelliJ IDEA,
轉咗用 Neovim). The previous message says which slot is talked about; each bare name of the
sentence is tried in a plain statement of that slot ("I use {}", 我用{}) and the last one
the slot's reader knows, not denied in its clause and not the value held, is the new value.

Pure: the previous message's fills and the statement reader are given by the caller.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Final

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import NEGATE, Fill

Parse = Callable[[str], list[Fill]]
_ANCHOR: Final = date(2026, 1, 1)
"""A statement of a time zone or an editor has no date: any anchor reads it alike."""


def read_statement(said: str, chinese: bool) -> list[Fill]:
    """The fills of a plain statement ("I use Helix", 我用Helix)."""
    return zh.parse(said, _ANCHOR) if chinese else en.parse(said, _ANCHOR)


_EN_STATEMENTS: Final = {"pref.editor": "I use {}", "timezone": "I'm on {}"}
_ZH_STATEMENTS: Final = {"pref.editor": "我用{}", "timezone": "时区是{}"}
_EN_NAME: Final = re.compile(r"\b[A-Z][\w+#.-]*(?: [A-Z][\w+#.-]*)*|\b(?:UTC|GMT)[+-]\d{1,2}\b")
_ZH_NAME: Final = re.compile(
    r"[A-Za-z][\w+#.-]*(?: [A-Z][\w+#.-]*)*|[东西]?[一二三四五六七八九十]+区|(?:UTC|GMT)[+-]\d{1,2}"
)
_EN_CHANGE: Final = re.compile(
    r"\b(?:now|again|back|instead|switched|moved|treat me as|these days|from now on|went|gone"
    r"|using|writing in|on|use)\b",
    re.IGNORECASE,
)
_ZH_CHANGE: Final = re.compile(r"现在|又|回到|用回|换|改|转|轉|切|了|咗")
_EN_DENIED: Final = re.compile(
    r"\b(?:not|no|never|n't|instead of|rather than)\s*$|n't\s+\w+\s*$", re.I
)
_ZH_DENIED: Final = re.compile(r"(?:不是|唔係|不係|不用|别用|退订了?|不再用)\s*$")


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence holds a bare name and a word of a change (cheap)."""
    name = (_ZH_NAME if chinese else _EN_NAME).search(text)
    return name is not None and (_ZH_CHANGE if chinese else _EN_CHANGE).search(text) is not None


def bare_value(
    text: str, chinese: bool, stated: list[Fill], parse: Parse | None = None
) -> list[Fill]:
    """The new value of the time zone or editor the previous message stated."""
    held = [f for f in stated if f.slot in _EN_STATEMENTS and f.action != NEGATE]
    if not held or not cued(text, chinese):
        return []
    fill = held[-1]
    statement = (_ZH_STATEMENTS if chinese else _EN_STATEMENTS)[fill.slot]
    new = ""
    for found in (_ZH_NAME if chinese else _EN_NAME).finditer(text):
        name = found.group(0).strip()
        if name.casefold() == fill.value.casefold() or _denied(text, found.start(), chinese):
            continue
        read = (
            parse(statement.format(name))
            if parse
            else read_statement(statement.format(name), chinese)
        )
        said = [f for f in read if f.slot == fill.slot]
        new = said[0].value if said else new
    if not new or new.casefold() == fill.value.casefold():
        return []
    return [Fill(fill.slot, new, extra={"follows": fill.value, "changed": True})]


def _denied(text: str, at: int, chinese: bool) -> bool:
    """True when the words right before the name deny it ("not vim", 唔係 Vim)."""
    before = re.split(r"[,;，；。.!！]", text[:at])[-1]
    return (_ZH_DENIED if chinese else _EN_DENIED).search(before) is not None
