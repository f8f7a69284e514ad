"""English readers of health facts said in everyday ways: a diet by the food given up ("I cut
out gluten", "I haven't eaten meat in years"), a diet word that describes a dish and not the
user ("This salad is vegan"), and a condition named as one's own ("my bad knee acts up", "my
asthma has been bad").

Pure; each reader takes the clause, the token where the predicate ends and where it starts,
and returns (value, end) pairs as the readers of `en_read` do.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, en_read
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, Found, is_word, tokens_of

FOOD_DIETS: Final[dict[str, str]] = {
    "meat": "vegetarian", "meats": "vegetarian", "animal products": "vegan",
    "meat and fish": "vegetarian", "meat or fish": "vegetarian", "gluten": "gluten-free",
    "wheat": "gluten-free", "dairy": "dairy-free", "lactose": "lactose-free",
    "sugar": "sugar-free", "refined sugar": "sugar-free", "added sugar": "sugar-free",
    "carbs": "low-carb", "carbohydrates": "low-carb", "alcohol": "no alcohol",
    "booze": "no alcohol", "drinking": "no alcohol", "pork": "no pork", "beef": "no beef",
    "red meat": "no red meat",
}  # fmt: skip
"""A kind of food or drink whose giving up is a way of eating."""
MEASURED: Final[dict[str, str]] = {
    "blood pressure": "hypertension", "bp": "hypertension",
    "blood sugar": "diabetes prediabetes", "sugar levels": "diabetes prediabetes",
    "sugars": "diabetes prediabetes", "a1c": "diabetes prediabetes",
    "glucose": "diabetes prediabetes", "cholesterol": "cholesterol", "ldl": "cholesterol",
    "iron": "anemia anaemia", "thyroid": "thyroid hypothyroidism hyperthyroidism",
    "ringing": "tinnitus", "eye pressure": "glaucoma",
}  # fmt: skip
"""A measure and the condition its being high or low is ("my blood pressure is normal now"
ends hypertension)."""


def with_measured(what: str) -> str:
    """The words of a health phrase, with the condition a measure in it names added ("my A1c"
    → "my A1c diabetes prediabetes"); any other phrase as it is."""
    low = what.lower()
    named = [cond for measure, cond in MEASURED.items() if re.search(rf"\b{measure}\b", low)]
    return " ".join([what, *named])


_FOOD_FILLERS: Final = w.words("all any completely entirely altogether totally fully most")
_FISH: Final = re.compile(r"\b(?:fish|seafood|pescatarian)\b")
"""Fish said beside the meat left out ("no meat, but fish is fine"): pescatarian."""
_NOT_YET: Final = w.words(
    """want wants wanna trying try going gonna need needs should plan planning hope hoping
    might may will 'll would 'd could thinking considering to if maybe probably"""
)
"""Words before the predicate that make it willed or supposed, not done."""
_FOR_A_WHILE: Final = re.compile(
    r"\bfor (?:lent|a (?:week|month|bit|while|few days)|january|dry january|the month|now)\b"
    r"|\b(?:today|tonight|this week|this month)\b"
)
"""A food given up for a while only ("for Lent", "this week"): no way of eating."""


def food_given_up(clause: Clause, index: int, start: int) -> Found:
    """The diet a food given up makes ("cut out gluten" → gluten-free, "stopped eating meat"
    → vegetarian), the food named right after the predicate and nothing else."""
    before = {t.lower() for t in clause.tokens[:start]}
    if _FOR_A_WHILE.search(clause.low) or before & _NOT_YET:
        return []  # "I want to cut out sugar": willed, not done
    words = []
    for token in clause.tokens[index:]:
        if not is_word(token):
            break  # "gluten, doctor's orders": the object ends at the comma
        words.append(token.lower())
    while words and words[0] in _FOOD_FILLERS | {"eating", "eaten", "eat"}:
        words.pop(0)
    for size in (3, 2, 1):
        food = " ".join(words[:size])
        if size <= len(words) and food in FOOD_DIETS and _ends_there(words, size):
            fish = FOOD_DIETS[food] == "vegetarian" and _FISH.search(clause.low) is not None
            fish = fish and _FISH.search(food) is None  # "no meat or fish": vegetarian
            return [("pescatarian" if fish else FOOD_DIETS[food], index + size)]
    return []


_REQUIRED: Final = re.compile(
    r"(?i:\b(?:everything|all (?:of )?(?:my )?food|whatever|anything) (?:i eat |i cook |i buy )?"
    r"(?:has to|must|needs to|have to|gotta|got to) be )(?P<d>[a-z]+-free|vegan|vegetarian|halal"
    r"|kosher|low-carb|plant-based)\b"
)
"""A diet said as what all one eats must be ("so everything has to be gluten-free")."""


def required_diet(text: str, fills: list[Fill]) -> list[Fill]:
    """The diet all one eats must keep, when the sentence is the user's and gave none."""
    found = _REQUIRED.search(text)
    if found is None or "?" in text or any(f.slot == "diet" for f in fills):
        return []
    if re.match(r"(?i)\s*(?:my|our|his|her|their|he|she|they)\b", text):
        return []  # "my son has celiac, so everything has to be gluten-free": his diet
    diet = en_read.diet(Clause(tokens_of(found["d"])), 0, 0)
    return [Fill("diet", diet[0][0])] if diet else []


