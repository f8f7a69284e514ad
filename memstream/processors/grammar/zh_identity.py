"""Who the user is, said in Chinese ways whose subject is not 我: the name others call one
(大家都叫我阿明, 朋友们一般喊我老周) and a name or surname given after 本人/鄙人 (本人张伟,
鄙人姓张). What is given must read as a name (`zh_objects`); a question or a denial gives
nothing."""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import (
    called_after_intro,
    greeting_names,
    here_homes,
    kin_named,
    language_levels,
    languages_continued,
    languages_in_use,
    languages_listed,
    lived_there,
    own_pets,
    pet_care,
    value_patterns,
    zh_birth_order,
    zh_home_business,
    zh_kin_given,
    zh_names,
    zh_objects,
    zh_people,
    zh_pets_arrived,
    zh_shapes,
    zh_words,
    zh_work,
)
from memstream.processors.grammar.en_words import EDITORS, TECH
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import ZH_NICKNAMES, ZH_SHORT
from memstream.processors.grammar.zh_pronouns import has_pronoun
from memstream.processors.grammar.zh_subjects import is_place, someone_in
from memstream.processors.matchers.people_words import ZH_RELATIONS

_CALLERS: Final = (
    r"(?:大家|大伙儿?|朋友们?|同事们?|同学们?|家里人|家人|身边的人|周围的人|熟人|别人|"
    r"圈里人?|网友们?|粉丝们?)"
)
_CALLED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我的|我们)?"
    + _CALLERS
    + r"(?:都|一般|平时|通常|也|习惯|喜欢|经常|常)*(?:叫我|喊我|称呼我|管我叫)"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{1,6}?)(?=$|[，,。！!；;～~]|就行|就好|吧|哈)"
)
_SELF: Final = re.compile(
    r"^(?:本人|鄙人|在下)(?P<v>[\u4e00-\u9fff]{2,4}?)"
    r"(?=$|[，,。！!；;]|今年|[\d一二三四五六七八九十两]{1,3}岁)"  # 本人李娜三十五岁 (h36z)
)
_INTRODUCED: Final = re.compile(
    r"(?:自我介绍一?下?|介绍一?下(?:我)?自己)(?:吧|哈|啊|哦)?[:：，,]\s*"
    r"(?P<v>[\u4e00-\u9fff]{2,4}?|[A-Z][a-z]+)(?=[，,。；;]|$)"
)
_DIALECT_ME: Final = "俺 阮 偶 额 侬 吾 咱".split()
"""How the user says "I" in a dialect or in jest (俺叫李满仓, 阮是阿珠, 偶是小美)."""
_DIALECT_NAMED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s]))(?:" + "|".join(_DIALECT_ME) + r")(?:就|也)?(?P<verb>叫|名叫|是)"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{2,6}?)(?=$|[，,。！!；;～~\s]|啊|呀|哈|嘞|咧)"
)
"""A name after a dialect "I" (俺叫李满仓, 俺是老刘): 叫 names, 是 names only a full name."""
_SURNAME: Final = re.compile(r"^(?:鄙人|在下|免贵)姓(?P<v>[\u4e00-\u9fff]{1,2})")
_SURNAME_GIVEN: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s]))(?:我|本人|鄙人|在下|免贵|小弟|小女子)?姓"
    r"(?P<s>[\u4e00-\u9fff])(?:名|[，,、]\s*(?P=s))(?P<g>[\u4e00-\u9fff]{1,2}?)"
    r"(?=$|[，,。！!；;～~\s]|今年|[\d一二三四五六七八九十两]{1,3}岁)"
)
"""A name given as a surname and a given name (姓陈名立新, 小弟姓龚，龚子豪): the whole name."""
_INTRODUCED_AS: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s】]))(?:大家好|各位好|哈喽|你好|您好)?[，,！!]?"
    r"(?:我是|我叫|本人是)(?P<said>[^，,。！!；;？?\s]{3,20}?)"
    r"(?=$|[，,。！!；;～~\s]|啦|呀)"
)
"""A name after what the user is (我是新来的法务专员周婧, 我是你们的老朋友阿飞, 我是置业顾问小唐):
the name closes the phrase, after 的, a job title or a word for a friend."""
_FRIEND_WORDS: Final = ("朋友", "老朋友", "同学", "老乡", "小伙伴")
_NOT_NICKNAMES: Final = frozenset("小白 小菜 老手 老鸟 小透明 小可爱 小仙女".split())
"""Words shaped as nicknames that say how new or good one is (程序员小白): no name."""
_KIN_TITLES: Final = tuple("姨 叔 伯 婆 公 哥 姐 嫂 爷 奶 总 工 师 娘".split())
"""How a name shaped as 阿姨, 王总, 李工 ends: a form of address, no name."""
_SIGNED: Final = re.compile(
    r"(?:^|(?<=[！!。，,；;\s]))(?:谢谢|多谢|感谢|辛苦了|此致敬礼|敬礼)[！!。，,]?\s*(?:——|--|—)\s*"
    r"(?P<v>[\u4e00-\u9fff]{2,3})\s*$"
)
"""A letter signed with a dash (谢谢！——李明): the full name after it."""
_DENIED: Final = re.compile(r"不|别|没|吗|？|\?|如果|要是|假如")


