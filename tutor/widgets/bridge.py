"""Bridge widgets: a bidding box, a teacher's score calculator, a replay with a double-dummy hindsight
column, and declarer practice against double-dummy defenders. They only ask the engine
(``tutor.games.bridge``); every refusal shows the engine's reason.

CSS classes: ``tt-biddingbox`` (``tt-auction``, call buttons ``tt-call`` and ``tt-call-1H`` … ``tt-call-P``
``tt-call-X`` ``tt-call-XX``, ``tt-bid-restart``, ``tt-outcome``, ``tt-message``); ``tt-bridgecalc``
(``tt-calc-level``, ``tt-calc-strain``, ``tt-calc-doubled``, ``tt-calc-vul``, ``tt-calc-tricks``,
``tt-calc-hcp``, ``tt-scores``, ``tt-calc-outcome``); ``tt-hindsight`` (a ``tt-replay`` with ``tt-dd``);
``tt-declarer`` (a ``tt-playalong``).

>>> box = BiddingBox(dealer="N")
>>> box.call("1H"), box.call("P"), box.call("X")
(True, True, False)
>>> box.message
"Not allowed: you cannot double your partner's bid: 1♥ was bid by North, South's partner"
>>> box
BiddingBox(dealer='N', calls='1H P', over=False)
>>> ScoreCalculator("4SX", vulnerable=False, tricks=7)
ScoreCalculator(4SX, not vulnerable, 7 tricks, total=-500)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..cards import Card
from ..errors import ParseError
from ..games import bridge
from ..games.bridge import ALL_BIDS, DOUBLE, PASS, REDOUBLE, STRAIN_SYMBOL, STRAINS, Call, analysis
from ..i18n import domain
from ..replay import Replay, load
from ..scoring import signed
from ..seats import SEAT_NAME
from .base import MessageMixin, esc, guarded, style
from .playalong import PlayAlong
from .replay import TrickReplay
from .share import ShareBar, ints, need, next_id
from .views import ScoreSheetView

t, tn = domain("bridge")


#: What a call's meaning looks like beside the auction: shown while the call is hovered, focused or tapped.
_MEANING_CSS = ("<style>.tt-auction-table td{position:relative}"
                ".tt-callm{cursor:help;border-bottom:1px dotted currentColor}"
                ".tt-meaning{display:none;position:absolute;z-index:5;left:0;top:100%;min-width:16em;max-width:24em;"
                "background:#fffbe6;color:#222;border:1px solid #b8a66a;border-radius:4px;padding:4px 6px;"
                "text-align:left;font-size:90%;font-weight:normal}"
                ".tt-callm:hover+.tt-meaning,.tt-callm:focus+.tt-meaning{display:block}</style>")


def auction_html(a: bridge.Auction, meanings: Sequence[Any] | None = None, uid: str = "tt-auction") -> str:
    """The auction as the usual four-column table (W N E S), the next call marked with ``?``. With
    ``meanings`` (a bidding system's ``explain()`` of the calls) each call can be hovered, focused (Tab) or
    tapped to show what it means; the meaning is the call's accessible description (``aria-describedby``)."""
    cols = ("W", "N", "E", "S")
    cells = [""] * cols.index(a.dealer)
    for i, c in enumerate(a.calls):
        if meanings is None:
            cells.append(esc(c.symbol))
            continue
        m = meanings[i]
        cells.append(f"<span class='tt-callm' tabindex='0' aria-describedby='{uid}-{i}'>{esc(c.symbol)}</span>"
                     f"<span class='tt-meaning' role='tooltip' id='{uid}-{i}'>{esc(str(m.meaning))}</span>")
    if not a.is_over:
        cells.append("?")
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4)] or [[]]
    head = "".join(f"<th style='padding:2px 10px'>{SEAT_NAME[s]}</th>" for s in cols)
    body = "".join("<tr>" + "".join(f"<td style='padding:2px 10px;text-align:center'>{c}</td>" for c in r)
                   + "</tr>" for r in rows)
    css = _MEANING_CSS if meanings else ""
    return f"{css}<table class='tt-auction-table'><tr>{head}</tr>{body}</table>"


