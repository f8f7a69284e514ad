"""Chinese health facts said in everyday ways: diets by their words or by the food left out
(吃素, 不吃荤, 蛋奶素, 戒碳水, 只吃鱼), and an allergy named in the clause before a bare
过敏 (我吃不了虾，会过敏).

Pure: each function takes a clause or a sentence and returns fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.condition_treated import zh_treated
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_condition_bare import bare_condition
from memstream.processors.grammar.zh_condition_named import named_condition

DIETS: Final[dict[str, str]] = {
    **w.DIETS,
    "不吃肉": "vegetarian", "不吃荤": "vegetarian", "不沾荤": "vegetarian", "吃斋": "vegetarian",
    "蛋奶素": "vegetarian", "全素": "vegan", "纯素": "vegan", "戒碳水": "low-carb",
    "低碳水": "low-carb", "不吃碳水": "low-carb", "不碰酒": "no alcohol", "戒糖": "sugar-free",
    "不吃糖": "sugar-free", "穆斯林": "halal", "不吃乳制品": "dairy-free",
    "不吃奶制品": "dairy-free", "不吃麸质": "gluten-free", "戒麸质": "gluten-free",
    "不沾酒": "no alcohol", "断碳水": "low-carb", "不吃荤腥": "vegetarian", "吃素食": "vegetarian",
    "素食主义": "vegetarian", "不吃肉类": "vegetarian", "不吃任何肉": "vegetarian",
    "只吃清真": "halal", "断糖": "sugar-free", "一口酒都不喝": "no alcohol",
    "一滴酒都不喝": "no alcohol", "一滴酒不沾": "no alcohol", "不碰碳水": "low-carb",
    "不碰荤": "vegetarian", "不吃猪肉": "no pork", "不碰猪肉": "no pork", "不吃牛肉": "no beef",
    "vegan": "vegan", "keto": "keto", "戒肉": "vegetarian", "戒了肉": "vegetarian",
    "戒掉肉": "vegetarian", "戒荤": "vegetarian", "不再吃肉": "vegetarian", "戒了糖": "sugar-free",
    "戒掉糖": "sugar-free", "戒奶": "dairy-free", "戒了碳水": "low-carb",
}  # fmt: skip
"""Words of a way of eating, and the diet each names."""
_KEYS: Final = re.compile("|".join(sorted(map(re.escape, DIETS), key=len, reverse=True)))
_PESCATARIAN: Final = re.compile(
    r"只吃鱼|除了(?:鱼|海鲜)[^，。,]{0,6}肉[^，。,]{0,4}不吃|不吃肉[，,]?(?:但是?|只|就|可以)?吃(?:鱼|海鲜)"
)
_DENIED: Final = re.compile(r"(?:不|没|不再|已经不|没有再?)(?:再)?(?:吃|是|做|搞|算)?$")
"""What stands before a diet word to deny it (不吃素了, 已经不生酮): no diet."""
_ONE_MEAL: Final = re.compile(
    r"今天|今晚|这顿|这一顿|明天|昨天|这周|想|打算|准备|计划|要不要|试试|尽量|努力|试着|尝试|争取|试图"
)
"""A meal or a day, or a diet only willed or strived for (今天不吃肉, 打算吃素, 在努力戒酒): not a
way of eating."""


_PERIODIC: Final = re.compile(
    r"初一|十五|斋日|每逢|逢[年节初]|每(?:个)?(?:周|星期|礼拜)[一二三四五六日天]"
    r"|(?<![上下这本])(?:周|星期|礼拜)[一二三四五六日天]"
)
"""A fast kept on certain days (初一十五吃素, 每周一吃素): a custom of those days, no way of
eating."""


def diets(clause: str, subject: str) -> list[Fill]:
    """The diets a clause names (吃素, 不吃荤, 戒碳水, 只吃鱼), none denied or of one meal."""
    if _ONE_MEAL.search(clause):
        return []
    if _PESCATARIAN.search(clause):
        return [Fill("diet", "pescatarian", subject, extra={"said": "只吃鱼"})]
    found: dict[str, str] = {}
    fronted = _FRONTED.search(clause)  # 牛肉是不吃的, 猪肉我从来不碰
    if fronted is not None:
        found[DIETS["不吃" + fronted["f"]]] = fronted.group(0)
    lapsed = _LAPSED.search(clause)  # 我已经五年没吃肉了: a way of eating for years
    if lapsed is not None and not _NOT_LAPSED.search(clause):
        found[DIETS["不吃" + lapsed["f"]]] = lapsed.group(0)
    for match in _KEYS.finditer(clause):
        word = match.group(0)
        if not word.startswith("不") and _DENIED.search(clause[: match.start()]):
            continue
        if _PERIODIC.search(clause[: match.start()]):
            continue  # 初一十五吃素: on those days only (g51h)
        if word.startswith("不") and clause[match.end() :].startswith("了"):
            continue  # 不吃肉了: what was eaten ends (an ending, read apart)
        found.setdefault(DIETS[word], word)
    return [Fill("diet", value, subject, extra={"said": said}) for value, said in found.items()]


_FRONTED: Final = re.compile(
    r"(?:^|[，,]|我|俺)(?P<f>牛肉|猪肉|肉|荤)(?:我|俺)?(?:是|也|都|从来|一直|一口)*(?:不吃|不碰)(?:的|了)?(?=$|[，,。！!]|的)"
)
"""A food put first, then not eaten as a rule (牛肉是不吃的, 猪肉我从来不碰): a diet."""
_LAPSED: Final = re.compile(
    r"(?:好几|好多|几|半|[一二两三四五六七八九十\d]+)(?:多)?年(?:都|了)?(?:没|不)(?:有)?(?:吃|碰|沾)过?"
    r"(?P<f>肉|荤|猪肉|牛肉|糖|碳水|麸质|乳制品)了?"
)
_NOT_LAPSED: Final = re.compile(r"吗|？|\?|如果|要是|想|馋|好想|今天|这周|最近")
"""A food not eaten for years (五年没吃肉了): a diet; not one missed or only lately."""


_TREATS: Final = {
    "胰岛素泵": "糖尿病", "胰岛素": "糖尿病", "降糖药": "糖尿病", "二甲双胍": "糖尿病",
    "动态血糖仪": "糖尿病", "降压药": "高血压", "抗抑郁药": "抑郁症", "哮喘喷雾": "哮喘",
    "透析": "肾病", "化疗": "癌症", "优甲乐": "甲减", "呼吸机": "睡眠呼吸暂停",
    "心脏起搏器": "心脏病", "起搏器": "心脏病", "助听器": "听力下降",
}  # fmt: skip
"""A treatment or a device one uses, and the condition it names (每天打胰岛素 → 糖尿病, 戴着
胰岛素泵 → 糖尿病, 每周透析三次 → 肾病)."""
_TREATED: Final = re.compile(
    r"(?:^|[我他她]|每天|天天|每晚|每周|一直|长期|都|在|要|得|需要)(?:要|得|在)?"
    r"(?:打|吃|用|做|靠|戴|带|装了?|装着|离不开)(?:着)?"
    rf"(?P<t>{'|'.join(sorted(_TREATS, key=len, reverse=True))})"
    r"|(?:每周|一周|每个?星期|每天|定期)(?:都|要|得|去)*(?P<d>透析|化疗)"
)
MEASURED: Final[dict[str, tuple[str, ...]]] = {
    "血压": ("高血压",), "血糖": ("糖尿病", "糖尿病前期", "高血糖"), "血脂": ("高血脂",),
    "胆固醇": ("高胆固醇",), "尿酸": ("高尿酸", "痛风"), "眼压": ("青光眼",), "耳朵": ("耳鸣",),
}  # fmt: skip
"""A measure and the conditions its being high is (血糖恢复正常了 ends 糖尿病前期)."""
_NOT_OWN_USE: Final = re.compile(r"如果|要是|是不是|该不该|要不要|试过|想|怕|担心")


_PARTS: Final = (
    r"(?:十字韧带|韧带|半月板|脚踝|脚腕|手腕|膝盖|腰|肩膀|胳膊|手臂|腿|脚|手指|脚趾|脖子|跟腱|肋骨)"
)
_HURT: Final = re.compile(
    rf"(?P<p>{_PARTS})(?:给)?(?P<v>扭伤|摔伤|拉伤|摔断|骨折|撕裂|受伤|扭到)了"
    rf"|(?P<w>扭伤|摔伤|拉伤|摔断|撕裂|扭|伤)了(?:我的|自己的)?(?P<q>{_PARTS})"
)
_HEALED: Final = re.compile(r"小时候|以前|那年|当年|年前|好了|痊愈|恢复好|如果|要是|万一|小心")
"""An injury dated long ago, healed, or only feared: no condition now."""


def hurt(clause: str, subject: str) -> list[Fill]:
    """An injury that still holds (我前段时间扭伤了脚踝 → 脚踝扭伤), not one long ago or healed."""
    found = _HURT.search(clause)
    if found is None or _HEALED.search(clause):
        return []
    part = found.group("p") or found.group("q")
    verb = found.group("v") or found.group("w")
    said = {"扭": "扭伤", "伤": "受伤", "扭到": "扭伤"}.get(verb, verb)
    return [Fill("condition", f"{part}{said}", subject)]


def treated(clause: str, subject: str) -> list[Fill]:
    """The condition a treatment of one's own names (我每天要打胰岛素 → 糖尿病)."""
    found = _TREATED.search(clause)
    if found is None or _NOT_OWN_USE.search(clause):
        return []
    return [Fill("condition", _TREATS[found.group("t") or found.group("d")], subject)]


