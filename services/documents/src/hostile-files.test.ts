import { NO_TEXT_MESSAGE, UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import {
  corruptPdf,
  docxBomb,
  encryptedPdf,
  lyingDocxBomb,
  pdfWithText,
  pngImage,
  resumePdf,
  scannedPdf,
  windowsExecutable,
} from '@shortlist/test-support';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// What a recruiter (or an attacker) can send instead of a resume, and what they get back.
describe('hostile and broken uploads', () => {
  let t: TestDocuments;
  let auth: string;
  beforeAll(async () => {
    // A file gets 8 s in its thread here (20 s in production), so the sandboxed bomb ends sooner.
    t = await startTestDocuments({ PARSE_TIMEOUT_MS: '8000' });
    auth = t.bearer();
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name: string, route = '/api/candidates') =>
    request(t.app).post(route).set('authorization', auth).attach('file', bytes, name);

  let uploads = 0;
  const stillServes = async () => {
    const pdf = await resumePdf('Grace Hopper', ['COBOL', 'Python'], [`Reference ${++uploads}`]);
    const ok = await upload(pdf, 'grace.pdf');
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe('Grace Hopper');
  };

  test('an 11 MB file is refused with 413 while it streams', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'File is too large (maximum 10 MB)',
      code: 'file_too_large',
    });
    await stillServes();
  });

  test.each([
    ['a PNG named .pdf', pngImage(), 'photo.pdf'],
    ['an executable named .docx', windowsExecutable(), 'resume.docx'],
    ['a text file', Buffer.from('Jane Doe\nPython developer\n'), 'resume.txt'],
  ])('%s is refused with 415', async (_what, bytes, name) => {
    const res = await upload(bytes, name);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: UNSUPPORTED_FILE_TYPE_MESSAGE,
      code: 'unsupported_file_type',
    });
  });

  test('a real PDF under a .docx name is refused too: type is content and name together', async () => {
    const res = await upload(await pdfWithText(['Jane Doe']), 'jane.docx');
    expect(res.status).toBe(415);
  });

  test('a corrupt PDF is refused with 422', async () => {
    const res = await upload(corruptPdf(), 'broken.pdf');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unprocessable_file');
    expect(res.body.error).toMatch(/could not be read/);
  });

  test('an encrypted PDF is refused with 422 and says why', async () => {
    const res = await upload(await encryptedPdf(), 'locked.pdf');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unprocessable_file');
    expect(res.body.error).toMatch(/password/i);
  });

  test('a scanned PDF with no text layer is refused with 422', async () => {
    const res = await upload(await scannedPdf(), 'scan.pdf');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: NO_TEXT_MESSAGE, code: 'unprocessable_file' });
  });

  test('a DOCX zip bomb is refused with 422, and the service keeps serving', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, 'bomb.docx', '/api/job-descriptions');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unprocessable_file');
    expect(res.body.error).toMatch(/refused/);
    await stillServes();
  });

  test('a DOCX bomb that lies about its size is stopped in its sandbox while others are served', async () => {
    const [bomb] = await Promise.all([upload(lyingDocxBomb(), 'liar.docx'), stillServes()]);
    expect(bomb.status).toBe(422);
    expect(bomb.body.code).toBe('unprocessable_file');
    expect(bomb.body.error).toMatch(/refused/);
    await stillServes();
  });

  test('no file is a 400', async () => {
    const res = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .field('note', 'no file here');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('No file uploaded: send it in the multipart field "file"');
  });

  test('a body that is not multipart is a 400', async () => {
    const res = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .send({ file: 'resume.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
  });

  test('malformed multipart is a 400', async () => {
    const body = [
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="cv.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7 and then the form just stops',
    ].join('\r\n');
    const res = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .set('content-type', 'multipart/form-data; boundary=XyZ')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Malformed multipart upload', code: 'bad_request' });
  });

  test('two files in a single upload are a 400', async () => {
    const pdf = await resumePdf('Ada Lovelace', ['Python']);
    const res = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .attach('file', pdf, 'a.pdf')
      .attach('file', pdf, 'b.pdf');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Upload one file at a time');
  });

  test('after all of the above, a normal upload still succeeds', stillServes);

  test('refusals and uploads are counted for operators on /metrics', async () => {
    const metrics = (await request(t.app).get('/metrics')).text;
    const count = (labels: string) =>
      Number(
        new RegExp(`shortlist_documents_uploads_total\\{${labels}\\} (\\d+)`).exec(metrics)?.[1],
      );
    expect(count('kind="candidate",source="upload",result="file_too_large"')).toBe(1);
    expect(count('kind="candidate",source="upload",result="unsupported_file_type"')).toBe(4);
    expect(count('kind="candidate",source="upload",result="created"')).toBeGreaterThanOrEqual(3);
    expect(metrics).toMatch(
      /shortlist_documents_parse_duration_seconds_count\{file_type="pdf",result="ok"\} \d+/,
    );
    expect(metrics).toMatch(/shortlist_documents_stored_bytes_total\{kind="candidate"\} \d+/);
  });

  test('without a token nothing is accepted', async () => {
    const res = await request(t.app)
      .post('/api/candidates')
      .attach('file', await resumePdf('Anon Ymous', ['Go']), 'anon.pdf');
    expect(res.status).toBe(401);
  });
});
