import { FormButtons } from '@/components/forms/form-buttons';
import { Select, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { Presence } from '@/components/presence/presence';
import { FormError } from '@/components/forms/form-error';
import { RoleSelect } from './role-select';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLastWriter } from '@/lib/events/last-writer';
import { useAddUser } from '../api/add-user';
import { useUpdateUser } from '../api/update-user';
import { newUserSchema, userSchema, type NewUser, type User } from '../api/user-schemas';
import { userPlans } from '../api/user-values';

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

/** The form's values for a user being edited: the fields the add form has. */
function valuesOf(user: User): AddUserValues {
  const { fullName, username, email, contact, company, country, role } = user;
  return {
    fullName,
    username,
    email,
    contact,
    company,
    country,
    role,
    currentPlan: user.currentPlan,
  };
}

/** A field's value as the form shows it: a role's or a plan's label, else the text. */
function describeValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === '') return '—';
  if (field === 'role') return roleLabel(t, String(value));
  if (field === 'currentPlan') return t(`users.plans.${String(value)}`);
  return String(value);
}

/**
 * The add-user form, and with a `user` the edit form: the same fields and rules. The API's field
 * errors (a taken email, a taken username) land by their fields and the input stays; any other
 * failure is said above the buttons.
 */
export function AddUserForm({ user, onDone }: { user?: User; onDone: () => void }) {
  const { t } = useTranslation();
  const addUser = useAddUser();
  const updateUser = useUpdateUser();
  const writer = useLastWriter('users');
  const form = useAppForm<AddUserValues, User>(newUserSchema, {
    initialValues: user ? valuesOf(user) : emptyUser,
    versioned: user && {
      version: user.version,
      record: userSchema,
      toValues: valuesOf,
      current: user,
      writer,
    },
  });
  const pending = addUser.isPending || updateUser.isPending;
  // Validated already: parsing narrows the empty selects' `null` away.
  const toInput = (values: AddUserValues) => newUserSchema.parse(values);

  return (
    <form
      noValidate
      onSubmit={
        user
          ? form.submitWith(
              updateUser,
              (values) => ({ ...toInput(values), id: user.id, version: form.version }),
              onDone,
            )
          : form.submitWith(addUser, toInput, () => {
              form.reset();
              onDone();
            })
      }
    >
      <Stack gap="sm">
        {user ? <Presence resource="user" id={user.id} editing /> : null}
        <ConflictNotice
          form={form}
          label={(field) =>
            t(field === 'currentPlan' ? 'users.fields.plan' : `users.fields.${field}`)
          }
          describe={(field, value) => describeValue(t, field, value)}
        />
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
        <RoleSelect {...form.getInputProps('role')} />
        <Select
          label={t('users.fields.plan')}
          placeholder={t('users.form.choosePlan')}
          required
          data={userPlans.map((value) => ({ value, label: t(`users.plans.${value}`) }))}
          {...form.getInputProps('currentPlan')}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t(user ? 'users.actions.save' : 'users.actions.add')}
          loading={pending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
