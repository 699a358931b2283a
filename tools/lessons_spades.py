#!/usr/bin/env python
"""Write the Spades lesson notebooks (``lessons/en/spades/`` and ``lessons/zh/spades/``, 00..07) from the text
below; then execute them:

    .venv/bin/python tools/records_spades.py       # the lesson 02 records (only if missing)
    .venv/bin/python tools/lessons_spades.py       # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/en/spades/*.ipynb lessons/zh/spades/*.ipynb

One source holds both languages: ``md(english, chinese)``, ``B(english, chinese)``. Every number a worked
example or a quiz answer shows comes from an executed code cell (the engine); the prose says what to look at.
The Chinese uses the words of the Chinese rule texts: 黑桃王 叫牌 墩 定约 宕 零叫 盲零 袋子 破袋 铁墩 首攻 垫牌 将吃.
"""

from __future__ import annotations

import re

import lessonkit
from lessonkit import B, X, code

from tutor.games.spades import Rules as _SpadesRules

_R = _SpadesRules.preset()  # the game's end, as the engine has it
_LOSE = f"{_R.lose_at}".replace("-", "−")  # a minus sign, not a hyphen


def unwrap(zh: str) -> str:
    """Chinese has no spaces between words: join the source's soft-wrapped lines of a paragraph (a list item,
    a quoted box), which Markdown would otherwise show with a space at every line end."""
    out: list[str] = []
    for line in zh.split("\n"):
        prev = out[-1] if out else ""
        if prev.strip() and line.strip() and not prev.startswith("#"):
            if line.startswith("> ") and prev.startswith("> ") and not prev.startswith("> **House"):
                out[-1] = prev + line[2:]
                continue
            if not prev.startswith(">") and not re.match(r"(#|>|\* |- |\d+\. )", line):
                out[-1] = prev + line.strip()
                continue
        out.append(line)
    return "\n".join(out)


def md(text, zh=None):
    """``lessonkit.md`` with the Chinese text unwrapped (see :func:`unwrap`)."""
    if isinstance(text, B):
        return lessonkit.md(B(text.en, unwrap(text.zh)))
    return lessonkit.md(text, unwrap(zh) if zh is not None else None)


def quiz(question, options, answer, explanation, feedback=None):
    """``lessonkit.quiz`` whose ``answer`` may also be an :class:`X` (the right answer from an engine call)."""

    def make(lang: str) -> str:
        q, opts, ans, expl, fb = lessonkit.pick((question, options, answer, explanation, feedback or {}), lang)
        lit = lessonkit._lit
        fbs = "{" + ", ".join(f"{k!r}: {lit(v)}" for k, v in fb.items()) + "}"
        return f"Quiz({q!r},\n     {opts!r},\n     {lit(ans)},\n     {lit(expl)},\n     feedback={fbs})"

    return lessonkit.Cell("code", make)

GAME = "spades"
SETUP = """from IPython.display import HTML, Markdown
from tutor import i18n
from tutor.games import spades
from tutor.widgets import HandViewer, Quiz, ScoreSheetView, TrickReplay, PlayAlong
from tutor.widgets.spades import BidBox, ScoreCalculator
from tutor.tricks import Trick
from tutor.cards import Card, parse_cards
from tutor.render import hand_svg
from tutor.render.table import trick_svg
from tutor.seats import SEAT_NAME, partner_of
from html import escape

ZH = i18n.current() == "zh"


def trick(leader, cards):
    seats = "NESWNESW"["NESW".index(leader):][:4]
    return Trick(leader, tuple(zip(seats, parse_cards(cards))), "S")


def sheet(bids, tricks, before=None, rules=None, team="NS"):
    return spades.score_hand(bids, tricks, before=before, rules=rules)[team].sheet


def pts(n):
    return f"{n:+d}".replace("-", "−")


def say(text):
    return Markdown(str(text))


def table(head, rows):
    cells = lambda row, tag: "".join(f"<{tag}>{c if str(c).startswith('<svg') else escape(str(c))}</{tag}>" for c in row)
    body = "".join(f"<tr>{cells(row, 'td')}</tr>" for row in rows)
    return HTML(f"<table class='tt-sheet tt-lesson-table'><tr>{cells(head, 'th')}</tr>{body}</table>")


def who_wins(tr, question):
    win = tr.winner()
    top = dict(tr.plays)[win]
    why_not = ("{seat} played {card}, which loses to {winner}'s {top}." if not ZH
               else "{seat}出的{card}比不过{winner}的{top}。")
    feedback = {str(SEAT_NAME[s]): why_not.format(seat=SEAT_NAME[s], card=c.symbol, winner=SEAT_NAME[win],
                                                  top=top.symbol) for s, c in tr.plays if s != win}
    return Quiz(f"<div>{escape(question)}</div>" + trick_svg(tr.plays),
                [str(SEAT_NAME[s]) for s, _ in tr.plays], str(SEAT_NAME[win]), str(tr.winner_reason()) + ("。" if ZH else "."),
                feedback=feedback)"""

RULES_NOTE = B("*Rules: MSN / Windows Internet Spades, the tutor's default.*",
               "*规则：MSN / Windows 网络黑桃王，本教程默认的打法。*")
HOUSE = "> **House rule · 各地规则**"

LESSONS: lessonkit.Lessons = {}

# -- 00 -------------------------------------------------------------------------------------------------------
LESSONS["00-spades-in-two-minutes"] = (
    B("Spades in two minutes · 黑桃王两分钟入门", "黑桃王两分钟入门 · Spades in two minutes"),
    B("Four players, two teams, spades always trump: bid, play 13 tricks, score.",
      "四个人，两队，黑桃永远是将牌：叫牌、打13墩、算分。"),
    [
        md(f"""# Spades in two minutes · 黑桃王两分钟入门

**Spades** (黑桃王) is a card game for four players in two teams. Partners sit opposite each other:
**North with South**, **East with West**. Everybody gets 13 cards, and **spades ♠ are always trumps** (将牌).

{RULES_NOTE.en}""", f"""# 黑桃王两分钟入门 · Spades in two minutes

**黑桃王**是一种四个人玩的扑克牌游戏，两人一队，对面坐的是同伴（对家）：**南家和北家**一队，**东家和西家**一队。
每人13张牌，**黑桃♠永远是将牌**。

{RULES_NOTE.zh}"""),
        code(SETUP),
        code('HandViewer(spades.new_hand(seed=7, looked="NESW"))'),
        md("""Here is a deal, seen from South. Use the menu to sit in another seat.

A hand has three steps:

1. **Bid** (叫牌): each player says how many tricks (墩) they expect to win.
2. **Play** 13 tricks: one card each, clockwise. Follow the suit that was led if you can.
   The highest spade wins the trick; with no spade in it, the highest card of the suit led wins.
3. **Score**: a team that wins at least the tricks it bid scores 10 points per trick bid; a team
   that falls short loses as much. The game ends when a team reaches 500 points or falls to −200;
   the higher score wins.""", """这是一副发好的牌，从南家的位置看。可以用菜单换到别的座位去看。

每一副牌分三步：

1. **叫牌**：每人说出自己估计能赢几墩。
2. **打牌**：一共13墩，每墩每人按顺时针出一张。有首家出的花色就必须跟这门花色。
   一墩里谁出的黑桃最大谁赢；没人出黑桃，就是首家那门花色里最大的牌赢。
3. **算分**：一队拿到的墩数不少于叫的墩数，每叫一墩得10分；不够就按叫的墩数倒扣。
   哪队先到500分或跌到−200分，整局就结束，分高的一方赢。"""),
        quiz(B("You sit South. Who is your partner?", "你坐南家，谁是你的同伴？"),
             B(["North", "East", "West"], ["北家", "东家", "西家"]),
             X("str(SEAT_NAME[partner_of('S')])"),
             B("Partners sit opposite: North–South play against East–West.",
               "同伴坐在对面：南北家一队，对抗东西家。"),
             feedback={B("East", "东家"): B("East sits on your left: an opponent.", "东家坐在你左手边，是对手。"),
                       B("West", "西家"): B("West sits on your right: an opponent.", "西家坐在你右手边，是对手。")}),
        md("Who wins this trick? North led ♥4. South had no hearts and played a spade.",
           "这一墩谁赢？北家首出♥4，南家没有红桃，出了一张黑桃。"),
        code(B('who_wins(trick("N", "H4 HK S2 HA"), "Who wins this trick?")',
               'who_wins(trick("N", "H4 HK S2 HA"), "这一墩谁赢？")')),
        md("Spades beat every other suit, even a small ♠2 against an ace. Now the score:",
           "黑桃比其他花色都大，哪怕是小小的♠2也能吃掉A。再看算分："),
        code('made = sheet({"N": 3, "S": 2}, {"N": 3, "S": 2}); ScoreSheetView(made)'),
        quiz(B("North–South bid 3 + 2 = 5 tricks and took exactly 5. How many points do they score?",
               "南北家叫了3 + 2 = 5墩，正好拿了5墩。这副牌得几分？"),
             ["+5", "+50", "+55", "−50"], X("pts(made.total)"), X("made.lines[0].reason"),
             feedback={"+5": B("Each trick bid is worth 10 points, not 1.", "叫的每一墩值10分，不是1分。"),
                       "+55": B("No extra tricks, so no bags (+1 each) this time.",
                                "没有多拿墩，所以这次没有袋子（每个+1分）。"),
                       "−50": B("They took enough tricks: that is a plus score.", "他们拿够了墩数，是加分，不是扣分。")}),
    ])

