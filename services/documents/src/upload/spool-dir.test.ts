import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepSpoolDir } from './spool-dir';

describe('spool folder sweep at start', () => {
  test('removes the folders of processes that are gone, keeps those of live ones', async () => {
    const spool = mkdtempSync(path.join(os.tmpdir(), 'shortlist-sweep-test-'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const folders = {
      crashed: `shortlist-upload-${gone}-abc123`,
      ours: `shortlist-upload-${process.pid}-def456`,
      live: `shortlist-upload-${process.ppid}-ghi789`,
      other: 'not-ours',
    };
    for (const name of Object.values(folders)) mkdirSync(path.join(spool, name));

    expect((await sweepSpoolDir(spool)).sort()).toEqual([folders.crashed, folders.ours].sort());
    expect(readdirSync(spool).sort()).toEqual([folders.live, folders.other].sort());
  });
});
