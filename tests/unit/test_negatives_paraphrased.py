"""What must teach nothing about the user, as people say it: questions, hypotheticals,
tentative talk, other people, quoted or reported words, jokes and hyperbole, and noise, in
English and Chinese, through the real extract and consolidate stages. Written for these tests
from the kinds in `docs/slots.md` (none is a corpus line). A close relative named in passing
("my sister ...") may be remembered as a relation; nothing else about the user may."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="t", user="u", session="s1")


def learned_about_user(text: str) -> list[str]:
    """What the user's message taught about the user (relations and pets aside)."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    event = MessagePosted(id="e1", time=T0, scope=SCOPE, payload=Message(role="user", content=text))
    for record in extract.process(event, extracted):
        consolidate.process(record, consolidated)
    found = [
        v for _, v in consolidated.scan(entries_prefix(SCOPE.key)) if isinstance(v, MemoryEntry)
    ]
    memories = [e.memory for e in found if e is not None and e.memory is not None]
    return [
        f"{m.key}={m.value}"
        for m in memories
        if m.level == "user"
        and m.type.value in ("profile", "preference", "fact")
        and m.attributes.get("subject", "user") == "user"
        and not m.key.startswith(("profile.relations.", "profile.narrative"))
    ]


QUESTIONS = [
    "what's a good name for a golden retriever puppy?",
    "do you think I should move to Denver or stay put?",
    "how long does it take to get conversational in Japanese?",
    "which is friendlier for beginners, Python or JavaScript?",
    "can vegans eat honey or not",
    "where should I spend a week in Portugal?",
    "any tips for someone training for a first half marathon?",
    "why does my sourdough keep coming out flat",
    "should I learn Rust or Go next?",
    "what's the time difference between Lima and Tokyo?",
    "does coffee actually dehydrate you?",
    "is Lisbon expensive to live in these days?",
    "thoughts on switching from Windows to Linux?",
    "how many calories are in a pint of lager?",
    "what do you get a ten year old who loves dinosaurs?",
    "我应该学Python还是Java？",
    "杭州和成都哪个更适合养老？",
    "喝咖啡真的会脱水吗",
    "有没有适合新手的马拉松训练计划？",
    "素食者能吃鸡蛋吗？",
    "去日本玩一周怎么安排比较好",
    "你觉得我该不该换工作？",
    "北京和纽约差几个小时？",
    "养猫和养狗哪个更省心？",
    "学日语大概要多久才能看懂动漫？",
    "吃辣对胃不好吗？",
    "深圳现在房租贵不贵？",
    "VS Code和Vim哪个好用？",
    "给十岁小孩买什么礼物好？",
    "为什么我做的面包总是发不起来",
]
HYPOTHETICALS = [
    "if I ever get a dog I'd call it Pancake",
    "if I were rich I'd live in Kyoto",
    "suppose I moved to Canada, would I need a visa?",
    "in a perfect world I'd work four days a week",
    "if I had more time I'd learn the cello",
    "let's say my budget is 500 euros",
    "assuming I lived in Texas, how would taxes work?",
    "say I quit tomorrow, how long would my savings last?",
    "if I could eat one thing forever it would be sushi",
    "hypothetically, if I went vegan, where would I get protein?",
    "如果我搬到成都，房租大概多少？",
    "假如我是老师，我会先教学生怎么提问",
    "要是我会说法语就好了",
    "等我退休了，我就去大理住",
    "假设我每天跑五公里，一个月能瘦多少？",
    "下辈子我想当一只猫",
    "万一我对花生过敏怎么办？",
    "如果让我选，我肯定选住在海边",
    "要是我有钱，我就辞职去环游世界",
    "假如我明天开始吃素，需要注意什么？",
]
TENTATIVE = [
    "I might start running again in spring",
    "thinking of picking up Spanish at some point",
    "we may or may not move to Bristol next year",
    "maybe I'll try keto, not sure yet",
    "I'm toying with the idea of learning to code",
    "possibly switching to Linux if this laptop dies",
    "not sure if I want to stay at my company",
    "I'm half considering a move to Berlin",
    "we've been talking about getting a cat",
    "I'm on the fence about going vegetarian",
    "there's a chance I'll be in Madrid in June",
    "perhaps I'll take up pottery this winter",
    "我可能明年去深圳工作",
    "在考虑要不要学吉他",
    "说不定下个月就搬家了",
    "我还没想好要不要养狗",
    "也许会试试生酮饮食",
    "纠结要不要换成Mac",
    "我有点想学画画，还在犹豫",
    "看情况吧，可能会去读研",
    "或许明年换个城市生活",
    "打算看看要不要辞职",
]
OTHER_PEOPLE = [
    "my husband is obsessed with Formula 1",
    "my sister lives in Cork and teaches piano",
    "my dad can't stand cilantro",
    "our neighbour's son just started at Google",
    "my best friend is allergic to cats",
    "Tom from accounting runs marathons every spring",
    "my daughter wants to be a vet",
    "her boyfriend speaks four languages",
    "my manager moved to Seattle last month",
    "my grandma has arthritis in both hands",
    "my roommate is vegan and always cooks lentils",
    "he works at Deloitte as an auditor",
    "she hates spicy food",
    "my colleague Priya is learning German",
    "my son plays football every Saturday",
    "我老公特别爱吃火锅",
    "我妹妹住在厦门，在银行上班",
    "我爸不吃香菜",
    "我同事最近在学日语",
    "她对海鲜过敏",
    "他在腾讯做产品经理",
    "我女儿想当医生",
    "我室友每天晚上都打游戏",
    "我妈有糖尿病",
    "我们老板下周去上海出差",
    "我闺蜜是素食主义者",
    "我男朋友会说粤语",
    "隔壁的小孩在学钢琴",
    "我哥用Emacs写代码",
    "我儿子每周六踢足球",
]
QUOTED = [
    'my boss said "I hate video calls" in the meeting today',
    "my mum always says she can't live without her tea",
    'the sign on the door says "closed on Mondays"',
    'my friend texted me "I just moved to Oslo!"',
    "he told me he's allergic to penicillin",
    "in the book the narrator says he lives in Prague",
    'the chef wrote "I love cooking with butter" on the menu',
    "my teacher keeps saying she prefers handwritten essays",
    'the error message says "user not found"',
    "apparently the CEO claimed he never drinks coffee",
    "我老板说“我最讨厌开视频会议”",
    "朋友在朋友圈写：“终于搬到大理了！”",
    "我妈常说她离不开茶",
    "他跟我说他对青霉素过敏",
    "小说里的主角说他住在巴黎",
    "同事吐槽说他最讨厌周一",
    "门上写着“周一休息”",
    "老师说她更喜欢手写的作文",
]
JOKES = [
    "at this rate I'll be living at the office by Friday",
    "I'm basically a professional napper at this point lol",
    "my blood type is iced coffee",
    "I'm fluent in sarcasm and bad puns",
    "my real employer is my cat, she pays in purrs",
    "I live in the gym now, send snacks",
    "I've watched so many cooking shows I'm basically a chef 😂",
    "I'm allergic to Mondays, obviously",
    "my hobby is apparently collecting unread books",
    "I'm the CEO of procrastination",
    "我的血液里流的都是奶茶哈哈哈",
    "我已经住在公司了，工位就是我的床😂",
    "我对周一过敏",
    "我是熬夜冠军，专业失眠二十年",
    "我的职业是干饭人",
    "再加班我就要成仙了",
    "我精通八国语言：摸鱼、划水、躺平……",
    "我会光合作用，不用吃饭",
]
NOISE = [
    "ok",
    "thanks!",
    "haha",
    "lol fair enough",
    "👍",
    "ERROR 500 Internal Server Error at /api/users",
    'def greet(name): return f"hi {name}"',
    '{"title": "Dr", "town": "Graz"}',
    "SELECT * FROM users WHERE city = 'Berlin';",
    "name,age,city\nBob,31,Leeds\nAnn,29,York",
    "好的",
    "谢谢",
    "哈哈哈",
    "嗯嗯",
    "收到",
    "Traceback (most recent call last): File main.py line 3",
    "user_id: 1234, city: Shanghai, role: admin",
]


