"""Skills said by the years of practice behind them, EN and ZH (issue 22, g52t):

- a craft done for a stretch of one's life ("I've done carpentry my whole life", "I've taught
  yoga for a decade", "I've spent twenty years fixing boilers", "fifteen years of welding
  under my belt", "Baking bread for two decades now");
- a craft said with its verb repeated before the years (捞纸捞了二十年, 修车修了半辈子,
  写Java写了十年), or named first and then done for years (黄酒酿了四十年, 头发我剪了十五年).

Pure: each reader takes a sentence and returns the skill fills it says of the user.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

SKILL: Final = "skill"

_EN_COUNT: Final = (
    r"(?:(?:like|about|around|almost|nearly|over|well over|more than|close to|roughly|some"
    r"|going on) )?(?:a|a couple of|a few|several|many|\d+|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|\w+ty[- ]\w+)"
    r"(?:\+|-odd| odd)? (?:years|decades|decade)"
)
"""How many years, hedged or not ("about twenty years", "a decade", "30+ years")."""
_EN_LIFE: Final = (
    r"(?:my (?:whole|entire) (?:life|adult life|career)|all my (?:life|adult life|career)"
    r"|since (?:i was (?:a kid|a child|little|small|young|\w+)|childhood|high school|school"
    r"|college|uni|university|\d{4}))"
)
"""A stretch of one's life ("my whole life", "since I was six", "since 2009")."""
_EN_SPAN: Final = rf"(?:for {_EN_COUNT}|{_EN_COUNT}|{_EN_LIFE})"
_EN_WORD: Final = r"[a-z][\w+#-]*"
_EN_DONE: Final = re.compile(
    rf"(?:^|\bi(?:'ve| have)\s+)(?:done|practi[sc]ed|taught)\s+"
    rf"(?P<x>{_EN_WORD}(?: {_EN_WORD}){{0,2}}?)\s+{_EN_SPAN}(?=\s*(?:$|[,.;!—–]|now\b|and\b))"
)
"""I've done / practised / taught a craft for years ("I've taught yoga for a decade"); not
"studied" (a subject, or a language: the languages slot's)."""
_EN_SPENT: Final = re.compile(
    rf"\bi(?:'ve| have) spent {_EN_COUNT} (?P<x>{_EN_WORD}ing(?: {_EN_WORD}){{0,2}}?)"
    r"(?=\s*(?:$|[,.;!—–]|and\b|so\b|now\b|in\b|at\b|for\b))"
)
"""I've spent years doing a craft ("I've spent twenty years fixing boilers")."""
_EN_YEARS_OF: Final = re.compile(
    rf"(?:^|\bi(?:'ve| have)(?: got)? )(?P<n>{_EN_COUNT}) of (?P<x>{_EN_WORD}"
    rf"(?: {_EN_WORD})??)(?=\s*(?:$|[,.;!—–]|now\b|under my belt|behind me|and\b))"
)
"""Years of a craft had ("ten years of pottery now", "I've got 15 years of welding")."""
_EN_GERUND_FIRST: Final = re.compile(
    rf"^\W*(?:been )?(?P<x>{_EN_WORD}ing(?: {_EN_WORD}){{0,2}}?) "
    rf"(?:(?:for )?{_EN_COUNT}|{_EN_LIFE})(?: now)?\s*(?:$|[,.;!—–])"
)
"""A craft said first, then its years, no subject ("Baking bread for two decades now", "Been
knitting for thirty years", "Been coding since I was twelve")."""
_EN_NOT_CRAFTS: Final = frozenset(
    """it this that these those them the a an my his her our their your nothing everything
    something anything stuff things job jobs work shift shifts nights night overtime same
    school time life marriage service therapy hell business research duty sobriety
    working living waiting trying smoking drinking vaping dating thinking looking going
    coming staying sleeping struggling suffering dealing feeling saying using having getting
    being doing taking seeing paying renting commuting travelling traveling talking running
    jogging walking eating commuting praying fighting raising caring hoping wishing begging
    marriage parenting nursing teaching training experience practice study studies college
    university uni age friendship silence""".split()
)
"""Words that make the span no craft: a pointer, a job or a way of life ("done this for
years", "ten years of marriage", "spent years waiting")."""
_EN_NOT_OWN: Final = re.compile(
    r"(?i)\b(?:my (?:mom|mum|dad|mother|father|wife|husband|son|daughter|brother|sister|friend"
    r"|partner|boss|uncle|aunt|grand\w+)|he|she|they|he's|she's|they've|he has|she has)\b"
    r"|\?|\b(?:if|would|could|might|wish|hope|imagine|pretend|want to|going to)\b"
)
"""Another person as the doer, a question or a wish: the years are not the user's."""


