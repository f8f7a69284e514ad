"""The kinds of work and identity sentences this round's rules read, one rule at a time, in
English and Chinese (issue 22, h30b): the rule's reading and what it must leave alone."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en_identity, zh_work
from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("我会 Java", "我会Java"),
        ("Python 和 SQL 我都挺熟的", "Python和SQL我都挺熟的"),
        ("我打算今年考下 CPA", "我打算今年考下CPA"),
        ("我在用 VS Code 写代码", "我在用VS Code写代码"),
        ("I use VS Code", "I use VS Code"),
    ],
)
def test_chinese_spaces_around_a_latin_word_go_but_not_between_latin_words(
    text: str, joined: str
) -> None:
    assert zh_work.unspaced(text) == joined


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("最近又学了 Go", "skill=Go"),
        ("我德语 B2，法语入门水平", "languages=德语"),
        ("Java 写了七八年了", "skill=Java"),
        ("我打算今年考下 CPA", "goal=考下CPA"),
    ],
)
def test_chinese_a_latin_word_with_spaces_around_it_is_read(text: str, fact: str) -> None:
    assert fact in said(text)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I commute to Canary Wharf", "Canary Wharf"),
        ("I commute into Leeds most days", "Leeds"),
        ("work's out of the Manchester office", "Manchester"),
        ("my office is downtown Chicago", "Chicago"),
        ("我每天坐地铁去国贸上班", "国贸"),
        ("我现在在上海外派", "上海"),
    ],
)
def test_a_place_of_work_said_by_the_commute_the_office_or_a_posting(text: str, place: str) -> None:
    assert f"work_location={place}" in said(text)


@pytest.mark.parametrize(
    "text", ["I commute to Paris for a conference next week", "我去公司上班", "我去他那上班"]
)
def test_a_trip_or_an_unnamed_place_is_no_place_of_work(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("work_location=")}


@pytest.mark.parametrize(
    ("text", "value"),
    [("国贸", ["国贸"]), ("公司", []), ("腾讯", []), ("他那边", []), ("市一医院", [])],
)
def test_chinese_where_one_goes_to_work_is_a_short_name_not_an_organisation(
    text: str, value: list[str]
) -> None:
    assert zh_work.work_place_went(text) == value


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm between jobs right now", "unemployed"),
        ("I'm in between jobs", "unemployed"),
        ("I'm my own boss these days", "freelancer"),
        ("I work for myself", "freelancer"),
        ("Sarah, 34, a nurse in Leeds", "nurse"),
    ],
)
def test_english_a_work_state_said_as_an_idiom_and_a_role_after_a_name_and_age(
    text: str, role: str
) -> None:
    found = said(text)
    assert f"role={role}" in found
    assert not {f for f in found if f.startswith("name=")}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I bartend on weekends", "bartender"),
        ("I nanny for a family", "nanny"),
        ("I waitress at a diner", "waitress"),
        ("Im a teacher", "teacher"),
    ],
)
def test_english_a_job_said_by_its_verb_or_without_an_apostrophe(text: str, role: str) -> None:
    assert f"role={role}" in said(text)


@pytest.mark.parametrize(
    "text", ["I tutored once in college", "I'm tutoring my son tonight", "my sister bartends"]
)
def test_english_a_job_verb_done_once_or_by_someone_else_is_no_role_of_mine(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("role=")}


def test_english_one_s_own_boss_beside_a_business_keeps_the_business() -> None:
    found = said("I'm my own boss, I run a small bakery")
    assert "role=bakery owner" in found
    assert "role=freelancer" not in found


def test_english_an_idiom_of_work_asked_or_wished_is_no_role() -> None:
    assert en_identity.work_states("am I between jobs?") == []
    assert en_identity.work_states("I wish I were my own boss") == []


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("My new employer is Apple", "Apple"),
        ("my current employer is Vodafone", "Vodafone"),
        ("我现在的东家是京东", "京东"),
        ("我叫孙萌，在杭州阿里做产品经理", "阿里"),
        ("我是护士，在市一医院", "市一医院"),
        ("我现在在美团送外卖", "美团"),
        ("我入职华为快两年了", "华为"),
    ],
)
def test_an_employer_new_after_a_city_after_a_job_or_with_what_is_done_there(
    text: str, employer: str
) -> None:
    assert f"employer={employer}" in said(text)


@pytest.mark.parametrize(
    "text",
    ["我是产品经理，在一家做在线教育的公司", "我在协和医院排队挂号", "我在招商银行办卡"],
)
def test_chinese_a_described_company_or_an_errand_is_no_employer(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("employer=")}


@pytest.mark.parametrize(
    ("text", "value"),
    [("市一医院", ["市一医院"]), ("Zenith", ["Zenith"]), ("一家小公司", []), ("上海", [])],
)
def test_chinese_an_organisation_is_named_by_its_kind_not_described(
    text: str, value: list[str]
) -> None:
    assert zh_work.org_named_by_kind(text) == value


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Best, Laura", "Laura"),
        ("Kind regards, Malik", "Malik"),
        ("thanks! - Priyanka", "Priyanka"),
        ("谢谢！——李明", "李明"),
        ("大家好，我叫王芳", "王芳"),
        ("喊我阿杰就好", "阿杰"),
        ("我的英文名是Lucy", "Lucy"),
    ],
)
def test_a_name_in_a_sign_off_a_greeting_or_a_name_used_for_one(text: str, name: str) -> None:
    assert f"name={name}" in said(text)


@pytest.mark.parametrize(
    "text",
    ["Cheers, John!", "All the best, Nate!", "- Milk", "人生得意须尽欢——李白", "——鲁迅"],
)
def test_someone_greeted_a_list_item_or_a_quotes_author_is_no_name(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("name=")}


@pytest.mark.parametrize(
    ("text", "zone"), [("it's IST for me", "IST"), ("it's UTC+2 here", "UTC+2")]
)
def test_english_a_zone_said_as_what_it_is_where_one_is(text: str, zone: str) -> None:
    assert f"timezone={zone}" in said(text)


@pytest.mark.parametrize("text", ["it's late here", "it's cold for me", "is it IST for you?"])
def test_english_a_time_of_day_a_feeling_or_a_question_is_no_zone(text: str) -> None:
    assert en_identity.zone_here(text, []) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I've been knitting for 20 years", "skill=knitting"),
        ("I'm a black belt in judo", "skill=judo"),
        ("Python我用了好多年了", "skill=Python"),
        ("I'm saving up for a house", "goal=house"),
        ("I'm training for a half marathon", "goal=half marathon"),
        ("我在攒钱买房", "goal=买房"),
        ("side project: a home weather station", "project=home weather station"),
        ("I'm renovating our bathroom myself", "project=bathroom"),
        ("I'm redoing the kitchen", "project=kitchen"),
        ("我现在在准备一个播客节目", "project=播客节目"),
        ("我是一个独立游戏开发者", "role=独立游戏开发者"),
    ],
)
def test_skills_by_practice_goals_worked_towards_and_projects_by_what_is_built(
    text: str, fact: str
) -> None:
    assert fact in said(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I've been smoking for 10 years", "skill"),
        ("I've been living here for 5 years", "skill"),
        ("I'm saving for later", "goal"),
        ("I'm training for work", "goal"),
        ("我在准备一个面试", "project"),
        ("养了一只鹦鹉，叫它Lucky它会答应哈哈", "skill"),
        ("Our team's building a pipeline and I own the feature store part", "role"),
    ],
)
def test_a_habit_a_stay_an_errand_or_a_pets_trick_is_none_of_these(text: str, slot: str) -> None:
    assert not {f for f in said(text) if f.startswith(f"{slot}=")}


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I'm in Montreal these days", "Montreal"),
        ("我在成都的办公室上班，不过人住在德阳", "德阳"),
        ("我住在余杭", "余杭"),
    ],
)
def test_a_home_where_one_is_these_days_or_a_short_name_one_lives_in(text: str, home: str) -> None:
    assert f"home_location={home}" in said(text)


@pytest.mark.parametrize(
    "text", ["I'm in a bad mood these days", "我住在朋友家", "我住在宿舍", "我住在乡下"]
)
def test_a_mood_a_friends_place_or_a_dorm_is_no_home(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("home_location=")}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我从事会计工作", "会计"),
        ("本人从事金融行业", "金融"),
        ("我是码农", "程序员"),
        ("我是一枚攻城狮", "工程师"),
        ("我是个设计狗", "设计师"),
    ],
)
def test_chinese_a_line_of_work_one_is_in_or_a_jokey_word_for_the_job(text: str, role: str) -> None:
    found = said(text)
    assert f"role={role}" in found
    assert not {f for f in found if f.startswith("name=")}


def test_a_jokey_job_word_of_someone_close_is_theirs() -> None:
    found = said("我老公是码农")
    assert "老公.role=程序员" in found
    assert "role=程序员" not in found


@pytest.mark.parametrize(("text", "value"), [("码农", ["程序员"]), ("农民", []), ("张伟", [])])
def test_chinese_only_a_known_jokey_word_names_a_job(text: str, value: list[str]) -> None:
    assert zh_work.slang_role(text) == value


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("I do calligraphy, mostly Italic hand", "calligraphy"),
        ("I do a lot of woodworking", "woodworking"),
        ("I sew most of my own clothes", "sewing"),
        ("I do photography on the side", "photography"),
    ],
)
def test_english_a_craft_one_does_is_a_skill(text: str, skill: str) -> None:
    assert f"skill={skill}" in said(text)


@pytest.mark.parametrize(
    "text", ["I do the dishes", "I do delivery", "I do my homework", "I do network work"]
)
def test_english_a_chore_a_job_or_work_one_does_is_no_craft(text: str) -> None:
    assert not {f for f in said(text) if f.startswith("skill=")}
