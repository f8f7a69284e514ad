"""What asserts nothing about the user, read once by the mode reader (`grammar/modes.py`) for
every slot: irony and rhetorical questions (moved there from the taste lexicon's own lists), a
joke taken back, a counterfactual life; someone's words about the user ("the doctor said I'm
allergic to ...", 这个医生说我对青霉素过敏), which are the user's facts; and a person named by
rank or as a stranger is addressed (院长, 快递小哥), who is not the user. Everyday sentences
written for this module (issue 22, g42p), none a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.modes import en_said, zh_said
from memstream.processors.grammar.someone_said import without_described
from memstream.processors.grammar.value_shapes import refusing
from memstream.processors.grammar.zh_subjects import someone_opens
from memstream.processors.noise import event_subject
from tests.fixtures.grammar import learned_keys, said, user_slots

SILENT: list[str] = [
    "oh wonderful, my flight got cancelled again, I just love this airline",
    "Yeah I totally love being on call over christmas, kidding obviously",
    "do you think I'd like sushi?",
    "would I enjoy living in Denver, honestly?",
    "I'd love to live in Lisbon one day",
    "As my grandpa used to say, I hate nothing but laziness",
    "Write a tweet saying I love my new job at Acme",
    "How do I say 'I live in Berlin' in German?",
    "Who doesn't love pizza?",
    "Pretty sure nobody likes Mondays",
    "I'd hate to be a lawyer tbh",
    "lol sure, and I'm the Queen of England",
    "I'm SO excited to redo the whole deck again tonight 🙃",
    "ugh I love it when the printer jams right before a meeting",
    "jk I don't actually hate dogs, I was being dramatic",
    "if I lived in Tokyo I'd eat ramen every day",
    "Could you recommend a good book for someone who loves sci-fi?",
    "my teacher used to say 'I love a tidy desk'",
    "sure, I love being stuck in traffic for hours, what a treat",
    "haha yeah I'm basically a professional napper",
    "Sure, I'm a world-famous chef, ask anyone.",
    "In an alternate life I'm a jazz pianist in New Orleans.",
    "对对对，我最喜欢加班了",
    "我真是太爱堵车了，开心死了",
    "你觉得我会喜欢日料吗？",
    "要是我住在大理就好了",
    "俗话说，吃亏是福",
    "帮我写一条朋友圈：我爱上了跑步",
    "哈哈哈我是秦始皇",
    "我喜欢上班？才怪",
    "喜欢喝咖啡的人是不是都睡不好？",
    "哪有人喜欢周一啊",
    "我要是会说日语就好了",
    "呵呵，我最爱改需求了",
    "我可真是爱死通宵了呢",
    "好嘛好嘛，我喜欢开会，行了吧",
    "开玩笑的，我哪会喜欢跑步",
    "谁不喜欢放假啊",
    "我家狗子最懂我了（开玩笑，我没养狗）",
    "他说：我住在长沙，做外贸。",
    "帮我改一下病句：我在上海住了已经五年多了了",
    "请检查语法：I am a nurse and I live in Leeds.",
    "转发的小区通知：本周日全楼停电，请提前准备",
    "indent_style = tab",
    "最近想学吉他，不过还只是个想法",
    "thinking of starting a podcast, just an idea for now",
    "我妈总说我应该去考公务员",
    "有人问就说我是律师",
]
"""Messages that must teach nothing about the user."""

LEARNED: list[tuple[str, str, str]] = [
    ("The doctor said I'm allergic to penicillin", "allergy", "penicillin"),
    ("my GP told me I have high blood pressure", "condition", "high blood pressure"),
    ("honestly I love hiking, no joke", "like", "hiking"),
    ("I hate cilantro, it tastes like soap", "dislike", "cilantro"),
    ("I really enjoy crosswords", "like", "crosswords"),
    ("i live in Leeds lol", "home_location", "Leeds"),
    ("Question for you: I'm vegetarian, what should I cook tonight?", "diet", "vegetarian"),
    ("I love jazz, do you have any recommendations?", "like", "jazz"),
    ("I used to live in Leeds, now I'm in York", "home_location", "York"),
    ("kidding aside, I really love jazz", "like", "jazz"),
    ("no kidding, I'm vegan", "diet", "vegan"),
    ("I'm a pilot. jk, I'm a dentist", "role", "dentist"),
    ("这个医生说我对青霉素过敏", "allergy", "青霉素"),
    ("医生说我有高血压", "condition", "高血压"),
    ("我是真的喜欢爬山", "like", "爬山"),
    ("我超讨厌香菜", "dislike", "香菜"),
    ("我住在成都，有什么好吃的推荐吗？", "home_location", "成都"),
    ("我对花生过敏，你知道哪些零食不含花生吗？", "allergy", "花生"),
    ("说实话我挺喜欢下雨天的", "like", "下雨天"),
    ("我老婆说我对猫毛过敏", "allergy", "猫毛"),
    ("我女儿很喜欢画画，我喜欢钓鱼", "like", "钓鱼"),
    ("哈哈，我就是喜欢吃辣", "like", "吃辣"),
    ("我以前在上海住，现在搬到杭州了", "home_location", "杭州"),
    ("不开玩笑，我真的很喜欢下围棋", "like", "下围棋"),
    ("医生说不是胃炎，是胃溃疡", "condition", "胃溃疡"),
    ("老板说我下周三去上海出差", "plan", "去上海出差"),
    ("医生说是胃溃疡", "condition", "胃溃疡"),
    ("I'm anaphylactic to wasp stings, carry two EpiPens.", "allergy", "wasp stings"),
    ("我住在杭州，帮我看一下这段英文：I am a teacher in Paris", "home_location", "杭州"),
    ("家人们我真的超爱做陶艺", "like", "做陶艺"),
    ("姐妹们我是美甲师，在长沙开了个小店", "role", "美甲师"),
    ("Hey folks, I'm a nurse in Leeds", "role", "nurse"),
]
"""(message, slot, value): what the user says of themself, around the same cues."""

THEIRS: list[str] = [
    "My roommate can't stand cilantro.",
    "He said he loves jazz",
    "Sarah from accounting is vegan",
    "我同事特别讨厌香菜",
    "我老婆对芒果过敏",
    "他说他在北京工作",
    "院长每天早上都打太极。",
    "船长是福建人，喜欢喝铁观音。",
    "新来的处长爱打乒乓球",
    "快递小哥是湖人球迷",
    "导游讲他对海鲜过敏",
    "那位老先生只吃素。",
    "Our support player lives in Seoul and mains Jett.",
    "the Twitch streamer I watch lives in Osaka",
    "Some guy at the gym told me he's training for an Ironman.",
    "The new sous-chef is from Porto and speaks Portuguese.",
]
"""Messages about someone else: nothing about the user."""

STILL_MISSED: list[str] = [
    "大主播辛巴好像住在广州",  # a title before a name (大主播辛巴): no person read
    "I've been vegan for three hours, the longest relationship I've had this year.",
]
"""Sentences still read wrong (a list, not a test: no skip, no xfail)."""


def _about_user(text: str) -> set[tuple[str, str]]:
    """What the slot matcher learns of the user from a whole message."""
    return {
        (key, value)
        for key, value in learned_keys(text)
        if not key.startswith(("fact:about:", "profile.relations"))
    }


@pytest.mark.parametrize("text", SILENT)
def test_nothing_about_the_user(text: str) -> None:
    """Irony, questions, wishes, quotes, jokes taken back, a counterfactual: silent."""
    assert _about_user(text) == set()


@pytest.mark.parametrize(("text", "slot", "value"), LEARNED)
def test_the_users_own_statement_is_learned(text: str, slot: str, value: str) -> None:
    """The same cues beside a statement of the user's own: it is learned."""
    assert (slot, value) in user_slots(text)