def english(text: str) -> list[Fill]:
    """The skills an English sentence says by the years practised ("I've done carpentry my
    whole life" → carpentry, "fifteen years of welding" → welding)."""
    low = text.lower()
    if _EN_NOT_OWN.search(low):
        return []
    found: list[Fill] = []
    for reader in (_EN_DONE, _EN_SPENT, _EN_YEARS_OF, _EN_GERUND_FIRST):
        for match in reader.finditer(low):
            craft = _craft(text, match.start("x"), match.end("x"))
            if reader is _EN_YEARS_OF and not _CRAFTISH.search(craft):
                continue  # "ten years of silence": years of a state, no craft
            if craft and Fill(SKILL, craft) not in found:
                found.append(Fill(SKILL, craft))
    return found


_CRAFTISH: Final = re.compile(r"(?:ing|ry|graphy|work|craft|ics|ism)$|^[A-Z][\w+#.-]*$|^[A-Z]{2,}")
"""A craft's word (welding, pottery, photography, metalwork, ceramics) or a tool's name
(Python, SQL): what years "of" can be had in."""


def _craft(text: str, start: int, end: int) -> str:
    """The craft's words as the user wrote them, or "" when a word says no craft."""
    words = text[start:end].split()
    if not words or any(word.lower() in _EN_NOT_CRAFTS for word in words):
        return ""
    if any(word.lower() in w.LANGUAGES for word in words):
        return ""  # "I've taught English for ten years": a language, not a craft
    if words[0].lower().endswith("ly"):
        return ""
    return " ".join(words)


