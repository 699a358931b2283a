"""27 Wang widgets: the card order for a chosen trump, a declaration tryout, a follow exercise and a
score calculator for teachers. Every verdict and number comes from ``tutor.games.wang27``.

>>> TrumpOrder("S")
TrumpOrder(trump=S, 17 trump kinds)
>>> t = DeclarationTryout(); t.declare("N", "S2") and t.declare("W", "H7")
True
>>> t
DeclarationTryout(standing=W one 7 (♥7), trump=H)
>>> calc = ScoreCalculator(card_points=60, kitty_points=25, lead="pair", defenders_last=True); calc
ScoreCalculator(points=160, target=80, winner=defenders)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from .. import i18n
from ..cards import SUIT_SYMBOL, Card, format_cards, parse_cards
from ..errors import ParseError
from ..games import wang27
from ..i18n import Text, domain, join
from ..render import hand_svg
from ..scoring import ScoreLine, ScoreSheet
from ..seats import SEAT_NAME
from .base import MessageMixin, esc, guarded, style
from .picker import CardPicker
from .quiz import progress_session as quiz_session
from .share import ShareBar, ints, next_id
from .views import ScoreSheetView

t, tn = domain("wang27")

TRUMP = wang27.TRUMP
#: cards in a row overlap by this much of a card (in card widths): the corner rank (Q, 10) stays readable
STEP = 36


def _trumps() -> list[tuple[str, str]]:
    """The engine's trump choices, labelled in the current language."""
    return [(str(wang27.trump_label(x)), x or "NT") for x in wang27.TRUMP_OPTIONS]


def _bold(text: object) -> str:
    return "<b>" + esc(text) + "</b>"


def _trump(value: str | None) -> str | None:
    return None if value in (None, "NT") else value


class TrumpOrder(w.VBox, MessageMixin):
    """Pick a trump suit (or no-trump) and see every card in order: the trumps strongest first (equal
    cards side by side), then the side suits."""

    def __init__(self, trump: str | None = "H") -> None:
        self._pick = w.ToggleButtons(options=_trumps(), value=trump or "NT", description=str(t("Trump 主:")))
        self._pick.add_class("tt-order-pick")
        self._pick.observe(lambda change: self.choose(change["new"]), names="value")
        self._pic = w.HTML()
        self._pic.add_class("tt-order-rows")
        super().__init__([style(), self._pick, self._pic, self._make_message()])
        self.add_class("tt-widget")
        self.add_class("tt-wang27-order")
        self.trump = trump
        self._draw()

    @guarded
    def choose(self, trump: str | None) -> None:
        self.trump = _trump(trump)
        if self._pick.value != (trump or "NT"):
            self._pick.value = trump or "NT"
        self._draw()

    def groups(self) -> list[list[Card]]:
        return wang27.order(self.trump)

    def trump_groups(self) -> list[list[Card]]:
        return [g for g in self.groups() if wang27.is_trump(g[0], self.trump)]

    def text(self) -> str:
        """The trump order in words: ``大王 > 小王 > ♥7 > ♠7 = ♦7 = ♣7 > …``."""
        return " > ".join(" = ".join(c.symbol for c in g) for g in self.trump_groups())

    def _draw(self) -> None:
        trumps = [c for g in self.trump_groups() for c in g]
        head = t("Trumps 主牌 ({n} cards in two decks), strongest first", n=2 * len(trumps))
        label = str(t("trumps"))
        rows = [f"<div class='tt-order-row' data-suit='T'><b>{esc(head)}</b><br>"
                f"{hand_svg(trumps, card_width=56, step=STEP, label=label)}"
                f"<div class='tt-order-text'>{esc(self.text())}</div></div>"]
        for suit in "SHCD":
            if suit == self.trump:
                continue
            side = [g[0] for g in self.groups() if g[0].suit == suit and not wang27.is_trump(g[0], self.trump)]
            head = t("{suit} side suit 副牌 (no 2, no 7)", suit=SUIT_SYMBOL[suit])
            rows.append(f"<div class='tt-order-row' data-suit='{suit}'><b>{esc(head)}</b><br>"
                        f"{hand_svg(side, card_width=56, step=STEP, label=str(head))}</div>")
        self._pic.value = "".join(rows)

    def __repr__(self) -> str:
        return f"TrumpOrder(trump={self.trump or 'NT'}, {len(self.trump_groups())} trump kinds)"


