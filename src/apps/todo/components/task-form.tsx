import { useId } from 'react';
import {
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { isolatedDate } from '@/components/forms/isolated-date';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ReadOnlyNote } from '@/components/feedback/read-only-note';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { DrawerFormButtons, type DrawerFormProps } from '@/components/forms/drawer-form-buttons';
import { FormError } from '@/components/forms/form-error';
import { datePickerProps } from '@/components/forms/date-picker-props';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAbility } from '@/lib/ability/can';
import { useLastWriter } from '@/lib/events/last-writer';
import { useSession } from '@/lib/session/session';
import { useAssignees } from '../api/list-todo-assignees';
import { taskTags } from '../api/todo-values';
import {
  taskFormSchema,
  taskSchema,
  type Assignee,
  type Task,
  type TaskFormValues,
  type TaskInput,
} from '../api/todo-schemas';
import { UserAvatar } from '@/components/layout/user-avatar';
import type { TaskListSearch } from '../todo-search';
import { dueDay } from './due-date';
import { lockTexts, type TaskLock } from './task-access';
import { canOn } from '@/lib/ability/ability';

/** A task's values as the form holds them. */
function valuesOf(task: Task): TaskFormValues {
  return {
    title: task.title,
    assignee: task.assignee ? String(task.assignee.id) : null,
    dueDate: dueDay(task),
    tags: task.tags,
    description: task.description,
    isCompleted: task.isCompleted,
    isImportant: task.isImportant,
  };
}

function initialValues(
  task: Task | null,
  view: TaskListSearch,
  ownId: number | undefined,
  mayLeaveOpen: boolean,
): TaskFormValues {
  if (task) return valuesOf(task);
  // A new task belongs in the view it is added from: My tasks (neither filter nor tag) assigns
  // it to the user, as does a right to create one's own tasks only; Important, Completed and a
  // tag set theirs. The user may change any of them before saving.
  const myTasks = view.filter === undefined && view.tag === undefined;
  const own = ownId !== undefined && (myTasks || !mayLeaveOpen);
  return {
    title: '',
    assignee: own ? String(ownId) : null,
    dueDate: null,
    tags: view.tag ? [view.tag] : [],
    description: '',
    isCompleted: view.filter === 'completed',
    isImportant: view.filter === 'important',
  };
}

/**
 * The form values as the API takes them. An unchanged day keeps the task's exact due instant; a
 * new day is due at noon UTC, which is that same calendar day in every time zone near UTC.
 */
function toInput(values: TaskFormValues, task: Task | null): TaskInput {
  const day = values.dueDate;
  let dueDate: string | null = null;
  if (day !== null) dueDate = task && dueDay(task) === day ? task.dueDate : `${day}T12:00:00.000Z`;
  return {
    title: values.title.trim(),
    dueDate,
    description: values.description,
    assignee: values.assignee ? { id: Number(values.assignee) } : null,
    tags: values.tags,
    isCompleted: values.isCompleted,
    isImportant: values.isImportant,
  };
}

/** The field labels, by the form's field names, as the fields show them. */
const fieldLabels: Record<keyof TaskFormValues, string> = {
  title: 'todo.fields.title',
  assignee: 'todo.fields.assignee',
  dueDate: 'todo.fields.dueDate',
  tags: 'todo.fields.tags',
  description: 'todo.fields.description',
  isCompleted: 'todo.fields.completed',
  isImportant: 'todo.fields.important',
};

/**
 * A value of the task's own fields as the form shows it, for a conflict's choices: the
 * assignee's name (from the task a 412 answers, or the names the form offers), the tags' labels.
 * The rest (none, the day, the switches) the notice words itself.
 */
function describeValue(
  t: TFunction,
  field: string,
  value: unknown,
  nameOf: (id: string) => string | undefined,
): string | undefined {
  if (field === 'assignee') return nameOf(String(value)) ?? String(value);
  if (field === 'tags' && Array.isArray(value)) {
    return value.map((tag) => t(`todo.tags.${String(tag)}`)).join(', ');
  }
  return undefined;
}

type TaskFormProps = DrawerFormProps & {
  /** Null for a new task. */
  task: Task | null;
  /** The view a new task is added from (its filter and tag). */
  view?: TaskListSearch;
  /** Why the user may look at the task but not change it, or null. */
  lock: TaskLock;
  /**
   * Saves, naming the version the form's values come from (an edit; none for a new task);
   * rejects with the API error so the form can show it.
   */
  onSave: (input: TaskInput, version: number | undefined) => Promise<unknown>;
};

