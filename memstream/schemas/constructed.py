"""`BaseModel.model_construct` for trusted values, without its per-field bookkeeping.

The hot path builds a memory version and a change for every decision, and a sealed
record's header for every record it opens, from values this process already holds as
validated models or just parsed itself. pydantic's `model_construct` looks up aliases,
validation aliases and `is_required` for every field on every call (about a third of its
cost is that bookkeeping). `constructed` makes the same instance — the same `__dict__`
in the same field order, the same defaults (copied as pydantic copies them), the same
`model_fields_set` — from a plan worked out once per class. Only for models without
aliases, `model_post_init` or extra fields; any other class goes to `model_construct`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Final, TypeVar

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

try:  # pydantic's own copy of a default; a plain deep copy where a version lacks it
    from pydantic._internal._utils import smart_deepcopy
except ImportError:  # pragma: no cover - depends on the installed pydantic
    from copy import deepcopy as smart_deepcopy  # type: ignore[assignment]

M = TypeVar("M", bound=BaseModel)

_REQUIRED: Final[Any] = object()
"""A required field's stand-in default (left unset when not given, as pydantic does)."""
_SHARED: Final = (str, int, float, bool, bytes, type(None), enum.Enum, frozenset)
"""Default values pydantic hands out as they are (immutable), not copied."""

Fill = tuple[str, Any, Callable[[], Any] | None, bool]
"""A field's name, its default (or `_REQUIRED`), its default factory, and whether the
default is copied for each instance."""

_PLANS: dict[type[BaseModel], tuple[tuple[Fill, ...], frozenset[str]] | None] = {}


def _plan(cls: type[BaseModel]) -> tuple[tuple[Fill, ...], frozenset[str]] | None:
    """How to fill `cls`'s fields, or None when `model_construct` must do it (also when the
    installed pydantic keeps its fields in another shape than the one read here)."""
    try:
        return _plan_of(cls)
    except AttributeError:  # pragma: no cover - depends on the installed pydantic
        return None


def _plan_of(cls: type[BaseModel]) -> tuple[tuple[Fill, ...], frozenset[str]] | None:
    if cls.__pydantic_post_init__ or cls.__pydantic_root_model__:
        return None
    if cls.model_config.get("extra") == "allow":
        return None
    fills: list[Fill] = []
    for name, field in cls.__pydantic_fields__.items():
        if field.alias not in (None, name) or field.validation_alias not in (None, name):
            return None
        if field.default_factory is not None:
            if field.default_factory_takes_validated_data:
                return None
            fills.append((name, _REQUIRED, field.default_factory, False))  # type: ignore[arg-type]
        elif field.default is PydanticUndefined:
            fills.append((name, _REQUIRED, None, False))
        else:
            fills.append((name, field.default, None, not isinstance(field.default, _SHARED)))
    return tuple(fills), frozenset(cls.__pydantic_fields__)


def constructed(cls: type[M], values: dict[str, Any]) -> M:
    """`cls.model_construct(**values)`: the same instance, built faster (trusted values)."""
    try:
        plan = _PLANS[cls]
    except KeyError:
        plan = _PLANS[cls] = _plan(cls)
    if plan is None:
        return cls.model_construct(**values)
    fills, names = plan
    fields: dict[str, Any] = {}
    for name, default, factory, copies in fills:
        if name in values:
            fields[name] = values[name]
        elif factory is not None:
            fields[name] = factory()
        elif default is not _REQUIRED:
            fields[name] = smart_deepcopy(default) if copies else default
    model = cls.__new__(cls)
    setter = object.__setattr__
    setter(model, "__dict__", fields)
    setter(model, "__pydantic_fields_set__", values.keys() & names)
    setter(model, "__pydantic_extra__", None)
    setter(model, "__pydantic_private__", None)
    return model
