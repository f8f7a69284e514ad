"""Everyday sentences that must teach NOTHING about the user (issue 22, precision), written
from the kinds of talk that are not a statement about oneself, in English and Chinese:
questions in every form (吗/呢/是不是/有没有, rhetorical, indirect "I wonder if"), hypotheticals
and conditionals, wishes about others, quoted and reported words, jokes and hyperbole, the
assistant's own words, tentative plans, denied facts, generic remarks about people, song and
book titles, and talk about a third person. None is a corpus line. Through the real extract
and consolidate stages; relations named in passing are allowed (they are people the user
has), nothing else about the user."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Role

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="t", user="u", session="s1")


def learned_about_user(text: str, role: Role = "user") -> list[str]:
    """What one message taught about the user (relations and pets aside)."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    event = MessagePosted(id="e1", time=T0, scope=SCOPE, payload=Message(role=role, content=text))
    for record in extract.process(event, extracted):
        consolidate.process(record, consolidated)
    found = [
        v for _, v in consolidated.scan(entries_prefix(SCOPE.key)) if isinstance(v, MemoryEntry)
    ]
    return [
        f"{e.memory.key}={e.memory.value}"
        for e in found
        if e.memory is not None
        and e.memory.level == "user"
        and e.memory.type.value in ("profile", "preference", "fact")
        and e.memory.attributes.get("subject", "user") == "user"
        and not e.memory.key.startswith(("profile.relations.", "profile.narrative"))
    ]


