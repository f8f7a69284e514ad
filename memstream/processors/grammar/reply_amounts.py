"""How much the user wants to read, said by an amount or a complaint instead of a length word:
a count of sentences that is enough ("one or two sentences is plenty", 两三句话说完就行), a
lump of text refused ("I don't need an essay", 别每次都写一大段, 别写小作文), the opening
skipped ("skip the preamble", "cut the small talk"), or depth asked for ("go into depth",
长点无所谓). Each is rewritten as a wish in the cue words the preference readers know ("keep it
short", "give me detailed", 回答别长篇大论, 回答详细), as their limit rewrite does.

Pure: functions of the text; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

_EN_COUNT: Final = (
    r"(?:\d+|one|two|three|four|five|a|a couple of|a few|one or two|two or three|a sentence or"
    r" two|a line or two|a paragraph or two)"
)
_EN_ENOUGH: Final = re.compile(
    rf"\b(?:{_EN_COUNT}(?: short)? (?:sentences?|lines?|words?|paragraphs?)"
    r" (?:(?:is|are|'s|would be|should be) (?:plenty|enough|fine|all i need|all i want"
    r"|more than enough|perfect|ideal)|will do|would do|should do)"
    r"|(?:a sentence or two|a line or two|one or two lines|one or two sentences)"
    r" (?:is|are|'s|will do|would do))\b(?!(?: \w+)? for\b)"
)
"""An amount said to be enough ("one or two sentences is plenty", "a line or two will do")."""
_EN_LUMPS: Final = (
    r"(?:essays?|novels?|lectures?|dissertations?|thesis|theses|sermons?|speeches|a speech"
    r"|sagas?|a saga|an essay|a novel|a lecture|a sermon|a dissertation|the whole history"
    r"|a whole history|a history lesson|life stor(?:y|ies)|paragraphs of (?:\w+ ){0,2}\w+)"
)
_EN_REFUSED: Final = re.compile(
    r"\b(?:(?:i )?(?:don't|do not|never) (?:need|want) (?:an? )?|no more |stop (?:writing|giving"
    r" me|sending me) |enough (?:with )?(?:the )?|spare me (?:the )?|without (?:the )?)"
    + _EN_LUMPS
    + r"\b(?!(?: \w+)? for\b)"
)
"""A lump of text refused ("I don't need an essay every time", "spare me the lecture")."""
_EN_LESS: Final = re.compile(
    r"\bno (?:more )?(?:long|lengthy|huge|big) (?:texts?|answers|replies|paragraphs|messages"
    r"|explanations)\b|\b(?:stop|quit) (?:writing|typing|saying) so much\b"
    r"|\b(?:write|type|say) less\b(?=\s*(?:[,.!;]|$|please\b|pls\b|plz\b|for me\b))"
)
"""Less text asked for ("no long text please", "stop writing so much", "write less")."""
_EN_OPENINGS: Final = re.compile(
    r"\b(?:skip|cut|drop|ditch|lose|spare me|no|without|enough with|less) (?:all )?(?:the |your )?"
    r"(?:preamble|preambles|intro|intros|introduction|introductions|wind-up|windup|throat"
    r"[- ]clearing|small talk|chit-?chat|filler|preface|prefaces|background stuff|backstory"
    r"|caveats|disclaimers|recap|recaps|pleasantries|build-?up)\b(?! (?:of|in|on|for|to|at) )"
    r"|\byou (?:ramble|waffle|go on|over-?explain|overexplain|over-?talk)(?: (?:too much|a lot"
    r"|so much|way too much|forever|and on))?\b"
)
"""The opening or the padding skipped ("skip the preamble", "you ramble too much")."""
_EN_DEPTH: Final = re.compile(
    r"\b(?:go|get|dig) (?:into |in )?(?:more |real |full |great |the )?(?:depth|detail)\b"
    r"(?! (?:about|on|of|regarding|for)\b)"
    r"|\b(?:length|long|longer) (?:is|'s|are) (?:fine|ok|okay|no problem|not a problem|good)\b"
    r"|\b(?:don't|do not) (?:dumb (?:it|things) down|skimp(?: on (?:the )?details?)?|hold back on"
    r" (?:the )?details?)\b"
)
"""Depth asked for ("go into depth", "longer is fine", "don't dumb it down")."""


def en_amounts(low: str) -> str:
    """The lowered sentence with an amount, a refused lump or skipped padding read as "keep it
    short" and depth asked for as "give me detailed" (a wish, as the readers know it)."""
    for found in (_EN_ENOUGH, _EN_REFUSED, _EN_OPENINGS, _EN_LESS):
        low = found.sub("keep it short", low)
    return _EN_DEPTH.sub("give me detailed", low)


