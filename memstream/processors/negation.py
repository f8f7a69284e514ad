"""Endings, pure: a negation ends the like, habit, diet, skill or other item it names, however
it is worded, and a value stated again after it ended lives again.

The consolidator keeps, per user, a small index of the items that can end (`INDEXED`): by
memory id, the item's slot and its terms (word stems of its value, and the categories
they belong to: "red wine" is `alcohol`, "a pack a day" is `smoking`). A negation
candidate (`attributes["change"] == "negate"`, with its own terms) ends every active
memory of the index that shares a term or a category with it: "I don't drink alcohol
anymore" ends "likes red wine", "I quit" + "cigarettes" ends "smokes a pack a day". The
ended version is superseded with no successor (kept in history); nothing new is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from memstream.processors.categories import (
    CATEGORIES,
    categories_in,
    categories_named,
    categories_of,
)
from memstream.processors.decisions import candidate_change, new_version, same_value, supersede
from memstream.processors.grammar import value_patterns
from memstream.processors.grammar.fills import plan_content
from memstream.processors.grammar.goals_met import ONLY_GOAL
from memstream.processors.grammar.zh_norm import normalised
from memstream.processors.memory_state import Decision, MemoryEntry, memory_id_for
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus
from memstream.text import has_cjk, tokenize

NEGATE: Final = "negate"
ENDED_BY_DEFAULT: Final = frozenset(
    """like dislike habit diet skill languages relation pet project goal allergy condition
    pref.editor role""".split()
)
"""What a negation ends unless it names its slots."""
INDEXED: Final = ENDED_BY_DEFAULT | {
    "employer",
    "home_location",
    "work_location",
    "timezone",
    "plan",
}
"""Also where one works and lives, and plans: ended only by a negation that names those slots
(`attributes["slots"]`, as in 我不在百度了, "the Rome trip is off"), never by one about a like
or habit ("I stopped running" leaves the half marathon on the 19th)."""
_STOP: Final = frozenset(
    """every day morning night evening week weekend month year time times a an the my our
    to of in on at for with and or i me it most daily weekly once twice one two three do
    doing go going get have has eat eating drink drinking like love enjoy use using play
    playing watch watching listen listening anymore longer food foods stuff thing things nightly
    hourly usual
    regular really much all any more good forever not n t can cannot handle stand habit
    habits routine hobby phase after allergic allergy intolerant so too that very such lot
    lots bit less many some even ever just serious seriously proper real actual decent whole
    own usual same other full crazy huge""".split()
)
_ZH_STOP: Final = frozenset(
    """喜欢 爱 讨厌 习惯 每天 每周 每晚 每个 早上 晚上 中午 下午 周末 平时 现在 已经 最近
    以前 之前 一直 经常 天天 一般 特别 非常 真的 不再 不吃 不喝 不了 我们 喜欢喝 喜欢吃 爱喝
    爱吃""".split()
)
"""Words that say how or when, not what (they never tie a negation to an item)."""


def index_key(user_key: str) -> str:
    """Where a user's index of items that can end is kept."""
    return f"{user_key}:x"


def is_negation(candidate: MemoryCandidate) -> bool:
    """True for a candidate that ends what it names instead of stating something."""
    return candidate.attributes.get("change") == NEGATE


def names_object(candidate: MemoryCandidate) -> bool:
    """True for a negation that names what ends ("I don't eat spicy food anymore", 不喝甜的了):
    it is said as a memory of its own ("Doesn't eat spicy food")."""
    thing = str(candidate.attributes.get("object") or "")
    verb = str(candidate.attributes.get("verb") or "")
    said = verb in _SAID_VERBS or verb.removesuffix("ing") in _SAID_VERBS
    quiet = bool(candidate.attributes.get("quiet"))  # a diet in its sentence says it
    return is_negation(candidate) and said and not quiet and 0 < len(thing.split()) <= 4


