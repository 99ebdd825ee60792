export { BusyButton, type BusyButtonProps } from './BusyButton';
