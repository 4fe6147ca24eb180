// Serves a built dist/ folder the way a static host does: brotli or gzip (the precompressed
// `.br`/`.gz` siblings that scripts/precompress.mjs writes), long-lived caching for files whose
// names carry a content hash, revalidation (ETag, 304) for index.html, the service worker and
// the rest. Used by ./scripts/serve and by the browser tests (tests/e2e/harness.mjs).
//
//   node scripts/static-server.mjs [--port 8080] [--host 127.0.0.1] [dir]
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";

/** What is worth compressing (scripts/precompress.mjs writes `.br`/`.gz` copies of these). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|md|txt|ftl)$/;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".md": "text/markdown; charset=utf-8",
  // The language catalogues (Fluent syntax).
  ".ftl": "text/plain; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** Trunk names built files `name-<hex hash>.ext` (or `…-<hash>_bg.wasm`): safe to cache for ever. */
export const isHashed = (file) => /-[0-9a-f]{12,16}(_bg|_loader)?\.[a-z]+$/.test(path.basename(file));

/** The Cache-Control header a static host should send for `file`. */
export function cacheControl(file) {
  return isHashed(file) ? "public, max-age=31536000, immutable" : "no-cache";
}

/** Picks the best encoding the client accepts among those available. */
function negotiate(accept, available) {
  const wants = (name) => new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0*)?(,|$))`).test(accept || "");
  for (const enc of ["br", "gzip"]) if (available[enc] && wants(enc)) return enc;
  return null;
}

async function fileInfo(file) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** Starts the server; resolves to `{ url, port, close }` once it listens. `onSent(path,
 *  bytes)`, if given, hears the body bytes of each response once it is sent. */
export function startServer({ dir, port = 0, host = "127.0.0.1", onSent = null }) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, "http://x");
      let rel = decodeURIComponent(url.pathname);
      if (rel.endsWith("/")) rel += "index.html";
      const file = path.join(root, rel);
      if (!file.startsWith(root + path.sep)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      const info = await fileInfo(file);
      if (!info || !["GET", "HEAD"].includes(req.method)) {
        res.writeHead(info ? 405 : 404, { "content-type": "text/plain" }).end(info ? "method not allowed" : "not found");
        return;
      }
      // A precompressed copy older than its file is stale (the file changed since the build).
      const fresh = async (f) => {
        const s = await fileInfo(f);
        return s && s.mtimeMs >= info.mtimeMs ? s : null;
      };
      const [br, gz] = await Promise.all([fresh(file + ".br"), fresh(file + ".gz")]);
      const compressible = COMPRESSIBLE.test(file);
      const enc = negotiate(req.headers["accept-encoding"], { br, gzip: gz || compressible });
      const sent = enc === "br" ? br : enc === "gzip" ? gz : info;
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${enc ? "-" + enc : ""}"`;
      const headers = {
        "content-type": TYPES[path.extname(file)] || "application/octet-stream",
        "cache-control": cacheControl(file),
        "etag": etag,
        "last-modified": info.mtime.toUTCString(),
        "vary": "Accept-Encoding",
        "x-content-type-options": "nosniff",
      };
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      if (enc) headers["content-encoding"] = enc;
      // No fresh precompressed copy: gzip on the fly, as hosts do.
      const onTheFly = enc === "gzip" && !gz;
      if (!onTheFly) headers["content-length"] = sent.size;
      let gzipped = 0;
      if (onSent) res.on("finish", () => onSent(rel, req.method === "HEAD" ? 0 : onTheFly ? gzipped : sent.size));
      res.writeHead(200, headers);
      if (req.method === "HEAD") res.end();
      else if (onTheFly) {
        const gzip = createGzip();
        gzip.on("data", (chunk) => (gzipped += chunk.length));
        createReadStream(file).pipe(gzip).pipe(res);
      }
      else createReadStream(enc === "br" ? file + ".br" : enc === "gzip" ? file + ".gz" : file).pipe(res);
    } catch (e) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(e));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const actual = server.address().port;
      // Closing also ends the connections kept alive, so that a browser finds no server.
      const close = () => {
        server.close();
        server.closeAllConnections();
      };
      resolve({ url: `http://${host}:${actual}/`, port: actual, close });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : fallback;
  };
  const port = Number(opt("--port", 8080));
  const host = opt("--host", "127.0.0.1");
  const dir = args[0] || path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
  const { url } = await startServer({ dir, port, host });
  console.log(`Rosette is at ${url} (brotli/gzip, static-host cache headers; Ctrl-C stops)`);
}
