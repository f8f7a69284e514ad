"""Job changes that name only the new employer ("quit X, I'm delivering for Y now", "moved
over to Y in the new year", 离职了，现在在Y，还是做策划, 跳槽到Y了，下周入职).

Read after a sentence's frames, in English and Chinese: what the sentence learned as the
employer is never also a home or work location ("moved over to BT"), starting at the new
job is part of the change, not a plan of its own (下周入职), a time zone is no place (I'm
in Pacific), a role read with its place inside ("3rd grade in Fresno teacher") loses the
place, and a role said with "still" (还是做策划) is marked unchanged (`still`), so it
confirms the current role instead of replacing it. Work said by its verb ("delivering for
Deliveroo", "I write code for Spotify", "I coach CrossFit", "left for Globex") is read by
`work_verbs`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import en_pos, value_patterns
from memstream.processors.grammar.called_employers import called_employer
from memstream.processors.grammar.customer_visits import zh_visited
from memstream.processors.grammar.en_doing_roles import base_out_of, doing_role
from memstream.processors.grammar.en_trade_doers import taught_role, trade_doer
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_quits import job_quit
from memstream.processors.grammar.job_reader import job_phrases
from memstream.processors.grammar.job_roles_kept import roles_kept
from memstream.processors.grammar.not_employers import not_an_employer, thing_done
from memstream.processors.grammar.own_business import zh_named_business
from memstream.processors.grammar.performed_with import performed_with
from memstream.processors.grammar.places import ZH_PLACES
from memstream.processors.grammar.shift_employers import on_shift_at
from memstream.processors.grammar.work_sites import work_site
from memstream.processors.grammar.work_verbs import (
    coach_role,
    left_for,
    taken_on,
    trade_for,
    work_for,
)
from memstream.processors.grammar.workplaces import ORG_KINDS
from memstream.processors.grammar.zh_doer_de import doer_de
from memstream.processors.grammar.zh_doing_at_work import doing_at_work
from memstream.processors.grammar.zh_doing_tenure import doing_with_tenure
from memstream.processors.grammar.zh_passing_employers import with_passing_employer
from memstream.processors.grammar.zh_work_sites import zh_work_site
from memstream.text import normalize

_WHERE: Final = frozenset(("home_location", "work_location"))
_STARTING: Final = frozenset(
    """start starting started begin beginning onboarding join joining first day 入职 到岗 报到
    报道 上岗 上班 开始上班""".split()
)
_EN_STILL: Final = re.compile(r"\b(?:still|again)\s+(?:(?:a|an|the|as|doing|working as|in)\s+)?$")
_ZH_STILL: Final = re.compile(r"(?:还是|仍然|依然|照样|继续|还在|依旧)(?:做|当|干|是|搞)?$")


def job_change(fills: list[Fill], text: str, chinese: bool) -> list[Fill]:
    """The fills of a sentence once what it says about a job is read (see the module)."""
    fills = job_phrases(fills, text, chinese)
    if chinese:
        fills = zh_named_business(text, fills)  # 开了个小工作室叫指尖漫游: no project
    fills = thing_done(fills) if chinese else fills  # 在做反欺诈模型的迭代: no employer 迭代
    fills = [f for f in fills if not not_an_employer(f, chinese)]  # Mom, 外贸公司 (g43w)
    fills = _office_no_home(_trip_no_work(_remote_no_work(fills, text), text), text)
    fills = _turned(_trip_no_home(_zone_no_place(fills)))
    fills = [_no_place_in_role(f) for f in fills]
    if not chinese:
        fills = [f for f in fills if not _clause_as_role(f) and not _past_role(f)]
        fills = _not_wished(fills, text)  # "I'd kill to work at Pixar": no employer
    said = {f.slot for f in fills if f.subject == "user"}
    if not chinese and "role" not in said:
        fills = fills + (
            trade_for(text, with_employer="employer" not in said)
            or coach_role(text)
            or trade_doer(text, fills)  # "I groom dogs out of a van, … business name"
            or doing_role(text, said)  # g52w: "I fish lobster out of Pictou"
        )
    if chinese:
        fills = doer_de(text, fills)  # g52w: 我是开盾构机的, 俺开村村通公交的
        said = {f.slot for f in fills if f.subject == "user"}
    if chinese and "role" not in said:
        fills = fills + (doing_with_tenure(text) or doing_at_work(text))  # g52w: 在超市收银
    if not chinese:
        fills = fills + base_out_of(text, fills)  # g52w: "I drive trucks out of Leeds"
        fills = [taught_role(f) for f in fills]  # "I teach skiing": ski instructor
    if not chinese and "employer" not in said:
        fills = fills + (
            left_for(text)
            or work_for(text)
            or taken_on(text)
            or performed_with(text)
            or on_shift_at(text)  # g52w: "I'm on the tills at Asda"
            or called_employer(text)  # g53w: "I clean offices for a company called Brightwell"
        )
    if chinese:
        fills = with_passing_employer(text, fills)  # 我在腾讯待了五年了, 我在肯德基兼职
        fills = zh_visited(text, fills)  # g53w: 我在一家叫凯撒的健身房健身: no employer
    fills = zh_work_site(text, fills) if chinese else work_site(text, fills)  # g55w: 单位在正定
    fills = job_quit(text, fills, chinese)  # 超市那边我不干了, "I'm out of the hagwon"
    fills = roles_kept(fills)  # "quit St Mary's, now a nurse at the Royal Free": the role held
    fills = [_no_full_stop(f) for f in fills]  # g53w: "I consult for Deloitte.": Deloitte
    employers = {normalize(f.value) for f in fills if f.subject == "user" and f.slot == "employer"}
    if not employers:
        return fills
    kept = [f for f in fills if not _part_of_job(f, employers)]
    if chinese:
        kept = [_whole_name(f, text) for f in kept]
    return [_still(f, text, chinese) for f in kept]


_ABBREVIATED: Final = frozenset("inc co ltd corp bros st jr sr plc llc dept univ assn".split())
"""Last words of a name that keep their full stop ("Acme Inc.", "Smith & Co.")."""


def _no_full_stop(fill: Fill) -> Fill:
    """An employer without the sentence's full stop read into it ("Deloitte." is Deloitte),
    unless the name ends in an abbreviation ("Acme Inc.", "U.S.")."""
    if fill.slot != "employer" or not fill.value.endswith(".") or fill.value.endswith(".."):
        return fill
    last = fill.value.split()[-1][:-1]
    if "." in last or last.lower() in _ABBREVIATED or len(last) == 1:
        return fill
    return replace(fill, value=fill.value[:-1])


def _whole_name(fill: Fill, text: str) -> Fill:
    """An employer named by its kind (…乐团, …科技) said right after a known place (在广州交响乐团
    工作): the name with the place, as said."""
    if fill.slot != "employer" or not fill.value.endswith(tuple(ORG_KINDS)):
        return fill
    found = value_patterns.search(r"在([\u4e00-\u9fff]{2,3}?)" + re.escape(fill.value), text)
    if found is None or found.group(1) not in ZH_PLACES:
        return fill
    return replace(fill, value=found.group(1) + fill.value)


_OFFICE_AFTER: Final = re.compile(
    r"\s+(?:office|offices|site|branch|campus|hq|headquarters|plant|depot|store|warehouse)\b",
    re.IGNORECASE,
)
"""Words after a place that make it a place of work ("the Amsterdam office", "our Derby site")."""


def _office_no_home(fills: list[Fill], text: str) -> list[Fill]:
    """A place said as an office ("I'm in the Amsterdam office") is where one works, never
    also one's home."""
    works = {f.value for f in fills if f.subject == "user" and f.slot == "work_location"}
    return [
        f
        for f in fills
        if f.slot != "home_location"
        or f.subject != "user"
        or f.value not in works
        or not _office_named(f.value, text)
    ]


