"""The tastes no frame read: one reader over a lexicon of taste predicates (EN and ZH, each
with its polarity), a holder test (the user, said or dropped, no one else) and one object
reader (after the predicate, or the topic before it when the predicate ends the clause).

It runs after the frames, on a sentence the grammar reads at all, and adds only where the
frames found no taste of the user's: "I cannot abide brass band music", 我真佮意食土笋冻,
香菜那玩意儿俺是真整不了, "Mi love ackee and saltfish". Silent on a question, a wish
("I'd love to visit Rome"), a past taste ("I used to love X", 以前很喜欢), a text to write,
irony, and a taste whose clause names someone else (前台小姑娘喜欢追星). Pure: text in,
fills out; the lexicons are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import (
    modes,
    taste_asked,
    taste_choices,
    taste_endless,
    taste_idioms,
    taste_limits,
    taste_verdicts,
    taste_without,
)
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.reply_words import EN_REPLY, ZH_REPLY
from memstream.processors.grammar.value_patterns import alternation
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.noise import sarcastic

LIKE: Final = "like"
DISLIKE: Final = "dislike"

EN_PREDICATES: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "love", "loves", "luv", "luvs", "lurve", "adore", "adores", "j'adore", "like",
            "likes", "enjoy", "enjoys", "dig", "relish", "live for",
            "fond of", "keen on", "big on", "into", "crazy about", "mad about", "nuts about",
            "wild about", "passionate about", "obsessed with", "hooked on", "addicted to",
            "a sucker for", "partial to", "have a weakness for", "have a soft spot for",
            "can't get enough of", "cannot get enough of", "never tire of", "a fan of",
            "a big fan of", "a huge fan of", "huge fan of", "big fan of", "a total sucker for",
            "liking", "very liking", "loving",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        (
            "hate", "hates", "detest", "loathe", "despise", "abhor", "can't stand",
            "cannot stand", "can not stand", "cant stand", "cannae stand", "can't abide",
            "cannot abide", "can not abide", "cannot tahan", "can't tahan", "can't bear",
            "cannot bear", "can't stomach", "cannot stomach", "don't like", "do not like",
            "dont like", "don't enjoy", "do not enjoy", "don't care for", "do not care for",
            "never liked", "not a fan of", "not into", "not big on", "not keen on",
            "have no time for", "not fond of", "averse to",
            "have an aversion to", "no fan of", "not really into", "not a big fan of",
            "dislike", "dislikes", "hard pass on", "really dislike",
        ),
        DISLIKE,
    ),
}  # fmt: skip
"""English taste predicates and their polarity (a negated like is a dislike of its own)."""

ZH_PREDICATES: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "喜欢", "爱", "热爱", "偏爱", "酷爱", "钟爱", "独爱", "最爱", "超爱", "钟意", "中意",
            "佮意", "欢喜", "稀罕", "迷上了", "迷上", "沉迷", "沉迷于", "痴迷", "着迷于",
            "嗜", "好这口", "享受", "爱死", "爱上了", "爱上", "情有独钟", "百吃不厌",
            "百看不厌", "百听不厌", "是真爱", "离不开",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        (
            "讨厌", "厌恶", "反感", "受不了", "忍不了", "接受不了", "不能接受", "不感冒", "无感",
            "不喜欢", "不爱", "唔钟意", "憎", "嫌弃", "最怕", "整不了", "吃不惯", "喝不惯",
            "听不惯", "看不惯", "烦死", "最烦", "很烦", "挺烦", "特别烦", "真烦",
            "喜欢不起来", "爱不起来", "敬而远之", "一点兴趣都没有", "没兴趣", "不感兴趣",
            "不太喜欢", "不怎么喜欢", "不是很喜欢", "不大喜欢", "不太爱", "不太能接受",
            "吃不来", "受不了", "最讨厌", "烦透了",
        ),
        DISLIKE,
    ),
}  # fmt: skip
"""Chinese taste predicates (Mandarin, and the Cantonese, Hokkien, Wu and northern words
`zh_norm` leaves as they are) and their polarity."""


_EN_PRED: Final = re.compile(
    rf"(?<![\w'])(?P<p>{alternation(EN_PREDICATES)})(?![\w'])", re.IGNORECASE
)
_ZH_PRED: Final = re.compile(
    rf"(?P<p>{alternation(ZH_PREDICATES)})(?![a-z])|(?<![a-z])(?P<en>love|hate)(?![a-z])", re.I
)
_ZH_IF_AFTER: Final = re.compile(r"^(?:的话|就好|就行|就买|就去|不喜欢|不爱|吗|嘛)")
_ZH_NOUN_AFTER: Final = re.compile(r"^[人好心情国]")
"""What makes 爱 a noun's first character (爱人, 爱好, 爱心): no predicate."""

