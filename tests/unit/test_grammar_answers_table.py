"""Answers to the assistant's question, English and Chinese: the phrasing table, written
before any corpus case was read, through the real extract and consolidate stages (the
assistant asks, the user answers short, and the answer takes the slot the question asks)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.memory_state import MemoryEntry, entries_prefix
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted
from memstream.schemas.memory import MemoryStatus

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)
SCOPE = Scope(tenant="t", user="u", session="s1")


def learned(*turns: tuple[str, str]) -> set[tuple[str, str]]:
    """(slot, item) of every active memory about the user after these (role, text) turns."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extracted, consolidated = InMemoryState(), InMemoryState()
    for index, (role, text) in enumerate(turns):
        event = MessagePosted(
            id=f"e{index}",
            time=T0 + timedelta(minutes=index),
            scope=SCOPE,
            payload=Message(role=role, content=text),
        )
        for record in extract.process(event, extracted):
            consolidate.process(record, consolidated)
    entries = [v for _, v in consolidated.scan(entries_prefix(SCOPE.key))]
    found = [e.memory for e in entries if isinstance(e, MemoryEntry) and e.memory is not None]
    return {
        (str(m.attributes.get("slot")), str(m.attributes.get("item") or m.value))
        for m in found
        if m.status is MemoryStatus.ACTIVE and m.level == "user" and m.attributes.get("slot")
    }


def answer(question: str, reply: str) -> set[tuple[str, str]]:
    """What the user's reply to the assistant's question leaves behind."""
    return learned(("assistant", question), ("user", reply))


def _values(found: set[tuple[str, str]], slot: str) -> set[str]:
    return {item for s, item in found if s == slot}


EN_TABLE = [
    # likes
    ("What kind of music do you like?", "Mostly jazz, some soul", "like", {"jazz", "soul"}),
    ("What do you like to eat?", "sushi", "like", {"sushi"}),
    ("Any favorite movies?", "Alien and Heat", "like", {"Alien", "Heat"}),
    ("What are your hobbies?", "climbing and pottery", "like", {"climbing", "pottery"}),
    ("What do you do for fun?", "board games, mostly", "like", {"board games"}),
    ("What kind of food do you enjoy?", "Thai food", "like", {"Thai food"}),
    ("Who's your favourite band?", "Radiohead", "like", {"Radiohead"}),
    ("What do you usually listen to?", "podcasts", "like", {"podcasts"}),
    ("What sports are you into?", "tennis", "like", {"tennis"}),
    ("What do you like to read?", "sci-fi, I guess", "like", {"sci-fi"}),
    ("Which cuisine do you love most?", "Italian", "like", {"Italian"}),
    ("What's your favorite drink?", "oat flat whites", "like", {"oat flat whites"}),
    ("What's your go-to snack?", "popcorn", "like", {"popcorn"}),
    ("What sort of books do you read?", "thrillers and memoirs", "like", {"thrillers", "memoirs"}),
    ("Any health conditions I should keep in mind?", "asthma", "condition", {"asthma"}),
    ("What programming languages do you use?", "Rust, mostly", "skill", {"Rust"}),
    # dislikes
    ("Any foods you dislike?", "olives", "dislike", {"olives"}),
    ("Anything you can't stand?", "cilantro and mushrooms", "dislike", {"cilantro", "mushrooms"}),
    ("What music do you hate?", "country", "dislike", {"country"}),
    # home
    ("Where are you based?", "Lisbon", "home_location", {"Lisbon"}),
    ("Where do you live?", "Toronto", "home_location", {"Toronto"}),
    ("Which city are you in?", "Berlin, mostly", "home_location", {"Berlin"}),
    ("Where are you located?", "in Austin", "home_location", {"Austin"}),
    ("What city do you live in?", "Seattle", "home_location", {"Seattle"}),
    ("Where are you living these days?", "Manchester", "home_location", {"Manchester"}),
    # allergy and diet
    ("Any allergies I should know about?", "just shellfish", "allergy", {"shellfish"}),
    ("Do you have any allergies?", "peanuts and penicillin", "allergy", {"peanuts", "penicillin"}),
    ("Are you allergic to anything?", "cats", "allergy", {"cats"}),
    ("Any food allergies?", "yes, tree nuts", "allergy", {"tree nuts"}),
    ("Any allergies?", "only latex", "allergy", {"latex"}),
    ("Any dietary restrictions?", "vegan", "diet", {"vegan"}),
    # role and employer
    ("What do you do for work?", "nurse, night shifts", "role", {"nurse"}),
    ("What do you do for a living?", "I'd say software engineer", "role", {"software engineer"}),
    ("What's your job?", "a dentist", "role", {"dentist"}),
    ("What's your profession?", "architect", "role", {"architect"}),
    ("What line of work are you in?", "accountant", "role", {"accountant"}),
    ("What do you do?", "data analyst", "role", {"data analyst"}),
    ("Where do you work?", "Google", "employer", {"Google"}),
    ("Which company are you with?", "Spotify", "employer", {"Spotify"}),
    ("Who do you work for?", "Acme Corp", "employer", {"Acme Corp"}),
    # pets
    ("Do you have pets?", "two cats, Miso and Tofu", "pet", {"cat: Miso", "cat: Tofu"}),
    ("Any pets?", "a dog", "pet", {"dog"}),
    ("What pets do you have?", "a golden retriever named Max", "pet", {"golden retriever: Max"}),
    ("Do you have any animals at home?", "yes, a cat", "pet", {"cat"}),
    # languages and others
    ("What languages do you speak?", "English and Spanish", "languages", {"English", "Spanish"}),
    ("Which languages do you speak?", "French, some German", "languages", {"French", "German"}),
    ("Which editor do you use?", "Rider", "pref.editor", {"Rider"}),
    ("What IDE do you use?", "VS Code", "pref.editor", {"VS Code"}),
    ("What's your name?", "Tom", "name", {"Tom"}),
    # yes/no questions that name the value
    ("Are you vegetarian?", "yes", "diet", {"vegetarian"}),
    ("Are you vegetarian?", "I am", "diet", {"vegetarian"}),
    ("Do you speak Spanish?", "yes", "languages", {"Spanish"}),
    ("Do you like jazz?", "yeah", "like", {"jazz"}),
    ("Are you allergic to nuts?", "yep", "allergy", {"nuts"}),
    ("Do you live in London?", "yes I do", "home_location", {"London"}),
    ("Are you a teacher?", "yes", "role", {"teacher"}),
    # a choice among the ways the assistant offers; a first clause before a sentence of its own
    ("Should I use metric or imperial?", "imperial, I'm in Atlanta", "pref.units", {"imperial"}),
    ("Do you want bullet points or prose?", "bullets please", "pref.format", {"bullets"}),
    ("Dark or light theme?", "dark", "pref.theme", {"dark"}),
    ("Tabs or spaces?", "spaces, always", "pref.indentation", {"spaces"}),
    ("Where are you based?", "Lisbon, moved there last year", "home_location", {"Lisbon"}),
]

