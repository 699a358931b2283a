"""tutor.render: cards, hands, tables, tricks, score sheets and the landing catalog."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tutor.cards import Card, deal, parse_cards, sort_cards
from tutor.games import basics
from tutor.render import card_svg, hand_svg, sheets_html, table_svg, trick_svg
from tutor.render.cards import BLACK, BLUE, GREEN, RED
from tutor.render.landing import GAMES, PAGE_DATA, languages, lesson_catalog, page_config_hook, page_words
from tutor.scoring import ScoreLine, ScoreSheet, signed

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """Every drawing must be well-formed XML."""
    return ET.fromstring(svg)


def pip_fills(svg: str) -> set[str]:
    return set(re.findall(r'<path [^>]*fill="(#[0-9a-f]{6})"', svg))


def test_ten_of_hearts_is_red_with_text_alternative():
    svg = card_svg(Card.parse("H10"))
    root = parse(svg)
    assert root.get("aria-label") == "ten of hearts"
    assert "<title>ten of hearts</title>" in svg
    assert pip_fills(svg) == {RED}
    assert ">10<" in svg  # the corner index


def test_black_suits_and_four_colour_deck():
    assert pip_fills(card_svg(Card.parse("SA"))) == {BLACK}
    assert pip_fills(card_svg(Card.parse("C3"))) == {BLACK}
    assert pip_fills(card_svg(Card.parse("D3"))) == {RED}
    four = {s: pip_fills(card_svg(Card.parse(s + "7"), four_colour=True)) for s in "SHDC"}
    assert four == {"S": {BLACK}, "H": {RED}, "D": {BLUE}, "C": {GREEN}}


def test_jokers_are_clearly_different():
    big, little = card_svg(Card.parse("BJ")), card_svg(Card.parse("LJ"))
    assert "big joker" in big and "大王" in big and RED in big
    assert "little joker" in little and "小王" in little and RED not in little
    assert "JOKER" not in big  # spelled as stacked letters
    assert big.count("<tspan") == little.count("<tspan") == 10  # J O K E R in both corners
    parse(big), parse(little)


def test_face_down_card_hides_the_card():
    svg = card_svg(Card.parse("SA"), face_down=True)
    assert "card face down" in svg and "ace of spades" not in svg and 'data-card' not in svg
    assert "card face down" in card_svg(None)


def test_card_size_and_selected_outline():
    root = parse(card_svg("SA", width=100))
    assert (root.get("width"), root.get("height")) == ("100", "140")
    assert "#b38600" in card_svg("SA", selected=True) and "#b38600" not in card_svg("SA")


def test_card_repr_svg_draws_itself():
    assert Card.parse("SQ")._repr_svg_() == card_svg(Card.parse("SQ"))


def test_thirteen_cards_fit_a_notebook_column():
    hands, _ = deal(1)
    svg = hand_svg(sort_cards(hands["S"]))
    root = parse(svg)
    assert int(root.get("width")) <= 600
    assert svg.count('class="tt-card"') == 13
    assert svg.count("<title>") == 14  # the hand and each card
    names = re.findall(r'aria-label="([^"]+)"', svg)[1:]
    assert names == [c.name for c in sort_cards(hands["S"])]


def test_twenty_five_cards_use_two_rows():
    hands, _ = deal(3, size=25, deck_size=108)
    svg = hand_svg(hands["N"])
    rows = {float(y) for y in re.findall(r'class="tt-card"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\)', svg)}
    assert len(rows) == 2
    assert svg.count('class="tt-card"') == 25
    assert int(parse(svg).get("width")) <= 600


def test_clickable_hand_numbers_cards_and_raises_selected():
    svg = hand_svg(parse_cards("SA SK SQ"), clickable=True, selected=[1])
    assert re.findall(r'data-index="(\d)"', svg) == ["0", "1", "2"]
    ys = re.findall(r'data-index="\d"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\)', svg)
    assert float(ys[1]) < float(ys[0]) == float(ys[2])


def test_no_files_or_fonts_from_the_internet():
    st = basics.new_hand(seed=2)
    for svg in (card_svg("SA"), hand_svg(parse_cards("SA HK")), table_svg(st.view()), card_svg("BJ")):
        assert "@import" not in svg and "url(" not in svg and "href" not in svg
        assert re.findall(r"https?://[^\"' ]+", svg) == ["http://www.w3.org/2000/svg"]


def _label_y(svg: str, seat: str) -> float:
    # each part of the table sits in a <g class="tt-at"> placed by its transform (the wide layout)
    group = re.search(rf'<g class="tt-at[^"]*" transform="translate\([\d.]+ ([\d.]+)\)[^>]*><g class="tt-seat[^"]*" '
                      rf'data-seat="{seat}">', svg)
    assert group, seat
    return float(group.group(1))


def test_table_seats_rotate_with_me():
    view = basics.new_hand(seed=4).view()
    south = table_svg(view)
    assert all(name in south for name in ("North", "East", "South", "West"))
    assert _label_y(south, "S") > _label_y(south, "N")
    north = table_svg(view, me="N")
    assert _label_y(north, "N") > _label_y(north, "S")
    parse(south)


def test_table_face_down_hidden_seats_turn_and_trick():
    st = basics.new_hand(seed=5)
    st = st.apply(next(iter(st.legal_actions())))
    view = st.view()
    svg = table_svg(view, show={"S"})
    assert svg.count('aria-label="card face down"') == 13 + 12 + 13  # East has played a card
    assert svg.count('class="tt-card"') == 52
    hidden = table_svg(view, hide={"S"})
    assert hidden.count('class="tt-card"') == 52 - 13
    led = view.trick[0][1][0]
    assert f'data-card="{led}"' in svg
    turn = re.search(r'class="tt-seat tt-turn" data-seat="(\w)"', svg)
    assert turn and turn.group(1) == st.current_seat
    assert "Trumps: spades" in svg


def test_finished_trick_stays_in_the_centre_with_its_winner():
    st = basics.new_hand(seed=6)
    for _ in range(4):
        st = st.apply(next(iter(st.legal_actions())))
    view = st.view()
    assert not view.trick and view.last_winner
    svg = table_svg(view)
    assert "tt-trick-winner" in svg
    assert svg.count('class="tt-card"') == 48 + 4


_PLACE = re.compile(r'<g class="tt-at([^"]*)" transform="translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(([\d.]+)[^)]*\))?" '
                    r'style="--tt-phone:([^;]*);--tt-present:([^"]*)"><g class="tt-card"')
_CSS_PLACE = re.compile(r"translate\(([-\d.]+)px,([-\d.]+)px\) scale\(([\d.]+),")


def _card_places(svg: str) -> dict[str, list[tuple[float, float, float]]]:
    """Every card's place (x, y, scale) in each layout of a table drawing; a card a layout leaves out is missing."""
    out: dict[str, list[tuple[float, float, float]]] = {"wide": [], "phone": [], "present": []}
    for off, x, y, s, phone, present in _PLACE.findall(svg):
        out["wide"].append((float(x), float(y), float(s or 1)))
        for name, css in (("phone", phone), ("present", present)):
            if f"tt-no-{name}" not in off:
                m = _CSS_PLACE.match(css)
                assert m, css
                out[name].append((float(m.group(1)), float(m.group(2)), float(m.group(3))))
    return out


