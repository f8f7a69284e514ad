"""Chinese word lists of the slot grammar (data): people, roles, languages, organisations,
diets, conditions, and the words that mark questions, hypotheticals, tentative talk,
reported speech, jokes and corrections."""

from __future__ import annotations

import re
from typing import Final


def words(text: str) -> tuple[str, ...]:
    """The space-separated words of `text`, longest first (for alternations), then in
    character order, so the order never depends on the process's hash seed."""
    return tuple(sorted(set(text.split()), key=lambda word: (-len(word), word)))


RELATIONS: Final[dict[str, str]] = {
    w: w
    for w in words(
        """老婆 妻子 媳妇 太太 爱人 老公 丈夫 先生 对象 男朋友 女朋友 男友 女友 未婚夫 未婚妻 儿子
        女儿 闺女 孩子 娃 宝宝 哥哥 哥 弟弟 弟 姐姐 姐 妹妹 妹 爸爸 爸 妈妈 妈 爸妈 父母 父亲
        母亲 老爸 老妈 爷爷 奶奶 外公 外婆 姥姥 姥爷 叔叔 阿姨 舅舅 姑姑 表哥 表姐 表弟 表妹
        堂哥 堂姐 堂弟 堂妹 侄子 侄女 外甥 外甥女 朋友 好朋友 闺蜜 发小 同学 室友 舍友 同事 老板
        领导 组长 经理 上司 师兄 师姐 师弟 师妹 导师 邻居 房东 岳父 岳母 公公 婆婆 双胞胎妹妹
        双胞胎哥哥 双胞胎姐姐 双胞胎弟弟 继女 继子 小姨子 大舅子 嫂子 姐夫 妹夫 弟媳 客户 同桌
        姐妹 兄弟 哥们 师傅 徒弟 家里人 家人 亲戚 队友 搭档 合伙人 老师 学生 前任 前男友 前女友
        大儿子 小儿子 大女儿 小女儿 二女儿 二儿子 双胞胎女儿 双胞胎儿子 小姨 大姨 姨妈 姨 舅妈 婶婶
        叔 伯伯 大伯 姑父 姨父 表姐夫 外孙 外孙女 孙子 孙女 老丈人 丈母娘 继父 继母 后妈 闺女婿
        女婿 儿媳 儿媳妇 大姑子 小姑子 小叔子 小舅子 后爸 继兄 继姐 继弟 继妹
        男闺蜜 基友 死党 铁哥们 老同学 老乡 网友 笔友 干爹 干妈 干爸 干女儿 干儿子 义父 义母 舅
        三叔 二叔 四叔 二姨 三姨 小舅 大舅 二舅 三舅 二姑 三姑 大姑 二伯 三伯 养父 养母 姑妈 太奶奶
        太爷爷"""
    )
} | {
    "家那位": "爱人", "那口子": "爱人", "孩子他爸": "老公", "孩子他妈": "老婆", "孩子爸": "老公",
    "孩子妈": "老婆", "娃他爸": "老公", "娃他妈": "老婆", "老伴": "爱人", "老伴儿": "爱人",
    "崽": "孩子", "崽崽": "孩子", "小崽子": "孩子", "老铁": "朋友", "铁子": "朋友",
    "哥们儿": "哥们", "好兄弟": "兄弟", "好姐妹": "姐妹", "师父": "师父", "姐们": "姐妹",
    "姐们儿": "姐妹", "媳妇儿": "媳妇", "闺女儿": "闺女", "老板娘": "老板娘",
    "战友": "战友", "老舅": "舅舅", "老姨": "姨", "饭搭子": "朋友", "饭友": "朋友", "拍档": "搭档",
    "配偶": "爱人", "球友": "朋友", "牌友": "朋友", "酒友": "朋友", "驴友": "朋友", "书友": "朋友",
    "跑友": "朋友", "钓友": "朋友", "棋友": "朋友", "老战友": "战友", "发小儿": "发小",
}  # fmt: skip
"""Relation words, each with the relation it names (孩子他爸 is the husband)."""
ANIMALS: Final = words(
    """猫 狗 猫咪 小猫 狗狗 小狗 狗子 鹦鹉 仓鼠 兔子 乌龟 金鱼 鱼 守宫 柯基 金毛 泰迪 边牧 柴犬
    萨摩 哈士奇 拉布拉多 布偶猫 布偶 英短 美短 橘猫 银渐层 蓝猫 狸花猫 龙猫 刺猬 蜥蜴 蛇 鸟 八哥
    主子 猫主子 比熊 博美 法斗 德牧 雪纳瑞 贵宾 二哈 豚鼠 荷兰猪 松鼠 鸡 鸭 羊驼
    萨摩耶 秋田犬 杜宾 吉娃娃 约克夏 腊肠犬 巴哥犬 加菲猫 暹罗猫 缅因猫 玄凤 文鸟 雪貂 猫猫
    公鸡 母鸡 小鸡 鸭子 鹅 大鹅 山羊 绵羊 小羊 小兔 陆龟 草龟 锦鲤 柯尔鸭 鸽子 信鸽 小马 蒙古马
    马儿 毛驴 小毛驴 奶牛 小牛 骆驼 老黄狗 大黄狗 小黄狗 黄狗 黑狗 大黑狗 土狗
    中华田园犬 老狗 老猫"""
)
PET_KINDS: Final[dict[str, str]] = {
    "主子": "猫", "猫主子": "猫", "狗子": "狗", "二哈": "哈士奇", "老黄狗": "狗",
    "大黄狗": "狗", "小黄狗": "狗", "黄狗": "狗", "黑狗": "狗", "大黑狗": "狗", "土狗": "狗",
    "老狗": "狗", "老猫": "猫",
}  # fmt: skip
"""Kinds said with a word of colour or age (老黄狗, 土狗): the animal they are."""
ROLE_ENDINGS: Final = words(
    """工程师 程序员 开发 设计师 设计 经理 老师 教师 学生 医生 护士 律师 会计 科学家 研究员 分析师
    作家 记者 顾问 架构师 创始人 教授 厨师 司机 销售 研究生 博士生 本科生 实习生 运营 编辑 摄影师
    翻译 总监 主管 产品 测试 专员 助理 老板 医师 兽医 策划 算法 前端 后端 财务 采购 文案 柜员
    管家 社工 精算 合规 货代 骑手 工人 妈妈 爸爸 自由职业者 自媒体 主播 博主 插画师 美工 主美
    警察 消防员 公务员 快递员 外卖员 业务员 客服 HR 人事 行政 画师 老师傅 店长 店员 服务员 保安
    保姆 月嫂 农民 渔民 军人 空姐 空乘 飞行员 船员 导游 演员 歌手 舞者 模特 画家 书法家 作曲
    研发 运维 DBA 数据分析 数据科学家 投行 咨询 风控 法务 审计 税务 出纳 收银员 店主 打工人
    个体户 开发者 研究 教练 讲师 辅导员 校长 院长 主任 大学生 高中生 初中生 小学生 家庭主妇 退休工人
    退休教师 嵌入式 硬件 软件 前台 医药代表 药剂师 营养师 心理咨询师 理发师 化妆师 裁缝 木匠
    电工 焊工 厨子 面点师 咖啡师 调酒师 销售经理 产品经理 项目经理 留学咨询 全栈 技术支持
    创业者 售后 外贸 电商 技术总监 合伙人 CTO CEO COO CFO 住院医 规培生 主治 药师 护工 医助"""
)
PERSON_NOUNS: Final = words(
    """人 博主 up主 UP主 主播 网友 网红 大叔 大妈 大爷 大姐 大哥 小哥 小伙子 小伙 姑娘 小姑娘 女孩
    男孩 女生 男生 小孩 孩子 老外 新人 实习生 同学 朋友 邻居 医生 老师 学生 病人 患者 顾客 客人
    嘉宾 粉丝 读者 学员 队友 员工 下属 领导 老板 同事 室友 店主 老板娘 房东 租客 网友 作者
    夫妻 小两口 一家人 家人 候选人 面试者 应聘者 新同事 乘客 游客 志愿者"""
)
"""Words that name a person when a modifier stands before them (我关注的那个博主, 我带的学生)."""
PERSON_ACRONYMS: Final = words("VP HR HRBP CEO CTO CFO COO PM BD QA UP主 HRD")
"""Titles said in Latin letters that name a person (新来的VP, 公司的HR)."""
ORGS: Final = words(
    """字节 字节跳动 腾讯 阿里 阿里巴巴 百度 美团 京东 华为 小米 网易 网易游戏 快手 拼多多 小红书
    大疆 蔚来 理想 小鹏 比亚迪 海尔 美的 格力 平安 招行 建行 工行 中行 农行 米哈游 B站 哔哩哔哩
    滴滴 携程 蚂蚁 蚂蚁金服 科大讯飞 商汤 旷视 联想 中兴 荣耀 西门子 微软 谷歌 苹果 亚马逊 Shopee
    特斯拉 宁德时代 顺丰 京东物流 中石油 中石化 国家电网 移动 联通 电信 中国移动 中国联通 协和
    华西医院 市一院 山东大学 清华 北大 复旦 浙大 交大 中科院 新浪 搜狐 360 得物 贝壳 链家
    饿了么 盒马 唯品会 OPPO vivo 大众 宝马 奔驰 丰田 本田 三星 索尼 英特尔 IBM 甲骨文 SAP
    埃森哲 德勤 普华永道 安永 毕马威 麦肯锡 中金 中信 华泰 招商银行 建设银行 工商银行"""
)
LANGUAGE_WORDS: Final = words(
    """中文 汉语 普通话 国语 粤语 广东话 白话 英语 英文 日语 日文 韩语 韩文 法语 法文 德语 德文
    西班牙语 俄语 意大利语 葡萄牙语 阿拉伯语 泰语 越南语 印尼语 马来语 荷兰语 瑞典语 希腊语
    土耳其语 波兰语 上海话 四川话 闽南语 客家话 潮汕话 莆田话 宁波话 温州话 东北话 湖南话
    冰岛语 手语 台语 苏州话 杭州话 天津话 山东话 河南话 陕西话 长沙话 武汉话 朝鲜语 藏语 蒙古语 蒙语
    维吾尔语 维语 壮话 壮语 印地语 他加禄语 闽南话 阿美语 彝语 苗语 傣语 哈萨克语"""
)
LANGUAGE_CANON: Final[dict[str, str]] = {
    "中文": "chinese", "汉语": "chinese", "普通话": "chinese", "国语": "chinese", "华语": "chinese",
    "华文": "chinese", "唐话": "chinese",
    "英语": "english", "英文": "english", "日语": "japanese", "日文": "japanese",
    "韩语": "korean", "韩文": "korean", "法语": "french", "法文": "french", "德语": "german",
    "德文": "german", "西班牙语": "spanish", "俄语": "russian", "粤语": "cantonese",
    "广东话": "cantonese", "意大利语": "italian", "葡萄牙语": "portuguese",
    "蒙古语": "mongolian", "蒙古文": "mongolian", "蒙文": "mongolian", "蒙语": "mongolian",
    "藏语": "tibetan", "藏文": "tibetan", "维吾尔语": "uyghur", "维语": "uyghur",
    "朝鲜语": "korean", "越南语": "vietnamese", "泰语": "thai", "阿拉伯语": "arabic",
    "马来语": "malay", "印尼语": "indonesian", "印地语": "hindi", "他加禄语": "tagalog",
    "闽南语": "hokkien", "闽南话": "hokkien", "台语": "hokkien", "上海话": "shanghainese",
    "繁体": "chinese", "简体": "chinese", "繁體": "chinese",
}  # fmt: skip
"""A script is no language of its own: 繁体字 and 简体字 are `chinese` (docs/slots.md)."""
DIETS: Final[dict[str, str]] = {
    "吃素": "vegetarian", "素食": "vegetarian", "素食主义者": "vegetarian", "长素": "vegetarian",
    "吃长素": "vegetarian",
    "素食者": "vegetarian", "纯素": "vegan", "吃清真": "halal", "清真": "halal",
    "滴酒不沾": "no alcohol", "不喝酒": "no alcohol", "戒酒": "no alcohol",
    "生酮": "keto", "无麸质": "gluten-free", "低碳": "low-carb", "断食": "intermittent fasting",
    "轻断食": "intermittent fasting",
}  # fmt: skip
BODY_PARTS: Final = words(
    """肠胃 胃 腰 颈椎 腰椎 膝盖 心脏 肝 肾 眼睛 视力 睡眠 听力 皮肤 牙 牙齿 嗓子 关节 肩膀 脊椎
    免疫力 身体 脚踝 手腕 气管 肺"""
)
"""Body parts whose bad state is a health condition (肠胃不好, 膝盖有旧伤)."""
MEASURES: Final = words("血压 血糖 血脂 尿酸 胆固醇 转氨酶 眼压")
"""Measures said high or low (血压有点高 → 高血压)."""
CONDITIONS: Final = words(
    """糖尿病 高血压 哮喘 失眠 偏头痛 抑郁症 焦虑症 关节炎 腰椎间盘突出 颈椎病 鼻炎 胃炎 胃病
    痛风 贫血 甲亢 甲减 湿疹 荨麻疹 过敏性鼻炎 高血脂 脂肪肝 心脏病 乳糖不耐受 近视 色盲 腰肌劳损
    糖尿病前期 多动症 自闭症 癫痫 腱鞘炎 肩周炎 胃溃疡 肠易激 痔疮 怀孕 血糖偏高
    血压高 高度近视 听力障碍 骨质疏松 三高 乙肝 肺结核 散光 弱视 耳鸣 心律不齐 早搏 低血压
    低血糖 高血糖 高尿酸 胆结石 肾结石 痛经 过敏性鼻炎 免疫力低 椎间盘突出 胃食管反流
    老年痴呆 阿尔茨海默 帕金森 中风 脑梗 心梗 冠心病 乳腺癌 肺癌 胃癌 肝癌 甲状腺结节 白癜风
    斑秃 腰伤 膝伤 慢阻肺 支气管炎 尿毒症 红斑狼疮 类风湿 强直性脊柱炎 带状疱疹
    乳糖不耐 银屑病 牛皮癣 干眼症 纤维肌痛 子宫内膜异位症 多囊卵巢 心衰 房颤 青光眼 白内障
    渐冻症 静脉曲张 半月板损伤 淋巴瘤 黑色素瘤 网球肘 鼠标手 口吃 脑瘫 偏瘫
    心肌炎 肾炎 肝炎 胰腺炎 结肠炎 克罗恩病 多发性硬化 先天性心脏病 心脏杂音 二尖瓣脱垂
    腰椎滑脱 前交叉韧带断裂 双相情感障碍 躁郁症 进食障碍 厌食症 暴食症 创伤后应激障碍 耳聋
    夜盲症 唇腭裂 脊柱侧弯 扁平足 股骨头坏死 尿酸高 血脂高 甲状腺功能减退 甲状腺功能亢进"""
)
QUESTION: Final = words(
    """怎么 为什么 怎样 如何 多少 哪里 哪儿 哪个 哪些 哪家 是不是 能不能 会不会 要不要
    有没有 可不可以 吗 谁 啥 几点 几个 几岁 几号 有什么 是什么 用什么 什么样 去哪 在哪 哪天 哪种
    哪位"""
)
REQUESTS: Final = words("能不能 可不可以 可以 请 麻烦 帮我 别 不要 以后 从现在开始")
HYPOTHETICAL: Final = words(
    """如果 假如 要是 假设 想象 等我 下辈子 当初 就好了 万一 倘若 设想 假使 若是 让我选
    梦见 梦到 做梦 举个例子: 举个例子, 举个例子： 举个例子， 打个比方 真希望 多希望 好希望 巴不得
    但凡 但愿"""
)
TENTATIVE: Final = words(
    """可能 也许 或许 说不定 还没定 看情况 要不要 考虑 看看要不要 还没拍板 不一定 还没想好 打算看看
    犹豫 纠结 大概吧 再说吧 看天气 还在想 大概会 还在试用 有点想 想想 试试看 还没决定
    拿不定 没想好 说不准"""
)
DIED: Final = re.compile(r"(?:走了|去世|过世|离世|病逝|不在了)(?:了|啦)?$")
"""A person or pet said to have died (爷爷上个月走了): what ends the relation."""
CLOSE_RELATIONS: Final = words(
    """老婆 妻子 媳妇 太太 爱人 老公 丈夫 先生 对象 男朋友 女朋友 男友 女友 未婚夫 未婚妻 儿子
    女儿 闺女 孩子 娃 宝宝 哥哥 哥 弟弟 弟 姐姐 姐 妹妹 妹 爸爸 爸 妈妈 妈 爸妈 父母 父亲 母亲
    老爸 老妈 爷爷 奶奶 外公 外婆 姥姥 姥爷 叔叔 阿姨 舅舅 姑姑 表哥 表姐 表弟 表妹 堂哥 堂姐
    堂弟 堂妹 侄子 侄女 外甥 外甥女 岳父 岳母 公公 婆婆 双胞胎妹妹 双胞胎哥哥 双胞胎姐姐
    双胞胎弟弟 继女 继子 嫂子 姐夫 妹夫 弟媳 闺蜜 好朋友 大儿子 小儿子 大女儿 小女儿 二女儿
    二儿子 双胞胎女儿 双胞胎儿子 崽 崽崽 那口子 家那位 老伴 老伴儿 媳妇儿 继父 继母 后妈 后爸
    继兄 继姐 继弟 继妹 小姨子 大舅子 小舅子 大姑子 小姑子 小叔子 外孙 外孙女 孙子 孙女 女婿
    儿媳 儿媳妇 老丈人 丈母娘 干爹 干妈 干爸 义父 义母 养父 养母 师父 大伯 伯伯 二伯 三伯 大姑
    二姑 三姑 大姨 二姨 三姨 小姨 姨妈 舅妈 大舅 二舅 三舅 小舅 二叔 三叔 四叔 婶婶 姑父 姨父
    姑妈 太奶奶 太爷爷"""
)
NOT_ALLERGENS: Final = words(
    "钱 周一 星期一 上班 工作 加班 开会 会议 人 人类 老板 学习 运动 早起 考试 社交 作业 数学 KPI "
    "内卷 领导 甲方 "
    "早八 周报 日报 deadline 催婚 相亲 上学 上课 礼拜一 英语 班 卷"
)
SURNAMES: Final = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋"
    "蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷"
    "侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
