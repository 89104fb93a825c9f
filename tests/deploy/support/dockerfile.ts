import { readRepoFile } from './yaml';

/**
 * A reader for the Dockerfile, since no container engine runs here: instructions per stage (line
 * continuations joined, comments dropped), each stage's effective ENV through its FROM chain, and
 * the JSON-form arguments of CMD and HEALTHCHECK.
 */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name?: string;
  from: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(text = readRepoFile('Dockerfile')): Dockerfile {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const joined = (pending + line).trim();
    pending = '';
    if (joined) logical.push(joined);
  }
  const dockerfile: Dockerfile = { globalArgs: {}, stages: [] };
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      dockerfile.stages.push({ from, name, instructions: [] });
    } else if (!dockerfile.stages.length) {
      if (upper === 'ARG') {
        const [key = '', value = ''] = args.split('=');
        dockerfile.globalArgs[key] = value;
      }
    } else dockerfile.stages.at(-1)!.instructions.push({ keyword: upper, args });
  }
  return dockerfile;
}

export function stageNamed(dockerfile: Dockerfile, name: string): Stage | undefined {
  return dockerfile.stages.find((stage) => stage.name === name);
}

/** The stages a stage is built on, itself last: `gateway` → [runtime, gateway]. */
export function stageChain(dockerfile: Dockerfile, name: string): Stage[] {
  const stage = stageNamed(dockerfile, name);
  if (!stage) return [];
  return [...stageChain(dockerfile, stage.from), stage];
}

/** The base image a stage finally stands on, with global ARG defaults substituted. */
export function baseImage(dockerfile: Dockerfile, name: string): string {
  const [first] = stageChain(dockerfile, name);
  if (!first) throw new Error(`no stage ${name}`);
  return first.from.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => dockerfile.globalArgs[arg] ?? '');
}

export function instructions(dockerfile: Dockerfile, name: string, keyword: string): Instruction[] {
  return stageChain(dockerfile, name).flatMap((stage) =>
    stage.instructions.filter((i) => i.keyword === keyword),
  );
}

/** The environment a stage's process starts with (ENV through the FROM chain). */
export function stageEnv(dockerfile: Dockerfile, name: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of instructions(dockerfile, name, 'ENV')) {
    for (const match of instruction.args.matchAll(/(\w+)=("([^"]*)"|'([^']*)'|\S*)/g)) {
      env[match[1]!] = match[3] ?? match[4] ?? match[2]!;
    }
  }
  return env;
}

/** The last instruction of a kind that applies to the stage (CMD, USER, HEALTHCHECK…). */
export const lastInstruction = (dockerfile: Dockerfile, name: string, keyword: string) =>
  instructions(dockerfile, name, keyword).at(-1);

/** A JSON-form argument list, or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.trim().startsWith('[')) return undefined;
  const parsed: unknown = JSON.parse(args);
  return Array.isArray(parsed) && parsed.every((a) => typeof a === 'string') ? parsed : undefined;
}

/** HEALTHCHECK's options and its command. */
export function healthcheck(args: string): { options: Record<string, string>; command?: string[] } {
  const options: Record<string, string> = {};
  let rest = args.trim();
  for (
    let match = /^--([\w-]+)=(\S+)\s+/.exec(rest);
    match;
    match = /^--([\w-]+)=(\S+)\s+/.exec(rest)
  ) {
    options[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  if (!rest.startsWith('CMD')) return { options };
  return { options, command: execForm(rest.slice(3)) };
}

/** `COPY [--from=x] [--chown=…] src… dest` */
export function copies(dockerfile: Dockerfile, name: string) {
  return instructions(dockerfile, name, 'COPY').map(({ args }) => {
    const words = args.split(/\s+/);
    const flags = Object.fromEntries(
      words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=') as [string, string]),
    );
    const paths = words.filter((w) => !w.startsWith('--'));
    return { from: flags.from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
  });
}

/** Docker's duration syntax (`15s`, `2m`, `1m30s`) in seconds. */
export function durationSeconds(text: string): number {
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}
