"""Log lines go to the stderr of the moment they are written, not of the moment logging was
set up: a runner that lends a stream and closes it afterwards breaks nothing."""

from __future__ import annotations

import io
import json
import logging

import pytest
import structlog

from memstream import telemetry


@pytest.mark.parametrize("emit", ["structlog", "stdlib"])
def test_a_line_goes_to_the_current_stderr_after_the_first_was_closed(
    emit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    lent = io.StringIO()
    monkeypatch.setattr("sys.stderr", lent)
    telemetry.configure_logging("INFO", "json")
    lent.close()
    now = io.StringIO()
    monkeypatch.setattr("sys.stderr", now)
    if emit == "structlog":
        structlog.get_logger("memstream.test").warning("still here", n=1)
    else:
        logging.getLogger("memstream.test").warning("still here")
    line = json.loads(now.getvalue().strip().splitlines()[-1])
    assert line["event"] == "still here" and line["level"] == "warning"
