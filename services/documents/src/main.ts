import { createServer } from 'node:http';
import { createRedis, runService } from '@shortlist/kit';
import { buildDocumentsApp } from './app';
import { backfillIndex } from './candidates/backfill-index';
import { fillTermsOnce } from './candidates/backfill-terms';
import { loadDocumentsConfig } from './config';
import { openDocumentsDatabase } from './db';
import { openDemoParser, openParser } from './parser';
import { openConfiguredPoolMemory } from './pool-memory/configured';
import { sweepSpoolDir } from './upload/spool-dir';

runService('documents', loadDocumentsConfig, async ({ config, logger, database: settings }) => {
  const database = await openDocumentsDatabase(settings);
  const redis = createRedis(config.REDIS_URL);
  const swept = await sweepSpoolDir(config.UPLOAD_SPOOL_DIR);
  if (swept.length) logger.warn({ folders: swept.length }, 'removed bulk uploads a crash left');
  const parser = openParser(config, logger);
  const demoParser = openDemoParser(config, logger);
  // Loads in the background; the SQL first stage answers pool rankings until it is loaded.
  const poolMemory = openConfiguredPoolMemory(config.POOL_MEMORY_INDEX, database.db, logger);
  void poolMemory?.load();
  const server = createServer(
    buildDocumentsApp({ config, database, redis, parser, demoParser, logger, poolMemory }),
  );
  // Uploads of 50 resumes take a while on a slow link; node's default would cut them at 5 minutes.
  server.requestTimeout = 10 * 60_000;
  // Resumes stored before their terms were kept (or under another reading of them) get them in
  // the background; until then pool rankings scan their text, as before.
  const stopBackfill = new AbortController();
  const backfill = fillTermsOnce(database.db, redis, config.REDIS_PREFIX, {
    signal: stopBackfill.signal,
  })
    .then((stored) => {
      if (stored) logger.info({ stored }, 'stored the terms of older resumes');
    })
    .catch((err: unknown) =>
      logger.warn({ err: (err as Error).message }, 'storing the terms of older resumes stopped'),
    )
    // The pool index of candidates stored before it, or read by another engine (issue #31).
    .then(() => backfillIndex(database.db, { signal: stopBackfill.signal }))
    .then((indexed) => {
      if (indexed) logger.info({ indexed }, 'indexed older candidates for pool rankings');
    })
    .catch((err: unknown) =>
      logger.warn({ err: (err as Error).message }, 'indexing older candidates stopped'),
    );
  return {
    server,
    info: { db: database.driver },
    // In-flight requests have finished when these run: the pool, then the connections.
    closers: [
      () => (stopBackfill.abort(), backfill),
      () => poolMemory?.close(),
      () => parser.close(),
      () => demoParser.close(),
      () => redis.quit(),
      () => database.close(),
    ],
  };
});