def missing(text: str, fills: list[Fill]) -> list[Fill]:
    """The name, role, home and languages a Chinese sentence gives in these ways, when its
    frames gave none."""
    said = {f.slot for f in fills if f.subject == "user"}
    roles = [] if "role" in said else _titled(text) or said_in_passing(text) or _doing(text)
    roles += [] if "role" in said or roles else zh_shapes.opening_role(text)  # 美食博主，… (h36z)
    roles += [] if "role" in said or roles else _retired_for(text)
    if "employer" not in said:  # 高级前端工程师 @ 阿里 (h36z)
        titled = zh_shapes.titled_at(text)
        roles += [f for f in titled if f.slot not in said and f not in roles]
    if "employer" not in said:
        roles += [f for f in _org_said(text) if f not in roles]
    roles += [] if "home_location" in said else _drifted(text) or _from_place(text)
    roles += [f for f in _native(text) + _spoken(text) if f not in fills]
    roles += _in_use(text, fills + roles)  # g52i: 我用法语写日记
    roles += language_levels.zh_read(text, fills + roles)  # 朝鲜语汉语都是母语
    pets = {f.value for f in fills if f.slot == "pet"}
    roles += [f for f in pet_care.zh_read(text) if f.value not in pets]  # 给旺财喂…它是条土狗
    roles += [f for f in zh_pets_arrived.read(text) if f.value not in pets | _values(roles)]
    roles += [] if "timezone" in said else _zone_here(text)
    roles += [f for f in _written(text) if f not in fills]
    roles += [] if "home_location" in said else _moved_along(text, fills)
    roles += [] if "home_location" in said or roles_home(roles) else _home_said(text)
    roles += [] if "home_location" in said or roles_home(roles) else _commuted_from(text)
    roles += [] if "home_location" in said or roles_home(roles) else _pointed_home(text)
    roles += [] if "home_location" in said or roles_home(roles) else _lived_there(text)
    if not {"home_location", "work_location"} & said and not roles_home(roles):
        roles += zh_home_business.read(text)  # 我在敦化种人参 (g51r)
    roles += _new_people(zh_birth_order.children(text), fills)  # 我家老大叫浩浩，老二叫然然
    if "name" in said:
        return roles
    long = [Fill("name", v) for v in zh_names.long_name(text) or zh_names.called_by_title(text)]
    greeted = greeting_names.zh_read(text)  # 哈喽～我是阿杰, 小陈又来了
    after = called_after_intro.chinese(text, SELF_LABELS)  # 我是开出租的，叫刘强 (g52i)
    continued = [Fill("name", after)] if after else []
    return roles + (_named(text) or zh_shapes.signed(text) or long or greeted or continued)


def _values(fills: list[Fill]) -> set[str]:
    """The values of `fills`."""
    return {f.value for f in fills}


def _lived_there(text: str) -> list[Fill]:
    """The home pointed back at or been at (俺是齐齐哈尔的，搁那住了…, 我们是在奥克兰的): g53i."""
    found = lived_there.chinese(text)
    return [Fill("home_location", city(found))] if found else []


def _pointed_home(text: str) -> list[Fill]:
    """The home pointed at from inside (我们湛江这边, 在西安长大，现在还住那儿): g52i."""
    found = here_homes.chinese(text)
    return [Fill("home_location", city(found))] if found else []


def _in_use(text: str, fills: list[Fill]) -> list[Fill]:
    """The languages the user's clauses show in use (我用法语写日记), beyond those read."""
    known = {f.value for f in fills if f.slot == "languages"}
    used = languages_in_use.chinese(text) + languages_continued.chinese(text)  # g53i: 跟同事说英语
    used += languages_listed.chinese(text)  # g54m: 我叫次仁卓玛，藏语汉语都行
    return [Fill("languages", name) for name in dict.fromkeys(used) if name not in known]


def _new_people(found: list[Fill], fills: list[Fill]) -> list[Fill]:
    """The children in `found` that no relation of the user's in `fills` names yet: a named
    one by its name, an unnamed one when no child of the user's is known (两个儿子，老大…)."""
    known = [f for f in fills if f.slot == "relation" and f.subject == "user"]
    names = {f.value for f in known}
    kids = any(f.kind in _CHILD_KINDS for f in known)
    return [f for f in found if f.value not in names and (f.value != f.kind or not kids)]


_CHILD_KINDS: Final = frozenset(
    "孩子 儿子 女儿 闺女 宝宝 娃 小孩 崽 大儿子 小儿子 大女儿 小女儿 双胞胎 龙凤胎".split()
)


_COMMUTE: Final = re.compile(
    r"(?:我|俺|本人|^)(?:每天|天天|平时|每个工作日|工作日)(?:都)?(?:要)?从"
    r"(?P<p>[\u4e00-\u9fff]{2,5}?)(?:(?:坐|搭|乘|开车|骑车|骑电驴|打车|通勤)[^，,。！!；;]{0,8}?"
    r"(?:去|到|进)[\u4e00-\u9fff]{2,5}?(?:上班|上学|工作)|通勤(?:去|到|进))"
)
"""A daily commute of the user's (我每天从昆山坐高铁去上海上班, 每天从燕郊通勤到国贸): one
lives where it starts."""


def roles_home(fills: list[Fill]) -> bool:
    """True when the fills give the user a home."""
    return any(f.slot == "home_location" and f.subject == "user" for f in fills)


def _commuted_from(text: str) -> list[Fill]:
    """The home a daily commute starts from, a place (`zh_objects.place`)."""
    found = _COMMUTE.search(text)
    if found is None or _DENIED.search(text):
        return []
    if re.split(r"[，,。！!；;\s]", text[: found.start()])[-1]:
        return []  # 我老公每天从昆山…: his commute (the user said first, 我 said)
    return [Fill("home_location", city(p)) for p in zh_objects.place(found["p"])][:1]


_HOME_SAID: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;、\s]))(?:我|俺|本人|咱)?(?:的)?(?:家(?:就|其实|现在|目前)?(?:在|住)"
    r"|(?:现在|目前)?住(?:在)?)(?P<p>[\u4e00-\u9fff]{2,6}?)"
    r"(?=$|[，,。！!；;、\s]|这边|那边|那块|附近|的|区|县|市)"
)
"""A home said without a subject after a clause's start (…车队在成都，家在雅安; 住汉口，每天过江):
the user's, as the sentence is about them (老家在 is an origin, not matched)."""


