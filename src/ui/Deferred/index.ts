export { deferHydration, type DeferOptions, type DeferUntil } from './Deferred';
