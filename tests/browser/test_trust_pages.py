"""What the pages say can be read (issue 35), in a real browser: a quiz's options are 16 px and keep a contrast of
at least 4.5:1 once answered (a chosen wrong one, the right one, the others disabled), a wrong answer's verdict, reason
and "Try again." are lines of their own, and the explanation stands apart from the feedback line (a rule above it),
in every language."""

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


def _sentences_apart(quiz) -> None:
    """A wrong answer's feedback: the verdict, the reason why and "Try again." each on a line of its own (they ran
    together in one bold red run), the reason in plain 16 px text at 4.5:1 at least."""
    blocks = quiz.locator(".tt-feedback .widget-html-content > div")
    assert blocks.count() == 3, quiz.locator(".tt-feedback").inner_html()
    boxes = [blocks.nth(k).bounding_box() for k in range(3)]
    for above, below in zip(boxes, boxes[1:], strict=False):
        assert below["y"] >= above["y"] + above["height"] - 1, boxes  # the next sentence starts below, not beside
    reason = quiz.locator(".tt-feedback .tt-reason")
    measured = reason.evaluate(_CONTRAST)
    weight = reason.evaluate("(el) => Number(getComputedStyle(el).fontWeight)")
    assert weight <= 400 and measured["size"] >= 16 and measured["contrast"] >= 4.5, (weight, measured)


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
    wrong = 0
    for i in range(n):  # find the right one by answering: a wrong answer leaves the quiz open
        options.nth(i).click()
        page.wait_for_timeout(300)
        if quiz.locator(".tt-feedback .tt-right").count():
            right = i
            break
        wrong += 1
        _sentences_apart(quiz)
    assert right is not None and wrong, (right, wrong)  # (the lesson's first quiz is not answered right first)
    page.wait_for_timeout(300)
    for i in range(n):  # answered: the right one green, every other disabled, each still readable
        measured = options.nth(i).evaluate(_CONTRAST)
        assert measured["contrast"] >= 4.5 and measured["size"] >= 16, (i, measured)
    # the explanation is set apart from the feedback line (a rule above it), not run on after it
    border = quiz.locator(".tt-explanation .widget-html-content").evaluate(
        "(el) => parseFloat(getComputedStyle(el).borderTopWidth)")
    assert border >= 1
