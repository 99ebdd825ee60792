export { AddressSearch, ADDRESS_SEARCH_MESSAGES, type AddressSearchProps } from './AddressSearch';
