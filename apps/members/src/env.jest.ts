export const env = {
  magicPublishableKey: undefined as string | undefined,
  waitlist: false,
};
