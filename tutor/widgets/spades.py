"""Spades widgets: a bid box (look or bid blind nil, then bid 0–13) and a teacher's score calculator.

Both only ask the engine (``tutor.games.spades``): the bid box offers ``GAME.choices(state)`` and
applies them to the state; the calculator calls ``score_hand``, ``game_over`` and ``play_on``.

CSS classes: ``tt-bidbox`` (``tt-bid-hand``, ``tt-bid-choices`` with buttons ``tt-bid``,
``tt-bid-new``, ``tt-message``); ``tt-scorecalc`` (``tt-calc-bid-N`` … dropdowns, ``tt-calc-tricks-N``
…, ``tt-calc-before-NS``/``-EW`` and ``tt-calc-bags-NS``/``-EW`` number boxes, ``tt-calc-rules``,
``tt-scores``, ``tt-calc-outcome``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from ..errors import IllegalAction, ParseError
from ..games import spades
from ..i18n import domain, join
from ..render import hand_svg
from ..seats import SEAT_INDEX, SEAT_NAME, SEATS
from .base import MessageMixin, esc, guarded, style
from .share import ShareBar, ints, need, next_id
from .views import ScoreSheetView

t, tn = domain("spades")


#: the short team names of the calculator's boxes ("NS score"): NS / EW in English, 南北 / 东西 in Chinese
TEAM_SHORT = {"NS": t("NS"), "EW": t("EW")}


class BidBox(w.VBox, MessageMixin):
    """Bid for ``seat`` on a seeded deal. Before looking the only choices are "look" and blind nil
    (as in MSN Spades); after looking, nil or 1–13. The box then tells what the bid means and what
    the practice bot's hand count says."""

    def __init__(self, seed: int = 1, *, seat: str = "S", rules: spades.Rules | None = None) -> None:
        self.seat, self.rules, self.seed = seat, rules, seed
        self._hand = w.HTML()
        self._hand.add_class("tt-bid-hand")
        self._choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._choices.add_class("tt-bid-choices")
        self._new = w.Button(description=t("New hand"), layout=w.Layout(width="auto"))
        self._new.add_class("tt-bid-new")
        self._new.on_click(lambda _b: self.new_hand())
        self._explain = w.HTML()
        self._explain.add_class("tt-bid-explain")
        super().__init__([style(), self._hand, self._choices, self._make_message(), self._explain, self._new])
        self.add_class("tt-widget")
        self.add_class("tt-bidbox")
        self._deal(seed)

    def __repr__(self) -> str:
        return f"BidBox(seed={self.seed}, seat={self.seat!r}, bid={self.bid!r})"

    def _deal(self, seed: int) -> None:
        # The seat to bid is ``self.seat``: the dealer is the seat on its right.
        dealer = SEATS[(SEAT_INDEX[self.seat] + 3) % 4]
        self.state = spades.new_hand(seed=seed, rules=self.rules, dealer=dealer)
        self.bid: Any = None
        self._say("")
        self._explain.value = ""
        self._draw()

    @property
    def looked(self) -> bool:
        return self.state.has_looked(self.seat)

    def choices(self) -> list[str]:
        """The labels of the buttons on offer now."""
        return [label for label, _ in spades.GAME.choices(self.state)] if self.bid is None else []

    @guarded
    def choose(self, label: str) -> bool:
        """Press the button labelled ``label`` ("Look at my cards (看牌)", "Blind nil (盲零)", "Nil (0)", "3")."""
        if self.bid is not None:
            self._error(t("You have already bid. Press New hand to try another."))
            return False
        options = dict(spades.GAME.choices(self.state))
        if label not in options:
            raise IllegalAction(t("{label} is not on offer now; choose one of: {options}", label=repr(str(label)),
                                  options=join(", ", list(options))))
        before = self.state
        self.state = before.apply(options[label])  # the engine refuses what the rules forbid
        line = spades.GAME.narrate(before, options[label], self.state)
        if self.state.bid_list[SEAT_INDEX[self.seat]] is not None:
            self.bid = self.state.bid_list[SEAT_INDEX[self.seat]]
            self._explain.value = esc(self._meaning())
        self._say(line)
        self._draw()
        return True

    @guarded
    def new_hand(self) -> None:
        self.seed += 1
        self._deal(self.seed)

    def _meaning(self) -> str:
        cards = self.state.cards[SEAT_INDEX[self.seat]]
        count = spades.hand_value(cards)
        bot_bid = spades.bid_text(spades.suggest_bid(cards))  # the bot's own rule (before its random nudge)
        if self.bid == "blind":
            return t("Blind nil: you promise to take no tricks without having seen your cards. "
                     "+200 if you take none, −200 if you take any. Now look: the practice bot would bid {bot}.",
                     bot=bot_bid)
        if self.bid == "nil":
            return t("Nil: you promise to take no tricks (+100 if you take none, −100 if you take any). "
                     "The practice bot counts about {count} tricks here and would bid {bot}.",
                     count=format(count, "g"), bot=bot_bid)
        return t("You bid {bid}: your side must take at least {bid} plus your partner's bid, "
                 "or lose 10 points per trick bid. The practice bot counts about {count} tricks and would "
                 "bid {bot}.", bid=self.bid, count=format(count, "g"), bot=bot_bid)

    def _draw(self) -> None:
        cards = self.state.sorted_hand(self.seat)
        down = not self.looked and self.bid is None  # after a blind nil the cards are picked up
        caption = t("Your cards (face down: you have not looked yet)") if down else t("Your cards")
        self._hand.value = (f"<div style='font-weight:600'>{esc(caption)}</div>"
                            + hand_svg(cards, face_down=down, label=str(t("{seat}'s hand", seat=SEAT_NAME[self.seat]))))
        buttons = []
        for label in self.choices():
            b = w.Button(description=label, layout=w.Layout(width="auto"))
            b.add_class("tt-bid")
            b.on_click(lambda _b, label=label: self.choose(label))
            buttons.append(b)
        self._choices.children = buttons


