import { Code, List, Stack, Text, Title } from '@mantine/core';

/** §5 start-up failure: "Invalid env provided" and the variables that are missing or invalid. */
export function InvalidEnvScreen({ problems }: { problems: string[] }) {
  return (
    <Stack component="main" p="xl" maw={640} mx="auto" mt="10vh" gap="md">
      <div role="alert">
        <Title order={1}>Invalid env provided</Title>
        <Text>The storefront cannot start. Fix these variables (see .env.example) and rebuild:</Text>
      </div>
      <List>
        {problems.map((problem) => (
          <List.Item key={problem}>
            <Code>{problem}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
