"""The playout fast path (``State.apply``/``legal_actions`` on calls and cards, ``Bidding.may`` and
``legal_tuple``, the reused legal actions of the last state asked) against the explaining engine (``check``),
and the ``claims=False`` switch (the benchmark's like-for-like game with OpenSpiel's bridge)."""

from __future__ import annotations

import random

import pytest

from tests.sweeps import DEEP, assert_reached, reason_key
from tutor.cards import DECK_52
from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge
from tutor.games.bridge import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, Claim
from tutor.games.bridge.play import CLAIMS

CALLS = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)  # the order legal_actions lists calls in


def _probes(st):
    if st.phase == "auction":
        return [*CALLS, DECK_52[0], CLAIMS[0], "1H", "pass", "X", None]
    return [*DECK_52, *CLAIMS, PASS, ALL_BIDS[3], "SA", "h2", "claim"]


def _expected_order(st):
    """The legal actions in the order the explaining engine implies: calls pass, double, redouble, bids
    upward; cards in the hand's order, then the claims from 0 up."""
    if st.phase == "auction":
        return [c for c in CALLS if st.check(c) is None]
    hand = st.hands[st.hand_to_play]
    return [c for c in hand if st.check(c) is None] + [c for c in CLAIMS if st.check(c) is None]


NO_CLAIMS = bridge.Rules.preset().but(claims=False)
NO_CLAIMS_REASON = "these rules have no claims: every trick is played out, card by card"


#: What every rules set's sweep reaches (measured on the 40 deals each played before ``TT_DEEP``): every phase,
#: each kind of call and action listed and taken, a contract undoubled, doubled and redoubled, each refusal
#: reason (by its message template) the probes draw, the declarer's side scoring minus.
REACHED = frozenset({
    "phase:auction", "phase:play", "took:Call", "took:Card", "contract:x0", "contract:x1", "contract:x2",
    "declarer minus", "legal:Call:bid", "legal:Call:double", "legal:Call:pass", "legal:Call:redouble", "legal:Card",
    "it is dummy's turn: play a card from {dummy}'s hand (dummy); {card} is in your own hand ({declarer})",
    "it is your own turn ({declarer}), not dummy's: {card} is in dummy's hand ({dummy})",
    "only {side}, whose bid {bid} was doubled, may redouble; you cannot redouble your own side's double",
    "the auction is over: now each player plays a card",
    "the auction is still going on: {seat} must call, not play a card",
    "there is no bid to double yet", "there is no bid to redouble yet",
    "you can only claim during the play, after the auction",
    "you can only redouble after an opponent doubles your side's bid; {bid} has not been doubled",
    "you cannot double your own bid ({bid}): double only an opponent's bid",
    "you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
    "you must follow {suit} because dummy holds {card}", "you must follow {suit} because you hold {card}",
    "{bid} is already doubled: {side} may redouble, nobody may double again",
    "{bid} is already redoubled: it cannot be doubled again", "{bid} is already redoubled: there is no re-redouble",
    "{call} is an insufficient bid: 7NT is the highest bid of all",
    "{call} is an insufficient bid: the last bid was {last}, so bid {lowest} or higher ({hint})",
    "{card} has already been played", "{card} is not in {seat}'s hand: it is {holder}'s card",
    "{text} is not a call: expected 1C…7NT, P, X or XX",
    "{text} is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2",
})
CLAIMING = frozenset({
    "legal:Claim", "took:Claim", "end:claimed", "a claim is for 0 to {most} of the remaining tricks, not {value}",
    "only declarer ({declarer}) may claim, and only when it is declarer's or dummy's turn to play; "
    "{seat} is a defender",
})
TOP_WINNERS_REFUSAL = ("the defenders do not accept: only {sure} of the {n} tricks you claim are top winners (cards "
                       "nobody can beat) that you can cash one after another from {hand}, so play on")
