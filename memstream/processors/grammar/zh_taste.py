"""Chinese taste said over two clauses: a clause that only likes (现在爱上了, 结果还挺喜欢)
likes what the clause before it named (以前不喜欢吃香菜，现在爱上了)."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import (
    taste_asked,
    taste_last_word,
    zh_objects,
    zh_taste_shapes,
    zh_taste_taken,
)
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

_LIKES_NOW: Final = re.compile(
    r"^(?:现在|如今|后来|慢慢|渐渐|反而|结果|没想到|谁知道|这两年|最近)*(?:我)?(?:也|却|倒|就|竟然|居然)?"
    r"(?:觉得|发现)?(?:彻底|完全|真的|还挺|挺|超|特别|越来越|很|蛮|还蛮|巨|贼|好)?"
    r"(?:爱上了|喜欢上了|喜欢了|爱了|迷上了|上瘾了|上头了|真香|喜欢的?|爱吃了?|离不开了|香|好吃|好喝)"
    r"(?:了|啊|呢|哈|的)?$"
)
_BEFORE: Final = re.compile(r"以前|之前|原来|曾经|过去|小时候|那时候?|当年|本来|一开始|刚开始")


def likes_now(clause: str) -> bool:
    """True for a clause that likes without naming what (现在爱上了, 结果还挺喜欢的)."""
    return _LIKES_NOW.match(clause) is not None


def as_now(previous: str) -> str:
    """The clause before without its time words (以前不喜欢吃香菜 → 不喜欢吃香菜), so that what it
    names can be read."""
    return _BEFORE.sub("", previous)


_ONLY_JUDGED: Final = re.compile(
    r"^(?:我|我是)?(?:真的|实在|一点|完全|根本|真|也|就|还是|很|太|超|超级|特别|最|巨|贼|非常|是真的)*"
    r"(?:(?P<bad>接受不了|受不了|讨厌|不喜欢|不爱|吃不了|喝不了|吃不惯|喝不惯|难吃|难喝|难听)"
    r"|(?P<good>爱死了|超爱|最爱|喜欢|好吃|好喝|好听|香))(?:死了|了|啊|的|呀|哈)*$"
)
"""A clause that only judges, naming nothing (完全接受不了, 超爱的, 太好吃了)."""
_TOPIC: Final = re.compile(
    r"^(?:说到|至于|像|比如)?(?P<t>[^我你他她它这那，,。！？!?\s]{2,8}?)(?:的话|吧|呢|啊)?$"
)
"""A short topic said alone (香菜, 说到川菜): what the clause after it may judge."""


_LEFT_OUT: Final = re.compile(
    r"^(?:我(?:那份|那碗|的)?)?(?:麻烦)?(?:(?:别|不要|不用|甭|免)(?:放|加(?!班))"
    r"(?P<t>[^我你他她它这那，,。！？!?\s了]{1,6}?)|(?:我(?:那份|那碗|的)?)?(?:不要|去掉)"
    r"(?=[^我你他她它这那，,。！？!?\s了]{2})(?P<u>[^我你他她它这那，,。！？!?\s了]{2,6}?))"
    r"(?:哦|啊|哈|谢谢)*$"
)
"""A thing asked left out of what one orders (别放香菜, 我那份不要葱): what a judging clause
after it (受不了) names."""
_ITS_TASTE: Final = re.compile(r"(?:那个|这个|那|这)(?:味道?|味儿|东西|玩意儿?)(?:了|啊)?$")
"""The taste of the thing named before (受不了那个味): the thing itself is judged."""


def judged_topic(previous: str, clause: str) -> list[Fill]:
    """香菜，完全接受不了 / 川菜的话，超爱: a clause that only judges likes or dislikes the topic
    the clause before it named alone."""
    judged = _ONLY_JUDGED.match(_ITS_TASTE.sub("", clause))
    left_out = _LEFT_OUT.match(previous) if judged is not None else None
    topic = _TOPIC.match(previous) if judged is not None else None
    if left_out is not None:
        said = left_out.group("t") or left_out.group("u")
    else:
        commented = taste_last_word.topic_commented(previous) if judged else ""  # 太香了，我不爱
        said = commented or (topic.group("t") if topic is not None else "")
    if (
        judged is None
        or not zh_objects.thing(said)
        or re.search(r"[是在有了要会想好很太累忙困饿]", said)
    ):
        return []  # 今天好累，受不了: how one feels, no taste
    return [Fill("dislike" if judged.group("bad") else "like", said)]


_TIME_FIRST: Final = re.compile(
    r"^(?:在)?(?:周末|平时|晚上|早上|中午|下午|上午|下班后|下班以后|睡前|饭后|闲的时候|有空的时候|没事的时候"
    r"|放假的时候|休息的时候|一个人的时候)(?:的时候)?(?:都|会|就)?(?=[去到跟和在找看听玩做吃喝逛打骑跑爬泡窝躺睡弹画])"
)
"""When a liked thing is done, said before it (周末去逛旧书店, 晚上去江边跑步)."""


def taste_timed(text: str) -> list[str]:
    """What is liked or disliked when what is done opens with when it is done (喜欢周末去逛
    旧书店 → 去逛旧书店); any other object as the shared reader reads it."""
    return zh_objects.taste(_TIME_FIRST.sub("", text))


READERS: Final = {
    "taste_timed": taste_timed,
    "own_thing": zh_objects.things,
    "own_thing_before": zh_objects.things_before,
}
"""The readers of this module by the names the frames use."""
OWN_HOLES: Final = frozenset(("own_thing", "own_thing_before"))
"""Holes of frames read only of the user (g51t): a taste's habit (就好这一口) or a fan said as a
fragment (资深阿森纳球迷) of someone in passing is no fact to keep about them."""


_FRONTED: Final = re.compile(
    r"^(?P<t>[^我你他她它这那，,。！？!?\s]{2,8}?)(?:这种东西|这类东西|这件事|这玩意儿?|这种|这个|的话)?"
    r"(?P<how>我(?:是|也|就|还|一直|向来|从小就?|真的|实在|确实|特别|超级?|很|挺|非常|最|都"
    r"|一口|一点|根本|压根儿?|死活)*)"
    r"(?P<v>爱|喜欢|讨厌|不喜欢|不爱|受不了|接受不了|戒不掉|停不下来|碰不得|碰不了|不碰)"
    r"(?P<act>吃|看|听|喝|玩|逛|打)?"
    r"(?:了|的|啊|呀|哈|呢)*$"
)
"""A thing said first, then the user's like of it (韩剧我是真的很爱看, 狗狗我也超喜欢的)."""
_NOT_TOPICS: Final = re.compile(
    r"今天|昨天|明天|现在|最近|以前|平时|其实|说实话|老实说|反正|不过|但是|所以|因为|而且|真的|一直|还是"
    r"|[是在有了要会想好很太累忙困饿也都就]"
)
"""What opens a clause without being a thing liked (a time, a connective, a state)."""


