import { useState } from 'react';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  Paper,
  Radio,
  RangeSlider,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PRICE_SLIDER_MAX,
  pricePresets,
  productBrands,
  productCategories,
  ratingFilters,
} from '../api/ecommerce-values';
import type { ShopSearch } from '../shop-search';
import { formatPrice } from './format';
import classes from './shop.module.css';

/** The filter fields of the shop's URL. */
export type ShopFilters = Pick<
  ShopSearch,
  'categories' | 'brands' | 'minPrice' | 'maxPrice' | 'rating' | 'freeShipping' | 'inStock'
>;

type ShopFiltersProps = {
  search: ShopSearch;
  /** Writes filter fields to the URL (and back to the first page). */
  onChange: (patch: Partial<ShopFilters>) => void;
  onClear: () => void;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

const presetValue = (min: number, max: number | undefined) => `${min}-${max ?? ''}`;

/**
 * The price slider writes the URL only when the thumb is let go. It is keyed by the URL's range,
 * so a change made elsewhere (a preset, Clear filters, Back) starts it afresh there.
 */
function PriceFilter({ search, onChange }: Pick<ShopFiltersProps, 'search' | 'onChange'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const fromUrl: [number, number] = [search.minPrice ?? 0, search.maxPrice ?? PRICE_SLIDER_MAX];
  const [range, setRange] = useState(fromUrl);
  const current = presetValue(search.minPrice ?? 0, search.maxPrice);
  return (
    <Stack gap="xs">
      <Text fw={600} id="shop-price-label">
        {t('ecommerce.filters.price')}
      </Text>
      <RangeSlider
        min={0}
        max={PRICE_SLIDER_MAX}
        step={10}
        minRange={10}
        value={range}
        onChange={setRange}
        onChangeEnd={([min, max]) =>
          onChange({
            minPrice: min > 0 ? min : undefined,
            maxPrice: max < PRICE_SLIDER_MAX ? max : undefined,
          })
        }
        label={(value) => formatPrice(value, language)}
        thumbFromLabel={t('ecommerce.filters.minPrice')}
        thumbToLabel={t('ecommerce.filters.maxPrice')}
      />
      <Text fz="xs" c="dimmed">
        <bdi>
          {formatPrice(range[0], language)} – {formatPrice(range[1], language)}
          {range[1] >= PRICE_SLIDER_MAX ? '+' : ''}
        </bdi>
      </Text>
      <Chip.Group
        value={current}
        onChange={(value) => {
          const preset = pricePresets.find(([min, max]) => presetValue(min, max) === value);
          if (preset) onChange({ minPrice: preset[0] || undefined, maxPrice: preset[1] });
        }}
      >
        <fieldset className={classes.presets}>
          <VisuallyHidden component="legend">{t('ecommerce.filters.pricePresets')}</VisuallyHidden>
          <Group gap={6}>
            {pricePresets.map(([min, max]) => (
              <Chip key={presetValue(min, max)} value={presetValue(min, max)} size="xs">
                {max === undefined
                  ? t('ecommerce.filters.priceFrom', { amount: formatPrice(min, language) })
                  : t('ecommerce.filters.priceBetween', {
                      from: formatPrice(min, language),
                      to: formatPrice(max, language),
                    })}
              </Chip>
            ))}
          </Group>
        </fieldset>
      </Chip.Group>
    </Stack>
  );
}

/** The shop's filters: every change goes to the URL, and from it to the server. */
export function ShopFiltersPanel({ search, onChange, onClear }: ShopFiltersProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shop-filters-title">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="shop-filters-title">
            {t('ecommerce.filters.title')}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('ecommerce.filters.clear')}
          </Button>
        </Group>
        <Checkbox.Group
          label={t('ecommerce.filters.categories')}
          value={search.categories ?? []}
          onChange={(values) =>
            onChange({
              categories: orUndefined(productCategories.filter((c) => values.includes(c))),
            })
          }
        >
          <Stack gap={6} mt={6}>
            {productCategories.map((category) => (
              <Checkbox
                key={category}
                value={category}
                label={t(`ecommerce.categories.${category}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('ecommerce.filters.brands')}
          value={search.brands ?? []}
          onChange={(values) =>
            onChange({ brands: orUndefined(productBrands.filter((b) => values.includes(b))) })
          }
        >
          <Stack gap={6} mt={6}>
            {productBrands.map((brand) => (
              <Checkbox key={brand} value={brand} label={brand} />
            ))}
          </Stack>
        </Checkbox.Group>
        <PriceFilter
          key={`${search.minPrice ?? ''}-${search.maxPrice ?? ''}`}
          search={search}
          onChange={onChange}
        />
        <Radio.Group
          label={t('ecommerce.filters.rating')}
          value={search.rating === undefined ? 'any' : String(search.rating)}
          onChange={(value) => {
            const rating = ratingFilters.find((r) => String(r) === value);
            onChange({ rating });
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="any" label={t('ecommerce.filters.anyRating')} />
            {ratingFilters.map((rating) => (
              <Radio
                key={rating}
                value={String(rating)}
                label={t('ecommerce.filters.ratingAtLeast', { count: rating })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="sm">
          <Switch
            label={t('ecommerce.filters.freeShipping')}
            checked={search.freeShipping === true}
            onChange={(event) =>
              onChange({ freeShipping: event.currentTarget.checked ? true : undefined })
            }
          />
          <Switch
            label={t('ecommerce.filters.inStock')}
            checked={search.inStock === true}
            onChange={(event) =>
              onChange({ inStock: event.currentTarget.checked ? true : undefined })
            }
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
