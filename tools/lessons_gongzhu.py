#!/usr/bin/env python
"""Write the Gong Zhu lesson notebooks (``lessons/en/gongzhu`` and ``lessons/zh/gongzhu``, 00..07) from the
text below, both languages from one source; then execute them:

    .venv/bin/python tools/lessons_gongzhu.py            # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/en/gongzhu/*.ipynb lessons/zh/gongzhu/*.ipynb

Every number a lesson states comes from the engine: sheets and tables are executed code cells (strict
nbval catches a rule change), and the numbers in the prose and the quiz answers are computed below from
the engine when the lessons are written (``--check`` fails if the engine no longer agrees).
"""

from __future__ import annotations

import re
import unicodedata

import lessonkit
from lessonkit import B, X, code, quiz

from tutor import i18n
from tutor.cards import Card
from tutor.games import gongzhu
from tutor.games.gongzhu import MULTIPLIER, Rules, game_over, score_cards
from tutor.seats import SEAT_NAME
from tutor.tricks import Trick, follow_reason

GAME = "gongzhu"
SETUP = ("from IPython.display import HTML\n"
         "from tutor.view import say\n"
         "from tutor import replay\n"
         "from tutor.cards import Card\n"
         "from tutor.render import hand_svg, trick_svg\n"
         "from tutor.games import gongzhu\n"
         "from tutor.games.gongzhu import score_cards\n"
         "from tutor.widgets import HandViewer, TableWidget, TrickReplay, ScoreSheetView, Quiz, PlayAlong\n"
         "from tutor.widgets.gongzhu import ScoreCalculator")
HEARTS = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"
SWEEP = f"{HEARTS} SQ DJ C10"
ALL_FOUR = ("SQ", "DJ", "C10", "HA")


# -- numbers from the engine -----------------------------------------------------------------------------
def num(value: int) -> str:
    """A score as a teacher writes it: +50, −40 (a true minus sign), 0."""
    return f"−{-value}" if value < 0 else (f"+{value}" if value else "0")


def P(cards: str, rules: Rules | None = None, **sold: str) -> str:
    """The engine's score for a player who took ``cards`` (``sold``: ``SQ="open"``), as text."""
    return num(score_cards(cards, sold=sold or None, rules=rules).total)


def PX(cards: str, **sold: str) -> X:
    """The right answer of a quiz as an engine call the lesson makes (``X``), so the quiz takes it from
    the engine when it runs; checked here against :func:`P`."""
    args = repr(cards) + (f", sold={sold!r}" if sold else "")
    assert gongzhu.signed_points(score_cards(cards, sold=sold or None).total) == P(cards, **sold)
    return X(f"gongzhu.signed_points(score_cards({args}).total)")


def every(level: str) -> dict[str, str]:
    return dict.fromkeys(ALL_FOUR, level)


RULES = Rules.preset()
LOSE = num(RULES.lose_at)
X2, X4 = f"×{MULTIPLIER['hidden']}", f"×{MULTIPLIER['open']}"
PIG, GOATV, C10, HA, HK = P("SQ"), P("DJ"), P("C10"), P("HA"), P("HK")
ALL_HEARTS = P(HEARTS)
SWEEP_HIDDEN = num(score_cards(SWEEP, sold=every("hidden")).total)
SWEEP_HIDDEN_X8 = num(score_cards(SWEEP, sold=every("hidden"), rules=RULES.but(sweep_fixed_multiplier=8)).total)
HEARTS_PIG = P(f"{HEARTS} SQ")
HEARTS_SUM = num(sum(score_cards([c]).total for c in gongzhu.HEARTS))  # the 13 hearts, one by one
HEARTS_PIG_HOUSE = P(f"{HEARTS} SQ", RULES.but(pig_positive_with_all_hearts=True))


def zh(text: object) -> str:
    """An engine message as the Chinese lessons show it."""
    with i18n.language("zh"):
        return str(text)


def winner_of(plays: str, leader: str = "N") -> str:
    trick = Trick(leader)
    order = "NWSE" if not RULES.clockwise else "NESW"
    seats = order[order.index(leader):] + order[:order.index(leader)]
    for seat, text in zip(seats, plays.split(), strict=True):
        trick = trick.add(seat, Card.parse(text))
    return trick.winner()


DIAMOND_TRICK = "D2 D7 SA D5"  # North leads; West, South, East follow in the 中游 direction
DIAMOND_WINNER = winner_of(DIAMOND_TRICK)
MUST_CLUB = follow_reason([Card.parse("C5"), Card.parse("H7")], "C", Card.parse("H7"))
FINAL = {"N": -1000, "E": 300, "S": 450, "W": 250}
FINAL_VERDICT = game_over(FINAL)
assert FINAL_VERDICT is not None
FINAL_WINNER = FINAL_VERDICT.winners[0]


def seat(s: str, lang: str) -> str:
    return SEAT_NAME[s].in_language(lang)


def _bold(text: str) -> str:
    """``**+200**`` right after a Chinese character is not bold in Markdown (a bold span that starts or ends
    with punctuation needs a space or punctuation outside it, and Chinese is written without spaces): such
    spans are written as ``<strong>`` instead."""
    def fix(m: re.Match[str]) -> str:
        inner = m.group(1)
        edge = any(unicodedata.category(ch)[0] in "PS" for ch in (inner[0], inner[-1]))
        return f"<strong>{inner}</strong>" if edge else m.group(0)

    return re.sub(r"\*\*([^*\n]+?)\*\*", fix, text)


def md(text: str | B, zh_text: str | None = None) -> lessonkit.Cell:
    """A markdown cell in both languages (the Chinese with its bold spans made safe, see :func:`_bold`)."""
    if isinstance(text, B):
        text, zh_text = text.en, text.zh
    assert zh_text is not None, text
    return lessonkit.md(text, _bold(zh_text))


def house(en: str, zh_text: str) -> lessonkit.Cell:
    """The house-rules box: the default of these lessons, and what the other tables get."""
    return md("> **House rule · 各地规则**\n>\n> " + en.strip().replace("\n", "\n> "),
              "> **House rule · 各地规则**\n>\n> " + zh_text.strip().replace("\n", "\n> "))


LESSONS: lessonkit.Lessons = {}

