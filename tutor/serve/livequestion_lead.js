// The class view's live question (tutor/serve/livequestion.py): the teacher picks a drill, or a lesson and one of its
// questions (listed by class/live/questions.json, as the lesson's page makes them), and puts it to the class;
// class/live.json is asked every second and drawn as a bar per choice (counts only) until the teacher reveals the
// answer, then the right choice is marked and each choice's reason (the engine's) is shown.
// Every request sends the page's XSRF token (a hub's service takes a script's cookie only with it).
// Hooks for tests: .tt-liveq-skill, .tt-liveq-level, .tt-liveq-start, .tt-liveq-board with a .tt-liveq-row per choice
// (data-choice, data-count; .tt-right once revealed, its .tt-liveq-explain), .tt-liveq-reveal, .tt-liveq-close;
// .tt-liveq-lesson, .tt-liveq-question (data-lesson once listed), .tt-liveq-start-quiz.
(function () {
  "use strict";
  var W = JSON.parse(document.getElementById("tt-liveq-words").textContent);
  var XSRF = document.body.getAttribute("data-xsrf"), BASE = document.body.getAttribute("data-base");
  var board = document.querySelector(".tt-liveq-board"), drawnKey = "";
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function say(text, bad) {
    var s = document.querySelector(".tt-liveq-status");
    s.textContent = text || ""; s.classList.toggle("tt-problem", !!bad);
  }
  function send(body) {
    return fetch(BASE + "class/live?lang=" + W.code, {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-XSRFToken": XSRF}, body: JSON.stringify(body)})
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) { throw new Error(j.error || r.status); } return j; }); })
      .then(function (d) { say(""); draw(d); }, function (err) { say(err.message, true); });
  }
  function draw(d) {
    var key = JSON.stringify(d);
    if (key === drawnKey) { return; }
    drawnKey = key;
    if (!d.question) { board.replaceChildren(el("p", "tt-small", W.none)); return; }
    var head = el("h3", "", d.title + (d.level ? " · " + d.level : ""));
    var prompt = el("div", "tt-liveq-prompt");
    prompt.innerHTML = d.prompt;  // the engine's HTML (tutor.practice), never a learner's text
    var stats = el("p", "tt-question-stats tt-liveq-stats", d.answered + " " + W.answered + " · " + (d.open ? W.open : W.closed));
    var most = Math.max.apply(null, d.choices.map(function (c) { return c.count; }).concat([1]));
    var rows = d.choices.map(function (c) {
      var row = el("div", "tt-choice tt-liveq-row" + (c.right ? " tt-right" : ""));
      row.setAttribute("data-choice", String(c.index)); row.setAttribute("data-count", String(c.count));
      row.appendChild(el("span", "tt-choice-text", (c.right ? "✓ " : "") + c.text));
      var bar = el("div", "tt-choice-bar");
      bar.style.width = (100 * c.count / most) + "%";
      bar.setAttribute("role", "img"); bar.setAttribute("aria-label", c.text + ": " + c.count);
      row.appendChild(bar);
      row.appendChild(el("span", "tt-choice-count", c.count));
      if (d.revealed) { row.appendChild(el("p", "tt-liveq-explain", c.explain)); }
      return row;
    });
    var buttons = el("p", "tt-liveq-buttons");
    var reveal = el("button", "tt-liveq-reveal", W.reveal);
    reveal.type = "button"; reveal.disabled = d.revealed;
    reveal.addEventListener("click", function () { send({action: "reveal"}); });
    var close = el("button", "tt-liveq-close", W.close);
    close.type = "button"; close.disabled = !d.open;
    close.addEventListener("click", function () { send({action: "close"}); });
    buttons.append(reveal, " ", close);
    board.replaceChildren.apply(board, [head, prompt, stats].concat(rows, [buttons]));
  }
  document.querySelector(".tt-liveq-form").addEventListener("submit", function (e) {
    e.preventDefault();
    send({action: "start", skill: document.querySelector(".tt-liveq-skill").value,
          level: parseInt(document.querySelector(".tt-liveq-level").value, 10) || 1});
  });
  var lessonSel = document.querySelector(".tt-liveq-lesson"), questionSel = document.querySelector(".tt-liveq-question");
  var startQuiz = document.querySelector(".tt-liveq-start-quiz");
  lessonSel.addEventListener("change", function () {
    var lesson = lessonSel.value;
    questionSel.replaceChildren(); questionSel.disabled = startQuiz.disabled = true;
    questionSel.removeAttribute("data-lesson");
    if (!lesson) { return; }
    say(W.reading);
    fetch(BASE + "class/live/questions.json?lesson=" + encodeURIComponent(lesson) + "&lang=" + W.code,
          {credentials: "same-origin", cache: "no-store", headers: {"X-XSRFToken": XSRF}})
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) { throw new Error(j.error || r.status); } return j; }); })
      .then(function (d) {
        if (lessonSel.value !== lesson) { return; }
        d.questions.forEach(function (q) {
          var o = el("option", "", q.label + ": " + q.text); o.value = String(q.n); questionSel.appendChild(o);
        });
        questionSel.disabled = startQuiz.disabled = !d.questions.length;
        questionSel.setAttribute("data-lesson", lesson);
        say(d.questions.length ? "" : W.no_questions);
      }, function (err) { say(err.message, true); });
  });
  document.querySelector(".tt-liveq-quiz-form").addEventListener("submit", function (e) {
    e.preventDefault();
    if (!questionSel.value) { return; }
    send({action: "start", lesson: lessonSel.value, n: parseInt(questionSel.value, 10)});
  });
  fetch(BASE + "class/data.json?catalog=1&lang=" + W.code, {credentials: "same-origin", cache: "no-store", headers: {"X-XSRFToken": XSRF}})
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var select = document.querySelector(".tt-liveq-skill");
      ((d.catalog || {}).skills || []).forEach(function (s) {
        var o = el("option", "", s.title); o.value = s.id; select.appendChild(o);
      });
      ((d.catalog || {}).lessons || []).forEach(function (l) {
        var o = el("option", "", l.title); o.value = l.id; lessonSel.appendChild(o);
      });
      document.querySelector(".tt-liveq-lead").setAttribute("data-skills", String(select.options.length));
    }, function () {});
  var busy = false;
  function poll() {
    if (busy) { return; }
    busy = true;
    fetch(BASE + "class/live.json?lang=" + W.code, {credentials: "same-origin", cache: "no-store", headers: {"X-XSRFToken": XSRF}})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (d) { if (d) { draw(d); } }, function () {})
      .then(function () { busy = false; });
  }
  poll();
  setInterval(poll, 1000);  // ≤ 2 s from a learner's answer to the projector
})();
