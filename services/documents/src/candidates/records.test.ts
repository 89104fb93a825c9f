import { extractCandidate } from '@shortlist/matcher';
import { candidateValues } from './records';

// What the extractor (or the LLM) read from a resume is a guess; the record keeps only what
// would be safe to act on.
describe('a candidate record from an extracted profile', () => {
  const file = { fileName: 'jane-doe.pdf', fileSize: 100, fileType: 'pdf' as const, sha256: 'x' };
  const profile = extractCandidate('Jane Doe\njane@example.com\nJava developer, 5 years');

  test('an email is kept as the one address it is', () => {
    expect(candidateValues(profile, file).email).toBe('jane@example.com');
  });

  test.each(['victim@x.com, attacker@evil.com', '"victim" <attacker@evil.com>', 'a..b@x.com'])(
    'an email that is not one plain address is not stored: %j',
    (email) => {
      expect(candidateValues({ ...profile, email }, file).email).toBeNull();
    },
  );

  test('a name over 120 characters is not a name: the file name stands in', () => {
    for (const name of ['x'.repeat(100_000), `${'Ann '.repeat(30)}Lee`]) {
      const values = candidateValues({ ...profile, name }, file);
      expect(values.name).not.toBe(name);
      expect(values.nameSource).toBe('file_name');
    }
    expect(candidateValues({ ...profile, name: 'A'.repeat(120) }, file).name).toBe('A'.repeat(120));
  });

  test('a headline or location too long to be one is not stored', () => {
    const long = 'word '.repeat(100);
    const values = candidateValues({ ...profile, headline: long, location: long }, file);
    expect([values.headline, values.location]).toEqual([null, null]);
  });
});
