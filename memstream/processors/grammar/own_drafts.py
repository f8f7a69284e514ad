"""The user's own draft, quoted for the assistant to polish: the user's words about themselves.

Quoted words are someone else's ("my boss said 'I hate video calls'"), so the grammar leaves
them out. But a bio, a profile, a cover letter or a self-introduction that the user quotes and
asks to polish is the user writing about themselves: "Letterboxd bio I wrote, make it punchier:
'Projectionist at the Music Box Theatre. Lives in Logan Square.'", 帮我润色一下相亲自我介绍：
'本人男，程序员，杭州，养了条边牧叫阿福'. Such a quote is given back as the user's sentences,
on lines of its own, when the words just before it name a genre of self-presentation (a bio,
profile, intro, post, caption, cover letter, 自我介绍, 简历, 朋友圈 ...) that is the user's: said
as "my ...", "... I wrote", "... draft", or with a request to edit it, and not someone else's
("my son's college essay", 帮我妈改一下她的简历). Fiction, translations and templates are not
drafts about the user and are not named here. Pure.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from memstream.processors.grammar import en_words, zh_words
from memstream.text import has_cjk

Whose = Literal["mine", "theirs"]
"""Whose a draft is: the user's own, or someone else's."""

_EN_GENRES: Final = (
    r"bio|biography|profile|intro|introduction|self[- ]intro(?:duction)?|about[- ]me(?: page)?"
    r"|cover letter|r[eé]sum[eé]|cv|personal statement|(?:college |application |admissions? )?"
    r"essay|post|caption|tweet|toot|status(?: update)?|blurb|answer|letter|newsletter|speech"
    r"|toast|announcement|headline|summary|round-robin|tagline|top line"
    r"|gig(?: text)?"
)
_EN_OWN_AFTER: Final = r"(?:\s+(?:draft|i wrote|i've written|i'm writing|of mine|mine)\b)"
_EN_EDITS: Final = re.compile(
    r"\b(?:polish|rewrite|re-write|tighten|proofread|edit|fix|improve|punch(?:ier| up)|shorten"
    r"|tweak|clean up|reword|check|cringe|honest|look over|make it|draft|help|pls|please)\b",
    re.IGNORECASE,
)
_EN_NOT_OWN: Final = re.compile(
    r"\b(?:saw|seen|found|came across|got|received|sent|forwarded|shared|fake|example"
    r"|sample|template|character|fictional|parody|novel|story|someone|somebody|translate)\b",
    re.IGNORECASE,
)
_EN_GENRE: Final = re.compile(rf"\b(?:{_EN_GENRES})s?\b(?P<own>{_EN_OWN_AFTER})?", re.IGNORECASE)
_EN_FORMER: Final = frozenset({"old", "former", "previous", "earlier", "original", "ex"})
_EN_THEIRS: Final = frozenset({"his", "her", "their", "your", "its"})
_EN_CONTRACTED: Final = frozenset(
    {"it's", "that's", "here's", "there's", "what's", "he's", "she's", "let's", "who's"}
)
_EN_SAID: Final = re.compile(
    r"\b(?<!i )(?:said|says|say|told|tells|asked|asks|wrote|writes|texted|replied|commented"
    r"|scribbled|noted)\b"
)
"""Words of someone's saying: the quote after them is theirs ("my teacher wrote on my essay:
'...'"), but not "I wrote"."""
_EN_FOR_SOMEONE: Final = re.compile(r"\b(?:for|to|from)\s+(?:my|a|his|her|our|their)\s+(\w+)")
_EN_THEY: Final = re.compile(r"\b(?:she|he|they)(?:'s|'re| is| are| was)?\b|\bfor (?:a|my) (\w+)")
_EXAMPLE: Final = re.compile(
    r"(?:\b(?:like|such as|for example|for instance|e\.g\.)|比如|例如|像是?)\W*$"
)
_ZH_GENRES: Final = (
    "自我介绍|个人介绍|个人简介|简介|简历|求职信|自荐信|朋友圈|个性签名|签名|帖子|发言稿|致辞|"
    "演讲稿|启事|征婚|相亲介绍|小红书|微博|动态|说说|年终总结|述职报告|个人陈述|回一段|回一句|"
    "回条消息|回个消息"
)
_ZH_GENRE: Final = re.compile(rf"(?:{_ZH_GENRES})")
_ZH_EDITS: Final = re.compile(
    r"润色|改一下|改改|改下|修改|优化|看看|看一下|顺一下|把关|我写的|我的"
)
"""A request to edit a text the user has (帮我写, a text the assistant is to write, is not)."""
_ZH_NOT_OWN: Final = re.compile(
    r"[他她]|你的|帮(?!我|忙)|替|看到|刷到|转发|收到|发来|模板|范文|例子|示例|虚构|角色|小说|翻译"
)
_ZH_SAID: Final = re.compile(r"说|问|讲|告诉|回复|评论|留言")
_ZH_AT_HAND: Final = re.compile(r"这(?:段|篇|个|份|条|则)|店|海报|广告|产品|商品|品牌|公众号|模版")
"""A text at hand (这段自我介绍) or a shop's or product's copy: not said to be the user's."""
_COLON: Final = re.compile(r"[:：]\s*(?=[^\s\"“'「‘])")
_FRAME_SPAN: Final = 90
"""How far before a quote its frame is read (characters)."""
_QUOTED: Final = re.compile(
    r"\"([^\"]{12,})\"|“([^”]{8,})”|「([^」]{8,})」|‘([^’]{12,})’"
    r"|(?<![A-Za-z0-9])'((?:[^'\n]|(?<=\w)'(?=\w)){12,}?)'(?![A-Za-z0-9])"  # 'I'm ...': inside
)


