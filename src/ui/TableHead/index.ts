export { TableHead, type TableColumn } from './TableHead';
