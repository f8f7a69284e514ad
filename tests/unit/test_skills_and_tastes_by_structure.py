"""Skills and tastes read by their grammatical structure, EN and ZH (issue 22, round 48): a
skill said with how much of it one has or by its use, a field named before skills, someone
else's playing heard at night, 会 after a condition met; a thing said first and then the
user's verdict or reaction to it."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en_skills, taste_asked, taste_verdicts, zh_skills
from memstream.processors.grammar.fills import Fill
from tests.fixtures.grammar import learned_keys, said


def _skills(text: str) -> set[str]:
    """The user's skills a sentence says."""
    return {item.removeprefix("skill=") for item in said(text) if item.startswith("skill=")}


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("I can code in Python, SQL and a bit of Go", {"Python", "SQL", "Go"}),
        ("I'm good with Photoshop and a little bit of Illustrator", {"Photoshop", "Illustrator"}),
        ("I can program in C and a little Rust", {"C", "Rust"}),
        ("剪辑这块PR、达芬奇都熟，AE会一点点", {"PR", "达芬奇", "AE"}),
        ("编程方面Python和Go都会", {"Python", "Go"}),
    ],
)
def test_a_skill_is_named_without_how_much_or_its_field(text: str, skills: set[str]) -> None:
    assert _skills(text) == skills


def test_the_amount_and_the_use_are_cut_from_a_skill() -> None:
    assert en_skills._amount_cut(Fill("skill", "a little bit of Illustrator")).value == (
        "Illustrator"
    )
    assert en_skills._amount_cut(Fill("skill", "code in Python")).value == "Python"
    assert en_skills._amount_cut(Fill("skill", "Go")).value == "Go"


def test_a_bare_use_verb_goes_only_beside_a_skill() -> None:
    beside = [Fill("skill", "program"), Fill("skill", "C")]
    assert en_skills._without_bare_use(beside) == [Fill("skill", "C")]
    assert en_skills._without_bare_use([Fill("skill", "code")]) == [Fill("skill", "code")]


def test_a_field_is_cut_from_a_chinese_skill() -> None:
    assert zh_skills._field_cut(Fill("skill", "剪辑这块PR")).value == "PR"
    assert zh_skills._field_cut(Fill("skill", "弹钢琴")).value == "弹钢琴"


@pytest.mark.parametrize(
    "text",
    [
        "the lad next door plays drums every night at 11, how do I complain nicely",
        "my roommate Jules plays bass at 2am",
        "The guy in the flat above plays the drums at midnight. Every. Single. Night.",
        "the lady upstairs plays the cello every night at 11",
    ],
)
def test_someone_elses_playing_heard_at_night_is_no_skill(text: str) -> None:
    assert not any(".skill=" in item or item.startswith("skill=") for item in said(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my husband plays the piano beautifully", "husband.skill=piano"),
        ("I play the drums every night", "skill=drums"),
    ],
)
def test_playing_said_without_a_complaint_stays_a_skill(text: str, fact: str) -> None:
    assert fact in said(text)


@pytest.mark.parametrize(
    "text",
    ["恐怖片看了会做噩梦", "咖啡喝了会心慌", "對蝦子過敏，吃到會起疹子", "我一喝酒就会脸红"],
)
def test_will_after_a_condition_met_is_no_skill(text: str) -> None:
    assert not _skills(text)


@pytest.mark.parametrize(
    ("text", "skill"),
    [("我学了会弹吉他", "弹吉他"), ("我学完会开车了", "开车"), ("我会弹吉他", "弹吉他")],
)
def test_can_after_learning_stays_a_skill(text: str, skill: str) -> None:
    assert skill in _skills(text)


@pytest.mark.parametrize(
    ("text", "taste"),
    [
        ("榴莲我是真的闻到就想吐", "dislike=榴莲"),
        ("榴莲现在闻到就恶心", "dislike=榴莲"),
        ("芹菜我吃两口就想吐", "dislike=芹菜"),
        ("香菜我闻着就恶心", "dislike=香菜"),
    ],
)
def test_a_reaction_to_a_thing_said_first_is_a_dislike(text: str, taste: str) -> None:
    assert taste in said(text)


