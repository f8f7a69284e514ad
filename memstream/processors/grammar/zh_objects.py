"""Typed readers of Chinese objects: what a frame's hole captured, checked and trimmed.

A place is a known place (the gazetteer in `places`, jieba's place words) or a name ending
in 市/省/区/县/镇/州; an organisation is a known one or a name that is neither a place nor a
common noun; a role ends in a role word (工程师, 老师, 运营...); a language is a language
word (粤语, 英文, 上海话, or any X语 / X话); a condition names a known one or ends in 病, 症,
炎, 不耐受.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import taste_edges, zh_org_doing
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.en_words import EDITORS, TECH, TIMEZONE_ABBREVIATIONS
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import ZH_PLACES, latin_kind
from memstream.processors.grammar.zh_pronouns import has_pronoun
from memstream.processors.grammar.zh_shape_words import (
    LATIN_JOB_HEADS,
    LATIN_JOIN,
    MORE_ROLES,
    NOT_JOB_ENDINGS,
    ROLE_HEADS_LONG,
)
from memstream.processors.grammar.zh_taste_lists import items
from memstream.processors.grammar.zh_words import words

_PLACE_TAIL: Final = re.compile(r"(?:那边|这边|那块|这块|附近|一带|周边|这里|那里|了|的|啦|呢)+$")
_PLACE_SUFFIX: Final = re.compile(r"^[\u4e00-\u9fff]{1,6}(?:市|省|区|县|镇|州|新区)$")
_ORG_HEAD: Final = re.compile(r"^(?:一家|那家|这家|家)")
_GENERIC: Final = frozenset(
    """家 家里 这里 那里 外面 公司 单位 厂里 学校 医院 这 那 这边 那边 里面 网上 线上 远程 本地
    一家 国企 外企 私企 创业公司 这个 那个 当地 老家 市区 郊区 附近 店里 楼下 上面 地铁上 路上
    工位 办公室 家附近 总部 初创公司 出海公司 外包公司 大厂 小公司 银行 券商 律所 工厂 厂子
    酒店 餐厅 饭店 商场 超市 医院里 学校里 大学
    小学 中学 高中 初中 幼儿园 政府 机关 事业单位 部队 研究所 实验室 工地 门店 店
    国外 国内 startup start-up""".split()
)
_GENERIC_KINDS: Final = _GENERIC | frozenset("东家 岗位 地方 部门 团队".split())
"""Kinds of place that name none when said new or old (新公司, 原单位, 老东家)."""


def _generic(text: str) -> bool:
    """True for a kind of place named by no name, new or old (公司, 新公司, 原单位, 老东家)."""
    return text in _GENERIC or (text[:1] in "新老原前旧" and text[1:] in _GENERIC_KINDS)


_NOT_PLACES: Final = frozenset("地球 火星 月球 宇宙 工位 太阳系 天堂".split())
_NOT_NAMES: Final = frozenset(
    """什么 谁 一下 这个 那个 个 他 她 你 我 啥 哪个 名字 小名 啥名字 一个""".split()
)
_CONDITION_TAIL: Final = re.compile(
    r"(?:病|症|炎|不耐受|前期|劳损|突出|结节|结石|囊肿|息肉|综合征|障碍|失调|偏高|偏低|过高|过低|损伤|骨折"
    r"|增生|反流|紊乱)$"
)
_TZ: Final = re.compile(
    r"^(?:[东西][一二三四五六七八九十]{1,3}区|(?:UTC|GMT|utc|gmt)\s*[+-]\s*\d{1,2}(?::\d{2})?"
    r"|[A-Z][A-Za-z]+/[A-Z][A-Za-z_]+|[\u4e00-\u9fff]{2,5}时间|[东西中南北山太平洋大西]{1,3}部?夏令时)"
)
_KEPT_BY: Final = re.compile(
    r"(?P<zone>[\u4e00-\u9fff]{2,5}?)(?:的)?(?:来|算|走|为准)(?:吧|啊|哈|了)?"
)
"""A place time is kept by, said before 来 / 算 / 为准 (按东京来, 以纽约为准)."""
_US_ZONES: Final = frozenset("美东 美西 美中 美国东部 美国西部 美国中部".split())
_VERB_AFTER: Final = (
    r"做|干|当|写|搞|上班|工作|实习|任职|带|教|跑|负责|打工"
    r"|[一二三四五六七八九十两几半\d]|的时候|以后|之后"
)
"""What follows an organisation's name when the rest of the phrase says what is done there
(or for how long)."""
_SPLIT: Final = re.compile(r"和|、|跟|及|以及|与|还有|/")


def is_place(text: str) -> bool:
    """True for a known place or a name of an administrative area."""
    if _ZONE_NAME.search(text):
        return False  # 时区, 东八区: a time zone, not a district
    if _NOT_AREA.search(text):
        return False  # 给小区做…, 我们社区: a preposition or a housing estate, no area (h34b)
    if text in ZH_PLACES:
        return True
    return _PLACE_SUFFIX.match(text) is not None and not _NOT_IN_A_NAME.search(text)


_NOT_IN_A_NAME: Final = re.compile(r"[才就回去在到了的我你他她]|周末|今天|明天|后天|晚上|早上")
"""Words no place name by its suffix holds: 周末才回广州 ends in 州 and is a clause, not a place."""


_NOT_AREA: Final = re.compile(
    r"^[给跟和对把被从帮替]|(?:小区|社区|景区|校区)$|(?:超市|夜市|菜市|门市|股市|集市|早市|黑市)$"
)  # 开超市: a shop, no city (h36z)


_ZONE_NAME: Final = re.compile(r"时区$|^[东西][一二三四五六七八九十]{1,3}区$")


def place(text: str) -> list[str]:
    """A place, trimmed ("苏州园区这边" → 苏州园区 → the known city at its start, 苏州)."""
    near = re.search(r"(?<=[^那这])(?:附近|那边|这边|一带|周边|那块|这块)$", text) is not None
    text = re.sub(r"^(?:在|到|去|回|住)?(?:老家|家乡|故乡)?", "", _PLACE_TAIL.sub("", text))
    if is_place(text) or re.fullmatch(r"[A-Z][A-Za-z .'-]+", text):
        return [text]
    if near and re.fullmatch(r"[\u4e00-\u9fff]{2,4}", text) and text not in w.ORGS:
        return [text]  # 国贸附近, 滨江那边: what one is near is a place
    if _NAMED_ORG.match(text):
        return []  # 中国银行, 国家电网: an organisation named after its place
    for size in (4, 3, 2):
        if is_place(text[:size]) and len(text) > size:
            return [text[size:] if is_place(text[size:]) else text[:size]]  # 广东深圳: 深圳
    tail = [size for size in (4, 3, 2) if len(text) - 3 <= size < len(text)]
    return [text[-size:] for size in tail if is_place(text[-size:])][:1]  # 印尼雅加达


_NAMED_ORG: Final = re.compile(
    r"[\u4e00-\u9fff]{2,4}?(?:银行|集团|医院|研究院|研究所|电网|电信|移动|联通|航空|证券|保险)"
)
"""An organisation whose name begins with a place (中国银行, 国家电网); a university (北京大学)
still says where one studies, and lives."""


_LATIN_AT_PLACE: Final = re.compile(
    r"(?P<org>[A-Za-z][A-Za-z0-9&.+ -]*?)(?P<place>[\u4e00-\u9fff]{2,6})"
)


def _has_place(text: str) -> bool:
    """True when a known place of two or more characters occurs in the text."""
    return any(
        text[i:j] in ZH_PLACES
        for i in range(len(text))
        for j in range(i + 2, min(len(text), i + 6) + 1)
    )


_NEAR: Final = re.compile(r"(?:附近|那边|这边|一带|周边|那块|这块)(?:上班|工作|办公|实习)?$")
"""Words after a name that make it a place (国贸附近, 滨江那边), never an organisation."""


_CALLED_ORG: Final = re.compile(
    r"(?:一家|一间|一个|家|间)?(?:叫做|名叫|叫)(?P<n>[^的]{2,10})的[\u4e00-\u9fffA-Za-z]{0,6}"
    r"(?:公司|企业|工作室|机构|事务所|集团|银行|医院|学校|店|厂|律所|团队)"
)
_ENDS_IN_VERB: Final = re.compile(r"[\u4e00-\u9fff][开干搞住待呆玩吃买种养](?:了)?$")


def org(text: str) -> list[str]:
    """An organisation: known, or a proper-looking name that is not a place or common noun."""
    if _NEAR.search(text) or re.fullmatch(r"[\d.%+-]+", text):
        return []  # 国贸附近: a place; 996: a number
    called = _CALLED_ORG.fullmatch(text)
    if called is not None:  # 就职于一家叫星河的咨询公司: the name, not the kind (h36z)
        text = called["n"]
    if (_ENDS_IN_VERB.search(text) or re.search("担任|擔任", text)) and text not in w.ORGS:
        return []  # 在县城开了家超市: a place and a verb, no organisation (h36z)
    text = re.sub(r"的(?:offer|Offer|OFFER|录用通知|聘书|工作)$", "", text)  # 腾讯的offer
    text = re.sub(r"的[^的]{0,6}?" + _UNIT + "$", "", text)  # 腾讯的游戏事业群: 腾讯
    text = text.rsplit("的", 1)[-1]
    if text.lower() in ("offer", "title", "job", "team", "remote", "hr"):
        return []
    at_place = _LATIN_AT_PLACE.fullmatch(text)
    if at_place is not None and is_place(at_place["place"]):
        return [at_place["org"]]  # Shopee新加坡: the organisation, at one of its places
    if re.match(
        r"^(?:带|转|做|写|去|跟|给|把|被|一|个|家|在|读|学|试|忙|准备|打算|努力)|一个|一家|趟|[次些]|着$",
        text,
    ):
        return [text] if text in w.ORGS else []
    named_org = re.search(r"公司|银行|医院|大学|学院|集团|研究所|工作室|中心|事务所", text)
    if _has_place(text) and text not in w.ORGS and not named_org:
        return []
    text = _ORG_HEAD.sub("", _PLACE_TAIL.sub("", text.rsplit("的", 1)[-1]))
    text = re.sub(rf"(?<=公司|银行|医院|集团|中心)(?:{_VERB_AFTER}).*$", "", text)  # 公司做算法
    known = [o for o in w.ORGS if text.startswith(o) and len(o) >= 2]
    rest = text[len(max(known, key=len)) :] if known else ""
    doing = re.match(_VERB_AFTER, rest) or zh_org_doing.starts_doing(rest)  # 京东管仓库 (g54w)
    if text in w.ORGS or (known and not doing):
        return [text]
    if known:
        return [max(known, key=len)]  # "中兴做通信算法": the organisation, not what is done there
    if not text or _generic(text) or is_place(text) or _place_not_org(text) or len(text) > 8:
        return []
    if department(text):
        return []  # 麻醉科, 财务部: a department of the employer, not the employer
    if text.endswith(("里", "上", "中", "下", "会")) or text in _NOT_PLACES:
        return []
    if re.search(r"公司|银行|医院|大学|学院|集团|研究所|工作室|中心|事务所|餐厅|店$", text):
        return [text] if not text.startswith(("一", "某", "家", "个")) else []
    if re.fullmatch(r"[A-Za-z][\w&.+ -]*", text):
        return [text]
    return [text] if 2 <= len(text) <= 5 and not re.search(r"[做干当在是的了]", text) else []


def _place_not_org(text: str) -> bool:
    """True when the text reads as a place: a name in Latin letters only when it is a known
    or place-worded one (Berlin, not Shopify: Chinese writes places in Han)."""
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9&.+ '-]*", text):
        return latin_kind(text) == "place"
    return bool(place(text))


_DEPARTMENT: Final = re.compile(
    r"[\u4e00-\u9fff]{1,4}科|(?:财务|销售|人事|技术|市场|研发|运营|行政|法务|采购|客服|产品|设计|生产"
    r"|质检|工程|后勤|宣传|编辑|信息|品质|物流|仓储|售后|培训|审计|风控|投资)(?:部|部门|组|科|处)"
)
"""A department named alone (麻醉科, 急诊科, 财务部, 销售组): where in the employer one works."""


def department(text: str) -> bool:
    """True for a department named alone (麻醉科, 财务部), which is no employer."""
    return _DEPARTMENT.fullmatch(text) is not None


_UNIT: Final = "(?:部门|事业部|事业群|项目组|研发中心|团队|小组|组|部)"
"""A unit of an organisation (技术部门, 游戏事业群): one works for the organisation."""


def org_named(text: str) -> list[str]:
    """An organisation said as 我是X的 ("我是腾讯的"): a known one, a Latin name or one named
    as an organisation (…公司, …银行), never a common word (我是退休的)."""
    found = org(text)
    named = r"公司|银行|医院|大学|学院|集团|研究所|工作室|事务所"
    return [o for o in found if o in w.ORGS or o[:1].isascii() or re.search(named, o)]


def org_known(text: str) -> list[str]:
    """An organisation said bare (我在腾讯): a known one (or one that begins with a known one:
    腾讯音乐), or a name all in Latin letters."""
    text = zh_org_doing.org_before_doing(text)  # 阿里看风控: 阿里 (g54w)
    found = [o for o in org(text) if o == text]
    known = [o for o in found if any(o.startswith(k) for k in w.ORGS if len(k) >= 2)]
    return known or [o for o in found if re.fullmatch(r"[A-Z][A-Za-z0-9&.+ -]{1,20}", o)]


_AT_WORKPLACE: Final = re.compile(
    r"的[\u4e00-\u9fffA-Za-z]{0,6}?(?:公司|企业|工作室|机构|单位|厂|店|馆|医院|学校|银行|律所|团队"
    r"|初创|startup|外企|国企|大厂)(?:里|里面)?(?:做|当|干|担任|搞)(?P<r>[^做当干]{2,10})$"
)
"""A place described with 的 and what one does there (做直播的公司做主播经理)."""


def role(text: str) -> list[str]:
    """A role: ends in a role word ("后端开发", "小学语文老师", "UI设计"); of a place one
    works at, the role alone ("一家咖啡店的店长" → 店长)."""
    text = re.sub(r"(?:的|了|呢|啊|哈)+$", "", text)
    if re.match(r"(?:一家|这家|那家|一个|公司|单位|店里|厂里)", text) and "的" in text:
        return role(text.rsplit("的", 1)[-1])
    there = _AT_WORKPLACE.search(text)
    if there is not None:  # 做直播的公司做主播经理: the role is what one does at the place
        return role(there["r"]) or field(there["r"])
    text = re.sub(r"^(?:本人|是|到|去)?(?:一名|一位|一个|个|名)?", "", text)
    text = re.sub(r"^[\d一二三四五六七八九十两几]+年(?:的)?", "", text)  # 做了五年Java开发
    text = re.sub(r"^(?:做|干|当|搞)(?=..)", "", text)  # 做硬件的: the line of work
    modified = re.fullmatch(r"(?:在)?[^的]{1,12}的(?P<h>[^的]{2,8})", text)
    if modified is not None and is_job(modified["h"]) and not has_pronoun(text):
        return [modified["h"]]  # 在武汉读研的学生, 铁路上的扳道工: the head of the phrase
    if not text or text.startswith(
        ("不", "在", "说", "想", "觉得", "很", "个很", "给", "把", "被", "跟")
    ):
        return []
    if has_pronoun(text):
        return []  # "我的老师" (not 吉他老师: jieba's words): a person, not a role
    if re.search(r"(?<=.)(?:一个|一位|一名|一只)", text):
        return []  # 刷到一个up主: someone met, not a role (h36z)
    if text.startswith("上") and text[1:].endswith(w.ROLE_ENDINGS):
        text = text[1:]  # 当上店长: 店长
    return [text] if is_job(text) else []


JOB_HEADS: Final = "工长匠"
"""Characters an unknown job title ends in (钳工, 扳道工, 护士长, 木匠): the head of the noun
phrase. 师, 员, 手 and 官 end too many jokes and non-jobs (铲屎官, 剁手, 会员) to be read
open; the titles ending so are listed in `zh_words.ROLE_ENDINGS` and `TITLES`."""
NOT_JOBS: Final = words(
    """员工 打工 上工 开工 加工 分工 完工 手工 人工 施工 会员 成员 党员 团员 动员 人员 全员 满员
    家长 学长 师长 兄长 成长 延长 增长 擅长 特长 专长 身长 很长 太长 好长 大师 法师 老师傅 魔法师
    新手 老手 高手 对手 帮手 能手 人手 上手 动手 拿手 双手 一手 二手 出手 分手 洗手 选手 好手
    剁手 抢手 熟手 官方 器官 五官 感官 长官 师 员 工 长 官 手 匠"""
)
"""Words ending in a job head that name no job (员工, 家长, 高手, 官方)."""
TITLES: Final = words("法官 警官 检察官 外交官 军官 狱警 消防员")
"""Titles ending in 官 (法官, 外交官): jobs, unlike the jokes that end so."""
JOB_ACRONYMS: Final = words("PM HR BD QA UI UX UE CEO CTO COO CFO DBA SRE PR PMO HRBP SDE")
"""Job titles said in Latin letters (在一家startup做PM)."""


def is_job(text: str) -> bool:
    """True for a job title: a known role word, a short noun (four characters at most) ending
    in a job head (钳工, 扳道工, 护士长) or a Latin job acronym; at most ten characters."""
    words = text.split(LATIN_JOIN)  # 做data analyst: an English title (h36z)
    if len(words) > 1 and all(x.isascii() and x.isalpha() for x in words):
        return words[-1].lower().removesuffix("s") in LATIN_JOB_HEADS
    if not text or len(text) > 10 or text in NOT_JOBS or text.endswith(NOT_JOB_ENDINGS):
        return False  # 打工人, 牛马: a jest, no job (h36z)
    if text.endswith(w.ROLE_ENDINGS) or text in JOB_ACRONYMS or text.endswith(TITLES):
        return True
    if text.endswith(MORE_ROLES) or _headed(text):  # up主, 宝妈; 扎铁师傅 (h36z)
        return True
    head = re.fullmatch(r"[\u4e00-\u9fff]{1,3}[" + JOB_HEADS + "]", text) is not None
    return head and not any(text.endswith(n) for n in NOT_JOBS if len(n) >= 2) and "的" not in text


def _headed(text: str) -> bool:
    """A job whose head calls someone when alone (师傅, 小哥), said with what they do before
    it (扎铁师傅, 外卖小哥)."""
    heads = [h for h in ROLE_HEADS_LONG if text.endswith(h)]
    return bool(heads) and 2 <= len(text) - len(heads[0]) <= 4 and "的" not in text


def field(text: str) -> list[str]:
    """A line of work said as 我是做X的 ("做跨境电商的", "搞后端的"): a short noun phrase, no
    pronoun, verb or time."""
    text = re.sub(r"^(?:一点|点|些)", "", text)
    if not 2 <= len(text) <= 8 or re.search(r"[我你他她这那了在着过把被给去来吃喝玩看的]", text):
        return []
    if re.search(r"公司|企业|工作室|作业|饭|家务", text):
        return []
    return [text] if not _TIME_START.match(text) else []


_TAUGHT: Final = words(
    """语文 数学 英语 物理 化学 生物 历史 地理 政治 音乐 美术 体育 钢琴 舞蹈 编程 瑜伽 游泳
    书法 画画 小提琴 吉他 英文 日语 法语 德语 韩语 中文 汉语 计算机 数据库 经济学 法律 会计"""
)


def taught(text: str) -> list[str]:
    """What one teaches (教高中物理, 教小学英语, 教书): the teacher of it."""
    text = re.sub(r"(?:的|了|呢)+$", "", text)
    if text in ("书", "书的"):
        return ["老师"]
    if len(text) <= 8 and text.endswith(_TAUGHT) and not re.search(r"[我你他她们]", text):
        return [f"{text}老师"]
    return []


_STUDENTS: Final = (
    ("研", "研究生"), ("博", "博士生"), ("大", "大学生"), ("本科", "大学生"), ("高", "高中生"),
    ("初", "初中生"), ("硕", "研究生"),
)  # fmt: skip


def study(text: str) -> list[str]:
    """The student one is, by what one reads (读研二 → 研究生, 读博 → 博士生, 读大三 → 大学生)."""
    for start, student in _STUDENTS:
        rest = text[len(start) :]
        if text.startswith(start) and re.fullmatch(
            r"(?:[一二三四五六]|士|究生|科)?(?:了|呢)?", rest
        ):
            return [student]
    return []


def name(text: str) -> list[str]:
    """A person's name: two to four Chinese characters, or a Latin name."""
    text = re.sub(r"(?:就行|就好|就可以了?|好了|吧|哈|呀|啊|的|啦|呗|嘛|咯)+$", "", text)
    if text in _NOT_NAMES or text in w.RELATIONS or role(text) or is_place(text):
        return []
    if _ASKED_TO.match(text) or _PRONOUN.search(text):
        return []  # 叫我帮你查, 叫我起床: what one is asked to do; a name holds no 你 or 我
    if not text[:1].isascii() and place(text):
        return []
    if text.endswith(("人", "族", "出身", "党", "控", "迷", "一枚", "员", "者", "生")):
        return []
    if re.fullmatch(r"[\u4e00-\u9fff]{2,4}|[A-Z][a-zA-Z]+|阿[A-Za-z]+|小[A-Za-z]+", text):
        return [text]
    return []