_SAID_VERBS: Final = frozenset(
    "eat drink watch play smoke smok like love enjoy 吃 喝 看 玩 抽 听 打 刷 追 戒".split()
)
"""Verbs of taking, doing or liking: "doesn't eat X" is worth saying; "doesn't have time
for X" or 不用英文 (a request) is not."""


def terms_of(text: str) -> frozenset[str]:
    """The stems and categories of a text's content words (English and Chinese)."""
    return _terms(text)


def simplified(text: str) -> str:
    """Chinese read as simplified Mandarin (煙 as 烟, 唔 as 不), so an ending typed in
    traditional characters or Cantonese names the item stated in simplified ones, and the
    other way round; any other text as it is."""
    return text if text.isascii() else normalised(text).text


@lru_cache(maxsize=4096)
def _terms(text: str) -> frozenset[str]:
    text = simplified(text)
    words = tokenize(_phrasal(text))
    return frozenset(_content_words(words) | categories_of(words) | categories_in(text))


_PHRASAL: Final = re.compile(
    r"\b(?P<verb>get|gets|getting|got|wake|wakes|waking|woke|work|works|working|worked)"
    r" (?P<up>up|out)\b",
    re.IGNORECASE,
)
"""A verb whose particle makes it another verb ("get up", "work out"): one word, so it is
not lost with its particle (a stop word) nor read as "get" or "work"."""


def _phrasal(text: str) -> str:
    return _PHRASAL.sub(
        lambda m: _VERB_OF[m.group("verb").lower()[:3]] + m.group("up").lower(), text
    )


_VERB_OF: Final = {"get": "get", "got": "get", "wak": "wake", "wok": "wake", "wor": "work"}


def _content_words(words: list[str]) -> set[str]:
    """English stems and Chinese words of two characters or more (with their two-character
    parts: 喝咖啡 holds 咖啡), without the words that say how or when."""
    found = {_stem(w) for w in words if w.isascii() and w not in _STOP and not _adverb(w)}
    found -= _STOP  # "drinks" is "drink"
    for word in words:
        if not word.isascii() and len(word) >= 2 and word not in _ZH_STOP:
            found |= {word} | {word[i : i + 2] for i in range(len(word) - 1)}
    return {word for word in found if word and word not in _ZH_STOP}


def _adverb(word: str) -> bool:
    """An English adverb in -ly ("completely", "honestly"): how, not what."""
    return len(word) >= 7 and word.endswith("ly")


@dataclass(frozen=True)
class Named:
    """What a negation names: its content words (each with its forms), the categories it
    names by a general word, and its phrases (the content words of each thing it lists)."""

    words: tuple[frozenset[str], ...]
    categories: frozenset[str]
    phrases: tuple[tuple[frozenset[str], ...], ...] = ()

    def ends(self, terms: set[str], narrowed: bool = True) -> bool:
        """True for an item with these terms: a category in common, or a thing named that
        has one of the item's words and (`narrowed`: a like or habit) is no narrower kind of
        it: when its head is the item's, every modifier is too ("no more tea" ends "green
        tea", "no more bubble tea" does not end "tea"); a word matches by its forms or
        clipped ("the ultra" ends "an ultramarathon")."""
        if self.categories & terms:
            return True
        if not self.phrases:  # the terms of a whole sentence: any content word in common
            return any(_matches(forms, terms) for forms in self.words)
        return any(_phrase_ends(phrase, terms, narrowed) for phrase in self.phrases)


def _phrase_ends(phrase: tuple[frozenset[str], ...], terms: set[str], narrowed: bool) -> bool:
    """A thing named ends an item that has one of its words, unless it is a narrower kind of
    the item: its head word the item's and a modifier not ("table tennis" does not end
    "tennis", 恐怖电影 not 看电影; "swimming club" does end "swim")."""
    found = [_matches(forms, terms) for forms in phrase]
    if not any(found):
        return False
    return not (narrowed and found[-1] and not all(found))


def _matches(forms: frozenset[str], terms: set[str]) -> bool:
    if any(_numbered(form, terms) for form in forms):
        return True  # "100kg" in "bench 100 kg"
    return _matches_word(forms, terms)


