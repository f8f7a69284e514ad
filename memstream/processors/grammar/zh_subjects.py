"""Who a Chinese clause is about when it opens with a noun phrase naming a person who is not
the user (issue 22, g38s): 前台小姑娘喜欢追星, KT队的打野是韩国人, 店里的师傅会说粤语,
楼下那家老板是温州人, 对面那桌客人都是素食者, (我们)班主任住在闵行.

One reader, by structure: the words before the clause's first predicate (jieba's parts of
speech) form a noun phrase with no 我 in it; its last word is the head. The head names a
person when it is a person word (the people, role and relation lexicons, a name jieba tags
``nr``, or a word ending in a person suffix: 姑娘, 师傅, 员, 师 …) or when the phrase is
"X的Y" and the predicate says what people are (是温州人, 是回族). A role word alone with nothing
before it (设计师常驻大理) is a bio of the user's and is left alone; a topic that is a thing
(香菜我受不了, 公司在杭州, 英语说得还行, 周末我一般去爬山) names nobody. `someone_in` is the one
"someone else acts in this clause" test the taste and fragment readers share.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.en_words import ANIMALS as _EN_ANIMALS
from memstream.processors.matchers.people_words import ZH_RELATIONS

_PERSON_SUFFIX: Final = re.compile(
    r"(?:姑娘|小伙子?|师傅|老板|老板娘|客人|老师|主任|阿姨|大爷|大妈|大叔|大姐|大哥|小哥"
    r"|[员师生者手官长主哥姐叔姨爷奶娃友伴客嫂婶])$"
)
"""How a word that names a person ends (前台小姑娘, 装修师傅, 班主任, 保安队长)."""
_ROLES: Final = frozenset(w.ROLE_ENDINGS)
SCENE_PEOPLE: Final = frozenset(
    """新郎 新娘 伴郎 伴娘 寿星 来宾 宾客 旅客 病友 考生 路人 陌生人 老人家 大婶 老太太
    老爷子 外国人 孕妇 产妇 小朋友 住户 业主 房客 租户 访客 游客 乘客 顾客 客人 病人 患者
    主角 主人公 男主 女主 男主角 女主角 配角 反派 患儿 伤员 来访者 求助者""".split()
)
"""People met in a scene (新郎, 乘客, 路人) whom the person lexicons miss; never the user's
job, so they name someone else even unmodified (g46p)."""
_PEOPLE: Final = (
    frozenset(w.PERSON_NOUNS) | frozenset(w.RELATIONS) | frozenset(w.PERSON_ACRONYMS) | SCENE_PEOPLE
)
_TITLES: Final = frozenset(
    """院长 处长 站长 船长 校长 局长 厂长 村长 镇长 县长 市长 部长 科长 所长 行长 董事长 社长 会长
    馆长 机长 列车长 乘务长 护士长 群主 楼主 老先生 老太太 老爷子 老奶奶 老大爷 小哥 大爷 大妈
    大叔 大婶 小哥哥 小姐姐""".split()
)
"""Words that name someone by rank or as one addresses a stranger (院长, 船长, 快递小哥, 大爷):
someone else even with nothing before them, never the user's bio (data)."""
_MODIFIERS: Final = frozenset(
    "新来 刚来 新招 新入职 刚入职 新调来 隔壁 楼上 楼下 对面 快递 外卖".split()
)
"""Words that modify the person after them (新来的处长, 隔壁的大爷), whatever jieba tags them."""
_SPEAKS: Final = re.compile(
    r"^(?:也|还|就|都|又|总|老是?|一直)?(?:说|讲|告诉|觉得|认为|建议|让|叫|嘱咐|提醒)"
)
"""A predicate of speaking or judging: a role word before it is the speaker (导游讲他对海鲜过敏,
群主说下周…), not the user's bio."""
_CARERS: Final = frozenset("医生 大夫 中医 西医 医师 主治医生 专家 护士 营养师".split())
"""Who speaks of the user's health (医生说是胃溃疡): their words with no subject are the
user's (the patient's), so a bare one before a verb of speaking is no one else."""
_NOUN_TAGS: Final = frozenset("n nr nrfg nrt ns nt nz ng eng s vn j".split())
_POINTERS: Final = frozenset(
    "那 这 那个 这个 那位 这位 那家 这家 有个 有位 某个 那些 这些 那对 这对".split()
)
_COUNTS: Final = frozenset("m q mq".split())
_PREDICATE_TAGS: Final = ("v", "d", "p", "a", "t")
"""A verb, an adverb, a preposition, an adjective or a time word (天天, 早上) opens the
predicate."""
_USER_WORDS: Final = re.compile(r"我|咱|本人|自己|你")
_IS_PEOPLE: Final = re.compile(
    r"^(?:都|也|还|就)?是[\u4e00-\u9fff]{1,4}?(?:人|族)(?:$|[，,。！!的])"
)
"""A predicate only a person takes (是温州人, 都是回族)."""
_LAST_CHARS: Final = "".join(
    sorted(
        {word[-1] for word in _PEOPLE if "\u4e00" <= word[-1] <= "\u9fff"}
        | set("员师生者手官长主哥姐叔姨爷奶娃友伴客嫂婶娘伙板人任")
    )
)
_GATE: Final = re.compile(
    rf"^[^我咱，,。！!？?；;]{{0,12}}?(?:[{_LAST_CHARS}]|[A-Z]{{2,}}|老[{w.SURNAMES}]"
    rf"|的[^，,。]{{1,4}}?是[^，,。]{{1,5}}?[人族])"
)
"""A cue that a person word may open the clause: the reader runs jieba only then."""
_WORDS_READ: Final = 11
_THERE_IS: Final = re.compile(
    r"^[^我咱你他她，,。！!？?；;]{0,6}?(?:有|来了|新来了|碰到|遇到|遇见|见到)(?:一)?(?:个|位)"
)
"""Someone brought in by a place or a time (群里有个宝妈, 今天来了个顾客, 班上有个孩子): the
person after it is someone the clause is about, not one of the user's own."""
_POSTERS: Final = frozenset("手足 巴打 絲打 丝打 层主 楼主 博主 UP主 up主 网友 群友 帖主".split())
"""Words for someone posting in a forum or a chat group (連登's 手足, 巴打; 层主, 群友): a
person brought in by a place (连登有个手足话…), as the people lexicon has no forum words."""
_BY_SURNAME: Final = re.compile(
    rf"^(?:老[{w.SURNAMES}]|[{w.SURNAMES}](?:老师|总|经理|师傅|姐|哥|叔|姨|阿姨|工|律师|教授|主任"
    rf"|老板|大爷|大妈|奶奶|爷爷|婶|嫂))$|^[小阿][\u4e00-\u9fff]$"
)
"""Someone called by a surname and 老 or a title (隔壁老王, 张老师, 李总), or by 小 / 阿 and a
name (小美, 阿强): a person, never the user (a name jieba tags ``nr``)."""
_NOT_NICKNAMES: Final = frozenset("小白 小孩 小编 小弟 小妹 小生 小人 小子 阿姨".split())
"""小 / 阿 words that are no one's name (小白 is a newbie, 小编 how one calls oneself)."""


