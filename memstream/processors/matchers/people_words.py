"""Relations (family, partners, friends, pets) in English and Chinese, by canonical name.

The canonical name is English, so "my daughter Lily" and 我女儿叫小雨 share the key
`profile.relations.daughter`.
"""

from __future__ import annotations

from typing import Final

EN_RELATIONS: Final[dict[str, str]] = {
    "mom": "mother", "mum": "mother", "mother": "mother", "mommy": "mother",
    "dad": "father", "father": "father", "daddy": "father",
    "wife": "wife", "husband": "husband", "partner": "partner", "spouse": "spouse",
    "girlfriend": "girlfriend", "boyfriend": "boyfriend", "fiance": "fiance",
    "fiancé": "fiance", "fiancee": "fiance", "fiancée": "fiance",
    "son": "son", "daughter": "daughter", "kid": "child", "child": "child", "baby": "child",
    "brother": "brother", "sister": "sister", "sibling": "sibling", "twin": "sibling",
    "grandma": "grandmother", "grandmother": "grandmother", "granny": "grandmother",
    "grandpa": "grandfather", "grandfather": "grandfather",
    "gran": "grandmother", "nan": "grandmother", "nana": "grandmother", "nanna": "grandmother",
    "bubbe": "grandmother", "bubby": "grandmother", "grandad": "grandfather",
    "mam": "mother", "mammy": "mother", "stepmum": "stepmom", "sponsor": "sponsor",
    "aunt": "aunt", "uncle": "uncle", "cousin": "cousin", "niece": "niece",
    "nephew": "nephew", "grandson": "grandchild", "granddaughter": "grandchild",
    "friend": "friend", "bestie": "friend", "boss": "boss", "colleague": "colleague",
    "coworker": "colleague", "co-worker": "colleague", "roommate": "roommate",
    "flatmate": "roommate", "neighbor": "neighbor", "neighbour": "neighbor",
    "mentor": "mentor", "stepdad": "stepdad", "stepmom": "stepmom", "stepson": "stepson",
    "stepdaughter": "stepdaughter", "stepbrother": "stepbrother", "stepsister": "stepsister",
    "half-brother": "half-brother", "half-sister": "half-sister",
    "mother-in-law": "mother-in-law", "father-in-law": "father-in-law",
    "brother-in-law": "brother-in-law", "sister-in-law": "sister-in-law",
    "dog": "dog", "puppy": "dog", "pup": "dog", "cat": "cat",
    "kitten": "cat", "kitty": "cat", "parrot": "bird", "bird": "bird", "hamster": "hamster",
    "rabbit": "rabbit", "bunny": "rabbit", "horse": "horse", "pony": "horse",
    "turtle": "turtle", "tortoise": "turtle", "fish": "fish", "pet": "pet",
}  # fmt: skip

ZH_RELATIONS: Final[dict[str, str]] = {
    "妈妈": "mother", "母亲": "mother", "老妈": "mother", "爸爸": "father", "父亲": "father",
    "老爸": "father", "老婆": "wife", "妻子": "wife", "太太": "wife", "老公": "husband",
    "丈夫": "husband", "先生": "husband", "爱人": "spouse", "伴侣": "partner",
    "男朋友": "boyfriend", "男友": "boyfriend", "女朋友": "girlfriend", "女友": "girlfriend",
    "未婚夫": "fiance", "未婚妻": "fiance", "儿子": "son", "女儿": "daughter",
    "孩子": "child", "宝宝": "child", "哥哥": "brother", "弟弟": "brother", "姐姐": "sister",
    "妹妹": "sister", "爷爷": "grandfather", "外公": "grandfather", "姥爷": "grandfather",
    "奶奶": "grandmother", "外婆": "grandmother", "姥姥": "grandmother", "阿姨": "aunt",
    "姑姑": "aunt", "叔叔": "uncle", "舅舅": "uncle", "表哥": "cousin", "表姐": "cousin",
    "表弟": "cousin", "表妹": "cousin", "朋友": "friend", "好朋友": "friend",
    "闺蜜": "friend", "同事": "colleague", "老板": "boss", "室友": "roommate",
    "邻居": "neighbor", "导师": "mentor", "狗": "dog", "小狗": "dog", "狗狗": "dog",
    "猫": "cat", "小猫": "cat", "猫咪": "cat", "鹦鹉": "bird", "仓鼠": "hamster",
    "兔子": "rabbit", "宠物": "pet", "孙子": "grandson", "孙女": "granddaughter",
    "外孙": "grandson", "外孙女": "granddaughter", "战友": "friend", "发小": "friend",
    "老伴": "spouse", "老伴儿": "spouse", "干爹": "godfather", "干爸": "godfather",
    "义父": "godfather", "干妈": "godmother", "义母": "godmother", "干女儿": "goddaughter",
    "干儿子": "godson", "舅": "uncle", "师父": "mentor",
} | {
    f"{rank}{kin}": relation
    for rank in "大二三四五六七小幺"
    for kin, relation in (
        ("叔", "uncle"), ("伯", "uncle"), ("舅", "uncle"), ("姨", "aunt"), ("姑", "aunt")
    )
}  # fmt: skip
"""Relation words and the relation each names; an uncle or aunt by their rank among the
parents' siblings (三叔, 二姨, 小舅) is an uncle or an aunt."""

ZH_RELATION_PATTERN: Final = "|".join(sorted(ZH_RELATIONS, key=len, reverse=True))
EN_RELATION_PATTERN: Final = "|".join(sorted(EN_RELATIONS, key=len, reverse=True))

NOT_NAMES: Final = frozenset(
    """I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March
    April May June July August September October November December Mom Dad The A An And
    But So Is Was Will Has Had Just Really Also Too""".split()
)
"""Capitalized words that are not a person's or pet's name."""

EN_NOT_SELF_NAMES: Final = frozenset(
    """american british english chinese canadian australian german french spanish italian
    polish russian japanese korean indian irish scottish welsh dutch swedish norwegian
    danish finnish mexican brazilian portuguese greek turkish jewish muslim christian
    catholic buddhist hindu atheist vegan vegetarian sorry fine good ok okay back here
    there home done ready sure new happy glad excited tired busy free available batman
    not just still also so very really from in at on with and the a an""".split()
)
"""Words after "I'm" that describe rather than name ("I'm Canadian", "I'm Back")."""