class BiddingBox(w.VBox, MessageMixin):
    """Make every call of an auction, one seat after another; the box offers all 38 calls and the engine
    refuses an illegal one with its reason (insufficient bid, doubling partner, redoubling without a double).
    Each call made shows its meaning in the bidding ``system`` (``"sayc"`` or ``"precision"``; ``None``: the
    learner's chosen system, or the class's, :mod:`tutor.games.bridge.bidding.choice`) on hover, focus or tap."""

    def __init__(self, dealer: str = "N", calls: str = "", *, system: str | None = None,
                 progress: Any = None) -> None:
        self._dealer = dealer
        if system is None:
            from .quiz import progress_session

            system = bridge.bidding_choice.in_force(progress if progress is not None else progress_session())
        self._system = bridge.system(system)  # each call's meaning, shown on hover, focus or tap
        self._uid = next_id("tt-auction")
        self.auction = bridge.Auction(dealer=dealer)
        self._table = w.HTML()
        self._table.add_class("tt-auction")
        self._turn = w.HTML()
        self._turn.add_class("tt-turn")
        rows = []
        for level in range(1, 8):
            rows.append(w.HBox([self._button(Call("bid", level, s)) for s in STRAINS]))
        rows.append(w.HBox([self._button(c) for c in (PASS, DOUBLE, REDOUBLE)]))
        grid = w.VBox(rows)
        grid.add_class("tt-calls")
        restart = w.Button(description=str(t("Start again")), layout=w.Layout(width="auto"))
        restart.add_class("tt-bid-restart")
        restart.on_click(lambda _b: self.restart())
        self._outcome = w.HTML()
        self._outcome.add_class("tt-outcome")
        super().__init__([style(), self._table, self._turn, grid, self._make_message(), self._outcome, restart])
        self.add_class("tt-widget")
        self.add_class("tt-biddingbox")
        for c in calls.split():
            self.auction.call(c)
        self._draw()

    def _button(self, call: Call) -> w.Button:
        label = str(call.symbol)
        b = w.Button(description=label, layout=w.Layout(width="58px" if call.kind == "bid" else "72px"))
        b.add_class("tt-call")
        b.add_class(f"tt-call-{call}")
        if call.kind == "bid" and call.strain in ("H", "D"):
            b.style.text_color = "#c0102a"
        b.on_click(lambda _b, c=call: self.call(str(c)))
        return b

    def __repr__(self) -> str:
        return (f"BiddingBox(dealer={self._dealer!r}, calls={' '.join(str(c) for c in self.auction.calls)!r}, "
                f"over={self.auction.is_over})")

    @guarded
    def call(self, text: str) -> bool:
        """Make the call ``text`` for the seat whose turn it is (refused with the reason if illegal)."""
        seat = self.auction.turn
        reason = self.auction.check(text)
        if reason:
            self._error(str(t("Not allowed: {reason}", reason=reason)))
            return False
        call = Call.parse(text)
        line = self.auction.describe(call, seat)
        self.auction = self.auction.then(call)
        self._say(str(line))
        self._draw()
        return True

    @guarded
    def restart(self) -> None:
        self.auction = bridge.Auction(dealer=self._dealer)
        self._say("")
        self._draw()

    def _draw(self) -> None:
        a = self.auction
        self._table.value = auction_html(a, self._system.explain(a.calls, dealer=a.dealer), self._uid)
        self._turn.value = ("" if a.is_over else
                            str(t("{seat} to call (the dealer, {dealer}, called first; then clockwise)",
                                  seat=f"<b>{esc(SEAT_NAME[a.turn])}</b>", dealer=esc(SEAT_NAME[a.dealer]))))
        self._outcome.value = f"<b>{esc(a.outcome())}</b>" if a.is_over else ""