_EN_HOLDER: Final = re.compile(
    r"^(?:(?:and|but|so|oh|yeah|yes|ok|okay|well|honestly|tbh|ngl|um+|uh+|like|wah|also|plus"
    r"|i|i'm|im|me|mi|myself|personally|really|so|just|absolutely|actually|truly|genuinely"
    r"|totally|kinda|kind of|sort of|seriously|still|always|do|definitely|now|lowkey|highkey"
    r"|absolutley|literally|deeply|simply|especially|sincerely|certainly|very|quite|pretty"
    r"|am|'m|most|much|mostly|lah|la|one|ja|bro|man|lol|haha|ugh|omg|gosh|god|wow|hmm|note"
    r"|fyi|btw|rather|must|say|gotta|have to|admit|confess|,|—|-)\s*)*$",
    re.IGNORECASE,
)
"""What may stand before a taste predicate in its clause when the user holds it."""
_EN_NOT: Final = re.compile(
    r"\b(?:would|'d|wanna|want to|if|when i was|used to|as a kid|back when|growing up"
    r"|in college|in high school|write|draft|compose|caption|tweet|post saying|pretend"
    r"|roleplay|everyone|nobody|says|said|profile|can't wait|anymore|any more"
    r"|no longer)\b"
    r"|[\"“”‘’]|(?:^|\s)'|'(?:\s|$)",
    re.IGNORECASE,
)
"""A sentence whose taste is not the user's lasting one: a wish, a past, a text to write, or
one about others (a question is the grammar's, irony the mode reader's: `modes`)."""
_EN_SAID_I: Final = re.compile(r"(?:^|\W)(?:i|i'm|im|me|mi)\b", re.IGNORECASE)
_EN_BY_I_ONLY: Final = frozenset(("like", "likes", "dig", "relish", "liking", "loving"))
"""Predicates that are other words too ("like five cups", "dig a hole"): only after "I"."""
_EN_THIRD: Final = re.compile(
    r"\b(?:he|she|they|his|her|their|him|he's|she's|they're|it's)\b", re.IGNORECASE
)
"""Someone else in the sentence: a clause with no subject may be theirs ("He's a Leo, loves
hiking")."""
_EN_PEOPLE: Final = w.CLOSE_RELATIONS | frozenset(w.RELATIONS) | w.PEOPLE_WORDS


def _someone_before(said: str) -> bool:
    """Whether the sentence before a clause with no subject names a person it may carry on
    ("Sarah, my sister, loves horses"): a person word after a determiner, or a name."""
    tokens = re.findall(r"[A-Za-z][\w'-]*", said)
    for i, token in enumerate(tokens):
        if i and token.lower() in _EN_PEOPLE and tokens[i - 1].lower() in _DETERMINERS:
            return True
        if i and token[:1].isupper() and token not in ("I", "I'm") and token.isalpha():
            return True
    return bool(tokens) and tokens[0].lower() in _EN_PEOPLE


_DETERMINERS: Final = frozenset("my our his her their the a an this that".split())


