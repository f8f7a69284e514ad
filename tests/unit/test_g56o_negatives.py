"""Negatives that generalise (g56o): a pasted e-mail with its header, a record followed by
whose it is, a question said without its mark, a counterfactual world, someone else's words
told to another, and a Chinese dream teach nothing about the user; the near misses (the
user's own facts beside them) stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

_FACTS = {
    "profile.role",
    "profile.location",
    "profile.work_location",
    "profile.employer",
    "profile.name",
    "fact:allergy",
    "fact:habit",
}


def _facts(text: str) -> set[str]:
    return {key for key, _ in learned_keys(text)} & _FACTS


MAILS: list[str] = [
    "-----Original Message-----\nFrom: Gregor Lind\nSent: Friday\nTeam, I'm relocating to "
    "Oslo in June and joining Equinor as a geologist.",
    "can you reply to this?\n\nOn Wed, 4 Feb 2026, Hana Ito wrote:\n> Hello, I am the new "
    "head chef in Kyoto and I'm allergic to sesame.",
    "From: Ruth Pardo\nDate: 12 March\nSubject: intro\nHi! I work at Deloitte as an auditor "
    "and I live in Seville.",
    "-----原始邮件-----\n发件人：周雪\n各位好，我是新来的财务主管，常驻苏州。",
    "帮我回一下这封邮件\n发件人：郑海\n发送时间：周二\n你好，我在青岛的海尔做采购。",
]


@pytest.mark.parametrize("text", MAILS)
def test_a_pasted_mail_teaches_nothing_about_the_user(text: str) -> None:
    """The mail's writer is not the user, from its header on."""
    assert _facts(text) == set()


AFTERWARD: list[str] = [
    "Name: Bettina Kraus\nCity: Graz\nEmployer: Andritz\nthe above is a client's record, "
    "turn it into a table",
    "姓名：吴磊\n城市：厦门\n单位：美图\n以上是应聘者的资料，帮我写个评价",
]


@pytest.mark.parametrize("text", AFTERWARD)
def test_a_record_said_to_be_someone_elses_teaches_nothing(text: str) -> None:
    """A record followed by whose it is belongs to that person."""
    assert _facts(text) == set()


ASKED: list[str] = [
    "curious whether a physiotherapist can get work in Norway",
    "need to know if the Lyon office takes people who speak only English",
    "wondering how a sous chef ends up at Google",
    "quick question: whether nurses in Dublin need Irish",
    "random thought but does a welder in Oslo need to speak Norwegian",
]


@pytest.mark.parametrize("text", ASKED)
def test_a_question_without_its_mark_teaches_nothing(text: str) -> None:
    """What follows the wh-word is asked, not said."""
    assert _facts(text) == set()


UNREAL: list[str] = [
    "in some parallel universe I'm a jazz pianist in New Orleans",
    "in an ideal world I would be living in Kyoto",
    "somewhere in a universe where I'm a surgeon in Boston, my mom is proud",
    "我梦想有一天能在大理开个民宿",
    "真希望能住在海边，天天看日出",
    "等我退休了就去西双版纳开个茶馆",
]


@pytest.mark.parametrize("text", UNREAL)
def test_a_world_that_is_not_so_teaches_nothing(text: str) -> None:
    """A dream, a longing or a counterfactual world names no state of the user's."""
    assert _facts(text) == set()


REPORTED: list[str] = [
    "护士跟我妈说她对头孢过敏",
    "听邻居讲他每天晚上十点去夜跑",
    "房东跟我老公说他下个月搬去珠海",
]