@pytest.mark.parametrize("game, seed", [("basics", 1), ("wang27", 2)])
def test_table_layouts_phone_and_presentation(game, seed):
    """Each layout keeps every card inside the 760-unit width, with cards large enough for its screen: ≥ 0.72 of
    the card box on a phone (≥ 32 px in a 340 px column) and one size ≥ 0.64 presenting (≥ 90 px tall in the 800 px
    the table gets at 1280×720); the phone and presentation layouts leave face-down hands to their count."""
    from tutor.games import wang27

    st = (basics.new_hand(seed=seed) if game == "basics" else wang27.new_hand(seed=seed))
    view = st.view()
    for show in (None, {"S"}):
        svg = table_svg(view, show=show)
        parse(svg)
        places = _card_places(svg)
        n = sum(len(h) for h in view.hands.values()) + sum(len(g) for _, g in view.extra)
        assert len(places["wide"]) == n
        face_down = sum(len(h) for seat, h in view.hands.items() if show is not None and seat not in show)
        for name, least in (("phone", 0.72), ("present", 0.64)):
            assert len(places[name]) == n - face_down, name
            assert min(s for _, _, s in places[name]) >= least, name
            assert all(0 <= x and x + 100 * s <= 760 for x, _, s in places[name]), name
        assert len({s for _, _, s in places["present"]}) == 1  # one card size on the projector
        heights = dict(re.findall(r"--tt-ar-(phone|present):760/(\d+)", svg))
        box = float(re.search(r'viewBox="0 0 760 ([\d.]+)"', svg).group(1))
        for name in ("phone", "present"):  # every card inside its layout's box, which is no shorter than the viewBox
            assert all(y + 140 * s <= float(heights[name]) + 1 for _, y, s in places[name]), name
            assert float(heights[name]) >= box


def test_trick_svg_marks_the_winner():
    svg = trick_svg([("N", Card.parse("SA")), ("E", Card.parse("S2"))], winner="N")
    assert '<text x="' in svg and 'font-weight="700" fill="#222">North' in svg
    assert "ace of spades" in svg and "two of spades" in svg
    parse(svg)