_ASKED_TO: Final = re.compile(r"帮|替|陪|给|去|提醒|带|起床|吃饭|回家")
"""What one is called to do, not called (叫我帮你查, 喊我起床, 叫我去吃饭)."""
_PRONOUN: Final = re.compile(r"[你您我他她它]")


def full_name(text: str) -> list[str]:
    """A name said after 我是: it must read as a name (a surname first, or a Latin name)."""
    found = name(text)
    if not found or len(found[0]) > 4:
        return []
    head = found[0][1] if len(found[0]) == 2 and found[0][0] in "小老" else found[0][0]
    if head in w.SURNAMES or head.isascii():  # 王芳, Lily, 小王 (小 or 老 before a surname)
        return found
    return []


def surname(text: str) -> list[str]:
    """A surname (本人姓王)."""
    return [text[:2]] if text[:2] in ("欧阳", "司马", "诸葛", "上官") else [text[:1]]


_NOT_LANGUAGES: Final = tuple(
    """的话 说话 废话 这话 电话 对话 实话 坏话 笑话 谎话 情话 闲话 套话 大话 好话 俗话 讲话 通话
    听话 童话 神话 词语 成语 用语 术语 口语 标语 暗语 外语 语言 人话 鬼话 粗话 脏话 狠话 气话 傻话
    醉话 梦话 黑话 行话""".split()
)
"""Words in 话 or 语 that name no language (对话, 笑话, 成语; 外语 is no one language)."""


