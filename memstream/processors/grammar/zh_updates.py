"""Chinese updates said in wordings the clause readers miss, read over the whole sentence: a
move of job said with its change verb (跳槽到米哈游了, 换工作去了格力), a pet that died
(泡泡前两天死了), a habit one can no longer keep (早起已经做不到了), and a move of home
after the old one is given up (武汉的房子卖了，一家人都去长沙了).

Pure. `updated(text, fills)` adds what the sentence says beyond `fills`, never a second
ending or a second value of a slot already read.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import (
    denied_health,
    ending_lexicon,
    given_up,
    habit_over,
    health_aside,
    not_yet,
    still,
    workplace_moves,
    zh_changes,
    zh_diet_now,
    zh_homes_moved,
    zh_objects,
)
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.in_its_place import zh_in_its_place
from memstream.processors.grammar.tastes_turned import tastes_turned
from memstream.processors.noise import sarcastic
from memstream.text import tokenize

_CHANGED: Final = {"changed": True}


_GENERIC: Final = re.compile(
    r"(?:的人|大家|人人|所有人|每个人|很多人|大部分人|大多数人|年轻人)(?:基本上|几乎)?都"
)
_MINE_TOO: Final = re.compile(r"我也|我自己|包括我")
_FOR_OTHERS: Final = re.compile(
    r"(?:给|为|帮|替)(?:我的?)?(?:朋友|同事|老婆|老公|对象|爸妈|父母|爸爸|妈妈|孩子|儿子|女儿|女朋友|男朋友"
    r"|闺蜜|室友|客户|领导|老板)"
)
_FOR_SLOTS: Final = frozenset("diet allergy like dislike condition".split())
_ADVISED: Final = re.compile(
    r"(?:医生|大夫|医师|营养师|教练|妈|爸|老婆|老公|家里人|朋友)(?:一直|老是|总是|总|老|非)?(?:让|叫|要|建议|劝)我"
)
_USERS: Final = re.compile(r"^(?:用户|该用户|这位用户|客户|顾客|某人)")
_TASK: Final = re.compile(r"(?:写|来|编)一?段(?!落)")
"""写一段自我介绍: a text to write, whose 一段 is no wish for prose replies."""
_PARTICLES: Final = frozenset("才就都也还又很真太可")
_TASTE_SLOTS: Final = frozenset("like dislike habit diet".split())


def guarded(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without what the sentence does not say of the user: a like said in sarcasm
    (我可太喜欢周一了呢🙂), what people in general do (办公室的人都爱喝咖啡), what is asked for
    someone else (给我朋友推荐几家素食餐厅) or by someone else (医生让我吃无麸质的), what one
    envies (羡慕你们会说法语), a text to write (写一段), a particle read as a value (我才不喜欢
    加班呢: not 才)."""
    if not fills:
        return fills  # most sentences fill nothing
    if _USERS.match(text.strip()):  # 客户那个会推到下周一了: the user's plan, moved
        return [f for f in fills if f.subject != "user" or _moved_plan(f)]
    generic = _GENERIC.search(text) is not None and _MINE_TOO.search(text) is None
    others, envied = _FOR_OTHERS.search(text) is not None, "羡慕" in text
    task = _TASK.search(text) is not None
    advised = _ADVISED.search(text) is not None  # 医生让我吃无麸质的: not done yet
    return [
        f
        for f in fills
        if f.subject != "user"
        or not (
            sarcastic(f.slot, f.value, text)
            or f.value in _PARTICLES
            or ((generic or advised) and f.slot in _TASTE_SLOTS)
            or (others and f.slot in _FOR_SLOTS)
            or (envied and f.slot in ("skill", "languages"))
            or (task and f.slot == "pref.format" and f.value == "prose")
        )
    ]


def _moved_plan(fill: Fill) -> bool:
    return fill.slot == "plan" and bool(fill.extra.get("moved"))


