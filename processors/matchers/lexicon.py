"""Small bilingual lexicons: preference dimensions, roles, languages, places.

A preference dimension gives a single-valued key (`pref.response_length`), so a
changed preference supersedes the old one. Its option values are language-neutral
(`concise` for "concise" and "简洁" alike), so a restatement in the other language
reinforces instead of superseding.
"""

from __future__ import annotations

import re
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
    """A single-valued preference key and its options (`opposite`: what "not X" means)."""

    key: str
    options: tuple[Option, ...]
    opposite: tuple[tuple[str, str], ...] = ()

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
)

TERMS: Final[dict[str, tuple[Dimension, Option]]] = {
    term: (dimension, option)
    for dimension in DIMENSIONS
    for option in dimension.options
    for term in option.terms
}

_EN_EDGE_FILLERS: Final = frozenset(
    """the a an to use using used be being your my me it in with keep give make write
    writing written reply replies reply respond responses response answer answers message
    messages output outputs mode theme tone style format formatted please text things
    explanations explanation language have get see receive so too overly more very really
    super extra""".split()
)
_ZH_PREFIXES: Final = (
    "使用", "给我", "尽量", "一直", "总是", "始终", "比较", "过于", "那么", "这么", "保持",
    "用", "更", "太", "很", "都",
)  # fmt: skip
_ZH_SUFFIXES: Final = (
    "的回答", "的回复", "的答案", "的语气", "的风格", "回答", "回复", "答案", "模式", "主题",
    "风格", "语气", "格式", "一点", "一些", "一下", "的", "点",
)  # fmt: skip


def core_phrase(phrase: str) -> str:
    """The heart of a preference object: filler words stripped from both edges."""
    text = phrase.casefold().strip()
    tokens = text.split()
    while tokens and tokens[0] in _EN_EDGE_FILLERS:
        tokens.pop(0)
    while tokens and tokens[-1] in _EN_EDGE_FILLERS:
        tokens.pop()
    text = " ".join(tokens)
    return _strip_zh_edges(text) or text


def _strip_zh_edges(text: str) -> str:
    changed = True
    while changed and text:
        changed = False
        for prefix in _ZH_PREFIXES:
            if text.startswith(prefix) and len(text) > len(prefix):
                text, changed = text[len(prefix) :], True
        for suffix in _ZH_SUFFIXES:
            if text.endswith(suffix) and len(text) > len(suffix):
                text, changed = text[: -len(suffix)], True
    return text


ROLE_NOUNS: Final = frozenset(
    """engineer developer programmer designer manager teacher student doctor nurse scientist
    researcher analyst writer lawyer consultant architect founder cofounder co-founder ceo
    cto cfo accountant artist musician chef professor lecturer freelancer entrepreneur
    marketer editor journalist photographer pharmacist dentist intern officer administrator
    admin technician mechanic electrician pilot translator tutor coach therapist
    psychologist economist mathematician physicist chemist biologist product owner
    salesperson recruiter librarian veterinarian vet surgeon physician paramedic
    firefighter farmer director executive investor banker trader auditor statistician
    sysadmin devops sre tester qa phd postdoc undergraduate undergrad graduate"""
    .split()
)  # fmt: skip
ZH_ROLE_SUFFIXES: Final = (
    "工程师", "程序员", "开发者", "开发", "设计师", "经理", "老师", "教师", "学生", "医生", "护士",
    "律师", "会计", "科学家", "研究员", "分析师", "作家", "记者", "顾问", "架构师", "创始人",
    "教授", "厨师", "司机", "销售", "研究生", "博士生", "本科生", "实习生", "运营", "编辑",
    "摄影师", "翻译", "总监", "主管", "产品", "测试", "专员", "助理", "老板", "医师",
)  # fmt: skip

LANGUAGES: Final[dict[str, str]] = {
    "english": "English", "chinese": "Chinese", "mandarin": "Mandarin",
    "cantonese": "Cantonese", "spanish": "Spanish", "french": "French", "german": "German",
    "japanese": "Japanese", "korean": "Korean", "italian": "Italian",
    "portuguese": "Portuguese", "russian": "Russian", "arabic": "Arabic", "hindi": "Hindi",
    "dutch": "Dutch", "vietnamese": "Vietnamese", "thai": "Thai",
    "中文": "Chinese", "汉语": "Chinese", "普通话": "Mandarin", "粤语": "Cantonese",
    "英语": "English", "英文": "English", "日语": "Japanese", "韩语": "Korean",
    "法语": "French", "德语": "German", "西班牙语": "Spanish", "俄语": "Russian",
}  # fmt: skip

ZH_PLACE_SUFFIX: Final = re.compile(r"(?:市|省|县|区|州|国)$")
ZH_CITIES: Final = frozenset(
    """北京 上海 深圳 广州 杭州 成都 南京 武汉 西安 重庆 天津 苏州 长沙 厦门 青岛 香港 澳门 台北
    新加坡 东京 大阪 首尔 纽约 伦敦 巴黎 柏林 硅谷 旧金山 洛杉矶 西雅图 悉尼 多伦多 温哥华"""
    .split()
)  # fmt: skip


def is_place(text: str) -> bool:
    """True when a Chinese phrase names a city or administrative area."""
    return text in ZH_CITIES or ZH_PLACE_SUFFIX.search(text) is not None
