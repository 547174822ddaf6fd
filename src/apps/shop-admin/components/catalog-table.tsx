import { useCallback, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { IconArchive, IconPencil, IconPlus, IconTrash, IconWorldUpload } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CellActionIcon,
  CellBadge,
  cellClasses,
  CellIdentity,
} from '@/components/data-table/data-table-cells';
import {
  exportColumnsOf,
  labelColumn,
  moneyColumn,
  statusColumn,
  textColumn,
} from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableListProps,
} from '@/components/data-table/data-table-types';
import { Can, useAbility } from '@/lib/ability/can';
import { formatNumber } from '@/lib/i18n/formats';
import { fillT, memoT } from '@/lib/i18n/memo-t';
import { useDeleteProducts } from '../api/delete-products';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import type { CatalogSortColumn, ProductStatus } from '@/lib/ecommerce/ecommerce-values';
import { getAllMatchingCatalogProducts } from '../api/list-catalog-products';
import { useCategoryName } from '@/lib/ecommerce/list-categories';
import { useUpdateProductsStatus } from '../api/update-products-status';
import type { CatalogSearch } from '../catalog-search';
import { CatalogFilters } from './catalog-filters';
import classes from '@/apps/shop-admin/components/catalog-table.module.css';
import { ProductDrawer } from './product-drawer';

const rowId = (product: Product) => String(product.id);
const rowLabel = (product: Product) => product.name;
const shopLink = (product: Product) =>
  linkOptions({ to: '/apps/ecommerce/products/$productId', params: { productId: product.id } });

const skuClass = classes.sku;
const badgeClass = classes.badge;
const noRatingClass = classes.noRating;
const editIcon = <IconPencil size={18} aria-hidden />;
const deleteIcon = <IconTrash size={18} aria-hidden />;

export const statusColors: Record<ProductStatus, string> = {
  published: 'green',
  draft: 'gray',
  archived: 'orange',
};

