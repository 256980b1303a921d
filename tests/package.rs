//! The Debian package: `.ci/package` builds it from the tested binary, and its
//! files are checked with the tools the desktop itself uses (desktop-file-validate,
//! appstreamcli, update-mime-database, groff). `.ci/deps` installs them.
use bao::game::records::desktop::{
    APP_ID, DESKTOP_ENTRY, ICON_SIZES, METAINFO, MIME_PACKAGE, MIME_TYPE,
};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-package-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a tool that `.ci/deps` installs; a missing one fails the test saying so.
fn tool(name: &str, args: &[&str]) -> Output {
    Command::new(name).args(args).output().unwrap_or_else(|e| {
        panic!("{name}: {e}: the package checks need it; run .ci/deps to install it")
    })
}

#[track_caller]
fn succeeds(what: &str, out: &Output) -> String {
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The files a system install has, besides the binary.
fn expected_files() -> Vec<String> {
    let mut files = vec![
        "./usr/bin/bao".to_string(),
        format!("./usr/share/applications/{APP_ID}.desktop"),
        format!("./usr/share/metainfo/{APP_ID}.metainfo.xml"),
        format!("./usr/share/mime/packages/{APP_ID}.xml"),
        format!("./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
        "./usr/share/man/man6/bao.6.gz".to_string(),
        "./usr/share/doc/bao/copyright".to_string(),
    ];
    // The server's unit (installed, not enabled: nothing under /etc), with online play.
    if cfg!(feature = "online") {
        files.push("./usr/lib/systemd/system/bao-serve.service".to_string());
    }
    for size in ICON_SIZES {
        files.push(format!(
            "./usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        ));
    }
    files
}

#[test]
fn the_debian_package_installs_a_desktop_application() {
    for t in [
        "dpkg-deb",
        "dpkg-shlibdeps",
        "strip",
        "desktop-file-validate",
        "appstreamcli",
        "update-mime-database",
        "groff",
    ] {
        let found = Command::new("sh")
            .args(["-c", &format!("command -v {t}")])
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(found, "{t} is missing: run .ci/deps to install it");
    }
    let dir = temp_dir("deb");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/package");
    let out = Command::new("bash")
        .arg(&script)
        .args(["--binary", env!("CARGO_BIN_EXE_bao"), "--fast", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    let printed = succeeds(".ci/package", &out);
    let deb = PathBuf::from(printed.trim());
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        deb.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with(&format!("bao_{version}_")),
        "{}",
        deb.display()
    );
    let deb = deb.to_str().unwrap();

    // Every file of a system install is in the package.
    let contents = succeeds(
        "dpkg-deb --contents",
        &tool("dpkg-deb", &["--contents", deb]),
    );
    let listed: Vec<&str> = contents
        .lines()
        .filter_map(|l| l.split_whitespace().nth(5))
        .collect();
    for f in expected_files() {
        assert!(
            listed.contains(&f.as_str()),
            "{f} is not in the package:\n{contents}"
        );
    }
    assert!(
        contents
            .lines()
            .all(|l| l.contains(" root/root ") && !l.starts_with("l")),
        "files owned by root, no links:\n{contents}"
    );

    // Depends computed from the binary's libraries; the drivers recommended.
    let fields = succeeds(
        "dpkg-deb --field",
        &tool(
            "dpkg-deb",
            &[
                "--field",
                deb,
                "Package",
                "Version",
                "Depends",
                "Recommends",
            ],
        ),
    );
    assert!(fields.contains("Package: bao\n"), "{fields}");
    assert!(
        fields.contains(&format!("Version: {version}\n")),
        "{fields}"
    );
    assert!(
        fields.contains("\nDepends: ") && fields.contains(" libc6 (>= "),
        "{fields}"
    );
    #[cfg(feature = "gui")]
    assert!(fields.contains("libx11-6"), "{fields}");
    assert!(
        fields.contains("Recommends: libvulkan1, mesa-vulkan-drivers"),
        "{fields}"
    );

    // The shipped files pass the desktop's own checks.
    let root = dir.join("root");
    succeeds(
        "dpkg-deb --extract",
        &tool("dpkg-deb", &["--extract", deb, root.to_str().unwrap()]),
    );
    let share = root.join("usr/share");
    let entry = share.join(format!("applications/{APP_ID}.desktop"));
    succeeds(
        "desktop-file-validate",
        &tool("desktop-file-validate", &[entry.to_str().unwrap()]),
    );
    let text = std::fs::read_to_string(&entry).unwrap();
    assert_eq!(text, DESKTOP_ENTRY);
    assert!(text.contains("\nExec=bao %f\n"), "{text}");
    assert!(
        text.contains(&format!("\nMimeType={MIME_TYPE};\n")),
        "{text}"
    );
    let metainfo = share.join(format!("metainfo/{APP_ID}.metainfo.xml"));
    let said = succeeds(
        "appstreamcli validate --no-net",
        &tool(
            "appstreamcli",
            &["validate", "--no-net", metainfo.to_str().unwrap()],
        ),
    );
    assert!(!said.contains("W:") && !said.contains("E:"), "{said}");

    // The MIME package parses, and gives *.bao its type.
    let mime = dir.join("mime");
    std::fs::create_dir_all(mime.join("packages")).unwrap();
    std::fs::copy(
        share.join(format!("mime/packages/{APP_ID}.xml")),
        mime.join(format!("packages/{APP_ID}.xml")),
    )
    .unwrap();
    // (A parse error is a message on stderr, with exit status 0.)
    let out = Command::new("update-mime-database")
        .arg(&mime)
        .env("XDG_DATA_HOME", &dir)
        .output()
        .expect("update-mime-database: run .ci/deps to install it");
    succeeds("update-mime-database", &out);
    assert!(
        out.stderr.is_empty(),
        "update-mime-database: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let globs = std::fs::read_to_string(mime.join("globs2")).unwrap();
    assert!(
        globs.contains(&format!("{MIME_TYPE}:*.bao")),
        "globs2: {globs}"
    );

    // The man page is the command table's, and roff without warnings.
    let man = succeeds(
        "gzip -dc",
        &tool(
            "gzip",
            &["-dc", share.join("man/man6/bao.6.gz").to_str().unwrap()],
        ),
    );
    assert_eq!(man, bao::cli::man());
    assert!(man.contains("\n.TH BAO 6 "), "{man}");
    for c in bao::cli::COMMANDS {
        assert!(
            man.contains(&format!(".SS \"bao {}", c.name.replace('-', "\\-"))),
            "{}: {man}",
            c.name
        );
    }
    // groff reads no gzip: the page as text.
    let plain = dir.join("bao.6");
    std::fs::write(&plain, &man).unwrap();
    let out = tool(
        "groff",
        &["-man", "-ww", "-z", "-Tutf8", plain.to_str().unwrap()],
    );
    succeeds("groff", &out);
    assert!(
        out.stderr.is_empty(),
        "groff warns: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The icons are the drawing.
    for size in [16, 512] {
        let png =
            std::fs::read(share.join(format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png")))
                .unwrap();
        assert_eq!(png, bao::game::records::icon::png(size), "{size}x{size}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The three texts in assets/desktop/ name the same application, file type and version.
#[test]
fn the_desktop_files_agree() {
    assert!(DESKTOP_ENTRY.contains(&format!("\nIcon={APP_ID}\n")));
    assert!(DESKTOP_ENTRY.contains(&format!("\nMimeType={MIME_TYPE};\n")));
    assert!(DESKTOP_ENTRY.contains("\nCategories=Game;BoardGame;\n"));
    assert!(METAINFO.contains(&format!("<id>{APP_ID}</id>")));
    assert!(METAINFO.contains(&format!(
        "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
    )));
    assert!(METAINFO.contains(&format!("<mediatype>{MIME_TYPE}</mediatype>")));
    assert!(METAINFO.contains("<project_license>MIT</project_license>"));
    assert!(METAINFO.contains("<content_rating type=\"oars-1.1\""));
    assert!(METAINFO.contains("<screenshot type=\"default\">"));
    assert!(
        METAINFO.contains(&format!(
            "<release version=\"{}\"",
            env!("CARGO_PKG_VERSION")
        )),
        "the metainfo's newest release is this version"
    );
    assert!(MIME_PACKAGE.contains(&format!("<mime-type type=\"{MIME_TYPE}\">")));
    assert!(MIME_PACKAGE.contains("<glob pattern=\"*.bao\"/>"));
}