HARDER = [
    "is 'based in' or 'located in' better on a LinkedIn headline?",
    "how do you say 'I'm a vegetarian' in Portuguese?",
    "would a data engineer at a bank earn more than at a startup?",
    "do people who work at Google really get free lunch every day?",
    "Berlin or Munich for a junior designer, which has more jobs?",
    "what's a polite way to say I hate surprise parties?",
    "which timezone is Bali in?",
    "can someone who's allergic to latex wear nitrile gloves?",
    "is 'Mandarin' or 'Chinese' the right word on a CV?",
    "picture me as a lighthouse keeper in Norway, would I survive the winter?",
    "what if I told my boss I want to work from Bali for three months?",
    "if money were no object I'd open a bookshop in Edinburgh",
    "say I'm a nurse with ten years of experience, what could I move into?",
    "for the sake of argument, let's pretend I'm vegan",
    "in some parallel universe I'm a jazz pianist in New Orleans",
    "if we had a garden, I'd grow tomatoes every summer",
    "when I win the lottery I'm buying a villa in Sicily",
    "if I spoke Italian this trip would be so much easier",
    "kinda tempted to sign up for a pottery class",
    "I've half a mind to quit and travel for a year",
    "we'll probably end up in Leeds, but nothing's final",
    "might give Neovim a go over the holidays",
    "considering whether to go freelance next year",
    "there's talk of me moving to the London office",
    "I've been wondering whether I should learn to swim properly",
    "could end up doing a PhD, could end up in industry, no idea",
    "the landlord's email says 'no pets allowed'",
    "the headline today: 'Local man moves to Mars'",
    "my sister keeps telling everyone she's vegan now",
    "someone in the team chat posted 'I only use Emacs'",
    "the cashier said 'I love your jacket' and made my day",
    "my son announced at dinner that he hates broccoli",
    "the quote on the poster reads 'I am a citizen of the world'",
    "I'm 90% caffeine at this point",
    "my fridge and I are in a committed relationship",
    "I speak fluent dog, my corgi agrees",
    "I'll just move into the library, they have wifi",
    "my love language is memes",
    "I've been awake since the dinosaurs",
    "I run on spite and oat lattes",
    "Dear team, please find attached the quarterly report.",
    "lorem ipsum dolor sit amet",
    "2026-03-02 10:00:01 INFO user moved to Lisbon",
    "“定居”和“居住”有什么区别？",
    "程序员三十五岁以后都去干嘛了？",
    "在字节上班真的天天加班吗？",
    "对花生过敏的人能吃腰果吗？",
    "英语里怎么说“我是素食者”？",
    "产品经理和项目经理哪个更累？",
    "一天喝三杯咖啡算多吗",
    "上海到东京要飞多久？",
    "假如我是个设计师，你会推荐我用什么软件？",
    "要是我当年学了医就好了",
    "如果有一天我去南极，要带什么？",
    "万一以后去德国工作，得先学德语吧",
    "想象一下我住在北欧的小木屋里",
    "如果我是你，我就直接辞职了",
    "要是能每天睡到自然醒该多好",
    "可能会报个瑜伽班吧，还没决定",
    "想过要不要回老家发展",
    "我在纠结要不要换到杭州",
    "说不准明年就去考公了",
    "还在想要不要养只兔子",
    "大概率会去读个MBA，但还不确定",
    "我妈老说“我这辈子最怕坐飞机”",
    "我同事在群里说他要搬去成都了",
    "弹幕里有人说“我在迪拜上班”",
    "那个博主自称是北大毕业的",
    "我女儿跟老师说她最喜欢吃草莓",
    "书上写着“作者现居杭州”",
    "我的工作就是每天和bug谈恋爱",
    "我是个莫得感情的打工机器",
    "我已经是一个成熟的社畜了，会自己加班了",
    "本人特长：睡觉，爱好：睡觉",
]