def test_score_sheets_add_up():
    sheet = ScoreSheet([ScoreLine("contract", 40, "4 × 10"), ScoreLine("bags", 2, "2 overtricks"),
                        ScoreLine("penalty", -100, "bag limit")], title="NS")
    out = sheets_html({"North-South": sheet, "East-West": ScoreSheet([])})
    assert "+40" in out and "+2" in out and "−100" in out and "-100" not in out and signed(sheet.total) in out
    assert "4 × 10" in out and "North-South — NS" in out and "nothing scored" in out


def test_a_score_sheet_displays_through_the_renderer():
    """In a notebook a ScoreSheet looks exactly like the renderer's sheet, styles included."""
    sheet = ScoreSheet([ScoreLine("made 4", 40, "4 × 10")], title="NS", notes=["10 bags lose 100"])
    out = sheet._repr_html_()
    assert out == sheets_html(sheet)
    assert out.startswith("<style>") and "<caption>NS</caption>" in out and "tt-sheet-notes" in out
    assert "nothing scored" in ScoreSheet([])._repr_html_()


def _notebook(path, meta):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cells": [], "metadata": meta, "nbformat": 4, "nbformat_minor": 5}))


def test_landing_catalog_reads_metadata_and_keeps_empty_games(tmp_path):
    _notebook(tmp_path / "en" / "spades" / "01-bids.ipynb", {"tutor": {"title": "Bidding", "summary": "How to bid"}})
    _notebook(tmp_path / "en" / "spades" / "00-intro.ipynb", {})
    (tmp_path / "en" / "spades" / "notes.txt").write_text("not a lesson")
    catalog = lesson_catalog(tmp_path)
    assert [g["game"] for g in catalog] == [g[0] for g in GAMES]
    assert [g["title"] for g in catalog] == ["Basics", "Spades", "Gong Zhu", "Bridge", "27 Wang", "For teachers"]
    spades = catalog[1]["lessons"]
    assert [lesson["path"] for lesson in spades] == ["en/spades/00-intro.ipynb", "en/spades/01-bids.ipynb"]
    assert spades[1] == {"path": "en/spades/01-bids.ipynb", "title": "Bidding", "summary": "How to bid", "questions": 0}
    assert spades[0]["title"] == "Intro"  # no metadata: named after the file
    assert all(not g["lessons"] for g in catalog if g["game"] != "spades")


def test_page_config_hook_only_for_folders(tmp_path):
    class Manager:
        root_dir = str(tmp_path)

    _notebook(tmp_path / "en" / "basics" / "01-x.ipynb", {"tutor": {"title": "X", "summary": "x"}})
    _notebook(tmp_path / "zh" / "basics" / "01-x.ipynb", {"tutor": {"title": "甲", "summary": "x"}})
    conf = page_config_hook({}, settings={"contents_manager": Manager()}, notebook_path="")
    assert conf["tutorCatalog"][0]["lessons"][0]["title"] == "X" and conf["tutorPage"]["lang"] == "en"
    conf = page_config_hook({}, settings={"contents_manager": Manager()}, notebook_path="zh")
    assert conf["tutorCatalog"][0]["lessons"][0]["title"] == "甲" and conf["tutorPage"]["other_name"] == "English"
    assert conf["tutorCatalog"][1]["title"] == "黑桃王"
    conf = page_config_hook({}, settings={"contents_manager": Manager()}, notebook_path="en/basics/01-x.ipynb")
    assert "tutorCatalog" not in conf
    # Voilà's tree handler passes the folder with a leading slash: /voila/tree/zh is the Chinese library
    conf = page_config_hook({}, settings={"contents_manager": Manager()}, notebook_path="/zh")
    assert conf["tutorPage"]["lang"] == "zh-Hans" and conf["tutorCatalog"][0]["lessons"][0]["title"] == "甲"
    assert (conf["tutorPage"]["home"], conf["tutorPage"]["other_home"]) == ("voila/tree/zh", "")
    _notebook(tmp_path / "zh-hant" / "basics" / "01-x.ipynb", {"tutor": {"title": "乙", "summary": "x"}})
    conf = page_config_hook({}, settings={"contents_manager": Manager()}, notebook_path="/zh-hant")
    assert conf["tutorPage"]["lang"] == "zh-Hant" and conf["tutorCatalog"][0]["lessons"][0]["title"] == "乙"
    assert conf["tutorCatalog"][0]["title"] == "入門" and conf["tutorCatalog"][2]["title"] == "拱豬"


