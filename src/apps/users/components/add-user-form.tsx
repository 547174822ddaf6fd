import { Button, Group, Select, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAddUser } from '../api/add-user';
import { newUserSchema, type NewUser } from '../api/user-schemas';
import { userPlans, userRoles } from '../api/user-values';

/** The text fields, in order; every one is required. */
const textFields = [
  { name: 'fullName', 'data-autofocus': true },
  { name: 'username' },
  { name: 'email', type: 'email' },
  { name: 'contact', type: 'tel', placeholder: '+1 (609) 933-4422' },
  { name: 'company' },
  { name: 'country' },
] as const satisfies readonly (TextInputProps & {
  name: keyof NewUser;
  'data-autofocus'?: boolean;
})[];

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

  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        addUser,
        // Validated already: parsing narrows the empty selects' `null` away.
        (values) => newUserSchema.parse(values),
        () => {
          form.reset();
          onDone();
        },
      )}
    >
      <Stack gap="sm">
        {textFields.map(({ name, ...props }) => (
          <TextInput
            key={name}
            label={t(`users.fields.${name}`)}
            autoComplete="off"
            required
            {...props}
            {...form.getInputProps(name)}
          />
        ))}
        <Select
          label={t('users.fields.role')}
          placeholder={t('users.form.chooseRole')}
          required
          data={userRoles.map((value) => ({ value, label: roleLabel(t, value) }))}
          {...form.getInputProps('role')}
        />
        <Select
          label={t('users.fields.plan')}
          placeholder={t('users.form.choosePlan')}
          required
          data={userPlans.map((value) => ({ value, label: t(`users.plans.${value}`) }))}
          {...form.getInputProps('currentPlan')}
        />
        <FormError error={form.failure} />
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
