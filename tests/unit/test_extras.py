"""A missing optional dependency names the exact `pip install 'memstream[...]'` that fixes it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from memstream.extras import EXTRA_OF, MissingExtra, explain_missing, install_hint, require
from tests.unit.test_eval_locomo import TINY


def test_an_installed_module_is_returned() -> None:
    assert require("json", "eval") is json


def test_a_missing_module_names_its_extra() -> None:
    with pytest.raises(MissingExtra) as caught:
        require("memstream_no_such_package", "eval", "the BM25 baseline")
    message = str(caught.value)
    assert message == (
        "the BM25 baseline needs the Python package 'memstream_no_such_package', which is not"
        " installed; install it with: pip install 'memstream[eval]'"
    )
    assert isinstance(caught.value, ImportError) and caught.value.extra == "eval"


def test_a_broken_import_inside_an_installed_module_is_not_blamed_on_the_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "memstream_broken_extra.py").write_text("import memstream_absent_dependency\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError) as caught:
        require("memstream_broken_extra", "eval")
    assert not isinstance(caught.value, MissingExtra)
    assert caught.value.name == "memstream_absent_dependency"


def test_install_hint_is_quoted_for_shells() -> None:
    assert install_hint("mcp") == "pip install 'memstream[mcp]'"


def test_eval_locomo_without_rank_bm25_says_how_to_install_it(tmp_path: Path) -> None:
    # A plain install has no rank_bm25: hide it from this interpreter.
    (tmp_path / "7.json").write_text(json.dumps(TINY), encoding="utf-8")
    script = textwrap.dedent(
        f"""
        import sys
        sys.modules["rank_bm25"] = None
        sys.argv = ["memstream", "eval", "locomo", "--data", {str(tmp_path)!r}, "--baseline-only",
             "--out", {str(tmp_path / "report.json")!r}]
        from memstream.cli.main import main
        main()
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "memstream eval locomo needs the Python package 'rank_bm25'" in output
    assert "pip install 'memstream[eval]'" in output
    assert "Traceback" not in output and "ModuleNotFoundError" not in output


def test_known_optional_modules_map_to_their_extras() -> None:
    for module, extra in EXTRA_OF.items():
        error = ModuleNotFoundError(f"No module named {module!r}", name=module)
        explained = explain_missing(error, "memstream up")
        assert explained is not None and f"pip install 'memstream[{extra}]'" in str(explained)
    assert explain_missing(ModuleNotFoundError("x", name="numpy"), "memstream up") is None