_EN_AT_HAND: Final = re.compile(r"\s*(?:the|this|that|your|our|these|those)\b", re.I)
_EN_END: Final = re.compile(
    r"\s*(?:[,.;:!?()\[\]—–]|\b(?:so|but|because|cos|coz|cause|since|which|when|if|though"
    r"|although|and i|and i'm|and im|i'd|i'm|im|can you|could you|please|pls|lately"
    r"|these days|nowadays|right now|at the moment|honestly|tbh|lol|haha|too|as well"
    r"|especially|for fun|anyway|ja|lah|one|obvs|though|already|now)\b)",
    re.IGNORECASE,
)
"""Where the thing liked ends: punctuation or a word that starts another part."""
_EN_LEAD: Final = re.compile(
    r"^(?:(?:the|a|an|some|my|any|all|good|nice|proper|anything with|anything|everything"
    r"|very much|so much|a lot|really|to)\s+)+",
    re.IGNORECASE,
)
_EN_NOT_THING: Final = re.compile(
    r"^(?:it|them|that|this|these|those|him|her|you|your|yours|me|us|what|how|when|where"
    r"|doing so|to|i|i'm|im|\d+|one|two|three|four|five|six|ten"
    r"|the idea|idea|answers?|responses?|replies|format|bullets?|tables?|emojis?"
    r"|dark mode|light mode|here|there|being|having|getting)\b",
    re.IGNORECASE,
)

