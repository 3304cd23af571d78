// What the page's browser tests share: `sudoku serve` on a free port,
// Debian's Chromium driven by playwright-core, and a runner that reports
// each test and fails the process if one failed. Skips (exit 0, with a
// message) only when no Chromium is installed; `.ci/run` installs it.

import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts `sudoku serve` (SUDOKU_BIN, default target/debug/sudoku) on a free
 * port: its URL, and the process (kill it with SIGINT to stop it).
 */
export async function serve() {
  const binary = process.env.SUDOKU_BIN || resolve(root, "target/debug/sudoku");
  const server = spawn(binary, ["serve", "--addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
  // Its first line is the URL.
  const url = await new Promise((ok, fail) => {
    server.stdout.once("data", (data) => ok(String(data).trim()));
    server.once("exit", (code) => fail(new Error(`sudoku serve exited with ${code}`)));
  });
  return { url, server };
}

/**
 * Starts the server (SUDOKU_BIN, default target/debug/sudoku) and
 * Chromium, runs `body({ url, chrome, test })`, then stops both; `test(name,
 * fn)` runs one test and reports it. Exits 1 if any failed.
 */
export async function session(what, body) {
  const browser = [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .find((path) => path && existsSync(path));
  if (!browser) {
    console.log(`${what}: skipped, no Chromium installed (apt-get install chromium)`);
    process.exit(0);
  }
  const { url, server } = await serve();
  const chrome = await chromium.launch({ executablePath: browser, args: ["--no-sandbox"] });
  let failures = 0;
  async function test(name, fn) {
    try {
      await fn();
      console.log(`ok: ${name}`);
    } catch (err) {
      failures += 1;
      console.log(`FAILED: ${name}\n  ${err.stack || err}`);
    }
  }
  try {
    await body({ url, chrome, test });
  } finally {
    await chrome.close();
    server.kill("SIGINT");
  }
  if (failures > 0) {
    console.log(`${what}: ${failures} failed`);
    process.exit(1);
  }
  console.log(`${what}: all passed`);
}

/** Waits until the page's status line matches `pattern`. */
export function waitStatus(page, pattern) {
  return page.waitForFunction(
    (source) => new RegExp(source).test(document.getElementById("status").textContent), pattern.source);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations of WCAG 2.2 A and AA and of its best practices on
 * `page` as it is now, one line each.
 */
export async function violations(page) {
  // Evaluated through the browser's protocol, which the page's Content
  // Security Policy (no inline scripts) does not govern.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => (await window.axe.run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    resultTypes: ["violations"],
  })).violations);
  return found.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}