def diet_not_taste(fills: list[Fill]) -> list[Fill]:
    """Without the dislike of a food that a diet of the same clause leaves out ("I avoid
    gluten": gluten-free, not a dislike of gluten), nor a name that is the diet ("I'm low
    carb")."""
    diets = {(f.subject, f.value) for f in fills if f.slot == "diet"}
    said = {value.lower() for _, value in diets}
    return [
        f
        for f in fills
        if not (f.slot == "dislike" and (f.subject, FOOD_DIETS.get(f.value.lower())) in diets)
        and not (f.slot == "name" and f.value.lower().replace(" ", "-") in said)  # "low carb"
        and not _told_twice(f, fills)
    ]


_TOLD: Final = w.words(
    """diagnosed with have has had got gotten suffer suffers suffered from living live
    with been being am is was just recently officially"""
)
"""Words of how a condition is told ("diagnosed with", "suffer from"), not part of it."""


def _told_twice(fill: Fill, fills: list[Fill]) -> bool:
    """True for a condition that is another condition of the same person with the words
    that told it ("diagnosed with celiac disease" beside "celiac disease"): one condition."""
    if fill.slot != "condition":
        return False
    words = fill.value.lower().split()
    for other in fills:
        said = other.value.lower().split()
        if other.slot != "condition" or other.subject != fill.subject or len(said) >= len(words):
            continue
        if words[-len(said) :] == said and all(word in _TOLD for word in words[: -len(said)]):
            return True
    return False


_AFTER_FOOD: Final = w.words(
    """completely entirely altogether at all for since in years months now anymore and but so
    because products either too as well ago last two three four five ten"""
)


def diet_of_food(said: str) -> str | None:
    """The diet a food said as a whole object makes ("meat two years" → vegetarian, "dairy"
    → dairy-free), fillers before it skipped; None for "sugar in my coffee"."""
    words = said.lower().split()
    while words and words[0] in _FOOD_FILLERS | {"eating", "eaten", "eat", "my", "the"}:
        words.pop(0)
    for size in (3, 2, 1):
        food = " ".join(words[:size])
        if size <= len(words) and food in FOOD_DIETS and _ends_there(words, size):
            return FOOD_DIETS[food]
    return None


def _ends_there(words: list[str], size: int) -> bool:
    """True when the food is the whole object ("meat two years ago"), not the start of one
    ("sugar in my coffee", "meat on weekdays")."""
    return size >= len(words) or words[size] in _AFTER_FOOD


_THING_PRONOUNS: Final = w.words("it that this which everything something all most")
_DETERMINERS: Final = w.words("this that these those the a an its their")
"""Words that open a thing described, not a person ("this salad", "the menu", "it")."""


