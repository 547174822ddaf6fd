import { describe, expect, it } from 'vitest';
import { createRowSizeGuess } from './data-table-virtual-body';

describe('createRowSizeGuess', () => {
  it('guesses the first estimate until rows are measured', () => {
    expect(createRowSizeGuess(53).estimate()).toBe(53);
  });

  it('guesses the size measured most often, so rows entering the view are already at it', () => {
    const guess = createRowSizeGuess(53);
    expect(guess.learn(53)).toBe(53); // the first row, under the header
    guess.learn(54);
    guess.learn(54);
    expect(guess.estimate()).toBe(54);
    // An open detail is one tall row: the guess stays the rows' height.
    guess.learn(180);
    guess.learn(54);
    expect(guess.estimate()).toBe(54);
  });
});
