"""Who a Chinese clause is about, and the people and pets it names.

The user for 我, 我们, 本人, 咱 (and 我和我老婆); someone else for 我老婆, 我朋友, 他, 她, or a
relation word that opens the clause (室友每天..., 老公对猫毛过敏); when no subject is said,
the subject of the clause before (我老婆叫陈静，在建行上班: both about her). Relations and
pets: 我女儿叫小雨, 我家猫叫煤球, 养了一只柯基，名字叫大福, 家里有两只鹦鹉，一只叫小绿.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_kin_apposed
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_shape_words import MORE_ANIMALS
from memstream.processors.grammar.zh_subjects import is_place, someone_in, someone_opens

_REL: Final = "|".join(sorted(w.RELATIONS, key=len, reverse=True))
_ANIMAL: Final = "|".join(sorted({*w.ANIMALS, *MORE_ANIMALS}, key=len, reverse=True))
"""Longest first, so that 萨摩耶 is read whole and not as 萨摩."""
_APPOSED: Final = (
    rf"(?P<name>[小阿]?[A-Z][a-z]+|[小阿][A-Z]|[小老阿][\u4e00-\u9fff]|(?P<twice>[\u4e00-\u9fff])(?P=twice)"
    rf"|[{w.SURNAMES}][\u4e00-\u9fff]{{1,2}}?)"
    r"(?=是|在|对|今年|也|都|和|跟|已经|刚|上|去|叫|特别|很|每|天天|总|老是|经常|一直|教|最近|今天"
    r"|昨天|明天|又|还|要|合伙|一起|会说"
    r"|会做|会弹|会画|喜欢|住|不|结婚|一起|俩"
    r"|这(?:周|几天|个|阵子|两天)|下(?:周|个月|个星期|班|礼拜)|来|带|教|有|给|陪|帮|从|打算|准备"
    r"|$|[,，。.!！ ])"
)
"""A name right after whom it names (我女儿朵朵对牛奶过敏, 我老公小郑, 我们家狗狗豆包今年五岁)."""
_NAMED_AFTER: Final = re.compile(
    r"(?:叫|名叫)(?![我你他她])([\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)(?=$|[,，])"
)
"""我同事叫小林: the name after a relation word (not 叫我, which calls the user)."""
_BEFORE_REL: Final = (
    r"(?:最好的|多年的|以前的|之前的|原来的|(?:小学|初中|高中|中学|大学|研究生|读书时|上学时)(?:的|时的)?"
    r"|前|好|亲)"
)
"""What may stand before a relation word (高中同学, 前同事, 好朋友): still someone else."""
_OTHER: Final = re.compile(
    rf"^(?:我的|我|我们|咱)?(?:家)?(?:的)?(?:一个|一位|某个|个)?(?:{_BEFORE_REL})?(?P<rel>{_REL})"
    r"(?!(?:和我|跟我)(?!说|讲|聊|提|吹|吐槽|抱怨|炫耀|借|要|打听)|们)"
    rf"(?:{_APPOSED})?"
)
_THOSE_PEOPLE: Final = re.compile(
    rf"^(?:(?:那|这)(?:几|些|两|三)?(?:个|位)?|几个|新来的)+(?P<rel>{_REL}|小伙子|小姑娘|姑娘|年轻人"
    r"|老人|人)们?"
    rf"|^(?P<rel2>{_REL}|小伙子|小姑娘|年轻人)们"
)
"""People pointed at or counted (那几个孩子, 新来的小伙子, 孩子们): someone else."""
_WED: Final = re.compile(
    r"^(?:我们|我)?(?:已经|去年|今年|刚|刚刚|早就|也)*(?:结婚了|结婚啦|已婚|成家了"
    r"|结婚(?:[一二三四五六七八九十两\d]+|好几|十几|多)(?:多)?年)|^已婚"
)
_HAS_SOMEONE: Final = re.compile(
    rf"^(?:我们|我)?(?:有|认识)(?:个|一个|位|一位|些|几个|好几个)(?:[^，,。我]{{0,4}}的)?"
    rf"(?P<rel>{_REL}|[\u4e00-\u9fff]{{0,3}}?(?:客户|学生|病人|粉丝|网友|读者|邻居|朋友|同事|同学|人))"
    r"(?!们)"
)
"""Someone the user knows, introduced with 有个 (我有个同事…, 有个客户…): not the user."""
_PRONOUN: Final = re.compile(r"^(?P<p>他们|她们|他|她|人家|别人|大家|有人|有个人|网友|朋友们)")
_USER: Final = re.compile(r"^(?:我们|我|本人|咱们|咱)(?:和|跟)?(?:我(?:的)?(?:" + _REL + "))?")
_NAMED: Final = re.compile(
    rf"(?:^|我的|我们家的?|我家的?|俺家的?|(?<![\u4e00-\u9fff的])[我俺]|家里|家)(?:还)?(?:的)?(?:有(?:个|一个|两个|只|一只|条|一条)?)?"
    rf"(?:[^，。,.我]{{0,5}}?的)?(?:老(?=[狗猫]))?"
    rf"(?P<kind>{_REL}|{_ANIMAL})(?:叫做|名叫|的名字是|的名字叫|名字叫|小名叫|小名|叫)(?![我你他她])"
    r"(?P<name>[A-Za-z]+|[\u4e00-\u9fff]{1,3}?)(?=$|[,，。.!！ ]|今年|已经|是|也|很|在|和|的|了|刚|"
    r"才|非常|特别)"
)
_CALLED_KIND: Final = re.compile(
    rf"叫(?P<name>[A-Za-z]+|[\u4e00-\u9fff]{{1,3}}?)的(?P<kind>{_ANIMAL}|{_REL})"
)
_NOT_THEIRS: Final = "(?<!邻居)(?<!朋友)(?<!同事)(?<!别人)(?<!亲戚)(?<!他)(?<!她)(?<!人)"
"""家 of someone else (邻居家的猫, 朋友家): not the user's home."""
_HAS: Final = re.compile(
    rf"(?:养了|养的|养着|在养|有|收养了|领养了|还有|捡了|{_NOT_THEIRS}(?:家里|家)|和(?=一|两|三|只|条)"
    rf"|抱回来了?|抱回家了?|接回家了?|(?:^|(?<=[我们也还直都里]))养(?={_ANIMAL})"
    r"|(?<=[猫狗鸟鱼龟兔])(?=[一两三四](?:只|条)))"
    rf"(?:一|两|三|四|个|几|那|这)?(?:只|条|个|缸|位|名|对|匹|头)?"
    rf"(?:[^，。,.我]{{0,5}}?的|老|大|小(?!狗|猫)|流浪|[黑白花](?=猫|狗))?"
    rf"(?P<kind>{_ANIMAL}|{_REL})(?:[,，]?(?:名字)?叫(?P<name>[A-Za-z]+|[\u4e00-\u9fff]{{1,3}}?)"
    r"(?=$|[,，。.!！ ]|今年|已经|是|也|很))?"
)
_ONE_CALLED: Final = re.compile(
    r"(?:^(?:名字|名)?|^(?:[^，,。]{0,6}?给(?:他|她|它))?(?:取|起)了?个?名字?|^(?:他|她|它)"
    r"|另?一[只个条位]|大的|小的"
    r"|橘的|白的|这只|现在这只)叫(?![它他她])"
    r"(?P<name>[A-Z][A-Za-z]{1,11}|[\u4e00-\u9fffA-Za-z]{1,4}?)(?=$|[,，。 ]|都|是|另?一[只个条位]"
    r"|[\U0001F300-\U0001FAFF\u2600-\u27BF])|"
    r"^小名(?:叫)?(?P<nick>[\u4e00-\u9fff]{2,3})$"
    r"|^(?:我们?)?(?:都)?(?:叫|喊)(?:它|他|她)(?P<it>[A-Z][A-Za-z]{1,11}|[\u4e00-\u9fff]{2,3}?)"
    r"(?=$|[,，。 ]|它|他|她|就|会)"
)
_PLAIN: Final = re.compile(
    rf"^(?:(?:跟|和)(?=[我俺]))?(?:我|我们|俺|俺们)(?:和|跟)?(?:我|俺)?(?:家)?(?:的)?(?P<kind>{_REL})(?!们)"
    r"(?:儿(?=[小老阿A-Z]))?"
    rf"(?:{_APPOSED})?"
)
SPOUSE_BY_CHILD: Final = {
    "孩子他爸": "老公", "孩子他爹": "老公", "娃他爸": "老公", "娃他爹": "老公", "娃爸": "老公",
    "孩子他妈": "老婆", "孩子他娘": "老婆", "娃他妈": "老婆", "娃他娘": "老婆", "娃妈": "老婆",
}  # fmt: skip
"""A spouse named as the child's parent (孩子他爸, 娃他妈): the husband or the wife."""
_BARE_KIN: Final = re.compile(
    rf"^(?P<kind>{'|'.join([*SPOUSE_BY_CHILD, *w.CLOSE_RELATIONS])})"
    r"(?:" + _APPOSED + r"|(?=是|在|叫|今年|也|对|有|做|刚|已经|上|读|出差|加班|今天|最近|又|天天"
    r"|每天))"
)
"""A close relation opening a clause without 我 (老婆是老师, 闺女在北京上班), or with its name
before what they do (老公阿杰每天给我打针): the user's."""
_ANYONE_KIN: Final = frozenset(("先生", "阿姨", "叔叔", "哥", "姐", "弟", "妹", "宝宝", "娃"))
_HOUSEHOLD_KIN: Final = tuple(k for k in w.CLOSE_RELATIONS if k not in _ANYONE_KIN)
"""Family words that call no stranger and no one in jest when they open a clause (not 先生,
阿姨, 哥, 宝宝)."""
_FAMILY_OPENS: Final = re.compile(
    r"^(?:(?P<baby>宝宝|娃|崽崽)(?=[一二三四五六七八九十两\d]+(?:岁|个月|周|天))|"
    rf"(?P<kind>{'|'.join(sorted(_HOUSEHOLD_KIN, key=len, reverse=True))})(?!们)"
    r"(?=[一二三四五六七八九十两\d]+(?:岁|个月|周岁|了|多了)"
    r"|(?:说|给我|让我|帮我|陪我|带我|跟我|和我|非要|下(?:个|周|礼拜|星期)|这(?:周|个月|礼拜)"
    r"|明天|明年|昨天|前(?:几|两)天|去年|上(?:个|周)月?|从老家|从小|住我|住在我|生日|过生日"
    r"|退休|身体|年纪|腿脚|耳朵|眼睛|牙口)))(?P<name>(?!x)x)?"
)
"""A family word opening a clause before an age, a time or what they do to the user
(外婆九十二了, 婆婆下个月过来, 孙子给我装了软件; a baby only before its age: 宝宝三个月了):
the user's."""