# -- 01 -------------------------------------------------------------------------------------------------------
LESSONS["01-the-deal-and-the-bid"] = (
    B("The deal and the bid · 发牌与叫牌", "发牌与叫牌 · The deal and the bid"),
    B("Who deals, who bids first, counting tricks, nil and blind nil, and a bid box to try.",
      "谁发牌、谁先叫、怎样估墩、零叫和盲零，还有一个可以动手试的叫牌框。"),
    [
        md(f"""# The deal and the bid · 发牌与叫牌

The **dealer** (发牌者) gives everyone 13 cards. After each hand the deal passes to the left (clockwise);
the first dealer is chosen at random. **Bidding** (叫牌) starts with the player on the dealer's left and
goes clockwise, once round. Everybody must bid; nobody may pass.

{RULES_NOTE.en}""", f"""# 发牌与叫牌 · The deal and the bid

**发牌者**给每人发13张牌。第一副牌谁发牌是随机的，以后每副按顺时针轮换。
**叫牌**从发牌者的下家（左手边）开始，按顺时针每人叫一次。每个人都必须叫，不能不叫。

{RULES_NOTE.zh}"""),
        code(SETUP),
        code('HandViewer({"S": spades.new_hand(seed=3).sorted_hand("S")})'),
        md("""**Count your sure tricks** (铁墩). The ♠A always wins a trick. A side-suit ace usually wins once; a
king with a small card beside it often does; long spades win tricks once the others have run out.
Your bid is the number of tricks you expect. Your side's **contract** (定约) is your bid plus your
partner's bid: you make it together.""", """**先数铁墩。** ♠A无论如何都能赢一墩。副牌的A通常能赢一墩；K旁边有一张小牌护着，也常常能赢；
黑桃长的话，别人的黑桃出完以后，剩下的黑桃也都是赢墩。
你叫的就是你估计能赢的墩数。你和对家叫的加在一起，就是你们这一方的**定约**，两个人一起完成。"""),
        md("""**Try it.** You are South. As in MSN Spades you first choose: **look** at your cards (看牌), or bid
**blind nil** (盲零) without looking. Then bid. The box tells you what your bid means, and what the
practice bot would bid with these cards.""", """**动手试试。** 你坐南家。和 MSN 黑桃王一样，先选：**看牌**，还是不看牌直接叫**盲零**。
然后叫牌。框里会告诉你这个叫牌是什么意思，以及练习机器人拿这手牌会叫几。"""),
        code("BidBox(3)"),
        md("""**Nil** (零叫): a bid of 0 promises to take **no tricks at all**: +100 if you manage it, −100 if you
take even one. A nil bid is scored on its own, apart from the partner's contract.

**Blind nil** (盲零, also called 加倍零 "double nil") is a nil bid made **before looking** at your cards:
+200 or −200. That is why the box asks first. It is very risky: not for beginners.""",
           """**零叫**（叫0）：保证**一墩都不拿**。做到了加100分，哪怕拿了一墩就扣100分。零叫单独算分，
和对家的定约分开。

**盲零**（也叫加倍零）就是**看牌之前**叫零：成功加200分，失败扣200分。所以叫牌框先问你看不看牌。
盲零风险很大，初学者不建议叫。"""),
        quiz(B("North bids 3 and South bids 4. What is North–South's contract?",
               "北家叫3，南家叫4。南北家的定约是几墩？"),
             ["3", "4", "7", "12"], X("str(spades.score_hand({'N': 3, 'S': 4}, {'N': 3, 'S': 4})['NS'].points // 10)"),
             B("The contract is the partners' bids added together: 3 + 4 = 7 tricks between them.",
               "定约是两家叫牌相加：3 + 4 = 7墩，两人合起来完成。"),
             feedback={"3": B("That is only North's bid: add South's.", "这只是北家叫的，还要加上南家的。"),
                       "4": B("That is only South's bid: add North's.", "这只是南家叫的，还要加上北家的。"),
                       "12": B("Count tricks, not points: 3 + 4.", "数的是墩，不是分：3 + 4。")}),
        md("Now try to bid blind nil after looking at the cards:", "现在看过牌以后再叫盲零，试试看："),
        code('blind = spades.new_hand(seed=3).apply("look").check("blind"); say(str(blind)[:1].upper() + str(blind)[1:])'),
        quiz(B("When may you bid blind nil?", "什么时候可以叫盲零？"),
             B(["Before looking at my cards", "After looking, if my hand is weak", "Only after my partner bids"],
               ["看牌之前", "看过牌、觉得牌弱的时候", "只有对家叫过之后"]),
             X("0 if spades.new_hand(seed=3).check('blind') is None else 1"),
             B(X('"Once you have looked, the rules say: " + str(blind)'), X('"看过牌以后，规则是这么说的：" + str(blind)')),
             feedback={1: B("After looking it is an ordinary nil (0), worth half as much.",
                            "看过牌再叫就是普通的零叫（0），分值只有一半。"),
                       2: B("Anybody may bid it in turn, partner or not, but only before looking.",
                            "轮到谁都可以叫，和对家叫没叫无关，但必须在看牌之前。")}),
        md("""> **House rule · 各地规则**
>
> Here (MSN, the default) **anybody** may bid blind nil before looking. Many club tables allow it only to a
> side that is **far behind**, often by 100 points or more. Below: the same bidder, level at 0 to 0, under
> both rules.""", """> **House rule · 各地规则**
>
> 本教程默认按 MSN 的打法：**谁都可以**在看牌前叫盲零。不少牌室规定只有**落后很多**（常见是落后100分以上）
> 的一方才能叫。下面是同一个叫牌人、比分0比0时，两种规则的结果。"""),
        code(B('strict = spades.new_hand(seed=3, rules=spades.Rules(blind_nil_requires_deficit=100)); '
               'table(["Rule", "May East bid blind nil at 0 to 0?"], [["Default (MSN): anybody", '
               'spades.new_hand(seed=3).check("blind") or "yes"], ["Only a side 100 behind", strict.check("blind") or "yes"]])',
               'strict = spades.new_hand(seed=3, rules=spades.Rules(blind_nil_requires_deficit=100)); '
               'table(["规则", "0比0时东家能叫盲零吗？"], [["默认（MSN）：谁都可以", '
               'spades.new_hand(seed=3).check("blind") or "可以"], ["只有落后100分的一方", strict.check("blind") or "可以"]])')),
        code('ace = trick("W", "HA SA HK HQ"); HTML(trick_svg(ace.plays, winner=ace.winner()))'),
        quiz(B("You hold the ♠A (above, North trumps West's ♥A with it). Is nil a good bid?",
               "你手里有♠A（上图北家用它将吃了西家的♥A）。这手牌叫零合适吗？"),
             B(["Yes", "No"], ["合适", "不合适"]),
             X("1 if ace.winner() == 'N' else 0"),
             B("The ♠A wins any trick it is played to (a sure trick, 铁墩): you cannot avoid taking a trick with it.",
               "♠A出在哪一墩就赢哪一墩，是铁墩：拿着它，你躲不掉这一墩。"),
             feedback={0: B("Sooner or later you must play the ♠A, and then it wins that trick: the nil fails.",
                            "♠A迟早要出，一出就赢这一墩，零叫就失败了。")}),
    ])

