//! Sets `ROSETTE_BUILD_ID`: a hash of the sources, so that the page and its AI worker can
//! tell whether they come from the same build (see `ai::protocol::BUILD_ID`).

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let mut paths = vec![PathBuf::from("Cargo.toml"), PathBuf::from("Cargo.lock")];
    files(Path::new("src"), &mut paths);
    paths.sort();
    let mut hasher = DefaultHasher::new();
    for path in &paths {
        hasher.write(path.to_string_lossy().as_bytes());
        hasher.write(&std::fs::read(path).unwrap_or_default());
    }
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rustc-env=ROSETTE_BUILD_ID={:016x}", hasher.finish());
}