class SystemChoice(w.VBox, MessageMixin):
    """The learner picks their bidding system once: SAYC or 精确 Precision, kept in their record
    (:mod:`tutor.games.bridge.bidding.choice`); the robots, the hint, the review and every auction's meanings
    follow it. When the teacher set the system for the class, the buttons show it and cannot change it
    (``tt-system-choice``, the buttons ``tt-system-pick``, the line saying who chose ``tt-system-now``)."""

    def __init__(self, *, progress: Any = None) -> None:
        from .quiz import progress_session

        self._choice = bridge.bidding_choice
        self._session = progress if progress is not None else progress_session()
        self._pick = w.ToggleButtons(options=[(str(bridge.system(k).name), k) for k in bridge.SYSTEMS],
                                     value=self._choice.in_force(self._session), description=str(t("Bidding system")),
                                     style={"description_width": "initial"})
        self._pick.add_class("tt-system-pick")
        self._now = w.HTML()
        self._now.add_class("tt-system-now")
        self._pick.observe(lambda ch: self.choose(ch["new"]), names="value")
        super().__init__([style(), self._pick, self._now, self._make_message()])
        self.add_class("tt-widget")
        self.add_class("tt-system-choice")
        self._draw()

    def __repr__(self) -> str:
        return f"SystemChoice({self.system!r})"

    @property
    def system(self) -> str:
        """The system in force for this learner now."""
        return str(self._choice.in_force(self._session))

    @guarded
    def choose(self, name: str) -> bool:
        """Keep ``name`` as the learner's system (refused while the class's system is set by the teacher)."""
        if self._choice.class_choice():
            self._error(str(t("Your teacher set the bidding system for the class; it cannot be changed here.")))
            self._draw()
            return False
        key = self._choice.choose(name, self._session)
        problem = getattr(self._session, "problem", None)
        self._say("" if self._choice.learner_choice(self._session) == key else
                  str(t("Not remembered: {why}", why=problem or t("no learner is known"))))
        self._draw()
        return True

    def _draw(self) -> None:
        fixed = self._choice.class_choice()
        self._pick.disabled = bool(fixed)
        if self._pick.value != self.system:
            self._pick.value = self.system
        self._now.value = esc(self._choice.why(self._session))