def diet_said(clause: Clause, index: int, start: int) -> Found:
    """A diet word after "is" or "am" said of the user: not of a dish before it ("This salad
    is vegan", "the menu is halal")."""
    before = [t.lower() for t in clause.tokens[:start] if is_word(t)]
    if _a_thing(before):
        return []  # "so it's lactose-free", "This salad is vegan"
    tokens = clause.tokens
    while index < len(tokens) - 1 and tokens[index].lower() in _DEGREES:
        index += 1  # "a pretty strict vegan", "a very committed vegetarian"
    found = en_read.diet(clause, index, start) or _free_of(tokens, index)
    ends = [end for _, end in found]
    if ends and ends[0] < len(tokens) and tokens[ends[0]].lower() in _DIET_THINGS:
        return []  # h36r: "the client is a vegan bakery": a business that is vegan
    return found


_DIET_THINGS: Final = w.words(
    """bakery restaurant place cafe café shop spot joint kitchen brand company business menu
    dish dishes recipe recipes option options version food meal meals cookbook blog bar deli
    market store chain line range"""
)
"""Nouns a diet word describes as a thing, after "is a": not a person's way of eating."""


def _free_of(tokens: tuple[str, ...], index: int) -> Found:
    """ "dairy free", "gluten free" written in two words: the diet of the food left out."""
    if index + 1 >= len(tokens):
        return []
    first, second = tokens[index].lower(), tokens[index + 1].lower()
    if first in ("low", "high") and second in _LEVELS:
        return [(f"{first}-{second}", index + 2)]  # "I'm low carb"
    food = FOOD_DIETS.get(first, "") if second == "free" else ""
    return [(food, index + 2)] if food.endswith("-free") else []


def diet_here(clause: Clause, index: int, start: int) -> Found:
    """ "strict vegan here", "keto here, so no bread": a diet said of the speaker by "here"."""
    if start > 4 or (index < len(clause.tokens) and is_word(clause.tokens[index])):
        return []
    return diet_alone(Clause(clause.tokens[:start]), 0, 0) or en_read.diet(clause, 0, 0)[:1]


_DEGREES: Final = w.words(
    """a an pretty very really quite fairly super totally strict strictly full fully complete
    completely committed proper lifelong long-time longtime mostly basically practically
    ethical devout hardcore""",
)
"""Words between the verb and a diet word that only say how much ("a pretty strict vegan")."""


def _a_thing(before: list[str]) -> bool:
    """True when the words right before the verb name a thing ("it", "this salad", "the new
    menu"), not a person ("she", "I", "my wife")."""
    if before[-1:] and before[-1] in _THING_PRONOUNS:
        return True
    return any(word in _DETERMINERS for word in before[-3:-1])


_FLARES: Final = w.words(
    """is are has have was 's acts act flares flared flaring gets got keeps kept kicks kicked
    plays played has been makes made hurts hurt aches ached bothers bothered means"""
)
"""What one's condition does ("my asthma flares up", "my bad knee acts up")."""


def own_condition(clause: Clause, index: int, start: int) -> Found:
    """A condition said as the user's own ("my bad knee acts up", "my asthma has been bad",
    "my migraines are worse"): a bad body part or a known condition that does something."""
    tokens = clause.tokens
    words = [t.lower() for t in tokens[index : index + 4]]
    for size in (3, 2, 1):
        if len(words) <= size or words[size] not in _FLARES:
            continue
        phrase = " ".join(tokens[index : index + size])
        if _condition_words(words[:size]):
            return [(phrase, index + size)]
    return []


def _condition_words(words: list[str]) -> bool:
    """True for a known condition, a word ending like one, or a bad body part."""
    last = words[-1]
    if len(words) == 2 and words[0] in en_read.BAD and last in en_read.BODY_PARTS:
        return True
    if any(word in en_read.BODY_PARTS for word in words):
        return last == "pain"  # "my back pain", not "my back"
    return last in en_read.CONDITIONS or last.endswith(en_read.CONDITION_ENDS)


def condition_here(clause: Clause, index: int, start: int) -> Found:
    """ "diabetic here", "type 1 diabetic here", "asthmatic here": a condition said of the
    speaker by "here" alone."""
    if start > 4 or (index < len(clause.tokens) and is_word(clause.tokens[index])):
        return []  # "here" ends the phrase: not "diabetic here in Leeds"
    said = " ".join(t.lower() for t in clause.tokens[:start] if is_word(t))
    found = en_read.condition_adj(Clause(tokens_of(f"I am {said}")), 2, 0)
    return found[:1]