_SOMEONE_THERE: Final = re.compile(
    rf"^(?:[^我你他她，,。]{{1,8}}?的)?(?P<k>[{w.SURNAMES}](?:姐|哥|叔|姨|阿姨|嫂|婶|大爷|大妈|奶奶|爷爷))"
    rf"(?=[在是住做会说有对也都很每天一爱喜讨不])"
    rf"|^(?![我咱])[^你他她，,。]{{1,6}}?有(?:个|一个|位|一位)(?P<h>{_REL})"
    rf"|^(?:{'|'.join(sorted(w.PERSON_NOUNS, key=len, reverse=True))}"
    r"|[\u4e00-\u9fff]{1,3}(?:生|员|师|友|伴|居|户))(?P<l>[A-Z][a-z]+)"
)
"""Someone else by where they are or what they are: a surname and a kin word after a place
(夜班的张姐, 财务部的刘姐), someone a place has (实验室有个师兄), a role and a Latin name
(交换生Anna)."""
_MODIFIED: Final = re.compile(
    rf"^(?:[^我他她，,]{{0,8}}?)(?:的|新来的|隔壁|楼下|一个)(?P<rel>{_REL})"
    rf"|^(?:隔壁|楼下|新来的|对门)[^我，,]{{0,4}}?(?P<r2>{_REL})"
)
_GROUP: Final = re.compile(
    rf"^(?:我们|我)(?:部门|组|公司|团队|班|家|单位|小区|楼)[^，,我]{{0,5}}?的?"
    rf"(?P<rel>{_REL}|人|大家|小伙伴|同事们|同学们|好多人|很多人|不少人)(?!们)"
    r"|^(?:楼上|楼下|隔壁|对面|对门|旁边|那个|这个|那对|这对|那位|这位|那些|这些|有个|有位|某个)"
    r"(?!周|星期|礼拜|月|学期|季度|假期|周末)"  # 这个周四我要…: a time, not someone (l55)
    r"[^，,我]{0,6}?(?P<who>人|夫妻|小孩|孩子|大爷|大妈|阿姨|叔叔|老人|家"
    r"|[^\W我你他她]{1,3}(?=每|都|天天|经常|总|又|在|是|会))"
)
_VERB_NEXT: Final = (
    "在|是|住|做|会|说|跟|和|上个|下个|去|跳|刚|也|每|最近|已经|今|明|昨|又|还|总|老是"
)
_PERSON: Final = re.compile(
    rf"^(?P<n>[{w.SURNAMES}][\u4e00-\u9fff]{{1,2}}?|[小老阿][{w.SURNAMES}])(?={_VERB_NEXT})"
)
_CALLED_BY_SURNAME: Final = re.compile(
    rf"^(?:[^我你他她，,。]{{1,8}}?的)?(?P<n>[小老阿][{w.SURNAMES}])"
    r"(?=[在是住做会说跟和去也每最已今明昨又还总对吃喝爱喜讨不很特，,。]|$)"
)
"""Someone called by surname (老李, 小王, 财务部的老张): someone else, whatever follows."""


