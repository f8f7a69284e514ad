"""A goal announced as the only one, then said in the next clause (今年的目标就一个：把驾照拿了;
目标只有一个 攒够首付): the clause after the announcement is the goal. Someone else's goal
(他的目标就一个) and a question (目标就一个？) give none. Pure."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.fills import Fill

_ONE_GOAL: Final = re.compile(
    r"(?:^|[，,。！!；;\s])(?:我|我的|本人)?(?:今年|明年|这学期|新的一年|新一年|这辈子|接下来)?(?:我)?的?"
    r"(?:小|大|最大的?|唯一的?)?(?:目标|愿望|心愿|梦想)(?:就|只有|只|就只有)(?:一个|一件事|一条)"
    r"(?:吧|哈|啊)?[，,：:\s—]+(?P<x>[^，,。；;！!？?\s]{2,30})"
)
_LEAD: Final = re.compile(
    r"^(?:就是|那就是|就|是)?(?:今年|明年|年底前|年内)?(?:一定要|要|得|必须)?"
)


def one_goal(text: str) -> list[Fill]:
    """The goal said right after 目标就一个 (see the module), its lead words (就是, 今年, 要)
    left out."""
    found = _ONE_GOAL.search(text)
    if found is None or text[found.end() : found.end() + 1] in ("?", "？"):
        return []
    value = _LEAD.sub("", found["x"])
    return [Fill("goal", v) for v in zh_objects.goal(value)] if len(value) >= 2 else []
