"""Choose house rules and play by them: a game's presets, any of its switches (as a record's ``rules`` field, e.g.
``{"lose_at": -2000}``), what they change said in plain words, and a play-along dealt by them (its hint, review and
score sheets follow those rules, as they are the state's own).

The rules are checked by :func:`tutor.games.house_rules`; a bad set is refused with its reason and changes nothing.

>>> picker = HouseRulesPlay("gongzhu", preset="partnership", seed=3, keep=False)
>>> picker
HouseRulesPlay(gongzhu, {'preset': 'partnership'}, playing)
>>> picker.choose('{"lose_at": "x"}'); print(picker.message)
rules switch lose_at: expected a whole number, got 'x'
>>> picker.choose('{"lose_at": -2000}'); picker.play.rules.lose_at, picker.message
(-2000, '')
>>> picker.use_game("spades"); picker
HouseRulesPlay(spades, {'preset': 'msn'}, playing)
>>> picker.chosen.to_json()
{'preset': 'msn'}
"""

from __future__ import annotations

import json

import ipywidgets as w

from ..errors import ParseError
from ..games import GAMES, get, house_rules
from ..games.switches import HouseRules, preset_title
from ..i18n import domain
from ..render.switches import switches_html
from .base import MessageMixin, esc, guarded, style
from .playalong import PlayAlong

t, tn = domain("switches")


class HouseRulesPlay(w.VBox, MessageMixin):
    """A preset to pick, a box for other switches, **Play with these rules**, the rules in force in plain words and
    a play-along below (``tt-house-rules``); the table of every switch is behind **All the switches**.

    ``keep``: the rules played with are kept as the learner's own (``my_house_rules.json``,
    :mod:`tutor.practice.rules`), and their drills follow them unless the class has its own."""

    def __init__(self, game: str = "gongzhu", *, preset: str | None = None, seat: str = "S", seed: int = 0,
                 keep: bool = True) -> None:
        self.game, self.seat, self.seed, self.keep = get(game).name, seat, seed, keep
        self._game = w.Dropdown(options=[(str(get(g).title), g) for g in GAMES if g != "basics"],
                                value=self.game, description=str(t("Game")))
        self._preset = w.Dropdown(options=_preset_options(self.game), value=preset or _presets(self.game)[0],
                                  description=str(t("Room")))
        self._game.observe(lambda ch: self.use_game(ch["new"]), names="value")
        self._switches = w.Text(value="", placeholder='{"switch": value}', description=str(t("House rules")),
                                layout=w.Layout(width="min(100%, 520px)"))
        self._play = w.Button(description=str(t("Play with these rules")), button_style="primary")
        self._play.on_click(lambda _b: self.choose(self._switches.value))
        self._rules = w.HTML("")
        self._rules.add_class("tt-house-rules")
        # a native disclosure (<details>): keyboard and screen readers know it, and its heading is in the page's
        # own colours (the widgets' Accordion header failed axe's contrast check)
        self._table_html = w.HTML(self._all_switches())
        self._area = w.VBox([])
        self.chosen: HouseRules = house_rules(self.game, {"preset": self._preset.value})
        self.play: PlayAlong | None = None
        super().__init__([style(), w.HBox([self._game, self._preset]), w.HBox([self._switches, self._play]),
                          self._make_message(),
                          self._rules, self._table_html, self._area])
        self.add_class("tt-house")
        self._start()

    @guarded
    def use_game(self, game: str) -> None:
        """Switch to ``game``: its presets, its switches, its default rules and a hand dealt by them."""
        self.game = get(game).name
        self._preset.options = _preset_options(self.game)
        self._preset.value = _presets(self.game)[0]
        self._switches.value = ""
        self._table_html.value = self._all_switches()
        self.chosen = house_rules(self.game, None)
        self._say("")
        self._start()

    @guarded
    def choose(self, switches: str) -> None:
        """Check the preset with ``switches`` (a JSON object, or empty) and deal a hand by them; a bad set is
        refused with the reason, and the hand in play stays."""
        text = switches.strip()
        try:
            extra = json.loads(text) if text else {}
        except ValueError:
            raise ParseError(t("switches: expected an object such as {example}", example='{"lose_at": -2000}')) \
                from None
        if not isinstance(extra, dict):
            raise ParseError(t("switches: expected an object such as {example}", example='{"lose_at": -2000}'))
        self.chosen = house_rules(self.game, {"preset": self._preset.value, **extra})
        self._keep()
        self._say("")
        self._start()

    def _keep(self) -> None:
        """The learner's own house rules from now on (their drills follow them unless the class has its own)."""
        from ..practice import rules as mine

        if not self.keep:
            return
        try:
            mine.choose(self.game, self.chosen.to_json())
        except OSError:  # a read-only data folder: the play-along goes on, the drills keep the rules they had
            pass

    def _start(self) -> None:
        lines = "".join(f"<li>{esc(line)}</li>" for line in self.chosen.plain())
        heading = t("The rules in force")
        drills = t("Your drills follow the rules you play with here, unless your teacher set the class's own.")
        self._rules.value = (f"<b>{esc(str(heading))}</b><ul>{lines}</ul>"
                             + (f"<p class='tt-note'>{esc(str(drills))}</p>" if self.keep else ""))
        self.play = PlayAlong(self.game, seat=self.seat, seed=self.seed, rules=self.chosen.rules)
        self._area.children = [self.play]

    def _all_switches(self) -> str:
        title = t("All the house rules")
        return (f"<details class='tt-house-all'><summary>{esc(str(title))}</summary>"
                f"{switches_html(self.game)}</details>")

    def __repr__(self) -> str:
        return f"HouseRulesPlay({self.game}, {self.chosen.to_json()}, {'playing' if self.play else 'idle'})"


def _presets(game: str) -> list[str]:
    return list(type(get(game).new_hand(seed=0).rules).PRESETS)


def _preset_options(game: str) -> list[tuple[str, str]]:
    """The rooms to choose from, each by what a player calls it (never its name in the code)."""
    return [(preset_title(game, p), p) for p in _presets(game)]


__all__ = ["HouseRulesPlay"]