_DIAGNOSED: Final = re.compile(
    r"(?:被|给)?(?:医生)?(?:诊断|确诊|查)(?:出来|出了|出|为|了|成)(?:有|是|得了)?"
    r"(?P<c>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:了|，|,|。|！|!|；|$|所以|之后|以后|后)"
)
_NOT_DIAGNOSED: Final = re.compile(r"如果|要是|万一|怕|担心|吗|？|\?|没|不是|排除")


_DIAGNOSIS_SAID: Final = re.compile(r"诊断|确诊")
_FEARED: Final = re.compile(
    r"(?:担心|害怕|生怕|(?<![哪不])怕|万一|如果|要是|怀疑|疑似)[^，,。]{0,4}"
    r"(?:(?:被|会)?(?:诊断|确诊|查出)|有|得了?|患[上了]?|是)"
)
"""A condition feared or suspected (我担心被诊断出糖尿病, 我怕自己有糖尿病, 我怀疑自己有
甲亢), not had."""


def diagnosed(clause: str, subject: str) -> list[Fill]:
    """A condition one was diagnosed with, whatever its name (我被诊断出乳糜泻, 去年确诊了
    甲亢), not one feared, asked about or ruled out."""
    found = _DIAGNOSED.search(clause)
    if found is None or _NOT_DIAGNOSED.search(clause):
        return []
    condition = re.sub(r"^(?:轻度|中度|重度|轻微的?|严重的?)", "", found["c"])
    if len(condition) < 2 or re.search(r"^对|过敏|什么|问题|毛病|结果|正常", condition):
        return []  # 查出来对芒果也过敏: an allergy, read apart
    if re.match(r"[来了]", condition):
        return []  # 乳糖不耐查出来了: the condition is before, read apart
    if re.match(r"[一两几]?(?:下|遍|次|趟)", condition):
        return []  # 复查了一下: how often it was looked at, no condition
    return [Fill("condition", condition, subject)]


