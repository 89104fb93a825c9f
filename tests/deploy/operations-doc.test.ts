import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  containers,
  dotenvExample,
  find,
  k8sContainerEnv,
  secretData,
  secretTemplate,
} from './support/environments';
import { obj, renderOverlay, scalerOf } from './support/manifests';
import { envSchemas, processes, serviceReads } from './support/processes';
import { readRepoFile, ROOT, type JsonObject } from './support/yaml';

// docs/operations.md is what an operator trusts at 3 a.m.: it must name every variable, cite only
// benchmarks that exist (or say plainly which figure is still to come), and its arithmetic about
// the manifests must match the manifests.

const doc = readRepoFile('docs/operations.md');
const prod = renderOverlay('prod');

test('documents every variable the services read, and every deployment-only one', async () => {
  const names = new Set<string>();
  for (const schema of (await envSchemas()).values())
    Object.keys(schema.shape).forEach((k) => names.add(k));
  Object.keys(secretData(secretTemplate())).forEach((k) => names.add(k));
  Object.keys(dotenvExample().active).forEach((k) => names.add(k));
  const documented = (name: string) =>
    new RegExp(`\`[^\`]*\\b${name}\\b[^\`]*\``).test(doc) ||
    // `<SERVICE>_DATABASE_URL` stands for the Secret's four per-service database URLs.
    (/^[A-Z]+_DATABASE_URL$/.test(name) && doc.includes('`<SERVICE>_DATABASE_URL`'));
  expect([...names].filter((name) => !documented(name))).toEqual([]);
});

test('cites only benchmarks that exist, and marks each missing figure TODO with where it will come from', () => {
  const todos = [...doc.matchAll(/TODO(?:\(([^)]+)\))?/g)];
  expect(todos.length).toBeGreaterThan(0);
  for (const [whole, source] of todos) {
    // Either a bench file to come, or (bare TODO) followed by how to measure it.
    expect([whole, source ?? doc.slice(doc.indexOf(whole), doc.indexOf(whole) + 120)]).toEqual([
      whole,
      expect.stringMatching(/bench\/|measure/),
    ]);
  }
  const promised = new Set(todos.map(([, source]) => source).filter(Boolean));
  for (const [, file] of doc.matchAll(/`(bench\/[\w-]+\.ts)`/g)) {
    expect([
      file,
      existsSync(path.join(ROOT, file!)) || [...promised].some((p) => p!.startsWith(file!)),
    ]).toEqual([file, true]);
  }
  // Every row of the measured table names its source.
  const table = doc.slice(doc.indexOf('| Figure | Value | Source'), doc.indexOf('**Load.**'));
  for (const row of table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[- |]+$/.test(line))
    .slice(1)) {
    expect(row).toMatch(/bench\/|TODO/);
  }
});

test('states the queue KEDA watches as the manifests do', () => {
  const scaled = prod.find((r) => r.kind === 'ScaledObject')!;
  const [trigger] = (scaled.spec as JsonObject).triggers as JsonObject[];
  const listName = String((trigger!.metadata as JsonObject).listName);
  const worker = processes().find((p) => !p.servesApi)!;
  const env = k8sContainerEnv(
    prod,
    containers(find(prod, 'Deployment', worker.name)!)[0]!,
    worker.name,
  );
  const stated = listName.replace(env.REDIS_PREFIX!, '<REDIS_PREFIX>');
  expect([stated, doc.includes(stated)]).toEqual([stated, true]);
});

test('its PostgreSQL connection arithmetic matches the prod overlay', () => {
  const pool = Number(
    /max: options\.poolSize \?\? (\d+)/.exec(readRepoFile('packages/kit/src/db.ts'))?.[1],
  );
  expect(pool).toBeGreaterThan(0);
  const maxReplicas = (proc: { name: string }): number => {
    const hpa = scalerOf(prod, 'HorizontalPodAutoscaler', proc.name);
    if (hpa) return Number(obj(hpa.spec).maxReplicas);
    return Number(obj(scalerOf(prod, 'ScaledObject', proc.name)?.spec).maxReplicaCount);
  };
  const holders = processes().filter((p) =>
    existsSync(path.join(ROOT, 'services', p.service, 'src/db/migrations')),
  );
  const total = pool * holders.reduce((sum, p) => sum + maxReplicas(p), 0);
  expect(
    holders.every(
      (p) => serviceReads(p.service, 'DATABASE_URL') || !existsSync(path.join(ROOT, p.source)),
    ),
  ).toBe(true);
  const stated = `${pool} × (${holders.map(maxReplicas).join(' + ')}) = ${total}`;
  expect([stated, doc.includes(stated)]).toEqual([stated, true]);
});
