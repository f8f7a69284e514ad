"""Chinese changes of work status, general across wordings: the role one changed to (转行做,
当上了, 成了), a status said by its own words (退休, 创业, 自由职业), and a job that ended
without naming the employer (辞职了, 离职了, 被裁了).

Pure. A job that ended ends the employer and the work place whatever their value
(`extra["whole"]`), before any new value said in the same sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import not_yet, zh_objects
from memstream.processors.grammar.fills import NEGATE, Fill

_BECAME: Final = re.compile(
    r"(?:转行|改行|转岗|调岗|转型)(?:去|到|成|为|成为)?(?:了)?(?:做|当|干|搞|成为|成)?(?:了)?"
    r"(?!成功|失败|顺利|完成|结束|没成)(?P<v>[^，,。！!？?；;了的]{2,10})"
    r"|(?:做|干|搞)起了?(?P<u>[^，,。！!？?；;了的]{2,10})"
    r"|(?:^|[我，,])(?:这个?月|下个?月|这周|下周|今年|明年|今天|从今天|从这个?月|从下个?月|这学期|从这学期)"
    r"(?:起|开始)(?:我)?(?:就)?(?:改)?(?:做|当|干|带)(?P<p>[^，,。！!？?；;了的]{2,8})了"
    r"|(?:^|我|去|开始|改|现在|已经)当(?:上|起)?了?(?P<t>[^，,。！!？?；;了的]{2,8})"
    r"|考上了?(?P<s>[^，,。！!？?；;了的]{2,8})"
    r"|(?:调|调到|调去|派到|借调到)[^，,。！!？?；;]{1,8}?(?:做|当|干)(?P<r>[^，,。！!？?；;了的]{2,8})"
    r"|(?:现在|从今往后|下个月开始|下周开始|以后)?(?:我)?就是(?P<q>[^，,。！!？?；;了的]{2,8})了$"
    r"|(?:当上了?|成为了?|成了|变成了?|做上了?|升(?:职|任)?(?:为|成|到|了)?|晋升(?:为|成)?|提拔(?:为|成))"
    r"(?P<w>[^，,。！!？?；;了的]{2,10})"
)
_STATUS: Final = (
    (
        re.compile(
            r"^(?:我们|我)?(?:已经|刚刚|刚|正式|提前|去年|今年|早就|也|上个?月|光荣)*"
            r"(?:退休(?:了|啦|在家)|办了退休(?:手续)?|退了休)"
        ),
        "退休",
    ),
    (
        re.compile(r"(?:自己|出来|辞职|下海)创业|创业(?:了|啦|中)|开了(?:一)?家(?:自己的)?公司"),
        "创业者",
    ),
    (re.compile(r"(?:做|当|成了|改做|转做)自由职业|自由职业了"), "自由职业"),
    (re.compile(r"读博|博士(?:上岸|录取)|考上了?博士"), "博士生"),
    (re.compile(r"读研了|考研上岸|研究生上岸|考上了?研究生|保研了"), "研究生"),
)
_OWN: Final = re.compile(
    r"自己(?:出来)?开了?(?:个|一家|家|一个)?(?P<x>[\u4e00-\u9fff]{0,4}(?:店|馆|铺|餐厅|民宿|工作室|公司))"
)
_JOB_ENDED: Final = re.compile(
    r"(?:^|[我们])(?:已经|刚|刚刚|上个月|上周|去年|今年)?(?:辞职|离职|裸辞|辞工|被裁|被辞退|被开除"
    r"|被优化|失业|丢了工作|没工作|退休)(?:了|啦|掉了)"
    r"|(?:^|[我们])(?:已经|刚|刚刚|上个?月|上周|去年|今年|正式|光荣)?(?:办了退休(?:手续)?|退了休)"
    r"|^(?:辞职|离职|裸辞|被裁|失业)(?:了|啦)"
    r"|被(?:公司|单位|老板|领导|厂里|厂子|上面)(?:给)?(?:裁员?|辞退|开除|优化|炒(?:了?鱿鱼)?|开)(?:掉)?(?:了|啦)"
    r"|(?:公司|单位|老板|领导|厂里)把我(?:给)?(?:裁员?|辞退|开除|优化|炒(?:了?鱿鱼)?|辞|开)(?:掉)?(?:了|啦)"
)
_WORK: Final = ["role", "employer", "work_location"]
_CHANGED: Final = {"changed": True}


_NOT_DONE: Final = re.compile(not_yet.ZH_PLANNED.pattern + r"|(?<![不学學])会(?![说說议議计計])")
"""What is only willed, planned or supposed: nothing has changed yet."""


def role_changes(clause: str) -> list[Fill]:
    """The role a user's clause says the user changed to (转行做产品, 当上了主管, 退休了)."""
    if _NOT_DONE.search(not_yet.zh_unsaid(clause)):
        return []
    for pattern, role in _STATUS:
        if pattern.search(clause):
            return [Fill("role", role, extra=_CHANGED)]
    owned = _OWN.search(clause) if "自己" in clause else None
    if owned is not None:  # 自己开了个咖啡店: the owner; 开了家公司: a founder
        role = "创业者" if owned.group("x").endswith(("公司", "工作室")) else "店主"
        return [Fill("role", role, extra=_CHANGED)]
    found = _BECAME.search(clause)
    if found is None:
        return []
    said = next((g for g in found.groups() if g), "")
    field = found.group("v") or found.group("u")
    roles = zh_objects.role(said) or zh_objects.field(said) if field else []
    roles = roles or zh_objects.role(said)
    return [Fill("role", value, extra=_CHANGED) for value in roles[:1]]


