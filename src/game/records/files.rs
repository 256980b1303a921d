//! Where Bao keeps its files, and writing them safely.
//!
//! Files are written atomically (a temporary file in the same directory, flushed to disk,
//! then renamed over the old one) so that a crash or a full disk leaves either the old file
//! or the new one, never half of one: the autosave is written after every move.

use super::record::{FileFault, IoCause, RecordError, SaveFile, Saved, SavedGame, SavedMatch};
use super::refusals;
use super::settings::Settings;
use crate::game::words::i18n::{Lang, msg};
use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Overrides the data directory (autosave): tests and portable installs.
pub const DATA_DIR_VAR: &str = "BAO_DATA_DIR";
/// Overrides the config directory (settings).
pub const CONFIG_DIR_VAR: &str = "BAO_CONFIG_DIR";

pub const AUTOSAVE_FILE: &str = "autosave.ron";
pub const SETTINGS_FILE: &str = "settings.ron";

/// The two directories Bao writes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    /// Autosave (the platform data directory).
    pub data: PathBuf,
    /// Settings (the platform config directory).
    pub config: PathBuf,
}

impl Folders {
    /// The platform directories (`ProjectDirs("org", "bao", "Bao")`: on Linux
    /// `~/.local/share/bao` and `~/.config/bao`), each overridable by its variable.
    pub fn platform() -> Result<Folders, RecordError> {
        Folders::resolve(|name| std::env::var_os(name))
    }

    /// As [`Folders::platform`], with the environment given as a lookup (testable without
    /// changing the process environment).
    pub fn resolve(env: impl Fn(&str) -> Option<OsString>) -> Result<Folders, RecordError> {
        let set = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        let (data, config) = (set(DATA_DIR_VAR), set(CONFIG_DIR_VAR));
        if let (Some(data), Some(config)) = (&data, &config) {
            return Ok(Folders {
                data: data.clone(),
                config: config.clone(),
            });
        }
        let dirs = directories::ProjectDirs::from("org", "bao", "Bao").ok_or_else(|| {
            RecordError::io_cause(
                "~",
                IoCause::NoHome,
                &format!(
                    "no home directory to keep files in (set {DATA_DIR_VAR} and {CONFIG_DIR_VAR})"
                ),
            )
        })?;
        Ok(Folders {
            data: data.unwrap_or_else(|| dirs.data_dir().to_path_buf()),
            config: config.unwrap_or_else(|| dirs.config_dir().to_path_buf()),
        })
    }

    /// Both kinds of file in one directory.
    pub fn at(dir: impl Into<PathBuf>) -> Folders {
        let dir = dir.into();
        Folders {
            data: dir.clone(),
            config: dir,
        }
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data.join(AUTOSAVE_FILE)
    }
    pub fn settings_path(&self) -> PathBuf {
        self.config.join(SETTINGS_FILE)
    }

    /// Writes the game or match in progress over the previous autosave.
    pub fn save_autosave<S: SaveFile + ?Sized>(&self, saved: &S) -> Result<(), RecordError> {
        write_atomic(&self.autosave_path(), saved.to_ron().as_bytes())
    }

