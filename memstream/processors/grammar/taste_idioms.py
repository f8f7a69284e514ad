"""Tastes said by a shape rather than a taste verb: a comparison ("sushi > pizza", "I'd pick
the mountains over the beach any day", 没有什么比热干面更香的了), a thing and a reaction to
it ("Thai food 😍", "Natto? never again", 榴莲🤢), a habit of consumption ("I only drink
filter", "on my third matcha today", 咖啡我只喝美式, 今天第三杯奶茶了) and a Chinese idiom
of fandom (周杰伦一生推, 抹茶控, 最大的乐趣就是钓鱼, 好一口臭豆腐).

Each shape is data (its words and polarity); `read` runs only where no taste verb was read
(`taste_lexicon`), so it adds what the verbs miss. Silent on a question, a wish, a past, a
text to write, someone else's clause, irony and a thing at hand ("this pizza 😍").
Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.reply_words import EN_REPLY_THING

LIKE: Final = "like"
DISLIKE: Final = "dislike"


def _alternation(words: tuple[str, ...] | dict[str, str]) -> str:
    return "|".join(re.escape(p) for p in sorted(words, key=len, reverse=True))


EMOJI: Final[dict[str, str]] = {
    **dict.fromkeys(("😍", "🥰", "❤️", "❤", "💕", "💖", "😋", "🤤", "🤩", "💯"), LIKE),
    **dict.fromkeys(("🤢", "🤮", "👎", "🙅", "🙅‍♀️", "🙅‍♂️", "😖", "😣"), DISLIKE),
}
"""Emoji that say how a thing named alone tastes to the user."""

EN_REACTIONS: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "yes please", "yes pls", "bring it on", "bring it", "always", "every time",
            "all day every day", "count me in", "can't get enough", "cannot get enough",
            "heaven", "obsessed", "so obsessed", "my favourite", "my favorite", "yum", "yummy",
            "love it", "love them", "love love love",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        (
            "no thanks", "no thank you", "hard pass", "pass", "never again", "hell no", "yuck",
            "ew", "eww", "ewww", "gross", "blech", "not for me", "no way", "nope", "meh",
            "hate it", "hate them", "can't stand it", "can't stand them", "can't stand the stuff",
            "never been my thing", "not my thing", "not a fan", "no from me",
        ),
        DISLIKE,
    ),
}  # fmt: skip
"""What a speaker answers to a thing they named ("Spicy food? Bring it"), and its polarity."""

ZH_IDIOMS_AFTER: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "一生推", "天下第一", "永远的神", "yyds", "是我的菜", "我的最爱", "是我的最爱",
            "控一枚", "是我的本命",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        ("不是我的菜", "是我的噩梦", "是我的雷区", "劝退", "我是真的怕", "一生黑"), DISLIKE
    ),
}  # fmt: skip
"""What follows a Chinese thing to say the user's taste of it (周杰伦一生推, 苦瓜是我的噩梦)."""

ZH_IDIOMS_BEFORE: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "最大的乐趣就是", "最大的乐趣是", "最大的爱好就是", "最大的爱好是", "唯一的爱好就是",
            "唯一的爱好是", "好一口", "就好一口", "最爱的就是", "最喜欢的就是",
        ),
        LIKE,
    ),
    **dict.fromkeys(("最怕的就是", "最讨厌的就是", "最受不了的就是"), DISLIKE),
}  # fmt: skip
"""What precedes a Chinese thing to say the user's taste of it (周末最大的乐趣就是钓鱼)."""

_EN_THING: Final = r"[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,4}"
_EN_UNSAID: Final = re.compile(
    r"\b(?:would you|do you|does|did|if|when i was|used to|as a kid|back when|growing up"
    r"|write|draft|compose|caption|tweet|pretend|roleplay|yeah right|/s|kidding|jk|anymore"
    r"|any more|no longer|you|your|he|she|they|his|her|their|my (?:\w+ )?(?:wife|husband"
    r"|son|daughter|kids?|mum|mom|dad|boss|friend|partner|brother|sister))\b|[\"“”]",
    re.IGNORECASE,
)
"""What makes a taste shape not the user's lasting taste: a question to someone, a past, a
text to write, irony, or someone else named."""
_EN_NOT_THING: Final = re.compile(
    r"^(?:it|this|that|these|those|the|your|my|his|her|their|our|you|me|him|them|us|what"
    r"|which|who|how|why|when|where|ok|okay|yes|no|sure|thanks|thank you|lol|haha|hi|hey"
    r"|hello|wow|omg|same|done|good|great|nice|cool|also|and|but|so|or|do|does|is|are|can"
    r"|could|would|should|will|want|need|anyone|anything|everything|nothing|i|i'm|im"
    r"|tried|had|did|went|got|made|been|done|seen|watched|ate|drank|tasted|used|finished"
    r"|new|today's|tonight's|first|last)\b",
    re.IGNORECASE,
)
"""What opens no thing of a kind: a pronoun, a thing at hand, a word of talk, a verb."""

