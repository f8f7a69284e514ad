"""The Chinese slot grammar: a sentence → fills.

As in English: what must not be learned is set aside (questions that are not requests,
hypotheticals, tentative talk, jokes, quoted or reported words, texts to work on); a
correction (哦不对, 说错了, 开玩笑的) keeps only what follows it; the sentence is split into
clauses; a clause's subject is the user (我, 我们, 本人, or none said), someone else (我老婆,
我朋友, 他, 室友...), or, when none is said, the subject of the clause before; the frames of
`zh_frames` fill their slots with typed objects (`zh_objects`); preferences, people,
habits, plans and endings are read by their own modules.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from functools import lru_cache
from typing import Final

from memstream.processors.dates import render
from memstream.processors.grammar import (
    allergy_also,
    allergy_gone,
    approximated,
    cleft_projects,
    come_what_may,
    complaints,
    corrected_edges,
    craft_years,
    dated_openers,
    decimals,
    diet_one,
    event_parts,
    health_vague,
    later_conditions,
    later_hedges,
    modes,
    name_then_kind,
    named_roles,
    origin_work,
    past_jobs,
    polite_asides,
    rebased_work,
    routine_days,
    routine_lists,
    skill_asked_for,
    skill_ease,
    skill_in_use,
    skill_learned_from,
    taste_clefts,
    taste_denied,
    taste_felt,
    taste_last_word,
    taste_sensed,
    taste_unbeaten,
    team_projects,
    their_day,
    value_patterns,
    without_it,
    zh_changes,
    zh_employer_shapes,
    zh_goal_label,
    zh_goal_one,
    zh_greeted,
    zh_habits,
    zh_health,
    zh_identity,
    zh_objects,
    zh_org_roles,
    zh_others,
    zh_people,
    zh_prefs,
    zh_shapes,
    zh_skills,
    zh_subjects,
    zh_taste,
    zh_taste_husks,
    zh_taste_shapes,
    zh_time,
    zh_updates,
    zh_whole_words,
    zh_work,
    zh_work_fields,
)
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.changed_parts import changed_parts
from memstream.processors.grammar.en_people import resolve_pronouns, without_unnamed_twins
from memstream.processors.grammar.fills import (
    NEGATE,
    Fill,
    corrected,
    denied_plan,
    not_theirs,
    quiet_endings,
)
from memstream.processors.grammar.follow import follow_up, followed
from memstream.processors.grammar.fragment_lists import with_fragments
from memstream.processors.grammar.goals_met import goals_met
from memstream.processors.grammar.health_corrected import health_corrected
from memstream.processors.grammar.jobs import job_change
from memstream.processors.grammar.prefilter import Need, gate, literals, open_to
from memstream.processors.grammar.renamed import renamed
from memstream.processors.grammar.resolve import preferences_read
from memstream.processors.grammar.zh_frames import FRAMES
from memstream.processors.grammar.zh_norm import Normalised, normalised, restored
from memstream.processors.noise import claims_fame

FILLERS: Final = (
    "现在|目前|一直|平时|也|还|都|就|刚刚|刚|已经|最近|其实|基本上|基本|主要|一般|真的|确实|正在"
    "|暂时|本来|早就|才|又|今年|明年|去年|上个月|上周|这周|年初|年底|自己"
    "|居然|竟然|突然|终于|慢慢|渐渐|简直|显然|果然"
)
_GAP: Final = f"(?:{FILLERS})*"
_NOT_AT: Final = "[现正存自所好]|(?<!其)实"
"""Characters before 在 that make it part of another word (现在, 正在, 存在, 实在, 自在)."""
_HOLE: Final = r"(?P<v>[^,;.!?:\s，。；：！？“”\"]{1,24}?)"
_END_BODY: Final = (  # 哈 only at the end (米哈游 is a name)
    r"(?:$|[,;.!?:，。；：！？\s]|了|呢|吧|啊|哈(?=$|[,.!?，。！？\s~])"
    r"|啦|呀|嘛|那边|这边|那块|附近|一带)"
)
_QUOTED: Final = re.compile(r"“[^”]*”|「[^」]*」|『[^』]*』|\"[^\"]*\"|‘[^’]*’|'[^'\n]{2,}'")
_CLAUSES: Final = re.compile(
    r"[,;.!?:，。；：！？~～…]+|(?<![是为叫在])\s+|——|(?:但是|不过(?!敏)|而且|然后|所以)"
)
_CORRECTION: Final = re.compile(
    "(" + "|".join(w.CORRECTIONS) + r"|(?<=[，,—–])\s*(?:哦|噢|啊|呃|额|诶)?(?:不+|不是)[，,])"
)
_NEGATORS: Final = frozenset("不没")
_FUTURE: Final = re.compile(
    r"(?:明天|今天|今晚|以后|下次|待会|等会|晚点|到时候|回头|一定|肯定)[^，,]{0,3}会"
)
_ONE_DAY: Final = re.compile(r"今天|昨天|明天|今晚|昨晚|这周|本周|刚才|待会|等会|上午|下午|中午")
_A_TRIP: Final = re.compile(
    r"在[^，,。]{1,8}?(?:出差|旅游|旅行|度假|玩(?!具)|转机|开会|培训|探亲|过年|过节|考察|休假)"
)
"""在上海出差, 在三亚度假: where one is on a trip, not where one lives or works."""
_RETRACTED: Final = re.compile(r"开玩笑的|逗你的|骗你的|瞎说的|开个玩笑")
_LEAD: Final = re.compile(
    r"^(?:嗯+|哦|噢|对了|话说|其实|哈哈+|那个(?=[，,、。…\s~～]|我|咱|就|啥|什么|嗯|呃)|啊|唉|哎|忘了说|顺便说下|顺便说一下|另外|还有|给你说下背景"
    r"|背景|我的情况|老师好|你好|大家好|各位好|您好|哈喽|嗨|对|好|没想到吧|说实话|不知道为啥|讲真|诶|呃"
    r"|(?:师傅|老师|医生|大夫|律师|助手|小助手|客服|亲|同学|老铁)(?:你好|您好|好)(?:啊|呀)?)+"
)


def _compile(pattern: str) -> re.Pattern[str]:
    pattern = pattern.replace("^", "^(?:我们|我|本人)?", 1) if pattern.startswith("^") else pattern
    pattern = re.sub("(?<![现正存自所好实])在", f"(?<!{_NOT_AT})在", pattern)  # not 现在, 正在
    before, _, after = pattern.replace("~", _GAP).partition("{}")
    if after.endswith("$") or (after and not after.endswith(")?")):
        return re.compile(before + _HOLE + f"(?={after})")
    return re.compile(before + _HOLE + f"(?={after}{_END_BODY})")


COMPILED: Final = tuple((slot, _compile(pattern), hole) for slot, pattern, hole in FRAMES)
_GATE: Final = gate([Need(strings=literals(p)) if literals(p) else None for _, p, _ in COMPILED])
"""The patterns by the literals they need: a clause runs only those whose literal it holds."""
OTHER_SLOTS: Final = frozenset(
    "role employer home_location work_location languages skill diet like dislike habit "
    "allergy condition goal".split()
)


def parse(sentence: str, anchor: date) -> list[Fill]:
    """The slots one Chinese sentence fills (traditional, Cantonese and internet spellings
    read as simplified Mandarin; values given back as the user wrote them)."""
    sentence = skill_ease.zh_plain(sentence)  # g54w: 闭着眼睛都能写SQL: 能写SQL
    if decimals.hidden(sentence) != sentence:  # g51p: 做到4.9 read whole
        return decimals.shown(parse(decimals.hidden(sentence), anchor))
    roughly = approximated.zh_plain(sentence)  # l54: 住了可能有十年 is no doubt
    plain = normalised(_THEN_DATED.sub("，", _SPACED_REQUEST.sub("，", roughly)))  # voice input
    said = _asserted(plain)  # g38m: sarcasm, a text asked for, a saying, small talk
    if said is not None:
        return parse(said, anchor) if said else []
    fills = list(_parse(zh_shapes.joined_titles(zh_work.unspaced(plain.text)), anchor))
    fills += their_day.chinese_part(plain.text, fills, anchor)  # 老板下周三来，我要做汇报
    fills = event_parts.chinese(plain.text, fills, anchor)  # 年会，我要上台主持 (g51p)
    fills = with_fragments(  # 程序员，坐标上海，吃素: each fragment where a sentence has it
        fills, plain.text, True, lambda said: list(_parse(said, anchor)), readable
    )
    fills = changed_parts(fills, plain.text, True, lambda s: list(_parse(s, anchor)), readable)
    fills = allergy_also.with_joined(fills, allergy_also.chinese(plain.text, fills))  # g51h
    fills = diet_one.one_diet(plain.text, fills)  # g51h: 不吃猪肉，我们是清真: halal
    fills = allergy_gone.with_gone(plain.text, fills)  # g51h: 海鲜我现在能吃了
    fills = zh_shapes.plans_over_goals(zh_shapes.no_addressed_roles(fills))  # h36z
    fills = [f for f in fills if not (f.slot == "goal" and _BARE_GOAL.fullmatch(f.value))]
    fills = zh_shapes.unjoined(fills)  # 做data analyst (h36z)
    fills = [f for f in fills if f.slot != "plan" or not modes.time_only(f.value)]
    fills = [_before_space(f) if f.slot == "plan" else f for f in fills]
    fills = rebased_work.rebased("zh", plain.text, fills)  # g52w: 办公室搬了，现在在望京
    fills = past_jobs.zh_over(plain.text, fills)  # g54w: 我去年在京东当快递员: over
    fills = origin_work.origin_work(plain.text, fills, True)  # g55w: 南宁人在北京打工: home
    fills = skill_learned_from.with_learned(fills, skill_learned_from.chinese(plain.text))  # g54w
    fills = zh_org_roles.split(fills)  # g54w: 协和医院护士: 护士
    fills = skill_asked_for.added(fills, skill_asked_for.chinese(plain.text))  # g54w: 都找我修电脑
    fills = taste_denied.chinese(plain.text, fills)  # g53t: 喜欢不起来, 对韩剧没兴趣了
    fills = taste_felt.chinese(plain.text, fills)  # g53t: 开会让我很烦
    fills = health_vague.zh_kept(fills)  # g54i: 我眼睛不好，界面调成浅色: the wish, no condition
    return [restored(fill, plain) for fill in fills] if plain.changed else fills


_SPACED_REQUEST: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])[ \t\u3000]+"
    r"(?=帮我|帮忙|麻烦|提醒我|给我|请你|请帮|你帮我|到时候提醒|记得提醒|想问|请问|问一?下)"
)
"""A request said after a space instead of a comma (voice input: 下周三飞成都出差 待三天 帮我列一下
要带的东西): the request is its own clause, so what comes before it is still said. Only before a
request: other spaced clauses stay one (下周一开始新工作了 有点紧张 is one plan and its feeling)."""


_THEN_DATED: Final = re.compile(
    r"(?<=[\u4e00-\u9fff])(?=(?:然后|接着|之后|完了)(?:我)?(?:还要|还得|再|又|要)?"
    r"(?:这|下|本|下下)?(?:周|星期|礼拜|个月|月)[一二三四五六日天末]?)"
)
"""Where a second dated plan starts in a run without commas (voice input: 下个礼拜二去做胃镜然后
周五还要去上海出差): a clause of its own, so each plan keeps its own day."""


def _before_space(fill: Fill) -> Fill:
    """A plan said up to a space between Chinese words (voice input: 飞成都出差 待三天 is the
    trip, then how long): the plan, not what follows the space."""
    parts = _CJK_SPACE.split(fill.value, maxsplit=1)
    return dataclasses.replace(fill, value=parts[0].removesuffix("了")) if len(parts) > 1 else fill


_CJK_SPACE: Final = re.compile(r"(?<=[\u4e00-\u9fff])[ \t\u3000]+(?=[\u4e00-\u9fff])")
_BARE_GOAL: Final = re.compile(
    r"([\u4e00-\u9fff])\1|(?:练习|学习|进步|提高|锻炼|努力|加油|试试看|放松|休息|成长)(?:一下)?"
    r"|[一二两三四五六七八九十几]个"
    r"|(?:拿下|搞定|实现|做到|完成|达成|拿到|考过|过关)(?:它|了|来|一下)?"  # g51p: 一定要拿下
    r"|(?:写|做|弄|整|搞|出|列|拟|准备|填)(?:个|一个|一份|份|一篇|篇|张|一张|封|一封)?"
    r"[\u4e00-\u9fffA-Za-z]{0,6}?(?:报告|价目表|表格|表|项目书|提纲|大纲|文案|PPT|ppt|方案|邮件|简历"
    r"|通知|总结|说明|清单|教案|讲稿|串词|海报|合同|请假条|周报|月报|朋友圈|回复|发言稿|致辞)"
)
"""A goal that is a verb alone (我想练练, 想进步), or a text to write now (想写个中期报告, 想做个
课程价目表: a task, no lasting aim)."""


def _asserted(plain: Normalised) -> str | None:
    """The original sentence without the span `modes` finds said in a mode that asserts
    nothing (None when all of it asserts, "" when none of it does)."""
    span = modes.zh_span(plain.text)
    if span is None:
        return None
    text, original = plain.text, plain.original
    start = 0 if span[0] == 0 else plain.starts[span[0]]
    end = len(original) if span[1] >= len(text) else plain.starts[span[1]]
    said = (original[:start] + original[end:]).strip("，,。；;：: ")
    return None if said == original.strip() else said


@lru_cache(maxsize=4096)
def _parse(sentence: str, anchor: date) -> tuple[Fill, ...]:
    sentence = zh_shapes.fielded(sentence)  # 姓名：赵一鸣，职业：律师 (h36z)
    sentence = come_what_may.chinese(sentence)  # g54t: 每天早上，不管刮风下雨，我都去跑步
    text = _STORY.sub("", _QUOTED.sub("，", zh_work.unquoted_names(sentence)))
    if _FICTION.search(text):
        return ()
    if _set_aside(sentence):  # l54: 我住在杭州，要是中了彩票我就搬去大理: where they live
        head = later_conditions.zh_head(sentence) or later_hedges.zh_head(sentence, _set_aside)
        return _parse(head, anchor) if head else ()  # g55s: 我在成都住了五年，可能明年去上海
    request = _question(text)
    asked = request is False
    wished = _wished_in_questions(sentence) if asked else []  # 用粤语回我得唔得, 你讲详细点
    if request is False:
        text = _without_questions(text)
        request = None if text else False
    if request is False:
        return tuple(zh_people.named_in_passing(sentence) + wished)  # 我女儿朵朵该上什么兴趣班？
    text = _RETRACTED.split(text)[-1]  # "…，开玩笑的": what came before was not meant
    fills = _without_moot_leaving(_corrected_fills(_before_reported(text), anchor, request is True))
    stated = _before_request(text) if request else ""
    if request:  # 能推荐几道菜吗，我不吃辣: what the user adds after asking
        stated = "，".join(part for part in (stated, _without_questions(text)) if part)
    if stated:  # 我有糖尿病，下周二要去复查，帮我查下…: what is said before the request
        fills += [f for f in _corrected_fills(stated, anchor, False) if f not in fills]
    if not any(fill.slot == "name" for fill in fills):
        fills += renamed(text)
    known = {(f.slot, f.value) for f in fills}
    fills += [f for f in zh_people.named_in_passing(text) if (f.slot, f.value) not in known]
    fills = name_then_kind.zh_with(text, fills)  # 豆豆（我家的柯基）
    fills = zh_identity.tidy(text, fills)  # 我是程序猿: a job, not a name; 东七区: no home
    fills += zh_identity.missing(text, fills)  # 大家都叫我阿明, 本人张伟
    listed = [
        f
        for f in zh_skills.listed_languages(text) + zh_skills.graded(text) + zh_skills.taught(text)
        if f not in fills
    ]
    fills = zh_skills.tidied(fills + listed, text)  # 我会三门语言：…; 中英双语
    fills = craft_years.zh_kept(fills, text)  # g52t: 修车修了半辈子; 写Java写了十年: no "Java写"
    if _ONE_OFF.search(text) and not _LASTING.search(text):  # 把上面这段改成表格: this once
        fills = [fill for fill in fills if fill.slot not in _ONE_OFF_SLOTS]
    fills = zh_updates.guarded(text, fills) if request else zh_updates.updated(text, fills)
    fills = [f for f in job_change(fills, text, chinese=True) if not _no_taste(f, text)]
    fills = cleft_projects.zh_cleft(text, fills)  # g53w: 我在做的东西是一个挂号小程序
    fills = named_roles.zh_named_role(text, fills)  # g53w: 我叫李娜，护士
    fills = team_projects.zh_team_project(text, fills)  # g53w: 我们团队在做感知模块
    fills = [zh_taste_shapes.without_the_person(f, text) for f in fills]  # 讨厌香菜的人
    fills = [f for f in not_theirs(fills) if not _not_a_fact(f, text) and not denied_plan(f)]
    fills = _not_exaggerated(fills, text)
    fills = complaints.chinese(text, fills)  # g52t: 香菜真是受不了, 加班烦死了
    fills = taste_clefts.chinese(text, fills)  # g53t: 我最不能接受的就是香菜
    fills = taste_unbeaten.chinese(text, fills)  # g54t: 我最爱的莫过于火锅
    fills = taste_sensed.chinese(text, fills)  # g54t: 香菜吃起来一股肥皂味
    fills = zh_taste_husks.kept(text, fills)  # g55t: 我老喜欢爬山了: 老 is no thing
    fills = skill_in_use.added(fills, skill_in_use.chinese(text))  # g53t: 我用PS修图
    fills = routine_days.chinese(text, fills)  # g52t: 周五晚上是我的游戏时间
    fills = routine_lists.chinese(text, fills)  # g54t: 我的睡前习惯是泡脚加看书
    fills = without_it.added(fills, without_it.chinese(text))  # g52t: 晚上不泡脚我睡不着
    if asked and not _LASTING.search(text):  # 什么是闭包，简单说下: this answer, not all
        fills = [fill for fill in fills if fill.slot != "pref.response_length"]
    fills += [f for f in wished if f.slot not in {g.slot for g in fills}]
    fills = [f for f in fills if not (f.slot in _NAMED and _GONE_NAME.fullmatch(f.value))]
    fills = taste_last_word.last_word(fills)  # 花毛峰太香了，我不爱: the verdict said last
    return tuple(quiet_endings(without_unnamed_twins(resolve_pronouns(fills))))


_NAMED: Final = frozenset(("pet", "relation"))
_GONE_NAME: Final = re.compile(r"(?:死|走|没|挂|去世|过世|离世|不在)了?啦?")
"""A name read off a death (我家的狗死了: not a dog called 死了): the ending says it."""


_THREAT: Final = re.compile(r"再[^，,。！!？?]{1,8}?[，,]?我就")
"""A threat said in jest (再加班我就去送外卖): what follows is not a plan or a job."""
_HYPERBOLE: Final = re.compile(
    r"(?:累|忙|烦|气|困|饿|穷|热|冷|骂|吓|急|愁|闷|疼|痛|苦|丑|晒|冻|撑|吵|憋|卷)死|[要快]疯了|逼疯|[要快]崩溃了"
)
"""An exaggeration of distress (累死了, 被老板骂死, 要疯了): the clause vents, it states no
fact (爱死了 is a like said strongly)."""
_VENTED: Final = frozenset("role habit goal like dislike".split())


def _not_exaggerated(fills: list[Fill], text: str) -> list[Fill]:
    """The fills not read from a clause that exaggerates (我每天都被老板骂死, 烦死了)."""
    vented = [c for c in _CLAUSES.split(text) if c and _HYPERBOLE.search(c)]
    return [
        f for f in fills
        if f.slot not in _VENTED or not any(_said_in(f, c) for c in vented)
    ]  # fmt: skip


def _said_in(fill: Fill, clause: str) -> bool:
    """True when the clause says the fill's value (a habit without how often: 被老板骂死)."""
    return fill.value in clause or (fill.slot == "habit" and zh_time.done(fill.value) in clause)


