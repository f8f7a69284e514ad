"""The blind extraction corpus: its case model, loading and the dev / held-out split.

The line format is described in `memstream/eval/corpus/README.md`; the slots in
`docs/slots.md`. Pure apart from reading the files.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_TIME: Final = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
CORPUS_DIR: Final = Path(__file__).parent / "corpus"
Action = Literal["add", "supersede", "negate"]
Split = Literal["dev", "test"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Expectation(_Model):
    """One memory the judged event must produce or change."""

    subject: str = "user"
    slot: str
    value: str
    alts: tuple[str, ...] = ()
    action: Action = "add"
    old: str | None = None
    date: str | None = None
    optional: bool = False

    @property
    def about_user(self) -> bool:
        """True when the memory is about the user (not someone they talk about)."""
        return self.subject == "user"


class Turn(_Model):
    """An earlier message of the same session (context: sets up prior state)."""

    role: Literal["user", "assistant"]
    content: str


class JudgedEvent(_Model):
    """The event whose memories are scored: a message or a feedback."""

    type: Literal["message", "feedback"]
    role: Literal["user", "assistant"] = "user"
    content: str | None = None
    comment: str | None = None
    rating: Literal["up", "down"] | None = None


class Case(_Model):
    """One line of the corpus."""

    id: str
    lang: Literal["en", "zh"]
    kind: Literal["positive", "negative"]
    category: str
    time: datetime = DEFAULT_TIME
    context: tuple[Turn, ...] = ()
    event: JudgedEvent
    expect: tuple[Expectation, ...] = ()
    note: str | None = None

    @property
    def number(self) -> int:
        """The case's number (the digits that end its id)."""
        return int(self.id.rsplit("-", 1)[1])

    @property
    def split(self) -> Split:
        """`test` (held out) when the number is a multiple of 3, else `dev`."""
        return "test" if self.number % 3 == 0 else "dev"


class CorpusFile(_Model):
    """The cases of one file and the lines that did not parse (with why)."""

    path: str
    cases: tuple[Case, ...] = ()
    errors: tuple[str, ...] = Field(default_factory=tuple)


def load_file(path: Path) -> CorpusFile:
    """Every case of one JSONL file; a bad line is reported, never fatal."""
    cases: list[Case] = []
    errors: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            cases.append(Case.model_validate(json.loads(line)))
        except ValueError as exc:
            errors.append(f"{path.name}:{number}: {exc}".splitlines()[0])
    return CorpusFile(path=str(path), cases=tuple(cases), errors=tuple(errors))


def load_corpus(paths: list[Path]) -> list[CorpusFile]:
    """The corpus files under each path (a folder gives its *.jsonl, sorted)."""
    files: list[Path] = []
    for path in paths or [CORPUS_DIR]:
        files += sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    return [load_file(path) for path in files]
