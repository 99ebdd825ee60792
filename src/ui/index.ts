// Design-system barrel. Presentational only: nothing here fetches or reads stores.
export { theme } from './theme';
