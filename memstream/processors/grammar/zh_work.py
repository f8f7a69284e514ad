"""Chinese readers of the work and plans group (skills, projects, goals, roles, employers,
work locations, languages) that the shared readers of `zh_objects` do not cover."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable
from datetime import date
from typing import Final

from memstream.processors.dates import find_dates
from memstream.processors.grammar import zh_objects, zh_words
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.workplaces import ORG_KINDS
from memstream.processors.grammar.zh_words import ROLE_ENDINGS

_LIST: Final = re.compile(r"和|、|跟|及|以及|与|/")
_HAN_GAP: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])[ \t]+(?=[A-Za-z0-9])|(?<=[A-Za-z0-9+#])[ \t]+(?=[\u4e00-\u9fff])"
)


def unspaced(text: str) -> str:
    """A Chinese sentence without the spaces some writers put around a Latin word or a number
    ("我会 Java", "考下 CPA", "Python 和 SQL 我都挺熟的"); spaces between Latin words stay."""
    return _HAN_GAP.sub("", text)


def languages_only(text: str) -> list[str]:
    """Languages when the whole phrase names only languages ("英文", "英语和日语"), not a
    phrase that merely contains one ("英语老师人"): the subject of 很好, 很流利."""
    parts = [part for part in _LIST.split(text) if part]
    found = [zh_objects.languages(part) for part in parts]
    if not parts or any(names != [part] for names, part in zip(found, parts, strict=True)):
        return []
    return parts


_GOAL_NOUN: Final = re.compile(
    r"(?:定了|立了|给自己定了|有)?(?:个|一个)?(?:小|新|大)?(?:目标|梦想|心愿|愿望|新年愿望|flag)$"
)


def goal_after(previous: str, clause: str) -> list[Fill]:
    """A goal said in the clause after the one that announces it (今年的小目标：去一次西藏;
    最近定了个目标，每个月存下一半工资)."""
    if not previous or _GOAL_NOUN.search(previous) is None:
        return []
    return [Fill("goal", value) for value in zh_objects.goal(clause)]


_ORG_AT: Final = re.compile(
    r"(?P<org>[A-Za-z][A-Za-z0-9&.+ -]*?|[\u4e00-\u9fff]{2,4}?)(?P<place>[\u4e00-\u9fff]{2,4})"
)


def place_of_org(text: str) -> list[str]:
    """The place of an organisation named with it (在Shopee新加坡, 在腾讯深圳): where one
    works, when the organisation is a Latin name or a known one and the place is known."""
    found = _ORG_AT.fullmatch(text)
    if found is None or not zh_objects.is_place(found["place"]):
        return []
    org = found["org"]
    return [found["place"]] if org.isascii() or org in zh_words.ORGS else []


_IT_NATIVE: Final = re.compile(r"(?:那|这|它)(?:个)?(?:是|就是|可是)我(?:的)?(?:母语|第一语言)")


def native_it(text: str) -> list[Fill]:
    """ "用粤语回我吧，那是我的母语": the language named before 那是我的母语."""
    found = _IT_NATIVE.search(text)
    named = zh_objects.languages(text[: found.start()]) if found is not None else []
    return [Fill("languages", named[-1])] if named else []


_DATE_FIXED: Final = re.compile(
    r"[，,]?\s*(?:哦|噢|啊|呃|额)?(?:不对|不是|说错了|错了|不不)[，,]?\s*(?:应该)?(?:是)?"
)


_WHERE_I_WORK: Final = re.compile(
    r"(?:^|[，,。；;])(?P<p>[\u4e00-\u9fff]{2,6}?)(?:才|就|其实|只)?是我(?:们)?"
    r"(?:平时|每天)?(?:上班|工作|办公)的(?:地方|城市|地儿)(?![吗么呢？?])"
)
"""A place said to be where one works (苏州是我上班的地方), not someone else's (是我老公上班的)."""


_BARE_CORRECTION: Final = re.compile(r"^[，,。 ]*(?:是|在|应该是|其实是)")


def bare_correction(segment: str) -> bool:
    """True when a segment after a correction opens with the corrected value itself
    ("…，哦不对，是无锡，苏州是我上班的地方": 无锡 corrects what came before)."""
    return _BARE_CORRECTION.match(segment) is not None


def where_i_work(segment: str, fills: list[Fill]) -> list[Fill]:
    """苏州是我上班的地方, 我住无锡，杭州才是我工作的城市: the known place named before is
    where the user works (a question or a place of no known name reads nothing)."""
    if any(f.slot == "work_location" and f.subject == "user" for f in fills):
        return []
    found = _WHERE_I_WORK.search(segment)
    if found is None or not zh_objects.is_place(found["p"]):
        return []
    return [Fill("work_location", found["p"])]