def _home_said(text: str) -> list[Fill]:
    """The home a clause gives with 家在 / 家住 / 住 and no subject of its own."""
    found = _HOME_SAID.search(text)
    if found is None or _DENIED.search(text) or _someone_else(text[: found.start()]):
        return []
    if someone_in(text[: found.start()], wide=True):
        return []  # 新来的经理叫Jenny，住在浦东: the manager's
    said = found["p"]
    places = zh_objects.place(said) or ([said] if is_place(said) else [])
    return [Fill("home_location", city(p)) for p in places][:1]


_LEAD: Final = (
    r"(?:^|(?<=[，,。！!；;～~\s]))(?:我|本人|咱)?(?:现在|目前|其实|也|就|还|已经)?(?:是|算是|就是)?"
    r"(?:一[个名枚只位]|个|枚|名)?"
)
"""What may stand before a word the user says of themself: a clause start, 我, 是, 一枚."""
_DRIFT: Final = re.compile(
    _LEAD + r"(?P<c>[" + "".join(ZH_SHORT) + r"])漂(?:一族|族|党|一枚)?"
    r"(?=$|[，,。！!～~；;]|一枚|[一二三四五六七八九十两几多\d]+年|第|了|中|快|有|啦|哈)"
    r"|(?:^|(?<=[，,。！!；;\s])|我|人)(?:现在|目前|一直|还)?在(?P<p>[\u4e00-\u9fff]{2,4}?)"
    r"漂(?:着|了|泊|荡)"
)
"""Living in a city one came to (沪漂, 北漂十年, 在上海漂着): the city is the home."""
_NATIVE_OF: Final = re.compile(
    _LEAD + r"(?P<p>[\u4e00-\u9fff]{2,4}?)(?:本地)?土著(?:一枚|一个)?"
    r"(?=$|[，,。！!～~；;]|啦|哈)"
)
"""Born and still living in a place (上海土著, 本人帝都土著): the place is the home."""


_CAME_TO: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s])|我|本人|俺)(?:已经|刚|刚刚|今年|去年|前年)?来(?:到)?"
    r"(?P<p>[\u4e00-\u9fff]{2,4}?)(?:读书|读研|读博|留学|上学|念书|工作|上班|打工|定居|生活|发展|安家)"
    r"(?:了|啦|快|已经|有|[一二三四五六七八九十两几\d]+年)"
)
"""Come to a place to study, work or settle (来伦敦读书了, 来深圳打工三年了): it is the home."""
_OUR_PLACE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我们|俺们|咱们|我|俺|咱)(?:这旮旯|这疙瘩|这边儿?|这儿|这里|这块儿?)"
    r"(?:是|就是|叫)(?P<p>[\u4e00-\u9fff]{2,4}?)(?=$|[，,。！!；;～~]|啊|呀|嘛)"
)
"""Where the user's own place is (俺们这旮旯是鹤岗, 我们这儿是大理): the home."""


def _drifted(text: str) -> list[Fill]:
    """The home of one who drifted or came to a city (沪漂, 在上海漂着, 来伦敦读书了), is native
    to it (上海土著) or says their own place is it (俺们这旮旯是鹤岗)."""
    if _DENIED.search(text):
        return []
    for shape in (_CAME_TO, _OUR_PLACE):
        said = shape.search(text)
        if said is not None and zh_objects.place(said["p"]) == [said["p"]]:
            return [Fill("home_location", city(said["p"]))]
    found = _DRIFT.search(text)
    if found is not None:
        if found["c"]:
            return [Fill("home_location", ZH_SHORT[found["c"]])]
        return [Fill("home_location", city(p)) for p in zh_objects.place(found["p"])][:1]
    native = _NATIVE_OF.search(text)
    places = zh_objects.place(native["p"]) if native is not None else []
    return [Fill("home_location", city(places[0]))] if places else []


def city(place: str) -> str:
    """A city said by its nickname (魔都, 蓉城) as the city's name; any other place as said."""
    return ZH_NICKNAMES.get(place, place)


_RETIRED_FOR: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我|本人)?(?:已经|都|早就)?退休(?:了)?"
    r"(?:[一二三四五六七八九十两几\d]+|好几|好多|多)年(?:了|啦|多了)?(?=$|[，,。！!；;～~])"
)
"""Retired for some years (我退休三年了, 退休好多年了): the user is retired."""


_RETIRED_FROM: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s])|我|本人)(?:已经)?退休(?:前|以前|之前)(?:是|在[^，,。！!；;]{1,10}?(?:当|做|干))"
    r"(?:一名|一位|一个|个|名)?(?P<v>[^，,。！!；;]{2,12}?)(?=$|[，,。！!；;]|了)"
)
"""The job one retired from (退休前是铁路上的扳道工, 退休以前在中学当老师): 退休 and the job."""


def _retired_from(text: str) -> list[Fill]:
    """The role `退休<job>` when the user says what they were before retiring."""
    found = _RETIRED_FROM.search(text)
    if found is None or _DENIED.search(text) or _someone_else(text[: found.start()]):
        return []
    return [Fill("role", "退休" + job) for job in zh_objects.role(found["v"])][:1]


_FROM_PLACE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我|本人|阿拉|俺|咱)(?:是|就是)?(?:土生土长的|地道的|正宗的)?"
    r"(?P<p>[^\W\d_是的我你他她妈爸]{2,4}?)人(?=$|[，,。！!；;～~]|啦|哈|呀)"
)
"""Where one is from, said as 我是台北人 (阿拉上海人, 我系广州人): the home, when no other
home is said."""


def _from_place(text: str) -> list[Fill]:
    """The home a `X人` of the user names, when X is a place."""
    found = _FROM_PLACE.search(text)
    if found is None or _DENIED.search(text) or _WISHED.search(text):
        return []
    if _someone_else(text[: found.end()]):
        return []  # 我妈是四川人: the mother's
    places = zh_objects.place(found["p"])
    if places != [found["p"]] or found["p"].endswith("国") or found["p"] in NATIONS:
        return []  # 我是中国人: a nationality, not where one lives
    return [Fill("home_location", city(found["p"]))]