_LANGUAGE_SPLIT: Final = re.compile(
    r"和|、|跟|及|以及|与|还有|/|[也还](?:会|能)?(?:说|讲)|同(?![事学样时意])"
)  # 同 is "and" in Cantonese (潮州话同普通话)
"""Between two languages of a list, also 也会讲 (会讲客家话也会讲南昌话)."""


def languages(text: str) -> list[str]:
    """The languages named in a phrase ("法语英语中文", "上海话和英语", "冰岛语")."""
    found: list[str] = []
    for part in _LANGUAGE_SPLIT.split(text):
        part = re.sub(r"^([\u4e00-\u9fff]{2})闲话$", r"\1话", part)  # 上海闲话: Wu for 上海话
        known = [lang for lang in w.LANGUAGE_WORDS if lang in part]
        named = re.fullmatch(r"[\u4e00-\u9fff]{1,3}(?:语|话)|[\u4e00-\u9fff]{4}语", part)
        dialect = named is not None and "的" not in part
        if not known and dialect and not part.endswith(_NOT_LANGUAGES):
            known = [part]
        found += [k for k in known if not any(k != o and k in o for o in known)]
    return list(dict.fromkeys(found))


_LEADING: Final = (  # the adverbs a phrase may open with
    r"(?:一点(?:也|都)|真的|实在|其实|反而|现在|最近|一直|特别|非常|比较|有点|都|也|还|很|挺|超|最|更|就是|就|是|又|我"
    r"|开始|渐渐|慢慢|逐渐|越来越)+"
)
_LEADING_ADVERBS: Final = re.compile("^" + _LEADING)
_ADVERBS: Final = re.compile(
    "^"
    + _LEADING  # how a feeling came about: 慢慢开始喜欢
    + r"|(?:真的|其实|反而|现在|最近|一直|特别|非常|比较|有点|都|也|还|很|挺|超|最|就是|就|是|我|"
    r"开始|渐渐|慢慢|逐渐|越来越|"
    r"那个味儿|那个味道)+$"
)


