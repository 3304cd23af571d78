//! Who may ask: a server on loopback answers only requests addressed to it
//! (its `Host`), so that a page elsewhere cannot reach it through a name
//! that resolves to 127.0.0.1 (DNS rebinding); and a browser's request
//! from another site's page (its `Origin`) is refused, so that a page the
//! user visits cannot make the server work (a "simple" cross-site POST
//! needs no CORS preflight). Every answer says `nosniff`.

use std::net::SocketAddr;

use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::ApiError;

/// Where the server listens, which decides the `Host` values it answers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Guard {
    pub(crate) addr: SocketAddr,
}

impl Guard {
    /// Whether `host` (a `Host` header: `name[:port]`) addresses this
    /// server. On loopback: its address or `localhost`, with its port. On
    /// another address the user opened the server to the network, where
    /// it has names of its own: any host, with its port.
    fn answers(&self, host: &str) -> bool {
        let Some((name, port)) = split_host(host) else {
            return false;
        };
        let port_ok = match port {
            Some(port) => port == self.addr.port(),
            None => self.addr.port() == 80,
        };
        if !port_ok {
            return false;
        }
        let ip = self.addr.ip();
        if !ip.is_loopback() {
            return true;
        }
        name.eq_ignore_ascii_case("localhost")
            || name
                .trim_start_matches('[')
                .trim_end_matches(']')
                .parse::<std::net::IpAddr>()
                .is_ok_and(|named| named == ip)
    }
}

/// `name[:port]`, `[v6]:port`, as a `Host` header has it; `None` when
/// the port is not a number.
fn split_host(host: &str) -> Option<(&str, Option<u16>)> {
    let split = if host.starts_with('[') {
        host.find("]:").map(|i| i + 1)
    } else {
        host.rfind(':')
    };
    match split {
        Some(i) => Some((&host[..i], Some(host[i + 1..].parse().ok()?))),
        None => Some((host, None)),
    }
}

/// The middleware: refuses a request for another host (421) or from
/// another site's page (403), and marks every answer `nosniff`.
pub(crate) async fn check(guard: Option<Guard>, request: Request, next: Next) -> Response {
    if let Some(refused) = guard.and_then(|guard| refuse(&guard, &request)) {
        return with_nosniff(refused.into_response());
    }
    with_nosniff(next.run(request).await)
}

fn with_nosniff(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

/// Why `request` is refused, if it is.
fn refuse(guard: &Guard, request: &Request) -> Option<ApiError> {
    let headers = request.headers();
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let Some(host) = host.filter(|host| guard.answers(host)) else {
        return Some(ApiError::with(
            StatusCode::MISDIRECTED_REQUEST,
            format!(
                "this server answers requests for {} (the Host header named {})",
                guard.addr,
                host.map_or_else(
                    || "nothing".to_owned(),
                    |h| format!("'{}'", sudoku_io::echo(h))
                )
            ),
        ));
    };
    // A browser names the page a request comes from; requests from the
    // page this server serves come from `http://{host}`.
    if let Some(origin) = headers.get(header::ORIGIN) {
        let own = format!("http://{host}");
        if origin.as_bytes() != own.as_bytes() {
            return Some(ApiError::with(
                StatusCode::FORBIDDEN,
                format!(
                    "requests from another site's page are refused (Origin '{}'; this server's pages are at {own})",
                    sudoku_io::echo(&String::from_utf8_lossy(origin.as_bytes()))
                ),
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loopback_server_answers_its_own_names_only() {
        let guard = Guard {
            addr: "127.0.0.1:8080".parse().unwrap(),
        };
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080"] {
            assert!(guard.answers(host), "{host}");
        }
        for host in [
            "evil.example:8080",
            "127.0.0.1:8081",
            "127.0.0.1",
            "localhost",
            "127.0.0.2:8080",
            "[::1]:8080",
            "localhost:x",
        ] {
            assert!(!guard.answers(host), "{host}");
        }
        let v6 = Guard {
            addr: "[::1]:80".parse().unwrap(),
        };
        assert!(v6.answers("[::1]") && v6.answers("[::1]:80") && v6.answers("localhost"));
        let open = Guard {
            addr: "0.0.0.0:8080".parse().unwrap(),
        };
        assert!(open.answers("sudoku.lan:8080") && !open.answers("sudoku.lan:9"));
    }
}
