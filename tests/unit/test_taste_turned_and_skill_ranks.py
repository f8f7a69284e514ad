"""Tastes said as a change and limits said by "anything but"; skills said by a rank or by the
years a trade is done (issue 22, g47t): EN and ZH, and what must learn none of them."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import skill_ranks, taste_turned
from tests.fixtures.grammar import learned_keys

TURNED: list[tuple[str, str, str]] = [
    ("I hated coriander as a kid but I love it now", "coriander", "like"),
    ("i hated coriander for 30 years but i actually like it now?? weird", "coriander", "like"),
    ("I never liked jazz, but these days I really enjoy it", "jazz", "like"),
    ("honestly I couldn't stand olives growing up, but now I love them", "olives", "like"),
    ("I loved cola as a kid but now I hate it", "cola", "dislike"),
    ("小时候讨厌吃茄子，现在反而很喜欢", "茄子", "like"),
    ("不知道为啥，以前不吃香菜，现在居然觉得挺香", "香菜", "like"),
    ("以前不喜欢喝咖啡，现在觉得蛮好喝的", "咖啡", "like"),
]
"""A taste said as a change: the taste of now is learned and the old one ends."""

LIMITED: list[tuple[str, str]] = [
    ("除了香菜啥都吃", "香菜"),
    ("我啥都吃，就是不吃香菜", "香菜"),
    ("我什么都喝，就是不喝啤酒", "啤酒"),
    ("I really dislike durian, sorry to my family haha", "durian"),
    ("no mushrooms on mine please, can't stand them", "mushrooms"),
    ("hold the onions, I hate them", "onions"),
    ("skip the olives please, I really don't like them", "olives"),
    ("别放香菜，我受不了", "香菜"),
    ("不要放葱，我讨厌那个味", "葱"),
    ("我那份不要香菜，实在受不了", "香菜"),
    ("香菜我是一口都碰不得", "香菜"),
]
"""Anything taken but one thing, a thing asked left out then judged, a thing one cannot
touch, and a dislike followed by an apology (no correction)."""

RANKED: list[tuple[str, str]] = [
    ("I'm grade 8 piano", "piano"),
    ("got my 2nd dan in judo last year", "judo"),
    ("I passed grade 5 on the violin", "violin"),
    ("钢琴过了十级", "钢琴"),
    ("我钢琴十级", "钢琴"),
    ("我是围棋业余五段", "围棋"),
    ("我干了十年电焊", "电焊"),
    ("我弹了二十年古筝", "古筝"),
    ("我练了八年太极", "太极"),
]
"""A skill said by a rank held or the years of a trade."""

NOT_TURNED: list[str] = [
    "I hated the film",
    "I loved Lisbon but it rained the whole time",
    "I hated maths at school and I still do",
]
"""A past taste with no taste of now after it: nothing ends."""

NOTHING: list[str] = [
    "my daughter is grade 5 violin",
    "I'd love to get my black belt in karate one day",
    "台风十级，今天别出门",
    "我老公除了香菜啥都吃",
    "我老公啥都吃就是不吃香菜",
    "我爸干了十年电焊",
    "我儿子钢琴十级",
    "你啥都不懂",
    "no worries, I love it",
    "No problem, I love it",
    "no spoilers please, I love that show",
    "别催了，受不了",
    "别加班了，受不了",
    "不要吵，受不了",
    "我老公香菜一口都碰不得",
]
"""Near misses: a one-off review, someone else's taste or rank, a wish, a storm's grade."""

STILL_MISSED: list[str] = [
    "proper love a sunday roast me",
    "I fix bikes for my neighbours on weekends",
    "我平时帮邻居修电脑",
    "Durian is my absolute favourite fruit, fight me",
]
"""Own sentences these rules still miss (no test asserts them; listed for the next round)."""


def _tastes(text: str) -> set[tuple[str, str]]:
    """(form, thing) of the likes and dislikes learned: `like`, `dislike` or `no` (ended)."""
    return {
        (form, key.split(":", 1)[1]) for key, form in learned_keys(text) if key.startswith("pref:")
    }


@pytest.mark.parametrize(("text", "thing", "form"), TURNED)
def test_a_taste_said_as_a_change_holds_now(text: str, thing: str, form: str) -> None:
    """The taste of now is learned; the sentence's old taste is not learned as held."""
    found = _tastes(text)
    assert (form, thing) in found
    other = "dislike" if form == "like" else "like"
    assert (other, thing) not in found


@pytest.mark.parametrize(("text", "thing"), LIMITED)
def test_anything_but_one_thing_is_a_dislike(text: str, thing: str) -> None:
    """The one thing not taken is disliked, and nothing else is."""
    assert _tastes(text) == {("dislike", thing)}


@pytest.mark.parametrize(("text", "skill"), RANKED)
def test_a_rank_or_years_of_a_trade_is_a_skill(text: str, skill: str) -> None:
    """The discipline is the skill learned."""
    assert ("profile.skills", skill) in learned_keys(text)


