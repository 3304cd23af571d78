// Hints and explanations on the grid: the next step in three stages, and
// the whole path as a list whose steps show the grid there, with what
// each step eliminates struck out and its chains and nets drawn.

import { ApiError, api, run, say } from "./api.js";
import { cellIndex, draw, entriesLine, line, setGrid, state } from "./board.js";
import { notify, remember } from "./play.js";

const steps = document.getElementById("steps");

// A node of a net (`r1c8=7`, `r1c2<>7`) as a chain's node, and whether
// it is taken true.
function netNode(candidate) {
  const [cell, digit] = candidate.split(/=|<>/);
  return [{ cells: [cell], digit: Number(digit) }, candidate.includes("=")];
}

// The indices of a step's nets that show a refutation nested in another
// (named by a node's `refuted_by`).
function refutingNets(step) {
  const nodes = (step.nets || []).flatMap((net) => net.nodes);
  return new Set(nodes.filter((node) => node.refuted_by !== undefined).map((node) => node.refuted_by));
}

// What a step draws: its chains, and each link of its nets (HoDoKu's
// forcing nets, SE's Nishio and dynamic chains) as a chain of two nodes,
// strong where a candidate taken false makes the next one true; with
// `only`, that net's links alone.
function proofChains(step, only) {
  // The nets of nested refutations are drawn one at a time, when their
  // line is clicked: drawn over the step's own net they would hide it.
  const refuting = refutingNets(step);
  const drawn = (step.nets || []).filter((_, i) => (only === undefined ? !refuting.has(i) : i === only));
  const links = drawn.flatMap((net) => net.nodes.flatMap((node) => node.from.map((k) => {
    const [from, on] = netNode(net.nodes[k].candidate);
    return { nodes: [from, netNode(node.candidate)[0]], strong: [!on] };
  })));
  return only === undefined ? [...step.chains, ...links] : links;
}

// The cells of every node of a step's chains and nets.
function chainCells(step) {
  return proofChains(step).flatMap((chain) => chain.nodes.flatMap((node) => node.cells));
}

// The cells a step names: its pattern, what it places or eliminates, and
// every node of its chains.
function stepCells(step) {
  const named = [...step.cells, ...step.placements, ...step.eliminations, ...chainCells(step)].map(cellIndex);
  return named.filter((i) => i >= 0);
}

// The cells of a house named `r3`, `c5` or `b7`.
function houseCells(name) {
  const k = Number(name[1]) - 1;
  return Array.from({ length: 9 }, (_, j) => {
    if (name[0] === "r") return k * 9 + j;
    if (name[0] === "c") return j * 9 + k;
    return (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3);
  });
}

// Where a hint says to look, without giving away what follows: the
// pattern's cells, houses and chains; only when it names none (a naked
// single), the cells of the step itself.
function placeCells(step) {
  const named = [...step.cells, ...(step.fins || []), ...chainCells(step)].map(cellIndex);
  const cells = [...named, ...step.houses.flatMap(houseCells)].filter((i) => i >= 0);
  return cells.length > 0 ? [...new Set(cells)] : stepCells(step);
}

export function apply(step) {
  for (const p of step.placements) {
    const i = cellIndex(p);
    state.entries[i] = Number(p.split("=")[1]);
    state.marks[i] = 0;
    state.corner[i] = 0;
  }
  for (const e of step.eliminations) {
    const i = cellIndex(e);
    state.marks[i] &= ~(1 << (Number(e.split("<>")[1]) - 1));
  }
}

// Whose steps the hints and explanations follow: HoDoKu's, or Sudoku
// Explainer's (each step rated).
function scaleQuery() {
  const path = document.getElementById("scale").value;
  return { se: "?scale=se", "hodoku-no-guess": "?guess=false" }[path] || "";
}

// A hint under way follows the path it came from; the next one, the path
// chosen now.
document.getElementById("scale").addEventListener("change", () => {
  state.hint = null;
});

document.getElementById("hint").addEventListener("click", () => run(async () => {
  if (!state.hint) {
    // The entries go as entries, so that a wrong one is named.
    const entries = entriesLine();
    const scale = scaleQuery();
    const query = /\d/.test(entries) ? `${scale || "?"}${scale ? "&" : ""}entries=${entries}` : scale;
    let answer;
    try {
      answer = await api("hint", line(false), query);
    } catch (err) {
      // A wrong entry is named: marked in the grid.
      const wrong = err instanceof ApiError && err.code === 422 ? cellIndex(err.message) : -1;
      if (wrong >= 0) {
        state.wrong.add(wrong);
        draw();
      }
      throw err;
    }
    if (!answer.step) {
      say("No step: the grid is full.");
      return;
    }
    state.hint = { step: answer.step, stage: 0 };
  }
  const { step } = state.hint;
  state.hint.stage += 1;
  if (state.hint.stage === 1) {
    say(`Try: ${step.technique}.`);
    draw();
  } else if (state.hint.stage === 2) {
    say(`${step.technique}: look at the highlighted cells.`);
    draw(placeCells(step));
  } else {
    remember();
    apply(step);
    say(step.text);
    notify(-1);
    state.hint = null;
    draw([], [], eliminatedBy(step), proofChains(step));
  }
}));

