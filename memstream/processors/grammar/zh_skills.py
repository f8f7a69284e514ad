"""Chinese readers of the skills, languages, projects and goals group (issue 22).

What `zh_objects` does not read of this group: a thing being made named by a count word
(在开发一款手游, 在织一条围巾) whatever its noun, a skill said by how good one is at it
(做饭很厉害, 剪视频有一手), a goal without its deadline (三十岁前实现财务自由), and languages
listed after their count (我会三门语言：中文、英语和法语).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import (
    en_skills,
    project_endings,
    skill_not_held,
    skill_ranks,
    value_patterns,
    zh_objects,
    zh_skill_shapes,
)
from memstream.processors.grammar.fills import Fill

_NOT_MADE: Final = re.compile(
    r"^(?:[美噩]?梦|决定|选择|手术|检查|体检|比喻|假设|对比|总结|动作|表情|鬼脸|判断|深呼吸)"
)
"""What one 在做一个 that is no project (a dream, a decision, an operation)."""


def made(text: str) -> list[str]:
    """A thing being made, named after a count word (一款手游, 一条围巾, 一个AI写作助手)."""
    text = re.sub(
        r"^(?:(?:一|两|几)(?:个|款|部|套|条|张|本|幅|座|件|首|档|份|支|间)"
        r"|个(?![人性体])|款|部|套|条|张|本|幅|座|件|首|档|份|支)",
        "",
        text,
    )
    if not 2 <= len(text) <= 14 or _NOT_MADE.match(text):
        return []
    if re.search(r"[你他她它]|这|那|什么|吗|呢", text):
        return []
    return zh_objects.thing(text)


_ACTIVITY: Final = re.compile(
    r"^(?:做|画|写|唱|跳|弹|打|修|剪|拍|游|下|踢|编|教|算|设计|炒|烤|烘|织|种|讲|演|说|拉|吹|开|谈|带|调|拼|搭)"
    r"|(?:画|术|学|艺|影|球|琴|棋|饭|菜|舞|歌|法|活|车|计|乐)$"
)
"""A skill said by how good one is at it is an activity (做饭, 剪视频) or a field (摄影,
数学, 书法): not a time, a mood or a person."""


def skill_done(text: str) -> list[str]:
    """ "做饭很厉害", "剪视频有一手": the activity, when it reads as one."""
    if re.search(r"[你他她它人们]|这|那|今天|昨天|最近|现在|身体|脾气|性格", text):
        return []
    if not (_ACTIVITY.search(text) or text.isascii()):
        return []
    return [text] if zh_objects.is_skill_name(text) else []


_DEADLINE: Final = re.compile(
    r"^(?:在)?[^，,]{0,5}?(?:岁|年|月|底|初|号|周|节)(?:之前|以前|前|以内|内)(?:能|要|就)?"
)


def goal_by(text: str) -> list[str]:
    """A goal without by when ("三十岁前实现财务自由" → 实现财务自由)."""
    return zh_objects.goal(_DEADLINE.sub("", text))


_LISTED: Final = re.compile(
    r"(?:会|能说|能讲|懂|说|讲)(?:[一二三四五六七八九两几\d]+)(?:门|种)(?:语言|外语)[:：，,]?"
    r"(?:分别是|包括|是)?(?P<list>[^。！!？?；;]+)"
)


def listed_languages(text: str) -> list[Fill]:
    """ "我会三门语言：中文、英语和法语": the languages listed after their count."""
    found = _LISTED.search(text) if "语" in text else None
    if found is None:
        return []
    items = [zh_objects.languages(item) for item in _ITEMS.split(found.group("list")) if item]
    if not all(items):
        return []  # 普通话、方言和脏话: a joke, not a list of languages
    return [Fill("languages", name) for names in items for name in dict.fromkeys(names)]


_ITEMS: Final = re.compile(r"[、，,/和跟及与还有以及]+")


_GROUP: Final = frozenset(("skill", "languages", "project", "goal"))
_DONE_HOW: Final = re.compile(r"(?<=.)(?:[玩用写做弹画唱跳打拍拉吹说讲]得)$")


def tidied(fills: list[Fill], text: str) -> list[Fill]:
    """Skill values without a dangling 弹得 (吉他弹得还行 → 吉他), and not also a part of
    another skill said ("蛋糕" beside "做蛋糕", "钢琴" beside "弹钢琴"); languages said
    short (中英双语 → 中文, 英语), and no 国语 read out of a count (四国语言)."""
    ended = project_endings.zh_endings(without_grades(text))  # 钢琴过了十级: a grade, no end
    fills = fills + en_skills.ended_projects(ended, fills)
    fills = zh_skill_shapes.read(text, fills)  # 会PS会剪映, Rust 也在用, 贴砖二十年
    if not any(f.slot in _GROUP for f in fills):
        return fills
    fills = [g for f in fills for g in _languages_split(_field_cut(_how_cut(_worked_on(f, text))))]
    fills = [f for f in fills if not (f.slot == "skill" and _WHEN_HOW.fullmatch(f.value))]
    fills = [
        f for f in fills if not (f.slot == "skill" and f.subject == "user" and _will(f.value, text))
    ]
    fills = [f for f in fills if not (f.slot == "skill" and _gathering(f.value, text))]
    fills = [f for f in fills if not (f.slot == "skill" and _topic_no_skill(f.value, text))]
    if not _GOAL_NOUN.search(text):
        fills = [f for f in fills if f.slot != "goal" or _lasting(f.value, text)]
    if _ONLY_THOUGHT.search(text):  # 想过报个马拉松, 理想情况下我想…: thought of, not aimed at
        fills = [f for f in fills if f.slot != "goal"]
    if _COUNTED.search(text):
        fills = [f for f in fills if not (f.slot == "languages" and f.value == "国语")]
    fills = [_goal_said_plain(f) for f in _projects_tidied(fills)]
    skills = [
        (f.subject, f.value) for f in skill_not_held.zh_kept(fills, text) if f.slot == "skill"
    ]
    return [
        f
        for f in skill_not_held.zh_kept(fills, text)  # 本身, 唠几句, 反馈还行 (g51t)
        if f.slot != "skill"
        or not any(u == f.subject and v != f.value and f.value in v for u, v in skills)
    ]


_FOR_WHOM: Final = re.compile(r"(?<=..)给(?:我|我们|家里)?[^，,。给]{1,5}$")
"""For whom a project is made, said after it (围巾给男朋友 → 围巾)."""


def _about(longer: str, head: str) -> bool:
    """True when `longer` is `head` said with what it is about (关于闽南红砖厝的小书, 小书)."""
    return longer.endswith(head) and longer.startswith(("关于", "有关"))


def _projects_tidied(fills: list[Fill]) -> list[Fill]:
    """Project values without for whom they are made (织一条围巾给男朋友 → 围巾), and not also
    as the head of one said with what it is about (小书 beside 关于闽南红砖厝的小书)."""
    fills = [
        replace(f, value=_FOR_WHOM.sub("", f.value)) if f.slot == "project" else f for f in fills
    ]
    made = [(f.subject, f.value) for f in fills if f.slot == "project"]
    return [
        f
        for f in fills
        if f.slot != "project"
        or not any(u == f.subject and v != f.value and _about(v, f.value) for u, v in made)
    ]


GATHERINGS: Final = frozenset(
    """演唱会 音乐会 广交会 博览会 展览会 交易会 研讨会 座谈会 运动会 奥运会 亚运会 世博会 联欢会
    晚会 舞会 庙会 酒会 茶话会 年会 家长会 见面会 发布会 分享会 读书会 签售会 交流会 招聘会 宣讲会
    答谢会 同学会 生日会 粉丝见面会 相亲会 订货会 展销会 注会 例会 周会 早会 班会 社团会 校友会
    漫展会 说明会 听证会 追悼会 party会 组会 展会 晨会 站会 月会 部门会 全员会 董事会 股东会 总结会
    复盘会 评审会 启动会 动员会 培训会 茶会 班组会 碰头会""".split()
)
"""Gatherings and exams whose name ends in 会 (演唱会, 广交会, 注会): the 会 is no "can"."""


def _gathering(value: str, text: str) -> bool:
    """True when the 会 a skill was read beside ends a gathering's name (看演唱会 → 看演唱; 开组会
    汇报进度 → 汇报进度)."""
    before, after = text.find(value + "会"), text.find("会" + value)
    ends = [at + len(value) + 1 for at in (before,) if at >= 0] + [
        at + 1 for at in (after,) if at >= 0
    ]
    return any(_held(text[:end]) for end in ends)


def only_meetings(clause: str) -> bool:
    """True when every 会 of a clause ends a meeting's name and no other word of ability is said
    (明晚要跟导师开组会汇报进度: no skill at all)."""
    ats = [at for at, char in enumerate(clause) if char == "会"]
    return bool(ats) and all(_held(clause[: at + 1]) for at in ats) and not _ABLE.search(clause)


_ABLE: Final = re.compile(r"能|擅长|精通|熟悉|熟练|掌握|拿手|在行")


def _held(said: str) -> bool:
    """True when the text up to a 会 ends with a gathering's name or a meeting held."""
    return any(said.endswith(name) for name in GATHERINGS) or _MEETING_HELD.search(said) is not None


