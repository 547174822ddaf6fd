import { Badge, Button, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconList,
  IconPlus,
  IconStar,
  IconTrash,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sidebarLinkClass, sidebarLinkLabelClass } from '@/components/layout/sidebar-app';
import { Can } from '@/lib/ability/can';
import { taskTags, type TodoFilter } from '../api/todo-values';
import type { TodoCounts } from '../api/todo-schemas';
import type { TodoSearch } from '../todo-search';
import classes from '../pages/todo-page.module.css';
import { tagColors } from './task-tags';

type FilterEntry = {
  filter: TodoFilter | undefined;
  count: keyof TodoCounts;
  label: `todo.filters.${string}`;
  icon: Icon;
};

// "My tasks" (no filter) holds the user's own tasks; "Everyone's tasks" every task they may read.
const filters: FilterEntry[] = [
  { filter: undefined, count: 'mine', label: 'todo.filters.all', icon: IconList },
  { filter: 'everyone', count: 'everyone', label: 'todo.filters.everyone', icon: IconUsers },
  { filter: 'important', count: 'important', label: 'todo.filters.important', icon: IconStar },
  { filter: 'completed', count: 'completed', label: 'todo.filters.completed', icon: IconCheck },
  { filter: 'deleted', count: 'deleted', label: 'todo.filters.deleted', icon: IconTrash },
];

// The view's own link is marked current (`aria-current`) from the validated search, so an open
// drawer or a malformed parameter does not change which one it is; the router, which compares
// the raw URL, is told to match exactly, or it would call "My tasks" current under any filter.
const exactMatch = { exact: true } as const;

type TodoSidebarProps = {
  search: TodoSearch;
  /** Undefined while the list has not loaded. */
  counts: TodoCounts | undefined;
  onAdd: () => void;
  /** Called after a filter or tag is chosen (the phone drawer closes). */
  onNavigate?: () => void;
};

/**
 * The add button, the filters with their counts and the tags. Filters and tags are links that
 * set `filter` or `tag` in the URL (one at a time) and keep the search and the sort.
 */
export function TodoSidebar({ search, counts, onAdd, onNavigate }: TodoSidebarProps) {
  const { t } = useTranslation();
  const activeFilter = search.tag ? null : (search.filter ?? 'mine');
  /** A link to one view (a filter or a tag): it keeps the search and the sort. */
  const viewLink = (view: Pick<TodoSearch, 'filter' | 'tag'>, current: boolean) => ({
    to: '/apps/todo' as const,
    search: { ...view, q: search.q, sort: search.sort },
    activeOptions: exactMatch,
    onClick: onNavigate,
    className: sidebarLinkClass,
    'aria-current': current ? ('page' as const) : undefined,
  });
  return (
    <Stack gap="lg" p="md">
      <Can I="create" a="Todo">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd} fullWidth>
          {t('todo.actions.add')}
        </Button>
      </Can>
      <nav aria-label={t('todo.sidebar.filters')}>
        {filters.map(({ filter, count, label, icon: FilterIcon }) => (
          <Link key={count} {...viewLink({ filter }, activeFilter === (filter ?? 'mine'))}>
            <FilterIcon size={18} aria-hidden />
            <span className={sidebarLinkLabelClass}>{t(label)}</span>
            {counts ? (
              <Badge variant="light" size="sm" circle={counts[count] < 10}>
                {counts[count]}
              </Badge>
            ) : null}
          </Link>
        ))}
      </nav>
      <nav aria-labelledby="todo-tags-heading">
        <Text id="todo-tags-heading" fz="xs" fw={600} tt="uppercase" c="dimmed" px="sm" mb={4}>
          {t('todo.sidebar.tags')}
        </Text>
        {taskTags.map((tag) => (
          <Link key={tag} {...viewLink({ tag }, search.tag === tag)}>
            <span
              className={classes.tagDot}
              style={{ backgroundColor: `var(--mantine-color-${tagColors[tag]}-filled)` }}
              aria-hidden
            />
            <span className={sidebarLinkLabelClass}>{t(`todo.tags.${tag}`)}</span>
          </Link>
        ))}
      </nav>
    </Stack>
  );
}
