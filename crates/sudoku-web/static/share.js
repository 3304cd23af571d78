// The puzzle in the page's address: `#p=` and 81 characters (or an
// f-puzzles string, a SudokuPad link, any text the server reads, escaped),
// and `&e=` and 81 characters for the entries; a link to it, with the
// progress or without; and the puzzle of the day.

import { api, say } from "./api.js";
import { draw, entriesLine, line, state } from "./board.js";
import { load, loadText, shared } from "./game.js";
import { notify } from "./play.js";

/** The parts of the address after `#`: `{p, e}`, as written (not decoded). */
export function addressParts() {
  const parts = {};
  for (const part of location.hash.slice(1).split("&")) {
    const k = part.indexOf("=");
    if (k > 0) parts[part.slice(0, k)] = part.slice(k + 1);
  }
  return parts;
}

const LINE = /^[0-9.]{81}$/;

/** Opens the puzzle the address names (and its entries, for a classic one). */
export async function openAddress({ p, e }) {
  if (LINE.test(p)) {
    load(p.replaceAll("0", "."));
  } else {
    let text;
    try {
      text = decodeURIComponent(p);
    } catch {
      throw new Error("The address's puzzle (#p=) is not escaped text: it cannot be read.");
    }
    await loadText(text);
    if (window.variantPlay.active()) return;
  }
  if (e && LINE.test(e)) {
    for (let i = 0; i < 81; i++) {
      const d = Number(e[i]) || 0;
      if (!state.givens[i]) state.entries[i] = d;
    }
    notify(-1);
    draw();
    say("Puzzle and progress loaded from the address.");
  } else {
    say("Puzzle loaded from the address.");
  }
}

// An address typed or pasted into the bar of this page.
window.addEventListener("hashchange", () => {
  const parts = addressParts();
  if (parts.p && (parts.p !== shared.puzzle || parts.e)) {
    openAddress(parts).catch((err) => say(err.message, true));
  }
});

/** The link to this puzzle, with the entries too if `withProgress`. */
export function link(withProgress) {
  const entries = entriesLine();
  const progress = withProgress && /\d/.test(entries) && !window.variantPlay.active() ? `&e=${entries}` : "";
  return `${location.origin}${location.pathname}#p=${shared.puzzle || line(false)}${progress}`;
}

document.getElementById("share-button").addEventListener("click", async () => {
  const text = link(document.getElementById("progress").checked);
  document.getElementById("link").value = text;
  if (navigator.clipboard) await navigator.clipboard.writeText(text).catch(() => {});
  say("The link is below (and copied, where the browser allows): it opens this puzzle.");
});

/** Today's date, `2026-11-28`, and as a seed, 20261128. */
export function today(now = new Date()) {
  const stamp = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((v, k) => String(v).padStart(k === 0 ? 4 : 2, "0")).join("-");
  return [stamp, Number(stamp.replaceAll("-", ""))];
}

/**
 * The puzzle of the day: the date as the seed, `difficulty` (or medium),
 * the same for every player on that date.
 */
export async function daily(difficulty) {
  const [stamp, seed] = today();
  const level = difficulty || "medium";
  const made = await api("generate", "", `?count=1&seed=${seed}&difficulty=${level}`);
  load(made.puzzles[0].puzzle.flat().map((v) => v || ".").join(""));
  say(`Today's puzzle, ${stamp}, ${level}.`);
}

document.getElementById("daily").addEventListener("click", () =>
  daily(document.getElementById("difficulty").value).catch((err) => say(err.message, true)));
