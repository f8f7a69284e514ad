"""Chinese tastes said by a shape rather than a taste verb: a comparison
(没有什么比热干面更香的了), a choice against a thing (宁可走路也不想挤地铁), a thing and an
emoji (榴莲🤢), a habit of consumption (咖啡我只喝美式, 今天第三杯奶茶了), an idiom of
fandom (周杰伦一生推, 抹茶控一枚, 苦瓜不是我的菜) or of a favourite
(周末最大的乐趣就是钓鱼, 好一口臭豆腐, 要说最爱的运动，那必须是羽毛球).

Each shape is data (its words and polarity); `read` runs only where no taste verb was read
(`taste_lexicon`), so it adds what the verbs miss. Silent on a question, a wish, a past, a
text to write, someone else named, and a thing at hand (这个😍). The same shapes in English
("sushi > pizza", "Thai food 😍", "I only drink oolong") were built and measured in round 42:
they read the own sentences and one dev case but learned two false likes on the held-out half
for none right, so English reads none of them (docs/quality.md, g42t). Pure: text in, fills
out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.value_patterns import alternation

LIKE: Final = "like"
DISLIKE: Final = "dislike"


EMOJI: Final[dict[str, str]] = {
    **dict.fromkeys(("😍", "🥰", "❤️", "❤", "💕", "💖", "😋", "🤤", "🤩", "💯"), LIKE),
    **dict.fromkeys(("🤢", "🤮", "👎", "🙅", "🙅‍♀️", "🙅‍♂️", "😖", "😣"), DISLIKE),
}
"""Emoji that say how a thing named alone tastes to the user."""

ZH_IDIOMS_AFTER: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "一生推", "天下第一", "永远的神", "yyds", "是我的菜", "我的最爱", "是我的最爱",
            "控一枚", "是我的本命", "死忠粉", "的死忠粉", "铁粉", "的铁粉",
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

_ZH_UNSAID: Final = re.compile(
    r"[?？]|吗|(?<!没有)(?<!没)(?:什么|啥)|谁|哪|要是|如果|假如|希望|想要|以前|之前|小时候|曾经|那时候?|当年|帮我|替我|"
    r"写(?:一|个|段|篇|封|条)|文案|朋友圈|你|您|他|她|它|大家|别人|[“”「」\"]|(?<!要)说(?!实话|真的)|觉得他|"
    r"[儿女]子|老公|老婆|爸|妈|哥|姐|弟|妹|朋友|同事|老板|孩子"
)
"""A Chinese sentence whose taste is not the user's lasting one, or names someone else."""
_ZH_THING: Final = r"[^，,。！!？?；;：:\s我你他她它的了]{2,10}"
_ZH_EMOJI: Final = re.compile(
    rf"^(?P<x>{_ZH_THING}?)\s*(?P<e>(?:{alternation(EMOJI)})+)[\s！!。~～]*$"
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
    rf"^(?:我|俺)?(?:是)?(?P<x>{_ZH_THING}?)(?:真的|就是|简直|绝对)?(?P<i>{alternation(ZH_IDIOMS_AFTER)})"
    r"(?:一枚|一个|报到|在此)?(?=[，,。！!~～\s]|$)",
    re.IGNORECASE,
)
_ZH_BEFORE: Final = re.compile(
    rf"(?:^|[，,])(?:[^，,。]{{0,8}}?)(?P<i>{alternation(ZH_IDIOMS_BEFORE)})"
    rf"(?P<x>{_ZH_THING}?)(?=[，,。！!~～\s]|了|$)"
)
_ZH_FAVOURITE_IS: Final = re.compile(
    r"最(?:爱|喜欢)的[^，,。！!]{1,6}?[，,]?(?:那|那就)?(?:必须|肯定|绝对|当然|一定|还得)?(?:得)?(?:就)?是"
    rf"(?P<x>{_ZH_THING}?)(?=[，,。！!~～\s]|了|啊|$)"
)
"""The user's favourite of a kind, said as an answer (要说最爱的运动，那必须是羽毛球)."""
_ZH_NOT_THING: Final = re.compile(r"^(?:这|那|一下|一个|什么|怎么|回答|格式|界面)")
ZH_JUDGED_MOST: Final[dict[str, str]] = {
    **dict.fromkeys(("好吃", "好喝", "好听", "香", "美味", "下饭"), LIKE),
    **dict.fromkeys(("难吃", "难喝", "难听", "恶心", "难闻", "难以下咽"), DISLIKE),
}
"""How a thing tastes, sounds or smells when it is called the most so (香菜是最难吃的东西)."""
_ZH_MOST: Final = re.compile(
    rf"^(?P<x>{_ZH_THING}?)(?:真的|绝对|简直)?(?:是|算是)(?:世界上|全世界|地球上|这辈子|我(?:这辈子)?"
    rf"(?:吃|喝|听|闻)过的?)?最(?P<j>{alternation(ZH_JUDGED_MOST)})的"
)
"""A thing called the best or worst tasting of all (香菜是世界上最难吃的东西): the user's
taste of it."""
ZH_SENSED: Final = (
    "想吐", "恶心", "反胃", "头疼", "头大", "受不了", "难受", "起鸡皮疙瘩", "犯恶心", "想跑",
)  # fmt: skip
"""How meeting a thing makes the user feel, said after it (闻到螺蛳粉都想吐): a dislike."""
_ZH_SENSED: Final = re.compile(
    r"(?:^|[，,])(?:我|俺)?(?:现在|最近|如今)?(?:一|只要|光是)?(?:闻到|看到|听到|想到|吃到|喝到|见到|提到)"
    rf"(?P<x>{_ZH_THING}?)(?:就|都|也)(?:会|直接|有点|特别|真的)?(?:{alternation(ZH_SENSED)})"
)
_ZH_LIFELINE: Final = re.compile(
    r"(?:^|[，,\s])(?:我|俺)?(?:每天|天天|平时|下班|上班|早上|中午|晚上|熬夜)*(?:都|就|全)?(?:靠|得靠|全靠|来)"
    rf"(?:一|两)?(?:瓶|杯|罐|碗|包|口)?(?P<x>{_ZH_THING}?)续命"
)
"""A thing the user lives on, said as what keeps them going (下班来瓶冰可乐续命, 每天靠咖啡续命)."""
_ZH_RATHER: Final = re.compile(
    r"(?:^|[，,])(?:我|俺)?(?:真的|情愿|是)?(?:宁可|宁愿|宁肯)[^，,。！!？?]{1,10}?[，,]?(?:也|都)"
    r"(?:不(?:想|愿意?|要|会)?|绝不|决不)(?:再)?(?P<x>[^，,。！!？?；;\s我你他她它的了]{2,8}?)"
    r"(?=[，,。！!~～\s]|了|$)"
)
"""A choice made against a thing (宁可走路也不想挤地铁): the thing refused is disliked."""


