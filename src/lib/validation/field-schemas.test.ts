// @vitest-environment node
import * as z from 'zod/mini';
import { choice, wholeNumberIn } from './field-schemas';

const plan = choice(['basic', 'team'] as const);
const messageOf = (input: unknown, schema: z.ZodMiniType = plan) =>
  z.safeParse(schema, input).error?.issues[0]?.message;

describe('choice', () => {
  it('takes one of its values', () => {
    expect(z.parse(plan, 'team')).toBe('team');
  });

  it('says "required" when nothing is picked and "not an option" for anything else', () => {
    for (const nothing of [undefined, null, ''])
      expect(messageOf(nothing)).toBe('validation.required');
    expect(messageOf('gold')).toBe('validation.invalidOption');
  });
});

describe('wholeNumberIn', () => {
  const percent = wholeNumberIn(0, 100, 'range');

  it('takes a whole number within its bounds, both included', () => {
    expect(z.parse(percent, 0)).toBe(0);
    expect(z.parse(percent, 100)).toBe(100);
  });

  it('says "not a number" for nothing or a fraction, and "out of range" beyond the bounds', () => {
    expect(messageOf(undefined, percent)).toBe('validation.number');
    expect(messageOf(2.5, percent)).toBe('validation.number');
    expect(messageOf(-1, percent)).toBe('range');
    expect(messageOf(101, percent)).toBe('range');
  });
});