HYPERBOLE = [
    "I basically live at the airport these days",
    "my second home is the IKEA cafeteria",
    "I'm a certified couch potato",
    "I work for my dog, he's a demanding boss",
    "I speak three languages: English, emoji and silence",
    "my native language is sarcasm",
    "I'm originally from the planet Coffee",
    "I'm married to my job at this point",
    "my kids are my full-time employers",
    "I'm on Netflix time, not Eastern time",
    "I'm a world champion at losing my keys",
    "I've got a PhD in overthinking",
    "my diet is 90% pizza",
    "I'm allergic to early meetings",
    "I live on coffee and anxiety",
    "I'm basically a part-time plumber now thanks to this old house",
    "I've run approximately a million meetings today",
    "I'm the unofficial therapist of my friend group",
    "my pet is a sourdough starter named Doughy",
    "I'm fluent in toddler",
    "I have 300 browser tabs and they are all my children",
    "my hobby is complaining about the weather",
    "I moved into my car, it's where I spend all my time in traffic",
    "I've been working at this company for a thousand years",
    "my employer is the bank of my parents",
    "I'm Batman",
    "I'm a wizard with spreadsheets, a true Excel sorcerer",
    "I'm practically a local at that taco place",
    "I eat deadlines for breakfast",
    "my timezone is always 'almost weekend'",
    "我是专业吃瓜群众",
    "我的母语是沉默",
    "我老家在床上",
    "我是被窝的长期住户",
    "我的老板是我家的猫",
    "我一天喝八杯咖啡，血管里都是咖啡因",
    "我住在工地上了，天天加班",
    "我精通各种拖延技巧",
    "我在家里的职位是洗碗工",
    "我的时区是永远在周五",
    "我是全公司最会摸鱼的人",
    "我对上班过敏",
    "我已经是半个医生了，天天查百度",
    "我住在微信群里",
    "我的特长是秒睡",
    "我的宠物是一盆仙人掌，叫小刺",
    "我会说三种语言：普通话、方言和脏话",
    "我是退休的熬夜选手",
    "我每天的工作就是开会开会再开会",
    "我养了一屋子的bug",
]


@pytest.mark.parametrize(
    "text",
    HYPERBOLE
    + HARDER
    + QUESTIONS
    + HYPOTHETICALS
    + TENTATIVE
    + OTHER_PEOPLE
    + QUOTED
    + JOKES
    + NOISE,
)
def test_nothing_is_learned_about_the_user(text: str) -> None:
    assert learned_about_user(text) == []
