"""Derived ids: uuid5 of source ids, so replays produce identical output."""

import hashlib
import uuid
from typing import Final

NAMESPACE: Final = uuid.UUID("6f1d3c2e-5b7a-4e59-9a43-2f6c0d8e1b71")
_NAMESPACE_BYTES: Final = NAMESPACE.bytes


def derive_id(*parts: object) -> str:
    """A stable uuid5 from the given parts (joined with a unit separator).

    The same string `str(uuid.uuid5(NAMESPACE, name))` gives, computed without building
    `UUID` objects (ids are derived for every record on the hot path).
    """
    name = "\x1f".join(str(part) for part in parts)
    digest = bytearray(hashlib.sha1(_NAMESPACE_BYTES + name.encode()).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x50  # version 5
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 4122 variant
    text = digest.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"
