//! Which build this page is: the id `scripts/sw-manifest.sh` writes into index.html, with
//! which the page asks for its AI worker's loader, so that the service worker serves the
//! loader of this build even after a newer build has taken over other tabs.

/// This page's build id (empty in a build without the service-worker hook).
pub fn build_id() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("meta[name=rosette-build]").ok().flatten())
        .and_then(|m| m.get_attribute("content"))
        .filter(|id| !id.starts_with("/*"))
        .unwrap_or_default()
}

/// The URL of this build's worker loader.
pub fn worker_loader_url() -> String {
    format!("./worker_loader.js?v={}", build_id())
}