NATIONS: Final = frozenset(
    """日本 新加坡 加拿大 澳洲 澳大利亚 印度 意大利 西班牙 俄罗斯 越南 马来西亚 菲律宾 印尼
    巴西 墨西哥 荷兰 瑞士 瑞典 挪威 丹麦 芬兰 新西兰 葡萄牙 希腊 土耳其 埃及 南非 阿根廷""".split()
)
"""Countries not ending in 国, whose 人 is a nationality (我是日本人)."""


def _retired_for(text: str) -> list[Fill]:
    """The role `退休` when the user says how long they have been retired."""
    found = _RETIRED_FOR.search(text)
    if found is None or _DENIED.search(text) or _someone_else(text[: found.start()]):
        return []
    return [Fill("role", "退休")]


_ORG_NICKNAMES: Final = {
    "鹅厂": "腾讯",
    "猪厂": "网易",
    "狼厂": "百度",
    "度厂": "百度",
    "东厂": "京东",
    "菊厂": "华为",
}
"""Employers said by a nickname (鹅厂, 猪厂, 菊厂): the organisation it names."""
_AT_ORG: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前|一直|也|还|已经)?(?:人)?(?:在|入职了?|加入了?|跳槽到了?|去了)"
    r"(?P<o>" + "|".join(k for k in _ORG_NICKNAMES if k.endswith("厂")) + r")"
)
_ONE_OF: Final = re.compile(
    r"^(?:我是|本人)?(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:一枚|一只)(?=$|[，,。！!～~])"
)
"""A clause that opens with what one is and 一枚 (码农一枚, 字节PM一枚, 研二狗一枚)."""


def _org_said(text: str) -> list[Fill]:
    """An employer said by its nickname after 在 (我在鹅厂, 去了菊厂)."""
    found = _AT_ORG.search(text)
    if found is None or _DENIED.search(text) or _WISHED.search(text):
        return []
    return [Fill("employer", _ORG_NICKNAMES[found["o"]])]


_WISHED: Final = re.compile(r"想|打算|准备|考虑|希望|梦想|要是|如果|假如|吗|？|\?")
_VOCATIVE: Final = frozenset(
    "老师 医生 大夫 师傅 老板 律师 教授 同学 警察 护士 主任 经理 总监 校长 院长 司机 教练".split()
)
"""Titles one also calls others by (老师，我想问…): said bare first, an address, no role."""
_CLAUSES: Final = re.compile(r"[，,。！!；;～~\s]+")


_DOING: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前|平时|一直|还)?(?:在(?P<o>[^，,。！!；;]{1,8}?))?"
    r"(?:送|跑|开)(?P<t>外卖|快递|滴滴|网约车|出租车?|的士|货车|大货车)(?!的时候|时)"
    r"|(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前)?(?:还|正)?在上(?P<s>大学|高中|初中|小学|研究生)"
    r"|(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前)?在(?P<at>[^，,。！!；;]{2,8}?)实习(?!过|的时候|时)"
    r"|(?:^|(?<=[，,。！!；;\s])|我)(?:刚|已经|终于)?(?:升职?|晋升|提拔|当上)(?:成|为|到|做)?了?"
    r"(?P<up>[\u4e00-\u9fffA-Za-z]{1,6}?)了"
    r"|(?:^|(?<=[，,。！!；;\s])|我)(?:已经|都|一直)?(?:干|做|当)(?P<r>[\u4e00-\u9fffA-Za-z]{1,6}?)这(?:一)?行"
)
"""A job said by what one does (在美团送外卖, 跑滴滴), a school one is at (还在上大学), an
internship (在腾讯实习) or a trade one has been in (干护士这行十年了)."""
_AT_SCHOOL: Final = {
    "大学": "大学生",
    "高中": "高中生",
    "初中": "初中生",
    "小学": "小学生",
    "研究生": "研究生",
}


def _doing(text: str) -> list[Fill]:
    """The role a doing says (see `_DOING`)."""
    found = _DOING.search(text)
    if found is None or _DENIED.search(text[: found.end()]) or _WISHED.search(text):
        return []
    if found["t"]:
        return [Fill("role", role) for role in zh_work.trade(found["t"])][:1]
    if found["s"]:
        return [Fill("role", _AT_SCHOOL[found["s"]])]
    if found["at"]:
        return [Fill("role", "实习生")]
    if found["up"]:  # 我升组长了: a title one is promoted to
        up = found["up"]
        return [Fill("role", up)] if up.endswith((*zh_words.ROLE_ENDINGS, "长")) else []
    role = found["r"]
    return [Fill("role", role)] if role.endswith(zh_words.ROLE_ENDINGS) else []


def said_in_passing(text: str) -> list[Fill]:
    """A role said without 我是: a jokey word or a role with 一枚 (码农一枚, 研二狗, 字节PM一枚,
    with the employer too), or a bare role opening a list of what one is (程序员，坐标上海，吃素;
    00后大学生，在武汉读书) -- never a bare title one addresses others by (老师，…)."""
    if _DENIED.search(text) or _WISHED.search(text):
        return []
    clauses = [c for c in _CLAUSES.split(text) if c]
    first = re.sub(r"^(?:我是|本人是?)", "", clauses[0]) if clauses else ""
    slang = zh_work.slang_role(first)
    if slang:
        return [Fill("role", slang[0])]
    one = _ONE_OF.match(clauses[0]) if clauses else None
    if one is not None:
        return _role_of(one["v"])
    bare = re.sub(r"^(?:[0-9]{2}后|[一二三四五六七八九十]{1,3}岁的?)", "", first)
    if len(clauses) < 2 or bare in _VOCATIVE or not 2 <= len(bare) <= 6:
        return []
    plain = re.search(r"[我你他她这那的是在]", bare) is None
    return [Fill("role", bare)] if plain and bare.endswith(zh_words.ROLE_ENDINGS) else []


