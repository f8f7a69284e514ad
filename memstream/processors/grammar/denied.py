"""A "no" to the assistant's "still ...?" question: what it asked about ends, and what the
answer names after the "no" takes its place ("Do you still take coffee in the mornings?"
then "nope, tea now"; "Still at Google?" then "nah, Meta now"; 你还在杭州吗？ then
不在了，搬到苏州了; 还每天跑步吗？ then 早不跑了).

The question is said back as the user's statement ("I take coffee in the mornings", 我在杭州)
and read by the grammar, so each slot keeps its own reader: a like or habit it names ends;
a single-valued slot (home, employer) takes the new value said after the "no", read from the
same statement with the old value replaced by it. A bare "no" ends what the question named.

Pure: the question is given by the caller (the extract stage's session buffer).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.narrative_verbs import base_form

Parse = Callable[[str], list[Fill]]

_EN_STILL: Final = re.compile(
    r"^(?:(?:so|and|ok|okay)[, ]+)?(?:(?:do|are|did|have) you )?(?:still|currently) "
    r"(?P<rest>.+?)(?: (?:these days|nowadays|anymore|any more))?$"
    r"|^(?:(?:do|are) you )?(?P<rest2>.+?) (?:still|anymore|any more)$",
    re.IGNORECASE,
)
_EN_NO: Final = re.compile(
    r"^(?:(?:nope|nah|no|not anymore|not any more|no longer|not these days|not really)\b"
    r"(?:,? (?:not anymore|not any more|no longer))?"
    r"(?:[\s,.!—–-]+(?:i )?(?:gave (?:it|that|them) up|quit|stopped))?"
    r"|(?:i )?(?:gave (?:it|that|them) up|quit|stopped)\b"
    r"|(?:i )?(?:(?:have|'ve) )?(?:left|moved (?:away|out|on)|resigned)\b"
    r"|(?:haven't|not) (?:in|for) (?:ages|years|months|a while|a long time)\b"
    r"|(?:i'm )?done with (?:it|that)\b)[\s,.!—–-]*(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A no to a still-question, or an answer that says the change ("gave it up", "quit")."""
_EN_TIME: Final = re.compile(
    r"\b(?:now|these days|nowadays|instead|lately|anymore|any more|since \w+|for \w+ now)\b"
    r"|^(?:moved|switched|changed|went|it's|its|i'm|im|on|to|again)\b\s*"
    r"|\b(?:again|mostly|mainly|just|only|all|pretty much)\b",
    re.IGNORECASE,
)
_ZH_STILL: Final = re.compile(
    r"^(?:你|您)?(?P<a>.*?)(?:还|還|仍然|依然)(?P<b>.+?)(?:吗|么|嘛|嗎|麼|不|没|沒)?$"
)
_ZH_NO: Final = re.compile(
    r"^(?:没有|没了|不了|不是|不在了|早就?不\S{0,3}了|不\S{1,3}了|没\S{0,3}了"
    r"|(?:早就?|已经|好久|很久)没\S{0,3}了|(?:早就?|已经)?戒(?:掉)?(?:了|咗|啦)"
    r"|(?:早就?|已经)?(?:离职|辞职|搬走|不干|走)(?:了|啦))"
    r"[，,。！!\s]*(?P<rest>.*)$"
)
_ZH_TIME: Final = re.compile(r"现在|如今|目前|已经|了|啦|改成|换成|改|换|搬到|搬去|去了|到了")
_ZH_GONE_TO: Final = re.compile(r"^(?:去|到|进|跳槽到|跳到|换到|转到|调到)")
"""A going verb before the new place or workplace (去美团了 → 美团)."""
_SINGLE: Final = frozenset("home_location work_location employer role timezone diet".split())
_ENDABLE: Final = frozenset("like habit skill languages goal project".split())