def _not_person(said: str) -> bool:
    """A word that opens with a surname but is no name (周末, or 周末必 in 周末必去…), or that
    ends in a word of negation or degree no name ends in (罗马不 in 罗马不去了)."""
    if said in _NOT_PERSONS or said[:2] in _NOT_PERSONS:
        return True
    return said[-1] in _NOT_NAME_ENDS and is_place(said[:-1])


_NOT_NAME_ENDS: Final = "不没也都就还已又才很太再别"
"""Words of negation or degree after a place that opens a clause as its topic (罗马不去了)."""


_NOT_PERSONS: Final = frozenset(
    """白天 周末 晚上 早上 中午 今天 明天 高中 万一 金鱼 江湖 石头 方便 马上 高铁 黄金 林业
    周一 周二 周三 周四 周五 周六 周日 平时 程序 龙虾 朱古力 严格 严肃 严重 老实 高兴 方才 金额
    钱包 马虎 华丽 林林总总""".split()
)


_PET_SUBJECT: Final = re.compile(
    rf"^(?:我的|我家的?|我们家的?|家里的?)(?P<a>{_ANIMAL})(?!叫|的名字|名叫|小名|名字|们)"
    r"(?=特别|很|最|超|总|老|每|天天|不|也|都|喜欢|爱|讨厌|怕|会)"
)
"""A pet that does something (我的猫特别喜欢晒太阳): the pet, not the user."""
_CHARACTER: Final = re.compile(
    r"^[^我，,]{0,8}?(?P<c>主角|主人公|男主|女主|角色|作者|博主|up主|UP主|网友|嘉宾)"
)
"""Someone in a story, a show or online: never the user."""
_NOT_PERSON_ROLES: Final = frozenset(
    "开发 设计 产品 测试 算法 前端 后端 财务 采购 文案 运营 销售 合规".split()
    + "精算 货代 自媒体 妈妈 爸爸".split()
)
_PERSON_ROLES: Final = "|".join(
    sorted(
        (set(w.ROLE_ENDINGS) - _NOT_PERSON_ROLES)
        | {"病人", "患者", "顾客", "嘉宾", "快递小哥", "外卖小哥"}
        | {"候选人", "师傅", "房东", "客户", "VP", "CEO", "CTO", "领导", "面试官", "新人"},
        key=len,
        reverse=True,
    )
)
_ROLE_SUBJECT: Final = re.compile(
    rf"^(?:有个|有一个|有位|那个|这个|那位|这位|新来的|[^我你他她，,。]{{1,8}}?的(?:那个|这个|那位|这位)?)"
    rf"(?P<r>{_PERSON_ROLES}|(?:阿|小|老)[\u4e00-\u9fff](?=[会在是住要说也都很])|[A-Z][a-z]+(?=[会在是住要说也都很]))"
    rf"|^(?:新来的|刚来的|[^我你他她，,。]{{1,8}}?的)(?:那|这)?(?:个|位|名)?"
    rf"(?P<n>{'|'.join(sorted(w.PERSON_NOUNS + w.PERSON_ACRONYMS, key=len, reverse=True))})"
    r"(?![\u4e00-\u9fff]{0,2}?(?:都|们)|里|中|之中|当中|之间)"
    r"|^(?:[^我你他她，,。\d]{1,3})(?P<t>师傅)"
    r"|^(?:新|老)(?P<t2>同事|同学|室友|邻居|领导|员工)"
    r"|^(?P<t3>阿[\u4e00-\u9fff])(?=在|是|会|住|要|说|也|都|很|去|每|下|明|这)"
)
"""Someone named by a role after a determiner or a modifier (新来的会计, 有个病人): not the
user."""


