"""Input limits at the edge: a pure check of one raw event, before the model sees it.

Every string (keys of objects included) is refused when it holds a NUL character or
is longer than its field's limit; objects and lists are refused when nested deeper
than `max_depth` or longer than `max_items`; `metadata` has at most
`max_metadata_keys` entries. Every message names the field and the limit's setting.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any, Final

from memstream.config import EdgeLimits
from memstream.query_api.models import FieldError

SHORT_FIELDS: Final = frozenset(
    {
        "key",
        "tool",
        "name",
        "role",
        "app",
        "channel",
        "type",
        "memory_id",
        "target_id",
        "source_event_id",
        "extractor",
        "model",
        "prompt_version",
        "artifact_kind",
        "topic",
        "rating",
        "memory_type",
        "asserted_by",
    }
)
"""Names and ids: `max_key_chars`. Every other text: `max_content_chars`."""
ID_FIELDS: Final = frozenset({"id", "memory_id", "target_id", "source_event_id"})
"""Ids: no control characters either."""
KEY_MARK: Final = "(key)"
"""The path element of an object's key (its name, not its value)."""
MAX_ERRORS: Final = 20

Path = tuple[str | int, ...]


def _dotted(path: Path) -> str:
    return ".".join(str(part) for part in path) or "(event)"


def _string_limit(path: Path, limits: EdgeLimits) -> tuple[int, str]:
    if path and path[-1] == KEY_MARK:
        return limits.max_key_chars, "max_key_chars"
    if len(path) == 2 and path[0] == "metadata":
        return limits.max_metadata_chars, "max_metadata_chars"
    if path and path[-1] in SHORT_FIELDS:
        return limits.max_key_chars, "max_key_chars"
    return limits.max_content_chars, "max_content_chars"


def _has_control(text: str) -> bool:
    return any(ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 for char in text)


def _string_errors(path: Path, text: str, limits: EdgeLimits) -> Iterator[FieldError]:
    if "\x00" in text:
        yield FieldError(field=_dotted(path), message="NUL characters are not allowed")
    elif path and path[-1] in ID_FIELDS and _has_control(text):
        yield FieldError(field=_dotted(path), message="control characters are not allowed in ids")
    limit, setting = _string_limit(path, limits)
    if len(text) > limit:
        yield FieldError(
            field=_dotted(path),
            message=f"{len(text)} characters, over the limit of {limit} ({setting})",
        )


def _container_errors(path: Path, size: int, depth: int, limits: EdgeLimits) -> list[FieldError]:
    where = _dotted(path)
    if depth > limits.max_depth:
        return [
            FieldError(field=where, message=f"nested deeper than {limits.max_depth} (max_depth)")
        ]
    if path == ("metadata",) and size > limits.max_metadata_keys:
        message = (
            f"{size} entries, over the limit of {limits.max_metadata_keys} (max_metadata_keys)"
        )
        return [FieldError(field=where, message=message)]
    if size > limits.max_items:
        message = f"{size} entries, over the limit of {limits.max_items} (max_items)"
        return [FieldError(field=where, message=message)]
    return []


def _walk(value: Any, path: Path, depth: int, limits: EdgeLimits) -> Iterator[FieldError]:
    if isinstance(value, str):
        yield from _string_errors(path, value, limits)
        return
    if not isinstance(value, dict | list):
        return
    refused = _container_errors(path, len(value), depth, limits)
    if refused:
        yield from refused
        return
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, (*path, index), depth + 1, limits)
        return
    for name, item in value.items():
        yield from _string_errors((*path, KEY_MARK), str(name), limits)
        yield from _walk(item, (*path, str(name)), depth + 1, limits)


def limit_errors(item: Any, limits: EdgeLimits) -> list[FieldError]:
    """What in one raw event breaks a limit (at most `MAX_ERRORS` entries; empty if nothing)."""
    errors: list[FieldError] = []
    for error in _walk(item, (), 1, limits):
        errors.append(error)
        if len(errors) >= MAX_ERRORS:
            break
    return errors


def future_skew_error(time: datetime, now: datetime, limits: EdgeLimits) -> FieldError | None:
    """An error when an event's time is further ahead of `now` than the allowed skew."""
    skew = timedelta(seconds=limits.max_future_skew_seconds)
    if time <= now + skew:
        return None
    return FieldError(
        field="time",
        message=(
            f"{time.isoformat()} is more than {limits.max_future_skew_seconds:g} s ahead of the "
            "server's clock (max_future_skew_seconds)"
        ),
    )
