"""One i18n surface (issue 24): a refusal's, a verdict's and a score line's text are read through public lazy
accessors (``reason_text``, ``label_text``, ``title_text``), so no module reads another's private attribute."""

from __future__ import annotations

import ast
from pathlib import Path

from tests import source_tree
from tutor import i18n
from tutor.errors import IllegalAction
from tutor.games.game import Verdict
from tutor.scoring import ScoreLine, ScoreSheet

ROOT = Path(__file__).resolve().parents[1]
PRIVATE = {"_reason", "_label", "_title"}


def test_no_module_reads_another_objects_private_text():
    found = []
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        for node in source_tree.nodes(path):
            if isinstance(node, ast.Attribute) and node.attr in PRIVATE:
                owner = node.value
                if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls", "other")):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.attr}")
    assert not found, found


def test_the_accessors_follow_the_language_where_the_text_is_shown():
    t, _ = i18n.domain("tutor")
    north = t("North")
    refusal = IllegalAction(t("{seat} leads {card}", seat=north, card="♠Q"))
    verdict = Verdict("NS", t("{seat} leads {card}", seat=north, card="♠A"))
    line = ScoreLine(t("North"), 10, t("{seat} leads {card}", seat=north, card="♠K"))
    sheet = ScoreSheet([line], title=t("North"))
    outer = t("{seat} leads {card}", seat=refusal.reason_text, card="")  # a message holding another
    with i18n.language("zh"):
        assert str(refusal.reason_text) == "北家首出♠Q" and str(verdict.reason_text) == "北家首出♠A"
        assert str(line.label_text) == "北家" and str(line.reason_text) == "北家首出♠K"
        assert str(sheet.title_text) == "北家" and str(outer).startswith("北家首出♠Q")
    with i18n.language("zh-hant"):
        assert str(refusal.reason_text) == "北家首出♠Q"
    assert refusal.reason == "North leads ♠Q"