def _role_of(text: str) -> list[Fill]:
    """What one is, said with 一枚: a jokey job word, a role, or a known employer and a role."""
    slang = zh_work.slang_role(text)
    if slang:
        return [Fill("role", slang[0])]
    orgs = [org for org in zh_words.ORGS if len(org) >= 2 and text.startswith(org)]
    org = max(orgs, key=len) if orgs else ""
    rest = text[len(org) :]
    job = rest.endswith(zh_words.ROLE_ENDINGS) or re.fullmatch(r"[A-Z]{2,4}", rest) is not None
    if org and rest and job:
        return [Fill("employer", org), Fill("role", rest)]
    return [Fill("role", text)] if text.endswith(zh_words.ROLE_ENDINGS) else []


_NATIVE: Final = re.compile(
    r"(?:我|^|(?<=[，,。！!；;\s]))(?:是)?(?P<l>[\u4e00-\u9fff]{1,4}?(?:语|话|文))(?:是)?(?:我的)?母语"
    r"(?!是)"
)


def _native(text: str) -> list[Fill]:
    """A language said before 母语 (粤语母语, 我日语母语): one the user speaks."""
    found = _NATIVE.search(text)
    if found is None or _DENIED.search(text):
        return []
    said = zh_objects.languages(found["l"])
    return [Fill("languages", found["l"])] if said == [found["l"]] else []


_TITLE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我|本人)(?:现在|目前|其实|本职|自己)?(?:是|在[^，,。！!；;]{1,10}?"
    r"(?:当|做|担任))(?:一名|一位|一个|个|名)?"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{0,5}(?:师|员|厨|医|匠|官))(?=$|[，,。！!；;～~]|啦|呀|哦|哈)"
)
"""A job said by its title after 我是 or 在…当 (我是注册会计师, 我在一家餐厅当主厨)."""
_NOT_TITLES: Final = re.compile(r"会员|成员|党员|团员|粉丝|老师傅|大师|法师|魔法师|厨房")


def _titled(text: str) -> list[Fill]:
    found = _TITLE.search(text)
    if found is None or _DENIED.search(text) or _NOT_TITLES.search(found["v"]):
        return []
    if len(found["v"]) < 2 or re.search(r"[这那的]", found["v"]) or has_pronoun(found["v"]):
        return []
    return [Fill("role", found["v"])]


def _introduced_as(text: str) -> list[str]:
    """The name closing 我是 + a description (新来的小刘, 数据分析师王磊), when the description
    ends in 的, a job title or a friend word and the rest reads as a name."""
    for found in _INTRODUCED_AS.finditer(text):
        said = found["said"]
        latin = re.search(r"(?<![A-Za-z])[A-Z][a-z]+$", said)
        for cut in [latin.start()] if latin else [len(said) - 3, len(said) - 2]:
            mod, name = said[:cut], said[cut:]
            described = mod.endswith("的") or mod.endswith(_FRIEND_WORDS) or _ends_in_job(mod)
            if cut > 0 and described and not has_pronoun(mod.removeprefix("你们的")):
                names = _person_name(name)
                if names:
                    return names
    return []


def _person_name(said: str) -> list[str]:
    """A name closing a description: a Latin name, 阿 and a character (阿飞), 小 or 老 and a
    surname (小唐, 老周), else a full name (周婧); not 老大, 小白, 老人."""
    if said.endswith(_KIN_TITLES):
        return []  # 王阿姨, 张总: what one is called by, no name
    if re.fullmatch(r"[A-Z][a-z]+|阿[\u4e00-\u9fff]", said):
        return [said]
    if said in _NOT_NICKNAMES or not re.fullmatch(r"[\u4e00-\u9fff]{2,3}", said):
        return []
    if said[0] in "小老":
        return [said] if len(said) == 2 and said[1] in zh_words.SURNAMES else []
    return zh_objects.full_name(said)


def _ends_in_job(said: str) -> bool:
    """True when the words end in a job title (法务专员, 置业顾问)."""
    return any(zh_objects.is_job(said[-n:]) for n in range(2, min(6, len(said)) + 1))


def _surname_given(text: str) -> list[str]:
    """A whole name said as surname and given name (姓陈名立新)."""
    found = _SURNAME_GIVEN.search(text)
    return zh_objects.full_name(found["s"] + found["g"]) if found is not None else []


def _named(text: str) -> list[Fill]:
    for early in (_surname_given, _introduced_as):
        names = early(text)
        if names and not _DENIED.search(text):
            return [Fill("name", names[0])]
    for pattern, read in (
        (_DIALECT_NAMED, _dialect_name),
        (_CALLED, _nickname),
        (_SELF, zh_objects.full_name),
        (_INTRODUCED, zh_objects.full_name),
        (_SURNAME, zh_objects.surname),
        (_SIGNED, zh_objects.full_name),
    ):
        found = pattern.search(text)
        if found is not None and not _DENIED.search(text[: found.end()]):
            names = read(found.group("v"))
            if names:
                return [Fill("name", names[0])]
    return []


def _dialect_name(text: str) -> list[str]:
    """A name said after a dialect "I": a nickname or a full name, never a job title or a
    word for what one is like (俺是会计, 俺是路痴)."""
    if text in SELF_LABELS or text.endswith(_KIN_TITLES) or _ends_in_job(text):
        return []
    return _nickname(text)


def _nickname(text: str) -> list[str]:
    """A name others call one: a full name (王芳), a nickname (阿明, 小李, 老周, 大刘) or a
    Latin name; never what one is asked to do (叫我去爬山)."""
    if re.fullmatch(r"[小老阿大][\u4e00-\u9fff]|[A-Z][a-z]+", text):
        return [text]
    return zh_objects.full_name(text)


def no_job_names(fills: list[Fill]) -> list[Fill]:
    """Without a name that is the job read from the same words (我是程序猿, 我是码农), a word
    that labels what one is like (我是小白, 我是吃货), or a condition read from them (我是高血压:
    高 is a surname, 高血压 no name)."""
    jobs = {f.subject for f in fills if f.slot == "role"}
    health = {f.value for f in fills if f.slot in _HEALTH}
    return [
        f
        for f in fills
        if not (f.slot == "name" and f.subject in jobs and zh_work.slang_role(f.value))
        and not (f.slot == "name" and (f.value in SELF_LABELS or f.value in health))
    ]


