import type { Resource } from './kustomize';

interface Model {
  validate(): void;
}
type ModelClass = new (data: Resource) => Model;

/**
 * The published schema of a manifest's apiVersion and kind: kubernetes-models for Kubernetes'
 * own API groups, @kubernetes-models/keda for KEDA's. A kind neither package knows is an error,
 * not a pass.
 */
export async function modelFor(resource: Resource): Promise<ModelClass> {
  const { apiVersion, kind } = resource;
  const modulePath = apiVersion.startsWith('keda.sh/')
    ? `@kubernetes-models/keda/${apiVersion}`
    : `kubernetes-models/${apiVersion.includes('/') ? apiVersion : `v1`}`;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(modulePath)) as Record<string, unknown>;
  } catch (err) {
    throw new Error(`no schema package for apiVersion ${apiVersion} (${modulePath})`, {
      cause: err,
    });
  }
  const model = mod[kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${apiVersion} ${kind}`);
  return model as ModelClass;
}

/** Throws the schema's own message (field path and rule) when the manifest does not conform. */
export async function validateManifest(resource: Resource): Promise<void> {
  const Model = await modelFor(resource);
  try {
    new Model(resource).validate();
  } catch (err) {
    const where = `${resource.kind}/${resource.metadata.name}`;
    throw new Error(`${where}: ${(err as Error).message}`, { cause: err });
  }
}
