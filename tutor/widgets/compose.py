"""A teacher's own example without code (issue 11): a small form per game — the four hands (27 Wang: and the
kitty), what the example is about (Spades: the bids; Bridge: the contract and declarer) and, if the teacher wants
it, the play card by card, trick by trick — gives a step-through replay and, when the hand is over, its score sheets.

Every rule comes from the engine (``tutor.games.get(name)``): the deal is checked by the game's own record
reader, each bid or call must be one the engine offers at that moment, and the rest of the hand (the cards, and
the decisions the form does not name) is played by the game's practice players, seeded so the same form gives the
same hand. The play typed in the form (see :func:`parse_play`) is played first, each card through the engine's
``apply``: a card the rules refuse is refused with the engine's reason, naming the trick and the card. A bad form is
refused in plain words and the example shown stays as it was. The form lives in the page URL
(``calc=own-<game>&N=SA,SK,…&play=SA,S3,SK,S2/…``, the share bar of :mod:`tutor.widgets.share`): "copy link" gives a
link that opens the same example.

CSS classes: ``tt-compose`` (``tt-compose-hand-N`` … ``tt-compose-kitty``, ``tt-compose-bids``,
``tt-compose-contract``, ``tt-compose-declarer``, ``tt-compose-play``, ``tt-compose-show``, ``tt-message``,
``tt-compose-result`` holding a ``tt-replay`` and a ``tt-scores``).

>>> c = ExampleComposer("bridge")
>>> c.set(contract="4S", declarer="S")
True
>>> c.replay.final.is_terminal(), str(c.replay.final.contract)[:2]
(True, '4S')
>>> c.set(contract="8S")
False
>>> c.message
"the contract '8S' is not one such as 4S, 3NT or 2HX (a level 1 to 7, then C, D, H, S or NT)"
>>> g = ExampleComposer("gongzhu")
>>> g.set(play="♣2 ♣5 ♣8 ♣A / ♠3")   # North leads ♣2; West, South and East follow (anticlockwise)
False
>>> g.message
"trick 2, East's ♠3: you do not hold ♠3"
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from ..cards import Card, is_count
from ..errors import IllegalAction, ParseError
from ..games import get as get_game
from ..i18n import domain
from ..render import hand_svg
from ..replay import FORMAT, Replay, load, record
from ..seats import SEAT_NAME, SEATS
from .base import MessageMixin, guarded, style
from .picker import CardPicker
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

    _next_state: Any  # where the typed play of the example shown ends (None: the hand is over)
    _chosen: set[int]  # 27 Wang: the cards clicked for the next play (places in the next player's hand)

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
            box = w.Textarea(value=_symbols(start["hands"][seat]), rows=2, layout=w.Layout(width="100%"))
            box.add_class(f"tt-compose-hand-{seat}")
            self._hands[seat] = box
            rows += [_label(str(SEAT_NAME[seat])), box]
        self._kitty = None
        if "kitty" in start:
            self._kitty = w.Textarea(value=_symbols(start["kitty"]), rows=1, layout=w.Layout(width="100%"))
            self._kitty.add_class("tt-compose-kitty")
            rows.append(_label(str(t("Kitty"))))
            rows.append(self._kitty)
        self._bids = self._contract = self._declarer = self._vulnerable = None
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
            # who is vulnerable (Law 2 gives it by the board number; a teacher's example names it): the score follows
            from ..games import bridge

            chart = self._board()["vulnerable"]
            self._vulnerable = w.Dropdown(options=[(str(text), v) for v, text in bridge.VUL_TEXT.items()], value=chart,
                                          description=str(t("Vulnerable")), style={"description_width": "initial"})
            self._vulnerable.add_class("tt-compose-vulnerable")
            rows.append(w.HBox([self._contract, self._declarer, self._vulnerable]))
        # the play, card by card: optional (empty: the practice players play every card)
        self._play = w.Textarea(value="", rows=3, layout=w.Layout(width="100%"),
                                placeholder=str(t("such as ♠A ♠3 ♠K ♠2 / ♥5 ♥K ♥A ♥2") if not self.game.multi_card
                                                else t("such as ♠A ♠3 ♠K ♠2 / ♥K+♥K ♥3+♥4 ♥A+♥A ♥2+♥6")))
        self._play.add_class("tt-compose-play")
        play_help = (t("The play, trick by trick (you may leave it empty): one trick a line or between slashes, the "
                       "cards in the order they are played, starting with the leader; the practice players play "
                       "whatever you leave out.") if not self.game.multi_card else
                     t("The play, trick by trick (you may leave it empty): one trick a line or between slashes, the "
                       "plays in the order they are made, starting with the leader; join the cards of one play with "
                       "+, such as ♥K+♥K; the practice players play whatever you leave out."))
        rows += [_label(str(play_help)), self._play, self._make_clicker()]
        button = w.Button(description=str(t("Show this example")), layout=w.Layout(width="auto"))
        button.add_class("tt-compose-show")
        button.on_click(lambda _b: self.show())
        self._result = w.VBox()
        self._result.add_class("tt-compose-result")
        self.share = ShareBar(next_id(f"own-{self.game.name}"), self.open_link)
        help_text = w.HTML("<i>" + _esc(t("Type each hand as cards, such as ♠A ♠K ♥10 ♣2; the practice players "
                                           "play the cards, the engine checks every rule.")) + "</i>")
        help_text.add_class("tt-help")  # how to use the form: left off a printed handout
        super().__init__([style(), help_text, *rows, button, self._make_message(), self.share, self._result])
        self.add_class("tt-widget")
        self.add_class("tt-compose")
        if show:  # the form's starting deal, played out: the page opens on a whole example
            self.show()

    def __repr__(self) -> str:
        return f"ExampleComposer({self.game.name}, {self.replay!r})"

    # -- what tests and lessons call ---------------------------------------------------------------------------
    def set(self, *, hands: Mapping[str, str] | None = None, kitty: str | None = None, bids: str | None = None,
            contract: str | None = None, declarer: str | None = None, vulnerable: str | None = None,
            play: str | None = None) -> bool:
        """Fill in the form and show the example; ``False`` (and the reason in :attr:`message`) when refused.
        ``play``: the cards played, trick by trick (:func:`parse_play`)."""
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
        if vulnerable is not None and self._vulnerable is not None:
            self._vulnerable.value = vulnerable
        if play is not None:
            self._play.value = play
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
                         ("declarer", self._declarer), ("vulnerable", self._vulnerable)):
            if box is not None:
                out[key] = ",".join(_codes(box.value)) if key == "kitty" else str(box.value).replace(" ", "")
        try:
            typed = parse_play(self._play.value)
        except ParseError:  # not shown: the link keeps the example shown (the share bar changes only on a show)
            typed = []
        if typed:
            out["play"] = "/".join(",".join("+".join(str(c) for c in cards) for cards in trick) for trick in typed)
        return out

    @guarded
    def open_link(self, params: dict[str, str]) -> None:
        """Show the example a share link's parameters describe (as the link opens the page): the set form builds a
        class set's deals with it; a bad field is said in the composer's message and nothing changes."""
        declarer, vulnerable = params.get("declarer"), params.get("vulnerable")
        if self._declarer is not None and declarer is not None and declarer not in SEATS:
            self._error(t("the link's {field} should be one of {values}, not {value}", field="declarer",
                          values="N, E, S, W", value=repr(declarer)))
            return
        if self._vulnerable is not None and vulnerable is not None and vulnerable not in ("None", "NS", "EW", "Both"):
            self._error(t("the link's {field} should be one of {values}, not {value}", field="vulnerable",
                          values="None, NS, EW, Both", value=repr(vulnerable)))
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
                self._header[k] = int(params[k]) if isinstance(self._header[k], int) and is_count(params[k]) \
                    else params[k]
        # one trick a line in the form; a link without a play is played by the practice players
        play = "\n".join(_symbols(trick.split(",")) for trick in params.get("play", "").split("/") if trick)
        if not self.set(hands={s: _symbols(params[s].split(",")) for s in SEATS if s in params},
                        kitty=_symbols(params["kitty"].split(",")) if "kitty" in params else None,
                        bids=params.get("bids"), contract=params.get("contract"), declarer=declarer,
                        vulnerable=vulnerable, play=play):
            self.seed, self._header = old

    # -- building the hand ---------------------------------------------------------------------------------------
    @guarded
    def _show(self) -> bool:
        try:
            replay, self._next_state = self._build()
        except (ParseError, IllegalAction) as e:
            self._error(str(e))
            return False
        self.replay = replay
        self._shown_play = self._play.value  # what a click adds to (not a refused edit still in the box)
        self._chosen = set()
        self._draw_clicker()
        sheets = self.sheets
        # it opens on the first step that shows all four hands (Spades deals them face down until each player looks)
        first = next((i for i in range(len(replay) + 1) if not replay.state_at(i).view().face_down), 0)
        shown: list[Any] = [TrickReplay(replay, share=False, start=first)]
        if sheets:
            shown.append(ScoreSheetView(sheets))
        self._result.children = shown
        said = tn("{game}: {n} step.", "{game}: {n} steps.", len(replay), game=self.game.title, n=len(replay))
        typed = sum(len(trick) for trick in parse_play(self._play.value))
        if typed:
            said = t("{steps} {typed}", steps=said,  # two sentences: a space between them in English, none in Chinese
                     typed=tn("{n} play as you typed it.", "{n} plays as you typed them.", typed, n=typed))
        caption = self._caption(replay)  # what the example is (the message above it counts the steps)
        if typed:
            caption = str(t("{steps} {typed}", steps=caption,
                            typed=tn("{n} play as you typed it.", "{n} plays as you typed them.", typed, n=typed)))
        self.share.update(self.form, caption)
        self._say(said)
        return True

    def _caption(self, replay: Replay) -> str:
        """The example in words for its share bar and its picture: the game, and for bridge the contract as the
        engine writes it (4♠X by South) and who is vulnerable; Spades: the bids."""
        if self._vulnerable is not None:
            from ..games import bridge

            contract = getattr(replay.final, "contract", None)
            what = contract.symbol if contract is not None else t("passed out")
            return str(t("{game}: {contract}, {vulnerable}", game=self.game.title, contract=what,
                         vulnerable=bridge.VUL_TEXT[self._vulnerable.value]))
        if self._bids is not None:
            return str(t("{game}: bids {bids}", game=self.game.title, bids=" ".join(self._bids.value.split(","))))
        return str(self.game.title)

    def _board(self) -> dict[str, Any]:
        """The board of the form's deal: its number and who is vulnerable (the deal's own field, or Law 2's chart)."""
        from ..games.bridge import board

        raw = self._header.get("board", 1)
        if isinstance(raw, dict):
            number = int(raw.get("number", 1))
            return {"number": number, "vulnerable": raw.get("vulnerable", board(number).vulnerable)}
        return {"number": int(raw), "vulnerable": board(int(raw)).vulnerable}

    def _build(self) -> tuple[Replay, Any]:
        """The hand, and the state where the typed play ends (the next card is clicked there; ``None``: over)."""
        rec: dict[str, Any] = {"format": FORMAT, "game": self.game.name, **self._header,
                               "hands": {s: _codes(self._hands[s].value) for s in SEATS}}
        if self._vulnerable is not None:  # the vulnerability chosen, in the record's own words for the board
            rec["board"] = {"number": self._board()["number"], "vulnerable": self._vulnerable.value}
        if self._kitty is not None:
            rec["kitty"] = _codes(self._kitty.value)
        state = load({**rec, "actions": []}).final  # the game's own reader checks the deal
        plan = self._plan(state)
        typed = parse_play(self._play.value)
        queue = [(n, k, cards) for n, trick in enumerate(typed, 1) for k, cards in enumerate(trick)]
        bots = {s: self.game.bot(seed=self.seed + i) for i, s in enumerate(SEATS)}
        actions = []
        next_state = None
        for _ in range(10_000):
            if state.is_terminal():
                break
            action = plan(state)
            if action is None and not queue and state.phase == "play" and next_state is None:
                next_state = state
            if action is None and queue and state.phase == "play":
                action, state = self._typed(state, typed, *queue.pop(0))
                actions.append(action)
                continue
            if action is None:
                action = bots[state.current_seat](state)
            actions.append(action)
            state = state.apply(action)
        if queue:
            n, _k, cards = queue[0]
            raise ParseError(t("the hand is over before trick {n}'s {cards}: leave out the plays after the last trick",
                               n=n, cards=_shown(cards)))
        return record(load({**rec, "actions": []}).final, actions), next_state

    # -- the play by clicking: the next player's hand after the typed play ----------------------------------------
    def _make_clicker(self) -> w.VBox:
        self._next_state = None
        self._shown_play = ""
        self._chosen = set()
        self._next_words = w.HTML()
        self._picker = CardPicker(on_pick=self.click)
        self._add = w.Button(description=str(t("Add this play")), layout=w.Layout(width="auto"))
        self._add.add_class("tt-compose-add")
        self._add.on_click(lambda _b: self.add_chosen())
        self._undo = w.Button(description=str(t("Take back the last play")), layout=w.Layout(width="auto"))
        self._undo.add_class("tt-compose-undo")
        self._undo.on_click(lambda _b: self.take_back())
        buttons = [self._add, self._undo] if self.game.multi_card else [self._undo]
        box = w.VBox([self._next_words, self._picker, w.HBox(buttons)])
        box.add_class("tt-compose-next")  # the form: not printed in a handout
        return box

    def _next_cards(self) -> tuple[str | None, tuple[Card, ...]]:
        state = self._next_state
        if state is None:
            return None, ()
        seat = state.view().turn or state.current_seat
        return seat, tuple(state.view().hands.get(seat, ()))

    def _draw_clicker(self) -> None:
        seat, cards = self._next_cards()
        if seat is None:
            self._next_words.value = _esc(t("The hand is over: take back a play to change it."))
            self._picker.svg = ""
            return
        state = self._next_state
        n = sum(state.view().tricks_won.values()) + 1
        said = (t("Or click the cards: {seat} plays next, to trick {n}.", seat=SEAT_NAME.get(seat, seat), n=n)
                if not self.game.multi_card else
                t("Or click the cards: {seat} plays next, to trick {n}; choose the cards of one play, then press Add "
                  "this play.", seat=SEAT_NAME.get(seat, seat), n=n))
        self._next_words.value = _esc(said)
        # the cards the engine allows now, marked (a single card each; 27 Wang's plays are checked when added)
        legal = [] if self.game.multi_card else [
            i for i, c in enumerate(cards) if state.check(self.game.card_action(state, [c])) is None]
        # drawn in rows of 9 (27 Wang's 25 cards: two rows), so a phone needs no re-laying out of the hand
        rows = 9 if len(cards) <= 18 else -(-len(cards) // 2)
        self._picker.svg = hand_svg(cards, clickable=True, selected=sorted(self._chosen), legal=legal,
                                    card_width=56, step=26, per_row=rows,
                                    label=str(t("{seat}'s hand", seat=SEAT_NAME.get(seat, seat))))

    @guarded
    def click(self, index: int) -> None:
        """A click on card ``index`` of the next player's hand: the card is played (27 Wang: chosen for the play)."""
        _seat, cards = self._next_cards()
        if not 0 <= index < len(cards):
            raise ParseError(t("there is no card number {n}", n=index + 1))
        if self.game.multi_card:
            self._chosen ^= {index}
            self._draw_clicker()
            return
        self._append((cards[index],))

    @guarded
    def add_chosen(self) -> None:
        """27 Wang: play the cards chosen by clicking."""
        _seat, cards = self._next_cards()
        if not self._chosen:
            raise ParseError(t("Click the cards of the play first."))
        self._append(tuple(cards[i] for i in sorted(self._chosen)))

    def _append(self, cards: tuple[Card, ...]) -> None:
        """Add one play to the typed play and show the example; refused, the typed play stays as it was."""
        before = self._play.value
        text = self._shown_play.rstrip()
        new_trick = self._next_state is not None and not self._next_state.view().trick
        sep = "\n" if text and new_trick else " " if text else ""
        self._play.value = text + sep + "+".join(c.symbol for c in cards)
        if not self.show():
            self._play.value = before

    @guarded
    def take_back(self) -> None:
        """Remove the last typed play (the practice players play from there)."""
        typed = parse_play(self._shown_play)
        if not typed:
            raise ParseError(t("There is no typed play to take back."))
        typed[-1].pop()
        lines = [" ".join("+".join(c.symbol for c in play) for play in trick) for trick in typed]
        before = self._play.value
        self._play.value = "\n".join(line for line in lines if line)
        if not self.show():
            self._play.value = before

    def _typed(self, state: Any, typed: list[list[tuple[Card, ...]]], n: int, k: int,
               cards: tuple[Card, ...]) -> tuple[Any, Any]:
        """Play the teacher's ``k``-th play of trick ``n`` through the engine: ``(action, state after)``. A trick
        typed shorter or longer than the engine's trick, or a card the rules refuse, is refused naming both."""
        view = state.view()
        seat = view.turn or state.current_seat
        who = SEAT_NAME.get(seat, seat)
        if k == 0 and view.trick:  # the trick before was typed short
            raise ParseError(t("trick {n} is not over after the {k} plays typed: {seat} plays next in it (a trick "
                               "has one play from each player)", n=n - 1, k=len(typed[n - 2]), seat=who))
        if k > 0 and not view.trick:  # this trick was over before its last typed play
            raise ParseError(t("trick {n} was over after {k} plays, so {cards} belongs to the next trick: put a / "
                               "or a new line before it", n=n, k=k, cards=_shown(cards)))
        if len(cards) > 1 and not self.game.multi_card:
            raise ParseError(t("trick {n}: {cards} is several cards played at once; in {game} each play is one card",
                               n=n, cards=_shown(cards), game=self.game.title))
        action = self.game.card_action(state, cards)
        try:
            return action, state.apply(action)
        except IllegalAction as e:  # the engine's reason, with the trick and the card it was typed as
            raise IllegalAction(t("trick {n}, {seat}'s {cards}: {reason}", n=n, seat=who, cards=_shown(cards),
                                  reason=e.reason), legal=e.legal, action=action) from None

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
        if len(parts) != 4 or not all(p == "nil" or is_count(p, 2) for p in parts):
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


def parse_play(text: str) -> list[list[tuple[Card, ...]]]:
    r"""The play a teacher typed: tricks one a line or separated by ``/``; in a trick the plays in the order made,
    separated by spaces or commas; the cards of one play (27 Wang) joined by ``+``. Cards as ``♠A``, ``SA`` or
    ``s10``. Whether each play is allowed is the engine's business (:meth:`ExampleComposer._typed`).

    >>> [[" ".join(c.symbol for c in play) for play in trick] for trick in parse_play("♠A ♠3 ♠K ♠2 / h5,hk")]
    [['♠A', '♠3', '♠K', '♠2'], ['♥5', '♥K']]
    >>> [[len(p) for p in trick] for trick in parse_play("♥K+♥K ♥3+♥4\n大王")]
    [[2, 2], [1]]
    >>> parse_play("♠A ♠Z")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    tutor.errors.ParseError: trick 1: ...
    """
    out: list[list[tuple[Card, ...]]] = []
    for trick in filter(None, (part.strip() for part in re.split(r"[/\n]", text))):
        n = len(out) + 1
        plays = []
        for play in _codes(trick):
            try:
                plays.append(tuple(Card.parse(c) for c in play.split("+") if c))
            except ParseError as e:
                raise ParseError(t("trick {n}: {error}", n=n, error=str(e))) from None
        out.append(plays)
    return out


def _symbols(codes: list[str]) -> str:
    """Cards as a teacher reads them (♠A ♥10; a play of several cards ♥K+♥K), separated by spaces; a code that is
    not a card stays as it is, for the game's reader to refuse in words."""
    def one(code: str) -> str:
        try:
            return Card.parse(code).symbol
        except ParseError:
            return code

    return " ".join("+".join(one(c) for c in play.split("+")) for play in codes if play)


def _shown(cards: tuple[Card, ...]) -> str:
    return "+".join(c.symbol for c in cards)


def _codes(text: str) -> list[str]:
    return [c for c in re.split(r"[\s,]+", text.strip()) if c]


def _esc(text: Any) -> str:
    import html

    return html.escape(str(text))