def unwrapped(content: str) -> str:
    """The message with each quoted draft of the user's own given back as their sentences,
    on lines of its own, and a draft after a colon ("My bio, tighten it: Nurse in Leeds.",
    播客简介帮我润色：大家好我是阿柒) on a line of its own; any other quote is left as it is."""
    parts: list[str] = []
    end = 0
    for found in _QUOTED.finditer(content):
        frame = content[max(end, found.start() - _FRAME_SPAN) : found.start()]
        tail = re.split(r"[.!?。！？\n]", content[found.end() : found.end() + _FRAME_SPAN])[0]
        parts += [content[end : found.start()], _given_back(frame, found, tail)]
        end = found.end()
    given = "".join([*parts, content[end:]]) if parts else content
    return "\n".join(_after_colon(line) for line in given.split("\n"))


def _after_colon(line: str) -> str:
    """The line with the words after its first colon, where no quote opens them, on a line of
    their own when the words before it name a draft of the user's own, or set in quotes when
    they name someone else's ("My friend's bio, fix it: I'm a nurse in Leeds")."""
    colon = _COLON.search(line)
    if colon is None or colon.start() > _FRAME_SPAN:
        return line
    whose = _whose(line[: colon.start()])
    if whose == "mine":
        return f"{line[: colon.end()]}\n{line[colon.end() :]}"
    return f"{line[: colon.end()]}「{line[colon.end() :]}」" if whose == "theirs" else line


def _whose(frame: str) -> Whose | None:
    """Whose draft `frame`, the words before a quote or colon, names: the user's ("mine"),
    someone else's ("theirs"), or none (None)."""
    return _zh_whose(frame) if has_cjk(frame[-20:]) else _en_whose(frame)


def _given_back(frame: str, found: re.Match[str], tail: str) -> str:
    """The quote's words on lines of their own when `frame`, the words just before it, names
    a draft of the user's own and neither it nor `tail` (the rest of the sentence after it)
    gives it to someone else or as an example; else the quote as it was."""
    inner = next(group for group in found.groups() if group is not None)
    mine = _whose(frame) == "mine" and not _EXAMPLE.search(frame) and not _theirs_after(tail)
    return f"\n{inner.strip()}\n" if mine else found.group(0)