RULE_SETS = {  # each rules set, and what its sweep reaches besides REACHED
    "qq": (bridge.Rules.preset(), CLAIMING | {"declarer plus"}),
    "top_winners": (bridge.Rules.preset().but(claim_validation="top_winners"),
                    CLAIMING | {"end:played out", TOP_WINNERS_REFUSAL}),
    "duplicate": (bridge.Rules.preset("duplicate"), CLAIMING | {"declarer plus"}),
    "no_claims": (NO_CLAIMS, {"end:played out", NO_CLAIMS_REASON}),
}
#: 13 deals (of the 40 the sweep played before): the first 12 and deal 30, the one of the 40 where declarer's side
#: scores plus under the qq and duplicate rules; the test asserts they reach all the 40 reached (``TT_DEEP=1``: 40)
DEALS = range(40) if DEEP else [*range(12), 30]
#: every situation a call meets in 2,000 random auctions (``_situations``): 70
SITUATIONS = frozenset({
    "bid after lho's bid, x0: ok",
    "bid after lho's bid, x0: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after lho's bid, x0: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after lho's bid, x1: ok",
    "bid after lho's bid, x1: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after lho's bid, x1: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after lho's bid, x2: ok",
    "bid after lho's bid, x2: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after lho's bid, x2: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after nobody's bid, x0: ok",
    "bid after own's bid, x1: ok",
    "bid after own's bid, x1: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after own's bid, x1: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after own's bid, x2: ok",
    "bid after own's bid, x2: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after own's bid, x2: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after partner's bid, x0: ok",
    "bid after partner's bid, x0: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after partner's bid, x0: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after partner's bid, x1: ok",
    "bid after partner's bid, x1: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after partner's bid, x1: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after partner's bid, x2: ok",
    "bid after partner's bid, x2: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after partner's bid, x2: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after rho's bid, x0: ok",
    "bid after rho's bid, x0: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after rho's bid, x0: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after rho's bid, x1: ok",
    "bid after rho's bid, x1: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after rho's bid, x1: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "bid after rho's bid, x2: ok",
    "bid after rho's bid, x2: {call} is an insufficient bid: 7NT is the highest bid of all",
    "bid after rho's bid, x2: {call} is an insufficient bid: the last bid was {last}, so bid {lowest} or "
    "higher ({hint})",
    "double after lho's bid, x0: ok",
    "double after lho's bid, x1: {bid} is already doubled: {side} may redouble, nobody may double again",
    "double after lho's bid, x2: {bid} is already redoubled: it cannot be doubled again",
    "double after nobody's bid, x0: there is no bid to double yet",
    "double after own's bid, x1: you cannot double your own bid ({bid}): double only an opponent's bid",
    "double after own's bid, x2: you cannot double your own bid ({bid}): double only an opponent's bid",
    "double after partner's bid, x0: you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
    "double after partner's bid, x1: you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
    "double after partner's bid, x2: you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
    "double after rho's bid, x0: ok",
    "double after rho's bid, x1: {bid} is already doubled: {side} may redouble, nobody may double again",
    "double after rho's bid, x2: {bid} is already redoubled: it cannot be doubled again",
    "pass after lho's bid, x0: ok",
    "pass after lho's bid, x1: ok",
    "pass after lho's bid, x2: ok",
    "pass after nobody's bid, x0: ok",
    "pass after own's bid, x1: ok",
    "pass after own's bid, x2: ok",
    "pass after partner's bid, x0: ok",
    "pass after partner's bid, x1: ok",
    "pass after partner's bid, x2: ok",
    "pass after rho's bid, x0: ok",
    "pass after rho's bid, x1: ok",
    "pass after rho's bid, x2: ok",
    "redouble after lho's bid, x0: you can only redouble after an opponent doubles your side's bid; {bid} has "
    "not been doubled",
    "redouble after lho's bid, x1: only {side}, whose bid {bid} was doubled, may redouble; you cannot "
    "redouble your own side's double",
    "redouble after lho's bid, x2: {bid} is already redoubled: there is no re-redouble",
    "redouble after nobody's bid, x0: there is no bid to redouble yet",
    "redouble after own's bid, x1: ok",
    "redouble after own's bid, x2: {bid} is already redoubled: there is no re-redouble",
    "redouble after partner's bid, x0: you can only redouble after an opponent doubles your side's bid; {bid} "
    "has not been doubled",
    "redouble after partner's bid, x1: ok",
    "redouble after partner's bid, x2: {bid} is already redoubled: there is no re-redouble",
    "redouble after rho's bid, x0: you can only redouble after an opponent doubles your side's bid; {bid} has "
    "not been doubled",
    "redouble after rho's bid, x1: only {side}, whose bid {bid} was doubled, may redouble; you cannot "
    "redouble your own side's double",
    "redouble after rho's bid, x2: {bid} is already redoubled: there is no re-redouble",
})


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_check_apply_and_legal_actions_agree_everywhere(name):
    """At every step of random deals: ``legal_actions()`` lists exactly what ``check`` passes, in the
    explaining order; anything else is refused by ``apply`` with ``check``'s reason and the state is
    unchanged; an accepted call or card gives the same state by the fast path (the object) as by the
    explaining path (its text). The deals reach every phase, kind of action, doubling and refusal reason
    (``REACHED``) that 40 deals reach."""
    rules, besides = RULE_SETS[name]
    reached: set[str] = set()
    for seed in DEALS:
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=rules, board_number=seed % 16 + 1)
        while not st.is_terminal():
            reached.add("phase:" + st.phase)
            legal = st.legal_actions()
            listed = list(legal)
            assert listed == _expected_order(st), seed
            reached.update(f"legal:{type(a).__name__}" + (f":{a.kind}" if isinstance(a, Call) else "")
                           for a in listed)
            before = tuple(st)
            for action in _probes(st):
                reason = st.check(action)
                assert (reason is None) == (action in legal)
                if reason is not None:
                    reached.add(reason_key(reason))
                if action is None or isinstance(action, str):
                    continue
                assert (reason is None) == (action in listed), (seed, action)
                if reason is not None:
                    with pytest.raises(IllegalAction) as e:
                        st.apply(action)
                    assert e.value.reason == reason
                elif not isinstance(action, Claim):
                    assert st.apply(action) == st.apply(str(action)), (seed, action)
            assert tuple(st) == before
            assert list(st.legal_actions()) == listed  # asked again (the reused answer) after other states
            action = legal.choice(rng)
            while isinstance(action, Claim) and rng.random() < 0.9:  # play most hands out
                action = legal.choice(rng)
            reached.add("took:" + type(action).__name__)
            st = st.apply(action)
        assert st.legal_actions() == []
        sheets = bridge.GAME.score_sheets(st)
        total = (st.result() or {}).get("NS", 0)
        if st.contract is not None:  # the fast total agrees with the sheet's
            declaring = next(iter(sheets.values())).total
            assert total == (declaring if st.declarer in "NS" else -declaring)
            reached.add(f"contract:x{st.contract.doubled}")
            reached.add("declarer plus" if declaring > 0 else "declarer minus")
            reached.add("end:claimed" if st.claimed is not None else "end:played out")
    assert_reached(reached, REACHED | besides, "phases, actions or refusal reasons")


