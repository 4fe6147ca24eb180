#!/bin/sh
# Run on a built folder (`sh scripts/sw-manifest.sh dist`: by scripts/build-web, and by
# Trunk for a development build), so that a page only ever runs the files of its own build:
# - Trunk names a worker's script and wasm without a hash: they get one here (and the
#   loader is pointed at them), so one build's worker never loads another build's files;
# - the list of built files and a build id (a hash of their contents) go into sw.js, so the
#   service worker precaches exactly this build and a new build gets a new cache;
# - the build id goes into index.html (the page asks for its worker loader with it, and
#   tells it to the service worker) and into each worker loader (`self.ROSETTE_BUILD`).
set -eu
cd "$1"
for loader in *_loader.js; do
  [ -e "$loader" ] || continue
  name=${loader%_loader.js}
  hash=$(cat "$name.js" "${name}_bg.wasm" | sha256sum | cut -c1-16)
  mv "$name.js" "$name-$hash.js"
  mv "${name}_bg.wasm" "$name-${hash}_bg.wasm"
  sed -i "s|\./$name\.js|./$name-$hash.js|; s|\./${name}_bg\.wasm|./$name-${hash}_bg.wasm|" "$loader"
done
files=$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
list=$(printf '%s\n' $files | sed 's/.*/"&"/' | paste -sd, -)
version=$(cat $files | sha256sum | cut -c1-16)
sed -i "s|\[/\*PRECACHE\*/\]|[$list]|; s|/\*VERSION\*/|$version|" sw.js
sed -i "s|/\*BUILD\*/|$version|" index.html
for loader in *_loader.js; do
  [ -e "$loader" ] || continue
  printf 'self.ROSETTE_BUILD = "%s";\n%s\n' "$version" "$(cat "$loader")" > "$loader"
done