_ZH_COUNT: Final = r"[一二两三四五几\d]{1,3}(?:句话?|行字?|段话?)"
_ZH_ENOUGH: Final = re.compile(
    rf"{_ZH_COUNT}(?:以内|之内|内)?(?:就)?(?:说完|讲完|说清楚|讲清楚|说明白|讲明白|搞定|回完|答完|就行"
    r"|就够了?|就好|足够了?|够了)"
)
"""An amount said to be enough (两三句话说完就行, 三句话以内讲清楚, 一两行就够了)."""
_ZH_LUMPS: Final = (
    r"(?:一大篇|一大段|一大坨|一大堆|一长串|一长篇|小作文|长篇|一堆字"
    r"|那么多字|这么多字)"
)
_ZH_REFUSED: Final = re.compile(
    rf"(?:别|不要|不用|甭|少)(?:再|老|总|老是|总是)?(?:每次|每回)?都?"
    rf"(?:写|回|发|给我|来|整|弄|搞)?(?:个|这种|那种)?{_ZH_LUMPS}"
    rf"|(?:每次|每回|总是|老是|动不动|动不动就)都?(?:写|回|发|给我|来|整|弄|搞)?(?:个|这种|那种)?"
    rf"[^，。,.]{{0,4}}?{_ZH_LUMPS}"
)
"""A lump of text refused or complained of (别写小作文, 你每次都写一大坨)."""
_ZH_LAYOUT: Final = re.compile(r"分点|列出|列个|列表|表格|要点|一条一条|条目|bullet", re.IGNORECASE)
"""A layout asked for beside a lump refused (分点列出来，别给我一大段): the lump is the layout
refused, not a length."""
_ZH_CONCISE: Final = re.compile(
    r"废话少说|少废话|别废话|少说废话|废话太多|啰里[八吧]?嗦|啰里啰嗦|直接(?:上|给|说|讲)?(?:结论|答案|重点)"
    r"|别绕弯子?|不要绕弯子?|别兜圈子"
)
"""A wish for short, direct replies said in fixed words (废话少说, 直接上结论, 别绕弯子)."""
_ZH_DEPTH: Final = re.compile(r"长(?:一)?点(?:也|都)?(?:没关系|无所谓|没事|不怕|也行|可以)")
"""Length allowed (长点没关系, 长一点也无所谓): a wish for detailed replies."""


def zh_amounts(text: str) -> str:
    """The sentence with an amount, a refused lump or a fixed wish for short replies read as
    回答别长篇大论 (a complaint the readers take as it is), and length allowed as 回答详细."""
    refused = () if _ZH_LAYOUT.search(text) else (_ZH_REFUSED,)
    for found in (_ZH_ENOUGH, *refused, _ZH_CONCISE):
        text = found.sub("回答别长篇大论", text)
    return _ZH_DEPTH.sub("回答详细", text)


_EN_WHEN_YOU: Final = re.compile(
    r"\b(?:i )?(?:hate|can't stand|cannot stand|can not stand|don't like|do not like|dislike"
    r"|am not a fan of|'m not a fan of|not a fan of|get annoyed) (?:it )?when you (?:\w+ ){0,2}?"
    r"(?:use|add|put|throw in|include|stick|send|write|give me|start with|do)\b"
)
"""A dislike of what the replier does ("I hate it when you use emojis"): the thing done is
refused, read as "no" before it."""


def en_complaints(low: str) -> str:
    """The lowered sentence with a dislike of what the replier does read as "no"."""
    return _EN_WHEN_YOU.sub("no", low)


_ZH_ADDED: Final = re.compile(
    r"(?:别|不要|甭|能不能别|可不可以别)(?:再|老|总|老是|总是)?[^，。,.]{0,8}?"
    r"(?:加|放|发|用|带|整|塞|配)(?:个|些|那么多|那些|一堆|一串|这么多)?(?=表情|emoji)"
)
"""A refusal of what the replier adds (别每句话后面都加个表情), read as 别 right before it."""


def zh_complaints(text: str) -> str:
    """The sentence with a refusal of what the replier adds read as 别 before the thing."""
    return _ZH_ADDED.sub("别", text)


_CODE_WORDS: Final = re.compile(
    r"indent|tab|code|snippet|python|yaml|json|style|format|editor|lint|缩进|代码|格式|制表符",
    re.IGNORECASE,
)
"""Words that put a count of spaces on code ("4 spaces for indentation", 两空格缩进)."""


def indent_counted(option: str, text: str) -> bool:
    """True for a count of spaces said of code ("4 spaces, always", 两空格缩进): the way one
    indents, not a measure of something else ("two spaces left in the car park")."""
    short = len(text.split()) <= 4 and not re.search(r"[\u4e00-\u9fff]", text)
    return option == "spaces" and (_CODE_WORDS.search(text) is not None or short)
