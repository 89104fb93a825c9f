import path from 'node:path';
import { AppError } from '@shortlist/kit';
import { testKeys, testServiceParts } from '@shortlist/test-support';
import { buildDocumentsApp } from './app';
import type { MatchingClient } from './clients/matching';
import { loadDocumentsConfig } from './config';
import { openDocumentsDatabase } from './db';
import { openDemoParser, openParser } from './parser';
import type { FileParser } from './read-document';

/**
 * A real documents app on a fresh database, a private Redis prefix and the real parser pool, for
 * service tests. Tokens are signed here with a key pair made for the test, as auth would sign them.
 */
export async function startTestDocuments(env: NodeJS.ProcessEnv = {}) {
  const { testDb, redisPrefix, logger, redis } = await testServiceParts('documents');
  const keys = testKeys();
  const config = loadDocumentsConfig({
    NODE_ENV: 'test',
    REDIS_PREFIX: redisPrefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    // supertest connects from loopback as the gateway would: the per-IP tests name the client in
    // X-Forwarded-For, which only a trusted proxy may set.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const database = await openDocumentsDatabase({
    url: testDb.url,
    dataDir: testDb.dataDir ?? 'memory://',
  });
  const parser = openParser(config, logger);
  const demoPool = openDemoParser(config, logger);
  // Counts the demo files handed to the demo pool, so a test can tell when they are all in it.
  let demoParses = 0;
  const demoParser: FileParser = {
    parse: (...args) => (demoParses++, demoPool.parse(...args)),
    close: () => demoPool.close(),
  };
  // Matching is not started with documents alone: a stand-in answers for it and remembers what it
  // was asked, unless the test points MATCHING_URL at a real one.
  const matching = recordingMatching();
  const app = buildDocumentsApp({
    config,
    database,
    redis,
    parser,
    demoParser,
    logger,
    matching: env.MATCHING_URL ? undefined : matching,
  });

  /** A bearer header for a user: a fresh one unless an id is given. */
  const bearer = (userId?: string) => `Bearer ${keys.tokenFor(userId, config.JWT_ISSUER)}`;

  return {
    app,
    config,
    database,
    redis,
    bearer,
    rescoreCalls: matching.rescoreCalls,
    demoParsesStarted: () => demoParses,
    matching,
    close: async () => {
      await parser.close();
      await demoPool.close();
      await redis.quit();
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}
export type TestDocuments = Awaited<ReturnType<typeof startTestDocuments>>;

/** The shared fixtures folder (../shared next to the repository), or undefined when absent. */
export function sharedFixturesDir(): string {
  const shared = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(__dirname, '../../../../shared');
  return path.join(shared, 'fixtures', 'documents');
}

/**
 * A stand-in for matching's internal API: re-scores asked and erasures remembered, an empty record;
 * `down` fails the candidate calls.
 */
function recordingMatching() {
  const erased: { ownerId: string; candidateId: string }[] = [];
  const rescoreCalls: Parameters<MatchingClient['rescoreJob']>[] = [];
  let down = false;
  const unavailable = () => new AppError('service_unavailable', 'matching is unavailable');
  const client: MatchingClient = {
    rescoreJob: async (...args) => {
      rescoreCalls.push(args);
      return { queued: 0 };
    },
    candidateRecord: async () => {
      if (down) throw unavailable();
      return { analyses: [], decisions: [], auditEvents: [] };
    },
    eraseCandidate: async (ownerId, candidateId) => {
      if (down) throw unavailable();
      erased.push({ ownerId, candidateId });
      return { analyses: 0, jobs: 0 };
    },
  };
  return {
    ...client,
    erased,
    rescoreCalls,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

// Documents' real client of matching's internal API, for a harness that runs both services.
export { createMatchingClient } from './clients/matching';