@pytest.mark.parametrize("text", NOTHING)
def test_near_misses_learn_no_taste_or_skill(text: str) -> None:
    """No like, dislike or skill of the user's is learned."""
    found = learned_keys(text)
    assert not {
        k for k, v in found if k == "profile.skills" or (k.startswith("pref:") and v != "no")
    }


@pytest.mark.parametrize("text", NOT_TURNED)
def test_a_past_taste_alone_ends_nothing(text: str) -> None:
    """No taste is ended by a past taste that no clause of now follows."""
    assert not {key for key, form in learned_keys(text) if form == "no"}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Can't face cold brew anymore, it wrecks my stomach", "cold brew"),
        ("I can't stand reality TV anymore", "reality tv"),
    ],
)
def test_a_like_ended_by_what_one_cannot_face(text: str, thing: str) -> None:
    """ "can't face X anymore": the like of the thing ends."""
    assert (f"pref:{thing}", "no") in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("olives are suddenly my favourite snack", "olives"),
        ("karaoke is hands down my favourite", "karaoke"),
        ("sushi is now my favourite food", "sushi"),
    ],
)
def test_a_favourite_said_with_an_adverb(text: str, thing: str) -> None:
    """ "X is suddenly / hands down my favourite (kind)": X is liked."""
    assert (f"pref:{thing}", "like") in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Tottenham till I die, I'm at every home game", "tottenham"),
        ("die hard Liverpool fan here", "liverpool"),
        ("周杰伦死忠粉报到，演唱会我去了七场了", "周杰伦"),
        ("我是五月天铁粉", "五月天"),
        ("湖人死忠粉一枚", "湖人"),
    ],
)
def test_a_fan_for_life_likes_the_team(text: str, thing: str) -> None:
    """A team or a singer one follows for life is liked."""
    assert (f"pref:{thing}", "like") in learned_keys(text)


@pytest.mark.parametrize(
    "text", ["Work till I die, that's my life", "我老公是湖人死忠粉", "你是周杰伦死忠粉吗"]
)
def test_no_fan_when_a_doing_or_someone_else(text: str) -> None:
    """A doing chanted "till I die", another's fandom, a question: no like of the user's."""
    assert not {k for k, v in learned_keys(text) if v == "like"}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("下班来瓶冰可乐续命", "冰可乐"),
        ("熬夜全靠红牛续命", "红牛"),
        ("iced coffee is my lifeline", "iced coffee"),
    ],
)
def test_what_keeps_one_going_is_liked(text: str, thing: str) -> None:
    """A thing the user lives on (续命, "my lifeline") is liked."""
    assert (f"pref:{thing}", "like") in learned_keys(text)


@pytest.mark.parametrize(
    "text", ["我老公每天靠咖啡续命", "你也靠咖啡续命吗", "my mum is my lifeline"]
)
def test_what_keeps_someone_else_going_is_no_like(text: str) -> None:
    """Another's lifeline, a question, a person: no like of the user's."""
    assert not {k for k, v in learned_keys(text) if v == "like"}


def test_someone_called_a_favourite_is_no_like() -> None:
    """A person called a favourite is no taste ("Tom is suddenly my favourite person")."""
    assert not {k for k, v in learned_keys("Tom is suddenly my favourite person") if v == "like"}


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("I'm building a budgeting app in Rust", "Rust"),
        ("I wrote the whole backend in Go", "Go"),
        ("I built my portfolio site with Next.js", "Next.js"),
        ("我最近在做一个小程序，Python写的，卡在节奏识别上了", "Python"),
        ("我写了个爬虫，用Python写的", "Python"),
        ("最近在做一个台账系统，用Excel VBA写的", "Excel VBA"),
    ],
)
def test_the_tool_of_ones_own_work_is_a_skill(text: str, tool: str) -> None:
    """What the user's own work is made in is a skill of theirs."""
    assert ("profile.skills", tool) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "这个网站是用React写的吗",
        "他用Python写的",
        "I wrote it in Vim",
        "My brother built his app in Swift",
        "I'm building a shed with my dad",
    ],
)
def test_no_tool_of_another_or_an_editor(text: str) -> None:
    """A question, another's work, an editor, a person worked with: no skill."""
    assert not {v for k, v in learned_keys(text) if k == "profile.skills"}


def test_an_editor_written_in_is_no_tool_skill() -> None:
    """用IntelliJ IDEA写Java: the editor is no skill; the language written is."""
    found = learned_keys("我一直用IntelliJ IDEA写Java")
    assert ("profile.skills", "IDEA") not in found
    assert ("profile.skills", "Java") in found


def test_the_past_taste_is_said_as_used_to() -> None:
    """The turned text says the old taste with "used to" and drops when it held."""
    said = taste_turned.turned("I hated coriander as a kid but I love it now")
    assert said == "I used to hate coriander but I love it now"
    assert taste_turned.turned("I hated the film") == "I hated the film"


def test_a_rank_is_a_grade_passed_for_the_joke_filter() -> None:
    """钢琴十级 reads as a grade passed, so that 十级 is no degree of a joke."""
    assert skill_ranks.zh_unranked("我钢琴十级") == "我钢琴考过"
    assert skill_ranks.zh_unranked("台风十级") == "台风十级"