def with_diets(fills: list[Fill], clause: str, subject: str) -> list[Fill]:
    """The fills with the clause's diets and treated conditions, and without a dislike of what
    the diet leaves out (我不碰酒精: no alcohol, not a dislike of 酒精)."""
    conditions = {f.value for f in fills if f.slot == "condition" and f.subject == subject}
    more = treated(clause, subject) + hurt(clause, subject) + diagnosed(clause, subject)
    more += named_condition(clause, subject)  # 我贫血要补点蛋白, 我轻度抑郁在吃药
    more += bare_condition(clause, subject)  # g51h: 膝盖半月板损伤, 桥本甲状腺炎确诊两年了
    more += zh_treated(clause, subject)  # g53e: 我一直在吃治哮喘的药, 偏头痛跟了我十几年了
    fills = fills + [f for f in more if not any(f.value in c for c in conditions)]
    if _DIAGNOSIS_SAID.search(clause):  # 被诊断出中度焦虑: no dislike of the words around it
        fills = [f for f in fills if not (f.slot == "dislike" and _DIAGNOSIS_SAID.search(f.value))]
    if _FEARED.search(clause):  # 我担心被诊断出糖尿病: feared, not had
        fills = [f for f in fills if f.slot != "condition"]
    found = diets(clause, subject)
    if not found:
        return fills
    drinks = {"酒", "酒精", "白酒", "啤酒", "红酒"}
    left_out = {f.value for f in fills if f.slot == "dislike" and f.subject == subject}
    dropped = {
        v
        for v in left_out
        if v in drinks
        or any(v in str(d.extra["said"]) for d in found)
        or re.match(r"(?:酒|酒精|白酒|啤酒|红酒)(?:也|和|还|跟)", v)  # 不喝酒也不抽烟
        or any(_joined_after(v, str(d.extra["said"])) for d in found)  # 不吃肉也不吃鱼
    }
    kept = [f for f in fills if not (f.slot == "dislike" and f.value in dropped)]
    return kept + [d for d in found if d not in kept]


