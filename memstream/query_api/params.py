"""Path and query parameters shared by the routes: ids validated like `Identifier`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Query

from memstream.schemas.base import ID_PATTERN, MAX_ID_LENGTH

_ID = {"min_length": 1, "max_length": MAX_ID_LENGTH, "pattern": ID_PATTERN}

UserPath = Annotated[str, Path(description="The user id.", **_ID)]
TenantQuery = Annotated[str, Query(description="The tenant id.", **_ID)]
KEY_TENANT_PATTERN = r"^(?:\*|" + ID_PATTERN.removeprefix("^").removesuffix("$") + ")$"
KeyTenantQuery = Annotated[
    str | None,
    Query(
        description="A tenant id, or '*' for the operator's keys.",
        max_length=MAX_ID_LENGTH,
        pattern=KEY_TENANT_PATTERN,
    ),
]
