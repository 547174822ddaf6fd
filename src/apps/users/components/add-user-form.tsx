import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '@/components/forms/use-app-form';
import { errorMessage } from '@/lib/http/api-error';
import { useAddUser } from '../api/add-user';
import { newUserSchema, type NewUser } from '../api/user-schemas';
import { userPlans, userRoles } from '../api/user-values';

/** Selects start empty: the user picks a role and a plan on purpose. */
type AddUserValues = Omit<NewUser, 'role' | 'currentPlan'> & {
  role: NewUser['role'] | null;
  currentPlan: NewUser['currentPlan'] | null;
};

const emptyUser: AddUserValues = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: null,
  currentPlan: null,
};

/**
 * The add-user form. The API's field errors (a taken email, a taken username) land by their
 * fields and the input stays; any other failure is said above the buttons.
 */
export function AddUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const addUser = useAddUser();
  const form = useAppForm<AddUserValues>(newUserSchema, { initialValues: emptyUser });
  // A failure with no field to put it by (a 500, a network error) is said above the buttons.
  const [failure, setFailure] = useState<unknown>(null);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = newUserSchema.safeParse(values);
        if (!parsed.success) return;
        setFailure(null);
        addUser.mutate(parsed.data, {
          onSuccess: () => {
            form.reset();
            onDone();
          },
          onError: (error) => {
            if (!form.setApiErrors(error)) setFailure(error);
          },
        });
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('users.fields.fullName')}
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('users.fields.username')}
          autoComplete="off"
          required
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('users.fields.email')}
          type="email"
          autoComplete="off"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('users.fields.contact')}
          type="tel"
          autoComplete="off"
          placeholder="+1 (609) 933-4422"
          required
          {...form.getInputProps('contact')}
        />
        <TextInput
          label={t('users.fields.company')}
          autoComplete="off"
          required
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('users.fields.country')}
          autoComplete="off"
          required
          {...form.getInputProps('country')}
        />
        <Select
          label={t('users.fields.role')}
          placeholder={t('users.form.chooseRole')}
          required
          data={userRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          {...form.getInputProps('role')}
        />
        <Select
          label={t('users.fields.plan')}
          placeholder={t('users.form.choosePlan')}
          required
          data={userPlans.map((value) => ({ value, label: t(`users.plans.${value}`) }))}
          {...form.getInputProps('currentPlan')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failure, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={addUser.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={addUser.isPending}>
            {t('users.actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