EN: dict[str, list[str]] = {
    "question": [
        "do you like sushi?",
        "are you into hiking at all?",
        "is it weird that I hate cilantro?",
        "would you say I'm a morning person?",
        "have you ever been to Oslo?",
        "am I the only one who can't stand jazz?",
        "where do people usually live when they work in Zurich?",
        "I wonder if I'd enjoy living in Madrid",
        "I was wondering whether Kotlin is worth learning",
        "any idea if Berlin is cheaper than Munich?",
        "how do I tell my landlord I'm moving out of Leeds",
        "who doesn't love pizza, right?",
        "isn't everyone allergic to something these days?",
        "what would a vegan eat at a barbecue?",
        "could I become a nurse at forty?",
        "I'd like to know whether I can drink coffee while pregnant",
        "do you know any good sushi places in Seattle?",
        "tell me, is Rust hard to learn?",
        "do I need a visa if I'm a Canadian living in Mexico?",
        "is it normal that I'm always tired after lunch?",
        "what's a good gift for someone who loves gardening?",
        "can someone who's lactose intolerant eat cheese?",
        "should a beginner like me start with Python?",
        "how do vegetarians get enough protein?",
        "why do I always wake up at 3am?",
        "is remote work from Bali legal?",
        "you play chess?",
        "so you're saying I should switch to Linux?",
        "wanna grab sushi later?",
        "I'm curious whether teachers in Finland earn more",
        "what if I moved to Canada?",
    ],
    "hypothetical": [
        "if I lived in Tokyo I'd eat ramen every day",
        "if I had a cat I'd name her Miso",
        "if I were a teacher I'd ban homework",
        "imagine I quit my job tomorrow",
        "say I moved to Austin, what would rent be like?",
        "in another life I'd be a chef",
        "I would love to live in Paris one day",
        "I'd probably hate running if I tried it",
        "assuming I get the job at Google, where should I live?",
        "should I ever go vegan, what do I eat?",
        "if my doctor tells me to cut sugar I will",
        "were I to learn Spanish, where would I start?",
        "if I won the lottery I'd buy a boat",
        "if I could live anywhere it'd be Kyoto",
        "I'd never move to Texas, unless they paid me double",
        "in an ideal world I'd work from home",
        "if only I spoke French",
        "when I retire I'll move to Portugal maybe",
        "I'd kill for a coffee right now",
        "ideally I'd be a writer",
        "pretend I'm a nurse and explain the shift",
        "let's say I'm a beginner in Go",
        "role-play: you're my boss and I'm asking for a raise",
    ],
    "wish_other": [
        "I wish my husband liked hiking",
        "I hope my daughter becomes a doctor",
        "I want my son to learn Mandarin",
        "my mom wishes I lived closer to her",
        "I'd love for my team to switch to Python",
        "I wish my roommate would stop smoking",
    ],
    "quoted": [
        'my boss said "I hate video calls"',
        "my sister told me she's moving to Denver",
        "apparently Tom is a vegan now",
        "my friend says she loves horror movies",
        "he told me he works at Amazon",
        "my mom keeps saying I should become a lawyer",
        "I heard that Lisbon is great for remote workers",
        "the article said coffee causes anxiety",
        "someone on reddit said they're allergic to garlic",
        "my wife thinks I'm a terrible cook",
        "the doctor said people my age should walk more",
        "my therapist says I'm a perfectionist",
        "my kids tell me I'm obsessed with Wordle",
        "everyone says I should be a teacher",
        "my doctor thinks I might be anemic",
        "according to my wife I snore every night",
        "my friend Sam just told me he hates cats",
        "Jen said she's allergic to shellfish",
        "my brother claims he invented the pizza bagel",
    ],
    "joke": [
        "I'm basically a professional napper at this point lol",
        "I'm the queen of procrastination",
        "I could sleep for a hundred years",
        "at this rate I'll be living in the office by Friday",
        "I'm literally dying of boredom",
        "my cat is the real boss of this house",
        "I'm married to my job haha",
        "I'm a professional overthinker",
        "I'm the world's worst cook lol",
        "coffee is my love language",
        "my blood type is espresso",
        "I live at the gym at this point",
        "I'm fluent in sarcasm",
        "I speak fluent cat",
        "I'm 90% caffeine",
        "my second job is arguing with my printer",
    ],
    "assistant_repeated": [
        "You mentioned you live in Berlin, right?",
        "You said you're a vegetarian earlier",
    ],
    "tentative": [
        "maybe I'll learn guitar next year",
        "I might move to Portland",
        "I'm thinking about getting a dog",
        "I'm considering a career in nursing",
        "I may start running again",
        "I could try yoga I guess",
        "not sure if I want to learn French",
        "I'm toying with the idea of going vegan",
        "part of me wants to move to the countryside",
        "I guess I could learn to code",
        "one day I'd like to visit Peru",
        "I've been meaning to start running",
        "I'm on the fence about going vegetarian",
        "I might pick up the violin again",
        "thinking of moving to Bristol, not sure yet",
    ],
    "negated": [
        "I'm not a doctor",
        "I don't live in London",
        "I'm not allergic to anything",
        "I don't work at Microsoft",
        "I'm no expert in Python",
        "I don't have any pets",
        "I don't speak German",
        "I never learned to code",
        "I'm not vegetarian, just eat less meat",
        "I don't have a job right now",
        "I no longer live in Paris",
        "I've never smoked",
        "I'm not a morning person",
    ],
    "generic": [
        "people who live in Oslo pay a lot for beer",
        "everyone loves a good burger",
        "most engineers hate meetings",
        "vegans are usually pretty healthy",
        "nobody likes Mondays",
        "doctors work crazy hours",
        "programmers drink a lot of coffee",
        "kids these days love TikTok",
        "Londoners are always in a hurry",
        "teachers in the UK are underpaid",
        "cats hate water",
        "people in Seattle love their coffee",
        "a lot of people are allergic to cats",
        "many devs prefer dark mode",
        "runners tend to eat a lot of pasta",
        "some people can't stand cilantro",
        "you can't beat homemade bread",
        "nobody in my office drinks tea",
    ],
    "lyrics": [
        "I've been listening to 'I Will Survive' on repeat",
        "the song goes 'I'm a believer'",
        "my favourite line is 'I'm on the highway to hell'",
        "the book is called I Am Malala",
    ],
    "third": [
        "my brother is a pilot and lives in Dubai",
        "she hates broccoli",
        "Tom loves sushi",
        "my neighbour just got a puppy",
        "my coworker is allergic to peanuts",
        "my dad quit smoking last year",
        "our manager speaks five languages",
        "they moved to Chicago in May",
        "Anna works at Google as an engineer",
        "my best friend is a nurse in Leeds",
        "the kids love pancakes on Sundays",
        "my partner speaks Italian",
        "he goes running every morning",
        "Sarah is vegan",
        "my husband works from home on Fridays",
        "her dog is called Biscuit",
        "my team uses VS Code",
        "his favourite food is lasagna",
    ],
}

