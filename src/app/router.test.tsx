import { screen, waitFor } from '@testing-library/react';
import { mockServer } from '@/mocks/hosts/node';
import { renderRoute } from '@/testing/render-route';

describe('the router', () => {
  it('drops a search parameter no page reads from the URL, and never sends it to the API', async () => {
    const asked: URL[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url));
    };
    mockServer.events.on('request:start', onRequest);
    onTestFinished(() => {
      mockServer.events.removeListener('request:start', onRequest);
    });

    // A link in German to the second page of users, from a mail campaign.
    const { router } = await renderRoute('/apps/users?lng=de&utm_source=mail&page=2', {
      as: 'admin',
    });
    await waitFor(() => expect(screen.getByText('Showing 11 to 20 of 500')).toBeVisible());

    expect(router.state.location.href).toBe('/apps/users?page=2');
    const lists = () => asked.filter((url) => url.pathname === '/api/users/list/data');
    // The loader's page 2 (once: the page did not ask again with other parameters), then page 3,
    // which the list prefetches.
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists().map((url) => url.searchParams.get('page'))).toEqual(['2', '3']);
    for (const url of lists()) {
      expect([...url.searchParams.keys()].toSorted()).toEqual(['page', 'perPage', 'sort']);
    }
  });
});