_OPENING: Final = re.compile(
    r"^(?:但是?|可是?|不过|而且|并且|然后)(?=(?:我)?(?:也|又|却|就|倒|真的|特别|超|很|最|一直)*"
    r"(?:受不了|讨厌|喜欢|爱|不喜欢|不爱|接受不了|吃不了|烦))"
)
"""A connective that opens a taste clause (但受不了白巧克力): not part of what is judged."""
_OTHER_THAN: Final = re.compile(r"^(?:别的|其他|其它|其余|另外的?)|^[但可而且就也又]$")


_IN_GENERAL: Final = re.compile(
    r"^(?!.{0,3}(?:周末|平时|平常|晚上|早上|白天|假期|放假|有空|没事|下班|休息|闲|天|冬|夏|春|秋))"
    r"[^我你他她它咱，,。]{1,4}?(?:一般|通常|大多|大都|往往|基本上?|普遍)(?:都|也)?(?:很|特别|比较)?"
    r"(?:喜欢|爱|讨厌|不喜欢|怕|不爱)"
)
"""A kind said to like something in general (狗一般都喜欢吃肉吧): no one's taste."""


def in_general(text: str) -> bool:
    """Whether a message opens with what a kind of animal or thing likes in general."""
    return _IN_GENERAL.match(text) is not None


