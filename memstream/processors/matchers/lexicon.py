"""Small bilingual lexicons: preference object cores, roles, languages, places."""

from __future__ import annotations

import re
from typing import Final

_EN_EDGE_FILLERS: Final = frozenset(
    """the a an to use using used be being your my me it in with keep give make write
    writing written reply replies reply respond responses response answer answers message
    messages output outputs mode theme tone style format formatted please text things
    explanations explanation language have get see receive so too overly more very really
    super extra eat eating drink drinking""".split()
)
_ZH_PREFIXES: Final = (
    "使用", "给我", "尽量", "一直", "总是", "始终", "比较", "过于", "那么", "这么", "保持",
    "用", "更", "太", "很", "都", "吃", "喝",
)  # fmt: skip
_ZH_SUFFIXES: Final = (
    "的回答", "的回复", "的答案", "的语气", "的风格", "回答", "回复", "答案", "模式", "主题",
    "风格", "语气", "格式", "一点", "一些", "一下", "的", "点",
)  # fmt: skip


def core_phrase(phrase: str) -> str:
    """The heart of a preference object: filler words stripped from both edges."""
    text = phrase.casefold().strip()
    tokens = text.split()
    while tokens and tokens[0] in _EN_EDGE_FILLERS:
        tokens.pop(0)
    while tokens and tokens[-1] in _EN_EDGE_FILLERS:
        tokens.pop()
    text = " ".join(tokens)
    return _strip_zh_edges(text) or text


def _strip_zh_edges(text: str) -> str:
    changed = True
    while changed and text:
        changed = False
        for prefix in _ZH_PREFIXES:
            if text.startswith(prefix) and len(text) > len(prefix):
                text, changed = text[len(prefix) :], True
        for suffix in _ZH_SUFFIXES:
            if text.endswith(suffix) and len(text) > len(suffix):
                text, changed = text[: -len(suffix)], True
    return text


ROLE_NOUNS: Final = frozenset(
    """engineer developer programmer designer manager teacher student doctor nurse scientist
    researcher analyst writer lawyer consultant architect founder cofounder co-founder ceo
    cto cfo accountant artist musician chef professor lecturer freelancer entrepreneur
    marketer editor journalist photographer pharmacist dentist intern officer administrator
    admin technician mechanic electrician pilot translator tutor coach therapist
    psychologist economist mathematician physicist chemist biologist product owner
    salesperson recruiter librarian veterinarian vet surgeon physician paramedic
    firefighter farmer director executive investor banker trader auditor statistician
    sysadmin devops sre tester qa phd postdoc undergraduate undergrad graduate"""
    .split()
)  # fmt: skip
ZH_ROLE_SUFFIXES: Final = (
    "工程师", "程序员", "开发者", "开发", "设计师", "经理", "老师", "教师", "学生", "医生", "护士",
    "律师", "会计", "科学家", "研究员", "分析师", "作家", "记者", "顾问", "架构师", "创始人",
    "教授", "厨师", "司机", "销售", "研究生", "博士生", "本科生", "实习生", "运营", "编辑",
    "摄影师", "翻译", "总监", "主管", "产品", "测试", "专员", "助理", "老板", "医师",
)  # fmt: skip

LANGUAGES: Final[dict[str, str]] = {
    "english": "English", "chinese": "Chinese", "mandarin": "Mandarin",
    "cantonese": "Cantonese", "spanish": "Spanish", "french": "French", "german": "German",
    "japanese": "Japanese", "korean": "Korean", "italian": "Italian",
    "portuguese": "Portuguese", "russian": "Russian", "arabic": "Arabic", "hindi": "Hindi",
    "dutch": "Dutch", "vietnamese": "Vietnamese", "thai": "Thai", "polish": "Polish",
    "czech": "Czech", "swedish": "Swedish", "norwegian": "Norwegian", "danish": "Danish",
    "finnish": "Finnish", "greek": "Greek", "turkish": "Turkish", "hebrew": "Hebrew",
    "persian": "Persian", "farsi": "Persian", "ukrainian": "Ukrainian",
    "indonesian": "Indonesian", "malay": "Malay", "tagalog": "Tagalog", "swahili": "Swahili",
    "bengali": "Bengali", "urdu": "Urdu", "tamil": "Tamil", "hungarian": "Hungarian",
    "romanian": "Romanian", "catalan": "Catalan", "latin": "Latin",
    "中文": "Chinese", "汉语": "Chinese", "普通话": "Mandarin", "粤语": "Cantonese",
    "英语": "English", "英文": "English", "日语": "Japanese", "韩语": "Korean",
    "法语": "French", "德语": "German", "西班牙语": "Spanish", "俄语": "Russian",
    "意大利语": "Italian", "葡萄牙语": "Portuguese", "阿拉伯语": "Arabic", "泰语": "Thai",
    "越南语": "Vietnamese", "波兰语": "Polish", "上海话": "Shanghainese",
    "四川话": "Sichuanese",
}  # fmt: skip

ZH_PLACE_SUFFIX: Final = re.compile(r"(?:市|省|县|区|州|国)$")
ZH_CITIES: Final = frozenset(
    """北京 上海 深圳 广州 杭州 成都 南京 武汉 西安 重庆 天津 苏州 长沙 厦门 青岛 香港 澳门 台北
    新加坡 东京 大阪 首尔 纽约 伦敦 巴黎 柏林 硅谷 旧金山 洛杉矶 西雅图 悉尼 多伦多 温哥华
    四川 广东 湖南 湖北 河南 河北 山东 山西 江苏 浙江 福建 安徽 江西 云南 贵州 陕西 甘肃 辽宁
    吉林 黑龙江 内蒙古 新疆 西藏 广西 海南 宁夏 青海 台湾 东北 中国 美国 英国 日本 韩国 法国
    德国 加拿大 澳大利亚 里斯本 罗马 马德里 莫斯科 曼谷 迪拜"""
    .split()
)  # fmt: skip


def is_place(text: str) -> bool:
    """True when a Chinese phrase names a city or administrative area."""
    return text in ZH_CITIES or ZH_PLACE_SUFFIX.search(text) is not None
