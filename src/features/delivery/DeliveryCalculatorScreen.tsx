// §2 Delivery charge calculator (/calculate; issue 11 item 6): address search (src/ui/AddressSearch with
// the configured places provider), read-only Zipcode, City, State and Country, number of boxes and
// Calculate Delivery. The quote is §9's, through useDeliveryQuote — the same hook and pure rule as the cart.
// Messages: "❌ Please select a valid address." without a picked place (§5), "⚠️ Could not calculate road
// distance." when the routing service fails or finds no road (§8 calculator). Works signed out (§6).
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhoneCall, IconTruckDelivery } from '@tabler/icons-react';
import { useDeliveryTiers } from '@/api/hooks/catalogue';
import { deliverySetup, useDeliveryQuote, type DeliveryQuoteState } from '@/api/hooks/delivery';
import { env } from '@/config/env';
import { BOXES_PER_PALLET, DELIVERY_MESSAGES, isValidCoordinate, type LatLng } from '@/domain/delivery';
import { formatUsd } from '@/domain/money';
import type { Place } from '@/domain/places';
import { placesProvider } from '@/services/places';
import { ROUTING_ATTRIBUTION } from '@/services/roadDistance';
import { AddressSearch, BusyButton, QuantityStepper } from '@/ui';
import classes from './DeliveryCalculator.module.css';

export const CALCULATOR_MESSAGES = {
  noBoxes: 'Please enter the number of boxes.',
  computing: 'Calculating road distance...',
} as const;

interface QuoteRequest {
  destination: LatLng;
  boxes: number;
}

export default function DeliveryCalculatorScreen() {
  const [place, setPlace] = useState<Place | null>(null);
  const [boxes, setBoxes] = useState(1);
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const [problem, setProblem] = useState<'address' | 'boxes' | null>(null);
  const quote = useDeliveryQuote({ destination: request?.destination ?? null, boxes: request?.boxes ?? 0 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place || !isValidCoordinate(place.lat, place.lng)) {
      setProblem('address');
      setRequest(null);
      return;
    }
    if (!(boxes >= 1)) {
      setProblem('boxes');
      setRequest(null);
      return;
    }
    setProblem(null);
    const next = { destination: { lat: place.lat, lng: place.lng }, boxes };
    // The same question again after a failure: ask again (answers that succeeded stay cached).
    if (request && sameRequest(request, next) && quote.failedStep) quote.retry();
    setRequest(next);
  };

  return (
    <section className={classes.page} aria-labelledby="calculator-title">
      <Paper className={classes.card} withBorder>
        <header className={classes.header}>
          <Title order={1} id="calculator-title" className={classes.title}>
            Delivery Charge Calculator
          </Title>
          <Text className={classes.subtitle}>
            Delivery is priced per pallet of up to {BOXES_PER_PALLET} boxes, by road distance from our
            warehouse.
          </Text>
        </header>
        <div className={classes.split}>
          <form onSubmit={submit} noValidate aria-label="Delivery charge calculator">
            <Stack gap="md">
              <AddressSearch
                label="Delivery address"
                provider={placesProvider()}
                required
                error={problem === 'address'}
                onPlaceSelect={(next) => {
                  setPlace(next);
                  setRequest(null);
                  if (next) setProblem(null);
                }}
              />
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
                <TextInput label="Zipcode" value={place?.postalCode ?? ''} readOnly variant="filled" />
                <TextInput label="City" value={place?.city ?? ''} readOnly variant="filled" />
                <TextInput label="State" value={place?.stateCode ?? ''} readOnly variant="filled" />
                <TextInput label="Country" value={place?.country ?? ''} readOnly variant="filled" />
              </SimpleGrid>
              <QuantityStepper
                label="Number of boxes"
                unit="boxes"
                value={boxes}
                min={1}
                allowDecimal={false}
                error={problem === 'boxes' ? CALCULATOR_MESSAGES.noBoxes : undefined}
                onChange={(next) => {
                  setBoxes(next);
                  setRequest(null);
                  if (problem === 'boxes' && next >= 1) setProblem(null);
                }}
              />
              {problem === 'address' ? (
                <Alert
                  color="red"
                  variant="light"
                  title={DELIVERY_MESSAGES.invalidAddress}
                  className={classes.alert}
                />
              ) : null}
              <BusyButton type="submit" size="md" loading={quote.isComputing} className={classes.submit}>
                Calculate Delivery
              </BusyButton>
            </Stack>
          </form>
          <QuoteResult state={quote} asked={request !== null} />
        </div>
      </Paper>
    </section>
  );
}

