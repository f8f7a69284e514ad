"""A skill the user was taught or learned from someone, said in the past: what was learned
then is still had. "My grandad taught me to fish" (`fish`), "An old boatbuilder taught me
to caulk hulls" (`caulk hulls`), "I learned woodturning from my uncle" (`woodturning`), "I
picked up the banjo from a busker in Dublin", 潘师傅教我磨刀教了三年 (`磨刀`), 我奶奶教会了我剪纸,
我跟我爸学的木工 (`木工`), 木工是跟我爸学的.

The teacher may be anyone; the one taught must be the user ("taught me", 教我). A lesson
of life is no skill ("taught me to be patient", "taught me never to give up", 教我做人, 教我要
诚实), nor is a lesson still to come or only tried ("will teach me", "tried to teach me",
想让他教我), a question, or what was learned about something ("learned a lot from"). A
language learned is left to the language readers. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

SKILL: Final = "skill"
_EN_TAUGHT: Final = re.compile(
    r"\b(?:taught|showed) me (?:how )?to (?P<v>[a-z]+)(?P<o>(?: (?!(?:when|as|at|in"
    r"|on|from|before|after|back|and|but|so|because|years|every|with)\b)[a-z'-]+){0,3})",
    re.IGNORECASE,
)
_EN_LEARNED: Final = re.compile(
    r"\bi (?:learned|learnt|picked up) (?:to (?P<v>[a-z]+)(?P<o>(?: (?!from\b)[a-z'-]+){0,2})"
    r"|(?P<n>(?:the )?[a-z-]+(?:ing)?(?: [a-z-]+)?)) from (?:my|our|an?|the|his|her|some) ",
    re.IGNORECASE,
)
_EN_LIFE: Final = frozenset(
    """be never not always love appreciate value respect believe trust stand keep look listen
    say think feel care forgive question stay work hide fear hate tell lie stop give take
    live treat accept ask speak talk read breathe cope relax let calm""".split()
)
"""Verbs of a lesson of life or of one act, not of a craft ("taught me to be patient")."""
_EN_NOT_LEARNED: Final = frozenset(
    (
        "a lot",
        "everything",
        "something",
        "nothing",
        "so much",
        "that",
        "this",
        "it",
        "a thing",
        "a lesson",
        "the hard",
        "patience",
        "manners",
        "loads",
        "heaps",
        "plenty",
    )
)
"""What is learned from someone that names no skill ("I learned a lot from my uncle")."""
_EN_ASIDE: Final = re.compile(
    r"\b(?:will|would|could|gonna|going to|tried|trying|tries|try|wants?|wanted|promised|offered"
    r"|hope|if|can you|could you|plan(?:s|ning)?)\b|\?",
    re.IGNORECASE,
)
_ZH_TAUGHT: Final = re.compile(
    r"(?<=[\u4e00-\u9fff，,])(?<![别请帮再多来先就你您])教(?:会了|会|了)?(?:我|俺)"
    r"(?P<d>(?:(?![一二三四五六七八九十两几\d])[\u4e00-\u9fffA-Za-z]){2,6}?)"
    r"(?=教了|教过|的|了|[一二三四五六七八九十两几\d]+年|，|,|。|！|!|$)"
)
"""Someone named before 教我 (师父教我磨刀; after a comma, a teacher named before it: 我师父
姓祁，教我做糖画的): a sentence that opens with 教我, or 别教我 / 请教我, asks the assistant."""
_ZH_TEACHER: Final = re.compile(r"师父|师傅|老师|教练|爸|妈|爷|奶|姥|外公|外婆|叔|舅|姑|姨|哥|姐")
_ZH_FROM: Final = re.compile(
    r"(?:^|我|俺|打小|从小|小时候)(?:是)?跟(?:着)?[\u4e00-\u9fff]{1,5}?学(?:的|了|过)"
    r"(?P<d>[\u4e00-\u9fffA-Za-z]{2,6})(?=[，,。！!]|$)"
    r"|^(?!打小|从小|小时候)(?P<f>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:是)?(?:我)?跟(?:着)?"
    r"[\u4e00-\u9fff]{1,5}?学的"
)
_ZH_LIFE: Final = re.compile(
    r"[这那]|道理|^(?:很多|好多|一些|不少|做人|做事|说话|要|别|不|怎么|如何|认字|识字|走路|的|们|家|儿子|女儿|孩子|娃|老公|老婆|爸|妈"
    r"|哥|姐|弟|妹|爷|奶|外公|外婆|朋友|同学|同事)"
)
"""A lesson of life, or someone of the user's taught (教我儿子下棋): no skill of the user."""
_ZH_ASIDE: Final = re.compile(r"想|要教|会教|打算|准备|让|叫|请|吗|？|\?|你|如果|要是")
_ZH_LANGUAGE: Final = re.compile(r"(?:语|话|文)$")


def english(text: str) -> list[Fill]:
    """The skills an English sentence says the user was taught or learned from someone."""
    if _EN_ASIDE.search(text):
        return []
    found: list[str] = []
    for match in _EN_TAUGHT.finditer(text):
        found += _en_doing(match["v"], match["o"])
    for match in _EN_LEARNED.finditer(text):
        if match["v"]:
            found += _en_doing(match["v"], match["o"] or "")
        elif match["n"].islower() and match["n"] not in _EN_NOT_LEARNED:
            found.append(match["n"].removeprefix("the ").removeprefix("The "))
    return [Fill(SKILL, value) for value in dict.fromkeys(found)]


def _en_doing(verb: str, rest: str) -> list[str]:
    """The doing as a skill, as said ("fish", "caulk hulls")."""
    if verb.lower() in _EN_LIFE:
        return []
    return [(verb + rest).strip()]


def gerund(verb: str) -> str:
    """The -ing form of an English verb (knit → knitting, code → coding, fish → fishing)."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgklmnprt]", verb) and len(verb) <= 4:
        return verb + verb[-1] + "ing"
    return verb + "ing"


def chinese(text: str) -> list[Fill]:
    """The skills a Chinese sentence says the user was taught or learned from someone."""
    found: list[str] = []
    for clause in re.split(r"[。！!；;]", text):
        if _ZH_ASIDE.search(clause):
            continue
        for match in (*_ZH_TAUGHT.finditer(clause), *_ZH_FROM.finditer(clause)):
            before = clause[: match.start()]
            if before.endswith(("，", ",")) and not _ZH_TEACHER.search(before):
                continue  # 有人灌，教我几句推辞话: a request, no teacher named
            doing = match.groupdict().get("d") or match.groupdict().get("f") or ""
            if doing and not _ZH_LIFE.search(doing) and not _ZH_LANGUAGE.search(doing):
                found.append(doing)
    return [Fill(SKILL, value) for value in dict.fromkeys(found)]


def with_learned(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills with each skill learned that no fill names already, nor a language spoken
    ("I learned Spanish from my gran" is read by the language readers)."""
    known = {f.value.lower() for f in fills if f.slot in (SKILL, "languages")}
    return fills + [f for f in found if f.value.lower() not in known]
