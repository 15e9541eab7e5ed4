// solopddl's web app: the board, the editor and the buttons call the JSON
// API of `solopddl serve` (docs/src/serve.md); the server holds every rule,
// so the page keeps only the start, the moves played and what it was told.
"use strict";

// Script errors are kept for the browser tests (and shown in the console).
window.__solopddlErrors = [];
window.addEventListener("error", (e) => window.__solopddlErrors.push(String(e.message)));

const GLYPH = { K: "\u2654", Q: "\u2655", R: "\u2656", B: "\u2657", N: "\u2658", P: "\u2659" };
const BLACK_GLYPH = { K: "\u265A", Q: "\u265B", R: "\u265C", B: "\u265D", N: "\u265E", P: "\u265F" };
const FILES = "abcdefgh";
const $ = (id) => document.getElementById(id);

const game = {
  start: "",        // the puzzle's Solo FEN
  moves: [],        // captures played, long form
  redo: [],         // captures undone
  view: null,       // the server's answer for the position
  selected: null,   // the square of the piece picked up
  plan: [],         // the last plan shown, stepped with "Step"
  started: 0,       // when the timer started (ms)
  stopped: false,
};
const edit = { on: false, role: "Q", pieces: {}, width: 8, height: 8 };
const running = new Set(); // job ids the Cancel buttons stop
let composed = [];

function showError(text, where = "error") {
  $(where).textContent = text || "";
}

async function api(path, body) {
  const init = body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await fetch(path, init);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

// Starts a job and follows its events; resolves with its final state.
async function job(body, onProgress, cancelButton = "cancel") {
  const started = await api("/api/jobs", body);
  running.add(started.id);
  $(cancelButton).disabled = false;
  try {
    return await new Promise((resolve) => {
      const events = new EventSource(`/api/jobs/${started.id}/events`);
      events.addEventListener("progress", (e) => onProgress && onProgress(JSON.parse(e.data)));
      events.addEventListener("end", (e) => { events.close(); resolve(JSON.parse(e.data)); });
      events.onerror = async () => {
        events.close();
        resolve(await api(`/api/jobs/${started.id}`));
      };
    });
  } finally {
    running.delete(started.id);
    $(cancelButton).disabled = running.size === 0;
  }
}

function answerOf(state) {
  if (state.state === "done") return state.answer;
  throw new Error(state.state === "cancelled" ? "cancelled" : state.error || state.state);
}

// ---- the board ----

function squareName(file, rank) { return FILES[file] + (rank + 1); }
function squareXY(name, w, h) {
  const file = FILES.indexOf(name[0]);
  const rank = parseInt(name.slice(1), 10) - 1;
  const size = 480;
  return [(file + 0.5) * size / w, (h - rank - 0.5) * size / h];
}

function render() {
  const board = $("board");
  const w = edit.on ? edit.width : game.view ? game.view.width : 8;
  const h = edit.on ? edit.height : game.view ? game.view.height : 8;
  board.style.gridTemplateColumns = `repeat(${w}, 1fr)`;
  board.style.gridTemplateRows = `repeat(${h}, 1fr)`;
  board.innerHTML = "";
  const pieces = {};
  if (edit.on) Object.assign(pieces, edit.pieces);
  else if (game.view) for (const p of game.view.pieces) pieces[p.square] = { role: p.role, budget: p.budget };
  const targets = new Set();
  if (!edit.on && game.selected && game.view) {
    for (const c of game.view.legal_captures) if (c.slice(1, 3) === game.selected) targets.add(c.slice(4, 6));
  }
  for (let rank = h - 1; rank >= 0; rank--) {
    for (let file = 0; file < w; file++) {
      const name = squareName(file, rank);
      const sq = document.createElement("div");
      sq.className = "sq " + ((file + rank) % 2 === 0 ? "dark" : "light");
      sq.dataset.square = name;
      if (name === game.selected) sq.classList.add("selected");
      if (targets.has(name)) sq.classList.add("target");
      const p = pieces[name];
      if (p) {
        const glyph = document.createElement("span");
        glyph.className = "piece";
        glyph.dataset.role = p.role;
        glyph.textContent = GLYPH[p.role];
        sq.appendChild(glyph);
        const b = document.createElement("span");
        b.className = "budget";
        b.textContent = p.budget;
        sq.appendChild(b);
      }
      sq.addEventListener("click", () => clickSquare(name));
      // Drag: press on a piece, release on another square (mouse, pen or touch).
      sq.addEventListener("pointerdown", (e) => { if (pieces[name]) { drag.from = name; e.preventDefault(); } });
      sq.addEventListener("pointerup", () => dropOn(name));
      board.appendChild(sq);
    }
  }
  const status = $("status");
  const state = edit.on ? "editing" : game.view ? game.view.state : "";
  status.textContent = state;
  status.className = "status " + state;
  $("moves").textContent = game.moves.join(" ");
}

function drawArrows(winning, losing) {
  const w = game.view.width, h = game.view.height;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "arrows");
  svg.setAttribute("width", "480");
  svg.setAttribute("height", "480");
  const arrow = (capture, kind) => {
    const [x1, y1] = squareXY(capture.slice(1, 3), w, h);
    const [x2, y2] = squareXY(capture.slice(4, 6), w, h);
    const line = document.createElementNS(ns, "line");
    line.setAttribute("x1", x1); line.setAttribute("y1", y1);
    line.setAttribute("x2", x2); line.setAttribute("y2", y2);
    line.setAttribute("stroke-width", "7");
    line.setAttribute("stroke-opacity", "0.8");
    line.setAttribute("class", "arrow " + kind);
    line.dataset.capture = capture;
    svg.appendChild(line);
  };
  winning.forEach((c) => arrow(c, "win"));
  losing.forEach((c) => arrow(c, "lose"));
  $("board").appendChild(svg);
}

