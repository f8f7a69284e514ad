// The memory page: reads GET /v1/users/{user}/memories; every change is a command event
// posted to POST /v1/events. Content is always set as text, never as HTML. Plain words by
// default; internal keys, matcher versions and event ids only with "technical details".
"use strict";

const SECTIONS = ["preference", "fact", "lesson", "episode"];
const NARRATIVE_KEY = "profile.narrative";
const $ = (selector, root = document) => root.querySelector(selector);
const state = { lang: "en", memories: [] };

// Words ------------------------------------------------------------------------------------

function t(name, values = {}) {
  const words = STRINGS[state.lang] || STRINGS.en;
  const text = name.split(".").reduce((found, part) => (found ? found[part] : undefined), words);
  return String(text ?? name).replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));
}

function chooseLanguage(params) {
  const asked = params.get("lang") || navigator.language || "en";
  state.lang = asked.toLowerCase().startsWith("zh") ? "zh" : "en";
  document.documentElement.lang = state.lang === "zh" ? "zh-CN" : "en";
  $("#lang").value = state.lang;
  for (const node of document.querySelectorAll("[data-text]")) node.textContent = t(node.dataset.text);
  document.title = `memstream · ${t("title")}`;
}

function day(iso) {
  if (!iso) return "";
  const format = new Intl.DateTimeFormat(state.lang === "zh" ? "zh-CN" : "en-GB", { dateStyle: "medium" });
  return format.format(new Date(iso));
}

function excerpt(text, size = 90) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > size ? `${flat.slice(0, size - 1)}…` : flat;
}

// Talking to the API -------------------------------------------------------------------------

function who() {
  return { tenant: $("#tenant").value.trim(), user: $("#user").value.trim() };
}

function headers() {
  const key = $("#key").value.trim();
  const base = { "Content-Type": "application/json" };
  return key ? { ...base, Authorization: `Bearer ${key}` } : base;
}

class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

async function request(path, options = {}) {
  let response;
  try {
    response = await fetch(path, { ...options, headers: headers() });
  } catch {
    throw new ApiError(0, t("unreachable"));
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail ?? body);
    throw new ApiError(response.status, detail);
  }
  return body;
}

function explain(error, template) {
  if (error.status === 401) return $("#key").value.trim() ? t("badKey") : t("needKey");
  if (error.status === 403) return t("forbidden");
  if (error.status === 0) return t("unreachable");
  return t(template, { detail: error.message });
}

function uuid() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function command(type, payload) {
  const { tenant, user } = who();
  const event = { id: uuid(), time: new Date().toISOString(), scope: { tenant, user } };
  Object.assign(event, { source: { app: "memstream-ui" }, type, payload });
  const body = await request("/v1/events", { method: "POST", body: JSON.stringify([event]) });
  if (body.rejected && body.rejected.length) {
    const errors = body.rejected[0].errors.map((e) => `${e.field}: ${e.message}`).join("; ");
    throw new ApiError(422, errors);
  }
  return body.accepted[0];
}

function userPath(suffix) {
  return `/v1/users/${encodeURIComponent(who().user)}/${suffix}`;
}

// Status line ----------------------------------------------------------------------------------

function say(text, kind = "info") {
  const status = $("#status");
  status.textContent = text;
  status.dataset.kind = kind;
  $("#key").closest("label").dataset.attention = String(kind === "key");
  if (kind === "key") $("#key").focus();
}

function sayError(error, template) {
  say(explain(error, template), error.status === 401 ? "key" : "error");
}

// One memory, in plain words -------------------------------------------------------------------

function origin(memory) {
  const p = memory.provenance || {};
  if (memory.attributes && memory.attributes.corrected) return t("corrected");
  if (memory.type === "episode") return t("conversation");
  if (!p.explicit) return t("learned");
  if (p.speaker === "user") return t("said");
  return p.speaker === "assistant" ? t("assistant") : t("app");
}

function meta(memory) {
  const parts = [origin(memory), day(memory.last_seen)];
  if (memory.evidence_count > 1) parts.push(t("seen", { n: memory.evidence_count }));
  return parts.join(" · ");
}

function technical(memory) {
  const p = memory.provenance || {};
  return [
    ["key", memory.key],
    ["memory id", memory.id],
    ["status", memory.status],
    ["confidence", memory.confidence.toFixed(2)],
    ["evidence", memory.evidence_count],
    ["matcher", p.matcher ? `${p.matcher}@${p.matcher_version}` : null],
    ["events", p.event_ids],
  ];
}

