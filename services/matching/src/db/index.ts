import { migrationsFolder, openDatabase, type DatabaseHandle, type Logger } from '@shortlist/kit';
import * as schema from './schema';

export type MatchingDatabase = DatabaseHandle<typeof schema>;
export type MatchingDb = MatchingDatabase['db'];

export function openMatchingDatabase(options: {
  url?: string;
  dataDir: string;
  logger?: Logger;
  poolSize?: number;
}): Promise<MatchingDatabase> {
  return openDatabase({
    service: 'matching',
    url: options.url,
    dataDir: options.dataDir,
    schema,
    migrationsFolder: migrationsFolder('@shortlist/matching'),
    logger: options.logger,
    poolSize: options.poolSize,
  });
}