def _situations(a, reasons, reached: set[str]) -> None:
    """What each call meets in auction ``a`` (``reasons``: ``check``'s answers, in ``CALLS`` order): its kind,
    who made the last bid (the caller, partner, an opponent on either side; nobody yet), the doubling so far, and
    the verdict (``ok`` or the refusal's template)."""
    bids = [n for n, c in enumerate(a.calls) if c.kind == "bid"]
    if bids:
        distance = (len(a.calls) - bids[-1]) % 4  # 0: the caller's own bid, 2: partner's, 1 or 3: an opponent's
        last = ("own", "rho", "partner", "lho")[distance]
    else:
        last = "nobody"
    for call, reason in zip(CALLS, reasons, strict=True):
        reached.add(f"{call.kind} after {last}'s bid, x{a.doubled}: {'ok' if reason is None else reason_key(reason)}")


#: 400 random auctions (2,000 under ``TT_DEEP=1``): the first 171 of the 2,000 already meet every situation
#: (``SITUATIONS``) the 2,000 meet
AUCTIONS = 2000 if DEEP else 400


def test_may_is_check_without_the_reason():
    """``Bidding.may`` and ``legal_tuple`` (the fast path) agree with ``check`` on every call, all along
    random auctions (random calls, so doubles and redoubles come up often), which meet every situation a call
    can meet (``SITUATIONS``: each kind of call after each bidder, at each doubling, with each verdict)."""
    rng = random.Random(1)
    reached: set[str] = set()
    for _ in range(AUCTIONS):
        a = bridge.Bidding.start(rng.choice("NESW"))
        while not a.is_over:
            legal = a.legal_tuple()
            reasons = [a.check(call) for call in CALLS]
            for call, reason in zip(CALLS, reasons, strict=True):
                assert a.may(call) == (reason is None) == (call in legal)
            _situations(a, reasons, reached)
            a = a.then(rng.choice(legal))
        assert a.legal_tuple() == () and not any(a.may(c) for c in CALLS)
    assert_reached(reached, SITUATIONS, "situations of a call")


