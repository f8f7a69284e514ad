"""A Chinese habit said by any verb: a frequency or a routine word (每天, 每周三, 平时, 一般,
通常, 经常, 总是, 天天), then what is done, whatever the verb (我平时都是骑自行车上班, 我平时下班后
去打羽毛球). `zh_time.habits` reads first; this reader adds what it missed. The value follows
`zh_time.activity`, the slot table's form: how often and the time of day kept, how much dropped.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import frequency_words as fw
from memstream.processors.grammar import zh_time
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.not_a_routine import (
    zh_bound_to,
    zh_time_over,
    zh_way_there_and_back,
)

_OFTEN: Final = re.compile(fw.ZH_OFTEN)
"""How often, or a routine word before a time of day: `frequency_words.ZH_OFTEN`."""
_AFTER: Final = re.compile(r"^(?:都|也|还|会|要|是|就|习惯|基本|一般|通常|总|坚持|固定)+")
_NOT_DONE: Final = re.compile(
    r"吗|呢|？|\?|什么|怎么|几点|哪|谁|如果|要是|假如|应该|打算|准备|想|希望|计划|争取|尽量|昨天|前天|上周"
    r"|上个月|去年|今天|刚才|刚刚|以前|之前|曾经|不|没|别|很|太|挺|好累|忙|喜欢|讨厌|爱|怕|烦"
    r"|开门|关门|营业|发车|一班|下雨|堵车|加班|开会|例会|比较|有空|没空|在家办公|远程|用|研究|说"
)
"""A question, a wish or plan, a past day, a negation, a state or feeling, or what a thing or
a job does: no habit of the user's."""
_ANAPHOR: Final = re.compile(r"(?:这样|那样|这么|那么|如此|一样|这个|那个|它|他|她)")
"""What only points back (这样, 那样, 一样): no activity named."""
_TIME_OF_DAY: Final = re.compile(
    r"^(?:早上|上午|中午|下午|晚上|夜里|睡前|饭后|午饭后|晚饭后|下班后|下班回家后?|上班前|周末|起床后"
    r"|周[一二三四五六日](?:早上|上午|下午|晚上)?"
    r"|(?:凌晨|半夜|夜里)?[\d一二三四五六七八九十两]+点(?:半|钟)?(?:前|后|左右)?)"
)


_LOOSE_DAY: Final = re.compile(fw.ZH_LOOSE_DAYS)
_LOOSE: Final = re.compile("|".join(sorted(fw.ZH_LOOSE_FREQUENCIES, key=len, reverse=True)))


_FINAL_PARTICLES: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])(?:的说|的啦|啦|哈|呀|哦|喔|嘛|咯|滴|哒|捏|噢|耶)+[~～!！。.]*$"
)
"""A mood particle that ends a clause (打篮球的说, 跑步哈): no part of what is done."""


_DOUBLED_DAY: Final = re.compile(r"(?:(?<=^)|(?<=[我们俺咱，,]))([日晚夜])\1(?=都|[\u4e00-\u9fff])")
"""A day or night said twice (日日, 晚晚): each one, as 每日, 每晚 (我日日都行山)."""


_MOVED_TIME: Final = (
    r"(?:早上|早晨|上午|中午|午休|下午|傍晚|晚上|夜里|睡前|饭后|午饭后|晚饭后|下班后|上班前|周末|工作日"
    r"|每(?:周|星期|礼拜)[一二三四五六日天])"
)
"""A time a habit is moved to: a part of the day or a weekday that recurs (每周三), never one
day (改到周三: a plan moved)."""
_MOVED: Final = re.compile(
    r"^(?:我们|我|俺|咱)?(?:现在|最近|已经|这周起|从这周起)*把?(?P<what>[\u4e00-\u9fff]{2,4}?)"
    rf"(?:从{_MOVED_TIME})?(?:改到|挪到|调到|换到|移到|改在|挪在|放到)了?(?P<when>{_MOVED_TIME})"
    r"(?:去了|了|啦|去)*$"
)
"""A habit moved to another time (我把跑步改到晚上了, 游泳从早上改到了晚上): what is done, and
when it now is."""


def moved_habit(clause: str) -> list[Fill]:
    """A habit moved to another time: the old one of the same doing ends, and the doing at its
    new time is the habit (我把跑步改到晚上了 → 晚上跑步)."""
    found = _MOVED.match(clause.strip("，,。！!~ "))
    if found is None or a_state(found["what"]):
        return []
    what = found["what"]
    extra = {"object": "", "verb": "", "slots": ["habit"], "replaced": True}
    ending = Fill("ending", what, action=NEGATE, terms=(what,), extra=extra)
    return [ending, Fill("habit", found["when"] + what)]


def habits(clause: str) -> list[Fill]:
    """A habit in a user's clause said with a frequency or routine word and any verb; a clause
    said in one breath (voice input, no commas) is read up to its next link word."""
    if moved := moved_habit(clause):
        return moved
    found = _habits(clause)
    if found or len(clause) < 12 or (link := _LINK.search(clause, 4)) is None:
        return found
    return _habits(_LEAD.sub("", clause[: link.start()])) if link.start() >= 6 else []


_LINK: Final = re.compile(r"所以|但是|因为|不过|可是|然后|而且|结果|雷打不动")
"""A link word that opens the next clause of one said without commas (…吃饭所以礼拜天别…)."""
_LEAD: Final = re.compile(r"^(?:我跟你说|跟你说|我和你说|说真的|讲真|其实)")
"""A lead-in before the user's clause (我跟你说我每个礼拜天…): no part of it."""


def _habits(clause: str) -> list[Fill]:
    clause = _DOUBLED_DAY.sub(lambda m: "每" + m[1], _FINAL_PARTICLES.sub("", clause))
    if event := event_routines(clause):  # 平时下班后我会去游泳: the user after the time
        return event
    found = _OFTEN.search(clause)
    if found is None and _NOT_DONE.search(clause) is None:
        return _routine_placed(clause)
    if found is None or _NOT_DONE.search(_LOOSE_DAY.sub("", _LOOSE.sub("", clause))) is not None:
        return []  # 时不时去钓鱼: the 不 of 时不时 is no negation
    before = re.sub(r"^(?:我们|我)", "", clause[: found.start()])
    if len(before) > 4 or not _only_time(before):
        return []  # 这家店每天…: someone or something else's routine
    rest = _AFTER.sub("", re.sub(r"^(?:我们|我)", "", clause[found.end() :].strip("，,。！!~ ")))
    done = _after_times(rest)
    if len(done) < 2 or re.fullmatch(r"(?:在\S{1,8})?上班", done):  # 平时在网易上班: the job
        return []
    if _ANAPHOR.match(done):
        return []  # 每天都是这样: what is done is only pointed at, not said
    value = zh_time.activity(before + _how_often(found.group(0)) + rest)
    return [Fill("habit", value)] if 2 <= len(value) <= 16 else []


_ROUTINE_WORD: Final = re.compile(
    r"(?:一般|通常|平时|平常|总是|老是|经常|常常|基本上?|向来|习惯)(?:都|会|也|就|是)*"
)
"""A routine word, and what may follow it before what is done (一般都会, 总是)."""


def _placed(said: str) -> int:
    """How long the place said before what is done is (在地铁上|听播客, 在家|做饭), or 0."""
    if not said.startswith("在"):
        return 0
    return next((at for at in range(2, 8) if _VERB_FIRST.match(said[at:])), 0)


