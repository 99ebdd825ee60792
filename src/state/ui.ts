// Open/closed state of the layout's overlays: cart drawer, mobile menu, enquiry popup (§2, §4).
import { proxy } from 'valtio';

/** The order just paid for, as the payment success dialog shows it (on / after checkout). */
export interface PlacedOrder {
  /** null: the server's receipt named no order number. */
  orderId: number | null;
  lines: { title: string; quantity: number; lineTotalCents: number }[];
  totalCents: number;
  deliveryType: 'Pickup' | 'Delivery';
  /** The delivery address as one line (Delivery), or null. */
  address: string | null;
  /** Delivery whose charge is arranged by phone ("We will call you to set up delivery."). */
  callRequired: boolean;
}

export interface UiState {
  cartDrawerOpen: boolean;
  mobileMenuOpen: boolean;
  enquiryOpen: boolean;
  placedOrder: PlacedOrder | null;
}

const closed: UiState = {
  cartDrawerOpen: false,
  mobileMenuOpen: false,
  enquiryOpen: false,
  placedOrder: null,
};

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

export const showPlacedOrder = (order: PlacedOrder) => void (uiStore.placedOrder = order);
export const closePlacedOrder = () => void (uiStore.placedOrder = null);

/**
 * The address of a navigation that leaves the page where it is (ScrollManager: not to the top): one the
 * listing's own filters, sort or price make.
 */
let placeKeptFor: string | null = null;
export const keepPlaceFor = (href: string) => void (placeKeptFor = href);
/** Whether the page just arrived at `href` keeps its place (asked once per navigation). */
export function keepsPlace(href: string): boolean {
  const kept = placeKeptFor === href;
  placeKeptFor = null;
  return kept;
}

export function resetUiStore(): void {
  Object.assign(uiStore, closed);
  placeKeptFor = null;
}
