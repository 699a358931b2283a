"""PBN 2.1's Auction and Play sections (sections 3.5, 3.6, 3.9 of the standard) as tournament files write
them, one file-shaped example each: the tag pairs, an Auction and a Play section, notes and commentary.
Each example is read and opened the way a teacher opens it: the deal always, the auction and play as far as
they are consistent, and every contradiction or irregularity named with its board and line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tutor.games.bridge.formats import read_file
from tutor.games.bridge.pbn import read_pbn

# North: ♠AKQJ ♥T98 ♦765 ♣432   East: ♠T98 ♥765 ♦432 ♣AKQJ
# South: ♠765 ♥432 ♦AKQJ ♣T98   West: ♠432 ♥AKQJ ♦T98 ♣765
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def game(*, board=7, dealer="N", declarer="N", contract="1NT", result="", auction="N", calls="1NT AP",
         play="E", cards="", extra=""):
    """A game as a scorer's program exports it (the mandatory tags first, then the sections)."""
    lines = [
        '[Event "Club teams"]', '[Site "Utrecht"]', '[Date "2024.03.09"]', f'[Board "{board}"]',
        '[West "Ann"]', '[North "Bo"]', '[East "Cy"]', '[South "Di"]', f'[Dealer "{dealer}"]',
        '[Vulnerable "None"]', f'[Deal "{DEAL}"]', '[Scoring "IMP"]', f'[Declarer "{declarer}"]',
        f'[Contract "{contract}"]', f'[Result "{result}"]', extra, f'[Auction "{auction}"]', calls,
    ]
    if cards:
        lines += [f'[Play "{play}"]', cards]
    return "% PBN 2.1\n% EXPORT\n" + "\n".join(x for x in lines if x) + "\n"


def open_one(text):
    opening = read_file(text, ".pbn")
    assert not opening.refused, opening.refused
    (hand,) = opening.opened
    return hand


def kinds(replay):
    return [next(k for k in ("call", "play", "claim") if k in a) for a in replay.record["actions"]]


# -- the Play section: "-" in any column, "+", claims ------------------------------------------------
TRICKS = "S8 S5 S2 SA\nS9 S6 S3 SK\n"  # East leads; North (declarer, the fourth column) wins both


def test_a_dash_in_any_column_the_fourth_column_led_and_claimed():
    # "- - - SQ": the columns are East South West North; North won trick 2, led the ♠Q and claimed
    hand = open_one(game(result="9", cards=TRICKS + "- - - SQ\n*"))
    final = hand.replay.final
    assert final.is_terminal() and final.declarer_tricks == 9
    # the tutor takes a claim at declarer's turn: before the ♠Q led with it, and it says so
    assert kinds(hand.replay) == ["call"] * 4 + ["play"] * 8 + ["claim"]
    assert hand.problems == ("Result: the claim of 9 tricks is shown before the card already led to the last "
                             "trick (♠Q), at declarer's turn, where the tutor takes a claim",)


def test_a_defender_leads_in_the_third_column_and_the_claim_follows_it():
    # trick 3: West (third column) cannot lead, North won; make West win trick 2 with a heart switch instead
    cards = "S8 S5 S2 SA\nH5 H2 HA HT\n- - HK -\n*"  # North leads ♥T, West wins with the ♥A, leads the ♥K
    hand = open_one(game(result="1", cards=cards))  # declarer keeps the one trick won: no more to come
    assert hand.whole, hand.problems
    actions = hand.replay.record["actions"]
    assert actions[-2] == {"seat": "W", "play": "HK"} and actions[-1] == {"seat": "N", "claim": 0}
    assert hand.replay.final.is_terminal() and hand.replay.final.declarer_tricks == 1


def test_plus_stands_for_the_next_card_and_may_sit_before_the_last_card():
    # PBN 3.6's own example, on our deal: "+ - - SK" (North won trick 1, led the ♠K; East is to play next)
    hand = open_one(game(cards="S8 S5 S2 SA\n+ - - SK"))
    assert hand.whole and kinds(hand.replay)[-1] == "play"
    assert hand.replay.record["actions"][-1] == {"seat": "N", "play": "SK"}
    assert not hand.replay.final.is_terminal()


def test_an_unknown_card_before_a_known_one_stops_the_play_there_named():
    hand = open_one(game(cards="S8 S5 S2 SA\n- S6 S3 SK\n"))  # East's card of trick 2 is not known
    assert len(hand.replay) == 4 + 5  # the calls, trick 1 and North's ♠K (North leads trick 2)
    (problem,) = hand.problems
    assert "trick 2: South plays ♠6, but the card of East, who plays before, is not given ('-')" in problem