_GRADUATED: Final = re.compile(r"毕业(?:了|啦)|(?:论文|答辩)(?:通过|过)了")
_STUDENTS: Final = tuple("学生 研究生 博士 本科 大学生 在读 大四 大三 研二 研三".split())
_SENT: Final = re.compile(
    r"(?:派|调|外派|借调|调动|调派|调职)(?:我|了)?(?:去|到|往|至)了?(?P<x>[^，,。！!？?了]{2,8})"
    r"|(?:去|到)了?(?P<y>[^，,。！!？?了]{2,6}?)(?:分部|分公司|办公室|办事处|总部|分行)"
)


def graduated(clause: str) -> list[Fill]:
    """毕业了: the student role ends (a new one may be said with it)."""
    if _GRADUATED.search(clause) is None or _NOT_DONE.search(not_yet.zh_unsaid(clause)):
        return []
    extra = {"object": "", "verb": "", "slots": ["role"], "replaced": True}
    return [Fill("ending", "学生", action=NEGATE, terms=_STUDENTS, extra=extra)]


def sent_to(clause: str) -> list[Fill]:
    """公司派我去深圳了, 我被调到上海分公司了, 去成都分部了: where the user now works."""
    found = _SENT.search(clause)
    said = (found.group("x") or found.group("y") or "") if found else ""
    places = zh_objects.place(re.sub(r"(?:分部|分公司|办公室|办事处|总部|分行).*$", "", said))
    return [Fill("work_location", value, extra=_CHANGED) for value in places[:1]]


def owner_split(fills: list[Fill]) -> list[Fill]:
    """ "小米的销售总监": the role is 销售总监, the employer 小米."""
    found: list[Fill] = []
    for fill in fills:
        head, _, tail = fill.value.rpartition("的")
        roles = zh_objects.role(tail) if fill.slot == "role" and head else []
        orgs = zh_objects.org_known(head) if roles else []
        if roles and orgs:
            found += [Fill("role", roles[0], fill.subject), Fill("employer", orgs[0], fill.subject)]
        else:
            found.append(fill)
    return found


def job_ended(clause: str) -> list[Fill]:
    """辞职了, 离职了, 被裁了: the employer and work place end, whatever they were."""
    if _JOB_ENDED.search(clause) is None or _NOT_DONE.search(not_yet.zh_unsaid(clause)):
        return []
    extra = {"object": "", "verb": "", "slots": _WORK, "whole": True, "replaced": True}
    return [Fill("ending", "工作", action=NEGATE, terms=("工作",), extra=extra)]


