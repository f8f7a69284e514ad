"""Tastes said with the thing moved out of the taste clause, EN and ZH (issue 22, g53t):

- the thing, then a clause that says the user's taste of it ("Sourdough is something I really
  enjoy", "Jazz is what I love most", 臭豆腐是我唯一吃不下的东西);
- a clause that says the taste, then the thing ("What I hate most is small talk", "The one
  thing I can't stand is loud chewing", 我最不能接受的就是香菜, 最让我受不了的就是烟味);
- "X is a favourite / passion / pet peeve of mine";
- the user's verdict on a thing after "I think" / 我觉得 ("I think golf is boring",
  我觉得爵士乐很好听): the user is the one who finds it so.

The taste verbs are `taste_lexicon`'s, each with its polarity. Silent on a question, a wish, a
past ("What I loved was…"), someone else's clause, and a clause after the verb ("What I hate
is when people…"). Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.taste_lexicon import EN_PREDICATES, ZH_PREDICATES
from memstream.processors.grammar.value_patterns import alternation

LIKE: Final = "like"
DISLIKE: Final = "dislike"

_EN_ADVERBS: Final = (
    r"(?:really|truly|genuinely|absolutely|just|honestly|actually|totally|simply|do|still"
    r"|always|especially|personally|seriously|positively|also|have|'ve|am|'m|been|ever)"
)
_EN_HOLDER: Final = rf"i(?:\s+{_EN_ADVERBS}|{_EN_ADVERBS})*"
_EN_DONE: Final = {
    **dict.fromkeys("loved liked enjoyed adored".split(), LIKE),
    **dict.fromkeys("hated detested loathed disliked".split(), DISLIKE),
}
"""Taste verbs as said after "I've always" ("something I've always loved")."""
_EN_PRED: Final = rf"(?:(?P<p>{alternation(EN_PREDICATES)})|(?P<pp>{alternation(_EN_DONE)}))"
_EN_MOST: Final = (
    r"(?:\s+(?:the\s+)?(?:most|more than anything(?: else)?|above all(?: else)?|in the world"
    r"|in life|of all|on earth|about (?:life|food|music)))?"
)
_EN_OPENER: Final = r"^(?:(?:honestly|tbh|well|oh|and|but|so|actually|ok|okay|yeah|also)[,\s]+)*"
_EN_RELATIVE: Final = (
    r"(?:something|one thing|the (?:one |only |single )?thing|what|a thing|one of the things"
    r"|the kind of thing|the sort of thing|stuff)"
)
_EN_FRONTED: Final = re.compile(
    rf"{_EN_OPENER}(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){{0,5}}?)\s+(?:is|are|'s)\s+"
    rf"(?:really\s+|honestly\s+|definitely\s+|just\s+|totally\s+)?{_EN_RELATIVE}\s+"
    rf"(?:that\s+)?{_EN_HOLDER}\s+{_EN_PRED}{_EN_MOST}\s*(?:$|[.,!;]|\s+(?:on|at|in|for)\s)",
    re.IGNORECASE,
)
"""The thing first, then a clause of the user's taste ("Sourdough is something I enjoy")."""
_EN_CLEFT: Final = re.compile(
    rf"{_EN_OPENER}(?:what|the (?:one |only |single )?things?|one thing|something|things)\s+"
    rf"(?:that\s+)?{_EN_HOLDER}\s+{_EN_PRED}{_EN_MOST}\s+(?:is|are|has to be|must be"
    r"|would have to be)\s+(?P<x>[^,.;!?]+)",
    re.IGNORECASE,
)
"""A clause of the user's taste, then the thing ("What I hate most is small talk")."""
_EN_OF_MINE: Final = re.compile(
    rf"{_EN_OPENER}(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){{0,5}}?)\s+(?:is|are|'s|has become"
    r"|have become)\s+(?:a|an)\s+(?:(?:big|real|huge|great|long-time|longtime|true|major"
    r"|particular|massive|total|absolute|personal|old|genuine)\s+)*"
    r"(?P<p>favou?rite|passion|love|obsession|guilty pleasure|pet peeve|pet hate|bugbear"
    r"|bête noire)s?\s+of\s+mine\b",
    re.IGNORECASE,
)
"""A thing said to be a favourite, a passion or a pet peeve of the user's."""
_EN_OF_MINE_POLARITY: Final = {"pet peeve": DISLIKE, "pet hate": DISLIKE, "bugbear": DISLIKE}
_EN_THINK: Final = re.compile(
    rf"{_EN_OPENER}i\s+(?:really\s+|honestly\s+|personally\s+|just\s+)?(?:think|find|feel)"
    r"\s+(?:that\s+)?(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){0,3}?)\s+(?:is|are)\s+"
    r"(?:(?:so|really|very|pretty|super|totally|seriously|incredibly|just|kind of|kinda"
    r"|absolutely|way|honestly)\s+)*(?P<p>[a-z]+)\s*(?:$|[.,!;]|\s+(?:and|but|though)\b)",
    re.IGNORECASE,
)
"""The user's verdict on a thing after "I think" ("I think golf is boring")."""
EN_VERDICT_WORDS: Final[dict[str, str]] = {
    **dict.fromkeys(
        """delicious tasty wonderful amazing awesome great fantastic fun relaxing beautiful
        underrated brilliant lovely gorgeous superb fascinating addictive soothing therapeutic
        incredible""".split(),
        LIKE,
    ),
    **dict.fromkeys(
        """boring disgusting gross overrated awful terrible revolting tedious pointless dull
        horrible nasty vile unbearable insufferable annoying""".split(),
        DISLIKE,
    ),
}
"""Verdicts on a thing that say the user's taste of it (delicious, boring, overrated)."""
_EN_ASIDE: Final = re.compile(
    r"\?|\b(?:if|would|'d|wish|might|could|says|said|thinks|told|used to|was|were)\b",
    re.IGNORECASE,
)
"""A question, a supposition, reported words or a past: no lasting taste of the user's."""
_EN_NOT_THINGS: Final = re.compile(
    r"^(?:it|this|that|these|those|he|she|they|you|we|my \w+|his|her|their|your|our|when"
    r"|how|if|what|why|where|whether|the fact|people|someone|somebody|everyone|everybody"
    r"|being|having|getting|to|there|here|today|tonight|this \w+|that \w+|the way|one"
    r"|me|us|him|them|i|nothing|everything|anything|life|work|the meeting|the weather)\b",
    re.IGNORECASE,
)
"""A pronoun, a person, a clause or a thing at hand said where the thing goes: no taste."""
_EN_LEAD: Final = re.compile(r"^(?:(?:a|an|the|some|good|any|all|my)\s+)+", re.IGNORECASE)
_EN_END: Final = re.compile(
    r"\s+(?:because|cos|since|but|though|honestly|tbh|lol|haha|these days|nowadays|right now"
    r"|on (?:weekends|a \w+ day)|in the (?:morning|evening|summer|winter)|after work"
    r"|with (?:my|our|his|her) \w+|with (?:friends|family|the kids))\b.*$",
    re.IGNORECASE,
)
"""Where the thing ends inside its clause: a reason, a hedge or a time it is had."""


