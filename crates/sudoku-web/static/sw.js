// The page's service worker: keeps the page's files, so that the page
// opens and plays with the server gone. Each file is asked of the server
// first (a new binary's page is the one shown) and taken from the cache
// when the server does not answer; the API is never cached.
"use strict";

const CACHE = "sudoku-page";
const FILES = [
  "/", "/style.css", "/app.js", "/api.js", "/board.js", "/game.js", "/play.js", "/share.js",
  "/steps.js", "/store.js", "/timer.js", "/variant.js",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)));
    }
    return response;
  }).catch(() => caches.match(url.pathname).then((kept) => kept || Response.error())));
});
