import { parseDockerfile, stageEnv, type Dockerfile } from './dockerfile';
import { readResources, type Resource } from './kustomize';
import { isObject, parseYaml, readRepoFile, ROOT, type Json, type JsonObject } from './yaml';

/**
 * The environment a process actually starts with in each deployment: its image's ENV, then what
 * docker compose or the Kubernetes manifests add on top.
 */
export type Env = Record<string, string>;

// ---------------------------------------------------------------------------------------------
// .env.example

export interface DotenvExample {
  /** Uncommented KEY=VALUE lines: what docker compose interpolates. */
  active: Env;
  /** `# KEY=VALUE` lines: documented variables at their defaults. */
  documented: Env;
}

export function dotenvExample(text = readRepoFile('.env.example')): DotenvExample {
  const active: Env = {};
  const documented: Env = {};
  for (const line of text.split('\n')) {
    const activeMatch = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (activeMatch) active[activeMatch[1]!] = activeMatch[2]!;
    const documentedMatch = /^#\s?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (documentedMatch) documented[documentedMatch[1]!] = documentedMatch[2]!;
  }
  return { active, documented };
}

// ---------------------------------------------------------------------------------------------
// docker compose

export function loadCompose(): JsonObject {
  const compose = parseYaml(readRepoFile('docker-compose.yml'), 'docker-compose.yml');
  if (!isObject(compose) || !isObject(compose.services)) throw new Error('compose: no services');
  return compose;
}

export const composeServices = (compose: JsonObject): Record<string, JsonObject> =>
  Object.fromEntries(
    Object.entries(compose.services as JsonObject).filter((e): e is [string, JsonObject] =>
      isObject(e[1]),
    ),
  );

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$$`. */
export function interpolate(text: string, env: Env): { value: string; variables: string[] } {
  const variables: string[] = [];
  const value = text.replace(
    /\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)/g,
    (whole, braced, op, arg, bare) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare) as string;
      variables.push(name);
      const current = env[name];
      const empty = current === undefined || (op?.startsWith(':') && current === '');
      if (op === ':-' || op === '-') return empty ? (arg as string) : current!;
      if ((op === ':?' || op === '?') && empty) return `<required ${name}>`;
      return current ?? '';
    },
  );
  return { value, variables };
}

/** A service's `environment:` (mapping or KEY=VALUE list), before interpolation. */
export function composeEnvironment(service: JsonObject): Env {
  const environment = service.environment;
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment
        .filter((e): e is string => typeof e === 'string')
        .map((e) => {
          const index = e.indexOf('=');
          return index < 0 ? [e, ''] : [e.slice(0, index), e.slice(index + 1)];
        }),
    );
  }
  if (!isObject(environment)) return {};
  return Object.fromEntries(
    Object.entries(environment).map(([k, v]) => [k, v === null ? '' : String(v)]),
  );
}

export const composeTarget = (service: JsonObject): string | undefined =>
  isObject(service.build) && typeof service.build.target === 'string'
    ? service.build.target
    : undefined;

/** What a compose service's process sees: its image stage's ENV, then `environment`, interpolated. */
export function composeProcessEnv(
  service: JsonObject,
  dotenv: Env,
  dockerfile = parseDockerfile(),
): Env {
  const target = composeTarget(service);
  const env: Env = target ? { ...stageEnv(dockerfile, target) } : {};
  for (const [key, raw] of Object.entries(composeEnvironment(service))) {
    env[key] = interpolate(raw, dotenv).value;
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// Kubernetes

export function secretTemplate(): Resource {
  const [secret] = readResources(`${ROOT}/k8s/secrets.template.yaml`);
  if (!secret || secret.kind !== 'Secret') throw new Error('k8s/secrets.template.yaml: no Secret');
  return secret;
}

export const secretData = (secret: Resource): Env =>
  Object.fromEntries(
    Object.entries(isObject(secret.stringData) ? secret.stringData : {}).map(([k, v]) => [
      k,
      String(v),
    ]),
  );

export const find = (resources: Resource[], kind: string, name: string): Resource | undefined =>
  resources.find((r) => r.kind === kind && r.metadata.name === name);

/** A Deployment's pod spec and its containers. */
export function podSpec(deployment: Resource): JsonObject {
  const spec = deployment.spec;
  const template = isObject(spec) && isObject(spec.template) ? spec.template : {};
  return isObject(template.spec) ? template.spec : {};
}

export const containers = (deployment: Resource): JsonObject[] => {
  const list = podSpec(deployment).containers;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

/**
 * What a container's process sees: the image stage's ENV, then envFrom (ConfigMaps rendered with
 * the manifests, the Secret from its template), then env. Keys that reference a missing source
 * map to `<missing …>`, so a test can tell.
 */
export function k8sContainerEnv(
  resources: Resource[],
  container: JsonObject,
  imageStage: string,
  dockerfile: Dockerfile = parseDockerfile(),
): Env {
  const secret = secretData(secretTemplate());
  const secretName = secretTemplate().metadata.name;
  const configMap = (name: Json | undefined): Env | undefined => {
    const found = typeof name === 'string' ? find(resources, 'ConfigMap', name) : undefined;
    return found && isObject(found.data) ? (found.data as Env) : undefined;
  };
  const env: Env = { ...stageEnv(dockerfile, imageStage) };
  for (const source of Array.isArray(container.envFrom) ? container.envFrom.filter(isObject) : []) {
    if (isObject(source.configMapRef))
      Object.assign(env, configMap(source.configMapRef.name) ?? {});
    if (isObject(source.secretRef) && source.secretRef.name === secretName)
      Object.assign(env, secret);
  }
  for (const variable of Array.isArray(container.env) ? container.env.filter(isObject) : []) {
    const name = String(variable.name);
    if (typeof variable.value === 'string') env[name] = variable.value;
    const from = isObject(variable.valueFrom) ? variable.valueFrom : {};
    if (isObject(from.secretKeyRef)) {
      const { name: ref, key } = from.secretKeyRef;
      env[name] =
        ref === secretName && typeof key === 'string' && key in secret
          ? secret[key]!
          : `<missing secret ${String(ref)}/${String(key)}>`;
    }
    if (isObject(from.configMapKeyRef)) {
      const { name: ref, key } = from.configMapKeyRef;
      env[name] =
        configMap(ref)?.[String(key)] ?? `<missing configmap ${String(ref)}/${String(key)}>`;
    }
  }
  return env;
}
