"""Chinese self-introductions and work said the way new writers say them (issue 22, h35z):
run-on voice input cut into clauses by structure (an age, 在 + a workplace, 是 after a name,
会 + a verb, 对…过敏, 有 + a condition, a date), a job read as the head of its noun phrase
(…的公司做主播经理, 在武汉读研的学生, 钳工, 护士长), Latin job acronyms (在一家startup做PM),
an employer named 一家叫X的 with the town before it, and gatherings whose name ends in 会
(演唱会, 广交会, 注会) read as no skill. What is not the user's, asked, wished or joked is
not learned."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_voice import clause_starts
from tests.fixtures.grammar import said, user_slots


def _cut(text: str) -> str:
    starts = set(clause_starts(text))
    return "".join(("，" if i in starts else "") + c for i, c in enumerate(text))


RUN_ONS = [
    (
        "大家好我叫陈思远今年二十八在深圳一家做跨境电商的小公司当运营平时喜欢爬山",
        {"name=陈思远", "role=运营", "like=爬山"},
    ),
    ("我叫林晓今年三十一在杭州一家做直播的公司做主播经理", {"name=林晓", "role=主播经理"}),
    (
        "我叫王磊在北京一家银行做柜员会说粤语和英语对花生过敏",
        {"name=王磊", "role=柜员", "languages=粤语", "languages=英语", "allergy=花生"},
    ),
    (
        "嗯我是做设计的在广州一个叫木白的工作室上班住在天河养了一只猫叫团子",
        {"role=设计", "employer=木白", "pet=猫: 团子"},
    ),
    ("我今年刚毕业在南京一家国企当会计下个月要去考注会", {"role=会计"}),
    ("我叫阿杰是个厨师在一家粤菜馆掌勺周末喜欢钓鱼", {"name=阿杰", "role=厨师", "like=钓鱼"}),
    ("我是一名护士在市二医院上班有哮喘不能闻香水", {"role=护士", "condition=哮喘"}),
    ("大家好我是小周目前在一家做教育的创业公司当产品经理base杭州", {"role=产品经理"}),
    (
        "我是在义乌做小商品外贸的我们公司叫恒达饰品我英语还行",
        {"employer=恒达饰品", "languages=英语"},
    ),
    ("本人在成都开了一家花店会插花周末喜欢去郊外", {"skill=插花"}),
]


@pytest.mark.parametrize(("text", "facts"), RUN_ONS)
def test_a_run_on_introduction_gives_each_fact(text: str, facts: set[str]) -> None:
    assert facts <= said(text)


NOT_CUT = [
    "我争取年底前跑完一个全马",  # a date after a bare verb: one clause
    "我在写一本关于我外婆的小说",  # 我 after a preposition
    "我和我老公还有我们家的猫咪球球住在苏州",  # one long subject
    "下周四晚上约了朋友去看五月天演唱会",
    "我每天的工作就是开会开会再开会",  # 开会: 会 bound
    "我在网上认识的朋友住在温哥华",
]


@pytest.mark.parametrize("text", NOT_CUT)
def test_bound_words_are_not_cut(text: str) -> None:
    assert _cut(text) == text


HEADS = [
    ("我是钳工", "钳工"),
    ("我是一名电焊工，在船厂上班", "电焊工"),
    ("本人扳道工，干了三十年", "扳道工"),
    ("我现在是护士长", "护士长"),
    ("在工地当木匠", "木匠"),
    ("我是一个在武汉读研的学生", "学生"),
    ("我在杭州一家做直播的公司做主播经理", "主播经理"),
    ("目前在一家做教育的创业公司当产品经理", "产品经理"),
    ("我在一家startup做PM", "PM"),
    ("在一家外企做HR", "HR"),
    ("我是法官", "法官"),
]


@pytest.mark.parametrize(("text", "role"), HEADS)
def test_a_job_is_the_head_of_its_noun_phrase(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


EMPLOYERS = [
    ("我在上海一家叫米哈游的公司做策划", "米哈游"),
    ("在广州一个叫木白的工作室上班", "木白"),
    ("我在杭州一间叫知味的餐厅当厨师", "知味"),
    ("我在一家叫Lumen的startup做PM", "Lumen"),
    ("我在深圳一家叫做云帆科技的初创公司上班", "云帆科技"),
]


@pytest.mark.parametrize(("text", "org"), EMPLOYERS)
def test_an_employer_named_with_the_town_before_it(text: str, org: str) -> None:
    found = user_slots(text)
    assert ("employer", org) in found
    assert ("employer", "startup") not in found


NOT_LEARNED = [
    ("我想当一名钳工", "role"),  # a goal, not a job
    ("如果我是护士长就好了", "role"),  # a wish
    ("我是不是应该去当电工", "role"),  # a question
    ("我老婆是护士长", "role"),  # someone else's job
    ("我会做简单的木工，家里的书架是我自己打的", "role"),  # a craft, no job
    ("我是一个光荣的铲屎官", "role"),  # a joke
    ("我是超级会员", "role"),
    ("我在家里的职位是洗碗工", "role"),  # a joke about home
    ("我们下周三去看周杰伦演唱会", "skill"),  # 会 ends a gathering
    ("月底要去广交会", "skill"),
    ("下个月要去考注会", "skill"),
    ("晚上要去听音乐会", "skill"),
]


@pytest.mark.parametrize(("text", "slot"), NOT_LEARNED)
def test_what_is_not_the_users_job_or_skill_is_not_learned(text: str, slot: str) -> None:
    assert not any(s == slot for s, _ in user_slots(text))


SKILLS_KEPT = [
    ("Python我也会", "Python"),
    ("吉他我会一点", "吉他"),
    ("我会做木工", "木工"),
]


@pytest.mark.parametrize(("text", "skill"), SKILLS_KEPT)
def test_a_skill_said_with_hui_is_still_a_skill(text: str, skill: str) -> None:
    assert any(s == "skill" and skill in v for s, v in user_slots(text))


ENGLISH = [
    ("I'm a machinist", ("role", "machinist")),
    ("I work as a PM at a startup", ("role", "PM")),
    ("I'm a head nurse now", ("role", "head nurse")),
]


@pytest.mark.parametrize(("text", "fact"), ENGLISH)
def test_english_jobs_read_as_before(text: str, fact: tuple[str, str]) -> None:
    assert fact in user_slots(text)


def test_english_gatherings_are_no_skill() -> None:
    assert not any(s == "skill" for s, _ in user_slots("we're going to a concert next Friday"))


FROM_PLACE = [
    ("我是台北人，在新竹的台積電上班", "台北"),
    ("阿拉上海人", "上海"),
    ("我系广州人，喺一间银行做柜员", "广州"),
    ("我是土生土长的成都人", "成都"),
    ("本人重庆人，做设计的", "重庆"),
]


@pytest.mark.parametrize(("text", "home"), FROM_PLACE)
def test_where_one_is_from_is_the_home_when_no_other_is_said(text: str, home: str) -> None:
    assert ("home_location", home) in user_slots(text)


FROM_PLACE_NOT = [
    ("我是上海人，现在住在伦敦", "伦敦"),  # the home said wins
    ("我女朋友是上海人", ""),  # someone else
    ("他是上海人", ""),
    ("我妈是四川人", ""),
    ("我是中国人", ""),  # a nationality
    ("我是日本人", ""),
    ("我老公是湖南人，我是本地的", ""),
    ("我是个东北人吗", ""),  # a question
    ("我是好人", ""),  # no place
]


@pytest.mark.parametrize(("text", "home"), FROM_PLACE_NOT)
def test_a_place_person_of_someone_else_or_asked_is_no_home(text: str, home: str) -> None:
    homes = {v for s, v in user_slots(text) if s == "home_location"}
    assert homes == ({home} if home else set())


RETIRED = [
    ("我退休前是中学老师", "退休中学老师"),
    ("退休前在纺织厂当会计，现在带孙子", "退休会计"),
    ("你好我姓包叫包春生今年六十八了退休前是铁路上的扳道工现在住在齐齐哈尔", "退休扳道工"),
    ("本人退休以前是一名公交司机", "退休公交司机"),
]


@pytest.mark.parametrize(("text", "role"), RETIRED)
def test_the_job_one_retired_from(text: str, role: str) -> None:
    found = user_slots(text)
    assert ("role", role) in found
    assert not any(s == "employer" for s, _ in found)


def test_someone_elses_retirement_is_not_the_users() -> None:
    assert not any(s == "role" for s, _ in user_slots("我老伴退休前是医生"))


def test_a_full_name_after_the_surname_said() -> None:
    assert ("name", "包春生") in user_slots("我姓包，叫包春生")
    assert ("name", "包春生") in user_slots("你好我姓包叫包春生今年六十八了")


def test_english_origin_and_retirement_read_as_before() -> None:
    assert ("home_location", "Lisbon") in user_slots("I live in Lisbon")
    assert not any(s == "home_location" for s, _ in user_slots("my wife is from Lisbon"))
