"""Everyday near-misses written before reading any failure (issue 22, round 48): words the
user drafts, forwards or translates for someone else, statements reported without a "said",
rhetorical and self-mocking lines, facts of a character, a customer, a patient or a guest,
conditions and wishes, questions shaped as statements, the assistant's words echoed back and
role-play set-ups. None may teach a memory about the user; the user's own facts said beside
them must still be learned, and nothing more. English and Chinese; none is a corpus line."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import Learned
from tests.fixtures.grammar import learned_after


def _about_user(text: str, earlier: str = "") -> set[tuple[str, str]]:
    """(slot, value) of the active memories about the user one message teaches, relations
    aside (a person named in a draft may well be the user's)."""
    after: list[Learned] = learned_after(earlier, text)[1]
    return {
        (m.slot, m.value)
        for m in after
        if m.active and m.subject == "user" and not m.negated and m.slot != "relation"
    }


SILENT: list[str] = [
    # drafted, polished or translated for someone else, or a text given to work on
    "need a best man speech, the groom works as an engineer at Rolls-Royce and loves sailing",
    "write a eulogy for my grandad, he was a carpenter for 40 years and loved fly fishing",
    "can u write a bio for my friend: Sarah is a pediatric nurse in Leeds, loves climbing",
    "draft a cover letter for my roommate, she's applying as a junior accountant at Deloitte",
    "pls translate into spanish: I am allergic to penicillin and I live in Madrid",
    "Rewrite this more professionally: I am a senior data analyst with six years of Python",
    "help me word a text to my landlord's agent, the tenant upstairs is moving out in May",
    "帮我写一篇悼词，外公当了四十年木匠，最爱钓鱼",
    "帮我朋友写个自我介绍：她是儿科护士，住在成都，喜欢攀岩",
    "帮我表妹改一下求职信，她想应聘会计，在德勤实习过",
    "翻译成英文：我对青霉素过敏，我住在上海",
    "帮我润色一下这段：本人从事财务工作五年，熟练使用Excel",
    "帮我给新郎写段祝酒词，他是工程师，平时爱打网球",
    # told on without a "said"
    "how do I say I'm allergic to nuts in Japanese",
    "领导在群里：我讨厌远程办公，下周起全员回办公室",
    "my boss in the standup today: 'I hate remote work, everyone back in the office'",
    "apparently the new guy speaks five languages and lives on a boat",
    "Mum on the phone just now — 'I'm going vegan from next week'",
    "听说隔壁那家要搬去深圳了",
    "我妈电话里：我打算下周开始吃素",
    # rhetorical and self-mocking
    "sure, I LOVE working weekends",
    "me? a morning person? never",
    "我可真是个大聪明，又把伞忘在地铁上了",
    "I'm basically a professional procrastinator at this point lol",
    "who needs sleep anyway, I live at the office now",
    "I'm a genius, locked my keys in the car again",
    "me, a chef? I burn toast",
    "我可真是个天才，又把钥匙锁车里了",
    "我就是个废物，连个鸡蛋都煎不好",
    "我吃素？开什么玩笑",
    # a character, a patient, a customer, a guest
    "the kid I tutor speaks Polish at home",
    "我写的小说里女主在上海当律师",
    "这个病人对青霉素过敏，住在12床",
    "小说主角在腾讯上班，住在深圳",
    "guest in room 12 is vegetarian and wants a late checkout",
    "my character is a half-elf ranger who speaks Elvish and hates cities",
    "the patient is a 54 year old male, type 2 diabetic, allergic to penicillin",
    "customer says she lives in Bristol and wants a refund",
    "in my novel the protagonist works at Google and lives in Seattle",
    "我的角色是个半精灵游侠，会说精灵语，讨厌城市",
    "12号房的客人吃素，要延迟退房",
    "客户说她住在杭州，要退款",
    # conditions and wishes
    "if I ever get a dog I'd call it Biscuit",
    "wish I could speak Japanese, sounds so cool",
    "if I were vegetarian I'd miss bacon way too much",
    "要是我以后养狗，就叫它饼干",
    "真希望我会说日语",
    "要是我吃素的话肯定很想念红烧肉",
    # questions shaped as statements
    "you think I'm lactose intolerant or something",
    "am I the only one who hates cilantro",
    "so I'm supposed to be gluten free now, according to this article?",
    "我是不是乳糖不耐受啊",
    "难道我对猫过敏？",
    "就我一个人讨厌香菜吗",
    # the assistant's words echoed back
    "you keep saying I live in Paris, where did that come from",
    "you wrote 'since you are vegan' earlier, why would you think that",
    "你刚才说我住在北京，我可没说过",
    "你说作为程序员我应该多运动，我哪里说过我是程序员",
    # role-play set-ups
    "你演我老板，我演一个想请假的员工",
    "imagine you're a customer who is allergic to gluten",
    "ok you be the customer, I'm the barista, and you're allergic to oat milk",
    "pretend you're my landlord and I'm asking for my deposit back",
    "act as my therapist, I'll play a guy who just moved to Berlin",
    "假装你是我房东，我来找你要押金",
    "你来扮演心理医生，我演一个刚搬到北京的人",
    "你当顾客，我当咖啡师，你对燕麦奶过敏",
]


@pytest.mark.parametrize("text", SILENT)
def test_near_misses_teach_nothing_about_the_user(text: str) -> None:
    assert _about_user(text) == set()


BESIDE: list[tuple[str, set[tuple[str, str]]]] = [
    (
        "I'm a nurse myself. can you write a bio for my friend: Sarah is a pediatric nurse",
        {("role", "nurse")},
    ),
    (
        "I live in Leeds. translate to spanish: I am allergic to penicillin",
        {("home_location", "Leeds")},
    ),
    ("I'm vegan, and the guest in room 12 is vegetarian", {("diet", "vegan")}),
    ("I'm allergic to penicillin, is that why I got the rash?", {("allergy", "penicillin")}),
    ("我是护士，帮我朋友写个自我介绍：她是儿科护士", {("role", "护士")}),
    ("我住在上海，帮我翻译成英文：我对青霉素过敏", {("home_location", "上海")}),
    ("我吃素，12号房的客人也吃素", {("diet", "vegetarian")}),
    ("你刚才说我住在北京，其实我住在天津", {("home_location", "天津")}),
    ("我对猫过敏，所以不敢去朋友家", {("allergy", "猫")}),
]


@pytest.mark.parametrize(("text", "expected"), BESIDE)
def test_the_users_own_facts_beside_them_are_learned(
    text: str, expected: set[tuple[str, str]]
) -> None:
    assert _about_user(text) == expected


STILL_MISSED: list[str] = [
    "患者男，54岁，有糖尿病，青霉素过敏",
    "you keep saying I live in Paris, I live in Lyon",
    "can you translate I am a vegetarian into French",
    "caption for my cat's instagram: I'm the boss of this house and I hate Mondays",
]
"""Own sentences still read wrong (a false memory, or the right one missed), worked on this
round; what is left at its end stays here for the next."""
