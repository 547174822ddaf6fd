import { expect, inEachLook, test } from './fixtures';
import { TodoPage, todoTexts as todo } from './pages/todo-page';

// The list as it opens is checked with every menu page (pages.a11y.spec.ts).
test('todo: the add drawer and a deleted task open', async ({ page, loginAs }) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    const view = new TodoPage(page);
    await view.goto('admin');
    const add = await view.startAdding();
    await check('/apps/todo add drawer');
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    await view.goto('admin', '/apps/todo?filter=deleted');
    await view.rows.first().getByRole('button').first().click();
    const drawer = view.drawer(todo.viewTitle);
    await expect(drawer.getByText(todo.deletedNote)).toBeVisible();
    await expect(drawer.getByRole('button', { name: todo.restore })).toBeVisible();
    await check('/apps/todo deleted task');
  });
});
