//! The connections: HTTP/1 on hyper with a deadline for each request's
//! headers, a cap on their size and on the connections open at once, and
//! a shutdown that waits for the requests in flight only so long.

use std::future::Future;
use std::sync::Arc;

use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::Limits;

/// Serves `app` on `listener` within `limits` until `shutdown` completes,
/// then gives the requests in flight [`Limits::shutdown_grace`] to finish
/// and closes what is left.
pub(crate) async fn run(
    listener: TcpListener,
    app: axum::Router,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let open = Arc::new(Semaphore::new(limits.connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_time)
        .max_header_size(limits.header_bytes)
        .max_buf_size(limits.header_bytes.max(8192));
    tokio::pin!(shutdown);
    loop {
        // At the cap, no connection is taken until one closes: the others
        // wait in the system's queue of the listening socket, costing this
        // process nothing (and the stalled ones are closed by the header
        // and body deadlines).
        let place = tokio::select! {
            place = open.clone().acquire_owned() => match place {
                Ok(place) => place,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of descriptors or a connection reset before it was
                // taken: no reason to stop serving the others.
                Err(_) => {
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let service = TowerToHyperService::new(app.clone());
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            let _ = connection.await;
            drop(place);
        });
    }
    drop(listener);
    // What does not finish within the grace is dropped with the runtime.
    let _ = tokio::time::timeout(limits.shutdown_grace, graceful.shutdown()).await;
    Ok(())
}
