"""Chinese typed by voice or in one breath, without punctuation (我是老师平时喜欢跑步周末一般
去爬山): the places where a new clause starts, so the grammar reads one clause at a time.

Pure. A run-on is a sentence of at least `RUN_ON` Han characters with no punctuation
inside it. A clause starts before a word that opens one (data below): a time or frequency
word (平时, 周末), a predicate that follows a clause of the same subject (住在, 养了,
喜欢), or a person of the user's with what they are or do (老婆是, 女儿叫); never right
after the subject, a negation, an adverb or a word that binds what follows (我平时, 不喜欢,
特别喜欢, 的老婆, 跟我老婆).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.zh_words import CLOSE_RELATIONS, CONDITIONS

RUN_ON: Final = 12
"""Characters (Han, Latin letters, digits) a sentence needs before it can be a run-on
(我在字节做后端开发base北京)."""
TIME_OPENERS: Final = (
    "平时 平常 平日 白天 周末 每天 天天 每周 每个周末 最近 现在 目前 业余 下班后 下班以后 "
    "工作日 晚上 早上 每晚 每早 空闲时间 有空的时候 没事的时候"
).split()
"""Time and frequency words that open a clause (…做产品经理平时喜欢…)."""
PREDICATE_OPENERS: Final = "养了 养着 喜欢 爱吃 爱喝 讨厌 不喜欢 base 坐标".split()
"""Predicates that open a clause of the same subject (我是程序员养了一只猫)."""
_TITLES: Final = frozenset("先生 太太 阿姨 叔叔 爷爷 奶奶 婆婆 公公 宝宝 崽崽".split())
"""Relation words that also follow a surname (王先生, 李阿姨): they open no clause."""
PEOPLE: Final = (
    "我们公司 我们单位 我们厂 我们店 我们 老婆 老公 媳妇 对象 男朋友 女朋友 女儿 儿子 孩子 闺女 "
    "爸妈 我爸 我妈 爸爸 妈妈"
).split() + sorted(w for w in CLOSE_RELATIONS if len(w) >= 2 and w not in _TITLES)
"""People of the user's who open a clause of their own (…前端开发老婆是老师)."""
PERSON_VERBS: Final = "是 在 叫 也 做 今年 住 比 有 都".split()
"""What a person opening a clause is or does (老婆是, 女儿叫)."""
SELF: Final = "我 俺".split()
SELF_VERBS: Final = "是 在 叫 住 有 每 天天 平时 也 都 对 喜欢 会 养 今年 最近 现在".split()
"""The user opening a clause again, with what they are or do (…叫大黄俺天天早上遛它)."""
_NOT_AFTER: Final = frozenset(
    "我你他她它们俺咱的地得不没别很太最更也都还就才又再挺超蛮好真特别非常比较一般总常老在到和跟与同给让叫对把被从向为是个只"
    "帮教陪带找请喊逼说像替连问诉"
)
"""Characters after which no clause starts: a subject, a negation, an adverb, a word that
binds what follows (我平时, 不喜欢, 很喜欢, 的老婆, 跟老婆, 在周末)."""
_TIME_CHARS: Final = frozenset("日天周末上下午晚早点半月年期一二三四五六七八九十两前后")
"""Characters a time expression ends in: a time word after one is the same phrase (每周日晚上),
and so is the subject after it (每周日晚上我会…)."""
_PREDICATES: Final = re.compile("[是在做叫住有当读干开教学搞]")
"""A predicate of the clause so far: only after one does a predicate opener start a clause
of its own (我是程序员养了一只猫), not after a bare subject (楼下那家人养了条金毛)."""
_INTRODUCED: Final = re.compile(
    r"有(?:一)?(?:个|位|只|条|家)[\u4e00-\u9fff]{1,4}$|^(?:那|这)(?:个|位|些)?[^我是在]{1,6}$"
)
"""Someone just introduced or pointed at (楼里有个邻居…, 那个up主…): what follows is theirs,
in the same clause."""
_PUNCTUATION: Final = re.compile(r"[，,。.！!？?；;：:、…~～\s（）()“”\"'「」]")
_WORD_CHAR: Final = re.compile(r"[\u4e00-\u9fffA-Za-z0-9]")
_LATIN_SPACE: Final = re.compile(r"(?<=[A-Za-z0-9+#.])[ \t]+(?=[A-Za-z0-9])")
"""Spaces between Latin words (Bill Evans, VS Code): part of a name, not a pause."""
_OPENERS: Final = re.compile(
    "|".join(
        sorted(
            [re.escape(w) for w in TIME_OPENERS + PREDICATE_OPENERS]
            + [f"{re.escape(p)}(?=(?:{'|'.join(PERSON_VERBS)}))" for p in PEOPLE]
            + [f"{re.escape(p)}(?=(?:{'|'.join(SELF_VERBS)}))" for p in SELF],
            key=len,
            reverse=True,
        )
    )
)