_VERB_FIRST: Final = re.compile(
    r"^(?:[听看读背刷写做练吃喝睡打跑骑走遛逛泡煮买学弹画玩拍拉冥追]|午睡|散步|健身|锻炼|游泳|跳绳|瑜伽|早起|早睡|晚睡|熬夜)"
)
"""What is done opens with a verb (听播客, 做饭, 睡个午觉)."""


def _routine_placed(clause: str) -> list[Fill]:
    """A routine word said after a time that recurs (我周日下午一般会睡个午觉) or before where
    what is done is done (我总是在地铁上听播客, 我一般在家做饭): a habit, its value the time or
    place and what is done (周日下午睡午觉, 在地铁上听播客)."""
    said = re.sub(r"^(?:我们|我)", "", clause.strip("，,。！!~ "))
    found = _ROUTINE_WORD.search(said)
    if found is None:
        return []
    before, rest = said[: found.start()], said[found.end() :]
    if before and _TIME_OF_DAY.fullmatch(before) is None:
        return []  # 这家店一般…: someone else's routine, or more than a time before it
    rest = _after_times(rest)
    place = _placed(rest)
    done = rest[place:]
    going = re.match(r"去[\u4e00-\u9fff]{2}", done) is not None  # 我平常去健身房
    if not before and not place and not going and re.search(r"都(?:会|要)", found.group(0)) is None:
        return []  # 我一般喝美式: a routine word alone says a taste or a manner as often
    if (
        _VERB_FIRST.match(re.sub(r"^[去来]", "", done)) is None
        or not 2 <= len(done) <= 12
        or re.match(r"上班|工作", done)
    ):
        return []
    value = zh_time.activity(before + rest)
    return [Fill("habit", value)] if 2 <= len(value) <= 16 else []


_KEPT_OFTEN: Final = (
    "每",
    "一到",
    "工作日",
    "周一到",
    "星期一到",
    "礼拜一到",
    "逢",
    "天天",
    "日日",
    "晚晚",
    "夜夜",
    "早晚",
    "几乎",
    "基本",
    *fw.ZH_LOOSE_FREQUENCIES,
    *fw.ZH_FIXED_OPENERS,
)
"""How a frequency word kept in the value opens."""


def _how_often(said: str) -> str:
    """How often a frequency word says (每周三, 基本每天), kept in the value; a routine word
    (平时, 一般) says no more than that it is a habit."""
    return re.sub(r"^(?:几乎|基本(?:上)?)", "", said) if said.startswith(_KEPT_OFTEN) else ""


def _only_time(said: str) -> bool:
    """Whether what stands before the frequency is only a time of day (周末, 下班后) or nothing."""
    return not said or _TIME_OF_DAY.fullmatch(said) is not None


def _after_times(said: str) -> str:
    """What is done, past the times of day that open it (下班后去打羽毛球 → 去打羽毛球)."""
    while (time := _TIME_OF_DAY.match(said)) is not None and time.end() < len(said):
        said = _AFTER.sub("", said[time.end() :])
    return said


def no_skill_in(fills: list[Fill], habits: list[Fill]) -> list[Fill]:
    """Without a skill read from a habit's own words (我每天晚上都会泡脚: 会 says it is done
    habitually, not that one can; 都要 too, whatever the habit's value says: 都要趴一会儿), nor
    one that is a state (每个月都会偏头痛几次) or a while (看会儿书: 会儿 is no "can")."""
    done = "".join(f.value for f in habits)
    return [f for f in fills if f.slot != "skill" or not _habitual(f.value, done)]


def _habitual(skill: str, done: str) -> bool:
    """Whether a skill's words are a habit's, a state's or a while's, not what one can do."""
    if skill.startswith("儿") or "会儿" in skill or a_state(skill):
        return True
    routine = _ROUTINE_WORD.search(skill) is not None  # 周日下午一般会…: 会 of a routine
    return bool(done) and (_within(skill, done) or "都要" in skill or routine)


def _within(skill: str, done: str) -> bool:
    """The skill is the habit's own words (as a whole, or most of its characters: 吃完午饭都要趴一
    of 我吃完午饭都要趴一会儿)."""
    return skill in done or len(set(skill) & set(done)) * 5 >= len(set(skill)) * 4


_ROUTINE_ALL: Final = re.compile(
    r"^(?:我们|我)(?P<when>[^，,。我]{0,5}?)(?:(?:一般|通常|平时|基本上?|向来)(?:都|就)|都)"
    r"(?:是|要|会|得|习惯)?(?:先)?"
    r"(?P<what>[^，,。]{2,14})$"
)
"""我都是凌晨两点才睡的, 我吃完饭都要出去溜达一圈: 都 after the user and a when says what is done
every time; 我们都是程序员 (all of us) is read by no verb opening what follows."""
_WHEN_SAID: Final = re.compile(
    r"^(?:早上|上午|中午|下午|晚上|夜里|凌晨|周末|睡前|饭后|午饭后|晚饭后|起床后|下班后|下班回家后?|上班前|下班"
    r"|[吃做忙下写][完了]\S{0,2}?|\S{1,3}(?:以?后|以?前|的时候))?$"
)
_DONE_FIRST: Final = re.compile(
    r"^(?:\S{0,3}?(?:早上|晚上|凌晨)?[\d一二三四五六七八九十两]+点(?:半|钟)?(?:左右)?[才就]?)?"
    r"(?:出去|自己|先|去|骑|跑|走|坐|吃|喝|睡|起|看|听|玩|做|带|打|刷|泡|练|写|读|遛|散|逛|开|洗|买|煮|冲|敷|趴|躺|眯|歇|午睡|听"
    r"|陪|接|送|给|浇|背|弹|画|跳|拉|追|学|上)"
)
"""What is done: a verb opening it, after a clock time if any (凌晨两点才睡)."""
_FIRST_THING: Final = re.compile(
    r"^(?:我)?(?P<when>[^，,。]{2,6}?)(?:的)?第一件事(?:就|都)?是(?P<what>[^，,。]{2,10})$"
)
"""早上起来第一件事就是刷手机: what is done first every time is a habit."""
_PLAIN_WHEN: Final = re.compile(
    r"^(?:我们?)?(?:(?P<when>下班后|下班以后|睡前|饭后|午饭后|晚饭后|起床后|上班前|早上起来|一起床|到家后?)"
    r"(?:一般|都|会|就|先|第一件事)*"
    r"(?P<what>去[^，,。]{2,8}|[骑跑练游][^，,。]{1,6}|(?:喝|吃|刷|洗|泡|看|听|冥想|拉伸|背|写)[^，,。]{1,8}"
    r"|(?:散步|遛|走|溜达|午睡|打盹|追剧|打游戏)[^，,。了过]{0,8})"
    r"|(?P<morning>早上|早晨|每早)(?:一般|都|会|就|先)*"
    r"(?P<taken>[骑跑练游][^，,。了过]{1,6}|(?:喝|吃|冥想|拉伸|背|泡)[^，,。了过的]{1,8})"
    r"|(?P<clock>(?:晚上|凌晨|夜里|半夜|早上)?[\d一二三四五六七八九十两]+点(?:半|钟)?(?:左右)?)[就才]?"
    r"(?P<sleep>睡|起床?|上床)(?:觉)?[了的]?"
    r"|(?P<rest>平时|平常|工作日|休息日|节假日|下班后)(?:一般|通常)?都?会"
    r"(?P<then>(?:去|出去|陪|带|跑|骑|练|打|游|做|看|爬|逛)[^，,。了过你您]{1,8}))$"
)
"""我下班后去健身房, 我早上喝黑咖啡: a time that recurs every day and a going, a sport or what
is taken, no frequency word (早上 alone, not 晚上: 我晚上吃火锅 is as often tonight's plan); a
clock time one sleeps or gets up at (晚上十点就睡了); a usual day and 会 (我平时会去健身房;
周末会 is as often this weekend). The
user may go unsaid (早上起来先喝杯温水)."""
_SOME_DAY: Final = re.compile(
    r"明天|后天|今晚|待会|等会|一会儿?(?=[去就再要])|这周|下周|下个|那天|周[一二三四五六日]"
)