def _joined_after(value: str, said: str) -> bool:
    """True when a dislike starts with the food a diet leaves out and goes on to another one
    (肉也不吃鱼 beside 不吃肉): the diet's words read twice, not a dislike."""
    food = re.sub(r"^(?:不|只|戒|忌)?(?:吃|喝|碰|沾)?", "", said)
    return bool(food) and re.match(re.escape(food) + r"(?:也|和|还|跟|或|、)", value) is not None


def without_reactions(fills: list[Fill], clause: str) -> list[Fill]:
    """Without a skill read from what makes one react (我吃芒果会过敏: no skill 吃芒果), and
    without an allergy to no thing in particular (对好多东西过敏)."""
    allergies = [f.value for f in fills if f.slot == "allergy"]
    return [
        f
        for f in fills
        if (f.slot != "skill" or not _reacts(f.value, clause))
        and (f.slot != "allergy" or not _VAGUE.fullmatch(f.value))
        and (f.slot != "allergy" or not _when_it_happens(f.value, allergies))
        and (f.slot != "allergy" or not _no_allergen(f.value, clause))
        and (f.slot != "condition" or not _over(f.value, clause))
    ]


_OVER: Final = re.compile(
    r"(?:已经|早就|都|基本|完全)*(?:[\d一二三四五六七八九十两几半]+|好几|好多)?(?:年|个多?月)?"
    r"(?:缓解|痊愈|治好|好了|控制住了|没再犯|没犯过|没发过|根治)"
)
"""What says a condition is over or in remission, after its name (哮喘已经缓解好几年了)."""


def _over(value: str, clause: str) -> bool:
    """True for a condition said over right after its name: no condition now (an ending)."""
    at = clause.find(value)
    rest = re.sub(r"^(?:这几年|这些年|这两年|也|都|现在)+", "", clause[at + len(value) :])
    return at >= 0 and _OVER.match(rest) is not None


_AMOUNT_OR_TEST: Final = re.compile(
    r"[一两几半]?[口点下些次块滴]|(?:重新|再|又|去)?(?:做|测|查|复查|检查|检测|验)(?:了|过)?"
)
"""What stands before a reaction but is no allergen: how much (吃一口嘴就肿) or a test done
(做了过敏原检测, 重新测了过敏原)."""


