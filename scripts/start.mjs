// `npm start`: build the app and serve dist/ on 127.0.0.1. Works offline: the scripted model needs no key.
import { spawn, execSync } from 'node:child_process';
import { preferredOrFreePort } from './free-port.mjs';

execSync('node_modules/.bin/vite build', { stdio: 'inherit' });
const port = Number(process.env.PORT) || (await preferredOrFreePort(4173));
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
console.log(`\nToolScope is running at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
