import { describe, expect, it } from 'vitest';
import { groupMenu } from './menuGroups.js';

describe('the menu groups', () => {
  it('shows each heading once, with the entries without a heading first', () => {
    const grouped = groupMenu([
      { to: 'a', group: 'Applications' },
      { to: 'dash' },
      { to: 'cal', group: 'Marriage office' },
      { to: 'b', group: 'Applications' },
      { to: 'billing' },
    ]);
    expect(grouped.map((g) => [g.group, g.entries.map((e) => e.to)])).toEqual([
      [null, ['dash', 'billing']],
      ['Applications', ['a', 'b']],
      ['Marriage office', ['cal']],
    ]);
  });
});