def org_beside_role(segment: str, fills: list[Fill]) -> list[Fill]:
    """An institution said in a clause of its own beside the user's role (我是麻醉科的住院医，在
    湘雅二医院; 在市档案馆整理民国档案 after 我是档案馆的): the employer, when none is read."""
    users = [f for f in fills if f.subject == "user"]
    if not any(f.slot == "role" for f in users) or any(f.slot == "employer" for f in users):
        return []
    for clause in re.split(r"[，,。；;！!]", segment):
        found = _AT_INSTITUTION.match(clause.strip())
        if found is None or len(found["o"]) - len(found["kind"]) < 2:  # not 在医院 alone
            continue
        if not _DESCRIBED.search(found["o"]):  # not 一家做在线教育的公司
            return [Fill("employer", found["o"])]
    return []


_AT_INSTITUTION: Final = re.compile(
    r"^(?:现在|目前|平时)?(?:人)?在(?P<o>(?![一某这那])[^一某家了开上里个，,。]{2,10}?"
    r"(?P<kind>医院|研究院|设计院|调查院|学院|局|馆|所|中心|公司|集团|银行|学校|大学|中学|小学|工厂|厂))"
    r"(?:$|从事|负责|整理|做|干|工作|上班|任职|当)"
)
"""在 and an institution named by its kind of place (湘雅二医院, 市档案馆, 地质调查院), at a
clause's start, alone or before what is done there."""
_DESCRIBED: Final = re.compile(r"的|^[做干搞当开办]")
"""An institution described by what it does (做在线教育的公司), not named."""


def redated(text: str, anchor: date) -> str:
    """A day corrected right after it is said (下周三，哦不对，是下周四，去广州): the first day
    and the correction dropped, so what is planned keeps the corrected day."""
    mentions = find_dates(text, anchor)
    for before, after in itertools.pairwise(mentions):
        between = text[before.end : after.start]
        if _DATE_FIXED.fullmatch(between) and between != "不是":  # 9号不是8号: 9号 holds
            rest = re.sub(r"^[，,]\s*", "", text[after.end :])  # the day, then what is done
            return text[: before.start] + text[after.start : after.end] + rest
    return text


_WHERE: Final = frozenset(("home_location", "work_location"))


_VISIT: Final = re.compile(
    r"[\u4e00-\u9fff]{2}(?:排队|挂号|看病|看牙|体检|办事|办卡|取钱|存钱|逛街|吃饭|买东西)"
)
"""An organisation with what one does there as a visitor (在协和医院排队挂号): no employer."""
_AFTER_ORG: Final = "送开跑做写当干搞带卖教快都已有差近整满将读念"


def _org_cut(fill: Fill) -> Fill:
    """A known organisation read with what is done there or how long (美团送外卖, 华为快两年):
    the organisation alone."""
    known = [org for org in zh_words.ORGS if len(org) >= 2 and fill.value.startswith(org)]
    if not known:
        return fill
    org = max(known, key=len)
    rest = fill.value[len(org) :]
    return dataclasses.replace(fill, value=org) if rest[:1] and rest[0] in _AFTER_ORG else fill


_A_KIND_AT: Final = re.compile(
    r"(?P<p>[\u4e00-\u9fff]{2,4}?)(?:的)?(?:一家|一个|一所|一间|家|个|所)[\u4e00-\u9fffA-Za-z]{0,8}"
)
"""An organisation said by its kind in a place (武汉一家医院, 上海的一家外企): no name."""


def _place_of_kind(fill: Fill, fills: list[Fill]) -> list[Fill]:
    """An employer read as a place and an organisation's kind (在武汉一家医院上班): where one
    works is the place; the organisation has no name to learn."""
    found = _A_KIND_AT.fullmatch(fill.value) if fill.slot == "employer" else None
    if found is None or not zh_objects.is_place(found["p"]):
        return [fill]
    if any(f.slot == "work_location" and f.subject == fill.subject for f in fills):
        return []
    return [dataclasses.replace(fill, slot="work_location", value=found["p"])]


