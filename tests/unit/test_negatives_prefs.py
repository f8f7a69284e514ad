"""Preferences that are not the user's wish: another person's taste in format or tone, a
question about a format, a hypothetical or reported rule, and small talk that names a format
or tone word without asking anything of the assistant; through the real extract and
consolidate stages, English and Chinese. Beside them, wishes that must still be read
(commands, feedback, "I prefer", 以后…). None of these sentences is a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_negatives_paraphrased import learned_about_user

NO_PREFERENCE = [
    # another person's preference
    "my boss wants everything in bullet points",
    "my kid loves emojis",
    "my manager insists on tabs",
    "my coworker writes super formal emails",
    "my mom always sends me emojis",
    "our team lead prefers tables for everything",
    "my girlfriend uses dark mode on everything",
    "the new intern is way too casual with clients",
    # a question about a format or tone
    "do you prefer tabs or spaces?",
    "should I use a table here?",
    "is markdown supported in slack?",
    "are bullet points ok in a cover letter?",
    "how do I turn on dark mode in chrome?",
    "can emojis be used in a formal email?",
    "tabs or spaces for yaml files?",
    # hypothetical or reported
    "she said the slides need more bullet points",
    "my teacher told us to write in full paragraphs",
    "if the client wants tables we'll add them later",
    # small talk with a format or tone word
    "the report was a mess of bullet points",
    "the menu was written in a weirdly formal tone",
    "the emojis in that group chat are wild lol",
    "the table at the restaurant was too small",
    "the wedding was super formal",
    "that presentation was all bullet points and no substance",
    # 别人的偏好
    "我同事说话特别正式",
    "我老板要求所有东西都用表格",
    "我儿子特别喜欢发表情包",
    "我女朋友手机用的是深色模式",
    "我们组长写代码习惯用tab",
    "我妈发微信全是表情",
    "他说话一直很随意",
    # 问题
    "用表格好还是列表好？",
    "tab和空格哪个好？",
    "简历里能用表情吗？",
    "深色模式真的护眼吗？",
    "邮件要写得正式一点吗？",
    "Python缩进一般用几个空格？",
    # 转述、假设
    "老师说作文要写成完整的段落",
    "他说下次汇报用表格",
    "要是我当老师，肯定让学生分点写",
    # 闲聊
    "这个表格做得真好看",
    "那份报告列了一堆要点，看得我头疼",
    "婚礼办得很正式",
    "群里大家都在发表情包",
    "这家店的装修是暗色调的，挺有感觉",
]


@pytest.mark.parametrize("text", NO_PREFERENCE)
def test_no_preference_is_learned(text: str) -> None:
    assert [m for m in learned_about_user(text) if m.startswith("pref.")] == []


STILL_READ = [
    ("please use bullet points from now on", "pref.format=bullets"),
    ("I prefer tabs over spaces", "pref.indentation=tabs"),
    ("keep your answers short", "pref.response_length=concise"),
    ("no emojis please", "pref.emoji=avoid"),
    ("can you be a bit more formal", "pref.tone=formal"),
    ("I like dark mode", "pref.theme=dark"),
    ("use metric units please", "pref.units=metric"),
    ("give me tables when you compare things", "pref.format=tables"),
    ("your replies are way too long", "pref.response_length=concise"),
    ("talk to me like a friend", "pref.tone=casual"),
    ("can you use tables from now on?", "pref.format=tables"),
    ("以后回答都用表格", "pref.format=tables"),
    ("回答简短点", "pref.response_length=concise"),
    ("别用表情", "pref.emoji=avoid"),
    ("我习惯用tab缩进", "pref.indentation=tabs"),
    ("说话随意一点就行", "pref.tone=casual"),
    ("我喜欢深色模式", "pref.theme=dark"),
    ("以后用公制单位", "pref.units=metric"),
    ("能不能分点列出来？", "pref.format=bullets"),
    ("太啰嗦了", "pref.response_length=concise"),
    ("用markdown格式回复我", "pref.format=markdown"),
    ("我更喜欢空格缩进", "pref.indentation=spaces"),
    ("be more casual with me", "pref.tone=casual"),
    ("跟我说话随意一点", "pref.tone=casual"),
    ("I prefer tabs, people say spaces are better but whatever", "pref.indentation=tabs"),
    ("我喜欢用tab，虽然网上说空格更好", "pref.indentation=tabs"),
]


@pytest.mark.parametrize(("text", "memory"), STILL_READ)
def test_the_users_wish_is_still_learned(text: str, memory: str) -> None:
    assert memory in learned_about_user(text)


MORE_NO_PREFERENCE = [
    "Tom's emails are always so formal",
    "the kids use so many emojis these days",
    "I'm fine, my boss wants everything in bullet points though",
    "tabs or spaces for python",
    "最近挺忙的，我老板要求所有东西都用表格",
    "写代码用tab还是空格",
    "你觉得正式一点好还是随意一点好",
    "这篇文章写得太长了",
    "这份简历很简洁",
    "昨天做了个表格",
    "in emails to clients I keep it formal",
    "with my in-laws I'm always super polite and formal",
    "跟领导说话得正式一点",
    "给客户发邮件要正式",
    "apparently emojis are unprofessional",
    "I read that dark mode saves battery",
    "网上说空格比tab好",
    "我看到一篇文章说回答要简短",
]


@pytest.mark.parametrize("text", MORE_NO_PREFERENCE)
def test_no_preference_in_a_later_clause_or_a_choice(text: str) -> None:
    assert [m for m in learned_about_user(text) if m.startswith("pref.")] == []


JESTS = [
    "one more meeting and I'm becoming a goat farmer",
    "one more bug and I'll quit to grow potatoes",
    "我每天都被老板骂死",
    "再改需求我就去开奶茶店",
    "再加班我就要去送外卖了",
]


@pytest.mark.parametrize("text", JESTS)
def test_a_threat_or_an_exaggeration_is_no_fact(text: str) -> None:
    assert learned_about_user(text) == []


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("I'm a nurse and I run every morning", "profile.role=nurse"),
        ("我是程序员，每天跑步", "fact:habit=每天跑步"),
        ("爬山我真的爱死了", "pref:爬山=like"),
    ],
)
def test_a_plain_statement_beside_them_is_still_learned(text: str, memory: str) -> None:
    assert memory in learned_about_user(text)