# -- 02 -------------------------------------------------------------------------------------------------------
LESSONS["02-playing-tricks"] = (
    B("Playing: follow suit, trumps, breaking spades · 出牌", "出牌：跟牌、将吃、破黑桃 · Playing tricks"),
    B("Follow suit, spades trump, discards never win, and when you may lead a spade; a replay with notes.",
      "必须跟牌，黑桃将吃，垫牌永远不赢，什么时候能出黑桃；再看一副带讲解的完整牌。"),
    [
        md(f"""# Playing: follow suit, trumps, breaking spades · 出牌

The player on the dealer's left leads the first trick (首攻); play goes clockwise. **You must follow
suit**: if you hold a card of the suit led, you must play one. If you have none, play any card: a
spade (to **trump**, 将吃) or any other card (a **discard**, 垫牌) — even on the very first trick.

{RULES_NOTE.en}""", f"""# 出牌：跟牌、将吃、破黑桃 · Playing tricks

发牌者的下家**首攻**，之后按顺时针出牌。**有这门花色就必须跟牌**：首家出了什么花色，你手里有，就得出这门花色。
没有的话出什么都行：出黑桃就是**将吃**，出别的花色就是**垫牌**——第一墩也可以。

{RULES_NOTE.zh}"""),
        code(SETUP),
        code(B('who_wins(trick("N", "C2 D3 HA DK"), "Who wins this trick?")',
               'who_wins(trick("N", "C2 D3 HA DK"), "这一墩谁赢？")')),
        md("""The trick goes to the highest spade; with no spade in it, to the highest card **of the suit led**.
A discard never wins, however high: nobody else played a club, so the little ♣2 wins.""",
           """一墩牌归出黑桃最大的人；没有黑桃，就归**首家那门花色**里最大的牌。
垫牌再大也赢不了：别人都没出梅花，所以小小的♣2赢了这一墩。"""),
        code(B('who_wins(trick("N", "H4 HK S2 HA"), "Who wins this trick?")',
               'who_wins(trick("N", "H4 HK S2 HA"), "这一墩谁赢？")')),
        md("""**Breaking spades.** You may not *lead* a spade until spades are **broken**: a spade has been
played on a trick of another suit. The one exception: a player holding nothing but spades may lead one,
and that breaks spades for everybody after.""",
           """**破黑桃。** 黑桃没“破”之前，不能**首出**黑桃。所谓破了，就是有人在别的花色的墩里垫过（将吃过）黑桃。
唯一的例外：手里只剩黑桃的人可以首出黑桃，从此黑桃就算破了，以后谁都可以出。"""),
        code('pos = spades.position({"N": "SA S5 H3", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, '
             'leader="N"); HandViewer({"N": pos.sorted_hand("N")}, me="N")'),
        quiz(B("Spades are not broken. North holds ♠A ♠5 ♥3 and leads. Which card may North lead?",
               "黑桃还没破。北家手里是♠A ♠5 ♥3，轮到北家首出。北家能出哪张？"),
             ["♠A", "♠5", "♥3", B("any of them", "都可以")],
             X("next(iter(pos.legal_actions())).symbol"),
             B(X('"The rules refuse ♠A: " + str(pos.check(Card.parse("SA"))) + "."'),
               X('"规则不许出♠A：" + str(pos.check(Card.parse("SA"))) + "。"')),
             feedback={"♠A": B("Not yet: spades are not broken, and North still holds a heart.",
                               "还不行：黑桃没破，北家手里还有红桃。"),
                       "♠5": B("A small spade is still a spade: it may not be led before spades are broken.",
                               "小黑桃也是黑桃，黑桃没破之前一样不能首出。"),
                       B("any of them", "都可以"): B("Spades are not broken, and North still holds a heart.",
                                                  "黑桃没破，而北家手里还有红桃。")}),
        code('only = spades.position({"N": "S9 S6 S2", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, '
             'leader="N"); HandViewer({"N": only.sorted_hand("N")}, me="N")'),
        quiz(B("Spades are not broken and North holds only ♠9 ♠6 ♠2. May North lead the ♠2?",
               "黑桃还没破，北家手里只有♠9 ♠6 ♠2。北家能首出♠2吗？"),
             B(["Yes", "No"], ["能", "不能"]),
             X("0 if Card.parse('S2') in only.legal_actions() else 1"),
             B(X('"A player with nothing but spades may lead one (here: " + " ".join(c.symbol for c in '
                 'only.legal_actions()) + "); that also breaks spades for later leaders."'),
               X('"手里只剩黑桃就可以首出黑桃（这里能出：" + " ".join(c.symbol for c in only.legal_actions()) '
                 '+ "），黑桃也从此破了。"')),
             feedback={1: B("North has no other suit to lead, so a spade is allowed.",
                            "北家没有别的花色可出，所以可以出黑桃。")}),
        md("""> **House rule · 各地规则**
>
> Here (MSN, the default) the player on the **dealer's left** leads the first trick with any card but a
> spade. Some tables play the other way: whoever holds the **♣2** must lead it. The same deal (West dealt)
> under both rules:""", """> **House rule · 各地规则**
>
> 本教程默认按 MSN 的打法：**发牌者的下家**首攻，黑桃以外什么牌都可以出。有的牌桌另有规定：谁拿着**♣2**，
> 谁就得首攻♣2。同一副牌（西家发牌）在两种规则下："""),
        code(B('deal = spades.new_hand(seed=26, dealer="W", looked="NESW"); '
               'club = spades.new_hand(seed=26, rules=spades.Rules(first_lead="club_two"), dealer="W", looked="NESW")\n'
               'for bid in (1, 2, 3, 4):\n    deal, club = deal.apply(bid), club.apply(bid)\n'
               'table(["Rule", "Who leads first", "Cards allowed"], [["Default (MSN): dealer\'s left", '
               'SEAT_NAME[deal.current_seat], " ".join(c.symbol for c in deal.legal_actions())], '
               '["Holder of ♣2 leads it", SEAT_NAME[club.current_seat], " ".join(c.symbol for c in club.legal_actions())]])',
               'deal = spades.new_hand(seed=26, dealer="W", looked="NESW"); '
               'club = spades.new_hand(seed=26, rules=spades.Rules(first_lead="club_two"), dealer="W", looked="NESW")\n'
               'for bid in (1, 2, 3, 4):\n    deal, club = deal.apply(bid), club.apply(bid)\n'
               'table(["规则", "谁首攻", "能出的牌"], [["默认（MSN）：发牌者的下家", '
               'SEAT_NAME[deal.current_seat], " ".join(c.symbol for c in deal.legal_actions())], '
               '["拿♣2的人首攻♣2", SEAT_NAME[club.current_seat], " ".join(c.symbol for c in club.legal_actions())]])')),
        md("""**Watch a whole hand.** Press ▶ to step through it (or drag the slider). Each step says what
happened and why; the notes point at the moments that matter.""",
           """**看一副完整的牌。** 按 ▶ 一步一步往下看（也可以拖动滑块）。每一步都说明发生了什么、为什么；
讲解会指出关键的地方。"""),
        code('TrickReplay("../../data/spades/02-a-hand.json")'),
    ])