class ScoreCalculator(w.VBox, MessageMixin):
    """Choose a contract, doubled or not, the vulnerability and declarer's tricks: the duplicate score sheet,
    its IMPs and QQ's game score (with the declaring side's high-card points) update at once."""

    def __init__(self, contract: str = "4S", *, vulnerable: bool = False, tricks: int = 10, hcp: int = 25) -> None:
        c = bridge.Contract.parse(contract)
        self._level = self._dropdown([(str(n), n) for n in range(1, 8)], c.level, str(t("level")), "tt-calc-level")
        self._strain = self._dropdown([(STRAIN_SYMBOL[s], s) for s in STRAINS], c.strain, str(t("strain")),
                                      "tt-calc-strain")
        self._doubled = self._dropdown([(str(t("undoubled")), 0), (str(t("doubled X")), 1),
                                        (str(t("redoubled XX")), 2)], c.doubled,
                                       "", "tt-calc-doubled", tip=str(t("doubled or not")))
        self._vul = self._dropdown([(str(t("not vulnerable 无局")), False), (str(t("vulnerable 有局")), True)],
                                   bool(vulnerable), "", "tt-calc-vul", tip=str(t("vulnerability")))
        self._tricks = self._dropdown([(str(n), n) for n in range(14)], tricks, str(t("tricks taken")),
                                      "tt-calc-tricks")
        self._hcp = w.BoundedIntText(value=hcp, min=0, max=40, description=str(t("side's HCP")),
                                     layout=w.Layout(width="170px"))
        self._hcp.add_class("tt-calc-hcp")
        self._hcp.observe(lambda _c: self._update(), names="value")
        self._sheets = ScoreSheetView()
        self._outcome = w.HTML()
        self._outcome.add_class("tt-calc-outcome")
        top = w.HBox([self._level, self._strain, self._doubled], layout=w.Layout(flex_flow="row wrap"))
        second = w.HBox([self._vul, self._tricks, self._hcp], layout=w.Layout(flex_flow="row wrap"))
        self.share = ShareBar(next_id("bridge"), self.from_link)
        super().__init__([style(), top, second, self._make_message(), self._outcome, self._sheets, self.share])
        self.add_class("tt-widget")
        self.add_class("tt-bridgecalc")
        self._update()

    def _dropdown(self, options: list, value: Any, description: str, css: str, tip: str = "") -> w.Dropdown:
        dd = w.Dropdown(options=options, value=value, description=description, tooltip=tip or None,
                        layout=w.Layout(width="auto"))
        dd.add_class(css)
        dd.observe(lambda _c: self._update(), names="value")
        return dd

    @property
    def contract(self) -> str:
        return f"{self._level.value}{self._strain.value}" + "X" * self._doubled.value

    @property
    def sheet(self):
        return bridge.score(self.contract, vulnerable=self._vul.value, tricks=self._tricks.value)

    def set(self, contract: str | None = None, *, vulnerable: bool | None = None, tricks: int | None = None,
            hcp: int | None = None) -> None:
        """Change several inputs at once (used by tests and lessons)."""
        if contract is not None:
            c = bridge.Contract.parse(contract)
            self._level.value, self._strain.value, self._doubled.value = c.level, c.strain, c.doubled
        if vulnerable is not None:
            self._vul.value = bool(vulnerable)
        if tricks is not None:
            self._tricks.value = tricks
        if hcp is not None:
            self._hcp.value = hcp
        self._update()

    @guarded
    def from_link(self, params: Mapping[str, str]) -> None:
        """Take the set-up a shared link carries: ``contract=4SX&vul=0&tricks=7&hcp=25``."""
        contract = need(params, "contract")
        try:
            bridge.Contract.parse(contract)
        except ParseError as e:
            raise ParseError(t("the link's contract {value} is not a contract such as 4S, 3NTX or 6HXX ({reason})",
                               value=repr(params.get("contract"))[:40], reason=e.args[0])) from None
        vul = need(params, "vul")
        if vul not in ("0", "1"):
            raise ParseError(t("the link's vul should be 1 (vulnerable) or 0 (not vulnerable)"))
        (tricks,) = ints(need(params, "tricks"), str(t("tricks")), 1, 0, 13)
        (hcp,) = ints(params.get("hcp", str(self._hcp.value)), str(t("high-card points")), 1, 0, 40)
        self.set(contract, vulnerable=vul == "1", tricks=tricks, hcp=hcp)

    def __repr__(self) -> str:
        vul = "vulnerable" if self._vul.value else "not vulnerable"
        return f"ScoreCalculator({self.contract}, {vul}, {self._tricks.value} tricks, total={self.sheet.total:+d})"

    @guarded
    def _update(self) -> None:
        sheet = self.sheet
        total = sheet.total
        self._sheets.update({str(t("declaring side")): sheet})
        imp = bridge.imps(abs(total))
        hcp_note = ""
        if total:  # QQ scores the side that scored, with its own HCP: the defenders hold the rest of the 40
            hcp = self._hcp.value if total > 0 else 40 - self._hcp.value
            g = bridge.game_score(abs(total), hcp)
            if total > 0:
                hcp_note = t(" · QQ game score for the declaring side with {hcp} HCP: IMP {imps} + 20 − {hcp} = "
                             "{score}", hcp=hcp, imps=imp, score=signed(g))
            else:
                hcp_note = t(" · QQ game score for the defenders with {hcp} HCP: IMP {imps} + 20 − {hcp} = "
                             "{score}; the declaring side gets {other}", hcp=hcp, imps=imp, score=signed(g),
                             other=signed(-g))
        head = (t("{points} points to the declaring side", points=abs(total)) if total > 0 else
                t("{points} points to the defenders", points=abs(total)))
        imp_text = t("{imps} IMPs", imps=imp)
        self._outcome.value = (f"<b>{esc(str(head))}</b> · {esc(str(imp_text))}"
                               f"{esc(str(hcp_note))}")
        self._say("")
        vul = t("vulnerable") if self._vul.value else t("not vulnerable")
        self.share.update({"contract": self.contract, "vul": str(int(self._vul.value)),
                           "tricks": str(self._tricks.value), "hcp": str(self._hcp.value)},
                          str(t("Contract {contract}, {vulnerable}, declarer took {tricks} tricks; declaring side "
                                "{hcp} HCP", contract=self.contract, vulnerable=vul, tricks=self._tricks.value,
                                hcp=self._hcp.value)))


