"""Lines a program wrote (a log stamped to the second, a crontab or shell line, a git commit,
a record nested under a header key) teach nothing about the user (g54o)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

MACHINE: list[str] = [
    "commit 7f3a2c1\nAuthor: Priya N <priya@example.com>\n\n"
    "    I switched the editor config to tabs and dark theme",
    "commit 9b1e44d0\nAuthor: Li Wei <li@corp.cn>\nDate: Mon Mar 2\n\n"
    "    我把缩进改成了两个空格，主题换成深色",
    "employee:\n  name: Deepa Rao\n  title: Senior Actuary\n  office: Pune",
    "员工：\n  姓名：王芳\n  职位：护士长\n  城市：成都",
    "0 7 * * 1-5 /usr/local/bin/backup.sh >> /var/log/我每天早上七点备份.log 2>&1",
    "03-02 10:01:22.345  1234  5678 W ActivityManager: 我爱吃火锅 process died",
    "2026-03-01 08:12:44,120 worker: I live in Berlin and love hiking",
    "[12:03:55] user42: I am vegan and live in Oslo",
    'echo "I am a nurse in Leeds" >> ~/notes/bio.txt',
]


@pytest.mark.parametrize("text", MACHINE)
def test_a_program_line_teaches_nothing(text: str) -> None:
    """Nothing about the user is learned from a pasted program line."""
    assert learned_keys(text) == set()


MINE: list[tuple[str, tuple[str, str]]] = [
    ("I am a nurse in Leeds. I get up at 6:30 every day.", ("profile.role", "nurse")),
    ("我每天早上七点跑步，晚上10:30睡觉", ("fact:habit", "每天早上七点跑步")),
    ("I use tabs. Here is my log:\n12:00:01 started", ("pref.indentation", "tabs")),
    ("我的资料：\n姓名：王芳\n职位：护士长", ("profile.name", "王芳")),
]


@pytest.mark.parametrize(("text", "learned"), MINE)
def test_the_users_own_lines_stay(text: str, learned: tuple[str, str]) -> None:
    """A clock time to the minute, the user's own lines and a flat form stay the user's."""
    assert learned in learned_keys(text)
