// Open/closed state of the layout's overlays: cart drawer, mobile menu, enquiry popup (§2, §4).
import { proxy } from 'valtio';

export interface UiState {
  cartDrawerOpen: boolean;
  mobileMenuOpen: boolean;
  enquiryOpen: boolean;
}

const closed: UiState = { cartDrawerOpen: false, mobileMenuOpen: false, enquiryOpen: false };

export const uiStore = proxy<UiState>({ ...closed });

export const openCartDrawer = () => void (uiStore.cartDrawerOpen = true);
export const closeCartDrawer = () => void (uiStore.cartDrawerOpen = false);
/** §2 the cart button toggles the drawer. */
export const toggleCartDrawer = () => void (uiStore.cartDrawerOpen = !uiStore.cartDrawerOpen);

export const openMobileMenu = () => void (uiStore.mobileMenuOpen = true);
export const closeMobileMenu = () => void (uiStore.mobileMenuOpen = false);

export const openEnquiry = () => void (uiStore.enquiryOpen = true);
export const closeEnquiry = () => void (uiStore.enquiryOpen = false);

export function resetUiStore(): void {
  Object.assign(uiStore, closed);
}