# -- 03 -------------------------------------------------------------------------------------------------------
LESSONS["03-scoring-contracts-and-bags"] = (
    B("Scoring: contracts and bags · 计分：定约与袋子", "计分：定约与袋子 · Scoring: contracts and bags"),
    B("Contract made or set, bags and the bag-out, worked examples, and a score calculator.",
      "定约完成还是宕了、袋子和破袋、算分实例，还有一个计分器。"),
    [
        md(f"""# Scoring: contracts and bags · 计分：定约与袋子

* **Made** (定约完成): the partners took at least their contract: **+10 × contract**.
* Every trick over the contract is a **bag** (袋子): **+1 point** each.
* **Set** (宕): fewer tricks than the contract: **−10 × contract**, however many tricks short.

{RULES_NOTE.en}""", f"""# 计分：定约与袋子 · Scoring: contracts and bags

* **定约完成**：两家合起来拿到的墩数不少于定约：得 **10 × 定约** 分。
* 比定约多拿的每一墩叫一个**袋子**：每个 **+1分**。
* **宕了**：墩数不够：扣 **10 × 定约** 分，差几墩都一样。

{RULES_NOTE.zh}"""),
        code(SETUP),
        md("""North bid 3 and took 2, South bid 4 and took 6: together 8 tricks for a contract of 7.
East bid 3 and took 4, West bid 3 and took 1: 5 tricks for 6.""",
           """北家叫3拿2，南家叫4拿6：定约7墩，两人一共拿了8墩。
东家叫3拿4，西家叫3拿1：定约6墩，只拿了5墩。"""),
        code(B('ScoreSheetView({"North–South bid 7, took 8": sheet({"N": 3, "S": 4}, {"N": 2, "S": 6}), '
               '"East–West bid 6, took 5": sheet({"E": 3, "W": 3}, {"E": 4, "W": 1}, team="EW")})',
               'ScoreSheetView({"南北家叫7墩，拿了8墩": sheet({"N": 3, "S": 4}, {"N": 2, "S": 6}), '
               '"东西家叫6墩，拿了5墩": sheet({"E": 3, "W": 3}, {"E": 4, "W": 1}, team="EW")})')),
        md("""**One trick short.** North–South bid 3 + 4 = 7. Compare taking 7, 6, none at all, and 9:""",
           """**只差一墩。** 南北家叫了3 + 4 = 7墩。比较一下拿7墩、6墩、一墩没拿和拿9墩："""),
        code(B('took = {n: sheet({"N": 3, "S": 4}, {"N": min(n, 3), "S": n - min(n, 3)}) for n in (7, 6, 0, 9)}; '
               'ScoreSheetView({f"bid 7, took {n}": s for n, s in took.items()})',
               'took = {n: sheet({"N": 3, "S": 4}, {"N": min(n, 3), "S": n - min(n, 3)}) for n in (7, 6, 0, 9)}; '
               'ScoreSheetView({f"叫7墩，拿了{n}墩": s for n, s in took.items()})')),
        code(B('say(f"Taking 7 scores {pts(took[7].total)} and taking 6 scores {pts(took[6].total)}: one trick makes '
               'a difference of **{took[7].total - took[6].total} points**. Taking none is also just '
               '{pts(took[0].total)}, and taking 9 gives {pts(took[9].total)}.")',
               'say(f"拿7墩得{pts(took[7].total)}分，拿6墩是{pts(took[6].total)}分：差一墩，分数差了**{took[7].total - '
               'took[6].total}分**。一墩没拿也只是{pts(took[0].total)}分，拿9墩则是{pts(took[9].total)}分。")')),
        md("**Scores add up from hand to hand.** A team starts with 120, then bids 7 and takes 8, then bids 5 "
           "and takes 4:", "**分数一副一副往上累加。** 一队原有120分，先叫7拿8，再叫5拿4："),
        code(B('first = spades.score_hand({"N": 3, "S": 4}, {"N": 2, "S": 6}, before={"NS": (120, 0)})["NS"]; '
               'second = spades.score_hand({"N": 3, "S": 2}, {"N": 2, "S": 2}, before={"NS": first})["NS"]; '
               'table(["", "This hand", "Total after it"], [["Before", "", 120], ["Hand 1", pts(first.points), '
               'first.total], ["Hand 2", pts(second.points), second.total]])',
               'first = spades.score_hand({"N": 3, "S": 4}, {"N": 2, "S": 6}, before={"NS": (120, 0)})["NS"]; '
               'second = spades.score_hand({"N": 3, "S": 2}, {"N": 2, "S": 2}, before={"NS": first})["NS"]; '
               'table(["", "本副得分", "累计总分"], [["开始时", "", 120], ["第1副", pts(first.points), '
               'first.total], ["第2副", pts(second.points), second.total]])')),
        md("""**Bags pile up** (袋子累计) from hand to hand. Every other part of the score is a multiple of 10, so
the **last digit of a score is the bag count**.""", """**袋子一副一副累计。** 除了袋分，其他分数都是10的倍数，所以
**总分的个位数就是袋子数**。"""),
        code(B('table(["Score", "Bags"], [[s, spades.scoring.before_of({"NS": s}, "NS")[1]] for s in (276, -58)])',
               'table(["总分", "袋子"], [[s, spades.scoring.before_of({"NS": s}, "NS")[1]] for s in (276, -58)])')),
        md("""**Bag-out** (破袋): when a team's bags reach 10, it loses 10 bags **and 100 points**; it keeps the
bag points of that hand. Here the team had 319 points and 9 bags, bid 7 and took 9.""",
           """**破袋**：一队的袋子攒到10个，就减去10个袋子，**再罚100分**；这副牌的袋分照样得。
下面这一队原有319分、9个袋子，叫7拿了9。"""),
        code(B('s10 = spades.score_hand({"N": 3, "S": 4}, {"N": 4, "S": 5}, before={"NS": (319, 9)})["NS"]; '
               'ScoreSheetView({f"319 → {s10.total}, {s10.bags} bag left": s10.sheet})',
               's10 = spades.score_hand({"N": 3, "S": 4}, {"N": 4, "S": 5}, before={"NS": (319, 9)})["NS"]; '
               'ScoreSheetView({f"319 → {s10.total}，剩{s10.bags}个袋子": s10.sheet})')),
        md("If the bags reach 20 in one hand the team bags out twice. Here: 309 points and 9 bags, bid 1 + 1, "
           "took 13:", "如果一副牌里袋子攒到20个，就要破两次袋。这一队原有309分、9个袋子，叫1 + 1，拿了13墩："),
        code('s14 = spades.score_hand({"N": 1, "S": 1}, {"N": 7, "S": 6}, before={"NS": (309, 9)})["NS"]; '
             'ScoreSheetView({f"309 → {s14.total}": s14.sheet})'),
        md("""> **House rule · 各地规则**
>
> Here (MSN, the default) a bag-out costs 100 points and the team **keeps** that hand's bag points. Some
> tables also **take back** 10 points for the ten bags. The 319-point hand above under both rules:""",
           """> **House rule · 各地规则**
>
> 本教程默认按 MSN 的打法：破袋罚100分，这副牌的袋分**照样得**。有的牌桌还要把那10个袋子的10分
> **收回**。上面319分的那一副，在两种规则下："""),
        code(B('ScoreSheetView({"Default (MSN)": s10.sheet, "Bag points taken back": sheet({"N": 3, "S": 4}, '
               '{"N": 4, "S": 5}, before={"NS": (319, 9)}, rules=spades.Rules(bagout_cancels_bag_points=True))})',
               'ScoreSheetView({"默认（MSN）": s10.sheet, "收回袋分": sheet({"N": 3, "S": 4}, '
               '{"N": 4, "S": 5}, before={"NS": (319, 9)}, rules=spades.Rules(bagout_cancels_bag_points=True))})')),
        md("""**Try it** (teachers: type any hand). Choose the four bids, the tricks each player took, and the
scores before the hand; the sheets show every line of the arithmetic.""",
           """**动手试试**（老师可以输入任何一副牌）。选好四家的叫牌、各自拿的墩数和这副牌之前的分数，
计分表会把每一步算给你看。"""),
        code("ScoreCalculator()"),
        code('set7 = sheet({"N": 3, "S": 4}, {"N": 3, "S": 3})'),
        quiz(B("North–South bid 7 and took 6. Their score for the hand?", "南北家叫7墩，拿了6墩。这副牌得几分？"),
             ["−10", "−60", "−70", "+60"], X("pts(set7.total)"), X("set7.lines[0].reason"),
             feedback={"−10": B("A set costs the whole contract, not just the missing trick.",
                                "宕了要扣整个定约的分，不是只扣差的那一墩。"),
                       "−60": B("The penalty counts the tricks bid (7), not the tricks taken.",
                                "罚分按叫的墩数（7）算，不按拿到的墩数算。"),
                       "+60": B("They did not make 7, so nothing is won.", "他们没拿够7墩，一分也得不到。")}),
        quiz(B("A team has 319 points and 9 bags. It bids 7 and takes 9. Its new total?",
               "一队原有319分、9个袋子，这副叫7拿了9。新的总分是多少？"),
             ["391", "389", "291", "191"], X("str(s10.total)"),
             B(X('f"This hand: {pts(s10.points)} (contract, bags and the bag-out), so {s10.total} points with '
                 '{s10.bags} bag left."'),
               X('f"这副牌一共{pts(s10.points)}分（定约分、袋分、破袋罚分），所以总分{s10.total}，剩{s10.bags}个袋子。"')),
             feedback={"391": B("That forgets the bag-out: the bags went from 9 past 10, so 100 comes off.",
                                "忘了破袋：袋子从9个涨过了10个，要罚100分。"),
                       "389": B("That leaves out the 2 bag points and the bag-out.", "漏了2分袋分，也漏了破袋罚分。"),
                       "191": B("Only one bag-out: 11 bags passes 10 once.", "只破一次袋：11个袋子只过了一次10。")}),
        quiz(B("A team's score is −58. How many bags does it have?", "一队的总分是−58，它有几个袋子？"),
             ["8", "2", "5"], X("str(spades.scoring.before_of({'NS': -58}, 'NS')[1])"),
             B("−58 = −6 × 10 + 2: the bag count is 2.", "−58 = −6 × 10 + 2：袋子数是2。"),
             feedback={"8": B("Below zero, count up from −60: −58 = −6 × 10 + 2.", "负分要从−60往上数：−58 = −6 × 10 + 2。"),
                       "5": B("The bags are in the last digit, counted up from the ten below: −60 + 2.",
                              "袋子数看个位，从下面的整十往上数：−60 + 2。")}),
    ])

