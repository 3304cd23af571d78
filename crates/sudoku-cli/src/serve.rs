//! `sudoku serve`: the page and the JSON API of `sudoku-web`, until Ctrl-C.

use std::io::Write as _;
use std::time::Duration;

use crate::cli::ServeArgs;
use crate::exit::{self, Status, write_error};

/// Listens on the address, prints the URL and serves until Ctrl-C, then
/// gives the requests in flight a few seconds to finish.
pub(crate) fn run(args: &ServeArgs) -> anyhow::Result<Status> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let served = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .map_err(|err| anyhow::anyhow!("cannot listen on {}: {err}", args.addr))?;
        let url = format!("http://{}/", listener.local_addr()?);
        // A closed or full standard output (`sudoku serve | true`) is the
        // same error as for any other command, not a panic.
        let mut out = std::io::stdout().lock();
        // A closed pipe too: the URL is lost, and a server nobody can
        // find would run on unseen (elsewhere a closed pipe is a reader
        // that has what it wanted).
        writeln!(out, "{url}")
            .and_then(|()| out.flush())
            .map_err(|err| {
                let kind = match err.kind() {
                    std::io::ErrorKind::BrokenPipe => std::io::ErrorKind::Other,
                    kind => kind,
                };
                write_error(std::io::Error::new(kind, err))
            })?;
        drop(out);
        exit::note(&format!(
            "serving the page and the API at {url} (Ctrl-C stops)"
        ));
        if args.open {
            // A browser that does not start is no reason to stop serving.
            let _ = std::process::Command::new("xdg-open").arg(&url).spawn();
        }
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        sudoku_web::serve(listener, sudoku_web::Limits::default(), shutdown).await?;
        exit::note("stopped");
        Ok(Status::Success)
    });
    // Work still running past the grace ends with the process, not after.
    runtime.shutdown_timeout(Duration::from_millis(100));
    served
}