def fasting(clause: Clause, index: int, start: int) -> Found:
    """ "I do intermittent fasting": the way of eating the predicate names."""
    return [("intermittent fasting", index)]


def named_diet(clause: Clause, index: int, start: int) -> Found:
    """ "follow a Mediterranean diet", "stick to a halal diet", "a low sodium diet": a diet
    word, a name (not "a healthy diet") or a level of something before "diet"."""
    found = en_read.diet(clause, index, start)
    tokens = clause.tokens
    at = index + 1 if index < len(tokens) and tokens[index].lower() in ("a", "an") else index
    words = [t.lower() for t in tokens[at : at + 3]]
    if not found and words[:1] in (["low"], ["high"]) and words[1:] and words[1] in _LEVELS:
        return [(f"{words[0]}-{words[1]}", at + 2)] if words[2:] == ["diet"] else []
    if found or at + 1 >= len(tokens) or tokens[at + 1].lower() != "diet":
        return found
    named = tokens[at].isalpha() and tokens[at][:1].isupper()  # not "a balanced diet"
    return [(tokens[at], at + 2)] if named else []


_LEVELS: Final = w.words("sodium salt sugar fat carb carbs protein fodmap calorie cholesterol")
"""What a diet keeps low or high ("a low sodium diet")."""


_CLINICIAN: Final = (
    r"(?:doctor|doc|docs|doctors|gp|dentist|physio|cardiologist|dermatologist|allergist"
    r"|specialist|neurologist|consultant|nurse|midwife|psychiatrist|rheumatologist"
    r"|endocrinologist|oncologist|gastro|ent|surgeon|tests?|blood work|bloodwork|scans?"
    r"|results|biopsy)"
)
_DIAGNOSIS: Final = re.compile(
    rf"(?:\b(?:my|the) |^\W*(?:so |and |well,? |ok,? )?){_CLINICIAN}"
    r" (?:says|said|told me|confirmed|showed|shows|found)(?: that)?\s+(?=i\b|i'm\b|i've\b)",
    re.IGNORECASE,
)
"""A diagnosis told to the user ("my doctor says I'm prediabetic", "doc says I've got…"): the
user's own fact."""
_DIAGNOSED_ME: Final = re.compile(
    rf"(?:\b(?:my|the|a) |^\W*){_CLINICIAN} (?:diagnosed|has diagnosed|just diagnosed) me with\b",
    re.IGNORECASE,
)
"""A diagnosis said with the clinician as the subject ("the GP diagnosed me with asthma")."""


def as_diagnosed(text: str) -> str:
    """The text with a diagnosis read as the user's own words ("my doctor says I've got
    scoliosis" → "I've got scoliosis", "the GP diagnosed me with asthma" → "I was diagnosed
    with asthma"), not as someone's reported speech."""
    return _DIAGNOSED_ME.sub("I was diagnosed with", _DIAGNOSIS.sub("", text))


def diet_word(clause: Clause, index: int, start: int) -> Found:
    """The diet word the predicate is ("my mom's| vegetarian"), not a diet talked about
    ("keto is not for me")."""
    rest = [t.lower() for t in clause.tokens[index : index + 4]]
    if rest[:1] and rest[0] in _SAID_OF and set(rest[1:]) & _JUDGED:
        return []
    return en_read.diet(clause, start, start)


_SAID_OF: Final = w.words("is are was were 's does do did sounds seems looks")
_JUDGED: Final = w.words(
    """not never n't overrated hard tough difficult expensive boring silly fad trendy popular
    healthy unhealthy a_fad too so great awful for"""
)
"""What is said of a diet talked about ("keto is not for me", "vegan is hard")."""


_EVENTS: Final = w.words("stroke heart_attack seizure miscarriage concussion aneurysm")
"""Health events that one has had ("my dad had a stroke")."""