_ZH_HOLDER: Final = re.compile(
    r"^(?:我|俺|本人|吾|偶|人家|我们?家?|自己)?(?:是|也|就|真|真的|是真的?|真是|最|超|超级|特别|很|挺|好|老|"
    r"太|蛮|可|贼|巨|非常|尤其|一直|从来|向来|平时|平常|一向|其实|说实话|讲真|实在|简直|打小|一点都|"
    r"都|还|比较|更|还是|反正|对于?|向来|素来|生平|平生|本来|就是|确实|绝对|完全|根本|有点|有些|"
    r"一直都|真心|的确|也是|是个|个|死|就好|又|啊|呀|嘛|呢|，)*$"
)
"""What may stand before a Chinese taste predicate in its clause when the user holds it."""
_ZH_NOT: Final = re.compile(
    r"要是|如果|假如|想要|希望|以前|之前|小时候|曾经|过去|那时候?|"
    r"当年|上学时|[帮替给]我写|写(?:一|个|段|篇|封|条|首)|文案|朋友圈|帮我|替我|你|您|大家|别人|假装|模拟|并不|"
    r"[“”「」\"]|说他|说她|说我|不再"
)
"""A Chinese sentence whose taste is not the user's lasting one: a wish, a past, a text to
write, or one about others (a question is the grammar's, irony the mode reader's: `modes`)."""
_ZH_END: Final = re.compile(r"[，,。.！!？?；;：:\s~～…（(]|了|的|啊|呀|哦|呢|吧|嘛|哈|啦|咯")
_ZH_LEAD: Final = re.compile(r"^(?:上了?|于|上|死|着|过|得|吃|喝|食|饮|看|听|玩|的)(?=..)")
_ZH_TOPIC_TAIL: Final = re.compile(
    r"(?:这种东西|这东西|那玩意儿?|这玩意儿?|这事儿?|这个|那个|的话|嘛|啊|呢|我|俺|本人|吾|"
    r"真的|是真的?|是|也|就|都|实在|真|可)+$"
)
_ZH_TOPIC_MARK: Final = re.compile(r"(?:这种东西|这东西|那玩意儿?|这玩意儿?|这事儿?|的话)$")
"""What marks a clause as the topic a taste after it is about (香菜那玩意儿，俺是真整不了)."""
_ZH_NOT_THING: Final = re.compile(
    r"^(?:你|您|他|她|它|这|那|我|大家|什么|啥|怎么|一下|一个人$|的|回答|答案|表格|格式|界面|"
    r"上班$|工作$|生活$|中文|英文|浅色|深色)"
)
_ZH_TOWARD: Final = re.compile(
    r"^(?:我|俺|本人)?(?:其实|说实话|真的|一直|向来)?对(?P<t>[^我你他她它]{2,10}?)"
    r"(?:真的|实在|完全|根本|一直|向来|是|都|也|可|就|特别|很|挺)*$"
)
"""A thing toward which the user's taste is said at the clause's end (我对海鲜一点兴趣都没有)."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!？?；;~～]|\s+")
_ZH_LIST: Final = re.compile(r"、|同埋|还有|以及|和|跟")


def read(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """The likes and dislikes of the user a sentence states that `fills` lacks, or a taste
    it ends ("I've gone off X", 奶茶戒了, 锅包肉吃腻了); nothing when the frames already read
    a taste of the user's; beside an ending, only a taste shape (`taste_idioms`) of
    another thing."""
    asked = taste_asked.zh(text) if chinese else []
    if asked:  # 给我推荐几部悬疑剧吧，我超爱这种: the thing asked for
        return [f for f in asked if f not in fills]
    mine = {
        f.slot
        for f in fills
        if f.subject == "user"
        and not _ZH_SENSE.fullmatch(f.value)
        and not taste_asked.points_back(f.value)
    }
    if mine & {LIKE, DISLIKE}:
        return []
    said = modes.zh_said(text) if chinese else modes.en_said(text)
    if said == "":
        return []  # what asserts nothing (a text asked for, small talk): the mode reader's
    text = _unbeaten(said or text, chinese)
    read_ends = [f.value for f in fills if f.action == NEGATE or f.slot == "ending"]
    ended = _ended(text, chinese)
    taste_ended = [Fill("ending", ended, action=NEGATE, terms=(ended,))] if ended else []
    if read_ends:  # "I quit my job, I hate my boss": beside an ending, only a narrow shape
        also = [f for f in taste_ended if f.value not in read_ends]  # 恐怖片现在能看了，…过了
        return also + _not_ended(taste_idioms.read(text, chinese), read_ends)  # 只喝美式，拿铁腻了
    if taste_ended:
        return taste_ended
    found = (
        (_zh(text) if chinese else _en(text))
        or taste_verdicts.read(text, chinese)
        or taste_limits.read(text, chinese)
        or taste_endless.read(text, chinese)
        or taste_without.read(text, chinese)  # g51t: "can't function without coffee"
        or taste_choices.read(text, chinese)
        or (
            []
            if chinese
            else taste_verdicts.called(text)
            or taste_verdicts.fan_of(text)
            or taste_verdicts.for_life(text)
        )
        or taste_idioms.read(text, chinese)
    )
    return [f for f in found if not sarcastic(f.slot, f.value, text)]  # the frames' check


_ZH_SENSE: Final = re.compile(
    r"(?:一)?(?:闻着|看着|吃着|听着|想到|想起|闻到|看到|一闻|一看|一吃|光是)"
)
"""A sense, not a thing: a frame's taste whose object is only how it was met (闻着就受不了)
is no taste read, so the verdict on the topic beside it may be."""


_ZH_BEATS: Final = re.compile(r"^(?:[\u4e00-\u9fff]{1,2}[!！]+){2,}")
"""A Chinese clause said word by word, each beat exclaimed (我！超！爱！螺蛳粉！！)."""


def _unbeaten(text: str, chinese: bool) -> str:
    """The text with its exclaimed beats said as one clause (我超爱螺蛳粉！！)."""
    beats = _ZH_BEATS.match(text) if chinese else None
    if beats is None:
        return text
    return re.sub(r"[!！]", "", beats[0]) + text[beats.end() :]


_EN_ENDED: Final = re.compile(
    r"^\W*(?:(?:honestly|actually|well|ok|okay|yeah|so|but|and|tbh|ngl),?\s+)*"
    r"(?:i(?:'ve| have)?\s+"
    r"(?:(?:kind of|kinda|sort of|totally|completely|really|just|now|recently|finally"
    r"|pretty much)\s+)*"
    r"(?:gone (?:right |completely |totally )?off|fallen out of love with"
    r"|fell out of love with|lost (?:my )?(?:taste|appetite) for|outgrown|grown out of"
    r"|lost interest in)"
    r"|i am\s+(?:so|totally|completely|officially|kinda|kind of|pretty much|just|really)\s+over)"
    r"\s+(?!(?:to|on|at|with|into|in|for|and|the deep end|it|that|this|them|you|him|her"
    r"|the moon|\d+)\b)"
    r"(?P<x>[^,.;!?]{2,40}?)(?=\s*(?:[,.;!?]|$|\b(?:now|lately|these days"
    r"|anymore|too|since|after|because)\b))",
    re.IGNORECASE,
)
"""A taste the user has ended ("I've gone right off Savennières, too oxidative")."""
_ZH_ENDED: Final = re.compile(
    r"^(?P<x>[^，,。！!？?；;我你他她它]{2,8}?)(?:我|俺)?(?:早就|已经|现在|都|也)*"
    r"(?:戒了|戒掉了|(?:吃|喝|看|听|玩)?腻(?:歪)?了|不(?:再)?(?:喜欢|爱)了|够够的)"
)
"""A thing, then the user's ending of its taste (奶茶戒了, 锅包肉吃腻歪了)."""
_ZH_NOW_CAN: Final = re.compile(
    r"^(?:我|俺)?(?:现在|如今|最近)?(?P<x>[^，,。！!？?；;我你他她它现在如今]{2,8}?)"
    r"(?:我|俺)?(?:现在|如今|也|都|居然|竟然|已经|终于|慢慢)*"
    r"(?:(?:能|可以)(?:吃|喝|看|听|接受)|(?:吃|喝|看|听)得(?:惯|下去?|进去)|受得了)了"
)
"""A thing the user now takes that they could not (米饭也吃得惯了, 恐怖片现在能看了): the end
of a dislike."""
_ZH_NO_LONGER_LIKED: Final = re.compile(
    r"^(?:我|俺)?(?:现在|如今|最近|已经|早就|慢慢|渐渐)*(?:不再|不(?:怎么|太)?)(?:喜欢|爱|迷)"
    r"(?:吃|喝|看|听|玩|打|刷|逛)?(?P<x>[^，,。！!？?；;我你他她它了]{2,8}?)(?:了|啦)(?=$|[，,。！!~～])"
)
"""A like said to have stopped, verb first (不爱看港片了, 我现在不喜欢喝奶茶了): its thing ends."""
_ZH_LESS_AVERSE: Final = re.compile(
    r"^(?:我|俺)?(?:现在|如今|最近|慢慢)?(?:对)?(?P<x>[^，,。！!？?；;我你他她它现在如今]{2,8}?)"
    r"(?:我|俺)?(?:现在|如今|也|已经|慢慢)*(?:没|不)(?:那么|以前那么|之前那么|再)(?:抗拒|讨厌|反感|排斥|怕|嫌弃)了"
)
"""A thing the user no longer minds as they did (现在对香菜没那么抗拒了): the end of a
dislike."""


