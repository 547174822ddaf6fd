import * as z from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';

const makeSchema = () => z.object({ page: z.catch(z.number(), 1), q: z.string() });

describe('builtOnFirstUse', () => {
  it('builds on the first use only, once, and then answers as what it built', () => {
    const build = vi.fn<typeof makeSchema>(makeSchema);
    const schema = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ page: 'x', q: 'ada' })).toEqual({ page: 1, q: 'ada' });
    expect(schema.parse({ page: 3, q: '' })).toEqual({ page: 3, q: '' });
    expect(build).toHaveBeenCalledTimes(1);
    expect('~standard' in schema).toBe(true);
    expect(schema instanceof z.ZodMiniObject).toBe(true);
  });

  it('extends, omits and spreads like the value it stands for', () => {
    const filters = builtOnFirstUse(() => ({ status: z.optional(z.enum(['paid', 'sent'])) }));
    const search = builtOnFirstUse(() => z.object({ page: z.number(), ...filters }));
    expect(Object.keys({ ...filters })).toEqual(['status']);

    const withView = z.extend(z.omit(search, { page: true }), { view: z.string() });
    expect(withView.parse({ status: 'paid', view: 'grid', page: 2 })).toEqual({
      status: 'paid',
      view: 'grid',
    });
    expect(() => withView.parse({ status: 'lost', view: 'grid' })).toThrow(/status/);
    expect(Object.keys(search.shape)).toEqual(['page', 'status']);
  });
});
