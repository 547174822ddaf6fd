// `npm start`: install what is missing, build, and serve the dashboard (with the mock API)
// on http://localhost:4173, or on the port in PORT. Node built-ins only: this runs before
// node_modules exists.
import http from 'node:http';
import {
  ensureDependencies,
  forwardSignals,
  interrupted,
  run,
  signalExitCode,
  startChild,
} from './ensure-browser.mjs';

const DEFAULT_PORT = 4173;

/** PORT, or the default when unset; null when it is not a TCP port (a typo must not go unseen). */
function portFromEnv(value = process.env.PORT) {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

const PORT = portFromEnv();
const ADDRESS = `http://localhost:${PORT}`;

const BANNER = [
  '',
  `  Admin dashboard running at ${ADDRESS}`,
  '',
  '  Demo accounts:',
  '    admin@demo.com / admin    (manage everything)',
  '    client@demo.com / client  (limited)',
  '    shop@demo.com / shop      (runs the shop: catalogue, orders, reviews)',
  '',
  '  Press Ctrl+C to stop.',
  '',
].join('\n');

/** Resolve true once something answers HTTP on ADDRESS, false if `child` exits or time runs out. */
function waitForServer(child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(false);
      const request = http.get(ADDRESS, (response) => {
        response.resume();
        resolve(true);
      });
      request.setTimeout(2_000, () => request.destroy());
      request.on('error', () => {
        if (Date.now() > deadline) resolve(false);
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

async function main() {
  if (PORT === null) {
    console.error(`✖ PORT=${process.env.PORT} is not a port number (1-65535).`);
    process.exit(1);
  }
  forwardSignals();

  if (!(await ensureDependencies())) process.exit(1);

  console.log('\n▶ Building: npm run build\n');
  const buildCode = await run('npm', ['run', 'build']);
  if (interrupted()) process.exit(signalExitCode(interrupted()));
  if (buildCode !== 0) {
    console.error(`\n✖ Build failed (exit code ${buildCode}).`);
    process.exit(buildCode);
  }

  console.log(`\n▶ Serving: npx vite preview --port ${PORT} --strictPort\n`);
  const server = startChild('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort']);
  server.on('error', (error) => {
    console.error(`✖ Could not start vite preview: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    process.exit(code ?? signalExitCode(signal));
  });

  if (await waitForServer(server)) console.log(BANNER);
  else if (server.exitCode === null) console.error(`⚠ ${ADDRESS} did not answer within 60 s.`);
}

main();