def _numbered(form: str, terms: set[str]) -> bool:
    if not form.isascii() or form.isalpha():
        return False
    parts = re.findall(r"\d+|[a-z]+", form)
    return len(parts) > 1 and all(part in terms for part in parts)


def _matches_word(forms: frozenset[str], terms: set[str]) -> bool:
    """A word named that the item has: by one of its forms, clipped, or (Chinese) each of its
    two-character parts (冰美式 in 喝冰美式), a one-character word inside one of its words."""
    if forms & terms or any(_clipped(form, terms) for form in forms):
        return True
    han = [form for form in forms if not form.isascii()]
    if any(len(form) == 1 and any(form in term for term in terms) for form in han):
        return True  # 冰 of 冰美式 in 喝冰 of 早上喝冰美式
    return any(len(form) > 2 and _pairs(form) <= terms for form in han)


def _pairs(word: str) -> set[str]:
    return {word[i : i + 2] for i in range(len(word) - 1)}


def _clipped(form: str, terms: set[str]) -> bool:
    """True when an English word of five letters or more is the clipped start of a longer
    term ("ultra" of "ultramarathon", "kombu" of "kombucha" is not: too close in length)."""
    if len(form) < 5 or not form.isascii():
        return False
    return any(term.startswith(form) and len(term) >= len(form) + 4 for term in terms)


@lru_cache(maxsize=2048)
def negated(said: str, thing: bool = True) -> Named:
    """What a negation names: its content words and the categories it names by a general word
    ("alcohol", 酒, 甜的), never a category by one of its members ("beer" is not all alcohol)."""
    said = _phrasal(simplified(said))
    words = tokenize(said)
    parts = _LISTED.split(said)
    phrases = tuple(_phrase(part, thing) for part in parts)
    content = tuple(forms for phrase in phrases for forms in phrase)
    named = set().union(*map(_category_named, parts)) if thing else categories_named(words)
    if not named and not content and any(_stem(word) == "drink" for word in words):
        named = {"cat:alcohol"}  # "I quit drinking": alcohol
    listed = tuple(phrase for phrase in phrases if phrase) if thing else ()
    return Named(content, frozenset(named), listed)


_LISTED: Final = re.compile(r"\s*(?:,|、|，|/|\bor\b|\band\b|\bnor\b|和|或者?|跟|还有)\s*")
"""Between the things a negation lists ("beer or wine", 烟和酒): each is ended on its own."""


def _category_named(part: str) -> set[str]:
    """The categories one thing named names by its general words: every content word of it
    names them ("alcohol", 含糖饮料), not a general word with a modifier ("bubble tea" is not
    all tea)."""
    words = [word for word in tokenize(part) if _content_words([word]) or _han_char(word)]
    named = categories_named(tokenize(part))
    if len(words) <= 1 or categories_named(["".join(words)]):
        return named  # 油炸食品 however segmented
    return {name for name in named if all(w in CATEGORIES[name[4:]] for w in words)}


def _phrase(said: str, thing: bool = True) -> tuple[frozenset[str], ...]:
    """The content words of one thing named, each with its forms ("biking" names "bike"; a
    Chinese word by itself, or, in a whole sentence's terms, by its parts too); a verb of
    taking before its object is no modifier of it ("take spicy stuff" names "spicy")."""
    words = tokenize(said)
    if len(words) > 1 and words[0].lower() in _TAKING:
        words = words[1:]
    content = tuple(_word_forms(word, thing) for word in words if _content_words([word]))
    return content + tuple(frozenset({w}) for w in words if _han_char(w))


_TAKING: Final = frozenset("take taking have having handle tolerate stomach digest".split())
"""Verbs of taking a food or drink, said before it in an ending's object."""


