import { FormButtons } from '@/components/forms/form-buttons';
import { useMemo } from 'react';
import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import { Modal } from '@/components/overlays/modal';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLastWriter } from '@/lib/events/last-writer';
import { useAddPermission } from '../api/add-permission';
import { useUpdatePermission } from '../api/update-permission';
import {
  addPermissionFormSchema,
  editPermissionFormSchema,
  permissionSchema,
  type AddPermissionForm,
  type EditPermissionForm,
  type Permission,
} from '../api/permission-schemas';
import { roleLabel } from '@/components/access/role-label';

type RolesFieldProps = {
  roleNames: readonly string[];
  /** `form.getInputProps('assignedTo')`. */
  inputProps: GetInputPropsReturnType;
};

/** The roles a permission is assigned to, in the add and the edit dialog. */
function RolesField({ roleNames, inputProps }: RolesFieldProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('permissions.fields.assignedTo')}
      placeholder={t('permissions.fields.assignedToPlaceholder')}
      data={roleNames.map((name) => ({ value: name, label: roleLabel(t, name) }))}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
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
        <RolesField roleNames={roleNames} inputProps={form.getInputProps('assignedTo')} />
        <Checkbox
          label={t('permissions.fields.isCore')}
          description={t('permissions.fields.isCoreHint')}
          {...form.getInputProps('isCore', { type: 'checkbox' })}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('permissions.actions.add')}
          loading={add.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function EditPermissionForm({
  permission,
  roleNames,
  onDone,
}: {
  permission: Permission;
  roleNames: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePermission();
  const writer = useLastWriter('permissions');
  const form = useAppForm<EditPermissionForm, Permission>(editPermissionFormSchema, {
    initialValues: { name: permission.name, assignedTo: permission.assignedTo },
    versioned: {
      version: permission.version,
      record: permissionSchema,
      toValues: ({ name, assignedTo }) => ({ name, assignedTo }),
      current: permission,
      writer,
    },
  });
  const submit = form.submitWith(
    update,
    (values) => ({
      id: permission.id,
      version: form.version,
      ...values,
      name: values.name.trim(),
    }),
    onDone,
  );
  // A role the list has not caught up with yet is still offered, so that it can be taken off.
  const offered = useMemo(() => {
    const known = new Set(roleNames);
    return [...roleNames, ...permission.assignedTo.filter((name) => !known.has(name))];
  }, [roleNames, permission.assignedTo]);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ConflictNotice
          form={form}
          label={(field) => t(`permissions.fields.${field}`)}
          describe={(_field, value) =>
            Array.isArray(value)
              ? value.map((name) => roleLabel(t, String(name))).join(', ') || '—'
              : String(value ?? '') || '—'
          }
        />
        <TextInput
          label={t('permissions.fields.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <RolesField roleNames={offered} inputProps={form.getInputProps('assignedTo')} />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('permissions.actions.save')}
          loading={update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/**
 * The page's dialog: add (no permission) or edit. Closing keeps the content for the closing
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

/** The add and edit dialogs of the permissions list. */
export function PermissionDialog({ state, roleNames, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const { permission } = state;
  return (
    <Modal
      opened={state.opened}
      onClose={onClose}
      title={permission ? t('permissions.edit.title') : t('permissions.add.title')}
      centered
      closeButtonProps={{ 'aria-label': t('permissions.actions.close') }}
    >
      {permission ? (
        <EditPermissionForm
          key={state.session}
          permission={permission}
          roleNames={roleNames}
          onDone={onClose}
        />
      ) : (
        <AddPermissionForm key={state.session} roleNames={roleNames} onDone={onClose} />
      )}
    </Modal>
  );
}