/**
 * The fields of a task. A failed save leaves every edit in place: field errors from the API go
 * by their fields, any other error shows above the buttons.
 */
export function TaskForm({
  task,
  view = {},
  lock,
  saving,
  onSave,
  onCancel,
  actions,
}: TaskFormProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const ownId = useSession()?.userData.id;
  const action = task ? 'update' : 'create';
  const mayLeaveOpen = canOn(ability, action, 'Todo', { assignee: null });
  const dueDateId = useId();
  const writer = useLastWriter('todo');
  const form = useAppForm<TaskFormValues, Task>(taskFormSchema, {
    initialValues: initialValues(task, view, ownId, mayLeaveOpen),
    // An edit names the task's version: a save refused because someone changed the task
    // meanwhile shows what they changed, above the fields. `task` is the list's, which the live
    // stream keeps fresh: someone else's change shows at once, before the user saves.
    versioned: task
      ? { version: task.version, record: taskSchema, toValues: valuesOf, current: task, writer }
      : undefined,
  });
  const assignees = useAssignees();

  const options = new Map<number, Assignee>();
  if (task?.assignee) options.set(task.assignee.id, task.assignee);
  for (const person of assignees.data ?? []) {
    if (canOn(ability, action, 'Todo', { assignee: person })) options.set(person.id, person);
  }
  // Read-only rather than disabled fields: a task the user may only look at stays legible, and
  // each field can still be reached and read by screen readers.
  const readOnly = lock !== null;

  const submit = form.submitWith(
    { mutateAsync: (input: TaskInput) => onSave(input, form.version) },
    (values) => toInput(values, task),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {lock === null ? null : <ReadOnlyNote>{t(lockTexts[lock].drawer)}</ReadOnlyNote>}
        <ConflictNotice
          form={form}
          label={(field) => t(fieldLabels[field as keyof TaskFormValues])}
          describe={(field, value) =>
            describeValue(t, field, value, (id) => options.get(Number(id))?.fullName)
          }
        />
        <TextInput
          label={t('todo.fields.title')}
          required
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('todo.fields.assignee')}
          placeholder={t('todo.fields.unassigned')}
          data={[...options.values()].map((person) => ({
            value: String(person.id),
            label: person.fullName,
          }))}
          renderOption={({ option }) => {
            const person = options.get(Number(option.value));
            return (
              <Group gap="xs" wrap="nowrap">
                <UserAvatar name={option.label} src={person?.avatar} size={24} aria-hidden />
                <Text fz="sm">{option.label}</Text>
              </Group>
            );
          }}
          searchable
          clearable={mayLeaveOpen}
          allowDeselect={mayLeaveOpen}
          nothingFoundMessage={t('todo.fields.noAssignee')}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assignee')}
        />
        <DatePickerInput
          label={t('todo.fields.dueDate')}
          placeholder={t('todo.fields.noDueDate')}
          clearable
          clearButtonProps={{ 'aria-label': t('todo.fields.clearDueDate') }}
          valueFormat="D MMM YYYY"
          valueFormatter={isolatedDate}
          {...datePickerProps(dueDateId)}
          readOnly={readOnly}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label={t('todo.fields.tags')}
          placeholder={form.getValues().tags.length === 0 ? t('todo.fields.pickTags') : undefined}
          data={taskTags.map((tag) => ({ value: tag, label: t(`todo.tags.${tag}`) }))}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('tags')}
        />
        <Textarea
          label={t('todo.fields.description')}
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t('todo.fields.completed')}
          disabled={readOnly}
          {...form.getInputProps('isCompleted', { type: 'checkbox' })}
        />
        <Switch
          label={t('todo.fields.important')}
          disabled={readOnly}
          {...form.getInputProps('isImportant', { type: 'checkbox' })}
        />
        <FormError error={form.failure} title={t('todo.errors.saveFailed')} />
        <DrawerFormButtons
          readOnly={lock !== null}
          submitLabel={task ? t('todo.actions.save') : t('todo.actions.add')}
          closeLabel={t('todo.actions.close')}
          saving={saving}
          onCancel={onCancel}
          actions={actions}
        />
      </Stack>
    </form>
  );
}
