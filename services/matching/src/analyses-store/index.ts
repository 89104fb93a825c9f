// The analyses table's one store: every read and write of `matching.analyses` is a named function
// here, and nothing else in matching builds a query on it (tables.test.ts). Queries that read
// analyses beside another table's rows (a batch's items, a job's pipeline, a report's decisions
// and groups) live here too, named by what they answer.
//
// It sits below every domain folder (it imports only db/ and audit/'s types), so any of them can
// call it without an import running back up.

export * from './rows';
export * from './runs';
export * from './run-reads';
export * from './scores';
export * from './stats';
export * from './of-job';
export * from './of-owner';
export * from './of-batch';