_STORY: Final = re.compile(
    r"(?<=[看读听追刷玩])[^，,。！？写做拍画编]{0,4}?(?:讲|讲的是|关于|讲述|描写|写的是)[^，,。！？]{2,20}?的(?:电视剧|剧|电影|片子|片|书|小说|故事|节目|纪录片"
    r"|动漫|动画|漫画|游戏|歌)"
)
"""What a show, book or song is about (一部讲律师转行当厨师的剧): no fact about the user."""
_FICTION: Final = re.compile(
    r"我的(?:角色|人设|游戏角色|化身)|(?:小说|剧|游戏|故事)里的?(?:主角|女主|男主|我)"
)
"""The user's character in a game or story (游戏里我的角色是个矮人): not the user."""
_UNSAID_OBJECT: Final = re.compile(r"它|他们|她们|他的|她的|你|您")
"""A liked 抱着它们 (whom is not said) or 他的笑话 (praise of someone): no taste."""
_MET_WHO: Final = re.compile(
    r"(?:认识|遇到|遇见|见过|碰到|结识|交了)[^，,。！!；;]*(?:喜欢|热爱|爱)"
)
"""认识一些喜欢爵士乐的人: the taste of the people met, not the user's."""


def _no_taste(fill: Fill, text: str) -> bool:
    """True for a like or dislike of the user whose object is not a thing the user likes."""
    if fill.slot in ("like", "dislike") and zh_taste.lone_verb(fill.value):
        return True  # 我儿子青菜都不爱吃: 吃 is no thing, whoever's taste it is (g51t)
    if fill.subject != "user" or fill.slot not in ("like", "dislike"):
        return False
    if fill.value.startswith("的"):
        return True  # 我最喜欢的书: a fragment of the phrase, not what is liked
    if zh_taste.no_object(fill.value) or zh_taste.in_general(text):
        return True  # 别的编辑器用不惯: the others, set against the user's choice
    if zh_taste.like_ended(text):
        return True  # 我现在不爱看韩剧了: a like ends (the ending's), no taste added
    return bool(_UNSAID_OBJECT.search(fill.value) or _MET_WHO.search(text))


