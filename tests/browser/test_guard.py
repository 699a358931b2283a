"""Nothing reaches the page: bad messages sent from the page itself, through the page's own widget
manager, leave no traceback, error or file path on it; the server's log gets the details.

The messages are sent the way a widget view sends them (``model.send`` with the view's callbacks, so the
kernel's replies land in the view's output area, where a traceback would show): a card-picker click with
index ``"abc"`` and ``null``, state updates of the wrong kind (a slider value ``"x"``, a dropdown index
outside its options), and a message for a widget that does not exist.
"""

from __future__ import annotations

import re

import pytest

from .conftest import assert_clean, click_card

pytestmark = pytest.mark.browser

LESSON = "en/basics/01-what-is-a-trick.ipynb"

SEND_BAD_MESSAGES = """async () => {
  const manager = window.jupyterapp._widgetManager;
  const models = await Promise.all(Object.values(manager._models));
  const callbacks = async (m) => {
    const views = await Promise.all(Object.values(m.views || {}));
    return views.length ? m.callbacks(views[0]) : {};
  };
  const sent = {picker: 0, state: 0, unknown: 0};
  for (const m of models) {
    const classes = m.get("_dom_classes") || [];
    if (classes.includes("tt-hand")) {
      for (const index of ["abc", null, 1e6, -1]) m.send({event: "click", index}, await callbacks(m));
      sent.picker += 1;
    }
    const cb = await callbacks(m);
    const name = m.get("_model_name");
    if (name === "IntSliderModel") { m.set("value", "x"); m.save_changes(cb); sent.state += 1; }
    if (name === "DropdownModel") { m.set("index", 99); m.save_changes(cb); sent.state += 1; }
    if (name === "CheckboxModel") { m.set("value", {no: 1}); m.save_changes(cb); sent.state += 1; }
  }
  const withKernel = models.find((m) => m.comm && m.comm.jsServicesComm && m.comm.jsServicesComm.kernel);
  const kernel = manager.kernel || (withKernel && withKernel.comm.jsServicesComm.kernel);
  if (kernel) {
    const comm = kernel.createComm("jupyter.widget", "no-such-widget");
    comm.send({method: "custom", content: {event: "click", index: "abc"}});
    sent.unknown += 1;
  }
  return sent;
}"""


def test_bad_messages_from_the_page_leave_it_clean(lesson, page):
    lesson(LESSON, ".tt-playalong .tt-hand")
    from . import conftest

    log = conftest.SERVER_OUTPUT
    assert log is not None
    since = log.mark()
    sent = page.evaluate(SEND_BAD_MESSAGES)
    assert sent["picker"] >= 1 and sent["state"] >= 1 and sent["unknown"] == 1, sent
    # The kernel handles a page's messages in order, and logs each bad one (the details go to the server's
    # log: the kernel's own standard error, which Voilà writes there): four clicks per card picker, one
    # line per state update. Once all are logged, a click on a real card is answered (played, or refused
    # on the message line) after every reply to them (one stream of replies, in order): by then any
    # traceback they caused is on the page.
    assert log.wait_for("CardPicker: ignored a message from the page", 60, since, count=4 * sent["picker"]), \
        log.text(since)[-2000:]
    assert log.wait_for("could not be handled", 60, since, count=sent["state"]), log.text(since)[-2000:]
    hand = page.locator(".tt-playalong .tt-hand [data-index]")
    before = page.locator(".tt-playalong").first.inner_text()
    click_card(hand, 0)
    page.wait_for_function("(b) => document.querySelector('.tt-playalong').innerText !== b", arg=before,
                           timeout=15_000)
    assert_clean(page)
    text = page.locator("body").inner_text()
    assert not re.search(r"(/[\w.+-]+)+\.py\b|site-packages|File \"", text), "a file path is visible on the page"
    assert "ValueError" not in text and "TraitError" not in text and "KeyError" not in text
