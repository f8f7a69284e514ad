"""Fourth round of updates as people word them, English and Chinese, through the grammar
and through the real extract and consolidate stages: changes of work status, endings of
relations, conditions, allergies, dislikes and interests, statements before a question,
and what is not the user's (none of these sentences is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.negation import negated
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import ever_said, memories, said_now

DAY = date(2026, 4, 6)


def _user(text: str) -> list[tuple[str, str]]:
    parse = en.parse if text.isascii() else zh.parse
    return [
        (f.slot, f.value) for f in parse(text, DAY) if f.subject == "user" and f.action == "add"
    ]


def _values_now(*said: str) -> list[str]:
    found = memories(*said)
    live = [m for m in found if m.status is MemoryStatus.ACTIVE and m.key.startswith("profile.")]
    return [m.value.casefold() for m in live if m.key != "profile.narrative"]


def _changed(first: str, then: str, old: str, new: str) -> None:
    assert old.casefold() in _values_now(first)
    now = _values_now(first, then)
    assert old.casefold() not in now and new.casefold() in now


@pytest.mark.parametrize(
    ("first", "then", "old", "new"),
    [
        ("I'm a nurse.", "I quit nursing and became a librarian.", "nurse", "librarian"),
        ("I'm a welder.", "I retired last spring.", "welder", "retired"),
        ("I'm a paralegal.", "I went freelance in May.", "paralegal", "freelancer"),
        ("I'm a teacher.", "They promoted me to head of science.", "teacher", "head of science"),
        ("I'm a baker.", "I opened my own bakery last year.", "baker", "bakery owner"),
        ("I'm a cashier.", "as of this week I'm a shift supervisor", "cashier", "shift supervisor"),
        ("我是护士。", "我转行做程序员了。", "护士", "程序员"),
        ("我是老师。", "我退休了。", "老师", "退休"),
        ("我是销售。", "我升主管了。", "销售", "主管"),
        ("我是做外贸的", "我辞职了，自己开了个花店。", "外贸", "店主"),
        ("我是程序员。", "我现在当老师了。", "程序员", "老师"),
        ("I'm a chef.", "I landed a new role as an accountant.", "chef", "accountant"),
    ],
)
def test_a_change_of_work_status_supersedes_the_role(
    first: str, then: str, old: str, new: str
) -> None:
    _changed(first, then, old, new)


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I work at Deloitte.", "I quit my job last week.", "Deloitte"),
        ("I work at Deloitte.", "I got laid off in March.", "Deloitte"),
        ("I'm a student.", "I graduated in May.", "student"),
        ("我是学生。", "毕业了，现在在华为上班。", "学生"),
        ("我在招商银行上班。", "我辞职了。", "招商银行"),
        ("我在招商银行上班。", "上个月被裁了。", "招商银行"),
    ],
)
def test_a_job_that_ended_ends_the_employer_whatever_it_was(
    first: str, then: str, old: str
) -> None:
    found = memories(first, then)
    assert old in ever_said(found) and old not in said_now(found)


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [
        ("I work at Deloitte.", "I quit my job and joined Stripe.", "Stripe"),
        ("我在招商银行上班。", "我辞职了，现在在腾讯。", "腾讯"),
    ],
)
def test_a_job_that_ended_keeps_the_new_employer_said_with_it(
    first: str, then: str, new: str
) -> None:
    assert new in said_now(memories(first, then))


@pytest.mark.parametrize(
    "text",
    [
        "I'll just quit and become a goat farmer, problem solved",
        "I might quit my job next year",
        "My dad retired last year.",
        "我想辞职去当老师。",
        "我爸退休了。",
        "Emacs退休了，现在主力是Helix",
    ],
)
def test_a_change_only_willed_or_someone_elses_is_no_change_of_the_user(text: str) -> None:
    assert not [value for slot, value in _user(text) if slot == "role"]


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("My girlfriend is called Ana.", "Ana and I split up last month.", "Ana"),
        ("I'm married to Tom.", "We got divorced last year.", "spouse"),
        ("I have asthma.", "My asthma is under control now, no more inhaler.", "asthma"),
        ("I'm allergic to peanuts.", "I outgrew my peanut allergy.", "peanut"),
        ("I'm allergic to shellfish.", "I can eat shellfish again.", "shellfish"),
        ("I hate olives.", "Olives have grown on me.", "Dislikes olives"),  # now liked
        ("I hate jazz.", "I've come around on jazz.", "Dislikes jazz"),
        ("I love anime.", "I lost interest in anime.", "Likes anime"),
        ("I love cycling.", "Cycling isn't my thing anymore.", "Likes cycling"),
        ("I'm vegan.", "I eat fish now.", "vegan"),
        ("I'm on keto.", "I'm off keto now.", "keto"),
        ("I'm building an app called Tasko.", "I shut down Tasko last month.", "Tasko"),
        ("我女朋友叫小雨。", "我和小雨分手了。", "小雨"),
        ("我有高血压。", "血压已经控制住了，医生说可以停药了。", "高血压"),
        ("我对青霉素过敏。", "后来查了，其实我对青霉素不过敏。", "青霉素"),
        ("我对花生过敏。", "我现在能吃花生了。", "花生"),
        ("我讨厌香菜。", "我现在能接受香菜了。", "香菜"),
        ("我喜欢动漫。", "我对动漫没兴趣了。", "动漫"),
        ("我喜欢骑自行车。", "自行车卖了，不骑了。", "自行车"),
        ("我是素食者。", "我现在也吃鱼了。", "vegetarian"),
        ("I hate olives.", "Olives are actually not bad.", "olives"),
        ("I'm allergic to gluten.", "I'm fine with gluten now.", "gluten"),
        ("我对芒果过敏。", "芒果现在吃了也没事。", "芒果"),
        ("我讨厌香菜。", "现在没那么讨厌香菜了。", "香菜"),
        ("我喜欢打游戏。", "游戏很少玩了。", "游戏"),
        ("I love coffee.", "I drink green tea now instead of coffee.", "Likes coffee"),
        ("I run every morning.", "I cycle to work now instead of running.", "run every morning"),
        ("我每天早上跑步。", "现在早上改成骑车了，不跑了。", "跑步"),
        ("我每周游泳。", "最近不游了。", "游泳"),
    ],
)
def test_an_ending_worded_apart_ends_what_it_names(first: str, then: str, old: str) -> None:
    assert old.casefold() in said_now(memories(first)).casefold()
    assert old.casefold() not in said_now(memories(first, then)).casefold()


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [
        ("I hate cilantro.", "I actually like cilantro now.", "Likes cilantro"),
        ("我讨厌香菜。", "我喜欢上香菜了。", "香菜"),
    ],
)
def test_a_like_that_came_about_replaces_the_dislike(first: str, then: str, new: str) -> None:
    now = said_now(memories(first, then))
    assert new in now and "Dislikes" not in now and "讨厌" not in now


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I live in Denver, can you recommend a good bar?", "home_location", "Denver"),
        ("we're in Lisbon now so WET I guess?", "timezone", "WET"),
        ("I'm a teacher, any tips for grading faster?", "role", "teacher"),
        ("我在成都住，你能推荐个好餐厅吗？", "home_location", "成都"),
        ("我是护士，夜班太多了，有什么调整作息的办法吗？", "role", "护士"),
    ],
)
def test_a_statement_before_a_question_is_read(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _user(text)


@pytest.mark.parametrize(
    "text",
    [
        "在杭州住的话，一个月房租大概要多少？",
        "不知道我适不适合搬去上海",
        "深圳的程序员和杭州的比，哪边更卷？",
        "你是素食者吧？",
        "Should I move to Berlin or Munich?",
    ],
)
def test_a_question_or_its_condition_is_not_read(text: str) -> None:
    assert _user(text) == []


@pytest.mark.parametrize(
    ("first", "then", "old", "new"),
    [
        ("I live in Leeds.", "I call Glasgow home now.", "Leeds", "Glasgow"),
        ("I live in Leeds.", "Just moved into a flat in Hackney.", "Leeds", "Hackney"),
        ("I live in Leeds.", "We settled in Bath after the wedding.", "Leeds", "Bath"),
        ("I live in Leeds.", "I'm back in Ohio for good.", "Leeds", "Ohio"),
        ("I live in Leeds.", "Our new place is in Bristol.", "Leeds", "Bristol"),
        ("我住在广州。", "我们新家在珠海。", "广州", "珠海"),
        ("I work at Tesco.", "I landed a job at Aldi.", "Tesco", "Aldi"),
        ("I work at Tesco.", "Sainsbury's hired me last month.", "Tesco", "Sainsbury's"),
        ("我住在广州。", "我在深圳安家了。", "广州", "深圳"),
        ("我在华为工作。", "我入职小米了。", "华为", "小米"),
        ("I work in Boston.", "I was transferred to Austin.", "Boston", "Austin"),
        ("我在北京上班。", "公司派我去深圳了。", "北京", "深圳"),
        ("我在北京上班。", "我去成都分部了。", "北京", "成都"),
        ("I'm an account manager.", "I'm now head of sales.", "account manager", "head of sales"),
        ("我是销售。", "我现在是小米的销售总监。", "销售", "销售总监"),
        ("我是学生。", "我考上公务员了。", "学生", "公务员"),
    ],
)
def test_a_new_home_or_employer_in_other_words_supersedes(
    first: str, then: str, old: str, new: str
) -> None:
    _changed(first, then, old, new)


@pytest.mark.parametrize(
    "text",
    [
        "We moved to Slack for team chat.",
        "I moved to Marketing in March.",
        "I'm at Starbucks right now.",
        "I'm off work today, so let's plan my week.",
        "One of my students is allergic to bees.",
        "A few of my coworkers are vegan.",
        "财务部的老李吃素。",
        "我有个同事吃素。",
        "有个客户对海鲜过敏。",
        "我今天在星巴克办公。",
        "这周累成狗了，感觉要升天了",
        "真希望我住在三亚。",
        "小时候我住在北京。",
    ],
)
def test_what_is_not_the_users_lasting_fact_is_not_learned(text: str) -> None:
    assert _user(text) == []


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I moved to Sedona from Phoenix.", "home_location", "Sedona"),
        ("I moved to Berlin in March.", "home_location", "Berlin"),
        ("我有个女儿，今年五岁", "relation", "女儿"),
        ("我喜欢上海", "like", "上海"),
    ],
)
def test_the_rules_leave_plain_statements_alone(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _user(text)


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I retired last year and became a librarian.", "librarian"),
        ("我退休了，后来又当上了店长。", "店长"),
    ],
)
def test_the_last_change_said_is_the_role_that_holds(text: str, role: str) -> None:
    assert [value for slot, value in _user(text) if slot == "role"] == [role]


@pytest.mark.parametrize(
    "text",
    [
        "照这样下去我就得睡在办公室了",
        "我的真实身份是外星人（bushi",
        "这个月加班加到原地去世",
    ],
)
def test_hyperbole_and_its_markers_learn_nothing(text: str) -> None:
    assert _user(text) == []


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("My goal this year is to run an ultramarathon.", "I gave up on the ultra.", "ultra"),
        ("I'm into photography.", "I quit photo walks for good.", "photography"),
    ],
)
def test_an_ending_ends_what_it_names_by_a_clipped_word(first: str, then: str, old: str) -> None:
    assert old in said_now(memories(first)).casefold()
    assert old not in said_now(memories(first, then)).casefold()


def test_a_clipped_word_needs_a_long_enough_term() -> None:
    assert not negated("pain").ends({"painting"})
    assert negated("ultra").ends({"ultramarathon"})


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I'm a pack-a-day smoker, have been since uni", "smoke a pack a day"),
        ("I'm a big gamer", "gamer"),
        ("I smoke.", "smoke"),
        ("我是个老烟民", "抽烟"),
        ("我烟瘾很大", "抽烟"),
        ("我周末一般打羽毛球", "周末打羽毛球"),
    ],
)
def test_a_pastime_said_by_its_doer_is_a_habit_not_a_role(text: str, habit: str) -> None:
    found = _user(text)
    assert ("habit", habit) in found and not [v for s, v in found if s == "role"]


@pytest.mark.parametrize("text", ["I'm a former smoker", "烟瘾戒了", "我老公是个老烟民"])
def test_a_pastime_given_up_or_someone_elses_is_no_habit(text: str) -> None:
    assert not [v for s, v in _user(text) if s == "habit"]


def test_quitting_ends_the_pastime_said_by_its_doer() -> None:
    assert "pack a day" in said_now(memories("I'm a pack-a-day smoker.")).casefold()
    assert "pack a day" not in said_now(memories("I'm a pack-a-day smoker.", "I quit smoking."))


@pytest.mark.parametrize(
    "text",
    [
        "The kids are obsessed with Bluey.",
        "The new guy speaks French.",
        "孩子们特别喜欢小猪佩奇",
        "那几个孩子都爱吃炸鸡",
        "新来的小伙子会说法语",
    ],
)
def test_people_pointed_at_or_counted_are_not_the_user(text: str) -> None:
    assert _user(text) == []


@pytest.mark.parametrize(
    ("text", "lasting"),
    [
        ("convert these numbers to a table please", False),
        ("make this a bulleted list", False),
        ("make these a table from now on", True),
        ("把这个改成要点", False),
        ("把下面的数据整理成表格", False),
        ("以后把这些都做成表格", True),
    ],
)
def test_a_format_for_one_given_text_is_a_one_off(text: str, lasting: bool) -> None:
    assert bool([v for s, v in _user(text) if s == "pref.format"]) is lasting


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("I'm married to my job at this point.", False),
        ("I'm married to a doctor.", True),
        ("I got married to my college sweetheart.", True),
        ("我跟工作结婚了。", False),
        ("我结婚了。", True),
    ],
)
def test_married_to_a_thing_is_a_figure_of_speech(text: str, spouse: bool) -> None:
    assert bool([v for s, v in _user(text) if s == "relation"]) is spouse


@pytest.mark.parametrize(
    ("text", "slot", "value", "old"),
    [
        ("I live in Denver, no, Boulder.", "home_location", "Boulder", "Denver"),
        ("我住在北京，不是，是天津。", "home_location", "天津", "北京"),
    ],
)
def test_a_bare_no_inside_a_sentence_corrects_it(
    text: str, slot: str, value: str, old: str
) -> None:
    found = _user(text)
    assert (slot, value) in found and (slot, old) not in found


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I switched from nursing to teaching.", "teacher"),
        ("I went back to nursing last year.", "nurse"),
        ("I'm in sales now.", "salesperson"),
        ("我从程序员转行做老师了。", "老师"),
        ("我转岗做测试了。", "测试"),
    ],
)
def test_a_line_of_work_changed_to_gives_the_role(text: str, role: str) -> None:
    assert ("role", role) in _user(text)


def test_a_pastime_taken_up_is_no_role() -> None:
    assert not [v for s, v in _user("I got into photography this year.") if s == "role"]


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I smoke.", "I quit smoking two months ago.", "smoke"),
        ("I run every morning.", "I stopped running last year.", "run every morning"),
        ("我抽烟。", "我两个月前就不抽了。", "抽烟"),
    ],
)
def test_a_pastime_ended_with_a_time_ago_ends(first: str, then: str, old: str) -> None:
    assert old in said_now(memories(first)).casefold()
    assert old not in said_now(memories(first, then)).casefold()


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I drink a lot of soda.", "drink a lot of soda"),
        ("I eat way too much chocolate.", "eat way too much chocolate"),
        ("我喝很多可乐。", "喝可乐"),
        ("我吃很多甜食", "吃甜食"),
    ],
)
def test_taking_a_lot_of_something_is_a_habit(text: str, habit: str) -> None:
    assert ("habit", habit) in _user(text)


def test_having_a_lot_of_something_is_no_habit() -> None:
    assert _user("I have a lot of meetings.") == []
