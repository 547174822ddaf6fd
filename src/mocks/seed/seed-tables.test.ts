// @vitest-environment node
import { oneOf, rangeOf, textLines, textList, textRows } from '@/mocks/seed/seed-tables';

describe('seed tables', () => {
  it('reads lists, lines and rows written as text', () => {
    expect(textList(' de Vries, van Dijk,\n  Smith ')).toEqual(['de Vries', 'van Dijk', 'Smith']);
    expect(textLines('\n  One, two.\n\n  Three.\n')).toEqual(['One, two.', 'Three.']);
    expect(textRows('\n  Apple | iPhone 15, iPhone SE |  \n')).toEqual([
      ['Apple', 'iPhone 15, iPhone SE', ''],
    ]);
  });

  it('reads ranges, and refuses a value outside its enum', () => {
    expect(rangeOf('60-90')).toEqual([60, 90]);
    expect(rangeOf('3')).toEqual([3, 3]);
    expect(oneOf(['Apple', 'Sony'], 'Sony')).toBe('Sony');
    expect(() => oneOf(['Apple', 'Sony'], 'Aple')).toThrow('"Aple" is not one of Apple, Sony');
  });
});