_LIKE_ENDED: Final = re.compile(
    r"(?<![太最真可好也都本全根])(?:不再|(?:已经|早就|现在|如今|慢慢|渐渐|越来越)?不(?:怎么|太)?)"
    r"(?:喜欢|爱|迷|追)(?:吃|喝|看|听|玩|打|刷|逛)?[^，,。！!？?；;太最]{1,10}?(?:了|啦)(?=$|[，,。！!~～])"
    r"|不再(?:喜欢|爱|迷)|(?<![太最真可好也都本全根])不(?:再)?(?:喜欢|爱)了(?=$|[，,。！!~～])"
)
"""A like said to have stopped (我现在不爱看韩剧了, 不再喜欢摇滚了, 已经不怎么喜欢喝奶茶了): the
like ends (the ending reader's); it is no dislike beside it nor a like of its own. Not an
emphatic dislike (我太不喜欢下雨了, 一点也不喜欢猫了, 根本不爱吃了)."""


def like_ended(text: str) -> bool:
    """Whether a Chinese sentence says a like of the user's stopped holding."""
    return _LIKE_ENDED.search(text) is not None


def no_object(value: str) -> bool:
    """Whether a taste's value names nothing liked itself: "the others" set against a choice
    (我用 Vim，别的编辑器用不惯), a lone connective, or the replies' look (界面, 配色)."""
    if _REPLY_LOOK.search(value):
        return True  # 界面我喜欢浅色的: a preference of the replies' look, not a taste
    if _DEGREE_ALONE.match(value):
        return True  # 烦透了, 讨厌死了: how much, no thing (g51t)
    if _LONE_VERB.match(value) or taste_asked.points_back(value):
        return True  # 我是真的不爱看, 我超爱吃这个: the verb alone or a word pointing back
    return _OTHER_THAN.search(value) is not None or _SENSED_FIRST.match(value) is not None


_LONE_VERB: Final = re.compile(r"^(?:看|听|吃|喝|玩|读|唱|打|做|弄|干|用|碰|去)$")
_DEGREE_ALONE: Final = re.compile(r"^(?:透|死|坏|惨|爆|疯|炸|极|翻)$")
"""A taste's value that is only how strongly it is felt (烦透了 → 透): no thing."""
"""A taste's value that is a verb with nothing after it: no thing."""


def lone_verb(value: str) -> bool:
    """Whether a taste's value is a verb alone (吃 of 青菜都不爱吃): no thing, anyone's."""
    return _LONE_VERB.match(value) is not None


_REPLY_LOOK: Final = re.compile(
    r"界面|页面|配色|排版|字体|表格|列表|回答|回复|答案|格式|深色模式|浅色模式|暗黑模式|主题色"
)
"""What a taste's value names of the replies or the screen: a preference (`pref.*`)."""


_SENSED_FIRST: Final = re.compile(
    "^(?:一|只要|每次)(?:" + "|".join(sorted(w.SENSES, key=len, reverse=True)) + ")"
)
"""A value that opens with how the thing meets the user (一闻到榴莲): the effect frames of
`zh_taste_frames` read the thing itself (榴莲)."""