def english(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the tastes an English sentence says with the thing moved out of the
    taste clause, and without the wrong "think X" read off "I think X is delicious"."""
    found = _en_found(text)
    if not found:
        return fills
    said = {f.value.lower() for f in found}
    kept = [f for f in fills if not _said_with_think(f, said)]
    known = {(f.slot, f.value.lower()) for f in kept}
    return kept + [f for f in found if (f.slot, f.value.lower()) not in known]


def _en_found(text: str) -> list[Fill]:
    """The tastes the English shapes read."""
    if _EN_ASIDE.search(text):
        return []
    found: list[Fill] = []
    for shape in (_EN_FRONTED, _EN_CLEFT):
        for match in shape.finditer(text.strip()):
            polarity = _en_polarity(match)
            if polarity and (thing := _en_thing(match["x"])):
                found.append(Fill(polarity, thing))
    for match in _EN_OF_MINE.finditer(text.strip()):
        if thing := _en_thing(match["x"]):
            polarity = _EN_OF_MINE_POLARITY.get(_spaced(match["p"]), LIKE)
            found.append(Fill(polarity, thing))
    for match in _EN_THINK.finditer(text.strip()):
        verdict = EN_VERDICT_WORDS.get(match["p"].lower())
        pointed = _EN_POINTED.match(match["x"])
        if verdict and not pointed and (thing := _en_thing(match["x"])):
            found.append(Fill(verdict, thing))
    return found


def _en_polarity(match: re.Match[str]) -> str:
    """The polarity of the taste verb a shape matched; "" for a bare past ("what I loved"),
    kept only after "I've" ("something I've always loved")."""
    if match["p"]:
        return EN_PREDICATES[_spaced(match["p"])]
    done = re.search(r"(?:'ve|\bhave)\b", match.group(0)[: match.start("pp") - match.start()])
    return _EN_DONE[match["pp"].lower()] if done else ""


_EN_POINTED: Final = re.compile(r"(?i)(?:the|this|that|these|those|my|our|your|his|her)\s")
"""A thing at hand judged ("I think the meeting is boring"): a verdict on it, no taste."""


def _spaced(said: str) -> str:
    """A matched predicate as the lexicon spells it (lower case, single spaces)."""
    return " ".join(said.lower().split())


def _en_thing(said: str) -> str:
    """The thing as said, without its article and what follows it in its clause; "" when it
    is a pronoun, a person, a clause or too long to be one thing."""
    said = _EN_END.sub("", said.strip()).strip()
    if _EN_NOT_THINGS.match(said):
        return ""
    said = _EN_LEAD.sub("", said).strip()
    words = said.split()
    if not 1 <= len(words) <= 5 or _EN_NOT_THINGS.match(said) or not said[0].isalpha():
        return ""
    return said


def _said_with_think(fill: Fill, things: set[str]) -> bool:
    """A taste read with the verb of thinking before its thing ("think sushi")."""
    low = fill.value.lower()
    if fill.slot not in (LIKE, DISLIKE):
        return False
    return any(low == f"{verb} {thing}" for verb in ("think", "find", "feel") for thing in things)


_ZH_MORE: Final = ("吃不下", "喝不下", "享受")
_ZH_PRED: Final = rf"(?P<p>{alternation({**ZH_PREDICATES, **dict.fromkeys(_ZH_MORE, '')})})"
_ZH_DEGREE: Final = r"(?:最|唯一|真正|一直|特别|比较|很|真的|平生|这辈子|从小到大|向来|超级?)*"
_ZH_CLEFT: Final = re.compile(
    rf"^(?:(?:我|俺)|(?:最)?让我)(?:这个人)?{_ZH_DEGREE}{_ZH_PRED}的(?:东西|事情?|一件事|一点)?"
    r"(?:[，,])?(?:就|也|还|其实)?是(?P<x>[^，,。！!？?；;~～]{2,12})"
)
"""A clause of the user's taste, then the thing (我最不能接受的就是香菜, 最让我受不了的就是烟味)."""
_ZH_FRONTED: Final = re.compile(
    rf"(?:^|[，,])(?P<x>[^，,。！!？?；;~～我你他她]{{2,10}}?)(?:真的|也|就|可|一直)?是(?:我|俺)"
    rf"{_ZH_DEGREE}{_ZH_PRED}的(?:东西|食物|运动|事情?|音乐|菜|一件事|那种|类型)?"
    r"(?:了|啊|呀|之一)?(?:$|[，,。！!；;~～])"
)
"""The thing first, then a clause of the user's taste (臭豆腐是我唯一吃不下的东西)."""
_ZH_THINK: Final = re.compile(
    r"^(?:我|俺)(?:个人|一直|其实|真心|现在|还是)*(?:觉得|感觉|认为)"
    r"(?P<x>[^，,。！!？?；;~～我你他她]{2,10}?)"
    r"(?:真的|实在|特别|非常|超级?|挺|很|蛮|巨|贼|太|好|都|还|也|是|越来越)+(?P<p>好吃|好喝|好听"
    r"|好看|好玩|有意思|有趣|香|美味|过瘾|解压|治愈|难吃|难喝|难听|难看|难闻|无聊|没意思|恶心|腻"
    r"|浪费时间)(?:的|了|啊|呀)*$"
)
"""The user's verdict on a thing after 我觉得 (我觉得爵士乐很好听, 我觉得跑步挺无聊的)."""
_ZH_VERDICT_POLARITY: Final = {
    **dict.fromkeys("好吃 好喝 好听 好看 好玩 有意思 有趣 香 美味 过瘾 解压 治愈".split(), LIKE),
    **dict.fromkeys("难吃 难喝 难听 难看 难闻 无聊 没意思 恶心 腻 浪费时间".split(), DISLIKE),
}
_ZH_ASIDE: Final = re.compile(
    r"[？?吗]|如果|要是|假如|希望|想要|以前|之前|小时候|曾经|当年|那时候?|说他|说她|他说|她说"
)
"""A question, a supposition, a wish or a past: no lasting taste of the user's."""
_ZH_NOT_THINGS: Final = re.compile(
    r"^(?:这|那|你|您|他|她|它|大家|别人|人家|有人|今天|昨天|明天|刚才|最近|现在|什么|啥|怎么|一个"
    r"|的|就|也|还|其实|但是|可是|不过|而且)|(?:的人|老板|领导|同事|老师|孩子|老公|老婆)$"
)
"""A pointer, a person, a day or a linking word where the thing goes: no taste."""
_ZH_CLAUSES: Final = re.compile(r"[。！!；;~～\n]+")


def chinese(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the tastes a Chinese sentence says with the thing moved out of the
    taste clause (我最不能接受的就是香菜, 臭豆腐是我唯一吃不下的东西) or judged after 我觉得."""
    if _ZH_ASIDE.search(text):
        return fills
    found: list[Fill] = []
    for clause in (c.strip() for c in _ZH_CLAUSES.split(text)):
        found += _zh_clause(clause)
    known = {f.value for f in fills if f.slot in (LIKE, DISLIKE)}
    kept = [f for f in fills if not _zh_misread(f, found)]
    return kept + [f for f in found if f.value not in known]


def _zh_clause(clause: str) -> list[Fill]:
    """The tastes one Chinese sentence part says in the three shapes."""
    found = []
    for shape in (_ZH_CLEFT, _ZH_FRONTED):
        match = shape.search(clause)
        if match and (thing := _zh_thing(match["x"])):
            found.append(Fill(_zh_polarity(match["p"]), thing))
    think = _ZH_THINK.match(clause)
    if think and (thing := _zh_thing(think["x"])):
        found.append(Fill(_ZH_VERDICT_POLARITY[think["p"]], thing))
    return found


def _zh_polarity(said: str) -> str:
    """A Chinese taste verb's polarity (吃不下 and 喝不下 are dislikes, 享受 a like)."""
    return ZH_PREDICATES.get(said) or (LIKE if said == "享受" else DISLIKE)


def _zh_thing(said: str) -> str:
    """The thing as said, without a closing particle; "" for a pointer, a person or a day."""
    thing = re.sub(r"(?:了|啊|呀|吧|呢|哦|这种东西|这东西|这个)+$", "", said.strip())
    thing = re.sub(r"^(?:那种|这种|各种)", "", thing)
    if not 2 <= len(thing) <= 10 or _ZH_NOT_THINGS.search(thing):
        return ""
    return thing


def _zh_misread(fill: Fill, found: list[Fill]) -> bool:
    """A taste another reader cut from the same thing (开 of 开会特别浪费时间)."""
    return fill.slot in (LIKE, DISLIKE) and any(
        f.value != fill.value and f.value.startswith(fill.value) for f in found
    )