# -- the Auction section: "-" before the dealer, AP, "+", notes -------------------------------------
def test_hyphens_before_the_dealer_when_the_first_column_is_not_the_dealer():
    # a table with West in the first column; East deals: "-" for West, North (PBN 3.5)
    text = game(dealer="E", declarer="E", auction="W", calls="- - 1NT Pass\nPass Pass", play="S",
                cards="S7 S2 SA S8\n*")  # South leads; the columns are South West North East
    hand = open_one(text)
    assert hand.whole, hand.problems
    calls = [a for a in hand.replay.record["actions"] if "call" in a]
    assert [a["seat"] for a in calls] == ["E", "S", "W", "N"] and calls[0]["call"] == "1NT"
    # without a Dealer tag the hyphens say who deals (East), not board 7's number (South would deal)
    untagged = open_one(text.replace('[Dealer "E"]\n', ""))
    assert untagged.whole and untagged.replay.record["dealer"] == "E"
    assert untagged.replay.record["actions"] == hand.replay.record["actions"]
    wrong = open_one(text.replace("- - 1NT", "- 1NT"))  # now the first call is North's, but East deals
    assert len(wrong.replay) == 0 and wrong.problems[0] == (
        "PBN line 18, tag Auction: the auction starts with North, but the Dealer tag says East deals (the dealer "
        "calls first); the auction is not shown")


@pytest.mark.parametrize("calls, expected", [
    ("1NT AP", ["1NT", "P", "P", "P"]),
    ("1NT Pass AP", ["1NT", "P", "P", "P"]),
    ("Pass 1NT =1= Pass\nPass Pass\n[Note \"1:15-17\"]", ["P", "1NT", "P", "P", "P"]),
    ("1NT ! $1 Pass ? Pass {a long think} Pass", ["1NT", "P", "P", "P"]),
    ("1NT Pass +", ["1NT", "P"]),  # "+": the auction is to be continued
    ("1NT Pass Pass *", ["1NT", "P", "P"]),  # "*": no more calls are given
])
def test_auction_tokens(calls, expected):
    text = game(calls=calls, contract="" if "Pass 1NT" in calls else "1NT")
    if "Pass 1NT" in calls:
        text = text.replace('[Declarer "N"]', '[Declarer "E"]')
    hand = open_one(text)
    assert hand.whole, hand.problems
    assert [a["call"] for a in hand.replay.record["actions"]] == expected


def test_notes_and_commentary_of_auction_and_play_land_on_their_steps():
    text = game(calls="1NT =1= Pass Pass ; all pass\nPass\n[Note \"1:15-17\"]",
                cards="S8 =1= S5 S2 SA {dummy's ace}\nS9 S6 S3 SK\n*\n[Note \"1:top of nothing\"]", result="7")
    hand = open_one(text)
    notes = hand.replay.record["notes"]
    assert notes["1"] == "(15-17)" and notes["3"] == "all pass"
    # a card's note and a comment inside a trick go with the trick (the columns are seats, not turns): the
    # note, written after the lead, at the trick's start; the comment after its last card, after the trick
    assert notes["4"] == "(top of nothing)" and notes["8"] == "dummy's ace"


# -- irregularities (PBN 3.9): shown up to them, named ---------------------------------------------
@pytest.mark.parametrize("calls, shown, words", [
    ("1D ^I 1C Pass Pass\nPass", 1, "call 2: the file marks East's '1C' as an insufficient bid the opponents "
                                   "accepted (PBN ^I)"),
    ("^S 1D Pass Pass\nPass", 0, "call 1: the file marks that North could not call, because another player "
                                 "called out of turn (PBN ^S)"),
    ("1D Pass 1Q Pass", 2, "'1Q' is not a call: expected a bid 1C…7NT, Pass, X or XX"),
])
def test_irregular_calls_stop_the_auction_there_named(calls, shown, words):
    hand = open_one(game(contract="1D", calls=calls))
    assert len(hand.replay) == shown
    assert words in hand.problems[0] and "the auction is shown up to the call before it" in hand.problems[0]
    assert hand.problems[0].startswith("PBN line 19, tag Auction: ")  # the line of the calls


@pytest.mark.parametrize("cards, shown, words", [
    # North leads trick 2: ♠K, East's ♠9, then South's ♥2 marked as a revoke
    ("S8 S5 S2 SA\nS9 ^R H2 S3 SK\n*", 6, "trick 2: the file marks South's ♥2 as a revoke (PBN ^R)"),
    ("S8 S5 S2 SA\nS9 S6 ^L S3 SK\n*", 4, "trick 2: the file marks West's card as a lead out of turn"),
])
def test_revokes_and_leads_out_of_turn_stop_the_play_there_named(cards, shown, words):
    hand = open_one(game(cards=cards))
    assert len(hand.replay) - 4 == shown
    assert any(words in p for p in hand.problems), hand.problems


def test_an_illegal_call_the_engine_refuses_is_named_with_the_call_and_seat():
    hand = open_one(game(calls="1NT 1C Pass Pass\nPass", contract="1C", declarer="E"))
    assert len(hand.replay) == 1
    assert hand.problems[0].startswith("auction, call 2 ('1C' by East): 1♣ is an insufficient bid")


def test_a_revoke_the_file_does_not_mark_is_named_by_the_engine():
    hand = open_one(game(cards="S8 S5 S2 SA\nS9 H2 S3 SK\n*"))  # South holds spades but plays the ♥2
    assert len(hand.replay) == 4 + 6  # the calls, trick 1, North's ♠K and East's ♠9
    assert hand.problems[0].startswith("play, card 7 (♥2 from South): you must follow ♠")


