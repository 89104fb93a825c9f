import { packJson, unpackJson } from './packed-json';

const breakdown = [
  {
    key: 'requiredSkills',
    label: 'Must-have requirements',
    weight: 0.36,
    value: 0.4,
    summary: '4 of 10 must-haves met; missing jQuery; Responsive Design and 3 more.',
    evidence: [
      { requirement: 'JavaScript', resumeLine: 'Python, JavaScript, HTML/CSS, SQL', kind: 'exact' },
      { requirement: 'jQuery', kind: 'missing' },
    ],
    met: 4,
    total: 10,
  },
];

describe('packed JSON (the stored evidence)', () => {
  test('reads back what was written, in fewer bytes than the JSON', () => {
    const packed = packJson(breakdown);
    expect(unpackJson(packed)).toEqual(breakdown);
    expect(packed.length).toBeLessThan(JSON.stringify(breakdown).length / 2);
  });

  test('reads rows written before packing: their JSON as UTF-8 text (what the migration left)', () => {
    const old = Buffer.from(JSON.stringify(breakdown), 'utf8');
    expect(unpackJson(old)).toEqual(breakdown);
    expect(unpackJson(Buffer.from('[]'))).toEqual([]);
  });

  test('reads what the PGlite driver hands back (a Uint8Array view, not a Buffer)', () => {
    const packed = packJson(breakdown);
    const copy = new Uint8Array(packed.length + 8).subarray(4, 4 + packed.length);
    copy.set(packed);
    expect(unpackJson(copy)).toEqual(breakdown);
  });
});
