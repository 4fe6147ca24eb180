# Shared by the scripts: pinned tool versions and the PATH that finds them (sourced, not run).
TRUNK_VERSION=0.21.14          # 0.22.x needs rustc >= 1.96.1
WASM_BINDGEN_VERSION=0.2.130   # = wasm-bindgen in Cargo.lock = [tools] in Trunk.toml
WASM_SPLIT_VERSION=0.2.3       # wasm_split_cli_support: splits the page builds (build-web)
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/tests/e2e/node_modules/.bin:$PATH"
