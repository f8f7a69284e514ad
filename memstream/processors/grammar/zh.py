"""The Chinese slot grammar (placeholder: filled in by the next commit)."""

from __future__ import annotations

from datetime import date

from memstream.processors.grammar.fills import Fill


def parse(sentence: str, anchor: date) -> list[Fill]:
    """The slots one Chinese sentence fills."""
    return []