def _ended(text: str, chinese: bool) -> str:
    """The thing whose taste the sentence ends, or ""."""
    if chinese:
        opened = _ZH_OPENING.sub("", text)
        found = _ZH_ENDED.match(text) or _ZH_NOW_CAN.match(opened) or _ZH_LESS_AVERSE.match(opened)
        found = found or _ZH_NO_LONGER_LIKED.match(opened)
        return found["x"] if found is not None and _zh_thing(found["x"]) else ""
    found = _ZH_ENDED.match("") if not text else _EN_ENDED.match(_EN_I_AM.sub("i am", text))
    return _EN_LEAD.sub("", found["x"]).strip() if found is not None else ""


_EN_I_AM: Final = re.compile(r"\b(?:i'm|im|i am)\b", re.IGNORECASE)
_ZH_OPENING: Final = re.compile(r"^[^，,。！!？?]{1,12}?(?:久了|多了|以后|之后|后来)[，,]")
"""A clause that says how a change came about (在南方待久了，...): left out before it."""


def _en(text: str) -> list[Fill]:
    """English: each predicate with the user as holder, and the thing after it."""
    text = _EN_I_AM.sub("i am", text)
    if _EN_PRED.search(text) is None or _EN_NOT.search(text) is not None:
        return []
    found: list[Fill] = []
    for match in _EN_PRED.finditer(text):
        start = max(text.rfind(c, 0, match.start()) for c in ",.;:!?—(") + 1
        holder = text[start : match.start()].strip()
        if not _EN_HOLDER.match(holder):
            continue
        said_i = _EN_SAID_I.search(holder) is not None
        if not said_i and (
            match["p"].lower() in _EN_BY_I_ONLY
            or _EN_THIRD.search(text)
            or _someone_before(text[:start])
        ):
            continue  # "..., like five cups a day"; "He's a Leo, loves hiking"
        thing = _en_thing(text[match.end() :])
        if not said_i and _EN_AT_HAND.match(text[match.end() :]):
            continue  # "Enjoy the show!": a wish to someone, a thing at hand
        if thing:
            found.append(Fill(EN_PREDICATES[match["p"].lower()], thing))
    return found


