"""Bilingual (English and Chinese) text helpers: tokens, normalization, token counts.

Pure functions with no I/O. Chinese is segmented with jieba (its dictionary ships in
the package); Latin text is lower-cased words. Used by matchers, the keyword index and
the query side alike, so a query is tokenized exactly like what it searches.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import lru_cache
from typing import Final

import jieba

jieba.setLogLevel(logging.WARNING)

CJK_CHAR: Final = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RE: Final = re.compile(f"[{CJK_CHAR}]")
_WORD_RE: Final = re.compile(r"[A-Za-z0-9_]+(?:['’][A-Za-z]+)?")
_TOKEN_PIECE_RE: Final = re.compile(f"[{CJK_CHAR}]|[A-Za-z0-9_]+|[^\\s{CJK_CHAR}A-Za-z0-9_]")
_SPACE_RE: Final = re.compile(r"\s+")
_EDGE_PUNCT: Final = " \t\r\n.,;:!?。，；：！？、\"'“”‘’()（）[]【】"

STOPWORDS: Final = frozenset(
    """a an the and or but if of to in on at for with by from as is are was were be been
    being am i me my mine we our you your he she it its they them their this that these
    those do does did have has had will would can could should shall may might must not
    no so than too very just also about into over under again there here what which who
    whom when where why how all any both each few more most other some such only own same
    then once up down out off s t don't i'm it's let's please
    her hers him his us ours yours myself yourself himself herself itself ourselves
    yourselves themselves
    的 了 和 是 在 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 就 都 也 还 要 会 能 可以
    吗 呢 吧 啊 呀 哦 嗯 把 被 给 对 从 跟 与 及 或 一个 一些 有 没有 很 太 请
    什么 怎么 怎样 怎么样 为什么 哪 哪些 哪个 哪里 哪儿 谁 多少""".split()
)


def has_cjk(text: str) -> bool:
    """True when the text contains Chinese characters."""
    return _CJK_RE.search(text) is not None


def normalize(text: str) -> str:
    """Casefolded, NFKC-normalized, whitespace-collapsed, edge punctuation stripped."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return _SPACE_RE.sub(" ", folded).strip(_EDGE_PUNCT)


_JIEBA_BLOCK: Final = jieba.re_han_default
"""jieba cuts a text as the runs this splits it into, each on its own (`Tokenizer.cut`)."""
_LONG_WORD_RE: Final = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z0-9][A-Za-z0-9_]{4,}")


@lru_cache(maxsize=16384)
def _block_tokens(block: str, keep_stopwords: bool) -> tuple[str, ...]:
    """The search tokens of one of jieba's runs: a clause, a word, the space between them."""
    tokens = []
    for piece in jieba.lcut(block):
        token = piece.strip()
        if not token or not (_WORD_RE.fullmatch(token) or has_cjk(token)):
            continue
        if keep_stopwords or token not in STOPWORDS:
            tokens.append(token)
    return tuple(tokens)


def tokenize(text: str, *, keep_stopwords: bool = False) -> list[str]:
    """Search tokens: lower-cased words and jieba-segmented Chinese words, in order."""
    normalized = normalize(text)
    if not has_cjk(normalized):
        words: list[str] = _WORD_RE.findall(normalized)
        return words if keep_stopwords else [word for word in words if word not in STOPWORDS]
    # jieba.lcut(text) is its runs' cuts one after another, so each run's tokens are kept
    # once: a clause met again (a turn in the next excerpt, a reply's turn before) is not cut
    # again.
    tokens: list[str] = []
    for block in _JIEBA_BLOCK.split(normalized):
        if block:
            tokens.extend(_block_tokens(block, keep_stopwords))
    return tokens


def estimate_tokens(text: str) -> int:
    """A conservative count of LLM tokens: a CJK character is one, a word one per 4 chars."""
    # Every piece counts one; a word (a piece opening with a letter or digit) one more per
    # 4 characters past its first.
    extra = sum((len(word) - 1) // 4 for word in _LONG_WORD_RE.findall(text))
    return len(_TOKEN_PIECE_RE.findall(text)) + extra


def split_sentences(text: str) -> list[str]:
    """Sentences of English or Chinese text (split after . ! ? 。 ！ ？ and newlines)."""
    parts = _SENTENCE_END.split(text)
    return [part.strip() for part in parts if part and part.strip()]


_SENTENCE_END: Final = re.compile(r"(?<=[.!?。！？])\s*|\n+")


_ABBREVIATION_END: Final = re.compile(
    r"(?:\b(?:st|mt|dr|mr|mrs|ms|prof|jr|sr|vs|etc|approx|dept|inc|ltd|co|corp|ave|rd|blvd"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|\b[A-Z]|\be\.g|\bi\.e)\.$",
    re.IGNORECASE,
)


_BOUNDARY: Final = re.compile(
    rf"(?<=[。！？])(?![。！？”’）])\s*|(?<=[.!?])(?=\s|$|[{CJK_CHAR}])\s*|\n+"
)


def split_prose(text: str) -> list[str]:
    """Sentences like `split_sentences`, but not cut after an abbreviation or an initial
    ("St. Mary's", "Dr. Li", "the U.S.", "e.g. tea")."""
    pieces: list[str] = []
    start = 0
    for boundary in _BOUNDARY.finditer(text):
        piece = text[start : boundary.start()]
        end = max(0, len(piece) - 8)  # an abbreviation ends the piece: look at its end only
        if not piece.strip() or (
            "\n" not in boundary.group() and _ABBREVIATION_END.search(piece, end)
        ):
            continue
        pieces.append(piece.strip())
        start = boundary.end()
    tail = text[start:].strip()
    return [*pieces, tail] if tail else pieces