_EN_EMOJI: Final = re.compile(
    rf"^\W*(?P<x>{_EN_THING})\s*(?P<e>(?:{_alternation(EMOJI)})(?:\s*(?:{_alternation(EMOJI)}))*)"
    r"[\s!.]*$",
    re.IGNORECASE,
)
_EN_REACTION: Final = re.compile(
    rf"^\W*(?P<x>{_EN_THING})\s*[?!.:,—–-]+\s*(?:(?:oh|ah|um|uh|honestly|tbh|lol|haha|nah|yeah)"
    rf"[\s,.!]+)?(?:tried (?:it|them) once[\s,.!]+)?(?P<r>{_alternation(EN_REACTIONS)})\b",
    re.IGNORECASE,
)
_EN_COMPARED: Final = re.compile(
    rf"^\W*(?:(?:honestly|tbh|ngl|personally|for me|imo),?\s+)*(?P<x>{_EN_THING})"
    rf"(?:\s*>+\s*(?P<y>{_EN_THING})(?P<e>)|\s+(?:beats|over)\s+(?P<z>{_EN_THING}))"
    r"(?(e)(?:[\s,]+(?:any day|every day|every time|every single time|hands down|always"
    r"|forever))?|[\s,]+(?:any day|every day|every time|every single time|hands down|always"
    r"|forever))[\s.!]*$",
    re.IGNORECASE,
)
"""A thing set above another ("sushi > pizza", "mountains over beaches, always"): with
"over" or "beats" only when "any day", "always" or the like ends it ("Dev and I split up
over the winter" compares nothing)."""
_EN_PICKED: Final = re.compile(
    r"\bi(?:'d| would)?\s+(?:always\s+)?(?:pick|take|choose)\s+"
    rf"(?P<x>{_EN_THING}?)\s+over\s+(?P<y>{_EN_THING}?)"
    r"[\s,]+(?:any day|every day|every time|hands down|always)[\s.!]*$",
    re.IGNORECASE,
)
"""The user picking one kind over another as a rule ("I'd pick the mountains over the beach
any day"); a choice at hand ("I'll take the 3pm over the 5pm") has no "any day"."""
_EN_ONLY: Final = re.compile(
    r"(?:^|[,;]\s*|\bi\s+)(?:(?:mostly|usually|basically|pretty much|really|now)\s+)*"
    r"only\s+(?:ever\s+)?(?:drink|eat|listen to)\s+"
    rf"(?P<x>{_EN_THING}?)(?=\s*(?:[,.;!]|$|\b(?:now|these days|anymore|mostly|though)\b))",
    re.IGNORECASE,
)
"""What the user consumes and nothing else ("I only drink oolong"): a liking."""
_EN_FOR_FUN: Final = re.compile(
    r"\bi\s+(?:(?:also|still|mostly|usually|sometimes|often|just)\s+)?"
    r"(?:play|collect|build|brew|grow|restore|make)\s+(?:the\s+)?"
    rf"(?P<x>{_EN_THING}?)\s+(?:just\s+)?(?:for fun|for the fun of it|as a hobby|in my spare time"
    r"|in my free time|to unwind|to relax)\b",
    re.IGNORECASE,
)
"""What the user plays or makes for pleasure ("I play the nyckelharpa for fun")."""
_EN_BEST_PART: Final = re.compile(
    r"^\W*(?:(?:honestly|tbh|ngl|and|but|so|ok|okay),?\s+)*(?:the\s+)?(?:best|favou?rite"
    r"|happiest)\s+(?:part|bit|hour|moment)\s+of\s+my\s+(?:day|week|weekend|morning|year"
    rf"|month)\s+is\s+(?:the\s+)?(?P<x>{_EN_THING}?)(?=\s*(?:[,.;!]|$))",
    re.IGNORECASE,
)
"""The best part of the user's days ("the best part of my week is the farmers market")."""
_EN_NTH: Final = re.compile(
    r"\b(?:i'm|im|i am)\s+on\s+my\s+(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th"
    r"|nth|umpteenth)\s+"
    rf"(?P<x>{_EN_THING}?)(?:\s+(?:of the day|today|this morning|already|this week))",
    re.IGNORECASE,
)
"""A thing the user has had again and again today ("I'm on my third matcha today")."""
_EN_NOT_CONSUMED: Final = re.compile(
    r"^(?:halal|kosher|vegan|vegetarian|plant|organic|decaf after|water$|at |in |on |with |"
    r"when |what |a little|a bit|one |two |three |once|twice|after |before |during |if )",
    re.IGNORECASE,
)
"""What a rule of eating or a measure names after "only eat" (a diet, not a taste)."""

