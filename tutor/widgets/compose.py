"""A teacher's own example without code (issue 11): a small form per game — the four hands (27 Wang: and the
kitty), and what the example is about (Spades: the bids; Bridge: the contract and declarer) — gives a step-through
replay and, when the hand is over, its score sheets.

Every rule comes from the engine (``tutor.games.get(name)``): the deal is checked by the game's own record
reader, each bid or call must be one the engine offers at that moment, and the rest of the hand (the cards, and
the decisions the form does not name) is played by the game's practice players, seeded so the same form gives the
same hand. A bad form is refused in plain words and the example shown stays as it was. The form lives in the
page URL (``calc=own-<game>&N=SA,SK,…``, the share bar of :mod:`tutor.widgets.share`): "copy link" gives a link
that opens the same example.

CSS classes: ``tt-compose`` (``tt-compose-hand-N`` … ``tt-compose-kitty``, ``tt-compose-bids``,
``tt-compose-contract``, ``tt-compose-declarer``, ``tt-compose-show``, ``tt-message``, ``tt-compose-result``
holding a ``tt-replay`` and a ``tt-scores``).

>>> c = ExampleComposer("bridge")
>>> c.set(contract="4S", declarer="S")
True
>>> c.replay.final.is_terminal(), str(c.replay.final.contract)[:2]
(True, '4S')
>>> c.set(contract="8S")
False
>>> c.message
"the contract '8S' is not one such as 4S, 3NT or 2HX (a level 1 to 7, then C, D, H, S or NT)"
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from ..errors import IllegalAction, ParseError
from ..games import get as get_game
from ..i18n import domain
from ..replay import FORMAT, Replay, load, record
from ..seats import SEAT_NAME, SEATS
from .base import MessageMixin, guarded, style
from .replay import TrickReplay
from .share import ShareBar, ints, next_id
from .views import ScoreSheetView

t, tn = domain("tutor")

#: the deal's own fields a link carries besides the hands (the game's reader checks them)
_DEAL_FIELDS = ("dealer", "board")
_STRAIN = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT", "N": "NT"}
_CONTRACT = re.compile(r"^\s*([1-7])\s*(NT|N|C|D|H|S)\s*(XX|X)?\s*$", re.IGNORECASE)


def _label(text: str) -> w.HTML:
    label = w.HTML(f"<b>{_esc(text)}</b>")
    label.add_class("tt-compose-label")  # not printed: a handout shows the example, not the form
    return label


class ExampleComposer(w.VBox, MessageMixin):
    """The form for one game (``spades``, ``gongzhu``, ``bridge``, ``wang27``); ``seed`` picks the deal the form
    starts from and the practice players' choices; ``show`` plays the starting form out at once."""

    def __init__(self, game: str, *, seed: int = 1, show: bool = True) -> None:
        self.game = get_game(game)
        self.seed = seed
        self.replay: Replay | None = None
        start = self.game.header(self.game.new_hand(seed=seed))
        self._header = {k: v for k, v in start.items() if k not in ("hands", "kitty")}
        self._hands = {}
        rows = []
        for seat in SEATS:
            # the seat's name above its box, not beside it: on a phone a side label leaves the box too narrow
            box = w.Textarea(value=" ".join(start["hands"][seat]), rows=2, layout=w.Layout(width="100%"))
            box.add_class(f"tt-compose-hand-{seat}")
            self._hands[seat] = box
            rows += [_label(str(SEAT_NAME[seat])), box]
        self._kitty = None
        if "kitty" in start:
            self._kitty = w.Textarea(value=" ".join(start["kitty"]), rows=1, layout=w.Layout(width="100%"))
            self._kitty.add_class("tt-compose-kitty")
            rows.append(_label(str(t("Kitty"))))
            rows.append(self._kitty)
        self._bids = self._contract = self._declarer = None
        if self.game.name == "spades":
            self._bids = w.Text(value="3,3,3,3", description=str(t("Bids N,E,S,W")),
                                tooltip=str(t("four bids: a number of tricks, or nil")),
                                style={"description_width": "initial"})
            self._bids.add_class("tt-compose-bids")
            rows.append(self._bids)
        elif self.game.name == "bridge":
            self._contract = w.Text(value="4S", description=str(t("Contract")), tooltip=str(t("such as 4S, 3NT, 2HX")))
            self._contract.add_class("tt-compose-contract")
            self._declarer = w.Dropdown(options=[(str(SEAT_NAME[s]), s) for s in SEATS], value="S",
                                        description=str(t("Declarer")))
            self._declarer.add_class("tt-compose-declarer")
            rows.append(w.HBox([self._contract, self._declarer]))
        button = w.Button(description=str(t("Show this example")), layout=w.Layout(width="auto"))
        button.add_class("tt-compose-show")
        button.on_click(lambda _b: self.show())
        self._result = w.VBox()
        self._result.add_class("tt-compose-result")
        self.share = ShareBar(next_id(f"own-{self.game.name}"), self._from_link)
        help_text = w.HTML("<i>" + _esc(t("Type each hand as cards, such as ♠A ♠K ♥10 ♣2; the practice players "
                                           "play the cards, the engine checks every rule.")) + "</i>")
        super().__init__([style(), help_text, *rows, button, self._make_message(), self.share, self._result])
        self.add_class("tt-widget")
        self.add_class("tt-compose")
        if show:  # the form's starting deal, played out: the page opens on a whole example
            self.show()

    def __repr__(self) -> str:
        return f"ExampleComposer({self.game.name}, {self.replay!r})"

    # -- what tests and lessons call ---------------------------------------------------------------------------
    def set(self, *, hands: Mapping[str, str] | None = None, kitty: str | None = None, bids: str | None = None,
            contract: str | None = None, declarer: str | None = None) -> bool:
        """Fill in the form and show the example; ``False`` (and the reason in :attr:`message`) when refused."""
        for seat, text in (hands or {}).items():
            self._hands[seat].value = text
        if kitty is not None and self._kitty is not None:
            self._kitty.value = kitty
        if bids is not None and self._bids is not None:
            self._bids.value = bids
        if contract is not None and self._contract is not None:
            self._contract.value = contract
        if declarer is not None and self._declarer is not None:
            self._declarer.value = declarer
        return self.show()

    @property
    def sheets(self) -> dict[str, Any]:
        """The score sheets of the example shown (empty before one is shown or while it is not finished)."""
        if self.replay is None or not self.replay.final.is_terminal():
            return {}
        return self.game.score_sheets(self.replay.final)

    def show(self) -> bool:
        """Build the example from the form (see the module docstring)."""
        return bool(self._show())

    @property
    def form(self) -> dict[str, str]:
        """The form as its link carries it."""
        out = {s: ",".join(_codes(self._hands[s].value)) for s in SEATS}
        out["seed"] = str(self.seed)  # the practice players' choices
        out.update({k: str(self._header[k]) for k in _DEAL_FIELDS if k in self._header})
        for key, box in (("kitty", self._kitty), ("bids", self._bids), ("contract", self._contract),
                         ("declarer", self._declarer)):
            if box is not None:
                out[key] = ",".join(_codes(box.value)) if key == "kitty" else str(box.value).replace(" ", "")
        return out

    @guarded
    def _from_link(self, params: dict[str, str]) -> None:
        declarer = params.get("declarer")
        if self._declarer is not None and declarer is not None and declarer not in SEATS:
            self._error(t("the link's {field} should be one of {values}, not {value}", field="declarer",
                          values="N, E, S, W", value=repr(declarer)))
            return
        try:
            seed = ints(params.get("seed", str(self.seed)), "seed", 1, 0, 10**9)[0]
        except ParseError as e:
            self._error(str(e))
            return
        old = self.seed, dict(self._header)
        self.seed = seed
        for k in _DEAL_FIELDS:
            if k in params and k in self._header:
                self._header[k] = int(params[k]) if isinstance(self._header[k], int) and params[k].isdigit() \
                    else params[k]
        if not self.set(hands={s: params[s].replace(",", " ") for s in SEATS if s in params},
                        kitty=params["kitty"].replace(",", " ") if "kitty" in params else None,
                        bids=params.get("bids"), contract=params.get("contract"), declarer=declarer):
            self.seed, self._header = old

    # -- building the hand ---------------------------------------------------------------------------------------
    @guarded
    def _show(self) -> bool:
        try:
            replay = self._build()
        except (ParseError, IllegalAction) as e:
            self._error(str(e))
            return False
        self.replay = replay
        sheets = self.sheets
        shown: list[Any] = [TrickReplay(replay, share=False)]
        if sheets:
            shown.append(ScoreSheetView(sheets))
        self._result.children = shown
        said = tn("{game}: {n} step.", "{game}: {n} steps.", len(replay), game=self.game.title, n=len(replay))
        self.share.update(self.form, str(said))
        self._say(said)
        return True

    def _build(self) -> Replay:
        rec: dict[str, Any] = {"format": FORMAT, "game": self.game.name, **self._header,
                               "hands": {s: _codes(self._hands[s].value) for s in SEATS}}
        if self._kitty is not None:
            rec["kitty"] = _codes(self._kitty.value)
        state = load({**rec, "actions": []}).final  # the game's own reader checks the deal
        plan = self._plan(state)
        bots = {s: self.game.bot(seed=self.seed + i) for i, s in enumerate(SEATS)}
        actions = []
        for _ in range(10_000):
            if state.is_terminal():
                break
            action = plan(state)
            if action is None:
                action = bots[state.current_seat](state)
            actions.append(action)
            state = state.apply(action)
        return record(load({**rec, "actions": []}).final, actions)

    def _plan(self, state: Any) -> Any:
        """``plan(state)``: the form's decision at ``state`` (an engine action), or ``None`` for the players'."""
        if self._bids is not None:
            return self._spades_plan(self._bids.value)
        if self._contract is not None and self._declarer is not None:
            return self._bridge_plan(state, self._contract.value, self._declarer.value)
        return lambda st: None

    def _offered(self, state: Any, key: str, value: Any, what: Any) -> Any:
        """The engine's action at ``state`` whose record entry has ``key: value`` (labels are in the page's language,
        record entries are not), or a refusal naming what the rules allow."""
        options = self.game.choices(state)
        for _label, action in options:
            if self.game.action_to_json(state, action).get(key) == value:
                return action
        seat = state.current_seat
        raise ParseError(t("{seat} cannot {what} here; the rules allow only: {options}",
                           seat=SEAT_NAME.get(seat, seat), what=what, options=", ".join(str(lb) for lb, _a in options)))

    def _spades_plan(self, text: str) -> Any:
        parts = [p.strip().lower() for p in text.split(",")]
        if len(parts) != 4 or not all(p == "nil" or p.isdigit() for p in parts):
            raise ParseError(t("the bids should be four, for North, East, South and West, each a number of tricks "
                               "or nil, separated by commas — not {text}", text=repr(text)))
        bids: dict[str, Any] = {s: "nil" if p in ("nil", "0") else int(p) for s, p in zip(SEATS, parts, strict=True)}

        def plan(state: Any) -> Any:
            if state.phase != "bid":
                return None
            bid = bids[state.current_seat]
            entries = [self.game.action_to_json(state, a) for _l, a in self.game.choices(state)]
            if any(e.get("look") for e in entries):
                return self._offered(state, "look", True, t("look at the cards"))  # not blind
            return self._offered(state, "bid", bid, t("bid {bid}", bid=bid))

        return plan

    def _bridge_plan(self, state: Any, text: str, declarer: str) -> Any:
        m = _CONTRACT.match(text)
        if not m:
            raise ParseError(t("the contract {text} is not one such as 4S, 3NT or 2HX (a level 1 to 7, then C, D, H, "
                               "S or NT)", text=repr(text)))
        strain = m.group(2).upper()
        bid = m.group(1) + ("NT" if strain in ("N", "NT") else strain)
        calls = [bid] + ({"X": ["X"], "XX": ["X", "XX"]}[m.group(3).upper()] if m.group(3) else [])
        shown = m.group(1) + _STRAIN[strain]

        def plan(st: Any) -> Any:
            if st.phase != "auction":
                return None
            if calls and calls[0] == bid and st.current_seat == declarer:
                return self._offered(st, "call", calls.pop(0), t("bid {bid}", bid=shown))
            if calls and calls[0] != bid:
                call = calls.pop(0)
                return self._offered(st, "call", call, t("call {call}", call=call))
            return self._offered(st, "call", "P", t("pass"))

        return plan


def _codes(text: str) -> list[str]:
    return [c for c in re.split(r"[\s,]+", text.strip()) if c]


def _esc(text: Any) -> str:
    import html

    return html.escape(str(text))
