"""Where the user is based after their workplace moved, the move said without its place:
"our office moved, I'm based in Gdańsk now", "the company relocated, so I'm in Austin now",
"I got transferred, I'm in Leeds now", 办公室搬了，现在在望京, 单位调整了，我现在常驻成都. The
place read as a home in such a sentence is where the user works, unless the sentence says
the user lives there too ("moved us", "our flat", 住, 家).

Pure. `rebased(lang, text, fills)` gives the fills with that home read as the work location,
over one table of cues per language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_SITE: Final = (
    r"(?:office|offices|studio|team|depot|shop|store|lab|practice|workplace|company|firm"
    r"|business|clinic|warehouse|plant|site|branch|hq|headquarters|department|floor|unit"
    r"|employer|job|desk|base|operation|school|hospital|ward)"
)
_EN_MOVE: Final = (
    r"(?:moved|relocated|shifted|transferred|reassigned|posted|redeployed|rehoused|merged"
    r"|consolidated)"
)
_EN_CUE: Final = re.compile(
    rf"\b(?:our|my|the)\s+(?:[a-z]+\s+){{0,2}}{_EN_SITE}\s+"
    rf"(?:(?:has|have|had|was|were|got|just|finally|also|all|been)\s+)*{_EN_MOVE}\b"
    rf"|\b(?:i|we)(?:'ve)?\s+(?:(?:have|had|just|finally|all)\s+)*(?:got|was|were|been)\s+"
    rf"(?:(?:just|finally)\s+)?{_EN_MOVE}\b(?!\s+(?:house|flat|home|here|in|into)\b)"
    r"|\b(?:i|we)(?:'ve)?\s+(?:(?:have|had|just|finally)\s+)*"
    r"(?:transferred|reassigned|redeployed|seconded)\b"
    rf"|\b(?:they|work|the company|management|hr)\s+(?:(?:have|just|finally)\s+)*"
    rf"{_EN_MOVE}\s+(?:me|us)\b(?!\s+to\b)"
    r"|\bgot\s+(?:the|my|a)\s+(?:transfer|relocation|secondment|posting)\b",
    re.IGNORECASE,
)
"""A move of the workplace or of the user at work, said without where to."""
_EN_HOME: Final = re.compile(
    r"\b(?:live|lives|living|lived|home|house|flat|apartment|rent|bought|moved house"
    r"|moved in|family)\b",
    re.IGNORECASE,
)
_EN_NOT_NOW: Final = re.compile(
    r"\b(?:will|would|might|may|could|should|going to|gonna|plan|planning|if|whether|thinking"
    r"|want|wants|hope|unless|he|she|they're|his|her)\b|\?",
    re.IGNORECASE,
)
_ZH_CUE: Final = re.compile(
    r"(?:公司|单位|办公室|办公地点|工作室|团队|部门|门店|厂子|工厂|总部|科室|项目组)"
    r"(?:也|已经|都|整体|整个|刚|刚刚|上个月|去年|今年)*"
    r"(?:搬了|搬家了|搬走了|迁了|迁走了|挪了|搬迁了|调整了|整体搬迁)"
    r"|(?:我|本人)(?:也|已经|刚|刚刚|被)*(?:调岗了|调走了|调动了|被调了|外派了|借调了)"
    r"|调令(?:下来了|到了)"
)
"""公司搬了, 办公室搬家了, 单位调整了, 我被调走了: a move at work without where to."""
_ZH_HOME: Final = re.compile(r"住|我家|家在|家里|定居|买房|租房|房子|人也搬|搬过来|搬过去|一起搬")
_ZH_NOT_NOW: Final = re.compile(r"要|会|打算|准备|计划|可能|如果|想|吗|？|\?|他|她")


def _rebased(fills: list[Fill]) -> list[Fill]:
    """The user's home read as the work location (with a work location read already, a home
    read off the same place is dropped)."""
    works = {f.value for f in fills if f.subject == "user" and f.slot == "work_location"}
    found: list[Fill] = []
    for fill in fills:
        home = fill.subject == "user" and fill.slot == "home_location" and fill.action == "add"
        if home and fill.value in works:
            continue
        if home and not works:
            fill = replace(fill, slot="work_location", extra={**fill.extra, "changed": True})
        found.append(fill)
    return found


def _no_home_of_the_move(fills: list[Fill]) -> list[Fill]:
    """The fills without a home read off the place a workplace moved to (车行搬到保定了: 保定 is
    where the user works; a sentence that says the user lives there is not passed here)."""
    moved = {
        f.value
        for f in fills
        if f.subject == "user" and f.slot == "work_location" and f.extra.get("changed")
    }
    return [
        f
        for f in fills
        if not (f.subject == "user" and f.slot == "home_location" and f.value in moved)
    ]


@dataclass(frozen=True)
class _Cues:
    """What one language says of a move at work: the move, the home that keeps the home read,
    and the words before the move (up to its start, or its end) that make it no fact now."""

    move: re.Pattern[str]
    home: re.Pattern[str]
    not_now: re.Pattern[str]
    through_move: bool


_CUES: Final = {
    "en": _Cues(_EN_CUE, _EN_HOME, _EN_NOT_NOW, through_move=True),
    "zh": _Cues(_ZH_CUE, _ZH_HOME, _ZH_NOT_NOW, through_move=False),
}


def rebased(lang: str, text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the home read as the work location when the sentence (`en` or `zh`)
    says the workplace, or the user at work, moved without saying where to."""
    cues = _CUES[lang]
    if cues.home.search(text):
        return fills
    found = cues.move.search(text)
    if found is None:
        return _no_home_of_the_move(fills)
    said_before = text[: found.end() if cues.through_move else found.start()]
    if cues.not_now.search(said_before):
        return _no_home_of_the_move(fills)
    return _rebased(_no_home_of_the_move(fills))