function fill(list, entries, className = "") {
  for (const [term, value] of entries) {
    if (value === null || value === undefined || value === "") continue;
    const dt = document.createElement("dt");
    const dd = document.createElement("dd");
    dt.textContent = term;
    dd.textContent = Array.isArray(value) ? value.join(", ") : String(value);
    if (className) dt.className = dd.className = className;
    list.append(dt, dd);
  }
}

function why(list, memory) {
  list.replaceChildren();
  const p = memory.provenance || {};
  const expired = memory.sources === "expired" ? t("expired") : null;
  fill(list, [[t("how"), origin(memory)], [t("words"), p.quote], ["", expired]]);
  fill(list, technical(memory), "technical");
}

function historyItems(list, versions) {
  list.replaceChildren();
  for (const version of versions) {
    const li = document.createElement("li");
    const status = version.status === "active" ? "" : ` (${t(`status.${version.status}`)})`;
    const tag = document.createElement("span");
    tag.className = "technical";
    tag.textContent = `v${version.version} `;
    li.append(tag, `${day(version.valid_from)}: ${version.content}${status}`);
    li.dataset.status = version.status;
    list.append(li);
  }
}

function heading(node, memory) {
  $(".type", node).textContent = t(`type.${memory.type}`);
  const status = $(".status", node);
  status.hidden = memory.status === "active";
  status.textContent = status.hidden ? "" : t(`status.${memory.status}`);
  $(".pinned", node).hidden = !memory.pinned;
  $(".pinned", node).textContent = t("pinned");
  $(".key", node).textContent = memory.key;
}

function labels(node, memory) {
  $(".why summary", node).textContent = t("why");
  $(".history summary", node).textContent = t("history");
  $(".history", node).hidden = (memory.history || []).length < 2;
  for (const name of ["correct", "forget", "confirm", "reject", "save", "cancel"]) {
    $(`[data-action="${name}"]`, node).textContent = t(name);
  }
  $('[data-action="pin"]', node).textContent = memory.pinned ? t("unpin") : t("pin");
  const conflicted = memory.status === "conflicted";
  $('[data-action="confirm"]', node).hidden = !conflicted;
  $('[data-action="reject"]', node).hidden = !conflicted;
}

function card(memory) {
  const node = $("#card").content.firstElementChild.cloneNode(true);
  node.dataset.memoryId = memory.id;
  node.dataset.status = memory.status;
  heading(node, memory);
  $(".content", node).textContent = memory.content;
  $(".meta", node).textContent = meta(memory);
  why($(".why dl", node), memory);
  historyItems($(".history ol", node), memory.history || []);
  labels(node, memory);
  wire(node, memory);
  return node;
}

// Correcting edits the value when the sentence shows it ("Lives in Lisbon": Lisbon) ------------

function editedPart(memory) {
  const value = (memory.value || "").trim();
  const shown = value && value !== memory.content && memory.content.toLowerCase().includes(value.toLowerCase());
  return shown ? value : null;
}

function correction(memory, text) {
  const part = editedPart(memory);
  if (!part) return { memory_id: memory.id, content: text };
  const at = memory.content.toLowerCase().indexOf(part.toLowerCase());
  const content = memory.content.slice(0, at) + text + memory.content.slice(at + part.length);
  return { memory_id: memory.id, content, value: text };
}

function openCorrection(form, memory) {
  const part = editedPart(memory);
  $(".prompt", form).textContent = part ? t("changeValue", { value: part }) : t("changeText");
  form.elements.content.value = part || memory.content;
  form.elements.content.rows = part ? 1 : 2;
  form.hidden = false;
  form.elements.content.focus();
}

function wire(node, memory) {
  const form = $(".correction", node);
  const act = (name, fn) => $(`[data-action="${name}"]`, node).addEventListener("click", fn);
  act("correct", () => openCorrection(form, memory));
  act("cancel", () => { form.hidden = true; });
  act("pin", () => send("memory.pin", { memory_id: memory.id, pinned: !memory.pinned }, memory.pinned ? "unpinned" : "pinned"));
  act("forget", () => askForget(memory));
  act("confirm", () => send("memory.confirm", { memory_id: memory.id, accept: true }, "confirmed"));
  act("reject", () => send("memory.confirm", { memory_id: memory.id, accept: false }, "rejected"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = form.elements.content.value.trim();
    if (text) send("memory.correct", correction(memory, text), "corrected");
  });
}

// Forgetting says everything that goes -----------------------------------------------------------

