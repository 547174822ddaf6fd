import { Box, Button } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { todoSorts, type TodoSort } from '../api/todo-values';

const sortLabels: Record<TodoSort, string> = {
  'title-asc': 'todo.sort.titleAsc',
  'title-desc': 'todo.sort.titleDesc',
  assignee: 'todo.sort.assignee',
  'due-date': 'todo.sort.dueDate',
};

type SortMenuProps = {
  value: TodoSort | undefined;
  onChange: (sort: TodoSort | undefined) => void;
};

/** The list's order; the button says the current one. "Newest first" is the default. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  const { t } = useTranslation();
  const options: { sort: TodoSort | undefined; label: string }[] = [
    ...todoSorts.map((sort) => ({ sort, label: t(sortLabels[sort]) })),
    { sort: undefined, label: t('todo.sort.newest') },
  ];
  const current = options.find((option) => option.sort === value) ?? options[options.length - 1];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          px="sm"
          aria-label={t('todo.sort.button', { sort: current?.label })}
        >
          <IconArrowsSort size={16} aria-hidden />
          {/* On phones the button is the icon alone; its accessible name still says the order. */}
          <Box component="span" visibleFrom="sm" ms="xs">
            {current?.label}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('todo.sort.title')}</Menu.Label>
        {options.map((option) => {
          const checked = option.sort === value;
          return (
            <Menu.Item
              key={option.sort ?? 'newest'}
              // Mantine fixes the role to menuitem, which cannot be checked: the current order
              // is marked as current instead, and named on the button.
              aria-current={checked || undefined}
              leftSection={
                <IconCheck
                  size={16}
                  aria-hidden
                  style={{ visibility: checked ? 'visible' : 'hidden' }}
                />
              }
              onClick={() => onChange(option.sort)}
            >
              {option.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
