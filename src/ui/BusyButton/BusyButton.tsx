// Mantine's Button for actions with a busy phase (`loading`: Sign in, Send, Calculate Delivery, Add to
// Cart, View More, Pay…). `loading` disables the button, and Chromium moves a disabled control's focus to
// the page at its next frame, so a keyboard shopper who pressed Enter would lose their place, or not, by
// timing. This one gives the button its focus back once it is no longer loading (useKeepFocusWhileBusy).
import { forwardRef } from 'react';
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useKeepFocusWhileBusy } from '@/ui/useKeepFocusWhileBusy';

export interface BusyButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {}

export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { loading = false, ...others },
  forwardedRef,
) {
  const keepFocus = useKeepFocusWhileBusy<HTMLButtonElement>(loading);
  const ref = useMergedRef(keepFocus, forwardedRef);
  return <Button ref={ref} loading={loading} {...others} />;
});