_MEETING_HELD: Final = re.compile(
    r"(?:有|参加|去|赶|主持|约了|安排了?|开(?![车店刀发心始门播学工玩]))[\u4e00-\u9fff]{0,3}?(?<![学机时空也都就还不才又总能我你他她])会$"
)
"""A meeting held or attended, said up to its 会 (有组会, 开部门会, 参加年会): no "can"."""


_WORK_ON: Final = r"(?:重新)?(?:装修|翻修|翻新|改造|改装|翻译|修复|修缮)"
_COUNT: Final = r"(?:(?:一|两|几)?(?:个|辆|本|套|台|间|部|座|栋|处|件|把))?"


def _worked_on(fill: Fill, text: str) -> Fill:
    """A project on something that already is (装修厨房, 翻译一本小说, 翻新老家的院子) keeps its
    verb: the work, not the thing (厨房 alone names no project)."""
    if fill.slot != "project" or re.match(_WORK_ON, fill.value):
        return fill
    found = value_patterns.search(f"(?P<v>{_WORK_ON}){_COUNT}{re.escape(fill.value)}", text)
    if found is None:
        return fill
    return replace(fill, value=found["v"] + fill.value)


_WILL_OF: Final = re.compile(r"(?P<who>[\u4e00-\u9fff])会(?P<v>[^，,。！!？?]+)")


