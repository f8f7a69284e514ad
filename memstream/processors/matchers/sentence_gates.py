"""The gates a sentence's fills pass, in order: each keeps, drops or reshapes what one
sentence of a user's message filled, for one class of text that is not the user speaking
plainly (someone else's words, a joke, a wish, a pasted log, a value in the wrong shape).

Pure. `GATES` is the order, as data: a gate sees the sentence (`Said`) and the fills the
gates before it kept. `gated` runs them all. A gate that reads one language only is wrapped
by `english` or `chinese`. The stateful steps that follow (answers to the assistant's
question, what carries across sentences, names given later) stay in `slots.match_slots`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from memstream.processors.grammar import (
    asked_languages,
    capability_checks,
    caused_wants,
    conceded_wants,
    display_tastes,
    done_already,
    en_apposed,
    en_introduced,
    en_titled,
    en_you_as,
    goal_languages,
    goal_spans,
    machine_text,
    mock_jobs,
    money_fed,
    overstated,
    passing_people,
    past_scope,
    pasted_rows,
    pasted_sources,
    place_zones,
    plan_heads,
    punchlines,
    quote_speakers,
    someone_described,
    sort_keys,
    speaker_roles,
    supposed_openers,
    task_wants,
    their_events,
    their_occasions,
    thing_partners,
    tone_marks,
    topic_pointers,
    tried_wants,
    unowned_people,
    weekend_habits,
    weighed_choices,
    wished_states,
    zh_job_subjects,
    zh_met_speakers,
    zh_person_subjects,
    zh_reported,
    zh_their_clauses,
)
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.whose_change import theirs


@dataclass(frozen=True, slots=True)
class Said:
    """One sentence as the gates read it: its matching form (`text`), as written (`quote`),
    its language, the whole message (`content`) and a past frame an earlier sentence opened
    ("Back when I lived in Ohio." before "I had three dogs"), if any."""

    text: str
    quote: str
    chinese: bool
    content: str
    opener: str | None = None


Gate = Callable[[Said, list[Fill]], list[Fill]]


def english(gate: Gate) -> Gate:
    """The gate for English sentences; Chinese ones pass it unchanged."""
    return lambda said, fills: fills if said.chinese else gate(said, fills)


def chinese(gate: Gate) -> Gate:
    """The gate for Chinese sentences; English ones pass it unchanged."""
    return lambda said, fills: gate(said, fills) if said.chinese else fills


GATES: Final[tuple[Gate, ...]] = (
    english(lambda s, f: en_you_as.read(s.text, s.content, f)),  # "you as a nurse would…"
    english(lambda s, f: en_introduced.kept(s.text, f)),  # g54o
    english(lambda s, f: en_apposed.kept(s.text, f)),  # g54o
    english(lambda s, f: en_titled.kept(s.text, f)),  # g54o
    lambda s, f: theirs(s.text, s.chinese, f),  # "Priya left Google, now at Meta"
    lambda s, f: past_scope.present(s.text, s.chinese, f, s.opener),  # "As a kid I ..."
    lambda s, f: quote_speakers.kept(s.text, s.chinese, f),  # "my dad always says '...'"
    lambda s, f: task_wants.kept(s.text, s.content, s.chinese, f),  # 想做个官网
    lambda s, f: goal_languages.kept(s.text, f),  # "I want to learn Akkadian"
    lambda s, f: caused_wants.kept(s.text, f),  # "makes me want to", 让我好想 (g51p)
    lambda s, f: conceded_wants.kept(s.text, f),  # 很想养猫但是只能云吸 (g52o)
    lambda s, f: done_already.kept(s.text, s.chinese, f),  # 待了一下午, "done" (g51p)
    lambda s, f: unowned_people.kept(s.text, s.chinese, f),  # "one kid", 有个孩子 (g51p)
    lambda s, f: speaker_roles.kept(s.text, s.chinese, f),  # "doctor says" (g51p)
    chinese(lambda s, f: zh_their_clauses.kept(s.text, f)),  # 有个网友…，他在宁波… (g52o)
    chinese(lambda s, f: zh_person_subjects.kept(s.text, f)),  # a subject naming no one
    chinese(lambda s, f: sort_keys.kept(s.text, f)),  # 按姓名排序: a key, no name (g52o)
    chinese(lambda s, f: zh_job_subjects.kept(s.text, f)),  # 超市收银员是素食者 (g54o)
    chinese(lambda s, f: zh_reported.kept(s.quote, f)),  # 宝妈说她家孩子有哮喘 (g54o)
    chinese(lambda s, f: zh_met_speakers.kept(s.text, f)),  # 遇到个阿婆，讲她… (g55o)
    chinese(lambda s, f: wished_states.zh_kept(s.text, f)),  # 梦想开个咖啡馆 (g56o)
    lambda s, f: overstated.kept(s.text, f, s.quote, s.content),  # "25 hours a day", 一周八天
    lambda s, f: tone_marks.kept(s.text, f),  # （不是）, [狗头], /j, "(I wish)" (g54o)
    lambda s, f: punchlines.kept(s.text, s.quote, s.content, f),  # "if noodles count" (g55o)
    lambda s, f: weighed_choices.kept(s.text, f),  # "debating whether to" (g55o)
    lambda s, f: someone_described.kept(s.text, s.chinese, f),  # "a user who" (g56o)
    lambda s, f: supposed_openers.kept(s.text, f),  # "say we adopted…?" (g55o)
    lambda s, f: mock_jobs.kept(s.text, f),  # 首席摸鱼官, 全职干饭人 (g55o)
    lambda s, f: money_fed.kept(s.text, f),  # 宠物叫房贷，喂它八千块
    lambda s, f: thing_partners.kept(s.text, f),  # 我的对象是工作, "bf is my bed"
    lambda s, f: pasted_rows.kept(s.text, s.content, f),  # a table (g52o)
    lambda s, f: pasted_sources.kept(s.quote, s.content, f),  # someone's document (g55o)
    lambda s, f: machine_text.kept(s.quote, s.content, f),  # a log (g54o)
    lambda s, f: display_tastes.kept(f),  # "can't handle white screens": a look (g52o)
    lambda s, f: their_events.kept(s.text, f),  # "Jake's party is Saturday" (g52o)
    lambda s, f: topic_pointers.added(s.quote, s.content, s.chinese, f),  # g55s
    lambda s, f: passing_people.kept(s.text, s.chinese, f),  # the new intern (g53o)
    lambda s, f: their_occasions.kept(s.text, s.chinese, f),  # "my sister's wedding" (g53o)
    lambda s, f: tried_wants.kept(f),  # "I want to try a sweater", 想试试 (g53o)
    lambda s, f: goal_spans.kept(f),  # "get my licence and start my own firm": two (g54p)
    lambda s, f: asked_languages.kept(s.text, f),  # 说英语吧 (g51p)
    lambda s, f: capability_checks.kept(s.quote, s.content, f),  # "Can you reply in Korean?"
    lambda s, f: plan_heads.kept(f),  # "recommend me something for tonight" (g51p)
    lambda s, f: place_zones.kept(s.text, s.chinese, f),  # 日本是东九区 (g51p)
    chinese(lambda s, f: weekend_habits.read(s.text, f)),  # 周末一般去爬山 (g51p)
)


def gated(said: Said, fills: list[Fill]) -> list[Fill]:
    """What of one sentence's fills every gate of `GATES` keeps, in their order."""
    for gate in GATES:
        fills = gate(said, fills)
    return fills
