import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { escapeRegExp, nextWrite, openSignedIn, pageLoad } from '../helpers';
import { DataTablePage } from './data-table-page';

/** English texts of the Products page (`ecommerce.catalog.*` in public/locales/en.json). */
export const catalogTexts = {
  heading: 'Products',
  table: 'List of products',
  add: 'Add product',
  edit: 'Edit product',
  editNamed: (name: string) => `Edit ${name}`,
  save: 'Save changes',
  added: 'Product added.',
  saved: 'Product saved.',
  upload: 'Upload pictures',
  cover: 'Cover',
  skuTaken: 'Another product already has this SKU.',
  fields: {
    name: 'Name',
    description: 'Description',
    category: 'Category',
    brand: 'Brand',
    sku: 'SKU',
    status: 'Status',
    price: 'Price',
    compareAtPrice: 'Compare-at price',
    stock: 'Stock',
    freeShipping: 'Free shipping',
    color: 'Colour',
    colorStock: 'Its stock',
  },
  addColor: 'Add a colour',
} as const;

/** What the product form takes; labels of the selects as shown (English). */
export type ProductFields = {
  name: string;
  description?: string;
  category: string;
  brand: string;
  sku: string;
  status?: 'Published' | 'Draft' | 'Archived';
  price: string;
  compareAtPrice?: string;
  stock: string;
  /** Colours as shown (English) with their stock: added in this order. */
  colors?: { name: string; stock: string }[];
  picture?: { name: string; mimeType: string; buffer: Buffer };
};

/**
 * The Products page (`/apps/ecommerce/products`, the catalogue for its managers): the shared data
 * table (`table`, a `DataTablePage`) and the add and edit drawer (`ProductForm`).
 */
export class CatalogPage {
  readonly table: DataTablePage;

  constructor(readonly page: Page) {
    this.table = new DataTablePage(page, catalogTexts.table);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: catalogTexts.heading, level: 1 });
  }

  /** Opens the page signed in as `role` and waits for the rows. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/apps/ecommerce/products${query}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.table.rows.first()).toBeVisible(pageLoad);
  }

  /** Opens the add drawer and answers its form. */
  async openAdd(): Promise<ProductForm> {
    await this.page.getByRole('button', { name: catalogTexts.add }).click();
    const form = new ProductForm(this.page, catalogTexts.add);
    // The drawer's chunk (with the rich text editor) loads on its first open.
    await expect(form.field(catalogTexts.fields.name)).toBeVisible(pageLoad);
    return form;
  }

  /** Opens the edit drawer of the product named `name` (its row's Edit button). */
  async openEdit(name: string): Promise<ProductForm> {
    await this.table.table.getByRole('button', { name: catalogTexts.editNamed(name) }).click();
    const form = new ProductForm(this.page, catalogTexts.edit);
    await expect(form.field(catalogTexts.fields.name)).toHaveValue(name);
    return form;
  }
}

/** The product form in its drawer (add or edit), by its labelled fields. */
export class ProductForm {
  readonly drawer: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.drawer = page.getByRole('dialog', { name: title });
  }

  /** A text or number field by its label (a required one's name ends with its asterisk). */
  field(label: string): Locator {
    return this.drawer.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}\\b`) });
  }

  /** Picks `option` in the select labelled `label`. */
  async pick(label: string, option: string) {
    await this.drawer
      .getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}\\b`) })
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The description's rich-text editor (a labelled multi-line textbox). */
  get description(): Locator {
    return this.drawer.getByRole('textbox', { name: catalogTexts.fields.description });
  }

  /**
   * Fills every field given; the description is typed into the editor, `**word**` typed bold
   * (the editor's Ctrl+B); uploads the picture through the file chooser.
   */
  async fillIn(fields: Partial<ProductFields>) {
    const texts = catalogTexts.fields;
    if (fields.name !== undefined) await this.field(texts.name).fill(fields.name);
    if (fields.description !== undefined) {
      await this.description.click();
      for (const [index, part] of fields.description.split('**').entries()) {
        if (index > 0) await this.page.keyboard.press('ControlOrMeta+b');
        await this.page.keyboard.type(part);
      }
    }
    if (fields.category) await this.pick(texts.category, fields.category);
    if (fields.brand) await this.pick(texts.brand, fields.brand);
    if (fields.sku !== undefined) await this.field(texts.sku).fill(fields.sku);
    if (fields.status) await this.pick(texts.status, fields.status);
    if (fields.price !== undefined) await this.field(texts.price).fill(fields.price);
    if (fields.compareAtPrice !== undefined) {
      await this.field(texts.compareAtPrice).fill(fields.compareAtPrice);
    }
    if (fields.stock !== undefined) await this.field(texts.stock).fill(fields.stock);
    for (const [index, color] of (fields.colors ?? []).entries()) {
      await this.drawer.getByRole('button', { name: catalogTexts.addColor }).click();
      const colorSelect = this.drawer.getByRole('combobox', {
        name: new RegExp(`^${escapeRegExp(texts.color)}\\b`),
      });
      await colorSelect.nth(index).click();
      await this.page.getByRole('option', { name: color.name, exact: true }).click();
      await this.field(texts.colorStock).nth(index).fill(color.stock);
    }
    if (fields.picture) {
      const chooser = this.page.waitForEvent('filechooser');
      await this.drawer.getByRole('button', { name: catalogTexts.upload }).click();
      await (await chooser).setFiles(fields.picture);
      await expect(this.drawer.getByText(catalogTexts.cover, { exact: true })).toBeVisible();
    }
  }

  /** Submits with `button` and returns the API's answer (the drawer closes on a success). */
  async submit(button: string) {
    const saved = nextWrite(this.page, /\/apps\/ecommerce\/catalog\/products(\/\d+)?$/);
    await this.drawer.getByRole('button', { name: button, exact: true }).click();
    return saved;
  }
}
