"""Every message the engine and the widgets make has its Chinese translation, and the compiled catalogs
are the ones their ``.po`` files give (``tools/catalogs.py``)."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

import pytest

from tutor import i18n
from tutor.cards import Card
from tutor.errors import IllegalAction
from tutor.scoring import ScoreLine, ScoreSheet
from tutor.tricks import Trick

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import catalogs  # noqa: E402


@pytest.mark.parametrize("name", sorted(catalogs.domains()))
def test_every_message_is_translated_and_compiled(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = catalogs.main(["--check", "--domain", name])
    assert status == 0, capsys.readouterr().out


def test_a_missing_translation_is_found() -> None:
    template = catalogs.extract(catalogs.domains()["tutor"], "tutor")
    cat = catalogs.load("tutor", "zh")
    cat.delete("North")
    cat["South"].string = "{seat}南家"
    found = catalogs.problems(cat, template)
    assert any("untranslated" in p and "'North'" in p for p in found)
    assert any("'South'" in p and "fields ['seat']" in p for p in found)


def test_a_message_that_cannot_be_extracted_is_found(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('t, tn = domain("tutor")\n'
                      'ok = t("{seat} leads", seat=f"{x}")\n'
                      'bad = t(f"{seat} leads")\n'
                      'worse = tn("one", plural, 2)\n'
                      'hidden = f"<b>{t(\'wins\')}</b>"\n', encoding="utf-8")
    found = catalogs.dynamic_messages([module])
    assert len(found) == 3 and ":3: t()" in found[0] and ":4: tn()" in found[1]
    assert ":5: t() inside an f-string" in found[2]


def trick() -> Trick:
    return Trick.played("N", "H4 HK S2 HA", trump="S")


def test_a_reason_reads_in_the_language_it_is_read_in() -> None:
    reason = trick().winner_reason()
    assert str(reason).startswith("South wins with ♠2")
    with i18n.language("zh"):
        assert str(reason).startswith("南家以♠2赢得这一墩")
        made_here = trick().winner_reason()
    assert made_here == str(made_here.in_language("zh")) and str(made_here) == str(reason)
    assert pickle.loads(pickle.dumps(reason)) == reason


def test_errors_and_sheets_follow_the_language() -> None:
    from tutor.tricks import follow_reason

    why = follow_reason([Card.parse("H7"), Card.parse("C2")], "H", Card.parse("C2"))
    assert why is not None
    err = IllegalAction(why)
    sheet = ScoreSheet([ScoreLine(i18n.domain("tutor")[0]("North"), 10, why)])
    with i18n.language("zh"):
        assert str(err) == err.reason == "你必须跟♥，因为你手里有♥7"
        assert sheet.lines[0].label == "北家" and "合计" in str(sheet)
    assert err.reason == "you must follow ♥ because you hold ♥7"
    assert sheet.lines[0].label == "North"


def test_language_is_checked_and_restored() -> None:
    with pytest.raises(ValueError, match="not a language"):
        i18n.set_language("klingon")
    assert i18n.current() == "en"
    with i18n.language("zh-CN"):
        assert i18n.current() == "zh"
    assert i18n.current() == "en"
