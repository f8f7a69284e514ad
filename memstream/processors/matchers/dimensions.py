"""Preference dimensions, declared once: key, options (English and Chinese terms), cardinality.

A dimension gives a key that names what is preferred (`pref.response_length`), not the
wording, so a changed preference supersedes the old one when the dimension is
single-valued. Option values are language-neutral (`concise` for "concise" and "简洁"
alike), so a restatement in the other language reinforces instead of superseding.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Option:
    """One value of a dimension, the words that name it, and how to describe it."""

    value: str
    terms: frozenset[str]
    en: str
    zh: str


@dataclass(frozen=True, slots=True)
class Dimension:
    """A preference key, its options (`opposite`: what "not X" means) and its cardinality
    (single-valued: a new option supersedes the old one; multi-valued: options accumulate)."""

    key: str
    options: tuple[Option, ...]
    opposite: tuple[tuple[str, str], ...] = ()
    single_valued: bool = True

    def option(self, value: str) -> Option:
        """The option with this value."""
        return next(option for option in self.options if option.value == value)

    def negated(self, value: str) -> str | None:
        """The option meant by "not <value>", if the dimension has one."""
        pairs = dict(self.opposite) | {b: a for a, b in self.opposite}
        return pairs.get(value)


def _option(value: str, terms: str, en: str, zh: str) -> Option:
    return Option(value, frozenset(term.strip() for term in terms.split("|")), en, zh)


DIMENSIONS: Final = (
    Dimension(
        "pref.response_length",
        (
            _option(
                "concise",
                "concise|brief|short|shorter|succinct|terse|to the point|简洁|简短|精简|短|简明",
                "Prefers concise answers",
                "喜欢简洁的回答",
            ),
            _option(
                "detailed",
                "detailed|long|longer|thorough|in-depth|in depth|verbose|comprehensive"
                "|详细|长|冗长|啰嗦|详尽|长篇大论",
                "Prefers detailed answers",
                "喜欢详细的回答",
            ),
        ),
        opposite=(("concise", "detailed"),),
    ),
    Dimension(
        "pref.reply_language",
        (
            _option("english", "english|英文|英语", "Prefers replies in English", "希望用英文回答"),
            _option(
                "chinese",
                "chinese|mandarin|中文|汉语|普通话|简体中文",
                "Prefers replies in Chinese",
                "希望用中文回答",
            ),
        ),
    ),
    Dimension(
        "pref.format",
        (
            _option(
                "bullets",
                "bullets|bullet points|bullet lists|bullet list|lists|列表|要点|项目符号|要点列表",
                "Prefers bullet points",
                "喜欢要点列表",
            ),
            _option("tables", "tables|table|表格", "Prefers tables", "喜欢表格"),
            _option("markdown", "markdown", "Prefers Markdown", "喜欢Markdown格式"),
            _option(
                "prose",
                "prose|paragraphs|plain text|段落|纯文本",
                "Prefers plain prose",
                "喜欢纯文本段落",
            ),
        ),
    ),
    Dimension(
        "pref.emoji",
        (
            _option(
                "use",
                "emoji|emojis|emoticons|表情|表情符号|emoji表情",
                "Likes emoji in replies",
                "喜欢在回答中使用表情符号",
            ),
            Option("avoid", frozenset(), "Prefers no emoji", "不希望使用表情符号"),
        ),
        opposite=(("use", "avoid"),),
    ),
    Dimension(
        "pref.theme",
        (
            _option(
                "dark", "dark|dark mode|深色|暗色|黑色|夜间", "Prefers dark mode", "喜欢深色模式"
            ),
            _option(
                "light", "light|light mode|浅色|亮色|白色", "Prefers light mode", "喜欢浅色模式"
            ),
        ),
        opposite=(("dark", "light"),),
    ),
    Dimension(
        "pref.tone",
        (
            _option(
                "formal", "formal|professional|正式|专业", "Prefers a formal tone", "喜欢正式的语气"
            ),
            _option(
                "casual",
                "casual|informal|friendly|relaxed|随意|轻松|口语化",
                "Prefers a casual tone",
                "喜欢轻松随意的语气",
            ),
        ),
        opposite=(("formal", "casual"),),
    ),
    Dimension(
        "pref.indentation",
        (
            _option(
                "tabs",
                "tabs|tab|tab indentation|制表符|tab键|tab缩进|制表符缩进",
                "Indents with tabs",
                "用制表符缩进",
            ),
            _option(
                "spaces",
                "spaces|space|space indentation|2 spaces|4 spaces|two spaces|four spaces"
                "|空格|空格缩进",
                "Indents with spaces",
                "用空格缩进",
            ),
        ),
        opposite=(("tabs", "spaces"),),
    ),
    Dimension(
        "pref.units",
        (
            _option(
                "metric",
                "metric|metric units|celsius|kilometers|公制|公制单位|摄氏度",
                "Prefers metric units",
                "喜欢公制单位",
            ),
            _option(
                "imperial",
                "imperial|imperial units|fahrenheit|miles|英制|英制单位|华氏度",
                "Prefers imperial units",
                "喜欢英制单位",
            ),
        ),
        opposite=(("metric", "imperial"),),
    ),
)

TERMS: Final[dict[str, tuple[Dimension, Option]]] = {
    term: (dimension, option)
    for dimension in DIMENSIONS
    for option in dimension.options
    for term in option.terms
}
