import { rowWindow } from './row-window';

describe('rowWindow', () => {
  it('renders the rows in sight and the overscan around them, within the list', () => {
    expect(rowWindow(300, 76, 0, 760, 8)).toEqual({ start: 0, end: 18, totalHeight: 22800 });
    expect(rowWindow(300, 76, 7600, 760, 8)).toEqual({ start: 92, end: 118, totalHeight: 22800 });
    expect(rowWindow(300, 76, 22040, 760, 8)).toEqual({ start: 282, end: 300, totalHeight: 22800 });
  });

  it('renders nothing for an empty list', () => {
    expect(rowWindow(0, 76, 0, 760, 8)).toEqual({ start: 0, end: 0, totalHeight: 0 });
  });
});
