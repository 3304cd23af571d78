//! The page, compiled in: the server needs no files at run time and the
//! page no internet (no CDN; the policy header says so to the browser).
//! A service worker (`/sw.js`) keeps the files, so that the page opens
//! and plays with the server gone.

use axum::Router;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// The page's files: where each is served, its type and its text. The
/// scripts are modules named after what they hold (the grid, play, the
/// time, the puzzle under way, steps, the address, the kept grid).
pub(crate) const FILES: &[(&str, &str, &str)] = &[
    ("/", HTML, include_str!("../static/index.html")),
    ("/style.css", CSS, include_str!("../static/style.css")),
    ("/app.js", JS, include_str!("../static/app.js")),
    ("/api.js", JS, include_str!("../static/api.js")),
    ("/board.js", JS, include_str!("../static/board.js")),
    ("/game.js", JS, include_str!("../static/game.js")),
    ("/play.js", JS, include_str!("../static/play.js")),
    ("/share.js", JS, include_str!("../static/share.js")),
    ("/steps.js", JS, include_str!("../static/steps.js")),
    ("/store.js", JS, include_str!("../static/store.js")),
    ("/timer.js", JS, include_str!("../static/timer.js")),
    ("/variant.js", JS, include_str!("../static/variant.js")),
    ("/sw.js", JS, include_str!("../static/sw.js")),
];

/// A page file with its type, not cached by HTTP (a new binary serves a
/// new page; the service worker asks each time and keeps a copy), and
/// allowed to load only from this server.
fn file(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_SECURITY_POLICY, "default-src 'self'"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

/// `GET` for each of [`FILES`].
pub(crate) fn routes<S: Clone + Send + Sync + 'static>(mut router: Router<S>) -> Router<S> {
    for &(path, content_type, body) in FILES {
        router = router.route(path, get(move || async move { file(content_type, body) }));
    }
    router
}

#[cfg(test)]
mod tests {
    use super::FILES;

    /// The service worker keeps every page file but itself, and the
    /// modules import only files that are served.
    #[test]
    fn the_worker_keeps_every_file_and_imports_resolve() {
        let worker = FILES.iter().find(|f| f.0 == "/sw.js").unwrap().2;
        for &(path, _, body) in FILES {
            if path != "/sw.js" {
                assert!(
                    worker.contains(&format!("\"{path}\"")),
                    "{path} not kept by sw.js"
                );
            }
            for import in body.split("from \"./").skip(1) {
                let name = &import[..import.find('"').unwrap()];
                let served = format!("/{name}");
                assert!(FILES.iter().any(|f| f.0 == served), "{path} imports {name}");
            }
        }
    }
}