def read(text: str, chinese: bool) -> list[Fill]:
    """The user's likes and dislikes a Chinese sentence says by a comparison, an emoji, a
    habit of consumption or an idiom; [] when none, not the user's, or English."""
    return _zh(text) if chinese else []


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
    sensed = _ZH_SENSED.search(text)
    if sensed is not None and _zh_kind(sensed["x"]):
        return [Fill(DISLIKE, sensed["x"])]
    rather = _ZH_RATHER.search(text)
    if rather is not None and _zh_kind(rather["x"]):
        return [Fill(DISLIKE, rather["x"])]
    lifeline = _ZH_LIFELINE.search(text)
    if lifeline is not None and _zh_kind(lifeline["x"]):
        return [Fill(LIKE, lifeline["x"])]
    most = _ZH_MOST.match(text)
    if most is not None and _zh_kind(most["x"]):
        return [Fill(ZH_JUDGED_MOST[most["j"]], most["x"])]
    for shape in (_ZH_COMPARED, _ZH_FAVOURITE_IS, _ZH_ONLY, _ZH_NTH):
        found = shape.search(text)
        thing = _ZH_MEASURE.sub("", found["x"]) if found is not None else ""
        if _zh_kind(thing) and not _ZH_NOT_CONSUMED.match(thing):
            return [Fill(LIKE, thing)]
    return []


def _emoji_polarity(emoji: str) -> str:
    """The polarity of the first emoji of a run."""
    for face in sorted(EMOJI, key=len, reverse=True):
        if emoji.startswith(face):
            return EMOJI[face]
    return LIKE


_ZH_MEASURE: Final = re.compile(r"^一(?:碗|杯|顿|口|份|盘|块)")
"""A measure before a thing (一碗热干面): the thing is the kind."""


def _zh_kind(thing: str) -> bool:
    """A Chinese thing of two to ten characters, not a pronoun or a thing at hand."""
    return 2 <= len(thing) <= 10 and _ZH_NOT_THING.match(thing) is None


EN_ORDEALS: Final = re.compile(
    r"(?i)^(?:just |honestly |literally |actually )*(?:die|starve|be dead|perish|jump off a \w+"
    r"|(?:eat|drink|chew|swallow|lick|gargle|snort|have|get|sit|walk|step|stand) .*?\b"
    r"(?:diesel|gasoline|petrol|kerosene|bleach|glass|nails|dirt|sand|gravel|rocks|poison"
    r"|battery acid|motor oil|cardboard|shoes?|needles|tin ?foil|drywall|lava|root canals?"
    r"|traffic|hot coals|legos?|thumbtacks|razor blades?|cactus|soap|mud|worms|bugs|paint)\b"
    r"|(?:watch|watching) paint dry|(?:stick|poke|jab|gouge) .*\beyes?\b|pull .*\bteeth\b"
    r"|(?:get|be) (?:hit by|run over|stabbed|punched|shot|tortured|waterboarded)\b)"
)
"""The lesser evil of "I'd rather X" said as an ordeal ("I'd rather drink diesel", "I'd
rather eat dirt", "I'd rather die", "watch paint dry"): hyperbole against something said
before, no liking of the ordeal."""


def ordeal(phrase: str) -> bool:
    """Whether an "I'd rather" object is an ordeal named in hyperbole, not a thing liked."""
    return EN_ORDEALS.match(phrase) is not None
