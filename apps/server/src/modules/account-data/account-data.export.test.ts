import { describe, expect, it } from 'vitest';
import { toCsv } from './account-data.export.ts';

describe('toCsv', () => {
  it('writes a header of every column, quotes what needs it, JSON for objects, and defuses formula cells', () => {
    const csv = toCsv([
      { id: 1, name: 'Maple, Court', note: 'She said "hi"' },
      { id: 2, name: '=HYPERLINK("http://evil")', tags: ['a', 'b'], amount: -5 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,name,note,tags,amount',
      '1,"Maple, Court","She said ""hi""",,',
      `2,"'=HYPERLINK(""http://evil"")",,"[""a"",""b""]",-5`,
      '',
    ]);
  });
});