def _office_named(place: str, text: str) -> bool:
    """True when the place is said with an office word right after it, in every mention."""
    mentions = [m.end() for m in value_patterns.finditer(re.escape(place), text)]
    return bool(mentions) and all(_OFFICE_AFTER.match(text, end) for end in mentions)


_REMOTE: Final = re.compile(
    r"\b(?:remote(?:ly)?|work(?:ing)? from home|wfh)\b|远程|在家办公|居家办公|在家上班|在家工作",
    re.IGNORECASE,
)
_NOT_REMOTE: Final = re.compile(
    r"\b(?:no (?:longer|more)|not|used to be|back (?:in|to) the)\b[^,.;!?]{0,20}"
    r"|不再|不用|以前|之前|回(?:到)?公司",
    re.IGNORECASE,
)
_HELD_BY: Final = re.compile(
    r"\b(?:company|company's|team|office|hq|headquarters|firm|employer|startup|boss)\b"
    r"|公司|总部|团队|老板|单位|办公室|HQ",
    re.IGNORECASE,
)
"""Words of whom a place belongs to when one works remotely (the team is in Austin)."""


def _remote_no_work(fills: list[Fill], text: str) -> list[Fill]:
    """Working remotely ("I'm remote, the team is in Austin", 我在家远程办公，公司在深圳): the
    place of the company, team or office is no work location of the user's."""
    remote = _REMOTE.search(text)
    if remote is None or _NOT_REMOTE.search(text[max(0, remote.start() - 24) : remote.start()]):
        return fills
    return [f for f in fills if not (_mine(f, "work_location") and _held_by(f.value, text))]