function sameRequest(a: QuoteRequest, b: QuoteRequest): boolean {
  return (
    a.boxes === b.boxes && a.destination.lat === b.destination.lat && a.destination.lng === b.destination.lng
  );
}

/** The right-hand panel: rates before asking, then the quote or what went wrong. Announced politely. */
function QuoteResult({ state, asked }: { state: DeliveryQuoteState; asked: boolean }) {
  return (
    <div className={classes.result} aria-live="polite">
      {!asked ? <Rates /> : <QuoteOutcomeView state={state} />}
    </div>
  );
}

function QuoteOutcomeView({ state }: { state: DeliveryQuoteState }) {
  const { quote } = state;
  if (state.isComputing || !quote)
    return (
      <Group gap="sm" className={classes.computing}>
        <Loader size="sm" aria-hidden />
        <Text>{CALCULATOR_MESSAGES.computing}</Text>
      </Group>
    );
  switch (quote.kind) {
    case 'priced':
      return (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.quoteLabel}>
            <IconTruckDelivery size={22} aria-hidden className={classes.quoteIcon} />
            <Title order={2} size="h4">
              {quote.label} <span className={classes.pallets}>{quote.message}</span>
            </Title>
          </Group>
          <dl className={classes.figures}>
            <div>
              <dt>Distance</dt>
              <dd>{quote.miles.toFixed(2)} miles</dd>
            </div>
            <div>
              <dt>Pallets</dt>
              <dd>{quote.pallets}</dd>
            </div>
            <div className={classes.charge}>
              <dt>Delivery charge</dt>
              <dd>{formatUsd(quote.chargeCents)}</dd>
            </div>
          </dl>
          <Text size="xs" c="dimmed">
            {ROUTING_ATTRIBUTION}
          </Text>
        </Stack>
      );
    case 'call':
      return (
        <Stack gap="sm" align="flex-start">
          {quote.reason === 'no-route' || quote.reason === 'routing-unavailable' ? (
            <CouldNotCalculate />
          ) : null}
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconPhoneCall size={22} aria-hidden className={classes.callIcon} />
            <Stack gap={4}>
              <Title order={2} size="h4">
                {quote.message}
              </Title>
              {quote.miles !== null ? (
                <Text size="sm" c="dimmed">
                  Road distance: {quote.miles.toFixed(2)} miles
                </Text>
              ) : null}
            </Stack>
          </Group>
          {quote.reason === 'routing-unavailable' ? (
            <Button variant="default" onClick={state.retry}>
              Try again
            </Button>
          ) : null}
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="sm" align="flex-start">
          {state.failedStep === 'routing' ? (
            <CouldNotCalculate />
          ) : (
            <Alert color="red" variant="light" role="alert" title={quote.message} className={classes.alert} />
          )}
          <Button variant="default" onClick={state.retry}>
            Try again
          </Button>
        </Stack>
      );
    case 'invalid':
      return (
        <Alert color="red" variant="light" role="alert" title={quote.message} className={classes.alert} />
      );
    case 'unavailable':
      return (
        <Alert
          color="gray"
          variant="light"
          role="alert"
          icon={<IconPhoneCall size={18} aria-hidden />}
          title={quote.message}
          className={classes.alert}
        />
      );
  }
}

function CouldNotCalculate() {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={DELIVERY_MESSAGES.noRoadDistance}
      className={classes.alert}
    />
  );
}

/** Before asking: the shop's per-pallet rates by distance (nothing while they load or if they fail). */
function Rates() {
  const { data } = useDeliveryTiers();
  if (!data) return null;
  const { tiers } = deliverySetup(data, env());
  if (!tiers.length) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        Delivery rates
      </Title>
      <table className={classes.rates}>
        <thead>
          <tr>
            <th scope="col">Road distance</th>
            <th scope="col">Per pallet</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t) => (
            <tr key={`${t.minMile}-${t.maxMile}`}>
              <td>
                {t.minMile} – {t.maxMile} miles
              </td>
              <td>{t.pricePerPalletCents > 0 ? formatUsd(t.pricePerPalletCents) : 'We will call you'}</td>
            </tr>
          ))}
          <tr>
            <td>Farther</td>
            <td>We will call you</td>
          </tr>
        </tbody>
      </table>
    </Stack>
  );
}
