// The product page's coverage calculator against the spec: it shows the area with the
// 10% wastage (§5 "Wastage adds 10% to sqft"), and Add to Cart's failure toast is the server's message,
// else §8's "An error occurred".
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints, Product } from '@/contract';
import { CoverageCalculator } from '@/features/catalog/details/CoverageCalculator';
import { startSession } from '@/state';
import { products } from '@fixtures';
import { demoSessions } from '@mocks/db';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { renderInApp, useMockShop } from './support/app';

useMockShop();

/** Coastal Oak SPC: 23.77 sqft a box. */
const product = Product.parse(products.find((p) => p.slug === 'coastal-oak-spc'));

function renderCalculator() {
  return renderInApp(<CoverageCalculator product={product} />, { route: '/products/coastal-oak-spc' });
}

const coverage = () => screen.getByRole('textbox', { name: 'Coverage (sqft)' });
const wastage = () => screen.getByRole('checkbox', { name: 'Add wastage (10%)' });

describe('coverage calculator', () => {
  it('shows the area with wastage while wastage is ticked', () => {
    renderCalculator();
    fireEvent.change(coverage(), { target: { value: '250' } });
    expect(screen.queryByText(/with 10% wastage/)).toBeNull();
    fireEvent.click(wastage());
    expect(screen.getByText('275 sqft with 10% wastage')).toBeTruthy();
    expect(screen.getByText('12 boxes - 10% wastage added. Ships in 1 pallet.')).toBeTruthy();
    fireEvent.click(wastage());
    expect(screen.queryByText(/with 10% wastage/)).toBeNull();
  });
});

describe('Add to Cart failures (§8)', () => {
  const addToCart = async () => {
    startSession(demoSessions.emptyCart);
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  };

  it('a request failure without a server message toasts "An error occurred"', async () => {
    server.use(...scenarios.networkError(endpoints.saveCartLine));
    await addToCart();
    expect(await screen.findByText('An error occurred', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Failed to add to cart')).toBeNull();
  });

  it('a refusal toasts the server’s message', async () => {
    server.use(...scenarios.statusZero(endpoints.saveCartLine, 'This product is out of stock'));
    await addToCart();
    expect(await screen.findByText('This product is out of stock', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a refusal without a message toasts "Failed to add to cart"', async () => {
    server.use(...scenarios.statusZero(endpoints.saveCartLine, ''));
    await addToCart();
    expect(await screen.findByText('Failed to add to cart', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