_USED_TO: Final = re.compile(
    r"^(?:我们|我)(?:也|早就|已经|一直|从小就?)*习惯了?(?P<what>[^，,。]{2,10}?)(?:了|的)?$"
)
"""我已经习惯了晚睡: what one is used to doing is done habitually (what one is used to having,
习惯暗色主题, is read as a taste or a preference, by no verb opening it)."""


_ANCHOR: Final = (
    r"(?:每个?)?(?:周末|工作日|周[一二三四五六日天]|礼拜[一二三四五六日天]|星期[一二三四五六日天])(?:早上|上午|下午|晚上)?"
    r"|(?:每天|每晚|平时)?(?:早上|上午|中午|下午|晚上|睡前|下班后)"
)
"""A time that recurs, said as the topic of a clause (周末, 周日, 晚上, 每天早上)."""
_ANCHOR_IS: Final = re.compile(
    rf"^(?:我的?)?(?P<when>{_ANCHOR})(?:基本上?|一般|通常|都|就|也|永远|向来)*"
    r"(?:是|=)(?:我的)?(?P<what>[^，,。是]{2,10}?)(?:日|时间|时光|时刻)?(?:了|的)?$"
)
"""周末就是睡懒觉, 周日是我的瑜伽日: a recurring time that is what the user does then."""
_ANCHOR_STARTS: Final = re.compile(
    rf"^(?:我的?)?(?P<when>{_ANCHOR})(?:基本上?|一般|通常|都|就|也|永远|向来|是)*"
    r"(?:从|以)(?P<what>[^，,。]{2,10}?)(?:开始|开启|结束|收尾)的?$"
)
"""我的早上从一杯美式开始: what a recurring time starts or ends with is done then."""
_MUST_WHEN: Final = re.compile(
    rf"^(?:我们|我)?(?P<when>(?:{_ANCHOR})?(?:[\d一二三四五六七八九十两]+点(?:半|钟)?(?:前|以前|之前|后|以后)?)?)"
    r"(?:基本上?|都)*(?:必|必须|雷打不动地?|准时|准点)(?P<what>[^，,。]{1,8})$"
)
"""晚上十点前必睡, 周日雷打不动去爬山: a recurring time and a must (必, 雷打不动) say a habit."""


def anchored(clause: str) -> list[Fill]:
    """A habit with a recurring time as the clause's topic (周末就是睡懒觉, 周日是我的瑜伽日, 我的
    早上从一杯美式开始) or with a must after a time (晚上十点前必睡)."""
    said = clause.strip("，,。！!~ ")
    if _NOT_DONE.search(said) is not None or _SOME_DAY.search(re.sub(_ANCHOR, "", said)):
        return []
    found = _ANCHOR_IS.match(said) or _ANCHOR_STARTS.match(said)
    if found is not None and (_VERB_FIRST.match(found["what"]) or found["what"].startswith("一")):
        return _routine(found["when"], found["what"])
    if found is not None and re.search(r"[日天]$|时间$", said):  # 周日是我的瑜伽日
        return _routine(found["when"], found["what"])
    must = _MUST_WHEN.match(said)
    if must is not None and must["when"] and _VERB_FIRST.match(must["what"]):
        return _routine(must["when"], must["what"])
    return []


def routines(clause: str) -> list[Fill]:
    """A habit said without a frequency word: 我都是凌晨两点才睡的, 我吃完饭都要出去溜达一圈,
    早上起来第一件事就是刷手机, 我下班后去健身房 (not 明天下班后去健身房, a plan)."""
    if anchor := anchored(clause):
        return anchor
    if _NOT_DONE.search(clause) is not None or _SOME_DAY.search(clause) is not None:
        return []
    said = _user_first(clause.strip("，,。！!~ "))
    used = _USED_TO.match(said)
    if used is not None and _VERB_FIRST.match(re.sub(r"^[去来]", "", used["what"])):
        return _routine("", used["what"])  # 我已经习惯了晚睡, 我习惯了每天走路上班
    found = _FIRST_THING.match(said) or _PLAIN_WHEN.match(said)
    if found is None and (every := _ROUTINE_ALL.match(said)) is not None:
        what = re.sub(r"[的了]+$", "", every["what"])
        meal = _MEAL.fullmatch(every["when"]) is not None  # 我午饭一般都自己带饭
        if (meal or _WHEN_SAID.match(every["when"])) and _DONE_FIRST.match(what):
            return _routine("" if meal else every["when"], what)
    groups = found.groupdict() if found is not None else {}
    for when, what in (("morning", "taken"), ("clock", "sleep"), ("rest", "then")):
        if groups.get(when):  # 我早上喝黑咖啡, 晚上十点就睡了, 我平时会去健身房
            return _routine(groups[when], groups[what])
    if found is None or _ANAPHOR.match(found["what"]):
        return event_routines(said)
    return _routine(found["when"], found["what"])


_ME: Final = r"(?:我们|我|俺们|俺|咱们|咱)"
_EVENT: Final = (
    r"(?P<when>(?!每次)[\u4e00-\u9fff]{1,5}?(?:以后|之后|后)"
    r"|[\u4e00-\u9fff][完了][\u4e00-\u9fff]{1,3}?)"
)
"""An event that recurs, said as the time of what is done: a verb done, then 后 (收车以后,
下班后), a verb with 了 or 完 and its object (下了夜班, 吃完饭). Not 每次 (each time): after it,
都会 says a reaction as often as a doing (每次考试都会紧张), and the corpus agrees."""
_EVERY_TIME: Final = re.compile(
    rf"^(?:平时|平常|一般|通常)?(?P<me1>{_ME})?(?:平时|平常|一般|通常)?{_EVENT}(?P<me2>{_ME})?"
    r"(?P<mark>(?:一般|通常|基本上?|平时)?(?:都|总|总是|总要|老是|每次都)(?:会|要|得|是)?|会)"
    r"先?(?P<what>[^，,。！!？?]{2,16}?)(?:的说|的)?$"
)
"""下了夜班我都会先去吃碗米线, 我收车以后总要去回民街: an event, then 都 or 总 (each time) or,
after 平时 / 一般, 会, then what is done: a habit read by its shape, whatever the verb."""
_THEN: Final = re.compile(r"(?:再|然后|才)[\u4e00-\u9fff].*$")
_PAST_STAGE: Final = re.compile(r"小时候|上学|大学|高中|初中|读书|那会|当年|以前|之前|那时")