def _en_thing(after: str) -> str:
    """The thing after an English predicate, whole: up to where another part starts, without
    its article or "anything with"; "" when it is a pronoun, a person or the reply itself."""
    end = _EN_END.search(after)
    said = (after[: end.start()] if end else after).strip()
    said = _EN_LEAD.sub("", said).strip()
    if len(said.split()) > 6:  # "a chicken-fried steak with white gravy| after a long sale"
        said = _EN_SETTING.sub("", said).strip()
    words = said.split()
    if EN_REPLY.search(said):
        return ""  # "I like detailed answers": a preference of the replies
    if not 1 <= len(words) <= 6 or _EN_NOT_THING.match(said) or not words[0][0].isalpha():
        return ""
    return said


def _not_ended(found: list[Fill], ended: list[str]) -> list[Fill]:
    """The tastes read beside an ending whose thing is not the ended one."""
    return [
        f
        for f in found
        if not any(
            e.casefold() in f.value.casefold() or f.value.casefold() in e.casefold() for e in ended
        )
    ]


_ZH_ADDRESS: Final = re.compile(
    r"^(?:家人们|姐妹们|集美们|宝子们|宝宝们|兄弟们|朋友们|各位|老铁们|铁子们)[，,！!~～\s]*(?=我|俺)"
)
"""Who a Chinese post is addressed to, before the user speaking (家人们，我…)."""
_EN_SETTING: Final = re.compile(
    r"\s+(?:after|before|during|on|at|in|when|while|every|each|from)\s.*$", re.IGNORECASE
)
"""When or where a long thing is had, after the thing itself: cut from a long object."""


