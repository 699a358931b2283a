// The class view page's script (tutor/serve/classview_page.py says what it draws).
(function () {
  "use strict";
  var W = JSON.parse(document.getElementById("tt-words").textContent);
  var XSRF = document.body.getAttribute("data-xsrf"), BASE = document.body.getAttribute("data-base");
  var drawn = null, projected = null, catalog = null;
  window.ttClassPolls = 0;
  function el(tag, cls, text) {  // every learner-given text goes in as text, never as markup
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function pct(a, b) { return b ? Math.round(100 * a / b) + "%" : "–"; }
  function questionTitle(q) {
    var m = /^quiz:([a-z0-9]+)\/(\d\d)-.*#(\d+)$/.exec(q.item);
    var lesson = titleOf(q.lesson);
    return m ? lesson + " · " + W.question.replace("{n}", m[3]) + (W.question.indexOf("{n}") < 0 ? " " + m[3] : "") : q.item;
  }
  function titleOf(id) {
    var all = catalog ? catalog.lessons.concat(catalog.skills) : [];
    for (var i = 0; i < all.length; i++) { if (all[i].id === id) { return all[i].title; } }
    return id;
  }
  function cellOf(col, cell) {
    var td = el("td", "tt-class-cell");
    td.setAttribute("data-column", col.id);
    if (!cell) { td.appendChild(el("span", "tt-small", W.not_started)); return td; }
    if (col.kind === "lesson") {
      if (cell.finished) { td.classList.add("tt-done"); td.appendChild(el("span", "tt-finished", "✓ " + W.finished)); }
      td.appendChild(el("span", "tt-small tt-first", W.first + " " + cell.first_try_right + "/" + cell.questions));
    } else {
      td.appendChild(el("span", "tt-drill", W.drill + " " + pct(cell.right, cell.answers) + " (" + cell.right + "/" + cell.answers + ")"));
    }
    td.appendChild(el("span", "tt-small tt-mastery", W.mastery + " " + Math.round(100 * (cell.mastery || 0)) + "%"));
    return td;
  }
  function drawTable(d) {
    var table = document.querySelector("table.tt-class"), head = el("tr");
    head.appendChild(el("th", "", W.learner));
    d.columns.forEach(function (c) { var th = el("th", "", c.title); th.setAttribute("data-column", c.id); head.appendChild(th); });
    var thead = el("thead"); thead.appendChild(head);
    var tbody = el("tbody");
    d.rows.forEach(function (r) {
      var tr = el("tr", "tt-class-row");
      var name = el("td", "tt-class-name", r.name);
      // who is stuck: how many answers (none yet stands out), and the page the learner is on
      name.appendChild(el("span", "tt-small" + (r.answers ? "" : " tt-no-answer"), r.answers ? r.answers + " " + W.answers : W.no_answer));
      if (r.page_title) { name.appendChild(el("span", "tt-small tt-on-page", W.on_page + " " + r.page_title)); }
      tr.appendChild(name);
      d.columns.forEach(function (c) { tr.appendChild(cellOf(c, r.cells[c.id])); });
      tbody.appendChild(tr);
    });
    table.replaceChildren(thead, tbody);
    document.querySelector(".tt-empty").hidden = d.rows.length > 0;
    document.querySelector(".tt-no-plan").hidden = d.columns.length > 0;
  }
  function drawChoices(box, q, hide) {  // hide: a live question before the reveal (no mark, no order that tells)
    var most = Math.max.apply(null, q.choices.map(function (c) { return c.count; }).concat([1]));
    var choices = hide ? q.choices.slice().sort(function (a, b) { return a.answer < b.answer ? -1 : 1; }) : q.choices;
    choices.forEach(function (c) {
      var right = c.right && !hide;
      var row = el("div", "tt-choice" + (right ? " tt-right" : ""));
      row.setAttribute("data-answer", c.answer);
      row.appendChild(el("span", "tt-choice-text", (right ? "✓ " : "") + c.answer));
      var bar = el("div", "tt-choice-bar");
      bar.setAttribute("data-answer", c.answer); bar.setAttribute("data-count", c.count);
      bar.style.width = (100 * c.count / most) + "%";
      bar.setAttribute("role", "img"); bar.setAttribute("aria-label", c.answer + ": " + c.count);
      row.appendChild(bar);
      row.appendChild(el("span", "tt-choice-count", c.count));
      box.appendChild(row);
    });
  }
  function drawQuestions(d) {
    var box = document.querySelector(".tt-questions"), out = [];
    d.questions.forEach(function (q) {
      var div = el("div", "tt-question");
      div.setAttribute("data-item", q.item); div.tabIndex = 0; div.setAttribute("role", "button");
      div.appendChild(el("h3", "", questionTitle(q)));
      div.appendChild(el("p", "tt-question-stats", q.answered + " " + W.answered + " · " + q.first_try_right + " " + W.right_first));
      drawChoices(div, q);
      out.push(div);
    });
    box.replaceChildren.apply(box, out);
    if (projected) { project(projected, d); }
  }
  // Projected, a question is the class's live question: the answers arrive as bars, and which one is right (and how
  // many got it right) shows when the teacher reveals it
  var revealed = false;
  function project(item, d) {
    if (item !== projected) { revealed = false; }
    projected = item;
    var q = (d || drawn || {questions: []}).questions.filter(function (x) { return x.item === item; })[0];
    var box = document.querySelector(".tt-project");
    if (!q) { return; }
    var close = el("button", "tt-project-close", W.close);
    close.addEventListener("click", function () { projected = null; box.hidden = true; });
    var reveal = el("button", "tt-reveal", revealed ? W.hide_answer : W.reveal);
    reveal.setAttribute("aria-pressed", String(revealed));
    reveal.addEventListener("click", function () { revealed = !revealed; project(item); });
    var h = el("h2", "", questionTitle(q));
    var stats = el("p", "tt-question-stats", q.answered + " " + W.answered +
                   (revealed ? " · " + q.first_try_right + " " + W.right_first : ""));
    box.replaceChildren(close, reveal, h, stats);
    drawChoices(box, q, !revealed);
    box.hidden = false;
  }
  document.querySelector(".tt-questions").addEventListener("click", function (e) {
    var q = e.target.closest(".tt-question"); if (q) { project(q.getAttribute("data-item")); }
  });
  document.querySelector(".tt-questions").addEventListener("keydown", function (e) {
    var q = e.target.closest(".tt-question");
    if (q && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); project(q.getAttribute("data-item")); }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && projected) { projected = null; document.querySelector(".tt-project").hidden = true; }
  });
  function drawPlan(d) {
    if (!catalog) { return; }
    var chosen = {};
    d.plan.lessons.concat(d.plan.skills).forEach(function (x) { chosen[x] = true; });
    [["lessons", ".tt-plan-lessons", "tt-plan-lesson"], ["skills", ".tt-plan-skills", "tt-plan-skill"]].forEach(function (k) {
      var box = document.querySelector(k[1]);
      if (box.childElementCount) { return; }  // drawn once: the teacher's ticks are not undone by a poll
      catalog[k[0]].forEach(function (x) {
        var label = el("label"), input = el("input", k[2]);
        input.type = "checkbox"; input.value = x.id; input.checked = !!chosen[x.id];
        label.appendChild(input); label.appendChild(document.createTextNode(" " + x.title));
        box.appendChild(label);
      });
      box.closest("fieldset").hidden = catalog[k[0]].length === 0;
    });
  }
  function say(text, bad) {
    var s = document.querySelector(".tt-status");
    s.textContent = text; s.classList.toggle("tt-problem", !!bad);
  }
  function post(action, body) {
    return fetch(BASE + "class/" + action, {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-XSRFToken": XSRF}, body: JSON.stringify(body || {})})
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) { throw new Error(j.error || r.status); } return j; }); });
  }
  document.querySelector(".tt-plan").addEventListener("submit", function (e) {
    e.preventDefault();
    var pick = function (cls) { return Array.prototype.map.call(document.querySelectorAll("input." + cls + ":checked"),
      function (i) { return i.value; }); };
    post("plan", {lessons: pick("tt-plan-lesson"), skills: pick("tt-plan-skill")})
      .then(function () { say(W.saved); poll(); }, function (err) { say(err.message, true); });
  });
  document.querySelector(".tt-class-reset").addEventListener("click", function () {
    if (window.confirm(W.confirm_reset)) { post("reset").then(poll, function (err) { say(err.message, true); }); }
  });
  document.querySelector(".tt-class-archive").addEventListener("click", function () {
    if (window.confirm(W.confirm_archive)) { post("archive").then(poll, function (err) { say(err.message, true); }); }
  });
  var busy = false;
  function poll() {
    if (busy) { return Promise.resolve(); }
    busy = true;
    // the page's language each time: the columns' titles come in it
    return fetch(BASE + "class/data.json?lang=" + W.code + (catalog ? "" : "&catalog=1"), {credentials: "same-origin", cache: "no-store",
      headers: {"X-XSRFToken": XSRF}})
      .then(function (r) { return r.json(); })
      .then(function (d) {
        if (d.catalog) { catalog = d.catalog; }
        var p = document.querySelector(".tt-data-problem");
        p.textContent = d.problem ? W.problem + d.problem : ""; p.hidden = !d.problem;
        var key = JSON.stringify([d.columns, d.rows, d.questions]);
        if (!drawn || drawn.key !== key) { drawTable(d); drawQuestions(d); d.key = key; drawn = d; }
        drawPlan(d);
        document.querySelector(".tt-live").textContent = W.live + " " + new Date().toLocaleTimeString();
        window.ttClassPolls = d.answers;
        document.body.setAttribute("data-answers", String(d.answers));
      })
      .catch(function () {})
      .then(function () { busy = false; });
  }
  poll();
  setInterval(poll, 1000);  // ≤ 2 s from a learner's answer to this page
})();