# -- 00 ------------------------------------------------------------------------------------------------
T00 = B("Gong Zhu in two minutes · 拱猪两分钟入门", "拱猪两分钟入门 · Gong Zhu in two minutes")
LESSONS["00-two-minutes"] = (T00, B(
    "Four players, the pig, the goat, the transformer and the hearts: what you need to know to start",
    "四个人各打各的，猪、羊、变压器和红桃：开始玩之前要知道的几件事"), [
    md(f"""
# {T00.en}

**Gong Zhu** (拱猪, "chase the pig") is a Chinese card game for **four players, each playing for
themselves**. Everyone gets 13 cards. There are no trumps: in each trick the highest card of the suit
that was led wins.

The aim: **keep away from the pig 猪 and the hearts 血**, and try to win the goat 羊.
These lessons follow the rules of the 中游 online card room.""", f"""
# {T00.zh}

**拱猪**是四个人玩的扑克牌游戏，**各打各的**，没有对家。一副牌去掉大小王，每人13张。
没有主牌：每一墩都是首家所出花色中最大的牌赢。

目标：**别收猪，少收红桃（血）**，争取把羊收进来。本课程按中游网上牌室的规则来讲。"""),
    code(SETUP),
    md("This is a hand, seen from South's seat (you). Each player holds 13 cards.",
       "这是一手牌，从南家（你）的座位看过去。每家手里13张牌。"),
    code('HandViewer(gongzhu.new_hand(seed=1), seats=["S"])'),
    md(f"""
## Four kinds of special card

From left to right: the **pig 猪** ♠Q ({PIG}), the **goat 羊** ♦J ({GOATV}), the **transformer 变压器**
♣10 (it doubles whatever else you took) and the **hearts 血** ("blood": ♥A alone is {HA}).""", f"""
## 四种特殊牌

从左到右：**猪** ♠Q（{PIG}），**羊** ♦J（{GOATV}），**变压器** ♣10（把你收到的其他分翻倍），
还有**红桃**，俗称“血”（光一张♥A就是{HA}）。"""),
    code('HTML(hand_svg("SQ DJ C10 HA HK HQ"))'),
    md("A player who took the pig and two hearts, ♥A and ♥K, scores this (each line says why):",
       "一位玩家收了猪和两张红桃♥A、♥K，得分如下（每一行都写着为什么）："),
    code('ScoreSheetView(score_cards("SQ HA HK"))'),
    md(f"""
## How a hand goes

1. **Selling 卖牌**: before the first card is played, the holders of ♠Q ♦J ♣10 ♥A may "sell" them,
   which makes those cards count double or four times (the lesson on selling).
2. **Thirteen tricks**, played **anticlockwise** (North → West → South → East). You must follow the suit
   that was led if you can; the highest card of that suit wins and its owner leads next.
3. **Scores** are added up hand after hand. When someone reaches {LOSE} the game ends: the highest total
   wins and the lowest is the big pig 大猪.""", f"""
## 一副牌怎么打

1. **卖牌**：第一张牌出之前，拿到♠Q ♦J ♣10 ♥A的人可以“卖”，卖了这张牌的分就{X2}或{X4}（见“卖牌”一课）。
2. **打13墩**，按**逆时针**出牌（北家 → 西家 → 南家 → 东家）。有首家出的花色就必须跟；
   这门花色最大的牌赢，赢的人下一墩首出。
3. **计分**：每副的分累加起来。有人到了{LOSE}，这一局就结束：总分最高的赢，最低的是“大猪”。"""),
    house("""
These lessons play **anticlockwise**, as the 中游 room does. Some tables, and an old computer version of
the game, play **clockwise** instead: North → East → South → West. Everything else stays the same.""", """
本课程按中游牌室的规矩**逆时针**出牌。有的地方（还有早年的电脑版拱猪）是**顺时针**：北家 → 东家 → 南家 → 西家。
其他规则都一样。"""),
    quiz(B("Which card is the pig 猪?", "哪张牌是猪？"), ["♠Q", "♦J", "♣10", "♥A"], "♠Q",
         B(f"The pig is the queen of spades, ♠Q: it costs {PIG}.", f"猪是黑桃Q，♠Q：收到它要扣{PIG[1:]}分（{PIG}）。"),
         {"♦J": B(f"♦J is the goat 羊: it is worth {GOATV}, you want it.", f"♦J是羊，{GOATV}，是好牌，要争取收进来。"),
          "♣10": B("♣10 is the transformer 变压器: it doubles your other points.", "♣10是变压器：它把你的其他分翻倍。"),
          "♥A": B(f"♥A is the biggest heart ({HA}), but not the pig.", f"♥A是最大的红桃（{HA}），但不是猪。")}),
    quiz(B("In which direction does play go?", "出牌按什么方向？"),
         [B("clockwise (N → E → S → W)", "顺时针（北 → 东 → 南 → 西）"),
          B("anticlockwise (N → W → S → E)", "逆时针（北 → 西 → 南 → 东）")],
         B("anticlockwise (N → W → S → E)", "逆时针（北 → 西 → 南 → 东）"),
         B("In the 中游 rules play goes anticlockwise: North, then West, South and East.",
           "中游的规则是逆时针出牌：北家之后是西家，然后南家、东家。"),
         {B("clockwise (N → E → S → W)", "顺时针（北 → 东 → 南 → 西）"): B(
             "That is a house rule of some tables (see the box above), not the rule of these lessons.",
             "那是有些地方的打法（见上面的“各地规则”），不是本课程的规则。")}),
    quiz(B(f"Someone's total reaches {LOSE}. Who wins the game?", f"有人的总分到了{LOSE}。谁赢了这一局？"),
         [B("the player with the highest total", "总分最高的人"),
          B(f"the player who reached {LOSE}", f"到了{LOSE}的人"),
          B("nobody: play on", "没人赢，接着打")],
         B("the player with the highest total", "总分最高的人"),
         B(f"The game ends when a total reaches {LOSE}; the highest total wins and the lowest is the big pig 大猪.",
           f"有人到了{LOSE}，这一局就结束；总分最高的人赢，最低的是“大猪”。"),
         {B(f"the player who reached {LOSE}", f"到了{LOSE}的人"): B("That player is the big pig 大猪: the loser.",
                                                                  "这个人是“大猪”，是输家。"),
          B("nobody: play on", "没人赢，接着打"): B(f"The game stops as soon as a total reaches {LOSE}.",
                                                 f"只要有人到了{LOSE}，这一局马上结束。")}),
])