def _mine(fill: Fill, slot: str) -> bool:
    """True for the user's fill of the slot."""
    return fill.subject == "user" and fill.slot == slot


def _held_by(place: str, text: str) -> bool:
    """True when a clause naming the place says whose it is (company, team, office, 公司)."""
    clauses = re.split(r"[,;.!?，。；！？]|\bbut\b|但是|不过", text)
    return any(place in clause and _HELD_BY.search(clause) for clause in clauses)


_TRIP: Final = re.compile(r"(?:出差|开会|培训|参会|考察|学习|旅游|玩)")
"""What follows a place one is sent to for a while, not where one works (派到成都出差)."""


def _trip_no_work(fills: list[Fill], text: str) -> list[Fill]:
    """A place one goes to on a business trip (被派到成都出差三个月) is no work location."""
    return [
        f
        for f in fills
        if f.slot != "work_location"
        or not any(
            _TRIP.match(text, m.end()) for m in value_patterns.finditer(re.escape(f.value), text)
        )
    ]


def _part_of_job(fill: Fill, employers: set[str]) -> bool:
    """An organisation learned as a place, or starting the job learned as a plan."""
    if fill.subject != "user":
        return False
    if fill.slot in _WHERE:
        return normalize(fill.value) in employers
    if fill.slot != "plan" and not fill.slot.startswith("trip"):
        return False
    plan = normalize(fill.value)
    reported = plan.endswith(("报到", "报道")) and any(name in plan for name in employers)
    return plan in _STARTING or reported


def _zone_no_place(fills: list[Fill]) -> list[Fill]:
    """A time zone is not also a place one lives or works ("I'm in UTC+5:30", "I'm in
    Pacific", 我在澳洲东部时间: not a home)."""
    zones = [(f.subject, f.value) for f in fills if f.slot == "timezone"]
    return [
        f
        for f in fills
        if f.slot not in _WHERE
        or not any(s == f.subject and v.startswith(f.value) for s, v in zones)
    ]


def _trip_no_home(fills: list[Fill]) -> list[Fill]:
    """A place named in a dated plan of the sentence is where one will be, not one's home
    ("I'm in Leeds on Saturday for my cousin's wedding", 周六在杭州开会)."""
    plans = [normalize(f.value) for f in fills if f.slot == "plan" and f.subject == "user"]
    return [
        f
        for f in fills
        if f.slot != "home_location"
        or f.subject != "user"
        or not any(_there(normalize(f.value), plan) for plan in plans)
    ]


