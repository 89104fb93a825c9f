// What loading ioredis costs the engine's string work, and what kit's guard (packages/kit/src/
// string-speed.ts) gives back. Each mode runs in a child process of its own, because the cost is
// process-wide and cannot be undone once paid:
//   shipped  ioredis loaded as it ships (it defines a String subclass), before anything else
//   kit      ioredis loaded after @shortlist/kit's guard, as every service loads it
// Each child times a character-code loop, extracting the resumes and scoring them against one job
// (a fresh copy of each profile per pair, as a pool worker reads them). The children take turns
// for --rounds rounds (default 3) so that a neighbour's load hits all modes alike; compare the
// ratios within a round.
//   node scripts/run-ts.mjs bench/string-speed.ts [--limit 200] [--rounds 3]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { extractCandidate, extractJob, scoreMatch } from '@shortlist/matcher';
import { parseFileInProcess } from '@shortlist/parsers';
import { resumeSource } from './lib/resumes';

const MODES = ['shipped', 'kit'] as const;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

interface Texts {
  job: string;
  resumes: string[];
}

interface Figures {
  nsPerChar: number;
  extractUs: number;
  scoreUs: number;
}

function timed(repeat: number, work: () => void): number {
  const started = performance.now();
  for (let i = 0; i < repeat; i++) work();
  return (performance.now() - started) / repeat;
}

function countLetters(text: string): number {
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) letters++;
  }
  return letters;
}

/** In a child (ioredis already loaded as its mode says): time the string work. */
function child(textsFile: string): Figures {
  const { job: jobText, resumes } = JSON.parse(readFileSync(textsFile, 'utf8')) as Texts;
  const sample = resumes.join('\n').toLowerCase();
  countLetters(sample);
  const nsPerChar = (timed(20, () => countLetters(sample)) * 1e6) / sample.length;
  const job = extractJob(jobText);
  const extract = () => resumes.map((text) => extractCandidate(text));
  extract();
  const extractUs = (timed(3, extract) * 1000) / resumes.length;
  const copies = extract().map((profile) => JSON.stringify(profile));
  const score = () => copies.forEach((copy) => scoreMatch(job, JSON.parse(copy)));
  score();
  const scoreUs = (timed(5, score) * 1000) / copies.length;
  return { nsPerChar, extractUs, scoreUs };
}

async function main(): Promise<void> {
  const modeAt = process.argv.indexOf('--child');
  if (modeAt > 0) {
    const figures = child(process.argv[modeAt + 1] ?? '');
    process.stdout.write(JSON.stringify(figures));
    return;
  }
  const limit = option('limit', 200);
  const rounds = option('rounds', 3);
  const source = resumeSource();
  const parse = async (file: { bytes: Buffer; fileName: string }) =>
    (await parseFileInProcess(file.bytes, file.fileName)).text;
  const texts: Texts = { job: await parse(await source.job()), resumes: [] };
  for (let i = 0; i < limit; i++) texts.resumes.push(await parse(await source.file(i)));
  const textsFile = path.join(os.tmpdir(), `string-speed-${process.pid}.json`);
  writeFileSync(textsFile, JSON.stringify(texts));
  console.log(`${limit} resumes: ${source.description}; node ${process.version}`);
  for (let round = 1; round <= rounds; round++) {
    const rows: Record<string, Record<string, string>> = {};
    let base: Figures | undefined;
    for (const mode of MODES) {
      // This file loads ioredis through @shortlist/kit, after the guard; "shipped" loads it first.
      const preload =
        mode === 'shipped' ? ['--require', createRequire(__filename).resolve('ioredis')] : [];
      const run = spawnSync(process.execPath, [...preload, __filename, '--child', textsFile], {
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`child ${mode}: ${run.stderr}`);
      const figures = JSON.parse(run.stdout) as Figures;
      base ??= figures;
      const ratio = (key: keyof Figures) => `(${(figures[key] / base![key]).toFixed(2)}x)`;
      rows[mode] = {
        'charCodeAt ns/char': `${figures.nsPerChar.toFixed(2)} ${ratio('nsPerChar')}`,
        'extract us/resume': `${figures.extractUs.toFixed(0)} ${ratio('extractUs')}`,
        'score us/pair': `${figures.scoreUs.toFixed(0)} ${ratio('scoreUs')}`,
      };
    }
    console.log(`round ${round} (ratios to "shipped")`);
    console.table(rows);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
