"""Identity and other people in everyday words: how people give their name, their home, their
time zone and their job, and facts about someone close, in English and Chinese, written from
how people talk (not from any corpus line), each with the value it must give; and what is none
of these (a question, a wish, a denial, a visit, someone else's words)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said

NAME_EN = [
    ("Folks call me Dave.", "Dave"),
    ("It's Priya here, quick question about my account.", "Priya"),
    ("Marco speaking, I need help with a config.", "Marco"),
    ("Please sign it Hannah.", "Hannah"),
    ("The name's Bond.", "Bond"),
    ("My name is Olivia.", "Olivia"),
    ("Olivia is my name.", "Olivia"),
    ("I'm Tom, by the way.", "Tom"),
    ("Call me Liz.", "Liz"),
    ("You can call me Sam.", "Sam"),
    ("Everyone calls me Jojo.", "Jojo"),
    ("My friends call me Beth.", "Beth"),
    ("I go by Alex.", "Alex"),
    ("Hi, this is Kevin.", "Kevin"),
    ("Name's Rick, nice to meet you.", "Rick"),
    ("I'm called Ingrid.", "Ingrid"),
    ("Just call me Max.", "Max"),
    ("My first name is Carla.", "Carla"),
    ("I'm Nadia, a new user.", "Nadia"),
    ("People usually call me Gus.", "Gus"),
    ("Most people know me as Teddy.", "Teddy"),
    ("My name's actually Fiona.", "Fiona"),
    ("I'd like you to call me Rosa.", "Rosa"),
    ("Feel free to call me Dan.", "Dan"),
    ("My colleagues all call me Mo.", "Mo"),
    ("Hey there, Ben here.", "Ben"),
    ("About me: Dave, 34, nurse in Leeds.", "Dave"),
    ("Daniel here, long time listener.", "Daniel"),
]
NAME_ZH = [
    ("叫我小李就行。", "小李"),
    ("我姓王。", "王"),
    ("本人张伟。", "张伟"),
    ("大家都叫我阿明。", "阿明"),
    ("我叫李娜。", "李娜"),
    ("我的名字是陈静。", "陈静"),
    ("我是刘洋。", "刘洋"),
    ("你可以叫我小美。", "小美"),
    ("朋友们都叫我老周。", "老周"),
    ("我名字叫赵磊。", "赵磊"),
    ("我叫做孙悦。", "孙悦"),
    ("鄙人姓张。", "张"),
    ("我的名字叫林峰。", "林峰"),
    ("我是小王，有个问题。", "小王"),
    ("同事们平时都喊我大刘。", "大刘"),
    ("介绍下自己吧：郭峰，32岁，坐标武汉。", "郭峰"),
    ("先自我介绍一下，王磊，做设计的。", "王磊"),
]
HOME_EN = [
    ("I'm a Londoner.", "London"),
    ("Born and raised in Boston and still here.", "Boston"),
    ("Home is Denver.", "Denver"),
    ("I'm Berlin-based.", "Berlin"),
    ("I'm living out of Lisbon these days.", "Lisbon"),
    ("We're in Austin now.", "Austin"),
    ("I live in Seattle.", "Seattle"),
    ("I'm based in Toronto.", "Toronto"),
    ("I moved to Chicago last year.", "Chicago"),
    ("I've lived in Madrid for five years.", "Madrid"),
    ("I'm from Dublin originally but I live in Cork now.", "Cork"),
    ("Home for me is Melbourne.", "Melbourne"),
    ("Our place is in Brooklyn.", "Brooklyn"),
    ("I reside in Zurich.", "Zurich"),
    ("I call Portland home.", "Portland"),
    ("We settled in Oslo.", "Oslo"),
    ("I'm a New Yorker.", "New York"),
    ("I've been living in Kyoto since 2020.", "Kyoto"),
    ("My home is in Vancouver.", "Vancouver"),
    ("I currently live in Phoenix.", "Phoenix"),
    ("I rent a flat in Glasgow.", "Glasgow"),
    ("I live just outside Manchester.", "Manchester"),
    ("I own a condo in Miami.", "Miami"),
    ("Proud Glaswegian here, I'm a Glaswegian through and through.", "Glasgow"),
    ("I live with my parents in Leeds.", "Leeds"),
    ("I live downtown in Portland.", "Portland"),
    ("I'm a Brooklyn resident.", "Brooklyn"),
    ("I'm a resident of Ohio.", "Ohio"),
    ("We live on the outskirts of Lyon.", "Lyon"),
    ("I lived in Tokyo as a kid, now I'm in Osaka.", "Osaka"),
]
HOME_ZH = [
    ("我定居上海。", "上海"),
    ("我住杭州。", "杭州"),
    ("我是北京人，现在人在深圳。", "深圳"),
    ("坐标成都。", "成都"),
    ("我目前在广州。", "广州"),
    ("我住在南京。", "南京"),
    ("我家在武汉。", "武汉"),
    ("我现在在西安生活。", "西安"),
    ("我在苏州定居了。", "苏州"),
    ("我搬到了厦门。", "厦门"),
    ("我一直住在天津。", "天津"),
    ("我人在重庆。", "重庆"),
    ("我生活在青岛。", "青岛"),
    ("我常住长沙。", "长沙"),
    ("我老家是湖南的，现在住北京。", "北京"),
    ("我们家在昆明。", "昆明"),
    ("我在大连安家了。", "大连"),
    ("我落户深圳了。", "深圳"),
    ("我是土生土长的上海人。", "上海"),
    ("我一家人都在厦门。", "厦门"),
    ("我们全家移民到了加拿大。", "加拿大"),
    ("我在成都安顿下来了。", "成都"),
    ("我现在人在杭州。", "杭州"),
    ("我在苏州买了房。", "苏州"),
    ("我家住广州。", "广州"),
    ("我常驻新加坡。", "新加坡"),
    ("我现居南京。", "南京"),
    ("我跟我对象都在深圳，我在平安上班。", "深圳"),
    ("我和老婆都在成都。", "成都"),
    ("我们都在北京。", "北京"),
]
TIMEZONE = [
    ("I'm on Pacific time.", "Pacific time"),
    ("I'm in GMT+8.", "GMT+8"),
    ("My timezone is CET.", "CET"),
    ("My time zone is PST.", "PST"),
    ("I work on Central time.", "Central time"),
    ("I'm in the UTC+2 timezone.", "UTC+2"),
    ("I keep Eastern time.", "Eastern time"),
    ("I'm on EST.", "EST"),
    ("Heads up, I'm UTC-5.", "UTC-5"),
    ("We're on Mountain time here.", "Mountain time"),
    ("I'm on Central European Time.", "Central European Time"),
    ("我用北京时间。", "北京时间"),
    ("我过的是美东时间。", "美东时间"),
    ("我这边是东八区。", "东八区"),
    ("我在UTC-5时区。", "UTC-5"),
    ("时区是东九区。", "东九区"),
    ("我在东八区。", "东八区"),
    ("我用的是东八区时间。", "东八区"),
    ("我的时区是UTC+8。", "UTC+8"),
    ("我这里是GMT+1。", "GMT+1"),
]
ROLE = [
    ("I'm a nurse.", "nurse"),
    ("I work as a teacher.", "teacher"),
    ("I'm an accountant by trade.", "accountant"),
    ("By day I'm a paralegal, by night a DJ.", "paralegal"),
    ("I've been a plumber for ten years.", "plumber"),
    ("I'm a lawyer, if that matters.", "lawyer"),
    ("Nurse here, so I know the drill.", "nurse"),
    ("I'm a mechanic by trade.", "mechanic"),
    ("Being a nurse, I work long shifts.", "nurse"),
    ("For work I'm a translator.", "translator"),
    ("Work-wise, I'm a paralegal.", "paralegal"),
    ("I'm a PhD student in chemistry.", "PhD student"),
    ("I'm an ICU nurse.", "ICU nurse"),
    ("我的身份是研究生。", "研究生"),
    ("我是个程序员。", "程序员"),
    ("我是小学老师。", "小学老师"),
    ("我是大三学生。", "大三学生"),
    ("我目前是一名大学老师。", "大学老师"),
    ("I work as a freelance designer.", "freelance designer"),
    ("我是护士。", "护士"),
    ("我是一名老师。", "老师"),
    ("我做会计的。", "会计"),
    ("我在医院当医生。", "医生"),
    ("我是干销售的。", "销售"),
]
OTHERS = [
    ("My wife is a nurse.", "wife.role=nurse"),
    ("My brother just moved to Leeds.", "brother.home_location=Leeds"),
    ("My kid is allergic to eggs.", "kid.allergy=eggs"),
    ("My sister lives in Paris.", "sister.home_location=Paris"),
    ("My husband works as a chef.", "husband.role=chef"),
    ("My dad is retired.", "dad.role=retired"),
    ("My son is vegetarian.", "son.diet=vegetarian"),
    ("My best friend is a lawyer.", "friend.role=lawyer"),
    ("My girlfriend works at Google.", "girlfriend.employer=Google"),
    ("我老公是程序员。", "老公.role=程序员"),
    ("我闺蜜在杭州上班。", "闺蜜.work_location=杭州"),
    ("我妈住在成都。", "妈.home_location=成都"),
    ("我女儿对鸡蛋过敏。", "女儿.allergy=鸡蛋"),
    ("我哥是医生。", "哥.role=医生"),
    ("My high school friend lives in Austin.", "friend.home_location=Austin"),
    ("My college roommate lives in Chicago.", "roommate.home_location=Chicago"),
    ("My former boss moved to Denver.", "boss.home_location=Denver"),
    ("My cousin moved to Berlin.", "cousin.home_location=Berlin"),
    ("My neighbor is a retired cop.", "neighbor.role=retired cop"),
    ("我高中同学住在上海。", "同学.home_location=上海"),
    ("我前同事现在在杭州。", "同事.home_location=杭州"),
    ("我大学室友在腾讯上班。", "室友.employer=腾讯"),
    ("我舅舅在美国定居。", "舅舅.home_location=美国"),
    ("我表妹是护士。", "表妹.role=护士"),
    ("我爸妈都在洛阳老家，我一个人在外面漂。", "爸妈.home_location=洛阳"),
    ("My folks still live in Ohio.", "parents.home_location=Ohio"),
    ("My hubby is a chef.", "husband.role=chef"),
    ("My stepfather lives in Perth.", "stepdad.home_location=Perth"),
]
NOTHING_OF_MINE = [
    "Is your name Bob?",
    "If I were called Zed, I'd be cool.",
    "Don't call me Bob.",
    "I visited London last year.",
    'She said "I\'m a nurse".',
    "Do you live in Tokyo?",
    "I wish I lived in Hawaii.",
    "Call me crazy, but I like pineapple pizza.",
    "I used to be a Londoner.",
    "I was born and raised in Leeds.",
    "你叫什么名字？",
    "你住在哪里？",
    "我去过上海。",
    "如果我住在海边就好了。",
    "他说他叫小明。",
    "别叫我老王。",
    "I follow the news.",
    "I'm in the zone.",
    "我用微信。",
    "我亲自去了上海。",
    "My school is in Leeds.",
    "Same here.",
    "My second home is the IKEA cafeteria.",
    "The gym is basically my home away from home.",
    "My friends call me Mr. Fixit.",
    "Sign it Best Regards.",
    "I'm a Roman Catholic.",
    "I'm a New Yorker subscriber.",
    "Grew up in Leeds and still love it.",
    "I stay in London when I visit my mum.",
    "朋友们都叫我去爬山。",
    "大家都叫我别去。",
    "本人觉得不错。",
    "I lived in Paris for two years.",
    "I'm in Berlin for a conference.",
    "I'm not a nurse.",
    "I'd make a terrible nurse.",
    "Being a nurse is hard.",
    "My sister, being a nurse, works nights.",
    "If it rains, I'm a homebody.",
    "我在上海出差。",
    "我们在三亚度假。",
    "我在洛阳老家过年。",
    "我和朋友一起在成都玩。",
    "自我介绍一下：北京，三十岁。",
]
_SLOTS = ("name", "home_location", "timezone", "role")


@pytest.mark.parametrize(("text", "value"), NAME_EN + NAME_ZH)
def test_a_name_said_in_everyday_words(text: str, value: str) -> None:
    assert f"name={value}" in said(text)


@pytest.mark.parametrize(("text", "value"), HOME_EN + HOME_ZH)
def test_a_home_said_in_everyday_words(text: str, value: str) -> None:
    assert f"home_location={value}" in said(text)


@pytest.mark.parametrize(("text", "value"), TIMEZONE)
def test_a_time_zone_said_in_everyday_words(text: str, value: str) -> None:
    assert f"timezone={value}" in said(text)


@pytest.mark.parametrize(("text", "value"), ROLE)
def test_who_one_is_by_trade(text: str, value: str) -> None:
    assert f"role={value}" in said(text)


@pytest.mark.parametrize(("text", "fact"), OTHERS)
def test_a_fact_about_someone_close_is_theirs(text: str, fact: str) -> None:
    found = said(text)
    assert fact in found
    assert not {s for s in found if s.split("=")[0] in _SLOTS}


@pytest.mark.parametrize("text", NOTHING_OF_MINE)
def test_no_identity_from_questions_wishes_denials_visits_or_quotes(text: str) -> None:
    assert not {s for s in said(text) if s.split("=")[0] in _SLOTS}


@pytest.mark.parametrize("text", ["London here.", "Tokyo here, late night.", "坐标北京，做设计的"])
def test_a_place_said_as_here_is_never_a_name(text: str) -> None:
    assert not {s for s in said(text) if s.startswith("name=")}


SOMEONE_ELSES = [
    "My childhood best friend lives in Denver.",
    "My old college buddy is a pilot.",
    "A buddy of mine lives in Austin.",
    "My gf lives in Paris.",
    "My bf is a chef.",
    "My mate Tom lives in Leeds.",
    "My pal works as a nurse.",
    "My in-laws live in Ohio.",
    "My therapist is based in Denver.",
    "My boss calls me Champ.",
    "She calls me Bug.",
    "People think I'm from London.",
    "我男朋友叫我宝贝。",
    "我妈叫我小宝。",
    "他叫我小张。",
    "我小姨住在广州。",
    "我发小在杭州当医生。",
    "我同事住在上海。",
    "我们老板是北京人。",
    "我姥姥住在天津。",
]


@pytest.mark.parametrize("text", SOMEONE_ELSES)
def test_what_is_said_of_someone_else_or_by_them_is_not_the_users(text: str) -> None:
    assert not {s for s in said(text) if s.split("=")[0] in _SLOTS}


THEIR_HABITS = [
    ("My grandpa smokes a pipe every evening.", "grandpa.habit=smokes a pipe every evening"),
    ("My mom goes to yoga every morning.", "mom.habit=goes to yoga every morning"),
    ("My wife runs every morning.", "wife.habit=runs every morning"),
    ("我妈每天早上都去公园打太极。", "妈.habit=每天早上去公园打太极"),
    ("我爸每天晚上都散步。", "爸.habit=每晚散步"),
]


@pytest.mark.parametrize(("text", "fact"), THEIR_HABITS)
def test_the_habit_of_someone_close_is_theirs(text: str, fact: str) -> None:
    found = said(text)
    assert fact in found
    assert not {s for s in found if s.startswith("habit=")}


@pytest.mark.parametrize("text", ["我家猫叫煤球，纯黑的，晚上都找不着它。"])
def test_no_habit_for_an_unnamed_someone_or_a_pet(text: str) -> None:
    assert not {s for s in said(text) if ".habit=" in s or s.startswith("habit=")}
