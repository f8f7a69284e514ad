"""Words in single quotes ('...', ‘…’) are someone's words set aside like double quotes and
「」: they say nothing of the user. An apostrophe inside a word ("don't") opens no quote.
Rows are my own phrasings, none a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

QUOTED = [
    ("my sister texted 'Quit my job today. I live in Rome now.' and hung up", "rome"),
    ("the card said 'I'm vegan. I love horses.' which was cute", "horses"),
    ("my old bio read 'I live in Leeds. I work at Asda.' lol", "asda"),
    ("室友说‘我对猫过敏。我住在西安。’", "西安"),
    ("朋友发来一句'我搬到成都了。我是律师。'就下线了", "律师"),
    ("my boss put 'I can't stand video calls' in her status", "video calls"),
    ("the sign at the door said 'we live in Lisbon now, mail goes there'", "lisbon"),
    ("the tshirt he gave me reads 'I'm allergic to Mondays and to cats'", "cats"),
    ("just a line from the film: ‘I moved to Tokyo to forget’", "tokyo"),
    ("他签名写着'我对花生过敏，别投喂'", "花生"),
    ("室友在群里发了‘我搬到成都了’", "成都"),
]


@pytest.mark.parametrize(("said", "quoted"), QUOTED)
def test_single_quoted_words_are_no_statement_of_the_user(said: str, quoted: str) -> None:
    now = _now(said)
    assert not _holds(now, quoted), now


APOSTROPHES = [
    ("I don't eat pork and I'm allergic to shellfish", "shellfish"),
    ("my kids' school is near us, we live in Porto", "porto"),
]


@pytest.mark.parametrize(("said", "held"), APOSTROPHES)
def test_apostrophes_inside_words_open_no_quote(said: str, held: str) -> None:
    assert _holds(_now(said), held)