_TOPIC_WILL: Final = r"(?:我)?(?:也|都|还|真|就)?会(?!一点|点|些|的|了|啊|呀|吧|$|[，,。！!；;])"
"""A topic's 会 followed by what happens to it (嘴巴会肿, 人真会变): "will", not "can"."""
_TOPIC_VERDICT: Final = r"(?:我)?(?:也|都|还)?(?:还行|还不错|还可以|挺好|没问题|不错)"
"""A verdict said of a topic (状态还行, 香蕉还行): a skill's level only when the topic is one."""
NOT_SKILL_TOPICS: Final = re.compile(
    r"得$|^(?:状态|身体|心情|精神|胃口|睡眠|生意|效果|味道|口味|口感|天气|价格|质量|成绩|收入|工资"
    r"|环境|感觉|条件|关系|气色|血压|血糖|视力|手术|恢复|伤口|嘴巴|脸|皮肤|肚子|孩子|人)"
)
"""Topics that are a state, a body or a sale, not a craft (卖得还不错, 状态还行, 嘴巴会肿)."""


def _topic_no_skill(skill: str, text: str) -> bool:
    """True when a skill was read off a topic followed by "will" (嘴巴会肿, 人真会变) or by a
    verdict of a state, a body part or a thing eaten or liked, not of a craft (状态还行,
    不喜欢吃香蕉…香蕉还行, 卖得还不错)."""
    if not skill or skill.isascii():
        return False
    after = r"(?:^|[，,。！!；;~～\s])(?:我|是|其实|现在)*" + re.escape(skill)
    if value_patterns.search(after + _TOPIC_WILL, text) is not None:
        return True
    verdict = value_patterns.search(after + _TOPIC_VERDICT, text) is not None
    if not verdict:
        return False
    tasted = value_patterns.search(r"(?:吃|喝|喜欢|爱|讨厌)" + re.escape(skill), text) is not None
    return tasted or NOT_SKILL_TOPICS.search(skill) is not None