_HEALTH: Final = frozenset(("condition", "allergy", "diet"))


SELF_LABELS: Final = frozenset(
    """小白 菜鸟 新手 小菜鸟 小透明 小仙女 小可爱 小公主 小朋友 小学生 小辣鸡 小废物 小萌新 萌新
    吃货 路痴 社恐 社牛 夜猫子 宅男 宅女 学渣 学霸 工具人 打工人 老实人 急性子 慢性子 话痨 老古董
    老顽固 老江湖 老司机 老粉 老油条 老烟枪 老好人""".split()
)
"""Words one calls oneself by that say what one is like, not who (我是小白: a newcomer)."""


_OTHERS: Final = re.compile(
    "他|她|它|"
    + "|".join(sorted((k for k in ZH_RELATIONS if len(k) >= 2 or k in "妈爸哥姐弟妹"), key=len))
)


def _someone_else(clause: str) -> bool:
    """True when the clause names a person other than the user (我朋友, 他, 我老婆)."""
    return _OTHERS.search(clause) is not None


_FULL: Final = re.compile(
    r"(?:(?:全名|大名|本名|真名|学名|正式的名字|身份证上的名字)(?:是|叫)?|名字全称是|"
    r"姓(?P<s>[\u4e00-\u9fff])[，,]\s*(?:我)?(?P<c>叫|名叫)?)"
    r"[:：]?(?P<v>[\u4e00-\u9fff]{2,4})(?=$|[，,。！!；;\s])"
)
"""A full name said after the surname or a nickname (我姓陈，全名陈思远, 我姓陈，叫陈思,
大家叫我老周，本名周建国): the whole name is the name."""


def _surname_led(said: str) -> bool:
    """True for a three-character name after its surname was said (我姓骆，骆文杰), no place."""
    return len(said) == 3 and zh_objects.name(said) == [said] and not zh_objects.is_place(said)


