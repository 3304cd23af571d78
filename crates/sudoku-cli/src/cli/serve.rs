//! The arguments of `sudoku serve`.

use std::net::SocketAddr;

use clap::Args;

/// The arguments of `sudoku serve`.
#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The address to listen on: loopback by default, so only this machine
    /// reaches it; another address (0.0.0.0:8080) opens it to the network.
    /// A port alone (8081) is on loopback; a name (localhost:8081) is
    /// looked up
    #[arg(long, value_name = "ADDRESS", default_value = "127.0.0.1:8080", value_parser = parse_addr)]
    pub(crate) addr: SocketAddr,

    /// Open the page in the default browser once the server listens
    #[arg(long)]
    pub(crate) open: bool,
}

/// `--addr`: `HOST:PORT` with an address or a name, or a port alone.
fn parse_addr(text: &str) -> Result<SocketAddr, String> {
    use std::net::{Ipv4Addr, ToSocketAddrs};
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::from((Ipv4Addr::LOCALHOST, port)));
    }
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    let shown = sudoku_io::echo(text);
    if !text.contains(':') {
        return Err(format!(
            "'{shown}' has no port: write HOST:PORT (127.0.0.1:8080, localhost:8080) or a port alone"
        ));
    }
    text.to_socket_addrs()
        .map_err(|err| format!("cannot look up '{shown}': {err}"))?
        .next()
        .ok_or_else(|| format!("'{shown}' names no address"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read_as_people_write_them() {
        assert_eq!(parse_addr("8082"), Ok("127.0.0.1:8082".parse().unwrap()));
        assert_eq!(parse_addr("0.0.0.0:80"), Ok("0.0.0.0:80".parse().unwrap()));
        assert_eq!(parse_addr("[::1]:9"), Ok("[::1]:9".parse().unwrap()));
        let local = parse_addr("localhost:8081").unwrap();
        assert!(local.ip().is_loopback() && local.port() == 8081, "{local}");
        assert!(parse_addr("localhost").unwrap_err().contains("has no port"));
        assert!(parse_addr("99999").is_err());
    }
}