def thing(text: str) -> list[str]:
    """A short object phrase, adverbs, particles, emoji and "the taste of" trimmed ("网球我也挺"
    → 网球, "猫😭" → 猫, "榴莲的味道" → 榴莲)."""
    text = _TRAILING_MARKS.sub("", text)
    text = re.sub(r"(?:了|的|呢|啊|哈|吧|呀|啦)+$", "", text)
    text = _HOW_LONG.sub("", text) or text  # 爵士乐好多年了: how long, not what
    text = _SENSED.sub("", text) or text
    text = re.sub(r"^对", "", _without_adverbs(text))
    text = _QUANTIFIER.sub("", text) or text  # 任何海鲜, 所有的甜点: the kind, not how much of it
    if not 1 <= len(text) <= 14 or text[0] in "你它这那不没的" or _TIME_START.match(text):
        return []
    if "我" in text or "你" in text:
        return []
    return [text]


def _without_adverbs(text: str) -> str:
    """The phrase without the adverbs before and after it (都喜欢, 一直都); one that ends in a
    known place keeps its end (搬去成都, 去京都: the 都 is the city's, not "all")."""
    trimmed = _ADVERBS.sub("", _ADVERBS.sub("", text))
    end_cut = not text.endswith(trimmed)  # only then can a place have lost its end
    if end_cut and any(is_place(text[-size:]) for size in (2, 3) if len(text) >= size):
        return _LEADING_ADVERBS.sub("", _LEADING_ADVERBS.sub("", text))
    return trimmed


