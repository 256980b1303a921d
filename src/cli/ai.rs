//! AI commands: `analyse`, `match` (filled in with the AI).
use super::CliError;

pub fn run(cmd: &str, _args: &[String]) -> Result<(), CliError> {
    Err(CliError::usage(format!("'{cmd}' is not available yet")))
}

/// The AI part of `bao bench` (nodes per second, depth reached in one second).
pub fn bench(_opts: &super::Opts) -> Result<(), CliError> {
    Ok(())
}
