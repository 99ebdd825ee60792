export { TileCard, TileLink, type TileCardProps } from './TileCard';
