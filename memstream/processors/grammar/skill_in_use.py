"""Skills said by using a named tool, by teaching it, or by being the one asked for it at
work, EN and ZH (issue 22, g53t):

- use: "I do a bit of Blender and a lot of Procreate", "Go is my language now",
  我用Blender建模, 我平时用PS修图, 我写Python习惯用四个空格缩进, C和Rust我都写;
- teaching: "I teach Scratch and Python to kids", 我在培训机构教Python;
- asked at work: "I'm the go-to person for SQL on my team", "People at work come to me for
  Excel help", "My manager always asks me to handle the Tableau dashboards",
  组里的SQL基本都是我写的, 领导有什么Excel的活都丢给我.

Also a skill had with ease: "SQL is second nature to me", "I know Excel like the back of
my hand", 包饺子我闭着眼睛都会, 修电脑对我来说就是小菜一碟.

A tool is a name written in Latin letters (Blender, SQL, PS, CAD); a language spoken, an
editor (a preference of its own: `pref.editor`), a chatbot, a phone or a device is none.
Silent on a question, a wish, a plan, someone else's use and a past. Pure: text in, fills
out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_subjects import someone_in

SKILL: Final = "skill"

_EN_TOOL: Final = r"[A-Z][\w+#.-]*(?:\s[A-Z][\w+#.-]*){0,2}"
"""A named tool: one to three capitalised words (Blender, Power Query, DaVinci Resolve)."""
_EN_AND: Final = r"(?:,\s*|\s+and\s+|\s*&\s*)(?:a (?:bit|lot) of\s+)?"
_EN_TOOLS: Final = rf"(?P<x>{_EN_TOOL}(?:{_EN_AND}{_EN_TOOL})*)"
_EN_SOME: Final = (
    r"(?:(?:a (?:little )?bit of|a little|a lot of|some|lots of|plenty of|all (?:of )?(?:the|our)"
    r"|most of (?:the|our))\s+)?"
)
_EN_DO: Final = re.compile(rf"(?:^|[,;.]\s*|\s)[Ii]\s+(?:also\s+)?do\s+{_EN_SOME}{_EN_TOOLS}")
"""The user doing a named tool's work ("I do a bit of Blender and a lot of Procreate")."""
_EN_TEACH: Final = re.compile(
    rf"(?:^|[,;.]\s*|\s)[Ii]\s+(?:also\s+)?(?:teach|tutor in|run workshops on|run classes on)"
    rf"\s+{_EN_SOME}{_EN_TOOLS}"
)
"""The user teaching a named tool ("I teach Scratch and Python to kids")."""
_EN_GO_TO: Final = re.compile(
    r"(?i:i'm|i am|im)\s+(?i:basically\s+|kind of\s+|kinda\s+)?the\s+(?:"
    rf"{_EN_TOOLS}\s+(?i:person|guy|girl|gal|expert|wizard|nerd|whisperer)\b"
    rf"|(?i:go-to|goto|go to)\s+(?i:person\s+|guy\s+|girl\s+|gal\s+|expert\s+)?(?i:for)\s+"
    rf"{_EN_TOOLS.replace('?P<x>', '?P<y>')})"
)
"""The user as the one a team turns to for a tool ("I'm the go-to person for SQL")."""
_EN_COME_TO_ME: Final = re.compile(
    r"(?i:people|everyone|everybody|colleagues|coworkers|co-workers|my team|the team|folks"
    r"|the whole office|my boss|my manager|my lead)\s+(?i:at work\s+|in the office\s+)?"
    r"(?i:always\s+|usually\s+|all\s+)?(?i:come|comes|turn|turns|run|runs)\s+to\s+me\s+"
    rf"(?i:for|with|about|when it comes to)\s+(?:(?i:help with|anything)\s+)?{_EN_TOOLS}"
)
"""Colleagues coming to the user for a tool ("People at work come to me for Excel help")."""
_EN_ASKED: Final = re.compile(
    r"(?i:my boss|my manager|my lead|my supervisor|my team|my team lead|the team|my company"
    r"|work)\s+(?i:always\s+|usually\s+|constantly\s+)?(?i:asks|keeps asking|gets|has|relies on)"
    r"\s+me\s+(?i:to\s+)?(?i:do|handle|fix|build|write|run|set up|sort out|maintain|manage|for)"
    rf"\s+(?i:all\s+)?(?i:the\s+|our\s+|their\s+)?{_EN_TOOLS}"
)
"""The user asked at work to handle a tool's work ("my manager asks me to fix the Jira")."""
_EN_END_UP: Final = re.compile(
    rf"(?:^|[,;.]\s*|\s)[Ii]\s+(?:always\s+)?end\s+up\s+(?:doing|writing|handling|fixing)\s+"
    rf"(?:all\s+)?(?:the\s+|our\s+)?{_EN_TOOLS}"
)
"""The user ending up doing a tool's work for others ("I end up doing all the SQL")."""
_EN_MINE: Final = re.compile(
    rf"(?:^|[,;.]\s*){_EN_TOOLS}\s+(?:is|'s)\s+my\s+(?:(?:main|primary|daily|go-to|everyday"
    r"|favourite|favorite)\s+)?(?:language|tool|stack|editor|weapon of choice|bread and butter)"
    r"(?:\s+(?:now|these days|nowadays|at work))?\s*(?:$|[,;.!])"
)
"""A tool said to be the user's own ("Go is my language now")."""
_EN_SLEEP: Final = re.compile(
    r"(?:^|[,;.]\s*|\s)[Ii]\s+(?:can|could)\s+(?:do|write|code|run|use|build|read|speak|play)"
    rf"\s+{_EN_TOOLS}\s+(?:in my sleep|with my eyes closed|blindfolded)"
)
"""A named tool the user could work in their sleep ("I could write SQL in my sleep")."""
_EN_NATURE: Final = re.compile(
    rf"(?:^|[,;.]\s*){_EN_TOOLS}\s+(?:is|'s)\s+(?:basically\s+|pretty much\s+|just\s+)?"
    r"(?:second nature|like breathing)\s+(?:to|for)\s+me\b"
)
"""A named tool that is second nature to the user ("SQL is second nature to me")."""
_EN_BACK_OF_HAND: Final = re.compile(
    rf"(?:^|[,;.]\s*|\s)[Ii]\s+know\s+{_EN_TOOLS}\s+like\s+the\s+back\s+of\s+my\s+hand"
)
"""A named tool the user knows like the back of their hand."""
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:if|would|'d|wish|wanna|want to|hope|plan to|going to|gonna|will|used to"
    r"|learning|learn)\b",
    re.IGNORECASE,
)
"""A question, a wish, a plan, learning or a past: no tool the user has."""
_EN_NOT_TOOLS: Final = (
    frozenset(w.LANGUAGES)
    | w.words(
        """i i'm monday tuesday wednesday thursday friday saturday sunday january february
        march april may june july august september october november december chatgpt gpt ai
        google iphone ipad mac android uber amazon christmas easter yoga pilates crossfit
        zumba zoom esl efl tefl tesol markdown"""
    )
    | frozenset(w.EDITORS)
)
"""Words capitalised that are no tool one knows: a language, a day, a chatbot, a device."""
_EN_SPLIT: Final = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|&)\s*(?:a (?:bit|lot) of\s+)?")


