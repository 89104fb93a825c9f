// Test support: a small job and resumes written on the spot, so the CLI's tests need no fixtures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const JOB_TEXT = `Senior Java Developer
Acme Corp

Requirements
- 5+ years of Java and Spring Boot
- SQL, PostgreSQL, REST APIs
- Docker and Kubernetes
`;

/** Has every skill the job asks for. */
export const STRONG_RESUME = `Jane Doe
Senior Java Developer
jane.doe@example.com

Experience
Senior Java Developer, Initech, Jan 2016 - Present
- Built REST APIs in Java with Spring Boot, SQL and PostgreSQL
- Ran the services on Docker and Kubernetes

Skills
Java, Spring Boot, SQL, PostgreSQL, REST APIs, Docker, Kubernetes
`;

/** Has a few of them. */
export const PARTIAL_RESUME = `John Smith
Backend Developer
john.smith@example.com

Experience
Backend Developer, Globex, Jan 2020 - Present
- Wrote SQL reports and REST APIs

Skills
SQL, REST APIs, Python
`;

/** Has none of them. */
export const WEAK_RESUME = `Mary Major
Graphic Designer
mary.major@example.com

Experience
Graphic Designer, Hooli, Jan 2019 - Present
- Designed brand identities and print layouts in Photoshop and Illustrator

Skills
Photoshop, Illustrator, InDesign, Typography
`;

const madeDirs: string[] = [];

/** A new empty folder under the system's temporary one; removeTempDirs() removes them all. */
export function tempDir(prefix = 'shortlist-cli-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (name to content) into `dir`, making the folders they name; returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