// ---- play ----

async function refresh() {
  try {
    game.view = await api("/api/solo/play", { puzzle: game.start, moves: game.moves });
    showError("");
  } catch (e) {
    showError(e.message);
  }
  if (game.view && game.view.state !== "playing") game.stopped = true;
  render();
}

async function load(fen) {
  try {
    game.view = await api("/api/solo/play", { puzzle: fen, moves: [] });
  } catch (e) {
    showError(e.message);
    return;
  }
  game.start = fen;
  game.moves = [];
  game.redo = [];
  game.selected = null;
  game.plan = [];
  game.started = Date.now();
  game.stopped = false;
  $("fen").value = game.view.fen;
  $("hint").textContent = "";
  $("analysis").textContent = "";
  showError("");
  render();
}

// The square a drag started on (cleared by any release).
const drag = { from: null };
document.addEventListener("pointerup", () => setTimeout(() => { drag.from = null; }, 0));

// A release on `name` ends a drag from another square: in the editor the
// piece moves there; in play it is the capture from there to here, if legal.
async function dropOn(name) {
  const from = drag.from;
  drag.from = null;
  if (!from || from === name) return;
  if (edit.on) {
    edit.pieces[name] = edit.pieces[from];
    delete edit.pieces[from];
    $("fen").value = editorFen();
    render();
    return;
  }
  if (!game.view || game.view.state !== "playing") return;
  const capture = game.view.legal_captures.find((c) => c.slice(1, 3) === from && c.slice(4, 6) === name);
  if (capture) await play(capture, false);
}

// Plays one capture: the piece slides onto its victim (when `animate`),
// then the server's position replaces the board.
async function play(capture, animate = true) {
  const from = document.querySelector(`.sq[data-square="${capture.slice(1, 3)}"] .piece`);
  const to = document.querySelector(`.sq[data-square="${capture.slice(4, 6)}"]`);
  if (animate && from && to) {
    const a = from.getBoundingClientRect(), b = to.getBoundingClientRect();
    from.style.transform = `translate(${b.left + b.width / 2 - (a.left + a.width / 2)}px, ${b.top + b.height / 2 - (a.top + a.height / 2)}px)`;
    from.style.zIndex = "2";
    await new Promise((r) => setTimeout(r, 180));
  }
  game.moves.push(capture);
  game.redo = [];
  game.selected = null;
  await refresh();
}

async function clickSquare(name) {
  if (edit.on) {
    if (edit.role === "" || (edit.pieces[name] && edit.pieces[name].role === edit.role)) delete edit.pieces[name];
    else edit.pieces[name] = { role: edit.role, budget: $("budget").value };
    $("fen").value = editorFen();
    render();
    return;
  }
  if (!game.view || game.view.state !== "playing") return;
  if (game.selected) {
    const capture = game.view.legal_captures.find((c) => c.slice(1, 3) === game.selected && c.slice(4, 6) === name);
    if (capture) {
      await play(capture);
      return;
    }
  }
  const movable = game.view.legal_captures.some((c) => c.slice(1, 3) === name);
  game.selected = movable && game.selected !== name ? name : null;
  render();
}

