"""The Chinese predicate lexicon (data): for each slot, the predicates around a typed hole.

A frame is `(slot, pattern, hole)`: the pattern is written around `{}` (where the object
stands), `~` marks where filler words (现在, 目前, 一直, 也, 还, 都, 刚, 已经, 最近...) may
stand, and `hole` names the object's type (`place`, `org`, `role`, `name`, `thing`,
`lang`). An object ends at punctuation or at what the pattern says follows it ("在{}上班").
Subjects are read apart, so the patterns do not repeat 我.
"""

from __future__ import annotations

from typing import Final

Frame = tuple[str, str, str]

FRAMES: Final[tuple[Frame, ...]] = (
    ("name", "我叫~{}", "name"),
    ("name", "(?:我的)?名字(?:是|叫)~{}", "name"),
    ("name", "(?:就)?叫我~{}(?:就行|就好|吧|$|[,，])", "name"),
    ("name", "(?:本人|我)姓{}", "surname"),
    ("name", "^我是{}$", "full_name"),
    ("name", "姓名[:]?~{}", "name"),
    ("name", "我是{}[,，]", "full_name"),
    ("name", "^我就是{}$", "full_name"),
    ("role", "(?:我是|^是)~(?:一名|一位|一个|个|名|位|做)?{}", "role"),
    ("role", "(?:做|干|当|跑|搞|教)~(?:了)?(?:一名|一个|个)?{}(?:的)?", "role"),
    ("role", "(?:我的)?(?:工作|职业|岗位)(?:是|:)~{}", "role"),
    ("role", "^{}一枚", "role"),
    ("role", "本人~{}", "role"),
    ("role", "改行(?:做|当)?~{}", "role"),
    ("role", "全职做~{}", "role"),
    ("employer", "在~{}(?:上班|工作|实习|任职|做|干|当|写|搞|带|教书)", "org"),
    ("employer", "我是~{}的", "org_named"),
    ("employer", "(?:跳槽到|跳槽去|跳到|入职|加入|去了|换到|转到|到了)了?~{}", "org"),
    ("employer", "^(?:现在|目前)?在{}了", "org"),
    ("employer", "在(?:一家)?叫{}的", "org"),
    ("employer", "单位是~{}", "org"),
    ("employer", "(?:现在|目前)(?:人)?在~{}(?:了)?$", "org"),
    ("employer", "在{}(?:的)?(?:总部|分公司)", "org"),
    ("home_location", "(?:住在|住|家住|定居在|定居|生活在|人在|坐标|待在|现居|居住在)~{}", "place"),
    ("home_location", "在~{}(?:生活|定居|住|读书|读研|读博|上学|安家)", "place"),
    ("home_location", "搬(?:到|去|来|回)了?~{}", "place"),
    ("home_location", "(?:我们|我)?家(?:在|住)~{}", "place"),
    ("home_location", "^(?:现在|目前|已经)?(?:在|到)~{}了", "place"),
    ("home_location", "(?:现在|目前)人?在~{}", "place"),
    ("home_location", "(?:我们)?(?:一家(?:子|三口|人)?|全家)(?:都)?住(?:在)?~{}", "place"),
    ("home_location", "生活在~{}", "place"),
    ("home_location", "^我?(?:现在|目前)?人?在~{}$", "place"),
    ("work_location", "(?:公司|单位|办公室|厂子|学校|工作地点)(?:在|搬到了?|搬去了?)~{}", "place"),
    ("work_location", "在~{}(?:上班|工作)", "place"),
    ("work_location", "base~{}", "place"),
    ("work_location", "(?:公司|单位)整体搬到了?~{}", "place"),
    (
        "languages",
        "(?<![年开机社聚约例大晚早体工协学理])(?:会|能)(?:说|讲)?~(?:一点|一些|点)?{}",
        "lang",
    ),
    ("languages", "母语是~{}", "lang"),
    ("languages", "懂(?:一点|一些|点)?~{}", "lang"),
    ("languages", "讲~{}", "lang"),
    ("languages", "说~{}", "lang"),
    ("languages", "^{}(?:我)?(?:也)?(?:都)?(?:会|能)", "lang"),
    ("languages", "^{}(?:过了|还行|还可以|凑合|ok|OK|没问题|日常)", "lang"),
    ("languages", "用~{}(?:和|跟)", "lang"),
    ("timezone", "时区(?:是|为)?~{}", "timezone"),
    ("timezone", "(?:我在|是|在)~{}(?:的)?", "timezone"),
    ("timezone", "这边是~{}", "timezone"),
    ("timezone", "按~{}", "timezone"),
    ("skill", "(?:擅长|精通|熟悉|熟练掌握|善于)~{}", "thing"),
    ("skill", "(?<![年开机社聚约例大晚早体工协学理])会~{}", "skill_vp"),
    ("skill", "(?<![年开机社聚约例大晚早体工协学理])会~{}", "skill_word"),
    (
        "skill",
        "^{}(?<![最更])(?:我)?(?:也)?(?:都|还)?(?:会|能写|能上手|挺熟|很熟|用得挺熟|用得很熟|写得多"
        "|玩得|还行|还不错|比较擅长)",
        "skill",
    ),
    ("skill", "^{}是我吃饭的家伙", "skill"),
    ("skill", "{}(?:比较|很|特别)?擅长", "skill"),
    (
        "skill",
        "^{}(?:我)?(?:也|都|还)?(?:写了|用了|玩了|学了|做了|练了)(?:好几|几|十几|二十多|[\\d一二三四五六七八九十两]+)年",
        "skill",
    ),
    ("skill", "^{}(?:我)?(?:也|都|还)?(?:挺|很|比较|特别|非常)?熟", "skill"),
    (
        "skill",
        "^{}(?:我)?(?:玩得|用得|写得|做得|弹得|画得)(?:贼|挺|很|特别|比较|还)?(?:溜|熟|好|不错|可以)",
        "skill",
    ),
    ("skill", "{}(?:尤其|特别|比较)?拿手", "skill"),
    ("skill", "学会了?~{}", "skill"),
    ("skill", "(?<![年开机社聚约例大晚早体工协学理])会~{}(?:，|,|$)", "skill_noun"),
    ("skill", "{}(?:写|用)了好几年", "skill"),
    (
        "project",
        "(?:在|正在)(?:做|搞|写|开发|弄|翻译|装修|带|研究|设计)~(?:一个|一款|一档|一本)?{}",
        "project",
    ),
    ("project", "(?:我的)?项目是~{}", "project"),
    ("goal", "(?:我的)?(?:目标|梦想|理想|小目标|新年愿望)(?:是|:)~{}", "goal"),
    (
        "goal",
        "(?:(?<![冥感理思梦回联猜料构设])想|希望|打算|计划|准备|立志|一直想|说什么也要|一定要)(?:要)?~{}",
        "goal",
    ),
    (
        "like",
        "(?:(?<![不没])喜欢|(?<![可不没])爱(?![的好人心情])|超爱|最爱(?!的)|热爱|迷上了?|爱上了?|偏爱|偏好|更习惯|习惯看|习惯用)~{}",
        "taste",
    ),
    ("like", "最爱的[^，。]{0,6}?(?:还是|是|就是)~{}", "thing"),
    ("like", "^{}(?:我)?(?:一直|真的|特别|超|最)?(?:很|特别|超)?喜欢", "thing_before"),
    ("like", "对{}(?:有点)?上头", "thing"),
    ("like", "心头好[——-]*{}", "thing"),
    ("dislike", "(?:讨厌|不喜欢|不爱|受不了|接受不了|反感|最怕|烦)~{}", "taste"),
    (
        "dislike",
        "^{}(?:我)?(?:是)?(?:真的|实在|一点)?(?:接受不了|受不了|讨厌|不喜欢)",
        "thing_before",
    ),
    ("allergy", "对~{}(?:严重|有点|很|也)?过敏", "thing"),
    ("allergy", "^{}(?:我)?(?:都)?过敏", "thing"),
    ("allergy", "还有{}(?:[,，]|$)", "allergy_more"),
    ("condition", "(?:有|患有|得了|查出|诊断出|是)~(?:点|一点|轻微的)?{}", "condition"),
    ("condition", "^{}(?:老毛病|一直|好多年|很多年|从小)", "condition"),
)