def event_condition(clause: Clause, index: int, start: int) -> Found:
    """A health event one had, kept as a condition ("had a stroke", "had a heart attack")."""
    words = [t.lower() for t in clause.tokens[index : index + 4]]
    while words and words[0] in ("a", "an", "mild", "minor", "small", "major", "massive"):
        words.pop(0)
    for size in (2, 1):
        after = words[size : size + 1]
        if "_".join(words[:size]) in _EVENTS and after != ["of"]:  # not "a stroke of luck"
            return [(" ".join(words[:size]), index + size)]
    return []


_HEDGES: Final = w.words(
    "pretty much basically almost nearly all most every kinds kind sorts sort types type of any"
)
_PHRASE_ENDS: Final = w.words(
    "the a an my when whenever if because since so which that but after before"
)


def _aside_after(tokens: tuple[str, ...], at: int) -> bool:
    """True at a comma that opens a remark, not the next allergen ("penicillin, found out the
    hard way", "latex, which sucks")."""
    if tokens[at] != "," or at + 1 >= len(tokens):
        return False
    follows = tokens[at + 1].lower()
    verb = en_pos.tag(follows) in ("VB", "MD")  # "penicillin, put that in my notes"
    return follows in _REMARKS or follows.endswith("ed") or follows in w.FIRST_PERSON or verb


_REMARKS: Final = w.words(
    """found learned learnt discovered turns turned which who so but because since thanks
    apparently sadly unfortunately seriously lol haha ugh sucks never always even especially
    just it that this"""
)


def allergens(clause: Clause, index: int, start: int) -> Found:
    """What one is allergic to, hedges skipped ("pretty much all tree nuts", "all kinds of
    nuts") and the phrase cut where a new one starts ("latex| the hard way")."""
    tokens = clause.tokens
    while index < len(tokens) - 1 and tokens[index].lower() in _HEDGES:
        index += 1
    stop = next(
        (i for i in range(index + 1, len(tokens)) if tokens[i].lower() in _PHRASE_ENDS),
        len(tokens),
    )
    stop = next((i for i in range(index + 1, stop) if _aside_after(tokens, i)), stop)
    found = en_read.things(Clause(tokens[:stop]), index, start)
    return found + _also_to(clause, found[-1][1]) if found else found


_ALSO: Final = re.compile(
    r"^(?:,|and|plus)?(?: and)? ?(?:also|as well as|plus)"
    r"(?: (?:a little bit|a little|a bit|slightly|mildly|kind of|sort of|super|very))?"
    r"(?: (?:allergic))?(?: to)?(?: the)? (?=\w)"
)
"""What joins one more allergen to those listed ("bee stings| and also |latex", "shellfish|,
also a little bit to the |cats")."""


def _a_clause(word: str) -> bool:
    """Whether a word opens a clause of its own (a person, a verb), not an allergen."""
    return word in w.FIRST_PERSON or word in _PEOPLE_FIRST or en_pos.tag(word) in ("VB", "MD")


_PEOPLE_FIRST: Final = w.words("you he she they we it my his her their our")


def _also_to(clause: Clause, end: int) -> Found:
    """One more allergen after "also" or "plus", after the list read up to `end`."""
    rest = " ".join(t.lower() for t in clause.tokens[end:])
    joined = _ALSO.match(rest)
    if joined is None:
        return []
    at = end + len(joined.group(0).split())
    if at >= len(clause.tokens) or _a_clause(clause.tokens[at].lower()):
        return []  # "peanuts and also| I hate cilantro": a clause of its own
    return [f for f in en_read.things(clause, at, at) if f[0].lower() not in _NOT_ALLERGENS]


_NOT_ALLERGENS: Final = w.words(
    """stress anxiety nerves work exams heat cold exercise running sweat sweating it that this
    everything something anything spicy nerves caffeine alcohol"""
)
"""What brings on hives or a rash without an allergy ("stress gives me hives")."""


def reaction_before(clause: Clause, index: int, start: int) -> Found:
    """What brings on an allergic reaction, named before it ("Kiwi makes my mouth itch",
    "Shellfish gives me hives"), not stress or heat."""
    found = en_read.before(clause, index, start)
    return [
        (v, end)
        for v, end in found
        if v.lower().split()[-1] not in _NOT_ALLERGENS
        and v.lower().split()[0] not in _POINTED  # "this movie makes me itchy to travel"
    ]