def updated(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills, guarded, with the updates the sentence says that they do not hold yet, and
    what the user does in place of what ended (`in_its_place`: "quit coffee, tea now")."""
    found = zh_in_its_place(text, _updated(text, fills))
    found = workplace_moves.zh_moved(text, zh_diet_now.diet_now(text, found))  # 现在吃蛋奶素了
    return still.marked(text, found, True)  # 还是做策划: no change


def _updated(text: str, fills: list[Fill]) -> list[Fill]:
    fills = health_aside.zh_aside(text, guarded(text, fills))  # 虾就不吃了，过敏
    fills = denied_health.denied(text, fills, True)  # 芒果过敏是误诊, 医生说是花粉
    fills = [_with_topic(f, text) for f in fills]  # 火锅吃伤了，再也不想吃了
    if not_yet.zh_planned(text):  # 打算戒烟; not 不想再喝了, 主要用, 说实话
        return not_yet.zh_not_yet_ended(fills, text)
    fills = [f for f in fills if not _ended_plan(f)]  # 爬山活动取消了 is no plan
    fills = given_up.zh_diets(fills, text)  # 我不吃肉了: vegetarian
    fills = _fronted(fills, text)  # 香菜我现在能吃了
    fills = habit_over.zh_over_fills(fills, text)  # 掼蛋局散了: 掼蛋 ends
    fills = tastes_turned(text, fills)  # g55u: 现在觉得茄子挺香, 麻辣烫现在看见就腻
    said = {f.slot for f in fills if f.subject == "user" and f.action != NEGATE}
    ends = any(f.action == NEGATE and f.subject == "user" for f in fills)
    if not ends:
        fills += _long_not(text)  # 我现在不熬夜打游戏了
        ends = any(f.action == NEGATE and f.subject == "user" for f in fills)
    found = _new_job(text) + _new_home(text) + _moved_along(text)
    found += _given_role(text)
    found = [f for f in found + zh_homes_moved.settled(text) if f.slot not in said]  # 迁到海宁
    died = _died(text)
    if died and ends:  # 我们家旺财上礼拜走了: the pet's own ending, not one read off the words
        named = died[0].value
        if any(named in f.terms for f in fills if f.action == NEGATE):
            died = []  # 我家的狗死了: the ending read off the words already names it
        else:
            fills = [f for f in fills if not (f.action == NEGATE and named in f.value)]
    if died:  # 我家的猫死了: no new pet
        fills = [f for f in fills if not (f.slot == "pet" and f.value in died[0].value)]
    kept = [] if ends else _cannot_keep(text) or _lapsed(text) or _cancelled(text)
    kept = kept or ([] if ends else _topic_lapsed(text) or _shelved(text) or _forgot(text))
    kept = kept or ([] if ends else _corrected(text) or _in_lexicon(text))
    return fills + found + (died or kept)


_ENDED: Final = re.compile(r"取消|黄了|泡汤|吹了|散了|不去了|不办了|停办|作废")
"""A plan's value that says it ended (活动取消了): no plan."""


def _ended_plan(fill: Fill) -> bool:
    """True for a plan of the user's whose value says something ended."""
    return fill.slot == "plan" and fill.subject == "user" and _ENDED.search(fill.value) is not None


_JOB: Final = re.compile(
    r"(?:跳槽|换工作|换了工作|换公司|换了家公司|跳)(?:了|，|,)?(?:到|去|进)了?(?P<x>[^，,。！!？?；;了]{2,10})"
    r"|(?:入职|加入)了(?P<y>[^，,。！!？?；;了]{2,10})"
    r"|(?:转去|调回|调回到|考进|考入)(?:了(?P<w>[^，,。！!？?；;了吧]{2,10})"
    r"|(?P<v>[^，,。！!？?；;了吧]{2,10})了)"
    r"|^(?P<z>[^，,。！!？?；;了我]{2,10}?)(?:把我挖(?:过去|过来|走)|挖了我|录用了我|要了我)"
)


_GONE_TO_WORK: Final = re.compile(
    r"(?:去|到|来)了?(?P<x>[^，,。！!？?；;了的]{2,10}?)(?:上班|工作|报到|报道|入职)"
    r"|(?:是|成了|算是)(?P<y>[^，,。！!？?；;了的]{2,8})的人了"
)
"""A new workplace said as going there to work or report for duty (已经去拼多多上班了, 下周一去
拼多多报到) or as belonging to it now (我现在是拼多多的人了)."""
_WHEN_MINE: Final = re.compile(
    r"^(?:我们|我)?(?:自己)?(?:现在|目前|最近|刚刚|刚|已经|正式|[上这下]个?月|明天|后天"
    r"|[上这下]?(?:周|礼拜|星期)[一二三四五六日天]?|去年|今年|年初|年底|也|终于|总算|就)*$"
)
"""What may stand before the going in the user's own clause: the user and a time, no one
else (我同事去…) and no wish (我想去…)."""
_MINE: Final = re.compile(
    r"^(?:我们|我)?(?:自己)?(?:最近|刚刚|刚|已经|上个月|上周|去年|今年|年初|年底|也|终于|前段时间|前阵子"
    r"|总算|还是|又)*$"
)
"""What may stand before a change verb in the user's own clause (我最近, 上个月): no one else."""


def _own(text: str, at: int) -> bool:
    """True when the clause that holds `at` says nothing before it but the user and a time."""
    before = re.split(r"[，,。！!？?；;]", text[:at])[-1]
    return _MINE.match(before.strip()) is not None


def _new_job(text: str) -> list[Fill]:
    """跳槽到米哈游了, 换工作去了格力, 入职了字节, 小米把我挖过去了: the new employer (not
    我室友跳槽了)."""
    found = _JOB.search(text)
    if found is not None and not found.group("z") and not _own(text, found.start()):
        return []
    if found is None and (gone := _GONE_TO_WORK.search(text)) is not None:
        before = re.split(r"[，,。！!？?；;]", text[: gone.start()])[-1]
        orgs = zh_objects.org(gone["x"] or gone["y"]) if _WHEN_MINE.match(before) else []
        return [Fill("employer", orgs[0], extra=_CHANGED)] if orgs else []
    groups = ("x", "y", "w", "v", "z")
    said = next((found.group(g) for g in groups if found.group(g)), "") if found else ""
    orgs = zh_objects.org(re.sub(r"(?:上班|工作|做\S*|当\S*)$", "", said)) if said else []
    return [Fill("employer", orgs[0], extra=_CHANGED)] if orgs else []


_GIVEN_ROLE: Final = re.compile(
    r"(?:^|[，,。！!])[\u4e00-\u9fff]{0,5}?(?:让|叫|派|安排|任命|调|提拔)我(?:去|来)?"
    r"(?:当|做|干|担任|接)了?(?P<x>[^，,。！!？?；;了的]{2,8})了"
    r"|(?:^|[，,。！!])我?(?:已经|刚刚?|上个?月|这个?月|今年|去年|最近|正式)*被?"
    r"(?:提了|任命为|委任为|聘为|提为)个?(?P<y>[^，,。！!？?；;了的]{2,8})"
)
"""A role others gave the user (领导让我当车间主任了, 公司安排我做店长了, 上个月提了副主任, 被任命为
科长): the role, when the words read as one (not 让我做个报告)."""


_POST: Final = re.compile(
    r"(?:^|[，,。！!])(?P<pre>[^，,。！!？?]{0,6}?)接(?:了|过|下了?)(?P<x>[^，,。！!？?的]{2,8})的"
    r"(?:位子|位置|职位|岗位|班|担子)"
    r"|把(?P<y>[^，,。！!？?的]{2,8})的(?:位子|位置|职位|岗位|担子)(?:交)?给(?:了)?我"
    r"|(?:^|[，,。！!])(?P<z>[^，,。！!？?的]{2,8})的(?:位子|位置|职位|岗位)(?:现在|已经)?(?:是|归)我的了"
)
"""A post taken over (接了教导主任的位子, 接了年级组长的班), handed over (校长把教导主任的位子
给我了) or owned now (店长的位置现在是我的了)."""
_POST_OWN: Final = re.compile(
    r"(?:[这上下]?(?:学期|个?月|周|礼拜)|今年|去年|年初|现在|刚刚?|已经|正式|终于|我们?|也|就|总算)*"
)


def _given_role(text: str) -> list[Fill]:
    """领导让我当车间主任了, 提了副主任, 接了教导主任的位子: the role the user was given or took
    (not 我同事被提拔为…, 老王接了…, 我想接…)."""
    found = _GIVEN_ROLE.search(text) or _POST.search(text)
    if found is None or (
        found.re is _POST and found["x"] and not _POST_OWN.fullmatch(found["pre"])
    ):
        return []
    said = next((v for k, v in found.groupdict().items() if v and k != "pre"), "")
    roles = zh_objects.role(said) if said else []
    return [Fill("role", roles[0], extra=_CHANGED)] if roles else []


_GAVE_UP_HOME: Final = re.compile(r"房子(?:已经)?(?:卖|退|租出去|转租)了|退租了|搬家了")
_WENT: Final = re.compile(
    r"(?:一家人|全家|一家子|我们家|我们|我)都?(?:搬)?(?:去|到|回)了?(?P<x>[\u4e00-\u9fff]{2,4}?)(?:了|住|定居|生活)"
)


def _new_home(text: str) -> list[Fill]:
    """武汉的房子卖了，一家人都去长沙了: where one went after giving up the home."""
    if _GAVE_UP_HOME.search(text) is None:
        return []
    found = _WENT.search(text)
    found = found if found is not None and _own(text, found.start()) else None
    places = zh_changes.moved_place(found.group("x")) if found is not None else []
    return [Fill("home_location", places[0], extra=_CHANGED)] if places else []


_WHEN_GONE: Final = (
    r"(?:前[两几]天|上周|上礼拜|上星期|上个月|昨天|昨晚|今天|去年|前阵子|前些天|刚刚?|已经|也)*"
)
_DIED: Final = re.compile(
    rf"(?P<x>[\u4e00-\u9fffA-Za-z]{{1,6}}?){_WHEN_GONE}"
    r"(?:死了|去世了|过世了|病死了|老死了|走丢了|去了?喵星了?|回喵星了?|去了?汪星了?|回汪星了?"
    r"|安乐了|安乐死了|做了安乐|被安乐了|(?:走)?过了?彩虹桥了?|去了?彩虹桥了?|送人了|被?送走了"
    r"|送给[\u4e00-\u9fff]{1,6}?养了|被[\u4e00-\u9fff]{1,4}?(?:带|接)(?:走|回老家|回去)了"
    r"|(?:上|去了?)天堂了?|(?:交给|给|让)[\u4e00-\u9fff]{1,6}?养了)"
    r"|把(?P<v>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:送回|送去|送到|送给|交给|托付给)"
    r"(?![^，,。]*寄养)[\u4e00-\u9fff]{0,8}?养(?:了|着了)"
    rf"|(?:我们?家的?|家里的?)(?P<y>[\u4e00-\u9fffA-Za-z]{{1,6}}?){_WHEN_GONE}(?:走了|没了|不在了)"
    r"|^(?![祝你您愿])(?P<w>[\u4e00-\u9fffA-Za-z]{1,6}?)[，,\s]*(?:一路走好|安息吧?)"
)  # 我们家旺财上礼拜走了: 走了 of one of the family's own, said with 我家
_OWNERS: Final = re.compile(r"^(?:我(?:们)?(?:家)?的?|家里的?)")
_FOUND_AGAIN: Final = re.compile(r"找回|找到了|回来了|回家了")
"""A pet lost and then back (走丢了一天又找回来了): nothing ends."""


def _died(text: str) -> list[Fill]:
    """泡泡前两天死了, 我家的猫去喵星了: the pet ends (only a pet: never a person)."""
    found = _DIED.search(text)
    named = (found["x"] or found["y"] or found["w"] or found["v"]) if found else ""
    said = _OWNERS.sub("", named or "")
    if not said or (found is not None and _FOUND_AGAIN.search(text, found.end())):
        return []
    extra = {"object": said, "verb": "", "slots": ["pet"]}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_CANNOT: Final = re.compile(
    r"(?P<x>[\u4e00-\u9fff]{2,6}?)(?:已经|也|都|现在|再也)*(?:做不到|坚持不了|坚持不下去|不行|没法坚持"
    r"|受不了|吃不消|扛不住)了"
)


def _cannot_keep(text: str) -> list[Fill]:
    """早起已经做不到了, 吃辣现在受不了了: the habit or like ends."""
    found = _CANNOT.search(text)
    said = found.group("x") if found is not None else ""
    if not said:
        return []
    extra = {"object": said, "verb": "", "slots": ["habit", "like"]}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_LAPSED: Final = re.compile(
    r"(?:好久|很久|好几个月|几个月|大半年|半年|一年多?|好几年|很长时间|好长时间|一直"
    r"|[一二两三四五六七八九十几\d]+(?:个多月|多个月|个月|年多|多年|年|周|个星期|个礼拜))"
    r"(?:都|也)?没(?:有)?再?"
    r"(?P<x>[\u4e00-\u9fff]{2,6}?)(?:过)?了"
)


def _lapsed(text: str) -> list[Fill]:
    """好久没跑步了: the habit ends (not a like: 好久没吃火锅了 is no change of taste)."""
    found = _LAPSED.search(text)
    if found is None or not _own(text, found.start()):
        return []
    said = found.group("x")
    extra = {"object": said, "verb": "", "slots": ["habit"]}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_CANCELLED: Final = re.compile(
    r"(?P<x>[\u4e00-\u9fff]{2,4}?)(?:的)?(?:卡|会员|年卡|月卡|课)(?:已经|也)?(?:退了|停了|没续了|不续了|到期没续)"
)


def _cancelled(text: str) -> list[Fill]:
    """健身卡退了, 瑜伽会员不续了: the habit ends."""
    found = _CANCELLED.search(text)
    if found is None or not _own(text, found.start()):
        return []
    said = found.group("x")
    extra = {"object": said, "verb": "", "slots": ["habit", "like"]}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_CLAUSES: Final = re.compile(r"[，,。！!？?；;~～\s]+")
_NOT_A_THING: Final = frozenset(
    """再也 已经 现在 最近 真的 实在 彻底 完全 确实 感觉 觉得 有点 一点 甚至 终于 之前 以前 后来
    我们 自己 这个 那个 东西 时候 一下 一次""".split()
)
"""Words of a clause that say how, when or who, not what (never the topic of an ending)."""


def _with_topic(fill: Fill, text: str) -> Fill:
    """An ending that names no thing (再也不想吃了) takes the topic said first in the sentence
    (火锅吃伤了，再也不想吃了: 火锅): Chinese says the topic once, then comments on it."""
    if fill.action != NEGATE or fill.subject != "user" or fill.extra.get("object"):
        return fill
    if any(_thing_word(term) for term in fill.terms):
        return fill
    topic = _topic(text, fill.value)
    if not topic:
        return fill
    return replace(fill, terms=(*fill.terms, topic), extra=fill.extra | {"topic": topic})


def _thing_word(word: str) -> bool:
    han = [c for c in word if "\u4e00" <= c <= "\u9fff"]
    return len(han) >= 2 and word not in _NOT_A_THING and word[:1] not in "不没别"


def _topic(text: str, clause: str) -> str:
    """The first thing word of the sentence's first clause, when the ending is not in it."""
    first = next((c for c in _CLAUSES.split(text) if c), "")
    if not first or first in clause or clause in first:
        return ""
    words = [w for w in tokenize(first) if _thing_word(w) and not _TOPIC_VERB.match(w)]
    return words[0] if words else ""


_TOPIC_VERB: Final = re.compile(r"^(?:吃|喝|看|玩|听|打|觉得|感觉|发现|知道|已经|现在)")


_FRONTED: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fff]{1,4}?)(?:我们?|我家|我自己)?(?:现在|如今|最近|这两年|后来|慢慢)+(?:也|倒是?|居然|竟然)?"
    r"(?:还?挺|很|超|特别|也|都)?(?P<v>能吃|能喝|敢吃|吃得惯|喝得惯|能接受|爱吃|爱喝|喜欢吃|喜欢喝|喜欢|爱上)"
)
_LIKE_VERBS: Final = frozenset("爱吃 爱喝 喜欢吃 喜欢喝 喜欢 爱上".split())
_NOT_LIKED: Final = frozenset("吃 喝 甚至 有点 还挺 挺 也 都 现在".split())
"""What a like reader may take for the thing when the thing stands before the verb."""