    /// The interrupted game or match, if one was autosaved. `Ok(None)` when there is none;
    /// an error (naming what is wrong) when the file is there but unusable.
    pub fn load_autosave(&self) -> Result<Option<Saved>, RecordError> {
        let path = self.autosave_path();
        match read_text(&path) {
            Ok(text) => Saved::from_ron(&text).map(Some),
            Err(e) if is_missing(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Removes the autosave (the game ended or the player declined to resume it).
    pub fn clear_autosave(&self) -> Result<(), RecordError> {
        let path = self.autosave_path();
        match fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(RecordError::io(path, e)),
            _ => Ok(()),
        }
    }

    /// The settings; defaults when there is no file; defaults and a warning when it is
    /// unreadable. Never fails.
    pub fn load_settings(&self) -> (Settings, Option<String>) {
        let path = self.settings_path();
        match read_text(&path) {
            Ok(text) => Settings::from_ron(&text),
            Err(e) if is_missing(&e) => (Settings::default(), None),
            Err(e) => (
                Settings::default(),
                Some(format!("settings: {e}; using the defaults")),
            ),
        }
    }

    /// As [`Folders::load_settings`], for the game's start: a settings file that cannot be
    /// read at all is first kept aside ([`keep_aside`]), so that writing the settings later
    /// does not destroy it; the warning names the copy.
    pub fn open_settings(&self) -> (Settings, Option<String>) {
        let path = self.settings_path();
        let unreadable = match read_text(&path) {
            Ok(text) => match Settings::parse(&text) {
                Ok(read) => return read,
                Err(warning) => warning,
            },
            Err(e) if is_missing(&e) => return (Settings::default(), None),
            Err(e) => format!("settings: {e}; using the defaults"),
        };
        let kept = match keep_aside(&path) {
            Ok(copy) => format!("; the file is kept as {}", file_name(&copy)),
            Err(e) => format!("; it could not be kept aside ({e})"),
        };
        (Settings::default(), Some(format!("{unreadable}{kept}")))
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), RecordError> {
        write_atomic(&self.settings_path(), settings.to_ron().as_bytes())
    }

    /// Writes this window's settings changes (from `before` to `after`) over what another
    /// window may have written meanwhile, field by field ([`Settings::merged`]), and returns
    /// the settings written. Read, merge and write happen under a lock (`.settings.lock`),
    /// so two windows saving at once keep both their changes.
    pub fn save_settings_merged(
        &self,
        before: &Settings,
        after: &Settings,
    ) -> Result<Settings, RecordError> {
        let _lock = hold_lock(&self.config, SETTINGS_FILE)?;
        // A file missing or unreadable has nothing of another window's to keep.
        let disk = match self.load_settings() {
            (disk, None) if self.settings_path().exists() => disk,
            _ => before.clone(),
        };
        let merged = Settings::merged(&disk, before, after);
        self.save_settings(&merged)?;
        Ok(merged)
    }

    /// The folder of the finished games kept automatically ([`crate::game::records::slots`]).
    pub fn recent_dir(&self) -> PathBuf {
        self.data.join("recent")
    }
}

/// Whether a read failed only because there is no file (nor a link to one) at all.
pub(crate) fn is_missing(e: &RecordError) -> bool {
    matches!(
        e,
        RecordError::Io {
            cause: IoCause::System(Some(std::io::ErrorKind::NotFound)),
            ..
        }
    )
}

/// At most this many kept-aside copies of one file; the oldest go first.
pub const KEPT_ASIDE: usize = 5;
/// The mark in the name of a kept-aside copy: `autosave.unreadable-2026-12-01T05-39-59.ron`.
pub const UNREADABLE_MARK: &str = ".unreadable-";

/// The last component of a path, for messages.
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// A time as `2026-12-01T05-39-59` (UTC; no colons, so it is a portable file name part that
/// sorts by age).
pub fn timestamp(t: std::time::SystemTime) -> String {
    let ((y, m, d), (h, min, sec)) = utc(t);
    format!("{y:04}-{m:02}-{d:02}T{h:02}-{min:02}-{sec:02}")
}

/// A time in UTC as ((year, month, day), (hours, minutes, seconds)); before 1970 reads as 1970.
pub fn utc(t: std::time::SystemTime) -> ((i64, i64, i64), (u64, u64, u64)) {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    ((y, m, d), (rest / 3600, rest % 3600 / 60, rest % 60))
}

/// Renames a file that could not be read beside itself (`autosave.ron` becomes
/// `autosave.unreadable-2026-12-01T05-39-59.ron`, `-2`, `-3`... within one second), so that
/// nothing written in its place destroys it; then removes the oldest such copies of the same
/// file beyond [`KEPT_ASIDE`]. Returns the copy's path.
pub fn keep_aside(path: &Path) -> std::io::Result<PathBuf> {
    let (dir, stem, ext) = parts(path);
    let stamp = timestamp(std::time::SystemTime::now());
    // After the copies of this second already there (even if older ones were removed).
    let mut n = kept_aside_keys(path)
        .into_iter()
        .filter(|((s, _), _)| *s == stamp)
        .map(|((_, c), _)| c + 1)
        .max()
        .unwrap_or(1);
    let copy = loop {
        let counter = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = dir.join(format!("{stem}{UNREADABLE_MARK}{stamp}{counter}{ext}"));
        if fs::symlink_metadata(&candidate).is_err() {
            break candidate;
        }
        n += 1;
    };
    fs::rename(path, &copy)?;
    for old in kept_aside(path).into_iter().rev().skip(KEPT_ASIDE) {
        let _ = fs::remove_file(old);
    }
    Ok(copy)
}

/// The kept-aside copies of `path`, oldest first.
pub fn kept_aside(path: &Path) -> Vec<PathBuf> {
    kept_aside_keys(path).into_iter().map(|(_, p)| p).collect()
}

/// The kept-aside copies of `path` with their time and counter, oldest first.
fn kept_aside_keys(path: &Path) -> Vec<((String, u32), PathBuf)> {
    let (dir, stem, ext) = parts(path);
    let prefix = format!("{stem}{UNREADABLE_MARK}");
    let mut found: Vec<((String, u32), PathBuf)> = fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    let rest = name.strip_prefix(&prefix)?.strip_suffix(&ext)?;
                    let (stamp, counter) = match rest.get(19..) {
                        Some("") => (rest, 1),
                        Some(c) => (&rest[..19], c.strip_prefix('-')?.parse().ok()?),
                        None => return None,
                    };
                    Some(((stamp.to_string(), counter), e.path()))
                })
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// Directory, stem and extension (with its dot, or empty) of a file's path.
fn parts(path: &Path) -> (PathBuf, String, String) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let ext = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    (dir, stem, ext)
}