def ladder_html(ladder: Sequence[str] | None = None) -> str:
    """The declaration ladder as a picture, low → high (``ladder``: ``Rules.declaration_ladder``)."""
    rules = wang27.Rules.preset() if ladder is None else wang27.Rules.preset().but(declaration_ladder=tuple(ladder))
    both = i18n.current() == "en"  # an English page gives the Chinese name too
    cells = [f"<div class='tt-ladder-rung' style='display:inline-block;margin:0 6px;text-align:center'>"
             f"{hand_svg(rung.example, card_width=40, step=STEP, label=str(rung.name))}<br><small>{rung.place}. "
             f"{esc(rung.name)}{'<br>' + esc(rung.name_zh) if both else ''}</small></div>"
             for rung in wang27.Declaration.for_rules(rules).rungs()]
    return "<div class='tt-ladder'>" + "".join(cells) + "</div>"


def _declaration_options() -> list[tuple[str, str]]:
    """Every declaration a hand could show (the engine's list), so a learner can try the refused ones too."""
    return [(str(t("pass")), "pass")] + [(str(wang27.shown_text(shown)), " ".join(map(str, shown)))
                                         for shown in wang27.candidates()]


class DeclarationTryout(w.VBox, MessageMixin):
    """Choose a seat and cards to show; the engine's ``Declaration`` says whether it stands and why not."""

    def __init__(self, *, seven_can_open: bool = False, rules: wang27.Rules | None = None) -> None:
        self.rules = rules or wang27.Rules.preset().but(seven_can_open=seven_can_open)
        self.seven_can_open = self.rules.seven_can_open
        self.decl = wang27.Declaration.for_rules(self.rules)
        self._seat = w.Dropdown(options=[(str(SEAT_NAME[s]), s) for s in "NWSE"], value="N",
                                description=str(t("Seat:")),
                                layout=w.Layout(width="200px"))
        self._seat.add_class("tt-decl-seat")
        self._cards = w.Dropdown(options=_declaration_options(), value="S2", description=str(t("Show:")),
                                 layout=w.Layout(width="320px"))
        self._cards.add_class("tt-decl-cards")
        go = w.Button(description=str(t("Declare 亮主")), button_style="primary", layout=w.Layout(width="auto"))
        go.add_class("tt-decl-go")
        go.on_click(lambda _b: self.declare(self._seat.value, self._cards.value))
        again = w.Button(description=str(t("Start again")), layout=w.Layout(width="auto"))
        again.add_class("tt-decl-reset")
        again.on_click(lambda _b: self.reset())
        self._ladder = w.HTML(ladder_html(self.rules.declaration_ladder))
        self._state = w.HTML()
        self._state.add_class("tt-decl-state")
        super().__init__([style(), self._ladder, w.HBox([self._seat, self._cards, go, again]), self._make_message(),
                          self._state])
        self.add_class("tt-widget")
        self.add_class("tt-wang27-declare")
        self._draw()

    @guarded
    def declare(self, seat: str, cards: str | Sequence[str]) -> bool:
        shown = "pass" if cards == "pass" else (parse_cards(cards) if isinstance(cards, str) else list(cards))
        self.decl = self.decl.declare(seat, shown)
        if shown == "pass":
            self._say(t("{seat} passes.", seat=SEAT_NAME[seat]))
        else:
            self._say(t("It stands: {seat} shows {shown} → trump {trump}.", seat=SEAT_NAME[seat],
                        shown=wang27.shown_text(self.decl.standing), trump=wang27.trump_label(self.decl.trump)))
        self._draw()
        return True

    @guarded
    def reset(self) -> None:
        self.decl = wang27.Declaration.for_rules(self.rules)
        self._say("")
        self._draw()

    def _draw(self) -> None:
        rows = []
        for seat, shown in self.decl.history:
            what = t("{seat} passes", seat=SEAT_NAME[seat]) if isinstance(shown, str) else \
                t("{seat} shows {shown}", seat=SEAT_NAME[seat], shown=wang27.shown_text(shown))
            rows.append(f"<li>{esc(what)}</li>")
        if self.decl.declared:
            seat = _bold(SEAT_NAME[self.decl.seat or "N"])
            trump = _bold(wang27.trump_label(self.decl.trump))
            now = str(t("Standing: {seat} with {shown}: trump {trump}", seat=seat,
                        shown=esc(wang27.shown_text(self.decl.standing)), trump=trump))
        else:
            now = esc(t("Nobody has declared yet: if nobody does, the banker names trump after taking the kitty."))
        self._state.value = f"<div>{now}</div><ol>{''.join(rows)}</ol>"

    def __repr__(self) -> str:
        if not self.decl.declared:
            return "DeclarationTryout(standing=none)"
        return (f"DeclarationTryout(standing={self.decl.seat} {wang27.shown_text(self.decl.standing)}, "
                f"trump={self.decl.trump or 'NT'})")