# -- 01 ------------------------------------------------------------------------------------------------
T01 = B("The special cards · 猪、羊、变压器和血", "特殊牌：猪、羊、变压器和血 · The special cards")
HEART_CARDS = ["HA", "HK", "HQ", "HJ", "H10", "H4"]
TWELVE = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3"
LESSONS["01-special-cards"] = (T01, B(
    "The pig, the goat, the transformer and the hearts, with their values as pictures",
    "猪、羊、变压器和红桃：每张牌值多少分，一看就懂"), [
    md(f"""
# {T01.en}

Only 16 cards score anything. Every other card is worth nothing, but it can still win tricks.
Each sheet below is the score of a player who took just those cards.""", f"""
# {T01.zh}

一副牌里只有16张牌有分，叫“分牌”。其余的牌不算分，但照样可以赢墩。
下面每张计分表，都是一位玩家只收到这几张牌时的得分。"""),
    code(SETUP),
    md("## The pig 猪: ♠Q", "## 猪：♠Q"),
    code('HTML(hand_svg("SQ"))'),
    code('ScoreSheetView(score_cards("SQ"))'),
    md("## The goat 羊: ♦J, the only good card", "## 羊：♦J，唯一的好牌"),
    code('HTML(hand_svg("DJ"))'),
    code('ScoreSheetView(score_cards("DJ"))'),
    md(f"""
## The hearts 血 ("blood")

All 13 hearts are scoring cards. The high ones cost the most: ♥A {HA}, ♥K {HK}, down to ♥5 {P("H5")};
♥4 ♥3 ♥2 are worth {P("H4")} but still count as scoring cards (that matters for the transformer, in the
lesson on scoring).""", f"""
## 红桃：血

13张红桃全是分牌。越大扣得越多：♥A {HA}，♥K {HK}，一直到♥5 {P("H5")}；♥4 ♥3 ♥2 是{P("H4")}分，
但仍然算分牌（这一点和变压器有关，“计分”一课会讲）。"""),
    code(f'HTML(hand_svg("{HEARTS}"))'),
    code('ScoreSheetView({c.symbol: score_cards([c]) for c in map(Card.parse, ' + repr(HEART_CARDS) + ')})'),
    md(f"Twelve of the hearts (all but ♥2) add up like this. (Whoever takes all 13 hearts turns them positive, "
       f"{ALL_HEARTS}: that is \"all hearts\" 满红, in the lesson on scoring.)",
       f"除♥2以外的12张红桃加起来是这样。（13张红桃全收到的人，红桃反而变成正分{ALL_HEARTS}，这叫“满红”，"
       f"“计分”一课会讲。）"),
    code(f'ScoreSheetView(score_cards("{TWELVE}"))'),
    md(f"""
## The transformer 变压器: ♣10

The transformer has no value of its own: it **doubles** everything else you took. Taken with no other
scoring card at all it is worth {C10}.""", f"""
## 变压器：♣10

变压器本身不算分：它把你收到的**其他分翻倍**。如果除了它一张分牌都没收，就单算{C10}。"""),
    code('HTML(hand_svg("C10"))'),
    code(B('ScoreSheetView({"♣10 alone": score_cards("C10"), "♣10 + ♦J": score_cards("C10 DJ"), '
           '"♣10 + ♠Q": score_cards("C10 SQ")})',
           'ScoreSheetView({"只有♣10": score_cards("C10"), "♣10 + ♦J": score_cards("C10 DJ"), '
           '"♣10 + ♠Q": score_cards("C10 SQ")})')),
    quiz(B("What is ♥K worth?", "♥K值多少分？"), [HA, PX("HK"), P("H10"), P("H4")], PX("HK"),
         B(f"♥A {HA}, ♥K {HK}, ♥Q {P('HQ')}, ♥J {P('HJ')}, ♥10 to ♥5 {P('H10')} each, ♥4 ♥3 ♥2 {P('H4')}.",
           f"♥A {HA}，♥K {HK}，♥Q {P('HQ')}，♥J {P('HJ')}，♥10到♥5每张{P('H10')}，♥4 ♥3 ♥2 {P('H4')}。"),
         {HA: B(f"{HA} is ♥A, the biggest heart.", f"{HA}是♥A，最大的红桃。"),
          P("H10"): B(f"{P('H10')} is for ♥10 down to ♥5.", f"{P('H10')}是♥10到♥5。"),
          P("H4"): B(f"Only ♥4 ♥3 ♥2 are worth {P('H4')}.", f"只有♥4 ♥3 ♥2是{P('H4')}分。")}),
    quiz(B("You took ♣10 and nothing else that scores. Your score?", "你只收到♣10，没有别的分牌。得多少分？"),
         [P("C10 H3"), PX("C10"), P("C10", C10="hidden"), num(-int(C10[1:]))], PX("C10"),
         B(f"The transformer taken alone is worth {C10}.", f"单独收到变压器，算{C10}。"),
         {P("C10 H3"): B(f"{P('C10 H3')} is for ♣10 with other scoring cards that add up to 0 (the lesson on scoring).",
                         f"{P('C10 H3')}是♣10加上合计为0的其他分牌（“计分”一课会讲）。"),
          P("C10", C10="hidden"): B(f"{P('C10', C10='hidden')} is ♣10 alone after a hidden sale 暗卖.",
                                    f"{P('C10', C10='hidden')}是♣10暗卖之后单独收到的分。"),
          num(-int(C10[1:])): B("The transformer is never negative on its own.", "变压器单独收到时不会是负分。")}),
    quiz(B("You took ♣10 and the goat ♦J. Your score?", "你收到♣10和羊♦J。得多少分？"),
         [GOATV, num(int(GOATV[1:]) + int(C10[1:])), PX("C10 DJ")], PX("C10 DJ"),
         B(f"The transformer doubles the goat: {P('C10 DJ')}.", f"变压器把羊翻倍：{P('C10 DJ')}。"),
         {GOATV: B("That forgets the transformer: it doubles the goat.", "忘了变压器：它要把羊翻倍。"),
          num(int(GOATV[1:]) + int(C10[1:])): B(
              f"The transformer multiplies; it does not add {C10} when you took other scoring cards.",
              f"变压器是乘，不是加：收了别的分牌时，它不再单算{C10}。")}),
])