def tidy(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without a name that is the job, with the full name over the surname alone,
    without a place read off a time zone (我在东七区: 七区 is no home) and without the kind of
    a company beside its name (一家名叫云帆的咨询公司: 云帆)."""
    fills = _placed_role(text, [_canonical(f) for f in no_job_names(fills)])
    fills = zh_people.named_as_mine(text, fills)  # 豆豆是我家的柯基: the corgi is 豆豆
    fills = kin_named.zh_read(text, fills)  # 老婆是小芳，狗狗：可乐; 两个娃，大的叫乐乐
    fills = own_pets.zh_owned(text, fills)  # 我们家的猫特别胖: the user's cat (g52i)
    fills = zh_kin_given.read(text, fills)  # 我儿子艾力在上海读大学 (g53i)
    fills = zh_people.with_named_kin(text, fills)  # 我表妹小琪考研上岸了 (g54m)
    full = _FULL.search(text)
    names = zh_objects.full_name(full["v"]) if full else []
    if full is not None and full["s"] and full["v"].startswith(full["s"]) and full["c"]:
        names = names or [full["v"]]  # 我姓包，叫包春生: the surname said makes it a name
    if full is not None and full["s"] and not full["c"] and _surname_led(full["v"]):
        names = names or [full["v"]]  # 我姓骆，骆文杰: the surname said again, then the name
    if full is not None and full["s"] and not full["v"].startswith(full["s"]):
        names = []  # 我姓陈，叫思远: the given name alone, not a full name
    if full is not None and _someone_else(re.split(r"[，,。！!；;]", text[: full.start()])[-1]):
        names = []  # 我朋友本名叫张伟: the friend's name
    if names and not _DENIED.search(text[: full.end()] if full else ""):
        fills = [f for f in fills if not (f.slot == "name" and f.subject == "user")]
        fills.append(Fill("name", names[0]))
    fills = _given_after_surname(text, fills)  # 本人姓邵名立新: 邵立新, not 邵
    fills = [f for f in fills if not (f.slot == "name" and zh_names.called_for(text, f.value))]
    retired = _retired_from(text)
    if retired:  # 退休前在纺织厂当会计: the job one retired from, no employer now
        fills = [f for f in fills if not (f.slot in ("role", "employer") and f.subject == "user")]
        fills += retired
    if _PRETEND.search(text):  # 你就当我是个产品经理: a part played for the request
        fills = [f for f in fills if not (f.slot == "role" and f.subject == "user")]
    fills = [f for f in fills if not (f.slot == "home_location" and _once_there(f.value, text))]
    zones = [f.value for f in fills if f.slot == "timezone" and f.subject == "user"]
    fills = [f for f in fills if not (f.slot in _WHERE and any(f.value in z for z in zones))]
    fills = fills + _works_there(text, fills)
    fills = [f for f in fills if not (f.slot == "home_location" and _not_lived_in(f.value, text))]
    named = [f for f in fills if f.slot == "employer" and not _A_KIND.fullmatch(f.value)]
    return [
        f
        for f in fills
        if not (f.slot == "employer" and _A_KIND.fullmatch(f.value) and _beside(f, named))
    ]


def _given_after_surname(text: str, fills: list[Fill]) -> list[Fill]:
    """The whole name over the surname alone when the given name follows it (姓邵名立新)."""
    whole = zh_names.surname_and_given(text)
    if not whole:
        return fills
    kept = [f for f in fills if not (f.slot == "name" and f.subject == "user")]
    said = [f for f in fills if f.slot == "name" and f.subject == "user"]
    if said and not all(whole.startswith(f.value) for f in said):
        return fills
    return [*kept, Fill("name", whole)]


_WORKS_AT: Final = (
    r"(?:的[^，,。！!；;]{0,8})?(?:当|做|教|干|开了?(?:一|个|家|间)|上班|工作|打工|任职|执业)"
)
"""What one does at a place said with 在 (在武汉当老师, 在成都做会计, 在青岛开了家咖啡店)."""


def _works_there(text: str, fills: list[Fill]) -> list[Fill]:
    """The city one's job is said in (我在武汉当老师) is where one works too, beside the home
    read off it, when no work place is said otherwise."""
    said = {f.slot for f in fills if f.subject == "user"}
    if "work_location" in said or "role" not in said or _DENIED.search(text):
        return []
    for home in (f.value for f in fills if f.slot == "home_location" and f.subject == "user"):
        if value_patterns.search(rf"我(?:现在|目前|一直)?在{re.escape(home)}{_WORKS_AT}", text):
            return [Fill("work_location", home)]
    return []


def _canonical(fill: Fill) -> Fill:
    """A place or employer said by its nickname (在魔都上班, 在鹅厂) as what it names."""
    if fill.slot in _WHERE and fill.value in ZH_NICKNAMES:
        return dataclasses.replace(fill, value=ZH_NICKNAMES[fill.value])
    if fill.slot == "employer" and fill.value in _ORG_NICKNAMES:
        return dataclasses.replace(fill, value=_ORG_NICKNAMES[fill.value])
    return fill


_PRETEND: Final = re.compile(r"(?:就当|当作|假设|假装|把我当成?)我?(?:是|成)")


def _once_there(place: str, text: str) -> bool:
    """A place one studied or stayed at for a while in the past (在慕尼黑读书时学的): no home."""
    after = (
        r"(?:读书|上学|念书|留学|读研|读大学|工作|实习|出差|旅游)?(?:时|的时候|那会儿?|那几年|期间)"
    )
    at = re.escape(place)
    stay = rf"(?:这次|这趟|那次|上次|前几天)[^，,。！!；;]{{0,4}}?在{at}|在{at}{_A_STAY}"
    return value_patterns.search(re.escape(place) + after, text) is not None or bool(
        re.search(stay, text)
    )


_A_STAY: Final = (
    r"(?:住|待|呆|玩|歇)了(?:大概|差不多|将近)?(?:[一两二三四五六七八九十几半\d]+|一个|两个|几个)"
    r"(?:天|晚|夜|晚上|周|个?礼拜|个?星期)"
)
"""A stay counted in days or weeks (在大理住了一个礼拜, 在三亚待了五天): a trip, not a home."""


_A_KIND: Final = re.compile(r"[\u4e00-\u9fff]{0,4}(?:公司|企业|工作室|机构|单位)")


def _beside(fill: Fill, named: list[Fill]) -> bool:
    return any(f.subject == fill.subject for f in named)


_WHERE: Final = frozenset(("home_location", "work_location"))


_PLACED: Final = re.compile(
    r"(?:我是|本人是?)(?P<p>[\u4e00-\u9fff]{2,4}?)(?:本地)?的(?:一名|一位|一个|个|名)?"
    r"(?P<r>[\u4e00-\u9fffA-Za-z]{1,8}?)(?=$|[，,。！!；;])"
)
"""A job said with the place it is done in (我是上海的一名律师): the job, and the place."""


def _placed_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The role without the place said before it (我是杭州的一名程序员 → 程序员), and the place
    as the home when no home is said otherwise."""
    found = _PLACED.search(text)
    if found is None or _DENIED.search(text) or not zh_objects.is_place(found["p"]):
        return fills
    role = found["r"]
    if not role.endswith(zh_words.ROLE_ENDINGS):
        return fills
    kept = [f for f in fills if not (f.slot == "role" and f.subject == "user")]
    homes = any(f.slot == "home_location" and f.subject == "user" for f in fills)
    home = [] if homes else [Fill("home_location", city(found["p"]))]
    return [*kept, Fill("role", role), *home]


_LANG: Final = r"(?P<l>[\u4e00-\u9fff]{1,4}?(?:语|话|文))"
_SPOKEN: Final = (
    re.compile(
        r"(?:^|(?<=[，,。！!；;\s])|我)" + _LANG + r"(?:我)?(?:也)?(?:会|能说|能讲|懂)"
        r"(?:一点点|一点儿|一点|一些|点)"
    ),
    re.compile(
        r"(?:^|(?<=[，,。！!；;\s])|我)"
        + _LANG
        + r"是(?:我的|我们的)?(?:工作语言|日常语言|第一语言)"
    ),
    re.compile(r"(?:我的)?(?:工作语言|日常语言)(?:是|用)" + _LANG),
)
"""Languages said as known a little (韩语会一点点) or as one's working language (英语是工作语言)."""


def _spoken(text: str) -> list[Fill]:
    """The languages these ways of saying it name (only a language, not a phrase with one)."""
    found = []
    for pattern in _SPOKEN:
        said = pattern.search(text)
        if said is None or _DENIED.search(text[: said.end()]):
            continue
        if zh_objects.languages(said["l"]) == [said["l"]]:
            found.append(Fill("languages", said["l"]))
    return found


_ZONE_HERE: Final = re.compile(
    r"(?:我这边|我这里|我这儿|我们这边|我们这里|我在的地方)(?:现在)?(?:是|用的是|用)?"
    r"(?P<z>[东西](?:[一二三四五六七八九十]|十[一二])区|(?:UTC|GMT)[+-]\d{1,2}(?::\d\d)?)"
)
"""A time zone said as the zone where one is (我这边东八区, 我们这里UTC+1)."""


_ZONE_REGIONS: Final = (
    "太平洋 大西洋 山地 美东 美西 美中 美国东部 美国西部 美国中部 东部 西部 中部 加东 加西 "
    "欧洲中部 中欧 西欧 东欧 英国 格林尼治 格林威治 澳洲东部 澳东 澳西 澳洲西部 澳洲中部 北京 "
    "东京 日本 韩国 首尔 新加坡 印度 莫斯科 夏威夷 阿拉斯加 中国 香港 台北 巴西 新西兰"
).split()
"""Regions a time zone is named by (太平洋时间, 美东时间, 澳洲东部时间), kept as data."""
_ZONE_CLAUSE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:现在|目前|这边|我这边|我们这边)?(?:是|用的是|按|算|都按)?"
    r"(?P<z>(?P<r>[\u4e00-\u9fff]{2,6}?)(?:标准)?时间)(?:哈|啊|呀|哦|的|吧|了)?"
    r"(?=$|[，,。！!；;～~\s])"
)
"""A clause that is only a time zone by its region (我人在纽约，美东时间), after the user has
said something of themself: the zone where one is."""


