fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    #[cfg(feature = "gui")]
    if args.is_empty() || args[0].starts_with("--") {
        bao::app::run(&args);
        return;
    }
    match bao::cli::run(&args) {
        Ok(()) => {}
        Err(e) => {
            if !e.message.is_empty() {
                eprintln!("bao: {}", e.message);
            }
            std::process::exit(e.code);
        }
    }
}
