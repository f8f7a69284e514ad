"""Peer comparison: mem0 (infer=False) and memstream on the same LoCoMo conversations.

Run with the project's venv: `python ops/peer/run.py --data /work/shared/data/locomo`
(see ops/peer/README.md). mem0 runs in its own venv, driven by `mem0_driver.py`.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any

from mem0_side import REPO, Mem0Driver, default_venv, ensure_venv
from memstream_side import run_embedded, run_http
from peer_report import print_table, summarize

from memstream.embedding import UseEmbedder
from memstream.eval.bench import machine_info
from memstream.eval.evaluate import LocomoOptions
from memstream.eval.locomo import Conversation, evaluated_questions, load_folder, turn_content
from memstream.eval.metrics import Outcome

DEFAULT_DATA = Path("/work/shared/data/locomo")


def _turns(conversation: Conversation) -> list[dict[str, str]]:
    return [
        {
            "dia_id": turn.dia_id,
            "speaker": turn.speaker,
            "session": session.name,
            "content": turn_content(turn),
        }
        for session in conversation.sessions
        for turn in session.turns
    ]


def _mem0_ingest(driver: Mem0Driver, conversations: Sequence[Conversation]) -> float:
    seconds = 0.0
    for conversation in conversations:
        request = {"op": "add", "user": conversation.id, "turns": _turns(conversation)}
        seconds += float(driver.call(request)["seconds"])
    return seconds


def _mem0_search(
    driver: Mem0Driver, conversations: Sequence[Conversation], k: int
) -> tuple[list[float], list[Outcome]]:
    latencies: list[float] = []
    outcomes: list[Outcome] = []
    for conversation in conversations:
        questions = evaluated_questions(conversation)
        request = {"op": "search", "user": conversation.id, "k": k}
        answer = driver.call({**request, "queries": [q.question for q in questions]})
        for question, result in zip(questions, answer["results"], strict=True):
            latencies.append(float(result["seconds"]))
            ranked = tuple((dia_id,) for dia_id in result["dia_ids"])
            outcomes.append(
                Outcome(
                    conversation=conversation.id,
                    question=question.index,
                    category=question.category,
                    evidence=question.evidence,
                    ranked=ranked,
                )
            )
    return latencies, outcomes


def run_mem0(
    conversations: Sequence[Conversation], k: int, venv: Path, data_dir: Path
) -> dict[str, Any]:
    """mem0 in its venv: init (warm-up), add every turn, search every question, stats."""
    driver = Mem0Driver(ensure_venv(venv), data_dir)
    try:
        init = driver.call({"op": "init", "data_dir": str(data_dir), "dims": UseEmbedder.dim})
        ingest_seconds = _mem0_ingest(driver, conversations)
        latencies, outcomes = _mem0_search(driver, conversations, k)
        stats = driver.call({"op": "stats"})
    finally:
        driver.close()
    return {
        "ingest_seconds": ingest_seconds,
        "warmup_seconds": init["warmup_seconds"],
        "latencies": latencies,
        "outcomes": outcomes,
        "versions": init["versions"],
        "llm_calls": stats["llm_calls"],
        "embed_calls": stats["embed_calls"],
    }


def _timed_pass(name: str, work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    load_before = os.getloadavg()
    print(f"== {name} (load {load_before[0]:.2f})", flush=True)
    start = time.perf_counter()
    result = work()
    result["wall_seconds"] = time.perf_counter() - start
    result["load_before"] = load_before
    result["load_after"] = os.getloadavg()
    return result


def _commit() -> str:
    command = ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    return done.stdout.strip() or "unknown"


def _parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LoCoMo folder (*.json)")
    parser.add_argument("--out", type=Path, default=Path("peer-comparison.json"), help="JSON out")
    parser.add_argument("--venv", type=Path, default=default_venv(), help="mem0's virtualenv")
    parser.add_argument("--k", type=int, default=10, help="evidence recall@k and mem0 top_k")
    parser.add_argument("--budget", type=int, default=2000, help="memstream packet tokens")
    parser.add_argument(
        "--memstream", choices=("embedded", "http", "both"), default="both", help="which modes"
    )
    parser.add_argument("--conversations", type=int, default=0, help="only the first N (0: all)")
    return parser.parse_args()


def main() -> None:
    """Run every pass, one after the other, print the table and write the JSON."""
    args = _parse()
    conversations = load_folder(args.data)
    if args.conversations:
        conversations = conversations[: args.conversations]
    options = LocomoOptions(ks=(args.k,), token_budgets=(args.budget,))
    passes: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="memstream-peer-") as work:
        root = Path(work)
        passes["mem0"] = _timed_pass(
            "mem0", lambda: run_mem0(conversations, args.k, args.venv, root / "mem0")
        )
        if args.memstream in ("embedded", "both"):
            passes["memstream (embedded)"] = _timed_pass(
                "memstream embedded", lambda: run_embedded(conversations, options, root / "emb")
            )
        if args.memstream in ("http", "both"):
            passes["memstream (HTTP)"] = _timed_pass(
                "memstream HTTP", lambda: run_http(conversations, options, root / "http")
            )
    facts = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "data": str(args.data),
        "conversations": len(conversations),
        "turns": sum(len(c.turns) for c in conversations),
        "questions": sum(len(evaluated_questions(c)) for c in conversations),
        "k": args.k,
        "memstream_token_budget": args.budget,
        "memstream": {"version": version("memstream"), "commit": _commit()},
        "machine": machine_info().model_dump(),
        "passes": "separate, sequential quiet passes: mem0, then memstream embedded, then HTTP",
    }
    report = summarize(facts, passes)
    print_table(report)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
