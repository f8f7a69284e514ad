"""False memories on what must not be learned, and what must still be learned beside it
(issue 22, h33n). English and Chinese; the phrasings are this file's own, none a corpus line.

Kinds: a wish a later hedge doubts; a hedge on the talk itself (which takes nothing back);
pasted settings and code; a request to work on a given text; a choice asked; a negated
change; a claim to be someone famous; a repeated cry; someone else's plan or facts.
"""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.noise import (
    claims_fame,
    screen,
    settings_block,
    stated_before_hedge,
    wished,
    without_asides,
)

ANCHOR = date(2026, 5, 4)  # a Monday


def _user(text: str) -> set[tuple[str, str]]:
    """(slot, value) the grammar reads of the user from what the noise screen keeps."""
    parse = zh.parse if any("\u4e00" <= ch <= "\u9fff" for ch in text) else en.parse
    return {
        (f.slot, f.value)
        for sentence in screen(text).kept
        for f in parse(sentence, ANCHOR)
        if f.subject == "user"
    }


@pytest.mark.parametrize(
    "text",
    [
        "I'd like to take up the cello but I doubt I'll find the time",
        "I want to learn to sail, though probably not this year",
        "想练个腹肌，但估计坚持不下来",
        "打算考个驾照，不过不一定有空",
    ],
)
def test_a_wish_a_hedge_doubts_is_not_learned(text: str) -> None:
    assert stated_before_hedge(text) == ""
    assert _user(text) == set()


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I live in Porto, I want to learn to surf but probably won't", "I live in Porto"),
        ("我在苏州上班，想学游泳，但估计没空", "我在苏州上班"),
    ],
)
def test_a_fact_before_a_doubted_wish_is_kept(text: str, kept: str) -> None:
    assert stated_before_hedge(text) == kept


def test_what_says_a_wish() -> None:
    assert wished("I'd like to take up the cello") and wished("想练个腹肌")
    assert not wished("I live in Porto") and not wished("我在苏州上班")


@pytest.mark.parametrize(
    "text", ["有个想法去读MBA", "不知道要不要转行做设计", "I doubt I'll ever move abroad"]
)
def test_more_hedges(text: str) -> None:
    assert _user(text) == set()


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("maybe I'm overthinking this, but I'm a pharmacist", "role", "pharmacist"),
        ("not sure why but I can't stand mushrooms", "dislike", "mushrooms"),
        ("I should probably mention I'm allergic to latex", "allergy", "latex"),
        ("可能是我想多了，我对芒果过敏", "allergy", "芒果"),
        ("不知道问得对不对，我住在青岛", "home_location", "青岛"),
    ],
)
def test_a_hedge_on_the_talk_keeps_the_fact(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _user(text)


def test_without_asides() -> None:
    assert without_asides("maybe I'm overthinking it") == ""
    assert without_asides("可能是我想多了，我是做会计的") == "我是做会计的"
    assert without_asides("I live in Leeds") == "I live in Leeds"


@pytest.mark.parametrize(
    "text",
    [
        "tab_size = 4\ninsert_spaces = false",
        "theme: solarized-dark\nfont: Fira Code",
        "主题: dark\n缩进: 4 spaces",
        "编辑器：neovim\n时区：Europe/Berlin",
    ],
)
def test_pasted_settings_are_noise(text: str) -> None:
    assert settings_block(text.splitlines())
    assert screen(text).kept == ()


def test_a_profile_in_lines_is_not_settings() -> None:
    assert not settings_block(["Name: Ada", "Job: welder"])
    assert not settings_block(["城市：厦门", "职业：护士"])


@pytest.mark.parametrize(
    "text", ['# I love Go\nfmt.Println("hi")', '# 我爱Rust\nprintln!("嗨")\nmain()']
)
def test_a_comment_above_a_call_is_code(text: str) -> None:
    assert screen(text).kept == ()


@pytest.mark.parametrize(
    "text",
    [
        "could you use tabs in this script?",
        "give me an example in light mode",
        "rewrite this email in a casual tone please",
        "帮我把这个配置改成tab缩进",
        "举个浅色主题的例子",
    ],
)
def test_a_request_on_a_given_text_is_no_preference(text: str) -> None:
    assert not {slot for slot, _ in _user(text)} & {
        "pref.indentation",
        "pref.theme",
        "pref.tone",
        "pref.format",
    }


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        (
            "I always use tabs, could you fix the indentation in this file?",
            "pref.indentation",
            "tabs",
        ),
        ("我一直用浅色主题，帮我把这段代码截图", "pref.theme", "light"),
    ],
)
def test_the_users_own_setup_beside_a_request_is_kept(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _user(text)


@pytest.mark.parametrize("text", ["学Go还是Rust好", "用Emacs还是Vim比较好", "深色还是浅色主题好？"])
def test_a_choice_asked_is_a_question(text: str) -> None:
    assert _user(text) == set()


def test_a_choice_after_a_fact_keeps_the_fact() -> None:
    assert ("home_location", "厦门") in _user("我住在厦门，租房还是买房好")


@pytest.mark.parametrize(
    ("text", "value"),
    [("没换成深色，还是浅色", "light"), ("没改成空格，一直用tab", "tabs")],
)
def test_a_change_not_made_is_the_other_option(text: str, value: str) -> None:
    assert {v for s, v in _user(text) if s.startswith("pref.")} == {value}


@pytest.mark.parametrize(
    "text", ["对，我就是乾隆", "我是孙悟空，哈哈", "I'm Batman", "sure, and I'm Albert Einstein"]
)
def test_a_claim_to_be_famous_is_a_joke(text: str) -> None:
    assert claims_fame(text)
    assert _user(text) == set()


def test_a_fan_of_someone_famous_is_no_claim() -> None:
    assert not claims_fame("我是周杰伦的粉丝") and not claims_fame("I'm a Taylor Swift fan")
    assert ("name", "王磊") in _user("我叫王磊")


def test_a_repeated_cry_likes_nothing() -> None:
    assert not {s for s, _ in _user("周末又要加班，绝了绝了") if s == "like"}
    assert ("like", "狗") in _user("我超喜欢狗，爱了爱了")


@pytest.mark.parametrize(
    "text",
    [
        "The plumber is coming back on Thursday to finish the pipes",
        "our new designer is starting next Monday",
        "维修师傅下周二上门",
        "隔壁组的那个实习生下周一入职",
    ],
)
def test_someone_elses_plan_is_not_the_users(text: str) -> None:
    assert not {s for s, _ in _user(text) if s == "plan"}


@pytest.mark.parametrize(
    "text", ["新来的CTO住在望京", "面试的那位候选人会说日语", "合唱团的阿梅会弹古筝"]
)
def test_someone_named_by_a_role_or_a_nickname_is_not_the_user(text: str) -> None:
    assert _user(text) == set()


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("I'm driving to Cardiff the weekend after next", "2026-05-23"),
        ("end of the month I'm moving to Bath", "2026-05-31"),
        ("we're taking the kids to the zoo on the 20th", "2026-05-20"),
        ("下下周六我要去杭州", "2026-05-23"),
        ("月底要去成都出差", "2026-05-31"),
    ],
)
def test_dated_plans(text: str, day: str) -> None:
    parse = zh.parse if any("\u4e00" <= ch <= "\u9fff" for ch in text) else en.parse
    plans = [f for f in parse(text, ANCHOR) if f.slot == "plan" and f.subject == "user"]
    assert plans and day in plans[0].dates


