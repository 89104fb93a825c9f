import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyPatch, rewriteImages } from './kustomize-patches';
import { isObject, parseYamlDocuments, splitOnce, type Json, type JsonObject } from './yaml';

/**
 * A renderer for the part of kustomize that k8s/ uses, because CI has no kustomize binary:
 * resources (files and directories), namespace, images, patches (strategic merge on name-keyed
 * lists, or JSON 6902 with a target) and configMapGenerator (envs, files, literals, behavior,
 * options) with kustomize's own name hash. A kustomization that uses anything else is refused, so
 * the manifests cannot drift outside what this renders. When kubectl or kustomize is installed the
 * tests render with it too and compare (see renderWithKustomizeBinary).
 */

export interface Resource extends JsonObject {
  apiVersion: string;
  kind: string;
  metadata: JsonObject & { name: string; namespace?: string };
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'patches',
  'configMapGenerator',
]);

const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'APIService',
  'ClusterTriggerAuthentication',
]);

interface Generated {
  originalName: string;
  hashed: boolean;
}

interface Build {
  generated: Map<Resource, Generated>;
}

export function renderKustomization(dir: string): Resource[] {
  const build: Build = { generated: new Map() };
  const resources = buildDir(dir, build);
  applyNameHashes(resources, build);
  return resources;
}

export function readKustomization(dir: string): JsonObject {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => path.join(dir, name))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no kustomization in ${dir}`);
  const [doc] = parseYamlDocuments(readFileSync(file, 'utf8'), file);
  if (!isObject(doc)) throw new Error(`${file}: not a mapping`);
  const unsupported = Object.keys(doc).filter((key) => !SUPPORTED_FIELDS.has(key));
  if (unsupported.length) {
    throw new Error(`${file}: ${unsupported.join(', ')} is outside the rendered subset`);
  }
  return doc;
}

function buildDir(dir: string, build: Build): Resource[] {
  const kustomization = readKustomization(dir);
  const resources: Resource[] = [];
  for (const entry of strings(kustomization.resources)) {
    const target = path.join(dir, entry);
    if (statSync(target).isDirectory()) resources.push(...buildDir(target, build));
    else resources.push(...readResources(target));
  }
  for (const generator of objects(kustomization.configMapGenerator)) {
    generateConfigMap(resources, generator, dir, build);
  }
  for (const patch of objects(kustomization.patches)) applyPatch(resources, patch, dir);
  const namespace = kustomization.namespace;
  if (typeof namespace === 'string') {
    for (const resource of resources) {
      if (!CLUSTER_SCOPED.has(resource.kind)) resource.metadata.namespace = namespace;
    }
  }
  const images = objects(kustomization.images);
  if (images.length) for (const resource of resources) rewriteImages(resource, images);
  return resources;
}

export function readResources(file: string): Resource[] {
  return parseYamlDocuments(readFileSync(file, 'utf8'), file).map((doc) => {
    if (!isResource(doc)) throw new Error(`${file}: a document without apiVersion, kind or name`);
    return doc;
  });
}

export const isResource = (doc: Json): doc is Resource =>
  isObject(doc) &&
  typeof doc.apiVersion === 'string' &&
  typeof doc.kind === 'string' &&
  isObject(doc.metadata) &&
  typeof doc.metadata.name === 'string';

// ---------------------------------------------------------------------------------------------
// configMapGenerator

function generateConfigMap(
  resources: Resource[],
  generator: JsonObject,
  dir: string,
  build: Build,
) {
  const name = generator.name;
  if (typeof name !== 'string') throw new Error('configMapGenerator entry without a name');
  const data: Record<string, string> = {};
  for (const file of strings(generator.envs)) {
    Object.assign(data, parseEnvFile(readFileSync(path.join(dir, file), 'utf8')));
  }
  for (const entry of strings(generator.files)) {
    const [key, file] = entry.includes('=') ? splitOnce(entry, '=') : [path.basename(entry), entry];
    data[key] = readFileSync(path.join(dir, file), 'utf8');
  }
  for (const literal of strings(generator.literals)) {
    const [key, value] = splitOnce(literal, '=');
    data[key] = unquote(value);
  }
  const options = isObject(generator.options) ? generator.options : {};
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'merge' || behavior === 'replace') {
    const existing = [...build.generated].find(
      ([resource, info]) => info.originalName === name && resources.includes(resource),
    )?.[0];
    if (!existing) throw new Error(`configMapGenerator ${name}: nothing to ${behavior}`);
    existing.data = behavior === 'merge' ? { ...(existing.data as JsonObject), ...data } : data;
    mergeMetadata(existing, options);
    return;
  }
  const configMap: Resource = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data };
  mergeMetadata(configMap, options);
  resources.push(configMap);
  build.generated.set(configMap, {
    originalName: name,
    hashed: options.disableNameSuffixHash !== true,
  });
}

function mergeMetadata(resource: Resource, options: JsonObject) {
  for (const field of ['labels', 'annotations'] as const) {
    const extra = options[field];
    if (!isObject(extra)) continue;
    const current = isObject(resource.metadata[field]) ? resource.metadata[field] : {};
    resource.metadata[field] = { ...current, ...extra };
  }
}

/** kustomize's env files: KEY=VALUE lines, `#` comments and blank lines skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [key, value] = splitOnce(line, '=');
    data[key.trim()] = value;
  }
  return data;
}