ZH_TABLE = [
    ("你平时喜欢吃什么？", "川菜吧", "like", {"川菜"}),
    ("你喜欢听什么音乐？", "主要是爵士", "like", {"爵士"}),
    ("你有什么爱好？", "爬山和摄影", "like", {"爬山", "摄影"}),
    ("你喜欢什么运动？", "羽毛球", "like", {"羽毛球"}),
    ("平时爱看什么电影？", "科幻片", "like", {"科幻片"}),
    ("你最喜欢哪个歌手？", "周杰伦", "like", {"周杰伦"}),
    ("周末一般喜欢干嘛？", "打游戏", "like", {"打游戏"}),
    ("你喜欢喝什么？", "奶茶、咖啡", "like", {"奶茶", "咖啡"}),
    ("你有什么讨厌的食物吗？", "香菜", "dislike", {"香菜"}),
    ("你一般用什么语言写代码？", "Python和Go", "skill", {"Python", "Go"}),
    ("有什么慢性病吗？", "高血压", "condition", {"高血压"}),
    ("你最近在忙什么？", "在做一个记账小程序", "project", {"记账小程序"}),
    ("你在哪个城市？", "成都", "home_location", {"成都"}),
    ("你住在哪里？", "杭州", "home_location", {"杭州"}),
    ("你现在在哪里生活？", "上海吧", "home_location", {"上海"}),
    ("你住哪儿？", "深圳", "home_location", {"深圳"}),
    ("有什么忌口吗？", "不吃香菜", "dislike", {"香菜"}),
    ("你有什么过敏的吗？", "花生", "allergy", {"花生"}),
    ("对什么过敏吗？", "海鲜和芒果", "allergy", {"海鲜", "芒果"}),
    ("有没有过敏的东西？", "就青霉素", "allergy", {"青霉素"}),
    ("你做什么工作的？", "程序员", "role", {"程序员"}),
    ("你是干哪行的？", "老师", "role", {"老师"}),
    ("你的职业是什么？", "护士", "role", {"护士"}),
    ("你在哪家公司？", "腾讯", "employer", {"腾讯"}),
    ("你在哪里上班？", "字节跳动", "employer", {"字节跳动"}),
    ("你养宠物吗？", "养了两只猫", "pet", {"猫"}),
    ("你有宠物吗？", "一只狗，叫豆豆", "pet", {"狗: 豆豆"}),
    ("你会说什么语言？", "普通话和粤语", "languages", {"普通话", "粤语"}),
    ("你用什么编辑器？", "Vim", "pref.editor", {"vim"}),
    ("你叫什么名字？", "刘洋", "name", {"刘洋"}),
    ("你是素食者吗？", "是的", "diet", {"vegetarian"}),
    ("你会说日语吗？", "会", "languages", {"日语"}),
    ("你喜欢猫吗？", "喜欢", "like", {"猫"}),
    ("你对花生过敏吗？", "对", "allergy", {"花生"}),
    ("要用表格还是列表？", "表格吧", "pref.format", {"tables"}),
    ("回答要详细一点还是简短一点？", "简短", "pref.response_length", {"concise"}),
    ("用公制还是英制？", "公制，我在北京", "pref.units", {"metric"}),
    ("你住在哪里？", "成都，去年刚搬过来", "home_location", {"成都"}),
]