def _word_forms(word: str, thing: bool) -> frozenset[str]:
    if len(word) == 2 and word[0] in "没不" and not word.isascii():
        return frozenset({word, word[1]})  # 没跑: what is no longer done is 跑
    forms = _content_words([word])
    if word.isascii() and word.endswith(("ing", "ed")):
        agent = {_stem(form) for form in forms if len(form) >= 7 and form.endswith("er")}
        return frozenset(forms | agent | {form + "e" for form in forms})  # "volunteering"
    if word.isascii():
        return frozenset(forms)
    return _han_forms(word) if thing else frozenset(forms)


def _han_char(word: str) -> bool:
    """A Chinese word of one character that names a thing (甜, 冰), not a function word."""
    return bool(_one_character(word)) and word not in _ZH_FUNCTION


_ZH_FUNCTION: Final = frozenset("不没别的了吗呢吧啊也都还就再很太更最真超") | frozenset(
    "喝吃看玩抽听打刷追用做学养戒跑骑逛泡"
)


def _han_forms(word: str) -> frozenset[str]:
    """A Chinese word named, and without the verb or the one character it starts with (喝咖啡
    names 咖啡, 打羽毛球 羽毛球), never a part of it: 珍珠奶茶 does not name all 奶茶."""
    bare = word[1:] if (word[:1] in _ZH_VERBS or len(word) == 3) and len(word) >= 3 else word
    return frozenset({word, bare} - _ZH_STOP)


_ZH_VERBS: Final = frozenset("喝吃看玩抽听打刷追用做学养戒跑骑逛泡弹拉画写练下织踢唱跳滑爬钓开")
"""Verbs a Chinese thing named may start with (喝咖啡)."""


def _stem(word: str) -> str:
    if not word.isascii():
        return word
    if word.endswith("ation") and len(word) >= 9:
        return word[:-5] + "ate"  # "meditation" ~ "meditate"
    doubled = re.match(r"^(\w{2,}?)([bdgmpt])\2(?:ing|ed)$", word)
    if doubled is not None:
        return doubled.group(1) + doubled.group(2)  # "swimming", "jogged" ~ "swim", "jog"
    for suffix in ("ning", "ing", "ers", "er", "es", "ed", "s"):
        if suffix == "es" and not word.endswith(("ses", "xes", "zes", "ches", "shes")):
            continue  # "lattes", "bikes": only the s goes
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def indexed(memory: Memory) -> tuple[str, list[str]] | None:
    """(slot, terms) of a memory that a negation can end, or None."""
    slot = memory.attributes.get("slot")
    if slot not in INDEXED or memory.attributes.get("subject", "user") != "user":
        return None
    if memory.attributes.get("change") == NEGATE:
        return None
    return str(slot), sorted(item_terms(str(memory.attributes.get("item") or memory.value)))


def item_terms(item: str) -> frozenset[str]:
    """The terms an ending is matched against for an item the user stated."""
    item = simplified(item)
    terms = terms_of(item.replace(":", " ")) or _short_han(item)  # 猫毛: jieba's 猫 / 毛
    return terms | _one_character(item) | _han_object(item)


def _han_object(item: str) -> frozenset[str]:
    """A short Chinese item's object without the verb it opens with, and its two-character
    parts, when jieba cut a character of it off alone (看老港片: 看 / 老港 / 片, so 港片 is a
    term and 不看港片了 ends it); a longer item, or one cut into words, keeps its words."""
    if not re.fullmatch(r"[\u4e00-\u9fff]{3,5}", item):
        return frozenset()
    han = _object(item)
    if all(len(word) > 1 for word in tokenize(han)):
        return frozenset()
    return frozenset({han} | _pairs(han)) - _ZH_STOP


def _short_han(item: str) -> frozenset[str]:
    """A short Chinese item whose words are all single characters (猫毛) as its own term."""
    return frozenset({item}) if re.fullmatch(r"[\u4e00-\u9fff]{2,4}", item) else frozenset()


def _one_character(said: str) -> set[str]:
    """A Chinese word of one character (猫, 茶) is its own term: an item of one character, or
    the kind of a named one (狗: 豆豆), is ended by a negation that has it as a word (对猫没兴趣了,
    我家的狗死了)."""
    parts = {said, said.split(": ")[0]} if ": " in said else {said}
    return {part for part in parts if len(part) == 1 and not part.isascii()}