ZH: dict[str, list[str]] = {
    "question": [
        "你喜欢吃寿司吗？",
        "你是不是住在上海？",
        "有没有好吃的火锅推荐？",
        "我是不是太胖了？",
        "学日语难不难呢",
        "你觉得我适合当老师吗",
        "我想知道深圳房租贵不贵",
        "不知道我能不能学会游泳",
        "谁不喜欢吃火锅呢",
        "难道我不能喝咖啡吗？",
        "北京冬天冷吗",
        "你会说法语吗",
        "请问怎么去杭州比较方便",
        "我能不能养猫呢",
        "你平时喜欢干什么",
        "我这样算不算失眠？",
        "吃素的人怎么补蛋白质",
        "你知道上海哪里有好吃的吗",
        "程序员是不是都很宅",
        "我该学Python吗？",
        "喝茶会影响睡眠吗？",
        "你喜欢猫还是狗",
        "我要不要换个城市生活呢",
        "有没有人喜欢榴莲",
        "我是不是该去看医生了",
    ],
    "hypothetical": [
        "如果我住在成都，我天天吃火锅",
        "要是我有一只猫，就叫它咪咪",
        "假如我是老板，我就不加班",
        "万一我被裁员了怎么办",
        "如果我学会了编程，我就去做程序员",
        "要是我搬到北京就好了",
        "假设我辞职了，能干什么",
        "我要是会说英语就好了",
        "如果能重来我想当个画家",
        "要是能住在海边就好了",
        "假如我中了彩票，我就环游世界",
        "等我退休了我就去大理",
        "我要是有钱就买套房",
        "如果我是你，我会选北京",
        "假设你是我老板，你会怎么做",
    ],
    "wish_other": [
        "我希望我儿子以后当医生",
        "我想让我女儿学钢琴",
        "我真希望我老公喜欢运动",
        "我妈希望我回老家工作",
        "希望我老婆别再熬夜了",
    ],
    "quoted": [
        "我老板说他讨厌开视频会议",
        "我妹妹说她要搬到深圳",
        "听说小王是素食主义者",
        "他说他在阿里巴巴工作",
        "我妈总说我应该当公务员",
        "据说喝咖啡会失眠",
        "朋友告诉我她对花生过敏",
        "新闻上说北京今年很冷",
        "我同事说他会说日语",
        "我妈说我太瘦了",
        "老师说我适合学理科",
        "我老公觉得我做饭很难吃",
        "大家都说我像程序员",
        "医生说我可能有点贫血",
        "我朋友说她最讨厌下雨天",
        "小张说他下个月去日本",
    ],
    "joke": [
        "我简直是睡神",
        "我就是个吃货哈哈",
        "再这样下去我要住在公司了",
        "我快累死了",
        "我是拖延症晚期患者哈哈哈",
        "我家猫才是一家之主",
        "我就是行走的咖啡机",
        "我是键盘侠哈哈",
        "我的血液里流的是奶茶",
        "我已经长在工位上了",
        "我精通八国语言（骗你的）",
        "我是熬夜冠军",
    ],
    "assistant_repeated": [
        "你之前说过你住在上海对吧",
    ],
    "tentative": [
        "我可能明年去学吉他",
        "我在考虑要不要养狗",
        "也许我会搬到杭州",
        "我打算考虑一下换工作",
        "说不定我会辞职",
        "我还没想好要不要学法语",
        "我有点想去当老师",
        "我想着要不要去学游泳",
        "我可能会去考研",
        "也许明年换工作吧",
    ],
    "negated": [
        "我不是医生",
        "我不住在北京",
        "我对什么都不过敏",
        "我不会说德语",
        "我没有养宠物",
        "我不在腾讯工作",
        "我不是素食者",
        "我不是程序员",
        "我没在北京住过",
        "我已经不住在上海了",
    ],
    "generic": [
        "大家都喜欢吃火锅",
        "程序员都爱喝咖啡",
        "北京人说话很快",
        "现在的小孩都喜欢玩手机",
        "没有人喜欢周一",
        "医生都很忙",
        "四川人都能吃辣",
        "南方人都爱吃米饭",
        "很多人对猫过敏",
        "年轻人都喜欢熬夜",
        "女生都喜欢逛街",
        "有些人就是不吃香菜",
        "上海人都很会过日子",
        "谁都不喜欢加班",
    ],
    "lyrics": [
        "我最近一直在听《我爱你中国》",
        "这首歌叫《我的未来不是梦》",
        "歌词里唱我是一只小小鸟",
    ],
    "third": [
        "我哥是飞行员，住在迪拜",
        "她不喜欢吃香菜",
        "小李很喜欢打篮球",
        "我邻居刚养了一只狗",
        "我同事对海鲜过敏",
        "我爸去年戒烟了",
        "他们五月份搬到了广州",
        "王芳在华为当工程师",
        "我女朋友是护士",
        "他每天早上跑步",
        "我同事住在浦东",
        "我老公会说日语",
        "她家的狗叫旺财",
        "我儿子特别喜欢恐龙",
        "我们老板是个素食者",
        "我姐在杭州上班",
    ],
}

