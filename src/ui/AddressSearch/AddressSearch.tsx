import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Combobox, Group, Loader, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { MIN_SEARCH_LENGTH, type Place, type PlaceSuggestion, type PlacesProvider } from '@/domain/places';
import classes from './AddressSearch.module.css';

export const ADDRESS_SEARCH_MESSAGES = {
  searching: 'Searching addresses...',
  noResults: 'No matching addresses. Check the spelling or add the street number.',
  unavailable: 'Address search is not available right now. Please try again in a moment.',
  resolveFailed: 'Could not load that address. Please pick it again.',
} as const;

export interface AddressSearchProps {
  /** Visible label ("Delivery address"). */
  label: string;
  /** Where suggestions come from: Google Places, Photon or a fake (src/services/places). */
  provider: PlacesProvider;
  /** The picked place; null when the shopper edits the text again (the earlier pick no longer holds). */
  onPlaceSelect: (place: Place | null) => void;
  placeholder?: string;
  description?: ReactNode;
  /** An error of the surrounding form (e.g. "❌ Please select a valid address."). */
  error?: ReactNode;
  /** Shown when the search service fails; the Add Address form says manual entry is still open. */
  unavailableMessage?: string;
  /** Text in the field at first (an address being edited). */
  defaultValue?: string;
  /** Wait after the last keystroke before asking the provider. */
  debounceMs?: number;
  required?: boolean;
  name?: string;
  id?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'results'; suggestions: PlaceSuggestion[] }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string }
  | { kind: 'resolving' };

/**
 * Address autocomplete: typing is debounced, the suggestions are a listbox navigated with
 * the arrow keys and Enter (Mantine Combobox), "no results" is said, and a failed search says so under the
 * field without blocking it. Picking a suggestion resolves it to a full place (line 1, postal code, city,
 * state, country, coordinates) and hands it to `onPlaceSelect`.
 */
export function AddressSearch({
  label,
  provider,
  onPlaceSelect,
  placeholder = 'Start typing your street address',
  description,
  error,
  unavailableMessage = ADDRESS_SEARCH_MESSAGES.unavailable,
  defaultValue = '',
  debounceMs = 300,
  // The rest (id, name, required) are the text field's own.
  ...field
}: AddressSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState(defaultValue);
  /** What the shopper typed last: drives the search (a picked place's label does not). */
  const [query, setQuery] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const generation = useRef(0);

  useEffect(() => {
    const text = query?.trim() ?? '';
    if (text.length < MIN_SEARCH_LENGTH) return;
    // A newer keystroke (or a pick) runs the cleanup: the timer stops, an answer in flight is ignored.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ kind: 'searching' });
      provider.search(text, { signal: controller.signal }).then(
        (suggestions) => {
          if (controller.signal.aborted) return;
          setStatus(suggestions.length ? { kind: 'results', suggestions } : { kind: 'empty' });
        },
        () => {
          if (controller.signal.aborted) return;
          setStatus({ kind: 'failed', message: unavailableMessage });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, provider, debounceMs, unavailableMessage]);

  const pick = (suggestion: PlaceSuggestion) => {
    const ticket = ++generation.current;
    setQuery(null);
    setValue([suggestion.primary, suggestion.secondary].filter(Boolean).join(', '));
    setStatus({ kind: 'resolving' });
    combobox.closeDropdown();
    provider.resolve(suggestion).then(
      (place) => {
        if (ticket !== generation.current) return;
        setValue(place.label);
        setStatus({ kind: 'idle' });
        onPlaceSelect(place);
      },
      () => {
        if (ticket !== generation.current) return;
        setStatus({ kind: 'failed', message: ADDRESS_SEARCH_MESSAGES.resolveFailed });
        onPlaceSelect(null);
      },
    );
  };

  const suggestions = status.kind === 'results' ? status.suggestions : [];
  const showDropdown = status.kind === 'results' || status.kind === 'empty' || status.kind === 'searching';
  const failure = status.kind === 'failed' ? status.message : null;
  const announcement =
    status.kind === 'results'
      ? `${suggestions.length} address${suggestions.length === 1 ? '' : 'es'} found`
      : status.kind === 'empty'
        ? ADDRESS_SEARCH_MESSAGES.noResults
        : (failure ?? '');

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(optionId) => {
          const suggestion = suggestions.find((s) => s.id === optionId);
          if (suggestion) pick(suggestion);
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            {...field}
            label={label}
            placeholder={placeholder}
            value={value}
            error={error}
            description={
              failure ? (
                <Group component="span" gap={4} wrap="nowrap" className={classes.failure}>
                  <IconAlertTriangle size={14} aria-hidden />
                  <span>{failure}</span>
                </Group>
              ) : (
                description
              )
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            leftSection={<IconMapPin size={18} aria-hidden />}
            rightSection={
              status.kind === 'searching' || status.kind === 'resolving' ? (
                <Loader size={16} aria-hidden />
              ) : null
            }
            onChange={(event) => {
              const next = event.currentTarget.value;
              generation.current += 1; // a place still being resolved no longer counts
              setValue(next);
              setQuery(next);
              if (
                next.trim().length < MIN_SEARCH_LENGTH ||
                status.kind === 'failed' ||
                status.kind === 'resolving'
              )
                setStatus({ kind: 'idle' });
              onPlaceSelect(null);
              combobox.resetSelectedOption();
              combobox.openDropdown();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>

        <Combobox.Dropdown hidden={!showDropdown}>
          {/* A listbox holds options only (axe): the searching / no-results lines sit beside it, and the
              listbox stays mounted (hidden) so the field's aria-controls always points at it. */}
          {status.kind === 'searching' ? (
            <Combobox.Empty>{ADDRESS_SEARCH_MESSAGES.searching}</Combobox.Empty>
          ) : null}
          {status.kind === 'empty' ? (
            <Combobox.Empty>{ADDRESS_SEARCH_MESSAGES.noResults}</Combobox.Empty>
          ) : null}
          <Combobox.Options aria-label={`${label}: suggestions`} hidden={suggestions.length === 0}>
            {suggestions.map((s) => (
              <Combobox.Option value={s.id} key={s.id} className={classes.option}>
                <Text size="sm" fw={600} component="span" className={classes.primary}>
                  {s.primary}
                </Text>
                {s.secondary ? (
                  <Text size="xs" c="dimmed" component="span" className={classes.secondary}>
                    {s.secondary}
                  </Text>
                ) : null}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {provider.attribution && status.kind === 'results' ? (
            <Combobox.Footer>
              <Text size="xs" c="dimmed">
                {provider.attribution}
              </Text>
            </Combobox.Footer>
          ) : null}
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