def someone_opens(clause: str, owned: bool = False, topic: bool = True) -> tuple[str, str] | None:
    """(the person the noun phrase opening a Chinese clause names when it is not the user,
    the clause from its predicate on), or None (公司在杭州, 香菜我受不了, 设计师常驻大理).
    `owned`: the clause followed 我们 (我们班主任住在闵行: a person of the user's group);
    `topic`: a clause that is only such a phrase (养老院里的老赵头，…) names the topic."""
    if not clause or clause[0] in "我咱你他她" or clause.startswith("本人"):
        return None
    if (there := _THERE_IS.match(clause)) is not None and there.end() > 2:
        at_home = _AT_HOME.match(clause) is not None  # 我们家有个小宝宝: one of the user's own
        return None if owned and at_home else _introduced(clause[there.end() :])
    if topic and (only := _TOPIC_ONLY.fullmatch(clause)) is not None and _topic_person(only["who"]):
        return only["who"], ""  # 养老院里的老赵头，天天早上五点起来拉二胡: the rest is theirs
    if (described := _described(clause)) is not None:
        return described  # 楼上新搬来的租户有两个孩子, 刚认识的朋友住在杭州
    if (noted := _NOTED.match(clause)) is not None:
        return noted["who"], clause[noted.end() :].lstrip("，,、 ")  # 患者男，54岁，有糖尿病
    if not _GATE.search(clause):
        return None
    return _read(clause[:_WORDS_READ], clause, owned)


