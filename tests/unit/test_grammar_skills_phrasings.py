"""Skills, languages, projects and goals as people say them in everyday chat, English and
Chinese (issue 22, the slot group of helper h22s).

Written from how people talk before any corpus failure was read: each phrasing is a fresh
sentence with the value it must give, matched leniently as the extraction corpus scores it
(`values_match`). The negatives (others, questions, hypotheticals, wishes about others,
tentative musing, denials) must give no memory of this group about the user.
"""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY

GROUP = frozenset(("skill", "languages", "project", "goal"))

ENGLISH: list[tuple[str, str, str]] = [
    ("I'm decent at Excel, nothing fancy", "skill", "Excel"),
    ("I'm pretty handy with power tools", "skill", "power tools"),
    ("I can do basic video editing", "skill", "video editing"),
    ("I've been doing pottery for years", "skill", "pottery"),
    ("Photography is my bread and butter", "skill", "photography"),
    ("I know my way around Blender", "skill", "Blender"),
    ("I picked up Elixir over the summer", "skill", "Elixir"),
    ("I taught myself calligraphy during lockdown", "skill", "calligraphy"),
    ("I'm certified in first aid", "skill", "first aid"),
    ("I'm really good at public speaking", "skill", "public speaking"),
    ("I've been writing Haskell professionally for five years", "skill", "Haskell"),
    ("I know SQL inside out", "skill", "SQL"),
    ("I'm fairly proficient with Illustrator", "skill", "Illustrator"),
    ("I've worked with Kafka a lot", "skill", "Kafka"),
    ("I'm an expert at knitting", "skill", "knitting"),
    ("My strongest skill is data visualization", "skill", "data visualization"),
    ("I'm quite experienced in project management", "skill", "project management"),
    ("Ruby on Rails is my specialty", "skill", "Ruby on Rails"),
    ("I'm an Excel wizard", "skill", "Excel"),
    ("I've been using Figma daily for years", "skill", "Figma"),
    ("I'm handy at plumbing", "skill", "plumbing"),
    ("I got certified in scuba diving last year", "skill", "scuba diving"),
    ("I just learned how to bake sourdough", "skill", "bake sourdough"),
    ("I can play the piano", "skill", "piano"),
    ("I've gotten pretty good at chess", "skill", "chess"),
    ("Been coding in Rust for a couple of years now", "skill", "Rust"),
    ("I'm comfortable using Git", "skill", "Git"),
    ("I'm a self-taught web developer and I know Django well", "skill", "Django"),
    ("Public speaking is one of my strengths", "skill", "public speaking"),
    ("I speak Portuguese at home", "languages", "Portuguese"),
    ("I'm fluent in Korean", "languages", "Korean"),
    ("My French is rusty", "languages", "French"),
    ("I grew up speaking Cantonese", "languages", "Cantonese"),
    ("I'm bilingual in English and Spanish", "languages", "Spanish"),
    ("I'm a native Arabic speaker", "languages", "Arabic"),
    ("I can get by in Italian", "languages", "Italian"),
    ("I know a little German", "languages", "German"),
    ("I'm conversational in Japanese", "languages", "Japanese"),
    ("Hindi is my first language", "languages", "Hindi"),
    ("I understand Russian but can't speak it well", "languages", "Russian"),
    ("My mother tongue is Dutch", "languages", "Dutch"),
    ("I speak a bit of Greek", "languages", "Greek"),
    ("I can read Latin", "languages", "Latin"),
    ("I picked up some Thai while living in Bangkok", "languages", "Thai"),
    ("My Spanish is pretty good", "languages", "Spanish"),
    ("I'm a Polish speaker", "languages", "Polish"),
    ("Swedish is my native tongue", "languages", "Swedish"),
    ("I speak three languages: English, French and Arabic", "languages", "French"),
    ("My Vietnamese is basic", "languages", "Vietnamese"),
    ("I can hold a conversation in Hebrew", "languages", "Hebrew"),
    ("Fluent Spanish speaker here", "languages", "Spanish"),
    ("I'm learning Korean but I already speak Japanese", "languages", "Japanese"),
    ("My wife and I speak Farsi at home", "languages", "Farsi"),
    ("My German is decent", "languages", "German"),
    ("I'm a native speaker of Tagalog", "languages", "Tagalog"),
    ("I'm building a home automation system", "project", "home automation system"),
    ("I'm working on a podcast about urban planning", "project", "podcast about urban planning"),
    ("My side project is a Discord bot", "project", "Discord bot"),
    ("I've been hacking on a compiler plugin", "project", "compiler plugin"),
    ("Right now I'm restoring an old motorbike", "project", "old motorbike"),
    ("I'm putting together a photo book for my parents", "project", "photo book"),
    ("We're launching a coffee subscription service", "project", "coffee subscription service"),
    ("I'm in the middle of writing my thesis", "project", "thesis"),
    ("Lately I've been tinkering with a weather station", "project", "weather station"),
    ("I'm developing a board game", "project", "board game"),
    ("My current project is a mobile app for dog walkers", "project", "mobile app for dog walkers"),
    ("I'm making a short documentary", "project", "short documentary"),
    ("I've started a YouTube channel about woodworking", "project", "YouTube channel"),
    ("I'm renovating our bathroom", "project", "bathroom"),
    ("We're building a fraud detection model at work", "project", "fraud detection model"),
    ("I'm knitting a sweater for my niece", "project", "sweater"),  # g42j: the thing, short
    (
        "I'm designing a logo for a friend's bakery",
        "project",
        "logo for a friend's bakery",
    ),
    ("I'm currently writing a fantasy novel", "project", "fantasy novel"),
    ("I run a small newsletter about climate tech", "project", "newsletter about climate tech"),
    ("I'm setting up a home lab", "project", "home lab"),
    ("These days I'm working on an open-source CLI tool", "project", "open-source CLI tool"),
    (
        "I'm composing a soundtrack for an indie game",
        "project",
        "soundtrack for an indie game",
    ),
    ("I'm rebuilding my personal website", "project", "personal website"),
    ("I'm prototyping a smart plant pot", "project", "smart plant pot"),
    ("Been working on a memoir for a while", "project", "memoir"),
    ("I'm coding a budgeting tool in my spare time", "project", "budgeting tool"),
    (
        "My weekend project is a treehouse for the kids",
        "project",
        "treehouse",
    ),  # g42j: the thing, short
    ("I want to run a marathon", "goal", "run a marathon"),
    ("I'm trying to lose ten pounds", "goal", "lose ten pounds"),
    ("My goal this year is to read 50 books", "goal", "read 50 books"),
    ("I'm hoping to get promoted by summer", "goal", "get promoted"),
    ("I'm aiming for a black belt", "goal", "black belt"),
    ("Learning to surf is one of my goals this year", "goal", "learning to surf"),
    ("My dream is to open a bakery", "goal", "open a bakery"),
    ("I'm saving up to buy a house", "goal", "buy a house"),
    ("I really want to get better at drawing", "goal", "get better at drawing"),
    ("I'm determined to finish my PhD", "goal", "finish my PhD"),
    ("One of my goals is to visit every national park", "goal", "visit every national park"),
    ("I'm working towards my CPA", "goal", "CPA"),
    ("This year I want to learn Japanese", "goal", "learn Japanese"),
    ("I hope to retire early", "goal", "retire early"),
    ("I'd like to switch careers into UX", "goal", "switch careers into UX"),
    ("My resolution is to drink less coffee", "goal", "drink less coffee"),
    ("I'm studying for the bar exam", "goal", "bar exam"),
    ("I've always wanted to write a novel", "goal", "write a novel"),
    ("I'm trying hard to quit smoking", "goal", "quit smoking"),
    ("My big goal is to become a pilot", "goal", "become a pilot"),
    ("I'm gunning for a promotion", "goal", "promotion"),
    ("I'm on a mission to cook more at home", "goal", "cook more at home"),
    ("The goal is to pay off my student loans by 2028", "goal", "pay off my student loans"),
    ("I aim to speak Spanish fluently by next year", "goal", "speak Spanish fluently"),
    ("Hoping to get into grad school next fall", "goal", "get into grad school"),
    ("I'm working hard to save for a trip to Japan", "goal", "save for a trip to Japan"),
    # second round: kinds found by probing beyond the first table
    ("I'm pretty good at Photoshop and Lightroom", "skill", "Lightroom"),
    ("Excel and PowerPoint are my daily tools", "skill", "PowerPoint"),
    ("I taught myself to code", "skill", "code"),
    ("Coding is something I taught myself", "skill", "coding"),
    ("I write a lot of Go at work", "skill", "Go"),
    ("I'm really into rock climbing and I'm getting pretty good at it", "skill", "rock climbing"),
    (
        "Negotiating leases is half my job and I'm honestly good at it",
        "skill",
        "negotiating leases",
    ),
    ("I've been coding in Python for ten years", "skill", "Python"),
    ("I learned Java at university", "skill", "Java"),
    ("I learned Italian in school", "languages", "Italian"),
    ("I have basic Japanese", "languages", "Japanese"),
    ("I have conversational Spanish", "languages", "Spanish"),
    ("I've got some German from school", "languages", "German"),
    ("I know enough Spanish to get around", "languages", "Spanish"),
    ("I know French pretty well", "languages", "French"),
    ("I can understand Italian but I can't speak it", "languages", "Italian"),
    ("I grew up in Quebec so French was my first language", "languages", "French"),
    ("I'm trilingual: English, Spanish and Portuguese", "languages", "Portuguese"),
    ("I'm rusty in German", "languages", "German"),
    ("I'm at a B2 level in German", "languages", "German"),
    ("I talk to my mom in Polish", "languages", "Polish"),
    ("I'm trying to get my startup off the ground", "project", "startup"),
    ("I'm starting a small Etsy shop for my pottery", "project", "Etsy shop"),
    ("Been hacking away at a game engine in Rust", "project", "game engine"),
    ("I'm in the process of launching a podcast", "project", "podcast"),
    ("I've been slowly restoring a 1970 Mustang", "project", "1970 Mustang"),
    ("I'm putting the finishing touches on my portfolio site", "project", "portfolio site"),
    ("I'm co-writing a screenplay with a friend", "project", "screenplay"),
    ("I'm translating a book from Spanish", "project", "book"),
    ("My plan for this year is to save 10k", "goal", "save 10k"),
    ("My New Year's resolution is to read more", "goal", "read more"),
    ("My big goal right now is to save money", "goal", "save money"),
    ("I'm working toward a promotion", "goal", "promotion"),
    ("I really want to reach conversational French", "goal", "reach conversational French"),
]