_OTHERS_WISH: Final = re.compile(
    "^(?:" + "|".join(sorted(w.RELATIONS, key=len, reverse=True)) + r"|他|她|他们|她们|大家)"
)


def _not_a_fact(fill: Fill, text: str) -> bool:
    """A value that asks a choice (猫还是狗), or a user's goal that is someone else's
    (希望我儿子以后当医生): no memory."""
    if "还是" in fill.value:
        return True
    if fill.slot in ("like", "dislike") and _shown(fill.value, text):
        return True  # 我喜欢这个颜色, 喜欢那种感觉: a reaction to what is shown
    if fill.slot != "goal" or fill.subject != "user":
        return False
    return bool(_OTHERS_WISH.match(fill.value) or _NO_GOAL.search(fill.value))


_SHOWN: Final = re.compile(r"^(?:这|那)(?:个|张|些|件|款|首|部)?(?!种|类|样)")


def _shown(value: str, text: str) -> bool:
    """A liked thing pointed at (这个颜色, 那种感觉): what is shown, not a lasting taste."""
    pointed = value_patterns.search(r"[这那](?:个|张|些|件|款|首|部)?" + re.escape(value), text)
    return _SHOWN.match(value) is not None or pointed is not None


_NO_GOAL: Final = re.compile(
    r"它|这件事|那件事|这个事|^(?:保持|尽量保持)(?:乐观|积极|心态|冷静|好心情|微笑)|^(?:搞清楚|弄明白|想明白|想办法)"
)
"""A goal about what the context names (把它做成), keeping one's mood (保持乐观) or working
something out (搞清楚怎么选): no lasting aim."""


