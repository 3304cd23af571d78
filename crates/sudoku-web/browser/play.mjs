// Playing a classic puzzle on the page of `sudoku serve`, as a player
// does, in headless Chromium: a wrong entry found (after Check, as typed,
// by a hint), candidates filled in and taken out, corner and centre marks
// and colours, the same digit and the selected cell's houses lit, the
// timer and its pause, the puzzle in the address and in a link, today's
// puzzle, a finished puzzle recognised, the page with the server gone
// (its service worker), and a whole puzzle played by touch on a 360 px
// phone from a link; axe-core in each state, light and dark. It saves
// pictures of the page in play (light, dark, a phone) in target/browser/,
// or in the folder SCREENSHOTS names (scripts/docs-images.sh: docs/).
//
//   SUDOKU_BIN=target/debug/sudoku node crates/sudoku-web/browser/play.mjs

import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

import { root, serve, session, violations, waitStatus } from "./harness.mjs";

const PUZZLE = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
const SOLUTION = "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const pictures = process.env.SCREENSHOTS || resolve(root, "target/browser");
mkdirSync(pictures, { recursive: true });

// The 20 cells that share a house with cell `i`.
function peers(i) {
  const [r, c] = [Math.floor(i / 9), i % 9];
  return [...Array(81).keys()].filter((j) => j !== i && (Math.floor(j / 9) === r || j % 9 === c ||
    (Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor(c / 3))));
}

// The digits no peer of cell `i` holds in `grid` (81 characters), as a string.
function candidates(grid, i) {
  const seen = new Set(peers(i).map((p) => grid[p]));
  return [..."123456789"].filter((d) => !seen.has(d)).join("");
}

