import { useMemo, useState } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { env } from '@/config/env';
import type { Place } from '@/domain/places';
import { createPhotonPlaces } from '@/services/places';
import { ADDRESS_SEARCH_MESSAGES, AddressSearch } from '@/ui';
import { placesScenarios } from '@mocks/handlers/places';

// The real Photon client against MSW's Photon handler (fixtures/places.ts): what a fresh install runs.
const onPlaceSelect = fn();

function Demo() {
  const provider = useMemo(
    () => createPhotonPlaces({ baseUrl: env().VITE_PHOTON_URL, countryCodes: ['US'] }),
    [],
  );
  const [place, setPlace] = useState<Place | null>(null);
  return (
    <Stack gap="lg" maw={520}>
      <AddressSearch
        label="Delivery address"
        provider={provider}
        onPlaceSelect={(next) => {
          setPlace(next);
          onPlaceSelect(next);
        }}
      />
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        {(
          [
            ['Address line 1', place?.addressLine1],
            ['Zipcode', place?.postalCode],
            ['City', place?.city],
            ['State', place?.stateCode],
            ['Country', place?.country],
            ['Coordinates', place ? `${place.lat}, ${place.lng}` : undefined],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={term}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const meta = preview.meta({
  title: 'UI/AddressSearch',
  subcomponents: { AddressSearch },
  render: () => <Demo />,
});

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Delivery address' });

export const Results = meta.story({
  name: 'Results',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'austin');
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      '1100 Congress AvenueAustin, TX 78701, United States',
      'AustinTX, United States',
    ]);
    await expect(input(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByText('Search by Photon · © OpenStreetMap contributors')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 addresses found');
  },
});

export const ResultsMobile = Results.extend({
  name: 'Results (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

export const NoResults = meta.story({
  name: 'No results',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Zzyzx Road');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(ADDRESS_SEARCH_MESSAGES.noResults));
    // Shown in the open dropdown too (the status region is visually hidden).
    const shown = screen.getAllByText(ADDRESS_SEARCH_MESSAGES.noResults).filter((el) => el !== status);
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
});

export const ProviderDown = meta.story({
  name: 'Provider down',
  parameters: { msw: { handlers: placesScenarios.down() } },
  play: async ({ canvas, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '1100 Congress');
    // Said under the field (its description) and announced.
    await waitFor(() => expect(field).toHaveAccessibleDescription(ADDRESS_SEARCH_MESSAGES.unavailable));
    await expect(canvas.getByRole('status')).toHaveTextContent(ADDRESS_SEARCH_MESSAGES.unavailable);
    // Manual entry is not blocked: the field keeps the text and takes more.
    await expect(field).toBeEnabled();
    await userEvent.type(field, ' Ave');
    await expect(field).toHaveValue('1100 Congress Ave');
    await userEvent.tab();
  },
});

export const KeyboardSelection = meta.story({
  name: 'Keyboard selection',
  play: async ({ canvas, canvasElement }) => {
    onPlaceSelect.mockClear();
    const field = input(canvasElement);
    await userEvent.type(field, 'austin');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-combobox-selected');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue('1100 Congress Avenue, Austin, TX 78701, United States'));
    await expect(onPlaceSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ addressLine1: '1100 Congress Avenue', postalCode: '78701', stateCode: 'TX' }),
    );
    await expect(canvas.getByTestId('Zipcode')).toHaveTextContent('78701');
    await expect(canvas.getByTestId('City')).toHaveTextContent('Austin');
    await expect(canvas.getByTestId('State')).toHaveTextContent('TX');
    await expect(canvas.getByTestId('Coordinates')).toHaveTextContent('30.2747, -97.7404');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // Editing the text again drops the pick.
    await userEvent.type(field, 'x');
    await expect(onPlaceSelect).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('{Escape}');
  },
  tags: ['no-visual'],
});

export const Picked = meta.story({
  name: 'Place picked',
  play: async ({ canvas, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, 'bissonnet');
    await userEvent.click(await screen.findByRole('option', { name: /2315 Bissonnet Street/ }));
    await waitFor(() => expect(field).toHaveValue('2315 Bissonnet Street, Houston, TX 77005, United States'));
    await expect(canvas.getByTestId('Zipcode')).toHaveTextContent('77005');
    await userEvent.tab();
  },
});