function editorFen() {
  const rows = [];
  for (let rank = edit.height - 1; rank >= 0; rank--) {
    let row = "", empty = 0;
    for (let file = 0; file < edit.width; file++) {
      const p = edit.pieces[squareName(file, rank)];
      if (p) { if (empty) row += empty; empty = 0; row += p.role; } else empty++;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  const budget = $("budget").value;
  const overrides = Object.entries(edit.pieces).filter(([, p]) => p.budget !== budget).map(([s, p]) => `${s}:${p.budget}`);
  return rows.join("/") + " " + budget + (overrides.length ? " " + overrides.join(",") : "");
}

function toggleEdit() {
  edit.on = $("edit").checked;
  $("palette").classList.toggle("hidden", !edit.on);
  if (edit.on) {
    edit.pieces = {};
    if (game.view) {
      edit.width = game.view.width; edit.height = game.view.height;
      for (const p of game.view.pieces) edit.pieces[p.square] = { role: p.role, budget: p.budget };
    }
    $("width").value = edit.width; $("height").value = edit.height;
    render();
  } else {
    load(editorFen());
  }
}

// ---- help, solve, compose ----

async function hint(level) {
  $("hint").textContent = "thinking…";
  try {
    const a = answerOf(await job({ kind: "solo-hint", puzzle: game.start, moves: game.moves, level }));
    render();
    for (const sq of document.querySelectorAll(".sq")) {
      if (sq.dataset.square === a.piece || (a.capture && sq.dataset.square === a.capture.slice(4, 6))) sq.classList.add("hinted");
    }
    $("hint").textContent = a.winning.length === 0 ? "no capture wins from here: undo"
      : level === 1 ? `move the piece on ${a.piece}`
      : level === 2 ? `play ${a.capture}`
      : `solution: ${a.solution.join(" ")}`;
  } catch (e) {
    $("hint").textContent = "";
    showError(e.message);
  }
}

async function analyze() {
  $("analysis").textContent = "analysing…";
  try {
    const a = answerOf(await job({ kind: "solo-analyze", puzzle: game.view.fen }, (s) => {
      if (s.progress) $("analysis").textContent = `analysing: ${s.progress.done} positions`;
    }));
    render();
    // solvable is null for a capture a stopped analysis did not finish: no arrow.
    const winning = a.moves.filter((m) => m.solvable === true).map((m) => m.capture);
    const losing = a.moves.filter((m) => m.solvable === false).map((m) => m.capture);
    drawArrows(winning, losing);
    const rating = a.rating === null ? "-" : `${a.rating.toFixed(2)} (${a.band})`;
    $("analysis").textContent = `${a.solutions} solution(s); rating ${rating}; ` +
      `only-move decisions ${a.only_move_decisions}; green ${winning.length} winning, red ${losing.length} losing`;
  } catch (e) {
    $("analysis").textContent = "";
    showError(e.message);
  }
}

function fill(row, verdict, plan, time, checks) {
  const r = $(row);
  r.querySelector(".verdict").textContent = verdict;
  r.querySelector(".plan").textContent = plan;
  r.querySelector(".time").textContent = time;
  r.querySelector(".checks").textContent = checks;
}

async function solveNative() {
  fill("row-native", "running…", "", "", "");
  try {
    const a = answerOf(await job({ kind: "solo-solve", puzzle: game.view.fen }, (s) => {
      if (s.progress) fill("row-native", "running…", "", `${s.elapsed_s.toFixed(1)} s`, `${s.progress.done} nodes`);
    }));
    game.plan = a.plan;
    fill("row-native", a.solvable === true ? "solved" : a.solvable === false ? "unsolvable" : "unknown",
      `${a.plan.length} captures`, `${a.stats.elapsed_ms.toFixed(1)} ms`, `${a.stats.nodes} nodes, replayed: valid`);
  } catch (e) {
    fill("row-native", "error", "", "", "");
    showError(e.message);
  }
}

async function solvePlanner() {
  fill("row-planner", "running…", "", "", "");
  try {
    const body = { kind: "solo-plan", puzzle: game.view.fen, planner: $("planner").value, format: $("format").value };
    const a = answerOf(await job(body, (s) => fill("row-planner", "running…", "", `${s.elapsed_s.toFixed(1)} s`, "")));
    if (a.plan.length) game.plan = a.plan;
    const checks = a.native_valid === true ? `native valid, VAL ${a.val || "-"}` : a.native_valid === false ? "native invalid" : "";
    fill("row-planner", a.outcome, `${a.plan.length} captures`, `${a.planner.wall_time_s.toFixed(2)} s`, checks);
  } catch (e) {
    fill("row-planner", "error", "", "", "");
    showError(e.message);
  }
}

async function step() {
  const next = game.plan[game.moves.length];
  if (!next || !game.view || game.view.state !== "playing") return;
  game.moves.push(next);
  game.redo = [];
  await refresh();
}

// Rating bands for composing, the lowest rating each asks for, calibrated
// on BENCHMARKS.md's composed unique puzzles (8x8, budget 2, king): median
// rating 11.65 at 6 pieces, 19.35 at 8, 28.0 at 10.
const BANDS = { any: undefined, medium: 12, hard: 20, expert: 28 };

async function compose() {
  $("composed").textContent = "composing…";
  try {
    const body = { kind: "solo-compose", pieces: +$("compose-pieces").value, count: +$("compose-count").value, seed: Date.now() % 100000,
      board: $("compose-board").value, budget: $("compose-budget").value, king: $("compose-king").checked,
      unique: $("compose-unique").checked };
    const band = BANDS[$("compose-band").value];
    if (band !== undefined) body.min_rating = band;
    composed = answerOf(await job(body, (s) => { if (s.progress) $("composed").textContent = `composing: ${s.progress.done} candidates`; }));
    $("composed").textContent = "";
    for (const c of composed) {
      const li = document.createElement("li");
      li.textContent = `${c.puzzle} (rating ${c.rating.toFixed(2)})`;
      li.addEventListener("click", () => load(c.puzzle));
      $("composed").appendChild(li);
    }
    $("download").disabled = composed.length === 0;
    $("book").disabled = composed.length === 0;
  } catch (e) {
    $("composed").textContent = "";
    showError(e.message);
  }
}

async function book() {
  try {
    const res = await fetch("/api/solo/book", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzles: composed.map((c) => c.puzzle) }) });
    if (!res.ok) throw new Error((await res.json()).error);
    const a = document.createElement("a");
    a.href = URL.createObjectURL(await res.blob());
    a.download = "composed-book.html";
    a.click();
  } catch (e) {
    showError(e.message);
  }
}