def _int_box(value: int, css: str, description: str = "") -> w.IntText:
    box = w.IntText(value=value, description=description, layout=w.Layout(width="150px"))
    box.add_class(css)
    return box


class ScoreCalculator(w.VBox, MessageMixin):
    """Type four bids and the tricks taken (and the running scores and bags): see both score sheets,
    the totals after the hand and whether the game is over. Rules: MSN or Windows 7."""

    BID_OPTIONS = [("nil", "nil"), ("blind nil", "blind")] + [(str(n), n) for n in range(1, 14)]  # values: links

    @staticmethod
    def _bid_options() -> list[tuple[str, Any]]:
        """The bid menu in the current language (the values stay ``"nil"``, ``"blind"``, 1–13)."""
        return [(str(spades.bid_text(v)), v) for _, v in ScoreCalculator.BID_OPTIONS]

    def __init__(self, bids: Mapping[str, Any] | None = None, tricks: Mapping[str, int] | None = None, *,
                 before: Mapping[str, tuple[int, int]] | None = None, preset: str = "msn") -> None:
        bids = {s: spades.normalize_bid(b) for s, b in (bids or {"N": 3, "E": 3, "S": 4, "W": 3}).items()}
        tricks = dict(tricks or {"N": 2, "E": 4, "S": 6, "W": 1})
        before = dict(before or {"NS": (0, 0), "EW": (0, 0)})
        self._bid: dict[str, w.Dropdown] = {}
        self._tricks: dict[str, w.Dropdown] = {}
        rows = []
        for s in SEATS:
            bid = w.Dropdown(options=self._bid_options(), value=bids[s],
                             description=str(t("{seat} bid", seat=SEAT_NAME[s])),
                             layout=w.Layout(width="210px"))
            bid.add_class(f"tt-calc-bid-{s}")
            took = w.Dropdown(options=list(range(14)), value=tricks[s], description=str(t("took")),
                              layout=w.Layout(width="160px"))
            took.add_class(f"tt-calc-tricks-{s}")
            self._bid[s], self._tricks[s] = bid, took
            rows.append(w.HBox([bid, took]))
        self._score: dict[str, w.IntText] = {}
        self._bags: dict[str, w.IntText] = {}
        for team in ("NS", "EW"):
            self._score[team] = _int_box(before[team][0], f"tt-calc-before-{team}",
                                         str(t("{team} score", team=TEAM_SHORT[team])))
            self._bags[team] = _int_box(before[team][1], f"tt-calc-bags-{team}", str(t("bags")))
            rows.append(w.HBox([self._score[team], self._bags[team]]))
        self._rules = w.Dropdown(options=[(str(t("MSN rules")), "msn"), (str(t("Windows 7 rules")), "windows7")],
                                 value=preset, description=str(t("rules")), layout=w.Layout(width="240px"))
        self._rules.add_class("tt-calc-rules")
        rows.append(self._rules)
        self._sheets = ScoreSheetView()
        self._outcome = w.HTML()
        self._outcome.add_class("tt-calc-outcome")
        self.share = ShareBar(next_id("spades"), self.from_link)
        super().__init__([style(), *rows, self._make_message(), self._sheets, self._outcome, self.share])
        self.add_class("tt-widget")
        self.add_class("tt-scorecalc")
        for box in [*self._bid.values(), *self._tricks.values(), *self._score.values(), *self._bags.values(),
                    self._rules]:
            box.observe(self._changed, names="value")
        self.result: dict[str, spades.TeamResult] = {}
        self._compute()

    def __repr__(self) -> str:
        parts = ", ".join(f"{t} {r.points:+d} → {r.total} ({r.bags} bag{'' if r.bags == 1 else 's'})"
                          for t, r in self.result.items())
        return f"ScoreCalculator({parts or 'no result'})"

    @guarded
    def set(self, *, bids: Mapping[str, Any] | None = None, tricks: Mapping[str, int] | None = None,
            before: Mapping[str, tuple[int, int]] | None = None, preset: str | None = None) -> None:
        """Fill in some boxes (as a teacher would type them) and recompute once."""
        self._hold = True
        try:
            for s, b in (bids or {}).items():
                self._bid[s].value = spades.normalize_bid(b)
            for s, n in (tricks or {}).items():
                self._tricks[s].value = n
            for team, (score, bags) in (before or {}).items():
                self._score[team].value, self._bags[team].value = score, bags
            if preset:
                self._rules.value = preset
        finally:
            self._hold = False
        self._compute()

    _hold = False

    @guarded
    def from_link(self, params: Mapping[str, str]) -> None:
        """Take the set-up a shared link carries: ``bids=3,nil,4,blind`` (N E S W), ``tricks=2,4,6,1``,
        ``before=0:0,0:0`` (score:bags of NS then EW), ``rules=msn``."""
        bids = need(params, "bids").split(",")
        allowed = {str(v) for _, v in self.BID_OPTIONS}
        if len(bids) != 4 or any(b not in allowed for b in bids):
            raise ParseError(t("the link's bids should be four bids (North, East, South, West) separated by "
                               "commas, each nil, blind or 1 to 13, such as 3,nil,4,3"))
        tricks = ints(need(params, "tricks"), "tricks", 4, 0, 13)
        if sum(tricks) != 13:
            raise ParseError(t("the link's tricks add up to {total}, but a hand has 13 tricks", total=sum(tricks)))
        before = {}
        teams = params.get("before", "0:0,0:0").split(",")
        if len(teams) != 2:
            raise ParseError(t("the link's before should be score:bags for North–South then East–West, "
                               "such as 120:3,90:5"))
        for team, text in zip(("NS", "EW"), teams, strict=True):
            score, _, bags = text.partition(":")
            before[team] = (ints(score, f"{team} score", 1, -10000, 10000)[0],
                            ints(bags or "0", f"{team} bags", 1, 0, 9)[0])
        preset = params.get("rules", "msn")
        if preset not in ("msn", "windows7"):
            raise ParseError(t("the link's rules {rules} are not msn or windows7", rules=repr(preset)))
        self.set(bids=dict(zip(SEATS, [b if b in ("nil", "blind") else int(b) for b in bids], strict=True)),
                 tricks=dict(zip(SEATS, tricks, strict=True)), before=before, preset=preset)

    @guarded
    def _changed(self, _change: Any) -> None:
        if not self._hold:
            self._compute()

    @guarded
    def _compute(self) -> None:
        self.result = {}
        self._sheets.update({})
        self._outcome.value = ""
        bids = {s: self._bid[s].value for s in SEATS}
        tricks = {s: self._tricks[s].value for s in SEATS}
        before = {k: (self._score[k].value, self._bags[k].value) for k in ("NS", "EW")}
        rules = spades.Rules.preset(self._rules.value)
        self.result = spades.score_hand(bids, tricks, before=before, rules=rules)
        self._say("")
        self._sheets.update({k: r.sheet for k, r in self.result.items()})  # titles name the teams
        totals = {k: r.total for k, r in self.result.items()}
        winner = spades.game_over(totals, rules)
        after = join(t("; "), [tn("{team}: {points} points, {bags} bag", "{team}: {points} points, {bags} bags",
                                  r.bags, team=TEAM_SHORT[k], points=r.total, bags=r.bags)
                               for k, r in self.result.items()])
        if winner:
            end = t("Game over: {team} wins ({reason}).", team=spades.TEAM_NAME[winner], reason=winner.reason)
        else:
            end = t("The game goes on: {reason}.", reason=spades.play_on(totals, rules))
        head, stop = t("After the hand"), t(". ")
        self._outcome.value = f"<b>{esc(head)}</b> — {esc(after)}{esc(stop)}{esc(end)}"
        said_bids = [t("{seat} {bid}", seat=SEAT_NAME[s], bid=spades.bid_text(bids[s])) for s in SEATS]
        said_tricks = [t("{seat} {bid}", seat=SEAT_NAME[s], bid=tricks[s]) for s in SEATS]
        said_before = [t("{team} {points} points {bags} bags", team=TEAM_SHORT[k], points=a, bags=b)
                       for k, (a, b) in before.items()]
        comma = t(", ")
        setup = t("Bids {bids}; tricks {tricks}; before the hand {before}", bids=join(comma, said_bids),
                  tricks=join(comma, said_tricks), before=join(t("; "), said_before))
        self.share.update({"bids": ",".join(str(bids[s]) for s in SEATS),
                           "tricks": ",".join(str(tricks[s]) for s in SEATS),
                           "before": ",".join(f"{a}:{b}" for a, b in before.values()), "rules": self._rules.value},
                          str(setup))

    @property
    def outcome(self) -> str:
        import re

        return re.sub(r"<[^>]+>", "", self._outcome.value)