class HindsightReplay(TrickReplay):
    """A replay with a double-dummy column: before each card, every legal card and the tricks declarer's side
    ends with if that card is played and everyone plays perfectly afterwards; the card actually played is
    marked, with the tricks it cost. ``hindsight`` is precomputed data (``{step: {card: tricks}}``, as
    :func:`tutor.games.bridge.analysis.hindsight` writes it); without it the column is solved live."""

    def __init__(self, replay: Replay | Any, *, hindsight: Mapping[str, Mapping[str, int]] | None = None,
                 **kwargs: Any) -> None:
        self._dd = w.HTML()
        self._dd.add_class("tt-dd")
        self._hind = {int(k): dict(v) for k, v in (hindsight or {}).items()}
        super().__init__(replay if isinstance(replay, Replay) else load(replay), **kwargs)
        self.children = (*self._kids(), self._dd)
        self.add_class("tt-hindsight")
        self._draw_dd()

    def _kids(self) -> tuple[Any, ...]:
        return tuple(w.Box.children.get(self))

    def __repr__(self) -> str:
        return f"HindsightReplay(bridge, step {self.step} of {len(self.replay)})"

    def _show_step(self, i: int) -> None:
        super()._show_step(i)
        if hasattr(self, "_hind"):
            self._draw_dd()

    def column(self, step: int | None = None) -> dict[str, int]:
        """``{card: tricks}`` for the position at ``step`` (default: the step shown)."""
        i = self.step if step is None else step
        if i in self._hind:
            return self._hind[i]
        st = self.replay.state_at(i)
        if st.phase != "play" or st.is_terminal():
            return {}
        return {str(c): t for c, t in analysis.card_tricks(st).items()}

    def _draw_dd(self) -> None:
        i = self.step
        st = self.replay.state_at(i)
        if st.phase != "play" or st.is_terminal():
            self._dd.value = "<i>" + esc(str(t("The double-dummy column appears during the play: for each card that "
                                               "may be played next, the tricks declarer's side ends with after "
                                               "perfect play."))) + "</i>"
            return
        try:
            col = self.column(i)
        except analysis.DoubleDummyUnavailable as e:
            self._dd.value = f"<i>{esc(str(e))}</i>"
            return
        played = self.replay.actions[i] if i < len(self.replay) else None
        best = max(col.values()) if st.declarer and _declaring(st) else min(col.values())
        need = st.contract.tricks_needed
        rows = []
        for text, tricks in sorted(col.items(), key=lambda kv: (-kv[1], kv[0])):
            card = Card.parse(text)
            mark = str(t(" ◀ played next")) if played is not None and str(played) == text else ""
            verdict = str(t("makes") if tricks >= need else t("fails"))
            cost = "" if tricks == best else str(t(" (costs {n})", n=abs(best - tricks)))
            rows.append(f"<tr><td>{esc(card.symbol)}</td><td style='text-align:right'>{tricks}"
                        f"</td><td>{verdict}{esc(cost)}{esc(mark)}</td></tr>")
        seat = st.hand_to_play
        who = t("{seat} (dummy)", seat=SEAT_NAME[seat]) if seat == st.dummy else SEAT_NAME[seat]
        head = t("Double dummy, {seat} to play", seat=who)
        tail = t("declarer's final tricks after each card (needs {n}):", n=need)
        self._dd.value = (f"<div><b>{esc(str(head))}</b> — {esc(str(tail))}</div><table>{''.join(rows)}</table>")


def _declaring(st: Any) -> bool:
    from ..seats import team_of

    return team_of(st.hand_to_play) == team_of(st.declarer)


