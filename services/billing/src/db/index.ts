import { serviceDatabase, type DatabaseHandle } from '@shortlist/kit';
import * as schema from './schema';

export type BillingDatabase = DatabaseHandle<typeof schema>;
export type BillingDb = BillingDatabase['db'];

export const openBillingDatabase = serviceDatabase('billing', schema);
