// npm run dev: the reference API server (tsx watch server/main.ts, port 3000) and Vite with
// HMR (port 5173, proxying /api to the server). Ctrl-C stops both; if one dies, so does the other.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root } from './lib.mjs';

const children = [];
const serverEntry = path.join(root, 'server', 'main.ts');

if (existsSync(serverEntry)) {
  children.push(
    spawn(bin('tsx'), ['watch', '--clear-screen=false', serverEntry], { stdio: 'inherit', cwd: root }),
  );
} else {
  console.warn('[dev] server/main.ts does not exist yet: starting Vite only (/api calls will fail).');
}
children.push(spawn(bin('vite'), process.argv.slice(2), { stdio: 'inherit', cwd: root }));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
