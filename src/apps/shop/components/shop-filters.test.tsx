import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@/app/theme';
import { seedCategories } from '@/mocks/seed/categories-seed';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import type { ShopSearch } from '../shop-search';
import { ShopFiltersPanel, type ShopFilters } from './shop-filters';

function renderPanel(search: ShopSearch) {
  const onChange = vi.fn<(patch: Partial<ShopFilters>) => void>();
  // The categories come from the API: here, the seeded ones already in the cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(
    ecommerceKeys.categories(),
    seedCategories().map((category) => ({ ...category, productCount: 1 })),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <ShopFiltersPanel search={search} onChange={onChange} onClear={() => {}} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

// The checkboxes, radios and switches are native inputs with the roles, names and groups
// Mantine's Checkbox.Group, Radio.Group and Switch gave them (e2e/ecommerce.spec.ts uses them).
describe('ShopFiltersPanel', () => {
  beforeAll(async () => {
    await startI18n();
    if (i18next.language !== 'en') await i18next.changeLanguage('en');
  });

  it('names each group and shows the URL’s filters as checked', () => {
    renderPanel({ categories: ['phones'], brands: ['Apple'], rating: 4, inStock: true });
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(categories).getByRole('checkbox', { name: 'Phones' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Laptops' })).not.toBeChecked();
    const brands = screen.getByRole('group', { name: 'Brands' });
    expect(within(brands).getByRole('checkbox', { name: 'Apple' })).toBeChecked();
    const rating = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(within(rating).getByRole('radio', { name: '4 stars and up' })).toBeChecked();
    expect(within(rating).getByRole('radio', { name: 'Any rating' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Free shipping only' })).not.toBeChecked();
  });

  it('writes ticked categories in the catalogue’s order, and none as no filter', async () => {
    const { onChange, user } = renderPanel({ categories: ['laptops'] });
    await user.click(screen.getByRole('checkbox', { name: 'Phones' }));
    expect(onChange).toHaveBeenLastCalledWith({ categories: ['phones', 'laptops'] });
    await user.click(screen.getByRole('checkbox', { name: 'Laptops' }));
    expect(onChange).toHaveBeenLastCalledWith({ categories: undefined });
  });

  it('ticks by the label and with the space bar', async () => {
    const { onChange, user } = renderPanel({});
    await user.click(screen.getByText('Sony'));
    expect(onChange).toHaveBeenLastCalledWith({ brands: ['Sony'] });
    screen.getByRole('switch', { name: 'Free shipping only' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ freeShipping: true });
  });

  it('chooses a rating; the radios share one name, so arrow keys move the choice', async () => {
    const { onChange, user } = renderPanel({ rating: 3 });
    const radios = within(screen.getByRole('radiogroup', { name: 'Rating' })).getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    await user.click(screen.getByRole('radio', { name: 'Any rating' }));
    expect(onChange).toHaveBeenLastCalledWith({ rating: undefined });
    await user.click(screen.getByRole('radio', { name: '2 stars and up' }));
    expect(onChange).toHaveBeenLastCalledWith({ rating: 2 });
  });

  it('turns a switch off to no filter', async () => {
    const { onChange, user } = renderPanel({ inStock: true });
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: undefined });
  });
});