class DeclarerPlay(PlayAlong):
    """Play a contract as declarer (South) against double-dummy defenders (bot level ``double_dummy``); undo
    and claim buttons.

    The table shows every hand where it sits: after the opening lead dummy lies face up at its own place
    (North), your hand at the bottom. The clickable hand under the table is always the hand whose turn it
    is, with a caption naming it: "your hand (South)", or "dummy (North)" when declarer plays from dummy.
    A claim is accepted when best defence cannot stop it (rules preset ``practice``)."""

    def __init__(self, state: Any = None, *, seed: int = 0, seat: str = "S") -> None:
        if state is None:
            state = self._deal(seed)
        self._caption = w.HTML()
        self._caption.add_class("tt-hand-caption")
        super().__init__(bridge.GAME, seat=seat, seed=seed, state=state, level="double_dummy")
        kids: list[Any] = list(w.Box.children.get(self))
        kids.insert(kids.index(self._picker), self._caption)
        self.children = kids
        self.add_class("tt-declarer")

    def __repr__(self) -> str:
        return f"DeclarerPlay(seed={self.seed}, actions={len(self.lines)})"

    def _deal(self, seed: int) -> Any:
        seeds = bridge.PRACTICE_SEEDS
        return bridge.practice_hand(seeds[seed % len(seeds)])

    def playing_dummy(self) -> bool:
        """True when the learner is to play a card from dummy's hand."""
        st = self.state
        return self.my_turn() and st.phase == "play" and st.hand_to_play == st.dummy

    def hand_seat(self) -> str:
        """The seat whose cards the clickable hand shows: dummy's on dummy's turn, else the learner's."""
        return self.state.dummy if self.playing_dummy() else self.seat

    def hand_caption(self) -> str:
        """The clickable hand's name: "dummy (North)" or "your hand (South)"."""
        seat = self.hand_seat()
        return str(t("dummy ({seat})", seat=SEAT_NAME[seat]) if seat != self.seat else
                   t("your hand ({seat})", seat=SEAT_NAME[seat]))

    def hand(self) -> tuple:
        return tuple(self.state.view().hands.get(self.hand_seat(), ()))

    def _table_view(self) -> Any:
        view = self.state.view()
        if not self.state.dummy:
            return view
        from dataclasses import replace

        # name dummy at its place on the table, so the face-up hand at the top is clearly dummy's
        return replace(view, names={**view.names, self.state.dummy: str(t("{seat} (dummy)",
                                                                           seat=SEAT_NAME[self.state.dummy]))})

    def _draw(self) -> None:
        super()._draw()
        st = self.state
        dummy = self.playing_dummy()
        if self.my_turn() and st.phase == "play":
            your_turn = t("Your turn")
            turn = f"<b>{esc(str(your_turn))}</b>"
            self._status.value = str(t("{your_turn}: play a card from {hand} — click it under the table — or claim "
                                       "the rest with the Claim button.", your_turn=turn,
                                       hand=esc(self.hand_caption())))
        # Every hand at its own place: dummy face up at the top once the lead is made (the spec's
        # visible_seats); declarer's own hand stays on the table while the clickable hand is dummy's.
        from ..render import table_svg

        self._table.value = table_svg(self._table_view(), me=self.seat, show=self._visible(),
                                      hide=() if dummy else {self.seat}, four_colour=self._four, you=True)

    def _draw_hand(self) -> None:
        super()._draw_hand()
        from ..render import hand_svg

        caption = self.hand_caption()
        name = f"<b>{esc(caption[0].upper() + caption[1:])}</b>"
        if self.playing_dummy():
            text = str(t("{hand} is to play: click one of dummy's cards (the same cards as at the top of the "
                         "table).", hand=name))
        elif self.my_turn() and self.state.phase == "play":
            text = str(t("{hand} is to play: click one of your cards.", hand=name))
        else:
            text = name
        self._caption.value = f"<div style='font-size:14px;margin:4px 0 0 4px'>{text}</div>"
        self._picker.svg = hand_svg(self.hand(), four_colour=self._four, clickable=True, selected=self.selected,
                                    card_width=70, label=caption)


def hindsight_of(path_or_data: Any) -> dict[str, dict[str, int]]:
    """Read precomputed hindsight data (a JSON file or a dict)."""
    import json
    from pathlib import Path

    if isinstance(path_or_data, Mapping):
        return dict(path_or_data)
    try:
        return json.loads(Path(path_or_data).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise ParseError(t("cannot read hindsight data {name}: {reason}", name=repr(str(path_or_data)),
                           reason=str(e))) from None


__all__ = ["BiddingBox", "SystemChoice", "ScoreCalculator", "HindsightReplay", "DeclarerPlay", "auction_html",
           "hindsight_of", "ALL_BIDS"]