# -- 04 -------------------------------------------------------------------------------------------------------
LESSONS["04-nil-and-blind-nil"] = (
    B("Nil and blind nil · 零叫牌与盲零", "零叫与盲零 · Nil and blind nil"),
    B("Nil ±100, blind nil ±200, scored apart from the partner; worked examples, and the Windows 7 house rule.",
      "零叫±100，盲零±200，和对家分开算；算分实例，以及 Windows 7 的不同算法。"),
    [
        md(f"""# Nil and blind nil · 零叫牌与盲零

A nil bidder is scored **alone**: **+100** for taking no trick, **−100** for taking any (blind nil: ±200).
The partner's bid is the team's whole contract. Every trick a nil bidder takes is a **bag** (+1) and
does **not** help the partner's contract.

{RULES_NOTE.en}""", f"""# 零叫与盲零 · Nil and blind nil

零叫的人**单独算分**：一墩不拿**加100分**，拿了任何一墩**扣100分**（盲零是±200）。
这时对家叫的就是这一方的全部定约。零叫的人拿到的每一墩都算**袋子**（+1分），**不能**帮对家凑定约。

{RULES_NOTE.zh}"""),
        code(SETUP),
        md("North bid 5 and took 4; South bid nil and took none. North's contract fails, South's nil is made.",
           "北家叫5拿了4；南家零叫，一墩没拿。北家的定约宕了，南家的零叫成功。"),
        code(B('ScoreSheetView({"North bid 5 and took 4; South\'s nil made": sheet({"N": 5, "S": "nil"}, {"N": 4, "S": 0})})',
               'ScoreSheetView({"北家叫5拿4；南家零叫成功": sheet({"N": 5, "S": "nil"}, {"N": 4, "S": 0})})')),
        md("North bid 4 and took 3; South bid nil and took 1. South's trick cannot rescue North:",
           "北家叫4拿了3；南家零叫却拿了1墩。南家这一墩救不了北家："),
        code('msn = sheet({"N": 4, "S": "nil"}, {"N": 3, "S": 1}); '
             'w7 = sheet({"N": 4, "S": "nil"}, {"N": 3, "S": 1}, rules=spades.Rules.preset("windows7")); ScoreSheetView(msn)'),
        code(B('say(" ".join(f"{pts(line.points)} ({line.label})" for line in msn.lines) + f" = **{pts(msn.total)}**.")',
               'say("，".join(f"{line.label}{pts(line.points)}" for line in msn.lines) + f"，合计**{pts(msn.total)}**。")')),
        md("""> **House rule · 各地规则**
>
> Here (MSN, the default) a nil bidder's tricks never count for the partner. In Windows 7 Spades they do:
> North's 3 + South's 1 make North's 4, and only the failed nil costs. The same hand under both rules:""",
           """> **House rule · 各地规则**
>
> 本教程默认按 MSN 的打法：零叫的人拿到的墩永远不算给对家。Windows 7 的黑桃王却算：北家的3墩加上南家的1墩，
> 凑够了北家的4墩，只扣零叫失败的分。同一副牌在两种规则下："""),
        code(B('ScoreSheetView({"Default (MSN)": msn, "Windows 7": w7})', 'ScoreSheetView({"默认（MSN）": msn, "Windows 7": w7})')),
        md("""East bid 11 and took 12, West bid nil and took 1. North and South each bid 1 and took
nothing — or one of them bid nil instead.""", """东家叫11拿了12，西家零叫却拿了1墩。南北家各叫1，都一墩没拿——
或者其中一家改叫零。"""),
        code(B('s5 = spades.score_hand({"E": 11, "W": "nil", "N": 1, "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
               's6 = spades.score_hand({"E": 11, "W": "nil", "N": "nil", "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
               'ScoreSheetView({"East bid 11 and took 12; West\'s nil failed": s5["EW"].sheet, '
               '"North and South bid 1 each and took nothing": s5["NS"].sheet, '
               '"North\'s nil made; South bid 1 and took nothing": s6["NS"].sheet})',
               's5 = spades.score_hand({"E": 11, "W": "nil", "N": 1, "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
               's6 = spades.score_hand({"E": 11, "W": "nil", "N": "nil", "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
               'ScoreSheetView({"东家叫11拿12；西家零叫失败": s5["EW"].sheet, '
               '"南北家各叫1，一墩没拿": s5["NS"].sheet, '
               '"北家零叫成功；南家叫1，一墩没拿": s6["NS"].sheet})')),
        md("North bid 10 and took 11; South, trusting North's big hand, bid **blind nil** and took nothing.",
           "北家叫10拿了11；南家听到北家牌很大，不看牌叫了**盲零**，结果一墩没拿。"),
        code(B('big = sheet({"N": 10, "S": "blind"}, {"N": 11, "S": 0}); ScoreSheetView({"North bid 10 and took 11; South\'s blind nil made": big})',
               'big = sheet({"N": 10, "S": "blind"}, {"N": 11, "S": 0}); ScoreSheetView({"北家叫10拿11；南家盲零成功": big})')),
        md("""North–South had 439 points and 9 bags. North bid 4, South bid nil.
In the first hand North took 5 and South 1; in the second North took 3 and South 3. Bags from both players count,
and both hands end in a bag-out.""", """南北家原有439分、9个袋子。北家叫4，南家零叫。
第一种情况北家拿5、南家拿1；第二种情况北家拿3、南家拿3。两家多拿的墩都算袋子，两种情况都破了袋。"""),
        code(B('s11 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})["NS"]; '
               's12 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 3, "S": 3}, before={"NS": (439, 9)})["NS"]; '
               'ScoreSheetView({f"North took 5, South 1 (nil failed): 439 → {s11.total}": s11.sheet, '
               'f"North took 3 (set), South 3 (nil failed): 439 → {s12.total}": s12.sheet})',
               's11 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})["NS"]; '
               's12 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 3, "S": 3}, before={"NS": (439, 9)})["NS"]; '
               'ScoreSheetView({f"北家拿5、南家拿1（零叫失败）：439 → {s11.total}": s11.sheet, '
               'f"北家拿3（宕了）、南家拿3（零叫失败）：439 → {s12.total}": s12.sheet})')),
        md("""**Try it** (teachers: set up any nil hand, then *copy link* to share exactly this example).
Here North bid 4 and took 3, South bid nil and took 1: change South's tricks to 0 and watch the sheet.""",
           """**动手试试**（老师可以摆出任何一副零叫的牌，再点“复制链接”分享这个例子）。
这里北家叫4拿3，南家零叫拿了1：把南家的墩数改成0，看计分表怎么变。"""),
        code('ScoreCalculator(bids={"N": 4, "E": 3, "S": "nil", "W": 3}, tricks={"N": 3, "E": 5, "S": 1, "W": 4})'),
        quiz(B("North bid 4 and took 3; South bid nil and took 1 (MSN, the default). North–South's score?",
               "北家叫4拿3；南家零叫拿了1（默认的 MSN 算法）。南北家这副得几分？"),
             ["−139", "−60", "−40", "+61"], X("pts(msn.total)"),
             B(X('"; ".join(f"{pts(line.points)} {line.label}" for line in msn.lines) + "."'),
               X('"；".join(f"{line.label}{pts(line.points)}" for line in msn.lines) + "。"')),
             feedback={"−60": B("That is the Windows 7 figure, where South's trick helps North.",
                                "这是 Windows 7 的算法：南家那一墩算给了北家。"),
                       "−40": B("The failed nil costs 100 as well, on top of North's set contract.",
                                "除了北家宕掉的分，零叫失败还要再扣100。"),
                       "+61": B("South took a trick, so the nil failed: it costs 100, it does not earn it.",
                                "南家拿了一墩，零叫就失败了：是扣100，不是加100。")}),
        quiz(B("North bid 10 and took 11; South bid blind nil and took none. North–South's score?",
               "北家叫10拿11；南家盲零一墩没拿。南北家这副得几分？"),
             ["+201", "+301", "+111", "+300"], X("pts(big.total)"),
             B(X('" ".join(f"{pts(line.points)} ({line.label})" for line in big.lines) + "."'),
               X('"，".join(f"{line.label}{pts(line.points)}" for line in big.lines) + "。"')),
             feedback={"+201": B("A blind nil is worth 200 on its own; North's contract adds 100 more.",
                                 "盲零单独就值200，北家的定约还要再加100。"),
                       "+111": B("Blind nil is worth 200, not 10.", "盲零值200分，不是10分。"),
                       "+300": B("North took one trick over the contract: that is a bag, +1.",
                                 "北家比定约多拿了一墩，是一个袋子，+1分。")}),
        quiz(B("Under the Windows 7 rule, North 4 took 3 with South nil took 1 gives a different score. Why?",
               "按 Windows 7 的算法，北家叫4拿3、南家零叫拿1，得分不一样。为什么？"),
             B(["South's trick counts toward North's bid", "A failed nil costs only 20", "Bags are ignored"],
               ["南家那一墩算给了北家的定约", "零叫失败只扣20分", "袋子不算分"]),
             X("0 if w7.lines[0].points > 0 else 1"),
             B(X('f"North\'s contract is made ({pts(w7.lines[0].points)}); the failed nil still costs: {pts(w7.total)} in all."'),
               X('f"北家的定约算完成（{pts(w7.lines[0].points)}），零叫失败照样扣分：合计{pts(w7.total)}。"')),
             feedback={1: B("The failed nil costs the full 100 under both rules.", "两种算法下零叫失败都扣足100分。"),
                       2: B("Bags count under both rules; what changes is whose contract South's trick helps.",
                            "两种算法都算袋子；不同的是南家那一墩算不算给北家。")}),
    ])