REPORTED: Final = words("说 原话 宣布 告诉我 跟我说 发了句 问 写着 讲 声称 表示 吐槽说 朋友圈写")
JOKES: Final = words(
    """下辈子 光合作用 吃土 滚到沙发 省略号 过敏😂 对周一 地球上班 成狗 升天 成仙 原地去世
    当场去世 入土 十级 满级 天花板 全宇宙 宇宙第一 本人了 本人吧 周扒皮 bushi
    照这样 再这样下去 这样下去
    太阳系 只有两种 火星 月球 笑死 开玩笑啦 逗你的 骗你的 哈哈哈哈 躺平大师 段子
    已经是半个 半个专家 最会摸鱼 一万年 八百年 几百年"""
)
TRANSFORM: Final = words(
    """翻译 总结 改写 润色 帮我写 造句 例句 小说 问卷 剧里 面试官 写一段 输出 生成 测试数据 格式：
    这句 这段 改得 模板 示例 样例 填表 题目 例题 作文 阅读理解"""
)
CORRECTIONS: Final = words(
    """哦不对 不对 说错了 口误 开玩笑的 我是说 更正 更正一下 纠正一下 搞错了 其实是 打错了 写错了
    说反了 抱歉 不好意思 啊不是 哦不是 不是不是 准确地说 确切地说 准确来说 确切来说 准确点说 准确说
    确切说 严格来说 严格说"""
)
CHANGE: Final = words("现在 以后 改成 换成 搬到 跳槽到 改用 转投 换了 不再 戒了 已经")
SENSES: Final = words(
    "吃 喝 闻 闻到 看 看到 看见 听 听到 碰 碰到 摸 摸到 想到 想起 见到 尝 尝到 提到 说到"
)
"""How a thing meets the user (一吃香菜就想吐, 一听到爵士就放松): with an effect, a taste."""
GOOD_EFFECTS: Final = words(
    """开心 高兴 兴奋 流口水 走不动 走不动道 走不动路 来劲 来精神 心情好 放松 满足 幸福 快乐 嗨
    治愈 平静 活过来 精神了 充满电 回血 上头 停不下来 两眼放光"""
)
"""What a liked thing does to the user (一听到爵士就放松, 咖啡让我活过来)."""
BAD_EFFECTS: Final = words(
    """想吐 恶心 犯恶心 反胃 头疼 头痛 头大 难受 心烦 起鸡皮疙瘩 做噩梦 抓狂 崩溃 犯困 焦虑
    烦躁 浑身难受 不舒服 发毛 害怕 紧张 窒息 血压高 火大 emo 想哭 受不了 受不住 顶不住 扛不住 吃不消
    头皮发麻"""
)
"""What a disliked thing does to the user (一吃香菜就想吐, 恐怖片看了会做噩梦)."""
IDENTITY_TASTES: Final = words(
    """命 命根子 信仰 灵魂 精神支柱 精神食粮 续命神器 续命水 快乐源泉 快乐源泉之一 本命 最爱 全部
    动力源泉 白月光 心头肉 生命之水 续命"""
)
"""What a liked thing is to the user (火锅是我的命, 撸猫是我的精神支柱)."""
GOODWILL: Final = "好感"
"""A feeling toward a thing: 对X有好感 likes it, 对X没啥好感 dislikes it."""
DAY_DEICTICS: Final = words("今 明 昨 前 后 当 某 那 这 半 聊 白")
"""What before 天 makes a day, not 天天 "every day" (今天天气不错: 今天 + 天气)."""
FAN_DEGREES: Final = words("重度 资深 忠实 铁杆 狂热 死忠 骨灰级 深度 终极 头号")
"""How much of a fan the user is, said before the thing (我是重度咖啡爱好者): not the thing."""
NEVER_AGAIN: Final = words("这辈子 永远 绝对 死也 打死也 坚决 再也")
"""How firmly a thing is never touched (苦瓜我这辈子都不会碰): a dislike of the thing."""