def _fronted(fills: list[Fill], text: str) -> list[Fill]:
    """A thing said first, then that the user now takes to it (香菜我现在能吃了, 榴莲现在挺爱吃的):
    the dislike of it ends, and a like of it is said with a verb of liking."""
    first = next((c for c in _CLAUSES.split(text) if c), "")
    found = _FRONTED.match(first)
    thing = found.group("x") if found is not None else ""
    if not thing or thing in _NOT_A_THING or thing[:1] in "我你他她它这那":
        return fills
    kept = [f for f in fills if not (f.slot == "like" and f.value in _NOT_LIKED)]
    if found is not None and found.group("v") in _LIKE_VERBS:
        return [*kept, Fill("like", thing, extra=_CHANGED)]
    extra = {"object": thing, "verb": "", "slots": ["dislike"]}
    return [*kept, Fill("ending", thing, action=NEGATE, terms=(thing,), extra=extra)]


_LONG_NOT: Final = re.compile(
    r"^(?:我们?)?(?:现在|已经|最近|早就|也|都|基本上?|再也)*(?:不再|没再|再也不|不)"
    r"(?P<x>[\u4e00-\u9fff]{5,8})了[吧啊呢哈啦]?$"
)


def _long_not(text: str) -> list[Fill]:
    """我现在不熬夜打游戏了: a longer 不…了 than the clause readers read; what is no longer done
    ends (a like or habit)."""
    for clause in _CLAUSES.split(text):
        found = _LONG_NOT.match(clause)
        if found is None:
            continue
        said = found.group("x")
        terms = tuple(w for w in tokenize(said) if _thing_word(w))
        if terms and not said.startswith(("知道", "需要", "用", "想", "要", "会", "是")):
            object_ = " ".join(terms)  # a narrower kind ends no broader like (恐怖电影, 电影)
            extra = {"said": said, "object": object_, "verb": "", "slots": ["habit", "like"]}
            return [Fill("ending", said, action=NEGATE, terms=terms, extra=extra)]
    return []


