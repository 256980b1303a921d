//! What makes Bao a desktop application: the desktop entry, the AppStream metainfo, the file
//! type of `.bao` records and the icons, under their freedesktop names. The texts live in
//! `assets/desktop/` (embedded here); `bao install-desktop` writes these files under the
//! user's data dir and, with `--root`, the layout of a system install that `.ci/package`
//! puts into the Debian package: one list, so the two cannot differ.
use super::icon;
use std::path::Path;

/// The reverse-DNS application id: the name of the desktop entry, the metainfo and the
/// icons. (A placeholder domain until the project has a home of its own; changing it means
/// changing the three files in `assets/desktop/` too, which a test checks.)
pub const APP_ID: &str = "org.example.Bao";

/// The file type of game records, as the MIME package defines it.
pub const MIME_TYPE: &str = "application/x-bao";

/// The desktop entry as a system install ships it (`Exec=bao %f`, from the PATH).
pub const DESKTOP_ENTRY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/desktop/bao.desktop"
));
/// The AppStream metainfo.
pub const METAINFO: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/desktop/bao.metainfo.xml"
));
/// The shared-mime-info package for `.bao` records.
pub const MIME_PACKAGE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/desktop/bao.mime.xml"
));

/// The PNG sizes of the hicolor icon theme that are installed (the SVG as well).
pub const ICON_SIZES: [u32; 9] = [16, 22, 24, 32, 48, 64, 128, 256, 512];

/// Quotes an Exec path per the Desktop Entry spec: inside double quotes, `"`, `` ` ``, `$`
/// and `\` take a backslash; a `%` is doubled.
pub fn exec_quote(path: &str) -> String {
    let mut out = String::from("\"");
    for c in path.chars() {
        match c {
            '"' | '`' | '$' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '%' => out.push_str("%%"),
            _ => out.push(c),
        }
    }
    out.push('"');
    // The desktop file format escapes backslashes once more.
    out.replace('\\', "\\\\")
}

/// The desktop entry: as shipped (`exe` None: `Exec=bao %f`) or running the executable at
/// `exe` (a user install, where `bao` need not be on the PATH of the menu).
pub fn desktop_entry(exe: Option<&Path>) -> String {
    let Some(exe) = exe else {
        return DESKTOP_ENTRY.to_string();
    };
    DESKTOP_ENTRY
        .lines()
        .map(|l| match l.strip_prefix("Exec=bao") {
            Some(rest) => format!("Exec={}{rest}\n", exec_quote(&exe.to_string_lossy())),
            None => format!("{l}\n"),
        })
        .collect()
}

/// Every desktop file, as a path under a `share` directory (`/usr/share`,
/// `~/.local/share`) and its bytes (the man page is the command line's, `cli::man`).
pub fn files(exe: Option<&Path>) -> Vec<(String, Vec<u8>)> {
    let mut files = vec![
        (
            format!("applications/{APP_ID}.desktop"),
            desktop_entry(exe).into_bytes(),
        ),
        (
            format!("metainfo/{APP_ID}.metainfo.xml"),
            METAINFO.as_bytes().to_vec(),
        ),
        (
            format!("mime/packages/{APP_ID}.xml"),
            MIME_PACKAGE.as_bytes().to_vec(),
        ),
    ];
    for size in ICON_SIZES {
        files.push((
            format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png"),
            icon::png(size),
        ));
    }
    files.push((
        format!("icons/hicolor/scalable/apps/{APP_ID}.svg"),
        icon::svg().into_bytes(),
    ));
    files
}
