import { useCallback } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '@/components/overlays/modal';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLastWriter } from '@/lib/events/last-writer';
import {
  isMatrixRule,
  matrixActions,
  uniformMatrix,
  type MatrixAction,
} from '@/lib/ability/role-matrix';
import { useSaveRole } from '../api/save-role';
import { roleFormSchema, roleSchema, type Role, type RoleForm } from '../api/role-schemas';
import { AdvancedRules } from './advanced-rules';
import { PermissionMatrixInput } from './permission-matrix';
import { roleLabel } from '@/components/access/role-label';
import { fixedRoleNames } from './fixed-role-names';

/** A role that manages everything: its grid is full and the API refuses to reduce it. */
const managesEverything = (role: Role | null) =>
  role?.rules.some(
    (rule) =>
      !rule.inverted &&
      !rule.conditions &&
      [rule.action].flat().includes('manage') &&
      [rule.subject].flat().includes('all'),
  ) ?? false;

/** A value as the conflict shows it: the name, or a row of the grid by the actions it allows. */
function describeRoleValue(t: TFunction, field: string, value: unknown): string {
  if (field === 'name') return String(value ?? '') || '—';
  const row = (value ?? {}) as Partial<Record<MatrixAction, boolean>>;
  const allowed = matrixActions.filter((action) => row[action]);
  return allowed.length > 0
    ? allowed.map((action) => t(`accessControl.actions.${action}`)).join(', ')
    : '—';
}

type RoleFormBodyProps = { role: Role | null; onDone: () => void };

function RoleFormBody({ role, onDone }: RoleFormBodyProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const writer = useLastWriter('roles');
  // A seeded role is shown by its translated name; left as it is, the stored name is kept.
  const shownName = role ? roleLabel(t, role.name) : '';
  const form = useAppForm<RoleForm, Role>(roleFormSchema, {
    initialValues: {
      name: shownName,
      permissions: role?.permissions ?? uniformMatrix(false),
    },
    versioned: role
      ? {
          version: role.version,
          record: roleSchema,
          toValues: (current) => ({
            name: roleLabel(t, current.name),
            permissions: current.permissions,
          }),
          current: role,
          writer,
        }
      : undefined,
  });
  const isAdmin = managesEverything(role);
  const fixedName = role !== null && fixedRoleNames.has(role.name);
  const advanced = role?.rules.filter((rule) => !isMatrixRule(rule)) ?? [];
  const permissionsError = form.errors.permissions;
  const { setFieldValue } = form;
  const setPermissions = useCallback(
    (value: RoleForm['permissions']) => setFieldValue('permissions', value),
    [setFieldValue],
  );

  const submit = form.submitWith(
    save,
    (values) => {
      const name = values.name.trim();
      return {
        ...values,
        name: role && name === shownName ? role.name : name,
        ...(role ? { id: role.id, version: form.version } : {}),
      };
    },
    onDone,
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ConflictNotice
          form={form}
          label={(field) => {
            const [, subject] = field.split('.');
            return subject === undefined
              ? t('roles.fields.name')
              : t(`accessControl.subjects.${subject}`);
          }}
          describe={(field, value) => describeRoleValue(t, field, value)}
        />
        <TextInput
          label={t('roles.fields.name')}
          required
          data-autofocus
          readOnly={fixedName}
          description={fixedName ? t('roles.fields.nameFixed') : undefined}
          {...form.getInputProps('name')}
        />
        <div>
          <Title order={3} fz="h5" mb="xs">
            {t('roles.matrix.title')}
          </Title>
          {isAdmin && (
            <Alert
              variant="light"
              color="blue"
              mb="sm"
              icon={<IconInfoCircle aria-hidden="true" />}
            >
              {t('roles.matrix.managesEverything')}
            </Alert>
          )}
          <PermissionMatrixInput
            label={t('roles.matrix.title')}
            value={form.getValues().permissions}
            onChange={setPermissions}
            readOnly={isAdmin}
          />
          {typeof permissionsError === 'string' && (
            <Text c="red.8" fz="sm" mt="xs" role="alert">
              {t(permissionsError, { defaultValue: permissionsError })}
            </Text>
          )}
        </div>
        <AdvancedRules rules={advanced} />
        <FormError error={form.failure} />
        <Group justify="flex-end">
          {/* Nothing of the administrator can change here: closing is all there is to do. */}
          {isAdmin && fixedName ? (
            <Button variant="default" onClick={onDone}>
              {t('roles.actions.close')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onDone}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {role ? t('roles.actions.save') : t('roles.actions.add')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

type RoleDialogProps = {
  opened: boolean;
  /** The role to edit; null adds a new one. */
  role: Role | null;
  onClose: () => void;
};

/** Adds or edits a role: its name and its grid of permissions. */
export function RoleDialog({ opened, role, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('roles.dialog.close') }}
      title={
        role
          ? t('roles.dialog.editTitle', { name: roleLabel(t, role.name) })
          : t('roles.dialog.addTitle')
      }
    >
      <RoleFormBody role={role} onDone={onClose} />
    </Modal>
  );
}