def _zh(text: str) -> list[Fill]:
    """Chinese: each clause with a predicate and the user as holder; the thing after the
    predicate, or the topic before its holder when the predicate ends the clause."""
    text = _ZH_ADDRESS.sub("", text)  # 家人们我真的超爱拉坯: the listeners, not a holder
    if _ZH_PRED.search(text) is None or _ZH_NOT.search(text) is not None:
        return []
    found: list[Fill] = []
    clauses = [c for c in _ZH_CLAUSES.split(text) if c]
    for index, clause in enumerate(clauses):
        match = _ZH_PRED.search(clause)
        if match is None:
            continue
        before, after = clause[: match.start()], clause[match.end() :]
        said = match["p"] or match["en"].lower()
        if _ZH_IF_AFTER.match(after):
            continue  # 喜欢的话可以买, 喜欢就好: a condition
        if said.endswith("爱") and _ZH_NOUN_AFTER.match(after):
            continue  # 我爱人叫王秀兰: 爱人 is a person
        dropped = _ZH_SELF.search(before) is None
        if someone_in(before, pets=True) or (dropped and _theirs(clauses[:index])):
            continue
        polarity = ZH_PREDICATES.get(said) or (LIKE if said == "love" else DISLIKE)
        thing = _zh_after(after)
        if thing and _ZH_HOLDER.match(before):
            found += [Fill(polarity, part) for part in _zh_parts(thing)]
            continue
        toward = _ZH_TOWARD.match(before)
        if toward is not None and not _zh_after(after) and _zh_thing(toward["t"]):
            found.append(Fill(polarity, toward["t"]))  # 我对海鲜一点兴趣都没有
            continue
        marked = _ZH_TOPIC_MARK.search(clauses[index - 1]) if index else None
        if marked and not before.strip("我俺是真的实在可就也都") and not _zh_after(after):
            topic = clauses[index - 1][: marked.start()]  # 香菜那玩意儿，俺是真整不了
            found += [Fill(polarity, topic)] if _zh_thing(topic) else []
            continue
        topic = _ZH_TOPIC_TAIL.sub("", before)  # 榴莲我是真的爱: the holder after the topic
        if not dropped and not _zh_after(after) and topic != before and _zh_thing(topic):
            found.append(Fill(polarity, topic))
    return found


_ZH_OWN: Final = re.compile(r"^(?:我|俺|本人|吾)(?!的|家|个|們|们|爸|妈|老)")
_ZH_SELF: Final = re.compile(r"我|俺|本人|吾")
_ZH_HAS: Final = re.compile(r"^(?:我|俺)?(?:家里?)?(?:有|养了?)")
"""A clause that is the user's own (我住在沙田, 有只柴犬叫豆豆): a dropped subject after it is
the user's."""
_ZH_THEIRS: Final = re.compile(
    r"^(?:这位|那位|这个人|那个人|他|她|它|[^，,我]{1,6}说|(?:我|俺)(?:的|家的?|个|們|们)(?!有|养))"
)


def _theirs(earlier: list[str]) -> bool:
    """Whether a clause with no subject carries on someone else's (我个儿子叫朗朗，今年三岁，
    好喜欢恐龙; 这位新娘是做设计的，讨厌红色): the nearest clause before it that names a
    holder decides."""
    for clause in reversed(earlier):
        if _ZH_HAS.match(clause):
            return False  # 有只柴犬叫豆豆: the user has it
        if someone_in(clause, pets=True) or _ZH_THEIRS.match(clause):
            return True
        if _ZH_OWN.match(clause):
            return False
    return False


def _zh_after(after: str) -> str:
    """The thing after a Chinese predicate: up to punctuation or a closing particle."""
    end = _ZH_END.search(after)
    said = _ZH_LEAD.sub("", after[: end.start()] if end else after)
    said = said[:-1] if said.endswith("个") and not end and len(said) > 3 else said  # 吴语 个
    return said if _zh_thing(said) else ""


def _zh_thing(said: str) -> bool:
    """A Chinese thing: two to twelve characters, not a person, a pronoun or the reply."""
    return 2 <= len(said) <= 12 and not (_ZH_NOT_THING.match(said) or ZH_REPLY.search(said))


def _zh_parts(thing: str) -> list[str]:
    """A listed thing as its items (虾饺同埋凤爪), each of two characters or more."""
    parts = [p for p in _ZH_LIST.split(thing) if p]
    return parts if len(parts) > 1 and all(len(p) >= 2 for p in parts) else [thing]