def updated_index(index: dict[str, Any], changes: Iterable[MemoryChange]) -> dict[str, Any]:
    """The index after these changes: active items in, anything else out."""
    updated = dict(index)
    for change in changes:
        memory = change.memory
        found = indexed(memory) if memory is not None else None
        if memory is not None and memory.status is MemoryStatus.ACTIVE and found is not None:
            updated[change.memory_id] = [found[0], *found[1]]
        elif memory is None or memory.status is not MemoryStatus.ACTIVE:
            updated.pop(change.memory_id, None)
    return updated


def ended_ids(candidate: MemoryCandidate, index: dict[str, Any]) -> list[str]:
    """The indexed memories the negation candidate ends (`Named.ends`)."""
    thing = _with_particle(candidate)
    said = thing or " ".join(str(term) for term in candidate.attributes.get("terms", []))
    wanted = negated(said, thing=bool(thing))
    slots = set(candidate.attributes.get("slots") or ENDED_BY_DEFAULT)
    if thing == ONLY_GOAL and slots == {"goal"}:  # "Goal ticked off", 目标达成: the one goal
        return _the_one_goal(index)
    if (kind := _kind_pointed(candidate)) is not None and kind in slots | {"goal"}:
        return _the_one(kind, index)  # 这个目标我放弃了, "I gave up on that goal": the one goal
    if candidate.attributes.get("whole"):  # "I quit my job": the employer, whatever it was
        return sorted(memory_id for memory_id, (slot, *_) in index.items() if slot in slots)
    answered = _diets_answering(said) if "diet" in slots else set()
    return sorted(
        memory_id
        for memory_id, (slot, *terms) in index.items()
        if slot in slots
        and (wanted.ends(set(terms), slot in NARROWED) or _answers(slot, terms, answered))
    )


_KIND_WORDS: Final = {
    "goal": frozenset("goal goals target 目标 flag".split()),
    "project": frozenset("project projects side-project 项目 活儿 小项目".split()),
}
"""Words that name what kind of thing is ended, not which one ("that goal", 这个项目)."""
_VERB_TERMS: Final = frozenset("做 搞 弄 干 do doing".split())


def _kind_pointed(candidate: MemoryCandidate) -> str | None:
    """The slot an ending names only by its kind and a pointer ("gave up on that goal", 那个
    项目不做了), or None."""
    terms = {str(term).lower() for term in candidate.attributes.get("terms", [])}
    terms -= _POINTING | _VERB_TERMS
    kinds = [kind for kind, words in _KIND_WORDS.items() if terms and terms <= words]
    return kinds[0] if len(kinds) == 1 else None


def _the_one(slot: str, index: dict[str, Any]) -> list[str]:
    """The one indexed memory of the slot (goals said in more or fewer words count as one),
    else none."""
    if slot == "goal":
        return _the_one_goal(index)
    found = [memory_id for memory_id, (kind, *_) in index.items() if kind == slot]
    return found if len(found) == 1 else []


def _the_one_goal(index: dict[str, Any]) -> list[str]:
    """The indexed goals when they are one goal said in more or fewer words (each one's terms
    within the widest one's), else none: a goal met without its name ends only that one."""
    goals = {key: set(terms) for key, (slot, *terms) in index.items() if slot == "goal"}
    widest = max(goals.values(), key=len, default=set())
    return sorted(goals) if all(terms <= widest for terms in goals.values()) else []