NEGATIVES = [
    # no, none, not really
    ("Are you vegetarian?", "no"),
    ("Any allergies?", "not really"),
    ("Any allergies I should know about?", "none"),
    ("Do you have pets?", "nope"),
    ("Do you have any pets?", "yes"),
    ("What kind of music do you like?", "not sure"),
    ("有什么过敏的吗？", "没有"),
    ("你是素食者吗？", "不是"),
    ("你养宠物吗？", "没养"),
    ("有什么忌口吗？", "没什么"),
    # an answer that is a question, a joke, about someone else
    ("What kind of music do you like?", "what do you like?"),
    ("Where do you live?", "lol on the moon"),
    ("Where do you live?", "why do you ask?"),
    ("你住在哪里？", "你猜？"),
    ("你喜欢吃什么？", "哈哈，什么都吃"),
    ("你做什么工作的？", "他是医生"),
    # the question offers, or asks about someone else
    ("Would you like tea or coffee?", "coffee"),
    ("What would you like to do today?", "hiking"),
    ("Where does your wife work?", "Google"),
    ("What does your son like?", "dinosaurs"),
    ("要不要我帮你订餐厅？", "川菜"),
    ("你老婆在哪上班？", "腾讯"),
    # not a question at all
    ("Here is the summary you asked for.", "jazz"),
    ("好的，我记下了。", "川菜"),
    # an offer of a choice is no lasting taste
    ("Would you like tea or coffee?", "coffee"),
    ("要喝茶还是咖啡？", "咖啡"),
    # turns of a conversation between two people: thanks, greetings, sentences of their own
    ("What do you like about painting?", "Thanks, Mel!"),
    ("What do you love about it?", "It's a chance to be present and together."),
    ("What music do you like?", "Honestly, the concert was loud, we left early."),
    ("Do you like hiking?", "Hey Nate, the trail was lovely."),
    ("你喜欢画画吗？", "谢谢你，小明！"),
    ("你平时喜欢干什么？", "哈哈，是啊"),
    ("你喜欢吃什么？", "昨天我们全家去吃了火锅，特别开心，下次一起去吧"),
]


def test_only_the_turn_right_after_the_question_answers_it() -> None:
    english = (("assistant", "What kind of music do you like?"), ("user", "hmm"), ("user", "jazz"))
    assert _values(learned(*english), "like") == set()
    chinese = (("assistant", "你平时喜欢吃什么？"), ("user", "等一下"), ("user", "川菜吧"))
    assert _values(learned(*chinese), "like") == set()


@pytest.mark.parametrize(("question", "reply", "slot", "values"), EN_TABLE)
def test_english_answers_take_the_asked_slot(
    question: str, reply: str, slot: str, values: set[str]
) -> None:
    assert _values(answer(question, reply), slot) == values


@pytest.mark.parametrize(("question", "reply", "slot", "values"), ZH_TABLE)
def test_chinese_answers_take_the_asked_slot(
    question: str, reply: str, slot: str, values: set[str]
) -> None:
    assert _values(answer(question, reply), slot) == values


@pytest.mark.parametrize(("question", "reply"), NEGATIVES)
def test_no_answer_is_read_as_any_sentence(question: str, reply: str) -> None:
    assert answer(question, reply) == learned(("user", reply))
    assert {slot for slot, _ in answer(question, reply)} <= {"event"}