def denied(
    text: str, chinese: bool, asked: str, fills: list[Fill], parse: Parse, message: str = ""
) -> list[Fill]:
    """The fills, with what a "no" to a "still ...?" question ends and says in its place
    (`message`: the whole answer, when the sentence is only its first part)."""
    statement = _statement(asked, chinese)
    no = (_ZH_NO if chinese else _EN_NO).match(text.strip())
    if statement is None or no is None:
        return fills
    fills = [f for f in fills if not _said_by_the_no(f, text, no, chinese)]
    if any(f.subject == "user" and f.action == NEGATE for f in fills):
        return fills  # the sentence says its own ending
    old = [f for f in parse(statement) if f.subject == "user" and f.action != NEGATE]
    said = {f.slot for f in fills if f.subject == "user"}
    whole = (_ZH_NO if chinese else _EN_NO).match((message or text).strip())
    rest = no.group("rest").strip() or (whole or no).group("rest")  # 早不在了，去美团了
    new = _new_thing(rest, chinese)
    if not old:  # "I drink coffee": no habit said, but the thing drunk ends
        done = _done_ending(statement, chinese)
        taken_up = [Fill("habit", new, extra={"changed": True})] if done and new else []
        return fills + done + (taken_up if "habit" not in said else [])
    bare = _bare(whole, chinese)  # "nope": nothing else said
    found: list[Fill] = []
    for fill in old:
        if fill.slot in _SINGLE and bare and fill.slot not in said:
            found.append(_ending(fill))  # "Still at Acme?" "nah": the employer ends
        elif fill.slot in _SINGLE and new and fill.slot not in said:
            taken = [
                f
                for f in parse(statement.replace(fill.value, new, 1))
                if f.slot == fill.slot and f.value != fill.value and f.subject == "user"
            ]
            fills = [f for f in fills if not (taken and _elsewhere(f, taken[0]))]
            found += taken
        elif fill.slot in _ENDABLE:
            found.append(_ending(fill))
            if new and fill.slot in ("like", "habit", "skill") and fill.slot not in said:
                found.append(Fill(fill.slot, new, extra={"changed": True}))
    return fills + found


def _elsewhere(fill: Fill, taken: Fill) -> bool:
    """True for the answer's own reading of the new value in another single slot ("Still with
    Deloitte?" "no, moved to EY": EY is the employer the question asked, not a new home)."""
    same = fill.value.casefold() == taken.value.casefold()
    return same and fill.subject == "user" and fill.slot in _SINGLE and fill.slot != taken.slot


def _statement(asked: str, chinese: bool) -> str | None:
    """The assistant's last question, when it asks whether something still holds, said as
    the user's statement ("Are you still in Lisbon?" → "I'm in Lisbon"), or None."""
    parts = [p.strip() for p in re.split(r"(?<=[.!?。！？])\s*|\n+", asked.strip()) if p.strip()]
    if not parts or not re.search(r"[?？]$" if not chinese else r"[?？吗嗎么麼]$", parts[-1]):
        return None
    question = parts[-1].rstrip("?？ ")
    if chinese:
        found = _ZH_STILL.match(question)
        return f"我{found.group('a')}{found.group('b')}" if found and found.group("b") else None
    found = _EN_STILL.match(question)
    if found is None:
        return None
    rest = (found.group("rest") or found.group("rest2") or "").strip()
    rest = re.sub(r"\byour\b", "my", re.sub(r"\byou\b", "me", rest, flags=re.I), flags=re.I)
    doing = re.match(r"(?P<v>\w+ing)\b(?P<after>.*)$", rest)
    if doing is not None and doing.group("v").lower() not in ("living", "working", "based"):
        return f"I {base_form(doing.group('v'))}{doing.group('after')}"  # "Still running daily?"
    lead = re.match(r"(?:in|at|with|on|based|living|working|a|an)\b", rest, re.I)
    return f"I'm {rest}" if lead else f"I {rest}"


def _new_thing(rest: str, chinese: bool) -> str:
    """What the answer names after its "no", without its time and change words."""
    said = re.split(r"[，,。！!;；]| but | because | cause | - | — ", rest.strip(), maxsplit=1)[0]
    said = said if chinese else _EN_GONE_TO.sub("", _EN_LEFT.sub("", said).strip())
    said = said if chinese else _EN_TAIL_TIME.sub("", said)
    said = (_ZH_TIME if chinese else _EN_TIME).sub(" ", said)
    said = re.sub(r"\s+", " " if not chinese else "", said).strip(" .!")
    said = (_ZH_GONE_TO if chinese else _EN_GONE_TO).sub("", said)  # 去美团了, "moved to EY"
    words = said.split()
    if not said or (not chinese and (len(words) > 4 or words[0].lower() in _NOT_THINGS)):
        return ""
    if not chinese and _EN_WHEN.fullmatch(said):
        return ""  # "quit in march": a time, no new thing
    return said if not chinese or 1 <= len(said) <= 8 else ""


