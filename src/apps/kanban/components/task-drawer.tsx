import { useId } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  FileButton,
  Input,
  Group,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useShownWhileClosing } from '@/components/overlays/use-shown-while-closing';
import { DatePickerInput } from '@mantine/dates';
import { IconPaperclip, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { Presence } from '@/components/presence/presence';
import { FormError } from '@/components/forms/form-error';
import { datePickerProps } from '@/components/forms/date-picker-props';
import { useAppForm } from '@/components/forms/use-app-form';
import { UserAvatar } from '@/components/layout/user-avatar';
import { useAbility } from '@/lib/ability/can';
import { useMembers } from '../api/list-kanban-members';
import { canOn } from '@/lib/ability/ability';
import {
  commentFormSchema,
  kanbanTaskSchema,
  taskFormSchema,
  type KanbanTask,
  type Member,
  type TaskFormValues,
  type TaskPatch,
} from '../api/kanban-schemas';
import { ATTACHMENTS_MAX, kanbanLabels } from '../api/kanban-values';
import { useAddComment } from '../api/add-kanban-comment';
import { useDeleteKanbanTask } from '../api/delete-kanban-task';
import { useUpdateKanbanTask } from '../api/update-kanban-task';
import { ReadOnlyNote } from '@/components/feedback/read-only-note';
import { DatesLocale } from '@/components/forms/dates-locale';
import { isolatedDate } from '@/components/forms/isolated-date';
import { labelColors } from './kanban-labels';
import { dueDayOf } from './task-due';
import { useLastWriter } from '@/lib/events/last-writer';
import { dateTimeFormat, formatFileSize } from '@/lib/i18n/formats';

/** A task's values as the form holds them. */
function valuesOf(task: KanbanTask): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    labels: task.labels,
    dueDate: task.dueDate ? dueDayOf(task.dueDate) : null,
    assignedTo: task.assignedTo.map((member) => String(member.id)),
    attachments: task.attachments,
  };
}

/** An unchanged day keeps the exact due instant; a new day is due at 17:00 UTC that day. */
function toPatch(values: TaskFormValues, task: KanbanTask): TaskPatch {
  const day = values.dueDate;
  let dueDate: string | null = null;
  if (day)
    dueDate =
      task.dueDate && dueDayOf(task.dueDate) === day ? task.dueDate : `${day}T17:00:00.000Z`;
  return {
    id: task.id,
    title: values.title.trim(),
    description: values.description,
    labels: values.labels,
    dueDate,
    assignedTo: values.assignedTo.map((id) => ({ id: Number(id) })),
    attachments: values.attachments,
  };
}

/** The field labels, by the form's field names, as the fields show them. */
const fieldLabels: Record<keyof TaskFormValues, string> = {
  title: 'kanban.fields.title',
  description: 'kanban.fields.description',
  dueDate: 'kanban.fields.dueDate',
  labels: 'kanban.fields.labels',
  assignedTo: 'kanban.fields.assignees',
  attachments: 'kanban.fields.attachments',
};

/**
 * A value of the task's own lists as the form shows it, for a conflict's choices: the labels'
 * and the assignees' names, the attachments' file names. The rest (none, the day, a text) the
 * notice words itself.
 */
function describeValue(
  t: TFunction,
  field: string,
  value: unknown,
  nameOf: (id: string) => string | undefined,
): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value.map((item: unknown) => {
    if (field === 'labels') return t(`kanban.labels.${String(item)}`);
    if (field === 'assignedTo') return nameOf(String(item)) ?? String(item);
    if (field === 'attachments' && typeof item === 'object' && item !== null) {
      return 'fileName' in item ? String(item.fileName) : '';
    }
    return String(item);
  });
  return names.join(', ');
}