_NOTED_TOO: Final = frozenset("孩子 宝宝 学生 客户 来访人".split())
"""People a note may open with beside the scene people (孩子，男，7岁)."""
_NOTED: Final = re.compile(
    r"^(?P<who>"
    + "|".join(sorted(SCENE_PEOPLE | _NOTED_TOO, key=len, reverse=True))
    + r")[，,、：: ]?[男女]性?(?=[，,、。；;\s\d]|$)"
)
"""A note on someone opened by who they are and their sex (患者男，54岁; 病人，女，30岁), as a
clinic, a front desk or a teacher writes it: the clause is theirs."""
_RELATIVE: Final = re.compile(
    r"(?P<mod>[^我咱你他她您，,。！!？?；;：:的]{1,7})的(?P<head>[\u4e00-\u9fff]{2,3}?)"
    r"(?P<rest>(?:也|还|都|就|又|总|一直|天天|每天)?[是在住养有会说讲爱喜讨对刚开当做去上].*)"
)
"""A person described by a relative clause before them (新搬来的租户, 刚认识的朋友,
一起跑步的大哥) and the predicate after."""
_OWN_VIEW: Final = re.compile(r"喜欢|爱|讨厌|烦|崇拜|佩服|偶像|想|要|最|理想|梦")
"""A relative clause of the user's taste or wish (最喜欢的歌手是…, 想找的工作): the user's."""


def _described(clause: str) -> tuple[str, str] | None:
    """(the person a relative clause opening a Chinese clause describes, the clause from its
    predicate on), or None when the head is no person word or the clause is the user's view."""
    found = _RELATIVE.match(clause)
    if found is None or _OWN_VIEW.search(found["mod"]):
        return None
    head = found["head"]
    if not _person(head, True) and not head.endswith("户"):
        return None  # 租户, 住户, 客户: someone by what they hold
    return w.RELATIONS.get(head, head), found["rest"]


_AT_HOME: Final = re.compile(r"^(?:家|家里|屋里)")
"""Where a person brought in by 有个 is one of the user's household (我们家有个小宝宝)."""
_HAS: Final = re.compile(r"^(?:也|还|都|就|只|才)?(?:有|养了|生了)")
"""A predicate of having (同事有两个孩子, 她也有个女儿): the people it has are the subject's."""


def others_people_part(clause: str, subject: str, rest: str) -> str:
    """The part of a Chinese clause whose people words name someone else's people, not the
    user's ("" when none): all of a clause where a place brings a person in (班上有个孩子, 群里
    有个宝妈; not 家里有个孩子), or what someone else has (我同事有两个孩子 → 有两个孩子; the
    subject itself, 我妈有高血压, stays the user's)."""
    if subject in ("user", "someone"):
        return ""
    there = _THERE_IS.match(clause)
    if there is not None and there.end() > 2 and _AT_HOME.match(clause) is None:
        return clause
    return rest if _HAS.match(rest) is not None else ""


_TOPIC_ONLY: Final = re.compile(
    r"(?![是在当做叫有像])[^我咱你他她是为当做叫，,。！!？?；;：:]{0,9}(?:[里上下边外旁口头]|隔壁|对面|楼上|楼下"
    r"|隔壁班)的(?P<who>[\u4e00-\u9fff]{2,5})"
)
"""A clause that is only a person named by where they are (养老院里的老赵头, 隔壁班的王老师): the
topic the clauses after it speak of (not 公会的会长, which says what one is)."""


def _topic_person(word: str) -> bool:
    """True for a word that names a person on its own: a surname with 老 or a title (老赵头,
    王老师), a title (院长) or a person word (阿姨, 老顾客)."""
    if _BY_SURNAME.match(word) or re.fullmatch(rf"老[{w.SURNAMES}][头儿]?", word):
        return True
    return _person(word, True)


