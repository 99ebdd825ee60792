export { PaymentCardIcons, type PaymentCardIconsProps, type PaymentCardBrand } from './PaymentCardIcons';