def test_a_call_built_by_hand_off_the_ladder_is_refused_with_the_reason():
    """``Call`` values no parser makes (a level over 7, an unknown kind, a pass with a level) are refused by
    the fast path and the explaining check alike, naming the call; the state is unchanged."""
    from tutor.games.bridge import Call

    st = bridge.new_hand(seed=5).apply("1H")
    before = tuple(st)
    for junk in (Call("bid", 8, "C"), Call("bid", 0, "NT"), Call("raise"), Call("pass", 2, "S")):
        assert st.auction.take(junk) is None and not st.auction.may(junk)
        assert "is not a call" in st.check(junk)
        with pytest.raises(IllegalAction, match="is not a call"):
            st.apply(junk)
        assert tuple(st) == before and junk not in st.legal_actions()


def test_no_claims_switch_removes_exactly_the_claims():
    """The same 60 deals played with the same random choices under the default rules and under
    ``claims=False``: at every step the listings are the same but for the claims, which the switch refuses
    (with its reason, the state unchanged); the play-along offers no claim button; narrations and score
    sheets are the same."""
    game = bridge.GAME
    saw_claims = 0
    for seed in range(60):
        rng = random.Random(seed)
        with_claims = bridge.new_hand(seed=seed)
        without = bridge.new_hand(seed=seed, rules=NO_CLAIMS)
        while not without.is_terminal():
            listed = list(with_claims.legal_actions())
            claims = [a for a in listed if isinstance(a, Claim)]
            saw_claims += bool(claims)
            assert list(without.legal_actions()) == [a for a in listed if not isinstance(a, Claim)]
            assert game.choices(without) == [c for c in game.choices(with_claims) if not isinstance(c[1], Claim)]
            for claim in claims:
                assert claim not in without.legal_actions()
                if without.phase == "play":
                    assert without.check(claim) == NO_CLAIMS_REASON
                    with pytest.raises(IllegalAction) as e:
                        without.apply(claim)
                    assert e.value.reason == NO_CLAIMS_REASON
            action = without.legal_actions().choice(rng)
            assert action in with_claims.legal_actions()
            assert str(game.narrate(without, action, without.apply(action))) == str(
                game.narrate(with_claims, action, with_claims.apply(action)))
            with_claims, without = with_claims.apply(action), without.apply(action)
        assert with_claims.is_terminal() and with_claims.result() == without.result()
        assert {k: str(v) for k, v in game.score_sheets(with_claims).items()} == {
            k: str(v) for k, v in game.score_sheets(without).items()}
    assert saw_claims > 100  # the default rules did offer claims along the way


