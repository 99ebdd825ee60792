// Open/closed state of the layout's overlays: cart drawer, mobile menu, enquiry popup (§2, §4).
import { proxy } from 'valtio';

export interface UiState {
  cartDrawerOpen: boolean;
  mobileMenuOpen: boolean;
  enquiryOpen: boolean;
}

const closed: UiState = { cartDrawerOpen: false, mobileMenuOpen: false, enquiryOpen: false };

export const uiStore = proxy<UiState>({ ...closed });

// The cart drawer and the mobile menu are never open together: both sit below the header, whose buttons
// stay usable while either is open, so opening one closes the other.
export const openCartDrawer = () => {
  uiStore.cartDrawerOpen = true;
  uiStore.mobileMenuOpen = false;
};
export const closeCartDrawer = () => void (uiStore.cartDrawerOpen = false);
/** §2 the cart button toggles the drawer. */
export const toggleCartDrawer = () => (uiStore.cartDrawerOpen ? closeCartDrawer() : openCartDrawer());

export const openMobileMenu = () => {
  uiStore.mobileMenuOpen = true;
  uiStore.cartDrawerOpen = false;
};
export const closeMobileMenu = () => void (uiStore.mobileMenuOpen = false);
/** The burger opens the menu and, showing a cross while it is open, closes it. */
export const toggleMobileMenu = () => (uiStore.mobileMenuOpen ? closeMobileMenu() : openMobileMenu());

export const openEnquiry = () => void (uiStore.enquiryOpen = true);
export const closeEnquiry = () => void (uiStore.enquiryOpen = false);

export function resetUiStore(): void {
  Object.assign(uiStore, closed);
}
