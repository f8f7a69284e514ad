"""Derived ids: uuid5 of source ids, so replays produce identical output.

The parts are escaped before they are joined, so no two different lists of parts
give the same name: a tenant `col\\x1fa` with user `b` can never derive the id of
tenant `col` with user `a\\x1fb`. Parts without a backslash or a unit separator (every
valid tenant, user and session id) are unchanged by the escape, so their ids are the
ids earlier versions derived.
"""

import hashlib
import uuid
from typing import Final

NAMESPACE: Final = uuid.UUID("6f1d3c2e-5b7a-4e59-9a43-2f6c0d8e1b71")
_NAMESPACE_BYTES: Final = NAMESPACE.bytes
SEPARATOR: Final = "\x1f"


def escape_part(part: object) -> str:
    """A part as text in which the separator cannot occur (an injective escape)."""
    text = str(part)
    if "\\" in text or SEPARATOR in text:
        return text.replace("\\", "\\\\").replace(SEPARATOR, "\\x1f")
    return text


def id_name(*parts: object) -> str:
    """The uuid5 name of `parts`: escaped parts joined with the unit separator."""
    return SEPARATOR.join(escape_part(part) for part in parts)


def derive_id(*parts: object) -> str:
    """A stable uuid5 from the given parts; different part lists give different ids.

    The same string `str(uuid.uuid5(NAMESPACE, id_name(*parts)))` gives, computed without
    building `UUID` objects (ids are derived for every record on the hot path).
    """
    digest = bytearray(hashlib.sha1(_NAMESPACE_BYTES + id_name(*parts).encode()).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x50  # version 5
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 4122 variant
    text = digest.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"
