import path from 'node:path';
import { ensureParseWorkerBuilt } from './testing/worker-build';
import { resolveParseWorkerFile } from './worker-file';

describe('resolveParseWorkerFile', () => {
  const saved = process.env.PARSE_WORKER_FILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.PARSE_WORKER_FILE;
    else process.env.PARSE_WORKER_FILE = saved;
  });

  it('prefers the option, then PARSE_WORKER_FILE, then the package build', () => {
    const built = ensureParseWorkerBuilt();
    delete process.env.PARSE_WORKER_FILE;
    expect(resolveParseWorkerFile()).toBe(built);
    process.env.PARSE_WORKER_FILE = built;
    expect(resolveParseWorkerFile()).toBe(built);
    expect(() => resolveParseWorkerFile('/nowhere/parse-worker.js')).toThrow(
      'Parser worker not found at /nowhere/parse-worker.js',
    );
    process.env.PARSE_WORKER_FILE = path.join(path.dirname(built), 'missing.js');
    expect(() => resolveParseWorkerFile()).toThrow(/not found/);
  });
});
