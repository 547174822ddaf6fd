import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  CheckIcon,
  Chip,
  Group,
  Paper,
  RangeSlider,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PRICE_SLIDER_MAX,
  pricePresets,
  productBrands,
  ratingFilters,
} from '@/lib/ecommerce/ecommerce-values';
import { useCategories } from '@/lib/ecommerce/list-categories';
import type { ShopSearch } from '../shop-search';
import { formatMoney } from '@/lib/i18n/formats';
import filterClasses from '@/apps/shop/components/shop-filters.module.css';

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

/*
 * The checkboxes, radios and switches are native inputs drawn like Mantine's (size sm) by
 * shop-filters.module.css, about 0.5 KB gzip: Mantine's Checkbox, Radio and Switch would bring
 * four stylesheets (3.7 KB) to the shop (docs/performance.md). Same roles, names, groups and
 * keys: a fieldset names each group, the radios share a name (arrow keys move the choice).
 */
const optionInput = `mantine-focus-auto ${filterClasses.input}`;

function Legend({ children }: { children: ReactNode }) {
  return (
    <Text
      component="legend"
      fz="sm"
      fw="var(--mantine-font-weight-medium)"
      className={filterClasses.legend}
    >
      {children}
    </Text>
  );
}

function Option({ children }: { children: ReactNode }) {
  return <label className={filterClasses.option}>{children}</label>;
}

/** An on/off filter: a checkbox drawn and announced as a switch. */
function SwitchOption({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Option>
      <input
        type="checkbox"
        role="switch"
        className={optionInput}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </Option>
  );
}

type CheckListProps = {
  legend: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
};

/** A group of checkboxes; `onChange` gets the values ticked. */
function CheckList({ legend, options, selected, onChange }: CheckListProps) {
  return (
    <fieldset className={filterClasses.group}>
      <Legend>{legend}</Legend>
      <Stack gap={6} mt={6}>
        {options.map(({ value, label }) => (
          <Option key={value}>
            <span className={filterClasses.box}>
              <input
                type="checkbox"
                className={optionInput}
                value={value}
                checked={selected.includes(value)}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked
                      ? [...selected, value]
                      : selected.filter((item) => item !== value),
                  )
                }
              />
              <CheckIcon className={filterClasses.check} />
            </span>
            {label}
          </Option>
        ))}
      </Stack>
    </fieldset>
  );
}

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
        label={(value) => formatMoney(value, language)}
        thumbFromLabel={t('ecommerce.filters.minPrice')}
        thumbToLabel={t('ecommerce.filters.maxPrice')}
      />
      <Text fz="xs" c="dimmed">
        <bdi>
          {formatMoney(range[0], language)} – {formatMoney(range[1], language)}
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
        <fieldset className={filterClasses.group}>
          <VisuallyHidden component="legend">{t('ecommerce.filters.pricePresets')}</VisuallyHidden>
          <Group gap={6}>
            {pricePresets.map(([min, max]) => (
              <Chip key={presetValue(min, max)} value={presetValue(min, max)} size="xs">
                {/* The chip's label is a flex box: its text is an anonymous item that an app-wide
                    `unicode-bidi` rule cannot reach, so the text isolates its own direction. */}
                <bdi>
                  {max === undefined
                    ? t('ecommerce.filters.priceFrom', { amount: formatMoney(min, language) })
                    : t('ecommerce.filters.priceBetween', {
                        from: formatMoney(min, language),
                        to: formatMoney(max, language),
                      })}
                </bdi>
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
  const ratingName = useId();
  // Categories are data: their names and order come from the API (a rename shows at once).
  const categories = useCategories().data ?? [];
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
        <CheckList
          legend={t('ecommerce.filters.categories')}
          options={categories.map((category) => ({
            value: category.slug,
            label: category.name,
          }))}
          selected={search.categories ?? []}
          onChange={(values) =>
            onChange({
              categories: orUndefined(
                categories.map((c) => c.slug).filter((slug) => values.includes(slug)),
              ),
            })
          }
        />
        <CheckList
          legend={t('ecommerce.filters.brands')}
          options={productBrands.map((brand) => ({ value: brand, label: brand }))}
          selected={search.brands ?? []}
          onChange={(values) =>
            onChange({ brands: orUndefined(productBrands.filter((b) => values.includes(b))) })
          }
        />
        <PriceFilter
          key={`${search.minPrice ?? ''}-${search.maxPrice ?? ''}`}
          search={search}
          onChange={onChange}
        />
        <fieldset className={filterClasses.group} role="radiogroup">
          <Legend>{t('ecommerce.filters.rating')}</Legend>
          <Stack gap={6} mt={6}>
            {[undefined, ...ratingFilters].map((rating) => (
              <Option key={rating ?? 'any'}>
                <input
                  type="radio"
                  name={ratingName}
                  className={optionInput}
                  value={rating ?? 'any'}
                  checked={search.rating === rating}
                  onChange={() => onChange({ rating })}
                />
                {rating === undefined
                  ? t('ecommerce.filters.anyRating')
                  : t('ecommerce.filters.ratingAtLeast', { count: rating })}
              </Option>
            ))}
          </Stack>
        </fieldset>
        <Stack gap="sm">
          <SwitchOption
            label={t('ecommerce.filters.freeShipping')}
            checked={search.freeShipping === true}
            onChange={(on) => onChange({ freeShipping: on || undefined })}
          />
          <SwitchOption
            label={t('ecommerce.filters.inStock')}
            checked={search.inStock === true}
            onChange={(on) => onChange({ inStock: on || undefined })}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