def event_routines(said: str) -> list[Fill]:
    """A habit whose time is an event that recurs, with 都 / 总 or a routine word and 会 beside
    the user (下了夜班我都会先去吃碗米线再回家睡觉 → 下了夜班去吃米线, 平时下班后我会去游泳);
    a plan (明天下班后), a past stage (上大学以后) or a negated doing is none."""
    found = _EVERY_TIME.match(said.strip("，,。！!~ "))
    if found is None or not (found["me1"] or found["me2"]):
        return []
    if found["mark"] == "会" and not re.match(r"平时|平常|一般|通常", said.lstrip(_ME_CHARS)):
        return []  # 下班后我会去找你: "will", no routine
    when, what = found["when"], _THEN.sub("", found["what"])
    if _SOMEONE.search(when) or any(word in said for word in _NOT_SAID_AS_DONE):
        return []  # 我老公下班后都会去钓鱼: someone else's; 下班后你都会干嘛: a question
    if _SOME_DAY.search(said) or re.search(r"[了过你您]", what):
        return []  # 明天下班后我都会在; 到家后会告诉你: a promise, once; 下了班都去了: past
    if a_state(what) or _FELT.search(what):
        return []  # 每次喝咖啡都会心慌, 每次坐飞机都会耳朵疼: what happens to the user, no doing
    if _PAST_STAGE.search(when) or re.match(r"[不没别很太是]", what):
        return []
    if _ANAPHOR.match(what) or len(what) < 2 or _AIMED.search(said):
        return []
    return _routine(when, what)


_ME_CHARS: Final = "我们俺咱"
_FELT: Final = re.compile(
    r"(?:" + "|".join(sorted(w.BODY_PARTS, key=len, reverse=True)) + r")?[疼痛痒酸晕麻]"
    r"|过敏|紧张|害怕|想哭|哭|犯困|失眠|睡不着|生气|上火|长痘|发烧|感冒|晕车|晕机"
)
"""What the body or the mood does (耳朵疼, 过敏, 紧张): said after an event, a reaction."""
_SOMEONE: Final = re.compile(
    "|".join(
        sorted(
            {*w.RELATIONS, *w.PERSON_NOUNS, *w.ORGS, "他", "她", "你", "它", "公司", "家", "的"},
            key=len,
            reverse=True,
        )
    )
)
"""Someone or something before the event (老公, 同事, 公司, 的): the routine is theirs."""
_NOT_SAID_AS_DONE: Final = (*w.QUESTION, *w.HYPOTHETICAL, *w.TENTATIVE, *w.REPORTED, *w.JOKES)


_MEAL: Final = re.compile(r"早饭|午饭|晚饭|早餐|午餐|晚餐|中饭")
_WHEN_FIRST: Final = re.compile(
    r"^(?P<when>(?:早上|上午|中午|下午|晚上|睡前|饭后|午饭后|晚饭后|起床后|下班后|下班回家后?|下班以后|上班前|周末"
    r"|回家后|到家后?|每次[^，,。我]{1,6}?(?:后|前|的时候)))(?P<me>我们|我)"
)
"""A time that recurs said before the user (下班回家我都会先洗个澡)."""


def _user_first(said: str) -> str:
    """The clause with the user first (下班回家我都会先洗个澡 → 我下班回家都会先洗个澡), so that a
    routine said either way is read alike."""
    found = _WHEN_FIRST.match(said)
    return said if found is None else found["me"] + found["when"] + said[found.end() :]


def _routine(when: str, what: str) -> list[Fill]:
    """The habit of a when and what is done, as `zh_time.activity` says it (才 and 就 out)."""
    value = zh_time.activity(re.sub(r"(?<=点)[才就]|(?<=[时后前])就|一?会儿", "", when + what))
    value = re.sub(r"^(\S*?)[的了]+$", r"\1", value)
    value = re.sub(r"(?<=[吃喝洗睡泡做看买打听写冲煮])个(?=[\u4e00-\u9fff])", "", value)  # 洗个澡
    return [Fill("habit", value)] if 2 <= len(value) <= 14 else []


_STEADY: Final = re.compile(r"(?:固定|按时)(?=去|[\u4e00-\u9fff]{2})")
"""固定 or 按时 inside what is done (晚上固定去游泳): how steady, not what is done."""


_KEPT_FOR: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])[\u4e00-\u9fff]了(?:[\d一二三四五六七八九十两几]+|好几|十几|二十多)(?:年|个多?月|周|个?星期)多?了?$"
)
"""How long a habit has been kept, said with its verb again (跳广场舞|跳了五年): not what is
done."""
_STREAK: Final = re.compile(
    r"(?:已经|都|一直)?(?:坚持|保持)(?:了|下来了?)?(?:快|将近|差不多|整整)?"
    r"(?:[\d一二三四五六七八九十两几半]+|好几|十几|二十多)(?:年|个多?月|周|个?星期|天)多?了?$"
)
"""A streak after a habit (每天晨跑|坚持五年了, 记账这个习惯我|坚持三年了): how long it is kept, not
what is done; alone, no habit."""
_NOT_WORDS: Final = re.compile(r"[^\w\u4e00-\u9fff]+$")
"""An emoji or a mark after what is done (一周吃三顿🍲)."""
_CANNOT: Final = re.compile(r"[\u4e00-\u9fff](?:不到|不着|不了|不够)")
"""What cannot be done (每天睡不到四小时, 每天吃不上饭): a state, no habit."""
_FREQ_ONLY: Final = re.compile(
    r"^(?:每|一)(?:天|周|星期|礼拜|个?月)|^天天|(?:[\d一二三四五六七八九十两几]+)(?:次|顿|回|杯|趟)$"
)
"""How often alone (一周, 每天, 三顿): left out, what one can do (能吃) names nothing done; a
verb alone that is done (每周跑三次) is a habit."""
_SAYING: Final = re.compile(r"^(?:嚷嚷?|念叨|唠叨|叨叨?|喊着|吵着|说着)")
"""What someone keeps saying (天天嚷嚷要当宇航员): words, not a habit."""


_STATE: Final = re.compile(
    r"^(?:都|也|还|会|要|是|在)*(?:被|挨|让人|叫人|有人|没人|遭)"
    r"|^(?:都|也|还|会|要|是|在)*(?:焦虑|担心|发愁|郁闷|难受|失眠|犯困|发呆|内耗|emo|头[疼痛晕]|偏头痛|胃[疼痛]"
    r"|腰[疼痛酸]|肚子疼|拉肚子|流鼻血|做噩梦|心慌|迟到|加班|堵车|下雨|人(?:很|特别|超|贼|巨|太)?[多挤满少])"
    r"|^[\u4e00-\u9fff]{1,2}得(?:要死|要命|死|命|不行|不可开交|慌|够呛|半死|想哭|发疯|头疼|睡不着)"
)
"""What happens to the user or how they are, said with a frequency (每天都被老板催进度, 每天累得
要死, 天天吵得不可开交, 每天都头疼): a state that recurs, not a habit."""


def a_state(what: str) -> bool:
    """Whether what a habit says is done is a state or what is done to the user."""
    done = _after_times(zh_time.done(what) or what)
    return _STATE.search(done) is not None or _STATE.search(what) is not None