_TRAILING_MARKS: Final = re.compile(r"[^\w\u4e00-\u9fff+#]+$")
_HOW_LONG: Final = re.compile(
    r"(?:好多|很多|好几|这么多|[几数\d一二三四五六七八九十两]+)(?:个)?(?:年|个月|月|周|星期)(?:了)?$|(?:很久|好久)$"
)
_QUANTIFIER: Final = re.compile(r"^(?:任何|所有|一切|全部|各种各样|各种|各类)(?:的)?")
_SENSED: Final = re.compile(
    r"(?:的|那个|这个)?(?:味道|味儿|气味|口感|声音)$|(?:这|那)(?:种|个)?(?:东西|玩意儿?)$"
)
_TIME_START: Final = re.compile(
    r"^(?:今天|明天|后天|昨天|周末|晚上|早上|中午|下午|上午|白天|平时|一般|睡前|每天|大学的时候|"
    r"小时候|以前"
    r"|后来|之前|刚才|一早|\d+点)"
)


def things(text: str) -> list[str]:
    """Objects joined by 和, 、, 跟."""
    parts = [part for item in _SPLIT.split(text) for part in thing(item.strip())]
    return [part for part in parts if part not in w.NOT_ALLERGENS and not part.startswith("我")]


def things_before(text: str) -> list[str]:
    """What is liked, said before the verb ("宫崎骏的电影我一直很喜欢"), not a topic that
    opens with a verb ("我看东西喜欢…") nor a body part ("胃受不了")."""
    if text[:1] in "看做写说去跟用听玩让" or text in _BODY or _NO_TOPIC.fullmatch(text):
        return []
    if taste_edges.not_a_topic(text):  # g55q: 我们杭州人|喜欢, 我老|喜欢: who, how much
        return []
    return things(text)


_NO_TOPIC: Final = re.compile(
    r"(?:我们?|咱们?|本人)?(?:冬天|夏天|春天|秋天|周末|平时|平常|晚上|早上|白天|下班后|下班以后|工作日|假期"
    r"|放假|有空|没事|睡前|饭后|每天|天天|现在|最近|一直|从小|其实|有时候?|真心|无敌|十分|相当|比较"
    r"|是真的|真的|超级|非常|特别|最|超|级|很|太|巨|贼|好|挺|蛮|也|还|就|都|是)+"
)
"""What stands before a taste verb and is only the user, when and how much (我超级|讨厌排队,
我下班后|喜欢去跑步, 冬天最|讨厌出门): no topic liked or disliked."""


