import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/forms/form-buttons';
import { useAppForm } from '@/components/forms/use-app-form';
import { useRoleOptions } from '@/components/access/role-options';
import { bulkEditSchema, bulkEditStatuses, type BulkEdit } from '../api/bulk-edit-schemas';
import type { ShownUser } from '../api/delete-users';
import { useUpdateUsers } from '../api/update-users';
import { userPlans } from '../api/user-values';

type BulkEditValues = {
  role: string | null;
  currentPlan: BulkEdit['currentPlan'];
  status: BulkEdit['status'];
};

const unchanged: BulkEditValues = { role: null, currentPlan: null, status: null };

/**
 * Role, plan and status for every selected user, each left on "No change" or chosen; at least one
 * chosen. The rows change at once; a refusal puts them back with a toast and keeps the choices.
 */
export function BulkEditUsersForm({
  users,
  onDone,
  onCancel,
}: {
  /** The selected users, with the versions the list now shows. */
  users: readonly ShownUser[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUsers();
  const form = useAppForm<BulkEditValues>(bulkEditSchema, { initialValues: unchanged });
  const noChange = t('users.bulkEdit.noChange');
  const roleOptions = useRoleOptions();
  const planOptions = userPlans.map((plan) => ({ value: plan, label: t(`users.plans.${plan}`) }));
  const statusOptions = bulkEditStatuses.map((status) => ({
    value: status,
    label: t(`users.status.${status}`),
  }));
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        update,
        (changes) => ({ users, changes }),
        () => {
          form.reset();
          onDone();
        },
      )}
    >
      <Stack gap="sm">
        <Text fz="sm">
          <bdi>{t('users.bulkEdit.intro')}</bdi>
        </Text>
        <Select
          label={t('users.fields.role')}
          placeholder={noChange}
          data={roleOptions}
          clearable
          data-autofocus
          {...form.getInputProps('role')}
        />
        <Select
          label={t('users.fields.plan')}
          placeholder={noChange}
          data={planOptions}
          clearable
          {...form.getInputProps('currentPlan')}
        />
        <Select
          label={t('users.fields.status')}
          placeholder={noChange}
          data={statusOptions}
          clearable
          {...form.getInputProps('status')}
        />
        <FormButtons
          submitLabel={t('users.bulkEdit.submit', { count: users.length })}
          loading={update.isPending}
          onCancel={onCancel}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
