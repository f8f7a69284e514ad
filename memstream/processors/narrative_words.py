"""The words the profile narrative needs in both languages, kept as data. Pure.

A value is shown in the narrative's language when a translation is known here: relations
and pets (their canonical English names, as the matchers key them), languages, diets and
common places. Names of people and organisations are never translated.
"""

from __future__ import annotations

from typing import Final

TEMPLATES: Final[dict[str, tuple[str, str]]] = {
    "name": ("is called {}", "名叫{}"),
    "role": ("is {}", "是{}"),
    "employer": ("works at {}", "在{}工作"),
    "home": ("lives in {}", "住在{}"),
    "work": ("works in {}", "在{}上班"),
    "origin": ("is from {}", "来自{}"),
    "timezone": ("is on {}", "时区是{}"),
    "languages": ("speaks {}", "会说{}"),
    "native": ("speaks {} natively", "母语是{}"),
    "skill": ("knows {}", "会{}"),
    "project": ("is working on {}", "在做{}"),
    "goal": ("wants to {}", "想{}"),
    "like": ("likes {}", "喜欢{}"),
    "dislike": ("dislikes {}", "不喜欢{}"),
    "habit": ("{}", "习惯{}"),
    "editor": ("codes in {}", "用{}写代码"),
    "allergy": ("is allergic to {}", "对{}过敏"),
    "condition": ("has {}", "有{}"),
}
"""The verb phrase of each slot, English and Chinese."""

