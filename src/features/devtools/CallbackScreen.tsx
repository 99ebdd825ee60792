// §2 /callback: developer test page — exchanges the accounting provider's authorization code (?code=…) for
// an access token through the token-exchange endpoint (VITE_TOKEN_EXCHANGE_URL). §8 texts: "Authorization
// code not found in URL", "Failed to get access token", "Token exchange failed".
import { useEffect, useState } from 'react';
import { Code, Stack, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { env } from '@/config/env';
import { DevDone, DevPage, DevProblem, DevWorking } from './DevPage';
import classes from './DevPage.module.css';
import {
  callbackParams,
  exchangeCodeOnce,
  maskSecrets,
  TOKEN_EXCHANGE_MESSAGES,
  type ExchangeOutcome,
} from './tokenExchange';

export default function CallbackScreen() {
  const params = callbackParams(useSearch());
  const url = env().VITE_TOKEN_EXCHANGE_URL;
  const key = params && url ? `${url}\n${params.code}` : null;
  const [outcome, setOutcome] = useState<{ key: string; value: ExchangeOutcome } | null>(null);

  useEffect(() => {
    if (!key || !params || !url) return;
    let live = true;
    void exchangeCodeOnce(url, params).then((value) => {
      if (live) setOutcome({ key, value });
    });
    return () => {
      live = false;
    };
    // The key holds url and code; params is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = outcome && outcome.key === key ? outcome.value : null;

  return (
    <DevPage
      title="Accounting connection test"
      intro="Finishes the accounting provider's sign-in: the authorization code in this page's address is exchanged for an access token by the token-exchange service."
    >
      {!params ? (
        <DevProblem title={TOKEN_EXCHANGE_MESSAGES.noCode} />
      ) : !url ? (
        <DevProblem off title={TOKEN_EXCHANGE_MESSAGES.notConfigured} />
      ) : !current ? (
        <DevWorking label={TOKEN_EXCHANGE_MESSAGES.exchanging} />
      ) : current.kind === 'ok' ? (
        <Stack gap="sm">
          <DevDone title="Access token received" />
          <Text size="sm" fw={600} id="token-result">
            Token exchange result (tokens shortened)
          </Text>
          <Code block className={classes.result} aria-labelledby="token-result">
            {JSON.stringify(maskSecrets(current.result), null, 2)}
          </Code>
        </Stack>
      ) : (
        <DevProblem title={current.message}>
          {current.kind === 'failed'
            ? `The token-exchange service answered HTTP ${current.status}${current.detail ? `: ${current.detail}` : ''}.`
            : 'The token-exchange service could not be reached or sent an unreadable answer.'}
        </DevProblem>
      )}
    </DevPage>
  );
}
