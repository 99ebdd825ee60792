// Shared by the product details stories: the product route as src/app/routes.tsx wires it, a probe
// page for wherever the screen navigates (login, cart), and per-story setup.
import { Container, Text, Title } from '@mantine/core';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { env, setEnv } from '@/config/env';
import { routePatterns } from '@/config/paths';
import ProductDetailsScreen from '@/features/catalog/ProductDetailsScreen';
import { sessionStore, startSession } from '@/state';
import { resetDb } from '@mocks/index';
import type { StorySessionSeed } from '../../../types/storybook';

export type Loaded = { location: { history: string[] } };

export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/**
 * Before each story: the API under /api (stories run without a .env), the mock shop back to its
 * fixtures (an add in one story never shows up in another), and `parameters.session` signed in.
 */
export const productStoryLoader = ({ parameters }: { parameters: { session?: StorySessionSeed | null } }) => {
  try {
    env();
  } catch {
    setEnv({ VITE_API_BASE_URL: '/api', VITE_APP_URL: 'https://floors.example' });
  }
  resetDb();
  const seed = parameters.session;
  if (seed && sessionStore.authKey !== seed.authKey) {
    startSession({
      authKey: seed.authKey,
      firstName: seed.firstName,
      lastName: seed.lastName,
      fullName: seed.fullName,
    });
  }
  return {};
};

function ArrivedAt() {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Container size="sm" py={80}>
      <Title order={1}>Next page</Title>
      <Text>Arrived at {location + (search ? `?${search}` : '')}</Text>
    </Container>
  );
}

/** /products/:slug renders the screen; any other location shows where the shopper was sent. */
export function ProductRoutes() {
  return (
    <Switch>
      <Route path={routePatterns.product}>
        <ProductDetailsScreen />
      </Route>
      <Route>
        <ArrivedAt />
      </Route>
    </Switch>
  );
}