# -- 02 ------------------------------------------------------------------------------------------------
T02 = B("Playing the tricks · 出牌", "出牌：跟牌、垫牌和收牌 · Playing the tricks")
LESSONS["02-playing-tricks"] = (T02, B(
    "Anticlockwise play, the ♣2 holder leads, following suit, discards never win: a whole hand with notes",
    "逆时针出牌、拿♣2的人先出、跟牌、垫牌永远赢不了：带讲解的一整副牌"), [
    md(f"""
# {T02.en}

* Play goes **anticlockwise**: North → West → South → East.
* In the first hand the holder of **♣2 leads** the first trick, with any card (not necessarily ♣2).
  In later hands whoever took the pig last time leads.
* You **must follow** (跟牌) the suit that was led if you can. If you cannot, you **discard** (垫牌) any card,
  and a discard **never wins**.
* The highest card of the suit led wins the trick (墩: one card from each player); the winner takes its
  scoring cards and leads next.

Step through a whole hand with ▶. The blue notes point at the moments that matter.""", f"""
# {T02.zh}

* 按**逆时针**出牌：北家 → 西家 → 南家 → 东家。
* 第一副由拿到**♣2的人首出**，出什么牌都可以（不一定出♣2）。以后每一副由上一副收到猪的人首出。
* 有首家出的花色就**必须跟牌**；没有这门花色，可以**垫**任何一张牌，垫牌**永远赢不了**。
* 每人出一张叫一墩（也叫一轮）。首家花色中最大的牌赢这一墩，收下里面的分牌，下一墩由他首出。

用 ▶ 一步一步看完一整副牌。蓝色的讲解会指出关键的地方。"""),
    code(SETUP),
    code('first = replay.load("../../data/gongzhu/02-first-hand.json")'),
    code("TrickReplay(first)"),
    md("The fourth trick of that hand. East had no clubs and discarded the pig:",
       "这副牌的第四墩。东家没有梅花，垫出了猪："),
    code(B("Quiz.who_wins(first.final.done[3], trump_text='No trumps.')",
           "Quiz.who_wins(first.final.done[3], '这一墩谁赢？', trump_text='没有主牌。')")),
    md("The score sheets of the four players at the end of that hand:", "这副牌打完后四家的计分表："),
    code("ScoreSheetView(gongzhu.GAME.score_sheets(first.final))"),
    quiz(B("West leads ♣6. You are South, with no clubs but ♥A and ♠3. What may you play?",
           "西家首出♣6。你是南家，没有梅花，只有♥A和♠3。你可以出什么？"),
         [B("only a club", "只能出梅花"), B("any card, for example ♠3 or ♥A", "任何一张牌，比如♠3或♥A"),
          B("only a heart", "只能出红桃")],
         B("any card, for example ♠3 or ♥A", "任何一张牌，比如♠3或♥A"),
         B("With no card of the suit led you may discard any card. A discard never wins the trick.",
           "没有首家出的花色，就可以垫任何一张牌。垫牌永远赢不了这一墩。"),
         {B("only a club", "只能出梅花"): B("You have no clubs left, so you cannot follow.",
                                         "你的梅花已经出完了，没法跟。"),
          B("only a heart", "只能出红桃"): B("There is no rule about which suit to discard: any card will do.",
                                         "垫什么花色没有规定，哪张都行。")}),
    quiz(B("North leads ♦2, West plays ♦7, South discards ♠A, East plays ♦5. Who wins?",
           "北家首出♦2，西家出♦7，南家垫♠A，东家出♦5。谁赢？"),
         [B(seat(s, "en"), seat(s, "zh")) for s in "NWSE"], B(seat(DIAMOND_WINNER, "en"), seat(DIAMOND_WINNER, "zh")),
         B(f"♦7 is the highest diamond, so {seat(DIAMOND_WINNER, 'en')} wins. South's ♠A is a discard, and discards "
           "never win.", f"♦7是最大的方块，所以{seat(DIAMOND_WINNER, 'zh')}赢。南家的♠A是垫牌，垫牌永远赢不了。"),
         {B(seat("S", "en"), seat("S", "zh")): B("♠A is not a diamond: it is a discard and can never win.",
                                                 "♠A不是方块，是垫牌，永远赢不了。"),
          B(seat("N", "en"), seat("N", "zh")): B("♦2 is the lowest diamond played.", "♦2是这一墩最小的方块。"),
          B(seat("E", "en"), seat("E", "zh")): B("♦5 is lower than West's ♦7.", "♦5比西家的♦7小。")}),
    quiz(B("Who leads the first trick of the first hand?", "第一副牌的第一墩由谁首出？"),
         [B("the holder of ♣2", "拿到♣2的人"), B("North", "北家"), B("the holder of ♠Q", "拿到♠Q的人")],
         B("the holder of ♣2", "拿到♣2的人"),
         B("The ♣2 holder leads, with any card. Later hands are led by the last pig-taker.",
           "拿到♣2的人首出，出什么牌都可以。以后每一副由上一副收猪的人首出。"),
         {B("North", "北家"): B("Not always North: whoever holds ♣2.", "不一定是北家，要看谁拿着♣2。"),
          B("the holder of ♠Q", "拿到♠Q的人"): B("The pig-taker leads the next hand, not the pig holder in this one.",
                                              "是上一副收到猪的人下一副首出，不是这一副手里拿着猪的人。")}),
])