_TOPIC_LAPSED: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:我|我们)?(?:已经|都|也)?(?:好久|很久|好几个月|几个月|大半年|半年"
    r"|一年多?|好几年|很长时间|好长时间|好些天|好几周|几周)(?:都|也)?没(?:有)?再?(?P<v>[\u4e00-\u9fff])(?:过)?了"
)


def _topic_lapsed(text: str) -> list[Fill]:
    """日记好几个月没写了: the thing said first, then how long it has not been done; the habit
    ends (as 好久没写日记了)."""
    first = next((c for c in _CLAUSES.split(text) if c), "")
    found = _TOPIC_LAPSED.match(first)
    said = found.group("x") if found is not None else ""
    if not said or said[:1] in "我你他她它这那" or said in _NOT_A_THING:
        return []
    extra = {"object": said, "verb": found.group("v") if found else "", "slots": ["habit"]}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_SHELVED: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:这个|那个)?(?:目标|计划|项目|想法)?(?:我|我们)?(?:已经|也|就|都|先)?"
    r"(?:放下了|放弃了|搁置了|停掉了|关掉了|砍掉了|砍了|黄了|烂尾了|停了|不做了|不搞了|撂下了|凉了)"
)


def _shelved(text: str) -> list[Fill]:
    """冲浪这个目标我放下了, 跑步App已经停掉了: the goal or project ends."""
    return _first_clause_ending(_SHELVED, text, ["goal", "project", "habit"])


