import { Badge, Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type FiltersButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children' | 'aria-label'> & {
    /** The button's words (Show filters, Filters…). */
    label: string;
    /** How many filters are set: shown as a badge and in the button's name. */
    active: number;
  };

/**
 * The button that opens a list's folded or drawn-in filters (a phone's data tables, the shop).
 * It says how many filters are set, so hidden filters never hide why rows are missing.
 */
export function FiltersButton({ label, active, ...props }: FiltersButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      {...props}
      rightSection={
        active > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {active}
          </Badge>
        ) : undefined
      }
      aria-label={
        active > 0 ? `${label}, ${t('common.filters.active', { count: active })}` : undefined
      }
    >
      {label}
    </Button>
  );
}