class FollowExercise(w.VBox, MessageMixin):
    """A trick in progress and the learner's hand: select cards and press Play; the engine says whether
    the play is legal (and if not, what must be played). ``hands``/``plays`` as ``wang27.position``."""

    def __init__(self, hands: Mapping[str, str], *, trump: str | None, plays: Sequence[tuple[str, str]],
                 leader: str | None = None, rules: Any = None) -> None:
        self.state = wang27.position(hands, trump=trump, leader=leader or plays[0][0], plays=plays, rules=rules)
        self.seat = self.state.current_seat
        self.selected: list[int] = []
        self.verdict = ""
        trick = self.state.trick
        shape = str(trick.shape()) if trick else ""
        bold = _bold(wang27.trump_label(trump))
        self._trick = w.HTML(_plays_html(trick.plays if trick else ()) + "<div>" + str(t(
            "Trump: {trump}. {lead} was led.", trump=bold, lead=esc(shape[:1].upper() + shape[1:]))) + "</div>")
        self._trick.add_class("tt-follow-trick")
        self._picker = CardPicker(on_pick=self.pick)
        self._picker.add_class("tt-hand")
        play = w.Button(description=str(t("Play selected")), button_style="primary", layout=w.Layout(width="auto"))
        play.add_class("tt-play")
        play.on_click(lambda _b: self.play())
        hint = w.Button(description=str(t("Show a legal play")), layout=w.Layout(width="auto"))
        hint.add_class("tt-follow-hint")
        hint.on_click(lambda _b: self.hint())
        super().__init__([style(), self._trick, w.HTML(esc(t("Your hand ({seat}):", seat=SEAT_NAME[self.seat or "S"]))),
                          self._picker, w.HBox([play, hint]), self._make_message()])
        self.add_class("tt-widget")
        self.add_class("tt-wang27-follow")
        self._draw()
        # a question of the lesson: each play is recorded in the learner's progress (legal = right)
        self._progress = quiz_session()
        self._number = self._progress.new_question() if self._progress is not None else 0

    def hand(self) -> tuple[Card, ...]:
        return self.state.view().hands[self.seat or "S"]

    @guarded
    def pick(self, index: int) -> None:
        if not 0 <= index < len(self.hand()):
            raise ParseError(t("there is no card number {n} in your hand", n=index + 1))
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self._draw()

    @guarded
    def select(self, cards: str) -> None:
        """Select cards by text (tests and keyboard users): ``select("S9 S9")``."""
        hand, chosen = list(self.hand()), []
        for c in parse_cards(cards):
            i = next((i for i, h in enumerate(hand) if h == c and i not in chosen), None)
            if i is None:
                raise ParseError(t("you do not hold {cards}", cards=c.symbol))
            chosen.append(i)
        self.selected = chosen
        self._draw()

    @guarded
    def play(self) -> bool:
        cards = [self.hand()[i] for i in sorted(self.selected)]
        reason = self.state.check(list(cards)) if cards else t("select the cards to play first")
        if cards and self._progress is not None:
            self._progress.answer_question(self._number, not reason, format_cards(cards))
        if reason:
            self.verdict = t("Not allowed: {reason}", reason=reason)
            self._error(self.verdict)
            return False
        after = self.state.apply(list(cards))
        done = after.done[-1] if len(after.done) > len(self.state.done) else None
        self.verdict = t("Legal: {cards}.", cards=format_cards(cards))
        if done:
            self.verdict += t(" {reason}.", reason=done.winner_reason())
        self._say(self.verdict)
        return True

    @guarded
    def hint(self) -> None:
        legal = self.state.legal_actions().first(3)
        self._say(t("For example: {plays}", plays=join(t(" or "), [format_cards(a.value) for a in legal])))

    def _draw(self) -> None:
        self._picker.svg = hand_svg(self.hand(), clickable=True, selected=self.selected, card_width=64, step=STEP,
                                    label=str(t("your hand")))

    def __repr__(self) -> str:
        return f"FollowExercise(seat={self.seat}, hand=[{' '.join(map(str, self.hand()))}])"


