"""API models of the query service (requests and responses)."""

from __future__ import annotations

from typing import Final

EXPORTED: Final[tuple[str, ...]] = ()
