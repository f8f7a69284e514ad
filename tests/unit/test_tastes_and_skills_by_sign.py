"""Tastes and skills as people say them by what they do, choose or hold (issue 22, g44t),
written before the corpus failures of round 44 were read: a taste said by a choice (宁可走路也
不想挤地铁, "I'll take tea over coffee any day"), a verdict on a topic asked ("pineapple on
pizza? for me is disgusting", 榴莲？算了吧，闻着就受不了), non-native English ("I am very liking
the jazz music"), a dislike ended in other words (现在对香菜没那么抗拒了); a skill said by its
level ("my Python is rusty"), its hedged years, what one teaches someone (教小朋友书法,
"teaching my nephew chess"), a licence after its skill (无人机植保也考了证, 拿了CPA证书); and
near-misses that learn nothing (someone else's, a review, a wish, sarcasm, a question, a task
done once)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_after, learned_keys

SAID = [
    ("I'll take tea over coffee any day", "like", "tea"),
    ("can't get enough of Korean dramas lately", "like", "Korean dramas"),
    ("honestly lo-fi beats are my jam when I work", "like", "lo-fi beats"),
    ("pineapple on pizza? hard pass", "dislike", "pineapple on pizza"),
    ("pineapple on pizza? for me is disgusting", "dislike", "pineapple on pizza"),
    ("I am very liking the jazz music since I came here", "like", "jazz music"),
    ("me I like very much the football", "like", "football"),
    ("ugh, I avoid crowded bars whenever I can", "dislike", "crowded bars"),
    (
        "anyway long story, we drove four hours to the coast, the hotel was fine, and honestly"
        " I just love being near the sea, so it was worth it",
        "like",
        "being near the sea",
    ),
    ("I've been a huge fan of board games since college", "like", "board games"),
    ("not really into reality TV", "dislike", "reality TV"),
    ("my Python is rusty but I can still read it", "skill", "Python"),
    ("My SQL is pretty solid these days", "skill", "SQL"),
    ("I've been doing carpentry for about twenty years", "skill", "carpentry"),
    ("I can sew my own clothes", "skill", "sew my own clothes"),
    ("I'm teaching my nephew chess on weekends", "skill", "chess"),
    ("I taught my niece to knit last winter", "skill", "knit"),
    ("I'm fluent in Excel macros, it's basically my whole job", "skill", "Excel macros"),
    ("I'm pretty handy with a soldering iron", "skill", "soldering"),
    ("I can splice rope and weld, handy on the boat", "skill", "splice rope"),
    ("I can splice rope and weld, handy on the boat", "skill", "weld"),
    ("honestly I can tile a bathroom in a weekend", "skill", "tile a bathroom"),
    ("Brisket's my weakness", "like", "brisket"),
    ("Bunny chow from the corner shop is my weakness, ja", "like", "bunny chow"),
    ("Mondays are my nemesis", "dislike", "Mondays"),
    ("hiking is honestly my happy place", "like", "hiking"),
    ("I'm a lawyer and a huge history buff", "like", "history"),
    ("I'm a veggie and a tea snob, live in Bath", "like", "tea"),
    ("我一吃香菜就想吐", "dislike", "香菜"),
    ("宁可走路也不想挤地铁", "dislike", "挤地铁"),
    ("我宁愿加班也不想开早会", "dislike", "开早会"),
    ("奶茶我是真的戒不掉", "like", "奶茶"),
    ("榴莲？算了吧，闻着就受不了", "dislike", "榴莲"),
    ("说真的我对摇滚乐一直不太感冒", "dislike", "摇滚乐"),
    ("嗯嗯，我挺喜欢看纪录片的", "like", "看纪录片"),
    ("我在自学Python，每天晚上学一个小时", "skill", "Python"),
    ("我开车十几年了", "skill", "开车"),
    ("我周末在少年宫教小朋友书法", "skill", "书法"),
    ("我徒弟跟我学剪纸学了三年", "skill", "剪纸"),
    ("我教孩子们画画，每周两次", "skill", "画画"),
    ("我最钟意食虾饺同埋凤爪", "like", "虾饺"),
    ("现在看到数学题就头疼", "dislike", "数学题"),
    ("我一闻到榴莲就想吐", "dislike", "榴莲"),
    ("我好钟意睇戏同埋行山", "like", "行山"),
    ("我拿了CPA证书", "skill", "CPA"),
    ("我会开拖拉机，无人机植保也考了证", "skill", "无人机植保"),
    ("我游泳还行，蛙泳自由泳都会", "skill", "游泳"),
    ("我在社区医院做护工，会手语", "skill", "手语"),
]

UPDATES = [
    ("我讨厌香菜", "现在对香菜没那么抗拒了，火锅里放点还挺香", "dislike", "香菜"),
    ("我不喜欢榴莲", "我现在对榴莲没那么排斥了", "dislike", "榴莲"),
    (
        "I love energy drinks",
        "I've gone off energy drinks, my heart was racing",
        "like",
        "energy drinks",
    ),
    ("我特别爱喝奶茶", "奶茶我现在戒了", "like", "奶茶"),
    ("我特别爱吃螺蛳粉。", "吃伤了，现在闻到螺蛳粉都想吐。", "like", "螺蛳粉"),
    ("我不爱看恐怖片", "恐怖片现在能看了，那阵子总做噩梦的时期过了", "dislike", "恐怖片"),
]

NONE = [
    "my husband can't get enough of golf",
    "the soup was bland and the bread was stale",
    "I wish I enjoyed running like my sister does",
    "do you like jazz?",
    "my daughter can speak three languages",
    "I fixed the sink once last year",
    "she's really good at chess",
    "the reviewers said they loved the ending",
    "I'd love some help with my resume",
    "my laptop is fine, it's the charger",
    "I need my SQL to be solid before the interview",
    "I've been doing night shifts for about three years",
    "can you teach my son chess?",
    "I can fix it for you tomorrow",
    "I can pick you up at five",
    "she can splice rope like a sailor",
    "my wife is my everything",
    "this is my jam",
    "Sam's my favourite cousin",
    "I'm not a wine snob",
    "my wife is a coffee snob",
    "Are you a tea snob?",
    "我老公特别爱吃辣",
    "这家店的汤太淡了，面也坨了",
    "要是我也喜欢跑步就好了",
    "你喜欢看电影吗？",
    "我同事很会做PPT",
    "他说他讨厌吃香菜",
    "希望以后能学会游泳",
    "他现在对香菜没那么抗拒了",
    "我有结婚证",
    "我想教孩子游泳",
    "我在辅导孩子写作业",
    "我打算去考CPA证书",
    "我老婆会手语",
    "我教我女儿游泳",
    "我同事同埋我老板都钟意饮茶",
    "他闻到榴莲就想吐",
    "以前闻到咖啡就想吐",
]

STILL_MISSED = [
    "i always order the spiciest thing on the menu lol",  # a choice made every time
    "Hiking in the rain? Count me out.",  # a topic with an article
    "Give me a good thriller novel and I'm happy for the weekend",  # a condition of joy
    "I've got my PADI open water certification",  # a certificate's skill inside its name
    "Durian is my absolute favourite fruit, fight me",  # "fight me" reads as a joke
    "Brisket's my love language",  # kept a joke, as "coffee is my love language" is
    "我每次去饭馆都点酸菜鱼，百吃不厌",  # a choice, then its verdict
    "我最近有点上头，天天刷短视频刷到半夜",  # a verdict before the thing done
    "会一点点吉他，弹唱没问题",  # the instrument, then a level of its use
]
"""Own sentences the readers still miss (kept as data, not as skipped tests)."""

_KEYS = {"skill": "profile.skills"}


def _learned(text: str, slot: str) -> list[str]:
    """The values of one slot a message teaches."""
    if slot == "skill":
        return [v for k, v in learned_keys(text) if k == "profile.skills"]
    return [
        k.removeprefix("pref:")
        for k, v in learned_keys(text)
        if k.startswith("pref:") and v == slot
    ]


@pytest.mark.parametrize(("text", "slot", "value"), SAID)
def test_a_taste_or_skill_said_by_a_sign_is_learned(text: str, slot: str, value: str) -> None:
    """Each sentence gives its like, dislike or skill."""
    found = _learned(text, slot)
    assert any(values_match(value, got) for got in found), found


@pytest.mark.parametrize(("earlier", "later", "slot", "value"), UPDATES)
def test_a_taste_ended_in_other_words_stops(
    earlier: str, later: str, slot: str, value: str
) -> None:
    """The taste said first is active before and no longer active after the ending."""
    before, after = learned_after(earlier, later)
    assert any(m.slot == slot and values_match(value, m.value) and m.active for m in before)
    assert not any(m.slot == slot and values_match(value, m.value) and m.active for m in after)


@pytest.mark.parametrize("text", NONE)
def test_a_near_miss_learns_no_taste_or_skill(text: str) -> None:
    """Someone else's taste or skill, a review, a wish, a question: nothing of these slots."""
    keys = learned_keys(text)
    assert not any(k == "profile.skills" or v in ("like", "dislike") for k, v in keys), keys


def test_the_still_missed_list_names_sentences_not_yet_read() -> None:
    """The still-missed list holds sentences that indeed learn nothing yet of these slots."""
    missed = [t for t in STILL_MISSED if not any(_learned(t, s) for s in ("like", "dislike"))]
    assert len(missed) >= 5