def org_or_place(fills: list[Fill]) -> list[Fill]:
    """One reading of a name in Latin letters read both as an employer and as a place: the
    place when it is a known or place-worded one (在Berlin上班), else the organisation
    (在Shopify做后端, 现在在Meta): Chinese writes places in Han, brands in Latin letters."""
    fills = [_org_cut(f) if f.slot == "employer" else f for f in fills]
    fills = [g for f in fills for g in _place_of_kind(f, fills)]
    fills = [f for f in fills if not (f.slot == "employer" and _VISIT.search(f.value))]
    orgs = {(f.subject, f.value) for f in fills if f.slot == "employer"}
    both = {
        (f.subject, f.value)
        for f in fills
        if f.slot in _WHERE and (f.subject, f.value) in orgs and f.value.isascii()
    }
    if not both:
        return fills
    return [
        f
        for f in fills
        if (f.subject, f.value) not in both
        or (f.slot in _WHERE) == (latin_kind(f.value) == "place")
    ]


_OFF: Final = re.compile(
    r"^(?P<of>你|您|你们|你那边|UTC|GMT|utc|gmt|国内|[\u4e00-\u9fff]{2,4}?(?:时间)?)(?:那边)?"
    r"(?P<way>快|早|慢|晚)(?P<n>[\d一二三四五六七八九十两半]{1,3})(?:个)?(?:半)?(?:小时|钟头|钟)"
)
_ZH_COUNTS: Final = dict(zip("一二三四五六七八九", "123456789", strict=True)) | {
    "两": "2",
    "十": "10",
}


def hours_off(text: str) -> list[str]:
    """我比你快八个小时, 比UTC快5小时: a time zone said as hours off a reference (UTC±n when
    the reference is UTC or GMT, else as said)."""
    found = _OFF.match(text)
    if found is None:
        return []
    of = found["of"].upper()
    if of in ("UTC", "GMT") and found["n"] in _ZH_COUNTS.keys() | set("123456789"):
        ahead = found["way"] in ("快", "早")
        return [of + ("+" if ahead else "-") + _ZH_COUNTS.get(found["n"], found["n"])]
    return ["比" + found.group(0)]


_TRADES: Final = (
    ("出租车|出租|的士|计程车", "出租车司机"),
    ("滴滴|网约车|专车|快车", "网约车司机"),
    ("货车|大货车|大车|卡车|货运", "货车司机"),
    ("公交车|公交", "公交司机"),
    ("长途|大巴|客车", "大巴司机"),
    ("外卖", "外卖员"),
    ("快递", "快递员"),
)
"""What one drives or delivers, and the trade it makes (开出租的: 出租车司机)."""


RUN_TRADES: Final = (
    ("美团外卖|饿了么|外卖|美团|跑腿|闪送", "外卖骑手"),
    ("滴滴|网约车|快车|专车|顺风车|曹操|花小猪|高德", "网约车司机"),
    ("出租车|出租|的士|计程车", "出租车司机"),
    ("货拉拉|快狗|运满满|满帮", "{}司机"),
    ("大货车|货车|大车|卡车|货运|冷链", "货车司机"),
    ("长途", "长途司机"),
    ("公交车|公交", "公交司机"),
    ("大巴|客车|班车", "大巴司机"),
    ("快递|顺丰|中通|圆通|韵达|申通|京东快递", "快递员"),
    ("地铁", "地铁司机"),
)
"""What one runs or drives for a living (跑滴滴, 开出租, 跑货拉拉, 跑美团外卖) and the trade it
makes; `{}` is the platform's own name (货拉拉司机)."""


def run_trade(said: str) -> str | None:
    """The trade of what one runs or drives (跑货拉拉 → 货拉拉司机), or None."""
    for names, role in RUN_TRADES:
        found = re.match(names, said)
        if found is not None:
            return role.format(found.group(0))
    return None


def trade(text: str) -> list[str]:
    """开出租的, 跑滴滴, 送外卖的: the trade of what one drives or delivers."""
    text = re.sub(r"^(?:了|个|一名)?|(?:的|了)$", "", text)
    return [role for said, role in _TRADES if re.fullmatch(said, text)]


_DOER: Final = re.compile(
    r"(?:写|卖|放|养|种|修|送|教|拍|剪|画|搬|杀|烤|磨|焊|收|摆|带|开)"
    r"(?!玩笑|着玩|会|车去|心)[\u4e00-\u9fffA-Za-z]{1,5}的"
)
"""Who one is by what one does for a living (卖保险的, 写代码的, 放羊的, 开饭馆的)."""