_FORGOT: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z+#]{2,8}?)(?:我)?(?:早就|已经|基本|差不多|都|全|全都|也)*"
    r"(?:还给(?:老师|学校)了|忘光了|忘干净了|生疏了|荒废了|丢了)"
)


def _forgot(text: str) -> list[Fill]:
    """德语全还给老师了, 钢琴早就荒废了: the language or skill ends."""
    return _first_clause_ending(_FORGOT, text, ["skill", "languages"])


def _first_clause_ending(pattern: re.Pattern[str], text: str, slots: list[str]) -> list[Fill]:
    """The ending of the thing a pattern names at the start of the first clause (none for a
    person or a word that names no thing)."""
    first = next((c for c in _CLAUSES.split(text) if c), "")
    found = pattern.match(first)
    said = found.group("x") if found is not None else ""
    if not said or said[:1] in "我你他她它这那" or said in _NOT_A_THING:
        return []
    extra = {"object": said, "verb": "", "slots": slots}
    return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]


_ZH_CORRECTED: Final = re.compile(
    r"^(?:其实|哦|噢|啊|不对|说错了|更正一下|更正|纠正一下|抱歉|不好意思|sorry)*[，,：:]?"
    r"(?:应该)?不是(?P<x>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)[，,]?(?:而)?是(?P<y>"
    r"[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)(?:才对|啦|哈|呀)?[。！!]*$"
    r"|^(?P<x2>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:是我)?说错了[，,]?(?:应该|其实)?是(?P<y2>[\u4e00-\u9fffA-Za-z]"
    r"[\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)[。！!]*$"
    r"|^(?:其实|哦|噢|啊|不对|说错了|打错了|更正一下|更正|纠正一下|抱歉|不好意思|sorry|[，,：:])+"
    r"(?:应该)?是(?P<y3>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)[，,]?(?:而)?"
    r"不是(?P<x3>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)(?:啦|哈|呀)?[。！!]*$"
    r"|^(?:其实|哦|噢|啊|不对|不是的|不是|说错了|打错了|更正一下|更正|纠正一下|抱歉|不好意思|sorry"
    r"|[，,：: ])*"
    r"(?:我)?(?:说的是|说的|讲的是|讲的|指的是|[\u4e00-\u9fff]{1,2}的是|應該是|应该是|是)?"
    r"(?P<y4>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)[，, ]?(?:而)?(?:不是|唔係|不係)"
    r"(?P<x4>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,7}?)(?:啦|哈|呀|喇|囉)?[。！!]*$"
)
"""A correction of an earlier message by its value (其实不是上海，是苏州; 上海说错了，是苏州;
说错了，是杭州不是上海)."""
_ZH_CORRECTABLE: Final = sorted(
    """home_location work_location employer role like dislike habit diet skill languages
    relation pet project goal pref.editor timezone""".split()
)
_NAMING: Final = re.compile(r"叫做?|名字是|姓")
"""A naming verb inside what the correction reads as the new value: the value follows it."""
_NOT_A_VALUE: Final = re.compile(r"\s|说的|说错|不对|[我你他她]$")
"""What a corrected value never holds: a space, the words of the correction, a subject."""