def _zone_here(text: str) -> list[Fill]:
    """The time zone said as where one is, when no frame read one."""
    found = _ZONE_HERE.search(text)
    if found is not None and not _DENIED.search(text[: found.end()]):
        return [Fill("timezone", found["z"])]
    if _ASKED_OR_IF.search(text):
        return []
    coded = _ZONE_CODE_CLAUSE.search(text)
    if coded and _USER.search(text[: coded.start()]) and not someone_in(text[: coded.start()]):
        return [] if _NOT_PLAIN.search(text[: coded.end()]) else [Fill("timezone", coded["z"])]
    for clause in _ZONE_CLAUSE.finditer(text):
        region = clause["r"]
        if _NOT_PLAIN.search(text[: clause.end()]):
            return []  # 我不在东京，日本时间…; 我在东京，日本时间，别按北京时间: the first is said
        if not _USER.search(text[: clause.start()]) and not clause.group(0).startswith("我"):
            continue  # "明天下午三点，北京时间": a time given, not where one is
        if someone_in(text[: clause.start()]):
            return []  # 我朋友在东京，日本时间: their zone
        if region in _ZONE_REGIONS or (
            len(region) <= 4 and zh_objects.is_place(region) and region not in _NOT_ZONES
        ):
            return [Fill("timezone", clause["z"])]
    return []


_ASKED_OR_IF: Final = re.compile(r"吗|？|\?|如果|要是|假如")
_NOT_PLAIN: Final = re.compile(r"不|别|没|想|打算|准备|考虑|希望|梦想")
"""A denial or a wish before a zone (我不在东八区, 想搬到东八区); one after it (…，别按北京时间)
is about something else."""
_USER: Final = re.compile(r"[我俺咱]|本人|坐标")
"""The user said before a zone clause (俺在合肥，东八区; 坐标合肥，东八区)."""
_ZONE_CODE_CLAUSE: Final = re.compile(
    r"[，,；;]\s*(?:所以|也就是|就是|算)?(?P<z>东[一二三四五六七八九十]{1,2}区|西[一二三四五六七八九十]{1,2}区"
    r"|(?:GMT|UTC)[+-]\d{1,2}(?::\d\d)?)(?:时区)?(?:哈|啊|呀|哦|的|吧)?(?=[。！!，,]|$)"
)
"""A zone code as the last clause after the user speaks of themself (我住在新加坡，东八区)."""
_NOT_ZONES: Final = frozenset("本地 当地 老家 家里 公司 学校".split())
"""Words before 时间 that name no zone (当地时间 alone says nothing of where)."""


_WRITTEN: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前|平时|主要|一般|日常|天天|每天)*(?:是)?"
    r"(?:写|用|搞|做)(?P<t>[A-Za-z][A-Za-z0-9+#.]*)(?:的|为主|比较多|多一些|多|开发|编程)?"
    r"(?=$|[，,。！!；;～~])"
)
"""A tool or programming language one writes in (主要写Java, 我是写React的, 平时用Go为主)."""


def _written(text: str) -> list[Fill]:
    """The known tool or language one writes in, said in these ways."""
    found = _WRITTEN.search(text)
    if found is None or _DENIED.search(text[: found.end()]) or _WISHED.search(text):
        return []
    tech = found["t"].lower()
    return [Fill("skill", TECH[tech])] if tech in TECH and tech not in EDITORS else []


_MOVED_ALONG: Final = re.compile(r"(?:人|家|全家|我们|我)(?:也|都)?(?:跟着)?搬(?:了)?(?:过来|过去)")
"""Moving to where one's work went (调到重庆分公司了，人也搬过来了): the work place is home."""


def _moved_along(text: str, fills: list[Fill]) -> list[Fill]:
    """The home, when one moved along to the one place one's work is said to be."""
    if _MOVED_ALONG.search(text) is None or _DENIED.search(text) or _WISHED.search(text):
        return []
    works = {f.value for f in fills if f.slot == "work_location" and f.subject == "user"}
    return [Fill("home_location", works.pop())] if len(works) == 1 else []


_SITES: Final = (
    r"地铁|公交|大队|中队|支队|分局|派出所|医院|诊所|大学|学院|中学|小学|幼儿园|公司|工厂|厂|门店|分店"
    r"|店|岛|港|码头|机场|基地|景区|总部|园区|片区|工地|车间|站"
)
"""Nouns of a place of work after a place name (广州地铁, 天河大队, 三亚的蜈支洲岛): a site, with
no verb between (在青岛开了家咖啡店 says where the user works and lives)."""
_LIVED_NOT: Final = r"(?:(?:待|住|呆|生活)(?:得)?(?:久了|惯了|习惯了|太久了|久|惯))"


def _not_lived_in(place: str, text: str) -> bool:
    """A place said as the site of one's work (在广州地铁开三号线, 在三亚的蜈支洲岛带潜, 在天河
    大队) or as what one got used to (在美国住惯了, 待久了: a reason, said of a time that may be
    over), when nothing else says one lives there (住, 家在): no home."""
    at = re.escape(place)
    site = re.search(rf"在{at}(?:的)?[^\W开当做干教带跑卖了]{{0,6}}?(?:{_SITES})", text)
    used = re.search(rf"在{at}{_LIVED_NOT}", text)
    lives = re.search(rf"住(?:在)?{at}|家在{at}|{at}(?:这边)?(?:定居|安家)", text)
    return (site is not None or used is not None) and lives is None
