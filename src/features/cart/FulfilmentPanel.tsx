// §2 Pickup/Delivery toggle. Pickup: "Pickup selected", "You can collect your order directly from our
// store." and the warehouse address. Delivery: "Delivery to" with the chosen address line and the Add
// Address button that opens the address-selection modal.
import { forwardRef } from 'react';
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconTruckDelivery } from '@tabler/icons-react';
import type { Address } from '@/contract';
import type { FulfilmentMode } from '@/domain/cart';
import classes from './MyCart.module.css';

export interface FulfilmentPanelProps {
  mode: FulfilmentMode;
  onModeChange: (mode: FulfilmentMode) => void;
  /** settings.warehouse_address */
  warehouseAddress: string;
  /** The chosen delivery address, if any. */
  address: Address | null;
  onAddAddress: () => void;
}

/** The street part of an address: "12 Main St, Apt 4, Austin, TX 78701". */
export function streetLine(address: Address): string {
  const cityLine = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.address_line_1, address.address_line_2, cityLine].filter(Boolean).join(', ');
}

/** One line for an address: "Jordan Lee, 12 Main St, Apt 4, Austin, TX 78701". */
export function addressLine(address: Address): string {
  return [address.name, streetLine(address)].filter(Boolean).join(', ');
}

export const FulfilmentPanel = forwardRef<HTMLButtonElement, FulfilmentPanelProps>(function FulfilmentPanel(
  { mode, onModeChange, warehouseAddress, address, onAddAddress },
  addAddressRef,
) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="fulfilment-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="fulfilment-title">
          Pickup or delivery
        </Title>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => onModeChange(value === 'delivery' ? 'delivery' : 'pickup')}
          data={[
            { value: 'pickup', label: 'Pickup' },
            { value: 'delivery', label: 'Delivery' },
          ]}
          aria-label="Pickup or delivery"
        />
        {/* Both bodies share one grid cell, the other one invisible: the panel is as tall as the taller of
            the two whatever the width and the address, so the server's Pickup (it cannot know the
            shopper's choice) becomes Delivery once hydrated without moving the lines below. */}
        <div className={classes.fulfilmentBodies}>
          <div className={classes.fulfilmentBody} {...inactiveUnless(mode === 'pickup')}>
            <IconBuildingWarehouse size={28} stroke={1.6} aria-hidden className={classes.fulfilmentIcon} />
            <div>
              <Text fw={700}>Pickup selected</Text>
              <Text size="sm">You can collect your order directly from our store.</Text>
              {warehouseAddress ? (
                <Text size="sm" c="gray.7" mt={4}>
                  {warehouseAddress}
                </Text>
              ) : null}
            </div>
          </div>
          <div className={classes.fulfilmentBody} {...inactiveUnless(mode === 'delivery')}>
            <IconTruckDelivery size={28} stroke={1.6} aria-hidden className={classes.fulfilmentIcon} />
            <div className={classes.deliveryText}>
              <Text fw={700}>Delivery to</Text>
              <Text size="sm" c={address ? undefined : 'gray.7'}>
                {address ? addressLine(address) : 'No address selected yet.'}
              </Text>
              <Button ref={addAddressRef} variant="outline" size="sm" mt="sm" onClick={onAddAddress}>
                Add Address
              </Button>
            </div>
          </div>
        </div>
      </Stack>
    </Paper>
  );
});

/** The body of the mode not chosen: it keeps its space, unseen, unread and out of the tab order. */
function inactiveUnless(active: boolean) {
  return active ? {} : { 'data-inactive': '', inert: true, 'aria-hidden': true };
}
