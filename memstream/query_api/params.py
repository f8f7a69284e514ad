"""Path and query parameters shared by the routes: ids as the edge accepts them (`ids`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Query
from pydantic import AfterValidator

from memstream.query_api.ids import EDGE_ID_PATTERN, visible_id
from memstream.schemas.base import MAX_ID_LENGTH

_ID = {"min_length": 1, "max_length": MAX_ID_LENGTH, "pattern": EDGE_ID_PATTERN}

UserPath = Annotated[str, Path(description="The user id.", **_ID), AfterValidator(visible_id)]
TenantQuery = Annotated[str, Query(description="The tenant id.", **_ID), AfterValidator(visible_id)]
UserQuery = Annotated[
    str | None,
    Query(description="A user id.", **_ID),
    AfterValidator(lambda user: None if user is None else visible_id(user)),
]
KEY_TENANT_PATTERN = r"^(?:\*|" + EDGE_ID_PATTERN.removeprefix("^").removesuffix("$") + ")$"
KeyTenantQuery = Annotated[
    str | None,
    Query(
        description="A tenant id, or '*' for the operator's keys.",
        max_length=MAX_ID_LENGTH,
        pattern=KEY_TENANT_PATTERN,
    ),
]