_PERSON_ENDS: Final = tuple("师员生者家手工长人官主管总哥姐士匠")
"""How a job word that names a person ends (设计师, 程序员, 实习生): not 咨询, 运营."""
_PERSON_NOUN: Final = "|".join(
    sorted(
        set(w.PERSON_NOUNS)
        | {r for r in set(w.ROLE_ENDINGS) - _NOT_PERSON_ROLES if r.endswith(_PERSON_ENDS)},
        key=len,
        reverse=True,
    )
)
_MINE_MODIFIED: Final = re.compile(
    r"^(?:我们|我|咱们|咱)(?P<mod>[^，,。！？!?；;：:我]{1,12}?)的"
    r"(?:那|这)?(?:[一两几]?(?:个|位|些|名|家|对))?(?:新来的|刚来的)?"
    rf"(?P<noun>{_PERSON_NOUN})"
    r"(?![\u4e00-\u9fff]{0,2}?(?:都|们)|里|中|之中|当中|之间|公司|机构|团队|工作室|群|圈)"
)
"""A person a modifier clause with 我 in it names (我关注的那个博主, 我们组新来的实习生,
我在网上认识的朋友): the person is the subject, not the user."""
_OWN_MOD: Final = re.compile(
    r"^(?:也|就|现在|曾经|以前|已经)?(?:是|当|做|干|成为|作为)|最|喜欢|爱|讨厌|崇拜|偶像|梦想"
    r"|^(?:也|还|一直|真的)?(?:想|要|打算|准备|希望|计划|考|去|在考)"
    r"|(?:年|个月|周|天)$|^(?:家|们家|们|自己|本人)$"
)
"""A modifier that says what the user is or likes (我是两个孩子的妈妈, 我做了十年的程序员,
我最喜欢的歌手是…): the user's own sentence."""


_THEIR_PERSON: Final = re.compile(rf"^家?的(?P<p>{_REL}|{_PERSON_NOUN})(?![\u4e00-\u9fff]?们)")
"""Someone of someone's (我邻居家的孩子, 我男朋友的妈妈): that person, not the first one."""


def _mine_modified(clause: str) -> re.Match[str] | None:
    """The person a 我-modifier names at the start of the clause, or None."""
    found = _MINE_MODIFIED.match(clause)
    if found is None or _OWN_MOD.search(found.group("mod")) or _OTHER.match(clause):
        return None
    said = clause[found.start("noun") - 2 : found.start("noun")]
    if found.group("noun") == "人" and said.endswith("个") and said[:1] not in "一那这几":
        return None  # 我的个人主页: 个人 is "personal", no person
    if not clause[found.end() :].strip(" ，,。！!"):
        return None  # 我想考上浙大的研究生: the person is an object, no predicate of theirs
    return found


_STUDIED: Final = re.compile(r"(?:学|读|念|修|考)的(?:是)?[^的]{1,6}$")
"""本科学的会计, 研究生读的护理: what the user studied, not a person (h36z)."""


def _title_alone(clause: str, found: re.Match[str], group: str) -> bool:
    """True for a clause that is a title alone, nothing pointing at someone (b站up主, 美食博主,
    扎铁师傅): a fragment the user describes themself with, not a person who does something
    (h36z)."""
    if found.group(group) is None:
        return False
    before = clause[: found.start(group)]
    return not clause[found.end() :].strip(" 一枚") and re.search(r"[那这个位的]", before) is None


_SELF_TITLED: Final = re.compile(
    r"^(?:(?:阿姨|姐姐|姐|哥哥|哥|叔叔|大叔|大爷|大妈|奶奶|爷爷|老娘|老子|本宝宝|宝宝|小弟|小妹"
    r"|本姑娘|本小姐)(?=我)|(?:老夫|老身|老朽|本姑娘|本小姐|小女子)(?![们的])|小弟(?=姓|叫|不才))"
)
"""The user naming themself by a title (阿姨我在上海做家政, 老夫退休前是船长, 小弟姓龚): the
user, not a relation (h36z). 小弟 alone is also a younger brother (小弟在深圳上班): the user
only when giving a name."""


_PARENT_OF: Final = re.compile(
    r"(?:[一两三四五\d]个)?(?:孩子|娃|儿子|女儿|宝宝)的(?:妈妈?|爸爸?|母亲|父亲|老母亲|老父亲)(?:一枚)?"
)
"""A clause that is only "the mother of two" (两个孩子的妈): the user, said as a fragment."""


def subject(clause: str, before: str) -> tuple[str, str]:
    """(who the clause is about, the clause from its predicate on)."""
    if clause.startswith("本人") and not clause.startswith("本人的"):  # 本人是华为的…工程师
        return "user", clause[2:]
    if _PARENT_OF.fullmatch(clause):  # 两个娃的爸，在深圳上班: the user, a parent (h36z)
        return "user", ""
    if (found := _SELF_TITLED.match(clause)) is not None:
        return subject(clause[found.end() :], "user") if clause[found.end() :] else ("user", "")
    if (found := _mine_modified(clause)) is not None:
        noun = found.group("noun")
        return w.RELATIONS.get(noun, noun), clause[found.end() :]
    if (found := _CHARACTER.match(clause)) is not None and not _title_alone(clause, found, "c"):
        return found.group("c"), clause[found.end() :]
    if (
        (found := _ROLE_SUBJECT.match(clause)) is not None
        and not _title_alone(clause, found, "t")
        and not _STUDIED.search(found.group(0))
    ):
        who = (
            found.group("r")
            or found.group("n")
            or found.group("t")
            or found.group("t2")
            or found.group("t3")
        )
        return who, clause[found.end() :]
    if (found := _PET_SUBJECT.match(clause)) is not None:
        return w.PET_KINDS.get(found.group("a"), found.group("a")), clause[found.end() :]
    if (found := _GROUP.match(clause)) is not None and _FAMILY.match(clause) is None:
        return found.group("rel") or found.group("who"), clause[found.end() :]
    if (found := _THOSE_PEOPLE.match(clause)) is not None:  # 孩子们…, 那几个孩子…, 新来的小伙子…
        return found.group("rel") or found.group("rel2"), clause[found.end() :]
    found = _HAS_SOMEONE.match(clause)
    if found is not None and found.group("rel") not in w.CLOSE_RELATIONS:  # 我有个同事吃素
        return found.group("rel"), clause[found.end() :]
    if (found := _SOMEONE_THERE.match(clause)) is not None:  # 夜班的张姐, 实验室有个师兄
        return found.group("k") or found.group("h") or found.group("l"), clause[found.end() :]
    if (found := _USER.match(clause)) is not None and not _OTHER.match(clause):
        owned = found.group(0) in ("我们", "咱们") and someone_opens(clause[found.end() :], True)
        return owned or ("user", clause[found.end() :])  # 我们班主任住在闵行: theirs (g38s)
    if (found := _MODIFIED.match(clause)) is not None:
        return found.group("rel") or found.group("r2"), clause[found.end() :]
    if (found := _PERSON.match(clause)) is not None and not _not_person(found.group("n")):
        return found.group("n"), clause[found.end() :]
    if (found := _CALLED_BY_SURNAME.match(clause)) is not None:
        return found.group("n"), clause[found.end() :]
    if (found := _OTHER.match(clause)) is not None:
        relation, name = w.RELATIONS[found.group("rel")], _real_name(found.group("name"))
        who = f"{relation}:{name}" if name else relation
        rest = clause[found.end() :]
        if not name and (theirs := _THEIR_PERSON.match(rest)) is not None:
            return f"{relation}的{theirs.group('p')}", rest[theirs.end() :]  # 我老板的老婆
        named = _NAMED_AFTER.match(rest)
        if named is not None:
            who, rest = f"{relation}:{named.group(1)}", rest[named.end() :]
        return who, rest
    if (found := _PRONOUN.match(clause)) is not None:
        return found.group("p"), clause[found.end() :]
    return someone_opens(clause) or (before, clause)  # 前台小姑娘喜欢追星 (g38s)