CHINESE: list[tuple[str, str, str]] = [
    ("我会弹吉他", "skill", "吉他"),
    ("我Excel用得挺溜的", "skill", "Excel"),
    ("我擅长做PPT", "skill", "PPT"),
    ("我写了五年Java", "skill", "Java"),
    ("Python我很熟", "skill", "Python"),
    ("我对机器学习比较在行", "skill", "机器学习"),
    ("我的强项是数据分析", "skill", "数据分析"),
    ("剪视频我还挺拿手的", "skill", "剪视频"),
    ("我精通SQL", "skill", "SQL"),
    ("我做饭很厉害", "skill", "做饭"),
    ("我懂一些财务", "skill", "财务"),
    ("我玩摄影好多年了", "skill", "摄影"),
    ("我有三年的React开发经验", "skill", "React"),
    ("我最近学会了游泳", "skill", "游泳"),
    ("我熟悉Linux", "skill", "Linux"),
    ("我算是个Excel高手", "skill", "Excel"),
    ("我会修电脑", "skill", "修电脑"),
    ("我对Go挺熟的", "skill", "Go"),
    ("我自学了吉他", "skill", "吉他"),
    ("我擅长跟客户沟通", "skill", "跟客户沟通"),
    ("我的专长是UI设计", "skill", "UI设计"),
    ("编程是我的老本行", "skill", "编程"),
    ("我Photoshop用得很熟练", "skill", "Photoshop"),
    ("我平时用Python做数据分析", "skill", "Python"),
    ("我画画画了十几年", "skill", "画画"),
    ("我考了潜水证，会潜水", "skill", "潜水"),
    ("我会说粤语", "languages", "粤语"),
    ("我能讲一点法语", "languages", "法语"),
    ("我的母语是闽南语", "languages", "闽南语"),
    ("我英语说得很溜", "languages", "英语"),
    ("我会一点日语", "languages", "日语"),
    ("我的德语有点生疏了", "languages", "德语"),
    ("我英语和西班牙语都会", "languages", "西班牙语"),
    ("我韩语还行", "languages", "韩语"),
    ("我日常用英语交流", "languages", "英语"),
    ("我粤语和普通话都很流利", "languages", "粤语"),
    ("我能听懂俄语", "languages", "俄语"),
    ("我学了三年意大利语", "languages", "意大利语"),
    ("我会讲客家话", "languages", "客家话"),
    ("我懂一些阿拉伯语", "languages", "阿拉伯语"),
    ("我法语过了B2", "languages", "法语"),
    ("葡萄牙语是我的第二语言", "languages", "葡萄牙语"),
    ("我英文还可以，日常沟通没问题", "languages", "英文"),
    ("我日语是N1水平", "languages", "日语"),
    ("我说得一口流利的德语", "languages", "德语"),
    ("我能用西班牙语和人聊天", "languages", "西班牙语"),
    ("我泰语会一点点", "languages", "泰语"),
    ("我会三门语言：中文、英语和法语", "languages", "法语"),
    ("我母语是韩语", "languages", "韩语"),
    ("我英语挺流利的", "languages", "英语"),
    ("我从小讲上海话长大", "languages", "上海话"),
    ("我在做一个记账小程序", "project", "记账小程序"),
    ("我们组在搞一个推荐系统", "project", "推荐系统"),
    ("最近在弄一个个人博客", "project", "个人博客"),
    ("我业余在写一本小说", "project", "小说"),
    ("我正在开发一款手游", "project", "手游"),
    ("我在装修新房子", "project", "新房子"),
    ("我最近在折腾一个树莓派项目", "project", "树莓派项目"),
    ("我手头有个数据迁移的项目", "project", "数据迁移的项目"),
    ("我在写毕业论文", "project", "毕业论文"),
    ("我最近在筹备一个播客", "project", "播客"),
    ("我们团队在重构支付系统", "project", "支付系统"),
    ("我在拍一部微电影", "project", "微电影"),
    ("我自己在做一个开源的命令行工具", "project", "开源的命令行工具"),
    ("我最近在做一个AI写作助手", "project", "AI写作助手"),
    ("我周末在搭一个智能家居系统", "project", "智能家居系统"),
    ("我负责公司官网的改版", "project", "公司官网的改版"),
    ("我在设计一套桌游", "project", "桌游"),
    ("我在录一张专辑", "project", "专辑"),
    ("我最近在弄一个公众号", "project", "公众号"),
    ("我开了一个美食频道", "project", "美食频道"),
    ("我在给我妈做一个相册", "project", "相册"),
    ("我在织一条围巾", "project", "围巾"),
    ("我们在做一个电商平台", "project", "电商平台"),
    ("我现在主要在搞一个大模型评测的项目", "project", "大模型评测的项目"),
    ("我的副业是一个卖手工皂的网店", "project", "卖手工皂的网店"),
    ("我打算今年考研", "goal", "考研"),
    ("我想学游泳", "goal", "学游泳"),
    ("我今年的目标是减重十斤", "goal", "减重十斤"),
    ("我争取年底前拿到驾照", "goal", "拿到驾照"),
    ("我想要买一套房子", "goal", "买一套房子"),
    ("我的梦想是开一家咖啡馆", "goal", "开一家咖啡馆"),
    ("我希望明年能升职", "goal", "升职"),
    ("我一直想去冰岛看极光", "goal", "去冰岛看极光"),
    ("我在努力攒钱买车", "goal", "攒钱买车"),
    ("我准备考雅思", "goal", "考雅思"),
    ("我计划三十岁前实现财务自由", "goal", "财务自由"),
    ("我要把英语练好", "goal", "把英语练好"),
    ("我想转行做产品经理", "goal", "转行做产品经理"),
    ("我的新年愿望是戒烟", "goal", "戒烟"),
    ("我决心要跑完一场马拉松", "goal", "跑完一场马拉松"),
    ("我正在备考CPA", "goal", "CPA"),
    ("我想在三年内还清房贷", "goal", "还清房贷"),
    ("我的目标是进大厂", "goal", "进大厂"),
    ("我立了个flag，今年读五十本书", "goal", "读五十本书"),
    ("我给自己定了个目标：每周健身三次", "goal", "每周健身三次"),
    ("我很想学会弹钢琴", "goal", "学会弹钢琴"),
    ("我一心想出国读博", "goal", "出国读博"),
    ("我希望自己能早点退休", "goal", "早点退休"),
    ("我打算明年换个工作", "goal", "换个工作"),
    ("我力争今年拿到PMP证书", "goal", "拿到PMP证书"),
    # second round
    ("我平时写Go比较多", "skill", "Go"),
    ("我特别会做蛋糕", "skill", "做蛋糕"),
    ("我吉他弹得还行", "skill", "吉他"),
    ("我普通话不太标准，但粤语很地道", "languages", "粤语"),
    ("我英语很一般", "languages", "英语"),
    ("我从小在英国长大，英语跟母语差不多", "languages", "英语"),
    ("我会说斯瓦希里语", "languages", "斯瓦希里语"),
    ("我西语说得还可以", "languages", "西语"),
    ("我会说中英双语", "languages", "英语"),
    ("我的法语水平大概是B1", "languages", "法语"),
    ("我工作语言是英语", "languages", "英语"),
    ("我平时跟客户用英语沟通", "languages", "英语"),
    ("我小学在美国读的，英语是我的强项", "languages", "英语"),
    ("我的毕业设计是一个智能垃圾桶", "project", "智能垃圾桶"),
    ("我正在装修厨房", "project", "厨房"),
    ("我在重新设计我的个人主页", "project", "个人主页"),
    ("我正在减肥，目标是瘦到120斤", "goal", "瘦到120斤"),
    ("我自学过一点Photoshop", "skill", "Photoshop"),
    ("我从小练书法", "skill", "书法"),
    ("我打了十年篮球", "skill", "篮球"),
    ("我对烘焙挺拿手的", "skill", "烘焙"),
    ("我摄影水平还可以", "skill", "摄影"),
    ("我数学很好", "skill", "数学"),
    ("我跳舞跳得很好", "skill", "跳舞"),
    ("我业余学了两年油画", "skill", "油画"),
]

