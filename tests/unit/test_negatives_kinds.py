"""Negatives by kind: a wish or a hypothetical, a role the user asks the assistant to take
them as, a question offering options, a joke, what is generally true, someone else's quoted
words. None says anything about the user, English or Chinese. Each sentence is my own; none
is a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_negatives_paraphrased import learned_about_user

KINDS = {
    "wish": [
        "ideally I'd only work four days a week",
        "in an ideal world I'd live by the sea",
        "in a perfect world I'd be a full-time painter",
        "I've thought about signing up for a marathon, not sure I'd stick with it",
        "I keep toying with the idea of learning the cello, but who has the time",
        "if I ever had the money I'd move to Lisbon",
        "if only I could speak Japanese",
        "I wish I were a morning person",
        "someday maybe I'll open a bakery, who knows",
        "it'd be nice to work at NASA one day, lol",
        "理想情况下我想一周只工作三天",
        "想过去学潜水，不过一直没下定决心",
        "要是有钱的话我就搬去大理住",
        "如果可以的话，我想当个全职画家",
        "我一直幻想能住在海边",
        "要是我会说日语就好了",
        "有考虑过报个瑜伽班，但是还没定",
        "理想状态是每天睡八个小时",
        "真希望我是个早起的人",
        "哪天中了彩票我就辞职去环游世界",
    ],
    "role": [
        "pretend I'm a product manager and write me a PRD",
        "act as if I'm a nurse asking about dosages",
        "imagine I'm a teacher planning a lesson on fractions",
        "let's say I'm a lawyer, how would I read this contract?",
        "treat me like a junior developer and explain closures",
        "assume I'm a vegan when you suggest recipes",
        "role-play: I'm a customer who is allergic to nuts",
        "for this exercise I'm the CEO of a startup",
        "pretend you're talking to a chef from Lyon",
        "suppose I'm based in Tokyo, what time zone would I pick?",
        "你就当我是个产品经理，帮我写个需求文档",
        "假设我是一名律师，帮我看看这份合同",
        "把我当成一个初学者，讲讲什么是闭包",
        "假装我是个医生，问你几个问题",
        "你把我当作素食者来推荐菜谱",
        "设想我住在东京，该用哪个时区",
        "现在你扮演面试官，我是应聘前端的",
        "就当我是个老师，给我出个教案",
        "我们来角色扮演，我是顾客，对坚果过敏",
        "你就把我当成CEO吧，帮我写封邮件",
    ],
    "options": [
        "can you use a table for this? or are bullets clearer?",
        "should I answer in Spanish or English?",
        "would dark mode or light mode be easier on the eyes?",
        "tabs or spaces for a Go project?",
        "do you think metric or imperial is easier for a recipe?",
        "is it better to write this in prose or as a list?",
        "could you make it shorter? or maybe keep the detail?",
        "should I learn Rust or Go next?",
        "VS Code or Neovim for a beginner?",
        "would a casual or formal tone work better for this email?",
        "能不能用表格列一下？还是分点更清楚？",
        "用中文回答还是英文比较好？",
        "深色主题和浅色主题哪个更护眼？",
        "缩进用两个空格还是四个？",
        "回答长一点还是短一点好？",
        "你觉得学Python还是学Go好？",
        "写成段落还是列表比较好读？",
        "正式一点的语气还是随意一点？",
        "公制还是英制更适合做菜？",
        "VS Code 和 Vim 哪个适合新手？",
    ],
    "joke": [
        "I'm fluent in sarcasm, obviously",
        "I speak fluent cat, my neighbour's cat can confirm",
        "my real job is professional napper lol",
        "I'm basically a certified couch potato haha",
        "I'm allergic to Mondays",
        "my superpower is finding bugs in other people's code",
        "I'm a professional overthinker",
        "I'm married to my job, jk",
        "I'm a part-time wizard on weekends lol",
        "I live at the office at this point, haha",
        "我会说猫语，邻居家的猫可以作证",
        "我对上班过敏哈哈",
        "我的职业是专业躺平选手",
        "我精通摸鱼，已经十级了",
        "我嫁给工作了哈哈哈",
        "我是全职干饭人",
        "我会读心术，开玩笑的",
        "我住在公司了都快，哈哈",
    ],
    "generic": [
        "dogs generally love meat, right?",
        "most kids hate broccoli",
        "people from Texas usually love barbecue",
        "programmers tend to like dark mode",
        "cats usually can't stand water",
        "everyone loves pizza, right?",
        "most Italians speak some English",
        "nurses usually work night shifts",
        "teenagers generally hate mornings",
        "Germans tend to be punctual",
        "狗一般都喜欢吃肉吧",
        "小孩大多不爱吃青菜",
        "四川人普遍都能吃辣",
        "程序员一般都喜欢用深色主题",
        "猫通常都怕水",
        "大部分人都喜欢吃火锅吧",
        "护士一般都要上夜班",
        "年轻人普遍爱熬夜",
        "老人一般都起得早",
        "广东人大多会说粤语",
    ],
    "quoted": [
        "my boss said in the meeting 'I'm moving to Shenzhen next month'",
        "my friend keeps telling me 'I'm allergic to cats' as an excuse",
        "my sister goes 'I hate sushi' every single time",
        "the interviewer asked 'do you speak German?'",
        "my dad always says 'I'm a doctor, trust me'",
        "half my team keeps saying 'I'll learn Rust this year' lol",
        "she told me, 'I work at Google now'",
        "my kid announced 'I'm vegetarian now' at dinner",
        "the guy on the phone said 'I live in Ohio'",
        "he texted 'I love hiking' like it's a personality",
        "我老板今天开会说“我下个月要调去深圳”",
        "我朋友老说“我对猫过敏”",
        "我妹每次都说“我讨厌寿司”",
        "面试官问“你会说德语吗”",
        "我爸总说“我是医生，听我的”",
        "同事天天喊“今年我一定学会Rust”",
        "她跟我说“我现在在谷歌上班”",
        "我儿子吃饭时宣布“我要吃素”",
        "电话里那人说“我住在成都”",
        "他发消息说“我超爱爬山”",
    ],
}
CASES = [(kind, text) for kind, texts in KINDS.items() for text in texts]


@pytest.mark.parametrize(("kind", "text"), CASES)
def test_a_negative_teaches_nothing_about_the_user(kind: str, text: str) -> None:
    assert learned_about_user(text) == [], kind


KEPT = [
    ("I'm a nurse, ideally I'd work fewer nights", "nurse"),
    ("I live in Leeds. I wish it were sunnier", "leeds"),
    ("can you use a table? I'm a product manager btw", "product manager"),
    ("I'm vegan. tabs or spaces for Go?", "vegan"),
    ("my neighbour's cat is cute. I'm allergic to cats though", "cats"),
    ("我是老师，理想情况下想一周上四天班", "老师"),
    ("我想过去北京工作。我住在天津", "天津"),
    ("能用表格吗？我是产品经理", "产品经理"),
    ("我吃素。用中文回答还是英文比较好？", "vegetarian"),
    ("我对猫毛过敏。邻居家的猫特别可爱", "猫毛"),
]


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_a_statement_beside_a_negative_is_still_learned(text: str, kept: str) -> None:
    assert any(kept in said.casefold() for said in learned_about_user(text))