_BODY: Final = frozenset("胃 身体 肚子 眼睛 膝盖 腰 头 脑子 心脏 嗓子 皮肤 肠胃".split())


MORE_CONDITIONS: Final = frozenset(
    """乳糜泻 双相情感障碍 双相障碍 ADHD PCOS IBS 肠易激综合征 桥本 甲状腺功能减退
    甲状腺功能亢进""".split()
)
"""Conditions the shared lexicon (`zh_words.CONDITIONS`) lacks, named whole."""


def condition(text: str) -> list[str]:
    """Health conditions: one (`_condition`), or a list of them (糖尿病和高血压, 哮喘、湿疹)
    when every item is one."""
    text = re.sub(r"(?:了|的|呢|啊)+$", "", text)
    items = [item for item in _LISTED.split(text) if item]
    if len(items) > 1:
        found = [c for item in items for c in _condition(item)]
        if len(found) == len(items):
            return found
    return _condition(text)


_LISTED: Final = re.compile(r"和|、|以及|及|跟|还有|加上|/")


def _condition(text: str) -> list[str]:
    """A health condition (known, or ending in 病, 症, 炎, 不耐受); a known name with a tail after
    it is said whole (桥本甲状腺炎, 多囊卵巢综合征)."""
    known = [c for c in (*w.CONDITIONS, *MORE_CONDITIONS) if c in text]
    if known:
        best = max(known, key=len)
        whole = text.startswith(best) and _CONDITION_TAIL.search(text) and len(text) <= 10
        plain = re.fullmatch(r"[\u4e00-\u9fff]+", text) and not re.search(r"的|毛病$", text)
        return [text if whole and plain else best]
    graded = _DEGREE.fullmatch(text)  # 轻度抑郁, 中度焦虑: a degree of a condition named short
    if graded is not None and graded["c"] + "症" in w.CONDITIONS:
        return [text]
    return [text] if _CONDITION_TAIL.search(text) and len(text) <= 8 else []


_DEGREE: Final = re.compile(r"(?:轻度|中度|重度|轻微|严重|慢性)的?(?P<c>[\u4e00-\u9fff]{2,3})")


def condition_known(text: str) -> list[str]:
    """A health condition of the lexicon named whole (腰椎间盘突出, 轻微的颈椎病)."""
    text = re.sub(r"(?:了|的|呢|啊)+$", "", text)
    text = re.sub(
        r"^(?:常年|长期|经常|老是|总是)?(?:轻微的|轻度的|严重的|慢性|一点|点|些)?", "", text
    )
    return [text] if text in w.CONDITIONS or text in MORE_CONDITIONS else []


def timezone(text: str) -> list[str]:
    """A time zone as said: 东八区, UTC+8, 北京时间, America/New_York, PST."""
    found = _TZ.match(text)
    if found is not None:
        return [found.group(0)]
    code = re.match(r"[A-Z]{2,5}(?![A-Za-z])", text)
    return [code.group(0)] if code is not None and code.group(0) in TIMEZONE_ABBREVIATIONS else []


def zone_kept(text: str) -> list[str]:
    """The time zone of a place the user's time is kept by (时差按美东算, 时间按东京来: 美东时间,
    东京时间), or a time zone said whole."""
    kept_by = _KEPT_BY.fullmatch(text)
    if kept_by is not None and (kept_by["zone"] in _US_ZONES or place(kept_by["zone"])):
        return [f"{kept_by['zone']}时间"]
    return timezone(text)


def project(text: str) -> list[str]:
    """What is being made: a phrase with a made-thing noun (项目, 应用, 网站, 系统, 书...)."""
    text = re.sub(r"^(?:一个|一款|一档|一本|一部|一套|个(?![人性]))", "", text)
    if re.search(r"(?:小组|团队|部门|组)$", text):
        return []  # "做推荐系统的小组": people, not a thing made
    if (len(text) > 14 or re.match(r"关于|有关", text)) and "的" in text:
        text = text.rsplit("的", 1)[-1]  # "像素风的roguelike独立游戏": its head
    made = _MADE_NOUN.search(text)
    return thing(text) if made else []


MADE_NOUNS: Final = tuple(
    """项目 应用 App app 网站 系统 工具 平台 小程序 游戏 书 论文 播客
    机器人 库 插件 SaaS 模型 毕设 频道 公众号 视频 教程 课程 网店 店
    装修 新房 花盆 vlog 绘本 小说 漫画 剧本 专辑 纪录片 短片 框架
    SDK 网页 改版 重构 迁移 数据集 插画集 博客 社群 读书会 品牌 账号
    店铺 工作室 展览 房子 插画 NAS 服务器 作品集 乐队 节目 设计稿
    毕业设计 原型 Demo demo 课题 菜园 花园 村志 县志 地方志 家谱
    族谱 回忆录 传记 目录 台账 ERP CRM OA VI 围巾 毛衣 被子
    手办 拼装 造景 鱼缸 专栏 论文 报表系统 数据库 中台 官网""".split()
)
"""Nouns of things one makes or works on: a phrase that has one is a project (data)."""
_MADE_NOUN: Final = re.compile(
    "|".join(re.escape(noun) for noun in sorted(set(MADE_NOUNS), key=len, reverse=True)) + "|展$"
)


_NOT_GOALS: Final = tuple(
    "问 知道 让 请你 你 麻烦 说 吃 喝 睡 的 了 记 请教 咨询 了解 确认 听听".split()
)
"""What follows 想 in a request or a passing want, not a goal."""


