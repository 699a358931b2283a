"""Basics drills: who wins a trick with and without trumps, following suit, taking a trick, counting
tricks (lesson ``basics/01-what-is-a-trick``)."""

from __future__ import annotations

from ..games import basics
from ..i18n import domain
from .cardplay import CardGame, follow_drill, take_drill, tricks_drill, winner_drill
from .core import Skill, retry

t, tn = domain("practice")

LESSON = "basics/01-what-is-a-trick"


def _game(trump: str | None) -> CardGame:
    rules = basics.Rules.preset("whist") if trump else basics.Rules.preset("notrump")
    return CardGame("basics", lambda seed: basics.new_hand(seed, rules), lambda s: s.trick,
                    lambda s: s.current_seat, lambda tr: tr.winner_reason(),
                    basics.GAME.narrate)


NOTRUMP, TRUMPS = _game(None), _game("S")

SKILLS = [
    Skill("basics.winner", "basics", LESSON, t("Who wins the trick (no trumps)"), retry(winner_drill(NOTRUMP)),
          t("The highest card of the suit led wins.")),
    Skill("basics.trumps", "basics", LESSON, t("Who wins the trick (spades are trumps)"),
          retry(winner_drill(TRUMPS)), t("Any trump beats every card of another suit.")),
    Skill("basics.follow", "basics", LESSON, t("Follow suit"), retry(follow_drill(TRUMPS)),
          t("Which card may you play?")),
    Skill("basics.take", "basics", LESSON, t("Take the trick"), retry(take_drill(TRUMPS)),
          t("Playing last: which card wins the trick?")),
    Skill("basics.count", "basics", LESSON, t("Count the tricks"), retry(tricks_drill(TRUMPS)),
          t("How many tricks has a side won?")),
]
