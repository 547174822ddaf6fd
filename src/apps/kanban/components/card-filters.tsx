import { useMemo } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/forms/search-input';
import { Select } from '@/components/overlays/select';
import type { KanbanTask, Member } from '../api/kanban-schemas';
import { kanbanDueFilters, kanbanLabels } from '../api/kanban-values';
import { isFiltered } from '../kanban-filter';
import type { KanbanFilter } from '../kanban-search';
import classes from './kanban.module.css';

type CardFiltersProps = {
  filter: KanbanFilter;
  /** Every task of the board, whose assignees the assignee filter offers. */
  tasks: readonly KanbanTask[];
  onChange: (patch: Partial<KanbanFilter>) => void;
};

/** The search and filters over the cards; they live in the URL. */
export function CardFilters({ filter, tasks, onChange }: CardFiltersProps) {
  const { t, i18n } = useTranslation();
  const members = useMemo(() => {
    const byId = new Map<number, Member>();
    for (const task of tasks) for (const member of task.assignedTo) byId.set(member.id, member);
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return [...byId.values()].toSorted((a, b) => collator.compare(a.fullName, b.fullName));
  }, [tasks, i18n.resolvedLanguage]);

  return (
    <Group gap="sm" align="end" className={classes.filters}>
      <SearchInput
        className={classes.search}
        value={filter.q ?? ''}
        onChange={(q) => onChange({ q: q.trim() || undefined })}
        label={t('kanban.filters.search')}
        placeholder={t('kanban.filters.search')}
      />
      <Select
        className={classes.filter}
        label={t('kanban.filters.label')}
        placeholder={t('kanban.filters.anyLabel')}
        data={kanbanLabels.map((label) => ({ value: label, label: t(`kanban.labels.${label}`) }))}
        value={filter.label ?? null}
        onChange={(value) =>
          onChange({ label: kanbanLabels.find((label) => label === value) ?? undefined })
        }
        clearable
      />
      <Select
        className={classes.filter}
        label={t('kanban.filters.assignee')}
        placeholder={t('kanban.filters.anyAssignee')}
        data={members.map((member) => ({ value: String(member.id), label: member.fullName }))}
        value={filter.assignee === undefined ? null : String(filter.assignee)}
        onChange={(value) => onChange({ assignee: value ? Number(value) : undefined })}
        searchable
        clearable
      />
      <Select
        className={classes.filter}
        label={t('kanban.filters.due')}
        placeholder={t('kanban.filters.anyDue')}
        data={kanbanDueFilters.map((due) => ({
          value: due,
          label: t(`kanban.filters.dues.${due}`),
        }))}
        value={filter.due ?? null}
        onChange={(value) =>
          onChange({ due: kanbanDueFilters.find((due) => due === value) ?? undefined })
        }
        clearable
      />
      {isFiltered(filter) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() =>
            onChange({ q: undefined, label: undefined, assignee: undefined, due: undefined })
          }
        >
          {t('kanban.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