def _plays_html(plays: Sequence[tuple[str, Sequence[Card]]]) -> str:
    """A trick in progress: each seat's cards side by side, spaced so every rank reads, the seat under them."""
    cells = [f"<div class='tt-follow-play' style='display:inline-block;margin:0 10px 4px 0;text-align:center'>"
             f"{hand_svg(cards, card_width=50, step=STEP, label=str(SEAT_NAME[seat]))}<br>"
             f"<small>{esc(SEAT_NAME[seat])}</small></div>" for seat, cards in plays]
    return "<div class='tt-follow-plays'>" + "".join(cells) + "</div>"


_LEADS = {"single": "SA", "pair": "SA SA", "tractor of 2 pairs": "SA SA SK SK",
          "tractor of 3 pairs": "SA SA SK SK SQ SQ", "tractor of 4 pairs": "SA SA SK SK SQ SQ SJ SJ"}


def _lead_name(key: str) -> Text:
    """A last lead of the calculator in words: ``a pair``, ``a tractor of 2 pairs``."""
    n = len(_LEADS[key].split()) // 2
    return t("a single") if n == 0 else (t("a pair") if n == 1 else t("a tractor of {k} pairs", k=n))


def _kitty_options() -> list[tuple[str, str]]:
    """The kitty-bonus rules in plain words (never the switch names), the usual rule first and said so."""
    default = wang27.Rules.preset().kitty_multiplier
    out = []
    for _label, value in wang27.Rules.options("kitty_multiplier"):
        words = wang27.KITTY_RULES[value]
        out.append((str(t("{rule} (the usual rule)", rule=words) if value == default else words), value))
    return sorted(out, key=lambda o: o[1] != default)