def _introduced(rest: str) -> tuple[str, str] | None:
    """The person a place or a time brings in (今天来了个顾客对花生过敏 → 顾客), or None when
    what follows 有个 / 来了个 is no person (群里有个通知)."""
    words = _tagged(rest[:_WORDS_READ], True)
    if not words:
        return None
    head = words[0][0]
    if head in ("老", "小", "大") and len(words) > 1:
        head, words = head + words[1][0], ((head + words[1][0], words[1][1]), *words[2:])
    after = rest[len(head) :]
    if head in _POSTERS or head in _TITLES or (head in _PEOPLE and len(head) > 1):
        return w.RELATIONS.get(head, head), after
    compound = len(words) > 1 and words[1][1] in _NOUN_TAGS  # 电商项目: a project, no one
    if not compound and (_person(head, True) or _by_role(head)):
        return head, after
    return None


def _by_role(word: str) -> bool:
    """True for a word that ends in a role of two or more characters (大主播, 网红博主)."""
    return any(word.endswith(role) for role in _ROLES if len(role) > 1)


def someone_in(clause: str, *, pets: bool = False, wide: bool = False) -> bool:
    """True when someone other than the user acts in a Chinese clause: 他 or 她, a relation
    or people word (我老公天天钓鱼, 同事喜欢), or a person noun phrase opening it (前台小姑娘
    天天追星). `pets`: a pet or 它 counts too (我家猫天天抓老鼠); `wide`: every relation word of
    the grammar (师兄, 领导, 客户, which a bio's fragment may also use as the user's role) and
    a Latin name (Tom给女朋友买了花) count too. The one test behind taste_before,
    fragment_lists and zh_people.named_in_passing."""
    said = _WIDE if wide else _PETS if pets else _KIN
    if said.search(clause) is not None:
        return True
    return someone_opens(clause.lstrip("，,。 "), topic=False) is not None


_ANIMALS: Final = _EN_ANIMALS | {"pet"}
_KIN_WORDS: Final = sorted(
    ["朋友", "同事", *(word for word, kind in ZH_RELATIONS.items() if kind not in _ANIMALS)],
    key=len,
    reverse=True,
)
_KIN: Final = re.compile("|".join(["他", "她", *_KIN_WORDS]))
"""He, she and the people words of the kin lexicon (fragment_lists' test)."""
_PETS: Final = re.compile(
    "|".join(["他", "她", "它", "们", "朋友", "同事", *sorted(ZH_RELATIONS, key=len, reverse=True)])
)
"""The same with pets, 它 and a plural 们 (taste_before's test)."""
_WIDE: Final = re.compile(
    "|".join(["他", "她", "它", *sorted(w.RELATIONS, key=len, reverse=True)]) + "|[A-Z][a-z]+"
)
"""Every relation word and a Latin name (zh_people's test of who acts before 给 / 陪)."""


def is_place(word: str) -> bool:
    """True when jieba reads the word whole as a place name (罗马, 杭州; not 李娜)."""
    return _tagged(word, False) == ((word, "ns"),)


@lru_cache(maxsize=2048)
def _tagged(text: str, guess: bool) -> tuple[tuple[str, str], ...]:
    """jieba's words and parts of speech; `guess`: with its model of unknown words (HMM),
    some ten times slower."""
    import jieba
    import jieba.posseg

    jieba.setLogLevel(60)
    return tuple((pair.word, pair.flag) for pair in jieba.posseg.lcut(text, HMM=guess))


def _read(text: str, clause: str, owned: bool) -> tuple[str, str] | None:
    """The head of the opening noun phrase when it names someone, else None (jieba with its
    model of unknown words: 打野, 小區門口; a split by the dictionary alone lost a case)."""
    return _phrase(_tagged(text, True), clause, owned)