def moved_plan_id(candidate: MemoryCandidate, index: dict[str, Any]) -> str | None:
    """The one indexed plan a plan moved to another day names by some of its words ("Stripe
    rescheduled to Thursday" names "job interview at Stripe"; 看牙改到下周一 names 周四看牙), or
    None (not a moved plan, no plan or several plans named)."""
    if candidate.attributes.get("slot") != "plan" or not candidate.attributes.get("moved"):
        return None
    said = terms_of(str(candidate.attributes.get("plan") or "").replace(":", " "))
    terms = said - _POINTING - _MEANS
    plans = [(key, set(known)) for key, (slot, *known) in index.items() if slot == "plan"]
    pointed = candidate.attributes.get("moved") == "it"  # "it's Thursday now not tomorrow"
    if not terms and (said & _MEANS or pointed):  # "flight got moved to Sunday": the one plan
        return plans[0][0] if len(plans) == 1 else None
    named = [memory_id for memory_id, known in plans if terms and terms <= known]
    if not named and (own := terms - terms_of(str(candidate.attributes.get("by") or ""))):
        named = [memory_id for memory_id, known in plans if own <= known]  # HR把面试推到周五
    if not named and (terms - _KINDS_OF_PLAN):  # "the Bechstein job" names "tuning the Bechstein"
        named = [memory_id for memory_id, known in plans if terms - _KINDS_OF_PLAN <= known]
    return named[0] if len(named) == 1 else None


_POINTING: Final = frozenset(
    "那边 这边 那个 这个 那场 这场 那趟 这趟 安排 整个 that this plan whole entire".split()
)
"""Words that point at a plan already said (字节那边面试, "that trip"), not part of it."""
_MEANS: Final = frozenset(
    """flight flights plane train bus ferry ticket tickets trip journey 航班 飞机 机票 火车 高铁
    动车 车票 船票 行程""".split()
)
"""How one travels to a plan ("the flight", "the whole trip", 去西安的火车): the means, not
what is planned."""


_KINDS_OF_PLAN: Final = frozenset(
    """job gig appointment appt session meeting booking thing event do shift 会 活 活儿 事 事情
    单""".split()
)
"""Words that say what kind of thing a plan is ("the Bechstein job", 郑州的会), not which one: a
moved plan named by them and a word of its own is the plan holding that word."""


def moved(memory: Memory, candidate: MemoryCandidate) -> MemoryCandidate:
    """The plan `memory` holds, at the day the moved-plan candidate gives: its key, activity
    and item kept, its value (the day), dates and content the candidate's."""
    plan = str(memory.attributes.get("plan") or memory.attributes.get("item") or "")
    when = str(candidate.attributes.get("when") or "")
    trip = str(memory.attributes.get("destination") or "")
    content = plan_content(plan, when, has_cjk(plan), trip)
    kept = {k: v for k, v in memory.attributes.items() if k not in _NOT_CARRIED}
    attributes = kept | {
        k: candidate.attributes[k] for k in ("dates", "when") if k in candidate.attributes
    }
    return candidate.model_copy(
        update={
            "key": memory.key,
            "content": content or candidate.content,
            "attributes": attributes,
        }
    )


def _users(candidate: MemoryCandidate) -> bool:
    """True for a candidate about the user (not about a person of theirs)."""
    return bool(candidate.attributes.get("subject", "user") == "user")


_PARTICLES: Final = frozenset("out up off in on".split())


def _with_particle(candidate: MemoryCandidate) -> str:
    """The object an ending names, with its verb when the object is only the verb's particle
    ("stopped working out": "working out", not "out")."""
    thing = str(candidate.attributes.get("object") or "")
    verb = str(candidate.attributes.get("verb") or "")
    return f"{verb} {thing}" if thing.lower() in _PARTICLES and verb else thing


def _answers(slot: str, terms: list[str], answered: set[str]) -> bool:
    """True for a diet that leaves out what a condition said to end called for."""
    return slot == "diet" and bool(answered & set(terms))


_DIET_FOR: Final = {
    "celiac": "gluten", "coeliac": "gluten", "乳糜泻": "gluten", "麸质不耐": "gluten",
    "diabetic": "sugar", "糖尿病": "sugar", "lactose": "lactose", "乳糖不耐": "lactose",
}  # fmt: skip
"""A condition and what the diet kept for it leaves out: "turns out I'm not celiac after
all" ends the gluten-free diet (never a like of bread)."""