# -- 03 ------------------------------------------------------------------------------------------------
T03 = B("Selling · 卖牌（暗卖与明卖）", "卖牌：暗卖与明卖 · Selling")
SQ_HIDDEN, SQ_OPEN = P("SQ", SQ="hidden"), P("SQ", SQ="open")
LESSONS["03-selling"] = (T03, B(
    "Selling ♠Q ♦J ♣10 ♥A hidden (暗卖 ×2) or open (明卖 ×4), and the first-round rule",
    "♠Q ♦J ♣10 ♥A 暗卖（×2）还是明卖（×4），以及卖过的牌首轮不能跟出"), [
    md(f"""
# {T03.en}

Before the first lead, whoever holds ♠Q, ♦J, ♣10 or ♥A may **sell** it, to make the stakes higher:

* **hidden sale 暗卖**: the card counts **{X2}**; the table learns that the card is sold, not who holds it;
* **open sale 明卖**: the card counts **{X4}** and is shown face up (亮牌).

A sold ♥A multiplies **every** heart. A sold ♣10 multiplies by {2 * MULTIPLIER['hidden']} (hidden) or
{2 * MULTIPLIER['open']} (open) instead of 2.""", f"""
# {T03.zh}

首出之前，拿到♠Q、♦J、♣10或♥A的人可以**卖牌**，让这张牌的分加倍：

* **暗卖**：这张牌的分 **{X2}**；大家知道它被卖了，但不知道在谁手里；
* **明卖**：这张牌的分 **{X4}**，而且要亮出来给大家看（亮牌）。

♥A卖了，**所有**红桃都跟着加倍。♣10卖了，变压器的倍数从2变成{2 * MULTIPLIER['hidden']}（暗卖）
或{2 * MULTIPLIER['open']}（明卖）。"""),
    code(SETUP),
    code(B('ScoreSheetView({"not sold 不卖": score_cards("SQ"), '
           '"hidden 暗卖": score_cards("SQ", sold={"SQ": "hidden"}), '
           '"open 明卖": score_cards("SQ", sold={"SQ": "open"})})',
           'ScoreSheetView({"不卖": score_cards("SQ"), "暗卖": score_cards("SQ", sold={"SQ": "hidden"}), '
           '"明卖": score_cards("SQ", sold={"SQ": "open"})})')),
    md("The same three hearts, with ♥A not sold, sold hidden, sold openly (whoever sold it):",
       "同样三张红桃：♥A不卖、暗卖、明卖（不管是谁卖的）："),
    code(B('ScoreSheetView({label: score_cards("HK HQ H5", sold={"HA": lvl}) for label, lvl in '
           '[("not sold 不卖", "none"), ("hidden 暗卖", "hidden"), ("open 明卖", "open")]})',
           'ScoreSheetView({label: score_cards("HK HQ H5", sold={"HA": lvl}) for label, lvl in '
           '[("不卖", "none"), ("暗卖", "hidden"), ("明卖", "open")]})')),
    md("""
## The first-round rule

A sold card may **not** be played when **following** to the first trick of its suit, unless it is the
holder's **only** card of that suit. It may always be discarded on another suit, and its holder may lead it.

Here West sold ♥A openly, and North leads ♥2: the first heart trick. West also holds ♥7.""", """
## 卖过的牌，首轮不能跟出

卖过的牌，在这门花色**第一轮跟牌**时**不能出**，除非它是手里这门花色**唯一的一张**。
别的花色时可以把它垫出去；轮到自己首出时，也可以主动出它。

下面西家明卖了♥A，北家首出♥2：这是红桃的第一轮。西家手里还有♥7。"""),
    code('may_not = replay.load("../../data/gongzhu/03-sold-ace-may-not.json")'),
    code('TableWidget(may_not.final, me="W")'),
    code(B('say("West may play: " + " ".join(c.symbol for c in may_not.final.legal_actions()))',
           'say("西家可以出：" + " ".join(c.symbol for c in may_not.final.legal_actions()))')),
    code(B('say("Why not ♥A? " + may_not.final.check(Card.parse("HA")))',
           'say("为什么不能出♥A？" + may_not.final.check(Card.parse("HA")))')),
    md("Now West's only heart is ♥A. The rule's exception applies: West **must** play it.",
       "现在西家只有♥A一张红桃。这就是例外：西家**必须**出它。"),
    code('must = replay.load("../../data/gongzhu/03-sold-ace-must.json")'),
    code('TableWidget(must.final, me="W")'),
    code(B('say("West may play: " + " ".join(c.symbol for c in must.final.legal_actions()))',
           'say("西家可以出：" + " ".join(c.symbol for c in must.final.legal_actions()))')),
    house("""
In these lessons (the 中游 rules) the holder of a sold card **may lead it** at any time. Some tables, and
an old computer version, forbid even that: a sold card may not be **led** before its suit has been played
once, unless it is the holder's only card of the suit.""", """
本课程按中游的规则：卖过的牌，轮到自己首出时**可以主动出**。有的地方（还有早年的电脑版）连这也不行：
这门花色还没出过一轮之前，卖过的牌**不能首出**，除非手里这门花色只剩这一张。"""),
    quiz(B("You sold ♥A and hold ♥A ♥7. Hearts are led for the first time. What do you play?",
           "你卖了♥A，手里有♥A ♥7。红桃第一次被首出。你出哪张？"),
         ["♥A", "♥7", B("either", "哪张都行")], "♥7",
         B("A sold card may not follow to the first trick of its suit while you hold another card of that suit.",
           "卖过的牌，手里还有这门花色的别的牌时，第一轮跟牌不能出它。"),
         {"♥A": B("Not on the first heart trick: you hold ♥7 as well.", "红桃第一轮不行：你手里还有♥7。"),
          B("either", "哪张都行"): B("The sold ♥A is blocked on the first heart trick because you have ♥7.",
                                   "因为你有♥7，卖过的♥A在红桃第一轮不能出。")}),
    quiz(B("You sold ♠Q. Diamonds are led and you have no diamonds. May you discard ♠Q?",
           "你卖了♠Q。首家出方块，你没有方块。可以垫♠Q吗？"),
         [B("yes", "可以"), B("no, not before spades have been played", "不行，黑桃出过之前不能垫")], B("yes", "可以"),
         B("The first-round rule is only about following to the sold card's own suit: discarding is allowed.",
           "首轮的限制只管跟本花色的牌；垫在别的花色上是可以的。"),
         {B("no, not before spades have been played", "不行，黑桃出过之前不能垫"): B(
             "The rule is about following to a spade trick; a discard on another suit is always allowed.",
             "这条规则只管黑桃那一墩的跟牌；垫在别的花色上什么时候都可以。")}),
    quiz(B("How much is the pig worth after an open sale 明卖?", "猪明卖以后算多少分？"),
         [SQ_HIDDEN, PX("SQ", SQ="open"), P(HEARTS.replace(" H2", "").replace(" H3", "").replace(" H4", ""), HA="open")],
         PX("SQ", SQ="open"),
         B(f"An open sale counts {X4}: the pig is then {SQ_OPEN}.", f"明卖{X4}：猪就是{SQ_OPEN}。"),
         {SQ_HIDDEN: B(f"That is the hidden sale 暗卖 ({X2}).", f"那是暗卖（{X2}）。"),
          P(HEARTS.replace(" H2", "").replace(" H3", "").replace(" H4", ""), HA="open"): B(
              "That is all the hearts after ♥A is sold openly, not the pig.", "那是♥A明卖后所有红桃的分，不是猪。")}),
])

