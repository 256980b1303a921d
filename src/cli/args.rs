//! The command table and a strict argument reader: every command lists the options it
//! takes, so an unknown option, a missing value, a repeated option or an extra argument is a
//! usage error (exit 2) instead of a silent default. The same table writes `bao --help`,
//! `bao COMMAND --help` and the man page.
use super::{CliError, CliResult};
use std::fmt::Write as _;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// One option: `--name VALUE` (when `value` names the value) or a flag `--name`.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub name: &'static str,
    pub value: Option<&'static str>,
    pub help: &'static str,
}

impl Opt {
    pub const fn value(name: &'static str, value: &'static str, help: &'static str) -> Opt {
        Opt {
            name,
            value: Some(value),
            help,
        }
    }
    pub const fn flag(name: &'static str, help: &'static str) -> Opt {
        Opt {
            name,
            value: None,
            help,
        }
    }
}

/// A subcommand: its name, what it takes and the function that runs it.
pub struct Command {
    pub name: &'static str,
    /// The positional arguments as shown in the usage line (`FILE`, `DEPTH [POSITION-JSON]`).
    pub args: &'static str,
    /// How many positional arguments it takes (at least, at most).
    pub positional: (usize, usize),
    /// One line for `bao --help`.
    pub about: &'static str,
    /// More text for `bao COMMAND --help` (may be empty).
    pub details: &'static str,
    /// Groups of options (so groups such as [`RULES`] can be shared).
    pub options: &'static [&'static [Opt]],
    pub run: fn(&Opts) -> CliResult,
}

impl Command {
    fn options(&self) -> impl Iterator<Item = &'static Opt> + '_ {
        self.options.iter().flat_map(|g| g.iter())
    }

    fn find(&self, name: &str) -> Option<&'static Opt> {
        self.options().find(|o| o.name == name)
    }

    /// `bao NAME ARGS [options]`.
    pub fn usage(&self) -> String {
        let mut s = format!("usage: bao {}", self.name);
        if !self.args.is_empty() {
            s.push(' ');
            s.push_str(self.args);
        }
        if self.options().next().is_some() {
            s.push_str(" [OPTIONS]");
        }
        s
    }

    /// The text of `bao NAME --help`.
    pub fn help(&self) -> String {
        let mut s = format!("{}\n{}\n", self.usage(), wrap(self.about, 0, WIDTH));
        if !self.details.is_empty() {
            s.push('\n');
            s.push_str(&wrap(self.details, 0, WIDTH));
            s.push('\n');
        }
        let opts: Vec<&Opt> = self.options().collect();
        if !opts.is_empty() {
            s.push_str("\noptions:\n");
            write_options(&mut s, opts.into_iter());
        }
        s
    }

    /// Reads `args` (after the command name) against this command's options.
    pub fn parse(&'static self, args: &[String]) -> Result<Parsed, CliError> {
        let err = |m: String| CliError::usage(format!("{}: {m}; {}", self.name, self.usage()));
        let mut opts = Opts {
            command: self,
            positional: Vec::new(),
            values: Vec::new(),
        };
        let mut it = args.iter();
        let mut only_positional = false;
        while let Some(a) = it.next() {
            if only_positional || !is_option(a) {
                opts.positional.push(a.clone());
                continue;
            }
            if a == "--" {
                only_positional = true;
                continue;
            }
            if a == "--help" || a == "-h" {
                return Ok(Parsed::Help);
            }
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (a.as_str(), None),
            };
            let Some(opt) = self.find(name) else {
                return Err(err(format!("unknown option '{name}'{}", self.hint(name))));
            };
            if opts.values.iter().any(|(n, _)| *n == opt.name) {
                return Err(err(format!("{name} is given twice")));
            }
            let value = match (opt.value, inline) {
                (None, None) => String::new(),
                (None, Some(_)) => return Err(err(format!("{name} takes no value"))),
                (Some(_), Some(v)) => v,
                (Some(meta), None) => match it.next() {
                    Some(v) if !v.starts_with("--") => v.clone(),
                    _ => return Err(err(format!("{name} needs a value ({meta})"))),
                },
            };
            opts.values.push((opt.name, value));
        }
        let (min, max) = self.positional;
        let n = opts.positional.len();
        if n > max {
            return Err(err(format!(
                "unexpected argument '{}'",
                opts.positional[max]
            )));
        }
        if n < min {
            return Err(err(format!(
                "missing argument{} ({})",
                if min - n > 1 { "s" } else { "" },
                self.args
            )));
        }
        Ok(Parsed::Run(opts))
    }

    /// ", did you mean --seed?" for a near miss.
    fn hint(&self, name: &str) -> String {
        let close = self.options().find(|o| {
            let (a, b) = (o.name.as_bytes(), name.as_bytes());
            a.len().abs_diff(b.len()) <= 1
                && a.iter().zip(b).filter(|(x, y)| x != y).count() + a.len().abs_diff(b.len()) <= 2
        });
        let all: Vec<&str> = self.options().map(|o| o.name).collect();
        match close {
            Some(o) => format!(", did you mean {}?", o.name),
            None if all.is_empty() => format!(" ('{}' takes no options)", self.name),
            None => String::new(),
        }
    }
}