def doer(text: str) -> list[str]:
    """我是卖保险的, 我是个写代码的: the doing with its 的 is the role (as said); a trade with
    a title of its own (开出租的: 出租车司机) is read by `trade`, a business one runs (开面馆的)
    is its owner (面馆老板)."""
    text = re.sub(r"^(?:个|一个|一名|名)", "", text)
    if not _DOER.fullmatch(text) or trade(text[1:]):
        return []
    owned = business(text[1:-1]) if text.startswith("开") else []
    return owned or [text]  # g50w: 开面馆的: 面馆老板


def jobless(text: str) -> list[str]:
    """待业中, 失业了, 在找工作: the user has no job now (said as 待业, 失业)."""
    found = re.fullmatch(r"(?:在家)?(待业|失业|无业)(?:中|在家|呢)?", text)  # 失业了: an ending
    return [found.group(1)] if found is not None else []


_SHOP: Final = re.compile(
    r"[\u4e00-\u9fffA-Za-z]{0,6}(?:店|馆|馆子|铺子|餐厅|饭店|超市|酒吧|民宿|工作室|诊所|书店|花店|面馆"
    r"|奶茶店)"
)


def business(text: str) -> list[str]:
    """开了一家咖啡店, 经营一家民宿: the owner of the business is the role (咖啡店老板)."""
    text = re.sub(r"^(?:小|自己的|小小的)", "", text)
    text = re.sub(r"(?<=馆)子$|(?<=铺)子$", "", text)  # 牛肉面馆子: 牛肉面馆
    return [text + "老板"] if _SHOP.fullmatch(text) else []


_STAFF: Final = re.compile(
    r"(?:的)?(?:员工|职员|正式员工|外包|实习生|P\d{1,2}|T\d{1,2}|[A-Z]\d{1,2})"
)


def org_of_staff(text: str) -> list[str]:
    """我是腾讯员工, 我是美团骑手, 一名阿里P7: a known organisation said before its staff word,
    a role or a level is the employer."""
    known = [org for org in zh_words.ORGS if len(org) >= 2 and text.startswith(org)]
    if not known:
        return []
    org = max(known, key=len)
    rest = text[len(org) :]
    staff = _STAFF.fullmatch(rest) is not None or rest.removeprefix("的").endswith(ROLE_ENDINGS)
    return [org] if rest and staff else []


def org_after_place(text: str) -> list[str]:
    """在杭州阿里做产品经理, 在深圳腾讯上班: a known place said before the organisation; the
    organisation is the employer (a known one, a Latin name, or one named by its kind)."""
    for size in (4, 3, 2):
        head, rest = text[:size], text[size:]
        if len(rest) >= 2 and zh_objects.is_place(head) and not zh_objects.is_place(rest):
            if rest in ORG_KINDS:
                return [text]  # 广州交响乐团: the place is part of the name
            return org_named_by_kind(rest) or ([rest] if rest in zh_words.ORGS else [])
    return []


_ORG_KIND: Final = re.compile(
    r"(?:[A-Za-z][A-Za-z0-9&.+ -]*|[\u4e00-\u9fff]{1,8}?(?:"
    + "|".join(sorted(set(ORG_KINDS), key=len, reverse=True))
    + r"))"
)


def org_named_by_kind(text: str) -> list[str]:
    """An organisation said alone where one is (我是护士，在市一医院): a Latin name or one
    whose name ends in its kind (医院, 银行, 大学...), or a known one; not a place."""
    if zh_objects.is_place(text) or text.endswith(("附近", "那边", "这边", "家里", "老家")):
        return []
    if "的" in text or text.startswith(("一", "某", "家", "个", "这", "那", "小")):
        return []  # 一家做储能的创业公司, 小公司: a description, not a name
    if text in zh_words.ORGS or _ORG_KIND.fullmatch(text) is not None:
        return [text]
    return []


_A_ROLE: Final = re.compile(r"^(?:我)?(?:是|当|做)(?:一名|一个|个|名)?(?P<r>[^，,。的]{1,8})$")
_AT_ALONE: Final = re.compile(r"^(?:现在|目前)?在(?P<v>[^，,。]{2,10}?)(?:工作|上班)?$")


def org_after_role(previous: str, clause: str) -> list[Fill]:
    """我是护士，在市一医院: the organisation said alone right after one's job is the employer
    (a visit, 在协和医院排队, is no clause of its own after a job)."""
    role = _A_ROLE.match(previous)
    if role is None or not role["r"].endswith(ROLE_ENDINGS):
        return []
    found = _AT_ALONE.match(clause)
    return [Fill("employer", v) for v in org_named_by_kind(found["v"])] if found else []