// What a step eliminates: for each cell, its digits (drawn struck out
// among the marks).
function eliminatedBy(step) {
  const gone = {};
  for (const e of step.eliminations) {
    const i = cellIndex(e);
    (gone[i] ||= []).push(Number(e.split("<>")[1]));
  }
  return gone;
}

// A step's chains and nets, as its text lists them after its outcome.
function stepProofs(step) {
  return [...step.chains, ...(step.nets || [])].map((proof) => proof.text);
}

// A step's text up to its outcome, without the chains and nets after it
// (which the list shows each on a line of its own).
function stepHead(step) {
  const proofs = stepProofs(step);
  const tail = ": " + proofs.join("; ");
  return proofs.length > 0 && step.text.endsWith(tail) ? step.text.slice(0, -tail.length) : step.text;
}

// The grid before step `upTo` is applied, then the step: its cells lit,
// what it eliminates struck out, and its proof drawn (or its net number
// `net` alone).
function showExplanation(upTo, net) {
  const { puzzle, list } = state.explanation;
  // What was entered before can be had back with Undo.
  remember();
  setGrid(puzzle);
  for (let k = 0; k <= upTo; k++) apply(list[k]);
  steps.querySelectorAll("li").forEach((li, k) => li.classList.toggle("current", k === upTo));
  draw(stepCells(list[upTo]), [], eliminatedBy(list[upTo]), proofChains(list[upTo], net));
  // Its chains and nets are listed under the step, and drawn.
  say(stepHead(list[upTo]));
}

document.getElementById("explain").addEventListener("click", () => run(async () => {
  const puzzle = line(false);
  const se = document.getElementById("scale").value === "se";
  const explained = await api("explain", puzzle, scaleQuery());
  state.explanation = { puzzle, list: explained.steps };
  steps.innerHTML = "";
  explained.steps.forEach((step, k) => {
    const li = document.createElement("li");
    // A forcing chain's text (and an SE cycle's) ends with its chains
    // (`=> r6c2<>9: 9r6c2 - 1r6c2; ...`), an SE dynamic chain's with its
    // nets: the conclusion on the line, each chain or net on its own.
    const proofs = stepProofs(step);
    // Nets that name one another (a nested forcing net's) are numbered.
    const refuting = refutingNets(step);
    const numbered = refuting.size > 0;
    const head = stepHead(step);
    const listed = head !== step.text;
    // A button, so that the keyboard reaches the step too (the whole
    // line takes a click).
    const button = document.createElement("button");
    button.type = "button";
    button.className = "step";
    button.textContent = head;
    li.appendChild(button);
    // The nets of nested refutations (up to dozens, each a long line) are
    // folded away under one line that says how many there are.
    let folded = null;
    if (listed && refuting.size > 0) {
      folded = document.createElement("details");
      folded.className = "refutations";
      const summary = document.createElement("summary");
      const count = refuting.size;
      summary.textContent = `${count} refutation${count === 1 ? "" : "s"}, each in a net of its own`;
      folded.appendChild(summary);
      folded.addEventListener("click", (event) => event.stopPropagation());
    }
    if (listed) {
      proofs.forEach((proof, i) => {
        // A numbered net's line draws that net alone: a button, for the
        // keyboard.
        const net = i - step.chains.length;
        const alone = numbered && net >= 0;
        const line = document.createElement(alone ? "button" : "div");
        if (alone) line.type = "button";
        line.className = "chain";
        line.textContent = proof;
        if (alone) {
          line.addEventListener("click", (event) => {
            event.stopPropagation();
            showExplanation(k, net);
          });
        }
        (folded && refuting.has(net) ? folded : li).appendChild(line);
      });
      if (folded) li.appendChild(folded);
    }
    li.addEventListener("click", () => showExplanation(k));
    steps.appendChild(li);
  });
  const rating = se ? `SE ${explained.er}/${explained.ep}/${explained.ed}` : `${explained.level} (${explained.score})`;
  say(`${explained.steps.length} steps, ${rating}; click a step to see the grid there.`);
}));