/// The autosave file in the platform data directory.
pub fn autosave_path() -> Result<PathBuf, RecordError> {
    Ok(Folders::platform()?.autosave_path())
}
pub fn save_autosave<S: SaveFile + ?Sized>(saved: &S) -> Result<(), RecordError> {
    Folders::platform()?.save_autosave(saved)
}
pub fn load_autosave() -> Result<Option<Saved>, RecordError> {
    Folders::platform()?.load_autosave()
}
pub fn clear_autosave() -> Result<(), RecordError> {
    Folders::platform()?.clear_autosave()
}
/// The settings from the platform config directory (see [`Folders::load_settings`]).
pub fn load_settings() -> (Settings, Option<String>) {
    match Folders::platform() {
        Ok(f) => f.load_settings(),
        Err(e) => (Settings::default(), Some(format!("settings: {e}"))),
    }
}
pub fn save_settings(settings: &Settings) -> Result<(), RecordError> {
    Folders::platform()?.save_settings(settings)
}

/// Reads a saved game or match from a file.
pub fn load_saved(path: &Path) -> Result<Saved, RecordError> {
    let text = read_text(path)?;
    Saved::from_ron(&text)
}
/// A game file as the window opens it (`bao FILE`, a file manager's double-click, the Games
/// window): a `.bao` record (every move checked) or a saved game or match (`.ron`), which
/// must also restore (its moves replay under its rules).
pub fn read_game_file(path: &Path) -> Result<Saved, String> {
    let saved = if path.extension().and_then(|e| e.to_str()) == Some("bao") {
        let text = read_text(path).map_err(|e| e.to_string())?;
        SavedGame::from_bao(&text)
            .map(Saved::Game)
            .map_err(|e| format!("{}: {e}", path.display()))?
    } else {
        load_saved(path).map_err(|e| match e {
            RecordError::Io { .. } => e.to_string(),
            e => format!("{}: {e}", path.display()),
        })?
    };
    super::persist::restore(&saved).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(saved)
}

/// [`read_game_file`] with its error in `lang`, for the window: "{path}: {why}", the why
/// one whole message of `record.error.*`.
pub fn read_game_file_in(path: &Path, lang: Lang) -> Result<Saved, String> {
    let at = |e: RecordError| {
        msg(
            lang,
            "files.error_in",
            &[
                ("path", path.display().to_string().into()),
                ("error", refusals::record_error(lang, &e).into()),
            ],
        )
    };
    let saved = if path.extension().and_then(|e| e.to_str()) == Some("bao") {
        let text = read_text(path).map_err(|e| refusals::record_error(lang, &e))?;
        SavedGame::from_bao(&text).map(Saved::Game).map_err(at)?
    } else {
        load_saved(path).map_err(|e| match e {
            RecordError::Io { .. } => refusals::record_error(lang, &e),
            e => at(e),
        })?
    };
    super::persist::restore(&saved).map_err(at)?;
    Ok(saved)
}
pub fn load_game(path: &Path) -> Result<SavedGame, RecordError> {
    SavedGame::from_ron(&read_text(path)?)
}
pub fn load_match(path: &Path) -> Result<SavedMatch, RecordError> {
    SavedMatch::from_ron(&read_text(path)?)
}
pub fn save<S: SaveFile + ?Sized>(path: &Path, saved: &S) -> Result<(), RecordError> {
    write_atomic(path, saved.to_ron().as_bytes())
}