CASES = [(kind, text) for table in (EN, ZH) for kind, texts in table.items() for text in texts]


@pytest.mark.parametrize(("kind", "text"), CASES, ids=[f"{k}:{t[:30]}" for k, t in CASES])
def test_nothing_is_learned_about_the_user(kind: str, text: str) -> None:
    assert learned_about_user(text) == [], kind


ASSISTANT_SAYS = [
    "I live in the cloud, so I don't get jet lag!",
    "As an AI I don't eat, but I love reading about Sichuan food.",
    "I'm a big fan of clean code, so here's a refactor.",
    "Sure! I speak French too, so let's practise.",
    "我住在服务器里，所以不怕冷。",
    "作为AI我不吃饭，但我很喜欢研究川菜。",
    "我会说日语，我们可以练习一下。",
    "好的，我是你的写作助手，下面是修改稿。",
]


@pytest.mark.parametrize("text", ASSISTANT_SAYS)
def test_the_assistant_own_words_teach_nothing(text: str) -> None:
    assert learned_about_user(text, role="assistant") == []


ASSISTANT_SAYS_MORE = [
    "Since you live in Berlin, the U-Bahn is your best bet.",
    "As a vegetarian, you might enjoy this lentil stew.",
    "You mentioned you're a nurse, so night shifts must be hard.",
    "I'd recommend Python since you already know JavaScript.",
    "Great question! I love helping with recipes.",
    "I'm based on a large language model and I don't have a location.",
    "Here's a plan: you wake up at 6, run 5k, then work from home.",
    "Since you hate cilantro, I left it out.",
    "既然你住在上海，可以坐地铁去。",
    "你是素食者的话，可以试试这个豆腐菜谱。",
    "我建议你学Python，因为你已经会JavaScript了。",
    "你说你讨厌香菜，所以我去掉了。",
    "我是一个AI助手，没有住址。",
    "好的，以后我会用中文回复你。",
]
IN_PASSING = [
    "Task: write a bio for Maria, who lives in Lisbon and works at Farfetch as a designer",
    "translate this: I am a doctor and I live in Paris",
    "correct my grammar: me and him works at the bank",
    "here's the log: ERROR user john lives=berlin",
    "my character in the game is a dwarf who loves axes",
    "in my novel the main character is a vegan chef from Lyon",
    "the email I'm drafting says I'll be in Rome on Monday",
    "template: Hi, I'm [name] and I work at [company]",
    "example sentence: I have been living in Spain for two years",
    "quiz question: I am allergic to what?",
    "lol my cat thinks she's the queen of England",
    "my daughter wants to be an astronaut",
    "my roommate just started learning Korean",
    "my boss loves long emails, I hate them",
    "I told my friend I'd go to the concert but I'm not going",
    "he's the one who likes jazz, not me",
    "my husband's the vegetarian, I eat everything",
    "she said she'd rather live in Boston",
    "the guy at the gym swears keto works",
    "I'm reading a book about a woman who moves to Alaska",
    "watching a show where a lawyer quits to become a baker",
    "if anyone asks, I'm a spy",
    "I'm so hungry I could eat a horse",
    "I'm dead lol",
    "I'm never drinking again (until Friday)",
    "I'd rather die than run a marathon",
    "my plan to become a millionaire by 30 is going great lol",
    "thinking out loud here: should I move to Denver",
    "not that I'm a morning person or anything",
    "I don't know if I'm a cat person or a dog person",
    "I can't decide whether to learn Spanish or Italian",
    "who knows, maybe I'll become a chef",
    "we might adopt a dog next spring",
    "if the job works out we'll move to Austin",
    "my sister's the one who speaks French",
    "my wife handles the cooking, she's amazing at Thai food",
    "帮我写一段自我介绍：我叫李明，在北京做律师",
    "翻译：我是一名医生，住在巴黎",
    "小说里的女主角是个住在上海的素食者",
    "我同事小张特别喜欢爬山",
    "我老公才是吃素的那个，我什么都吃",
    "她说她更想住在杭州",
    "我在看一部讲律师转行当厨师的剧",
    "有人问就说我是特工",
    "我饿得能吃下一头牛",
    "我再也不喝酒了（直到周五）",
    "让我去跑马拉松还不如杀了我",
    "我不知道自己是猫派还是狗派",
    "我在纠结学西班牙语还是意大利语",
    "我们可能明年春天养只狗",
    "工作要是定下来我们就搬去深圳",
    "我姐才是会说法语的那个",
    "我女儿想当宇航员",
    "我室友刚开始学韩语",
    "我老板喜欢长邮件，我讨厌",
    "例句：我在西班牙住了两年",
    "模板：你好，我是[姓名]，在[公司]工作",
    "我朋友说健身房那个人坚持生酮饮食",
    "我妈天天说我该找个稳定工作",
    "游戏里我的角色是个爱喝酒的矮人",
    "网上说程序员都秃头",
    "据说深圳的年轻人都不做饭",
    "我哥以前在腾讯，现在在字节",
]