_ZH_UNSAID: Final = re.compile(
    r"[?？]|吗|(?<!没有)(?<!没)(?:什么|啥)|谁|哪|要是|如果|假如|希望|想要|以前|之前|小时候|曾经|那时候?|当年|帮我|替我|"
    r"写(?:一|个|段|篇|封|条)|文案|朋友圈|你|您|他|她|它|大家|别人|[“”「」\"]|(?<!要)说(?!实话|真的)|觉得他|"
    r"[儿女]子|老公|老婆|爸|妈|哥|姐|弟|妹|朋友|同事|老板|孩子"
)
"""A Chinese sentence whose taste is not the user's lasting one, or names someone else."""
_ZH_THING: Final = r"[^，,。！!？?；;：:\s我你他她它的了]{2,10}"
_ZH_EMOJI: Final = re.compile(
    rf"^(?P<x>{_ZH_THING}?)\s*(?P<e>(?:{_alternation(EMOJI)})+)[\s！!。~～]*$"
)
_ZH_COMPARED: Final = re.compile(
    rf"没(?:有)?(?:什么|啥)?(?:能|可以)?比(?P<x>(?:一(?:碗|杯|顿|口|份))?{_ZH_THING}?)更"
    r"(?:香|好吃|好喝|好看|好听|好玩|爽|棒|舒服|治愈|快乐)"
)
"""Nothing set above a thing (没有什么比一碗热干面更香的了): the thing is liked."""
_ZH_ONLY: Final = re.compile(
    r"(?:^|[，,])(?:[^，,。我]{1,6}(?:的话)?[，,]?)?(?:我|俺)?(?:平时|一般|现在|基本上?|通常|都|就|也)*"
    rf"只(?:喝|吃|听)(?P<x>{_ZH_THING}?)(?=[，,。！!；;~～]|$)"
)
"""What the user consumes and nothing else (咖啡我只喝美式)."""
_ZH_NOT_CONSUMED: Final = re.compile(r"^(?:素|清真|斋|一|两|半|点|过|了|得)")
_ZH_NTH: Final = re.compile(
    r"(?:今天|今儿|这周|本周|今早)(?:已经|都)?(?:是)?第[二三四五六七八九十两几]+(?:杯|碗|瓶|罐|包|顿)"
    rf"(?P<x>{_ZH_THING}?)了"
)
"""A thing the user has had again and again today (今天已经第三杯奶茶了)."""
_ZH_AFTER: Final = re.compile(
    rf"^(?:我|俺)?(?P<x>{_ZH_THING}?)(?:真的|就是|简直|绝对)?(?P<i>{_alternation(ZH_IDIOMS_AFTER)})"
    r"(?=[，,。！!~～\s]|$)",
    re.IGNORECASE,
)
_ZH_BEFORE: Final = re.compile(
    rf"(?:^|[，,])(?:[^，,。]{{0,8}}?)(?P<i>{_alternation(ZH_IDIOMS_BEFORE)})"
    rf"(?P<x>{_ZH_THING}?)(?=[，,。！!~～\s]|了|$)"
)
_ZH_FAVOURITE_IS: Final = re.compile(
    r"最(?:爱|喜欢)的[^，,。！!]{1,6}?[，,]?(?:那|那就)?(?:必须|肯定|绝对|当然|一定|还得)?(?:得)?(?:就)?是"
    rf"(?P<x>{_ZH_THING}?)(?=[，,。！!~～\s]|了|啊|$)"
)
"""The user's favourite of a kind, said as an answer (要说最爱的运动，那必须是羽毛球)."""
_ZH_NOT_THING: Final = re.compile(r"^(?:这|那|一下|一个|什么|怎么|回答|格式|界面)")