function download() {
  const text = composed.map((c, i) => `# composed by solopddl serve #${i + 1}: ${c.solutions} solution(s), rating ${c.rating.toFixed(2)}\n# solution: ${c.solution.join(" ")}\n${c.puzzle}\n`).join("\n");
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  a.download = "composed.solo";
  a.click();
}

// ---- chess ----

const line = { start: "", moves: [], shown: 0 };

// Draws a chess position (the server's answer to /api/chess/play).
function drawChess(b) {
  const board = $("chess-board");
  board.style.gridTemplateColumns = `repeat(${b.width}, 1fr)`;
  board.style.gridTemplateRows = `repeat(${b.height}, 1fr)`;
  board.innerHTML = "";
  const at = {};
  for (const [sq, color, role] of b.pieces) at[sq] = [color, role];
  for (let rank = b.height - 1; rank >= 0; rank--) {
    for (let file = 0; file < b.width; file++) {
      const name = squareName(file, rank);
      const sq = document.createElement("div");
      sq.className = "sq " + ((file + rank) % 2 === 0 ? "dark" : "light");
      sq.dataset.square = name;
      if (at[name]) {
        const [color, role] = at[name];
        const glyph = document.createElement("span");
        glyph.className = "piece " + (color === "w" ? "white" : "black");
        glyph.dataset.piece = color + role;
        glyph.textContent = BLACK_GLYPH[role];
        sq.appendChild(glyph);
      }
      sq.addEventListener("click", () => chessEditClick(name));
      board.appendChild(sq);
    }
  }
}

// ---- the chess editor: pieces placed by clicking, the FEN written back ----

const chessEdit = { on: false, field: "chess-start", piece: "P", at: {}, width: 8, height: 8 };

// The placement of a FEN as { square: FEN letter }, with the board size.
function readPlacement(fen) {
  const ranks = fen.trim().split(/\s+/)[0].split("/");
  const at = {};
  let width = 0;
  ranks.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/[0-9]/.test(ch)) file += +ch;
      else { at[squareName(file, ranks.length - 1 - i)] = ch; file++; }
    }
    width = Math.max(width, file);
  });
  return { at, width, height: ranks.length };
}