_CALLED: Final = re.compile(
    r"^(?P<what>[^，,。我你他她]{2,12}?)(?:已经|早就|就|也)?(?:是|成了|成为了?)我(?:每天|每周|每晚|平时|生活|日常)?的?"
    r"(?:必修课|日常|一部分|固定节目|仪式|习惯)(?:了|啊)?$"
)
"""晚饭后散步是我每天的必修课, 健身已经是我生活的一部分了: what is called the user's routine."""
_KEPT_UP: Final = re.compile(
    r"(?:我)?(?:从来|从不|一次都|一次也|基本)?(?:不|没)(?:缺|落下|错过|耽误|落|断)(?:过)?(?:席)?$|是$"
)
"""How steadily a habit is kept, said after it (每周日的陶艺课我从来不缺): not what is done."""


_POINTED_DOER: Final = re.compile(
    r"^(?:这|那)(?!周|个?月|个?星期|两年|几年|几天|段时间|阵子|时候|天|年|会儿|样|么)[^我，,。]{0,4}?"
    r"(?:一般|通常|平时|总是|经常|每|天天)"
)
"""A clause about a thing pointed at (这家店一般…, 那个公园每天…): its routine, not the user's."""


_NOT_USED_TO: Final = re.compile(r"(?:不|没|没有|还没|还不|不太|不大)习惯")
"""习惯 denied (我还没习惯早起, 我不习惯熬夜): nothing done habitually."""


_SETTING: Final = re.compile(
    r"(?:主题|模式|界面|字体|字号|格式|布局|配色|风格|设置|版本|键盘|快捷键|排版|皮肤"
    r"|语气|口吻|公制|英制|单位|简体|繁体|中文|英文|汉字)$"
)
"""A setting, a register, a unit or a script one has, not a doing (暗色主题, 深色模式, 大字体,
公文的语气, 公制, 简体中文)."""


def _used_to_having(value: str, clause: str) -> bool:
    """Whether a habit is only a setting one is used to, said right after 习惯 (我习惯暗色主题:
    a preference, no doing)."""
    return f"习惯{value}" in clause and _SETTING.search(value) is not None


_EVERY: Final = re.compile(
    r"每天|每日|每晚|每周|每个?月|每个?(?:星期|礼拜)|周末|平时|一般|经常|总是"
)


def _only_a_day(clause: str) -> bool:
    """Whether the clause's only 天天 is a day and the next word (今天|天气, 明天|天亮), no
    "every day", and no other frequency is said."""
    at = [m.start() for m in re.finditer("天天", clause)]
    if not at or _EVERY.search(clause) is not None:
        return False
    return all(i > 0 and clause[i - 1] in w.DAY_DEICTICS for i in at)


_OFTEN_THEN: Final = re.compile(
    r"^(?:每天|每日|天天|每晚|每周[一二三四五六日天]?|每个?月)(?:早上|上午|中午|下午|晚上|睡前)?才"
)
"""How often, then 才 (每天早上才醒): what 才 follows was the habit, and it went unsaid."""
_AIMED: Final = re.compile(
    r"准备|打算|计划|决定要?|争取|想要|要开始"
    r"|(?:下|下个|下一)(?:周|星期|礼拜|月)[一二三四五六日天]?(?:开始|起)"
    r"|(?:明天|后天|明年|明儿|年后|过完年|过了年|开学|放假|元旦|春节|月底|年底|下半年)(?:以后|后)?(?:开始|起)"
    r"|(?:从|等)(?:下周|明天|下个月|明年|以后)"
    r"|(?:(?<![冥思感理回梦猜设构幻联])想|希望|应该|但愿|要是|如果)(?:以后|今后)?(?:能|可以)?(?:每|天天|坚持|一周|一天)"
    r"|(?:梦想|理想|愿望|心愿)(?:就)?是"
    r"|(?:说|让|叫|要求|建议|嘱咐|规定|逼着?)我(?:以后|今后)?(?:要|得|必须)?(?:每|天天|坚持|一周|一天)"
    r"|(?:下个?月|这个?月|本月|下周|这周|本周|这学期|下学期|这段时间)(?:的)?(?:每|天天|逢)"
    r"|(?:今年|去年|前年|这个|那个|上个|那年)(?:暑假|寒假|假期|夏天|冬天|春天|秋天|学期)"
    r"(?:(?!开始|起|以来)[^，,。]){0,3}(?:每|天天)"
)
"""A habit aimed at, not yet done (我准备每天背单词, 我下周开始每天跑步), dreamt of (我的梦想是每天
睡到自然醒), asked of the user by someone else (医生说我每天要吃两次药), or bound to a stretch
(下个月每周二要去复查, 今年暑假我每天都去游泳了)."""
_DOSE: Final = re.compile(
    r"药|胶囊|针剂|(?:[一二两三四五半\d])(?:片|粒|颗)半?$|[吃服](?:[一二两三四五半\d])(?:片|粒|颗)"
)
"""A medicine taken or a dose (每天早上吃一片降压药, 每天一片半): a treatment, no habit."""
_COULD_ALWAYS: Final = re.compile(
    r"(?:可以|能|能够)(?:天天|每天|顿顿|一直|一辈子)(?:都)?(?:吃|喝|看|听|玩)(?P<x>[\u4e00-\u9fffA-Za-z]{1,8}?)"
    r"(?:都不腻|不腻|也不腻|都行|也行)?(?:$|[，,。！!])"
)
"""What one could have every day (我可以天天吃火锅): a like, no habit."""


_AT_A_RATE: Final = re.compile(
    r"^(?:我|俺|本人)(?:平时|平常|一般|基本上?|差不多|现在|如今)?"
    r"(?P<per>一天|每天|天天|一日|每日|一周|每周|一星期|每星期|一个星期|一礼拜|每个?礼拜)"
    r"(?:都|要|得|会|能|差不多|至少|少说|起码|大概)*(?P<v>抽|喝|吃|来|灌|嗦|干)?(?:个|上)?"
    r"(?P<n>[一二两三四五六七八九十几半\d]+)(?P<m>包|杯|瓶|罐|听|根|支|碗|壶|个|颗|盒)"
    r"(?:的)?(?P<x>[\u4e00-\u9fffA-Za-z]{1,6}?)[了啊呢吧哈]*$"
)
"""How much of a thing the user has in a day or a week, with no verb (我一天一包烟, 我每天差不多
三杯咖啡, 我一周两瓶红酒): the having is the habit, as often as it is said, without the count."""
_DRUNK: Final = re.compile(
    r"咖啡|茶|酒|白的|啤的|水|可乐|奶|豆浆|美式|拿铁|饮料|汽水|果汁|汤|奶茶|椰汁|气泡"
)
"""What is had by drinking (咖啡, 奶茶, 白的)."""


def had_at_a_rate(clause: str) -> str:
    """The habit of a clause saying how much of a thing the user has in a day or a week
    (我一天一包烟 → 每天抽烟, 我一周两瓶红酒 → 每周喝红酒), or "" (a medicine is no habit)."""
    found = _AT_A_RATE.match(clause.strip("，,。！!~ "))
    if found is None or found["v"] or re.search("药|片|胶囊", found["x"]):
        return ""  # 我一天喝八杯咖啡: with the verb said, read by the clause readers or none
    thing = found["x"]
    verb = "抽" if thing.endswith("烟") else "喝" if _DRUNK.search(thing) else "吃"
    often = "每周" if re.search("周|星期|礼拜", found["per"]) else "每天"
    return f"{often}{verb}{thing}"


