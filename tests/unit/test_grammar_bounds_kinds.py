"""Where a value ends: kinds of wrong bounds found this session, each a general rule, in
English and Chinese.

A second predicate after "and" is a clause of its own; time words, how steadily a habit is
kept, quantifiers and durations are not part of a value; 会 inside a word (开会, 会议) is no
"can"; a weekday said with a future verb is the coming one and a simple past is no plan; "my
plan for tonight is to" frames the plan; a person "is the worst" is a complaint; a language
said to someone else is no wish for replies; not eating pork alone is no diet.
"""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare
from memstream.text import has_cjk
from tests.fixtures.grammar import MONDAY, said

# (sentence, what must be read, what must not be read)
CASES = [
    # 1. a coordinated clause with its own predicate is its own clause
    ("I love gardening and hate mornings", {"like=gardening", "dislike=mornings"},
     {"like=hate mornings"}),
    ("I really enjoy chess but can't stand poker", {"like=chess"}, {"like=can't stand poker"}),
    ("My sister loves gardening and hates mornings", {"sister.dislike=mornings"},
     {"sister.like=hates mornings", "dislike=mornings"}),
    ("My husband's a teacher and he's obsessed with chess", {"husband.like=chess"}, set()),
    ("My wife is a nurse and she loves hiking", {"wife.role=nurse", "wife.like=hiking"}, set()),
    ("I love hiking and camping", {"like=hiking", "like=camping"}, set()),
    ("我喜欢游泳，讨厌跑步", {"like=游泳", "dislike=跑步"}, set()),
    ("我老公是老师，他特别迷象棋", {"老公.role=老师", "老公.like=象棋"}, set()),
    # 2. time words and how steadily a habit is kept are not the value
    ("I'm really into Minecraft right now", {"like=Minecraft"}, {"like=Minecraft right"}),
    ("I love sourdough baking right now", {"like=sourdough baking"}, set()),
    ("I run every morning without fail", {"habit=run every morning"}, set()),
    ("我每周日的长跑雷打不动", {"habit=每周日长跑"}, {"habit=每周日的长跑"}),
    ("我每天晨跑从不间断", {"habit=每天晨跑"}, {"habit=每天晨跑从不间断"}),
    ("我每晚的冥想一天都没断过", {"habit=每晚冥想"}, set()),
    ("我每天早上跑步，风雨无阻", {"habit=每天早上跑步"}, set()),
    # 3. quantifiers say how much, not what
    ("I hate all kinds of horror movies", {"dislike=horror movies"}, set()),
    ("I love all sorts of board games", {"like=board games"}, set()),
    ("I'm allergic to all nuts", {"allergy=nuts"}, set()),
    ("I'm a fan of both classical and jazz", {"like=classical"}, {"like=both classical"}),
    ("I like having some of these little ones around", set(), {"like=having some"}),
    ("I love some good jazz", {"like=good jazz"}, set()),
    ("我不吃任何海鲜", {"dislike=海鲜"}, {"dislike=任何海鲜"}),
    ("我讨厌所有恐怖片", {"dislike=恐怖片"}, set()),
    ("我对一切海鲜过敏", {"allergy=海鲜"}, set()),
    ("我喜欢所有的甜点", {"like=甜点"}, set()),
    ("我喜欢各种各样的猫", {"like=猫"}, set()),
    # 4. a number is no name
    ("I've been a nurse for 30 years", {"role=nurse"}, {"employer=30"}),
    ("I've been a teacher for 12 years now", {"role=teacher"}, {"employer=12"}),
    ("I work at 3M", {"employer=3M"}, set()),
    ("我在腾讯工作了5年", {"employer=腾讯"}, {"employer=5"}),
    # 5. 会 inside a word is no modal
    ("周五下午三点开会", set(), {"skill=周五下午三点开"}),
    ("周五开会在三楼会议室", set(), {"skill=周五开", "skill=议室"}),
    ("我下周要去参加聚会", set(), {"skill=下周要去参加聚"}),
    ("我会弹吉他", {"skill=弹吉他"}, set()),
    ("吉他我也会", {"skill=吉他"}, set()),
    ("We have a meeting on Friday at 3pm", set(), {"skill=meeting"}),
    # 7. a person "is the worst": a complaint about someone, not a taste
    ("My boss is the worst", set(), {"dislike=My boss"}),
    ("Ugh, my roommate is the worst", set(), {"dislike=my roommate"}),
    ("Mondays are the worst", {"dislike=Mondays"}, set()),
    ("我妈最烦人了", set(), {"妈.dislike=人"}),
    ("堵车最烦人了", set(), {"dislike=人"}),
    ("我最烦开会拖堂", {"dislike=开会拖堂"}, set()),
    # 8. a simple past is no plan
    ("I biked to work this morning", set(), {"plan=biked to work"}),
    ("I cooked pasta tonight", set(), {"plan=cooked pasta"}),
    ("I'm biking to work tomorrow", {"plan=biking to work"}, set()),
    ("我今天早上骑车上班了", set(), {"plan=骑车上班"}),
    ("我明天去看牙医", {"plan=去看牙医"}, set()),
    # 9. "my plan for tonight is to" frames the plan
    ("My plan for tonight is to watch a movie", {"plan=watch a movie"}, set()),
    ("My plans for Saturday are to clean the garage", {"plan=clean the garage"}, set()),
    ("我今晚的计划是看电影", {"plan=看电影"}, set()),
    ("我周末的计划是去爬山", {"plan=去爬山"}, set()),
    # 10. a language said to someone else is no reply wish
    ("I talk to my mom in Polish", {"languages=Polish"}, {"pref.reply_language=polish"}),
    ("Please talk to me in Polish", {"pref.reply_language=polish"}, set()),
    ("我跟我妈说中文", {"languages=中文"}, {"pref.reply_language=chinese"}),
    ("用中文跟我说", {"pref.reply_language=chinese"}, set()),
    # how long a taste has lasted is not what is liked
    ("I've been into jazz for years", {"like=jazz"}, {"like=jazz for years"}),
    ("I've loved sushi for a long time", {"like=sushi"}, set()),
    ("I've been obsessed with chess for 10 years", {"like=chess"}, set()),
    ("I love cooking for my family", {"like=cooking for my family"}, set()),
    ("我喜欢爵士乐好多年了", {"like=爵士乐"}, {"like=爵士乐好多年"}),
    ("我爱吃火锅很久了", {"like=吃火锅"}, set()),
    ("我超爱十二月", {"like=十二月"}, set()),
    # someone else's role, met by the user, is not the user's role
    ("I'm seeing my dentist on Thursday, really worried", set(), {"role=seeing my dentist"}),
    ("I'm a nursing student", {"role=nursing student"}, set()),
    ("我下周要去看我的牙医", set(), {"role=牙医"}),
    # 11. not eating pork alone is no diet
    ("我不吃猪肉", set(), {"diet=halal"}),
    ("我只吃清真", {"diet=halal"}, set()),
    ("I don't eat pork", set(), {"diet=halal"}),
]  # fmt: skip


