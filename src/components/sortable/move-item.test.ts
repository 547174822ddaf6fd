import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  const letters = ['a', 'b', 'c', 'd'] as const;

  it('moves an item down and up, the others keeping their order', () => {
    expect(moveItem(letters, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(letters, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(letters, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(letters, 2, 3)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('returns a new array and leaves the given one as it was', () => {
    const items = ['a', 'b'];
    const moved = moveItem(items, 0, 0);
    expect(moved).toEqual(['a', 'b']);
    expect(moved).not.toBe(items);
    moveItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });

  it('clamps the destination to the list', () => {
    expect(moveItem(letters, 1, -4)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(letters, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('changes nothing when the item is not in the list', () => {
    expect(moveItem(letters, -1, 0)).toEqual(letters);
    expect(moveItem(letters, 4, 0)).toEqual(letters);
    expect(moveItem(letters, 1.5, 0)).toEqual(letters);
    expect(moveItem([], 0, 0)).toEqual([]);
  });

  it('moves the same value twice over by its place, not its value', () => {
    expect(moveItem(['x', 'y', 'x'], 2, 0)).toEqual(['x', 'x', 'y']);
    expect(moveItem([undefined, 'y'], 0, 1)).toEqual(['y', undefined]);
  });
});
