"""Words of `zh_their_clauses` (data): people the user describes, and the verbs of meeting
or knowing someone."""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar.zh_words import words

PERSON_HEADS: Final = words(
    """博主 up主 UP主 主播 网友 网红 大叔 大妈 大爷 大姐 大哥 小哥 小伙子 小伙 姑娘 小姑娘 女孩
    男孩 女生 男生 小孩 老外 新人 实习生 病人 患者 顾客 客人 嘉宾 粉丝 读者 学员 员工 下属
    店主 老板娘 房东 租客 作者 候选人 面试者 应聘者 新同事 乘客 游客 志愿者 师傅 教练 阿姨
    叔叔 大娘 大婶 小姐姐 小哥哥 老太太 老爷子 老大爷 老奶奶 老爷爷 老头 老太 病友 球友 驴友
    书友 牌友 邻居 客户 同事 同学 老师 医生 护工 保姆 司机 店员 服务员 快递员 外卖员 小妹 美女
    帅哥 大神 前辈 学长 学姐 学弟 学妹 新娘 新郎 明星 爱豆 歌手 演员"""
)
"""Words for a person the user may only describe (村口修车的刘师傅, 新来的实习生, 那个博主);
not 人 (一个人在外地: alone) and no family word (the grammar reads 我老婆, 老公 itself)."""
BARE_HEADS: Final = words("博主 网友 网红 实习生 候选人 面试者 应聘者 新同事 主播 爱豆 明星")
"""People said with no modifier who are still no one of the user's (网友说他…, 实习生会…)."""
ACQUAINT_VERBS: Final = words(
    "认识 关注 带 教 遇到 碰到 见过 追 刷到 请 雇 招 面试 接待 接 服务 采访 护理 照顾 约"
)
"""What the user does to someone they describe (我认识的大哥, 我带的学生, 我接待的客人)."""
MET_VERBS: Final = words("刷到 看到 认识 遇到 碰到 见到 听说 关注 有 还有 网上认识 新认识")
"""Verbs that bring someone in (刷到一个博主, 认识了个姐妹, 有个网友)."""