def read(text: str, chinese: bool) -> list[Fill]:
    """The user's likes and dislikes said by a comparison, a reaction, a habit of
    consumption or (Chinese) an idiom of fandom; [] when none, or not the user's."""
    return _zh(text) if chinese else _en(text)


def _en(text: str) -> list[Fill]:
    """English: the first shape that reads the sentence."""
    if _EN_UNSAID.search(text):
        return []
    shapes = (_EN_COMPARED, _EN_PICKED, _EN_ONLY, _EN_NTH, _EN_FOR_FUN, _EN_BEST_PART)
    for shape in () if "?" in text else shapes:
        found = shape.search(text)
        if found is not None and _en_kind(found["x"]) and not _EN_NOT_CONSUMED.match(found["x"]):
            return [Fill(LIKE, _unled(found["x"]))]
    emoji = _EN_EMOJI.match(text)
    if emoji is not None and _en_kind(emoji["x"]):
        return [Fill(_emoji_polarity(emoji["e"]), emoji["x"])]
    reaction = _EN_REACTION.match(_EN_OPENER.sub("", text))
    if reaction is not None and _en_kind(reaction["x"]):
        return [Fill(EN_REACTIONS[reaction["r"].lower()], reaction["x"])]
    return []


_EN_OPENER: Final = re.compile(
    r"^\W*(?:(?:honestly|tbh|ngl|personally|for me|imo|ok|okay|so|well),?\s+)+", re.I
)
"""What a speaker opens with before the thing they react to ("tbh natto? never again")."""


def _unled(thing: str) -> str:
    """A thing without the article it was said with ("the mountains" → "mountains")."""
    return re.sub(r"^(?:the|a|an|some)\s+", "", thing, flags=re.IGNORECASE)


def _en_kind(thing: str) -> bool:
    """A kind of thing of one to five words: not a pronoun, a thing at hand or a word of talk."""
    said = _unled(thing)
    if EN_REPLY_THING.search(said):
        return False  # "tabs, always tabs": a preference of the replies or the code
    return 1 <= len(said.split()) <= 5 and _EN_NOT_THING.match(said) is None


def _emoji_polarity(emoji: str) -> str:
    """The polarity of the first emoji of a run."""
    for face in sorted(EMOJI, key=len, reverse=True):
        if emoji.startswith(face):
            return EMOJI[face]
    return LIKE


def _zh(text: str) -> list[Fill]:
    """Chinese: the first shape that reads the sentence."""
    if _ZH_UNSAID.search(text):
        return []
    emoji = _ZH_EMOJI.match(text)
    if emoji is not None and _zh_kind(emoji["x"]):
        return [Fill(_emoji_polarity(emoji["e"]), emoji["x"])]
    after = _ZH_AFTER.match(text)
    if after is not None and _zh_kind(after["x"]):
        return [Fill(ZH_IDIOMS_AFTER[after["i"].lower()], after["x"])]
    before = _ZH_BEFORE.search(text)
    if before is not None and _zh_kind(before["x"]):
        return [Fill(ZH_IDIOMS_BEFORE[before["i"]], before["x"])]
    for shape in (_ZH_COMPARED, _ZH_FAVOURITE_IS, _ZH_ONLY, _ZH_NTH):
        found = shape.search(text)
        thing = _ZH_MEASURE.sub("", found["x"]) if found is not None else ""
        if _zh_kind(thing) and not _ZH_NOT_CONSUMED.match(thing):
            return [Fill(LIKE, thing)]
    return []


_ZH_MEASURE: Final = re.compile(r"^一(?:碗|杯|顿|口|份|盘|块)")
"""A measure before a thing (一碗热干面): the thing is the kind."""


def _zh_kind(thing: str) -> bool:
    """A Chinese thing of two to ten characters, not a pronoun or a thing at hand."""
    return 2 <= len(thing) <= 10 and _ZH_NOT_THING.match(thing) is None
