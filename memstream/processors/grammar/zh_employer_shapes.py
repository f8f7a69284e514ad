"""Where the user works, read by the shape of the phrase rather than by a known name: an
organisation said before one's job (我是中通的快递员), named by its kind word (公司叫X, 单位是X,
学校叫X), signed with (签在X), held with a title (现任X高级设计师, 执业于X), a platform one
drives or delivers for (在滴滴跑快车, 跑美团外卖的), or a name ending in the kind of body it is
(在鄞州区税务局上班, 在一汽解放干电焊工).

Pure. A clause is read only when it holds a cue word of these shapes; a name is learned
only when it reads as one: not a place, a pronoun, a person, a description (一家, 某, 这)
or a kind word alone (公司, 医院).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects, zh_words
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.workplaces import ORG_KINDS

CUES: Final = re.compile(r"的|签|现任|现为|于|跑|叫|是|在")
"""A clause without one of these is not read (cheap gate)."""
BODY_KINDS: Final = tuple(
    sorted(
        set(ORG_KINDS)
        | set(
            "局 厅 委 署 法院 检察院 政府 街道办 办事处 派出所 支队 大队 中队 消防站 卫生院 "
            "卫健委 税务局 公安局 医院 大学 中学 小学 学校 幼儿园 研究院 研究所 事务所 律所 集团 "
            "银行 电视台 报社 出版社 工厂 厂 车间 酒店 商场 超市 门店 分行 支行 分公司".split()
        ),
        key=len,
        reverse=True,
    )
)
"""The words a body's name ends in (…税务局, …法院, …医院, …科技): data."""
GENERIC: Final = frozenset(
    """公司 单位 学校 医院 工厂 厂 厂里 店 店里 工地 一线 基层 外面 家里 家 老家 本地 当地 外地 农村
    乡下 村里 镇上 县城 城里 国外 海外 国内 体制内 体制外 私企 外企 国企 央企 大厂 小厂 大公司
    小公司 事业单位 政府 机关 部队 银行 大学 中学 小学 这里 那里 这边 那边 附近 网上 线上 线下
    自己家 自家 朋友家 亲戚家 互联网 创业公司 初创公司 上市公司 什么 啥 哪 哪里 哪家 自己 券商 投行
    车企 药企 房企 乙方 甲方 外包 游戏公司 律所 餐馆 饭店 酒店 工作室
    退休 资深 全职 兼职 持证 在职 专业 正式 合格 优秀 普通 高级 初级 中级 临时 实习 一线 自由 独立
    注册 执业 离职 待业 新手 退役 业余 职业 个体""".split()
)
"""Words that say the kind of workplace (公司, 工地, 外企) or of worker (退休, 资深, 兼职), not a
name."""
PLATFORMS: Final = (
    "滴滴 美团 饿了么 货拉拉 曹操 高德 花小猪 闪送 达达 顺丰 京东 快狗 T3 Uber Grab".split()
)
"""Platforms one drives or delivers for (在滴滴跑快车, 跑美团外卖)."""
_RIDES: Final = "快车|专车|网约车|顺风车|出租|外卖|快递|货运|单"
_NOT_NAME: Final = re.compile(
    r"^(?:某|这|那|家|个|小|大|我|你|他|她|它|咱|人家|别人)|一家|一个|一所|一间|一位|一名"
    r"|[我你他她]|什么|啥|哪|做|干|在|是|了|着|过|的$|^\d+$|^\d{2}后"
)
_PERSONS: Final = tuple(
    sorted(set(zh_words.RELATIONS) | set(zh_words.PERSON_NOUNS), key=len, reverse=True)
)


def _place_stripped(text: str) -> str:
    """A name without the place said before it with 的 (杭州的遥望网络 → 遥望网络)."""
    head, sep, rest = text.partition("的")
    if sep and rest and zh_objects.is_place(head):
        return rest
    return text


def is_name(text: str) -> bool:
    """True when the text reads as an organisation's name (not a place, a person, a kind
    word alone or a description)."""
    if not 2 <= len(text) <= 14 or text in GENERIC or _NOT_NAME.search(text):
        return False
    if zh_objects.is_place(text) or zh_objects.place(text) == [text]:
        return False
    if text.endswith(_PERSONS) or "的" in text:
        return False
    return not zh_objects.is_job(text)


