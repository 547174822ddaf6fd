import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

/** index.html's loading screen, as the browser gets it with the first byte. */
function indexLoadingScreen(): HTMLElement {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const screen = doc.querySelector<HTMLElement>('#root > .app-loading');
  if (!screen) throw new Error('index.html has no loading screen in #root');
  return screen;
}

/** Markup compared without its formatting. */
function normalise(element: Element | null | undefined) {
  return element?.outerHTML.replaceAll(/\s+/g, ' ').replaceAll(' />', '/>').replaceAll('> <', '><');
}

describe('the loading screen', () => {
  it('draws its logo inline in index.html, so a slow network shows it with the first byte', () => {
    const screen = indexLoadingScreen();
    const logo = screen.querySelector('.app-loading__logo');
    expect(logo?.tagName.toLowerCase()).toBe('svg');
    // Nothing on the loading screen waits for a request of its own.
    expect(screen.querySelectorAll('img, [src], [href], use')).toHaveLength(0);
  });

  it('is the same logo in the lazy routes’ pending screen', () => {
    const { container } = render(<LoadingScreen />);
    expect(normalise(container.querySelector('.app-loading__logo'))).toBe(
      normalise(indexLoadingScreen().querySelector('.app-loading__logo')),
    );
  });
});
