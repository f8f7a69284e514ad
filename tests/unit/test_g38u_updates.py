"""Updates by kind (issue 22 point 2, g38u), through the real extract and consolidate stages,
English and Chinese, none a corpus line:

- a health value taken back: "not allergic to", called a misdiagnosis, "no X" (never learned
  as a condition "no X"), 不对X过敏, X是误诊, with the value said in its place (医生说是花粉);
- a workplace moved, or the user sent to another site: the work location, never the home
  nor the employer (公司搬到了前滩 is no employer 前滩; 深圳总部 is 深圳);
- a spelling put right (a typo, autocorrect, "Portland*", 打错字了): the value respelled;
- a value said as unchanged ("still", 还是) never supersedes the one held;
- must not: someone else's workplace, a plan, a denial of someone else's allergy.
"""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after, has_value

# (first message, the change, what must end, what must hold after: "slot=value" or "-")
MUST_CHANGE: list[tuple[str, str, str, str]] = [
    # a health value taken back
    ("I'm allergic to sulfa drugs", "the allergist says I'm not actually allergic to sulfa drugs",
     "allergy=sulfa", "-"),
    ("I have asthma", "the asthma was a misdiagnosis, it's actually reflux", "condition=asthma",
     "condition=reflux"),
    ("I have gout", "retested and it was a false alarm, no gout", "condition=gout", "-"),
    ("I'm allergic to latex", "good news, latex allergy turned out to be a false positive",
     "allergy=latex", "-"),
    ("我对青霉素过敏", "复查了，其实我不对青霉素过敏", "allergy=青霉素", "-"),
    ("我对虾过敏", "虾过敏是误诊，医生说是尘螨过敏", "allergy=虾", "allergy=尘螨"),
    ("我有胃炎", "胃炎是误判", "condition=胃炎", "-"),
    ("我對花生過敏", "重新驗過 我不對花生過敏", "allergy=花生", "-"),
    ("我在东八区", "之前说的不对 我不是东八区", "timezone=东八区", "-"),
    # a workplace moved, or the user sent elsewhere
    ("I work in Bristol", "they relocated our office to Bath last month", "work_location=Bristol",
     "work_location=Bath"),
    ("My lab is in Oxford", "the company moved the whole team to Cambridge in june",
     "work_location=Oxford", "work_location=Cambridge"),
    ("I work out of the Leith depot", "they've transferred me to the Dundee depot",
     "work_location=Leith", "work_location=Dundee"),
    ("I work in Dublin", "we shifted the studio over to Galway, sorry, Cork",
     "work_location=Dublin", "work_location=Cork"),
    ("我在望京上班", "公司搬到了亦庄，通勤远了", "work_location=望京", "work_location=亦庄"),
    ("我在广州上班", "单位把我调到佛山分公司了", "work_location=广州", "work_location=佛山"),
    ("我在南山上班", "办公室迁到了前海", "work_location=南山", "work_location=前海"),
    # a spelling put right
    ("I live in Pittsburg", "Pittsburgh* sorry, fat fingers", "home_location=Pittsburg ",
     "home_location=Pittsburgh"),
    ("I'm Micheal", "autocorrect again, it's Michael", "name=Micheal", "name=Michael"),
    ("I work at Spotfiy", "typo, I meant Spotify", "employer=Spotfiy", "employer=Spotify"),
    ("我住在洛杨", "打错字了，是洛阳", "home_location=洛杨", "home_location=洛阳"),
    # never again: an ending for good, not a plan
    ("I love oysters", "I'm never eating oysters again after that night", "like=oysters", "-"),
    ("I love karaoke", "never ever doing karaoke again lol", "like=karaoke", "-"),
    ("I love gin", "I'll never touch gin again", "like=gin", "-"),
    # a dislike liked now, named by a pronoun or come round to
    ("I hate olives", "honestly I kinda like them now", "dislike=olives", "like=olives"),
    ("I can't stand opera", "I've come round to opera, my wife dragged me along", "dislike=opera",
     "like=opera"),
    ("我不喜欢吃香菜", "以前受不了，现在倒挺喜欢了", "dislike=香菜", "like=香菜"),
    # a time zone or an editor changed to a bare name
    ("I use Sublime", "it's Zed these days, not Sublime", "pref.editor=Sublime", "pref.editor=Zed"),
    ("我用 Emacs", "早就不用 Emacs 了，现在用 Neovim", "pref.editor=Emacs", "pref.editor=Neovim"),
    ("我在东八区", "现在人在莫斯科，东三区", "timezone=东八区", "timezone=东三区"),
    ("我叫王晓明", "名字打错了，是王小明", "name=王晓明", "name=王小明"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "ended", "new"), MUST_CHANGE)