/// The largest file Bao reads (records, saved games, matches, settings): the longest master
/// record is under 3 KB, a saved match with its reviews some 200 KB.
pub const MAX_FILE_BYTES: u64 = 16 << 20;
/// The largest position line (`successors`, `analyse`): a position is some 200 bytes.
pub const MAX_LINE_BYTES: u64 = 1 << 20;

/// "16 MiB", "1 MiB": a limit as the refusals write it.
pub fn limit_text(limit: u64) -> String {
    if limit >= 1 << 20 && limit.is_multiple_of(1 << 20) {
        format!("{} MiB", limit >> 20)
    } else {
        format!("{limit} bytes")
    }
}

/// Reads at most `limit` bytes from `input` (named `name` in the refusals); more is refused
/// without reading further: an endless stream (`/dev/zero`) ends at once.
pub fn read_capped(
    input: impl std::io::Read,
    name: &Path,
    limit: u64,
) -> Result<Vec<u8>, RecordError> {
    use std::io::Read;
    let mut bytes = Vec::new();
    input
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| RecordError::io(name, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large(name, limit));
    }
    Ok(bytes)
}

fn too_large(name: &Path, limit: u64) -> RecordError {
    RecordError::io_cause(
        name,
        IoCause::TooLarge { limit },
        &format!(
            "larger than {}, the most Bao reads from one file or stream",
            limit_text(limit)
        ),
    )
}

/// Reads a whole file of at most `limit` bytes. Only a regular file is read: a FIFO would
/// wait for a writer forever and a device may never end. The path is opened without
/// waiting (`O_NONBLOCK`: opening a FIFO does not wait for a writer) and the type checked
/// on the opened file, so that a file swapped for a FIFO between a look and the open cannot
/// block the read.
pub fn read_file_capped(path: &Path, limit: u64) -> Result<Vec<u8>, RecordError> {
    let err = |e: std::io::Error| RecordError::io(path, e);
    let file = open_nonblocking(path, false).map_err(err)?;
    let meta = file.metadata().map_err(err)?;
    if !meta.is_file() {
        return Err(RecordError::io_cause(
            path,
            IoCause::NotAFile,
            "not a regular file (a FIFO, a device or a folder); Bao reads only files",
        ));
    }
    if meta.len() > limit {
        return Err(too_large(path, limit));
    }
    blocking(&file).map_err(err)?;
    read_capped(file, path, limit)
}

/// Opens `path` for reading (or for writing, without creating it) without waiting: opening a
/// FIFO with no one at the other end returns at once (or fails, for writing) instead of
/// blocking forever.
fn open_nonblocking(path: &Path, write: bool) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.read(!write).write(write);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Clears `O_NONBLOCK` again once the file is known to be one that it does not concern.
fn blocking(file: &fs::File) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        let fd = file.as_raw_fd();
        // SAFETY: fcntl on a descriptor this function borrows, no pointers.
        let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
        if flags < 0 || unsafe { libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) } < 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    #[cfg(not(unix))]
    let _ = file;
    Ok(())
}

/// An editor's UTF-8 byte order mark, which some put at the start of every file they save.
const BOM: &str = "\u{feff}";

/// Reads a file as text ([`MAX_FILE_BYTES`] at most, a regular file only), one leading byte
/// order mark skipped; a file that is not UTF-8 is damaged, not an I/O failure.
pub fn read_text(path: &Path) -> Result<String, RecordError> {
    let bytes = read_file_capped(path, MAX_FILE_BYTES)?;
    text_of(bytes, path)
}

