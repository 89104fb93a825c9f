import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  baseImage,
  copies,
  execForm,
  healthcheck,
  lastInstruction,
  parseDockerfile,
  stageEnv,
  stageNamed,
} from './support/dockerfile';
import { dockerignore } from './support/dockerignore';
import { envSchemas, listenPortKey, processes, schemaDefaults } from './support/processes';
import { readRepoFile, ROOT } from './support/yaml';

// No container engine runs on these machines, so the Dockerfile is read, not built: each check
// below is something `docker build` or `docker run` would otherwise reveal much later.

const dockerfile = parseDockerfile();
const all = processes();

describe('the Dockerfile', () => {
  test('has a stage for every process entry in scripts/build.mjs', () => {
    const stageNames = dockerfile.stages.map((stage) => stage.name).filter(Boolean);
    for (const proc of all) expect(stageNames).toContain(proc.name);
    // Every service with a src/main.ts is in ENTRIES (so it has a stage).
    const services = readdirSync(path.join(ROOT, 'services')).filter((s) =>
      existsSync(path.join(ROOT, 'services', s, 'src', 'main.ts')),
    );
    for (const service of services) {
      expect(all.some((p) => p.service === service && p.entry === 'main')).toBe(true);
    }
  });

  test.each(all.map((p) => [p.name, p] as const))(
    '%s starts node itself on its built entry, as PID 1 (JSON-form CMD, no shell)',
    (_, proc) => {
      const cmd = execForm(lastInstruction(dockerfile, proc.name, 'CMD')?.args ?? '');
      expect(cmd).toEqual(['node', proc.dist]);
      expect(lastInstruction(dockerfile, proc.name, 'ENTRYPOINT')).toBeUndefined();
      // The dist path is the one scripts/build.mjs writes for this entry.
      expect(readRepoFile('scripts/build.mjs')).toContain('`services/${service}/dist/${entry}.js`');
    },
  );

  test.each(all.map((p) => [p.name, p] as const))(
    '%s runs as a numeric non-root user, in production mode, listening beyond loopback',
    (_, proc) => {
      const user = lastInstruction(dockerfile, proc.name, 'USER')?.args ?? '';
      expect(user).toMatch(/^\d+(:\d+)?$/);
      expect(Number(user.split(':')[0])).toBeGreaterThan(0);
      const env = stageEnv(dockerfile, proc.name);
      expect(env.NODE_ENV).toBe('production');
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.SERVICE).toBe(proc.name);
    },
  );

  test.each(all.map((p) => [p.name, p] as const))(
    '%s has a node-based HEALTHCHECK on /healthz at the port it listens on',
    async (_, proc) => {
      const schema = (await envSchemas()).get(proc.service);
      expect(schema).toBeDefined();
      const portKey = listenPortKey(proc, schema!);
      const env = stageEnv(dockerfile, proc.name);
      // The image's port is the service's own default, and EXPOSE says the same.
      expect(env[portKey]).toBe(String(schemaDefaults(schema!)[portKey]));
      expect(lastInstruction(dockerfile, proc.name, 'EXPOSE')?.args).toBe(env[portKey]);
      const check = healthcheck(lastInstruction(dockerfile, proc.name, 'HEALTHCHECK')?.args ?? '');
      expect(check.command?.slice(0, 2)).toEqual(['node', '-e']);
      const script = check.command?.[2] ?? '';
      expect(script).toContain(`process.env.${portKey}`);
      expect(script).toContain('/healthz');
      expect(script).toMatch(/process\.exit\(r\.ok \? 0 : 1\)/);
      expect(check.options.timeout).toBeDefined();
    },
  );

  test('builds once with npm ci and the project build, then prunes dev dependencies', () => {
    const build = stageNamed(dockerfile, 'build');
    const runs = build?.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args) ?? [];
    const order = ['npm ci', 'node scripts/build.mjs', 'npm prune --omit=dev'].map((command) =>
      runs.findIndex((run) => run.includes(command)),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The process images start from a clean base and take only the build's output.
    for (const proc of all) {
      expect(copies(dockerfile, proc.name).every((copy) => copy.from === 'build')).toBe(true);
    }
  });

  test('copies every workspace manifest before npm ci, as npm ci requires', () => {
    const { workspaces } = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
    const manifests = workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(ROOT, pattern.slice(0, -2)))
            .map((dir) => `${pattern.slice(0, -2)}/${dir}/package.json`)
            .filter((file) => existsSync(path.join(ROOT, file)))
        : [`${pattern}/package.json`],
    );
    const build = stageNamed(dockerfile, 'build')!;
    const npmCi = build.instructions.findIndex(
      (i) => i.keyword === 'RUN' && i.args.includes('npm ci'),
    );
    const copiedBefore = build.instructions
      .slice(0, npmCi)
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(copiedBefore).toEqual(
      expect.arrayContaining(['package.json', 'package-lock.json', ...manifests]),
    );
  });

  test('ships the runtime pieces: node_modules, the bundles, the migrations; the web app in the gateway only', () => {
    for (const proc of all) {
      const sources = copies(dockerfile, proc.name).flatMap((copy) => copy.sources);
      expect(sources).toEqual(
        expect.arrayContaining(['/app/node_modules', '/app/services', '/app/packages']),
      );
      expect(sources.includes('/app/web/dist')).toBe(proc.name === 'gateway');
    }
    expect(stageEnv(dockerfile, 'gateway').WEB_DIST).toBe('/app/web/dist');
  });

  test('stands on a slim image of the Node major the tests run on', () => {
    const image = baseImage(dockerfile, 'runtime');
    const major = process.versions.node.split('.')[0];
    expect(image).toMatch(new RegExp(`^node:${major}-[a-z]+-slim(@sha256:[0-9a-f]{64})?$`));
    expect(baseImage(dockerfile, 'build')).toBe(image);
  });

  test('`--build-arg SERVICE=<process>` without --target selects the same stage', () => {
    const last = dockerfile.stages.at(-1)!;
    expect(last.from).toBe('${SERVICE}');
    expect(all.map((p) => p.name)).toContain(dockerfile.globalArgs.SERVICE);
  });
});

describe('.dockerignore', () => {
  const ignored = dockerignore();

  test('keeps host installs, build output, local data, secrets and git out of the build context', () => {
    for (const file of [
      'node_modules/express/package.json',
      'web/node_modules/vite/package.json',
      'services/auth/dist/main.js',
      'web/dist/index.html',
      '.data/auth/jwt-private.pem',
      '.env',
      '.git/HEAD',
      'services/auth/src/app.test.ts',
    ]) {
      expect([file, ignored(file)]).toEqual([file, true]);
    }
  });

  test('lets through everything the build stage copies and runs', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'scripts/build.mjs',
      'scripts/bundle.mjs',
      'tests/package.json',
      'bench/package.json',
      'web/index.html',
      'web/package.json',
      ...all.map((p) => p.source),
      ...all.map((p) => `services/${p.service}/src/db/migrations/0000_init.sql`),
      ...all.map((p) => `services/${p.service}/package.json`),
    ];
    for (const file of needed) expect([file, ignored(file)]).toEqual([file, false]);
  });
});