def _rate_read(habits: list[Fill], had: str, clause: str) -> list[Fill]:
    """The habits of a clause of how much a day, with `had` (每天抽烟) in place of none or of a
    value that kept neither the count nor the verb (我一周两瓶红酒 read as 一周红酒); a value
    with its count (每天两杯咖啡) stays as read."""
    found = _AT_A_RATE.match(clause.strip("，,。！!~ "))
    count = f"{found['n']}{found['m']}" if found else ""
    verb = had[2]
    said = [f for f in habits if f.slot == "habit"]
    if said and all(count in f.value or verb in f.value for f in said):
        return habits
    return [*(f for f in habits if f.slot != "habit"), Fill("habit", had)]


def tidy(habits: list[Fill], clause: str) -> list[Fill]:
    """Habit values as `zh_time.activity` writes them, no 固定 (晚上固定去游泳 → 晚上游泳); a bare
    去玩 (what is played is not said) and what is kept saying (天天嚷嚷) are none; what is
    called the user's routine (晚饭后散步是我每天的必修课) is the habit."""
    if _only_a_day(clause):
        return [f for f in habits if f.slot != "habit"]  # 今天天气不错: 今天 + 天气, no 天天
    if _spoken_as_worker(clause):
        return [f for f in habits if f.slot != "habit"]  # 作为护士我每天要给病人量血压: the job
    if _AIMED.search(clause) is not None:
        return [f for f in habits if f.slot != "habit"]  # h36t: 我准备每天背单词: not yet done
    if had := had_at_a_rate(clause):  # 我一天一包烟: 每天抽烟
        habits = _rate_read(habits, had, clause)
    could = _COULD_ALWAYS.search(clause)
    if could is not None:  # h36t: 我可以天天吃火锅: what one could have without end is liked
        return [f for f in habits if f.slot != "habit"] + [Fill("like", could["x"])]
    if _POINTED_DOER.match(clause.strip("，,。！!~ ")) or _someone_first(clause):
        return [f for f in habits if f.slot != "habit"]  # 这家店一般在周末打折, 院长每天…: theirs
    called = _CALLED.match(clause.strip("，,。！!~ "))
    if called is not None and not _NOT_DONE.search(called["what"]):
        done = _KEPT_UP.sub("", zh_time.activity(called["what"]))
        habits = [f for f in habits if f.slot != "habit"] + [Fill("habit", done)]
    kept = []
    for fill in habits:
        if fill.slot != "habit":
            kept.append(fill)
            continue
        value = _KEPT_FOR.sub("", _NOT_WORDS.sub("", _STEADY.sub("", _spoken(fill.value))))
        value = _FINAL_PARTICLES.sub("", value) or value
        if not (value := _STREAK.sub("", value)):
            continue  # 坚持三年了: a streak with what is kept unsaid in this piece
        value = _as_said(_KEPT_UP.sub("", zh_time.activity(value)), clause)  # the slot table's
        what = zh_time.done(value)
        bare = re.fullmatch(r"(?:能|可以)[\u4e00-\u9fff]", _FREQ_ONLY.sub("", value))
        if _OFTEN_THEN.match(value):
            continue  # h36t: 每天早上都要一杯才醒: what 才 follows is the habit, and it went unsaid
        if re.fullmatch(r"去?[玩逛走做搞弄]", what) or _SAYING.match(what) or bare:
            continue  # 一有空就去玩: what is played is not said here; 天天嚷嚷: what is said
        if _COMMUTE_LASTS.search(clause) is not None and _COMMUTE.match(_AFTER.sub("", what)):
            continue  # 每天通勤一个半小时: how long the way to work takes, no habit of its own
        if _UNWILLING.match(_AFTER.sub("", _after_times(what))) is not None:
            continue  # 下班后都不想动, 每天都懒得做饭, 每天都在想这件事: a wish or a mood, no doing
        if a_state(what) or a_state(fill.value) or _CANNOT.search(value):
            continue  # 每天都被老板催, 每天累得要死, 每天都头疼: a state that recurs, no doing
        if not _FREQ_ONLY.sub("", _FREQ_ONLY.sub("", value)).strip("，,。 "):
            continue  # 改游泳了，每周两次 → 每周两次; 一周一两罐 → 一周: how often, nothing done
        if _DOSE.search(fill.value) or _DOSE.search(value):
            continue  # 每天早上吃一片降压药, 每天一片半: a treatment, read by the health readers
        if _SYMPTOM.search(what):
            continue  # 每年四月份眼睛痒得睁不开: what the body does, no doing of the user's
        if _POINTER_ONLY.fullmatch(what) or _POINTER_ONLY.fullmatch(value):
            continue  # 我习惯这种: what is pointed at was said before, no doing named
        if _NOT_USED_TO.search(clause) or _used_to_having(fill.value, clause):
            continue  # 我还没习惯早起: not (yet) a habit; 我习惯暗色主题: a thing, no doing
        if zh_way_there_and_back(value) or zh_bound_to(value, clause) or zh_time_over(clause):
            continue  # g53h: 每天来回坐高铁 (the commute), 平时只能吃清真窗口 (a constraint)
        value = _USUAL_LEAD.sub("", value) if len(_USUAL_LEAD.sub("", value)) >= 2 else value
        kept.append(dataclasses.replace(fill, value=value) if len(value) >= 2 else fill)
    return kept


_USUAL_LEAD: Final = re.compile(r"^(?:平时|平常|平日里?)(?:们|是)*")
"""平时 before what is done (平时骑车上班 → 骑车上班): how usual, no part of the doing; the 们
of 我们 and a 是 the frequency reader left behind."""


_SYMPTOM: Final = re.compile(r"痒|疼|痛|发作|犯病|过敏|打喷嚏|流鼻涕|擤鼻涕|咳嗽|发烧|失眠")
"""What a body does (眼睛痒, 头疼, 犯病): a symptom, not a habit."""
_POINTER_ONLY: Final = re.compile(r"(?:这|那)(?:种|样|个|些)(?:的)?")
"""A pointer alone (这种, 那样): what it points at was said elsewhere."""
_UNWILLING: Final = re.compile(
    r"(?:在|还|总|老)?(?:不(?:太|大|怎么)?(?:想|愿意?|爱|乐意|高兴)|懒得|没(?:心思|力气|精力|心情|兴趣)"
    r"|想(?![家念])|盼着|巴不得)"
)
"""What opens a doing that is only wished, refused or thought of (不想动, 懒得做饭, 在想这件事):
a wish or a mood said as often, no habit."""
_DIALECT_ME: Final = re.compile(r"俺们?|咱们?")
"""The user said in dialect (俺, 咱) inside a habit's words: no part of what is done."""
_MUST: Final = re.compile(r"(?<=[天晚日周末月上午])都?得(?=[\u4e00-\u9fff])")
"""得 (must) after how often or when (每天晚上都得喝): how firmly, not what is done."""
_UNTIL: Final = re.compile(
    r"到(?:凌晨|半夜|夜里|晚上)?[\d一二三四五六七八九十两]+点(?:半|多|钟)?(?:左右)?$"
)
"""Until when a doing lasts (追剧到一两点, 打游戏到两点): not what is done."""


_THEN_DONE: Final = re.compile(r"(?<=[\u4e00-\u9fff]{3})(?:再|然后)[\u4e00-\u9fff]{1,6}$")
"""What is done next, after 再 or 然后 (刷一套卷子|再睡): the habit is what comes first."""


