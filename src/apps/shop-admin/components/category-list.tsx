// The Categories page's working part: the drag and drop list (@hello-pangea/dnd) and the inline
// forms (@mantine/form). Loaded with the page's first paint by `lazyWithPreload`, so neither
// library weighs on any other page.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CellActionIcon } from '@/components/data-table/data-table-cells';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { SortableList } from '@/components/sortable/sortable-list';
import { useAbility } from '@/lib/ability/can';
import {
  categoryInputSchema,
  categorySchema,
  type Category,
} from '@/lib/ecommerce/category-schemas';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { useLastWriter } from '@/lib/events/last-writer';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useRenameCategory } from '../api/rename-category';
import { useMoveCategory } from '../api/reorder-categories';
import { useSortableAnnouncements } from './use-sortable-announcements';

/** Adds a category, last in the order; the field keeps its text when the name is taken. */
export function AddCategoryForm() {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const form = useAppForm<{ name: string }>(categoryInputSchema, {
    initialValues: { name: '' },
  });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={form.submitWith(
          create,
          (values) => values,
          () => form.reset(),
        )}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            flex={1}
            maw={360}
            label={t('ecommerce.categoryAdmin.fields.newName')}
            {...form.getInputProps('name')}
          />
          <Button
            type="submit"
            mt={25}
            loading={create.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('ecommerce.categoryAdmin.actions.add')}
          </Button>
        </Group>
        <FormError error={form.failure} />
      </form>
    </Paper>
  );
}

/** The name, edited in place: Enter saves, Escape cancels; a taken name is said by the field. */
function RenameForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCategory();
  const writer = useLastWriter('ecommerce');
  // `category` follows the list: someone else's rename shows at once, before any save.
  const form = useAppForm<{ name: string }, Category>(categoryInputSchema, {
    initialValues: { name: category.name },
    versioned: {
      version: category.version,
      record: categorySchema,
      toValues: ({ name }) => ({ name }),
      current: category,
      writer,
    },
  });
  return (
    <form
      noValidate
      style={{ flex: 1 }}
      onSubmit={form.submitWith(
        rename,
        ({ name }) => ({ slug: category.slug, name, version: form.version }),
        onDone,
      )}
    >
      <ConflictNotice form={form} label={() => t('ecommerce.categoryAdmin.fields.name')} />
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          size="sm"
          label={t('ecommerce.categoryAdmin.fields.name')}
          aria-label={t('ecommerce.categoryAdmin.actions.renameNamed', { name: category.name })}
          data-autofocus
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          {...form.getInputProps('name')}
          labelProps={{ className: 'visually-hidden' }}
        />
        <Button type="submit" size="sm" loading={rename.isPending}>
          {t('ecommerce.categoryAdmin.actions.save')}
        </Button>
        <Button size="sm" variant="default" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </Group>
      <FormError error={form.failure} />
    </form>
  );
}

const renameIcon = <IconPencil size={18} aria-hidden />;
const deleteIcon = <IconTrash size={18} aria-hidden />;

/**
 * The categories in the shop's order. Each moves by its grip, with the mouse or the keyboard
 * (space to lift, the arrows, space to drop, Escape to cancel), each step announced in the
 * user's language; a move shows at once and is put back if the server refuses it.
 */
export function CategoryList({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');
  const { move } = useMoveCategory();
  const deleteCategory = useDeleteCategory();
  const [renaming, setRenaming] = useState<string | null>(null);

  const announcements = useSortableAnnouncements();

  return (
    <SortableList
      listId="categories"
      label={t('ecommerce.categoryAdmin.listLabel')}
      items={categories}
      itemId={(category) => category.slug}
      itemName={(category) => category.name}
      gripLabel={(name) => t('ecommerce.categoryAdmin.actions.move', { name })}
      announcements={announcements}
      onMove={({ id, from, to }) => move({ slug: id, fromIndex: from, index: to })}
      locked={!canUpdate}
      paused={renaming !== null}
    >
      {(category) =>
        renaming === category.slug ? (
          <RenameForm category={category} onDone={() => setRenaming(null)} />
        ) : (
          <>
            <Text flex={1} miw={0} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {category.name}
            </Text>
            <Badge variant="light" color="gray">
              <bdi>
                {t('ecommerce.categoryAdmin.productCount', {
                  count: category.productCount,
                })}
              </bdi>
            </Badge>
            <Group gap={4} wrap="nowrap">
              {canUpdate ? (
                <CellActionIcon
                  label={t('ecommerce.categoryAdmin.actions.renameNamed', {
                    name: category.name,
                  })}
                  onClick={() => setRenaming(category.slug)}
                >
                  {renameIcon}
                </CellActionIcon>
              ) : null}
              {canDelete ? (
                <CellActionIcon
                  color="red"
                  label={t('ecommerce.categoryAdmin.actions.deleteNamed', {
                    name: category.name,
                  })}
                  disabledReason={
                    category.productCount > 0
                      ? t('ecommerce.categoryAdmin.errors.notEmpty', {
                          count: category.productCount,
                        })
                      : undefined
                  }
                  onClick={() =>
                    deleteCategory(
                      category,
                      t('ecommerce.categoryAdmin.notifications.deleted', {
                        name: category.name,
                      }),
                    )
                  }
                >
                  {deleteIcon}
                </CellActionIcon>
              ) : null}
            </Group>
          </>
        )
      }
    </SortableList>
  );
}

/** The list and the add form: the page's lazy part. */
export function CategoryManager({ categories }: { categories: readonly Category[] }) {
  const canCreate = useAbility().can('create', 'Product');
  return (
    <Stack gap="md">
      {canCreate ? <AddCategoryForm /> : null}
      <CategoryList categories={categories} />
    </Stack>
  );
}
