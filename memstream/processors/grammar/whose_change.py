"""Whose change a sentence tells: a change whose subject is a named person is theirs, never
the user's ("Priya left Google, now at Meta", "Kofi quit coffee, drinks tea now", 小王辞职了，
现在在银行, 阿强戒烟了), even when the name is in no list.

A sentence that opens with a person's name before its verb, and says nothing of the user
(no I, my, we, 我, 我们, 本人, 咱), is about that person in all its clauses, including the
clauses without a subject that follow ("now at Meta"): the user's endings read off it are
dropped and the user's values become that person's. The change readers work clause by
clause; this check is shared by all of them (the extract stage applies it to every
sentence's fills).

Pure, except for the part-of-speech tables it reads once (the Brill lexicon for English,
jieba's for Chinese).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import en_pos, en_words
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.gate_readers import gives_unless
from memstream.processors.grammar.zh_norm import normalised
from memstream.processors.grammar.zh_words import CLOSE_RELATIONS, DIED, SURNAMES
from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS

_EN_LEAD: Final = re.compile(
    r"^(?:(?:so|well|oh|also|and|but|btw|fyi|anyway|update|news|lol|ok|okay|yeah|fun fact"
    r"|heads up|guess what)[,:!.]*\s+)*",
    re.IGNORECASE,
)
_EN_HEAD: Final = re.compile(
    r"^(?:(?:[Dd]r|[Mm]r|[Mm]rs|[Mm]s|[Pp]rof|[Cc]oach)\.? )?(?P<n>[A-Za-z][a-z]+)(?: [A-Z][a-z]+)?"
    r"(?: (?:and|&) [A-Z][a-z]+(?: [A-Z][a-z]+)?)? (?P<v>[a-z']+)\b"
)
"""A name (with a title, a surname, or a second person: "Dr. Okafor", "Priya and Tom") and
the word after it."""
_EN_VERBS: Final = frozenset(
    """left quit quits moved moves relocated switched joined joins stopped started got gave
    took changed became retired resigned works lives went dropped ditched sold finally
    recently used cut kicked landed signed accepted transferred swapped traded gets drinks
    eats runs""".split()
)
"""Verbs (and the adverbs before them) a person's change opens with after their name."""
_EN_GONE: Final = re.compile(r"^\S+ (?:went|crossed) (?:over )?the rainbow bridge\b")
"""A pet's (or a person's) death in its own words: the user's pet or person ends, as with
"died" ("Mochi went over the rainbow bridge")."""
_EN_ME: Final = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|us)\b")
_EN_THING: Final = re.compile(r"\b(?:for|to|on|with) (?:me|us)\b|\bme\b")
"""What a thing, not a person, does to the user ("kombucha stopped doing it for me")."""
_EN_NOT_NAMES: Final = frozenset(
    """the this that these those it there here he she they you who what today yesterday
    everyone everybody someone somebody nobody mom mum dad""".split()
)
_ZH_ME: Final = re.compile(r"我|本人|咱|俺")
_ZH_HEAD: Final = re.compile(
    r"^(?:[小老](?P<s>[\u4e00-\u9fff])|阿(?P<a>[^\W姨sS\d])|(?P<latin>[A-Z][a-z]+)(?=[\u4e00-\u9fff]))"
)
_ZH_AFTER: Final = re.compile(
    r"^(?:最近|已经|刚|刚刚|也|又|终于|前阵子|上个月|去年|现在|早就)*(?:跳槽|辞职|离职|搬|戒|不|没|换|改|去了|入职"
    r"|加入|转|开始|在|回)"
)
"""What follows a person's name when the sentence tells their change."""
_SINGLE: Final = frozenset(
    "name role employer home_location work_location timezone diet languages skill".split()
)
"""What the user's reading may pass on to the person named (what they are, where, with whom)."""


def en_named_subject(text: str) -> str:
    """The name of the person an English sentence opens with as the subject of its verb
    ("Priya left Google" → Priya), or ""."""
    said = _EN_LEAD.sub("", text.strip())
    head = _EN_HEAD.match(said)
    if head is None:
        return ""
    name, verb = head.group("n"), head.group("v").lower()
    if name.lower() in _EN_NOT_NAMES or verb not in _EN_VERBS or _EN_GONE.search(said):
        return ""
    known = en_pos.tag(name.lower())
    if name[0].isupper():
        return name if known in ("", "NNP", "NNPS", "FW") else ""
    return name if known == "" and verb in ("left", "quit", "moved", "joined", "switched") else ""