ENGLISH_NONE: list[str] = [
    "I wish my brother would get a job",
    "If I were rich I'd buy a boat",
    "Do you want to learn French?",
    "My sister speaks fluent German",
    "Maybe I'll learn piano someday, who knows",
    "My friend is building a treehouse",
    "Can you speak Spanish?",
    "What's a good goal for a beginner runner?",
    "My son wants to be an astronaut",
    "He is really good at chess",
    "I'm not good at math",
    "I don't speak any Italian",
    "Should I learn Rust or Go?",
    "My team lead wants us to ship by Friday",
    "I want you to keep your answers short",
    "Is it hard to learn Korean?",
    "She's working on her thesis",
    "I want to know how Kafka works",
    "I'd love to visit Iceland someday",
    "My wife is my strength",
    "I can do Tuesday",
    "I have a Japanese friend",
    "I know some French people",
    "I want to grab lunch tomorrow",
    "I want to watch a movie tonight",
    "I'm planning to visit my parents on Saturday",
    "I'm trying to figure out what to cook",
    "I want to cancel my subscription",
    "I want to learn more about black holes",
    "I'm great at procrastinating lol",
    "I'm good at my job",
    "I know Tom from work",
    "I know Paris pretty well",
    "I know Sarah really well",
    "I picked up Sarah from the airport",
    "I'm good with kids",
    "I'm familiar with the area",
    "I'm great with dogs",
    "I've mastered the art of napping",
    "I'm trying to make it work",
    "I'm trying to stay positive",
    "I learned Italian cooking from my nonna",
    "We have been achieving our goals, which is awesome",
    "Going to those places is on my to-do list",
]