async function forgetPreview(memory) {
  const body = JSON.stringify({ tenant: who().tenant, memory_id: memory.id });
  try {
    return (await request(userPath("forget/preview"), { method: "POST", body })).memories;
  } catch {
    return [{ memory_id: memory.id, type: memory.type, content: memory.content, selected: true }];
  }
}

function goneItem(item) {
  const li = document.createElement("li");
  const text = excerpt(item.content);
  if (item.selected) li.textContent = text;
  else if (item.type === "episode") li.textContent = t("forgetEpisode", { text });
  else li.textContent = t("forgetNarrative", { text });
  li.dataset.memoryId = item.memory_id;
  return li;
}

async function askForget(memory) {
  const items = await forgetPreview(memory);
  $("#forget-list").replaceChildren(...items.map(goneItem));
  const dialog = $("#forget-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "forget") send("memory.forget", { memory_id: memory.id }, "forgotten");
  }, { once: true });
}

async function send(type, payload, done) {
  try {
    const accepted = await command(type, payload);
    say(`${t(`done.${done}`)} ${t("updating")}`);
    document.body.dataset.lastEvent = accepted.event_id;
    document.body.dataset.lastCommand = type;
    setTimeout(() => show(t(`done.${done}`)), 800);
  } catch (error) {
    sayError(error, "cannotSave");
  }
}

// The page -------------------------------------------------------------------------------------

function place(memory, showInactive) {
  if (memory.status === "conflicted") return "#conflicts";
  if (memory.status !== "active") return showInactive ? "#inactive-list" : null;
  if (memory.type === "profile") return "#profile";
  return SECTIONS.includes(memory.type) ? `#${memory.type}` : null;
}

function showNarrative(narrative) {
  const node = $("#narrative");
  node.hidden = !narrative;
  node.replaceChildren();
  if (!narrative) return;
  const lead = document.createElement("strong");
  lead.textContent = t("inShort");
  node.append(lead, narrative.content);
}

function render(memories) {
  const showInactive = $("#inactive").checked;
  for (const section of document.querySelectorAll("main section")) $(".cards", section).replaceChildren();
  const narrative = memories.find((m) => m.key === NARRATIVE_KEY && m.status === "active");
  showNarrative(narrative);
  for (const memory of memories) {
    const where = memory === narrative ? null : place(memory, showInactive);
    if (where) $(`${where} .cards`).append(card(memory));
  }
  $("#conflicts").hidden = !$("#conflicts .cards").children.length;
  $("#inactive-list").hidden = !$("#inactive-list .cards").children.length;
  for (const id of [...SECTIONS, "profile"]) {
    const cards = $(`#${id} .cards`);
    cards.dataset.empty = t("nothing");
    $(`#${id}`).dataset.empty = String(!cards.children.length && !(id === "profile" && narrative));
  }
  $("#memory").hidden = false;
}

async function show(lastAction = "") {
  const { tenant, user } = who();
  if (!tenant || !user) return;
  try {
    const query = new URLSearchParams({ tenant, include_inactive: "true" });
    state.memories = await request(`${userPath("memories")}?${query}`);
    render(state.memories);
    const count = t("count", { n: state.memories.filter((m) => m.status === "active").length });
    say(lastAction ? `${lastAction} ${count}` : count);
    document.body.dataset.loaded = String(Date.now());
  } catch (error) {
    $("#memory").hidden = true;
    sayError(error, "cannotLoad");
  }
}

function listen() {
  $("#who").addEventListener("submit", (event) => {
    event.preventDefault();
    sessionStorage.setItem("memstream-key", $("#key").value.trim());
    const { tenant, user } = who();
    const params = new URLSearchParams({ tenant, user, lang: state.lang });
    history.replaceState(null, "", `?${params}`);
    show();
  });
  $("#inactive").addEventListener("change", () => show());
  $("#details").addEventListener("change", (event) => {
    document.body.dataset.details = String(event.target.checked);
  });
  $("#lang").addEventListener("change", (event) => {
    const params = new URLSearchParams(window.location.search);
    params.set("lang", event.target.value);
    chooseLanguage(params);
    if (document.body.dataset.loaded) render(state.memories);
  });
  for (const button of document.querySelectorAll("#forget-dialog [data-answer]")) {
    button.addEventListener("click", () => $("#forget-dialog").close(button.dataset.answer));
  }
}

function start() {
  const params = new URLSearchParams(window.location.search);
  chooseLanguage(params);
  $("#tenant").value = params.get("tenant") || "";
  $("#user").value = params.get("user") || "";
  $("#key").value = sessionStorage.getItem("memstream-key") || "";
  document.body.dataset.details = "false";
  listen();
  show();
}

document.addEventListener("DOMContentLoaded", start);
