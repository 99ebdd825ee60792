// src/ui/useKeepFocusWhileBusy and BusyButton (the Mantine button built on it): a focused button that
// becomes busy (disabled) gets its focus back when done, if the browser took it away meanwhile (jsdom
// does not run the focus fixup: the test moves the focus to the page, as Chromium does when it draws a
// frame with the focused control disabled).
import { createRef } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusyButton } from '@/ui/BusyButton';
import { useKeepFocusWhileBusy } from '@/ui/useKeepFocusWhileBusy';
import { installBrowserShims } from './support/app';

function Form({ busy }: { busy: boolean }) {
  const button = useKeepFocusWhileBusy(busy);
  return (
    <form>
      <input aria-label="Email" />
      <button ref={button} type="button" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}

/** What Chromium's focus fixup does to a focused control that became disabled: the page gets the focus. */
function focusFixup() {
  const spot = document.createElement('span');
  spot.tabIndex = -1;
  document.body.append(spot);
  spot.focus();
  spot.remove();
}

afterEach(cleanup);

describe('useKeepFocusWhileBusy', () => {
  it('gives the button its focus back after the busy phase', () => {
    const { rerender } = render(<Form busy={false} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    act(() => button.focus());
    rerender(<Form busy />);
    act(focusFixup);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(button);
  });

  it('gives the focus back when the browser drops it at once, as React disables the button (Chromium 150+)', () => {
    const { rerender } = render(<Form busy={false} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    // Chromium 150 and later blur a focused control in the same task that disables it (a focusout to
    // nowhere), before React's layout effects run; older ones waited for the next frame.
    // jsdom keeps the focus on a disabled control, so the test plays Chromium's part: the focusout while
    // disabled, then the page holding the focus. React may set it as the attribute or as the property.
    const dropFocus = () => {
      if (document.activeElement !== button) return;
      button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      focusFixup();
    };
    const setAttribute = button.setAttribute.bind(button);
    button.setAttribute = (name: string, value: string) => {
      setAttribute(name, value);
      if (name === 'disabled') dropFocus();
    };
    const disabled = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'disabled')!;
    Object.defineProperty(button, 'disabled', {
      get: () => disabled.get!.call(button),
      set: (value: boolean) => {
        disabled.set!.call(button, value);
        if (value) dropFocus();
      },
    });
    act(() => button.focus());
    rerender(<Form busy />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus where the shopper moved it meanwhile', () => {
    const { rerender } = render(<Form busy={false} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    act(() => button.focus());
    rerender(<Form busy />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    act(() => email.focus());
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(email);
  });

  it('does not take the focus for a button that did not have it', () => {
    const { rerender } = render(<Form busy={false} />);
    rerender(<Form busy />);
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(document.body);
    // …and a later busy phase without focus does not restore an old one.
    const button = screen.getByRole('button', { name: 'Sign in' });
    act(() => button.focus());
    rerender(<Form busy />);
    act(focusFixup);
    rerender(<Form busy={false} />);
    act(focusFixup);
    rerender(<Form busy />);
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('BusyButton', () => {
  beforeAll(installBrowserShims);

  it('is a Mantine button that keeps its focus through `loading`, and passes its ref on', () => {
    const ref = createRef<HTMLButtonElement>();
    const view = (loading: boolean) => (
      <MantineProvider>
        <BusyButton ref={ref} loading={loading}>
          Send message
        </BusyButton>
      </MantineProvider>
    );
    const { rerender } = render(view(false));
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(ref.current).toBe(button);
    act(() => button.focus());
    rerender(view(true));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(focusFixup);
    rerender(view(false));
    expect(document.activeElement).toBe(button);
  });
});
