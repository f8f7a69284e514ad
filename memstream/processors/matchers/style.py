"""Measures of a text's style, English and Chinese: formality markers, emoji, lists, length.

Pure. The revision and feedback matchers compare these between two texts. Markers are
small, general lists (connectives and set phrases of written register on one side;
contractions, chatty words and sentence-final particles on the other), not tuned to any
data set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from memstream.text import CJK_CHAR

_EN_FORMAL: Final = (
    "furthermore", "moreover", "nevertheless", "nonetheless", "therefore", "thus", "hence",
    "consequently", "accordingly", "subsequently", "additionally", "whereas", "herein",
    "hereby", "thereof", "regarding", "pertaining to", "pursuant to", "notwithstanding",
    "utilize", "utilise", "commence", "endeavor", "endeavour", "facilitate", "ascertain",
    "prior to", "in addition", "in order to", "with regard to", "please be advised",
    "we regret", "kindly", "sincerely", "dear sir", "dear madam", "shall",
    "do not hesitate", "i am writing to", "please find attached",
    "at your earliest convenience", "it is recommended", "one must", "aforementioned",
)  # fmt: skip
_EN_CASUAL: Final = (
    "hey", "hi", "yeah", "yep", "nope", "gonna", "wanna", "gotta", "kinda", "sorta", "cool",
    "awesome", "stuff", "btw", "lol", "haha", "guys", "folks", "okay", "ok", "totally",
    "no worries", "cheers", "thanks", "super", "pretty much", "just so you know",
)  # fmt: skip
_ZH_FORMAL: Final = (
    "然而", "因此", "此外", "综上所述", "鉴于", "予以", "敬请", "特此", "尊敬的", "谨此", "诚挚",
    "兹", "务必", "贵司", "贵方", "亦", "故而", "与此同时", "总而言之", "烦请", "届时", "如下",
    "您", "即可", "是否", "进行",
)  # fmt: skip
_ZH_CASUAL: Final = (
    "不过", "所以", "还有", "咱们", "挺", "超级", "嗯", "哦", "哈哈", "嘿", "反正", "其实吧",
    "没事", "搞定",
)  # fmt: skip
_CONTRACTION: Final = re.compile(
    r"\b(?:i'm|i've|i'll|i'd|you're|you've|you'll|you'd|we're|we've|we'll|we'd|they're"
    r"|they've|they'll|it's|that's|there's|what's|let's|\w+n't)\b"
)
_ZH_PARTICLE: Final = re.compile(r"[吧啦呀嘛呗哈](?=[。！？!?,，~～\s]|$)")
EMOJI: Final = re.compile(
    "[\U0001f300-\U0001faff\U0001f000-\U0001f2ff\u2600-\u27bf\u2b50\u2b55\u2705\u274c]"
)
_LIST_LINE: Final = re.compile(
    r"^\s*(?:[-*•·+]|\d{1,2}[.)、]|[一二三四五六七八九十]+、|[\u2460-\u2473])\s*\S", re.MULTILINE
)
_WORD: Final = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")
_CJK: Final = re.compile(f"[{CJK_CHAR}]")


def _phrase_pattern(phrases: tuple[str, ...], cjk: bool) -> re.Pattern[str]:
    body = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(f"(?:{body})" if cjk else rf"\b(?:{body})\b", re.IGNORECASE)


_PATTERNS: Final = {
    "formal": (_phrase_pattern(_EN_FORMAL, False), _phrase_pattern(_ZH_FORMAL, True)),
    "casual": (_phrase_pattern(_EN_CASUAL, False), _phrase_pattern(_ZH_CASUAL, True)),
}


@dataclass(frozen=True, slots=True)
class Register:
    """The formal and casual markers found in a text (each occurrence once)."""

    formal: tuple[str, ...]
    casual: tuple[str, ...]

    @property
    def score(self) -> int:
        """Formal markers minus casual ones: above zero reads formal, below casual."""
        return len(self.formal) - len(self.casual)


def _found(kind: str, text: str) -> list[str]:
    english, chinese = _PATTERNS[kind]
    return [m.group(0).casefold() for p in (english, chinese) for m in p.finditer(text)]


def register(text: str) -> Register:
    """The register markers of a text, English and Chinese."""
    folded = text.replace("’", "'")
    casual = _found("casual", folded)
    casual += [m.group(0).casefold() for m in _CONTRACTION.finditer(folded.casefold())]
    casual += [m.group(0) for m in _ZH_PARTICLE.finditer(folded)]
    return Register(tuple(_found("formal", folded)), tuple(casual))


def emoji_count(text: str) -> int:
    """How many emoji the text has."""
    return len(EMOJI.findall(text))


def list_lines(text: str) -> int:
    """How many lines are list items (bullets, numbers, 一、, ①)."""
    return len(_LIST_LINE.findall(text))


def length_units(text: str) -> int:
    """The text's length: English words plus Chinese characters."""
    return len(_WORD.findall(text)) + len(_CJK.findall(text))


def lost(before: tuple[str, ...], after: tuple[str, ...]) -> list[str]:
    """Markers of `before` that `after` no longer has (as many times as they were lost)."""
    remaining = list(after)
    gone: list[str] = []
    for marker in before:
        if marker in remaining:
            remaining.remove(marker)
        else:
            gone.append(marker)
    return gone
