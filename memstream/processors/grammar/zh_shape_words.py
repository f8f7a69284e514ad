"""Word lists (data) for the Chinese shapes of issue 22 (h36z): labels a message is signed
with, role heads and titles the shared lists lack, and pet kinds by breed."""

from __future__ import annotations

from typing import Final


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


SIGN_LABELS: Final = _words("落款 署名 签名 签字")
"""Labels a name is signed after at the end of a message (落款：陈明)."""

MORE_ROLES: Final = _words(
    """up主 UP主 宝妈 宝爸 全职宝妈 全职太太 家庭主妇 家庭主夫 带货主播 网约车司机 外卖小哥
    快递小哥 代购 微商 房产中介 中介 保险经纪人 经纪人 理财顾问 健身教练 私教 教练 瑜伽老师
    钢琴老师 家教 辅导员 班主任 药剂师 营养师 心理咨询师 咨询师 规划师 造价师 建造师 监理
    质检员 质检 跟单 跟单员 外贸业务员 报关员 仓管 仓库管理员 收银员 网管 数据标注员 标注员
    区块链工程师 剪辑师 调酒师 咖啡师 烘焙师 面点师 裁缝 理发师 美甲师 化妆师 纹身师
    宠物美容师 驯犬师 兽医助理 护工 护理员 陪诊师 月嫂 育婴师 保洁 家政 保洁员 外卖骑手
    骑手 滴滴司机 货车司机 卡车司机 长途司机 出租车司机 公交司机 地铁司机 列车员 乘务员
    科员 科长 处长 局长 村支书 村干部 社区工作者 网格员 辅警 协警 法官 检察官
    书记员 法务 法务专员 公证员 审计 审计师 税务师 精算师 分析员 交易员 研究助理 博后
    博士后 讲师 副教授 助教 学生党 大学生 高中生 初中生 中学生 小学生 留学生 研究生 硕士生
    全栈 全栈工程师 运维 DBA 测试工程师 嵌入式工程师 硬件工程师 产品运营 用户运营 新媒体运营
    主理人 店主 摊主 老板娘 个体户 自由职业 自由职业者 独立开发者 创业者 合伙人 联合创始人
    交警 民警 刑警 特警 巡警 辅警 武警 片警 猎头 大夫 主持人 婚礼主持 司仪 陶艺师 茶艺师 修复师
    置业顾问 讲解员 线长 组长 工长 领班 安检员 检票员 客运值班员 值班员 调度员 话务员"""
)
"""Job titles read as roles beside `zh_words.ROLE_ENDINGS` (up主, 宝妈, 科员, 主理人)."""

ROLE_HEADS_LONG: Final = _words("师傅 小哥")
"""Heads that make a job only with a modifier before them (扎铁师傅, 外卖小哥):
alone they call someone (师傅，去机场)."""

MORE_ANIMALS: Final = _words(
    """唐狗 土狗 中华田园犬 田园犬 田园猫 狸花 三花 三花猫 奶牛猫 黑猫 白猫 狸猫 豹猫 孟加拉猫
    无毛猫 斯芬克斯 德文卷毛猫 折耳猫 金渐层 英短蓝猫 美短虎斑 阿拉斯加 边境牧羊犬 牧羊犬
    拉布拉多犬 金毛犬 柯基犬 柴柴 马犬 比格 比格犬 西高地 马尔济斯 银狐犬 雪橇犬 田园狗 小土狗
    虎皮鹦鹉 牡丹鹦鹉 和尚鹦鹉 画眉 鹩哥 百灵 孔雀鱼 斗鱼 热带鱼 巴西龟 金丝熊 垂耳兔 侏儒兔
    小马 奶牛 香猪 小香猪 蜜袋鼯 水獭 角蛙 驴 龟 导盲犬"""
)
"""Pet kinds (breeds, nicknames of breeds) beside `zh_words.ANIMALS` (唐狗, 狸花, 金丝熊)."""

LATIN_JOIN: Final = "\u2060"
"""What joins the words of an English job title inside a Chinese sentence while it is read
(做data analyst), so that the title is one word; given back as a space."""
LATIN_JOB_HEADS: Final = frozenset(
    """engineer analyst manager designer developer dev scientist consultant researcher
    architect writer editor marketer recruiter accountant lawyer nurse teacher doctor intern
    lead director specialist officer assistant owner founder coordinator producer strategist
    planner operator technician trader banker auditor tester programmer administrator admin
    representative rep associate partner""".split()
)
"""Last words of English job titles (data analyst, software engineer, product manager)."""

NOT_JOB_ENDINGS: Final = _words("打工人 打工仔 打工妹 牛马 社畜 工具人 干饭人 尾款人 追梦人 搬砖人")
"""What working people call themselves in jest (打工人, 牛马, 社畜): no job title."""

TOPIC_ADVERBS: Final = frozenset(
    _words(
        """老 老是 总 总是 可 怪 忒 倍儿 贼 老早 向来 一向 素来 打小 从来 死 顶 尤其 特 真心
        打心底 打心眼里"""
    )
)
"""Adverbs of degree and habit that stand between the user and a taste verb (我老喜欢吃烤串,
我打小爱吃辣): said before the verb, they are how much, never what is liked."""
PEOPLE_GROUPS: Final = frozenset(
    _words(
        """南方人 北方人 本地人 外地人 年轻人 老年人 中年人 家里人 中国人 外国人 城里人 乡下人
        吃货 打工人 上班族 学生党 宝妈 宝爸 女生 男生 女孩子 男孩子 小孩子 大家 全家 一家人
        老乡 俩 几个 一家子 夫妻俩 老两口 娘俩 爷俩"""
    )
)
"""Groups the user counts themself in, said after 我们/咱 before a taste verb (我们南方人爱吃
甜): who likes, never what is liked."""
