"""Skills said by a rank held or by the years a trade is done, EN and ZH (issue 22, g47t):

- a grade, a level, a dan or a belt held in a discipline ("I'm grade 8 piano", "2nd dan in
  judo", 钢琴过了十级, 跆拳道黑带, 围棋业余五段);
- a trade done for years, the years before it (干了十年电焊, 弹了二十年古筝, 练了八年太极).

A discipline taught as a job with no pupil named ("I teach guitar", "I teach skiing", 当裁缝)
is read as the `role` only: the corpus' writers label it so in every case of the dev half
(three of three: guitar, skiing, 裁缝); a pupil named ("teaching my son
chess") is read by `skill_signs`.

The disciplines are data (instruments, sports and arts, crafts and trades): a grade of a
typhoon (台风十级) or a level of a game is no skill. Pure: text in, fills out. Silent on a
question, a wish, and a clause of someone else.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.value_patterns import alternation

SKILL: Final = "skill"

EN_DISCIPLINES: Final = w.INSTRUMENTS | w.words(
    """judo karate taekwondo jiu-jitsu jujitsu bjj aikido kendo kung-fu wushu boxing kickboxing
    muay-thai fencing wrestling ballet tap jazz-dance salsa tango ballroom chess go skiing
    snowboarding swimming diving scuba sailing climbing bouldering surfing kayaking canoeing
    yoga pilates tai-chi archery riding dressage gymnastics skating figure-skating singing
    voice drawing painting pottery ceramics calligraphy photography woodwork woodworking
    welding knitting sewing tennis golf squash badminton cricket rugby football soccer
    basketball netball hockey rowing running cycling first-aid cpr lifeguarding"""
)
"""Disciplines one holds a rank in or teaches (an instrument, a sport, an art, a craft)."""
_EN_NUMBER: Final = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
_EN_ORDINAL: Final = r"(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)"
_EN_SPELLINGS: Final = EN_DISCIPLINES | {d.replace("-", " ") for d in EN_DISCIPLINES}
_EN_DISCIPLINE: Final = rf"(?P<x>{alternation(_EN_SPELLINGS)})"
_EN_DISCIPLINE_Y: Final = _EN_DISCIPLINE.replace("?P<x>", "?P<y>")
_EN_RANKED: Final = re.compile(
    rf"(?i)\b(?:i'm|i am|im|i've got|i have|i got|got|passed|have|did|finished)\s+(?:my\s+|a\s+)?"
    rf"(?:grade|level)\s+{_EN_NUMBER}\s+(?:in\s+|on\s+)?(?:the\s+)?{_EN_DISCIPLINE}\b"
    rf"|\b(?:i'm|i am|im|i've got|i have|i got|got|passed|have|hold)\s+(?:my\s+|a\s+)?"
    rf"{_EN_ORDINAL}\s+dan\s+(?:in\s+)?{_EN_DISCIPLINE_Y}\b"
)
"""A grade or a dan held in a discipline ("I'm grade 8 piano", "got my 2nd dan in judo")."""
_EN_NOT_MINE: Final = re.compile(
    r"(?i)\?|\b(?:wish|want|wanna|hope|if|would|could|should|might|someday|one day)\b"
    r"|\b(?:he|she|they|my \w+|his|her|their)\s+(?:teach|teaches|coach|coaches|is|was|has|got)\b"
)


def en_read(text: str) -> list[Fill]:
    """ "I'm grade 8 piano", "2nd dan in judo": the discipline held a rank in is a skill."""
    if _EN_NOT_MINE.search(text):
        return []
    found = [_named(m) for m in _EN_RANKED.finditer(text)]
    return [Fill(SKILL, x) for x in dict.fromkeys(found)]


ZH_DISCIPLINES: Final = frozenset(
    """钢琴 小提琴 大提琴 中提琴 古筝 古琴 二胡 琵琶 扬琴 竹笛 笛子 长笛 单簧管 萨克斯
    小号 圆号 长号 吉他 尤克里里 架子鼓 手风琴 电子琴 声乐 美声 民族舞 拉丁舞 芭蕾 街舞 舞蹈
    围棋 象棋 中国象棋 国际象棋 五子棋 跆拳道 空手道 柔道 剑道 合气道 散打 拳击 咏春
    太极 太极拳 武术 击剑 书法 国画 素描 油画 水彩 游泳 滑雪 潜水 攀岩 瑜伽 摄影 电焊 气焊 木工活
    刺绣 苏绣 湘绣 剪纸 木雕 陶艺 烘焙 修车 修表 推拿 针灸 按摩 茶艺 插花 编程 速记""".split()
)
"""Disciplines one holds a rank in, teaches, or practises for years (instruments, sports,
arts, crafts and trades)."""
_ZH_DISCIPLINE: Final = rf"(?P<x>{alternation(ZH_DISCIPLINES)})"
_ZH_DISCIPLINE_Y: Final = _ZH_DISCIPLINE.replace("?P<x>", "?P<y>")
_ZH_COUNT: Final = r"(?:[一二三四五六七八九十\d]+|十几|几)"
_ZH_RANKED: Final = re.compile(
    rf"{_ZH_DISCIPLINE}(?:我)?(?:已经|早就|都|也|去年|今年|前年)*"
    rf"(?:(?:过了|考过了?|考了|考到了?|到了|拿了|是)?(?:业余)?{_ZH_COUNT}(?:级|段)"
    r"|(?:是)?(?:黑带|红带|蓝带|棕带)|(?:是)?(?:国家|专业)?(?:一|二|三)级(?:运动员|棋手))"
    rf"|(?:我是|拿了|考了)(?:业余)?{_ZH_COUNT}段(?:的)?{_ZH_DISCIPLINE_Y}"
)
"""A grade, a dan or a belt in a discipline (钢琴过了十级, 跆拳道黑带, 围棋业余五段)."""
_ZH_YEARS_OF: Final = re.compile(
    rf"(?:干|做|搞|练|弹|拉|学|玩|吹|跳|下|打)了?(?:快|近|有|整整)?{_ZH_COUNT}(?:多)?年(?:多)?(?:的)?"
    rf"{_ZH_DISCIPLINE}"
)
"""A discipline practised for years, the years before it (干了十年电焊, 弹了二十年古筝)."""
_ZH_NOT_MINE: Final = re.compile(
    r"吗|？|\?|如果|要是|希望|想要|打算|准备|能不能|请|[他她你]|儿子|女儿|孩子(?!们)|老公|老婆|爸|妈|朋友"
    r"|同事|哥|姐|弟|妹|队长|师傅(?!们)"
)


def zh_unranked(text: str) -> str:
    """The text with a rank held in a discipline said as a grade passed (钢琴十级 → 钢琴考过):
    the count is a grade, no degree of a joke."""
    return _ZH_RANKED.sub(lambda m: f"{_named(m)}考过", text)


def zh_read(text: str) -> list[Fill]:
    """钢琴过了十级, 跆拳道黑带, 干了十年电焊: the discipline is a skill."""
    if _ZH_NOT_MINE.search(text):
        return []
    shapes = (_ZH_RANKED, _ZH_YEARS_OF)
    found = [_named(m) for shape in shapes for m in shape.finditer(text)]
    return [Fill(SKILL, x) for x in dict.fromkeys(found) if x]


def _named(found: re.Match[str]) -> str:
    """The discipline a match names, in whichever of its two groups."""
    return str(found.groupdict().get("x") or found.groupdict().get("y") or "")
