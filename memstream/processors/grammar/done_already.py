"""A dated doing said as done is no plan (g51p): "Munro 282 done on Saturday", "the quilt's
finished on Sunday", 今天在冰雪大世界待了一下午, 周末喝了点红酒, 我周六跑完了半马. A plan is what
the user *will* do at a stated time (docs/slots.md); a verb with its perfective 了 before
more words (待了一下午, 跑完了半马), or a thing said `done` / `finished`, tells what is over.

Kept: a thing arranged (这周四晚上约了朋友吃饭, 订了周五的票去成都); 了 at the end, a change
about to happen (明天就要考试了, 下周要搬家了); 了 followed by
what comes next (吃了饭就去机场, 开完了会再回来); "get the report done by Friday" (a doing
still to finish), and any sentence that says it is still to come (will, by, next, tomorrow).

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_ZH_DONE: Final = re.compile(
    r"[\u4e00-\u9fff](?<![约订定买报请排挂抢租借])(?:完|过|好)?了"
    r"(?!$|[吧啊呀呢哦嘛]|.*(?:就|再|才|以后|之后|后|然后))"
)
"""A verb's perfective 了 before more words (待了一下午, 喝了点, 跑完了半马), no next step after;
not a thing arranged (约了朋友吃饭, 订了票去成都, 请了假回老家: what is arranged is to come)."""
_ZH_FUTURE: Final = re.compile(
    r"明天|明早|明晚|后天|下周|下个|下礼拜|下星期|下月|要|得|准备|打算|会"
)
_EN_DONE: Final = re.compile(
    r"(?i)^(?!(?:get|getting|got|have|having|be|being)\b)\S.*"
    r"\b(?:done|finished|completed|ticked off)$"
)
_EN_FUTURE: Final = re.compile(
    r"(?i)\b(?:will|'ll|going to|gonna|need to|have to|has to|by|due|tomorrow|next|until|till)\b"
)


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's plan that the sentence says is already done."""
    if not any(f.slot == "plan" and f.subject == "user" for f in fills):
        return fills
    return [f for f in fills if not _done(f, sentence, chinese)]


def _done(fill: Fill, sentence: str, chinese: bool) -> bool:
    """True when the fill is a user's plan whose value says it is over."""
    if fill.slot != "plan" or fill.subject != "user":
        return False
    if chinese:
        return bool(_ZH_DONE.search(fill.value)) and not _ZH_FUTURE.search(sentence)
    words = _EN_DONE.search(fill.value.split(" on ")[0])
    return words is not None and not _EN_FUTURE.search(sentence)