_ONE_OFF: Final = re.compile(
    r"把(?:这|那|上面|下面|以下|上述|刚才)"
    r"|(?:这|那|上面|下面)(?:段|个|份|些|几行|部分)(?:代码|配置|文件|脚本|函数|程序|文档|邮件|例子|示例)"
    r"|(?:举|给我|展示|写|发)(?:个|几个|一些|一个|些)[^，,。]{0,10}?(?:例子|示例|样例|demo)"
)
_ONE_OFF_SLOTS: Final = frozenset(("pref.format", "pref.theme", "pref.indentation", "pref.tone"))
"""How one given text should look (帮我把这段代码改成两个空格缩进, 举个暗色主题的例子): the
work's, not a lasting preference of the user's."""
_LASTING: Final = re.compile(
    r"以后|今后|之后都|每次|一律|默认|从现在(?:开始|起)|我(?:平时|一直|习惯|都|向来)?(?:用|喜欢)"
)
"""A format asked for one given text (把这段改成要点) is a one-off; 以后都… is a preference."""


_ASKING: Final = re.compile(r"帮我|请|麻烦|能不能|可不可以|你|吗|么|[?？]|推荐|考虑(?:一)?下")


def _before_request(text: str) -> str:
    """The statements before the first clause that asks something of the assistant."""
    clauses = [c for c in re.split(r"[，,;；。]", text) if c]
    clauses = zh_greeted.without_greetings(clauses)  # 你好呀，我叫…: g51r
    asking = [i for i, c in enumerate(clauses) if _ASKING.search(c) or _question(c) is not None]
    return "，".join(clauses[: asking[0]]) if asking and asking[0] > 0 else ""


def _without_moot_leaving(fills: list[Fill]) -> list[Fill]:
    """Leaving a place in the sentence that named it (我在京东，不对，我从京东走了) drops that
    value; said with a new one after it (离开杭州了，现在在苏州上班), the new value supersedes
    the old, so the leaving is not said apart."""
    kept: list[Fill] = []
    for index, fill in enumerate(fills):
        if fill.slot == "ending" and set(fill.extra.get("slots") or ()) & set(zh_time.WHERE):
            left = set(fill.terms)
            kept = [f for f in kept if not (f.slot in zh_time.WHERE and f.value in left)]
            later = fills[index + 1 :]
            if any(f.slot in zh_time.WHERE and f.subject == "user" for f in later):
                continue
        kept.append(fill)
    return kept


def _corrected_fills(text: str, anchor: date, request: bool) -> list[Fill]:
    """The fills of the segments a correction (说错了, 不对, 其实是) separates, each later one
    replacing what it corrects; 其实是 with nothing before it to correct ("我其实是个护士") is
    read as part of the sentence."""
    parts = _CORRECTION.split(zh_work.redated(text, anchor))  # 下周三，哦不对，是下周四
    fills: list[Fill] = []
    carry = ""
    for index in range(0, len(parts), 2):
        segment = carry + parts[index]
        carry = ""
        if not segment.strip(" ，,。"):
            continue
        later = _segment_fills(segment, anchor, request)
        if not later and not fills and index + 1 < len(parts) and parts[index + 1] == "其实是":
            carry = segment + parts[index + 1]
            continue
        if later and zh_work.bare_correction(segment) and fills:
            later = _bare_beside(segment, fills, later)  # "是无锡，苏州是我上班的地方"
        fills = corrected(fills, later or _bare(segment, fills) or _redated(segment, fills, anchor))
    return fills


def _bare_beside(segment: str, earlier: list[Fill], later: list[Fill]) -> list[Fill]:
    """What a segment that opens with a corrected value reads: that value (for the slot it
    corrects) beside what the rest of the segment says about other slots."""
    bare = _bare(segment, earlier)
    slots = {f.slot for f in bare}
    return bare + [f for f in later if f.slot not in slots] if bare else later


def _redated(segment: str, earlier: list[Fill], anchor: date) -> list[Fill]:
    """A correction that only gives another day (周三去看牙，哦不是周三，是周四): the last plan,
    on that day."""
    if not earlier or earlier[-1].slot != "plan" or earlier[-1].subject != "user":
        return []
    day = zh_time.corrected_day(segment, anchor)
    if day is None:
        return []
    last = earlier[-1]
    extra = {**last.extra, "when": render(day, "")}
    return [Fill("plan", last.value, dates=(day.iso,), extra=extra)]


def _bare(segment: str, earlier: list[Fill]) -> list[Fill]:
    """A correction that only gives the value ("…，哦不对，是常州"): the last slot's new value."""
    if not earlier or earlier[-1].subject != "user":
        return []
    slot = earlier[-1].slot
    hole = _BARE_HOLES.get(slot)
    if hole is None:
        return []
    text = re.sub(r"^[，,。 ]*(?:是|在|叫|应该是|其实是|对)*", "", segment).strip("，,。 ")
    text = re.split(r"[，,。]", text)[0]
    kind = earlier[-1].kind
    values = zh_objects.read(hole, text, "", 0)[:1] or [corrected_edges.zh_loose(slot, text)]
    return [Fill(slot, value, kind=kind) for value in values if value]  # g55q: 不对，是海东


_BARE_HOLES: Final = {
    "relation": "name",
    "pet": "name",
    "home_location": "place",
    "work_location": "place",
    "employer": "org",
    "role": "role",
    "name": "name",
    "allergy": "thing",
    "timezone": "timezone",
}


_MACHINE: Final = re.compile(
    r"[A-Za-z_]\w*\([^)]*\)|\w+(?:Error|Exception)\b|^\s*[A-Za-z_]+\s*:\s*\S+|[A-Za-z0-9]+,[A-Za-z0-9]+,[A-Za-z0-9]+"
)


def readable(sentence: str) -> bool:
    """True for a statement the grammar reads (not set aside, not a question)."""
    sentence = normalised(sentence).text
    if modes.zh_span(sentence) == (0, len(sentence)):
        return False
    return not _set_aside(sentence) and _question(_QUOTED.sub("，", sentence)) is None


_POLITE_IF: Final = re.compile(r"(?:如果|要是|假如)?(?:可以|方便|能|行|可能)的话[，,]?")
"""A request's polite condition (可以的话, 如果方便的话): no hypothetical."""
_USER_SAID: Final = re.compile(r"[我俺咱]")
_IF_SAID: Final = re.compile(r"如果|要是|假如|倘若|若是|假使|万一|能|我|俺|咱")
_WILL_DO: Final = re.compile(r"就好了?(?=[。！!～~，,]*$)")
"""就好了 closing a request ("that will do"); after 要是, 如果, 能 or the user (我…就好了) a wish of
"if only"."""
_HYPOTHETICAL_OR_JOKE: Final = re.compile("|".join(map(re.escape, w.HYPOTHETICAL + w.JOKES)))
_HYPOTHETICAL: Final = re.compile("|".join(map(re.escape, w.HYPOTHETICAL)))
_JOKE: Final = re.compile("|".join(map(re.escape, w.JOKES)))


def _marked(plain: str) -> bool:
    """A hypothetical's marker, or a joke's said as a word of its own (吃土 in 又要吃土了, not
    in 吃土笋冻: g55s)."""
    return _HYPOTHETICAL.search(plain) is not None or zh_whole_words.marked(plain, _JOKE)


"""Any hypothetical's or joke's marker anywhere in a text (p38x)."""


def _set_aside(text: str) -> bool:
    """Hypotheticals, tentative talk, jokes, texts to work on (a request with a quoted or
    colon-introduced text), and machine text."""
    plain = zh_skills.without_grades(re.sub(r"(?<=[不就])要是", "", text))  # 考过十级: no joke
    plain = polite_asides.zh_polite(plain)  # 如果可以的话回答简短点: asked, no hypothetical
    if not _IF_SAID.search(plain):  # 用中文回答就好了: "will do", no "if only"
        plain = _WILL_DO.sub("", plain)
    if _HYPOTHETICAL_OR_JOKE.search(plain) and _marked(plain):  # p38x: one alternation first
        return True
    if _THREAT.search(plain):
        return True
    if _MOCK_TITLE.search(plain) or _MOCK_CV.search(plain):
        return True  # 我是熬夜冠军, 特长是睡觉: self-mockery, no fact
    own = "，".join(
        c
        for c in re.split(r"[，,;；。]", plain)
        if not _ASKING.search(c) and not _WANTS_TO_KNOW.search(c)
    )  # 我想知道每一步为什么: a question, no wish
    if any(marker in own for marker in w.TENTATIVE):  # 帮我查下要不要空腹 asks; it is no doubt
        return True
    embedded = re.search(r"[:：“”\"「]", text) is not None
    if embedded and any(marker in text for marker in w.TRANSFORM):
        return not zh_greeted.intro_colon(text)  # 自我介绍一下：我叫…，帮我写…: said (g51r)
    return _MACHINE.search(text) is not None or _work_on_given(plain) or claims_fame(text)


