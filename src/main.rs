fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
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
