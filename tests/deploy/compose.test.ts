import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  durationSeconds,
  lastInstruction,
  parseDockerfile,
  stageNamed,
} from './support/dockerfile';
import {
  composeProcessEnv,
  composeServices,
  composeTarget,
  dotenvExample,
  loadCompose,
} from './support/environments';
import {
  envSchemas,
  listenPortKey,
  processes,
  schemaDefaults,
  serviceReads,
} from './support/processes';
import { isObject, ROOT, type JsonObject } from './support/yaml';

// docker-compose.yml, read as docker compose reads it (YAML merge keys, interpolation from .env).
// No engine runs here, so what `docker compose up` would trip over is checked by hand.

const compose = loadCompose();
const services = composeServices(compose);
const dockerfile = parseDockerfile();
const dotenv = dotenvExample().active;
const all = processes();

const dependsOn = (service: JsonObject): Record<string, string> => {
  const value = service.depends_on;
  if (Array.isArray(value))
    return Object.fromEntries(value.map((name) => [String(name), 'service_started']));
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([name, spec]) => [
      name,
      isObject(spec) ? String(spec.condition) : '',
    ]),
  );
};

const hasHealthcheck = (name: string): boolean => {
  const service = services[name];
  if (!service) return false;
  if (isObject(service.healthcheck)) return service.healthcheck.disable !== true;
  const target = composeTarget(service);
  return target !== undefined && lastInstruction(dockerfile, target, 'HEALTHCHECK') !== undefined;
};

describe('docker-compose.yml', () => {
  test('runs PostgreSQL 16 and Redis 7, Redis as a queue store: AOF on, never evicting', () => {
    expect(services.postgres?.image).toMatch(/^postgres:16(\b|$)/);
    expect(services.redis?.image).toMatch(/^redis:7(\b|$)/);
    const command = (services.redis?.command as string[]).join(' ');
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
  });

  test.each(all.map((p) => [p.name, p] as const))(
    '%s is built from its own Dockerfile stage',
    (name) => {
      const service = services[name];
      expect(service).toBeDefined();
      const build = service!.build as JsonObject;
      expect(
        existsSync(
          path.join(ROOT, String(build.context), String(build.dockerfile ?? 'Dockerfile')),
        ),
      ).toBe(true);
      expect(stageNamed(dockerfile, composeTarget(service!) ?? '')).toBeDefined();
      expect(composeTarget(service!)).toBe(name);
    },
  );

  test('references only images it builds or official images at a pinned major version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      expect([name, service.image]).toEqual([name, expect.stringMatching(/^(postgres|redis):\d+/)]);
    }
  });

  test('publishes one port: the gateway, on the port the gateway listens on', async () => {
    const published = Object.entries(services).filter(([, s]) => s.ports !== undefined);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    const gateway = services.gateway!;
    const schema = (await envSchemas()).get('gateway')!;
    const port = composeProcessEnv(gateway, dotenv).PORT ?? String(schemaDefaults(schema).PORT);
    expect(gateway.ports).toEqual([expect.stringMatching(new RegExp(`:${port}$`))]);
  });

  test('starts in order of health: stores, then services, then the gateway', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependsOn(service))) {
        expect([name, dependency, condition]).toEqual([name, dependency, 'service_healthy']);
        expect([dependency, hasHealthcheck(dependency)]).toEqual([dependency, true]);
      }
    }
    for (const proc of all) {
      const deps = Object.keys(dependsOn(services[proc.name]!));
      if (serviceReads(proc.service, 'DATABASE_URL')) expect(deps).toContain('postgres');
      if (serviceReads(proc.service, 'REDIS_URL')) expect(deps).toContain('redis');
    }
    const upstreams = all.filter((p) => p.servesApi && p.name !== 'gateway').map((p) => p.name);
    expect(Object.keys(dependsOn(services.gateway!))).toEqual(expect.arrayContaining(upstreams));
  });

  test('runs several workers, each given longer to stop than it takes to drain', () => {
    const worker = all.find((p) => !p.servesApi)!;
    const service = services[worker.name]!;
    const deploy = service.deploy as JsonObject;
    expect(deploy.replicas).toBeGreaterThanOrEqual(2);
    const drainMs = Number(composeProcessEnv(service, dotenv).SHUTDOWN_TIMEOUT_MS);
    expect(durationSeconds(String(service.stop_grace_period))).toBeGreaterThan(drainMs / 1000);
    // Scaling needs the name to be compose's own.
    expect(service.container_name).toBeUndefined();
  });

  test('keeps data on named volumes', () => {
    const declared = Object.keys((compose.volumes as JsonObject | undefined) ?? {});
    for (const [name, service] of Object.entries(services)) {
      for (const volume of (service.volumes as string[] | undefined) ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.') || source.startsWith('/')) continue;
        expect([name, source, declared.includes(source)]).toEqual([name, source, true]);
      }
    }
    const mounted = (name: string) =>
      ((services[name]?.volumes as string[] | undefined) ?? []).join(' ');
    expect(mounted('postgres')).toMatch(/:\/var\/lib\/postgresql\/data/);
    expect(mounted('redis')).toMatch(/:\/data/);
  });

  test('gives every process the listen port its image and healthcheck use', async () => {
    const schemas = await envSchemas();
    for (const proc of all) {
      const env = composeProcessEnv(services[proc.name]!, dotenv);
      const key = listenPortKey(proc, schemas.get(proc.service)!);
      expect([proc.name, env[key]]).toEqual([
        proc.name,
        String(schemaDefaults(schemas.get(proc.service)!)[key]),
      ]);
    }
  });
});