_POINTED: Final = w.words("this that these those")


_KIND_OF_ALLERGY: Final = w.words(
    """total proper full-blown genuine actual true legit big huge nasty weird crazy massive
    awful horrible killer seasonal contact food skin"""
)
"""Words that say what sort an allergy is, not what it is to ("a proper allergy")."""


def allergy_named_before(clause: Clause, index: int, start: int) -> Found:
    """What an allergy said after it is to ("penicillin allergy here"), not a word of its sort
    ("..., total allergy", "a proper allergy")."""
    before = [t.lower() for t in clause.tokens[max(0, start - 5) : start]]
    if "with" in before and not set(before) & {"am", "i"}:
        return []  # "I cook for a kid with a nut allergy": the kid's
    found = en_read.before_allergy(clause, index, start)
    return [(v, end) for v, end in found if v.lower() not in _KIND_OF_ALLERGY]


def allergy_of_kind(clause: Clause, index: int, start: int) -> Found:
    """ "I've got a latex allergy", "a proper peanut allergy": what the allergy is to, the
    words of its sort skipped ("a proper allergy to X" is read by "allergy to")."""
    tokens = clause.tokens
    while index < len(tokens) - 1 and tokens[index].lower() in _KIND_OF_ALLERGY:
        index += 1
    return en_read.allergy_noun(clause, index, start)


def sober_for(clause: Clause, index: int, start: int) -> Found:
    """ "I haven't had a drink in 2 years": no alcohol, when a long while is said (not
    "today")."""
    rest = " ".join(t.lower() for t in clause.tokens[index : index + 5])
    return [("no alcohol", index)] if _LONG_WHILE.match(rest) else []


_LONG_WHILE: Final = re.compile(
    r"(?:in|for|since) (?:over |about |almost |nearly )?(?:\d+|a|an|two|three|four|five|six"
    r"|ten|years|months|ages|a long time|a year|forever)\b"
)


def food_named(clause: Clause, index: int, start: int) -> Found:
    """ "I'm off sugar", "I don't do meat", "no dairy for me": the diet of the food the
    predicate names, unless willed or for a while."""
    before = {t.lower() for t in clause.tokens[:start]}
    if _FOR_A_WHILE.search(clause.low) or before & _NOT_YET:
        return []
    words = [t.lower() for t in clause.tokens[start:index]]
    food = next((word for word in reversed(words) if word in FOOD_DIETS), "")
    return [(FOOD_DIETS[food], index)] if food else []


def pescatarian(clause: Clause, index: int, start: int) -> Found:
    """ "I only eat fish (and seafood)": pescatarian; not "only fish on Fridays"."""
    follows = clause.tokens[index].lower() if index < len(clause.tokens) else ","
    if _FOR_A_WHILE.search(clause.low) or (is_word(follows) and follows not in _STILL):
        return []
    return [("pescatarian", index)]


_STILL: Final = w.words("and now nowadays these anymore really mostly btw lol tbh")


def diet_alone(clause: Clause, index: int, start: int) -> Found:
    """ "a vegetarian," opening a clause ("as a vegetarian, I ..."): the diet word alone, not
    "a vegan restaurant"."""
    tokens = clause.tokens
    alone = index + 1 >= len(tokens) or not is_word(tokens[index + 1])
    return en_read.diet(clause, index, start)[:1] if alone and index < len(tokens) else []


TREATMENTS: Final[dict[str, str]] = {
    "insulin": "diabetes", "metformin": "diabetes", "inhaler": "asthma", "inhalers": "asthma",
    "cpap": "sleep apnea", "antidepressants": "depression", "levothyroxine": "hypothyroidism",
    "antihistamines": "hay fever", "dialysis": "kidney disease", "chemo": "cancer",
    "chemotherapy": "cancer", "blood thinners": "heart condition",
}  # fmt: skip
"""A treatment that names the condition it treats ("I take insulin" → diabetes)."""
_ONE_TIME: Final = w.words("once tried try should might may maybe if forgot ever never")