def in_group(clause: str) -> bool:
    """True when the clause opens with someone of a group or place (我们部门新来的经理,
    楼上那对夫妻): someone else, not one of the user's own people (我们家有个小宝宝)."""
    return _GROUP.match(clause) is not None and _FAMILY.match(clause) is None


_FAMILY: Final = re.compile(
    rf"^(?:我们|我)家(?:的|里)?(?:有个|有一个|有|还有个)?(?:小|大)?(?:{'|'.join(w.CLOSE_RELATIONS)})"
)
"""One of the user's family (我们家有个小宝宝, 我家老公): the user's own people."""


def people(clause: str, own: bool = True) -> list[Fill]:
    """The relations and pets a clause names (with names when given); with `own`, not one
    said as someone else's (我同事的女儿叫朵朵)."""
    fills = [
        _fill(m.group("kind"), m.group("name"))
        for m in _NAMED.finditer(clause)
        if not (own and _of_someone_else(clause, m))
    ]
    fills += [_fill(m.group("kind"), m.group("name")) for m in _CALLED_KIND.finditer(clause)]
    if not fills:
        fills = [
            _fill(m.group("kind"), m.group("name") or _apposed(clause, m))
            for m in _HAS.finditer(clause)
        ]
    fills = _each_named(clause, fills)  # 两只猫一只叫芝麻一只叫汤圆
    plain = _PLAIN.match(clause) or _BARE_KIN.match(clause) or _FAMILY_OPENS.match(clause)
    if plain is not None:
        kind = plain.group("kind") or plain.groupdict().get("baby") or ""
        called = _NAMED_AFTER.search(clause, plain.end()) if plain.groupdict().get("baby") else None
        first = _fill(kind, _real_name(called.group(1) if called else plain.group("name")))
        if all(f.kind != first.kind for f in fills):  # 我和我老公还有我们家的猫咪球球: both
            fills = [first, *fills]
    if not fills and _WED.match(clause):  # 我结婚了, 已婚: a spouse (跟工作结婚了 is a joke)
        fills = [_fill("爱人", None)]
    if not fills and (cared := _CARED_FOR.search(clause)) is not None:  # 每天要遛狗, 回家喂猫
        fills = [_fill(cared.group("kind") or cared.group("fed"), None)]
    named = _CARED_FOR_BY_NAME.search(clause)
    if not fills and named is not None and not _FOR_SOMEONE.search(clause[: named.start()]):
        fills = [_cared_for_by_name(named)]  # 给咪咪铲屎 (帮朋友给咪咪铲屎 is the friend's)
    if not fills and (kids := _KIDS.search(clause)) is not None:  # 一儿一女, 两个孩子的妈
        said = _KIDS_SAID.get(kids.group(0), (kids.group("k") or "孩子",))
        fills = [_fill(kind, None) for kind in said]
    return [fill for fill in fills if close(fill)]


def _of_someone_else(clause: str, found: re.Match[str]) -> bool:
    """True when the person or pet named belongs to someone else said before it: a relation
    of the user's in between (我同事的女儿叫朵朵, 我朋友家的狗叫Bobo) or a third person's home
    (她家孩子叫豆包)."""
    between = clause[found.start() : found.start("kind")]
    if _THEIRS_BETWEEN.search(between) is not None:
        return True
    return between.startswith("家") and clause[: found.start()].endswith(_THIRD_PERSONS)


_THEIRS_BETWEEN: Final = re.compile(rf"(?:{_REL})(?:家)?的")
_THIRD_PERSONS: Final = ("他", "她", "他们", "她们", "人", "人家", "别人", "邻居")


_CARED_FOR: Final = re.compile(
    r"(?:^|我|要|去|得|先|在|天天|每天|早上|晚上)遛(?:一下|一圈|完|了)?(?:我家的?|家里的?|我的)?"
    r"(?P<kind>狗狗|狗子|狗)"
    r"|(?:回家|先|得|要|去|我)喂(?:一下|完)?(?:我家的?|家里的?|我的)?(?P<fed>猫咪|猫|狗狗|狗|鱼)(?!粮)"
)
"""A pet said by its care (每天要遛狗, 回家喂猫): the user's own."""


