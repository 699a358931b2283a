// The review page of a hand played at a table (tutor/serve/tables/review.py names its hooks): steps of the
// replay asked of review.json, the coach's review drawn as buttons that open the replay at each costly choice.
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("tt-review-data").textContent);
  var url = D.base + "tables/" + encodeURIComponent(D.table) + "/review.json?deal=" + D.deal + "&lang=" + D.lang;
  var box = document.querySelector(".tt-replay"), slider = box.querySelector(".tt-slider"), at = 0, want = 0, busy = false;
  function show(i) {
    want = Math.max(0, Math.min(D.steps, i));
    if (busy) { return; }
    busy = true;
    var asked = want;
    fetch(url + "&step=" + asked, {credentials: "same-origin", cache: "no-store"})
      .then(function (r) { return r.json(); })
      .then(function (d) {
        if (d.error) { return; }
        at = d.step; slider.value = String(at);
        box.querySelector(".tt-table").innerHTML = d.html;  // the engine's drawing (tutor.render), no learner text
        var step = box.querySelector(".tt-step");
        step.textContent = d.counter; step.setAttribute("data-step", String(at));
        box.querySelector(".tt-trick-count").textContent = d.tricks;
        box.querySelector(".tt-narration").textContent = d.narration;
        box.querySelector(".tt-first").disabled = box.querySelector(".tt-prev").disabled = at === 0;
        box.querySelector(".tt-next").disabled = box.querySelector(".tt-last").disabled = at === D.steps;
      })
      .catch(function () {})
      .then(function () { busy = false; if (want !== asked) { show(want); } });
  }
  box.querySelector(".tt-first").addEventListener("click", function () { show(0); });
  box.querySelector(".tt-prev").addEventListener("click", function () { show(want - 1); });
  box.querySelector(".tt-next").addEventListener("click", function () { show(want + 1); });
  box.querySelector(".tt-last").addEventListener("click", function () { show(D.steps); });
  slider.addEventListener("change", function () { show(parseInt(slider.value, 10)); });
  box.addEventListener("keydown", function (e) {
    if (e.target === slider) { return; }
    if (e.key === "ArrowRight") { e.preventDefault(); show(want + 1); }
    if (e.key === "ArrowLeft") { e.preventDefault(); show(want - 1); }
  });
  box.querySelector(".tt-first").disabled = box.querySelector(".tt-prev").disabled = true;
  var coach = document.querySelector(".tt-coach");
  fetch(url + "&coach=1", {credentials: "same-origin", cache: "no-store"})
    .then(function (r) { return r.json(); })
    .then(function (d) {
      coach.querySelector(".tt-coach-said").textContent = d.said || d.error || "";
      var list = coach.querySelector(".tt-mistakes");
      (d.mistakes || []).forEach(function (m) {
        var b = document.createElement("button");
        b.type = "button"; b.className = "tt-mistake"; b.textContent = m.label;
        b.setAttribute("data-step", String(m.step));
        b.addEventListener("click", function () {
          Array.prototype.forEach.call(list.children, function (x) { x.removeAttribute("aria-current"); });
          b.setAttribute("aria-current", "true");
          coach.querySelector(".tt-review-better").textContent = m.note;
          show(m.step);
        });
        list.appendChild(b);
      });
      coach.setAttribute("data-state", d.failed ? "failed" : "done");
    })
    .catch(function () { coach.setAttribute("data-state", "failed"); });
})();