@pytest.mark.parametrize("text", ASSISTANT_SAYS_MORE)
def test_what_the_assistant_says_of_the_user_teaches_nothing(text: str) -> None:
    assert learned_about_user(text, role="assistant") == []


@pytest.mark.parametrize("text", IN_PASSING)
def test_stories_tasks_others_and_hyperbole_teach_nothing(text: str) -> None:
    assert learned_about_user(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dogs are the best", "pref:dogs=like"),
        ("tables work better for me now", "pref.format=tables"),
        ("I'm a nurse, not a doctor", "profile.role=nurse"),
        ("我会说德语", "profile.languages=德语"),
        ("我还是喜欢猫", "pref:猫=like"),
        ("我希望明年学会游泳", "profile.goals=学会游泳"),
        ("我在写一本关于我外婆的小说", "profile.projects=小说"),
    ],
)
def test_the_guards_leave_statements_of_ones_own(text: str, expected: str) -> None:
    """Guards do not take what the user says of themselves: a taste said of a plural thing,
    a known language, 还是 as "still", a goal of one's own, a story one writes."""
    assert expected in learned_about_user(text)


def test_the_table_covers_every_kind_in_both_languages() -> None:
    assert EN.keys() == ZH.keys()
    assert all(len(EN[k]) + len(ZH[k]) >= 3 for k in EN)
