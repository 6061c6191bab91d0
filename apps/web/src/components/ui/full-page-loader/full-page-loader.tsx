/** The centred spinner shown while a screen's chunk or the session loads. */
import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
