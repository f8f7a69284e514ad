"""Whether a Chinese phrase holds a personal pronoun as a word (我, 你, 他, 她, 他们, 我家),
read by jieba's words: 吉他 and 其他 hold the character 他 inside another word, no pronoun."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

_PRONOUN_CHARS: Final = "我你您他她"
_HAS_CHAR: Final = re.compile(f"[{_PRONOUN_CHARS}]")


def has_pronoun(text: str, chars: str = _PRONOUN_CHARS) -> bool:
    """True when a word of `text` opens with one of `chars` (我的老师, 他们的; not 吉他老师)."""
    if _HAS_CHAR.search(text) is None:
        return False
    return any(word[:1] in chars for word in _words(text))


@lru_cache(maxsize=4096)
def _words(text: str) -> tuple[str, ...]:
    """jieba's words of `text` (its dictionary alone, no model of unknown words)."""
    import jieba

    jieba.setLogLevel(60)
    return tuple(jieba.lcut(text, HMM=False))