def test_the_change_ends_the_old_value(first: str, change: str, ended: str, new: str) -> None:
    """The old value is no longer active, and the new one (when said) is."""
    found = active_after([first, change])
    slot, value = ended.split("=", 1)
    assert not any(f == f"{slot}={value.strip()}" for f in found), found
    if new != "-":
        slot, value = new.split("=", 1)
        assert has_value(found, slot, value), found


# (first message, a sentence that must leave it, what must stay, what must not be learned)
MUST_NOT_CHANGE: list[tuple[str, str, str, str]] = [
    ("我是链家的置业顾问", "我从链家跳槽到贝壳了，还是干中介", "role=置业顾问", "role=中介"),
    ("I'm a pediatric nurse", "changed hospitals but I'm still a nurse", "role=pediatric nurse",
     "role=nurse"),
    ("我是游戏策划", "换了家公司，还是做策划", "role=游戏策划", "-"),
    ("I'm allergic to penicillin", "my brother is not allergic to penicillin",
     "allergy=penicillin", "-"),
    ("我对花生过敏", "我女儿不对花生过敏", "allergy=花生", "-"),
    ("I work in York", "they might move the office to Leeds next year", "work_location=York",
     "work_location=Leeds"),
    ("I work in York", "my wife's company moved her team to Hull", "work_location=York",
     "work_location=Hull"),
    ("I work in York", "a friend on my team just moved to Lisbon", "work_location=York",
     "work_location=Lisbon"),
    ("我在杭州上班", "公司打算明年搬到滨江", "work_location=杭州", "work_location=滨江"),
    ("我在杭州上班", "我老公被调到深圳了", "work_location=杭州", "work_location=深圳"),
    ("I live in Boston", "sorry for the typo in my last message", "home_location=Boston", "-"),
    ("I work at Stripe", "typo in the doc, not my problem", "employer=Stripe", "-"),
    ("我住在杭州", "刚才打错字了，不好意思", "home_location=杭州", "-"),
    ("I have eczema", "I'm not sure the eczema is getting better", "condition=eczema", "-"),
    ("我对芒果过敏", "医生说是过敏体质", "allergy=芒果", "-"),
    ("I love gin", "if the hangover is this bad I'll never touch gin again", "like=gin", "-"),
    ("I love sushi", "my son will never eat sushi again", "like=sushi", "-"),
    ("I hate olives", "my husband hates them but I don't like them now either", "dislike=olives",
     "like=olives"),
    ("I use VS Code", "my colleague Tom swears by Vim now", "pref.editor=VS Code",
     "pref.editor=vim"),
    ("I'm on Pacific time", "what time is it in London now?", "timezone=Pacific time", "-"),
    ("我用 VS Code", "我同事现在都用 Cursor", "pref.editor=VS Code", "pref.editor=Cursor"),
]  # fmt: skip


# (first message, an ending said with a day or a time, what must end)
ENDED_NOT_PLANNED: list[tuple[str, str, str]] = [
    ("I swim every Thursday", "Thursday swimming is over, the pool closed", "habit=swim"),
    ("I go bowling every Friday night", "Friday bowling's off for good, league folded",
     "habit=bowling"),
    ("I run every Saturday", "don't do the Saturday runs anymore, bad hip", "habit=run"),
    ("我每周五打羽毛球", "周五的羽毛球局取消了，大家都散了", "habit=羽毛球"),
    ("我每周日去教堂唱诗", "周日唱诗班已经散了", "habit=唱诗"),

]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "ended"), ENDED_NOT_PLANNED)
def test_an_ending_with_a_day_is_no_plan(first: str, change: str, ended: str) -> None:
    """No plan is learned from an ending said with its weekday (whether the habit ends is
    the ending readers' matter: "bowling's off for good" is not read yet)."""
    found = active_after([first, change])
    assert not [f for f in found if f.startswith("plan=")], (found, ended)


@pytest.mark.parametrize(("first", "said", "kept", "not_learned"), MUST_NOT_CHANGE)
def test_nothing_of_the_users_changes(first: str, said: str, kept: str, not_learned: str) -> None:
    """What the user said first is still active, and nothing else is learned in its slot."""
    found = active_after([first, said])
    slot, value = kept.split("=", 1)
    assert has_value(found, slot, value), found
    if not_learned != "-":
        assert not_learned not in found, found
