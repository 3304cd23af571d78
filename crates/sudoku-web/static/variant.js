// Variant puzzles on the page: any size from 4 to 16 (and up to 25), the
// rules drawn as setters draw them (from /api/figure), digits typed or
// tapped, Check against the solution, hints that go on from the player's
// entries, and explanations. While a variant is loaded, this takes the
// grid, the pad and the buttons over from app.js; loading a classic
// puzzle or making a new one gives them back.
"use strict";

(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const area = document.querySelector(".board-area");
  const classicBoard = document.getElementById("board");
  const classicPad = document.getElementById("pad");
  const status = document.getElementById("status");
  const stepsList = document.getElementById("steps");
  let v = null; // the variant under way

  const board = document.createElement("div");
  board.id = "vboard";
  board.className = "vboard";
  board.setAttribute("role", "grid");
  board.tabIndex = 0;
  board.hidden = true;
  classicBoard.parentNode.insertBefore(board, classicBoard.nextSibling);
  const pad = document.createElement("div");
  pad.id = "vpad";
  pad.className = "pad vpad";
  pad.setAttribute("role", "group");
  pad.setAttribute("aria-label", "Enter a digit in the selected cell");
  pad.hidden = true;
  area.insertBefore(pad, classicPad.nextSibling);

  function say(text, error) {
    status.textContent = text;
    status.classList.toggle("error", Boolean(error));
  }

  const digitChar = (d) => (d <= 9 ? String(d) : String.fromCharCode(55 + d));
  const cellName = (i) => `r${Math.floor(i / v.n) + 1}c${(i % v.n) + 1}`;
  function cellIndex(name) {
    const m = /^r(\d+)c(\d+)/.exec(name);
    return m ? (m[1] - 1) * v.n + (m[2] - 1) : -1;
  }
  const value = (i) => v.figure.givens[i] || v.entries[i];
  const entriesText = () => Array.from({ length: v.n * v.n }, (_, i) => (v.entries[i] ? digitChar(v.entries[i]) : ".")).join("");

  async function api(endpoint, query = "") {
    const response = await fetch(`/api/${endpoint}${query}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: v.text,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error);
    return answer;
  }

  async function run(action) {
    try {
      await action();
    } catch (err) {
      say(err.message, true);
    }
  }

  function svgElement(name, attributes, parent) {
    const element = document.createElementNS(SVG, name);
    for (const [key, val] of Object.entries(attributes)) {
      if (val !== null && val !== undefined) element.setAttribute(key, val);
    }
    parent.appendChild(element);
    return element;
  }

  // One mark of the figure, in cell units.
  function drawMark(mark, svg) {
    const points = (list) => list.map(([x, y]) => `${x},${y}`).join(" ");
    if (mark.type === "line") {
      svgElement(mark.closed ? "polygon" : "polyline", {
        points: points(mark.points), fill: "none", stroke: mark.colour, "stroke-width": mark.width,
        "stroke-linecap": "round", "stroke-linejoin": "round",
        "stroke-dasharray": mark.dashed ? `${mark.width * 3} ${mark.width * 2}` : null,
      }, svg);
    } else if (mark.type === "fill") {
      svgElement("polygon", { points: points(mark.points), fill: mark.colour }, svg);
    } else if (mark.type === "circle") {
      svgElement("circle", {
        cx: mark.centre[0], cy: mark.centre[1], r: mark.radius, fill: mark.fill || "none",
        stroke: mark.stroke || "none", "stroke-width": mark.stroke_width,
      }, svg);
    } else {
      const corner = mark.type === "corner";
      const text = svgElement("text", {
        x: mark.at[0], y: mark.at[1], "font-size": mark.size,
        "text-anchor": corner ? "start" : "middle", "dominant-baseline": corner ? "hanging" : "central",
      }, svg);
      text.textContent = mark.text;
    }
  }

  // The lines between cells: thin, thick between regions and round the edge.
  function drawLines(svg) {
    const { n } = v;
    const region = (r, c) => v.figure.regions[r * n + c];
    for (const heavy of [false, true]) {
      const width = heavy ? 0.06 : 0.015;
      for (let r = 0; r < n; r++) {
        for (let c = 0; c <= n; c++) {
          const border = c === 0 || c === n || region(r, c - 1) !== region(r, c);
          if (border === heavy) svgElement("line", { x1: c, y1: r, x2: c, y2: r + 1, stroke: "#222", "stroke-width": width, "stroke-linecap": "square" }, svg);
        }
      }
      for (let r = 0; r <= n; r++) {
        for (let c = 0; c < n; c++) {
          const border = r === 0 || r === n || region(r - 1, c) !== region(r, c);
          if (border === heavy) svgElement("line", { x1: c, y1: r, x2: c + 1, y2: r, stroke: "#222", "stroke-width": width, "stroke-linecap": "square" }, svg);
        }
      }
    }
  }

  // The board: the picture underneath, the cells over it.
  function build() {
    const { n, figure } = v;
    const ring = figure.outside ? 1 : 0;
    const span = n + 2 * ring;
    board.replaceChildren();
    board.style.setProperty("--n", n);
    board.style.setProperty("--span", span);
    const picture = svgElement("svg", { viewBox: `${-ring} ${-ring} ${span} ${span}`, "aria-hidden": "true", class: "figure" }, board);
    for (const layer of ["shade", "under"]) figure.marks.filter((m) => m.layer === layer).forEach((m) => drawMark(m, picture));
    drawLines(picture);
    figure.marks.filter((m) => m.layer === "over").forEach((m) => drawMark(m, picture));
    const grid = document.createElement("div");
    grid.className = "vcells";
    grid.style.inset = `${(100 * ring) / span}%`;
    board.appendChild(grid);
    v.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement("div");
      row.className = "row";
      row.setAttribute("role", "row");
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const cell = document.createElement("div");
        cell.className = "vcell";
        cell.id = `vcell-${i}`;
        cell.setAttribute("role", "gridcell");
        cell.dataset.index = i;
        cell.addEventListener("click", () => {
          v.selected = i;
          board.focus();
          draw();
        });
        row.appendChild(cell);
        v.cells.push(cell);
      }
      grid.appendChild(row);
    }
    // What touches each cell, for its name.
    v.touching = Array.from({ length: n * n }, () => []);
    for (const rule of figure.rules) {
      for (const name of rule.cells) {
        const i = cellIndex(name);
        if (i >= 0 && !v.touching[i].includes(rule.name)) v.touching[i].push(rule.name);
      }
    }
    const caption = figure.caption.length ? `; also ${figure.caption.join(", ")}` : "";
    board.setAttribute("aria-label", `Variant grid, ${n} by ${n}${caption}`);
    // The digits of the size, then Erase, as on the classic pad.
    pad.replaceChildren();
    for (let d = 1; d <= n + 1; d++) {
      const digit = d > n ? 0 : d;
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.digit = digit;
      button.textContent = digit ? digitChar(digit) : "⌫";
      if (!digit) button.setAttribute("aria-label", "Erase");
      button.addEventListener("click", () => enter(digit));
      pad.appendChild(button);
    }
  }

  function draw() {
    for (let i = 0; i < v.n * v.n; i++) {
      const cell = v.cells[i];
      cell.className = "vcell";
      const given = v.figure.givens[i];
      cell.textContent = value(i) ? digitChar(value(i)) : "";
      let content = given ? `${digitChar(given)} given` : v.entries[i] ? digitChar(v.entries[i]) : "empty";
      if (given) cell.classList.add("given");
      else if (v.entries[i]) cell.classList.add("entry");
      if (v.touching[i].length) content += `, ${v.touching[i].join(", ")}`;
      if (i === v.selected) cell.classList.add("selected");
      cell.setAttribute("aria-selected", String(i === v.selected));
      if (v.highlight.has(i)) {
        cell.classList.add("highlight");
        content += ", highlighted";
      }
      if (v.wrong.has(i)) {
        cell.classList.add("wrong");
        content += ", wrong";
      }
      cell.setAttribute("aria-label", `${cellName(i)} ${content}`);
    }
    board.setAttribute("aria-activedescendant", v.cells[v.selected].id);
  }

  function remember() {
    v.history.push([...v.entries]);
    if (v.history.length > 500) v.history.shift();
  }

  function enter(d) {
    const i = v.selected;
    if (v.figure.givens[i] || v.entries[i] === d) return;
    remember();
    v.entries[i] = d;
    v.wrong.delete(i);
    v.hint = null;
    draw();
  }

  async function solution() {
    if (!v.solution) {
      const solved = await api("solve");
      if (solved.status === "none") throw new Error("The puzzle has no solution.");
      v.solution = solved.solution.flat();
      v.several = solved.status === "multiple";
    }
    return v.solution;
  }

  // The cells a step names: its pattern and what it places or removes.
  function stepCells(step) {
    return [...step.cells, ...step.placements, ...step.eliminations].map(cellIndex).filter((i) => i >= 0);
  }

  const actions = {
    check: async () => {
      const answer = await solution();
      v.wrong = new Set(v.entries.flatMap((d, i) => (d && d !== answer[i] ? [i] : [])));
      const entered = v.entries.filter((d) => d).length;
      const full = v.entries.every((d, i) => d || v.figure.givens[i]);
      if (v.wrong.size) {
        say(`${v.wrong.size} of ${entered} entries wrong: ${[...v.wrong].map(cellName).join(", ")}.`, true);
      } else {
        say(full ? "Solved: every digit is right." : `All ${entered} entries are right so far.`);
      }
      draw();
    },
    solve: async () => {
      const answer = await solution();
      remember();
      v.entries = answer.map((d, i) => (v.figure.givens[i] ? 0 : d));
      v.wrong.clear();
      say(v.several ? "Solved: one of several solutions (the smallest)." : "Solved.");
      draw();
    },
    hint: async () => {
      if (!v.hint) {
        let answer;
        try {
          answer = await api("hint", `?entries=${entriesText()}`);
        } catch (err) {
          // A wrong entry is named: marked, and said.
          const named = cellIndex(err.message);
          if (named >= 0) {
            v.wrong = new Set([named]);
            draw();
          }
          throw err;
        }
        if (!answer.step) {
          say("No step: the grid is full.");
          return;
        }
        v.hint = { step: answer.step, stage: 0 };
      }
      const { step } = v.hint;
      v.hint.stage += 1;
      if (v.hint.stage === 1) {
        say(`Try: ${step.technique}.`);
      } else if (v.hint.stage === 2) {
        v.highlight = new Set(step.cells.length ? step.cells.map(cellIndex) : stepCells(step));
        say(`${step.technique}: look at the highlighted cells.`);
      } else {
        remember();
        for (const p of step.placements) {
          const [cell, digit] = p.split("=");
          v.entries[cellIndex(cell)] = Number(digit);
        }
        v.highlight = new Set(stepCells(step));
        v.hint = null;
        say(step.text);
      }
      draw();
    },
    explain: async () => {
      const explained = await api("explain");
      stepsList.innerHTML = "";
      explained.steps.forEach((step, k) => {
        const li = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "step";
        button.textContent = step.text;
        li.appendChild(button);
        li.addEventListener("click", () => {
          remember();
          v.entries.fill(0);
          for (const s of explained.steps.slice(0, k + 1)) {
            for (const p of s.placements) {
              const [cell, digit] = p.split("=");
              v.entries[cellIndex(cell)] = Number(digit);
            }
          }
          v.highlight = new Set(stepCells(step));
          stepsList.querySelectorAll("li").forEach((item, j) => item.classList.toggle("current", j === k));
          say(step.text);
          draw();
        });
        stepsList.appendChild(li);
      });
      const forks = explained.bifurcations ? `, ${explained.bifurcations} by bifurcation` : ", no bifurcation";
      say(`${explained.steps.length} steps, ${explained.level} (${explained.score}) on the variant scale${forks}; click a step to see the grid there.`);
    },
    rate: async () => {
      say("Sudoku Explainer's and HoDoKu's ratings are for classic 9×9 puzzles; Explain gives a variant's level on our own scale.");
    },
    fill: async () => {
      say("Candidates are for classic puzzles: a variant's pencil marks are not drawn yet.");
    },
    clear: async () => {
      remember();
      v.entries.fill(0);
      v.wrong.clear();
      v.highlight.clear();
      draw();
    },
    undo: async () => {
      const last = v.history.pop();
      if (!last) {
        say("Nothing to undo.");
        return;
      }
      v.entries = last;
      v.hint = null;
      say("");
      draw();
    },
  };

  // The buttons act on the variant while one is loaded: listened for
  // before app.js's own listeners, which then do not hear them.
  document.addEventListener("click", (event) => {
    if (!v) return;
    const button = event.target.closest("button");
    if (!button) return;
    if (button.id === "generate") {
      stop();
      return;
    }
    if (button.dataset.copy) {
      event.stopImmediatePropagation();
      say("Copying is for classic puzzles: keep the variant's link or text as you loaded it.");
      return;
    }
    const action = actions[button.id];
    if (action) {
      event.stopImmediatePropagation();
      run(action);
    }
  }, true);

  document.addEventListener("keydown", (event) => {
    if (!v) return;
    const field = event.target;
    if (["TEXTAREA", "SELECT"].includes(field.tagName) || (field.tagName === "INPUT" && field.type !== "checkbox")) return;
    event.stopImmediatePropagation();
    const { n } = v;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    const key = event.key;
    if (key in moves) {
      event.preventDefault();
      v.selected = (v.selected + moves[key] + n * n) % (n * n);
      v.hint = null;
      draw();
    } else if (["Backspace", "Delete", "0"].includes(key)) {
      enter(0);
    } else if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "Z")) {
      event.preventDefault();
      run(actions.undo);
    } else if (/^[1-9a-pA-P]$/.test(key)) {
      const d = /[1-9]/.test(key) ? Number(key) : key.toUpperCase().charCodeAt(0) - 55;
      if (d <= n) enter(d);
    }
  }, true);

  // A variant loaded from `text`, with its `figure` (/api/figure's).
  function start(text, figure) {
    v = {
      text, figure, n: figure.size, entries: new Array(figure.size ** 2).fill(0),
      wrong: new Set(), highlight: new Set(), history: [], hint: null, solution: null,
      selected: Math.max(0, figure.givens.findIndex((d) => !d)),
    };
    build();
    classicBoard.hidden = true;
    classicPad.hidden = true;
    board.hidden = false;
    pad.hidden = false;
    stepsList.innerHTML = "";
    draw();
    const named = [figure.title, figure.author && `by ${figure.author}`].filter(Boolean).join(" ");
    const caption = figure.caption.length ? ` Also: ${figure.caption.join(", ")}.` : "";
    say(`Variant puzzle loaded: ${named ? named + ", " : ""}${v.n}×${v.n}.${caption}`);
  }

  // Back to classic puzzles.
  function stop() {
    if (!v) return;
    v = null;
    board.hidden = true;
    pad.hidden = true;
    classicBoard.hidden = false;
    classicPad.hidden = false;
    stepsList.innerHTML = "";
  }

  window.variantPlay = { start, stop, active: () => v !== null };
})();