_TOLD_HOW: Final = re.compile(
    r"^你(?:就|再|以后|尽量|最好)?(?:讲|说|写|回答|回复|答|解释)(?:得)?[^，,。？?吗]{0,6}?(?:点|一点|一些|些)[吧啊呗]?$"
)
"""The assistant told how to answer (你讲详细点, 你说简单一点吧): a wish, though 你 leads it."""


def _wished_in_questions(sentence: str) -> list[Fill]:
    """The reply wishes said as questions to the assistant: told how to answer (你讲详细点) or
    asked with a yes-no tag (用粤语回我得唔得, 用闽南话回我好不好)."""
    clauses = [_TAG_ASKED.split(c)[0] for c in _CLAUSES.split(sentence) if c]
    told = [c for c in clauses if _TOLD_HOW.match(c) or _TOLD_TO_REPLY.search(c)]
    return [f for c in told if not _A_CHOICE.search(c) for f in zh_prefs.preferences(c)]


_A_CHOICE: Final = re.compile(r"还是|或者|哪个|哪种|什么|比较好")
"""A choice still asked (用中文回答还是英文比较好？): no wish yet."""


_TAG_ASKED: Final = re.compile(r"(?:得唔得|好不好|好唔好|好吗|行不行|行吗|可以吗|可不可以|中不中)")
"""A request asked as a yes-no tag (用粤语回我得唔得, 用闽南话回我好不好): the request before it."""
_TOLD_TO_REPLY: Final = re.compile(
    r"^(?:你|您)?(?:以后|就|都|请|能|可以|能不能)*用[^，,。]{1,6}(?:回我|回复|回答|跟我讲|同我讲|和我说)"
)
_WANTS_TO_KNOW: Final = re.compile(
    r"想(?:知道|问问?|了解|请教|搞清楚|弄明白)|(?:顺便|再)?问(?:一?下|问)"
)
_MOCK_TITLE: Final = re.compile(
    r"我(?:是|就是|已经是|堪称|可谓)(?:一(?:个|名|位))?[^，,。！!？?]{0,4}?"
    r"(?:躺平|摸鱼|睡觉|发呆|拖延|划水|干饭|熬夜|赖床|时间管理|甩锅|画饼|吃货界)"
    r"(?:大师|冠军|达人|专业户|之王|选手|王者)"
)
"""A title the user mocks themselves with (我是熬夜冠军, 时间管理大师, 摸鱼达人): a joke."""
_IDLING: Final = "躺平|摸鱼|睡觉|发呆|拖延|划水|混日子|干饭|吃饭|退休|做梦|熬夜|刷手机"
_MOCK_CV: Final = re.compile(
    rf"(?:特长|专业|副业|主业|理想|梦想|人生目标|职业)(?:是|就是)(?:{_IDLING})(?![\u4e00-\u9fff])"
)
"""A mock CV (特长是睡觉, 副业是摸鱼, 人生理想是退休): idling named as a talent or a calling."""


def _work_on_given(text: str) -> bool:
    """A request to work on a given text (帮我把这段代码改成两个空格缩进, 举个暗色主题的例子):
    how that text should look, nothing about the user (unless the user also speaks of
    themselves or of always: 我平时都用tab, 以后都…)."""
    if _ONE_OFF.search(text) is None or _LASTING.search(text):
        return False
    return "我" not in re.sub(r"[帮给替让叫跟和对]我", "", text)


def _question(text: str) -> bool | None:
    """None for a statement; True for a request to the assistant; False for a question."""
    stripped = text.strip(" 。.!！~")
    if _SURPRISED.search(stripped):
        return None  # 我现在居然喜欢香菜了？？: a statement said with surprise
    plain = re.sub(r"[不没]有?(?:怎么|什么)|多少(?:有点|会)", "", text)  # 不怎么, 没有什么比
    plain = _RHETORICAL.sub("", plain)  # 保定人谁不爱: an emphatic statement, not a question
    plain = _FILLER_ASKS.sub("", plain)  # 怎么说呢: a filler, not a question
    plain = re.sub(r"(?:什么|啥|谁|哪儿?|哪里)(?:都|也)", "", plain)  # 啥都吃: any, no question
    plain = _NO_MATTER_HOW.sub("", plain)  # g57z: 芹菜我怎么都吃不惯: however, no question
    plain = re.sub(r"(?:好|十|这|那|前|没|过)几|几(?:十|百|千|万)", "", plain)  # 好几个: many
    asks = stripped.endswith(("?", "？", "吗", "么")) or any(q in plain for q in w.QUESTION)
    asks = asks or _A_NOT_A.search(plain) is not None  # 适不适合, 去不去: a question
    asks = asks or _CHOICE_ASKED.search(plain) is not None  # 用Vim还是VS Code好
    asks = asks or _HOW_MUCH.search(plain) is not None  # 通勤一般多久
    asks = asks or _WHAT_TO_DO.search(plain) is not None  # l54: 明天做什么好
    asks = asks or plain.lstrip().startswith(("什么是", "啥是", "何为"))  # 什么是闭包
    if not asks:
        return None
    to_you = any(x in text for x in ("你", "回复", "回答", "去掉", "别"))
    polite = _ASKED_OF_YOU.match(text) is not None
    requested = any(r in text for r in ("能不能", "可不可以", "可以", "能否", "请", "麻烦", "帮我"))
    return (polite or requested) and (to_you or polite)


_NO_MATTER_HOW: Final = re.compile(
    r"(?<![你您])怎么(?:(?P<v>[\u4e00-\u9fff])[都也](?=(?P=v))|[都也](?=[\u4e00-\u9fff]{0,2}?[不没]))"
)
"""However one does it (怎么都吃不惯, 怎么吃都吃不腻, 怎么也睡不着): no question (你怎么也不说
is)."""
_SURPRISED: Final = re.compile(
    r"^(?:我|我们)[^？?吗呢]*(?:居然|竟然|竟|现在)[^？?吗呢]*了?[？?]{2,}$"
)
"""A statement of the user's said with surprise, the question mark doubled
(我现在居然喜欢香菜了？？)."""
_RHETORICAL: Final = re.compile(r"[^，,。！!？?]{0,6}谁不(?:爱|喜欢|想|馋|羡慕)(?:[！!。~～]|$)")
"""A rhetorical 谁不… (保定人谁不爱, 火锅谁不馋！): an emphatic statement, no question."""
_HOW_MUCH: Final = re.compile(r"多久|多远|多长时间|多大年纪|多贵|哪天|何时|咋办|咋样|咋回事")
"""Question words the word list leaves out (多久, 多远, 咋办)."""
_WHAT_TO_DO: Final = re.compile(
    r"(?:做|吃|买|带|穿|送|选|玩|看|干|学|去|喝|弄|准备)(?:点)?(?:什么|啥)(?:菜|东西|礼物)?"
    r"(?:好|呢|比较好|合适|啊|呀|好呢)?[？?。!！~～]*(?:$|[，,])"
)
"""What to do asked at a clause's end (明天做什么好, 周末去哪玩…, 今晚吃啥): a question, no plan."""
_CHOICE_ASKED: Final = re.compile(
    r"[^我也都就但可却了是，,。！!？?\s]还是[^，,。！!？?]{1,16}?"
    r"(?:好|呢|合适|比较好|更好|划算|靠谱|对|行|更[\u4e00-\u9fff]{1,2})[？?。!！~]*(?:$|[，,])"
)
"""A choice asked (新手用Vim还是VS Code好, 读博还是工作呢): a question, not a statement."""
_ASKED_OF_YOU: Final = re.compile(
    r"^\W*(?:(?:好的|好|嗯|行|谢谢|ok|OK)\W*)?(?:(?:但是|不过|那)\W*)?(?:以后|下次|之后|今后)?"
    r"(?:你)?(?:能不能|可不可以|能否|可以|能)(?![我咱])"
)
"""A request with no subject or to you (能不能分点列出来？, 好的，但是以后能简短一点吗？): said to
the assistant."""


