import { Alert, Text } from "@mantine/core";

/** Why a signed-out form was refused, announced at once. */
export function AuthError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Text fz="sm" c="red.9">
        {message}
      </Text>
    </Alert>
  );
}
