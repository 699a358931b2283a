// The teacher's console for the tables, in the class view (tutor/serve/tables/console.py says what it asks for;
// tutor/serve/classview_page.py's tables_html names the hooks). Every name is set with textContent, never as markup.
(function () {
  "use strict";
  var C = JSON.parse(document.getElementById("tt-console-words").textContent);
  var XSRF = document.body.getAttribute("data-xsrf"), BASE = document.body.getAttribute("data-base");
  var list = document.querySelector(".tt-tables-list"), kib = document.querySelector(".tt-kibitz");
  var drawnKeys = {}, watching = null, watchBusy = false, busy = false;
  window.ttTablesPolls = 0;
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function fill(text, fields) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) { return fields[k] !== undefined ? fields[k] : m; });
  }
  function button(cls, text, action) {
    var b = el("button", cls, text);
    b.type = "button"; b.setAttribute("data-action", action);
    return b;
  }
  function say(text, bad) {
    var s = document.querySelector(".tt-tables-status");
    s.textContent = text; s.classList.toggle("tt-problem", !!bad);
  }
  function post(path, body) {
    return fetch(BASE + "class/tables/" + path + "?lang=" + C.code, {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-XSRFToken": XSRF}, body: JSON.stringify(body || {})})
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) { throw new Error(j.error || r.status); } return j; }); });
  }
  function act(path, body) {
    return post(path, body).then(function (j) { say(C.done); poll(); if (watching) { watch(watching); } return j; },
                                 function (err) { say(err.message, true); });
  }
  function playerText(s) {
    if (s.robot) { return fill(C.robot_level, {level: s.level_name}); }
    if (s.free || !s.name) { return C.free; }
    return s.name;
  }
  function stateText(t) { return t.paused ? C.paused : (t.over ? C.over : C.playing); }
  function card(t) {
    var box = el("article", "tt-table-card");
    box.setAttribute("data-table", t.id);
    box.setAttribute("data-paused", t.paused ? "1" : "0");
    box.setAttribute("data-over", t.over ? "1" : "0");
    box.setAttribute("data-turn", t.turn || "");
    var title = fill(C.table, {n: t.n}) + " · " + t.game_name + (t.rules_name ? " · " + t.rules_name : "") +
      (t.deal ? " · " + fill(C.deal, {n: t.deal}) : "");
    var h = el("h3", "", title);
    h.id = "tt-table-h-" + t.id;
    box.setAttribute("aria-labelledby", h.id);
    box.appendChild(h);
    var state = el("p", "tt-table-state" + (t.paused ? " tt-paused" : ""), stateText(t) +
      (t.turn && !t.over ? " · " + fill(C.turn, {seat: t.turn_name}) : ""));
    box.appendChild(state);
    var table = el("table", "tt-seats"), head = el("tr");
    head.appendChild(el("th", "", C.seat)); head.appendChild(el("th", "", C.player)); head.appendChild(el("th", ""));
    table.appendChild(el("thead")).appendChild(head);
    var body = el("tbody");
    t.seats.forEach(function (s) {
      var tr = el("tr", "tt-seat-row" + (t.turn === s.seat && !t.over ? " tt-turn" : ""));
      tr.setAttribute("data-seat", s.seat);
      var seatCell = el("th", "", s.seat_name);
      seatCell.scope = "row";
      if (t.turn === s.seat && !t.over) { seatCell.appendChild(el("span", "tt-turn-mark", " ▶ " + C.your_turn_mark)); }
      tr.appendChild(seatCell);
      var who = el("td", s.robot ? "tt-robot" : (s.free ? "tt-free" : "tt-learner"), playerText(s));
      tr.appendChild(who);
      var cell = el("td");
      if (!s.robot) {
        var b = button("tt-seat-robot", C.robot_for, "robot:" + s.seat);
        // the visible words first (WCAG 2.5.3), then which seat of which table
        b.setAttribute("aria-label", C.robot_for + " · " + s.seat_name + " · " + title);
        b.addEventListener("click", function () { act(t.id + "/robot", {seat: s.seat, level: level.value}); });
        cell.appendChild(b);
      }
      tr.appendChild(cell);
      body.appendChild(tr);
    });
    table.appendChild(body);
    box.appendChild(table);
    box.appendChild(el("p", "tt-table-score", C.score + ": " + (t.score || C.no_score)));
    var bar = el("div", "tt-table-buttons");
    var pause = t.paused ? button("tt-table-resume", C.resume, "resume") : button("tt-table-pause", C.pause, "pause");
    pause.setAttribute("aria-label", (t.paused ? C.resume : C.pause) + " · " + title);
    pause.addEventListener("click", function () { act(t.id + "/" + (t.paused ? "resume" : "pause")); });
    var watchB = button("tt-table-watch", C.watch, "watch");
    watchB.setAttribute("aria-label", C.watch + " · " + title);
    watchB.addEventListener("click", function () { watch(t.id, t.n); });
    bar.appendChild(pause); bar.appendChild(watchB);
    box.appendChild(bar);
    return box;
  }
  function draw(d) {
    var p = document.querySelector(".tt-tables-problem");
    p.textContent = d.problem ? C.problem + d.problem : ""; p.hidden = !d.problem;
    document.querySelector(".tt-tables-none").hidden = d.tables.length > 0;
    var seen = {};
    d.tables.forEach(function (t, i) {
      seen[t.id] = true;
      var key = JSON.stringify(t), old = list.querySelector(".tt-table-card[data-table='" + t.id + "']");
      if (old && drawnKeys[t.id] === key && list.children[i] === old) { return; }
      // redrawn: the button that had the keyboard's focus keeps it (same table, same action)
      var focused = old && old.contains(document.activeElement) ? document.activeElement.getAttribute("data-action") : null;
      var fresh = card(t);
      if (old) { list.replaceChild(fresh, old); } else { list.insertBefore(fresh, list.children[i] || null); }
      drawnKeys[t.id] = key;
      if (focused) {
        var again = fresh.querySelector("[data-action='" + focused + "']") ||
          fresh.querySelector("[data-action='" + (focused === "pause" ? "resume" : focused === "resume" ? "pause" : "") + "']");
        if (again) { again.focus(); }
      }
    });
    Array.prototype.slice.call(list.children).forEach(function (c) {
      if (!seen[c.getAttribute("data-table")]) { delete drawnKeys[c.getAttribute("data-table")]; c.remove(); }
    });
  }
  function poll() {
    if (busy) { return Promise.resolve(); }
    busy = true;
    return fetch(BASE + "class/tables.json?lang=" + C.code, {credentials: "same-origin", cache: "no-store",
      headers: {"X-XSRFToken": XSRF}})
      .then(function (r) { return r.json(); })
      .then(function (d) { draw(d); window.ttTablesPolls += 1; document.body.setAttribute("data-tables-polls", String(window.ttTablesPolls)); })
      .catch(function () {})
      .then(function () { busy = false; });
  }
  function cardsText(cards) { return cards.map(function (c) { return c.symbol; }).join(" "); }
  function cardsLabel(cards) { return cards.map(function (c) { return c.name; }).join(", "); }
  function drawWatch(d) {
    kib.setAttribute("data-table", d.id);
    kib.setAttribute("data-step", String(d.step));
    kib.setAttribute("data-paused", d.paused ? "1" : "0");
    document.querySelector(".tt-kibitz-state").textContent = (d.paused ? C.paused : (d.over ? C.over : C.playing)) +
      (d.turn && !d.over ? " · " + fill(C.turn, {seat: d.turn_name}) : "") + (d.narration ? " · " + d.narration : "");
    var info = document.querySelector(".tt-kibitz-info");  // the engine's lines: trumps, contract, bids
    info.replaceChildren.apply(info, d.info.map(function (line) { return el("li", "", line); }));
    var hands = document.querySelector(".tt-kibitz-hands"), out = [];
    d.seats.forEach(function (s) {
      var box = el("div", "tt-kibitz-hand" + (d.turn === s.seat ? " tt-turn" : ""));
      box.setAttribute("data-seat", s.seat); box.setAttribute("data-count", String(s.cards.length));
      box.appendChild(el("h4", "", s.seat_name + " · " + playerText(s) + " · " + fill(C.cards, {n: s.cards.length})));
      var line = el("p", "tt-kibitz-cards", cardsText(s.cards));
      line.setAttribute("aria-label", cardsLabel(s.cards));
      box.appendChild(line);
      out.push(box);
    });
    hands.replaceChildren.apply(hands, out);
    var trick = document.querySelector(".tt-kibitz-trick");
    var plays = d.trick.map(function (p) { return p.seat_name + " " + cardsText(p.cards); });
    trick.replaceChildren(el("h4", "", C.trick), el("p", "tt-kibitz-plays", plays.length ? plays.join(" · ") : C.no_trick));
  }
  function watch(id, n) {
    if (watchBusy) { return; }
    var first = watching !== id;
    watching = id; watchBusy = true;
    if (n) { document.getElementById("tt-kibitz-h").textContent = fill(C.watching, {n: n}); }
    fetch(BASE + "class/tables/" + encodeURIComponent(id) + ".json?lang=" + C.code, {credentials: "same-origin",
      cache: "no-store", headers: {"X-XSRFToken": XSRF}})
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) { throw new Error(j.error || r.status); } return j; }); })
      .then(function (d) {
        if (watching !== id) { return; }
        drawWatch(d); kib.hidden = false;
        if (first) { kib.focus(); }
      }, function (err) { say(err.message, true); })
      .then(function () { watchBusy = false; });
  }
  function stopWatching() {
    var id = watching;
    watching = null; kib.hidden = true;
    var back = id && list.querySelector(".tt-table-card[data-table='" + id + "'] .tt-table-watch");
    if (back) { back.focus(); }
  }
  document.querySelector(".tt-kibitz-close").addEventListener("click", stopWatching);
  kib.addEventListener("keydown", function (e) { if (e.key === "Escape") { stopWatching(); } });
  document.querySelector(".tt-tables-pause-all").addEventListener("click", function () { act("pause"); });
  document.querySelector(".tt-tables-resume-all").addEventListener("click", function () { act("resume"); });
  document.querySelector(".tt-tables-next").addEventListener("click", function () { act("next"); });
  // the form that opens a table for the class: the rules follow the game chosen
  var game = document.querySelector(".tt-open-game"), rules = document.querySelector(".tt-open-rules");
  var level = document.querySelector(".tt-open-level");
  C.games.forEach(function (g) { var o = el("option", "", C.game_name[g]); o.value = g; game.appendChild(o); });
  C.levels.forEach(function (l) { var o = el("option", "", C.level_name[l]); o.value = l; level.appendChild(o); });
  level.value = "normal";
  function fillRules() {
    var names = C.rules_name[game.value] || {}, out = [el("option", "", C.class_rules)];
    out[0].value = "";
    Object.keys(names).forEach(function (k) { var o = el("option", "", names[k]); o.value = k; out.push(o); });
    rules.replaceChildren.apply(rules, out);
  }
  game.addEventListener("change", fillRules);
  fillRules();
  document.querySelector(".tt-tables-open").addEventListener("submit", function (e) {
    e.preventDefault();
    act("open", {game: game.value, rules: rules.value, level: level.value});
  });
  if (document.querySelector(".tt-house")) { (function () {
    // the class's house rules: per game a room (preset) and switches, each explained (class/tables/house.json)
    var house = null, hGame = document.querySelector(".tt-house-game"), hPreset = document.querySelector(".tt-house-preset");
    var hList = document.querySelector(".tt-house-switches"), hNow = document.querySelector(".tt-house-now");
    C.games.forEach(function (g) { var o = el("option", "", C.game_name[g]); o.value = g; hGame.appendChild(o); });
    function drawHouse() {
      var info = house && house.games[hGame.value];
      if (!info) { return; }
      var fixed = info.fixed || {}, names = C.rules_name[hGame.value] || {}, opts = [];
      info.presets.forEach(function (p) { var o = el("option", "", names[p] || p); o.value = p; opts.push(o); });
      hPreset.replaceChildren.apply(hPreset, opts);
      hPreset.value = fixed.preset || info.presets[0];
      var rows = [];
      info.switches.forEach(function (sw, i) {
        var li = el("li", "tt-house-switch"), id = "tt-house-" + hGame.value + "-" + i;
        var label = el("label", "", sw.explanation); label.htmlFor = id;
        var input = el("input"); input.id = id; input.type = "text"; input.setAttribute("data-switch", sw.name);
        input.placeholder = fill(C.usual, {value: sw.usual});
        if (fixed[sw.name] !== undefined) { input.value = JSON.stringify(fixed[sw.name]); }
        li.appendChild(label); li.appendChild(document.createTextNode(" ")); li.appendChild(input);
        li.appendChild(el("span", "tt-small", " " + sw.example)); rows.push(li);
      });
      hList.replaceChildren.apply(hList, rows);
      hNow.textContent = C.house_now + info.lines.join("; ");
    }
    function loadHouse() {
      return fetch(BASE + "class/tables/house.json?lang=" + C.code, {credentials: "same-origin",
        headers: {"X-XSRFToken": XSRF}})  // a hub service takes a script's cookie only with the token
        .then(function (r) { return r.json(); }).then(function (j) { house = j; drawHouse(); });
    }
    hGame.addEventListener("change", drawHouse);
    function sendHouse(rules) {
      post("house", {game: hGame.value, rules: rules}).then(function () { say(C.done); return loadHouse(); },
                                                           function (err) { say(err.message, true); });
    }
    document.querySelector(".tt-house").addEventListener("submit", function (e) {
      e.preventDefault();
      var rules = {preset: hPreset.value};
      hList.querySelectorAll("input[data-switch]").forEach(function (input) {
        var v = input.value.trim();
        if (!v) { return; }
        try { rules[input.getAttribute("data-switch")] = JSON.parse(v); } catch (err) { rules[input.getAttribute("data-switch")] = v; }
      });
      sendHouse(rules);
    });
    document.querySelector(".tt-house-clear").addEventListener("click", function () { sendHouse(null); });
    loadHouse();
  })(); }
  poll();
  setInterval(function () { poll(); if (watching && !kib.hidden) { watch(watching); } }, 1000);
})();