def _theirs_after(tail: str) -> bool:
    """Whether the words after a quote give it to someone else ("..., she's shy", "for a
    friend", 是给客户写的, 她让我帮忙看看)."""
    if has_cjk(tail):
        return bool(re.search(r"[他她]|帮忙|替", tail)) or any(
            w in tail for w in zh_words.RELATIONS
        )
    they = _EN_THEY.search(tail.casefold())
    return they is not None and (they.group(1) is None or _is_person(they.group(1)))


def _en_whose(frame: str) -> Whose | None:
    """Whose draft an English frame names: the user's ("my LinkedIn summary", "Tumblr bio
    draft, tell me if it's cringe:"), someone else's ("her bio", "my son's essay", "a toast
    for my brother", "saw this profile"), or none."""
    last = _last(_EN_GENRE, frame)
    if last is None:
        return None
    before = frame[: last.start()].casefold().split()[-4:]
    if any(word in _EN_FORMER for word in before):
        return None  # "my old bio read '...'": not what holds now
    owner = _owner(before)
    after = frame[last.end() :].casefold()
    if _EN_SAID.search(frame.casefold()):
        return None  # "my bio is done. My boss said 'I hate it'": the boss's words
    someone = _EN_FOR_SOMEONE.search(after)
    if owner == "theirs" or (someone is not None and _is_person(someone.group(1))):
        return "theirs"
    if _theirs_after(after):
        return "theirs"  # "rewrite this cover letter opener for a friend, she's shy:"
    if owner == "mine":
        return "mine"  # "I got my answer: ...": the user's, whatever else the frame says
    if _EN_NOT_OWN.search(frame):
        return "theirs"  # "saw this profile", "a bio I wrote for a character in my novel"
    return "mine" if last.group("own") or _EN_EDITS.search(frame) else None


def _owner(words: list[str]) -> Whose | None:
    """Whose the genre noun after `words` is: "mine" (my, our), "theirs" (his, her, a name's),
    or None when no possessive comes first, the nearest word first."""
    for word in reversed(words):
        if word in ("my", "our"):
            return "mine"
        if word in _EN_THEIRS or (word.endswith("'s") and word not in _EN_CONTRACTED):
            return "theirs"
        if _is_person(word):
            return "theirs"
    return None


def _is_person(word: str) -> bool:
    """A relation or a person's role ("son", "boss", "landlord")."""
    return word in en_words.RELATIONS or word in en_words.PEOPLE_ROLES


def _zh_whose(frame: str) -> Whose | None:
    """Whose draft a Chinese frame names: the user's (帮我润色一下相亲自我介绍：, 我写的朋友圈
    文案), someone else's (帮我妈改一下她的简历, 刷到一个相亲帖子), or none."""
    last = _last(_ZH_GENRE, frame)
    if last is None:
        return None
    start = max(frame.rfind(mark, 0, last.start()) for mark in "，。！？\n") + 1
    clause = _ZH_GENRE.sub("", frame[start:])  # not 朋友 of 朋友圈
    after = frame[last.end() :]
    if _ZH_SAID.search(after):
        return None  # 简历改好了，老板说：“……”: the boss's words
    if _ZH_NOT_OWN.search(clause) or any(word in clause for word in zh_words.RELATIONS):
        return "theirs"  # 帮我妈改一下她的简历: the mother's
    if _theirs_after(after):
        return "theirs"  # 帮我改下这封求职信，是我表妹写的：
    if _ZH_AT_HAND.search(frame[start:]) and not re.search(r"我(?:自己)?写的|我的", frame[start:]):
        return None  # 帮我润色一下这段自我介绍, 奶茶店海报: not said to be the user's
    return "mine" if _ZH_EDITS.search(frame[start:]) else None


def _last(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The last match of `pattern` in `text`, or None."""
    found = None
    for found in pattern.finditer(text):  # noqa: B007 - the last one is wanted
        continue
    return found
