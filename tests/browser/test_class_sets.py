"""Class sets (issue 32) in a real browser, the teacher's side: a bridge set started from the page's own form with a
PBN file uploaded, two tables played out (robots, from the test over the app's store), the traveller on the set's
page, projected in presentation mode (large type), the handout printed (print media, type of 10 pt or more), and
two tables compared side by side; the set's page passes the accessibility checks."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tutor import replay, tables
from tutor.games import bridge as bridge_engine
from tutor.games import get

from .conftest import ARTIFACTS
from .test_classview import classroom  # noqa: F401 - the app on its own data folder

pytestmark = pytest.mark.browser


def test_a_bridge_set_from_an_uploaded_pbn_file_traveller_presentation_handout_and_comparison(
        person, classroom, tmp_path, monkeypatch):  # noqa: F811
    from . import a11y

    url, data = classroom
    monkeypatch.setenv("TUTOR_DATA", str(data))
    monkeypatch.delenv("TUTOR_DB", raising=False)
    deals = [bridge_engine.new_hand(70 + k, None, board_number=k + 1) for k in range(2)]
    pbn = tmp_path / "class.pbn"
    pbn.write_text(get("bridge").write_text([replay.record(d, [], game="bridge") for d in deals], ".pbn"),
                   encoding="utf-8")
    teacher = person()
    teacher.goto(url + "class")
    teacher.locator(".tt-sets-link").click()
    form = teacher.locator(".tt-set-open")
    form.locator("select[name=game]").select_option("bridge")
    form.locator("input[name=pbn_file]").set_input_files(str(pbn))
    form.locator("input[name=tables]").fill("2")
    form.locator("button").click()
    box = teacher.locator(".tt-set")
    expect(box).to_have_attribute("data-game", "bridge")
    sid = box.get_attribute("data-set")
    hall = tables.open(None)
    try:
        info = hall.set_info(sid)
        assert info["deals"] == 2 and len(info["tables"]) == 2  # the uploaded file's two boards, two tables
        for tid, level in zip(info["tables"], ("normal", "random"), strict=True):
            hall.fill(tid, level=level)
        want = [r["table"] for r in hall.traveller(sid, 1)]
    finally:
        hall.close()
    teacher.reload()
    rows = teacher.locator(".tt-set-deal-box[data-deal='1'] .tt-traveller-row")
    expect(rows).to_have_count(2)
    assert rows.evaluate_all("rs => rs.map(r => r.dataset.table)") == want
    a11y.page_checks(teacher, "class set: the set's page", settled=True)
    teacher.screenshot(path=str(ARTIFACTS / "class-set.png"))
    # presentation mode: large type for the projector
    teacher.locator(".tt-set-deal-box[data-deal='1'] a[href$='?present=1']").click()
    size = teacher.locator(".tt-traveller td").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 24, size
    teacher.go_back()
    # the handout, printed: one page's worth, type of 10 pt (13.3 px) or more
    teacher.locator(".tt-set-deal-box[data-deal='1'] a[href$='/handout']").click()
    teacher.emulate_media(media="print")
    sizes = teacher.locator(".tt-handout td, .tt-handout li").evaluate_all(
        "es => es.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert sizes and min(sizes) >= 10 * 96 / 72 - 0.01, sizes
    teacher.pdf(path=str(ARTIFACTS / "class-set-handout.pdf"))
    teacher.emulate_media(media="screen")
    teacher.go_back()
    # two tables compared: the first difference (or "the same"), both replays drawn side by side
    teacher.locator(".tt-set-deal-box[data-deal='1'] .tt-compare button").click()
    expect(teacher.locator(".tt-diverged")).to_be_visible()
    expect(teacher.locator(".tt-replay svg")).to_have_count(2)