@pytest.mark.parametrize(
    ("text", "key", "polarity"),
    [
        ("爵士乐我欣赏不来", "pref:爵士乐", "dislike"),
        ("摇滚我超爱", "pref:摇滚", "like"),
        ("Jazz I just can't stand", "pref:jazz", "dislike"),
        ("Sushi I love", "pref:sushi", "like"),
        ("Country music I can't get into", "pref:country music", "dislike"),
        ("Mushrooms I won't touch", "pref:mushrooms", "dislike"),
        ("honestly, horror I don't do", "pref:horror", "dislike"),
    ],
)
def test_a_verdict_on_a_thing_said_first_is_a_taste(text: str, key: str, polarity: str) -> None:
    assert (key, polarity) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("这首歌我听不下去", set()),
        ("你说的我不喜欢", set()),
        ("最近迷上了德彪西，肖邦听腻了。", {"pref:德彪西"}),
        ("Java 6的代码看得我头大", set()),
        ("That song I can't stand", set()),
        ("Today I hate", set()),
        ("Spicy food I can handle", set()),
        (  # read as meant once the fillers and restarts are out (g55s disfluency)
            "um I, I really, like I actually really hate, um, video calls before noon",
            {"pref:video calls before noon"},
        ),
    ],
)
def test_a_thing_at_hand_or_no_verdict_said_first_is_no_taste(text: str, liked: set[str]) -> None:
    """Not a thing at hand, a thing had too much of (听腻了 ends a like), a verdict on what is
    read (看得我头大), no verdict, nor a word of speech before "I"."""
    tastes = {key for key, value in learned_keys(text) if value in ("like", "dislike")}
    assert tastes == liked


def test_the_fronted_readers_read_only_a_bare_thing() -> None:
    assert taste_verdicts._fronted("爵士乐我欣赏不来") == [Fill("dislike", "爵士乐")]
    assert taste_verdicts._fronted("他我最讨厌") == []
    assert taste_verdicts._en_fronted("Jazz I hate") == [Fill("dislike", "Jazz")]
    assert taste_verdicts._en_fronted("My wife I love") == []


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("之前会一点Vue", {"Vue"}),
        ("我会一点点吉他", {"吉他"}),
        ("我会点儿摄影", {"摄影"}),
        ("会些木工", {"木工"}),
        ("我会一些基础的Photoshop", {"Photoshop"}),
        (
            "I know Excel inside out, VBA too, and enough SQL to be dangerous",
            {"Excel", "VBA", "SQL"},
        ),
        ("I know Python well and my wife knows R", {"Python"}),
    ],
)
def test_a_skill_had_a_little_or_listed_after_how_well_is_read(text: str, skills: set[str]) -> None:
    assert _skills(text) == skills


@pytest.mark.parametrize(
    "text",
    ["他会一点吉他", "我以前会一点吉他，现在全忘了", "我一点都不会", "I wish I knew a bit of Go"],
)
def test_a_little_of_someone_elses_or_a_forgotten_skill_is_none(text: str) -> None:
    assert not _skills(text)


def test_how_well_is_cut_so_a_list_reads_on() -> None:
    cut = en_skills._how_well_cut("I know Excel inside out, VBA too, and enough SQL")
    assert cut == "I know Excel, VBA, and enough SQL"


@pytest.mark.parametrize(
    ("text", "key", "polarity"),
    [
        ("给我推荐几部悬疑剧吧，我超爱这种", "pref:悬疑剧", "like"),
        ("帮我找个榴莲千层的做法，我超爱吃这个", "pref:榴莲千层", "like"),
        ("推荐几部恐怖片，我最怕这种了", "pref:恐怖片", "dislike"),
        ("Find me a recipe with okra, I'm obsessed with it lately.", "pref:okra", "like"),
        ("suggest a podcast about true crime, I'm hooked on that stuff", "pref:true crime", "like"),
        ("recommend some thrillers, I love them", "pref:thrillers", "like"),
    ],
)
def test_a_taste_of_what_was_just_asked_for_names_it(text: str, key: str, polarity: str) -> None:
    assert (key, polarity) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "推荐一下，我超爱这个",
        "我超爱这个",
        "给我推荐几部悬疑剧吧，我老婆超爱这种",
        "find me a recipe for dinner, I hate it",
        "send me the report, I hate it",
    ],
)
def test_a_pointer_with_nothing_asked_or_someone_elses_taste_is_none(text: str) -> None:
    found = learned_keys(text)
    assert not any(value in ("like", "dislike") for _, value in found), found


def test_a_value_that_only_points_back_is_no_thing() -> None:
    assert taste_asked.points_back("这种")
    assert taste_asked.points_back("吃这个")
    assert not taste_asked.points_back("这种茶")