_FILLER_ASKS: Final = re.compile(
    r"(?:^|(?<=[，,。！!]))(?:怎么说呢|怎么说|你知道吗|你猜怎么着)(?=[，,。！!…]|$)"
)
"""A question word said as a filler between clauses (…，怎么说呢，我本来就…)."""
_A_NOT_A: Final = re.compile(r"(?<![现正实存所好])(?![时动])([\u4e00-\u9fff])[不没]\1")
"""A verb asked as "V not V" (适不适合, 去不去, 有没有): a question; 时不时 says often, and the
在 of 现在 / 正在 is no verb asked (我现在不在乘务组了)."""


def _without_questions(text: str) -> str:
    """A statement beside a question ("我叫Kevin，…，你叫哪个都行", "我在成都住，周末去哪
    玩好？", "能推荐几道菜吗，我不吃辣"): the statement before the first clause that asks (none
    when it is a condition: 在杭州住的话，房租多少？) and what the user says of themself after the
    last one."""
    said = [c for c in _SPOKEN_CLAUSES.split(text) if c.strip()]  # a space: 语音输入
    clauses = zh_greeted.without_greetings(said)  # 师傅你好 我叫…: g51r
    asking = [i for i, c in enumerate(clauses) if _asks(c)]
    if not asking and len(clauses) < len(said):  # 在吗 我是…: only the greeting asked
        return "，".join(clauses)
    if (
        not asking
        and text.rstrip(" 。.!！~").endswith(("?", "？"))
        and (_USER_SAID.match(text) or dated_openers.opens_dated(text))  # 明天做胃镜，…？ g54p
    ):
        asking = [len(clauses) - 1]  # 我有糖尿病，晚饭吃什么比较好？: the clause with the mark asks
    if len(clauses) < 2 or not asking:
        return ""
    stated = clauses[: asking[0]]
    if any(_CONDITION.search(c) for c in stated):
        stated = []
    after = clauses[asking[-1] + 1 :]  # 能推荐几道菜吗，我不吃辣: what the user adds about themself
    told = after if after and after[0].lstrip().startswith(("我", "本人")) else []
    return "，".join(stated + told)


_SPOKEN_CLAUSES: Final = re.compile(r"[，,;；。.!！?？]|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")
"""Where clauses part: punctuation, or a space between Chinese characters (dictation without
punctuation: 后天要去县里考电工证复审 资料要带啥)."""
_CONDITION: Final = re.compile(r"的话|和.{1,8}比|相比|还是")
"""A clause that sets up a question (a condition, a comparison, a choice), not a statement."""


def _asks(clause: str) -> bool:
    """True for a clause that asks (a question word, a question mark, 吗 / 么 at its end, or a
    request to the assistant)."""
    stripped = clause.strip(" 。.!！~")
    if stripped.endswith(("?", "？", "吗", "么", "呢")) or any(q in clause for q in w.QUESTION):
        return True
    if _A_NOT_A.search(clause) or _CHOICE_ASKED.search(clause) or _HOW_MUCH.search(clause):
        return True
    if _WHAT_TO_DO.search(clause):
        return True
    return _ASKING.search(clause) is not None and "你" in clause


def _before_reported(text: str) -> str:
    found = re.search(
        r"(?:他|她|老板|同事|朋友|有人|主角|女主|男主)(?:的)?(?:原话是|说|宣布|问)|听说|据说|听人说",
        text,
    )
    return text if found is None else text[: found.start()]


def _segment_fills(segment: str, anchor: date, request: bool) -> list[Fill]:
    first = zh_taste.fronted(_LEAD.sub("", _CLAUSES.split(segment)[0] or ""))
    if _GENERIC.match(first):
        return []  # 程序员都爱喝咖啡: people in general
    if _TO_YOU.match(first):
        return zh_prefs.preferences(segment)  # 你喜欢猫: the assistant's; 你讲详细点: a wish
    if zh_people.subject(first, "user")[0] != "user" and not zh_time.event_moved(first):
        theirs = _about_others(segment) + zh_others.theirs(segment, anchor)  # 我老婆下周去上海出差
        if w.DIED.search(first):  # 爷爷上个月走了: the relation ends, not said again
            theirs = [f for f in theirs if not (f.slot == "relation" and f.value in first)]
            theirs += zh_time.ending(first) or []
        theirs += zh_time.called_off(first) or []  # 他们取消了那个活动: the user's plan ends
        return theirs + zh_work.where_i_work(segment, theirs)  # 苏州是我上班的地方 (h33a)
    fills = zh_prefs.preferences(segment)
    if request:
        return fills + zh_people.named_in_passing(segment)  # 帮我给我女朋友小雨挑个礼物
    subject, previous = "user", ""
    for clause in zh_taste.clauses(_CLAUSES.split(segment)):  # 我喜欢猫|也喜欢狗
        clause = zh_taste.fronted(_LEAD.sub("", clause or ""))
        if not clause:
            continue
        subject, rest = zh_people.subject(clause, subject)
        subject = zh_habits.pet_carer(clause, subject)  # g53h: 狗叫大黄，天天遛它: the user's
        if _GENERIC.match(clause) or _TO_YOU.match(clause):
            subject = "nobody"
        if subject == "nobody":
            continue  # a clause on people in general or on the assistant, and those after it
        found = zh_people.people(clause)
        kinds = [f for f in fills if f.slot in ("pet", "relation")]
        named = zh_people.named_after(clause, kinds[-1].kind) if kinds and not found else []
        if named:
            fills = [f for f in fills if not (f.kind == named[0].kind and f.value == f.kind)]
            fills += named
            continue
        fills += found
        pets = [f for f in found if f.slot == "pet" and f.value != f.kind]
        pets = [f for f in pets if clause.endswith(f.value)]  # the pet is what the clause is about
        said = _said(clause, rest, previous, subject, fills)
        said = zh_habits.not_the_pets(said, clause, previous)  # h36t: 家里两只猫，天天打架
        previous = clause
        fills += said + _work_done(clause, subject, fills + said)
        if pets and subject == "user":
            subject = f"{pets[-1].kind}:{pets[-1].value}"  # 我家狗叫豆豆，特别爱吃鸡肉: the dog
    fills += _followed_in(segment, fills)  # 我对虾过敏，螃蟹也是
    if _A_DAY_ONLY.search(segment):  # 今天下雨，篮球打不了了: that day only, nothing ends
        fills = [f for f in fills if not (f.slot == "ending" and _UNABLE.search(f.value))]
    if not any(f.slot == "allergy" and f.subject == "user" for f in fills):
        fills += zh_health.allergy_before(segment)  # 我吃不了虾，会过敏
    fills += zh_habits.not_planned(zh_time.plans(segment, anchor), segment, fills)
    fills = zh_time.put_off_unless_moved(fills)  # 展会推迟了，改到下下周四: moved, not off
    fills += goals_met(segment)  # 目标达成, 首付的目标终于到了
    fills += health_corrected(segment, fills)  # 结果不是猫毛，是尘螨
    named = zh_goal_label.named_after(segment)  # 今年瘦到一百斤，这就是我的目标
    named = named or zh_goal_one.one_goal(segment)  # g56z: 今年的目标就一个：把驾照拿了
    fills += [f for f in named if not any(g.slot == "goal" for g in fills)]
    fills += zh_work.native_it(segment) + zh_work.where_i_work(segment, fills)  # h33a
    fills += zh_work.org_beside_role(segment, fills)  # 我是麻醉科的住院医，在湘雅二医院
    return preferences_read(fills)


def _followed_in(segment: str, fills: list[Fill]) -> list[Fill]:
    """What a later clause of the segment adds to the user's fill before it, said short
    (我对虾过敏，螃蟹也是; 喜欢爬山，还有游泳): the same slot, the new value."""
    mine = [f for f in fills if f.subject == "user" and f.action != NEGATE]
    known = {(f.slot, f.value) for f in fills}
    found: list[Fill] = []
    for clause in _CLAUSES.split(segment)[1:]:
        said = (clause or "").strip()
        if any(f.value in said for f in fills):
            continue  # 还有海鲜也过敏: the clause said its value itself
        if mine and said and follow_up(said, True) is not None:
            found += [f for f in followed(said, True, mine) if (f.slot, f.value) not in known]
    return found