CHINESE_NONE: list[str] = [
    "我老公想学日语",
    "如果我会说法语就好了",
    "你会说粤语吗？",
    "我儿子在做一个机器人",
    "我朋友擅长画画",
    "你觉得我应该学Python还是Java？",
    "要是能中彩票就好了",
    "我希望你回答简短一点",
    "也许以后会考虑学个乐器吧，说不定",
    "我不会说韩语",
    "我不擅长做饭",
    "他的目标是考上清华",
    "我想问一下怎么学英语",
    "我想知道明天天气怎么样",
    "我在学韩语，目前能简单对话",
    "我会四国语言",
    "我计划下周去上海出差",
    "我想看电影",
    "我想把这篇文章翻译一下",
    "我在准备一个演讲",
    "我很会找借口",
    "我学会了放下",
    "我做了五年产品经理",
    "我身体很好",
    "我想把它修好",
    "我在努力让这件事成功",
]

SEVERAL: list[tuple[str, set[tuple[str, str]]]] = [
    (
        "I speak French and I'm building a chess app in Rust",
        {("languages", "French"), ("project", "chess app")},
    ),
    (
        "I'm fluent in Spanish and my goal is to learn Portuguese too",
        {("languages", "Spanish"), ("goal", "learn Portuguese")},
    ),
    ("我会说粤语，最近在做一个记账小程序", {("languages", "粤语"), ("project", "记账小程序")}),
    ("我擅长数据分析，今年的目标是考研", {("skill", "数据分析"), ("goal", "考研")}),
]