_ZH_SPAN: Final = (
    r"(?:快|近|将近|有|整整|足足|差不多|小)?(?:(?:[一二三四五六七八九十两几\d]+|十几|二十几|三十几)"
    r"(?:多|来)?个?年(?:多)?|(?:大)?半辈子|一辈子|大半生|一辈子)"
)
"""How many years, said in Chinese (二十年, 十几年, 快二十年, 半辈子)."""
_ZH_CRAFT_VERBS: Final = "写做修画弹拉吹唱剪烤焊织绣雕刻捞酿编教练学种拍调砌铺贴磨"
"""Verbs of a craft done with the hands or the head (写, 修, 弹, 焊, 捞, 酿, 教); not 开 (开车,
but also 开店, 开公司: a business), nor 干 or 搞 (电力巡线干了七年, 干装修干了十年: a trade, the
role's to read)."""
_ZH_YEARS_DONE: Final = re.compile(rf"(?P<v>[{_ZH_CRAFT_VERBS}])了{_ZH_SPAN}")
"""A craft's verb, then the years it was done (修了半辈子, 写了十年)."""
_ZH_THING: Final = re.compile(r"[A-Za-z0-9+#.\-]{1,12}$|(?:(?![我俺])[\u4e00-\u9fff]){1,4}$")
"""What a craft is done to, said between the verb and its repetition (车, 纸, Java)."""
_ZH_FRONTED: Final = re.compile(
    rf"^(?P<o>(?:(?![我俺])[\u4e00-\u9fff]){{2,4}}|[\u4e00-\u9fff](?=[我俺]))(?:我|俺)?"
    rf"(?:都|也|已经)?(?P<v>[{_ZH_CRAFT_VERBS}])了"
    rf"{_ZH_SPAN}"
)
"""A craft named first, then done for years (黄酒酿了四十年, 头发我剪了十五年; one character
before 我: 琴我拉了快二十年)."""
_ZH_NOT_CRAFTS: Final = re.compile(
    r"^(?:这|那|它|他|她|工作|生意|买卖|这行|那行|这个|那个|一行|了)|[在到去过着]$|^[在到去]"
    r"|^(?:书|课|活|事|班)$|[语文]$"
)
"""A pointer, a place, a job said in general (这行, 在北京, 工作, 教书, 干活) or a language
(学日语: read as a language): no craft named."""
_ZH_NOT_OWN: Final = re.compile(
    r"他|她|你|爸|妈|老公|老婆|媳妇|儿子|女儿|哥|姐|弟|妹|爷|奶|朋友|同事|师父|师傅|老师|老板"
)
"""Another doer before the craft: the years are not the user's."""
_ZH_ASIDE: Final = re.compile(r"[？?吗呢]|如果|要是|假如|万一|希望|想要|打算|准备|说|听|据")
"""A question, a wish or reported words in the clause: no years of the user's said."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;~～\n]+")


def chinese(text: str) -> list[Fill]:
    """The skills a Chinese sentence says by the years practised (捞纸捞了二十年 → 捞纸,
    黄酒酿了四十年 → 酿黄酒)."""
    found: list[Fill] = []
    for clause in _ZH_CLAUSES.split(text):
        if _ZH_ASIDE.search(clause):
            continue
        for craft in _repeated(clause) + _fronted(clause):
            if Fill(SKILL, craft) not in found:
                found.append(Fill(SKILL, craft))
    return found


def _repeated(clause: str) -> list[str]:
    """捞纸捞了二十年 → 捞纸; 修车修了半辈子 → 修车 (the doer before it must be the user)."""
    crafts = []
    for verb, thing, before in _repetitions(clause):
        if _ZH_NOT_OWN.search(before) or _ZH_NOT_CRAFTS.search(thing):
            continue
        crafts.append(verb + thing)
    return crafts


def _repetitions(clause: str) -> list[tuple[str, str, str]]:
    """(verb, thing, what is said before) of each craft whose verb is said again before its
    years: the nearest earlier verb opens it (修车铺修车修了 → 修, 车)."""
    found = []
    for match in _ZH_YEARS_DONE.finditer(clause):
        verb, end = match["v"], match.start()
        opened = clause.rfind(verb, 0, end)
        if opened < 0 or _ZH_NOT_OWN.search(clause[opened:end]):
            continue
        thing = clause[opened + 1 : end]
        if thing and _ZH_THING.fullmatch(thing):
            found.append((verb, thing, clause[:opened]))
    return found


def _fronted(clause: str) -> list[str]:
    """黄酒酿了四十年 → 酿黄酒; 毛笔字我写了三十年 → 写毛笔字 (no one else in the clause)."""
    match = _ZH_FRONTED.match(clause.strip())
    if match is None or _ZH_NOT_OWN.search(clause) or _ZH_NOT_CRAFTS.search(match["o"]):
        return []
    thing, verb = match["o"], match["v"]
    if verb == "做":
        return []  # 销售做了八年: a job, the role's to read
    return [thing] if thing[0] in _ZH_CRAFT_VERBS else [verb + thing]


def without_turned(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without a skill read off a repeated verb the wrong way (写Java写了十年 read as
    "Java写", 织毛衣织了 as "织毛衣织"): the object then the verb is no skill."""
    turned = set()
    for clause in _ZH_CLAUSES.split(text):
        for verb, thing, _ in _repetitions(clause):
            turned |= {thing + verb, verb + thing + verb}
    return [f for f in fills if not (f.slot == SKILL and f.value in turned)]


def zh_kept(fills: list[Fill], text: str) -> list[Fill]:
    """The fills of a Chinese sentence with the skills its years of practice say, and none read
    off a repeated verb the wrong way."""
    kept = without_turned(fills, text)
    return kept + [f for f in chinese(text) if f not in kept]
