"""The value-shape rules (data) of issue 22 (g38v): what a slot's value may not look like.

Each rule is a property of the VALUE, never of the sentence it came from: a value of one of
its slots that matches its English (`en`) or Chinese (`zh`) pattern is not a value of that
slot (a clause, a dangling word, a time alone); when the pattern holds a group `keep`, the
value is trimmed to it instead ("尤其是虾" → "虾"). Every rule has one English and one Chinese
example of a value it refuses (`examples`), which the unit tests check, and no expected value
or alternative of the extraction corpus may match it (also tested).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from memstream.processors.grammar.en_words import ANIMALS


@dataclass(frozen=True, slots=True)
class ShapeRule:
    """One shape a value of `slots` may not have, in English and in Chinese."""

    name: str
    slots: frozenset[str]
    en: re.Pattern[str] | None
    zh: re.Pattern[str] | None
    examples: tuple[str, str]
    """A refused (or trimmed) value in English and in Chinese, e.g. ("finishing senior", "一")."""


def _slots(text: str) -> frozenset[str]:
    return frozenset(text.split())


_TITLED: Final = r"(?!(?-i:(?:Love|Loves|Like|Hate)\s[A-Z]))"
"""A taste word that opens a capitalised title ("Love Island", "Love Actually"): a name."""


def _en(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


THINGS: Final = _slots("like dislike allergy skill condition")
"""Slots whose value is a thing (a food, a craft, a pollen)."""
WORK: Final = _slots("role employer")
"""Slots naming a job or an organisation."""
PLACES: Final = _slots("home_location work_location")
"""Slots naming a place."""
DOINGS: Final = _slots("habit plan goal project")
"""Slots whose value is an activity (verb first)."""
TASTES: Final = _slots("like dislike")
"""Slots whose value is a thing liked or disliked."""
FREE: Final = THINGS | WORK | PLACES | DOINGS | _slots("languages")
"""Every slot whose value is free text (not an enumerated preference, a name or a person)."""

_EN_TIME: Final = (
    r"(?:(?:19|20)\d\d(?!\d)|\d{1,2}(?:[:.]\d\d)?(?!\d)\s*(?:am|pm|a\.m\.|p\.m\.|h)?|noon"
    r"|midnight|morning|afternoon"
    r"|evening|night|tonight|today|tomorrow|tmrw|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|next|this|on|at|in|the|week|month|year|later|soon|early|late|every|each)"
)
_ZH_TIME: Final = (
    r"(?:[上下中]午|早上|晚上|傍晚|凌晨|今[天晚早]|明[天晚早]|后天|周[一二三四五六日天末]|星期[一二三四五六日天]"
    r"|礼拜[一二三四五六日天]|下周|下个月|月底|月初|年底|[今明去后]年|[0-9一二三四五六七八九十两]+[点號号日]"
    r"|(?:19|20)[0-9]{2}(?![0-9])|[0-9]{1,2}(?:[:：][0-9]{2})?(?![0-9])"
    r"|半|钟|左右|前|后|那天|这天|每[个一]?(?:天|日|晚|年|月)?)"
)

_ZH_DEGREE: Final = r"(?:最|超级?|特别|很|挺|真的?|巨|贼|非常|蛮|好|比较)*"
"""How much, before a taste word (超, 特别, 很)."""
_ZH_LIKED: Final = r"(?:喜欢|享受|爱(?![人心好情护惜国]))"
"""A taste word that can open a doing (喜欢去, 享受慢跑, 爱泡脚)."""

RULES: Final = (
    ShapeRule(
        "trimmed_lead",
        THINGS,
        _en(r"^(?:especially|particularly|mainly|mostly)\s+(?P<keep>.+)$"),
        re.compile(r"^(?:尤其是|特别是|主要是|尤其|特别)(?P<keep>.+)$"),
        ("especially shrimp", "尤其是虾"),
    ),
    ShapeRule(  # g55q: 榴莲那个味, 韩剧那种拖拖拉拉的剧情, 冲浪这件事; "coconut in any form"
        "taste_aspect",
        TASTES,
        _en(
            r"^(?P<keep>.+?)\s+(?:in any (?:form|shape|way)|of any (?:kind|sort|type)"
            r"|in (?:any|every) (?:shape or form|way,? shape,? or form)|in all (?:its )?forms"
            r"|whatsoever)$"
        ),
        re.compile(
            r"^(?P<keep>[^的那这\s]{1,8}?(?<![看吃喝听玩做用买去读找穿学打踢弹唱]))"
            r"(?:那个|那种|这种|这个|那股|这股|这件事|那件事|这事儿?|这东西|这玩意儿?)"
            r"(?!年代|时候|时期|阵子|会儿)[^，,]{0,12}$"
        ),
        ("coconut in any form", "榴莲那个味"),
    ),
    ShapeRule(  # g55q: 吃隔壁的烤生蚝, 吃刚出炉的碱水面包: the thing, not the eating
        "eaten_with_modifier",
        TASTES,
        None,
        re.compile(r"^(?:吃|喝)(?P<keep>[^的，,]{1,8}的[^的，,]{2,8})$"),
        ("", "吃隔壁的烤生蚝"),
    ),
    ShapeRule(  # g55q: 跟楼下老头下象棋, 和朋友一起打羽毛球: what is done, not with whom
        "done_with_company",
        TASTES,
        None,
        re.compile(
            r"^(?:跟|和|陪|同)[^，,的]{1,6}(?:一起)?"
            r"(?P<keep>[下打去看踢玩爬唱跑逛聊钓骑滑游][^，,]{1,8})$"
        ),
        ("", "跟楼下老头下象棋"),
    ),
    ShapeRule(
        "trimmed_diagnosis",
        THINGS,
        _en(r"^.{0,30}\b(?:said|says) (?:it'?s|it was|it is) (?P<keep>.+)$"),
        re.compile(r"^.{1,6}?[说講讲]是(?P<keep>.+)$"),
        ("the doctor said it's pollen", "医生说是花粉"),
    ),
    ShapeRule(
        "dangling_adverb",
        FREE - PLACES,
        _en(r"^(?:just|only|already|still|also|then)\s+(?!(?-i:[A-Z]))(?P<keep>\S.*)$"),  # Just Eat
        re.compile(r"^(?:才|就|了|咗)(?![是算行好])(?P<keep>.+)$"),
        ("just flying to Oslo", "才回上海"),
    ),
    ShapeRule(
        "where_learned",
        _slots("skill"),
        _en(r"^(?P<keep>.+?)\s+(?:from|since|during) (?:my|our)\b.*$"),
        re.compile(r"^(?P<keep>.+?)(?:是)?(?:跟|从)\S{1,4}学的$"),
        ("MATLAB from my cadet", "剪纸跟奶奶学的"),
    ),
    ShapeRule(
        "leading_self",
        DOINGS,
        re.compile(r"^(?:I|I'm|I'll|I've|we're|we'll)\s+(?P<keep>\S.*)$"),
        re.compile(r"^(?:我|俺|我们)(?:要|会|得|准备|打算|想)?(?P<keep>.+)$"),
        ("I'm flying to Oslo", "我要去考科目二"),
    ),
    ShapeRule(
        "years_before_role",
        _slots("role"),
        _en(
            r"^(?:\d+|a few|several|many|(?:one|two|three|four|five|six|seven|eight|nine|ten"
            r"|eleven|twelve|fifteen|twenty|thirty|forty|fifty)(?:[- ]\w+)?)\s+years?\s+"
            r"(?:as\s+)?(?:an?\s+)?(?P<keep>\S.*)$"
        ),
        re.compile(r"^(?:干了|做了|当了)[0-9一二三四五六七八九十两几多]+年(?:的)?(?P<keep>.+)$"),
        ("thirty years a locksmith", "干了十年的会计"),
    ),
    ShapeRule(  # 我争取年底前减掉十斤: the filler took 年底 and left 前 on the goal
        "time_leftover",
        DOINGS,
        _en(
            r"^(?:by|before)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+)?)?(?:year|summer|spring"
            r"|winter|autumn|fall|christmas|next\s+year|this\s+year)\b[\s,]+(?P<keep>\S.*)$"
        ),
        re.compile(r"^(?:之前|以前|前)(?![往进行台面途辈任天年夕])(?P<keep>[\u4e00-\u9fff].+)$"),
        ("by summer get my licence", "前减掉十斤"),
    ),
    ShapeRule(
        "negated",
        FREE - _slots("habit dislike"),
        _en(r"^(?:no|not|never|don'?t|do not|does not|doesn'?t|no longer|no more)\b(?!-)"),
        re.compile(r"^(?:不再|再也不|没有|别(?!人))"),
        ("no celiac disease", "再也不喝酒"),
    ),
    ShapeRule(
        "request",
        FREE,
        _en(r"\b(?:please|pls|plz|remind me)\b"),
        re.compile(r"帮我|麻烦你|提醒我"),
        ("answers in German please", "提醒我交电费"),
    ),
    ShapeRule(
        "interjection",
        FREE,
        _en(r"^(?:(?P<keep>.*?\w)[\s,.;!]*)?\b(?:ugh|lol|lmao|huh|haha|omg|meh)\b.*$"),
        re.compile(r"^(?:(?P<keep>.*?[^\s，,。])[\s，,。]*)?(?:哈哈|呵呵|好紧张|唉).*$"),
        ("ugh", "唉"),
    ),
    ShapeRule(
        "joke_marker",
        FREE,
        re.compile(r"(?i:\b(?:j/k|kidding|not really)\b|\(jk\))|\bjk\b"),  # JK: a uniform style
        re.compile(r"并不会|开玩笑|才怪|想多了"),
        ("quit and sail the world (jk)", "辞职去环游世界(并不会)"),
    ),
    ShapeRule(
        "finite_verb_first",
        THINGS | WORK,
        _en(r"^(?:wants|says|thinks|needs|keeps|gets|has|is|was|does)\b(?!.* for a living$)"),
        re.compile(r"^(?:说(?!唱|相声|书|快板|评书)|觉得|认为|想要|总是|老是)"),  # 说唱 is an art
        ("wants everything by email", "觉得太贵"),
    ),
    ShapeRule(
        "clause_in_value",
        DOINGS,
        _en(
            r"\b\w+ (?:is|are|was|were) (?!in\b|at\b|on\b|due\b|every\b)\w+"
            r"|\bthere (?:is|are|was|were)\b"
        ),
        re.compile(r"^(?P<keep>.+?)了[\s，,]+\S.*$"),
        ("Lisbon trip is off", "答辩了 好紧张"),
    ),
    ShapeRule(
        "other_slot_word",
        _slots("like dislike skill"),
        _en(r"\ballergic\b"),
        re.compile(r"过敏"),
        ("allergic to cats", "对猫过敏"),
    ),
    ShapeRule(
        "allergy_without_allergen",
        _slots("allergy"),
        _en(r"\ballergic\b"),
        re.compile(r"(?:有点|严重|真的|挺|很|比较)过敏"),
        ("properly allergic", "有点过敏"),
    ),
    ShapeRule(
        "reflexive",
        THINGS,
        _en(r"\b(?:myself|himself|herself)\b"),
        re.compile(r"自己"),
        ("teach myself", "送自己回家"),
    ),
    ShapeRule(
        "liked_lead",
        _slots("like"),
        _en(rf"^{_TITLED}(?:love|loves|like|likes|enjoy|enjoys|adore)\s+(?P<keep>\S.*)$"),
        re.compile(r"^(?:最?喜欢|最?爱|钟意|鍾意)(?P<keep>.+)$"),
        ("love hiking", "喜欢爬山"),
    ),
    ShapeRule(  # g57q: "kinda love napping after lunch every day", 每天早上很享受慢跑: the doing
        "liked_doing_lead",
        _slots("habit"),
        _en(
            rf"^{_TITLED}(?:(?:really|truly|totally|absolutely|genuinely|just|do|does|so|kinda"
            r"|kind of|sort of|actually|still|always|also|definitely|honestly|seriously)\s+)*"
            r"(?:love|loves|like|likes|enjoy|enjoys|adore|adores)\s+(?:to\s+)?(?P<keep>\S.*)$"
        ),
        re.compile(
            rf"^(?P<keep>(?:{_ZH_TIME}|都|也)*?)(?:都|也|还|就)?{_ZH_DEGREE}{_ZH_LIKED}"
            r"(?P<keep2>.{2,})$"
        ),
        ("genuinely enjoy cooking every Friday", "每天早上很享受慢跑"),
    ),
    ShapeRule(  # g57q: 超爱去公园跑步, "love going to the lake on Sunday": a taste, no plan
        "liked_plan",
        _slots("plan"),
        _en(
            rf"^{_TITLED}(?:(?:really|truly|totally|absolutely|just|so|kinda)\s+)*"
            r"(?:love|loves|enjoy|enjoys|adore|adores)\s+(?!to\b)"
        ),
        re.compile(rf"^(?:都|也|还|就)?{_ZH_DEGREE}{_ZH_LIKED}"),
        ("love going to the lake", "超爱去公园跑步"),
    ),
    ShapeRule(  # g57q: "so excited to see my sister", 好期待去看演唱会: the plan, not the feeling
        "felt_plan_lead",
        _slots("plan"),
        _en(
            r"^(?:(?:so|really|super|very|pretty|kinda|a bit|a little|bit|quite|totally|just)\s+)*"
            r"(?:excited|psyched|stoked|thrilled|nervous|anxious|scared|worried|pumped|dreading"
            r"|looking forward|can'?t wait|cannot wait|eager)(?:\s+(?:to|about|for))?\s+"
            r"(?P<keep>\S.*)$"
        ),
        re.compile(
            r"^(?:好|超级?|特别|很|挺|真的?|非常|有点|有些|蛮|巨)*"
            r"(?:期待|盼着|紧张|担心|害怕|激动|兴奋|忐忑)的?(?P<keep>.{2,})$"
        ),
        ("so excited to see my sister", "好期待去看演唱会"),
    ),
    ShapeRule(  # g57q: "reading in bed on rainy" (the days cut off): the thing, without when
        "taste_dangling_weather",
        TASTES,
        _en(
            r"^(?P<keep>\S.*?)\s+(?:on|in|during)\s+(?:rainy|sunny|cold|hot|icy|snowy|windy|warm"
            r"|wet|grey|gray|gloomy|chilly|freezing|humid|stormy|lazy|slow|busy|quiet|long|short)$"
        ),
        None,
        ("reading in bed on rainy", ""),
    ),
    ShapeRule(
        "disliked_lead",
        _slots("dislike"),
        _en(r"^(?:hate|hates|dislike|dislikes|can't stand|cannot stand)\s+(?P<keep>\S.*)$"),
        re.compile(r"^(?:最?讨厌|受不了|不喜欢|最怕|頂唔順)(?P<keep>.+)$"),
        ("can't stand cilantro", "受不了香菜"),
    ),
    ShapeRule(
        "reported",
        FREE,
        _en(r"\b(?:said|says|told|tells)\b"),
        re.compile(r"(?:^|[^小])[说講讲](?:[是他她过了]|$)|(?<=[他她人生])说"),
        ("my brother said peanuts", "房东说他要移民"),
    ),
    ShapeRule(
        "taste_verb",
        FREE - _slots("habit plan goal project"),
        _en(rf"\b{_TITLED}(?:hates?|loves?|likes?|can't stand)\b(?=.)"),
        re.compile(r"讨厌|喜欢|爱吃|不爱|受不了"),
        ("hate the cold", "最讨厌文言文翻译"),
    ),
    ShapeRule(
        "someone_else",
        FREE - {"plan"},
        _en(r"(?<!\bfor )(?<!\bto )(?<!\bwith )\b(?:he|she|him|his|hers?)\b(?!-)"),
        re.compile(
            # 氯雷他定, 其他; after a verb of care (接她, 陪她读绘本) the pronoun is its object
            r"(?<![吉其雷伐陪接送带哄教喂])(?<!每[天周月晚日年][给跟帮])[他她你](?!加禄)|咱俩"
            r"|[我俺](?![妈爸哥姐弟妹家们爷奶婆公])"
        ),
        ("his gluten thing", "客人说他"),  # for them: "a song for his grandad", 每周给她打视频
    ),
    ShapeRule(
        "someone_else_doing",
        _slots("plan"),
        _en(r"^(?:he|she|his|her|they|their)\b(?!-)"),
        re.compile(r"^(?:[他她你]|咱俩)|[我俺](?![妈爸哥姐弟妹家们爷奶婆公儿女老孩闺媳])"),
        ("his flight home", "她要去北京"),
    ),
    ShapeRule(
        "someone_else_object",
        THINGS | WORK | PLACES,
        None,
        re.compile(r"^.+(?<![校核比配相绝针应反面])[对對](?![象齐面外接话]).+$"),
        ("", "子涵对芒果"),
    ),
    ShapeRule(
        "clause_marker",
        THINGS | WORK | _slots("habit"),
        _en(r"\w \b(?:(?-i:y)|que|und|et)\b \w|^(?:y|and|but|or|so)\b"),  # not "the Y"
        re.compile(r"[^\s]又(?:当|是|做|在)|以前|曾经|原来|本来|最(?:讨厌|喜欢|怕)"),
        ("y trabajo de dental hygienist", "老板又当厨子"),
    ),
    ShapeRule(
        "leading_function_word",
        FREE,
        _en(r"^(?:of|from|to|with|for|than|as)\s+(?P<keep>\S.*)$"),
        re.compile(r"^(?:着|了|后要|后会|都会|又|还要|甭|别(?!人))"),
        ("of celiac disease", "后要采春茶"),
    ),
    ShapeRule(
        "trailing_function_word",
        FREE,
        re.compile(r"\b(?:a|an|the|my|your|our|of|from|to|with|and|or|at|for)$"),
        re.compile(
            r"(?:(?<![不得])着|[被跟与给让没]|(?<![几一两这那每])把|(?<![第选统唯之万])一|(?<![私助家宗礼道])教"
            r"|说他|说她)$"  # 打几把: a measure word; 睡不着, 找得着: a complement
        ),
        ("weighing a", "干爹老陈教"),
    ),
    ShapeRule(
        "lone_piece",
        FREE,
        _en(
            r"^(?:\d{1,2}|(?=[\d\W_]*[\W_])[\d\W_]+|(?-i:it'?s|that'?s|last|this|that|it|one"
            r"|some|any|the|a|an|off|on|over|out|up|down|away|oh|ohh|um|umm|uh|uhh|ah|er|erm|hmm"
            r"|eh|ooh|well))$"
        ),
        re.compile(
            r"^(?:[0-9]{1,2}|(?=[0-9\W_]*[\W_])[0-9\W_]+|[一二三四五六七八九十两个到了的是在就才又也还])$"
        ),
        ("9", "一"),
    ),
    ShapeRule(
        "time_only",
        FREE,
        _en(rf"^(?:{_EN_TIME}\W*)+$"),
        re.compile(rf"^(?:{_ZH_TIME}[\s，,]*)+$"),
        ("10am", "上午"),
    ),
    ShapeRule(
        "greeting",
        DOINGS | THINGS,
        _en(
            r"^(?:happy|hi|hello|hey|good (?:morning|night)|merry|cheers|see (?:you|ya)|bye|ttyl)\b"
            r"(?! hour)|\bhuh\b"
        ),
        re.compile(r"^(?:你好|大家好|早上好|晚安|新年快乐|节日快乐|回头见|明天见|拜拜)"),
        ("Happy everyone 🎉", "大家好"),
    ),
    ShapeRule(
        "plan_done",
        _slots("plan"),
        _en(
            r"^(?:took|went|did|was|were|came back|finished|flew|drove|visited|saw|met|spent"
            r"|enjoyed|loved|it|it's|its|there's|there is|that's|that was)\b"
        ),
        re.compile(
            r"^(?:刚|刚刚|已经)?(?:去|回|到|玩|逛|爬|跑|飞|看|参加|见|办)(?:了|过)"
            r"|^(?:它|大家|别人|人家|有人)"
        ),
        ("Took it to the coast", "去了趟杭州"),
    ),
    ShapeRule(
        "plan_habitual",
        _slots("plan"),
        _en(r"\b(?:always|usually|every time|whenever|often|normally|typically)\b"),
        re.compile(
            r"总[是会要]|(?<=[\u4e00-\u9fff]{2})总(?=[\u4e00-\u9fff])(?![结部监共统裁])|老是|每次|一般|经常|通常|往往"
        ),
        ("always end up fighting", "带出去玩总吵架"),
    ),
    ShapeRule(
        "become_an_animal",
        _slots("goal role"),
        _en(rf"^(?:be|become|turn into|being) (?:a|an) (?:{'|'.join(sorted(ANIMALS))})s?$"),
        re.compile(r"^(?:当|做|成为|变成)(?:一)?[只条头匹]"),
        ("be a cat", "当一只猫"),
    ),
    ShapeRule(  # "trying to figure out the formulas", 帮我想想卖点: a task now, no goal
        "task_now",
        _slots("goal"),
        _en(
            r"^(?:figure out|work out|sort out|decide|choose|pick|understand|write (?:a|an|the|my"
            r"|this|some) (?:[\w-]+ ){0,3}(?:listing|email|e-mail|letter|post|message|caption"
            r"|description|reply|text|note|blurb|announcement))\b"
        ),
        re.compile(r"^(?:想(?!成为|当|做|去|学|考|开|买|拿|变)|得慌|想得慌)"),
        ("figure out the formulas", "想详情页的卖点"),
    ),
    ShapeRule(
        "weather",
        _slots("plan"),
        _en(r"\bweather\b"),
        re.compile(r"天气"),
        ("weather 's nice huh", "天气真好"),
    ),
    ShapeRule(
        "role_after_change",
        _slots("role"),
        _en(
            r"^(?:got promoted(?: to)?|promoted to|became|become|now)\s+(?:an?\s+)?(?P<keep>\S.*)$"
        ),
        re.compile(
            r"^(?:今年|去年|前年|刚刚?|最近|上个?月|上周)?"  # g55q: 今年提了副科长
            r"(?:升职成|升职为|升为|当上了?|成了|提了|升了|评上了?|提拔为|晋升为?|被提拔为)(?P<keep>.+)$"
        ),
        ("got promoted senior engineer", "升职成主管"),
    ),
    ShapeRule(  # g55q: "a Texan roofer not a scientist", 做主播哪有不熬夜的: the tail is no job
        "contrasted_tail",
        WORK,
        _en(
            r"^(?P<keep>\S.*?),?\s+(?:not|rather than|instead of|but not)\s+(?:an?\s+|the\s+)?\w.*$"
        ),
        re.compile(r"^(?P<keep>[^，,]{2,}?)(?:哪有|哪个不|谁不|而不是|又不是|不是)[^，,]*$"),
        ("roofer not a scientist", "主播哪有不熬夜"),
    ),
    ShapeRule(  # g55q: 杭州某出版社编辑, 深圳一家外贸公司跟单: the organisation before the job
        "role_after_org",
        _slots("role"),
        None,
        re.compile(
            r"^[^，,]{0,8}(?:某|一家|一个)[^，,]{0,8}?(?:公司|厂|出版社|报社|杂志社|医院|银行|集团"
            r"|学校|大学|中学|小学|机构|事务所|研究所|研究院|工作室|门店|店)(?:的)?(?P<keep>[^，,的]{2,6})$"
        ),
        ("", "杭州某出版社编辑"),
    ),
    ShapeRule(
        "role_as_a",
        _slots("role"),
        _en(r"^(?:as|being)\s+an?\s+(?P<keep>\S.*)$"),
        re.compile(r"^(?:作为|身为)(?:一名|一个|一位|一线|个|名)?(?P<keep>.+)$"),
        ("as a nurse", "作为一名护士"),
    ),
    ShapeRule(
        "role_verb_first",
        _slots("role"),
        _en(
            r"^(?:finishing|weighing|working|getting|taking|took|starting|started|looking|trying"
            r"|going|being|having|making|finished|became|got|in|at|for|from|of|with"
            r"|studying|learning|selling|helping)\b(?!-)"  # g57q: "studying marine"
        ),
        re.compile(r"^(?:在|从|给|正在|准备|打算|得|还在|一直在|开始|始在)"),  # g57q: 始在老家开…
        ("finishing senior", "在卫校教护理"),
    ),
    ShapeRule(
        "employer_with_verb",
        _slots("employer"),
        _en(
            r"\b(?:teach|work|working|as)\b"
            r"|\bteaching\b(?! (?:hospital|trust|college|centre|center))"
        ),
        re.compile(r"\S(?:教|当|做)(?![育代地铺局山])\S"),  # 武当山精酿: a mountain, no 当
        ("school teaching maths", "卫校教护理"),
    ),
    ShapeRule(  # g57q: "work at Home Depot" cut to "Home": a name's first word, no place
        "work_at_home_cut",
        _slots("work_location"),
        re.compile(r"^(?:Home|House|Place)$"),
        None,
        ("Home", ""),
    ),
    ShapeRule(  # g57q: 这里工作, 喺度兼职, "in here": where the speaker points, no organisation
        "employer_pointer",
        _slots("employer"),
        _en(r"^(?:in\s+|over\s+|out\s+)?(?:here|there|inside)$"),
        re.compile(
            r"^(?:里面|里边|里头|这里|那里|这边|那边|这儿|那儿|喺度|呢度|嗰度|度)"
            r"(?:工作|上班|兼职|打工|实习|任职|做事)?$"
        ),
        ("in here", "这里工作"),
    ),
    ShapeRule(
        "employer_count_or_deed",
        _slots("employer"),
        _en(
            r"^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
            r"(?:times|shows|gigs|games|rounds|concerts)$"
        ),
        re.compile(r"^[一二两三四五六七八九十几\d]+[场次个遍回趟]$|没|^打(?![工印铁])"),
        ("seven shows", "七场"),
    ),
    ShapeRule(
        "employer_generic",
        _slots("employer"),
        _en(
            r"^(?:(?:the|a|an|my|our|this|that|new|old|current|previous)\s+)+"
            r"(?:company|firm|startup|start-up|agency|job|place|office|employer|club|team)$"
        ),
        re.compile(
            r"^(?:新|老|前|现|这家|那家|一家|某|上家|上一家)?(?:公司|单位|东家|俱乐部|工厂|厂)$"
        ),
        ("a startup", "新公司"),
    ),
    ShapeRule(
        "habit_without_action",
        _slots("habit"),
        _en(r"^(?:same|the same|it|that|this|these|those)\b|\w,\s*\w"),
        re.compile(r"^(?:同样|一样|这个|那个)"),
        ("same every weekday", "一样每天"),
    ),
    ShapeRule(
        "allergy_remedy",
        _slots("allergy condition"),
        _en(r"\b(?:epi-?pens?|auto-?injectors?|inhalers?|antihistamines?)\b"),
        re.compile(r"肾上腺素笔|抗过敏药|过敏药|吸入器|抗组胺"),
        ("carry two EpiPens", "随身带肾上腺素笔"),
    ),
    ShapeRule(
        "placeholder",
        FREE,
        _en(r"^(?:[\[<{]\s*[\w .'/-]{1,30}\s*[\]>}]|xxx+|tbd|tba|n/a|\.{3}|…)$"),
        re.compile(r"^(?:[【\[{<〔]\s*[^】\]}>〕]{1,12}[】\]}>〕]|某某|XXX|xxx|…+|\.{3})$"),
        ("[COMPANY]", "【公司】"),
    ),
    ShapeRule(
        "frequency_only",
        _slots("habit"),
        _en(
            r"^(?:(?:every|each)(?: single)? (?:day|morning|night|evening|week|weekend|time)"
            r"|daily|nightly|weekly|always|all the time|every other day)$"
        ),
        re.compile(r"^(?:每天|天天|每晚|每周|每个?(?:早上|晚上|周末|星期)|每日|经常|一直|总是)$"),
        ("every single day", "天天"),
    ),
    ShapeRule(
        "comparison_only",
        FREE,
        _en(r"^(?:the )?(?:same|likewise|ditto|too|as well|also)$"),
        re.compile(r"^(?:一样|同上|也是|一样的|同样)$"),
        ("same", "一样"),
    ),
    ShapeRule(  # g56q: 去澳洲做焊工要考什么证, "nurse what do I need": a question, no job or place
        "question_in_value",
        WORK | PLACES,
        re.compile(
            r"\b(?:what|how|why|which|whether)\s+(?:do|does|did|is|are|can|could|should|would"
            r"|to|i|much|many|long|papers|kind)\b|\?"
        ),
        re.compile(r"什么|怎么|怎样|咋(?!呼)|为啥|哪(?!吒)|多少|[吗呢]$|[？?]"),
        ("welder what papers do I need", "焊工要考什么证"),
    ),
    ShapeRule(  # g56q: 香菜也不吃葱, "cilantro and I don't drink soda": a second refusal runs on
        "taste_run_on",
        TASTES,
        _en(
            r"^(?P<keep>\S.*?),?\s+(?:and|but|or|plus)\s+(?:i\s+)?"
            r"(?:don'?t|do not|never|can'?t|cannot|won'?t)\s+\w.*$"
        ),
        re.compile(
            r"^(?P<keep>[^，,、\s]+?)[，,、\s]?(?:也|又|还|都|从来)?不(?:吃|喝|抽|碰|沾)\S.*$"
        ),
        ("cilantro and I don't drink soda", "香菜也不吃葱"),
    ),
    ShapeRule(  # g56q: "tax form due end of the week", "recital 14th": the date is no doing
        "plan_time_tail",
        _slots("plan"),
        _en(
            r"^(?P<keep>\S.*?(?<!\bmy)(?<!'s)(?<!\bour)(?<!\bhis)(?<!\bher)(?<!\bthe)(?<!\bon))\s+"
            r"(?:(?:by|at)\s+)?(?:(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?"
            r"(?:week|month|year|term|day)|\d{1,2}(?:st|nd|rd|th))$"
        ),
        None,
        ("tax form due end of the week", ""),
    ),
    ShapeRule(  # g56q: "the bbq at our house", "her party at my place": where, not what
        "plan_at_own_place",
        _slots("plan"),
        _en(
            r"^(?P<keep>\S.*?)\s+(?:at|in)\s+(?:our|my)\s+"
            r"(?:house|home|place|church|flat|apartment|garden|backyard)$"
        ),
        None,
        ("the bbq at our house", ""),
    ),
    ShapeRule(  # g56q: 不爱吃甜的 → 甜, "can't do eating spicy" → spicy: the flavour is the thing
        "flavour_eaten",
        TASTES,
        _en(r"^(?:eat|eating|eats)\s+(?P<keep>spicy|sweet|sour|salty|bitter|greasy|oily)$"),
        re.compile(r"^(?:吃|喝)(?P<keep>[甜酸苦咸鹹油腻膩])$"),
        ("eating spicy", "吃甜"),
    ),
    ShapeRule(  # g56q: 我喜欢活泼一点的, "a bit more upbeat": more of a manner asked for, no thing
        "reply_manner_more",
        TASTES,
        _en(
            r"^(?:a\s+(?:bit|little|touch)\s+)?more\s+"
            r"(?:upbeat|lively|bubbly|cheerful|chatty|playful|casual|formal)$"
        ),
        re.compile(
            r"^(?:活泼|俏皮|热闹|轻松|随意|正式|简洁|可爱)(?:一点|一些|点)(?:的)?"
            r"(?:感觉|氛围|风格|语气|调调)?$"
        ),
        ("a bit more upbeat", "活泼一点"),
    ),
    ShapeRule(  # g56q: 目标很简单：…, "my aim is simple: ...": what the goal is like, not the goal
        "goal_described",
        _slots("goal"),
        _en(
            r"^(?:very\s+|pretty\s+|quite\s+)?(?:simple|clear|easy|modest|straightforward)"
            r"(?:(?:\s*[:;]|\s+[—–-]+)\s*(?P<keep>\S.*))?$"
        ),
        re.compile(
            r"^(?:很|挺|非常|特别|其实)?(?:简单|明确|清楚|朴素|实际|单纯)(?:[：:，,]\s*(?P<keep>\S.*))?$"
        ),
        ("pretty simple", "很简单"),
    ),
    ShapeRule(  # g56q: 在冰雕厂干活儿, 转岗成功, "doing the work": work itself is no job title
        "role_only_work",
        _slots("role"),
        _en(r"^(?:work|job|stuff|things|success|the work|the job)$"),
        re.compile(r"^(?:活儿?|工作|上班|成功|事儿?|啥|什么)$"),
        ("the work", "活儿"),
    ),
    ShapeRule(
        "ending_without_thing",
        _slots("ending"),
        _en(r"^(?:for|to|at|out|away|off)\b"),
        re.compile(r"^(?:我|早|早就|已经)*(?:搬走|离职|辞职|不干|走)[了啦]$"),
        ("for lunch", "早搬走了"),
    ),
)
"""The rules, in order: a trim (`keep`) leaves a value the later rules still check."""

EN_PLACE_WORDS: Final = frozenset(("downtown", "midtown", "uptown", "the area"))
"""English employers that are only a place word (a city's name may name its university or
hospital, so the gazetteer is not used in English)."""
ZH_DISTRICT_WORDS: Final = frozenset(
    """前滩 徐家汇 西关 琶洲 开发区 高新区 科技园 东山口 北京路 上下九 江北嘴 解放碑 春熙路 太古里
    静安寺 人民广场 三里屯 CBD 蛇口 华强北 钱江新城 外滩""".split()
)
"""Business and shopping districts the gazetteer (`places.ZH_PLACES`) lacks: a place where
people work, never the name of whom they work for."""
