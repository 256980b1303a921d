//! Free text read from files (names, titles, notes, ids): which characters it may not hold,
//! and how a refusal quotes it. Lowest layer, so that every reader judges text alike.

/// Whether `c` may not appear in free text read from a file: a control character (it would
/// reach a terminal: an escape sequence can clear or retitle it), a Unicode format character
/// (bidi overrides and isolates reorder the rest of a line; zero-width ones make a name
/// invisible or two names look alike) or a line or paragraph separator (it breaks a line
/// where none is shown).
pub fn hidden_char(c: char) -> bool {
    c.is_control() || is_format(c) || matches!(c, '\u{2028}' | '\u{2029}')
}

/// The characters of Unicode's general category Cf (format), as of Unicode 16.
fn is_format(c: char) -> bool {
    matches!(c as u32,
        0xAD
        | 0x600..=0x605
        | 0x61C
        | 0x6DD
        | 0x70F
        | 0x890..=0x891
        | 0x8E2
        | 0x180E
        | 0x200B..=0x200F
        | 0x202A..=0x202E
        | 0x2060..=0x2064
        | 0x2066..=0x206F
        | 0xFEFF
        | 0xFFF9..=0xFFFB
        | 0x110BD
        | 0x110CD
        | 0x13430..=0x1343F
        | 0x1BCA0..=0x1BCA3
        | 0x1D173..=0x1D17A
        | 0xE0001
        | 0xE0020..=0xE007F)
}

/// The first character of `text` that free text may not hold ([`hidden_char`]), described
/// for a refusal: "the control character U+001B", "the invisible format character U+202E",
/// "the line separator U+2028".
pub fn first_hidden(text: &str) -> Option<String> {
    let c = text.chars().find(|&c| hidden_char(c))?;
    let kind = if c.is_control() {
        "the control character"
    } else if is_format(c) {
        "the invisible format character"
    } else {
        "the line separator"
    };
    Some(format!("{kind} U+{:04X}", c as u32))
}

/// Whether `text` shows nothing: empty, or only spaces and hidden characters.
pub fn blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || hidden_char(c))
}

/// The most characters of a value a refusal quotes.
pub const QUOTED_CHARS: usize = 40;

/// A value as a refusal quotes it: its first [`QUOTED_CHARS`] characters with hidden ones
/// escaped, and how much was left out: a 10 MB title makes a one-line refusal, not a 10 MB
/// one.
pub fn quoted(value: &str) -> String {
    let mut out = String::new();
    for (shown, c) in value.chars().enumerate() {
        if shown == QUOTED_CHARS {
            let rest = value.chars().count() - shown;
            out.push_str(&format!("... ({rest} more characters)"));
            return out;
        }
        if hidden_char(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}