def _named(text: str) -> list[str]:
    text = _place_stripped(re.sub(r"(?:了|的|呢|啊|吧|哈|这边|那边)+$", "", text))
    return [text] if is_name(text) and not zh_objects.department(text) else []


_ORG_OF_JOB: Final = re.compile(
    r"(?:^|我|本人|俺)(?:是|系|为)(?:一名|一个|一位|个|名|位)?"
    r"(?P<org>[^，,。的是在]{2,12})的(?P<role>[^，,。的]{1,10})$"
)
_SIGNED: Final = re.compile(r"签(?:约)?(?:在|到|给|进)了?(?P<org>[^，,。]{2,16}?)(?:了|啦|的)?$")
_HOLDS: Final = re.compile(
    r"(?:现任|现为|任职于|就职于|供职于|执业于|服务于)(?P<rest>[^，,。]{3,24})$"
)
_CALLED: Final = re.compile(
    r"(?:^|我们|我|本人|咱|俺)(?:的|家)?(?:公司|单位|学校|东家|厂子|工厂|医院|店里|店|工作室|律所"
    r"|馆子|饭馆|餐馆|面馆|铺子|车行|作坊|摊子|民宿|诊所|小店|门店)"
    r"(?:的)?(?:名字|全称|名称)?(?:叫做|名叫|叫|是)(?P<org>[^，,。]{2,14})$"
)
_RIDDEN: Final = re.compile(
    rf"(?:在|给|帮)(?P<org>{'|'.join(PLATFORMS)})(?:上)?(?:跑|开|送)(?P<what>{_RIDES})"
    rf"|跑(?P<org2>{'|'.join(PLATFORMS)})(?P<what2>{_RIDES})?(?:的|了)?$"
)
_BODY_AT: Final = re.compile(
    r"(?<![现正实存所好自])在(?P<org>[^，,。在]{2,14}?(?:" + "|".join(BODY_KINDS) + r"))"
    r"(?:上班|工作|实习|任职|打工|干|当|做|教书|值班)"
)
_UNIT_HEAD: Final = re.compile(
    r"^[\u4e00-\u9fff]{0,4}?(?:分行|支行|分公司|分院|办事处|事业部|部门|中心)"
)
"""A unit of the organisation said before the title (深圳分行客户经理): not the title."""
_AT_JOB: Final = re.compile(
    r"(?<![现正实存所好自])在(?P<org>[^在，,。]{4,6}?)(?:干|当|做)(?P<role>[^，,。]{2,8})$"
)
DESCRIPTORS: Final = frozenset(
    """三甲 私立 公立 民营 国营 国有 外资 合资 上市 创业 初创 互联网 一家 本地 当地 附近 大型
    小型 中型 知名 普通 社区 乡镇 县级 市级 省级 重点 私人 民办 公办 老家 家里 区里 市里 县里
    镇上""".split()
)
"""Words before a kind word that describe the body without naming it (三甲医院, 私立学校)."""


def employers(clause: str) -> list[Fill]:
    """The user's employer (and, where the shape says it, role) from one clause of theirs."""
    if CUES.search(clause) is None:
        return []
    for read in (_of_job, _signed, _holds, _called, _ridden, _body_at, _at_job):
        found = read(clause)
        if found:
            return found
    return []


def _of_job(clause: str) -> list[Fill]:
    """我是中通的快递员, 本人是华为的硬件工程师: the organisation before one's job."""
    found = _ORG_OF_JOB.search(clause)
    if found is None or not zh_objects.role(found["role"]) or found["role"].endswith(_KIN):
        return []  # 我是王子涵的妈妈: a parent, no employer
    return [Fill("employer", v) for v in _named(found["org"])]


_KIN: Final = tuple("妈妈 爸爸 家长 妈 爸 老婆 老公 女儿 儿子".split())


def _signed(clause: str) -> list[Fill]:
    """签在杭州的遥望网络: whom one signed with."""
    found = _SIGNED.search(clause)
    return [Fill("employer", v) for v in _named(found["org"])] if found else []