def _pet_name(tag: str) -> str:
    """A pet's everyday name as a pattern: a doubled syllable (豆豆, 咪咪) or 小 and one more
    (小黑); `tag` names the doubled syllable's group."""
    return rf"(?:(?P<{tag}>[\u4e00-\u9fff])(?P={tag})|小(?![孩朋宝区狗猫])[\u4e00-\u9fff])"


_CARED_FOR_BY_NAME: Final = re.compile(
    r"(?<![他她们])(?:^|我|要|去|得|先|在|天天|每天|早上|晚上|带|出门)"
    rf"遛(?:一下|一圈|完|了)?(?:我家的?|家里的?|我的)?(?P<walked>{_pet_name('w')})(?![子儿])"
    rf"|(?<![他她们])给(?:我家的?|家里的?|我的)?(?P<scooped>{_pet_name('s')}|猫咪|猫|主子)铲(?:猫)?屎"
)
"""A pet named by the care only a dog or a cat gets (每天遛豆豆 is a dog, 给咪咪铲屎 a cat)."""

_FOR_SOMEONE: Final = re.compile(r"帮|替|代|邻居|朋友|同事|别人|人家|他|她")
"""Words before a care act that make the pet someone else's (帮朋友遛豆豆)."""


def _cared_for_by_name(found: re.Match[str]) -> Fill:
    """The pet a care act names: walked is a dog, its litter scooped a cat."""
    if (walked := found.group("walked")) is not None:
        return _fill("狗", walked)
    scooped = found.group("scooped")
    return _fill("猫", None if scooped in ("猫咪", "猫", "主子") else scooped)


_KIDS: Final = re.compile(
    r"一儿一女|儿女双全|(?:^|(?<=是))(?:[一两三四五\d]个)?(?P<k>孩子|娃|儿子|女儿)的(?:妈妈?|爸爸?|母亲|父亲)"
    r"(?:$|[，,。！!])"  # 两个孩子的妈，…: said as a fragment too (h36z)
)
"""Children said by a parent (我有一儿一女, 我是两个孩子的妈)."""
_KIDS_SAID: Final = {"一儿一女": ("儿子", "女儿"), "儿女双全": ("儿子", "女儿")}


_APPOSED_AT: Final = re.compile(_APPOSED)


def _apposed(clause: str, found: re.Match[str]) -> str | None:
    """The name right after the kind a match ends with (我家狗狗豆包今年五岁)."""
    if found.group("name") is not None:
        return None
    named = _APPOSED_AT.match(clause, found.end())
    if named is None and found.group("kind") in _ANIMALS_ALL:  # 家里的狗狗旺财今年十岁了 (h36z)
        named = _PET_NAME_AT.match(clause, found.end())
    return _real_name(named.group("name")) if named is not None else None


_ANIMALS_ALL: Final = frozenset({*w.ANIMALS, *MORE_ANIMALS})
_PET_DOINGS: Final = (
    "生病|病了|走丢|丢了|跑丢|咬|吐了|拉肚子|掉毛|怀孕|绝育|打针|洗澡|睡|很|太|超|真|好|可|有点|没|不"
    "|又|也|还|都|就|被|把|老是|总是|总|会|能|爱|最|每|一直|现在|昨晚|前两天|上周"
)
"""What a pet does or is, right after its name (我家的狗狗豆豆生病了, 我们家的猫年糕很胖): g52i."""
_PET_NAME_AT: Final = re.compile(
    r"(?!今年|明年|去年|每天|天天|最近|已经|特别|现在|平时|一直|总是|老是|经常|刚刚|突然|真的|非常"
    r"|还是|也是|都是|好像|有点|有些|比较|昨天|今天|晚上|早上|白天|一天|一只|两只|生病|身体|毛发"
    r"|毛色|脾气|性格|吃饭|睡觉|胆子|肠胃|年纪|[都也还就才又已很太真一二三四五六七八九十两\d])"
    r"(?P<name>[\u4e00-\u9fff]{2})(?<![粮窝绳盆砂笼毛])(?=今年|今天|昨天|刚|已经|特别|每天|天天|最近|是"
    r"|[一二三四五六七八九十两\d]+岁|$|[,，。.!！ ]|" + _PET_DOINGS + ")"
)
"""A pet's name of two characters right after its kind (狗狗旺财今年十岁, 英短奶茶特别粘人):
pets are named with any word, not only as people are."""


def _named_so(found: re.Match[str]) -> bool:
    """True when the name after the kind is one: 老 only before a surname (同事老马, not
    同事老是), no word said twice (天天); a clause opened by the kind without 我 only for
    someone close or lived with (老婆小芳, 室友阿文; not 同事小王)."""
    name = found.group("name")
    if (name.startswith("老") and name[1] not in w.SURNAMES) or name in _REDOUBLED_WORDS:
        return False
    kind = found.group("kind")
    return found.group("opens") is None or kind in w.CLOSE_RELATIONS or kind in _LIVED_WITH


_REDOUBLED_WORDS: Final = frozenset(
    "天天 常常 刚刚 偏偏 渐渐 慢慢 往往 时时 处处 人人 年年 月月".split()
)
"""Words said twice that are no name (导师天天push我)."""
_LIVED_WITH: Final = frozenset("室友 舍友".split())
"""People one lives with who may open a clause by name without 我 (室友阿文天天打游戏); a
colleague or a teammate so named is someone in passing (同事小王吃素)."""


def _real_name(name: str | None) -> str | None:
    """A name read after a kind, unless the words are not a name (周末, 高中)."""
    return None if name is None or name in _NOT_PERSONS else name


_EACH: Final = re.compile(
    rf"(?:另|还有)?一(?:只|条|头|匹|个)(?P<kind>{_ANIMAL})?叫(?![它他她我你])"
    r"(?P<name>[A-Z][A-Za-z]{1,11}|[\u4e00-\u9fff]{1,3}?)"
    r"(?=$|[,，。、；; ]|另?一(?:只|条|头|匹|个)|[\U0001F300-\U0001FAFF\u2600-\u27BF])"
)
"""Each of several animals named in turn (一只叫芝麻一只叫汤圆, 一条金毛叫阿福): with its own kind
when the turn says one."""
_NAME_LIST: Final = re.compile(
    r"(?P<names>[\u4e00-\u9fff]{2,3}(?:[、,，][\u4e00-\u9fff]{2,3})*(?:和|跟|还有|、)[\u4e00-\u9fff]{2,3})"
    r"[。！!～~]?"
)
"""A clause that lists names alone (大橘、二黑和煤球): the names of the animals just counted."""


