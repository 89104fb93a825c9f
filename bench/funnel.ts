// The requirement funnel of issue #29 (item 4) on a pool of generated resumes, in this process:
// the profiles are extracted once (not timed: the service keeps them in memory per workspace),
// then the funnel of the job's reading and of a few unsaved edits is computed and timed, each
// what-if as a recruiter would try it (a must-have made a nice-to-have, the minimum years dropped,
// a must-have removed). Prints figures, asserts nothing.
// Usage: node scripts/run-ts.mjs bench/funnel.ts [--pool 10000] [--repeat 3]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { extractCandidate, extractJob, type RequirementModel } from '@shortlist/matcher';
import { computeFunnel, type FunnelCandidate } from '../services/matching/src/funnel/compute';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const poolSize = arg('pool', 10_000);
const repeat = arg('repeat', 3);

const AD = `Senior Platform Engineer
Northwind Logistics · Austin, TX (hybrid)

About us
We move freight for 4,000 shippers across North America.

Requirements
- 5+ years of experience building backend services
- Strong Go or Java, and SQL (PostgreSQL)
- Kubernetes and Docker in production
- Terraform and AWS
- Experience with Kafka or RabbitMQ
- CI/CD pipelines (GitHub Actions, Jenkins)

Nice to have
- Prometheus, Grafana
- Python scripting

Benefits
Health insurance, 401(k), and a yearly learning budget.`;

const SKILLS = (
  'Go, Java, PostgreSQL, SQL, Kubernetes, Docker, Terraform, AWS, Kafka, RabbitMQ, Jenkins, ' +
  'GitHub Actions, Prometheus, Grafana, Python, JavaScript, React, Excel, Photoshop, Node.js'
).split(', ');
const TITLES = ['Platform Engineer', 'Backend Developer', 'DevOps Engineer', 'Data Analyst'];
const FIRST = 'Avery Blake Carmen Dana Elliot Farah Gideon Harper Imani Jonas'.split(' ');
const LAST = 'Abbott Brennan Castillo Delgado Everett Fischer Garrison Holloway'.split(' ');

/** Resume number i: its own name, title, years and slice of the skills, so counts spread. */
function resumeText(i: number): string {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  const count = 2 + (i % 9);
  const skills = Array.from({ length: count }, (_, k) => SKILLS[(i * 7 + k * 3) % SKILLS.length]);
  const years = 1 + (i % 14);
  const title = TITLES[i % TITLES.length]!;
  return [
    name,
    title,
    `${name.toLowerCase().replace(' ', '.')}${i}@example.com | Austin, TX`,
    '',
    'Summary',
    `${title} with ${years} years of experience.`,
    '',
    'Experience',
    `${title}, Initech          Jan ${2025 - years} - Present`,
    `- Built and ran services with ${skills.join(', ')}`,
    '',
    'Skills',
    skills.join(', '),
  ].join('\n');
}

function edits(model: RequirementModel): [string, RequirementModel][] {
  const musts = model.requirements.filter((r) => r.kind === 'must' && !r.soft);
  const first = musts[0];
  const last = musts[musts.length - 1];
  const out: [string, RequirementModel][] = [['as read', model]];
  if (first)
    out.push([
      `${first.skills.join('/')} → nice-to-have`,
      {
        ...model,
        requirements: model.requirements.map((r) => (r === first ? { ...r, kind: 'nice' } : r)),
      },
    ]);
  const { minYears: _dropped, ...noYears } = model;
  out.push(['minimum years dropped', noYears]);
  if (last)
    out.push([
      `${last.skills.join('/')} removed`,
      { ...model, requirements: model.requirements.filter((r) => r !== last) },
    ]);
  return out;
}

function main() {
  const job = extractJob(AD);
  const model = job.model!;
  let started = performance.now();
  const pool: FunnelCandidate[] = Array.from({ length: poolSize }, (_, i) => {
    const profile = extractCandidate(resumeText(i));
    return { id: `c${i}`, name: profile.name ?? `Candidate ${i}`, profile };
  });
  const extractS = (performance.now() - started) / 1000;
  console.log(
    `pool: ${poolSize} generated resumes, extracted in ${extractS.toFixed(1)} s (not timed below)`,
  );
  console.log(
    `reading: ${model.requirements.filter((r) => r.kind !== 'nice' && !r.soft).length} must-haves, ` +
      `${(model.gates ?? []).length} gates, minimum years ${model.minYears ?? 'none'}`,
  );
  console.log(
    '| what-if | all must-haves met | scored for the top | wall ms (best) | wall ms (mean) | CPU ms (best) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, reading] of edits(model)) {
    const times: number[] = [];
    const cpu: number[] = [];
    let allMet = 0;
    let scoredForTop = 0;
    for (let r = 0; r < repeat; r++) {
      started = performance.now();
      const cpuBefore = process.cpuUsage();
      ({ allMet, scoredForTop } = computeFunnel(job, reading, pool, 10));
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      times.push(performance.now() - started);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `| ${name} | ${allMet} of ${poolSize} | ${scoredForTop} | ${Math.min(...times).toFixed(0)} | ${mean.toFixed(0)} | ${Math.min(...cpu).toFixed(0)} |`,
    );
  }
  // The counts alone (no candidate scored for the top), to see where a what-if's time goes.
  const edit = edits(model)[1]![1];
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < repeat; r++) {
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    computeFunnel(job, edit, pool, 0, 0);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  console.log(
    `counts alone (${edits(model)[1]![0]}): wall best ${Math.min(...times).toFixed(0)} ms, ` +
      `mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms; ` +
      `CPU best ${Math.min(...cpu).toFixed(0)} ms`,
  );
  console.log(
    `(${repeat} runs each; node ${process.version}; 2 cores shared, load average ` +
      `${os.loadavg()[0]!.toFixed(1)}: wall times include waiting for a core, CPU times do not)`,
  );
}

main();