await session("play tests", async ({ url, chrome, test }) => {
  const page = await chrome.newPage({ viewport: { width: 1100, height: 900 } });
  const grid = () => page.$$eval(".cell", (cells) =>
    cells.map((c) => (c.querySelector(".marks, .corner") ? "." : c.textContent || ".")).join(""));
  const marks = () => page.$$eval(".cell", (cells) =>
    cells.map((c) => c.querySelector(".marks")?.textContent.replace(/\s/g, "") ?? ""));
  const label = (i) => page.getAttribute(`.cell >> nth=${i}`, "aria-label");
  const lit = (kind) => page.$$eval(`.cell.${kind}`, (cells) => cells.map((c) => Number(c.dataset.index)));
  const seconds = async () => {
    const [m, s] = (await page.textContent("#timer")).split(":").map(Number);
    return m * 60 + s;
  };
  async function load(puzzle) {
    await page.evaluate(() => { document.getElementById("status").textContent = ""; });
    await page.fill("#input", puzzle);
    await page.click("#load-button");
    await waitStatus(page, /Puzzle loaded/);
  }

  await test("a first visit opens today's puzzle", async () => {
    await page.goto(url);
    await waitStatus(page, /^Today's puzzle, \d{4}-\d\d-\d\d, medium\.$/);
    assert.ok((await grid()).replaceAll(".", "").length >= 17);
    assert.match(page.url(), /#p=[1-9.]{81}$/);
  });

  await test("a wrong entry that clashes with nothing: marked after Check, as typed, and named by a hint", async () => {
    await load(PUZZLE);
    await page.click(".cell >> nth=1"); // r1c2: 4 in the solution; 7 clashes with nothing
    await page.keyboard.press("7");
    assert.deepEqual(await lit("wrong"), [], "not before Check");
    await page.click("#check");
    await waitStatus(page, /^1 of 1 entries wrong: r1c2\.$/);
    assert.equal(await label(1), "r1c2 7, wrong");
    assert.deepEqual(await violations(page), []);
    // A hint does not say "no solution": it names the entry.
    await page.click("#hint");
    await waitStatus(page, /^r1c2 is wrong: the solution has another digit there/);
    // As typed, once asked for.
    await page.keyboard.press("Backspace");
    assert.deepEqual(await lit("wrong"), []);
    await page.check("#mistakes");
    await page.click(".cell >> nth=1");
    await page.keyboard.press("8");
    await page.waitForFunction(() => document.querySelectorAll(".cell.wrong").length === 1);
    assert.equal(await label(1), "r1c2 8, wrong");
    await page.keyboard.press("4");
    assert.deepEqual(await lit("wrong"), []);
    await page.uncheck("#mistakes");
  });

  await test("Fill candidates, then a digit placed takes its candidate out of its houses; Undo puts it back", async () => {
    await load(PUZZLE);
    await page.click("#fill");
    const filled = await marks();
    assert.deepEqual(filled, [...PUZZLE].map((c, i) => (c === "." ? candidates(PUZZLE, i) : "")));
    await page.click(".cell >> nth=1");
    await page.click("#pad [data-digit='4']");
    const after = await marks();
    for (let i = 0; i < 81; i++) {
      const expected = i === 1 ? "" : peers(1).includes(i) ? filled[i].replace("4", "") : filled[i];
      assert.equal(after[i], expected, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
    }
    await page.click("#undo");
    assert.deepEqual(await marks(), filled);
    await page.click("#undo");
    assert.ok((await marks()).every((m) => m === ""), "the fill is undone too");
  });

  await test("the selected cell's digit is lit everywhere, its row, column and box too", async () => {
    await page.click(".cell >> nth=0"); // r1c1, a given 1
    const ones = [...PUZZLE].flatMap((c, i) => (c === "1" ? [i] : []));
    assert.deepEqual(await lit("same"), ones);
    assert.deepEqual(await lit("peer"), peers(0));
    // A candidate of that digit is lit among the marks.
    await page.click("#fill");
    await page.click(".cell >> nth=0");
    const litMarks = await page.$$eval(".marks span.same", (spans) => spans.map((s) => s.textContent));
    assert.ok(litMarks.length > 0 && litMarks.every((d) => d === "1"), litMarks.join());
    await page.click("#undo");
  });

  await test("corner and centre marks and colours, by the shortcuts the page lists", async () => {
    const keys = await page.$$eval("#keys th", (ths) => ths.map((th) => th.textContent.replace(/\s+/g, " ")));
    assert.ok(keys.includes("Z X C V") && keys.includes("Ctrl+Z") && keys.includes("Space"), keys.join(" | "));
    await page.click(".cell >> nth=4"); // r1c5, empty
    for (const [key, mode] of [["x", "corner"], ["c", "centre"], ["v", "colour"], ["z", "normal"]]) {
      await page.keyboard.press(key);
      assert.equal(await page.$eval("input[name=mode]:checked", (r) => r.value), mode, key);
    }
    await page.keyboard.press("x");
    await page.keyboard.press("2");
    await page.keyboard.press("8");
    await page.keyboard.press("c");
    await page.keyboard.press("7");
    await page.keyboard.press("v");
    await page.keyboard.press("2");
    await page.keyboard.press("z");
    assert.equal(await label(4), "r1c5 centre marks 7, corner marks 2 8, coloured red");
    assert.deepEqual(await page.$eval(".cell >> nth=4", (c) => [c.classList.contains("colour2"),
      [...c.querySelectorAll(".corner span")].map((s) => s.dataset.d).join("")]), [true, "28"]);
    // A game under way, in pictures: candidates filled, a few digits in,
    // cells coloured, a digit selected.
    await page.keyboard.press("f");
    for (const [cell, digit] of [[1, "4"], [10, "7"], [20, "6"]]) {
      await page.click(`.cell >> nth=${cell}`);
      await page.keyboard.press(digit);
    }
    await page.keyboard.press("v");
    for (const [cell, colour] of [[28, "5"], [46, "5"], [37, "7"]]) {
      await page.click(`.cell >> nth=${cell}`);
      await page.keyboard.press(colour);
    }
    await page.keyboard.press("z");
    await page.click(".cell >> nth=2"); // r1c3: 3, lit everywhere
    await page.screenshot({ path: resolve(pictures, "web-play.png") });
    assert.deepEqual(await violations(page), []);
    await page.emulateMedia({ colorScheme: "dark" });
    assert.deepEqual(await violations(page), [], "dark");
    await page.screenshot({ path: resolve(pictures, "web-dark.png") });
    await page.emulateMedia({ colorScheme: "light" });
  });

  await test("the timer counts; paused, the grid is hidden and the time stands", async () => {
    // The clock is redrawn once a second; a busy machine may delay a
    // redraw, so allow it a few.
    const before = await seconds();
    let now = before;
    for (let waited = 0; now <= before && waited < 5000; waited += 250) {
      await page.waitForTimeout(250);
      now = await seconds();
    }
    assert.ok(now > before, `counting: ${before} s, then ${now} s after 5 s`);
    await page.click("#pause");
    assert.ok(!(await page.isVisible("#board")) && (await page.isVisible("#paused")));
    assert.equal(await page.textContent("#pause"), "Resume");
    const stood = await seconds();
    await page.keyboard.press("5"); // ignored while paused
    await page.waitForTimeout(1100);
    assert.equal(await seconds(), stood);
    assert.deepEqual(await violations(page), []);
    await page.focus("body");
    await page.keyboard.press(" "); // Space resumes
    assert.ok(await page.isVisible("#board"));
    assert.equal((await grid())[13], ".", "the 5 pressed while paused went nowhere");
  });

  await test("a link opens the same puzzle, with the entries when asked; an f-puzzles string too", async () => {
    await load(PUZZLE);
    await page.click(".cell >> nth=1");
    await page.keyboard.press("4");
    assert.equal(page.url(), `${url}#p=${PUZZLE}`);
    await page.click("#share summary");
    await page.check("#progress");
    await page.click("#share-button");
    const link = await page.inputValue("#link");
    assert.equal(link, `${url}#p=${PUZZLE}&e=.4${".".repeat(79)}`);
    const other = await chrome.newContext();
    const friend = await other.newPage();
    await friend.goto(link);
    await waitStatus(friend, /^Puzzle and progress loaded from the address\.$/);
    assert.equal(await friend.$$eval(".cell", (c) => c.map((x) => x.textContent || ".").join("")),
      PUZZLE.slice(0, 1) + "4" + PUZZLE.slice(2));
    const killer = readFileSync(resolve(root, "fixtures/variants/blitz-killer.txt"), "utf8").trim();
    await friend.goto(`${url}#p=${encodeURIComponent(killer)}`);
    await waitStatus(friend, /^Variant puzzle loaded: /);
    assert.equal(await friend.$$eval(".vcell", (c) => c.length), 81);
    await friend.goto(`${url}#p=%E0%A4`);
    await waitStatus(friend, /^The address's puzzle \(#p=\) is not escaped text/);
    await other.close();
  });

  await test("today's puzzle: the date as the seed, the difficulty chosen", async () => {
    await page.click("#new-puzzle summary");
    await page.selectOption("#difficulty", "hard");
    await page.click("#daily");
    const [stamp, seed] = await page.evaluate(() => {
      const now = new Date();
      const s = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
      return [s, Number(s.replaceAll("-", ""))];
    });
    await waitStatus(page, new RegExp(`^Today's puzzle, ${stamp}, hard\\.$`));
    const made = await page.evaluate(async (s) =>
      (await (await fetch(`/api/generate?count=1&seed=${s}&difficulty=hard`, { method: "POST" })).json()).puzzles[0].puzzle, seed);
    assert.equal(await grid(), made.flat().map((v) => v || ".").join(""));
    await page.selectOption("#difficulty", "");
  });

  await test("a finished puzzle is recognised: the time stops, the hardest technique said", async () => {
    await load(PUZZLE);
    await page.click(".cell >> nth=0");
    for (let i = 0; i < 81; i++) {
      if (PUZZLE[i] === ".") await page.keyboard.press(SOLUTION[i]);
      await page.keyboard.press("ArrowRight");
    }
    await waitStatus(page, /^Finished in \d+:\d\d! The hardest technique it needs: .+ \(Sudoku Explainer 1\.2; HoDoKu Easy\)\.$/);
    assert.ok(await page.$eval(".board-area", (a) => a.classList.contains("finished")));
    const stopped = await page.textContent("#timer");
    await page.waitForTimeout(1100);
    assert.equal(await page.textContent("#timer"), stopped);
    assert.deepEqual(await violations(page), []);
  });

  await test("with the server gone, the page opens from its cache and plays on", async () => {
    const { url: own, server } = await serve();
    const context = await chrome.newContext();
    const player = await context.newPage();
    await player.goto(`${own}#p=${PUZZLE}`);
    await waitStatus(player, /Puzzle loaded from the address/);
    await player.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The solution came with the puzzle (asked for once).
    await player.waitForFunction(() => JSON.parse(localStorage.getItem("sudoku-grid") || "{}").solution);
    await new Promise((done) => {
      server.once("exit", done);
      server.kill("SIGINT");
    });
    await player.reload();
    await waitStatus(player, /^Your grid is back as you left it\.$/);
    await player.click(".cell >> nth=1");
    await player.keyboard.press("7");
    await player.click("#check");
    await waitStatus(player, /^1 of 1 entries wrong: r1c2\.$/);
    await player.click("#hint");
    await waitStatus(player, /^The server is not reachable: /);
    assert.deepEqual(await violations(player), []);
    await context.close();
  });

  await test("a generated puzzle played from a link to the end by touch on a 360 px phone", async () => {
    const made = await page.evaluate(async () =>
      (await (await fetch("/api/generate?count=1&seed=11&difficulty=easy", { method: "POST" })).json()).puzzles[0].puzzle);
    const puzzle = made.flat().map((v) => v || ".").join("");
    const solved = await page.evaluate(async (p) =>
      (await (await fetch("/api/solve", { method: "POST", body: p })).json()).solution.flat().join(""), puzzle);
    const phone = await chrome.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const player = await phone.newPage();
    await player.goto(`${url}#p=${puzzle}`);
    await waitStatus(player, /Puzzle loaded from the address/);
    const width = await player.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page is ${width}px wide`);
    assert.deepEqual(await violations(player), []);
    for (let i = 0; i < 81; i++) {
      if (puzzle[i] !== ".") continue;
      await player.tap(`.cell >> nth=${i}`);
      await player.tap(`#pad [data-digit='${solved[i]}']`);
    }
    await waitStatus(player, /^Finished in \d+:\d\d!/);
    await player.screenshot({ path: resolve(pictures, "web-phone.png") });
    await phone.close();
  });
});
