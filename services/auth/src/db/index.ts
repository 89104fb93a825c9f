import { migrationsFolder, openDatabase, type DatabaseHandle, type Logger } from '@shortlist/kit';
import * as schema from './schema';

export type AuthDb = DatabaseHandle<typeof schema>['db'];

export function openAuthDatabase(options: {
  url?: string;
  poolSize?: number;
  dataDir: string;
  logger?: Logger;
}) {
  return openDatabase({
    service: 'auth',
    url: options.url,
    poolSize: options.poolSize,
    dataDir: options.dataDir,
    schema,
    migrationsFolder: migrationsFolder('@shortlist/auth'),
    logger: options.logger,
  });
}