# -- 04 ------------------------------------------------------------------------------------------------
T04 = B("Scoring · 计分", "计分：变压器、满红与满贯 · Scoring")
LESSONS["04-scoring"] = (T04, B(
    "The transformer's rules, all hearts 满红, the full sweep 满贯, two classic hands worked out, and a score "
    "calculator", "变压器怎么算、满红、满贯，两个经典例子，还有一个计分器"), [
    md(f"""
# {T04.en}

Each player scores the special cards they took:
hearts + pig + goat, then the transformer ♣10 multiplies the sum.
Three rules catch people out:

1. ♣10 with other scoring cards that add up to **0** scores **0** (not {C10}). ♥4 ♥3 ♥2 count here.
2. **All hearts 满红**: whoever takes all 13 hearts scores them as **{ALL_HEARTS}** instead of
   {HEARTS_SUM}.
3. **Full sweep 满贯 (猪羊满圈)**: all 16 scoring cards. Then even the pig turns positive.""", f"""
# {T04.zh}

每家只算自己收到的分牌：红桃 + 猪 + 羊，再由变压器♣10把总和翻倍。
有三条规则最容易弄错：

1. ♣10加上其他分牌，如果其他分牌合计为**0**，本副就是**0**分（不是{C10}）。♥4 ♥3 ♥2也算分牌。
2. **满红**（收全红）：13张红桃全收到，红桃算**{ALL_HEARTS}**，而不是{HEARTS_SUM}。
3. **满贯**（猪羊满圈）：16张分牌全收到。这时连猪也变成正分。"""),
    code(SETUP),
    code(B('ScoreSheetView({"♣10 ♠Q ♦J": score_cards("C10 SQ DJ"), "♣10 ♥3": score_cards("C10 H3"), '
           '"♣10 alone": score_cards("C10")})',
           'ScoreSheetView({"♣10 ♠Q ♦J": score_cards("C10 SQ DJ"), "♣10 ♥3": score_cards("C10 H3"), '
           '"只有♣10": score_cards("C10")})')),
    md("## All hearts 满红, and the full sweep 满贯", "## 满红与满贯"),
    code(B(f'ScoreSheetView({{"all hearts": score_cards("{HEARTS}"), "all hearts + pig": score_cards("{HEARTS} SQ"), '
           f'"full sweep": score_cards("{SWEEP}")}})',
           f'ScoreSheetView({{"满红": score_cards("{HEARTS}"), "满红 + 猪": score_cards("{HEARTS} SQ"), '
           f'"满贯": score_cards("{SWEEP}")}})')),
    house(f"""
With all 13 hearts and the pig (but not the whole sweep) these lessons count the pig as usual:
**{HEARTS_PIG}**. Some tables turn the pig positive as soon as someone has all the hearts: the same cards
then score **{HEARTS_PIG_HOUSE}**.""", f"""
收全红又收了猪（但不是满贯）时，本课程照常给猪算负分：**{HEARTS_PIG}**。有的地方只要收全红，猪就变成正分：
同样的牌就是**{HEARTS_PIG_HOUSE}**。"""),
    md(f"""
## Two classic worked examples

**{P("HA HK HJ H10 H9 H8 H7 H6", HA="open")}**: ♥A was sold openly ({X4}) and a player took ♥A ♥K ♥J and
five of ♥10…♥6.""", f"""
## 两个经典例子

**{P("HA HK HJ H10 H9 H8 H7 H6", HA="open")}**：♥A明卖（{X4}），一位玩家收了♥A ♥K ♥J和♥10到♥6中的五张。"""),
    code('ScoreSheetView(score_cards("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"}))'),
    md(f"**{num(score_cards(SWEEP, sold=every('open')).total)}**: all four cards sold openly, and one player "
       "takes all 16 scoring cards.",
       f"**{num(score_cards(SWEEP, sold=every('open')).total)}**：四张牌全部明卖，一位玩家把16张分牌全收了。"),
    code(f'ScoreSheetView(score_cards("{SWEEP}", sold={{"SQ": "open", "DJ": "open", "C10": "open", "HA": "open"}}))'),
    md(f"A full sweep with all four cards sold **hidden** 暗卖: each card keeps its own multiplier, so the "
       f"transformer multiplies by {2 * MULTIPLIER['hidden']}.",
       f"四张牌全部**暗卖**时的满贯：每张牌按自己的倍数算，变压器 ×{2 * MULTIPLIER['hidden']}。"),
    code(f'ScoreSheetView(score_cards("{SWEEP}", sold=dict.fromkeys(["SQ", "DJ", "C10", "HA"], "hidden")))'),
    house(f"""
These lessons score this hand **{SWEEP_HIDDEN}**: the hidden transformer multiplies by
{2 * MULTIPLIER['hidden']}, as it does in every other hand. Some tables fix the multiplier of any full
sweep at ×8, sold hidden or not: the same hand then scores **{SWEEP_HIDDEN_X8}**.""", f"""
本课程这副牌算 **{SWEEP_HIDDEN}**：暗卖的变压器和平时一样 ×{2 * MULTIPLIER['hidden']}。
有的地方规定满贯一律 ×8，暗卖也一样：同一副牌就是 **{SWEEP_HIDDEN_X8}**。"""),
    md("""
## Try it: the score calculator

Start from the pig, ♥A, ♥K and the transformer, or press a button for all hearts or the full sweep.""", """
## 动手试试：计分器

先从猪、♥A、♥K和变压器算起，也可以点按钮看满红或满贯。"""),
    code('ScoreCalculator("SQ HA HK C10")'),
    quiz(B("A player took ♣10 and ♥3. Score?", "一位玩家收了♣10和♥3。得多少分？"),
         [C10, PX("C10 H3"), P("HJ")], PX("C10 H3"),
         B(f"♥3 is a scoring card worth {P('H3')}, so ♣10 doubles {P('H3')}: the score is {P('C10 H3')}, not {C10}.",
           f"♥3是分牌，值{P('H3')}分，♣10把{P('H3')}翻倍：还是{P('C10 H3')}，不是{C10}。"),
         {C10: B(f"{C10} is for ♣10 with no other scoring card at all; ♥3 is a scoring card.",
                 f"{C10}是只收到♣10、一张别的分牌都没有的时候；♥3也是分牌。"),
          P("HJ"): B(f"♥3 is worth {P('H3')}, and twice 0 is still 0.", f"♥3是{P('H3')}分，0翻倍还是0。")}),
    quiz(B("All 13 hearts, with ♥A sold hidden 暗卖. Score?", "收全红，♥A暗卖。得多少分？"),
         [ALL_HEARTS, PX(HEARTS, HA="hidden"), num(-int(P(HEARTS, HA="hidden")[1:]))], PX(HEARTS, HA="hidden"),
         B(f"All hearts score {ALL_HEARTS}, and the hidden ♥A sale doubles them: {P(HEARTS, HA='hidden')}.",
           f"满红算{ALL_HEARTS}，♥A暗卖再翻一倍：{P(HEARTS, HA='hidden')}。"),
         {ALL_HEARTS: B(f"That forgets the hidden sale of ♥A ({X2}).", f"忘了♥A暗卖（{X2}）。"),
          num(-int(P(HEARTS, HA="hidden")[1:])): B("Taking all 13 hearts turns them positive.",
                                                   "13张红桃全收到，红桃就变成正分。")}),
    quiz(B("All hearts and the pig, but not the goat. Score?", "收全红，又收了猪，但没有羊。得多少分？"),
         [PX(f"{HEARTS} SQ"), HEARTS_PIG_HOUSE, num(-int(HEARTS_PIG_HOUSE[1:]))], PX(f"{HEARTS} SQ"),
         B(f"{ALL_HEARTS} for all hearts, {PIG} for the pig: the pig only turns positive in a full sweep of all 16 "
           "cards.", f"满红{ALL_HEARTS}，猪{PIG}：只有16张分牌全收的满贯，猪才变正分。"),
         {HEARTS_PIG_HOUSE: B(f"{HEARTS_PIG_HOUSE} is the house rule of some tables (see the box above); "
                              f"here the pig stays {PIG}.",
                              f"{HEARTS_PIG_HOUSE}是有些地方的规则（见上面的“各地规则”）；本课程里猪还是{PIG}。"),
          num(-int(HEARTS_PIG_HOUSE[1:])): B(f"All 13 hearts count {ALL_HEARTS}, not {HEARTS_SUM}.",
                                             f"13张红桃全收算{ALL_HEARTS}，不是{HEARTS_SUM}。")}),
])

