import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { SortableList, type SortableAnnouncements, type SortableMove } from './sortable-list';

const announcements: SortableAnnouncements = {
  instructions: 'Press space to lift it.',
  lifted: (name, place, total) => `Lifted ${name} at ${place + 1} of ${total}`,
  moved: (name, place, total) => `${name} at ${place + 1} of ${total}`,
  dropped: (name, place, total) => `Dropped ${name} at ${place + 1} of ${total}`,
  cancelled: (name, place, total) => `Cancelled ${name} at ${place + 1} of ${total}`,
};

type Fruit = { id: string; name: string };
const fruits: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
  { id: 'c', name: '<b>Cherry</b>' },
];

function renderList(props: { locked?: boolean; density?: 'regular' | 'compact' } = {}) {
  const onMove = vi.fn<(move: SortableMove) => void>();
  render(
    <MantineProvider theme={theme}>
      <SortableList
        listId="fruits"
        label="Fruits"
        items={fruits}
        itemId={(fruit) => fruit.id}
        itemName={(fruit) => fruit.name}
        gripLabel={(name) => `Move ${name}`}
        announcements={announcements}
        onMove={onMove}
        {...props}
      >
        {(fruit, index) => (
          <span>
            {index + 1}. {fruit.name}
          </span>
        )}
      </SortableList>
    </MantineProvider>,
  );
  return { onMove, list: screen.getByRole('list', { name: 'Fruits' }) };
}

/**
 * Keys pressed on a grip, then on whatever has the focus (a lifted row's copy, drawn in the body,
 * takes it): the drag library reads `keyCode`, which user-event leaves out.
 */
function gripKeys(name: string) {
  screen.getByRole('button', { name }).focus();
  return (keyCode: number) =>
    act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { keyCode });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
}

const SPACE = 32;
const ESCAPE = 27;
const ARROW_UP = 38;
const ARROW_DOWN = 40;

describe('SortableList', () => {
  it('renders a row a item, each with its grip named for it, the names as text', () => {
    const { list } = renderList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Apple',
      '2. Banana',
      '3. <b>Cherry</b>',
    ]);
    expect(rows[0]?.dataset.density).toBe('regular');
    const grip = within(list).getByRole('button', { name: 'Move <b>Cherry</b>' });
    const described = grip.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(announcements.instructions);
  });

  it('lifts a row with space, moves it with the arrows, drops it with space, each step said', async () => {
    const { onMove, list } = renderList();
    const press = gripKeys('Move Apple');
    await press(SPACE);
    expect(await screen.findByText('Lifted Apple at 1 of 3')).toBeInTheDocument();
    // The lifted row's copy is drawn in the body, where no scrolled drawer can misplace it.
    expect(document.activeElement).toHaveAccessibleName('Move Apple');
    expect(list.contains(document.activeElement)).toBe(false);
    await press(ARROW_DOWN);
    expect(await screen.findByText('Apple at 2 of 3')).toBeInTheDocument();
    await press(SPACE);
    expect(await screen.findByText('Dropped Apple at 2 of 3')).toBeInTheDocument();
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ id: 'a', from: 0, to: 1 });
  });

  it('puts a row back when the move is cancelled with Escape, and reports no move', async () => {
    const { onMove } = renderList();
    const press = gripKeys('Move Banana');
    await press(SPACE);
    await press(ARROW_UP);
    expect(await screen.findByText('Banana at 1 of 3')).toBeInTheDocument();
    await press(ESCAPE);
    expect(await screen.findByText('Cancelled Banana at 2 of 3')).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('has no grips when locked, and tighter rows when compact', () => {
    const { list } = renderList({ locked: true, density: 'compact' });
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(within(list).getAllByRole('listitem')[0]?.dataset.density).toBe('compact');
  });
});