@pytest.mark.parametrize(("sentence", "wanted", "unwanted"), CASES)
def test_value_bounds(sentence: str, wanted: set[str], unwanted: set[str]) -> None:
    """Each sentence gives the values wanted and none of the wrongly bounded ones."""
    found = said(sentence)
    assert wanted <= found, found
    assert not unwanted & found, found


FUTURE_DAYS = [
    ("I'm flying to Rome on Friday and I'm so excited", "2026-03-06"),
    ("I'll be in Berlin on Saturday, so excited", "2026-03-07"),
    ("我周五飞罗马，好激动", "2026-03-06"),
    ("我周六要去柏林，太期待了", "2026-03-07"),
]


@pytest.mark.parametrize(("sentence", "day"), FUTURE_DAYS)
def test_future_weekday_is_the_coming_one(sentence: str, day: str) -> None:
    """6. A weekday said with a future or progressive verb is the coming one, however
    excited the speaker ("so excited" is no past tense)."""
    parse = zh.parse if has_cjk(sentence) else en.parse
    text = prepare(sentence) if has_cjk(sentence) else sentence
    plans = [f for f in parse(text, MONDAY) if f.slot == "plan"]
    assert [f.dates for f in plans] == [(day,)]


def test_past_weekday_stays_past() -> None:
    """A weekday in a past-tense sentence is the one gone by: no plan."""
    assert not [
        f
        for f in en.parse("I flew to Rome on Friday and I was so excited", MONDAY)
        if f.slot == "plan"
    ]
