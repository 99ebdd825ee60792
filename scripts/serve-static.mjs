// Minimal static file server (no dependencies) for the built Storybook in the visual tests:
//   node scripts/serve-static.mjs <dir> <port>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dirArg = 'storybook-static', portArg = '6007'] = process.argv.slice(2);
const dir = path.resolve(dirArg);
const port = Number(portArg);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`[serve-static] ${dir} has no index.html: build it first.`);
  process.exit(1);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(dir, decodeURIComponent(url.pathname));
  if (!file.startsWith(dir)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    // Vite names what it writes to assets/ by its content: such a file never changes, so a browser keeps it
    // from one story to the next instead of loading the whole preview again for each (the rest, e.g.
    // iframe.html and index.json, is asked for again).
    'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    // MSW's worker script is served from the root and controls the whole origin.
    'service-worker-allowed': '/',
  });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`[serve-static] ${dir} on http://127.0.0.1:${port}`));