def goal(text: str) -> list[str]:
    """A goal phrase (not a request to the assistant); the user's own 我的 kept out of the
    way ("提高我的口语")."""
    text = re.sub(r"(?<=.)我的", "", text)
    text = re.sub(r"^在[^，,]{1,8}?(?:之前|以前|前)", "", text)  # 在三十岁之前买房: by when
    text = re.sub(r"^(?:之内|以内|底前)(?=..)", "", text)  # 今年之内: the year is read apart
    if text.startswith(_NOT_GOALS):
        return []
    if re.search(r"这个|那个|这条|那条|这些|那些|它", text):
        return []  # "认真学这个": about something said before, not a goal of its own
    masked = _OWN_KIN_IN_GOAL.sub(_MASK, text)  # 带我妈去西藏: the user's own people (g56z)
    return [t.replace(_MASK, "我") for t in thing(masked) if len(t) >= 2]


_MASK: Final = "\ue000"
"""Stands for 我 while a goal is checked (a character of no word)."""
_OWN_KIN_IN_GOAL: Final = re.compile(
    "(?<=[带陪让给替帮和跟接送])我(?=的?(?:" + "|".join(w.CLOSE_RELATIONS) + "))"
)
"""我 before the user's own people after a verb of doing for or with them (带我妈去西藏,
陪我女儿考上大学): the user's goal; a goal opening with 我儿子 stays someone else's."""


_WILL: Final = re.compile(
    r"^(?:早点|好好|按时|尽快|准时|用心|马上|立刻|一直|再|先|多|少|认真|努力|记得|注意|及时|继续|尽量)"
    r"|给|到很|在|得很"
)
"""会 as "will": followed by how or when (会早点睡, 会好好学习), or an action with a complement
(会写信给他, 会开会到很晚)."""


def skill(text: str) -> list[str]:
    """Skills named in a phrase (not languages, which are read apart; not what one will do)."""
    if _WILL.search(text) or re.search(r"就$|就会", text):
        return []  # 吃一点就会休克: "will", not "can"
    if text.startswith(
        (
            "的",
            "了",
            "我",
            "你",
            "上",
            "不",
            "说",
            "一点",
            "点",
            "讲",
            "去",
            "给",
            "自己",
            "在",
            "跟",
            "和",
            "对",
            "把",
            "从",
            "会",
        )
    ):
        return []
    if "只有" in text or text.endswith(("一点", "一点点", "一些", "点")):
        return []
    if re.search(r"简单|比较|一团|挤|出身|计出|分钟|一百|个$", text):
        return []
    return [s for s in things(text) if is_skill_name(s)]


def is_skill_name(text: str) -> bool:
    """A skill's name: not a language (read apart), not a filler, not one Chinese character
    (学 of 学会), not a whole phrase or a clause (是, 已经), not a count (八国语言)."""
    if text in _NOT_SKILLS or languages(text) or len(text) > (20 if text.isascii() else 10):
        return False
    if _JOKE_TALENTS.search(text):
        return False
    if text.startswith("每") or _TIME_START.match(text):
        return False  # 每个周末都会…: when, not what
    if re.search(
        r"是|已经|一个|各种|所有|一切|全部|全公司|[\d一二三四五六七八九十几两多]+(?:国|门|种)", text
    ):
        return False
    return len(text) >= 2 or text.isascii()


def taste(text: str) -> list[str]:
    """What is liked: whole ("简短、有要点的总结"), split only at 和, 跟, 还有."""
    text = _SERVING.sub(r"\1", text)
    if re.search(r"的(?:事情?|东西)?(?:就|还)?是", text):
        return []  # 喜欢吃的是烤鸭: what is liked is named after 是 (read by its own frame)
    text = re.split(r"多过|胜过|超过|多于", text)[0]  # 喜欢猫多过狗: 猫
    text = re.sub(r"^(?:这种|那种|这样的|那样的)|的(?:过程|感觉)$", "", text)
    if _WITH_WHOM.match(text):
        return thing(text)  # 和朋友一起爬山: with whom it is done, not a list of two things
    listed = [item.strip() for said in re.split(r"和|跟|还有", text) for item in items(said)]
    return [part for item in listed for part in thing(item)]  # g55t: 猫、狗 are two


_WITH_WHOM: Final = re.compile(r"^(?:和|跟|与|同)")


_SERVING: Final = re.compile(r"^(?:来|整)?([喝吃]?)(?:一|两|几|半)(?:扎|杯|碗|瓶|罐|盘|份|碟)")
"""A serving is not what is liked: 来一扎冰啤酒 is 冰啤酒, 喝一杯红酒 is 喝红酒."""


def skill_noun(text: str) -> list[str]:
    """ "我会手语", "会一点摄影": a short skill noun (no verb, no time)."""
    text = re.sub(r"^(?:一点|一些|点|简单的)", "", text)
    if re.search(r"[去来到在把被给让的了着过]", text) or not 2 <= len(text) <= 5:
        return []
    return skill(text)


_SKILL_VERBS: Final = "用写做画修开弹拉织剪编唱拍游"
_NOT_SKILLS: Final = frozenset(
    """尤其 特别 比较 想学 学 只 约 开门 表格 列表 要点 一点点 东西 点 主要 严格说 严格来说 说实话
    其实 总之 反正 基本 至少 平时 一般 以前 现在 后来 肯定 一定 应该 可能 也许 马上
    吃 吃饭""".split()
)
"""Words that are no skill: discourse adverbs (主要, 严格说) and format words."""
_JOKE_TALENTS: Final = re.compile(
    r"睡|摸鱼|熬夜|拖延|发呆|躺平|花钱|划水|做梦|干饭|找借口|吹牛|放下|忍|吵架|迟到|偷懒|吃$"
)
"""What one only jokes of as a talent (我的特长是睡觉, 秒睡, 摸鱼)."""


