"""Chinese taste frames built from word lists (data in `zh_words`): a thing that acts on the
user ("一吃香菜就想吐", "咖啡让我活过来", "恐怖片看了会做噩梦"), a thing that is the user's
identity ("撸猫是我的精神支柱"), and goodwill toward a thing ("对猫毛没啥好感"). They join
`zh_frames.FRAMES`; the holes are read by the taste readers there (`thing`, `thing_before`)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

from memstream.processors.grammar import zh_words as w

Frame = tuple[str, str, str]


def _any(words: Collection[str]) -> str:
    """A regex alternation of words, the longest first."""
    return "|".join(sorted(words, key=len, reverse=True))


_SENSE: Final = f"(?:{_any(w.SENSES)})"
_GOOD: Final = f"(?:{_any(w.GOOD_EFFECTS)})"
_BAD: Final = f"(?:{_any(w.BAD_EFFECTS)})"
_MET: Final = "(?:是|真的|是真的|现在|最近|如今|一般|平时|向来|从来|实在|简直|每次)*(?:一|只要|光)?"
"""How a fronted thing is met before its effect (榴莲我是真的闻到就想吐, 芹菜现在闻到就恶心);
not 腻 (肖邦听腻了, 麻辣烫看见就腻): had too much of a thing liked ends the like, no dislike."""
_MUCH: Final = "(?:一下|一眼|一口|两口|几口|两眼|几眼|一点|几分钟|一会儿?)?"
"""How much of a thing is had before its effect (芹菜吃两口就想吐)."""
_HOW: Final = "(?:就|会|就会|都会|总会|立马|马上|立刻|很|特别|超|超级|真的|直接|整个人)*"
_NOT_THING: Final = "(?!我|你|他|她|它|这|那|今天|昨天|最近|现在|工作|上班|孩子|老板)"
"""A subject that is no kind of thing liked (a person, a time, what is at hand)."""

_FOND: Final = "(?<=[就也最特偏独我俺])"
"""Who or how the habit of a taste is had, before 好 (我就好一口醋, 老头子就好这一口): not 好 of
"good" (好一口流利的英语 follows no one)."""

_FANDOM: Final = "(?:铁|死忠|忠实|老|真爱|资深|骨灰级)"
"""How much of a fan (铁粉, 死忠粉): not the thing."""
_NOT_A_CAMP: Final = (
    "保守|激进|实力|偶像|行动|学院|温和|中间|反对|少数|多数|技术|管理|改革|民主|共和|老"
)
"""What 党/派 name that is no camp of a taste (保守派, 实力派, 技术派)."""

TASTE_FRAMES: Final[tuple[Frame, ...]] = (
    ("dislike", f"(?:^|[，,]|我)(?:一|只要|每次)~{_SENSE}~{{}}(?:我)?{_HOW}{_BAD}", "thing"),
    ("like", f"(?:^|[，,]|我)(?:一|只要|每次)~{_SENSE}~{{}}(?:我)?{_HOW}{_GOOD}", "thing"),
    (
        "dislike",
        f"^{_NOT_THING}{{}}(?:我|俺)?{_MET}{_SENSE}(?:了|着|到)?{_MUCH}{_HOW}(?:让我)?{_HOW}{_BAD}",
        "thing_before",
    ),  # 恐怖片看了会做噩梦
    ("dislike", f"^{_NOT_THING}{{}}{_HOW}(?:让|令|叫)我{_HOW}{_BAD}", "thing_before"),
    ("like", f"^{_NOT_THING}{{}}{_HOW}(?:让|令|叫)我{_HOW}{_GOOD}", "thing_before"),
    (
        "like",
        f"^{_NOT_THING}{{}}(?:简直|真的|就|也|永远|绝对|可以说|算是)*是我的(?:{_any(w.IDENTITY_TASTES)})",
        "thing_before",
    ),
    (
        "dislike",
        f"对(?![他她你它人])~{{}}(?:没|没有|没啥|没什么|毫无|没太大|没多大|没半点)(?:的)?{w.GOODWILL}",
        "thing",
    ),
    ("like", f"对(?![他她你它人])~{{}}(?:很|挺|颇|特别|蛮|还挺|一直)有{w.GOODWILL}", "thing"),
    (
        "dislike",
        f"^{_NOT_THING}{{}}(?:这东西|这玩意儿?|这种东西)?我(?:{_any(w.NEVER_AGAIN)})(?:都|也)?"
        "不(?:会)?(?:再)?(?:碰|吃|喝|看|听)",
        "thing_before",
    ),  # 苦瓜这东西我这辈子都不会碰
    (
        "dislike",
        f"^{_NOT_THING}{{}}(?:我)?(?:直接|真的|简直|完全|秒|一秒)?劝退(?:了)?$",
        "thing_before",
    ),
    (
        "like",
        f"(?:是|当了?|做了?)(?:个|一个|一名)?{_FANDOM}?~{{}}的(?:{_FANDOM})?粉(?:丝)?",
        "thing",
    ),
    (
        "like",
        f"(?:是|属于)(?:个|一个|坚定的?|铁杆的?|资深的?)*(?!{_NOT_A_CAMP}){{}}(?:党|派)(?=$|[，,。！!]|不是|而不是)",
        "thing",
    ),
    ("like", f"{_FOND}好(?:这)?一口~{{}}", "own_thing"),  # 就好一口臭鳜鱼
    ("like", f"{_FOND}好(?![吃喝看听玩用像多久几])~{{}}这一?口", "own_thing"),  # 就好臭鳜鱼这一口
    (
        "dislike",
        f"^{_NOT_THING}{{}}(?:我|俺)?(?:也|都|全|一律|从来|向来|一般|平时)+"
        f"不(?:太)?(?:爱|喜欢)(?:{_SENSE})?(?![^，,。]*了)$",
        "thing_before",
    ),  # 重口的、太甜的都不爱吃
    (
        "dislike",
        f"^{_NOT_THING}{{}}(?:那些|这些|这种|那种)?(?:也|就|真的|实在)?(?:太|有点|有些|过于|忒)"
        "[\u4e00-\u9fff]{1,2}?(?:了|啦)?我(?:是)?(?:真的|实在|就|也|都|一直)*"
        "(?:不爱|不喜欢|受不了|接受不了|(?:吃|喝|听|看)不惯)(?:吃|喝|看|听)?$",
        "thing_before",
    ),  # 花毛峰那些太香了我不爱: a comment on the thing, then the verdict
    (
        "like",
        f"^(?:{_FANDOM}|资深|铁杆)?(?![我你他她是个一老小大])(?![^，,。]*是)(?=..){{}}(?:的)?(?:{_FANDOM})?"
        "(?:粉丝|球迷|歌迷|影迷|书迷|剧迷|拥趸)(?:一枚|一个|一名|一只)?$",
        "own_thing",
    ),  # 资深阿森纳球迷, 周杰伦歌迷一枚: a fan said as a fragment of what one is
    (
        "like",
        f"(?:重度|资深|铁杆|骨灰级|忠实)(?!{_NOT_A_CAMP})(?=..){{}}(?:党|控)(?=$|[，,。！!]|一枚|一个)",
        "own_thing",
    ),  # 本人重度甜食党, 骨灰级咖啡控一枚: how keen, then the camp of a taste
    (
        "dislike",
        "^(?:平时|平常|一般|日常|吃饭|吃东西|饮食上|口味上)+(?:也|都|从来|基本|一律|完全|向来)*"
        "不(?:吃|喝|碰)~{}(?<![了肉荤酒鱼蛋奶])(?:的)?$",
        "own_thing",
    ),  # 我平时不吃香菜, 我吃饭不吃辣的: by taste, said of one's meals (a meat or drink: a diet)
)
"""The taste frames of effect, identity and goodwill, and of never touching a thing (h35t);
the habit of a taste (好这一口) and fronted things none of which is liked (g51t)."""
