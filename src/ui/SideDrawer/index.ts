export { SideDrawer } from './SideDrawer';
export type { SideDrawerProps } from './SideDrawer';