RELATIONS_ZH: Final[dict[str, str]] = {
    "mother": "妈妈", "father": "爸爸", "wife": "妻子", "husband": "丈夫", "partner": "伴侣",
    "spouse": "爱人", "girlfriend": "女朋友", "boyfriend": "男朋友", "fiance": "未婚夫妻",
    "son": "儿子", "daughter": "女儿", "child": "孩子", "brother": "兄弟", "sister": "姐妹",
    "sibling": "兄弟姐妹", "grandmother": "奶奶", "grandfather": "爷爷", "aunt": "阿姨",
    "uncle": "叔叔", "cousin": "表亲", "niece": "侄女", "nephew": "侄子",
    "grandchild": "孙辈", "friend": "朋友", "boss": "老板", "colleague": "同事",
    "roommate": "室友", "neighbor": "邻居", "mentor": "导师",
}  # fmt: skip
PETS_ZH: Final[dict[str, str]] = {
    "dog": "狗", "cat": "猫", "bird": "鸟", "hamster": "仓鼠", "rabbit": "兔子",
    "horse": "马", "turtle": "乌龟", "fish": "鱼", "pet": "宠物",
}  # fmt: skip
LANGUAGES_ZH: Final[dict[str, str]] = {
    "English": "英语", "Chinese": "中文", "Mandarin": "普通话", "Cantonese": "粤语",
    "Japanese": "日语", "Korean": "韩语", "French": "法语", "German": "德语",
    "Spanish": "西班牙语", "Portuguese": "葡萄牙语", "Italian": "意大利语",
    "Russian": "俄语", "Arabic": "阿拉伯语", "Hindi": "印地语", "Dutch": "荷兰语",
    "Swedish": "瑞典语", "Polish": "波兰语", "Turkish": "土耳其语", "Vietnamese": "越南语",
    "Thai": "泰语", "Indonesian": "印尼语", "Greek": "希腊语", "Hebrew": "希伯来语",
    "Shanghainese": "上海话", "Hokkien": "闽南语", "Hakka": "客家话",
}  # fmt: skip
PLACES_ZH: Final[dict[str, str]] = {
    "Beijing": "北京", "Shanghai": "上海", "Guangzhou": "广州", "Shenzhen": "深圳",
    "Hangzhou": "杭州", "Chengdu": "成都", "Wuhan": "武汉", "Nanjing": "南京",
    "Tianjin": "天津", "Chongqing": "重庆", "Xi'an": "西安", "Suzhou": "苏州",
    "Xiamen": "厦门", "Qingdao": "青岛", "Dalian": "大连", "Shenyang": "沈阳",
    "Changsha": "长沙", "Kunming": "昆明", "Harbin": "哈尔滨", "Hong Kong": "香港",
    "Macau": "澳门", "Taipei": "台北", "Singapore": "新加坡", "Tokyo": "东京",
    "Osaka": "大阪", "Seoul": "首尔", "Bangkok": "曼谷", "Sydney": "悉尼",
    "Melbourne": "墨尔本", "London": "伦敦", "Paris": "巴黎", "Berlin": "柏林",
    "Munich": "慕尼黑", "Hamburg": "汉堡", "Zurich": "苏黎世", "Geneva": "日内瓦",
    "Vienna": "维也纳", "Amsterdam": "阿姆斯特丹", "Brussels": "布鲁塞尔",
    "Madrid": "马德里", "Barcelona": "巴塞罗那", "Lisbon": "里斯本", "Rome": "罗马",
    "Milan": "米兰", "Stockholm": "斯德哥尔摩", "Copenhagen": "哥本哈根",
    "Dublin": "都柏林", "Moscow": "莫斯科", "New York": "纽约", "Boston": "波士顿",
    "Seattle": "西雅图", "San Francisco": "旧金山", "Los Angeles": "洛杉矶",
    "Chicago": "芝加哥", "Toronto": "多伦多", "Vancouver": "温哥华", "Montreal": "蒙特利尔",
    "China": "中国", "Japan": "日本", "Korea": "韩国", "Germany": "德国", "France": "法国",
    "Spain": "西班牙", "Portugal": "葡萄牙", "Italy": "意大利", "Canada": "加拿大",
    "Australia": "澳大利亚", "the US": "美国", "the UK": "英国", "Switzerland": "瑞士",
}  # fmt: skip
DIETS: Final[dict[str, tuple[str, str]]] = {
    # canonical value: (English verb phrase, Chinese verb phrase)
    "vegetarian": ("is vegetarian", "吃素"),
    "vegan": ("is vegan", "吃全素"),
    "pescatarian": ("eats fish but no meat", "只吃鱼不吃肉"),
    "halal": ("eats halal", "吃清真"),
    "kosher": ("keeps kosher", "吃犹太洁食"),
    "gluten-free": ("eats gluten-free", "不吃含麸质的食物"),
    "lactose-free": ("avoids lactose", "不吃含乳糖的食物"),
    "no alcohol": ("does not drink alcohol", "不喝酒"),
    "no pork": ("does not eat pork", "不吃猪肉"),
    "no sugar": ("avoids sugar", "不吃甜的"),
    "low-carb": ("eats low-carb", "低碳水饮食"),
    "keto": ("eats keto", "生酮饮食"),
}
ROLE_ENDINGS_ZH: Final = tuple(
    """
    师 员 家 生 手 长 理 监 工 者 人 官 主 总 匠 夫 士 警 兵 厨 工程师 老板 老师 医生 主播 博主
    模特 司机 保姆 护士 律师 会计 教练 店员 学生 演员 经纪
    """.split()
)
"""How Chinese job titles end (工程师, 经理, 老师, 学生): a role that does not end so is a
field of work (算法, 运营), said with 做 rather than 是."""
STATES: Final[dict[str, tuple[str, str]]] = {
    # health conditions said as a state, not a thing one has: (English, Chinese) verb phrase
    "deaf": ("is deaf", "听不见"), "blind": ("is blind", "看不见"),
    "diabetic": ("is diabetic", "有糖尿病"), "pregnant": ("is pregnant", "怀孕了"),
    "怀孕": ("is pregnant", "怀孕了"), "epileptic": ("is epileptic", "有癫痫"),
    "asthmatic": ("is asthmatic", "有哮喘"), "autistic": ("is autistic", "有自闭症"),
    "dyslexic": ("is dyslexic", "有阅读障碍"), "colorblind": ("is colorblind", "色盲"),
    "colourblind": ("is colourblind", "色盲"), "色盲": ("is colorblind", "色盲"),
    "anemic": ("is anemic", "贫血"), "anaemic": ("is anaemic", "贫血"),
    "贫血": ("is anemic", "贫血"),
    "失眠": ("has insomnia", "失眠"), "近视": ("is short-sighted", "近视"),
}  # fmt: skip
"""Health conditions said as a state ("is deaf", 怀孕了), by their word in either language."""
DIET_WORDS_ZH: Final[dict[str, str]] = {
    "吃素": "vegetarian", "素食": "vegetarian", "素食者": "vegetarian", "全素": "vegan",
    "纯素": "vegan", "清真": "halal", "不喝酒": "no alcohol", "戒酒": "no alcohol",
    "不吃猪肉": "no pork", "不吃甜的": "no sugar", "戒糖": "no sugar", "无麸质": "gluten-free",
    "生酮": "keto",
}  # fmt: skip

