#!/bin/sh
# Trunk post-build hook: writes the list of built files and a content hash into sw.js, so the
# service worker precaches exactly this build and a new build gets a new cache.
set -eu
cd "$TRUNK_STAGING_DIR"
files=$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
list=$(printf '%s\n' $files | sed 's/.*/"&"/' | paste -sd, -)
version=$(cat $files | sha256sum | cut -c1-16)
sed -i "s|\[/\*PRECACHE\*/\]|[$list]|; s|/\*VERSION\*/|$version|" sw.js