_EN_GONE_TO: Final = re.compile(r"^(?:over |on )?(?:for|to)\b\s*", re.IGNORECASE)
"""Where the leaving went ("left for Globex", "moved on to cycling"): the going word."""
_EN_TAIL_TIME: Final = re.compile(
    r"\s+(?:(?:in|since|back in|around|until|by|last|this|early|late|mid)\s+(?:the\s+)?"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april"
    r"|june|july|august|september|october|november|december|spring|summer|fall|autumn"
    r"|winter|week|month|year|\d{4})\b|(?:a|an|one|two|three|four|five|six|\d+)\s+"
    r"(?:days?|weeks?|months?|years?)\s+ago|(?:yesterday|recently|last week))\W*$",
    re.IGNORECASE,
)
"""A time said after the new thing ("Globex in May", "Denver last fall"): not the thing."""

_NOT_THINGS: Final = frozenset(
    "i i'm it that this we you he she they not no never really just the".split()
)


def _ending(fill: Fill, slots: list[str] | None = None) -> Fill:
    """The ending of a like or habit the question named (of `slots`, else of its own slot)."""
    terms = tuple(w for w in re.findall(r"[\w\u4e00-\u9fff]+", fill.value.lower()) if len(w) > 1)
    extra = {"object": fill.value, "verb": "", "slots": slots or [fill.slot], "said": fill.value}
    return Fill("ending", fill.value, action=NEGATE, terms=terms or (fill.value,), extra=extra)


def _bare(no: re.Match[str] | None, chinese: bool) -> bool:
    """True for a whole answer (its no's match) that is only its no ("nope", 不在了), with
    nothing after it but the leaving itself and when ("nah, left in May", "moved away in 2023")."""
    if no is None:
        return False
    rest = no.group("rest").strip(" .!。！")
    if not chinese:
        rest = _EN_LEFT.sub("", rest).strip(" ,.!")
    return not rest or (not chinese and _EN_WHEN.fullmatch(rest) is not None)


_EN_LEFT: Final = re.compile(
    r"^(?:i )?(?:(?:have|'ve) )?(?:left|moved (?:away|out|on)|resigned|quit)"
    r"(?: (?:it|there|that place|the job|them))?\b(?: already)?",
    re.IGNORECASE,
)
"""The leaving said after a no ("nah, left in May"): the asked place or job ends."""


def _said_by_the_no(fill: Fill, text: str, no: re.Match[str], chinese: bool) -> bool:
    """An ending the sentence reads off its own "no" (早戒了 → 早, 不喝了, "quit in march" →
    "in march", "left for Globex" → "for Globex"): it names no thing; the question says what
    ends."""
    if fill.subject != "user" or fill.action != NEGATE:
        return False
    value = fill.value.strip()
    lead = text.strip()[: no.start("rest")]
    timed = not chinese and _EN_WHEN.fullmatch(value) is not None
    gone_to = not chinese and _EN_GONE_TO.match(value) is not None  # "left for Globex"
    return not value or value in lead or timed or gone_to or (chinese and len(value) == 1)


_EN_WHEN: Final = re.compile(
    r"(?:in|since|last|this|back in|around|about|on|until)\s+(?:\w+\s*){1,2}|(?:\w+\s+){1,2}ago",
    re.IGNORECASE,
)
"""A time said after the change ("in march", "last year", "two weeks ago"): no thing."""
_EN_DOING: Final = frozenset(
    """drink eat smoke vape run jog swim play watch listen read cook bake go drive ride use
    take do practice practise climb lift surf ski skate dance paint knit hike bike cycle
    write""".split()
)
_ZH_DOING: Final = "喝吃抽跑打玩看听追刷用去练骑游做学弹画织爬滑"


def _done_ending(statement: str, chinese: bool) -> list[Fill]:
    """The ending of what a verb of doing or taking names in the statement ("I drink coffee"
    → "drink coffee", 我喝咖啡 → 喝咖啡), when the grammar reads no item in it."""
    if chinese:
        rest = statement.removeprefix("我")
        thing = rest if len(rest) >= 2 and rest[0] in _ZH_DOING else ""
    else:
        words = statement.split()
        verb = next((i for i, w in enumerate(words) if w.lower() in _EN_DOING), None)
        thing = " ".join(words[verb:]) if verb is not None else ""  # "I swim" ends "swim"
    if not thing:
        return []
    return [_ending(Fill("habit", thing), ["like", "habit"])]