_USED_TO: Final = re.compile(r"以前|之前|原来|曾经|过去")
"""以前喜欢, 之前每天跑步, 曾经抽烟: what held before, said as no longer holding."""
_ONCE_HELD: Final = ("like", "dislike", "habit")


def used_to(clause: str, read: Callable[[str], list[Fill]]) -> list[Fill]:
    """我以前喜欢打篮球, 之前每天跑步: the like, dislike or habit it names ends (read by
    `read` on the clause without its time word); nothing else said of the past is read."""
    if _USED_TO.search(clause) is None or _NOT_DONE.search(not_yet.zh_unsaid(clause)):
        return []
    held = [f for f in read(_USED_TO.sub("", clause)) if f.slot in _ONCE_HELD]
    return [
        Fill("ending", f.value, action=NEGATE, terms=(f.value,), extra=_once(f))
        for f in held
        if f.subject == "user" and f.action != NEGATE
    ]


def _once(fill: Fill) -> dict[str, object]:
    return {"said": fill.value, "object": "", "verb": "", "slots": [fill.slot]}


_NAME: Final = re.compile(r"[\u4e00-\u9fff]{2,3}")
_NO_PLACE: Final = re.compile(
    r"[房家屋楼舍寓这那哪里边旁对隔新老城乡外内上下前后一起块]|学校|公司|单位|郊区|市区|中心|农村|附近"
)
"""Words of a move that name no place (搬到新房子, 搬回老家, 搬去学校附近, 搬到一起)."""


_DOING_THERE: Final = re.compile(
    r"(?:工作|上班|上学|读书|念书|定居|生活|养老|发展|打工|带孙子|带娃|陪读)(?:了|啦|去了)*$"
)


def moved_place(text: str) -> list[str]:
    """Where one moved (搬去汉口了): a known place, or a bare name of two or three characters
    that no word of a home, a direction or a building is part of."""
    text = _DOING_THERE.sub("", text) or text  # 搬去曼彻斯特工作了: where, not what one does there
    known = zh_objects.place(text)
    said = re.sub(r"(?:了|啦|呢|啊|吧|去|住)+$", "", text)
    if known or _NAME.fullmatch(said) is None or _NO_PLACE.search(said):
        return known
    return [said]


_WHEN: Final = r"(?:早上|晚上|中午|下午|睡前|周末|每?周[一二三四五六日天]|礼拜[一二三四五六日天])"
_MEANS: Final = r"(?:坐|骑|开|搭|打)[\u4e00-\u9fff]{1,4}?(?:上班|上学|通勤|回家)|走路(?:上班|上学)"
_NEW_WAY: Final = re.compile(
    rf"^(?:我们|我)?(?:现在|最近|以后|已经|都|也就)*(?:改成了?|改为|换成了?|改)"
    rf"(?P<v>{_WHEN}[\u4e00-\u9fff]{{2,8}}?|{_MEANS})(?:了|啦|吧)*$"
    rf"|^(?P<w>{_WHEN})(?:我们|我)?(?:现在|最近|已经|都)*(?:改成了?|改为|换成了?|改)"
    r"(?P<x>[喝吃用听看玩骑坐跑练][\u4e00-\u9fff]{1,4}?)(?:了|啦|吧)*$"
    rf"|^(?:我们|我)?(?:现在|最近|以后|已经|都|平时|一般|每天|天天|基本)*(?:都|就)?(?P<m>{_MEANS})"
    r"(?:了|啦)*$"
)
"""A habit at another time or by another means (改成周日去游泳了, 现在改坐地铁上班了), or a
commute said by its means (现在坐地铁上班, 我骑电动车上班)."""


def new_way(clause: str) -> list[Fill]:
    """改成周日去游泳了, 现在改坐地铁上班了, 早上改喝茶了: a habit done at another time or by
    another means
    (the habit of the same activity said before is replaced: `zh_time.replacing`)."""
    found = _NEW_WAY.search(clause)
    if found is None:
        return []
    said = found.group("v") or found.group("m") or found.group("w") + found.group("x")
    return [Fill("habit", said)]


READERS: Final[dict[str, Callable[[str], list[str]]]] = {"moved_place": moved_place}
"""This module's readers of a frame's hole, by the hole's name in `zh_frames`."""