# -- 05 -------------------------------------------------------------------------------------------------------
LESSONS["05-bag-out-and-winning"] = (
    B("Bag-out and winning the game · 破袋与胜负", "破袋与胜负 · Bag-out and winning the game"),
    B("A running score table over a game between bots, bag-outs, the 500 / −200 end rule and the tie rule.",
      "一整局机器人对局的记分表、破袋、500 / −200 的终局规则和平分的处理。"),
    [
        md(f"""# Bag-out and winning the game · 破袋与胜负

A game is many hands. After each hand: **if a team has 500 or more, or −200 or less, the game ends and
the higher score wins.** If the scores are **tied**, play another hand; keep playing until one team is
outside 500 / −200 and the scores differ. The deal passes clockwise every hand.

{RULES_NOTE.en}""", f"""# 破袋与胜负 · Bag-out and winning the game

一整局由很多副牌组成。每副打完看一看：**只要有一队到了500分以上或跌到−200分以下，整局结束，分高的一方赢**。
如果双方**平分**，就再打一副，直到有一队出了500 / −200的范围、而且比分不同为止。每副牌按顺时针轮流发牌。

{RULES_NOTE.zh}"""),
        code(SETUP),
        md("""Here is a whole game between four practice bots. Each row is a hand; the number in brackets is
the team's bags (the last digit of its score).""", """下面是四个练习机器人打的一整局。每行是一副牌；括号里是这一队的袋子数
（也就是总分的个位数）。"""),
        code("match = spades.play_match(seed=26); match"),
        md("""Find the hands where a team's bags went past 9: the bag-out (破袋) cost them 100 points.
Here is the first of them:""", """找一找哪几副牌里有一队的袋子超过了9个：破袋罚了他们100分。下面是第一次破袋的那一副："""),
        code(B('k, hand = next((k, h) for k, h in enumerate(match.hands, 1) '
               'if any(r.bagouts for r in h.result().values())); '
               'ScoreSheetView({f"hand {k} · {spades.TEAM_NAME[t]}": s for t, s in spades.GAME.score_sheets(hand).items()})',
               'k, hand = next((k, h) for k, h in enumerate(match.hands, 1) '
               'if any(r.bagouts for r in h.result().values())); '
               'ScoreSheetView({f"第{k}副 · {spades.TEAM_NAME[t]}": s for t, s in spades.GAME.score_sheets(hand).items()})')),
        md("**When does the game end?** Four positions after a hand, and what the rules say about each:",
           "**整局什么时候结束？** 下面是一副牌打完后的四种比分，以及规则怎么判："),
        code(B('ends = [{"NS": 510, "EW": 480}, {"NS": 520, "EW": 520}, {"NS": -200, "EW": 150}, {"NS": 499, "EW": -199}]\n'
               'table(["North–South", "East–West", "What happens"], [[e["NS"], e["EW"], spades.game_over(e).reason '
               'if spades.game_over(e) else "play on: " + spades.play_on(e)] for e in ends])',
               'ends = [{"NS": 510, "EW": 480}, {"NS": 520, "EW": 520}, {"NS": -200, "EW": 150}, {"NS": 499, "EW": -199}]\n'
               'table(["南北家", "东西家", "结果"], [[e["NS"], e["EW"], spades.game_over(e).reason '
               'if spades.game_over(e) else "继续打：" + spades.play_on(e)] for e in ends])')),
        md("""> **House rule · 各地规则**
>
> Here (MSN, the default) the game ends at **500** or **−200**. Many home tables play a shorter game, to
> **300**. The same score under both rules:""", """> **House rule · 各地规则**
>
> 本教程默认按 MSN 的打法：到 **500** 分或跌到 **−200** 分结束。不少家庭牌局打短一点，到 **300** 分就结束。
> 同样的比分，两种规则的结果："""),
        code(B('short = spades.Rules(win_at=300); score = {"NS": 320, "EW": 150}\n'
               'table(["Rule", "North–South 320, East–West 150"], [["Default (MSN): 500 / −200", '
               'spades.play_on(score) or spades.game_over(score).reason], ["Game to 300", '
               'spades.game_over(score, short).reason if spades.game_over(score, short) else spades.play_on(score, short)]])',
               'short = spades.Rules(win_at=300); score = {"NS": 320, "EW": 150}\n'
               'table(["规则", "南北家320，东西家150"], [["默认（MSN）：500 / −200", '
               'spades.play_on(score) or spades.game_over(score).reason], ["打到300分", '
               'spades.game_over(score, short).reason if spades.game_over(score, short) else spades.play_on(score, short)]])')),
        code('outcome = lambda e: {None: 1, "NS": 0, "EW": 2}[spades.game_over(e)]'),
        quiz(B("After a hand North–South have 510 and East–West 480. What happens?",
               "一副打完，南北家510分，东西家480分。结果怎样？"),
             B(["North–South win", "Play another hand", "East–West win"], ["南北家赢", "再打一副", "东西家赢"]),
             X('outcome({"NS": 510, "EW": 480})'), X('spades.game_over({"NS": 510, "EW": 480}).reason'),
             feedback={1: B("A team has reached 500 and the scores differ: the game is over.",
                            "已经有一队到了500分，比分又不同，整局结束。"),
                       2: B("The higher score wins, and that is North–South's 510.", "分高的赢，南北家的510分更高。")}),
        quiz(B("After a hand both teams have 520. What happens?", "一副打完，两队都是520分。结果怎样？"),
             B(["North–South win", "Play another hand", "East–West win"], ["南北家赢", "再打一副", "东西家赢"]),
             X('outcome({"NS": 520, "EW": 520})'), X('spades.play_on({"NS": 520, "EW": 520})'),
             feedback={0: B("Neither side is ahead: a tie never ends the game.", "谁也没领先：平分永远不结束整局。"),
                       2: B("Neither side is ahead: a tie never ends the game.", "谁也没领先：平分永远不结束整局。")}),
        quiz(B("North–South fall to −200 while East–West have 150. What happens?",
               "南北家跌到−200分，东西家150分。结果怎样？"),
             B(["North–South win", "Play another hand", "East–West win"], ["南北家赢", "再打一副", "东西家赢"]),
             X('outcome({"NS": -200, "EW": 150})'), X('spades.game_over({"NS": -200, "EW": 150}).reason'),
             feedback={0: B("North–South have the lower score: they lose.", "南北家分低，是输的一方。"),
                       1: B("−200 or less ends the game at once.", "跌到−200分或以下，整局立刻结束。")}),
    ])