_ONLY_THEN: Final = re.compile(
    r"(?<=[点夜晨])[才就](?=[\u4e00-\u9fff])|(?<=[天晚上午前后])先(?=[\u4e00-\u9fff])"
)
"""才, 就 after a clock time (两点才睡) and 先 after a time (早上先跑步): when, not what is done."""


_COMMUTE: Final = re.compile(r"(?:通勤|上下班|搭|坐|乘)")
"""The way to work, its means unnamed (通勤, 搭车): 骑电驴通勤 names how, and is a habit."""
_COMMUTE_LASTS: Final = re.compile(
    r"(?:通勤|上下班|搭|坐|乘)(?:成|要|得|差不多|将近|快)?"
    r"(?:[一二三四五六七八九十两半几\d]+|个)[个個]?多?半?(?:小时|小時|鐘|钟|分钟|分鐘)"
    r"(?:左右|多)?(?:的?[车車路])?(?:[，,。！!~]|$)"
)
"""The way to work and how long it lasts, and nothing else (通勤一个半小时, 搭成個半鐘車): a fact
of where one lives and works, not a habit."""
_SAID_EVERY: Final = re.compile(r"每个?(?:星期|礼拜)[一二三四五六日天]?")
"""A week said by 星期 or 礼拜 (每个礼拜天, 每星期): kept as said in the value (每晚 stays short:
an old value written as the bare doing, 吃宵夜, must still cover half of it)."""


def _as_said(value: str, clause: str) -> str:
    """A habit's value with the week as the clause said it (每周天 → 每个礼拜天), so that the
    habit is found by a value written either way."""
    said = _SAID_EVERY.search(clause)
    if said is None:
        return value
    short = re.sub(r"^每个?(?:星期|礼拜)", "每周", said[0])
    return value.replace(short, said[0], 1) if short != said[0] else value


_ME_INSIDE: Final = re.compile(r"(?<=[\u4e00-\u9fff])(?:我们|我|俺们|俺|咱们|咱)(?![们的家妈爸])")
"""The user said inside a habit's value, after its time (每天上班前|我|去星巴克, 看一次|我|
奶奶): the doer or an owner, no part of what is done."""


def _spoken(value: str) -> str:
    """A habit's value without what speech adds around what is done: a dialect "I" (俺) or the
    user after the time, a must (都得), until when (追剧到两点), what is done next (再睡)."""
    said = _UNTIL.sub("", _MUST.sub("", _ME_INSIDE.sub("", _DIALECT_ME.sub("", value))))
    said = _ONLY_THEN.sub("", _THEN_DONE.sub("", said))
    return said if len(said) >= 2 else value


_PERSON: Final = (
    r"(?:我们?的?|俺们?的?|咱们?的?)?(?:(?:(?![跟和与同陪带给帮是当做作为在叫教有])[\u4e00-\u9fff]){0,2}?(?:"
    + "|".join(sorted({*w.RELATIONS, *w.PERSON_NOUNS} - {"人"}, key=len, reverse=True))
    + r")|[他她]|[\u4e00-\u9fff](?<![擅成专特延生增])长)(?:们|俩)?"
)
"""Someone other than the user opening a clause (院长, 我们站长, 张阿姨, 我老公, 她)."""
_PERSON_FIRST: Final = re.compile(
    rf"^{_PERSON}(?=每|天天|平时|一般|通常|经常|总是|老是|周末|早上|晚上|下班)"
)
"""Someone else named before how often (院长每天早上都打太极, 我们站长天天…, 她平时…): the
routine is theirs, not the user's."""


def _someone_first(clause: str) -> bool:
    """Whether a clause opens with someone other than the user right before how often."""
    return _PERSON_FIRST.match(clause.strip("，,。！!~ ")) is not None


_ROUTINE_SAID: Final = re.compile(r"一般|通常|平时|平常|总是|老是|向来|基本上?都|雷打不动|习惯")


_RATE: Final = re.compile(r"[一每](?:个)?(?:周|星期|礼拜)[一二三四五六七两\d](?:次|练|回|天|趟|顿)")
"""A count per week (一周三练, 每星期五天): a rate, whose 周三 is no Wednesday."""
_EVERY_DAY_NAMED: Final = re.compile(r"每个?(?:星期|礼拜|周)")
"""每 before a weekday's name (每个星期天, 每星期三次): a day that recurs, never a date."""


def not_planned(plans: list[Fill], said: str, fills: list[Fill]) -> list[Fill]:
    """The plans of a segment, none where a habit of the user was read and a routine word says
    the day recurs (我周日下午一般会睡个午觉: every Sunday, no date)."""
    habit = any(f.slot == "habit" and f.subject == "user" for f in fills)
    if _RATE.search(said):
        return []  # h36t: 一周三练, 一星期五天: how often, no weekday's date
    if habit and (_ROUTINE_SAID.search(said) or _LOOSE_DAY.search(said)):
        return []  # 逢星期六都会踢一场: every Saturday, no date
    if habit and _EVERY_DAY_NAMED.search(said):
        return []  # h36t: 每个星期天都去教堂, 每星期三次: every week, no date
    turned = _time_first(said)
    if not turned and not habit and (now := _now_weekday(said)):
        return now  # 我现在周三晚上去游泳: a weekday said with 现在 recurs, no date
    return turned if turned and not habit else plans


_NOW_DAY: Final = re.compile(
    r"(?:现在|如今|目前|这阵子|最近)(?:都|一般|基本上?|改成|改为|换成|每逢)?"
    r"(?P<day>(?:周|星期|礼拜)[一二三四五六日天](?:(?:和|跟|、)(?:周|星期|礼拜)?[一二三四五六日天])?"
    r"(?:早上|上午|中午|下午|晚上)?)(?:都|一般|会|就)*(?P<rest>[^，,。！!？?]{2,12})$"
)
"""现在周三晚上去游泳: a bare weekday after 现在 (now, these days) is a day that recurs."""


def _now_weekday(said: str) -> list[Fill]:
    """The habit of a clause whose weekday follows 现在 or 如今 (我现在周三晚上去游泳 → 周三晚上
    游泳, with the ending of the same doing said before); a plan word or a question is none."""
    clause = said.strip("，,。！!~ ")
    found = _NOW_DAY.search(clause)
    if found is None or _NOT_DONE.search(found["rest"]) or _AIMED.search(clause):
        return []
    if _VERB_FIRST.match(re.sub(r"^[去来]", "", found["rest"])) is None:
        return []
    habit = tidy([Fill("habit", zh_time.activity(found["day"] + found["rest"]))], clause)
    ended = zh_time.replacing([Fill("habit", zh_time.activity(found["rest"]))], clause)
    return [f for f in ended if f.slot == "ending"] + habit if habit else []


_TIME_FIRST: Final = re.compile(
    rf"^(?P<when>{_ANCHOR})(?P<me>我们|我)(?P<rest>(?:基本上?|一般|通常|平时|向来)(?:都|会)[^，,。]+)$"
)
"""周末我基本都在钓鱼: a recurring time before the user, then a routine word: a habit."""


def _time_first(said: str) -> list[Fill]:
    """The habit of a clause whose recurring time stands before the user and a routine word
    follows (周末我基本都在钓鱼 → 我周末基本都在钓鱼), read as the user-first clause is."""
    found = _TIME_FIRST.match(said.strip("，,。！!~ "))
    if found is None:
        return []
    clause = found["me"] + found["when"] + found["rest"]
    return tidy(zh_time.habits(clause) or habits(clause) or routines(clause), clause)


