"""Where the commands find memstream: the flag, the environment, a config file, the default.

`--url` / `MEMSTREAM_URL` and `--api-key` / `MEMSTREAM_API_KEY` win; otherwise the
config file (`MEMSTREAM_CONFIG`, else `$XDG_CONFIG_HOME/memstream/config.toml`) may
hold `url = "..."` and `api_key = "..."`; otherwise http://127.0.0.1:8420 without a key.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Annotated, Any

import typer

from memstream.producers.client import DEFAULT_URL, resolve_url

UrlOption = Annotated[
    str | None,
    typer.Option(
        "--url",
        envvar="MEMSTREAM_URL",
        help="Server URL (else the config file, else http://127.0.0.1:8420).",
        show_default=False,
    ),
]
ApiKeyOption = Annotated[
    str | None,
    typer.Option(
        "--api-key",
        envvar="MEMSTREAM_API_KEY",
        help="API key, sent as Authorization: Bearer (else the config file).",
        show_default=False,
    ),
]


def config_path() -> Path:
    """The config file: `MEMSTREAM_CONFIG`, else `config.toml` in the user's config dir."""
    if configured := os.environ.get("MEMSTREAM_CONFIG"):
        return Path(configured)
    home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return home / "memstream" / "config.toml"


def _config() -> dict[str, Any]:
    path = config_path()
    if not path.is_file():
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise typer.BadParameter(f"{path}: {exc}", param_hint="config file") from None


def server(url: str | None, api_key: str | None) -> tuple[str, str | None]:
    """The server URL and API key to use (ValueError for a URL without a scheme)."""
    config = _config() if url is None or api_key is None else {}
    chosen = url or config.get("url") or DEFAULT_URL
    return resolve_url(str(chosen)), api_key or config.get("api_key") or None
