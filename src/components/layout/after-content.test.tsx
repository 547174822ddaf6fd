import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterContent } from './after-content';

describe('AfterContent', () => {
  it('commits the page first, with the placeholder, then what it holds', () => {
    const seenWithThePage: string[] = [];
    function Page() {
      useLayoutEffect(() => {
        seenWithThePage.push(document.querySelector('nav')?.textContent ?? 'no menu');
      }, []);
      return <main>Users</main>;
    }

    render(
      <>
        <AfterContent placeholder={<div data-testid="room" />}>
          <nav>Menu</nav>
        </AfterContent>
        <Page />
      </>,
    );

    // The page's commit saw no menu; the menu came in the next render.
    expect(seenWithThePage).toEqual(['no menu']);
    expect(screen.getByRole('navigation')).toHaveTextContent('Menu');
    expect(screen.queryByTestId('room')).toBeNull();
  });
});