_ANIMAL_SAID: Final = re.compile("|".join(sorted(w.ANIMALS, key=len, reverse=True)))
_CARE: Final = re.compile(r"它|牠|遛|喂|陪|带|给|帮|抱|撸|铲|梳毛|训练")
"""What says the user does it to the pet (每天遛它, 天天给它梳毛)."""
_I_DO: Final = re.compile(r"(?<![叫让给陪把被带和跟替帮找吵咬舔踩])我们?(?![们的家枕床脸身头])")
"""我 as the doer (每天早上我都去跑步), not as an object or an owner (叫我起床, 睡在我枕头上)."""


_CARED_FOR: Final = re.compile(r"^[^它牠]*?(?:遛|喂|陪|带|给|帮|抱|撸|梳|洗|训)[它牠]")
"""The user doing something to the pet just named (天天早上遛它, 每天给它梳毛): 它 the object."""


def pet_carer(clause: str, subject: str) -> str:
    """The user as the subject of a clause that does something to the pet the clause before
    named (养了条狗叫大黄，天天早上遛它: the user walks it), else `subject` as it was."""
    if _ANIMAL_SAID.search(subject) is None or _CARED_FOR.search(clause) is None:
        return subject
    return "user"


def not_the_pets(said: list[Fill], clause: str, previous: str) -> list[Fill]:
    """The fills without the user's habit read from a clause with no subject right after a
    clause that named a pet (家里两只猫，天天打架; 我家有只鹦鹉，每天早上喊"老板早"): the
    pets' routine, not the user's, unless the user or the care of the pet is said (每天遛它);
    so too after a clause about someone else (我们站长是河南人，天天吃烩面), after a plan not
    begun (打算下个月开始|每周去三次健身房) and after the user's job or home (我在苏州上班，每天来回
    坐高铁; 跑货拉拉的，天天在城里转): the way to work or the work itself, no habit."""
    if previous and _framed_before(previous, clause) and not _I_DO.search(clause):
        return [f for f in said if not (f.slot == "habit" and f.subject == "user")]
    if previous and _spoken_as_worker(previous.strip("，,。！!~ ") + clause):
        return [f for f in said if not (f.slot == "habit" and f.subject == "user")]
    person = bool(previous) and (
        _PERSON_OPENS.match(previous) is not None or _PERSON_ENDS.search(previous) is not None
    )
    if not previous or (_ANIMAL_SAID.search(previous) is None and not person):
        return said
    if _CARE.search(clause) and not person:
        return _pet_named(said, previous)  # 养了条狗，天天早上遛它: 遛狗
    if _I_DO.search(clause):
        return said  # 我养了只猫，每天早上我都去跑步: the user says so
    if re.match(r"^我们?(?![们家的])", previous) and not (
        _PERSON_OPENS.match(previous) or _PERSON_ENDS.search(previous)
    ):
        return said  # 我养了只狗，每天早上跑步: the user was the subject before too
    return [f for f in said if not (f.slot == "habit" and f.subject == "user")]


_PERSON_OPENS: Final = re.compile(rf"^{_PERSON}(?![们的家])")
_PERSON_ENDS: Final = re.compile(
    rf"(?:的|个|位)(?:{_PERSON}|老[\u4e00-\u9fff]头|[\u4e00-\u9fff](?:大爷|大妈|阿姨|师傅|老师))"
    r"[，,\s]*$"
)
"""A clause that ends naming someone after 的 or a measure word (养老院里的老赵头, 我认识一个张
大爷): the topic of the next clause without a subject ("我很爱我老公" has the user as its)."""
"""A clause about someone else (我们站长是河南人): the next clause without a subject is theirs."""


_WORK_OR_HOME: Final = re.compile(
    r"(?:上班|上工|工作|打工|当差|住校|坐班|做[\u4e00-\u9fff]{1,4}"
    r"|(?:公司|单位|医院|学校|图书馆|工厂|厂里|工地|店里|办公室)"
    r"|(?:是|当|做)(?:个|一名|一个)?[\u4e00-\u9fff]{0,8}(?:员|师|工|手|官|司机|老师|医生|护士|保安)"
    r"|^跑[\u4e00-\u9fff]{1,6}的)[了的呢啊]?$"
    r"|^(?:我的?)?(?:家|老家)(?:还|就|也)?(?:住|在)在?[\u4e00-\u9fff]{2,10}$"
    r"|^(?:我)?(?:还|就|也)?住在?[\u4e00-\u9fff]{2,10}$"
)
"""A clause that says where or as what the user works, or where home is (我在苏州工业园区上班,
跑货拉拉的, 我是地铁安检员, 家还在开封): what follows it without a subject is the work or the way to
it."""
_OFF_WORK: Final = re.compile(
    r"下班|周末|业余|有空|闲[时暇]|休息|放假|没事|(?:周|星期|礼拜)[六日天]"
    r"|[吃喝嗦饮抽睡]|健身|跑步|游泳|锻炼|散步|冥想|通勤|爬山|徒步|骑行|骑车|钓鱼|打球|[打踢]?[篮足羽排网]球"
    r"|瑜伽|看书|读书|追剧|打游戏|遛"
)
"""A time off work (下班后, 周末, 每周六, 有空) or a doing of one's own (what one eats, drinks,
how one keeps fit or spends free time, the commute named as such: 每天早上都要嗦一碗拌粉, 每天骑电驴
通勤, 每周六都去爬山): the user's own habit, not the work."""


_AS_WORKER: Final = re.compile(
    r"^(?:我|本人)?(?:作为|身为)(?:一名|一个|一位|一枚|个|名|位)?[\u4e00-\u9fff]{0,8}?"
    r"(?:员|师|工|手|官|司机|医生|大夫|护士|保安|警察|骑手|主播|店主|老板|店长|经理|编辑|记者)"
)
"""A clause that speaks as one's job (作为护士, 身为一名外卖骑手): what it says is done every day is
the work, no habit."""


def _spoken_as_worker(clause: str) -> bool:
    """Whether a clause speaks as the user's job (作为护士我每天要量血压) with no time off work
    (作为老师，我周末爱去爬山 is the user's own)."""
    found = _AS_WORKER.match(clause.strip("，,。！!~ "))
    return found is not None and _OFF_WORK.search(clause[found.end() :]) is None


def _framed_before(previous: str, clause: str) -> bool:
    """Whether a clause before one with no subject frames it as no habit: a plan not begun
    (打算下个月开始) or the user's job or home (我在成都上班), unless a time off work is said
    (下班后, 周末)."""
    said = previous.strip("，,。！!~ ")
    if _AIMED.search(said) is not None and re.search(r"(?:开始|起)$", said):
        return True
    return _WORK_OR_HOME.search(said) is not None and _OFF_WORK.search(clause) is None


def _pet_named(said: list[Fill], previous: str) -> list[Fill]:
    """The user's habits with the pet only pointed at (它, 牠) named by its kind, as the clause
    before said it (养了条狗叫大黄，天天早上遛它 → 天天早上遛狗)."""
    kind = _ANIMAL_SAID.search(previous)
    if kind is None:
        return said
    return [
        dataclasses.replace(f, value=re.sub("[它牠]", kind[0], f.value, count=1))
        if f.slot == "habit" and f.subject == "user"
        else f
        for f in said
    ]