@pytest.mark.parametrize(
    "text",
    [
        "Sure, I'll keep my answers brief from now on.",
        "Got it, I'll reply in German from now on.",
        "好的，我之后都用英文回复你",
    ],
)
def test_the_repliers_own_words_are_no_preference(text: str) -> None:
    assert not {s for s, _ in _user(text) if s.startswith("pref.")}


def test_a_wish_for_replies_is_still_a_preference() -> None:
    assert ("pref.response_length", "concise") in _user("please keep your answers brief")
    assert ("pref.reply_language", "english") in _user("以后用英文回复我")


@pytest.mark.parametrize(
    "text", ["在成都住的话上班通勤要多久", "从上海开车到苏州多远", "签证被拒了咋办"]
)
def test_more_question_words(text: str) -> None:
    assert _user(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Maya's driving up to Glasgow on Saturday",
        "Dev is starting his new job next Monday",
        "新同事下周去广州培训",
        "阿杰在字节做运营",
    ],
)
def test_someone_named_is_not_the_user(text: str) -> None:
    assert _user(text) == set()


def test_the_users_own_plan_is_kept() -> None:
    assert ("plan", "driving up to Glasgow") in _user("I'm driving up to Glasgow on Saturday")
    assert any(s == "plan" for s, _ in _user("我下周去广州培训"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ugh, physio on Wednesday, can you cheer me up", "physio"),
        ("btw I'm in Rome from the 12th to the 15th, any food tips?", "in Rome"),
        ("heads up, I'm off to Oslo on Friday", "off to Oslo"),
    ],
)
def test_a_plan_said_in_passing_is_only_the_plan(text: str, value: str) -> None:
    assert ("plan", value) in _user(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'll be a billionaire by next Friday lol",
        "next week I'm quitting to raise goats (kidding)",
    ],
)
def test_a_plan_in_jest_is_no_plan(text: str) -> None:
    assert _user(text) == set()


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("周二去复查，哦不是周二，是周三", "2026-05-06"),
        ("周五回老家，不对，是周六，周五要值班", "2026-05-09"),
        ("下禮拜二要去台中", "2026-05-12"),
        ("这个月底要换房子，5月30号", "2026-05-30"),
    ],
)
def test_the_day_of_a_chinese_plan(text: str, day: str) -> None:
    plans = [f for f in zh.parse(text, ANCHOR) if f.slot == "plan" and f.subject == "user"]
    assert len(plans) == 1 and plans[0].dates == (day,)


def test_a_weekday_after_a_week_is_not_a_calendar_day() -> None:
    plans = [f for f in zh.parse("下周去青岛，周三", ANCHOR) if f.slot == "plan"]
    assert plans and plans[0].dates != ("2026-05-06",)  # not this week's Wednesday


def test_a_chinese_plan_drops_the_part_of_the_month() -> None:
    assert {f.value for f in zh.parse("下个月初要去体检", ANCHOR) if f.slot == "plan"} == {
        "要去体检"
    }
