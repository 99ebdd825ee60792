// Shared by the account screen stories: the routes of src/app/routes.tsx for these screens (with
// the same GuestOnly guard), a probe page for wherever a screen navigates to, and helpers.
import { Container, Text, Title } from '@mantine/core';
import type { HttpHandler } from 'msw';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { GuestOnly } from '@/app/GuestOnly';
import { paths } from '@/config/paths';
import type { Endpoint } from '@/contract';
import ContactScreen from '@/features/account/ContactScreen';
import ForgotPasswordScreen from '@/features/account/ForgotPasswordScreen';
import LoginScreen from '@/features/account/LoginScreen';
import SignUpScreen from '@/features/account/SignUpScreen';
import { on } from '@mocks/handlers/http';

export type Loaded = { location: { history: string[] } };

export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Where a screen sent the shopper (the app would render that route's screen here). */
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

/** The account part of the route table, as src/app/routes.tsx wires it. */
export function AccountRoutes() {
  return (
    <Switch>
      <Route path={paths.login}>
        <GuestOnly honourRedirect>
          <LoginScreen />
        </GuestOnly>
      </Route>
      <Route path={paths.signUp}>
        <GuestOnly>
          <SignUpScreen />
        </GuestOnly>
      </Route>
      <Route path={paths.forgotPassword}>
        <GuestOnly>
          <ForgotPasswordScreen />
        </GuestOnly>
      </Route>
      <Route path={paths.contactUs}>
        <ContactScreen />
      </Route>
      <Route>
        <ArrivedAt />
      </Route>
    </Switch>
  );
}

/**
 * A pass-through handler that records the multipart fields posted to an endpoint; the handlers
 * underneath still answer. Read `posted` in a play function.
 */
export function recordPosts(endpoint: Endpoint): { handler: HttpHandler; posted: Record<string, string>[] } {
  const posted: Record<string, string>[] = [];
  const handler = on(endpoint, async ({ request }) => {
    const form = await request.clone().formData();
    posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
    return undefined;
  });
  return { handler, posted };
}