@pytest.mark.parametrize("text", THEIRS)
def test_someone_elses_fact_is_not_the_users(text: str) -> None:
    """A sentence about someone else teaches nothing about the user."""
    assert _about_user(text) == set()


def test_taste_lexicon_lists_are_gone() -> None:
    """The irony words live in the mode reader only: the taste lexicon no longer lists them."""
    from memstream.processors.grammar import taste_lexicon

    assert taste_lexicon._ZH_NOT.search("呵呵") is None
    assert taste_lexicon._EN_NOT.search("yeah right") is None


def test_irony_is_a_mode_for_every_slot() -> None:
    """Irony silences a sentence whatever slot it would fill (a role, a home), EN and ZH."""
    assert en_said("Sure, I'm a professional napper, ask anyone.") == ""
    assert zh_said("对对对，我住在火星") == ""
    assert zh_said("哪有人住在公司的") == ""


def test_a_joke_taken_back_keeps_what_follows() -> None:
    """What follows "kidding" / 开玩笑 is the user's, what precedes it is not."""
    assert en_said("I'm a pilot. jk, I'm a dentist") == "I'm a dentist"
    assert zh_said("我是富二代，开玩笑的，我在工地搬砖") == "我在工地搬砖"
    assert en_said("no kidding, I'm vegan") is None


def test_someone_said_of_me_is_mine() -> None:
    """The frame of someone's words about the user is cut; a quote after 说 and a colon is
    the speaker's own words, cut whole (g51p: `colon_speakers.zh_said_colon`)."""
    assert zh_said("这个医生说我对青霉素过敏") == "我对青霉素过敏"
    assert zh_said("他说：我住在长沙") == ""


def test_a_title_names_someone_else() -> None:
    """A rank or a stranger's address opens someone else's clause; a bare occupation in a
    bio does not."""
    assert someone_opens("院长每天早上都打太极")
    assert someone_opens("快递小哥是湖人球迷")
    assert someone_opens("导游讲他对海鲜过敏")
    assert someone_opens("设计师常驻大理") is None
    assert said("程序员，坐标上海") >= {"role=程序员"}


def test_a_remedy_is_no_allergy() -> None:
    """An EpiPen or an inhaler carried is no allergy, EN and ZH; the allergy said stays."""
    assert learned_keys("I'm allergic to bees, carry two EpiPens") == {("fact:allergy", "bees")}
    assert refusing("allergy", "随身带肾上腺素笔") == "allergy_remedy"
    assert refusing("allergy", "bee stings") is None


def test_our_visitor_is_still_the_users_plan() -> None:
    """ "Our X" coming over may be the user's plan; "our X lives in ..." is someone else's."""
    plan = [Fill("plan", "coming for dinner")]
    assert without_described("Our rabbi is coming for dinner on Friday.", plan) == plan
    assert without_described("Our drummer lives in Leeds.", [Fill("home_location", "Leeds")]) == []


def test_the_audience_addressed_is_no_one() -> None:
    """A vocative before the user speaks (兄弟们我…) is left out; 我兄弟 is a person."""
    assert zh_said("兄弟们我跑外卖的") == "我跑外卖的"
    assert zh_said("我兄弟在成都") is None


def test_someone_elses_past_is_no_event_of_the_users() -> None:
    """A dated past said of "they" / 他们 is not the user's event; "I" / 我 still is."""
    assert event_subject("They moved to Tampa last month, my old roommates.", False) == ""
    assert event_subject("他们上个月搬去坦帕了", True) == ""
    assert event_subject("Last week I ran a charity race", False) is None
    assert event_subject("我和她上周去了成都", True) is None
