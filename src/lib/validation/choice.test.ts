// @vitest-environment node
import * as z from 'zod/mini';
import { choice } from './choice';

const plan = choice(['basic', 'team'] as const);
const messageOf = (input: unknown) => z.safeParse(plan, input).error?.issues[0]?.message;

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