function TaskForm({
  task,
  readOnly,
  onClose,
}: {
  task: KanbanTask;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const update = useUpdateKanbanTask();
  const members = useMembers();
  const writer = useLastWriter('kanban');
  // The save names the task's version: one refused because someone changed the task meanwhile
  // shows what they changed, above the fields.
  const form = useAppForm<TaskFormValues, KanbanTask>(taskFormSchema, {
    initialValues: valuesOf(task),
    // `task` is the board's, which the live stream keeps fresh: someone else's change shows at
    // once, before the user saves.
    versioned: {
      version: task.version,
      record: kanbanTaskSchema,
      toValues: valuesOf,
      current: task,
      writer,
    },
  });
  const dueDateId = useId();

  const options = new Map<number, Member>(task.assignedTo.map((member) => [member.id, member]));
  for (const member of members.data ?? []) options.set(member.id, member);
  const attachments = form.getValues().attachments;

  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        update,
        (values) => ({
          ...toPatch(values, task),
          version: form.version,
        }),
        onClose,
      )}
    >
      <Stack gap="md">
        <ConflictNotice
          form={form}
          label={(field) => t(fieldLabels[field as keyof TaskFormValues])}
          describe={(field, value) =>
            describeValue(t, field, value, (id) => options.get(Number(id))?.fullName)
          }
        />
        <TextInput
          label={t('kanban.fields.title')}
          required
          // Users' text keeps its own direction (an English title in a right-to-left page).
          dir="auto"
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('kanban.fields.description')}
          dir="auto"
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          {...form.getInputProps('description')}
        />
        <DatePickerInput
          label={t('kanban.fields.dueDate')}
          placeholder={t('kanban.fields.noDueDate')}
          valueFormat="D MMM YYYY"
          valueFormatter={isolatedDate}
          {...datePickerProps(dueDateId)}
          clearable={!readOnly}
          clearButtonProps={{ 'aria-label': t('kanban.fields.clearDueDate') }}
          readOnly={readOnly}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label={t('kanban.fields.labels')}
          placeholder={
            form.getValues().labels.length === 0 ? t('kanban.fields.pickLabels') : undefined
          }
          data={kanbanLabels.map((label) => ({ value: label, label: t(`kanban.labels.${label}`) }))}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  background: `var(--mantine-color-${labelColors.get(option.value as never) ?? 'gray'}-6)`,
                }}
              />
              <Text fz="sm">{option.label}</Text>
            </Group>
          )}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('labels')}
        />
        <MultiSelect
          label={t('kanban.fields.assignees')}
          placeholder={
            form.getValues().assignedTo.length === 0 ? t('kanban.fields.pickAssignees') : undefined
          }
          data={[...options.values()].map((member) => ({
            value: String(member.id),
            label: member.fullName,
          }))}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <UserAvatar
                name={option.label}
                src={options.get(Number(option.value))?.avatar}
                size={24}
                aria-hidden
              />
              <Text fz="sm">{option.label}</Text>
            </Group>
          )}
          searchable
          nothingFoundMessage={t('kanban.fields.noMember')}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assignedTo')}
        />
        <div>
          <Input.Label component="div" id="kanban-attachments-label" mb={4}>
            {t('kanban.fields.attachments')}
          </Input.Label>
          {attachments.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('kanban.attachments.none')}
            </Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              aria-labelledby="kanban-attachments-label"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {attachments.map((file, at) => (
                <Group
                  component="li"
                  key={file.id ?? `new-${at}`}
                  gap="xs"
                  wrap="nowrap"
                  justify="space-between"
                >
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <IconPaperclip size={16} aria-hidden />
                    <Text fz="sm" truncate>
                      <bdi>{file.fileName}</bdi>
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatFileSize(file.size, language)}
                    </Text>
                  </Group>
                  {readOnly ? null : (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('kanban.attachments.remove', { name: file.fileName })}
                      onClick={() => form.removeListItem('attachments', at)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          {readOnly || attachments.length >= ATTACHMENTS_MAX ? null : (
            <FileButton
              onChange={(file) => {
                if (file)
                  form.insertListItem('attachments', { fileName: file.name, size: file.size });
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  mt="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                >
                  {t('kanban.attachments.add')}
                </Button>
              )}
            </FileButton>
          )}
          {form.errors.attachments ? (
            <Text fz="xs" c="red" mt={4}>
              {t(String(form.errors.attachments))}
            </Text>
          ) : null}
        </div>
        <FormError error={form.failure} title={t('kanban.errors.saveFailed')} />
        {readOnly ? null : (
          <Group gap="xs">
            <Button type="submit" loading={update.isPending}>
              {t('kanban.actions.save')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function Comments({ task, canComment }: { task: KanbanTask; canComment: boolean }) {
  const { t, i18n } = useTranslation();
  const addComment = useAddComment();
  const form = useAppForm<{ text: string }>(commentFormSchema, { initialValues: { text: '' } });
  const timeFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="kanban-comments-title">
      <Title order={3} fz="md" id="kanban-comments-title" mb="sm">
        <bdi>{t('kanban.comments.title', { count: task.comments.length })}</bdi>
      </Title>
      {task.comments.length === 0 ? (
        <Text fz="sm" c="dimmed" mb="sm">
          {t('kanban.comments.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} mb="md" style={{ listStyle: 'none' }}>
          {task.comments.map((comment) => (
            <Group component="li" key={comment.id} gap="sm" align="flex-start" wrap="nowrap">
              <UserAvatar
                name={comment.author.fullName}
                src={comment.author.avatar}
                size={30}
                aria-hidden
              />
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fz="sm" fw={500}>
                    {comment.author.fullName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <time dateTime={comment.time}>{timeFormat.format(new Date(comment.time))}</time>
                  </Text>
                </Group>
                <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  <bdi>{comment.text}</bdi>
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
      {canComment ? (
        <form
          noValidate
          onSubmit={form.submitWith(
            addComment,
            ({ text }) => ({ taskId: task.id, text }),
            () => form.reset(),
          )}
        >
          <Textarea
            label={t('kanban.comments.new')}
            dir="auto"
            placeholder={t('kanban.comments.placeholder')}
            autosize
            minRows={2}
            {...form.getInputProps('text')}
          />
          <FormError error={form.failure} />
          <Button type="submit" size="xs" mt="xs" variant="light" loading={addComment.isPending}>
            {t('kanban.comments.add')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

type TaskDrawerProps = {
  /** Null while the task is not (or no longer) on the board. */
  task: KanbanTask | null;
  today: string;
  onClose: () => void;
};

/**
 * A task in full, from the end edge: edit its fields, attachments and comments, or delete it
 * (undoable). A task the user may not change is shown read-only. Loaded on first open.
 */
export default function TaskDrawer({ task, onClose }: TaskDrawerProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const deleteTask = useDeleteKanbanTask();
  const shown = useShownWhileClosing(task);
  const editable = shown ? canOn(ability, 'update', 'Kanban', shown) : false;
  const deletable = shown ? canOn(ability, 'delete', 'Kanban', shown) : false;

  return (
    <SideDrawer
      opened={task !== null}
      onClose={onClose}
      title={editable ? t('kanban.drawer.edit') : t('kanban.drawer.view')}
      closeLabel={t('kanban.drawer.close')}
    >
      {shown ? (
        <DatesLocale>
          <Stack gap="lg">
            {/* Who else has the card open (not while the drawer closes). */}
            {task === null ? null : <Presence resource="kanbanTask" id={shown.id} />}
            {task !== null && editable ? (
              <Presence resource="kanbanTask" id={shown.id} editing />
            ) : null}
            {editable ? null : <ReadOnlyNote>{t('kanban.drawer.readOnly')}</ReadOnlyNote>}
            <TaskForm key={shown.id} task={shown} readOnly={!editable} onClose={onClose} />
            <Divider />
            <Comments task={shown} canComment={editable} />
            {deletable ? (
              <>
                <Divider />
                <Group>
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      deleteTask(
                        { id: shown.id, version: shown.version },
                        t('kanban.notifications.taskDeleted', { title: shown.title }),
                      );
                      onClose();
                    }}
                  >
                    {t('kanban.actions.deleteTask')}
                  </Button>
                </Group>
              </>
            ) : null}
          </Stack>
        </DatesLocale>
      ) : null}
    </SideDrawer>
  );
}