@gives_unless("", "_ZH_AFTER")  # p37x: no change verb, no name (and no jieba)
def zh_named_subject(text: str) -> str:
    """The name of the person a Chinese sentence opens with as its subject (小王辞职了,
    王芳搬到上海了, Lily跳槽去了腾讯), or ""."""
    said = text.strip()
    head = _ZH_HEAD.match(said)
    if head is not None and (head.group("latin") or head.group("a") or head.group("s") in SURNAMES):
        name = head.group(0)
        return name if _ZH_AFTER.match(said[len(name) :]) else ""
    if said[:1] not in SURNAMES:
        return ""
    first = _jieba_first(said[:8])
    if first[1] == "nr" and 2 <= len(first[0]) <= 3 and _ZH_AFTER.match(said[len(first[0]) :]):
        return first[0]
    return ""


@lru_cache(maxsize=2048)
def _jieba_first(text: str) -> tuple[str, str]:
    import jieba.posseg

    pairs = jieba.posseg.lcut(text)
    return (pairs[0].word, pairs[0].flag) if pairs else ("", "")


_PETS: Final = frozenset("dog cat bird hamster rabbit horse turtle fish pet".split())
"""Relations that are animals: a pet's end (our cat passed away) is the user's pet ending."""


def _people(relations: dict[str, str]) -> str:
    said = sorted((w for w, kind in relations.items() if kind not in _PETS), key=len, reverse=True)
    return "|".join(map(re.escape, said))


_ZH_KIN: Final = re.compile(
    r"^(?:对了|还有|话说|其实|不过|然后)?[，,\s]*(?:我|俺)(?:的|家|家的|们家)?"
    rf"(?:{_people(ZH_RELATIONS)}|媳妇|对象|那口子|那位|老大|老二|[姐妹哥弟妈爸舅叔姨婶嫂])"
)
"""A Chinese sentence that opens with a person of the user's (我姐, 我老婆, 我家那口子)."""
_EN_KIN: Final = re.compile(
    rf"^(?:(?:so|well|oh|also|and|but|btw|fyi|lol|ok|okay|yeah)[,:!.]*\s+)*(?:my|our) "
    r"(?:(?:older|younger|big|little|best|eldest|oldest|youngest|step) )?"
    rf"(?:{_people(EN_RELATIONS)})"
    r"(?:'s|s)?\b(?! (?:and|&) (?:i|me)\b)",
    re.IGNORECASE,
)
"""An English sentence that opens with a person of the user's ("my wife", "our son")."""
_EN_ME_AFTER: Final = re.compile(r"\b(?:i|i'm|i've|im|ive|me|my|myself|we|we're|our|us)\b")


def kin_subject(text: str, chinese: bool) -> bool:
    """True for a sentence whose subject is a person of the user's and that says nothing else
    of the user (我姐奶茶早就不碰了, "my wife quit smoking"): an ending in it is theirs."""
    if chinese:
        head = _ZH_KIN.match(normalised(text).text)
        return head is not None and _ZH_ME.search(normalised(text).text[head.end() :]) is None
    low = text.lower().replace("’", "'")
    found = _EN_KIN.match(low)
    return found is not None and _EN_ME_AFTER.search(low[found.end() :]) is None


def theirs(text: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """The fills, with what a sentence about a named person (and not the user) read as the
    user's made that person's: their endings dropped, their values given to them."""
    if not any(f.subject == "user" for f in fills):
        return fills  # most sentences: nothing to check
    if any(f.action == NEGATE and f.subject == "user" for f in fills) and kin_subject(
        text, chinese
    ):  # "我姐奶茶早就不碰了": her ending, not the user's ("my dad passed away" ends the dad)
        fills = [f for f in fills if not (f.action == NEGATE and f.subject == "user")] + [
            f for f in fills if f.action == NEGATE and f.subject == "user" and _of_kin(f)
        ]
    if chinese:
        text = normalised(text).text  # 張偉離職了 as 张伟离职了
        name = "" if _ZH_ME.search(text) else zh_named_subject(text)
    else:
        low = text.lower().replace("’", "'")
        rest = low.split(" ", 1)[-1]
        name = "" if _EN_ME.search(low) or _EN_THING.search(rest) else en_named_subject(text)
    if not name:
        return fills
    kept: list[Fill] = []
    for fill in fills:
        if fill.subject != "user":
            kept.append(fill)
        elif fill.action != NEGATE and fill.slot in _SINGLE:
            kept.append(replace(fill, subject=name))
    return kept


def _of_kin(fill: Fill) -> bool:
    """True for an ending of one of the user's people itself ("my dad passed away",
    我奶奶去年走了)."""
    said = str(fill.extra.get("object") or fill.value).lower()
    if said in en_words.CLOSE_RELATIONS or said in en_words.KIN_CALLED:
        return True
    if DIED.search(fill.value) is None:
        return False
    mine = re.sub(r"^(?:我的?|我家|俺|咱)", "", fill.value)  # 我奶奶, not 我同事的奶奶
    return any(mine.startswith(kin) for kin in CLOSE_RELATIONS)