_A_DAY_ONLY: Final = re.compile(r"今天|今晚|明天|后天|这周|这次|这回|这两天|周末|下雨|太晚")
_UNABLE: Final = re.compile(r"不(?:了|动)了")
"""Something one cannot do (篮球打不了了): an ending, unless it is said of one day only."""


def _said(clause: str, rest: str, previous: str, subject: str, fills: list[Fill]) -> list[Fill]:
    """What one clause says of its subject, read with the clause before it where a reading
    needs it (a goal announced before, a company named before, a topic judged after)."""
    mine = subject == "user"
    said = (zh_work.goal_after(previous, clause) if mine else []) or (
        _clause_fills(clause if mine else rest, subject)
    )
    said = said or _listed_role(clause, subject, fills)
    said = said or (zh_shapes.role_alone(clause, previous) if mine else [])  # …，护士，… (h36z)
    said = said or (zh_shapes.staff_of(clause) if mine else [])  # 腾讯员工一枚 (h36z)
    said = said or (_named_company(clause, previous) if mine else [])
    said = said or (
        zh_work.org_after_role(previous, clause) if mine else []
    )  # 我是护士，在市一医院
    said = said or (_liked_before(previous, clause) if mine else [])
    said = said or (zh_taste.judged_topic(previous, clause) if mine else [])
    if not said or _names_nothing(said):  # 自行车卖了，不骑了: 不骑了 ends the bike
        said = _ended_before(previous, clause, subject) or said
    return said


_GENERIC: Final = re.compile(
    r"^(?:(?:很多|许多|不少|好多|大部分|大多数|多数|绝大多数|有些|有的|一些|所有|每个|每一个)人"
    r"|大家(?![好早晚])|人们|别人|谁都|谁也|没有人|没人|一般人|普通人|(?:现在|这年头)的[^我]{1,4}都)"
    r"|^[^我你他她它咱您]{0,6}?(?:人|们|孩|生|员|师|者|族|党|控|友|狗|猫|动物|宠物)"
    r"(?:都|大多|大都|基本都|一般都?|通常|往往|普遍)"
)
"""A clause about people in general (程序员都爱喝咖啡, 很多人对猫过敏): no one's fact."""
_TO_YOU: Final = re.compile(
    r"^(?:你|您)(?:也|还|都|平时|一般|是不是|应该)?(?:喜欢|爱|讨厌|住|在|是|会|有|养|吃|喝|做|用)[^我]*$"
)
"""A clause whose subject is the assistant (你喜欢猫): nothing about the user."""
_DONE: Final = re.compile(r"(?:做|干|搞|当|负责)(?P<v>[^，,。做干搞当]{2,8})$")
_COMPANY: Final = re.compile(
    r"公司|企业|工作室|初创|创业|机构|团队|厂|外企|国企|央企|私企|大厂|律所"
)


def _work_done(clause: str, subject: str, fills: list[Fill]) -> list[Fill]:
    """What one does at the employer just named is one's line of work (入职了宁德时代，做电池工艺;
    在一家出海公司做本地化), when no role is said."""
    if subject != "user" or any(f.slot == "role" and f.subject == "user" for f in fills):
        return []
    at_work = any(f.slot == "employer" and f.subject == "user" for f in fills)
    found = _DONE.search(clause)
    if found is None or not (at_work or _COMPANY.search(clause)):
        return []
    return [Fill("role", v) for v in zh_work_fields.trade(found.group("v"))]  # not 做康复


def _liked_before(previous: str, clause: str) -> list[Fill]:
    """A clause that only likes, after the clause that named what (以前不喜欢吃香菜，现在爱上了):
    what the clause before named is liked (the dislike of it ends)."""
    if not previous or not zh_taste.likes_now(clause):
        return []
    named = _clause_fills(zh_taste.as_now(previous), "user")
    liked = [f for f in named if f.slot in ("like", "dislike")][:1]  # a change: it holds now
    return [Fill("like", f.value, extra={"changed": True}) for f in liked]  # (小时候讨厌…，现在…)


def _ended_before(previous: str, clause: str, subject: str) -> list[Fill]:
    """An ending that names nothing, after the clause that named it (西班牙语好多年没用，基本忘光
    了): what ends is named by the clause before."""
    if subject != "user" or not previous or not zh_time.ends(clause):
        return []
    return [f for f in zh_time.ending(previous + clause) or [] if f.terms]


def _names_nothing(fills: list[Fill]) -> bool:
    """True when the clause only ends, and names no word of two characters (不骑了)."""
    return all(f.action == "negate" for f in fills) and not any(
        len(term.lstrip("不没")) >= 2 for f in fills for term in f.terms
    )


def _named_company(clause: str, previous: str) -> list[Fill]:
    """A company named in a clause of its own right after the user's clause that described it
    (去了一家做机器人的初创公司，叫灵犀动力): the employer."""
    found = re.fullmatch(r"(?:名字)?叫(?P<v>[^，,。]{2,8})", clause)
    if found is None or not re.search(r"(?:在|去了|加入了?|入职了?)(?:一|那)家", previous):
        return []
    if _COMPANY.search(previous) is None:
        return []
    return [Fill("employer", v) for v in zh_objects.org(found.group("v"))]


def _listed_role(clause: str, subject: str, before: list[Fill]) -> list[Fill]:
    """A role listed bare after the user's name (我叫蒋文博，急诊科医生): the clause is the
    role (three characters at least: 医生, alone, may be a form of address)."""
    if subject != "user" or not any(f.slot == "name" and f.subject == "user" for f in before):
        return []
    return [Fill("role", v) for v in zh_objects.role(clause) if len(v) >= 3 and v == clause]


def _their_habits(clause: str, rest: str, subject: str) -> list[Fill]:
    """我妈每天早上都去公园打太极: the habit of someone close named in this very clause (not a
    pet's, not of someone carried over from an earlier clause)."""
    if rest == clause or subject not in w.RELATIONS:
        return []
    return [
        dataclasses.replace(f, subject=subject) for f in zh_habits.tidy(zh_time.habits(rest), rest)
    ]


def _about_others(segment: str) -> list[Fill]:
    """A sentence about someone else: facts about them (and whom the user names)."""
    fills: list[Fill] = []
    subject = "someone"
    for clause in zh_taste.clauses(_CLAUSES.split(segment)):
        clause = _LEAD.sub("", clause or "")
        if clause:
            subject, rest = zh_people.subject(clause, subject)
            kinds = [f for f in fills if f.slot == "relation"]
            named = zh_people.named_after(clause, kinds[-1].kind) if kinds else []
            group = zh_people.in_group(clause)  # 我们部门新来的经理叫Jenny: not the user's
            found = [] if group else [f for f in zh_people.people(clause) if f.slot == "relation"]
            theirs = zh_subjects.others_people_part(clause, subject, rest)  # 同事有俩孩子
            found = [f for f in found if not theirs or f.value not in theirs]
            fills += named + found + zh_people.their_pets(clause, subject, fills)
            if subject == "user":  # 我女儿对牛奶过敏，我自己是乳糖不耐受: the user again
                fills += _clause_fills(clause, "user")
            elif not named:
                fills += _clause_fills(rest, subject) + _their_habits(clause, rest, subject)
    return fills


_DEADLINE: Final = re.compile(
    r"在[^，,]{1,8}?(?:之前|以前)|(?:年底|年初|年末|月底|月初|岁|号|毕业|退休|过年|春节|国庆|结婚|考试"
    r"|开学|放假|生日|周[一二三四五六日天]|[明今]年|下个?月|下周|夏天|冬天|暑假|寒假)(?:之前|以前)"
)
"""A deadline, not the past (在三十岁之前, 年底之前, 毕业以前; g57z: without 在): 三年以前 is the
past."""
_BEFORE: Final = re.compile(
    r"以前|之前|原来|曾经|过去|小时候(?!就|起|开始)|那时候?|当年|上学的时候|读书的时候"
)
_NOW: Final = re.compile(r"现在|目前")


