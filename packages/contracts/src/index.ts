export * from './auth';
export * from './documents';
export * from './analysis';
export * from './billing';
export * from './documents-internal';
export * from './billing-internal';
export * from './queue';
export * from './web';
