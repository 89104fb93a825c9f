import { parseDockerfile, stageEnv } from './support/dockerfile';
import {
  composeProcessEnv,
  composeServices,
  containers,
  dotenvExample,
  find,
  interpolate,
  k8sContainerEnv,
  loadCompose,
  secretData,
  secretTemplate,
  type Env,
} from './support/environments';
import { OVERLAYS, renderOverlay } from './support/manifests';
import {
  DEV_LIKE,
  envSchemas,
  LOOPBACK,
  processes,
  productionRequirements,
  schemaDefaults,
  type EnvSchema,
  type Process,
} from './support/processes';
import { readRepoFile } from './support/yaml';

// The variables each service's config schema reads (imported from services/*/src/config.ts, not
// listed here) against what compose and Kubernetes give each process. A variable "matters" when
// its default is wrong for production: unset (a local fallback, a feature off) or a loopback,
// development or sandbox value. See productionRequirements in support/processes.ts.

const all = processes();
const dockerfile = parseDockerfile();
let schemas: Map<string, EnvSchema>;
beforeAll(async () => {
  schemas = await envSchemas();
});

const schemaOf = (proc: Process): EnvSchema => {
  const schema = schemas.get(proc.service);
  if (!schema) throw new Error(`services/${proc.service}/src/config.ts exports no *Env schema`);
  return schema;
};

/** Missing or wrong variables, as readable lines (empty when all is well). */
function problems(proc: Process, env: Env, strict: boolean): string[] {
  return productionRequirements(proc.service, schemaOf(proc)).flatMap(
    ({ key, reason, devDefault }) => {
      if (!(key in env)) return [`${proc.name}: ${key} ${reason} and is not set`];
      const value = env[key]!;
      if (value.startsWith('<missing')) return [`${proc.name}: ${key} comes from ${value}`];
      if (devDefault && (strict ? DEV_LIKE : LOOPBACK).test(value)) {
        return [`${proc.name}: ${key}=${value} is still a development value`];
      }
      return [];
    },
  );
}

describe('every variable that matters in production is set', () => {
  test('the rule finds the known ones (guards the rule itself)', () => {
    const keys = (name: string) =>
      productionRequirements(name, schemas.get(name)!).map((r) => r.key);
    expect(keys('auth')).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'HOST',
        'DATABASE_URL',
        'REDIS_URL',
        'INTERNAL_TOKEN',
        'JWT_PRIVATE_KEY',
      ]),
    );
    expect(keys('gateway')).toEqual(
      expect.arrayContaining(['AUTH_URL', 'DOCUMENTS_URL', 'MATCHING_URL', 'BILLING_URL']),
    );
    // The gateway's code reads no database or internal credential, so it is not handed them.
    expect(keys('gateway')).not.toContain('DATABASE_URL');
    expect(keys('gateway')).not.toContain('INTERNAL_TOKEN');
    if (schemas.has('billing'))
      expect(keys('billing')).toEqual(
        expect.arrayContaining(['PAYPAL_API_BASE', 'PAYPAL_CLIENT_ID']),
      );
  });

  test.each(all.map((p) => [p.name, p] as const))('in docker compose: %s', (name, proc) => {
    const service = composeServices(loadCompose())[name];
    expect(service).toBeDefined();
    const env = composeProcessEnv(service!, dotenvExample().active, dockerfile);
    expect(problems(proc, env, false)).toEqual([]);
  });

  describe.each(OVERLAYS)('on Kubernetes, overlay %s', (overlay) => {
    const resources = renderOverlay(overlay);
    test.each(all.map((p) => [p.name, p] as const))('%s', (name, proc) => {
      const deployment = find(resources, 'Deployment', name);
      expect(deployment).toBeDefined();
      const [container] = containers(deployment!);
      const env = k8sContainerEnv(resources, container!, name, dockerfile);
      expect(problems(proc, env, overlay === 'prod')).toEqual([]);
    });
  });

  test('a Secret key the template leaves empty (optional) is taken optionally, every other one not', () => {
    const secret = secretData(secretTemplate());
    const refs = JSON.stringify(renderOverlay('prod')).match(/"secretKeyRef":\{[^}]*\}/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const { key, optional } = JSON.parse(ref.slice('"secretKeyRef":'.length)) as {
        key: string;
        optional?: boolean;
      };
      expect([key, optional === true]).toEqual([key, secret[key] === '']);
    }
  });

  test('every Secret key a Deployment takes exists in the Secret template, which holds no real secret', () => {
    const secret = secretData(secretTemplate());
    for (const [key, value] of Object.entries(secret)) {
      expect([key, value]).toEqual([
        key,
        expect.not.stringMatching(/BEGIN [A-Z ]*PRIVATE KEY|sk-[A-Za-z0-9]{20,}/),
      ]);
      expect([key, value === '' || /REPLACE_ME|example/.test(value)]).toEqual([key, true]);
    }
    const resources = renderOverlay('prod');
    const referenced = JSON.stringify(resources).match(/"secretKeyRef":\{[^}]*\}/g) ?? [];
    for (const ref of referenced) {
      const key = /"key":"(\w+)"/.exec(ref)?.[1] ?? '';
      expect([key, key in secret]).toEqual([key, true]);
    }
  });
});

describe('.env.example', () => {
  const example = dotenvExample();
  const text = readRepoFile('.env.example');

  test('lists every variable any service reads', () => {
    const listed = new Set([...Object.keys(example.active), ...Object.keys(example.documented)]);
    const missing = [...schemas].flatMap(([service, schema]) =>
      Object.keys(schema.shape)
        .filter((key) => !listed.has(key))
        .map((key) => `${service}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  test('lists every variable docker-compose.yml interpolates', () => {
    const variables = interpolate(readRepoFile('docker-compose.yml'), {}).variables;
    for (const name of new Set(variables))
      expect([name, name in example.active]).toEqual([name, true]);
  });

  test('sets only variables docker-compose.yml passes on (a setting compose drops does nothing)', () => {
    const passed = new Set(interpolate(readRepoFile('docker-compose.yml'), {}).variables);
    const dropped = Object.keys(example.active).filter((name) => !passed.has(name));
    expect(dropped).toEqual([]);
  });

  test('documents each other variable at its true default (or the value the images set)', () => {
    const runtime = stageEnv(dockerfile, 'runtime');
    for (const [key, value] of Object.entries(example.documented)) {
      const defaults = [...schemas.values()]
        .filter((schema) => key in schema.shape)
        .map((schema) => schemaDefaults(schema)[key]);
      expect(defaults.length).toBeGreaterThan(0);
      const allowed = new Set(defaults.map((d) => (d === undefined ? '' : String(d))));
      if (runtime[key] !== undefined) allowed.add(runtime[key]);
      // PORT differs per service; the images set each one.
      if (new Set(defaults).size > 1) allowed.add('');
      expect([key, allowed.has(value)]).toEqual([key, true]);
    }
  });

  test('holds no secret: the credentials are empty, every line of prose is a comment', () => {
    for (const [key, value] of Object.entries(example.active)) {
      if (/TOKEN|SECRET|PASSWORD|PRIVATE_KEY|API_KEY/.test(key))
        expect([key, value]).toEqual([key, '']);
    }
    const stray = text
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#') && !/^[A-Z][A-Z0-9_]*=/.test(line));
    expect(stray).toEqual([]);
  });
});