def work_place_went(text: str) -> list[str]:
    """坐地铁去国贸上班: where one goes to work is a place (a known one, or a short name that
    is no organisation, person or pronoun)."""
    known = zh_objects.place(text)
    if known:
        return known
    plain = re.fullmatch(r"[\u4e00-\u9fff]{2,4}", text) is not None
    if not plain or text in zh_words.ORGS or text.startswith(("公司", "单位", "我", "他", "她")):
        return []
    return [] if _ORG_KIND.fullmatch(text) or text.endswith(("那里", "那边", "这里")) else [text]


_NOT_HOMES: Final = re.compile(
    r"家|里|边|上|下|中心|宿舍|酒店|宾馆|公司|学校|附近|郊区|乡下|农村|城里|市区|一起|外面|隔壁|对面|这|那|"
    r"哪|单位|医院|楼|屋|房|舍|营|所"
)


def named_home(text: str) -> list[str]:
    """住在德阳, 定居在余杭: where one lives ending the clause is a place even when no list
    knows it, if it reads as a short name (not 朋友家, 宿舍, 公司附近, 乡下)."""
    known = zh_objects.place(text)
    if known:
        return known
    plain = re.fullmatch(r"[\u4e00-\u9fff]{2,3}", text) is not None
    return [text] if plain and not _NOT_HOMES.search(text) else []


_SLANG_ROLES: Final = {
    "程序猿": "程序员",
    "程序媛": "程序员",
    "码农": "程序员",
    "攻城狮": "工程师",
    "设计狗": "设计师",
    "设计喵": "设计师",
    "产品狗": "产品经理",
    "产品汪": "产品经理",
    "运营狗": "运营",
    "翻译狗": "翻译",
    "医学狗": "医学生",
    "法学狗": "法学生",
    "宝妈": "全职妈妈",
    "教书匠": "老师",
}
"""Jokey words for a job (码农, 攻城狮, 设计狗): the job they name."""


_STUDENT_SLANG: Final = (
    (re.compile(r"(?:研[一二三]?|硕士|硕[一二三]?)(?:狗|党|汪|民工)"), "研究生"),
    (re.compile(r"(?:博[一二三四五六七八]?|博士|直博|延毕)(?:狗|党|汪|民工)"), "博士生"),
    (re.compile(r"(?:大[一二三四五]|本科|大学)(?:狗|党|汪)"), "大学生"),
)
"""Jokey words for a student by year (研二狗, 博三狗, 大四狗): the student they name."""


def slang_role(text: str) -> list[str]:
    """我是码农, 一枚攻城狮, 研二狗: the job a jokey word names."""
    if text in _SLANG_ROLES:
        return [_SLANG_ROLES[text]]
    return [role for said, role in _STUDENT_SLANG if said.fullmatch(text)][:1]


_CHANGE: Final = re.compile(
    r"^把[^，,。]{1,12}?(?:从[^，,。]{1,10}?)?(?:迁|移|搬|转|改|换|升级|重写|重构|切)(?:到|成|为|去)[^，,。]{1,12}$"
)


def change_project(text: str) -> list[str]:
    """A project of change (把老系统从PHP迁到Go): the whole change is the project."""
    return [text] if _CHANGE.match(text) else []


READERS: Final[dict[str, Callable[[str], list[str]]]] = {
    "change_project": change_project,
    "slang_role": slang_role,
    "named_home": named_home,
    "org_after_place": org_after_place,
    "org_named_by_kind": org_named_by_kind,
    "work_place_went": work_place_went,
    "org_of_staff": org_of_staff,
    "shop": business,
    "trade": trade,
    "doer": doer,
    "jobless": jobless,
    "lang_only": languages_only,
    "place_of_org": place_of_org,
    "hours_off": hours_off,
}
"""The readers of this module by the hole names the frames use."""


_NAMED_QUOTE: Final = re.compile(
    r"(?P<by>叫做|名叫|叫我|叫|名为|名字是|品牌是)[“「『\"](?P<v>[^”」』\"]{1,15})[”」』\"]"
    r"|(?P<at>在)[“「『\"](?P<w>[^”」』\"]{1,15})[”」』\"](?=上班|工作|实习|打工|任职)"
)


def unquoted_names(text: str) -> str:
    """Quotes around a name taken off (一家叫“蓝鲸科技”的公司, 叫我“小鱼”就行, 在“蓝鲸科技”上班):
    the name is said, not quoted speech."""
    return _NAMED_QUOTE.sub(lambda m: m["by"] + m["v"] if m["by"] else m["at"] + m["w"], text)
