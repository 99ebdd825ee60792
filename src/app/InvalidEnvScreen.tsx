import { Stack, Text, Title } from '@mantine/core';
import classes from './InvalidEnvScreen.module.css';

/**
 * §5 start-up failure: "Invalid env provided" and the variables that are missing or invalid. The list is
 * plain elements styled as Mantine's List and Code style them (./InvalidEnvScreen.module.css): those
 * components' code was in every first visit for it alone, when this screen was. It is a chunk of its own
 * now (src/start/start.tsx loads it only for a misconfigured build).
 */
export function InvalidEnvScreen({ problems }: { problems: string[] }) {
  return (
    <Stack component="main" p="xl" maw={640} mx="auto" mt="10vh" gap="md">
      <div role="alert">
        <Title order={1}>Invalid env provided</Title>
        <Text>The storefront cannot start. Fix these variables (see .env.example) and rebuild:</Text>
      </div>
      <ul className={classes.list}>
        {problems.map((problem) => (
          <li key={problem} className={classes.item}>
            <div className={classes.itemWrapper}>
              <span>
                <code className={classes.code} dir="ltr">
                  {problem}
                </code>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