/// Bytes read from `name` as text: one leading byte order mark skipped (an editor's, which
/// would make every file "damaged"); bytes that are not UTF-8 are a damaged file.
pub fn text_of(bytes: Vec<u8>, name: &Path) -> Result<String, RecordError> {
    let mut text = String::from_utf8(bytes).map_err(|e| {
        let byte = e.utf8_error().valid_up_to();
        RecordError::Corrupt(
            format!("{}: not text (byte {byte} is not UTF-8)", name.display()),
            FileFault::NotText { byte },
        )
    })?;
    skip_bom(&mut text);
    Ok(text)
}

/// Removes one leading byte order mark, if there is one.
pub fn skip_bom(text: &mut String) {
    if text.starts_with(BOM) {
        text.drain(..BOM.len());
    }
}

/// Holds the advisory lock (`flock`) of `dir/.{name}.lock` until the file given back is
/// dropped: a window's read, merge and write of a shared file (practice, settings) happen
/// while no other window does the same. The operating system drops the lock with its
/// process, so a window killed blocks nothing; a window that holds it too long makes this
/// one give up after [`LOCK_WAIT`] with an error, rather than hang.
pub fn hold_lock(dir: &Path, name: &str) -> Result<fs::File, RecordError> {
    fs::create_dir_all(dir).map_err(|e| RecordError::io(dir, e))?;
    let path = dir.join(format!(".{}.lock", name.trim_end_matches(".ron")));
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| RecordError::io(&path, e))?;
    let start = std::time::Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(file),
            Err(fs::TryLockError::WouldBlock) if start.elapsed() < LOCK_WAIT => {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            Err(fs::TryLockError::WouldBlock) => {
                return Err(RecordError::io(
                    &path,
                    std::io::Error::other("another Bao window kept the file locked"),
                ));
            }
            Err(fs::TryLockError::Error(e)) => return Err(RecordError::io(&path, e)),
        }
    }
}

/// How long [`hold_lock`] waits for another window (which holds it for one read and write).
pub const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Writes a file the player named (`import`, `export`, `review --save`): never over one of
/// the command's own `inputs` (the same file by another name, a symbolic or a hard link),
/// which would lose it; otherwise as [`write_atomic`].
pub fn write_given(path: &Path, inputs: &[&Path], bytes: &[u8]) -> Result<(), RecordError> {
    if inputs.iter().any(|input| same_file(input, path)) {
        return Err(RecordError::io_cause(
            path,
            IoCause::OwnInput,
            "is the file being read; give another name to write to",
        ));
    }
    // A folder that is not there is a mistyped path far more often than a wish: creating
    // the whole chain would put the file where the player will not look.
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(RecordError::io(
            path,
            std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("the folder {} does not exist", dir.display()),
            ),
        ));
    }
    write_file(path, bytes)
}

/// Writes one of Bao's own files (autosave, settings, practice) to `path` so that readers
/// see the old file or the new one, never a mix ([`write_file`]); its folder is created when
/// missing (a first start).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| RecordError::io(dir, e))?;
    }
    write_file(path, bytes)
}

/// Writes `bytes` to `path` so that readers see the old file or the new one, never a mix:
/// temporary file in the same directory (a rename across file systems is not atomic),
/// fsync, rename, then fsync of the directory so the rename itself survives a crash.
///
/// What to do is decided by the file the path opens, never by its name. A regular file is
/// replaced (a symbolic link is followed and its target replaced; the link stays), unless it
/// is this process's own standard output or error (`> out`, `>> out`, `/dev/stdout`): the
/// shell opened that one, and it is written in place, appending. What is not a regular file
/// (a FIFO, a device such as `/dev/full` or `/dev/null`) cannot be replaced: it is written
/// in place.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    let err = |e: std::io::Error| RecordError::io(path, e);
    match write_target(path).map_err(err)? {
        Target::InPlace(mut f) => f.write_all(bytes).and_then(|()| f.flush()).map_err(err),
        Target::Replace { file, permissions } => {
            replace(&file, bytes, permissions).map_err(|e| RecordError::io(&file, e))
        }
    }
}

