//! AI commands: `analyse`, `match` (filled in with the AI).
use super::CliError;

pub fn run(cmd: &str, _args: &[String]) -> Result<(), CliError> {
    Err(CliError::usage(format!("'{cmd}' is not available yet")))
}
