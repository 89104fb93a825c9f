import * as contracts from '@shortlist/contracts';
import * as local from './constants';

test('the browser copies of shared constants match @shortlist/contracts', () => {
  for (const [name, value] of Object.entries(local)) {
    expect([name, (contracts as Record<string, unknown>)[name]]).toEqual([name, value]);
  }
});
