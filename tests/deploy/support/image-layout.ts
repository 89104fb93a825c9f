import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copies, type Dockerfile } from './dockerfile';
import { dockerignore } from './dockerignore';
import { ROOT } from './yaml';

/**
 * A folder laid out as a process image's /app, from the Dockerfile's own COPY lines: what the
 * build stage holds (this checkout, minus what .dockerignore keeps out of the context, plus the
 * build's dist folders) copied where the image copies it. node_modules is linked rather than
 * copied (the same packages, in seconds), keeping the image's workspace links relative so they
 * resolve inside the folder as they do inside /app. What this cannot show: a package that `npm
 * prune --omit=dev` would remove.
 */
export function assembleImage(dockerfile: Dockerfile, stage: string): string {
  const app = mkdtempSync(path.join(os.tmpdir(), `shortlist-image-${stage}-`));
  const ignored = dockerignore();
  for (const copy of copies(dockerfile, stage)) {
    if (copy.from !== 'build')
      throw new Error(`${stage}: COPY from ${copy.from ?? 'the context'} is not simulated`);
    for (const source of copy.sources) {
      const relative = path.posix.relative('/app', source);
      const intoDir = copy.destination.endsWith('/') || copy.sources.length > 1;
      const target = path.join(app, copy.destination, intoDir ? path.basename(relative) : '');
      if (relative === 'node_modules') linkNodeModules(path.join(ROOT, relative), target);
      else if (existsSync(path.join(ROOT, relative))) {
        mkdirSync(path.dirname(target), { recursive: true });
        cpSync(path.join(ROOT, relative), target, {
          recursive: true,
          filter: (file) => {
            const inRepo = path.relative(ROOT, file).split(path.sep).join('/');
            if (inRepo.split('/').includes('node_modules')) return false;
            // Built in the image: dist folders are ignored in the context but produced by the build.
            return !ignored(inRepo) || inRepo.split('/').includes('dist');
          },
        });
      } else mkdirSync(target, { recursive: true }); // e.g. web/dist when the web app is not built
    }
  }
  return app;
}

function linkNodeModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.bin' || entry === '.cache') continue;
    if (entry === '@shortlist') {
      // Workspace links (../../services/auth…) stay relative, so they point inside the image.
      mkdirSync(path.join(to, entry));
      for (const workspace of readdirSync(path.join(from, entry))) {
        symlinkSync(
          readlinkSync(path.join(from, entry, workspace)),
          path.join(to, entry, workspace),
        );
      }
    } else symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}
