import { migrationsFolder, openDatabase, type DatabaseHandle, type Logger } from '@shortlist/kit';
import * as schema from './schema';

export type BillingDb = DatabaseHandle<typeof schema>['db'];
export type BillingDatabase = DatabaseHandle<typeof schema>;

export function openBillingDatabase(options: {
  url?: string;
  dataDir: string;
  logger?: Logger;
  poolSize?: number;
}) {
  return openDatabase({
    service: 'billing',
    url: options.url,
    dataDir: options.dataDir,
    schema,
    migrationsFolder: migrationsFolder('@shortlist/billing'),
    logger: options.logger,
    poolSize: options.poolSize,
  });
}
