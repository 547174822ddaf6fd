// Shared setup helpers for scripts/start.mjs and scripts/test.mjs.
// Node built-ins only: these run before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  headlessBrowserPath,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
} from './lib/system-browser.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isWindows = process.platform === 'win32';

/** Every child still running: a forwarded signal reaches each (steps may run side by side). */
const children = new Set();
let interruptedBy = null;

/** The signal (SIGINT/SIGTERM) that interrupted this run, or null. */
export const interrupted = () => interruptedBy;

/** Exit code conventionally used after being killed by `signal`. */
export const signalExitCode = (signal) => (signal === 'SIGTERM' ? 143 : 130);

/** Forward SIGINT/SIGTERM to the running children (if any) instead of dying underneath them. */
export function forwardSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interruptedBy = signal;
      const running = [...children].filter(
        (child) => child.exitCode === null && child.signalCode === null,
      );
      if (running.length === 0) process.exit(signalExitCode(signal));
      for (const child of running) killTree(child, signal);
    });
  }
}

/**
 * Children get their own process group (POSIX) so a forwarded signal reaches the whole tree:
 * `npx vite` is npm → sh → vite, and npm does not pass signals through the shell.
 * stdin is not shared: nothing here is interactive, and a background process group reading
 * the terminal would be stopped. `quiet` keeps the output (returned by `run`) instead of
 * streaming it, for a step that runs beside another.
 */
function spawnChild(command, args, { env, cwd = ROOT, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
    shell: isWindows,
    detached: !isWindows,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function killTree(child, signal) {
  try {
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Run a command, streaming its output live (or keeping it, with `quiet`).
 * Resolves with the exit code (a signal death counts as 1) and, when quiet, the output; never
 * rejects.
 */
export function runWithOutput(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnChild(command, args, options);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      console.error(`✖ could not start ${command}: ${error.message}`);
      resolve({ exitCode: 1, output: output() });
    });
    child.on('close', (code, signal) => {
      resolve({ exitCode: code ?? (signal ? 1 : 0), output: output() });
    });
  });
}

/** Run a command, streaming its output live. Resolves with the exit code; never rejects. */
export async function run(command, args, options) {
  return (await runWithOutput(command, args, options)).exitCode;
}

/** Start a long-running child (e.g. a server) and return it; signals are forwarded to it. */
export function startChild(command, args, options) {
  return spawnChild(command, args, options);
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * Decide whether dependencies must be (re)installed.
 * Returns null when node_modules is up to date, otherwise { reason, args }.
 */
export function dependencyPlan(root = ROOT) {
  const lockfile = path.join(root, 'package-lock.json');
  const hasLockfile = existsSync(lockfile);
  // The audit and the funding notice ask the registry for nothing the checks use.
  const args = [hasLockfile ? 'ci' : 'install', '--no-audit', '--no-fund'];
  if (!existsSync(path.join(root, 'node_modules'))) {
    return { reason: 'node_modules is missing', args };
  }
  const installed = mtime(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed === null) return { reason: 'node_modules looks incomplete', args };
  const source = hasLockfile ? lockfile : path.join(root, 'package.json');
  const sourceTime = mtime(source);
  if (sourceTime !== null && sourceTime > installed) {
    return { reason: `${path.basename(source)} is newer than node_modules`, args };
  }
  return null;
}

/** Install dependencies when missing or stale. Returns true on success. */
export async function ensureDependencies() {
  const plan = dependencyPlan();
  if (!plan) return true;
  console.log(`\n▶ Installing dependencies (${plan.reason}): npm ${plan.args.join(' ')}\n`);
  const code = await run('npm', plan.args);
  if (code !== 0) console.error(`\n✖ npm ${plan.args[0]} failed (exit code ${code}).`);
  return code === 0;
}

/**
 * Path of the Playwright-managed chromium if it is installed, else null.
 * Asks @playwright/test in a child process so this file stays built-ins only.
 */
export function playwrightChromium() {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { chromium } from '@playwright/test'; process.stdout.write(chromium.executablePath());",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const executable = result.status === 0 ? result.stdout.trim() : '';
  return executable && existsSync(executable) ? executable : null;
}

/** `apt-get install` of Debian packages, after `apt-get update` when the lists are missing. */
async function aptInstall(packages) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  if ((await install()) === 0) return true;
  return (await run('apt-get', ['update'], { env })) === 0 && (await install()) === 0;
}

/**
 * Make sure Playwright has a chromium to drive: its own, or a system one (installed with apt-get
 * on Debian when running as root): the headless shell when it can be had, which runs the suite
 * faster, else the whole browser (scripts/lib/system-browser.mjs). Returns true on success.
 */
export async function ensureBrowser() {
  const managed = playwrightChromium();
  if (managed) {
    console.log(`✔ Playwright chromium: ${managed}`);
    return true;
  }
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = isDebian && isRoot && !process.env.CHROMIUM_PATH;
  const wanted = [SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL].filter((file) => !existsSync(file));
  if (canInstall && wanted.length > 0) {
    console.log(`\n▶ Installing ${wanted.join(' and ')} with apt-get\n`);
    const packages = wanted.map((file) => path.basename(file));
    if (wanted.includes(SYSTEM_CHROMIUM)) packages.push('fonts-liberation');
    if (!(await aptInstall(packages)))
      console.error(`✖ apt-get could not install ${packages.join(' ')}.`);
  }
  const browser = headlessBrowserPath();
  if (existsSync(browser)) {
    console.log(`✔ System browser: ${browser}`);
    return true;
  }
  console.error(
    [
      `✖ No browser for the end-to-end tests: Playwright's chromium is not installed and ${browser} does not exist.`,
      '  Install one of them, e.g.:',
      '    npx playwright install chromium',
      '    sudo apt-get install chromium chromium-headless-shell   (Debian/Ubuntu)',
      '  or point CHROMIUM_PATH at an existing chromium/chrome binary.',
    ].join('\n'),
  );
  return false;
}