# -- 06 -------------------------------------------------------------------------------------------------------
LESSONS["06-play-a-hand"] = (
    B("Play a hand · 实战一局", "实战一局 · Play a hand"),
    B("You are South against three bots: look, bid, play by clicking cards; illegal cards are refused.",
      "你坐南家，和三个机器人打一副：看牌、叫牌、点牌出牌；不合规则的牌会被拒绝。"),
    [
        md(f"""# Play a hand · 实战一局

You are **South**. Your partner North and the opponents East and West are practice bots.
First **look at your cards** (or bid blind nil, if you dare), then **bid**, then **click a card** to play it.
A card the rules do not allow is refused, with the reason, and nothing changes.
**↶ Undo** takes back your last card (and the bots' replies). **New deal** gives you a fresh hand.

{RULES_NOTE.en}""", f"""# 实战一局 · Play a hand

你坐**南家**。对家北家和对手东家、西家都是练习机器人。
先**看牌**（胆子大的话也可以叫盲零），再**叫牌**，然后**点一张牌**出牌。
不合规则的牌会被拒绝，并告诉你原因，牌局不变。
**↶ 悔牌**收回你上一张牌（连同机器人的应牌）。**重新发牌**换一手新牌。

{RULES_NOTE.zh}"""),
        code(SETUP),
        code('PlayAlong("spades", seat="S", seed=1)'),
        md("Two questions to think about while you play.", "边打边想两个问题。"),
        code('lead = spades.position({"N": "C2 C3 C4 C5", "E": "C6 C7 C8 C9", "S": "SK S4 H9 D3", '
             '"W": "C10 CJ CQ CK"}, leader="S"); HandViewer({"S": lead.sorted_hand("S")})'),
        quiz(B("Spades are not broken. You hold ♠K ♠4 ♥9 ♦3 and it is your lead. Which may you lead?",
               "黑桃还没破。你手里是♠K ♠4 ♥9 ♦3，轮到你首出。能出哪些牌？"),
             B(["♠K", "♥9 or ♦3", "any card"], ["♠K", "♥9或♦3", "哪张都行"]),
             X("1 if {c.suit for c in lead.legal_actions()} == {'H', 'D'} else 0"),
             B(X('str(lead.check(Card.parse("SK")))[:1].upper() + str(lead.check(Card.parse("SK")))[1:] + "."'),
               X('str(lead.check(Card.parse("SK"))) + "。"')),
             feedback={0: B("The ♠K is a spade, and spades are not broken while you hold other suits.",
                            "♠K是黑桃：你还有别的花色，黑桃又没破，不能首出。"),
                       2: B("Not while spades are unbroken and you hold other suits.", "黑桃没破、你又有别的花色时不行。")}),
        code('duck = trick("W", "HA H5 HK H6"); HTML(trick_svg(duck.plays, winner=duck.winner()))'),
        quiz(B("You bid nil. West leads ♥A and you hold ♥K and ♥3. Which heart should you play?",
               "你叫了零。西家首出♥A，你手里有♥K和♥3。该出哪张红桃？"),
             ["♥K", "♥3"], X("'♥K' if duck.winner() == 'W' else '♥3'"),
             B("Under the ace your ♥K cannot win, so get rid of it now: later it could win a trick and break your "
               "nil. The practice bots play a nil this way.",
               "压在A下面，你的♥K赢不了，正好趁现在把它扔掉；留到后面，它可能赢一墩，零叫就失败了。"
               "练习机器人叫零时也是这么打的。"),
             feedback={"♥3": B("The ♥3 is safe now, but the ♥K stays behind and may win a trick later.",
                               "现在出♥3是安全，可♥K留在手里，以后可能赢一墩。")}),
        md(f"""## Play a whole game · 打一整局

One hand is only a sample: a game of Spades goes on, hand after hand, until a team reaches {_R.win_at} or falls to
{_LOSE}. Below, play a whole game at the same table. After each hand the score table gains a row (bids, tricks,
points, totals and bags, and why), and **Next hand** deals the next one. The coach helps on every hand:
**Show legal cards**, **Hint**, and after the hand **Review my play** — click a costly choice to see that moment
in the replay of the hand, with the better choice and the reason beside it.""",
           f"""## 打一整局 · Play a whole game

一副牌只是个样子：黑桃王一副接一副地打，直到一队到{_R.win_at}分或跌到{_LOSE}分为止。下面在同一张牌桌上打一整局。
每打完一副，记分表多一行（叫牌、墩数、得分、累计分和袋子，还有原因），按**下一副**接着发牌。每一副都有教练帮忙：
**显示能出的牌**、**提示**，打完后按**复盘我的打法**——点一步丢分的选择，就在这副牌的回放里看到那一刻，旁边写着更好的选择和原因。"""),
        code('from tutor.widgets.match import MatchAlong\nMatchAlong("spades", seat="S", seed=1)'),
    ])

