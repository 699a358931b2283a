// A table's page (tutor/serve/tables/page.py writes its frame): draws the seat's own view as the server sends it
// over the websocket, and sends the learner's intentions back ({"act": …}, {"sit": …}, {"leave": true}).
// The server is the referee: this script never decides what is legal; it marks the cards the view's "legal" lists
// and shows the engine's reason when the server refuses an action. Names and every text of the view are set with
// textContent (never as markup); card pictures come from the server's deck (tutor.render, as in the lessons).
// Hooks: tt-seat[data-seat] (tt-turn on the seat to play, tt-you, tt-robot), tt-card (tt-legal, aria-disabled,
// aria-pressed when selected), tt-trick li[data-seat], tt-last, tt-choice, tt-play-selected, tt-message (a refusal),
// tt-narration (a polite live region), tt-paused, tt-over with tt-review, tt-conn; window.ttTable (the last view).
(function () {
  "use strict";
  var body = document.body;
  var W = JSON.parse(document.getElementById("tt-table-words").textContent);
  var base = body.dataset.base, table = body.dataset.table, lang = body.dataset.lang;
  var SEATS = ["N", "E", "S", "W"];
  var POS = ["bottom", "left", "top", "right"];  // clockwise from the seat at the bottom
  var $ = function (sel) { return document.querySelector(sel); };
  var deck = {};
  var ws = null, tries = 0, nextId = 1, view = null, selected = [], selStep = null, closedByUs = false;
  var params = new URLSearchParams(location.search);
  var wantSeat = params.get("sit");
  var focusCard = null;  // the card text that had the focus in the hand, kept across redraws

  function fmt(text, fields) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) { return fields[k] !== undefined ? fields[k] : m; });
  }
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function seatName(s) { return (W.seat && W.seat[s]) || s; }
  function cardsOf(x) { return Array.isArray(x) ? x : (x === null || x === undefined ? [] : [x]); }
  function picture(card) {
    // a card's picture from the deck (tutor.render's SVG, named in the page's language), or its text
    var span = el("span", "tt-card-pic");
    if (deck[card]) span.innerHTML = deck[card];  // the server's own drawing of a card text, never a name
    else span.textContent = card;
    return span;
  }
  function say(text) { $(".tt-message").textContent = text || ""; }
  function conn(text) { $(".tt-conn").textContent = text; }

  // -- the connection -------------------------------------------------------------------------------------------
  function socketUrl() {
    var proto = location.protocol === "https:" ? "wss:" : "ws:";
    return proto + "//" + location.host + base + "tables/" + encodeURIComponent(table) + "/socket?lang=" +
      encodeURIComponent(lang) + "&_xsrf=" + encodeURIComponent(body.dataset.xsrf);
  }
  function connect() {
    closedByUs = false;
    conn(W.connecting);
    ws = new WebSocket(socketUrl());
    window.ttTableSocket = ws;  // the page's connection (tests close it to see the page come back by itself)
    ws.onopen = function () {
      tries = 0;
      conn(W.connected);
      if (wantSeat) { send({sit: wantSeat}); wantSeat = null; history.replaceState(null, "", location.pathname + "?lang=" + lang); }
    };
    ws.onmessage = function (ev) {
      var msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      receive(msg);
    };
    ws.onclose = function () {
      if (closedByUs) return;
      // back off: 0.5, 1, 2, 4 s, then every 4 s (a restarted server is found again within seconds)
      var wait = Math.min(4, 0.5 * Math.pow(2, tries));
      tries += 1;
      conn(fmt(W.reconnecting, {seconds: wait}));
      setTimeout(connect, wait * 1000);
    };
  }
  function send(message) {
    if (!ws || ws.readyState !== 1) return false;
    message.id = nextId++;
    ws.send(JSON.stringify(message));
    return true;
  }
  window.addEventListener("pagehide", function () { closedByUs = true; if (ws) ws.close(); });

  function receive(msg) {
    if (msg.type === "view" || msg.type === "status") {
      if (view && msg.view && typeof view.step === "number" && msg.view.step < view.step &&
          (msg.type === "status") === !view.seat) return;  // an older view arriving late
      draw(msg.view, msg.type === "view");
    } else if (msg.type === "refused" || msg.type === "error") {
      say(W.refused + " " + msg.reason);
    } else if (msg.type === "done") {
      say("");  // (the selection is cleared by the view of the next step, which may come before this answer)
    }
  }

  // -- drawing --------------------------------------------------------------------------------------------------
  function bottomSeat(v, seated) { return seated && v.seat ? v.seat : "S"; }
  function posOf(seat, bottom) { return POS[(SEATS.indexOf(seat) - SEATS.indexOf(bottom) + 4) % 4]; }

  function draw(v, seated) {
    view = seated ? v : {seat: null, step: v.step};
    window.ttTable = v;
    var bottom = bottomSeat(v, seated);
    body.classList.toggle("tt-seated", !!seated);
    $(".tt-paused").hidden = !v.paused;
    body.dataset.paused = v.paused ? "1" : "0";
    drawSeats(v, bottom, seated);
    drawTrick(v, bottom, seated);
    drawSit(v, seated);
    drawChoices(v, seated);
    drawHand(v, seated);
    drawInfo(v, seated);
    drawStory(v, seated);
    $(".tt-over").hidden = !(seated && v.over);
    $(".tt-traveller-link").hidden = !(v.match && v.match.deals);  // a class set's table (issue 32)
    $(".tt-leave").hidden = !seated;
    $(".tt-robots-row").hidden = !seated || v.over || !hasFree(v);
  }
  function hasFree(v) {
    var seats = v.seats || {};
    return SEATS.some(function (s) { return seats[s] && seats[s].free; });
  }

  function drawSeats(v, bottom, seated) {
    var seats = v.seats || {};
    SEATS.forEach(function (s) {
      var box = $(".tt-pos-" + posOf(s, bottom));
      var info = seats[s] || {free: true};
      box.textContent = "";
      box.dataset.seat = s;
      box.className = "tt-seat tt-pos-" + posOf(s, bottom);
      if (v.turn === s) box.classList.add("tt-turn");
      if (info.robot) box.classList.add("tt-robot");
      if (seated && v.seat === s) box.classList.add("tt-you");
      var head = el("p", "tt-seat-head");
      head.appendChild(el("strong", "tt-seat-name", seatName(s)));
      head.appendChild(document.createTextNode(" · "));
      var who = info.robot ? fmt(W.robot, {level: (W.level_name || {})[info.robot] || info.robot})
        : info.free ? W.free : (info.name || W.a_learner);
      head.appendChild(el("span", "tt-who", who));
      if (seated && v.seat === s) head.appendChild(el("span", "tt-you-mark", " (" + W.you + ")"));
      box.appendChild(head);
      var line = el("p", "tt-seat-line");
      if (v.turn === s) line.appendChild(el("span", "tt-turn-mark", "▶ " + W.turn + " "));
      var counts = v.counts || {};
      if (typeof counts[s] === "number") line.appendChild(el("span", "tt-count", fmt(W.cards, {n: counts[s]})));
      var won = v.tricks_won || {};
      if (typeof won[s] === "number") line.appendChild(el("span", "tt-won", " · " + fmt(W.tricks, {n: won[s]})));
      box.appendChild(line);
      var shown = (v.visible || {})[s];
      if (seated && shown && s !== v.seat) {  // a hand this seat may see (bridge: dummy after the opening lead)
        box.appendChild(el("p", "tt-visible-h", W.visible));
        // bridge: declarer plays dummy's cards from dummy's hand (the view's "play_from")
        box.appendChild(handRow(shown, v, "tt-visible-hand", v.play_from === s));
      }
    });
  }

  function drawTrick(v, bottom, seated) {
    var list = $(".tt-trick");
    list.textContent = "";
    var plays = v.trick || [];
    plays.forEach(function (p) {
      var li = el("li", "tt-play tt-at-" + posOf(p[0], bottom));
      li.dataset.seat = p[0];
      li.appendChild(el("span", "tt-play-seat", seatName(p[0])));
      cardsOf(p[1]).forEach(function (c) { li.appendChild(cardImage(c)); });
      list.appendChild(li);
    });
    if (!plays.length) list.appendChild(el("li", "tt-trick-empty", W.trick_empty));
    var last = $(".tt-last");
    last.textContent = "";
    var lt = seated ? v.last_trick : null;
    if (lt && lt.plays) {
      last.appendChild(el("strong", "", W.last_trick + ": "));
      lt.plays.forEach(function (p, i) {
        last.appendChild(document.createTextNode((i ? ", " : "") + seatName(p[0]) + " " + cardsOf(p[1]).map(symbol).join(" ")));
      });
      if (lt.winner) last.appendChild(el("span", "tt-winner", " — " + fmt(W.won_by, {seat: seatName(lt.winner)})));
      if (lt.reason) last.appendChild(el("span", "tt-reason", " (" + lt.reason + ")"));
    }
  }
  function symbol(card) {
    var s = {S: "♠", H: "♥", D: "♦", C: "♣"}[card.charAt(0)];
    return s && card.length > 1 && card !== "BJ" && card !== "LJ" ? s + card.slice(1) : card;
  }
  function cardImage(card) {
    var span = picture(card);
    span.classList.add("tt-card", "tt-shown");
    span.setAttribute("role", "img");
    var svg = span.querySelector("svg");
    span.setAttribute("aria-label", svg ? svg.getAttribute("aria-label") : card);
    if (svg) svg.setAttribute("aria-hidden", "true");
    return span;
  }

  function drawSit(v, seated) {
    var box = $(".tt-sit-box");
    box.hidden = !!seated;
    if (seated) return;
    var buttons = $(".tt-sit-buttons");
    buttons.textContent = "";
    SEATS.forEach(function (s) {
      var info = (v.seats || {})[s] || {};
      if (!info.free && !info.robot) return;
      var b = el("button", "tt-button tt-sit", W.sit + ": " + seatName(s));
      b.type = "button";
      b.dataset.seat = s;
      b.addEventListener("click", function () { send({sit: s}); });
      buttons.appendChild(b);
    });
  }

  function drawChoices(v, seated) {
    var box = $(".tt-choices");
    var choices = seated && !v.paused ? (v.choices || []) : [];
    box.hidden = !choices.length;
    var holder = $(".tt-choice-buttons");
    var had = document.activeElement && holder.contains(document.activeElement);
    holder.textContent = "";
    choices.forEach(function (c) {
      var b = el("button", "tt-button tt-choice", c.label);
      b.type = "button";
      b.dataset.action = JSON.stringify(c.action);
      b.addEventListener("click", function () { send({act: c.action}); });
      holder.appendChild(b);
    });
    if (had && holder.firstChild) holder.firstChild.focus();
  }

  function legalCards(v) {
    // the cards the view's "legal" lists (a card text, or several cards for a 27 Wang play or bury)
    var out = {};
    (v.legal || []).forEach(function (a) { cardsOf(a).forEach(function (c) { if (typeof c === "string") out[c] = true; }); });
    return out;
  }

  function myTurn(v) { return !!v.seat && v.turn === v.seat && !v.paused && !v.over; }
  function handRow(cards, v, cls, playing) {
    var row = el("div", "tt-hand-row " + cls);
    var legal = legalCards(v);
    // too many legal actions to list (27 Wang's buries: any eight cards): every card may be chosen
    var any = (v.legal || []).length === 0 && v.legal_count > 0 && !(v.choices || []).length;
    var mine = myTurn(v) && playing;
    cards.forEach(function (c, i) {
      var b = el("button", "tt-card");
      b.type = "button";
      b.dataset.card = c;
      b.dataset.index = i;
      b.appendChild(picture(c));
      var ok = mine && (any || legal[c]);
      if (ok) b.classList.add("tt-legal");
      b.setAttribute("aria-disabled", ok ? "false" : "true");
      if (v.multi) b.setAttribute("aria-pressed", selected.indexOf(key(c, i)) >= 0 ? "true" : "false");
      if (ok) b.appendChild(el("span", "tt-legal-mark", "✓"));
      b.tabIndex = -1;
      b.addEventListener("click", function () { clickCard(c, i, b); });
      row.appendChild(b);
    });
    return row;
  }
  function key(c, i) { return c + "#" + i; }

  function drawHand(v, seated) {
    var box = $(".tt-mine");
    box.hidden = !seated;
    if (!seated) return;
    var hand = $(".tt-hand");
    var had = document.activeElement && hand.contains(document.activeElement);
    hand.textContent = "";
    var cards = v.hand || [];
    if (v.step !== selStep) selected = [];  // a selection belongs to the step it was made at
    hand.appendChild(handRow(cards, v, "tt-own", !v.play_from));
    var buttons = hand.querySelectorAll("button.tt-card");  // (a card's picture holds a g.tt-card too)
    if (buttons.length) {  // one tab stop: the card that had the focus, else the first legal card, else the first
      var pick = null;
      buttons.forEach(function (b) { if (b.dataset.card === focusCard && !pick) pick = b; });
      if (!pick) pick = hand.querySelector("button.tt-legal") || buttons[0];
      pick.tabIndex = 0;
      if (had) pick.focus();
    }
    $(".tt-turn-line").textContent = v.over ? "" : myTurn(v) ? W.your_turn
      : v.turn ? fmt(W.waiting, {seat: seatName(v.turn)}) : "";
    var multi = $(".tt-multi");
    multi.hidden = !(v.multi && myTurn(v) && !(v.choices || []).length);
    $(".tt-play-selected").textContent = v.play_label || "";
    showSelected(v);
  }
  function showSelected(v) {  // "Cards selected: ♠5 ♥A (2 / 8)" while 27 Wang's banker buries the kitty
    var want = v && v.select ? " (" + selected.length + " / " + v.select + ")" : "";
    $(".tt-selected-text").textContent = W.selected + " " +
      selected.map(function (k) { return symbol(k.split("#")[0]); }).join(" ") + want;
  }

  function clickCard(card, index, button) {
    if (!view || !view.seat) return;
    focusCard = card;
    if (view.multi) {  // 27 Wang: select, then play or bury with the button
      if (selStep !== view.step) { selected = []; selStep = view.step; }
      var k = key(card, index), at = selected.indexOf(k);
      if (at >= 0) selected.splice(at, 1); else selected.push(k);
      button.setAttribute("aria-pressed", at >= 0 ? "false" : "true");
      showSelected(view);
      return;
    }
    // an illegal card is sent too: the engine refuses it and says why (the hand stays as it is)
    send({act: card});
  }
  $(".tt-play-selected").addEventListener("click", function () {
    if (!selected.length) return;
    send({act: selected.map(function (k) { return k.split("#")[0]; })});
  });
  $(".tt-clear").addEventListener("click", function () { selected = []; if (view) drawHand(window.ttTable, true); });
  $(".tt-leave").addEventListener("click", function () {
    var v = window.ttTable || {};
    if (!v.finished && !window.confirm(W.leave_confirm)) return;  // running away from a running match costs points
    send({leave: true});
    say(W.left);
  });
  $(".tt-robots").addEventListener("click", function () { send({robots: $("#tt-robot-level").value}); });

  // the card in focus stays in focus when the hand is drawn again (a view arriving while the learner looks)
  $(".tt-hand").addEventListener("focusin", function (ev) {
    if (ev.target && ev.target.dataset && ev.target.dataset.card) focusCard = ev.target.dataset.card;
  });
  // the hand is one tab stop: ← → ↑ ↓ Home End move between its cards, Enter or Space plays (or selects) one
  $(".tt-hand").addEventListener("keydown", function (ev) {
    var cards = Array.prototype.slice.call(this.querySelectorAll("button.tt-card"));
    var at = cards.indexOf(document.activeElement);
    if (at < 0 || !cards.length) return;
    var to = null;
    if (ev.key === "ArrowRight" || ev.key === "ArrowDown") to = Math.min(cards.length - 1, at + 1);
    else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") to = Math.max(0, at - 1);
    else if (ev.key === "Home") to = 0;
    else if (ev.key === "End") to = cards.length - 1;
    if (to === null) return;
    ev.preventDefault();
    cards[at].tabIndex = -1;
    cards[to].tabIndex = 0;
    cards[to].focus();
    focusCard = cards[to].dataset.card;
  });

  function drawInfo(v, seated) {
    var info = $(".tt-info");
    info.textContent = "";
    (seated ? (v.info || []) : []).forEach(function (line) { info.appendChild(el("li", "", line)); });
    (seated ? (v.extra || []) : []).forEach(function (group) {  // public cards: declared, sold openly, taken
      var li = el("li", "tt-extra", group.label + " ");
      (group.cards || []).forEach(function (c) { if (c) li.appendChild(cardImage(c)); });
      info.appendChild(li);
    });
    var score = $(".tt-score");
    score.textContent = "";
    var sheets = seated && v.over ? (v.sheets || {}) : {};
    Object.keys(sheets).forEach(function (k) {  // the engine's score sheets: every line with its reason
      var sheet = sheets[k];
      var cap = el("tr", "tt-sheet-title");
      cap.appendChild(el("th", "", sheet.title || sideName(k)));
      cap.appendChild(el("th", "", sheet.total));
      score.appendChild(cap);
      (sheet.lines || []).forEach(function (line) {
        var tr = el("tr");
        tr.appendChild(el("td", "", line.label + (line.reason ? " — " + line.reason : "")));
        tr.appendChild(el("td", "", line.points));
        score.appendChild(tr);
      });
    });
    if (Object.keys(sheets).length && W.house_line) {  // which house rules the sheets were scored by
      var rules = el("tr", "tt-sheet-rules"), cell = el("td", "", W.house_line);
      cell.colSpan = 2; rules.appendChild(cell); score.insertBefore(rules, score.firstChild);
    }
    score.classList.toggle("tt-sheet", Object.keys(sheets).length > 0);
    var totals = seated && v.match ? v.match.totals || v.match.levels : null;  // the match so far
    if (totals && typeof totals === "object") {
      var head = el("tr", "tt-match-title");
      head.appendChild(el("th", "", W.match));
      head.appendChild(el("th", ""));
      score.appendChild(head);
      Object.keys(totals).forEach(function (k) {
        var value = totals[k];
        var tr = el("tr");
        tr.appendChild(el("td", "", sideName(k)));
        tr.appendChild(el("td", "", value !== null && typeof value === "object" ? value.score : value));
        score.appendChild(tr);
      });
    }
  }
  function sideName(k) {
    if (W.seat && W.seat[k]) return W.seat[k];
    if (k.length === 2 && W.seat && W.seat[k[0]] && W.seat[k[1]]) return W.seat[k[0]] + "–" + W.seat[k[1]];
    return k;
  }

  var lastNarration = null;
  function drawStory(v, seated) {
    if (!seated) return;
    var text = v.narration || "";
    if (text !== lastNarration) $(".tt-narration").textContent = text;
    lastNarration = text;
    var log = $(".tt-log");
    log.textContent = "";
    (v.log || []).slice().reverse().forEach(function (line) { log.appendChild(el("li", "", line)); });
    var notices = $(".tt-notices"), shown = Array.prototype.map.call(notices.children, function (li) {
      return li.textContent;
    });
    if ((v.messages || []).join("\n") !== shown.join("\n")) {  // the table's notices: a learner ran away, a pause
      notices.textContent = "";
      (v.messages || []).forEach(function (m) { notices.appendChild(el("li", "", m)); });
    }
  }

  // the deck's pictures first (one request, cached), then the table
  fetch(base + "tables/deck.json?lang=" + encodeURIComponent(lang), {credentials: "same-origin"})
    .then(function (r) { return r.ok ? r.json() : {}; })
    .catch(function () { return {}; })
    .then(function (d) { deck = d || {}; connect(); });
})();
