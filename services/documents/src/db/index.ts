import { migrationsFolder, openDatabase, type DatabaseHandle, type Logger } from '@shortlist/kit';
import * as schema from './schema';

export type DocumentsDb = DatabaseHandle<typeof schema>['db'];
export type DocumentsDatabase = DatabaseHandle<typeof schema>;

export function openDocumentsDatabase(options: {
  url?: string;
  poolSize?: number;
  dataDir: string;
  logger?: Logger;
}) {
  return openDatabase({
    service: 'documents',
    url: options.url,
    poolSize: options.poolSize,
    dataDir: options.dataDir,
    schema,
    migrationsFolder: migrationsFolder('@shortlist/documents'),
    logger: options.logger,
  });
}