def english(text: str) -> list[Fill]:
    """The named tools an English sentence says the user uses, teaches or is asked for."""
    if _EN_ASIDE.search(text):
        return []
    shapes = (
        *(_EN_DO, _EN_TEACH, _EN_GO_TO, _EN_COME_TO_ME, _EN_ASKED, _EN_END_UP, _EN_MINE),
        *(_EN_SLEEP, _EN_NATURE, _EN_BACK_OF_HAND),
    )
    found = [tool for shape in shapes for m in shape.finditer(text) for tool in _en_tools(m)]
    return [Fill(SKILL, tool) for tool in dict.fromkeys(found)]


def _en_tools(match: re.Match[str]) -> list[str]:
    """The tools a match names, each on its own, without a day, a language or a device."""
    listed = match.groupdict().get("x") or match.groupdict().get("y") or ""
    parts = [p.strip(" .") for p in _EN_SPLIT.split(listed) if p.strip(" .")]
    return [p for p in parts if p.lower() not in _EN_NOT_TOOLS and p.split()[0] != "I"]


_ZH_TOOL: Final = r"[A-Za-z][A-Za-z0-9+#.\-]*(?:\s?[A-Z][A-Za-z0-9+#.\-]*)?"
_ZH_TOOLS: Final = rf"(?P<x>{_ZH_TOOL}(?:(?:和|、|跟|还有|以及|/|\+|，)\s*{_ZH_TOOL})*)"
_ZH_MAKE: Final = (
    r"(?:来)?(?:写|做|画|修|剪|编|算|建模|排版|记账|做账|设计|开发|分析|渲染"
    r"|作曲|编曲|录|调色|出图|建|跑|搭)"
)
_ZH_USE: Final = re.compile(rf"用\s*{_ZH_TOOLS}\s*{_ZH_MAKE}")
"""The user making something with a named tool (我用Blender建模, 我平时用PS修图)."""
_ZH_WRITE: Final = re.compile(
    rf"^(?:我|俺)(?:平时|一般|主要|日常|现在|天天|每天|都|也|还|就|是)*(?:写|敲)\s*{_ZH_TOOLS}"
    r"(?!的人)"
)
"""The user writing a language (我写Python习惯用四个空格缩进, 我平时写Go)."""
_ZH_BOTH: Final = re.compile(rf"^{_ZH_TOOLS}\s*(?:我|俺)?(?:都|也都|全都)(?:会|能|写|用|熟|玩得转)")
"""Tools the user says all are theirs (C和Rust我都写, Python和Go都会)."""
_ZH_TEACH: Final = re.compile(rf"(?<![让叫请])教\s*{_ZH_TOOLS}")
"""The user teaching a named tool (我在培训机构教Python, 教Scratch和Python)."""
_ZH_DONE_BY_ME: Final = re.compile(
    rf"{_ZH_TOOLS}\s*(?:的[\u4e00-\u9fff]{{1,4}}?|相关的)?(?:基本|几乎|全|全部|基本上|一般|大多)?"
    r"(?:都|全)(?:是我(?:来)?(?:写|做|弄|搞|负责|维护)|(?:丢|交|扔|甩|推)给我|(?:来)?找我|问我)"
)
"""A tool's work at work that falls to the user (组里的SQL基本都是我写的, Excel的活都丢给我)."""
_ZH_EASY: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z0-9+#]{2,8}?)(?:我|俺)?(?:现在|早就|基本)?"
    r"(?:闭着眼睛?都|闭眼都|睡着了都)(?:会|能|能做|能弄|会做|会弄|能写|会写|会画|能画|能修|会修)"
    r"|^(?P<y>[\u4e00-\u9fffA-Za-z0-9+#]{2,8}?)对(?:我|俺)来说(?:就|简直|根本|真的)?(?:是)?"
    r"(?:小菜一碟|小意思|易如反掌|手到擒来)"
)
"""What the user could do with eyes shut (包饺子我闭着眼睛都会, 修电脑对我来说是小菜一碟)."""
_ZH_ASIDE: Final = re.compile(
    r"[？?吗]|如果|要是|假如|希望|想要|想学|打算|准备|正在学|在学|学了|学习|以前|之前|小时候|曾经|当年"
    r"|你|您|他|她|他们|她们|老公|老婆|儿子|女儿|孩子|同学们?(?!都)"
)
"""A question, a supposition, a wish, a plan, learning, a past or someone else: no tool the
user has."""
_ZH_NOT_TOOLS: Final = frozenset(
    """ai chatgpt gpt deepseek kimi iphone ipad mac app ppt prd okr kpi bug word ok vip
    id wifi pdf markdown md""".split()
) | frozenset(w.EDITORS)
"""Latin words that are no tool one knows (a chatbot, a device, a document, a word)."""
_ZH_SPLIT: Final = re.compile(r"\s*(?:和|、|跟|还有|以及|/|\+|，)\s*")
_ZH_CLAUSES: Final = re.compile(r"[。！!；;~～\n]+|[，,](?=我|俺)")


