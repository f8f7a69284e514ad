// The memory page: reads GET /v1/users/{user}/memories; every change is a command event
// posted to POST /v1/events. Content is always set as text, never as HTML.
"use strict";

const SECTIONS = ["preference", "fact", "lesson", "episode"];
const NARRATIVE_KEY = "profile.narrative";
const $ = (selector, root = document) => root.querySelector(selector);

function who() {
  return { tenant: $("#tenant").value.trim(), user: $("#user").value.trim() };
}

function headers() {
  const key = $("#key").value.trim();
  const base = { "Content-Type": "application/json" };
  return key ? { ...base, Authorization: `Bearer ${key}` } : base;
}

function say(text, kind = "info") {
  const status = $("#status");
  status.textContent = text;
  status.dataset.kind = kind;
}

function uuid() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function request(path, options = {}) {
  const response = await fetch(path, { ...options, headers: headers() });
  const body = await response.json().catch(() => ({}));
  if (!response.ok && response.status !== 202) {
    const detail = typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail ?? body);
    throw new Error(`${response.status}: ${detail}`);
  }
  return body;
}

async function loadMemories() {
  const { tenant, user } = who();
  const query = new URLSearchParams({ tenant, include_inactive: "true" });
  return request(`/v1/users/${encodeURIComponent(user)}/memories?${query}`);
}

async function command(type, payload) {
  const { tenant, user } = who();
  const event = {
    id: uuid(),
    time: new Date().toISOString(),
    scope: { tenant, user },
    source: { app: "memstream-ui" },
    type,
    payload,
  };
  const body = await request("/v1/events", { method: "POST", body: JSON.stringify([event]) });
  if (body.rejected && body.rejected.length) {
    const errors = body.rejected[0].errors.map((e) => `${e.field}: ${e.message}`).join("; ");
    throw new Error(`rejected: ${errors}`);
  }
  return body.accepted[0];
}

function fill(list, entries) {
  list.replaceChildren();
  for (const [term, value] of entries) {
    if (value === null || value === undefined || value === "") continue;
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = Array.isArray(value) ? value.join(", ") : String(value);
    list.append(dt, dd);
  }
}

function historyItems(list, versions) {
  list.replaceChildren();
  for (const version of versions) {
    const li = document.createElement("li");
    const from = version.valid_from ? ` · from ${version.valid_from.slice(0, 10)}` : "";
    li.textContent = `v${version.version} ${version.status}${from}: ${version.content}`;
    li.dataset.status = version.status;
    list.append(li);
  }
}

function card(memory) {
  const node = $("#card").content.firstElementChild.cloneNode(true);
  node.dataset.memoryId = memory.id;
  node.dataset.status = memory.status;
  $(".type", node).textContent = memory.type;
  $(".status", node).textContent = memory.status;
  $(".pinned", node).hidden = !memory.pinned;
  $(".key", node).textContent = memory.key;
  $(".content", node).textContent = memory.content;
  const evidence = `evidence ${memory.evidence_count}`;
  $(".meta", node).textContent = `confidence ${memory.confidence.toFixed(2)} · ${evidence} · last seen ${memory.last_seen.slice(0, 10)}`;
  const p = memory.provenance || {};
  fill($(".why dl", node), [
    ["matcher", p.matcher ? `${p.matcher}@${p.matcher_version}` : null],
    ["said by", p.speaker],
    ["explicit", p.explicit ? "yes" : "no, inferred"],
    ["quote", p.quote],
    ["events", p.event_ids],
  ]);
  historyItems($(".history ol", node), memory.history || []);
  const conflicted = memory.status === "conflicted";
  $('[data-action="confirm"]', node).hidden = !conflicted;
  $('[data-action="reject"]', node).hidden = !conflicted;
  $('[data-action="pin"]', node).textContent = memory.pinned ? "Unpin" : "Pin";
  wire(node, memory);
  return node;
}

function wire(node, memory) {
  const form = $(".correction", node);
  const act = (name, fn) => $(`[data-action="${name}"]`, node).addEventListener("click", fn);
  act("correct", () => {
    form.hidden = false;
    form.elements.content.value = memory.content;
    form.elements.content.focus();
  });
  act("cancel", () => { form.hidden = true; });
  act("pin", () => send("memory.pin", { memory_id: memory.id, pinned: !memory.pinned }, "pinned"));
  act("forget", () => {
    if (window.confirm(`Forget “${memory.content}” for good?`)) {
      send("memory.forget", { memory_id: memory.id }, "forgotten");
    }
  });
  act("confirm", () => send("memory.confirm", { memory_id: memory.id, accept: true }, "confirmed"));
  act("reject", () => send("memory.confirm", { memory_id: memory.id, accept: false }, "rejected"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const content = form.elements.content.value.trim();
    if (content) send("memory.correct", { memory_id: memory.id, content }, "corrected");
  });
}

async function send(type, payload, done) {
  try {
    const accepted = await command(type, payload);
    say(`${done}: ${type} accepted at ${accepted.position}; updating…`);
    document.body.dataset.lastEvent = accepted.event_id;
    setTimeout(() => show(`${done}: ${type} accepted`), 800);
  } catch (error) {
    say(`could not send ${type}: ${error.message}`, "error");
  }
}

function place(memory, showInactive) {
  if (memory.status === "conflicted") return "#conflicts";
  if (memory.status !== "active") return showInactive ? "#inactive-list" : null;
  if (memory.type === "profile") return "#profile";
  return SECTIONS.includes(memory.type) ? `#${memory.type}` : null;
}

function render(memories) {
  const showInactive = $("#inactive").checked;
  for (const section of document.querySelectorAll("main section")) {
    $(".cards", section).replaceChildren();
  }
  const narrative = memories.find((m) => m.key === NARRATIVE_KEY && m.status === "active");
  $("#narrative").textContent = narrative ? narrative.content : "";
  $("#narrative").hidden = !narrative;
  for (const memory of memories) {
    if (memory === narrative) continue;
    const where = place(memory, showInactive);
    if (where) $(`${where} .cards`).append(card(memory));
  }
  $("#conflicts").hidden = !$("#conflicts .cards").children.length;
  $("#inactive-list").hidden = !$("#inactive-list .cards").children.length;
  for (const id of SECTIONS) {
    $(`#${id}`).dataset.empty = String(!$(`#${id} .cards`).children.length);
  }
  $("#memory").hidden = false;
}

async function show(lastAction = "") {
  const { tenant, user } = who();
  if (!tenant || !user) return;
  try {
    const memories = await loadMemories();
    render(memories);
    const count = `${memories.length} memories of ${user}`;
    say(lastAction ? `${lastAction} · ${count}` : count);
    document.body.dataset.loaded = String(Date.now());
  } catch (error) {
    say(`could not load: ${error.message}`, "error");
  }
}

function start() {
  const params = new URLSearchParams(window.location.search);
  $("#tenant").value = params.get("tenant") || "";
  $("#user").value = params.get("user") || "";
  $("#key").value = sessionStorage.getItem("memstream-key") || "";
  $("#who").addEventListener("submit", (event) => {
    event.preventDefault();
    sessionStorage.setItem("memstream-key", $("#key").value.trim());
    const { tenant, user } = who();
    history.replaceState(null, "", `?${new URLSearchParams({ tenant, user })}`);
    show();
  });
  $("#inactive").addEventListener("change", () => show());
  show();
}

document.addEventListener("DOMContentLoaded", start);
