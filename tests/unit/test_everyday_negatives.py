"""Everyday near-misses that must teach nothing about the user, beside the user's own facts
said next to them (issue 22, g46p): someone met in a scene (the captain, the bride, 那个乘客),
role-play and games (let's pretend I'm, 假装我是), and the other way a plan said under a
condition on the world (if the weather holds, 如果不下雨) that stays a plan. English and
Chinese; none is a corpus line."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import Learned
from memstream.processors.grammar.world_conditions import en_condition, zh_condition
from tests.fixtures.grammar import learned_after, said


def _about_user(text: str) -> set[tuple[str, str]]:
    """(slot, value) of the active memories about the user one message teaches, relations
    aside (a person named beside a quote may be the user's)."""
    after: list[Learned] = learned_after("", text)[1]
    return {
        (m.slot, m.value)
        for m in after
        if m.active and m.subject == "user" and not m.negated and m.slot != "relation"
    }


SILENT: list[str] = [
    # someone met in a scene, no "my" in front
    "the captain is allergic to shellfish so the paella is off tonight",
    "The captain plays guitar every night on the deck, badly",
    "the bride is gluten free, can you adapt the cake recipe",
    "the diver on the second team is vegan",
    "the tourist at table 6 speaks only Portuguese",
    "the customer is allergic to shellfish, can you flag that on the order",
    "the passenger in 14C is vegan",
    "那个乘客吃素",
    "那位老先生只吃素",
    "新郎是医生，喜欢打篮球",
    "那个新娘是做设计的",
    "隔壁老王每天早上跑步",
    "客户对花生过敏，菜单上标一下",
    # drafts for others, role-play and games
    "帮我写一段祝酒词，新郎是医生，喜欢打篮球",
    "let's pretend I'm a pirate captain living in Tortuga",
    "let's play a game where I'm a doctor and you're the patient",
    "roleplay: I'm a detective living in 1920s Chicago",
    "in this game I'm a chef at a busy bistro in Lyon",
    "you be the interviewer and I'll be a nurse applying for the job",
    "我们来玩个游戏，假装我是个厨师",
    "你扮演面试官，我扮演一个应聘产品经理的人",
    "假装我是一个住在上海的律师，你来问我问题",
    # a feat that runs between the steps of a day at home, or whose matter is leisure
    "I run a marathon every day, from the bed to the fridge haha",
    "I'm training for a marathon of Netflix this weekend",
    "my cardio is a sprint from the couch to the kitchen when the pizza arrives",
    "我每天都跑马拉松——从床到冰箱那种",
    "每天坚持锻炼，从沙发走到厨房",
    "健身就是躺着刷剧",
    # an affirmed liking called the best part of the job; an idea left undecided at the end
    "yeah I totally enjoy being chased by bulls, best part of the job",
    "oh sure, I just love cleaning the fryer, favourite part of my shift",
    "想开个抖音号，又怕没人看，再琢磨琢磨",
    "想去考个在职研究生，还得再考虑考虑",
    "we're flying to Rome on Friday, fingers crossed",
    # conditions on the user or in the conditional mood stay hypotheticals
    "if I won the lottery I'd move to Bali next week",
    "if the weather holds I'd go hiking on Saturday",
    "要是我中了彩票，明天就搬去三亚",
    "要是这周六不下雨，就能去爬香山了",
    "如果我是你，我下周就辞职",
]


@pytest.mark.parametrize("text", SILENT)
def test_near_misses_teach_nothing_about_the_user(text: str) -> None:
    assert _about_user(text) == set()


STILL_LEARNED: list[tuple[str, set[tuple[str, str]]]] = [
    (
        "I'm allergic to shellfish too, and the captain is allergic to shellfish",
        {("allergy", "shellfish")},
    ),
    ("I'm a nurse, the bride is gluten free", {("role", "nurse")}),
    ("我对花生过敏，客户对海鲜过敏", {("allergy", "花生")}),
    ("我会说粤语，那个乘客只会说英语", {("languages", "粤语")}),
    ("I'm a game designer at Ubisoft", {("role", "game designer"), ("employer", "Ubisoft")}),
    ("I play a lot of games, I'm a software engineer", {("role", "software engineer")}),
    ("我来演示一下，我是做前端的", {("role", "前端")}),
    (
        "my commute is from the bed to the desk lol, I work from home as a translator",
        {("role", "translator")},
    ),
    ("I'm training for a marathon of Netflix this weekend, and I'm vegan", {("diet", "vegan")}),
    ("I'm training for a marathon in April", {("goal", "marathon")}),
    ("我每天跑步，从家跑到公园", {("habit", "每天跑步")}),
    ("I really love hiking, best part of my week", {("like", "hiking")}),
    ("我想学日语，明年去日本", {("goal", "学日语")}),
]


@pytest.mark.parametrize(("text", "expected"), STILL_LEARNED)
def test_the_users_own_facts_beside_them_are_learned(
    text: str, expected: set[tuple[str, str]]
) -> None:
    assert expected <= _about_user(text)


def test_someone_in_a_scene_keeps_their_fact() -> None:
    assert said("the captain is allergic to shellfish") == {"captain.allergy=shellfish"}
    assert said("那个乘客吃素") == {"乘客.diet=vegetarian"}
    assert said("the bride is gluten free") == {"bride.diet=gluten-free"}


CONDITIONED_PLANS: list[tuple[str, str]] = [
    ("if the weather holds we're hiking Saturday", "hiking"),
    ("I'm splitting the hives next Tuesday if the weather holds", "splitting the hives"),
    ("if it doesn't rain I'm cycling to Brighton tomorrow", "cycling to Brighton"),
    ("if it's sunny we're going to the beach on Sunday", "going to the beach"),
    ("weather permitting, I'm driving up to Tahoe next Friday", "driving up to Tahoe"),
    ("如果不下雨，我们周六去爬山", "去爬山"),
    ("天气好的话，我下周五去杭州", "去杭州"),
    ("如果航班不延误，我下周一到北京", "到北京"),
]


@pytest.mark.parametrize(("text", "plan"), CONDITIONED_PLANS)
def test_a_plan_under_a_condition_on_the_world_is_a_plan(text: str, plan: str) -> None:
    assert ("plan", plan) in {(slot, value) for slot, value in _about_user(text)}


def test_the_condition_span_is_the_condition_only() -> None:
    text = "if the weather holds we're hiking Saturday"
    span = en_condition(text)
    assert span is not None
    assert text[span[0] : span[1]] == "if the weather holds"
    zh_span = zh_condition("如果不下雨，我们周六去爬山")
    assert zh_span == (0, 6)


def test_a_condition_on_the_user_is_no_world_condition() -> None:
    assert en_condition("if I win the lottery we're flying to Bali on Friday") is None
    assert en_condition("if the weather holds I'd go hiking") is None
    assert zh_condition("要是我中了彩票，明天就搬去三亚") is None
    assert zh_condition("下周二去签证中心面签，材料帮我核对一下") is None


STILL_MISSED: list[str] = [
    "我的爱好是躺平",
    "病人是一名退休教师，有高血压",
    "既然我吃素，晚饭做什么好？",
    "我住在杭州，真希望我住在大理",
    "I live in Denver and the guy next door plays drums every night",
    "painting a mural on the side of the Crown & Anchor this Saturday if the rain holds off",
]
"""Own sentences this round's readers still miss (a joke without a marker, a dropped subject
inherited inside a clause chain, a wish beside a fact), kept for the next round."""
