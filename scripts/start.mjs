// `npm start`: install what is missing, build, and serve the dashboard (with the mock API)
// on http://localhost:4173. Node built-ins only: this runs before node_modules exists.
import http from 'node:http';
import {
  ensureDependencies,
  forwardSignals,
  interrupted,
  run,
  signalExitCode,
  startChild,
} from './ensure-browser.mjs';

const PORT = 4173;
const ADDRESS = `http://localhost:${PORT}`;

const BANNER = [
  '',
  `  Admin dashboard running at ${ADDRESS}`,
  '',
  '  Demo accounts:',
  '    admin@demo.com / admin    (manage everything)',
  '    client@demo.com / client  (limited)',
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
