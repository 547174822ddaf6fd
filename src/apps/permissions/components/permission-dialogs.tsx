import { Button, Checkbox, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAddPermission, useUpdatePermission } from '../api/change-permissions';
import {
  addPermissionFormSchema,
  renamePermissionFormSchema,
  type AddPermissionForm,
  type Permission,
  type RenamePermissionForm,
} from '../api/permission-schemas';
import { roleLabel } from '@/components/access/role-label';

function DialogButtons({
  submitLabel,
  loading,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

function AddPermissionForm({
  roleNames,
  onDone,
}: {
  roleNames: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddPermission();
  const form = useAppForm<AddPermissionForm>(addPermissionFormSchema, {
    initialValues: { name: '', assignedTo: [], isCore: false },
  });
  const submit = form.submitWith(
    add,
    (values) => ({ ...values, name: values.name.trim() }),
    onDone,
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('permissions.fields.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t('permissions.fields.assignedTo')}
          placeholder={t('permissions.fields.assignedToPlaceholder')}
          data={roleNames.map((name) => ({ value: name, label: roleLabel(t, name) }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assignedTo')}
        />
        <Checkbox
          label={t('permissions.fields.isCore')}
          description={t('permissions.fields.isCoreHint')}
          {...form.getInputProps('isCore', { type: 'checkbox' })}
        />
        <FormError error={form.failure} />
        <DialogButtons
          submitLabel={t('permissions.actions.add')}
          loading={add.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function RenamePermissionForm({
  permission,
  onDone,
}: {
  permission: Permission;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePermission();
  const form = useAppForm<RenamePermissionForm>(renamePermissionFormSchema, {
    initialValues: { name: permission.name },
  });
  const submit = form.submitWith(
    update,
    ({ name }) => ({ id: permission.id, name: name.trim() }),
    onDone,
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('permissions.fields.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <FormError error={form.failure} />
        <DialogButtons
          submitLabel={t('permissions.actions.rename')}
          loading={update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/**
 * The page's dialog: add (no permission) or rename. Closing keeps the content for the closing
 * transition; `session` grows with each opening so that the form starts afresh.
 */
export type PermissionDialogState = {
  opened: boolean;
  session: number;
  permission: Permission | null;
};

type PermissionDialogProps = {
  state: PermissionDialogState;
  roleNames: readonly string[];
  onClose: () => void;
};

/** The add and rename dialogs of the permissions list. */
export function PermissionDialog({ state, roleNames, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const { permission } = state;
  return (
    <Modal
      opened={state.opened}
      onClose={onClose}
      title={permission ? t('permissions.rename.title') : t('permissions.add.title')}
      centered
      closeButtonProps={{ 'aria-label': t('permissions.actions.close') }}
    >
      {permission ? (
        <RenamePermissionForm key={state.session} permission={permission} onDone={onClose} />
      ) : (
        <AddPermissionForm key={state.session} roleNames={roleNames} onDone={onClose} />
      )}
    </Modal>
  );
}