# -- 07 -------------------------------------------------------------------------------------------------------
GLOSSARY_SETUP = """from tutor.render.glossary import glossary_html


def worth(bid, took):
    return spades.score_hand({"N": 1, "S": bid}, {"N": 13 - took, "S": took})["NS"].sheet.lines[1].points


nil_made, nil_failed, blind_made, blind_failed = worth("nil", 0), worth("nil", 1), worth("blind", 0), worth("blind", 1)
"""

#: (English, 中文, cards to draw ("~" face down), English sentence, Chinese sentence); sentences are code
#: (f-strings) so their numbers come from the engine
TERMS = [
    ("Spades", "黑桃王", "SA", '"The game: four players in two teams, spades always trumps."', '"游戏名：四人两队，黑桃永远是将牌。"'),
    ("trump", "将牌", "S2", '"A spade beats any card of another suit, even the ♠2 against an ace."', '"黑桃比别的花色都大，♠2也能吃掉A。"'),
    ("trick", "墩", "H4 HK S2 HA", '"One card from each player; the best card takes all four."', '"每人出一张，最大的牌把四张都收走。"'),
    ("bid", "叫牌", "SA HA DK", '"How many tricks you expect to win, counted from cards like these."', '"你估计能赢几墩，从这样的大牌数起。"'),
    ("contract", "定约", "SA SK", '"The two partners\' bids added together."', '"两个同伴的叫牌加在一起。"'),
    ("sure trick", "铁墩", "SA", '"A card that wins whatever the others play."', '"不管别人出什么都能赢的牌。"'),
    ("nil", "零叫", "H2 D3 C4", 'f"A bid to take no trick at all: {pts(nil_made)} or {pts(nil_failed)}."',
     'f"保证一墩不拿：成功{pts(nil_made)}分，失败{pts(nil_failed)}分。"'),
    ("blind nil", "盲零 / 加倍零", "~SA SK SQ", 'f"Nil bid before looking at your cards: {pts(blind_made)} or {pts(blind_failed)}."',
     'f"不看牌就叫零：成功{pts(blind_made)}分，失败{pts(blind_failed)}分。"'),
    ("bag", "袋子", "D5", '"Each trick over the contract: +1 point now, and it piles up."', '"比定约多拿的每一墩：现在+1分，而且会累积。"'),
    ("bag-out", "破袋", "D2 D3 D4 D5",
     'f"Ten bags piled up: lose them and {spades.scoring.BAG_PENALTY} points."',
     'f"袋子攒到十个：减去十个袋子，再罚{spades.scoring.BAG_PENALTY}分。"'),
    ("set", "宕", "H3 H2", '"Fewer tricks than the contract: the whole contract is lost."', '"墩数不够定约：整个定约的分都要扣。"'),
    ("follow suit", "跟牌", "H9 H3", '"Play the suit that was led if you hold it."', '"首家出的花色你有，就必须跟。"'),
    ("discard", "垫牌", "C3", '"A card of another suit, not a spade: it never wins."', '"出别的花色（不是黑桃）：永远赢不了。"'),
    ("ruff / trump in", "将吃", "S4", '"Play a spade when you cannot follow suit."', '"跟不了牌时出黑桃吃这一墩。"'),
    ("opening lead", "首攻", "D3", '"The first card of the hand, by the player on the dealer\'s left."', '"一副牌的第一张牌，由发牌者的下家出。"'),
    ("breaking spades", "破黑桃", "S6", '"The first spade played on another suit: now spades may be led."',
     '"第一次在别的花色上出黑桃：从此可以首出黑桃。"'),
    ("partner", "对家 / 同伴", "~H5", '"The player opposite you: North with South, East with West."', '"坐在你对面的人：南北一队，东西一队。"'),
]


def glossary(lang: str) -> str:
    """The glossary cell: term, the other language, cards ("~" face down), the sentence in the page's language."""
    rows = "\n".join(f"    ({en!r}, {zh!r}, {cards!r}, {say_en if lang == 'en' else say_zh}),"
                     for en, zh, cards, say_en, say_zh in TERMS)
    return GLOSSARY_SETUP + f"HTML(glossary_html([\n{rows}\n]))"


LESSONS["07-glossary"] = (
    B("Glossary · 黑桃王术语表", "黑桃王术语表 · Glossary"),
    B("The words of Spades in English and Chinese, each with a picture and one sentence.",
      "黑桃王常用术语的中英对照，每个术语配一张图、一句话。"),
    [
        md("""# Glossary · 黑桃王术语表

The words of Spades in English and in Chinese, as Chinese players say them.""",
           """# 黑桃王术语表 · Glossary

黑桃王常用的术语，中文是国内牌友的说法，旁边是英文。"""),
        code(SETUP),
        code(B(glossary("en"), glossary("zh"))),
        quiz(B("One check: how many points does a bag-out (破袋) cost?", "考考你：破袋要罚多少分？"),
             ["10", "50", "100", "200"], X("str(spades.scoring.BAG_PENALTY)"),
             B("Ten bags make a bag-out: the team loses the ten bags and 100 points.",
               "袋子攒到十个就破袋：减去十个袋子，再罚100分。"),
             feedback={"10": B("Ten is the number of bags that makes a bag-out, not the points it costs.",
                               "10是破袋要攒的袋子数，不是罚分。"),
                       "50": B("More: a bag-out costs as much as a failed nil.", "不止：破袋罚的分和零叫失败扣的一样多。"),
                       "200": B("That would be two bag-outs, twenty bags in all.", "那是破两次袋，一共二十个袋子。")}),
        md("Back to the start: [Spades in two minutes](00-spades-in-two-minutes.ipynb).",
           "回到第一课：[黑桃王两分钟入门](00-spades-in-two-minutes.ipynb)。"),
    ])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
