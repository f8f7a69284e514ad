"""Lines a program wrote, pasted into a message, say nothing of the user (g54o), whatever
words they hold: a log line stamped to the second (03-02 10:01:22.345 … W ActivityManager: 我爱吃
火锅), a crontab or shell line (0 7 * * 1-5 /usr/local/bin/backup.sh >> … 2>&1), the lines of
a git commit (commit 7f3a2c1 / Author: … <…@…> / its indented message), a statement of SQL
(UPDATE patients SET allergy = …), and the fields and list items of a record nested under a
header key (employee: / name: … / title: …, skills: / - java). The user's own lines
around them (a question, "I prefer tabs") stay theirs.

Pure: `kept(sentence, message, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_STAMPED: Final = re.compile(r"(?<![\d:])\d{1,2}:\d\d:\d\d(?:[.,]\d{1,6})?(?![\d:])")
"""A clock time to the second: a log's stamp."""
_SHELL: Final = re.compile(
    r"^\s*(?:[\d*/,-]+\s+){4}[\d*/,A-Za-z-]+\s+\S*[/*]"  # a crontab line
    r"|\s2>&1\b|\s>>?\s*[~/.\w-]*/[\w.-]"  # a redirect to a file
    r"|(?:^|\s)(?:sudo|bash|sh|python3?|node|npm|pip|git|docker|kubectl|curl|grep)\s+-{1,2}\w"
)
"""A shell or crontab line."""
_SQL: Final = re.compile(
    r"\b(?:SELECT\b[^;]{1,200}?\bFROM|UPDATE\s+[\w.`\"]+\s+SET|INSERT\s+INTO|DELETE\s+FROM"
    r"|CREATE\s+TABLE|ALTER\s+TABLE|DROP\s+TABLE)\b"
    r"|(?i:\b(?:select\s+(?:\*|[\w.]+(?:\s*,\s*[\w.]+)+)\s+from|update\s+[\w.`\"]+\s+set\s+\w+\s*="
    r"|insert\s+into\s+[\w.`\"]+\s*\(|delete\s+from\s+[\w.`\"]+\s+where)\b)"
)
"""A statement of SQL (UPDATE patients SET allergy = …, select name, city from users): the
database's words, whatever they name."""
_LIST_ITEM: Final = re.compile(r"^[ \t]+-[ \t]+\S")
"""An indented item of a list, as under a key of a nested record ("skills:" / "  - java")."""
_COMMIT: Final = re.compile(r"(?m)^\s*commit [0-9a-f]{7,40}\b")
_COMMIT_HEADER: Final = re.compile(
    r"^\s*(?:commit [0-9a-f]{7,40}\b|(?:Author|Date|Merge|Signed-off-by|Co-authored-by):)"
)
_NESTED: Final = re.compile(
    r"(?m)^[ \t]*(?:-[ \t]+)?[^\W\d][\w-]*[:：][ \t]*\n[ \t]+[\w-]+[:：][ \t]*\S"
)
"""A header key with nothing after it and an indented field below: a nested record."""
_FIELD: Final = re.compile(r"^[ \t]+(?:-[ \t]+)?[\w-]+[:：][ \t]*\S")


def kept(sentence: str, message: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence is a line a program wrote."""
    if not any(f.subject == "user" for f in fills) or not machine_line(sentence, message):
        return fills
    return [f for f in fills if f.subject != "user"]


def machine_line(sentence: str, message: str) -> bool:
    """True when the sentence is a log, shell or commit line, or a nested record's field."""
    if _STAMPED.search(sentence) or _SHELL.search(sentence) or _SQL.search(sentence):
        return True
    line = _line_of(sentence.strip(), message)
    if line is None:
        return False
    if _COMMIT.search(message) and (_COMMIT_HEADER.match(line) or line[:1] in " \t"):
        return True
    nested = _NESTED.search(message) is not None
    return nested and (_FIELD.match(line) is not None or _LIST_ITEM.match(line) is not None)


def _line_of(sentence: str, message: str) -> str | None:
    """The message's line that holds the sentence, with its indent; None when not found."""
    if not sentence:
        return None
    for line in message.splitlines():
        if sentence in line:
            return line
    return None