def _will(skill: str, text: str) -> bool:
    """True when a skill was read off 会 said of a pronoun (它会答应, 他会来): "will", what an
    animal or someone else does, not what the user can do; or 它 in it (叫它Lucky它)."""
    if "它" in skill or skill.startswith(("他", "她", "你")):
        return True
    if _SPAN.fullmatch(skill) or _HABITUAL.search(text):
        return True  # 自学了两年: how long, no skill; 每天睡前都会看书: a habit, not can
    said = re.escape(skill)
    if re.search(f"{_CONSEQUENCE}.?{said}|{said}[了到完](?:都|也|就)?会", text):
        return True  # 恐怖片看了会做噩梦, 吃到会起疹子: what follows, not what one can do
    for found in _WILL_OF.finditer(text):
        if found["v"].startswith(skill) and found["who"] in "它他她牠":
            return True
    return False


_CONSEQUENCE: Final = (
    r"(?:(?<=[\u4e00-\u9fff])(?<![学练教])[了到完]|的话|以后|之后|一[^，,。会]{1,4}就)"
    r"(?:都|也|总|就|还|可能|肯定|准|必)?会"
)
"""会 after a condition met (看了会, 吃到会, 一喝就会): what follows from it, not a skill."""
_SPAN: Final = re.compile(
    r"(?:[一二三四五六七八九十两几半\d]+|好几|十几)(?:个)?(?:年|月|天|周|小时|分钟)(?:多)?"
)
_HABITUAL: Final = re.compile(r"(?:每天|每晚|每周|每个月|每次|每年)[^，,。会]{0,6}(?:都|也|总)?会")
"""会 after how often (每天睡前都会看书): what one does as a rule, not what one can do."""
_ONLY_THOUGHT: Final = re.compile(
    r"想过(?!了)|理想(?:情况|状态)下|要是能|如果能|假如能|只是(?:个)?想法|只是想想|随便想想"
)
"""A want only thought of or supposed (想过报个马拉松, 理想情况下): no goal held."""
_GOAL_NOUN: Final = re.compile(r"目标|梦想|理想|愿望|心愿|志向|flag")
_SOON: Final = re.compile(
    r"今天|今晚|明天|后天|明早|待会|等会|一会儿|晚点|下周|这周|本周|周末|下个月|下礼拜|这礼拜"
    r"|周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]"
)
_PASSING: Final = re.compile(
    r"^(?:看|玩|吃|喝|睡|听|买点|点个|订个|查|找个|问)|一下$|一下子$"
    r"|^(?:一|两|几)?(?:个|场|份|次|篇|本|件)"  # 准备一个演讲: a thing, not an aim
)


def _lasting(goal: str, text: str) -> bool:
    """A goal is an aim that lasts: not a want for today or next week (下周去上海出差: a
    plan), nor a passing want or a request (看电影, 把这篇文章翻译一下), nor a want given as
    the reason for a request (请用日语回答，我想练习阅读; 讲讲原理，我想搞懂)."""
    asked = _ASKED.search(text) is not None and len(goal) <= 4
    return _SOON.search(text) is None and _PASSING.search(goal) is None and not asked


_ASKED: Final = re.compile(r"请|麻烦|帮我|给我|讲讲|说说|解释")
"""A request to the assistant in the sentence."""
_BA_GOAL: Final = re.compile(
    r"^(?:在[^把，,]{1,6})?把(?P<x>[^，,。把]{1,10}?)(?P<v>考|拿|学|练|减|还|攒|存)"
    r"(?:下来|到手|过)(?:了)?$"
)
"""A goal said with 把 (把驾照考下来, 在今年把普通话二甲考下来): said verb first (考驾照)."""