def _corrected(text: str) -> list[Fill]:
    """A value said before, corrected to another: the memory that holds it ends and the new
    value takes its place in the same slot (`from`, `instead`)."""
    found = _ZH_CORRECTED.search(text.strip())
    if found is None:
        return []
    old = found.group("x") or found.group("x2") or found.group("x3") or found.group("x4") or ""
    new = found.group("y") or found.group("y2") or found.group("y3") or found.group("y4") or ""
    old, new = old.strip(), new.strip()
    new = _NAMING.split(new)[-1] or new  # 我家狗叫来福，不是旺财: 来福, not 家狗叫来福
    people = "我你他她它这那就都也还只"
    if not old or not new or old == new or old[:1] in people or new[:1] in people:
        return []
    if _NOT_A_VALUE.search(new) or _NOT_A_VALUE.search(old):  # 之前说的不对 我: no value
        return []
    extra = {"object": old, "verb": "", "slots": _ZH_CORRECTABLE, "from": old, "instead": new}
    return [Fill("ending", old, action=NEGATE, terms=(old,), extra=extra)]


def _in_lexicon(text: str) -> list[Fill]:
    """跟咖啡的感情淡了, 动漫早就退坑了, 对游戏没兴趣了: an ending by a predicate of
    `ending_lexicon` ends the like or habit its topic names (the first clause that has one)."""
    for clause in _CLAUSES.split(text):
        found = ending_lexicon.zh_ended(clause) if clause else None
        if found is not None:
            said = found[0]
            extra = {"object": said, "verb": "", "slots": ["habit", "like"]}
            return [Fill("ending", said, action=NEGATE, terms=(said,), extra=extra)]
    return []


_MOVED_ALONG: Final = re.compile(
    r"(?:我们|我|全家|一家人|一家子)(?:也|都|就|已经|跟着|一起)*搬(?:过去|过来|到那边|去那边|那边去)了"
)
_THERE: Final = re.compile(
    r"在(?P<x>[\u4e00-\u9fff]{2,4}?)(?:上学|上班|工作|读书|念书|定居|买了?房|安家|落户)"
)


def _moved_along(text: str) -> list[Fill]:
    """孩子现在在南京上学，我们也搬过去了: a move said without its place, to the place another
    clause of the sentence names (where the children study, the new job is)."""
    if _MOVED_ALONG.search(text) is None:
        return []
    found = _THERE.search(text)
    places = zh_objects.place(found.group("x")) if found is not None else []
    return [Fill("home_location", places[0], extra=_CHANGED)] if places else []