def treated_by(clause: Clause, index: int, start: int) -> Found:
    """The condition a treatment of one's own names ("I'm on insulin", "I use an inhaler"),
    or the condition said after it ("an inhaler for my asthma", "meds for my ADHD")."""
    before = {t.lower() for t in clause.tokens[:start]}
    if before & _ONE_TIME or not before & _OWN_USE:
        return []
    tokens = clause.tokens
    at = index + 1 if tokens[index : index + 1] == ("for",) else index
    if tokens[at - 1 : at] == ("for",) and [t.lower() for t in tokens[at : at + 1]] == ["my"]:
        found = en_read.condition(clause, at + 1, at)
        if found:
            return found[:1]  # "an inhaler for my asthma", "meds for my ADHD"
    said = " ".join(t.lower() for t in tokens[start:index])
    treats = next((TREATMENTS[k] for k in TREATMENTS if said.endswith(k)), "")
    return [(treats, index)] if treats else []


_OWN_USE: Final = w.words("take takes taking on use uses using need needs inject injecting my")


_HURT: Final = {
    "tore": "torn", "torn": "torn", "broke": "broken", "broken": "broken", "sprained": "sprained",
    "fractured": "fractured", "dislocated": "dislocated", "injured": "injured", "hurt": "injured",
    "pulled": "pulled", "ruptured": "ruptured", "herniated": "herniated", "slipped": "slipped",
    "busted": "injured", "wrecked": "injured", "strained": "strained",
}  # fmt: skip
"""What was done to a body part, said as the state it left ("tore my ACL" → torn ACL)."""
_LONG_AGO: Final = re.compile(
    r"\b(?:when i was|when i|as a (?:kid|child|teen|teenager)|years ago|back in|in (?:19|20)\d\d"
    r"|last (?:season|year|summer|winter|spring|fall|autumn)|it|that|this"
    r"|growing up|in (?:high school|college|school|uni)|once|twice|healed|fully recovered"
    r"|used to)\b"
)
"""What dates an injury long ago or says it healed ("when I was 7"): no condition now."""


def injury(clause: Clause, index: int, start: int) -> Found:
    """An injury that still holds ("I tore my ACL skiing" → torn ACL): a body part after a
    verb of hurt, unless dated long ago or healed ("when I was 7")."""
    tokens = clause.tokens
    verb = tokens[index - 2].lower() if index >= 2 else ""
    if verb not in _HURT or _LONG_AGO.search(clause.low):
        return []
    if verb == "hurt" and not _hurt_by_me([t.lower() for t in tokens[: index - 2]]):
        return []  # "white backgrounds hurt my eyes": what hurts them, no injury
    for size in (2, 1):
        words = [t.lower() for t in tokens[index : index + size]]
        if len(words) == size and words[-1] in en_read.BODY_PARTS and words[-1] != "heart":
            part = " ".join(tokens[index : index + size])
            shown = part.upper() if words[-1] in _ACRONYMS else part
            return [(f"{_HURT[verb]} {shown}", index + size)]
    return []


_ACRONYMS: Final = w.words("acl mcl")
_HURT_ADVERBS: Final = w.words("just badly really again also recently finally seriously kinda")


def _hurt_by_me(before: list[str]) -> bool:
    """True when the words before "hurt" leave the user as the one hurt ("I hurt my back",
    "just hurt my knee"); another doer ("screens really hurt my eyes") is what hurts."""
    words = [word for word in before if word not in _HURT_ADVERBS]
    return not words or words[-1] in ("i", "i've", "ive", "we", "and", "so", "but", "then")


READERS: Final = {
    "injury": injury,
    "treated_by": treated_by,
    "diet_here": diet_here,
    "sober_for": sober_for,
    "food_named": food_named,
    "pescatarian": pescatarian,
    "diet_alone": diet_alone,
    "condition_here": condition_here,
    "allergy_of_kind": allergy_of_kind,
    "allergy_named_before": allergy_named_before,
    "reaction_before": reaction_before,
    "allergens": allergens,
    "diet_word": diet_word,
    "event_condition": event_condition,
    "named_diet": named_diet,
    "fasting": fasting,
    "food_given_up": food_given_up,
    "diet_said": diet_said,
    "own_condition": own_condition,
}
"""The readers of this module, by the name the frames use."""