def _diets_answering(said: str) -> set[str]:
    low = said.casefold()
    joined = low.replace(" ", "")  # 乳糜 泻: Chinese terms are cut by words
    return {left_out for word, left_out in _DIET_FOR.items() if word in low or word in joined}


NARROWED: Final = frozenset(("like", "dislike", "habit"))
"""Items a narrower thing does not end ("no more bubble tea" leaves "likes tea"); a skill, a
diet or a state ends by any thing named that has its word ("no serious coding any more")."""


OPPOSED: Final = {"like": "dislike", "dislike": "like"}
"""A like ends the dislike of the same thing, and a dislike the like."""


def opposed_ids(candidate: MemoryCandidate, index: dict[str, Any]) -> list[str]:
    """The indexed likes or dislikes of the opposite polarity that the candidate may end (only
    the user's own: "my dad's not into jazz" ends no like of the user's)."""
    if not _users(candidate):
        return []
    opposite = OPPOSED.get(str(candidate.attributes.get("slot")))
    return sorted(memory_id for memory_id, (slot, *_) in index.items() if slot == opposite)


def names_within(new: str, old: str) -> bool:
    """True when a like or dislike said now names the thing of an earlier opposite one or a
    broader kind of it: the same thing (`same_thing`), or English content words all among
    the earlier one's ("hates true crime now" turns "loves true crime podcasts"), never a
    narrower one ("hates jazz fusion" leaves "loves jazz")."""
    if same_thing(new, old):
        return True
    words = (_thing_words(new), _thing_words(old))
    return bool(words[0]) and words[0] < words[1]


def same_thing(one: str, other: str) -> bool:
    """True for two wordings of one thing: the same English content words once stemmed
    ("rain", "rainy days"), or one Chinese word and itself with one character more
    (下雨, 下雨天; 狗, 狗狗)."""
    words = (_thing_words(one), _thing_words(other))
    if words[0] and words[0] == words[1]:
        return True
    short, long = sorted((_han(one), _han(other)), key=len)
    if bool(short) and long.startswith(short) and len(long) - len(short) <= 1:
        return True
    short, long = sorted((_object(short), _object(long)), key=len)
    return len(short) >= 2 and long.endswith(short) and len(long) - len(short) <= 2


def _object(han: str) -> str:
    """A Chinese taste's object without the verb it opens with (看老港片: 老港片), so a thing
    and a kind of it said with a word or two before it are one (港片, 老港片; 奶茶, 丝袜奶茶)."""
    return han[1:] if len(han) > 2 and han[0] in _ZH_VERBS else han


def _thing_words(text: str) -> frozenset[str]:
    words = (w for w in tokenize(text) if w.isascii() and w.isalpha() and w.lower() not in _STOP)
    stems = (stem for stem in map(_stem, words) if stem not in _STOP)  # "morning" is no "mor"
    return frozenset(re.sub(r"^(\w{2,}?)(?:([bdgmnpt])\2)?y$", r"\1\2", s) for s in stems)


def _han(text: str) -> str:
    """A text's Chinese characters run together, without a time of day or week it opens with
    (早上跑步 is 跑步 done in the morning, as "morning runs" are runs)."""
    han = "".join(char for char in simplified(text) if not char.isascii() and char.isalnum())
    return _ZH_WHEN.sub("", han)


_ZH_WHEN: Final = re.compile(
    r"^(?:每天|每周|每晚|平时|早上|晚上|中午|下午|傍晚|清晨|夜里|周末|早起|睡前)+"
)