def _there(place: str, plan: str) -> bool:
    """True when a plan says being at or going to the place (not "visiting from Toronto")."""
    return any(f"{lead}{place}" in plan for lead in ("in ", "at ", "to ", "在", "去", "到"))


def _turned(fills: list[Fill]) -> list[Fill]:
    """ "a software engineer turned product manager": the role one turned into is the one now."""
    return [
        replace(f, value=f.value.split(" turned ")[-1])
        if f.slot == "role" and " turned " in f.value
        else f
        for f in fills
    ]


def _still(fill: Fill, text: str, chinese: bool) -> Fill:
    """A role said as unchanged ("still a nurse", 还是做策划) is marked `still`."""
    if fill.subject != "user" or fill.slot != "role":
        return fill
    at = text.lower().find(fill.value.lower())
    lead = _ZH_STILL if chinese else _EN_STILL
    said = at > 0 and lead.search(text[:at].lower()) is not None
    return replace(fill, extra={**fill.extra, "still": True}) if said else fill


_PLACE_IN_ROLE: Final = re.compile(r" (?:in|at) [A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?= [\w-]+$)")


_WISHED: Final = re.compile(
    r"(?i)\b(?:i'd|i would|i'd really|would)\s+(?:[a-z]+\s+){0,3}?to\s+(?:work|be|become|join"
    r"|get a job|land a job)\b|\bmy dream (?:job|employer|company)\b|\bdream job (?:at|with)\b"
)
"""A job wished for ("I'd kill to work at Pixar", "my dream job at NASA"): no job had."""
_WORK_SLOTS: Final = frozenset(("role", "employer", "work_location"))


def _not_wished(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without the user's work said only after a wish for a job (see `_WISHED`)."""
    wish = _WISHED.search(text.replace("’", "'"))
    if wish is None:
        return fills
    after = text[wish.start() :]
    return [
        f
        for f in fills
        if not (f.subject == "user" and f.slot in _WORK_SLOTS and f.value in after)
        or f.value in text[: wish.start()]
    ]


def _no_place_in_role(fill: Fill) -> Fill:
    """A role read with where it is done inside it ("3rd grade in Fresno teacher"): the
    role without the place (`3rd grade teacher`); one read with the word the speaker calls
    themselves by (鄙人马术教练, 在下编辑): the role without it."""
    if fill.slot == "role" and _SELF_WORD.match(fill.value):
        return replace(fill, value=_SELF_WORD.sub("", fill.value))
    if fill.slot != "role" or (" in " not in fill.value and " at " not in fill.value):
        return fill
    return replace(fill, value=_PLACE_IN_ROLE.sub("", fill.value))


_SELF_WORD: Final = re.compile(
    r"^(?:鄙人|在下|本座|老夫|老娘|小弟|小女子|本人)(?=[\u4e00-\u9fff]{2})"
)
"""Words a speaker calls themselves by, said before a role (鄙人马术教练)."""


def _clause_as_role(fill: Fill) -> bool:
    """A role whose words hold a verb that agrees with a subject ("car needs a mechanic",
    "sink has a plumber"): a clause read as a noun phrase, naming no job of anyone's."""
    if fill.slot != "role":
        return False
    return any(en_pos.tag(word.lower()) == "VBZ" for word in fill.value.split()[:-1])


_PAST_LEAD: Final = re.compile(r"^(?:ex-|ex |former |one-time |erstwhile )", re.IGNORECASE)


def _past_role(fill: Fill) -> bool:
    """A role said as over ("an ex-Marine, now a locksmith", "a former teacher"): a job that
    was, not the user's role now."""
    mine = fill.slot == "role" and fill.subject == "user"
    return mine and _PAST_LEAD.match(fill.value) is not None