def _each_named(clause: str, fills: list[Fill]) -> list[Fill]:
    """The animals a clause counts, each with the name it is given in turn (家里两只猫，一只叫
    芝麻一只叫汤圆): the named animals in place of the bare kind."""
    bare = [f for f in fills if f.slot == "pet" and f.value == f.kind]
    if not bare:
        return fills
    named = [
        _fill(m.group("kind") or bare[-1].kind, m.group("name")) for m in _EACH.finditer(clause)
    ]
    return [f for f in fills if f not in bare] + named if named else fills


def named_after(clause: str, kind: str) -> list[Fill]:
    """Names given in a later clause to a kind already said ("一只叫小绿", "他叫张博", an animal
    of its own kind: "一条金毛叫阿福"; the names of animals counted: "大橘、二黑和煤球")."""
    each = [_fill(m.group("kind") or kind, m.group("name")) for m in _EACH.finditer(clause)]
    if each:
        return each
    listed = _NAME_LIST.fullmatch(clause) if kind in _ANIMALS_ALL else None
    if listed is not None and not _ANIMAL_WORD.search(clause):
        return [_fill(kind, name) for name in re.split(r"[、,，]|和|跟|还有", listed["names"])]
    return [
        _fill(kind, m.group("name") or m.group("nick") or m.group("it"))
        for m in _ONE_CALLED.finditer(clause)
    ]


_ANIMAL_WORD: Final = re.compile(_ANIMAL)


def their_pets(clause: str, subject: str, before: list[Fill]) -> list[Fill]:
    """Someone else's pet, theirs (隔壁邻居养了条哈士奇，叫二哈; 我老板的狗叫Bobo): `kind: name`
    about them, named in a later clause too."""
    if subject in ("user", "someone"):
        return []
    pets = [f for f in people(clause, own=False) if f.slot == "pet"]
    if not pets:
        known = [f for f in before if f.slot == "pet" and f.subject == subject]
        kind = known[-1].value.split(":")[0] if known and ":" not in known[-1].value else ""
        pets = named_after(clause, kind) if kind else []
    return [Fill("pet", _kind_named(f), subject, kind=f.kind) for f in pets if f.slot == "pet"]


def _kind_named(fill: Fill) -> str:
    return fill.value if fill.value == fill.kind else f"{fill.kind}: {fill.value}"


def fill_of(kind: str, name: str | None) -> Fill:
    """The relation or pet fill of a kind word and a name (the kind alone without one)."""
    return _fill(kind, name)


REL_PATTERN: Final = _REL
ANIMAL_PATTERN: Final = _ANIMAL


def _fill(kind: str, name: str | None) -> Fill:
    kind = SPOUSE_BY_CHILD.get(kind, kind)
    kind = w.PET_KINDS.get(kind, w.RELATIONS.get(kind, kind))
    slot = "pet" if kind in w.ANIMALS or kind in MORE_ANIMALS else "relation"
    return Fill(slot, name or kind, kind=kind)


def close(fill: Fill) -> bool:
    """A pet, a named person, or a close relation ("我同事" alone is not remembered)."""
    return fill.slot == "pet" or fill.value != fill.kind or fill.kind in w.CLOSE_RELATIONS


_IN_PASSING: Final = re.compile(
    rf"(?:我(?:的|家的?|们家的?)?|(?:(?<=[给陪带跟和同替为])|(?<=[带陪跟]着))(?:我的?)?"
    r"|(?P<opens>^|(?<=[，,。！!；;\s]))(?!娃|孩子|宝宝|崽|姐|哥|弟|妹|姨|叔))"
    rf"(?P<kind>{_REL}|{_ANIMAL})"
    rf"(?P<name>[A-Z][a-z]+(?![A-Za-z])|(?P<twice>[\u4e00-\u9fff])(?P=twice)"
    r"|(?!小学|小班|小组|小区|小时|小孩)[小阿老][\u4e00-\u9fff])"
    r"(?=的|[^\u4e00-\u9fff]|$|挑|买|选|准备|该|想|要|过|上|去|吃|玩|做|是|在|最近|今年|人"
    r"|写|报|送|订|办|庆祝|看|一起|找|打|搬|合|开|住|回|跑|跟|也|就|刚|已经|每天|天天|还"
    r"|[一二两三四五六七八九十\d](?:岁|个月|周岁))"
)
"""我女朋友小雨, 我家狗豆豆: someone or a pet named right after its kind, anywhere; after 给,
陪, 带, 跟 … the 我 may go unsaid (帮我给女朋友小鹿挑个礼物, 周末陪老婆小芳去看电影)."""


def named_in_passing(text: str) -> list[Fill]:
    """The people and pets a request or question names by name (帮我给我女朋友小雨挑个礼物,
    我女儿朵朵该上什么兴趣班？): facts said in passing (nothing unnamed)."""
    fills = [
        _fill(m.group("kind"), _real_name(m.group("name")))
        for m in _IN_PASSING.finditer(text)
        if _named_so(m)
        and (
            m.group(0).startswith("我")
            or not someone_in(_clause_before(text, m.start()), wide=True)
        )
    ]
    named = with_named_kin(text, [f for f in fills if f.value != f.kind and close(f)])
    return named + [f for f in kin_in_passing(text) if all(n.kind != f.kind for n in named)]


