"""The object readers the English frames name: each turns what follows a predicate (or,
for `before*` readers, what precedes it) into fills of the frame's slot.

A reader gets the clause, the token index where the predicate ends and where it starts,
and returns (value, end) pairs: several for a list ("two cats, Pickle and Mango").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_objects as o
from memstream.processors.grammar import en_people, en_work, taste_idioms
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.tokens import (
    Clause,
    Found,
    ObjectReader,
    capitalized,
    is_word,
    join,
    skip_fillers,
)

_LIST_JOIN: Final = w.words(", and or & / plus")
_DIETS: Final[dict[str, str]] = {
    "vegan": "vegan", "vegetarian": "vegetarian", "veggie": "vegetarian",
    "pescatarian": "pescatarian", "pescetarian": "pescatarian", "keto": "keto",
    "halal": "halal", "kosher": "kosher", "gluten-free": "gluten-free",
    "dairy-free": "dairy-free", "low-carb": "low-carb", "low-fodmap": "low-FODMAP",
    "paleo": "paleo", "plant-based": "vegan", "lactose-free": "lactose-free",
    "sugar-free": "sugar-free", "carnivore": "carnivore", "whole30": "whole30",
    "low-sodium": "low-sodium", "low-salt": "low-salt", "low-fat": "low-fat",
    "high-protein": "high-protein", "mediterranean": "Mediterranean", "raw": "raw food",
    "meat-free": "vegetarian", "meatless": "vegetarian", "alcohol-free": "no alcohol",
    "wheat-free": "gluten-free", "carb-free": "low-carb", "no-carb": "low-carb",
}  # fmt: skip
CONDITIONS: Final = w.words(
    """diabetes asthma adhd add autism hypertension arthritis epilepsy anxiety depression
    migraines migraine insomnia ibs celiac coeliac hypothyroidism hyperthyroidism apnea
    scoliosis psoriasis eczema endometriosis pcos lupus crohn's dyslexia ptsd ocd
    bipolar tinnitus vertigo gout glaucoma fibromyalgia sciatica cancer anemia anaemia
    osteoporosis copd fatigue murmur arrhythmia narcolepsy dementia parkinson's alzheimer's hiv
    hepatitis acne rosacea shingles hayfever ms cfs raynaud's hashimoto's huntington's
    addison's meniere's ménière's tourette's asperger's graves' cushing's sjogren's sjögren's
    gerd ibd pmdd tmj lyme neuropathy retinopathy cardiomyopathy anorexia bulimia
    schizophrenia hemophilia haemophilia dysautonomia dyspraxia dyscalculia misophonia
    hypoglycemia hypoglycaemia prediabetes long-covid afib a-fib emphysema
    hypermobility endometriosis adenomyosis sleep-apnea keratoconus colitis diverticulitis
    angina alopecia vitiligo lymphoma melanoma myeloma sarcoma carcinoma glioma leukemia
    leukaemia scleroderma gastroparesis hypothyroid hyperthyroid astigmatism myopia
    thalassemia thalassaemia lymphedema lymphoedema stammer stutter dysphagia"""
)
_CONDITION_HEADS: Final = w.words(
    """pressure condition intolerance covid cholesterol injury deficiency apnoea apnea
    fracture sprain tear concussion infection surgery tumor tumour cyst hernia stones
    reflux impairment loss attacks fibrillation trait palsy failure degeneration dystrophy
    prolapse insufficiency defect"""
)
"""Heads of a health phrase ("high blood pressure", "a heart condition", "long covid")."""
_CONDITION_ENDS: Final = (
    "itis", "disease", "syndrome", "disorder", "osis", "emia", "aemia", "algia",
)  # fmt: skip
_BODY_PARTS: Final = w.words(
    """back knee knees hip hips shoulder shoulders ankle ankles wrist wrists neck heart lungs
    stomach gut eyes eye ears ear hearing eyesight vision acl mcl meniscus ligament hamstring
    achilles elbow elbows foot feet jaw spine disc rotator"""
)
_BAD: Final = w.words(
    "bad weak dodgy trick injured broken torn sore busted damaged poor herniated slipped bulging"
    " ruptured"
)
"""A body part said to be bad is a condition ("a bad back", "a dodgy knee", "a torn ACL")."""
_CONDITION_LEAD: Final = w.words(
    "had been got developed diagnosed a an chronic dealing struggling living suffering battling"
    " with from"
)
BAD: Final = _BAD
BODY_PARTS: Final = _BODY_PARTS
CONDITION_ENDS: Final = _CONDITION_ENDS
CONDITION_ADJ: Final[dict[str, str]] = {
    "pre-diabetic": "prediabetes", "prediabetic": "prediabetes",
    "diabetic": "diabetes", "asthmatic": "asthma", "deaf": "deaf", "blind": "blind",
    "pregnant": "pregnant", "celiac": "celiac disease", "coeliac": "celiac disease",
    "colorblind": "color blindness", "colourblind": "color blindness",
    "epileptic": "epilepsy", "autistic": "autism", "dyslexic": "dyslexia",
    "anemic": "anemia", "anaemic": "anemia", "hard of hearing": "hard of hearing",
    "bipolar": "bipolar disorder",
}  # fmt: skip
"""A condition said as an adjective of the user ("I'm diabetic", "I'm anaemic")."""


def _one(found: tuple[str, int] | None) -> Found:
    return [] if found is None else [found]


def _list(clause: Clause, index: int, reader: Callable[..., tuple[str, int] | None]) -> Found:
    """Objects joined by commas and "and" ("SQL, Python and Go")."""
    found: Found = []
    tokens = clause.tokens
    while index < len(tokens):
        item = reader(tokens, index)
        if item is None or (found and _clause_like(item[0])):
            break
        found.append(item)
        index = joined = item[1]
        while index < len(tokens) and tokens[index].lower() in _LIST_JOIN:
            index += 1
        if index == joined or _own_predicate(tokens, index):
            break  # "Kubernetes| last year": no join; "gardening| and hates mornings": a clause
    return found


_PREDICATES: Final = w.words(
    """hate hates love loves like likes enjoy enjoys adore adores dislike dislikes prefer
    prefers detest detests despise despises can't cannot don't doesn't never am is are 'm 's
    was have has also really absolutely totally kinda he she they i we he's she's"""
)
"""Words that open a predicate of its own: after "and" a new clause, not a list item."""


def _own_predicate(tokens: tuple[str, ...], index: int) -> bool:
    """True when the words after a join open a predicate ("and hates mornings", "and he's")."""
    return index < len(tokens) and tokens[index].lower() in _PREDICATES


def _clause_like(text: str) -> bool:
    """True for a phrase that reads as a clause or a new judgement, not a list item ("mild is
    my limit", "decent at Python")."""
    words = set(text.lower().split())
    clause = {"is", "are", "was", "i", "it", "my", "we", "you", "'s", "at", "with"}
    judged = {"decent", "hopeless", "bad", "terrible", "awful", "good", "great", "ok"}
    return bool(words & (clause | judged))


def things(clause: Clause, index: int, start: int) -> Found:
    """Short phrases, listed: "peanuts and shellfish", "Kubernetes and Terraform"."""
    found = _list(clause, index, lambda t, i: o.thing(t, i, 4))
    if any(_not_allergen(f[0].lower().split()[-1]) for f in found):
        return []  # "allergic to Mondays and small talk": a joke, the whole list goes
    found = [f for f in found if f[0].lower().split()[0] not in _NOT_ITEMS]  # ", even a bit"
    return [f for f in found if f[0].lower().split()[-1] not in _VAGUE and _not_language(f[0])]


_NOT_ITEMS: Final = w.words("even especially just not only also like mostly really very")


def _not_allergen(word: str) -> bool:
    """What no one is allergic to but in jest: Mondays, small talk, an activity ("running"),
    an abstraction ("commitment", "responsibility")."""
    if word in w.NOT_ALLERGENS:
        return True
    activity = word.endswith("ing") and word not in _ING_ALLERGENS
    return activity or word.endswith(("tion", "ity", "ness", "ment", "ism"))


_ING_ALLERGENS: Final = w.words(
    "bedding clothing dressing icing frosting seasoning stuffing pudding filling sting"
)


def skills(clause: Clause, index: int, start: int) -> Found:
    """Skills listed ("Kubernetes and Terraform", "spreadsheets"): as `things`, but "Mondays"
    or "meetings" are no joke here."""
    found = _list(clause, index, lambda t, i: o.thing(t, i, 4))
    found = [f for f in found if f[0].lower().split()[0] not in _NOT_ITEMS]
    found = [f for f in found if f[0].lower().split()[-1] not in _VAGUE_SKILLS]
    return [f for f in found if _not_language(f[0])]


_VAGUE_SKILLS: Final = w.words(
    "languages language stuff things lol lmao it that this them people myself yourself"
)


def _not_language(text: str) -> bool:
    return text.lower() not in w.LANGUAGES


_VAGUE: Final = w.NOT_ALLERGENS | w.words("languages language stuff things lol lmao")


def taste(clause: Clause, index: int, start: int) -> Found:
    """What is liked or disliked; a pronoun ("it", "that") names nothing; a list goes on past
    a comma only when it ends with "and" ("hiking, chess and jazz"); intensifiers go."""
    found = _list(clause, index, lambda t, i: o.thing(t, i, 5))
    if len(found) > 1 and " and " not in clause.low and " or " not in clause.low:
        found = found[:1]
    found = [(_SERVING.sub("", _INTENSIFIERS.sub("", f[0])).strip(" ,"), f[1]) for f in found]
    found = [(f[0].removeprefix("me some ").removeprefix("me a "), f[1]) for f in found]
    found = [(_without_when(f[0]), f[1]) for f in found]
    return [f for f in found if f[0] and not _addressed(f[0]) and not _headless(f[0])]


def _without_when(value: str) -> str:
    """The liked thing without the recurring time said after it; an activity keeps it."""
    if not value or _doing(value.split()[0]):
        return value
    return _WHEN_DONE.sub("", value) or value


_WHEN_DONE: Final = re.compile(
    r"(?<=\S)\s+(?:on|at|in|every|each|during)\s+(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur"
    r"|sun)days?|weekends?|weekdays?|mornings?|evenings?|nights?|afternoons?)"
    r"(?:\s+(?:mornings?|evenings?|nights?|afternoons?))?$",
    re.IGNORECASE,
)
"""A time the taste recurs at, after its thing ("menudo on Sunday mornings" → "menudo"); an
activity keeps it ("driving at night" is its own dislike)."""


_PREPOSITIONS: Final = w.words("by of with for from about at in on into than")


def _headless(value: str) -> bool:
    """ "I loved [a title left out] by Amy Ellis Nutt": a phrase that starts with a preposition
    lost the thing it was about."""
    return value.split()[0].lower() in _PREPOSITIONS


def _addressed(value: str) -> bool:
    """A liked "thing" that is the person spoken to or a function word ("your ideas", "having
    you around", "to"): a compliment or a fragment, not a lasting taste."""
    said = value.lower().split()
    if said == ["to"]:
        return True  # "Yeah, I love to."
    if said[-1] in _PREPOSITIONS and len(said) > 1 and said[-2] in _QUANTIFIERS:
        return True  # "having some of| these little ones": how much, not what
    if said[-1] in _DEICTIC | _QUANTIFIERS or "them" in said or "it" in said:
        return True  # "having them around", "making this": whom or what is not said
    return said[0] in _DEICTIC | _OTHERS_OWN or bool(set(said) & _SPOKEN_TO)


_OTHERS_OWN: Final = w.words("his her their")
_QUANTIFIERS: Final = w.words("some any all both")
"""A liked "having some": how much, with what is liked left out."""
"""A liked "his skills", "their work": praise of someone, not a taste of a kind of thing."""


_SPOKEN_TO: Final = w.words("you your yours yourself")


def reaction(said: list[str], rest: Clause) -> bool:
    """ "Love the necklace!", "Loving the colours", "Enjoy your day!": a clause with no subject
    (`said`: its words before the predicate) that reacts to something present (a definite or
    possessed object) or wishes the other well (an imperative "enjoy") says nothing lasting
    about the speaker."""
    tokens = rest.tokens
    if len(tokens) < 2 or set(said) & (w.FIRST_PERSON | _SUBJECTS):
        return False
    verb = tokens[0].lower()
    then = (
        tokens[2].lower() if tokens[1].lower() == "all" and len(tokens) > 2 else tokens[1].lower()
    )
    if verb in ("enjoy", "like"):
        return True  # "Enjoy your day!"; "Like in sports, ...": a wish, a comparison
    return verb in ("love", "loving", "enjoying") and then in _PRESENT_THINGS


_SUBJECTS: Final = w.words("he she they you it")
_PRESENT_THINGS: Final = w.words("the this that these those your his her their its")


_SERVING: Final = __import__("re").compile(
    r"^(?:(?:good|nice|cold|hot|big|little|decent|proper|fresh|warm) )?"
    r"(?:glass|cup|mug|bowl|pint|can|bottle|slice|plate|scoop)s? of ",
    __import__("re").IGNORECASE,
)
"""A serving is not what is liked: "a glass of red wine" is red wine."""


_INTENSIFIERS: Final = __import__("re").compile(
    r"(?:,?\s+(?:at all|very much|so much|a lot|anymore|any more|these days|too|as well|either"
    r"|honestly|really|though|for now|lately))+$",
    __import__("re").IGNORECASE,
)


def taste_into(clause: Clause, index: int, start: int) -> Found:
    """ "I got into bouldering": a pastime, not trouble, a school or a car."""
    tokens = clause.tokens
    if index >= len(tokens) or capitalized(tokens[index]):
        return []  # "got into Stanford": admitted
    if tokens[index].lower() in _NOT_INTO:
        return []
    return taste(clause, index, start)


_NOT_INTO: Final = w.words(
    """trouble debt debts school college university uni med grad law medical a an the my his
    her their it that this bed fights fight arguments an argument shape character office"""
)


def taste_prefer(clause: Clause, index: int, start: int) -> Found:
    """ "I prefer X": the whole object, commas included ("a short, bulleted summary")."""
    tokens = clause.tokens
    end = index
    while end < len(tokens) and tokens[end].lower() not in _PREFER_STOP and end - index < 10:
        end += 1
    words = tokens[index:end]
    if not words or words[0].lower() in _DEICTIC or end - index >= 10:
        return []
    if "than" in (t.lower() for t in words):
        return []  # "I'd rather skim a long answer than miss ...": a comparison, not a like
    lowered = [t.lower() for t in words]
    if "over" in lowered and lowered.index("over") > 0:
        words = words[: lowered.index("over")]  # "I prefer tea over coffee": tea
    return [(_INTENSIFIERS.sub("", join(words)).strip(" ,"), end)]


_PREFER_STOP: Final = w.words(
    """because since so when if unless whenever although though . ; ! ? — –"""
)


def taste_rather(clause: Clause, index: int, start: int) -> Found:
    """ "I'd rather X"; not "I'd rather just skip it" (an act on a thing said before) nor an
    ordeal in hyperbole ("Cilantro? I'd rather drink diesel": no like of diesel)."""
    found = taste_prefer(clause, index, start)
    if found and taste_idioms.ordeal(found[0][0]):
        return []
    return [] if found and found[0][0].lower().split()[-1] in _DEICTIC else found


def native_languages(clause: Clause, index: int, start: int) -> Found:
    """ "my native language is Polish"."""
    return languages(clause, index, start)


_DEICTIC: Final = w.words(
    "it that this these those them you him her what how when one something anything everything"
)
_NOT_ABILITIES: Final = w.words("not be have get see do make go tell give help ask use try")


def before(clause: Clause, index: int, start: int) -> Found:
    """The phrase(s) before the predicate ("Jazz is my thing", "SQL and Go are my bread and
    butter")."""
    words = [t for t in clause.tokens[:start] if is_word(t)]
    while words and words[0].lower() in w.LEAD_INS | w.FIRST_PERSON | {"the", "a", "an"}:
        words.pop(0)
    if not 1 <= len(words) <= 6:
        return []
    parts = " ".join(words).replace(" and ", " , ").split(" , ")
    return [
        (part.strip(), index) for part in parts if 0 < len(part.split()) <= 4 and not _person(part)
    ]


def _person(phrase: str) -> bool:
    """True for a person ("my boss", "Mom", "my roommate"): "my boss is the worst" is a
    complaint about someone, not a taste for a kind of thing."""
    said = phrase.lower().split()
    owned = said[0] in ("my", "our", "his", "her", "their") and len(said) == 2
    head = said[-1]
    if not (owned or len(said) == 1):
        return False
    return head in w.RELATIONS or head in w.PEOPLE_ROLES or head in w.PEOPLE_WORDS


def place(clause: Clause, index: int, start: int) -> Found:
    """A place."""
    return _one(o.place(clause.tokens, index))


def place_before(clause: Clause, index: int, start: int) -> Found:
    """ "..., Brighton is just where I work": the capitalised place right before the verb."""
    words = list(clause.tokens[:start])
    end = len(words)
    begin = end
    while begin > 0 and end - begin < 3 and capitalized(words[begin - 1]):
        begin -= 1
    if begin == end or words[begin] == "I":
        return []
    return [(join(words[begin:end]), index)]


def loose_place(clause: Clause, index: int, start: int) -> Found:
    """A place, possibly after a short description ("a village near Cork")."""
    return _one(o.loose_place(clause.tokens, index))


def place_strict(clause: Clause, index: int, start: int) -> Found:
    """A known place, or a capitalised span that ends the clause or precedes a comma; not a
    stay ("in Singapore for a conference", "next week")."""
    found = o.place(clause.tokens, index)
    if found is None or STAY.search(clause.low):
        return []
    known = found[0].lower().removeprefix("the ") in w.PLACES
    ends = found[1] >= len(clause.tokens) or clause.tokens[found[1]] in (",", ".", "—", "-")
    plain = " " not in found[0] and found[0].lower() not in _FIELD_ACRONYMS  # "in HR"
    return [found] if known or (ends and plain) else []


def place_now(clause: Clause, index: int, start: int) -> Found:
    """A place followed by a change word ("in Hamburg now")."""
    found = o.place(clause.tokens, index)
    if found is None or found[1] >= len(clause.tokens):
        return []
    return [found] if clause.tokens[found[1]].lower() in ("now", "since") else []


def office_place(clause: Clause, index: int, start: int) -> Found:
    """The place of an office ("the Singapore office", "Ubisoft's Quebec City studio")."""
    tokens = clause.tokens
    if index + 1 < len(tokens) and tokens[index + 1] == "'s" and capitalized(tokens[index]):
        index += 2  # "<Org>'s Quebec City studio"
    found = o.place(clause.tokens, index)
    if found is None or found[1] >= len(clause.tokens):
        return []
    follows = clause.tokens[found[1]].lower()
    return [found] if follows in _SITES else []


def org(clause: Clause, index: int, start: int) -> Found:
    """An organisation that is not a known place."""
    found = o.org(clause.tokens, index)
    if found is None or found[0].lower() in w.PLACES or found[0].lower() in w.LANGUAGES:
        return []
    if found[1] < len(clause.tokens) and clause.tokens[found[1]].lower() in _SITES:
        return []  # "at the Mountain View campus": a place of work, not the employer
    return [found]


_SITES: Final = w.words("office campus site branch hq headquarters hub studio plant factory")


def role(clause: Clause, index: int, start: int) -> Found:
    """A role noun phrase, right after the subject ("I'm (just) a bartender", "as of this month
    I'm a senior lecturer")."""
    if start > 0 and not _after_a_time(clause.tokens[:start]):
        return []
    at = skip_fillers(clause.tokens, index)
    if at < len(clause.tokens) and clause.tokens[at].lower() in _EACH:
        found = o.role(clause.tokens, at + 1)  # "my sisters are both doctors": each a doctor
        return [(_one_of(found[0]), found[1])] if found else []
    return _one(o.role(clause.tokens, at))


_EACH: Final = w.words("both all")


def _one_of(role: str) -> str:
    """ "doctors" → "doctor": the role of each of several people."""
    *lead, head = role.split()
    single = head[:-1] if head.endswith("s") and head[:-1] in w.ROLE_HEADS else head
    return " ".join([*lead, single])


def _after_a_time(before: tuple[str, ...]) -> bool:
    """ "as of this month I'm": the subject after a time phrase only (not "say I'm ...")."""
    if not before or before[-1].lower() not in w.FIRST_PERSON:
        return False
    return all(t.lower() in _TIME_LEAD or t.isdigit() or not is_word(t) for t in before[:-1])


_TIME_LEAD: Final = (
    w.LEAD_INS
    | w.FILLERS
    | w.words(
        """as of this last since from starting today now week month year quarter term semester
    spring summer autumn fall winter january february march april may june july august
    september october november december monday tuesday wednesday thursday friday saturday
    sunday the start end beginning"""
    )
)


def role_after(clause: Clause, index: int, start: int) -> Found:
    """A role in apposition to the user ("I'm Farida, a midwife"; "me: Kwame, 34, civil
    engineer at Arup"), not to someone else ("Haruto, the exchange student")."""
    said = {t.lower() for t in clause.tokens[:start]}
    if not said & {"i", "am", "me", "myself"}:
        return []
    return _one(o.role(clause.tokens, skip_fillers(clause.tokens, index)))


def field(clause: Clause, index: int, start: int) -> Found:
    """ "I work in cybersecurity (for ...)", "I work in HR": the field one works in, one or two
    lower-case words (or an acronym) that end the clause or precede for/at/with/and."""
    tokens = clause.tokens
    end = index
    while end < len(tokens) and end - index < 2 and tokens[end].lower() not in _FIELD_END:
        end += 1
    words = tokens[index:end]
    follows = tokens[end].lower() if end < len(tokens) else "."
    if not words or follows not in _FIELD_END or any(not t.isalpha() for t in words):
        return []
    if words[0].lower() in _NOT_FIELDS or any(t[0].isupper() and not t.isupper() for t in words):
        return []  # "in shifts", "in a bakery", "in Leeds", "in central London"
    if words[0].isupper() and words[0].lower() not in _FIELD_ACRONYMS:
        return []  # "in NYC": a place
    return [(join(words), end)]


_FIELD_ACRONYMS: Final = w.words("hr it qa pr ux ui ml ai ops devops seo sre bi cx")
_FIELD_END: Final = w.words(", . ! ; — – for at with and but so now these since , as")
_NOT_FIELDS: Final = w.words(
    """a an the my our your this that these those it them shifts bursts silence sprints
    teams pairs person pyjamas pajamas bed peace short long small big my home remote
    remotely office offices"""
)


def role_after_as(clause: Clause, index: int, start: int) -> Found:
    """ "I work at Siemens as a test engineer", "As a nurse, I ...": the role after "as a"."""
    return _one(o.role(clause.tokens, index))


def role_working_as(clause: Clause, index: int, start: int) -> Found:
    """ "working as a piano mover with Kowalski Removals": the role after "work as", a known one
    or a trade said as an agent noun ("mover", "groomer") of up to three words."""
    known = _one(o.role(clause.tokens, index))
    if known:
        return known
    tokens = clause.tokens
    begin = index + (index < len(tokens) and tokens[index].lower() in ("a", "an"))
    end = begin
    while end < len(tokens) and end - begin < 3 and tokens[end].isalpha() and tokens[end].islower():
        if tokens[end] in _AFTER_TRADE:
            break
        end += 1
    last = tokens[end - 1] if end > begin else ""
    agent = last.endswith(("er", "or")) and len(last) >= 5 and last not in _NOT_TRADES
    return [(join(tokens[begin:end]), end)] if agent else []


_AFTER_TRADE: Final = w.words("with at for in on from and or but so to of")
_NOT_TRADES: Final = w.words(
    """teenager beginner foreigner member partner customer user favor favour other either
    neither whether together however"""
)
"""Agent-shaped words that name no trade ("as a teenager", "as a member")."""


def role_after_work_as(clause: Clause, index: int, start: int) -> Found:
    """ "I work at Rakuten as designer", "working at Persistent as QA lead", "I'm at Acme as
    head of sales": the role after a bare "as" that follows where one works."""
    before = " ".join(clause.tokens[:start]).lower()
    return _one(o.role(clause.tokens, index)) if _AT_WORK.search(before) else []


_AT_WORK: Final = re.compile(
    r"\b(?:work(?:s|ed|ing)?|employed|hired|(?:i|we) (?:am|'m|are|'re)|i'm|we're|started|joined"
    r"|interning|intern) (?:at|for|with|by) (?:the )?\S+(?: \S+){0,3}$"
)


def retired(clause: Clause, index: int, start: int) -> Found:
    """ "I'm retired", "I retired from the force in January": the user is retired (not "I
    retired my old laptop")."""
    follows = clause.tokens[index].lower() if index < len(clause.tokens) else "."
    return [("retired", index)] if follows in _RETIRED_NEXT or not is_word(follows) else []


_RETIRED_NEXT: Final = w.words(
    """now from in last this early at after since and but so to two three four five ten a
    an last year years"""
)


def before_role(clause: Clause, index: int, start: int) -> Found:
    """ "Freelance illustrator here": a role before "here"."""
    return _one(o.role(clause.tokens, 0)) if start <= 5 else []


def before_name(clause: Clause, index: int, start: int) -> Found:
    """ "Olumide here": a name before "here" (nothing else in the clause)."""
    words = [t for t in clause.tokens[:start] if is_word(t)]
    if not 1 <= len(words) <= 2 or not all(capitalized(t) and w.name_like(t) for t in words):
        return []
    if words[0].lower() in w.NOT_NAMES | w.TIMEZONE_WORDS or words[0] in w.TIMEZONE_ABBREVIATIONS:
        return []
    if " ".join(words).lower() in w.PLACES:
        return []  # "London here": where one is, not who
    if words[0].lower() in CONDITIONS | SAID_OF_ONESELF:
        return []  # "Coeliac here", "Vegan here": what one has or keeps to, not who
    return [(" ".join(words), start)]


SAID_OF_ONESELF: Final = w.words(
    """vegan vegetarian veggie pescatarian diabetic asthmatic epileptic autistic dyslexic deaf
    blind teetotal sober keto halal kosher newbie beginner lurker"""
)
"""Words one says of oneself before "here" that name no one ("Diabetic here, ...")."""


def founder(clause: Clause, index: int, start: int) -> Found:
    """ "I co-founded a roastery called Bayt Roasters": a (co-)founder, when what was founded
    is a named organisation (not "I founded a book club")."""
    if start > 0 or o.org(clause.tokens, index) is None:
        return []
    verb = clause.tokens[index - 1].lower() if index > 0 else ""
    return [("co-founder" if verb.startswith("co") else "founder", index)]


def vehicle_driver(clause: Clause, index: int, start: int) -> Found:
    """ "drives a bus for the city" → "bus driver": a vehicle driven for a living (present
    tense: "I drove the bus today" is one day)."""
    tokens = clause.tokens
    if start > 0 or index >= len(tokens) or tokens[index].lower() not in _WORK_VEHICLES:
        return []
    return [(f"{tokens[index].lower()} driver", index + 1)]


_WORK_VEHICLES: Final = w.words("bus truck lorry taxi cab van forklift ambulance tram train")
_TAUGHT_END: Final = re.compile(r"\s+(?:for|at|in|to|from|on|with|near|since)\s", re.IGNORECASE)
"""Where what is taught ends: the place, the learners or the time after it (g50w)."""


def teaching(clause: Clause, index: int, start: int) -> Found:
    """ "I teach 7th grade math" → "7th grade math teacher"."""
    tokens = clause.tokens
    if index < len(tokens) and tokens[index].lower() in _DEICTIC | w.words("me us myself"):
        return []
    found = o.thing(clause.tokens, index, 4)
    if found is None or found[0].lower().split()[0] in ("at", "in", "for", "to"):
        return [("teacher", index)]
    taught = _TAUGHT_END.split(found[0])[0]  # "piano for a living", "ballet at a studio"
    return [(f"{taught} teacher", found[1])]


def name(clause: Clause, index: int, start: int) -> Found:
    """A name (capitalised; lower case when it ends the clause)."""
    return _one(o.name(clause.tokens, index) or o.lower_name(clause.tokens, index))


def fragment(clause: Clause, present: bool = False) -> list[tuple[str, str]]:
    """A sentence that is only a role or only a known place, perhaps with "now", "here",
    "since ..." ("Software architect.", "Pune.", "copenhagen since the summer"); `present`
    when a present-time opener stood before it ("Currently a barista")."""
    tokens = [t for t in clause.tokens if is_word(t)]
    rest_ok = w.words("now here since the summer spring winter autumn fall then too")
    opener = en_people.present_lead(tokens[:-1])  # g57e: "Currently a barista.", "At present a"
    found = o.role(tuple(tokens[opener:]), 0)
    said = _before_comma(clause.tokens)[opener:]  # "long-haul trucker, mostly the I-80": an aside
    if found is not None and all(t.lower() in rest_ok for t in said[found[1] :]):
        alone = (opener > 0 or present) and tokens[opener].lower() in ("a", "an")
        return [("role", found[0])] if len(found[0].split()) >= 2 or alone else []
    plain = found is not None and not set(found[0].lower().split()) & _NOT_IN_ROLE
    bare = bool(tokens) and tokens[0].lower() not in ("a", "an", "the")
    if found is not None and plain and bare and _at_work(clause.tokens, found[0]):
        return [("role", found[0])]  # "nurse in Leeds", "product manager over at Atlassian"
    lead = [t for t in tokens if t.lower() not in _DIET_LEAD]
    if lead and lead[0].lower() in _DIETS and all(t.lower() in rest_ok for t in lead[1:]):
        return [("diet", _DIETS[lead[0].lower()])]  # "so pescatarian now"
    zone = o.timezone(tuple(lead), 0) if lead and lead[0].isupper() else None
    if zone is not None and all(t.lower() in rest_ok for t in lead[zone[1] :]):
        return [("timezone", zone[0])]  # "..., so AEST"
    for size in (3, 2, 1):
        head = " ".join(tokens[:size]).lower()
        if head in w.INTERJECTIONS:
            continue  # "Nice!", "Oh man": an exclamation, not a place
        if head in w.PLACES and all(t.lower() in rest_ok for t in tokens[size:]):
            return [("home_location", " ".join(t.capitalize() for t in tokens[:size]))]
    return []


def _before_comma(tokens: tuple[str, ...]) -> list[str]:
    """The words of a clause before its first comma."""
    cut = tokens.index(",") if "," in tokens else len(tokens)
    return [t for t in tokens[:cut] if is_word(t)]


_NOT_IN_ROLE: Final = w.words("i am is are was me my you say if")


def _at_work(tokens: tuple[str, ...], role: str) -> bool:
    """True when a bare role is followed by where it is done and nothing else ("nurse in
    Leeds", "PM over at Acme"), up to a comma."""
    words = [t.lower() for t in tokens if t not in ("(", ")")]
    size = len(role.split())
    cut = words.index(",") if "," in words else len(words)
    words, cased = words[size:cut], tuple(t for t in tokens if t not in ("(", ")"))[size:cut]
    if words[:2] == ["over", "at"]:
        words, cased = words[1:], cased[1:]
    if not words or words[0] not in ("in", "at", "with"):
        return False
    reader = o.place if words[0] == "in" else o.org
    found = reader(cased, 1)
    end = found[1] if found is not None else o.unnamed_end(cased, 1) if words[0] == "at" else -1
    if 0 < end < len(words) and words[end] == "in" and words[0] != "in":
        place = o.place(cased, end + 1)  # "nurse manager at a clinic in Fresno"
        end = place[1] if place is not None else -1
    rest_ok = w.words("now here since then too currently")
    return end > 0 and all(t in rest_ok for t in words[end:])


_DIET_LEAD: Final = w.words("so mostly fully strictly basically pretty much more like")


def name_start(clause: Clause, index: int, start: int) -> Found:
    """ "name's Dmitri": only when the clause opens with it (not "her name's Comet")."""
    return name(clause, index, start) if start == 0 else []


def name_intro(clause: Clause, index: int, start: int) -> Found:
    """ "I'm Tom Becker(, an architect)": a capitalised name, not a nationality or a state."""
    tokens = clause.tokens
    if start > 0:
        return []
    found = o.name(tokens, index) or (o.lower_name(tokens, index) if start == 0 else None)
    if found is None or found[0].split()[0].lower() in w.LANGUAGES:
        return []
    if found[0].lower().endswith("-based"):
        return []  # "I'm Leeds-based": a home
    if found[0].lower() in w.PLACES or found[0].split()[-1].lower() in w.ROLE_HEADS:
        return []
    said = set(found[0].lower().split())
    if said & (CONDITIONS | CONDITION_ADJ.keys() | _DIETS.keys() | {"blind", "deaf"}):
        return []  # "I'm colour blind", "I'm vegan": a state, not a name
    if o.timezone(tokens, index) is not None and found[0].split()[0].isupper():
        return []  # "I'm UTC+2", "I'm PST": a time zone
    follows = tokens[found[1]].lower() if found[1] < len(tokens) else ","
    if follows == "now":  # "I'm Anna Weber now": a full name (not "I'm Canadian now")
        return [found] if len(found[0].split()) >= 2 else []
    if follows == "by":  # "I'm Tom by the way"
        return [found] if [t.lower() for t in tokens[found[1] + 1 : found[1] + 3]] == _WAY else []
    if follows == "from":  # g52i: "I'm Anna from Berlin", not "I'm Canadian from Toronto"
        return [] if said & (w.PEOPLES | w.NOT_NAMES | w.RELATIONS.keys() | _FAITHS) else [found]
    return [found] if follows in _AFTER_NAME else []


_FAITHS: Final = w.words(
    """sikh muslim christian jewish hindu buddhist catholic protestant mormon jain atheist
    agnostic orthodox quaker baptist methodist anglican lutheran pagan"""
)
"""A faith one is from, no name ("I'm Sikh from Punjab")."""
_AFTER_NAME: Final = w.words(", . ! — - and here ( ; btw lol haha hehe fyi fwiw tbh though :)")
"""What may follow a name the user introduces: the clause's end, or a remark that ends it."""
_WAY: Final = ["the", "way"]


def name_here(clause: Clause, index: int, start: int) -> Found:
    """ "it's Jonas here", "this is Jonas speaking", "it's Anna Weber now": "it's X" names
    the user only when a word of self-introduction follows the name (a greeting before it is
    read in `en`), never a lower-case word ("it's been tough") or a person in a photo."""
    tokens = clause.tokens
    found = o.name(tokens, index)
    follows = tokens[found[1]].lower() if found is not None and found[1] < len(tokens) else ""
    if found is None or follows not in _INTRODUCES:
        return []
    if follows == "now" and len(found[0].split()) < 2:
        return []  # "it's Python now": a full name changes, a single word need not be one
    return name_intro(Clause(tokens[: found[1]]), index, start)  # not a language, a state


_INTRODUCES: Final = w.words("here speaking again now")


def languages(clause: Clause, index: int, start: int) -> Found:
    """Languages listed after the predicate, unless said to the assistant ("speak Spanish to
    me", "talk English with me please": the reply language asked for, not one spoken)."""
    tokens = clause.tokens
    pairs = zip(tokens[index:], tokens[index + 1 :], strict=False)
    if start == 0 and any(pair in _TO_ME for pair in pairs):
        return []
    return [(name, index) for name in o.languages(tokens, index)]


_TO_ME: Final = {("to", "me"), ("with", "me"), ("for", "me")}


def languages_before(clause: Clause, index: int, start: int) -> Found:
    """ "Japanese is my mother tongue", "English is my second language"."""
    before = [t for t in clause.tokens[:start] if is_word(t)]
    return [(w.LANGUAGES[t.lower()], index) for t in before[-3:] if t.lower() in w.LANGUAGES]


def speaker_of(clause: Clause, index: int, start: int) -> Found:
    """ "I'm a Mandarin speaker", "Tongan and English speaker": the languages listed right
    before "speaker"."""
    found: list[str] = []
    for token in reversed(clause.tokens[:start]):
        word = token.lower()
        if word in w.LANGUAGES and word != "sign":
            found.insert(0, w.LANGUAGES[word])
        elif word not in _SPEAKER_LIST or not found:
            break
    return [(language, index) for language in found]


_SPEAKER_LIST: Final = w.words("and an & , /")
"""Words between the languages of one speaker ("Tongan and English speaker")."""


def language_is(clause: Clause, index: int, start: int) -> Found:
    """ "my Portuguese is decent": a language the user speaks."""
    tokens = clause.tokens
    if index + 1 >= len(tokens) or tokens[index].lower() not in w.LANGUAGES:
        return []
    verb = tokens[index + 1].lower()
    good = ("is", "'s")
    if (
        verb in good
        and index + 2 < len(tokens)
        and tokens[index + 2].lower() not in ("not", "gone")
    ):
        return [(w.LANGUAGES[tokens[index].lower()], index + 1)]
    return []


def before_timezone(clause: Clause, index: int, start: int) -> Found:
    """ "Mountain time here": a time zone that opens the clause, before "here"."""
    found = o.timezone(clause.tokens, 0) if start <= 3 else None
    return [found] if found is not None and found[1] == start else []


def zone_only(clause: Clause, index: int, start: int) -> Found:
    """ "I'm UTC+2", "I'm PST these days": a zone said by its code, right after "I am"."""
    found = o.timezone(clause.tokens, index)
    return [found] if found is not None and found[0].split()[0].isupper() else []


def timezone(clause: Clause, index: int, start: int) -> Found:
    """A time zone."""
    return _one(o.timezone(clause.tokens, index))


def known(clause: Clause, index: int, start: int) -> Found:
    """ "I know Rust well", "I picked up some basic Arduino": a capitalised skill."""
    tokens = clause.tokens
    while index < len(tokens) and tokens[index].lower() in _SKILL_LEAD:
        index += 1
    if index < len(tokens) and capitalized(tokens[index]):
        found = _list(clause, index, lambda t, i: o.org(t, i) if capitalized(t[i]) else None)
        found = [(part, end) for value, end in found for part in _AND.split(value)]
        return [f for f in found if _not_language(f[0]) and f[0].lower() not in w.EDITORS]
    return []


_AND: Final = __import__("re").compile(r"\s+(?:and|&)\s+")


_SKILL_LEAD: Final = w.words("some basic a bit of little lot lots mostly mainly decent")


def new_skill(clause: Clause, index: int, start: int) -> Found:
    """ "I've also gotten into glassblowing": a new skill or pastime (one to three words)."""
    found = known(clause, index, start)
    if found:
        return found
    item = o.thing(clause.tokens, index, 3)
    if item is None or item[0].split()[0].lower() in _DEICTIC | {"a", "an"}:
        return []
    if (
        clause.tokens[index].lower() in _PICKED_THINGS
        or set(item[0].lower().split()) & _NO_SKILL_NAMED
    ):
        return []  # "picked up a book", "picked up new skills": a thing, or no skill named
    if any(word.lower() in w.LANGUAGES for word in item[0].split()):
        return []  # "picked up decent Italian": a language, read by its own frame
    return [item]


def ability(clause: Clause, index: int, start: int) -> Found:
    """ "I can weld", "I can read sheet music and play piano": what the user can do."""
    found = o.thing(clause.tokens, index, 8)
    if found is None or found[0].split()[0].lower() in _NOT_ABILITIES or start > 0:
        return []
    said = found[0].lower().split()
    if said[0] not in w.SKILL_VERBS or (len(said) == 1 and said[0] not in w.SKILL_ALONE):
        return []  # "I can feel the calm", "I can handle anything": no skill learned
    if set(said) & _SPOKEN_TO:
        return []  # "I can drive you there": a favour offered
    if any(word.lower() in _DEICTIC or word.lower() in w.LANGUAGES for word in found[0].split()):
        return []  # "I can converse in Italian": a language, read apart
    return [(part.strip(), found[1]) for part in found[0].split(" and ")]


def instrument(clause: Clause, index: int, start: int) -> Found:
    """ "I play the cello", "I play piano and a bit of guitar": the instruments played."""
    tokens = clause.tokens
    found: Found = []
    for at in range(index, min(index + 8, len(tokens))):
        low = tokens[at].lower()
        if low in w.INSTRUMENTS:
            found.append((low, at + 1))
        elif low not in _LIST_JOIN | _INSTRUMENT_LEAD:
            break
    return found


_INSTRUMENT_LEAD: Final = w.words("the a an bit of some little electric acoustic classical jazz")


def tech(clause: Clause, index: int, start: int) -> Found:
    """Known languages and tools listed ("TypeScript", "Django and Postgres"): what one works
    in or uses is a skill only when it is a known technology, not "I use a standing desk"."""
    found: Found = []
    tokens = clause.tokens
    for at in range(index, min(index + 8, len(tokens))):
        low = tokens[at].lower()
        if low in w.TECH and low not in w.EDITORS:
            found.append((w.TECH[low], at + 1))
        elif low not in _LIST_JOIN | _TECH_LEAD:
            break
    return found


_TECH_LEAD: Final = w.words("mostly mainly mainly mostly a lot of lots some the plain modern")


def tech_before(clause: Clause, index: int, start: int) -> Found:
    """ "solid Python skills": the known technology right before "skills"."""
    word = clause.tokens[start - 1].lower() if start > 0 else ""
    return [(w.TECH[word], index)] if word in w.TECH else []


def done_for_years(clause: Clause, index: int, start: int) -> Found:
    """ "I've been doing sign painting for years": what one has done for a long time."""
    tokens = clause.tokens
    end = next((i for i in range(index, len(tokens)) if tokens[i].lower() in ("for", "since")), -1)
    rest = " ".join(tokens[end:]).lower() if end > index else ""
    if not _LONG_TIME.match(rest) or end - index > 5:
        return []
    words = [t for t in tokens[index:end] if is_word(t)]
    if not words or words[0].lower() in _DEICTIC | {"a", "an", "my", "the", "some", "nothing"}:
        return []
    if {t.lower() for t in words} & en_work.SHIFT_WORDS:
        return []  # "been doing night shifts for about three years": when one works, no skill
    return [(join(words), end)]


_LONG_TIME: Final = __import__("re").compile(
    r"^(?:for (?:(?:like|about|around|almost|nearly|over|more than|close to) )?"  # g57e: "like"
    r"(?:years|ages|decades|a decade|a long time|most of my life|over a decade|"
    r"(?:\w+|\d+) (?:years|yrs|decades))|since (?:i was|childhood|high school|school|college|uni))"
)


def things_for(clause: Clause, index: int, start: int) -> Found:
    """ "writing Go professionally for five years": a capitalised skill."""
    return known(clause, index, start)


_PICKED_THINGS: Final = w.words("a an the my his her their this that these those")
_NO_SKILL_NAMED: Final = w.words("skill skills thing things stuff hobby hobbies habit habits")


def skill_learned(clause: Clause, index: int, start: int) -> Found:
    """ "I picked up Kotlin", "learned Julia this semester"."""
    return known(clause, index, start)


def project(clause: Clause, index: int, start: int) -> Found:
    """What the user is building or working on ("a Discord bot that keeps track...")."""
    tokens = clause.tokens
    if index >= len(tokens) or tokens[index].lower() not in ("a", "an", "my", "our", "the"):
        return []
    found = _project_phrase(tokens, index)
    if found is None or found[0].lower().split()[0] in _NOT_PROJECTS:
        return []  # "leading a team of five": people, not a project
    return [found] if _a_project(clause, start, index, found[0]) else []


_LONG_THING: Final = 12
"""How many words a made thing's name may run to before it is no name but a clause."""
_CUT_BEFORE: Final = w.words("that which on in with for")
"""Where a made thing's name ends: what it is for or where ("converting a van into a camper" keeps
what it is turned into)."""
_NOT_PROJECTS: Final = w.words("team teams group squad department crew people staff weight life")
_IDIOM_OBJECTS: Final = w.words(
    """difference impact change living sense progress effort mistake mistakes point mess deal
    decision move switch team splash comeback fuss scene noise friends"""
)
"""What "make a ..." means as an idiom ("making a difference", "make a great team"), not a
thing made."""


def _a_project(clause: Clause, start: int, index: int, value: str) -> bool:
    """True for something the speaker makes: not another doer's ("you're making an impact"),
    not an idiom of "make" ("making a difference", "make a switch"; "leading the switch to
    Kotlin" is a project)."""
    head = [word.strip(",.!&") for word in value.lower().split()[:4]]
    made = {t.lower() for t in clause.tokens[start:index]} & _MAKE
    return own_predicate(clause, start) and not (made and set(head) & _IDIOM_OBJECTS)


_MAKE: Final = w.words("make makes made making")
_DONE_ONCE: Final = w.words("made hosted")


def _project_phrase(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """The thing made, cut before a relative clause or a preposition of what it is for; a long
    name of a made thing read whole ("a field guide to the lichens of the Olympic Peninsula",
    "a little cookbook of my grandmother's recipes| for the family")."""
    found = o.thing(tokens, index, 7) or o.thing(tokens, index, _LONG_THING)
    if found is None:
        return None
    words = found[0].split()
    for cut, word in enumerate(words):
        relative = word.lower() in ("that", "which", "who") and cut >= 1  # "an app| that ..."
        if relative or (word.lower() in _CUT_BEFORE and cut >= 2):
            if word.lower() in ("for", "on") and en_work.audience(words[cut + 1 : cut + 2]):
                continue  # "an app for dog walkers", "a newsletter on climate tech"
            return " ".join(words[:cut]), found[1]
    return found


def project_noun(clause: Clause, index: int, start: int) -> Found:
    """ "I make a podcast about ...", "started a newsletter about ..."; "I made a cake" or
    "we hosted a dinner" is one thing done, not a project."""
    if {t.lower() for t in clause.tokens[start:index]} & _DONE_ONCE:
        return []
    found = _one(o.thing(clause.tokens, index, 7))
    return [f for f in found if _a_project(clause, start, index, f[0])]


def project_media(clause: Clause, index: int, start: int) -> Found:
    """ "I run a podcast about history", "we host a book club": what one runs that is made or
    published (not "I run a bakery", a business)."""
    found = _project_phrase(clause.tokens, index)
    if found is None:
        return []
    heads = [word for word in found[0].lower().split() if word.rstrip("s") in _MEDIA]
    return [found] if heads else []


_MEDIA: Final = w.words(
    """podcast blog channel newsletter vlog zine subreddit server club meetup website site
    shop store stall webcomic"""
)


def goal(clause: Clause, index: int, start: int) -> Found:
    """A goal phrase ("to run a marathon", "getting my PMP certification"), without when."""
    tokens = clause.tokens
    if not own_predicate(clause, start):
        return []
    if index < len(tokens) and tokens[index].lower() == "to":
        index += 1
    end = index
    while end < len(tokens) and not _goal_stops(tokens, end) and end - index < 8:
        end += 1
    if end < len(tokens) and not _goal_stops(tokens, end):
        end += 1  # the phrase runs on: `thing` cuts it at a preposition, never mid-phrase
    found = _one(o.thing(tokens[:end], index, 8))
    return [f for f in found if f[0].lower() not in _LIGHT_VERBS]


_GOAL_STOP: Final = w.words(
    """before by until when within because so in , . ! ? ; — – and is are was were"""
)
_LIGHT_VERBS: Final = w.words("do make get have take give go see find try visit be help") | {
    "figure out",
    "find out",
    "work out",
}
"""A goal that is only one of these verbs ("what we're trying to do", "trying to figure out
who ...") names nothing."""
_PERIODS: Final = w.words(
    """week weekend month year summer winter spring autumn fall semester term quarter time
    morning evening season monday tuesday wednesday thursday friday saturday sunday"""
)


def _goal_stops(tokens: tuple[str, ...], at: int) -> bool:
    """True where a goal phrase ends: a stop word, or "this"/"next" before a period of time
    ("this year"), never a demonstrative inside the phrase ("make this studio work")."""
    low = tokens[at].lower()
    if low in ("this", "next"):
        return at + 1 < len(tokens) and tokens[at + 1].lower() in _PERIODS
    return low in _GOAL_STOP


_AUX: Final = w.FILLERS | w.words(
    """am is are was were be been being have has had 'm 're 's 've 'd 'll will would do does
    did so more most very even also really still always desperately not"""
)
_OTHER_DOERS: Final = w.words(
    """you your they them 'em em he she him her it its who which that people everyone
    someone kids everybody somebody their his"""
)


def own_predicate(clause: Clause, start: int) -> bool:
    """True when the predicate at `start` is the speaker's: nothing but auxiliaries and
    fillers stand before it, or the user ("made me want to"); not another doer's ("make 'em
    wanna come back", "you're making an impact") nor a gerund subject's ("working to fix
    it is hard")."""
    before = [t.lower() for t in clause.tokens[:start] if is_word(t)]
    while before and before[-1] in _AUX:
        before.pop()
    if not before:
        return True
    if before[-1] in w.FIRST_PERSON:
        return True
    if before[-1] in _OTHER_DOERS:
        return False
    return not (before[0].endswith("ing") and len(before[0]) > 4)


STAY: Final = __import__("re").compile(  # a stay somewhere, not where one lives or works
    r"\b(?:for a|for the|this week|next week|on vacation|on holiday|on a trip|visiting|until"
    r"|for work|for a conference|for the weekend)\b"
)


def favourite_is(clause: Clause, index: int, start: int) -> Found:
    """ "my favourite food is ramen", "my favorite band is Blur"."""
    tokens = clause.tokens
    for at in range(index, min(index + 4, len(tokens))):
        if tokens[at].lower() in ("is", "'s", "are"):
            return taste(clause, at + 1, start)
    return []


def goal_is(clause: Clause, index: int, start: int) -> Found:
    """ "my goal (for) this year is to X", "one of my goals is X"."""
    tokens = clause.tokens
    for at in range(index, min(index + 5, len(tokens))):
        if tokens[at].lower() in ("is", "'s", "are"):
            return goal(clause, at + 1, start)
    return []


def fan_of(clause: Clause, index: int, start: int) -> Found:
    """ "I'm a massive Marvel fan": what the user is a fan of."""
    tokens = clause.tokens
    for at in range(index, min(index + 6, len(tokens))):
        if tokens[at] in _FAN_NOUNS:  # lower case: "a nurse at Guy's" names a place
            words = [t for t in tokens[index:at] if t.lower() not in _FAN_ADJECTIVES]
            if {t.lower() for t in words} & _CUT_WORDS:
                return []  # "a nurse at ... guy": a phrase, not a fandom
            if words and (words[-1].lower() in _NOT_FANDOMS or "-a-" in words[-1]):
                return []  # "a people person", "a bottle-a-day drinker": a trait, a habit
            return [(join(words), at + 1)] if 1 <= len(words) <= 3 else []
    return []


_FAN_NOUNS: Final = w.words(
    "fan lover nut buff addict geek nerd person guy girl junkie fiend enthusiast aficionado"
    " drinker eater"
)
"""What one is of what one likes: "a Marvel fan", "a dog person", "a tea guy"."""
_CUT_WORDS: Final = w.words("at in for with from of on by to")
_NOT_FANDOMS: Final = w.words("people morning night evening details numbers team family")
_FAN_ADJECTIVES: Final = w.words(
    "huge massive big total die-hard diehard lifelong proper real true absolute such"
    " heavy light social casual occasional avid"
)


def goal_vp(clause: Clause, index: int, start: int) -> Found:
    """ "I want to run a marathon": a goal, unless it is about the assistant or something
    done for someone ("I want to bake her a cake")."""
    tokens = clause.tokens
    if index < len(tokens) and tokens[index].lower() in ("know", "ask", "say", "see", "talk"):
        return []
    found = goal(clause, index, start)
    pronouns = w.words("her him them you it this that there everything")
    return [f for f in found if not set(f[0].lower().split()) & pronouns]


def goal_get(clause: Clause, index: int, start: int) -> Found:
    """ "I want my motorcycle license" / "studying for my OSCP" → "get my ..."."""
    found = o.thing(clause.tokens, index, 5)
    if found is None or not own_predicate(clause, start):
        return []
    if "to" in found[0].lower().split():
        return []  # "I want my kids to learn that": what someone else should do
    return [(f"get my {found[0]}", found[1])]


def goal_learn(clause: Clause, index: int, start: int) -> Found:
    """ "teaching myself Japanese" → "learn Japanese"."""
    found = o.thing(clause.tokens, index, 3)
    return [] if found is None else [(f"learn {found[0]}", found[1])]


def taste_start(clause: Clause, index: int, start: int) -> Found:
    """ "love a long train ride": an elided "I" (only at the start of a clause)."""
    return taste(clause, index, start) if start == 0 else []


def find_bad(clause: Clause, index: int, start: int) -> Found:
    """ "I find small talk exhausting"."""
    found = o.thing(clause.tokens, index, 5)
    if found is None:
        return []
    *thing, judgement = found[0].split()
    bad = ("exhausting", "annoying", "boring", "gross", "disgusting", "unbearable", "awful")
    return [(" ".join(thing), found[1])] if thing and judgement.lower() in bad else []


def before_list(clause: Clause, index: int, start: int) -> Found:
    """The thing named before "another one I can't do"."""
    return before(clause, index, start)


def before_allergy(clause: Clause, index: int, start: int) -> Found:
    """ "penicillin allergy here", "dust mites and pollen, those are my allergies", "nurse in
    Leeds, latex allergy, ..." (what follows the last comma of a list)."""
    before = list(clause.tokens[:start])
    marks = [i for i, t in enumerate(before) if t in (":", ";")]
    commas = [i for i, t in enumerate(before) if t == ","]
    if commas and not any(t.lower() in ("and", "those", "these") for t in before):
        marks += commas  # a list of facts, not of allergens
    words = [t for t in before[max(marks, default=-1) + 1 :] if is_word(t)]
    owned = [i for i, t in enumerate(words) if t.lower() in ("my", "a", "an", "his", "her")]
    if owned and len(words) - owned[-1] <= 4:
        words = words[owned[-1] + 1 :]  # "I carry an EpiPen for my| peanut allergy"
    while words and words[-1].lower() in ("a", "an", "my", "those", "are", "these", "severe"):
        words.pop()
    words = [word for word in words if word.lower() not in _SEVERITY]
    while words and words[0].lower() in w.LEAD_INS | w.FIRST_PERSON | {"have", "got", "a"}:
        words.pop(0)
    items = [part.strip() for part in " ".join(words).replace(" and ", ",").split(",")]
    return [(item, index) for item in items if 0 < len(item.split()) <= 3]


def allergy_noun(clause: Clause, index: int, start: int) -> Found:
    """ "I've got a latex allergy", "a mild peanut allergy"."""
    tokens = clause.tokens
    while index < len(tokens) and tokens[index].lower() in _SEVERITY:
        index += 1
    for end in range(index, min(index + 4, len(tokens))):
        if tokens[end].lower() in ("allergy", "allergies"):
            return [(join(tokens[index:end]), end + 1)] if end > index else []
    return []


_SEVERITY: Final = w.words(
    "mild slight severe serious bad terrible life-threatening deadly minor major real"
)


def allergy_add(clause: Clause, index: int, start: int) -> Found:
    """ "add kiwi to my allergy list" (what is added, up to "to")."""
    tokens = clause.tokens
    end = next((i for i in range(index, len(tokens)) if tokens[i].lower() == "to"), -1)
    if not 0 < end - index <= 3 or "allerg" not in " ".join(tokens[end:]).lower():
        return []
    return [(join(tokens[index:end]), end)]


def before_allergic(clause: Clause, index: int, start: int) -> Found:
    """ "bee stings are a big deal for me, I'm allergic" (the thing said before)."""
    return []


def condition(clause: Clause, index: int, start: int) -> Found:
    """Health conditions, listed ("ADHD and dyslexia"): known ones, or words ending like one
    (-itis, disease), or a bad body part."""
    return _list(clause, index, _condition_item)


def _condition_item(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    while index < len(tokens) and (
        tokens[index].lower() in _CONDITION_LEAD or _degree(tokens, index)
    ):
        index += 1
    found = o.thing(tokens, index, 5)
    if found is None:
        return None
    words = found[0].split()
    for end in range(len(words), 0, -1):
        last = words[end - 1].lower()
        headed = last in _CONDITION_HEADS and end > 1  # "a heart condition", not "a condition"
        headed = headed and not any(_doing(word) for word in words[: end - 1])
        if last in CONDITIONS or headed or last.endswith(_CONDITION_ENDS):
            return " ".join(words[:end]), found[1]
        if last in ("pain",) and end > 1:
            return " ".join(words[:end]), found[1]
        if end > 1 and words[end - 2].lower() in _BAD and (last in _BODY_PARTS or last.isupper()):
            return " ".join(words[:end]), found[1]
    return None


def _doing(word: str) -> bool:
    """A verb form in a phrase ("dialogues exploring loss"): no health phrase ("hearing loss"
    keeps its body word)."""
    low = word.lower()
    return low.endswith("ing") and low not in _BODY_PARTS


def _degree(tokens: tuple[str, ...], index: int) -> bool:
    """ "pretty bad anxiety", "really awful migraines": how bad, not what ("a bad knee" keeps
    its "bad": a body part follows)."""
    word = tokens[index].lower()
    follows = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
    named = follows in _BODY_PARTS or not follows.isalpha() or tokens[index + 1].isupper()
    return word in _DEGREES or (word in _BAD and not named)  # "a torn ACL" keeps "torn"


_DEGREES: Final = w.words("pretty really quite very super so fairly kinda rather")


def measure(clause: Clause, index: int, start: int) -> Found:
    """ "my blood pressure is high", "my iron is low": a measure said high or low."""
    found = _MEASURE.search(clause.low)
    if found is None:
        return []
    return [(f"{found['level']} {found['what']}", len(clause.tokens))]


_MEASURE: Final = __import__("re").compile(
    r"\bmy (?P<what>blood pressure|cholesterol|blood sugar|iron|sugar levels?|thyroid levels?"
    r"|uric acid|heart rate|vitamin d) (?:is|are|has been|runs|was) (?:\w+ )?(?P<level>high"
    r"|low)\b"
)


def condition_adj(clause: Clause, index: int, start: int) -> Found:
    """ "I'm type 1 diabetic", "I'm lactose intolerant"."""
    tokens = clause.tokens
    index += 1 if index < len(tokens) and tokens[index].lower() in ("a", "an") else 0
    words = [t.lower() for t in tokens[index : index + 4]]
    if words[:2] == ["intolerant", "to"] and len(words) > 2:  # "intolerant to gluten"
        return [(f"{words[2]} intolerance", index + 3)]
    if "intolerant" in words:
        what = words[: words.index("intolerant")]
        return [(f"{' '.join(what)} intolerance", index + len(what) + 1)] if what else []
    for size in (3, 2, 1):
        for at in range(0, 3):
            phrase = " ".join(words[at : at + size])
            if phrase in CONDITION_ADJ and phrase:
                prefix = " ".join(words[:at])
                value = CONDITION_ADJ[phrase]
                return [(f"{prefix} {value}".strip(), index + at + size)]
    return []


def before_condition(clause: Clause, index: int, start: int) -> Found:
    """ "asthma since childhood"."""
    found = before(clause, index, start)
    return [f for f in found if f[0].split()[-1].lower() in CONDITIONS]


def diet(clause: Clause, index: int, start: int) -> Found:
    """A diet named right after the predicate ("vegan", "a low-carb diet", "keto"), or any
    "<kind> diet" ("a low-sodium diet")."""
    tokens = clause.tokens
    for at in range(index, min(index + 3, len(tokens))):
        low = tokens[at].lower()
        if low in _DIETS:
            return [(_DIETS[low], at + 1)]
        if at + 1 < len(tokens) and tokens[at + 1].lower() == "diet" and low.isalpha() is False:
            return [(low, at + 2)]  # "low-sodium diet"
    return []


def diet_only(clause: Clause, index: int, start: int) -> Found:
    """ "I only eat halal meat"."""
    return diet(clause, index, start)


def no_meat(clause: Clause, index: int, start: int) -> Found:
    """ "I don't eat meat (but fish is fine)"."""
    fish = "fish" in clause.low and ("fine" in clause.low or "but" in clause.low)
    return [("pescatarian" if fish else "vegetarian", len(clause.tokens))]


def no_alcohol(clause: Clause, index: int, start: int) -> Found:
    """Not drinking alcohol ("I don't drink", "I'm not drinking at all", "done with alcohol"),
    not "I don't drink coffee"."""
    after = clause.tokens[index : index + 1]
    if after and after[0].lower() not in _NO_ALCOHOL_AFTER and after[0].isalpha():
        return []
    return [("no alcohol", index)]


_NO_ALCOHOL_AFTER: Final = w.words(
    """alcohol booze anymore at any alcoholic for since these lately now either"""
)


def diet_for_me(clause: Clause, index: int, start: int) -> Found:
    """ "gluten-free for me please": a diet word before "for me"; "alcohol's not for me": no
    alcohol (a drink one does not touch)."""
    words = [t.lower() for t in clause.tokens[:start] if is_word(t) and t != "'s"]
    while words and words[0] in w.LEAD_INS:
        words.pop(0)
    if len(words) != 1:
        return []
    refused = "not" in (t.lower() for t in clause.tokens[start:index])
    if words[0] in _DIETS and not refused:  # "keto is not for me": no diet
        return [(_DIETS[words[0]], index)]
    return [("no alcohol", index)] if words[0] in _ALCOHOL and refused else []


_ALCOHOL: Final = w.words("alcohol booze drinking")


def vegan(clause: Clause, index: int, start: int) -> Found:
    """ "fully plant-based now"."""
    return [("vegan", index)]


READERS: Final[dict[str, ObjectReader]] = {
    name: reader
    for name, reader in globals().items()
    if callable(reader)
    and not name.startswith("_")
    and name not in ("join",)
    and getattr(reader, "__module__", "") == __name__
}
"""Every reader of this module by the name the frames use (`en` adds the group modules')."""