def run_on(text: str) -> bool:
    """True for a sentence long enough with no punctuation inside it."""
    body = _LATIN_SPACE.sub("", text.rstrip("。.！!？?~～ "))
    return len(_WORD_CHAR.findall(body)) >= RUN_ON and _PUNCTUATION.search(body) is None


_TIMED_STARTS: Final = frozenset("我俺平每天周最现目以之业下工晚早空有没今明月年国寒暑过春元退")
"""First characters of openers that continue a time phrase before them (每周日晚上我会…)."""
_BOUND_AT: Final = frozenset("住生待呆坐放躺长留定正现存实自所好")
"""Characters before 在 that bind it (住在, 正在, 现在): no clause starts at that 在."""
_TAKES_ME: Final = frozenset("欢爱恨骂打找问看见听认识嫁娶夸怪烦笑于比像为陪跟和同与要")
"""Verbs and prepositions whose object 我 may be (喜欢我, 骂我, 关于我): no clause starts at
that 我."""
_SAID_SOMETHING: Final = re.compile(
    "[是在做叫住有当读干开教学搞姓岁会]|毕业|退休|[了一二三四五六七八九十两\\d]$"
)
"""A clause so far that says something (a predicate, a name, an age): what follows may be
a clause of its own."""
_PREDICATED: Final = re.compile(
    "[是在做叫住有当读干开教学搞姓岁会爱喜欢吃喝去用玩看听练跑游打写弹唱画修养戒怕烦厌敏考飞搬约]"
    "|毕业|退休"
)
"""A clause so far with a predicate of its own (我超爱吃火锅, 下周五飞东京): a comment on it
may follow as a clause of its own."""
COMMENT_OPENERS: Final = (
    "帮我 麻烦你 麻烦帮 请帮 你帮我 给我推荐 推荐一下 谢谢 "
    "已经 一直到现在 到现在 到时候 不然 否则 因为 所以 结果 感觉 觉得 其实 另外 还有就是 对了 顺便 "
    "后来 小时候 目标是 主要是 主要做 主要用 尤其是 特别是 "
    "从来不 从来没 从不 怎么也"
).split()
"""Words that open a comment, a request or a linked clause after a clause with its own
predicate (…火锅一周能吃三回, …过敏帮我看看, …住成都已经五年了)."""
_STRUCTURE_AFTER: Final = frozenset("的一二三四五六七八九十两")
"""Characters that bind a time or a noun but not a clause opened by structure (…做外贸的在,
今年三十一在)."""
_AGE: Final = re.compile(r"(?:\d{1,3}|[一二三四五六七八九十两]{1,3})多?岁")
"""An age (32岁, 二十多岁)."""
_IS_SOMETHING: Final = re.compile(
    r"^(?:我|俺|本人)[^喜爱讨恨怕他她]*(?<![但可还就要于总真倒若凡只不])是(?:个|一名|一个|一位)?[^在的是]{2,8}$"
)
"""A clause so far that says what the user or theirs is (我老公是程序员), not what they like
and not what another is (他是程序员在百度…)."""
_SAID_WHO: Final = re.compile(
    "^(?!.*(?:如果|假如|要是|若是|假设|想象|小说|主角|虚构|作者))[^他她]*?(?:我(?!们)|俺|本人)[^他她]*[叫姓岁是当做干读教]"
)
"""A clause so far where the user says who they are (a name, an age, a role), as a fact and
not of another or a story: where they live may follow."""
_SAID_WHO_REALLY: Final = re.compile(
    "^(?!.*(?:如果|假如|要是|若是|假设))[^他她]*[叫姓是当做干读教]"
)
"""Who one is, said as a fact and not as a condition (我要是年轻二十岁: no age follows)."""
_FRONTED_LATIN: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])(?<![用学写会说讲懂玩打做搞读教跟和与及或是叫])[A-Za-z]"
    r"(?=[A-Za-z0-9+#./ 和跟、]{0,30}?(?:都|也|还|比较|挺|很|算)(?:挺|比较|很|还)?(?:会|熟|能|行))"
)
"""A Latin word opening a clause of what one knows (…做前端React和TypeScript比较熟)."""
_NUMBER_BOUND: Final = frozenset("年满近快约已刚才都了个有第0123456789一二三四五六七八九十两")
"""Characters before an age that bind it (今年32岁, 满十八岁, 有个八岁的儿子)."""
_BOUND_ZHU: Final = frozenset(
    "记抓忍停挡顶站捂拦留保守扛稳靠撑按扣困罩盯咬憋揪拉绑锁卡接挺受禁架止居家入得"
)
"""Characters before 住 that make it a word (记住, 忍住, 居住)."""
_READ_WHOLE: Final = (_SAID_WHO, _SAID_WHO_REALLY)
"""Conditions read on the whole sentence so far, not on the last clause: who is speaking
of whom (我叫唐糖，住长沙, 本人姓刘，45岁，…老家盐城)."""
DATED_OPENERS: Final = (
    "今年 明年 下个月 下月 下周 下礼拜 下星期 月底 月初 年底 年初 明天 后天 国庆 寒假 暑假 "
    "过年 春节 元旦 退休前 退休以前"
).split()
"""Words of a date or an age that open a clause after one that said something (我叫陈思远今年
二十八, …当会计下个月要去考注会), not after a bare verb (我争取年底前跑完全马)."""
STRUCTURED: Final = (
    (re.compile("|".join(sorted(DATED_OPENERS, key=len, reverse=True))), _SAID_SOMETHING),
    (  # 我叫王磊在北京一家银行做柜员: where one works or studies, and what one does there
        re.compile(
            r"在(?=[^在]{0,12}?(?:一家|一个|一间|上班|工作|打工|实习|读书|读研|读博|上学"
            r"|任职|做|当|干|开了|教))"
        ),
        _SAID_SOMETHING,
    ),
    # 我叫周文斌32岁, 金毛叫可乐十岁了: an age after a clause that said something
    (_AGE, _SAID_WHO_REALLY),
    # 我老公是程序员在阿里: where one works, after what one is
    (re.compile(r"在(?=[\u4e00-\u9fffA-Za-z]{2})"), _IS_SOMETHING),
    # 我叫唐糖住长沙, 我是退休工人住沈阳, …工程师老家六安: where one lives
    (
        re.compile(r"(?:住(?![得着了过不的])(?![^的]{1,8}的)|老家|家住)(?=[\u4e00-\u9fff]{2})"),
        _SAID_WHO,
    ),
    # 我在京东做数据分析SQL和Python都会: Latin words fronted before what one can do with them
    (_FRONTED_LATIN, _PREDICATED),
    # 我叫阿杰是个厨师: what one is, after one's name or age
    (re.compile(r"是(?=个|一名|一个|一位|名|做|干|搞)"), re.compile("[叫姓岁]")),
    # 我姓包叫包春生: the full name after the surname
    (re.compile(r"叫(?=[\u4e00-\u9fff]{2,3})"), re.compile(r"姓[\u4e00-\u9fff]$")),
    (  # …做柜员会说粤语: a skill or language after what one does
        re.compile(r"会(?=说|讲|用|弹|写|画|做|开|修|插|拉|唱|跳|游|剪|拍|下棋|打|一点)"),
        _PREDICATED,
    ),
    (re.compile(r"对(?=[^对]{1,8}?过敏)"), _PREDICATED),  # …做柜员对花生过敏
    (  # …在医院上班有哮喘: a condition the user has
        re.compile(
            "(?:有|患有|得了)(?=" + "|".join(sorted(CONDITIONS, key=len, reverse=True)) + ")"
        ),
        _PREDICATED,
    ),
    (re.compile(r"我(?![的们家])"), _SAID_SOMETHING),  # …公司叫恒达饰品我英语还行
    # …做会计本人住成都, …在杭州我家有两只猫: the user opening a clause again by another word
    (re.compile(r"(?:本人|咱|我家|我们家|我们)(?=[^的]{2})"), _PREDICATED),
    # …火锅一周能吃三回, …住成都已经五年了, …对花生过敏帮我看看: a comment, a request or a
    # link word after a clause that has its predicate (data: COMMENT_OPENERS)
    (re.compile("|".join(sorted(COMMENT_OPENERS, key=len, reverse=True))), _PREDICATED),
)
"""Clause openers read by structure, each with what the clause before must have said."""


