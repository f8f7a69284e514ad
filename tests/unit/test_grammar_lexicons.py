"""The slot lexicons in general: each predicate family of a slot fills it, in English and
Chinese, with the object read whole (sentences of our own, not of the corpus)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

MONDAY = date(2026, 3, 2)


def said(text: str) -> set[tuple[str, str]]:
    """(slot, value) of what a sentence says about the user, in its language."""
    parse = zh.parse if any("\u4e00" <= c <= "\u9fff" for c in text) else en.parse
    return {(f.slot, f.value) for f in parse(text, MONDAY) if f.subject == "user"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm crazy about Korean fried chicken.", ("like", "Korean fried chicken")),
        ("I'm passionate about urban gardening", ("like", "urban gardening")),
        ("I'm keen on sailing", ("like", "sailing")),
        ("I'm fond of old jazz records", ("like", "old jazz records")),
        ("I have a weakness for dark chocolate", ("like", "dark chocolate")),
        ("I've always loved thunderstorms", ("like", "thunderstorms")),
        ("Sushi is my go-to comfort food", ("like", "Sushi")),
        ("I'm a dog person", ("like", "dog")),
        ("I'm all about spicy food", ("like", "spicy food")),
        ("I never get tired of Seinfeld", ("like", "Seinfeld")),
        ("I got into bouldering last year", ("like", "bouldering")),
        ("火锅是我的菜", ("like", "火锅")),
        ("最近入坑了飞盘", ("like", "飞盘")),
        ("螺蛳粉我真的爱死了", ("like", "螺蛳粉")),
        ("我对摄影很感兴趣", ("like", "摄影")),
        ("我对日本料理情有独钟", ("like", "日本料理")),
        ("我是个咖啡控", ("like", "咖啡")),
        ("我是漫威迷", ("like", "漫威")),
        ("我是宫崎骏的忠实粉丝", ("like", "宫崎骏")),
        ("我很享受一个人旅行", ("like", "一个人旅行")),
        ("酸菜鱼真好吃", ("like", "酸菜鱼")),
        ("我现在爱上撸铁了", ("like", "撸铁")),
        ("可惜了我那么喜欢猫😭", ("like", "猫")),
    ],
)
def test_likes_by_many_predicates(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I can't bear loud music", ("dislike", "loud music")),
        ("I'm not keen on spicy food", ("dislike", "spicy food")),
        ("I can't stomach raw fish", ("dislike", "raw fish")),
        ("Mushrooms gross me out", ("dislike", "mushrooms")),
        ("I avoid energy drinks", ("dislike", "energy drinks")),
        ("我对足球不感兴趣", ("dislike", "足球")),
        ("我对韩剧无感", ("dislike", "韩剧")),
        ("我吃不惯西餐", ("dislike", "西餐")),
        ("我从来不喝咖啡", ("dislike", "咖啡")),
        ("我受不了榴莲的味道", ("dislike", "榴莲")),
        ("榴莲我实在吃不惯", ("dislike", "榴莲")),
    ],
)
def test_dislikes_by_many_predicates(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm not crazy about the new office",
        "我对足球不感兴趣",
        "I'm not fond of mornings",
        "我可爱上了",
    ],
)
def test_a_denied_like_is_no_like(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "like"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have allergies to pollen and mold", {("allergy", "pollen"), ("allergy", "mold")}),
        ("My allergy is to sesame", {("allergy", "sesame")}),
        ("I have an allergy to penicillin", {("allergy", "penicillin")}),
        ("I'm recovering from a broken ankle", {("condition", "broken ankle")}),
        ("I have a bad knee", {("condition", "bad knee")}),
        ("I've got hypertension and sleep apnea", {("condition", "hypertension")}),
        ("我去年查出了甲状腺结节", {("condition", "甲状腺结节")}),
        ("我被诊断为抑郁症", {("condition", "抑郁症")}),
        ("我确诊了焦虑症", {("condition", "焦虑症")}),
        ("我一直失眠", {("condition", "失眠")}),
        ("My blood pressure is high", {("condition", "high blood pressure")}),
        ("I have ADHD and dyslexia", {("condition", "ADHD"), ("condition", "dyslexia")}),
        ("I'm hard of hearing", {("condition", "hard of hearing")}),
        ("我血压有点高", {("condition", "高血压")}),
        ("我血糖偏低", {("condition", "低血糖")}),
        ("我肠胃不好", {("condition", "肠胃不好")}),
        ("我膝盖有旧伤", {("condition", "膝盖旧伤")}),
        ("我近视八百度", {("condition", "近视")}),
    ],
)
def test_health_by_many_predicates(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= said(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm great with spreadsheets", ("skill", "spreadsheets")),
        ("I taught myself Blender", ("skill", "Blender")),
        ("I've been programming in Go for five years", ("skill", "Go")),
        ("I know how to knit", ("skill", "knit")),
        ("I play the cello", ("skill", "cello")),
        ("i can read sheet music and play piano reasonably well", ("skill", "piano")),
        ("I mostly write TypeScript", ("skill", "TypeScript")),
        ("Statistics is my strong suit", ("skill", "Statistics")),
        ("我懂一点Java", ("skill", "Java")),
        ("画画是我的强项", ("skill", "画画")),
    ],
)
def test_skills_by_many_predicates(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize("text", ["I play tennis on Saturdays", "我不懂Java"])
def test_no_skill_without_one(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "skill"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm comfortable with Docker", ("skill", "Docker")),
        ("I've got a lot of experience with Salesforce", ("skill", "Salesforce")),
        ("I have a background in statistics", ("skill", "statistics")),
        ("I mostly work in TypeScript", ("skill", "TypeScript")),
        ("My main stack is Django and Postgres", ("skill", "Postgres")),
        ("I've been doing woodworking for years", ("skill", "woodworking")),
        ("I have 5 years of React under my belt", ("skill", "React")),
        ("I mainly write Go at work", ("skill", "Go")),
        ("I program in C++", ("skill", "C++")),
        ("My strongest language is Python", ("skill", "Python")),
        ("I've got solid Python skills", ("skill", "Python")),
        ("我对Linux很熟", ("skill", "Linux")),
        ("我熟练使用CAD", ("skill", "CAD")),
        ("我平时用Python写脚本", ("skill", "Python")),
        ("剪辑我很在行", ("skill", "剪辑")),
    ],
)
def test_skills_by_experience_and_tools(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I mostly work in TypeScript", "work_location"),
        ("I use a standing desk", "skill"),
        ("I've been doing this for years", "skill"),
        ("我对他不熟", "skill"),
    ],
)
def test_no_skill_or_place_without_one(text: str, slot: str) -> None:
    assert not {s for s in said(text) if s[0] == slot}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I became a project manager last month", ("role", "project manager")),
        ("My new role is head of marketing", ("role", "head of marketing")),
        ("I moved into a data science role", ("role", "data science")),
        ("I'm teaching maths now", ("role", "maths teacher")),
        ("as of this month I'm a senior lecturer", ("role", "senior lecturer")),
        ("I'm a stay-at-home dad", ("role", "stay-at-home dad")),
        ("I'm retired now", ("role", "retired")),
        ("I finally retired last month", ("role", "retired")),
        ("I joined a startup as their first engineer", ("role", "first engineer")),
        ("我已经退休了", ("role", "退休")),
        ("我当上店长了", ("role", "店长")),
        ("换工作了，岗位还是采购", ("role", "采购")),
        ("我转行去搞跨境直播了", ("role", "跨境直播")),
        ("我做了五年Java开发", ("role", "Java开发")),
    ],
)
def test_roles_by_many_predicates(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a dad of two",
        "say I'm a welder, what else could I do?",
        "I'll just quit and become a goat farmer",
        "I retired my old laptop",
        "我转行当老师了",
    ],
)
def test_no_false_role(text: str) -> None:
    assert {s for s in said(text) if s[0] == "role"} <= {("role", "老师")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I usually read before bed", ("habit", "read before bed")),
        ("I always have green tea in the afternoon", ("habit", "green tea in the afternoon")),
        ("after lunch I usually do a meditation", ("habit", "meditation after lunch")),
        ("I practise piano for an hour daily", ("habit", "practise piano daily")),
        ("I do CrossFit four times a week and eat well", ("habit", "CrossFit four times a week")),
        ("I've started running on Saturdays as well", ("habit", "running on Saturdays")),
        ("我周末一般去爬山", ("habit", "周末爬山")),
        ("我晚上经常去散步", ("habit", "晚上散步")),
        ("我每天骑车上班", ("habit", "每天骑车上班")),
    ],
)
def test_habits_with_a_routine_or_frequency(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    "text",
    ["I always forget my keys", "我经常忘带钥匙", "我每天在公司上班", "我每天的工作就是开会"],
)
def test_no_habit_without_a_routine(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "habit"}


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("we leave for Cape Town on the 28th and I haven't even booked a hotel", "2026-03-28"),
        ("moving apartments at the end of the month, so everything's in boxes", "2026-03-31"),
        ("I have a dentist appointment on the 5th", "2026-03-05"),
        ("我已经从字节离职了，下个月一号入职米哈游", "2026-04-01"),
        ("下个月三号搬家，东西还没开始收", "2026-04-03"),
        ("下个月我要搬家", "2026-04-01"),
    ],
)
def test_plans_dated_by_day_of_month_or_month(text: str, iso: str) -> None:
    parse = zh.parse if any("\u4e00" <= c <= "\u9fff" for c in text) else en.parse
    plans = [f for f in parse(text, MONDAY) if f.slot == "plan"]
    assert [f.dates for f in plans] == [(iso,)]


@pytest.mark.parametrize("text", ["上个月15号去了趟北京", "I went there on the 1st, we had fun"])
def test_a_past_day_of_the_month_is_no_plan(text: str) -> None:
    parse = zh.parse if any("\u4e00" <= c <= "\u9fff" for c in text) else en.parse
    assert not [f for f in parse(text, MONDAY) if f.slot == "plan"]


@pytest.mark.parametrize("text", ["我不吃辣了", "我不吃肉"])
def test_not_eating_is_a_dislike_only_by_taste_and_without_a_change(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "dislike"}


@pytest.mark.parametrize(
    "text", ["有点焦虑，程序员几岁会被裁", "我身体很好", "my prices are high", "I have allergies"]
)
def test_a_mood_or_a_state_is_no_condition(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "condition"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I can't have dairy, I'm allergic", ("allergy", "dairy")),
        ("Nuts are a no-go for me, I'm allergic", ("allergy", "Nuts")),
        ("I love cats but I'm allergic", ("allergy", "cats")),
        ("I carry an EpiPen for my peanut allergy", ("allergy", "peanut")),
        ("about me: teacher in Bath, latex allergy, two kids", ("allergy", "latex")),
        ("我一吃芒果就过敏", ("allergy", "芒果")),
        ("吃了虾就起疹子", ("allergy", "虾")),
    ],
)
def test_allergies_said_apart_or_by_their_effect(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to running",
        "I'm allergic to commitment",
        "my son is allergic",
        "我有过敏性鼻炎",
        "我对花生过敏，吃一点就会休克",
    ],
)
def test_no_false_allergy_or_skill(text: str) -> None:
    found = said(text)
    assert not {s for s in found if s[0] == "skill"}
    assert {s for s in found if s[0] == "allergy"} <= {("allergy", "花生")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Japanese is my mother tongue", {("languages", "Japanese")}),
        ("English is my second language", {("languages", "English")}),
        ("I speak conversational Arabic", {("languages", "Arabic")}),
        ("I'm bilingual, English/Urdu", {("languages", "English"), ("languages", "Urdu")}),
        ("I can converse in Italian", {("languages", "Italian")}),
        ("I'm a Mandarin speaker", {("languages", "Mandarin")}),
        ("我英语说得很流利", {("languages", "英语")}),
        ("我平时主要用中文和日语", {("languages", "中文"), ("languages", "日语")}),
        ("我的英语是母语水平", {("languages", "英语")}),
    ],
)
def test_languages_by_many_predicates(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= said(text)


@pytest.mark.parametrize("text", ["I'm a public speaker", "Python is my first language"])
def test_no_language_without_one(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "languages"}


def test_a_language_one_can_speak_is_no_skill() -> None:
    assert not {s for s in said("I can converse in Italian") if s[0] == "skill"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I commute to London every day", ("work_location", "London")),
        ("I work downtown in Seattle", ("work_location", "Seattle")),
        ("I'm based in our Singapore office", ("work_location", "Singapore")),
        ("My workplace is in Canary Wharf", ("work_location", "Canary Wharf")),
        ("I go into the office in Leeds twice a week", ("work_location", "Leeds")),
        ("我每天去上海上班", ("work_location", "上海")),
        ("我在新加坡办公", ("work_location", "新加坡")),
        ("工作地点改到了南京", ("work_location", "南京")),
    ],
)
def test_where_one_works(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize(
    "text", ["I commute to work by bike", "我去公司上班", "我在家办公", "本人大三，学校在大连"]
)
def test_no_work_place_without_a_place(text: str) -> None:
    assert not {s for s in said(text) if s[0] == "work_location"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I run a podcast about history", ("project", "podcast about history")),
        ("I'm in the middle of writing a cookbook", ("project", "cookbook")),
        ("I'm coding a personal finance tracker in Rust", ("project", "personal finance tracker")),
        ("I'm rebuilding our company website", ("project", "company website")),
        ("我手上有个数据迁移的项目", ("project", "数据迁移的项目")),
        ("业余时间在捣鼓一个智能花盆", ("project", "智能花盆")),
        ("我最近在录一档播客", ("project", "播客")),
        ("我正在搭一个个人博客", ("project", "个人博客")),
    ],
)
def test_projects_by_many_verbs(text: str, expected: tuple[str, str]) -> None:
    assert expected in said(text)


@pytest.mark.parametrize("text", ["I run a bakery", "I run a marathon every year", "我在学着做饭"])
def test_no_project_or_employer_without_one(text: str) -> None:
    assert not {s for s in said(text) if s[0] in ("project", "employer")}


def test_a_list_needs_a_join_between_its_items() -> None:
    assert {s for s in said("I got certified in Kubernetes last year") if s[0] == "skill"} == {
        ("skill", "Kubernetes")
    }