/// An argument that reads as an option: `--x` or `-x` (but not `-` alone or a number).
fn is_option(a: &str) -> bool {
    a.starts_with("--")
        || (a.len() > 1 && a.starts_with('-') && !a[1..].starts_with(|c: char| c.is_ascii_digit()))
}

/// Help lines are kept within this many columns.
const WIDTH: usize = 80;

/// One entry of a help list: `head` in a column of `column` characters (after two spaces),
/// then `text` wrapped to the width, its further lines under its first.
pub fn write_entry(s: &mut String, head: &str, column: usize, text: &str) {
    let indent = column + 3;
    if head.len() < column {
        let _ = write!(s, "  {head:<column$} ");
    } else {
        let _ = write!(s, "  {head}\n{:indent$}", "");
    }
    s.push_str(&wrap(text, indent, WIDTH - indent));
    s.push('\n');
}

/// `text` in lines of at most `width` characters (words kept whole), each after the first
/// indented by `indent` spaces.
pub fn wrap(text: &str, indent: usize, width: usize) -> String {
    let mut out = String::new();
    let mut len = 0;
    for word in text.split_whitespace() {
        if len > 0 && len + 1 + word.len() > width {
            let _ = write!(out, "\n{:indent$}", "");
            len = 0;
        } else if len > 0 {
            out.push(' ');
            len += 1;
        }
        out.push_str(word);
        len += word.len();
    }
    out
}

pub fn write_options<'a>(s: &mut String, opts: impl Iterator<Item = &'a Opt>) {
    for o in opts {
        let head = match o.value {
            Some(v) => format!("{} {v}", o.name),
            None => o.name.to_string(),
        };
        write_entry(s, &head, 22, o.help);
    }
}

pub enum Parsed {
    Help,
    Run(Opts),
}

/// A command's arguments once read: positional ones in order, options by name.
pub struct Opts {
    command: &'static Command,
    positional: Vec<String>,
    values: Vec<(&'static str, String)>,
}

impl Opts {
    /// The `i`th positional argument (the table guarantees the required ones).
    pub fn arg(&self, i: usize) -> Option<&str> {
        self.positional.get(i).map(String::as_str)
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        debug_assert!(
            self.command.find(name).is_some(),
            "{name} is not in the table of {}",
            self.command.name
        );
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn num<T: FromStr>(&self, name: &str, default: T) -> Result<T, CliError> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => parse_num(name, v),
        }
    }

    /// A number that must lie in `range` (absurd limits are refused, not obeyed).
    pub fn num_in<T>(&self, name: &str, default: T, range: RangeInclusive<T>) -> Result<T, CliError>
    where
        T: FromStr + PartialOrd + std::fmt::Display,
    {
        let v = self.num(name, default)?;
        in_range(name, v, range)
    }
}

pub fn parse_num<T: FromStr>(name: &str, v: &str) -> Result<T, CliError> {
    v.parse().map_err(|_| {
        CliError::usage(if v.trim_start().starts_with('-') {
            format!("{name}: '{v}' is negative")
        } else if v.chars().all(|c| c.is_ascii_digit()) && !v.is_empty() {
            format!("{name}: '{v}' is too large")
        } else {
            format!("{name}: '{v}' is not a number")
        })
    })
}

pub fn in_range<T: PartialOrd + std::fmt::Display>(
    name: &str,
    v: T,
    range: RangeInclusive<T>,
) -> Result<T, CliError> {
    // `contains` is false for NaN, which is refused too.
    if range.contains(&v) {
        Ok(v)
    } else {
        Err(CliError::usage(format!(
            "{name}: {v} is out of range ({}..={})",
            range.start(),
            range.end()
        )))
    }
}

/// `--variant` and `--rules`, shared by the commands that start games.
pub const RULES: &[Opt] = &[
    Opt::value("--variant", "V", "kiswahili (default), kete or kujifunza"),
    Opt::value(
        "--rules",
        "R",
        "mancala-world (default) or tournament (kiswahili only)",
    ),
];
