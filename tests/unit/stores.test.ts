// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartModeStore,
  chooseFulfilment,
  clearSelectedAddress,
  deviceToken,
  endSession,
  resetAllStores,
  restoreSession,
  selectAddress,
  sessionStore,
  startSession,
  toggleCartDrawer,
  uiStore,
} from '@/state';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAllStores();
});

describe('session store (§3, §4)', () => {
  it('stores the session under authKey, firstName, lastName, fullName', () => {
    startSession({ authKey: 'k1', firstName: 'Ada', lastName: 'Oak', fullName: 'Ada Oak' });
    expect(localStorage.getItem('authKey')).toBe('k1');
    expect(localStorage.getItem('firstName')).toBe('Ada');
    expect(localStorage.getItem('lastName')).toBe('Oak');
    expect(localStorage.getItem('fullName')).toBe('Ada Oak');
    expect(sessionStore.firstName).toBe('Ada');
  });

  it('restores only when authKey, firstName and lastName are all present', () => {
    localStorage.setItem('authKey', 'k1');
    localStorage.setItem('firstName', 'Ada');
    restoreSession();
    expect(sessionStore.authKey).toBeNull();
    localStorage.setItem('lastName', 'Oak');
    restoreSession();
    expect(sessionStore.authKey).toBe('k1');
    expect(sessionStore.fullName).toBe('Ada Oak');
  });

  it('derives lastName from full_name when the server sends none', () => {
    startSession({ authKey: 'k', firstName: 'Ada', fullName: 'Ada Lovelace Oak' });
    expect(sessionStore.lastName).toBe('Lovelace Oak');
  });

  it('keeps an unremembered session in sessionStorage only', () => {
    startSession({ authKey: 'k', firstName: 'Ada', lastName: 'Oak' }, false);
    expect(localStorage.getItem('authKey')).toBeNull();
    expect(sessionStorage.getItem('authKey')).toBe('k');
    resetAllStores();
    restoreSession();
    expect(sessionStore.authKey).toBe('k');
  });

  it('logout clears state and stored values but keeps the device token', () => {
    const device = deviceToken();
    startSession({ authKey: 'k', firstName: 'Ada', lastName: 'Oak' });
    endSession();
    expect(sessionStore.authKey).toBeNull();
    expect(localStorage.getItem('authKey')).toBeNull();
    expect(localStorage.getItem('firstName')).toBeNull();
    expect(deviceToken()).toBe(device);
  });

  it('makes the device token a UUID once', () => {
    const first = deviceToken();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceToken()).toBe(first);
    expect(localStorage.getItem('deviceToken')).toBe(first);
  });
});

describe('cart mode and ui stores', () => {
  it('defaults to pickup with no address, and deleting resets the selection to 0', () => {
    expect(cartModeStore).toMatchObject({ mode: 'pickup', selectedAddressId: 0 });
    chooseFulfilment('delivery');
    selectAddress(12);
    expect(cartModeStore).toMatchObject({ mode: 'delivery', selectedAddressId: 12 });
    clearSelectedAddress();
    expect(cartModeStore.selectedAddressId).toBe(0);
  });

  it('toggles the cart drawer', () => {
    toggleCartDrawer();
    expect(uiStore.cartDrawerOpen).toBe(true);
    toggleCartDrawer();
    expect(uiStore.cartDrawerOpen).toBe(false);
  });
});