def test_no_claims_switch_is_a_named_rule_and_round_trips():
    """``claims`` is a named switch: it defaults to on (lessons unchanged), travels in a record's rules, and a
    recorded claim under ``claims=False`` is refused with the reason."""
    assert bridge.Rules.preset().claims is True
    assert NO_CLAIMS.to_json() == {"preset": "qq", "claims": False}
    assert bridge.Rules.from_json({"preset": "qq", "claims": False}) == NO_CLAIMS
    with pytest.raises(ParseError, match="rules switch claims: expected true or false"):
        bridge.Rules.preset().but(claims="no")
    st = bridge.new_hand(seed=2, rules=NO_CLAIMS)
    for call in ("1NT", "P", "P", "P"):
        st = st.apply(call)
    st = st.apply(st.legal_actions().first(1)[0])  # the opening lead: now declarer's side decides
    assert st.current_seat == st.declarer
    with pytest.raises(IllegalAction) as e:
        st.apply(bridge.GAME.action_from_json(st, {"seat": st.declarer, "claim": 3}))
    assert e.value.reason == NO_CLAIMS_REASON
    assert st.claimed is None and not any(isinstance(a, Claim) for a in st.legal_actions())


def test_the_trick_on_the_table_is_the_trick_the_core_builds():
    """``State.trick`` (built from the plain values the state keeps) is, at every card of 40 random deals,
    the trick the core builds card by card with ``Trick.add``; who plays next follows from it; each finished
    trick goes to ``done`` and the next is led by its winner; after the last trick the table is clear."""
    from tutor.seats import SEAT_INDEX, SEATS
    from tutor.tricks import Trick

    for seed in range(40):
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=NO_CLAIMS)
        expected = None
        while not st.is_terminal():
            if st.phase == "auction":
                assert st.trick is None and st.hand_to_play is None
            else:
                if expected is None:  # the opening lead: declarer's left-hand opponent leads
                    expected = Trick(SEATS[(SEAT_INDEX[st.declarer] + 1) % 4], trump=st.contract.trump)
                assert st.trick == expected
                assert st.hand_to_play == SEATS[(SEAT_INDEX[expected.leader] + len(expected.plays)) % 4]
            action = st.legal_actions().choice(rng)
            before = st
            st = st.apply(action)
            if expected is not None:
                expected = expected.add(before.hand_to_play, action)
                if len(expected.plays) == 4:
                    assert st.done[-1] == expected and st.done[-1].winner() == expected.winner()
                    expected = Trick(expected.winner(), trump=expected.trump)
        if st.contract is not None:
            assert len(st.done) == 13 and st.trick == Trick(st.done[-1].winner(), trump=st.contract.trump)
            assert st.hand_to_play is None and st.current_seat is None and st.phase == "over"


def test_hands_kept_as_bits_agree_with_the_cards_played():
    """The hands a state keeps as bits (``in_hand`` with the deal's suit masks) and its finished tricks kept as
    plain values agree, at every card of 40 random deals, with the plain account: ``held`` is the dealt hand
    less the cards played, in the dealt order; the suit masks are those of ``hands.suit_masks`` (what
    ``start`` works out card by card); ``done`` holds the core's tricks and ``finished`` their winners.
    A card applied cold (its state not the last one listed: a bot's path) and a card applied by its text
    (the explaining path) give the state the listed card gives; ``replaced(held=…, done=…)`` rebuilds it."""
    from tutor.games.bridge.hands import suit_masks
    from tutor.tricks import Trick

    for seed in range(40):
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=NO_CLAIMS)
        assert st.suits == suit_masks(st.dealt)
        assert bridge.start(NO_CLAIMS, st.board, st.deal, dealer=st.dealer) == st
        played: set = set()
        while not st.is_terminal():
            assert st.held == tuple(tuple(c for c in hand if c not in played) for hand in st.dealt)
            action = st.legal_actions().choice(rng)
            listed = st.apply(action)
            if st.phase == "play":
                bridge.new_hand(seed=seed + 1).legal_actions()  # another state is now the last one listed
                assert st.apply(action) == listed == st.apply(str(action))
                played.add(action)
            st = listed
        assert all(isinstance(t, Trick) for t in st.done)
        assert [w for w, _ in st.finished] == [t.winner() for t in st.done]
        assert sum(len(t.plays) for t in st.done) == len(played)
        if st.done:
            again = st.replaced(held=((), (), (), ()), done=st.done)
            assert again == st._replace(in_hand=0) and again.done == st.done