def _goal_said_plain(fill: Fill) -> Fill:
    """A goal said with 把, as its verb and object (`_BA_GOAL`)."""
    found = _BA_GOAL.match(fill.value) if fill.slot == "goal" else None
    return replace(fill, value=found["v"] + found["x"]) if found is not None else fill


_WHEN_HOW: Final = re.compile(
    r"业余(?:时间)?|平时|周末|晚上|从小|小时候|大学|以前|现在|最近|自己|下班后?|工作中|上学时"
)
"""When or how something is learned (我业余学了两年油画), never the skill."""
_COUNTED: Final = re.compile(r"[一二三四五六七八九十两几多\d]国语")
_SHORT: Final = {
    "中": "中文",
    "英": "英语",
    "日": "日语",
    "韩": "韩语",
    "法": "法语",
    "德": "德语",
    "俄": "俄语",
    "西": "西班牙语",
    "葡": "葡萄牙语",
    "意": "意大利语",
}
_PAIR: Final = re.compile(r"^([中英日韩法德俄西葡意])([中英日韩法德俄西葡意])(?:双语|文|语)?$")


def _languages_split(fill: Fill) -> list[Fill]:
    found = _PAIR.match(fill.value) if fill.slot == "languages" else None
    if found is None:
        return [fill]
    return [Fill("languages", _SHORT[c], fill.subject, fill.action) for c in found.groups()]


_FIELD: Final = re.compile(
    r"^(?:[^，,。]{1,6}?(?:这一块|这块|这方面|这一方面|方面|领域)|一点点|一点儿|一些|些)(?=..)"
)
"""The field skills are named in, said before them (剪辑这块PR、达芬奇都熟), or how little of a
skill one has (会些木工): not the skill."""


def _field_cut(fill: Fill) -> Fill:
    """A skill without the field or the amount said before it (剪辑这块PR → PR, 些木工 → 木工)."""
    if fill.slot != "skill" or not _FIELD.search(fill.value):
        return fill
    return replace(fill, value=_FIELD.sub("", fill.value))


def _how_cut(fill: Fill) -> Fill:
    if fill.slot != "skill" or not _DONE_HOW.search(fill.value):
        return fill
    return Fill(fill.slot, _DONE_HOW.sub("", fill.value), fill.subject, fill.action, fill.kind)


READERS: Final = {"made": made, "skill_done": skill_done, "goal_by": goal_by}
"""This group's hole readers by the name the frames use."""


_GRADE: Final = r"(?:十|[一二三四五六七八九]|[1-9]|10)级"
_GRADED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;我]))(?:已经|早就|以前|小时候|大学时)?(?:考过|考了|考到|考出|过了|拿到了?|拿了)"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{0,4}?)(?:业余)?" + _GRADE
)
"""A grade passed in an exam (考过钢琴十级, 会弹古筝，考过十级): a fact, not hyperbole."""
_GRADE_FIRST: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;我]))(?P<v>[\u4e00-\u9fffA-Za-z]{0,4}?)(?:业余)?"
    + _GRADE
    + r"(?:也|都|早就|已经)?(?:考过|考下来?|考完|过|拿到|拿下)了?"
)
"""A grade said before its passing (古筝十级考过了, 会弹古筝，十级过了): the same fact."""


_TAUGHT: Final = re.compile(
    r"(?<![我别要用必甭想会邪宗道佛请领说管家调助任督主回儿礼传布信])(?:教会|教过|教)了?[，,]?我"
    r"(?![们的家女儿子老妈爸爷奶姥外哥姐弟妹孙同朋学只就也都还])"
    r"(?:[一二三四五六七八九十几两半\d]+年)?(?:怎么|如何)?"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:[一二三四五六七八九十几两半\d]+(?:多)?年(?:多)?)?"
    r"(?=$|[，,。！!；;~～]|了|的|呢|啊|吧|哦)"
)
"""Someone taught the user a skill (师父教了我二十年木工, 奶奶教我包粽子, 我爸教会了我游泳; the
run-on reader may have cut 教了，我 before the user)."""
_NOT_TAUGHT: Final = re.compile(
    r"^(?:做人|做事|道理|很多|许多|不少|一些|珍惜|坚强|坚持|感恩|要|不要|别|规矩|礼貌|这|那|什么"
    r"|一个|独立|勇敢|善良|宽容|忍|爱|相信|尊重|放下|知足|吃亏)"
)
"""What one is taught that is a way of being, not a skill (教会我做人, 教我要坚强)."""