# -- 05 ------------------------------------------------------------------------------------------------
T05 = B(f"A whole game to {LOSE} · 一整局", f"一整局：打到{LOSE} · A whole game")
LESSONS["05-a-whole-game"] = (T05, B(
    f"Four practice players play hand after hand until someone reaches {LOSE}: the running score table",
    f"四个电脑玩家一副接一副地打，直到有人到{LOSE}：累计分表"), [
    md(f"""
# {T05.en}

A game is many hands. Scores add up, and **whoever took the pig leads the next hand**. When a total
reaches {LOSE} the game ends: the highest total wins, the lowest is the big pig 大猪.

Here four practice players play a whole game. Each cell of the table shows the hand's points → the
running total.""", f"""
# {T05.zh}

一局由很多副牌组成。每副的分累加起来，**这一副收到猪的人，下一副首出**。有人的总分到了{LOSE}，
这一局就结束：总分最高的赢，最低的是“大猪”。

下面是四个电脑玩家打的一整局。表中每一格是“这一副的分 → 累计总分”。"""),
    code(SETUP),
    code("game = gongzhu.play_match(seed=4)"),
    code("game"),
    md("Who took the pig in each hand? Compare with the **leads** column: each pig-taker leads the next hand.",
       "每一副是谁收了猪？对照表中的**首家**一栏：收猪的人下一副首出。"),
    code(B('from tutor.seats import SEAT_NAME\n'
           'say("The pig was taken by: " + "; ".join(f"hand {i}, {SEAT_NAME[h.pig_taker()]}" '
           'for i, h in enumerate(game.hands, 1)) + ".")',
           'from tutor.seats import SEAT_NAME\n'
           'say("收猪的人：" + "；".join(f"第{i}副{SEAT_NAME[h.pig_taker()]}" '
           'for i, h in enumerate(game.hands, 1)) + "。")')),
    md("The last hand's score sheets:", "最后一副的计分表："),
    code('ScoreSheetView(gongzhu.GAME.score_sheets(game.hands[-1]))'),
    quiz(B("Who leads the second hand of a game?", "一局的第二副由谁首出？"),
         [B("the holder of ♣2", "拿到♣2的人"), B("whoever took the pig in hand 1", "第一副收到猪的人"),
          B("the winner of the last trick", "最后一墩的赢家")],
         B("whoever took the pig in hand 1", "第一副收到猪的人"),
         B("The pig-taker leads the next hand.", "收到猪的人下一副首出。"),
         {B("the holder of ♣2", "拿到♣2的人"): B("Only the first hand is led by the ♣2 holder.",
                                             "只有第一副是拿♣2的人首出。"),
          B("the winner of the last trick", "最后一墩的赢家"): B("The last trick's winner has no special role.",
                                                          "最后一墩的赢家没有什么特别。")}),
    quiz(B(f"A total reaches {LOSE}. Totals: " + ", ".join(f"{seat(s, 'en')} {num(v) if v < 0 else v}"
                                                           for s, v in FINAL.items()) + ". Who wins?",
           f"有人到了{LOSE}。总分：" + "，".join(f"{seat(s, 'zh')} {num(v) if v < 0 else v}"
                                             for s, v in FINAL.items()) + "。谁赢？"),
         [B(seat(s, "en"), seat(s, "zh")) for s in "NESW"], B(seat(FINAL_WINNER, "en"), seat(FINAL_WINNER, "zh")),
         B(FINAL_VERDICT.reason[0].upper() + FINAL_VERDICT.reason[1:] + ".", zh(FINAL_VERDICT._reason) + "。"),
         {B(seat(s, "en"), seat(s, "zh")): (
             B(f"{seat(s, 'en')} reached {LOSE}: {seat(s, 'en')} is the big pig 大猪.",
               f"{seat(s, 'zh')}到了{LOSE}，是大猪。") if FINAL[s] <= RULES.lose_at else
             B(f"{FINAL[s]} is not the highest total.", f"{FINAL[s]}不是最高分。"))
          for s in "NESW" if s != FINAL_WINNER}),
])

# -- 06 ------------------------------------------------------------------------------------------------
T06 = B("Play a hand · 实战一副", "实战：和三个电脑打一副 · Play a hand")
LESSONS["06-play-a-hand"] = (T06, B(
    "Sell or not, then play a hand against three practice players; a card that is not allowed is refused "
    "with the reason", "先决定卖不卖，再和三个电脑打一副；不能出的牌会告诉你为什么"), [
    md(f"""
# {T06.en}

You are **South**. First decide about any special card you hold: keep it (不卖), sell it hidden (暗卖)
or openly (明卖). Then click a card to play it. If a card is not allowed, the message says why.
**Undo** takes back your last move; **New deal** deals again. At the end you see all four score sheets.

Tips: keep out of tricks with hearts in them; if you hold the pig, wait for ♠A or ♠K to appear,
or discard the pig when you run out of a suit.""", f"""
# {T06.zh}

你坐**南家**。先决定手里的特殊牌怎么办：不卖、暗卖还是明卖。然后点一张牌把它打出去。
如果这张牌不能出，下面会告诉你为什么。“↶ 悔牌”收回你上一步，“重新发牌”再来一副。打完后能看到四家的计分表。

小窍门：有红桃的墩尽量别收；手里有猪，就等别人出♠A或♠K时再把猪跟上去，或者等某门花色出完了把猪垫掉。"""),
    code(SETUP),
    code('PlayAlong("gongzhu", seat="S", seed=7)'),
    quiz(B(f"Your click was refused with \"{MUST_CLUB}\". What now?", f"你点的牌被拒绝了：“{zh(MUST_CLUB)}”。怎么办？"),
         [B("play a club", "出一张梅花"), B("play any other card", "随便出别的牌"),
          B("press New deal", "点“重新发牌”")],
         B("play a club", "出一张梅花"),
         B("You hold a club, so you must play a club.", "你手里有梅花，就必须出梅花。"),
         {B("play any other card", "随便出别的牌"): B("Only when you have no club left may you play another suit.",
                                                   "只有梅花出完了，才可以出别的花色。"),
          B("press New deal", "点“重新发牌”"): B("No need: just play a club.", "不用重新发牌，出一张梅花就行。")}),
    quiz(B("You sold ♠Q openly and spades are led for the first time. You hold ♠Q and ♠3. What do you play?",
           "你明卖了♠Q，黑桃第一次被首出。你手里有♠Q和♠3。出哪张？"),
         ["♠Q", "♠3"], "♠3",
         B("A sold card may not follow to the first trick of its suit while you hold another card of that suit.",
           "卖过的牌，手里还有这门花色的别的牌时，第一轮跟牌不能出它。"),
         {"♠Q": B("Not now: you sold ♠Q and you also hold ♠3.", "现在不行：你卖了♠Q，手里还有♠3。")}),
    md(f"""
## Play a whole game · 打一整局

A game of Gong Zhu goes on, hand after hand, until someone's total falls to {LOSE}; whoever took
the pig leads the next hand. Below, play a whole game. After each hand the score table gains a row (each
player's points and running total, and the cards that scored them), and **Next hand** deals the next one. The
coach helps on every hand: **Show legal cards**, **Hint**, and after the hand **Review my play** — click a
costly choice to see that moment in the replay of the hand, with the better choice and the reason beside it.""",
       f"""
## 打一整局 · Play a whole game

拱猪一副接一副地打，直到有人的累计分跌到{LOSE}分为止；上一副收了猪的人下一副首出。下面打一整局。
每打完一副，记分表多一行（每家这副的得分、累计分，以及是哪些牌得的分），按**下一副**接着发牌。每一副都有教练帮忙：
**显示能出的牌**、**提示**，打完后按**复盘我的打法**——点一步丢分的选择，就在这副牌的回放里看到那一刻，旁边写着更好的选择和原因。"""),
    code('from tutor.widgets.match import MatchAlong\nMatchAlong("gongzhu", seat="S", seed=7)'),
])

