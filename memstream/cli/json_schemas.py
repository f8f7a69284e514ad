"""`memstream schemas`: export the JSON Schema of every event and API model to schemas/json/."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from memstream.query_api import models
from memstream.schemas.candidates import CandidateRecord, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import InteractionEvent
from memstream.schemas.memory import Memory

JSON_DIR = Path(__file__).parent.parent / "schemas" / "json"

MODELS: dict[str, Any] = {
    "interaction-event": InteractionEvent,
    "candidate-record": CandidateRecord,
    "memory-candidate": MemoryCandidate,
    "forget-command": ForgetCommand,
    "memory-change": MemoryChange,
    "memory": Memory,
}


def extra_models() -> dict[str, Any]:
    """The API's models."""
    return {_kebab(name): getattr(models, name) for name in models.EXPORTED}


def _kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def render_schemas() -> dict[str, str]:
    """The JSON Schema text of every exported model, by file name."""
    rendered = {}
    for name, model in {**MODELS, **extra_models()}.items():
        schema = TypeAdapter(model).json_schema()
        rendered[f"{name}.json"] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return rendered


def write_schemas(directory: Path = JSON_DIR) -> list[Path]:
    """Write every schema file (and remove stale ones); return the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    rendered = render_schemas()
    for stale in set(p.name for p in directory.glob("*.json")) - set(rendered):
        (directory / stale).unlink()
    paths = []
    for filename, text in rendered.items():
        path = directory / filename
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    for written in write_schemas():
        print(written)