def test_landing_titles_are_the_lesson_headings(tmp_path):
    nb = {"cells": [{"cell_type": "code", "source": "x = 1", "metadata": {}, "outputs": []},
                    {"cell_type": "markdown", "source": '<nav class="tt-nav">\n\n**Lesson 1 of 1**\n\n</nav>'},
                    {"cell_type": "markdown", "source": ["# Nil and **blind** nil · 零叫牌与盲零\n", "Text\n"]}],
          "metadata": {"tutor": {"title": "Nil", "summary": "s"}}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "zh" / "spades" / "04-nil.ipynb"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(nb), encoding="utf-8")
    spades = lesson_catalog(tmp_path, "zh")[1]
    assert spades["title"] == "黑桃王" and spades["zh"] == "Spades"
    assert spades["lessons"] == [{"path": "zh/spades/04-nil.ipynb", "title": "Nil and blind nil · 零叫牌与盲零",
                                  "summary": "s", "questions": 0}]


def test_landing_offers_both_languages():
    """Both pages link to both libraries (the current one marked), and say which language each link is in."""
    from jinja2 import Environment, FileSystemLoader

    folder = Path(__file__).resolve().parents[1] / "share" / "jupyter" / "voila" / "templates" / "tutor"
    template = Environment(loader=FileSystemLoader(str(folder))).get_template("tree.html")
    for lang in PAGE_DATA:
        page = {**page_words(lang), "langs": languages(lang)}  # as page_config_hook hands it over
        html = template.render(base_url="/p/", page_config={"tutorPage": page, "tutorCatalog": []})
        assert f'<html lang="{page["lang"]}">' in html
        links = re.findall(r'<a class="tt-lang" lang="([^"]+)" hreflang="[^"]+" href="([^"]+)"( aria-current="page")?>'
                           r'([^<]+)</a>', html)
        assert [(code, href, name) for code, href, _, name in links] == [
            ("zh-Hans", "/p/voila/tree/zh", "简体中文"), ("zh-Hant", "/p/voila/tree/zh-hant", "繁體中文"),
            ("en", "/p/", "English")]
        assert [name for _, _, current, name in links if current] == [page["name"]], lang


@pytest.mark.parametrize("text", ["SA", "H10", "DQ", "CJ", "S2", "BJ", "LJ"])
def test_every_card_is_well_formed(text):
    parse(card_svg(text, four_colour=True))


def test_app_config_is_locked_down_and_matches_the_browser_fixture():
    """voila.json hides tracebacks and code, forbids template overrides, allows only the widget extensions
    and culls idle kernels; the browser tests start Voilà exactly as `make app` does."""
    import re as _re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    conf = json.loads((root / "share" / "config" / "voila.json").read_text())
    vc = conf["VoilaConfiguration"]
    assert vc["show_tracebacks"] is False
    assert vc["allow_template_override"] == vc["allow_theme_override"] == "NO"
    assert {"@jupyter-widgets/jupyterlab-manager", "anywidget"} <= set(vc["extension_allowlist"])
    assert vc["template"] == "tutor" and vc["strip_sources"] is True
    assert conf["MappingKernelManager"]["cull_idle_timeout"] > 0
    recipe = _re.search(r"^app:.*\n((?:\t.*\n)+)", (root / "Makefile").read_text(), _re.M).group(1)
    import importlib.util

    spec = importlib.util.spec_from_file_location("_tt_browser_conftest", root / "tests" / "browser" / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # the browser fixture's command
    cmd, env = module.voila_command(8866)
    assert env["JUPYTER_PATH"] == str(root / "share" / "jupyter") and "JUPYTER_PATH=$(CURDIR)/share/jupyter" in recipe
    for arg in cmd[1:]:
        arg = arg.replace(str(root), "$(CURDIR)").replace("8866", "$(PORT)").replace("127.0.0.1", "$(HOST)")
        arg = arg.replace("--class=1", "--class=$(CLASS)").replace("--max-kernels=24", "--max-kernels=$(MAX_KERNELS)")
        arg = arg.replace("--ahead=0", "--ahead=$(AHEAD)")
        assert arg in recipe, arg


def test_trick_and_table_view_draw_themselves():
    st = basics.new_hand(seed=8)
    for _ in range(4):
        st = st.apply(next(iter(st.legal_actions())))
    done = st.done[0]
    svg = done._repr_svg_()
    assert svg == trick_svg(done.plays, winner=done.winner()) and svg.count('class="tt-card"') == 4
    assert st.view()._repr_svg_() == table_svg(st.view())


def test_browser_page_rules_hold_their_examples():
    """The text rules the browser suite applies to every page (tests/browser/pages.py: developer words,
    Python reprs, English on a Chinese page) pass their own examples: ``make unit`` checks the checks."""
    import doctest
    import importlib.util

    path = Path(__file__).resolve().parent / "browser" / "pages.py"
    spec = importlib.util.spec_from_file_location("browser_pages", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    result = doctest.testmod(module)
    assert result.attempted >= 3 and result.failed == 0