def chinese(text: str) -> list[Fill]:
    """The named tools a Chinese sentence says the user uses, teaches or is asked for."""
    found: list[str] = []
    for clause in (c.strip() for c in _ZH_CLAUSES.split(text)):
        if not clause or _ZH_ASIDE.search(clause) or someone_in(clause):
            continue
        for shape in (_ZH_USE, _ZH_WRITE, _ZH_BOTH, _ZH_TEACH, _ZH_DONE_BY_ME):
            found += [tool for m in shape.finditer(clause) for tool in _zh_tools(m)]
        easy = _ZH_EASY.match(clause)
        thing = (easy["x"] or easy["y"] or "") if easy else ""
        found += [thing] if thing and not _ZH_NOT_EASY.match(thing) else []
    return [Fill(SKILL, tool) for tool in dict.fromkeys(found)]


_ZH_NOT_EASY: Final = re.compile(r"^(?:这|那|这个|那个|这种|那种|它|今天|这次|这事|这点)")
"""A thing pointed at (这个我闭着眼睛都会): one task, no skill named."""


def _zh_tools(match: re.Match[str]) -> list[str]:
    """The tools a match names, each on its own, without a chatbot, a device or a document."""
    parts = [p.strip() for p in _ZH_SPLIT.split(match["x"] or "") if p.strip()]
    return [p for p in parts if p.lower() not in _ZH_NOT_TOOLS and len(p) >= 1]


def added(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills with each skill found that no fill already names."""
    known = {f.value.lower() for f in fills if f.slot == SKILL}
    return fills + [f for f in found if f.value.lower() not in known]
