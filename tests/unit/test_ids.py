"""Derived ids: stable, and no two lists of parts (tenants' ids included) share one."""

from __future__ import annotations

import uuid

import pytest
from pydantic import TypeAdapter, ValidationError

from memstream.schemas.base import Identifier, Scope
from memstream.schemas.ids import NAMESPACE, derive_id, escape_part

IDS: TypeAdapter[str] = TypeAdapter(Identifier)


def test_tenants_chosen_to_collide_derive_different_ids() -> None:
    # The attack of issue 10: the unit separator inside ids shifted the boundary.
    assert derive_id("col\x1fa", "b", "fact") != derive_id("col", "a\x1fb", "fact")
    assert derive_id("a\\", "\x1fb") != derive_id("a\\\x1f", "b")
    assert derive_id("a", "b") != derive_id("a\x1fb")


def test_plain_parts_keep_the_ids_earlier_versions_derived() -> None:
    # English and Chinese ids without separators are unchanged by the escape.
    for parts in (("acme", "alice", "fact", 3), ("租户", "用户一", "偏好")):
        old = str(uuid.uuid5(NAMESPACE, "\x1f".join(str(p) for p in parts)))
        assert derive_id(*parts) == old


@pytest.mark.parametrize("part", ["", "\\", "\x1f", "\\x1f", "a\\\x1fb", "中\x1f文"])
def test_the_escape_never_leaves_a_separator(part: str) -> None:
    assert "\x1f" not in escape_part(part)


@pytest.mark.parametrize(
    "value", ["col\x1fa", "a\x00b", "tab\tid", "a:b", "*", "new\nline", "x\u2028", "x" * 201, ""]
)
def test_ids_with_control_characters_or_separators_are_refused(value: str) -> None:
    with pytest.raises(ValidationError):
        IDS.validate_python(value)


@pytest.mark.parametrize("value", ["alice", "用户一", "team-7_x.y@example.com", "é" * 200])
def test_ordinary_ids_pass(value: str) -> None:
    assert IDS.validate_python(value) == value


def test_a_scope_with_a_nul_in_its_user_is_refused() -> None:
    with pytest.raises(ValidationError) as caught:
        Scope(tenant="acme", user="bob\x00")
    assert caught.value.errors()[0]["loc"] == ("user",)
