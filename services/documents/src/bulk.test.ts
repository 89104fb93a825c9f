import request from 'supertest';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import { startTestDocuments, type TestDocuments } from './test-app';
import { lyingZip, pngImage, resumePdf, zipOf } from '@shortlist/test-support';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

describe('bulk resume upload', () => {
  let t: TestDocuments;
  beforeAll(async () => {
    t = await startTestDocuments();
  });
  afterAll(() => t.close());

  const NAMES = ['Amy Pond', 'Rory Williams', 'Clara Oswald', 'Donna Noble', 'Martha Jones'];
  const resumes = () => Promise.all(NAMES.map((n) => resumePdf(n, ['Python', 'SQL'])));
  const fileName = (name: string) => `${name.toLowerCase().replace(' ', '_')}.pdf`;

  test('five resumes and one bad file: five candidates, one failure, each file answered', async () => {
    const auth = t.bearer();
    const pdfs = await resumes();
    let req = request(t.app).post('/api/candidates/bulk').set('authorization', auth);
    pdfs.forEach((pdf, i) => (req = req.attach('files', pdf, fileName(NAMES[i]!))));
    const res = await req.attach('files', pngImage(), 'selfie.pdf');

    expect(res.status).toBe(200);
    expect(res.body.created).toBe(5);
    expect(res.body.failed).toBe(1);
    expect(res.body.results.map((r: { fileName: string }) => r.fileName)).toEqual([
      ...NAMES.map(fileName),
      'selfie.pdf',
    ]);
    expect(
      res.body.results.slice(0, 5).map((r: { candidate: { name: string } }) => r.candidate.name),
    ).toEqual(NAMES);
    expect(res.body.results[5]).toEqual({
      fileName: 'selfie.pdf',
      ok: false,
      error: UNSUPPORTED_FILE_TYPE_MESSAGE,
      code: 'unsupported_file_type',
    });
    const list = await request(t.app).get('/api/candidates').set('authorization', auth);
    expect(list.headers['x-total-count']).toBe('5');
  });

  test('a ZIP of resumes is unpacked; folders, litter, nested ZIPs and other types are answered', async () => {
    const auth = t.bearer();
    const pdfs = await resumes();
    const zip = zipOf({
      'batch/amy.pdf': pdfs[0]!,
      'batch/rory.pdf': pdfs[1]!,
      'batch/clara.pdf': pdfs[2]!,
      '__MACOSX/batch/._amy.pdf': Buffer.from('resource fork'),
      'batch/.DS_Store': Buffer.from('finder'),
      'batch/inner.zip': zipOf({ 'donna.pdf': pdfs[3]! }),
      'batch/notes.txt': Buffer.from('call them back'),
    });
    const res = await request(t.app)
      .post('/api/candidates/bulk')
      .set('authorization', auth)
      .attach('files', zip, 'resumes.zip');
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3);
    expect(res.body.failed).toBe(2);
    const byName = Object.fromEntries(
      res.body.results.map((r: { fileName: string }) => [r.fileName, r]),
    );
    expect(Object.keys(byName).sort()).toEqual([
      'amy.pdf',
      'clara.pdf',
      'inner.zip',
      'notes.txt',
      'rory.pdf',
    ]);
    expect(byName['amy.pdf'].candidate.name).toBe('Amy Pond');
    expect(byName['inner.zip']).toMatchObject({ ok: false, code: 'unsupported_file_type' });
    expect(byName['notes.txt']).toMatchObject({ ok: false, error: UNSUPPORTED_FILE_TYPE_MESSAGE });
  });

  test('a ZIP holding too many entries is refused before anything is inflated', async () => {
    const t2 = await startTestDocuments({ ZIP_MAX_ENTRIES: '10' });
    const entries: Record<string, Buffer> = {};
    for (let i = 0; i < 11; i++) entries[`r${i}.pdf`] = Buffer.from('%PDF-1.4');
    const res = await request(t2.app)
      .post('/api/candidates/bulk')
      .set('authorization', t2.bearer())
      .attach('files', zipOf(entries), 'many.zip');
    await t2.close();
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        fileName: 'many.zip',
        ok: false,
        code: 'unprocessable_file',
        error: 'This ZIP holds too many entries (maximum 10)',
      },
    ]);
  });

  test('a ZIP entry declaring more than the file limit is refused without inflating it', async () => {
    const t2 = await startTestDocuments({ MAX_UPLOAD_BYTES: String(64 * 1024) });
    const zip = zipOf({
      'huge.pdf': Buffer.alloc(200 * 1024, 0x20),
      'ok.pdf': await resumePdf('Small File', ['Go']),
    });
    const res = await request(t2.app)
      .post('/api/candidates/bulk')
      .set('authorization', t2.bearer())
      .attach('files', zip, 'mixed.zip');
    await t2.close();
    expect(res.body.created).toBe(1);
    expect(res.body.results).toContainEqual({
      fileName: 'huge.pdf',
      ok: false,
      code: 'file_too_large',
      error: 'File is too large (maximum 64 KB)',
    });
  });

  test('a ZIP entry that inflates past what it declares is cut off and refused', async () => {
    const bomb = lyingZip('bomb.pdf', Buffer.alloc(50 * 1024 * 1024, 0x20), 1000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await request(t.app)
      .post('/api/candidates/bulk')
      .set('authorization', t.bearer())
      .attach('files', bomb, 'bomb.zip');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        fileName: 'bomb.pdf',
        ok: false,
        code: 'unprocessable_file',
        error: 'This file could not be read from the ZIP',
      },
    ]);
  });

  test('the same resume twice in one upload is stored once; the second answer points at the first', async () => {
    const auth = t.bearer();
    const pdf = await resumePdf('River Song', ['Rust']);
    const res = await request(t.app)
      .post('/api/candidates/bulk')
      .set('authorization', auth)
      .attach('files', pdf, 'river.pdf')
      .attach('files', pdf, 'river-copy.pdf');
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    const [a, b] = res.body.results.map(
      (r: { candidate: { id: string; duplicateOf: string | null } }) => r.candidate,
    );
    expect(a.id).toBe(b.id);
    expect([a.duplicateOf, b.duplicateOf].filter(Boolean)).toEqual([a.id]);
    const list = await request(t.app).get('/api/candidates').set('authorization', auth);
    expect(list.headers['x-total-count']).toBe('1');
  });

  test('more than 50 files is a 400', async () => {
    let req = request(t.app).post('/api/candidates/bulk').set('authorization', t.bearer());
    for (let i = 0; i < 51; i++)
      req = req.attach('files', Buffer.from(`%PDF-1.4 ${i}`), `r${i}.pdf`);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Too many files: upload at most 50 resumes at once');
  });

  test('a ZIP that expands past 50 documents is a 400', async () => {
    const entries: Record<string, Buffer> = {};
    for (let i = 0; i < 51; i++) entries[`r${i}.pdf`] = Buffer.from(`%PDF-1.4 ${i}`);
    const res = await request(t.app)
      .post('/api/candidates/bulk')
      .set('authorization', t.bearer())
      .attach('files', zipOf(entries), 'many.zip');
    expect(res.status).toBe(400);
  });

  test('no files is a 400', async () => {
    const res = await request(t.app)
      .post('/api/candidates/bulk')
      .set('authorization', t.bearer())
      .field('x', 'y');
    expect(res.status).toBe(400);
  });
});