def _no_allergen(value: str, clause: str) -> bool:
    """True for an allergy read off an amount or a test (过敏原 is what is tested for)."""
    tested = re.search(re.escape(value) + r"了?(?:一下|个)?过敏[原源]", clause) is not None
    return _AMOUNT_OR_TEST.fullmatch(value) is not None or tested


_WHEN_SAID: Final = re.compile(r"每次|每回|一(?:吃|碰|喝|沾)|都会|就会|会$")
"""How often or when a reaction comes, said around what brings it on (每次吃海鲜都会)."""


def _when_it_happens(value: str, allergies: list[str]) -> bool:
    """True for an allergy read with when the reaction comes (每次吃海鲜都会) beside the one of
    what brings it on alone (海鲜)."""
    inner = any(other != value and other in value for other in allergies)
    return inner and _WHEN_SAID.search(value) is not None


_VAGUE: Final = re.compile(r"(?:好?多|很多|不少|各种|好些|一些|许多|什么|啥)?(?:东西|食物|东东|的)")
"""An allergy to no thing in particular (好多东西, 各种食物)."""


_SYMPTOMS: Final = (
    r"(?:拉肚子|胃疼|胃痛|肚子疼|头疼|头晕|难受|不舒服|胀气|失眠|心慌|脸红|长痘"
    r"|起疹子|起红疹|长疹子|起红点|起包|浑身痒|发痒)"
)


def _reacts(value: str, clause: str) -> bool:
    """True for a symptom (会拉肚子) or what brings one on (喝牛奶会拉肚子)."""
    if _SYMPTOM.fullmatch(value) or _BODY_END.search(value):
        return True  # 吃芒果嘴巴(会肿): a body part that reacts, no skill
    at = clause.find(value)
    return at >= 0 and _BRINGS_ON.match(clause, at + len(value)) is not None


_REACTION: Final = (
    r"(?:会让我|让我|会|就会|都会|一(?:吃|碰|喝|沾|闻)就|(?:吃|碰|喝|沾)了?(?:就|会|就会))?"
    r"(?:过敏|起疹子|起红疹|长疹子|浑身痒|喘不上气|休克|打喷嚏|呼吸困难)"
)
_SYMPTOM: Final = re.compile(_SYMPTOMS)
_BODY_END: Final = re.compile(r"(?:吃|喝|碰).{1,6}(?:嘴巴?|嘴唇|嗓子|喉咙|皮肤|身上|脸|眼睛)$")
_BODY_REACTS: Final = (
    r"(?:嘴巴?|嘴唇|嗓子|喉咙|皮肤|身上|脸|眼睛)(?:就|都)?(?:会)?(?:痒|发痒|肿|红肿)"
)
_BRINGS_ON: Final = re.compile(f"(?:{_REACTION}|(?:就|会|就会){_SYMPTOMS}|{_BODY_REACTS})")
_CANNOT_THEN: Final = re.compile(
    r"(?:吃|碰|喝|沾|用)不了(?P<x>[^，,。；;]{1,8})[，,]\s*" + _REACTION + r"(?:[，,。！!]|$)"
    r"|(?P<y>[^，,。；;我]{1,8})(?:我)?(?:是|真的|根本|完全)?(?:碰都|吃都|一口都|一点都|都)?"
    r"(?:不能|不敢)(?:吃|碰|喝|沾)[，,]\s*"
    + _REACTION
    + r"|(?:不能|没法|不敢)(?:吃|碰|喝|沾)(?P<z>[^，,。；;]{1,8})[，,]\s*"
    + _REACTION
)
"""A food one cannot have, then a bare reaction (我碰不了芒果，一碰就过敏)."""


def allergy_before(text: str) -> list[Fill]:
    """The allergy a bare 过敏 names by the clause before it (我吃不了虾，会过敏)."""
    found = _CANNOT_THEN.search(text)
    if found is None:
        return []
    thing = (found.group("x") or found.group("y") or found.group("z")).strip()
    return [Fill("allergy", thing)] if thing else []
