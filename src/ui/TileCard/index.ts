export { TileCard, type TileCardProps } from './TileCard';
