"""Updates said against the previous message: a value taken back ("turns out it's not
asthma, it's just a cough-variant allergy"), a project finished ("the thesis is finally
done"), an editor switched to (换成 Zed 了). Through the real extract and consolidate stages,
English and Chinese. Each row is a fresh pair of my own (first statement, update); none is a
corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

CORRECTED = [
    # (first, update, old, new)
    (
        "I have asthma.",
        "turns out it's not asthma, the doctor says it's bronchitis",
        "asthma",
        "bronchitis",
    ),
    (
        "I'm allergic to peanuts.",
        "actually it wasn't peanuts, the test says it's cashews",
        "peanuts",
        "cashews",
    ),
    ("I have IBS.", "so it isn't IBS after all, it's celiac disease", "ibs", "celiac"),
    (
        "I get migraines.",
        "ok the neurologist says it's not migraines, it's cluster headaches",
        "migraines",
        "cluster",
    ),
    ("I have eczema.", "my GP was wrong, not eczema — it's dermatitis", "eczema", "dermatitis"),
    ("I'm allergic to cats.", "update: not cats after all, it's dust mites", "cats", "dust"),
    (
        "I'm a junior developer.",
        "I'm not a junior developer anymore, it's senior developer now",
        "junior developer",
        "senior",
    ),
    ("I have gout.", "Apparently it was never gout, it's arthritis", "gout", "arthritis"),
    ("I have anemia.", "blood test says no anemia, it's low vitamin D", "anemia", None),
    ("I have tendinitis.", "physio reckons it isn't tendinitis, but a strain", "tendinitis", None),
    ("我有鼻炎。", "医生说不是鼻炎，是过敏", "鼻炎", None),
    ("我有胃炎。", "复查了，不是胃炎，而是胆囊炎", "胃炎", "胆囊炎"),
    ("我对芒果过敏。", "搞错了，不是芒果，是菠萝", "芒果", "菠萝"),
    ("我有颈椎病。", "拍了片子，并不是颈椎病，是肩周炎", "颈椎病", "肩周炎"),
    ("我有哮喘。", "医院说其实不是哮喘，是支气管炎", "哮喘", "支气管炎"),
    ("我有湿疹。", "皮肤科说不是湿疹，确诊为银屑病", "湿疹", "银屑病"),
    ("我对海鲜过敏。", "后来查了，不是海鲜，其实是花粉", "海鲜", "花粉"),
    ("我有贫血。", "体检说没有贫血，之前弄错了", "贫血", None),
    ("我有痛风。", "最后确认不是痛风，是关节炎", "痛风", "关节炎"),
    ("我有高血压。", "量了好几次，不算高血压，正常的", "高血压", None),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), CORRECTED)
def test_a_denied_value_ends_and_its_correction_holds(
    first: str, then: str, old: str, new: str | None
) -> None:
    assert _holds(_now(first), old)
    now = _now(first, then)
    assert not _holds(now, old), now
    assert new is None or _holds(now, new), now


FINISHED = [
    ("I'm working on a kitchen renovation.", "the kitchen is finally done!", "kitchen renovation"),
    ("I'm building a birdhouse for my niece.", "finished the birdhouse yesterday", "birdhouse"),
    ("I'm writing a novel.", "the novel is complete, 90k words", "novel"),
    ("I'm building a habit tracker app.", "shipped the habit tracker last night", "habit tracker"),
    ("I'm working on my thesis.", "handed in my thesis this morning", "thesis"),
    ("I'm restoring an old motorbike.", "that project's done, it runs like new", "motorbike"),
    ("I'm working on a podcast.", "the podcast project is wrapped up", "podcast"),
    (
        "I'm building a treehouse for the kids.",
        "we wrapped up the treehouse on Sunday",
        "treehouse",
    ),
    ("I'm knitting a blanket for my mum.", "done with the blanket at last", "blanket"),
    ("I'm working on a quilt.", "the quilt is finished, finally", "quilt"),
    ("我在做一个记账App。", "记账App终于上线了", "记账app"),
    ("我在写毕业论文。", "论文终于写完了，交了", "毕业论文"),
    ("我在做一个个人博客。", "个人博客搞定了", "个人博客"),
    ("我在装修厨房。", "厨房装修终于完工了", "厨房"),
    ("我在做一个数据看板项目。", "那个项目上周结项了", "数据看板"),
    ("我在写一本小说。", "小说终于写完了", "小说"),
    ("我在做一个小程序。", "小程序做完了，已经交付了", "小程序"),
    ("我在拍一部纪录片。", "纪录片项目收尾了", "纪录片"),
    ("我在开发一个聊天机器人。", "聊天机器人那个项目结束了", "聊天机器人"),
    ("我在做一个网站。", "网站终于搞完了", "网站"),
]


@pytest.mark.parametrize(("first", "then", "project"), FINISHED)
def test_a_project_said_finished_ends(first: str, then: str, project: str) -> None:
    assert _holds(_now(first), project)
    assert not _holds(_now(first, then), project)


NOT_FINISHED = [
    ("I'm working on a kitchen renovation.", "the kitchen is not done yet, sadly", "kitchen"),
    ("I'm writing a novel.", "I finished chapter three of the novel", "novel"),
    ("I'm writing a novel.", "dinner is done, brb", "novel"),
    ("I'm building a shed.", "finished my coffee, back to work", "shed"),
    ("我在写毕业论文。", "论文还没写完", "毕业论文"),
    ("我在做一个网站。", "今天的饭做完了", "网站"),
    ("我在做一个记账App。", "记账App什么时候能搞完啊？", "记账app"),
    ("我在写一本小说。", "小说快写完了", "小说"),
]


@pytest.mark.parametrize(("first", "then", "project"), NOT_FINISHED)
def test_a_project_not_said_finished_holds(first: str, then: str, project: str) -> None:
    assert _holds(_now(first, then), project)


SWITCHED = [
    ("我用 Vim。", "现在换成 Helix 了，Vim 的配置太折腾", "vim", "helix"),
    ("我用 Sublime Text。", "早就改用 VS Code 了", "sublime", "vs code"),
    ("我用 Eclipse。", "上个月换成了 IntelliJ IDEA", "eclipse", "intellij"),
    ("我用 Atom。", "Atom 停更了，换用 Zed 啦", "atom", "zed"),
    ("我用 Emacs。", "转用 Neovim 了，Emacs 太慢", "emacs", "neovim"),
    ("I use Vim.", "switched to Helix, vim config was too much", "vim", "helix"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), SWITCHED)
def test_an_editor_switched_to_supersedes_the_old_one(
    first: str, then: str, old: str, new: str
) -> None:
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old), now


THOUGHT_OF = ["在考虑要不要换成 Helix", "要是我改用 Zed，插件还能用吗", "可能会换成 Neovim 吧"]


@pytest.mark.parametrize("then", THOUGHT_OF)
def test_a_switch_thought_of_changes_nothing(then: str) -> None:
    now = _now("我用 Vim。", then)
    assert _holds(now, "vim")


NOT_TAKEN_BACK = [
    ("I'm vegan.", "my sister isn't vegan though", "vegan"),
    ("I love tea.", "No more bubble tea for me.", "tea"),
    ("I have asthma.", "my son doesn't have asthma, luckily", "asthma"),
    ("I'm allergic to peanuts.", "it's not the peanuts I worry about, it's the cost", "peanuts"),
    ("I work at Google.", "I'm not at Google today, working from home", "google"),
    ("我有胃炎。", "我妈不是胃炎，是胆结石", "胃炎"),
    ("我吃素。", "他不是吃素的，别误会", "vegetarian"),
    ("我有鼻炎。", "我老公没有鼻炎", "鼻炎"),
]


@pytest.mark.parametrize(("first", "then", "kept"), NOT_TAKEN_BACK)
def test_a_denial_of_someone_elses_or_of_something_narrower_keeps_the_value(
    first: str, then: str, kept: str
) -> None:
    assert _holds(_now(first, then), kept)


NAMED_COMPANY = [
    ("I work at Google.", "I left Google for a smaller company, Linear", "google", "linear"),
    ("I work at Google.", "I joined a small startup called Fathom last month", "google", "fathom"),
    ("I work at Tesco.", "left Tesco for a tiny agency, Brightside", "tesco", "brightside"),
    ("I work at Amazon.", "I left Amazon for a startup named Orbit", "amazon", "orbit"),
    ("I work at Amazon.", "I now work at a design studio called Pentagram", "amazon", "pentagram"),
    ("我在腾讯上班。", "离开腾讯了，去了一家创业公司叫云帆", "腾讯", "云帆"),
    ("我在华为上班。", "跳槽到一家外企，叫西门子", "华为", "西门子"),
    ("我在百度上班。", "我换到了一家小公司，叫星河科技", "百度", "星河科技"),
    ("我在阿里上班。", "最近入职了一家初创，名叫极光", "阿里", "极光"),
    ("我在京东上班。", "跳槽到了一家游戏公司叫米哈游", "京东", "米哈游"),
    ("我在字节上班。", "辞职了，去了一家律所叫金杜", "字节", "金杜"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), NAMED_COMPANY)
def test_a_new_employer_said_as_a_kind_then_named_is_the_name(
    first: str, then: str, old: str, new: str
) -> None:
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old), now


MOVED = [
    ("I go to the gym at 5am every day.", "no more 5am gym, I go after work now", "after work"),
    ("I run every morning.", "I run in the evenings now", "evenings"),
    ("I swim every morning.", "I swim after work these days", "after work"),
    ("I lift weights every evening.", "I lift in the mornings now, gym is empty", "mornings"),
    ("I do yoga every evening.", "I do it in the mornings instead", "mornings"),
    ("我每天早上去健身房。", "现在不早上去了，改成下班后去", "下班后"),
    ("我每天晚上练瑜伽。", "改成早上练了", "早上"),
    ("我每天早上跑步。", "最近改成晚上跑了", "晚上"),
    ("我每天晚上游泳。", "挪到中午了，人少", "中午"),
    ("我每天早上背单词。", "换成睡前背了", "睡前"),
]


@pytest.mark.parametrize(("first", "then", "when"), MOVED)
def test_a_habit_moved_to_another_time_holds_at_that_time(first: str, then: str, when: str) -> None:
    now = _now(first, then)
    habits = [text for text in now if text.startswith("fact:habit")]
    assert len(habits) == 1 and when in habits[0], now