def _phrase(words: tuple[tuple[str, str], ...], clause: str, owned: bool) -> tuple[str, str] | None:
    """The reading of one split: the person the opening noun phrase names, or None."""
    if owned and words and words[0][0].startswith("有"):
        return None  # 我们有个儿子: the user has one, the user's clause
    phrase: list[tuple[str, str]] = []
    after_de = False
    for word, tag in words:
        if _USER_WORDS.search(word):
            return None  # 香菜我受不了, 我们公司: the user is in it
        noun = (tag in _NOUN_TAGS or word in _TITLES) and not word.startswith(("是", "在"))
        if word == "的" or noun or word in _POINTERS or word in _MODIFIERS or tag in _COUNTS:
            phrase.append((word, tag))
        elif after_de and phrase and phrase[-1][0] == "的":
            phrase.append((word, "n"))  # KT队的打野是…: what 的 modifies is a noun
        else:
            break
        after_de = word == "的"
    cut = _person_ends(phrase) < len(phrase)
    phrase = phrase[: _person_ends(phrase)]
    said = "".join(word for word, _ in phrase)
    rest = clause[len(said) :]
    if not phrase or phrase[-1][0] == "的" or not rest:
        return None
    start = words[len(phrase)] if len(phrase) < len(words) else ("", "")
    if (
        _apposed_name(phrase)
        and start[1] not in ("", "x")
        and not _USER_WORDS.search(_first_clause(rest))
    ):
        return phrase[-1][0], rest  # 大主播辛巴好像住在广州, 隔壁老王最近吃素了: role + name
    if (
        not cut
        and not start[1].startswith(_PREDICATE_TAGS)
        and start[0][:1] not in "是在住会说都也每经总常"
    ):
        return None  # no predicate follows the phrase (猫毛过敏: one noun phrase, no verb)
    head = phrase[-1][0]
    titled = _called_by_name(phrase[-1]) and not head.startswith(("小", "阿"))
    if titled and not _USER_WORDS.search(_first_clause(rest)):
        return head, rest  # 张老师家住在海淀, 李总喜欢打高尔夫: someone by surname and title
    modified = len(phrase) > 1 or (_SPEAKS.match(rest) is not None and head not in _CARERS)
    if _person(head, modified or (owned and head not in _ROLES)):
        return w.RELATIONS.get(head, head), rest
    if "的" in said and _IS_PEOPLE.match(rest):
        return head, rest  # KT队的打野是韩国人
    return None


_PREDICATE_OPENS: Final = "吃喝住在是会说不没爱喜讨养用做当开只也都很超最特每天"
"""How a predicate jieba tags as a noun opens (吃素, 不吃辣, 爱喝茶)."""


def _person_ends(phrase: list[tuple[str, str]]) -> int:
    """Where a noun phrase ends when jieba read its predicate as a noun (那个乘客吃素: 吃素
    tagged a noun): after the last person word followed by such a predicate, else its end."""
    for at in range(len(phrase) - 1, 0, -1):
        word, after = phrase[at - 1][0], phrase[at][0]
        if word in _PEOPLE and len(word) > 1 and after[:1] in _PREDICATE_OPENS:
            return at
    return len(phrase)


def _first_clause(text: str) -> str:
    """The text up to its first clause break."""
    return re.split(r"[，,。！!？?；;]", text, maxsplit=1)[0]


def _called_by_name(word: tuple[str, str]) -> bool:
    """True for a word that calls someone by a surname and a title (张老师, 老王) or by 小 /
    阿 and a name jieba knows (小美, 阿强)."""
    said, tag = word
    if not _BY_SURNAME.match(said) or said in _NOT_NICKNAMES:
        return False
    return not said.startswith(("小", "阿")) or tag == "nr"


def _apposed_name(phrase: list[tuple[str, str]]) -> bool:
    """True when a noun phrase is a role or person word followed by a name (主播辛巴, 歌手
    周杰伦, 隔壁老王): someone else named by what they are or where they live."""
    if len(phrase) < 2:
        return False
    head, tag = phrase[-1]
    if _called_by_name(phrase[-1]):
        return True
    if tag not in ("nr", "nrfg", "nrt", "nz") or len(head) < 2 or head in _PEOPLE:
        return False
    before = phrase[-2][0]
    return before in _PEOPLE or before in _TITLES or _by_role(before)


def _person(head: str, modified: bool) -> bool:
    """True for a head word that names a person; a role word only after a modifier (店里的
    师傅, 那个主播), since a bare role opening a clause is the user's bio (设计师常驻大理).
    jieba's name tag is not trusted (it tags 过敏 and 王者 ``nr``)."""
    if head in _TITLES:
        return True
    if head in _ROLES or (head not in _PEOPLE and _PERSON_SUFFIX.search(head)):
        return modified and len(head) > 1
    return head in _PEOPLE and len(head) > 1