def test_cold_refusals_keep_their_reasons():
    """A card refused on the cold path (no listing asked for the state) gets ``check``'s reason: another
    player's card, a card already played, a card that does not follow suit."""
    for seed in range(8):
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=NO_CLAIMS)
        while not st.is_terminal():
            if st.phase == "play":
                for card in DECK_52:
                    reason = st.check(card)
                    bridge.new_hand(seed=seed + 1).legal_actions()  # the cold path
                    if reason is None:
                        st.apply(card)
                    else:
                        with pytest.raises(IllegalAction) as e:
                            st.apply(card)
                        assert e.value.reason == reason
            st = st.apply(st.legal_actions().choice(rng))


def _declarer_by_the_rule(dealer, calls):
    """Law 53's declarer, read off the calls the slow way: the first of the last bidder's side to name the
    final strain."""
    seats = "NESW"
    bids = [(seats[(seats.index(dealer) + n) % 4], c) for n, c in enumerate(calls) if c.kind == "bid"]
    bidder, last = bids[-1]
    side = seats.index(bidder) % 2
    return next(s for s, c in bids if seats.index(s) % 2 == side and c.strain == last.strain)


def test_declarer_found_when_the_auction_ends_follows_the_rule():
    """``Bidding`` finds the declarer once, at the third pass: the same seat the rule names, over random
    auctions (biased to bid often, so a side names the same strain again) from every dealer."""
    for seed in range(400):
        rng = random.Random(seed)
        a = bridge.Bidding.start("NESW"[seed % 4])
        while not a.is_over:
            legal = a.legal_calls()
            a = a.then(rng.choice(legal) if rng.random() < 0.4 else PASS)
        if a.passed_out:
            assert a.contract is None
            continue
        assert a.contract.declarer == _declarer_by_the_rule(a.dealer, a.calls), (seed, [str(c) for c in a.calls])


def test_replaced_setup_fields_keep_the_rest_of_the_deal():
    """A state's unchanging part is one ``setup`` field; ``replaced`` still takes its parts by name."""
    st = bridge.new_hand(seed=11, rules=NO_CLAIMS)
    other = st.replaced(rules=bridge.Rules.preset("practice"))
    assert other.rules == bridge.Rules.preset("practice") and st.rules == NO_CLAIMS
    assert (other.board, other.dealer, other.dealt, other.suits) == (st.board, st.dealer, st.dealt, st.suits)
    assert other.in_hand == st.in_hand and other.auction == st.auction
    assert st.replaced(dealt=st.dealt) == st  # new hands get their suit masks worked out again


def test_replaced_table_and_claim_keep_the_table_consistent():
    """``replaced`` works out what the table keeps for the fast path: the led suit's mask from the trick's
    first card (a table given without it, as a lesson sets up an ending), and a claim given there ends the
    play just as one applied does (nobody is to play; no legal action; ``is_terminal``)."""
    st = bridge.new_hand(seed=4, rules=bridge.Rules.preset())
    for call in ("1NT", "P", "P", "P"):
        st = st.apply(call)
    st = st.apply(st.legal_actions().first(1)[0])  # the opening lead
    leader, trump, plays = st.table[1:4]
    again = st.replaced(table=(st.table[0], leader, trump, plays))  # without the led suit's mask
    assert again == st and list(again.legal_actions()) == list(st.legal_actions())
    hand = st.hands[st.hand_to_play]
    follows = [c for c in hand if c[0] == plays[0][1][0]]
    assert follows and len(follows) < len(hand)  # (a deal where following suit leaves cards out)
    assert again.legal_cards() == follows
    assert [a for a in again.legal_actions() if not isinstance(a, Claim)] == follows
    claimed = st.replaced(claimed=5)
    assert claimed.is_terminal() and claimed.phase == "over" and claimed.hand_to_play is None
    assert list(claimed.legal_actions()) == [] and claimed.result() is not None
    declarer_turn = st
    while declarer_turn.current_seat != declarer_turn.declarer:
        declarer_turn = declarer_turn.apply(declarer_turn.legal_actions().first(1)[0])
    by_claim = declarer_turn.apply(bridge.Claim(5))
    assert by_claim.is_terminal() and by_claim.table[0] == -1 and by_claim.claimed == 5