KINDS_EN: Final[dict[str, str]] = {
    zh: en for table in (RELATIONS_ZH, PETS_ZH) for en, zh in table.items()
} | {
    "老婆": "wife", "媳妇": "wife", "太太": "wife", "老公": "husband", "先生": "husband",
    "男友": "boyfriend", "女友": "girlfriend", "对象": "partner", "闺女": "daughter",
    "娃": "child", "宝宝": "child", "哥哥": "brother", "哥": "brother", "弟弟": "brother",
    "弟": "brother", "姐姐": "sister", "姐": "sister", "妹妹": "sister", "妹": "sister",
    "爸": "father", "父亲": "father", "老爸": "father", "妈": "mother", "母亲": "mother",
    "老妈": "mother", "外公": "grandfather", "姥爷": "grandfather", "外婆": "grandmother",
    "姥姥": "grandmother", "舅舅": "uncle", "姑姑": "aunt", "好朋友": "friend",
    "闺蜜": "friend", "发小": "friend", "同学": "classmate", "舍友": "roommate",
    "猫咪": "cat", "小猫": "cat", "狗狗": "dog", "小狗": "dog", "金鱼": "goldfish",
    "鹦鹉": "parrot", "柯基": "corgi", "金毛": "golden retriever", "柴犬": "shiba inu",
    "哈士奇": "husky", "橘猫": "cat", "布偶猫": "ragdoll cat",
}  # fmt: skip
"""Chinese words for relations and pets, in English."""
KIN_WORDS_EN: Final = frozenset(
    """
    mum mom mummy mommy mama mam ma dad daddy papa pa father mother grandma granny gran nana
    grandpa gramps grandad granddad grandmother grandfather hubby wifey bro sis brother sister
    son daughter kid kiddo baby babe bestie bff buddy pal puppy pup doggo kitten kitty cat dog
    he she him her they them someone somebody husband wife partner boyfriend girlfriend
    """.split()
)
"""English words that name a relation or pet without naming it ("mum", "puppy"), and
pronouns: never a name."""
_EN_OF: Final[dict[str, str]] = {
    zh: en for table in (LANGUAGES_ZH, PLACES_ZH) for en, zh in table.items()
}


def in_chinese(value: str) -> str | None:
    """The Chinese name of a language or place written in English, if known."""
    for table in (LANGUAGES_ZH, PLACES_ZH):
        for english, chinese in table.items():
            if english.casefold() == value.casefold():
                return chinese
    return None


def in_english(value: str) -> str | None:
    """The English name of a language or place written in Chinese, if known."""
    return _EN_OF.get(value.strip())


def diet_of(value: str) -> str | None:
    """The canonical diet a value names ("vegetarian", 吃素), if known."""
    folded = value.casefold().strip()
    return folded if folded in DIETS else DIET_WORDS_ZH.get(value.strip())
