"""What the pages say can be read (issue 35), in a real browser: a quiz's options are 16 px and keep a contrast of
at least 4.5:1 once answered (a chosen wrong one, the right one, the others disabled), and the explanation stands
apart from the feedback line (a rule above it), in every language."""

from __future__ import annotations

import pytest

from .conftest import open_lesson

pytestmark = pytest.mark.browser

_CONTRAST = """(el) => {
  function rgb(s) {
    const m = s.match(/[\\d.]+/g).map(Number);
    return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1};
  }
  function lum(c) {
    return [c.r, c.g, c.b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  }
  function mix(fg, bg) {
    const k = fg.a;
    return {r: fg.r * k + bg.r * (1 - k), g: fg.g * k + bg.g * (1 - k), b: fg.b * k + bg.b * (1 - k), a: 1};
  }
  // the background: the first one not transparent, from the element up
  let bg = {r: 255, g: 255, b: 255, a: 1};
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.a > 0) { bg = mix(c, bg); break; }
  }
  let opacity = 1;
  for (let e = el; e; e = e.parentElement) { opacity *= Number(getComputedStyle(e).opacity); }
  const cs = getComputedStyle(el);
  const fg = mix({...rgb(cs.color), a: rgb(cs.color).a * opacity}, bg);
  const back = mix({...bg, a: opacity}, {r: 255, g: 255, b: 255, a: 1});
  const [a, b] = [lum(fg), lum(back)].sort((x, y) => y - x);
  return {contrast: (a + 0.05) / (b + 0.05), size: parseFloat(cs.fontSize), color: cs.color,
          background: cs.backgroundColor, opacity: opacity};
}"""


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_quiz_options_are_readable_before_and_after_an_answer(page, voila_url, lang):
    open_lesson(page, voila_url, f"{lang}/basics/01-what-is-a-trick.ipynb", ".tt-quiz")
    quiz = page.locator(".tt-quiz").first
    options = quiz.locator(".tt-option")
    n = options.count()
    assert n >= 2
    for i in range(n):
        assert options.nth(i).evaluate(_CONTRAST)["size"] >= 16
    right = None
    for i in range(n):  # find the right one by answering: a wrong answer leaves the quiz open
        options.nth(i).click()
        page.wait_for_timeout(300)
        if quiz.locator(".tt-feedback .tt-right").count():
            right = i
            break
    assert right is not None
    page.wait_for_timeout(300)
    for i in range(n):  # answered: the right one green, every other disabled, each still readable
        measured = options.nth(i).evaluate(_CONTRAST)
        assert measured["contrast"] >= 4.5 and measured["size"] >= 16, (i, measured)
    # the explanation is set apart from the feedback line (a rule above it), not run on after it
    border = quiz.locator(".tt-explanation .widget-html-content").evaluate(
        "(el) => parseFloat(getComputedStyle(el).borderTopWidth)")
    assert border >= 1