class ScoreCalculator(w.VBox, MessageMixin):
    """For teachers: the defenders' card points, the kitty's points and how the last trick was won;
    the engine works out the kitty bonus, who won, and the level changes."""

    def __init__(self, *, card_points: int = 60, kitty_points: int = 25, lead: str = "single",
                 defenders_last: bool = True, trump_win: bool = False, target: int = 80,
                 levels: Mapping[str, str] | None = None, kitty_rule: str = "seed") -> None:
        lv = dict(levels or {"banker": "2", "defenders": "2"})
        self._w: dict[str, w.Widget] = {
            "card_points": w.BoundedIntText(value=card_points, min=0, max=200, step=5,
                                            description=str(t("Card points"))),
            "kitty_points": w.BoundedIntText(value=kitty_points, min=0, max=200, step=5,
                                             description=str(t("Kitty points"))),
            "lead": w.Dropdown(options=[(str(_lead_name(k)), k) for k in _LEADS], value=lead,
                               description=str(t("Last lead"))),
            "defenders_last": w.Checkbox(value=defenders_last, description=str(t("defenders won the last trick"))),
            "trump_win": w.Checkbox(value=trump_win, description=str(t("...with trumps"))),
            "target": w.BoundedIntText(value=target, min=5, max=200, step=5, description=str(t("Target T"))),
            "banker": w.Dropdown(options=list(wang27.LEVELS), value=lv["banker"],
                                 description=str(t("Banker level"))),
            "defenders": w.Dropdown(options=list(wang27.LEVELS), value=lv["defenders"],
                                    description=str(t("Defender level"))),
            "kitty_rule": w.Dropdown(options=_kitty_options(), value=kitty_rule,
                                     description=str(t("Kitty bonus")), layout=w.Layout(width="auto")),
        }
        for name, widget in self._w.items():
            if name not in ("defenders_last", "trump_win"):  # labels are never cut ("Banker le…")
                widget.style.description_width = "initial"
            widget.add_class(f"tt-calc-{name.replace('_', '-')}")
            widget.observe(lambda _c: self._draw(), names="value")
        self._sheets = ScoreSheetView()
        grid = w.VBox([w.HBox([self._w["card_points"], self._w["kitty_points"], self._w["target"]]),
                       w.HBox([self._w["lead"], self._w["defenders_last"], self._w["trump_win"]]),
                       w.HBox([self._w["banker"], self._w["defenders"], self._w["kitty_rule"]])])
        self.share = ShareBar(next_id("wang27"), self.from_link)
        super().__init__([style(), grid, self._make_message(), self._sheets, self.share])
        self.add_class("tt-widget")
        self.add_class("tt-wang27-calc")
        self.sheets: dict[str, ScoreSheet] = {}
        self.result: Any = None
        self._draw()

    @guarded
    def set(self, **values: Any) -> None:
        """Change any input by name (``card_points``, ``kitty_points``, ``lead``, ``defenders_last``,
        ``trump_win``, ``target``, ``banker``, ``defenders``, ``kitty_rule``)."""
        for name, value in values.items():
            if name not in self._w:
                raise ParseError(t("{name} is not an input; choose from {names}", name=repr(name),
                                   names=", ".join(self._w)))
            self._w[name].value = value
        self._draw()

    @guarded
    def from_link(self, params: Mapping[str, str]) -> None:
        """Take the set-up a shared link carries (the inputs by name; ``levels=2,2`` banker then defenders)."""
        values: dict[str, Any] = {}
        for name in ("card_points", "kitty_points", "target"):
            if name in params:
                (values[name],) = ints(params[name], name.replace("_", " "), 1, 0, 200)
        for name in ("defenders_last", "trump_win"):
            if name in params:
                if params[name] not in ("0", "1"):
                    raise ParseError(t("the link's {name} should be 1 (yes) or 0 (no)", name=name.replace("_", " ")))
                values[name] = params[name] == "1"
        choices = {"lead": list(_LEADS), "kitty_rule": [v for _, v in _kitty_options()]}
        for name, allowed in choices.items():
            if name in params:
                if params[name] not in allowed:
                    raise ParseError(t("the link's {name} {value} is not one of the choices of this calculator",
                                       name=name.replace("_", " "), value=repr(params[name])))
                values[name] = params[name]
        if "levels" in params:
            lv = params["levels"].split(",")
            if len(lv) != 2 or any(x not in wang27.LEVELS for x in lv):
                raise ParseError(t("the link's levels should be two levels among {levels}, the banker's then the "
                                   "defenders', such as 2,5", levels=" ".join(wang27.LEVELS)))
            values["banker"], values["defenders"] = lv
        self.set(**values)

    @guarded
    def _draw(self) -> None:
        v = {k: x.value for k, x in self._w.items()}
        if v["card_points"] + v["kitty_points"] > 200:
            self.sheets, self.result = {}, None
            self._sheets.update({})
            raise ParseError(t("card points {card} and kitty points {kitty} make {total}, but the whole deck holds "
                               "only 200 points", card=v["card_points"], kitty=v["kitty_points"],
                               total=v["card_points"] + v["kitty_points"]))
        self._say("")
        rules = wang27.Rules.preset().but(kitty_multiplier=v["kitty_rule"])
        lead = parse_cards(_LEADS[v["lead"]])
        kitty = wang27.kitty_sheet(v["kitty_points"], lead, won_by_defenders=v["defenders_last"],
                            won_with_trump=v["trump_win"], trump="H", rules=rules)
        lines = [ScoreLine(t("card points"), v["card_points"], t("5s, 10s and kings in the defenders' tricks"))]
        points = ScoreSheet(lines + list(kitty.lines), title=t("Defenders' points P"))
        self.result = wang27.settle(points.total, v["target"],
                                    levels={"banker": v["banker"], "defenders": v["defenders"]}, rules=rules)
        self.sheets = {"points": points, "levels": self.result.sheet}
        self._sheets.update({t("points"): points, t("levels"): self.result.sheet})  # labelled in the page's language
        self.share.update({**{k: str(int(v[k]) if isinstance(v[k], bool) else v[k]) for k in
                              ("card_points", "kitty_points", "target", "lead", "defenders_last", "trump_win",
                               "kitty_rule")}, "levels": f"{v['banker']},{v['defenders']}"},
                          str(t("Defenders' card points {card}, kitty {kitty}, target {target}; last lead {lead}, "
                                "won by the {side}; levels: banker {banker}, defenders {defenders}; kitty bonus: "
                                "{rule}", card=v["card_points"], kitty=v["kitty_points"], target=v["target"],
                                lead=_lead_name(v["lead"]), side=_winner(v["defenders_last"], v["trump_win"]),
                                banker=v["banker"], defenders=v["defenders"],
                                rule=dict((b, a) for a, b in _kitty_options())[v["kitty_rule"]])))

    @property
    def points(self) -> int:
        return self.sheets["points"].total if self.sheets else 0

    def __repr__(self) -> str:
        winner = self.result.winner if self.result else "?"
        return f"ScoreCalculator(points={self.points}, target={self._w['target'].value}, winner={winner})"


def _winner(defenders: bool, trumps: bool) -> Text:
    side = t("defenders") if defenders else t("banker")
    return t("{side} with trumps", side=side) if trumps else side


__all__ = ["DeclarationTryout", "FollowExercise", "ScoreCalculator", "TrumpOrder", "ladder_html", "TRUMP"]
