"""Words for an occasion in someone's life (a birthday, a wedding, a recital): data for
`their_occasions`."""

from __future__ import annotations

from typing import Final

EN_OCCASIONS: Final = frozenset(
    """birthday birthdays wedding weddings married marry marrying recital recitals graduation
    graduating graduate christening baptism mitzvah quinceanera quinceañera gala ceremony
    funeral anniversary party concert performance show match game tournament competition
    exam exams audition prom shower""".split()
)
"""An occasion said as someone's: "my sister's wedding", "my son has a piano recital"."""
ZH_OCCASIONS: Final = (
    "生日", "结婚", "婚礼", "订婚", "满月", "百天", "毕业", "考级", "比赛", "演出", "演奏会",
    "音乐会", "考试", "葬礼", "寿宴", "婚宴", "派对", "聚会", "典礼", "周年", "汇演", "高考",
    "中考", "生辰", "過生日", "結婚", "婚禮", "畢業", "考試", "比賽",
)  # fmt: skip
"""An occasion said as someone's: 我表妹下个月结婚, 女儿下周五有钢琴考级."""