/**
 * kustomize's name suffix: the first 10 hex digits of the SHA-256 of the ConfigMap's JSON (sorted
 * keys, Go's HTML escaping), with 0 1 3 a e replaced so it never reads as a number or a word. The
 * name it hashes is empty: kustomize looks it up as one field called "metadata/name", which no
 * object has (checked against kubectl kustomize).
 */
export function configMapNameHash(data: JsonObject): string {
  const sorted = Object.fromEntries(
    Object.keys(data)
      .sort()
      .map((key) => [key, data[key]]),
  );
  const encoded = JSON.stringify({ data: sorted, kind: 'ConfigMap', name: '' })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const hex = createHash('sha256').update(encoded).digest('hex').slice(0, 10);
  const swap: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...hex].map((c) => swap[c] ?? c).join('');
}

function applyNameHashes(resources: Resource[], build: Build) {
  const renamed = new Map<string, string>();
  for (const [resource, info] of build.generated) {
    if (!info.hashed || !resources.includes(resource)) continue;
    const name = `${info.originalName}-${configMapNameHash((resource.data ?? {}) as JsonObject)}`;
    resource.metadata.name = name;
    renamed.set(info.originalName, name);
  }
  const rewrite = (node: Json) => {
    if (Array.isArray(node)) return node.forEach(rewrite);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const refersToConfigMap = ['configMapRef', 'configMapKeyRef', 'configMap'].includes(key);
      if (refersToConfigMap && isObject(value) && typeof value.name === 'string') {
        value.name = renamed.get(value.name) ?? value.name;
      }
      rewrite(value);
    }
  };
  for (const resource of resources) if (resource.kind !== 'ConfigMap') rewrite(resource);
}

// ---------------------------------------------------------------------------------------------
// The real thing, when installed

/** `kubectl kustomize DIR` or `kustomize build DIR`; undefined when neither is on PATH. */
export function renderWithKustomizeBinary(dir: string): Resource[] | undefined {
  for (const [command, args] of [
    ['kustomize', ['build', dir]],
    ['kubectl', ['kustomize', dir]],
  ] as const) {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    if (result.error) continue;
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
    return parseYamlDocuments(result.stdout, command).filter(isResource);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/, '$2');

const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const objects = (value: Json | undefined): JsonObject[] =>
  Array.isArray(value) ? value.filter(isObject) : [];
