// Logout from the header menu (§2 "a login button which, once signed in, shows the first
// name with a Logout menu"; §4 logout clears state and stored values, calls the logout endpoint, goes
// to /login and reloads). The real Header and logout(), fetch stubbed.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from '@/app/layout/Header';
import { setEnv } from '@/config/env-schema';
import { endSession, sessionStore, startSession } from '@/state/session';
import { theme } from '@/ui/theme';
import { installBrowserShims, loadFirstUseModules } from './support/app';

beforeAll(async () => {
  installBrowserShims();
  await loadFirstUseModules(); // not the account menu's module: its load is what the first test counts
});

// The account menu's module (Mantine's Menu and floating-ui) loads at the shopper's first sign of
// using it, not with the page: count its loads.
const menuModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/app/layout/AccountMenu', async (importOriginal) => {
  menuModule.loads += 1;
  return importOriginal();
});

const requests: { url: string; authKey: string | null }[] = [];
const assign = vi.fn();

beforeEach(() => {
  requests.length = 0;
  assign.mockClear();
  setEnv({ VITE_API_BASE_URL: '/api' });
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, authKey: new Headers(init.headers).get('auth_key') });
      return new Response(
        JSON.stringify({ status: 1, message: 'OK', data: url.endsWith('getusercarts') ? [] : null }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
  endSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHeader() {
  const location = memoryLocation({ path: '/products' });
  return render(
    <MantineProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={location.hook}>
          <Header />
        </Router>
      </SWRConfig>
    </MantineProvider>,
  );
}

describe('header logout', () => {
  // First in this file: a module loads once per test file.
  it("loads the menu's code only when the shopper points at the button", async () => {
    startSession({ authKey: 'key-7', firstName: 'Sam', lastName: 'Rivera' }, true);
    renderHeader();
    const standIn = screen.getByRole('button', { name: /Sam/ });
    expect(standIn).toHaveProperty('ariaHasPopup', 'menu');
    await act(async () => {});
    expect(menuModule.loads).toBe(0);
    fireEvent.pointerEnter(standIn);
    // The menu's own button (Mantine gives its target an id) replaces the stand-in once its module has
    // come; nothing opens. That first load transforms Mantine's Menu and floating-ui, which takes more
    // than waitFor's default second on a busy machine: wait for the module, as the shopper would.
    await waitFor(() => expect(screen.getByRole('button', { name: /Sam/ }).id).not.toBe(''), {
      timeout: 10_000,
    });
    expect(menuModule.loads).toBe(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the first name once signed in and logs out from its menu', async () => {
    startSession({ authKey: 'key-7', firstName: 'Sam', lastName: 'Rivera' }, true);
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Sam/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(requests).toContainEqual({ url: '/api/userauth/logout', authKey: 'key-7' });
    expect(sessionStore.authKey).toBeNull();
    expect(localStorage.getItem('authKey')).toBeNull();
    expect(localStorage.getItem('firstName')).toBeNull();
    // The header is back to its signed-out form.
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveProperty('pathname', '/login');
  });

  it('keeps the keyboard focus on the button when the menu replaces its stand-in', async () => {
    startSession({ authKey: 'key-7', firstName: 'Sam', lastName: 'Rivera' }, true);
    renderHeader();
    act(() => screen.getByRole('button', { name: /Sam/ }).focus());
    await waitFor(() => expect(screen.getByRole('button', { name: /Sam/ }).id).not.toBe(''));
    expect(screen.getByRole('button', { name: /Sam/ })).toBe(document.activeElement);
    fireEvent.click(document.activeElement!);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('signed out: a Login link and no account menu', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });
});