def _users(fills: list[Fill]) -> list[tuple[str, str]]:
    return [(f.slot, f.value) for f in fills if f.subject == "user"]


def _found(found: list[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


def _parse(text: str) -> list[tuple[str, str]]:
    if any("\u4e00" <= c <= "\u9fff" for c in text):
        return _users(zh.parse(prepare(text), MONDAY))
    return _users(en.parse(text, MONDAY))


@pytest.mark.parametrize(("text", "slot", "value"), ENGLISH)
def test_english_skill_language_project_goal_phrasings(text: str, slot: str, value: str) -> None:
    found = _parse(text)
    assert _found(found, slot, value), found


@pytest.mark.parametrize(("text", "slot", "value"), CHINESE)
def test_chinese_skill_language_project_goal_phrasings(text: str, slot: str, value: str) -> None:
    found = _parse(text)
    assert _found(found, slot, value), found


@pytest.mark.parametrize("text", ENGLISH_NONE + CHINESE_NONE)
def test_no_skill_language_project_or_goal_of_the_user(text: str) -> None:
    assert not [f for f in _parse(text) if f[0] in GROUP]


@pytest.mark.parametrize(("text", "wanted"), SEVERAL)
def test_several_slots_of_the_group_in_one_sentence(
    text: str, wanted: set[tuple[str, str]]
) -> None:
    found = _parse(text)
    assert all(_found(found, slot, value) for slot, value in wanted), found


def test_the_table_has_25_phrasings_per_slot_and_language() -> None:
    for table in (ENGLISH, CHINESE):
        for slot in GROUP:
            assert sum(1 for _, s, _ in table if s == slot) >= 25, slot


@pytest.mark.parametrize(
    "text", ["I really want to learn to play the piano", "我想学弹钢琴", "我打算学会游泳"]
)
def test_a_skill_inside_a_goal_is_wished_not_had(text: str) -> None:
    found = _parse(text)
    assert [s for s, _ in found if s == "goal"] and not [s for s, _ in found if s == "skill"]


@pytest.mark.parametrize(("text", "language"), [("My native language is Polish", "Polish")])
def test_a_native_language_is_kept_beside_the_plain_one_english(text: str, language: str) -> None:
    fills = [f for f in en.parse(text, MONDAY) if f.slot == "languages"]
    assert {bool(f.extra.get("native")) for f in fills if f.value == language} == {True, False}


def test_a_native_language_is_a_language_spoken_chinese() -> None:
    assert ("languages", "波兰语") in _parse("我的母语是波兰语")


@pytest.mark.parametrize(
    "text", ["我业余学了两年油画", "I've been doing pottery in my spare time for years"]
)
def test_when_a_skill_is_practised_is_not_a_skill(text: str) -> None:
    values = [v for s, v in _parse(text) if s == "skill"]
    assert values and not [v for v in values if v in ("业余", "spare time")]