def end(
    entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate, successor: bool = False
) -> Decision:
    """The memory ended by the negation: superseded and kept in history; the negation is
    its next version when it names the same thing ("Doesn't eat spicy food"), else it has
    no successor."""
    if memory.status is not MemoryStatus.ACTIVE or entry.has_seen(candidate):
        return Decision(entry, [])
    if candidate.event_time < memory.valid_from:
        return Decision(entry, [])  # an older statement never ends a newer one
    if successor:
        return supersede(entry, memory, candidate, MemoryStatus.ACTIVE)
    ended = memory.model_copy(
        update={
            "status": MemoryStatus.SUPERSEDED,
            "valid_until": candidate.event_time,
            "attributes": {**memory.attributes, "ended_by": candidate.provenance.quote},
        }
    )
    reason = f"ended: {_quote(candidate)}"
    change = candidate_change(ChangeKind.SUPERSEDED, ended, candidate, reason)
    return Decision(entry.with_memory(ended, candidate.provenance.event_ids), [change])


def _new_after_ending(memory: Memory, candidate: MemoryCandidate) -> bool:
    """True for a new value said in the message that ended the old one ("不当护士了，现在是
    急救员"): it is the next version, not a replay of that message."""
    return memory.valid_until == candidate.event_time and not same_value(memory, candidate)


def _quote(candidate: MemoryCandidate) -> str:
    quote = candidate.provenance.quote or candidate.content
    return re.sub(r"\s+", " ", quote)[:120]


def revive(entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate) -> Decision | None:
    """A value stated again after it ended: a new active version (None when it did not end)."""
    if memory.status is not MemoryStatus.SUPERSEDED or memory.superseded_by_version is not None:
        return None
    seen = entry.has_seen(candidate) and not _new_after_ending(memory, candidate)
    if seen or candidate.event_time < (memory.valid_until or memory.valid_from):
        return Decision(entry, [])
    version = new_version(memory.id, memory.version + 1, candidate).model_copy(
        update={"supersedes_version": memory.version, "pinned": memory.pinned}
    )
    change = candidate_change(ChangeKind.UPDATED, version, candidate, "stated again after it ended")
    return Decision(entry.with_memory(version, candidate.provenance.event_ids), [change])


def replacement(memory: Memory, candidate: MemoryCandidate) -> MemoryCandidate | None:
    """What a change from one thing to another puts in place of the memory it ended ("switched
    from vegetarian to vegan", "swapped coffee for tea", 把咖啡换成茶): the same memory with the
    old thing's words replaced by the new one's, in its key, value and content (None when the
    change names no new thing, or the memory does not hold the old one's words)."""
    old = str(candidate.attributes.get("from") or "").strip()
    new = str(candidate.attributes.get("instead") or "").strip()
    if not old or not new or memory.status is MemoryStatus.ACTIVE:
        return None
    said = value_patterns.compiled(re.escape(old), re.IGNORECASE)
    parts = (memory.key, memory.value, memory.content)
    if not any(said.search(part) for part in parts):
        return None
    key, value, content = (said.sub(new, part, count=1) for part in parts)
    if key.startswith("pref:"):
        key = key.casefold()
    attributes = {k: v for k, v in memory.attributes.items() if k not in _NOT_CARRIED}
    made = candidate.model_copy(
        update={
            "id": derive_id(candidate.id, "instead", memory.id),
            "type": memory.type,
            "key": key,
            "value": value,
            "content": content,
            "attributes": _with_item(attributes, said, new),
        }
    )
    return made if _same_entry(memory, made) else made.model_copy(update={"single_valued": False})


def _with_item(attributes: dict[str, Any], said: re.Pattern[str], new: str) -> dict[str, Any]:
    """The attributes with the old thing's words in the item replaced by the new one's ("dog:
    Rex" corrected to Max is "dog: Max"); an item without them becomes the new thing."""
    if "item" not in attributes:
        return attributes
    item = str(attributes["item"])
    return attributes | {"item": said.sub(new, item, count=1) if said.search(item) else new}


_NOT_CARRIED: Final = frozenset(("ended_by", "change", "terms", "from", "instead", "said"))


def _same_entry(memory: Memory, made: MemoryCandidate) -> bool:
    """True when the memory's key holds one value (its id does not hang on the value)."""
    probe = made.model_copy(update={"key": memory.key, "single_valued": True})
    return memory_id_for(probe) == memory.id