# -- 07 ------------------------------------------------------------------------------------------------
T07 = B("Glossary · 术语表", "术语表 · Glossary")
#: (English, 中文, the picture as code, the sentence in English, the sentence in Chinese)
TERMS = [
    ("Gong Zhu", "拱猪", 'hand_svg("SQ")',
     "\"Chase the pig\": a card game for four players, each for themselves; keep away from the pig.",
     "四个人各打各的扑克牌游戏：谁都不想收到猪。"),
    ("pig", "猪", 'hand_svg("SQ")', f"The queen of spades: whoever takes it scores {PIG}.",
     f"黑桃Q：收到它的人得{PIG}。"),
    ("goat", "羊", 'hand_svg("DJ")', f"The jack of diamonds, the only good card: {GOATV}.",
     f"方块J，唯一的好牌：{GOATV}。"),
    ("transformer", "变压器", 'hand_svg("C10")',
     f"The ten of clubs: it doubles everything else you took; alone it is {C10}.",
     f"梅花10：把你收到的其他分翻倍；单独收到算{C10}。"),
    ("hearts (blood)", "血（红桃）", 'hand_svg("HA HK HQ")', f"Every heart costs points, from {HA} for ♥A down to 0.",
     f"每张红桃都扣分，♥A {HA}，往下直到0分。"),
    ("scoring cards", "分牌", 'hand_svg("SQ DJ C10 HA")', "The 16 cards that score: the pig, the goat, the "
     "transformer and the 13 hearts.", "有分的16张牌：猪、羊、变压器和13张红桃。"),
    ("selling", "卖牌", 'hand_svg("SQ DJ C10 HA")', "Before the first lead, the holder of one of these four cards "
     "may sell it to raise its stakes.", "首出之前，拿着这四张牌的人可以卖牌，让分加倍。"),
    ("hidden sale", "暗卖", 'hand_svg("SQ", face_down=True)', f"The card counts {X2}; nobody is told who holds it.",
     f"这张牌的分{X2}；不告诉别人在谁手里。"),
    ("open sale", "明卖", 'hand_svg("SQ")', f"The card counts {X4} and is shown face up.",
     f"这张牌的分{X4}，并亮给大家看。"),
    ("exposing", "亮牌", 'hand_svg("SQ")', "Putting a sold card face up on the table for everyone to see.",
     "把卖了的牌亮在桌面上给大家看。"),
    ("all hearts", "满红（收全红）", f'hand_svg("{HEARTS}", card_width=40, step=24)',
     f"Whoever takes all 13 hearts scores them as {ALL_HEARTS}.", f"13张红桃全收到，红桃算{ALL_HEARTS}。"),
    ("full sweep", "满贯（猪羊满圈）", f'hand_svg("{SWEEP}", card_width=40, step=22)',
     "All 16 scoring cards in one hand: even the pig turns positive.", "一个人收齐16张分牌：连猪也变正分。"),
    ("trick", "墩（一轮）", 'trick_svg([("N", Card.parse("D2")), ("W", Card.parse("D7")), ("S", Card.parse("SA")), '
     '("E", Card.parse("D5"))], winner="W", card_width=40)',
     "One card from each player; the highest card of the suit led wins it.", "每人出一张牌；首家花色中最大的牌赢。"),
    ("lead", "首出", 'hand_svg("D2")', "Playing the first card of a trick.", "一墩的第一张牌。"),
    ("follow suit", "跟牌", 'hand_svg("D2 D7")', "Playing a card of the suit led: you must when you can.",
     "出首家那门花色的牌：有就必须跟。"),
    ("discard", "垫牌", 'hand_svg("SA")', "A card of another suit, played when you cannot follow; it never wins.",
     "没有首家的花色时出的别的花色的牌；垫牌永远赢不了。"),
    ("big pig", "大猪", 'hand_svg("SQ")', f"The player with the lowest total when someone reaches {LOSE}: "
     "the loser of the game.", f"有人到了{LOSE}时，总分最低的人：这一局的输家。"),
]


def glossary(lang: str) -> str:
    """The glossary cell: one row per term, its picture drawn by the engine's card renderer."""
    rows = ",\n    ".join(f"({en!r}, {zh_term!r}, {pic}, {s_en if lang == 'en' else s_zh!r})"
                          for en, zh_term, pic, s_en, s_zh in TERMS)
    return f"from tutor.render.glossary import glossary_html\nHTML(glossary_html([\n    {rows},\n]))"


LESSONS["07-glossary"] = (T07, B("The words of Gong Zhu in English and Chinese, each with a picture",
                                 "拱猪的常用术语：中英文对照，每个都配图"), [
    md(f"""
# {T07.en}

The words of Gong Zhu, as Chinese players say them, each with a picture and one sentence.""", f"""
# {T07.zh}

拱猪的常用说法，中英文对照，每个词配一张图和一句话。"""),
    code(SETUP),
    code(B(glossary("en"), glossary("zh"))),
])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
