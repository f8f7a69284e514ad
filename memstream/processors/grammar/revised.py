"""Updates said against what the user's previous message stated: a value corrected ("turns
out it wasn't eczema, it's psoriasis", 医生说不是胃炎，是胃溃疡), a project finished ("that
project is done", 那个项目终于搞完了), a thing switched to (换成 Neovim 了).

Pure: the previous message's fills are given by the caller (the extract stage's session
buffer, read only when a cue of this module is in the sentence).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from memstream.processors.grammar import (
    bare_value,
    condition_over,
    diet_broken,
    habit_moved,
    pref_turn,
    respelled,
    value_patterns,
)
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.follow import traded
from memstream.processors.grammar.swap_kinds import kind_of

Parse = Callable[[str], list[Fill]]

CORRECTED: Final = frozenset(
    "condition allergy diet role employer skill like dislike project goal timezone".split()
)
"""What a later "not X" can take back: a stated value, not who someone is."""
_NOUNS: Final = frozenset("condition allergy diet role employer skill".split())
"""Where the corrected value given after it ("it's psoriasis", 是胃溃疡) is a plain noun."""

_EN_CUE: Final = re.compile(
    r"\b(?:wasn't|isn't|weren't|aren't|was not|is not|not|no|no longer|never)\b|misdiagnos"
    r"|false (?:positive|alarm)",
    re.IGNORECASE,
)
_ZH_CUE: Final = re.compile(r"不是|并非|没有|不算|搞错|弄错|误诊|误判|不对")
_EN_NEW: Final = re.compile(
    r"(?:,|;|—|\bbut\b|\bsays\b|\bsaid\b)\s*(?:(?:it|that|they)(?:'s| is| was|'re| are)|it's"
    r"|actually|rather)\s+(?:actually\s+|just\s+|really\s+)?(?:an?\s+|the\s+)?"
    r"(?P<new>[a-z][\w'-]*(?:\s+[\w'-]+){0,2}?)\s*(?:[,.!;]|$)",
    re.IGNORECASE,
)
_ZH_NEW: Final = re.compile(
    r"[，,\s]\s*(?:其实|而|实际上|结果|(?:医生|大夫|医院|检查|复查)(?:结果)?说?)?(?:是|确诊(?:为|是)?)"
    r"(?:个|一种)?"
    r"(?P<new>[^，,。！!？?吧啊呢的了]{1,8})"
)
_ZH_NOT_NEW: Final = re.compile(r"^(?:误诊|误判|搞错|弄错|错的|假的|没事|正常|好了)")
"""What follows 是 without naming a new value (是误诊: no allergy to 误诊)."""
_EN_NOT_NEW: Final = frozenset(
    """i me my you he she we they it this that what fine ok okay okay true fair just not so
    a the different something nothing better worse same""".split()
)


def cued(text: str, chinese: bool) -> bool:
    """True when the sentence could revise what the previous message stated (cheap: the
    previous message is read only then)."""
    if chinese:
        zh = (_ZH_CUE, _ZH_DONE, _ZH_SWITCH, _ZH_MOVED_CUE, _ZH_SWAP)
        return any(p.search(text) for p in zh) or _other_cue(text, chinese)
    en = (_EN_CUE, _EN_DONE, _EN_MOVED, _EN_SWAP)
    return any(p.search(text) for p in en) or _other_cue(text, chinese)


def _other_cue(text: str, chinese: bool) -> bool:
    return (
        (_ZH_LIKED_NOW if chinese else _EN_LIKED_CUE).search(text) is not None
        or diet_broken.cued(text, chinese)
        or respelled.cued(text, chinese)
        or pref_turn.cued(text)
        or bare_value.cued(text, chinese)
        or habit_moved.cued(text, chinese)
        or condition_over.cued(text, chinese)
    )


def revised(
    text: str, chinese: bool, previous: list[Fill], earlier: Sequence[Fill] = ()
) -> list[Fill]:
    """What the sentence takes back, ends or corrects of the previous message's statements,
    or of what the user stated before it (`earlier`, the oldest first) where the
    sentence names the value or its kind: not a time moved, a pronoun or a bare value, which
    point at the message just before ("I go after work now", "I like it now", "Lisbon")."""
    stated = [f for f in previous if f.subject == "user" and f.action != NEGATE]
    known = _once([f for f in earlier if f.subject == "user" and f.action != NEGATE] + stated)
    return (
        corrected(text, chinese, known)
        + completed(text, chinese, known)
        + moved(text, chinese, stated)
        + habit_moved.moved_to(text, chinese, known)
        + condition_over.over(text, chinese, known)
        + swapped(text, chinese, known)
        + diet_broken.broken(text, chinese, known)
        + respelled.respelled(text, chinese, known)
        + pref_turn.turned(text, chinese, known)
        + liked_now(text, chinese, stated)
        + bare_value.bare_value(text, chinese, stated)
    )


def _once(fills: list[Fill]) -> list[Fill]:
    """Each value once, at its latest place (the previous message's values are kept too)."""
    latest = {(f.slot, f.kind, f.value.casefold()): i for i, f in enumerate(fills)}
    return [f for i, f in enumerate(fills) if latest[(f.slot, f.kind, f.value.casefold())] == i]


_EN_LIKED_NOW: Final = re.compile(
    r"\b(?:i|we)\s+(?:actually\s+|really\s+|kinda\s+|kind of\s+|sort of\s+|now\s+|quite\s+)*"
    r"(?:like|love|enjoy|dig|don't mind|do not mind|can eat|can stand)\s+(?:it|them|those|that)"
    r"\s+(?:now|these days|nowadays|after all)\b"
    r"|\b(?:come (?:a)?round to|warmed (?:up )?to|grown to like)\s+(?:it|them)\b",
    re.IGNORECASE,
)
_ZH_LIKED_NOW: Final = re.compile(
    r"(?:现在|如今|后来)(?:倒是?|反而|居然|竟然)?(?:还?挺|很|也)?(?:喜欢|爱吃|能吃|能接受|爱上)(?:了|它|它们)"
)
_EN_LIKED_CUE: Final = re.compile(
    r"\b(?:like|love|enjoy|dig|mind|eat|stand|round|warmed|grown)\b", re.I
)


def liked_now(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """A dislike the previous message stated, liked now and named by a pronoun ("I actually
    like it now", "I've come round to them", 现在倒挺喜欢了): a like of it (which ends the
    dislike)."""
    dislikes = [f for f in stated if f.slot == "dislike"]
    if not dislikes:
        return []
    found = (_ZH_LIKED_NOW if chinese else _EN_LIKED_NOW).search(text)
    if found is None or (_ZH_NO_SWITCH if chinese else _EN_NO_SWITCH).search(
        re.split(r"[,;，；。.!！]", text[: found.start()])[-1]
    ):
        return []
    return [
        Fill("like", dislikes[-1].value, extra={"follows": dislikes[-1].value, "changed": True})
    ]


def without_turned(fills: list[Fill], added: list[Fill]) -> list[Fill]:
    """The sentence's own fills without a value of a preference that `added` turns round
    ("forget bullet points, write in paragraphs" read by the slot readers as bullets)."""
    turned = {f.slot for f in added if f.slot.startswith("pref.") and f.extra.get("follows")}
    if not turned:
        return fills
    return [
        f
        for f in fills
        if f.subject != "user"
        or not (f.slot in turned or (f.slot == "like" and pref_turn.names_any(f.value, turned)))
    ]


def corrected(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """A stated value denied ("it wasn't eczema", 不是胃炎): its ending, and the value given
    in its place when the sentence gives one ("…, it's psoriasis", 是胃溃疡)."""
    found: list[Fill] = []
    for fill in stated:
        if fill.slot not in CORRECTED or not _denied(text, fill.value, chinese):
            continue
        found.append(_ending(fill, chinese))
        new = _new_value(text, fill.value, chinese) if fill.slot in _NOUNS else None
        if new is not None:
            found.append(Fill(fill.slot, new, extra={"follows": fill.value}))
    return found


def _denied(text: str, value: str, chinese: bool) -> bool:
    """True when a clause of the user's (not of someone else's) denies the value itself, by
    its head words ("not celiac" of "celiac disease"), as an allergy ("not allergic to
    penicillin", 不对花生过敏) or as a misdiagnosis (芒果过敏是误诊)."""
    cores = _cores(value, chinese)
    said = "|".join(re.escape(core) for core in cores)
    patterns = _ZH_DENIALS if chinese else _EN_DENIALS
    for clause in re.split(r"[,;，；。.!！]|\s[—–-]\s|(?<=[\u4e00-\u9fff])\s+", text):
        if not any(value_patterns.may_hold(core, clause) for core in cores):
            continue  # every denial names the value: without it no pattern is built
        for pattern in patterns:
            found = value_patterns.search(pattern.format(f"(?:{said})"), clause, re.IGNORECASE)
            if found is not None and not _SOMEONE_ELSE.search(clause[: found.start()]):
                return True
    return False


_GENERIC_HEALTH: Final = re.compile(
    r"^(?:of|a|an|the|my)\s+|\s+(?:disease|syndrome|disorder|allergy|intolerance)$", re.I
)


def _cores(value: str, chinese: bool) -> list[str]:
    """The value as said, and without a generic head or article ("of celiac disease":
    "celiac"), so a denial that names the thing alone denies it."""
    core = value if chinese else _GENERIC_HEALTH.sub("", _GENERIC_HEALTH.sub("", value)).strip()
    return [value, core] if core and core != value else [value]


_ZH_DENIED: Final = r"(?:不是|并非|没有|不算)(?:真的|其实|什么)?{0}(?:了|啊|吧|呀|哈)*\s*$"
_EN_DENIED: Final = (
    r"(?:n't|\bnot|\bno longer|\bnever|\bno)\s+(?:(?:be|been|have|had|actually|really|even"
    r"|just|got|a|an|the|any)\s+){{0,2}}{0}\b"
    r"(?:\s+(?:after all|anymore|any more|at all|though|either|then|actually|really|lol))*\s*$"
)
"""The value ends the denying clause ("it wasn't eczema", 不是胃炎): not "it's not the
peanuts I worry about"."""
_EN_DENIALS: Final = (
    _EN_DENIED,
    r"(?:n't|\bnot|\bno longer|\bnever)\s+(?:\w+\s+)?allergic\s+to\s+(?:the\s+)?{0}\b",
    r"\b{0}\b[\w\s']{{0,20}}\b(?:misdiagnos\w*|false (?:positive|alarm))"
    r"|\b(?:misdiagnos\w*|false (?:positive|alarm))\b[\w\s']{{0,6}}\b{0}\b",
)
"""A stated value denied: at the end of its clause, as an allergy, or called a
misdiagnosis in its clause ("the celiac was a misdiagnosis")."""
_ZH_DENIALS: Final = (
    _ZH_DENIED,
    r"(?:不|没有?)(?:是)?对?{0}过敏",
    r"{0}[^，,。！!？?]{{0,6}}(?:误诊|误判|诊断错)|(?:误诊|误判)[^，,。！!？?]{{0,4}}{0}",
)
_SOMEONE_ELSE: Final = re.compile(
    r"\b(?:he|she|they|his|her|their|my \w+|our \w+)\b"
    r"|他|她|我(?:的)?(?:爸|妈|老|女|儿|姐|哥|弟|妹|朋友|同事)",
    re.IGNORECASE,
)
"""Someone other than the user before the denial ("my sister is no longer vegan")."""


def _new_value(text: str, old: str, chinese: bool) -> str | None:
    at = text.casefold().find(old.casefold()) + len(old)
    found = (_ZH_NEW if chinese else _EN_NEW).search(text, at)
    if found is None:
        return None
    new = re.sub(r"(?:过敏|\s+allergy)$", "", found.group("new").strip())  # 是花粉过敏: 花粉
    if chinese:
        return new if new and new != old and _ZH_NOT_NEW.search(new) is None else None
    words = set(new.casefold().split())
    return None if words & _EN_NOT_NEW or new.casefold() == old.casefold() else new


def _ending(fill: Fill, chinese: bool) -> Fill:
    terms = (fill.value,) if chinese else tuple(fill.value.casefold().split())
    extra = {"object": "", "verb": "", "slots": [fill.slot], "said": fill.value}
    return Fill("ending", fill.value, action=NEGATE, terms=terms, extra=extra)


_EN_DONE: Final = re.compile(
    r"\b(?:finished|completed|wrapped up|done with|shipped|wrapped|handed in|submitted)\b"
    r"|\b(?:is|'s|are|'re)\s+(?:finally\s+|all\s+|now\s+)?(?:done|finished|complete|over"
    r"|wrapped up|shipped|live)\b",
    re.IGNORECASE,
)
_ZH_DONE: Final = re.compile(
    r"(?:搞|做|弄|干|写|装|修|忙)完了|完工|搞定了|结项|收尾了|上线了|竣工|交付了|结束了"
)
_EN_PROJECT_WORD: Final = re.compile(r"\b(?:project|it|that|this|the whole thing)\b", re.I)


def completed(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """A project the previous message stated, said to be finished ("that project is done",
    那个装修项目终于搞完了): its ending."""
    done = (_ZH_DONE if chinese else _EN_DONE).search(text)
    projects = [f for f in stated if f.slot == "project"]
    if done is None or not projects or (_ZH_UNDONE if chinese else _EN_UNDONE).search(text):
        return []
    project = projects[-1]
    said = text[: done.start()] if chinese else _EN_OBJECT_END.split(text[done.end() :])[0]
    if not _names(said if said.strip() else text, project.value, chinese):
        return []
    return [_ending(project, chinese)]


_EN_UNDONE: Final = re.compile(r"\b(?:not|n't|never|almost|nearly|if|when)\b|\?", re.I)
_ZH_UNDONE: Final = re.compile(r"没|不|快|要|能|会|什么时候|吗|？|\?")
"""A project not said finished (not done yet, 还没写完, 什么时候能搞完？)."""
_EN_OBJECT_END: Final = re.compile(r"[,.;!—]| \b(?:and|but|so|yesterday|today|last|this|on|at)\b")


def _names(text: str, value: str, chinese: bool) -> bool:
    """True when the sentence points at the project: by a word of it, or as "the project"."""
    if chinese:
        pairs = {value[i : i + 2] for i in range(len(value) - 1)}
        return "项目" in text or any(pair in text for pair in pairs)
    words = [w for w in re.findall(r"[\w'-]+", value.casefold()) if len(w) >= 4]
    low = text.casefold()
    if " of " in f" {low} ":
        return False  # "finished chapter three of the novel": a part of it
    return _EN_PROJECT_WORD.search(text) is not None or any(w in low for w in words)


_ZH_SWITCH: Final = re.compile(
    r"(?:换成|改成|改用|换用|转用|换到|切换到|切换成|切到|改回)了?(?:用)?\s*"
    r"(?P<new>[^，,。！!？?；;、\s了啦吧][^，,。！!？?；;、了啦吧]{0,19}?)\s*(?:了|啦|吧)*(?=$|[，,。！!；;])"
)
_EN_SWITCH: Final = re.compile(
    r"\b(?:switched|moved|changed|migrated|jumped|went|gone|converted|swapped|flipped)"
    r"\s+(?:(?:over|back|it|everything|things|my|our|the|whole|all|[a-z]+)\s+){0,3}?"
    r"(?:from\s+[\w.+-]+(?:\s+[\w.+-]+)?\s+)?to\s+(?P<new>[A-Za-z][\w.+-]*(?:\s+(?!(?:and|but"
    r"|so|because|since|when|last|this|yesterday|today|now|for|at|on|in|a|the)\b)[\w.+-]+){0,3})",
    re.IGNORECASE,
)
_EN_CHANGED_TO: Final = ("I use {}", "I'm on {}", "I'm {}")
_ZH_CHANGED_TO: Final = ("我用{}", "我吃{}")
_KNOWN: Final = frozenset(("timezone", "diet"))
"""Single-valued slots read off a closed lexicon (besides the `pref.*` choices): a bare value
after a change cue fills them only when the lexicon knows it."""


@dataclass(frozen=True, slots=True)
class Switch:
    """A change cue with the bare value after it: the words up to the value (what a
    hypothetical or a question would have to come before) and the value."""

    said: str
    value: str


def switched(text: str, chinese: bool) -> Switch | None:
    """The value a sentence says the user switched to ("switched my terminal to light mode",
    换成 Neovim 了), with the words up to it; None when it names no switch."""
    found = (_ZH_SWITCH if chinese else _EN_SWITCH).search(text)
    if found is None:
        return None
    before = re.split(r"[,;，；。.!！]", text[: found.start()])[-1]
    if (_ZH_NO_SWITCH if chinese else _EN_NO_SWITCH).search(before) or _SOMEONE_ELSE.search(before):
        return None
    return Switch(text[: found.end()], found.group("new").strip())


_EN_NO_SWITCH: Final = re.compile(r"\b(?:not|never|no|n't)\b|n't\b", re.IGNORECASE)
_ZH_NO_SWITCH: Final = re.compile(r"别|不要|不用|不想|不会|没|甭|不")
"""A switch denied or forbidden in the clause before its cue ("I never switched to tabs",
别给我改成tab): no switch."""


def switched_fills(value: str, chinese: bool, parse: Parse) -> list[Fill]:
    """The single-valued slots whose lexicon knows a bare value switched to (Helix an editor,
    light mode a theme, Mountain time a time zone, 浅色主题 a theme): the first plain
    statement of it that fills one ("I use Helix", 我用浅色主题)."""
    for statement in _ZH_CHANGED_TO if chinese else _EN_CHANGED_TO:
        fills = [
            f
            for f in parse(statement.format(value))
            if f.subject == "user"
            and f.action != NEGATE
            and (f.slot.startswith("pref.") or f.slot in _KNOWN)
        ]
        if fills:
            return fills
    return []


_EN_GENERIC_COMPANY: Final = re.compile(
    r"^(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:company|startup|start-up|firm|agency|studio"
    r"|consultancy|bank|lab|shop|place|outfit|team|one)$",
    re.IGNORECASE,
)
_EN_NAMED: Final = (
    r"{0},?\s+(?:called\s+|named\s+)?(?P<name>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){{0,2}})"
)
_ZH_NAMED_COMPANY: Final = re.compile(
    r"(?:去了|去|在|加入了?|跳槽到了?|跳到了?|换到了?|入职了?|进了)(?:一家|一个|家|个)"
    r"[^，,。！!我]{0,6}?(?:公司|企业|工作室|初创|团队|机构|厂|外企|国企|央企|私企|律所|银行|医院)"
    r"[，,]?\s*(?:叫|名叫|叫做)"
    r"[“\"「]?(?P<name>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)[”\"」]?(?=$|[，,。！!的]|\s)"
)


def named_company(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """The user's employer said as a kind of company and then named ("I left Google for a
    smaller company, Linear", 去了一家创业公司叫云帆): the name, not the kind."""
    if chinese:
        found = _ZH_NAMED_COMPANY.search(text)
        if found is None or any(f.slot == "employer" and f.subject == "user" for f in fills):
            return fills
        return [*fills, Fill("employer", found.group("name"))]
    return [_named(f, text) for f in fills]


def _named(fill: Fill, text: str) -> Fill:
    """An employer (or the new one an ending puts in place: `extra["instead"]`) said as a kind
    of company, with the name the text gives it after."""
    instead = str(fill.extra.get("instead") or "") if fill.action == NEGATE else ""
    said = instead or (fill.value if fill.slot == "employer" else "")
    if not said or not _EN_GENERIC_COMPANY.match(said):
        return fill
    found = value_patterns.search(_EN_NAMED.format(re.escape(said)), text)
    if found is None:
        return fill
    if instead:
        return replace(fill, extra=fill.extra | {"instead": found.group("name")})
    return replace(fill, value=found.group("name"))


_EN_MOVED: Final = re.compile(
    r"\bi (?:go|do it|do them|run|swim|train|work out|lift|walk|ride|practi[cs]e)\s+"
    r"(?P<when>after work|before work|in the (?:morning|evening|afternoon)s?|at night"
    r"|at lunch(?:time)?|on (?:the )?weekends?|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?)"
    r"\s+(?:now|instead|these days)\b",
    re.IGNORECASE,
)
_EN_TIMES: Final = re.compile(
    r"\s*\b(?:at \d{1,2}(?::\d\d)?\s*(?:am|pm)?|every (?:day|morning|evening|night|week)|daily"
    r"|each (?:day|morning|evening)|in the (?:morning|evening|afternoon)s?|before work"
    r"|after work|on (?:the )?weekends?|at night|at lunch(?:time)?)\b",
    re.IGNORECASE,
)
_ZH_MOVED: Final = re.compile(
    r"(?:改成|换成|改到|挪到|换到)了?(?P<when>下班后|下班以后|晚上|早上|中午|午休时|周末|睡前|饭后|下午"
    r"|上午|傍晚|每周[一二三四五六日天末])(?:再)?[\u4e00-\u9fff]?了?$"
)
_ZH_MOVED_CUE: Final = re.compile(r"改成|换成|改到|挪到|换到")
_ZH_TIMES: Final = re.compile(
    r"每?(?:周|星期|礼拜)[一二三四五六日天]|每天|每周|每晚|天天|早上|早晨|晚上|中午|下午|上午|周末|睡前|下班后|下班以后|傍晚"
    r"|[一二三四五六七八九十两\d]+点(?:半|钟)?"
)


def moved(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """A habit the previous message stated, moved to another time ("I go after work now",
    改成下班后去): the habit at its new time."""
    habits = [f for f in stated if f.slot == "habit"]
    clauses = re.split(r"[,;，；。.!！]", text)
    found = next(
        (m for c in clauses if (m := (_ZH_MOVED if chinese else _EN_MOVED).search(c.strip()))),
        None,
    )
    if found is None or not habits or (chinese and habit_moved.zh_date_moved(text)):
        return []  # 会议改到下午了: a meeting moved, no habit
    before, when = habits[-1].value, found.group("when")
    plain = (_ZH_TIMES if chinese else _EN_TIMES).sub("", before).strip()
    if not plain:
        return []
    new = when + plain if chinese else f"{plain} {when}"
    extra = {"follows": before, "moved": when}
    return [_ending(habits[-1], chinese), Fill("habit", new, extra=extra)]


_EN_SWAP: Final = re.compile(
    r"\b(?:switched|moved|changed|converted|swapped|gone|went)\s+(?:over\s+|back\s+|across\s+)?to"
    r"\s+(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"|\b(?:it's|it is|its)\s+(?:all\s+)?(?P<b>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:now|these days"
    r"|nowadays|instead|rather than)\b"
    r"|\bmore (?:of )?an?\s+(?P<c>[a-z][\w-]*) (?:person|girl|guy|fan|drinker)\b"
    r"|^(?:(?:now|these days|nowadays),?\s+)?(?:i|we) (?:do|drink|play|have|go|prefer)\s+"
    r"(?P<d>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:now|instead|these days|nowadays)\b"
    r"|^(?:(?:now|these days|nowadays),?\s+)?(?:i|we) (?:mostly |just |usually )?(?P<e>[a-z]+)"
    r"\s+(?:now\s+)?(?:instead|these days|nowadays|now)\b",
    re.IGNORECASE,
)
"""A switch to a thing, said without what it replaces ("switched to tea", "it's padel now",
"more of a tea person now", "I drink decaf now")."""
_ZH_SWAP: Final = re.compile(
    r"(?:换成|改成|改用|换用|转用|改为|换为|换了)了?(?P<a>[^，,。！!？?了啦吧\s]{1,8}?)(?:了|啦|吧)*(?=$|[，,。！!；;])"
    r"|改(?:喝|吃|打|练|玩|骑|跑|看|听|刷)了?(?P<b>[^，,。！!？?了啦吧\s]{1,8}?)(?:了|啦|吧)*(?=$|[，,。！!；;])"
)
"""A switch to a thing (现在改成跳绳了, 改喝茶了, 咖啡换成茶了)."""
_EN_SWAP_ENDS: Final = frozenset(
    "now instead these nowadays last this for and but since rather than mostly lately".split()
)
_SWAPPED_SLOTS: Final = ("like", "habit")


def swapped(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """A like or habit the previous message stated, replaced by a thing of the same kind
    (`swap_kinds`): "I love coffee", then "switched to tea"; 我每天跑步, then 现在改成跳绳了.
    The old ends and the new thing holds, as said (its time is not carried over: "每晚跑步五公里"
    is no 每晚跳绳五公里); a thing of another kind changes nothing."""
    new = _swap_target(text, chinese)
    trade = bool(traded(text, chinese, stated))  # "swapped the beer for kombucha": read apart
    kind, word = kind_of(new, chinese) if new else ("", "")
    if not kind:
        return []
    for fill in reversed([f for f in stated if f.slot in _SWAPPED_SLOTS]):
        old_kind, old_word = kind_of(fill.value, chinese)  # the old thing's own word
        if old_kind != kind or old_word == word or word in fill.value.lower():
            continue
        if trade and fill.slot == "habit":
            return []
        return [_ending(fill, chinese), Fill(fill.slot, new, extra={"follows": fill.value})]
    return []


def _swap_target(text: str, chinese: bool) -> str:
    """The thing a switch names, cut where the phrase ends; "" when denied or another's."""
    found = (_ZH_SWAP if chinese else _EN_SWAP).search(text)
    if found is None:
        return ""
    before = re.split(r"[,;，；。.!！]", text[: found.start()])[-1]
    if (_ZH_NO_SWITCH if chinese else _EN_NO_SWITCH).search(before) or _SOMEONE_ELSE.search(before):
        return ""
    said = next(group for group in found.groups() if group)
    if chinese:
        return re.sub(r"^(?:用|喝|吃|打|练|玩|去|每天|现在)+", "", said)
    words = []
    for token in said.lower().split():
        if token in _EN_SWAP_ENDS:
            break
        words.append(token)
    return " ".join(words)
