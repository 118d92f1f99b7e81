/* The residents' chat page. Plain JavaScript, no build step, no dependencies.
 *
 * - Talks to the assistant through POST /api/chat (the web app proxies Rasa's REST channel).
 * - Keeps the transcript (and this tab's conversation id) in sessionStorage, so a reload or a
 *   failed request never loses it; a message that could not be sent stays in the box.
 * - Renders every text with textContent (never as HTML).
 * - Citations ({citation, section_id, quote, kind} in the reply's custom payload) become buttons
 *   that expand the quote and the section text (GET /api/sections/<section_id>).
 * - Buttons offered by the assistant ({title, payload}) are shown under its latest reply.
 */
"use strict";
(function () {
  var STORE_KEY = "ordinance-chat-v1";
  var MAX_MESSAGES = 300;
  var TIMEOUT_MS = 45000;
  var CONTACT = "call the Town of Cedarburg Town Hall or the Village of Westfield Village Hall";

  var $ = function (id) { return document.getElementById(id); };
  var transcript = $("transcript"), form = $("chat-form"), input = $("message"), sendButton = $("send"),
      busyNote = $("busy"), problem = $("problem"), problemText = $("problem-text"), retryButton = $("retry"),
      emptyNote = $("empty-note"), clearButton = $("clear");

  // --- storage ------------------------------------------------------------------------------
  var storage = null;
  try {
    storage = window.sessionStorage;
    storage.setItem("ordinance-chat-test", "1");
    storage.removeItem("ordinance-chat-test");
  } catch (e) { storage = null; }

  function newSender() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  function load() {
    var s = null;
    try { s = storage ? JSON.parse(storage.getItem(STORE_KEY) || "null") : null; } catch (e) { s = null; }
    if (!s || typeof s.sender !== "string" || !/^[A-Za-z0-9-]{8,64}$/.test(s.sender) || !Array.isArray(s.messages)) {
      s = { sender: newSender(), messages: [], turn: 0 };
    }
    return s;
  }

  var state = load();

  function save() {
    state.messages = state.messages.slice(-MAX_MESSAGES);
    if (!storage) { return; }
    try { storage.setItem(STORE_KEY, JSON.stringify(state)); } catch (e) { /* full: the page still shows it */ }
  }

  // --- rendering ----------------------------------------------------------------------------
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") { node.textContent = attrs[k]; }
      else if (k === "className") { node.className = attrs[k]; }
      else if (attrs[k] !== null && attrs[k] !== undefined) { node.setAttribute(k, attrs[k]); }
    });
    (children || []).forEach(function (c) { if (c) { node.appendChild(c); } });
    return node;
  }

  var panelCount = 0;

  function groupCitations(list) {
    var byLabel = {}, out = [];
    (list || []).forEach(function (c) {
      if (!c || typeof c.citation !== "string") { return; }
      var g = byLabel[c.citation];
      if (!g) {
        g = byLabel[c.citation] = { label: c.citation, section_id: c.section_id || null, kind: c.kind || "ordinance", quotes: [] };
        out.push(g);
      }
      if (c.quote && g.quotes.indexOf(c.quote) === -1) { g.quotes.push(c.quote); }
    });
    return out;
  }

  function botMessage(replies, turn) {
    var msg = { role: "bot", texts: [], buttons: [], citations: [], turn: turn };
    var raw = [];
    replies.forEach(function (r) {
      if (typeof r.text === "string" && r.text.trim()) { msg.texts.push(r.text); }
      (r.buttons || []).forEach(function (b) {
        if (b && typeof b.title === "string" && typeof b.payload === "string") { msg.buttons.push({ title: b.title, payload: b.payload }); }
      });
      var custom = r.custom;
      if (custom && typeof custom === "object") {
        (custom.citations || []).forEach(function (c) { raw.push(c); });
        if (typeof custom.section_id === "string" && typeof custom.citation === "string") {
          raw.push({ citation: custom.citation, section_id: custom.section_id, quote: null, kind: "ordinance" });
        }
        if (typeof custom.reference === "string") { msg.reference = custom.reference; }
      }
    });
    msg.citations = groupCitations(raw);
    if (!msg.texts.length) { msg.texts.push("(The assistant sent no text. Try asking in other words.)"); }
    return msg;
  }

  function renderCitations(m) {
    if (!m.citations || !m.citations.length) { return null; }
    var list = el("ul", { className: "cite-list" });
    var panels = el("div", { className: "cite-panels" });
    m.citations.forEach(function (c) {
      var id = "cite-panel-" + (++panelCount);
      var label = c.kind === "statute" ? c.label + " (state law)" : c.label;
      var button = el("button", { type: "button", className: "cite", "aria-expanded": "false", "aria-controls": id, text: label });
      var panel = el("div", { id: id, className: "cite-panel", hidden: "" });
      button.addEventListener("click", function () { toggleCitation(button, panel, c); });
      list.appendChild(el("li", {}, [button]));
      panels.appendChild(panel);
    });
    return el("div", { className: "sources" }, [
      el("p", { className: "sources-title", text: "Sources (select one to read the ordinance text):" }), list, panels
    ]);
  }

  function toggleCitation(button, panel, c) {
    var open = button.getAttribute("aria-expanded") === "true";
    button.setAttribute("aria-expanded", open ? "false" : "true");
    if (open) { panel.hidden = true; return; }
    panel.hidden = false;
    if (panel.getAttribute("data-loaded")) { return; }
    panel.setAttribute("data-loaded", "1");
    panel.textContent = "";
    if (c.quotes.length) {
      panel.appendChild(el("p", { className: "sources-title", text: "Quoted in the answer (" + c.label + "):" }));
      c.quotes.forEach(function (q) { panel.appendChild(el("blockquote", {}, [el("p", { text: q })])); });
    }
    if (!c.section_id) { return; }
    var loading = el("p", { className: "muted", text: "Loading the text of " + c.label + "…" });
    panel.appendChild(loading);
    fetch("/api/sections/" + encodeURIComponent(c.section_id), { headers: { "Accept": "application/json" } })
      .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
      .then(function (s) {
        loading.remove();
        var title = s.kind === "statute" ? s.citation + ": " + s.heading : s.full_citation + " " + s.heading;
        var body = el("div", { className: "section-text", tabindex: "0", role: "region", "aria-label": "Text of " + s.citation });
        body.appendChild(el("h4", { text: title }));
        (s.paragraphs || []).forEach(function (p) { body.appendChild(el("p", { text: p.text })); });
        (s.amendments || []).forEach(function (a) { body.appendChild(el("p", { className: "muted", text: "[" + a + "]" })); });
        (s.notes || []).forEach(function (n) { body.appendChild(el("p", { className: "muted", text: n })); });
        panel.appendChild(body);
      })
      .catch(function () {
        loading.textContent = "The full text of " + c.label + " could not be loaded right now.";
        panel.removeAttribute("data-loaded");
      });
  }

  function renderReplyButtons(m) {
    if (!m.buttons || !m.buttons.length) { return null; }
    var list = el("ul", { className: "reply-buttons", "aria-label": "Choices" });
    m.buttons.forEach(function (b) {
      var button = el("button", { type: "button", className: "reply-button", text: b.title });
      button.addEventListener("click", function () { send(b.payload, b.title, false); });
      list.appendChild(el("li", {}, [button]));
    });
    return list;
  }

  function renderMessage(m, active) {
    if (m.role === "user") {
      return el("li", { className: "msg user" }, [el("span", { className: "who", text: "You" }), el("p", { text: m.text })]);
    }
    var children = [el("span", { className: "who", text: "Assistant" })];
    m.texts.forEach(function (t) { children.push(el("p", { text: t })); });
    children.push(renderCitations(m));
    if (active) { children.push(renderReplyButtons(m)); }
    return el("li", { className: "msg bot" }, children);
  }

  function renderAll() {
    transcript.textContent = "";
    var last = state.messages.length - 1;
    state.messages.forEach(function (m, i) { transcript.appendChild(renderMessage(m, i === last)); });
    updateEmpty();
  }

  function updateEmpty() { emptyNote.hidden = transcript.children.length > 0; }

  function setChoicesDisabled(disabled) {
    Array.prototype.forEach.call(document.querySelectorAll(".reply-button, .quick"), function (b) { b.disabled = disabled; });
  }

  // --- problems -----------------------------------------------------------------------------
  var lastFailed = null;

  function showProblem(text) {
    problemText.textContent = text;
    problem.hidden = false;
  }

  function hideProblem() { problem.hidden = true; problemText.textContent = ""; }

  // --- sending ------------------------------------------------------------------------------
  var busy = false;

  function send(message, label, fromInput) {
    message = (message || "").trim();
    if (busy) { return; }
    if (!message) { input.focus(); return; }
    busy = true;
    sendButton.disabled = true;
    setChoicesDisabled(true);
    hideProblem();
    busyNote.textContent = "Sending…";
    var pending = renderMessage({ role: "user", text: label || message });
    pending.classList.add("pending");
    transcript.appendChild(pending);
    updateEmpty();

    var controller = window.AbortController ? new AbortController() : null;
    var timer = controller ? setTimeout(function () { controller.abort(); }, TIMEOUT_MS) : null;
    var status = 0;
    fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ sender: state.sender, message: message, label: label || undefined }),
      signal: controller ? controller.signal : undefined
    })
      .then(function (r) { status = r.status; return r.json().catch(function () { return null; }); })
      .then(function (body) {
        if (status === 200 && body && Array.isArray(body.messages)) { return body.messages; }
        if (status === 503 && body && body.error === "no_answer") { throw new Error("no_answer"); }
        throw new Error(body && status >= 400 && status < 500 && body.error ? "client:" + body.error : "unavailable");
      })
      .then(function (replies) {
        pending.remove();
        state.turn = (state.turn || 0) + 1;
        var user = { role: "user", text: label || message, turn: state.turn };
        var bot = botMessage(replies, state.turn);
        state.messages.push(user, bot);
        save();
        Array.prototype.forEach.call(transcript.querySelectorAll(".reply-buttons"), function (n) { n.remove(); });
        transcript.appendChild(renderMessage(user, false));
        transcript.appendChild(renderMessage(bot, true));
        if (fromInput) { input.value = ""; }
        lastFailed = null;
      })
      .catch(function (err) {
        pending.remove();
        lastFailed = { message: message, label: label, fromInput: fromInput };
        var detail = String(err && err.message || "");
        if (detail.indexOf("client:") === 0) {
          showProblem("The message could not be sent: " + detail.slice(7) + ".");
        } else if (detail === "no_answer") {
          showProblem("The assistant received your message but could not answer it just now. " +
            (fromInput ? "It is still in the box: try again" : "Select \u201cTry again\u201d") +
            " in a minute. If you need an answer now, please " + CONTACT + ".");
        } else if (fromInput) {
          showProblem("The assistant cannot be reached right now, so your message was not sent. It is still in the box: " +
            "try again in a few minutes. If you need an answer now, please " + CONTACT + ".");
        } else {
          showProblem("The assistant cannot be reached right now, so your choice \u201c" + (label || message) +
            "\u201d was not sent. Select \u201cTry again\u201d in a few minutes. If you need an answer now, please " + CONTACT + ".");
        }
        if (fromInput && !input.value) { input.value = message; }
      })
      .then(function () {
        if (timer) { clearTimeout(timer); }
        busy = false;
        sendButton.disabled = false;
        setChoicesDisabled(false);
        busyNote.textContent = "";
        updateEmpty();
        if (fromInput || !document.activeElement || document.activeElement === document.body) { input.focus(); }
      });
  }

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    send(input.value, null, true);
  });

  retryButton.addEventListener("click", function () {
    if (!lastFailed) { input.focus(); return; }
    if (lastFailed.fromInput) { send(input.value, null, true); }
    else { send(lastFailed.message, lastFailed.label, false); }
  });

  Array.prototype.forEach.call(document.querySelectorAll(".quick"), function (b) {
    b.addEventListener("click", function () { send(b.getAttribute("data-payload"), b.textContent, false); });
  });

  clearButton.addEventListener("click", function () {
    if (state.messages.length && !window.confirm("Start a new conversation? The one on this page will be cleared.")) { return; }
    state = { sender: newSender(), messages: [], turn: 0 };
    save();
    hideProblem();
    renderAll();
    input.focus();
  });

  renderAll();
})();
