import { format } from 'node:util';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { mockServer } from '@/mocks/hosts/node';
import { resetMockApi } from '@/mocks/db/sessions';
import { watchContract } from './contract-answers';
import { localeHandler } from './locale-handler';
import { matchMediaPreferring } from './match-media';

// Lazy route chunks are transformed on first use in vitest, which can take over a second, and
// several times that on a machine busy with other work (a page's content missing at 4 s was seen
// at a load of 8 on two cores). A passing test waits no longer for it; a failing one says so later.
//
// A query that finds nothing throws an error that names what it looked for, without the page: a
// `findBy…` or `waitFor` tries again every 50 ms, and printing the whole document into each miss
// took a sixteenth of a page test's time. A failed test prints the page once (below).
configure({
  asyncUtilTimeout: 8000,
  getElementError: (message) => {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom lacks the layout APIs Mantine reads.
if (typeof window !== 'undefined') {
  // The user prefers reduced motion, as in the end-to-end suite: Mantine's transitions (theme
  // `respectReducedMotion`) take no time, so a drawer is open or closed at once and a test waits
  // for no animation. A test about motion says otherwise (use-ripple.test.tsx).
  window.matchMedia ??= matchMediaPreferring(true);
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // The Textarea's autosize listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  window.scrollTo = () => {};
  // sonner captures the pointer on a toast (to swipe it away).
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
}

// Markup the browser would repair (a <div> inside a <p>): React says so on the console, and the
// test that rendered it fails, rather than the warning scrolling by in the suite's output.
const INVALID_NESTING = /cannot be a descendant of|cannot contain a nested|cannot be a child of/;
const invalidMarkup: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (INVALID_NESTING.test(text)) invalidMarkup.push(text.split('\n')[0] ?? text);
  logError(...args);
};

let contract: ReturnType<typeof watchContract>;

beforeAll(() => {
  contract = watchContract(mockServer);
  mockServer.listen({ onUnhandledRequest: 'error' });
  // The previous test file of this worker (not isolated) may have left its handlers.
  mockServer.resetHandlers();
  mockServer.use(localeHandler);
  contract.baseline();
});

// sonner removes a closing toast with a plain 200 ms timer (TIME_BEFORE_UNMOUNT), its element
// kept meanwhile; one still pending when the file's window is torn down throws "window is not
// defined" after the file passed (seen once in a clean-clone run). When a toast was on the page
// as a test ended, the file's end waits for that timer while the window exists.
const TOAST_REMOVAL_MS = 250;
let lastToastAt = -Infinity;

afterEach(async ({ task }) => {
  if (typeof window !== 'undefined') {
    if (task.result?.state === 'fail' && document.body.childElementCount > 0) {
      console.info(`The page when the test failed:\n${prettyDOM(document.body, 20_000)}`);
    }
    if (document.querySelector('[data-sonner-toast]')) lastToastAt = performance.now();
    cleanup();
  }
  const reported = invalidMarkup.splice(0);
  if (reported.length > 0) throw new Error(`React reported invalid markup: ${reported.join('; ')}`);
  mockServer.resetHandlers();
  mockServer.use(localeHandler);
  resetMockApi();
  // Last, so a test that broke the contract still leaves a clean mock for the next one.
  await contract.settle();
});

afterAll(async () => {
  if (typeof window !== 'undefined') {
    const toastTimerLeft = lastToastAt + TOAST_REMOVAL_MS - performance.now();
    if (toastTimerLeft > 0) await new Promise((resolve) => setTimeout(resolve, toastTimerLeft));
    // The files of a worker share their modules (`isolate: false`, vite.config.ts): the next
    // file starts signed out, with no stored setting, as a fresh page would.
    window.localStorage.clear();
    window.sessionStorage.clear();
    const [{ session }, { useUiSettings }, { useDataTableColumns }, { i18next }, { setI18n }] =
      await Promise.all([
        import('@/lib/session/session'),
        import('@/stores/ui-settings'),
        import('@/stores/data-table-columns'),
        import('@/lib/i18n/i18n'),
        import('react-i18next'),
      ]);
    session.reload();
    // A file that starts an i18next instance of its own (`startI18n(createInstance())`) makes it
    // React's; the next file's components translate with the app's again.
    setI18n(i18next);
    useUiSettings.getState().reset();
    useDataTableColumns.setState({ hidden: {}, order: {}, widths: {} });
  }
  contract.stop();
  mockServer.close();
});
