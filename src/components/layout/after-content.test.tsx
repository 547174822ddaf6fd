import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterContent, ContentShown } from './after-content';

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

describe('AfterContent in the chrome', () => {
  it('waits for the page’s content (ContentShown) before rendering', async () => {
    const { rerender } = render(
      <ContentShown value={false}>
        <AfterContent>
          <nav>Menu</nav>
        </AfterContent>
      </ContentShown>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();

    rerender(
      <ContentShown value>
        <AfterContent>
          <nav>Menu</nav>
        </AfterContent>
      </ContentShown>,
    );
    expect(await screen.findByRole('navigation')).toHaveTextContent('Menu');
  });

  it('says when what it holds has been committed (onShown)', async () => {
    const onShown = vi.fn<() => void>();
    render(
      <AfterContent onShown={onShown}>
        <main>Users</main>
      </AfterContent>,
    );
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
