import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRedis, testRedisUrl, uniqueSuffix } from '@shortlist/kit';
import { Queue } from 'bullmq';
import { containers, find, k8sContainerEnv } from './support/environments';
import { OVERLAYS, renderOverlay } from './support/manifests';
import { envSchemas, processes, schemaDefaults } from './support/processes';
import { isObject, ROOT, type JsonObject } from './support/yaml';

// KEDA scales the workers on the length of one Redis list. That list's name is not written in the
// code anywhere: BullMQ derives it as `{prefix}:{queue}:wait`, from the queue name and the prefix
// option the matching service passes. These tests find both in the code, check the ScaledObject
// names that list, and check with real BullMQ and Redis that waiting jobs are where KEDA looks.

interface QueueSite {
  file: string;
  kind: 'Queue' | 'Worker';
  name: string;
  prefix?: string;
}

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'test-support' ? [] : sources(full);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.startsWith('test-')
      ? [full]
      : [];
  });
}

/** Every `new Queue(…)` and `new Worker(…)` of the services: the name argument and the prefix option. */
function queueSites(): QueueSite[] {
  return readdirSync(path.join(ROOT, 'services')).flatMap((service) =>
    sources(path.join(ROOT, 'services', service, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/new (Queue|Worker)\(\s*([\w'"-]+)\s*,/g)].map((match) => {
        // The options object follows within a few lines (the Worker's processor comes first).
        const window = text.slice(match.index, match.index + 1500);
        const prefix = /\bprefix:\s*([^,\n]+),/.exec(window)?.[1];
        return {
          file,
          kind: match[1] as 'Queue' | 'Worker',
          name: match[2]!,
          prefix: prefix?.trim(),
        };
      });
    }),
  );
}

/** The value of an identifier as the file sees it: a literal, or an export of what it imports. */
async function resolveIdentifier(file: string, identifier: string): Promise<unknown> {
  const literal = /^['"](.*)['"]$/.exec(identifier);
  if (literal) return literal[1];
  const text = readFileSync(file, 'utf8');
  const from = new RegExp(
    `import\\s*\\{[^}]*\\b${identifier}\\b[^}]*\\}\\s*from\\s*'([^']+)'`,
  ).exec(text)?.[1];
  if (!from) throw new Error(`${file}: cannot tell where ${identifier} comes from`);
  const specifier = from.startsWith('.') ? path.resolve(path.dirname(file), from) : from;
  return ((await import(specifier)) as Record<string, unknown>)[identifier];
}

/** `queuePrefix(config)` → the function, called with a config; a literal as is; none → BullMQ's 'bull'. */
async function resolvePrefix(site: QueueSite, config: Record<string, unknown>): Promise<string> {
  if (!site.prefix) return 'bull';
  const call = /^(\w+)\(\s*\w+\s*\)$/.exec(site.prefix);
  if (call) {
    const fn = await resolveIdentifier(site.file, call[1]!);
    if (typeof fn !== 'function') throw new Error(`${site.prefix} is not a function call`);
    return String((fn as (c: unknown) => unknown)(config));
  }
  return String(await resolveIdentifier(site.file, site.prefix));
}

const worker = processes().find((p) => !p.servesApi);

describe('the list KEDA watches is the list BullMQ fills', () => {
  const sites = queueSites();

  test('the matching service produces and consumes one queue, under one prefix', () => {
    expect(worker).toBeDefined();
    const ours = sites.filter((s) => s.file.includes(`/services/${worker!.service}/`));
    expect(ours.map((s) => s.kind).sort()).toEqual(['Queue', 'Worker']);
    expect(new Set(ours.map((s) => s.name)).size).toBe(1);
    expect(new Set(ours.map((s) => s.prefix)).size).toBe(1);
  });

  test.each(OVERLAYS)(
    'overlay %s: the ScaledObject reads `{prefix}:{queue}:wait` of that queue',
    async (overlay) => {
      const resources = renderOverlay(overlay);
      const schema = (await envSchemas()).get(worker!.service)!;
      const deployment = find(resources, 'Deployment', worker!.name)!;
      const env = {
        ...schemaDefaults(schema),
        ...k8sContainerEnv(resources, containers(deployment)[0]!, worker!.name),
      };
      const [site] = sites.filter(
        (s) => s.kind === 'Worker' && s.file.includes(`/services/${worker!.service}/`),
      );
      const queue = await resolveIdentifier(site!.file, site!.name);
      const prefix = await resolvePrefix(site!, env);
      const scaled = resources.find(
        (r) =>
          r.kind === 'ScaledObject' &&
          isObject(r.spec) &&
          isObject(r.spec.scaleTargetRef) &&
          r.spec.scaleTargetRef.name === worker!.name,
      );
      const [trigger] = ((scaled?.spec as JsonObject).triggers as JsonObject[]) ?? [];
      expect((trigger?.metadata as JsonObject).listName).toBe(`${prefix}:${String(queue)}:wait`);
    },
  );

  test('BullMQ keeps a waiting job in that list, and delayed ones (retries in backoff) elsewhere', async () => {
    const [site] = sites.filter(
      (s) => s.kind === 'Queue' && s.file.includes(`/services/${worker!.service}/`),
    );
    const name = String(await resolveIdentifier(site!.file, site!.name));
    const schema = (await envSchemas()).get(worker!.service)!;
    const prefix = await resolvePrefix(site!, {
      ...schemaDefaults(schema),
      REDIS_PREFIX: `deploy-test-${uniqueSuffix()}`,
    });
    const redis = createRedis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(name, { connection: redis, prefix });
    try {
      await queue.add('probe', { n: 1 });
      await queue.add('probe', { n: 2 }, { delay: 60_000 });
      expect(await redis.type(`${prefix}:${name}:wait`)).toBe('list');
      expect(await redis.llen(`${prefix}:${name}:wait`)).toBe(1);
      expect(await redis.zcard(`${prefix}:${name}:delayed`)).toBe(1);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      await redis.quit();
    }
  });
});