def skill_vp(text: str) -> list[str]:
    """ "会开车也会航拍", "会用Figma", "会画水彩": what the user can do (the verb kept
    unless it is 用 or 做; a noun after 也会 is read as one)."""
    found: list[str] = []
    for part in re.split(r"也会|还会|和|、|跟", text):
        part = re.sub(r"^(?:一点|一些|点|简单的|些)", "", part.strip())
        if part.startswith(("用心", "用力")):
            continue  # 会用心做: how, not what
        if not part or part[0] not in _SKILL_VERBS:
            found += skill_noun(part) if found else []  # "会开车也会航拍"
            continue
        light = part[0] in "用做" and len(part) >= 3  # 做木工 → 木工, but 做饭 stays
        value = re.sub(r"^(?:简单的|一点|一些)", "", part[1:]) if light else part
        latin = re.sub(r"^.(?:一点|点|些)?", "", part)
        value = latin if re.fullmatch(r"[A-Za-z][\w+#.-]*", latin) else value  # 写点Python
        found += [v for v in skill(value) if len(v) >= 2 or v.isascii()]
    return found


def skill_word(text: str) -> list[str]:
    """A skill named in Latin letters (会Excel, 会Python和Go)."""
    text = re.sub(r"^(?:一点|一些|点|用)", "", text)
    return [item for item in skill(text) if item[:1].isascii() and item[:1].isalpha()]


def fan(text: str) -> list[str]:
    """What one is a fan of (咖啡控, 漫威迷, 猫控): not a kind of fan alone (球迷 names no
    sport)."""
    return [t for t in things(text) if len(t) >= 2 or t not in "球歌影书戏"]


def retired(text: str) -> list[str]:
    """ "我已经退休了", "早就退休了": the user is retired (a clause of its own)."""
    return ["退休"] if re.fullmatch(r"(?:早就|早|去年|今年|刚)?退休(?:了|啦)?", text) else []


def tech(text: str) -> list[str]:
    """Known languages and tools named in a phrase (Python, Figma, Django和Postgres)."""
    parts = [p.strip() for p in _SPLIT.split(re.sub(r"^(?:一点|一些|点)", "", text))]
    return [TECH[p.lower()] for p in parts if p.lower() in TECH and p.lower() not in EDITORS]


_RUN_ON_TO: Final = re.compile(r"^[^对]{2,}?对(?!虾)")
"""What a run-on said before 对 and the allergen (在深圳上班对花生, voice input without
punctuation): no part of the allergen (对虾 is a prawn)."""


def allergen(text: str) -> list[str]:
    """What one is allergic to, said before 过敏 (海鲜过敏), not how (一吃就过敏)."""
    text = re.sub(
        r"^(?:我|自己|本人|其实|倒是|反而|反倒|也|还|则)*(?:从小|天生|一直|本来)?(?:就)?"
        r"(?:有点|有些|有|是)?(?:对)?",
        "",
        text,
    )  # 我有花生过敏; 我自己是对花粉过敏: the fillers before the allergen are no part of it
    text = re.sub(r"(?:有|也|都)$", "", text)  # 对海鲜有过敏反应
    text = _RUN_ON_TO.sub("", text)  # g57z: 在深圳上班对花生 (voice input): what 对 names
    found = [t for t in things(text) if not re.match(r"一|只要|碰|吃|喝", t) and "就" not in t]
    return [t for t in found if t not in ("会", "都会", "就会", "也会", "容易")]


def body(text: str) -> list[str]:
    """A body part whose state is bad (肠胃不好 → 肠胃不好)."""
    return [f"{text}不好"] if text in w.BODY_PARTS else []


def injury(text: str) -> list[str]:
    """An old injury of a body part (膝盖有旧伤 → 膝盖旧伤)."""
    return [f"{text}旧伤"] if text in w.BODY_PARTS else []


def measure_high(text: str) -> list[str]:
    """A measure said high, by its usual name (血压有点高 → 高血压)."""
    return [f"高{text}"] if text in w.MEASURES else []


def measure_low(text: str) -> list[str]:
    """A measure said low (血糖偏低 → 低血糖)."""
    return [f"低{text}"] if text in w.MEASURES else []


def allergy_more(text: str) -> list[str]:
    """ "还有酒精" after an allergy: only when the sentence is about allergies."""
    return []


READERS: Final[dict[str, Callable[[str], list[str]]]] = {
    "place": place,
    "org": org,
    "org_named": org_named,
    "org_known": org_known,
    "role": role,
    "field": field,
    "taught": taught,
    "study": study,
    "name": name,
    "full_name": full_name,
    "surname": surname,
    "lang": languages,
    "thing": things,
    "thing_before": things_before,
    "condition": condition,
    "condition_known": condition_known,
    "timezone": timezone,
    "zone_kept": zone_kept,
    "project": project,
    "goal": goal,
    "skill": skill,
    "skill_word": skill_word,
    "skill_vp": skill_vp,
    "taste": taste,
    "skill_noun": skill_noun,
    "allergy_more": allergy_more,
    "fan": fan,
    "tech": tech,
    "body": body,
    "allergen": allergen,
    "injury": injury,
    "measure_high": measure_high,
    "measure_low": measure_low,
    "retired": retired,
}


def read(hole: str, text: str, clause: str, end: int) -> list[str]:
    """The values a hole's text gives, by the hole's type."""
    return READERS[hole](text)


def diets(clause: str, subject: str) -> list[Fill]:
    """Diets named in a clause (吃素, 清真, 滴酒不沾, 除了鱼别的肉都不吃)."""
    if re.search(r"(?:不|没)(?:再)?吃素|不吃生酮|已经不", clause):
        return []
    found = {value: word for word, value in w.DIETS.items() if word in clause}
    if re.search(r"除了鱼.{0,4}肉.{0,4}不吃", clause):
        found = {"pescatarian": "除了鱼不吃肉"}
    return [Fill("diet", value, subject, extra={"said": said}) for value, said in found.items()]
