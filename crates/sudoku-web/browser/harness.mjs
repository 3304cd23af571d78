// What the page's browser tests share: `sudoku serve` on a free port,
// Debian's Chromium driven by playwright-core, and a runner that reports
// each test and fails the process if one failed. Skips (exit 0, with a
// message) only when no Chromium is installed; `.ci/run` installs it.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts the server (SUDOKU_BIN, default target/debug/sudoku) and
 * Chromium, runs `body({ url, chrome, test })`, then stops both; `test(name,
 * fn)` runs one test and reports it. Exits 1 if any failed.
 */
export async function session(what, body) {
  const binary = process.env.SUDOKU_BIN || resolve(root, "target/debug/sudoku");
  const browser = [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .find((path) => path && existsSync(path));
  if (!browser) {
    console.log(`${what}: skipped, no Chromium installed (apt-get install chromium)`);
    process.exit(0);
  }
  // The server, on a free port: its first line is the URL.
  const server = spawn(binary, ["serve", "--addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((ok, fail) => {
    server.stdout.once("data", (data) => ok(String(data).trim()));
    server.once("exit", (code) => fail(new Error(`sudoku serve exited with ${code}`)));
  });
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