def with_named_kin(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with each of the user's people named right after the kin word
    (zh_kin_apposed: 我表妹小琪考研上岸了) over an unnamed or cut one of that kind (g54m);
    none added when someone died (我爷爷李有田上礼拜走了: the relation ends)."""
    if any(w.DIED.search(clause.strip()) for clause in re.split(r"[，,。！!；;]", text)):
        return fills
    for kind, name in zh_kin_apposed.named(text):
        fills = _with_named(fills, _fill(kind, name))
    return fills


def _with_named(fills: list[Fill], named: Fill) -> list[Fill]:
    """The fills with `named` over the user's unnamed or shorter-named one of its kind, or
    added when there is none."""
    for index, fill in enumerate(fills):
        if fill.slot != named.slot or fill.kind != named.kind or fill.subject != "user":
            continue
        if fill.value == named.value:
            return fills
        if fill.value == fill.kind or named.value.startswith(fill.value):
            return [*fills[:index], named, *fills[index + 1 :]]
    return [*fills, named]


_KIN_IN_PASSING: Final = re.compile(
    rf"(?P<mine>我(?:的|家的?|们家的?)?)?(?<![他她你])(?P<kind>{_REL})(?!们|儿们)"
)
"""A relation word anywhere in a sentence (给闺女办生日派对, 带我媳妇去青海湖)."""
_BY_ACT: Final = "给陪带跟和同替为"
"""The words after which a close relative may go without 我 (带老婆兜风)."""
_ANYONES: Final = frozenset("娃 孩子 宝宝 崽 崽崽 小崽子 姐 哥 弟 妹 姨 叔".split())
"""Relation words said of anyone's people without 我 (带娃, 给孩子买): kept only after 我."""


def kin_in_passing(text: str) -> list[Fill]:
    """The user's close relatives said unnamed in passing, after 我 or after 给, 带, 陪 …
    (周六给闺女办生日派对, 3月21号我闺女结婚), not someone else's (他给他老婆买了花)."""
    found: list[Fill] = []
    for m in _KIN_IN_PASSING.finditer(text):
        kind = m.group("kind")
        if kind not in w.CLOSE_RELATIONS or any(f.kind == _fill(kind, None).kind for f in found):
            continue
        before = text[: m.start()]
        if m.group("mine") is None and (kind in _ANYONES or not before.endswith(tuple(_BY_ACT))):
            continue
        clause = _clause_of(text, m.start())
        if _ASKED.search(clause) or any(f.kind == _fill(kind, None).kind for f in people(clause)):
            continue  # 帮我给我女朋友挑个礼物: a request; 我老婆叫陳美玲: read with her name
        if someone_in(_clause_before(text, m.start()), wide=True):
            continue
        found.append(_fill(kind, None))
    return found


_ASKED: Final = re.compile(r"帮我|帮忙|请|麻烦|能不能|可不可以|怎么|什么|吗|呢|[？?]")
"""Words of a request or a question: an unnamed relative in one is not learned in passing."""


def _clause_of(text: str, at: int) -> str:
    """The clause of `text` (between stops and commas) that holds position `at`."""
    start = max(text.rfind(stop, 0, at) for stop in "，,。！!？?；;") + 1
    ends = [end for stop in "，,。！!？?；;" if (end := text.find(stop, at)) >= 0]
    return text[start : min(ends) + 1 if ends else len(text)]


def _clause_before(text: str, end: int) -> str:
    """The words of `text`'s clause before position `end`, a person's name (by jieba's tag)
    given as 他 (小明给女朋友小鹿买了花)."""
    import jieba.posseg

    said = re.split(r"[，,。！!？?；;]", text[:end])[-1]
    return "".join("他" if tag == "nr" else word for word, tag in jieba.posseg.lcut(said))


_NAMED_AS_MINE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?P<name>[\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+)是(?:我|我们|俺|咱)"
    r"(?:家)?(?:的|养的|家的)?(?:一只|一条|只|条|个)?"
    rf"(?P<kind>{_REL}|{_ANIMAL})(?=$|[，,。！!；;]|[一二三四五六七八九十两\d]+岁|今年)"
)
_NOT_NAMES_BEFORE: Final = frozenset(
    "这个 那个 这位 那位 他们 她们 它们 我们 大家 这只 那只 这条 那条 这就 这才 他也 她也 这也"
    " 那也".split()
)


_NOT_NICKNAMES: Final = (
    "老师|老板|老外|老乡|老公|老婆|老大|老二|老人|老家|老实|老手|老兵|老总|小孩|小学|小白|小三|小姐|小弟"
    "|小妹|小哥|小工|阿姨"
)
"""Words of 小/老/阿 and one character that are no nickname (我老婆是老师: a job)."""
_TITLES_AFTER: Final = (
    "老师|老師|师傅|師傅|师父|師父|教授|医生|总|哥|姐|叔|姨|阿姨|大爷|大妈|奶奶|爷爷"
)
_MINE_IS_NAMED: Final = re.compile(
    rf"(?:^|(?<=[，,。！!；;\s]))(?:我|我的|我们|我们的|我家|我家的|俺|俺家)(?P<kind>{_REL})是"
    rf"(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?|(?!{_NOT_NICKNAMES})(?:[小老][{w.SURNAMES}]"
    rf"|阿[\u4e00-\u9fff])|[{w.SURNAMES}](?:{_TITLES_AFTER}))(?=$|[，,。！!；;\s]|啊|呀|哦)"
)
"""A person named after "my <kind> is" (我导师是刘老师, 我搭档是Jason, 我老公是小郑): a name,
a nickname (小/老/阿 and one character) or a surname with a title; never a job (我老公是医生)."""


def named_as_mine(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a person or pet named before whose they are (豆豆是我家的柯基, 小雨是我
    女儿) or after "my <kind> is" (我导师是刘老师): the named one over the same kind unnamed."""
    for said in [*_NAMED_AS_MINE.finditer(text), *_MINE_IS_NAMED.finditer(text)]:
        name = _real_name(said.group("name"))
        if name is None or name in _NOT_NAMES_BEFORE or not (named := _fill(said["kind"], name)):
            continue
        if not close(named):
            continue
        fills = [f for f in fills if not (f.subject == "user" and f.value == named.kind)]
        fills = [*fills, named] if named not in fills else fills
    return fills