def taught(text: str) -> list[Fill]:
    """The skill someone taught the user (师父教了我二十年木工 → 木工), not a lesson in how to
    be (教会了我珍惜), a thing pointed at (孙子教我用这个), a question or wish (能教我包粽子吗)
    nor one refused or still to come (别教我鼠标操作, 他要教我游泳)."""
    if re.search(r"吗|？|\?|如果|要是|想|希望|能不能|可以|请|帮", text):
        return []
    if re.search(
        r"(?:^|[，,。！!；;~～])\s*(?:你|您|那你)?(?:再)?教我(?![了过会])[^，,。！!了过年]*(?:$|[，,。！!])",
        text,
    ):
        return []  # 教我几句体面的推辞话: asked of the assistant (教我木雕三十年了 is told)
    return [
        Fill("skill", found["v"])
        for found in _TAUGHT.finditer(text)
        if not _NOT_TAUGHT.match(found["v"]) and not re.search(r"[这那个它]", found["v"])
    ]


def without_grades(text: str) -> str:
    """The text with an exam grade passed taken out (十级 here is no joke of degree)."""
    return skill_ranks.zh_unranked(_GRADE_FIRST.sub("考过", _GRADED.sub("考过", text)))


def graded(text: str) -> list[Fill]:
    """The skill a grade passed names (我考过钢琴十级 → 钢琴), or a licence got (我考了驾照
    → 开车, 拿到了潜水证 → 潜水)."""
    if re.search(r"吗|？|\?|如果|要是|想|打算|准备|还没|没考|没拿|正在考|在考", text):
        return []
    found = _GRADED.search(text) or _GRADE_FIRST.search(text)
    if found is not None and found["v"]:
        return [Fill("skill", found["v"])]
    licence = _LICENCE.search(text)
    if licence is None:
        return []
    if licence["d"]:
        return [Fill("skill", "开车")]
    named = [licence["c"]]
    more = _MORE_LICENCES.match(text, licence.end())
    while more is not None:  # g57z: 我有电工证和厨师证: each licence of the list
        named.append(more["c"])
        more = _MORE_LICENCES.match(text, more.end())
    return [
        Fill("skill", skill)
        for skill in named
        if not _NOT_SKILL_PAPERS.search(skill) and zh_objects.is_skill_name(skill)
    ]


_MORE_LICENCES: Final = re.compile(
    r"(?:和|、|跟|还有|以及|，还有)(?:一个|个|张)?(?P<c>[\u4e00-\u9fff]{2,4}?)(?:证书|证|执照)"
)
"""A further licence of a list (…证和厨师证, …证、焊工证)."""


_NOT_SKILL_PAPERS: Final = re.compile(
    r"身份|结婚|离婚|房产|房本|学生|工作|居住|暂住|出生|准生|毕业|学位|会员|健康|资格|签|营业"
    r"|许可|通行|护|病|残疾|军官|记者|导游|上岗|从业|执业|职称|合格|资质"
)
"""Papers that name no skill: an identity, a status or a permit (身份证, 结婚证, 资格证)."""


_LICENCE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;我俺])|(?<=本人))(?:去年|今年|前年|已经|早就|刚|刚刚|上个月|年初|大学时)?"
    r"(?:考了|考到了?|考出了?|考下了?|考过了?|拿到了?|拿了|持有|有)(?:一个|个|张)?"
    r"(?:(?P<d>驾照|驾驶证|车本)|(?P<c>[\u4e00-\u9fff]{2,4}?)(?:证书|证|执照))"
)
"""A licence one got or holds: 驾照 (driving) or what its certificate names (潜水证)."""