def fronted(clause: str) -> str:
    """A clause whose liked or disliked thing stands before the user, in the order the frames
    read (韩剧我是真的很爱看 → 我是真的很爱看韩剧, 香菜我是真的受不了 → 我是真的受不了香菜),
    without the connective that opens a taste (但受不了白巧克力 → 受不了白巧克力); any other
    clause as it is."""
    clause = zh_taste_shapes.reshaped(_OPENING.sub("", clause))  # h36t: 对X没抵抗力, 极度讨厌
    clause = _and_said(clause)
    taken = zh_taste_taken.taken(clause)  # g57z: 苦瓜我一口都咽不下去, 那首歌我能循环一整天
    if taken is not None:
        return taken
    for pattern, said in _AS_TASTE:
        found = pattern.match(clause)
        if (
            found is not None
            and not _NOT_TOPICS.search(found["t"])
            and zh_objects.thing(found["t"])
        ):
            return said.format(t=found["t"])
    done = _DONE_FRONTED.match(clause)
    if done is not None and not _NOT_TOPICS.search(done["t"]) and zh_objects.thing(done["t"]):
        return f"{done['me']}{done['how']}{done['v']}{done['t']}"  # 咖啡我每天都要喝
    found = _FRONTED.match(clause)
    if found is None or _NOT_TOPICS.search(found["t"]) or not zh_objects.thing(found["t"]):
        return clause
    verb = _SAME_AS.get(found["v"], found["v"])
    how = _HOW_MUCH_AT_ALL.sub("", found["how"])  # 一口都碰不得: 碰不得
    return f"{how}{verb}{found['act'] or ''}{found['t']}"


_HOW_MUCH_AT_ALL: Final = re.compile(r"(?:一口|一点|根本|压根儿?|死活)(?:都|也)?")
"""How little of a thing the user takes (一口都, 根本): said by the verb alone."""
_SPOKEN_AND: Final = re.compile(r"(?<=[\u4e00-\u9fff])同埋(?=[\u4e00-\u9fff]{2})")
"""A spoken "and" between two things (Cantonese 同埋): said as 和, so a taste of two things
is read as two (我最钟意食虾饺同埋凤爪)."""


def _and_said(clause: str) -> str:
    """The clause with a spoken "and" after its taste verb said as 和 (钟意食虾饺同埋凤爪); the
    holders before the verb as they are (我同事同埋我老板都钟意饮茶 is theirs)."""
    verb = _FIRST_TASTE.search(clause)
    if verb is None:
        return clause
    return clause[: verb.end()] + _SPOKEN_AND.sub("和", clause[verb.end() :])


_SAME_AS: Final = {
    "戒不掉": "离不开", "停不下来": "离不开", "碰不得": "受不了", "碰不了": "受不了",
    "不碰": "受不了",
}  # fmt: skip
"""A taste verb said as what one cannot give up (甜食我是真的戒不掉): liked, as 离不开 says;
or as what one cannot touch (香菜我是一口都碰不得): disliked, as 受不了 says."""
_DONE_FRONTED: Final = re.compile(
    r"^(?P<t>[^我你他她它这那，,。！？!?\s]{2,8}?)(?P<me>我们?)"
    r"(?P<how>(?:基本上?|几乎)?(?:每天|每晚|天天|每周|每个?周末|每个?月|一般|平时|通常|经常|总是|雷打不动)"
    r"(?:都|要|会|得|必须|是|早上|晚上|睡前|饭后)*)"
    r"(?P<v>[喝吃看听玩打做练刷追读写泡])(?:的|了|一次|一杯|一会儿?)?$"
)
"""A thing said first, then the user's doing of it with how often (咖啡我每天都要喝, 韩剧我
平时都会追): in the order the habit readers read (我每天都要喝咖啡)."""