/** The Products list: columns, filters, the add and edit drawer, bulk status changes and deletes. */
export function CatalogTable(list: DataTableListProps<Product, CatalogSearch>) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');
  const [adding, setAdding] = useState(false);
  // The product being edited stays set while the drawer closes, so its title does not change.
  const [editing, setEditing] = useState<{ product?: Product; opened: boolean }>({
    opened: false,
  });
  // As the list now has it (refetched when someone else changes it, so the open form says so),
  // or as it was opened once it has left the page.
  const editedProduct = list.rows?.find((row) => row.id === editing.product?.id) ?? editing.product;
  const deleteProducts = useDeleteProducts();
  const updateStatus = useUpdateProductsStatus();
  const remove = useCallback(
    (products: readonly Product[]) =>
      deleteProducts(
        products.map(({ id, version }) => ({ id, version })),
        t('ecommerce.catalog.notifications.deleted', {
          count: products.length,
          name: products[0]?.name,
        }),
      ),
    [deleteProducts, t],
  );
  const setStatus = useCallback(
    (products: readonly Product[], status: ProductStatus) =>
      updateStatus(
        {
          ids: products.map((row) => row.id),
          versions: products.map((row) => row.version),
          status,
        },
        t(`ecommerce.catalog.notifications.${status}`, {
          count: products.length,
          name: products[0]?.name,
        }),
      ),
    [updateStatus, t],
  );

  const categoryName = useCategoryName();
  const columns = useMemo<DataTableColumn<Product, CatalogSortColumn>[]>(() => {
    const label = memoT(t);
    const editLabel = fillT(t, 'ecommerce.catalog.actions.editProduct', 'name');
    const deleteLabel = fillT(t, 'ecommerce.catalog.actions.deleteProduct', 'name');
    return [
      {
        id: 'product',
        header: t('ecommerce.catalog.fields.product'),
        sortKey: 'name',
        hideable: false,
        rowHeader: true,
        render: (product) => (
          <CellIdentity
            name={product.name}
            avatar={product.image}
            avatarSize={40}
            avatarRadius="sm"
            link={shopLink(product)}
          />
        ),
        csv: (product) => product.name,
      },
      labelColumn({
        id: 'category',
        header: t('ecommerce.catalog.fields.category'),
        sortKey: 'category',
        label: (product) => categoryName(product.category),
      }),
      textColumn({
        id: 'brand',
        header: t('ecommerce.catalog.fields.brand'),
        sortKey: 'brand',
        value: (product) => product.brand,
      }),
      {
        id: 'sku',
        header: t('ecommerce.catalog.fields.sku'),
        sortKey: 'sku',
        // A SKU reads left to right in every language, on one line.
        render: (product) => <bdi className={skuClass}>{product.sku}</bdi>,
        csv: (product) => product.sku,
      },
      moneyColumn({
        id: 'price',
        header: t('ecommerce.catalog.fields.price'),
        sortKey: 'price',
        value: (product) => product.price,
        language,
      }),
      {
        id: 'stock',
        header: t('ecommerce.catalog.fields.stock'),
        sortKey: 'stock',
        align: 'end',
        render: (product) =>
          product.stock === 0 ? (
            <CellBadge color="red" className={badgeClass}>
              {label('ecommerce.availability.outOfStock')}
            </CellBadge>
          ) : (
            product.stock
          ),
        csv: (product) => product.stock,
      },
      statusColumn({
        id: 'status',
        header: t('ecommerce.catalog.fields.status'),
        sortKey: 'status',
        label: (product) => label(`ecommerce.catalog.status.${product.status}`),
        color: (product) => statusColors[product.status],
        badgeClassName: badgeClass,
      }),
      {
        id: 'rating',
        header: t('ecommerce.catalog.fields.rating'),
        sortKey: 'rating',
        align: 'end',
        render: (product) =>
          product.reviews === 0 ? (
            <span className={noRatingClass}>{label('ecommerce.rating.none')}</span>
          ) : (
            formatNumber(product.rating, language, 1)
          ),
        csv: (product) => product.rating,
      },
      {
        id: 'actions',
        header: t('ecommerce.catalog.fields.actions'),
        hideable: false,
        align: 'end',
        render: (product) => (
          <div className={cellClasses.actions}>
            {canUpdate ? (
              <CellActionIcon
                label={editLabel(product.name)}
                onClick={() => setEditing({ product, opened: true })}
              >
                {editIcon}
              </CellActionIcon>
            ) : null}
            {canDelete ? (
              <CellActionIcon
                color="red"
                label={deleteLabel(product.name)}
                onClick={() => remove([product])}
              >
                {deleteIcon}
              </CellActionIcon>
            ) : null}
          </div>
        ),
      },
    ];
  }, [t, language, canUpdate, canDelete, remove, categoryName]);

  const exportColumns = useMemo(
    () =>
      exportColumnsOf<Product>(t, {
        'ecommerce.catalog.fields.id': (product) => product.id,
        'ecommerce.catalog.fields.name': (product) => product.name,
        'ecommerce.catalog.fields.category': (product) => categoryName(product.category),
        'ecommerce.catalog.fields.brand': (product) => product.brand,
        'ecommerce.catalog.fields.sku': (product) => product.sku,
        'ecommerce.catalog.fields.price': (product) => product.price,
        'ecommerce.catalog.fields.compareAtPrice': (product) => product.compareAtPrice ?? '',
        'ecommerce.catalog.fields.stock': (product) => product.stock,
        'ecommerce.catalog.fields.status': (product) =>
          t(`ecommerce.catalog.status.${product.status}`),
        'ecommerce.catalog.fields.rating': (product) => product.rating,
      }),
    [t, categoryName],
  );

  const bulkActions = useMemo(() => {
    const actions: DataTableBulkAction<Product>[] = [];
    const statusAction = (
      id: string,
      status: 'published' | 'archived',
      icon: DataTableBulkAction<Product>['icon'],
      color?: string,
    ): DataTableBulkAction<Product> => ({
      id,
      label: t(`ecommerce.catalog.actions.${id}`),
      icon,
      color,
      run: ({ rows, clear }) => {
        setStatus(rows, status);
        clear();
      },
    });
    if (canUpdate) {
      actions.push(
        statusAction('publishSelected', 'published', IconWorldUpload),
        statusAction('archiveSelected', 'archived', IconArchive, 'orange'),
      );
    }
    if (canDelete) {
      actions.push({
        id: 'deleteSelected',
        label: t('ecommerce.catalog.actions.deleteSelected'),
        icon: IconTrash,
        color: 'red',
        run: ({ rows, clear }) => {
          remove(rows);
          clear();
        },
      });
    }
    return actions;
  }, [t, remove, setStatus, canUpdate, canDelete]);

  return (
    <>
      <DataTable<Product, CatalogSortColumn>
        id="ecommerce-products"
        label={t('ecommerce.catalog.table.label')}
        {...list}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        emptyText={t('ecommerce.catalog.table.empty')}
        filters={
          <CatalogFilters
            category={search.category}
            status={search.status}
            stock={search.stock}
            onChange={onSearchChange}
          />
        }
        actions={
          <Can I="create" a="Product">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {t('ecommerce.catalog.actions.add')}
            </Button>
          </Can>
        }
        bulkActions={bulkActions}
        exportCsv={{
          fileName: 'products',
          columns: exportColumns,
          fetchRows: () => getAllMatchingCatalogProducts(search),
        }}
      />
      <ProductDrawer opened={adding} onClose={() => setAdding(false)} />
      <ProductDrawer
        opened={editing.opened}
        product={editedProduct}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