/// How a write to a path happens.
enum Target {
    /// Write to the file opened (FIFOs, devices, the process's own output).
    InPlace(fs::File),
    /// Write a new file and rename it over `file` (the path with its links followed),
    /// keeping the old file's permissions.
    Replace {
        file: PathBuf,
        permissions: Option<fs::Permissions>,
    },
}

fn write_target(path: &Path) -> std::io::Result<Target> {
    let opened = match open_nonblocking(path, true) {
        Ok(f) => f,
        // Nothing there, or a link to nothing yet: the link's target is created.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Target::Replace {
                file: follow_links(path)?,
                permissions: None,
            });
        }
        // A FIFO no one reads yet: wait for a reader, as a shell's `>` does.
        Err(e) if e.raw_os_error() == Some(ENXIO) => {
            return Ok(Target::InPlace(
                fs::OpenOptions::new().append(true).open(path)?,
            ));
        }
        Err(e) if e.kind() == std::io::ErrorKind::IsADirectory => {
            return Err(std::io::Error::other("is a directory"));
        }
        // A read-only file is replaced (the folder allows it), keeping its permissions.
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            return match fs::metadata(path) {
                Ok(m) if m.is_file() => Ok(Target::Replace {
                    file: follow_links(path)?,
                    permissions: Some(m.permissions()),
                }),
                _ => Err(e),
            };
        }
        Err(e) => return Err(e),
    };
    let meta = opened.metadata()?;
    if meta.is_file() && !is_own_output(&meta) {
        return Ok(Target::Replace {
            file: follow_links(path)?,
            permissions: Some(meta.permissions()),
        });
    }
    blocking(&opened)?;
    if meta.is_file() {
        // The process's own output: after what the shell or this process wrote there.
        let mut opened = opened;
        std::io::Seek::seek(&mut opened, std::io::SeekFrom::End(0))?;
        return Ok(Target::InPlace(opened));
    }
    Ok(Target::InPlace(opened))
}

/// `ENXIO`: opening a FIFO for writing, without waiting, when no one has it open to read.
#[cfg(unix)]
const ENXIO: i32 = libc::ENXIO;
#[cfg(not(unix))]
const ENXIO: i32 = -1;

/// Whether a regular file is this process's standard output or error (the same file, by
/// device and inode).
fn is_own_output(meta: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let same = |fd: &dyn std::os::fd::AsFd| {
            fd.as_fd()
                .try_clone_to_owned()
                .ok()
                .map(fs::File::from)
                .and_then(|f| f.metadata().ok())
                .is_some_and(|m| m.dev() == meta.dev() && m.ino() == meta.ino())
        };
        same(&std::io::stdout()) || same(&std::io::stderr())
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        false
    }
}

/// `path` with its last component's symbolic links followed (to a target that may not exist
/// yet). Links in the directories above need no care: the rename happens inside the real one.
fn follow_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if to.is_relative() => dir.join(to),
                    _ => to,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
}

fn replace(path: &Path, bytes: &[u8], permissions: Option<fs::Permissions>) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("not a file name"))?;
    let mut tmp_name = OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(
        ".{}-{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        if let Some(p) = permissions {
            f.set_permissions(p)?;
        }
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    // Directories cannot be opened for syncing everywhere (Windows); the data is safe anyway.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Whether two paths name the same existing regular file (through links, `..` or hard
/// links): a command must not write over its own input. (`/dev/stdin` and `/dev/stdout` on
/// one terminal are not the same file in this sense.)
pub fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (fs::metadata(a), fs::metadata(b)) else {
        return false;
    };
    if !ma.is_file() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
    }
}

/// A puzzle set from a file (one JSON object a line), read through [`read_text`]: a regular
/// file of at most [`MAX_FILE_BYTES`]. A line that is not a puzzle makes the file damaged,
/// named by its line.
pub fn load_puzzles(
    path: &Path,
) -> Result<Vec<crate::game::teach::practice::puzzles::Puzzle>, RecordError> {
    let text = read_text(path)?;
    crate::game::teach::practice::puzzles::parse_set(&text).map_err(|e| {
        let line = e
            .strip_prefix("line ")
            .and_then(|r| r.split(':').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(1);
        RecordError::Corrupt(
            format!("{}: {e}", path.display()),
            FileFault::Unreadable {
                line,
                column: 1,
                field: None,
            },
        )
    })
}
