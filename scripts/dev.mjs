// npm run dev: the reference API server (tsx watch server/main.ts, port 3000) and Vite with
// HMR (port 5173, proxying /api to the server). Ctrl-C stops both; if one dies, so does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, root } from './lib.mjs';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', path.join(root, 'server', 'main.ts')], {
    stdio: 'inherit',
    cwd: root,
  }),
  spawn(bin('vite'), process.argv.slice(2), { stdio: 'inherit', cwd: root }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