_BOUND_HUI: Final = frozenset("开聚约例大晚早体工协学理就才社机年")
"""Characters before 会 that make it a word (开会, 聚会, 社会): no clause starts there."""


def _bound(opener: str, before: str) -> bool:
    """True when the character before a structural opener binds it (住在, 开会, 喜欢我)."""
    if opener == "在":
        return before in _BOUND_AT
    if opener == "会":
        return before in _BOUND_HUI
    if opener == "住":
        return before in _BOUND_ZHU
    if opener == "老":
        return before in "回返"
    if opener.isdigit() or opener in "一二三四五六七八九十两":
        return before in _NUMBER_BOUND
    return before in _TAKES_ME


def clause_starts(text: str) -> list[int]:
    """Where new clauses start in a run-on sentence (none when it is not one)."""
    if not run_on(text):
        return []
    found: list[tuple[int, int, re.Pattern[str] | None]]
    found = [(m.start(), m.end(), None) for m in _OPENERS.finditer(text)]
    for structured, condition in STRUCTURED:
        found += [(m.start(), m.end(), condition) for m in structured.finditer(text)]
    found.sort(key=lambda item: (item[0], -item[1]))
    starts: list[int] = []
    opened = 0  # where the last opener ends: a clause is more than its opener (平时喜欢)
    for at, end, needs in found:
        before = text[at - 1] if at else ""
        said = text[starts[-1] if starts else 0 : at]  # the clause so far
        if needs in _READ_WHOLE:  # who says it: the whole sentence so far
            said = text[:at]
        if needs is not None:
            bound = _bound(text[at], before)
            free = before not in _NOT_AFTER or before in _STRUCTURE_AFTER
            fresh = not bound and (not starts or starts[-1] != at)
            if needs.search(said) and at >= 3 and at > opened and free and fresh:
                starts.append(at)
            continue
        timed = before in _TIME_CHARS and text[at] in _TIMED_STARTS
        opener = text[at:end]
        bare = opener in PREDICATE_OPENERS and not _PREDICATES.search(said.replace("还有", ""))
        bare = bare or _INTRODUCED.search(said) is not None
        # k8s和docker我都熟: a topic before the user, not a clause of its own
        bare = bare or (
            opener[0] in SELF
            and _PREDICATED.search(said) is None
            and _SAID_SOMETHING.search(said) is None
        )
        free = before not in _NOT_AFTER or (before == "的" and opener.startswith("我们"))
        fresh = not starts or starts[-1] != at
        if at >= 3 and at > opened and free and not timed and not bare and fresh:
            starts.append(at)
        opened = max(opened, end)
    return starts