# -- tags that contradict the auction: the deal, auction and play open, the contradiction named -----
def test_a_declarer_tag_that_contradicts_the_auction_opens_and_is_named():
    hand = open_one(game(declarer="E", result="7", cards=TRICKS + "*"))
    assert len(hand.replay) == 4 + 8 + 1 and hand.replay.final.is_terminal()  # calls, cards, the claim
    assert hand.problems == ("Declarer: the file says East, but by the auction North is declarer (the first of "
                             "the side to name the strain); the auction is shown as written",)
    assert hand.label == "board 7 (line 3)"


def test_contract_and_result_tags_that_contradict_are_named():
    hand = open_one(game(contract="2NT", result="^8", cards=TRICKS + "*"))
    assert hand.problems == (
        "PBN line 17, tag Result: the file marks '8' as a result the players agreed that differs from the tricks "
        "won (PBN ^); the tricks of the play are shown",
        "Contract: the file says '2NT', but its auction ends in 1NT; the auction is shown as written")
    assert not hand.replay.final.is_terminal()  # no claim made of a result the file itself doubts


def test_an_irregular_declarer_is_named():
    hand = open_one(game(declarer="^S"))
    assert hand.problems == ("Declarer: the file marks South as an irregular declarer (declarer and dummy swapped "
                             "after a lead out of turn); the tutor follows the laws, with North as declarer",)


@pytest.mark.parametrize("result, tricks", [("NS 9", 9), ("EW 4", 9), ("NS 9 EW 4", 9), ("EW 4 NS 9", 9)])
def test_results_of_a_side(result, tricks):
    deal = read_pbn(game(result=result, cards=TRICKS + "*")).deals[0]
    assert deal.result == tricks and not deal.problems


def test_tag_inheritance_and_a_repeated_tag():
    first = game().replace('[Event "Club teams"]', '[Event "##Club teams"]')
    second = game(board=8).replace('[Event "Club teams"]\n', "").replace('[Board "8"]', '[Board "8"]\n[Board "9"]')
    deals = read_pbn(first + "\n" + second).deals
    assert [d.tags["Event"] for d in deals] == ["Club teams", "Club teams"]  # "##": the next games inherit
    assert deals[1].board == 8  # a tag given twice counts the first time (PBN 3.4)


# -- check names every problem with its board, and opens what it can --------------------------------
def test_check_prints_each_problem_under_its_board(tmp_path):
    path = tmp_path / "club.pbn"
    path.write_text(game(declarer="E", result="7", cards=TRICKS + "*") + "\n"
                    + game(board=8).replace(DEAL, DEAL.replace("AKQJ.T98", "AKQJ.T9Z", 1)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "tutor", "check", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr  # one board opened: the file is usable
    assert f"{path}: board 7 (line 3): bridge record opened in part, 13 actions shown" in out.stdout
    assert "      problem: Declarer: the file says East, but by the auction North is declarer" in out.stdout
    assert "invalid game: PBN line 37, tag Deal: hand 1 (North): 'Z' is not a rank" in out.stderr
    assert f"{path}: 1 of 2 hands opened (1 with problems named), 1 could not be opened" in out.stdout


# -- the page: the teacher's record opener names the problems board by board -------------------------
def test_the_record_opener_shows_each_board_with_its_problems():
    pytest.importorskip("ipywidgets")
    from tutor.widgets.teacher import RecordOpener

    contradicted = game(declarer="E", result="7", cards=TRICKS + "*")
    hostile = game(board=8, calls="1NT {<b>bold</b> & co} AP")  # a comment is text, never markup
    broken = game(board=9).replace(DEAL, "N:AKQ")
    opener = RecordOpener()
    assert opener.open_text(contradicted + "\n" + hostile + "\n" + broken, ".pbn")
    assert [label for label, _ in opener._board.options] == ["board 7 (line 3) (1 problem)", "board 8 (line 27)"]
    assert opener._board.layout.display == ""  # a menu, since the file holds two boards
    assert opener.message.startswith("2 hands opened from this file.")
    assert "Shown in part: 1 problem of the file is named below." in opener.message
    page = opener._problems.value
    assert "Declarer: the file says East, but by the auction North is declarer" in page
    assert "1 game of the file could not be opened:" in page and "PBN line 57, tag Deal" in page
    assert len(opener.replay) == 13 and opener.replay.final.is_terminal()
    opener._board.index = 1  # the teacher picks board 8
    assert len(opener.replay) == 4 and opener.replay.record["notes"]["1"] == "<b>bold</b> & co"
    assert "What the file says that is not shown" not in opener._problems.value
    assert "<b>" not in opener._problems.value
    assert not opener.open_text(broken, ".pbn")
    assert opener.message == ("This .pbn file holds no hand the tutor can open. PBN line 13, tag Deal: expected "
                              "four hands after N:, got 1")
    assert opener.replay.record["board"] == 8  # a refused file leaves what was shown unchanged