// The edited FEN: the new placement, the old side to move, castling rights
// kept only where king and rook still stand at home, no en-passant square.
function editedFen() {
  const e = chessEdit;
  const rows = [];
  for (let rank = e.height - 1; rank >= 0; rank--) {
    let row = "", empty = 0;
    for (let file = 0; file < e.width; file++) {
      const p = e.at[squareName(file, rank)];
      if (p) { if (empty) row += empty; empty = 0; row += p; } else empty++;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  const fields = $(e.field).value.trim().split(/\s+/);
  const turn = fields[1] || "w";
  if (fields.length < 3) return rows.join("/") + " " + turn;
  const home = { K: ["e1", "K", "h1", "R"], Q: ["e1", "K", "a1", "R"], k: ["e8", "k", "h8", "r"], q: ["e8", "k", "a8", "r"] };
  const castling = [...(fields[2] === "-" ? "" : fields[2])]
    .filter((c) => home[c] && e.width === 8 && e.height === 8 && e.at[home[c][0]] === home[c][1] && e.at[home[c][2]] === home[c][3])
    .join("") || "-";
  return `${rows.join("/")} ${turn} ${castling} - 0 1`;
}

function drawEdited() {
  const e = chessEdit;
  const pieces = Object.entries(e.at).map(([sq, ch]) => [sq, ch === ch.toUpperCase() ? "w" : "b", ch.toUpperCase()]);
  drawChess({ width: e.width, height: e.height, pieces });
}

function chessEditStart(field) {
  const e = chessEdit;
  if (e.on && e.field === field) { chessEditStop(); return; }
  Object.assign(e, readPlacement($(field).value), { on: true, field });
  $("chess-palette").classList.remove("hidden");
  $("chess-editing").textContent = `editing the ${field === "chess-start" ? "start" : "goal"}: click squares`;
  drawEdited();
}

function chessEditStop() {
  chessEdit.on = false;
  $("chess-palette").classList.add("hidden");
  $("chess-editing").textContent = "";
  showChess($(chessEdit.field).value, []);
}

function chessEditClick(name) {
  const e = chessEdit;
  if (!e.on) return;
  if (e.piece === "" || e.at[name] === e.piece) delete e.at[name];
  else e.at[name] = e.piece;
  $(e.field).value = editedFen();
  drawEdited();
}

async function showChess(start, moves) {
  try {
    drawChess(await api("/api/chess/play", { start, moves }));
    showError("", "chess-error");
  } catch (e) {
    showError(e.message, "chess-error");
  }
}

function setLine(start, moves) {
  line.start = start;
  line.moves = moves;
  line.shown = 0;
  $("chess-ply").textContent = `0 / ${moves.length}`;
  showChess(start, []);
}

async function stepLine(by) {
  const n = Math.max(0, Math.min(line.moves.length, line.shown + by));
  if (n === line.shown) return;
  line.shown = n;
  $("chess-ply").textContent = `${n} / ${line.moves.length}`;
  await showChess(line.start, line.moves.slice(0, n));
}

async function chessJob(body, show) {
  $("chess-out").textContent = "running…";
  showError("", "chess-error");
  try {
    const a = answerOf(await job(body, (s) => { $("chess-out").textContent = `running: ${s.elapsed_s.toFixed(1)} s` + (s.progress ? `, ${s.progress.done} ${s.progress.phase}` : ""); }, "chess-cancel"));
    $("chess-out").textContent = show(a);
  } catch (e) {
    $("chess-out").textContent = "";
    showError(e.message, "chess-error");
  }
}

// ---- wiring ----

function setup() {
  for (const t of document.querySelectorAll(".tab")) {
    t.addEventListener("click", () => {
      for (const x of document.querySelectorAll(".tab")) x.classList.toggle("active", x === t);
      for (const p of document.querySelectorAll(".panel")) p.classList.toggle("active", p.id === t.dataset.panel);
    });
  }
  for (const id of ["width", "height"]) {
    for (let n = 1; n <= 8; n++) $(id).add(new Option(String(n), String(n)));
    $(id).addEventListener("change", () => { edit[id] = +$(id).value; $("fen").value = editorFen(); render(); });
  }
  for (const b of document.querySelectorAll("#palette button")) {
    b.addEventListener("click", () => {
      edit.role = b.dataset.role;
      for (const x of document.querySelectorAll("#palette button")) x.classList.toggle("active", x === b);
    });
  }
  $("edit").addEventListener("change", toggleEdit);
  $("load").addEventListener("click", () => load($("fen").value.trim()));
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("fen").value));
  $("daily").addEventListener("click", async () => load((await api("/api/solo/daily")).puzzle));
  $("undo").addEventListener("click", () => { if (game.moves.length) { game.redo.push(game.moves.pop()); game.stopped = false; refresh(); } });
  $("redo").addEventListener("click", () => { if (game.redo.length) { game.moves.push(game.redo.pop()); refresh(); } });
  $("restart").addEventListener("click", () => load(game.start));
  $("hint1").addEventListener("click", () => hint(1));
  $("hint2").addEventListener("click", () => hint(2));
  $("hint3").addEventListener("click", () => hint(3));
  $("analyze").addEventListener("click", analyze);
  $("solve-native").addEventListener("click", solveNative);
  $("solve-both").addEventListener("click", () => { solveNative(); solvePlanner(); });
  $("step").addEventListener("click", step);
  $("compose").addEventListener("click", compose);
  $("download").addEventListener("click", download);
  $("book").addEventListener("click", book);
  $("chess-edit-start").addEventListener("click", () => chessEditStart("chess-start"));
  $("chess-edit-goal").addEventListener("click", () => chessEditStart("chess-goal"));
  for (const b of document.querySelectorAll("#chess-palette button")) {
    b.addEventListener("click", () => {
      chessEdit.piece = b.dataset.piece;
      for (const x of document.querySelectorAll("#chess-palette button")) x.classList.toggle("active", x === b);
    });
  }
  $("chess-show").addEventListener("click", () => setLine($("chess-start").value, []));
  $("chess-show-goal").addEventListener("click", () => showChess($("chess-goal").value, []));
  $("chess-step").addEventListener("click", () => stepLine(1));
  $("chess-back").addEventListener("click", () => stepLine(-1));
  const cancelAll = () => { for (const id of running) api(`/api/jobs/${id}/cancel`, {}); };
  $("cancel").addEventListener("click", cancelAll);
  $("chess-cancel").addEventListener("click", cancelAll);
  $("chess-solve").addEventListener("click", () => chessJob({ kind: "chess-solve", start: $("chess-start").value, goal: $("chess-goal").value },
    (a) => {
      if (a.solvable) setLine($("chess-start").value, a.plan);
      return a.solvable ? `${a.san.join(" ")}\nlength ${a.length} (shortest); ${a.stats.expanded} expanded` : a.outcome;
    }));
  $("chess-proofgame").addEventListener("click", () => chessJob({ kind: "chess-proofgame", start: $("chess-start").value, goal: $("chess-goal").value, plies: +$("chess-plies").value },
    (a) => {
      if (a.solutions_uci.length) setLine($("chess-start").value, a.solutions_uci[0]);
      return `${a.verdict}\n${a.solutions.join("\n")}\n${a.ledger_text}\n${a.positions_examined} positions examined`;
    }));
  $("chess-shortest").addEventListener("click", () => chessJob({ kind: "chess-shortest", start: $("chess-start").value, goal: $("chess-goal").value },
    (a) => {
      if (a.solutions_uci.length) setLine($("chess-start").value, a.solutions_uci[0]);
      const head = a.verdict_detail.verdict === "no-solution" ? `no game of at most ${a.plies} plies` : `shortest: ${a.plies} plies; ${a.verdict}`;
      return `${head}\n${a.solutions.join("\n")}\n${a.positions_examined} positions examined`;
    }));
  $("chess-mate").addEventListener("click", () => chessJob({ kind: "chess-mate", fen: $("chess-start").value, moves: +$("chess-mate-n").value },
    (a) => a.mate ? `mate in ${a.moves}: ${a.key_san}` : a.mate === false ? "no forced mate" : "unknown"));
  setInterval(() => {
    if (!game.started || game.stopped) return;
    const s = Math.floor((Date.now() - game.started) / 1000);
    $("timer").textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  }, 250);
  setLine($("chess-start").value, []);
  const fromUrl = new URLSearchParams(location.search).get("puzzle");
  if (fromUrl) load(fromUrl);
  else api("/api/solo/daily").then((d) => load(d.puzzle)).catch((e) => showError(e.message));
}

setup();