@pytest.mark.parametrize("text", REPORTED)
def test_someone_elses_words_to_another_are_theirs(text: str) -> None:
    """A third person's words about themself, told to one of the user's people."""
    assert _facts(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    (
        "I'm a geologist in Oslo. In some parallel universe I'm a jazz pianist.",
        ("profile.role", "geologist"),
    ),
    (
        "I work as a nurse in Leeds, curious whether that counts for a visa",
        ("profile.role", "nurse"),
    ),
    (
        "I live in Porto and I wonder if my landlord will raise the rent",
        ("profile.location", "Porto"),
    ),
    ("我在大理开民宿，梦想有一天能去冰岛看极光", ("profile.location", "大理")),
    ("我住在杭州。以上是我的资料", ("profile.location", "杭州")),
    (
        "From: Boston\nI moved to Denver last year and work at Ball as an engineer",
        ("profile.location", "Denver"),
    ),
    ("我对青霉素过敏，医生跟我说的", ("fact:allergy", "青霉素")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_the_users_own_facts_beside_them_stay(text: str, learned: tuple[str, str]) -> None:
    """The user's own fact, said outside the gated span, stays."""
    assert learned in learned_keys(text)


JOKE_ALLERGIES: list[str] = [
    "honestly I'm allergic to PowerPoint, I get hives just opening it",
    "I have a serious allergy to deadlines",
    "pretty sure I'm allergic to networking events",
    "我对周报过敏，一写就头疼",
    "我这人对甲方过敏",
]


@pytest.mark.parametrize("text", JOKE_ALLERGIES)
def test_an_allergy_to_no_substance_is_a_joke(text: str) -> None:
    """Work, software, days and people are what one complains of, not allergens."""
    assert "fact:allergy" not in _facts(text)


REAL_ALLERGIES: list[tuple[str, tuple[str, str]]] = [
    ("I'm allergic to amoxicillin", ("fact:allergy", "amoxicillin")),
    ("I'm allergic to wasp stings", ("fact:allergy", "wasp stings")),
    ("我对虾过敏", ("fact:allergy", "虾")),
]


@pytest.mark.parametrize(("text", "learned"), REAL_ALLERGIES)
def test_a_real_allergen_stays(text: str, learned: tuple[str, str]) -> None:
    """A drug, a sting, a food stay allergies."""
    assert learned in learned_keys(text)


PASTED_MACHINE: list[str] = [
    "UPDATE members SET city = 'Bergen', employer = 'Equinor' WHERE id = 12; is that valid",
    "select name, city from staff where city = 'Leeds' -- returns nothing, why",
    "profile:\n  name: 孙浩\n  tags:\n    - 成都\n    - 腾讯\n这个yaml缩进对吗",
]


@pytest.mark.parametrize("text", PASTED_MACHINE)
def test_sql_and_yaml_lists_teach_nothing(text: str) -> None:
    """A database statement and a nested record's list items are the program's words."""
    assert _facts(text) == set()


def _goals(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.goals"}


TASKS: list[str] = [
    "which wood stain is food safe? trying to make a cutting board for my sister",
    "what flowers last longest in a vase? trying to pick a bouquet for a colleague",
    "这句诗是谁写的？我想引用一句放在婚礼请柬上",
    "哪种茶叶适合送长辈？想给客户挑点年货",
    "我想把这句话刻在戒指内侧，帮我看看英文对不对",
]


@pytest.mark.parametrize("text", TASKS)
def test_the_reason_for_a_question_is_no_goal(text: str) -> None:
    """A thing to make, pick or engrave now, asked help with, is the task, not a goal."""
    assert _goals(text) == set()


GOALS: list[tuple[str, str]] = [
    ("I want to run a marathon before I turn 40", "run a marathon"),
    ("我想三年内开个自己的烘焙店", "开个自己的烘焙店"),
]


@pytest.mark.parametrize(("text", "goal"), GOALS)
def test_a_goal_with_a_horizon_stays(text: str, goal: str) -> None:
    """A want with a horizon is a goal."""
    assert any(goal in value for value in _goals(text))


PARTNER_THINGS: list[str] = [
    "the office is basically my wife at this point",
    "my laptop is my new girlfriend",
    "这个月天天加班，键盘就是我老婆",
]


@pytest.mark.parametrize("text", PARTNER_THINGS)
def test_a_thing_called_a_partner_is_no_partner(text: str) -> None:
    """A partner word said of a thing, either way round, is a joke."""
    assert not any(key.startswith("profile.relations.") for key, _ in learned_keys(text))


def test_a_real_partner_stays() -> None:
    """A partner who is a person stays."""
    assert ("profile.relations.wife", "wife") in learned_keys("my wife is a pharmacist")


DREAMS: list[str] = [
    "in my dream life I'd be a potter in Cornwall with two border collies",
    "In my ideal world I live in a cottage in Donegal",
    "我的梦想是每天睡到自然醒",
]


@pytest.mark.parametrize("text", DREAMS)
def test_a_dream_life_names_no_state_or_habit(text: str) -> None:
    """No home, pet or habit from a dream."""
    learned = {key for key, _ in learned_keys(text)}
    assert not learned & {"profile.location", "fact:habit", "profile.relations.dog"}
    assert not any(key.startswith("profile.relations.") for key in learned)


DESCRIBED: list[str] = [
    "given a customer who lives in Tromsø and works at Equinor, how should I greet them",
    "what laptop suits someone who codes in Rust and lives in Lagos",
    "一个住在青岛的上班族周末一般干点啥",
    "一位在医院上夜班的护士平时怎么调作息",
    "我们组的小孟每天下班都去打羽毛球",
    "咱们厂的老周对海鲜过敏",
]


@pytest.mark.parametrize("text", DESCRIBED)
def test_someone_only_described_is_not_the_user(text: str) -> None:
    """An indefinite person, or a nickname after a group of the user's, is the subject."""
    assert _facts(text) == set()


SELF_DESCRIBED: list[tuple[str, tuple[str, str]]] = [
    ("I'm a paramedic who lives in Cardiff", ("profile.location", "Cardiff")),
    ("我是一个住在青岛的程序员", ("profile.location", "青岛")),
    ("我每天下班都去打羽毛球", ("fact:habit", "每天下班打羽毛球")),
]


@pytest.mark.parametrize(("text", "learned"), SELF_DESCRIBED)
def test_the_user_said_to_be_that_person_stays(text: str, learned: tuple[str, str]) -> None:
    """The user called that person, or the user's own habit, stays."""
    assert learned in learned_keys(text)
