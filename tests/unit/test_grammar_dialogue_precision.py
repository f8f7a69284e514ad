"""Precision on real conversation (issue 22): what chit-chat between two people must not teach
the memory. Exclamations, compliments, wishes, general remarks and what someone else does are
no profile, taste, skill, goal or fact; the statements beside them still are. English and
Chinese."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.follow import follow_object
from memstream.processors.matchers.remember import match_remember_phrase
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted

ANCHOR = date(2026, 5, 4)


def en_user(text: str) -> set[tuple[str, str]]:
    """(slot, value) of what an English sentence says about the user."""
    return {(f.slot, f.value) for f in en.parse(text, ANCHOR) if f.subject == "user"}


def zh_user(text: str) -> set[tuple[str, str]]:
    """(slot, value) of what a Chinese sentence says about the user."""
    return {(f.slot, f.value) for f in zh.parse(text, ANCHOR) if f.subject == "user"}


def en_slots(text: str) -> set[str]:
    return {slot for slot, _ in en_user(text)}


def zh_slots(text: str) -> set[str]:
    return {slot for slot, _ in zh_user(text)}


def learned_keys(text: str) -> set[str]:
    """The keys the slot matcher proposes for one user message."""
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 5, 4, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return {candidate.key for candidate in match_slots(event)}


# 1. "It's X" names the user only in a self-introduction; an exclamation is no name.


@pytest.mark.parametrize(
    "text",
    [
        "It's been rough, but I'm hanging in there.",
        "It's been forever since we talked!",
        "It's Pedro Pascal, in that photo!",
        "Same here!",
        "Looky here, I found your keys.",
    ],
)
def test_en_it_is_x_is_no_name_outside_a_self_introduction(text: str) -> None:
    assert "name" not in en_slots(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hello, it's Ingrid!", "Ingrid"),
        ("hey, it's Farouk here", "Farouk"),
        ("this is Ines speaking", "Ines"),
        ("Good morning, this is Bram Visser, I work at Philips.", "Bram Visser"),
    ],
)
def test_en_a_self_introduction_still_names_the_user(text: str, name: str) -> None:
    assert ("name", name) in en_user(text)


def test_zh_a_person_in_a_photo_is_no_name() -> None:
    assert "name" not in zh_slots("是周杰伦！")
    assert "name" not in zh_slots("挺难熬的。")
    assert ("name", "林晓雨") in zh_user("我叫林晓雨。")


# 2. An interjection is never a place.


@pytest.mark.parametrize("text", ["Oh man, that's rough.", "Nice!", "Sweet!", "Cool."])
def test_en_an_interjection_is_no_place(text: str) -> None:
    assert "home_location" not in en_slots(text)


def test_en_a_bare_place_answer_is_still_a_place() -> None:
    assert ("home_location", "Lisbon") in en_user("Lisbon.")


def test_zh_an_interjection_is_no_place() -> None:
    assert "home_location" not in zh_slots("哎呀天哪，真替你难过。")
    assert "home_location" not in zh_slots("好的！")


# 3. A reply preference must be about the assistant's replies.


@pytest.mark.parametrize(
    "text",
    [
        "Life is too short to stay angry!",
        "Keep going until you get to the point where it feels easy.",
        "The party was so chill.",
        "We just hung out by the lake and chilled, it was relaxed and friendly.",
        "I hurt my knee not too long ago.",
        "Cooking can be difficult when you make everything from scratch, but it was chill.",
    ],
)
def test_en_short_or_chill_elsewhere_is_no_reply_preference(text: str) -> None:
    assert not en_slots(text) & {"pref.response_length", "pref.tone"}


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("keep your answers short please", "pref.response_length", "concise"),
        ("Your replies are way too long.", "pref.response_length", "concise"),
        ("get to the point", "pref.response_length", "concise"),
        ("be more casual with me", "pref.tone", "casual"),
        ("talk to me like a friend", "pref.tone", "casual"),
    ],
)
def test_en_a_wish_about_replies_is_still_a_preference(text: str, slot: str, value: str) -> None:
    assert (slot, value) in en_user(text)


def test_zh_life_is_short_is_no_reply_length() -> None:
    assert "pref.response_length" not in zh_slots("人生苦短，及时行乐吧！")
    assert "pref.tone" not in zh_slots("那天真的很放松。")
    assert ("pref.response_length", "concise") in zh_user("回答简短点")


# 4. A compliment or a wish is no like.


@pytest.mark.parametrize(
    "text",
    [
        "Love the scarf, where did you get it?",
        "Loving the colours in this one.",
        "Love your garden!",
        "I adore your cookies so much!",
        "Enjoy your weekend!",
        "Enjoy the concert tonight, you deserve it!",
        "Love having you around, thanks for the help!",
        "Love to see you there!",
        "Sure, I'd love to. Yeah, I love to.",
    ],
)
def test_en_a_compliment_or_a_wish_is_no_like(text: str) -> None:
    assert "like" not in en_slots(text)


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Love baking sourdough on Sundays.", "baking sourdough on Sundays"),
        ("I love the mountains.", "mountains"),
        ("I enjoy birdwatching.", "birdwatching"),
        ("I like to restore old radios.", "to restore old radios"),
    ],
)
def test_en_a_lasting_taste_is_still_a_like(text: str, liked: str) -> None:
    assert ("like", liked) in en_user(text)


def test_zh_a_compliment_is_no_like() -> None:
    assert "like" not in zh_slots("你这项链真好看！")
    assert "like" not in zh_slots("喜欢你的项链！")
    assert "like" not in zh_slots("享受你的周末吧！")
    assert ("like", "爬山") in zh_user("我喜欢爬山。")


# 5. "I can X" is a skill only for a skill verb.


@pytest.mark.parametrize(
    "text",
    [
        "I can imagine sipping coffee on that porch.",
        "I can feel the excitement already.",
        "With friends like you I can deal with anything.",
        "We can build something great together.",
        "We can face whatever comes next.",
        "I can add more photos to the album.",
        "I can check it later.",
        "I can drive you to the station.",
    ],
)
def test_en_can_with_an_ordinary_verb_is_no_skill(text: str) -> None:
    assert "skill" not in en_slots(text)


@pytest.mark.parametrize(("text", "skill"), [("I can weld", "weld"), ("I can knit", "knit")])
def test_en_can_with_a_skill_verb_is_a_skill(text: str, skill: str) -> None:
    assert ("skill", skill) in en_user(text)


def test_zh_can_feel_is_no_skill() -> None:
    assert "skill" not in zh_slots("我能感受到那份宁静。")
    assert "skill" not in zh_slots("我们可以一起建设一个社区。")
    assert ("skill", "游泳") in zh_user("我会游泳。")


# 6. A goal or a project is the speaker's own, whole, and never an idiom.


@pytest.mark.parametrize(
    "text",
    [
        "The menu should make them want to come back.",
        "It's great when your trying to unwind.",
        "Keep it up, you're making a real impact!",
        "I know I'm making a difference.",
        "Making a big impact is so satisfying!",
        "We make a great team.",
        "Volunteering and working to help others is so rewarding!",
        "A good plan helps with what we're trying to do.",
        "I want my students to practise more.",
    ],
)
def test_en_no_goal_or_project_of_someone_else_or_an_idiom(text: str) -> None:
    assert not en_slots(text) & {"goal", "project"}


def test_en_a_goal_runs_past_a_demonstrative() -> None:
    assert ("goal", "make this bakery work") in en_user("I'm determined to make this bakery work.")
    assert ("goal", "run a marathon") in en_user("I want to run a marathon this year.")


def test_en_a_real_project_and_goal_stay() -> None:
    assert ("project", "Discord bot") in en_user("I'm building a Discord bot")
    assert ("goal", "get my pilot license") in en_user("I want my pilot license")
    assert ("goal", "adopt") in en_user("It made me even more determined to adopt.")


def test_zh_someone_elses_doing_is_no_goal() -> None:
    assert "goal" not in zh_slots("我想让我的学生多练习。")
    assert "project" not in zh_slots("你正在产生很大的影响！")


# 7. A fact about someone is about a person.


@pytest.mark.parametrize(
    "text",
    [
        "Love is all about patience.",
        "Life's all about the little things.",
        "Genuine kindness is so rare.",
        "Let's keep trying to make it work!",
    ],
)
def test_en_no_fact_about_a_common_word(text: str) -> None:
    assert all(f.subject == "user" for f in en.parse(text, ANCHOR))
    assert not any(key.startswith("fact:about:") for key in learned_keys(text))


def test_en_a_pronoun_with_no_one_named_is_no_fact() -> None:
    assert not any(k.startswith("fact:about:") for k in learned_keys("They love board games."))


def test_en_a_pronoun_takes_the_person_named_before_in_the_message() -> None:
    keys = learned_keys("My brother visited last week. He loves board games.")
    assert "fact:about:brother:like" in keys
    assert not any(key.startswith("fact:about:he:") for key in keys)


def test_en_a_named_person_is_still_a_subject() -> None:
    assert ("like", "sushi") in {(f.slot, f.value) for f in en.parse("Maya loves sushi.", ANCHOR)}


def test_zh_a_pronoun_with_no_one_named_is_no_fact() -> None:
    assert not any(k.startswith("fact:about:") for k in learned_keys("他们喜欢爬山。"))
    keys = learned_keys("我女儿在学钢琴。她很喜欢音乐。")
    assert any(key.startswith("fact:about:女儿:") for key in keys)


# 8. A relation from a compound or a wish is none.


@pytest.mark.parametrize(
    "text",
    [
        "Here's a pic of my cat sculpture from class.",
        "I bought a new dog bed yesterday.",
        "It would be nice to have a kitten someday soon.",
        "It'd be great to have a puppy in the flat.",
    ],
)
def test_en_no_pet_from_a_compound_or_a_wish(text: str) -> None:
    assert "pet" not in en_slots(text)


def test_en_a_wish_keeps_what_is_said_before_it() -> None:
    found = en_user("I'm passionate about pottery and it would be great to teach it.")
    assert ("like", "pottery") in found
    assert ("pet", "Star") in en_user("I have a horse named Star.")


def test_zh_no_pet_from_a_picture_or_a_wish() -> None:
    assert "pet" not in zh_slots("这张是我画的马。")
    assert "pet" not in zh_slots("要是能养一只小狗就好了。")
    assert "pet" in zh_slots("我养了一只猫。")


# 4b. A general remark, a comparison, an unsaid object, praise of someone, another doer's
# taste: no like of the user's.


@pytest.mark.parametrize(
    "text",
    [
        "It's all about patience and timing.",
        "Like in chess, you plan three moves ahead.",
        "These are great - like sleeping on a cloud!",
        "I really love having them around.",
        "I like feeding them in the morning.",
        "I love his jokes and that dry humour.",
        "I met so many people who are passionate about jazz!",
        "Enjoying the journey is what counts.",
        "Love all the little touches in the garden.",
    ],
)
def test_en_no_like_from_a_remark_or_someone_else(text: str) -> None:
    assert "like" not in en_slots(text)


def test_en_a_favourite_named_before_its_predicate_is_still_liked() -> None:
    found = en_user("Baking bread and gardening are my favourite!")
    assert {("like", "Baking bread"), ("like", "gardening")} <= found
    assert ("like", "patience") not in en_user("It's all about patience.")
    assert ("like", "dramas") in en_user("I'm all about dramas.")


def test_en_a_follow_up_with_a_verb_of_its_own_is_none() -> None:
    assert follow_object("Can't wait for the weekend too.", False) is None
    assert follow_object("and Rome is the best", False) is None
    assert follow_object("oh, and climbing too", False) is not None


def test_zh_no_like_of_an_unsaid_object_praise_or_another_doer() -> None:
    assert "like" not in zh_slots("我喜欢抱着它们。")
    assert "like" not in zh_slots("我喜欢他的笑话。")
    assert "like" not in zh_slots("我认识一些很喜欢爵士乐的人。")
    assert "like" not in zh_slots("关键就在于平衡。")
    assert ("like", "安静的人") in zh_user("我喜欢安静的人。")


# Other words of chat: a place asked back, a past stay, a role denied or exclaimed, a thing
# picked up.


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Rome?!", "home_location"),
        ("I was in Denver last week, it was great!", "home_location"),
        ("I'm no painter like you, but I tried.", "role"),
        ("Wow, Sam, brilliant work!", "role"),
        ("I finally picked up a novel and it's gripping.", "skill"),
        ("Also picked up some new skills.", "skill"),
    ],
)
def test_en_chat_words_fill_no_slot(text: str, slot: str) -> None:
    assert slot not in en_slots(text)


def test_en_the_real_ones_stay() -> None:
    assert ("home_location", "Berlin") in en_user("I'm in Berlin now.")
    assert ("skill", "Kotlin") in en_user("I've also picked up Kotlin")
    assert ("role", "nurse") in en_user("I'm a nurse.")


def test_zh_chat_words_fill_no_slot() -> None:
    assert "home_location" not in zh_slots("巴黎？！")
    assert "home_location" not in zh_slots("我之前在芝加哥待过，太棒了！")
    assert "role" not in zh_slots("我可不是什么作家。")
    assert "role" not in zh_slots("哇，干得漂亮！")
    assert "skill" not in zh_slots("我学到了一些新技能。")
    assert ("skill", "游泳") in zh_user("我学会了游泳。")


# A goal or project cut where its time begins keeps no dangling word; a thing made once and a
# bare phrasal verb are none.


def test_en_a_cut_value_keeps_no_dangling_word() -> None:
    assert ("goal", "plan a trip") in en_user("I want to plan a trip for this summer.")
    assert ("project", "reading nook") in en_user("I'm building a reading nook for when it rains.")


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I made a lasagna too!", "project"),
        ("We hosted a little dinner with friends.", "project"),
        ("I'm trying to figure out who took it.", "goal"),
    ],
)
def test_en_a_thing_made_once_or_a_bare_verb_is_none(text: str, slot: str) -> None:
    assert slot not in en_slots(text)


def test_zh_a_goal_is_cut_at_its_time_and_a_thing_made_once_is_none() -> None:
    assert ("goal", "跑完一次马拉松") in zh_user("我的目标是今年跑完一次马拉松。")
    assert ("project", "图书角") in zh_user("我正在给孩子们做一个图书角。")
    assert "project" not in zh_slots("我昨天做了一个蛋糕。")
    assert "goal" not in zh_slots("我想弄清楚是谁干的。")


# "Remember ..." between friends: a question, advice, cheer or a truism is no note.


@pytest.mark.parametrize(
    "text",
    [
        "Remember that amazing goal in the final?",
        "Remember, never give up!",
        "Remember Mia, keep smiling!",
        "And remember, I've got your back.",
        "Remember that kindness always matters.",
    ],
)
def test_en_remember_between_friends_is_no_note(text: str) -> None:
    assert not any(key.startswith("note:") for key in _note_keys(text))


def test_en_a_real_note_stays() -> None:
    assert "note:my sister's birthday is may 3" in _note_keys(
        "Remember that my sister's birthday is May 3"
    )
    assert any(k.startswith("note:") for k in _note_keys("remember that the wifi code is 4417"))


def test_zh_remember_between_friends_is_no_note() -> None:
    for text in ("记住，保持乐观很重要。", "记住，我一直在你身边。", "记住那场比赛吗？"):
        assert not any(key.startswith("note:") for key in _note_keys(text))
    assert any(key.startswith("note:") for key in _note_keys("请记一下：周五要去看牙医"))


def _note_keys(text: str) -> set[str]:
    event = MessagePosted(
        id="n1",
        time=datetime(2026, 5, 4, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return {candidate.key for candidate in match_remember_phrase(event)}


def test_en_an_action_on_people_is_no_role() -> None:
    assert "role" not in en_slots("I'm even getting everybody matching hats for the trip!")
    assert ("role", "managing director") in en_user("I'm the managing director at Acme.")


def test_zh_an_action_on_people_is_no_role() -> None:
    assert "role" not in zh_slots("我还给大家准备了定制的小礼物！")
    assert ("role", "产品经理") in zh_user("我是产品经理。")


def test_en_a_favourite_of_a_kind_is_the_users_taste_not_a_person() -> None:
    assert ("like", "Dune") in en_user("Dune is my favourite film.")
    assert all(f.subject == "user" for f in en.parse("Harry Potter is my favorite book.", ANCHOR))


def test_zh_a_favourite_of_a_kind_is_the_users_taste() -> None:
    found = zh_user("《三体》是我最喜欢的书。")
    assert ("like", "《三体》") in found
    assert ("like", "的书") not in found


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("Pets are the best for lifting our spirits.", "pets"),
        ("Real-life stories are the best for inspiration.", "real-life stories"),
        ("Exploring new cities is always so much fun.", "exploring new cities"),
        ("BBQ ribs are the best", "BBQ ribs"),
    ],
)
def test_en_a_kind_of_thing_judged_is_not_capitalised_as_a_name(text: str, liked: str) -> None:
    assert ("like", liked) in en_user(text)


@pytest.mark.parametrize(
    ("text", "liked"), [("我最爱玩Switch", "玩Switch"), ("周末我超爱吃火锅", "吃火锅")]
)
def test_zh_a_liked_thing_keeps_its_letters_as_written(text: str, liked: str) -> None:
    assert ("like", liked) in zh_user(text)


@pytest.mark.parametrize(
    "text", ["I loved   by Amy Ellis Nutt.", "I really enjoyed  with my sister last week."]
)
def test_en_a_liked_phrase_that_starts_with_a_preposition_lost_its_thing(text: str) -> None:
    assert not {value for slot, value in en_user(text) if slot == "like"}


@pytest.mark.parametrize(
    ("text", "fill"),
    [
        ("I love hiking with friends", ("like", "hiking with friends")),
        ("I hate waiting in line", ("dislike", "waiting in line")),
        ("I like to restore old radios", ("like", "to restore old radios")),
    ],
)
def test_en_a_preposition_inside_a_taste_stays(text: str, fill: tuple[str, str]) -> None:
    assert fill in en_user(text)


@pytest.mark.parametrize(
    ("text", "liked"),
    [("我很喜欢和朋友一起爬山", "和朋友一起爬山"), ("我超爱跟朋友聊天", "跟朋友聊天")],
)
def test_zh_with_whom_a_liked_thing_is_done_is_part_of_it(text: str, liked: str) -> None:
    assert {value for slot, value in zh_user(text) if slot == "like"} == {liked}


def test_zh_two_things_joined_by_he_are_still_two() -> None:
    assert {value for slot, value in zh_user("我喜欢猫和狗") if slot == "like"} == {"猫", "狗"}


def test_zh_with_me_and_someone_names_no_cut_thing() -> None:
    assert not {value for slot, value in zh_user("我最喜欢跟我妈逛街") if slot == "like"} & {
        "妈逛街"
    }
