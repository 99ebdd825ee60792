// The API contract (§7): schemas, endpoint table, envelope. Imports zod and the pure domain only.
export * from './primitives';
export * from './entities';
export * from './endpoints';
export * from './envelope';
export * from './messages';
export * from './wire';
export * from './catalogue';