def _holds(clause: str) -> list[Fill]:
    """现任字节跳动高级视觉设计师, 执业于北京金诚同达: the organisation, and the title after it
    (the organisation is a known one, one ending in its kind word, or the words before a
    title of seven characters at most)."""
    found = _HOLDS.search(clause)
    if found is None:
        return []
    rest = _place_stripped(found["rest"])
    known = [o for o in zh_words.ORGS if len(o) >= 2 and rest.startswith(o)]
    kinds = [m.end() for m in re.finditer("|".join(BODY_KINDS), rest) if m.start() >= 2]
    sizes = [len(max(known, key=len))] if known else kinds[:1]
    sizes = sizes or [n for n in range(2, len(rest)) if len(rest) - n <= 7]
    for size in sizes:
        org, title = rest[:size], _UNIT_HEAD.sub("", rest[size:])
        if is_name(org) and (not title or zh_objects.is_job(title)):
            return [Fill("employer", org)] + ([Fill("role", title)] if title else [])
    for place in (4, 3, 2):  # 北京金诚同达: the name after the city
        if zh_objects.is_place(rest[:place]) and is_name(rest[place:]):
            return [Fill("employer", rest[place:])]
    return [Fill("employer", v) for v in _named(rest)]


def _called(clause: str) -> list[Fill]:
    """公司叫深圳拓橙科技, 单位是市一医院, 学校叫乌江坪小学: the workplace named by its kind
    (not a description: 公司是做电商的)."""
    found = _CALLED.search(clause)
    if found is None or clause[: found.start()].endswith(_PERSONS):
        return []
    org = found["org"]
    return [Fill("employer", org)] if is_name(org) or _place_named(org) else []


def _place_named(text: str) -> bool:
    """深圳拓橙科技: a name that begins with its city is still a name when said as one."""
    return any(
        zh_objects.is_place(text[:size]) and is_name(text[size:]) and len(text) > size + 1
        for size in (4, 3, 2)
    )


def _ridden(clause: str) -> list[Fill]:
    """在滴滴跑快车, 跑美团外卖的: the platform, and the trade of what one drives or delivers."""
    found = _RIDDEN.search(clause)
    if found is None or not (found["what"] or found["what2"]):
        return []  # 跑滴滴: the trade alone (`zh_work.trade`)
    org = found["org"] or found["org2"]
    what = found["what"] or found["what2"] or org
    trades = [t for t in (_TRADE_OF.get(what, ""),) if t]
    return [Fill("employer", org)] + [Fill("role", t) for t in trades]


_TRADE_OF: Final = {
    "快车": "网约车司机", "专车": "网约车司机", "网约车": "网约车司机", "顺风车": "网约车司机",
    "滴滴": "网约车司机", "曹操": "网约车司机", "花小猪": "网约车司机", "T3": "网约车司机",
    "出租": "出租车司机", "外卖": "外卖骑手", "美团": "外卖骑手", "饿了么": "外卖骑手",
    "快递": "快递员", "货运": "货车司机", "货拉拉": "货车司机", "闪送": "闪送员",
}  # fmt: skip
"""What one drives or delivers (or for whom), and the trade it makes."""


def _body_at(clause: str) -> list[Fill]:
    """在鄞州区税务局上班, 在一汽解放干电焊工: a body named by the kind it ends in."""
    found = _BODY_AT.search(clause)
    if found is None:
        return []
    org = _place_stripped(found["org"])
    kind = next(k for k in BODY_KINDS if org.endswith(k))
    described = org[: len(org) - len(kind)] in DESCRIPTORS
    if len(org) - len(kind) < 2 or described or org in GENERIC or _NOT_NAME.search(org):
        return []
    return [Fill("employer", org)]


_WORKPLACE_END: Final = tuple("班店馆行部场站所院厂室组队里处")


def _at_job(clause: str) -> list[Fill]:
    """在一汽解放干电焊工: a name no list knows, right before the job one does there."""
    found = _AT_JOB.search(clause)
    if found is None or not zh_objects.is_job(found["role"]):
        return []
    org = found["org"]
    if org.endswith(BODY_KINDS + _WORKPLACE_END) or not is_name(org) or zh_objects.place(org):
        return []  # 在深圳福田做律师: a place
    return [Fill("employer", org)]