def _clause_fills(clause: str, subject: str) -> list[Fill]:
    deadline = _DEADLINE.sub("", clause)  # 在三十岁之前: by when
    if _BEFORE.search(deadline) and not _NOW.search(clause):  # what held before is not now
        return zh_changes.used_to(clause, _user_fills) if subject == "user" else []
    ending = zh_time.ending(clause) if subject == "user" else None
    fills: list[Fill] = list(ending or [])
    if subject == "user":  # 辞职了, 退休了, 转行做产品
        fills += zh_changes.job_ended(clause) + zh_changes.graduated(clause)
        fills += zh_changes.role_changes(clause) + zh_changes.sent_to(clause)
    for at in open_to(_GATE, clause):
        slot, pattern, hole = COMPILED[at]
        if subject != "user" and (slot not in OTHER_SLOTS or hole in zh_taste.OWN_HOLES):
            continue
        for match in pattern.finditer(clause):
            if _denied(clause, match.start()) or _NEGATED_HOLE.search(match.group("v")):
                continue  # 不住广州了, 没在百度, 对青霉素不过敏: the predicate is denied
            for value in _read(hole, match.group("v"), clause, match.end()):
                fills.append(Fill(slot, value, subject))
    if subject == "user" and not any(f.slot == "employer" for f in fills):
        shaped = zh_employer_shapes.employers(clause)  # 我是中通的快递员, 在滴滴跑快车 (g37z)
        fills += [f for f in shaped if f.slot == "employer"]  # the roles beside: not yet
    if _ONE_DAY.search(clause) or _A_TRIP.search(clause):  # 今天在星巴克写代码, 在上海出差
        fills = [f for f in fills if f.slot not in ("employer", "home_location", "work_location")]
    if _FUTURE.search(clause) or zh_skills.only_meetings(clause):  # 明天我会带伞, 开组会
        fills = [f for f in fills if f.slot != "skill"]
    fills = [f for f in fills if not (f.slot == "skill" and f"{f.value}的会" in clause)]  # 北京的会
    fills = zh_health.without_reactions(zh_health.with_diets(fills, clause, subject), clause)
    fills = _allergies_said_plainly(fills)  # 对花生严重过敏: 花生; 对加班过敏: a joke
    allergens = {f.value for f in fills if f.slot == "allergy"}  # 过敏原查出来是尘螨: no condition
    fills = [f for f in fills if not (f.slot == "condition" and f.value in allergens)]
    fills = [f for f in fills if not (f.slot in ("goal", "plan") and zh_time.calls_off(f.value))]
    if subject == "user" and ending is None:
        habits = zh_time.habits(clause) or zh_habits.habits(clause) or zh_habits.routines(clause)
        habits = zh_habits.tidy(habits or zh_changes.new_way(clause), clause)
        fills = zh_habits.no_skill_in(fills, habits)  # 每天晚上都会泡脚: 会 is "will", no skill
        fills += zh_time.replacing(habits, clause) or zh_time.doer_habits(clause)

    fills = [f for f in fills if not (f.slot == "role" and _able(f.value, clause))]
    if _AT_HOME_ROLE.search(clause):  # 我在家里的职位是洗碗工: a joke about home, no job
        fills = [f for f in fills if f.slot != "role"]
    return _resolved(zh_changes.owner_split(_whole_roles(fills)))


def _allergies_said_plainly(fills: list[Fill]) -> list[Fill]:
    """The allergies without a degree word read into them (花生严重 → 花生) and without what is
    no allergen but a chore or a day (对加班过敏, 对周一过敏: a joke)."""
    kept: list[Fill] = []
    for fill in fills:
        if fill.slot == "allergy":
            value = _DEGREE_AFTER.sub("", fill.value)
            if not value or value in w.NOT_ALLERGENS:
                continue
            fill = dataclasses.replace(fill, value=value)
        if fill not in kept:
            kept.append(fill)
    return kept


_DEGREE_AFTER: Final = re.compile(r"(?:严重|有点|很|特别|非常|比较|超级|挺|轻微)$")
"""A degree word read into an allergen's value (对花生严重过敏: 花生严重)."""


def _whole_roles(fills: list[Fill]) -> list[Fill]:
    """The roles without one read inside a longer role of the same clause (教导主任, not 导主任
    read after 教 as "teaches")."""
    roles = [f.value for f in fills if f.slot == "role"]
    return [
        f
        for f in fills
        if f.slot != "role" or not any(r != f.value and r.endswith(f.value) for r in roles)
    ]


_AT_HOME_ROLE: Final = re.compile(r"家(?:里|中)?的(?:职位|地位|身份|角色|职务|岗位)")


def _able(value: str, clause: str) -> bool:
    """True when a role's word is said as what one can do (我会做木工): a craft, no job."""
    return (
        value_patterns.search(r"会(?:做|干|当|点|一点)?[^，,。]{0,6}?" + re.escape(value), clause)
        is not None
    )


def _user_fills(clause: str) -> list[Fill]:
    return _clause_fills(clause, "user")


_READERS: Final = {
    **zh_work.READERS,
    **zh_changes.READERS,
    **zh_taste.READERS,
    **zh_skills.READERS,
    **zh_work_fields.READERS,
}
"""The slot groups' own object readers, by hole name (the names do not overlap)."""


def _read(hole: str, text: str, clause: str, end: int) -> list[str]:
    """The values of a hole: by a slot group's own reader, else the shared ones."""
    reader = _READERS.get(hole)
    return reader(text) if reader is not None else zh_objects.read(hole, text, clause, end)


_NEGATED_HOLE: Final = re.compile(r"(?:不|没有?|不太|不是很|并不|从不|从来不)$")
"""An object that ends in a negator: the predicate after it is denied (对青霉素不过敏)."""


_HEDGED: Final = re.compile(r"(?:不太|不大|不怎么|没怎么|不是很|没那么|不那么)$")


def _denied(clause: str, start: int) -> bool:
    """True when a negator stands right before a predicate (不, 没; 不太, 不怎么; 别 ends 特别)."""
    before = clause[max(0, start - 4) : start]
    hedged = _HEDGED.search(before) is not None
    hedged = hedged or _DENIED_MODAL.search(before) is not None  # 我不会说德语, 没法吃辣
    return before[-1:] in _NEGATORS or hedged


_DENIED_MODAL: Final = re.compile(r"(?:不|没|从不|从来不|并不)(?:太|怎么)?(?:会|能|敢)$|没法$")
"""A negator before a modal before the predicate (不会说, 不能吃, 没法): denied."""


def _resolved(fills: list[Fill]) -> list[Fill]:
    """One reading per object: a place is a location, not an employer; where one works is
    not also where one lives; a language is not a skill; what is wished for (a goal) is not
    a fact; the first reading of a slot wins."""
    if any(f.slot == "goal" for f in fills):
        wished = ("employer", "role", "home_location", "work_location", "project", "skill")
        fills = [f for f in fills if f.slot not in wished]
    fills = zh_work.org_or_place(fills)  # 在Shopify做后端: an employer, not a place
    places = {f.value for f in fills if f.slot in ("home_location", "work_location")}
    works = {(f.subject, f.value) for f in fills if f.slot == "work_location"}
    fills = [
        f
        for f in fills
        if f.slot != "home_location"
        or not any(s == f.subject and v.startswith(f.value) for s, v in works)
    ]  # 在苏州工业园区上班: where one works, not also where one lives
    languages = {f.value for f in fills if f.slot == "languages"}
    made = {f.value for f in fills if f.slot == "project"}  # 在做毕业设计: a project, no role
    fills = [f for f in fills if f.slot != "role" or f.value not in made]

    kept: list[Fill] = []
    seen: set[tuple[str, str, str]] = set()
    for fill in fills:
        if fill.slot == "employer" and fill.value in places:
            continue
        if fill.slot == "skill" and (
            fill.value in languages or not zh_objects.is_skill_name(fill.value)
        ):
            continue
        key = (fill.subject, fill.slot, fill.value)
        if key not in seen:
            seen.add(key)
            kept.append(fill)
    return kept
