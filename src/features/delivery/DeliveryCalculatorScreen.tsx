// §2 Delivery charge calculator (/calculate): address search (src/ui/AddressSearch with
// the configured places provider), read-only Zipcode, City, State and Country, number of boxes and
// Calculate Delivery. The quote is §9's, through useDeliveryQuote — the same hook and pure rule as the cart.
// Messages: "❌ Please select a valid address." without a picked place (§5), "⚠️ Could not calculate road
// distance." when the routing service fails or finds no road (§8 calculator). Works signed out (§6).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoneCall, IconTruckDelivery } from '@tabler/icons-react';
import { useDeliveryTiers } from '@/api/hooks/catalogue';
import { deliverySetup, useDeliveryQuote, type DeliveryQuoteState } from '@/api/hooks/delivery';
import { env } from '@/config/env';
import { BOXES_PER_PALLET, DELIVERY_MESSAGES } from '@/domain/delivery';
import { formatUsd } from '@/domain/money';
import { ROUTING_ATTRIBUTION } from '@/services/roadDistance';
import { deferHydration } from '@/ui';
import type { QuoteRequest } from './CalculatorForm.deferred';
import { CALCULATOR_MESSAGES } from './calculatorText';
import classes from './DeliveryCalculator.module.css';

/** The form's height at its widest, kept while its code loads in a page the browser renders itself. */
const FORM_HEIGHT = 356;

export { CALCULATOR_MESSAGES };

// The form loads when first touched or a few seconds after the page: its code (the address search's
// combobox and floating-ui, the places client, the inputs) is not in the page's first visit.
const CalculatorForm = deferHydration(() => import('./CalculatorForm.deferred'), {
  until: { interactionOr: { ms: 6000 } },
  fallback: <Skeleton height={FORM_HEIGHT} aria-hidden />,
});

export default function DeliveryCalculatorScreen() {
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const quote = useDeliveryQuote({ destination: request?.destination ?? null, boxes: request?.boxes ?? 0 });
  // The form asks through one function for the page's life: the form is a deferred part, which must see
  // equal props until it has hydrated (src/ui/Deferred).
  const latest = useRef({ request, quote });
  useEffect(() => {
    latest.current = { request, quote };
  });
  const ask = useCallback((next: QuoteRequest | null) => {
    const { request: asked, quote: current } = latest.current;
    // The same question again after a failure: ask again (answers that succeeded stay cached).
    if (next && asked && sameRequest(asked, next) && current.failedStep) current.retry();
    setRequest(next);
  }, []);

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
          <CalculatorForm computing={quote.isComputing} onRequest={ask} />
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
            <QuoteAlert title={DELIVERY_MESSAGES.noRoadDistance} />
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
          <QuoteAlert
            title={state.failedStep === 'routing' ? DELIVERY_MESSAGES.noRoadDistance : quote.message}
          />
          <Button variant="default" onClick={state.retry}>
            Try again
          </Button>
        </Stack>
      );
    case 'invalid':
      return <QuoteAlert title={quote.message} />;
    case 'unavailable':
      return <QuoteAlert title={quote.message} callUs />;
  }
}

/** What stands in the way of a price: in red, or in grey with a phone where the shop prices by phone. */
function QuoteAlert({ title, callUs = false }: { title: string; callUs?: boolean }) {
  return (
    <Alert
      color={callUs ? 'gray' : 'red'}
      variant="light"
      role="alert"
      icon={callUs ? <IconPhoneCall size={18} aria-hidden /> : undefined}
      title={title}
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
