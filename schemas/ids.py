"""Derived ids: uuid5 of source ids, so replays produce identical output."""

import uuid
from typing import Final

NAMESPACE: Final = uuid.UUID("6f1d3c2e-5b7a-4e59-9a43-2f6c0d8e1b71")


def derive_id(*parts: object) -> str:
    """A stable uuid5 from the given parts (joined with a unit separator)."""
    return str(uuid.uuid5(NAMESPACE, "\x1f".join(str(part) for part in parts)))
