"""A self-description typed as a form, one labelled field a line, in lower case (issue 22, l54).

"name: Bo Lindqvist / lives: Umeå / editor: Helix", typed on lines of their own, is a form the
user fills in about themselves, as much as the same fields on one line or with capitalised
labels; a single lower-case `name: web` line is more likely a key of pasted config, which
`labelled_fields` leaves alone. So a run of two or more consecutive lines that are each a
field with a known label (`labelled_fields.EN_FIELDS`), with no line of an unknown label
among them (pasted config always has some: `port:`, `image:`), is joined into one line of
bulleted fields, which `labelled_fields.record_fields` reads in any case.

Pure: a function of the message text.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.labelled_fields import EN_FIELDS

_LINE: Final = re.compile(
    r"^\s*(?:[-–—*•·▪◦●]\s*|\d{1,2}[.)]\s*)?(?P<label>[A-Za-z][A-Za-z _']{0,23}?)\s*:\s*\S"
)


_BULLET: Final = re.compile(r"^\s*(?:[-–—*•·▪◦●]|\d{1,2}[.)])\s*")
_SETTINGS: Final = frozenset(
    (
        "editor", "ide", "theme", "mode", "indent", "indentation", "indents", "units", "tone",
        "format", "formatting", "timezone", "time zone", "tz", "color scheme", "colour scheme",
        "reply style", "answer style",
    )
)  # fmt: skip
"""Labels a settings file has too: a run of only these is a form only when it is bulleted."""
_NESTED: Final = re.compile(r"^(?:\s{2,}|\t)[A-Za-z]")
"""A key indented under another, as in YAML; a form's bullets are not."""


def joined(content: str) -> str:
    """The message with each run of two or more lower-case form lines joined into one line of
    bulleted fields; any other line as it was."""
    lines = content.split("\n")
    if len(lines) < 2:
        return content
    out: list[str] = []
    run: list[str] = []
    for line in [*lines, None]:
        if line is not None and _label(line) is not None:
            run.append(line)
            continue
        out += _run_out(run)
        run = []
        if line is not None:
            out.append(line)
    return "\n".join(out)


def _label(line: str) -> str | None:
    """The label of a `label: value` line, or None."""
    found = _LINE.match(line)
    return found.group("label").strip() if found else None


def _run_out(run: list[str]) -> list[str]:
    """A run of `label: value` lines, joined into one when it is a form: two fields or more,
    every label a known one, one of them in lower case."""
    labels = [_label(line) or "" for line in run]
    if len(run) < 2 or any(label.lower() not in EN_FIELDS for label in labels):
        return run
    if all(label[:1].isupper() for label in labels):
        return run  # "Name: …" lines are read one by one already
    if any(_NESTED.match(line) for line in run):
        return run  # "settings:\n  editor: helix": keys nested in pasted config
    bulleted = any(_BULLET.match(line) for line in run)
    if not bulleted and all(label.lower() in _SETTINGS for label in labels):
        return run  # "editor: vim\ntheme: dark": a settings file, whosever it is
    return [" • ".join(line.strip().lstrip("-–—*•·▪◦● ") for line in run)]
