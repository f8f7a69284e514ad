"""Chinese changes worded differently from the first statement, and the fillers and verbs of
a new job or place (转行, 提拔成, 调回, 回老家, 时区改成, 改名叫), read by the slot grammar and
checked through the real extract and consolidate stages (none of these sentences is a
corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import zh
from memstream.processors.matchers.common import prepare
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories
from tests.unit.test_matchers_feedback import given

MONDAY = date(2026, 3, 2)


def user_slots(text: str) -> set[tuple[str, str]]:
    """(slot, value) of what the sentence says about the user."""
    return {(f.slot, f.value) for f in zh.parse(prepare(text), MONDAY) if f.subject == "user"}


def active(found: list[Memory], key: str) -> list[str]:
    """The active values of one key."""
    return [m.value for m in found if m.key == key and m.status is MemoryStatus.ACTIVE]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我目前是数据分析师了", ("role", "数据分析师")),
        ("我其实是个护士", ("role", "护士")),
        ("我前年转行当了厨师", ("role", "厨师")),
        ("我转岗做测试工程师了", ("role", "测试工程师")),
        ("今年被提拔成销售总监了", ("role", "销售总监")),
        ("我已经转正为研究员了", ("role", "研究员")),
        ("我最近转运维了", ("role", "运维")),
        ("在快手做推荐算法", ("employer", "快手")),
        ("我被调到了深圳", ("work_location", "深圳")),
        ("我外派去新加坡了", ("work_location", "新加坡")),
        ("我辞职回老家绵阳了", ("home_location", "绵阳")),
        ("我的时区改成UTC+1了", ("timezone", "UTC+1")),
        ("时区也变成东九区了", ("timezone", "东九区")),
        ("我改名叫陈思远了", ("name", "陈思远")),
        ("我真名叫黄晓东", ("name", "黄晓东")),
    ],
)
def test_a_new_job_place_or_name_as_people_word_it(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize(
    ("text", "slot", "wrong"),
    [
        ("我现在改行当老师了", "employer", "改行"),  # the 在 of 现在 opens no place
        ("现在在一家外企做财务", "employer", "在一家外企"),
        ("在小米做硬件测试", "employer", "小米做硬件测试"),
        ("我在一家初创公司上班", "employer", "初创公司"),
        ("我在苏州上班", "home_location", "苏州"),  # where one works, not where one lives
        ("公司搬到了张江", "home_location", "张江"),
        ("我想升到高级经理", "role", "高级经理"),  # a wish, not a fact
        ("他是我的老师", "role", "我的老师"),
        ("我把作业转给老师了", "role", "给老师"),
    ],
)
def test_what_a_change_verb_or_filler_must_not_learn(text: str, slot: str, wrong: str) -> None:
    assert (slot, wrong) not in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "听说他调到北京了",  # hearsay about someone else
        "我的真名是诸葛亮，开玩笑的别当真",  # taken back
        "等我转正了请你吃饭",
        "我们家楼下的阿姨转行做保洁了",
    ],
)
def test_hearsay_jokes_and_others_teach_nothing_about_the_user(text: str) -> None:
    learned = user_slots(text)
    assert not {s for s in learned if s[0] in ("role", "work_location", "name")}


def test_what_follows_a_retraction_is_kept() -> None:
    assert ("name", "李四") in user_slots("我叫张三，开玩笑的，我叫李四")


@pytest.mark.parametrize(
    ("first", "then", "key", "new", "old"),
    [
        ("我是一名会计。", "我去年转行当了老师。", "profile.role", "老师", "会计"),
        ("我是产品经理。", "上个月被提拔成产品总监了。", "profile.role", "产品总监", "产品经理"),
        ("我是前端开发。", "我现在是技术总监了。", "profile.role", "技术总监", "前端开发"),
        ("我在成都上班。", "我调回重庆了。", "profile.work_location", "重庆", "成都"),
        ("我的时区是东八区。", "时区换成UTC+9了。", "profile.timezone", "UTC+9", "东八区"),
        ("我叫刘婷。", "我改名叫刘语桐了。", "profile.name", "刘语桐", "刘婷"),
        ("我住在杭州。", "我回老家温州了。", "profile.location", "温州", "杭州"),
    ],
)  # fmt: skip
def test_a_change_worded_differently_supersedes(
    first: str, then: str, key: str, new: str, old: str
) -> None:
    found = memories(first, then)
    assert active(found, key) == [new]
    assert old not in " ".join(active(found, key))


@pytest.mark.parametrize(
    ("first", "then", "key"),
    [
        ("我在搞低碳饮食。", "低碳我现在不搞了。", "fact:diet"),
        ("我是素食者。", "我最近又开始吃肉了。", "fact:diet"),
        ("我平时吃清真。", "清真我已经不吃了。", "fact:diet"),
        ("我会说一点意大利语。", "意大利语早就忘光了。", "profile.languages"),
        ("我很爱打乒乓球。", "乒乓球我好久不打了。", "pref:打乒乓球"),
    ],
)
def test_an_ending_worded_differently_ends_what_it_names(first: str, then: str, key: str) -> None:
    found = memories(first, then)
    assert any(m.key == key for m in found)
    assert not [m for m in found if m.key == key and m.status is MemoryStatus.ACTIVE]


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("我已经不住厦门了，搬去泉州了", ("home_location", "厦门")),
        ("我没在华为干过", ("employer", "华为")),
        ("我特别爱吃榴莲", None),  # 特别 is no negator
    ],
)
def test_a_denied_predicate_fills_nothing(text: str, wrong: tuple[str, str] | None) -> None:
    learned = user_slots(text)
    if wrong is None:
        assert ("like", "吃榴莲") in learned
    else:
        assert wrong not in learned


@pytest.mark.parametrize(
    ("first", "then", "value"),
    [
        ("以后都用日语回复我。", "还是切回中文吧。", "chinese"),
        ("请用中文回答。", "换回英文吧。", "english"),
    ],
)
def test_the_reply_language_switched_back(first: str, then: str, value: str) -> None:
    assert active(memories(first, then), "pref.reply_language") == [value]


def test_a_language_one_speaks_is_no_reply_language() -> None:
    found = memories("我会说一点葡萄牙语。")
    assert active(found, "pref.reply_language") == []
    assert active(found, "profile.languages") == ["葡萄牙语"]


@pytest.mark.parametrize(
    ("first", "then", "key", "now"),
    [
        ("我在网易上班。", "我已经从网易离职了。", "profile.employer", []),
        ("我在美团上班。", "我不在美团了", "profile.employer", []),
        ("我在厦门上班。", "我离开厦门了，现在在深圳上班。", "profile.work_location", ["深圳"]),
        ("我住在青岛。", "我已经不住青岛了，搬去烟台了。", "profile.location", ["烟台"]),
        ("我在网易上班。", "我从公司出来了，在楼下吃饭。", "profile.employer", ["网易"]),
    ],
)
def test_leaving_a_place_or_employer_ends_it(
    first: str, then: str, key: str, now: list[str]
) -> None:
    assert active(memories(first, then), key) == now


@pytest.mark.parametrize(
    ("first", "then", "key", "kept"),
    [
        ("I work at Google.", "I stopped eating at the Google cafe.", "profile.employer", "Google"),
        ("我在网易上班。", "网易云音乐我不听了。", "profile.employer", "网易"),
        ("我住在成都。", "成都火锅我已经不吃了。", "profile.location", "成都"),
    ],
)  # fmt: skip
def test_an_ending_about_a_like_never_ends_where_one_works_or_lives(
    first: str, then: str, key: str, kept: str
) -> None:
    assert active(memories(first, then), key) == [kept]


@pytest.mark.parametrize(
    ("comment", "key", "value"),
    [
        ("讲得太简略了，下次展开说说", "pref.response_length", "detailed"),
        ("表情就别发了吧，看着累", "pref.emoji", "avoid"),
        ("快捷键给错了，我用的是Sublime", "pref.editor", "Sublime Text"),
        ("以后都切回中文回复", "pref.reply_language", "chinese"),
    ],
)
def test_a_chinese_feedback_comment_is_read_like_a_message(
    comment: str, key: str, value: str
) -> None:
    found = [c for c in given(comment) if c.key == key]
    assert [c.value for c in found] == [value]
    assert found[0].provenance.explicit is True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我是做跨境物流的", ("role", "跨境物流")),
        ("我在绍兴教小学语文", ("role", "小学语文老师")),
        ("岗位是数据分析师", ("role", "数据分析师")),
        ("本职是药剂师，业余写歌", ("role", "药剂师")),
        ("我是一名插画师，常驻厦门。", ("home_location", "厦门")),
        ("我的时区是 Asia/Tokyo", ("timezone", "Asia/Tokyo")),
        ("我擅长Premiere和AfterEffects", ("skill", "AfterEffects")),
        ("会一点Figma", ("skill", "Figma")),
        ("Kotlin和Swift我都写过几年", ("skill", "Swift")),
        ("我会做简单的陶艺", ("skill", "陶艺")),
        ("会游泳也会滑雪", ("skill", "滑雪")),
        ("我负责公司的会员小程序项目", ("project", "公司的会员小程序项目")),
        ("我在写一本给孩子的恐龙绘本", ("project", "给孩子的恐龙绘本")),
        ("我在做一个聊天机器人", ("project", "聊天机器人")),
    ],
)
def test_roles_skills_and_projects_as_people_say_them(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我是做饭的时候想到的", "goal"),
        ("我是做了很多准备的", "role"),
        ("职业会计，执业五年", "skill"),  # 会 of 会计 is no "can"
        ("我会Java，严格说是会一点", "skill"),
        ("我在带一个做推荐系统的小组", "project"),
        ("请教一下这个问题", "role"),
    ],
)
def test_what_these_rules_must_not_learn(text: str, slot: str) -> None:
    learned = user_slots(text)
    wrong = {v for s, v in learned if s == slot and v not in ("Java",)}
    assert not wrong


@pytest.mark.parametrize(
    ("first", "then", "key", "now"),
    [
        ("我住在大连。", "上个月搬家到沈阳了。", "profile.location", ["沈阳"]),
        ("我在滴滴上班。", "入职京东两个月了。", "profile.employer", ["京东"]),
        ("回答请用英文。", "以后中文回复就行。", "pref.reply_language", ["chinese"]),
        ("我喜欢详细的回答。", "以后简单说就行。", "pref.response_length", ["concise"]),
        ("我会Scala。", "我又学了Elixir。", "profile.skills", ["Elixir", "Scala"]),
    ],
)
def test_more_changes_worded_differently(first: str, then: str, key: str, now: list[str]) -> None:
    assert sorted(active(memories(first, then), key)) == now


@pytest.mark.parametrize(
    ("first", "then", "ended"),
    [
        ("我每天早上喝豆浆。", "豆浆换成牛奶了。", "豆浆"),
        ("我爱吃麻辣烫。", "麻辣烫吃腻了，最近不想吃。", "麻辣烫"),
    ],
)
def test_a_swap_or_a_surfeit_ends_the_old_habit_or_like(first: str, then: str, ended: str) -> None:
    found = memories(first, then)
    live = [m for m in found if m.status is MemoryStatus.ACTIVE and m.level == "user"]
    assert not [m for m in live if ended in m.value and m.key != "profile.narrative"]


def test_a_bare_correction_after_an_employer_keeps_the_new_one() -> None:
    assert ("employer", "小红书") in user_slots("我在滴滴上班，哦说错了，是在小红书。")
    assert ("employer", "滴滴") not in user_slots("我在滴滴上班，哦说错了，是在小红书。")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我每天要喝两杯豆浆", "每天喝豆浆"),
        ("我每个周末都会逛逛公园", "每周末逛公园"),
        ("我每晚都要泡脚", "每晚泡脚"),
        ("我每周去两次游泳馆", "每周去两次游泳馆"),
        ("我每天都要看好几个小时B站", "每天看B站"),
        ("每个月给我妈寄一箱水果", "每月给妈寄一箱水果"),
    ],
)
def test_a_habit_is_its_activity_how_often_and_how_much_left_out(text: str, value: str) -> None:
    assert ("habit", value) in user_slots(text)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("我每天要喝三罐可乐。", "可乐我已经戒了。"),
        ("我每天都要刷好几个小时微博。", "微博卸了，不刷了。"),
    ],
)
def test_a_habit_said_with_how_much_ends_by_its_activity(first: str, then: str) -> None:
    found = memories(first, then)
    assert any(m.key == "fact:habit" for m in found)
    assert active(found, "fact:habit") == []


@pytest.mark.parametrize("text", ["你有几个孩子", "你几点下班"])
def test_a_question_with_how_many_stays_a_question(text: str) -> None:
    assert user_slots(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("冰美式简直是我的命", ("like", "冰美式")),
        ("我无酒不欢", ("like", "酒")),
        ("烤冷面yyds", ("like", "烤冷面")),
        ("五月天的歌我百听不厌", ("like", "五月天的歌")),
        ("肥肉我一律不吃", ("dislike", "肥肉")),
    ],
)
def test_likes_and_dislikes_said_as_idioms(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize("text", ["奶茶现在一口都不碰了", "他是我的命", "这个真是我的命啊"])
def test_no_like_or_dislike_from_a_change_or_a_person(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] in ("like", "dislike")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我其实在无锡工作", ("work_location", "无锡")),  # 其实在 is no 实在
        ("我现在在东莞打工", ("work_location", "东莞")),
        ("我在合肥读研一", ("role", "研究生")),
        ("我还在读博", ("role", "博士生")),
        ("其实我是做嵌入式的", ("role", "嵌入式")),
        ("我平时会写点Rust", ("skill", "Rust")),
        ("我在宁波做外贸", ("role", "外贸")),
    ],
)
def test_several_facts_and_fillers(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("我老家在湖北，现在在长沙打工", ("home_location", "湖北")),  # a hometown, not a home
        ("我在读研二", ("employer", "读研二")),
        ("我在读一本小说", ("role", "研究生")),
        ("我实在受不了了", ("dislike", "实在")),
    ],
)
def test_hometowns_studies_and_adverbs_are_not_misread(text: str, wrong: tuple[str, str]) -> None:
    assert wrong not in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我梦见自己当了律师",  # a dream
        "我给你举个例子：我叫李四，在成都上班",  # an example
        "我们组新来的同事叫Tom，住在闵行",  # someone of a group, not the user's own
    ],
)
def test_dreams_examples_and_people_of_a_group_are_not_the_user(text: str) -> None:
    learned = user_slots(text)
    assert not {s for s in learned if s[0] in ("role", "name", "work_location", "relation")}


def test_asking_for_more_examples_is_still_a_wish() -> None:
    assert ("pref.response_length", "detailed") in user_slots("以后回答详细点，多举例子")


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        ("我在华为上班，抱歉是荣耀", ("employer", "荣耀"), ("employer", "华为")),
        ("我对桃子过敏……不对是李子", ("allergy", "李子"), ("allergy", "桃子")),
        ("我住在黄浦，更正一下，是静安", ("home_location", "静安"), ("home_location", "黄浦")),
        ("我住在无锡，啊不是，是常州", ("home_location", "常州"), ("home_location", "无锡")),
        ("我在阿里，准确地说是蚂蚁", ("employer", "蚂蚁"), ("employer", "阿里")),
        (
            "我在滴滴，不对，我上个月就从滴滴走了，现在是在美团",
            ("employer", "美团"),
            ("employer", "滴滴"),
        ),
    ],
)
def test_a_correction_inside_one_message_keeps_the_corrected_value(
    text: str, kept: tuple[str, str], dropped: tuple[str, str]
) -> None:
    learned = user_slots(text)
    assert kept in learned and dropped not in learned


@pytest.mark.parametrize(
    ("text", "expected", "wrong"),
    [
        ("我在小红书", ("employer", "小红书"), None),
        ("在叫云帆数据的创业公司做运维", ("employer", "云帆数据"), ("employer", "创业公司做运维")),
        ("我在搞一个开源的Go日志库", ("project", "开源的Go日志库"), ("employer", "Go日志库")),
        ("我住在杭州，抱歉打扰了", ("home_location", "杭州"), None),
    ],
)  # fmt: skip
def test_an_organisation_said_bare_or_named(
    text: str, expected: tuple[str, str], wrong: tuple[str, str] | None
) -> None:
    learned = user_slots(text)
    assert expected in learned and (wrong is None or wrong not in learned)


@pytest.mark.parametrize(
    ("first", "then", "key", "now"),
    [
        ("我在做一个天气App。", "天气App那个项目黄了。", "profile.projects", []),
        ("我今年想学会滑雪。", "滑雪那个目标就算了吧。", "profile.goals", []),
        (
            "我在做一个读书小程序。",
            "最近又开了个新坑，给我妈做一个菜谱App。",
            "profile.projects",
            ["菜谱App", "读书小程序"],
        ),
    ],
)
def test_projects_and_goals_end_or_accumulate(
    first: str, then: str, key: str, now: list[str]
) -> None:
    assert sorted(active(memories(first, then), key)) == now


@pytest.mark.parametrize("text", ["帮我做一个网站", "你给我写一个小程序", "我想做一个记账App"])
def test_a_request_or_a_wish_is_no_project(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] == "project"}


@pytest.mark.parametrize(
    ("first", "then", "key", "now"),
    [
        ("我喜欢暗色主题。", "深色看久了眼睛累，编辑器都调回浅色了。", "pref.theme", ["light"]),
        ("我习惯浅色主题。", "新显示器到了，现在全切到暗色了。", "pref.theme", ["dark"]),
    ],
)
def test_the_option_changed_to_wins_over_the_one_left(
    first: str, then: str, key: str, now: list[str]
) -> None:
    assert active(memories(first, then), key) == now


@pytest.mark.parametrize(
    ("first", "then", "ended"),
    [
        ("我超爱看英超。", "现在已经不怎么看球了。", "英超"),
        ("肯德基是我的最爱。", "油炸食品我早就不吃了。", "肯德基"),
        ("我超喜欢打原神。", "原神删了，不玩了。", "原神"),
        ("I love KFC.", "I gave up junk food.", "KFC"),
    ],
)
def test_a_negation_by_a_general_word_ends_a_member(first: str, then: str, ended: str) -> None:
    found = memories(first, then)
    live = [m for m in found if m.status is MemoryStatus.ACTIVE and m.key.startswith("pref:")]
    assert not [m for m in live if m.value == "like" and ended.casefold() in m.key.casefold()]


def test_a_general_word_inside_a_member_name_ends_nothing_broader() -> None:
    found = memories("我爱喝红酒。", "啤酒我已经戒了。")
    assert active(found, "pref:红酒") == ["like"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我叫马骁，儿科护士，在长沙", {("name", "马骁"), ("role", "儿科护士")}),
        ("我叫小周，数据分析师，坐标成都", {("role", "数据分析师"), ("home_location", "成都")}),
    ],
)
def test_a_role_listed_after_the_name(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= user_slots(text)


@pytest.mark.parametrize(
    "text", ["我叫张三，医生", "王老师，我叫李明，想请教个问题", "医生，我最近总失眠"]
)
def test_a_form_of_address_or_a_question_is_no_role_or_goal(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] in ("role", "goal")}


@pytest.mark.parametrize(
    "text",
    [
        "小说里的主角住在伦敦",  # someone in a story
        "那个博主住在大理",
        "我的一个朋友对芒果过敏",  # one of the user's friends
        "我今天在瑞幸写代码",  # where one is that day, not one's job
    ],
)
def test_characters_friends_and_one_day_places_are_not_the_users_facts(text: str) -> None:
    learned = user_slots(text)
    assert not {s for s in learned if s[0] in ("home_location", "allergy", "employer")}


def test_a_place_of_work_without_a_day_is_still_read() -> None:
    assert ("employer", "瑞幸") in user_slots("我在瑞幸上班")


def slots_of_all(text: str) -> set[tuple[str, str, str]]:
    """(subject, slot, value) of everything the sentence says."""
    return {(f.subject, f.slot, f.value) for f in zh.parse(prepare(text), MONDAY)}


@pytest.mark.parametrize(
    ("text", "about_pet", "user"),
    [
        ("我的狗特别喜欢玩飞盘", ("狗", "like", "玩飞盘"), None),
        ("我家猫叫年糕，特别喜欢晒太阳", ("猫:年糕", "like", "晒太阳"), ("user", "pet", "年糕")),
        ("我养了只叫可乐的柯基，白天在医院当护士", None, ("user", "role", "护士")),
    ],
)
def test_what_a_pet_does_is_the_pets(
    text: str, about_pet: tuple[str, str, str] | None, user: tuple[str, str, str] | None
) -> None:
    found = slots_of_all(text)
    assert about_pet is None or about_pet in found
    assert user is None or user in found
    assert not {s for s in found if s[0] == "user" and s[1] == "like"}


def test_a_school_exercise_is_set_aside() -> None:
    assert user_slots("题目：小红住在南京，每天坐地铁上班") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我是会计，帮我看看这张报表", ("role", "会计")),  # said before the request
        ("帮我写个自我介绍，我叫周宁", ("name", "周宁")),
        ("痛风好几年了，一直在吃药", ("condition", "痛风")),
        ("我有点胃炎，还有轻微的肩周炎", ("condition", "肩周炎")),
        ("我儿子对鸡蛋过敏，我自己是乳糖不耐受", ("condition", "乳糖不耐受")),
    ],
)
def test_what_the_user_says_around_a_request_or_another_person(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize("text", ["你能帮我查下我住哪吗", "请问腾讯在深圳哪里"])
def test_a_request_alone_states_nothing(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] not in ("pref.reply_language",)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我有哮喘，帮我查下跑步前要不要吃药", ("condition", "哮喘")),
        ("颈椎病，坐久了就疼，推荐枕头的时候考虑下", ("condition", "颈椎病")),
    ],
)
def test_doubt_in_a_request_to_the_assistant_is_no_doubt_of_the_user(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in user_slots(text)


@pytest.mark.parametrize("text", ["我在考虑要不要学法语", "我可能会去美团"])
def test_the_users_own_doubt_still_sets_a_sentence_aside(text: str) -> None:
    assert user_slots(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "我会早点睡",
        "明天我会带伞",
        "我会好好复习",
        "我会按时交作业",
        "我会用心写",
        "我肯定会迟到",
        "我会打电话给他",
        "我会在家做饭",
    ],
)
def test_will_is_no_skill(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] == "skill"}


@pytest.mark.parametrize(
    ("text", "skills"),
    [("我会修电脑也会做饭", {"修电脑", "做饭"}), ("我会做饭", {"做饭"})],
)
def test_can_is_a_skill(text: str, skills: set[str]) -> None:
    assert skills <= {v for s, v in user_slots(text) if s == "skill"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("上个月入职了吉利，做底盘标定", {("employer", "吉利"), ("role", "底盘标定")}),
        ("现在在一家外贸公司做单证", {("role", "单证")}),
        ("我离开了网易，去了一家做游戏的工作室，叫青木互动", {("employer", "青木互动")}),
    ],
)
def test_the_work_done_at_a_new_employer_and_its_name(
    text: str, expected: set[tuple[str, str]]
) -> None:
    learned = user_slots(text)
    assert expected <= learned
    assert not {v for s, v in learned if s == "role" and ("公司" in v or "的" in v)}


@pytest.mark.parametrize("text", ["我在家做作业", "我今天在家做饭", "我女儿叫小雨"])
def test_work_at_home_or_a_name_is_no_role_or_employer(text: str) -> None:
    assert not {s for s in user_slots(text) if s[0] in ("role", "employer")}


def test_a_job_change_with_the_work_done_supersedes_the_role() -> None:
    found = memories("我在新东方当英语老师。", "我离开新东方了，现在在一家出海公司做本地化。")
    assert active(found, "profile.role") == ["本地化"]


@pytest.mark.parametrize(
    ("first", "then", "key"),
    [
        ("我会说一点葡萄牙语。", "葡萄牙语好多年没用，基本忘光了。", "profile.languages"),
        ("我每个周末都会弹弹尤克里里。", "尤克里里已经好久没摸了。", "fact:habit"),
    ],
)
def test_an_ending_after_the_clause_that_names_it(first: str, then: str, key: str) -> None:
    found = memories(first, then)
    assert any(m.key == key for m in found) and active(found, key) == []


def test_an_ending_ends_only_what_it_names() -> None:
    found = memories("我会说韩语。", "我好久没去韩国了。")
    assert active(found, "profile.languages") == ["韩语"]


def test_when_is_no_skill() -> None:
    assert ("skill", "每个周末") not in user_slots("我每个周末都会弹弹吉他")


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("今天好累啊", "plan"),  # how the day feels
        ("我不太会游泳", "skill"),  # a hedged negation denies the ability
        ("我是小米的老用户", "employer"),  # a customer, not an employee
        ("我不怎么喜欢榴莲", "like"),
    ],
)
def test_feelings_hedged_negations_and_customers(text: str, wrong: str) -> None:
    assert not {s for s in user_slots(text) if s[0] == wrong}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我不怎么喜欢榴莲", ("dislike", "榴莲")),
        ("我是小米的员工", ("employer", "小米")),
        ("我是小米的", ("employer", "小米")),
    ],
)
def test_hedged_dislikes_and_employees(text: str, expected: tuple[str, str]) -> None:
    assert expected in user_slots(text)
