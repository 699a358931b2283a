// What the class shows on a learner's page (landing page and lesson pages): the page's one request to the server.
// - The class's live question (tutor/serve/livequestion.py): when the teacher puts a question to the class it shows
//   the prompt (the engine's HTML) and a button per choice (set as text), takes one answer, then says what the
//   teacher reveals. Its words are the page's (the JSON block tt-live-words); a page without them shows none.
// - "Follow me" on a lesson page: the page's own script (present.html.j2) sets window.ttFollowPage, its path
//   under voila/render/, before this deferred script runs, and hears where the teacher is as the event
//   "tt-follow" on document (detail: {on, slide, step, seq}).
// Both come from tutor/watch.json (tutor/serve/watch.py), which the server holds until something changes (or
// 25 s pass): the page asks again as soon as it has the answer, so a change shows at once and an idle page costs
// a request every 25 s. One request at a time (a browser keeps six connections to a server, and a learner may
// have several pages open); none while the page is hidden (another tab in front), asked at once when it shows
// again; after a failure (the server stopped, a network gone) it waits longer each time, up to 30 s.
// Hooks for tests: section.tt-liveq, its buttons button.tt-liveq-choice (data-choice), .tt-liveq-said.
(function () {
  "use strict";
  if (window.ttLiveQuestion) { return; }
  var script = document.currentScript;
  var BASE = (script && script.src ? new URL(script.src).pathname : "/tutor/live.js").replace(/tutor\/live\.js$/, "");
  // the box's words, in the page's language: the catalogs' (tutor.render.pages.live_words), which the page carries
  // as data (a JSON block tt-live-words); "code" is the language to ask the server in
  var data = document.getElementById("tt-live-words");
  var W = null;
  try { W = data ? JSON.parse(data.textContent) : null; } catch (e) { W = null; }
  var LIVE = !!(W && W.title && W.code);  // a page without the words shows no live question
  var PAGE = typeof window.ttFollowPage === "string" ? window.ttFollowPage : "";
  if (!LIVE && !PAGE) { return; }
  var LANG = LIVE ? W.code : "en";
  // "hide" is remembered for that question on every page of this browser (the next question shows again)
  var HIDDEN_KEY = "tt-liveq-hidden";
  function storedHidden() { try { return window.localStorage.getItem(HIDDEN_KEY) || ""; } catch (e) { return ""; } }
  var box = null, state = null, drawnKey = "", hidden = storedHidden(), said = "";
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function xsrf() { return decodeURIComponent((document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/) || [])[1] || ""); }
  function style() {
    var s = el("style");
    s.textContent = ".tt-liveq{position:fixed;right:16px;bottom:16px;z-index:2000;max-width:min(560px,calc(100vw - 32px));" +
      "max-height:calc(100vh - 32px);overflow:auto;background:#fff;border:3px solid #0f5a35;border-radius:12px;" +
      "padding:14px 18px;box-shadow:0 6px 24px rgba(0,0,0,.25);font:18px/1.45 'DejaVu Sans',Arial,sans-serif;color:#1c2421}" +
      ".tt-liveq h2{font-size:20px;margin:0 0 8px;padding-right:70px}.tt-liveq-hide{position:absolute;right:12px;top:10px;" +
      "font-size:15px;background:#fff;border:1px solid #9bb;border-radius:6px;padding:2px 8px;cursor:pointer}" +
      ".tt-liveq-choices{display:flex;flex-wrap:wrap;gap:8px;margin:10px 0}.tt-liveq-choice{font-size:18px;padding:6px 14px;" +
      "border-radius:8px;border:2px solid #0f5a35;background:#fff;color:#0f5a35;cursor:pointer}" +
      ".tt-liveq-choice[aria-pressed=true]{background:#0f5a35;color:#fff}.tt-liveq-choice:disabled{cursor:default}" +
      ".tt-liveq-choice.tt-right{border-color:#1a7f37;box-shadow:0 0 0 3px #1a7f37}.tt-liveq-said{margin:4px 0 0}" +
      ".tt-liveq button:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}.tt-liveq svg{max-width:100%;height:auto}" +
      "@media print{.tt-liveq{display:none!important}}";
    document.head.appendChild(s);
  }
  function draw() {
    var q = state && state.question ? state : null;
    if (!q || hidden === q.question) { if (box) { box.hidden = true; } return; }
    var key = JSON.stringify([q.question, q.open, q.revealed, q.mine, said]);
    if (box && key === drawnKey) { box.hidden = false; return; }
    drawnKey = key;
    if (!box) {
      box = el("section", "tt-liveq");
      box.setAttribute("aria-live", "polite");
      box.setAttribute("aria-label", W.title);
      document.body.appendChild(box);
    }
    var hide = el("button", "tt-liveq-hide", W.hide);
    hide.type = "button";
    hide.addEventListener("click", function () {
      hidden = q.question; box.hidden = true;
      try { window.localStorage.setItem(HIDDEN_KEY, hidden); } catch (e) { /* private mode: this page only */ }
    });
    var prompt = el("div", "tt-liveq-prompt");
    prompt.innerHTML = q.prompt;  // the engine's HTML (tutor.practice), never a learner's text
    var choices = el("div", "tt-liveq-choices");
    q.choices.forEach(function (text, i) {
      var b = el("button", "tt-liveq-choice", (q.revealed && i === q.right ? "✓ " : "") + text);
      b.type = "button";
      b.setAttribute("data-choice", String(i));
      b.setAttribute("aria-pressed", String(q.mine === i));
      if (q.revealed && i === q.right) { b.classList.add("tt-right"); }
      b.disabled = !q.open || q.mine !== null && q.mine !== undefined;
      b.addEventListener("click", function () { answer(q.question, i); });
      choices.appendChild(b);
    });
    var line = said;
    if (q.revealed && q.mine !== null && q.mine !== undefined) {
      line = (q.mine === q.right ? W.right : W.wrong + " " + q.choices[q.right] + ".") + " " + (q.explain || "");
    } else if (q.revealed) {
      line = W.answer_is + " " + q.choices[q.right];
    } else if (!q.open) {
      line = W.closed;
    } else if (q.mine !== null && q.mine !== undefined && !line) {
      line = W.answered;
    }
    box.replaceChildren(hide, el("h2", "", W.title + " · " + q.title), prompt, choices, el("p", "tt-liveq-said", line));
    box.hidden = false;
  }
  function answer(id, i) {
    fetch(BASE + "tutor/live/answer?lang=" + LANG, {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-XSRFToken": xsrf()}, body: JSON.stringify({question: id, choice: i})})
      .then(function (r) { return r.json().then(function (j) { return {ok: r.ok, j: j}; }); })
      .then(function (res) {
        if (!res.ok) { said = res.j.error || ""; draw(); return; }  // what changed comes with the held request
        state = res.j;
        said = !res.j.counted ? W.already : res.j.saved ? W.answered : W.not_saved + (res.j.problem || "");
        draw();
      }, function () {});
  }
  var asking = null, version = "", failures = 0, retry = null;
  function watch() {
    if (asking || document.hidden) { return; }
    if (retry) { clearTimeout(retry); retry = null; }
    var ask = asking = new AbortController();
    var url = BASE + "tutor/watch.json?lang=" + encodeURIComponent(LANG) + "&since=" + encodeURIComponent(version) +
      (PAGE ? "&page=" + encodeURIComponent(PAGE) : "");
    // the XSRF token on a GET too: a hub's server takes a script's cookie only with it
    fetch(url, {credentials: "same-origin", cache: "no-store", headers: {"X-XSRFToken": xsrf()}, signal: ask.signal})
      .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error(String(r.status))); })
      .then(function (d) {
        if (ask !== asking) { return; }  // given up (hidden meanwhile): a newer request answers
        asking = null; failures = 0; version = String(d.version || "");
        try {
          if (LIVE && d.live) {
            if (!state || state.question !== d.live.question) { said = ""; }
            state = d.live; draw();
          }
          if (PAGE && d.follow) { document.dispatchEvent(new CustomEvent("tt-follow", {detail: d.follow})); }
        } finally {
          watch();  // at once: the server holds the next request until something changes
        }
      }, function () {
        if (ask !== asking) { return; }
        asking = null; failures += 1;
        // the server stopped or the network is gone: wait 2, 4, 8, 16, then 30 s (never a tight loop)
        retry = setTimeout(function () { retry = null; watch(); }, Math.min(30000, 1000 * Math.pow(2, failures)));
      });
  }
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) {
      // a hidden page holds no connection: a learner's other pages may need it
      if (asking) { var a = asking; asking = null; a.abort(); }
      if (retry) { clearTimeout(retry); retry = null; }
    } else {
      failures = 0;
      watch();
    }
  });
  if (LIVE) { style(); }
  watch();
  window.ttLiveQuestion = function () { return state; };
  window.ttWatching = function () { return {asking: !!asking, version: version, failures: failures}; };
})();
