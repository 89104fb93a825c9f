import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lastInstruction, parseDockerfile } from './support/dockerfile';
import {
  containers,
  find,
  k8sContainerEnv,
  secretData,
  secretTemplate,
} from './support/environments';
import { readKustomization, readResources, renderWithKustomizeBinary } from './support/kustomize';
import { imageName } from './support/kustomize-patches';
import {
  cores,
  mebibytes,
  obj,
  OVERLAYS,
  portOf,
  renderOverlay,
  resourceKey,
  serviceSelects,
  templateAnnotations,
  templateLabels,
} from './support/manifests';
import { selects } from './support/network-policy';
import {
  envSchemas,
  listenPortKey,
  metricsPortKey,
  processes,
  schemaDefaults,
  type EnvSchema,
} from './support/processes';
import { validateManifest } from './support/schemas';
import { parseYamlDocuments, ROOT, type JsonObject } from './support/yaml';

// k8s/ rendered per overlay, as the cluster would receive it, and held against the schemas of
// Kubernetes and KEDA and against the code: every process, its image, port, probes, resources,
// Service, autoscaler and config. Shutdown, security and network: kubernetes-safety.test.ts.

const all = processes();
const dockerfile = parseDockerfile();
let schemas: Map<string, EnvSchema>;
beforeAll(async () => {
  schemas = await envSchemas();
});

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const resources = renderOverlay(overlay);
  const envOf = (name: string) =>
    k8sContainerEnv(
      resources,
      containers(find(resources, 'Deployment', name)!)[0]!,
      name,
      dockerfile,
    );

  test('keeps to the rendered subset of kustomize, and renders as kubectl/kustomize would', () => {
    for (const dir of ['k8s/base', `k8s/overlays/${overlay}`])
      expect(() => readKustomization(path.join(ROOT, dir))).not.toThrow();
    const real = renderWithKustomizeBinary(path.join(ROOT, 'k8s/overlays', overlay));
    if (!real) return console.info('kubectl/kustomize not installed: compared with nothing');
    expect(new Map(resources.map((r) => [resourceKey(r), r]))).toEqual(
      new Map(real.map((r) => [resourceKey(r), r])),
    );
  });

  test('every manifest validates against the Kubernetes or KEDA schema', async () => {
    for (const resource of resources) await validateManifest(resource);
  });

  test('everything lives in the overlay namespace, which the overlay creates', () => {
    const { namespace } = readKustomization(path.join(ROOT, 'k8s/overlays', overlay));
    expect(find(resources, 'Namespace', String(namespace))).toBeDefined();
    for (const r of resources.filter((r) => r.kind !== 'Namespace'))
      expect([resourceKey(r), r.metadata.namespace]).toEqual([resourceKey(r), namespace]);
  });

  test.each(all.map((p) => [p.name, p] as const))(
    '%s: a Deployment of its own image, probed where it listens',
    (name, proc) => {
      const deployment = find(resources, 'Deployment', name);
      expect(deployment).toBeDefined();
      expect(selects(obj(deployment!.spec).selector, templateLabels(deployment!))).toBe(true);
      const [container, ...others] = containers(deployment!);
      expect(others).toEqual([]);
      // The image is the Dockerfile stage of the same name (renamed by the overlay's `images`).
      const image = imageName(String(container!.image)).name;
      expect(image === `shortlist-${name}` || image.endsWith(`/${name}`)).toBe(true);
      expect(lastInstruction(dockerfile, name, 'CMD')).toBeDefined();

      const env = envOf(name);
      const portKey = listenPortKey(proc, schemas.get(proc.service)!);
      const listens = Number(env[portKey] ?? schemaDefaults(schemas.get(proc.service)!)[portKey]);
      for (const [probe, route] of [
        ['readinessProbe', '/readyz'],
        ['livenessProbe', '/healthz'],
        ['startupProbe', '/healthz'],
      ] as const) {
        const httpGet = obj(obj(container![probe]).httpGet);
        expect([name, probe, httpGet.path, portOf(container!, httpGet.port)]).toEqual([
          name,
          probe,
          route,
          listens,
        ]);
      }
      const metricsKey = metricsPortKey(proc, schemas.get(proc.service)!);
      const scraped = Number(
        env[metricsKey] ?? schemaDefaults(schemas.get(proc.service)!)[metricsKey],
      );
      expect(templateAnnotations(deployment!)).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(scraped),
        'prometheus.io/path': '/metrics',
      });
      if (scraped !== listens) {
        // A metrics port of its own: declared on the container, and kept off the Service, which
        // is what the ingress routes to.
        expect(portOf(container!, 'metrics')).toBe(scraped);
        const service = find(resources, 'Service', name);
        const servicePorts = (obj(service?.spec).ports ?? []) as JsonObject[];
        expect(servicePorts.map((p) => String(p.targetPort))).not.toContain('metrics');
        expect(servicePorts.map((p) => Number(p.targetPort))).not.toContain(scraped);
      }
    },
  );

  test.each(all.map((p) => [p.name] as const))(
    '%s: requests and limits for CPU and memory, requests within limits',
    (name) => {
      for (const container of containers(find(resources, 'Deployment', name)!)) {
        const { requests, limits } = obj(container.resources) as {
          requests: Record<string, string>;
          limits: Record<string, string>;
        };
        expect(requests?.cpu && requests.memory && limits?.cpu && limits.memory).toBeTruthy();
        expect(cores(requests.cpu!)).toBeLessThanOrEqual(cores(limits.cpu!));
        expect(mebibytes(requests.memory!)).toBeLessThanOrEqual(mebibytes(limits.memory!));
      }
    },
  );

  test("documents' memory limit leaves room for its parser threads and one bulk upload in memory", () => {
    const env = { ...schemaDefaults(schemas.get('documents')!), ...envOf('documents') };
    const threads = Number(env.PARSE_THREADS);
    expect(threads).toBeGreaterThan(0); // 0 would size the pool by the node's cores, not the pod's
    const needed =
      threads * Number(env.PARSE_MAX_MEMORY_MB) + Number(env.BULK_MAX_TOTAL_BYTES) / 2 ** 20 + 256;
    const limit = obj(
      obj(containers(find(resources, 'Deployment', 'documents')!)[0]!.resources).limits,
    );
    expect(mebibytes(String(limit.memory))).toBeGreaterThanOrEqual(needed);
  });

  test('a Service for every API process, none for the worker; the URLs in the config reach them', () => {
    for (const proc of all) {
      const service = find(resources, 'Service', proc.name);
      if (!proc.servesApi) {
        const labels = templateLabels(find(resources, 'Deployment', proc.name)!);
        expect(resources.filter((r) => r.kind === 'Service' && serviceSelects(r, labels))).toEqual(
          [],
        );
        continue;
      }
      expect(service).toBeDefined();
      const deployment = find(resources, 'Deployment', proc.name)!;
      expect(serviceSelects(service!, templateLabels(deployment))).toBe(true);
      const [container] = containers(deployment);
      for (const port of (obj(service!.spec).ports as JsonObject[]) ?? []) {
        expect(portOf(container!, port.targetPort)).toBe(Number(envOf(proc.name).PORT));
      }
    }
    // AUTH_URL, DOCUMENTS_URL, MATCHING_URL, BILLING_URL as each process sees them.
    for (const proc of all) {
      for (const [variable, value] of Object.entries(envOf(proc.name)).filter(([k]) =>
        /^[A-Z]+_URL$/.test(k),
      )) {
        const url = new URL(value);
        if (!url.hostname.match(/^[a-z-]+$/)) continue; // an external address (databases, Redis, PayPal)
        const service = find(resources, 'Service', url.hostname);
        expect([proc.name, variable, service?.metadata.name]).toEqual([
          proc.name,
          variable,
          url.hostname,
        ]);
        const ports = ((obj(service!.spec).ports as JsonObject[]) ?? []).map((p) => p.port);
        expect(ports).toContain(Number(url.port));
      }
    }
  });

  test('the APIs scale on CPU (HPA), the worker on its queue (KEDA); neither fights a fixed replica count', () => {
    for (const proc of all) {
      const deployment = find(resources, 'Deployment', proc.name)!;
      expect([proc.name, obj(deployment.spec).replicas]).toEqual([proc.name, undefined]);
      const hpa = find(resources, 'HorizontalPodAutoscaler', proc.name);
      const scaled = find(resources, 'ScaledObject', proc.name);
      if (proc.servesApi) {
        expect(obj(obj(hpa?.spec).scaleTargetRef)).toMatchObject({
          kind: 'Deployment',
          name: proc.name,
        });
        const spec = obj(hpa!.spec);
        expect(Number(spec.minReplicas)).toBeLessThanOrEqual(Number(spec.maxReplicas));
        expect(spec.metrics).toEqual([
          expect.objectContaining({
            type: 'Resource',
            resource: expect.objectContaining({ name: 'cpu' }),
          }),
        ]);
        // Utilization is a share of the request, which must then exist.
        expect(obj(obj(containers(deployment)[0]!.resources).requests).cpu).toBeDefined();
      } else {
        expect(hpa).toBeUndefined();
        const spec = obj(scaled?.spec);
        expect(obj(spec.scaleTargetRef).name).toBe(proc.name);
        expect(Number(spec.minReplicaCount)).toBeGreaterThanOrEqual(1);
        expect(Number(spec.maxReplicaCount)).toBeGreaterThan(Number(spec.minReplicaCount));
        expect(Number(spec.cooldownPeriod)).toBeGreaterThan(0);
      }
    }
  });

  test("the worker's scaler reads Redis with credentials the Secret template holds", () => {
    const scaled = resources.find((r) => r.kind === 'ScaledObject')!;
    const [trigger] = obj(scaled.spec).triggers as JsonObject[];
    expect(trigger?.type).toBe('redis');
    const auth = find(
      resources,
      'TriggerAuthentication',
      String(obj(trigger!.authenticationRef).name),
    );
    const secret = secretTemplate();
    for (const ref of (obj(auth?.spec).secretTargetRef as JsonObject[]) ?? []) {
      expect([ref.parameter, ref.name, String(ref.key) in secretData(secret)]).toEqual([
        ref.parameter,
        secret.metadata.name,
        true,
      ]);
    }
    const data = secretData(secret);
    // The two forms of the Redis address name the same server.
    expect(new URL(data.REDIS_URL!).host).toBe(data.REDIS_ADDRESS);
  });

  test("the scaler's TLS follows the Redis URL's scheme, set in the overlay beside the Secret's", () => {
    const scaled = resources.find((r) => r.kind === 'ScaledObject')!;
    const [trigger] = obj(scaled.spec).triggers as JsonObject[];
    const tls = new URL(secretData(secretTemplate()).REDIS_URL!).protocol === 'rediss:';
    expect(obj(trigger!.metadata).enableTLS).toBe(String(tls));
    if (overlay === 'prod') {
      const text = readFileSync(path.join(ROOT, 'k8s/overlays/prod/kustomization.yaml'), 'utf8');
      expect(text).toMatch(/path: \/spec\/triggers\/0\/metadata\/enableTLS/);
      expect(readFileSync(path.join(ROOT, 'k8s/secrets.template.yaml'), 'utf8')).toMatch(
        /rediss:\/\/[\s\S]{0,200}enableTLS/,
      );
    }
  });
});

test('the Secret template is a valid Secret, named as the Deployments expect, and outside every kustomization', async () => {
  const [secret] = readResources(path.join(ROOT, 'k8s/secrets.template.yaml'));
  await validateManifest(secret!);
  for (const resources of OVERLAYS.map(renderOverlay)) {
    expect(resources.filter((r) => r.kind === 'Secret')).toEqual([]);
    const names = new Set(JSON.stringify(resources).match(/"secretKeyRef":\{"name":"([^"]+)"/g));
    expect(names).toEqual(new Set([`"secretKeyRef":{"name":"${secret!.metadata.name}"`]));
  }
});

test('the base and every overlay file parse as YAML', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) =>
      statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)],
    );
  for (const file of files(path.join(ROOT, 'k8s')).filter((f) => f.endsWith('.yaml'))) {
    expect(() => parseYamlDocuments(readFileSync(file, 'utf8'), file)).not.toThrow();
  }
});
