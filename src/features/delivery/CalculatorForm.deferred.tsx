// The calculator's form (/calculate): the address search (src/ui/AddressSearch with the configured places
// provider), the picked place's read-only Zipcode, City, State and Country, the number of boxes and
// Calculate Delivery. "❌ Please select a valid address." without a picked place (§5).
// A deferred part of the screen (src/ui/Deferred): the server renders it; its code (the address search's
// combobox and floating-ui, the places client, the inputs) loads at the first touch, focus or key in it,
// or a few seconds after the page, not with the page. What is typed or clicked meanwhile is given back.
// Its props stay equal until then (the screen's `ask` is stable), as a dehydrated part needs.
import { useState, type FormEvent } from 'react';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_LINE_QUANTITY } from '@/contract/limits';
import { lineQuantityRefusal } from '@/contract/messages';
import { DELIVERY_MESSAGES, isValidCoordinate, type LatLng } from '@/domain/delivery';
import type { Place } from '@/domain/places';
import { placesProvider } from '@/services/places';
import { AddressSearch, BusyButton, QuantityStepper } from '@/ui';
import { CALCULATOR_MESSAGES } from './calculatorText';
import classes from './DeliveryCalculator.module.css';

export interface QuoteRequest {
  destination: LatLng;
  boxes: number;
}

export interface CalculatorFormProps {
  /** A quote is being computed: the button shows progress. */
  computing: boolean;
  /** The question on Calculate Delivery when it can be asked; null when it changed or cannot be. */
  onRequest: (request: QuoteRequest | null) => void;
}

export default function CalculatorForm({ computing, onRequest }: CalculatorFormProps) {
  const [place, setPlace] = useState<Place | null>(null);
  const [boxes, setBoxes] = useState(1);
  const [problem, setProblem] = useState<'address' | 'boxes' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place || !isValidCoordinate(place.lat, place.lng)) {
      setProblem('address');
      onRequest(null);
      return;
    }
    // No boxes, or more than one cart line holds (the cart and the product page refuse them too).
    if (!(boxes >= 1) || lineQuantityRefusal(boxes)) {
      setProblem('boxes');
      onRequest(null);
      return;
    }
    setProblem(null);
    onRequest({ destination: { lat: place.lat, lng: place.lng }, boxes });
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Delivery charge calculator">
      <Stack gap="md">
        <AddressSearch
          label="Delivery address"
          provider={placesProvider()}
          required
          error={problem === 'address'}
          onPlaceSelect={(next) => {
            setPlace(next);
            onRequest(null);
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
          max={MAX_LINE_QUANTITY}
          allowDecimal={false}
          // Over the bound: said as it is typed, as on the product page and in the cart.
          error={
            lineQuantityRefusal(boxes) ?? (problem === 'boxes' ? CALCULATOR_MESSAGES.noBoxes : undefined)
          }
          onChange={(next) => {
            setBoxes(next);
            onRequest(null);
            if (problem === 'boxes' && next >= 1 && !lineQuantityRefusal(next)) setProblem(null);
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
        <BusyButton type="submit" size="md" loading={computing} className={classes.submit}>
          Calculate Delivery
        </BusyButton>
      </Stack>
    </form>
  );
}