_TASTE_VERB: Final = (
    r"(?:不太|不怎么|不是很|不)?"
    r"(?:喜欢|爱|讨厌|受不了|接受不了|反感|迷上|怕|烦|享受|钟爱|偏爱|热爱)"
)
_DEGREE: Final = r"(?:最|超级?|特别|很|挺|更|真的|巨|贼|非常|蛮|还挺|也挺|比较)*"
_SECOND_TASTE: Final = re.compile(
    rf"(?<=[\u4e00-\u9fffA-Za-z])(?<![我他她你它们])(?=(?:也|还|又|但是?|可是?|却|而且|并且)"
    rf"(?:也|还|又|却)?{_DEGREE}{_TASTE_VERB})"
)
"""Where a second taste of the same subject begins inside one clause (我喜欢猫|也喜欢狗,
我喜欢爬山|但讨厌跑步): a connective right before a taste verb."""
_FIRST_TASTE: Final = re.compile(_TASTE_VERB)


def clauses(said: list[str | None]) -> list[str]:
    """The clauses of a segment, a clause of two tastes split in two at the connective before
    the second (我爱吃火锅也爱吃烧烤 → 我爱吃火锅 / 也爱吃烧烤); any other clause as it is."""
    split: list[str] = []
    for clause in said:
        if not clause:
            continue
        first = _FIRST_TASTE.search(clause)
        cuts = [m.start() for m in _SECOND_TASTE.finditer(clause)]
        cuts = [at for at in cuts if first is not None and at > first.end()]
        starts = [0, *cuts]
        split += [clause[a:b] for a, b in zip(starts, [*cuts, len(clause)], strict=True)]
    return split


_THING: Final = r"(?P<t>[^我你他她它这那的个，,。！？!?\s]{2,8}?)"
_SPAN: Final = (
    r"(?:[一二两三四五六七八九十几半\d]+多?个?(?:年|月|星期|周|礼拜|天)多?"
    r"|好几年|很多年|多年|好久|很久|好多年)"
)
_AS_TASTE: Final = (
    (
        re.compile(
            rf"^我(?:是|算是|可是|就是)(?:个|一个|一名|一位)?(?:真正的|超级|十足的)?"
            rf"(?:(?:{'|'.join(sorted(w.FAN_DEGREES, key=len, reverse=True))})的?)?{_THING}"
            r"(?:的)?(?:重度|资深|忠实|铁杆|狂热|死忠|骨灰级)?(?:爱好者|发烧友|迷|粉丝|控)(?:了|啊|哈|呢)*$"
        ),
        "我喜欢{t}",
    ),
    (
        re.compile(
            rf"^{_THING}(?:这种东西|这件事|这个|的话)?我(?:是|真的|实在|确实|完全|一直|从来)*"
            r"(?:无感|不感冒|没兴趣|没什么兴趣|提不起兴趣)(?:了|的|啊|哈|呢)*$"
        ),
        "我不喜欢{t}",
    ),
    (
        re.compile(
            r"^(?P<t>[吃喝闻][^我你他她它这那的，,。！？!?\s]{1,6}?)(?:这种东西|这件事|这个|的话)?"
            r"我(?:是|真的|实在|确实|完全|一直|从来|真|就|还是)*(?:不行|不太行|不大行|顶不住|扛不住)"
            r"(?:了|的|啊|哈|呢)*$"
        ),
        "我不喜欢{t}",
    ),
    (re.compile(rf"^{_THING}我(?:已经|一直|都)*坚持(?:了|有)?{_SPAN}(?:了|啦)?$"), "我有{t}的习惯"),
    (
        re.compile(rf"^我(?:已经|一直)+坚持{_THING}(?:已经|有)?(?:{_SPAN})?(?:了|啦)?$"),
        "我有{t}的习惯",
    ),
    (re.compile(rf"^我坚持{_THING}(?:已经|有)?{_SPAN}(?:了|啦)?$"), "我有{t}的习惯"),
)
"""A taste or habit said with the thing as the topic or as the user's kind (吃辣我不行 → 我不喜欢
吃辣, 我是火锅重度爱好者 → 我喜欢火锅, 跑步我坚持了三年了 → 我有跑步的习惯): in the order the
frames read."""
